// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/alert.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const rules = ["alert-identifier","alert-category","alert-indication","alert-ind-part","alert-name","provider","alert-label","label-rest","let-dig-hyp","let-dig","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[64,64]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[45,45]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]}];
const sections = {
  "alert-identifier": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "alert-category": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "alert-indication": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "alert-ind-part": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "alert-name": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "provider": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "alert-label": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "label-rest": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "let-dig-hyp": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "let-dig": "RFC 7462 s.7 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["alert-identifier","alert-category","alert-indication","alert-ind-part","alert-name","provider","alert-label","label-rest","let-dig-hyp","let-dig"];
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
function d0(p) { // alert-identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L73: {
    var p75;
    p75 = d1(p);
    if (p75 < 0) { out = -1;  break L73; }
    var p76;
    if (p75 < n && (c = s.charCodeAt(p75), c === 58)) { p76 = adv(p75 + 1); } else { p76 = -1; if (rec) fail(p75, 0); }
    if (p76 < 0) { out = -1;  break L73; }
    var p77;
    p77 = d2(p76);
    if (p77 < 0) { out = -1;  break L73; }
    out = p77;
  }
  return done(0, out);
}
function d1(p) { // alert-category
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  out = d4(p);
  return done(1, out);
}
function d2(p) { // alert-indication
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L78: {
    var p80;
    p80 = d3(p);
    if (p80 < 0) { out = -1;  break L78; }
    var p81;
    var q82 = p80, e85 = false;
    while (q82 < n) {
      var p86;
      L87: {
        var p89;
        if (q82 < n && (c = s.charCodeAt(q82), c === 58)) { p89 = adv(q82 + 1); } else { p89 = -1; if (rec) fail(q82, 0); }
        if (p89 < 0) { p86 = -1;  break L87; }
        var p90;
        p90 = d3(p89);
        if (p90 < 0) { p86 = -1;  break L87; }
        p86 = p90;
      }
      if (p86 < 0) break;
      if (p86 === q82) { e85 = true; break; }
      q82 = p86;
    }
    if (rec && q82 >= n && !e85) fail(q82, 0);
    p81 = q82;
    if (p81 < 0) { out = -1;  break L78; }
    out = p81;
  }
  return done(2, out);
}
function d3(p) { // alert-ind-part
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  out = d4(p);
  return done(3, out);
}
function d4(p) { // alert-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L91: {
    var p93;
    p93 = d6(p);
    if (p93 < 0) { out = -1;  break L91; }
    var p94;
    var q95 = p93, r96 = 0, e98 = false;
    while (q95 < n) {
      var p99;
      L100: {
        var p102;
        if (q95 < n && (c = s.charCodeAt(q95), c === 64)) { p102 = adv(q95 + 1); } else { p102 = -1; if (rec) fail(q95, 1); }
        if (p102 < 0) { p99 = -1;  break L100; }
        var p103;
        p103 = d5(p102);
        if (p103 < 0) { p99 = -1;  break L100; }
        p99 = p103;
      }
      if (p99 < 0) break;
      if (p99 === q95) { e98 = true; break; }
      r96++; q95 = p99;
      if (r96 === 1) break;
    }
    if (rec && q95 >= n && !e98 && r96 < 1) fail(q95, 1);
    p94 = q95;
    if (p94 < 0) { out = -1;  break L91; }
    out = p94;
  }
  return done(4, out);
}
function d5(p) { // provider
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  out = d6(p);
  return done(5, out);
}
function d6(p) { // alert-label
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L104: {
    var p106;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p106 = adv(p + 1); } else { p106 = -1; if (rec) fail(p, 2); }
    if (p106 < 0) { out = -1;  break L104; }
    var p107;
    var q108 = p106, r109 = 0, e111 = false;
    while (q108 < n) {
      var p112;
      L113: {
        var p114;
        L115: {
          var p117;
          if (q108 < n && (c = s.charCodeAt(q108), c < 128 && T1[c] === 1)) { p117 = adv(q108 + 1); } else { p117 = -1; if (rec) fail(q108, 3); }
          if (p117 < 0) { p114 = -1;  break L115; }
          var p118;
          var p119;
          look++;
          if (p117 < n && (c = s.charCodeAt(p117), c < 128 && T1[c] === 1)) { p119 = adv(p117 + 1); } else { p119 = -1; if (rec) fail(p117, 3); }
          look--;
          p118 = p119 >= 0 ? p117 : -1;
          if (p118 < 0) { p114 = -1;  break L115; }
          var p121;
          p121 = d7(p118);
          if (p121 < 0) { p114 = -1;  break L115; }
          p114 = p121;
        }
        if (p114 >= 0) { p112 = p114; break L113; }
        var p122;
        if (q108 < n && (c = s.charCodeAt(q108), c < 128 && T0[c] === 1)) { p122 = adv(q108 + 1); } else { p122 = -1; if (rec) fail(q108, 2); }
        if (p122 >= 0) { p112 = p122; break L113; }
        p112 = -1;
      }
      if (p112 < 0) break;
      if (p112 === q108) { e111 = true; break; }
      r109++; q108 = p112;
      if (r109 === 1) break;
    }
    if (rec && q108 >= n && !e111 && r109 < 1) fail(q108, 3);
    p107 = q108;
    if (p107 < 0) { out = -1;  break L104; }
    out = p107;
  }
  return done(6, out);
}
function d7(p) { // label-rest
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L123: {
    var p124;
    L125: {
      var p127;
      L128: {
        var p129;
        L130: {
          var p132;
          if (p < n && (c = s.charCodeAt(p), c === 45)) { p132 = adv(p + 1); } else { p132 = -1; if (rec) fail(p, 4); }
          if (p132 < 0) { p129 = -1;  break L130; }
          var p133;
          var p134;
          look++; nots++;
          if (p132 < n && (c = s.charCodeAt(p132), c === 45)) { p134 = adv(p132 + 1); } else { p134 = -1; if (rec) fail(p132, 4); }
          look--; nots--;
          p133 = p134 >= 0 ? -1 : p132;
          if (p133 < 0) { p129 = -1;  break L130; }
          p129 = p133;
        }
        if (p129 >= 0) { p127 = p129; break L128; }
        var p136;
        if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p136 = adv(p + 1); } else { p136 = -1; if (rec) fail(p, 2); }
        if (p136 >= 0) { p127 = p136; break L128; }
        p127 = -1;
      }
      if (p127 < 0) { p124 = -1;  break L125; }
      var p137;
      var p138;
      look++;
      if (p127 < n && (c = s.charCodeAt(p127), c < 128 && T1[c] === 1)) { p138 = adv(p127 + 1); } else { p138 = -1; if (rec) fail(p127, 3); }
      look--;
      p137 = p138 >= 0 ? p127 : -1;
      if (p137 < 0) { p124 = -1;  break L125; }
      var p140;
      var q141 = p137, r142 = 0, e144 = false;
      while (q141 < n) {
        var p145;
        L146: {
          var p148;
          if (q141 < n && (c = s.charCodeAt(q141), c < 128 && T1[c] === 1)) { p148 = adv(q141 + 1); } else { p148 = -1; if (rec) fail(q141, 3); }
          if (p148 < 0) { p145 = -1;  break L146; }
          var p149;
          var p150;
          look++;
          if (p148 < n && (c = s.charCodeAt(p148), c < 128 && T1[c] === 1)) { p150 = adv(p148 + 1); } else { p150 = -1; if (rec) fail(p148, 3); }
          look--;
          p149 = p150 >= 0 ? p148 : -1;
          if (p149 < 0) { p145 = -1;  break L146; }
          p145 = p149;
        }
        if (p145 < 0) break;
        if (p145 === q141) { e144 = true; break; }
        r142++; q141 = p145;
        if (r142 === 59) break;
      }
      if (rec && q141 >= n && !e144 && r142 < 59) fail(q141, 3);
      p140 = q141;
      if (p140 < 0) { p124 = -1;  break L125; }
      var p152;
      if (p140 < n && (c = s.charCodeAt(p140), c < 128 && T0[c] === 1)) { p152 = adv(p140 + 1); } else { p152 = -1; if (rec) fail(p140, 2); }
      if (p152 < 0) { p124 = -1;  break L125; }
      p124 = p152;
    }
    if (p124 >= 0) { out = p124; break L123; }
    var p153;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p153 = adv(p + 1); } else { p153 = -1; if (rec) fail(p, 2); }
    if (p153 >= 0) { out = p153; break L123; }
    out = -1;
  }
  return done(7, out);
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
