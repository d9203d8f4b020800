// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141bis.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '000000002df7fff2ffffff78efffff74');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(65536, '0000000029fffffaffffff78efffff74');
const T5 = table(128, '000000000000ff30e7000000e7000000');
const T7 = table(65536, '000000002dfffffaffffff78efffff74');
const T8 = table(65536, '00000000000800080000000000000000');
const meta = {
  "profile": "rfc2141bis",
  "start": "URI",
  "parts": [
  "NID",
  "NSS",
  "query",
  "fragment"
  ],
  "views": [
  "directive",
  "keywd",
  "value"
  ]
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[Uu][Rr][Nn]\x3a[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,30}[0-9A-Za-z]\x3a(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3f[A-Za-z](?:(?:\x2d)?[0-9A-Za-z])*\x3d(?:(?:[\x21\x24\x27-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\x21\x24\x27-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:\x26[A-Za-z](?:(?:\x2d)?[0-9A-Za-z])*\x3d(?:(?:[\x21\x24\x27-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\x21\x24\x27-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))*)?(?:\x23(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?$/;
// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.
const verdict = new RegExp("^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-\\.0-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-\\.0-;=@-Z_a-z~]*)*(?:\\?[A-Za-z](?:-?[0-9A-Za-z])*=[!\\$'-;=\\?-Z_a-z~]*(?:(?:%[0-9A-Fa-f]{2}|&[A-Za-z](?:-?[0-9A-Za-z])*=)[!\\$'-;=\\?-Z_a-z~]*)*)?(?:#[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?$");
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = {"nidStart":4,"nidEnd":[[58,58]],"gap":1,"nssEnd":[[35,35],[63,63]],"nssCut":[87,169],"nssEndAhead":"(?=[\\x23\\x3f]|$)","key":"bbc957a8"};
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {};
const parts = ["NID","NSS","query","fragment","directive","keywd","value"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // URI
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) ? p + 3 : -1;
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    if (p3 < n && (c = s.charCodeAt(p3), c === 58)) { p4 = p3 + 1; } else { p4 = -1;  }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f2(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    var q7 = p5, r8 = 0;
    while (q7 < n) {
      var p11;
      L12: {
        var k13 = kn;
        var p14;
        if (q7 < n && (c = s.charCodeAt(q7), c === 63)) { p14 = q7 + 1; } else { p14 = -1;  }
        if (p14 < 0) { p11 = -1; kn = k13; break L12; }
        var p15;
        p15 = f7(p14);
        if (p15 < 0) { p11 = -1; kn = k13; break L12; }
        p11 = p15;
      }
      if (p11 < 0) break;
      if (p11 === q7) { break; }
      r8++; q7 = p11;
      if (r8 === 1) break;
    }
    p6 = q7;
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    var p16;
    var q17 = p6, r18 = 0;
    while (q17 < n) {
      var p21;
      L22: {
        var k23 = kn;
        var p24;
        if (q17 < n && (c = s.charCodeAt(q17), c === 35)) { p24 = q17 + 1; } else { p24 = -1;  }
        if (p24 < 0) { p21 = -1; kn = k23; break L22; }
        var p25;
        p25 = f14(p24);
        if (p25 < 0) { p21 = -1; kn = k23; break L22; }
        p21 = p25;
      }
      if (p21 < 0) break;
      if (p21 === q17) { break; }
      r18++; q17 = p21;
      if (r18 === 1) break;
    }
    p16 = q17;
    if (p16 < 0) { out = -1; kn = k2; break L1; }
    out = p16;
  }
  return out;
}
function f2(p) { // urn-path
  var c, out, s = text, n = size;
  L26: {
    var k27 = kn;
    var p28;
    p28 = f3(p);
    if (p28 < 0) { out = -1; kn = k27; break L26; }
    var p29;
    if (p28 < n && (c = s.charCodeAt(p28), c === 58)) { p29 = p28 + 1; } else { p29 = -1;  }
    if (p29 < 0) { out = -1; kn = k27; break L26; }
    var p30;
    p30 = f6(p29);
    if (p30 < 0) { out = -1; kn = k27; break L26; }
    out = p30;
  }
  return out;
}
function f3(p) { // NID
  var c, out, s = text, n = size;
  L31: {
    var p33;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p33 = p + 1; } else { p33 = -1;  }
    if (p33 < 0) { out = -1;  break L31; }
    var p34;
    var q35 = p33, r36 = 0;
    while (r36 < 30 && q35 + 1 < n && (c = s.charCodeAt(q35), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q35 + 1), c < 128 && T1[c] === 1)) { q35++; r36++; }
    p34 = q35;
    if (p34 < 0) { out = -1;  break L31; }
    var p37;
    if (p34 < n && (c = s.charCodeAt(p34), c < 128 && T0[c] === 1)) { p37 = p34 + 1; } else { p37 = -1;  }
    if (p37 < 0) { out = -1;  break L31; }
    out = p37;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // NSS
  var c, out, s = text, n = size;
  var q38 = p, r39 = 0, e41 = false;
  while (q38 < n) {
    if ((c = s.charCodeAt(q38), c < 128 && T2[c] === 1)) { var k40z = q38; do q38++; while (q38 < n && (c = s.charCodeAt(q38), T2[c] === 1)); r39 += q38 - k40z;  continue; }
    var p42;
    p42 = f18(q38);
    if (p42 < 0) break;
    if (p42 === q38) { e41 = true; break; }
    r39++; q38 = p42;
  }
  if (e41 || r39 >= 1) out = q38; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // query
  var c, out, s = text, n = size;
  out = f8(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // urn-query
  var c, out, s = text, n = size;
  L43: {
    var k44 = kn;
    var p45;
    p45 = f9(p);
    if (p45 < 0) { out = -1; kn = k44; break L43; }
    var p46;
    var q47 = p45;
    while (q47 < n) {
      var p51;
      L52: {
        var k53 = kn;
        var p54;
        if (q47 < n && (c = s.charCodeAt(q47), c === 38)) { p54 = q47 + 1; } else { p54 = -1;  }
        if (p54 < 0) { p51 = -1; kn = k53; break L52; }
        var p55;
        p55 = f9(p54);
        if (p55 < 0) { p51 = -1; kn = k53; break L52; }
        p51 = p55;
      }
      if (p51 < 0) break;
      if (p51 === q47) { break; }
      q47 = p51;
    }
    p46 = q47;
    if (p46 < 0) { out = -1; kn = k44; break L43; }
    out = p46;
  }
  return out;
}
function f9(p) { // directive
  var c, out, s = text, n = size;
  L56: {
    var k57 = kn;
    var p58;
    p58 = f10(p);
    if (p58 < 0) { out = -1; kn = k57; break L56; }
    var p59;
    if (p58 < n && (c = s.charCodeAt(p58), c === 61)) { p59 = p58 + 1; } else { p59 = -1;  }
    if (p59 < 0) { out = -1; kn = k57; break L56; }
    var p60;
    p60 = f11(p59);
    if (p60 < 0) { out = -1; kn = k57; break L56; }
    out = p60;
  }
  if (out >= 0 && viewing) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // keywd
  var c, out, s = text, n = size;
  L61: {
    var p63;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p63 = p + 1; } else { p63 = -1;  }
    if (p63 < 0) { out = -1;  break L61; }
    var p64;
    var q65 = p63;
    while (q65 < n) {
      var p69;
      L70: {
        var p72;
        var q73 = q65, m75 = Math.min(n, q65 + 1);
        while (q73 < m75 && (c = s.charCodeAt(q73), c === 45)) q73++;
        p72 = q73;
        if (p72 < 0) { p69 = -1;  break L70; }
        var p76;
        if (p72 < n && (c = s.charCodeAt(p72), c < 128 && T0[c] === 1)) { p76 = p72 + 1; } else { p76 = -1;  }
        if (p76 < 0) { p69 = -1;  break L70; }
        p69 = p76;
      }
      if (p69 < 0) break;
      if (p69 === q65) { break; }
      q65 = p69;
    }
    p64 = q65;
    if (p64 < 0) { out = -1;  break L61; }
    out = p64;
  }
  if (out >= 0 && viewing) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // value
  var c, out, s = text, n = size;
  var q77 = p;
  while (q77 < n) {
    if ((c = s.charCodeAt(q77), c < 128 && T4[c] === 1)) { do q77++; while (q77 < n && (c = s.charCodeAt(q77), T4[c] === 1));  continue; }
    var p81;
    p81 = f12(q77);
    if (p81 < 0) break;
    if (p81 === q77) { break; }
    q77 = p81;
  }
  out = q77;
  if (out >= 0 && viewing) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // v-pchar
  var c, out, s = text, n = size;
  L82: {
    var p83;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p83 = p + 1; } else { p83 = -1;  }
    if (p83 >= 0) { out = p83; break L82; }
    var p84;
    p84 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T5[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T5[c] === 1) ? p + 3 : -1;
    if (p84 >= 0) { out = p84; break L82; }
    out = -1;
  }
  return out;
}
function f14(p) { // fragment
  var c, out, s = text, n = size;
  var q85 = p;
  while (q85 < n) {
    if ((c = s.charCodeAt(q85), c < 128 && T7[c] === 1)) { do q85++; while (q85 < n && (c = s.charCodeAt(q85), T7[c] === 1));  continue; }
    var p89;
    L90: {
      var p91;
      if (q85 < n && (c = s.charCodeAt(q85), c < 128 && T8[c] === 1)) { p91 = q85 + 1; } else { p91 = -1;  }
      if (p91 >= 0) { p89 = p91; break L90; }
      var p92;
      p92 = f18(q85);
      if (p92 >= 0) { p89 = p92; break L90; }
      p89 = -1;
    }
    if (p89 < 0) break;
    if (p89 === q85) { break; }
    q85 = p89;
  }
  out = q85;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f18(p) { // pchar
  var c, out, s = text, n = size;
  L93: {
    var p94;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p94 = p + 1; } else { p94 = -1;  }
    if (p94 >= 0) { out = p94; break L93; }
    var p95;
    p95 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T5[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T5[c] === 1) ? p + 3 : -1;
    if (p95 >= 0) { out = p95; break L93; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule URI. On success returns the number of entries written to
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
const byName = { "NID": f3, "NSS": f6, "query": f7, "fragment": f14, "directive": f9, "keywd": f10, "value": f11 };
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
module.exports = { match, capture, meta, parts, pattern, verdict, layout, embeds };
