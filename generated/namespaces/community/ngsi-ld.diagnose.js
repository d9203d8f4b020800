// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/community/ngsi-ld.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["ngsi-ld-nss","EntityTypeName","EntityIdentificationString","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[47,47]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "ngsi-ld-nss": "ETSI GS CIM 009 Annex A.3 (NGSI-LD namespace)",
  "EntityTypeName": "ETSI GS CIM 009 Annex A.3 (NGSI-LD namespace)",
  "EntityIdentificationString": "ETSI GS CIM 009 Annex A.3 (NGSI-LD namespace)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["ngsi-ld-nss","EntityTypeName","EntityIdentificationString"];
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
function d0(p) { // ngsi-ld-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L25: {
    var p27;
    p27 = d1(p);
    if (p27 < 0) { out = -1;  break L25; }
    var p28;
    if (p27 < n && (c = s.charCodeAt(p27), c === 58)) { p28 = adv(p27 + 1); } else { p28 = -1; if (rec) fail(p27, 0); }
    if (p28 < 0) { out = -1;  break L25; }
    var p29;
    p29 = d2(p28);
    if (p29 < 0) { out = -1;  break L25; }
    out = p29;
  }
  return done(0, out);
}
function d1(p) { // EntityTypeName
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q30 = p, r31 = 0, e33 = false;
  while (q30 < n) {
    if ((c = s.charCodeAt(q30), c < 128 && T0[c] === 1)) { var k32z = q30; do q30++; while (q30 < n && (c = s.charCodeAt(q30), T0[c] === 1)); r31 += q30 - k32z; adv(q30); continue; }
    var p34;
    L35: {
      var p36;
      if (q30 < n && (c = s.charCodeAt(q30), c < 128 && T0[c] === 1)) { p36 = adv(q30 + 1); } else { p36 = -1; if (rec) fail(q30, 1); }
      if (p36 >= 0) { p34 = p36; break L35; }
      var p37;
      p37 = d8(q30);
      if (p37 >= 0) { p34 = p37; break L35; }
      p34 = -1;
    }
    if (p34 < 0) break;
    if (p34 === q30) { e33 = true; break; }
    r31++; q30 = p34;
  }
  if (rec && q30 >= n && !e33) fail(q30, 9);
  if (e33 || r31 >= 1) out = q30; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // EntityIdentificationString
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q38 = p, r39 = 0, e41 = false;
  while (q38 < n) {
    if ((c = s.charCodeAt(q38), c < 128 && T5[c] === 1)) { var k40z = q38; do q38++; while (q38 < n && (c = s.charCodeAt(q38), T5[c] === 1)); r39 += q38 - k40z; adv(q38, 6); continue; }
    var p42;
    L43: {
      var p44;
      p44 = d6(q38);
      if (p44 >= 0) { p42 = p44; break L43; }
      var p45;
      if (q38 < n && (c = s.charCodeAt(q38), c === 47)) { p45 = adv(q38 + 1); } else { p45 = -1; if (rec) fail(q38, 2); }
      if (p45 >= 0) { p42 = p45; break L43; }
      p42 = -1;
    }
    if (p42 < 0) break;
    if (p42 === q38) { e41 = true; break; }
    r39++; q38 = p42;
  }
  if (rec && q38 >= n && !e41) fail(q38, 10);
  if (e41 || r39 >= 1) out = q38; else { out = -1;  }
  return done(2, out);
}
function d6(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L46: {
    var p47;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p47 = adv(p + 1); } else { p47 = -1; if (rec) fail(p, 6); }
    if (p47 >= 0) { out = p47; break L46; }
    var p48;
    p48 = d8(p);
    if (p48 >= 0) { out = p48; break L46; }
    out = -1;
  }
  return done(6, out);
}
function d8(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L49: {
    var p51;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p51 = adv(p + 1); } else { p51 = -1; if (rec) fail(p, 11); }
    if (p51 < 0) { out = -1;  break L49; }
    var p52;
    if (p51 < n && (c = s.charCodeAt(p51), c < 128 && T1[c] === 1)) { p52 = adv(p51 + 1); } else { p52 = -1; if (rec) fail(p51, 5); }
    if (p52 < 0) { out = -1;  break L49; }
    var p53;
    if (p52 < n && (c = s.charCodeAt(p52), c < 128 && T1[c] === 1)) { p53 = adv(p52 + 1); } else { p53 = -1; if (rec) fail(p52, 5); }
    if (p53 < 0) { out = -1;  break L49; }
    out = p53;
  }
  return done(8, out);
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
