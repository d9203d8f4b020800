// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/oid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ef300000000000000000');
const T1 = table(65536, '000000000000ff300000000000000000');
const rules = ["oid","number","LEADDIGIT","DOT","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[46,46]]},{"set":[[49,57]]},{"set":[[48,57]]}];
const sections = {
  "oid": "RFC 3061 s.2",
  "number": "RFC 3061 s.2",
  "LEADDIGIT": "RFC 3061 s.2",
  "DOT": "RFC 3061 s.2",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["oid","number","LEADDIGIT","DOT"];
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
function d0(p) { // oid
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L23: {
    var p25;
    p25 = d1(p);
    if (p25 < 0) { out = -1;  break L23; }
    var p26;
    var q27 = p25, e30 = false;
    while (q27 < n) {
      var p31;
      L32: {
        var p34;
        if (q27 < n && (c = s.charCodeAt(q27), c === 46)) { p34 = adv(q27 + 1); } else { p34 = -1; if (rec) fail(q27, 0); }
        if (p34 < 0) { p31 = -1;  break L32; }
        var p35;
        p35 = d1(p34);
        if (p35 < 0) { p31 = -1;  break L32; }
        p31 = p35;
      }
      if (p31 < 0) break;
      if (p31 === q27) { e30 = true; break; }
      q27 = p31;
    }
    if (rec && q27 >= n && !e30) fail(q27, 0);
    p26 = q27;
    if (p26 < 0) { out = -1;  break L23; }
    out = p26;
  }
  return done(0, out);
}
function d1(p) { // number
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L36: {
    var p37;
    L38: {
      var p40;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p40 = adv(p + 1); } else { p40 = -1; if (rec) fail(p, 1); }
      if (p40 < 0) { p37 = -1;  break L38; }
      var p41;
      var q42 = p40;
      while (q42 < n && (c = s.charCodeAt(q42), T1[c] === 1)) q42++;
      if (look === 0 && q42 > far) far = q42; if (rec) fail(q42, 2);
      p41 = q42 - p40 >= 1 ? q42 : -1;
      if (p41 < 0) { p37 = -1;  break L38; }
      p37 = p41;
    }
    if (p37 >= 0) { out = p37; break L36; }
    var p44;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p44 = adv(p + 1); } else { p44 = -1; if (rec) fail(p, 2); }
    if (p44 >= 0) { out = p44; break L36; }
    out = -1;
  }
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
