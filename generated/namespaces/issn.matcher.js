// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/issn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff300000000000000000');
const T1 = table(128, '000000000000ff300000001000000010');
const meta = {
  "profile": "",
  "start": "ISSN",
  "parts": [
  "check-character"
  ],
  "views": [],
  "namespace": {
    "nid": "issn",
    "aliases": [],
    "source": "RFC 3044 s.5, per RFC 8254 s.2.2",
    "checks": [
    {
      "algorithm": "issn",
      "rule": "ISSN",
      "section": "RFC 3044 s.2.2 and s.5, ISO 3297 check character"
    }
    ],
    "equivalence": [
    {
      "op": "uppercase",
      "rules": [
      "ISSN"
      ],
      "section": "RFC 3044 s.5, Rules for Lexical Equivalence"
    },
    {
      "op": "remove-hyphens",
      "rules": [
      "ISSN"
      ],
      "section": "RFC 3044 s.5, Rules for Lexical Equivalence"
    }
    ],
    "summary": "NNNN-NNNC with its check character (hyphen optional)",
    "examples": [
    "urn:issn:0167-6423"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9][0-9][0-9][0-9](?:\x2d)?[0-9][0-9][0-9][0-9Xx]$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "([0-9][0-9][0-9][0-9](?:\\x2d)?[0-9][0-9][0-9](?:(?!\\x00)[\\x000-9Xx]))",
    "layout": "4f7a3f0d",
    "checks": [
    [
    2,
    "issn"
    ]
    ]
  },
  "rfc2141bis": {
    "how": "within",
    "source": "([0-9][0-9][0-9][0-9](?:\\x2d)?[0-9][0-9][0-9](?:(?!\\x00)[\\x000-9Xx]))",
    "layout": "bbc957a8",
    "checks": [
    [
    1,
    "issn"
    ]
    ],
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "([0-9][0-9][0-9][0-9](?:\\x2d)?[0-9][0-9][0-9](?:(?!\\x00)[\\x000-9Xx]))",
    "layout": "67453272",
    "checks": [
    [
    1,
    "issn"
    ]
    ],
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["check-character","ISSN"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // ISSN
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    var q4 = p, e5 = p + 4;
    if (e5 <= n) while (q4 < e5 && (c = s.charCodeAt(q4), c < 128 && T0[c] === 1)) q4++;
    p3 = q4 === e5 ? e5 : -1;
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    var q7 = p3, m9 = Math.min(n, p3 + 1);
    while (q7 < m9 && (c = s.charCodeAt(q7), c === 45)) q7++;
    p6 = q7;
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    var p10;
    var q11 = p6, e12 = p6 + 3;
    if (e12 <= n) while (q11 < e12 && (c = s.charCodeAt(q11), c < 128 && T0[c] === 1)) q11++;
    p10 = q11 === e12 ? e12 : -1;
    if (p10 < 0) { out = -1; kn = k2; break L1; }
    var p13;
    p13 = f1(p10);
    if (p13 < 0) { out = -1; kn = k2; break L1; }
    out = p13;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // check-character
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; } else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule ISSN. On success returns the number of entries written to
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
const byName = { "check-character": f1, "ISSN": f0 };
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
