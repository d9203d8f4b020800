// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/mrn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T5 = table(128, '000000000000ff30e7000000e7000000');
const T6 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["mrn-nss","OID","OSS","OSNID","OSNS","alphanum","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "mrn-nss": "IANA urn-formal/mrn (Syntax)",
  "OID": "IANA urn-formal/mrn (Syntax)",
  "OSS": "IANA urn-formal/mrn (Syntax)",
  "OSNID": "IANA urn-formal/mrn (Syntax)",
  "OSNS": "IANA urn-formal/mrn (Syntax)",
  "alphanum": "IANA urn-formal/mrn (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["mrn-nss","OID","OSS","OSNID","OSNS","alphanum"];
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
function d0(p) { // mrn-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L40: {
    var p42;
    p42 = d1(p);
    if (p42 < 0) { out = -1;  break L40; }
    var p43;
    if (p42 < n && (c = s.charCodeAt(p42), c === 58)) { p43 = adv(p42 + 1); } else { p43 = -1; if (rec) fail(p42, 0); }
    if (p43 < 0) { out = -1;  break L40; }
    var p44;
    p44 = d2(p43);
    if (p44 < 0) { out = -1;  break L40; }
    out = p44;
  }
  return done(0, out);
}
function d1(p) { // OID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L45: {
    var p47;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p47 = adv(p + 1); } else { p47 = -1; if (rec) fail(p, 1); }
    if (p47 < 0) { out = -1;  break L45; }
    var p48;
    var q49 = p47, r50 = 0, e52 = false;
    while (q49 < n) {
      var p53;
      L54: {
        var p56;
        if (q49 < n && (c = s.charCodeAt(q49), c < 128 && T1[c] === 1)) { p56 = adv(q49 + 1); } else { p56 = -1; if (rec) fail(q49, 9); }
        if (p56 < 0) { p53 = -1;  break L54; }
        var p57;
        var p58;
        look++;
        if (p56 < n && (c = s.charCodeAt(p56), c < 128 && T1[c] === 1)) { p58 = adv(p56 + 1); } else { p58 = -1; if (rec) fail(p56, 9); }
        look--;
        p57 = p58 >= 0 ? p56 : -1;
        if (p57 < 0) { p53 = -1;  break L54; }
        p53 = p57;
      }
      if (p53 < 0) break;
      if (p53 === q49) { e52 = true; break; }
      r50++; q49 = p53;
      if (r50 === 20) break;
    }
    if (rec && q49 >= n && !e52 && r50 < 20) fail(q49, 9);
    p48 = q49;
    if (p48 < 0) { out = -1;  break L45; }
    var p60;
    if (p48 < n && (c = s.charCodeAt(p48), c < 128 && T0[c] === 1)) { p60 = adv(p48 + 1); } else { p60 = -1; if (rec) fail(p48, 1); }
    if (p60 < 0) { out = -1;  break L45; }
    out = p60;
  }
  return done(1, out);
}
function d2(p) { // OSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L61: {
    var p63;
    p63 = d3(p);
    if (p63 < 0) { out = -1;  break L61; }
    var p64;
    if (p63 < n && (c = s.charCodeAt(p63), c === 58)) { p64 = adv(p63 + 1); } else { p64 = -1; if (rec) fail(p63, 0); }
    if (p64 < 0) { out = -1;  break L61; }
    var p65;
    p65 = d4(p64);
    if (p65 < 0) { out = -1;  break L61; }
    out = p65;
  }
  return done(2, out);
}
function d3(p) { // OSNID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L66: {
    var p68;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p68 = adv(p + 1); } else { p68 = -1; if (rec) fail(p, 1); }
    if (p68 < 0) { out = -1;  break L66; }
    var p69;
    var q70 = p68, r71 = 0, e73 = false;
    while (q70 < n) {
      var p74;
      L75: {
        var p77;
        if (q70 < n && (c = s.charCodeAt(q70), c < 128 && T1[c] === 1)) { p77 = adv(q70 + 1); } else { p77 = -1; if (rec) fail(q70, 9); }
        if (p77 < 0) { p74 = -1;  break L75; }
        var p78;
        var p79;
        look++;
        if (p77 < n && (c = s.charCodeAt(p77), c < 128 && T1[c] === 1)) { p79 = adv(p77 + 1); } else { p79 = -1; if (rec) fail(p77, 9); }
        look--;
        p78 = p79 >= 0 ? p77 : -1;
        if (p78 < 0) { p74 = -1;  break L75; }
        p74 = p78;
      }
      if (p74 < 0) break;
      if (p74 === q70) { e73 = true; break; }
      r71++; q70 = p74;
      if (r71 === 32) break;
    }
    if (rec && q70 >= n && !e73 && r71 < 32) fail(q70, 9);
    p69 = q70;
    if (p69 < 0) { out = -1;  break L66; }
    var p81;
    if (p69 < n && (c = s.charCodeAt(p69), c < 128 && T0[c] === 1)) { p81 = adv(p69 + 1); } else { p81 = -1; if (rec) fail(p69, 1); }
    if (p81 < 0) { out = -1;  break L66; }
    out = p81;
  }
  return done(3, out);
}
function d4(p) { // OSNS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L82: {
    var p84;
    p84 = d9(p);
    if (p84 < 0) { out = -1;  break L82; }
    var p85;
    var q86 = p84, e89 = false;
    while (q86 < n) {
      if ((c = s.charCodeAt(q86), c < 128 && T6[c] === 1)) { do q86++; while (q86 < n && (c = s.charCodeAt(q86), T6[c] === 1)); adv(q86, 9); continue; }
      var p90;
      L91: {
        var p92;
        p92 = d9(q86);
        if (p92 >= 0) { p90 = p92; break L91; }
        var p93;
        if (q86 < n && (c = s.charCodeAt(q86), c === 47)) { p93 = adv(q86 + 1); } else { p93 = -1; if (rec) fail(q86, 2); }
        if (p93 >= 0) { p90 = p93; break L91; }
        p90 = -1;
      }
      if (p90 < 0) break;
      if (p90 === q86) { e89 = true; break; }
      q86 = p90;
    }
    if (rec && q86 >= n && !e89) fail(q86, 10);
    p85 = q86;
    if (p85 < 0) { out = -1;  break L82; }
    out = p85;
  }
  return done(4, out);
}
function d9(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L94: {
    var p95;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p95 = adv(p + 1); } else { p95 = -1; if (rec) fail(p, 6); }
    if (p95 >= 0) { out = p95; break L94; }
    var p96;
    p96 = d11(p);
    if (p96 >= 0) { out = p96; break L94; }
    out = -1;
  }
  return done(9, out);
}
function d11(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L97: {
    var p99;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p99 = adv(p + 1); } else { p99 = -1; if (rec) fail(p, 11); }
    if (p99 < 0) { out = -1;  break L97; }
    var p100;
    if (p99 < n && (c = s.charCodeAt(p99), c < 128 && T5[c] === 1)) { p100 = adv(p99 + 1); } else { p100 = -1; if (rec) fail(p99, 5); }
    if (p100 < 0) { out = -1;  break L97; }
    var p101;
    if (p100 < n && (c = s.charCodeAt(p100), c < 128 && T5[c] === 1)) { p101 = adv(p100 + 1); } else { p101 = -1; if (rec) fail(p100, 5); }
    if (p101 < 0) { out = -1;  break L97; }
    out = p101;
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
