// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/saintandre-00.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '000000002df7fff2ffffff78efffff74');
const T5 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "saintandre-00",
  "start": "URN",
  "parts": [
  "NID",
  "NSS"
  ],
  "views": []
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[Uu][Rr][Nn]\x3a[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,30}[0-9A-Za-z]\x3a(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+$/;
// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.
const verdict = new RegExp("^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-\\.0-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-\\.0-;=@-Z_a-z~]*)*$");
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = {"nidStart":4,"nidEnd":[[58,58]],"gap":1,"nssEnd":[],"nssCut":[87,169],"nssEndAhead":"$","key":"d50aef3b"};
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
    p3 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) ? p + 3 : -1;
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    if (p3 < n && (c = s.charCodeAt(p3), c === 58)) { p4 = p3 + 1; } else { p4 = -1;  }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f1(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    if (p5 < n && (c = s.charCodeAt(p5), c === 58)) { p6 = p5 + 1; } else { p6 = -1;  }
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    var p7;
    p7 = f4(p6);
    if (p7 < 0) { out = -1; kn = k2; break L1; }
    out = p7;
  }
  return out;
}
function f1(p) { // NID
  var c, out, s = text, n = size;
  L8: {
    var p10;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p10 = p + 1; } else { p10 = -1;  }
    if (p10 < 0) { out = -1;  break L8; }
    var p11;
    var q12 = p10, r13 = 0;
    while (r13 < 30 && q12 + 1 < n && (c = s.charCodeAt(q12), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q12 + 1), c < 128 && T1[c] === 1)) { q12++; r13++; }
    p11 = q12;
    if (p11 < 0) { out = -1;  break L8; }
    var p14;
    if (p11 < n && (c = s.charCodeAt(p11), c < 128 && T0[c] === 1)) { p14 = p11 + 1; } else { p14 = -1;  }
    if (p14 < 0) { out = -1;  break L8; }
    out = p14;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // NSS
  var c, out, s = text, n = size;
  var q15 = p, r16 = 0, e18 = false;
  while (q15 < n) {
    if ((c = s.charCodeAt(q15), c < 128 && T2[c] === 1)) { var k17z = q15; do q15++; while (q15 < n && (c = s.charCodeAt(q15), T2[c] === 1)); r16 += q15 - k17z;  continue; }
    var p19;
    p19 = f8(q15);
    if (p19 < 0) break;
    if (p19 === q15) { e18 = true; break; }
    r16++; q15 = p19;
  }
  if (e18 || r16 >= 1) out = q15; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // pchar
  var c, out, s = text, n = size;
  L20: {
    var p21;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p21 = p + 1; } else { p21 = -1;  }
    if (p21 >= 0) { out = p21; break L20; }
    var p22;
    p22 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T5[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T5[c] === 1) ? p + 3 : -1;
    if (p22 >= 0) { out = p22; break L20; }
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
const byName = { "NID": f1, "NSS": f4 };
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
