// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/ietf.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000002ff30efffff70efffff70');
const T1 = table(65536, '000000000000ff300000000000000000');
const T2 = table(65536, '000000002dffffb2ffffff78efffff74');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["NSS","rfc-nss","fyi-nss","std-nss","bcp-nss","draft-nss","mtg-nss","other-nss","string","ietf-class","doc-number","draft-name","mtg-name","params-nss","registry-name","param-name","param-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"rfc:","caseless":true,"at":0},{"literal":"f","caseless":true,"at":1},{"literal":"c","caseless":true,"at":2},{"literal":":","caseless":true,"at":3},{"literal":"fyi:","caseless":true,"at":0},{"literal":"y","caseless":true,"at":1},{"literal":"i","caseless":true,"at":2},{"literal":"std:","caseless":true,"at":0},{"literal":"t","caseless":true,"at":1},{"literal":"d","caseless":true,"at":2},{"literal":"bcp:","caseless":true,"at":0},{"literal":"c","caseless":true,"at":1},{"literal":"p","caseless":true,"at":2},{"literal":"id:","caseless":true,"at":0},{"literal":"d","caseless":true,"at":1},{"literal":":","caseless":true,"at":2},{"literal":"mtg:","caseless":true,"at":0},{"literal":"g","caseless":true,"at":2},{"literal":"params:","caseless":true,"at":0},{"literal":"a","caseless":true,"at":1},{"literal":"r","caseless":true,"at":2},{"literal":"a","caseless":true,"at":3},{"literal":"m","caseless":true,"at":4},{"literal":"s","caseless":true,"at":5},{"literal":":","caseless":true,"at":6},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 2648 s.2",
  "rfc-nss": "RFC 2648 s.2",
  "fyi-nss": "RFC 2648 s.2",
  "std-nss": "RFC 2648 s.2",
  "bcp-nss": "RFC 2648 s.2",
  "draft-nss": "RFC 2648 s.2",
  "mtg-nss": "RFC 2648 s.2",
  "other-nss": "RFC 2648 s.2",
  "string": "RFC 2648 s.2",
  "ietf-class": "RFC 2648 s.2",
  "doc-number": "RFC 2648 s.2",
  "draft-name": "RFC 2648 s.2",
  "mtg-name": "RFC 2648 s.2",
  "params-nss": "RFC 3553 s.3",
  "registry-name": "RFC 3553 s.3",
  "param-name": "RFC 3553 s.3",
  "param-char": "RFC 3553 s.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","rfc-nss","fyi-nss","std-nss","bcp-nss","draft-nss","mtg-nss","other-nss","string","ietf-class","doc-number","draft-name","mtg-name","params-nss","registry-name","param-name","param-char"];
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
const KEEP = 6;
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
  L90: {
    var p91;
    p91 = d1(p);
    if (p91 >= 0) { out = p91; break L90; }
    var p92;
    p92 = d2(p);
    if (p92 >= 0) { out = p92; break L90; }
    var p93;
    p93 = d3(p);
    if (p93 >= 0) { out = p93; break L90; }
    var p94;
    p94 = d4(p);
    if (p94 >= 0) { out = p94; break L90; }
    var p95;
    p95 = d5(p);
    if (p95 >= 0) { out = p95; break L90; }
    var p96;
    p96 = d6(p);
    if (p96 >= 0) { out = p96; break L90; }
    var p97;
    p97 = d13(p);
    if (p97 >= 0) { out = p97; break L90; }
    var p98;
    p98 = d7(p);
    if (p98 >= 0) { out = p98; break L90; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // rfc-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L99: {
    var p101;
    var p102;
    look++;
    L104: {
      var p106;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p106 = adv(p + 1); } else { p106 = -1; if (rec) fail(p, 8); }
      if (p106 < 0) { p102 = -1;  break L104; }
      var p107;
      if (p106 < n && (c = s.charCodeAt(p106), (c | 32) === 102)) { p107 = adv(p106 + 1); } else { p107 = -1; if (rec) fail(p106, 9, 1); }
      if (p107 < 0) { p102 = -1;  break L104; }
      var p108;
      if (p107 < n && (c = s.charCodeAt(p107), (c | 32) === 99)) { p108 = adv(p107 + 1); } else { p108 = -1; if (rec) fail(p107, 10, 2); }
      if (p108 < 0) { p102 = -1;  break L104; }
      var p109;
      if (p108 < n && (c = s.charCodeAt(p108), c === 58)) { p109 = adv(p108 + 1); } else { p109 = -1; if (rec) fail(p108, 11, 3); }
      if (p109 < 0) { p102 = -1;  break L104; }
      p102 = p109;
    }
    look--;
    p101 = p102 >= 0 ? p : -1;
    if (p101 < 0) { out = -1;  break L99; }
    var p110;
    p110 = d9(p101);
    if (p110 < 0) { out = -1;  break L99; }
    var p111;
    if (p110 < n && (c = s.charCodeAt(p110), c === 58)) { p111 = adv(p110 + 1); } else { p111 = -1; if (rec) fail(p110, 0); }
    if (p111 < 0) { out = -1;  break L99; }
    var p112;
    p112 = d10(p111);
    if (p112 < 0) { out = -1;  break L99; }
    out = p112;
  }
  return done(1, out);
}
function d2(p) { // fyi-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L113: {
    var p115;
    var p116;
    look++;
    L118: {
      var p120;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p120 = adv(p + 1); } else { p120 = -1; if (rec) fail(p, 12); }
      if (p120 < 0) { p116 = -1;  break L118; }
      var p121;
      if (p120 < n && (c = s.charCodeAt(p120), (c | 32) === 121)) { p121 = adv(p120 + 1); } else { p121 = -1; if (rec) fail(p120, 13, 1); }
      if (p121 < 0) { p116 = -1;  break L118; }
      var p122;
      if (p121 < n && (c = s.charCodeAt(p121), (c | 32) === 105)) { p122 = adv(p121 + 1); } else { p122 = -1; if (rec) fail(p121, 14, 2); }
      if (p122 < 0) { p116 = -1;  break L118; }
      var p123;
      if (p122 < n && (c = s.charCodeAt(p122), c === 58)) { p123 = adv(p122 + 1); } else { p123 = -1; if (rec) fail(p122, 11, 3); }
      if (p123 < 0) { p116 = -1;  break L118; }
      p116 = p123;
    }
    look--;
    p115 = p116 >= 0 ? p : -1;
    if (p115 < 0) { out = -1;  break L113; }
    var p124;
    p124 = d9(p115);
    if (p124 < 0) { out = -1;  break L113; }
    var p125;
    if (p124 < n && (c = s.charCodeAt(p124), c === 58)) { p125 = adv(p124 + 1); } else { p125 = -1; if (rec) fail(p124, 0); }
    if (p125 < 0) { out = -1;  break L113; }
    var p126;
    p126 = d10(p125);
    if (p126 < 0) { out = -1;  break L113; }
    out = p126;
  }
  return done(2, out);
}
function d3(p) { // std-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L127: {
    var p129;
    var p130;
    look++;
    L132: {
      var p134;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p134 = adv(p + 1); } else { p134 = -1; if (rec) fail(p, 15); }
      if (p134 < 0) { p130 = -1;  break L132; }
      var p135;
      if (p134 < n && (c = s.charCodeAt(p134), (c | 32) === 116)) { p135 = adv(p134 + 1); } else { p135 = -1; if (rec) fail(p134, 16, 1); }
      if (p135 < 0) { p130 = -1;  break L132; }
      var p136;
      if (p135 < n && (c = s.charCodeAt(p135), (c | 32) === 100)) { p136 = adv(p135 + 1); } else { p136 = -1; if (rec) fail(p135, 17, 2); }
      if (p136 < 0) { p130 = -1;  break L132; }
      var p137;
      if (p136 < n && (c = s.charCodeAt(p136), c === 58)) { p137 = adv(p136 + 1); } else { p137 = -1; if (rec) fail(p136, 11, 3); }
      if (p137 < 0) { p130 = -1;  break L132; }
      p130 = p137;
    }
    look--;
    p129 = p130 >= 0 ? p : -1;
    if (p129 < 0) { out = -1;  break L127; }
    var p138;
    p138 = d9(p129);
    if (p138 < 0) { out = -1;  break L127; }
    var p139;
    if (p138 < n && (c = s.charCodeAt(p138), c === 58)) { p139 = adv(p138 + 1); } else { p139 = -1; if (rec) fail(p138, 0); }
    if (p139 < 0) { out = -1;  break L127; }
    var p140;
    p140 = d10(p139);
    if (p140 < 0) { out = -1;  break L127; }
    out = p140;
  }
  return done(3, out);
}
function d4(p) { // bcp-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L141: {
    var p143;
    var p144;
    look++;
    L146: {
      var p148;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 98)) { p148 = adv(p + 1); } else { p148 = -1; if (rec) fail(p, 18); }
      if (p148 < 0) { p144 = -1;  break L146; }
      var p149;
      if (p148 < n && (c = s.charCodeAt(p148), (c | 32) === 99)) { p149 = adv(p148 + 1); } else { p149 = -1; if (rec) fail(p148, 19, 1); }
      if (p149 < 0) { p144 = -1;  break L146; }
      var p150;
      if (p149 < n && (c = s.charCodeAt(p149), (c | 32) === 112)) { p150 = adv(p149 + 1); } else { p150 = -1; if (rec) fail(p149, 20, 2); }
      if (p150 < 0) { p144 = -1;  break L146; }
      var p151;
      if (p150 < n && (c = s.charCodeAt(p150), c === 58)) { p151 = adv(p150 + 1); } else { p151 = -1; if (rec) fail(p150, 11, 3); }
      if (p151 < 0) { p144 = -1;  break L146; }
      p144 = p151;
    }
    look--;
    p143 = p144 >= 0 ? p : -1;
    if (p143 < 0) { out = -1;  break L141; }
    var p152;
    p152 = d9(p143);
    if (p152 < 0) { out = -1;  break L141; }
    var p153;
    if (p152 < n && (c = s.charCodeAt(p152), c === 58)) { p153 = adv(p152 + 1); } else { p153 = -1; if (rec) fail(p152, 0); }
    if (p153 < 0) { out = -1;  break L141; }
    var p154;
    p154 = d10(p153);
    if (p154 < 0) { out = -1;  break L141; }
    out = p154;
  }
  return done(4, out);
}
function d5(p) { // draft-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L155: {
    var p157;
    var p158;
    look++;
    L160: {
      var p162;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p162 = adv(p + 1); } else { p162 = -1; if (rec) fail(p, 21); }
      if (p162 < 0) { p158 = -1;  break L160; }
      var p163;
      if (p162 < n && (c = s.charCodeAt(p162), (c | 32) === 100)) { p163 = adv(p162 + 1); } else { p163 = -1; if (rec) fail(p162, 22, 1); }
      if (p163 < 0) { p158 = -1;  break L160; }
      var p164;
      if (p163 < n && (c = s.charCodeAt(p163), c === 58)) { p164 = adv(p163 + 1); } else { p164 = -1; if (rec) fail(p163, 23, 2); }
      if (p164 < 0) { p158 = -1;  break L160; }
      p158 = p164;
    }
    look--;
    p157 = p158 >= 0 ? p : -1;
    if (p157 < 0) { out = -1;  break L155; }
    var p165;
    p165 = d9(p157);
    if (p165 < 0) { out = -1;  break L155; }
    var p166;
    if (p165 < n && (c = s.charCodeAt(p165), c === 58)) { p166 = adv(p165 + 1); } else { p166 = -1; if (rec) fail(p165, 0); }
    if (p166 < 0) { out = -1;  break L155; }
    var p167;
    p167 = d11(p166);
    if (p167 < 0) { out = -1;  break L155; }
    out = p167;
  }
  return done(5, out);
}
function d6(p) { // mtg-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L168: {
    var p170;
    var p171;
    look++;
    L173: {
      var p175;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 109)) { p175 = adv(p + 1); } else { p175 = -1; if (rec) fail(p, 24); }
      if (p175 < 0) { p171 = -1;  break L173; }
      var p176;
      if (p175 < n && (c = s.charCodeAt(p175), (c | 32) === 116)) { p176 = adv(p175 + 1); } else { p176 = -1; if (rec) fail(p175, 16, 1); }
      if (p176 < 0) { p171 = -1;  break L173; }
      var p177;
      if (p176 < n && (c = s.charCodeAt(p176), (c | 32) === 103)) { p177 = adv(p176 + 1); } else { p177 = -1; if (rec) fail(p176, 25, 2); }
      if (p177 < 0) { p171 = -1;  break L173; }
      var p178;
      if (p177 < n && (c = s.charCodeAt(p177), c === 58)) { p178 = adv(p177 + 1); } else { p178 = -1; if (rec) fail(p177, 11, 3); }
      if (p178 < 0) { p171 = -1;  break L173; }
      p171 = p178;
    }
    look--;
    p170 = p171 >= 0 ? p : -1;
    if (p170 < 0) { out = -1;  break L168; }
    var p179;
    p179 = d9(p170);
    if (p179 < 0) { out = -1;  break L168; }
    var p180;
    if (p179 < n && (c = s.charCodeAt(p179), c === 58)) { p180 = adv(p179 + 1); } else { p180 = -1; if (rec) fail(p179, 0); }
    if (p180 < 0) { out = -1;  break L168; }
    var p181;
    p181 = d12(p180);
    if (p181 < 0) { out = -1;  break L168; }
    out = p181;
  }
  return done(6, out);
}
function d7(p) { // other-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  out = d8(p);
  return done(7, out);
}
function d8(p) { // string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  var q182 = p;
  while (q182 < n && (c = s.charCodeAt(q182), T0[c] === 1)) q182++;
  if (look === 0 && q182 > far) far = q182; if (rec) fail(q182, 1);
  out = q182 - p >= 1 ? q182 : -1;
  return done(8, out);
}
function d9(p) { // ietf-class
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q184 = p;
  while (q184 < n && (c = s.charCodeAt(q184), T0[c] === 1)) q184++;
  if (look === 0 && q184 > far) far = q184; if (rec) fail(q184, 1);
  out = q184 - p >= 1 ? q184 : -1;
  return done(9, out);
}
function d10(p) { // doc-number
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q186 = p;
  while (q186 < n && (c = s.charCodeAt(q186), T1[c] === 1)) q186++;
  if (look === 0 && q186 > far) far = q186; if (rec) fail(q186, 2);
  out = q186 - p >= 1 ? q186 : -1;
  return done(10, out);
}
function d11(p) { // draft-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  out = d8(p);
  return done(11, out);
}
function d12(p) { // mtg-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  out = d8(p);
  return done(12, out);
}
function d13(p) { // params-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L188: {
    var p190;
    var p191;
    look++;
    L193: {
      var p195;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) { p195 = adv(p + 1); } else { p195 = -1; if (rec) fail(p, 26); }
      if (p195 < 0) { p191 = -1;  break L193; }
      var p196;
      if (p195 < n && (c = s.charCodeAt(p195), (c | 32) === 97)) { p196 = adv(p195 + 1); } else { p196 = -1; if (rec) fail(p195, 27, 1); }
      if (p196 < 0) { p191 = -1;  break L193; }
      var p197;
      if (p196 < n && (c = s.charCodeAt(p196), (c | 32) === 114)) { p197 = adv(p196 + 1); } else { p197 = -1; if (rec) fail(p196, 28, 2); }
      if (p197 < 0) { p191 = -1;  break L193; }
      var p198;
      if (p197 < n && (c = s.charCodeAt(p197), (c | 32) === 97)) { p198 = adv(p197 + 1); } else { p198 = -1; if (rec) fail(p197, 29, 3); }
      if (p198 < 0) { p191 = -1;  break L193; }
      var p199;
      if (p198 < n && (c = s.charCodeAt(p198), (c | 32) === 109)) { p199 = adv(p198 + 1); } else { p199 = -1; if (rec) fail(p198, 30, 4); }
      if (p199 < 0) { p191 = -1;  break L193; }
      var p200;
      if (p199 < n && (c = s.charCodeAt(p199), (c | 32) === 115)) { p200 = adv(p199 + 1); } else { p200 = -1; if (rec) fail(p199, 31, 5); }
      if (p200 < 0) { p191 = -1;  break L193; }
      var p201;
      if (p200 < n && (c = s.charCodeAt(p200), c === 58)) { p201 = adv(p200 + 1); } else { p201 = -1; if (rec) fail(p200, 32, 6); }
      if (p201 < 0) { p191 = -1;  break L193; }
      p191 = p201;
    }
    look--;
    p190 = p191 >= 0 ? p : -1;
    if (p190 < 0) { out = -1;  break L188; }
    var p202;
    p202 = d9(p190);
    if (p202 < 0) { out = -1;  break L188; }
    var p203;
    if (p202 < n && (c = s.charCodeAt(p202), c === 58)) { p203 = adv(p202 + 1); } else { p203 = -1; if (rec) fail(p202, 0); }
    if (p203 < 0) { out = -1;  break L188; }
    var p204;
    p204 = d14(p203);
    if (p204 < 0) { out = -1;  break L188; }
    var p205;
    var q206 = p204, e209 = false;
    while (q206 < n) {
      var p210;
      L211: {
        var p213;
        if (q206 < n && (c = s.charCodeAt(q206), c === 58)) { p213 = adv(q206 + 1); } else { p213 = -1; if (rec) fail(q206, 0); }
        if (p213 < 0) { p210 = -1;  break L211; }
        var p214;
        p214 = d15(p213);
        if (p214 < 0) { p210 = -1;  break L211; }
        p210 = p214;
      }
      if (p210 < 0) break;
      if (p210 === q206) { e209 = true; break; }
      q206 = p210;
    }
    if (rec && q206 >= n && !e209) fail(q206, 0);
    p205 = q206;
    if (p205 < 0) { out = -1;  break L188; }
    out = p205;
  }
  return done(13, out);
}
function d14(p) { // registry-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  out = d15(p);
  return done(14, out);
}
function d15(p) { // param-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  var q215 = p, r216 = 0, e218 = false;
  while (q215 < n) {
    if ((c = s.charCodeAt(q215), c < 128 && T2[c] === 1)) { var k217z = q215; do q215++; while (q215 < n && (c = s.charCodeAt(q215), T2[c] === 1)); r216 += q215 - k217z; adv(q215, 16); continue; }
    var p219;
    p219 = d16(q215);
    if (p219 < 0) break;
    if (p219 === q215) { e218 = true; break; }
    r216++; q215 = p219;
  }
  if (rec && q215 >= n && !e218) fail(q215, 33);
  if (e218 || r216 >= 1) out = q215; else { out = -1;  }
  return done(15, out);
}
function d16(p) { // param-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  L220: {
    var p221;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p221 = adv(p + 1); } else { p221 = -1; if (rec) fail(p, 3); }
    if (p221 >= 0) { out = p221; break L220; }
    var p222;
    p222 = d22(p);
    if (p222 >= 0) { out = p222; break L220; }
    out = -1;
  }
  return done(16, out);
}
function d22(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 22;
  L223: {
    var p225;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p225 = adv(p + 1); } else { p225 = -1; if (rec) fail(p, 34); }
    if (p225 < 0) { out = -1;  break L223; }
    var p226;
    if (p225 < n && (c = s.charCodeAt(p225), c < 128 && T3[c] === 1)) { p226 = adv(p225 + 1); } else { p226 = -1; if (rec) fail(p225, 5); }
    if (p226 < 0) { out = -1;  break L223; }
    var p227;
    if (p226 < n && (c = s.charCodeAt(p226), c < 128 && T3[c] === 1)) { p227 = adv(p226 + 1); } else { p227 = -1; if (rec) fail(p226, 5); }
    if (p227 < 0) { out = -1;  break L223; }
    out = p227;
  }
  return done(22, out);
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
