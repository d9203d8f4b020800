// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/smpte.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T1 = table(65536, '00000000adfffffaffffff78efffff74');
const T2 = table(65536, '00000000800800080000000000000000');
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [
  "UL",
  "other-NSS"
  ],
  "views": [],
  "namespace": {
    "nid": "smpte",
    "aliases": [],
    "source": "RFC 5119 s.2 (Declaration of structure)",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "ul-label"
      ],
      "section": "RFC 5119 s.2 (Rules for Lexical Equivalence)"
    },
    {
      "op": "uppercase",
      "rules": [
      "UL"
      ],
      "section": "RFC 5119 s.2 (Rules for Lexical Equivalence)"
    }
    ],
    "summary": "ul: and 8-hex-digit groups separated by \".\"; any other NSS for future subnamespaces",
    "examples": [
    "urn:smpte:ul:060E2B34.04010103.04010202.01011100",
    "urn:smpte:newnss:future-urn-2105"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g1>(?=[Uu][Ll]\x3a)[Uu][Ll]\x3a[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f](?:\x2e[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f])*|(?![Uu][Ll]\x3a)(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g1>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n1>(?=[Uu][Ll]\\x3a)[Uu][Ll]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:\\x2e[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f])*|(?![Uu][Ll]\\x3a)(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n1>(?=[Uu][Ll]\\x3a)[Uu][Ll]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:\\x2e[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f])*|(?![Uu][Ll]\\x3a)(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?=(?<n1>(?=[Uu][Ll]\\x3a)[Uu][Ll]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:\\x2e[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f])*|(?![Uu][Ll]\\x3a)(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["UL","other-NSS","ul-label"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // NSS
  var c, out, s = text, n = size;
  L1: {
    var p2;
    L3: {
      var k4 = kn;
      var p5;
      var p6;
      p6 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 108) && (c = s.charCodeAt(p + 2), c === 58) ? p + 3 : -1;
      p5 = p6 >= 0 ? p : -1;
      if (p5 < 0) { p2 = -1; kn = k4; break L3; }
      var p8;
      p8 = f1(p5);
      if (p8 < 0) { p2 = -1; kn = k4; break L3; }
      p2 = p8;
    }
    if (p2 >= 0) { out = p2; break L1; }
    var p9;
    L10: {
      var k11 = kn;
      var p12;
      var p13;
      p13 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 108) && (c = s.charCodeAt(p + 2), c === 58) ? p + 3 : -1;
      p12 = p13 >= 0 ? -1 : p;
      if (p12 < 0) { p9 = -1; kn = k11; break L10; }
      var p15;
      p15 = f7(p12);
      if (p15 < 0) { p9 = -1; kn = k11; break L10; }
      p9 = p15;
    }
    if (p9 >= 0) { out = p9; break L1; }
    out = -1;
  }
  return out;
}
function f1(p) { // UL-NSS
  var c, out, s = text, n = size;
  L16: {
    var k17 = kn;
    var p18;
    p18 = f2(p);
    if (p18 < 0) { out = -1; kn = k17; break L16; }
    var p19;
    if (p18 < n && (c = s.charCodeAt(p18), c === 58)) { p19 = p18 + 1; } else { p19 = -1;  }
    if (p19 < 0) { out = -1; kn = k17; break L16; }
    var p20;
    p20 = f3(p19);
    if (p20 < 0) { out = -1; kn = k17; break L16; }
    out = p20;
  }
  return out;
}
function f2(p) { // ul-label
  var c, out, s = text, n = size;
  out = p + 2 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 108) ? p + 2 : -1;
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // UL
  var c, out, s = text, n = size;
  L21: {
    var p23;
    var q24 = p, e25 = p + 8;
    if (e25 <= n) while (q24 < e25 && (c = s.charCodeAt(q24), c < 128 && T0[c] === 1)) q24++;
    p23 = q24 === e25 ? e25 : -1;
    if (p23 < 0) { out = -1;  break L21; }
    var p26;
    var q27 = p23;
    while (q27 < n) {
      var p31;
      p31 = q27 + 9 <= n && (c = s.charCodeAt(q27 + 0), c === 46) && (c = s.charCodeAt(q27 + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(q27 + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(q27 + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(q27 + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(q27 + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(q27 + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(q27 + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(q27 + 8), c < 128 && T0[c] === 1) ? q27 + 9 : -1;
      if (p31 < 0) break;
      if (p31 === q27) { break; }
      q27 = p31;
    }
    p26 = q27;
    if (p26 < 0) { out = -1;  break L21; }
    out = p26;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // other-NSS
  var c, out, s = text, n = size;
  var q34 = p, r35 = 0, e37 = false;
  while (q34 < n) {
    if ((c = s.charCodeAt(q34), c < 128 && T1[c] === 1)) { var k36z = q34; do q34++; while (q34 < n && (c = s.charCodeAt(q34), T1[c] === 1)); r35 += q34 - k36z;  continue; }
    var p38;
    L39: {
      var p40;
      if (q34 < n && (c = s.charCodeAt(q34), c < 128 && T2[c] === 1)) { p40 = q34 + 1; } else { p40 = -1;  }
      if (p40 >= 0) { p38 = p40; break L39; }
      var p41;
      p41 = f11(q34);
      if (p41 >= 0) { p38 = p41; break L39; }
      p38 = -1;
    }
    if (p38 < 0) break;
    if (p38 === q34) { e37 = true; break; }
    r35++; q34 = p38;
  }
  if (e37 || r35 >= 1) out = q34; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // pchar
  var c, out, s = text, n = size;
  L42: {
    var p43;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p43 = p + 1; } else { p43 = -1;  }
    if (p43 >= 0) { out = p43; break L42; }
    var p44;
    p44 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) ? p + 3 : -1;
    if (p44 >= 0) { out = p44; break L42; }
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
const byName = { "UL": f3, "other-NSS": f7, "ul-label": f2 };
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
