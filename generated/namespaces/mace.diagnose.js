// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/mace.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '00000000abffffbaffffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(128, '0000000029f700821000000800000000');
const T3 = table(128, '00000000820800080000000000000000');
const T4 = table(128, '0000000000000000efffff70efffff70');
const T5 = table(128, '000000000000ff300000000000000000');
const rules = ["MACE-NSS","subStChar","trans","other","reserved","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[35,37],[39,57],[59,59],[61,61],[63,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[35,35],[37,37],[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[37,37]]}];
const sections = {
  "MACE-NSS": "RFC 3613 s.2 (Syntactic structure)",
  "subStChar": "RFC 3613 s.2 (Syntactic structure)",
  "trans": "RFC 3613 s.2 (Syntactic structure)",
  "other": "RFC 3613 s.2 (Syntactic structure)",
  "reserved": "RFC 3613 s.2 (Syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["MACE-NSS","subStChar","trans","other","reserved"];
let text = '';
let begin = 0;
let size = 0;
let K = [];
let kn = 0;
let far = 0;
let look = 0;
let nots = 0;
// Two passes: the first finds how far the input matches (rec false: nothing
// recorded); the second records the failures at that offset only (target).
let rec = false;
let target = 0;
let stack = [];
let failures = [];
let lastRule = -1;
let lastEnd = -1;
// Failures are kept from KEEP characters before the furthest one: a failure
// inside a split literal is named after the failures where the literal began.
const KEEP = 0;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // MACE-NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L27: {
    var p29;
    var q30 = p, r31 = 0, e33 = false;
    while (q30 < n) {
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
    var q36 = p29, r37 = 0, e39 = false;
    while (q36 < n) {
      var p40;
      L41: {
        var p43;
        if (q36 < n && (c = s.charCodeAt(q36), c === 58)) { p43 = q36 + 1; if (look === 0 && p43 > far) far = p43; } else { p43 = -1; if (rec) fail(q36, 0); }
        if (p43 < 0) { p40 = -1;  break L41; }
        var p44;
        var q45 = p43, r46 = 0, e48 = false;
        while (q45 < n) {
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
      r37++; q36 = p40;
    }
    if (rec && q36 >= n && !e39) fail(q36, 0);
    if (e39 || r37 >= 0) p35 = q36; else { p35 = -1;  }
    if (p35 < 0) { out = -1;  break L27; }
    out = p35;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // subStChar
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L50: {
    var p51;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p51 = p + 1; if (look === 0 && p51 > far) far = p51; } else { p51 = -1; if (rec) fail(p, 1); }
    if (p51 >= 0) { out = p51; break L50; }
    var p52;
    L53: {
      var p55;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p55 = p + 1; if (look === 0 && p55 > far) far = p55; } else { p55 = -1; if (rec) fail(p, 7); }
      if (p55 < 0) { p52 = -1;  break L53; }
      var p56;
      if (p55 < n && (c = s.charCodeAt(p55), c < 128 && T1[c] === 1)) { p56 = p55 + 1; if (look === 0 && p56 > far) far = p56; } else { p56 = -1; if (rec) fail(p55, 6); }
      if (p56 < 0) { p52 = -1;  break L53; }
      var p57;
      if (p56 < n && (c = s.charCodeAt(p56), c < 128 && T1[c] === 1)) { p57 = p56 + 1; if (look === 0 && p57 > far) far = p57; } else { p57 = -1; if (rec) fail(p56, 6); }
      if (p57 < 0) { p52 = -1;  break L53; }
      p52 = p57;
    }
    if (p52 >= 0) { out = p52; break L50; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // trans
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // other
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // reserved
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
/** One pass: how far `input` matches the grammar (apg-js's maxMatched), and where the match ended. */
function run(input, from, to, recording) {
  text = input;
  begin = from;
  size = to;
  K = [];
  kn = 0;
  far = from;
  look = 0;
  nots = 0;
  rec = recording;
  stack = [];
  failures = [];
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
* Re-runs a failed match, recording what apg-js calls maxMatched (`offset`)
* and every terminal that failed there, with the stack of rules it was tried in
* and the rule that had just matched up to that offset (`after`, or -1).
*/
function diagnose(input, from = 0, to = input.length) {
  const located = locate(input, from, to);
  target = located.offset;
  run(input, from, to, true);
  const kept = failures;
  failures = [];
  stack = [];
  return { ...located, failures: kept };
}
module.exports = { locate, diagnose, rules, terminals, sections, ownRules };
