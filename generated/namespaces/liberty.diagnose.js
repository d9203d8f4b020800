// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/liberty.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '00000000abffffbaffffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["Liberty-NSS","subStChar","trans","other","reserved","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[35,37],[39,57],[59,59],[61,61],[63,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[35,35],[37,37],[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[37,37]]}];
const sections = {
  "Liberty-NSS": "RFC 3622 s.2 (Declaration of structure)",
  "subStChar": "RFC 3622 s.2 (Declaration of structure)",
  "trans": "RFC 3622 s.2 (Declaration of structure)",
  "other": "RFC 3622 s.2 (Declaration of structure)",
  "reserved": "RFC 3622 s.2 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["Liberty-NSS","subStChar","trans","other","reserved"];
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
function d0(p) { // Liberty-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L27: {
    var p29;
    var q30 = p, r31 = 0, e33 = false;
    while (q30 < n) {
      if ((c = s.charCodeAt(q30), c < 128 && T0[c] === 1)) { var k32z = q30; do q30++; while (q30 < n && (c = s.charCodeAt(q30), T0[c] === 1)); r31 += q30 - k32z; adv(q30, 1); continue; }
      var p34;
      p34 = d1(q30);
      if (p34 < 0) break;
      if (p34 === q30) { e33 = true; break; }
      r31++; q30 = p34;
    }
    if (rec && q30 >= n && !e33) fail(q30, 1);
    if (e33 || r31 >= 1) p29 = q30; else { p29 = -1;  }
    if (p29 < 0) { out = -1;  break L27; }
    var p35;
    var q36 = p29, e39 = false;
    while (q36 < n) {
      var p40;
      L41: {
        var p43;
        if (q36 < n && (c = s.charCodeAt(q36), c === 58)) { p43 = adv(q36 + 1); } else { p43 = -1; if (rec) fail(q36, 0); }
        if (p43 < 0) { p40 = -1;  break L41; }
        var p44;
        var q45 = p43, r46 = 0, e48 = false;
        while (q45 < n) {
          if ((c = s.charCodeAt(q45), c < 128 && T0[c] === 1)) { var k47z = q45; do q45++; while (q45 < n && (c = s.charCodeAt(q45), T0[c] === 1)); r46 += q45 - k47z; adv(q45, 1); continue; }
          var p49;
          p49 = d1(q45);
          if (p49 < 0) break;
          if (p49 === q45) { e48 = true; break; }
          r46++; q45 = p49;
        }
        if (rec && q45 >= n && !e48) fail(q45, 1);
        if (e48 || r46 >= 1) p44 = q45; else { p44 = -1;  }
        if (p44 < 0) { p40 = -1;  break L41; }
        p40 = p44;
      }
      if (p40 < 0) break;
      if (p40 === q36) { e39 = true; break; }
      q36 = p40;
    }
    if (rec && q36 >= n && !e39) fail(q36, 0);
    p35 = q36;
    if (p35 < 0) { out = -1;  break L27; }
    out = p35;
  }
  return done(0, out);
}
function d1(p) { // subStChar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L50: {
    var p51;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p51 = adv(p + 1); } else { p51 = -1; if (rec) fail(p, 1); }
    if (p51 >= 0) { out = p51; break L50; }
    var p52;
    L53: {
      var p55;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p55 = adv(p + 1); } else { p55 = -1; if (rec) fail(p, 7); }
      if (p55 < 0) { p52 = -1;  break L53; }
      var p56;
      if (p55 < n && (c = s.charCodeAt(p55), c < 128 && T1[c] === 1)) { p56 = adv(p55 + 1); } else { p56 = -1; if (rec) fail(p55, 6); }
      if (p56 < 0) { p52 = -1;  break L53; }
      var p57;
      if (p56 < n && (c = s.charCodeAt(p56), c < 128 && T1[c] === 1)) { p57 = adv(p56 + 1); } else { p57 = -1; if (rec) fail(p56, 6); }
      if (p57 < 0) { p52 = -1;  break L53; }
      p52 = p57;
    }
    if (p52 >= 0) { out = p52; break L50; }
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
