// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/oasis.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(65536, '000000000000ff300000000000000000');
const T3 = table(65536, '000000002dfffff2ffffff78efffff74');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "oasis-nss",
  "parts": [
  "specification-id",
  "tc-id",
  "type",
  "subtype",
  "document-id",
  "document-type",
  "technical-document-id",
  "amendment-id",
  "member-id"
  ],
  "views": [],
  "namespace": {
    "nid": "oasis",
    "aliases": [],
    "source": "RFC 3121 s.2",
    "checks": [],
    "equivalence": [],
    "summary": "the names (specification, tc, technical) and member hierarchies",
    "examples": [
    "urn:oasis:names:tc:SAML:2.0:assertion"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:names\x3a(?:specification\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a|(?!(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a))(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|tc\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a|(?!(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a))(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|technical\x3a(?=(?<g1>note|resolution|memorandum|memo|researchpaper))\k<g1>\x3a[0-9][0-9](?:[0-9])+\x3a[0-9][0-9][0-9][0-9])|member\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*)$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:names\\x3a(?:specification\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|tc\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|technical\\x3a(?=(?<n1>note|resolution|memorandum|memo|researchpaper))\\k<n1>\\x3a[0-9][0-9](?:[0-9])+\\x3a[0-9][0-9][0-9][0-9])|member\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:names\\x3a(?:specification\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|tc\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|technical\\x3a(?=(?<n1>note|resolution|memorandum|memo|researchpaper))\\k<n1>\\x3a[0-9][0-9](?:[0-9])+\\x3a[0-9][0-9][0-9][0-9])|member\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:names\\x3a(?:specification\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|tc\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a|(?!(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a))(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|technical\\x3a(?=(?<n1>note|resolution|memorandum|memo|researchpaper))\\k<n1>\\x3a[0-9][0-9](?:[0-9])+\\x3a[0-9][0-9][0-9][0-9])|member\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*)",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["specification-id","tc-id","type","subtype","document-id","document-type","technical-document-id","amendment-id","member-id"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // oasis-nss
  var c, out, s = text, n = size;
  L1: {
    var p2;
    p2 = f1(p);
    if (p2 >= 0) { out = p2; break L1; }
    var p3;
    p3 = f14(p);
    if (p3 >= 0) { out = p3; break L1; }
    out = -1;
  }
  return out;
}
function f1(p) { // names-hierarchy
  var c, out, s = text, n = size;
  L4: {
    var k5 = kn;
    var p6;
    p6 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 110) && (c = s.charCodeAt(p + 1), c === 97) && (c = s.charCodeAt(p + 2), c === 109) && (c = s.charCodeAt(p + 3), c === 101) && (c = s.charCodeAt(p + 4), c === 115) ? p + 5 : -1;
    if (p6 < 0) { out = -1; kn = k5; break L4; }
    var p7;
    if (p6 < n && (c = s.charCodeAt(p6), c === 58)) { p7 = p6 + 1; } else { p7 = -1;  }
    if (p7 < 0) { out = -1; kn = k5; break L4; }
    var p8;
    L9: {
      var p10;
      p10 = f2(p7);
      if (p10 >= 0) { p8 = p10; break L9; }
      var p11;
      p11 = f3(p7);
      if (p11 >= 0) { p8 = p11; break L9; }
      var p12;
      p12 = f10(p7);
      if (p12 >= 0) { p8 = p12; break L9; }
      p8 = -1;
    }
    if (p8 < 0) { out = -1; kn = k5; break L4; }
    out = p8;
  }
  return out;
}
function f2(p) { // specification-hierarchy
  var c, out, s = text, n = size;
  L13: {
    var k14 = kn;
    var p15;
    p15 = p + 13 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 101) && (c = s.charCodeAt(p + 3), c === 99) && (c = s.charCodeAt(p + 4), c === 105) && (c = s.charCodeAt(p + 5), c === 102) && (c = s.charCodeAt(p + 6), c === 105) && (c = s.charCodeAt(p + 7), c === 99) && (c = s.charCodeAt(p + 8), c === 97) && (c = s.charCodeAt(p + 9), c === 116) && (c = s.charCodeAt(p + 10), c === 105) && (c = s.charCodeAt(p + 11), c === 111) && (c = s.charCodeAt(p + 12), c === 110) ? p + 13 : -1;
    if (p15 < 0) { out = -1; kn = k14; break L13; }
    var p16;
    if (p15 < n && (c = s.charCodeAt(p15), c === 58)) { p16 = p15 + 1; } else { p16 = -1;  }
    if (p16 < 0) { out = -1; kn = k14; break L13; }
    var p17;
    p17 = f4(p16);
    if (p17 < 0) { out = -1; kn = k14; break L13; }
    var p18;
    if (p17 < n && (c = s.charCodeAt(p17), c === 58)) { p18 = p17 + 1; } else { p18 = -1;  }
    if (p18 < 0) { out = -1; kn = k14; break L13; }
    var p19;
    p19 = f6(p18);
    if (p19 < 0) { out = -1; kn = k14; break L13; }
    var p20;
    if (p19 < n && (c = s.charCodeAt(p19), c === 58)) { p20 = p19 + 1; } else { p20 = -1;  }
    if (p20 < 0) { out = -1; kn = k14; break L13; }
    var p21;
    var q22 = p20, r23 = 0;
    while (q22 < n) {
      var p26;
      L27: {
        var k28 = kn;
        var p29;
        p29 = f7(q22);
        if (p29 < 0) { p26 = -1; kn = k28; break L27; }
        var p30;
        if (p29 < n && (c = s.charCodeAt(p29), c === 58)) { p30 = p29 + 1; } else { p30 = -1;  }
        if (p30 < 0) { p26 = -1; kn = k28; break L27; }
        p26 = p30;
      }
      if (p26 < 0) break;
      if (p26 === q22) { break; }
      r23++; q22 = p26;
      if (r23 === 1) break;
    }
    p21 = q22;
    if (p21 < 0) { out = -1; kn = k14; break L13; }
    var p31;
    p31 = f8(p21);
    if (p31 < 0) { out = -1; kn = k14; break L13; }
    out = p31;
  }
  return out;
}
function f3(p) { // tc-hierarchy
  var c, out, s = text, n = size;
  L32: {
    var k33 = kn;
    var p34;
    p34 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 116) && (c = s.charCodeAt(p + 1), c === 99) ? p + 2 : -1;
    if (p34 < 0) { out = -1; kn = k33; break L32; }
    var p35;
    if (p34 < n && (c = s.charCodeAt(p34), c === 58)) { p35 = p34 + 1; } else { p35 = -1;  }
    if (p35 < 0) { out = -1; kn = k33; break L32; }
    var p36;
    p36 = f5(p35);
    if (p36 < 0) { out = -1; kn = k33; break L32; }
    var p37;
    if (p36 < n && (c = s.charCodeAt(p36), c === 58)) { p37 = p36 + 1; } else { p37 = -1;  }
    if (p37 < 0) { out = -1; kn = k33; break L32; }
    var p38;
    p38 = f6(p37);
    if (p38 < 0) { out = -1; kn = k33; break L32; }
    var p39;
    if (p38 < n && (c = s.charCodeAt(p38), c === 58)) { p39 = p38 + 1; } else { p39 = -1;  }
    if (p39 < 0) { out = -1; kn = k33; break L32; }
    var p40;
    var q41 = p39, r42 = 0;
    while (q41 < n) {
      var p45;
      L46: {
        var k47 = kn;
        var p48;
        p48 = f7(q41);
        if (p48 < 0) { p45 = -1; kn = k47; break L46; }
        var p49;
        if (p48 < n && (c = s.charCodeAt(p48), c === 58)) { p49 = p48 + 1; } else { p49 = -1;  }
        if (p49 < 0) { p45 = -1; kn = k47; break L46; }
        p45 = p49;
      }
      if (p45 < 0) break;
      if (p45 === q41) { break; }
      r42++; q41 = p45;
      if (r42 === 1) break;
    }
    p40 = q41;
    if (p40 < 0) { out = -1; kn = k33; break L32; }
    var p50;
    p50 = f8(p40);
    if (p50 < 0) { out = -1; kn = k33; break L32; }
    out = p50;
  }
  return out;
}
function f4(p) { // specification-id
  var c, out, s = text, n = size;
  var q51 = p, r52 = 0, e54 = false;
  while (q51 < n) {
    if ((c = s.charCodeAt(q51), c < 128 && T0[c] === 1)) { var k53z = q51; do q51++; while (q51 < n && (c = s.charCodeAt(q51), T0[c] === 1)); r52 += q51 - k53z;  continue; }
    var p55;
    p55 = f9(q51);
    if (p55 < 0) break;
    if (p55 === q51) { e54 = true; break; }
    r52++; q51 = p55;
  }
  if (e54 || r52 >= 1) out = q51; else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // tc-id
  var c, out, s = text, n = size;
  var q56 = p, r57 = 0, e59 = false;
  while (q56 < n) {
    if ((c = s.charCodeAt(q56), c < 128 && T0[c] === 1)) { var k58z = q56; do q56++; while (q56 < n && (c = s.charCodeAt(q56), T0[c] === 1)); r57 += q56 - k58z;  continue; }
    var p60;
    p60 = f9(q56);
    if (p60 < 0) break;
    if (p60 === q56) { e59 = true; break; }
    r57++; q56 = p60;
  }
  if (e59 || r57 >= 1) out = q56; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // type
  var c, out, s = text, n = size;
  var q61 = p, r62 = 0, e64 = false;
  while (q61 < n) {
    if ((c = s.charCodeAt(q61), c < 128 && T0[c] === 1)) { var k63z = q61; do q61++; while (q61 < n && (c = s.charCodeAt(q61), T0[c] === 1)); r62 += q61 - k63z;  continue; }
    var p65;
    p65 = f9(q61);
    if (p65 < 0) break;
    if (p65 === q61) { e64 = true; break; }
    r62++; q61 = p65;
  }
  if (e64 || r62 >= 1) out = q61; else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // subtype
  var c, out, s = text, n = size;
  var q66 = p, r67 = 0, e69 = false;
  while (q66 < n) {
    if ((c = s.charCodeAt(q66), c < 128 && T0[c] === 1)) { var k68z = q66; do q66++; while (q66 < n && (c = s.charCodeAt(q66), T0[c] === 1)); r67 += q66 - k68z;  continue; }
    var p70;
    p70 = f9(q66);
    if (p70 < 0) break;
    if (p70 === q66) { e69 = true; break; }
    r67++; q66 = p70;
  }
  if (e69 || r67 >= 1) out = q66; else { out = -1;  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // document-id
  var c, out, s = text, n = size;
  L71: {
    var p73;
    var q74 = p, r75 = 0, e77 = false;
    while (q74 < n) {
      if ((c = s.charCodeAt(q74), c < 128 && T0[c] === 1)) { var k76z = q74; do q74++; while (q74 < n && (c = s.charCodeAt(q74), T0[c] === 1)); r75 += q74 - k76z;  continue; }
      var p78;
      p78 = f9(q74);
      if (p78 < 0) break;
      if (p78 === q74) { e77 = true; break; }
      r75++; q74 = p78;
    }
    if (e77 || r75 >= 1) p73 = q74; else { p73 = -1;  }
    if (p73 < 0) { out = -1;  break L71; }
    var p79;
    var q80 = p73;
    while (q80 < n) {
      var p84;
      L85: {
        var p87;
        if (q80 < n && (c = s.charCodeAt(q80), c === 58)) { p87 = q80 + 1; } else { p87 = -1;  }
        if (p87 < 0) { p84 = -1;  break L85; }
        var p88;
        var q89 = p87, r90 = 0, e92 = false;
        while (q89 < n) {
          if ((c = s.charCodeAt(q89), c < 128 && T0[c] === 1)) { var k91z = q89; do q89++; while (q89 < n && (c = s.charCodeAt(q89), T0[c] === 1)); r90 += q89 - k91z;  continue; }
          var p93;
          p93 = f9(q89);
          if (p93 < 0) break;
          if (p93 === q89) { e92 = true; break; }
          r90++; q89 = p93;
        }
        if (e92 || r90 >= 1) p88 = q89; else { p88 = -1;  }
        if (p88 < 0) { p84 = -1;  break L85; }
        p84 = p88;
      }
      if (p84 < 0) break;
      if (p84 === q80) { break; }
      q80 = p84;
    }
    p79 = q80;
    if (p79 < 0) { out = -1;  break L71; }
    out = p79;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // id-char
  var c, out, s = text, n = size;
  L94: {
    var p95;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p95 = p + 1; } else { p95 = -1;  }
    if (p95 >= 0) { out = p95; break L94; }
    var p96;
    p96 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p96 >= 0) { out = p96; break L94; }
    out = -1;
  }
  return out;
}
function f10(p) { // technical-hierarchy
  var c, out, s = text, n = size;
  L97: {
    var k98 = kn;
    var p99;
    p99 = p + 9 <= n && (c = s.charCodeAt(p + 0), c === 116) && (c = s.charCodeAt(p + 1), c === 101) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 104) && (c = s.charCodeAt(p + 4), c === 110) && (c = s.charCodeAt(p + 5), c === 105) && (c = s.charCodeAt(p + 6), c === 99) && (c = s.charCodeAt(p + 7), c === 97) && (c = s.charCodeAt(p + 8), c === 108) ? p + 9 : -1;
    if (p99 < 0) { out = -1; kn = k98; break L97; }
    var p100;
    if (p99 < n && (c = s.charCodeAt(p99), c === 58)) { p100 = p99 + 1; } else { p100 = -1;  }
    if (p100 < 0) { out = -1; kn = k98; break L97; }
    var p101;
    p101 = f11(p100);
    if (p101 < 0) { out = -1; kn = k98; break L97; }
    var p102;
    if (p101 < n && (c = s.charCodeAt(p101), c === 58)) { p102 = p101 + 1; } else { p102 = -1;  }
    if (p102 < 0) { out = -1; kn = k98; break L97; }
    var p103;
    p103 = f12(p102);
    if (p103 < 0) { out = -1; kn = k98; break L97; }
    var p104;
    if (p103 < n && (c = s.charCodeAt(p103), c === 58)) { p104 = p103 + 1; } else { p104 = -1;  }
    if (p104 < 0) { out = -1; kn = k98; break L97; }
    var p105;
    p105 = f13(p104);
    if (p105 < 0) { out = -1; kn = k98; break L97; }
    out = p105;
  }
  return out;
}
function f11(p) { // document-type
  var c, out, s = text, n = size;
  L106: {
    var p107;
    p107 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 110) && (c = s.charCodeAt(p + 1), c === 111) && (c = s.charCodeAt(p + 2), c === 116) && (c = s.charCodeAt(p + 3), c === 101) ? p + 4 : -1;
    if (p107 >= 0) { out = p107; break L106; }
    var p108;
    p108 = p + 10 <= n && (c = s.charCodeAt(p + 0), c === 114) && (c = s.charCodeAt(p + 1), c === 101) && (c = s.charCodeAt(p + 2), c === 115) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 108) && (c = s.charCodeAt(p + 5), c === 117) && (c = s.charCodeAt(p + 6), c === 116) && (c = s.charCodeAt(p + 7), c === 105) && (c = s.charCodeAt(p + 8), c === 111) && (c = s.charCodeAt(p + 9), c === 110) ? p + 10 : -1;
    if (p108 >= 0) { out = p108; break L106; }
    var p109;
    p109 = p + 10 <= n && (c = s.charCodeAt(p + 0), c === 109) && (c = s.charCodeAt(p + 1), c === 101) && (c = s.charCodeAt(p + 2), c === 109) && (c = s.charCodeAt(p + 3), c === 111) && (c = s.charCodeAt(p + 4), c === 114) && (c = s.charCodeAt(p + 5), c === 97) && (c = s.charCodeAt(p + 6), c === 110) && (c = s.charCodeAt(p + 7), c === 100) && (c = s.charCodeAt(p + 8), c === 117) && (c = s.charCodeAt(p + 9), c === 109) ? p + 10 : -1;
    if (p109 >= 0) { out = p109; break L106; }
    var p110;
    p110 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 109) && (c = s.charCodeAt(p + 1), c === 101) && (c = s.charCodeAt(p + 2), c === 109) && (c = s.charCodeAt(p + 3), c === 111) ? p + 4 : -1;
    if (p110 >= 0) { out = p110; break L106; }
    var p111;
    p111 = p + 13 <= n && (c = s.charCodeAt(p + 0), c === 114) && (c = s.charCodeAt(p + 1), c === 101) && (c = s.charCodeAt(p + 2), c === 115) && (c = s.charCodeAt(p + 3), c === 101) && (c = s.charCodeAt(p + 4), c === 97) && (c = s.charCodeAt(p + 5), c === 114) && (c = s.charCodeAt(p + 6), c === 99) && (c = s.charCodeAt(p + 7), c === 104) && (c = s.charCodeAt(p + 8), c === 112) && (c = s.charCodeAt(p + 9), c === 97) && (c = s.charCodeAt(p + 10), c === 112) && (c = s.charCodeAt(p + 11), c === 101) && (c = s.charCodeAt(p + 12), c === 114) ? p + 13 : -1;
    if (p111 >= 0) { out = p111; break L106; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // technical-document-id
  var c, out, s = text, n = size;
  L112: {
    var p114;
    p114 = p + 2 <= n && (c = s.charCodeAt(p + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) ? p + 2 : -1;
    if (p114 < 0) { out = -1;  break L112; }
    var p115;
    var q116 = p114;
    while (q116 < n && (c = s.charCodeAt(q116), T2[c] === 1)) q116++;
    p115 = q116 - p114 >= 1 ? q116 : -1;
    if (p115 < 0) { out = -1;  break L112; }
    out = p115;
  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f13(p) { // amendment-id
  var c, out, s = text, n = size;
  var q118 = p, e119 = p + 4;
  if (e119 <= n) while (q118 < e119 && (c = s.charCodeAt(q118), c < 128 && T2[c] === 1)) q118++;
  out = q118 === e119 ? e119 : -1;
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f14(p) { // member-hierarchy
  var c, out, s = text, n = size;
  L120: {
    var k121 = kn;
    var p122;
    p122 = p + 6 <= n && (c = s.charCodeAt(p + 0), c === 109) && (c = s.charCodeAt(p + 1), c === 101) && (c = s.charCodeAt(p + 2), c === 109) && (c = s.charCodeAt(p + 3), c === 98) && (c = s.charCodeAt(p + 4), c === 101) && (c = s.charCodeAt(p + 5), c === 114) ? p + 6 : -1;
    if (p122 < 0) { out = -1; kn = k121; break L120; }
    var p123;
    if (p122 < n && (c = s.charCodeAt(p122), c === 58)) { p123 = p122 + 1; } else { p123 = -1;  }
    if (p123 < 0) { out = -1; kn = k121; break L120; }
    var p124;
    p124 = f15(p123);
    if (p124 < 0) { out = -1; kn = k121; break L120; }
    var p125;
    if (p124 < n && (c = s.charCodeAt(p124), c === 58)) { p125 = p124 + 1; } else { p125 = -1;  }
    if (p125 < 0) { out = -1; kn = k121; break L120; }
    var p126;
    p126 = f16(p125);
    if (p126 < 0) { out = -1; kn = k121; break L120; }
    out = p126;
  }
  return out;
}
function f15(p) { // member-id
  var c, out, s = text, n = size;
  var q127 = p, r128 = 0, e130 = false;
  while (q127 < n) {
    if ((c = s.charCodeAt(q127), c < 128 && T0[c] === 1)) { var k129z = q127; do q127++; while (q127 < n && (c = s.charCodeAt(q127), T0[c] === 1)); r128 += q127 - k129z;  continue; }
    var p131;
    p131 = f9(q127);
    if (p131 < 0) break;
    if (p131 === q127) { e130 = true; break; }
    r128++; q127 = p131;
  }
  if (e130 || r128 >= 1) out = q127; else { out = -1;  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f16(p) { // member-string
  var c, out, s = text, n = size;
  var q132 = p;
  while (q132 < n) {
    if ((c = s.charCodeAt(q132), c < 128 && T3[c] === 1)) { do q132++; while (q132 < n && (c = s.charCodeAt(q132), T3[c] === 1));  continue; }
    var p136;
    L137: {
      var p138;
      p138 = f20(q132);
      if (p138 >= 0) { p136 = p138; break L137; }
      var p139;
      if (q132 < n && (c = s.charCodeAt(q132), c === 47)) { p139 = q132 + 1; } else { p139 = -1;  }
      if (p139 >= 0) { p136 = p139; break L137; }
      p136 = -1;
    }
    if (p136 < 0) break;
    if (p136 === q132) { break; }
    q132 = p136;
  }
  out = q132;
  return out;
}
function f20(p) { // pchar
  var c, out, s = text, n = size;
  L140: {
    var p141;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p141 = p + 1; } else { p141 = -1;  }
    if (p141 >= 0) { out = p141; break L140; }
    var p142;
    p142 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p142 >= 0) { out = p142; break L140; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule oasis-nss. On success returns the number of entries written to
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
const byName = { "specification-id": f4, "tc-id": f5, "type": f6, "subtype": f7, "document-id": f8, "document-type": f11, "technical-document-id": f12, "amendment-id": f13, "member-id": f15 };
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
