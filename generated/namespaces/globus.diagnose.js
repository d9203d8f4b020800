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
const T1 = table(65536, '00000000adfffffaffffff78efffff74');
const T2 = table(65536, '00000000800800080000000000000000');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const T4 = table(128, '0000000029f700821000000800000000');
const T5 = table(128, '0000000000000000efffff70efffff70');
const T6 = table(128, '000000000000ff300000000000000000');
const T7 = table(128, '000000002df7fff2ffffff78efffff74');
const T8 = table(128, '000000000006ff30efffff78efffff74');
const T9 = table(128, '000000002df100820000000000000000');
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
  failures.push({ at, origin, terminal, stack: n !== 0 && failures[n - 1].at === at ? null : stack.slice(0, sp), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // NSS
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
function d1(p) { // SNID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q46 = p, r47 = 0, e49 = false;
  while (q46 < n) {
    if ((c = s.charCodeAt(q46), c < 128 && T0[c] === 1)) { var k48z = q46; do q46++; while (q46 < n && (c = s.charCodeAt(q46), T0[c] === 1)); r47 += q46 - k48z; adv(q46, 3); continue; }
    var p50;
    p50 = d3(q46);
    if (p50 < 0) break;
    if (p50 === q46) { e49 = true; break; }
    r47++; q46 = p50;
  }
  if (rec && q46 >= n && !e49) fail(q46, 10);
  if (e49 || r47 >= 1) out = q46; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // subnamespace-specific-string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q51 = p, r52 = 0, e54 = false;
  while (q51 < n) {
    if ((c = s.charCodeAt(q51), c < 128 && T2[c] === 1)) { var k53z = q51; do q51++; while (q51 < n && (c = s.charCodeAt(q51), T2[c] === 1)); r52 += q51 - k53z; adv(q51); continue; }
    var p55;
    L56: {
      var p57;
      if (q51 < n && (c = s.charCodeAt(q51), c < 128 && T2[c] === 1)) { p57 = adv(q51 + 1); } else { p57 = -1; if (rec) fail(q51, 1); }
      if (p57 >= 0) { p55 = p57; break L56; }
      var p58;
      p58 = d9(q51);
      if (p58 >= 0) { p55 = p58; break L56; }
      p55 = -1;
    }
    if (p55 < 0) break;
    if (p55 === q51) { e54 = true; break; }
    r52++; q51 = p55;
  }
  if (rec && q51 >= n && !e54) fail(q51, 11);
  if (e54 || r52 >= 1) out = q51; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // non-colon-chars
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L59: {
    var p60;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p60 = adv(p + 1); } else { p60 = -1; if (rec) fail(p, 2); }
    if (p60 >= 0) { out = p60; break L59; }
    var p61;
    L62: {
      var p64;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p64 = adv(p + 1); } else { p64 = -1; if (rec) fail(p, 12); }
      if (p64 < 0) { p61 = -1;  break L62; }
      var p65;
      if (p64 < n && (c = s.charCodeAt(p64), c < 128 && T3[c] === 1)) { p65 = adv(p64 + 1); } else { p65 = -1; if (rec) fail(p64, 6); }
      if (p65 < 0) { p61 = -1;  break L62; }
      var p66;
      if (p65 < n && (c = s.charCodeAt(p65), c < 128 && T3[c] === 1)) { p66 = adv(p65 + 1); } else { p66 = -1; if (rec) fail(p65, 6); }
      if (p66 < 0) { p61 = -1;  break L62; }
      p61 = p66;
    }
    if (p61 >= 0) { out = p61; break L59; }
    out = -1;
  }
  return done(3, out);
}
function d4(p) { // non-colon-trans
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 2); }
  return done(4, out);
}
function d5(p) { // non-colon-other
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 3); }
  return done(5, out);
}
function d6(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 4); }
  return done(6, out);
}
function d7(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 5); }
  return done(7, out);
}
function d8(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 6); }
  return done(8, out);
}
function d9(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L67: {
    var p68;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { p68 = adv(p + 1); } else { p68 = -1; if (rec) fail(p, 7); }
    if (p68 >= 0) { out = p68; break L67; }
    var p69;
    p69 = d11(p);
    if (p69 >= 0) { out = p69; break L67; }
    out = -1;
  }
  return done(9, out);
}
function d10(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 8); }
  return done(10, out);
}
function d11(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L70: {
    var p72;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p72 = adv(p + 1); } else { p72 = -1; if (rec) fail(p, 12); }
    if (p72 < 0) { out = -1;  break L70; }
    var p73;
    if (p72 < n && (c = s.charCodeAt(p72), c < 128 && T3[c] === 1)) { p73 = adv(p72 + 1); } else { p73 = -1; if (rec) fail(p72, 6); }
    if (p73 < 0) { out = -1;  break L70; }
    var p74;
    if (p73 < n && (c = s.charCodeAt(p73), c < 128 && T3[c] === 1)) { p74 = adv(p73 + 1); } else { p74 = -1; if (rec) fail(p73, 6); }
    if (p74 < 0) { out = -1;  break L70; }
    out = p74;
  }
  return done(11, out);
}
function d12(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 9); }
  return done(12, out);
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
