// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/c2pa.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30e7000000e7000000');
const T1 = table(128, '000000002dffffb2ffffff70efffff74');
const T2 = table(65536, '000000000000ff300000000000000000');
const rules = ["c2pa-nss","UUID","hexOctet","claim-generator","generator-char","version-reason","version","reason","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[97,122],[126,126]]},{"set":[[86,86],[118,118]]},{"set":[[95,95]]},{"set":[[48,57]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[45,45]]},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "c2pa-nss": "IANA urn-formal/c2pa (Syntax)",
  "UUID": "IANA urn-formal/c2pa (Syntax)",
  "hexOctet": "IANA urn-formal/c2pa (Syntax)",
  "claim-generator": "IANA urn-formal/c2pa (Syntax)",
  "generator-char": "IANA urn-formal/c2pa (Syntax)",
  "version-reason": "IANA urn-formal/c2pa (Syntax)",
  "version": "IANA urn-formal/c2pa (Syntax)",
  "reason": "IANA urn-formal/c2pa (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["c2pa-nss","UUID","hexOctet","claim-generator","generator-char","version-reason","version","reason"];
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
function d0(p) { // c2pa-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L42: {
    var p44;
    p44 = d1(p);
    if (p44 < 0) { out = -1;  break L42; }
    var p45;
    var q46 = p44, r47 = 0, e49 = false;
    while (q46 < n) {
      var p50;
      L51: {
        var p53;
        if (q46 < n && (c = s.charCodeAt(q46), c === 58)) { p53 = adv(q46 + 1); } else { p53 = -1; if (rec) fail(q46, 0); }
        if (p53 < 0) { p50 = -1;  break L51; }
        var p54;
        p54 = d3(p53);
        if (p54 < 0) { p50 = -1;  break L51; }
        var p55;
        var q56 = p54, r57 = 0, e59 = false;
        while (q56 < n) {
          var p60;
          L61: {
            var p63;
            if (q56 < n && (c = s.charCodeAt(q56), c === 58)) { p63 = adv(q56 + 1); } else { p63 = -1; if (rec) fail(q56, 0); }
            if (p63 < 0) { p60 = -1;  break L61; }
            var p64;
            p64 = d5(p63);
            if (p64 < 0) { p60 = -1;  break L61; }
            p60 = p64;
          }
          if (p60 < 0) break;
          if (p60 === q56) { e59 = true; break; }
          r57++; q56 = p60;
          if (r57 === 1) break;
        }
        if (rec && q56 >= n && !e59 && r57 < 1) fail(q56, 0);
        p55 = q56;
        if (p55 < 0) { p50 = -1;  break L51; }
        p50 = p55;
      }
      if (p50 < 0) break;
      if (p50 === q46) { e49 = true; break; }
      r47++; q46 = p50;
      if (r47 === 1) break;
    }
    if (rec && q46 >= n && !e49 && r47 < 1) fail(q46, 0);
    p45 = q46;
    if (p45 < 0) { out = -1;  break L42; }
    out = p45;
  }
  return done(0, out);
}
function d1(p) { // UUID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L65: {
    var p67;
    var q68 = p, r69 = 0, e71 = false;
    while (q68 < n) {
      var p72;
      p72 = d2(q68);
      if (p72 < 0) break;
      if (p72 === q68) { e71 = true; break; }
      r69++; q68 = p72;
      if (r69 === 4) break;
    }
    if (rec && q68 >= n && !e71 && r69 < 4) fail(q68, 6);
    if (e71 || r69 >= 4) p67 = q68; else { p67 = -1;  }
    if (p67 < 0) { out = -1;  break L65; }
    var p73;
    if (p67 < n && (c = s.charCodeAt(p67), c === 45)) { p73 = adv(p67 + 1); } else { p73 = -1; if (rec) fail(p67, 8); }
    if (p73 < 0) { out = -1;  break L65; }
    var p74;
    var q75 = p73, r76 = 0, e78 = false;
    while (q75 < n) {
      var p79;
      p79 = d2(q75);
      if (p79 < 0) break;
      if (p79 === q75) { e78 = true; break; }
      r76++; q75 = p79;
      if (r76 === 2) break;
    }
    if (rec && q75 >= n && !e78 && r76 < 2) fail(q75, 6);
    if (e78 || r76 >= 2) p74 = q75; else { p74 = -1;  }
    if (p74 < 0) { out = -1;  break L65; }
    var p80;
    if (p74 < n && (c = s.charCodeAt(p74), c === 45)) { p80 = adv(p74 + 1); } else { p80 = -1; if (rec) fail(p74, 8); }
    if (p80 < 0) { out = -1;  break L65; }
    var p81;
    var q82 = p80, r83 = 0, e85 = false;
    while (q82 < n) {
      var p86;
      p86 = d2(q82);
      if (p86 < 0) break;
      if (p86 === q82) { e85 = true; break; }
      r83++; q82 = p86;
      if (r83 === 2) break;
    }
    if (rec && q82 >= n && !e85 && r83 < 2) fail(q82, 6);
    if (e85 || r83 >= 2) p81 = q82; else { p81 = -1;  }
    if (p81 < 0) { out = -1;  break L65; }
    var p87;
    if (p81 < n && (c = s.charCodeAt(p81), c === 45)) { p87 = adv(p81 + 1); } else { p87 = -1; if (rec) fail(p81, 8); }
    if (p87 < 0) { out = -1;  break L65; }
    var p88;
    var q89 = p87, r90 = 0, e92 = false;
    while (q89 < n) {
      var p93;
      p93 = d2(q89);
      if (p93 < 0) break;
      if (p93 === q89) { e92 = true; break; }
      r90++; q89 = p93;
      if (r90 === 2) break;
    }
    if (rec && q89 >= n && !e92 && r90 < 2) fail(q89, 6);
    if (e92 || r90 >= 2) p88 = q89; else { p88 = -1;  }
    if (p88 < 0) { out = -1;  break L65; }
    var p94;
    if (p88 < n && (c = s.charCodeAt(p88), c === 45)) { p94 = adv(p88 + 1); } else { p94 = -1; if (rec) fail(p88, 8); }
    if (p94 < 0) { out = -1;  break L65; }
    var p95;
    var q96 = p94, r97 = 0, e99 = false;
    while (q96 < n) {
      var p100;
      p100 = d2(q96);
      if (p100 < 0) break;
      if (p100 === q96) { e99 = true; break; }
      r97++; q96 = p100;
      if (r97 === 6) break;
    }
    if (rec && q96 >= n && !e99 && r97 < 6) fail(q96, 6);
    if (e99 || r97 >= 6) p95 = q96; else { p95 = -1;  }
    if (p95 < 0) { out = -1;  break L65; }
    out = p95;
  }
  return done(1, out);
}
function d2(p) { // hexOctet
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L101: {
    var p103;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p103 = adv(p + 1); } else { p103 = -1; if (rec) fail(p, 6); }
    if (p103 < 0) { out = -1;  break L101; }
    var p104;
    if (p103 < n && (c = s.charCodeAt(p103), c < 128 && T0[c] === 1)) { p104 = adv(p103 + 1); } else { p104 = -1; if (rec) fail(p103, 6); }
    if (p104 < 0) { out = -1;  break L101; }
    out = p104;
  }
  return done(2, out);
}
function d3(p) { // claim-generator
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q105 = p, r106 = 0, e108 = false;
  while (q105 < n) {
    var p109;
    p109 = d4(q105);
    if (p109 < 0) break;
    if (p109 === q105) { e108 = true; break; }
    r106++; q105 = p109;
    if (r106 === 32) break;
  }
  if (rec && q105 >= n && !e108 && r106 < 32) fail(q105, 9);
  out = q105;
  return done(3, out);
}
function d4(p) { // generator-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L110: {
    var p111;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p111 = adv(p + 1); } else { p111 = -1; if (rec) fail(p, 1); }
    if (p111 >= 0) { out = p111; break L110; }
    var p112;
    p112 = d13(p);
    if (p112 >= 0) { out = p112; break L110; }
    out = -1;
  }
  return done(4, out);
}
function d5(p) { // version-reason
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L113: {
    var p115;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p115 = adv(p + 1); } else { p115 = -1; if (rec) fail(p, 2); }
    if (p115 < 0) { out = -1;  break L113; }
    var p116;
    p116 = d6(p115);
    if (p116 < 0) { out = -1;  break L113; }
    var p117;
    if (p116 < n && (c = s.charCodeAt(p116), c === 95)) { p117 = adv(p116 + 1); } else { p117 = -1; if (rec) fail(p116, 3); }
    if (p117 < 0) { out = -1;  break L113; }
    var p118;
    p118 = d7(p117);
    if (p118 < 0) { out = -1;  break L113; }
    out = p118;
  }
  return done(5, out);
}
function d6(p) { // version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q119 = p;
  while (q119 < n && (c = s.charCodeAt(q119), T2[c] === 1)) q119++;
  if (look === 0 && q119 > far) far = q119; if (rec) fail(q119, 4);
  out = q119 - p >= 1 ? q119 : -1;
  return done(6, out);
}
function d7(p) { // reason
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q121 = p;
  while (q121 < n && (c = s.charCodeAt(q121), T2[c] === 1)) q121++;
  if (look === 0 && q121 > far) far = q121; if (rec) fail(q121, 4);
  out = q121 - p >= 1 ? q121 : -1;
  return done(7, out);
}
function d13(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L123: {
    var p125;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p125 = adv(p + 1); } else { p125 = -1; if (rec) fail(p, 10); }
    if (p125 < 0) { out = -1;  break L123; }
    var p126;
    if (p125 < n && (c = s.charCodeAt(p125), c < 128 && T0[c] === 1)) { p126 = adv(p125 + 1); } else { p126 = -1; if (rec) fail(p125, 6); }
    if (p126 < 0) { out = -1;  break L123; }
    var p127;
    if (p126 < n && (c = s.charCodeAt(p126), c < 128 && T0[c] === 1)) { p127 = adv(p126 + 1); } else { p127 = -1; if (rec) fail(p126, 6); }
    if (p127 < 0) { out = -1;  break L123; }
    out = p127;
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
