// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/nbn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '0000000000000000efffff70efffff70');
const T1 = table(65536, '000000000000ff30efffff70efffff70');
const T2 = table(65536, '000000002df7fff2ffffff78efffff74');
const T4 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "nbn-nss",
  "parts": [
  "iso-cc",
  "subspc",
  "nbn-string"
  ],
  "views": [],
  "namespace": {
    "nid": "nbn",
    "aliases": [],
    "source": "RFC 8458 s.4.2",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "prefix"
      ],
      "section": "RFC 8458 s.4.3"
    }
    ],
    "summary": "a two-letter country code, optional sub-namespace codes, \"-\", an NBN string",
    "examples": [
    "urn:nbn:de:bvb:19-146642"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[A-Za-z][A-Za-z](?:\x3a(?:[0-9A-Za-z])+)*\x2d(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2f(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:\\x3a(?:[0-9A-Za-z])+)*\\x2d(?:(?:[\\x21\\x24\\x27-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2f(?:(?:[\\x21\\x24\\x27-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:\\x3a(?:[0-9A-Za-z])+)*\\x2d(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:[](?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:\\x3a(?:[0-9A-Za-z])+)*\\x2d(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2f(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["iso-cc","subspc","nbn-string","prefix"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // nbn-nss
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    if (p3 < n && (c = s.charCodeAt(p3), c === 45)) { p4 = p3 + 1; } else { p4 = -1;  }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f4(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    out = p5;
  }
  return out;
}
function f1(p) { // prefix
  var c, out, s = text, n = size;
  L6: {
    var k7 = kn;
    var p8;
    p8 = f2(p);
    if (p8 < 0) { out = -1; kn = k7; break L6; }
    var p9;
    var q10 = p8;
    while (q10 < n) {
      var p14;
      L15: {
        var k16 = kn;
        var p17;
        if (q10 < n && (c = s.charCodeAt(q10), c === 58)) { p17 = q10 + 1; } else { p17 = -1;  }
        if (p17 < 0) { p14 = -1; kn = k16; break L15; }
        var p18;
        p18 = f3(p17);
        if (p18 < 0) { p14 = -1; kn = k16; break L15; }
        p14 = p18;
      }
      if (p14 < 0) break;
      if (p14 === q10) { break; }
      q10 = p14;
    }
    p9 = q10;
    if (p9 < 0) { out = -1; kn = k7; break L6; }
    out = p9;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // iso-cc
  var c, out, s = text, n = size;
  out = p + 2 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) ? p + 2 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // subspc
  var c, out, s = text, n = size;
  var q19 = p;
  while (q19 < n && (c = s.charCodeAt(q19), T1[c] === 1)) q19++;
  out = q19 - p >= 1 ? q19 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // nbn-string
  var c, out, s = text, n = size;
  out = f5(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // path-rootless
  var c, out, s = text, n = size;
  L21: {
    var p23;
    p23 = f6(p);
    if (p23 < 0) { out = -1;  break L21; }
    var p24;
    var q25 = p23;
    while (q25 < n) {
      var p29;
      L30: {
        var p32;
        if (q25 < n && (c = s.charCodeAt(q25), c === 47)) { p32 = q25 + 1; } else { p32 = -1;  }
        if (p32 < 0) { p29 = -1;  break L30; }
        var p33;
        p33 = f7(p32);
        if (p33 < 0) { p29 = -1;  break L30; }
        p29 = p33;
      }
      if (p29 < 0) break;
      if (p29 === q25) { break; }
      q25 = p29;
    }
    p24 = q25;
    if (p24 < 0) { out = -1;  break L21; }
    out = p24;
  }
  return out;
}
function f6(p) { // segment-nz
  var c, out, s = text, n = size;
  var q34 = p, r35 = 0, e37 = false;
  while (q34 < n) {
    if ((c = s.charCodeAt(q34), c < 128 && T2[c] === 1)) { var k36z = q34; do q34++; while (q34 < n && (c = s.charCodeAt(q34), T2[c] === 1)); r35 += q34 - k36z;  continue; }
    var p38;
    p38 = f11(q34);
    if (p38 < 0) break;
    if (p38 === q34) { e37 = true; break; }
    r35++; q34 = p38;
  }
  if (e37 || r35 >= 1) out = q34; else { out = -1;  }
  return out;
}
function f7(p) { // segment
  var c, out, s = text, n = size;
  var q39 = p;
  while (q39 < n) {
    if ((c = s.charCodeAt(q39), c < 128 && T2[c] === 1)) { do q39++; while (q39 < n && (c = s.charCodeAt(q39), T2[c] === 1));  continue; }
    var p43;
    p43 = f11(q39);
    if (p43 < 0) break;
    if (p43 === q39) { break; }
    q39 = p43;
  }
  out = q39;
  return out;
}
function f11(p) { // pchar
  var c, out, s = text, n = size;
  L44: {
    var p45;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p45 = p + 1; } else { p45 = -1;  }
    if (p45 >= 0) { out = p45; break L44; }
    var p46;
    p46 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T4[c] === 1) ? p + 3 : -1;
    if (p46 >= 0) { out = p46; break L44; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule nbn-nss. On success returns the number of entries written to
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
const byName = { "iso-cc": f2, "subspc": f3, "nbn-string": f4, "prefix": f1 };
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
