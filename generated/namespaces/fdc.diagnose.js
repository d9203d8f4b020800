// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
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
const rules = ["NSS","ProviderId","DateId","ResourceId","label","toplabel","CCYY","MM","DD","alphanum","hex","other","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[46,46]]},{"set":[[33,33],[36,36],[39,46],[48,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[39,46],[58,59],[61,61],[64,64],[95,95]]},{"set":[[48,57]]},{"set":[[48,51]]},{"set":[[48,49]]},{"set":[[37,37]]},{"set":[[33,33],[36,37],[39,46],[48,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[48,48]]},{"set":[[49,57]]},{"set":[[49,49]]},{"set":[[48,50]]},{"set":[[49,50]]},{"literal":"30","caseless":true,"at":0},{"literal":"0","caseless":true,"at":1},{"literal":"31","caseless":true,"at":0},{"literal":"1","caseless":true,"at":1}];
const sections = {
  "NSS": "RFC 4198 s.3",
  "ProviderId": "RFC 4198 s.3",
  "DateId": "RFC 4198 s.3",
  "ResourceId": "RFC 4198 s.3",
  "label": "RFC 4198 s.3",
  "toplabel": "RFC 4198 s.3",
  "CCYY": "RFC 4198 s.3",
  "MM": "RFC 4198 s.3",
  "DD": "RFC 4198 s.3",
  "alphanum": "RFC 4198 s.3",
  "hex": "RFC 4198 s.3",
  "other": "RFC 4198 s.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","ProviderId","DateId","ResourceId","label","toplabel","CCYY","MM","DD","alphanum","hex","other"];
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
const KEEP = 1;
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
  L89: {
    var p91;
    p91 = d1(p);
    if (p91 < 0) { out = -1;  break L89; }
    var p92;
    if (p91 < n && (c = s.charCodeAt(p91), c === 58)) { p92 = adv(p91 + 1); } else { p92 = -1; if (rec) fail(p91, 0); }
    if (p92 < 0) { out = -1;  break L89; }
    var p93;
    p93 = d2(p92);
    if (p93 < 0) { out = -1;  break L89; }
    var p94;
    if (p93 < n && (c = s.charCodeAt(p93), c === 58)) { p94 = adv(p93 + 1); } else { p94 = -1; if (rec) fail(p93, 0); }
    if (p94 < 0) { out = -1;  break L89; }
    var p95;
    p95 = d3(p94);
    if (p95 < 0) { out = -1;  break L89; }
    out = p95;
  }
  return done(0, out);
}
function d1(p) { // ProviderId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L96: {
    var p98;
    var q99 = p, r100 = 0, e102 = false;
    while (q99 < n) {
      var p103;
      L104: {
        var p106;
        p106 = d4(q99);
        if (p106 < 0) { p103 = -1;  break L104; }
        var p107;
        if (p106 < n && (c = s.charCodeAt(p106), c === 46)) { p107 = adv(p106 + 1); } else { p107 = -1; if (rec) fail(p106, 1); }
        if (p107 < 0) { p103 = -1;  break L104; }
        p103 = p107;
      }
      if (p103 < 0) break;
      if (p103 === q99) { e102 = true; break; }
      r100++; q99 = p103;
    }
    if (rec && q99 >= n && !e102) fail(q99, 3);
    if (e102 || r100 >= 1) p98 = q99; else { p98 = -1;  }
    if (p98 < 0) { out = -1;  break L96; }
    var p108;
    p108 = d5(p98);
    if (p108 < 0) { out = -1;  break L96; }
    out = p108;
  }
  return done(1, out);
}
function d2(p) { // DateId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L109: {
    var p110;
    L111: {
      var p113;
      p113 = d6(p);
      if (p113 < 0) { p110 = -1;  break L111; }
      var p114;
      var q115 = p113, r116 = 0, e118 = false;
      while (q115 < n) {
        var p119;
        L120: {
          var p122;
          p122 = d7(q115);
          if (p122 < 0) { p119 = -1;  break L120; }
          var p123;
          var q124 = p122, r125 = 0, e127 = false;
          while (q124 < n) {
            var p128;
            p128 = d8(q124);
            if (p128 < 0) break;
            if (p128 === q124) { e127 = true; break; }
            r125++; q124 = p128;
            if (r125 === 1) break;
          }
          if (rec && q124 >= n && !e127 && r125 < 1) fail(q124, 9);
          p123 = q124;
          if (p123 < 0) { p119 = -1;  break L120; }
          p119 = p123;
        }
        if (p119 < 0) break;
        if (p119 === q115) { e118 = true; break; }
        r116++; q115 = p119;
        if (r116 === 1) break;
      }
      if (rec && q115 >= n && !e118 && r116 < 1) fail(q115, 10);
      p114 = q115;
      if (p114 < 0) { p110 = -1;  break L111; }
      p110 = p114;
    }
    if (p110 >= 0) { out = p110; break L109; }
    var p129;
    var q130 = p, r131 = 0, e133 = false;
    while (q130 < n) {
      var p134;
      if (q130 < n && (c = s.charCodeAt(q130), c < 128 && T0[c] === 1)) { p134 = adv(q130 + 1); } else { p134 = -1; if (rec) fail(q130, 8); }
      if (p134 < 0) break;
      if (p134 === q130) { e133 = true; break; }
      r131++; q130 = p134;
      if (r131 === 3) break;
    }
    if (rec && q130 >= n && !e133 && r131 < 3) fail(q130, 8);
    if (e133 || r131 >= 1) p129 = q130; else { p129 = -1;  }
    if (p129 >= 0) { out = p129; break L109; }
    out = -1;
  }
  return done(2, out);
}
function d3(p) { // ResourceId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q135 = p, r136 = 0, e138 = false;
  while (q135 < n) {
    if ((c = s.charCodeAt(q135), c < 128 && T1[c] === 1)) { var k137z = q135; do q135++; while (q135 < n && (c = s.charCodeAt(q135), T1[c] === 1)); r136 += q135 - k137z; adv(q135); continue; }
    var p139;
    L140: {
      var p141;
      if (q135 < n && (c = s.charCodeAt(q135), c < 128 && T1[c] === 1)) { p141 = adv(q135 + 1); } else { p141 = -1; if (rec) fail(q135, 2); }
      if (p141 >= 0) { p139 = p141; break L140; }
      var p142;
      L143: {
        var p145;
        if (q135 < n && (c = s.charCodeAt(q135), c === 37)) { p145 = adv(q135 + 1); } else { p145 = -1; if (rec) fail(q135, 11); }
        if (p145 < 0) { p142 = -1;  break L143; }
        var p146;
        if (p145 < n && (c = s.charCodeAt(p145), c < 128 && T2[c] === 1)) { p146 = adv(p145 + 1); } else { p146 = -1; if (rec) fail(p145, 6); }
        if (p146 < 0) { p142 = -1;  break L143; }
        var p147;
        if (p146 < n && (c = s.charCodeAt(p146), c < 128 && T2[c] === 1)) { p147 = adv(p146 + 1); } else { p147 = -1; if (rec) fail(p146, 6); }
        if (p147 < 0) { p142 = -1;  break L143; }
        p142 = p147;
      }
      if (p142 >= 0) { p139 = p142; break L140; }
      p139 = -1;
    }
    if (p139 < 0) break;
    if (p139 === q135) { e138 = true; break; }
    r136++; q135 = p139;
  }
  if (rec && q135 >= n && !e138) fail(q135, 12);
  if (e138 || r136 >= 1) out = q135; else { out = -1;  }
  return done(3, out);
}
function d4(p) { // label
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L148: {
    var p150;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p150 = adv(p + 1); } else { p150 = -1; if (rec) fail(p, 3); }
    if (p150 < 0) { out = -1;  break L148; }
    var p151;
    var q152 = p150, e155 = false;
    while (q152 < n) {
      var p156;
      L157: {
        var p159;
        var q160 = q152;
        while (q160 < n && (c = s.charCodeAt(q160), c === 45)) q160++;
        if (look === 0 && q160 > far) far = q160; if (rec) fail(q160, 4);
        p159 = q160;
        if (p159 < 0) { p156 = -1;  break L157; }
        var p162;
        if (p159 < n && (c = s.charCodeAt(p159), c < 128 && T3[c] === 1)) { p162 = adv(p159 + 1); } else { p162 = -1; if (rec) fail(p159, 3); }
        if (p162 < 0) { p156 = -1;  break L157; }
        p156 = p162;
      }
      if (p156 < 0) break;
      if (p156 === q152) { e155 = true; break; }
      q152 = p156;
    }
    if (rec && q152 >= n && !e155) fail(q152, 13);
    p151 = q152;
    if (p151 < 0) { out = -1;  break L148; }
    out = p151;
  }
  return done(4, out);
}
function d5(p) { // toplabel
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L163: {
    var p165;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p165 = adv(p + 1); } else { p165 = -1; if (rec) fail(p, 5); }
    if (p165 < 0) { out = -1;  break L163; }
    var p166;
    var q167 = p165, e170 = false;
    while (q167 < n) {
      var p171;
      L172: {
        var p174;
        var q175 = q167;
        while (q175 < n && (c = s.charCodeAt(q175), c === 45)) q175++;
        if (look === 0 && q175 > far) far = q175; if (rec) fail(q175, 4);
        p174 = q175;
        if (p174 < 0) { p171 = -1;  break L172; }
        var p177;
        if (p174 < n && (c = s.charCodeAt(p174), c < 128 && T3[c] === 1)) { p177 = adv(p174 + 1); } else { p177 = -1; if (rec) fail(p174, 3); }
        if (p177 < 0) { p171 = -1;  break L172; }
        p171 = p177;
      }
      if (p171 < 0) break;
      if (p171 === q167) { e170 = true; break; }
      q167 = p171;
    }
    if (rec && q167 >= n && !e170) fail(q167, 13);
    p166 = q167;
    if (p166 < 0) { out = -1;  break L163; }
    out = p166;
  }
  return done(5, out);
}
function d6(p) { // CCYY
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q178 = p, r179 = 0, e181 = false;
  while (q178 < n) {
    var p182;
    if (q178 < n && (c = s.charCodeAt(q178), c < 128 && T0[c] === 1)) { p182 = adv(q178 + 1); } else { p182 = -1; if (rec) fail(q178, 8); }
    if (p182 < 0) break;
    if (p182 === q178) { e181 = true; break; }
    r179++; q178 = p182;
    if (r179 === 4) break;
  }
  if (rec && q178 >= n && !e181 && r179 < 4) fail(q178, 8);
  if (e181 || r179 >= 4) out = q178; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // MM
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L183: {
    var p184;
    L185: {
      var p187;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p187 = adv(p + 1); } else { p187 = -1; if (rec) fail(p, 14); }
      if (p187 < 0) { p184 = -1;  break L185; }
      var p188;
      if (p187 < n && (c = s.charCodeAt(p187), c < 128 && T5[c] === 1)) { p188 = adv(p187 + 1); } else { p188 = -1; if (rec) fail(p187, 15); }
      if (p188 < 0) { p184 = -1;  break L185; }
      p184 = p188;
    }
    if (p184 >= 0) { out = p184; break L183; }
    var p189;
    L190: {
      var p192;
      if (p < n && (c = s.charCodeAt(p), c === 49)) { p192 = adv(p + 1); } else { p192 = -1; if (rec) fail(p, 16); }
      if (p192 < 0) { p189 = -1;  break L190; }
      var p193;
      if (p192 < n && (c = s.charCodeAt(p192), c < 128 && T6[c] === 1)) { p193 = adv(p192 + 1); } else { p193 = -1; if (rec) fail(p192, 17); }
      if (p193 < 0) { p189 = -1;  break L190; }
      p189 = p193;
    }
    if (p189 >= 0) { out = p189; break L183; }
    out = -1;
  }
  return done(7, out);
}
function d8(p) { // DD
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L194: {
    var p195;
    L196: {
      var p198;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p198 = adv(p + 1); } else { p198 = -1; if (rec) fail(p, 14); }
      if (p198 < 0) { p195 = -1;  break L196; }
      var p199;
      if (p198 < n && (c = s.charCodeAt(p198), c < 128 && T5[c] === 1)) { p199 = adv(p198 + 1); } else { p199 = -1; if (rec) fail(p198, 15); }
      if (p199 < 0) { p195 = -1;  break L196; }
      p195 = p199;
    }
    if (p195 >= 0) { out = p195; break L194; }
    var p200;
    L201: {
      var p203;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { p203 = adv(p + 1); } else { p203 = -1; if (rec) fail(p, 18); }
      if (p203 < 0) { p200 = -1;  break L201; }
      var p204;
      if (p203 < n && (c = s.charCodeAt(p203), c < 128 && T0[c] === 1)) { p204 = adv(p203 + 1); } else { p204 = -1; if (rec) fail(p203, 8); }
      if (p204 < 0) { p200 = -1;  break L201; }
      p200 = p204;
    }
    if (p200 >= 0) { out = p200; break L194; }
    var p205;
    L206: {
      var p208;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p208 = adv(p + 1); } else { p208 = -1; if (rec) fail(p, 19); }
      if (p208 < 0) { p205 = -1;  break L206; }
      var p209;
      if (p208 < n && (c = s.charCodeAt(p208), c === 48)) { p209 = adv(p208 + 1); } else { p209 = -1; if (rec) fail(p208, 20, 1); }
      if (p209 < 0) { p205 = -1;  break L206; }
      p205 = p209;
    }
    if (p205 >= 0) { out = p205; break L194; }
    var p210;
    L211: {
      var p213;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p213 = adv(p + 1); } else { p213 = -1; if (rec) fail(p, 21); }
      if (p213 < 0) { p210 = -1;  break L211; }
      var p214;
      if (p213 < n && (c = s.charCodeAt(p213), c === 49)) { p214 = adv(p213 + 1); } else { p214 = -1; if (rec) fail(p213, 22, 1); }
      if (p214 < 0) { p210 = -1;  break L211; }
      p210 = p214;
    }
    if (p210 >= 0) { out = p210; break L194; }
    out = -1;
  }
  return done(8, out);
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
