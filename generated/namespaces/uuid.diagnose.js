// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/uuid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T1 = table(128, '000000000000ff300000000000000000');
const rules = ["UUID","time-low","time-mid","time-high-and-version","clock-seq-and-reserved","clock-seq-low","node","hexOctet","hexDigit","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[48,57]]}];
const sections = {
  "UUID": "RFC 4122 s.3",
  "time-low": "RFC 4122 s.3",
  "time-mid": "RFC 4122 s.3",
  "time-high-and-version": "RFC 4122 s.3",
  "clock-seq-and-reserved": "RFC 4122 s.3",
  "clock-seq-low": "RFC 4122 s.3",
  "node": "RFC 4122 s.3",
  "hexOctet": "RFC 4122 s.3",
  "hexDigit": "RFC 4122 s.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["UUID","time-low","time-mid","time-high-and-version","clock-seq-and-reserved","clock-seq-low","node","hexOctet","hexDigit"];
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
function d0(p) { // UUID
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L21: {
    var k22 = kn;
    var p23;
    p23 = d1(p);
    if (p23 < 0) { out = -1; kn = k22; break L21; }
    var p24;
    if (p23 < n && (c = s.charCodeAt(p23), c === 45)) { p24 = p23 + 1; if (look === 0 && p24 > far) far = p24; } else { p24 = -1; if (rec) fail(p23, 0); }
    if (p24 < 0) { out = -1; kn = k22; break L21; }
    var p25;
    p25 = d2(p24);
    if (p25 < 0) { out = -1; kn = k22; break L21; }
    var p26;
    if (p25 < n && (c = s.charCodeAt(p25), c === 45)) { p26 = p25 + 1; if (look === 0 && p26 > far) far = p26; } else { p26 = -1; if (rec) fail(p25, 0); }
    if (p26 < 0) { out = -1; kn = k22; break L21; }
    var p27;
    p27 = d3(p26);
    if (p27 < 0) { out = -1; kn = k22; break L21; }
    var p28;
    if (p27 < n && (c = s.charCodeAt(p27), c === 45)) { p28 = p27 + 1; if (look === 0 && p28 > far) far = p28; } else { p28 = -1; if (rec) fail(p27, 0); }
    if (p28 < 0) { out = -1; kn = k22; break L21; }
    var p29;
    p29 = d4(p28);
    if (p29 < 0) { out = -1; kn = k22; break L21; }
    var p30;
    p30 = d5(p29);
    if (p30 < 0) { out = -1; kn = k22; break L21; }
    var p31;
    if (p30 < n && (c = s.charCodeAt(p30), c === 45)) { p31 = p30 + 1; if (look === 0 && p31 > far) far = p31; } else { p31 = -1; if (rec) fail(p30, 0); }
    if (p31 < 0) { out = -1; kn = k22; break L21; }
    var p32;
    p32 = d6(p31);
    if (p32 < 0) { out = -1; kn = k22; break L21; }
    out = p32;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // time-low
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q33 = p, r34 = 0, e36 = false;
  while (q33 < n) {
    var p37;
    p37 = d7(q33);
    if (p37 < 0) break;
    if (p37 === q33) { e36 = true; break; }
    r34++; q33 = p37;
    if (r34 === 4) break;
  }
  if (rec && q33 >= n && !e36 && r34 < 4) fail(q33, 1);
  if (e36 || r34 >= 4) out = q33; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // time-mid
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q38 = p, r39 = 0, e41 = false;
  while (q38 < n) {
    var p42;
    p42 = d7(q38);
    if (p42 < 0) break;
    if (p42 === q38) { e41 = true; break; }
    r39++; q38 = p42;
    if (r39 === 2) break;
  }
  if (rec && q38 >= n && !e41 && r39 < 2) fail(q38, 1);
  if (e41 || r39 >= 2) out = q38; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // time-high-and-version
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  var q43 = p, r44 = 0, e46 = false;
  while (q43 < n) {
    var p47;
    p47 = d7(q43);
    if (p47 < 0) break;
    if (p47 === q43) { e46 = true; break; }
    r44++; q43 = p47;
    if (r44 === 2) break;
  }
  if (rec && q43 >= n && !e46 && r44 < 2) fail(q43, 1);
  if (e46 || r44 >= 2) out = q43; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // clock-seq-and-reserved
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  out = d7(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // clock-seq-low
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  out = d7(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // node
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  var q48 = p, r49 = 0, e51 = false;
  while (q48 < n) {
    var p52;
    p52 = d7(q48);
    if (p52 < 0) break;
    if (p52 === q48) { e51 = true; break; }
    r49++; q48 = p52;
    if (r49 === 6) break;
  }
  if (rec && q48 >= n && !e51 && r49 < 6) fail(q48, 1);
  if (e51 || r49 >= 6) out = q48; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // hexOctet
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  L53: {
    var p55;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p55 = p + 1; if (look === 0 && p55 > far) far = p55; } else { p55 = -1; if (rec) fail(p, 1); }
    if (p55 < 0) { out = -1;  break L53; }
    var p56;
    if (p55 < n && (c = s.charCodeAt(p55), c < 128 && T0[c] === 1)) { p56 = p55 + 1; if (look === 0 && p56 > far) far = p56; } else { p56 = -1; if (rec) fail(p55, 1); }
    if (p56 < 0) { out = -1;  break L53; }
    out = p56;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // hexDigit
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d10(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
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
