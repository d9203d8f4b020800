// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/reso.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dfffff2ffffff78efffff74');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const T4 = table(65536, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [],
  "views": [],
  "namespace": {
    "nid": "reso",
    "aliases": [],
    "source": "reso registration request v0.1 (urn mailing list, 2019-10-21), Syntax",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "NSS"
      ],
      "section": "reso registration request v0.1 (Syntax)"
    }
    ],
    "summary": "an RFC 8141 NSS, the whole URN compared case-insensitively",
    "examples": [
    "urn:reso:upid:122-12-1331-N-R"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:[\\x21\\x24\\x27-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["NSS"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // NSS
  var c, out, s = text, n = size;
  L1: {
    var p3;
    p3 = f4(p);
    if (p3 < 0) { out = -1;  break L1; }
    var p4;
    var q5 = p3;
    while (q5 < n) {
      if ((c = s.charCodeAt(q5), c < 128 && T0[c] === 1)) { do q5++; while (q5 < n && (c = s.charCodeAt(q5), T0[c] === 1));  continue; }
      var p9;
      L10: {
        var p11;
        p11 = f4(q5);
        if (p11 >= 0) { p9 = p11; break L10; }
        var p12;
        if (q5 < n && (c = s.charCodeAt(q5), c === 47)) { p12 = q5 + 1; } else { p12 = -1;  }
        if (p12 >= 0) { p9 = p12; break L10; }
        p9 = -1;
      }
      if (p9 < 0) break;
      if (p9 === q5) { break; }
      q5 = p9;
    }
    p4 = q5;
    if (p4 < 0) { out = -1;  break L1; }
    out = p4;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // pchar
  var c, out, s = text, n = size;
  L13: {
    var p14;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p14 = p + 1; } else { p14 = -1;  }
    if (p14 >= 0) { out = p14; break L13; }
    var p15;
    p15 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T3[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T3[c] === 1) ? p + 3 : -1;
    if (p15 >= 0) { out = p15; break L13; }
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
const byName = { "NSS": f0 };
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
