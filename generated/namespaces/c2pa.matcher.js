// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/c2pa.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T1 = table(128, '000000002dffffb2ffffff70efffff74');
const T2 = table(65536, '000000000000ff300000000000000000');
const meta = {
  "profile": "",
  "start": "c2pa-nss",
  "parts": [
  "UUID",
  "claim-generator",
  "version",
  "reason"
  ],
  "views": [],
  "namespace": {
    "nid": "c2pa",
    "aliases": [],
    "source": "IANA urn-formal/c2pa (Syntax)",
    "checks": [],
    "equivalence": [],
    "summary": "a UUID, optionally \":\" a claim generator of at most 32 characters, optionally \":v\" version \"_\" reason",
    "examples": [
    "urn:c2pa:3fad1ead-8ed5-44d0-873b-ea5f58adea82",
    "urn:c2pa:3fad1ead-8ed5-44d0-873b-ea5f58adea82:acme:v1_1"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f](?:\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Za-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])){0,32}(?:\x3a[Vv](?:[0-9])+\x5f(?:[0-9])+|(?!\x3a[Vv](?:[0-9])+\x5f(?:[0-9])+)))?$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])){0,32}(?:\\x3a[Vv](?:[0-9])+\\x5f(?:[0-9])+|(?!\\x3a[Vv](?:[0-9])+\\x5f(?:[0-9])+)))?",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Za-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])){0,32}(?:\\x3a[Vv](?:[0-9])+\\x5f(?:[0-9])+|(?!\\x3a[Vv](?:[0-9])+\\x5f(?:[0-9])+)))?",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Za-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])){0,32}(?:\\x3a[Vv](?:[0-9])+\\x5f(?:[0-9])+|(?!\\x3a[Vv](?:[0-9])+\\x5f(?:[0-9])+)))?",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["UUID","claim-generator","version","reason"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // c2pa-nss
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
        p13 = f3(p12);
        if (p13 < 0) { p9 = -1; kn = k11; break L10; }
        var p14;
        var q15 = p13, r16 = 0;
        while (q15 < n) {
          var p19;
          L20: {
            var k21 = kn;
            var p22;
            if (q15 < n && (c = s.charCodeAt(q15), c === 58)) { p22 = q15 + 1; } else { p22 = -1;  }
            if (p22 < 0) { p19 = -1; kn = k21; break L20; }
            var p23;
            p23 = f5(p22);
            if (p23 < 0) { p19 = -1; kn = k21; break L20; }
            p19 = p23;
          }
          if (p19 < 0) break;
          if (p19 === q15) { break; }
          r16++; q15 = p19;
          if (r16 === 1) break;
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
function f1(p) { // UUID
  var c, out, s = text, n = size;
  out = p + 36 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 11), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 12), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 13), c === 45) && (c = s.charCodeAt(p + 14), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 15), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 16), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 17), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 18), c === 45) && (c = s.charCodeAt(p + 19), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 20), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 21), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 22), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 23), c === 45) && (c = s.charCodeAt(p + 24), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 25), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 26), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 27), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 28), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 29), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 30), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 31), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 32), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 33), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 34), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 35), c < 128 && T0[c] === 1) ? p + 36 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // claim-generator
  var c, out, s = text, n = size;
  var q24 = p, r25 = 0;
  while (q24 < n) {
    if ((c = s.charCodeAt(q24), c < 128 && T1[c] === 1)) { q24++; r25++;  if (r25 === 32) break; continue; }
    var p28;
    p28 = f4(q24);
    if (p28 < 0) break;
    if (p28 === q24) { break; }
    r25++; q24 = p28;
    if (r25 === 32) break;
  }
  out = q24;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // generator-char
  var c, out, s = text, n = size;
  L29: {
    var p30;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p30 = p + 1; } else { p30 = -1;  }
    if (p30 >= 0) { out = p30; break L29; }
    var p31;
    p31 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) ? p + 3 : -1;
    if (p31 >= 0) { out = p31; break L29; }
    out = -1;
  }
  return out;
}
function f5(p) { // version-reason
  var c, out, s = text, n = size;
  L32: {
    var k33 = kn;
    var p34;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p34 = p + 1; } else { p34 = -1;  }
    if (p34 < 0) { out = -1; kn = k33; break L32; }
    var p35;
    p35 = f6(p34);
    if (p35 < 0) { out = -1; kn = k33; break L32; }
    var p36;
    if (p35 < n && (c = s.charCodeAt(p35), c === 95)) { p36 = p35 + 1; } else { p36 = -1;  }
    if (p36 < 0) { out = -1; kn = k33; break L32; }
    var p37;
    p37 = f7(p36);
    if (p37 < 0) { out = -1; kn = k33; break L32; }
    out = p37;
  }
  return out;
}
function f6(p) { // version
  var c, out, s = text, n = size;
  var q38 = p;
  while (q38 < n && (c = s.charCodeAt(q38), T2[c] === 1)) q38++;
  out = q38 - p >= 1 ? q38 : -1;
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // reason
  var c, out, s = text, n = size;
  var q40 = p;
  while (q40 < n && (c = s.charCodeAt(q40), T2[c] === 1)) q40++;
  out = q40 - p >= 1 ? q40 : -1;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule c2pa-nss. On success returns the number of entries written to
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
const byName = { "UUID": f1, "claim-generator": f3, "version": f6, "reason": f7 };
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
