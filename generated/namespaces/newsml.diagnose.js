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
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L37: {
    var p39;
    p39 = d1(p);
    if (p39 < 0) { out = -1;  break L37; }
    var p40;
    if (p39 < n && (c = s.charCodeAt(p39), c === 58)) { p40 = adv(p39 + 1); } else { p40 = -1; if (rec) fail(p39, 0); }
    if (p40 < 0) { out = -1;  break L37; }
    var p41;
    p41 = d2(p40);
    if (p41 < 0) { out = -1;  break L37; }
    var p42;
    if (p41 < n && (c = s.charCodeAt(p41), c === 58)) { p42 = adv(p41 + 1); } else { p42 = -1; if (rec) fail(p41, 0); }
    if (p42 < 0) { out = -1;  break L37; }
    var p43;
    p43 = d3(p42);
    if (p43 < 0) { out = -1;  break L37; }
    var p44;
    if (p43 < n && (c = s.charCodeAt(p43), c === 58)) { p44 = adv(p43 + 1); } else { p44 = -1; if (rec) fail(p43, 0); }
    if (p44 < 0) { out = -1;  break L37; }
    var p45;
    p45 = d4(p44);
    if (p45 < 0) { out = -1;  break L37; }
    var p46;
    p46 = d5(p45);
    if (p46 < 0) { out = -1;  break L37; }
    out = p46;
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
  var q47 = p, r48 = 0, e50 = false;
  while (q47 < n) {
    var p51;
    if (q47 < n && (c = s.charCodeAt(q47), c < 128 && T0[c] === 1)) { p51 = adv(q47 + 1); } else { p51 = -1; if (rec) fail(q47, 7); }
    if (p51 < 0) break;
    if (p51 === q47) { e50 = true; break; }
    r48++; q47 = p51;
    if (r48 === 1) break;
  }
  if (rec && q47 >= n && !e50 && r48 < 1) fail(q47, 7);
  out = q47;
  return done(5, out);
}
function d6(p) { // date
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L52: {
    var p54;
    p54 = d7(p);
    if (p54 < 0) { out = -1;  break L52; }
    var p55;
    p55 = d8(p54);
    if (p55 < 0) { out = -1;  break L52; }
    var p56;
    p56 = d9(p55);
    if (p56 < 0) { out = -1;  break L52; }
    var p57;
    p57 = d10(p56);
    if (p57 < 0) { out = -1;  break L52; }
    out = p57;
  }
  return done(6, out);
}
function d7(p) { // century
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L58: {
    var p59;
    L60: {
      var p62;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p62 = adv(p + 1); } else { p62 = -1; if (rec) fail(p, 8); }
      if (p62 < 0) { p59 = -1;  break L60; }
      var p63;
      if (p62 < n && (c = s.charCodeAt(p62), c < 128 && T2[c] === 1)) { p63 = adv(p62 + 1); } else { p63 = -1; if (rec) fail(p62, 3); }
      if (p63 < 0) { p59 = -1;  break L60; }
      p59 = p63;
    }
    if (p59 >= 0) { out = p59; break L58; }
    var p64;
    L65: {
      var p67;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p67 = adv(p + 1); } else { p67 = -1; if (rec) fail(p, 3); }
      if (p67 < 0) { p64 = -1;  break L65; }
      var p68;
      if (p67 < n && (c = s.charCodeAt(p67), c < 128 && T1[c] === 1)) { p68 = adv(p67 + 1); } else { p68 = -1; if (rec) fail(p67, 4); }
      if (p68 < 0) { p64 = -1;  break L65; }
      p64 = p68;
    }
    if (p64 >= 0) { out = p64; break L58; }
    out = -1;
  }
  return done(7, out);
}
function d8(p) { // year
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  var q69 = p, r70 = 0, e72 = false;
  while (q69 < n) {
    var p73;
    if (q69 < n && (c = s.charCodeAt(q69), c < 128 && T1[c] === 1)) { p73 = adv(q69 + 1); } else { p73 = -1; if (rec) fail(q69, 4); }
    if (p73 < 0) break;
    if (p73 === q69) { e72 = true; break; }
    r70++; q69 = p73;
    if (r70 === 2) break;
  }
  if (rec && q69 >= n && !e72 && r70 < 2) fail(q69, 4);
  if (e72 || r70 >= 2) out = q69; else { out = -1;  }
  return done(8, out);
}
function d9(p) { // month
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L74: {
    var p75;
    L76: {
      var p78;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p78 = adv(p + 1); } else { p78 = -1; if (rec) fail(p, 8); }
      if (p78 < 0) { p75 = -1;  break L76; }
      var p79;
      if (p78 < n && (c = s.charCodeAt(p78), c < 128 && T2[c] === 1)) { p79 = adv(p78 + 1); } else { p79 = -1; if (rec) fail(p78, 3); }
      if (p79 < 0) { p75 = -1;  break L76; }
      p75 = p79;
    }
    if (p75 >= 0) { out = p75; break L74; }
    var p80;
    L81: {
      var p83;
      if (p < n && (c = s.charCodeAt(p), c === 49)) { p83 = adv(p + 1); } else { p83 = -1; if (rec) fail(p, 9); }
      if (p83 < 0) { p80 = -1;  break L81; }
      var p84;
      if (p83 < n && (c = s.charCodeAt(p83), c < 128 && T3[c] === 1)) { p84 = adv(p83 + 1); } else { p84 = -1; if (rec) fail(p83, 10); }
      if (p84 < 0) { p80 = -1;  break L81; }
      p80 = p84;
    }
    if (p80 >= 0) { out = p80; break L74; }
    out = -1;
  }
  return done(9, out);
}
function d10(p) { // day
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L85: {
    var p86;
    L87: {
      var p89;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p89 = adv(p + 1); } else { p89 = -1; if (rec) fail(p, 8); }
      if (p89 < 0) { p86 = -1;  break L87; }
      var p90;
      if (p89 < n && (c = s.charCodeAt(p89), c < 128 && T2[c] === 1)) { p90 = adv(p89 + 1); } else { p90 = -1; if (rec) fail(p89, 3); }
      if (p90 < 0) { p86 = -1;  break L87; }
      p86 = p90;
    }
    if (p86 >= 0) { out = p86; break L85; }
    var p91;
    L92: {
      var p94;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p94 = adv(p + 1); } else { p94 = -1; if (rec) fail(p, 11); }
      if (p94 < 0) { p91 = -1;  break L92; }
      var p95;
      if (p94 < n && (c = s.charCodeAt(p94), c < 128 && T1[c] === 1)) { p95 = adv(p94 + 1); } else { p95 = -1; if (rec) fail(p94, 4); }
      if (p95 < 0) { p91 = -1;  break L92; }
      p91 = p95;
    }
    if (p91 >= 0) { out = p91; break L85; }
    var p96;
    L97: {
      var p99;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p99 = adv(p + 1); } else { p99 = -1; if (rec) fail(p, 12); }
      if (p99 < 0) { p96 = -1;  break L97; }
      var p100;
      if (p99 < n && (c = s.charCodeAt(p99), c === 48)) { p100 = adv(p99 + 1); } else { p100 = -1; if (rec) fail(p99, 13, 1); }
      if (p100 < 0) { p96 = -1;  break L97; }
      p96 = p100;
    }
    if (p96 >= 0) { out = p96; break L85; }
    var p101;
    L102: {
      var p104;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p104 = adv(p + 1); } else { p104 = -1; if (rec) fail(p, 14); }
      if (p104 < 0) { p101 = -1;  break L102; }
      var p105;
      if (p104 < n && (c = s.charCodeAt(p104), c === 49)) { p105 = adv(p104 + 1); } else { p105 = -1; if (rec) fail(p104, 15, 1); }
      if (p105 < 0) { p101 = -1;  break L102; }
      p101 = p105;
    }
    if (p101 >= 0) { out = p101; break L85; }
    out = -1;
  }
  return done(10, out);
}
function d11(p) { // string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q106 = p, r107 = 0, e109 = false;
  while (q106 < n) {
    if ((c = s.charCodeAt(q106), c < 128 && T5[c] === 1)) { var k108z = q106; do q106++; while (q106 < n && (c = s.charCodeAt(q106), T5[c] === 1)); r107 += q106 - k108z; adv(q106, 12); continue; }
    var p110;
    p110 = d12(q106);
    if (p110 < 0) break;
    if (p110 === q106) { e109 = true; break; }
    r107++; q106 = p110;
  }
  if (rec && q106 >= n && !e109) fail(q106, 16);
  if (e109 || r107 >= 1) out = q106; else { out = -1;  }
  return done(11, out);
}
function d12(p) { // char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L111: {
    var p112;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p112 = adv(p + 1); } else { p112 = -1; if (rec) fail(p, 1); }
    if (p112 >= 0) { out = p112; break L111; }
    var p113;
    p113 = d14(p);
    if (p113 >= 0) { out = p113; break L111; }
    out = -1;
  }
  return done(12, out);
}
function d14(p) { // escape
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L114: {
    var p116;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p116 = adv(p + 1); } else { p116 = -1; if (rec) fail(p, 17); }
    if (p116 < 0) { out = -1;  break L114; }
    var p117;
    if (p116 < n && (c = s.charCodeAt(p116), c < 128 && T6[c] === 1)) { p117 = adv(p116 + 1); } else { p117 = -1; if (rec) fail(p116, 6); }
    if (p117 < 0) { out = -1;  break L114; }
    var p118;
    if (p117 < n && (c = s.charCodeAt(p117), c < 128 && T6[c] === 1)) { p118 = adv(p117 + 1); } else { p118 = -1; if (rec) fail(p117, 6); }
    if (p118 < 0) { out = -1;  break L114; }
    out = p118;
  }
  return done(14, out);
}
function d15(p) { // posint
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L119: {
    var p121;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p121 = adv(p + 1); } else { p121 = -1; if (rec) fail(p, 3); }
    if (p121 < 0) { out = -1;  break L119; }
    var p122;
    var q123 = p121;
    while (q123 < n && (c = s.charCodeAt(q123), T1[c] === 1)) q123++;
    if (look === 0 && q123 > far) far = q123; if (rec) fail(q123, 4);
    p122 = q123;
    if (p122 < 0) { out = -1;  break L119; }
    out = p122;
  }
  return done(15, out);
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
