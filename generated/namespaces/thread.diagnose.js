// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/thread.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000006ff30efffff78efffff74');
const T2 = table(128, '000000002df900821000000000000000');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const T6 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["thread-nss","sub-namespace","sn-label","sn-content","content-only","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[47,47]]},{"set":[[33,33],[36,36],[38,44],[47,47],[59,59],[61,61],[64,64]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "thread-nss": "IANA urn-formal/thread (Syntax)",
  "sub-namespace": "IANA urn-formal/thread (Syntax)",
  "sn-label": "IANA urn-formal/thread (Syntax)",
  "sn-content": "IANA urn-formal/thread (Syntax)",
  "content-only": "IANA urn-formal/thread (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["thread-nss","sub-namespace","sn-label","sn-content","content-only"];
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
function d0(p) { // thread-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L46: {
    var p48;
    p48 = d1(p);
    if (p48 < 0) { out = -1;  break L46; }
    var p49;
    var q50 = p48, e53 = false;
    while (q50 < n) {
      var p54;
      L55: {
        var p57;
        if (q50 < n && (c = s.charCodeAt(q50), c === 58)) { p57 = adv(q50 + 1); } else { p57 = -1; if (rec) fail(q50, 0); }
        if (p57 < 0) { p54 = -1;  break L55; }
        var p58;
        p58 = d3(p57);
        if (p58 < 0) { p54 = -1;  break L55; }
        p54 = p58;
      }
      if (p54 < 0) break;
      if (p54 === q50) { e53 = true; break; }
      q50 = p54;
    }
    if (rec && q50 >= n && !e53) fail(q50, 0);
    p49 = q50;
    if (p49 < 0) { out = -1;  break L46; }
    out = p49;
  }
  return done(0, out);
}
function d1(p) { // sub-namespace
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L59: {
    var p61;
    p61 = d2(p);
    if (p61 < 0) { out = -1;  break L59; }
    var p62;
    var q63 = p61, e66 = false;
    while (q63 < n) {
      var p67;
      L68: {
        var p70;
        if (q63 < n && (c = s.charCodeAt(q63), c === 58)) { p70 = adv(q63 + 1); } else { p70 = -1; if (rec) fail(q63, 0); }
        if (p70 < 0) { p67 = -1;  break L68; }
        var p71;
        p71 = d2(p70);
        if (p71 < 0) { p67 = -1;  break L68; }
        var p72;
        var p73;
        look++; nots++;
        p73 = d4(p71);
        look--; nots--;
        p72 = p73 >= 0 ? -1 : p71;
        if (p72 < 0) { p67 = -1;  break L68; }
        p67 = p72;
      }
      if (p67 < 0) break;
      if (p67 === q63) { e66 = true; break; }
      q63 = p67;
    }
    if (rec && q63 >= n && !e66) fail(q63, 0);
    p62 = q63;
    if (p62 < 0) { out = -1;  break L59; }
    out = p62;
  }
  return done(1, out);
}
function d2(p) { // sn-label
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q75 = p;
  while (q75 < n && (c = s.charCodeAt(q75), T0[c] === 1)) q75++;
  if (look === 0 && q75 > far) far = q75; if (rec) fail(q75, 1);
  out = q75 - p >= 1 ? q75 : -1;
  return done(2, out);
}
function d3(p) { // sn-content
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q77 = p, e80 = false;
  while (q77 < n) {
    if ((c = s.charCodeAt(q77), c < 128 && T6[c] === 1)) { do q77++; while (q77 < n && (c = s.charCodeAt(q77), T6[c] === 1)); adv(q77, 8); continue; }
    var p81;
    L82: {
      var p83;
      p83 = d8(q77);
      if (p83 >= 0) { p81 = p83; break L82; }
      var p84;
      if (q77 < n && (c = s.charCodeAt(q77), c === 47)) { p84 = adv(q77 + 1); } else { p84 = -1; if (rec) fail(q77, 2); }
      if (p84 >= 0) { p81 = p84; break L82; }
      p81 = -1;
    }
    if (p81 < 0) break;
    if (p81 === q77) { e80 = true; break; }
    q77 = p81;
  }
  if (rec && q77 >= n && !e80) fail(q77, 9);
  out = q77;
  return done(3, out);
}
function d4(p) { // content-only
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L85: {
    var p86;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p86 = adv(p + 1); } else { p86 = -1; if (rec) fail(p, 3); }
    if (p86 >= 0) { out = p86; break L85; }
    var p87;
    p87 = d10(p);
    if (p87 >= 0) { out = p87; break L85; }
    out = -1;
  }
  return done(4, out);
}
function d8(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L88: {
    var p89;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p89 = adv(p + 1); } else { p89 = -1; if (rec) fail(p, 7); }
    if (p89 >= 0) { out = p89; break L88; }
    var p90;
    p90 = d10(p);
    if (p90 >= 0) { out = p90; break L88; }
    out = -1;
  }
  return done(8, out);
}
function d10(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L91: {
    var p93;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p93 = adv(p + 1); } else { p93 = -1; if (rec) fail(p, 10); }
    if (p93 < 0) { out = -1;  break L91; }
    var p94;
    if (p93 < n && (c = s.charCodeAt(p93), c < 128 && T3[c] === 1)) { p94 = adv(p93 + 1); } else { p94 = -1; if (rec) fail(p93, 6); }
    if (p94 < 0) { out = -1;  break L91; }
    var p95;
    if (p94 < n && (c = s.charCodeAt(p94), c < 128 && T3[c] === 1)) { p95 = adv(p94 + 1); } else { p95 = -1; if (rec) fail(p94, 6); }
    if (p95 < 0) { out = -1;  break L91; }
    out = p95;
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
