// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/epcglobal.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(65536, '000000000002ff30efffff70efffff70');
const T3 = table(65536, '00000000800800080000000000000000');
const T6 = table(128, '000000000000ff30e7000000e7000000');
const T7 = table(128, '000000002df7fff2ffffff78efffff74');
const rules = ["epcglobal-nss","subnsname","subns","let-num","let-num-hyp","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "epcglobal-nss": "RFC 5134 s.3 (Declaration of structure)",
  "subnsname": "RFC 5134 s.3 (Declaration of structure)",
  "subns": "RFC 5134 s.3 (Declaration of structure)",
  "let-num": "RFC 5134 s.3 (Declaration of structure)",
  "let-num-hyp": "RFC 5134 s.3 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["epcglobal-nss","subnsname","subns","let-num","let-num-hyp"];
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
function d0(p) { // epcglobal-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L28: {
    var p30;
    p30 = d1(p);
    if (p30 < 0) { out = -1;  break L28; }
    var p31;
    if (p30 < n && (c = s.charCodeAt(p30), c === 58)) { p31 = adv(p30 + 1); } else { p31 = -1; if (rec) fail(p30, 0); }
    if (p31 < 0) { out = -1;  break L28; }
    var p32;
    p32 = d2(p31);
    if (p32 < 0) { out = -1;  break L28; }
    out = p32;
  }
  return done(0, out);
}
function d1(p) { // subnsname
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L33: {
    var p35;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p35 = adv(p + 1); } else { p35 = -1; if (rec) fail(p, 1); }
    if (p35 < 0) { out = -1;  break L33; }
    var p36;
    var q37 = p35, r38 = 0, e40 = false;
    while (q37 < n) {
      var p41;
      var q42 = q37;
      while (q42 < n && (c = s.charCodeAt(q42), T1[c] === 1)) q42++;
      if (look === 0 && q42 > far) far = q42; if (rec) fail(q42, 2);
      p41 = q42 - q37 >= 1 ? q42 : -1;
      if (p41 < 0) break;
      if (p41 === q37) { e40 = true; break; }
      r38++; q37 = p41;
      if (r38 === 1) break;
    }
    if (rec && q37 >= n && !e40 && r38 < 1) fail(q37, 2);
    p36 = q37;
    if (p36 < 0) { out = -1;  break L33; }
    out = p36;
  }
  return done(1, out);
}
function d2(p) { // subns
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q44 = p, r45 = 0, e47 = false;
  while (q44 < n) {
    if ((c = s.charCodeAt(q44), c < 128 && T3[c] === 1)) { var k46z = q44; do q44++; while (q44 < n && (c = s.charCodeAt(q44), T3[c] === 1)); r45 += q44 - k46z; adv(q44); continue; }
    var p48;
    L49: {
      var p50;
      if (q44 < n && (c = s.charCodeAt(q44), c < 128 && T3[c] === 1)) { p50 = adv(q44 + 1); } else { p50 = -1; if (rec) fail(q44, 3); }
      if (p50 >= 0) { p48 = p50; break L49; }
      var p51;
      p51 = d8(q44);
      if (p51 >= 0) { p48 = p51; break L49; }
      p48 = -1;
    }
    if (p48 < 0) break;
    if (p48 === q44) { e47 = true; break; }
    r45++; q44 = p48;
  }
  if (rec && q44 >= n && !e47) fail(q44, 10);
  if (e47 || r45 >= 1) out = q44; else { out = -1;  }
  return done(2, out);
}
function d8(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L52: {
    var p53;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { p53 = adv(p + 1); } else { p53 = -1; if (rec) fail(p, 7); }
    if (p53 >= 0) { out = p53; break L52; }
    var p54;
    p54 = d10(p);
    if (p54 >= 0) { out = p54; break L52; }
    out = -1;
  }
  return done(8, out);
}
function d10(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L55: {
    var p57;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p57 = adv(p + 1); } else { p57 = -1; if (rec) fail(p, 11); }
    if (p57 < 0) { out = -1;  break L55; }
    var p58;
    if (p57 < n && (c = s.charCodeAt(p57), c < 128 && T6[c] === 1)) { p58 = adv(p57 + 1); } else { p58 = -1; if (rec) fail(p57, 6); }
    if (p58 < 0) { out = -1;  break L55; }
    var p59;
    if (p58 < n && (c = s.charCodeAt(p58), c < 128 && T6[c] === 1)) { p59 = adv(p58 + 1); } else { p59 = -1; if (rec) fail(p58, 6); }
    if (p59 < 0) { out = -1;  break L55; }
    out = p59;
  }
  return done(10, out);
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
