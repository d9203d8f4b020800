// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/wmo.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffff32ffffff78efffff74');
const T1 = table(65536, '000000002dffff72ffffff78efffff74');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "wmo-nss",
  "parts": [
  "resource-type",
  "centre-id",
  "local-id"
  ],
  "views": [],
  "namespace": {
    "nid": "wmo",
    "aliases": [],
    "source": "IANA urn-formal/wmo (Syntax)",
    "checks": [],
    "equivalence": [],
    "summary": "resource-type:centre-id:local-id, no empty field, no \";\"",
    "examples": [
    "urn:wmo:md:de-dwd:icon-eps.ALL",
    "urn:wmo:md:ca-eccc-msc:weather.observations.swob-realtime"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?:[\x21\x24\x26-9\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-9\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-\x3a\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x27-9\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-\\x3a\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3a\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x26-9\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x3a\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["resource-type","centre-id","local-id"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // wmo-nss
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
    out = p7;
  }
  return out;
}
function f1(p) { // resource-type
  var c, out, s = text, n = size;
  var q8 = p, r9 = 0, e11 = false;
  while (q8 < n) {
    if ((c = s.charCodeAt(q8), c < 128 && T0[c] === 1)) { var k10z = q8; do q8++; while (q8 < n && (c = s.charCodeAt(q8), T0[c] === 1)); r9 += q8 - k10z;  continue; }
    var p12;
    p12 = f4(q8);
    if (p12 < 0) break;
    if (p12 === q8) { e11 = true; break; }
    r9++; q8 = p12;
  }
  if (e11 || r9 >= 1) out = q8; else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // centre-id
  var c, out, s = text, n = size;
  var q13 = p, r14 = 0, e16 = false;
  while (q13 < n) {
    if ((c = s.charCodeAt(q13), c < 128 && T0[c] === 1)) { var k15z = q13; do q13++; while (q13 < n && (c = s.charCodeAt(q13), T0[c] === 1)); r14 += q13 - k15z;  continue; }
    var p17;
    p17 = f4(q13);
    if (p17 < 0) break;
    if (p17 === q13) { e16 = true; break; }
    r14++; q13 = p17;
  }
  if (e16 || r14 >= 1) out = q13; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // local-id
  var c, out, s = text, n = size;
  var q18 = p, r19 = 0, e21 = false;
  while (q18 < n) {
    if ((c = s.charCodeAt(q18), c < 128 && T1[c] === 1)) { var k20z = q18; do q18++; while (q18 < n && (c = s.charCodeAt(q18), T1[c] === 1)); r19 += q18 - k20z;  continue; }
    var p22;
    L23: {
      var p24;
      p24 = f4(q18);
      if (p24 >= 0) { p22 = p24; break L23; }
      var p25;
      if (q18 < n && (c = s.charCodeAt(q18), c === 58)) { p25 = q18 + 1; } else { p25 = -1;  }
      if (p25 >= 0) { p22 = p25; break L23; }
      p22 = -1;
    }
    if (p22 < 0) break;
    if (p22 === q18) { e21 = true; break; }
    r19++; q18 = p22;
  }
  if (e21 || r19 >= 1) out = q18; else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // wmo-char
  var c, out, s = text, n = size;
  L26: {
    var p27;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p27 = p + 1; } else { p27 = -1;  }
    if (p27 >= 0) { out = p27; break L26; }
    var p28;
    p28 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) ? p + 3 : -1;
    if (p28 >= 0) { out = p28; break L26; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule wmo-nss. On success returns the number of entries written to
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
const byName = { "resource-type": f1, "centre-id": f2, "local-id": f3 };
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
