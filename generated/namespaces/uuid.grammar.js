// GENERATED FILE - DO NOT EDIT. apg-js grammar object (literals split per character: src/compile/literals.ts).
// Source: grammar/namespaces/uuid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
// Each construction makes fresh objects: apg-js never shares state between parsers.
function grammar() {
  this.grammarObject = 'grammarObject';
  this.rules = [
    {"name":"UUID","lower":"uuid","opcodes":[{"type":2,"children":[1,2,3,4,5,6,7,8,9,10]},{"type":4,"index":1},{"type":7,"string":[45]},{"type":4,"index":2},{"type":7,"string":[45]},{"type":4,"index":3},{"type":7,"string":[45]},{"type":4,"index":4},{"type":4,"index":5},{"type":7,"string":[45]},{"type":4,"index":6}],"index":0,"isBkr":false},
    {"name":"time-low","lower":"time-low","opcodes":[{"type":3,"min":4,"max":4},{"type":4,"index":7}],"index":1,"isBkr":false},
    {"name":"time-mid","lower":"time-mid","opcodes":[{"type":3,"min":2,"max":2},{"type":4,"index":7}],"index":2,"isBkr":false},
    {"name":"time-high-and-version","lower":"time-high-and-version","opcodes":[{"type":3,"min":2,"max":2},{"type":4,"index":7}],"index":3,"isBkr":false},
    {"name":"clock-seq-and-reserved","lower":"clock-seq-and-reserved","opcodes":[{"type":4,"index":7}],"index":4,"isBkr":false},
    {"name":"clock-seq-low","lower":"clock-seq-low","opcodes":[{"type":4,"index":7}],"index":5,"isBkr":false},
    {"name":"node","lower":"node","opcodes":[{"type":3,"min":6,"max":6},{"type":4,"index":7}],"index":6,"isBkr":false},
    {"name":"hexOctet","lower":"hexoctet","opcodes":[{"type":2,"children":[1,2]},{"type":4,"index":8},{"type":4,"index":8}],"index":7,"isBkr":false},
    {"name":"hexDigit","lower":"hexdigit","opcodes":[{"type":4,"index":11}],"index":8,"isBkr":false},
    {"name":"ALPHA","lower":"alpha","opcodes":[{"type":1,"children":[1,2]},{"type":5,"min":65,"max":90},{"type":5,"min":97,"max":122}],"index":9,"isBkr":false},
    {"name":"DIGIT","lower":"digit","opcodes":[{"type":5,"min":48,"max":57}],"index":10,"isBkr":false},
    {"name":"HEXDIG","lower":"hexdig","opcodes":[{"type":1,"children":[1,2,3,4,5,6,7]},{"type":4,"index":10},{"type":7,"string":[97]},{"type":7,"string":[98]},{"type":7,"string":[99]},{"type":7,"string":[100]},{"type":7,"string":[101]},{"type":7,"string":[102]}],"index":11,"isBkr":false},
    {"name":"pchar","lower":"pchar","opcodes":[{"type":1,"children":[1,2,3,4,5]},{"type":4,"index":13},{"type":4,"index":14},{"type":4,"index":15},{"type":7,"string":[58]},{"type":7,"string":[64]}],"index":12,"isBkr":false},
    {"name":"unreserved","lower":"unreserved","opcodes":[{"type":1,"children":[1,2,3,4,5,6]},{"type":4,"index":9},{"type":4,"index":10},{"type":7,"string":[45]},{"type":7,"string":[46]},{"type":7,"string":[95]},{"type":7,"string":[126]}],"index":13,"isBkr":false},
    {"name":"pct-encoded","lower":"pct-encoded","opcodes":[{"type":2,"children":[1,2,3]},{"type":7,"string":[37]},{"type":4,"index":11},{"type":4,"index":11}],"index":14,"isBkr":false},
    {"name":"sub-delims","lower":"sub-delims","opcodes":[{"type":1,"children":[1,2,3,4,5,6,7,8,9,10,11]},{"type":7,"string":[33]},{"type":7,"string":[36]},{"type":7,"string":[38]},{"type":7,"string":[39]},{"type":7,"string":[40]},{"type":7,"string":[41]},{"type":7,"string":[42]},{"type":7,"string":[43]},{"type":7,"string":[44]},{"type":7,"string":[59]},{"type":7,"string":[61]}],"index":15,"isBkr":false}
  ];
  this.udts = [];
  this.toString = () => TEXT;
}
const TEXT = "; urn:uuid: Universally Unique IDentifiers.\n; Registration: RFC 4122 s.3 (Namespace Registration Template), whose\n; \"Declaration of syntactic structure\" gives the ABNF below. RFC 9562 (2024)\n; obsoletes RFC 4122 and keeps the same string representation (RFC 9562 s.4).\n; Rules not defined here (HEXDIG, ...) come from grammar/core.abnf.\n;\n; @namespace uuid\n; @source RFC 4122 s.3\n; @start UUID\n; @parts time-low time-mid time-high-and-version clock-seq-and-reserved clock-seq-low node\n; @section RFC 4122 s.3\n\nUUID                   = time-low \"-\" time-mid \"-\"\n                         time-high-and-version \"-\"\n                         clock-seq-and-reserved\n                         clock-seq-low \"-\" node\ntime-low               = 4hexOctet\ntime-mid               = 2hexOctet\ntime-high-and-version  = 2hexOctet\nclock-seq-and-reserved = hexOctet\nclock-seq-low          = hexOctet\nnode                   = 6hexOctet\nhexOctet               = hexDigit hexDigit\n; RFC 4122 lists \"0\"-\"9\", \"a\"-\"f\" and \"A\"-\"F\": exactly HEXDIG (core.abnf),\n; whose quoted letters are case-insensitive.\nhexDigit               = HEXDIG\n\n; \"The hexadecimal values \"a\" through \"f\" are output as lower case characters\n; and are case insensitive on input\" (s.3); lexical equivalence compares the\n; fields as unsigned integers (s.3, \"Rules for Lexical Equivalence\"), so hex\n; case is not significant.\n; @equivalence lowercase UUID\n; Shared core rules, appended by scripts/build-grammars.ts to every profile grammar.\n; apg-js does not predefine the RFC 5234 core rules, so they are spelled out here.\n; ASCII only: apg-js rejects grammar files with other characters.\n;\n; @section RFC 5234 App. B.1\n\nALPHA         = %x41-5A / %x61-7A                 ; A-Z / a-z\nDIGIT         = %x30-39                           ; 0-9\n; RFC 5234 writes HEXDIG with quoted letters; ABNF quoted strings are\n; case-insensitive (RFC 5234 s.2.3), and apg-js agrees, so \"A\" matches \"a\".\nHEXDIG        = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"\n\n; @section RFC 3986 s.3.3\npchar         = unreserved / pct-encoded / sub-delims / \":\" / \"@\"\n\n; @section RFC 3986 s.2.3\nunreserved    = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"\n\n; @section RFC 3986 s.2.1\npct-encoded   = \"%\" HEXDIG HEXDIG\n\n; @section RFC 3986 s.2.2\nsub-delims    = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\"\n              / \"*\" / \"+\" / \",\" / \";\" / \"=\"\n";
module.exports = grammar;
