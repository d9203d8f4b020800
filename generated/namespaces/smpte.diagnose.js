// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/smpte.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(65536, '00000000800800080000000000000000');
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
const rules = ["NSS","UL-NSS","ul-label","UL","DOT","QUADBYTE","BYTE","other-NSS","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[46,46]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"ul:","caseless":true,"at":0},{"literal":"l","caseless":true,"at":1},{"literal":":","caseless":true,"at":2},{"literal":"ul","caseless":true,"at":0},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 5119 s.2 (Declaration of structure)",
  "UL-NSS": "RFC 5119 s.2 (Declaration of structure)",
  "ul-label": "RFC 5119 s.2 (Declaration of structure)",
  "UL": "RFC 5119 s.2 (Declaration of structure)",
  "DOT": "RFC 5119 s.2 (Declaration of structure)",
  "QUADBYTE": "RFC 5119 s.2 (Declaration of structure)",
  "BYTE": "RFC 5119 s.2 (Declaration of structure)",
  "other-NSS": "RFC 5119 s.2 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","UL-NSS","ul-label","UL","DOT","QUADBYTE","BYTE","other-NSS"];
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
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L45: {
    var p46;
    L47: {
      var p49;
      var p50;
      look++;
      L52: {
        var p54;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p54 = adv(p + 1); } else { p54 = -1; if (rec) fail(p, 9); }
        if (p54 < 0) { p50 = -1;  break L52; }
        var p55;
        if (p54 < n && (c = s.charCodeAt(p54), (c | 32) === 108)) { p55 = adv(p54 + 1); } else { p55 = -1; if (rec) fail(p54, 10, 1); }
        if (p55 < 0) { p50 = -1;  break L52; }
        var p56;
        if (p55 < n && (c = s.charCodeAt(p55), c === 58)) { p56 = adv(p55 + 1); } else { p56 = -1; if (rec) fail(p55, 11, 2); }
        if (p56 < 0) { p50 = -1;  break L52; }
        p50 = p56;
      }
      look--;
      p49 = p50 >= 0 ? p : -1;
      if (p49 < 0) { p46 = -1;  break L47; }
      var p57;
      p57 = d1(p49);
      if (p57 < 0) { p46 = -1;  break L47; }
      p46 = p57;
    }
    if (p46 >= 0) { out = p46; break L45; }
    var p58;
    L59: {
      var p61;
      var p62;
      look++; nots++;
      L64: {
        var p66;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p66 = adv(p + 1); } else { p66 = -1; if (rec) fail(p, 9); }
        if (p66 < 0) { p62 = -1;  break L64; }
        var p67;
        if (p66 < n && (c = s.charCodeAt(p66), (c | 32) === 108)) { p67 = adv(p66 + 1); } else { p67 = -1; if (rec) fail(p66, 10, 1); }
        if (p67 < 0) { p62 = -1;  break L64; }
        var p68;
        if (p67 < n && (c = s.charCodeAt(p67), c === 58)) { p68 = adv(p67 + 1); } else { p68 = -1; if (rec) fail(p67, 11, 2); }
        if (p68 < 0) { p62 = -1;  break L64; }
        p62 = p68;
      }
      look--; nots--;
      p61 = p62 >= 0 ? -1 : p;
      if (p61 < 0) { p58 = -1;  break L59; }
      var p69;
      p69 = d7(p61);
      if (p69 < 0) { p58 = -1;  break L59; }
      p58 = p69;
    }
    if (p58 >= 0) { out = p58; break L45; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // UL-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L70: {
    var p72;
    p72 = d2(p);
    if (p72 < 0) { out = -1;  break L70; }
    var p73;
    if (p72 < n && (c = s.charCodeAt(p72), c === 58)) { p73 = adv(p72 + 1); } else { p73 = -1; if (rec) fail(p72, 0); }
    if (p73 < 0) { out = -1;  break L70; }
    var p74;
    p74 = d3(p73);
    if (p74 < 0) { out = -1;  break L70; }
    out = p74;
  }
  return done(1, out);
}
function d2(p) { // ul-label
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L75: {
    var p77;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p77 = adv(p + 1); } else { p77 = -1; if (rec) fail(p, 12); }
    if (p77 < 0) { out = -1;  break L75; }
    var p78;
    if (p77 < n && (c = s.charCodeAt(p77), (c | 32) === 108)) { p78 = adv(p77 + 1); } else { p78 = -1; if (rec) fail(p77, 10, 1); }
    if (p78 < 0) { out = -1;  break L75; }
    out = p78;
  }
  return done(2, out);
}
function d3(p) { // UL
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L79: {
    var p81;
    p81 = d5(p);
    if (p81 < 0) { out = -1;  break L79; }
    var p82;
    var q83 = p81, e86 = false;
    while (q83 < n) {
      var p87;
      L88: {
        var p90;
        if (q83 < n && (c = s.charCodeAt(q83), c === 46)) { p90 = adv(q83 + 1); } else { p90 = -1; if (rec) fail(q83, 1); }
        if (p90 < 0) { p87 = -1;  break L88; }
        var p91;
        p91 = d5(p90);
        if (p91 < 0) { p87 = -1;  break L88; }
        p87 = p91;
      }
      if (p87 < 0) break;
      if (p87 === q83) { e86 = true; break; }
      q83 = p87;
    }
    if (rec && q83 >= n && !e86) fail(q83, 1);
    p82 = q83;
    if (p82 < 0) { out = -1;  break L79; }
    out = p82;
  }
  return done(3, out);
}
function d5(p) { // QUADBYTE
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q92 = p, r93 = 0, e95 = false;
  while (q92 < n) {
    var p96;
    p96 = d6(q92);
    if (p96 < 0) break;
    if (p96 === q92) { e95 = true; break; }
    r93++; q92 = p96;
    if (r93 === 4) break;
  }
  if (rec && q92 >= n && !e95 && r93 < 4) fail(q92, 5);
  if (e95 || r93 >= 4) out = q92; else { out = -1;  }
  return done(5, out);
}
function d6(p) { // BYTE
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q97 = p, r98 = 0, e100 = false;
  while (q97 < n) {
    var p101;
    if (q97 < n && (c = s.charCodeAt(q97), c < 128 && T0[c] === 1)) { p101 = adv(q97 + 1); } else { p101 = -1; if (rec) fail(q97, 5); }
    if (p101 < 0) break;
    if (p101 === q97) { e100 = true; break; }
    r98++; q97 = p101;
    if (r98 === 2) break;
  }
  if (rec && q97 >= n && !e100 && r98 < 2) fail(q97, 5);
  if (e100 || r98 >= 2) out = q97; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // other-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q102 = p, r103 = 0, e105 = false;
  while (q102 < n) {
    if ((c = s.charCodeAt(q102), c < 128 && T2[c] === 1)) { var k104z = q102; do q102++; while (q102 < n && (c = s.charCodeAt(q102), T2[c] === 1)); r103 += q102 - k104z; adv(q102); continue; }
    var p106;
    L107: {
      var p108;
      if (q102 < n && (c = s.charCodeAt(q102), c < 128 && T2[c] === 1)) { p108 = adv(q102 + 1); } else { p108 = -1; if (rec) fail(q102, 2); }
      if (p108 >= 0) { p106 = p108; break L107; }
      var p109;
      p109 = d11(q102);
      if (p109 >= 0) { p106 = p109; break L107; }
      p106 = -1;
    }
    if (p106 < 0) break;
    if (p106 === q102) { e105 = true; break; }
    r103++; q102 = p106;
  }
  if (rec && q102 >= n && !e105) fail(q102, 13);
  if (e105 || r103 >= 1) out = q102; else { out = -1;  }
  return done(7, out);
}
function d11(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L110: {
    var p111;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p111 = adv(p + 1); } else { p111 = -1; if (rec) fail(p, 6); }
    if (p111 >= 0) { out = p111; break L110; }
    var p112;
    p112 = d13(p);
    if (p112 >= 0) { out = p112; break L110; }
    out = -1;
  }
  return done(11, out);
}
function d13(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L113: {
    var p115;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p115 = adv(p + 1); } else { p115 = -1; if (rec) fail(p, 14); }
    if (p115 < 0) { out = -1;  break L113; }
    var p116;
    if (p115 < n && (c = s.charCodeAt(p115), c < 128 && T0[c] === 1)) { p116 = adv(p115 + 1); } else { p116 = -1; if (rec) fail(p115, 5); }
    if (p116 < 0) { out = -1;  break L113; }
    var p117;
    if (p116 < n && (c = s.charCodeAt(p116), c < 128 && T0[c] === 1)) { p117 = adv(p116 + 1); } else { p117 = -1; if (rec) fail(p116, 5); }
    if (p117 < 0) { out = -1;  break L113; }
    out = p117;
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
