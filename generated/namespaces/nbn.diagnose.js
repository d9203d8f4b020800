// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/nbn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '0000000000000000efffff70efffff70');
const T1 = table(65536, '000000000000ff30efffff70efffff70');
const T2 = table(65536, '000000002df7fff2ffffff78efffff74');
const T4 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["nbn-nss","prefix","iso-cc","subspc","nbn-string","path-rootless","segment-nz","segment","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "nbn-nss": "RFC 8458 s.4.2",
  "prefix": "RFC 8458 s.4.2",
  "iso-cc": "RFC 8458 s.4.2",
  "subspc": "RFC 8458 s.4.2",
  "nbn-string": "RFC 8458 s.4.2",
  "path-rootless": "RFC 3986 s.3.3",
  "segment-nz": "RFC 3986 s.3.3",
  "segment": "RFC 3986 s.3.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["nbn-nss","prefix","iso-cc","subspc","nbn-string","path-rootless","segment-nz","segment"];
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
function d0(p) { // nbn-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L47: {
    var p49;
    p49 = d1(p);
    if (p49 < 0) { out = -1;  break L47; }
    var p50;
    if (p49 < n && (c = s.charCodeAt(p49), c === 45)) { p50 = adv(p49 + 1); } else { p50 = -1; if (rec) fail(p49, 0); }
    if (p50 < 0) { out = -1;  break L47; }
    var p51;
    p51 = d4(p50);
    if (p51 < 0) { out = -1;  break L47; }
    out = p51;
  }
  return done(0, out);
}
function d1(p) { // prefix
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L52: {
    var p54;
    p54 = d2(p);
    if (p54 < 0) { out = -1;  break L52; }
    var p55;
    var q56 = p54, e59 = false;
    while (q56 < n) {
      var p60;
      L61: {
        var p63;
        if (q56 < n && (c = s.charCodeAt(q56), c === 58)) { p63 = adv(q56 + 1); } else { p63 = -1; if (rec) fail(q56, 1); }
        if (p63 < 0) { p60 = -1;  break L61; }
        var p64;
        p64 = d3(p63);
        if (p64 < 0) { p60 = -1;  break L61; }
        p60 = p64;
      }
      if (p60 < 0) break;
      if (p60 === q56) { e59 = true; break; }
      q56 = p60;
    }
    if (rec && q56 >= n && !e59) fail(q56, 1);
    p55 = q56;
    if (p55 < 0) { out = -1;  break L52; }
    out = p55;
  }
  return done(1, out);
}
function d2(p) { // iso-cc
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q65 = p, r66 = 0, e68 = false;
  while (q65 < n) {
    var p69;
    if (q65 < n && (c = s.charCodeAt(q65), c < 128 && T0[c] === 1)) { p69 = adv(q65 + 1); } else { p69 = -1; if (rec) fail(q65, 4); }
    if (p69 < 0) break;
    if (p69 === q65) { e68 = true; break; }
    r66++; q65 = p69;
    if (r66 === 2) break;
  }
  if (rec && q65 >= n && !e68 && r66 < 2) fail(q65, 4);
  if (e68 || r66 >= 2) out = q65; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // subspc
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q70 = p;
  while (q70 < n && (c = s.charCodeAt(q70), T1[c] === 1)) q70++;
  if (look === 0 && q70 > far) far = q70; if (rec) fail(q70, 2);
  out = q70 - p >= 1 ? q70 : -1;
  return done(3, out);
}
function d4(p) { // nbn-string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  out = d5(p);
  return done(4, out);
}
function d5(p) { // path-rootless
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L72: {
    var p74;
    p74 = d6(p);
    if (p74 < 0) { out = -1;  break L72; }
    var p75;
    var q76 = p74, e79 = false;
    while (q76 < n) {
      var p80;
      L81: {
        var p83;
        if (q76 < n && (c = s.charCodeAt(q76), c === 47)) { p83 = adv(q76 + 1); } else { p83 = -1; if (rec) fail(q76, 3); }
        if (p83 < 0) { p80 = -1;  break L81; }
        var p84;
        p84 = d7(p83);
        if (p84 < 0) { p80 = -1;  break L81; }
        p80 = p84;
      }
      if (p80 < 0) break;
      if (p80 === q76) { e79 = true; break; }
      q76 = p80;
    }
    if (rec && q76 >= n && !e79) fail(q76, 3);
    p75 = q76;
    if (p75 < 0) { out = -1;  break L72; }
    out = p75;
  }
  return done(5, out);
}
function d6(p) { // segment-nz
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q85 = p, r86 = 0, e88 = false;
  while (q85 < n) {
    if ((c = s.charCodeAt(q85), c < 128 && T2[c] === 1)) { var k87z = q85; do q85++; while (q85 < n && (c = s.charCodeAt(q85), T2[c] === 1)); r86 += q85 - k87z; adv(q85, 11); continue; }
    var p89;
    p89 = d11(q85);
    if (p89 < 0) break;
    if (p89 === q85) { e88 = true; break; }
    r86++; q85 = p89;
  }
  if (rec && q85 >= n && !e88) fail(q85, 10);
  if (e88 || r86 >= 1) out = q85; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // segment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q90 = p, e93 = false;
  while (q90 < n) {
    if ((c = s.charCodeAt(q90), c < 128 && T2[c] === 1)) { do q90++; while (q90 < n && (c = s.charCodeAt(q90), T2[c] === 1)); adv(q90, 11); continue; }
    var p94;
    p94 = d11(q90);
    if (p94 < 0) break;
    if (p94 === q90) { e93 = true; break; }
    q90 = p94;
  }
  if (rec && q90 >= n && !e93) fail(q90, 10);
  out = q90;
  return done(7, out);
}
function d11(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L95: {
    var p96;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p96 = adv(p + 1); } else { p96 = -1; if (rec) fail(p, 7); }
    if (p96 >= 0) { out = p96; break L95; }
    var p97;
    p97 = d13(p);
    if (p97 >= 0) { out = p97; break L95; }
    out = -1;
  }
  return done(11, out);
}
function d13(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L98: {
    var p100;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p100 = adv(p + 1); } else { p100 = -1; if (rec) fail(p, 11); }
    if (p100 < 0) { out = -1;  break L98; }
    var p101;
    if (p100 < n && (c = s.charCodeAt(p100), c < 128 && T4[c] === 1)) { p101 = adv(p100 + 1); } else { p101 = -1; if (rec) fail(p100, 6); }
    if (p101 < 0) { out = -1;  break L98; }
    var p102;
    if (p101 < n && (c = s.charCodeAt(p101), c < 128 && T4[c] === 1)) { p102 = adv(p101 + 1); } else { p102 = -1; if (rec) fail(p101, 6); }
    if (p102 < 0) { out = -1;  break L98; }
    out = p102;
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
