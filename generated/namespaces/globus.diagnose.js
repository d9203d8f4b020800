// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/globus.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '0000000029f7ffb2ffffff78efffff70');
const T2 = table(65536, '00000000800800080000000000000000');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const T7 = table(128, '000000002df7fff2ffffff78efffff74');
const rules = ["NSS","SNID","subnamespace-specific-string","non-colon-chars","non-colon-trans","non-colon-other","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[33,33],[36,36],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,37],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 7853 s.2 (Declaration of Syntactic Structure)",
  "SNID": "RFC 7853 s.2 (Declaration of Syntactic Structure)",
  "subnamespace-specific-string": "RFC 7853 s.2 (Declaration of Syntactic Structure)",
  "non-colon-chars": "RFC 7853 s.2 (Declaration of Syntactic Structure)",
  "non-colon-trans": "RFC 7853 s.2 (Declaration of Syntactic Structure)",
  "non-colon-other": "RFC 7853 s.2 (Declaration of Syntactic Structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","SNID","subnamespace-specific-string","non-colon-chars","non-colon-trans","non-colon-other"];
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
  L31: {
    var p33;
    p33 = d1(p);
    if (p33 < 0) { out = -1;  break L31; }
    var p34;
    var q35 = p33, r36 = 0, e38 = false;
    while (q35 < n) {
      var p39;
      L40: {
        var p42;
        if (q35 < n && (c = s.charCodeAt(q35), c === 58)) { p42 = adv(q35 + 1); } else { p42 = -1; if (rec) fail(q35, 0); }
        if (p42 < 0) { p39 = -1;  break L40; }
        var p43;
        p43 = d2(p42);
        if (p43 < 0) { p39 = -1;  break L40; }
        p39 = p43;
      }
      if (p39 < 0) break;
      if (p39 === q35) { e38 = true; break; }
      r36++; q35 = p39;
      if (r36 === 1) break;
    }
    if (rec && q35 >= n && !e38 && r36 < 1) fail(q35, 0);
    p34 = q35;
    if (p34 < 0) { out = -1;  break L31; }
    out = p34;
  }
  return done(0, out);
}
function d1(p) { // SNID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q44 = p, r45 = 0, e47 = false;
  while (q44 < n) {
    if ((c = s.charCodeAt(q44), c < 128 && T0[c] === 1)) { var k46z = q44; do q44++; while (q44 < n && (c = s.charCodeAt(q44), T0[c] === 1)); r45 += q44 - k46z; adv(q44, 3); continue; }
    var p48;
    p48 = d3(q44);
    if (p48 < 0) break;
    if (p48 === q44) { e47 = true; break; }
    r45++; q44 = p48;
  }
  if (rec && q44 >= n && !e47) fail(q44, 10);
  if (e47 || r45 >= 1) out = q44; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // subnamespace-specific-string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q49 = p, r50 = 0, e52 = false;
  while (q49 < n) {
    if ((c = s.charCodeAt(q49), c < 128 && T2[c] === 1)) { var k51z = q49; do q49++; while (q49 < n && (c = s.charCodeAt(q49), T2[c] === 1)); r50 += q49 - k51z; adv(q49); continue; }
    var p53;
    L54: {
      var p55;
      if (q49 < n && (c = s.charCodeAt(q49), c < 128 && T2[c] === 1)) { p55 = adv(q49 + 1); } else { p55 = -1; if (rec) fail(q49, 1); }
      if (p55 >= 0) { p53 = p55; break L54; }
      var p56;
      p56 = d9(q49);
      if (p56 >= 0) { p53 = p56; break L54; }
      p53 = -1;
    }
    if (p53 < 0) break;
    if (p53 === q49) { e52 = true; break; }
    r50++; q49 = p53;
  }
  if (rec && q49 >= n && !e52) fail(q49, 11);
  if (e52 || r50 >= 1) out = q49; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // non-colon-chars
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L57: {
    var p58;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p58 = adv(p + 1); } else { p58 = -1; if (rec) fail(p, 2); }
    if (p58 >= 0) { out = p58; break L57; }
    var p59;
    L60: {
      var p62;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p62 = adv(p + 1); } else { p62 = -1; if (rec) fail(p, 12); }
      if (p62 < 0) { p59 = -1;  break L60; }
      var p63;
      if (p62 < n && (c = s.charCodeAt(p62), c < 128 && T3[c] === 1)) { p63 = adv(p62 + 1); } else { p63 = -1; if (rec) fail(p62, 6); }
      if (p63 < 0) { p59 = -1;  break L60; }
      var p64;
      if (p63 < n && (c = s.charCodeAt(p63), c < 128 && T3[c] === 1)) { p64 = adv(p63 + 1); } else { p64 = -1; if (rec) fail(p63, 6); }
      if (p64 < 0) { p59 = -1;  break L60; }
      p59 = p64;
    }
    if (p59 >= 0) { out = p59; break L57; }
    out = -1;
  }
  return done(3, out);
}
function d9(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L65: {
    var p66;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { p66 = adv(p + 1); } else { p66 = -1; if (rec) fail(p, 7); }
    if (p66 >= 0) { out = p66; break L65; }
    var p67;
    p67 = d11(p);
    if (p67 >= 0) { out = p67; break L65; }
    out = -1;
  }
  return done(9, out);
}
function d11(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L68: {
    var p70;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p70 = adv(p + 1); } else { p70 = -1; if (rec) fail(p, 12); }
    if (p70 < 0) { out = -1;  break L68; }
    var p71;
    if (p70 < n && (c = s.charCodeAt(p70), c < 128 && T3[c] === 1)) { p71 = adv(p70 + 1); } else { p71 = -1; if (rec) fail(p70, 6); }
    if (p71 < 0) { out = -1;  break L68; }
    var p72;
    if (p71 < n && (c = s.charCodeAt(p71), c < 128 && T3[c] === 1)) { p72 = adv(p71 + 1); } else { p72 = -1; if (rec) fail(p71, 6); }
    if (p72 < 0) { out = -1;  break L68; }
    out = p72;
  }
  return done(11, out);
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
