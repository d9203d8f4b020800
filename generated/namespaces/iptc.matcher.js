// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/iptc.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(128, '0000000000000000efffff70efffff70');
const T3 = table(128, '000000000000ff300000000000000000');
const T4 = table(128, '000000000006ff30efffff78efffff74');
const T5 = table(128, '000000002df100820000000000000000');
const meta = {
  "profile": "",
  "start": "iptc-nss",
  "parts": [
  "std-name",
  "std-version",
  "res-group",
  "res-name",
  "res-version",
  "group-id",
  "doc-id",
  "doc-version",
  "doc-descr"
  ],
  "views": [],
  "namespace": {
    "nid": "iptc",
    "aliases": [],
    "source": "RFC 3937 s.2.3 (Declaration of structure)",
    "checks": [],
    "equivalence": [],
    "summary": "std or std-draft:name:version:res-group (spec, doc or xmlns)[:res-name[:res-version]], or workdoc:group:doc:version[:descr]",
    "examples": [
    "urn:iptc:std:NewsML:1.1:spec:DTD:1",
    "urn:iptc:workdoc:NMA:0315:1:srs-terms"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?=(?<g1>std\x2ddraft|std))\k<g1>\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:spec|doc|xmlns)(?:\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?!\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)))?|workdoc\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?)$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?=(?<n1>std\\x2ddraft|std))\\k<n1>\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:spec|doc|xmlns)(?:\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?!\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)))?|workdoc\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?)",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?=(?<n1>std\\x2ddraft|std))\\k<n1>\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:spec|doc|xmlns)(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?!\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)))?|workdoc\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?)",
    "layout": "bbc957a8"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?=(?<n1>std\\x2ddraft|std))\\k<n1>\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:spec|doc|xmlns)(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?!\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)))?|workdoc\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?)",
    "layout": "67453272"
  }
};
const parts = ["std-name","std-version","res-group","res-name","res-version","group-id","doc-id","doc-version","doc-descr"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // iptc-nss
  var c, out, s = text, n = size;
  L1: {
    var p2;
    p2 = f1(p);
    if (p2 >= 0) { out = p2; break L1; }
    var p3;
    p3 = f7(p);
    if (p3 >= 0) { out = p3; break L1; }
    out = -1;
  }
  return out;
}
function f1(p) { // std-branch
  var c, out, s = text, n = size;
  L4: {
    var k5 = kn;
    var p6;
    L7: {
      var p8;
      p8 = p + 9 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 100) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c === 100) && (c = s.charCodeAt(p + 5), c === 114) && (c = s.charCodeAt(p + 6), c === 97) && (c = s.charCodeAt(p + 7), c === 102) && (c = s.charCodeAt(p + 8), c === 116) ? p + 9 : -1;
      if (p8 >= 0) { p6 = p8; break L7; }
      var p9;
      p9 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 116) && (c = s.charCodeAt(p + 2), c === 100) ? p + 3 : -1;
      if (p9 >= 0) { p6 = p9; break L7; }
      p6 = -1;
    }
    if (p6 < 0) { out = -1; kn = k5; break L4; }
    var p10;
    if (p6 < n && (c = s.charCodeAt(p6), c === 58)) { p10 = p6 + 1; } else { p10 = -1;  }
    if (p10 < 0) { out = -1; kn = k5; break L4; }
    var p11;
    p11 = f2(p10);
    if (p11 < 0) { out = -1; kn = k5; break L4; }
    var p12;
    if (p11 < n && (c = s.charCodeAt(p11), c === 58)) { p12 = p11 + 1; } else { p12 = -1;  }
    if (p12 < 0) { out = -1; kn = k5; break L4; }
    var p13;
    p13 = f3(p12);
    if (p13 < 0) { out = -1; kn = k5; break L4; }
    var p14;
    if (p13 < n && (c = s.charCodeAt(p13), c === 58)) { p14 = p13 + 1; } else { p14 = -1;  }
    if (p14 < 0) { out = -1; kn = k5; break L4; }
    var p15;
    p15 = f4(p14);
    if (p15 < 0) { out = -1; kn = k5; break L4; }
    var p16;
    var q17 = p15, r18 = 0;
    while (q17 < n) {
      var p21;
      L22: {
        var k23 = kn;
        var p24;
        if (q17 < n && (c = s.charCodeAt(q17), c === 58)) { p24 = q17 + 1; } else { p24 = -1;  }
        if (p24 < 0) { p21 = -1; kn = k23; break L22; }
        var p25;
        p25 = f5(p24);
        if (p25 < 0) { p21 = -1; kn = k23; break L22; }
        var p26;
        var q27 = p25, r28 = 0;
        while (q27 < n) {
          var p31;
          L32: {
            var k33 = kn;
            var p34;
            if (q27 < n && (c = s.charCodeAt(q27), c === 58)) { p34 = q27 + 1; } else { p34 = -1;  }
            if (p34 < 0) { p31 = -1; kn = k33; break L32; }
            var p35;
            p35 = f6(p34);
            if (p35 < 0) { p31 = -1; kn = k33; break L32; }
            p31 = p35;
          }
          if (p31 < 0) break;
          if (p31 === q27) { break; }
          r28++; q27 = p31;
          if (r28 === 1) break;
        }
        p26 = q27;
        if (p26 < 0) { p21 = -1; kn = k23; break L22; }
        p21 = p26;
      }
      if (p21 < 0) break;
      if (p21 === q17) { break; }
      r18++; q17 = p21;
      if (r18 === 1) break;
    }
    p16 = q17;
    if (p16 < 0) { out = -1; kn = k5; break L4; }
    out = p16;
  }
  return out;
}
function f2(p) { // std-name
  var c, out, s = text, n = size;
  var q36 = p, r37 = 0, e39 = false;
  while (q36 < n) {
    if ((c = s.charCodeAt(q36), c < 128 && T0[c] === 1)) { var k38z = q36; do q36++; while (q36 < n && (c = s.charCodeAt(q36), T0[c] === 1)); r37 += q36 - k38z;  continue; }
    var p40;
    p40 = f12(q36);
    if (p40 < 0) break;
    if (p40 === q36) { e39 = true; break; }
    r37++; q36 = p40;
  }
  if (e39 || r37 >= 1) out = q36; else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // std-version
  var c, out, s = text, n = size;
  var q41 = p, r42 = 0, e44 = false;
  while (q41 < n) {
    if ((c = s.charCodeAt(q41), c < 128 && T0[c] === 1)) { var k43z = q41; do q41++; while (q41 < n && (c = s.charCodeAt(q41), T0[c] === 1)); r42 += q41 - k43z;  continue; }
    var p45;
    p45 = f12(q41);
    if (p45 < 0) break;
    if (p45 === q41) { e44 = true; break; }
    r42++; q41 = p45;
  }
  if (e44 || r42 >= 1) out = q41; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // res-group
  var c, out, s = text, n = size;
  L46: {
    var p47;
    p47 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 115) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 101) && (c = s.charCodeAt(p + 3), c === 99) ? p + 4 : -1;
    if (p47 >= 0) { out = p47; break L46; }
    var p48;
    p48 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 100) && (c = s.charCodeAt(p + 1), c === 111) && (c = s.charCodeAt(p + 2), c === 99) ? p + 3 : -1;
    if (p48 >= 0) { out = p48; break L46; }
    var p49;
    p49 = p + 5 <= n && (c = s.charCodeAt(p + 0), c === 120) && (c = s.charCodeAt(p + 1), c === 109) && (c = s.charCodeAt(p + 2), c === 108) && (c = s.charCodeAt(p + 3), c === 110) && (c = s.charCodeAt(p + 4), c === 115) ? p + 5 : -1;
    if (p49 >= 0) { out = p49; break L46; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // res-name
  var c, out, s = text, n = size;
  var q50 = p, r51 = 0, e53 = false;
  while (q50 < n) {
    if ((c = s.charCodeAt(q50), c < 128 && T0[c] === 1)) { var k52z = q50; do q50++; while (q50 < n && (c = s.charCodeAt(q50), T0[c] === 1)); r51 += q50 - k52z;  continue; }
    var p54;
    p54 = f12(q50);
    if (p54 < 0) break;
    if (p54 === q50) { e53 = true; break; }
    r51++; q50 = p54;
  }
  if (e53 || r51 >= 1) out = q50; else { out = -1;  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // res-version
  var c, out, s = text, n = size;
  var q55 = p, r56 = 0, e58 = false;
  while (q55 < n) {
    if ((c = s.charCodeAt(q55), c < 128 && T0[c] === 1)) { var k57z = q55; do q55++; while (q55 < n && (c = s.charCodeAt(q55), T0[c] === 1)); r56 += q55 - k57z;  continue; }
    var p59;
    p59 = f12(q55);
    if (p59 < 0) break;
    if (p59 === q55) { e58 = true; break; }
    r56++; q55 = p59;
  }
  if (e58 || r56 >= 1) out = q55; else { out = -1;  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // workdoc
  var c, out, s = text, n = size;
  L60: {
    var k61 = kn;
    var p62;
    p62 = p + 7 <= n && (c = s.charCodeAt(p + 0), c === 119) && (c = s.charCodeAt(p + 1), c === 111) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 107) && (c = s.charCodeAt(p + 4), c === 100) && (c = s.charCodeAt(p + 5), c === 111) && (c = s.charCodeAt(p + 6), c === 99) ? p + 7 : -1;
    if (p62 < 0) { out = -1; kn = k61; break L60; }
    var p63;
    if (p62 < n && (c = s.charCodeAt(p62), c === 58)) { p63 = p62 + 1; } else { p63 = -1;  }
    if (p63 < 0) { out = -1; kn = k61; break L60; }
    var p64;
    p64 = f8(p63);
    if (p64 < 0) { out = -1; kn = k61; break L60; }
    var p65;
    if (p64 < n && (c = s.charCodeAt(p64), c === 58)) { p65 = p64 + 1; } else { p65 = -1;  }
    if (p65 < 0) { out = -1; kn = k61; break L60; }
    var p66;
    p66 = f9(p65);
    if (p66 < 0) { out = -1; kn = k61; break L60; }
    var p67;
    if (p66 < n && (c = s.charCodeAt(p66), c === 58)) { p67 = p66 + 1; } else { p67 = -1;  }
    if (p67 < 0) { out = -1; kn = k61; break L60; }
    var p68;
    p68 = f10(p67);
    if (p68 < 0) { out = -1; kn = k61; break L60; }
    var p69;
    var q70 = p68, r71 = 0;
    while (q70 < n) {
      var p74;
      L75: {
        var k76 = kn;
        var p77;
        if (q70 < n && (c = s.charCodeAt(q70), c === 58)) { p77 = q70 + 1; } else { p77 = -1;  }
        if (p77 < 0) { p74 = -1; kn = k76; break L75; }
        var p78;
        p78 = f11(p77);
        if (p78 < 0) { p74 = -1; kn = k76; break L75; }
        p74 = p78;
      }
      if (p74 < 0) break;
      if (p74 === q70) { break; }
      r71++; q70 = p74;
      if (r71 === 1) break;
    }
    p69 = q70;
    if (p69 < 0) { out = -1; kn = k61; break L60; }
    out = p69;
  }
  return out;
}
function f8(p) { // group-id
  var c, out, s = text, n = size;
  var q79 = p, r80 = 0, e82 = false;
  while (q79 < n) {
    if ((c = s.charCodeAt(q79), c < 128 && T0[c] === 1)) { var k81z = q79; do q79++; while (q79 < n && (c = s.charCodeAt(q79), T0[c] === 1)); r80 += q79 - k81z;  continue; }
    var p83;
    p83 = f12(q79);
    if (p83 < 0) break;
    if (p83 === q79) { e82 = true; break; }
    r80++; q79 = p83;
  }
  if (e82 || r80 >= 1) out = q79; else { out = -1;  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // doc-id
  var c, out, s = text, n = size;
  var q84 = p, r85 = 0, e87 = false;
  while (q84 < n) {
    if ((c = s.charCodeAt(q84), c < 128 && T0[c] === 1)) { var k86z = q84; do q84++; while (q84 < n && (c = s.charCodeAt(q84), T0[c] === 1)); r85 += q84 - k86z;  continue; }
    var p88;
    p88 = f12(q84);
    if (p88 < 0) break;
    if (p88 === q84) { e87 = true; break; }
    r85++; q84 = p88;
  }
  if (e87 || r85 >= 1) out = q84; else { out = -1;  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // doc-version
  var c, out, s = text, n = size;
  var q89 = p, r90 = 0, e92 = false;
  while (q89 < n) {
    if ((c = s.charCodeAt(q89), c < 128 && T0[c] === 1)) { var k91z = q89; do q89++; while (q89 < n && (c = s.charCodeAt(q89), T0[c] === 1)); r90 += q89 - k91z;  continue; }
    var p93;
    p93 = f12(q89);
    if (p93 < 0) break;
    if (p93 === q89) { e92 = true; break; }
    r90++; q89 = p93;
  }
  if (e92 || r90 >= 1) out = q89; else { out = -1;  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // doc-descr
  var c, out, s = text, n = size;
  var q94 = p, r95 = 0, e97 = false;
  while (q94 < n) {
    if ((c = s.charCodeAt(q94), c < 128 && T0[c] === 1)) { var k96z = q94; do q94++; while (q94 < n && (c = s.charCodeAt(q94), T0[c] === 1)); r95 += q94 - k96z;  continue; }
    var p98;
    p98 = f12(q94);
    if (p98 < 0) break;
    if (p98 === q94) { e97 = true; break; }
    r95++; q94 = p98;
  }
  if (e97 || r95 >= 1) out = q94; else { out = -1;  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // id-char
  var c, out, s = text, n = size;
  L99: {
    var p100;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p100 = p + 1; } else { p100 = -1;  }
    if (p100 >= 0) { out = p100; break L99; }
    var p101;
    p101 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p101 >= 0) { out = p101; break L99; }
    out = -1;
  }
  return out;
}
function f13(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
function f14(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
function f15(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
function f17(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
function f18(p) { // pct-encoded
  var c, out, s = text, n = size;
  out = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
  return out;
}
function f19(p) { // sub-delims
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; } else { out = -1;  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule iptc-nss. On success returns the number of entries written to
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
const byName = { "iptc-nss": f0, "std-branch": f1, "std-name": f2, "std-version": f3, "res-group": f4, "res-name": f5, "res-version": f6, "workdoc": f7, "group-id": f8, "doc-id": f9, "doc-version": f10, "doc-descr": f11, "id-char": f12, "ALPHA": f13, "DIGIT": f14, "HEXDIG": f15, "unreserved": f17, "pct-encoded": f18, "sub-delims": f19 };
/**
* Matches `input` from `from` to `to` against one rule, recording the
* @views rules as well as the @parts: what a reader of a part's inner
* structure asks for on demand. Returns the number of entries written, or -1.
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
