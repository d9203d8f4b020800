// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/ieee.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(65536, '000000002dfffff2ffffff78efffff74');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "ieee-nss",
  "parts": [
  "IEEEresource",
  "ResourceSpecificString"
  ],
  "views": [],
  "namespace": {
    "nid": "ieee",
    "aliases": [],
    "source": "RFC 8069 s.2 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "ieee-nss"
      ],
      "section": "RFC 8069 s.2 (Rules for Lexical Equivalence)"
    }
    ],
    "summary": "a resource class without \":\", optionally \":\" and a resource-specific string",
    "examples": [
    "urn:ieee:std:802.5:yang",
    "urn:ieee:foobar"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))?$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))?",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))?",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))?",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["IEEEresource","ResourceSpecificString","ieee-nss"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // ieee-nss
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
        p9 = p13;
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
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // IEEEresource
  var c, out, s = text, n = size;
  var q14 = p, r15 = 0, e17 = false;
  while (q14 < n) {
    if ((c = s.charCodeAt(q14), c < 128 && T0[c] === 1)) { var k16z = q14; do q14++; while (q14 < n && (c = s.charCodeAt(q14), T0[c] === 1)); r15 += q14 - k16z;  continue; }
    var p18;
    L19: {
      var p20;
      if (q14 < n && (c = s.charCodeAt(q14), c < 128 && T0[c] === 1)) { p20 = q14 + 1; } else { p20 = -1;  }
      if (p20 >= 0) { p18 = p20; break L19; }
      var p21;
      p21 = q14 + 3 <= n && (c = s.charCodeAt(q14 + 0), c === 37) && (c = s.charCodeAt(q14 + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q14 + 2), c < 128 && T1[c] === 1) ? q14 + 3 : -1;
      if (p21 >= 0) { p18 = p21; break L19; }
      p18 = -1;
    }
    if (p18 < 0) break;
    if (p18 === q14) { e17 = true; break; }
    r15++; q14 = p18;
  }
  if (e17 || r15 >= 1) out = q14; else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // ResourceSpecificString
  var c, out, s = text, n = size;
  var q22 = p, r23 = 0, e25 = false;
  while (q22 < n) {
    if ((c = s.charCodeAt(q22), c < 128 && T2[c] === 1)) { var k24z = q22; do q22++; while (q22 < n && (c = s.charCodeAt(q22), T2[c] === 1)); r23 += q22 - k24z;  continue; }
    var p26;
    L27: {
      var p28;
      p28 = f6(q22);
      if (p28 >= 0) { p26 = p28; break L27; }
      var p29;
      if (q22 < n && (c = s.charCodeAt(q22), c === 47)) { p29 = q22 + 1; } else { p29 = -1;  }
      if (p29 >= 0) { p26 = p29; break L27; }
      p26 = -1;
    }
    if (p26 < 0) break;
    if (p26 === q22) { e25 = true; break; }
    r23++; q22 = p26;
  }
  if (e25 || r23 >= 1) out = q22; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // pchar
  var c, out, s = text, n = size;
  L30: {
    var p31;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p31 = p + 1; } else { p31 = -1;  }
    if (p31 >= 0) { out = p31; break L30; }
    var p32;
    p32 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p32 >= 0) { out = p32; break L30; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule ieee-nss. On success returns the number of entries written to
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
const byName = { "IEEEresource": f1, "ResourceSpecificString": f2, "ieee-nss": f0 };
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
