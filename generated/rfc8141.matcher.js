// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc8141.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '000000002dfffff2ffffff78efffff74');
const T3 = table(65536, '00000000000800080000000000000000');
const T4 = table(65536, '000000002dfffffaffffff78efffff74');
const T7 = table(128, '000000000000ff30e7000000e7000000');
const T8 = table(65536, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "rfc8141",
  "start": "namestring",
  "parts": [
  "NID",
  "NSS",
  "r-component",
  "q-component",
  "f-component"
  ],
  "views": []
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[Uu][Rr][Nn]\x3a[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,30}[0-9A-Za-z]\x3a(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\x3f\x2b(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x3d)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?!\x3f\x3d)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))|(?!\x3f\x2b(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x3d)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))(?:\x3f\x3d(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))?(?:\x23(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?$/;
// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.
const verdict = new RegExp("^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=@-Z_a-z~]*)*(?:\\?\\+(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})=*\\?*(?:(?:[!\\$&-;@-Z_a-z~]|%[0-9A-Fa-f]{2})=*\\?*)*)?(?:\\?=(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?(?:#[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?$");
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = {"nidStart":4,"nidEnd":[[58,58]],"gap":1,"nssEnd":[[35,35],[63,63]],"nssCut":[87,240],"nssEndAhead":"(?=[\\x23\\x3f]|$)","key":"67453272"};
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {};
const parts = ["NID","NSS","r-component","q-component","f-component"];
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
      L16: {
        var k17 = kn;
        var p18;
        if (q11 < n && (c = s.charCodeAt(q11), c === 35)) { p18 = q11 + 1; } else { p18 = -1;  }
        if (p18 < 0) { p15 = -1; kn = k17; break L16; }
        var p19;
        p19 = f9(p18);
        if (p19 < 0) { p15 = -1; kn = k17; break L16; }
        p15 = p19;
      }
      if (p15 < 0) break;
      if (p15 === q11) { break; }
      r12++; q11 = p15;
      if (r12 === 1) break;
    }
    p10 = q11;
    if (p10 < 0) { out = -1; kn = k2; break L1; }
    out = p10;
  }
  return out;
}
function f1(p) { // assigned-name
  var c, out, s = text, n = size;
  L20: {
    var k21 = kn;
    var p22;
    p22 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) ? p + 3 : -1;
    if (p22 < 0) { out = -1; kn = k21; break L20; }
    var p23;
    if (p22 < n && (c = s.charCodeAt(p22), c === 58)) { p23 = p22 + 1; } else { p23 = -1;  }
    if (p23 < 0) { out = -1; kn = k21; break L20; }
    var p24;
    p24 = f2(p23);
    if (p24 < 0) { out = -1; kn = k21; break L20; }
    var p25;
    if (p24 < n && (c = s.charCodeAt(p24), c === 58)) { p25 = p24 + 1; } else { p25 = -1;  }
    if (p25 < 0) { out = -1; kn = k21; break L20; }
    var p26;
    p26 = f5(p25);
    if (p26 < 0) { out = -1; kn = k21; break L20; }
    out = p26;
  }
  return out;
}
function f2(p) { // NID
  var c, out, s = text, n = size;
  L27: {
    var p29;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p29 = p + 1; } else { p29 = -1;  }
    if (p29 < 0) { out = -1;  break L27; }
    var p30;
    var q31 = p29, r32 = 0;
    while (r32 < 30 && q31 + 1 < n && (c = s.charCodeAt(q31), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q31 + 1), c < 128 && T1[c] === 1)) { q31++; r32++; }
    p30 = q31;
    if (p30 < 0) { out = -1;  break L27; }
    var p33;
    if (p30 < n && (c = s.charCodeAt(p30), c < 128 && T0[c] === 1)) { p33 = p30 + 1; } else { p33 = -1;  }
    if (p33 < 0) { out = -1;  break L27; }
    out = p33;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // NSS
  var c, out, s = text, n = size;
  L34: {
    var p36;
    p36 = f13(p);
    if (p36 < 0) { out = -1;  break L34; }
    var p37;
    var q38 = p36;
    while (q38 < n) {
      if ((c = s.charCodeAt(q38), c < 128 && T2[c] === 1)) { do q38++; while (q38 < n && (c = s.charCodeAt(q38), T2[c] === 1));  continue; }
      var p42;
      L43: {
        var p44;
        p44 = f13(q38);
        if (p44 >= 0) { p42 = p44; break L43; }
        var p45;
        if (q38 < n && (c = s.charCodeAt(q38), c === 47)) { p45 = q38 + 1; } else { p45 = -1;  }
        if (p45 >= 0) { p42 = p45; break L43; }
        p42 = -1;
      }
      if (p42 < 0) break;
      if (p42 === q38) { break; }
      q38 = p42;
    }
    p37 = q38;
    if (p37 < 0) { out = -1;  break L34; }
    out = p37;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // rq-components
  var c, out, s = text, n = size;
  L46: {
    var k47 = kn;
    var p48;
    var q49 = p, r50 = 0;
    while (q49 < n) {
      var p53;
      L54: {
        var k55 = kn;
        var p56;
        p56 = q49 + 2 <= n && (c = s.charCodeAt(q49 + 0), c === 63) && (c = s.charCodeAt(q49 + 1), c === 43) ? q49 + 2 : -1;
        if (p56 < 0) { p53 = -1; kn = k55; break L54; }
        var p57;
        p57 = f7(p56);
        if (p57 < 0) { p53 = -1; kn = k55; break L54; }
        p53 = p57;
      }
      if (p53 < 0) break;
      if (p53 === q49) { break; }
      r50++; q49 = p53;
      if (r50 === 1) break;
    }
    p48 = q49;
    if (p48 < 0) { out = -1; kn = k47; break L46; }
    var p58;
    var q59 = p48, r60 = 0;
    while (q59 < n) {
      var p63;
      L64: {
        var k65 = kn;
        var p66;
        p66 = q59 + 2 <= n && (c = s.charCodeAt(q59 + 0), c === 63) && (c = s.charCodeAt(q59 + 1), c === 61) ? q59 + 2 : -1;
        if (p66 < 0) { p63 = -1; kn = k65; break L64; }
        var p67;
        p67 = f8(p66);
        if (p67 < 0) { p63 = -1; kn = k65; break L64; }
        p63 = p67;
      }
      if (p63 < 0) break;
      if (p63 === q59) { break; }
      r60++; q59 = p63;
      if (r60 === 1) break;
    }
    p58 = q59;
    if (p58 < 0) { out = -1; kn = k47; break L46; }
    out = p58;
  }
  return out;
}
function f7(p) { // r-component
  var c, out, s = text, n = size;
  L68: {
    var p70;
    p70 = f13(p);
    if (p70 < 0) { out = -1;  break L68; }
    var p71;
    var q72 = p70;
    while (q72 < n) {
      if ((c = s.charCodeAt(q72), c < 128 && T2[c] === 1)) { do q72++; while (q72 < n && (c = s.charCodeAt(q72), T2[c] === 1));  continue; }
      var p76;
      L77: {
        var p79;
        var p80;
        p80 = q72 + 2 <= n && (c = s.charCodeAt(q72 + 0), c === 63) && (c = s.charCodeAt(q72 + 1), c === 61) ? q72 + 2 : -1;
        p79 = p80 >= 0 ? -1 : q72;
        if (p79 < 0) { p76 = -1;  break L77; }
        var p82;
        L83: {
          var p84;
          if (p79 < n && (c = s.charCodeAt(p79), c < 128 && T3[c] === 1)) { p84 = p79 + 1; } else { p84 = -1;  }
          if (p84 >= 0) { p82 = p84; break L83; }
          var p85;
          p85 = f13(p79);
          if (p85 >= 0) { p82 = p85; break L83; }
          p82 = -1;
        }
        if (p82 < 0) { p76 = -1;  break L77; }
        p76 = p82;
      }
      if (p76 < 0) break;
      if (p76 === q72) { break; }
      q72 = p76;
    }
    p71 = q72;
    if (p71 < 0) { out = -1;  break L68; }
    out = p71;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // q-component
  var c, out, s = text, n = size;
  L86: {
    var p88;
    p88 = f13(p);
    if (p88 < 0) { out = -1;  break L86; }
    var p89;
    var q90 = p88;
    while (q90 < n) {
      if ((c = s.charCodeAt(q90), c < 128 && T4[c] === 1)) { do q90++; while (q90 < n && (c = s.charCodeAt(q90), T4[c] === 1));  continue; }
      var p94;
      L95: {
        var p96;
        if (q90 < n && (c = s.charCodeAt(q90), c < 128 && T3[c] === 1)) { p96 = q90 + 1; } else { p96 = -1;  }
        if (p96 >= 0) { p94 = p96; break L95; }
        var p97;
        p97 = f13(q90);
        if (p97 >= 0) { p94 = p97; break L95; }
        p94 = -1;
      }
      if (p94 < 0) break;
      if (p94 === q90) { break; }
      q90 = p94;
    }
    p89 = q90;
    if (p89 < 0) { out = -1;  break L86; }
    out = p89;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // f-component
  var c, out, s = text, n = size;
  var q98 = p;
  while (q98 < n) {
    if ((c = s.charCodeAt(q98), c < 128 && T4[c] === 1)) { do q98++; while (q98 < n && (c = s.charCodeAt(q98), T4[c] === 1));  continue; }
    var p102;
    L103: {
      var p104;
      if (q98 < n && (c = s.charCodeAt(q98), c < 128 && T3[c] === 1)) { p104 = q98 + 1; } else { p104 = -1;  }
      if (p104 >= 0) { p102 = p104; break L103; }
      var p105;
      p105 = f13(q98);
      if (p105 >= 0) { p102 = p105; break L103; }
      p102 = -1;
    }
    if (p102 < 0) break;
    if (p102 === q98) { break; }
    q98 = p102;
  }
  out = q98;
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f13(p) { // pchar
  var c, out, s = text, n = size;
  L106: {
    var p107;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p107 = p + 1; } else { p107 = -1;  }
    if (p107 >= 0) { out = p107; break L106; }
    var p108;
    p108 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T7[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T7[c] === 1) ? p + 3 : -1;
    if (p108 >= 0) { out = p108; break L106; }
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
const byName = { "NID": f2, "NSS": f5, "r-component": f7, "q-component": f8, "f-component": f9 };
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
