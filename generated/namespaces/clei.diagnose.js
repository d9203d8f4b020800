// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/clei.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '0000000000000000efffff70efffff70');
const T2 = table(128, '000000000000ff300000000000000000');
const rules = ["clei-code","basic-code","features","reference","complementary","alphanum","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[48,57],[65,90],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]}];
const sections = {
  "clei-code": "RFC 4152 s.2 (Declaration of syntactic structures)",
  "basic-code": "RFC 4152 s.2 (Declaration of syntactic structures)",
  "features": "RFC 4152 s.2 (Declaration of syntactic structures)",
  "reference": "RFC 4152 s.2 (Declaration of syntactic structures)",
  "complementary": "RFC 4152 s.2 (Declaration of syntactic structures)",
  "alphanum": "RFC 4152 s.2 (Declaration of syntactic structures)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["clei-code","basic-code","features","reference","complementary","alphanum"];
let text = '';
let begin = 0;
let size = 0;
let K = [];
let kn = 0;
let far = 0;
let look = 0;
let nots = 0;
// Two passes: the first finds how far the input matches (rec false: nothing
// recorded); the second records the failures at that offset only (target).
let rec = false;
let target = 0;
let stack = [];
let failures = [];
let lastRule = -1;
let lastEnd = -1;
// Failures are kept from KEEP characters before the furthest one: a failure
// inside a split literal is named after the failures where the literal began.
const KEEP = 0;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // clei-code
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L11: {
    var k12 = kn;
    var p13;
    p13 = d1(p);
    if (p13 < 0) { out = -1; kn = k12; break L11; }
    var p14;
    p14 = d2(p13);
    if (p14 < 0) { out = -1; kn = k12; break L11; }
    var p15;
    p15 = d3(p14);
    if (p15 < 0) { out = -1; kn = k12; break L11; }
    var p16;
    p16 = d4(p15);
    if (p16 < 0) { out = -1; kn = k12; break L11; }
    out = p16;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // basic-code
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q17 = p, r18 = 0, e20 = false;
  while (q17 < n) {
    var p21;
    if (q17 < n && (c = s.charCodeAt(q17), c < 128 && T0[c] === 1)) { p21 = q17 + 1; if (look === 0 && p21 > far) far = p21; } else { p21 = -1; if (rec) fail(q17, 0); }
    if (p21 < 0) break;
    if (p21 === q17) { e20 = true; break; }
    r18++; q17 = p21;
    if (r18 === 4) break;
  }
  if (rec && q17 >= n && !e20 && r18 < 4) fail(q17, 0);
  if (e20 || r18 >= 4) out = q17; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // features
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q22 = p, r23 = 0, e25 = false;
  while (q22 < n) {
    var p26;
    if (q22 < n && (c = s.charCodeAt(q22), c < 128 && T0[c] === 1)) { p26 = q22 + 1; if (look === 0 && p26 > far) far = p26; } else { p26 = -1; if (rec) fail(q22, 0); }
    if (p26 < 0) break;
    if (p26 === q22) { e25 = true; break; }
    r23++; q22 = p26;
    if (r23 === 3) break;
  }
  if (rec && q22 >= n && !e25 && r23 < 3) fail(q22, 0);
  if (e25 || r23 >= 3) out = q22; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // reference
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 0); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // complementary
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  var q27 = p, r28 = 0, e30 = false;
  while (q27 < n) {
    var p31;
    if (q27 < n && (c = s.charCodeAt(q27), c < 128 && T0[c] === 1)) { p31 = q27 + 1; if (look === 0 && p31 > far) far = p31; } else { p31 = -1; if (rec) fail(q27, 0); }
    if (p31 < 0) break;
    if (p31 === q27) { e30 = true; break; }
    r28++; q27 = p31;
    if (r28 === 2) break;
  }
  if (rec && q27 >= n && !e30 && r28 < 2) fail(q27, 0);
  if (e30 || r28 >= 2) out = q27; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // alphanum
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 0); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
/** One pass: how far `input` matches the grammar (apg-js's maxMatched), and where the match ended. */
function run(input, from, to, recording) {
  text = input;
  begin = from;
  size = to;
  K = [];
  kn = 0;
  far = from;
  look = 0;
  nots = 0;
  rec = recording;
  stack = [];
  failures = [];
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
* Re-runs a failed match, recording what apg-js calls maxMatched (`offset`)
* and every terminal that failed there, with the stack of rules it was tried in
* and the rule that had just matched up to that offset (`after`, or -1).
*/
function diagnose(input, from = 0, to = input.length) {
  const located = locate(input, from, to);
  target = located.offset;
  run(input, from, to, true);
  const kept = failures;
  failures = [];
  stack = [];
  return { ...located, failures: kept };
}
module.exports = { locate, diagnose, rules, terminals, sections, ownRules };
