// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/fdc.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff300000000000000000');
const T1 = table(65536, '0000000029f7fff2ffffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '000000000000ff30efffff70efffff70');
const T4 = table(128, '0000000000000000efffff70efffff70');
const T5 = table(128, '000000000000ef300000000000000000');
const T6 = table(128, '00000000000070000000000000000000');
const T7 = table(128, '00000000000060000000000000000000');
const meta = {
  "profile": "",
  "start": "NSS",
  "parts": [
  "ProviderId",
  "DateId",
  "ResourceId"
  ],
  "views": [],
  "namespace": {
    "nid": "fdc",
    "aliases": [],
    "source": "RFC 4198 s.3",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "ProviderId"
      ],
      "section": "RFC 4198 s.3"
    }
    ],
    "summary": "ProviderId (a domain name) \":\" DateId (CCYY[MM[DD]]) \":\" ResourceId",
    "examples": [
    "urn:fdc:example.com:2002:A"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:[0-9A-Za-z](?:(?:\x2d)*[0-9A-Za-z])*\x2e)+(?![0-9A-Za-z](?:(?:\x2d)*[0-9A-Za-z])*\x2e)[A-Za-z](?:(?:\x2d)*[0-9A-Za-z])*\x3a(?=(?<g1>[0-9][0-9][0-9][0-9](?:(?:0[1-9]|1[0-2])(?:(?:0[1-9]|[12][0-9]|3[01]))?)?|(?:[0-9]){1,3}))\k<g1>\x3a(?:(?:[\x21\x24\x27-\x2e0-\x3b\x3d\x40-Z\x5fa-z]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:[0-9A-Za-z](?:(?:\\x2d)*[0-9A-Za-z])*\\x2e)+(?!(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:\\x2d)*[0-9A-Za-z])*\\x2e)(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?:\\x2d)*[0-9A-Za-z])*\\x3a(?=(?<n1>[0-9][0-9][0-9][0-9](?:(?:0[1-9]|1[0-2])(?:(?:0[1-9]|[12][0-9]|3[01]))?)?|(?:[0-9]){1,3}))\\k<n1>\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:[0-9A-Za-z](?:(?:\\x2d)*[0-9A-Za-z])*\\x2e)+(?!(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:\\x2d)*[0-9A-Za-z])*\\x2e)(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?:\\x2d)*[0-9A-Za-z])*\\x3a(?=(?<n1>[0-9][0-9][0-9][0-9](?:(?:0[1-9]|1[0-2])(?:(?:0[1-9]|[12][0-9]|3[01]))?)?|(?:[0-9]){1,3}))\\k<n1>\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:[0-9A-Za-z](?:(?:\\x2d)*[0-9A-Za-z])*\\x2e)+(?!(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?:\\x2d)*[0-9A-Za-z])*\\x2e)(?:(?![\\x00\\x02])[\\x00\\x02A-Za-z])(?:(?:\\x2d)*[0-9A-Za-z])*\\x3a(?=(?<n1>[0-9][0-9][0-9][0-9](?:(?:0[1-9]|1[0-2])(?:(?:0[1-9]|[12][0-9]|3[01]))?)?|(?:[0-9]){1,3}))\\k<n1>\\x3a(?:(?:[\\x21\\x24\\x27-\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["ProviderId","DateId","ResourceId"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // NSS
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
    if (p5 < n && (c = s.charCodeAt(p5), c === 58)) { p6 = p5 + 1; } else { p6 = -1;  }
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    var p7;
    p7 = f3(p6);
    if (p7 < 0) { out = -1; kn = k2; break L1; }
    out = p7;
  }
  return out;
}
function f1(p) { // ProviderId
  var c, out, s = text, n = size;
  L8: {
    var p10;
    var q11 = p, r12 = 0, e14 = false;
    while (q11 < n) {
      var p15;
      L16: {
        var p18;
        p18 = f4(q11);
        if (p18 < 0) { p15 = -1;  break L16; }
        var p19;
        if (p18 < n && (c = s.charCodeAt(p18), c === 46)) { p19 = p18 + 1; } else { p19 = -1;  }
        if (p19 < 0) { p15 = -1;  break L16; }
        p15 = p19;
      }
      if (p15 < 0) break;
      if (p15 === q11) { e14 = true; break; }
      r12++; q11 = p15;
    }
    if (e14 || r12 >= 1) p10 = q11; else { p10 = -1;  }
    if (p10 < 0) { out = -1;  break L8; }
    var p20;
    p20 = f5(p10);
    if (p20 < 0) { out = -1;  break L8; }
    out = p20;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // DateId
  var c, out, s = text, n = size;
  L21: {
    var p22;
    L23: {
      var p25;
      var q26 = p, e27 = p + 4;
      if (e27 <= n) while (q26 < e27 && (c = s.charCodeAt(q26), c < 128 && T0[c] === 1)) q26++;
      p25 = q26 === e27 ? e27 : -1;
      if (p25 < 0) { p22 = -1;  break L23; }
      var p28;
      var q29 = p25, r30 = 0;
      while (q29 < n) {
        var p33;
        L34: {
          var p36;
          p36 = f7(q29);
          if (p36 < 0) { p33 = -1;  break L34; }
          var p37;
          var q38 = p36, r39 = 0;
          while (q38 < n) {
            var p42;
            p42 = f8(q38);
            if (p42 < 0) break;
            if (p42 === q38) { break; }
            r39++; q38 = p42;
            if (r39 === 1) break;
          }
          p37 = q38;
          if (p37 < 0) { p33 = -1;  break L34; }
          p33 = p37;
        }
        if (p33 < 0) break;
        if (p33 === q29) { break; }
        r30++; q29 = p33;
        if (r30 === 1) break;
      }
      p28 = q29;
      if (p28 < 0) { p22 = -1;  break L23; }
      p22 = p28;
    }
    if (p22 >= 0) { out = p22; break L21; }
    var p43;
    var q44 = p, m46 = Math.min(n, p + 3);
    while (q44 < m46 && (c = s.charCodeAt(q44), c < 128 && T0[c] === 1)) q44++;
    p43 = q44 - p >= 1 ? q44 : -1;
    if (p43 >= 0) { out = p43; break L21; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // ResourceId
  var c, out, s = text, n = size;
  var q47 = p, r48 = 0, e50 = false;
  while (q47 < n) {
    if ((c = s.charCodeAt(q47), c < 128 && T1[c] === 1)) { var k49z = q47; do q47++; while (q47 < n && (c = s.charCodeAt(q47), T1[c] === 1)); r48 += q47 - k49z;  continue; }
    var p51;
    L52: {
      var p53;
      if (q47 < n && (c = s.charCodeAt(q47), c < 128 && T1[c] === 1)) { p53 = q47 + 1; } else { p53 = -1;  }
      if (p53 >= 0) { p51 = p53; break L52; }
      var p54;
      p54 = q47 + 3 <= n && (c = s.charCodeAt(q47 + 0), c === 37) && (c = s.charCodeAt(q47 + 1), c < 128 && T2[c] === 1) && (c = s.charCodeAt(q47 + 2), c < 128 && T2[c] === 1) ? q47 + 3 : -1;
      if (p54 >= 0) { p51 = p54; break L52; }
      p51 = -1;
    }
    if (p51 < 0) break;
    if (p51 === q47) { e50 = true; break; }
    r48++; q47 = p51;
  }
  if (e50 || r48 >= 1) out = q47; else { out = -1;  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // label
  var c, out, s = text, n = size;
  L55: {
    var p57;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p57 = p + 1; } else { p57 = -1;  }
    if (p57 < 0) { out = -1;  break L55; }
    var p58;
    var q59 = p57;
    while (q59 < n) {
      var p63;
      L64: {
        var p66;
        var q67 = q59;
        while (q67 < n && (c = s.charCodeAt(q67), c === 45)) q67++;
        p66 = q67;
        if (p66 < 0) { p63 = -1;  break L64; }
        var p69;
        if (p66 < n && (c = s.charCodeAt(p66), c < 128 && T3[c] === 1)) { p69 = p66 + 1; } else { p69 = -1;  }
        if (p69 < 0) { p63 = -1;  break L64; }
        p63 = p69;
      }
      if (p63 < 0) break;
      if (p63 === q59) { break; }
      q59 = p63;
    }
    p58 = q59;
    if (p58 < 0) { out = -1;  break L55; }
    out = p58;
  }
  return out;
}
function f5(p) { // toplabel
  var c, out, s = text, n = size;
  L70: {
    var p72;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p72 = p + 1; } else { p72 = -1;  }
    if (p72 < 0) { out = -1;  break L70; }
    var p73;
    var q74 = p72;
    while (q74 < n) {
      var p78;
      L79: {
        var p81;
        var q82 = q74;
        while (q82 < n && (c = s.charCodeAt(q82), c === 45)) q82++;
        p81 = q82;
        if (p81 < 0) { p78 = -1;  break L79; }
        var p84;
        if (p81 < n && (c = s.charCodeAt(p81), c < 128 && T3[c] === 1)) { p84 = p81 + 1; } else { p84 = -1;  }
        if (p84 < 0) { p78 = -1;  break L79; }
        p78 = p84;
      }
      if (p78 < 0) break;
      if (p78 === q74) { break; }
      q74 = p78;
    }
    p73 = q74;
    if (p73 < 0) { out = -1;  break L70; }
    out = p73;
  }
  return out;
}
function f7(p) { // MM
  var c, out, s = text, n = size;
  L87: {
    if (p < n && (c = s.charCodeAt(p), c === 48)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T5[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L87;
    }
    if (p < n && (c = s.charCodeAt(p), c === 49)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T6[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L87;
    }
    out = -1;
  }
  return out;
}
function f8(p) { // DD
  var c, out, s = text, n = size;
  L88: {
    if (p < n && (c = s.charCodeAt(p), c === 48)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T5[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L88;
    }
    if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) {
      out = p + 1 + 1 <= n && (c = s.charCodeAt(p + 1 + 0), c < 128 && T0[c] === 1) ? p + 1 + 1 : -1;
      if (out >= 0) break L88;
    }
    if (p < n && (c = s.charCodeAt(p), c === 51)) {
      if (p + 1 < n && (c = s.charCodeAt(p + 1), c === 48)) {
        out = p + 2; break L88;
      }
      if (p + 1 < n && (c = s.charCodeAt(p + 1), c === 49)) {
        out = p + 2; break L88;
      }
    }
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
const byName = { "ProviderId": f1, "DateId": f2, "ResourceId": f3 };
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
