// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/eidr.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000006ff30efffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(128, '000000000000ff30efffff70efffff70');
const rules = ["EIDR-NSS","EIDR-PREFIX","EIDR-SUFFIX","EIDR-CHARS","RP2079-SUFFIX","CHECK","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"literal":"10.5240:","caseless":true,"at":0},{"literal":"0","caseless":true,"at":1},{"literal":".","caseless":true,"at":2},{"literal":"5","caseless":true,"at":3},{"literal":"2","caseless":true,"at":4},{"literal":"4","caseless":true,"at":5},{"literal":"0","caseless":true,"at":6},{"literal":":","caseless":true,"at":7},{"set":[[45,45]]}];
const sections = {
  "EIDR-NSS": "RFC 7972 s.2 (Declaration of syntactic structure)",
  "EIDR-PREFIX": "RFC 7972 s.2 (Declaration of syntactic structure)",
  "EIDR-SUFFIX": "RFC 7972 s.2 (Declaration of syntactic structure)",
  "EIDR-CHARS": "RFC 7972 s.2 (Declaration of syntactic structure)",
  "RP2079-SUFFIX": "RFC 7972 s.2 (Declaration of syntactic structure)",
  "CHECK": "RFC 7972 s.2 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["EIDR-NSS","EIDR-PREFIX","EIDR-SUFFIX","EIDR-CHARS","RP2079-SUFFIX","CHECK"];
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
const KEEP = 7;
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
function d0(p) { // EIDR-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L24: {
    var p25;
    L26: {
      var p28;
      var p29;
      look++;
      L31: {
        var p33;
        if (p < n && (c = s.charCodeAt(p), c === 49)) { p33 = adv(p + 1); } else { p33 = -1; if (rec) fail(p, 6); }
        if (p33 < 0) { p29 = -1;  break L31; }
        var p34;
        if (p33 < n && (c = s.charCodeAt(p33), c === 48)) { p34 = adv(p33 + 1); } else { p34 = -1; if (rec) fail(p33, 7, 1); }
        if (p34 < 0) { p29 = -1;  break L31; }
        var p35;
        if (p34 < n && (c = s.charCodeAt(p34), c === 46)) { p35 = adv(p34 + 1); } else { p35 = -1; if (rec) fail(p34, 8, 2); }
        if (p35 < 0) { p29 = -1;  break L31; }
        var p36;
        if (p35 < n && (c = s.charCodeAt(p35), c === 53)) { p36 = adv(p35 + 1); } else { p36 = -1; if (rec) fail(p35, 9, 3); }
        if (p36 < 0) { p29 = -1;  break L31; }
        var p37;
        if (p36 < n && (c = s.charCodeAt(p36), c === 50)) { p37 = adv(p36 + 1); } else { p37 = -1; if (rec) fail(p36, 10, 4); }
        if (p37 < 0) { p29 = -1;  break L31; }
        var p38;
        if (p37 < n && (c = s.charCodeAt(p37), c === 52)) { p38 = adv(p37 + 1); } else { p38 = -1; if (rec) fail(p37, 11, 5); }
        if (p38 < 0) { p29 = -1;  break L31; }
        var p39;
        if (p38 < n && (c = s.charCodeAt(p38), c === 48)) { p39 = adv(p38 + 1); } else { p39 = -1; if (rec) fail(p38, 12, 6); }
        if (p39 < 0) { p29 = -1;  break L31; }
        var p40;
        if (p39 < n && (c = s.charCodeAt(p39), c === 58)) { p40 = adv(p39 + 1); } else { p40 = -1; if (rec) fail(p39, 13, 7); }
        if (p40 < 0) { p29 = -1;  break L31; }
        p29 = p40;
      }
      look--;
      p28 = p29 >= 0 ? p : -1;
      if (p28 < 0) { p25 = -1;  break L26; }
      var p41;
      p41 = d1(p28);
      if (p41 < 0) { p25 = -1;  break L26; }
      var p42;
      if (p41 < n && (c = s.charCodeAt(p41), c === 58)) { p42 = adv(p41 + 1); } else { p42 = -1; if (rec) fail(p41, 0); }
      if (p42 < 0) { p25 = -1;  break L26; }
      var p43;
      p43 = d4(p42);
      if (p43 < 0) { p25 = -1;  break L26; }
      p25 = p43;
    }
    if (p25 >= 0) { out = p25; break L24; }
    var p44;
    L45: {
      var p47;
      var p48;
      look++; nots++;
      L50: {
        var p52;
        if (p < n && (c = s.charCodeAt(p), c === 49)) { p52 = adv(p + 1); } else { p52 = -1; if (rec) fail(p, 6); }
        if (p52 < 0) { p48 = -1;  break L50; }
        var p53;
        if (p52 < n && (c = s.charCodeAt(p52), c === 48)) { p53 = adv(p52 + 1); } else { p53 = -1; if (rec) fail(p52, 7, 1); }
        if (p53 < 0) { p48 = -1;  break L50; }
        var p54;
        if (p53 < n && (c = s.charCodeAt(p53), c === 46)) { p54 = adv(p53 + 1); } else { p54 = -1; if (rec) fail(p53, 8, 2); }
        if (p54 < 0) { p48 = -1;  break L50; }
        var p55;
        if (p54 < n && (c = s.charCodeAt(p54), c === 53)) { p55 = adv(p54 + 1); } else { p55 = -1; if (rec) fail(p54, 9, 3); }
        if (p55 < 0) { p48 = -1;  break L50; }
        var p56;
        if (p55 < n && (c = s.charCodeAt(p55), c === 50)) { p56 = adv(p55 + 1); } else { p56 = -1; if (rec) fail(p55, 10, 4); }
        if (p56 < 0) { p48 = -1;  break L50; }
        var p57;
        if (p56 < n && (c = s.charCodeAt(p56), c === 52)) { p57 = adv(p56 + 1); } else { p57 = -1; if (rec) fail(p56, 11, 5); }
        if (p57 < 0) { p48 = -1;  break L50; }
        var p58;
        if (p57 < n && (c = s.charCodeAt(p57), c === 48)) { p58 = adv(p57 + 1); } else { p58 = -1; if (rec) fail(p57, 12, 6); }
        if (p58 < 0) { p48 = -1;  break L50; }
        var p59;
        if (p58 < n && (c = s.charCodeAt(p58), c === 58)) { p59 = adv(p58 + 1); } else { p59 = -1; if (rec) fail(p58, 13, 7); }
        if (p59 < 0) { p48 = -1;  break L50; }
        p48 = p59;
      }
      look--; nots--;
      p47 = p48 >= 0 ? -1 : p;
      if (p47 < 0) { p44 = -1;  break L45; }
      var p60;
      p60 = d1(p47);
      if (p60 < 0) { p44 = -1;  break L45; }
      var p61;
      if (p60 < n && (c = s.charCodeAt(p60), c === 58)) { p61 = adv(p60 + 1); } else { p61 = -1; if (rec) fail(p60, 0); }
      if (p61 < 0) { p44 = -1;  break L45; }
      var p62;
      p62 = d2(p61);
      if (p62 < 0) { p44 = -1;  break L45; }
      p44 = p62;
    }
    if (p44 >= 0) { out = p44; break L24; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // EIDR-PREFIX
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q63 = p;
  while (q63 < n && (c = s.charCodeAt(q63), T0[c] === 1)) q63++;
  if (look === 0 && q63 > far) far = q63; if (rec) fail(q63, 1);
  out = q63 - p >= 1 ? q63 : -1;
  return done(1, out);
}
function d2(p) { // EIDR-SUFFIX
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q65 = p;
  while (q65 < n && (c = s.charCodeAt(q65), T0[c] === 1)) q65++;
  if (look === 0 && q65 > far) far = q65; if (rec) fail(q65, 1);
  out = q65 - p >= 1 ? q65 : -1;
  return done(2, out);
}
function d4(p) { // RP2079-SUFFIX
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L67: {
    var p69;
    var q70 = p, r71 = 0, e73 = false;
    while (q70 < n) {
      var p74;
      L75: {
        var p77;
        var q78 = q70, r79 = 0, e81 = false;
        while (q78 < n) {
          var p82;
          if (q78 < n && (c = s.charCodeAt(q78), c < 128 && T1[c] === 1)) { p82 = adv(q78 + 1); } else { p82 = -1; if (rec) fail(q78, 5); }
          if (p82 < 0) break;
          if (p82 === q78) { e81 = true; break; }
          r79++; q78 = p82;
          if (r79 === 4) break;
        }
        if (rec && q78 >= n && !e81 && r79 < 4) fail(q78, 5);
        if (e81 || r79 >= 4) p77 = q78; else { p77 = -1;  }
        if (p77 < 0) { p74 = -1;  break L75; }
        var p83;
        if (p77 < n && (c = s.charCodeAt(p77), c === 45)) { p83 = adv(p77 + 1); } else { p83 = -1; if (rec) fail(p77, 14); }
        if (p83 < 0) { p74 = -1;  break L75; }
        p74 = p83;
      }
      if (p74 < 0) break;
      if (p74 === q70) { e73 = true; break; }
      r71++; q70 = p74;
      if (r71 === 5) break;
    }
    if (rec && q70 >= n && !e73 && r71 < 5) fail(q70, 5);
    if (e73 || r71 >= 5) p69 = q70; else { p69 = -1;  }
    if (p69 < 0) { out = -1;  break L67; }
    var p84;
    if (p69 < n && (c = s.charCodeAt(p69), c < 128 && T2[c] === 1)) { p84 = adv(p69 + 1); } else { p84 = -1; if (rec) fail(p69, 2); }
    if (p84 < 0) { out = -1;  break L67; }
    out = p84;
  }
  return done(4, out);
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
