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
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?=(?<n1>std\\x2ddraft|std))\\k<n1>\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:spec|doc|xmlns)(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+|(?!\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)))?|workdoc\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)?)",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
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
    if (p < n && (c = s.charCodeAt(p), c === 115)) {
      out = p + 1 + 3 <= n && (c = s.charCodeAt(p + 1 + 0), c === 112) && (c = s.charCodeAt(p + 1 + 1), c === 101) && (c = s.charCodeAt(p + 1 + 2), c === 99) ? p + 1 + 3 : -1;
      if (out >= 0) break L46;
    }
    if (p < n && (c = s.charCodeAt(p), c === 100)) {
      out = p + 1 + 2 <= n && (c = s.charCodeAt(p + 1 + 0), c === 111) && (c = s.charCodeAt(p + 1 + 1), c === 99) ? p + 1 + 2 : -1;
      if (out >= 0) break L46;
    }
    if (p < n && (c = s.charCodeAt(p), c === 120)) {
      out = p + 1 + 4 <= n && (c = s.charCodeAt(p + 1 + 0), c === 109) && (c = s.charCodeAt(p + 1 + 1), c === 108) && (c = s.charCodeAt(p + 1 + 2), c === 110) && (c = s.charCodeAt(p + 1 + 3), c === 115) ? p + 1 + 4 : -1;
      if (out >= 0) break L46;
    }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // res-name
  var c, out, s = text, n = size;
  var q47 = p, r48 = 0, e50 = false;
  while (q47 < n) {
    if ((c = s.charCodeAt(q47), c < 128 && T0[c] === 1)) { var k49z = q47; do q47++; while (q47 < n && (c = s.charCodeAt(q47), T0[c] === 1)); r48 += q47 - k49z;  continue; }
    var p51;
    p51 = f12(q47);
    if (p51 < 0) break;
    if (p51 === q47) { e50 = true; break; }
    r48++; q47 = p51;
  }
  if (e50 || r48 >= 1) out = q47; else { out = -1;  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // res-version
  var c, out, s = text, n = size;
  var q52 = p, r53 = 0, e55 = false;
  while (q52 < n) {
    if ((c = s.charCodeAt(q52), c < 128 && T0[c] === 1)) { var k54z = q52; do q52++; while (q52 < n && (c = s.charCodeAt(q52), T0[c] === 1)); r53 += q52 - k54z;  continue; }
    var p56;
    p56 = f12(q52);
    if (p56 < 0) break;
    if (p56 === q52) { e55 = true; break; }
    r53++; q52 = p56;
  }
  if (e55 || r53 >= 1) out = q52; else { out = -1;  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // workdoc
  var c, out, s = text, n = size;
  L57: {
    var k58 = kn;
    var p59;
    p59 = p + 7 <= n && (c = s.charCodeAt(p + 0), c === 119) && (c = s.charCodeAt(p + 1), c === 111) && (c = s.charCodeAt(p + 2), c === 114) && (c = s.charCodeAt(p + 3), c === 107) && (c = s.charCodeAt(p + 4), c === 100) && (c = s.charCodeAt(p + 5), c === 111) && (c = s.charCodeAt(p + 6), c === 99) ? p + 7 : -1;
    if (p59 < 0) { out = -1; kn = k58; break L57; }
    var p60;
    if (p59 < n && (c = s.charCodeAt(p59), c === 58)) { p60 = p59 + 1; } else { p60 = -1;  }
    if (p60 < 0) { out = -1; kn = k58; break L57; }
    var p61;
    p61 = f8(p60);
    if (p61 < 0) { out = -1; kn = k58; break L57; }
    var p62;
    if (p61 < n && (c = s.charCodeAt(p61), c === 58)) { p62 = p61 + 1; } else { p62 = -1;  }
    if (p62 < 0) { out = -1; kn = k58; break L57; }
    var p63;
    p63 = f9(p62);
    if (p63 < 0) { out = -1; kn = k58; break L57; }
    var p64;
    if (p63 < n && (c = s.charCodeAt(p63), c === 58)) { p64 = p63 + 1; } else { p64 = -1;  }
    if (p64 < 0) { out = -1; kn = k58; break L57; }
    var p65;
    p65 = f10(p64);
    if (p65 < 0) { out = -1; kn = k58; break L57; }
    var p66;
    var q67 = p65, r68 = 0;
    while (q67 < n) {
      var p71;
      L72: {
        var k73 = kn;
        var p74;
        if (q67 < n && (c = s.charCodeAt(q67), c === 58)) { p74 = q67 + 1; } else { p74 = -1;  }
        if (p74 < 0) { p71 = -1; kn = k73; break L72; }
        var p75;
        p75 = f11(p74);
        if (p75 < 0) { p71 = -1; kn = k73; break L72; }
        p71 = p75;
      }
      if (p71 < 0) break;
      if (p71 === q67) { break; }
      r68++; q67 = p71;
      if (r68 === 1) break;
    }
    p66 = q67;
    if (p66 < 0) { out = -1; kn = k58; break L57; }
    out = p66;
  }
  return out;
}
function f8(p) { // group-id
  var c, out, s = text, n = size;
  var q76 = p, r77 = 0, e79 = false;
  while (q76 < n) {
    if ((c = s.charCodeAt(q76), c < 128 && T0[c] === 1)) { var k78z = q76; do q76++; while (q76 < n && (c = s.charCodeAt(q76), T0[c] === 1)); r77 += q76 - k78z;  continue; }
    var p80;
    p80 = f12(q76);
    if (p80 < 0) break;
    if (p80 === q76) { e79 = true; break; }
    r77++; q76 = p80;
  }
  if (e79 || r77 >= 1) out = q76; else { out = -1;  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // doc-id
  var c, out, s = text, n = size;
  var q81 = p, r82 = 0, e84 = false;
  while (q81 < n) {
    if ((c = s.charCodeAt(q81), c < 128 && T0[c] === 1)) { var k83z = q81; do q81++; while (q81 < n && (c = s.charCodeAt(q81), T0[c] === 1)); r82 += q81 - k83z;  continue; }
    var p85;
    p85 = f12(q81);
    if (p85 < 0) break;
    if (p85 === q81) { e84 = true; break; }
    r82++; q81 = p85;
  }
  if (e84 || r82 >= 1) out = q81; else { out = -1;  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // doc-version
  var c, out, s = text, n = size;
  var q86 = p, r87 = 0, e89 = false;
  while (q86 < n) {
    if ((c = s.charCodeAt(q86), c < 128 && T0[c] === 1)) { var k88z = q86; do q86++; while (q86 < n && (c = s.charCodeAt(q86), T0[c] === 1)); r87 += q86 - k88z;  continue; }
    var p90;
    p90 = f12(q86);
    if (p90 < 0) break;
    if (p90 === q86) { e89 = true; break; }
    r87++; q86 = p90;
  }
  if (e89 || r87 >= 1) out = q86; else { out = -1;  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // doc-descr
  var c, out, s = text, n = size;
  var q91 = p, r92 = 0, e94 = false;
  while (q91 < n) {
    if ((c = s.charCodeAt(q91), c < 128 && T0[c] === 1)) { var k93z = q91; do q91++; while (q91 < n && (c = s.charCodeAt(q91), T0[c] === 1)); r92 += q91 - k93z;  continue; }
    var p95;
    p95 = f12(q91);
    if (p95 < 0) break;
    if (p95 === q91) { e94 = true; break; }
    r92++; q91 = p95;
  }
  if (e94 || r92 >= 1) out = q91; else { out = -1;  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // id-char
  var c, out, s = text, n = size;
  L96: {
    var p97;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p97 = p + 1; } else { p97 = -1;  }
    if (p97 >= 0) { out = p97; break L96; }
    var p98;
    p98 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p98 >= 0) { out = p98; break L96; }
    out = -1;
  }
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
const byName = { "std-name": f2, "std-version": f3, "res-group": f4, "res-name": f5, "res-version": f6, "group-id": f8, "doc-id": f9, "doc-version": f10, "doc-descr": f11 };
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
