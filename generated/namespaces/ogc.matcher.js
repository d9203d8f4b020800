// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/ogc.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(65536, '000000002df7ffb2ffffff78efffff74');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(65536, '000000002dfffff2ffffff78efffff74');
const T6 = table(65536, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "ogc-nss",
  "parts": [
  "OGCresource",
  "ResourceSpecificString"
  ],
  "views": [],
  "namespace": {
    "nid": "ogc",
    "aliases": [],
    "source": "RFC 5165 s.2",
    "checks": [],
    "equivalence": [],
    "summary": "an OGCresource without \":\", \":\", a resource-specific string",
    "examples": [
    "urn:ogc:def:crs:EPSG::4326"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
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
const parts = ["OGCresource","ResourceSpecificString"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // ogc-nss
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
    p5 = f3(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    out = p5;
  }
  return out;
}
function f1(p) { // OGCresource
  var c, out, s = text, n = size;
  var q6 = p, r7 = 0, e9 = false;
  while (q6 < n) {
    if ((c = s.charCodeAt(q6), c < 128 && T0[c] === 1)) { var k8z = q6; do q6++; while (q6 < n && (c = s.charCodeAt(q6), T0[c] === 1)); r7 += q6 - k8z;  continue; }
    var p10;
    L11: {
      var p12;
      p12 = f2(q6);
      if (p12 >= 0) { p10 = p12; break L11; }
      var p13;
      if (q6 < n && (c = s.charCodeAt(q6), c === 47)) { p13 = q6 + 1; } else { p13 = -1;  }
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
function f2(p) { // ogc-char
  var c, out, s = text, n = size;
  L14: {
    var p15;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p15 = p + 1; } else { p15 = -1;  }
    if (p15 >= 0) { out = p15; break L14; }
    var p16;
    p16 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) ? p + 3 : -1;
    if (p16 >= 0) { out = p16; break L14; }
    out = -1;
  }
  return out;
}
function f3(p) { // ResourceSpecificString
  var c, out, s = text, n = size;
  var q17 = p, r18 = 0, e20 = false;
  while (q17 < n) {
    if ((c = s.charCodeAt(q17), c < 128 && T3[c] === 1)) { var k19z = q17; do q17++; while (q17 < n && (c = s.charCodeAt(q17), T3[c] === 1)); r18 += q17 - k19z;  continue; }
    var p21;
    L22: {
      var p23;
      p23 = f7(q17);
      if (p23 >= 0) { p21 = p23; break L22; }
      var p24;
      if (q17 < n && (c = s.charCodeAt(q17), c === 47)) { p24 = q17 + 1; } else { p24 = -1;  }
      if (p24 >= 0) { p21 = p24; break L22; }
      p21 = -1;
    }
    if (p21 < 0) break;
    if (p21 === q17) { e20 = true; break; }
    r18++; q17 = p21;
  }
  if (e20 || r18 >= 1) out = q17; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // pchar
  var c, out, s = text, n = size;
  L25: {
    var p26;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p26 = p + 1; } else { p26 = -1;  }
    if (p26 >= 0) { out = p26; break L25; }
    var p27;
    p27 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) ? p + 3 : -1;
    if (p27 >= 0) { out = p27; break L25; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule ogc-nss. On success returns the number of entries written to
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
const byName = { "OGCresource": f1, "ResourceSpecificString": f3 };
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
