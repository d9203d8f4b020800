// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/ucode.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e700000000000000');
const meta = {
  "profile": "",
  "start": "ucode-name",
  "parts": [
  "ucode-value"
  ],
  "views": [],
  "namespace": {
    "nid": "ucode",
    "aliases": [],
    "source": "RFC 6588 s.2 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [],
    "summary": "\"_\" then one or more blocks of 32 upper-case hex digits",
    "examples": [
    "urn:ucode:_0123456789ABCDEF0123456789ABCDEF"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^\x5f(?:[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F])+$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "\\x5f(?:[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F])+",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "\\x5f(?:[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F])+",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "\\x5f(?:[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F])+",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["ucode-value"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // ucode-name
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    if (p < n && (c = s.charCodeAt(p), c === 95)) { p3 = p + 1; } else { p3 = -1;  }
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    p4 = f1(p3);
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    out = p4;
  }
  return out;
}
function f1(p) { // ucode-number
  var c, out, s = text, n = size;
  var q5 = p, r6 = 0, e8 = false, k7 = kn;
  while (q5 < n) {
    var p9;
    p9 = f2(q5);
    if (p9 < 0) break;
    if (p9 === q5) { e8 = true; break; }
    r6++; q5 = p9;
  }
  if (e8 || r6 >= 1) out = q5; else { out = -1; kn = k7; }
  return out;
}
function f2(p) { // ucode-value
  var c, out, s = text, n = size;
  var q10 = p, e11 = p + 32;
  if (e11 <= n) while (q10 < e11 && (c = s.charCodeAt(q10), c < 128 && T0[c] === 1)) q10++;
  out = q10 === e11 ? e11 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule ucode-name. On success returns the number of entries written to
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
const byName = { "ucode-value": f2 };
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
