// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc2141bis-08.abnf + grammar/core.abnf
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
const T4 = table(65536, '00000000000800080000000000000000');
const T7 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","p-component","q-component","f-component","path-absolute","segment","segment-nz","query","fragment","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[63,63]]},{"set":[[35,35]]},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "namestring": "bis-08 s.3",
  "assigned-name": "bis-08 s.3",
  "NID": "bis-08 s.3.1",
  "ldh": "bis-08 s.3.1",
  "alphanum": "bis-08 s.3.1",
  "NSS": "bis-08 s.3.2",
  "p-component": "bis-08 s.3.3.1",
  "q-component": "bis-08 s.3.3.2",
  "f-component": "bis-08 s.3.3.3",
  "path-absolute": "RFC 3986 s.3.3",
  "segment": "RFC 3986 s.3.3",
  "segment-nz": "RFC 3986 s.3.3",
  "query": "RFC 3986 s.3.4",
  "fragment": "RFC 3986 s.3.5",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","p-component","q-component","f-component","path-absolute","segment","segment-nz","query","fragment"];
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
function d0(p) { // namestring
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L104: {
    var p106;
    p106 = d1(p);
    if (p106 < 0) { out = -1;  break L104; }
    var p107;
    var q108 = p106, r109 = 0, e111 = false;
    while (q108 < n) {
      var p112;
      p112 = d6(q108);
      if (p112 < 0) break;
      if (p112 === q108) { e111 = true; break; }
      r109++; q108 = p112;
      if (r109 === 1) break;
    }
    if (rec && q108 >= n && !e111 && r109 < 1) fail(q108, 3);
    p107 = q108;
    if (p107 < 0) { out = -1;  break L104; }
    var p113;
    var q114 = p107, r115 = 0, e117 = false;
    while (q114 < n) {
      var p118;
      p118 = d7(q114);
      if (p118 < 0) break;
      if (p118 === q114) { e117 = true; break; }
      r115++; q114 = p118;
      if (r115 === 1) break;
    }
    if (rec && q114 >= n && !e117 && r115 < 1) fail(q114, 4);
    p113 = q114;
    if (p113 < 0) { out = -1;  break L104; }
    var p119;
    var q120 = p113, r121 = 0, e123 = false;
    while (q120 < n) {
      var p124;
      p124 = d8(q120);
      if (p124 < 0) break;
      if (p124 === q120) { e123 = true; break; }
      r121++; q120 = p124;
      if (r121 === 1) break;
    }
    if (rec && q120 >= n && !e123 && r121 < 1) fail(q120, 5);
    p119 = q120;
    if (p119 < 0) { out = -1;  break L104; }
    out = p119;
  }
  return done(0, out);
}
function d1(p) { // assigned-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L125: {
    var p127;
    L128: {
      var p130;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p130 = adv(p + 1); } else { p130 = -1; if (rec) fail(p, 13); }
      if (p130 < 0) { p127 = -1;  break L128; }
      var p131;
      if (p130 < n && (c = s.charCodeAt(p130), (c | 32) === 114)) { p131 = adv(p130 + 1); } else { p131 = -1; if (rec) fail(p130, 14, 1); }
      if (p131 < 0) { p127 = -1;  break L128; }
      var p132;
      if (p131 < n && (c = s.charCodeAt(p131), (c | 32) === 110)) { p132 = adv(p131 + 1); } else { p132 = -1; if (rec) fail(p131, 15, 2); }
      if (p132 < 0) { p127 = -1;  break L128; }
      p127 = p132;
    }
    if (p127 < 0) { out = -1;  break L125; }
    var p133;
    if (p127 < n && (c = s.charCodeAt(p127), c === 58)) { p133 = adv(p127 + 1); } else { p133 = -1; if (rec) fail(p127, 0); }
    if (p133 < 0) { out = -1;  break L125; }
    var p134;
    p134 = d2(p133);
    if (p134 < 0) { out = -1;  break L125; }
    var p135;
    if (p134 < n && (c = s.charCodeAt(p134), c === 58)) { p135 = adv(p134 + 1); } else { p135 = -1; if (rec) fail(p134, 0); }
    if (p135 < 0) { out = -1;  break L125; }
    var p136;
    p136 = d5(p135);
    if (p136 < 0) { out = -1;  break L125; }
    out = p136;
  }
  return done(1, out);
}
function d2(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L137: {
    var p139;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p139 = adv(p + 1); } else { p139 = -1; if (rec) fail(p, 1); }
    if (p139 < 0) { out = -1;  break L137; }
    var p140;
    var q141 = p139, r142 = 0, e144 = false;
    while (q141 < n) {
      var p145;
      L146: {
        var p148;
        if (q141 < n && (c = s.charCodeAt(q141), c < 128 && T1[c] === 1)) { p148 = adv(q141 + 1); } else { p148 = -1; if (rec) fail(q141, 2); }
        if (p148 < 0) { p145 = -1;  break L146; }
        var p149;
        var p150;
        look++;
        if (p148 < n && (c = s.charCodeAt(p148), c < 128 && T1[c] === 1)) { p150 = adv(p148 + 1); } else { p150 = -1; if (rec) fail(p148, 2); }
        look--;
        p149 = p150 >= 0 ? p148 : -1;
        if (p149 < 0) { p145 = -1;  break L146; }
        p145 = p149;
      }
      if (p145 < 0) break;
      if (p145 === q141) { e144 = true; break; }
      r142++; q141 = p145;
      if (r142 === 30) break;
    }
    if (rec && q141 >= n && !e144 && r142 < 30) fail(q141, 2);
    p140 = q141;
    if (p140 < 0) { out = -1;  break L137; }
    var p152;
    if (p140 < n && (c = s.charCodeAt(p140), c < 128 && T0[c] === 1)) { p152 = adv(p140 + 1); } else { p152 = -1; if (rec) fail(p140, 1); }
    if (p152 < 0) { out = -1;  break L137; }
    out = p152;
  }
  return done(2, out);
}
function d5(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q153 = p, r154 = 0, e156 = false;
  while (q153 < n) {
    if ((c = s.charCodeAt(q153), c < 128 && T2[c] === 1)) { var k155z = q153; do q153++; while (q153 < n && (c = s.charCodeAt(q153), T2[c] === 1)); r154 += q153 - k155z; adv(q153, 17); continue; }
    var p157;
    p157 = d17(q153);
    if (p157 < 0) break;
    if (p157 === q153) { e156 = true; break; }
    r154++; q153 = p157;
  }
  if (rec && q153 >= n && !e156) fail(q153, 16);
  if (e156 || r154 >= 1) out = q153; else { out = -1;  }
  return done(5, out);
}
function d6(p) { // p-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L158: {
    var p160;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p160 = adv(p + 1); } else { p160 = -1; if (rec) fail(p, 3); }
    if (p160 < 0) { out = -1;  break L158; }
    var p161;
    p161 = d9(p160);
    if (p161 < 0) { out = -1;  break L158; }
    out = p161;
  }
  return done(6, out);
}
function d7(p) { // q-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L162: {
    var p164;
    if (p < n && (c = s.charCodeAt(p), c === 63)) { p164 = adv(p + 1); } else { p164 = -1; if (rec) fail(p, 4); }
    if (p164 < 0) { out = -1;  break L162; }
    var p165;
    p165 = d12(p164);
    if (p165 < 0) { out = -1;  break L162; }
    out = p165;
  }
  return done(7, out);
}
function d8(p) { // f-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L166: {
    var p168;
    if (p < n && (c = s.charCodeAt(p), c === 35)) { p168 = adv(p + 1); } else { p168 = -1; if (rec) fail(p, 5); }
    if (p168 < 0) { out = -1;  break L166; }
    var p169;
    p169 = d13(p168);
    if (p169 < 0) { out = -1;  break L166; }
    out = p169;
  }
  return done(8, out);
}
function d9(p) { // path-absolute
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L170: {
    var p172;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p172 = adv(p + 1); } else { p172 = -1; if (rec) fail(p, 3); }
    if (p172 < 0) { out = -1;  break L170; }
    var p173;
    var q174 = p172, r175 = 0, e177 = false;
    while (q174 < n) {
      var p178;
      L179: {
        var p181;
        p181 = d11(q174);
        if (p181 < 0) { p178 = -1;  break L179; }
        var p182;
        var q183 = p181, e186 = false;
        while (q183 < n) {
          var p187;
          L188: {
            var p190;
            if (q183 < n && (c = s.charCodeAt(q183), c === 47)) { p190 = adv(q183 + 1); } else { p190 = -1; if (rec) fail(q183, 3); }
            if (p190 < 0) { p187 = -1;  break L188; }
            var p191;
            p191 = d10(p190);
            if (p191 < 0) { p187 = -1;  break L188; }
            p187 = p191;
          }
          if (p187 < 0) break;
          if (p187 === q183) { e186 = true; break; }
          q183 = p187;
        }
        if (rec && q183 >= n && !e186) fail(q183, 3);
        p182 = q183;
        if (p182 < 0) { p178 = -1;  break L179; }
        p178 = p182;
      }
      if (p178 < 0) break;
      if (p178 === q174) { e177 = true; break; }
      r175++; q174 = p178;
      if (r175 === 1) break;
    }
    if (rec && q174 >= n && !e177 && r175 < 1) fail(q174, 16);
    p173 = q174;
    if (p173 < 0) { out = -1;  break L170; }
    out = p173;
  }
  return done(9, out);
}
function d10(p) { // segment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q192 = p, e195 = false;
  while (q192 < n) {
    if ((c = s.charCodeAt(q192), c < 128 && T2[c] === 1)) { do q192++; while (q192 < n && (c = s.charCodeAt(q192), T2[c] === 1)); adv(q192, 17); continue; }
    var p196;
    p196 = d17(q192);
    if (p196 < 0) break;
    if (p196 === q192) { e195 = true; break; }
    q192 = p196;
  }
  if (rec && q192 >= n && !e195) fail(q192, 16);
  out = q192;
  return done(10, out);
}
function d11(p) { // segment-nz
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q197 = p, r198 = 0, e200 = false;
  while (q197 < n) {
    if ((c = s.charCodeAt(q197), c < 128 && T2[c] === 1)) { var k199z = q197; do q197++; while (q197 < n && (c = s.charCodeAt(q197), T2[c] === 1)); r198 += q197 - k199z; adv(q197, 17); continue; }
    var p201;
    p201 = d17(q197);
    if (p201 < 0) break;
    if (p201 === q197) { e200 = true; break; }
    r198++; q197 = p201;
  }
  if (rec && q197 >= n && !e200) fail(q197, 16);
  if (e200 || r198 >= 1) out = q197; else { out = -1;  }
  return done(11, out);
}
function d12(p) { // query
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  var q202 = p, e205 = false;
  while (q202 < n) {
    if ((c = s.charCodeAt(q202), c < 128 && T4[c] === 1)) { do q202++; while (q202 < n && (c = s.charCodeAt(q202), T4[c] === 1)); adv(q202); continue; }
    var p206;
    L207: {
      var p208;
      if (q202 < n && (c = s.charCodeAt(q202), c < 128 && T4[c] === 1)) { p208 = adv(q202 + 1); } else { p208 = -1; if (rec) fail(q202, 6); }
      if (p208 >= 0) { p206 = p208; break L207; }
      var p209;
      p209 = d17(q202);
      if (p209 >= 0) { p206 = p209; break L207; }
      p206 = -1;
    }
    if (p206 < 0) break;
    if (p206 === q202) { e205 = true; break; }
    q202 = p206;
  }
  if (rec && q202 >= n && !e205) fail(q202, 17);
  out = q202;
  return done(12, out);
}
function d13(p) { // fragment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  var q210 = p, e213 = false;
  while (q210 < n) {
    if ((c = s.charCodeAt(q210), c < 128 && T4[c] === 1)) { do q210++; while (q210 < n && (c = s.charCodeAt(q210), T4[c] === 1)); adv(q210); continue; }
    var p214;
    L215: {
      var p216;
      if (q210 < n && (c = s.charCodeAt(q210), c < 128 && T4[c] === 1)) { p216 = adv(q210 + 1); } else { p216 = -1; if (rec) fail(q210, 6); }
      if (p216 >= 0) { p214 = p216; break L215; }
      var p217;
      p217 = d17(q210);
      if (p217 >= 0) { p214 = p217; break L215; }
      p214 = -1;
    }
    if (p214 < 0) break;
    if (p214 === q210) { e213 = true; break; }
    q210 = p214;
  }
  if (rec && q210 >= n && !e213) fail(q210, 17);
  out = q210;
  return done(13, out);
}
function d17(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  L218: {
    var p219;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p219 = adv(p + 1); } else { p219 = -1; if (rec) fail(p, 10); }
    if (p219 >= 0) { out = p219; break L218; }
    var p220;
    p220 = d19(p);
    if (p220 >= 0) { out = p220; break L218; }
    out = -1;
  }
  return done(17, out);
}
function d19(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 19;
  L221: {
    var p223;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p223 = adv(p + 1); } else { p223 = -1; if (rec) fail(p, 18); }
    if (p223 < 0) { out = -1;  break L221; }
    var p224;
    if (p223 < n && (c = s.charCodeAt(p223), c < 128 && T7[c] === 1)) { p224 = adv(p223 + 1); } else { p224 = -1; if (rec) fail(p223, 9); }
    if (p224 < 0) { out = -1;  break L221; }
    var p225;
    if (p224 < n && (c = s.charCodeAt(p224), c < 128 && T7[c] === 1)) { p225 = adv(p224 + 1); } else { p225 = -1; if (rec) fail(p224, 9); }
    if (p225 < 0) { out = -1;  break L221; }
    out = p225;
  }
  return done(19, out);
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
