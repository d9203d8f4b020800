// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/cdx.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T1 = table(128, '000000000000ef300000000000000000');
const T2 = table(65536, '000000000000ff300000000000000000');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [
  "bom-serial-number",
  "bom-version"
  ],
  "views": [],
  "namespace": {
    "nid": "cdx",
    "aliases": [],
    "source": "IANA urn-formal/cdx (Syntax)",
    "checks": [],
    "equivalence": [],
    "summary": "a BOM serial number (UUID), \"/\", a BOM version (a positive integer)",
    "examples": [
    "urn:cdx:f08a6ccd-4dce-4759-bd84-c626675d60a7/1"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2f[1-9](?:[0-9])*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2f[1-9](?:[0-9])*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])[][1-9](?:[0-9])*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2f[1-9](?:[0-9])*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["bom-serial-number","bom-version"];
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
    if (p3 < n && (c = s.charCodeAt(p3), c === 47)) { p4 = p3 + 1; } else { p4 = -1;  }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f2(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    out = p5;
  }
  return out;
}
function f1(p) { // bom-serial-number
  var c, out, s = text, n = size;
  out = p + 36 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 11), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 12), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 13), c === 45) && (c = s.charCodeAt(p + 14), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 15), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 16), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 17), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 18), c === 45) && (c = s.charCodeAt(p + 19), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 20), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 21), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 22), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 23), c === 45) && (c = s.charCodeAt(p + 24), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 25), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 26), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 27), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 28), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 29), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 30), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 31), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 32), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 33), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 34), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 35), c < 128 && T0[c] === 1) ? p + 36 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // bom-version
  var c, out, s = text, n = size;
  L6: {
    var p8;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p8 = p + 1; } else { p8 = -1;  }
    if (p8 < 0) { out = -1;  break L6; }
    var p9;
    var q10 = p8;
    while (q10 < n && (c = s.charCodeAt(q10), T2[c] === 1)) q10++;
    p9 = q10;
    if (p9 < 0) { out = -1;  break L6; }
    out = p9;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
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
const byName = { "bom-serial-number": f1, "bom-version": f2 };
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
