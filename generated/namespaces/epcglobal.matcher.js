// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/epcglobal.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(65536, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '00000000adfffffaffffff78efffff74');
const T3 = table(65536, '00000000800800080000000000000000');
const T6 = table(128, '000000000000ff30e7000000e7000000');
const T7 = table(128, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "epcglobal-nss",
  "parts": [
  "subnsname",
  "subns"
  ],
  "views": [],
  "namespace": {
    "nid": "epcglobal",
    "aliases": [],
    "source": "RFC 5134 s.3 (Declaration of structure)",
    "checks": [],
    "equivalence": [],
    "summary": "a sub-namespace name of letters, digits and hyphens, \":\", a non-empty NSS string",
    "examples": [
    "urn:epcglobal:ale:xsd:1"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z])+(?![\x2d0-9A-Za-z]))?\x3a(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:[\\x2d0-9A-Za-z])+(?![\\x2d0-9A-Za-z]))?\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["subnsname","subns"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // epcglobal-nss
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
function f1(p) { // subnsname
  var c, out, s = text, n = size;
  L6: {
    var p8;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p8 = p + 1; } else { p8 = -1;  }
    if (p8 < 0) { out = -1;  break L6; }
    var p9;
    var q10 = p8, r11 = 0;
    while (q10 < n) {
      var p14;
      var q15 = q10;
      while (q15 < n && (c = s.charCodeAt(q15), T1[c] === 1)) q15++;
      p14 = q15 - q10 >= 1 ? q15 : -1;
      if (p14 < 0) break;
      if (p14 === q10) { break; }
      r11++; q10 = p14;
      if (r11 === 1) break;
    }
    p9 = q10;
    if (p9 < 0) { out = -1;  break L6; }
    out = p9;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // subns
  var c, out, s = text, n = size;
  var q17 = p, r18 = 0, e20 = false;
  while (q17 < n) {
    if ((c = s.charCodeAt(q17), c < 128 && T2[c] === 1)) { var k19z = q17; do q17++; while (q17 < n && (c = s.charCodeAt(q17), T2[c] === 1)); r18 += q17 - k19z;  continue; }
    var p21;
    L22: {
      var p23;
      if (q17 < n && (c = s.charCodeAt(q17), c < 128 && T3[c] === 1)) { p23 = q17 + 1; } else { p23 = -1;  }
      if (p23 >= 0) { p21 = p23; break L22; }
      var p24;
      p24 = f8(q17);
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
function f8(p) { // pchar
  var c, out, s = text, n = size;
  L25: {
    var p26;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { p26 = p + 1; } else { p26 = -1;  }
    if (p26 >= 0) { out = p26; break L25; }
    var p27;
    p27 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T6[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T6[c] === 1) ? p + 3 : -1;
    if (p27 >= 0) { out = p27; break L25; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule epcglobal-nss. On success returns the number of entries written to
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
const byName = { "subnsname": f1, "subns": f2 };
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
