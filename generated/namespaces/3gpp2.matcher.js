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
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
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
const pattern = /^(?=(?<g2>[Mm][Ee][Ii][Dd]\x3a[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]\x2d[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f](?!(?=(?<g1>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g1>)|(?:(?:[\x2d\x2e0-9A-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x3a(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*))\k<g2>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n2>[Mm][Ee][Ii][Dd]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n1>)|(?:(?:[\\x2d\\x2e0-9A-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*))\\k<n2>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n2>[Mm][Ee][Ii][Dd]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)|(?:(?:[\\x2d\\x2e0-9A-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*))\\k<n2>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n2>[Mm][Ee][Ii][Dd]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])\\x2d(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)|(?:(?:[\\x2d\\x2e0-9A-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x3a(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*))\\k<n2>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["Manufacturer-Code","Serial-Number","future-specifier"];
let text = '';
let viewing = false;
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
  L10: {
    var p11;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p11 = p + 1; } else { p11 = -1;  }
    if (p11 >= 0) { p8 = p11; break L10; }
    var p12;
    p12 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 55296) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p12 >= 0) { p8 = p12; break L10; }
    var p13;
    p13 = p + 2 <= n && (c = s.charCodeAt(p + 0), ((c >= 55297 && c <= 56318))) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p13 >= 0) { p8 = p13; break L10; }
    var p14;
    p14 = p + 2 <= n && (c = s.charCodeAt(p + 0), c === 56319) && (c = s.charCodeAt(p + 1), ((c >= 56320 && c <= 57343))) ? p + 2 : -1;
    if (p14 >= 0) { p8 = p14; break L10; }
    var p15;
    L16: {
      var p18;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55296 && c <= 56319)))) { p18 = p + 1; } else { p18 = -1;  }
      if (p18 < 0) { p15 = -1;  break L16; }
      var p19;
      var p20;
      if (p18 < n && (c = s.charCodeAt(p18), ((c >= 56320 && c <= 57343)))) { p20 = p18 + 1; } else { p20 = -1;  }
      p19 = p20 >= 0 ? -1 : p18;
      if (p19 < 0) { p15 = -1;  break L16; }
      p15 = p19;
    }
    if (p15 >= 0) { p8 = p15; break L10; }
    p8 = -1;
  }
  out = p8 >= 0 ? -1 : p;
  return out;
}
function f2(p) { // meid-specifier
  var c, out, s = text, n = size;
  L22: {
    var k23 = kn;
    var p24;
    p24 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 109) && (c = s.charCodeAt(p + 1), (c | 32) === 101) && (c = s.charCodeAt(p + 2), (c | 32) === 105) && (c = s.charCodeAt(p + 3), (c | 32) === 100) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    if (p24 < 0) { out = -1; kn = k23; break L22; }
    var p25;
    p25 = f6(p24);
    if (p25 < 0) { out = -1; kn = k23; break L22; }
    out = p25;
  }
  return out;
}
function f3(p) { // future-pp2-specifier
  var c, out, s = text, n = size;
  L26: {
    var k27 = kn;
    var p28;
    p28 = f4(p);
    if (p28 < 0) { out = -1; kn = k27; break L26; }
    var p29;
    var q30 = p28;
    while (q30 < n) {
      var p34;
      L35: {
        var p37;
        if (q30 < n && (c = s.charCodeAt(q30), c === 58)) { p37 = q30 + 1; } else { p37 = -1;  }
        if (p37 < 0) { p34 = -1;  break L35; }
        var p38;
        var q39 = p37, r40 = 0, e42 = false;
        while (q39 < n) {
          if ((c = s.charCodeAt(q39), c < 128 && T0[c] === 1)) { var k41z = q39; do q39++; while (q39 < n && (c = s.charCodeAt(q39), T0[c] === 1)); r40 += q39 - k41z;  continue; }
          var p43;
          L44: {
            var p45;
            p45 = f13(q39);
            if (p45 >= 0) { p43 = p45; break L44; }
            var p46;
            if (q39 < n && (c = s.charCodeAt(q39), c === 47)) { p46 = q39 + 1; } else { p46 = -1;  }
            if (p46 >= 0) { p43 = p46; break L44; }
            p43 = -1;
          }
          if (p43 < 0) break;
          if (p43 === q39) { e42 = true; break; }
          r40++; q39 = p43;
        }
        if (e42 || r40 >= 1) p38 = q39; else { p38 = -1;  }
        if (p38 < 0) { p34 = -1;  break L35; }
        p34 = p38;
      }
      if (p34 < 0) break;
      if (p34 === q30) { break; }
      q30 = p34;
    }
    p29 = q30;
    if (p29 < 0) { out = -1; kn = k27; break L26; }
    out = p29;
  }
  return out;
}
function f4(p) { // future-specifier
  var c, out, s = text, n = size;
  var q47 = p, r48 = 0, e50 = false;
  while (q47 < n) {
    if ((c = s.charCodeAt(q47), c < 128 && T1[c] === 1)) { var k49z = q47; do q47++; while (q47 < n && (c = s.charCodeAt(q47), T1[c] === 1)); r48 += q47 - k49z;  continue; }
    var p51;
    p51 = f5(q47);
    if (p51 < 0) break;
    if (p51 === q47) { e50 = true; break; }
    r48++; q47 = p51;
  }
  if (e50 || r48 >= 1) out = q47; else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // pp2-char
  var c, out, s = text, n = size;
  L52: {
    var p53;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p53 = p + 1; } else { p53 = -1;  }
    if (p53 >= 0) { out = p53; break L52; }
    var p54;
    p54 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) ? p + 3 : -1;
    if (p54 >= 0) { out = p54; break L52; }
    out = -1;
  }
  return out;
}
function f6(p) { // meidval
  var c, out, s = text, n = size;
  L55: {
    var k56 = kn;
    var p57;
    p57 = f7(p);
    if (p57 < 0) { out = -1; kn = k56; break L55; }
    var p58;
    if (p57 < n && (c = s.charCodeAt(p57), c === 45)) { p58 = p57 + 1; } else { p58 = -1;  }
    if (p58 < 0) { out = -1; kn = k56; break L55; }
    var p59;
    p59 = f8(p58);
    if (p59 < 0) { out = -1; kn = k56; break L55; }
    out = p59;
  }
  return out;
}
function f7(p) { // Manufacturer-Code
  var c, out, s = text, n = size;
  var q60 = p, e61 = p + 8;
  if (e61 <= n) while (q60 < e61 && (c = s.charCodeAt(q60), c < 128 && T2[c] === 1)) q60++;
  out = q60 === e61 ? e61 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // Serial-Number
  var c, out, s = text, n = size;
  var q62 = p, e63 = p + 6;
  if (e63 <= n) while (q62 < e63 && (c = s.charCodeAt(q62), c < 128 && T2[c] === 1)) q62++;
  out = q62 === e63 ? e63 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f13(p) { // pchar
  var c, out, s = text, n = size;
  L64: {
    var p65;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p65 = p + 1; } else { p65 = -1;  }
    if (p65 >= 0) { out = p65; break L64; }
    var p66;
    p66 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T2[c] === 1) ? p + 3 : -1;
    if (p66 >= 0) { out = p66; break L64; }
    out = -1;
  }
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
  size = to;
  K = caps;
  kn = 0;
  const end = f0(from);
  text = '';
  return end === to ? kn : -1;
}
const byName = { "Manufacturer-Code": f7, "Serial-Number": f8, "future-specifier": f4 };
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
