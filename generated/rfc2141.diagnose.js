// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc2141.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(128, '0000000000000000efffff7000000000');
const T3 = table(128, '000000000000000000000000efffff70');
const T4 = table(128, '000000000000ff300000000000000000');
const T5 = table(65536, '00000000abfffffaffffff78efffff70');
const T6 = table(128, '000000000000ff30e7000000e7000000');
const T7 = table(128, '0000000029f700c21000000800000000');
const T8 = table(128, '00000000820800080000000000000000');
const rules = ["URN","NID","let-num-hyp","let-num","upper","lower","number","NSS","URN-chars","trans","hex","other","reserved","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90]]},{"set":[[97,122]]},{"set":[[48,57]]},{"set":[[33,33],[35,37],[39,59],[61,61],[63,90],[95,95],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[39,46],[58,59],[61,61],[64,64],[95,95]]},{"set":[[35,35],[37,37],[47,47],[63,63]]},{"literal":"urn:","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"literal":":","caseless":true,"at":3},{"set":[[37,37]]}];
const sections = {
  "URN": "RFC 2141 s.2",
  "NID": "RFC 2141 s.2.1",
  "let-num-hyp": "RFC 2141 s.2.1",
  "let-num": "RFC 2141 s.2.1",
  "upper": "RFC 2141 s.2.1",
  "lower": "RFC 2141 s.2.1",
  "number": "RFC 2141 s.2.1",
  "NSS": "RFC 2141 s.2.2",
  "URN-chars": "RFC 2141 s.2.2",
  "trans": "RFC 2141 s.2.2",
  "hex": "RFC 2141 s.2.2",
  "other": "RFC 2141 s.2.2",
  "reserved": "RFC 2141 s.2.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["URN","NID","let-num-hyp","let-num","upper","lower","number","NSS","URN-chars","trans","hex","other","reserved"];
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
const KEEP = 3;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // URN
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L27: {
    var k28 = kn;
    var p29;
    L30: {
      var p32;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p32 = p + 1; if (look === 0 && p32 > far) far = p32; } else { p32 = -1; if (rec) fail(p, 10); }
      if (p32 < 0) { p29 = -1;  break L30; }
      var p33;
      if (p32 < n && (c = s.charCodeAt(p32), (c | 32) === 114)) { p33 = p32 + 1; if (look === 0 && p33 > far) far = p33; } else { p33 = -1; if (rec) fail(p32, 11, 1); }
      if (p33 < 0) { p29 = -1;  break L30; }
      var p34;
      if (p33 < n && (c = s.charCodeAt(p33), (c | 32) === 110)) { p34 = p33 + 1; if (look === 0 && p34 > far) far = p34; } else { p34 = -1; if (rec) fail(p33, 12, 2); }
      if (p34 < 0) { p29 = -1;  break L30; }
      var p35;
      if (p34 < n && (c = s.charCodeAt(p34), c === 58)) { p35 = p34 + 1; if (look === 0 && p35 > far) far = p35; } else { p35 = -1; if (rec) fail(p34, 13, 3); }
      if (p35 < 0) { p29 = -1;  break L30; }
      p29 = p35;
    }
    if (p29 < 0) { out = -1; kn = k28; break L27; }
    var p36;
    p36 = d1(p29);
    if (p36 < 0) { out = -1; kn = k28; break L27; }
    var p37;
    if (p36 < n && (c = s.charCodeAt(p36), c === 58)) { p37 = p36 + 1; if (look === 0 && p37 > far) far = p37; } else { p37 = -1; if (rec) fail(p36, 0); }
    if (p37 < 0) { out = -1; kn = k28; break L27; }
    var p38;
    p38 = d7(p37);
    if (p38 < 0) { out = -1; kn = k28; break L27; }
    out = p38;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L39: {
    var p41;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p41 = p + 1; if (look === 0 && p41 > far) far = p41; } else { p41 = -1; if (rec) fail(p, 1); }
    if (p41 < 0) { out = -1;  break L39; }
    var p42;
    var q43 = p41, r44 = 0, e46 = false;
    while (q43 < n) {
      var p47;
      var q48 = q43, r49 = 0, e51 = false;
      while (q48 < n) {
        var p52;
        if (q48 < n && (c = s.charCodeAt(q48), c < 128 && T1[c] === 1)) { p52 = q48 + 1; if (look === 0 && p52 > far) far = p52; } else { p52 = -1; if (rec) fail(q48, 2); }
        if (p52 < 0) break;
        if (p52 === q48) { e51 = true; break; }
        r49++; q48 = p52;
        if (r49 === 31) break;
      }
      if (rec && q48 >= n && !e51 && r49 < 31) fail(q48, 2);
      if (e51 || r49 >= 1) p47 = q48; else { p47 = -1;  }
      if (p47 < 0) break;
      if (p47 === q43) { e46 = true; break; }
      r44++; q43 = p47;
      if (r44 === 1) break;
    }
    if (rec && q43 >= n && !e46 && r44 < 1) fail(q43, 2);
    if (e46 || r44 >= 0) p42 = q43; else { p42 = -1;  }
    if (p42 < 0) { out = -1;  break L39; }
    out = p42;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // let-num-hyp
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
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
function d4(p) { // upper
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // lower
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // number
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  var q53 = p, r54 = 0, e56 = false;
  while (q53 < n) {
    var p57;
    p57 = d8(q53);
    if (p57 < 0) break;
    if (p57 === q53) { e56 = true; break; }
    r54++; q53 = p57;
  }
  if (rec && q53 >= n && !e56) fail(q53, 6);
  if (e56 || r54 >= 1) out = q53; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // URN-chars
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L58: {
    var p59;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p59 = p + 1; if (look === 0 && p59 > far) far = p59; } else { p59 = -1; if (rec) fail(p, 6); }
    if (p59 >= 0) { out = p59; break L58; }
    var p60;
    L61: {
      var p63;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p63 = p + 1; if (look === 0 && p63 > far) far = p63; } else { p63 = -1; if (rec) fail(p, 14); }
      if (p63 < 0) { p60 = -1;  break L61; }
      var p64;
      if (p63 < n && (c = s.charCodeAt(p63), c < 128 && T6[c] === 1)) { p64 = p63 + 1; if (look === 0 && p64 > far) far = p64; } else { p64 = -1; if (rec) fail(p63, 7); }
      if (p64 < 0) { p60 = -1;  break L61; }
      var p65;
      if (p64 < n && (c = s.charCodeAt(p64), c < 128 && T6[c] === 1)) { p65 = p64 + 1; if (look === 0 && p65 > far) far = p65; } else { p65 = -1; if (rec) fail(p64, 7); }
      if (p65 < 0) { p60 = -1;  break L61; }
      p60 = p65;
    }
    if (p60 >= 0) { out = p60; break L58; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // trans
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // hex
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 7); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // other
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 8); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // reserved
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 9); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
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
