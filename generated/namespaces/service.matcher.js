// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/service.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const meta = {
  "profile": "",
  "start": "service",
  "parts": [
  "top-level",
  "sub-service"
  ],
  "views": [],
  "namespace": {
    "nid": "service",
    "aliases": [],
    "source": "RFC 5031 s.3 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "service"
      ],
      "section": "RFC 5031 s.3 (Rules for lexical equivalence)"
    }
    ],
    "summary": "dot-separated labels of letters, digits and inner hyphens; the top-level label at most 27 characters",
    "examples": [
    "urn:service:sos",
    "urn:service:sos.fire",
    "urn:service:counseling.children"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Za-z](?:(?=(?<g1>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,25}))\k<g1>[0-9A-Za-z])?(?:\x2e[0-9A-Za-z](?:(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z]))*(?![\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z]))[0-9A-Za-z])?)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,25}))\\k<n1>(?:(?!\\x00)[\\x000-9A-Za-z]))?(?:\\x2e[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z]))*(?![\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z]))[0-9A-Za-z])?)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,25}))\\k<n1>(?:(?!\\x00)[\\x000-9A-Za-z]))?(?:\\x2e[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z]))*(?![\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z]))[0-9A-Za-z])?)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,25}))\\k<n1>(?:(?!\\x00)[\\x000-9A-Za-z]))?(?:\\x2e[0-9A-Za-z](?:(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z]))*(?![\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z]))[0-9A-Za-z])?)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["top-level","sub-service","service"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // service
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    var q5 = p3;
    while (q5 < n) {
      var p9;
      L10: {
        var k11 = kn;
        var p12;
        if (q5 < n && (c = s.charCodeAt(q5), c === 46)) { p12 = q5 + 1; } else { p12 = -1;  }
        if (p12 < 0) { p9 = -1; kn = k11; break L10; }
        var p13;
        p13 = f2(p12);
        if (p13 < 0) { p9 = -1; kn = k11; break L10; }
        p9 = p13;
      }
      if (p9 < 0) break;
      if (p9 === q5) { break; }
      q5 = p9;
    }
    p4 = q5;
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    out = p4;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // top-level
  var c, out, s = text, n = size;
  L14: {
    var p16;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p16 = p + 1; } else { p16 = -1;  }
    if (p16 < 0) { out = -1;  break L14; }
    var p17;
    var q18 = p16, r19 = 0;
    while (q18 < n) {
      var p22;
      L23: {
        var p25;
        var q26 = q18, r27 = 0;
        while (r27 < 25 && q26 + 1 < n && (c = s.charCodeAt(q26), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q26 + 1), c < 128 && T1[c] === 1)) { q26++; r27++; }
        p25 = q26;
        if (p25 < 0) { p22 = -1;  break L23; }
        var p28;
        if (p25 < n && (c = s.charCodeAt(p25), c < 128 && T0[c] === 1)) { p28 = p25 + 1; } else { p28 = -1;  }
        if (p28 < 0) { p22 = -1;  break L23; }
        p22 = p28;
      }
      if (p22 < 0) break;
      if (p22 === q18) { break; }
      r19++; q18 = p22;
      if (r19 === 1) break;
    }
    p17 = q18;
    if (p17 < 0) { out = -1;  break L14; }
    out = p17;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // sub-service
  var c, out, s = text, n = size;
  L29: {
    var p31;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p31 = p + 1; } else { p31 = -1;  }
    if (p31 < 0) { out = -1;  break L29; }
    var p32;
    var q33 = p31, r34 = 0;
    while (q33 < n) {
      var p37;
      L38: {
        var p40;
        var q41 = q33, r42 = 0;
        while (q41 + 1 < n && (c = s.charCodeAt(q41), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q41 + 1), c < 128 && T1[c] === 1)) { q41++; r42++; }
        p40 = q41;
        if (p40 < 0) { p37 = -1;  break L38; }
        var p43;
        if (p40 < n && (c = s.charCodeAt(p40), c < 128 && T0[c] === 1)) { p43 = p40 + 1; } else { p43 = -1;  }
        if (p43 < 0) { p37 = -1;  break L38; }
        p37 = p43;
      }
      if (p37 < 0) break;
      if (p37 === q33) { break; }
      r34++; q33 = p37;
      if (r34 === 1) break;
    }
    p32 = q33;
    if (p32 < 0) { out = -1;  break L29; }
    out = p32;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule service. On success returns the number of entries written to
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
const byName = { "top-level": f1, "sub-service": f2, "service": f0 };
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
