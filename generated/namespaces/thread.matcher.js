// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/thread.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000006ff30efffff78efffff74');
const T1 = table(65536, '000000002dfffff2ffffff78efffff74');
const T2 = table(128, '000000002df900821000000000000000');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const T6 = table(65536, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "thread-nss",
  "parts": [
  "sn-label",
  "sn-content"
  ],
  "views": [],
  "namespace": {
    "nid": "thread",
    "aliases": [],
    "source": "IANA urn-formal/thread (Syntax)",
    "checks": [],
    "equivalence": [],
    "summary": "\":\"-separated sub-namespace labels of unreserved characters, then optional \":\" content",
    "examples": [
    "urn:thread:example:1.0"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:[\x2d\x2e0-9A-Z\x5fa-z\x7e])+(?:\x3a(?:[\x2d\x2e0-9A-Z\x5fa-z\x7e])+(?!(?:[\x21\x24\x26-\x2c\x2f\x3b\x3d\x40]|\x25[0-9A-Fa-f][0-9A-Fa-f])))*(?!\x3a(?:[\x2d\x2e0-9A-Z\x5fa-z\x7e])+(?![\x2d\x2e0-9A-Z\x5fa-z\x7e])(?!(?:[\x21\x24\x26-\x2c\x2f\x3b\x3d\x40]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?:\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+(?!(?:[\\x21\\x24\\x27-\\x2c\\x2f\\x3b\\x3d\\x40]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))*(?!\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+(?![\\x2d\\x2e0-9A-Z\\x5fa-z])(?!(?:[\\x21\\x24\\x27-\\x2c\\x2f\\x3b\\x3d\\x40]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:[\\x2d\\x2e0-9A-Z\\x5fa-z\\x7e])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z\\x7e])+(?!(?:[\\x21\\x24\\x26-\\x2c\\x3b\\x3d\\x40]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))*(?!\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z\\x7e])+(?![\\x2d\\x2e0-9A-Z\\x5fa-z\\x7e])(?!(?:[\\x21\\x24\\x26-\\x2c\\x3b\\x3d\\x40]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:[\\x2d\\x2e0-9A-Z\\x5fa-z\\x7e])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z\\x7e])+(?!(?:[\\x21\\x24\\x26-\\x2c\\x2f\\x3b\\x3d\\x40]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))*(?!\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z\\x7e])+(?![\\x2d\\x2e0-9A-Z\\x5fa-z\\x7e])(?!(?:[\\x21\\x24\\x26-\\x2c\\x2f\\x3b\\x3d\\x40]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["sn-label","sn-content"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // thread-nss
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    var q5 = p3;
    while (q5 < n) {
      var p9;
      L10: {
        var k11 = kn;
        var p12;
        if (q5 < n && (c = s.charCodeAt(q5), c === 58)) { p12 = q5 + 1; } else { p12 = -1;  }
        if (p12 < 0) { p9 = -1; kn = k11; break L10; }
        var p13;
        p13 = f3(p12);
        if (p13 < 0) { p9 = -1; kn = k11; break L10; }
        p9 = p13;
      }
      if (p9 < 0) break;
      if (p9 === q5) { break; }
      q5 = p9;
    }
    p4 = q5;
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    out = p4;
  }
  return out;
}
function f1(p) { // sub-namespace
  var c, out, s = text, n = size;
  L14: {
    var k15 = kn;
    var p16;
    p16 = f2(p);
    if (p16 < 0) { out = -1; kn = k15; break L14; }
    var p17;
    var q18 = p16;
    while (q18 < n) {
      var p22;
      L23: {
        var k24 = kn;
        var p25;
        if (q18 < n && (c = s.charCodeAt(q18), c === 58)) { p25 = q18 + 1; } else { p25 = -1;  }
        if (p25 < 0) { p22 = -1; kn = k24; break L23; }
        var p26;
        p26 = f2(p25);
        if (p26 < 0) { p22 = -1; kn = k24; break L23; }
        var p27;
        var p28;
        p28 = f4(p26);
        p27 = p28 >= 0 ? -1 : p26;
        if (p27 < 0) { p22 = -1; kn = k24; break L23; }
        p22 = p27;
      }
      if (p22 < 0) break;
      if (p22 === q18) { break; }
      q18 = p22;
    }
    p17 = q18;
    if (p17 < 0) { out = -1; kn = k15; break L14; }
    out = p17;
  }
  return out;
}
function f2(p) { // sn-label
  var c, out, s = text, n = size;
  var q30 = p;
  while (q30 < n && (c = s.charCodeAt(q30), T0[c] === 1)) q30++;
  out = q30 - p >= 1 ? q30 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // sn-content
  var c, out, s = text, n = size;
  var q32 = p;
  while (q32 < n) {
    if ((c = s.charCodeAt(q32), c < 128 && T1[c] === 1)) { do q32++; while (q32 < n && (c = s.charCodeAt(q32), T1[c] === 1));  continue; }
    var p36;
    L37: {
      var p38;
      p38 = f8(q32);
      if (p38 >= 0) { p36 = p38; break L37; }
      var p39;
      if (q32 < n && (c = s.charCodeAt(q32), c === 47)) { p39 = q32 + 1; } else { p39 = -1;  }
      if (p39 >= 0) { p36 = p39; break L37; }
      p36 = -1;
    }
    if (p36 < 0) break;
    if (p36 === q32) { break; }
    q32 = p36;
  }
  out = q32;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // content-only
  var c, out, s = text, n = size;
  L40: {
    var p41;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p41 = p + 1; } else { p41 = -1;  }
    if (p41 >= 0) { out = p41; break L40; }
    var p42;
    p42 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T3[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T3[c] === 1) ? p + 3 : -1;
    if (p42 >= 0) { out = p42; break L40; }
    out = -1;
  }
  return out;
}
function f8(p) { // pchar
  var c, out, s = text, n = size;
  L43: {
    var p44;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p44 = p + 1; } else { p44 = -1;  }
    if (p44 >= 0) { out = p44; break L43; }
    var p45;
    p45 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T3[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T3[c] === 1) ? p + 3 : -1;
    if (p45 >= 0) { out = p45; break L43; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule thread-nss. On success returns the number of entries written to
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
const byName = { "sn-label": f2, "sn-content": f3 };
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
