// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T5 = table(65536, '00000000abfffffaffffff78efffff70');
const T6 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "rfc2141",
  "start": "URN",
  "parts": [
  "NID",
  "NSS"
  ],
  "views": []
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[Uu][Rr][Nn]\x3a[0-9A-Za-z](?:(?=(?<g2>(?:[\x2d0-9A-Za-z]){1,31}))\k<g2>)?\x3a(?:(?=(?<g1>[\x21\x23-\x25\x27-\x3b\x3d\x3f-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))\k<g1>)+$/;
// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.
const verdict = new RegExp("^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,31}:[!#-%'-;=\\?-Z_a-z]+$");
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = {"nidStart":4,"nidEnd":[[58,58]],"gap":1,"nssEnd":[],"nssCut":[79,169],"nssEndAhead":"$","key":"4f7a3f0d"};
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {};
const parts = ["NID","NSS"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // URN
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    p4 = f1(p3);
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    if (p4 < n && (c = s.charCodeAt(p4), c === 58)) { p5 = p4 + 1; } else { p5 = -1;  }
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    p6 = f7(p5);
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    out = p6;
  }
  return out;
}
function f1(p) { // NID
  var c, out, s = text, n = size;
  L7: {
    var p9;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p9 = p + 1; } else { p9 = -1;  }
    if (p9 < 0) { out = -1;  break L7; }
    var p10;
    var q11 = p9, r12 = 0;
    while (q11 < n) {
      var p15;
      var q16 = q11, m18 = Math.min(n, q11 + 31);
      while (q16 < m18 && (c = s.charCodeAt(q16), c < 128 && T1[c] === 1)) q16++;
      p15 = q16 - q11 >= 1 ? q16 : -1;
      if (p15 < 0) break;
      if (p15 === q11) { break; }
      r12++; q11 = p15;
      if (r12 === 1) break;
    }
    p10 = q11;
    if (p10 < 0) { out = -1;  break L7; }
    out = p10;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // NSS
  var c, out, s = text, n = size;
  var q19 = p, r20 = 0, e22 = false;
  while (q19 < n) {
    if ((c = s.charCodeAt(q19), c < 128 && T5[c] === 1)) { var k21z = q19; do q19++; while (q19 < n && (c = s.charCodeAt(q19), T5[c] === 1)); r20 += q19 - k21z;  continue; }
    var p23;
    p23 = f8(q19);
    if (p23 < 0) break;
    if (p23 === q19) { e22 = true; break; }
    r20++; q19 = p23;
  }
  if (e22 || r20 >= 1) out = q19; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // URN-chars
  var c, out, s = text, n = size;
  L24: {
    var p25;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p25 = p + 1; } else { p25 = -1;  }
    if (p25 >= 0) { out = p25; break L24; }
    var p26;
    p26 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T6[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T6[c] === 1) ? p + 3 : -1;
    if (p26 >= 0) { out = p26; break L24; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule URN. On success returns the number of entries written to
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
const byName = { "NID": f1, "NSS": f7 };
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
module.exports = { match, capture, meta, parts, pattern, verdict, layout, embeds };
