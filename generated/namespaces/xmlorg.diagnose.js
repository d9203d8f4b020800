// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/xmlorg.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["xmlorg-nss","type","subtype","object-id","id-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"objects","caseless":false,"at":0},{"literal":"b","caseless":false,"at":1},{"literal":"j","caseless":false,"at":2},{"literal":"e","caseless":false,"at":3},{"literal":"c","caseless":false,"at":4},{"literal":"t","caseless":false,"at":5},{"literal":"s","caseless":false,"at":6},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "xmlorg-nss": "RFC 3120 s.2 (Declaration of structure)",
  "type": "RFC 3120 s.2 (Declaration of structure)",
  "subtype": "RFC 3120 s.2 (Declaration of structure)",
  "object-id": "RFC 3120 s.2 (Declaration of structure)",
  "id-char": "RFC 3120 s.2 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["xmlorg-nss","type","subtype","object-id","id-char"];
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
const KEEP = 6;
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
function d0(p) { // xmlorg-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L54: {
    var p56;
    L57: {
      var p59;
      if (p < n && (c = s.charCodeAt(p), c === 111)) { p59 = adv(p + 1); } else { p59 = -1; if (rec) fail(p, 7); }
      if (p59 < 0) { p56 = -1;  break L57; }
      var p60;
      if (p59 < n && (c = s.charCodeAt(p59), c === 98)) { p60 = adv(p59 + 1); } else { p60 = -1; if (rec) fail(p59, 8, 1); }
      if (p60 < 0) { p56 = -1;  break L57; }
      var p61;
      if (p60 < n && (c = s.charCodeAt(p60), c === 106)) { p61 = adv(p60 + 1); } else { p61 = -1; if (rec) fail(p60, 9, 2); }
      if (p61 < 0) { p56 = -1;  break L57; }
      var p62;
      if (p61 < n && (c = s.charCodeAt(p61), c === 101)) { p62 = adv(p61 + 1); } else { p62 = -1; if (rec) fail(p61, 10, 3); }
      if (p62 < 0) { p56 = -1;  break L57; }
      var p63;
      if (p62 < n && (c = s.charCodeAt(p62), c === 99)) { p63 = adv(p62 + 1); } else { p63 = -1; if (rec) fail(p62, 11, 4); }
      if (p63 < 0) { p56 = -1;  break L57; }
      var p64;
      if (p63 < n && (c = s.charCodeAt(p63), c === 116)) { p64 = adv(p63 + 1); } else { p64 = -1; if (rec) fail(p63, 12, 5); }
      if (p64 < 0) { p56 = -1;  break L57; }
      var p65;
      if (p64 < n && (c = s.charCodeAt(p64), c === 115)) { p65 = adv(p64 + 1); } else { p65 = -1; if (rec) fail(p64, 13, 6); }
      if (p65 < 0) { p56 = -1;  break L57; }
      p56 = p65;
    }
    if (p56 < 0) { out = -1;  break L54; }
    var p66;
    if (p56 < n && (c = s.charCodeAt(p56), c === 58)) { p66 = adv(p56 + 1); } else { p66 = -1; if (rec) fail(p56, 0); }
    if (p66 < 0) { out = -1;  break L54; }
    var p67;
    p67 = d1(p66);
    if (p67 < 0) { out = -1;  break L54; }
    var p68;
    if (p67 < n && (c = s.charCodeAt(p67), c === 58)) { p68 = adv(p67 + 1); } else { p68 = -1; if (rec) fail(p67, 0); }
    if (p68 < 0) { out = -1;  break L54; }
    var p69;
    var q70 = p68, r71 = 0, e73 = false;
    while (q70 < n) {
      var p74;
      L75: {
        var p77;
        p77 = d2(q70);
        if (p77 < 0) { p74 = -1;  break L75; }
        var p78;
        if (p77 < n && (c = s.charCodeAt(p77), c === 58)) { p78 = adv(p77 + 1); } else { p78 = -1; if (rec) fail(p77, 0); }
        if (p78 < 0) { p74 = -1;  break L75; }
        p74 = p78;
      }
      if (p74 < 0) break;
      if (p74 === q70) { e73 = true; break; }
      r71++; q70 = p74;
      if (r71 === 1) break;
    }
    if (rec && q70 >= n && !e73 && r71 < 1) fail(q70, 14);
    p69 = q70;
    if (p69 < 0) { out = -1;  break L54; }
    var p79;
    p79 = d3(p69);
    if (p79 < 0) { out = -1;  break L54; }
    out = p79;
  }
  return done(0, out);
}
function d1(p) { // type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q80 = p, r81 = 0, e83 = false;
  while (q80 < n) {
    if ((c = s.charCodeAt(q80), c < 128 && T0[c] === 1)) { var k82z = q80; do q80++; while (q80 < n && (c = s.charCodeAt(q80), T0[c] === 1)); r81 += q80 - k82z; adv(q80, 4); continue; }
    var p84;
    p84 = d4(q80);
    if (p84 < 0) break;
    if (p84 === q80) { e83 = true; break; }
    r81++; q80 = p84;
  }
  if (rec && q80 >= n && !e83) fail(q80, 14);
  if (e83 || r81 >= 1) out = q80; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // subtype
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q85 = p, r86 = 0, e88 = false;
  while (q85 < n) {
    if ((c = s.charCodeAt(q85), c < 128 && T0[c] === 1)) { var k87z = q85; do q85++; while (q85 < n && (c = s.charCodeAt(q85), T0[c] === 1)); r86 += q85 - k87z; adv(q85, 4); continue; }
    var p89;
    p89 = d4(q85);
    if (p89 < 0) break;
    if (p89 === q85) { e88 = true; break; }
    r86++; q85 = p89;
  }
  if (rec && q85 >= n && !e88) fail(q85, 14);
  if (e88 || r86 >= 1) out = q85; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // object-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L90: {
    var p92;
    var q93 = p, r94 = 0, e96 = false;
    while (q93 < n) {
      if ((c = s.charCodeAt(q93), c < 128 && T0[c] === 1)) { var k95z = q93; do q93++; while (q93 < n && (c = s.charCodeAt(q93), T0[c] === 1)); r94 += q93 - k95z; adv(q93, 4); continue; }
      var p97;
      p97 = d4(q93);
      if (p97 < 0) break;
      if (p97 === q93) { e96 = true; break; }
      r94++; q93 = p97;
    }
    if (rec && q93 >= n && !e96) fail(q93, 14);
    if (e96 || r94 >= 1) p92 = q93; else { p92 = -1;  }
    if (p92 < 0) { out = -1;  break L90; }
    var p98;
    var q99 = p92, e102 = false;
    while (q99 < n) {
      var p103;
      L104: {
        var p106;
        if (q99 < n && (c = s.charCodeAt(q99), c === 58)) { p106 = adv(q99 + 1); } else { p106 = -1; if (rec) fail(q99, 0); }
        if (p106 < 0) { p103 = -1;  break L104; }
        var p107;
        var q108 = p106, r109 = 0, e111 = false;
        while (q108 < n) {
          if ((c = s.charCodeAt(q108), c < 128 && T0[c] === 1)) { var k110z = q108; do q108++; while (q108 < n && (c = s.charCodeAt(q108), T0[c] === 1)); r109 += q108 - k110z; adv(q108, 4); continue; }
          var p112;
          p112 = d4(q108);
          if (p112 < 0) break;
          if (p112 === q108) { e111 = true; break; }
          r109++; q108 = p112;
        }
        if (rec && q108 >= n && !e111) fail(q108, 14);
        if (e111 || r109 >= 1) p107 = q108; else { p107 = -1;  }
        if (p107 < 0) { p103 = -1;  break L104; }
        p103 = p107;
      }
      if (p103 < 0) break;
      if (p103 === q99) { e102 = true; break; }
      q99 = p103;
    }
    if (rec && q99 >= n && !e102) fail(q99, 0);
    p98 = q99;
    if (p98 < 0) { out = -1;  break L90; }
    out = p98;
  }
  return done(3, out);
}
function d4(p) { // id-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L113: {
    var p114;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p114 = adv(p + 1); } else { p114 = -1; if (rec) fail(p, 1); }
    if (p114 >= 0) { out = p114; break L113; }
    var p115;
    p115 = d10(p);
    if (p115 >= 0) { out = p115; break L113; }
    out = -1;
  }
  return done(4, out);
}
function d10(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L116: {
    var p118;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p118 = adv(p + 1); } else { p118 = -1; if (rec) fail(p, 15); }
    if (p118 < 0) { out = -1;  break L116; }
    var p119;
    if (p118 < n && (c = s.charCodeAt(p118), c < 128 && T1[c] === 1)) { p119 = adv(p118 + 1); } else { p119 = -1; if (rec) fail(p118, 4); }
    if (p119 < 0) { out = -1;  break L116; }
    var p120;
    if (p119 < n && (c = s.charCodeAt(p119), c < 128 && T1[c] === 1)) { p120 = adv(p119 + 1); } else { p120 = -1; if (rec) fail(p119, 4); }
    if (p120 < 0) { out = -1;  break L116; }
    out = p120;
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
