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
const T4 = table(128, '0000000029f700821000000800000000');
const T5 = table(128, '0000000000000000efffff70efffff70');
const T6 = table(128, '000000000000ff300000000000000000');
const rules = ["UCI","prefix","instance","qualifier","trans","alphaDigit","head","other","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[43,43]]},{"set":[[33,33],[36,36],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[67,67],[70,70],[82,82],[99,99],[102,102],[114,114]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[37,37]]},{"set":[[33,33],[36,37],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]}];
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
  failures.push({ at, origin, terminal, stack: n !== 0 && failures[n - 1].at === at ? null : stack.slice(0, sp), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // UCI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L72: {
    var p74;
    p74 = d1(p);
    if (p74 < 0) { out = -1;  break L72; }
    var p75;
    if (p74 < n && (c = s.charCodeAt(p74), c === 45)) { p75 = adv(p74 + 1); } else { p75 = -1; if (rec) fail(p74, 0); }
    if (p75 < 0) { out = -1;  break L72; }
    var p76;
    p76 = d2(p75);
    if (p76 < 0) { out = -1;  break L72; }
    var p77;
    var q78 = p76, r79 = 0, e81 = false;
    while (q78 < n) {
      var p82;
      L83: {
        var p85;
        if (q78 < n && (c = s.charCodeAt(q78), c === 58)) { p85 = adv(q78 + 1); } else { p85 = -1; if (rec) fail(q78, 1); }
        if (p85 < 0) { p82 = -1;  break L83; }
        var p86;
        p86 = d3(p85);
        if (p86 < 0) { p82 = -1;  break L83; }
        p82 = p86;
      }
      if (p82 < 0) break;
      if (p82 === q78) { e81 = true; break; }
      r79++; q78 = p82;
      if (r79 === 1) break;
    }
    if (rec && q78 >= n && !e81 && r79 < 1) fail(q78, 1);
    p77 = q78;
    if (p77 < 0) { out = -1;  break L72; }
    out = p77;
  }
  return done(0, out);
}
function d1(p) { // prefix
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L87: {
    var p89;
    var q90 = p;
    while (q90 < n && (c = s.charCodeAt(q90), T0[c] === 1)) q90++;
    if (look === 0 && q90 > far) far = q90; if (rec) fail(q90, 2);
    p89 = q90 - p >= 1 ? q90 : -1;
    if (p89 < 0) { out = -1;  break L87; }
    var p92;
    var q93 = p89, r94 = 0, e96 = false;
    while (q93 < n) {
      var p97;
      L98: {
        var p100;
        if (q93 < n && (c = s.charCodeAt(q93), c === 58)) { p100 = adv(q93 + 1); } else { p100 = -1; if (rec) fail(q93, 1); }
        if (p100 < 0) { p97 = -1;  break L98; }
        var p101;
        var q102 = p100;
        while (q102 < n && (c = s.charCodeAt(q102), T0[c] === 1)) q102++;
        if (look === 0 && q102 > far) far = q102; if (rec) fail(q102, 2);
        p101 = q102 - p100 >= 1 ? q102 : -1;
        if (p101 < 0) { p97 = -1;  break L98; }
        p97 = p101;
      }
      if (p97 < 0) break;
      if (p97 === q93) { e96 = true; break; }
      r94++; q93 = p97;
      if (r94 === 1) break;
    }
    if (rec && q93 >= n && !e96 && r94 < 1) fail(q93, 1);
    p92 = q93;
    if (p92 < 0) { out = -1;  break L87; }
    var p104;
    var q105 = p92, r106 = 0, e108 = false;
    while (q105 < n) {
      var p109;
      L110: {
        var p112;
        if (q105 < n && (c = s.charCodeAt(q105), c === 43)) { p112 = adv(q105 + 1); } else { p112 = -1; if (rec) fail(q105, 3); }
        if (p112 < 0) { p109 = -1;  break L110; }
        var p113;
        var q114 = p112;
        while (q114 < n && (c = s.charCodeAt(q114), T0[c] === 1)) q114++;
        if (look === 0 && q114 > far) far = q114; if (rec) fail(q114, 2);
        p113 = q114 - p112 >= 1 ? q114 : -1;
        if (p113 < 0) { p109 = -1;  break L110; }
        p109 = p113;
      }
      if (p109 < 0) break;
      if (p109 === q105) { e108 = true; break; }
      r106++; q105 = p109;
      if (r106 === 1) break;
    }
    if (rec && q105 >= n && !e108 && r106 < 1) fail(q105, 3);
    p104 = q105;
    if (p104 < 0) { out = -1;  break L87; }
    out = p104;
  }
  return done(1, out);
}
function d2(p) { // instance
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q116 = p, r117 = 0, e119 = false;
  while (q116 < n) {
    if ((c = s.charCodeAt(q116), c < 128 && T1[c] === 1)) { var k118z = q116; do q116++; while (q116 < n && (c = s.charCodeAt(q116), T1[c] === 1)); r117 += q116 - k118z; adv(q116); continue; }
    var p120;
    L121: {
      var p122;
      if (q116 < n && (c = s.charCodeAt(q116), c < 128 && T1[c] === 1)) { p122 = adv(q116 + 1); } else { p122 = -1; if (rec) fail(q116, 4); }
      if (p122 >= 0) { p120 = p122; break L121; }
      var p123;
      L124: {
        var p126;
        if (q116 < n && (c = s.charCodeAt(q116), c === 37)) { p126 = adv(q116 + 1); } else { p126 = -1; if (rec) fail(q116, 10); }
        if (p126 < 0) { p123 = -1;  break L124; }
        var p127;
        if (p126 < n && (c = s.charCodeAt(p126), c < 128 && T2[c] === 1)) { p127 = adv(p126 + 1); } else { p127 = -1; if (rec) fail(p126, 9); }
        if (p127 < 0) { p123 = -1;  break L124; }
        var p128;
        if (p127 < n && (c = s.charCodeAt(p127), c < 128 && T2[c] === 1)) { p128 = adv(p127 + 1); } else { p128 = -1; if (rec) fail(p127, 9); }
        if (p128 < 0) { p123 = -1;  break L124; }
        p123 = p128;
      }
      if (p123 >= 0) { p120 = p123; break L121; }
      p120 = -1;
    }
    if (p120 < 0) break;
    if (p120 === q116) { e119 = true; break; }
    r117++; q116 = p120;
  }
  if (rec && q116 >= n && !e119) fail(q116, 11);
  if (e119 || r117 >= 1) out = q116; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // qualifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L129: {
    var p131;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p131 = adv(p + 1); } else { p131 = -1; if (rec) fail(p, 5); }
    if (p131 < 0) { out = -1;  break L129; }
    var p132;
    var q133 = p131;
    while (q133 < n && (c = s.charCodeAt(q133), T0[c] === 1)) q133++;
    if (look === 0 && q133 > far) far = q133; if (rec) fail(q133, 2);
    p132 = q133 - p131 >= 1 ? q133 : -1;
    if (p132 < 0) { out = -1;  break L129; }
    var p135;
    var q136 = p132, r137 = 0, e139 = false;
    while (q136 < n) {
      var p140;
      L141: {
        var p143;
        if (q136 < n && (c = s.charCodeAt(q136), c === 45)) { p143 = adv(q136 + 1); } else { p143 = -1; if (rec) fail(q136, 0); }
        if (p143 < 0) { p140 = -1;  break L141; }
        var p144;
        if (p143 < n && (c = s.charCodeAt(p143), c < 128 && T3[c] === 1)) { p144 = adv(p143 + 1); } else { p144 = -1; if (rec) fail(p143, 5); }
        if (p144 < 0) { p140 = -1;  break L141; }
        var p145;
        var q146 = p144;
        while (q146 < n && (c = s.charCodeAt(q146), T0[c] === 1)) q146++;
        if (look === 0 && q146 > far) far = q146; if (rec) fail(q146, 2);
        p145 = q146 - p144 >= 1 ? q146 : -1;
        if (p145 < 0) { p140 = -1;  break L141; }
        p140 = p145;
      }
      if (p140 < 0) break;
      if (p140 === q136) { e139 = true; break; }
      r137++; q136 = p140;
      if (r137 === 2) break;
    }
    if (rec && q136 >= n && !e139 && r137 < 2) fail(q136, 0);
    p135 = q136;
    if (p135 < 0) { out = -1;  break L129; }
    out = p135;
  }
  return done(3, out);
}
function d4(p) { // trans
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 4); }
  return done(4, out);
}
function d5(p) { // alphaDigit
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 2); }
  return done(5, out);
}
function d6(p) { // head
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 5); }
  return done(6, out);
}
function d7(p) { // other
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 6); }
  return done(7, out);
}
function d8(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 7); }
  return done(8, out);
}
function d9(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 8); }
  return done(9, out);
}
function d10(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 9); }
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
