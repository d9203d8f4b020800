// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/uci.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000000ff30efffff70efffff70');
const T1 = table(65536, '0000000029f7ffb2ffffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '00000000000000008400400084004000');
const rules = ["UCI","prefix","instance","qualifier","trans","alphaDigit","head","other","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[43,43]]},{"set":[[67,67],[70,70],[82,82],[99,99],[102,102],[114,114]]},{"set":[[33,33],[36,36],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[37,37]]},{"set":[[33,33],[36,37],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]}];
const sections = {
  "UCI": "RFC 4179 s.2 (Declaration of syntactic structure)",
  "prefix": "RFC 4179 s.2 (Declaration of syntactic structure)",
  "instance": "RFC 4179 s.2 (Declaration of syntactic structure)",
  "qualifier": "RFC 4179 s.2 (Declaration of syntactic structure)",
  "trans": "RFC 4179 s.2 (Declaration of syntactic structure)",
  "alphaDigit": "RFC 4179 s.2 (Declaration of syntactic structure)",
  "head": "RFC 4179 s.2 (Declaration of syntactic structure)",
  "other": "RFC 4179 s.2 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["UCI","prefix","instance","qualifier","trans","alphaDigit","head","other"];
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
function d0(p) { // UCI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L70: {
    var p72;
    p72 = d1(p);
    if (p72 < 0) { out = -1;  break L70; }
    var p73;
    if (p72 < n && (c = s.charCodeAt(p72), c === 45)) { p73 = adv(p72 + 1); } else { p73 = -1; if (rec) fail(p72, 0); }
    if (p73 < 0) { out = -1;  break L70; }
    var p74;
    p74 = d2(p73);
    if (p74 < 0) { out = -1;  break L70; }
    var p75;
    var q76 = p74, r77 = 0, e79 = false;
    while (q76 < n) {
      var p80;
      L81: {
        var p83;
        if (q76 < n && (c = s.charCodeAt(q76), c === 58)) { p83 = adv(q76 + 1); } else { p83 = -1; if (rec) fail(q76, 1); }
        if (p83 < 0) { p80 = -1;  break L81; }
        var p84;
        p84 = d3(p83);
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
    if (p75 < 0) { out = -1;  break L70; }
    out = p75;
  }
  return done(0, out);
}
function d1(p) { // prefix
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L85: {
    var p87;
    var q88 = p;
    while (q88 < n && (c = s.charCodeAt(q88), T0[c] === 1)) q88++;
    if (look === 0 && q88 > far) far = q88; if (rec) fail(q88, 2);
    p87 = q88 - p >= 1 ? q88 : -1;
    if (p87 < 0) { out = -1;  break L85; }
    var p90;
    var q91 = p87, r92 = 0, e94 = false;
    while (q91 < n) {
      var p95;
      L96: {
        var p98;
        if (q91 < n && (c = s.charCodeAt(q91), c === 58)) { p98 = adv(q91 + 1); } else { p98 = -1; if (rec) fail(q91, 1); }
        if (p98 < 0) { p95 = -1;  break L96; }
        var p99;
        var q100 = p98;
        while (q100 < n && (c = s.charCodeAt(q100), T0[c] === 1)) q100++;
        if (look === 0 && q100 > far) far = q100; if (rec) fail(q100, 2);
        p99 = q100 - p98 >= 1 ? q100 : -1;
        if (p99 < 0) { p95 = -1;  break L96; }
        p95 = p99;
      }
      if (p95 < 0) break;
      if (p95 === q91) { e94 = true; break; }
      r92++; q91 = p95;
      if (r92 === 1) break;
    }
    if (rec && q91 >= n && !e94 && r92 < 1) fail(q91, 1);
    p90 = q91;
    if (p90 < 0) { out = -1;  break L85; }
    var p102;
    var q103 = p90, r104 = 0, e106 = false;
    while (q103 < n) {
      var p107;
      L108: {
        var p110;
        if (q103 < n && (c = s.charCodeAt(q103), c === 43)) { p110 = adv(q103 + 1); } else { p110 = -1; if (rec) fail(q103, 3); }
        if (p110 < 0) { p107 = -1;  break L108; }
        var p111;
        var q112 = p110;
        while (q112 < n && (c = s.charCodeAt(q112), T0[c] === 1)) q112++;
        if (look === 0 && q112 > far) far = q112; if (rec) fail(q112, 2);
        p111 = q112 - p110 >= 1 ? q112 : -1;
        if (p111 < 0) { p107 = -1;  break L108; }
        p107 = p111;
      }
      if (p107 < 0) break;
      if (p107 === q103) { e106 = true; break; }
      r104++; q103 = p107;
      if (r104 === 1) break;
    }
    if (rec && q103 >= n && !e106 && r104 < 1) fail(q103, 3);
    p102 = q103;
    if (p102 < 0) { out = -1;  break L85; }
    out = p102;
  }
  return done(1, out);
}
function d2(p) { // instance
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q114 = p, r115 = 0, e117 = false;
  while (q114 < n) {
    if ((c = s.charCodeAt(q114), c < 128 && T1[c] === 1)) { var k116z = q114; do q114++; while (q114 < n && (c = s.charCodeAt(q114), T1[c] === 1)); r115 += q114 - k116z; adv(q114); continue; }
    var p118;
    L119: {
      var p120;
      if (q114 < n && (c = s.charCodeAt(q114), c < 128 && T1[c] === 1)) { p120 = adv(q114 + 1); } else { p120 = -1; if (rec) fail(q114, 5); }
      if (p120 >= 0) { p118 = p120; break L119; }
      var p121;
      L122: {
        var p124;
        if (q114 < n && (c = s.charCodeAt(q114), c === 37)) { p124 = adv(q114 + 1); } else { p124 = -1; if (rec) fail(q114, 10); }
        if (p124 < 0) { p121 = -1;  break L122; }
        var p125;
        if (p124 < n && (c = s.charCodeAt(p124), c < 128 && T2[c] === 1)) { p125 = adv(p124 + 1); } else { p125 = -1; if (rec) fail(p124, 9); }
        if (p125 < 0) { p121 = -1;  break L122; }
        var p126;
        if (p125 < n && (c = s.charCodeAt(p125), c < 128 && T2[c] === 1)) { p126 = adv(p125 + 1); } else { p126 = -1; if (rec) fail(p125, 9); }
        if (p126 < 0) { p121 = -1;  break L122; }
        p121 = p126;
      }
      if (p121 >= 0) { p118 = p121; break L119; }
      p118 = -1;
    }
    if (p118 < 0) break;
    if (p118 === q114) { e117 = true; break; }
    r115++; q114 = p118;
  }
  if (rec && q114 >= n && !e117) fail(q114, 11);
  if (e117 || r115 >= 1) out = q114; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // qualifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L127: {
    var p129;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p129 = adv(p + 1); } else { p129 = -1; if (rec) fail(p, 4); }
    if (p129 < 0) { out = -1;  break L127; }
    var p130;
    var q131 = p129;
    while (q131 < n && (c = s.charCodeAt(q131), T0[c] === 1)) q131++;
    if (look === 0 && q131 > far) far = q131; if (rec) fail(q131, 2);
    p130 = q131 - p129 >= 1 ? q131 : -1;
    if (p130 < 0) { out = -1;  break L127; }
    var p133;
    var q134 = p130, r135 = 0, e137 = false;
    while (q134 < n) {
      var p138;
      L139: {
        var p141;
        if (q134 < n && (c = s.charCodeAt(q134), c === 45)) { p141 = adv(q134 + 1); } else { p141 = -1; if (rec) fail(q134, 0); }
        if (p141 < 0) { p138 = -1;  break L139; }
        var p142;
        if (p141 < n && (c = s.charCodeAt(p141), c < 128 && T3[c] === 1)) { p142 = adv(p141 + 1); } else { p142 = -1; if (rec) fail(p141, 4); }
        if (p142 < 0) { p138 = -1;  break L139; }
        var p143;
        var q144 = p142;
        while (q144 < n && (c = s.charCodeAt(q144), T0[c] === 1)) q144++;
        if (look === 0 && q144 > far) far = q144; if (rec) fail(q144, 2);
        p143 = q144 - p142 >= 1 ? q144 : -1;
        if (p143 < 0) { p138 = -1;  break L139; }
        p138 = p143;
      }
      if (p138 < 0) break;
      if (p138 === q134) { e137 = true; break; }
      r135++; q134 = p138;
      if (r135 === 2) break;
    }
    if (rec && q134 >= n && !e137 && r135 < 2) fail(q134, 0);
    p133 = q134;
    if (p133 < 0) { out = -1;  break L127; }
    out = p133;
  }
  return done(3, out);
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
