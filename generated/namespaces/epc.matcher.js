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
    "equivalence": []
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g7>(?=id\x3a)[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?=(?<g6>(?=(?=(?<g4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g4>\x3a)(?=(?<g3>(?=sgtin\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[0-9])+\x2e){2,2}(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=sgln\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=gsrnp\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=gdti\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x2d0-9A-Z]|\x252[3Ff]))+\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:[0-9])+|(?=ginc\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=itip\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[0-9])+\x2e){4,4}(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*|(?=gid\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:0|[1-9](?:[0-9])*)\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?=(?<g1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\k<g1>\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?=(?<g2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\k<g2>\x2e(?:(?:[\x2d0-9A-Z]|\x252[Ff]))*\x2e(?:\x2523|(?!\x2523))(?:(?:[\x2d0-9A-Z]|\x252[Ff]))+|(?=bic\x3a)(?:[\x2d0-9A-Za-z])+\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\x3a)(?:[\x2d0-9A-Za-z])+\x3a[0-9]{7}))\k<g3>|(?!(?=(?<g5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g5>\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g6>|(?!id\x3a)[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?=(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\x2d0-9A-Za-z])+\x3a)?(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\k<g7>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n7>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n6>(?=(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>\\x3a)(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?!(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n6>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n7>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n7>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n6>(?=(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>\\x3a)(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?!(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n6>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n7>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n7>(?=id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n6>(?=(?=(?<n4>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n4>\\x3a)(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){2,2}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e){4,4}(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e){2,2}(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z]{6}|[0-9A-HJ-NP-Z]{5}))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z]{3}[JUZ][0-9]{6}[0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9]{7}))\\k<n3>|(?!(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n6>|(?!id\\x3a)[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n7>",
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
      p79 = f9(p72);
      if (p79 < 0) { p69 = -1; kn = k71; break L70; }
      var p80;
      if (p79 < n && (c = s.charCodeAt(p79), c === 58)) { p80 = p79 + 1;  } else { p80 = -1;  }
      if (p80 < 0) { p69 = -1; kn = k71; break L70; }
      var p81;
      var q82 = p80, r83 = 0, e85 = false;
      while (q82 < n) {
        if ((c = s.charCodeAt(q82), c < 128 && T5[c] === 1)) { var k84z = q82; do q82++; while (q82 < n && (c = s.charCodeAt(q82), T5[c] === 1)); r83 += q82 - k84z; continue; }
        var p86;
        p86 = f8(q82);
        if (p86 < 0) break;
        if (p86 === q82) { e85 = true; break; }
        r83++; q82 = p86;
      }
      if (e85 || r83 >= 1) p81 = q82; else { p81 = -1;  }
      if (p81 < 0) { p69 = -1; kn = k71; break L70; }
      p69 = p81;
    }
    if (p69 >= 0) { out = p69; break L57; }
    out = -1;
  }
  return out;
}
function f11(p) { // id-scheme-known
  var c, out, s = text, n = size;
  L87: {
    var p88;
    p88 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 110) ? p + 5 : -1;
    if (p88 >= 0) { out = p88; break L87; }
    var p89;
    p89 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p89 >= 0) { out = p89; break L87; }
    var p90;
    p90 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p90 >= 0) { out = p90; break L87; }
    var p91;
    p91 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p91 >= 0) { out = p91; break L87; }
    var p92;
    p92 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p92 >= 0) { out = p92; break L87; }
    var p93;
    p93 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 112) ? p + 5 : -1;
    if (p93 >= 0) { out = p93; break L87; }
    var p94;
    p94 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p94 >= 0) { out = p94; break L87; }
    var p95;
    p95 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p95 >= 0) { out = p95; break L87; }
    var p96;
    p96 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 99) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 105) ? p + 3 : -1;
    if (p96 >= 0) { out = p96; break L87; }
    var p97;
    p97 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p97 >= 0) { out = p97; break L87; }
    var p98;
    p98 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 110) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p98 >= 0) { out = p98; break L87; }
    var p99;
    p99 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p99 >= 0) { out = p99; break L87; }
    var p100;
    p100 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 112) ? p + 4 : -1;
    if (p100 >= 0) { out = p100; break L87; }
    var p101;
    p101 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 117) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p101 >= 0) { out = p101; break L87; }
    var p102;
    p102 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 112) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p102 >= 0) { out = p102; break L87; }
    var p103;
    p103 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 100) ? p + 3 : -1;
    if (p103 >= 0) { out = p103; break L87; }
    var p104;
    p104 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 100) ? p + 5 : -1;
    if (p104 >= 0) { out = p104; break L87; }
    var p105;
    p105 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 97) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 105) ? p + 3 : -1;
    if (p105 >= 0) { out = p105; break L87; }
    var p106;
    p106 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 98) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 99) ? p + 3 : -1;
    if (p106 >= 0) { out = p106; break L87; }
    var p107;
    p107 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 111) && (c = s.charCodeAt(p + 3), c === 118) && (c = s.charCodeAt(p + 4), c === 110) ? p + 5 : -1;
    if (p107 >= 0) { out = p107; break L87; }
    out = -1;
  }
  return out;
}
function f12(p) { // EPC-URI
  var c, out, s = text, n = size;
  L108: {
    var p109;
    p109 = f13(p);
    if (p109 >= 0) { out = p109; break L108; }
    var p110;
    p110 = f15(p);
    if (p110 >= 0) { out = p110; break L108; }
    var p111;
    p111 = f17(p);
    if (p111 >= 0) { out = p111; break L108; }
    var p112;
    p112 = f19(p);
    if (p112 >= 0) { out = p112; break L108; }
    var p113;
    p113 = f21(p);
    if (p113 >= 0) { out = p113; break L108; }
    var p114;
    p114 = f23(p);
    if (p114 >= 0) { out = p114; break L108; }
    var p115;
    p115 = f25(p);
    if (p115 >= 0) { out = p115; break L108; }
    var p116;
    p116 = f27(p);
    if (p116 >= 0) { out = p116; break L108; }
    var p117;
    p117 = f29(p);
    if (p117 >= 0) { out = p117; break L108; }
    var p118;
    p118 = f31(p);
    if (p118 >= 0) { out = p118; break L108; }
    var p119;
    p119 = f33(p);
    if (p119 >= 0) { out = p119; break L108; }
    var p120;
    p120 = f35(p);
    if (p120 >= 0) { out = p120; break L108; }
    var p121;
    p121 = f37(p);
    if (p121 >= 0) { out = p121; break L108; }
    var p122;
    p122 = f39(p);
    if (p122 >= 0) { out = p122; break L108; }
    var p123;
    p123 = f41(p);
    if (p123 >= 0) { out = p123; break L108; }
    var p124;
    p124 = f43(p);
    if (p124 >= 0) { out = p124; break L108; }
    var p125;
    p125 = f45(p);
    if (p125 >= 0) { out = p125; break L108; }
    var p126;
    p126 = f51(p);
    if (p126 >= 0) { out = p126; break L108; }
    var p127;
    p127 = f56(p);
    if (p127 >= 0) { out = p127; break L108; }
    var p128;
    p128 = f58(p);
    if (p128 >= 0) { out = p128; break L108; }
    out = -1;
  }
  return out;
}
function f13(p) { // SGTIN-URI
  var c, out, s = text, n = size;
  L129: {
    var k130 = kn;
    var p131;
    var p132;
    p132 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p131 = p132 >= 0 ? p : -1;
    if (p131 < 0) { out = -1; kn = k130; break L129; }
    var p134;
    p134 = f9(p131);
    if (p134 < 0) { out = -1; kn = k130; break L129; }
    var p135;
    if (p134 < n && (c = s.charCodeAt(p134), c === 58)) { p135 = p134 + 1;  } else { p135 = -1;  }
    if (p135 < 0) { out = -1; kn = k130; break L129; }
    var p136;
    p136 = f14(p135);
    if (p136 < 0) { out = -1; kn = k130; break L129; }
    out = p136;
  }
  return out;
}
function f14(p) { // SGTINURIBody
  var c, out, s = text, n = size;
  L137: {
    var p139;
    var q140 = p, r141 = 0, e143 = false;
    while (q140 < n) {
      var p144;
      L145: {
        var p147;
        p147 = f63(q140);
        if (p147 < 0) { p144 = -1;  break L145; }
        var p148;
        if (p147 < n && (c = s.charCodeAt(p147), c === 46)) { p148 = p147 + 1;  } else { p148 = -1;  }
        if (p148 < 0) { p144 = -1;  break L145; }
        p144 = p148;
      }
      if (p144 < 0) break;
      if (p144 === q140) { e143 = true; break; }
      r141++; q140 = p144;
      if (r141 === 2) break;
    }
    if (e143 || r141 >= 2) p139 = q140; else { p139 = -1;  }
    if (p139 < 0) { out = -1;  break L137; }
    var p149;
    p149 = f73(p139);
    if (p149 < 0) { out = -1;  break L137; }
    out = p149;
  }
  return out;
}
function f15(p) { // SSCC-URI
  var c, out, s = text, n = size;
  L150: {
    var k151 = kn;
    var p152;
    var p153;
    p153 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p152 = p153 >= 0 ? p : -1;
    if (p152 < 0) { out = -1; kn = k151; break L150; }
    var p155;
    p155 = f9(p152);
    if (p155 < 0) { out = -1; kn = k151; break L150; }
    var p156;
    if (p155 < n && (c = s.charCodeAt(p155), c === 58)) { p156 = p155 + 1;  } else { p156 = -1;  }
    if (p156 < 0) { out = -1; kn = k151; break L150; }
    var p157;
    p157 = f16(p156);
    if (p157 < 0) { out = -1; kn = k151; break L150; }
    out = p157;
  }
  return out;
}
function f16(p) { // SSCCURIBody
  var c, out, s = text, n = size;
  L158: {
    var p160;
    p160 = f63(p);
    if (p160 < 0) { out = -1;  break L158; }
    var p161;
    if (p160 < n && (c = s.charCodeAt(p160), c === 46)) { p161 = p160 + 1;  } else { p161 = -1;  }
    if (p161 < 0) { out = -1;  break L158; }
    var p162;
    p162 = f63(p161);
    if (p162 < 0) { out = -1;  break L158; }
    out = p162;
  }
  return out;
}
function f17(p) { // SGLN-URI
  var c, out, s = text, n = size;
  L163: {
    var k164 = kn;
    var p165;
    var p166;
    p166 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p165 = p166 >= 0 ? p : -1;
    if (p165 < 0) { out = -1; kn = k164; break L163; }
    var p168;
    p168 = f9(p165);
    if (p168 < 0) { out = -1; kn = k164; break L163; }
    var p169;
    if (p168 < n && (c = s.charCodeAt(p168), c === 58)) { p169 = p168 + 1;  } else { p169 = -1;  }
    if (p169 < 0) { out = -1; kn = k164; break L163; }
    var p170;
    p170 = f18(p169);
    if (p170 < 0) { out = -1; kn = k164; break L163; }
    out = p170;
  }
  return out;
}
function f18(p) { // SGLNURIBody
  var c, out, s = text, n = size;
  L171: {
    var p173;
    p173 = f63(p);
    if (p173 < 0) { out = -1;  break L171; }
    var p174;
    if (p173 < n && (c = s.charCodeAt(p173), c === 46)) { p174 = p173 + 1;  } else { p174 = -1;  }
    if (p174 < 0) { out = -1;  break L171; }
    var p175;
    p175 = f64(p174);
    if (p175 < 0) { out = -1;  break L171; }
    var p176;
    if (p175 < n && (c = s.charCodeAt(p175), c === 46)) { p176 = p175 + 1;  } else { p176 = -1;  }
    if (p176 < 0) { out = -1;  break L171; }
    var p177;
    p177 = f73(p176);
    if (p177 < 0) { out = -1;  break L171; }
    out = p177;
  }
  return out;
}
function f19(p) { // GRAI-URI
  var c, out, s = text, n = size;
  L178: {
    var k179 = kn;
    var p180;
    var p181;
    p181 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p180 = p181 >= 0 ? p : -1;
    if (p180 < 0) { out = -1; kn = k179; break L178; }
    var p183;
    p183 = f9(p180);
    if (p183 < 0) { out = -1; kn = k179; break L178; }
    var p184;
    if (p183 < n && (c = s.charCodeAt(p183), c === 58)) { p184 = p183 + 1;  } else { p184 = -1;  }
    if (p184 < 0) { out = -1; kn = k179; break L178; }
    var p185;
    p185 = f20(p184);
    if (p185 < 0) { out = -1; kn = k179; break L178; }
    out = p185;
  }
  return out;
}
function f20(p) { // GRAIURIBody
  var c, out, s = text, n = size;
  L186: {
    var p188;
    p188 = f63(p);
    if (p188 < 0) { out = -1;  break L186; }
    var p189;
    if (p188 < n && (c = s.charCodeAt(p188), c === 46)) { p189 = p188 + 1;  } else { p189 = -1;  }
    if (p189 < 0) { out = -1;  break L186; }
    var p190;
    p190 = f64(p189);
    if (p190 < 0) { out = -1;  break L186; }
    var p191;
    if (p190 < n && (c = s.charCodeAt(p190), c === 46)) { p191 = p190 + 1;  } else { p191 = -1;  }
    if (p191 < 0) { out = -1;  break L186; }
    var p192;
    p192 = f73(p191);
    if (p192 < 0) { out = -1;  break L186; }
    out = p192;
  }
  return out;
}
function f21(p) { // GIAI-URI
  var c, out, s = text, n = size;
  L193: {
    var k194 = kn;
    var p195;
    var p196;
    p196 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p195 = p196 >= 0 ? p : -1;
    if (p195 < 0) { out = -1; kn = k194; break L193; }
    var p198;
    p198 = f9(p195);
    if (p198 < 0) { out = -1; kn = k194; break L193; }
    var p199;
    if (p198 < n && (c = s.charCodeAt(p198), c === 58)) { p199 = p198 + 1;  } else { p199 = -1;  }
    if (p199 < 0) { out = -1; kn = k194; break L193; }
    var p200;
    p200 = f22(p199);
    if (p200 < 0) { out = -1; kn = k194; break L193; }
    out = p200;
  }
  return out;
}
function f22(p) { // GIAIURIBody
  var c, out, s = text, n = size;
  L201: {
    var p203;
    p203 = f63(p);
    if (p203 < 0) { out = -1;  break L201; }
    var p204;
    if (p203 < n && (c = s.charCodeAt(p203), c === 46)) { p204 = p203 + 1;  } else { p204 = -1;  }
    if (p204 < 0) { out = -1;  break L201; }
    var p205;
    p205 = f73(p204);
    if (p205 < 0) { out = -1;  break L201; }
    out = p205;
  }
  return out;
}
function f23(p) { // GSRN-URI
  var c, out, s = text, n = size;
  L206: {
    var k207 = kn;
    var p208;
    var p209;
    p209 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p208 = p209 >= 0 ? p : -1;
    if (p208 < 0) { out = -1; kn = k207; break L206; }
    var p211;
    p211 = f9(p208);
    if (p211 < 0) { out = -1; kn = k207; break L206; }
    var p212;
    if (p211 < n && (c = s.charCodeAt(p211), c === 58)) { p212 = p211 + 1;  } else { p212 = -1;  }
    if (p212 < 0) { out = -1; kn = k207; break L206; }
    var p213;
    p213 = f24(p212);
    if (p213 < 0) { out = -1; kn = k207; break L206; }
    out = p213;
  }
  return out;
}
function f24(p) { // GSRNURIBody
  var c, out, s = text, n = size;
  L214: {
    var p216;
    p216 = f63(p);
    if (p216 < 0) { out = -1;  break L214; }
    var p217;
    if (p216 < n && (c = s.charCodeAt(p216), c === 46)) { p217 = p216 + 1;  } else { p217 = -1;  }
    if (p217 < 0) { out = -1;  break L214; }
    var p218;
    p218 = f63(p217);
    if (p218 < 0) { out = -1;  break L214; }
    out = p218;
  }
  return out;
}
function f25(p) { // GSRNP-URI
  var c, out, s = text, n = size;
  L219: {
    var k220 = kn;
    var p221;
    var p222;
    p222 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 112) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p221 = p222 >= 0 ? p : -1;
    if (p221 < 0) { out = -1; kn = k220; break L219; }
    var p224;
    p224 = f9(p221);
    if (p224 < 0) { out = -1; kn = k220; break L219; }
    var p225;
    if (p224 < n && (c = s.charCodeAt(p224), c === 58)) { p225 = p224 + 1;  } else { p225 = -1;  }
    if (p225 < 0) { out = -1; kn = k220; break L219; }
    var p226;
    p226 = f26(p225);
    if (p226 < 0) { out = -1; kn = k220; break L219; }
    out = p226;
  }
  return out;
}
function f26(p) { // GSRNPURIBody
  var c, out, s = text, n = size;
  L227: {
    var p229;
    p229 = f63(p);
    if (p229 < 0) { out = -1;  break L227; }
    var p230;
    if (p229 < n && (c = s.charCodeAt(p229), c === 46)) { p230 = p229 + 1;  } else { p230 = -1;  }
    if (p230 < 0) { out = -1;  break L227; }
    var p231;
    p231 = f63(p230);
    if (p231 < 0) { out = -1;  break L227; }
    out = p231;
  }
  return out;
}
function f27(p) { // GDTI-URI
  var c, out, s = text, n = size;
  L232: {
    var k233 = kn;
    var p234;
    var p235;
    p235 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p234 = p235 >= 0 ? p : -1;
    if (p234 < 0) { out = -1; kn = k233; break L232; }
    var p237;
    p237 = f9(p234);
    if (p237 < 0) { out = -1; kn = k233; break L232; }
    var p238;
    if (p237 < n && (c = s.charCodeAt(p237), c === 58)) { p238 = p237 + 1;  } else { p238 = -1;  }
    if (p238 < 0) { out = -1; kn = k233; break L232; }
    var p239;
    p239 = f28(p238);
    if (p239 < 0) { out = -1; kn = k233; break L232; }
    out = p239;
  }
  return out;
}
function f28(p) { // GDTIURIBody
  var c, out, s = text, n = size;
  L240: {
    var p242;
    p242 = f63(p);
    if (p242 < 0) { out = -1;  break L240; }
    var p243;
    if (p242 < n && (c = s.charCodeAt(p242), c === 46)) { p243 = p242 + 1;  } else { p243 = -1;  }
    if (p243 < 0) { out = -1;  break L240; }
    var p244;
    p244 = f64(p243);
    if (p244 < 0) { out = -1;  break L240; }
    var p245;
    if (p244 < n && (c = s.charCodeAt(p244), c === 46)) { p245 = p244 + 1;  } else { p245 = -1;  }
    if (p245 < 0) { out = -1;  break L240; }
    var p246;
    p246 = f73(p245);
    if (p246 < 0) { out = -1;  break L240; }
    out = p246;
  }
  return out;
}
function f29(p) { // CPI-URI
  var c, out, s = text, n = size;
  L247: {
    var k248 = kn;
    var p249;
    var p250;
    p250 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 99) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p249 = p250 >= 0 ? p : -1;
    if (p249 < 0) { out = -1; kn = k248; break L247; }
    var p252;
    p252 = f9(p249);
    if (p252 < 0) { out = -1; kn = k248; break L247; }
    var p253;
    if (p252 < n && (c = s.charCodeAt(p252), c === 58)) { p253 = p252 + 1;  } else { p253 = -1;  }
    if (p253 < 0) { out = -1; kn = k248; break L247; }
    var p254;
    p254 = f30(p253);
    if (p254 < 0) { out = -1; kn = k248; break L247; }
    out = p254;
  }
  return out;
}
function f30(p) { // CPIURIBody
  var c, out, s = text, n = size;
  L255: {
    var p257;
    p257 = f63(p);
    if (p257 < 0) { out = -1;  break L255; }
    var p258;
    if (p257 < n && (c = s.charCodeAt(p257), c === 46)) { p258 = p257 + 1;  } else { p258 = -1;  }
    if (p258 < 0) { out = -1;  break L255; }
    var p259;
    p259 = f75(p258);
    if (p259 < 0) { out = -1;  break L255; }
    var p260;
    if (p259 < n && (c = s.charCodeAt(p259), c === 46)) { p260 = p259 + 1;  } else { p260 = -1;  }
    if (p260 < 0) { out = -1;  break L255; }
    var p261;
    p261 = f60(p260);
    if (p261 < 0) { out = -1;  break L255; }
    out = p261;
  }
  return out;
}
function f31(p) { // SGCN-URI
  var c, out, s = text, n = size;
  L262: {
    var k263 = kn;
    var p264;
    var p265;
    p265 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p264 = p265 >= 0 ? p : -1;
    if (p264 < 0) { out = -1; kn = k263; break L262; }
    var p267;
    p267 = f9(p264);
    if (p267 < 0) { out = -1; kn = k263; break L262; }
    var p268;
    if (p267 < n && (c = s.charCodeAt(p267), c === 58)) { p268 = p267 + 1;  } else { p268 = -1;  }
    if (p268 < 0) { out = -1; kn = k263; break L262; }
    var p269;
    p269 = f32(p268);
    if (p269 < 0) { out = -1; kn = k263; break L262; }
    out = p269;
  }
  return out;
}
function f32(p) { // SGCNURIBody
  var c, out, s = text, n = size;
  L270: {
    var p272;
    p272 = f63(p);
    if (p272 < 0) { out = -1;  break L270; }
    var p273;
    if (p272 < n && (c = s.charCodeAt(p272), c === 46)) { p273 = p272 + 1;  } else { p273 = -1;  }
    if (p273 < 0) { out = -1;  break L270; }
    var p274;
    p274 = f64(p273);
    if (p274 < 0) { out = -1;  break L270; }
    var p275;
    if (p274 < n && (c = s.charCodeAt(p274), c === 46)) { p275 = p274 + 1;  } else { p275 = -1;  }
    if (p275 < 0) { out = -1;  break L270; }
    var p276;
    p276 = f63(p275);
    if (p276 < 0) { out = -1;  break L270; }
    out = p276;
  }
  return out;
}
function f33(p) { // GINC-URI
  var c, out, s = text, n = size;
  L277: {
    var k278 = kn;
    var p279;
    var p280;
    p280 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 110) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p279 = p280 >= 0 ? p : -1;
    if (p279 < 0) { out = -1; kn = k278; break L277; }
    var p282;
    p282 = f9(p279);
    if (p282 < 0) { out = -1; kn = k278; break L277; }
    var p283;
    if (p282 < n && (c = s.charCodeAt(p282), c === 58)) { p283 = p282 + 1;  } else { p283 = -1;  }
    if (p283 < 0) { out = -1; kn = k278; break L277; }
    var p284;
    p284 = f34(p283);
    if (p284 < 0) { out = -1; kn = k278; break L277; }
    out = p284;
  }
  return out;
}
function f34(p) { // GINCURIBody
  var c, out, s = text, n = size;
  L285: {
    var p287;
    p287 = f63(p);
    if (p287 < 0) { out = -1;  break L285; }
    var p288;
    if (p287 < n && (c = s.charCodeAt(p287), c === 46)) { p288 = p287 + 1;  } else { p288 = -1;  }
    if (p288 < 0) { out = -1;  break L285; }
    var p289;
    p289 = f73(p288);
    if (p289 < 0) { out = -1;  break L285; }
    out = p289;
  }
  return out;
}
function f35(p) { // GSIN-URI
  var c, out, s = text, n = size;
  L290: {
    var k291 = kn;
    var p292;
    var p293;
    p293 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p292 = p293 >= 0 ? p : -1;
    if (p292 < 0) { out = -1; kn = k291; break L290; }
    var p295;
    p295 = f9(p292);
    if (p295 < 0) { out = -1; kn = k291; break L290; }
    var p296;
    if (p295 < n && (c = s.charCodeAt(p295), c === 58)) { p296 = p295 + 1;  } else { p296 = -1;  }
    if (p296 < 0) { out = -1; kn = k291; break L290; }
    var p297;
    p297 = f36(p296);
    if (p297 < 0) { out = -1; kn = k291; break L290; }
    out = p297;
  }
  return out;
}
function f36(p) { // GSINURIBody
  var c, out, s = text, n = size;
  L298: {
    var p300;
    p300 = f63(p);
    if (p300 < 0) { out = -1;  break L298; }
    var p301;
    if (p300 < n && (c = s.charCodeAt(p300), c === 46)) { p301 = p300 + 1;  } else { p301 = -1;  }
    if (p301 < 0) { out = -1;  break L298; }
    var p302;
    p302 = f63(p301);
    if (p302 < 0) { out = -1;  break L298; }
    out = p302;
  }
  return out;
}
function f37(p) { // ITIP-URI
  var c, out, s = text, n = size;
  L303: {
    var k304 = kn;
    var p305;
    var p306;
    p306 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 112) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p305 = p306 >= 0 ? p : -1;
    if (p305 < 0) { out = -1; kn = k304; break L303; }
    var p308;
    p308 = f9(p305);
    if (p308 < 0) { out = -1; kn = k304; break L303; }
    var p309;
    if (p308 < n && (c = s.charCodeAt(p308), c === 58)) { p309 = p308 + 1;  } else { p309 = -1;  }
    if (p309 < 0) { out = -1; kn = k304; break L303; }
    var p310;
    p310 = f38(p309);
    if (p310 < 0) { out = -1; kn = k304; break L303; }
    out = p310;
  }
  return out;
}
function f38(p) { // ITIPURIBody
  var c, out, s = text, n = size;
  L311: {
    var p313;
    var q314 = p, r315 = 0, e317 = false;
    while (q314 < n) {
      var p318;
      L319: {
        var p321;
        p321 = f63(q314);
        if (p321 < 0) { p318 = -1;  break L319; }
        var p322;
        if (p321 < n && (c = s.charCodeAt(p321), c === 46)) { p322 = p321 + 1;  } else { p322 = -1;  }
        if (p322 < 0) { p318 = -1;  break L319; }
        p318 = p322;
      }
      if (p318 < 0) break;
      if (p318 === q314) { e317 = true; break; }
      r315++; q314 = p318;
      if (r315 === 4) break;
    }
    if (e317 || r315 >= 4) p313 = q314; else { p313 = -1;  }
    if (p313 < 0) { out = -1;  break L311; }
    var p323;
    p323 = f73(p313);
    if (p323 < 0) { out = -1;  break L311; }
    out = p323;
  }
  return out;
}
function f39(p) { // UPUI-URI
  var c, out, s = text, n = size;
  L324: {
    var k325 = kn;
    var p326;
    var p327;
    p327 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 117) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p326 = p327 >= 0 ? p : -1;
    if (p326 < 0) { out = -1; kn = k325; break L324; }
    var p329;
    p329 = f9(p326);
    if (p329 < 0) { out = -1; kn = k325; break L324; }
    var p330;
    if (p329 < n && (c = s.charCodeAt(p329), c === 58)) { p330 = p329 + 1;  } else { p330 = -1;  }
    if (p330 < 0) { out = -1; kn = k325; break L324; }
    var p331;
    p331 = f40(p330);
    if (p331 < 0) { out = -1; kn = k325; break L324; }
    out = p331;
  }
  return out;
}
function f40(p) { // UPUIURIBody
  var c, out, s = text, n = size;
  L332: {
    var p334;
    p334 = f63(p);
    if (p334 < 0) { out = -1;  break L332; }
    var p335;
    if (p334 < n && (c = s.charCodeAt(p334), c === 46)) { p335 = p334 + 1;  } else { p335 = -1;  }
    if (p335 < 0) { out = -1;  break L332; }
    var p336;
    p336 = f63(p335);
    if (p336 < 0) { out = -1;  break L332; }
    var p337;
    if (p336 < n && (c = s.charCodeAt(p336), c === 46)) { p337 = p336 + 1;  } else { p337 = -1;  }
    if (p337 < 0) { out = -1;  break L332; }
    var p338;
    p338 = f73(p337);
    if (p338 < 0) { out = -1;  break L332; }
    out = p338;
  }
  return out;
}
function f41(p) { // PGLN-URI
  var c, out, s = text, n = size;
  L339: {
    var k340 = kn;
    var p341;
    var p342;
    p342 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 112) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p341 = p342 >= 0 ? p : -1;
    if (p341 < 0) { out = -1; kn = k340; break L339; }
    var p344;
    p344 = f9(p341);
    if (p344 < 0) { out = -1; kn = k340; break L339; }
    var p345;
    if (p344 < n && (c = s.charCodeAt(p344), c === 58)) { p345 = p344 + 1;  } else { p345 = -1;  }
    if (p345 < 0) { out = -1; kn = k340; break L339; }
    var p346;
    p346 = f42(p345);
    if (p346 < 0) { out = -1; kn = k340; break L339; }
    out = p346;
  }
  return out;
}
function f42(p) { // PGLNURIBody
  var c, out, s = text, n = size;
  L347: {
    var p349;
    p349 = f63(p);
    if (p349 < 0) { out = -1;  break L347; }
    var p350;
    if (p349 < n && (c = s.charCodeAt(p349), c === 46)) { p350 = p349 + 1;  } else { p350 = -1;  }
    if (p350 < 0) { out = -1;  break L347; }
    var p351;
    p351 = f64(p350);
    if (p351 < 0) { out = -1;  break L347; }
    out = p351;
  }
  return out;
}
function f43(p) { // GID-URI
  var c, out, s = text, n = size;
  L352: {
    var k353 = kn;
    var p354;
    var p355;
    p355 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p354 = p355 >= 0 ? p : -1;
    if (p354 < 0) { out = -1; kn = k353; break L352; }
    var p357;
    p357 = f9(p354);
    if (p357 < 0) { out = -1; kn = k353; break L352; }
    var p358;
    if (p357 < n && (c = s.charCodeAt(p357), c === 58)) { p358 = p357 + 1;  } else { p358 = -1;  }
    if (p358 < 0) { out = -1; kn = k353; break L352; }
    var p359;
    p359 = f44(p358);
    if (p359 < 0) { out = -1; kn = k353; break L352; }
    out = p359;
  }
  return out;
}
function f44(p) { // GIDURIBody
  var c, out, s = text, n = size;
  L360: {
    var p362;
    var q363 = p, r364 = 0, e366 = false;
    while (q363 < n) {
      var p367;
      L368: {
        var p370;
        p370 = f60(q363);
        if (p370 < 0) { p367 = -1;  break L368; }
        var p371;
        if (p370 < n && (c = s.charCodeAt(p370), c === 46)) { p371 = p370 + 1;  } else { p371 = -1;  }
        if (p371 < 0) { p367 = -1;  break L368; }
        p367 = p371;
      }
      if (p367 < 0) break;
      if (p367 === q363) { e366 = true; break; }
      r364++; q363 = p367;
      if (r364 === 2) break;
    }
    if (e366 || r364 >= 2) p362 = q363; else { p362 = -1;  }
    if (p362 < 0) { out = -1;  break L360; }
    var p372;
    p372 = f60(p362);
    if (p372 < 0) { out = -1;  break L360; }
    out = p372;
  }
  return out;
}
function f45(p) { // USDOD-URI
  var c, out, s = text, n = size;
  L373: {
    var k374 = kn;
    var p375;
    var p376;
    p376 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 100) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p375 = p376 >= 0 ? p : -1;
    if (p375 < 0) { out = -1; kn = k374; break L373; }
    var p378;
    p378 = f9(p375);
    if (p378 < 0) { out = -1; kn = k374; break L373; }
    var p379;
    if (p378 < n && (c = s.charCodeAt(p378), c === 58)) { p379 = p378 + 1;  } else { p379 = -1;  }
    if (p379 < 0) { out = -1; kn = k374; break L373; }
    var p380;
    p380 = f46(p379);
    if (p380 < 0) { out = -1; kn = k374; break L373; }
    out = p380;
  }
  return out;
}
function f46(p) { // USDODURIBody
  var c, out, s = text, n = size;
  L381: {
    var p383;
    p383 = f47(p);
    if (p383 < 0) { out = -1;  break L381; }
    var p384;
    if (p383 < n && (c = s.charCodeAt(p383), c === 46)) { p384 = p383 + 1;  } else { p384 = -1;  }
    if (p384 < 0) { out = -1;  break L381; }
    var p385;
    p385 = f60(p384);
    if (p385 < 0) { out = -1;  break L381; }
    out = p385;
  }
  return out;
}
function f47(p) { // CAGECodeOrDODAAC
  var c, out, s = text, n = size;
  L386: {
    var p387;
    var q388 = p, e389 = p + 6;
    if (e389 <= n) while (q388 < e389 && (c = s.charCodeAt(q388), c < 128 && T7[c] === 1)) q388++;
    p387 = q388 === e389 ? e389 : -1;
    if (p387 >= 0) { out = p387; break L386; }
    var p390;
    var q391 = p, e392 = p + 5;
    if (e392 <= n) while (q391 < e392 && (c = s.charCodeAt(q391), c < 128 && T7[c] === 1)) q391++;
    p390 = q391 === e392 ? e392 : -1;
    if (p390 >= 0) { out = p390; break L386; }
    out = -1;
  }
  return out;
}
function f48(p) { // CAGECode
  var c, out, s = text, n = size;
  var q393 = p, e394 = p + 5;
  if (e394 <= n) while (q393 < e394 && (c = s.charCodeAt(q393), c < 128 && T7[c] === 1)) q393++;
  out = q393 === e394 ? e394 : -1;
  return out;
}
function f49(p) { // DODAAC
  var c, out, s = text, n = size;
  var q395 = p, e396 = p + 6;
  if (e396 <= n) while (q395 < e396 && (c = s.charCodeAt(q395), c < 128 && T7[c] === 1)) q395++;
  out = q395 === e396 ? e396 : -1;
  return out;
}
function f50(p) { // CAGECodeOrDODAACChar
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f51(p) { // ADI-URI
  var c, out, s = text, n = size;
  L397: {
    var k398 = kn;
    var p399;
    var p400;
    p400 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 97) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p399 = p400 >= 0 ? p : -1;
    if (p399 < 0) { out = -1; kn = k398; break L397; }
    var p402;
    p402 = f9(p399);
    if (p402 < 0) { out = -1; kn = k398; break L397; }
    var p403;
    if (p402 < n && (c = s.charCodeAt(p402), c === 58)) { p403 = p402 + 1;  } else { p403 = -1;  }
    if (p403 < 0) { out = -1; kn = k398; break L397; }
    var p404;
    p404 = f52(p403);
    if (p404 < 0) { out = -1; kn = k398; break L397; }
    out = p404;
  }
  return out;
}
function f52(p) { // ADIURIBody
  var c, out, s = text, n = size;
  L405: {
    var p407;
    p407 = f47(p);
    if (p407 < 0) { out = -1;  break L405; }
    var p408;
    if (p407 < n && (c = s.charCodeAt(p407), c === 46)) { p408 = p407 + 1;  } else { p408 = -1;  }
    if (p408 < 0) { out = -1;  break L405; }
    var p409;
    p409 = f53(p408);
    if (p409 < 0) { out = -1;  break L405; }
    var p410;
    if (p409 < n && (c = s.charCodeAt(p409), c === 46)) { p410 = p409 + 1;  } else { p410 = -1;  }
    if (p410 < 0) { out = -1;  break L405; }
    var p411;
    p411 = f54(p410);
    if (p411 < 0) { out = -1;  break L405; }
    out = p411;
  }
  return out;
}
function f53(p) { // ADIComponent
  var c, out, s = text, n = size;
  var q412 = p, r413 = 0, e415 = false;
  while (q412 < n) {
    if ((c = s.charCodeAt(q412), c < 128 && T8[c] === 1)) { var k414z = q412; do q412++; while (q412 < n && (c = s.charCodeAt(q412), T8[c] === 1)); r413 += q412 - k414z; continue; }
    var p416;
    p416 = f55(q412);
    if (p416 < 0) break;
    if (p416 === q412) { e415 = true; break; }
    r413++; q412 = p416;
  }
  if (e415 || r413 >= 0) out = q412; else { out = -1;  }
  return out;
}
function f54(p) { // ADIExtendedComponent
  var c, out, s = text, n = size;
  L417: {
    var p419;
    var q420 = p, r421 = 0, e423 = false;
    while (q420 < n) {
      var p424;
      p424 = q420 + 3 <= n && (c = s.charCodeAt(q420 + 0), c === 37) && (c = s.charCodeAt(q420 + 1), c === 50) && (c = s.charCodeAt(q420 + 2), c === 51) ? q420 + 3 : -1;
      if (p424 < 0) break;
      if (p424 === q420) { e423 = true; break; }
      r421++; q420 = p424;
      if (r421 === 1) break;
    }
    if (e423 || r421 >= 0) p419 = q420; else { p419 = -1;  }
    if (p419 < 0) { out = -1;  break L417; }
    var p425;
    var q426 = p419, r427 = 0, e429 = false;
    while (q426 < n) {
      if ((c = s.charCodeAt(q426), c < 128 && T8[c] === 1)) { var k428z = q426; do q426++; while (q426 < n && (c = s.charCodeAt(q426), T8[c] === 1)); r427 += q426 - k428z; continue; }
      var p430;
      p430 = f55(q426);
      if (p430 < 0) break;
      if (p430 === q426) { e429 = true; break; }
      r427++; q426 = p430;
    }
    if (e429 || r427 >= 1) p425 = q426; else { p425 = -1;  }
    if (p425 < 0) { out = -1;  break L417; }
    out = p425;
  }
  return out;
}
function f55(p) { // ADIChar
  var c, out, s = text, n = size;
  L431: {
    var p432;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p432 = p + 1;  } else { p432 = -1;  }
    if (p432 >= 0) { out = p432; break L431; }
    var p433;
    p433 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p433 >= 0) { out = p433; break L431; }
    out = -1;
  }
  return out;
}
function f56(p) { // BIC-URI
  var c, out, s = text, n = size;
  L434: {
    var k435 = kn;
    var p436;
    var p437;
    p437 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 98) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p436 = p437 >= 0 ? p : -1;
    if (p436 < 0) { out = -1; kn = k435; break L434; }
    var p439;
    p439 = f9(p436);
    if (p439 < 0) { out = -1; kn = k435; break L434; }
    var p440;
    if (p439 < n && (c = s.charCodeAt(p439), c === 58)) { p440 = p439 + 1;  } else { p440 = -1;  }
    if (p440 < 0) { out = -1; kn = k435; break L434; }
    var p441;
    p441 = p440 + 11 <= n && (c = s.charCodeAt(p440 + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p440 + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p440 + 2), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p440 + 3), c < 128 && T9[c] === 1) && (c = s.charCodeAt(p440 + 4), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p440 + 5), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p440 + 6), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p440 + 7), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p440 + 8), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p440 + 9), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p440 + 10), c < 128 && T4[c] === 1) ? p440 + 11 : -1;
    if (p441 < 0) { out = -1; kn = k435; break L434; }
    out = p441;
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
  L442: {
    var k443 = kn;
    var p444;
    var p445;
    p445 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 111) && (c = s.charCodeAt(p + 3), c === 118) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p444 = p445 >= 0 ? p : -1;
    if (p444 < 0) { out = -1; kn = k443; break L442; }
    var p447;
    p447 = f9(p444);
    if (p447 < 0) { out = -1; kn = k443; break L442; }
    var p448;
    if (p447 < n && (c = s.charCodeAt(p447), c === 58)) { p448 = p447 + 1;  } else { p448 = -1;  }
    if (p448 < 0) { out = -1; kn = k443; break L442; }
    var p449;
    var q450 = p448, e451 = p448 + 7;
    if (e451 <= n) while (q450 < e451 && (c = s.charCodeAt(q450), c < 128 && T4[c] === 1)) q450++;
    p449 = q450 === e451 ? e451 : -1;
    if (p449 < 0) { out = -1; kn = k443; break L442; }
    out = p449;
  }
  return out;
}
function f59(p) { // IMOVNURIBody
  var c, out, s = text, n = size;
  var q452 = p, e453 = p + 7;
  if (e453 <= n) while (q452 < e453 && (c = s.charCodeAt(q452), c < 128 && T4[c] === 1)) q452++;
  out = q452 === e453 ? e453 : -1;
  return out;
}
function f60(p) { // NumericComponent
  var c, out, s = text, n = size;
  L454: {
    var p455;
    if (p < n && (c = s.charCodeAt(p), c === 48)) { p455 = p + 1;  } else { p455 = -1;  }
    if (p455 >= 0) { out = p455; break L454; }
    var p456;
    p456 = f62(p);
    if (p456 >= 0) { out = p456; break L454; }
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
  L457: {
    var p459;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p459 = p + 1;  } else { p459 = -1;  }
    if (p459 < 0) { out = -1;  break L457; }
    var p460;
    var q461 = p459;
    while (q461 < n && (c = s.charCodeAt(q461), T4[c] === 1)) q461++;
    p460 = q461 - p459 >= 0 ? q461 : -1;
    if (p460 < 0) { out = -1;  break L457; }
    out = p460;
  }
  return out;
}
function f63(p) { // PaddedNumericComponent
  var c, out, s = text, n = size;
  var q463 = p;
  while (q463 < n && (c = s.charCodeAt(q463), T4[c] === 1)) q463++;
  out = q463 - p >= 1 ? q463 : -1;
  return out;
}
function f64(p) { // PaddedNumericComponentOrEmpty
  var c, out, s = text, n = size;
  var q465 = p;
  while (q465 < n && (c = s.charCodeAt(q465), T4[c] === 1)) q465++;
  out = q465 - p >= 0 ? q465 : -1;
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
  L467: {
    var p468;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p468 = p + 1;  } else { p468 = -1;  }
    if (p468 >= 0) { out = p468; break L467; }
    var p469;
    p469 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
    if (p469 >= 0) { out = p469; break L467; }
    out = -1;
  }
  return out;
}
function f73(p) { // GS3A3Component
  var c, out, s = text, n = size;
  var q470 = p, r471 = 0, e473 = false;
  while (q470 < n) {
    if ((c = s.charCodeAt(q470), c < 128 && T14[c] === 1)) { var k472z = q470; do q470++; while (q470 < n && (c = s.charCodeAt(q470), T14[c] === 1)); r471 += q470 - k472z; continue; }
    var p474;
    p474 = f72(q470);
    if (p474 < 0) break;
    if (p474 === q470) { e473 = true; break; }
    r471++; q470 = p474;
  }
  if (e473 || r471 >= 1) out = q470; else { out = -1;  }
  return out;
}
function f74(p) { // CPRefChar
  var c, out, s = text, n = size;
  L475: {
    var p476;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p476 = p + 1;  } else { p476 = -1;  }
    if (p476 >= 0) { out = p476; break L475; }
    var p477;
    p477 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p477 >= 0) { out = p477; break L475; }
    var p478;
    p478 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), c === 51) ? p + 3 : -1;
    if (p478 >= 0) { out = p478; break L475; }
    out = -1;
  }
  return out;
}
function f75(p) { // CPRefComponent
  var c, out, s = text, n = size;
  var q479 = p, r480 = 0, e482 = false;
  while (q479 < n) {
    if ((c = s.charCodeAt(q479), c < 128 && T8[c] === 1)) { var k481z = q479; do q479++; while (q479 < n && (c = s.charCodeAt(q479), T8[c] === 1)); r480 += q479 - k481z; continue; }
    var p483;
    p483 = f74(q479);
    if (p483 < 0) break;
    if (p483 === q479) { e482 = true; break; }
    r480++; q479 = p483;
  }
  if (e482 || r480 >= 1) out = q479; else { out = -1;  }
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
  L484: {
    var p485;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T16[c] === 1)) { p485 = p + 1;  } else { p485 = -1;  }
    if (p485 >= 0) { out = p485; break L484; }
    var p486;
    p486 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
    if (p486 >= 0) { out = p486; break L484; }
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
