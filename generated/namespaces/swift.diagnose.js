// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/swift.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T1 = table(65536, '00000000800800080000000000000000');
const T4 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
const rules = ["NSS","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[35,35],[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 3615 s.2 (Declaration of syntactic structures)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS"];
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
const KEEP = 0;
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
  var q12 = p, r13 = 0, e15 = false;
  while (q12 < n) {
    if ((c = s.charCodeAt(q12), c < 128 && T1[c] === 1)) { var k14z = q12; do q12++; while (q12 < n && (c = s.charCodeAt(q12), T1[c] === 1)); r13 += q12 - k14z; adv(q12); continue; }
    var p16;
    L17: {
      var p18;
      if (q12 < n && (c = s.charCodeAt(q12), c < 128 && T1[c] === 1)) { p18 = adv(q12 + 1); } else { p18 = -1; if (rec) fail(q12, 0); }
      if (p18 >= 0) { p16 = p18; break L17; }
      var p19;
      p19 = d4(q12);
      if (p19 >= 0) { p16 = p19; break L17; }
      p16 = -1;
    }
    if (p16 < 0) break;
    if (p16 === q12) { e15 = true; break; }
    r13++; q12 = p16;
  }
  if (rec && q12 >= n && !e15) fail(q12, 7);
  if (e15 || r13 >= 1) out = q12; else { out = -1;  }
  return done(0, out);
}
function d4(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L20: {
    var p21;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p21 = adv(p + 1); } else { p21 = -1; if (rec) fail(p, 4); }
    if (p21 >= 0) { out = p21; break L20; }
    var p22;
    p22 = d6(p);
    if (p22 >= 0) { out = p22; break L20; }
    out = -1;
  }
  return done(4, out);
}
function d6(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L23: {
    var p25;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p25 = adv(p + 1); } else { p25 = -1; if (rec) fail(p, 8); }
    if (p25 < 0) { out = -1;  break L23; }
    var p26;
    if (p25 < n && (c = s.charCodeAt(p25), c < 128 && T4[c] === 1)) { p26 = adv(p25 + 1); } else { p26 = -1; if (rec) fail(p25, 3); }
    if (p26 < 0) { out = -1;  break L23; }
    var p27;
    if (p26 < n && (c = s.charCodeAt(p26), c < 128 && T4[c] === 1)) { p27 = adv(p26 + 1); } else { p27 = -1; if (rec) fail(p26, 3); }
    if (p27 < 0) { out = -1;  break L23; }
    out = p27;
  }
  return done(6, out);
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
