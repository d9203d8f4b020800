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
const T1 = table(65536, '00000000adfffffaffffff78efffff74');
const T2 = table(128, '00000000800800080000000000000000');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(128, '000000000000ff300000000000000000');
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
const T6 = table(128, '000000000006ff30efffff78efffff74');
const T7 = table(128, '000000002df100820000000000000000');
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
const KEEP = 2;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L45: {
    var p46;
    L47: {
      var k48 = kn;
      var p49;
      var p50;
      look++;
      L52: {
        var p54;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p54 = p + 1; if (look === 0 && p54 > far) far = p54; } else { p54 = -1; if (rec) fail(p, 9); }
        if (p54 < 0) { p50 = -1;  break L52; }
        var p55;
        if (p54 < n && (c = s.charCodeAt(p54), (c | 32) === 108)) { p55 = p54 + 1; if (look === 0 && p55 > far) far = p55; } else { p55 = -1; if (rec) fail(p54, 10, 1); }
        if (p55 < 0) { p50 = -1;  break L52; }
        var p56;
        if (p55 < n && (c = s.charCodeAt(p55), c === 58)) { p56 = p55 + 1; if (look === 0 && p56 > far) far = p56; } else { p56 = -1; if (rec) fail(p55, 11, 2); }
        if (p56 < 0) { p50 = -1;  break L52; }
        p50 = p56;
      }
      look--;
      p49 = p50 >= 0 ? p : -1;
      if (p49 < 0) { p46 = -1; kn = k48; break L47; }
      var p57;
      p57 = d1(p49);
      if (p57 < 0) { p46 = -1; kn = k48; break L47; }
      p46 = p57;
    }
    if (p46 >= 0) { out = p46; break L45; }
    var p58;
    L59: {
      var k60 = kn;
      var p61;
      var p62;
      look++; nots++;
      L64: {
        var p66;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p66 = p + 1; if (look === 0 && p66 > far) far = p66; } else { p66 = -1; if (rec) fail(p, 9); }
        if (p66 < 0) { p62 = -1;  break L64; }
        var p67;
        if (p66 < n && (c = s.charCodeAt(p66), (c | 32) === 108)) { p67 = p66 + 1; if (look === 0 && p67 > far) far = p67; } else { p67 = -1; if (rec) fail(p66, 10, 1); }
        if (p67 < 0) { p62 = -1;  break L64; }
        var p68;
        if (p67 < n && (c = s.charCodeAt(p67), c === 58)) { p68 = p67 + 1; if (look === 0 && p68 > far) far = p68; } else { p68 = -1; if (rec) fail(p67, 11, 2); }
        if (p68 < 0) { p62 = -1;  break L64; }
        p62 = p68;
      }
      look--; nots--;
      p61 = p62 >= 0 ? -1 : p;
      if (p61 < 0) { p58 = -1; kn = k60; break L59; }
      var p69;
      p69 = d7(p61);
      if (p69 < 0) { p58 = -1; kn = k60; break L59; }
      p58 = p69;
    }
    if (p58 >= 0) { out = p58; break L45; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // UL-NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L70: {
    var k71 = kn;
    var p72;
    p72 = d2(p);
    if (p72 < 0) { out = -1; kn = k71; break L70; }
    var p73;
    if (p72 < n && (c = s.charCodeAt(p72), c === 58)) { p73 = p72 + 1; if (look === 0 && p73 > far) far = p73; } else { p73 = -1; if (rec) fail(p72, 0); }
    if (p73 < 0) { out = -1; kn = k71; break L70; }
    var p74;
    p74 = d3(p73);
    if (p74 < 0) { out = -1; kn = k71; break L70; }
    out = p74;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // ul-label
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  L75: {
    var p77;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p77 = p + 1; if (look === 0 && p77 > far) far = p77; } else { p77 = -1; if (rec) fail(p, 12); }
    if (p77 < 0) { out = -1;  break L75; }
    var p78;
    if (p77 < n && (c = s.charCodeAt(p77), (c | 32) === 108)) { p78 = p77 + 1; if (look === 0 && p78 > far) far = p78; } else { p78 = -1; if (rec) fail(p77, 10, 1); }
    if (p78 < 0) { out = -1;  break L75; }
    out = p78;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // UL
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  L79: {
    var p81;
    p81 = d5(p);
    if (p81 < 0) { out = -1;  break L79; }
    var p82;
    var q83 = p81, r84 = 0, e86 = false;
    while (q83 < n) {
      var p87;
      L88: {
        var p90;
        if (q83 < n && (c = s.charCodeAt(q83), c === 46)) { p90 = q83 + 1; if (look === 0 && p90 > far) far = p90; } else { p90 = -1; if (rec) fail(q83, 1); }
        if (p90 < 0) { p87 = -1;  break L88; }
        var p91;
        p91 = d5(p90);
        if (p91 < 0) { p87 = -1;  break L88; }
        p87 = p91;
      }
      if (p87 < 0) break;
      if (p87 === q83) { e86 = true; break; }
      r84++; q83 = p87;
    }
    if (rec && q83 >= n && !e86) fail(q83, 1);
    if (e86 || r84 >= 0) p82 = q83; else { p82 = -1;  }
    if (p82 < 0) { out = -1;  break L79; }
    out = p82;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // DOT
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c === 46)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // QUADBYTE
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
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
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // BYTE
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  var q97 = p, r98 = 0, e100 = false;
  while (q97 < n) {
    var p101;
    if (q97 < n && (c = s.charCodeAt(q97), c < 128 && T0[c] === 1)) { p101 = q97 + 1; if (look === 0 && p101 > far) far = p101; } else { p101 = -1; if (rec) fail(q97, 5); }
    if (p101 < 0) break;
    if (p101 === q97) { e100 = true; break; }
    r98++; q97 = p101;
    if (r98 === 2) break;
  }
  if (rec && q97 >= n && !e100 && r98 < 2) fail(q97, 5);
  if (e100 || r98 >= 2) out = q97; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // other-NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  var q102 = p, r103 = 0, e105 = false;
  while (q102 < n) {
    var p106;
    L107: {
      var p108;
      if (q102 < n && (c = s.charCodeAt(q102), c < 128 && T2[c] === 1)) { p108 = q102 + 1; if (look === 0 && p108 > far) far = p108; } else { p108 = -1; if (rec) fail(q102, 2); }
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
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  L110: {
    var p111;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p111 = p + 1; if (look === 0 && p111 > far) far = p111; } else { p111 = -1; if (rec) fail(p, 6); }
    if (p111 >= 0) { out = p111; break L110; }
    var p112;
    p112 = d13(p);
    if (p112 >= 0) { out = p112; break L110; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 7); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L113: {
    var p115;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p115 = p + 1; if (look === 0 && p115 > far) far = p115; } else { p115 = -1; if (rec) fail(p, 14); }
    if (p115 < 0) { out = -1;  break L113; }
    var p116;
    if (p115 < n && (c = s.charCodeAt(p115), c < 128 && T0[c] === 1)) { p116 = p115 + 1; if (look === 0 && p116 > far) far = p116; } else { p116 = -1; if (rec) fail(p115, 5); }
    if (p116 < 0) { out = -1;  break L113; }
    var p117;
    if (p116 < n && (c = s.charCodeAt(p116), c < 128 && T0[c] === 1)) { p117 = p116 + 1; if (look === 0 && p117 > far) far = p117; } else { p117 = -1; if (rec) fail(p116, 5); }
    if (p117 < 0) { out = -1;  break L113; }
    out = p117;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 8); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
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
