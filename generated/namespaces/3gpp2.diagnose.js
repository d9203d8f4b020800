// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/3gpp2.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T1 = table(65536, '000000000006ff30efffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["pp2-NSS","end-of-nss","meid-specifier","future-pp2-specifier","future-specifier","pp2-char","meidval","Manufacturer-Code","Serial-Number","HEX","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[0,55295],[56320,65535]]},{"set":[[55296,56319]]},{"set":[[56320,57343]]},{"set":[[58,58]]},{"set":[[47,47]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122]]},{"set":[[45,45]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[55296,55296]]},{"set":[[55297,56318]]},{"set":[[56319,56319]]},{"literal":"meid:","caseless":true,"at":0},{"literal":"e","caseless":true,"at":1},{"literal":"i","caseless":true,"at":2},{"literal":"d","caseless":true,"at":3},{"literal":":","caseless":true,"at":4},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37],[45,46],[48,57],[65,90],[95,95],[97,122]]},{"set":[[37,37]]}];
const sections = {
  "pp2-NSS": "RFC 8464 s.3 (Syntax)",
  "end-of-nss": "RFC 8464 s.3 (Syntax)",
  "meid-specifier": "RFC 8464 s.3 (Syntax)",
  "future-pp2-specifier": "RFC 8464 s.3 (Syntax)",
  "future-specifier": "RFC 8464 s.3 (Syntax)",
  "pp2-char": "RFC 8464 s.3 (Syntax)",
  "meidval": "RFC 8464 s.3 (Syntax)",
  "Manufacturer-Code": "RFC 8464 s.3 (Syntax)",
  "Serial-Number": "RFC 8464 s.3 (Syntax)",
  "HEX": "RFC 8464 s.3 (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["pp2-NSS","end-of-nss","meid-specifier","future-pp2-specifier","future-specifier","pp2-char","meidval","Manufacturer-Code","Serial-Number","HEX"];
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
const KEEP = 4;
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
function d0(p) { // pp2-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L67: {
    var p68;
    L69: {
      var p71;
      p71 = d2(p);
      if (p71 < 0) { p68 = -1;  break L69; }
      var p72;
      p72 = d1(p71);
      if (p72 < 0) { p68 = -1;  break L69; }
      p68 = p72;
    }
    if (p68 >= 0) { out = p68; break L67; }
    var p73;
    p73 = d3(p);
    if (p73 >= 0) { out = p73; break L67; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var p74;
  look++; nots++;
  L76: {
    var p77;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p77 = adv(p + 1); } else { p77 = -1; if (rec) fail(p, 0); }
    if (p77 >= 0) { p74 = p77; break L76; }
    var p78;
    L79: {
      var p81;
      if (p < n && (c = s.charCodeAt(p), c === 55296)) { p81 = adv(p + 1); } else { p81 = -1; if (rec) fail(p, 13); }
      if (p81 < 0) { p78 = -1;  break L79; }
      var p82;
      if (p81 < n && (c = s.charCodeAt(p81), ((c >= 56320 && c <= 57343)))) { p82 = adv(p81 + 1); } else { p82 = -1; if (rec) fail(p81, 2); }
      if (p82 < 0) { p78 = -1;  break L79; }
      p78 = p82;
    }
    if (p78 >= 0) { p74 = p78; break L76; }
    var p83;
    L84: {
      var p86;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55297 && c <= 56318)))) { p86 = adv(p + 1); } else { p86 = -1; if (rec) fail(p, 14); }
      if (p86 < 0) { p83 = -1;  break L84; }
      var p87;
      if (p86 < n && (c = s.charCodeAt(p86), ((c >= 56320 && c <= 57343)))) { p87 = adv(p86 + 1); } else { p87 = -1; if (rec) fail(p86, 2); }
      if (p87 < 0) { p83 = -1;  break L84; }
      p83 = p87;
    }
    if (p83 >= 0) { p74 = p83; break L76; }
    var p88;
    L89: {
      var p91;
      if (p < n && (c = s.charCodeAt(p), c === 56319)) { p91 = adv(p + 1); } else { p91 = -1; if (rec) fail(p, 15); }
      if (p91 < 0) { p88 = -1;  break L89; }
      var p92;
      if (p91 < n && (c = s.charCodeAt(p91), ((c >= 56320 && c <= 57343)))) { p92 = adv(p91 + 1); } else { p92 = -1; if (rec) fail(p91, 2); }
      if (p92 < 0) { p88 = -1;  break L89; }
      p88 = p92;
    }
    if (p88 >= 0) { p74 = p88; break L76; }
    var p93;
    L94: {
      var p96;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55296 && c <= 56319)))) { p96 = adv(p + 1); } else { p96 = -1; if (rec) fail(p, 1); }
      if (p96 < 0) { p93 = -1;  break L94; }
      var p97;
      var p98;
      look++; nots++;
      if (p96 < n && (c = s.charCodeAt(p96), ((c >= 56320 && c <= 57343)))) { p98 = adv(p96 + 1); } else { p98 = -1; if (rec) fail(p96, 2); }
      look--; nots--;
      p97 = p98 >= 0 ? -1 : p96;
      if (p97 < 0) { p93 = -1;  break L94; }
      p93 = p97;
    }
    if (p93 >= 0) { p74 = p93; break L76; }
    p74 = -1;
  }
  look--; nots--;
  out = p74 >= 0 ? -1 : p;
  return done(1, out);
}
function d2(p) { // meid-specifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L100: {
    var p102;
    L103: {
      var p105;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 109)) { p105 = adv(p + 1); } else { p105 = -1; if (rec) fail(p, 16); }
      if (p105 < 0) { p102 = -1;  break L103; }
      var p106;
      if (p105 < n && (c = s.charCodeAt(p105), (c | 32) === 101)) { p106 = adv(p105 + 1); } else { p106 = -1; if (rec) fail(p105, 17, 1); }
      if (p106 < 0) { p102 = -1;  break L103; }
      var p107;
      if (p106 < n && (c = s.charCodeAt(p106), (c | 32) === 105)) { p107 = adv(p106 + 1); } else { p107 = -1; if (rec) fail(p106, 18, 2); }
      if (p107 < 0) { p102 = -1;  break L103; }
      var p108;
      if (p107 < n && (c = s.charCodeAt(p107), (c | 32) === 100)) { p108 = adv(p107 + 1); } else { p108 = -1; if (rec) fail(p107, 19, 3); }
      if (p108 < 0) { p102 = -1;  break L103; }
      var p109;
      if (p108 < n && (c = s.charCodeAt(p108), c === 58)) { p109 = adv(p108 + 1); } else { p109 = -1; if (rec) fail(p108, 20, 4); }
      if (p109 < 0) { p102 = -1;  break L103; }
      p102 = p109;
    }
    if (p102 < 0) { out = -1;  break L100; }
    var p110;
    p110 = d6(p102);
    if (p110 < 0) { out = -1;  break L100; }
    out = p110;
  }
  return done(2, out);
}
function d3(p) { // future-pp2-specifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L111: {
    var p113;
    p113 = d4(p);
    if (p113 < 0) { out = -1;  break L111; }
    var p114;
    var q115 = p113, e118 = false;
    while (q115 < n) {
      var p119;
      L120: {
        var p122;
        if (q115 < n && (c = s.charCodeAt(q115), c === 58)) { p122 = adv(q115 + 1); } else { p122 = -1; if (rec) fail(q115, 3); }
        if (p122 < 0) { p119 = -1;  break L120; }
        var p123;
        var q124 = p122, r125 = 0, e127 = false;
        while (q124 < n) {
          if ((c = s.charCodeAt(q124), c < 128 && T5[c] === 1)) { var k126z = q124; do q124++; while (q124 < n && (c = s.charCodeAt(q124), T5[c] === 1)); r125 += q124 - k126z; adv(q124, 13); continue; }
          var p128;
          L129: {
            var p130;
            p130 = d13(q124);
            if (p130 >= 0) { p128 = p130; break L129; }
            var p131;
            if (q124 < n && (c = s.charCodeAt(q124), c === 47)) { p131 = adv(q124 + 1); } else { p131 = -1; if (rec) fail(q124, 4); }
            if (p131 >= 0) { p128 = p131; break L129; }
            p128 = -1;
          }
          if (p128 < 0) break;
          if (p128 === q124) { e127 = true; break; }
          r125++; q124 = p128;
        }
        if (rec && q124 >= n && !e127) fail(q124, 21);
        if (e127 || r125 >= 1) p123 = q124; else { p123 = -1;  }
        if (p123 < 0) { p119 = -1;  break L120; }
        p119 = p123;
      }
      if (p119 < 0) break;
      if (p119 === q115) { e118 = true; break; }
      q115 = p119;
    }
    if (rec && q115 >= n && !e118) fail(q115, 3);
    p114 = q115;
    if (p114 < 0) { out = -1;  break L111; }
    out = p114;
  }
  return done(3, out);
}
function d4(p) { // future-specifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  var q132 = p, r133 = 0, e135 = false;
  while (q132 < n) {
    if ((c = s.charCodeAt(q132), c < 128 && T1[c] === 1)) { var k134z = q132; do q132++; while (q132 < n && (c = s.charCodeAt(q132), T1[c] === 1)); r133 += q132 - k134z; adv(q132, 5); continue; }
    var p136;
    p136 = d5(q132);
    if (p136 < 0) break;
    if (p136 === q132) { e135 = true; break; }
    r133++; q132 = p136;
  }
  if (rec && q132 >= n && !e135) fail(q132, 22);
  if (e135 || r133 >= 1) out = q132; else { out = -1;  }
  return done(4, out);
}
function d5(p) { // pp2-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L137: {
    var p138;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p138 = adv(p + 1); } else { p138 = -1; if (rec) fail(p, 5); }
    if (p138 >= 0) { out = p138; break L137; }
    var p139;
    p139 = d15(p);
    if (p139 >= 0) { out = p139; break L137; }
    out = -1;
  }
  return done(5, out);
}
function d6(p) { // meidval
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L140: {
    var p142;
    p142 = d7(p);
    if (p142 < 0) { out = -1;  break L140; }
    var p143;
    if (p142 < n && (c = s.charCodeAt(p142), c === 45)) { p143 = adv(p142 + 1); } else { p143 = -1; if (rec) fail(p142, 6); }
    if (p143 < 0) { out = -1;  break L140; }
    var p144;
    p144 = d8(p143);
    if (p144 < 0) { out = -1;  break L140; }
    out = p144;
  }
  return done(6, out);
}
function d7(p) { // Manufacturer-Code
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q145 = p, r146 = 0, e148 = false;
  while (q145 < n) {
    var p149;
    if (q145 < n && (c = s.charCodeAt(q145), c < 128 && T2[c] === 1)) { p149 = adv(q145 + 1); } else { p149 = -1; if (rec) fail(q145, 7); }
    if (p149 < 0) break;
    if (p149 === q145) { e148 = true; break; }
    r146++; q145 = p149;
    if (r146 === 8) break;
  }
  if (rec && q145 >= n && !e148 && r146 < 8) fail(q145, 7);
  if (e148 || r146 >= 8) out = q145; else { out = -1;  }
  return done(7, out);
}
function d8(p) { // Serial-Number
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  var q150 = p, r151 = 0, e153 = false;
  while (q150 < n) {
    var p154;
    if (q150 < n && (c = s.charCodeAt(q150), c < 128 && T2[c] === 1)) { p154 = adv(q150 + 1); } else { p154 = -1; if (rec) fail(q150, 7); }
    if (p154 < 0) break;
    if (p154 === q150) { e153 = true; break; }
    r151++; q150 = p154;
    if (r151 === 6) break;
  }
  if (rec && q150 >= n && !e153 && r151 < 6) fail(q150, 7);
  if (e153 || r151 >= 6) out = q150; else { out = -1;  }
  return done(8, out);
}
function d13(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L155: {
    var p156;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p156 = adv(p + 1); } else { p156 = -1; if (rec) fail(p, 10); }
    if (p156 >= 0) { out = p156; break L155; }
    var p157;
    p157 = d15(p);
    if (p157 >= 0) { out = p157; break L155; }
    out = -1;
  }
  return done(13, out);
}
function d15(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L158: {
    var p160;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p160 = adv(p + 1); } else { p160 = -1; if (rec) fail(p, 23); }
    if (p160 < 0) { out = -1;  break L158; }
    var p161;
    if (p160 < n && (c = s.charCodeAt(p160), c < 128 && T2[c] === 1)) { p161 = adv(p160 + 1); } else { p161 = -1; if (rec) fail(p160, 7); }
    if (p161 < 0) { out = -1;  break L158; }
    var p162;
    if (p161 < n && (c = s.charCodeAt(p161), c < 128 && T2[c] === 1)) { p162 = adv(p161 + 1); } else { p162 = -1; if (rec) fail(p161, 7); }
    if (p162 < 0) { out = -1;  break L158; }
    out = p162;
  }
  return done(15, out);
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
