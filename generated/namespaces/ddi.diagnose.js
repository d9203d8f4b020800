// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/ddi.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T2 = table(65536, '000000002df7ffb2ffffff78efffff74');
const rules = ["ddi-irdi","agency-identifier","top-level-domain","ddi-authority-id","ddi-sub-authority-id","dns-label","let-dig","let-dig-hyp","resource-identifier","version-identifier","restricted-string","separator","sub-separator","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[46,46]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[33,33],[36,36],[38,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]}];
const sections = {
  "ddi-irdi": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "agency-identifier": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "top-level-domain": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "ddi-authority-id": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "ddi-sub-authority-id": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "dns-label": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "let-dig": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "let-dig-hyp": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "resource-identifier": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "version-identifier": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "restricted-string": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "separator": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "sub-separator": "RFC 9517 s.3.1.2 (ABNF Grammar)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["ddi-irdi","agency-identifier","top-level-domain","ddi-authority-id","ddi-sub-authority-id","dns-label","let-dig","let-dig-hyp","resource-identifier","version-identifier","restricted-string","separator","sub-separator"];
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
function d0(p) { // ddi-irdi
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L66: {
    var p68;
    p68 = d1(p);
    if (p68 < 0) { out = -1;  break L66; }
    var p69;
    if (p68 < n && (c = s.charCodeAt(p68), c === 58)) { p69 = adv(p68 + 1); } else { p69 = -1; if (rec) fail(p68, 0); }
    if (p69 < 0) { out = -1;  break L66; }
    var p70;
    p70 = d8(p69);
    if (p70 < 0) { out = -1;  break L66; }
    var p71;
    if (p70 < n && (c = s.charCodeAt(p70), c === 58)) { p71 = adv(p70 + 1); } else { p71 = -1; if (rec) fail(p70, 0); }
    if (p71 < 0) { out = -1;  break L66; }
    var p72;
    p72 = d9(p71);
    if (p72 < 0) { out = -1;  break L66; }
    out = p72;
  }
  return done(0, out);
}
function d1(p) { // agency-identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L73: {
    var p75;
    p75 = d2(p);
    if (p75 < 0) { out = -1;  break L73; }
    var p76;
    if (p75 < n && (c = s.charCodeAt(p75), c === 46)) { p76 = adv(p75 + 1); } else { p76 = -1; if (rec) fail(p75, 1); }
    if (p76 < 0) { out = -1;  break L73; }
    var p77;
    p77 = d3(p76);
    if (p77 < 0) { out = -1;  break L73; }
    var p78;
    var q79 = p77, e82 = false;
    while (q79 < n) {
      var p83;
      L84: {
        var p86;
        if (q79 < n && (c = s.charCodeAt(q79), c === 46)) { p86 = adv(q79 + 1); } else { p86 = -1; if (rec) fail(q79, 1); }
        if (p86 < 0) { p83 = -1;  break L84; }
        var p87;
        p87 = d4(p86);
        if (p87 < 0) { p83 = -1;  break L84; }
        p83 = p87;
      }
      if (p83 < 0) break;
      if (p83 === q79) { e82 = true; break; }
      q79 = p83;
    }
    if (rec && q79 >= n && !e82) fail(q79, 1);
    p78 = q79;
    if (p78 < 0) { out = -1;  break L73; }
    out = p78;
  }
  return done(1, out);
}
function d2(p) { // top-level-domain
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  out = d5(p);
  return done(2, out);
}
function d3(p) { // ddi-authority-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  out = d5(p);
  return done(3, out);
}
function d4(p) { // ddi-sub-authority-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  out = d5(p);
  return done(4, out);
}
function d5(p) { // dns-label
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L88: {
    var p90;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p90 = adv(p + 1); } else { p90 = -1; if (rec) fail(p, 2); }
    if (p90 < 0) { out = -1;  break L88; }
    var p91;
    var q92 = p90, r93 = 0, e95 = false;
    while (q92 < n) {
      var p96;
      L97: {
        var p99;
        var q100 = q92, r101 = 0, e103 = false;
        while (q100 < n) {
          var p104;
          L105: {
            var p107;
            if (q100 < n && (c = s.charCodeAt(q100), c < 128 && T1[c] === 1)) { p107 = adv(q100 + 1); } else { p107 = -1; if (rec) fail(q100, 3); }
            if (p107 < 0) { p104 = -1;  break L105; }
            var p108;
            var p109;
            look++;
            if (p107 < n && (c = s.charCodeAt(p107), c < 128 && T1[c] === 1)) { p109 = adv(p107 + 1); } else { p109 = -1; if (rec) fail(p107, 3); }
            look--;
            p108 = p109 >= 0 ? p107 : -1;
            if (p108 < 0) { p104 = -1;  break L105; }
            p104 = p108;
          }
          if (p104 < 0) break;
          if (p104 === q100) { e103 = true; break; }
          r101++; q100 = p104;
          if (r101 === 61) break;
        }
        if (rec && q100 >= n && !e103 && r101 < 61) fail(q100, 3);
        p99 = q100;
        if (p99 < 0) { p96 = -1;  break L97; }
        var p111;
        if (p99 < n && (c = s.charCodeAt(p99), c < 128 && T0[c] === 1)) { p111 = adv(p99 + 1); } else { p111 = -1; if (rec) fail(p99, 2); }
        if (p111 < 0) { p96 = -1;  break L97; }
        p96 = p111;
      }
      if (p96 < 0) break;
      if (p96 === q92) { e95 = true; break; }
      r93++; q92 = p96;
      if (r93 === 1) break;
    }
    if (rec && q92 >= n && !e95 && r93 < 1) fail(q92, 3);
    p91 = q92;
    if (p91 < 0) { out = -1;  break L88; }
    out = p91;
  }
  return done(5, out);
}
function d8(p) { // resource-identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L112: {
    var p114;
    p114 = d10(p);
    if (p114 < 0) { out = -1;  break L112; }
    var p115;
    var q116 = p114, e119 = false;
    while (q116 < n) {
      var p120;
      L121: {
        var p123;
        if (q116 < n && (c = s.charCodeAt(q116), c === 47)) { p123 = adv(q116 + 1); } else { p123 = -1; if (rec) fail(q116, 4); }
        if (p123 < 0) { p120 = -1;  break L121; }
        var p124;
        p124 = d10(p123);
        if (p124 < 0) { p120 = -1;  break L121; }
        p120 = p124;
      }
      if (p120 < 0) break;
      if (p120 === q116) { e119 = true; break; }
      q116 = p120;
    }
    if (rec && q116 >= n && !e119) fail(q116, 4);
    p115 = q116;
    if (p115 < 0) { out = -1;  break L112; }
    out = p115;
  }
  return done(8, out);
}
function d9(p) { // version-identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L125: {
    var p127;
    p127 = d10(p);
    if (p127 < 0) { out = -1;  break L125; }
    var p128;
    var q129 = p127, e132 = false;
    while (q129 < n) {
      var p133;
      L134: {
        var p136;
        if (q129 < n && (c = s.charCodeAt(q129), c === 47)) { p136 = adv(q129 + 1); } else { p136 = -1; if (rec) fail(q129, 4); }
        if (p136 < 0) { p133 = -1;  break L134; }
        var p137;
        p137 = d10(p136);
        if (p137 < 0) { p133 = -1;  break L134; }
        p133 = p137;
      }
      if (p133 < 0) break;
      if (p133 === q129) { e132 = true; break; }
      q129 = p133;
    }
    if (rec && q129 >= n && !e132) fail(q129, 4);
    p128 = q129;
    if (p128 < 0) { out = -1;  break L125; }
    out = p128;
  }
  return done(9, out);
}
function d10(p) { // restricted-string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q138 = p;
  while (q138 < n && (c = s.charCodeAt(q138), T2[c] === 1)) q138++;
  if (look === 0 && q138 > far) far = q138; if (rec) fail(q138, 5);
  out = q138 - p >= 1 ? q138 : -1;
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
