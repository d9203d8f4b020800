// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/issn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff300000000000000000');
const T1 = table(128, '000000000000ff300000001000000010');
const rules = ["ISSN","check-character","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[48,57],[88,88],[120,120]]},{"set":[[48,57]]},{"set":[[45,45]]}];
const sections = {
  "ISSN": "RFC 3044 s.5, Declaration of syntactic structure",
  "check-character": "RFC 3044 s.5, Declaration of syntactic structure",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["ISSN","check-character"];
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
function d0(p) { // ISSN
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L14: {
    var p16;
    var q17 = p, r18 = 0, e20 = false;
    while (q17 < n) {
      var p21;
      if (q17 < n && (c = s.charCodeAt(q17), c < 128 && T0[c] === 1)) { p21 = adv(q17 + 1); } else { p21 = -1; if (rec) fail(q17, 1); }
      if (p21 < 0) break;
      if (p21 === q17) { e20 = true; break; }
      r18++; q17 = p21;
      if (r18 === 4) break;
    }
    if (rec && q17 >= n && !e20 && r18 < 4) fail(q17, 1);
    if (e20 || r18 >= 4) p16 = q17; else { p16 = -1;  }
    if (p16 < 0) { out = -1;  break L14; }
    var p22;
    var q23 = p16, r24 = 0, e26 = false;
    while (q23 < n) {
      var p27;
      if (q23 < n && (c = s.charCodeAt(q23), c === 45)) { p27 = adv(q23 + 1); } else { p27 = -1; if (rec) fail(q23, 2); }
      if (p27 < 0) break;
      if (p27 === q23) { e26 = true; break; }
      r24++; q23 = p27;
      if (r24 === 1) break;
    }
    if (rec && q23 >= n && !e26 && r24 < 1) fail(q23, 2);
    p22 = q23;
    if (p22 < 0) { out = -1;  break L14; }
    var p28;
    var q29 = p22, r30 = 0, e32 = false;
    while (q29 < n) {
      var p33;
      if (q29 < n && (c = s.charCodeAt(q29), c < 128 && T0[c] === 1)) { p33 = adv(q29 + 1); } else { p33 = -1; if (rec) fail(q29, 1); }
      if (p33 < 0) break;
      if (p33 === q29) { e32 = true; break; }
      r30++; q29 = p33;
      if (r30 === 3) break;
    }
    if (rec && q29 >= n && !e32 && r30 < 3) fail(q29, 1);
    if (e32 || r30 >= 3) p28 = q29; else { p28 = -1;  }
    if (p28 < 0) { out = -1;  break L14; }
    var p34;
    p34 = d1(p28);
    if (p34 < 0) { out = -1;  break L14; }
    out = p34;
  }
  return done(0, out);
}
function d1(p) { // check-character
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 0); }
  return done(1, out);
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
