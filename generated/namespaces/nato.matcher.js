// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/nato.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '0000000029f7ffb2ffffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [
  "Type",
  "Source",
  "segment"
  ],
  "views": [],
  "namespace": {
    "nid": "nato",
    "aliases": [],
    "source": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [],
    "summary": "a Type, optionally \":\" Source and further \":\" segments, none empty, no \"/\"",
    "examples": [
    "urn:nato:mtf"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?:[\x21\x24\x27-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x27-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x27-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*(?!\x3a(?:(?:[\x21\x24\x27-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))?$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*(?!\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))?",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*(?!\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))?",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*(?!\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))?",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["Type","Source","segment"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // NSS
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    var q5 = p3, r6 = 0;
    while (q5 < n) {
      var p9;
      L10: {
        var k11 = kn;
        var p12;
        if (q5 < n && (c = s.charCodeAt(q5), c === 58)) { p12 = q5 + 1; } else { p12 = -1;  }
        if (p12 < 0) { p9 = -1; kn = k11; break L10; }
        var p13;
        p13 = f2(p12);
        if (p13 < 0) { p9 = -1; kn = k11; break L10; }
        var p14;
        var q15 = p13;
        while (q15 < n) {
          var p19;
          L20: {
            var k21 = kn;
            var p22;
            if (q15 < n && (c = s.charCodeAt(q15), c === 58)) { p22 = q15 + 1; } else { p22 = -1;  }
            if (p22 < 0) { p19 = -1; kn = k21; break L20; }
            var p23;
            p23 = f3(p22);
            if (p23 < 0) { p19 = -1; kn = k21; break L20; }
            p19 = p23;
          }
          if (p19 < 0) break;
          if (p19 === q15) { break; }
          q15 = p19;
        }
        p14 = q15;
        if (p14 < 0) { p9 = -1; kn = k11; break L10; }
        p9 = p14;
      }
      if (p9 < 0) break;
      if (p9 === q5) { break; }
      r6++; q5 = p9;
      if (r6 === 1) break;
    }
    p4 = q5;
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    out = p4;
  }
  return out;
}
function f1(p) { // Type
  var c, out, s = text, n = size;
  var q24 = p, r25 = 0, e27 = false;
  while (q24 < n) {
    if ((c = s.charCodeAt(q24), c < 128 && T0[c] === 1)) { var k26z = q24; do q24++; while (q24 < n && (c = s.charCodeAt(q24), T0[c] === 1)); r25 += q24 - k26z;  continue; }
    var p28;
    p28 = f4(q24);
    if (p28 < 0) break;
    if (p28 === q24) { e27 = true; break; }
    r25++; q24 = p28;
  }
  if (e27 || r25 >= 1) out = q24; else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // Source
  var c, out, s = text, n = size;
  var q29 = p, r30 = 0, e32 = false;
  while (q29 < n) {
    if ((c = s.charCodeAt(q29), c < 128 && T0[c] === 1)) { var k31z = q29; do q29++; while (q29 < n && (c = s.charCodeAt(q29), T0[c] === 1)); r30 += q29 - k31z;  continue; }
    var p33;
    p33 = f4(q29);
    if (p33 < 0) break;
    if (p33 === q29) { e32 = true; break; }
    r30++; q29 = p33;
  }
  if (e32 || r30 >= 1) out = q29; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // segment
  var c, out, s = text, n = size;
  var q34 = p, r35 = 0, e37 = false;
  while (q34 < n) {
    if ((c = s.charCodeAt(q34), c < 128 && T0[c] === 1)) { var k36z = q34; do q34++; while (q34 < n && (c = s.charCodeAt(q34), T0[c] === 1)); r35 += q34 - k36z;  continue; }
    var p38;
    p38 = f4(q34);
    if (p38 < 0) break;
    if (p38 === q34) { e37 = true; break; }
    r35++; q34 = p38;
  }
  if (e37 || r35 >= 1) out = q34; else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // non-colon-chars
  var c, out, s = text, n = size;
  L39: {
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) {
      out = p + 1; break L39;
    }
    if (p < n && (c = s.charCodeAt(p), c === 37)) {
      out = p + 1 + 2 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1 + 1), c < 128 && T1[c] === 1) ? p + 1 + 2 : -1;
      if (out >= 0) break L39;
    }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule NSS. On success returns the number of entries written to
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
const byName = { "Type": f1, "Source": f2, "segment": f3 };
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
