// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141bis-08.abnf + grammar/core.abnf
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
const T3 = table(65536, '000000002dfffffaffffff78efffff74');
const T4 = table(65536, '00000000000800080000000000000000');
const T7 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "rfc2141bis-08",
  "start": "namestring",
  "parts": [
  "NID",
  "NSS",
  "p-component",
  "q-component",
  "f-component"
  ],
  "views": []
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[Uu][Rr][Nn]\x3a[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,30}[0-9A-Za-z]\x3a(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2f\x2f(?:(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:\x2f(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))*(?!\x2f(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))?)?(?:\x3f(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))?(?:\x23(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?$/;
// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.
const verdict = new RegExp("^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-\\.0-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-\\.0-;=@-Z_a-z~]*)*(?:\\/\\/(?:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})\\/*)*)?(?:\\?[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?(?:#[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?$");
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = {"nidStart":4,"nidEnd":[[58,58]],"gap":1,"nssEnd":[[35,35],[47,47],[63,63]],"nssCut":[87,169],"nssEndAhead":"(?=[\\x23\\x2f\\x3f]|$)","key":"0bfeb45e"};
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {};
const parts = ["NID","NSS","p-component","q-component","f-component"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // namestring
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    var q5 = p3, r6 = 0;
    while (q5 < n) {
      var p9;
      p9 = f6(q5);
      if (p9 < 0) break;
      if (p9 === q5) { break; }
      r6++; q5 = p9;
      if (r6 === 1) break;
    }
    p4 = q5;
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p10;
    var q11 = p4, r12 = 0;
    while (q11 < n) {
      var p15;
      p15 = f7(q11);
      if (p15 < 0) break;
      if (p15 === q11) { break; }
      r12++; q11 = p15;
      if (r12 === 1) break;
    }
    p10 = q11;
    if (p10 < 0) { out = -1; kn = k2; break L1; }
    var p16;
    var q17 = p10, r18 = 0;
    while (q17 < n) {
      var p21;
      p21 = f8(q17);
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
function f1(p) { // assigned-name
  var c, out, s = text, n = size;
  L22: {
    var k23 = kn;
    var p24;
    p24 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) ? p + 3 : -1;
    if (p24 < 0) { out = -1; kn = k23; break L22; }
    var p25;
    if (p24 < n && (c = s.charCodeAt(p24), c === 58)) { p25 = p24 + 1; } else { p25 = -1;  }
    if (p25 < 0) { out = -1; kn = k23; break L22; }
    var p26;
    p26 = f2(p25);
    if (p26 < 0) { out = -1; kn = k23; break L22; }
    var p27;
    if (p26 < n && (c = s.charCodeAt(p26), c === 58)) { p27 = p26 + 1; } else { p27 = -1;  }
    if (p27 < 0) { out = -1; kn = k23; break L22; }
    var p28;
    p28 = f5(p27);
    if (p28 < 0) { out = -1; kn = k23; break L22; }
    out = p28;
  }
  return out;
}
function f2(p) { // NID
  var c, out, s = text, n = size;
  L29: {
    var p31;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p31 = p + 1; } else { p31 = -1;  }
    if (p31 < 0) { out = -1;  break L29; }
    var p32;
    var q33 = p31, r34 = 0;
    while (r34 < 30 && q33 + 1 < n && (c = s.charCodeAt(q33), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q33 + 1), c < 128 && T1[c] === 1)) { q33++; r34++; }
    p32 = q33;
    if (p32 < 0) { out = -1;  break L29; }
    var p35;
    if (p32 < n && (c = s.charCodeAt(p32), c < 128 && T0[c] === 1)) { p35 = p32 + 1; } else { p35 = -1;  }
    if (p35 < 0) { out = -1;  break L29; }
    out = p35;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // NSS
  var c, out, s = text, n = size;
  var q36 = p, r37 = 0, e39 = false;
  while (q36 < n) {
    if ((c = s.charCodeAt(q36), c < 128 && T2[c] === 1)) { var k38z = q36; do q36++; while (q36 < n && (c = s.charCodeAt(q36), T2[c] === 1)); r37 += q36 - k38z;  continue; }
    var p40;
    p40 = f17(q36);
    if (p40 < 0) break;
    if (p40 === q36) { e39 = true; break; }
    r37++; q36 = p40;
  }
  if (e39 || r37 >= 1) out = q36; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // p-component
  var c, out, s = text, n = size;
  L41: {
    var p43;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p43 = p + 1; } else { p43 = -1;  }
    if (p43 < 0) { out = -1;  break L41; }
    var p44;
    p44 = f9(p43);
    if (p44 < 0) { out = -1;  break L41; }
    out = p44;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // q-component
  var c, out, s = text, n = size;
  L45: {
    var p47;
    if (p < n && (c = s.charCodeAt(p), c === 63)) { p47 = p + 1; } else { p47 = -1;  }
    if (p47 < 0) { out = -1;  break L45; }
    var p48;
    p48 = f12(p47);
    if (p48 < 0) { out = -1;  break L45; }
    out = p48;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // f-component
  var c, out, s = text, n = size;
  L49: {
    var p51;
    if (p < n && (c = s.charCodeAt(p), c === 35)) { p51 = p + 1; } else { p51 = -1;  }
    if (p51 < 0) { out = -1;  break L49; }
    var p52;
    p52 = f13(p51);
    if (p52 < 0) { out = -1;  break L49; }
    out = p52;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // path-absolute
  var c, out, s = text, n = size;
  L53: {
    var p55;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p55 = p + 1; } else { p55 = -1;  }
    if (p55 < 0) { out = -1;  break L53; }
    var p56;
    var q57 = p55, r58 = 0;
    while (q57 < n) {
      var p61;
      L62: {
        var p64;
        p64 = f11(q57);
        if (p64 < 0) { p61 = -1;  break L62; }
        var p65;
        var q66 = p64;
        while (q66 < n) {
          var p70;
          L71: {
            var p73;
            if (q66 < n && (c = s.charCodeAt(q66), c === 47)) { p73 = q66 + 1; } else { p73 = -1;  }
            if (p73 < 0) { p70 = -1;  break L71; }
            var p74;
            p74 = f10(p73);
            if (p74 < 0) { p70 = -1;  break L71; }
            p70 = p74;
          }
          if (p70 < 0) break;
          if (p70 === q66) { break; }
          q66 = p70;
        }
        p65 = q66;
        if (p65 < 0) { p61 = -1;  break L62; }
        p61 = p65;
      }
      if (p61 < 0) break;
      if (p61 === q57) { break; }
      r58++; q57 = p61;
      if (r58 === 1) break;
    }
    p56 = q57;
    if (p56 < 0) { out = -1;  break L53; }
    out = p56;
  }
  return out;
}
function f10(p) { // segment
  var c, out, s = text, n = size;
  var q75 = p;
  while (q75 < n) {
    if ((c = s.charCodeAt(q75), c < 128 && T2[c] === 1)) { do q75++; while (q75 < n && (c = s.charCodeAt(q75), T2[c] === 1));  continue; }
    var p79;
    p79 = f17(q75);
    if (p79 < 0) break;
    if (p79 === q75) { break; }
    q75 = p79;
  }
  out = q75;
  return out;
}
function f11(p) { // segment-nz
  var c, out, s = text, n = size;
  var q80 = p, r81 = 0, e83 = false;
  while (q80 < n) {
    if ((c = s.charCodeAt(q80), c < 128 && T2[c] === 1)) { var k82z = q80; do q80++; while (q80 < n && (c = s.charCodeAt(q80), T2[c] === 1)); r81 += q80 - k82z;  continue; }
    var p84;
    p84 = f17(q80);
    if (p84 < 0) break;
    if (p84 === q80) { e83 = true; break; }
    r81++; q80 = p84;
  }
  if (e83 || r81 >= 1) out = q80; else { out = -1;  }
  return out;
}
function f12(p) { // query
  var c, out, s = text, n = size;
  var q85 = p;
  while (q85 < n) {
    if ((c = s.charCodeAt(q85), c < 128 && T3[c] === 1)) { do q85++; while (q85 < n && (c = s.charCodeAt(q85), T3[c] === 1));  continue; }
    var p89;
    L90: {
      var p91;
      if (q85 < n && (c = s.charCodeAt(q85), c < 128 && T4[c] === 1)) { p91 = q85 + 1; } else { p91 = -1;  }
      if (p91 >= 0) { p89 = p91; break L90; }
      var p92;
      p92 = f17(q85);
      if (p92 >= 0) { p89 = p92; break L90; }
      p89 = -1;
    }
    if (p89 < 0) break;
    if (p89 === q85) { break; }
    q85 = p89;
  }
  out = q85;
  return out;
}
function f13(p) { // fragment
  var c, out, s = text, n = size;
  var q93 = p;
  while (q93 < n) {
    if ((c = s.charCodeAt(q93), c < 128 && T3[c] === 1)) { do q93++; while (q93 < n && (c = s.charCodeAt(q93), T3[c] === 1));  continue; }
    var p97;
    L98: {
      var p99;
      if (q93 < n && (c = s.charCodeAt(q93), c < 128 && T4[c] === 1)) { p99 = q93 + 1; } else { p99 = -1;  }
      if (p99 >= 0) { p97 = p99; break L98; }
      var p100;
      p100 = f17(q93);
      if (p100 >= 0) { p97 = p100; break L98; }
      p97 = -1;
    }
    if (p97 < 0) break;
    if (p97 === q93) { break; }
    q93 = p97;
  }
  out = q93;
  return out;
}
function f17(p) { // pchar
  var c, out, s = text, n = size;
  L101: {
    var p102;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p102 = p + 1; } else { p102 = -1;  }
    if (p102 >= 0) { out = p102; break L101; }
    var p103;
    p103 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T7[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T7[c] === 1) ? p + 3 : -1;
    if (p103 >= 0) { out = p103; break L101; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule namestring. On success returns the number of entries written to
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
const byName = { "NID": f2, "NSS": f5, "p-component": f6, "q-component": f7, "f-component": f8 };
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
