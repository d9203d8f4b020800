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
const T5 = table(65536, '00000000abfffffaffffff78efffff70');
const T6 = table(128, '000000000000ff30e7000000e7000000');
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
const KEEP = 3;
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
function d0(p) { // URN
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L27: {
    var p29;
    L30: {
      var p32;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p32 = adv(p + 1); } else { p32 = -1; if (rec) fail(p, 10); }
      if (p32 < 0) { p29 = -1;  break L30; }
      var p33;
      if (p32 < n && (c = s.charCodeAt(p32), (c | 32) === 114)) { p33 = adv(p32 + 1); } else { p33 = -1; if (rec) fail(p32, 11, 1); }
      if (p33 < 0) { p29 = -1;  break L30; }
      var p34;
      if (p33 < n && (c = s.charCodeAt(p33), (c | 32) === 110)) { p34 = adv(p33 + 1); } else { p34 = -1; if (rec) fail(p33, 12, 2); }
      if (p34 < 0) { p29 = -1;  break L30; }
      var p35;
      if (p34 < n && (c = s.charCodeAt(p34), c === 58)) { p35 = adv(p34 + 1); } else { p35 = -1; if (rec) fail(p34, 13, 3); }
      if (p35 < 0) { p29 = -1;  break L30; }
      p29 = p35;
    }
    if (p29 < 0) { out = -1;  break L27; }
    var p36;
    p36 = d1(p29);
    if (p36 < 0) { out = -1;  break L27; }
    var p37;
    if (p36 < n && (c = s.charCodeAt(p36), c === 58)) { p37 = adv(p36 + 1); } else { p37 = -1; if (rec) fail(p36, 0); }
    if (p37 < 0) { out = -1;  break L27; }
    var p38;
    p38 = d7(p37);
    if (p38 < 0) { out = -1;  break L27; }
    out = p38;
  }
  return done(0, out);
}
function d1(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L39: {
    var p41;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p41 = adv(p + 1); } else { p41 = -1; if (rec) fail(p, 1); }
    if (p41 < 0) { out = -1;  break L39; }
    var p42;
    var q43 = p41, r44 = 0, e46 = false;
    while (q43 < n) {
      var p47;
      var q48 = q43, r49 = 0, e51 = false;
      while (q48 < n) {
        var p52;
        if (q48 < n && (c = s.charCodeAt(q48), c < 128 && T1[c] === 1)) { p52 = adv(q48 + 1); } else { p52 = -1; if (rec) fail(q48, 2); }
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
    p42 = q43;
    if (p42 < 0) { out = -1;  break L39; }
    out = p42;
  }
  return done(1, out);
}
function d7(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q53 = p, r54 = 0, e56 = false;
  while (q53 < n) {
    if ((c = s.charCodeAt(q53), c < 128 && T5[c] === 1)) { var k55z = q53; do q53++; while (q53 < n && (c = s.charCodeAt(q53), T5[c] === 1)); r54 += q53 - k55z; adv(q53, 8); continue; }
    var p57;
    p57 = d8(q53);
    if (p57 < 0) break;
    if (p57 === q53) { e56 = true; break; }
    r54++; q53 = p57;
  }
  if (rec && q53 >= n && !e56) fail(q53, 6);
  if (e56 || r54 >= 1) out = q53; else { out = -1;  }
  return done(7, out);
}
function d8(p) { // URN-chars
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L58: {
    var p59;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p59 = adv(p + 1); } else { p59 = -1; if (rec) fail(p, 6); }
    if (p59 >= 0) { out = p59; break L58; }
    var p60;
    L61: {
      var p63;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p63 = adv(p + 1); } else { p63 = -1; if (rec) fail(p, 14); }
      if (p63 < 0) { p60 = -1;  break L61; }
      var p64;
      if (p63 < n && (c = s.charCodeAt(p63), c < 128 && T6[c] === 1)) { p64 = adv(p63 + 1); } else { p64 = -1; if (rec) fail(p63, 7); }
      if (p64 < 0) { p60 = -1;  break L61; }
      var p65;
      if (p64 < n && (c = s.charCodeAt(p64), c < 128 && T6[c] === 1)) { p65 = adv(p64 + 1); } else { p65 = -1; if (rec) fail(p64, 7); }
      if (p65 < 0) { p60 = -1;  break L61; }
      p60 = p65;
    }
    if (p60 >= 0) { out = p60; break L58; }
    out = -1;
  }
  return done(8, out);
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
