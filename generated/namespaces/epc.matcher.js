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
const pattern = /^(?=(?<g7>(?=id\x3a)[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?=(?<g6>(?=(?=(?<g4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g4>\x3a)(?=(?<g3>(?=sgtin\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[0-9])+\x2e){2,2}(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=sgln\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=gsrnp\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=gdti\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x2d0-9A-Z]|\x252[3Ff]))+\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:[0-9])+|(?=ginc\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=itip\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[0-9])+\x2e){4,4}(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*|(?=gid\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:0|[1-9](?:[0-9])*)\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?=(?<g1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\k<g1>\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?=(?<g2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\k<g2>\x2e(?:(?:[\x2d0-9A-Z]|\x252[Ff]))*\x2e(?:\x2523|(?!\x2523))(?:(?:[\x2d0-9A-Z]|\x252[Ff]))+|(?=bic\x3a)(?:[\x2d0-9A-Za-z])+\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\x3a)(?:[\x2d0-9A-Za-z])+\x3a[0-9]{7}))\k<g3>|(?!(?=(?<g5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g5>\x3a)(?=(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\x2d0-9A-Za-z])+\x3a)?(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\k<g6>|(?!id\x3a)[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?=(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\x2d0-9A-Za-z])+\x3a)?(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\k<g7>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n7>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n6>(?=(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>\\x3a)(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?!(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>\\x3a)(?=(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n6>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n7>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n7>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n6>(?=(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>\\x3a)(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?!(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>\\x3a)(?=(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n6>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n7>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n7>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n6>(?=(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>\\x3a)(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?!(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>\\x3a)(?=(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n6>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n7>",
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
    p54 = f79(p);
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
        p66 = f11(p);
        if (p66 < 0) { p62 = -1;  break L64; }
        var p67;
        if (p66 < n && (c = s.charCodeAt(p66), c === 58)) { p67 = p66 + 1;  } else { p67 = -1;  }
        if (p67 < 0) { p62 = -1;  break L64; }
        p62 = p67;
      }
      p61 = p62 >= 0 ? p : -1;
      if (p61 < 0) { p58 = -1; kn = k60; break L59; }
      var p68;
      p68 = f12(p61);
      if (p68 < 0) { p58 = -1; kn = k60; break L59; }
      p58 = p68;
    }
    if (p58 >= 0) { out = p58; break L57; }
    var p69;
    L70: {
      var k71 = kn;
      var p72;
      var p73;
      L75: {
        var p77;
        p77 = f11(p);
        if (p77 < 0) { p73 = -1;  break L75; }
        var p78;
        if (p77 < n && (c = s.charCodeAt(p77), c === 58)) { p78 = p77 + 1;  } else { p78 = -1;  }
        if (p78 < 0) { p73 = -1;  break L75; }
        p73 = p78;
      }
      p72 = p73 >= 0 ? -1 : p;
      if (p72 < 0) { p69 = -1; kn = k71; break L70; }
      var p79;
      p79 = f7(p72);
      if (p79 < 0) { p69 = -1; kn = k71; break L70; }
      p69 = p79;
    }
    if (p69 >= 0) { out = p69; break L57; }
    out = -1;
  }
  return out;
}
function f11(p) { // id-scheme-known
  var c, out, s = text, n = size;
  L80: {
    var p81;
    p81 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 110) ? p + 5 : -1;
    if (p81 >= 0) { out = p81; break L80; }
    var p82;
    p82 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p82 >= 0) { out = p82; break L80; }
    var p83;
    p83 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p83 >= 0) { out = p83; break L80; }
    var p84;
    p84 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p84 >= 0) { out = p84; break L80; }
    var p85;
    p85 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p85 >= 0) { out = p85; break L80; }
    var p86;
    p86 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 112) ? p + 5 : -1;
    if (p86 >= 0) { out = p86; break L80; }
    var p87;
    p87 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p87 >= 0) { out = p87; break L80; }
    var p88;
    p88 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p88 >= 0) { out = p88; break L80; }
    var p89;
    p89 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 99) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 105) ? p + 3 : -1;
    if (p89 >= 0) { out = p89; break L80; }
    var p90;
    p90 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p90 >= 0) { out = p90; break L80; }
    var p91;
    p91 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 110) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p91 >= 0) { out = p91; break L80; }
    var p92;
    p92 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p92 >= 0) { out = p92; break L80; }
    var p93;
    p93 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 112) ? p + 4 : -1;
    if (p93 >= 0) { out = p93; break L80; }
    var p94;
    p94 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 117) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p94 >= 0) { out = p94; break L80; }
    var p95;
    p95 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 112) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p95 >= 0) { out = p95; break L80; }
    var p96;
    p96 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 100) ? p + 3 : -1;
    if (p96 >= 0) { out = p96; break L80; }
    var p97;
    p97 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 100) ? p + 5 : -1;
    if (p97 >= 0) { out = p97; break L80; }
    var p98;
    p98 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 97) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 105) ? p + 3 : -1;
    if (p98 >= 0) { out = p98; break L80; }
    var p99;
    p99 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 98) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 99) ? p + 3 : -1;
    if (p99 >= 0) { out = p99; break L80; }
    var p100;
    p100 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 111) && (c = s.charCodeAt(p + 3), c === 118) && (c = s.charCodeAt(p + 4), c === 110) ? p + 5 : -1;
    if (p100 >= 0) { out = p100; break L80; }
    out = -1;
  }
  return out;
}
function f12(p) { // EPC-URI
  var c, out, s = text, n = size;
  L101: {
    var p102;
    p102 = f13(p);
    if (p102 >= 0) { out = p102; break L101; }
    var p103;
    p103 = f15(p);
    if (p103 >= 0) { out = p103; break L101; }
    var p104;
    p104 = f17(p);
    if (p104 >= 0) { out = p104; break L101; }
    var p105;
    p105 = f19(p);
    if (p105 >= 0) { out = p105; break L101; }
    var p106;
    p106 = f21(p);
    if (p106 >= 0) { out = p106; break L101; }
    var p107;
    p107 = f23(p);
    if (p107 >= 0) { out = p107; break L101; }
    var p108;
    p108 = f25(p);
    if (p108 >= 0) { out = p108; break L101; }
    var p109;
    p109 = f27(p);
    if (p109 >= 0) { out = p109; break L101; }
    var p110;
    p110 = f29(p);
    if (p110 >= 0) { out = p110; break L101; }
    var p111;
    p111 = f31(p);
    if (p111 >= 0) { out = p111; break L101; }
    var p112;
    p112 = f33(p);
    if (p112 >= 0) { out = p112; break L101; }
    var p113;
    p113 = f35(p);
    if (p113 >= 0) { out = p113; break L101; }
    var p114;
    p114 = f37(p);
    if (p114 >= 0) { out = p114; break L101; }
    var p115;
    p115 = f39(p);
    if (p115 >= 0) { out = p115; break L101; }
    var p116;
    p116 = f41(p);
    if (p116 >= 0) { out = p116; break L101; }
    var p117;
    p117 = f43(p);
    if (p117 >= 0) { out = p117; break L101; }
    var p118;
    p118 = f45(p);
    if (p118 >= 0) { out = p118; break L101; }
    var p119;
    p119 = f51(p);
    if (p119 >= 0) { out = p119; break L101; }
    var p120;
    p120 = f56(p);
    if (p120 >= 0) { out = p120; break L101; }
    var p121;
    p121 = f58(p);
    if (p121 >= 0) { out = p121; break L101; }
    out = -1;
  }
  return out;
}
function f13(p) { // SGTIN-URI
  var c, out, s = text, n = size;
  L122: {
    var k123 = kn;
    var p124;
    var p125;
    p125 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p124 = p125 >= 0 ? p : -1;
    if (p124 < 0) { out = -1; kn = k123; break L122; }
    var p127;
    p127 = f9(p124);
    if (p127 < 0) { out = -1; kn = k123; break L122; }
    var p128;
    if (p127 < n && (c = s.charCodeAt(p127), c === 58)) { p128 = p127 + 1;  } else { p128 = -1;  }
    if (p128 < 0) { out = -1; kn = k123; break L122; }
    var p129;
    p129 = f14(p128);
    if (p129 < 0) { out = -1; kn = k123; break L122; }
    out = p129;
  }
  return out;
}
function f14(p) { // SGTINURIBody
  var c, out, s = text, n = size;
  L130: {
    var p132;
    var q133 = p, r134 = 0, e136 = false;
    while (q133 < n) {
      var p137;
      L138: {
        var p140;
        p140 = f63(q133);
        if (p140 < 0) { p137 = -1;  break L138; }
        var p141;
        if (p140 < n && (c = s.charCodeAt(p140), c === 46)) { p141 = p140 + 1;  } else { p141 = -1;  }
        if (p141 < 0) { p137 = -1;  break L138; }
        p137 = p141;
      }
      if (p137 < 0) break;
      if (p137 === q133) { e136 = true; break; }
      r134++; q133 = p137;
      if (r134 === 2) break;
    }
    if (e136 || r134 >= 2) p132 = q133; else { p132 = -1;  }
    if (p132 < 0) { out = -1;  break L130; }
    var p142;
    p142 = f73(p132);
    if (p142 < 0) { out = -1;  break L130; }
    out = p142;
  }
  return out;
}
function f15(p) { // SSCC-URI
  var c, out, s = text, n = size;
  L143: {
    var k144 = kn;
    var p145;
    var p146;
    p146 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p145 = p146 >= 0 ? p : -1;
    if (p145 < 0) { out = -1; kn = k144; break L143; }
    var p148;
    p148 = f9(p145);
    if (p148 < 0) { out = -1; kn = k144; break L143; }
    var p149;
    if (p148 < n && (c = s.charCodeAt(p148), c === 58)) { p149 = p148 + 1;  } else { p149 = -1;  }
    if (p149 < 0) { out = -1; kn = k144; break L143; }
    var p150;
    p150 = f16(p149);
    if (p150 < 0) { out = -1; kn = k144; break L143; }
    out = p150;
  }
  return out;
}
function f16(p) { // SSCCURIBody
  var c, out, s = text, n = size;
  L151: {
    var p153;
    p153 = f63(p);
    if (p153 < 0) { out = -1;  break L151; }
    var p154;
    if (p153 < n && (c = s.charCodeAt(p153), c === 46)) { p154 = p153 + 1;  } else { p154 = -1;  }
    if (p154 < 0) { out = -1;  break L151; }
    var p155;
    p155 = f63(p154);
    if (p155 < 0) { out = -1;  break L151; }
    out = p155;
  }
  return out;
}
function f17(p) { // SGLN-URI
  var c, out, s = text, n = size;
  L156: {
    var k157 = kn;
    var p158;
    var p159;
    p159 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p158 = p159 >= 0 ? p : -1;
    if (p158 < 0) { out = -1; kn = k157; break L156; }
    var p161;
    p161 = f9(p158);
    if (p161 < 0) { out = -1; kn = k157; break L156; }
    var p162;
    if (p161 < n && (c = s.charCodeAt(p161), c === 58)) { p162 = p161 + 1;  } else { p162 = -1;  }
    if (p162 < 0) { out = -1; kn = k157; break L156; }
    var p163;
    p163 = f18(p162);
    if (p163 < 0) { out = -1; kn = k157; break L156; }
    out = p163;
  }
  return out;
}
function f18(p) { // SGLNURIBody
  var c, out, s = text, n = size;
  L164: {
    var p166;
    p166 = f63(p);
    if (p166 < 0) { out = -1;  break L164; }
    var p167;
    if (p166 < n && (c = s.charCodeAt(p166), c === 46)) { p167 = p166 + 1;  } else { p167 = -1;  }
    if (p167 < 0) { out = -1;  break L164; }
    var p168;
    p168 = f64(p167);
    if (p168 < 0) { out = -1;  break L164; }
    var p169;
    if (p168 < n && (c = s.charCodeAt(p168), c === 46)) { p169 = p168 + 1;  } else { p169 = -1;  }
    if (p169 < 0) { out = -1;  break L164; }
    var p170;
    p170 = f73(p169);
    if (p170 < 0) { out = -1;  break L164; }
    out = p170;
  }
  return out;
}
function f19(p) { // GRAI-URI
  var c, out, s = text, n = size;
  L171: {
    var k172 = kn;
    var p173;
    var p174;
    p174 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p173 = p174 >= 0 ? p : -1;
    if (p173 < 0) { out = -1; kn = k172; break L171; }
    var p176;
    p176 = f9(p173);
    if (p176 < 0) { out = -1; kn = k172; break L171; }
    var p177;
    if (p176 < n && (c = s.charCodeAt(p176), c === 58)) { p177 = p176 + 1;  } else { p177 = -1;  }
    if (p177 < 0) { out = -1; kn = k172; break L171; }
    var p178;
    p178 = f20(p177);
    if (p178 < 0) { out = -1; kn = k172; break L171; }
    out = p178;
  }
  return out;
}
function f20(p) { // GRAIURIBody
  var c, out, s = text, n = size;
  L179: {
    var p181;
    p181 = f63(p);
    if (p181 < 0) { out = -1;  break L179; }
    var p182;
    if (p181 < n && (c = s.charCodeAt(p181), c === 46)) { p182 = p181 + 1;  } else { p182 = -1;  }
    if (p182 < 0) { out = -1;  break L179; }
    var p183;
    p183 = f64(p182);
    if (p183 < 0) { out = -1;  break L179; }
    var p184;
    if (p183 < n && (c = s.charCodeAt(p183), c === 46)) { p184 = p183 + 1;  } else { p184 = -1;  }
    if (p184 < 0) { out = -1;  break L179; }
    var p185;
    p185 = f73(p184);
    if (p185 < 0) { out = -1;  break L179; }
    out = p185;
  }
  return out;
}
function f21(p) { // GIAI-URI
  var c, out, s = text, n = size;
  L186: {
    var k187 = kn;
    var p188;
    var p189;
    p189 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p188 = p189 >= 0 ? p : -1;
    if (p188 < 0) { out = -1; kn = k187; break L186; }
    var p191;
    p191 = f9(p188);
    if (p191 < 0) { out = -1; kn = k187; break L186; }
    var p192;
    if (p191 < n && (c = s.charCodeAt(p191), c === 58)) { p192 = p191 + 1;  } else { p192 = -1;  }
    if (p192 < 0) { out = -1; kn = k187; break L186; }
    var p193;
    p193 = f22(p192);
    if (p193 < 0) { out = -1; kn = k187; break L186; }
    out = p193;
  }
  return out;
}
function f22(p) { // GIAIURIBody
  var c, out, s = text, n = size;
  L194: {
    var p196;
    p196 = f63(p);
    if (p196 < 0) { out = -1;  break L194; }
    var p197;
    if (p196 < n && (c = s.charCodeAt(p196), c === 46)) { p197 = p196 + 1;  } else { p197 = -1;  }
    if (p197 < 0) { out = -1;  break L194; }
    var p198;
    p198 = f73(p197);
    if (p198 < 0) { out = -1;  break L194; }
    out = p198;
  }
  return out;
}
function f23(p) { // GSRN-URI
  var c, out, s = text, n = size;
  L199: {
    var k200 = kn;
    var p201;
    var p202;
    p202 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p201 = p202 >= 0 ? p : -1;
    if (p201 < 0) { out = -1; kn = k200; break L199; }
    var p204;
    p204 = f9(p201);
    if (p204 < 0) { out = -1; kn = k200; break L199; }
    var p205;
    if (p204 < n && (c = s.charCodeAt(p204), c === 58)) { p205 = p204 + 1;  } else { p205 = -1;  }
    if (p205 < 0) { out = -1; kn = k200; break L199; }
    var p206;
    p206 = f24(p205);
    if (p206 < 0) { out = -1; kn = k200; break L199; }
    out = p206;
  }
  return out;
}
function f24(p) { // GSRNURIBody
  var c, out, s = text, n = size;
  L207: {
    var p209;
    p209 = f63(p);
    if (p209 < 0) { out = -1;  break L207; }
    var p210;
    if (p209 < n && (c = s.charCodeAt(p209), c === 46)) { p210 = p209 + 1;  } else { p210 = -1;  }
    if (p210 < 0) { out = -1;  break L207; }
    var p211;
    p211 = f63(p210);
    if (p211 < 0) { out = -1;  break L207; }
    out = p211;
  }
  return out;
}
function f25(p) { // GSRNP-URI
  var c, out, s = text, n = size;
  L212: {
    var k213 = kn;
    var p214;
    var p215;
    p215 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 112) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p214 = p215 >= 0 ? p : -1;
    if (p214 < 0) { out = -1; kn = k213; break L212; }
    var p217;
    p217 = f9(p214);
    if (p217 < 0) { out = -1; kn = k213; break L212; }
    var p218;
    if (p217 < n && (c = s.charCodeAt(p217), c === 58)) { p218 = p217 + 1;  } else { p218 = -1;  }
    if (p218 < 0) { out = -1; kn = k213; break L212; }
    var p219;
    p219 = f26(p218);
    if (p219 < 0) { out = -1; kn = k213; break L212; }
    out = p219;
  }
  return out;
}
function f26(p) { // GSRNPURIBody
  var c, out, s = text, n = size;
  L220: {
    var p222;
    p222 = f63(p);
    if (p222 < 0) { out = -1;  break L220; }
    var p223;
    if (p222 < n && (c = s.charCodeAt(p222), c === 46)) { p223 = p222 + 1;  } else { p223 = -1;  }
    if (p223 < 0) { out = -1;  break L220; }
    var p224;
    p224 = f63(p223);
    if (p224 < 0) { out = -1;  break L220; }
    out = p224;
  }
  return out;
}
function f27(p) { // GDTI-URI
  var c, out, s = text, n = size;
  L225: {
    var k226 = kn;
    var p227;
    var p228;
    p228 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p227 = p228 >= 0 ? p : -1;
    if (p227 < 0) { out = -1; kn = k226; break L225; }
    var p230;
    p230 = f9(p227);
    if (p230 < 0) { out = -1; kn = k226; break L225; }
    var p231;
    if (p230 < n && (c = s.charCodeAt(p230), c === 58)) { p231 = p230 + 1;  } else { p231 = -1;  }
    if (p231 < 0) { out = -1; kn = k226; break L225; }
    var p232;
    p232 = f28(p231);
    if (p232 < 0) { out = -1; kn = k226; break L225; }
    out = p232;
  }
  return out;
}
function f28(p) { // GDTIURIBody
  var c, out, s = text, n = size;
  L233: {
    var p235;
    p235 = f63(p);
    if (p235 < 0) { out = -1;  break L233; }
    var p236;
    if (p235 < n && (c = s.charCodeAt(p235), c === 46)) { p236 = p235 + 1;  } else { p236 = -1;  }
    if (p236 < 0) { out = -1;  break L233; }
    var p237;
    p237 = f64(p236);
    if (p237 < 0) { out = -1;  break L233; }
    var p238;
    if (p237 < n && (c = s.charCodeAt(p237), c === 46)) { p238 = p237 + 1;  } else { p238 = -1;  }
    if (p238 < 0) { out = -1;  break L233; }
    var p239;
    p239 = f73(p238);
    if (p239 < 0) { out = -1;  break L233; }
    out = p239;
  }
  return out;
}
function f29(p) { // CPI-URI
  var c, out, s = text, n = size;
  L240: {
    var k241 = kn;
    var p242;
    var p243;
    p243 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 99) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p242 = p243 >= 0 ? p : -1;
    if (p242 < 0) { out = -1; kn = k241; break L240; }
    var p245;
    p245 = f9(p242);
    if (p245 < 0) { out = -1; kn = k241; break L240; }
    var p246;
    if (p245 < n && (c = s.charCodeAt(p245), c === 58)) { p246 = p245 + 1;  } else { p246 = -1;  }
    if (p246 < 0) { out = -1; kn = k241; break L240; }
    var p247;
    p247 = f30(p246);
    if (p247 < 0) { out = -1; kn = k241; break L240; }
    out = p247;
  }
  return out;
}
function f30(p) { // CPIURIBody
  var c, out, s = text, n = size;
  L248: {
    var p250;
    p250 = f63(p);
    if (p250 < 0) { out = -1;  break L248; }
    var p251;
    if (p250 < n && (c = s.charCodeAt(p250), c === 46)) { p251 = p250 + 1;  } else { p251 = -1;  }
    if (p251 < 0) { out = -1;  break L248; }
    var p252;
    p252 = f75(p251);
    if (p252 < 0) { out = -1;  break L248; }
    var p253;
    if (p252 < n && (c = s.charCodeAt(p252), c === 46)) { p253 = p252 + 1;  } else { p253 = -1;  }
    if (p253 < 0) { out = -1;  break L248; }
    var p254;
    p254 = f60(p253);
    if (p254 < 0) { out = -1;  break L248; }
    out = p254;
  }
  return out;
}
function f31(p) { // SGCN-URI
  var c, out, s = text, n = size;
  L255: {
    var k256 = kn;
    var p257;
    var p258;
    p258 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p257 = p258 >= 0 ? p : -1;
    if (p257 < 0) { out = -1; kn = k256; break L255; }
    var p260;
    p260 = f9(p257);
    if (p260 < 0) { out = -1; kn = k256; break L255; }
    var p261;
    if (p260 < n && (c = s.charCodeAt(p260), c === 58)) { p261 = p260 + 1;  } else { p261 = -1;  }
    if (p261 < 0) { out = -1; kn = k256; break L255; }
    var p262;
    p262 = f32(p261);
    if (p262 < 0) { out = -1; kn = k256; break L255; }
    out = p262;
  }
  return out;
}
function f32(p) { // SGCNURIBody
  var c, out, s = text, n = size;
  L263: {
    var p265;
    p265 = f63(p);
    if (p265 < 0) { out = -1;  break L263; }
    var p266;
    if (p265 < n && (c = s.charCodeAt(p265), c === 46)) { p266 = p265 + 1;  } else { p266 = -1;  }
    if (p266 < 0) { out = -1;  break L263; }
    var p267;
    p267 = f64(p266);
    if (p267 < 0) { out = -1;  break L263; }
    var p268;
    if (p267 < n && (c = s.charCodeAt(p267), c === 46)) { p268 = p267 + 1;  } else { p268 = -1;  }
    if (p268 < 0) { out = -1;  break L263; }
    var p269;
    p269 = f63(p268);
    if (p269 < 0) { out = -1;  break L263; }
    out = p269;
  }
  return out;
}
function f33(p) { // GINC-URI
  var c, out, s = text, n = size;
  L270: {
    var k271 = kn;
    var p272;
    var p273;
    p273 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 110) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p272 = p273 >= 0 ? p : -1;
    if (p272 < 0) { out = -1; kn = k271; break L270; }
    var p275;
    p275 = f9(p272);
    if (p275 < 0) { out = -1; kn = k271; break L270; }
    var p276;
    if (p275 < n && (c = s.charCodeAt(p275), c === 58)) { p276 = p275 + 1;  } else { p276 = -1;  }
    if (p276 < 0) { out = -1; kn = k271; break L270; }
    var p277;
    p277 = f34(p276);
    if (p277 < 0) { out = -1; kn = k271; break L270; }
    out = p277;
  }
  return out;
}
function f34(p) { // GINCURIBody
  var c, out, s = text, n = size;
  L278: {
    var p280;
    p280 = f63(p);
    if (p280 < 0) { out = -1;  break L278; }
    var p281;
    if (p280 < n && (c = s.charCodeAt(p280), c === 46)) { p281 = p280 + 1;  } else { p281 = -1;  }
    if (p281 < 0) { out = -1;  break L278; }
    var p282;
    p282 = f73(p281);
    if (p282 < 0) { out = -1;  break L278; }
    out = p282;
  }
  return out;
}
function f35(p) { // GSIN-URI
  var c, out, s = text, n = size;
  L283: {
    var k284 = kn;
    var p285;
    var p286;
    p286 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p285 = p286 >= 0 ? p : -1;
    if (p285 < 0) { out = -1; kn = k284; break L283; }
    var p288;
    p288 = f9(p285);
    if (p288 < 0) { out = -1; kn = k284; break L283; }
    var p289;
    if (p288 < n && (c = s.charCodeAt(p288), c === 58)) { p289 = p288 + 1;  } else { p289 = -1;  }
    if (p289 < 0) { out = -1; kn = k284; break L283; }
    var p290;
    p290 = f36(p289);
    if (p290 < 0) { out = -1; kn = k284; break L283; }
    out = p290;
  }
  return out;
}
function f36(p) { // GSINURIBody
  var c, out, s = text, n = size;
  L291: {
    var p293;
    p293 = f63(p);
    if (p293 < 0) { out = -1;  break L291; }
    var p294;
    if (p293 < n && (c = s.charCodeAt(p293), c === 46)) { p294 = p293 + 1;  } else { p294 = -1;  }
    if (p294 < 0) { out = -1;  break L291; }
    var p295;
    p295 = f63(p294);
    if (p295 < 0) { out = -1;  break L291; }
    out = p295;
  }
  return out;
}
function f37(p) { // ITIP-URI
  var c, out, s = text, n = size;
  L296: {
    var k297 = kn;
    var p298;
    var p299;
    p299 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 112) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p298 = p299 >= 0 ? p : -1;
    if (p298 < 0) { out = -1; kn = k297; break L296; }
    var p301;
    p301 = f9(p298);
    if (p301 < 0) { out = -1; kn = k297; break L296; }
    var p302;
    if (p301 < n && (c = s.charCodeAt(p301), c === 58)) { p302 = p301 + 1;  } else { p302 = -1;  }
    if (p302 < 0) { out = -1; kn = k297; break L296; }
    var p303;
    p303 = f38(p302);
    if (p303 < 0) { out = -1; kn = k297; break L296; }
    out = p303;
  }
  return out;
}
function f38(p) { // ITIPURIBody
  var c, out, s = text, n = size;
  L304: {
    var p306;
    var q307 = p, r308 = 0, e310 = false;
    while (q307 < n) {
      var p311;
      L312: {
        var p314;
        p314 = f63(q307);
        if (p314 < 0) { p311 = -1;  break L312; }
        var p315;
        if (p314 < n && (c = s.charCodeAt(p314), c === 46)) { p315 = p314 + 1;  } else { p315 = -1;  }
        if (p315 < 0) { p311 = -1;  break L312; }
        p311 = p315;
      }
      if (p311 < 0) break;
      if (p311 === q307) { e310 = true; break; }
      r308++; q307 = p311;
      if (r308 === 4) break;
    }
    if (e310 || r308 >= 4) p306 = q307; else { p306 = -1;  }
    if (p306 < 0) { out = -1;  break L304; }
    var p316;
    p316 = f73(p306);
    if (p316 < 0) { out = -1;  break L304; }
    out = p316;
  }
  return out;
}
function f39(p) { // UPUI-URI
  var c, out, s = text, n = size;
  L317: {
    var k318 = kn;
    var p319;
    var p320;
    p320 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 117) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p319 = p320 >= 0 ? p : -1;
    if (p319 < 0) { out = -1; kn = k318; break L317; }
    var p322;
    p322 = f9(p319);
    if (p322 < 0) { out = -1; kn = k318; break L317; }
    var p323;
    if (p322 < n && (c = s.charCodeAt(p322), c === 58)) { p323 = p322 + 1;  } else { p323 = -1;  }
    if (p323 < 0) { out = -1; kn = k318; break L317; }
    var p324;
    p324 = f40(p323);
    if (p324 < 0) { out = -1; kn = k318; break L317; }
    out = p324;
  }
  return out;
}
function f40(p) { // UPUIURIBody
  var c, out, s = text, n = size;
  L325: {
    var p327;
    p327 = f63(p);
    if (p327 < 0) { out = -1;  break L325; }
    var p328;
    if (p327 < n && (c = s.charCodeAt(p327), c === 46)) { p328 = p327 + 1;  } else { p328 = -1;  }
    if (p328 < 0) { out = -1;  break L325; }
    var p329;
    p329 = f63(p328);
    if (p329 < 0) { out = -1;  break L325; }
    var p330;
    if (p329 < n && (c = s.charCodeAt(p329), c === 46)) { p330 = p329 + 1;  } else { p330 = -1;  }
    if (p330 < 0) { out = -1;  break L325; }
    var p331;
    p331 = f73(p330);
    if (p331 < 0) { out = -1;  break L325; }
    out = p331;
  }
  return out;
}
function f41(p) { // PGLN-URI
  var c, out, s = text, n = size;
  L332: {
    var k333 = kn;
    var p334;
    var p335;
    p335 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 112) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p334 = p335 >= 0 ? p : -1;
    if (p334 < 0) { out = -1; kn = k333; break L332; }
    var p337;
    p337 = f9(p334);
    if (p337 < 0) { out = -1; kn = k333; break L332; }
    var p338;
    if (p337 < n && (c = s.charCodeAt(p337), c === 58)) { p338 = p337 + 1;  } else { p338 = -1;  }
    if (p338 < 0) { out = -1; kn = k333; break L332; }
    var p339;
    p339 = f42(p338);
    if (p339 < 0) { out = -1; kn = k333; break L332; }
    out = p339;
  }
  return out;
}
function f42(p) { // PGLNURIBody
  var c, out, s = text, n = size;
  L340: {
    var p342;
    p342 = f63(p);
    if (p342 < 0) { out = -1;  break L340; }
    var p343;
    if (p342 < n && (c = s.charCodeAt(p342), c === 46)) { p343 = p342 + 1;  } else { p343 = -1;  }
    if (p343 < 0) { out = -1;  break L340; }
    var p344;
    p344 = f64(p343);
    if (p344 < 0) { out = -1;  break L340; }
    out = p344;
  }
  return out;
}
function f43(p) { // GID-URI
  var c, out, s = text, n = size;
  L345: {
    var k346 = kn;
    var p347;
    var p348;
    p348 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p347 = p348 >= 0 ? p : -1;
    if (p347 < 0) { out = -1; kn = k346; break L345; }
    var p350;
    p350 = f9(p347);
    if (p350 < 0) { out = -1; kn = k346; break L345; }
    var p351;
    if (p350 < n && (c = s.charCodeAt(p350), c === 58)) { p351 = p350 + 1;  } else { p351 = -1;  }
    if (p351 < 0) { out = -1; kn = k346; break L345; }
    var p352;
    p352 = f44(p351);
    if (p352 < 0) { out = -1; kn = k346; break L345; }
    out = p352;
  }
  return out;
}
function f44(p) { // GIDURIBody
  var c, out, s = text, n = size;
  L353: {
    var p355;
    var q356 = p, r357 = 0, e359 = false;
    while (q356 < n) {
      var p360;
      L361: {
        var p363;
        p363 = f60(q356);
        if (p363 < 0) { p360 = -1;  break L361; }
        var p364;
        if (p363 < n && (c = s.charCodeAt(p363), c === 46)) { p364 = p363 + 1;  } else { p364 = -1;  }
        if (p364 < 0) { p360 = -1;  break L361; }
        p360 = p364;
      }
      if (p360 < 0) break;
      if (p360 === q356) { e359 = true; break; }
      r357++; q356 = p360;
      if (r357 === 2) break;
    }
    if (e359 || r357 >= 2) p355 = q356; else { p355 = -1;  }
    if (p355 < 0) { out = -1;  break L353; }
    var p365;
    p365 = f60(p355);
    if (p365 < 0) { out = -1;  break L353; }
    out = p365;
  }
  return out;
}
function f45(p) { // USDOD-URI
  var c, out, s = text, n = size;
  L366: {
    var k367 = kn;
    var p368;
    var p369;
    p369 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 100) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p368 = p369 >= 0 ? p : -1;
    if (p368 < 0) { out = -1; kn = k367; break L366; }
    var p371;
    p371 = f9(p368);
    if (p371 < 0) { out = -1; kn = k367; break L366; }
    var p372;
    if (p371 < n && (c = s.charCodeAt(p371), c === 58)) { p372 = p371 + 1;  } else { p372 = -1;  }
    if (p372 < 0) { out = -1; kn = k367; break L366; }
    var p373;
    p373 = f46(p372);
    if (p373 < 0) { out = -1; kn = k367; break L366; }
    out = p373;
  }
  return out;
}
function f46(p) { // USDODURIBody
  var c, out, s = text, n = size;
  L374: {
    var p376;
    p376 = f47(p);
    if (p376 < 0) { out = -1;  break L374; }
    var p377;
    if (p376 < n && (c = s.charCodeAt(p376), c === 46)) { p377 = p376 + 1;  } else { p377 = -1;  }
    if (p377 < 0) { out = -1;  break L374; }
    var p378;
    p378 = f60(p377);
    if (p378 < 0) { out = -1;  break L374; }
    out = p378;
  }
  return out;
}
function f47(p) { // CAGECodeOrDODAAC
  var c, out, s = text, n = size;
  L379: {
    var p380;
    var q381 = p, e382 = p + 6;
    if (e382 <= n) while (q381 < e382 && (c = s.charCodeAt(q381), c < 128 && T7[c] === 1)) q381++;
    p380 = q381 === e382 ? e382 : -1;
    if (p380 >= 0) { out = p380; break L379; }
    var p383;
    var q384 = p, e385 = p + 5;
    if (e385 <= n) while (q384 < e385 && (c = s.charCodeAt(q384), c < 128 && T7[c] === 1)) q384++;
    p383 = q384 === e385 ? e385 : -1;
    if (p383 >= 0) { out = p383; break L379; }
    out = -1;
  }
  return out;
}
function f48(p) { // CAGECode
  var c, out, s = text, n = size;
  var q386 = p, e387 = p + 5;
  if (e387 <= n) while (q386 < e387 && (c = s.charCodeAt(q386), c < 128 && T7[c] === 1)) q386++;
  out = q386 === e387 ? e387 : -1;
  return out;
}
function f49(p) { // DODAAC
  var c, out, s = text, n = size;
  var q388 = p, e389 = p + 6;
  if (e389 <= n) while (q388 < e389 && (c = s.charCodeAt(q388), c < 128 && T7[c] === 1)) q388++;
  out = q388 === e389 ? e389 : -1;
  return out;
}
function f50(p) { // CAGECodeOrDODAACChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f51(p) { // ADI-URI
  var c, out, s = text, n = size;
  L390: {
    var k391 = kn;
    var p392;
    var p393;
    p393 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 97) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p392 = p393 >= 0 ? p : -1;
    if (p392 < 0) { out = -1; kn = k391; break L390; }
    var p395;
    p395 = f9(p392);
    if (p395 < 0) { out = -1; kn = k391; break L390; }
    var p396;
    if (p395 < n && (c = s.charCodeAt(p395), c === 58)) { p396 = p395 + 1;  } else { p396 = -1;  }
    if (p396 < 0) { out = -1; kn = k391; break L390; }
    var p397;
    p397 = f52(p396);
    if (p397 < 0) { out = -1; kn = k391; break L390; }
    out = p397;
  }
  return out;
}
function f52(p) { // ADIURIBody
  var c, out, s = text, n = size;
  L398: {
    var p400;
    p400 = f47(p);
    if (p400 < 0) { out = -1;  break L398; }
    var p401;
    if (p400 < n && (c = s.charCodeAt(p400), c === 46)) { p401 = p400 + 1;  } else { p401 = -1;  }
    if (p401 < 0) { out = -1;  break L398; }
    var p402;
    p402 = f53(p401);
    if (p402 < 0) { out = -1;  break L398; }
    var p403;
    if (p402 < n && (c = s.charCodeAt(p402), c === 46)) { p403 = p402 + 1;  } else { p403 = -1;  }
    if (p403 < 0) { out = -1;  break L398; }
    var p404;
    p404 = f54(p403);
    if (p404 < 0) { out = -1;  break L398; }
    out = p404;
  }
  return out;
}
function f53(p) { // ADIComponent
  var c, out, s = text, n = size;
  var q405 = p, r406 = 0, e408 = false;
  while (q405 < n) {
    if ((c = s.charCodeAt(q405), c < 128 && T8[c] === 1)) { var k407z = q405; do q405++; while (q405 < n && (c = s.charCodeAt(q405), T8[c] === 1)); r406 += q405 - k407z; continue; }
    var p409;
    p409 = f55(q405);
    if (p409 < 0) break;
    if (p409 === q405) { e408 = true; break; }
    r406++; q405 = p409;
  }
  if (e408 || r406 >= 0) out = q405; else { out = -1;  }
  return out;
}
function f54(p) { // ADIExtendedComponent
  var c, out, s = text, n = size;
  L410: {
    var p412;
    var q413 = p, r414 = 0, e416 = false;
    while (q413 < n) {
      var p417;
      p417 = q413 + 3 <= n && (c = s.charCodeAt(q413 + 0), c === 37) && (c = s.charCodeAt(q413 + 1), c === 50) && (c = s.charCodeAt(q413 + 2), c === 51) ? q413 + 3 : -1;
      if (p417 < 0) break;
      if (p417 === q413) { e416 = true; break; }
      r414++; q413 = p417;
      if (r414 === 1) break;
    }
    if (e416 || r414 >= 0) p412 = q413; else { p412 = -1;  }
    if (p412 < 0) { out = -1;  break L410; }
    var p418;
    var q419 = p412, r420 = 0, e422 = false;
    while (q419 < n) {
      if ((c = s.charCodeAt(q419), c < 128 && T8[c] === 1)) { var k421z = q419; do q419++; while (q419 < n && (c = s.charCodeAt(q419), T8[c] === 1)); r420 += q419 - k421z; continue; }
      var p423;
      p423 = f55(q419);
      if (p423 < 0) break;
      if (p423 === q419) { e422 = true; break; }
      r420++; q419 = p423;
    }
    if (e422 || r420 >= 1) p418 = q419; else { p418 = -1;  }
    if (p418 < 0) { out = -1;  break L410; }
    out = p418;
  }
  return out;
}
function f55(p) { // ADIChar
  var c, out, s = text, n = size;
  L424: {
    var p425;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p425 = p + 1;  } else { p425 = -1;  }
    if (p425 >= 0) { out = p425; break L424; }
    var p426;
    p426 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p426 >= 0) { out = p426; break L424; }
    out = -1;
  }
  return out;
}
function f56(p) { // BIC-URI
  var c, out, s = text, n = size;
  L427: {
    var k428 = kn;
    var p429;
    var p430;
    p430 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 98) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p429 = p430 >= 0 ? p : -1;
    if (p429 < 0) { out = -1; kn = k428; break L427; }
    var p432;
    p432 = f9(p429);
    if (p432 < 0) { out = -1; kn = k428; break L427; }
    var p433;
    if (p432 < n && (c = s.charCodeAt(p432), c === 58)) { p433 = p432 + 1;  } else { p433 = -1;  }
    if (p433 < 0) { out = -1; kn = k428; break L427; }
    var p434;
    p434 = p433 + 11 <= n && (c = s.charCodeAt(p433 + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p433 + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p433 + 2), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p433 + 3), c < 128 && T9[c] === 1) && (c = s.charCodeAt(p433 + 4), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p433 + 5), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p433 + 6), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p433 + 7), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p433 + 8), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p433 + 9), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p433 + 10), c < 128 && T4[c] === 1) ? p433 + 11 : -1;
    if (p434 < 0) { out = -1; kn = k428; break L427; }
    out = p434;
  }
  return out;
}
function f57(p) { // BICURIBody
  var c, out, s = text, n = size;
  out = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T9[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T4[c] === 1) ? p + 11 : -1;
  return out;
}
function f58(p) { // IMOVN-URI
  var c, out, s = text, n = size;
  L435: {
    var k436 = kn;
    var p437;
    var p438;
    p438 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 111) && (c = s.charCodeAt(p + 3), c === 118) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p437 = p438 >= 0 ? p : -1;
    if (p437 < 0) { out = -1; kn = k436; break L435; }
    var p440;
    p440 = f9(p437);
    if (p440 < 0) { out = -1; kn = k436; break L435; }
    var p441;
    if (p440 < n && (c = s.charCodeAt(p440), c === 58)) { p441 = p440 + 1;  } else { p441 = -1;  }
    if (p441 < 0) { out = -1; kn = k436; break L435; }
    var p442;
    var q443 = p441, e444 = p441 + 7;
    if (e444 <= n) while (q443 < e444 && (c = s.charCodeAt(q443), c < 128 && T4[c] === 1)) q443++;
    p442 = q443 === e444 ? e444 : -1;
    if (p442 < 0) { out = -1; kn = k436; break L435; }
    out = p442;
  }
  return out;
}
function f59(p) { // IMOVNURIBody
  var c, out, s = text, n = size;
  var q445 = p, e446 = p + 7;
  if (e446 <= n) while (q445 < e446 && (c = s.charCodeAt(q445), c < 128 && T4[c] === 1)) q445++;
  out = q445 === e446 ? e446 : -1;
  return out;
}
function f60(p) { // NumericComponent
  var c, out, s = text, n = size;
  L447: {
    var p448;
    if (p < n && (c = s.charCodeAt(p), c === 48)) { p448 = p + 1;  } else { p448 = -1;  }
    if (p448 >= 0) { out = p448; break L447; }
    var p449;
    p449 = f62(p);
    if (p449 >= 0) { out = p449; break L447; }
    out = -1;
  }
  return out;
}
function f61(p) { // ZeroComponent
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c === 48)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f62(p) { // NonZeroComponent
  var c, out, s = text, n = size;
  L450: {
    var p452;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p452 = p + 1;  } else { p452 = -1;  }
    if (p452 < 0) { out = -1;  break L450; }
    var p453;
    var q454 = p452;
    while (q454 < n && (c = s.charCodeAt(q454), T4[c] === 1)) q454++;
    p453 = q454 - p452 >= 0 ? q454 : -1;
    if (p453 < 0) { out = -1;  break L450; }
    out = p453;
  }
  return out;
}
function f63(p) { // PaddedNumericComponent
  var c, out, s = text, n = size;
  var q456 = p;
  while (q456 < n && (c = s.charCodeAt(q456), T4[c] === 1)) q456++;
  out = q456 - p >= 1 ? q456 : -1;
  return out;
}
function f64(p) { // PaddedNumericComponentOrEmpty
  var c, out, s = text, n = size;
  var q458 = p;
  while (q458 < n && (c = s.charCodeAt(q458), T4[c] === 1)) q458++;
  out = q458 - p >= 0 ? q458 : -1;
  return out;
}
function f65(p) { // NonZeroDigit
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f66(p) { // UpperAlpha
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f67(p) { // LowerAlpha
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f68(p) { // OtherChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T11[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f69(p) { // UpperHexChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T12[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f70(p) { // HexChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T13[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f71(p) { // Escape
  var c, out, s = text, n = size;
  out = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
  return out;
}
function f72(p) { // GS3A3Char
  var c, out, s = text, n = size;
  L460: {
    var p461;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p461 = p + 1;  } else { p461 = -1;  }
    if (p461 >= 0) { out = p461; break L460; }
    var p462;
    p462 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
    if (p462 >= 0) { out = p462; break L460; }
    out = -1;
  }
  return out;
}
function f73(p) { // GS3A3Component
  var c, out, s = text, n = size;
  var q463 = p, r464 = 0, e466 = false;
  while (q463 < n) {
    if ((c = s.charCodeAt(q463), c < 128 && T14[c] === 1)) { var k465z = q463; do q463++; while (q463 < n && (c = s.charCodeAt(q463), T14[c] === 1)); r464 += q463 - k465z; continue; }
    var p467;
    p467 = f72(q463);
    if (p467 < 0) break;
    if (p467 === q463) { e466 = true; break; }
    r464++; q463 = p467;
  }
  if (e466 || r464 >= 1) out = q463; else { out = -1;  }
  return out;
}
function f74(p) { // CPRefChar
  var c, out, s = text, n = size;
  L468: {
    var p469;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p469 = p + 1;  } else { p469 = -1;  }
    if (p469 >= 0) { out = p469; break L468; }
    var p470;
    p470 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p470 >= 0) { out = p470; break L468; }
    var p471;
    p471 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), c === 51) ? p + 3 : -1;
    if (p471 >= 0) { out = p471; break L468; }
    out = -1;
  }
  return out;
}
function f75(p) { // CPRefComponent
  var c, out, s = text, n = size;
  var q472 = p, r473 = 0, e475 = false;
  while (q472 < n) {
    if ((c = s.charCodeAt(q472), c < 128 && T8[c] === 1)) { var k474z = q472; do q472++; while (q472 < n && (c = s.charCodeAt(q472), T8[c] === 1)); r473 += q472 - k474z; continue; }
    var p476;
    p476 = f74(q472);
    if (p476 < 0) break;
    if (p476 === q472) { e475 = true; break; }
    r473++; q472 = p476;
  }
  if (e475 || r473 >= 1) out = q472; else { out = -1;  }
  return out;
}
function f76(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T15[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f77(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f78(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T13[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f79(p) { // pchar
  var c, out, s = text, n = size;
  L477: {
    var p478;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T16[c] === 1)) { p478 = p + 1;  } else { p478 = -1;  }
    if (p478 >= 0) { out = p478; break L477; }
    var p479;
    p479 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
    if (p479 >= 0) { out = p479; break L477; }
    out = -1;
  }
  return out;
}
function f80(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T17[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f81(p) { // pct-encoded
  var c, out, s = text, n = size;
  out = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
  return out;
}
function f82(p) { // sub-delims
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
const byName = { "epc-nss": f0, "sub-ns-name": f1, "let-num": f2, "let-num-hyp": f3, "upper": f4, "lower": f5, "number": f6, "sub-ns": f7, "URN-chars": f8, "epc-scheme": f9, "epc-id-body": f10, "id-scheme-known": f11, "EPC-URI": f12, "SGTIN-URI": f13, "SGTINURIBody": f14, "SSCC-URI": f15, "SSCCURIBody": f16, "SGLN-URI": f17, "SGLNURIBody": f18, "GRAI-URI": f19, "GRAIURIBody": f20, "GIAI-URI": f21, "GIAIURIBody": f22, "GSRN-URI": f23, "GSRNURIBody": f24, "GSRNP-URI": f25, "GSRNPURIBody": f26, "GDTI-URI": f27, "GDTIURIBody": f28, "CPI-URI": f29, "CPIURIBody": f30, "SGCN-URI": f31, "SGCNURIBody": f32, "GINC-URI": f33, "GINCURIBody": f34, "GSIN-URI": f35, "GSINURIBody": f36, "ITIP-URI": f37, "ITIPURIBody": f38, "UPUI-URI": f39, "UPUIURIBody": f40, "PGLN-URI": f41, "PGLNURIBody": f42, "GID-URI": f43, "GIDURIBody": f44, "USDOD-URI": f45, "USDODURIBody": f46, "CAGECodeOrDODAAC": f47, "CAGECode": f48, "DODAAC": f49, "CAGECodeOrDODAACChar": f50, "ADI-URI": f51, "ADIURIBody": f52, "ADIComponent": f53, "ADIExtendedComponent": f54, "ADIChar": f55, "BIC-URI": f56, "BICURIBody": f57, "IMOVN-URI": f58, "IMOVNURIBody": f59, "NumericComponent": f60, "ZeroComponent": f61, "NonZeroComponent": f62, "PaddedNumericComponent": f63, "PaddedNumericComponentOrEmpty": f64, "NonZeroDigit": f65, "UpperAlpha": f66, "LowerAlpha": f67, "OtherChar": f68, "UpperHexChar": f69, "HexChar": f70, "Escape": f71, "GS3A3Char": f72, "GS3A3Component": f73, "CPRefChar": f74, "CPRefComponent": f75, "ALPHA": f76, "DIGIT": f77, "HEXDIG": f78, "pchar": f79, "unreserved": f80, "pct-encoded": f81, "sub-delims": f82 };
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
