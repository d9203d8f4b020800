// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/s1000d.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000002ff30efffff70efffff70');
const T1 = table(128, '000000000000ff300000000000000000');
const T2 = table(128, '0000000000000000efffff70efffff70');
const rules = ["NSS","dmc-nss","pmc-nss","csn-nss","icn-nss","com-nss","ddn-nss","dml-nss","nss-code","subcode","subext","issue","lang","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"literal":"dmc-","caseless":true,"at":0},{"literal":"m","caseless":true,"at":1},{"literal":"c","caseless":true,"at":2},{"literal":"-","caseless":true,"at":3},{"literal":"pmc-","caseless":true,"at":0},{"literal":"csn-","caseless":true,"at":0},{"literal":"s","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"literal":"icn-","caseless":true,"at":0},{"literal":"c","caseless":true,"at":1},{"literal":"com-","caseless":true,"at":0},{"literal":"o","caseless":true,"at":1},{"literal":"m","caseless":true,"at":2},{"literal":"ddn-","caseless":true,"at":0},{"literal":"d","caseless":true,"at":1},{"literal":"dml-","caseless":true,"at":0},{"literal":"l","caseless":true,"at":2},{"set":[[95,95]]},{"literal":"_i-","caseless":true,"at":0},{"literal":"i","caseless":true,"at":1},{"literal":"-","caseless":true,"at":2},{"literal":"_l-","caseless":true,"at":0},{"literal":"l","caseless":true,"at":1}];
const sections = {
  "NSS": "RFC 4688 s.2 (Declaration of structure)",
  "dmc-nss": "RFC 4688 s.2 (Declaration of structure)",
  "pmc-nss": "RFC 4688 s.2 (Declaration of structure)",
  "csn-nss": "RFC 4688 s.2 (Declaration of structure)",
  "icn-nss": "RFC 4688 s.2 (Declaration of structure)",
  "com-nss": "RFC 4688 s.2 (Declaration of structure)",
  "ddn-nss": "RFC 4688 s.2 (Declaration of structure)",
  "dml-nss": "RFC 4688 s.2 (Declaration of structure)",
  "nss-code": "RFC 4688 s.2 (Declaration of structure)",
  "subcode": "RFC 4688 s.2 (Declaration of structure)",
  "subext": "RFC 4688 s.2 (Declaration of structure)",
  "issue": "RFC 4688 s.2 (Declaration of structure)",
  "lang": "RFC 4688 s.2 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","dmc-nss","pmc-nss","csn-nss","icn-nss","com-nss","ddn-nss","dml-nss","nss-code","subcode","subext","issue","lang"];
let text = '';
let size = 0;
let far = 0;
let look = 0;
let nots = 0;
// rec: failures are recorded (diagnose); locate records nothing.
let rec = false;
// The rules being matched, outermost first.
let stack = [];
let sp = 0;
let lastRule = -1;
let lastEnd = -1;
// Failures are kept from KEEP characters before the furthest one: a failure
// inside a split literal is named after the failures where the literal began.
const KEEP = 3;
// One pass records every failure that may still turn out to be at the
// furthest offset: far only grows, so one more than KEEP before it never is.
// Its cost is bounded: past `copies` rule-stack entries copied into failures,
// it stops recording, and a second pass records at the furthest offset alone
// (target), as apg-js's would.
let target = -1;
let failures = [];
let copies = 0;
/**
* A terminal matched up to `p` (apg-js's maxMatched counts it outside
* look-aheads), or a repetition took characters up to `p` as `rule` would
* have, each: it is then the last rule matched.
*/
function adv(p, rule = -1) {
  if (look === 0) {
    if (p > far) far = p;
    if (rule >= 0 && rec) {
      lastRule = rule;
      lastEnd = p;
    }
  }
  return p;
}
/** Rule `rule` ends with `out`: off the stack, and the last rule matched if it matched outside look-aheads. */
function done(rule, out) {
  if (rec) {
    sp--;
    if (out >= 0 && look === 0) {
      lastRule = rule;
      lastEnd = out;
    }
  }
  return out;
}
/** The rule stack as it stands, copied by a loop: for a few entries V8 runs it faster than slice(). */
function copyStack() {
  const copy = new Array(sp);
  for (let i = 0; i < sp; i++) copy[i] = stack[i];
  return copy;
}
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at < far - KEEP || (target >= 0 && (at > target || at < target - KEEP))) return;
  if (target < 0 && (copies -= sp) < 0) {
    rec = false;
    return;
  }
  const origin = at - back;
  // Only the first failure recorded at an offset names the error (its rules):
  // one recorded right after another at the same offset copies no stack.
  const n = failures.length;
  failures.push({ at, origin, terminal, stack: n !== 0 && failures[n - 1].at === at ? null : copyStack(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L57: {
    var p58;
    p58 = d1(p);
    if (p58 >= 0) { out = p58; break L57; }
    var p59;
    p59 = d2(p);
    if (p59 >= 0) { out = p59; break L57; }
    var p60;
    p60 = d3(p);
    if (p60 >= 0) { out = p60; break L57; }
    var p61;
    p61 = d4(p);
    if (p61 >= 0) { out = p61; break L57; }
    var p62;
    p62 = d5(p);
    if (p62 >= 0) { out = p62; break L57; }
    var p63;
    p63 = d6(p);
    if (p63 >= 0) { out = p63; break L57; }
    var p64;
    p64 = d7(p);
    if (p64 >= 0) { out = p64; break L57; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // dmc-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L65: {
    var p67;
    L68: {
      var p70;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p70 = adv(p + 1); } else { p70 = -1; if (rec) fail(p, 3); }
      if (p70 < 0) { p67 = -1;  break L68; }
      var p71;
      if (p70 < n && (c = s.charCodeAt(p70), (c | 32) === 109)) { p71 = adv(p70 + 1); } else { p71 = -1; if (rec) fail(p70, 4, 1); }
      if (p71 < 0) { p67 = -1;  break L68; }
      var p72;
      if (p71 < n && (c = s.charCodeAt(p71), (c | 32) === 99)) { p72 = adv(p71 + 1); } else { p72 = -1; if (rec) fail(p71, 5, 2); }
      if (p72 < 0) { p67 = -1;  break L68; }
      var p73;
      if (p72 < n && (c = s.charCodeAt(p72), c === 45)) { p73 = adv(p72 + 1); } else { p73 = -1; if (rec) fail(p72, 6, 3); }
      if (p73 < 0) { p67 = -1;  break L68; }
      p67 = p73;
    }
    if (p67 < 0) { out = -1;  break L65; }
    var p74;
    p74 = d8(p67);
    if (p74 < 0) { out = -1;  break L65; }
    out = p74;
  }
  return done(1, out);
}
function d2(p) { // pmc-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L75: {
    var p77;
    L78: {
      var p80;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) { p80 = adv(p + 1); } else { p80 = -1; if (rec) fail(p, 7); }
      if (p80 < 0) { p77 = -1;  break L78; }
      var p81;
      if (p80 < n && (c = s.charCodeAt(p80), (c | 32) === 109)) { p81 = adv(p80 + 1); } else { p81 = -1; if (rec) fail(p80, 4, 1); }
      if (p81 < 0) { p77 = -1;  break L78; }
      var p82;
      if (p81 < n && (c = s.charCodeAt(p81), (c | 32) === 99)) { p82 = adv(p81 + 1); } else { p82 = -1; if (rec) fail(p81, 5, 2); }
      if (p82 < 0) { p77 = -1;  break L78; }
      var p83;
      if (p82 < n && (c = s.charCodeAt(p82), c === 45)) { p83 = adv(p82 + 1); } else { p83 = -1; if (rec) fail(p82, 6, 3); }
      if (p83 < 0) { p77 = -1;  break L78; }
      p77 = p83;
    }
    if (p77 < 0) { out = -1;  break L75; }
    var p84;
    p84 = d8(p77);
    if (p84 < 0) { out = -1;  break L75; }
    out = p84;
  }
  return done(2, out);
}
function d3(p) { // csn-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L85: {
    var p87;
    L88: {
      var p90;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p90 = adv(p + 1); } else { p90 = -1; if (rec) fail(p, 8); }
      if (p90 < 0) { p87 = -1;  break L88; }
      var p91;
      if (p90 < n && (c = s.charCodeAt(p90), (c | 32) === 115)) { p91 = adv(p90 + 1); } else { p91 = -1; if (rec) fail(p90, 9, 1); }
      if (p91 < 0) { p87 = -1;  break L88; }
      var p92;
      if (p91 < n && (c = s.charCodeAt(p91), (c | 32) === 110)) { p92 = adv(p91 + 1); } else { p92 = -1; if (rec) fail(p91, 10, 2); }
      if (p92 < 0) { p87 = -1;  break L88; }
      var p93;
      if (p92 < n && (c = s.charCodeAt(p92), c === 45)) { p93 = adv(p92 + 1); } else { p93 = -1; if (rec) fail(p92, 6, 3); }
      if (p93 < 0) { p87 = -1;  break L88; }
      p87 = p93;
    }
    if (p87 < 0) { out = -1;  break L85; }
    var p94;
    p94 = d8(p87);
    if (p94 < 0) { out = -1;  break L85; }
    out = p94;
  }
  return done(3, out);
}
function d4(p) { // icn-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L95: {
    var p97;
    L98: {
      var p100;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p100 = adv(p + 1); } else { p100 = -1; if (rec) fail(p, 11); }
      if (p100 < 0) { p97 = -1;  break L98; }
      var p101;
      if (p100 < n && (c = s.charCodeAt(p100), (c | 32) === 99)) { p101 = adv(p100 + 1); } else { p101 = -1; if (rec) fail(p100, 12, 1); }
      if (p101 < 0) { p97 = -1;  break L98; }
      var p102;
      if (p101 < n && (c = s.charCodeAt(p101), (c | 32) === 110)) { p102 = adv(p101 + 1); } else { p102 = -1; if (rec) fail(p101, 10, 2); }
      if (p102 < 0) { p97 = -1;  break L98; }
      var p103;
      if (p102 < n && (c = s.charCodeAt(p102), c === 45)) { p103 = adv(p102 + 1); } else { p103 = -1; if (rec) fail(p102, 6, 3); }
      if (p103 < 0) { p97 = -1;  break L98; }
      p97 = p103;
    }
    if (p97 < 0) { out = -1;  break L95; }
    var p104;
    p104 = d8(p97);
    if (p104 < 0) { out = -1;  break L95; }
    out = p104;
  }
  return done(4, out);
}
function d5(p) { // com-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L105: {
    var p107;
    L108: {
      var p110;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p110 = adv(p + 1); } else { p110 = -1; if (rec) fail(p, 13); }
      if (p110 < 0) { p107 = -1;  break L108; }
      var p111;
      if (p110 < n && (c = s.charCodeAt(p110), (c | 32) === 111)) { p111 = adv(p110 + 1); } else { p111 = -1; if (rec) fail(p110, 14, 1); }
      if (p111 < 0) { p107 = -1;  break L108; }
      var p112;
      if (p111 < n && (c = s.charCodeAt(p111), (c | 32) === 109)) { p112 = adv(p111 + 1); } else { p112 = -1; if (rec) fail(p111, 15, 2); }
      if (p112 < 0) { p107 = -1;  break L108; }
      var p113;
      if (p112 < n && (c = s.charCodeAt(p112), c === 45)) { p113 = adv(p112 + 1); } else { p113 = -1; if (rec) fail(p112, 6, 3); }
      if (p113 < 0) { p107 = -1;  break L108; }
      p107 = p113;
    }
    if (p107 < 0) { out = -1;  break L105; }
    var p114;
    p114 = d8(p107);
    if (p114 < 0) { out = -1;  break L105; }
    out = p114;
  }
  return done(5, out);
}
function d6(p) { // ddn-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L115: {
    var p117;
    L118: {
      var p120;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p120 = adv(p + 1); } else { p120 = -1; if (rec) fail(p, 16); }
      if (p120 < 0) { p117 = -1;  break L118; }
      var p121;
      if (p120 < n && (c = s.charCodeAt(p120), (c | 32) === 100)) { p121 = adv(p120 + 1); } else { p121 = -1; if (rec) fail(p120, 17, 1); }
      if (p121 < 0) { p117 = -1;  break L118; }
      var p122;
      if (p121 < n && (c = s.charCodeAt(p121), (c | 32) === 110)) { p122 = adv(p121 + 1); } else { p122 = -1; if (rec) fail(p121, 10, 2); }
      if (p122 < 0) { p117 = -1;  break L118; }
      var p123;
      if (p122 < n && (c = s.charCodeAt(p122), c === 45)) { p123 = adv(p122 + 1); } else { p123 = -1; if (rec) fail(p122, 6, 3); }
      if (p123 < 0) { p117 = -1;  break L118; }
      p117 = p123;
    }
    if (p117 < 0) { out = -1;  break L115; }
    var p124;
    p124 = d8(p117);
    if (p124 < 0) { out = -1;  break L115; }
    out = p124;
  }
  return done(6, out);
}
function d7(p) { // dml-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L125: {
    var p127;
    L128: {
      var p130;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p130 = adv(p + 1); } else { p130 = -1; if (rec) fail(p, 18); }
      if (p130 < 0) { p127 = -1;  break L128; }
      var p131;
      if (p130 < n && (c = s.charCodeAt(p130), (c | 32) === 109)) { p131 = adv(p130 + 1); } else { p131 = -1; if (rec) fail(p130, 4, 1); }
      if (p131 < 0) { p127 = -1;  break L128; }
      var p132;
      if (p131 < n && (c = s.charCodeAt(p131), (c | 32) === 108)) { p132 = adv(p131 + 1); } else { p132 = -1; if (rec) fail(p131, 19, 2); }
      if (p132 < 0) { p127 = -1;  break L128; }
      var p133;
      if (p132 < n && (c = s.charCodeAt(p132), c === 45)) { p133 = adv(p132 + 1); } else { p133 = -1; if (rec) fail(p132, 6, 3); }
      if (p133 < 0) { p127 = -1;  break L128; }
      p127 = p133;
    }
    if (p127 < 0) { out = -1;  break L125; }
    var p134;
    p134 = d8(p127);
    if (p134 < 0) { out = -1;  break L125; }
    out = p134;
  }
  return done(7, out);
}
function d8(p) { // nss-code
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L135: {
    var p137;
    p137 = d9(p);
    if (p137 < 0) { out = -1;  break L135; }
    var p138;
    p138 = d10(p137);
    if (p138 < 0) { out = -1;  break L135; }
    out = p138;
  }
  return done(8, out);
}
function d9(p) { // subcode
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q139 = p;
  while (q139 < n && (c = s.charCodeAt(q139), T0[c] === 1)) q139++;
  if (look === 0 && q139 > far) far = q139; if (rec) fail(q139, 0);
  out = q139 - p >= 1 ? q139 : -1;
  return done(9, out);
}
function d10(p) { // subext
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L141: {
    var p143;
    var q144 = p, r145 = 0, e147 = false;
    while (q144 < n) {
      var p148;
      p148 = d11(q144);
      if (p148 < 0) break;
      if (p148 === q144) { e147 = true; break; }
      r145++; q144 = p148;
      if (r145 === 1) break;
    }
    if (rec && q144 >= n && !e147 && r145 < 1) fail(q144, 20);
    p143 = q144;
    if (p143 < 0) { out = -1;  break L141; }
    var p149;
    var q150 = p143, r151 = 0, e153 = false;
    while (q150 < n) {
      var p154;
      p154 = d12(q150);
      if (p154 < 0) break;
      if (p154 === q150) { e153 = true; break; }
      r151++; q150 = p154;
      if (r151 === 1) break;
    }
    if (rec && q150 >= n && !e153 && r151 < 1) fail(q150, 20);
    p149 = q150;
    if (p149 < 0) { out = -1;  break L141; }
    out = p149;
  }
  return done(10, out);
}
function d11(p) { // issue
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L155: {
    var p157;
    L158: {
      var p160;
      if (p < n && (c = s.charCodeAt(p), c === 95)) { p160 = adv(p + 1); } else { p160 = -1; if (rec) fail(p, 21); }
      if (p160 < 0) { p157 = -1;  break L158; }
      var p161;
      if (p160 < n && (c = s.charCodeAt(p160), (c | 32) === 105)) { p161 = adv(p160 + 1); } else { p161 = -1; if (rec) fail(p160, 22, 1); }
      if (p161 < 0) { p157 = -1;  break L158; }
      var p162;
      if (p161 < n && (c = s.charCodeAt(p161), c === 45)) { p162 = adv(p161 + 1); } else { p162 = -1; if (rec) fail(p161, 23, 2); }
      if (p162 < 0) { p157 = -1;  break L158; }
      p157 = p162;
    }
    if (p157 < 0) { out = -1;  break L155; }
    var p163;
    var q164 = p157, r165 = 0, e167 = false;
    while (q164 < n) {
      var p168;
      if (q164 < n && (c = s.charCodeAt(q164), c < 128 && T1[c] === 1)) { p168 = adv(q164 + 1); } else { p168 = -1; if (rec) fail(q164, 2); }
      if (p168 < 0) break;
      if (p168 === q164) { e167 = true; break; }
      r165++; q164 = p168;
      if (r165 === 3) break;
    }
    if (rec && q164 >= n && !e167 && r165 < 3) fail(q164, 2);
    if (e167 || r165 >= 3) p163 = q164; else { p163 = -1;  }
    if (p163 < 0) { out = -1;  break L155; }
    out = p163;
  }
  return done(11, out);
}
function d12(p) { // lang
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L169: {
    var p171;
    L172: {
      var p174;
      if (p < n && (c = s.charCodeAt(p), c === 95)) { p174 = adv(p + 1); } else { p174 = -1; if (rec) fail(p, 24); }
      if (p174 < 0) { p171 = -1;  break L172; }
      var p175;
      if (p174 < n && (c = s.charCodeAt(p174), (c | 32) === 108)) { p175 = adv(p174 + 1); } else { p175 = -1; if (rec) fail(p174, 25, 1); }
      if (p175 < 0) { p171 = -1;  break L172; }
      var p176;
      if (p175 < n && (c = s.charCodeAt(p175), c === 45)) { p176 = adv(p175 + 1); } else { p176 = -1; if (rec) fail(p175, 23, 2); }
      if (p176 < 0) { p171 = -1;  break L172; }
      p171 = p176;
    }
    if (p171 < 0) { out = -1;  break L169; }
    var p177;
    var q178 = p171, r179 = 0, e181 = false;
    while (q178 < n) {
      var p182;
      if (q178 < n && (c = s.charCodeAt(q178), c < 128 && T2[c] === 1)) { p182 = adv(q178 + 1); } else { p182 = -1; if (rec) fail(q178, 1); }
      if (p182 < 0) break;
      if (p182 === q178) { e181 = true; break; }
      r179++; q178 = p182;
      if (r179 === 2) break;
    }
    if (rec && q178 >= n && !e181 && r179 < 2) fail(q178, 1);
    if (e181 || r179 >= 2) p177 = q178; else { p177 = -1;  }
    if (p177 < 0) { out = -1;  break L169; }
    out = p177;
  }
  return done(12, out);
}
/** One pass: how far `input` matches the grammar (apg-js's maxMatched), and where the match ended. */
function run(input, from, to, recording) {
  text = input;
  size = to;
  far = from;
  look = 0;
  nots = 0;
  rec = recording;
  sp = 0;
  failures = [];
  copies = 64 * (64 + to - from);
  lastRule = -1;
  lastEnd = -1;
  const end = d0(from);
  text = '';
  return end;
}
/** Where a failed match fails: apg-js's maxMatched, without naming anything (the cheap half of diagnose). */
function locate(input, from = 0, to = input.length) {
  const end = run(input, from, to, false);
  return { ok: end === to, offset: far, matched: end, endExpected: end >= 0 && end === far && end < to };
}
/**
* How far `input` matches (apg-js's maxMatched, `offset`), found in the same
* pass that records every terminal that failed there, with the stack of rules
* it was tried in and the rule that had just matched up to that offset
* (`after`, or -1).
*/
function diagnose(input, from = 0, to = input.length) {
  let end = run(input, from, to, true);
  if (!rec) {
    target = far;
    end = run(input, from, to, true);
    target = -1;
  }
  return { ok: end === to, offset: far, matched: end, endExpected: end >= 0 && end === far && end < to, failures };
}
module.exports = { locate, diagnose, rules, terminals, sections, ownRules };
