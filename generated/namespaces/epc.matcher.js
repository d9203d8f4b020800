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
const T4 = table(65536, '000000000000ff300000000000000000');
const T5 = table(65536, '00000000adfffffaffffff78efffff74');
const T6 = table(65536, '00000000800800080000000000000000');
const T7 = table(128, '000000000000ff30efd7ff7000000000');
const T8 = table(65536, '000000000002ff30efffff7000000000');
const T9 = table(128, '00000000000000000040024000000000');
const T10 = table(128, '000000000000ef300000000000000000');
const T13 = table(128, '000000000000ff30e7000000e7000000');
const T14 = table(65536, '0000000028f7fff2efffff78efffff70');
const T16 = table(128, '000000002df7fff2ffffff78efffff74');
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
const pattern = /^(?=(?<g14>(?=id\x3a)[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?=(?<g13>(?=(?=(?<g9>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g9>(?=(?<g8>\x3a|(?!(?=(?<g7>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g7>)))\k<g8>)(?=(?<g6>(?=(?<g3>(?=sgtin\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[0-9])+\x2e)(?:(?:[0-9])+\x2e)(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=sgln\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=gsrnp\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=gdti\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x2d0-9A-Z]|\x252[3Ff]))+\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*\x2e(?:[0-9])+|(?=ginc\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+|(?=itip\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[0-9])+\x2e)(?:(?:[0-9])+\x2e)(?:(?:[0-9])+\x2e)(?:(?:[0-9])+\x2e)(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])+\x2e(?:(?:[\x21\x27-\x2e0-\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+\x2e(?:[0-9])*|(?=gid\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:0|[1-9](?:[0-9])*)\x2e)(?:(?:0|[1-9](?:[0-9])*)\x2e)(?:0|[1-9](?:[0-9])*)|(?=usdod\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?=(?<g1>[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]|[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]))\k<g1>\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?=(?<g2>[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]|[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]))\k<g2>\x2e(?:(?:[\x2d0-9A-Z]|\x252[Ff]))*\x2e(?:\x2523|(?!\x2523))(?:(?:[\x2d0-9A-Z]|\x252[Ff]))+|(?=bic\x3a)(?:[\x2d0-9A-Za-z])+\x3a[A-Z][A-Z][A-Z][JUZ][0-9][0-9][0-9][0-9][0-9][0-9][0-9]|(?=imovn\x3a)(?:[\x2d0-9A-Za-z])+\x3a[0-9][0-9][0-9][0-9][0-9][0-9][0-9]))\k<g3>|(?=(?<g5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g5>(?!(?=(?<g4>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g4>)\x3a))\k<g6>|(?!(?=(?<g12>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\k<g12>(?=(?<g11>\x3a|(?!(?=(?<g10>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g10>)))\k<g11>)(?=(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\x2d0-9A-Za-z])+\x3a)?(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\k<g13>|(?!id\x3a)[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?=(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:(?:[\x2d0-9A-Za-z])+\x3a)?(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\k<g14>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n14>(?=id\\x3a)(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n13>(?=(?=(?<n9>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n9>(?=(?<n8>\\x3a|(?!(?=(?<n7>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n7>)))\\k<n8>)(?=(?<n6>(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e)(?:(?:0|[1-9](?:[0-9])*)\\x2e)(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]|[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]|[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z][A-Z][A-Z][JUZ][0-9][0-9][0-9][0-9][0-9][0-9][0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9][0-9][0-9][0-9][0-9][0-9][0-9]))\\k<n3>|(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>(?!(?=(?<n4>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n4>)\\x3a))\\k<n6>|(?!(?=(?<n12>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n12>(?=(?<n11>\\x3a|(?!(?=(?<n10>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n10>)))\\k<n11>)(?=(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n13>|(?!id\\x3a)(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n14>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n14>(?=id\\x3a)(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n13>(?=(?=(?<n9>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n9>(?=(?<n8>\\x3a|(?!(?=(?<n7>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n7>)))\\k<n8>)(?=(?<n6>(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e)(?:(?:0|[1-9](?:[0-9])*)\\x2e)(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]|[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]|[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z][A-Z][A-Z][JUZ][0-9][0-9][0-9][0-9][0-9][0-9][0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9][0-9][0-9][0-9][0-9][0-9][0-9]))\\k<n3>|(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>(?!(?=(?<n4>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n4>)\\x3a))\\k<n6>|(?!(?=(?<n12>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n12>(?=(?<n11>\\x3a|(?!(?=(?<n10>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n10>)))\\k<n11>)(?=(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n13>|(?!id\\x3a)(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n14>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n14>(?=id\\x3a)(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?<n13>(?=(?=(?<n9>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n9>(?=(?<n8>\\x3a|(?!(?=(?<n7>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n7>)))\\k<n8>)(?=(?<n6>(?=(?<n3>(?=sgtin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=sscc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=sgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=grai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=giai\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsrn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gsrnp\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=gdti\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=cpi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[3Ff]))+\\x2e(?:0|[1-9](?:[0-9])*)|(?=sgcn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*\\x2e(?:[0-9])+|(?=ginc\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=gsin\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+|(?=itip\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[0-9])+\\x2e)(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=upui\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])+\\x2e(?:(?:[\\x21\\x27-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?=pgln\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+\\x2e(?:[0-9])*|(?=gid\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:0|[1-9](?:[0-9])*)\\x2e)(?:(?:0|[1-9](?:[0-9])*)\\x2e)(?:0|[1-9](?:[0-9])*)|(?=usdod\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n1>[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]|[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]))\\k<n1>\\x2e(?:0|[1-9](?:[0-9])*)|(?=adi\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?=(?<n2>[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]|[0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z][0-9A-HJ-NP-Z]))\\k<n2>\\x2e(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))*\\x2e(?:\\x2523|(?!\\x2523))(?:(?:[\\x2d0-9A-Z]|\\x252[Ff]))+|(?=bic\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[A-Z][A-Z][A-Z][JUZ][0-9][0-9][0-9][0-9][0-9][0-9][0-9]|(?=imovn\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a[0-9][0-9][0-9][0-9][0-9][0-9][0-9]))\\k<n3>|(?=(?<n5>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n5>(?!(?=(?<n4>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n4>)\\x3a))\\k<n6>|(?!(?=(?<n12>sgtin|sscc|sgln|grai|giai|gsrnp|gsrn|gdti|cpi|sgcn|ginc|gsin|itip|upui|pgln|gid|usdod|adi|bic|imovn))\\k<n12>(?=(?<n11>\\x3a|(?!(?=(?<n10>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n10>)))\\k<n11>)(?=(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n13>|(?!id\\x3a)(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?=(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])))(?:(?:[\\x2d0-9A-Za-z])+\\x3a)?(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n14>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["sub-ns-name","epc-scheme"];
let text = '';
let viewing = false;
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
      if (p8 < n && (c = s.charCodeAt(p8), c === 58)) { p9 = p8 + 1; } else { p9 = -1;  }
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
      if (p17 < n && (c = s.charCodeAt(p17), c === 58)) { p18 = p17 + 1; } else { p18 = -1;  }
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
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p22 = p + 1; } else { p22 = -1;  }
    if (p22 < 0) { out = -1;  break L20; }
    var p23;
    var q24 = p22, r25 = 0;
    while (q24 < n) {
      var p28;
      var q29 = q24;
      while (q29 < n && (c = s.charCodeAt(q29), T1[c] === 1)) q29++;
      p28 = q29 - q24 >= 1 ? q29 : -1;
      if (p28 < 0) break;
      if (p28 === q24) { break; }
      r25++; q24 = p28;
      if (r25 === 1) break;
    }
    p23 = q24;
    if (p23 < 0) { out = -1;  break L20; }
    out = p23;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
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
    var q37 = p33, r38 = 0;
    while (q37 < n) {
      var p41;
      L42: {
        var k43 = kn;
        var p44;
        p44 = f9(q37);
        if (p44 < 0) { p41 = -1; kn = k43; break L42; }
        var p45;
        if (p44 < n && (c = s.charCodeAt(p44), c === 58)) { p45 = p44 + 1; } else { p45 = -1;  }
        if (p45 < 0) { p41 = -1; kn = k43; break L42; }
        p41 = p45;
      }
      if (p41 < 0) break;
      if (p41 === q37) { break; }
      r38++; q37 = p41;
      if (r38 === 1) break;
    }
    p36 = q37;
    if (p36 < 0) { out = -1; kn = k32; break L31; }
    var p46;
    var q47 = p36;
    while (q47 < n) {
      if ((c = s.charCodeAt(q47), c < 128 && T5[c] === 1)) { do q47++; while (q47 < n && (c = s.charCodeAt(q47), T5[c] === 1));  continue; }
      var p51;
      p51 = f8(q47);
      if (p51 < 0) break;
      if (p51 === q47) { break; }
      q47 = p51;
    }
    p46 = q47;
    if (p46 < 0) { out = -1; kn = k32; break L31; }
    out = p46;
  }
  return out;
}
function f8(p) { // URN-chars
  var c, out, s = text, n = size;
  L52: {
    var p53;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p53 = p + 1; } else { p53 = -1;  }
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
          if (p66 < n && (c = s.charCodeAt(p66), c === 58)) { p69 = p66 + 1; } else { p69 = -1;  }
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
          if (p78 < n && (c = s.charCodeAt(p78), c === 58)) { p79 = p78 + 1; } else { p79 = -1;  }
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
          if (p88 < n && (c = s.charCodeAt(p88), c === 58)) { p91 = p88 + 1; } else { p91 = -1;  }
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
  L96: {
    var p97;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p97 = p + 1; } else { p97 = -1;  }
    if (p97 >= 0) { p94 = p97; break L96; }
    var p98;
    p98 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 55296) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p98 >= 0) { p94 = p98; break L96; }
    var p99;
    p99 = p + 2 <= n && (c = s.charCodeAt(p + 0), ((c >= 55297 && c <= 56318))) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p99 >= 0) { p94 = p99; break L96; }
    var p100;
    p100 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 56319) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p100 >= 0) { p94 = p100; break L96; }
    var p101;
    L102: {
      var p104;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55296 && c <= 56319)))) { p104 = p + 1; } else { p104 = -1;  }
      if (p104 < 0) { p101 = -1;  break L102; }
      var p105;
      var p106;
      if (p104 < n && (c = s.charCodeAt(p104), ((c >= 56320 && c <= 57343)))) { p106 = p104 + 1; } else { p106 = -1;  }
      p105 = p106 >= 0 ? -1 : p104;
      if (p105 < 0) { p101 = -1;  break L102; }
      p101 = p105;
    }
    if (p101 >= 0) { p94 = p101; break L96; }
    p94 = -1;
  }
  out = p94 >= 0 ? -1 : p;
  return out;
}
function f12(p) { // id-scheme-known
  var c, out, s = text, n = size;
  L108: {
    var p109;
    p109 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 110) ? p + 5 : -1;
    if (p109 >= 0) { out = p109; break L108; }
    var p110;
    p110 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p110 >= 0) { out = p110; break L108; }
    var p111;
    p111 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p111 >= 0) { out = p111; break L108; }
    var p112;
    p112 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p112 >= 0) { out = p112; break L108; }
    var p113;
    p113 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p113 >= 0) { out = p113; break L108; }
    var p114;
    p114 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 112) ? p + 5 : -1;
    if (p114 >= 0) { out = p114; break L108; }
    var p115;
    p115 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p115 >= 0) { out = p115; break L108; }
    var p116;
    p116 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p116 >= 0) { out = p116; break L108; }
    var p117;
    p117 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 99) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 105) ? p + 3 : -1;
    if (p117 >= 0) { out = p117; break L108; }
    var p118;
    p118 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p118 >= 0) { out = p118; break L108; }
    var p119;
    p119 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 110) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p119 >= 0) { out = p119; break L108; }
    var p120;
    p120 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p120 >= 0) { out = p120; break L108; }
    var p121;
    p121 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 112) ? p + 4 : -1;
    if (p121 >= 0) { out = p121; break L108; }
    var p122;
    p122 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 117) && (c = s.charCodeAt(p + 3), c === 105) ? p + 4 : -1;
    if (p122 >= 0) { out = p122; break L108; }
    var p123;
    p123 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 112) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) ? p + 4 : -1;
    if (p123 >= 0) { out = p123; break L108; }
    var p124;
    p124 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 100) ? p + 3 : -1;
    if (p124 >= 0) { out = p124; break L108; }
    var p125;
    p125 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 100) ? p + 5 : -1;
    if (p125 >= 0) { out = p125; break L108; }
    var p126;
    p126 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 97) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 105) ? p + 3 : -1;
    if (p126 >= 0) { out = p126; break L108; }
    var p127;
    p127 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 98) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 99) ? p + 3 : -1;
    if (p127 >= 0) { out = p127; break L108; }
    var p128;
    p128 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 111) && (c = s.charCodeAt(p + 3), c === 118) && (c = s.charCodeAt(p + 4), c === 110) ? p + 5 : -1;
    if (p128 >= 0) { out = p128; break L108; }
    out = -1;
  }
  return out;
}
function f13(p) { // EPC-URI
  var c, out, s = text, n = size;
  L129: {
    var p130;
    p130 = f14(p);
    if (p130 >= 0) { out = p130; break L129; }
    var p131;
    p131 = f16(p);
    if (p131 >= 0) { out = p131; break L129; }
    var p132;
    p132 = f18(p);
    if (p132 >= 0) { out = p132; break L129; }
    var p133;
    p133 = f20(p);
    if (p133 >= 0) { out = p133; break L129; }
    var p134;
    p134 = f22(p);
    if (p134 >= 0) { out = p134; break L129; }
    var p135;
    p135 = f24(p);
    if (p135 >= 0) { out = p135; break L129; }
    var p136;
    p136 = f26(p);
    if (p136 >= 0) { out = p136; break L129; }
    var p137;
    p137 = f28(p);
    if (p137 >= 0) { out = p137; break L129; }
    var p138;
    p138 = f30(p);
    if (p138 >= 0) { out = p138; break L129; }
    var p139;
    p139 = f32(p);
    if (p139 >= 0) { out = p139; break L129; }
    var p140;
    p140 = f34(p);
    if (p140 >= 0) { out = p140; break L129; }
    var p141;
    p141 = f36(p);
    if (p141 >= 0) { out = p141; break L129; }
    var p142;
    p142 = f38(p);
    if (p142 >= 0) { out = p142; break L129; }
    var p143;
    p143 = f40(p);
    if (p143 >= 0) { out = p143; break L129; }
    var p144;
    p144 = f42(p);
    if (p144 >= 0) { out = p144; break L129; }
    var p145;
    p145 = f44(p);
    if (p145 >= 0) { out = p145; break L129; }
    var p146;
    p146 = f46(p);
    if (p146 >= 0) { out = p146; break L129; }
    var p147;
    p147 = f52(p);
    if (p147 >= 0) { out = p147; break L129; }
    var p148;
    p148 = f57(p);
    if (p148 >= 0) { out = p148; break L129; }
    var p149;
    p149 = f59(p);
    if (p149 >= 0) { out = p149; break L129; }
    out = -1;
  }
  return out;
}
function f14(p) { // SGTIN-URI
  var c, out, s = text, n = size;
  L150: {
    var k151 = kn;
    var p152;
    var p153;
    p153 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p152 = p153 >= 0 ? p : -1;
    if (p152 < 0) { out = -1; kn = k151; break L150; }
    var p155;
    p155 = f9(p152);
    if (p155 < 0) { out = -1; kn = k151; break L150; }
    var p156;
    if (p155 < n && (c = s.charCodeAt(p155), c === 58)) { p156 = p155 + 1; } else { p156 = -1;  }
    if (p156 < 0) { out = -1; kn = k151; break L150; }
    var p157;
    p157 = f15(p156);
    if (p157 < 0) { out = -1; kn = k151; break L150; }
    out = p157;
  }
  return out;
}
function f15(p) { // SGTINURIBody
  var c, out, s = text, n = size;
  L158: {
    var p160;
    var q161 = p, r162 = 0, e164 = false;
    while (q161 < n) {
      var p165;
      L166: {
        var p168;
        p168 = f64(q161);
        if (p168 < 0) { p165 = -1;  break L166; }
        var p169;
        if (p168 < n && (c = s.charCodeAt(p168), c === 46)) { p169 = p168 + 1; } else { p169 = -1;  }
        if (p169 < 0) { p165 = -1;  break L166; }
        p165 = p169;
      }
      if (p165 < 0) break;
      if (p165 === q161) { e164 = true; break; }
      r162++; q161 = p165;
      if (r162 === 2) break;
    }
    if (e164 || r162 >= 2) p160 = q161; else { p160 = -1;  }
    if (p160 < 0) { out = -1;  break L158; }
    var p170;
    p170 = f74(p160);
    if (p170 < 0) { out = -1;  break L158; }
    out = p170;
  }
  return out;
}
function f16(p) { // SSCC-URI
  var c, out, s = text, n = size;
  L171: {
    var k172 = kn;
    var p173;
    var p174;
    p174 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p173 = p174 >= 0 ? p : -1;
    if (p173 < 0) { out = -1; kn = k172; break L171; }
    var p176;
    p176 = f9(p173);
    if (p176 < 0) { out = -1; kn = k172; break L171; }
    var p177;
    if (p176 < n && (c = s.charCodeAt(p176), c === 58)) { p177 = p176 + 1; } else { p177 = -1;  }
    if (p177 < 0) { out = -1; kn = k172; break L171; }
    var p178;
    p178 = f17(p177);
    if (p178 < 0) { out = -1; kn = k172; break L171; }
    out = p178;
  }
  return out;
}
function f17(p) { // SSCCURIBody
  var c, out, s = text, n = size;
  L179: {
    var p181;
    p181 = f64(p);
    if (p181 < 0) { out = -1;  break L179; }
    var p182;
    if (p181 < n && (c = s.charCodeAt(p181), c === 46)) { p182 = p181 + 1; } else { p182 = -1;  }
    if (p182 < 0) { out = -1;  break L179; }
    var p183;
    p183 = f64(p182);
    if (p183 < 0) { out = -1;  break L179; }
    out = p183;
  }
  return out;
}
function f18(p) { // SGLN-URI
  var c, out, s = text, n = size;
  L184: {
    var k185 = kn;
    var p186;
    var p187;
    p187 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p186 = p187 >= 0 ? p : -1;
    if (p186 < 0) { out = -1; kn = k185; break L184; }
    var p189;
    p189 = f9(p186);
    if (p189 < 0) { out = -1; kn = k185; break L184; }
    var p190;
    if (p189 < n && (c = s.charCodeAt(p189), c === 58)) { p190 = p189 + 1; } else { p190 = -1;  }
    if (p190 < 0) { out = -1; kn = k185; break L184; }
    var p191;
    p191 = f19(p190);
    if (p191 < 0) { out = -1; kn = k185; break L184; }
    out = p191;
  }
  return out;
}
function f19(p) { // SGLNURIBody
  var c, out, s = text, n = size;
  L192: {
    var p194;
    p194 = f64(p);
    if (p194 < 0) { out = -1;  break L192; }
    var p195;
    if (p194 < n && (c = s.charCodeAt(p194), c === 46)) { p195 = p194 + 1; } else { p195 = -1;  }
    if (p195 < 0) { out = -1;  break L192; }
    var p196;
    p196 = f65(p195);
    if (p196 < 0) { out = -1;  break L192; }
    var p197;
    if (p196 < n && (c = s.charCodeAt(p196), c === 46)) { p197 = p196 + 1; } else { p197 = -1;  }
    if (p197 < 0) { out = -1;  break L192; }
    var p198;
    p198 = f74(p197);
    if (p198 < 0) { out = -1;  break L192; }
    out = p198;
  }
  return out;
}
function f20(p) { // GRAI-URI
  var c, out, s = text, n = size;
  L199: {
    var k200 = kn;
    var p201;
    var p202;
    p202 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p201 = p202 >= 0 ? p : -1;
    if (p201 < 0) { out = -1; kn = k200; break L199; }
    var p204;
    p204 = f9(p201);
    if (p204 < 0) { out = -1; kn = k200; break L199; }
    var p205;
    if (p204 < n && (c = s.charCodeAt(p204), c === 58)) { p205 = p204 + 1; } else { p205 = -1;  }
    if (p205 < 0) { out = -1; kn = k200; break L199; }
    var p206;
    p206 = f21(p205);
    if (p206 < 0) { out = -1; kn = k200; break L199; }
    out = p206;
  }
  return out;
}
function f21(p) { // GRAIURIBody
  var c, out, s = text, n = size;
  L207: {
    var p209;
    p209 = f64(p);
    if (p209 < 0) { out = -1;  break L207; }
    var p210;
    if (p209 < n && (c = s.charCodeAt(p209), c === 46)) { p210 = p209 + 1; } else { p210 = -1;  }
    if (p210 < 0) { out = -1;  break L207; }
    var p211;
    p211 = f65(p210);
    if (p211 < 0) { out = -1;  break L207; }
    var p212;
    if (p211 < n && (c = s.charCodeAt(p211), c === 46)) { p212 = p211 + 1; } else { p212 = -1;  }
    if (p212 < 0) { out = -1;  break L207; }
    var p213;
    p213 = f74(p212);
    if (p213 < 0) { out = -1;  break L207; }
    out = p213;
  }
  return out;
}
function f22(p) { // GIAI-URI
  var c, out, s = text, n = size;
  L214: {
    var k215 = kn;
    var p216;
    var p217;
    p217 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 97) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p216 = p217 >= 0 ? p : -1;
    if (p216 < 0) { out = -1; kn = k215; break L214; }
    var p219;
    p219 = f9(p216);
    if (p219 < 0) { out = -1; kn = k215; break L214; }
    var p220;
    if (p219 < n && (c = s.charCodeAt(p219), c === 58)) { p220 = p219 + 1; } else { p220 = -1;  }
    if (p220 < 0) { out = -1; kn = k215; break L214; }
    var p221;
    p221 = f23(p220);
    if (p221 < 0) { out = -1; kn = k215; break L214; }
    out = p221;
  }
  return out;
}
function f23(p) { // GIAIURIBody
  var c, out, s = text, n = size;
  L222: {
    var p224;
    p224 = f64(p);
    if (p224 < 0) { out = -1;  break L222; }
    var p225;
    if (p224 < n && (c = s.charCodeAt(p224), c === 46)) { p225 = p224 + 1; } else { p225 = -1;  }
    if (p225 < 0) { out = -1;  break L222; }
    var p226;
    p226 = f74(p225);
    if (p226 < 0) { out = -1;  break L222; }
    out = p226;
  }
  return out;
}
function f24(p) { // GSRN-URI
  var c, out, s = text, n = size;
  L227: {
    var k228 = kn;
    var p229;
    var p230;
    p230 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p229 = p230 >= 0 ? p : -1;
    if (p229 < 0) { out = -1; kn = k228; break L227; }
    var p232;
    p232 = f9(p229);
    if (p232 < 0) { out = -1; kn = k228; break L227; }
    var p233;
    if (p232 < n && (c = s.charCodeAt(p232), c === 58)) { p233 = p232 + 1; } else { p233 = -1;  }
    if (p233 < 0) { out = -1; kn = k228; break L227; }
    var p234;
    p234 = f25(p233);
    if (p234 < 0) { out = -1; kn = k228; break L227; }
    out = p234;
  }
  return out;
}
function f25(p) { // GSRNURIBody
  var c, out, s = text, n = size;
  L235: {
    var p237;
    p237 = f64(p);
    if (p237 < 0) { out = -1;  break L235; }
    var p238;
    if (p237 < n && (c = s.charCodeAt(p237), c === 46)) { p238 = p237 + 1; } else { p238 = -1;  }
    if (p238 < 0) { out = -1;  break L235; }
    var p239;
    p239 = f64(p238);
    if (p239 < 0) { out = -1;  break L235; }
    out = p239;
  }
  return out;
}
function f26(p) { // GSRNP-URI
  var c, out, s = text, n = size;
  L240: {
    var k241 = kn;
    var p242;
    var p243;
    p243 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 112) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p242 = p243 >= 0 ? p : -1;
    if (p242 < 0) { out = -1; kn = k241; break L240; }
    var p245;
    p245 = f9(p242);
    if (p245 < 0) { out = -1; kn = k241; break L240; }
    var p246;
    if (p245 < n && (c = s.charCodeAt(p245), c === 58)) { p246 = p245 + 1; } else { p246 = -1;  }
    if (p246 < 0) { out = -1; kn = k241; break L240; }
    var p247;
    p247 = f27(p246);
    if (p247 < 0) { out = -1; kn = k241; break L240; }
    out = p247;
  }
  return out;
}
function f27(p) { // GSRNPURIBody
  var c, out, s = text, n = size;
  L248: {
    var p250;
    p250 = f64(p);
    if (p250 < 0) { out = -1;  break L248; }
    var p251;
    if (p250 < n && (c = s.charCodeAt(p250), c === 46)) { p251 = p250 + 1; } else { p251 = -1;  }
    if (p251 < 0) { out = -1;  break L248; }
    var p252;
    p252 = f64(p251);
    if (p252 < 0) { out = -1;  break L248; }
    out = p252;
  }
  return out;
}
function f28(p) { // GDTI-URI
  var c, out, s = text, n = size;
  L253: {
    var k254 = kn;
    var p255;
    var p256;
    p256 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p255 = p256 >= 0 ? p : -1;
    if (p255 < 0) { out = -1; kn = k254; break L253; }
    var p258;
    p258 = f9(p255);
    if (p258 < 0) { out = -1; kn = k254; break L253; }
    var p259;
    if (p258 < n && (c = s.charCodeAt(p258), c === 58)) { p259 = p258 + 1; } else { p259 = -1;  }
    if (p259 < 0) { out = -1; kn = k254; break L253; }
    var p260;
    p260 = f29(p259);
    if (p260 < 0) { out = -1; kn = k254; break L253; }
    out = p260;
  }
  return out;
}
function f29(p) { // GDTIURIBody
  var c, out, s = text, n = size;
  L261: {
    var p263;
    p263 = f64(p);
    if (p263 < 0) { out = -1;  break L261; }
    var p264;
    if (p263 < n && (c = s.charCodeAt(p263), c === 46)) { p264 = p263 + 1; } else { p264 = -1;  }
    if (p264 < 0) { out = -1;  break L261; }
    var p265;
    p265 = f65(p264);
    if (p265 < 0) { out = -1;  break L261; }
    var p266;
    if (p265 < n && (c = s.charCodeAt(p265), c === 46)) { p266 = p265 + 1; } else { p266 = -1;  }
    if (p266 < 0) { out = -1;  break L261; }
    var p267;
    p267 = f74(p266);
    if (p267 < 0) { out = -1;  break L261; }
    out = p267;
  }
  return out;
}
function f30(p) { // CPI-URI
  var c, out, s = text, n = size;
  L268: {
    var k269 = kn;
    var p270;
    var p271;
    p271 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 99) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p270 = p271 >= 0 ? p : -1;
    if (p270 < 0) { out = -1; kn = k269; break L268; }
    var p273;
    p273 = f9(p270);
    if (p273 < 0) { out = -1; kn = k269; break L268; }
    var p274;
    if (p273 < n && (c = s.charCodeAt(p273), c === 58)) { p274 = p273 + 1; } else { p274 = -1;  }
    if (p274 < 0) { out = -1; kn = k269; break L268; }
    var p275;
    p275 = f31(p274);
    if (p275 < 0) { out = -1; kn = k269; break L268; }
    out = p275;
  }
  return out;
}
function f31(p) { // CPIURIBody
  var c, out, s = text, n = size;
  L276: {
    var p278;
    p278 = f64(p);
    if (p278 < 0) { out = -1;  break L276; }
    var p279;
    if (p278 < n && (c = s.charCodeAt(p278), c === 46)) { p279 = p278 + 1; } else { p279 = -1;  }
    if (p279 < 0) { out = -1;  break L276; }
    var p280;
    p280 = f76(p279);
    if (p280 < 0) { out = -1;  break L276; }
    var p281;
    if (p280 < n && (c = s.charCodeAt(p280), c === 46)) { p281 = p280 + 1; } else { p281 = -1;  }
    if (p281 < 0) { out = -1;  break L276; }
    var p282;
    p282 = f61(p281);
    if (p282 < 0) { out = -1;  break L276; }
    out = p282;
  }
  return out;
}
function f32(p) { // SGCN-URI
  var c, out, s = text, n = size;
  L283: {
    var k284 = kn;
    var p285;
    var p286;
    p286 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p285 = p286 >= 0 ? p : -1;
    if (p285 < 0) { out = -1; kn = k284; break L283; }
    var p288;
    p288 = f9(p285);
    if (p288 < 0) { out = -1; kn = k284; break L283; }
    var p289;
    if (p288 < n && (c = s.charCodeAt(p288), c === 58)) { p289 = p288 + 1; } else { p289 = -1;  }
    if (p289 < 0) { out = -1; kn = k284; break L283; }
    var p290;
    p290 = f33(p289);
    if (p290 < 0) { out = -1; kn = k284; break L283; }
    out = p290;
  }
  return out;
}
function f33(p) { // SGCNURIBody
  var c, out, s = text, n = size;
  L291: {
    var p293;
    p293 = f64(p);
    if (p293 < 0) { out = -1;  break L291; }
    var p294;
    if (p293 < n && (c = s.charCodeAt(p293), c === 46)) { p294 = p293 + 1; } else { p294 = -1;  }
    if (p294 < 0) { out = -1;  break L291; }
    var p295;
    p295 = f65(p294);
    if (p295 < 0) { out = -1;  break L291; }
    var p296;
    if (p295 < n && (c = s.charCodeAt(p295), c === 46)) { p296 = p295 + 1; } else { p296 = -1;  }
    if (p296 < 0) { out = -1;  break L291; }
    var p297;
    p297 = f64(p296);
    if (p297 < 0) { out = -1;  break L291; }
    out = p297;
  }
  return out;
}
function f34(p) { // GINC-URI
  var c, out, s = text, n = size;
  L298: {
    var k299 = kn;
    var p300;
    var p301;
    p301 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 110) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p300 = p301 >= 0 ? p : -1;
    if (p300 < 0) { out = -1; kn = k299; break L298; }
    var p303;
    p303 = f9(p300);
    if (p303 < 0) { out = -1; kn = k299; break L298; }
    var p304;
    if (p303 < n && (c = s.charCodeAt(p303), c === 58)) { p304 = p303 + 1; } else { p304 = -1;  }
    if (p304 < 0) { out = -1; kn = k299; break L298; }
    var p305;
    p305 = f35(p304);
    if (p305 < 0) { out = -1; kn = k299; break L298; }
    out = p305;
  }
  return out;
}
function f35(p) { // GINCURIBody
  var c, out, s = text, n = size;
  L306: {
    var p308;
    p308 = f64(p);
    if (p308 < 0) { out = -1;  break L306; }
    var p309;
    if (p308 < n && (c = s.charCodeAt(p308), c === 46)) { p309 = p308 + 1; } else { p309 = -1;  }
    if (p309 < 0) { out = -1;  break L306; }
    var p310;
    p310 = f74(p309);
    if (p310 < 0) { out = -1;  break L306; }
    out = p310;
  }
  return out;
}
function f36(p) { // GSIN-URI
  var c, out, s = text, n = size;
  L311: {
    var k312 = kn;
    var p313;
    var p314;
    p314 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p313 = p314 >= 0 ? p : -1;
    if (p313 < 0) { out = -1; kn = k312; break L311; }
    var p316;
    p316 = f9(p313);
    if (p316 < 0) { out = -1; kn = k312; break L311; }
    var p317;
    if (p316 < n && (c = s.charCodeAt(p316), c === 58)) { p317 = p316 + 1; } else { p317 = -1;  }
    if (p317 < 0) { out = -1; kn = k312; break L311; }
    var p318;
    p318 = f37(p317);
    if (p318 < 0) { out = -1; kn = k312; break L311; }
    out = p318;
  }
  return out;
}
function f37(p) { // GSINURIBody
  var c, out, s = text, n = size;
  L319: {
    var p321;
    p321 = f64(p);
    if (p321 < 0) { out = -1;  break L319; }
    var p322;
    if (p321 < n && (c = s.charCodeAt(p321), c === 46)) { p322 = p321 + 1; } else { p322 = -1;  }
    if (p322 < 0) { out = -1;  break L319; }
    var p323;
    p323 = f64(p322);
    if (p323 < 0) { out = -1;  break L319; }
    out = p323;
  }
  return out;
}
function f38(p) { // ITIP-URI
  var c, out, s = text, n = size;
  L324: {
    var k325 = kn;
    var p326;
    var p327;
    p327 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 112) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p326 = p327 >= 0 ? p : -1;
    if (p326 < 0) { out = -1; kn = k325; break L324; }
    var p329;
    p329 = f9(p326);
    if (p329 < 0) { out = -1; kn = k325; break L324; }
    var p330;
    if (p329 < n && (c = s.charCodeAt(p329), c === 58)) { p330 = p329 + 1; } else { p330 = -1;  }
    if (p330 < 0) { out = -1; kn = k325; break L324; }
    var p331;
    p331 = f39(p330);
    if (p331 < 0) { out = -1; kn = k325; break L324; }
    out = p331;
  }
  return out;
}
function f39(p) { // ITIPURIBody
  var c, out, s = text, n = size;
  L332: {
    var p334;
    var q335 = p, r336 = 0, e338 = false;
    while (q335 < n) {
      var p339;
      L340: {
        var p342;
        p342 = f64(q335);
        if (p342 < 0) { p339 = -1;  break L340; }
        var p343;
        if (p342 < n && (c = s.charCodeAt(p342), c === 46)) { p343 = p342 + 1; } else { p343 = -1;  }
        if (p343 < 0) { p339 = -1;  break L340; }
        p339 = p343;
      }
      if (p339 < 0) break;
      if (p339 === q335) { e338 = true; break; }
      r336++; q335 = p339;
      if (r336 === 4) break;
    }
    if (e338 || r336 >= 4) p334 = q335; else { p334 = -1;  }
    if (p334 < 0) { out = -1;  break L332; }
    var p344;
    p344 = f74(p334);
    if (p344 < 0) { out = -1;  break L332; }
    out = p344;
  }
  return out;
}
function f40(p) { // UPUI-URI
  var c, out, s = text, n = size;
  L345: {
    var k346 = kn;
    var p347;
    var p348;
    p348 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 117) && (c = s.charCodeAt(p + 3), c === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p347 = p348 >= 0 ? p : -1;
    if (p347 < 0) { out = -1; kn = k346; break L345; }
    var p350;
    p350 = f9(p347);
    if (p350 < 0) { out = -1; kn = k346; break L345; }
    var p351;
    if (p350 < n && (c = s.charCodeAt(p350), c === 58)) { p351 = p350 + 1; } else { p351 = -1;  }
    if (p351 < 0) { out = -1; kn = k346; break L345; }
    var p352;
    p352 = f41(p351);
    if (p352 < 0) { out = -1; kn = k346; break L345; }
    out = p352;
  }
  return out;
}
function f41(p) { // UPUIURIBody
  var c, out, s = text, n = size;
  L353: {
    var p355;
    p355 = f64(p);
    if (p355 < 0) { out = -1;  break L353; }
    var p356;
    if (p355 < n && (c = s.charCodeAt(p355), c === 46)) { p356 = p355 + 1; } else { p356 = -1;  }
    if (p356 < 0) { out = -1;  break L353; }
    var p357;
    p357 = f64(p356);
    if (p357 < 0) { out = -1;  break L353; }
    var p358;
    if (p357 < n && (c = s.charCodeAt(p357), c === 46)) { p358 = p357 + 1; } else { p358 = -1;  }
    if (p358 < 0) { out = -1;  break L353; }
    var p359;
    p359 = f74(p358);
    if (p359 < 0) { out = -1;  break L353; }
    out = p359;
  }
  return out;
}
function f42(p) { // PGLN-URI
  var c, out, s = text, n = size;
  L360: {
    var k361 = kn;
    var p362;
    var p363;
    p363 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 112) && (c = s.charCodeAt(p + 1), c === 103) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    p362 = p363 >= 0 ? p : -1;
    if (p362 < 0) { out = -1; kn = k361; break L360; }
    var p365;
    p365 = f9(p362);
    if (p365 < 0) { out = -1; kn = k361; break L360; }
    var p366;
    if (p365 < n && (c = s.charCodeAt(p365), c === 58)) { p366 = p365 + 1; } else { p366 = -1;  }
    if (p366 < 0) { out = -1; kn = k361; break L360; }
    var p367;
    p367 = f43(p366);
    if (p367 < 0) { out = -1; kn = k361; break L360; }
    out = p367;
  }
  return out;
}
function f43(p) { // PGLNURIBody
  var c, out, s = text, n = size;
  L368: {
    var p370;
    p370 = f64(p);
    if (p370 < 0) { out = -1;  break L368; }
    var p371;
    if (p370 < n && (c = s.charCodeAt(p370), c === 46)) { p371 = p370 + 1; } else { p371 = -1;  }
    if (p371 < 0) { out = -1;  break L368; }
    var p372;
    p372 = f65(p371);
    if (p372 < 0) { out = -1;  break L368; }
    out = p372;
  }
  return out;
}
function f44(p) { // GID-URI
  var c, out, s = text, n = size;
  L373: {
    var k374 = kn;
    var p375;
    var p376;
    p376 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 103) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p375 = p376 >= 0 ? p : -1;
    if (p375 < 0) { out = -1; kn = k374; break L373; }
    var p378;
    p378 = f9(p375);
    if (p378 < 0) { out = -1; kn = k374; break L373; }
    var p379;
    if (p378 < n && (c = s.charCodeAt(p378), c === 58)) { p379 = p378 + 1; } else { p379 = -1;  }
    if (p379 < 0) { out = -1; kn = k374; break L373; }
    var p380;
    p380 = f45(p379);
    if (p380 < 0) { out = -1; kn = k374; break L373; }
    out = p380;
  }
  return out;
}
function f45(p) { // GIDURIBody
  var c, out, s = text, n = size;
  L381: {
    var p383;
    var q384 = p, r385 = 0, e387 = false;
    while (q384 < n) {
      var p388;
      L389: {
        var p391;
        p391 = f61(q384);
        if (p391 < 0) { p388 = -1;  break L389; }
        var p392;
        if (p391 < n && (c = s.charCodeAt(p391), c === 46)) { p392 = p391 + 1; } else { p392 = -1;  }
        if (p392 < 0) { p388 = -1;  break L389; }
        p388 = p392;
      }
      if (p388 < 0) break;
      if (p388 === q384) { e387 = true; break; }
      r385++; q384 = p388;
      if (r385 === 2) break;
    }
    if (e387 || r385 >= 2) p383 = q384; else { p383 = -1;  }
    if (p383 < 0) { out = -1;  break L381; }
    var p393;
    p393 = f61(p383);
    if (p393 < 0) { out = -1;  break L381; }
    out = p393;
  }
  return out;
}
function f46(p) { // USDOD-URI
  var c, out, s = text, n = size;
  L394: {
    var k395 = kn;
    var p396;
    var p397;
    p397 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 117) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 100) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p396 = p397 >= 0 ? p : -1;
    if (p396 < 0) { out = -1; kn = k395; break L394; }
    var p399;
    p399 = f9(p396);
    if (p399 < 0) { out = -1; kn = k395; break L394; }
    var p400;
    if (p399 < n && (c = s.charCodeAt(p399), c === 58)) { p400 = p399 + 1; } else { p400 = -1;  }
    if (p400 < 0) { out = -1; kn = k395; break L394; }
    var p401;
    p401 = f47(p400);
    if (p401 < 0) { out = -1; kn = k395; break L394; }
    out = p401;
  }
  return out;
}
function f47(p) { // USDODURIBody
  var c, out, s = text, n = size;
  L402: {
    var p404;
    p404 = f48(p);
    if (p404 < 0) { out = -1;  break L402; }
    var p405;
    if (p404 < n && (c = s.charCodeAt(p404), c === 46)) { p405 = p404 + 1; } else { p405 = -1;  }
    if (p405 < 0) { out = -1;  break L402; }
    var p406;
    p406 = f61(p405);
    if (p406 < 0) { out = -1;  break L402; }
    out = p406;
  }
  return out;
}
function f48(p) { // CAGECodeOrDODAAC
  var c, out, s = text, n = size;
  L407: {
    var p408;
    var q409 = p, e410 = p + 6;
    if (e410 <= n) while (q409 < e410 && (c = s.charCodeAt(q409), c < 128 && T7[c] === 1)) q409++;
    p408 = q409 === e410 ? e410 : -1;
    if (p408 >= 0) { out = p408; break L407; }
    var p411;
    var q412 = p, e413 = p + 5;
    if (e413 <= n) while (q412 < e413 && (c = s.charCodeAt(q412), c < 128 && T7[c] === 1)) q412++;
    p411 = q412 === e413 ? e413 : -1;
    if (p411 >= 0) { out = p411; break L407; }
    out = -1;
  }
  return out;
}
function f52(p) { // ADI-URI
  var c, out, s = text, n = size;
  L418: {
    var k419 = kn;
    var p420;
    var p421;
    p421 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 97) && (c = s.charCodeAt(p + 1), c === 100) && (c = s.charCodeAt(p + 2), c === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p420 = p421 >= 0 ? p : -1;
    if (p420 < 0) { out = -1; kn = k419; break L418; }
    var p423;
    p423 = f9(p420);
    if (p423 < 0) { out = -1; kn = k419; break L418; }
    var p424;
    if (p423 < n && (c = s.charCodeAt(p423), c === 58)) { p424 = p423 + 1; } else { p424 = -1;  }
    if (p424 < 0) { out = -1; kn = k419; break L418; }
    var p425;
    p425 = f53(p424);
    if (p425 < 0) { out = -1; kn = k419; break L418; }
    out = p425;
  }
  return out;
}
function f53(p) { // ADIURIBody
  var c, out, s = text, n = size;
  L426: {
    var p428;
    p428 = f48(p);
    if (p428 < 0) { out = -1;  break L426; }
    var p429;
    if (p428 < n && (c = s.charCodeAt(p428), c === 46)) { p429 = p428 + 1; } else { p429 = -1;  }
    if (p429 < 0) { out = -1;  break L426; }
    var p430;
    p430 = f54(p429);
    if (p430 < 0) { out = -1;  break L426; }
    var p431;
    if (p430 < n && (c = s.charCodeAt(p430), c === 46)) { p431 = p430 + 1; } else { p431 = -1;  }
    if (p431 < 0) { out = -1;  break L426; }
    var p432;
    p432 = f55(p431);
    if (p432 < 0) { out = -1;  break L426; }
    out = p432;
  }
  return out;
}
function f54(p) { // ADIComponent
  var c, out, s = text, n = size;
  var q433 = p;
  while (q433 < n) {
    if ((c = s.charCodeAt(q433), c < 128 && T8[c] === 1)) { do q433++; while (q433 < n && (c = s.charCodeAt(q433), T8[c] === 1));  continue; }
    var p437;
    p437 = f56(q433);
    if (p437 < 0) break;
    if (p437 === q433) { break; }
    q433 = p437;
  }
  out = q433;
  return out;
}
function f55(p) { // ADIExtendedComponent
  var c, out, s = text, n = size;
  L438: {
    var p440;
    var q441 = p, r442 = 0;
    while (q441 < n) {
      var p445;
      p445 = q441 + 3 <= n && (c = s.charCodeAt(q441 + 0), c === 37) && (c = s.charCodeAt(q441 + 1), c === 50) && (c = s.charCodeAt(q441 + 2), c === 51) ? q441 + 3 : -1;
      if (p445 < 0) break;
      if (p445 === q441) { break; }
      r442++; q441 = p445;
      if (r442 === 1) break;
    }
    p440 = q441;
    if (p440 < 0) { out = -1;  break L438; }
    var p446;
    var q447 = p440, r448 = 0, e450 = false;
    while (q447 < n) {
      if ((c = s.charCodeAt(q447), c < 128 && T8[c] === 1)) { var k449z = q447; do q447++; while (q447 < n && (c = s.charCodeAt(q447), T8[c] === 1)); r448 += q447 - k449z;  continue; }
      var p451;
      p451 = f56(q447);
      if (p451 < 0) break;
      if (p451 === q447) { e450 = true; break; }
      r448++; q447 = p451;
    }
    if (e450 || r448 >= 1) p446 = q447; else { p446 = -1;  }
    if (p446 < 0) { out = -1;  break L438; }
    out = p446;
  }
  return out;
}
function f56(p) { // ADIChar
  var c, out, s = text, n = size;
  L452: {
    var p453;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p453 = p + 1; } else { p453 = -1;  }
    if (p453 >= 0) { out = p453; break L452; }
    var p454;
    p454 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p454 >= 0) { out = p454; break L452; }
    out = -1;
  }
  return out;
}
function f57(p) { // BIC-URI
  var c, out, s = text, n = size;
  L455: {
    var k456 = kn;
    var p457;
    var p458;
    p458 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 98) && (c = s.charCodeAt(p + 1), c === 105) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p457 = p458 >= 0 ? p : -1;
    if (p457 < 0) { out = -1; kn = k456; break L455; }
    var p460;
    p460 = f9(p457);
    if (p460 < 0) { out = -1; kn = k456; break L455; }
    var p461;
    if (p460 < n && (c = s.charCodeAt(p460), c === 58)) { p461 = p460 + 1; } else { p461 = -1;  }
    if (p461 < 0) { out = -1; kn = k456; break L455; }
    var p462;
    p462 = p461 + 11 <= n && (c = s.charCodeAt(p461 + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p461 + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p461 + 2), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p461 + 3), c < 128 && T9[c] === 1) && (c = s.charCodeAt(p461 + 4), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p461 + 5), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p461 + 6), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p461 + 7), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p461 + 8), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p461 + 9), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p461 + 10), c < 128 && T4[c] === 1) ? p461 + 11 : -1;
    if (p462 < 0) { out = -1; kn = k456; break L455; }
    out = p462;
  }
  return out;
}
function f59(p) { // IMOVN-URI
  var c, out, s = text, n = size;
  L463: {
    var k464 = kn;
    var p465;
    var p466;
    p466 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 105) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 111) && (c = s.charCodeAt(p + 3), c === 118) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 58) ? p + 6 : -1;
    p465 = p466 >= 0 ? p : -1;
    if (p465 < 0) { out = -1; kn = k464; break L463; }
    var p468;
    p468 = f9(p465);
    if (p468 < 0) { out = -1; kn = k464; break L463; }
    var p469;
    if (p468 < n && (c = s.charCodeAt(p468), c === 58)) { p469 = p468 + 1; } else { p469 = -1;  }
    if (p469 < 0) { out = -1; kn = k464; break L463; }
    var p470;
    var q471 = p469, e472 = p469 + 7;
    if (e472 <= n) while (q471 < e472 && (c = s.charCodeAt(q471), c < 128 && T4[c] === 1)) q471++;
    p470 = q471 === e472 ? e472 : -1;
    if (p470 < 0) { out = -1; kn = k464; break L463; }
    out = p470;
  }
  return out;
}
function f61(p) { // NumericComponent
  var c, out, s = text, n = size;
  L475: {
    var p476;
    if (p < n && (c = s.charCodeAt(p), c === 48)) { p476 = p + 1; } else { p476 = -1;  }
    if (p476 >= 0) { out = p476; break L475; }
    var p477;
    p477 = f63(p);
    if (p477 >= 0) { out = p477; break L475; }
    out = -1;
  }
  return out;
}
function f63(p) { // NonZeroComponent
  var c, out, s = text, n = size;
  L478: {
    var p480;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p480 = p + 1; } else { p480 = -1;  }
    if (p480 < 0) { out = -1;  break L478; }
    var p481;
    var q482 = p480;
    while (q482 < n && (c = s.charCodeAt(q482), T4[c] === 1)) q482++;
    p481 = q482;
    if (p481 < 0) { out = -1;  break L478; }
    out = p481;
  }
  return out;
}
function f64(p) { // PaddedNumericComponent
  var c, out, s = text, n = size;
  var q484 = p;
  while (q484 < n && (c = s.charCodeAt(q484), T4[c] === 1)) q484++;
  out = q484 - p >= 1 ? q484 : -1;
  return out;
}
function f65(p) { // PaddedNumericComponentOrEmpty
  var c, out, s = text, n = size;
  var q486 = p;
  while (q486 < n && (c = s.charCodeAt(q486), T4[c] === 1)) q486++;
  out = q486;
  return out;
}
function f73(p) { // GS3A3Char
  var c, out, s = text, n = size;
  L488: {
    var p489;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p489 = p + 1; } else { p489 = -1;  }
    if (p489 >= 0) { out = p489; break L488; }
    var p490;
    p490 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
    if (p490 >= 0) { out = p490; break L488; }
    out = -1;
  }
  return out;
}
function f74(p) { // GS3A3Component
  var c, out, s = text, n = size;
  var q491 = p, r492 = 0, e494 = false;
  while (q491 < n) {
    if ((c = s.charCodeAt(q491), c < 128 && T14[c] === 1)) { var k493z = q491; do q491++; while (q491 < n && (c = s.charCodeAt(q491), T14[c] === 1)); r492 += q491 - k493z;  continue; }
    var p495;
    p495 = f73(q491);
    if (p495 < 0) break;
    if (p495 === q491) { e494 = true; break; }
    r492++; q491 = p495;
  }
  if (e494 || r492 >= 1) out = q491; else { out = -1;  }
  return out;
}
function f75(p) { // CPRefChar
  var c, out, s = text, n = size;
  L496: {
    var p497;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p497 = p + 1; } else { p497 = -1;  }
    if (p497 >= 0) { out = p497; break L496; }
    var p498;
    p498 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p498 >= 0) { out = p498; break L496; }
    var p499;
    p499 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), c === 51) ? p + 3 : -1;
    if (p499 >= 0) { out = p499; break L496; }
    out = -1;
  }
  return out;
}
function f76(p) { // CPRefComponent
  var c, out, s = text, n = size;
  var q500 = p, r501 = 0, e503 = false;
  while (q500 < n) {
    if ((c = s.charCodeAt(q500), c < 128 && T8[c] === 1)) { var k502z = q500; do q500++; while (q500 < n && (c = s.charCodeAt(q500), T8[c] === 1)); r501 += q500 - k502z;  continue; }
    var p504;
    p504 = f75(q500);
    if (p504 < 0) break;
    if (p504 === q500) { e503 = true; break; }
    r501++; q500 = p504;
  }
  if (e503 || r501 >= 1) out = q500; else { out = -1;  }
  return out;
}
function f80(p) { // pchar
  var c, out, s = text, n = size;
  L505: {
    var p506;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T16[c] === 1)) { p506 = p + 1; } else { p506 = -1;  }
    if (p506 >= 0) { out = p506; break L505; }
    var p507;
    p507 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T13[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T13[c] === 1) ? p + 3 : -1;
    if (p507 >= 0) { out = p507; break L505; }
    out = -1;
  }
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
  size = to;
  K = caps;
  kn = 0;
  const end = f0(from);
  text = '';
  return end === to ? kn : -1;
}
const byName = { "sub-ns-name": f1, "epc-scheme": f9 };
/**
* Matches `input` from `from` to `to` against one rule (a @parts, @views
* or checked rule), recording the @views rules as well as the @parts: what a
* reader of a part's inner structure asks for on demand. Returns the number
* of entries written, or -1.
*/
function capture(rule, input, caps, from, to) {
  const f = byName[rule];
  if (f === undefined) throw new Error('no rule ' + rule);
  text = input;
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
