// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/adid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ef30efffff70efffff70');
const T1 = table(128, '000000000000ff30efffff70efffff70');
const T2 = table(128, '00000000000000000110000001100000');
const rules = ["full-adid-identifier","full-adid-prefix","full-adid-code","full-adid-suffix","alphanum","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[68,68],[72,72],[100,100],[104,104]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[49,57],[65,90],[97,122]]}];
const sections = {
  "full-adid-identifier": "RFC 8107 s.2 (Declaration of syntactic structure)",
  "full-adid-prefix": "RFC 8107 s.2 (Declaration of syntactic structure)",
  "full-adid-code": "RFC 8107 s.2 (Declaration of syntactic structure)",
  "full-adid-suffix": "RFC 8107 s.2 (Declaration of syntactic structure)",
  "alphanum": "RFC 8107 s.2 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["full-adid-identifier","full-adid-prefix","full-adid-code","full-adid-suffix","alphanum"];
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
function d0(p) { // full-adid-identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L13: {
    var p15;
    p15 = d1(p);
    if (p15 < 0) { out = -1;  break L13; }
    var p16;
    p16 = d2(p15);
    if (p16 < 0) { out = -1;  break L13; }
    var p17;
    var q18 = p16, r19 = 0, e21 = false;
    while (q18 < n) {
      var p22;
      p22 = d3(q18);
      if (p22 < 0) break;
      if (p22 === q18) { e21 = true; break; }
      r19++; q18 = p22;
      if (r19 === 1) break;
    }
    if (rec && q18 >= n && !e21 && r19 < 1) fail(q18, 0);
    p17 = q18;
    if (p17 < 0) { out = -1;  break L13; }
    out = p17;
  }
  return done(0, out);
}
function d1(p) { // full-adid-prefix
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L23: {
    var p25;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p25 = adv(p + 1); } else { p25 = -1; if (rec) fail(p, 4); }
    if (p25 < 0) { out = -1;  break L23; }
    var p26;
    var q27 = p25, r28 = 0, e30 = false;
    while (q27 < n) {
      var p31;
      if (q27 < n && (c = s.charCodeAt(q27), c < 128 && T1[c] === 1)) { p31 = adv(q27 + 1); } else { p31 = -1; if (rec) fail(q27, 1); }
      if (p31 < 0) break;
      if (p31 === q27) { e30 = true; break; }
      r28++; q27 = p31;
      if (r28 === 3) break;
    }
    if (rec && q27 >= n && !e30 && r28 < 3) fail(q27, 1);
    if (e30 || r28 >= 3) p26 = q27; else { p26 = -1;  }
    if (p26 < 0) { out = -1;  break L23; }
    out = p26;
  }
  return done(1, out);
}
function d2(p) { // full-adid-code
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q32 = p, r33 = 0, e35 = false;
  while (q32 < n) {
    var p36;
    if (q32 < n && (c = s.charCodeAt(q32), c < 128 && T1[c] === 1)) { p36 = adv(q32 + 1); } else { p36 = -1; if (rec) fail(q32, 1); }
    if (p36 < 0) break;
    if (p36 === q32) { e35 = true; break; }
    r33++; q32 = p36;
    if (r33 === 7) break;
  }
  if (rec && q32 >= n && !e35 && r33 < 7) fail(q32, 1);
  if (e35 || r33 >= 7) out = q32; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // full-adid-suffix
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 0); }
  return done(3, out);
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
