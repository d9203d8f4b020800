// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/eidr.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000006ff30efffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(128, '000000000000ff30efffff70efffff70');
const meta = {
  "profile": "",
  "start": "EIDR-NSS",
  "parts": [
  "EIDR-PREFIX",
  "EIDR-SUFFIX",
  "RP2079-SUFFIX"
  ],
  "views": [],
  "namespace": {
    "nid": "eidr",
    "aliases": [],
    "source": "RFC 7972 s.2 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [],
    "summary": "prefix \":\" suffix of letters, digits, \"-\", \".\" and \"_\"; after 10.5240 the suffix is 5 groups of 4 hex digits and a check character",
    "examples": [
    "urn:eidr:10.5240:7791-8534-2C23-9030-8610-5"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g1>(?=10\x2e5240\x3a)(?:[\x2d\x2e0-9A-Z\x5fa-z])+\x3a[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Za-z]|(?!10\x2e5240\x3a)(?:[\x2d\x2e0-9A-Z\x5fa-z])+\x3a(?:[\x2d\x2e0-9A-Z\x5fa-z])+))\k<g1>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n1>(?=10\\x2e5240\\x3a)(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z])|(?!10\\x2e5240\\x3a)(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+))\\k<n1>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n1>(?=10\\x2e5240\\x3a)(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z])|(?!10\\x2e5240\\x3a)(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+))\\k<n1>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n1>(?=10\\x2e5240\\x3a)(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Za-z])|(?!10\\x2e5240\\x3a)(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+\\x3a(?:[\\x2d\\x2e0-9A-Z\\x5fa-z])+))\\k<n1>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["EIDR-PREFIX","EIDR-SUFFIX","RP2079-SUFFIX"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // EIDR-NSS
  var c, out, s = text, n = size;
  L1: {
    var p2;
    L3: {
      var k4 = kn;
      var p5;
      var p6;
      p6 = p + 8 <= n && (c = s.charCodeAt(p + 0), c === 49) && (c = s.charCodeAt(p + 1), c === 48) && (c = s.charCodeAt(p + 2), c === 46) && (c = s.charCodeAt(p + 3), c === 53) && (c = s.charCodeAt(p + 4), c === 50) && (c = s.charCodeAt(p + 5), c === 52) && (c = s.charCodeAt(p + 6), c === 48) && (c = s.charCodeAt(p + 7), c === 58) ? p + 8 : -1;
      p5 = p6 >= 0 ? p : -1;
      if (p5 < 0) { p2 = -1; kn = k4; break L3; }
      var p8;
      p8 = f1(p5);
      if (p8 < 0) { p2 = -1; kn = k4; break L3; }
      var p9;
      if (p8 < n && (c = s.charCodeAt(p8), c === 58)) { p9 = p8 + 1; } else { p9 = -1;  }
      if (p9 < 0) { p2 = -1; kn = k4; break L3; }
      var p10;
      p10 = f4(p9);
      if (p10 < 0) { p2 = -1; kn = k4; break L3; }
      p2 = p10;
    }
    if (p2 >= 0) { out = p2; break L1; }
    var p11;
    L12: {
      var k13 = kn;
      var p14;
      var p15;
      p15 = p + 8 <= n && (c = s.charCodeAt(p + 0), c === 49) && (c = s.charCodeAt(p + 1), c === 48) && (c = s.charCodeAt(p + 2), c === 46) && (c = s.charCodeAt(p + 3), c === 53) && (c = s.charCodeAt(p + 4), c === 50) && (c = s.charCodeAt(p + 5), c === 52) && (c = s.charCodeAt(p + 6), c === 48) && (c = s.charCodeAt(p + 7), c === 58) ? p + 8 : -1;
      p14 = p15 >= 0 ? -1 : p;
      if (p14 < 0) { p11 = -1; kn = k13; break L12; }
      var p17;
      p17 = f1(p14);
      if (p17 < 0) { p11 = -1; kn = k13; break L12; }
      var p18;
      if (p17 < n && (c = s.charCodeAt(p17), c === 58)) { p18 = p17 + 1; } else { p18 = -1;  }
      if (p18 < 0) { p11 = -1; kn = k13; break L12; }
      var p19;
      p19 = f2(p18);
      if (p19 < 0) { p11 = -1; kn = k13; break L12; }
      p11 = p19;
    }
    if (p11 >= 0) { out = p11; break L1; }
    out = -1;
  }
  return out;
}
function f1(p) { // EIDR-PREFIX
  var c, out, s = text, n = size;
  var q20 = p;
  while (q20 < n && (c = s.charCodeAt(q20), T0[c] === 1)) q20++;
  out = q20 - p >= 1 ? q20 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // EIDR-SUFFIX
  var c, out, s = text, n = size;
  var q22 = p;
  while (q22 < n && (c = s.charCodeAt(q22), T0[c] === 1)) q22++;
  out = q22 - p >= 1 ? q22 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // RP2079-SUFFIX
  var c, out, s = text, n = size;
  out = p + 26 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 11), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 12), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 13), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 14), c === 45) && (c = s.charCodeAt(p + 15), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 16), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 17), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 18), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 19), c === 45) && (c = s.charCodeAt(p + 20), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 21), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 22), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 23), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 24), c === 45) && (c = s.charCodeAt(p + 25), c < 128 && T2[c] === 1) ? p + 26 : -1;
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule EIDR-NSS. On success returns the number of entries written to
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
const byName = { "EIDR-PREFIX": f1, "EIDR-SUFFIX": f2, "RP2079-SUFFIX": f4 };
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
