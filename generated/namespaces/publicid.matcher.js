// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/publicid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002177ffb2ffffff78efffff70');
const T2 = table(128, '000000002177fff2ffffff78efffff70');
const meta = {
  "profile": "",
  "start": "transcribed-public-identifier",
  "parts": [
  "segment"
  ],
  "views": [],
  "namespace": {
    "nid": "publicid",
    "aliases": [],
    "source": "RFC 3151 s.2",
    "checks": [],
    "equivalence": [],
    "summary": "the characters a public-identifier transcription can produce",
    "examples": [
    "urn:publicid:-:OASIS:DTD+DocBook+XML+V4.1.2:EN"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?!\x2b)(?:(?:[\x21\x24\x28-\x2a\x2c-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x252[Bb]|\x253[Aa](?!\x253[Aa])|\x252[Ff](?!\x252[Ff])|\x253[Bb]|\x2527|\x253[Ff]|\x2523|\x2525|\x2b(?=(?:[\x21\x24\x28-\x2a\x2c-\x2e0-\x3b\x3d\x40-Z\x5fa-z]|\x252[Bb]|\x253[Aa](?!\x253[Aa])|\x252[Ff](?!\x252[Ff])|\x253[Bb]|\x2527|\x253[Ff]|\x2523|\x2525))))*(?:\x3a(?:(?:[\x21\x24\x28-\x2a\x2c-\x2e0-9\x3b\x3d\x40-Z\x5fa-z]|\x252[Bb]|\x253[Aa](?!\x253[Aa])|\x252[Ff](?!\x252[Ff])|\x253[Bb]|\x2527|\x253[Ff]|\x2523|\x2525|\x2b(?=(?:[\x21\x24\x28-\x2a\x2c-\x2e0-\x3b\x3d\x40-Z\x5fa-z]|\x252[Bb]|\x253[Aa](?!\x253[Aa])|\x252[Ff](?!\x252[Ff])|\x253[Bb]|\x2527|\x253[Ff]|\x2523|\x2525))))*)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?!\\x2b)(?:(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525|\\x2b(?=(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525))))*(?:\\x3a(?:(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525|\\x2b(?=(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525))))*)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "intersect",
    "source": "(?!\\x2b)(?:(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525|\\x2b(?=(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525))))*(?:\\x3a(?:(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525|\\x2b(?=(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525))))*)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?!\\x2b)(?:(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525|\\x2b(?=(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525))))*(?:\\x3a(?:(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525|\\x2b(?=(?:[\\x21\\x24\\x28-\\x2a\\x2c-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x252[Bb]|\\x253[Aa](?!\\x253[Aa])|\\x252[Ff](?!\\x252[Ff])|\\x253[Bb]|\\x2527|\\x253[Ff]|\\x2523|\\x2525))))*)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["segment"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // transcribed-public-identifier
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    var p4;
    if (p < n && (c = s.charCodeAt(p), c === 43)) { p4 = p + 1; } else { p4 = -1;  }
    p3 = p4 >= 0 ? -1 : p;
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    p6 = f1(p3);
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    var p7;
    var q8 = p6;
    while (q8 < n) {
      var p12;
      L13: {
        var k14 = kn;
        var p15;
        if (q8 < n && (c = s.charCodeAt(q8), c === 58)) { p15 = q8 + 1; } else { p15 = -1;  }
        if (p15 < 0) { p12 = -1; kn = k14; break L13; }
        var p16;
        p16 = f1(p15);
        if (p16 < 0) { p12 = -1; kn = k14; break L13; }
        p12 = p16;
      }
      if (p12 < 0) break;
      if (p12 === q8) { break; }
      q8 = p12;
    }
    p7 = q8;
    if (p7 < 0) { out = -1; kn = k2; break L1; }
    out = p7;
  }
  return out;
}
function f1(p) { // segment
  var c, out, s = text, n = size;
  var q17 = p;
  while (q17 < n) {
    if ((c = s.charCodeAt(q17), c < 128 && T0[c] === 1)) { do q17++; while (q17 < n && (c = s.charCodeAt(q17), T0[c] === 1));  continue; }
    var p21;
    p21 = f2(q17);
    if (p21 < 0) break;
    if (p21 === q17) { break; }
    q17 = p21;
  }
  out = q17;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // segment-item
  var c, out, s = text, n = size;
  L22: {
    var p23;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p23 = p + 1; } else { p23 = -1;  }
    if (p23 >= 0) { out = p23; break L22; }
    var p24;
    p24 = f7(p);
    if (p24 >= 0) { out = p24; break L22; }
    var p25;
    p25 = f6(p);
    if (p25 >= 0) { out = p25; break L22; }
    out = -1;
  }
  return out;
}
function f6(p) { // space
  var c, out, s = text, n = size;
  L26: {
    var p28;
    if (p < n && (c = s.charCodeAt(p), c === 43)) { p28 = p + 1; } else { p28 = -1;  }
    if (p28 < 0) { out = -1;  break L26; }
    var p29;
    var p30;
    L32: {
      var p33;
      if (p28 < n && (c = s.charCodeAt(p28), c < 128 && T2[c] === 1)) { p33 = p28 + 1; } else { p33 = -1;  }
      if (p33 >= 0) { p30 = p33; break L32; }
      var p34;
      p34 = f7(p28);
      if (p34 >= 0) { p30 = p34; break L32; }
      p30 = -1;
    }
    p29 = p30 >= 0 ? p28 : -1;
    if (p29 < 0) { out = -1;  break L26; }
    out = p29;
  }
  return out;
}
function f7(p) { // escaped-char
  var c, out, s = text, n = size;
  L35: {
    var p36;
    p36 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 98) ? p + 3 : -1;
    if (p36 >= 0) { out = p36; break L35; }
    var p37;
    L38: {
      var p40;
      p40 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 51) && (c = s.charCodeAt(p + 2), (c | 32) === 97) ? p + 3 : -1;
      if (p40 < 0) { p37 = -1;  break L38; }
      var p41;
      var p42;
      p42 = p40 + 3 <= n && (c = s.charCodeAt(p40 + 0), c === 37) && (c = s.charCodeAt(p40 + 1), c === 51) && (c = s.charCodeAt(p40 + 2), (c | 32) === 97) ? p40 + 3 : -1;
      p41 = p42 >= 0 ? -1 : p40;
      if (p41 < 0) { p37 = -1;  break L38; }
      p37 = p41;
    }
    if (p37 >= 0) { out = p37; break L35; }
    var p44;
    L45: {
      var p47;
      p47 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
      if (p47 < 0) { p44 = -1;  break L45; }
      var p48;
      var p49;
      p49 = p47 + 3 <= n && (c = s.charCodeAt(p47 + 0), c === 37) && (c = s.charCodeAt(p47 + 1), c === 50) && (c = s.charCodeAt(p47 + 2), (c | 32) === 102) ? p47 + 3 : -1;
      p48 = p49 >= 0 ? -1 : p47;
      if (p48 < 0) { p44 = -1;  break L45; }
      p44 = p48;
    }
    if (p44 >= 0) { out = p44; break L35; }
    var p51;
    p51 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 51) && (c = s.charCodeAt(p + 2), (c | 32) === 98) ? p + 3 : -1;
    if (p51 >= 0) { out = p51; break L35; }
    var p52;
    p52 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), c === 55) ? p + 3 : -1;
    if (p52 >= 0) { out = p52; break L35; }
    var p53;
    p53 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 51) && (c = s.charCodeAt(p + 2), (c | 32) === 102) ? p + 3 : -1;
    if (p53 >= 0) { out = p53; break L35; }
    var p54;
    p54 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), c === 51) ? p + 3 : -1;
    if (p54 >= 0) { out = p54; break L35; }
    var p55;
    p55 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c === 50) && (c = s.charCodeAt(p + 2), c === 53) ? p + 3 : -1;
    if (p55 >= 0) { out = p55; break L35; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule transcribed-public-identifier. On success returns the number of entries written to
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
const byName = { "segment": f1 };
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
