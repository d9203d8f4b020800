// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/s1000d.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000002ff30efffff70efffff70');
const T1 = table(128, '000000000000ff300000000000000000');
const T2 = table(128, '0000000000000000efffff70efffff70');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [
  "subcode",
  "issue",
  "lang"
  ],
  "views": [],
  "namespace": {
    "nid": "s1000d",
    "aliases": [],
    "source": "RFC 4688 s.2 (Declaration of structure)",
    "checks": [],
    "equivalence": [
    {
      "op": "uppercase",
      "rules": [
      "NSS"
      ],
      "section": "RFC 4688 s.2 (Rules for Lexical Equivalence)"
    }
    ],
    "summary": "DMC-, PMC-, CSN-, ICN-, COM-, DDN- or DML-, a code of letters, digits and hyphens, optional _I-nnn issue and _L-xx language",
    "examples": [
    "urn:s1000d:DMC-AE-A-07-05-0000-00A-040A-A_I-001_L-EN",
    "urn:s1000d:PMC-AE-F6117-00001-00"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:[Dd][Mm][Cc]\x2d(?:[\x2d0-9A-Za-z])+(?:\x5f[Ii]\x2d[0-9][0-9][0-9]|(?!\x5f[Ii]\x2d[0-9][0-9][0-9]))(?:\x5f[Ll]\x2d[A-Za-z][A-Za-z])?|[Pp][Mm][Cc]\x2d(?:[\x2d0-9A-Za-z])+(?:\x5f[Ii]\x2d[0-9][0-9][0-9]|(?!\x5f[Ii]\x2d[0-9][0-9][0-9]))(?:\x5f[Ll]\x2d[A-Za-z][A-Za-z])?|[Cc][Ss][Nn]\x2d(?:[\x2d0-9A-Za-z])+(?:\x5f[Ii]\x2d[0-9][0-9][0-9]|(?!\x5f[Ii]\x2d[0-9][0-9][0-9]))(?:\x5f[Ll]\x2d[A-Za-z][A-Za-z])?|[Ii][Cc][Nn]\x2d(?:[\x2d0-9A-Za-z])+(?:\x5f[Ii]\x2d[0-9][0-9][0-9]|(?!\x5f[Ii]\x2d[0-9][0-9][0-9]))(?:\x5f[Ll]\x2d[A-Za-z][A-Za-z])?|[Cc][Oo][Mm]\x2d(?:[\x2d0-9A-Za-z])+(?:\x5f[Ii]\x2d[0-9][0-9][0-9]|(?!\x5f[Ii]\x2d[0-9][0-9][0-9]))(?:\x5f[Ll]\x2d[A-Za-z][A-Za-z])?|[Dd][Dd][Nn]\x2d(?:[\x2d0-9A-Za-z])+(?:\x5f[Ii]\x2d[0-9][0-9][0-9]|(?!\x5f[Ii]\x2d[0-9][0-9][0-9]))(?:\x5f[Ll]\x2d[A-Za-z][A-Za-z])?|[Dd][Mm][Ll]\x2d(?:[\x2d0-9A-Za-z])+(?:\x5f[Ii]\x2d[0-9][0-9][0-9]|(?!\x5f[Ii]\x2d[0-9][0-9][0-9]))(?:\x5f[Ll]\x2d[A-Za-z][A-Za-z])?)$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:[Dd][Mm][Cc]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Pp][Mm][Cc]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Cc][Ss][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Ii][Cc][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Cc][Oo][Mm]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Dd][Dd][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Dd][Mm][Ll]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?)",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:[Dd][Mm][Cc]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Pp][Mm][Cc]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Cc][Ss][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Ii][Cc][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Cc][Oo][Mm]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Dd][Dd][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Dd][Mm][Ll]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?)",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:[Dd][Mm][Cc]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Pp][Mm][Cc]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Cc][Ss][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Ii][Cc][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Cc][Oo][Mm]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Dd][Dd][Nn]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?|[Dd][Mm][Ll]\\x2d(?:[\\x2d0-9A-Za-z])+(?:\\x5f[Ii]\\x2d[0-9][0-9][0-9]|(?!\\x5f[Ii]\\x2d[0-9][0-9][0-9]))(?:\\x5f[Ll]\\x2d(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z]))?)",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["subcode","issue","lang","NSS"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // NSS
  var c, out, s = text, n = size;
  L1: {
    var p2;
    p2 = f1(p);
    if (p2 >= 0) { out = p2; break L1; }
    var p3;
    p3 = f2(p);
    if (p3 >= 0) { out = p3; break L1; }
    var p4;
    p4 = f3(p);
    if (p4 >= 0) { out = p4; break L1; }
    var p5;
    p5 = f4(p);
    if (p5 >= 0) { out = p5; break L1; }
    var p6;
    p6 = f5(p);
    if (p6 >= 0) { out = p6; break L1; }
    var p7;
    p7 = f6(p);
    if (p7 >= 0) { out = p7; break L1; }
    var p8;
    p8 = f7(p);
    if (p8 >= 0) { out = p8; break L1; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // dmc-nss
  var c, out, s = text, n = size;
  L9: {
    var k10 = kn;
    var p11;
    p11 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 99) && (c = s.charCodeAt(p + 3), c === 45) ? p + 4 : -1;
    if (p11 < 0) { out = -1; kn = k10; break L9; }
    var p12;
    p12 = f8(p11);
    if (p12 < 0) { out = -1; kn = k10; break L9; }
    out = p12;
  }
  return out;
}
function f2(p) { // pmc-nss
  var c, out, s = text, n = size;
  L13: {
    var k14 = kn;
    var p15;
    p15 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 112) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 99) && (c = s.charCodeAt(p + 3), c === 45) ? p + 4 : -1;
    if (p15 < 0) { out = -1; kn = k14; break L13; }
    var p16;
    p16 = f8(p15);
    if (p16 < 0) { out = -1; kn = k14; break L13; }
    out = p16;
  }
  return out;
}
function f3(p) { // csn-nss
  var c, out, s = text, n = size;
  L17: {
    var k18 = kn;
    var p19;
    p19 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 99) && (c = s.charCodeAt(p + 1), (c | 32) === 115) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 45) ? p + 4 : -1;
    if (p19 < 0) { out = -1; kn = k18; break L17; }
    var p20;
    p20 = f8(p19);
    if (p20 < 0) { out = -1; kn = k18; break L17; }
    out = p20;
  }
  return out;
}
function f4(p) { // icn-nss
  var c, out, s = text, n = size;
  L21: {
    var k22 = kn;
    var p23;
    p23 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 99) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 45) ? p + 4 : -1;
    if (p23 < 0) { out = -1; kn = k22; break L21; }
    var p24;
    p24 = f8(p23);
    if (p24 < 0) { out = -1; kn = k22; break L21; }
    out = p24;
  }
  return out;
}
function f5(p) { // com-nss
  var c, out, s = text, n = size;
  L25: {
    var k26 = kn;
    var p27;
    p27 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 99) && (c = s.charCodeAt(p + 1), (c | 32) === 111) && (c = s.charCodeAt(p + 2), (c | 32) === 109) && (c = s.charCodeAt(p + 3), c === 45) ? p + 4 : -1;
    if (p27 < 0) { out = -1; kn = k26; break L25; }
    var p28;
    p28 = f8(p27);
    if (p28 < 0) { out = -1; kn = k26; break L25; }
    out = p28;
  }
  return out;
}
function f6(p) { // ddn-nss
  var c, out, s = text, n = size;
  L29: {
    var k30 = kn;
    var p31;
    p31 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 45) ? p + 4 : -1;
    if (p31 < 0) { out = -1; kn = k30; break L29; }
    var p32;
    p32 = f8(p31);
    if (p32 < 0) { out = -1; kn = k30; break L29; }
    out = p32;
  }
  return out;
}
function f7(p) { // dml-nss
  var c, out, s = text, n = size;
  L33: {
    var k34 = kn;
    var p35;
    p35 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 108) && (c = s.charCodeAt(p + 3), c === 45) ? p + 4 : -1;
    if (p35 < 0) { out = -1; kn = k34; break L33; }
    var p36;
    p36 = f8(p35);
    if (p36 < 0) { out = -1; kn = k34; break L33; }
    out = p36;
  }
  return out;
}
function f8(p) { // nss-code
  var c, out, s = text, n = size;
  L37: {
    var k38 = kn;
    var p39;
    p39 = f9(p);
    if (p39 < 0) { out = -1; kn = k38; break L37; }
    var p40;
    p40 = f10(p39);
    if (p40 < 0) { out = -1; kn = k38; break L37; }
    out = p40;
  }
  return out;
}
function f9(p) { // subcode
  var c, out, s = text, n = size;
  var q41 = p;
  while (q41 < n && (c = s.charCodeAt(q41), T0[c] === 1)) q41++;
  out = q41 - p >= 1 ? q41 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // subext
  var c, out, s = text, n = size;
  L43: {
    var k44 = kn;
    var p45;
    var q46 = p, r47 = 0;
    while (q46 < n) {
      var p50;
      p50 = f11(q46);
      if (p50 < 0) break;
      if (p50 === q46) { break; }
      r47++; q46 = p50;
      if (r47 === 1) break;
    }
    p45 = q46;
    if (p45 < 0) { out = -1; kn = k44; break L43; }
    var p51;
    var q52 = p45, r53 = 0;
    while (q52 < n) {
      var p56;
      p56 = f12(q52);
      if (p56 < 0) break;
      if (p56 === q52) { break; }
      r53++; q52 = p56;
      if (r53 === 1) break;
    }
    p51 = q52;
    if (p51 < 0) { out = -1; kn = k44; break L43; }
    out = p51;
  }
  return out;
}
function f11(p) { // issue
  var c, out, s = text, n = size;
  out = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 95) && (c = s.charCodeAt(p + 1), (c | 32) === 105) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) ? p + 6 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // lang
  var c, out, s = text, n = size;
  out = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 95) && (c = s.charCodeAt(p + 1), (c | 32) === 108) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T2[c] === 1) ? p + 5 : -1;
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
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
const byName = { "subcode": f9, "issue": f11, "lang": f12, "NSS": f0 };
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
