// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141bis-14.abnf + grammar/core.abnf
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
  "profile": "rfc2141bis-14",
  "start": "namestring",
  "parts": [
  "NID",
  "NSS",
  "q-component",
  "r-component",
  "f-component"
  ],
  "views": []
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[Uu][Rr][Nn]\x3a[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,30}[0-9A-Za-z]\x3a(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\x3f(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x3f)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?!\x3f\x3f)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))|(?!\x3f(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x3f)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))(?:\x3f\x3f(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))?(?:\x23(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?$/;
// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.
const verdict = new RegExp("^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=@-Z_a-z~]*)*(?:\\?(?:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})(?:\\??(?:[!\\$&-;=@-Z_a-z~]|%[0-9A-Fa-f]{2}))*\\??|(?:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})(?:\\??(?:[!\\$&-;=@-Z_a-z~]|%[0-9A-Fa-f]{2}))*\\?)?\\?(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*))?(?:#[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?$");
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = {"nidStart":4,"nidEnd":[[58,58]],"gap":1,"nssEnd":[[35,35],[63,63]],"nssCut":[87,240],"nssEndAhead":"(?=[\\x23\\x3f]|$)","key":"9bf1878e"};
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {};
const parts = ["NID","NSS","q-component","r-component","f-component"];
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
      L10: {
        var k11 = kn;
        var p12;
        if (q5 < n && (c = s.charCodeAt(q5), c === 63)) { p12 = q5 + 1; } else { p12 = -1;  }
        if (p12 < 0) { p9 = -1; kn = k11; break L10; }
        var p13;
        p13 = f6(p12);
        if (p13 < 0) { p9 = -1; kn = k11; break L10; }
        p9 = p13;
      }
      if (p9 < 0) break;
      if (p9 === q5) { break; }
      r6++; q5 = p9;
      if (r6 === 1) break;
    }
    p4 = q5;
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p14;
    var q15 = p4, r16 = 0;
    while (q15 < n) {
      var p19;
      L20: {
        var k21 = kn;
        var p22;
        p22 = q15 + 2 <= n && (c = s.charCodeAt(q15 + 0), c === 63) && (c = s.charCodeAt(q15 + 1), c === 63) ? q15 + 2 : -1;
        if (p22 < 0) { p19 = -1; kn = k21; break L20; }
        var p23;
        p23 = f7(p22);
        if (p23 < 0) { p19 = -1; kn = k21; break L20; }
        p19 = p23;
      }
      if (p19 < 0) break;
      if (p19 === q15) { break; }
      r16++; q15 = p19;
      if (r16 === 1) break;
    }
    p14 = q15;
    if (p14 < 0) { out = -1; kn = k2; break L1; }
    var p24;
    var q25 = p14, r26 = 0;
    while (q25 < n) {
      var p29;
      L30: {
        var k31 = kn;
        var p32;
        if (q25 < n && (c = s.charCodeAt(q25), c === 35)) { p32 = q25 + 1; } else { p32 = -1;  }
        if (p32 < 0) { p29 = -1; kn = k31; break L30; }
        var p33;
        p33 = f8(p32);
        if (p33 < 0) { p29 = -1; kn = k31; break L30; }
        p29 = p33;
      }
      if (p29 < 0) break;
      if (p29 === q25) { break; }
      r26++; q25 = p29;
      if (r26 === 1) break;
    }
    p24 = q25;
    if (p24 < 0) { out = -1; kn = k2; break L1; }
    out = p24;
  }
  return out;
}
function f1(p) { // assigned-name
  var c, out, s = text, n = size;
  L34: {
    var k35 = kn;
    var p36;
    p36 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) ? p + 3 : -1;
    if (p36 < 0) { out = -1; kn = k35; break L34; }
    var p37;
    if (p36 < n && (c = s.charCodeAt(p36), c === 58)) { p37 = p36 + 1; } else { p37 = -1;  }
    if (p37 < 0) { out = -1; kn = k35; break L34; }
    var p38;
    p38 = f2(p37);
    if (p38 < 0) { out = -1; kn = k35; break L34; }
    var p39;
    if (p38 < n && (c = s.charCodeAt(p38), c === 58)) { p39 = p38 + 1; } else { p39 = -1;  }
    if (p39 < 0) { out = -1; kn = k35; break L34; }
    var p40;
    p40 = f5(p39);
    if (p40 < 0) { out = -1; kn = k35; break L34; }
    out = p40;
  }
  return out;
}
function f2(p) { // NID
  var c, out, s = text, n = size;
  L41: {
    var p43;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p43 = p + 1; } else { p43 = -1;  }
    if (p43 < 0) { out = -1;  break L41; }
    var p44;
    var q45 = p43, r46 = 0;
    while (r46 < 30 && q45 + 1 < n && (c = s.charCodeAt(q45), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q45 + 1), c < 128 && T1[c] === 1)) { q45++; r46++; }
    p44 = q45;
    if (p44 < 0) { out = -1;  break L41; }
    var p47;
    if (p44 < n && (c = s.charCodeAt(p44), c < 128 && T0[c] === 1)) { p47 = p44 + 1; } else { p47 = -1;  }
    if (p47 < 0) { out = -1;  break L41; }
    out = p47;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // NSS
  var c, out, s = text, n = size;
  L48: {
    var p50;
    p50 = f12(p);
    if (p50 < 0) { out = -1;  break L48; }
    var p51;
    var q52 = p50;
    while (q52 < n) {
      if ((c = s.charCodeAt(q52), c < 128 && T2[c] === 1)) { do q52++; while (q52 < n && (c = s.charCodeAt(q52), T2[c] === 1));  continue; }
      var p56;
      L57: {
        var p58;
        p58 = f12(q52);
        if (p58 >= 0) { p56 = p58; break L57; }
        var p59;
        if (q52 < n && (c = s.charCodeAt(q52), c === 47)) { p59 = q52 + 1; } else { p59 = -1;  }
        if (p59 >= 0) { p56 = p59; break L57; }
        p56 = -1;
      }
      if (p56 < 0) break;
      if (p56 === q52) { break; }
      q52 = p56;
    }
    p51 = q52;
    if (p51 < 0) { out = -1;  break L48; }
    out = p51;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // q-component
  var c, out, s = text, n = size;
  L60: {
    var p62;
    p62 = f12(p);
    if (p62 < 0) { out = -1;  break L60; }
    var p63;
    var q64 = p62;
    while (q64 < n) {
      if ((c = s.charCodeAt(q64), c < 128 && T2[c] === 1)) { do q64++; while (q64 < n && (c = s.charCodeAt(q64), T2[c] === 1));  continue; }
      var p68;
      L69: {
        var p71;
        var p72;
        p72 = q64 + 2 <= n && (c = s.charCodeAt(q64 + 0), c === 63) && (c = s.charCodeAt(q64 + 1), c === 63) ? q64 + 2 : -1;
        p71 = p72 >= 0 ? -1 : q64;
        if (p71 < 0) { p68 = -1;  break L69; }
        var p74;
        L75: {
          var p76;
          if (p71 < n && (c = s.charCodeAt(p71), c < 128 && T3[c] === 1)) { p76 = p71 + 1; } else { p76 = -1;  }
          if (p76 >= 0) { p74 = p76; break L75; }
          var p77;
          p77 = f12(p71);
          if (p77 >= 0) { p74 = p77; break L75; }
          p74 = -1;
        }
        if (p74 < 0) { p68 = -1;  break L69; }
        p68 = p74;
      }
      if (p68 < 0) break;
      if (p68 === q64) { break; }
      q64 = p68;
    }
    p63 = q64;
    if (p63 < 0) { out = -1;  break L60; }
    out = p63;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // r-component
  var c, out, s = text, n = size;
  L78: {
    var p80;
    p80 = f12(p);
    if (p80 < 0) { out = -1;  break L78; }
    var p81;
    var q82 = p80;
    while (q82 < n) {
      if ((c = s.charCodeAt(q82), c < 128 && T4[c] === 1)) { do q82++; while (q82 < n && (c = s.charCodeAt(q82), T4[c] === 1));  continue; }
      var p86;
      L87: {
        var p88;
        if (q82 < n && (c = s.charCodeAt(q82), c < 128 && T3[c] === 1)) { p88 = q82 + 1; } else { p88 = -1;  }
        if (p88 >= 0) { p86 = p88; break L87; }
        var p89;
        p89 = f12(q82);
        if (p89 >= 0) { p86 = p89; break L87; }
        p86 = -1;
      }
      if (p86 < 0) break;
      if (p86 === q82) { break; }
      q82 = p86;
    }
    p81 = q82;
    if (p81 < 0) { out = -1;  break L78; }
    out = p81;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // f-component
  var c, out, s = text, n = size;
  var q90 = p;
  while (q90 < n) {
    if ((c = s.charCodeAt(q90), c < 128 && T4[c] === 1)) { do q90++; while (q90 < n && (c = s.charCodeAt(q90), T4[c] === 1));  continue; }
    var p94;
    L95: {
      var p96;
      if (q90 < n && (c = s.charCodeAt(q90), c < 128 && T3[c] === 1)) { p96 = q90 + 1; } else { p96 = -1;  }
      if (p96 >= 0) { p94 = p96; break L95; }
      var p97;
      p97 = f12(q90);
      if (p97 >= 0) { p94 = p97; break L95; }
      p94 = -1;
    }
    if (p94 < 0) break;
    if (p94 === q90) { break; }
    q90 = p94;
  }
  out = q90;
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // pchar
  var c, out, s = text, n = size;
  L98: {
    var p99;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p99 = p + 1; } else { p99 = -1;  }
    if (p99 >= 0) { out = p99; break L98; }
    var p100;
    p100 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T7[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T7[c] === 1) ? p + 3 : -1;
    if (p100 >= 0) { out = p100; break L98; }
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
const byName = { "NID": f2, "NSS": f5, "q-component": f6, "r-component": f7, "f-component": f8 };
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
