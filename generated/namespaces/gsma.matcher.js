// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/gsma.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff300000000000000000');
const T1 = table(65536, '000000000206ff70efffff78efffff70');
const T2 = table(128, '0000000000000000efffff70efffff70');
const meta = {
  "profile": "",
  "start": "gsma-NSS",
  "parts": [
  "tac",
  "snr",
  "spare",
  "software-version",
  "imei-version-val",
  "future-specifier"
  ],
  "views": [],
  "namespace": {
    "nid": "gsma",
    "aliases": [],
    "source": "RFC 7254 s.3 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [],
    "summary": "imei: and an IMEI (or a GSMA-defined string), \";svn=\" and \";vers=\" parameters; other specifiers of letters, digits and - . _ % :",
    "examples": [
    "urn:gsma:imei:90420156-025763-0",
    "urn:gsma:imei:90420156-025763-0;svn=42"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g3>[Ii][Mm][Ee][Ii]\x3a(?=(?<g2>[0-9]{8}\x2d[0-9]{6}\x2d[0-9](?=(?=(?<g1>\x3b|(?![\x00-\u10ffff])))\k<g1>)|(?:[\x25\x2d\x2e0-\x3aA-Z\x5fa-z])+))\k<g2>(?:\x3b[Ss][Vv][Nn]\x3d[0-9]{2}|(?!\x3b[Ss][Vv][Nn]\x3d[0-9]{2}))(?:\x3b[Vv][Ee][Rr][Ss]\x3d[0-9]|(?!\x3b[Vv][Ee][Rr][Ss]\x3d[0-9]))(?![\x00-\u10ffff])|(?:[\x25\x2d\x2e0-\x3aA-Z\x5fa-z])+(?:\x3b(?:[\x25\x2d\x2e0-\x3aA-Z\x5fa-z])+(?:\x3d(?:[\x25\x2d\x2e0-\x3aA-Z\x5fa-z])+)?)*))\k<g3>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n3>[Ii][Mm][Ee][Ii]\\x3a(?=(?<n2>[0-9]{8}\\x2d[0-9]{6}\\x2d[0-9](?=(?=(?<n1>\\x3b|(?![\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z])))\\k<n1>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+))\\k<n2>(?:\\x3b[Ss][Vv][Nn]\\x3d[0-9]{2}|(?!\\x3b[Ss][Vv][Nn]\\x3d[0-9]{2}))(?:\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]|(?!\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]))(?![\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z])|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3b(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3d(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+)?)*))\\k<n3>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "intersect",
    "source": "(?=(?<n3>[Ii][Mm][Ee][Ii]\\x3a(?=(?<n2>[0-9]{8}\\x2d[0-9]{6}\\x2d[0-9](?=(?=(?<n1>\\x3b|(?![\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])))\\k<n1>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+))\\k<n2>(?:\\x3b[Ss][Vv][Nn]\\x3d[0-9]{2}|(?!\\x3b[Ss][Vv][Nn]\\x3d[0-9]{2}))(?:\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]|(?!\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]))(?![\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3b(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3d(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+)?)*))\\k<n3>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?=(?<n3>[Ii][Mm][Ee][Ii]\\x3a(?=(?<n2>[0-9]{8}\\x2d[0-9]{6}\\x2d[0-9](?=(?=(?<n1>\\x3b|(?![\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])))\\k<n1>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+))\\k<n2>(?:\\x3b[Ss][Vv][Nn]\\x3d[0-9]{2}|(?!\\x3b[Ss][Vv][Nn]\\x3d[0-9]{2}))(?:\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]|(?!\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]))(?![\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3b(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3d(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+)?)*))\\k<n3>",
    "layout": "0a6e034e"
  }
};
const parts = ["tac","snr","spare","software-version","imei-version-val","future-specifier"];
let text = '';
let viewing = false;
let begin = 0;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // gsma-NSS
  var c, out, s = text, n = size;
  L1: {
    var p2;
    L3: {
      var k4 = kn;
      var p5;
      p5 = f2(p);
      if (p5 < 0) { p2 = -1; kn = k4; break L3; }
      var p6;
      p6 = f1(p5);
      if (p6 < 0) { p2 = -1; kn = k4; break L3; }
      p2 = p6;
    }
    if (p2 >= 0) { out = p2; break L1; }
    var p7;
    p7 = f8(p);
    if (p7 >= 0) { out = p7; break L1; }
    out = -1;
  }
  return out;
}
function f1(p) { // end-of-nss
  var c, out, s = text, n = size;
  var p8;
  if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 1114111)))) { p8 = p + 1;  } else { p8 = -1;  }
  out = p8 >= 0 ? -1 : p;
  return out;
}
function f2(p) { // imei-specifier
  var c, out, s = text, n = size;
  L10: {
    var k11 = kn;
    var p12;
    p12 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 101) && (c = s.charCodeAt(p + 3), (c | 32) === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    if (p12 < 0) { out = -1; kn = k11; break L10; }
    var p13;
    L14: {
      var p15;
      L16: {
        var k17 = kn;
        var p18;
        p18 = f16(p12);
        if (p18 < 0) { p15 = -1; kn = k17; break L16; }
        var p19;
        var p20;
        L22: {
          var p23;
          if (p18 < n && (c = s.charCodeAt(p18), c === 59)) { p23 = p18 + 1;  } else { p23 = -1;  }
          if (p23 >= 0) { p20 = p23; break L22; }
          var p24;
          p24 = f1(p18);
          if (p24 >= 0) { p20 = p24; break L22; }
          p20 = -1;
        }
        p19 = p20 >= 0 ? p18 : -1;
        if (p19 < 0) { p15 = -1; kn = k17; break L16; }
        p15 = p19;
      }
      if (p15 >= 0) { p13 = p15; break L14; }
      var p25;
      p25 = f3(p12);
      if (p25 >= 0) { p13 = p25; break L14; }
      p13 = -1;
    }
    if (p13 < 0) { out = -1; kn = k11; break L10; }
    var p26;
    var q27 = p13, r28 = 0, e30 = false, k29 = kn;
    while (q27 < n) {
      var p31;
      L32: {
        var k33 = kn;
        var p34;
        if (q27 < n && (c = s.charCodeAt(q27), c === 59)) { p34 = q27 + 1;  } else { p34 = -1;  }
        if (p34 < 0) { p31 = -1; kn = k33; break L32; }
        var p35;
        p35 = f4(p34);
        if (p35 < 0) { p31 = -1; kn = k33; break L32; }
        p31 = p35;
      }
      if (p31 < 0) break;
      if (p31 === q27) { e30 = true; break; }
      r28++; q27 = p31;
      if (r28 === 1) break;
    }
    if (e30 || r28 >= 0) p26 = q27; else { p26 = -1; kn = k29; }
    if (p26 < 0) { out = -1; kn = k11; break L10; }
    var p36;
    var q37 = p26, r38 = 0, e40 = false, k39 = kn;
    while (q37 < n) {
      var p41;
      L42: {
        var k43 = kn;
        var p44;
        if (q37 < n && (c = s.charCodeAt(q37), c === 59)) { p44 = q37 + 1;  } else { p44 = -1;  }
        if (p44 < 0) { p41 = -1; kn = k43; break L42; }
        var p45;
        p45 = f5(p44);
        if (p45 < 0) { p41 = -1; kn = k43; break L42; }
        p41 = p45;
      }
      if (p41 < 0) break;
      if (p41 === q37) { e40 = true; break; }
      r38++; q37 = p41;
      if (r38 === 1) break;
    }
    if (e40 || r38 >= 0) p36 = q37; else { p36 = -1; kn = k39; }
    if (p36 < 0) { out = -1; kn = k11; break L10; }
    out = p36;
  }
  return out;
}
function f3(p) { // ext-imei
  var c, out, s = text, n = size;
  out = f14(p);
  return out;
}
function f4(p) { // sw-version-param
  var c, out, s = text, n = size;
  L46: {
    var k47 = kn;
    var p48;
    p48 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 118) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 61) ? p + 4 : -1;
    if (p48 < 0) { out = -1; kn = k47; break L46; }
    var p49;
    p49 = f6(p48);
    if (p49 < 0) { out = -1; kn = k47; break L46; }
    out = p49;
  }
  return out;
}
function f5(p) { // imei-version-param
  var c, out, s = text, n = size;
  L50: {
    var k51 = kn;
    var p52;
    p52 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 118) && (c = s.charCodeAt(p + 1), (c | 32) === 101) && (c = s.charCodeAt(p + 2), (c | 32) === 114) && (c = s.charCodeAt(p + 3), (c | 32) === 115) && (c = s.charCodeAt(p + 4), c === 61) ? p + 5 : -1;
    if (p52 < 0) { out = -1; kn = k51; break L50; }
    var p53;
    p53 = f7(p52);
    if (p53 < 0) { out = -1; kn = k51; break L50; }
    out = p53;
  }
  return out;
}
function f6(p) { // software-version
  var c, out, s = text, n = size;
  out = p + 2 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) ? p + 2 : -1;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // imei-version-val
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // future-gsma-specifier
  var c, out, s = text, n = size;
  L54: {
    var k55 = kn;
    var p56;
    p56 = f9(p);
    if (p56 < 0) { out = -1; kn = k55; break L54; }
    var p57;
    var q58 = p56, r59 = 0, e61 = false;
    while (q58 < n) {
      var p62;
      L63: {
        var p65;
        if (q58 < n && (c = s.charCodeAt(q58), c === 59)) { p65 = q58 + 1;  } else { p65 = -1;  }
        if (p65 < 0) { p62 = -1;  break L63; }
        var p66;
        p66 = f10(p65);
        if (p66 < 0) { p62 = -1;  break L63; }
        p62 = p66;
      }
      if (p62 < 0) break;
      if (p62 === q58) { e61 = true; break; }
      r59++; q58 = p62;
    }
    if (e61 || r59 >= 0) p57 = q58; else { p57 = -1;  }
    if (p57 < 0) { out = -1; kn = k55; break L54; }
    out = p57;
  }
  return out;
}
function f9(p) { // future-specifier
  var c, out, s = text, n = size;
  out = f14(p);
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // future-param
  var c, out, s = text, n = size;
  L67: {
    var p69;
    p69 = f11(p);
    if (p69 < 0) { out = -1;  break L67; }
    var p70;
    var q71 = p69, r72 = 0, e74 = false;
    while (q71 < n) {
      var p75;
      L76: {
        var p78;
        if (q71 < n && (c = s.charCodeAt(q71), c === 61)) { p78 = q71 + 1;  } else { p78 = -1;  }
        if (p78 < 0) { p75 = -1;  break L76; }
        var p79;
        p79 = f12(p78);
        if (p79 < 0) { p75 = -1;  break L76; }
        p75 = p79;
      }
      if (p75 < 0) break;
      if (p75 === q71) { e74 = true; break; }
      r72++; q71 = p75;
      if (r72 === 1) break;
    }
    if (e74 || r72 >= 0) p70 = q71; else { p70 = -1;  }
    if (p70 < 0) { out = -1;  break L67; }
    out = p70;
  }
  return out;
}
function f11(p) { // par-name
  var c, out, s = text, n = size;
  out = f14(p);
  return out;
}
function f12(p) { // par-value
  var c, out, s = text, n = size;
  out = f14(p);
  return out;
}
function f13(p) { // EQUAL
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c === 61)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f14(p) { // gsma-defined-nonempty
  var c, out, s = text, n = size;
  var q80 = p;
  while (q80 < n && (c = s.charCodeAt(q80), T1[c] === 1)) q80++;
  out = q80 - p >= 1 ? q80 : -1;
  return out;
}
function f15(p) { // gsma-urn-char
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f16(p) { // imeival
  var c, out, s = text, n = size;
  L82: {
    var k83 = kn;
    var p84;
    p84 = f17(p);
    if (p84 < 0) { out = -1; kn = k83; break L82; }
    var p85;
    if (p84 < n && (c = s.charCodeAt(p84), c === 45)) { p85 = p84 + 1;  } else { p85 = -1;  }
    if (p85 < 0) { out = -1; kn = k83; break L82; }
    var p86;
    p86 = f18(p85);
    if (p86 < 0) { out = -1; kn = k83; break L82; }
    var p87;
    if (p86 < n && (c = s.charCodeAt(p86), c === 45)) { p87 = p86 + 1;  } else { p87 = -1;  }
    if (p87 < 0) { out = -1; kn = k83; break L82; }
    var p88;
    p88 = f19(p87);
    if (p88 < 0) { out = -1; kn = k83; break L82; }
    out = p88;
  }
  return out;
}
function f17(p) { // tac
  var c, out, s = text, n = size;
  var q89 = p, e90 = p + 8;
  if (e90 <= n) while (q89 < e90 && (c = s.charCodeAt(q89), c < 128 && T0[c] === 1)) q89++;
  out = q89 === e90 ? e90 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f18(p) { // snr
  var c, out, s = text, n = size;
  var q91 = p, e92 = p + 6;
  if (e92 <= n) while (q91 < e92 && (c = s.charCodeAt(q91), c < 128 && T0[c] === 1)) q91++;
  out = q91 === e92 ? e92 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f19(p) { // spare
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f20(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f21(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule gsma-NSS. On success returns the number of entries written to
* `caps`: triples (part index, start, end), one per matched @parts rule,
* innermost first, offsets into `input`. On failure returns -1.
*/
function match(input, caps, from = 0, to = input.length) {
  text = input;
  begin = from;
  size = to;
  K = caps;
  kn = 0;
  const end = f0(from);
  text = '';
  return end === to ? kn : -1;
}
const byName = { "gsma-NSS": f0, "end-of-nss": f1, "imei-specifier": f2, "ext-imei": f3, "sw-version-param": f4, "imei-version-param": f5, "software-version": f6, "imei-version-val": f7, "future-gsma-specifier": f8, "future-specifier": f9, "future-param": f10, "par-name": f11, "par-value": f12, "EQUAL": f13, "gsma-defined-nonempty": f14, "gsma-urn-char": f15, "imeival": f16, "tac": f17, "snr": f18, "spare": f19, "ALPHA": f20, "DIGIT": f21 };
/**
* Matches `input` from `from` to `to` against one rule, recording the
* @views rules as well as the @parts: what a reader of a part's inner
* structure asks for on demand. Returns the number of entries written, or -1.
*/
function capture(rule, input, caps, from, to) {
  const f = byName[rule];
  if (f === undefined) throw new Error('no rule ' + rule);
  text = input;
  begin = from;
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
