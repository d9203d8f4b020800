// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/oid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ef300000000000000000');
const T1 = table(65536, '000000000000ff300000000000000000');
const meta = {
  "profile": "",
  "start": "oid",
  "parts": [
  "number"
  ],
  "views": [],
  "namespace": {
    "nid": "oid",
    "aliases": [],
    "source": "RFC 3061 s.2",
    "checks": [],
    "equivalence": [],
    "summary": "dotted decimal arcs without leading zeros",
    "examples": [
    "urn:oid:1.3.6.1.4.1"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g2>[1-9](?:[0-9])+|[0-9]))\k<g2>(?:\x2e(?=(?<g1>[1-9](?:[0-9])+|[0-9]))\k<g1>)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n2>[1-9](?:[0-9])+|[0-9]))\\k<n2>(?:\\x2e(?=(?<n1>[1-9](?:[0-9])+|[0-9]))\\k<n1>)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n2>[1-9](?:[0-9])+|[0-9]))\\k<n2>(?:\\x2e(?=(?<n1>[1-9](?:[0-9])+|[0-9]))\\k<n1>)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n2>[1-9](?:[0-9])+|[0-9]))\\k<n2>(?:\\x2e(?=(?<n1>[1-9](?:[0-9])+|[0-9]))\\k<n1>)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["number"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // oid
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
        p13 = f1(p12);
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
  return out;
}
function f1(p) { // number
  var c, out, s = text, n = size;
  L14: {
    var p15;
    L16: {
      var p18;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p18 = p + 1; } else { p18 = -1;  }
      if (p18 < 0) { p15 = -1;  break L16; }
      var p19;
      var q20 = p18;
      while (q20 < n && (c = s.charCodeAt(q20), T1[c] === 1)) q20++;
      p19 = q20 - p18 >= 1 ? q20 : -1;
      if (p19 < 0) { p15 = -1;  break L16; }
      p15 = p19;
    }
    if (p15 >= 0) { out = p15; break L14; }
    var p22;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p22 = p + 1; } else { p22 = -1;  }
    if (p22 >= 0) { out = p22; break L14; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule oid. On success returns the number of entries written to
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
const byName = { "number": f1 };
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
