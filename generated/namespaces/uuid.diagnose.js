// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/uuid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["UUID","time-low","time-mid","time-high-and-version","clock-seq-and-reserved","clock-seq-low","node","hexOctet","hexDigit","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[48,57]]}];
const sections = {
  "UUID": "RFC 4122 s.3",
  "time-low": "RFC 4122 s.3",
  "time-mid": "RFC 4122 s.3",
  "time-high-and-version": "RFC 4122 s.3",
  "clock-seq-and-reserved": "RFC 4122 s.3",
  "clock-seq-low": "RFC 4122 s.3",
  "node": "RFC 4122 s.3",
  "hexOctet": "RFC 4122 s.3",
  "hexDigit": "RFC 4122 s.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["UUID","time-low","time-mid","time-high-and-version","clock-seq-and-reserved","clock-seq-low","node","hexOctet","hexDigit"];
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
function d0(p) { // UUID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L21: {
    var p23;
    p23 = d1(p);
    if (p23 < 0) { out = -1;  break L21; }
    var p24;
    if (p23 < n && (c = s.charCodeAt(p23), c === 45)) { p24 = adv(p23 + 1); } else { p24 = -1; if (rec) fail(p23, 0); }
    if (p24 < 0) { out = -1;  break L21; }
    var p25;
    p25 = d2(p24);
    if (p25 < 0) { out = -1;  break L21; }
    var p26;
    if (p25 < n && (c = s.charCodeAt(p25), c === 45)) { p26 = adv(p25 + 1); } else { p26 = -1; if (rec) fail(p25, 0); }
    if (p26 < 0) { out = -1;  break L21; }
    var p27;
    p27 = d3(p26);
    if (p27 < 0) { out = -1;  break L21; }
    var p28;
    if (p27 < n && (c = s.charCodeAt(p27), c === 45)) { p28 = adv(p27 + 1); } else { p28 = -1; if (rec) fail(p27, 0); }
    if (p28 < 0) { out = -1;  break L21; }
    var p29;
    p29 = d4(p28);
    if (p29 < 0) { out = -1;  break L21; }
    var p30;
    p30 = d5(p29);
    if (p30 < 0) { out = -1;  break L21; }
    var p31;
    if (p30 < n && (c = s.charCodeAt(p30), c === 45)) { p31 = adv(p30 + 1); } else { p31 = -1; if (rec) fail(p30, 0); }
    if (p31 < 0) { out = -1;  break L21; }
    var p32;
    p32 = d6(p31);
    if (p32 < 0) { out = -1;  break L21; }
    out = p32;
  }
  return done(0, out);
}
function d1(p) { // time-low
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q33 = p, r34 = 0, e36 = false;
  while (q33 < n) {
    var p37;
    p37 = d7(q33);
    if (p37 < 0) break;
    if (p37 === q33) { e36 = true; break; }
    r34++; q33 = p37;
    if (r34 === 4) break;
  }
  if (rec && q33 >= n && !e36 && r34 < 4) fail(q33, 1);
  if (e36 || r34 >= 4) out = q33; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // time-mid
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q38 = p, r39 = 0, e41 = false;
  while (q38 < n) {
    var p42;
    p42 = d7(q38);
    if (p42 < 0) break;
    if (p42 === q38) { e41 = true; break; }
    r39++; q38 = p42;
    if (r39 === 2) break;
  }
  if (rec && q38 >= n && !e41 && r39 < 2) fail(q38, 1);
  if (e41 || r39 >= 2) out = q38; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // time-high-and-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q43 = p, r44 = 0, e46 = false;
  while (q43 < n) {
    var p47;
    p47 = d7(q43);
    if (p47 < 0) break;
    if (p47 === q43) { e46 = true; break; }
    r44++; q43 = p47;
    if (r44 === 2) break;
  }
  if (rec && q43 >= n && !e46 && r44 < 2) fail(q43, 1);
  if (e46 || r44 >= 2) out = q43; else { out = -1;  }
  return done(3, out);
}
function d4(p) { // clock-seq-and-reserved
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  out = d7(p);
  return done(4, out);
}
function d5(p) { // clock-seq-low
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  out = d7(p);
  return done(5, out);
}
function d6(p) { // node
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q48 = p, r49 = 0, e51 = false;
  while (q48 < n) {
    var p52;
    p52 = d7(q48);
    if (p52 < 0) break;
    if (p52 === q48) { e51 = true; break; }
    r49++; q48 = p52;
    if (r49 === 6) break;
  }
  if (rec && q48 >= n && !e51 && r49 < 6) fail(q48, 1);
  if (e51 || r49 >= 6) out = q48; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // hexOctet
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L53: {
    var p55;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p55 = adv(p + 1); } else { p55 = -1; if (rec) fail(p, 1); }
    if (p55 < 0) { out = -1;  break L53; }
    var p56;
    if (p55 < n && (c = s.charCodeAt(p55), c < 128 && T0[c] === 1)) { p56 = adv(p55 + 1); } else { p56 = -1; if (rec) fail(p55, 1); }
    if (p56 < 0) { out = -1;  break L53; }
    out = p56;
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
