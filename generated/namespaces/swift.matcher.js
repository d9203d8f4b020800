// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/swift.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '00000000adfffffaffffff78efffff74');
const T1 = table(65536, '00000000800800080000000000000000');
const T4 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [],
  "views": [],
  "namespace": {
    "nid": "swift",
    "aliases": [],
    "source": "RFC 3615 s.2 (Declaration of syntactic structures)",
    "checks": [],
    "equivalence": [],
    "summary": "any NSS (RFC 2141 <URN chars>); values are assigned by SWIFT",
    "examples": [
    "urn:swift:xsd:epp$mi.i-2.0",
    "urn:swift:type:fin$103"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?:[\x21\x23\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x23\\x24\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
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
function f0(p) { // NSS
  var c, out, s = text, n = size;
  var q1 = p, r2 = 0, e4 = false;
  while (q1 < n) {
    if ((c = s.charCodeAt(q1), c < 128 && T0[c] === 1)) { var k3z = q1; do q1++; while (q1 < n && (c = s.charCodeAt(q1), T0[c] === 1)); r2 += q1 - k3z;  continue; }
    var p5;
    L6: {
      var p7;
      if (q1 < n && (c = s.charCodeAt(q1), c < 128 && T1[c] === 1)) { p7 = q1 + 1; } else { p7 = -1;  }
      if (p7 >= 0) { p5 = p7; break L6; }
      var p8;
      p8 = f4(q1);
      if (p8 >= 0) { p5 = p8; break L6; }
      p5 = -1;
    }
    if (p5 < 0) break;
    if (p5 === q1) { e4 = true; break; }
    r2++; q1 = p5;
  }
  if (e4 || r2 >= 1) out = q1; else { out = -1;  }
  return out;
}
function f4(p) { // pchar
  var c, out, s = text, n = size;
  L9: {
    var p10;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p10 = p + 1; } else { p10 = -1;  }
    if (p10 >= 0) { out = p10; break L9; }
    var p11;
    p11 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T4[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T4[c] === 1) ? p + 3 : -1;
    if (p11 >= 0) { out = p11; break L9; }
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
