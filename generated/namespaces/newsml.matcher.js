// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/newsml.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '00000000000000002000020020000200');
const T1 = table(65536, '000000000000ff300000000000000000');
const T2 = table(128, '000000000000ef300000000000000000');
const T3 = table(128, '00000000000070000000000000000000');
const T4 = table(128, '00000000000060000000000000000000');
const T5 = table(65536, '0000000029f7ffb2ffffff78efffff70');
const T6 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [
  "ProviderId",
  "DateId",
  "NewsItemId",
  "RevisionId",
  "Update"
  ],
  "views": [],
  "namespace": {
    "nid": "newsml",
    "aliases": [],
    "source": "RFC 3085 s.2 (Declaration of structure)",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "ProviderId",
      "NewsItemId"
      ],
      "section": "RFC 3085 s.2 (Rules for Lexical Equivalence)"
    }
    ],
    "summary": "ProviderId:CCYYMMDD:NewsItemId:RevisionId with an optional A or U",
    "examples": [
    "urn:newsml:iptc.org:20001006:NewsMLv1.0:1",
    "urn:newsml:reuters.com:20000206:IIMFFH05643_2000-02-06_17-54-01_L06156584:1U"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?:[\x21\x24\x27-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:0[1-9]|[1-9][0-9])[0-9][0-9](?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])\x3a(?:(?:[\x21\x24\x27-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a[1-9](?:[0-9])*(?:[AUau])?$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:0[1-9]|[1-9][0-9])[0-9][0-9](?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a[1-9](?:[0-9])*(?:[AUau])?",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:0[1-9]|[1-9][0-9])[0-9][0-9](?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a[1-9](?:[0-9])*(?:[AUau])?",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:0[1-9]|[1-9][0-9])[0-9][0-9](?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a[1-9](?:[0-9])*(?:[AUau])?",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["ProviderId","DateId","NewsItemId","RevisionId","Update"];
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
    if (p3 < n && (c = s.charCodeAt(p3), c === 58)) { p4 = p3 + 1; } else { p4 = -1;  }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f2(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    if (p5 < n && (c = s.charCodeAt(p5), c === 58)) { p6 = p5 + 1; } else { p6 = -1;  }
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    var p7;
    p7 = f3(p6);
    if (p7 < 0) { out = -1; kn = k2; break L1; }
    var p8;
    if (p7 < n && (c = s.charCodeAt(p7), c === 58)) { p8 = p7 + 1; } else { p8 = -1;  }
    if (p8 < 0) { out = -1; kn = k2; break L1; }
    var p9;
    p9 = f4(p8);
    if (p9 < 0) { out = -1; kn = k2; break L1; }
    var p10;
    p10 = f5(p9);
    if (p10 < 0) { out = -1; kn = k2; break L1; }
    out = p10;
  }
  return out;
}
function f1(p) { // ProviderId
  var c, out, s = text, n = size;
  out = f11(p);
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // DateId
  var c, out, s = text, n = size;
  out = f6(p);
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // NewsItemId
  var c, out, s = text, n = size;
  out = f11(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // RevisionId
  var c, out, s = text, n = size;
  out = f15(p);
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // Update
  var c, out, s = text, n = size;
  var q11 = p, m13 = Math.min(n, p + 1);
  while (q11 < m13 && (c = s.charCodeAt(q11), c < 128 && T0[c] === 1)) q11++;
  out = q11;
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // date
  var c, out, s = text, n = size;
  L14: {
    var p16;
    p16 = f7(p);
    if (p16 < 0) { out = -1;  break L14; }
    var p17;
    p17 = p16 + 2 <= n && (c = s.charCodeAt(p16 + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p16 + 1), c < 128 && T1[c] === 1) ? p16 + 2 : -1;
    if (p17 < 0) { out = -1;  break L14; }
    var p18;
    p18 = f9(p17);
    if (p18 < 0) { out = -1;  break L14; }
    var p19;
    p19 = f10(p18);
    if (p19 < 0) { out = -1;  break L14; }
    out = p19;
  }
  return out;
}
function f7(p) { // century
  var c, out, s = text, n = size;
  L20: {
    if (p < n && (c = s.charCodeAt(p), c === 48)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T2[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L20;
    }
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T1[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L20;
    }
    out = -1;
  }
  return out;
}
function f9(p) { // month
  var c, out, s = text, n = size;
  L21: {
    if (p < n && (c = s.charCodeAt(p), c === 48)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T2[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L21;
    }
    if (p < n && (c = s.charCodeAt(p), c === 49)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T3[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L21;
    }
    out = -1;
  }
  return out;
}
function f10(p) { // day
  var c, out, s = text, n = size;
  L22: {
    if (p < n && (c = s.charCodeAt(p), c === 48)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T2[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L22;
    }
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T1[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L22;
    }
    if (p < n && (c = s.charCodeAt(p), c === 51)) {
      if (p + 1 < n && (c = s.charCodeAt(p + 1), c === 48)) {
        out = p + 2; break L22;
      }
      if (p + 1 < n && (c = s.charCodeAt(p + 1), c === 49)) {
        out = p + 2; break L22;
      }
    }
    out = -1;
  }
  return out;
}
function f11(p) { // string
  var c, out, s = text, n = size;
  var q23 = p, r24 = 0, e26 = false;
  while (q23 < n) {
    if ((c = s.charCodeAt(q23), c < 128 && T5[c] === 1)) { var k25z = q23; do q23++; while (q23 < n && (c = s.charCodeAt(q23), T5[c] === 1)); r24 += q23 - k25z;  continue; }
    var p27;
    p27 = f12(q23);
    if (p27 < 0) break;
    if (p27 === q23) { e26 = true; break; }
    r24++; q23 = p27;
  }
  if (e26 || r24 >= 1) out = q23; else { out = -1;  }
  return out;
}
function f12(p) { // char
  var c, out, s = text, n = size;
  L28: {
    var p29;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p29 = p + 1; } else { p29 = -1;  }
    if (p29 >= 0) { out = p29; break L28; }
    var p30;
    p30 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T6[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T6[c] === 1) ? p + 3 : -1;
    if (p30 >= 0) { out = p30; break L28; }
    out = -1;
  }
  return out;
}
function f15(p) { // posint
  var c, out, s = text, n = size;
  L31: {
    var p33;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p33 = p + 1; } else { p33 = -1;  }
    if (p33 < 0) { out = -1;  break L31; }
    var p34;
    var q35 = p33;
    while (q35 < n && (c = s.charCodeAt(q35), T1[c] === 1)) q35++;
    p34 = q35;
    if (p34 < 0) { out = -1;  break L31; }
    out = p34;
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
const byName = { "ProviderId": f1, "DateId": f2, "NewsItemId": f3, "RevisionId": f4, "Update": f5 };
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
