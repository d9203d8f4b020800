// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/stalwart.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000002ff30efffff70efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(65536, '000000002dfffff2ffffff78efffff74');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "stalwart-nss",
  "parts": [
  "jmap-id",
  "davlock-id",
  "davsync-id",
  "resource-type",
  "specific-identifier"
  ],
  "views": [],
  "namespace": {
    "nid": "stalwart",
    "aliases": [],
    "source": "IANA urn-formal/stalwart (Syntax)",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "stalwart-nss"
      ],
      "section": "IANA urn-formal/stalwart (Syntax)"
    }
    ],
    "summary": "jmap:name, davlock:32 hex digits, davsync:16 hex digits, or another type:identifier",
    "examples": [
    "urn:stalwart:jmap:mailfilter",
    "urn:stalwart:davlock:a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g1>(?:[Jj][Mm][Aa][Pp]\x3a(?:[\x2d0-9A-Za-z])+|[Dd][Aa][Vv][Ll][Oo][Cc][Kk]\x3a[0-9A-Fa-f]{32}|[Dd][Aa][Vv][Ss][Yy][Nn][Cc]\x3a[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f])|(?!(?:[Jj][Mm][Aa][Pp]|[Dd][Aa][Vv](?:[Ll][Oo][Cc][Kk]|[Ss][Yy][Nn][Cc]))\x3a)(?:[\x2d0-9A-Za-z])+\x3a(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\k<g1>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n1>(?:[Jj][Mm][Aa][Pp]\\x3a(?:[\\x2d0-9A-Za-z])+|[Dd][Aa][Vv][Ll][Oo][Cc][Kk]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f]){32}|[Dd][Aa][Vv][Ss][Yy][Nn][Cc]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))|(?!(?:[Jj][Mm][Aa][Pp]|[Dd][Aa][Vv](?:[Ll][Oo][Cc][Kk]|[Ss][Yy][Nn][Cc]))\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x21\\x24\\x27-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n1>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n1>(?:[Jj][Mm][Aa][Pp]\\x3a(?:[\\x2d0-9A-Za-z])+|[Dd][Aa][Vv][Ll][Oo][Cc][Kk]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f]){32}|[Dd][Aa][Vv][Ss][Yy][Nn][Cc]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))|(?!(?:[Jj][Mm][Aa][Pp]|[Dd][Aa][Vv](?:[Ll][Oo][Cc][Kk]|[Ss][Yy][Nn][Cc]))\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n1>",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n1>(?:[Jj][Mm][Aa][Pp]\\x3a(?:[\\x2d0-9A-Za-z])+|[Dd][Aa][Vv][Ll][Oo][Cc][Kk]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f]){32}|[Dd][Aa][Vv][Ss][Yy][Nn][Cc]\\x3a(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))|(?!(?:[Jj][Mm][Aa][Pp]|[Dd][Aa][Vv](?:[Ll][Oo][Cc][Kk]|[Ss][Yy][Nn][Cc]))\\x3a)(?:[\\x2d0-9A-Za-z])+\\x3a(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*))\\k<n1>",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["jmap-id","davlock-id","davsync-id","resource-type","specific-identifier","stalwart-nss"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // stalwart-nss
  var c, out, s = text, n = size;
  L1: {
    var p2;
    p2 = f1(p);
    if (p2 >= 0) { out = p2; break L1; }
    var p3;
    p3 = f8(p);
    if (p3 >= 0) { out = p3; break L1; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // known-resource
  var c, out, s = text, n = size;
  L4: {
    var p5;
    p5 = f2(p);
    if (p5 >= 0) { out = p5; break L4; }
    var p6;
    p6 = f3(p);
    if (p6 >= 0) { out = p6; break L4; }
    var p7;
    p7 = f4(p);
    if (p7 >= 0) { out = p7; break L4; }
    out = -1;
  }
  return out;
}
function f2(p) { // jmap
  var c, out, s = text, n = size;
  L8: {
    var k9 = kn;
    var p10;
    p10 = p + 4 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 106) && (c = s.charCodeAt(p + 1), (c | 32) === 109) && (c = s.charCodeAt(p + 2), (c | 32) === 97) && (c = s.charCodeAt(p + 3), (c | 32) === 112) ? p + 4 : -1;
    if (p10 < 0) { out = -1; kn = k9; break L8; }
    var p11;
    if (p10 < n && (c = s.charCodeAt(p10), c === 58)) { p11 = p10 + 1; } else { p11 = -1;  }
    if (p11 < 0) { out = -1; kn = k9; break L8; }
    var p12;
    p12 = f5(p11);
    if (p12 < 0) { out = -1; kn = k9; break L8; }
    out = p12;
  }
  return out;
}
function f3(p) { // davlock
  var c, out, s = text, n = size;
  L13: {
    var k14 = kn;
    var p15;
    p15 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 118) && (c = s.charCodeAt(p + 3), (c | 32) === 108) && (c = s.charCodeAt(p + 4), (c | 32) === 111) && (c = s.charCodeAt(p + 5), (c | 32) === 99) && (c = s.charCodeAt(p + 6), (c | 32) === 107) ? p + 7 : -1;
    if (p15 < 0) { out = -1; kn = k14; break L13; }
    var p16;
    if (p15 < n && (c = s.charCodeAt(p15), c === 58)) { p16 = p15 + 1; } else { p16 = -1;  }
    if (p16 < 0) { out = -1; kn = k14; break L13; }
    var p17;
    p17 = f6(p16);
    if (p17 < 0) { out = -1; kn = k14; break L13; }
    out = p17;
  }
  return out;
}
function f4(p) { // davsync
  var c, out, s = text, n = size;
  L18: {
    var k19 = kn;
    var p20;
    p20 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 100) && (c = s.charCodeAt(p + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 2), (c | 32) === 118) && (c = s.charCodeAt(p + 3), (c | 32) === 115) && (c = s.charCodeAt(p + 4), (c | 32) === 121) && (c = s.charCodeAt(p + 5), (c | 32) === 110) && (c = s.charCodeAt(p + 6), (c | 32) === 99) ? p + 7 : -1;
    if (p20 < 0) { out = -1; kn = k19; break L18; }
    var p21;
    if (p20 < n && (c = s.charCodeAt(p20), c === 58)) { p21 = p20 + 1; } else { p21 = -1;  }
    if (p21 < 0) { out = -1; kn = k19; break L18; }
    var p22;
    p22 = f7(p21);
    if (p22 < 0) { out = -1; kn = k19; break L18; }
    out = p22;
  }
  return out;
}
function f5(p) { // jmap-id
  var c, out, s = text, n = size;
  var q23 = p;
  while (q23 < n && (c = s.charCodeAt(q23), T0[c] === 1)) q23++;
  out = q23 - p >= 1 ? q23 : -1;
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // davlock-id
  var c, out, s = text, n = size;
  var q25 = p, e26 = p + 32;
  if (e26 <= n) while (q25 < e26 && (c = s.charCodeAt(q25), c < 128 && T1[c] === 1)) q25++;
  out = q25 === e26 ? e26 : -1;
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // davsync-id
  var c, out, s = text, n = size;
  var q27 = p, e28 = p + 16;
  if (e28 <= n) while (q27 < e28 && (c = s.charCodeAt(q27), c < 128 && T1[c] === 1)) q27++;
  out = q27 === e28 ? e28 : -1;
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // other-resource
  var c, out, s = text, n = size;
  L29: {
    var k30 = kn;
    var p31;
    var p32;
    L34: {
      var p36;
      L37: {
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 106)) {
          p36 = p + 1 + 3 <= n && (c = s.charCodeAt(p + 1 + 0), (c | 32) === 109) && (c = s.charCodeAt(p + 1 + 1), (c | 32) === 97) && (c = s.charCodeAt(p + 1 + 2), (c | 32) === 112) ? p + 1 + 3 : -1;
          if (p36 >= 0) break L37;
        }
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) {
          if (p + 1 < n && (c = s.charCodeAt(p + 1), (c | 32) === 97)) {
            if (p + 2 < n && (c = s.charCodeAt(p + 2), (c | 32) === 118)) {
              if (p + 3 < n && (c = s.charCodeAt(p + 3), (c | 32) === 108)) {
                p36 = p + 4 + 3 <= n && (c = s.charCodeAt(p + 4 + 0), (c | 32) === 111) && (c = s.charCodeAt(p + 4 + 1), (c | 32) === 99) && (c = s.charCodeAt(p + 4 + 2), (c | 32) === 107) ? p + 4 + 3 : -1;
                if (p36 >= 0) break L37;
              }
              if (p + 3 < n && (c = s.charCodeAt(p + 3), (c | 32) === 115)) {
                p36 = p + 4 + 3 <= n && (c = s.charCodeAt(p + 4 + 0), (c | 32) === 121) && (c = s.charCodeAt(p + 4 + 1), (c | 32) === 110) && (c = s.charCodeAt(p + 4 + 2), (c | 32) === 99) ? p + 4 + 3 : -1;
                if (p36 >= 0) break L37;
              }
            }
          }
        }
        p36 = -1;
      }
      if (p36 < 0) { p32 = -1;  break L34; }
      var p38;
      if (p36 < n && (c = s.charCodeAt(p36), c === 58)) { p38 = p36 + 1; } else { p38 = -1;  }
      if (p38 < 0) { p32 = -1;  break L34; }
      p32 = p38;
    }
    p31 = p32 >= 0 ? -1 : p;
    if (p31 < 0) { out = -1; kn = k30; break L29; }
    var p39;
    p39 = f9(p31);
    if (p39 < 0) { out = -1; kn = k30; break L29; }
    var p40;
    if (p39 < n && (c = s.charCodeAt(p39), c === 58)) { p40 = p39 + 1; } else { p40 = -1;  }
    if (p40 < 0) { out = -1; kn = k30; break L29; }
    var p41;
    p41 = f10(p40);
    if (p41 < 0) { out = -1; kn = k30; break L29; }
    out = p41;
  }
  return out;
}
function f9(p) { // resource-type
  var c, out, s = text, n = size;
  var q42 = p;
  while (q42 < n && (c = s.charCodeAt(q42), T0[c] === 1)) q42++;
  out = q42 - p >= 1 ? q42 : -1;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // specific-identifier
  var c, out, s = text, n = size;
  L44: {
    var p46;
    p46 = f15(p);
    if (p46 < 0) { out = -1;  break L44; }
    var p47;
    var q48 = p46;
    while (q48 < n) {
      if ((c = s.charCodeAt(q48), c < 128 && T2[c] === 1)) { do q48++; while (q48 < n && (c = s.charCodeAt(q48), T2[c] === 1));  continue; }
      var p52;
      L53: {
        var p54;
        p54 = f15(q48);
        if (p54 >= 0) { p52 = p54; break L53; }
        var p55;
        if (q48 < n && (c = s.charCodeAt(q48), c === 47)) { p55 = q48 + 1; } else { p55 = -1;  }
        if (p55 >= 0) { p52 = p55; break L53; }
        p52 = -1;
      }
      if (p52 < 0) break;
      if (p52 === q48) { break; }
      q48 = p52;
    }
    p47 = q48;
    if (p47 < 0) { out = -1;  break L44; }
    out = p47;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // pchar
  var c, out, s = text, n = size;
  L56: {
    var p57;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p57 = p + 1; } else { p57 = -1;  }
    if (p57 >= 0) { out = p57; break L56; }
    var p58;
    p58 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) ? p + 3 : -1;
    if (p58 >= 0) { out = p58; break L56; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule stalwart-nss. On success returns the number of entries written to
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
const byName = { "jmap-id": f5, "davlock-id": f6, "davsync-id": f7, "resource-type": f9, "specific-identifier": f10, "stalwart-nss": f0 };
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
