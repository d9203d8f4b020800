// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/epcglobal.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(65536, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '00000000adfffffaffffff78efffff74');
const T3 = table(128, '00000000800800080000000000000000');
const T4 = table(128, '0000000000000000efffff70efffff70');
const T5 = table(128, '000000000000ff300000000000000000');
const T6 = table(128, '000000000000ff30e7000000e7000000');
const T7 = table(128, '000000002df7fff2ffffff78efffff74');
const T8 = table(128, '000000000006ff30efffff78efffff74');
const T9 = table(128, '000000002df100820000000000000000');
const rules = ["epcglobal-nss","subnsname","subns","let-num","let-num-hyp","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "epcglobal-nss": "RFC 5134 s.3 (Declaration of structure)",
  "subnsname": "RFC 5134 s.3 (Declaration of structure)",
  "subns": "RFC 5134 s.3 (Declaration of structure)",
  "let-num": "RFC 5134 s.3 (Declaration of structure)",
  "let-num-hyp": "RFC 5134 s.3 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["epcglobal-nss","subnsname","subns","let-num","let-num-hyp"];
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
function d0(p) { // epcglobal-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L28: {
    var k29 = kn;
    var p30;
    p30 = d1(p);
    if (p30 < 0) { out = -1; kn = k29; break L28; }
    var p31;
    if (p30 < n && (c = s.charCodeAt(p30), c === 58)) { p31 = p30 + 1; if (look === 0 && p31 > far) far = p31; } else { p31 = -1; if (rec) fail(p30, 0); }
    if (p31 < 0) { out = -1; kn = k29; break L28; }
    var p32;
    p32 = d2(p31);
    if (p32 < 0) { out = -1; kn = k29; break L28; }
    out = p32;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // subnsname
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L33: {
    var p35;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p35 = p + 1; if (look === 0 && p35 > far) far = p35; } else { p35 = -1; if (rec) fail(p, 1); }
    if (p35 < 0) { out = -1;  break L33; }
    var p36;
    var q37 = p35, r38 = 0, e40 = false;
    while (q37 < n) {
      var p41;
      var q42 = q37;
      while (q42 < n && (c = s.charCodeAt(q42), T1[c] === 1)) q42++;
      if (look === 0 && q42 > far) far = q42; if (rec) fail(q42, 2);
      p41 = q42 - q37 >= 1 ? q42 : -1;
      if (p41 < 0) break;
      if (p41 === q37) { e40 = true; break; }
      r38++; q37 = p41;
      if (r38 === 1) break;
    }
    if (rec && q37 >= n && !e40 && r38 < 1) fail(q37, 2);
    if (e40 || r38 >= 0) p36 = q37; else { p36 = -1;  }
    if (p36 < 0) { out = -1;  break L33; }
    out = p36;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // subns
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q44 = p, r45 = 0, e47 = false;
  while (q44 < n) {
    var p48;
    L49: {
      var p50;
      if (q44 < n && (c = s.charCodeAt(q44), c < 128 && T3[c] === 1)) { p50 = q44 + 1; if (look === 0 && p50 > far) far = p50; } else { p50 = -1; if (rec) fail(q44, 3); }
      if (p50 >= 0) { p48 = p50; break L49; }
      var p51;
      p51 = d8(q44);
      if (p51 >= 0) { p48 = p51; break L49; }
      p48 = -1;
    }
    if (p48 < 0) break;
    if (p48 === q44) { e47 = true; break; }
    r45++; q44 = p48;
  }
  if (rec && q44 >= n && !e47) fail(q44, 10);
  if (e47 || r45 >= 1) out = q44; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // let-num
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // let-num-hyp
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
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
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L52: {
    var p53;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { p53 = p + 1; if (look === 0 && p53 > far) far = p53; } else { p53 = -1; if (rec) fail(p, 7); }
    if (p53 >= 0) { out = p53; break L52; }
    var p54;
    p54 = d10(p);
    if (p54 >= 0) { out = p54; break L52; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 8); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L55: {
    var p57;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p57 = p + 1; if (look === 0 && p57 > far) far = p57; } else { p57 = -1; if (rec) fail(p, 11); }
    if (p57 < 0) { out = -1;  break L55; }
    var p58;
    if (p57 < n && (c = s.charCodeAt(p57), c < 128 && T6[c] === 1)) { p58 = p57 + 1; if (look === 0 && p58 > far) far = p58; } else { p58 = -1; if (rec) fail(p57, 6); }
    if (p58 < 0) { out = -1;  break L55; }
    var p59;
    if (p58 < n && (c = s.charCodeAt(p58), c < 128 && T6[c] === 1)) { p59 = p58 + 1; if (look === 0 && p59 > far) far = p59; } else { p59 = -1; if (rec) fail(p58, 6); }
    if (p59 < 0) { out = -1;  break L55; }
    out = p59;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 9); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
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
