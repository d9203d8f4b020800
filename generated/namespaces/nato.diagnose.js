// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/nato.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '0000000029f7ffb2ffffff78efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(128, '0000000029f700821000000800000000');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(128, '000000000000ff300000000000000000');
const rules = ["NSS","Type","Source","segment","non-colon-chars","non-colon-trans","non-colon-other","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,46],[59,59],[61,61],[64,64],[95,95]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,37],[39,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "Type": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "Source": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "segment": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "non-colon-chars": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "non-colon-trans": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "non-colon-other": "RFC 7467 s.2.4 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","Type","Source","segment","non-colon-chars","non-colon-trans","non-colon-other"];
let text = '';
let begin = 0;
let size = 0;
let K = [];
let kn = 0;
let far = 0;
let look = 0;
let nots = 0;
// Two passes: the first finds how far the input matches (rec false: nothing
// recorded); the second records the failures at that offset only (target).
let rec = false;
let target = 0;
let stack = [];
let failures = [];
let lastRule = -1;
let lastEnd = -1;
// Failures are kept from KEEP characters before the furthest one: a failure
// inside a split literal is named after the failures where the literal began.
const KEEP = 0;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L42: {
    var k43 = kn;
    var p44;
    p44 = d1(p);
    if (p44 < 0) { out = -1; kn = k43; break L42; }
    var p45;
    var q46 = p44, r47 = 0, e49 = false, k48 = kn;
    while (q46 < n) {
      var p50;
      L51: {
        var k52 = kn;
        var p53;
        if (q46 < n && (c = s.charCodeAt(q46), c === 58)) { p53 = q46 + 1; if (look === 0 && p53 > far) far = p53; } else { p53 = -1; if (rec) fail(q46, 0); }
        if (p53 < 0) { p50 = -1; kn = k52; break L51; }
        var p54;
        p54 = d2(p53);
        if (p54 < 0) { p50 = -1; kn = k52; break L51; }
        var p55;
        var q56 = p54, r57 = 0, e59 = false, k58 = kn;
        while (q56 < n) {
          var p60;
          L61: {
            var k62 = kn;
            var p63;
            if (q56 < n && (c = s.charCodeAt(q56), c === 58)) { p63 = q56 + 1; if (look === 0 && p63 > far) far = p63; } else { p63 = -1; if (rec) fail(q56, 0); }
            if (p63 < 0) { p60 = -1; kn = k62; break L61; }
            var p64;
            p64 = d3(p63);
            if (p64 < 0) { p60 = -1; kn = k62; break L61; }
            p60 = p64;
          }
          if (p60 < 0) break;
          if (p60 === q56) { e59 = true; break; }
          r57++; q56 = p60;
        }
        if (rec && q56 >= n && !e59) fail(q56, 0);
        if (e59 || r57 >= 0) p55 = q56; else { p55 = -1; kn = k58; }
        if (p55 < 0) { p50 = -1; kn = k52; break L51; }
        p50 = p55;
      }
      if (p50 < 0) break;
      if (p50 === q46) { e49 = true; break; }
      r47++; q46 = p50;
      if (r47 === 1) break;
    }
    if (rec && q46 >= n && !e49 && r47 < 1) fail(q46, 0);
    if (e49 || r47 >= 0) p45 = q46; else { p45 = -1; kn = k48; }
    if (p45 < 0) { out = -1; kn = k43; break L42; }
    out = p45;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // Type
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q65 = p, r66 = 0, e68 = false;
  while (q65 < n) {
    var p69;
    p69 = d4(q65);
    if (p69 < 0) break;
    if (p69 === q65) { e68 = true; break; }
    r66++; q65 = p69;
  }
  if (rec && q65 >= n && !e68) fail(q65, 6);
  if (e68 || r66 >= 1) out = q65; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // Source
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q70 = p, r71 = 0, e73 = false;
  while (q70 < n) {
    var p74;
    p74 = d4(q70);
    if (p74 < 0) break;
    if (p74 === q70) { e73 = true; break; }
    r71++; q70 = p74;
  }
  if (rec && q70 >= n && !e73) fail(q70, 6);
  if (e73 || r71 >= 1) out = q70; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // segment
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  var q75 = p, r76 = 0, e78 = false;
  while (q75 < n) {
    var p79;
    p79 = d4(q75);
    if (p79 < 0) break;
    if (p79 === q75) { e78 = true; break; }
    r76++; q75 = p79;
  }
  if (rec && q75 >= n && !e78) fail(q75, 6);
  if (e78 || r76 >= 1) out = q75; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // non-colon-chars
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  L80: {
    var p81;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p81 = p + 1; if (look === 0 && p81 > far) far = p81; } else { p81 = -1; if (rec) fail(p, 1); }
    if (p81 >= 0) { out = p81; break L80; }
    var p82;
    L83: {
      var p85;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p85 = p + 1; if (look === 0 && p85 > far) far = p85; } else { p85 = -1; if (rec) fail(p, 7); }
      if (p85 < 0) { p82 = -1;  break L83; }
      var p86;
      if (p85 < n && (c = s.charCodeAt(p85), c < 128 && T1[c] === 1)) { p86 = p85 + 1; if (look === 0 && p86 > far) far = p86; } else { p86 = -1; if (rec) fail(p85, 5); }
      if (p86 < 0) { p82 = -1;  break L83; }
      var p87;
      if (p86 < n && (c = s.charCodeAt(p86), c < 128 && T1[c] === 1)) { p87 = p86 + 1; if (look === 0 && p87 > far) far = p87; } else { p87 = -1; if (rec) fail(p86, 5); }
      if (p87 < 0) { p82 = -1;  break L83; }
      p82 = p87;
    }
    if (p82 >= 0) { out = p82; break L80; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // non-colon-trans
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // non-colon-other
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
/** One pass: how far `input` matches the grammar (apg-js's maxMatched), and where the match ended. */
function run(input, from, to, recording) {
  text = input;
  begin = from;
  size = to;
  K = [];
  kn = 0;
  far = from;
  look = 0;
  nots = 0;
  rec = recording;
  stack = [];
  failures = [];
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
* Re-runs a failed match, recording what apg-js calls maxMatched (`offset`)
* and every terminal that failed there, with the stack of rules it was tried in
* and the rule that had just matched up to that offset (`after`, or -1).
*/
function diagnose(input, from = 0, to = input.length) {
  const located = locate(input, from, to);
  target = located.offset;
  run(input, from, to, true);
  const kept = failures;
  failures = [];
  stack = [];
  return { ...located, failures: kept };
}
module.exports = { locate, diagnose, rules, terminals, sections, ownRules };
