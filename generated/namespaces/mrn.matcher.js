// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/mrn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '000000002dfffff2ffffff78efffff74');
const T5 = table(128, '000000000000ff30e7000000e7000000');
const T6 = table(65536, '000000002df7fff2ffffff78efffff74');
const meta = {
  "profile": "",
  "start": "mrn-nss",
  "parts": [
  "OID",
  "OSNID",
  "OSNS"
  ],
  "views": [],
  "namespace": {
    "nid": "mrn",
    "aliases": [],
    "source": "IANA urn-formal/mrn (Syntax)",
    "checks": [],
    "equivalence": [],
    "summary": "OID \":\" OSNID \":\" OSNS as the template ABNF gives them",
    "examples": [
    "urn:mrn:iala:pub:g1143"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,20}[0-9A-Za-z]\x3a[0-9A-Za-z](?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,32}[0-9A-Za-z]\x3a(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])(?:(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,20}(?:(?!\\x00)[\\x000-9A-Za-z])\\x3a(?:(?!\\x00)[\\x000-9A-Za-z])(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,32}(?:(?!\\x00)[\\x000-9A-Za-z])\\x3a(?:[\\x21\\x24\\x27-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x27-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,20}(?:(?!\\x00)[\\x000-9A-Za-z])\\x3a(?:(?!\\x00)[\\x000-9A-Za-z])(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,32}(?:(?!\\x00)[\\x000-9A-Za-z])\\x3a(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,20}(?:(?!\\x00)[\\x000-9A-Za-z])\\x3a(?:(?!\\x00)[\\x000-9A-Za-z])(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,32}(?:(?!\\x00)[\\x000-9A-Za-z])\\x3a(?:[\\x21\\x24\\x26-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))(?:(?:[\\x21\\x24\\x26-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["OID","OSNID","OSNS"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // mrn-nss
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
    out = p5;
  }
  return out;
}
function f1(p) { // OID
  var c, out, s = text, n = size;
  L6: {
    var p8;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p8 = p + 1; } else { p8 = -1;  }
    if (p8 < 0) { out = -1;  break L6; }
    var p9;
    var q10 = p8, r11 = 0;
    while (r11 < 20 && q10 + 1 < n && (c = s.charCodeAt(q10), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q10 + 1), c < 128 && T1[c] === 1)) { q10++; r11++; }
    p9 = q10;
    if (p9 < 0) { out = -1;  break L6; }
    var p12;
    if (p9 < n && (c = s.charCodeAt(p9), c < 128 && T0[c] === 1)) { p12 = p9 + 1; } else { p12 = -1;  }
    if (p12 < 0) { out = -1;  break L6; }
    out = p12;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // OSS
  var c, out, s = text, n = size;
  L13: {
    var k14 = kn;
    var p15;
    p15 = f3(p);
    if (p15 < 0) { out = -1; kn = k14; break L13; }
    var p16;
    if (p15 < n && (c = s.charCodeAt(p15), c === 58)) { p16 = p15 + 1; } else { p16 = -1;  }
    if (p16 < 0) { out = -1; kn = k14; break L13; }
    var p17;
    p17 = f4(p16);
    if (p17 < 0) { out = -1; kn = k14; break L13; }
    out = p17;
  }
  return out;
}
function f3(p) { // OSNID
  var c, out, s = text, n = size;
  L18: {
    var p20;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p20 = p + 1; } else { p20 = -1;  }
    if (p20 < 0) { out = -1;  break L18; }
    var p21;
    var q22 = p20, r23 = 0;
    while (r23 < 32 && q22 + 1 < n && (c = s.charCodeAt(q22), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q22 + 1), c < 128 && T1[c] === 1)) { q22++; r23++; }
    p21 = q22;
    if (p21 < 0) { out = -1;  break L18; }
    var p24;
    if (p21 < n && (c = s.charCodeAt(p21), c < 128 && T0[c] === 1)) { p24 = p21 + 1; } else { p24 = -1;  }
    if (p24 < 0) { out = -1;  break L18; }
    out = p24;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // OSNS
  var c, out, s = text, n = size;
  L25: {
    var p27;
    p27 = f9(p);
    if (p27 < 0) { out = -1;  break L25; }
    var p28;
    var q29 = p27;
    while (q29 < n) {
      if ((c = s.charCodeAt(q29), c < 128 && T2[c] === 1)) { do q29++; while (q29 < n && (c = s.charCodeAt(q29), T2[c] === 1));  continue; }
      var p33;
      L34: {
        var p35;
        p35 = f9(q29);
        if (p35 >= 0) { p33 = p35; break L34; }
        var p36;
        if (q29 < n && (c = s.charCodeAt(q29), c === 47)) { p36 = q29 + 1; } else { p36 = -1;  }
        if (p36 >= 0) { p33 = p36; break L34; }
        p33 = -1;
      }
      if (p33 < 0) break;
      if (p33 === q29) { break; }
      q29 = p33;
    }
    p28 = q29;
    if (p28 < 0) { out = -1;  break L25; }
    out = p28;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // pchar
  var c, out, s = text, n = size;
  L37: {
    var p38;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p38 = p + 1; } else { p38 = -1;  }
    if (p38 >= 0) { out = p38; break L37; }
    var p39;
    p39 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T5[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T5[c] === 1) ? p + 3 : -1;
    if (p39 >= 0) { out = p39; break L37; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule mrn-nss. On success returns the number of entries written to
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
const byName = { "OID": f1, "OSNID": f3, "OSNS": f4 };
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
