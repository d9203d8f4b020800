// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc2141bis-07.abnf + grammar/core.abnf
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
const T4 = table(65536, '00000000000800080000000000000000');
const T7 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","query","fragment","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[63,63]]},{"set":[[35,35]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "namestring": "bis-07 s.4",
  "assigned-name": "bis-07 s.4",
  "NID": "bis-07 s.4.1",
  "ldh": "bis-07 s.4.1",
  "alphanum": "bis-07 s.4.1",
  "NSS": "bis-07 s.4.2",
  "query": "RFC 3986 s.3.4",
  "fragment": "RFC 3986 s.3.5",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","query","fragment"];
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
function d0(p) { // namestring
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L62: {
    var p64;
    p64 = d1(p);
    if (p64 < 0) { out = -1;  break L62; }
    var p65;
    var q66 = p64, r67 = 0, e69 = false;
    while (q66 < n) {
      var p70;
      L71: {
        var p73;
        if (q66 < n && (c = s.charCodeAt(q66), c === 63)) { p73 = adv(q66 + 1); } else { p73 = -1; if (rec) fail(q66, 0); }
        if (p73 < 0) { p70 = -1;  break L71; }
        var p74;
        p74 = d6(p73);
        if (p74 < 0) { p70 = -1;  break L71; }
        p70 = p74;
      }
      if (p70 < 0) break;
      if (p70 === q66) { e69 = true; break; }
      r67++; q66 = p70;
      if (r67 === 1) break;
    }
    if (rec && q66 >= n && !e69 && r67 < 1) fail(q66, 0);
    p65 = q66;
    if (p65 < 0) { out = -1;  break L62; }
    var p75;
    var q76 = p65, r77 = 0, e79 = false;
    while (q76 < n) {
      var p80;
      L81: {
        var p83;
        if (q76 < n && (c = s.charCodeAt(q76), c === 35)) { p83 = adv(q76 + 1); } else { p83 = -1; if (rec) fail(q76, 1); }
        if (p83 < 0) { p80 = -1;  break L81; }
        var p84;
        p84 = d7(p83);
        if (p84 < 0) { p80 = -1;  break L81; }
        p80 = p84;
      }
      if (p80 < 0) break;
      if (p80 === q76) { e79 = true; break; }
      r77++; q76 = p80;
      if (r77 === 1) break;
    }
    if (rec && q76 >= n && !e79 && r77 < 1) fail(q76, 1);
    p75 = q76;
    if (p75 < 0) { out = -1;  break L62; }
    out = p75;
  }
  return done(0, out);
}
function d1(p) { // assigned-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L85: {
    var p87;
    L88: {
      var p90;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p90 = adv(p + 1); } else { p90 = -1; if (rec) fail(p, 12); }
      if (p90 < 0) { p87 = -1;  break L88; }
      var p91;
      if (p90 < n && (c = s.charCodeAt(p90), (c | 32) === 114)) { p91 = adv(p90 + 1); } else { p91 = -1; if (rec) fail(p90, 13, 1); }
      if (p91 < 0) { p87 = -1;  break L88; }
      var p92;
      if (p91 < n && (c = s.charCodeAt(p91), (c | 32) === 110)) { p92 = adv(p91 + 1); } else { p92 = -1; if (rec) fail(p91, 14, 2); }
      if (p92 < 0) { p87 = -1;  break L88; }
      p87 = p92;
    }
    if (p87 < 0) { out = -1;  break L85; }
    var p93;
    if (p87 < n && (c = s.charCodeAt(p87), c === 58)) { p93 = adv(p87 + 1); } else { p93 = -1; if (rec) fail(p87, 2); }
    if (p93 < 0) { out = -1;  break L85; }
    var p94;
    p94 = d2(p93);
    if (p94 < 0) { out = -1;  break L85; }
    var p95;
    if (p94 < n && (c = s.charCodeAt(p94), c === 58)) { p95 = adv(p94 + 1); } else { p95 = -1; if (rec) fail(p94, 2); }
    if (p95 < 0) { out = -1;  break L85; }
    var p96;
    p96 = d5(p95);
    if (p96 < 0) { out = -1;  break L85; }
    out = p96;
  }
  return done(1, out);
}
function d2(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L97: {
    var p99;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p99 = adv(p + 1); } else { p99 = -1; if (rec) fail(p, 3); }
    if (p99 < 0) { out = -1;  break L97; }
    var p100;
    var q101 = p99, r102 = 0, e104 = false;
    while (q101 < n) {
      var p105;
      L106: {
        var p108;
        if (q101 < n && (c = s.charCodeAt(q101), c < 128 && T1[c] === 1)) { p108 = adv(q101 + 1); } else { p108 = -1; if (rec) fail(q101, 4); }
        if (p108 < 0) { p105 = -1;  break L106; }
        var p109;
        var p110;
        look++;
        if (p108 < n && (c = s.charCodeAt(p108), c < 128 && T1[c] === 1)) { p110 = adv(p108 + 1); } else { p110 = -1; if (rec) fail(p108, 4); }
        look--;
        p109 = p110 >= 0 ? p108 : -1;
        if (p109 < 0) { p105 = -1;  break L106; }
        p105 = p109;
      }
      if (p105 < 0) break;
      if (p105 === q101) { e104 = true; break; }
      r102++; q101 = p105;
      if (r102 === 30) break;
    }
    if (rec && q101 >= n && !e104 && r102 < 30) fail(q101, 4);
    p100 = q101;
    if (p100 < 0) { out = -1;  break L97; }
    var p112;
    if (p100 < n && (c = s.charCodeAt(p100), c < 128 && T0[c] === 1)) { p112 = adv(p100 + 1); } else { p112 = -1; if (rec) fail(p100, 3); }
    if (p112 < 0) { out = -1;  break L97; }
    out = p112;
  }
  return done(2, out);
}
function d5(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q113 = p, r114 = 0, e116 = false;
  while (q113 < n) {
    if ((c = s.charCodeAt(q113), c < 128 && T2[c] === 1)) { var k115z = q113; do q113++; while (q113 < n && (c = s.charCodeAt(q113), T2[c] === 1)); r114 += q113 - k115z; adv(q113, 11); continue; }
    var p117;
    p117 = d11(q113);
    if (p117 < 0) break;
    if (p117 === q113) { e116 = true; break; }
    r114++; q113 = p117;
  }
  if (rec && q113 >= n && !e116) fail(q113, 15);
  if (e116 || r114 >= 1) out = q113; else { out = -1;  }
  return done(5, out);
}
function d6(p) { // query
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q118 = p, e121 = false;
  while (q118 < n) {
    if ((c = s.charCodeAt(q118), c < 128 && T4[c] === 1)) { do q118++; while (q118 < n && (c = s.charCodeAt(q118), T4[c] === 1)); adv(q118); continue; }
    var p122;
    L123: {
      var p124;
      if (q118 < n && (c = s.charCodeAt(q118), c < 128 && T4[c] === 1)) { p124 = adv(q118 + 1); } else { p124 = -1; if (rec) fail(q118, 5); }
      if (p124 >= 0) { p122 = p124; break L123; }
      var p125;
      p125 = d11(q118);
      if (p125 >= 0) { p122 = p125; break L123; }
      p122 = -1;
    }
    if (p122 < 0) break;
    if (p122 === q118) { e121 = true; break; }
    q118 = p122;
  }
  if (rec && q118 >= n && !e121) fail(q118, 16);
  out = q118;
  return done(6, out);
}
function d7(p) { // fragment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q126 = p, e129 = false;
  while (q126 < n) {
    if ((c = s.charCodeAt(q126), c < 128 && T4[c] === 1)) { do q126++; while (q126 < n && (c = s.charCodeAt(q126), T4[c] === 1)); adv(q126); continue; }
    var p130;
    L131: {
      var p132;
      if (q126 < n && (c = s.charCodeAt(q126), c < 128 && T4[c] === 1)) { p132 = adv(q126 + 1); } else { p132 = -1; if (rec) fail(q126, 5); }
      if (p132 >= 0) { p130 = p132; break L131; }
      var p133;
      p133 = d11(q126);
      if (p133 >= 0) { p130 = p133; break L131; }
      p130 = -1;
    }
    if (p130 < 0) break;
    if (p130 === q126) { e129 = true; break; }
    q126 = p130;
  }
  if (rec && q126 >= n && !e129) fail(q126, 16);
  out = q126;
  return done(7, out);
}
function d11(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L134: {
    var p135;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p135 = adv(p + 1); } else { p135 = -1; if (rec) fail(p, 9); }
    if (p135 >= 0) { out = p135; break L134; }
    var p136;
    p136 = d13(p);
    if (p136 >= 0) { out = p136; break L134; }
    out = -1;
  }
  return done(11, out);
}
function d13(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L137: {
    var p139;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p139 = adv(p + 1); } else { p139 = -1; if (rec) fail(p, 17); }
    if (p139 < 0) { out = -1;  break L137; }
    var p140;
    if (p139 < n && (c = s.charCodeAt(p139), c < 128 && T7[c] === 1)) { p140 = adv(p139 + 1); } else { p140 = -1; if (rec) fail(p139, 8); }
    if (p140 < 0) { out = -1;  break L137; }
    var p141;
    if (p140 < n && (c = s.charCodeAt(p140), c < 128 && T7[c] === 1)) { p141 = adv(p140 + 1); } else { p141 = -1; if (rec) fail(p140, 8); }
    if (p141 < 0) { out = -1;  break L137; }
    out = p141;
  }
  return done(13, out);
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
