// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/iso.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000002ff30efffff70efffff70');
const T1 = table(65536, '000000000000ff300000000000000000');
const T2 = table(128, '0000000000000000efffff70efffff70');
const T3 = table(65536, '000000002dfffff2ffffff78efffff74');
const T4 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const T6 = table(128, '000000000006ff30efffff78efffff74');
const T7 = table(128, '000000002df100820000000000000000');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [
  "originator",
  "type",
  "docnumber",
  "partnumber",
  "status",
  "edition",
  "docversion",
  "language",
  "supplement",
  "docelement",
  "addition"
  ],
  "views": [],
  "namespace": {
    "nid": "iso",
    "aliases": [],
    "source": "RFC 5141 s.2.4.1",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "NSS"
      ],
      "section": "RFC 5141 s.2.9"
    }
    ],
    "summary": "std:, an originator, an optional type and a document number; later elements read for the view",
    "examples": [
    "urn:iso:std:iso:9999:-1:ed-1:en"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g19>[Ss][Tt][Dd]\x3a(?=(?<g16>[Ii][Ss][Oo]\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\k<g16>(?:\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])|(?!\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])))\x3a[0-9](?:[0-9])*(?![0-9])(?:\x3a\x2d(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z])|(?!\x3a\x2d(?:[\x2d0-9A-Za-z])+))(?:(?:\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)|(?!\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)))\x3a[Ee][Dd]\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)|(?!\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)))\x3a[Ee][Dd]\x2d[0-9](?:[0-9])*))(?:\x3a[Vv](?=(?<g14>[0-9](?:[0-9])*(?![0-9])(?!\x2d)|[0-9](?:[0-9])*(?:\x2d(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])[0-9](?:[0-9])*(?:\x2e[Vv][0-9](?:[0-9])*)?)*))\k<g14>|(?!\x3a[Vv](?=(?<g15>[0-9](?:[0-9])*(?![0-9])(?!\x2d)|[0-9](?:[0-9])*(?:\x2d(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])[0-9](?:[0-9])*(?:\x2e[Vv][0-9](?:[0-9])*)?)*))\k<g15>))(?:\x3a(?=(?<g12>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c[Ff][Rr]|[Ee][Nn]\x2c[Rr][Uu]|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\k<g12>|(?!\x3a(?=(?<g13>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c[Ff][Rr]|[Ee][Nn]\x2c[Rr][Uu]|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\k<g13>))(?:\x3a(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])\x3a[0-9](?:[0-9])*(?![0-9])(?:\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\x3a[Vv][0-9](?:[0-9])*))(?:\x3a(?=(?<g9>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c[Ff][Rr]|[Ee][Nn]\x2c[Rr][Uu]|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\k<g9>|(?!\x3a(?=(?<g10>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c[Ff][Rr]|[Ee][Nn]\x2c[Rr][Uu]|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\k<g10>)))*(?!\x3a(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])\x3a[0-9](?:[0-9])*(?:\x3a[Vv][0-9](?:[0-9])*)?(?:\x3a(?=(?<g11>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c[Ff][Rr]|[Ee][Nn]\x2c[Rr][Uu]|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\k<g11>)?)(?:\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt][Aa][Bb][Ll][Ee]|[Tt][Ee][Rr][Mm])\x3a(?=(?<g6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g6>(?:\x2c(?=(?<g4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g4>)*(?!\x2c(?=(?<g5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g5>))*(?!\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt][Aa][Bb][Ll][Ee]|[Tt][Ee][Rr][Mm])\x3a(?=(?<g8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g8>(?:\x2c(?=(?<g7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g7>)*)(?:(?=(?<g2>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g2>|(?!(?=(?<g3>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g3>))(?!(?=(?<g1>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g1>)|[Ss][Tt][Dd]\x3a(?=(?<g18>[Ii][Ss][Oo]\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\k<g18>(?:\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])|(?!\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])))\x3a[0-9](?:[0-9])*(?:(?=(?<g17>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g17>)?))\k<g19>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt][Aa][Bb][Ll][Ee]|[Tt][Ee][Rr][Mm])\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt][Aa][Bb][Ll][Ee]|[Tt][Ee][Rr][Mm])\\x3a(?=(?<n8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt][Aa][Bb][Ll][Ee]|[Tt][Ee][Rr][Mm])\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt][Aa][Bb][Ll][Ee]|[Tt][Ee][Rr][Mm])\\x3a(?=(?<n8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
    "layout": "bbc957a8"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa][Mm][Dd]|[Cc][Oo][Rr]|[Aa][Dd][Dd])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c[Ff][Rr]|[Ee][Nn]\\x2c[Rr][Uu]|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][Nn]|[Ff][Rr]|[Rr][Uu]|[Ee][Ss]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt][Aa][Bb][Ll][Ee]|[Tt][Ee][Rr][Mm])\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt][Aa][Bb][Ll][Ee]|[Tt][Ee][Rr][Mm])\\x3a(?=(?<n8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii][Ss][Pp]|[Ii][Ww][Aa]|[Pp][Aa][Ss]|[Tt][Rr]|[Tt][Ss]|[Tt][Tt][Aa])))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
    "layout": "67453272"
  }
};
const parts = ["originator","type","docnumber","partnumber","status","edition","docversion","language","supplement","docelement","addition","NSS"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // NSS
  var c, out, s = text, n = size;
  out = f1(p);
  if (out >= 0) { K[kn++] = 11; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // std-nss
  var c, out, s = text, n = size;
  L1: {
    var p2;
    p2 = f2(p);
    if (p2 >= 0) { out = p2; break L1; }
    var p3;
    p3 = f3(p);
    if (p3 >= 0) { out = p3; break L1; }
    out = -1;
  }
  return out;
}
function f2(p) { // std-full
  var c, out, s = text, n = size;
  L4: {
    var k5 = kn;
    var p6;
    p6 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 100) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    if (p6 < 0) { out = -1; kn = k5; break L4; }
    var p7;
    p7 = f5(p6);
    if (p7 < 0) { out = -1; kn = k5; break L4; }
    var p8;
    var q9 = p7;
    while (q9 < n) {
      var p13;
      p13 = f24(q9);
      if (p13 < 0) break;
      if (p13 === q9) { break; }
      q9 = p13;
    }
    p8 = q9;
    if (p8 < 0) { out = -1; kn = k5; break L4; }
    var p14;
    var q15 = p8;
    while (q15 < n) {
      var p19;
      p19 = f28(q15);
      if (p19 < 0) break;
      if (p19 === q15) { break; }
      q15 = p19;
    }
    p14 = q15;
    if (p14 < 0) { out = -1; kn = k5; break L4; }
    var p20;
    var q21 = p14, r22 = 0;
    while (q21 < n) {
      var p25;
      p25 = f31(q21);
      if (p25 < 0) break;
      if (p25 === q21) { break; }
      r22++; q21 = p25;
      if (r22 === 1) break;
    }
    p20 = q21;
    if (p20 < 0) { out = -1; kn = k5; break L4; }
    var p26;
    p26 = f4(p20);
    if (p26 < 0) { out = -1; kn = k5; break L4; }
    out = p26;
  }
  return out;
}
function f3(p) { // std-any
  var c, out, s = text, n = size;
  L27: {
    var k28 = kn;
    var p29;
    p29 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 100) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    if (p29 < 0) { out = -1; kn = k28; break L27; }
    var p30;
    p30 = f6(p29);
    if (p30 < 0) { out = -1; kn = k28; break L27; }
    var p31;
    var q32 = p30, r33 = 0;
    while (q32 < n) {
      var p36;
      L37: {
        var k38 = kn;
        var p39;
        if (q32 < n && (c = s.charCodeAt(q32), c === 58)) { p39 = q32 + 1; } else { p39 = -1;  }
        if (p39 < 0) { p36 = -1; kn = k38; break L37; }
        var p40;
        p40 = f7(p39);
        if (p40 < 0) { p36 = -1; kn = k38; break L37; }
        p36 = p40;
      }
      if (p36 < 0) break;
      if (p36 === q32) { break; }
      r33++; q32 = p36;
      if (r33 === 1) break;
    }
    p31 = q32;
    if (p31 < 0) { out = -1; kn = k28; break L27; }
    var p41;
    if (p31 < n && (c = s.charCodeAt(p31), c === 58)) { p41 = p31 + 1; } else { p41 = -1;  }
    if (p41 < 0) { out = -1; kn = k28; break L27; }
    var p42;
    p42 = f8(p41);
    if (p42 < 0) { out = -1; kn = k28; break L27; }
    var p43;
    var q44 = p42, r45 = 0;
    while (q44 < n) {
      var p48;
      p48 = f31(q44);
      if (p48 < 0) break;
      if (p48 === q44) { break; }
      r45++; q44 = p48;
      if (r45 === 1) break;
    }
    p43 = q44;
    if (p43 < 0) { out = -1; kn = k28; break L27; }
    out = p43;
  }
  return out;
}
function f4(p) { // end-of-nss
  var c, out, s = text, n = size;
  var p49;
  L51: {
    var p52;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p52 = p + 1; } else { p52 = -1;  }
    if (p52 >= 0) { p49 = p52; break L51; }
    var p53;
    p53 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 55296) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p53 >= 0) { p49 = p53; break L51; }
    var p54;
    p54 = p + 2 <= n && (c = s.charCodeAt(p + 0), ((c >= 55297 && c <= 56318))) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p54 >= 0) { p49 = p54; break L51; }
    var p55;
    p55 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 56319) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p55 >= 0) { p49 = p55; break L51; }
    var p56;
    L57: {
      var p59;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55296 && c <= 56319)))) { p59 = p + 1; } else { p59 = -1;  }
      if (p59 < 0) { p56 = -1;  break L57; }
      var p60;
      var p61;
      if (p59 < n && (c = s.charCodeAt(p59), ((c >= 56320 && c <= 57343)))) { p61 = p59 + 1; } else { p61 = -1;  }
      p60 = p61 >= 0 ? -1 : p59;
      if (p60 < 0) { p56 = -1;  break L57; }
      p56 = p60;
    }
    if (p56 >= 0) { p49 = p56; break L51; }
    p49 = -1;
  }
  out = p49 >= 0 ? -1 : p;
  return out;
}
function f5(p) { // docidentifier
  var c, out, s = text, n = size;
  L63: {
    var k64 = kn;
    var p65;
    p65 = f6(p);
    if (p65 < 0) { out = -1; kn = k64; break L63; }
    var p66;
    var q67 = p65, r68 = 0;
    while (q67 < n) {
      var p71;
      L72: {
        var k73 = kn;
        var p74;
        if (q67 < n && (c = s.charCodeAt(q67), c === 58)) { p74 = q67 + 1; } else { p74 = -1;  }
        if (p74 < 0) { p71 = -1; kn = k73; break L72; }
        var p75;
        p75 = f7(p74);
        if (p75 < 0) { p71 = -1; kn = k73; break L72; }
        p71 = p75;
      }
      if (p71 < 0) break;
      if (p71 === q67) { break; }
      r68++; q67 = p71;
      if (r68 === 1) break;
    }
    p66 = q67;
    if (p66 < 0) { out = -1; kn = k64; break L63; }
    var p76;
    if (p66 < n && (c = s.charCodeAt(p66), c === 58)) { p76 = p66 + 1; } else { p76 = -1;  }
    if (p76 < 0) { out = -1; kn = k64; break L63; }
    var p77;
    p77 = f8(p76);
    if (p77 < 0) { out = -1; kn = k64; break L63; }
    var p78;
    var q79 = p77, r80 = 0;
    while (q79 < n) {
      var p83;
      L84: {
        var k85 = kn;
        var p86;
        if (q79 < n && (c = s.charCodeAt(q79), c === 58)) { p86 = q79 + 1; } else { p86 = -1;  }
        if (p86 < 0) { p83 = -1; kn = k85; break L84; }
        var p87;
        p87 = f9(p86);
        if (p87 < 0) { p83 = -1; kn = k85; break L84; }
        p83 = p87;
      }
      if (p83 < 0) break;
      if (p83 === q79) { break; }
      r80++; q79 = p83;
      if (r80 === 1) break;
    }
    p78 = q79;
    if (p78 < 0) { out = -1; kn = k64; break L63; }
    var p88;
    var q89 = p78, r90 = 0;
    while (q89 < n) {
      var p93;
      L94: {
        var k95 = kn;
        var p96;
        var q97 = q89, r98 = 0;
        while (q97 < n) {
          var p101;
          L102: {
            var k103 = kn;
            var p104;
            if (q97 < n && (c = s.charCodeAt(q97), c === 58)) { p104 = q97 + 1; } else { p104 = -1;  }
            if (p104 < 0) { p101 = -1; kn = k103; break L102; }
            var p105;
            p105 = f10(p104);
            if (p105 < 0) { p101 = -1; kn = k103; break L102; }
            p101 = p105;
          }
          if (p101 < 0) break;
          if (p101 === q97) { break; }
          r98++; q97 = p101;
          if (r98 === 1) break;
        }
        p96 = q97;
        if (p96 < 0) { p93 = -1; kn = k95; break L94; }
        var p106;
        if (p96 < n && (c = s.charCodeAt(p96), c === 58)) { p106 = p96 + 1; } else { p106 = -1;  }
        if (p106 < 0) { p93 = -1; kn = k95; break L94; }
        var p107;
        p107 = f14(p106);
        if (p107 < 0) { p93 = -1; kn = k95; break L94; }
        p93 = p107;
      }
      if (p93 < 0) break;
      if (p93 === q89) { break; }
      r90++; q89 = p93;
      if (r90 === 1) break;
    }
    p88 = q89;
    if (p88 < 0) { out = -1; kn = k64; break L63; }
    var p108;
    var q109 = p88, r110 = 0;
    while (q109 < n) {
      var p113;
      L114: {
        var k115 = kn;
        var p116;
        if (q109 < n && (c = s.charCodeAt(q109), c === 58)) { p116 = q109 + 1; } else { p116 = -1;  }
        if (p116 < 0) { p113 = -1; kn = k115; break L114; }
        var p117;
        p117 = f15(p116);
        if (p117 < 0) { p113 = -1; kn = k115; break L114; }
        p113 = p117;
      }
      if (p113 < 0) break;
      if (p113 === q109) { break; }
      r110++; q109 = p113;
      if (r110 === 1) break;
    }
    p108 = q109;
    if (p108 < 0) { out = -1; kn = k64; break L63; }
    var p118;
    var q119 = p108, r120 = 0;
    while (q119 < n) {
      var p123;
      L124: {
        var k125 = kn;
        var p126;
        if (q119 < n && (c = s.charCodeAt(q119), c === 58)) { p126 = q119 + 1; } else { p126 = -1;  }
        if (p126 < 0) { p123 = -1; kn = k125; break L124; }
        var p127;
        p127 = f20(p126);
        if (p127 < 0) { p123 = -1; kn = k125; break L124; }
        p123 = p127;
      }
      if (p123 < 0) break;
      if (p123 === q119) { break; }
      r120++; q119 = p123;
      if (r120 === 1) break;
    }
    p118 = q119;
    if (p118 < 0) { out = -1; kn = k64; break L63; }
    out = p118;
  }
  return out;
}
function f6(p) { // originator
  var c, out, s = text, n = size;
  L128: {
    var p129;
    p129 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 105) && (c = s.charCodeAt(p + 5), (c | 32) === 101) && (c = s.charCodeAt(p + 6), (c | 32) === 99) ? p + 7 : -1;
    if (p129 >= 0) { out = p129; break L128; }
    var p130;
    p130 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 99) && (c = s.charCodeAt(p + 5), (c | 32) === 105) && (c = s.charCodeAt(p + 6), (c | 32) === 101) ? p + 7 : -1;
    if (p130 >= 0) { out = p130; break L128; }
    var p131;
    p131 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 97) && (c = s.charCodeAt(p + 5), (c | 32) === 115) && (c = s.charCodeAt(p + 6), (c | 32) === 116) && (c = s.charCodeAt(p + 7), (c | 32) === 109) ? p + 8 : -1;
    if (p131 >= 0) { out = p131; break L128; }
    var p132;
    p132 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 105) && (c = s.charCodeAt(p + 5), (c | 32) === 101) && (c = s.charCodeAt(p + 6), (c | 32) === 101) && (c = s.charCodeAt(p + 7), (c | 32) === 101) ? p + 8 : -1;
    if (p132 >= 0) { out = p132; break L128; }
    var p133;
    p133 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) ? p + 3 : -1;
    if (p133 >= 0) { out = p133; break L128; }
    var p134;
    p134 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 101) && (c = s.charCodeAt(p + 2), (c | 32) === 99) ? p + 3 : -1;
    if (p134 >= 0) { out = p134; break L128; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // type
  var c, out, s = text, n = size;
  L135: {
    var p136;
    p136 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 116) && (c = s.charCodeAt(p + 3), (c | 32) === 97) ? p + 4 : -1;
    if (p136 >= 0) { out = p136; break L135; }
    var p137;
    p137 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 103) && (c = s.charCodeAt(p + 1), (c | 32) === 117) && (c = s.charCodeAt(p + 2), (c | 32) === 105) && (c = s.charCodeAt(p + 3), (c | 32) === 100) && (c = s.charCodeAt(p + 4), (c | 32) === 101) ? p + 5 : -1;
    if (p137 >= 0) { out = p137; break L135; }
    var p138;
    p138 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 112) ? p + 3 : -1;
    if (p138 >= 0) { out = p138; break L135; }
    var p139;
    p139 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 119) && (c = s.charCodeAt(p + 2), (c | 32) === 97) ? p + 3 : -1;
    if (p139 >= 0) { out = p139; break L135; }
    var p140;
    p140 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 112) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 115) ? p + 3 : -1;
    if (p140 >= 0) { out = p140; break L135; }
    var p141;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p141 = p + 1; } else { p141 = -1;  }
    if (p141 >= 0) { out = p141; break L135; }
    var p142;
    p142 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p142 >= 0) { out = p142; break L135; }
    var p143;
    p143 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 115) ? p + 2 : -1;
    if (p143 >= 0) { out = p143; break L135; }
    var p144;
    p144 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 97) ? p + 3 : -1;
    if (p144 >= 0) { out = p144; break L135; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // docnumber
  var c, out, s = text, n = size;
  out = f35(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // partnumber
  var c, out, s = text, n = size;
  L145: {
    var p147;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p147 = p + 1; } else { p147 = -1;  }
    if (p147 < 0) { out = -1;  break L145; }
    var p148;
    var q149 = p147;
    while (q149 < n && (c = s.charCodeAt(q149), T0[c] === 1)) q149++;
    p148 = q149 - p147 >= 1 ? q149 : -1;
    if (p148 < 0) { out = -1;  break L145; }
    out = p148;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // status
  var c, out, s = text, n = size;
  L151: {
    var p152;
    L153: {
      var p154;
      p154 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 97) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 116) ? p + 5 : -1;
      if (p154 >= 0) { p152 = p154; break L153; }
      var p155;
      p155 = p + 9 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 99) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), (c | 32) === 99) && (c = s.charCodeAt(p + 4), (c | 32) === 101) && (c = s.charCodeAt(p + 5), (c | 32) === 108) && (c = s.charCodeAt(p + 6), (c | 32) === 108) && (c = s.charCodeAt(p + 7), (c | 32) === 101) && (c = s.charCodeAt(p + 8), (c | 32) === 100) ? p + 9 : -1;
      if (p155 >= 0) { p152 = p155; break L153; }
      p152 = -1;
    }
    if (p152 >= 0) { out = p152; break L151; }
    var p156;
    p156 = f11(p);
    if (p156 >= 0) { out = p156; break L151; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // stage
  var c, out, s = text, n = size;
  L157: {
    var p159;
    p159 = p + 6 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 97) && (c = s.charCodeAt(p + 3), (c | 32) === 103) && (c = s.charCodeAt(p + 4), (c | 32) === 101) && (c = s.charCodeAt(p + 5), c === 45) ? p + 6 : -1;
    if (p159 < 0) { out = -1;  break L157; }
    var p160;
    p160 = p159 + 5 <= n && (c = s.charCodeAt(p159 + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p159 + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p159 + 2), c === 46) && (c = s.charCodeAt(p159 + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p159 + 4), c < 128 && T1[c] === 1) ? p159 + 5 : -1;
    if (p160 < 0) { out = -1;  break L157; }
    var p161;
    var q162 = p160, r163 = 0;
    while (q162 < n) {
      var p166;
      L167: {
        var p169;
        if (q162 < n && (c = s.charCodeAt(q162), c === 46)) { p169 = q162 + 1; } else { p169 = -1;  }
        if (p169 < 0) { p166 = -1;  break L167; }
        var p170;
        p170 = f13(p169);
        if (p170 < 0) { p166 = -1;  break L167; }
        p166 = p170;
      }
      if (p166 < 0) break;
      if (p166 === q162) { break; }
      r163++; q162 = p166;
      if (r163 === 1) break;
    }
    p161 = q162;
    if (p161 < 0) { out = -1;  break L157; }
    out = p161;
  }
  return out;
}
function f12(p) { // stagecode
  var c, out, s = text, n = size;
  out = p + 5 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c === 46) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) ? p + 5 : -1;
  return out;
}
function f13(p) { // iteration
  var c, out, s = text, n = size;
  L171: {
    var p173;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p173 = p + 1; } else { p173 = -1;  }
    if (p173 < 0) { out = -1;  break L171; }
    var p174;
    p174 = f35(p173);
    if (p174 < 0) { out = -1;  break L171; }
    out = p174;
  }
  return out;
}
function f14(p) { // edition
  var c, out, s = text, n = size;
  L175: {
    var p177;
    p177 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), c === 45) ? p + 3 : -1;
    if (p177 < 0) { out = -1;  break L175; }
    var p178;
    p178 = f35(p177);
    if (p178 < 0) { out = -1;  break L175; }
    out = p178;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // docversion
  var c, out, s = text, n = size;
  L179: {
    var p181;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p181 = p + 1; } else { p181 = -1;  }
    if (p181 < 0) { out = -1;  break L179; }
    var p182;
    L183: {
      var p184;
      L185: {
        var p187;
        p187 = f16(p181);
        if (p187 < 0) { p184 = -1;  break L185; }
        var p188;
        var p189;
        if (p187 < n && (c = s.charCodeAt(p187), c === 45)) { p189 = p187 + 1; } else { p189 = -1;  }
        p188 = p189 >= 0 ? -1 : p187;
        if (p188 < 0) { p184 = -1;  break L185; }
        p184 = p188;
      }
      if (p184 >= 0) { p182 = p184; break L183; }
      var p191;
      p191 = f17(p181);
      if (p191 >= 0) { p182 = p191; break L183; }
      p182 = -1;
    }
    if (p182 < 0) { out = -1;  break L179; }
    out = p182;
  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f16(p) { // simpleversion
  var c, out, s = text, n = size;
  out = f35(p);
  return out;
}
function f17(p) { // isoversion
  var c, out, s = text, n = size;
  L192: {
    var p194;
    p194 = f18(p);
    if (p194 < 0) { out = -1;  break L192; }
    var p195;
    var q196 = p194;
    while (q196 < n) {
      var p200;
      p200 = f19(q196);
      if (p200 < 0) break;
      if (p200 === q196) { break; }
      q196 = p200;
    }
    p195 = q196;
    if (p195 < 0) { out = -1;  break L192; }
    out = p195;
  }
  return out;
}
function f18(p) { // baseversion
  var c, out, s = text, n = size;
  out = f35(p);
  return out;
}
function f19(p) { // includedsuppl
  var c, out, s = text, n = size;
  L201: {
    var p203;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p203 = p + 1; } else { p203 = -1;  }
    if (p203 < 0) { out = -1;  break L201; }
    var p204;
    p204 = f25(p203);
    if (p204 < 0) { out = -1;  break L201; }
    var p205;
    p205 = f26(p204);
    if (p205 < 0) { out = -1;  break L201; }
    var p206;
    var q207 = p205, r208 = 0;
    while (q207 < n) {
      var p211;
      L212: {
        var p214;
        if (q207 < n && (c = s.charCodeAt(q207), c === 46)) { p214 = q207 + 1; } else { p214 = -1;  }
        if (p214 < 0) { p211 = -1;  break L212; }
        var p215;
        p215 = f27(p214);
        if (p215 < 0) { p211 = -1;  break L212; }
        p211 = p215;
      }
      if (p211 < 0) break;
      if (p211 === q207) { break; }
      r208++; q207 = p211;
      if (r208 === 1) break;
    }
    p206 = q207;
    if (p206 < 0) { out = -1;  break L201; }
    out = p206;
  }
  return out;
}
function f20(p) { // language
  var c, out, s = text, n = size;
  L216: {
    var p217;
    p217 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 114) && (c = s.charCodeAt(p + 5), c === 44) && (c = s.charCodeAt(p + 6), (c | 32) === 114) && (c = s.charCodeAt(p + 7), (c | 32) === 117) ? p + 8 : -1;
    if (p217 >= 0) { out = p217; break L216; }
    var p218;
    p218 = f22(p);
    if (p218 >= 0) { out = p218; break L216; }
    var p219;
    p219 = f21(p);
    if (p219 >= 0) { out = p219; break L216; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f21(p) { // monolingual
  var c, out, s = text, n = size;
  L220: {
    var p221;
    p221 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) ? p + 2 : -1;
    if (p221 >= 0) { out = p221; break L220; }
    var p222;
    p222 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 102) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p222 >= 0) { out = p222; break L220; }
    var p223;
    p223 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 114) && (c = s.charCodeAt(p + 1), (c | 32) === 117) ? p + 2 : -1;
    if (p223 >= 0) { out = p223; break L220; }
    var p224;
    p224 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 115) ? p + 2 : -1;
    if (p224 >= 0) { out = p224; break L220; }
    var p225;
    p225 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p225 >= 0) { out = p225; break L220; }
    out = -1;
  }
  return out;
}
function f22(p) { // bilingual
  var c, out, s = text, n = size;
  L226: {
    var p227;
    p227 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 114) ? p + 5 : -1;
    if (p227 >= 0) { out = p227; break L226; }
    var p228;
    p228 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 114) && (c = s.charCodeAt(p + 4), (c | 32) === 117) ? p + 5 : -1;
    if (p228 >= 0) { out = p228; break L226; }
    var p229;
    p229 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 102) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 114) && (c = s.charCodeAt(p + 4), (c | 32) === 117) ? p + 5 : -1;
    if (p229 >= 0) { out = p229; break L226; }
    out = -1;
  }
  return out;
}
function f23(p) { // trilingual
  var c, out, s = text, n = size;
  out = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 114) && (c = s.charCodeAt(p + 5), c === 44) && (c = s.charCodeAt(p + 6), (c | 32) === 114) && (c = s.charCodeAt(p + 7), (c | 32) === 117) ? p + 8 : -1;
  return out;
}
function f24(p) { // supplement
  var c, out, s = text, n = size;
  L230: {
    var k231 = kn;
    var p232;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p232 = p + 1; } else { p232 = -1;  }
    if (p232 < 0) { out = -1; kn = k231; break L230; }
    var p233;
    p233 = f25(p232);
    if (p233 < 0) { out = -1; kn = k231; break L230; }
    var p234;
    if (p233 < n && (c = s.charCodeAt(p233), c === 58)) { p234 = p233 + 1; } else { p234 = -1;  }
    if (p234 < 0) { out = -1; kn = k231; break L230; }
    var p235;
    p235 = f26(p234);
    if (p235 < 0) { out = -1; kn = k231; break L230; }
    var p236;
    var q237 = p235, r238 = 0;
    while (q237 < n) {
      var p241;
      L242: {
        var p244;
        if (q237 < n && (c = s.charCodeAt(q237), c === 58)) { p244 = q237 + 1; } else { p244 = -1;  }
        if (p244 < 0) { p241 = -1;  break L242; }
        var p245;
        p245 = f27(p244);
        if (p245 < 0) { p241 = -1;  break L242; }
        p241 = p245;
      }
      if (p241 < 0) break;
      if (p241 === q237) { break; }
      r238++; q237 = p241;
      if (r238 === 1) break;
    }
    p236 = q237;
    if (p236 < 0) { out = -1; kn = k231; break L230; }
    var p246;
    var q247 = p236, r248 = 0;
    while (q247 < n) {
      var p251;
      L252: {
        var k253 = kn;
        var p254;
        if (q247 < n && (c = s.charCodeAt(q247), c === 58)) { p254 = q247 + 1; } else { p254 = -1;  }
        if (p254 < 0) { p251 = -1; kn = k253; break L252; }
        var p255;
        p255 = f20(p254);
        if (p255 < 0) { p251 = -1; kn = k253; break L252; }
        p251 = p255;
      }
      if (p251 < 0) break;
      if (p251 === q247) { break; }
      r248++; q247 = p251;
      if (r248 === 1) break;
    }
    p246 = q247;
    if (p246 < 0) { out = -1; kn = k231; break L230; }
    out = p246;
  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f25(p) { // suppltype
  var c, out, s = text, n = size;
  L256: {
    var p257;
    p257 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 100) ? p + 3 : -1;
    if (p257 >= 0) { out = p257; break L256; }
    var p258;
    p258 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 99) && (c = s.charCodeAt(p + 1), (c | 32) === 111) && (c = s.charCodeAt(p + 2), (c | 32) === 114) ? p + 3 : -1;
    if (p258 >= 0) { out = p258; break L256; }
    var p259;
    p259 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), (c | 32) === 100) ? p + 3 : -1;
    if (p259 >= 0) { out = p259; break L256; }
    out = -1;
  }
  return out;
}
function f26(p) { // supplnumber
  var c, out, s = text, n = size;
  out = f35(p);
  return out;
}
function f27(p) { // supplversion
  var c, out, s = text, n = size;
  L260: {
    var p262;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p262 = p + 1; } else { p262 = -1;  }
    if (p262 < 0) { out = -1;  break L260; }
    var p263;
    p263 = f35(p262);
    if (p263 < 0) { out = -1;  break L260; }
    out = p263;
  }
  return out;
}
function f28(p) { // docelement
  var c, out, s = text, n = size;
  L264: {
    var p266;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p266 = p + 1; } else { p266 = -1;  }
    if (p266 < 0) { out = -1;  break L264; }
    var p267;
    L268: {
      var p269;
      p269 = p266 + 6 <= n && (c = s.charCodeAt(p266 + 0), (c | 32) === 99) && (c = s.charCodeAt(p266 + 1), (c | 32) === 108) && (c = s.charCodeAt(p266 + 2), (c | 32) === 97) && (c = s.charCodeAt(p266 + 3), (c | 32) === 117) && (c = s.charCodeAt(p266 + 4), (c | 32) === 115) && (c = s.charCodeAt(p266 + 5), (c | 32) === 101) ? p266 + 6 : -1;
      if (p269 >= 0) { p267 = p269; break L268; }
      var p270;
      p270 = p266 + 6 <= n && (c = s.charCodeAt(p266 + 0), (c | 32) === 102) && (c = s.charCodeAt(p266 + 1), (c | 32) === 105) && (c = s.charCodeAt(p266 + 2), (c | 32) === 103) && (c = s.charCodeAt(p266 + 3), (c | 32) === 117) && (c = s.charCodeAt(p266 + 4), (c | 32) === 114) && (c = s.charCodeAt(p266 + 5), (c | 32) === 101) ? p266 + 6 : -1;
      if (p270 >= 0) { p267 = p270; break L268; }
      var p271;
      p271 = p266 + 5 <= n && (c = s.charCodeAt(p266 + 0), (c | 32) === 116) && (c = s.charCodeAt(p266 + 1), (c | 32) === 97) && (c = s.charCodeAt(p266 + 2), (c | 32) === 98) && (c = s.charCodeAt(p266 + 3), (c | 32) === 108) && (c = s.charCodeAt(p266 + 4), (c | 32) === 101) ? p266 + 5 : -1;
      if (p271 >= 0) { p267 = p271; break L268; }
      var p272;
      p272 = p266 + 4 <= n && (c = s.charCodeAt(p266 + 0), (c | 32) === 116) && (c = s.charCodeAt(p266 + 1), (c | 32) === 101) && (c = s.charCodeAt(p266 + 2), (c | 32) === 114) && (c = s.charCodeAt(p266 + 3), (c | 32) === 109) ? p266 + 4 : -1;
      if (p272 >= 0) { p267 = p272; break L268; }
      p267 = -1;
    }
    if (p267 < 0) { out = -1;  break L264; }
    var p273;
    if (p267 < n && (c = s.charCodeAt(p267), c === 58)) { p273 = p267 + 1; } else { p273 = -1;  }
    if (p273 < 0) { out = -1;  break L264; }
    var p274;
    L275: {
      var p276;
      p276 = f30(p273);
      if (p276 >= 0) { p274 = p276; break L275; }
      var p277;
      p277 = f29(p273);
      if (p277 >= 0) { p274 = p277; break L275; }
      p274 = -1;
    }
    if (p274 < 0) { out = -1;  break L264; }
    var p278;
    var q279 = p274;
    while (q279 < n) {
      var p283;
      L284: {
        var p286;
        if (q279 < n && (c = s.charCodeAt(q279), c === 44)) { p286 = q279 + 1; } else { p286 = -1;  }
        if (p286 < 0) { p283 = -1;  break L284; }
        var p287;
        L288: {
          var p289;
          p289 = f30(p286);
          if (p289 >= 0) { p287 = p289; break L288; }
          var p290;
          p290 = f29(p286);
          if (p290 >= 0) { p287 = p290; break L288; }
          p287 = -1;
        }
        if (p287 < 0) { p283 = -1;  break L284; }
        p283 = p287;
      }
      if (p283 < 0) break;
      if (p283 === q279) { break; }
      q279 = p283;
    }
    p278 = q279;
    if (p278 < 0) { out = -1;  break L264; }
    out = p278;
  }
  if (out >= 0) { K[kn++] = 9; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f29(p) { // elementnumber
  var c, out, s = text, n = size;
  L291: {
    var p293;
    L294: {
      var p295;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p295 = p + 1; } else { p295 = -1;  }
      if (p295 >= 0) { p293 = p295; break L294; }
      var p296;
      p296 = f35(p);
      if (p296 >= 0) { p293 = p296; break L294; }
      p293 = -1;
    }
    if (p293 < 0) { out = -1;  break L291; }
    var p297;
    var q298 = p293;
    while (q298 < n) {
      var p302;
      L303: {
        var p305;
        if (q298 < n && (c = s.charCodeAt(q298), c === 46)) { p305 = q298 + 1; } else { p305 = -1;  }
        if (p305 < 0) { p302 = -1;  break L303; }
        var p306;
        p306 = f35(p305);
        if (p306 < 0) { p302 = -1;  break L303; }
        p302 = p306;
      }
      if (p302 < 0) break;
      if (p302 === q298) { break; }
      q298 = p302;
    }
    p297 = q298;
    if (p297 < 0) { out = -1;  break L291; }
    out = p297;
  }
  return out;
}
function f30(p) { // elementrange
  var c, out, s = text, n = size;
  L307: {
    var p309;
    p309 = f29(p);
    if (p309 < 0) { out = -1;  break L307; }
    var p310;
    if (p309 < n && (c = s.charCodeAt(p309), c === 45)) { p310 = p309 + 1; } else { p310 = -1;  }
    if (p310 < 0) { out = -1;  break L307; }
    var p311;
    p311 = f29(p310);
    if (p311 < 0) { out = -1;  break L307; }
    out = p311;
  }
  return out;
}
function f31(p) { // addition
  var c, out, s = text, n = size;
  L312: {
    var p313;
    p313 = f32(p);
    if (p313 >= 0) { out = p313; break L312; }
    var p314;
    p314 = f34(p);
    if (p314 >= 0) { out = p314; break L312; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 10; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f32(p) { // techdefined
  var c, out, s = text, n = size;
  L315: {
    var p317;
    p317 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 58) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 101) && (c = s.charCodeAt(p + 3), (c | 32) === 99) && (c = s.charCodeAt(p + 4), (c | 32) === 104) ? p + 5 : -1;
    if (p317 < 0) { out = -1;  break L315; }
    var p318;
    var q319 = p317;
    while (q319 < n) {
      if ((c = s.charCodeAt(q319), c < 128 && T3[c] === 1)) { do q319++; while (q319 < n && (c = s.charCodeAt(q319), T3[c] === 1));  continue; }
      var p323;
      p323 = f33(q319);
      if (p323 < 0) break;
      if (p323 === q319) { break; }
      q319 = p323;
    }
    p318 = q319;
    if (p318 < 0) { out = -1;  break L315; }
    out = p318;
  }
  return out;
}
function f33(p) { // techelement
  var c, out, s = text, n = size;
  L324: {
    var p325;
    p325 = f39(p);
    if (p325 >= 0) { out = p325; break L324; }
    var p326;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p326 = p + 1; } else { p326 = -1;  }
    if (p326 >= 0) { out = p326; break L324; }
    out = -1;
  }
  return out;
}
function f34(p) { // isodefined
  var c, out, s = text, n = size;
  L327: {
    var p329;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p329 = p + 1; } else { p329 = -1;  }
    if (p329 < 0) { out = -1;  break L327; }
    var p330;
    var q331 = p329, r332 = 0, e334 = false;
    while (q331 < n) {
      if ((c = s.charCodeAt(q331), c < 128 && T3[c] === 1)) { var k333z = q331; do q331++; while (q331 < n && (c = s.charCodeAt(q331), T3[c] === 1)); r332 += q331 - k333z;  continue; }
      var p335;
      L336: {
        var p337;
        p337 = f39(q331);
        if (p337 >= 0) { p335 = p337; break L336; }
        var p338;
        if (q331 < n && (c = s.charCodeAt(q331), c === 47)) { p338 = q331 + 1; } else { p338 = -1;  }
        if (p338 >= 0) { p335 = p338; break L336; }
        p335 = -1;
      }
      if (p335 < 0) break;
      if (p335 === q331) { e334 = true; break; }
      r332++; q331 = p335;
    }
    if (e334 || r332 >= 1) p330 = q331; else { p330 = -1;  }
    if (p330 < 0) { out = -1;  break L327; }
    out = p330;
  }
  return out;
}
function f35(p) { // DIGITS
  var c, out, s = text, n = size;
  L339: {
    var p341;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p341 = p + 1; } else { p341 = -1;  }
    if (p341 < 0) { out = -1;  break L339; }
    var p342;
    var q343 = p341;
    while (q343 < n && (c = s.charCodeAt(q343), T1[c] === 1)) q343++;
    p342 = q343;
    if (p342 < 0) { out = -1;  break L339; }
    out = p342;
  }
  return out;
}
function f36(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
function f37(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
function f38(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
function f39(p) { // pchar
  var c, out, s = text, n = size;
  L345: {
    var p346;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p346 = p + 1; } else { p346 = -1;  }
    if (p346 >= 0) { out = p346; break L345; }
    var p347;
    p347 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T4[c] === 1) ? p + 3 : -1;
    if (p347 >= 0) { out = p347; break L345; }
    out = -1;
  }
  return out;
}
function f40(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
function f41(p) { // pct-encoded
  var c, out, s = text, n = size;
  out = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T4[c] === 1) ? p + 3 : -1;
  return out;
}
function f42(p) { // sub-delims
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule NSS. On success returns the number of entries written to
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
const byName = { "NSS": f0, "std-nss": f1, "std-full": f2, "std-any": f3, "end-of-nss": f4, "docidentifier": f5, "originator": f6, "type": f7, "docnumber": f8, "partnumber": f9, "status": f10, "stage": f11, "stagecode": f12, "iteration": f13, "edition": f14, "docversion": f15, "simpleversion": f16, "isoversion": f17, "baseversion": f18, "includedsuppl": f19, "language": f20, "monolingual": f21, "bilingual": f22, "trilingual": f23, "supplement": f24, "suppltype": f25, "supplnumber": f26, "supplversion": f27, "docelement": f28, "elementnumber": f29, "elementrange": f30, "addition": f31, "techdefined": f32, "techelement": f33, "isodefined": f34, "DIGITS": f35, "ALPHA": f36, "DIGIT": f37, "HEXDIG": f38, "pchar": f39, "unreserved": f40, "pct-encoded": f41, "sub-delims": f42 };
/**
* Matches `input` from `from` to `to` against one rule, recording the
* @views rules as well as the @parts: what a reader of a part's inner
* structure asks for on demand. Returns the number of entries written, or -1.
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
