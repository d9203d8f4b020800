// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/wmo.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffff32ffffff78efffff74');
const T1 = table(65536, '000000002dffff72ffffff78efffff74');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(128, '000000000000ff300000000000000000');
const T5 = table(128, '000000000006ff30efffff78efffff74');
const rules = ["wmo-nss","resource-type","centre-id","local-id","wmo-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,57],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,58],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "wmo-nss": "IANA urn-formal/wmo (Syntax)",
  "resource-type": "IANA urn-formal/wmo (Syntax)",
  "centre-id": "IANA urn-formal/wmo (Syntax)",
  "local-id": "IANA urn-formal/wmo (Syntax)",
  "wmo-char": "IANA urn-formal/wmo (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["wmo-nss","resource-type","centre-id","local-id","wmo-char"];
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
function d0(p) { // wmo-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L29: {
    var k30 = kn;
    var p31;
    p31 = d1(p);
    if (p31 < 0) { out = -1; kn = k30; break L29; }
    var p32;
    if (p31 < n && (c = s.charCodeAt(p31), c === 58)) { p32 = p31 + 1; if (look === 0 && p32 > far) far = p32; } else { p32 = -1; if (rec) fail(p31, 0); }
    if (p32 < 0) { out = -1; kn = k30; break L29; }
    var p33;
    p33 = d2(p32);
    if (p33 < 0) { out = -1; kn = k30; break L29; }
    var p34;
    if (p33 < n && (c = s.charCodeAt(p33), c === 58)) { p34 = p33 + 1; if (look === 0 && p34 > far) far = p34; } else { p34 = -1; if (rec) fail(p33, 0); }
    if (p34 < 0) { out = -1; kn = k30; break L29; }
    var p35;
    p35 = d3(p34);
    if (p35 < 0) { out = -1; kn = k30; break L29; }
    out = p35;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // resource-type
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q36 = p, r37 = 0, e39 = false;
  while (q36 < n) {
    var p40;
    p40 = d4(q36);
    if (p40 < 0) break;
    if (p40 === q36) { e39 = true; break; }
    r37++; q36 = p40;
  }
  if (rec && q36 >= n && !e39) fail(q36, 6);
  if (e39 || r37 >= 1) out = q36; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // centre-id
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q41 = p, r42 = 0, e44 = false;
  while (q41 < n) {
    var p45;
    p45 = d4(q41);
    if (p45 < 0) break;
    if (p45 === q41) { e44 = true; break; }
    r42++; q41 = p45;
  }
  if (rec && q41 >= n && !e44) fail(q41, 6);
  if (e44 || r42 >= 1) out = q41; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // local-id
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  var q46 = p, r47 = 0, e49 = false;
  while (q46 < n) {
    var p50;
    L51: {
      var p52;
      p52 = d4(q46);
      if (p52 >= 0) { p50 = p52; break L51; }
      var p53;
      if (q46 < n && (c = s.charCodeAt(q46), c === 58)) { p53 = q46 + 1; if (look === 0 && p53 > far) far = p53; } else { p53 = -1; if (rec) fail(q46, 0); }
      if (p53 >= 0) { p50 = p53; break L51; }
      p50 = -1;
    }
    if (p50 < 0) break;
    if (p50 === q46) { e49 = true; break; }
    r47++; q46 = p50;
  }
  if (rec && q46 >= n && !e49) fail(q46, 7);
  if (e49 || r47 >= 1) out = q46; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // wmo-char
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  L54: {
    var p55;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p55 = p + 1; if (look === 0 && p55 > far) far = p55; } else { p55 = -1; if (rec) fail(p, 1); }
    if (p55 >= 0) { out = p55; break L54; }
    var p56;
    p56 = d10(p);
    if (p56 >= 0) { out = p56; break L54; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d9(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L57: {
    var p59;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p59 = p + 1; if (look === 0 && p59 > far) far = p59; } else { p59 = -1; if (rec) fail(p, 8); }
    if (p59 < 0) { out = -1;  break L57; }
    var p60;
    if (p59 < n && (c = s.charCodeAt(p59), c < 128 && T2[c] === 1)) { p60 = p59 + 1; if (look === 0 && p60 > far) far = p60; } else { p60 = -1; if (rec) fail(p59, 4); }
    if (p60 < 0) { out = -1;  break L57; }
    var p61;
    if (p60 < n && (c = s.charCodeAt(p60), c < 128 && T2[c] === 1)) { p61 = p60 + 1; if (look === 0 && p61 > far) far = p61; } else { p61 = -1; if (rec) fail(p60, 4); }
    if (p61 < 0) { out = -1;  break L57; }
    out = p61;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
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
