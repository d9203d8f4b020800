// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/clei.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const meta = {
  "profile": "",
  "start": "clei-code",
  "parts": [
  "basic-code",
  "features",
  "reference",
  "complementary"
  ],
  "views": [],
  "namespace": {
    "nid": "clei",
    "aliases": [],
    "source": "RFC 4152 s.2 (Declaration of syntactic structures)",
    "checks": [],
    "equivalence": [
    {
      "op": "uppercase",
      "rules": [
      "clei-code"
      ],
      "section": "RFC 4152 s.2 (Rules for Lexical Equivalence)"
    }
    ],
    "summary": "exactly 10 letters and digits",
    "examples": [
    "urn:clei:D4CE18B7AA",
    "urn:clei:SNPWBBC7AA"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z]$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["basic-code","features","reference","complementary","clei-code"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // clei-code
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    p4 = f2(p3);
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f3(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    p6 = f4(p5);
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    out = p6;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // basic-code
  var c, out, s = text, n = size;
  var q7 = p, e8 = p + 4;
  if (e8 <= n) while (q7 < e8 && (c = s.charCodeAt(q7), c < 128 && T0[c] === 1)) q7++;
  out = q7 === e8 ? e8 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // features
  var c, out, s = text, n = size;
  var q9 = p, e10 = p + 3;
  if (e10 <= n) while (q9 < e10 && (c = s.charCodeAt(q9), c < 128 && T0[c] === 1)) q9++;
  out = q9 === e10 ? e10 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // reference
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; } else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // complementary
  var c, out, s = text, n = size;
  out = p + 2 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) ? p + 2 : -1;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule clei-code. On success returns the number of entries written to
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
const byName = { "basic-code": f1, "features": f2, "reference": f3, "complementary": f4, "clei-code": f0 };
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
