// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/3gpp2.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dfffff2ffffff78efffff74');
const T1 = table(65536, '000000000006ff30efffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(128, '000000000000ff300000000000000000');
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
const T6 = table(128, '000000000006ff30efffff78efffff74');
const T7 = table(128, '000000002df100820000000000000000');
const meta = {
  "profile": "",
  "start": "pp2-NSS",
  "parts": [
  "Manufacturer-Code",
  "Serial-Number",
  "future-specifier"
  ],
  "views": [],
  "namespace": {
    "nid": "3gpp2",
    "aliases": [],
    "source": "RFC 8464 s.3 (Syntax)",
    "checks": [],
    "equivalence": [],
    "summary": "meid: and an 8-hex-digit manufacturer code, \"-\", a 6-hex-digit serial number; other specifiers of letters, digits, - . _ and %HH, then \":\"-separated parts",
    "examples": [
    "urn:3gpp2:meid:A1000001-234567"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g1>[Mm][Ee][Ii][Dd]\x3a[0-9A-Fa-f]{8}\x2d[0-9A-Fa-f]{6}(?![\x00-\u10ffff])|(?:(?:[\x2d\x2e0-9A-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*))\k<g1>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n1>[Mm][Ee][Ii][Dd]\\x3a[0-9A-Fa-f]{8}\\x2d[0-9A-Fa-f]{6}(?![\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z])|(?:(?:[\\x2d\\x2e0-9A-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*))\\k<n1>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n1>[Mm][Ee][Ii][Dd]\\x3a[0-9A-Fa-f]{8}\\x2d[0-9A-Fa-f]{6}(?![\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])|(?:(?:[\\x2d\\x2e0-9A-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*))\\k<n1>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n1>[Mm][Ee][Ii][Dd]\\x3a[0-9A-Fa-f]{8}\\x2d[0-9A-Fa-f]{6}(?![\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e])|(?:(?:[\\x2d\\x2e0-9A-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*))\\k<n1>",
    "layout": "0a6e034e"
  }
};
const parts = ["Manufacturer-Code","Serial-Number","future-specifier"];
let text = '';
let viewing = false;
let begin = 0;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // pp2-NSS
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
    p7 = f3(p);
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
function f2(p) { // meid-specifier
  var c, out, s = text, n = size;
  L10: {
    var k11 = kn;
    var p12;
    p12 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 109) && (c = s.charCodeAt(p + 1), (c | 32) === 101) && (c = s.charCodeAt(p + 2), (c | 32) === 105) && (c = s.charCodeAt(p + 3), (c | 32) === 100) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    if (p12 < 0) { out = -1; kn = k11; break L10; }
    var p13;
    p13 = f6(p12);
    if (p13 < 0) { out = -1; kn = k11; break L10; }
    out = p13;
  }
  return out;
}
function f3(p) { // future-pp2-specifier
  var c, out, s = text, n = size;
  L14: {
    var k15 = kn;
    var p16;
    p16 = f4(p);
    if (p16 < 0) { out = -1; kn = k15; break L14; }
    var p17;
    var q18 = p16, r19 = 0, e21 = false;
    while (q18 < n) {
      var p22;
      L23: {
        var p25;
        if (q18 < n && (c = s.charCodeAt(q18), c === 58)) { p25 = q18 + 1;  } else { p25 = -1;  }
        if (p25 < 0) { p22 = -1;  break L23; }
        var p26;
        var q27 = p25, r28 = 0, e30 = false;
        while (q27 < n) {
          if ((c = s.charCodeAt(q27), c < 128 && T0[c] === 1)) { var k29z = q27; do q27++; while (q27 < n && (c = s.charCodeAt(q27), T0[c] === 1)); r28 += q27 - k29z; continue; }
          var p31;
          L32: {
            var p33;
            p33 = f13(q27);
            if (p33 >= 0) { p31 = p33; break L32; }
            var p34;
            if (q27 < n && (c = s.charCodeAt(q27), c === 47)) { p34 = q27 + 1;  } else { p34 = -1;  }
            if (p34 >= 0) { p31 = p34; break L32; }
            p31 = -1;
          }
          if (p31 < 0) break;
          if (p31 === q27) { e30 = true; break; }
          r28++; q27 = p31;
        }
        if (e30 || r28 >= 1) p26 = q27; else { p26 = -1;  }
        if (p26 < 0) { p22 = -1;  break L23; }
        p22 = p26;
      }
      if (p22 < 0) break;
      if (p22 === q18) { e21 = true; break; }
      r19++; q18 = p22;
    }
    if (e21 || r19 >= 0) p17 = q18; else { p17 = -1;  }
    if (p17 < 0) { out = -1; kn = k15; break L14; }
    out = p17;
  }
  return out;
}
function f4(p) { // future-specifier
  var c, out, s = text, n = size;
  var q35 = p, r36 = 0, e38 = false;
  while (q35 < n) {
    if ((c = s.charCodeAt(q35), c < 128 && T1[c] === 1)) { var k37z = q35; do q35++; while (q35 < n && (c = s.charCodeAt(q35), T1[c] === 1)); r36 += q35 - k37z; continue; }
    var p39;
    p39 = f5(q35);
    if (p39 < 0) break;
    if (p39 === q35) { e38 = true; break; }
    r36++; q35 = p39;
  }
  if (e38 || r36 >= 1) out = q35; else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // pp2-char
  var c, out, s = text, n = size;
  L40: {
    var p41;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p41 = p + 1;  } else { p41 = -1;  }
    if (p41 >= 0) { out = p41; break L40; }
    var p42;
    p42 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) ? p + 3 : -1;
    if (p42 >= 0) { out = p42; break L40; }
    out = -1;
  }
  return out;
}
function f6(p) { // meidval
  var c, out, s = text, n = size;
  L43: {
    var k44 = kn;
    var p45;
    p45 = f7(p);
    if (p45 < 0) { out = -1; kn = k44; break L43; }
    var p46;
    if (p45 < n && (c = s.charCodeAt(p45), c === 45)) { p46 = p45 + 1;  } else { p46 = -1;  }
    if (p46 < 0) { out = -1; kn = k44; break L43; }
    var p47;
    p47 = f8(p46);
    if (p47 < 0) { out = -1; kn = k44; break L43; }
    out = p47;
  }
  return out;
}
function f7(p) { // Manufacturer-Code
  var c, out, s = text, n = size;
  var q48 = p, e49 = p + 8;
  if (e49 <= n) while (q48 < e49 && (c = s.charCodeAt(q48), c < 128 && T2[c] === 1)) q48++;
  out = q48 === e49 ? e49 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // Serial-Number
  var c, out, s = text, n = size;
  var q50 = p, e51 = p + 6;
  if (e51 <= n) while (q50 < e51 && (c = s.charCodeAt(q50), c < 128 && T2[c] === 1)) q50++;
  out = q50 === e51 ? e51 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // HEX
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f10(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f11(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f12(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f13(p) { // pchar
  var c, out, s = text, n = size;
  L52: {
    var p53;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p53 = p + 1;  } else { p53 = -1;  }
    if (p53 >= 0) { out = p53; break L52; }
    var p54;
    p54 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) ? p + 3 : -1;
    if (p54 >= 0) { out = p54; break L52; }
    out = -1;
  }
  return out;
}
function f14(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f15(p) { // pct-encoded
  var c, out, s = text, n = size;
  out = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) ? p + 3 : -1;
  return out;
}
function f16(p) { // sub-delims
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule pp2-NSS. On success returns the number of entries written to
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
const byName = { "pp2-NSS": f0, "end-of-nss": f1, "meid-specifier": f2, "future-pp2-specifier": f3, "future-specifier": f4, "pp2-char": f5, "meidval": f6, "Manufacturer-Code": f7, "Serial-Number": f8, "HEX": f9, "ALPHA": f10, "DIGIT": f11, "HEXDIG": f12, "pchar": f13, "unreserved": f14, "pct-encoded": f15, "sub-delims": f16 };
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
