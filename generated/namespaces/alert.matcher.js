// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/alert.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const meta = {
  "profile": "",
  "start": "alert-identifier",
  "parts": [
  "alert-category",
  "alert-ind-part"
  ],
  "views": [],
  "namespace": {
    "nid": "alert",
    "aliases": [],
    "source": "RFC 7462 s.7 (Declaration of syntactic structure)",
    "checks": [],
    "equivalence": [
    {
      "op": "lowercase",
      "rules": [
      "alert-identifier"
      ],
      "section": "RFC 7462 s.7 (Rules for lexical equivalence)"
    }
    ],
    "summary": "category:indication[:...], each part an LDH label, optionally label@provider",
    "examples": [
    "urn:alert:service:call-waiting",
    "urn:alert:source:external"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^[0-9A-Za-z](?:(?=(?<g18>[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])(?=(?<g17>(?:[0-9A-Za-z]|\x2d(?!\x2d))(?=[\x2d0-9A-Za-z])(?=(?<g16>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,59}))\k<g16>[0-9A-Za-z]|[0-9A-Za-z]))\k<g17>|[0-9A-Za-z]))\k<g18>)?(?:\x40[0-9A-Za-z](?:(?=(?<g15>[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])(?=(?<g14>(?:[0-9A-Za-z]|\x2d(?!\x2d))(?=[\x2d0-9A-Za-z])(?=(?<g13>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,59}))\k<g13>[0-9A-Za-z]|[0-9A-Za-z]))\k<g14>|[0-9A-Za-z]))\k<g15>)?)?\x3a[0-9A-Za-z](?:(?=(?<g12>[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])(?=(?<g11>(?:[0-9A-Za-z]|\x2d(?!\x2d))(?=[\x2d0-9A-Za-z])(?=(?<g10>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,59}))\k<g10>[0-9A-Za-z]|[0-9A-Za-z]))\k<g11>|[0-9A-Za-z]))\k<g12>)?(?:\x40[0-9A-Za-z](?:(?=(?<g9>[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])(?=(?<g8>(?:[0-9A-Za-z]|\x2d(?!\x2d))(?=[\x2d0-9A-Za-z])(?=(?<g7>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,59}))\k<g7>[0-9A-Za-z]|[0-9A-Za-z]))\k<g8>|[0-9A-Za-z]))\k<g9>)?)?(?:\x3a[0-9A-Za-z](?:(?=(?<g6>[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])(?=(?<g5>(?:[0-9A-Za-z]|\x2d(?!\x2d))(?=[\x2d0-9A-Za-z])(?=(?<g4>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,59}))\k<g4>[0-9A-Za-z]|[0-9A-Za-z]))\k<g5>|[0-9A-Za-z]))\k<g6>)?(?:\x40[0-9A-Za-z](?:(?=(?<g3>[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])(?=(?<g2>(?:[0-9A-Za-z]|\x2d(?!\x2d))(?=[\x2d0-9A-Za-z])(?=(?<g1>(?:[\x2d0-9A-Za-z](?=[\x2d0-9A-Za-z])){0,59}))\k<g1>[0-9A-Za-z]|[0-9A-Za-z]))\k<g2>|[0-9A-Za-z]))\k<g3>)?)?)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n18>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n17>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n16>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n16>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n17>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n18>)?(?:\\x40(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n15>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n14>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n13>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n13>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n14>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n15>)?)?\\x3a(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n12>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n11>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n10>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n10>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n11>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n12>)?(?:\\x40(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n9>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n8>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n7>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n7>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n8>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n9>)?)?(?:\\x3a[0-9A-Za-z](?:(?=(?<n6>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n5>(?:[0-9A-Za-z]|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n4>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n4>[0-9A-Za-z]|[0-9A-Za-z]))\\k<n5>|[0-9A-Za-z]))\\k<n6>)?(?:\\x40[0-9A-Za-z](?:(?=(?<n3>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n2>(?:[0-9A-Za-z]|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n1>[0-9A-Za-z]|[0-9A-Za-z]))\\k<n2>|[0-9A-Za-z]))\\k<n3>)?)?)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n18>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n17>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n16>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n16>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n17>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n18>)?(?:\\x40(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n15>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n14>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n13>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n13>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n14>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n15>)?)?\\x3a(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n12>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n11>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n10>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n10>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n11>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n12>)?(?:\\x40(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n9>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n8>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n7>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n7>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n8>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n9>)?)?(?:\\x3a[0-9A-Za-z](?:(?=(?<n6>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n5>(?:[0-9A-Za-z]|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n4>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n4>[0-9A-Za-z]|[0-9A-Za-z]))\\k<n5>|[0-9A-Za-z]))\\k<n6>)?(?:\\x40[0-9A-Za-z](?:(?=(?<n3>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n2>(?:[0-9A-Za-z]|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n1>[0-9A-Za-z]|[0-9A-Za-z]))\\k<n2>|[0-9A-Za-z]))\\k<n3>)?)?)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n18>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n17>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n16>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n16>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n17>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n18>)?(?:\\x40(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n15>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n14>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n13>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n13>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n14>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n15>)?)?\\x3a(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n12>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n11>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n10>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n10>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n11>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n12>)?(?:\\x40(?:(?!\\x00)[\\x000-9A-Za-z])(?:(?=(?<n9>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n8>(?:(?:(?!\\x00)[\\x000-9A-Za-z])|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n7>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n7>(?:(?!\\x00)[\\x000-9A-Za-z])|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n8>|(?:(?!\\x00)[\\x000-9A-Za-z])))\\k<n9>)?)?(?:\\x3a[0-9A-Za-z](?:(?=(?<n6>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n5>(?:[0-9A-Za-z]|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n4>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n4>[0-9A-Za-z]|[0-9A-Za-z]))\\k<n5>|[0-9A-Za-z]))\\k<n6>)?(?:\\x40[0-9A-Za-z](?:(?=(?<n3>[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])(?=(?<n2>(?:[0-9A-Za-z]|\\x2d(?!\\x2d))(?=[\\x2d0-9A-Za-z])(?=(?<n1>(?:[\\x2d0-9A-Za-z](?=[\\x2d0-9A-Za-z])){0,59}))\\k<n1>[0-9A-Za-z]|[0-9A-Za-z]))\\k<n2>|[0-9A-Za-z]))\\k<n3>)?)?)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["alert-category","alert-ind-part","alert-identifier"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // alert-identifier
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
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // alert-category
  var c, out, s = text, n = size;
  out = f4(p);
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // alert-indication
  var c, out, s = text, n = size;
  L6: {
    var k7 = kn;
    var p8;
    p8 = f3(p);
    if (p8 < 0) { out = -1; kn = k7; break L6; }
    var p9;
    var q10 = p8;
    while (q10 < n) {
      var p14;
      L15: {
        var k16 = kn;
        var p17;
        if (q10 < n && (c = s.charCodeAt(q10), c === 58)) { p17 = q10 + 1; } else { p17 = -1;  }
        if (p17 < 0) { p14 = -1; kn = k16; break L15; }
        var p18;
        p18 = f3(p17);
        if (p18 < 0) { p14 = -1; kn = k16; break L15; }
        p14 = p18;
      }
      if (p14 < 0) break;
      if (p14 === q10) { break; }
      q10 = p14;
    }
    p9 = q10;
    if (p9 < 0) { out = -1; kn = k7; break L6; }
    out = p9;
  }
  return out;
}
function f3(p) { // alert-ind-part
  var c, out, s = text, n = size;
  out = f4(p);
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // alert-name
  var c, out, s = text, n = size;
  L19: {
    var p21;
    p21 = f6(p);
    if (p21 < 0) { out = -1;  break L19; }
    var p22;
    var q23 = p21, r24 = 0;
    while (q23 < n) {
      var p27;
      L28: {
        var p30;
        if (q23 < n && (c = s.charCodeAt(q23), c === 64)) { p30 = q23 + 1; } else { p30 = -1;  }
        if (p30 < 0) { p27 = -1;  break L28; }
        var p31;
        p31 = f5(p30);
        if (p31 < 0) { p27 = -1;  break L28; }
        p27 = p31;
      }
      if (p27 < 0) break;
      if (p27 === q23) { break; }
      r24++; q23 = p27;
      if (r24 === 1) break;
    }
    p22 = q23;
    if (p22 < 0) { out = -1;  break L19; }
    out = p22;
  }
  return out;
}
function f5(p) { // provider
  var c, out, s = text, n = size;
  out = f6(p);
  return out;
}
function f6(p) { // alert-label
  var c, out, s = text, n = size;
  L32: {
    var p34;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p34 = p + 1; } else { p34 = -1;  }
    if (p34 < 0) { out = -1;  break L32; }
    var p35;
    var q36 = p34, r37 = 0;
    while (q36 < n) {
      var p40;
      L41: {
        var p42;
        L43: {
          var p45;
          if (q36 < n && (c = s.charCodeAt(q36), c < 128 && T1[c] === 1)) { p45 = q36 + 1; } else { p45 = -1;  }
          if (p45 < 0) { p42 = -1;  break L43; }
          var p46;
          var p47;
          if (p45 < n && (c = s.charCodeAt(p45), c < 128 && T1[c] === 1)) { p47 = p45 + 1; } else { p47 = -1;  }
          p46 = p47 >= 0 ? p45 : -1;
          if (p46 < 0) { p42 = -1;  break L43; }
          var p49;
          p49 = f7(p46);
          if (p49 < 0) { p42 = -1;  break L43; }
          p42 = p49;
        }
        if (p42 >= 0) { p40 = p42; break L41; }
        var p50;
        if (q36 < n && (c = s.charCodeAt(q36), c < 128 && T0[c] === 1)) { p50 = q36 + 1; } else { p50 = -1;  }
        if (p50 >= 0) { p40 = p50; break L41; }
        p40 = -1;
      }
      if (p40 < 0) break;
      if (p40 === q36) { break; }
      r37++; q36 = p40;
      if (r37 === 1) break;
    }
    p35 = q36;
    if (p35 < 0) { out = -1;  break L32; }
    out = p35;
  }
  return out;
}
function f7(p) { // label-rest
  var c, out, s = text, n = size;
  L51: {
    var p52;
    L53: {
      var p55;
      L56: {
        var p57;
        L58: {
          var p60;
          if (p < n && (c = s.charCodeAt(p), c === 45)) { p60 = p + 1; } else { p60 = -1;  }
          if (p60 < 0) { p57 = -1;  break L58; }
          var p61;
          var p62;
          if (p60 < n && (c = s.charCodeAt(p60), c === 45)) { p62 = p60 + 1; } else { p62 = -1;  }
          p61 = p62 >= 0 ? -1 : p60;
          if (p61 < 0) { p57 = -1;  break L58; }
          p57 = p61;
        }
        if (p57 >= 0) { p55 = p57; break L56; }
        var p64;
        if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p64 = p + 1; } else { p64 = -1;  }
        if (p64 >= 0) { p55 = p64; break L56; }
        p55 = -1;
      }
      if (p55 < 0) { p52 = -1;  break L53; }
      var p65;
      var p66;
      if (p55 < n && (c = s.charCodeAt(p55), c < 128 && T1[c] === 1)) { p66 = p55 + 1; } else { p66 = -1;  }
      p65 = p66 >= 0 ? p55 : -1;
      if (p65 < 0) { p52 = -1;  break L53; }
      var p68;
      var q69 = p65, r70 = 0;
      while (r70 < 59 && q69 + 1 < n && (c = s.charCodeAt(q69), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q69 + 1), c < 128 && T1[c] === 1)) { q69++; r70++; }
      p68 = q69;
      if (p68 < 0) { p52 = -1;  break L53; }
      var p71;
      if (p68 < n && (c = s.charCodeAt(p68), c < 128 && T0[c] === 1)) { p71 = p68 + 1; } else { p71 = -1;  }
      if (p71 < 0) { p52 = -1;  break L53; }
      p52 = p71;
    }
    if (p52 >= 0) { out = p52; break L51; }
    var p72;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p72 = p + 1; } else { p72 = -1;  }
    if (p72 >= 0) { out = p72; break L51; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule alert-identifier. On success returns the number of entries written to
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
const byName = { "alert-category": f1, "alert-ind-part": f3, "alert-identifier": f0 };
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
