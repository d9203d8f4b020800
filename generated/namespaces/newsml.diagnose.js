// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/newsml.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '00000000000000002000020020000200');
const T1 = table(65536, '000000000000ff300000000000000000');
const T2 = table(128, '000000000000ef300000000000000000');
const T3 = table(128, '00000000000070000000000000000000');
const T4 = table(128, '00000000000060000000000000000000');
const T5 = table(65536, '0000000029f7ffb2ffffff78efffff70');
const T6 = table(128, '000000000000ff30e7000000e7000000');
const T7 = table(128, '0000000029f700821000000800000000');
const T8 = table(128, '0000000000000000efffff70efffff70');
const rules = ["NSS","ProviderId","DateId","NewsItemId","RevisionId","Update","date","century","year","month","day","string","char","symbol","escape","posint","posdig","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[49,57]]},{"set":[[48,57]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[65,65],[85,85],[97,97],[117,117]]},{"set":[[48,48]]},{"set":[[49,49]]},{"set":[[48,50]]},{"set":[[49,50]]},{"literal":"30","caseless":true,"at":0},{"literal":"0","caseless":true,"at":1},{"literal":"31","caseless":true,"at":0},{"literal":"1","caseless":true,"at":1},{"set":[[33,33],[36,37],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 3085 s.2 (Declaration of structure)",
  "ProviderId": "RFC 3085 s.2 (Declaration of structure)",
  "DateId": "RFC 3085 s.2 (Declaration of structure)",
  "NewsItemId": "RFC 3085 s.2 (Declaration of structure)",
  "RevisionId": "RFC 3085 s.2 (Declaration of structure)",
  "Update": "RFC 3085 s.2 (Declaration of structure)",
  "date": "RFC 3085 s.2 (Declaration of structure)",
  "century": "RFC 3085 s.2 (Declaration of structure)",
  "year": "RFC 3085 s.2 (Declaration of structure)",
  "month": "RFC 3085 s.2 (Declaration of structure)",
  "day": "RFC 3085 s.2 (Declaration of structure)",
  "string": "RFC 3085 s.2 (Declaration of structure)",
  "char": "RFC 3085 s.2 (Declaration of structure)",
  "symbol": "RFC 3085 s.2 (Declaration of structure)",
  "escape": "RFC 3085 s.2 (Declaration of structure)",
  "posint": "RFC 3085 s.2 (Declaration of structure)",
  "posdig": "RFC 3085 s.2 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","ProviderId","DateId","NewsItemId","RevisionId","Update","date","century","year","month","day","string","char","symbol","escape","posint","posdig"];
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
const KEEP = 1;
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
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L45: {
    var p47;
    p47 = d1(p);
    if (p47 < 0) { out = -1;  break L45; }
    var p48;
    if (p47 < n && (c = s.charCodeAt(p47), c === 58)) { p48 = adv(p47 + 1); } else { p48 = -1; if (rec) fail(p47, 0); }
    if (p48 < 0) { out = -1;  break L45; }
    var p49;
    p49 = d2(p48);
    if (p49 < 0) { out = -1;  break L45; }
    var p50;
    if (p49 < n && (c = s.charCodeAt(p49), c === 58)) { p50 = adv(p49 + 1); } else { p50 = -1; if (rec) fail(p49, 0); }
    if (p50 < 0) { out = -1;  break L45; }
    var p51;
    p51 = d3(p50);
    if (p51 < 0) { out = -1;  break L45; }
    var p52;
    if (p51 < n && (c = s.charCodeAt(p51), c === 58)) { p52 = adv(p51 + 1); } else { p52 = -1; if (rec) fail(p51, 0); }
    if (p52 < 0) { out = -1;  break L45; }
    var p53;
    p53 = d4(p52);
    if (p53 < 0) { out = -1;  break L45; }
    var p54;
    p54 = d5(p53);
    if (p54 < 0) { out = -1;  break L45; }
    out = p54;
  }
  return done(0, out);
}
function d1(p) { // ProviderId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  out = d11(p);
  return done(1, out);
}
function d2(p) { // DateId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  out = d6(p);
  return done(2, out);
}
function d3(p) { // NewsItemId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  out = d11(p);
  return done(3, out);
}
function d4(p) { // RevisionId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  out = d15(p);
  return done(4, out);
}
function d5(p) { // Update
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q55 = p, r56 = 0, e58 = false;
  while (q55 < n) {
    var p59;
    if (q55 < n && (c = s.charCodeAt(q55), c < 128 && T0[c] === 1)) { p59 = adv(q55 + 1); } else { p59 = -1; if (rec) fail(q55, 7); }
    if (p59 < 0) break;
    if (p59 === q55) { e58 = true; break; }
    r56++; q55 = p59;
    if (r56 === 1) break;
  }
  if (rec && q55 >= n && !e58 && r56 < 1) fail(q55, 7);
  out = q55;
  return done(5, out);
}
function d6(p) { // date
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L60: {
    var p62;
    p62 = d7(p);
    if (p62 < 0) { out = -1;  break L60; }
    var p63;
    p63 = d8(p62);
    if (p63 < 0) { out = -1;  break L60; }
    var p64;
    p64 = d9(p63);
    if (p64 < 0) { out = -1;  break L60; }
    var p65;
    p65 = d10(p64);
    if (p65 < 0) { out = -1;  break L60; }
    out = p65;
  }
  return done(6, out);
}
function d7(p) { // century
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L66: {
    var p67;
    L68: {
      var p70;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p70 = adv(p + 1); } else { p70 = -1; if (rec) fail(p, 8); }
      if (p70 < 0) { p67 = -1;  break L68; }
      var p71;
      if (p70 < n && (c = s.charCodeAt(p70), c < 128 && T2[c] === 1)) { p71 = adv(p70 + 1); } else { p71 = -1; if (rec) fail(p70, 3); }
      if (p71 < 0) { p67 = -1;  break L68; }
      p67 = p71;
    }
    if (p67 >= 0) { out = p67; break L66; }
    var p72;
    L73: {
      var p75;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p75 = adv(p + 1); } else { p75 = -1; if (rec) fail(p, 3); }
      if (p75 < 0) { p72 = -1;  break L73; }
      var p76;
      if (p75 < n && (c = s.charCodeAt(p75), c < 128 && T1[c] === 1)) { p76 = adv(p75 + 1); } else { p76 = -1; if (rec) fail(p75, 4); }
      if (p76 < 0) { p72 = -1;  break L73; }
      p72 = p76;
    }
    if (p72 >= 0) { out = p72; break L66; }
    out = -1;
  }
  return done(7, out);
}
function d8(p) { // year
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  var q77 = p, r78 = 0, e80 = false;
  while (q77 < n) {
    var p81;
    if (q77 < n && (c = s.charCodeAt(q77), c < 128 && T1[c] === 1)) { p81 = adv(q77 + 1); } else { p81 = -1; if (rec) fail(q77, 4); }
    if (p81 < 0) break;
    if (p81 === q77) { e80 = true; break; }
    r78++; q77 = p81;
    if (r78 === 2) break;
  }
  if (rec && q77 >= n && !e80 && r78 < 2) fail(q77, 4);
  if (e80 || r78 >= 2) out = q77; else { out = -1;  }
  return done(8, out);
}
function d9(p) { // month
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L82: {
    var p83;
    L84: {
      var p86;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p86 = adv(p + 1); } else { p86 = -1; if (rec) fail(p, 8); }
      if (p86 < 0) { p83 = -1;  break L84; }
      var p87;
      if (p86 < n && (c = s.charCodeAt(p86), c < 128 && T2[c] === 1)) { p87 = adv(p86 + 1); } else { p87 = -1; if (rec) fail(p86, 3); }
      if (p87 < 0) { p83 = -1;  break L84; }
      p83 = p87;
    }
    if (p83 >= 0) { out = p83; break L82; }
    var p88;
    L89: {
      var p91;
      if (p < n && (c = s.charCodeAt(p), c === 49)) { p91 = adv(p + 1); } else { p91 = -1; if (rec) fail(p, 9); }
      if (p91 < 0) { p88 = -1;  break L89; }
      var p92;
      if (p91 < n && (c = s.charCodeAt(p91), c < 128 && T3[c] === 1)) { p92 = adv(p91 + 1); } else { p92 = -1; if (rec) fail(p91, 10); }
      if (p92 < 0) { p88 = -1;  break L89; }
      p88 = p92;
    }
    if (p88 >= 0) { out = p88; break L82; }
    out = -1;
  }
  return done(9, out);
}
function d10(p) { // day
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L93: {
    var p94;
    L95: {
      var p97;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p97 = adv(p + 1); } else { p97 = -1; if (rec) fail(p, 8); }
      if (p97 < 0) { p94 = -1;  break L95; }
      var p98;
      if (p97 < n && (c = s.charCodeAt(p97), c < 128 && T2[c] === 1)) { p98 = adv(p97 + 1); } else { p98 = -1; if (rec) fail(p97, 3); }
      if (p98 < 0) { p94 = -1;  break L95; }
      p94 = p98;
    }
    if (p94 >= 0) { out = p94; break L93; }
    var p99;
    L100: {
      var p102;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p102 = adv(p + 1); } else { p102 = -1; if (rec) fail(p, 11); }
      if (p102 < 0) { p99 = -1;  break L100; }
      var p103;
      if (p102 < n && (c = s.charCodeAt(p102), c < 128 && T1[c] === 1)) { p103 = adv(p102 + 1); } else { p103 = -1; if (rec) fail(p102, 4); }
      if (p103 < 0) { p99 = -1;  break L100; }
      p99 = p103;
    }
    if (p99 >= 0) { out = p99; break L93; }
    var p104;
    L105: {
      var p107;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p107 = adv(p + 1); } else { p107 = -1; if (rec) fail(p, 12); }
      if (p107 < 0) { p104 = -1;  break L105; }
      var p108;
      if (p107 < n && (c = s.charCodeAt(p107), c === 48)) { p108 = adv(p107 + 1); } else { p108 = -1; if (rec) fail(p107, 13, 1); }
      if (p108 < 0) { p104 = -1;  break L105; }
      p104 = p108;
    }
    if (p104 >= 0) { out = p104; break L93; }
    var p109;
    L110: {
      var p112;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p112 = adv(p + 1); } else { p112 = -1; if (rec) fail(p, 14); }
      if (p112 < 0) { p109 = -1;  break L110; }
      var p113;
      if (p112 < n && (c = s.charCodeAt(p112), c === 49)) { p113 = adv(p112 + 1); } else { p113 = -1; if (rec) fail(p112, 15, 1); }
      if (p113 < 0) { p109 = -1;  break L110; }
      p109 = p113;
    }
    if (p109 >= 0) { out = p109; break L93; }
    out = -1;
  }
  return done(10, out);
}
function d11(p) { // string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q114 = p, r115 = 0, e117 = false;
  while (q114 < n) {
    if ((c = s.charCodeAt(q114), c < 128 && T5[c] === 1)) { var k116z = q114; do q114++; while (q114 < n && (c = s.charCodeAt(q114), T5[c] === 1)); r115 += q114 - k116z; adv(q114, 12); continue; }
    var p118;
    p118 = d12(q114);
    if (p118 < 0) break;
    if (p118 === q114) { e117 = true; break; }
    r115++; q114 = p118;
  }
  if (rec && q114 >= n && !e117) fail(q114, 16);
  if (e117 || r115 >= 1) out = q114; else { out = -1;  }
  return done(11, out);
}
function d12(p) { // char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L119: {
    var p120;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p120 = adv(p + 1); } else { p120 = -1; if (rec) fail(p, 1); }
    if (p120 >= 0) { out = p120; break L119; }
    var p121;
    p121 = d14(p);
    if (p121 >= 0) { out = p121; break L119; }
    out = -1;
  }
  return done(12, out);
}
function d13(p) { // symbol
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 2); }
  return done(13, out);
}
function d14(p) { // escape
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L122: {
    var p124;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p124 = adv(p + 1); } else { p124 = -1; if (rec) fail(p, 17); }
    if (p124 < 0) { out = -1;  break L122; }
    var p125;
    if (p124 < n && (c = s.charCodeAt(p124), c < 128 && T6[c] === 1)) { p125 = adv(p124 + 1); } else { p125 = -1; if (rec) fail(p124, 6); }
    if (p125 < 0) { out = -1;  break L122; }
    var p126;
    if (p125 < n && (c = s.charCodeAt(p125), c < 128 && T6[c] === 1)) { p126 = adv(p125 + 1); } else { p126 = -1; if (rec) fail(p125, 6); }
    if (p126 < 0) { out = -1;  break L122; }
    out = p126;
  }
  return done(14, out);
}
function d15(p) { // posint
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L127: {
    var p129;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p129 = adv(p + 1); } else { p129 = -1; if (rec) fail(p, 3); }
    if (p129 < 0) { out = -1;  break L127; }
    var p130;
    var q131 = p129;
    while (q131 < n && (c = s.charCodeAt(q131), T1[c] === 1)) q131++;
    if (look === 0 && q131 > far) far = q131; if (rec) fail(q131, 4);
    p130 = q131;
    if (p130 < 0) { out = -1;  break L127; }
    out = p130;
  }
  return done(15, out);
}
function d16(p) { // posdig
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 3); }
  return done(16, out);
}
function d17(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 5); }
  return done(17, out);
}
function d18(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 4); }
  return done(18, out);
}
function d19(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 19;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 6); }
  return done(19, out);
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
