// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/ucode.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e700000000000000');
const T1 = table(128, '000000000000ff300000000000000000');
const rules = ["ucode-name","ucode-number","ucode-value","ucode-hexdig","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[95,95]]},{"set":[[48,57],[65,70]]},{"set":[[48,57]]}];
const sections = {
  "ucode-name": "RFC 6588 s.2 (Declaration of syntactic structure)",
  "ucode-number": "RFC 6588 s.2 (Declaration of syntactic structure)",
  "ucode-value": "RFC 6588 s.2 (Declaration of syntactic structure)",
  "ucode-hexdig": "RFC 6588 s.2 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["ucode-name","ucode-number","ucode-value","ucode-hexdig"];
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
function d0(p) { // ucode-name
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L12: {
    var k13 = kn;
    var p14;
    if (p < n && (c = s.charCodeAt(p), c === 95)) { p14 = p + 1; if (look === 0 && p14 > far) far = p14; } else { p14 = -1; if (rec) fail(p, 0); }
    if (p14 < 0) { out = -1; kn = k13; break L12; }
    var p15;
    p15 = d1(p14);
    if (p15 < 0) { out = -1; kn = k13; break L12; }
    out = p15;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // ucode-number
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q16 = p, r17 = 0, e19 = false, k18 = kn;
  while (q16 < n) {
    var p20;
    p20 = d2(q16);
    if (p20 < 0) break;
    if (p20 === q16) { e19 = true; break; }
    r17++; q16 = p20;
  }
  if (rec && q16 >= n && !e19) fail(q16, 1);
  if (e19 || r17 >= 1) out = q16; else { out = -1; kn = k18; }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // ucode-value
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q21 = p, r22 = 0, e24 = false;
  while (q21 < n) {
    var p25;
    if (q21 < n && (c = s.charCodeAt(q21), c < 128 && T0[c] === 1)) { p25 = q21 + 1; if (look === 0 && p25 > far) far = p25; } else { p25 = -1; if (rec) fail(q21, 1); }
    if (p25 < 0) break;
    if (p25 === q21) { e24 = true; break; }
    r22++; q21 = p25;
    if (r22 === 32) break;
  }
  if (rec && q21 >= n && !e24 && r22 < 32) fail(q21, 1);
  if (e24 || r22 >= 32) out = q21; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // ucode-hexdig
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d5(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
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
