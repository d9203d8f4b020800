// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/reso.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T3 = table(128, '000000000000ff30e7000000e7000000');
const T4 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["NSS","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[47,47]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "reso registration request v0.1 (Syntax)",
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
  L16: {
    var p18;
    p18 = d4(p);
    if (p18 < 0) { out = -1;  break L16; }
    var p19;
    var q20 = p18, e23 = false;
    while (q20 < n) {
      if ((c = s.charCodeAt(q20), c < 128 && T4[c] === 1)) { do q20++; while (q20 < n && (c = s.charCodeAt(q20), T4[c] === 1)); adv(q20, 4); continue; }
      var p24;
      L25: {
        var p26;
        p26 = d4(q20);
        if (p26 >= 0) { p24 = p26; break L25; }
        var p27;
        if (q20 < n && (c = s.charCodeAt(q20), c === 47)) { p27 = adv(q20 + 1); } else { p27 = -1; if (rec) fail(q20, 0); }
        if (p27 >= 0) { p24 = p27; break L25; }
        p24 = -1;
      }
      if (p24 < 0) break;
      if (p24 === q20) { e23 = true; break; }
      q20 = p24;
    }
    if (rec && q20 >= n && !e23) fail(q20, 7);
    p19 = q20;
    if (p19 < 0) { out = -1;  break L16; }
    out = p19;
  }
  return done(0, out);
}
function d4(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L28: {
    var p29;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p29 = adv(p + 1); } else { p29 = -1; if (rec) fail(p, 4); }
    if (p29 >= 0) { out = p29; break L28; }
    var p30;
    p30 = d6(p);
    if (p30 >= 0) { out = p30; break L28; }
    out = -1;
  }
  return done(4, out);
}
function d6(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L31: {
    var p33;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p33 = adv(p + 1); } else { p33 = -1; if (rec) fail(p, 8); }
    if (p33 < 0) { out = -1;  break L31; }
    var p34;
    if (p33 < n && (c = s.charCodeAt(p33), c < 128 && T3[c] === 1)) { p34 = adv(p33 + 1); } else { p34 = -1; if (rec) fail(p33, 3); }
    if (p34 < 0) { out = -1;  break L31; }
    var p35;
    if (p34 < n && (c = s.charCodeAt(p34), c < 128 && T3[c] === 1)) { p35 = adv(p34 + 1); } else { p35 = -1; if (rec) fail(p34, 3); }
    if (p35 < 0) { out = -1;  break L31; }
    out = p35;
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
