// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/isan.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T1 = table(128, '000000000000ff30efffff70efffff70');
const rules = ["ISAN-NSS","root","episode","version","hexnum","check","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]}];
const sections = {
  "ISAN-NSS": "RFC 4246 s.3 (Formal Syntax)",
  "root": "RFC 4246 s.3 (Formal Syntax)",
  "episode": "RFC 4246 s.3 (Formal Syntax)",
  "version": "RFC 4246 s.3 (Formal Syntax)",
  "hexnum": "RFC 4246 s.3 (Formal Syntax)",
  "check": "RFC 4246 s.3 (Formal Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["ISAN-NSS","root","episode","version","hexnum","check"];
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
function d0(p) { // ISAN-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L25: {
    var p27;
    p27 = d1(p);
    if (p27 < 0) { out = -1;  break L25; }
    var p28;
    p28 = d2(p27);
    if (p28 < 0) { out = -1;  break L25; }
    var p29;
    var q30 = p28, r31 = 0, e33 = false;
    while (q30 < n) {
      var p34;
      p34 = d3(q30);
      if (p34 < 0) break;
      if (p34 === q30) { e33 = true; break; }
      r31++; q30 = p34;
      if (r31 === 1) break;
    }
    if (rec && q30 >= n && !e33 && r31 < 1) fail(q30, 0);
    p29 = q30;
    if (p29 < 0) { out = -1;  break L25; }
    out = p29;
  }
  return done(0, out);
}
function d1(p) { // root
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q35 = p, r36 = 0, e38 = false;
  while (q35 < n) {
    var p39;
    L40: {
      var p42;
      p42 = d4(q35);
      if (p42 < 0) { p39 = -1;  break L40; }
      var p43;
      if (p42 < n && (c = s.charCodeAt(p42), c === 45)) { p43 = adv(p42 + 1); } else { p43 = -1; if (rec) fail(p42, 0); }
      if (p43 < 0) { p39 = -1;  break L40; }
      p39 = p43;
    }
    if (p39 < 0) break;
    if (p39 === q35) { e38 = true; break; }
    r36++; q35 = p39;
    if (r36 === 3) break;
  }
  if (rec && q35 >= n && !e38 && r36 < 3) fail(q35, 4);
  if (e38 || r36 >= 3) out = q35; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // episode
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L44: {
    var p46;
    p46 = d4(p);
    if (p46 < 0) { out = -1;  break L44; }
    var p47;
    if (p46 < n && (c = s.charCodeAt(p46), c === 45)) { p47 = adv(p46 + 1); } else { p47 = -1; if (rec) fail(p46, 0); }
    if (p47 < 0) { out = -1;  break L44; }
    var p48;
    p48 = d5(p47);
    if (p48 < 0) { out = -1;  break L44; }
    out = p48;
  }
  return done(2, out);
}
function d3(p) { // version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L49: {
    var p51;
    var q52 = p, r53 = 0, e55 = false;
    while (q52 < n) {
      var p56;
      L57: {
        var p59;
        if (q52 < n && (c = s.charCodeAt(q52), c === 45)) { p59 = adv(q52 + 1); } else { p59 = -1; if (rec) fail(q52, 0); }
        if (p59 < 0) { p56 = -1;  break L57; }
        var p60;
        p60 = d4(p59);
        if (p60 < 0) { p56 = -1;  break L57; }
        p56 = p60;
      }
      if (p56 < 0) break;
      if (p56 === q52) { e55 = true; break; }
      r53++; q52 = p56;
      if (r53 === 2) break;
    }
    if (rec && q52 >= n && !e55 && r53 < 2) fail(q52, 0);
    if (e55 || r53 >= 2) p51 = q52; else { p51 = -1;  }
    if (p51 < 0) { out = -1;  break L49; }
    var p61;
    if (p51 < n && (c = s.charCodeAt(p51), c === 45)) { p61 = adv(p51 + 1); } else { p61 = -1; if (rec) fail(p51, 0); }
    if (p61 < 0) { out = -1;  break L49; }
    var p62;
    p62 = d5(p61);
    if (p62 < 0) { out = -1;  break L49; }
    out = p62;
  }
  return done(3, out);
}
function d4(p) { // hexnum
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  var q63 = p, r64 = 0, e66 = false;
  while (q63 < n) {
    var p67;
    if (q63 < n && (c = s.charCodeAt(q63), c < 128 && T0[c] === 1)) { p67 = adv(q63 + 1); } else { p67 = -1; if (rec) fail(q63, 4); }
    if (p67 < 0) break;
    if (p67 === q63) { e66 = true; break; }
    r64++; q63 = p67;
    if (r64 === 4) break;
  }
  if (rec && q63 >= n && !e66 && r64 < 4) fail(q63, 4);
  if (e66 || r64 >= 4) out = q63; else { out = -1;  }
  return done(4, out);
}
function d5(p) { // check
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 1); }
  return done(5, out);
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
