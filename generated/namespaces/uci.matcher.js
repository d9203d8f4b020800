// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/uci.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000000ff30efffff70efffff70');
const T1 = table(65536, '0000000029f7ffb2ffffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '00000000000000008400400084004000');
const meta = {
  "profile": "",
  "start": "UCI",
  "parts": [
  "prefix",
  "instance",
  "qualifier"
  ],
  "views": [],
  "namespace": {
    "nid": "uci",
    "aliases": [],
    "source": "RFC 4179 s.2 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "prefix"
      ],
      "section": "RFC 4179 s.2 (Rules for Lexical Equivalence)"
    }
    ],
    "summary": "prefix \"-\" instance [\":\" qualifier], the prefix an agency code of letters and digits",
    "examples": [
    "urn:uci:I700-2987098"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:[0-9A-Za-z])+(?:\x3a(?:[0-9A-Za-z])+)?(?:\x2b(?:[0-9A-Za-z])+)?\x2d(?:(?:[\x21\x24\x27-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a[CFRcfr](?:[0-9A-Za-z])+(?:\x2d[CFRcfr](?:[0-9A-Za-z])+){0,2})?$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:[0-9A-Za-z])+(?:\\x3a(?:[0-9A-Za-z])+)?(?:\\x2b(?:[0-9A-Za-z])+)?\\x2d(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a[CFRcfr](?:[0-9A-Za-z])+(?:\\x2d[CFRcfr](?:[0-9A-Za-z])+){0,2})?",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:[0-9A-Za-z])+(?:\\x3a(?:[0-9A-Za-z])+)?(?:\\x2b(?:[0-9A-Za-z])+)?\\x2d(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a[CFRcfr](?:[0-9A-Za-z])+(?:\\x2d[CFRcfr](?:[0-9A-Za-z])+){0,2})?",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:[0-9A-Za-z])+(?:\\x3a(?:[0-9A-Za-z])+)?(?:\\x2b(?:[0-9A-Za-z])+)?\\x2d(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a[CFRcfr](?:[0-9A-Za-z])+(?:\\x2d[CFRcfr](?:[0-9A-Za-z])+){0,2})?",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["prefix","instance","qualifier"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // UCI
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
    p5 = f2(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    var q7 = p5, r8 = 0;
    while (q7 < n) {
      var p11;
      L12: {
        var k13 = kn;
        var p14;
        if (q7 < n && (c = s.charCodeAt(q7), c === 58)) { p14 = q7 + 1; } else { p14 = -1;  }
        if (p14 < 0) { p11 = -1; kn = k13; break L12; }
        var p15;
        p15 = f3(p14);
        if (p15 < 0) { p11 = -1; kn = k13; break L12; }
        p11 = p15;
      }
      if (p11 < 0) break;
      if (p11 === q7) { break; }
      r8++; q7 = p11;
      if (r8 === 1) break;
    }
    p6 = q7;
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    out = p6;
  }
  return out;
}
function f1(p) { // prefix
  var c, out, s = text, n = size;
  L16: {
    var p18;
    var q19 = p;
    while (q19 < n && (c = s.charCodeAt(q19), T0[c] === 1)) q19++;
    p18 = q19 - p >= 1 ? q19 : -1;
    if (p18 < 0) { out = -1;  break L16; }
    var p21;
    var q22 = p18, r23 = 0;
    while (q22 < n) {
      var p26;
      L27: {
        var p29;
        if (q22 < n && (c = s.charCodeAt(q22), c === 58)) { p29 = q22 + 1; } else { p29 = -1;  }
        if (p29 < 0) { p26 = -1;  break L27; }
        var p30;
        var q31 = p29;
        while (q31 < n && (c = s.charCodeAt(q31), T0[c] === 1)) q31++;
        p30 = q31 - p29 >= 1 ? q31 : -1;
        if (p30 < 0) { p26 = -1;  break L27; }
        p26 = p30;
      }
      if (p26 < 0) break;
      if (p26 === q22) { break; }
      r23++; q22 = p26;
      if (r23 === 1) break;
    }
    p21 = q22;
    if (p21 < 0) { out = -1;  break L16; }
    var p33;
    var q34 = p21, r35 = 0;
    while (q34 < n) {
      var p38;
      L39: {
        var p41;
        if (q34 < n && (c = s.charCodeAt(q34), c === 43)) { p41 = q34 + 1; } else { p41 = -1;  }
        if (p41 < 0) { p38 = -1;  break L39; }
        var p42;
        var q43 = p41;
        while (q43 < n && (c = s.charCodeAt(q43), T0[c] === 1)) q43++;
        p42 = q43 - p41 >= 1 ? q43 : -1;
        if (p42 < 0) { p38 = -1;  break L39; }
        p38 = p42;
      }
      if (p38 < 0) break;
      if (p38 === q34) { break; }
      r35++; q34 = p38;
      if (r35 === 1) break;
    }
    p33 = q34;
    if (p33 < 0) { out = -1;  break L16; }
    out = p33;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // instance
  var c, out, s = text, n = size;
  var q45 = p, r46 = 0, e48 = false;
  while (q45 < n) {
    if ((c = s.charCodeAt(q45), c < 128 && T1[c] === 1)) { var k47z = q45; do q45++; while (q45 < n && (c = s.charCodeAt(q45), T1[c] === 1)); r46 += q45 - k47z;  continue; }
    var p49;
    L50: {
      if (q45 < n && (c = s.charCodeAt(q45), c < 128 && T1[c] === 1)) {
        p49 = q45 + 1; break L50;
      }
      if (q45 < n && (c = s.charCodeAt(q45), c === 37)) {
        p49 = q45 + 1 + 2 <= n && (c = s.charCodeAt(q45 + 1 + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(q45 + 1 + 1), c < 128 && T2[c] === 1) ? q45 + 1 + 2 : -1;
        if (p49 >= 0) break L50;
      }
      p49 = -1;
    }
    if (p49 < 0) break;
    if (p49 === q45) { e48 = true; break; }
    r46++; q45 = p49;
  }
  if (e48 || r46 >= 1) out = q45; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // qualifier
  var c, out, s = text, n = size;
  L51: {
    var p53;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p53 = p + 1; } else { p53 = -1;  }
    if (p53 < 0) { out = -1;  break L51; }
    var p54;
    var q55 = p53;
    while (q55 < n && (c = s.charCodeAt(q55), T0[c] === 1)) q55++;
    p54 = q55 - p53 >= 1 ? q55 : -1;
    if (p54 < 0) { out = -1;  break L51; }
    var p57;
    var q58 = p54, r59 = 0;
    while (q58 < n) {
      var p62;
      L63: {
        var p65;
        if (q58 < n && (c = s.charCodeAt(q58), c === 45)) { p65 = q58 + 1; } else { p65 = -1;  }
        if (p65 < 0) { p62 = -1;  break L63; }
        var p66;
        if (p65 < n && (c = s.charCodeAt(p65), c < 128 && T3[c] === 1)) { p66 = p65 + 1; } else { p66 = -1;  }
        if (p66 < 0) { p62 = -1;  break L63; }
        var p67;
        var q68 = p66;
        while (q68 < n && (c = s.charCodeAt(q68), T0[c] === 1)) q68++;
        p67 = q68 - p66 >= 1 ? q68 : -1;
        if (p67 < 0) { p62 = -1;  break L63; }
        p62 = p67;
      }
      if (p62 < 0) break;
      if (p62 === q58) { break; }
      r59++; q58 = p62;
      if (r59 === 2) break;
    }
    p57 = q58;
    if (p57 < 0) { out = -1;  break L51; }
    out = p57;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule UCI. On success returns the number of entries written to
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
const byName = { "prefix": f1, "instance": f2, "qualifier": f3 };
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
