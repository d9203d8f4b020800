// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc2141bis.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '000000002df7fff2ffffff78efffff74');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(65536, '0000000029fffffaffffff78efffff74');
const T5 = table(128, '000000000000ff30e7000000e7000000');
const T8 = table(65536, '00000000000800080000000000000000');
const rules = ["URI","scheme","urn-path","NID","let-dig","ldh","NSS","query","urn-query","directive","keywd","value","v-pchar","v-subdels","fragment","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[63,63]]},{"set":[[35,35]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[38,38]]},{"set":[[61,61]]},{"set":[[65,90],[97,122]]},{"set":[[33,33],[36,36],[39,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[39,44],[47,47],[58,59],[61,61],[63,64]]},{"set":[[47,47],[63,63]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,45]]},{"set":[[33,33],[36,37],[39,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "URI": "bis-03 s.2",
  "scheme": "bis-03 s.2",
  "urn-path": "bis-03 s.2",
  "NID": "bis-03 s.2.1",
  "let-dig": "bis-03 s.2.1",
  "ldh": "bis-03 s.2.1",
  "NSS": "bis-03 s.2.2",
  "query": "bis-03 s.2.3",
  "urn-query": "bis-03 s.2.3",
  "directive": "bis-03 s.2.3",
  "keywd": "bis-03 s.2.3",
  "value": "bis-03 s.2.3",
  "v-pchar": "bis-03 s.2.3",
  "v-subdels": "bis-03 s.2.3",
  "fragment": "bis-03 s.2.4",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["URI","scheme","urn-path","NID","let-dig","ldh","NSS","query","urn-query","directive","keywd","value","v-pchar","v-subdels","fragment"];
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
const KEEP = 2;
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
function d0(p) { // URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L96: {
    var p98;
    p98 = d1(p);
    if (p98 < 0) { out = -1;  break L96; }
    var p99;
    if (p98 < n && (c = s.charCodeAt(p98), c === 58)) { p99 = adv(p98 + 1); } else { p99 = -1; if (rec) fail(p98, 0); }
    if (p99 < 0) { out = -1;  break L96; }
    var p100;
    p100 = d2(p99);
    if (p100 < 0) { out = -1;  break L96; }
    var p101;
    var q102 = p100, r103 = 0, e105 = false;
    while (q102 < n) {
      var p106;
      L107: {
        var p109;
        if (q102 < n && (c = s.charCodeAt(q102), c === 63)) { p109 = adv(q102 + 1); } else { p109 = -1; if (rec) fail(q102, 1); }
        if (p109 < 0) { p106 = -1;  break L107; }
        var p110;
        p110 = d7(p109);
        if (p110 < 0) { p106 = -1;  break L107; }
        p106 = p110;
      }
      if (p106 < 0) break;
      if (p106 === q102) { e105 = true; break; }
      r103++; q102 = p106;
      if (r103 === 1) break;
    }
    if (rec && q102 >= n && !e105 && r103 < 1) fail(q102, 1);
    p101 = q102;
    if (p101 < 0) { out = -1;  break L96; }
    var p111;
    var q112 = p101, r113 = 0, e115 = false;
    while (q112 < n) {
      var p116;
      L117: {
        var p119;
        if (q112 < n && (c = s.charCodeAt(q112), c === 35)) { p119 = adv(q112 + 1); } else { p119 = -1; if (rec) fail(q112, 2); }
        if (p119 < 0) { p116 = -1;  break L117; }
        var p120;
        p120 = d14(p119);
        if (p120 < 0) { p116 = -1;  break L117; }
        p116 = p120;
      }
      if (p116 < 0) break;
      if (p116 === q112) { e115 = true; break; }
      r113++; q112 = p116;
      if (r113 === 1) break;
    }
    if (rec && q112 >= n && !e115 && r113 < 1) fail(q112, 2);
    p111 = q112;
    if (p111 < 0) { out = -1;  break L96; }
    out = p111;
  }
  return done(0, out);
}
function d1(p) { // scheme
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L121: {
    var p123;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p123 = adv(p + 1); } else { p123 = -1; if (rec) fail(p, 16); }
    if (p123 < 0) { out = -1;  break L121; }
    var p124;
    if (p123 < n && (c = s.charCodeAt(p123), (c | 32) === 114)) { p124 = adv(p123 + 1); } else { p124 = -1; if (rec) fail(p123, 17, 1); }
    if (p124 < 0) { out = -1;  break L121; }
    var p125;
    if (p124 < n && (c = s.charCodeAt(p124), (c | 32) === 110)) { p125 = adv(p124 + 1); } else { p125 = -1; if (rec) fail(p124, 18, 2); }
    if (p125 < 0) { out = -1;  break L121; }
    out = p125;
  }
  return done(1, out);
}
function d2(p) { // urn-path
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L126: {
    var p128;
    p128 = d3(p);
    if (p128 < 0) { out = -1;  break L126; }
    var p129;
    if (p128 < n && (c = s.charCodeAt(p128), c === 58)) { p129 = adv(p128 + 1); } else { p129 = -1; if (rec) fail(p128, 0); }
    if (p129 < 0) { out = -1;  break L126; }
    var p130;
    p130 = d6(p129);
    if (p130 < 0) { out = -1;  break L126; }
    out = p130;
  }
  return done(2, out);
}
function d3(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L131: {
    var p133;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p133 = adv(p + 1); } else { p133 = -1; if (rec) fail(p, 3); }
    if (p133 < 0) { out = -1;  break L131; }
    var p134;
    var q135 = p133, r136 = 0, e138 = false;
    while (q135 < n) {
      var p139;
      L140: {
        var p142;
        if (q135 < n && (c = s.charCodeAt(q135), c < 128 && T1[c] === 1)) { p142 = adv(q135 + 1); } else { p142 = -1; if (rec) fail(q135, 4); }
        if (p142 < 0) { p139 = -1;  break L140; }
        var p143;
        var p144;
        look++;
        if (p142 < n && (c = s.charCodeAt(p142), c < 128 && T1[c] === 1)) { p144 = adv(p142 + 1); } else { p144 = -1; if (rec) fail(p142, 4); }
        look--;
        p143 = p144 >= 0 ? p142 : -1;
        if (p143 < 0) { p139 = -1;  break L140; }
        p139 = p143;
      }
      if (p139 < 0) break;
      if (p139 === q135) { e138 = true; break; }
      r136++; q135 = p139;
      if (r136 === 30) break;
    }
    if (rec && q135 >= n && !e138 && r136 < 30) fail(q135, 4);
    p134 = q135;
    if (p134 < 0) { out = -1;  break L131; }
    var p146;
    if (p134 < n && (c = s.charCodeAt(p134), c < 128 && T0[c] === 1)) { p146 = adv(p134 + 1); } else { p146 = -1; if (rec) fail(p134, 3); }
    if (p146 < 0) { out = -1;  break L131; }
    out = p146;
  }
  return done(3, out);
}
function d6(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q147 = p, r148 = 0, e150 = false;
  while (q147 < n) {
    if ((c = s.charCodeAt(q147), c < 128 && T2[c] === 1)) { var k149z = q147; do q147++; while (q147 < n && (c = s.charCodeAt(q147), T2[c] === 1)); r148 += q147 - k149z; adv(q147, 18); continue; }
    var p151;
    p151 = d18(q147);
    if (p151 < 0) break;
    if (p151 === q147) { e150 = true; break; }
    r148++; q147 = p151;
  }
  if (rec && q147 >= n && !e150) fail(q147, 19);
  if (e150 || r148 >= 1) out = q147; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // query
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  out = d8(p);
  return done(7, out);
}
function d8(p) { // urn-query
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L152: {
    var p154;
    p154 = d9(p);
    if (p154 < 0) { out = -1;  break L152; }
    var p155;
    var q156 = p154, e159 = false;
    while (q156 < n) {
      var p160;
      L161: {
        var p163;
        if (q156 < n && (c = s.charCodeAt(q156), c === 38)) { p163 = adv(q156 + 1); } else { p163 = -1; if (rec) fail(q156, 5); }
        if (p163 < 0) { p160 = -1;  break L161; }
        var p164;
        p164 = d9(p163);
        if (p164 < 0) { p160 = -1;  break L161; }
        p160 = p164;
      }
      if (p160 < 0) break;
      if (p160 === q156) { e159 = true; break; }
      q156 = p160;
    }
    if (rec && q156 >= n && !e159) fail(q156, 5);
    p155 = q156;
    if (p155 < 0) { out = -1;  break L152; }
    out = p155;
  }
  return done(8, out);
}
function d9(p) { // directive
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L165: {
    var p167;
    p167 = d10(p);
    if (p167 < 0) { out = -1;  break L165; }
    var p168;
    if (p167 < n && (c = s.charCodeAt(p167), c === 61)) { p168 = adv(p167 + 1); } else { p168 = -1; if (rec) fail(p167, 6); }
    if (p168 < 0) { out = -1;  break L165; }
    var p169;
    p169 = d11(p168);
    if (p169 < 0) { out = -1;  break L165; }
    out = p169;
  }
  return done(9, out);
}
function d10(p) { // keywd
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L170: {
    var p172;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p172 = adv(p + 1); } else { p172 = -1; if (rec) fail(p, 7); }
    if (p172 < 0) { out = -1;  break L170; }
    var p173;
    var q174 = p172, e177 = false;
    while (q174 < n) {
      var p178;
      L179: {
        var p181;
        var q182 = q174, r183 = 0, e185 = false;
        while (q182 < n) {
          var p186;
          if (q182 < n && (c = s.charCodeAt(q182), c === 45)) { p186 = adv(q182 + 1); } else { p186 = -1; if (rec) fail(q182, 20); }
          if (p186 < 0) break;
          if (p186 === q182) { e185 = true; break; }
          r183++; q182 = p186;
          if (r183 === 1) break;
        }
        if (rec && q182 >= n && !e185 && r183 < 1) fail(q182, 20);
        p181 = q182;
        if (p181 < 0) { p178 = -1;  break L179; }
        var p187;
        if (p181 < n && (c = s.charCodeAt(p181), c < 128 && T0[c] === 1)) { p187 = adv(p181 + 1); } else { p187 = -1; if (rec) fail(p181, 3); }
        if (p187 < 0) { p178 = -1;  break L179; }
        p178 = p187;
      }
      if (p178 < 0) break;
      if (p178 === q174) { e177 = true; break; }
      q174 = p178;
    }
    if (rec && q174 >= n && !e177) fail(q174, 4);
    p173 = q174;
    if (p173 < 0) { out = -1;  break L170; }
    out = p173;
  }
  return done(10, out);
}
function d11(p) { // value
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q188 = p, e191 = false;
  while (q188 < n) {
    if ((c = s.charCodeAt(q188), c < 128 && T4[c] === 1)) { do q188++; while (q188 < n && (c = s.charCodeAt(q188), T4[c] === 1)); adv(q188, 12); continue; }
    var p192;
    p192 = d12(q188);
    if (p192 < 0) break;
    if (p192 === q188) { e191 = true; break; }
    q188 = p192;
  }
  if (rec && q188 >= n && !e191) fail(q188, 21);
  out = q188;
  return done(11, out);
}
function d12(p) { // v-pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L193: {
    var p194;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p194 = adv(p + 1); } else { p194 = -1; if (rec) fail(p, 8); }
    if (p194 >= 0) { out = p194; break L193; }
    var p195;
    p195 = d20(p);
    if (p195 >= 0) { out = p195; break L193; }
    out = -1;
  }
  return done(12, out);
}
function d14(p) { // fragment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  var q196 = p, e199 = false;
  while (q196 < n) {
    if ((c = s.charCodeAt(q196), c < 128 && T8[c] === 1)) { do q196++; while (q196 < n && (c = s.charCodeAt(q196), T8[c] === 1)); adv(q196); continue; }
    var p200;
    L201: {
      var p202;
      if (q196 < n && (c = s.charCodeAt(q196), c < 128 && T8[c] === 1)) { p202 = adv(q196 + 1); } else { p202 = -1; if (rec) fail(q196, 10); }
      if (p202 >= 0) { p200 = p202; break L201; }
      var p203;
      p203 = d18(q196);
      if (p203 >= 0) { p200 = p203; break L201; }
      p200 = -1;
    }
    if (p200 < 0) break;
    if (p200 === q196) { e199 = true; break; }
    q196 = p200;
  }
  if (rec && q196 >= n && !e199) fail(q196, 22);
  out = q196;
  return done(14, out);
}
function d18(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  L204: {
    var p205;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p205 = adv(p + 1); } else { p205 = -1; if (rec) fail(p, 13); }
    if (p205 >= 0) { out = p205; break L204; }
    var p206;
    p206 = d20(p);
    if (p206 >= 0) { out = p206; break L204; }
    out = -1;
  }
  return done(18, out);
}
function d20(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 20;
  L207: {
    var p209;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p209 = adv(p + 1); } else { p209 = -1; if (rec) fail(p, 23); }
    if (p209 < 0) { out = -1;  break L207; }
    var p210;
    if (p209 < n && (c = s.charCodeAt(p209), c < 128 && T5[c] === 1)) { p210 = adv(p209 + 1); } else { p210 = -1; if (rec) fail(p209, 12); }
    if (p210 < 0) { out = -1;  break L207; }
    var p211;
    if (p210 < n && (c = s.charCodeAt(p210), c < 128 && T5[c] === 1)) { p211 = adv(p210 + 1); } else { p211 = -1; if (rec) fail(p210, 12); }
    if (p211 < 0) { out = -1;  break L207; }
    out = p211;
  }
  return done(20, out);
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
