// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/3gpp2.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dfffff2ffffff78efffff74');
const T1 = table(65536, '000000000006ff30efffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(128, '000000000000ff300000000000000000');
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
const T6 = table(128, '000000000006ff30efffff78efffff74');
const T7 = table(128, '000000002df100820000000000000000');
const rules = ["pp2-NSS","end-of-nss","meid-specifier","future-pp2-specifier","future-specifier","pp2-char","meidval","Manufacturer-Code","Serial-Number","HEX","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[0,1114111]]},{"set":[[58,58]]},{"set":[[47,47]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122]]},{"set":[[45,45]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"meid:","caseless":true,"at":0},{"literal":"meid:","caseless":true,"at":1},{"literal":"meid:","caseless":true,"at":2},{"literal":"meid:","caseless":true,"at":3},{"literal":"meid:","caseless":true,"at":4},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37],[45,46],[48,57],[65,90],[95,95],[97,122]]},{"set":[[37,37]]}];
const sections = {
  "pp2-NSS": "RFC 8464 s.3 (Syntax)",
  "end-of-nss": "RFC 8464 s.3 (Syntax)",
  "meid-specifier": "RFC 8464 s.3 (Syntax)",
  "future-pp2-specifier": "RFC 8464 s.3 (Syntax)",
  "future-specifier": "RFC 8464 s.3 (Syntax)",
  "pp2-char": "RFC 8464 s.3 (Syntax)",
  "meidval": "RFC 8464 s.3 (Syntax)",
  "Manufacturer-Code": "RFC 8464 s.3 (Syntax)",
  "Serial-Number": "RFC 8464 s.3 (Syntax)",
  "HEX": "RFC 8464 s.3 (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["pp2-NSS","end-of-nss","meid-specifier","future-pp2-specifier","future-specifier","pp2-char","meidval","Manufacturer-Code","Serial-Number","HEX"];
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
const KEEP = 4;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // pp2-NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L55: {
    var p56;
    L57: {
      var k58 = kn;
      var p59;
      p59 = d2(p);
      if (p59 < 0) { p56 = -1; kn = k58; break L57; }
      var p60;
      p60 = d1(p59);
      if (p60 < 0) { p56 = -1; kn = k58; break L57; }
      p56 = p60;
    }
    if (p56 >= 0) { out = p56; break L55; }
    var p61;
    p61 = d3(p);
    if (p61 >= 0) { out = p61; break L55; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var p62;
  look++; nots++;
  if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 1114111)))) { p62 = p + 1; if (look === 0 && p62 > far) far = p62; } else { p62 = -1; if (rec) fail(p, 0); }
  look--; nots--;
  out = p62 >= 0 ? -1 : p;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // meid-specifier
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  L64: {
    var k65 = kn;
    var p66;
    L67: {
      var p69;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 109)) { p69 = p + 1; if (look === 0 && p69 > far) far = p69; } else { p69 = -1; if (rec) fail(p, 11); }
      if (p69 < 0) { p66 = -1;  break L67; }
      var p70;
      if (p69 < n && (c = s.charCodeAt(p69), (c | 32) === 101)) { p70 = p69 + 1; if (look === 0 && p70 > far) far = p70; } else { p70 = -1; if (rec) fail(p69, 12, 1); }
      if (p70 < 0) { p66 = -1;  break L67; }
      var p71;
      if (p70 < n && (c = s.charCodeAt(p70), (c | 32) === 105)) { p71 = p70 + 1; if (look === 0 && p71 > far) far = p71; } else { p71 = -1; if (rec) fail(p70, 13, 2); }
      if (p71 < 0) { p66 = -1;  break L67; }
      var p72;
      if (p71 < n && (c = s.charCodeAt(p71), (c | 32) === 100)) { p72 = p71 + 1; if (look === 0 && p72 > far) far = p72; } else { p72 = -1; if (rec) fail(p71, 14, 3); }
      if (p72 < 0) { p66 = -1;  break L67; }
      var p73;
      if (p72 < n && (c = s.charCodeAt(p72), c === 58)) { p73 = p72 + 1; if (look === 0 && p73 > far) far = p73; } else { p73 = -1; if (rec) fail(p72, 15, 4); }
      if (p73 < 0) { p66 = -1;  break L67; }
      p66 = p73;
    }
    if (p66 < 0) { out = -1; kn = k65; break L64; }
    var p74;
    p74 = d6(p66);
    if (p74 < 0) { out = -1; kn = k65; break L64; }
    out = p74;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // future-pp2-specifier
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  L75: {
    var k76 = kn;
    var p77;
    p77 = d4(p);
    if (p77 < 0) { out = -1; kn = k76; break L75; }
    var p78;
    var q79 = p77, r80 = 0, e82 = false;
    while (q79 < n) {
      var p83;
      L84: {
        var p86;
        if (q79 < n && (c = s.charCodeAt(q79), c === 58)) { p86 = q79 + 1; if (look === 0 && p86 > far) far = p86; } else { p86 = -1; if (rec) fail(q79, 1); }
        if (p86 < 0) { p83 = -1;  break L84; }
        var p87;
        var q88 = p86, r89 = 0, e91 = false;
        while (q88 < n) {
          var p92;
          L93: {
            var p94;
            p94 = d13(q88);
            if (p94 >= 0) { p92 = p94; break L93; }
            var p95;
            if (q88 < n && (c = s.charCodeAt(q88), c === 47)) { p95 = q88 + 1; if (look === 0 && p95 > far) far = p95; } else { p95 = -1; if (rec) fail(q88, 2); }
            if (p95 >= 0) { p92 = p95; break L93; }
            p92 = -1;
          }
          if (p92 < 0) break;
          if (p92 === q88) { e91 = true; break; }
          r89++; q88 = p92;
        }
        if (rec && q88 >= n && !e91) fail(q88, 16);
        if (e91 || r89 >= 1) p87 = q88; else { p87 = -1;  }
        if (p87 < 0) { p83 = -1;  break L84; }
        p83 = p87;
      }
      if (p83 < 0) break;
      if (p83 === q79) { e82 = true; break; }
      r80++; q79 = p83;
    }
    if (rec && q79 >= n && !e82) fail(q79, 1);
    if (e82 || r80 >= 0) p78 = q79; else { p78 = -1;  }
    if (p78 < 0) { out = -1; kn = k76; break L75; }
    out = p78;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // future-specifier
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  var q96 = p, r97 = 0, e99 = false;
  while (q96 < n) {
    var p100;
    p100 = d5(q96);
    if (p100 < 0) break;
    if (p100 === q96) { e99 = true; break; }
    r97++; q96 = p100;
  }
  if (rec && q96 >= n && !e99) fail(q96, 17);
  if (e99 || r97 >= 1) out = q96; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // pp2-char
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  L101: {
    var p102;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p102 = p + 1; if (look === 0 && p102 > far) far = p102; } else { p102 = -1; if (rec) fail(p, 3); }
    if (p102 >= 0) { out = p102; break L101; }
    var p103;
    p103 = d15(p);
    if (p103 >= 0) { out = p103; break L101; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // meidval
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  L104: {
    var k105 = kn;
    var p106;
    p106 = d7(p);
    if (p106 < 0) { out = -1; kn = k105; break L104; }
    var p107;
    if (p106 < n && (c = s.charCodeAt(p106), c === 45)) { p107 = p106 + 1; if (look === 0 && p107 > far) far = p107; } else { p107 = -1; if (rec) fail(p106, 4); }
    if (p107 < 0) { out = -1; kn = k105; break L104; }
    var p108;
    p108 = d8(p107);
    if (p108 < 0) { out = -1; kn = k105; break L104; }
    out = p108;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // Manufacturer-Code
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  var q109 = p, r110 = 0, e112 = false;
  while (q109 < n) {
    var p113;
    if (q109 < n && (c = s.charCodeAt(q109), c < 128 && T2[c] === 1)) { p113 = q109 + 1; if (look === 0 && p113 > far) far = p113; } else { p113 = -1; if (rec) fail(q109, 5); }
    if (p113 < 0) break;
    if (p113 === q109) { e112 = true; break; }
    r110++; q109 = p113;
    if (r110 === 8) break;
  }
  if (rec && q109 >= n && !e112 && r110 < 8) fail(q109, 5);
  if (e112 || r110 >= 8) out = q109; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // Serial-Number
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  var q114 = p, r115 = 0, e117 = false;
  while (q114 < n) {
    var p118;
    if (q114 < n && (c = s.charCodeAt(q114), c < 128 && T2[c] === 1)) { p118 = q114 + 1; if (look === 0 && p118 > far) far = p118; } else { p118 = -1; if (rec) fail(q114, 5); }
    if (p118 < 0) break;
    if (p118 === q114) { e117 = true; break; }
    r115++; q114 = p118;
    if (r115 === 6) break;
  }
  if (rec && q114 >= n && !e117 && r115 < 6) fail(q114, 5);
  if (e117 || r115 >= 6) out = q114; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // HEX
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 7); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L119: {
    var p120;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p120 = p + 1; if (look === 0 && p120 > far) far = p120; } else { p120 = -1; if (rec) fail(p, 8); }
    if (p120 >= 0) { out = p120; break L119; }
    var p121;
    p121 = d15(p);
    if (p121 >= 0) { out = p121; break L119; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 9); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  L122: {
    var p124;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p124 = p + 1; if (look === 0 && p124 > far) far = p124; } else { p124 = -1; if (rec) fail(p, 18); }
    if (p124 < 0) { out = -1;  break L122; }
    var p125;
    if (p124 < n && (c = s.charCodeAt(p124), c < 128 && T2[c] === 1)) { p125 = p124 + 1; if (look === 0 && p125 > far) far = p125; } else { p125 = -1; if (rec) fail(p124, 5); }
    if (p125 < 0) { out = -1;  break L122; }
    var p126;
    if (p125 < n && (c = s.charCodeAt(p125), c < 128 && T2[c] === 1)) { p126 = p125 + 1; if (look === 0 && p126 > far) far = p126; } else { p126 = -1; if (rec) fail(p125, 5); }
    if (p126 < 0) { out = -1;  break L122; }
    out = p126;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; } }
  return out;
}
function d16(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(16);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 10); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; } }
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
