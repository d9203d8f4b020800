// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/schac.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '00000000a9ffffbaffffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["SCHAC-NSS","subStChar","trans","other","reserved","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[35,36],[39,57],[59,59],[61,61],[63,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[35,37],[39,57],[59,59],[61,61],[63,90],[95,95],[97,122]]},{"set":[[37,37]]}];
const sections = {
  "SCHAC-NSS": "RFC 6338 s.3 (Syntactic structure)",
  "subStChar": "RFC 6338 s.3 (Syntactic structure)",
  "trans": "RFC 6338 s.3 (Syntactic structure)",
  "other": "RFC 6338 s.3 (Syntactic structure)",
  "reserved": "RFC 6338 s.3 (Syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["SCHAC-NSS","subStChar","trans","other","reserved"];
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
function d0(p) { // SCHAC-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L25: {
    var p27;
    var q28 = p, r29 = 0, e31 = false;
    while (q28 < n) {
      if ((c = s.charCodeAt(q28), c < 128 && T0[c] === 1)) { var k30z = q28; do q28++; while (q28 < n && (c = s.charCodeAt(q28), T0[c] === 1)); r29 += q28 - k30z; adv(q28, 1); continue; }
      var p32;
      p32 = d1(q28);
      if (p32 < 0) break;
      if (p32 === q28) { e31 = true; break; }
      r29++; q28 = p32;
    }
    if (rec && q28 >= n && !e31) fail(q28, 7);
    if (e31 || r29 >= 1) p27 = q28; else { p27 = -1;  }
    if (p27 < 0) { out = -1;  break L25; }
    var p33;
    var q34 = p27, e37 = false;
    while (q34 < n) {
      var p38;
      L39: {
        var p41;
        if (q34 < n && (c = s.charCodeAt(q34), c === 58)) { p41 = adv(q34 + 1); } else { p41 = -1; if (rec) fail(q34, 0); }
        if (p41 < 0) { p38 = -1;  break L39; }
        var p42;
        var q43 = p41, r44 = 0, e46 = false;
        while (q43 < n) {
          if ((c = s.charCodeAt(q43), c < 128 && T0[c] === 1)) { var k45z = q43; do q43++; while (q43 < n && (c = s.charCodeAt(q43), T0[c] === 1)); r44 += q43 - k45z; adv(q43, 1); continue; }
          var p47;
          p47 = d1(q43);
          if (p47 < 0) break;
          if (p47 === q43) { e46 = true; break; }
          r44++; q43 = p47;
        }
        if (rec && q43 >= n && !e46) fail(q43, 7);
        if (e46 || r44 >= 1) p42 = q43; else { p42 = -1;  }
        if (p42 < 0) { p38 = -1;  break L39; }
        p38 = p42;
      }
      if (p38 < 0) break;
      if (p38 === q34) { e37 = true; break; }
      q34 = p38;
    }
    if (rec && q34 >= n && !e37) fail(q34, 0);
    p33 = q34;
    if (p33 < 0) { out = -1;  break L25; }
    out = p33;
  }
  return done(0, out);
}
function d1(p) { // subStChar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L48: {
    var p49;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p49 = adv(p + 1); } else { p49 = -1; if (rec) fail(p, 1); }
    if (p49 >= 0) { out = p49; break L48; }
    var p50;
    L51: {
      var p53;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p53 = adv(p + 1); } else { p53 = -1; if (rec) fail(p, 8); }
      if (p53 < 0) { p50 = -1;  break L51; }
      var p54;
      if (p53 < n && (c = s.charCodeAt(p53), c < 128 && T1[c] === 1)) { p54 = adv(p53 + 1); } else { p54 = -1; if (rec) fail(p53, 6); }
      if (p54 < 0) { p50 = -1;  break L51; }
      var p55;
      if (p54 < n && (c = s.charCodeAt(p54), c < 128 && T1[c] === 1)) { p55 = adv(p54 + 1); } else { p55 = -1; if (rec) fail(p54, 6); }
      if (p55 < 0) { p50 = -1;  break L51; }
      p50 = p55;
    }
    if (p50 >= 0) { out = p50; break L48; }
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
