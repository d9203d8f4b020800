// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/lei.abnf + grammar/core.abnf
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
const rules = ["LEI","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,90],[97,122]]}];
const sections = {
  "LEI": "GLEIF, LEI namespace page",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["LEI"];
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
function d0(p) { // LEI
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  var q3 = p, r4 = 0, e6 = false;
  while (q3 < n) {
    var p7;
    if (q3 < n && (c = s.charCodeAt(q3), c < 128 && T0[c] === 1)) { p7 = q3 + 1; if (look === 0 && p7 > far) far = p7; } else { p7 = -1; if (rec) fail(q3, 2); }
    if (p7 < 0) break;
    if (p7 === q3) { e6 = true; break; }
    r4++; q3 = p7;
    if (r4 === 20) break;
  }
  if (rec && q3 >= n && !e6 && r4 < 20) fail(q3, 2);
  if (e6 || r4 >= 20) out = q3; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 0); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
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
