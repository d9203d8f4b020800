// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/epc.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(65536, '000000000002ff30efffff70efffff70');
const T2 = table(128, '0000000000000000efffff7000000000');
const T3 = table(128, '000000000000000000000000efffff70');
const T4 = table(65536, '000000000000ff300000000000000000');
const T5 = table(65536, '00000000adfffffaffffff78efffff74');
const T6 = table(128, '00000000800800080000000000000000');
const T7 = table(128, '000000000000ff30efd7ff7000000000');
const T8 = table(65536, '000000000002ff30efffff7000000000');
const T9 = table(128, '00000000000000000040024000000000');
const T10 = table(128, '000000000000ef300000000000000000');
const T11 = table(128, '0000000028f700c20000000800000000');
const T12 = table(128, '000000000000ff30e700000000000000');
const T13 = table(128, '000000000000ff30e7000000e7000000');
const T14 = table(65536, '0000000028f7fff2efffff78efffff70');
const T15 = table(128, '0000000000000000efffff70efffff70');
const T16 = table(128, '000000002df7fff2ffffff78efffff74');
const T17 = table(128, '000000000006ff30efffff78efffff74');
const T18 = table(128, '000000002df100820000000000000000');
const meta = {
  "profile": "",
  "start": "epc-nss",
  "parts": [
  "sub-ns-name",
  "epc-scheme"
  ],
  "views": [],
  "namespace": {
    "nid": "epc",
    "aliases": [],
    "source": "RFC 5134 s.2 (Declaration of structure); GS1 EPC Tag Data Standard 1.13 s.5 and s.6.3",
    "checks": [],
    "equivalence": [],
    "summary": "class \":\" rest (RFC 5134); after \"id:\" the 20 TDS 1.13 schemes (sgtin, sscc, sgln, ...) must match their bodies",
    "examples": [
    "urn:epc:id:sgtin:900100.0003456.1234567",
    "urn:epc:tag:sgtin-96:3.0614141.812345.6789"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g11>(?=id\x3a)[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?=(?<g10>(?=(?=(?<g7>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g7>(?=(?<g6>\x3a|(?![\x00-\u10ffff])))\k<g6>)(?=(?<g5>(?=(?<g3>(?=sgtin\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[0-9])+\x2e){2,2}(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=sgln\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=gsrnp\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=gdti\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x2d0-9A-Z]|\x252[3Ff]))+\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:[0-9])+|(?=ginc\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=itip\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[0-9])+\x2e){4,4}(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*|(?=gid\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:0|[1-9](?:[0-9])*)\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?=(?<g1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\k<g1>\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?=(?<g2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\k<g2>\x2e(?:(?:[\x2d0-9A-Z]|\x252[Ff]))*\x2e(?:\x2523|(?!\x2523))(?:(?:[\x2d0-9A-Z]|\x252[Ff]))+|(?=bic\x3a)(?:[\x2d0-9A-Za-z])+\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\x3a)(?:[\x2d0-9A-Za-z])+\x3a[0-9]{7}))\k<g3>|(?=(?<g4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g4>(?![\x00-\u10ffff])\x3a))\k<g5>|(?!(?=(?<g9>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g9>(?=(?<g8>\x3a|(?![\x00-\u10ffff])))\k<g8>)(?=(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\x2d0-9A-Za-z])+\x3a)?(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\k<g10>|(?!id\x3a)[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?=(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\x2d0-9A-Za-z])+\x3a)?(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\k<g11>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n11>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n10>(?=(?=(?<n7>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n7>(?=(?<n6>\\x3a|(?![\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z])))\\k<n6>)(?=(?<n5>(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>(?![\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z])\\x3a))\\k<n5>|(?!(?=(?<n9>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n9>(?=(?<n8>\\x3a|(?![\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z])))\\k<n8>)(?=(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n10>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n11>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n11>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n10>(?=(?=(?<n7>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n7>(?=(?<n6>\\x3a|(?![\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])))\\k<n6>)(?=(?<n5>(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>(?![\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])\\x3a))\\k<n5>|(?!(?=(?<n9>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n9>(?=(?<n8>\\x3a|(?![\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])))\\k<n8>)(?=(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n10>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n11>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n11>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n10>(?=(?=(?<n7>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n7>(?=(?<n6>\\x3a|(?![\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])))\\k<n6>)(?=(?<n5>(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>(?![\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])\\x3a))\\k<n5>|(?!(?=(?<n9>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n9>(?=(?<n8>\\x3a|(?![\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])))\\k<n8>)(?=(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n10>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n11>",
    "layout": "0a6e034e"
  }
};
const parts = ["sub-ns-name","epc-scheme"];
let text = '';
let viewing = false;
let begin = 0;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // epc-nss
  var c, out, s = text, n = size;
  L1: {
    var p2;
    L3: {
      var k4 = kn;
      var p5;
      var p6;
      p6 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 58) ? p + 3 : -1;
      p5 = p6 >= 0 ? p : -1;
      if (p5 < 0) { p2 = -1; kn = k4; break L3; }
      var p8;
      p8 = f1(p5);
      if (p8 < 0) { p2 = -1; kn = k4; break L3; }
      var p9;
      if (p8 < n && (c = s.charCodeAt(p8), c === 58)) { p9 = p8 + 1;  } else { p9 = -1;  }
      if (p9 < 0) { p2 = -1; kn = k4; break L3; }
      var p10;
      p10 = f10(p9);
      if (p10 < 0) { p2 = -1; kn = k4; break L3; }
      p2 = p10;
    }
    if (p2 >= 0) { out = p2; break L1; }
    var p11;
    L12: {
      var k13 = kn;
      var p14;
      var p15;
      p15 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 58) ? p + 3 : -1;
      p14 = p15 >= 0 ? -1 : p;
      if (p14 < 0) { p11 = -1; kn = k13; break L12; }
      var p17;
      p17 = f1(p14);
      if (p17 < 0) { p11 = -1; kn = k13; break L12; }
      var p18;
      if (p17 < n && (c = s.charCodeAt(p17), c === 58)) { p18 = p17 + 1;  } else { p18 = -1;  }
      if (p18 < 0) { p11 = -1; kn = k13; break L12; }
      var p19;
      p19 = f7(p18);
      if (p19 < 0) { p11 = -1; kn = k13; break L12; }
      p11 = p19;
    }
    if (p11 >= 0) { out = p11; break L1; }
    out = -1;
  }
  return out;
}
function f1(p) { // sub-ns-name
  var c, out, s = text, n = size;
  L20: {
    var p22;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p22 = p + 1;  } else { p22 = -1;  }
    if (p22 < 0) { out = -1;  break L20; }
    var p23;
    var q24 = p22, r25 = 0, e27 = false;
    while (q24 < n) {
      var p28;
      var q29 = q24;
      while (q29 < n && (c = s.charCodeAt(q29), T1[c] === 1)) q29++;
      p28 = q29 - q24 >= 1 ? q29 : -1;
      if (p28 < 0) break;
      if (p28 === q24) { e27 = true; break; }
      r25++; q24 = p28;
      if (r25 === 1) break;
    }
    if (e27 || r25 >= 0) p23 = q24; else { p23 = -1;  }
    if (p23 < 0) { out = -1;  break L20; }
    out = p23;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // let-num
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f3(p) { // let-num-hyp
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f4(p) { // upper
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f5(p) { // lower
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f6(p) { // number
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f7(p) { // sub-ns
  var c, out, s = text, n = size;
  L31: {
    var k32 = kn;
    var p33;
    var p34;
    p34 = f8(p);
    p33 = p34 >= 0 ? p : -1;
    if (p33 < 0) { out = -1; kn = k32; break L31; }
    var p36;
    var q37 = p33, r38 = 0, e40 = false, k39 = kn;
    while (q37 < n) {
      var p41;
      L42: {
        var k43 = kn;
        var p44;
        p44 = f9(q37);
        if (p44 < 0) { p41 = -1; kn = k43; break L42; }
        var p45;
        if (p44 < n && (c = s.charCodeAt(p44), c === 58)) { p45 = p44 + 1;  } else { p45 = -1;  }
        if (p45 < 0) { p41 = -1; kn = k43; break L42; }
        p41 = p45;
      }
      if (p41 < 0) break;
      if (p41 === q37) { e40 = true; break; }
      r38++; q37 = p41;
      if (r38 === 1) break;
    }
    if (e40 || r38 >= 0) p36 = q37; else { p36 = -1; kn = k39; }
    if (p36 < 0) { out = -1; kn = k32; break L31; }
    var p46;
    var q47 = p36, r48 = 0, e50 = false;
    while (q47 < n) {
      if ((c = s.charCodeAt(q47), c < 128 && T5[c] === 1)) { var k49z = q47; do q47++; while (q47 < n && (c = s.charCodeAt(q47), T5[c] === 1)); r48 += q47 - k49z; continue; }
      var p51;
      p51 = f8(q47);
      if (p51 < 0) break;
      if (p51 === q47) { e50 = true; break; }
      r48++; q47 = p51;
    }
    if (e50 || r48 >= 0) p46 = q47; else { p46 = -1;  }
    if (p46 < 0) { out = -1; kn = k32; break L31; }
    out = p46;
  }
  return out;
}
function f8(p) { // URN-chars
  var c, out, s = text, n = size;
  L52: {
    var p53;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p53 = p + 1;  } else { p53 = -1;  }
    if (p53 >= 0) { out = p53; break L52; }
    var p54;
    p54 = f80(p);
    if (p54 >= 0) { out = p54; break L52; }
    out = -1;
  }
  return out;
}
function f9(p) { // epc-scheme
  var c, out, s = text, n = size;
  var q55 = p;
  while (q55 < n && (c = s.charCodeAt(q55), T1[c] === 1)) q55++;
  out = q55 - p >= 1 ? q55 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // epc-id-body
  var c, out, s = text, n = size;
  L57: {
    var p58;
    L59: {
      var k60 = kn;
      var p61;
      var p62;
      L64: {
        var p66;
        p66 = f12(p);
        if (p66 < 0) { p62 = -1;  break L64; }
        var p67;
        L68: {
          var p69;
          if (p66 < n && (c = s.charCodeAt(p66), c === 58)) { p69 = p66 + 1;  } else { p69 = -1;  }
          if (p69 >= 0) { p67 = p69; break L68; }
          var p70;
          p70 = f11(p66);
          if (p70 >= 0) { p67 = p70; break L68; }
          p67 = -1;
        }
        if (p67 < 0) { p62 = -1;  break L64; }
        p62 = p67;
      }
      p61 = p62 >= 0 ? p : -1;
      if (p61 < 0) { p58 = -1; kn = k60; break L59; }
      var p71;
      L72: {
        var p73;
        p73 = f13(p61);
        if (p73 >= 0) { p71 = p73; break L72; }
        var p74;
        L75: {
          var p77;
          p77 = f12(p61);
          if (p77 < 0) { p74 = -1;  break L75; }
          var p78;
          p78 = f11(p77);
          if (p78 < 0) { p74 = -1;  break L75; }
          var p79;
          if (p78 < n && (c = s.charCodeAt(p78), c === 58)) { p79 = p78 + 1;  } else { p79 = -1;  }
          if (p79 < 0) { p74 = -1;  break L75; }
          p74 = p79;
        }
        if (p74 >= 0) { p71 = p74; break L72; }
        p71 = -1;
      }
      if (p71 < 0) { p58 = -1; kn = k60; break L59; }
      p58 = p71;
    }
    if (p58 >= 0) { out = p58; break L57; }
    var p80;
    L81: {
      var k82 = kn;
      var p83;
      var p84;
      L86: {
        var p88;
        p88 = f12(p);
        if (p88 < 0) { p84 = -1;  break L86; }
        var p89;
        L90: {
          var p91;
          if (p88 < n && (c = s.charCodeAt(p88), c === 58)) { p91 = p88 + 1;  } else { p91 = -1;  }
          if (p91 >= 0) { p89 = p91; break L90; }
          var p92;
          p92 = f11(p88);
          if (p92 >= 0) { p89 = p92; break L90; }
          p89 = -1;
        }
        if (p89 < 0) { p84 = -1;  break L86; }
        p84 = p89;
      }
      p83 = p84 >= 0 ? -1 : p;
      if (p83 < 0) { p80 = -1; kn = k82; break L81; }
      var p93;
      p93 = f7(p83);
      if (p93 < 0) { p80 = -1; kn = k82; break L81; }
      p80 = p93;
    }
    if (p80 >= 0) { out = p80; break L57; }
    out = -1;
  }
  return out;
}
function f11(p) { // end-of-nss
  var c, out, s = text, n = size;
  var p94;
  if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 1114111)))) { p94 = p + 1;  } else { p94 = -1;  }
  out = p94 >= 0 ? -1 : p;
  return out;
}
function f12(p) { // id-scheme-known
  var c, out, s = text, n = size;
  L96: {
    var p97;
    p97 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 110) ? p + 5 : -1;
    if (p97 >= 0) { out = p97; break L96; }
    var p98;
    p98 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p98 >= 0) { out = p98; break L96; }
    var p99;
    p99 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p99 >= 0) { out = p99; break L96; }
    var p100;
    p100 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p100 >= 0) { out = p100; break L96; }
    var p101;
    p101 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p101 >= 0) { out = p101; break L96; }
    var p102;
    p102 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 112) ? p + 5 : -1;
    if (p102 >= 0) { out = p102; break L96; }
    var p103;
    p103 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p103 >= 0) { out = p103; break L96; }
    var p104;
    p104 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p104 >= 0) { out = p104; break L96; }
    var p105;
    p105 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 99) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 105) ? p + 3 : -1;
    if (p105 >= 0) { out = p105; break L96; }
    var p106;
    p106 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p106 >= 0) { out = p106; break L96; }
    var p107;
    p107 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 110) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p107 >= 0) { out = p107; break L96; }
    var p108;
    p108 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p108 >= 0) { out = p108; break L96; }
    var p109;
    p109 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 112) ? p + 4 : -1;
    if (p109 >= 0) { out = p109; break L96; }
    var p110;
    p110 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 117) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p110 >= 0) { out = p110; break L96; }
    var p111;
    p111 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 112) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p111 >= 0) { out = p111; break L96; }
    var p112;
    p112 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 100) ? p + 3 : -1;
    if (p112 >= 0) { out = p112; break L96; }
    var p113;
    p113 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 100) ? p + 5 : -1;
    if (p113 >= 0) { out = p113; break L96; }
    var p114;
    p114 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 97) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 105) ? p + 3 : -1;
    if (p114 >= 0) { out = p114; break L96; }
    var p115;
    p115 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 98) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 99) ? p + 3 : -1;
    if (p115 >= 0) { out = p115; break L96; }
    var p116;
    p116 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 111) && (c = s.charCodeAt(p + 3), c === 118) && (c = s.charCodeAt(p + 4), c === 110) ? p + 5 : -1;
    if (p116 >= 0) { out = p116; break L96; }
    out = -1;
  }
  return out;
}
function f13(p) { // EPC-URI
  var c, out, s = text, n = size;
  L117: {
    var p118;
    p118 = f14(p);
    if (p118 >= 0) { out = p118; break L117; }
    var p119;
    p119 = f16(p);
    if (p119 >= 0) { out = p119; break L117; }
    var p120;
    p120 = f18(p);
    if (p120 >= 0) { out = p120; break L117; }
    var p121;
    p121 = f20(p);
    if (p121 >= 0) { out = p121; break L117; }
    var p122;
    p122 = f22(p);
    if (p122 >= 0) { out = p122; break L117; }
    var p123;
    p123 = f24(p);
    if (p123 >= 0) { out = p123; break L117; }
    var p124;
    p124 = f26(p);
    if (p124 >= 0) { out = p124; break L117; }
    var p125;
    p125 = f28(p);
    if (p125 >= 0) { out = p125; break L117; }
    var p126;
    p126 = f30(p);
    if (p126 >= 0) { out = p126; break L117; }
    var p127;
    p127 = f32(p);
    if (p127 >= 0) { out = p127; break L117; }
    var p128;
    p128 = f34(p);
    if (p128 >= 0) { out = p128; break L117; }
    var p129;
    p129 = f36(p);
    if (p129 >= 0) { out = p129; break L117; }
    var p130;
    p130 = f38(p);
    if (p130 >= 0) { out = p130; break L117; }
    var p131;
    p131 = f40(p);
    if (p131 >= 0) { out = p131; break L117; }
    var p132;
    p132 = f42(p);
    if (p132 >= 0) { out = p132; break L117; }
    var p133;
    p133 = f44(p);
    if (p133 >= 0) { out = p133; break L117; }
    var p134;
    p134 = f46(p);
    if (p134 >= 0) { out = p134; break L117; }
    var p135;
    p135 = f52(p);
    if (p135 >= 0) { out = p135; break L117; }
    var p136;
    p136 = f57(p);
    if (p136 >= 0) { out = p136; break L117; }
    var p137;
    p137 = f59(p);
    if (p137 >= 0) { out = p137; break L117; }
    out = -1;
  }
  return out;
}
function f14(p) { // SGTIN-URI
  var c, out, s = text, n = size;
  L138: {
    var k139 = kn;
    var p140;
    var p141;
    p141 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p140 = p141 >= 0 ? p : -1;
    if (p140 < 0) { out = -1; kn = k139; break L138; }
    var p143;
    p143 = f9(p140);
    if (p143 < 0) { out = -1; kn = k139; break L138; }
    var p144;
    if (p143 < n && (c = s.charCodeAt(p143), c === 58)) { p144 = p143 + 1;  } else { p144 = -1;  }
    if (p144 < 0) { out = -1; kn = k139; break L138; }
    var p145;
    p145 = f15(p144);
    if (p145 < 0) { out = -1; kn = k139; break L138; }
    out = p145;
  }
  return out;
}
function f15(p) { // SGTINURIBody
  var c, out, s = text, n = size;
  L146: {
    var p148;
    var q149 = p, r150 = 0, e152 = false;
    while (q149 < n) {
      var p153;
      L154: {
        var p156;
        p156 = f64(q149);
        if (p156 < 0) { p153 = -1;  break L154; }
        var p157;
        if (p156 < n && (c = s.charCodeAt(p156), c === 46)) { p157 = p156 + 1;  } else { p157 = -1;  }
        if (p157 < 0) { p153 = -1;  break L154; }
        p153 = p157;
      }
      if (p153 < 0) break;
      if (p153 === q149) { e152 = true; break; }
      r150++; q149 = p153;
      if (r150 === 2) break;
    }
    if (e152 || r150 >= 2) p148 = q149; else { p148 = -1;  }
    if (p148 < 0) { out = -1;  break L146; }
    var p158;
    p158 = f74(p148);
    if (p158 < 0) { out = -1;  break L146; }
    out = p158;
  }
  return out;
}
function f16(p) { // SSCC-URI
  var c, out, s = text, n = size;
  L159: {
    var k160 = kn;
    var p161;
    var p162;
    p162 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p161 = p162 >= 0 ? p : -1;
    if (p161 < 0) { out = -1; kn = k160; break L159; }
    var p164;
    p164 = f9(p161);
    if (p164 < 0) { out = -1; kn = k160; break L159; }
    var p165;
    if (p164 < n && (c = s.charCodeAt(p164), c === 58)) { p165 = p164 + 1;  } else { p165 = -1;  }
    if (p165 < 0) { out = -1; kn = k160; break L159; }
    var p166;
    p166 = f17(p165);
    if (p166 < 0) { out = -1; kn = k160; break L159; }
    out = p166;
  }
  return out;
}
function f17(p) { // SSCCURIBody
  var c, out, s = text, n = size;
  L167: {
    var p169;
    p169 = f64(p);
    if (p169 < 0) { out = -1;  break L167; }
    var p170;
    if (p169 < n && (c = s.charCodeAt(p169), c === 46)) { p170 = p169 + 1;  } else { p170 = -1;  }
    if (p170 < 0) { out = -1;  break L167; }
    var p171;
    p171 = f64(p170);
    if (p171 < 0) { out = -1;  break L167; }
    out = p171;
  }
  return out;
}
function f18(p) { // SGLN-URI
  var c, out, s = text, n = size;
  L172: {
    var k173 = kn;
    var p174;
    var p175;
    p175 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p174 = p175 >= 0 ? p : -1;
    if (p174 < 0) { out = -1; kn = k173; break L172; }
    var p177;
    p177 = f9(p174);
    if (p177 < 0) { out = -1; kn = k173; break L172; }
    var p178;
    if (p177 < n && (c = s.charCodeAt(p177), c === 58)) { p178 = p177 + 1;  } else { p178 = -1;  }
    if (p178 < 0) { out = -1; kn = k173; break L172; }
    var p179;
    p179 = f19(p178);
    if (p179 < 0) { out = -1; kn = k173; break L172; }
    out = p179;
  }
  return out;
}
function f19(p) { // SGLNURIBody
  var c, out, s = text, n = size;
  L180: {
    var p182;
    p182 = f64(p);
    if (p182 < 0) { out = -1;  break L180; }
    var p183;
    if (p182 < n && (c = s.charCodeAt(p182), c === 46)) { p183 = p182 + 1;  } else { p183 = -1;  }
    if (p183 < 0) { out = -1;  break L180; }
    var p184;
    p184 = f65(p183);
    if (p184 < 0) { out = -1;  break L180; }
    var p185;
    if (p184 < n && (c = s.charCodeAt(p184), c === 46)) { p185 = p184 + 1;  } else { p185 = -1;  }
    if (p185 < 0) { out = -1;  break L180; }
    var p186;
    p186 = f74(p185);
    if (p186 < 0) { out = -1;  break L180; }
    out = p186;
  }
  return out;
}
function f20(p) { // GRAI-URI
  var c, out, s = text, n = size;
  L187: {
    var k188 = kn;
    var p189;
    var p190;
    p190 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p189 = p190 >= 0 ? p : -1;
    if (p189 < 0) { out = -1; kn = k188; break L187; }
    var p192;
    p192 = f9(p189);
    if (p192 < 0) { out = -1; kn = k188; break L187; }
    var p193;
    if (p192 < n && (c = s.charCodeAt(p192), c === 58)) { p193 = p192 + 1;  } else { p193 = -1;  }
    if (p193 < 0) { out = -1; kn = k188; break L187; }
    var p194;
    p194 = f21(p193);
    if (p194 < 0) { out = -1; kn = k188; break L187; }
    out = p194;
  }
  return out;
}
function f21(p) { // GRAIURIBody
  var c, out, s = text, n = size;
  L195: {
    var p197;
    p197 = f64(p);
    if (p197 < 0) { out = -1;  break L195; }
    var p198;
    if (p197 < n && (c = s.charCodeAt(p197), c === 46)) { p198 = p197 + 1;  } else { p198 = -1;  }
    if (p198 < 0) { out = -1;  break L195; }
    var p199;
    p199 = f65(p198);
    if (p199 < 0) { out = -1;  break L195; }
    var p200;
    if (p199 < n && (c = s.charCodeAt(p199), c === 46)) { p200 = p199 + 1;  } else { p200 = -1;  }
    if (p200 < 0) { out = -1;  break L195; }
    var p201;
    p201 = f74(p200);
    if (p201 < 0) { out = -1;  break L195; }
    out = p201;
  }
  return out;
}
function f22(p) { // GIAI-URI
  var c, out, s = text, n = size;
  L202: {
    var k203 = kn;
    var p204;
    var p205;
    p205 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p204 = p205 >= 0 ? p : -1;
    if (p204 < 0) { out = -1; kn = k203; break L202; }
    var p207;
    p207 = f9(p204);
    if (p207 < 0) { out = -1; kn = k203; break L202; }
    var p208;
    if (p207 < n && (c = s.charCodeAt(p207), c === 58)) { p208 = p207 + 1;  } else { p208 = -1;  }
    if (p208 < 0) { out = -1; kn = k203; break L202; }
    var p209;
    p209 = f23(p208);
    if (p209 < 0) { out = -1; kn = k203; break L202; }
    out = p209;
  }
  return out;
}
function f23(p) { // GIAIURIBody
  var c, out, s = text, n = size;
  L210: {
    var p212;
    p212 = f64(p);
    if (p212 < 0) { out = -1;  break L210; }
    var p213;
    if (p212 < n && (c = s.charCodeAt(p212), c === 46)) { p213 = p212 + 1;  } else { p213 = -1;  }
    if (p213 < 0) { out = -1;  break L210; }
    var p214;
    p214 = f74(p213);
    if (p214 < 0) { out = -1;  break L210; }
    out = p214;
  }
  return out;
}
function f24(p) { // GSRN-URI
  var c, out, s = text, n = size;
  L215: {
    var k216 = kn;
    var p217;
    var p218;
    p218 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p217 = p218 >= 0 ? p : -1;
    if (p217 < 0) { out = -1; kn = k216; break L215; }
    var p220;
    p220 = f9(p217);
    if (p220 < 0) { out = -1; kn = k216; break L215; }
    var p221;
    if (p220 < n && (c = s.charCodeAt(p220), c === 58)) { p221 = p220 + 1;  } else { p221 = -1;  }
    if (p221 < 0) { out = -1; kn = k216; break L215; }
    var p222;
    p222 = f25(p221);
    if (p222 < 0) { out = -1; kn = k216; break L215; }
    out = p222;
  }
  return out;
}
function f25(p) { // GSRNURIBody
  var c, out, s = text, n = size;
  L223: {
    var p225;
    p225 = f64(p);
    if (p225 < 0) { out = -1;  break L223; }
    var p226;
    if (p225 < n && (c = s.charCodeAt(p225), c === 46)) { p226 = p225 + 1;  } else { p226 = -1;  }
    if (p226 < 0) { out = -1;  break L223; }
    var p227;
    p227 = f64(p226);
    if (p227 < 0) { out = -1;  break L223; }
    out = p227;
  }
  return out;
}
function f26(p) { // GSRNP-URI
  var c, out, s = text, n = size;
  L228: {
    var k229 = kn;
    var p230;
    var p231;
    p231 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 112) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p230 = p231 >= 0 ? p : -1;
    if (p230 < 0) { out = -1; kn = k229; break L228; }
    var p233;
    p233 = f9(p230);
    if (p233 < 0) { out = -1; kn = k229; break L228; }
    var p234;
    if (p233 < n && (c = s.charCodeAt(p233), c === 58)) { p234 = p233 + 1;  } else { p234 = -1;  }
    if (p234 < 0) { out = -1; kn = k229; break L228; }
    var p235;
    p235 = f27(p234);
    if (p235 < 0) { out = -1; kn = k229; break L228; }
    out = p235;
  }
  return out;
}
function f27(p) { // GSRNPURIBody
  var c, out, s = text, n = size;
  L236: {
    var p238;
    p238 = f64(p);
    if (p238 < 0) { out = -1;  break L236; }
    var p239;
    if (p238 < n && (c = s.charCodeAt(p238), c === 46)) { p239 = p238 + 1;  } else { p239 = -1;  }
    if (p239 < 0) { out = -1;  break L236; }
    var p240;
    p240 = f64(p239);
    if (p240 < 0) { out = -1;  break L236; }
    out = p240;
  }
  return out;
}
function f28(p) { // GDTI-URI
  var c, out, s = text, n = size;
  L241: {
    var k242 = kn;
    var p243;
    var p244;
    p244 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p243 = p244 >= 0 ? p : -1;
    if (p243 < 0) { out = -1; kn = k242; break L241; }
    var p246;
    p246 = f9(p243);
    if (p246 < 0) { out = -1; kn = k242; break L241; }
    var p247;
    if (p246 < n && (c = s.charCodeAt(p246), c === 58)) { p247 = p246 + 1;  } else { p247 = -1;  }
    if (p247 < 0) { out = -1; kn = k242; break L241; }
    var p248;
    p248 = f29(p247);
    if (p248 < 0) { out = -1; kn = k242; break L241; }
    out = p248;
  }
  return out;
}
function f29(p) { // GDTIURIBody
  var c, out, s = text, n = size;
  L249: {
    var p251;
    p251 = f64(p);
    if (p251 < 0) { out = -1;  break L249; }
    var p252;
    if (p251 < n && (c = s.charCodeAt(p251), c === 46)) { p252 = p251 + 1;  } else { p252 = -1;  }
    if (p252 < 0) { out = -1;  break L249; }
    var p253;
    p253 = f65(p252);
    if (p253 < 0) { out = -1;  break L249; }
    var p254;
    if (p253 < n && (c = s.charCodeAt(p253), c === 46)) { p254 = p253 + 1;  } else { p254 = -1;  }
    if (p254 < 0) { out = -1;  break L249; }
    var p255;
    p255 = f74(p254);
    if (p255 < 0) { out = -1;  break L249; }
    out = p255;
  }
  return out;
}
function f30(p) { // CPI-URI
  var c, out, s = text, n = size;
  L256: {
    var k257 = kn;
    var p258;
    var p259;
    p259 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 99) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p258 = p259 >= 0 ? p : -1;
    if (p258 < 0) { out = -1; kn = k257; break L256; }
    var p261;
    p261 = f9(p258);
    if (p261 < 0) { out = -1; kn = k257; break L256; }
    var p262;
    if (p261 < n && (c = s.charCodeAt(p261), c === 58)) { p262 = p261 + 1;  } else { p262 = -1;  }
    if (p262 < 0) { out = -1; kn = k257; break L256; }
    var p263;
    p263 = f31(p262);
    if (p263 < 0) { out = -1; kn = k257; break L256; }
    out = p263;
  }
  return out;
}
function f31(p) { // CPIURIBody
  var c, out, s = text, n = size;
  L264: {
    var p266;
    p266 = f64(p);
    if (p266 < 0) { out = -1;  break L264; }
    var p267;
    if (p266 < n && (c = s.charCodeAt(p266), c === 46)) { p267 = p266 + 1;  } else { p267 = -1;  }
    if (p267 < 0) { out = -1;  break L264; }
    var p268;
    p268 = f76(p267);
    if (p268 < 0) { out = -1;  break L264; }
    var p269;
    if (p268 < n && (c = s.charCodeAt(p268), c === 46)) { p269 = p268 + 1;  } else { p269 = -1;  }
    if (p269 < 0) { out = -1;  break L264; }
    var p270;
    p270 = f61(p269);
    if (p270 < 0) { out = -1;  break L264; }
    out = p270;
  }
  return out;
}
function f32(p) { // SGCN-URI
  var c, out, s = text, n = size;
  L271: {
    var k272 = kn;
    var p273;
    var p274;
    p274 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p273 = p274 >= 0 ? p : -1;
    if (p273 < 0) { out = -1; kn = k272; break L271; }
    var p276;
    p276 = f9(p273);
    if (p276 < 0) { out = -1; kn = k272; break L271; }
    var p277;
    if (p276 < n && (c = s.charCodeAt(p276), c === 58)) { p277 = p276 + 1;  } else { p277 = -1;  }
    if (p277 < 0) { out = -1; kn = k272; break L271; }
    var p278;
    p278 = f33(p277);
    if (p278 < 0) { out = -1; kn = k272; break L271; }
    out = p278;
  }
  return out;
}
function f33(p) { // SGCNURIBody
  var c, out, s = text, n = size;
  L279: {
    var p281;
    p281 = f64(p);
    if (p281 < 0) { out = -1;  break L279; }
    var p282;
    if (p281 < n && (c = s.charCodeAt(p281), c === 46)) { p282 = p281 + 1;  } else { p282 = -1;  }
    if (p282 < 0) { out = -1;  break L279; }
    var p283;
    p283 = f65(p282);
    if (p283 < 0) { out = -1;  break L279; }
    var p284;
    if (p283 < n && (c = s.charCodeAt(p283), c === 46)) { p284 = p283 + 1;  } else { p284 = -1;  }
    if (p284 < 0) { out = -1;  break L279; }
    var p285;
    p285 = f64(p284);
    if (p285 < 0) { out = -1;  break L279; }
    out = p285;
  }
  return out;
}
function f34(p) { // GINC-URI
  var c, out, s = text, n = size;
  L286: {
    var k287 = kn;
    var p288;
    var p289;
    p289 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 110) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p288 = p289 >= 0 ? p : -1;
    if (p288 < 0) { out = -1; kn = k287; break L286; }
    var p291;
    p291 = f9(p288);
    if (p291 < 0) { out = -1; kn = k287; break L286; }
    var p292;
    if (p291 < n && (c = s.charCodeAt(p291), c === 58)) { p292 = p291 + 1;  } else { p292 = -1;  }
    if (p292 < 0) { out = -1; kn = k287; break L286; }
    var p293;
    p293 = f35(p292);
    if (p293 < 0) { out = -1; kn = k287; break L286; }
    out = p293;
  }
  return out;
}
function f35(p) { // GINCURIBody
  var c, out, s = text, n = size;
  L294: {
    var p296;
    p296 = f64(p);
    if (p296 < 0) { out = -1;  break L294; }
    var p297;
    if (p296 < n && (c = s.charCodeAt(p296), c === 46)) { p297 = p296 + 1;  } else { p297 = -1;  }
    if (p297 < 0) { out = -1;  break L294; }
    var p298;
    p298 = f74(p297);
    if (p298 < 0) { out = -1;  break L294; }
    out = p298;
  }
  return out;
}
function f36(p) { // GSIN-URI
  var c, out, s = text, n = size;
  L299: {
    var k300 = kn;
    var p301;
    var p302;
    p302 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p301 = p302 >= 0 ? p : -1;
    if (p301 < 0) { out = -1; kn = k300; break L299; }
    var p304;
    p304 = f9(p301);
    if (p304 < 0) { out = -1; kn = k300; break L299; }
    var p305;
    if (p304 < n && (c = s.charCodeAt(p304), c === 58)) { p305 = p304 + 1;  } else { p305 = -1;  }
    if (p305 < 0) { out = -1; kn = k300; break L299; }
    var p306;
    p306 = f37(p305);
    if (p306 < 0) { out = -1; kn = k300; break L299; }
    out = p306;
  }
  return out;
}
function f37(p) { // GSINURIBody
  var c, out, s = text, n = size;
  L307: {
    var p309;
    p309 = f64(p);
    if (p309 < 0) { out = -1;  break L307; }
    var p310;
    if (p309 < n && (c = s.charCodeAt(p309), c === 46)) { p310 = p309 + 1;  } else { p310 = -1;  }
    if (p310 < 0) { out = -1;  break L307; }
    var p311;
    p311 = f64(p310);
    if (p311 < 0) { out = -1;  break L307; }
    out = p311;
  }
  return out;
}
function f38(p) { // ITIP-URI
  var c, out, s = text, n = size;
  L312: {
    var k313 = kn;
    var p314;
    var p315;
    p315 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 112) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p314 = p315 >= 0 ? p : -1;
    if (p314 < 0) { out = -1; kn = k313; break L312; }
    var p317;
    p317 = f9(p314);
    if (p317 < 0) { out = -1; kn = k313; break L312; }
    var p318;
    if (p317 < n && (c = s.charCodeAt(p317), c === 58)) { p318 = p317 + 1;  } else { p318 = -1;  }
    if (p318 < 0) { out = -1; kn = k313; break L312; }
    var p319;
    p319 = f39(p318);
    if (p319 < 0) { out = -1; kn = k313; break L312; }
    out = p319;
  }
  return out;
}
function f39(p) { // ITIPURIBody
  var c, out, s = text, n = size;
  L320: {
    var p322;
    var q323 = p, r324 = 0, e326 = false;
    while (q323 < n) {
      var p327;
      L328: {
        var p330;
        p330 = f64(q323);
        if (p330 < 0) { p327 = -1;  break L328; }
        var p331;
        if (p330 < n && (c = s.charCodeAt(p330), c === 46)) { p331 = p330 + 1;  } else { p331 = -1;  }
        if (p331 < 0) { p327 = -1;  break L328; }
        p327 = p331;
      }
      if (p327 < 0) break;
      if (p327 === q323) { e326 = true; break; }
      r324++; q323 = p327;
      if (r324 === 4) break;
    }
    if (e326 || r324 >= 4) p322 = q323; else { p322 = -1;  }
    if (p322 < 0) { out = -1;  break L320; }
    var p332;
    p332 = f74(p322);
    if (p332 < 0) { out = -1;  break L320; }
    out = p332;
  }
  return out;
}
function f40(p) { // UPUI-URI
  var c, out, s = text, n = size;
  L333: {
    var k334 = kn;
    var p335;
    var p336;
    p336 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 117) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p335 = p336 >= 0 ? p : -1;
    if (p335 < 0) { out = -1; kn = k334; break L333; }
    var p338;
    p338 = f9(p335);
    if (p338 < 0) { out = -1; kn = k334; break L333; }
    var p339;
    if (p338 < n && (c = s.charCodeAt(p338), c === 58)) { p339 = p338 + 1;  } else { p339 = -1;  }
    if (p339 < 0) { out = -1; kn = k334; break L333; }
    var p340;
    p340 = f41(p339);
    if (p340 < 0) { out = -1; kn = k334; break L333; }
    out = p340;
  }
  return out;
}
function f41(p) { // UPUIURIBody
  var c, out, s = text, n = size;
  L341: {
    var p343;
    p343 = f64(p);
    if (p343 < 0) { out = -1;  break L341; }
    var p344;
    if (p343 < n && (c = s.charCodeAt(p343), c === 46)) { p344 = p343 + 1;  } else { p344 = -1;  }
    if (p344 < 0) { out = -1;  break L341; }
    var p345;
    p345 = f64(p344);
    if (p345 < 0) { out = -1;  break L341; }
    var p346;
    if (p345 < n && (c = s.charCodeAt(p345), c === 46)) { p346 = p345 + 1;  } else { p346 = -1;  }
    if (p346 < 0) { out = -1;  break L341; }
    var p347;
    p347 = f74(p346);
    if (p347 < 0) { out = -1;  break L341; }
    out = p347;
  }
  return out;
}
function f42(p) { // PGLN-URI
  var c, out, s = text, n = size;
  L348: {
    var k349 = kn;
    var p350;
    var p351;
    p351 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 112) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p350 = p351 >= 0 ? p : -1;
    if (p350 < 0) { out = -1; kn = k349; break L348; }
    var p353;
    p353 = f9(p350);
    if (p353 < 0) { out = -1; kn = k349; break L348; }
    var p354;
    if (p353 < n && (c = s.charCodeAt(p353), c === 58)) { p354 = p353 + 1;  } else { p354 = -1;  }
    if (p354 < 0) { out = -1; kn = k349; break L348; }
    var p355;
    p355 = f43(p354);
    if (p355 < 0) { out = -1; kn = k349; break L348; }
    out = p355;
  }
  return out;
}
function f43(p) { // PGLNURIBody
  var c, out, s = text, n = size;
  L356: {
    var p358;
    p358 = f64(p);
    if (p358 < 0) { out = -1;  break L356; }
    var p359;
    if (p358 < n && (c = s.charCodeAt(p358), c === 46)) { p359 = p358 + 1;  } else { p359 = -1;  }
    if (p359 < 0) { out = -1;  break L356; }
    var p360;
    p360 = f65(p359);
    if (p360 < 0) { out = -1;  break L356; }
    out = p360;
  }
  return out;
}
function f44(p) { // GID-URI
  var c, out, s = text, n = size;
  L361: {
    var k362 = kn;
    var p363;
    var p364;
    p364 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p363 = p364 >= 0 ? p : -1;
    if (p363 < 0) { out = -1; kn = k362; break L361; }
    var p366;
    p366 = f9(p363);
    if (p366 < 0) { out = -1; kn = k362; break L361; }
    var p367;
    if (p366 < n && (c = s.charCodeAt(p366), c === 58)) { p367 = p366 + 1;  } else { p367 = -1;  }
    if (p367 < 0) { out = -1; kn = k362; break L361; }
    var p368;
    p368 = f45(p367);
    if (p368 < 0) { out = -1; kn = k362; break L361; }
    out = p368;
  }
  return out;
}
function f45(p) { // GIDURIBody
  var c, out, s = text, n = size;
  L369: {
    var p371;
    var q372 = p, r373 = 0, e375 = false;
    while (q372 < n) {
      var p376;
      L377: {
        var p379;
        p379 = f61(q372);
        if (p379 < 0) { p376 = -1;  break L377; }
        var p380;
        if (p379 < n && (c = s.charCodeAt(p379), c === 46)) { p380 = p379 + 1;  } else { p380 = -1;  }
        if (p380 < 0) { p376 = -1;  break L377; }
        p376 = p380;
      }
      if (p376 < 0) break;
      if (p376 === q372) { e375 = true; break; }
      r373++; q372 = p376;
      if (r373 === 2) break;
    }
    if (e375 || r373 >= 2) p371 = q372; else { p371 = -1;  }
    if (p371 < 0) { out = -1;  break L369; }
    var p381;
    p381 = f61(p371);
    if (p381 < 0) { out = -1;  break L369; }
    out = p381;
  }
  return out;
}
function f46(p) { // USDOD-URI
  var c, out, s = text, n = size;
  L382: {
    var k383 = kn;
    var p384;
    var p385;
    p385 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 100) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p384 = p385 >= 0 ? p : -1;
    if (p384 < 0) { out = -1; kn = k383; break L382; }
    var p387;
    p387 = f9(p384);
    if (p387 < 0) { out = -1; kn = k383; break L382; }
    var p388;
    if (p387 < n && (c = s.charCodeAt(p387), c === 58)) { p388 = p387 + 1;  } else { p388 = -1;  }
    if (p388 < 0) { out = -1; kn = k383; break L382; }
    var p389;
    p389 = f47(p388);
    if (p389 < 0) { out = -1; kn = k383; break L382; }
    out = p389;
  }
  return out;
}
function f47(p) { // USDODURIBody
  var c, out, s = text, n = size;
  L390: {
    var p392;
    p392 = f48(p);
    if (p392 < 0) { out = -1;  break L390; }
    var p393;
    if (p392 < n && (c = s.charCodeAt(p392), c === 46)) { p393 = p392 + 1;  } else { p393 = -1;  }
    if (p393 < 0) { out = -1;  break L390; }
    var p394;
    p394 = f61(p393);
    if (p394 < 0) { out = -1;  break L390; }
    out = p394;
  }
  return out;
}
function f48(p) { // CAGECodeOrDODAAC
  var c, out, s = text, n = size;
  L395: {
    var p396;
    var q397 = p, e398 = p + 6;
    if (e398 <= n) while (q397 < e398 && (c = s.charCodeAt(q397), c < 128 && T7[c] === 1)) q397++;
    p396 = q397 === e398 ? e398 : -1;
    if (p396 >= 0) { out = p396; break L395; }
    var p399;
    var q400 = p, e401 = p + 5;
    if (e401 <= n) while (q400 < e401 && (c = s.charCodeAt(q400), c < 128 && T7[c] === 1)) q400++;
    p399 = q400 === e401 ? e401 : -1;
    if (p399 >= 0) { out = p399; break L395; }
    out = -1;
  }
  return out;
}
function f49(p) { // CAGECode
  var c, out, s = text, n = size;
  var q402 = p, e403 = p + 5;
  if (e403 <= n) while (q402 < e403 && (c = s.charCodeAt(q402), c < 128 && T7[c] === 1)) q402++;
  out = q402 === e403 ? e403 : -1;
  return out;
}
function f50(p) { // DODAAC
  var c, out, s = text, n = size;
  var q404 = p, e405 = p + 6;
  if (e405 <= n) while (q404 < e405 && (c = s.charCodeAt(q404), c < 128 && T7[c] === 1)) q404++;
  out = q404 === e405 ? e405 : -1;
  return out;
}
function f51(p) { // CAGECodeOrDODAACChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f52(p) { // ADI-URI
  var c, out, s = text, n = size;
  L406: {
    var k407 = kn;
    var p408;
    var p409;
    p409 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 97) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p408 = p409 >= 0 ? p : -1;
    if (p408 < 0) { out = -1; kn = k407; break L406; }
    var p411;
    p411 = f9(p408);
    if (p411 < 0) { out = -1; kn = k407; break L406; }
    var p412;
    if (p411 < n && (c = s.charCodeAt(p411), c === 58)) { p412 = p411 + 1;  } else { p412 = -1;  }
    if (p412 < 0) { out = -1; kn = k407; break L406; }
    var p413;
    p413 = f53(p412);
    if (p413 < 0) { out = -1; kn = k407; break L406; }
    out = p413;
  }
  return out;
}
function f53(p) { // ADIURIBody
  var c, out, s = text, n = size;
  L414: {
    var p416;
    p416 = f48(p);
    if (p416 < 0) { out = -1;  break L414; }
    var p417;
    if (p416 < n && (c = s.charCodeAt(p416), c === 46)) { p417 = p416 + 1;  } else { p417 = -1;  }
    if (p417 < 0) { out = -1;  break L414; }
    var p418;
    p418 = f54(p417);
    if (p418 < 0) { out = -1;  break L414; }
    var p419;
    if (p418 < n && (c = s.charCodeAt(p418), c === 46)) { p419 = p418 + 1;  } else { p419 = -1;  }
    if (p419 < 0) { out = -1;  break L414; }
    var p420;
    p420 = f55(p419);
    if (p420 < 0) { out = -1;  break L414; }
    out = p420;
  }
  return out;
}
function f54(p) { // ADIComponent
  var c, out, s = text, n = size;
  var q421 = p, r422 = 0, e424 = false;
  while (q421 < n) {
    if ((c = s.charCodeAt(q421), c < 128 && T8[c] === 1)) { var k423z = q421; do q421++; while (q421 < n && (c = s.charCodeAt(q421), T8[c] === 1)); r422 += q421 - k423z; continue; }
    var p425;
    p425 = f56(q421);
    if (p425 < 0) break;
    if (p425 === q421) { e424 = true; break; }
    r422++; q421 = p425;
  }
  if (e424 || r422 >= 0) out = q421; else { out = -1;  }
  return out;
}
function f55(p) { // ADIExtendedComponent
  var c, out, s = text, n = size;
  L426: {
    var p428;
    var q429 = p, r430 = 0, e432 = false;
    while (q429 < n) {
      var p433;
      p433 = q429 + 3 <= n && (c = s.charCodeAt(q429 + 0), c === 37) && (c = s.charCodeAt(q429 + 1), c === 50) && (c = s.charCodeAt(q429 + 2), c === 51) ? q429 + 3 : -1;
      if (p433 < 0) break;
      if (p433 === q429) { e432 = true; break; }
      r430++; q429 = p433;
      if (r430 === 1) break;
    }
    if (e432 || r430 >= 0) p428 = q429; else { p428 = -1;  }
    if (p428 < 0) { out = -1;  break L426; }
    var p434;
    var q435 = p428, r436 = 0, e438 = false;
    while (q435 < n) {
      if ((c = s.charCodeAt(q435), c < 128 && T8[c] === 1)) { var k437z = q435; do q435++; while (q435 < n && (c = s.charCodeAt(q435), T8[c] === 1)); r436 += q435 - k437z; continue; }
      var p439;
      p439 = f56(q435);
      if (p439 < 0) break;
      if (p439 === q435) { e438 = true; break; }
      r436++; q435 = p439;
    }
    if (e438 || r436 >= 1) p434 = q435; else { p434 = -1;  }
    if (p434 < 0) { out = -1;  break L426; }
    out = p434;
  }
  return out;
}
function f56(p) { // ADIChar
  var c, out, s = text, n = size;
  L440: {
    var p441;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p441 = p + 1;  } else { p441 = -1;  }
    if (p441 >= 0) { out = p441; break L440; }
    var p442;
    p442 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p442 >= 0) { out = p442; break L440; }
    out = -1;
  }
  return out;
}
function f57(p) { // BIC-URI
  var c, out, s = text, n = size;
  L443: {
    var k444 = kn;
    var p445;
    var p446;
    p446 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 98) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p445 = p446 >= 0 ? p : -1;
    if (p445 < 0) { out = -1; kn = k444; break L443; }
    var p448;
    p448 = f9(p445);
    if (p448 < 0) { out = -1; kn = k444; break L443; }
    var p449;
    if (p448 < n && (c = s.charCodeAt(p448), c === 58)) { p449 = p448 + 1;  } else { p449 = -1;  }
    if (p449 < 0) { out = -1; kn = k444; break L443; }
    var p450;
    p450 = p449 + 11 <= n && (c = s.charCodeAt(p449 + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p449 + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p449 + 2), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p449 + 3), c < 128 && T9[c] === 1) && (c = s.charCodeAt(p449 + 4), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p449 + 5), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p449 + 6), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p449 + 7), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p449 + 8), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p449 + 9), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p449 + 10), c < 128 && T4[c] === 1) ? p449 + 11 : -1;
    if (p450 < 0) { out = -1; kn = k444; break L443; }
    out = p450;
  }
  return out;
}
function f58(p) { // BICURIBody
  var c, out, s = text, n = size;
  out = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T9[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T4[c] === 1) ? p + 11 : -1;
  return out;
}
function f59(p) { // IMOVN-URI
  var c, out, s = text, n = size;
  L451: {
    var k452 = kn;
    var p453;
    var p454;
    p454 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 111) && (c = s.charCodeAt(p + 3), c === 118) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p453 = p454 >= 0 ? p : -1;
    if (p453 < 0) { out = -1; kn = k452; break L451; }
    var p456;
    p456 = f9(p453);
    if (p456 < 0) { out = -1; kn = k452; break L451; }
    var p457;
    if (p456 < n && (c = s.charCodeAt(p456), c === 58)) { p457 = p456 + 1;  } else { p457 = -1;  }
    if (p457 < 0) { out = -1; kn = k452; break L451; }
    var p458;
    var q459 = p457, e460 = p457 + 7;
    if (e460 <= n) while (q459 < e460 && (c = s.charCodeAt(q459), c < 128 && T4[c] === 1)) q459++;
    p458 = q459 === e460 ? e460 : -1;
    if (p458 < 0) { out = -1; kn = k452; break L451; }
    out = p458;
  }
  return out;
}
function f60(p) { // IMOVNURIBody
  var c, out, s = text, n = size;
  var q461 = p, e462 = p + 7;
  if (e462 <= n) while (q461 < e462 && (c = s.charCodeAt(q461), c < 128 && T4[c] === 1)) q461++;
  out = q461 === e462 ? e462 : -1;
  return out;
}
function f61(p) { // NumericComponent
  var c, out, s = text, n = size;
  L463: {
    var p464;
    if (p < n && (c = s.charCodeAt(p), c === 48)) { p464 = p + 1;  } else { p464 = -1;  }
    if (p464 >= 0) { out = p464; break L463; }
    var p465;
    p465 = f63(p);
    if (p465 >= 0) { out = p465; break L463; }
    out = -1;
  }
  return out;
}
function f62(p) { // ZeroComponent
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c === 48)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f63(p) { // NonZeroComponent
  var c, out, s = text, n = size;
  L466: {
    var p468;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p468 = p + 1;  } else { p468 = -1;  }
    if (p468 < 0) { out = -1;  break L466; }
    var p469;
    var q470 = p468;
    while (q470 < n && (c = s.charCodeAt(q470), T4[c] === 1)) q470++;
    p469 = q470 - p468 >= 0 ? q470 : -1;
    if (p469 < 0) { out = -1;  break L466; }
    out = p469;
  }
  return out;
}
function f64(p) { // PaddedNumericComponent
  var c, out, s = text, n = size;
  var q472 = p;
  while (q472 < n && (c = s.charCodeAt(q472), T4[c] === 1)) q472++;
  out = q472 - p >= 1 ? q472 : -1;
  return out;
}
function f65(p) { // PaddedNumericComponentOrEmpty
  var c, out, s = text, n = size;
  var q474 = p;
  while (q474 < n && (c = s.charCodeAt(q474), T4[c] === 1)) q474++;
  out = q474 - p >= 0 ? q474 : -1;
  return out;
}
function f66(p) { // NonZeroDigit
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f67(p) { // UpperAlpha
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f68(p) { // LowerAlpha
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f69(p) { // OtherChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T11[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f70(p) { // UpperHexChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T12[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f71(p) { // HexChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T13[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f72(p) { // Escape
  var c, out, s = text, n = size;
  out = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
  return out;
}
function f73(p) { // GS3A3Char
  var c, out, s = text, n = size;
  L476: {
    var p477;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p477 = p + 1;  } else { p477 = -1;  }
    if (p477 >= 0) { out = p477; break L476; }
    var p478;
    p478 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
    if (p478 >= 0) { out = p478; break L476; }
    out = -1;
  }
  return out;
}
function f74(p) { // GS3A3Component
  var c, out, s = text, n = size;
  var q479 = p, r480 = 0, e482 = false;
  while (q479 < n) {
    if ((c = s.charCodeAt(q479), c < 128 && T14[c] === 1)) { var k481z = q479; do q479++; while (q479 < n && (c = s.charCodeAt(q479), T14[c] === 1)); r480 += q479 - k481z; continue; }
    var p483;
    p483 = f73(q479);
    if (p483 < 0) break;
    if (p483 === q479) { e482 = true; break; }
    r480++; q479 = p483;
  }
  if (e482 || r480 >= 1) out = q479; else { out = -1;  }
  return out;
}
function f75(p) { // CPRefChar
  var c, out, s = text, n = size;
  L484: {
    var p485;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p485 = p + 1;  } else { p485 = -1;  }
    if (p485 >= 0) { out = p485; break L484; }
    var p486;
    p486 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p486 >= 0) { out = p486; break L484; }
    var p487;
    p487 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), c === 51) ? p + 3 : -1;
    if (p487 >= 0) { out = p487; break L484; }
    out = -1;
  }
  return out;
}
function f76(p) { // CPRefComponent
  var c, out, s = text, n = size;
  var q488 = p, r489 = 0, e491 = false;
  while (q488 < n) {
    if ((c = s.charCodeAt(q488), c < 128 && T8[c] === 1)) { var k490z = q488; do q488++; while (q488 < n && (c = s.charCodeAt(q488), T8[c] === 1)); r489 += q488 - k490z; continue; }
    var p492;
    p492 = f75(q488);
    if (p492 < 0) break;
    if (p492 === q488) { e491 = true; break; }
    r489++; q488 = p492;
  }
  if (e491 || r489 >= 1) out = q488; else { out = -1;  }
  return out;
}
function f77(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T15[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f78(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f79(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T13[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f80(p) { // pchar
  var c, out, s = text, n = size;
  L493: {
    var p494;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T16[c] === 1)) { p494 = p + 1;  } else { p494 = -1;  }
    if (p494 >= 0) { out = p494; break L493; }
    var p495;
    p495 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
    if (p495 >= 0) { out = p495; break L493; }
    out = -1;
  }
  return out;
}
function f81(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T17[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f82(p) { // pct-encoded
  var c, out, s = text, n = size;
  out = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
  return out;
}
function f83(p) { // sub-delims
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T18[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule epc-nss. On success returns the number of entries written to
* `caps`: triples (part index, start, end), one per matched @parts rule,
* innermost first, offsets into `input`. On failure returns -1.
*/
function match(input, caps, from = 0, to = input.length) {
  text = input;
  begin = from;
  size = to;
  K = caps;
  kn = 0;
  const end = f0(from);
  text = '';
  return end === to ? kn : -1;
}
const byName = { "epc-nss": f0, "sub-ns-name": f1, "let-num": f2, "let-num-hyp": f3, "upper": f4, "lower": f5, "number": f6, "sub-ns": f7, "URN-chars": f8, "epc-scheme": f9, "epc-id-body": f10, "end-of-nss": f11, "id-scheme-known": f12, "EPC-URI": f13, "SGTIN-URI": f14, "SGTINURIBody": f15, "SSCC-URI": f16, "SSCCURIBody": f17, "SGLN-URI": f18, "SGLNURIBody": f19, "GRAI-URI": f20, "GRAIURIBody": f21, "GIAI-URI": f22, "GIAIURIBody": f23, "GSRN-URI": f24, "GSRNURIBody": f25, "GSRNP-URI": f26, "GSRNPURIBody": f27, "GDTI-URI": f28, "GDTIURIBody": f29, "CPI-URI": f30, "CPIURIBody": f31, "SGCN-URI": f32, "SGCNURIBody": f33, "GINC-URI": f34, "GINCURIBody": f35, "GSIN-URI": f36, "GSINURIBody": f37, "ITIP-URI": f38, "ITIPURIBody": f39, "UPUI-URI": f40, "UPUIURIBody": f41, "PGLN-URI": f42, "PGLNURIBody": f43, "GID-URI": f44, "GIDURIBody": f45, "USDOD-URI": f46, "USDODURIBody": f47, "CAGECodeOrDODAAC": f48, "CAGECode": f49, "DODAAC": f50, "CAGECodeOrDODAACChar": f51, "ADI-URI": f52, "ADIURIBody": f53, "ADIComponent": f54, "ADIExtendedComponent": f55, "ADIChar": f56, "BIC-URI": f57, "BICURIBody": f58, "IMOVN-URI": f59, "IMOVNURIBody": f60, "NumericComponent": f61, "ZeroComponent": f62, "NonZeroComponent": f63, "PaddedNumericComponent": f64, "PaddedNumericComponentOrEmpty": f65, "NonZeroDigit": f66, "UpperAlpha": f67, "LowerAlpha": f68, "OtherChar": f69, "UpperHexChar": f70, "HexChar": f71, "Escape": f72, "GS3A3Char": f73, "GS3A3Component": f74, "CPRefChar": f75, "CPRefComponent": f76, "ALPHA": f77, "DIGIT": f78, "HEXDIG": f79, "pchar": f80, "unreserved": f81, "pct-encoded": f82, "sub-delims": f83 };
/**
* Matches `input` from `from` to `to` against one rule, recording the
* @views rules as well as the @parts: what a reader of a part's inner
* structure asks for on demand. Returns the number of entries written, or -1.
*/
function capture(rule, input, caps, from, to) {
  const f = byName[rule];
  if (f === undefined) throw new Error('no rule ' + rule);
  text = input;
  begin = from;
  size = to;
  K = caps;
  kn = 0;
  viewing = true;
  const end = f(from);
  viewing = false;
  text = '';
  return end === to ? kn : -1;
}
module.exports = { match, capture, meta, parts, pattern, layout, embeds };
