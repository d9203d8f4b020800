// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/community/cts.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '0000000029f1ffb2efffff78efffff70');
const T1 = table(65536, '0000000029f3ffb2efffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '000000000000ef300000000000000000');
const T4 = table(65536, '000000000000ff300000000000000000');
const meta = {
  "profile": "",
  "start": "cts-nss",
  "parts": [
  "CTSNAMESPACE",
  "TEXTGROUP",
  "WORK",
  "VERSION",
  "EXEMPLAR",
  "PASSAGE"
  ],
  "views": [],
  "namespace": {
    "nid": "cts",
    "aliases": [],
    "source": "CTS URN specification 3.0 (Syntax of a CTS URN)",
    "checks": [],
    "equivalence": [],
    "summary": "a CTS namespace, a work component of 1 to 4 \".\"-separated parts, a passage (nodes, ranges, @subreferences) after a work",
    "examples": [
    "urn:cts:greekLit:tlg0012.tlg001.hmt01:10.1-10.10",
    "urn:cts:greekLit:tlg0012:",
    "urn:cts:greekLit:tlg0012.tlg001.perseus-grc2:1.1"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])+\x3a(?:[\x21\x24\x27-\x2d0-9\x3b\x3dA-Z\x5fa-z])+(?=(?<g5>\x2e(?:[\x21\x24\x27-\x2d0-9\x3b\x3dA-Z\x5fa-z])+(?:\x2e(?:[\x21\x24\x27-\x2d0-9\x3b\x3dA-Z\x5fa-z])+(?:\x2e(?:[\x21\x24\x27-\x2d0-9\x3b\x3dA-Z\x5fa-z])+)?)?(?:\x3a(?:(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])+(?:\x2e(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])+)*(?:\x40(?:(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:\x5b|\x255[Bb])[1-9](?:[0-9])*(?:\x5d|\x255[Dd]))?(?:\x2d(?!(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])+(?![\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])(?=(?<g4>\x2e|\x40|(?!(?=(?<g3>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g3>)))\k<g4>)(?:(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:\x5b|\x255[Bb])[1-9](?:[0-9])*(?:\x5d|\x255[Dd]))?)?)?(?:\x2d(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])+(?:\x2e(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])+)*(?:\x40(?:(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:\x5b|\x255[Bb])[1-9](?:[0-9])*(?:\x5d|\x255[Dd]))?(?:\x2d(?!(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])+(?![\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z])(?=(?<g2>\x2e|\x40|(?!(?=(?<g1>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g1>)))\k<g2>)(?:(?:[\x21\x24\x27-\x2c0-9\x3b\x3dA-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:\x5b|\x255[Bb])[1-9](?:[0-9])*(?:\x5d|\x255[Dd]))?)?)?)?)?)?|(?:\x3a)?))\k<g5>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+\\x3a(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?=(?<n5>\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+)?)?(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+)*(?:\\x40(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?(?:\\x2d(?!(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?![\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])(?=(?<n4>\\x2e|\\x40|(?!(?=(?<n3>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n3>)))\\k<n4>)(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?)?)?(?:\\x2d(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+)*(?:\\x40(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?(?:\\x2d(?!(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?![\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])(?=(?<n2>\\x2e|\\x40|(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n1>)))\\k<n2>)(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?)?)?)?)?)?|(?:\\x3a)?))\\k<n5>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+\\x3a(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?=(?<n5>\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+)?)?(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+)*(?:\\x40(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?(?:\\x2d(?!(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?![\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])(?=(?<n4>\\x2e|\\x40|(?!(?=(?<n3>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n3>)))\\k<n4>)(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?)?)?(?:\\x2d(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+)*(?:\\x40(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?(?:\\x2d(?!(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?![\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])(?=(?<n2>\\x2e|\\x40|(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)))\\k<n2>)(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?)?)?)?)?)?|(?:\\x3a)?))\\k<n5>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+\\x3a(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?=(?<n5>\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2d0-9\\x3b\\x3dA-Z\\x5fa-z])+)?)?(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+)*(?:\\x40(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?(?:\\x2d(?!(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?![\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])(?=(?<n4>\\x2e|\\x40|(?!(?=(?<n3>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n3>)))\\k<n4>)(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?)?)?(?:\\x2d(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?:\\x2e(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+)*(?:\\x40(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?(?:\\x2d(?!(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])+(?![\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z])(?=(?<n2>\\x2e|\\x40|(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)))\\k<n2>)(?:(?:[\\x21\\x24\\x27-\\x2c0-9\\x3b\\x3dA-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:(?:[]|\\x255[Bb])[1-9](?:[0-9])*(?:[]|\\x255[Dd]))?)?)?)?)?)?|(?:\\x3a)?))\\k<n5>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["CTSNAMESPACE","TEXTGROUP","WORK","VERSION","EXEMPLAR","PASSAGE"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // cts-nss
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
    p5 = f2(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    L7: {
      var p8;
      L9: {
        var k10 = kn;
        var p11;
        if (p5 < n && (c = s.charCodeAt(p5), c === 46)) { p11 = p5 + 1; } else { p11 = -1;  }
        if (p11 < 0) { p8 = -1; kn = k10; break L9; }
        var p12;
        p12 = f3(p11);
        if (p12 < 0) { p8 = -1; kn = k10; break L9; }
        var p13;
        var q14 = p12, r15 = 0;
        while (q14 < n) {
          var p18;
          L19: {
            var k20 = kn;
            var p21;
            if (q14 < n && (c = s.charCodeAt(q14), c === 46)) { p21 = q14 + 1; } else { p21 = -1;  }
            if (p21 < 0) { p18 = -1; kn = k20; break L19; }
            var p22;
            p22 = f4(p21);
            if (p22 < 0) { p18 = -1; kn = k20; break L19; }
            var p23;
            var q24 = p22, r25 = 0;
            while (q24 < n) {
              var p28;
              L29: {
                var k30 = kn;
                var p31;
                if (q24 < n && (c = s.charCodeAt(q24), c === 46)) { p31 = q24 + 1; } else { p31 = -1;  }
                if (p31 < 0) { p28 = -1; kn = k30; break L29; }
                var p32;
                p32 = f5(p31);
                if (p32 < 0) { p28 = -1; kn = k30; break L29; }
                p28 = p32;
              }
              if (p28 < 0) break;
              if (p28 === q24) { break; }
              r25++; q24 = p28;
              if (r25 === 1) break;
            }
            p23 = q24;
            if (p23 < 0) { p18 = -1; kn = k20; break L19; }
            p18 = p23;
          }
          if (p18 < 0) break;
          if (p18 === q14) { break; }
          r15++; q14 = p18;
          if (r15 === 1) break;
        }
        p13 = q14;
        if (p13 < 0) { p8 = -1; kn = k10; break L9; }
        var p33;
        var q34 = p13, r35 = 0;
        while (q34 < n) {
          var p38;
          L39: {
            var k40 = kn;
            var p41;
            if (q34 < n && (c = s.charCodeAt(q34), c === 58)) { p41 = q34 + 1; } else { p41 = -1;  }
            if (p41 < 0) { p38 = -1; kn = k40; break L39; }
            var p42;
            var q43 = p41, r44 = 0;
            while (q43 < n) {
              var p47;
              p47 = f6(q43);
              if (p47 < 0) break;
              if (p47 === q43) { break; }
              r44++; q43 = p47;
              if (r44 === 1) break;
            }
            p42 = q43;
            if (p42 < 0) { p38 = -1; kn = k40; break L39; }
            p38 = p42;
          }
          if (p38 < 0) break;
          if (p38 === q34) { break; }
          r35++; q34 = p38;
          if (r35 === 1) break;
        }
        p33 = q34;
        if (p33 < 0) { p8 = -1; kn = k10; break L9; }
        p8 = p33;
      }
      if (p8 >= 0) { p6 = p8; break L7; }
      var p48;
      var q49 = p5, m51 = Math.min(n, p5 + 1);
      while (q49 < m51 && (c = s.charCodeAt(q49), c === 58)) q49++;
      p48 = q49;
      if (p48 >= 0) { p6 = p48; break L7; }
      p6 = -1;
    }
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    out = p6;
  }
  return out;
}
function f1(p) { // CTSNAMESPACE
  var c, out, s = text, n = size;
  var q52 = p;
  while (q52 < n && (c = s.charCodeAt(q52), T0[c] === 1)) q52++;
  out = q52 - p >= 1 ? q52 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // TEXTGROUP
  var c, out, s = text, n = size;
  var q54 = p;
  while (q54 < n && (c = s.charCodeAt(q54), T1[c] === 1)) q54++;
  out = q54 - p >= 1 ? q54 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // WORK
  var c, out, s = text, n = size;
  var q56 = p;
  while (q56 < n && (c = s.charCodeAt(q56), T1[c] === 1)) q56++;
  out = q56 - p >= 1 ? q56 : -1;
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // VERSION
  var c, out, s = text, n = size;
  var q58 = p;
  while (q58 < n && (c = s.charCodeAt(q58), T1[c] === 1)) q58++;
  out = q58 - p >= 1 ? q58 : -1;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // EXEMPLAR
  var c, out, s = text, n = size;
  var q60 = p;
  while (q60 < n && (c = s.charCodeAt(q60), T1[c] === 1)) q60++;
  out = q60 - p >= 1 ? q60 : -1;
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // PASSAGE
  var c, out, s = text, n = size;
  L62: {
    var p64;
    p64 = f7(p);
    if (p64 < 0) { out = -1;  break L62; }
    var p65;
    var q66 = p64, r67 = 0;
    while (q66 < n) {
      var p70;
      L71: {
        var p73;
        if (q66 < n && (c = s.charCodeAt(q66), c === 45)) { p73 = q66 + 1; } else { p73 = -1;  }
        if (p73 < 0) { p70 = -1;  break L71; }
        var p74;
        p74 = f7(p73);
        if (p74 < 0) { p70 = -1;  break L71; }
        p70 = p74;
      }
      if (p70 < 0) break;
      if (p70 === q66) { break; }
      r67++; q66 = p70;
      if (r67 === 1) break;
    }
    p65 = q66;
    if (p65 < 0) { out = -1;  break L62; }
    out = p65;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // node-reference
  var c, out, s = text, n = size;
  L75: {
    var p77;
    p77 = f8(p);
    if (p77 < 0) { out = -1;  break L75; }
    var p78;
    var q79 = p77, r80 = 0;
    while (q79 < n) {
      var p83;
      L84: {
        var p86;
        if (q79 < n && (c = s.charCodeAt(q79), c === 64)) { p86 = q79 + 1; } else { p86 = -1;  }
        if (p86 < 0) { p83 = -1;  break L84; }
        var p87;
        p87 = f9(p86);
        if (p87 < 0) { p83 = -1;  break L84; }
        p83 = p87;
      }
      if (p83 < 0) break;
      if (p83 === q79) { break; }
      r80++; q79 = p83;
      if (r80 === 1) break;
    }
    p78 = q79;
    if (p78 < 0) { out = -1;  break L75; }
    out = p78;
  }
  return out;
}
function f8(p) { // citable-node
  var c, out, s = text, n = size;
  L88: {
    var p90;
    var q91 = p;
    while (q91 < n && (c = s.charCodeAt(q91), T0[c] === 1)) q91++;
    p90 = q91 - p >= 1 ? q91 : -1;
    if (p90 < 0) { out = -1;  break L88; }
    var p93;
    var q94 = p90;
    while (q94 < n) {
      var p98;
      L99: {
        var p101;
        if (q94 < n && (c = s.charCodeAt(q94), c === 46)) { p101 = q94 + 1; } else { p101 = -1;  }
        if (p101 < 0) { p98 = -1;  break L99; }
        var p102;
        var q103 = p101;
        while (q103 < n && (c = s.charCodeAt(q103), T0[c] === 1)) q103++;
        p102 = q103 - p101 >= 1 ? q103 : -1;
        if (p102 < 0) { p98 = -1;  break L99; }
        p98 = p102;
      }
      if (p98 < 0) break;
      if (p98 === q94) { break; }
      q94 = p98;
    }
    p93 = q94;
    if (p93 < 0) { out = -1;  break L88; }
    out = p93;
  }
  return out;
}
function f9(p) { // subsection
  var c, out, s = text, n = size;
  L105: {
    var p107;
    p107 = f11(p);
    if (p107 < 0) { out = -1;  break L105; }
    var p108;
    var q109 = p107, r110 = 0;
    while (q109 < n) {
      var p113;
      L114: {
        var p116;
        if (q109 < n && (c = s.charCodeAt(q109), c === 45)) { p116 = q109 + 1; } else { p116 = -1;  }
        if (p116 < 0) { p113 = -1;  break L114; }
        var p117;
        var p118;
        p118 = f10(p116);
        p117 = p118 >= 0 ? -1 : p116;
        if (p117 < 0) { p113 = -1;  break L114; }
        var p120;
        p120 = f11(p117);
        if (p120 < 0) { p113 = -1;  break L114; }
        p113 = p120;
      }
      if (p113 < 0) break;
      if (p113 === q109) { break; }
      r110++; q109 = p113;
      if (r110 === 1) break;
    }
    p108 = q109;
    if (p108 < 0) { out = -1;  break L105; }
    out = p108;
  }
  return out;
}
function f10(p) { // range-end
  var c, out, s = text, n = size;
  L121: {
    var p123;
    var q124 = p;
    while (q124 < n && (c = s.charCodeAt(q124), T0[c] === 1)) q124++;
    p123 = q124 - p >= 1 ? q124 : -1;
    if (p123 < 0) { out = -1;  break L121; }
    var p126;
    L127: {
      var p128;
      if (p123 < n && (c = s.charCodeAt(p123), c === 46)) { p128 = p123 + 1; } else { p128 = -1;  }
      if (p128 >= 0) { p126 = p128; break L127; }
      var p129;
      if (p123 < n && (c = s.charCodeAt(p123), c === 64)) { p129 = p123 + 1; } else { p129 = -1;  }
      if (p129 >= 0) { p126 = p129; break L127; }
      var p130;
      var p131;
      L133: {
        var p134;
        if (p123 < n && (c = s.charCodeAt(p123), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p134 = p123 + 1; } else { p134 = -1;  }
        if (p134 >= 0) { p131 = p134; break L133; }
        var p135;
        p135 = p123 + 2 <= n && (c = s.charCodeAt(p123 + 0), c === 55296) && (c = s.charCodeAt(p123 + 1), ((c >= 56320 && c <= 57343))) ? p123 + 2 : -1;
        if (p135 >= 0) { p131 = p135; break L133; }
        var p136;
        p136 = p123 + 2 <= n && (c = s.charCodeAt(p123 + 0), ((c >= 55297 && c <= 56318))) && (c = s.charCodeAt(p123 + 1), ((c >= 56320 && c <= 57343))) ? p123 + 2 : -1;
        if (p136 >= 0) { p131 = p136; break L133; }
        var p137;
        p137 = p123 + 2 <= n && (c = s.charCodeAt(p123 + 0), c === 56319) && (c = s.charCodeAt(p123 + 1), ((c >= 56320 && c <= 57343))) ? p123 + 2 : -1;
        if (p137 >= 0) { p131 = p137; break L133; }
        var p138;
        L139: {
          var p141;
          if (p123 < n && (c = s.charCodeAt(p123), ((c >= 55296 && c <= 56319)))) { p141 = p123 + 1; } else { p141 = -1;  }
          if (p141 < 0) { p138 = -1;  break L139; }
          var p142;
          var p143;
          if (p141 < n && (c = s.charCodeAt(p141), ((c >= 56320 && c <= 57343)))) { p143 = p141 + 1; } else { p143 = -1;  }
          p142 = p143 >= 0 ? -1 : p141;
          if (p142 < 0) { p138 = -1;  break L139; }
          p138 = p142;
        }
        if (p138 >= 0) { p131 = p138; break L133; }
        p131 = -1;
      }
      p130 = p131 >= 0 ? -1 : p123;
      if (p130 >= 0) { p126 = p130; break L127; }
      p126 = -1;
    }
    if (p126 < 0) { out = -1;  break L121; }
    out = p126;
  }
  return out;
}
function f11(p) { // subreference
  var c, out, s = text, n = size;
  L145: {
    var p147;
    var q148 = p, r149 = 0, e151 = false;
    while (q148 < n) {
      if ((c = s.charCodeAt(q148), c < 128 && T0[c] === 1)) { var k150z = q148; do q148++; while (q148 < n && (c = s.charCodeAt(q148), T0[c] === 1)); r149 += q148 - k150z;  continue; }
      var p152;
      L153: {
        if (q148 < n && (c = s.charCodeAt(q148), c < 128 && T0[c] === 1)) {
          p152 = q148 + 1; break L153;
        }
        if (q148 < n && (c = s.charCodeAt(q148), c === 37)) {
          p152 = q148 + 1 + 2 <= n && (c = s.charCodeAt(q148 + 1 + 0), c < 128 && T2[c] === 1) && (c = s.charCodeAt(q148 + 1 + 1), c < 128 && T2[c] === 1) ? q148 + 1 + 2 : -1;
          if (p152 >= 0) break L153;
        }
        p152 = -1;
      }
      if (p152 < 0) break;
      if (p152 === q148) { e151 = true; break; }
      r149++; q148 = p152;
    }
    if (e151 || r149 >= 1) p147 = q148; else { p147 = -1;  }
    if (p147 < 0) { out = -1;  break L145; }
    var p154;
    var q155 = p147, r156 = 0;
    while (q155 < n) {
      var p159;
      p159 = f12(q155);
      if (p159 < 0) break;
      if (p159 === q155) { break; }
      r156++; q155 = p159;
      if (r156 === 1) break;
    }
    p154 = q155;
    if (p154 < 0) { out = -1;  break L145; }
    out = p154;
  }
  return out;
}
function f12(p) { // index
  var c, out, s = text, n = size;
  L160: {
    var p162;
    L163: {
      if (p < n && (c = s.charCodeAt(p), c === 91)) {
        p162 = p + 1; break L163;
      }
      if (p < n && (c = s.charCodeAt(p), c === 37)) {
        p162 = p + 1 + 2 <= n && (c = s.charCodeAt(p + 1 + 0), c === 53) && (c = s.charCodeAt(p + 1 + 1), (c | 32) === 98) ? p + 1 + 2 : -1;
        if (p162 >= 0) break L163;
      }
      p162 = -1;
    }
    if (p162 < 0) { out = -1;  break L160; }
    var p164;
    if (p162 < n && (c = s.charCodeAt(p162), c < 128 && T3[c] === 1)) { p164 = p162 + 1; } else { p164 = -1;  }
    if (p164 < 0) { out = -1;  break L160; }
    var p165;
    var q166 = p164;
    while (q166 < n && (c = s.charCodeAt(q166), T4[c] === 1)) q166++;
    p165 = q166;
    if (p165 < 0) { out = -1;  break L160; }
    var p168;
    L169: {
      if (p165 < n && (c = s.charCodeAt(p165), c === 93)) {
        p168 = p165 + 1; break L169;
      }
      if (p165 < n && (c = s.charCodeAt(p165), c === 37)) {
        p168 = p165 + 1 + 2 <= n && (c = s.charCodeAt(p165 + 1 + 0), c === 53) && (c = s.charCodeAt(p165 + 1 + 1), (c | 32) === 100) ? p165 + 1 + 2 : -1;
        if (p168 >= 0) break L169;
      }
      p168 = -1;
    }
    if (p168 < 0) { out = -1;  break L160; }
    out = p168;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule cts-nss. On success returns the number of entries written to
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
const byName = { "CTSNAMESPACE": f1, "TEXTGROUP": f2, "WORK": f3, "VERSION": f4, "EXEMPLAR": f5, "PASSAGE": f6 };
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
