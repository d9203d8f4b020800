// GENERATED FILE - DO NOT EDIT. apg-js grammar object (literals split per character: src/compile/literals.ts).
// Source: grammar/namespaces/pin.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
// Each construction makes fresh objects: apg-js never shares state between parsers.
function grammar() {
  this.grammarObject = 'grammarObject';
  this.rules = [
    {"name":"pin-nss","lower":"pin-nss","opcodes":[{"type":3,"min":1,"max":null},{"type":1,"children":[2,3]},{"type":4,"index":1},{"type":4,"index":2}],"index":0,"isBkr":false},
    {"name":"ALPHA","lower":"alpha","opcodes":[{"type":1,"children":[1,2]},{"type":5,"min":65,"max":90},{"type":5,"min":97,"max":122}],"index":1,"isBkr":false},
    {"name":"DIGIT","lower":"digit","opcodes":[{"type":5,"min":48,"max":57}],"index":2,"isBkr":false},
    {"name":"HEXDIG","lower":"hexdig","opcodes":[{"type":1,"children":[1,2,3,4,5,6,7]},{"type":4,"index":2},{"type":7,"string":[97]},{"type":7,"string":[98]},{"type":7,"string":[99]},{"type":7,"string":[100]},{"type":7,"string":[101]},{"type":7,"string":[102]}],"index":3,"isBkr":false},
    {"name":"pchar","lower":"pchar","opcodes":[{"type":1,"children":[1,2,3,4,5]},{"type":4,"index":5},{"type":4,"index":6},{"type":4,"index":7},{"type":7,"string":[58]},{"type":7,"string":[64]}],"index":4,"isBkr":false},
    {"name":"unreserved","lower":"unreserved","opcodes":[{"type":1,"children":[1,2,3,4,5,6]},{"type":4,"index":1},{"type":4,"index":2},{"type":7,"string":[45]},{"type":7,"string":[46]},{"type":7,"string":[95]},{"type":7,"string":[126]}],"index":5,"isBkr":false},
    {"name":"pct-encoded","lower":"pct-encoded","opcodes":[{"type":2,"children":[1,2,3]},{"type":7,"string":[37]},{"type":4,"index":3},{"type":4,"index":3}],"index":6,"isBkr":false},
    {"name":"sub-delims","lower":"sub-delims","opcodes":[{"type":1,"children":[1,2,3,4,5,6,7,8,9,10,11]},{"type":7,"string":[33]},{"type":7,"string":[36]},{"type":7,"string":[38]},{"type":7,"string":[39]},{"type":7,"string":[40]},{"type":7,"string":[41]},{"type":7,"string":[42]},{"type":7,"string":[43]},{"type":7,"string":[44]},{"type":7,"string":[59]},{"type":7,"string":[61]}],"index":7,"isBkr":false}
  ];
  this.udts = [];
  this.toString = () => TEXT;
}
const TEXT = "; urn:pin: Network Solutions personal internet names.\n; Registration: RFC 3043 (January 2001) s.2, the template (registration\n; version 1, 2000-09-30), \"Declaration of structure\": the NSS is \"a flat\n; space of alphanumeric characters\" with no structure knowable outside\n; Network Solutions' resolver. Prose only; this ABNF is written from it.\n; \"Conformance with URN Syntax\": \"There are no additional characters\n; reserved.\" s.3 examples: URN:pin:bs4321234, URN:pin:324kj5hkj45,\n; URN:pin:mm2136.\n;\n; @namespace pin\n; @source RFC 3043 s.2 (Declaration of structure)\n; @summary one or more letters and digits\n; @example urn:pin:bs4321234\n; @example urn:pin:mm2136\n; @start pin-nss\n; @section RFC 3043 s.2 (Declaration of structure)\n\npin-nss = 1*( ALPHA / DIGIT )\n\n; \"Rules for Lexical Equivalence\": \"The entire URN is case-insensitive.\"\n; No normal form is named; lower case follows the examples.\n; @section RFC 3043 s.2 (Rules for Lexical Equivalence)\n; @equivalence lowercase pin-nss\n; Shared core rules, appended by scripts/build-grammars.ts to every profile grammar.\n; apg-js does not predefine the RFC 5234 core rules, so they are spelled out here.\n; ASCII only: apg-js rejects grammar files with other characters.\n;\n; @section RFC 5234 App. B.1\n\nALPHA         = %x41-5A / %x61-7A                 ; A-Z / a-z\nDIGIT         = %x30-39                           ; 0-9\n; RFC 5234 writes HEXDIG with quoted letters; ABNF quoted strings are\n; case-insensitive (RFC 5234 s.2.3), and apg-js agrees, so \"A\" matches \"a\".\nHEXDIG        = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"\n\n; @section RFC 3986 s.3.3\npchar         = unreserved / pct-encoded / sub-delims / \":\" / \"@\"\n\n; @section RFC 3986 s.2.3\nunreserved    = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"\n\n; @section RFC 3986 s.2.1\npct-encoded   = \"%\" HEXDIG HEXDIG\n\n; @section RFC 3986 s.2.2\nsub-delims    = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\"\n              / \"*\" / \"+\" / \",\" / \";\" / \"=\"\n";
module.exports = grammar;
