// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/wmo.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffff32ffffff78efffff74');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["wmo-nss","resource-type","centre-id","local-id","wmo-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,57],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,58],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "wmo-nss": "IANA urn-formal/wmo (Syntax)",
  "resource-type": "IANA urn-formal/wmo (Syntax)",
  "centre-id": "IANA urn-formal/wmo (Syntax)",
  "local-id": "IANA urn-formal/wmo (Syntax)",
  "wmo-char": "IANA urn-formal/wmo (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["wmo-nss","resource-type","centre-id","local-id","wmo-char"];
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
function d0(p) { // wmo-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L29: {
    var p31;
    p31 = d1(p);
    if (p31 < 0) { out = -1;  break L29; }
    var p32;
    if (p31 < n && (c = s.charCodeAt(p31), c === 58)) { p32 = adv(p31 + 1); } else { p32 = -1; if (rec) fail(p31, 0); }
    if (p32 < 0) { out = -1;  break L29; }
    var p33;
    p33 = d2(p32);
    if (p33 < 0) { out = -1;  break L29; }
    var p34;
    if (p33 < n && (c = s.charCodeAt(p33), c === 58)) { p34 = adv(p33 + 1); } else { p34 = -1; if (rec) fail(p33, 0); }
    if (p34 < 0) { out = -1;  break L29; }
    var p35;
    p35 = d3(p34);
    if (p35 < 0) { out = -1;  break L29; }
    out = p35;
  }
  return done(0, out);
}
function d1(p) { // resource-type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q36 = p, r37 = 0, e39 = false;
  while (q36 < n) {
    if ((c = s.charCodeAt(q36), c < 128 && T0[c] === 1)) { var k38z = q36; do q36++; while (q36 < n && (c = s.charCodeAt(q36), T0[c] === 1)); r37 += q36 - k38z; adv(q36, 4); continue; }
    var p40;
    p40 = d4(q36);
    if (p40 < 0) break;
    if (p40 === q36) { e39 = true; break; }
    r37++; q36 = p40;
  }
  if (rec && q36 >= n && !e39) fail(q36, 6);
  if (e39 || r37 >= 1) out = q36; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // centre-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q41 = p, r42 = 0, e44 = false;
  while (q41 < n) {
    if ((c = s.charCodeAt(q41), c < 128 && T0[c] === 1)) { var k43z = q41; do q41++; while (q41 < n && (c = s.charCodeAt(q41), T0[c] === 1)); r42 += q41 - k43z; adv(q41, 4); continue; }
    var p45;
    p45 = d4(q41);
    if (p45 < 0) break;
    if (p45 === q41) { e44 = true; break; }
    r42++; q41 = p45;
  }
  if (rec && q41 >= n && !e44) fail(q41, 6);
  if (e44 || r42 >= 1) out = q41; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // local-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q46 = p, r47 = 0, e49 = false;
  while (q46 < n) {
    if ((c = s.charCodeAt(q46), c < 128 && T0[c] === 1)) { var k48z = q46; do q46++; while (q46 < n && (c = s.charCodeAt(q46), T0[c] === 1)); r47 += q46 - k48z; adv(q46, 4); continue; }
    var p50;
    L51: {
      var p52;
      p52 = d4(q46);
      if (p52 >= 0) { p50 = p52; break L51; }
      var p53;
      if (q46 < n && (c = s.charCodeAt(q46), c === 58)) { p53 = adv(q46 + 1); } else { p53 = -1; if (rec) fail(q46, 0); }
      if (p53 >= 0) { p50 = p53; break L51; }
      p50 = -1;
    }
    if (p50 < 0) break;
    if (p50 === q46) { e49 = true; break; }
    r47++; q46 = p50;
  }
  if (rec && q46 >= n && !e49) fail(q46, 7);
  if (e49 || r47 >= 1) out = q46; else { out = -1;  }
  return done(3, out);
}
function d4(p) { // wmo-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L54: {
    var p55;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p55 = adv(p + 1); } else { p55 = -1; if (rec) fail(p, 1); }
    if (p55 >= 0) { out = p55; break L54; }
    var p56;
    p56 = d10(p);
    if (p56 >= 0) { out = p56; break L54; }
    out = -1;
  }
  return done(4, out);
}
function d10(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L57: {
    var p59;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p59 = adv(p + 1); } else { p59 = -1; if (rec) fail(p, 8); }
    if (p59 < 0) { out = -1;  break L57; }
    var p60;
    if (p59 < n && (c = s.charCodeAt(p59), c < 128 && T2[c] === 1)) { p60 = adv(p59 + 1); } else { p60 = -1; if (rec) fail(p59, 4); }
    if (p60 < 0) { out = -1;  break L57; }
    var p61;
    if (p60 < n && (c = s.charCodeAt(p60), c < 128 && T2[c] === 1)) { p61 = adv(p60 + 1); } else { p61 = -1; if (rec) fail(p60, 4); }
    if (p61 < 0) { out = -1;  break L57; }
    out = p61;
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
