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
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
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
const pattern = /^(?=(?<g18>[Ss][Tt][Dd]\x3a(?=(?<g15>[Ii][Ss][Oo]\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\k<g15>(?:\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\x3a[0-9](?:[0-9])*(?![0-9])(?:\x3a\x2d(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z])|(?!\x3a\x2d(?:[\x2d0-9A-Za-z])+))(?:(?:\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)|(?!\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)))\x3a[Ee][Dd]\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)|(?!\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)))\x3a[Ee][Dd]\x2d[0-9](?:[0-9])*))(?:\x3a[Vv](?=(?<g13>[0-9](?:[0-9])*(?![0-9])(?!\x2d)|[0-9](?:[0-9])*(?:\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\x2e[Vv][0-9](?:[0-9])*)?)*))\k<g13>|(?!\x3a[Vv](?=(?<g14>[0-9](?:[0-9])*(?![0-9])(?!\x2d)|[0-9](?:[0-9])*(?:\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\x2e[Vv][0-9](?:[0-9])*)?)*))\k<g14>))(?:\x3a(?=(?<g11>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g11>|(?!\x3a(?=(?<g12>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g12>))(?:\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\x3a[0-9](?:[0-9])*(?![0-9])(?:\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\x3a[Vv][0-9](?:[0-9])*))(?:\x3a(?=(?<g8>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g8>|(?!\x3a(?=(?<g9>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g9>)))*(?!\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\x3a[0-9](?:[0-9])*(?:\x3a[Vv][0-9](?:[0-9])*)?(?:\x3a(?=(?<g10>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g10>)?)(?:\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\x3a(?=(?<g5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g5>(?:\x2c(?=(?<g3>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g3>)*(?!\x2c(?=(?<g4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g4>))*(?!\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\x3a(?=(?<g7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g7>(?:\x2c(?=(?<g6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g6>)*)(?:(?=(?<g1>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g1>|(?!(?=(?<g2>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g2>))(?![\x00-\u10ffff])|[Ss][Tt][Dd]\x3a(?=(?<g17>[Ii][Ss][Oo]\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\k<g17>(?:\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\x3a[0-9](?:[0-9])*(?:(?=(?<g16>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g16>)?))\k<g18>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n18>[Ss][Tt][Dd]\\x3a(?=(?<n15>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n15>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n13>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n13>|(?!\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>))(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>|(?!\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n8>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n8>|(?!\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>(?:\\x2c(?=(?<n3>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n3>)*(?!\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>(?:\\x2c(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>)*)(?:(?=(?<n1>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>|(?!(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>))(?![\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z])|[Ss][Tt][Dd]\\x3a(?=(?<n17>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n17>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n16>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n16>)?))\\k<n18>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n18>[Ss][Tt][Dd]\\x3a(?=(?<n15>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n15>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n13>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n13>|(?!\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>))(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>|(?!\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n8>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n8>|(?!\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>(?:\\x2c(?=(?<n3>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n3>)*(?!\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>(?:\\x2c(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>)*)(?:(?=(?<n1>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>|(?!(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>))(?![\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])|[Ss][Tt][Dd]\\x3a(?=(?<n17>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n17>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n16>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n16>)?))\\k<n18>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n18>[Ss][Tt][Dd]\\x3a(?=(?<n15>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n15>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n13>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n13>|(?!\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>))(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>|(?!\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n8>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n8>|(?!\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>(?:\\x2c(?=(?<n3>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n3>)*(?!\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>(?:\\x2c(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>)*)(?:(?=(?<n1>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>|(?!(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>))(?![\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])|[Ss][Tt][Dd]\\x3a(?=(?<n17>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n17>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n16>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n16>)?))\\k<n18>",
    "layout": "0a6e034e"
  }
};
const parts = ["originator","type","docnumber","partnumber","status","edition","docversion","language","supplement","docelement","addition","NSS"];
let text = '';
let viewing = false;
let begin = 0;
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
    var q9 = p7, r10 = 0, e12 = false, k11 = kn;
    while (q9 < n) {
      var p13;
      p13 = f24(q9);
      if (p13 < 0) break;
      if (p13 === q9) { e12 = true; break; }
      r10++; q9 = p13;
    }
    if (e12 || r10 >= 0) p8 = q9; else { p8 = -1; kn = k11; }
    if (p8 < 0) { out = -1; kn = k5; break L4; }
    var p14;
    var q15 = p8, r16 = 0, e18 = false, k17 = kn;
    while (q15 < n) {
      var p19;
      p19 = f28(q15);
      if (p19 < 0) break;
      if (p19 === q15) { e18 = true; break; }
      r16++; q15 = p19;
    }
    if (e18 || r16 >= 0) p14 = q15; else { p14 = -1; kn = k17; }
    if (p14 < 0) { out = -1; kn = k5; break L4; }
    var p20;
    var q21 = p14, r22 = 0, e24 = false, k23 = kn;
    while (q21 < n) {
      var p25;
      p25 = f31(q21);
      if (p25 < 0) break;
      if (p25 === q21) { e24 = true; break; }
      r22++; q21 = p25;
      if (r22 === 1) break;
    }
    if (e24 || r22 >= 0) p20 = q21; else { p20 = -1; kn = k23; }
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
    var q32 = p30, r33 = 0, e35 = false, k34 = kn;
    while (q32 < n) {
      var p36;
      L37: {
        var k38 = kn;
        var p39;
        if (q32 < n && (c = s.charCodeAt(q32), c === 58)) { p39 = q32 + 1;  } else { p39 = -1;  }
        if (p39 < 0) { p36 = -1; kn = k38; break L37; }
        var p40;
        p40 = f7(p39);
        if (p40 < 0) { p36 = -1; kn = k38; break L37; }
        p36 = p40;
      }
      if (p36 < 0) break;
      if (p36 === q32) { e35 = true; break; }
      r33++; q32 = p36;
      if (r33 === 1) break;
    }
    if (e35 || r33 >= 0) p31 = q32; else { p31 = -1; kn = k34; }
    if (p31 < 0) { out = -1; kn = k28; break L27; }
    var p41;
    if (p31 < n && (c = s.charCodeAt(p31), c === 58)) { p41 = p31 + 1;  } else { p41 = -1;  }
    if (p41 < 0) { out = -1; kn = k28; break L27; }
    var p42;
    p42 = f8(p41);
    if (p42 < 0) { out = -1; kn = k28; break L27; }
    var p43;
    var q44 = p42, r45 = 0, e47 = false, k46 = kn;
    while (q44 < n) {
      var p48;
      p48 = f31(q44);
      if (p48 < 0) break;
      if (p48 === q44) { e47 = true; break; }
      r45++; q44 = p48;
      if (r45 === 1) break;
    }
    if (e47 || r45 >= 0) p43 = q44; else { p43 = -1; kn = k46; }
    if (p43 < 0) { out = -1; kn = k28; break L27; }
    out = p43;
  }
  return out;
}
function f4(p) { // end-of-nss
  var c, out, s = text, n = size;
  var p49;
  if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 1114111)))) { p49 = p + 1;  } else { p49 = -1;  }
  out = p49 >= 0 ? -1 : p;
  return out;
}
function f5(p) { // docidentifier
  var c, out, s = text, n = size;
  L51: {
    var k52 = kn;
    var p53;
    p53 = f6(p);
    if (p53 < 0) { out = -1; kn = k52; break L51; }
    var p54;
    var q55 = p53, r56 = 0, e58 = false, k57 = kn;
    while (q55 < n) {
      var p59;
      L60: {
        var k61 = kn;
        var p62;
        if (q55 < n && (c = s.charCodeAt(q55), c === 58)) { p62 = q55 + 1;  } else { p62 = -1;  }
        if (p62 < 0) { p59 = -1; kn = k61; break L60; }
        var p63;
        p63 = f7(p62);
        if (p63 < 0) { p59 = -1; kn = k61; break L60; }
        p59 = p63;
      }
      if (p59 < 0) break;
      if (p59 === q55) { e58 = true; break; }
      r56++; q55 = p59;
      if (r56 === 1) break;
    }
    if (e58 || r56 >= 0) p54 = q55; else { p54 = -1; kn = k57; }
    if (p54 < 0) { out = -1; kn = k52; break L51; }
    var p64;
    if (p54 < n && (c = s.charCodeAt(p54), c === 58)) { p64 = p54 + 1;  } else { p64 = -1;  }
    if (p64 < 0) { out = -1; kn = k52; break L51; }
    var p65;
    p65 = f8(p64);
    if (p65 < 0) { out = -1; kn = k52; break L51; }
    var p66;
    var q67 = p65, r68 = 0, e70 = false, k69 = kn;
    while (q67 < n) {
      var p71;
      L72: {
        var k73 = kn;
        var p74;
        if (q67 < n && (c = s.charCodeAt(q67), c === 58)) { p74 = q67 + 1;  } else { p74 = -1;  }
        if (p74 < 0) { p71 = -1; kn = k73; break L72; }
        var p75;
        p75 = f9(p74);
        if (p75 < 0) { p71 = -1; kn = k73; break L72; }
        p71 = p75;
      }
      if (p71 < 0) break;
      if (p71 === q67) { e70 = true; break; }
      r68++; q67 = p71;
      if (r68 === 1) break;
    }
    if (e70 || r68 >= 0) p66 = q67; else { p66 = -1; kn = k69; }
    if (p66 < 0) { out = -1; kn = k52; break L51; }
    var p76;
    var q77 = p66, r78 = 0, e80 = false, k79 = kn;
    while (q77 < n) {
      var p81;
      L82: {
        var k83 = kn;
        var p84;
        var q85 = q77, r86 = 0, e88 = false, k87 = kn;
        while (q85 < n) {
          var p89;
          L90: {
            var k91 = kn;
            var p92;
            if (q85 < n && (c = s.charCodeAt(q85), c === 58)) { p92 = q85 + 1;  } else { p92 = -1;  }
            if (p92 < 0) { p89 = -1; kn = k91; break L90; }
            var p93;
            p93 = f10(p92);
            if (p93 < 0) { p89 = -1; kn = k91; break L90; }
            p89 = p93;
          }
          if (p89 < 0) break;
          if (p89 === q85) { e88 = true; break; }
          r86++; q85 = p89;
          if (r86 === 1) break;
        }
        if (e88 || r86 >= 0) p84 = q85; else { p84 = -1; kn = k87; }
        if (p84 < 0) { p81 = -1; kn = k83; break L82; }
        var p94;
        if (p84 < n && (c = s.charCodeAt(p84), c === 58)) { p94 = p84 + 1;  } else { p94 = -1;  }
        if (p94 < 0) { p81 = -1; kn = k83; break L82; }
        var p95;
        p95 = f14(p94);
        if (p95 < 0) { p81 = -1; kn = k83; break L82; }
        p81 = p95;
      }
      if (p81 < 0) break;
      if (p81 === q77) { e80 = true; break; }
      r78++; q77 = p81;
      if (r78 === 1) break;
    }
    if (e80 || r78 >= 0) p76 = q77; else { p76 = -1; kn = k79; }
    if (p76 < 0) { out = -1; kn = k52; break L51; }
    var p96;
    var q97 = p76, r98 = 0, e100 = false, k99 = kn;
    while (q97 < n) {
      var p101;
      L102: {
        var k103 = kn;
        var p104;
        if (q97 < n && (c = s.charCodeAt(q97), c === 58)) { p104 = q97 + 1;  } else { p104 = -1;  }
        if (p104 < 0) { p101 = -1; kn = k103; break L102; }
        var p105;
        p105 = f15(p104);
        if (p105 < 0) { p101 = -1; kn = k103; break L102; }
        p101 = p105;
      }
      if (p101 < 0) break;
      if (p101 === q97) { e100 = true; break; }
      r98++; q97 = p101;
      if (r98 === 1) break;
    }
    if (e100 || r98 >= 0) p96 = q97; else { p96 = -1; kn = k99; }
    if (p96 < 0) { out = -1; kn = k52; break L51; }
    var p106;
    var q107 = p96, r108 = 0, e110 = false, k109 = kn;
    while (q107 < n) {
      var p111;
      L112: {
        var k113 = kn;
        var p114;
        if (q107 < n && (c = s.charCodeAt(q107), c === 58)) { p114 = q107 + 1;  } else { p114 = -1;  }
        if (p114 < 0) { p111 = -1; kn = k113; break L112; }
        var p115;
        p115 = f20(p114);
        if (p115 < 0) { p111 = -1; kn = k113; break L112; }
        p111 = p115;
      }
      if (p111 < 0) break;
      if (p111 === q107) { e110 = true; break; }
      r108++; q107 = p111;
      if (r108 === 1) break;
    }
    if (e110 || r108 >= 0) p106 = q107; else { p106 = -1; kn = k109; }
    if (p106 < 0) { out = -1; kn = k52; break L51; }
    out = p106;
  }
  return out;
}
function f6(p) { // originator
  var c, out, s = text, n = size;
  L116: {
    var p117;
    p117 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 105) && (c = s.charCodeAt(p + 5), (c | 32) === 101) && (c = s.charCodeAt(p + 6), (c | 32) === 99) ? p + 7 : -1;
    if (p117 >= 0) { out = p117; break L116; }
    var p118;
    p118 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 99) && (c = s.charCodeAt(p + 5), (c | 32) === 105) && (c = s.charCodeAt(p + 6), (c | 32) === 101) ? p + 7 : -1;
    if (p118 >= 0) { out = p118; break L116; }
    var p119;
    p119 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 97) && (c = s.charCodeAt(p + 5), (c | 32) === 115) && (c = s.charCodeAt(p + 6), (c | 32) === 116) && (c = s.charCodeAt(p + 7), (c | 32) === 109) ? p + 8 : -1;
    if (p119 >= 0) { out = p119; break L116; }
    var p120;
    p120 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 105) && (c = s.charCodeAt(p + 5), (c | 32) === 101) && (c = s.charCodeAt(p + 6), (c | 32) === 101) && (c = s.charCodeAt(p + 7), (c | 32) === 101) ? p + 8 : -1;
    if (p120 >= 0) { out = p120; break L116; }
    var p121;
    p121 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) ? p + 3 : -1;
    if (p121 >= 0) { out = p121; break L116; }
    var p122;
    p122 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 101) && (c = s.charCodeAt(p + 2), (c | 32) === 99) ? p + 3 : -1;
    if (p122 >= 0) { out = p122; break L116; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // type
  var c, out, s = text, n = size;
  L123: {
    var p124;
    p124 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 116) && (c = s.charCodeAt(p + 3), (c | 32) === 97) ? p + 4 : -1;
    if (p124 >= 0) { out = p124; break L123; }
    var p125;
    p125 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 103) && (c = s.charCodeAt(p + 1), (c | 32) === 117) && (c = s.charCodeAt(p + 2), (c | 32) === 105) && (c = s.charCodeAt(p + 3), (c | 32) === 100) && (c = s.charCodeAt(p + 4), (c | 32) === 101) ? p + 5 : -1;
    if (p125 >= 0) { out = p125; break L123; }
    var p126;
    p126 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 112) ? p + 3 : -1;
    if (p126 >= 0) { out = p126; break L123; }
    var p127;
    p127 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 119) && (c = s.charCodeAt(p + 2), (c | 32) === 97) ? p + 3 : -1;
    if (p127 >= 0) { out = p127; break L123; }
    var p128;
    p128 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 112) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 115) ? p + 3 : -1;
    if (p128 >= 0) { out = p128; break L123; }
    var p129;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p129 = p + 1;  } else { p129 = -1;  }
    if (p129 >= 0) { out = p129; break L123; }
    var p130;
    p130 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p130 >= 0) { out = p130; break L123; }
    var p131;
    p131 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 115) ? p + 2 : -1;
    if (p131 >= 0) { out = p131; break L123; }
    var p132;
    p132 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 97) ? p + 3 : -1;
    if (p132 >= 0) { out = p132; break L123; }
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
  L133: {
    var p135;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p135 = p + 1;  } else { p135 = -1;  }
    if (p135 < 0) { out = -1;  break L133; }
    var p136;
    var q137 = p135;
    while (q137 < n && (c = s.charCodeAt(q137), T0[c] === 1)) q137++;
    p136 = q137 - p135 >= 1 ? q137 : -1;
    if (p136 < 0) { out = -1;  break L133; }
    out = p136;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // status
  var c, out, s = text, n = size;
  L139: {
    var p140;
    L141: {
      var p142;
      p142 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 97) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 116) ? p + 5 : -1;
      if (p142 >= 0) { p140 = p142; break L141; }
      var p143;
      p143 = p + 9 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 99) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), (c | 32) === 99) && (c = s.charCodeAt(p + 4), (c | 32) === 101) && (c = s.charCodeAt(p + 5), (c | 32) === 108) && (c = s.charCodeAt(p + 6), (c | 32) === 108) && (c = s.charCodeAt(p + 7), (c | 32) === 101) && (c = s.charCodeAt(p + 8), (c | 32) === 100) ? p + 9 : -1;
      if (p143 >= 0) { p140 = p143; break L141; }
      p140 = -1;
    }
    if (p140 >= 0) { out = p140; break L139; }
    var p144;
    p144 = f11(p);
    if (p144 >= 0) { out = p144; break L139; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // stage
  var c, out, s = text, n = size;
  L145: {
    var p147;
    p147 = p + 6 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 97) && (c = s.charCodeAt(p + 3), (c | 32) === 103) && (c = s.charCodeAt(p + 4), (c | 32) === 101) && (c = s.charCodeAt(p + 5), c === 45) ? p + 6 : -1;
    if (p147 < 0) { out = -1;  break L145; }
    var p148;
    p148 = p147 + 5 <= n && (c = s.charCodeAt(p147 + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p147 + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p147 + 2), c === 46) && (c = s.charCodeAt(p147 + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p147 + 4), c < 128 && T1[c] === 1) ? p147 + 5 : -1;
    if (p148 < 0) { out = -1;  break L145; }
    var p149;
    var q150 = p148, r151 = 0, e153 = false;
    while (q150 < n) {
      var p154;
      L155: {
        var p157;
        if (q150 < n && (c = s.charCodeAt(q150), c === 46)) { p157 = q150 + 1;  } else { p157 = -1;  }
        if (p157 < 0) { p154 = -1;  break L155; }
        var p158;
        p158 = f13(p157);
        if (p158 < 0) { p154 = -1;  break L155; }
        p154 = p158;
      }
      if (p154 < 0) break;
      if (p154 === q150) { e153 = true; break; }
      r151++; q150 = p154;
      if (r151 === 1) break;
    }
    if (e153 || r151 >= 0) p149 = q150; else { p149 = -1;  }
    if (p149 < 0) { out = -1;  break L145; }
    out = p149;
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
  L159: {
    var p161;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p161 = p + 1;  } else { p161 = -1;  }
    if (p161 < 0) { out = -1;  break L159; }
    var p162;
    p162 = f35(p161);
    if (p162 < 0) { out = -1;  break L159; }
    out = p162;
  }
  return out;
}
function f14(p) { // edition
  var c, out, s = text, n = size;
  L163: {
    var p165;
    p165 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), c === 45) ? p + 3 : -1;
    if (p165 < 0) { out = -1;  break L163; }
    var p166;
    p166 = f35(p165);
    if (p166 < 0) { out = -1;  break L163; }
    out = p166;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // docversion
  var c, out, s = text, n = size;
  L167: {
    var p169;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p169 = p + 1;  } else { p169 = -1;  }
    if (p169 < 0) { out = -1;  break L167; }
    var p170;
    L171: {
      var p172;
      L173: {
        var p175;
        p175 = f16(p169);
        if (p175 < 0) { p172 = -1;  break L173; }
        var p176;
        var p177;
        if (p175 < n && (c = s.charCodeAt(p175), c === 45)) { p177 = p175 + 1;  } else { p177 = -1;  }
        p176 = p177 >= 0 ? -1 : p175;
        if (p176 < 0) { p172 = -1;  break L173; }
        p172 = p176;
      }
      if (p172 >= 0) { p170 = p172; break L171; }
      var p179;
      p179 = f17(p169);
      if (p179 >= 0) { p170 = p179; break L171; }
      p170 = -1;
    }
    if (p170 < 0) { out = -1;  break L167; }
    out = p170;
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
  L180: {
    var p182;
    p182 = f18(p);
    if (p182 < 0) { out = -1;  break L180; }
    var p183;
    var q184 = p182, r185 = 0, e187 = false;
    while (q184 < n) {
      var p188;
      p188 = f19(q184);
      if (p188 < 0) break;
      if (p188 === q184) { e187 = true; break; }
      r185++; q184 = p188;
    }
    if (e187 || r185 >= 0) p183 = q184; else { p183 = -1;  }
    if (p183 < 0) { out = -1;  break L180; }
    out = p183;
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
  L189: {
    var p191;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p191 = p + 1;  } else { p191 = -1;  }
    if (p191 < 0) { out = -1;  break L189; }
    var p192;
    p192 = f25(p191);
    if (p192 < 0) { out = -1;  break L189; }
    var p193;
    p193 = f26(p192);
    if (p193 < 0) { out = -1;  break L189; }
    var p194;
    var q195 = p193, r196 = 0, e198 = false;
    while (q195 < n) {
      var p199;
      L200: {
        var p202;
        if (q195 < n && (c = s.charCodeAt(q195), c === 46)) { p202 = q195 + 1;  } else { p202 = -1;  }
        if (p202 < 0) { p199 = -1;  break L200; }
        var p203;
        p203 = f27(p202);
        if (p203 < 0) { p199 = -1;  break L200; }
        p199 = p203;
      }
      if (p199 < 0) break;
      if (p199 === q195) { e198 = true; break; }
      r196++; q195 = p199;
      if (r196 === 1) break;
    }
    if (e198 || r196 >= 0) p194 = q195; else { p194 = -1;  }
    if (p194 < 0) { out = -1;  break L189; }
    out = p194;
  }
  return out;
}
function f20(p) { // language
  var c, out, s = text, n = size;
  L204: {
    var p205;
    p205 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 114) && (c = s.charCodeAt(p + 5), c === 44) && (c = s.charCodeAt(p + 6), (c | 32) === 114) && (c = s.charCodeAt(p + 7), (c | 32) === 117) ? p + 8 : -1;
    if (p205 >= 0) { out = p205; break L204; }
    var p206;
    p206 = f22(p);
    if (p206 >= 0) { out = p206; break L204; }
    var p207;
    p207 = f21(p);
    if (p207 >= 0) { out = p207; break L204; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f21(p) { // monolingual
  var c, out, s = text, n = size;
  L208: {
    var p209;
    p209 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) ? p + 2 : -1;
    if (p209 >= 0) { out = p209; break L208; }
    var p210;
    p210 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 102) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p210 >= 0) { out = p210; break L208; }
    var p211;
    p211 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 114) && (c = s.charCodeAt(p + 1), (c | 32) === 117) ? p + 2 : -1;
    if (p211 >= 0) { out = p211; break L208; }
    var p212;
    p212 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 115) ? p + 2 : -1;
    if (p212 >= 0) { out = p212; break L208; }
    var p213;
    p213 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p213 >= 0) { out = p213; break L208; }
    out = -1;
  }
  return out;
}
function f22(p) { // bilingual
  var c, out, s = text, n = size;
  L214: {
    var p215;
    p215 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 114) ? p + 5 : -1;
    if (p215 >= 0) { out = p215; break L214; }
    var p216;
    p216 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 114) && (c = s.charCodeAt(p + 4), (c | 32) === 117) ? p + 5 : -1;
    if (p216 >= 0) { out = p216; break L214; }
    var p217;
    p217 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 102) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 114) && (c = s.charCodeAt(p + 4), (c | 32) === 117) ? p + 5 : -1;
    if (p217 >= 0) { out = p217; break L214; }
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
  L218: {
    var k219 = kn;
    var p220;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p220 = p + 1;  } else { p220 = -1;  }
    if (p220 < 0) { out = -1; kn = k219; break L218; }
    var p221;
    p221 = f25(p220);
    if (p221 < 0) { out = -1; kn = k219; break L218; }
    var p222;
    if (p221 < n && (c = s.charCodeAt(p221), c === 58)) { p222 = p221 + 1;  } else { p222 = -1;  }
    if (p222 < 0) { out = -1; kn = k219; break L218; }
    var p223;
    p223 = f26(p222);
    if (p223 < 0) { out = -1; kn = k219; break L218; }
    var p224;
    var q225 = p223, r226 = 0, e228 = false;
    while (q225 < n) {
      var p229;
      L230: {
        var p232;
        if (q225 < n && (c = s.charCodeAt(q225), c === 58)) { p232 = q225 + 1;  } else { p232 = -1;  }
        if (p232 < 0) { p229 = -1;  break L230; }
        var p233;
        p233 = f27(p232);
        if (p233 < 0) { p229 = -1;  break L230; }
        p229 = p233;
      }
      if (p229 < 0) break;
      if (p229 === q225) { e228 = true; break; }
      r226++; q225 = p229;
      if (r226 === 1) break;
    }
    if (e228 || r226 >= 0) p224 = q225; else { p224 = -1;  }
    if (p224 < 0) { out = -1; kn = k219; break L218; }
    var p234;
    var q235 = p224, r236 = 0, e238 = false, k237 = kn;
    while (q235 < n) {
      var p239;
      L240: {
        var k241 = kn;
        var p242;
        if (q235 < n && (c = s.charCodeAt(q235), c === 58)) { p242 = q235 + 1;  } else { p242 = -1;  }
        if (p242 < 0) { p239 = -1; kn = k241; break L240; }
        var p243;
        p243 = f20(p242);
        if (p243 < 0) { p239 = -1; kn = k241; break L240; }
        p239 = p243;
      }
      if (p239 < 0) break;
      if (p239 === q235) { e238 = true; break; }
      r236++; q235 = p239;
      if (r236 === 1) break;
    }
    if (e238 || r236 >= 0) p234 = q235; else { p234 = -1; kn = k237; }
    if (p234 < 0) { out = -1; kn = k219; break L218; }
    out = p234;
  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f25(p) { // suppltype
  var c, out, s = text, n = size;
  L244: {
    var p245;
    p245 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 100) ? p + 3 : -1;
    if (p245 >= 0) { out = p245; break L244; }
    var p246;
    p246 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 99) && (c = s.charCodeAt(p + 1), (c | 32) === 111) && (c = s.charCodeAt(p + 2), (c | 32) === 114) ? p + 3 : -1;
    if (p246 >= 0) { out = p246; break L244; }
    var p247;
    p247 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), (c | 32) === 100) ? p + 3 : -1;
    if (p247 >= 0) { out = p247; break L244; }
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
  L248: {
    var p250;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p250 = p + 1;  } else { p250 = -1;  }
    if (p250 < 0) { out = -1;  break L248; }
    var p251;
    p251 = f35(p250);
    if (p251 < 0) { out = -1;  break L248; }
    out = p251;
  }
  return out;
}
function f28(p) { // docelement
  var c, out, s = text, n = size;
  L252: {
    var p254;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p254 = p + 1;  } else { p254 = -1;  }
    if (p254 < 0) { out = -1;  break L252; }
    var p255;
    L256: {
      var p257;
      p257 = p254 + 6 <= n && (c = s.charCodeAt(p254 + 0), (c | 32) === 99) && (c = s.charCodeAt(p254 + 1), (c | 32) === 108) && (c = s.charCodeAt(p254 + 2), (c | 32) === 97) && (c = s.charCodeAt(p254 + 3), (c | 32) === 117) && (c = s.charCodeAt(p254 + 4), (c | 32) === 115) && (c = s.charCodeAt(p254 + 5), (c | 32) === 101) ? p254 + 6 : -1;
      if (p257 >= 0) { p255 = p257; break L256; }
      var p258;
      p258 = p254 + 6 <= n && (c = s.charCodeAt(p254 + 0), (c | 32) === 102) && (c = s.charCodeAt(p254 + 1), (c | 32) === 105) && (c = s.charCodeAt(p254 + 2), (c | 32) === 103) && (c = s.charCodeAt(p254 + 3), (c | 32) === 117) && (c = s.charCodeAt(p254 + 4), (c | 32) === 114) && (c = s.charCodeAt(p254 + 5), (c | 32) === 101) ? p254 + 6 : -1;
      if (p258 >= 0) { p255 = p258; break L256; }
      var p259;
      p259 = p254 + 5 <= n && (c = s.charCodeAt(p254 + 0), (c | 32) === 116) && (c = s.charCodeAt(p254 + 1), (c | 32) === 97) && (c = s.charCodeAt(p254 + 2), (c | 32) === 98) && (c = s.charCodeAt(p254 + 3), (c | 32) === 108) && (c = s.charCodeAt(p254 + 4), (c | 32) === 101) ? p254 + 5 : -1;
      if (p259 >= 0) { p255 = p259; break L256; }
      var p260;
      p260 = p254 + 4 <= n && (c = s.charCodeAt(p254 + 0), (c | 32) === 116) && (c = s.charCodeAt(p254 + 1), (c | 32) === 101) && (c = s.charCodeAt(p254 + 2), (c | 32) === 114) && (c = s.charCodeAt(p254 + 3), (c | 32) === 109) ? p254 + 4 : -1;
      if (p260 >= 0) { p255 = p260; break L256; }
      p255 = -1;
    }
    if (p255 < 0) { out = -1;  break L252; }
    var p261;
    if (p255 < n && (c = s.charCodeAt(p255), c === 58)) { p261 = p255 + 1;  } else { p261 = -1;  }
    if (p261 < 0) { out = -1;  break L252; }
    var p262;
    L263: {
      var p264;
      p264 = f30(p261);
      if (p264 >= 0) { p262 = p264; break L263; }
      var p265;
      p265 = f29(p261);
      if (p265 >= 0) { p262 = p265; break L263; }
      p262 = -1;
    }
    if (p262 < 0) { out = -1;  break L252; }
    var p266;
    var q267 = p262, r268 = 0, e270 = false;
    while (q267 < n) {
      var p271;
      L272: {
        var p274;
        if (q267 < n && (c = s.charCodeAt(q267), c === 44)) { p274 = q267 + 1;  } else { p274 = -1;  }
        if (p274 < 0) { p271 = -1;  break L272; }
        var p275;
        L276: {
          var p277;
          p277 = f30(p274);
          if (p277 >= 0) { p275 = p277; break L276; }
          var p278;
          p278 = f29(p274);
          if (p278 >= 0) { p275 = p278; break L276; }
          p275 = -1;
        }
        if (p275 < 0) { p271 = -1;  break L272; }
        p271 = p275;
      }
      if (p271 < 0) break;
      if (p271 === q267) { e270 = true; break; }
      r268++; q267 = p271;
    }
    if (e270 || r268 >= 0) p266 = q267; else { p266 = -1;  }
    if (p266 < 0) { out = -1;  break L252; }
    out = p266;
  }
  if (out >= 0) { K[kn++] = 9; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f29(p) { // elementnumber
  var c, out, s = text, n = size;
  L279: {
    var p281;
    L282: {
      var p283;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p283 = p + 1;  } else { p283 = -1;  }
      if (p283 >= 0) { p281 = p283; break L282; }
      var p284;
      p284 = f35(p);
      if (p284 >= 0) { p281 = p284; break L282; }
      p281 = -1;
    }
    if (p281 < 0) { out = -1;  break L279; }
    var p285;
    var q286 = p281, r287 = 0, e289 = false;
    while (q286 < n) {
      var p290;
      L291: {
        var p293;
        if (q286 < n && (c = s.charCodeAt(q286), c === 46)) { p293 = q286 + 1;  } else { p293 = -1;  }
        if (p293 < 0) { p290 = -1;  break L291; }
        var p294;
        p294 = f35(p293);
        if (p294 < 0) { p290 = -1;  break L291; }
        p290 = p294;
      }
      if (p290 < 0) break;
      if (p290 === q286) { e289 = true; break; }
      r287++; q286 = p290;
    }
    if (e289 || r287 >= 0) p285 = q286; else { p285 = -1;  }
    if (p285 < 0) { out = -1;  break L279; }
    out = p285;
  }
  return out;
}
function f30(p) { // elementrange
  var c, out, s = text, n = size;
  L295: {
    var p297;
    p297 = f29(p);
    if (p297 < 0) { out = -1;  break L295; }
    var p298;
    if (p297 < n && (c = s.charCodeAt(p297), c === 45)) { p298 = p297 + 1;  } else { p298 = -1;  }
    if (p298 < 0) { out = -1;  break L295; }
    var p299;
    p299 = f29(p298);
    if (p299 < 0) { out = -1;  break L295; }
    out = p299;
  }
  return out;
}
function f31(p) { // addition
  var c, out, s = text, n = size;
  L300: {
    var p301;
    p301 = f32(p);
    if (p301 >= 0) { out = p301; break L300; }
    var p302;
    p302 = f34(p);
    if (p302 >= 0) { out = p302; break L300; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 10; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f32(p) { // techdefined
  var c, out, s = text, n = size;
  L303: {
    var p305;
    p305 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 58) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 101) && (c = s.charCodeAt(p + 3), (c | 32) === 99) && (c = s.charCodeAt(p + 4), (c | 32) === 104) ? p + 5 : -1;
    if (p305 < 0) { out = -1;  break L303; }
    var p306;
    var q307 = p305, r308 = 0, e310 = false;
    while (q307 < n) {
      if ((c = s.charCodeAt(q307), c < 128 && T3[c] === 1)) { var k309z = q307; do q307++; while (q307 < n && (c = s.charCodeAt(q307), T3[c] === 1)); r308 += q307 - k309z; continue; }
      var p311;
      p311 = f33(q307);
      if (p311 < 0) break;
      if (p311 === q307) { e310 = true; break; }
      r308++; q307 = p311;
    }
    if (e310 || r308 >= 0) p306 = q307; else { p306 = -1;  }
    if (p306 < 0) { out = -1;  break L303; }
    out = p306;
  }
  return out;
}
function f33(p) { // techelement
  var c, out, s = text, n = size;
  L312: {
    var p313;
    p313 = f39(p);
    if (p313 >= 0) { out = p313; break L312; }
    var p314;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p314 = p + 1;  } else { p314 = -1;  }
    if (p314 >= 0) { out = p314; break L312; }
    out = -1;
  }
  return out;
}
function f34(p) { // isodefined
  var c, out, s = text, n = size;
  L315: {
    var p317;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p317 = p + 1;  } else { p317 = -1;  }
    if (p317 < 0) { out = -1;  break L315; }
    var p318;
    var q319 = p317, r320 = 0, e322 = false;
    while (q319 < n) {
      if ((c = s.charCodeAt(q319), c < 128 && T3[c] === 1)) { var k321z = q319; do q319++; while (q319 < n && (c = s.charCodeAt(q319), T3[c] === 1)); r320 += q319 - k321z; continue; }
      var p323;
      L324: {
        var p325;
        p325 = f39(q319);
        if (p325 >= 0) { p323 = p325; break L324; }
        var p326;
        if (q319 < n && (c = s.charCodeAt(q319), c === 47)) { p326 = q319 + 1;  } else { p326 = -1;  }
        if (p326 >= 0) { p323 = p326; break L324; }
        p323 = -1;
      }
      if (p323 < 0) break;
      if (p323 === q319) { e322 = true; break; }
      r320++; q319 = p323;
    }
    if (e322 || r320 >= 1) p318 = q319; else { p318 = -1;  }
    if (p318 < 0) { out = -1;  break L315; }
    out = p318;
  }
  return out;
}
function f35(p) { // DIGITS
  var c, out, s = text, n = size;
  L327: {
    var p329;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p329 = p + 1;  } else { p329 = -1;  }
    if (p329 < 0) { out = -1;  break L327; }
    var p330;
    var q331 = p329;
    while (q331 < n && (c = s.charCodeAt(q331), T1[c] === 1)) q331++;
    p330 = q331 - p329 >= 0 ? q331 : -1;
    if (p330 < 0) { out = -1;  break L327; }
    out = p330;
  }
  return out;
}
function f36(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f37(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f38(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f39(p) { // pchar
  var c, out, s = text, n = size;
  L333: {
    var p334;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p334 = p + 1;  } else { p334 = -1;  }
    if (p334 >= 0) { out = p334; break L333; }
    var p335;
    p335 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T4[c] === 1) ? p + 3 : -1;
    if (p335 >= 0) { out = p335; break L333; }
    out = -1;
  }
  return out;
}
function f40(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f41(p) { // pct-encoded
  var c, out, s = text, n = size;
  out = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T4[c] === 1) ? p + 3 : -1;
  return out;
}
function f42(p) { // sub-delims
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
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
  begin = from;
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
