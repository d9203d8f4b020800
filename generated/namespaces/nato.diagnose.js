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
const T2 = table(128, '0000000029f700821000000800000000');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(128, '000000000000ff300000000000000000');
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
  L42: {
    var p44;
    p44 = d1(p);
    if (p44 < 0) { out = -1;  break L42; }
    var p45;
    var q46 = p44, r47 = 0, e49 = false;
    while (q46 < n) {
      var p50;
      L51: {
        var p53;
        if (q46 < n && (c = s.charCodeAt(q46), c === 58)) { p53 = adv(q46 + 1); } else { p53 = -1; if (rec) fail(q46, 0); }
        if (p53 < 0) { p50 = -1;  break L51; }
        var p54;
        p54 = d2(p53);
        if (p54 < 0) { p50 = -1;  break L51; }
        var p55;
        var q56 = p54, e59 = false;
        while (q56 < n) {
          var p60;
          L61: {
            var p63;
            if (q56 < n && (c = s.charCodeAt(q56), c === 58)) { p63 = adv(q56 + 1); } else { p63 = -1; if (rec) fail(q56, 0); }
            if (p63 < 0) { p60 = -1;  break L61; }
            var p64;
            p64 = d3(p63);
            if (p64 < 0) { p60 = -1;  break L61; }
            p60 = p64;
          }
          if (p60 < 0) break;
          if (p60 === q56) { e59 = true; break; }
          q56 = p60;
        }
        if (rec && q56 >= n && !e59) fail(q56, 0);
        p55 = q56;
        if (p55 < 0) { p50 = -1;  break L51; }
        p50 = p55;
      }
      if (p50 < 0) break;
      if (p50 === q46) { e49 = true; break; }
      r47++; q46 = p50;
      if (r47 === 1) break;
    }
    if (rec && q46 >= n && !e49 && r47 < 1) fail(q46, 0);
    p45 = q46;
    if (p45 < 0) { out = -1;  break L42; }
    out = p45;
  }
  return done(0, out);
}
function d1(p) { // Type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q65 = p, r66 = 0, e68 = false;
  while (q65 < n) {
    if ((c = s.charCodeAt(q65), c < 128 && T0[c] === 1)) { var k67z = q65; do q65++; while (q65 < n && (c = s.charCodeAt(q65), T0[c] === 1)); r66 += q65 - k67z; adv(q65, 4); continue; }
    var p69;
    p69 = d4(q65);
    if (p69 < 0) break;
    if (p69 === q65) { e68 = true; break; }
    r66++; q65 = p69;
  }
  if (rec && q65 >= n && !e68) fail(q65, 6);
  if (e68 || r66 >= 1) out = q65; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // Source
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q70 = p, r71 = 0, e73 = false;
  while (q70 < n) {
    if ((c = s.charCodeAt(q70), c < 128 && T0[c] === 1)) { var k72z = q70; do q70++; while (q70 < n && (c = s.charCodeAt(q70), T0[c] === 1)); r71 += q70 - k72z; adv(q70, 4); continue; }
    var p74;
    p74 = d4(q70);
    if (p74 < 0) break;
    if (p74 === q70) { e73 = true; break; }
    r71++; q70 = p74;
  }
  if (rec && q70 >= n && !e73) fail(q70, 6);
  if (e73 || r71 >= 1) out = q70; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // segment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q75 = p, r76 = 0, e78 = false;
  while (q75 < n) {
    if ((c = s.charCodeAt(q75), c < 128 && T0[c] === 1)) { var k77z = q75; do q75++; while (q75 < n && (c = s.charCodeAt(q75), T0[c] === 1)); r76 += q75 - k77z; adv(q75, 4); continue; }
    var p79;
    p79 = d4(q75);
    if (p79 < 0) break;
    if (p79 === q75) { e78 = true; break; }
    r76++; q75 = p79;
  }
  if (rec && q75 >= n && !e78) fail(q75, 6);
  if (e78 || r76 >= 1) out = q75; else { out = -1;  }
  return done(3, out);
}
function d4(p) { // non-colon-chars
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L80: {
    var p81;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p81 = adv(p + 1); } else { p81 = -1; if (rec) fail(p, 1); }
    if (p81 >= 0) { out = p81; break L80; }
    var p82;
    L83: {
      var p85;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p85 = adv(p + 1); } else { p85 = -1; if (rec) fail(p, 7); }
      if (p85 < 0) { p82 = -1;  break L83; }
      var p86;
      if (p85 < n && (c = s.charCodeAt(p85), c < 128 && T1[c] === 1)) { p86 = adv(p85 + 1); } else { p86 = -1; if (rec) fail(p85, 5); }
      if (p86 < 0) { p82 = -1;  break L83; }
      var p87;
      if (p86 < n && (c = s.charCodeAt(p86), c < 128 && T1[c] === 1)) { p87 = adv(p86 + 1); } else { p87 = -1; if (rec) fail(p86, 5); }
      if (p87 < 0) { p82 = -1;  break L83; }
      p82 = p87;
    }
    if (p82 >= 0) { out = p82; break L80; }
    out = -1;
  }
  return done(4, out);
}
function d5(p) { // non-colon-trans
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 1); }
  return done(5, out);
}
function d6(p) { // non-colon-other
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 2); }
  return done(6, out);
}
function d7(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 3); }
  return done(7, out);
}
function d8(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 4); }
  return done(8, out);
}
function d9(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 5); }
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
