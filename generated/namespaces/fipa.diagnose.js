// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/fipa.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(128, '0000000000000000efffff70efffff70');
const T3 = table(128, '000000000000ff300000000000000000');
const T4 = table(128, '000000000006ff30efffff78efffff74');
const T5 = table(128, '000000002df100820000000000000000');
const rules = ["fipa-nss","subspace-id","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "fipa-nss": "RFC 3616 s.2 (Declaration of structure)",
  "subspace-id": "RFC 3616 s.2 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["fipa-nss","subspace-id"];
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
function d0(p) { // fipa-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L22: {
    var k23 = kn;
    var p24;
    p24 = d1(p);
    if (p24 < 0) { out = -1; kn = k23; break L22; }
    var p25;
    var q26 = p24, r27 = 0, e29 = false, k28 = kn;
    while (q26 < n) {
      var p30;
      L31: {
        var k32 = kn;
        var p33;
        if (q26 < n && (c = s.charCodeAt(q26), c === 58)) { p33 = q26 + 1; if (look === 0 && p33 > far) far = p33; } else { p33 = -1; if (rec) fail(q26, 0); }
        if (p33 < 0) { p30 = -1; kn = k32; break L31; }
        var p34;
        p34 = d1(p33);
        if (p34 < 0) { p30 = -1; kn = k32; break L31; }
        p30 = p34;
      }
      if (p30 < 0) break;
      if (p30 === q26) { e29 = true; break; }
      r27++; q26 = p30;
    }
    if (rec && q26 >= n && !e29) fail(q26, 0);
    if (e29 || r27 >= 0) p25 = q26; else { p25 = -1; kn = k28; }
    if (p25 < 0) { out = -1; kn = k23; break L22; }
    out = p25;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // subspace-id
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q35 = p, r36 = 0, e38 = false;
  while (q35 < n) {
    var p39;
    L40: {
      var p41;
      if (q35 < n && (c = s.charCodeAt(q35), c < 128 && T0[c] === 1)) { p41 = q35 + 1; if (look === 0 && p41 > far) far = p41; } else { p41 = -1; if (rec) fail(q35, 1); }
      if (p41 >= 0) { p39 = p41; break L40; }
      var p42;
      p42 = d7(q35);
      if (p42 >= 0) { p39 = p42; break L40; }
      p39 = -1;
    }
    if (p39 < 0) break;
    if (p39 === q35) { e38 = true; break; }
    r36++; q35 = p39;
  }
  if (rec && q35 >= n && !e38) fail(q35, 7);
  if (e38 || r36 >= 1) out = q35; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d6(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  L43: {
    var p45;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p45 = p + 1; if (look === 0 && p45 > far) far = p45; } else { p45 = -1; if (rec) fail(p, 8); }
    if (p45 < 0) { out = -1;  break L43; }
    var p46;
    if (p45 < n && (c = s.charCodeAt(p45), c < 128 && T1[c] === 1)) { p46 = p45 + 1; if (look === 0 && p46 > far) far = p46; } else { p46 = -1; if (rec) fail(p45, 4); }
    if (p46 < 0) { out = -1;  break L43; }
    var p47;
    if (p46 < n && (c = s.charCodeAt(p46), c < 128 && T1[c] === 1)) { p47 = p46 + 1; if (look === 0 && p47 > far) far = p47; } else { p47 = -1; if (rec) fail(p46, 4); }
    if (p47 < 0) { out = -1;  break L43; }
    out = p47;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
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
