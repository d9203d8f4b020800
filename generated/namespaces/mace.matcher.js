// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/mace.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '00000000abffffbaffffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "MACE-NSS",
  "parts": [],
  "views": [],
  "namespace": {
    "nid": "mace",
    "aliases": [],
    "source": "RFC 3613 s.2 (Syntactic structure)",
    "checks": [],
    "equivalence": [],
    "summary": "non-empty tokens of RFC 2141 URN characters (no \"&\" or \"~\") separated by \":\"",
    "examples": [
    "urn:mace:shibboleth"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?=(?<g2>[\x21\x23-\x25\x27-9\x3b\x3d\x3f-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))\k<g2>)+(?:\x3a(?:(?=(?<g1>[\x21\x23-\x25\x27-9\x3b\x3d\x3f-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))\k<g1>)+)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?=(?<n2>[\\x21\\x23-\\x25\\x27-9\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))\\k<n2>)+(?:\\x3a(?:(?=(?<n1>[\\x21\\x23-\\x25\\x27-9\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))\\k<n1>)+)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "intersect",
    "source": "(?:(?=(?<n2>[\\x21\\x24\\x25\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))\\k<n2>)+(?:\\x3a(?:(?=(?<n1>[\\x21\\x24\\x25\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))\\k<n1>)+)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?:(?=(?<n2>[\\x21\\x24\\x25\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))\\k<n2>)+(?:\\x3a(?:(?=(?<n1>[\\x21\\x24\\x25\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))\\k<n1>)+)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = [];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // MACE-NSS
  var c, out, s = text, n = size;
  L1: {
    var p3;
    var q4 = p, r5 = 0, e7 = false;
    while (q4 < n) {
      if ((c = s.charCodeAt(q4), c < 128 && T0[c] === 1)) { var k6z = q4; do q4++; while (q4 < n && (c = s.charCodeAt(q4), T0[c] === 1)); r5 += q4 - k6z;  continue; }
      var p8;
      p8 = f1(q4);
      if (p8 < 0) break;
      if (p8 === q4) { e7 = true; break; }
      r5++; q4 = p8;
    }
    if (e7 || r5 >= 1) p3 = q4; else { p3 = -1;  }
    if (p3 < 0) { out = -1;  break L1; }
    var p9;
    var q10 = p3;
    while (q10 < n) {
      var p14;
      L15: {
        var p17;
        if (q10 < n && (c = s.charCodeAt(q10), c === 58)) { p17 = q10 + 1; } else { p17 = -1;  }
        if (p17 < 0) { p14 = -1;  break L15; }
        var p18;
        var q19 = p17, r20 = 0, e22 = false;
        while (q19 < n) {
          if ((c = s.charCodeAt(q19), c < 128 && T0[c] === 1)) { var k21z = q19; do q19++; while (q19 < n && (c = s.charCodeAt(q19), T0[c] === 1)); r20 += q19 - k21z;  continue; }
          var p23;
          p23 = f1(q19);
          if (p23 < 0) break;
          if (p23 === q19) { e22 = true; break; }
          r20++; q19 = p23;
        }
        if (e22 || r20 >= 1) p18 = q19; else { p18 = -1;  }
        if (p18 < 0) { p14 = -1;  break L15; }
        p14 = p18;
      }
      if (p14 < 0) break;
      if (p14 === q10) { break; }
      q10 = p14;
    }
    p9 = q10;
    if (p9 < 0) { out = -1;  break L1; }
    out = p9;
  }
  return out;
}
function f1(p) { // subStChar
  var c, out, s = text, n = size;
  L24: {
    var p25;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p25 = p + 1; } else { p25 = -1;  }
    if (p25 >= 0) { out = p25; break L24; }
    var p26;
    p26 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p26 >= 0) { out = p26; break L24; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule MACE-NSS. On success returns the number of entries written to
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
const byName = {  };
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
