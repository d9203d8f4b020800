// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/cdx.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T1 = table(128, '000000000000ef300000000000000000');
const T2 = table(65536, '000000000000ff300000000000000000');
const rules = ["NSS","bom-serial-number","bom-version","UUID","hexOctet","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[47,47]]},{"set":[[49,57]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,45]]}];
const sections = {
  "NSS": "IANA urn-formal/cdx (Syntax)",
  "bom-serial-number": "IANA urn-formal/cdx (Syntax)",
  "bom-version": "IANA urn-formal/cdx (Syntax)",
  "UUID": "RFC 9562 s.4",
  "hexOctet": "RFC 9562 s.4",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","bom-serial-number","bom-version","UUID","hexOctet"];
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
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L12: {
    var p14;
    p14 = d1(p);
    if (p14 < 0) { out = -1;  break L12; }
    var p15;
    if (p14 < n && (c = s.charCodeAt(p14), c === 47)) { p15 = adv(p14 + 1); } else { p15 = -1; if (rec) fail(p14, 0); }
    if (p15 < 0) { out = -1;  break L12; }
    var p16;
    p16 = d2(p15);
    if (p16 < 0) { out = -1;  break L12; }
    out = p16;
  }
  return done(0, out);
}
function d1(p) { // bom-serial-number
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  out = d3(p);
  return done(1, out);
}
function d2(p) { // bom-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L17: {
    var p19;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p19 = adv(p + 1); } else { p19 = -1; if (rec) fail(p, 1); }
    if (p19 < 0) { out = -1;  break L17; }
    var p20;
    var q21 = p19;
    while (q21 < n && (c = s.charCodeAt(q21), T2[c] === 1)) q21++;
    if (look === 0 && q21 > far) far = q21; if (rec) fail(q21, 2);
    p20 = q21;
    if (p20 < 0) { out = -1;  break L17; }
    out = p20;
  }
  return done(2, out);
}
function d3(p) { // UUID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L23: {
    var p25;
    var q26 = p, r27 = 0, e29 = false;
    while (q26 < n) {
      var p30;
      p30 = d4(q26);
      if (p30 < 0) break;
      if (p30 === q26) { e29 = true; break; }
      r27++; q26 = p30;
      if (r27 === 4) break;
    }
    if (rec && q26 >= n && !e29 && r27 < 4) fail(q26, 3);
    if (e29 || r27 >= 4) p25 = q26; else { p25 = -1;  }
    if (p25 < 0) { out = -1;  break L23; }
    var p31;
    if (p25 < n && (c = s.charCodeAt(p25), c === 45)) { p31 = adv(p25 + 1); } else { p31 = -1; if (rec) fail(p25, 4); }
    if (p31 < 0) { out = -1;  break L23; }
    var p32;
    var q33 = p31, r34 = 0, e36 = false;
    while (q33 < n) {
      var p37;
      p37 = d4(q33);
      if (p37 < 0) break;
      if (p37 === q33) { e36 = true; break; }
      r34++; q33 = p37;
      if (r34 === 2) break;
    }
    if (rec && q33 >= n && !e36 && r34 < 2) fail(q33, 3);
    if (e36 || r34 >= 2) p32 = q33; else { p32 = -1;  }
    if (p32 < 0) { out = -1;  break L23; }
    var p38;
    if (p32 < n && (c = s.charCodeAt(p32), c === 45)) { p38 = adv(p32 + 1); } else { p38 = -1; if (rec) fail(p32, 4); }
    if (p38 < 0) { out = -1;  break L23; }
    var p39;
    var q40 = p38, r41 = 0, e43 = false;
    while (q40 < n) {
      var p44;
      p44 = d4(q40);
      if (p44 < 0) break;
      if (p44 === q40) { e43 = true; break; }
      r41++; q40 = p44;
      if (r41 === 2) break;
    }
    if (rec && q40 >= n && !e43 && r41 < 2) fail(q40, 3);
    if (e43 || r41 >= 2) p39 = q40; else { p39 = -1;  }
    if (p39 < 0) { out = -1;  break L23; }
    var p45;
    if (p39 < n && (c = s.charCodeAt(p39), c === 45)) { p45 = adv(p39 + 1); } else { p45 = -1; if (rec) fail(p39, 4); }
    if (p45 < 0) { out = -1;  break L23; }
    var p46;
    var q47 = p45, r48 = 0, e50 = false;
    while (q47 < n) {
      var p51;
      p51 = d4(q47);
      if (p51 < 0) break;
      if (p51 === q47) { e50 = true; break; }
      r48++; q47 = p51;
      if (r48 === 2) break;
    }
    if (rec && q47 >= n && !e50 && r48 < 2) fail(q47, 3);
    if (e50 || r48 >= 2) p46 = q47; else { p46 = -1;  }
    if (p46 < 0) { out = -1;  break L23; }
    var p52;
    if (p46 < n && (c = s.charCodeAt(p46), c === 45)) { p52 = adv(p46 + 1); } else { p52 = -1; if (rec) fail(p46, 4); }
    if (p52 < 0) { out = -1;  break L23; }
    var p53;
    var q54 = p52, r55 = 0, e57 = false;
    while (q54 < n) {
      var p58;
      p58 = d4(q54);
      if (p58 < 0) break;
      if (p58 === q54) { e57 = true; break; }
      r55++; q54 = p58;
      if (r55 === 6) break;
    }
    if (rec && q54 >= n && !e57 && r55 < 6) fail(q54, 3);
    if (e57 || r55 >= 6) p53 = q54; else { p53 = -1;  }
    if (p53 < 0) { out = -1;  break L23; }
    out = p53;
  }
  return done(3, out);
}
function d4(p) { // hexOctet
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L59: {
    var p61;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p61 = adv(p + 1); } else { p61 = -1; if (rec) fail(p, 3); }
    if (p61 < 0) { out = -1;  break L59; }
    var p62;
    if (p61 < n && (c = s.charCodeAt(p61), c < 128 && T0[c] === 1)) { p62 = adv(p61 + 1); } else { p62 = -1; if (rec) fail(p61, 3); }
    if (p62 < 0) { out = -1;  break L59; }
    out = p62;
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
