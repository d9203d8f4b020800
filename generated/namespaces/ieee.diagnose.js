// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/ieee.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["ieee-nss","IEEEresource","ResourceSpecificString","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[47,47]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "ieee-nss": "RFC 8069 s.2 (Declaration of syntactic structure)",
  "IEEEresource": "RFC 8069 s.2 (Declaration of syntactic structure)",
  "ResourceSpecificString": "RFC 8069 s.2 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["ieee-nss","IEEEresource","ResourceSpecificString"];
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
function d0(p) { // ieee-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L33: {
    var p35;
    p35 = d1(p);
    if (p35 < 0) { out = -1;  break L33; }
    var p36;
    var q37 = p35, r38 = 0, e40 = false;
    while (q37 < n) {
      var p41;
      L42: {
        var p44;
        if (q37 < n && (c = s.charCodeAt(q37), c === 58)) { p44 = adv(q37 + 1); } else { p44 = -1; if (rec) fail(q37, 0); }
        if (p44 < 0) { p41 = -1;  break L42; }
        var p45;
        p45 = d2(p44);
        if (p45 < 0) { p41 = -1;  break L42; }
        p41 = p45;
      }
      if (p41 < 0) break;
      if (p41 === q37) { e40 = true; break; }
      r38++; q37 = p41;
      if (r38 === 1) break;
    }
    if (rec && q37 >= n && !e40 && r38 < 1) fail(q37, 0);
    p36 = q37;
    if (p36 < 0) { out = -1;  break L33; }
    out = p36;
  }
  return done(0, out);
}
function d1(p) { // IEEEresource
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q46 = p, r47 = 0, e49 = false;
  while (q46 < n) {
    if ((c = s.charCodeAt(q46), c < 128 && T0[c] === 1)) { var k48z = q46; do q46++; while (q46 < n && (c = s.charCodeAt(q46), T0[c] === 1)); r47 += q46 - k48z; adv(q46); continue; }
    var p50;
    L51: {
      var p52;
      if (q46 < n && (c = s.charCodeAt(q46), c < 128 && T0[c] === 1)) { p52 = adv(q46 + 1); } else { p52 = -1; if (rec) fail(q46, 1); }
      if (p52 >= 0) { p50 = p52; break L51; }
      var p53;
      p53 = d8(q46);
      if (p53 >= 0) { p50 = p53; break L51; }
      p50 = -1;
    }
    if (p50 < 0) break;
    if (p50 === q46) { e49 = true; break; }
    r47++; q46 = p50;
  }
  if (rec && q46 >= n && !e49) fail(q46, 9);
  if (e49 || r47 >= 1) out = q46; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // ResourceSpecificString
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q54 = p, r55 = 0, e57 = false;
  while (q54 < n) {
    if ((c = s.charCodeAt(q54), c < 128 && T5[c] === 1)) { var k56z = q54; do q54++; while (q54 < n && (c = s.charCodeAt(q54), T5[c] === 1)); r55 += q54 - k56z; adv(q54, 6); continue; }
    var p58;
    L59: {
      var p60;
      p60 = d6(q54);
      if (p60 >= 0) { p58 = p60; break L59; }
      var p61;
      if (q54 < n && (c = s.charCodeAt(q54), c === 47)) { p61 = adv(q54 + 1); } else { p61 = -1; if (rec) fail(q54, 2); }
      if (p61 >= 0) { p58 = p61; break L59; }
      p58 = -1;
    }
    if (p58 < 0) break;
    if (p58 === q54) { e57 = true; break; }
    r55++; q54 = p58;
  }
  if (rec && q54 >= n && !e57) fail(q54, 10);
  if (e57 || r55 >= 1) out = q54; else { out = -1;  }
  return done(2, out);
}
function d6(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L62: {
    var p63;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p63 = adv(p + 1); } else { p63 = -1; if (rec) fail(p, 6); }
    if (p63 >= 0) { out = p63; break L62; }
    var p64;
    p64 = d8(p);
    if (p64 >= 0) { out = p64; break L62; }
    out = -1;
  }
  return done(6, out);
}
function d8(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L65: {
    var p67;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p67 = adv(p + 1); } else { p67 = -1; if (rec) fail(p, 11); }
    if (p67 < 0) { out = -1;  break L65; }
    var p68;
    if (p67 < n && (c = s.charCodeAt(p67), c < 128 && T1[c] === 1)) { p68 = adv(p67 + 1); } else { p68 = -1; if (rec) fail(p67, 5); }
    if (p68 < 0) { out = -1;  break L65; }
    var p69;
    if (p68 < n && (c = s.charCodeAt(p68), c < 128 && T1[c] === 1)) { p69 = adv(p68 + 1); } else { p69 = -1; if (rec) fail(p68, 5); }
    if (p69 < 0) { out = -1;  break L65; }
    out = p69;
  }
  return done(8, out);
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
