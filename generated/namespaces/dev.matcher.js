// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/dev.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '0000000000000000efffff7000000000');
const T1 = table(65536, '000000000000ff30efffff7000000000');
const T2 = table(65536, '000000000006ff30efffff70efffff70');
const T3 = table(65536, '000000000004ff30efffff70efffff70');
const T4 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(128, '000000000000ef300000000000000000');
const T6 = table(65536, '000000000000ff300000000000000000');
const meta = {
  "profile": "",
  "start": "dev-nss",
  "parts": [
  "subtype",
  "posnumber",
  "product",
  "serial",
  "identifier",
  "hexstring"
  ],
  "views": [],
  "namespace": {
    "nid": "dev",
    "aliases": [],
    "source": "RFC 9039 s.3.2",
    "checks": [],
    "equivalence": [],
    "summary": "mac: or ow: and an even number of hex digits; org:, os:, ops: with a number, \"-\" and identifiers; other subtypes; \"_\" components",
    "examples": [
    "urn:dev:mac:0024befffe804ff1",
    "urn:dev:ow:10e2073a01080063",
    "urn:dev:org:32473-foo",
    "urn:dev:ops:32473-Refrigerator-5002"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:mac\x3a(?:[0-9A-Fa-f][0-9A-Fa-f])+|ow\x3a(?:[0-9A-Fa-f][0-9A-Fa-f])+|org\x3a[1-9](?:[0-9])*\x2d(?:[\x2d\x2e0-9A-Za-z])+(?:\x3a(?:[\x2d\x2e0-9A-Za-z])+)*|os\x3a[1-9](?:[0-9])*\x2d(?:[\x2d\x2e0-9A-Za-z])+(?:\x3a(?:[\x2d\x2e0-9A-Za-z])+)*|ops\x3a[1-9](?:[0-9])*\x2d(?:[\x2e0-9A-Za-z])+\x2d(?:[\x2d\x2e0-9A-Za-z])+(?:\x3a(?:[\x2d\x2e0-9A-Za-z])+)*|[A-Z](?:[0-9A-Z])*\x3a(?:[\x2d\x2e0-9A-Za-z])+(?:\x3a(?:[\x2d\x2e0-9A-Za-z])+)*)(?:\x5f(?:[\x2d\x2e0-9A-Za-z])+)*$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:mac\\x3a(?:[0-9A-Fa-f][0-9A-Fa-f])+|ow\\x3a(?:[0-9A-Fa-f][0-9A-Fa-f])+|org\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|os\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|ops\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2e0-9A-Za-z])+\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|[A-Z](?:[0-9A-Z])*\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*)(?:\\x5f(?:[\\x2d\\x2e0-9A-Za-z])+)*",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?:mac\\x3a(?:[0-9A-Fa-f][0-9A-Fa-f])+|ow\\x3a(?:[0-9A-Fa-f][0-9A-Fa-f])+|org\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|os\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|ops\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2e0-9A-Za-z])+\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|[A-Z](?:[0-9A-Z])*\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*)(?:\\x5f(?:[\\x2d\\x2e0-9A-Za-z])+)*",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "within",
    "source": "(?:mac\\x3a(?:[0-9A-Fa-f][0-9A-Fa-f])+|ow\\x3a(?:[0-9A-Fa-f][0-9A-Fa-f])+|org\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|os\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|ops\\x3a[1-9](?:[0-9])*\\x2d(?:[\\x2e0-9A-Za-z])+\\x2d(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*|[A-Z](?:[0-9A-Z])*\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+(?:\\x3a(?:[\\x2d\\x2e0-9A-Za-z])+)*)(?:\\x5f(?:[\\x2d\\x2e0-9A-Za-z])+)*",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["subtype","posnumber","product","serial","identifier","hexstring"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // dev-nss
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    p4 = f13(p3);
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    out = p4;
  }
  return out;
}
function f1(p) { // body
  var c, out, s = text, n = size;
  L5: {
    var p6;
    p6 = f2(p);
    if (p6 >= 0) { out = p6; break L5; }
    var p7;
    p7 = f3(p);
    if (p7 >= 0) { out = p7; break L5; }
    var p8;
    p8 = f4(p);
    if (p8 >= 0) { out = p8; break L5; }
    var p9;
    p9 = f5(p);
    if (p9 >= 0) { out = p9; break L5; }
    var p10;
    p10 = f6(p);
    if (p10 >= 0) { out = p10; break L5; }
    var p11;
    p11 = f7(p);
    if (p11 >= 0) { out = p11; break L5; }
    out = -1;
  }
  return out;
}
function f2(p) { // macbody
  var c, out, s = text, n = size;
  L12: {
    var k13 = kn;
    var p14;
    p14 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 109) && (c = s.charCodeAt(p + 1), c === 97) && (c = s.charCodeAt(p + 2), c === 99) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    if (p14 < 0) { out = -1; kn = k13; break L12; }
    var p15;
    p15 = f16(p14);
    if (p15 < 0) { out = -1; kn = k13; break L12; }
    out = p15;
  }
  return out;
}
function f3(p) { // owbody
  var c, out, s = text, n = size;
  L16: {
    var k17 = kn;
    var p18;
    p18 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 111) && (c = s.charCodeAt(p + 1), c === 119) && (c = s.charCodeAt(p + 2), c === 58) ? p + 3 : -1;
    if (p18 < 0) { out = -1; kn = k17; break L16; }
    var p19;
    p19 = f16(p18);
    if (p19 < 0) { out = -1; kn = k17; break L16; }
    out = p19;
  }
  return out;
}
function f4(p) { // orgbody
  var c, out, s = text, n = size;
  L20: {
    var k21 = kn;
    var p22;
    p22 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 111) && (c = s.charCodeAt(p + 1), c === 114) && (c = s.charCodeAt(p + 2), c === 103) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    if (p22 < 0) { out = -1; kn = k21; break L20; }
    var p23;
    p23 = f18(p22);
    if (p23 < 0) { out = -1; kn = k21; break L20; }
    var p24;
    if (p23 < n && (c = s.charCodeAt(p23), c === 45)) { p24 = p23 + 1; } else { p24 = -1;  }
    if (p24 < 0) { out = -1; kn = k21; break L20; }
    var p25;
    p25 = f9(p24);
    if (p25 < 0) { out = -1; kn = k21; break L20; }
    var p26;
    var q27 = p25;
    while (q27 < n) {
      var p31;
      L32: {
        var k33 = kn;
        var p34;
        if (q27 < n && (c = s.charCodeAt(q27), c === 58)) { p34 = q27 + 1; } else { p34 = -1;  }
        if (p34 < 0) { p31 = -1; kn = k33; break L32; }
        var p35;
        p35 = f9(p34);
        if (p35 < 0) { p31 = -1; kn = k33; break L32; }
        p31 = p35;
      }
      if (p31 < 0) break;
      if (p31 === q27) { break; }
      q27 = p31;
    }
    p26 = q27;
    if (p26 < 0) { out = -1; kn = k21; break L20; }
    out = p26;
  }
  return out;
}
function f5(p) { // osbody
  var c, out, s = text, n = size;
  L36: {
    var k37 = kn;
    var p38;
    p38 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 111) && (c = s.charCodeAt(p + 1), c === 115) && (c = s.charCodeAt(p + 2), c === 58) ? p + 3 : -1;
    if (p38 < 0) { out = -1; kn = k37; break L36; }
    var p39;
    p39 = f18(p38);
    if (p39 < 0) { out = -1; kn = k37; break L36; }
    var p40;
    if (p39 < n && (c = s.charCodeAt(p39), c === 45)) { p40 = p39 + 1; } else { p40 = -1;  }
    if (p40 < 0) { out = -1; kn = k37; break L36; }
    var p41;
    p41 = f12(p40);
    if (p41 < 0) { out = -1; kn = k37; break L36; }
    var p42;
    var q43 = p41;
    while (q43 < n) {
      var p47;
      L48: {
        var k49 = kn;
        var p50;
        if (q43 < n && (c = s.charCodeAt(q43), c === 58)) { p50 = q43 + 1; } else { p50 = -1;  }
        if (p50 < 0) { p47 = -1; kn = k49; break L48; }
        var p51;
        p51 = f9(p50);
        if (p51 < 0) { p47 = -1; kn = k49; break L48; }
        p47 = p51;
      }
      if (p47 < 0) break;
      if (p47 === q43) { break; }
      q43 = p47;
    }
    p42 = q43;
    if (p42 < 0) { out = -1; kn = k37; break L36; }
    out = p42;
  }
  return out;
}
function f6(p) { // opsbody
  var c, out, s = text, n = size;
  L52: {
    var k53 = kn;
    var p54;
    p54 = p + 4 <= n && (c = s.charCodeAt(p + 0), c === 111) && (c = s.charCodeAt(p + 1), c === 112) && (c = s.charCodeAt(p + 2), c === 115) && (c = s.charCodeAt(p + 3), c === 58) ? p + 4 : -1;
    if (p54 < 0) { out = -1; kn = k53; break L52; }
    var p55;
    p55 = f18(p54);
    if (p55 < 0) { out = -1; kn = k53; break L52; }
    var p56;
    if (p55 < n && (c = s.charCodeAt(p55), c === 45)) { p56 = p55 + 1; } else { p56 = -1;  }
    if (p56 < 0) { out = -1; kn = k53; break L52; }
    var p57;
    p57 = f11(p56);
    if (p57 < 0) { out = -1; kn = k53; break L52; }
    var p58;
    if (p57 < n && (c = s.charCodeAt(p57), c === 45)) { p58 = p57 + 1; } else { p58 = -1;  }
    if (p58 < 0) { out = -1; kn = k53; break L52; }
    var p59;
    p59 = f12(p58);
    if (p59 < 0) { out = -1; kn = k53; break L52; }
    var p60;
    var q61 = p59;
    while (q61 < n) {
      var p65;
      L66: {
        var k67 = kn;
        var p68;
        if (q61 < n && (c = s.charCodeAt(q61), c === 58)) { p68 = q61 + 1; } else { p68 = -1;  }
        if (p68 < 0) { p65 = -1; kn = k67; break L66; }
        var p69;
        p69 = f9(p68);
        if (p69 < 0) { p65 = -1; kn = k67; break L66; }
        p65 = p69;
      }
      if (p65 < 0) break;
      if (p65 === q61) { break; }
      q61 = p65;
    }
    p60 = q61;
    if (p60 < 0) { out = -1; kn = k53; break L52; }
    out = p60;
  }
  return out;
}
function f7(p) { // otherbody
  var c, out, s = text, n = size;
  L70: {
    var k71 = kn;
    var p72;
    p72 = f8(p);
    if (p72 < 0) { out = -1; kn = k71; break L70; }
    var p73;
    if (p72 < n && (c = s.charCodeAt(p72), c === 58)) { p73 = p72 + 1; } else { p73 = -1;  }
    if (p73 < 0) { out = -1; kn = k71; break L70; }
    var p74;
    p74 = f9(p73);
    if (p74 < 0) { out = -1; kn = k71; break L70; }
    var p75;
    var q76 = p74;
    while (q76 < n) {
      var p80;
      L81: {
        var k82 = kn;
        var p83;
        if (q76 < n && (c = s.charCodeAt(q76), c === 58)) { p83 = q76 + 1; } else { p83 = -1;  }
        if (p83 < 0) { p80 = -1; kn = k82; break L81; }
        var p84;
        p84 = f9(p83);
        if (p84 < 0) { p80 = -1; kn = k82; break L81; }
        p80 = p84;
      }
      if (p80 < 0) break;
      if (p80 === q76) { break; }
      q76 = p80;
    }
    p75 = q76;
    if (p75 < 0) { out = -1; kn = k71; break L70; }
    out = p75;
  }
  return out;
}
function f8(p) { // subtype
  var c, out, s = text, n = size;
  L85: {
    var p87;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p87 = p + 1; } else { p87 = -1;  }
    if (p87 < 0) { out = -1;  break L85; }
    var p88;
    var q89 = p87;
    while (q89 < n && (c = s.charCodeAt(q89), T1[c] === 1)) q89++;
    p88 = q89;
    if (p88 < 0) { out = -1;  break L85; }
    out = p88;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // identifier
  var c, out, s = text, n = size;
  var q91 = p;
  while (q91 < n && (c = s.charCodeAt(q91), T2[c] === 1)) q91++;
  out = q91 - p >= 1 ? q91 : -1;
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // identifiernodash
  var c, out, s = text, n = size;
  var q93 = p;
  while (q93 < n && (c = s.charCodeAt(q93), T3[c] === 1)) q93++;
  out = q93 - p >= 1 ? q93 : -1;
  return out;
}
function f11(p) { // product
  var c, out, s = text, n = size;
  out = f10(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // serial
  var c, out, s = text, n = size;
  out = f9(p);
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f13(p) { // componentpart
  var c, out, s = text, n = size;
  var q95 = p;
  while (q95 < n) {
    var p99;
    L100: {
      var k101 = kn;
      var p102;
      if (q95 < n && (c = s.charCodeAt(q95), c === 95)) { p102 = q95 + 1; } else { p102 = -1;  }
      if (p102 < 0) { p99 = -1; kn = k101; break L100; }
      var p103;
      p103 = f9(p102);
      if (p103 < 0) { p99 = -1; kn = k101; break L100; }
      p99 = p103;
    }
    if (p99 < 0) break;
    if (p99 === q95) { break; }
    q95 = p99;
  }
  out = q95;
  return out;
}
function f16(p) { // hexstring
  var c, out, s = text, n = size;
  var q104 = p, r105 = 0, e107 = false;
  while (q104 < n) {
    var p108;
    p108 = q104 + 2 <= n && (c = s.charCodeAt(q104 + 0), c < 128 && T4[c] === 1) && (c = s.charCodeAt(q104 + 1), c < 128 && T4[c] === 1) ? q104 + 2 : -1;
    if (p108 < 0) break;
    if (p108 === q104) { e107 = true; break; }
    r105++; q104 = p108;
  }
  if (e107 || r105 >= 1) out = q104; else { out = -1;  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f18(p) { // posnumber
  var c, out, s = text, n = size;
  L109: {
    var p111;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p111 = p + 1; } else { p111 = -1;  }
    if (p111 < 0) { out = -1;  break L109; }
    var p112;
    var q113 = p111;
    while (q113 < n && (c = s.charCodeAt(q113), T6[c] === 1)) q113++;
    p112 = q113;
    if (p112 < 0) { out = -1;  break L109; }
    out = p112;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule dev-nss. On success returns the number of entries written to
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
const byName = { "subtype": f8, "posnumber": f18, "product": f11, "serial": f12, "identifier": f9, "hexstring": f16 };
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
