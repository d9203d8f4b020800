// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/fipa.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["fipa-nss","subspace-id","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "fipa-nss": "RFC 3616 s.2 (Declaration of structure)",
  "subspace-id": "RFC 3616 s.2 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["fipa-nss","subspace-id"];
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
function d0(p) { // fipa-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L22: {
    var p24;
    p24 = d1(p);
    if (p24 < 0) { out = -1;  break L22; }
    var p25;
    var q26 = p24, e29 = false;
    while (q26 < n) {
      var p30;
      L31: {
        var p33;
        if (q26 < n && (c = s.charCodeAt(q26), c === 58)) { p33 = adv(q26 + 1); } else { p33 = -1; if (rec) fail(q26, 0); }
        if (p33 < 0) { p30 = -1;  break L31; }
        var p34;
        p34 = d1(p33);
        if (p34 < 0) { p30 = -1;  break L31; }
        p30 = p34;
      }
      if (p30 < 0) break;
      if (p30 === q26) { e29 = true; break; }
      q26 = p30;
    }
    if (rec && q26 >= n && !e29) fail(q26, 0);
    p25 = q26;
    if (p25 < 0) { out = -1;  break L22; }
    out = p25;
  }
  return done(0, out);
}
function d1(p) { // subspace-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q35 = p, r36 = 0, e38 = false;
  while (q35 < n) {
    if ((c = s.charCodeAt(q35), c < 128 && T0[c] === 1)) { var k37z = q35; do q35++; while (q35 < n && (c = s.charCodeAt(q35), T0[c] === 1)); r36 += q35 - k37z; adv(q35); continue; }
    var p39;
    L40: {
      var p41;
      if (q35 < n && (c = s.charCodeAt(q35), c < 128 && T0[c] === 1)) { p41 = adv(q35 + 1); } else { p41 = -1; if (rec) fail(q35, 1); }
      if (p41 >= 0) { p39 = p41; break L40; }
      var p42;
      p42 = d7(q35);
      if (p42 >= 0) { p39 = p42; break L40; }
      p39 = -1;
    }
    if (p39 < 0) break;
    if (p39 === q35) { e38 = true; break; }
    r36++; q35 = p39;
  }
  if (rec && q35 >= n && !e38) fail(q35, 7);
  if (e38 || r36 >= 1) out = q35; else { out = -1;  }
  return done(1, out);
}
function d7(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L43: {
    var p45;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p45 = adv(p + 1); } else { p45 = -1; if (rec) fail(p, 8); }
    if (p45 < 0) { out = -1;  break L43; }
    var p46;
    if (p45 < n && (c = s.charCodeAt(p45), c < 128 && T1[c] === 1)) { p46 = adv(p45 + 1); } else { p46 = -1; if (rec) fail(p45, 4); }
    if (p46 < 0) { out = -1;  break L43; }
    var p47;
    if (p46 < n && (c = s.charCodeAt(p46), c < 128 && T1[c] === 1)) { p47 = adv(p46 + 1); } else { p47 = -1; if (rec) fail(p46, 4); }
    if (p47 < 0) { out = -1;  break L43; }
    out = p47;
  }
  return done(7, out);
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
