// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/lex.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000004ff30efffff70efffff70');
const T1 = table(65536, '0000000008b7fff2efffff78efffff71');
const T2 = table(65536, '0000000009b7fff2ffffff78efffff71');
const T3 = table(65536, '00000000010000401000000000000000');
const T4 = table(65536, '0000000008b7ffb2efffff78efffff71');
const T5 = table(65536, '0000000008b300820000000800000001');
const T6 = table(65536, '000000000000ff30efffff70efffff70');
const T7 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "lex-nss",
  "parts": [
  "jurisdiction-code",
  "jurisdiction-unit",
  "authority",
  "measure",
  "details",
  "annex",
  "expression",
  "manifestation",
  "partition-id"
  ],
  "views": [],
  "namespace": {
    "nid": "lex",
    "aliases": [],
    "source": "RFC 9676 s.2.1, s.8",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "lex-nss"
      ],
      "section": "RFC 9676 s.3.3"
    }
    ],
    "summary": "jurisdiction \":\" local name (authority:measure:details...) with LEX characters",
    "examples": [
    "urn:lex:it:stato:legge:2003-09-21;456"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:\x2e)*(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x2e0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\x3b(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x2e0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*\x3a(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x27-\x29\x2b-\x2e0-9\x3b\x3dA-Z\x5fa-z\x7c]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*\x3a(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x27-\x29\x2b-\x2e0-9\x3b\x3dA-Z\x5fa-z\x7c]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*\x3a(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x27-\x29\x2b-\x2e0-9\x3b\x3dA-Z\x5fa-z\x7c]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\x3a(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x27-\x29\x2b-\x2e0-9\x3b\x3dA-Z\x5fa-z\x7c]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*(?:\x40(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x27-\x29\x2b-\x2e0-\x3b\x3dA-Z\x5fa-z\x7c]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?(?:\x24(?:[0-9A-Za-z]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x27-\x29\x2b-\x2e0-\x3b\x3dA-Z\x5fa-z\x7c]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?(?:\x7e(?:(?:[\x24\x27-\x29\x2b-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7c]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:\\x2e)*(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x2e0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\\x3b(?:[0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\\x2e0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\\x3a(?:[0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*(?:\\x40(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?(?:\\x24(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?(?:[](?:(?:[\\x24\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:\\x2e)*(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x2e0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\\x3b(?:[0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\\x2e0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\\x3a(?:[0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*(?:\\x40(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?(?:\\x24(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?(?:\\x7e(?:(?:[\\x24\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:\\x2e)*(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x2e0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\\x3b(?:[0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\\x2e0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*\\x3a(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*(?:\\x3a(?:[0-9A-Za-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\\x27-\\x29\\x2b-\\x2e0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)*(?:\\x40(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?(?:\\x24(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)?(?:\\x7e(?:(?:[\\x24\\x27-\\x29\\x2b-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["jurisdiction-code","jurisdiction-unit","authority","measure","details","annex","expression","manifestation","partition-id","lex-nss"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // lex-nss
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
    p5 = f4(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    var q7 = p5, r8 = 0;
    while (q7 < n) {
      var p11;
      L12: {
        var k13 = kn;
        var p14;
        if (q7 < n && (c = s.charCodeAt(q7), c === 126)) { p14 = q7 + 1; } else { p14 = -1;  }
        if (p14 < 0) { p11 = -1; kn = k13; break L12; }
        var p15;
        p15 = f12(p14);
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
    out = p6;
  }
  if (out >= 0) { K[kn++] = 9; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // jurisdiction
  var c, out, s = text, n = size;
  L16: {
    var k17 = kn;
    var p18;
    p18 = f2(p);
    if (p18 < 0) { out = -1; kn = k17; break L16; }
    var p19;
    var q20 = p18;
    while (q20 < n) {
      var p24;
      L25: {
        var k26 = kn;
        var p27;
        if (q20 < n && (c = s.charCodeAt(q20), c === 59)) { p27 = q20 + 1; } else { p27 = -1;  }
        if (p27 < 0) { p24 = -1; kn = k26; break L25; }
        var p28;
        p28 = f3(p27);
        if (p28 < 0) { p24 = -1; kn = k26; break L25; }
        p24 = p28;
      }
      if (p24 < 0) break;
      if (p24 === q20) { break; }
      q20 = p24;
    }
    p19 = q20;
    if (p19 < 0) { out = -1; kn = k17; break L16; }
    out = p19;
  }
  return out;
}
function f2(p) { // jurisdiction-code
  var c, out, s = text, n = size;
  L29: {
    var p31;
    p31 = f17(p);
    if (p31 < 0) { out = -1;  break L29; }
    var p32;
    var q33 = p31;
    while (q33 < n && (c = s.charCodeAt(q33), c === 46)) q33++;
    p32 = q33;
    if (p32 < 0) { out = -1;  break L29; }
    var p35;
    p35 = f17(p32);
    if (p35 < 0) { out = -1;  break L29; }
    var p36;
    var q37 = p35;
    while (q37 < n) {
      if ((c = s.charCodeAt(q37), c < 128 && T0[c] === 1)) { do q37++; while (q37 < n && (c = s.charCodeAt(q37), T0[c] === 1));  continue; }
      var p41;
      p41 = f16(q37);
      if (p41 < 0) break;
      if (p41 === q37) { break; }
      q37 = p41;
    }
    p36 = q37;
    if (p36 < 0) { out = -1;  break L29; }
    out = p36;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // jurisdiction-unit
  var c, out, s = text, n = size;
  out = f15(p);
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // local-name
  var c, out, s = text, n = size;
  L42: {
    var k43 = kn;
    var p44;
    p44 = f5(p);
    if (p44 < 0) { out = -1; kn = k43; break L42; }
    var p45;
    var q46 = p44, r47 = 0;
    while (q46 < n) {
      var p50;
      L51: {
        var k52 = kn;
        var p53;
        if (q46 < n && (c = s.charCodeAt(q46), c === 64)) { p53 = q46 + 1; } else { p53 = -1;  }
        if (p53 < 0) { p50 = -1; kn = k52; break L51; }
        var p54;
        p54 = f10(p53);
        if (p54 < 0) { p50 = -1; kn = k52; break L51; }
        p50 = p54;
      }
      if (p50 < 0) break;
      if (p50 === q46) { break; }
      r47++; q46 = p50;
      if (r47 === 1) break;
    }
    p45 = q46;
    if (p45 < 0) { out = -1; kn = k43; break L42; }
    var p55;
    var q56 = p45, r57 = 0;
    while (q56 < n) {
      var p60;
      L61: {
        var k62 = kn;
        var p63;
        if (q56 < n && (c = s.charCodeAt(q56), c === 36)) { p63 = q56 + 1; } else { p63 = -1;  }
        if (p63 < 0) { p60 = -1; kn = k62; break L61; }
        var p64;
        p64 = f11(p63);
        if (p64 < 0) { p60 = -1; kn = k62; break L61; }
        p60 = p64;
      }
      if (p60 < 0) break;
      if (p60 === q56) { break; }
      r57++; q56 = p60;
      if (r57 === 1) break;
    }
    p55 = q56;
    if (p55 < 0) { out = -1; kn = k43; break L42; }
    out = p55;
  }
  return out;
}
function f5(p) { // work
  var c, out, s = text, n = size;
  L65: {
    var k66 = kn;
    var p67;
    p67 = f6(p);
    if (p67 < 0) { out = -1; kn = k66; break L65; }
    var p68;
    if (p67 < n && (c = s.charCodeAt(p67), c === 58)) { p68 = p67 + 1; } else { p68 = -1;  }
    if (p68 < 0) { out = -1; kn = k66; break L65; }
    var p69;
    p69 = f7(p68);
    if (p69 < 0) { out = -1; kn = k66; break L65; }
    var p70;
    if (p69 < n && (c = s.charCodeAt(p69), c === 58)) { p70 = p69 + 1; } else { p70 = -1;  }
    if (p70 < 0) { out = -1; kn = k66; break L65; }
    var p71;
    p71 = f8(p70);
    if (p71 < 0) { out = -1; kn = k66; break L65; }
    var p72;
    var q73 = p71;
    while (q73 < n) {
      var p77;
      L78: {
        var k79 = kn;
        var p80;
        if (q73 < n && (c = s.charCodeAt(q73), c === 58)) { p80 = q73 + 1; } else { p80 = -1;  }
        if (p80 < 0) { p77 = -1; kn = k79; break L78; }
        var p81;
        p81 = f9(p80);
        if (p81 < 0) { p77 = -1; kn = k79; break L78; }
        p77 = p81;
      }
      if (p77 < 0) break;
      if (p77 === q73) { break; }
      q73 = p77;
    }
    p72 = q73;
    if (p72 < 0) { out = -1; kn = k66; break L65; }
    out = p72;
  }
  return out;
}
function f6(p) { // authority
  var c, out, s = text, n = size;
  out = f13(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // measure
  var c, out, s = text, n = size;
  out = f13(p);
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // details
  var c, out, s = text, n = size;
  out = f13(p);
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // annex
  var c, out, s = text, n = size;
  out = f13(p);
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // expression
  var c, out, s = text, n = size;
  L82: {
    var p84;
    p84 = f17(p);
    if (p84 < 0) { out = -1;  break L82; }
    var p85;
    var q86 = p84;
    while (q86 < n) {
      if ((c = s.charCodeAt(q86), c < 128 && T1[c] === 1)) { do q86++; while (q86 < n && (c = s.charCodeAt(q86), T1[c] === 1));  continue; }
      var p90;
      L91: {
        var p92;
        p92 = f14(q86);
        if (p92 >= 0) { p90 = p92; break L91; }
        var p93;
        if (q86 < n && (c = s.charCodeAt(q86), c === 58)) { p93 = q86 + 1; } else { p93 = -1;  }
        if (p93 >= 0) { p90 = p93; break L91; }
        p90 = -1;
      }
      if (p90 < 0) break;
      if (p90 === q86) { break; }
      q86 = p90;
    }
    p85 = q86;
    if (p85 < 0) { out = -1;  break L82; }
    out = p85;
  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // manifestation
  var c, out, s = text, n = size;
  L94: {
    var p96;
    p96 = f17(p);
    if (p96 < 0) { out = -1;  break L94; }
    var p97;
    var q98 = p96;
    while (q98 < n) {
      if ((c = s.charCodeAt(q98), c < 128 && T1[c] === 1)) { do q98++; while (q98 < n && (c = s.charCodeAt(q98), T1[c] === 1));  continue; }
      var p102;
      L103: {
        var p104;
        p104 = f14(q98);
        if (p104 >= 0) { p102 = p104; break L103; }
        var p105;
        if (q98 < n && (c = s.charCodeAt(q98), c === 58)) { p105 = q98 + 1; } else { p105 = -1;  }
        if (p105 >= 0) { p102 = p105; break L103; }
        p102 = -1;
      }
      if (p102 < 0) break;
      if (p102 === q98) { break; }
      q98 = p102;
    }
    p97 = q98;
    if (p97 < 0) { out = -1;  break L94; }
    out = p97;
  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // partition-id
  var c, out, s = text, n = size;
  var q106 = p, r107 = 0, e109 = false;
  while (q106 < n) {
    if ((c = s.charCodeAt(q106), c < 128 && T2[c] === 1)) { var k108z = q106; do q106++; while (q106 < n && (c = s.charCodeAt(q106), T2[c] === 1)); r107 += q106 - k108z;  continue; }
    var p110;
    L111: {
      var p112;
      if (q106 < n && (c = s.charCodeAt(q106), c < 128 && T3[c] === 1)) { p112 = q106 + 1; } else { p112 = -1;  }
      if (p112 >= 0) { p110 = p112; break L111; }
      var p113;
      p113 = f14(q106);
      if (p113 >= 0) { p110 = p113; break L111; }
      p110 = -1;
    }
    if (p110 < 0) break;
    if (p110 === q106) { e109 = true; break; }
    r107++; q106 = p110;
  }
  if (e109 || r107 >= 1) out = q106; else { out = -1;  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f13(p) { // lex-element
  var c, out, s = text, n = size;
  L114: {
    var p116;
    p116 = f17(p);
    if (p116 < 0) { out = -1;  break L114; }
    var p117;
    var q118 = p116;
    while (q118 < n) {
      if ((c = s.charCodeAt(q118), c < 128 && T4[c] === 1)) { do q118++; while (q118 < n && (c = s.charCodeAt(q118), T4[c] === 1));  continue; }
      var p122;
      p122 = f14(q118);
      if (p122 < 0) break;
      if (p122 === q118) { break; }
      q118 = p122;
    }
    p117 = q118;
    if (p117 < 0) { out = -1;  break L114; }
    out = p117;
  }
  return out;
}
function f14(p) { // lex-char
  var c, out, s = text, n = size;
  L123: {
    var p124;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p124 = p + 1; } else { p124 = -1;  }
    if (p124 >= 0) { out = p124; break L123; }
    var p125;
    p125 = f16(p);
    if (p125 >= 0) { out = p125; break L123; }
    out = -1;
  }
  return out;
}
function f15(p) { // alf-dot
  var c, out, s = text, n = size;
  L126: {
    var p128;
    p128 = f17(p);
    if (p128 < 0) { out = -1;  break L126; }
    var p129;
    var q130 = p128;
    while (q130 < n) {
      if ((c = s.charCodeAt(q130), c < 128 && T0[c] === 1)) { do q130++; while (q130 < n && (c = s.charCodeAt(q130), T0[c] === 1));  continue; }
      var p134;
      p134 = f16(q130);
      if (p134 < 0) break;
      if (p134 === q130) { break; }
      q130 = p134;
    }
    p129 = q130;
    if (p129 < 0) { out = -1;  break L126; }
    out = p129;
  }
  return out;
}
function f16(p) { // alfadot
  var c, out, s = text, n = size;
  L135: {
    var p136;
    p136 = f17(p);
    if (p136 >= 0) { out = p136; break L135; }
    var p137;
    if (p < n && (c = s.charCodeAt(p), c === 46)) { p137 = p + 1; } else { p137 = -1;  }
    if (p137 >= 0) { out = p137; break L135; }
    out = -1;
  }
  return out;
}
function f17(p) { // alfanum
  var c, out, s = text, n = size;
  L138: {
    var p139;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p139 = p + 1; } else { p139 = -1;  }
    if (p139 >= 0) { out = p139; break L138; }
    var p140;
    p140 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T7[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T7[c] === 1) ? p + 3 : -1;
    if (p140 >= 0) { out = p140; break L138; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule lex-nss. On success returns the number of entries written to
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
const byName = { "jurisdiction-code": f2, "jurisdiction-unit": f3, "authority": f6, "measure": f7, "details": f8, "annex": f9, "expression": f10, "manifestation": f11, "partition-id": f12, "lex-nss": f0 };
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
