// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/xmpp.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '00000000adffffbaffffff78efffff74');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["NSS","ShortName","SubName","segchar","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[35,36],[38,57],[59,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[35,57],[59,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 4854 s.2 (Declaration of Syntactic Structure)",
  "ShortName": "RFC 4854 s.2 (Declaration of Syntactic Structure)",
  "SubName": "RFC 4854 s.2 (Declaration of Syntactic Structure)",
  "segchar": "RFC 4854 s.2 (Declaration of Syntactic Structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","ShortName","SubName","segchar"];
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
  L30: {
    var p32;
    p32 = d1(p);
    if (p32 < 0) { out = -1;  break L30; }
    var p33;
    var q34 = p32, r35 = 0, e37 = false;
    while (q34 < n) {
      var p38;
      L39: {
        var p41;
        if (q34 < n && (c = s.charCodeAt(q34), c === 58)) { p41 = adv(q34 + 1); } else { p41 = -1; if (rec) fail(q34, 0); }
        if (p41 < 0) { p38 = -1;  break L39; }
        var p42;
        p42 = d2(p41);
        if (p42 < 0) { p38 = -1;  break L39; }
        p38 = p42;
      }
      if (p38 < 0) break;
      if (p38 === q34) { e37 = true; break; }
      r35++; q34 = p38;
      if (r35 === 1) break;
    }
    if (rec && q34 >= n && !e37 && r35 < 1) fail(q34, 0);
    p33 = q34;
    if (p33 < 0) { out = -1;  break L30; }
    out = p33;
  }
  return done(0, out);
}
function d1(p) { // ShortName
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q43 = p, r44 = 0, e46 = false;
  while (q43 < n) {
    if ((c = s.charCodeAt(q43), c < 128 && T0[c] === 1)) { var k45z = q43; do q43++; while (q43 < n && (c = s.charCodeAt(q43), T0[c] === 1)); r44 += q43 - k45z; adv(q43, 3); continue; }
    var p47;
    p47 = d3(q43);
    if (p47 < 0) break;
    if (p47 === q43) { e46 = true; break; }
    r44++; q43 = p47;
  }
  if (rec && q43 >= n && !e46) fail(q43, 7);
  if (e46 || r44 >= 1) out = q43; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // SubName
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q48 = p, r49 = 0, e51 = false;
  while (q48 < n) {
    if ((c = s.charCodeAt(q48), c < 128 && T0[c] === 1)) { var k50z = q48; do q48++; while (q48 < n && (c = s.charCodeAt(q48), T0[c] === 1)); r49 += q48 - k50z; adv(q48, 3); continue; }
    var p52;
    L53: {
      var p54;
      p54 = d3(q48);
      if (p54 >= 0) { p52 = p54; break L53; }
      var p55;
      if (q48 < n && (c = s.charCodeAt(q48), c === 58)) { p55 = adv(q48 + 1); } else { p55 = -1; if (rec) fail(q48, 0); }
      if (p55 >= 0) { p52 = p55; break L53; }
      p52 = -1;
    }
    if (p52 < 0) break;
    if (p52 === q48) { e51 = true; break; }
    r49++; q48 = p52;
  }
  if (rec && q48 >= n && !e51) fail(q48, 8);
  if (e51 || r49 >= 1) out = q48; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // segchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L56: {
    var p57;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p57 = adv(p + 1); } else { p57 = -1; if (rec) fail(p, 1); }
    if (p57 >= 0) { out = p57; break L56; }
    var p58;
    p58 = d9(p);
    if (p58 >= 0) { out = p58; break L56; }
    out = -1;
  }
  return done(3, out);
}
function d9(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L59: {
    var p61;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p61 = adv(p + 1); } else { p61 = -1; if (rec) fail(p, 9); }
    if (p61 < 0) { out = -1;  break L59; }
    var p62;
    if (p61 < n && (c = s.charCodeAt(p61), c < 128 && T2[c] === 1)) { p62 = adv(p61 + 1); } else { p62 = -1; if (rec) fail(p61, 4); }
    if (p62 < 0) { out = -1;  break L59; }
    var p63;
    if (p62 < n && (c = s.charCodeAt(p62), c < 128 && T2[c] === 1)) { p63 = adv(p62 + 1); } else { p63 = -1; if (rec) fail(p62, 4); }
    if (p63 < 0) { out = -1;  break L59; }
    out = p63;
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
