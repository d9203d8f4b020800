// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/ietf.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000002ff30efffff70efffff70');
const T1 = table(65536, '000000000000ff300000000000000000');
const T2 = table(65536, '000000002dffffb2ffffff78efffff74');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [
  "ietf-class",
  "doc-number",
  "draft-name",
  "mtg-name",
  "registry-name"
  ],
  "views": [],
  "namespace": {
    "nid": "ietf",
    "aliases": [],
    "source": "RFC 2648 s.2",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "rfc-nss",
      "fyi-nss",
      "std-nss",
      "bcp-nss",
      "draft-nss",
      "mtg-nss",
      "other-nss"
      ],
      "section": "RFC 2648 s.2"
    }
    ],
    "summary": "rfc/fyi/std/bcp numbers, id/mtg names, params: registry names, other classes",
    "examples": [
    "urn:ietf:rfc:2648",
    "urn:ietf:params:xml:ns:netconf:base:1.0"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g1>(?=[Rr][Ff][Cc]\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+|(?=[Ff][Yy][Ii]\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+|(?=[Ss][Tt][Dd]\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+|(?=[Bb][Cc][Pp]\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[0-9])+|(?=[Ii][Dd]\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[\x2d0-9A-Za-z])+|(?=[Mm][Tt][Gg]\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[\x2d0-9A-Za-z])+|(?=[Pp][Aa][Rr][Aa][Mm][Ss]\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|(?:[\x2d0-9A-Za-z])+))\k<g1>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n1>(?=[Rr][Ff][Cc]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ff][Yy][Ii]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ss][Tt][Dd]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Bb][Cc][Pp]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ii][Dd]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x2d0-9A-Za-z])+|(?=[Mm][Tt][Gg]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x2d0-9A-Za-z])+|(?=[Pp][Aa][Rr][Aa][Mm][Ss]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|(?:[\\x2d0-9A-Za-z])+))\\k<n1>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n1>(?=[Rr][Ff][Cc]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ff][Yy][Ii]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ss][Tt][Dd]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Bb][Cc][Pp]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ii][Dd]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x2d0-9A-Za-z])+|(?=[Mm][Tt][Gg]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x2d0-9A-Za-z])+|(?=[Pp][Aa][Rr][Aa][Mm][Ss]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|(?:[\\x2d0-9A-Za-z])+))\\k<n1>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n1>(?=[Rr][Ff][Cc]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ff][Yy][Ii]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ss][Tt][Dd]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Bb][Cc][Pp]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[0-9])+|(?=[Ii][Dd]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x2d0-9A-Za-z])+|(?=[Mm][Tt][Gg]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x2d0-9A-Za-z])+|(?=[Pp][Aa][Rr][Aa][Mm][Ss]\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*|(?:[\\x2d0-9A-Za-z])+))\\k<n1>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["ietf-class","doc-number","draft-name","mtg-name","registry-name","rfc-nss","fyi-nss","std-nss","bcp-nss","draft-nss","mtg-nss","other-nss"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // NSS
  var c, out, s = text, n = size;
  L1: {
    var p2;
    p2 = f1(p);
    if (p2 >= 0) { out = p2; break L1; }
    var p3;
    p3 = f2(p);
    if (p3 >= 0) { out = p3; break L1; }
    var p4;
    p4 = f3(p);
    if (p4 >= 0) { out = p4; break L1; }
    var p5;
    p5 = f4(p);
    if (p5 >= 0) { out = p5; break L1; }
    var p6;
    p6 = f5(p);
    if (p6 >= 0) { out = p6; break L1; }
    var p7;
    p7 = f6(p);
    if (p7 >= 0) { out = p7; break L1; }
    var p8;
    p8 = f13(p);
    if (p8 >= 0) { out = p8; break L1; }
    var p9;
    p9 = f7(p);
    if (p9 >= 0) { out = p9; break L1; }
    out = -1;
  }
  return out;
}
function f1(p) { // rfc-nss
  var c, out, s = text, n = size;
  L10: {
    var k11 = kn;
    var p12;
    var p13;
    p13 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 114) && (c = s.charCodeAt(p + 1), (c | 32) === 102) && (c = s.charCodeAt(p + 2), (c | 32) === 99) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p12 = p13 >= 0 ? p : -1;
    if (p12 < 0) { out = -1; kn = k11; break L10; }
    var p15;
    p15 = f9(p12);
    if (p15 < 0) { out = -1; kn = k11; break L10; }
    var p16;
    if (p15 < n && (c = s.charCodeAt(p15), c === 58)) { p16 = p15 + 1; } else { p16 = -1;  }
    if (p16 < 0) { out = -1; kn = k11; break L10; }
    var p17;
    p17 = f10(p16);
    if (p17 < 0) { out = -1; kn = k11; break L10; }
    out = p17;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // fyi-nss
  var c, out, s = text, n = size;
  L18: {
    var k19 = kn;
    var p20;
    var p21;
    p21 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 102) && (c = s.charCodeAt(p + 1), (c | 32) === 121) && (c = s.charCodeAt(p + 2), (c | 32) === 105) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p20 = p21 >= 0 ? p : -1;
    if (p20 < 0) { out = -1; kn = k19; break L18; }
    var p23;
    p23 = f9(p20);
    if (p23 < 0) { out = -1; kn = k19; break L18; }
    var p24;
    if (p23 < n && (c = s.charCodeAt(p23), c === 58)) { p24 = p23 + 1; } else { p24 = -1;  }
    if (p24 < 0) { out = -1; kn = k19; break L18; }
    var p25;
    p25 = f10(p24);
    if (p25 < 0) { out = -1; kn = k19; break L18; }
    out = p25;
  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // std-nss
  var c, out, s = text, n = size;
  L26: {
    var k27 = kn;
    var p28;
    var p29;
    p29 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 100) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p28 = p29 >= 0 ? p : -1;
    if (p28 < 0) { out = -1; kn = k27; break L26; }
    var p31;
    p31 = f9(p28);
    if (p31 < 0) { out = -1; kn = k27; break L26; }
    var p32;
    if (p31 < n && (c = s.charCodeAt(p31), c === 58)) { p32 = p31 + 1; } else { p32 = -1;  }
    if (p32 < 0) { out = -1; kn = k27; break L26; }
    var p33;
    p33 = f10(p32);
    if (p33 < 0) { out = -1; kn = k27; break L26; }
    out = p33;
  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // bcp-nss
  var c, out, s = text, n = size;
  L34: {
    var k35 = kn;
    var p36;
    var p37;
    p37 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 98) && (c = s.charCodeAt(p + 1), (c | 32) === 99) && (c = s.charCodeAt(p + 2), (c | 32) === 112) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p36 = p37 >= 0 ? p : -1;
    if (p36 < 0) { out = -1; kn = k35; break L34; }
    var p39;
    p39 = f9(p36);
    if (p39 < 0) { out = -1; kn = k35; break L34; }
    var p40;
    if (p39 < n && (c = s.charCodeAt(p39), c === 58)) { p40 = p39 + 1; } else { p40 = -1;  }
    if (p40 < 0) { out = -1; kn = k35; break L34; }
    var p41;
    p41 = f10(p40);
    if (p41 < 0) { out = -1; kn = k35; break L34; }
    out = p41;
  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // draft-nss
  var c, out, s = text, n = size;
  L42: {
    var k43 = kn;
    var p44;
    var p45;
    p45 = p + 3 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 100) && (c = s.charCodeAt(p + 2), c === 58) ? p + 3 : -1;
    p44 = p45 >= 0 ? p : -1;
    if (p44 < 0) { out = -1; kn = k43; break L42; }
    var p47;
    p47 = f9(p44);
    if (p47 < 0) { out = -1; kn = k43; break L42; }
    var p48;
    if (p47 < n && (c = s.charCodeAt(p47), c === 58)) { p48 = p47 + 1; } else { p48 = -1;  }
    if (p48 < 0) { out = -1; kn = k43; break L42; }
    var p49;
    p49 = f11(p48);
    if (p49 < 0) { out = -1; kn = k43; break L42; }
    out = p49;
  }
  if (out >= 0) { K[kn++] = 9; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // mtg-nss
  var c, out, s = text, n = size;
  L50: {
    var k51 = kn;
    var p52;
    var p53;
    p53 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 109) && (c = s.charCodeAt(p + 1), (c | 32) === 116) && (c = s.charCodeAt(p + 2), (c | 32) === 103) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    p52 = p53 >= 0 ? p : -1;
    if (p52 < 0) { out = -1; kn = k51; break L50; }
    var p55;
    p55 = f9(p52);
    if (p55 < 0) { out = -1; kn = k51; break L50; }
    var p56;
    if (p55 < n && (c = s.charCodeAt(p55), c === 58)) { p56 = p55 + 1; } else { p56 = -1;  }
    if (p56 < 0) { out = -1; kn = k51; break L50; }
    var p57;
    p57 = f12(p56);
    if (p57 < 0) { out = -1; kn = k51; break L50; }
    out = p57;
  }
  if (out >= 0) { K[kn++] = 10; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // other-nss
  var c, out, s = text, n = size;
  out = f8(p);
  if (out >= 0) { K[kn++] = 11; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // string
  var c, out, s = text, n = size;
  var q58 = p;
  while (q58 < n && (c = s.charCodeAt(q58), T0[c] === 1)) q58++;
  out = q58 - p >= 1 ? q58 : -1;
  return out;
}
function f9(p) { // ietf-class
  var c, out, s = text, n = size;
  var q60 = p;
  while (q60 < n && (c = s.charCodeAt(q60), T0[c] === 1)) q60++;
  out = q60 - p >= 1 ? q60 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // doc-number
  var c, out, s = text, n = size;
  var q62 = p;
  while (q62 < n && (c = s.charCodeAt(q62), T1[c] === 1)) q62++;
  out = q62 - p >= 1 ? q62 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // draft-name
  var c, out, s = text, n = size;
  out = f8(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // mtg-name
  var c, out, s = text, n = size;
  out = f8(p);
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f13(p) { // params-nss
  var c, out, s = text, n = size;
  L64: {
    var k65 = kn;
    var p66;
    var p67;
    p67 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 112) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 114) && (c = s.charCodeAt(p + 3), (c | 32) === 97) && (c = s.charCodeAt(p + 4), (c | 32) === 109) && (c = s.charCodeAt(p + 5), (c | 32) === 115) && (c = s.charCodeAt(p + 6), c === 58) ? p + 7 : -1;
    p66 = p67 >= 0 ? p : -1;
    if (p66 < 0) { out = -1; kn = k65; break L64; }
    var p69;
    p69 = f9(p66);
    if (p69 < 0) { out = -1; kn = k65; break L64; }
    var p70;
    if (p69 < n && (c = s.charCodeAt(p69), c === 58)) { p70 = p69 + 1; } else { p70 = -1;  }
    if (p70 < 0) { out = -1; kn = k65; break L64; }
    var p71;
    p71 = f14(p70);
    if (p71 < 0) { out = -1; kn = k65; break L64; }
    var p72;
    var q73 = p71;
    while (q73 < n) {
      var p77;
      L78: {
        var p80;
        if (q73 < n && (c = s.charCodeAt(q73), c === 58)) { p80 = q73 + 1; } else { p80 = -1;  }
        if (p80 < 0) { p77 = -1;  break L78; }
        var p81;
        p81 = f15(p80);
        if (p81 < 0) { p77 = -1;  break L78; }
        p77 = p81;
      }
      if (p77 < 0) break;
      if (p77 === q73) { break; }
      q73 = p77;
    }
    p72 = q73;
    if (p72 < 0) { out = -1; kn = k65; break L64; }
    out = p72;
  }
  return out;
}
function f14(p) { // registry-name
  var c, out, s = text, n = size;
  out = f15(p);
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // param-name
  var c, out, s = text, n = size;
  var q82 = p, r83 = 0, e85 = false;
  while (q82 < n) {
    if ((c = s.charCodeAt(q82), c < 128 && T2[c] === 1)) { var k84z = q82; do q82++; while (q82 < n && (c = s.charCodeAt(q82), T2[c] === 1)); r83 += q82 - k84z;  continue; }
    var p86;
    p86 = f16(q82);
    if (p86 < 0) break;
    if (p86 === q82) { e85 = true; break; }
    r83++; q82 = p86;
  }
  if (e85 || r83 >= 1) out = q82; else { out = -1;  }
  return out;
}
function f16(p) { // param-char
  var c, out, s = text, n = size;
  L87: {
    var p88;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p88 = p + 1; } else { p88 = -1;  }
    if (p88 >= 0) { out = p88; break L87; }
    var p89;
    p89 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T3[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T3[c] === 1) ? p + 3 : -1;
    if (p89 >= 0) { out = p89; break L87; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule NSS. On success returns the number of entries written to
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
const byName = { "ietf-class": f9, "doc-number": f10, "draft-name": f11, "mtg-name": f12, "registry-name": f14, "rfc-nss": f1, "fyi-nss": f2, "std-nss": f3, "bcp-nss": f4, "draft-nss": f5, "mtg-nss": f6, "other-nss": f7 };
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
