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
const pattern = /^(?=(?<g19>[Ss][Tt][Dd]\x3a(?=(?<g16>[Ii][Ss][Oo]\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\k<g16>(?:\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\x3a[0-9](?:[0-9])*(?![0-9])(?:\x3a\x2d(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z])|(?!\x3a\x2d(?:[\x2d0-9A-Za-z])+))(?:(?:\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)|(?!\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)))\x3a[Ee][Dd]\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)|(?!\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)))\x3a[Ee][Dd]\x2d[0-9](?:[0-9])*))(?:\x3a[Vv](?=(?<g14>[0-9](?:[0-9])*(?![0-9])(?!\x2d)|[0-9](?:[0-9])*(?:\x2d(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\x2e[Vv][0-9](?:[0-9])*)?)*))\k<g14>|(?!\x3a[Vv](?=(?<g15>[0-9](?:[0-9])*(?![0-9])(?!\x2d)|[0-9](?:[0-9])*(?:\x2d(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\x2e[Vv][0-9](?:[0-9])*)?)*))\k<g15>))(?:\x3a(?=(?<g12>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g12>|(?!\x3a(?=(?<g13>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g13>))(?:\x3a(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])\x3a[0-9](?:[0-9])*(?![0-9])(?:\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\x3a[Vv][0-9](?:[0-9])*))(?:\x3a(?=(?<g9>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g9>|(?!\x3a(?=(?<g10>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g10>)))*(?!\x3a(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])\x3a[0-9](?:[0-9])*(?:\x3a[Vv][0-9](?:[0-9])*)?(?:\x3a(?=(?<g11>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g11>)?)(?:\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\x3a(?=(?<g6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g6>(?:\x2c(?=(?<g4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g4>)*(?!\x2c(?=(?<g5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g5>))*(?!\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\x3a(?=(?<g8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g8>(?:\x2c(?=(?<g7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g7>)*)(?:(?=(?<g2>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g2>|(?!(?=(?<g3>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g3>))(?!(?=(?<g1>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g1>)|[Ss][Tt][Dd]\x3a(?=(?<g18>[Ii][Ss][Oo]\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\k<g18>(?:\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\x3a[0-9](?:[0-9])*(?:(?=(?<g17>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g17>)?))\k<g19>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n8>(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n8>(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd][Dd])|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n8>(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:(?:(?![\\x00\\x02])[\\x00\\x02RSrs])|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
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
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) {
      out = p + 1 + 3 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1 + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 1 + 2), (c | 32) === 97) ? p + 1 + 3 : -1;
      if (out >= 0) break L135;
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 103)) {
      out = p + 1 + 4 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1 + 1), (c | 32) === 105) && (c = s.charCodeAt(p + 1 + 2), (c | 32) === 100) && (c = s.charCodeAt(p + 1 + 3), (c | 32) === 101) ? p + 1 + 4 : -1;
      if (out >= 0) break L135;
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) {
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 115)) {
        out = p + 2 + 1 <= n && (c = s.charCodeAt(p + 2 + 0), (c | 32) === 112) ? p + 2 + 1 : -1;
        if (out >= 0) break L135;
      }
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 119)) {
        out = p + 2 + 1 <= n && (c = s.charCodeAt(p + 2 + 0), (c | 32) === 97) ? p + 2 + 1 : -1;
        if (out >= 0) break L135;
      }
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) {
      out = p + 1 + 2 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1 + 1), (c | 32) === 115) ? p + 1 + 2 : -1;
      if (out >= 0) break L135;
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) {
      out = p + 1; break L135;
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) {
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 114)) {
        out = p + 2; break L135;
      }
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 115)) {
        out = p + 2; break L135;
      }
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 116)) {
        out = p + 2 + 1 <= n && (c = s.charCodeAt(p + 2 + 0), (c | 32) === 97) ? p + 2 + 1 : -1;
        if (out >= 0) break L135;
      }
    }
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
  L136: {
    var p138;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p138 = p + 1; } else { p138 = -1;  }
    if (p138 < 0) { out = -1;  break L136; }
    var p139;
    var q140 = p138;
    while (q140 < n && (c = s.charCodeAt(q140), T0[c] === 1)) q140++;
    p139 = q140 - p138 >= 1 ? q140 : -1;
    if (p139 < 0) { out = -1;  break L136; }
    out = p139;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // status
  var c, out, s = text, n = size;
  L142: {
    var p143;
    L144: {
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) {
        p143 = p + 1 + 4 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 114) && (c = s.charCodeAt(p + 1 + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 1 + 2), (c | 32) === 102) && (c = s.charCodeAt(p + 1 + 3), (c | 32) === 116) ? p + 1 + 4 : -1;
        if (p143 >= 0) break L144;
      }
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) {
        p143 = p + 1 + 8 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1 + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 1 + 2), (c | 32) === 99) && (c = s.charCodeAt(p + 1 + 3), (c | 32) === 101) && (c = s.charCodeAt(p + 1 + 4), (c | 32) === 108) && (c = s.charCodeAt(p + 1 + 5), (c | 32) === 108) && (c = s.charCodeAt(p + 1 + 6), (c | 32) === 101) && (c = s.charCodeAt(p + 1 + 7), (c | 32) === 100) ? p + 1 + 8 : -1;
        if (p143 >= 0) break L144;
      }
      p143 = -1;
    }
    if (p143 >= 0) { out = p143; break L142; }
    var p145;
    p145 = f11(p);
    if (p145 >= 0) { out = p145; break L142; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // stage
  var c, out, s = text, n = size;
  L146: {
    var p148;
    p148 = p + 6 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 97) && (c = s.charCodeAt(p + 3), (c | 32) === 103) && (c = s.charCodeAt(p + 4), (c | 32) === 101) && (c = s.charCodeAt(p + 5), c === 45) ? p + 6 : -1;
    if (p148 < 0) { out = -1;  break L146; }
    var p149;
    p149 = p148 + 5 <= n && (c = s.charCodeAt(p148 + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p148 + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p148 + 2), c === 46) && (c = s.charCodeAt(p148 + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p148 + 4), c < 128 && T1[c] === 1) ? p148 + 5 : -1;
    if (p149 < 0) { out = -1;  break L146; }
    var p150;
    var q151 = p149, r152 = 0;
    while (q151 < n) {
      var p155;
      L156: {
        var p158;
        if (q151 < n && (c = s.charCodeAt(q151), c === 46)) { p158 = q151 + 1; } else { p158 = -1;  }
        if (p158 < 0) { p155 = -1;  break L156; }
        var p159;
        p159 = f13(p158);
        if (p159 < 0) { p155 = -1;  break L156; }
        p155 = p159;
      }
      if (p155 < 0) break;
      if (p155 === q151) { break; }
      r152++; q151 = p155;
      if (r152 === 1) break;
    }
    p150 = q151;
    if (p150 < 0) { out = -1;  break L146; }
    out = p150;
  }
  return out;
}
function f13(p) { // iteration
  var c, out, s = text, n = size;
  L160: {
    var p162;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p162 = p + 1; } else { p162 = -1;  }
    if (p162 < 0) { out = -1;  break L160; }
    var p163;
    p163 = f35(p162);
    if (p163 < 0) { out = -1;  break L160; }
    out = p163;
  }
  return out;
}
function f14(p) { // edition
  var c, out, s = text, n = size;
  L164: {
    var p166;
    p166 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), c === 45) ? p + 3 : -1;
    if (p166 < 0) { out = -1;  break L164; }
    var p167;
    p167 = f35(p166);
    if (p167 < 0) { out = -1;  break L164; }
    out = p167;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // docversion
  var c, out, s = text, n = size;
  L168: {
    var p170;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p170 = p + 1; } else { p170 = -1;  }
    if (p170 < 0) { out = -1;  break L168; }
    var p171;
    L172: {
      var p173;
      L174: {
        var p176;
        p176 = f16(p170);
        if (p176 < 0) { p173 = -1;  break L174; }
        var p177;
        var p178;
        if (p176 < n && (c = s.charCodeAt(p176), c === 45)) { p178 = p176 + 1; } else { p178 = -1;  }
        p177 = p178 >= 0 ? -1 : p176;
        if (p177 < 0) { p173 = -1;  break L174; }
        p173 = p177;
      }
      if (p173 >= 0) { p171 = p173; break L172; }
      var p180;
      p180 = f17(p170);
      if (p180 >= 0) { p171 = p180; break L172; }
      p171 = -1;
    }
    if (p171 < 0) { out = -1;  break L168; }
    out = p171;
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
  L181: {
    var p183;
    p183 = f18(p);
    if (p183 < 0) { out = -1;  break L181; }
    var p184;
    var q185 = p183;
    while (q185 < n) {
      var p189;
      p189 = f19(q185);
      if (p189 < 0) break;
      if (p189 === q185) { break; }
      q185 = p189;
    }
    p184 = q185;
    if (p184 < 0) { out = -1;  break L181; }
    out = p184;
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
  L190: {
    var p192;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p192 = p + 1; } else { p192 = -1;  }
    if (p192 < 0) { out = -1;  break L190; }
    var p193;
    p193 = f25(p192);
    if (p193 < 0) { out = -1;  break L190; }
    var p194;
    p194 = f26(p193);
    if (p194 < 0) { out = -1;  break L190; }
    var p195;
    var q196 = p194, r197 = 0;
    while (q196 < n) {
      var p200;
      L201: {
        var p203;
        if (q196 < n && (c = s.charCodeAt(q196), c === 46)) { p203 = q196 + 1; } else { p203 = -1;  }
        if (p203 < 0) { p200 = -1;  break L201; }
        var p204;
        p204 = f27(p203);
        if (p204 < 0) { p200 = -1;  break L201; }
        p200 = p204;
      }
      if (p200 < 0) break;
      if (p200 === q196) { break; }
      r197++; q196 = p200;
      if (r197 === 1) break;
    }
    p195 = q196;
    if (p195 < 0) { out = -1;  break L190; }
    out = p195;
  }
  return out;
}
function f20(p) { // language
  var c, out, s = text, n = size;
  L205: {
    var p206;
    p206 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 114) && (c = s.charCodeAt(p + 5), c === 44) && (c = s.charCodeAt(p + 6), (c | 32) === 114) && (c = s.charCodeAt(p + 7), (c | 32) === 117) ? p + 8 : -1;
    if (p206 >= 0) { out = p206; break L205; }
    var p207;
    p207 = f22(p);
    if (p207 >= 0) { out = p207; break L205; }
    var p208;
    p208 = f21(p);
    if (p208 >= 0) { out = p208; break L205; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f21(p) { // monolingual
  var c, out, s = text, n = size;
  L209: {
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) {
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 110)) {
        out = p + 2; break L209;
      }
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 115)) {
        out = p + 2; break L209;
      }
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 114) ? p + 1 + 1 : -1;
      if (out >= 0) break L209;
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 117) ? p + 1 + 1 : -1;
      if (out >= 0) break L209;
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 114) ? p + 1 + 1 : -1;
      if (out >= 0) break L209;
    }
    out = -1;
  }
  return out;
}
function f22(p) { // bilingual
  var c, out, s = text, n = size;
  L210: {
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) {
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 110)) {
        if (p + 2 < n && (c = s.charCodeAt(p + 2), c === 44)) {
          if (p + 3 < n && (c = s.charCodeAt(p + 3), (c | 32) === 102)) {
            out = p + 4 + 1 <= n && (c = s.charCodeAt(p + 4 + 0), (c | 32) === 114) ? p + 4 + 1 : -1;
            if (out >= 0) break L210;
          }
          if (p + 3 < n && (c = s.charCodeAt(p + 3), (c | 32) === 114)) {
            out = p + 4 + 1 <= n && (c = s.charCodeAt(p + 4 + 0), (c | 32) === 117) ? p + 4 + 1 : -1;
            if (out >= 0) break L210;
          }
        }
      }
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) {
      out = p + 1 + 4 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 114) && (c = s.charCodeAt(p + 1 + 1), c === 44) && (c = s.charCodeAt(p + 1 + 2), (c | 32) === 114) && (c = s.charCodeAt(p + 1 + 3), (c | 32) === 117) ? p + 1 + 4 : -1;
      if (out >= 0) break L210;
    }
    out = -1;
  }
  return out;
}
function f24(p) { // supplement
  var c, out, s = text, n = size;
  L211: {
    var k212 = kn;
    var p213;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p213 = p + 1; } else { p213 = -1;  }
    if (p213 < 0) { out = -1; kn = k212; break L211; }
    var p214;
    p214 = f25(p213);
    if (p214 < 0) { out = -1; kn = k212; break L211; }
    var p215;
    if (p214 < n && (c = s.charCodeAt(p214), c === 58)) { p215 = p214 + 1; } else { p215 = -1;  }
    if (p215 < 0) { out = -1; kn = k212; break L211; }
    var p216;
    p216 = f26(p215);
    if (p216 < 0) { out = -1; kn = k212; break L211; }
    var p217;
    var q218 = p216, r219 = 0;
    while (q218 < n) {
      var p222;
      L223: {
        var p225;
        if (q218 < n && (c = s.charCodeAt(q218), c === 58)) { p225 = q218 + 1; } else { p225 = -1;  }
        if (p225 < 0) { p222 = -1;  break L223; }
        var p226;
        p226 = f27(p225);
        if (p226 < 0) { p222 = -1;  break L223; }
        p222 = p226;
      }
      if (p222 < 0) break;
      if (p222 === q218) { break; }
      r219++; q218 = p222;
      if (r219 === 1) break;
    }
    p217 = q218;
    if (p217 < 0) { out = -1; kn = k212; break L211; }
    var p227;
    var q228 = p217, r229 = 0;
    while (q228 < n) {
      var p232;
      L233: {
        var k234 = kn;
        var p235;
        if (q228 < n && (c = s.charCodeAt(q228), c === 58)) { p235 = q228 + 1; } else { p235 = -1;  }
        if (p235 < 0) { p232 = -1; kn = k234; break L233; }
        var p236;
        p236 = f20(p235);
        if (p236 < 0) { p232 = -1; kn = k234; break L233; }
        p232 = p236;
      }
      if (p232 < 0) break;
      if (p232 === q228) { break; }
      r229++; q228 = p232;
      if (r229 === 1) break;
    }
    p227 = q228;
    if (p227 < 0) { out = -1; kn = k212; break L211; }
    out = p227;
  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f25(p) { // suppltype
  var c, out, s = text, n = size;
  L237: {
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) {
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 109)) {
        out = p + 2 + 1 <= n && (c = s.charCodeAt(p + 2 + 0), (c | 32) === 100) ? p + 2 + 1 : -1;
        if (out >= 0) break L237;
      }
      if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 100)) {
        out = p + 2 + 1 <= n && (c = s.charCodeAt(p + 2 + 0), (c | 32) === 100) ? p + 2 + 1 : -1;
        if (out >= 0) break L237;
      }
    }
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) {
      out = p + 1 + 2 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 111) && (c = s.charCodeAt(p + 1 + 1), (c | 32) === 114) ? p + 1 + 2 : -1;
      if (out >= 0) break L237;
    }
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
  L238: {
    var p240;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p240 = p + 1; } else { p240 = -1;  }
    if (p240 < 0) { out = -1;  break L238; }
    var p241;
    p241 = f35(p240);
    if (p241 < 0) { out = -1;  break L238; }
    out = p241;
  }
  return out;
}
function f28(p) { // docelement
  var c, out, s = text, n = size;
  L242: {
    var p244;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p244 = p + 1; } else { p244 = -1;  }
    if (p244 < 0) { out = -1;  break L242; }
    var p245;
    L246: {
      if (p244 < n && (c = s.charCodeAt(p244), (c | 32) === 99)) {
        p245 = p244 + 1 + 5 <= n && (c = s.charCodeAt(p244 + 1 + 0), (c | 32) === 108) && (c = s.charCodeAt(p244 + 1 + 1), (c | 32) === 97) && (c = s.charCodeAt(p244 + 1 + 2), (c | 32) === 117) && (c = s.charCodeAt(p244 + 1 + 3), (c | 32) === 115) && (c = s.charCodeAt(p244 + 1 + 4), (c | 32) === 101) ? p244 + 1 + 5 : -1;
        if (p245 >= 0) break L246;
      }
      if (p244 < n && (c = s.charCodeAt(p244), (c | 32) === 102)) {
        p245 = p244 + 1 + 5 <= n && (c = s.charCodeAt(p244 + 1 + 0), (c | 32) === 105) && (c = s.charCodeAt(p244 + 1 + 1), (c | 32) === 103) && (c = s.charCodeAt(p244 + 1 + 2), (c | 32) === 117) && (c = s.charCodeAt(p244 + 1 + 3), (c | 32) === 114) && (c = s.charCodeAt(p244 + 1 + 4), (c | 32) === 101) ? p244 + 1 + 5 : -1;
        if (p245 >= 0) break L246;
      }
      if (p244 < n && (c = s.charCodeAt(p244), (c | 32) === 116)) {
        if (p244 + 1 < n && (c = s.charCodeAt(p244 + 1), (c | 32) === 97)) {
          p245 = p244 + 2 + 3 <= n && (c = s.charCodeAt(p244 + 2 + 0), (c | 32) === 98) && (c = s.charCodeAt(p244 + 2 + 1), (c | 32) === 108) && (c = s.charCodeAt(p244 + 2 + 2), (c | 32) === 101) ? p244 + 2 + 3 : -1;
          if (p245 >= 0) break L246;
        }
        if (p244 + 1 < n && (c = s.charCodeAt(p244 + 1), (c | 32) === 101)) {
          p245 = p244 + 2 + 2 <= n && (c = s.charCodeAt(p244 + 2 + 0), (c | 32) === 114) && (c = s.charCodeAt(p244 + 2 + 1), (c | 32) === 109) ? p244 + 2 + 2 : -1;
          if (p245 >= 0) break L246;
        }
      }
      p245 = -1;
    }
    if (p245 < 0) { out = -1;  break L242; }
    var p247;
    if (p245 < n && (c = s.charCodeAt(p245), c === 58)) { p247 = p245 + 1; } else { p247 = -1;  }
    if (p247 < 0) { out = -1;  break L242; }
    var p248;
    L249: {
      var p250;
      p250 = f30(p247);
      if (p250 >= 0) { p248 = p250; break L249; }
      var p251;
      p251 = f29(p247);
      if (p251 >= 0) { p248 = p251; break L249; }
      p248 = -1;
    }
    if (p248 < 0) { out = -1;  break L242; }
    var p252;
    var q253 = p248;
    while (q253 < n) {
      var p257;
      L258: {
        var p260;
        if (q253 < n && (c = s.charCodeAt(q253), c === 44)) { p260 = q253 + 1; } else { p260 = -1;  }
        if (p260 < 0) { p257 = -1;  break L258; }
        var p261;
        L262: {
          var p263;
          p263 = f30(p260);
          if (p263 >= 0) { p261 = p263; break L262; }
          var p264;
          p264 = f29(p260);
          if (p264 >= 0) { p261 = p264; break L262; }
          p261 = -1;
        }
        if (p261 < 0) { p257 = -1;  break L258; }
        p257 = p261;
      }
      if (p257 < 0) break;
      if (p257 === q253) { break; }
      q253 = p257;
    }
    p252 = q253;
    if (p252 < 0) { out = -1;  break L242; }
    out = p252;
  }
  if (out >= 0) { K[kn++] = 9; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f29(p) { // elementnumber
  var c, out, s = text, n = size;
  L265: {
    var p267;
    L268: {
      var p269;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p269 = p + 1; } else { p269 = -1;  }
      if (p269 >= 0) { p267 = p269; break L268; }
      var p270;
      p270 = f35(p);
      if (p270 >= 0) { p267 = p270; break L268; }
      p267 = -1;
    }
    if (p267 < 0) { out = -1;  break L265; }
    var p271;
    var q272 = p267;
    while (q272 < n) {
      var p276;
      L277: {
        var p279;
        if (q272 < n && (c = s.charCodeAt(q272), c === 46)) { p279 = q272 + 1; } else { p279 = -1;  }
        if (p279 < 0) { p276 = -1;  break L277; }
        var p280;
        p280 = f35(p279);
        if (p280 < 0) { p276 = -1;  break L277; }
        p276 = p280;
      }
      if (p276 < 0) break;
      if (p276 === q272) { break; }
      q272 = p276;
    }
    p271 = q272;
    if (p271 < 0) { out = -1;  break L265; }
    out = p271;
  }
  return out;
}
function f30(p) { // elementrange
  var c, out, s = text, n = size;
  L281: {
    var p283;
    p283 = f29(p);
    if (p283 < 0) { out = -1;  break L281; }
    var p284;
    if (p283 < n && (c = s.charCodeAt(p283), c === 45)) { p284 = p283 + 1; } else { p284 = -1;  }
    if (p284 < 0) { out = -1;  break L281; }
    var p285;
    p285 = f29(p284);
    if (p285 < 0) { out = -1;  break L281; }
    out = p285;
  }
  return out;
}
function f31(p) { // addition
  var c, out, s = text, n = size;
  L286: {
    var p287;
    p287 = f32(p);
    if (p287 >= 0) { out = p287; break L286; }
    var p288;
    p288 = f34(p);
    if (p288 >= 0) { out = p288; break L286; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 10; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f32(p) { // techdefined
  var c, out, s = text, n = size;
  L289: {
    var p291;
    p291 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 58) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 101) && (c = s.charCodeAt(p + 3), (c | 32) === 99) && (c = s.charCodeAt(p + 4), (c | 32) === 104) ? p + 5 : -1;
    if (p291 < 0) { out = -1;  break L289; }
    var p292;
    var q293 = p291;
    while (q293 < n) {
      if ((c = s.charCodeAt(q293), c < 128 && T3[c] === 1)) { do q293++; while (q293 < n && (c = s.charCodeAt(q293), T3[c] === 1));  continue; }
      var p297;
      p297 = f33(q293);
      if (p297 < 0) break;
      if (p297 === q293) { break; }
      q293 = p297;
    }
    p292 = q293;
    if (p292 < 0) { out = -1;  break L289; }
    out = p292;
  }
  return out;
}
function f33(p) { // techelement
  var c, out, s = text, n = size;
  L298: {
    var p299;
    p299 = f39(p);
    if (p299 >= 0) { out = p299; break L298; }
    var p300;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p300 = p + 1; } else { p300 = -1;  }
    if (p300 >= 0) { out = p300; break L298; }
    out = -1;
  }
  return out;
}
function f34(p) { // isodefined
  var c, out, s = text, n = size;
  L301: {
    var p303;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p303 = p + 1; } else { p303 = -1;  }
    if (p303 < 0) { out = -1;  break L301; }
    var p304;
    var q305 = p303, r306 = 0, e308 = false;
    while (q305 < n) {
      if ((c = s.charCodeAt(q305), c < 128 && T3[c] === 1)) { var k307z = q305; do q305++; while (q305 < n && (c = s.charCodeAt(q305), T3[c] === 1)); r306 += q305 - k307z;  continue; }
      var p309;
      L310: {
        var p311;
        p311 = f39(q305);
        if (p311 >= 0) { p309 = p311; break L310; }
        var p312;
        if (q305 < n && (c = s.charCodeAt(q305), c === 47)) { p312 = q305 + 1; } else { p312 = -1;  }
        if (p312 >= 0) { p309 = p312; break L310; }
        p309 = -1;
      }
      if (p309 < 0) break;
      if (p309 === q305) { e308 = true; break; }
      r306++; q305 = p309;
    }
    if (e308 || r306 >= 1) p304 = q305; else { p304 = -1;  }
    if (p304 < 0) { out = -1;  break L301; }
    out = p304;
  }
  return out;
}
function f35(p) { // DIGITS
  var c, out, s = text, n = size;
  L313: {
    var p315;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p315 = p + 1; } else { p315 = -1;  }
    if (p315 < 0) { out = -1;  break L313; }
    var p316;
    var q317 = p315;
    while (q317 < n && (c = s.charCodeAt(q317), T1[c] === 1)) q317++;
    p316 = q317;
    if (p316 < 0) { out = -1;  break L313; }
    out = p316;
  }
  return out;
}
function f39(p) { // pchar
  var c, out, s = text, n = size;
  L319: {
    var p320;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p320 = p + 1; } else { p320 = -1;  }
    if (p320 >= 0) { out = p320; break L319; }
    var p321;
    p321 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T4[c] === 1) ? p + 3 : -1;
    if (p321 >= 0) { out = p321; break L319; }
    out = -1;
  }
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
const byName = { "originator": f6, "type": f7, "docnumber": f8, "partnumber": f9, "status": f10, "edition": f14, "docversion": f15, "language": f20, "supplement": f24, "docelement": f28, "addition": f31, "NSS": f0 };
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
