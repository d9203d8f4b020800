// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/xmlorg.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "xmlorg-nss",
  "parts": [
  "type",
  "subtype",
  "object-id"
  ],
  "views": [],
  "namespace": {
    "nid": "xmlorg",
    "aliases": [],
    "source": "RFC 3120 s.2 (Declaration of structure)",
    "checks": [],
    "equivalence": [],
    "summary": "objects:type[:subtype]:object-id, no empty field",
    "examples": [
    "urn:xmlorg:objects:schema:xmlschema:xcatalog",
    "urn:xmlorg:objects:dtd:xml:docbook:v4.1.2"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^objects\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a|(?!(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a))(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "objects\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "objects\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "objects\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["type","subtype","object-id"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // xmlorg-nss
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = p + 7 <= n && (c = s.charCodeAt(p + 0), c === 111) && (c = s.charCodeAt(p + 1), c === 98) && (c = s.charCodeAt(p + 2), c === 106) && (c = s.charCodeAt(p + 3), c === 101) && (c = s.charCodeAt(p + 4), c === 99) && (c = s.charCodeAt(p + 5), c === 116) && (c = s.charCodeAt(p + 6), c === 115) ? p + 7 : -1;
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
    var q8 = p6, r9 = 0;
    while (q8 < n) {
      var p12;
      L13: {
        var k14 = kn;
        var p15;
        p15 = f2(q8);
        if (p15 < 0) { p12 = -1; kn = k14; break L13; }
        var p16;
        if (p15 < n && (c = s.charCodeAt(p15), c === 58)) { p16 = p15 + 1; } else { p16 = -1;  }
        if (p16 < 0) { p12 = -1; kn = k14; break L13; }
        p12 = p16;
      }
      if (p12 < 0) break;
      if (p12 === q8) { break; }
      r9++; q8 = p12;
      if (r9 === 1) break;
    }
    p7 = q8;
    if (p7 < 0) { out = -1; kn = k2; break L1; }
    var p17;
    p17 = f3(p7);
    if (p17 < 0) { out = -1; kn = k2; break L1; }
    out = p17;
  }
  return out;
}
function f1(p) { // type
  var c, out, s = text, n = size;
  var q18 = p, r19 = 0, e21 = false;
  while (q18 < n) {
    if ((c = s.charCodeAt(q18), c < 128 && T0[c] === 1)) { var k20z = q18; do q18++; while (q18 < n && (c = s.charCodeAt(q18), T0[c] === 1)); r19 += q18 - k20z;  continue; }
    var p22;
    p22 = f4(q18);
    if (p22 < 0) break;
    if (p22 === q18) { e21 = true; break; }
    r19++; q18 = p22;
  }
  if (e21 || r19 >= 1) out = q18; else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // subtype
  var c, out, s = text, n = size;
  var q23 = p, r24 = 0, e26 = false;
  while (q23 < n) {
    if ((c = s.charCodeAt(q23), c < 128 && T0[c] === 1)) { var k25z = q23; do q23++; while (q23 < n && (c = s.charCodeAt(q23), T0[c] === 1)); r24 += q23 - k25z;  continue; }
    var p27;
    p27 = f4(q23);
    if (p27 < 0) break;
    if (p27 === q23) { e26 = true; break; }
    r24++; q23 = p27;
  }
  if (e26 || r24 >= 1) out = q23; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // object-id
  var c, out, s = text, n = size;
  L28: {
    var p30;
    var q31 = p, r32 = 0, e34 = false;
    while (q31 < n) {
      if ((c = s.charCodeAt(q31), c < 128 && T0[c] === 1)) { var k33z = q31; do q31++; while (q31 < n && (c = s.charCodeAt(q31), T0[c] === 1)); r32 += q31 - k33z;  continue; }
      var p35;
      p35 = f4(q31);
      if (p35 < 0) break;
      if (p35 === q31) { e34 = true; break; }
      r32++; q31 = p35;
    }
    if (e34 || r32 >= 1) p30 = q31; else { p30 = -1;  }
    if (p30 < 0) { out = -1;  break L28; }
    var p36;
    var q37 = p30;
    while (q37 < n) {
      var p41;
      L42: {
        var p44;
        if (q37 < n && (c = s.charCodeAt(q37), c === 58)) { p44 = q37 + 1; } else { p44 = -1;  }
        if (p44 < 0) { p41 = -1;  break L42; }
        var p45;
        var q46 = p44, r47 = 0, e49 = false;
        while (q46 < n) {
          if ((c = s.charCodeAt(q46), c < 128 && T0[c] === 1)) { var k48z = q46; do q46++; while (q46 < n && (c = s.charCodeAt(q46), T0[c] === 1)); r47 += q46 - k48z;  continue; }
          var p50;
          p50 = f4(q46);
          if (p50 < 0) break;
          if (p50 === q46) { e49 = true; break; }
          r47++; q46 = p50;
        }
        if (e49 || r47 >= 1) p45 = q46; else { p45 = -1;  }
        if (p45 < 0) { p41 = -1;  break L42; }
        p41 = p45;
      }
      if (p41 < 0) break;
      if (p41 === q37) { break; }
      q37 = p41;
    }
    p36 = q37;
    if (p36 < 0) { out = -1;  break L28; }
    out = p36;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // id-char
  var c, out, s = text, n = size;
  L51: {
    var p52;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p52 = p + 1; } else { p52 = -1;  }
    if (p52 >= 0) { out = p52; break L51; }
    var p53;
    p53 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p53 >= 0) { out = p53; break L51; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule xmlorg-nss. On success returns the number of entries written to
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
const byName = { "type": f1, "subtype": f2, "object-id": f3 };
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
