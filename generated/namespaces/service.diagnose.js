// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/service.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const rules = ["service","top-level","sub-service","let-dig-hyp","let-dig","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[46,46]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]}];
const sections = {
  "service": "RFC 5031 s.3 (Declaration of syntactic structure)",
  "top-level": "RFC 5031 s.3 (Declaration of syntactic structure)",
  "sub-service": "RFC 5031 s.3 (Declaration of syntactic structure)",
  "let-dig-hyp": "RFC 5031 s.3 (Declaration of syntactic structure)",
  "let-dig": "RFC 5031 s.3 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["service","top-level","sub-service","let-dig-hyp","let-dig"];
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
function d0(p) { // service
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L44: {
    var p46;
    p46 = d1(p);
    if (p46 < 0) { out = -1;  break L44; }
    var p47;
    var q48 = p46, e51 = false;
    while (q48 < n) {
      var p52;
      L53: {
        var p55;
        if (q48 < n && (c = s.charCodeAt(q48), c === 46)) { p55 = adv(q48 + 1); } else { p55 = -1; if (rec) fail(q48, 0); }
        if (p55 < 0) { p52 = -1;  break L53; }
        var p56;
        p56 = d2(p55);
        if (p56 < 0) { p52 = -1;  break L53; }
        p52 = p56;
      }
      if (p52 < 0) break;
      if (p52 === q48) { e51 = true; break; }
      q48 = p52;
    }
    if (rec && q48 >= n && !e51) fail(q48, 0);
    p47 = q48;
    if (p47 < 0) { out = -1;  break L44; }
    out = p47;
  }
  return done(0, out);
}
function d1(p) { // top-level
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L57: {
    var p59;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p59 = adv(p + 1); } else { p59 = -1; if (rec) fail(p, 1); }
    if (p59 < 0) { out = -1;  break L57; }
    var p60;
    var q61 = p59, r62 = 0, e64 = false;
    while (q61 < n) {
      var p65;
      L66: {
        var p68;
        var q69 = q61, r70 = 0, e72 = false;
        while (q69 < n) {
          var p73;
          L74: {
            var p76;
            if (q69 < n && (c = s.charCodeAt(q69), c < 128 && T1[c] === 1)) { p76 = adv(q69 + 1); } else { p76 = -1; if (rec) fail(q69, 2); }
            if (p76 < 0) { p73 = -1;  break L74; }
            var p77;
            var p78;
            look++;
            if (p76 < n && (c = s.charCodeAt(p76), c < 128 && T1[c] === 1)) { p78 = adv(p76 + 1); } else { p78 = -1; if (rec) fail(p76, 2); }
            look--;
            p77 = p78 >= 0 ? p76 : -1;
            if (p77 < 0) { p73 = -1;  break L74; }
            p73 = p77;
          }
          if (p73 < 0) break;
          if (p73 === q69) { e72 = true; break; }
          r70++; q69 = p73;
          if (r70 === 25) break;
        }
        if (rec && q69 >= n && !e72 && r70 < 25) fail(q69, 2);
        p68 = q69;
        if (p68 < 0) { p65 = -1;  break L66; }
        var p80;
        if (p68 < n && (c = s.charCodeAt(p68), c < 128 && T0[c] === 1)) { p80 = adv(p68 + 1); } else { p80 = -1; if (rec) fail(p68, 1); }
        if (p80 < 0) { p65 = -1;  break L66; }
        p65 = p80;
      }
      if (p65 < 0) break;
      if (p65 === q61) { e64 = true; break; }
      r62++; q61 = p65;
      if (r62 === 1) break;
    }
    if (rec && q61 >= n && !e64 && r62 < 1) fail(q61, 2);
    p60 = q61;
    if (p60 < 0) { out = -1;  break L57; }
    out = p60;
  }
  return done(1, out);
}
function d2(p) { // sub-service
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L81: {
    var p83;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p83 = adv(p + 1); } else { p83 = -1; if (rec) fail(p, 1); }
    if (p83 < 0) { out = -1;  break L81; }
    var p84;
    var q85 = p83, r86 = 0, e88 = false;
    while (q85 < n) {
      var p89;
      L90: {
        var p92;
        var q93 = q85, e96 = false;
        while (q93 < n) {
          var p97;
          L98: {
            var p100;
            if (q93 < n && (c = s.charCodeAt(q93), c < 128 && T1[c] === 1)) { p100 = adv(q93 + 1); } else { p100 = -1; if (rec) fail(q93, 2); }
            if (p100 < 0) { p97 = -1;  break L98; }
            var p101;
            var p102;
            look++;
            if (p100 < n && (c = s.charCodeAt(p100), c < 128 && T1[c] === 1)) { p102 = adv(p100 + 1); } else { p102 = -1; if (rec) fail(p100, 2); }
            look--;
            p101 = p102 >= 0 ? p100 : -1;
            if (p101 < 0) { p97 = -1;  break L98; }
            p97 = p101;
          }
          if (p97 < 0) break;
          if (p97 === q93) { e96 = true; break; }
          q93 = p97;
        }
        if (rec && q93 >= n && !e96) fail(q93, 2);
        p92 = q93;
        if (p92 < 0) { p89 = -1;  break L90; }
        var p104;
        if (p92 < n && (c = s.charCodeAt(p92), c < 128 && T0[c] === 1)) { p104 = adv(p92 + 1); } else { p104 = -1; if (rec) fail(p92, 1); }
        if (p104 < 0) { p89 = -1;  break L90; }
        p89 = p104;
      }
      if (p89 < 0) break;
      if (p89 === q85) { e88 = true; break; }
      r86++; q85 = p89;
      if (r86 === 1) break;
    }
    if (rec && q85 >= n && !e88 && r86 < 1) fail(q85, 2);
    p84 = q85;
    if (p84 < 0) { out = -1;  break L81; }
    out = p84;
  }
  return done(2, out);
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
