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
const pattern = /^(?=(?<g5>[Ii][Mm][Ee][Ii]\x3a(?=(?<g4>[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]\x2d[0-9][0-9][0-9][0-9][0-9][0-9]\x2d[0-9](?=(?=(?<g3>\x3b|(?!(?=(?<g2>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g2>)))\k<g3>)|(?:[\x25\x2d\x2e0-\x3aA-Z\x5fa-z])+))\k<g4>(?:\x3b[Ss][Vv][Nn]\x3d[0-9][0-9]|(?!\x3b[Ss][Vv][Nn]\x3d[0-9][0-9]))(?:\x3b[Vv][Ee][Rr][Ss]\x3d[0-9]|(?!\x3b[Vv][Ee][Rr][Ss]\x3d[0-9]))(?!(?=(?<g1>\ud800[\udc00-\udfff]|[\ud801-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udfff]|[\x00-\ud7ff]|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\uffff]))\k<g1>)|(?:[\x25\x2d\x2e0-\x3aA-Z\x5fa-z])+(?:\x3b(?:[\x25\x2d\x2e0-\x3aA-Z\x5fa-z])+(?:\x3d(?:[\x25\x2d\x2e0-\x3aA-Z\x5fa-z])+)?)*))\k<g5>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n5>[Ii][Mm][Ee][Ii]\\x3a(?=(?<n4>[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]\\x2d[0-9][0-9][0-9][0-9][0-9][0-9]\\x2d[0-9](?=(?=(?<n3>\\x3b|(?!(?=(?<n2>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n2>)))\\k<n3>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+))\\k<n4>(?:\\x3b[Ss][Vv][Nn]\\x3d[0-9][0-9]|(?!\\x3b[Ss][Vv][Nn]\\x3d[0-9][0-9]))(?:\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]|(?!\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x23-\\x25\\x27-\\x3b\\x3d\\x3f-Z\\x5fa-z]|[](?![])|[]))\\k<n1>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3b(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3d(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+)?)*))\\k<n5>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "intersect",
    "source": "(?=(?<n5>[Ii][Mm][Ee][Ii]\\x3a(?=(?<n4>[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]\\x2d[0-9][0-9][0-9][0-9][0-9][0-9]\\x2d[0-9](?=(?=(?<n3>\\x3b|(?!(?=(?<n2>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n2>)))\\k<n3>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+))\\k<n4>(?:\\x3b[Ss][Vv][Nn]\\x3d[0-9][0-9]|(?!\\x3b[Ss][Vv][Nn]\\x3d[0-9][0-9]))(?:\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]|(?!\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3b(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3d(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+)?)*))\\k<n5>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?=(?<n5>[Ii][Mm][Ee][Ii]\\x3a(?=(?<n4>[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]\\x2d[0-9][0-9][0-9][0-9][0-9][0-9]\\x2d[0-9](?=(?=(?<n3>\\x3b|(?!(?=(?<n2>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n2>)))\\k<n3>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+))\\k<n4>(?:\\x3b[Ss][Vv][Nn]\\x3d[0-9][0-9]|(?!\\x3b[Ss][Vv][Nn]\\x3d[0-9][0-9]))(?:\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]|(?!\\x3b[Vv][Ee][Rr][Ss]\\x3d[0-9]))(?!(?=(?<n1>[][]|[][]|[][]|[\\x21\\x24-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|[](?![])|[]))\\k<n1>)|(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3b(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+(?:\\x3d(?:[\\x25\\x2d\\x2e0-\\x3aA-Z\\x5fa-z])+)?)*))\\k<n5>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["tac","snr","spare","software-version","imei-version-val","future-specifier"];
let text = '';
let viewing = false;
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
function f2(p) { // imei-specifier
  var c, out, s = text, n = size;
  L22: {
    var k23 = kn;
    var p24;
    p24 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 105) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 101) && (c = s.charCodeAt(p + 3), (c | 32) === 105) && (c = s.charCodeAt(p + 4), c === 58) ? p + 5 : -1;
    if (p24 < 0) { out = -1; kn = k23; break L22; }
    var p25;
    L26: {
      var p27;
      L28: {
        var k29 = kn;
        var p30;
        p30 = f16(p24);
        if (p30 < 0) { p27 = -1; kn = k29; break L28; }
        var p31;
        var p32;
        L34: {
          var p35;
          if (p30 < n && (c = s.charCodeAt(p30), c === 59)) { p35 = p30 + 1; } else { p35 = -1;  }
          if (p35 >= 0) { p32 = p35; break L34; }
          var p36;
          p36 = f1(p30);
          if (p36 >= 0) { p32 = p36; break L34; }
          p32 = -1;
        }
        p31 = p32 >= 0 ? p30 : -1;
        if (p31 < 0) { p27 = -1; kn = k29; break L28; }
        p27 = p31;
      }
      if (p27 >= 0) { p25 = p27; break L26; }
      var p37;
      p37 = f3(p24);
      if (p37 >= 0) { p25 = p37; break L26; }
      p25 = -1;
    }
    if (p25 < 0) { out = -1; kn = k23; break L22; }
    var p38;
    var q39 = p25, r40 = 0;
    while (q39 < n) {
      var p43;
      L44: {
        var k45 = kn;
        var p46;
        if (q39 < n && (c = s.charCodeAt(q39), c === 59)) { p46 = q39 + 1; } else { p46 = -1;  }
        if (p46 < 0) { p43 = -1; kn = k45; break L44; }
        var p47;
        p47 = f4(p46);
        if (p47 < 0) { p43 = -1; kn = k45; break L44; }
        p43 = p47;
      }
      if (p43 < 0) break;
      if (p43 === q39) { break; }
      r40++; q39 = p43;
      if (r40 === 1) break;
    }
    p38 = q39;
    if (p38 < 0) { out = -1; kn = k23; break L22; }
    var p48;
    var q49 = p38, r50 = 0;
    while (q49 < n) {
      var p53;
      L54: {
        var k55 = kn;
        var p56;
        if (q49 < n && (c = s.charCodeAt(q49), c === 59)) { p56 = q49 + 1; } else { p56 = -1;  }
        if (p56 < 0) { p53 = -1; kn = k55; break L54; }
        var p57;
        p57 = f5(p56);
        if (p57 < 0) { p53 = -1; kn = k55; break L54; }
        p53 = p57;
      }
      if (p53 < 0) break;
      if (p53 === q49) { break; }
      r50++; q49 = p53;
      if (r50 === 1) break;
    }
    p48 = q49;
    if (p48 < 0) { out = -1; kn = k23; break L22; }
    out = p48;
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
  L58: {
    var k59 = kn;
    var p60;
    p60 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 115) && (c = s.charCodeAt(p + 1), (c | 32) === 118) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 61) ? p + 4 : -1;
    if (p60 < 0) { out = -1; kn = k59; break L58; }
    var p61;
    p61 = f6(p60);
    if (p61 < 0) { out = -1; kn = k59; break L58; }
    out = p61;
  }
  return out;
}
function f5(p) { // imei-version-param
  var c, out, s = text, n = size;
  L62: {
    var k63 = kn;
    var p64;
    p64 = p + 5 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 118) && (c = s.charCodeAt(p + 1), (c | 32) === 101) && (c = s.charCodeAt(p + 2), (c | 32) === 114) && (c = s.charCodeAt(p + 3), (c | 32) === 115) && (c = s.charCodeAt(p + 4), c === 61) ? p + 5 : -1;
    if (p64 < 0) { out = -1; kn = k63; break L62; }
    var p65;
    p65 = f7(p64);
    if (p65 < 0) { out = -1; kn = k63; break L62; }
    out = p65;
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
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; } else { out = -1;  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // future-gsma-specifier
  var c, out, s = text, n = size;
  L66: {
    var k67 = kn;
    var p68;
    p68 = f9(p);
    if (p68 < 0) { out = -1; kn = k67; break L66; }
    var p69;
    var q70 = p68;
    while (q70 < n) {
      var p74;
      L75: {
        var p77;
        if (q70 < n && (c = s.charCodeAt(q70), c === 59)) { p77 = q70 + 1; } else { p77 = -1;  }
        if (p77 < 0) { p74 = -1;  break L75; }
        var p78;
        p78 = f10(p77);
        if (p78 < 0) { p74 = -1;  break L75; }
        p74 = p78;
      }
      if (p74 < 0) break;
      if (p74 === q70) { break; }
      q70 = p74;
    }
    p69 = q70;
    if (p69 < 0) { out = -1; kn = k67; break L66; }
    out = p69;
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
  L79: {
    var p81;
    p81 = f11(p);
    if (p81 < 0) { out = -1;  break L79; }
    var p82;
    var q83 = p81, r84 = 0;
    while (q83 < n) {
      var p87;
      L88: {
        var p90;
        if (q83 < n && (c = s.charCodeAt(q83), c === 61)) { p90 = q83 + 1; } else { p90 = -1;  }
        if (p90 < 0) { p87 = -1;  break L88; }
        var p91;
        p91 = f12(p90);
        if (p91 < 0) { p87 = -1;  break L88; }
        p87 = p91;
      }
      if (p87 < 0) break;
      if (p87 === q83) { break; }
      r84++; q83 = p87;
      if (r84 === 1) break;
    }
    p82 = q83;
    if (p82 < 0) { out = -1;  break L79; }
    out = p82;
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
function f14(p) { // gsma-defined-nonempty
  var c, out, s = text, n = size;
  var q92 = p;
  while (q92 < n && (c = s.charCodeAt(q92), T1[c] === 1)) q92++;
  out = q92 - p >= 1 ? q92 : -1;
  return out;
}
function f16(p) { // imeival
  var c, out, s = text, n = size;
  L94: {
    var k95 = kn;
    var p96;
    p96 = f17(p);
    if (p96 < 0) { out = -1; kn = k95; break L94; }
    var p97;
    if (p96 < n && (c = s.charCodeAt(p96), c === 45)) { p97 = p96 + 1; } else { p97 = -1;  }
    if (p97 < 0) { out = -1; kn = k95; break L94; }
    var p98;
    p98 = f18(p97);
    if (p98 < 0) { out = -1; kn = k95; break L94; }
    var p99;
    if (p98 < n && (c = s.charCodeAt(p98), c === 45)) { p99 = p98 + 1; } else { p99 = -1;  }
    if (p99 < 0) { out = -1; kn = k95; break L94; }
    var p100;
    p100 = f19(p99);
    if (p100 < 0) { out = -1; kn = k95; break L94; }
    out = p100;
  }
  return out;
}
function f17(p) { // tac
  var c, out, s = text, n = size;
  var q101 = p, e102 = p + 8;
  if (e102 <= n) while (q101 < e102 && (c = s.charCodeAt(q101), c < 128 && T0[c] === 1)) q101++;
  out = q101 === e102 ? e102 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f18(p) { // snr
  var c, out, s = text, n = size;
  var q103 = p, e104 = p + 6;
  if (e104 <= n) while (q103 < e104 && (c = s.charCodeAt(q103), c < 128 && T0[c] === 1)) q103++;
  out = q103 === e104 ? e104 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f19(p) { // spare
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; } else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
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
  size = to;
  K = caps;
  kn = 0;
  const end = f0(from);
  text = '';
  return end === to ? kn : -1;
}
const byName = { "tac": f17, "snr": f18, "spare": f19, "software-version": f6, "imei-version-val": f7, "future-specifier": f9 };
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
