// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/web3d.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '00000000adffffbaffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(65536, '00000000adfffffaffffff78efffff74');
const T3 = table(65536, '00000000800800080000000000000000');
const T6 = table(128, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "web3d-nss",
  "parts": [
  "subgroup",
  "subgroup-specific-string"
  ],
  "views": [],
  "namespace": {
    "nid": "web3d",
    "aliases": [],
    "source": "RFC 3541 s.2 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [],
    "summary": "a subgroup without \":\", \":\", then a non-empty subgroup-specific string",
    "examples": [
    "urn:web3d:vrml97:node:GeoCoordinate",
    "urn:web3d:x3d:schemas:2002:compact"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?:[\x21\x23\x24\x26-9\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x23\\x24\\x27-9\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["subgroup","subgroup-specific-string"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // web3d-nss
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    if (p3 < n && (c = s.charCodeAt(p3), c === 58)) { p4 = p3 + 1; } else { p4 = -1;  }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f2(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    out = p5;
  }
  return out;
}
function f1(p) { // subgroup
  var c, out, s = text, n = size;
  var q6 = p, r7 = 0, e9 = false;
  while (q6 < n) {
    if ((c = s.charCodeAt(q6), c < 128 && T0[c] === 1)) { var k8z = q6; do q6++; while (q6 < n && (c = s.charCodeAt(q6), T0[c] === 1)); r7 += q6 - k8z;  continue; }
    var p10;
    L11: {
      var p12;
      if (q6 < n && (c = s.charCodeAt(q6), c < 128 && T0[c] === 1)) { p12 = q6 + 1; } else { p12 = -1;  }
      if (p12 >= 0) { p10 = p12; break L11; }
      var p13;
      p13 = q6 + 3 <= n && (c = s.charCodeAt(q6 + 0), c === 37) && (c = s.charCodeAt(q6 + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q6 + 2), c < 128 && T1[c] === 1) ? q6 + 3 : -1;
      if (p13 >= 0) { p10 = p13; break L11; }
      p10 = -1;
    }
    if (p10 < 0) break;
    if (p10 === q6) { e9 = true; break; }
    r7++; q6 = p10;
  }
  if (e9 || r7 >= 1) out = q6; else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // subgroup-specific-string
  var c, out, s = text, n = size;
  var q14 = p, r15 = 0, e17 = false;
  while (q14 < n) {
    if ((c = s.charCodeAt(q14), c < 128 && T2[c] === 1)) { var k16z = q14; do q14++; while (q14 < n && (c = s.charCodeAt(q14), T2[c] === 1)); r15 += q14 - k16z;  continue; }
    var p18;
    L19: {
      var p20;
      if (q14 < n && (c = s.charCodeAt(q14), c < 128 && T3[c] === 1)) { p20 = q14 + 1; } else { p20 = -1;  }
      if (p20 >= 0) { p18 = p20; break L19; }
      var p21;
      p21 = f6(q14);
      if (p21 >= 0) { p18 = p21; break L19; }
      p18 = -1;
    }
    if (p18 < 0) break;
    if (p18 === q14) { e17 = true; break; }
    r15++; q14 = p18;
  }
  if (e17 || r15 >= 1) out = q14; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // pchar
  var c, out, s = text, n = size;
  L22: {
    var p23;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p23 = p + 1; } else { p23 = -1;  }
    if (p23 >= 0) { out = p23; break L22; }
    var p24;
    p24 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p24 >= 0) { out = p24; break L22; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule web3d-nss. On success returns the number of entries written to
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
const byName = { "subgroup": f1, "subgroup-specific-string": f2 };
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
