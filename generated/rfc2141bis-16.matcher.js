// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141bis-16.abnf + grammar/core.abnf
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
  "profile": "rfc2141bis-16",
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
const pattern = /^[Uu][Rr][Nn]\x3a[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,30}[0-9A-Za-z]\x3a(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:(?:\x3f\x3d(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x2b)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?!\x3f\x2b)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:\x3f\x2b(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x3d)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?!\x3f\x3d)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))|(?!\x3f\x2b(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x3d)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))|\x3f\x2b(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x3d)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?!\x3f\x3d)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))(?:\x3f\x3d(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x2b)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?!(?!\x3f\x2b)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))|(?!\x3f\x3d(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?!\x3f\x2b)(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))))?(?:\x23(?:(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?$/;
// The same language from its minimal automaton (src/patterns/verdict.ts): isValid's test, faster than pattern.
const verdict = new RegExp("^[Uu][Rr][Nn]:[0-9A-Za-z][\\-0-9A-Za-z]{0,30}[0-9A-Za-z]:(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})[!\\$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=@-Z_a-z~]*)*(?:\\?(?:\\+(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})=*\\?*(?:(?:[!\\$&-;@-Z_a-z~]|%[0-9A-Fa-f]{2})=*\\?*)*(?:\\?=(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})\\+*\\?*(?:(?:[!\\$&-\\*,-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})\\+*\\?*)*)?|=(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})\\+*\\?*(?:(?:[!\\$&-\\*,-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})\\+*\\?*)*(?:\\?\\+(?:[!\\$&-\\.0-;=@-Z_a-z~]|%[0-9A-Fa-f]{2})=*\\?*(?:(?:[!\\$&-;@-Z_a-z~]|%[0-9A-Fa-f]{2})=*\\?*)*)?))?(?:#[!\\$&-;=\\?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!\\$&-;=\\?-Z_a-z~]*)*)?$");
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = {"nidStart":4,"nidEnd":[[58,58]],"gap":1,"nssEnd":[[35,35],[63,63]],"nssCut":[87,240],"nssEndAhead":"(?=[\\x23\\x3f]|$)","key":"edaa0aa1"};
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
    var p47;
    L48: {
      var k49 = kn;
      var p50;
      p50 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 63) && (c = s.charCodeAt(p + 1), c === 61) ? p + 2 : -1;
      if (p50 < 0) { p47 = -1; kn = k49; break L48; }
      var p51;
      p51 = f7(p50);
      if (p51 < 0) { p47 = -1; kn = k49; break L48; }
      var p52;
      var q53 = p51, r54 = 0;
      while (q53 < n) {
        var p57;
        L58: {
          var k59 = kn;
          var p60;
          p60 = q53 + 2 <= n && (c = s.charCodeAt(q53 + 0), c === 63) && (c = s.charCodeAt(q53 + 1), c === 43) ? q53 + 2 : -1;
          if (p60 < 0) { p57 = -1; kn = k59; break L58; }
          var p61;
          p61 = f8(p60);
          if (p61 < 0) { p57 = -1; kn = k59; break L58; }
          p57 = p61;
        }
        if (p57 < 0) break;
        if (p57 === q53) { break; }
        r54++; q53 = p57;
        if (r54 === 1) break;
      }
      p52 = q53;
      if (p52 < 0) { p47 = -1; kn = k49; break L48; }
      p47 = p52;
    }
    if (p47 >= 0) { out = p47; break L46; }
    var p62;
    L63: {
      var k64 = kn;
      var p65;
      p65 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 63) && (c = s.charCodeAt(p + 1), c === 43) ? p + 2 : -1;
      if (p65 < 0) { p62 = -1; kn = k64; break L63; }
      var p66;
      p66 = f8(p65);
      if (p66 < 0) { p62 = -1; kn = k64; break L63; }
      var p67;
      var q68 = p66, r69 = 0;
      while (q68 < n) {
        var p72;
        L73: {
          var k74 = kn;
          var p75;
          p75 = q68 + 2 <= n && (c = s.charCodeAt(q68 + 0), c === 63) && (c = s.charCodeAt(q68 + 1), c === 61) ? q68 + 2 : -1;
          if (p75 < 0) { p72 = -1; kn = k74; break L73; }
          var p76;
          p76 = f7(p75);
          if (p76 < 0) { p72 = -1; kn = k74; break L73; }
          p72 = p76;
        }
        if (p72 < 0) break;
        if (p72 === q68) { break; }
        r69++; q68 = p72;
        if (r69 === 1) break;
      }
      p67 = q68;
      if (p67 < 0) { p62 = -1; kn = k64; break L63; }
      p62 = p67;
    }
    if (p62 >= 0) { out = p62; break L46; }
    out = -1;
  }
  return out;
}
function f7(p) { // q-component
  var c, out, s = text, n = size;
  L77: {
    var p79;
    p79 = f13(p);
    if (p79 < 0) { out = -1;  break L77; }
    var p80;
    var q81 = p79;
    while (q81 < n) {
      if ((c = s.charCodeAt(q81), c < 128 && T2[c] === 1)) { do q81++; while (q81 < n && (c = s.charCodeAt(q81), T2[c] === 1));  continue; }
      var p85;
      L86: {
        var p88;
        var p89;
        p89 = q81 + 2 <= n && (c = s.charCodeAt(q81 + 0), c === 63) && (c = s.charCodeAt(q81 + 1), c === 43) ? q81 + 2 : -1;
        p88 = p89 >= 0 ? -1 : q81;
        if (p88 < 0) { p85 = -1;  break L86; }
        var p91;
        L92: {
          var p93;
          if (p88 < n && (c = s.charCodeAt(p88), c < 128 && T3[c] === 1)) { p93 = p88 + 1; } else { p93 = -1;  }
          if (p93 >= 0) { p91 = p93; break L92; }
          var p94;
          p94 = f13(p88);
          if (p94 >= 0) { p91 = p94; break L92; }
          p91 = -1;
        }
        if (p91 < 0) { p85 = -1;  break L86; }
        p85 = p91;
      }
      if (p85 < 0) break;
      if (p85 === q81) { break; }
      q81 = p85;
    }
    p80 = q81;
    if (p80 < 0) { out = -1;  break L77; }
    out = p80;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // r-component
  var c, out, s = text, n = size;
  L95: {
    var p97;
    p97 = f13(p);
    if (p97 < 0) { out = -1;  break L95; }
    var p98;
    var q99 = p97;
    while (q99 < n) {
      if ((c = s.charCodeAt(q99), c < 128 && T2[c] === 1)) { do q99++; while (q99 < n && (c = s.charCodeAt(q99), T2[c] === 1));  continue; }
      var p103;
      L104: {
        var p106;
        var p107;
        p107 = q99 + 2 <= n && (c = s.charCodeAt(q99 + 0), c === 63) && (c = s.charCodeAt(q99 + 1), c === 61) ? q99 + 2 : -1;
        p106 = p107 >= 0 ? -1 : q99;
        if (p106 < 0) { p103 = -1;  break L104; }
        var p109;
        L110: {
          var p111;
          if (p106 < n && (c = s.charCodeAt(p106), c < 128 && T3[c] === 1)) { p111 = p106 + 1; } else { p111 = -1;  }
          if (p111 >= 0) { p109 = p111; break L110; }
          var p112;
          p112 = f13(p106);
          if (p112 >= 0) { p109 = p112; break L110; }
          p109 = -1;
        }
        if (p109 < 0) { p103 = -1;  break L104; }
        p103 = p109;
      }
      if (p103 < 0) break;
      if (p103 === q99) { break; }
      q99 = p103;
    }
    p98 = q99;
    if (p98 < 0) { out = -1;  break L95; }
    out = p98;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // f-component
  var c, out, s = text, n = size;
  var q113 = p;
  while (q113 < n) {
    if ((c = s.charCodeAt(q113), c < 128 && T4[c] === 1)) { do q113++; while (q113 < n && (c = s.charCodeAt(q113), T4[c] === 1));  continue; }
    var p117;
    L118: {
      var p119;
      if (q113 < n && (c = s.charCodeAt(q113), c < 128 && T3[c] === 1)) { p119 = q113 + 1; } else { p119 = -1;  }
      if (p119 >= 0) { p117 = p119; break L118; }
      var p120;
      p120 = f13(q113);
      if (p120 >= 0) { p117 = p120; break L118; }
      p117 = -1;
    }
    if (p117 < 0) break;
    if (p117 === q113) { break; }
    q113 = p117;
  }
  out = q113;
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f13(p) { // pchar
  var c, out, s = text, n = size;
  L121: {
    var p122;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p122 = p + 1; } else { p122 = -1;  }
    if (p122 >= 0) { out = p122; break L121; }
    var p123;
    p123 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T7[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T7[c] === 1) ? p + 3 : -1;
    if (p123 >= 0) { out = p123; break L121; }
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
const byName = { "NID": f2, "NSS": f5, "q-component": f7, "r-component": f8, "f-component": f9 };
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
