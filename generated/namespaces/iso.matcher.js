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
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g19>[Ss][Tt][Dd]\x3a(?=(?<g16>[Ii][Ss][Oo]\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\k<g16>(?:\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\x3a[0-9](?:[0-9])*(?![0-9])(?:\x3a\x2d(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z])|(?!\x3a\x2d(?:[\x2d0-9A-Za-z])+))(?:(?:\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)|(?!\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)))\x3a[Ee][Dd]\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)|(?!\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\x2d[0-9][0-9]\x2e[0-9][0-9](?:\x2e[Vv][0-9](?:[0-9])*)?)))\x3a[Ee][Dd]\x2d[0-9](?:[0-9])*))(?:\x3a[Vv](?=(?<g14>[0-9](?:[0-9])*(?![0-9])(?!\x2d)|[0-9](?:[0-9])*(?:\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\x2e[Vv][0-9](?:[0-9])*)?)*))\k<g14>|(?!\x3a[Vv](?=(?<g15>[0-9](?:[0-9])*(?![0-9])(?!\x2d)|[0-9](?:[0-9])*(?:\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\x2e[Vv][0-9](?:[0-9])*)?)*))\k<g15>))(?:\x3a(?=(?<g12>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g12>|(?!\x3a(?=(?<g13>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g13>))(?:\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\x3a[0-9](?:[0-9])*(?![0-9])(?:\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\x3a[Vv][0-9](?:[0-9])*))(?:\x3a(?=(?<g9>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g9>|(?!\x3a(?=(?<g10>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g10>)))*(?!\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\x3a[0-9](?:[0-9])*(?:\x3a[Vv][0-9](?:[0-9])*)?(?:\x3a(?=(?<g11>[Ee][Nn]\x2c[Ff][Rr]\x2c[Rr][Uu]|(?:[Ee][Nn]\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\k<g11>)?)(?:\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\x3a(?=(?<g6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g6>(?:\x2c(?=(?<g4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g4>)*(?!\x2c(?=(?<g5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g5>))*(?!\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\x3a(?=(?<g8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g8>(?:\x2c(?=(?<g7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\x2e[0-9](?:[0-9])*)*))\k<g7>)*)(?:(?=(?<g2>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g2>|(?!(?=(?<g3>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g3>))(?!(?=(?<g1>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\uffff]))\k<g1>)|[Ss][Tt][Dd]\x3a(?=(?<g18>[Ii][Ss][Oo]\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\k<g18>(?:\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\x3a[0-9](?:[0-9])*(?:(?=(?<g17>\x3a[Tt][Ee][Cc][Hh](?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g17>)?))\k<g19>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n19>[Ss][Tt][Dd]\\x3a(?=(?<n16>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n16>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z])|(?!\\x3a\\x2d(?:[\\x2d0-9A-Za-z])+))(?:(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*(?![0-9])|(?!(?:\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)|(?!\\x3a(?:[Dd][Rr][Aa][Ff][Tt]|[Cc][Aa][Nn][Cc][Ee][Ll][Ll][Ee][Dd]|[Ss][Tt][Aa][Gg][Ee]\\x2d[0-9][0-9]\\x2e[0-9][0-9](?:\\x2e[Vv][0-9](?:[0-9])*)?)))\\x3a[Ee][Dd]\\x2d[0-9](?:[0-9])*))(?:\\x3a[Vv](?=(?<n14>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n14>|(?!\\x3a[Vv](?=(?<n15>[0-9](?:[0-9])*(?![0-9])(?!\\x2d)|[0-9](?:[0-9])*(?:\\x2d(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])[0-9](?:[0-9])*(?:\\x2e[Vv][0-9](?:[0-9])*)?)*))\\k<n15>))(?:\\x3a(?=(?<n12>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n12>|(?!\\x3a(?=(?<n13>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n13>))(?:\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?![0-9])(?:\\x3a[Vv][0-9](?:[0-9])*(?![0-9])|(?!\\x3a[Vv][0-9](?:[0-9])*))(?:\\x3a(?=(?<n9>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n9>|(?!\\x3a(?=(?<n10>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n10>)))*(?!\\x3a(?:[Aa](?:[Mm][Dd]|[Dd]{2})|[Cc][Oo][Rr])\\x3a[0-9](?:[0-9])*(?:\\x3a[Vv][0-9](?:[0-9])*)?(?:\\x3a(?=(?<n11>[Ee][Nn]\\x2c[Ff][Rr]\\x2c[Rr][Uu]|(?:[Ee][Nn]\\x2c(?:[Ff][Rr]|[Rr][Uu])|[Ff][Rr]\\x2c[Rr][Uu])|(?:[Ee][NSns]|[Ff][Rr]|[Rr][Uu]|[Aa][Rr])))\\k<n11>)?)(?:\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n6>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n6>(?:\\x2c(?=(?<n4>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n4>)*(?!\\x2c(?=(?<n5>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n5>))*(?!\\x3a(?:[Cc][Ll][Aa][Uu][Ss][Ee]|[Ff][Ii][Gg][Uu][Rr][Ee]|[Tt](?:[Aa][Bb][Ll][Ee]|[Ee][Rr][Mm]))\\x3a(?=(?<n8>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n8>(?:\\x2c(?=(?<n7>(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*\\x2d(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*|(?:[A-Za-z]|[0-9](?:[0-9])*)(?:\\x2e[0-9](?:[0-9])*)*))\\k<n7>)*)(?:(?=(?<n2>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>|(?!(?=(?<n3>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]))\\k<n1>)|[Ss][Tt][Dd]\\x3a(?=(?<n18>[Ii][Ss][Oo]\\x2d[Ii][Ee][Cc]|[Ii][Ss][Oo]\\x2d[Cc][Ii][Ee]|[Ii][Ss][Oo]\\x2d[Aa][Ss][Tt][Mm]|[Ii][Ss][Oo]\\x2d[Ii][Ee][Ee][Ee]|[Ii][Ss][Oo]|[Ii][Ee][Cc]))\\k<n18>(?:\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))|(?!\\x3a(?:[Rr]|[Dd][Aa][Tt][Aa]|[Gg][Uu][Ii][Dd][Ee]|[Ii](?:[Ss][Pp]|[Ww][Aa])|[Pp][Aa][Ss]|[Tt](?:[RSrs]|[Tt][Aa]))))\\x3a[0-9](?:[0-9])*(?:(?=(?<n17>\\x3a[Tt][Ee][Cc][Hh](?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*|\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>)?))\\k<n19>",
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
  L51: {
    var p52;
    p52 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 55296) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p52 >= 0) { p49 = p52; break L51; }
    var p53;
    p53 = p + 2 <= n && (c = s.charCodeAt(p + 0), ((c >= 55297 && c <= 56318))) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p53 >= 0) { p49 = p53; break L51; }
    var p54;
    p54 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 56319) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p54 >= 0) { p49 = p54; break L51; }
    var p55;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 65535)))) { p55 = p + 1;  } else { p55 = -1;  }
    if (p55 >= 0) { p49 = p55; break L51; }
    p49 = -1;
  }
  out = p49 >= 0 ? -1 : p;
  return out;
}
function f5(p) { // docidentifier
  var c, out, s = text, n = size;
  L56: {
    var k57 = kn;
    var p58;
    p58 = f6(p);
    if (p58 < 0) { out = -1; kn = k57; break L56; }
    var p59;
    var q60 = p58, r61 = 0, e63 = false, k62 = kn;
    while (q60 < n) {
      var p64;
      L65: {
        var k66 = kn;
        var p67;
        if (q60 < n && (c = s.charCodeAt(q60), c === 58)) { p67 = q60 + 1;  } else { p67 = -1;  }
        if (p67 < 0) { p64 = -1; kn = k66; break L65; }
        var p68;
        p68 = f7(p67);
        if (p68 < 0) { p64 = -1; kn = k66; break L65; }
        p64 = p68;
      }
      if (p64 < 0) break;
      if (p64 === q60) { e63 = true; break; }
      r61++; q60 = p64;
      if (r61 === 1) break;
    }
    if (e63 || r61 >= 0) p59 = q60; else { p59 = -1; kn = k62; }
    if (p59 < 0) { out = -1; kn = k57; break L56; }
    var p69;
    if (p59 < n && (c = s.charCodeAt(p59), c === 58)) { p69 = p59 + 1;  } else { p69 = -1;  }
    if (p69 < 0) { out = -1; kn = k57; break L56; }
    var p70;
    p70 = f8(p69);
    if (p70 < 0) { out = -1; kn = k57; break L56; }
    var p71;
    var q72 = p70, r73 = 0, e75 = false, k74 = kn;
    while (q72 < n) {
      var p76;
      L77: {
        var k78 = kn;
        var p79;
        if (q72 < n && (c = s.charCodeAt(q72), c === 58)) { p79 = q72 + 1;  } else { p79 = -1;  }
        if (p79 < 0) { p76 = -1; kn = k78; break L77; }
        var p80;
        p80 = f9(p79);
        if (p80 < 0) { p76 = -1; kn = k78; break L77; }
        p76 = p80;
      }
      if (p76 < 0) break;
      if (p76 === q72) { e75 = true; break; }
      r73++; q72 = p76;
      if (r73 === 1) break;
    }
    if (e75 || r73 >= 0) p71 = q72; else { p71 = -1; kn = k74; }
    if (p71 < 0) { out = -1; kn = k57; break L56; }
    var p81;
    var q82 = p71, r83 = 0, e85 = false, k84 = kn;
    while (q82 < n) {
      var p86;
      L87: {
        var k88 = kn;
        var p89;
        var q90 = q82, r91 = 0, e93 = false, k92 = kn;
        while (q90 < n) {
          var p94;
          L95: {
            var k96 = kn;
            var p97;
            if (q90 < n && (c = s.charCodeAt(q90), c === 58)) { p97 = q90 + 1;  } else { p97 = -1;  }
            if (p97 < 0) { p94 = -1; kn = k96; break L95; }
            var p98;
            p98 = f10(p97);
            if (p98 < 0) { p94 = -1; kn = k96; break L95; }
            p94 = p98;
          }
          if (p94 < 0) break;
          if (p94 === q90) { e93 = true; break; }
          r91++; q90 = p94;
          if (r91 === 1) break;
        }
        if (e93 || r91 >= 0) p89 = q90; else { p89 = -1; kn = k92; }
        if (p89 < 0) { p86 = -1; kn = k88; break L87; }
        var p99;
        if (p89 < n && (c = s.charCodeAt(p89), c === 58)) { p99 = p89 + 1;  } else { p99 = -1;  }
        if (p99 < 0) { p86 = -1; kn = k88; break L87; }
        var p100;
        p100 = f14(p99);
        if (p100 < 0) { p86 = -1; kn = k88; break L87; }
        p86 = p100;
      }
      if (p86 < 0) break;
      if (p86 === q82) { e85 = true; break; }
      r83++; q82 = p86;
      if (r83 === 1) break;
    }
    if (e85 || r83 >= 0) p81 = q82; else { p81 = -1; kn = k84; }
    if (p81 < 0) { out = -1; kn = k57; break L56; }
    var p101;
    var q102 = p81, r103 = 0, e105 = false, k104 = kn;
    while (q102 < n) {
      var p106;
      L107: {
        var k108 = kn;
        var p109;
        if (q102 < n && (c = s.charCodeAt(q102), c === 58)) { p109 = q102 + 1;  } else { p109 = -1;  }
        if (p109 < 0) { p106 = -1; kn = k108; break L107; }
        var p110;
        p110 = f15(p109);
        if (p110 < 0) { p106 = -1; kn = k108; break L107; }
        p106 = p110;
      }
      if (p106 < 0) break;
      if (p106 === q102) { e105 = true; break; }
      r103++; q102 = p106;
      if (r103 === 1) break;
    }
    if (e105 || r103 >= 0) p101 = q102; else { p101 = -1; kn = k104; }
    if (p101 < 0) { out = -1; kn = k57; break L56; }
    var p111;
    var q112 = p101, r113 = 0, e115 = false, k114 = kn;
    while (q112 < n) {
      var p116;
      L117: {
        var k118 = kn;
        var p119;
        if (q112 < n && (c = s.charCodeAt(q112), c === 58)) { p119 = q112 + 1;  } else { p119 = -1;  }
        if (p119 < 0) { p116 = -1; kn = k118; break L117; }
        var p120;
        p120 = f20(p119);
        if (p120 < 0) { p116 = -1; kn = k118; break L117; }
        p116 = p120;
      }
      if (p116 < 0) break;
      if (p116 === q112) { e115 = true; break; }
      r113++; q112 = p116;
      if (r113 === 1) break;
    }
    if (e115 || r113 >= 0) p111 = q112; else { p111 = -1; kn = k114; }
    if (p111 < 0) { out = -1; kn = k57; break L56; }
    out = p111;
  }
  return out;
}
function f6(p) { // originator
  var c, out, s = text, n = size;
  L121: {
    var p122;
    p122 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 105) && (c = s.charCodeAt(p + 5), (c | 32) === 101) && (c = s.charCodeAt(p + 6), (c | 32) === 99) ? p + 7 : -1;
    if (p122 >= 0) { out = p122; break L121; }
    var p123;
    p123 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 99) && (c = s.charCodeAt(p + 5), (c | 32) === 105) && (c = s.charCodeAt(p + 6), (c | 32) === 101) ? p + 7 : -1;
    if (p123 >= 0) { out = p123; break L121; }
    var p124;
    p124 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 97) && (c = s.charCodeAt(p + 5), (c | 32) === 115) && (c = s.charCodeAt(p + 6), (c | 32) === 116) && (c = s.charCodeAt(p + 7), (c | 32) === 109) ? p + 8 : -1;
    if (p124 >= 0) { out = p124; break L121; }
    var p125;
    p125 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), (c | 32) === 105) && (c = s.charCodeAt(p + 5), (c | 32) === 101) && (c = s.charCodeAt(p + 6), (c | 32) === 101) && (c = s.charCodeAt(p + 7), (c | 32) === 101) ? p + 8 : -1;
    if (p125 >= 0) { out = p125; break L121; }
    var p126;
    p126 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 111) ? p + 3 : -1;
    if (p126 >= 0) { out = p126; break L121; }
    var p127;
    p127 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 101) && (c = s.charCodeAt(p + 2), (c | 32) === 99) ? p + 3 : -1;
    if (p127 >= 0) { out = p127; break L121; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // type
  var c, out, s = text, n = size;
  L128: {
    var p129;
    p129 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 116) && (c = s.charCodeAt(p + 3), (c | 32) === 97) ? p + 4 : -1;
    if (p129 >= 0) { out = p129; break L128; }
    var p130;
    p130 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 103) && (c = s.charCodeAt(p + 1), (c | 32) === 117) && (c = s.charCodeAt(p + 2), (c | 32) === 105) && (c = s.charCodeAt(p + 3), (c | 32) === 100) && (c = s.charCodeAt(p + 4), (c | 32) === 101) ? p + 5 : -1;
    if (p130 >= 0) { out = p130; break L128; }
    var p131;
    p131 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 112) ? p + 3 : -1;
    if (p131 >= 0) { out = p131; break L128; }
    var p132;
    p132 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 119) && (c = s.charCodeAt(p + 2), (c | 32) === 97) ? p + 3 : -1;
    if (p132 >= 0) { out = p132; break L128; }
    var p133;
    p133 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 112) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 115) ? p + 3 : -1;
    if (p133 >= 0) { out = p133; break L128; }
    var p134;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p134 = p + 1;  } else { p134 = -1;  }
    if (p134 >= 0) { out = p134; break L128; }
    var p135;
    p135 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p135 >= 0) { out = p135; break L128; }
    var p136;
    p136 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 115) ? p + 2 : -1;
    if (p136 >= 0) { out = p136; break L128; }
    var p137;
    p137 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 116) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 97) ? p + 3 : -1;
    if (p137 >= 0) { out = p137; break L128; }
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
  L138: {
    var p140;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p140 = p + 1;  } else { p140 = -1;  }
    if (p140 < 0) { out = -1;  break L138; }
    var p141;
    var q142 = p140;
    while (q142 < n && (c = s.charCodeAt(q142), T0[c] === 1)) q142++;
    p141 = q142 - p140 >= 1 ? q142 : -1;
    if (p141 < 0) { out = -1;  break L138; }
    out = p141;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // status
  var c, out, s = text, n = size;
  L144: {
    var p145;
    L146: {
      var p147;
      p147 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 97) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 116) ? p + 5 : -1;
      if (p147 >= 0) { p145 = p147; break L146; }
      var p148;
      p148 = p + 9 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 99) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), (c | 32) === 99) && (c = s.charCodeAt(p + 4), (c | 32) === 101) && (c = s.charCodeAt(p + 5), (c | 32) === 108) && (c = s.charCodeAt(p + 6), (c | 32) === 108) && (c = s.charCodeAt(p + 7), (c | 32) === 101) && (c = s.charCodeAt(p + 8), (c | 32) === 100) ? p + 9 : -1;
      if (p148 >= 0) { p145 = p148; break L146; }
      p145 = -1;
    }
    if (p145 >= 0) { out = p145; break L144; }
    var p149;
    p149 = f11(p);
    if (p149 >= 0) { out = p149; break L144; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // stage
  var c, out, s = text, n = size;
  L150: {
    var p152;
    p152 = p + 6 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 97) && (c = s.charCodeAt(p + 3), (c | 32) === 103) && (c = s.charCodeAt(p + 4), (c | 32) === 101) && (c = s.charCodeAt(p + 5), c === 45) ? p + 6 : -1;
    if (p152 < 0) { out = -1;  break L150; }
    var p153;
    p153 = p152 + 5 <= n && (c = s.charCodeAt(p152 + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p152 + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p152 + 2), c === 46) && (c = s.charCodeAt(p152 + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p152 + 4), c < 128 && T1[c] === 1) ? p152 + 5 : -1;
    if (p153 < 0) { out = -1;  break L150; }
    var p154;
    var q155 = p153, r156 = 0, e158 = false;
    while (q155 < n) {
      var p159;
      L160: {
        var p162;
        if (q155 < n && (c = s.charCodeAt(q155), c === 46)) { p162 = q155 + 1;  } else { p162 = -1;  }
        if (p162 < 0) { p159 = -1;  break L160; }
        var p163;
        p163 = f13(p162);
        if (p163 < 0) { p159 = -1;  break L160; }
        p159 = p163;
      }
      if (p159 < 0) break;
      if (p159 === q155) { e158 = true; break; }
      r156++; q155 = p159;
      if (r156 === 1) break;
    }
    if (e158 || r156 >= 0) p154 = q155; else { p154 = -1;  }
    if (p154 < 0) { out = -1;  break L150; }
    out = p154;
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
  L164: {
    var p166;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p166 = p + 1;  } else { p166 = -1;  }
    if (p166 < 0) { out = -1;  break L164; }
    var p167;
    p167 = f35(p166);
    if (p167 < 0) { out = -1;  break L164; }
    out = p167;
  }
  return out;
}
function f14(p) { // edition
  var c, out, s = text, n = size;
  L168: {
    var p170;
    p170 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), c === 45) ? p + 3 : -1;
    if (p170 < 0) { out = -1;  break L168; }
    var p171;
    p171 = f35(p170);
    if (p171 < 0) { out = -1;  break L168; }
    out = p171;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // docversion
  var c, out, s = text, n = size;
  L172: {
    var p174;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p174 = p + 1;  } else { p174 = -1;  }
    if (p174 < 0) { out = -1;  break L172; }
    var p175;
    L176: {
      var p177;
      L178: {
        var p180;
        p180 = f16(p174);
        if (p180 < 0) { p177 = -1;  break L178; }
        var p181;
        var p182;
        if (p180 < n && (c = s.charCodeAt(p180), c === 45)) { p182 = p180 + 1;  } else { p182 = -1;  }
        p181 = p182 >= 0 ? -1 : p180;
        if (p181 < 0) { p177 = -1;  break L178; }
        p177 = p181;
      }
      if (p177 >= 0) { p175 = p177; break L176; }
      var p184;
      p184 = f17(p174);
      if (p184 >= 0) { p175 = p184; break L176; }
      p175 = -1;
    }
    if (p175 < 0) { out = -1;  break L172; }
    out = p175;
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
  L185: {
    var p187;
    p187 = f18(p);
    if (p187 < 0) { out = -1;  break L185; }
    var p188;
    var q189 = p187, r190 = 0, e192 = false;
    while (q189 < n) {
      var p193;
      p193 = f19(q189);
      if (p193 < 0) break;
      if (p193 === q189) { e192 = true; break; }
      r190++; q189 = p193;
    }
    if (e192 || r190 >= 0) p188 = q189; else { p188 = -1;  }
    if (p188 < 0) { out = -1;  break L185; }
    out = p188;
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
  L194: {
    var p196;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p196 = p + 1;  } else { p196 = -1;  }
    if (p196 < 0) { out = -1;  break L194; }
    var p197;
    p197 = f25(p196);
    if (p197 < 0) { out = -1;  break L194; }
    var p198;
    p198 = f26(p197);
    if (p198 < 0) { out = -1;  break L194; }
    var p199;
    var q200 = p198, r201 = 0, e203 = false;
    while (q200 < n) {
      var p204;
      L205: {
        var p207;
        if (q200 < n && (c = s.charCodeAt(q200), c === 46)) { p207 = q200 + 1;  } else { p207 = -1;  }
        if (p207 < 0) { p204 = -1;  break L205; }
        var p208;
        p208 = f27(p207);
        if (p208 < 0) { p204 = -1;  break L205; }
        p204 = p208;
      }
      if (p204 < 0) break;
      if (p204 === q200) { e203 = true; break; }
      r201++; q200 = p204;
      if (r201 === 1) break;
    }
    if (e203 || r201 >= 0) p199 = q200; else { p199 = -1;  }
    if (p199 < 0) { out = -1;  break L194; }
    out = p199;
  }
  return out;
}
function f20(p) { // language
  var c, out, s = text, n = size;
  L209: {
    var p210;
    p210 = p + 8 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 114) && (c = s.charCodeAt(p + 5), c === 44) && (c = s.charCodeAt(p + 6), (c | 32) === 114) && (c = s.charCodeAt(p + 7), (c | 32) === 117) ? p + 8 : -1;
    if (p210 >= 0) { out = p210; break L209; }
    var p211;
    p211 = f22(p);
    if (p211 >= 0) { out = p211; break L209; }
    var p212;
    p212 = f21(p);
    if (p212 >= 0) { out = p212; break L209; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f21(p) { // monolingual
  var c, out, s = text, n = size;
  L213: {
    var p214;
    p214 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) ? p + 2 : -1;
    if (p214 >= 0) { out = p214; break L213; }
    var p215;
    p215 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 102) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p215 >= 0) { out = p215; break L213; }
    var p216;
    p216 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 114) && (c = s.charCodeAt(p + 1), (c | 32) === 117) ? p + 2 : -1;
    if (p216 >= 0) { out = p216; break L213; }
    var p217;
    p217 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 115) ? p + 2 : -1;
    if (p217 >= 0) { out = p217; break L213; }
    var p218;
    p218 = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 114) ? p + 2 : -1;
    if (p218 >= 0) { out = p218; break L213; }
    out = -1;
  }
  return out;
}
function f22(p) { // bilingual
  var c, out, s = text, n = size;
  L219: {
    var p220;
    p220 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 102) && (c = s.charCodeAt(p + 4), (c | 32) === 114) ? p + 5 : -1;
    if (p220 >= 0) { out = p220; break L219; }
    var p221;
    p221 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 101) && (c = s.charCodeAt(p + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 114) && (c = s.charCodeAt(p + 4), (c | 32) === 117) ? p + 5 : -1;
    if (p221 >= 0) { out = p221; break L219; }
    var p222;
    p222 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 102) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), c === 44) && (c = s.charCodeAt(p + 3), (c | 32) === 114) && (c = s.charCodeAt(p + 4), (c | 32) === 117) ? p + 5 : -1;
    if (p222 >= 0) { out = p222; break L219; }
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
  L223: {
    var k224 = kn;
    var p225;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p225 = p + 1;  } else { p225 = -1;  }
    if (p225 < 0) { out = -1; kn = k224; break L223; }
    var p226;
    p226 = f25(p225);
    if (p226 < 0) { out = -1; kn = k224; break L223; }
    var p227;
    if (p226 < n && (c = s.charCodeAt(p226), c === 58)) { p227 = p226 + 1;  } else { p227 = -1;  }
    if (p227 < 0) { out = -1; kn = k224; break L223; }
    var p228;
    p228 = f26(p227);
    if (p228 < 0) { out = -1; kn = k224; break L223; }
    var p229;
    var q230 = p228, r231 = 0, e233 = false;
    while (q230 < n) {
      var p234;
      L235: {
        var p237;
        if (q230 < n && (c = s.charCodeAt(q230), c === 58)) { p237 = q230 + 1;  } else { p237 = -1;  }
        if (p237 < 0) { p234 = -1;  break L235; }
        var p238;
        p238 = f27(p237);
        if (p238 < 0) { p234 = -1;  break L235; }
        p234 = p238;
      }
      if (p234 < 0) break;
      if (p234 === q230) { e233 = true; break; }
      r231++; q230 = p234;
      if (r231 === 1) break;
    }
    if (e233 || r231 >= 0) p229 = q230; else { p229 = -1;  }
    if (p229 < 0) { out = -1; kn = k224; break L223; }
    var p239;
    var q240 = p229, r241 = 0, e243 = false, k242 = kn;
    while (q240 < n) {
      var p244;
      L245: {
        var k246 = kn;
        var p247;
        if (q240 < n && (c = s.charCodeAt(q240), c === 58)) { p247 = q240 + 1;  } else { p247 = -1;  }
        if (p247 < 0) { p244 = -1; kn = k246; break L245; }
        var p248;
        p248 = f20(p247);
        if (p248 < 0) { p244 = -1; kn = k246; break L245; }
        p244 = p248;
      }
      if (p244 < 0) break;
      if (p244 === q240) { e243 = true; break; }
      r241++; q240 = p244;
      if (r241 === 1) break;
    }
    if (e243 || r241 >= 0) p239 = q240; else { p239 = -1; kn = k242; }
    if (p239 < 0) { out = -1; kn = k224; break L223; }
    out = p239;
  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f25(p) { // suppltype
  var c, out, s = text, n = size;
  L249: {
    var p250;
    p250 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 100) ? p + 3 : -1;
    if (p250 >= 0) { out = p250; break L249; }
    var p251;
    p251 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 99) && (c = s.charCodeAt(p + 1), (c | 32) === 111) && (c = s.charCodeAt(p + 2), (c | 32) === 114) ? p + 3 : -1;
    if (p251 >= 0) { out = p251; break L249; }
    var p252;
    p252 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 97) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), (c | 32) === 100) ? p + 3 : -1;
    if (p252 >= 0) { out = p252; break L249; }
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
  L253: {
    var p255;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p255 = p + 1;  } else { p255 = -1;  }
    if (p255 < 0) { out = -1;  break L253; }
    var p256;
    p256 = f35(p255);
    if (p256 < 0) { out = -1;  break L253; }
    out = p256;
  }
  return out;
}
function f28(p) { // docelement
  var c, out, s = text, n = size;
  L257: {
    var p259;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p259 = p + 1;  } else { p259 = -1;  }
    if (p259 < 0) { out = -1;  break L257; }
    var p260;
    L261: {
      var p262;
      p262 = p259 + 6 <= n && (c = s.charCodeAt(p259 + 0), (c | 32) === 99) && (c = s.charCodeAt(p259 + 1), (c | 32) === 108) && (c = s.charCodeAt(p259 + 2), (c | 32) === 97) && (c = s.charCodeAt(p259 + 3), (c | 32) === 117) && (c = s.charCodeAt(p259 + 4), (c | 32) === 115) && (c = s.charCodeAt(p259 + 5), (c | 32) === 101) ? p259 + 6 : -1;
      if (p262 >= 0) { p260 = p262; break L261; }
      var p263;
      p263 = p259 + 6 <= n && (c = s.charCodeAt(p259 + 0), (c | 32) === 102) && (c = s.charCodeAt(p259 + 1), (c | 32) === 105) && (c = s.charCodeAt(p259 + 2), (c | 32) === 103) && (c = s.charCodeAt(p259 + 3), (c | 32) === 117) && (c = s.charCodeAt(p259 + 4), (c | 32) === 114) && (c = s.charCodeAt(p259 + 5), (c | 32) === 101) ? p259 + 6 : -1;
      if (p263 >= 0) { p260 = p263; break L261; }
      var p264;
      p264 = p259 + 5 <= n && (c = s.charCodeAt(p259 + 0), (c | 32) === 116) && (c = s.charCodeAt(p259 + 1), (c | 32) === 97) && (c = s.charCodeAt(p259 + 2), (c | 32) === 98) && (c = s.charCodeAt(p259 + 3), (c | 32) === 108) && (c = s.charCodeAt(p259 + 4), (c | 32) === 101) ? p259 + 5 : -1;
      if (p264 >= 0) { p260 = p264; break L261; }
      var p265;
      p265 = p259 + 4 <= n && (c = s.charCodeAt(p259 + 0), (c | 32) === 116) && (c = s.charCodeAt(p259 + 1), (c | 32) === 101) && (c = s.charCodeAt(p259 + 2), (c | 32) === 114) && (c = s.charCodeAt(p259 + 3), (c | 32) === 109) ? p259 + 4 : -1;
      if (p265 >= 0) { p260 = p265; break L261; }
      p260 = -1;
    }
    if (p260 < 0) { out = -1;  break L257; }
    var p266;
    if (p260 < n && (c = s.charCodeAt(p260), c === 58)) { p266 = p260 + 1;  } else { p266 = -1;  }
    if (p266 < 0) { out = -1;  break L257; }
    var p267;
    L268: {
      var p269;
      p269 = f30(p266);
      if (p269 >= 0) { p267 = p269; break L268; }
      var p270;
      p270 = f29(p266);
      if (p270 >= 0) { p267 = p270; break L268; }
      p267 = -1;
    }
    if (p267 < 0) { out = -1;  break L257; }
    var p271;
    var q272 = p267, r273 = 0, e275 = false;
    while (q272 < n) {
      var p276;
      L277: {
        var p279;
        if (q272 < n && (c = s.charCodeAt(q272), c === 44)) { p279 = q272 + 1;  } else { p279 = -1;  }
        if (p279 < 0) { p276 = -1;  break L277; }
        var p280;
        L281: {
          var p282;
          p282 = f30(p279);
          if (p282 >= 0) { p280 = p282; break L281; }
          var p283;
          p283 = f29(p279);
          if (p283 >= 0) { p280 = p283; break L281; }
          p280 = -1;
        }
        if (p280 < 0) { p276 = -1;  break L277; }
        p276 = p280;
      }
      if (p276 < 0) break;
      if (p276 === q272) { e275 = true; break; }
      r273++; q272 = p276;
    }
    if (e275 || r273 >= 0) p271 = q272; else { p271 = -1;  }
    if (p271 < 0) { out = -1;  break L257; }
    out = p271;
  }
  if (out >= 0) { K[kn++] = 9; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f29(p) { // elementnumber
  var c, out, s = text, n = size;
  L284: {
    var p286;
    L287: {
      var p288;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p288 = p + 1;  } else { p288 = -1;  }
      if (p288 >= 0) { p286 = p288; break L287; }
      var p289;
      p289 = f35(p);
      if (p289 >= 0) { p286 = p289; break L287; }
      p286 = -1;
    }
    if (p286 < 0) { out = -1;  break L284; }
    var p290;
    var q291 = p286, r292 = 0, e294 = false;
    while (q291 < n) {
      var p295;
      L296: {
        var p298;
        if (q291 < n && (c = s.charCodeAt(q291), c === 46)) { p298 = q291 + 1;  } else { p298 = -1;  }
        if (p298 < 0) { p295 = -1;  break L296; }
        var p299;
        p299 = f35(p298);
        if (p299 < 0) { p295 = -1;  break L296; }
        p295 = p299;
      }
      if (p295 < 0) break;
      if (p295 === q291) { e294 = true; break; }
      r292++; q291 = p295;
    }
    if (e294 || r292 >= 0) p290 = q291; else { p290 = -1;  }
    if (p290 < 0) { out = -1;  break L284; }
    out = p290;
  }
  return out;
}
function f30(p) { // elementrange
  var c, out, s = text, n = size;
  L300: {
    var p302;
    p302 = f29(p);
    if (p302 < 0) { out = -1;  break L300; }
    var p303;
    if (p302 < n && (c = s.charCodeAt(p302), c === 45)) { p303 = p302 + 1;  } else { p303 = -1;  }
    if (p303 < 0) { out = -1;  break L300; }
    var p304;
    p304 = f29(p303);
    if (p304 < 0) { out = -1;  break L300; }
    out = p304;
  }
  return out;
}
function f31(p) { // addition
  var c, out, s = text, n = size;
  L305: {
    var p306;
    p306 = f32(p);
    if (p306 >= 0) { out = p306; break L305; }
    var p307;
    p307 = f34(p);
    if (p307 >= 0) { out = p307; break L305; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 10; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f32(p) { // techdefined
  var c, out, s = text, n = size;
  L308: {
    var p310;
    p310 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 58) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 101) && (c = s.charCodeAt(p + 3), (c | 32) === 99) && (c = s.charCodeAt(p + 4), (c | 32) === 104) ? p + 5 : -1;
    if (p310 < 0) { out = -1;  break L308; }
    var p311;
    var q312 = p310, r313 = 0, e315 = false;
    while (q312 < n) {
      if ((c = s.charCodeAt(q312), c < 128 && T3[c] === 1)) { var k314z = q312; do q312++; while (q312 < n && (c = s.charCodeAt(q312), T3[c] === 1)); r313 += q312 - k314z; continue; }
      var p316;
      p316 = f33(q312);
      if (p316 < 0) break;
      if (p316 === q312) { e315 = true; break; }
      r313++; q312 = p316;
    }
    if (e315 || r313 >= 0) p311 = q312; else { p311 = -1;  }
    if (p311 < 0) { out = -1;  break L308; }
    out = p311;
  }
  return out;
}
function f33(p) { // techelement
  var c, out, s = text, n = size;
  L317: {
    var p318;
    p318 = f39(p);
    if (p318 >= 0) { out = p318; break L317; }
    var p319;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p319 = p + 1;  } else { p319 = -1;  }
    if (p319 >= 0) { out = p319; break L317; }
    out = -1;
  }
  return out;
}
function f34(p) { // isodefined
  var c, out, s = text, n = size;
  L320: {
    var p322;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p322 = p + 1;  } else { p322 = -1;  }
    if (p322 < 0) { out = -1;  break L320; }
    var p323;
    var q324 = p322, r325 = 0, e327 = false;
    while (q324 < n) {
      if ((c = s.charCodeAt(q324), c < 128 && T3[c] === 1)) { var k326z = q324; do q324++; while (q324 < n && (c = s.charCodeAt(q324), T3[c] === 1)); r325 += q324 - k326z; continue; }
      var p328;
      L329: {
        var p330;
        p330 = f39(q324);
        if (p330 >= 0) { p328 = p330; break L329; }
        var p331;
        if (q324 < n && (c = s.charCodeAt(q324), c === 47)) { p331 = q324 + 1;  } else { p331 = -1;  }
        if (p331 >= 0) { p328 = p331; break L329; }
        p328 = -1;
      }
      if (p328 < 0) break;
      if (p328 === q324) { e327 = true; break; }
      r325++; q324 = p328;
    }
    if (e327 || r325 >= 1) p323 = q324; else { p323 = -1;  }
    if (p323 < 0) { out = -1;  break L320; }
    out = p323;
  }
  return out;
}
function f35(p) { // DIGITS
  var c, out, s = text, n = size;
  L332: {
    var p334;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p334 = p + 1;  } else { p334 = -1;  }
    if (p334 < 0) { out = -1;  break L332; }
    var p335;
    var q336 = p334;
    while (q336 < n && (c = s.charCodeAt(q336), T1[c] === 1)) q336++;
    p335 = q336 - p334 >= 0 ? q336 : -1;
    if (p335 < 0) { out = -1;  break L332; }
    out = p335;
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
  L338: {
    var p339;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p339 = p + 1;  } else { p339 = -1;  }
    if (p339 >= 0) { out = p339; break L338; }
    var p340;
    p340 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T4[c] === 1) ? p + 3 : -1;
    if (p340 >= 0) { out = p340; break L338; }
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
