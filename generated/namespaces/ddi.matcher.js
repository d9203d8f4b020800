// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/ddi.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '000000002df7ffb2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "ddi-irdi",
  "parts": [
  "agency-identifier",
  "resource-identifier",
  "version-identifier"
  ],
  "views": [],
  "namespace": {
    "nid": "ddi",
    "aliases": [],
    "source": "RFC 9517 s.3.1.2 (ABNF Grammar)",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "agency-identifier"
      ],
      "section": "RFC 9517 s.3.1.2 (ABNF Grammar)"
    }
    ],
    "summary": "reversed-domain agency of at least two labels, \":\", resource identifier, \":\", version identifier",
    "examples": [
    "urn:ddi:us.ddia1:R-V1:1",
    "urn:ddi:int.ddi.cv:AggregationMethod:1.0"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Za-z](?:(?=(?<g3>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,61}))\k<g3>[0-9A-Za-z])?\x2e[0-9A-Za-z](?:(?=(?<g2>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,61}))\k<g2>[0-9A-Za-z])?(?:\x2e[0-9A-Za-z](?:(?=(?<g1>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,61}))\k<g1>[0-9A-Za-z])?)*\x3a(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e])+(?:\x2f(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e])+)*\x3a(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e])+(?:\x2f(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e])+)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n3>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n3>(?:(?!\\x00)[\\x000-9A-Za-z]))?\\x2e(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n2>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n2>(?:(?!\\x00)[\\x000-9A-Za-z]))?(?:\\x2e[0-9A-Za-z](?:(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n1>[0-9A-Za-z])?)*\\x3a(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z])+(?:\\x2f(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z])+)*\\x3a(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z])+(?:\\x2f(?:[\\x21\\x24\\x27-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z])+)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n3>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n3>(?:(?!\\x00)[\\x000-9A-Za-z]))?\\x2e(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n2>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n2>(?:(?!\\x00)[\\x000-9A-Za-z]))?(?:\\x2e[0-9A-Za-z](?:(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n1>[0-9A-Za-z])?)*\\x3a(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])+(?:[](?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])+)*\\x3a(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])+(?:[](?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])+)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n3>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n3>(?:(?!\\x00)[\\x000-9A-Za-z]))?\\x2e(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n2>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n2>(?:(?!\\x00)[\\x000-9A-Za-z]))?(?:\\x2e[0-9A-Za-z](?:(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,61}))\\k<n1>[0-9A-Za-z])?)*\\x3a(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])+(?:\\x2f(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])+)*\\x3a(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])+(?:\\x2f(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])+)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["agency-identifier","resource-identifier","version-identifier"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // ddi-irdi
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
    p5 = f8(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    if (p5 < n && (c = s.charCodeAt(p5), c === 58)) { p6 = p5 + 1; } else { p6 = -1;  }
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    var p7;
    p7 = f9(p6);
    if (p7 < 0) { out = -1; kn = k2; break L1; }
    out = p7;
  }
  return out;
}
function f1(p) { // agency-identifier
  var c, out, s = text, n = size;
  L8: {
    var p10;
    p10 = f2(p);
    if (p10 < 0) { out = -1;  break L8; }
    var p11;
    if (p10 < n && (c = s.charCodeAt(p10), c === 46)) { p11 = p10 + 1; } else { p11 = -1;  }
    if (p11 < 0) { out = -1;  break L8; }
    var p12;
    p12 = f3(p11);
    if (p12 < 0) { out = -1;  break L8; }
    var p13;
    var q14 = p12;
    while (q14 < n) {
      var p18;
      L19: {
        var p21;
        if (q14 < n && (c = s.charCodeAt(q14), c === 46)) { p21 = q14 + 1; } else { p21 = -1;  }
        if (p21 < 0) { p18 = -1;  break L19; }
        var p22;
        p22 = f4(p21);
        if (p22 < 0) { p18 = -1;  break L19; }
        p18 = p22;
      }
      if (p18 < 0) break;
      if (p18 === q14) { break; }
      q14 = p18;
    }
    p13 = q14;
    if (p13 < 0) { out = -1;  break L8; }
    out = p13;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // top-level-domain
  var c, out, s = text, n = size;
  out = f5(p);
  return out;
}
function f3(p) { // ddi-authority-id
  var c, out, s = text, n = size;
  out = f5(p);
  return out;
}
function f4(p) { // ddi-sub-authority-id
  var c, out, s = text, n = size;
  out = f5(p);
  return out;
}
function f5(p) { // dns-label
  var c, out, s = text, n = size;
  L23: {
    var p25;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p25 = p + 1; } else { p25 = -1;  }
    if (p25 < 0) { out = -1;  break L23; }
    var p26;
    var q27 = p25, r28 = 0;
    while (q27 < n) {
      var p31;
      L32: {
        var p34;
        var q35 = q27, r36 = 0;
        while (r36 < 61 && q35 + 1 < n && (c = s.charCodeAt(q35), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q35 + 1), c < 128 && T1[c] === 1)) { q35++; r36++; }
        p34 = q35;
        if (p34 < 0) { p31 = -1;  break L32; }
        var p37;
        if (p34 < n && (c = s.charCodeAt(p34), c < 128 && T0[c] === 1)) { p37 = p34 + 1; } else { p37 = -1;  }
        if (p37 < 0) { p31 = -1;  break L32; }
        p31 = p37;
      }
      if (p31 < 0) break;
      if (p31 === q27) { break; }
      r28++; q27 = p31;
      if (r28 === 1) break;
    }
    p26 = q27;
    if (p26 < 0) { out = -1;  break L23; }
    out = p26;
  }
  return out;
}
function f8(p) { // resource-identifier
  var c, out, s = text, n = size;
  L38: {
    var p40;
    p40 = f10(p);
    if (p40 < 0) { out = -1;  break L38; }
    var p41;
    var q42 = p40;
    while (q42 < n) {
      var p46;
      L47: {
        var p49;
        if (q42 < n && (c = s.charCodeAt(q42), c === 47)) { p49 = q42 + 1; } else { p49 = -1;  }
        if (p49 < 0) { p46 = -1;  break L47; }
        var p50;
        p50 = f10(p49);
        if (p50 < 0) { p46 = -1;  break L47; }
        p46 = p50;
      }
      if (p46 < 0) break;
      if (p46 === q42) { break; }
      q42 = p46;
    }
    p41 = q42;
    if (p41 < 0) { out = -1;  break L38; }
    out = p41;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // version-identifier
  var c, out, s = text, n = size;
  L51: {
    var p53;
    p53 = f10(p);
    if (p53 < 0) { out = -1;  break L51; }
    var p54;
    var q55 = p53;
    while (q55 < n) {
      var p59;
      L60: {
        var p62;
        if (q55 < n && (c = s.charCodeAt(q55), c === 47)) { p62 = q55 + 1; } else { p62 = -1;  }
        if (p62 < 0) { p59 = -1;  break L60; }
        var p63;
        p63 = f10(p62);
        if (p63 < 0) { p59 = -1;  break L60; }
        p59 = p63;
      }
      if (p59 < 0) break;
      if (p59 === q55) { break; }
      q55 = p59;
    }
    p54 = q55;
    if (p54 < 0) { out = -1;  break L51; }
    out = p54;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // restricted-string
  var c, out, s = text, n = size;
  var q64 = p;
  while (q64 < n && (c = s.charCodeAt(q64), T2[c] === 1)) q64++;
  out = q64 - p >= 1 ? q64 : -1;
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule ddi-irdi. On success returns the number of entries written to
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
const byName = { "agency-identifier": f1, "resource-identifier": f8, "version-identifier": f9 };
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
