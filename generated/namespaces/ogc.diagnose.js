// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/ogc.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T1 = table(65536, '000000002df7ffb2ffffff78efffff74');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T6 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["ogc-nss","OGCresource","ogc-char","ResourceSpecificString","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[47,47]]},{"set":[[33,33],[36,36],[38,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "ogc-nss": "RFC 5165 s.2",
  "OGCresource": "RFC 5165 s.2",
  "ogc-char": "RFC 5165 s.2",
  "ResourceSpecificString": "RFC 5165 s.2",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["ogc-nss","OGCresource","ogc-char","ResourceSpecificString"];
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
function d0(p) { // ogc-nss
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
    p32 = d3(p31);
    if (p32 < 0) { out = -1;  break L28; }
    out = p32;
  }
  return done(0, out);
}
function d1(p) { // OGCresource
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q33 = p, r34 = 0, e36 = false;
  while (q33 < n) {
    if ((c = s.charCodeAt(q33), c < 128 && T1[c] === 1)) { var k35z = q33; do q33++; while (q33 < n && (c = s.charCodeAt(q33), T1[c] === 1)); r34 += q33 - k35z; adv(q33, 2); continue; }
    var p37;
    L38: {
      var p39;
      p39 = d2(q33);
      if (p39 >= 0) { p37 = p39; break L38; }
      var p40;
      if (q33 < n && (c = s.charCodeAt(q33), c === 47)) { p40 = adv(q33 + 1); } else { p40 = -1; if (rec) fail(q33, 1); }
      if (p40 >= 0) { p37 = p40; break L38; }
      p37 = -1;
    }
    if (p37 < 0) break;
    if (p37 === q33) { e36 = true; break; }
    r34++; q33 = p37;
  }
  if (rec && q33 >= n && !e36) fail(q33, 9);
  if (e36 || r34 >= 1) out = q33; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // ogc-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L41: {
    var p42;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p42 = adv(p + 1); } else { p42 = -1; if (rec) fail(p, 2); }
    if (p42 >= 0) { out = p42; break L41; }
    var p43;
    p43 = d9(p);
    if (p43 >= 0) { out = p43; break L41; }
    out = -1;
  }
  return done(2, out);
}
function d3(p) { // ResourceSpecificString
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q44 = p, r45 = 0, e47 = false;
  while (q44 < n) {
    if ((c = s.charCodeAt(q44), c < 128 && T6[c] === 1)) { var k46z = q44; do q44++; while (q44 < n && (c = s.charCodeAt(q44), T6[c] === 1)); r45 += q44 - k46z; adv(q44, 7); continue; }
    var p48;
    L49: {
      var p50;
      p50 = d7(q44);
      if (p50 >= 0) { p48 = p50; break L49; }
      var p51;
      if (q44 < n && (c = s.charCodeAt(q44), c === 47)) { p51 = adv(q44 + 1); } else { p51 = -1; if (rec) fail(q44, 1); }
      if (p51 >= 0) { p48 = p51; break L49; }
      p48 = -1;
    }
    if (p48 < 0) break;
    if (p48 === q44) { e47 = true; break; }
    r45++; q44 = p48;
  }
  if (rec && q44 >= n && !e47) fail(q44, 10);
  if (e47 || r45 >= 1) out = q44; else { out = -1;  }
  return done(3, out);
}
function d7(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L52: {
    var p53;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p53 = adv(p + 1); } else { p53 = -1; if (rec) fail(p, 6); }
    if (p53 >= 0) { out = p53; break L52; }
    var p54;
    p54 = d9(p);
    if (p54 >= 0) { out = p54; break L52; }
    out = -1;
  }
  return done(7, out);
}
function d9(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L55: {
    var p57;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p57 = adv(p + 1); } else { p57 = -1; if (rec) fail(p, 11); }
    if (p57 < 0) { out = -1;  break L55; }
    var p58;
    if (p57 < n && (c = s.charCodeAt(p57), c < 128 && T2[c] === 1)) { p58 = adv(p57 + 1); } else { p58 = -1; if (rec) fail(p57, 5); }
    if (p58 < 0) { out = -1;  break L55; }
    var p59;
    if (p58 < n && (c = s.charCodeAt(p58), c < 128 && T2[c] === 1)) { p59 = adv(p58 + 1); } else { p59 = -1; if (rec) fail(p58, 5); }
    if (p59 < 0) { out = -1;  break L55; }
    out = p59;
  }
  return done(9, out);
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
