// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/isan.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T1 = table(128, '000000000000ff30efffff70efffff70');
const meta = {
  "profile": "",
  "start": "ISAN-NSS",
  "parts": [
  "root",
  "episode",
  "version",
  "check"
  ],
  "views": [],
  "namespace": {
    "nid": "isan",
    "aliases": [],
    "source": "RFC 4246 s.3 (Formal Syntax)",
    "checks": [],
    "equivalence": [
    {
      "op": "uppercase",
      "rules": [
      "ISAN-NSS"
      ],
      "section": "RFC 4246 s.2 (Rules for Lexical Equivalence)"
    }
    ],
    "summary": "0123-1230-3210-2310-C, optionally followed by -9F3A-0245-C (hex groups, check characters)",
    "examples": [
    "urn:isan:0123-1230-3210-2310-1",
    "urn:isan:1881-66C7-3420-6541-9-9F3A-0245-U"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Za-z](?:\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Za-z])?$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z])(?:\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z]))?",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z])(?:\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z]))?",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z])(?:\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z]))?",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["root","episode","version","check","ISAN-NSS"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // ISAN-NSS
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
    var q6 = p4, r7 = 0;
    while (q6 < n) {
      var p10;
      p10 = f3(q6);
      if (p10 < 0) break;
      if (p10 === q6) { break; }
      r7++; q6 = p10;
      if (r7 === 1) break;
    }
    p5 = q6;
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    out = p5;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // root
  var c, out, s = text, n = size;
  out = p + 15 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 11), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 12), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 13), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 14), c === 45) ? p + 15 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // episode
  var c, out, s = text, n = size;
  L11: {
    var k12 = kn;
    var p13;
    var q14 = p, e15 = p + 4;
    if (e15 <= n) while (q14 < e15 && (c = s.charCodeAt(q14), c < 128 && T0[c] === 1)) q14++;
    p13 = q14 === e15 ? e15 : -1;
    if (p13 < 0) { out = -1; kn = k12; break L11; }
    var p16;
    if (p13 < n && (c = s.charCodeAt(p13), c === 45)) { p16 = p13 + 1; } else { p16 = -1;  }
    if (p16 < 0) { out = -1; kn = k12; break L11; }
    var p17;
    p17 = f5(p16);
    if (p17 < 0) { out = -1; kn = k12; break L11; }
    out = p17;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // version
  var c, out, s = text, n = size;
  L18: {
    var k19 = kn;
    var p20;
    p20 = p + 10 <= n && (c = s.charCodeAt(p + 0), c === 45) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p20 < 0) { out = -1; kn = k19; break L18; }
    var p21;
    if (p20 < n && (c = s.charCodeAt(p20), c === 45)) { p21 = p20 + 1; } else { p21 = -1;  }
    if (p21 < 0) { out = -1; kn = k19; break L18; }
    var p22;
    p22 = f5(p21);
    if (p22 < 0) { out = -1; kn = k19; break L18; }
    out = p22;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // check
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; } else { out = -1;  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule ISAN-NSS. On success returns the number of entries written to
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
const byName = { "root": f1, "episode": f2, "version": f3, "check": f5, "ISAN-NSS": f0 };
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
