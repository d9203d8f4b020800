// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/gvat.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ef300000000000000000');
const T1 = table(128, '000000000000ff300000000000000000');
const T2 = table(65536, '000000000002ff30efffff70efffff70');
const rules = ["NSS","delegation-area-number","object","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[47,47]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[49,57]]},{"set":[[48,57]]}];
const sections = {
  "NSS": "IANA urn-formal/gvat (Syntax)",
  "delegation-area-number": "IANA urn-formal/gvat (Syntax)",
  "object": "IANA urn-formal/gvat (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","delegation-area-number","object"];
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
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L8: {
    var k9 = kn;
    var p10;
    p10 = d1(p);
    if (p10 < 0) { out = -1; kn = k9; break L8; }
    var p11;
    if (p10 < n && (c = s.charCodeAt(p10), c === 47)) { p11 = p10 + 1; if (look === 0 && p11 > far) far = p11; } else { p11 = -1; if (rec) fail(p10, 0); }
    if (p11 < 0) { out = -1; kn = k9; break L8; }
    var p12;
    p12 = d2(p11);
    if (p12 < 0) { out = -1; kn = k9; break L8; }
    out = p12;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // delegation-area-number
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L13: {
    var p15;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p15 = p + 1; if (look === 0 && p15 > far) far = p15; } else { p15 = -1; if (rec) fail(p, 2); }
    if (p15 < 0) { out = -1;  break L13; }
    var p16;
    var q17 = p15, r18 = 0, e20 = false;
    while (q17 < n) {
      var p21;
      if (q17 < n && (c = s.charCodeAt(q17), c < 128 && T1[c] === 1)) { p21 = q17 + 1; if (look === 0 && p21 > far) far = p21; } else { p21 = -1; if (rec) fail(q17, 3); }
      if (p21 < 0) break;
      if (p21 === q17) { e20 = true; break; }
      r18++; q17 = p21;
      if (r18 === 3) break;
    }
    if (rec && q17 >= n && !e20 && r18 < 3) fail(q17, 3);
    if (e20 || r18 >= 3) p16 = q17; else { p16 = -1;  }
    if (p16 < 0) { out = -1;  break L13; }
    var p22;
    if (p16 < n && (c = s.charCodeAt(p16), c < 128 && T0[c] === 1)) { p22 = p16 + 1; if (look === 0 && p22 > far) far = p22; } else { p22 = -1; if (rec) fail(p16, 2); }
    if (p22 < 0) { out = -1;  break L13; }
    out = p22;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // object
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q23 = p;
  while (q23 < n && (c = s.charCodeAt(q23), T2[c] === 1)) q23++;
  if (look === 0 && q23 > far) far = q23; if (rec) fail(q23, 1);
  out = q23 - p >= 1 ? q23 : -1;
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
