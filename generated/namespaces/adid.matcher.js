// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/adid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ef30efffff70efffff70');
const T1 = table(128, '000000000000ff30efffff70efffff70');
const T2 = table(128, '00000000000000000110000001100000');
const meta = {
  "profile": "",
  "start": "full-adid-identifier",
  "parts": [
  "full-adid-prefix",
  "full-adid-code",
  "full-adid-suffix"
  ],
  "views": [],
  "namespace": {
    "nid": "adid",
    "aliases": [],
    "source": "RFC 8107 s.2 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [
    {
      "op": "uppercase",
      "rules": [
      "full-adid-identifier"
      ],
      "section": "RFC 8107 s.2 (Rules for Lexical Equivalence)"
    }
    ],
    "summary": "a 4-character company prefix (not starting with 0), a 7-character code, an optional H or D",
    "examples": [
    "urn:adid:ABCD0001000",
    "urn:adid:ABCD0001000H"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[1-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z][0-9A-Za-z](?:[DHdh])?$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x001-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:[DHdh])?",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x001-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:[DHdh])?",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x001-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?!\\x00)[\\x000-9A-Za-z])(?:[DHdh])?",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["full-adid-prefix","full-adid-code","full-adid-suffix","full-adid-identifier"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // full-adid-identifier
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    p4 = f2(p3);
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    var q6 = p4, r7 = 0;
    while (q6 < n) {
      var p10;
      p10 = f3(q6);
      if (p10 < 0) break;
      if (p10 === q6) { break; }
      r7++; q6 = p10;
      if (r7 === 1) break;
    }
    p5 = q6;
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    out = p5;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // full-adid-prefix
  var c, out, s = text, n = size;
  out = p + 4 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) ? p + 4 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // full-adid-code
  var c, out, s = text, n = size;
  var q11 = p, e12 = p + 7;
  if (e12 <= n) while (q11 < e12 && (c = s.charCodeAt(q11), c < 128 && T1[c] === 1)) q11++;
  out = q11 === e12 ? e12 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // full-adid-suffix
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; } else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule full-adid-identifier. On success returns the number of entries written to
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
const byName = { "full-adid-prefix": f1, "full-adid-code": f2, "full-adid-suffix": f3, "full-adid-identifier": f0 };
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
