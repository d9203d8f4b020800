// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141bis-07.abnf + grammar/core.abnf
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
  "profile": "rfc2141bis-07",
  "start": "namestring",
  "parts": [
  "NID",
  "NSS",
  "query",
  "fragment"
  ],
  "views": []
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[Uu][Rr][Nn]\x3a[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,30}[0-9A-Za-z]\x3a(?:(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3f(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))?(?:\x23(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?$/;
// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.
const verdict = new RegExp("^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-\\.0-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-\\.0-;=@-Z_a-z~]*)*(?:\\?[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?(?:#[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?$");
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = {"nidStart":4,"nidEnd":[[58,58]],"gap":1,"nssEnd":[[35,35],[63,63]],"nssCut":[87,169],"nssEndAhead":"(?=[\\x23\\x3f]|$)","key":"e9968ad3"};
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {};
const parts = ["NID","NSS","query","fragment"];
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
        if (q15 < n && (c = s.charCodeAt(q15), c === 35)) { p22 = q15 + 1; } else { p22 = -1;  }
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
    out = p14;
  }
  return out;
}
function f1(p) { // assigned-name
  var c, out, s = text, n = size;
  L24: {
    var k25 = kn;
    var p26;
    p26 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) ? p + 3 : -1;
    if (p26 < 0) { out = -1; kn = k25; break L24; }
    var p27;
    if (p26 < n && (c = s.charCodeAt(p26), c === 58)) { p27 = p26 + 1; } else { p27 = -1;  }
    if (p27 < 0) { out = -1; kn = k25; break L24; }
    var p28;
    p28 = f2(p27);
    if (p28 < 0) { out = -1; kn = k25; break L24; }
    var p29;
    if (p28 < n && (c = s.charCodeAt(p28), c === 58)) { p29 = p28 + 1; } else { p29 = -1;  }
    if (p29 < 0) { out = -1; kn = k25; break L24; }
    var p30;
    p30 = f5(p29);
    if (p30 < 0) { out = -1; kn = k25; break L24; }
    out = p30;
  }
  return out;
}
function f2(p) { // NID
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
function f5(p) { // NSS
  var c, out, s = text, n = size;
  var q38 = p, r39 = 0, e41 = false;
  while (q38 < n) {
    if ((c = s.charCodeAt(q38), c < 128 && T2[c] === 1)) { var k40z = q38; do q38++; while (q38 < n && (c = s.charCodeAt(q38), T2[c] === 1)); r39 += q38 - k40z;  continue; }
    var p42;
    p42 = f11(q38);
    if (p42 < 0) break;
    if (p42 === q38) { e41 = true; break; }
    r39++; q38 = p42;
  }
  if (e41 || r39 >= 1) out = q38; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // query
  var c, out, s = text, n = size;
  var q43 = p;
  while (q43 < n) {
    if ((c = s.charCodeAt(q43), c < 128 && T3[c] === 1)) { do q43++; while (q43 < n && (c = s.charCodeAt(q43), T3[c] === 1));  continue; }
    var p47;
    L48: {
      var p49;
      if (q43 < n && (c = s.charCodeAt(q43), c < 128 && T4[c] === 1)) { p49 = q43 + 1; } else { p49 = -1;  }
      if (p49 >= 0) { p47 = p49; break L48; }
      var p50;
      p50 = f11(q43);
      if (p50 >= 0) { p47 = p50; break L48; }
      p47 = -1;
    }
    if (p47 < 0) break;
    if (p47 === q43) { break; }
    q43 = p47;
  }
  out = q43;
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // fragment
  var c, out, s = text, n = size;
  var q51 = p;
  while (q51 < n) {
    if ((c = s.charCodeAt(q51), c < 128 && T3[c] === 1)) { do q51++; while (q51 < n && (c = s.charCodeAt(q51), T3[c] === 1));  continue; }
    var p55;
    L56: {
      var p57;
      if (q51 < n && (c = s.charCodeAt(q51), c < 128 && T4[c] === 1)) { p57 = q51 + 1; } else { p57 = -1;  }
      if (p57 >= 0) { p55 = p57; break L56; }
      var p58;
      p58 = f11(q51);
      if (p58 >= 0) { p55 = p58; break L56; }
      p55 = -1;
    }
    if (p55 < 0) break;
    if (p55 === q51) { break; }
    q51 = p55;
  }
  out = q51;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // pchar
  var c, out, s = text, n = size;
  L59: {
    var p60;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p60 = p + 1; } else { p60 = -1;  }
    if (p60 >= 0) { out = p60; break L59; }
    var p61;
    p61 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T7[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T7[c] === 1) ? p + 3 : -1;
    if (p61 >= 0) { out = p61; break L59; }
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
const byName = { "NID": f2, "NSS": f5, "query": f6, "fragment": f7 };
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
