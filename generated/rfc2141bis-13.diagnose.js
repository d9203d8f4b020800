// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc2141bis-13.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T4 = table(65536, '00000000000800080000000000000000');
const T7 = table(128, '000000000000ff30e7000000e7000000');
const T8 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","q-component","r-component","word","phrase","f-component","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[63,63]]},{"set":[[35,35]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"??","caseless":true,"at":0},{"literal":"?","caseless":true,"at":1},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "namestring": "bis-13 s.3",
  "assigned-name": "bis-13 s.3",
  "NID": "bis-13 s.3.1",
  "ldh": "bis-13 s.3.1",
  "alphanum": "bis-13 s.3.1",
  "NSS": "bis-13 s.3.2",
  "q-component": "bis-13 s.3.3.1",
  "r-component": "bis-13 s.3.3.2",
  "word": "bis-13 s.3",
  "phrase": "bis-13 s.3",
  "f-component": "bis-13 s.3.3.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","q-component","r-component","word","phrase","f-component"];
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
  L93: {
    var p95;
    p95 = d1(p);
    if (p95 < 0) { out = -1;  break L93; }
    var p96;
    var q97 = p95, r98 = 0, e100 = false;
    while (q97 < n) {
      var p101;
      L102: {
        var p104;
        if (q97 < n && (c = s.charCodeAt(q97), c === 63)) { p104 = adv(q97 + 1); } else { p104 = -1; if (rec) fail(q97, 0); }
        if (p104 < 0) { p101 = -1;  break L102; }
        var p105;
        p105 = d6(p104);
        if (p105 < 0) { p101 = -1;  break L102; }
        p101 = p105;
      }
      if (p101 < 0) break;
      if (p101 === q97) { e100 = true; break; }
      r98++; q97 = p101;
      if (r98 === 1) break;
    }
    if (rec && q97 >= n && !e100 && r98 < 1) fail(q97, 0);
    p96 = q97;
    if (p96 < 0) { out = -1;  break L93; }
    var p106;
    var q107 = p96, r108 = 0, e110 = false;
    while (q107 < n) {
      var p111;
      L112: {
        var p114;
        L115: {
          var p117;
          if (q107 < n && (c = s.charCodeAt(q107), c === 63)) { p117 = adv(q107 + 1); } else { p117 = -1; if (rec) fail(q107, 13); }
          if (p117 < 0) { p114 = -1;  break L115; }
          var p118;
          if (p117 < n && (c = s.charCodeAt(p117), c === 63)) { p118 = adv(p117 + 1); } else { p118 = -1; if (rec) fail(p117, 14, 1); }
          if (p118 < 0) { p114 = -1;  break L115; }
          p114 = p118;
        }
        if (p114 < 0) { p111 = -1;  break L112; }
        var p119;
        p119 = d7(p114);
        if (p119 < 0) { p111 = -1;  break L112; }
        p111 = p119;
      }
      if (p111 < 0) break;
      if (p111 === q107) { e110 = true; break; }
      r108++; q107 = p111;
      if (r108 === 1) break;
    }
    if (rec && q107 >= n && !e110 && r108 < 1) fail(q107, 0);
    p106 = q107;
    if (p106 < 0) { out = -1;  break L93; }
    var p120;
    var q121 = p106, r122 = 0, e124 = false;
    while (q121 < n) {
      var p125;
      L126: {
        var p128;
        if (q121 < n && (c = s.charCodeAt(q121), c === 35)) { p128 = adv(q121 + 1); } else { p128 = -1; if (rec) fail(q121, 1); }
        if (p128 < 0) { p125 = -1;  break L126; }
        var p129;
        p129 = d10(p128);
        if (p129 < 0) { p125 = -1;  break L126; }
        p125 = p129;
      }
      if (p125 < 0) break;
      if (p125 === q121) { e124 = true; break; }
      r122++; q121 = p125;
      if (r122 === 1) break;
    }
    if (rec && q121 >= n && !e124 && r122 < 1) fail(q121, 1);
    p120 = q121;
    if (p120 < 0) { out = -1;  break L93; }
    out = p120;
  }
  return done(0, out);
}
function d1(p) { // assigned-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L130: {
    var p132;
    L133: {
      var p135;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p135 = adv(p + 1); } else { p135 = -1; if (rec) fail(p, 15); }
      if (p135 < 0) { p132 = -1;  break L133; }
      var p136;
      if (p135 < n && (c = s.charCodeAt(p135), (c | 32) === 114)) { p136 = adv(p135 + 1); } else { p136 = -1; if (rec) fail(p135, 16, 1); }
      if (p136 < 0) { p132 = -1;  break L133; }
      var p137;
      if (p136 < n && (c = s.charCodeAt(p136), (c | 32) === 110)) { p137 = adv(p136 + 1); } else { p137 = -1; if (rec) fail(p136, 17, 2); }
      if (p137 < 0) { p132 = -1;  break L133; }
      p132 = p137;
    }
    if (p132 < 0) { out = -1;  break L130; }
    var p138;
    if (p132 < n && (c = s.charCodeAt(p132), c === 58)) { p138 = adv(p132 + 1); } else { p138 = -1; if (rec) fail(p132, 2); }
    if (p138 < 0) { out = -1;  break L130; }
    var p139;
    p139 = d2(p138);
    if (p139 < 0) { out = -1;  break L130; }
    var p140;
    if (p139 < n && (c = s.charCodeAt(p139), c === 58)) { p140 = adv(p139 + 1); } else { p140 = -1; if (rec) fail(p139, 2); }
    if (p140 < 0) { out = -1;  break L130; }
    var p141;
    p141 = d5(p140);
    if (p141 < 0) { out = -1;  break L130; }
    out = p141;
  }
  return done(1, out);
}
function d2(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L142: {
    var p144;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p144 = adv(p + 1); } else { p144 = -1; if (rec) fail(p, 3); }
    if (p144 < 0) { out = -1;  break L142; }
    var p145;
    var q146 = p144, r147 = 0, e149 = false;
    while (q146 < n) {
      var p150;
      L151: {
        var p153;
        if (q146 < n && (c = s.charCodeAt(q146), c < 128 && T1[c] === 1)) { p153 = adv(q146 + 1); } else { p153 = -1; if (rec) fail(q146, 4); }
        if (p153 < 0) { p150 = -1;  break L151; }
        var p154;
        var p155;
        look++;
        if (p153 < n && (c = s.charCodeAt(p153), c < 128 && T1[c] === 1)) { p155 = adv(p153 + 1); } else { p155 = -1; if (rec) fail(p153, 4); }
        look--;
        p154 = p155 >= 0 ? p153 : -1;
        if (p154 < 0) { p150 = -1;  break L151; }
        p150 = p154;
      }
      if (p150 < 0) break;
      if (p150 === q146) { e149 = true; break; }
      r147++; q146 = p150;
      if (r147 === 30) break;
    }
    if (rec && q146 >= n && !e149 && r147 < 30) fail(q146, 4);
    p145 = q146;
    if (p145 < 0) { out = -1;  break L142; }
    var p157;
    if (p145 < n && (c = s.charCodeAt(p145), c < 128 && T0[c] === 1)) { p157 = adv(p145 + 1); } else { p157 = -1; if (rec) fail(p145, 3); }
    if (p157 < 0) { out = -1;  break L142; }
    out = p157;
  }
  return done(2, out);
}
function d5(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  out = d8(p);
  return done(5, out);
}
function d6(p) { // q-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L158: {
    var p160;
    p160 = d8(p);
    if (p160 < 0) { out = -1;  break L158; }
    var p161;
    var q162 = p160, e165 = false;
    while (q162 < n) {
      var p166;
      p166 = d9(q162);
      if (p166 < 0) break;
      if (p166 === q162) { e165 = true; break; }
      q162 = p166;
    }
    if (rec && q162 >= n && !e165) fail(q162, 0);
    p161 = q162;
    if (p161 < 0) { out = -1;  break L158; }
    out = p161;
  }
  return done(6, out);
}
function d7(p) { // r-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L167: {
    var p169;
    p169 = d8(p);
    if (p169 < 0) { out = -1;  break L167; }
    var p170;
    var q171 = p169, e174 = false;
    while (q171 < n) {
      var p175;
      p175 = d9(q171);
      if (p175 < 0) break;
      if (p175 === q171) { e174 = true; break; }
      q171 = p175;
    }
    if (rec && q171 >= n && !e174) fail(q171, 0);
    p170 = q171;
    if (p170 < 0) { out = -1;  break L167; }
    out = p170;
  }
  return done(7, out);
}
function d8(p) { // word
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L176: {
    var p178;
    p178 = d14(p);
    if (p178 < 0) { out = -1;  break L176; }
    var p179;
    var q180 = p178, e183 = false;
    while (q180 < n) {
      if ((c = s.charCodeAt(q180), c < 128 && T8[c] === 1)) { do q180++; while (q180 < n && (c = s.charCodeAt(q180), T8[c] === 1)); adv(q180, 14); continue; }
      var p184;
      L185: {
        var p186;
        p186 = d14(q180);
        if (p186 >= 0) { p184 = p186; break L185; }
        var p187;
        if (q180 < n && (c = s.charCodeAt(q180), c === 47)) { p187 = adv(q180 + 1); } else { p187 = -1; if (rec) fail(q180, 5); }
        if (p187 >= 0) { p184 = p187; break L185; }
        p184 = -1;
      }
      if (p184 < 0) break;
      if (p184 === q180) { e183 = true; break; }
      q180 = p184;
    }
    if (rec && q180 >= n && !e183) fail(q180, 18);
    p179 = q180;
    if (p179 < 0) { out = -1;  break L176; }
    out = p179;
  }
  return done(8, out);
}
function d9(p) { // phrase
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L188: {
    var p190;
    if (p < n && (c = s.charCodeAt(p), c === 63)) { p190 = adv(p + 1); } else { p190 = -1; if (rec) fail(p, 0); }
    if (p190 < 0) { out = -1;  break L188; }
    var p191;
    p191 = d8(p190);
    if (p191 < 0) { out = -1;  break L188; }
    out = p191;
  }
  return done(9, out);
}
function d10(p) { // f-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q192 = p, e195 = false;
  while (q192 < n) {
    if ((c = s.charCodeAt(q192), c < 128 && T4[c] === 1)) { do q192++; while (q192 < n && (c = s.charCodeAt(q192), T4[c] === 1)); adv(q192); continue; }
    var p196;
    L197: {
      var p198;
      if (q192 < n && (c = s.charCodeAt(q192), c < 128 && T4[c] === 1)) { p198 = adv(q192 + 1); } else { p198 = -1; if (rec) fail(q192, 6); }
      if (p198 >= 0) { p196 = p198; break L197; }
      var p199;
      p199 = d14(q192);
      if (p199 >= 0) { p196 = p199; break L197; }
      p196 = -1;
    }
    if (p196 < 0) break;
    if (p196 === q192) { e195 = true; break; }
    q192 = p196;
  }
  if (rec && q192 >= n && !e195) fail(q192, 19);
  out = q192;
  return done(10, out);
}
function d14(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L200: {
    var p201;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p201 = adv(p + 1); } else { p201 = -1; if (rec) fail(p, 10); }
    if (p201 >= 0) { out = p201; break L200; }
    var p202;
    p202 = d16(p);
    if (p202 >= 0) { out = p202; break L200; }
    out = -1;
  }
  return done(14, out);
}
function d16(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  L203: {
    var p205;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p205 = adv(p + 1); } else { p205 = -1; if (rec) fail(p, 20); }
    if (p205 < 0) { out = -1;  break L203; }
    var p206;
    if (p205 < n && (c = s.charCodeAt(p205), c < 128 && T7[c] === 1)) { p206 = adv(p205 + 1); } else { p206 = -1; if (rec) fail(p205, 9); }
    if (p206 < 0) { out = -1;  break L203; }
    var p207;
    if (p206 < n && (c = s.charCodeAt(p206), c < 128 && T7[c] === 1)) { p207 = adv(p206 + 1); } else { p207 = -1; if (rec) fail(p206, 9); }
    if (p207 < 0) { out = -1;  break L203; }
    out = p207;
  }
  return done(16, out);
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
