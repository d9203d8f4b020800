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
const T2 = table(128, '0000000000000000efffff70efffff70');
const T3 = table(128, '000000000000ff300000000000000000');
const T4 = table(128, '000000000006ff30efffff78efffff74');
const T5 = table(128, '000000002df100820000000000000000');
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
const KEEP = 6;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // xmlorg-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L54: {
    var k55 = kn;
    var p56;
    L57: {
      var p59;
      if (p < n && (c = s.charCodeAt(p), c === 111)) { p59 = p + 1; if (look === 0 && p59 > far) far = p59; } else { p59 = -1; if (rec) fail(p, 7); }
      if (p59 < 0) { p56 = -1;  break L57; }
      var p60;
      if (p59 < n && (c = s.charCodeAt(p59), c === 98)) { p60 = p59 + 1; if (look === 0 && p60 > far) far = p60; } else { p60 = -1; if (rec) fail(p59, 8, 1); }
      if (p60 < 0) { p56 = -1;  break L57; }
      var p61;
      if (p60 < n && (c = s.charCodeAt(p60), c === 106)) { p61 = p60 + 1; if (look === 0 && p61 > far) far = p61; } else { p61 = -1; if (rec) fail(p60, 9, 2); }
      if (p61 < 0) { p56 = -1;  break L57; }
      var p62;
      if (p61 < n && (c = s.charCodeAt(p61), c === 101)) { p62 = p61 + 1; if (look === 0 && p62 > far) far = p62; } else { p62 = -1; if (rec) fail(p61, 10, 3); }
      if (p62 < 0) { p56 = -1;  break L57; }
      var p63;
      if (p62 < n && (c = s.charCodeAt(p62), c === 99)) { p63 = p62 + 1; if (look === 0 && p63 > far) far = p63; } else { p63 = -1; if (rec) fail(p62, 11, 4); }
      if (p63 < 0) { p56 = -1;  break L57; }
      var p64;
      if (p63 < n && (c = s.charCodeAt(p63), c === 116)) { p64 = p63 + 1; if (look === 0 && p64 > far) far = p64; } else { p64 = -1; if (rec) fail(p63, 12, 5); }
      if (p64 < 0) { p56 = -1;  break L57; }
      var p65;
      if (p64 < n && (c = s.charCodeAt(p64), c === 115)) { p65 = p64 + 1; if (look === 0 && p65 > far) far = p65; } else { p65 = -1; if (rec) fail(p64, 13, 6); }
      if (p65 < 0) { p56 = -1;  break L57; }
      p56 = p65;
    }
    if (p56 < 0) { out = -1; kn = k55; break L54; }
    var p66;
    if (p56 < n && (c = s.charCodeAt(p56), c === 58)) { p66 = p56 + 1; if (look === 0 && p66 > far) far = p66; } else { p66 = -1; if (rec) fail(p56, 0); }
    if (p66 < 0) { out = -1; kn = k55; break L54; }
    var p67;
    p67 = d1(p66);
    if (p67 < 0) { out = -1; kn = k55; break L54; }
    var p68;
    if (p67 < n && (c = s.charCodeAt(p67), c === 58)) { p68 = p67 + 1; if (look === 0 && p68 > far) far = p68; } else { p68 = -1; if (rec) fail(p67, 0); }
    if (p68 < 0) { out = -1; kn = k55; break L54; }
    var p69;
    var q70 = p68, r71 = 0, e73 = false, k72 = kn;
    while (q70 < n) {
      var p74;
      L75: {
        var k76 = kn;
        var p77;
        p77 = d2(q70);
        if (p77 < 0) { p74 = -1; kn = k76; break L75; }
        var p78;
        if (p77 < n && (c = s.charCodeAt(p77), c === 58)) { p78 = p77 + 1; if (look === 0 && p78 > far) far = p78; } else { p78 = -1; if (rec) fail(p77, 0); }
        if (p78 < 0) { p74 = -1; kn = k76; break L75; }
        p74 = p78;
      }
      if (p74 < 0) break;
      if (p74 === q70) { e73 = true; break; }
      r71++; q70 = p74;
      if (r71 === 1) break;
    }
    if (rec && q70 >= n && !e73 && r71 < 1) fail(q70, 14);
    if (e73 || r71 >= 0) p69 = q70; else { p69 = -1; kn = k72; }
    if (p69 < 0) { out = -1; kn = k55; break L54; }
    var p79;
    p79 = d3(p69);
    if (p79 < 0) { out = -1; kn = k55; break L54; }
    out = p79;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // type
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q80 = p, r81 = 0, e83 = false;
  while (q80 < n) {
    var p84;
    p84 = d4(q80);
    if (p84 < 0) break;
    if (p84 === q80) { e83 = true; break; }
    r81++; q80 = p84;
  }
  if (rec && q80 >= n && !e83) fail(q80, 14);
  if (e83 || r81 >= 1) out = q80; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // subtype
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q85 = p, r86 = 0, e88 = false;
  while (q85 < n) {
    var p89;
    p89 = d4(q85);
    if (p89 < 0) break;
    if (p89 === q85) { e88 = true; break; }
    r86++; q85 = p89;
  }
  if (rec && q85 >= n && !e88) fail(q85, 14);
  if (e88 || r86 >= 1) out = q85; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // object-id
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  L90: {
    var p92;
    var q93 = p, r94 = 0, e96 = false;
    while (q93 < n) {
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
    var q99 = p92, r100 = 0, e102 = false;
    while (q99 < n) {
      var p103;
      L104: {
        var p106;
        if (q99 < n && (c = s.charCodeAt(q99), c === 58)) { p106 = q99 + 1; if (look === 0 && p106 > far) far = p106; } else { p106 = -1; if (rec) fail(q99, 0); }
        if (p106 < 0) { p103 = -1;  break L104; }
        var p107;
        var q108 = p106, r109 = 0, e111 = false;
        while (q108 < n) {
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
      r100++; q99 = p103;
    }
    if (rec && q99 >= n && !e102) fail(q99, 0);
    if (e102 || r100 >= 0) p98 = q99; else { p98 = -1;  }
    if (p98 < 0) { out = -1;  break L90; }
    out = p98;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // id-char
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  L113: {
    var p114;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p114 = p + 1; if (look === 0 && p114 > far) far = p114; } else { p114 = -1; if (rec) fail(p, 1); }
    if (p114 >= 0) { out = p114; break L113; }
    var p115;
    p115 = d10(p);
    if (p115 >= 0) { out = p115; break L113; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d9(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L116: {
    var p118;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p118 = p + 1; if (look === 0 && p118 > far) far = p118; } else { p118 = -1; if (rec) fail(p, 15); }
    if (p118 < 0) { out = -1;  break L116; }
    var p119;
    if (p118 < n && (c = s.charCodeAt(p118), c < 128 && T1[c] === 1)) { p119 = p118 + 1; if (look === 0 && p119 > far) far = p119; } else { p119 = -1; if (rec) fail(p118, 4); }
    if (p119 < 0) { out = -1;  break L116; }
    var p120;
    if (p119 < n && (c = s.charCodeAt(p119), c < 128 && T1[c] === 1)) { p120 = p119 + 1; if (look === 0 && p120 > far) far = p120; } else { p120 = -1; if (rec) fail(p119, 4); }
    if (p120 < 0) { out = -1;  break L116; }
    out = p120;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
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
