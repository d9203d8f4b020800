// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/nato.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '0000000029f7ffb2ffffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["NSS","Type","Source","segment","non-colon-chars","non-colon-trans","non-colon-other","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,37],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "Type": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "Source": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "segment": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "non-colon-chars": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "non-colon-trans": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "non-colon-other": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","Type","Source","segment","non-colon-chars","non-colon-trans","non-colon-other"];
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
  L40: {
    var p42;
    p42 = d1(p);
    if (p42 < 0) { out = -1;  break L40; }
    var p43;
    var q44 = p42, r45 = 0, e47 = false;
    while (q44 < n) {
      var p48;
      L49: {
        var p51;
        if (q44 < n && (c = s.charCodeAt(q44), c === 58)) { p51 = adv(q44 + 1); } else { p51 = -1; if (rec) fail(q44, 0); }
        if (p51 < 0) { p48 = -1;  break L49; }
        var p52;
        p52 = d2(p51);
        if (p52 < 0) { p48 = -1;  break L49; }
        var p53;
        var q54 = p52, e57 = false;
        while (q54 < n) {
          var p58;
          L59: {
            var p61;
            if (q54 < n && (c = s.charCodeAt(q54), c === 58)) { p61 = adv(q54 + 1); } else { p61 = -1; if (rec) fail(q54, 0); }
            if (p61 < 0) { p58 = -1;  break L59; }
            var p62;
            p62 = d3(p61);
            if (p62 < 0) { p58 = -1;  break L59; }
            p58 = p62;
          }
          if (p58 < 0) break;
          if (p58 === q54) { e57 = true; break; }
          q54 = p58;
        }
        if (rec && q54 >= n && !e57) fail(q54, 0);
        p53 = q54;
        if (p53 < 0) { p48 = -1;  break L49; }
        p48 = p53;
      }
      if (p48 < 0) break;
      if (p48 === q44) { e47 = true; break; }
      r45++; q44 = p48;
      if (r45 === 1) break;
    }
    if (rec && q44 >= n && !e47 && r45 < 1) fail(q44, 0);
    p43 = q44;
    if (p43 < 0) { out = -1;  break L40; }
    out = p43;
  }
  return done(0, out);
}
function d1(p) { // Type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q63 = p, r64 = 0, e66 = false;
  while (q63 < n) {
    if ((c = s.charCodeAt(q63), c < 128 && T0[c] === 1)) { var k65z = q63; do q63++; while (q63 < n && (c = s.charCodeAt(q63), T0[c] === 1)); r64 += q63 - k65z; adv(q63, 4); continue; }
    var p67;
    p67 = d4(q63);
    if (p67 < 0) break;
    if (p67 === q63) { e66 = true; break; }
    r64++; q63 = p67;
  }
  if (rec && q63 >= n && !e66) fail(q63, 6);
  if (e66 || r64 >= 1) out = q63; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // Source
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q68 = p, r69 = 0, e71 = false;
  while (q68 < n) {
    if ((c = s.charCodeAt(q68), c < 128 && T0[c] === 1)) { var k70z = q68; do q68++; while (q68 < n && (c = s.charCodeAt(q68), T0[c] === 1)); r69 += q68 - k70z; adv(q68, 4); continue; }
    var p72;
    p72 = d4(q68);
    if (p72 < 0) break;
    if (p72 === q68) { e71 = true; break; }
    r69++; q68 = p72;
  }
  if (rec && q68 >= n && !e71) fail(q68, 6);
  if (e71 || r69 >= 1) out = q68; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // segment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q73 = p, r74 = 0, e76 = false;
  while (q73 < n) {
    if ((c = s.charCodeAt(q73), c < 128 && T0[c] === 1)) { var k75z = q73; do q73++; while (q73 < n && (c = s.charCodeAt(q73), T0[c] === 1)); r74 += q73 - k75z; adv(q73, 4); continue; }
    var p77;
    p77 = d4(q73);
    if (p77 < 0) break;
    if (p77 === q73) { e76 = true; break; }
    r74++; q73 = p77;
  }
  if (rec && q73 >= n && !e76) fail(q73, 6);
  if (e76 || r74 >= 1) out = q73; else { out = -1;  }
  return done(3, out);
}
function d4(p) { // non-colon-chars
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L78: {
    var p79;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p79 = adv(p + 1); } else { p79 = -1; if (rec) fail(p, 1); }
    if (p79 >= 0) { out = p79; break L78; }
    var p80;
    L81: {
      var p83;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p83 = adv(p + 1); } else { p83 = -1; if (rec) fail(p, 7); }
      if (p83 < 0) { p80 = -1;  break L81; }
      var p84;
      if (p83 < n && (c = s.charCodeAt(p83), c < 128 && T1[c] === 1)) { p84 = adv(p83 + 1); } else { p84 = -1; if (rec) fail(p83, 5); }
      if (p84 < 0) { p80 = -1;  break L81; }
      var p85;
      if (p84 < n && (c = s.charCodeAt(p84), c < 128 && T1[c] === 1)) { p85 = adv(p84 + 1); } else { p85 = -1; if (rec) fail(p84, 5); }
      if (p85 < 0) { p80 = -1;  break L81; }
      p80 = p85;
    }
    if (p80 >= 0) { out = p80; break L78; }
    out = -1;
  }
  return done(4, out);
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
