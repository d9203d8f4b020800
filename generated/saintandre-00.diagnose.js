// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/saintandre-00.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '000000002df7fff2ffffff78efffff74');
const T5 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["URN","NID","ldh","alphanum","NSS","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "URN": "saintandre-00 s.5",
  "NID": "saintandre-00 s.5.1",
  "ldh": "saintandre-00 s.5.1",
  "alphanum": "saintandre-00 s.5.1",
  "NSS": "saintandre-00 s.5.2",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["URN","NID","ldh","alphanum","NSS"];
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
const KEEP = 2;
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
  L23: {
    var p25;
    L26: {
      var p28;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p28 = adv(p + 1); } else { p28 = -1; if (rec) fail(p, 9); }
      if (p28 < 0) { p25 = -1;  break L26; }
      var p29;
      if (p28 < n && (c = s.charCodeAt(p28), (c | 32) === 114)) { p29 = adv(p28 + 1); } else { p29 = -1; if (rec) fail(p28, 10, 1); }
      if (p29 < 0) { p25 = -1;  break L26; }
      var p30;
      if (p29 < n && (c = s.charCodeAt(p29), (c | 32) === 110)) { p30 = adv(p29 + 1); } else { p30 = -1; if (rec) fail(p29, 11, 2); }
      if (p30 < 0) { p25 = -1;  break L26; }
      p25 = p30;
    }
    if (p25 < 0) { out = -1;  break L23; }
    var p31;
    if (p25 < n && (c = s.charCodeAt(p25), c === 58)) { p31 = adv(p25 + 1); } else { p31 = -1; if (rec) fail(p25, 0); }
    if (p31 < 0) { out = -1;  break L23; }
    var p32;
    p32 = d1(p31);
    if (p32 < 0) { out = -1;  break L23; }
    var p33;
    if (p32 < n && (c = s.charCodeAt(p32), c === 58)) { p33 = adv(p32 + 1); } else { p33 = -1; if (rec) fail(p32, 0); }
    if (p33 < 0) { out = -1;  break L23; }
    var p34;
    p34 = d4(p33);
    if (p34 < 0) { out = -1;  break L23; }
    out = p34;
  }
  return done(0, out);
}
function d1(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L35: {
    var p37;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p37 = adv(p + 1); } else { p37 = -1; if (rec) fail(p, 1); }
    if (p37 < 0) { out = -1;  break L35; }
    var p38;
    var q39 = p37, r40 = 0, e42 = false;
    while (q39 < n) {
      var p43;
      L44: {
        var p46;
        if (q39 < n && (c = s.charCodeAt(q39), c < 128 && T1[c] === 1)) { p46 = adv(q39 + 1); } else { p46 = -1; if (rec) fail(q39, 2); }
        if (p46 < 0) { p43 = -1;  break L44; }
        var p47;
        var p48;
        look++;
        if (p46 < n && (c = s.charCodeAt(p46), c < 128 && T1[c] === 1)) { p48 = adv(p46 + 1); } else { p48 = -1; if (rec) fail(p46, 2); }
        look--;
        p47 = p48 >= 0 ? p46 : -1;
        if (p47 < 0) { p43 = -1;  break L44; }
        p43 = p47;
      }
      if (p43 < 0) break;
      if (p43 === q39) { e42 = true; break; }
      r40++; q39 = p43;
      if (r40 === 30) break;
    }
    if (rec && q39 >= n && !e42 && r40 < 30) fail(q39, 2);
    p38 = q39;
    if (p38 < 0) { out = -1;  break L35; }
    var p50;
    if (p38 < n && (c = s.charCodeAt(p38), c < 128 && T0[c] === 1)) { p50 = adv(p38 + 1); } else { p50 = -1; if (rec) fail(p38, 1); }
    if (p50 < 0) { out = -1;  break L35; }
    out = p50;
  }
  return done(1, out);
}
function d4(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  var q51 = p, r52 = 0, e54 = false;
  while (q51 < n) {
    if ((c = s.charCodeAt(q51), c < 128 && T2[c] === 1)) { var k53z = q51; do q51++; while (q51 < n && (c = s.charCodeAt(q51), T2[c] === 1)); r52 += q51 - k53z; adv(q51, 8); continue; }
    var p55;
    p55 = d8(q51);
    if (p55 < 0) break;
    if (p55 === q51) { e54 = true; break; }
    r52++; q51 = p55;
  }
  if (rec && q51 >= n && !e54) fail(q51, 12);
  if (e54 || r52 >= 1) out = q51; else { out = -1;  }
  return done(4, out);
}
function d8(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L56: {
    var p57;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p57 = adv(p + 1); } else { p57 = -1; if (rec) fail(p, 6); }
    if (p57 >= 0) { out = p57; break L56; }
    var p58;
    p58 = d10(p);
    if (p58 >= 0) { out = p58; break L56; }
    out = -1;
  }
  return done(8, out);
}
function d10(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L59: {
    var p61;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p61 = adv(p + 1); } else { p61 = -1; if (rec) fail(p, 13); }
    if (p61 < 0) { out = -1;  break L59; }
    var p62;
    if (p61 < n && (c = s.charCodeAt(p61), c < 128 && T5[c] === 1)) { p62 = adv(p61 + 1); } else { p62 = -1; if (rec) fail(p61, 5); }
    if (p62 < 0) { out = -1;  break L59; }
    var p63;
    if (p62 < n && (c = s.charCodeAt(p62), c < 128 && T5[c] === 1)) { p63 = adv(p62 + 1); } else { p63 = -1; if (rec) fail(p62, 5); }
    if (p63 < 0) { out = -1;  break L59; }
    out = p63;
  }
  return done(10, out);
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
