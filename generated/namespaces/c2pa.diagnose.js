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
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(128, '000000002df100820000000000000000');
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
function d0(p) { // c2pa-nss
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
        p54 = d3(p53);
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
            p64 = d5(p63);
            if (p64 < 0) { p60 = -1; kn = k62; break L61; }
            p60 = p64;
          }
          if (p60 < 0) break;
          if (p60 === q56) { e59 = true; break; }
          r57++; q56 = p60;
          if (r57 === 1) break;
        }
        if (rec && q56 >= n && !e59 && r57 < 1) fail(q56, 0);
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
function d1(p) { // UUID
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
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
    if (p67 < n && (c = s.charCodeAt(p67), c === 45)) { p73 = p67 + 1; if (look === 0 && p73 > far) far = p73; } else { p73 = -1; if (rec) fail(p67, 8); }
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
    if (p74 < n && (c = s.charCodeAt(p74), c === 45)) { p80 = p74 + 1; if (look === 0 && p80 > far) far = p80; } else { p80 = -1; if (rec) fail(p74, 8); }
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
    if (p81 < n && (c = s.charCodeAt(p81), c === 45)) { p87 = p81 + 1; if (look === 0 && p87 > far) far = p87; } else { p87 = -1; if (rec) fail(p81, 8); }
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
    if (p88 < n && (c = s.charCodeAt(p88), c === 45)) { p94 = p88 + 1; if (look === 0 && p94 > far) far = p94; } else { p94 = -1; if (rec) fail(p88, 8); }
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
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // hexOctet
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  L101: {
    var p103;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p103 = p + 1; if (look === 0 && p103 > far) far = p103; } else { p103 = -1; if (rec) fail(p, 6); }
    if (p103 < 0) { out = -1;  break L101; }
    var p104;
    if (p103 < n && (c = s.charCodeAt(p103), c < 128 && T0[c] === 1)) { p104 = p103 + 1; if (look === 0 && p104 > far) far = p104; } else { p104 = -1; if (rec) fail(p103, 6); }
    if (p104 < 0) { out = -1;  break L101; }
    out = p104;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // claim-generator
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
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
  if (e108 || r106 >= 0) out = q105; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // generator-char
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  L110: {
    var p111;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p111 = p + 1; if (look === 0 && p111 > far) far = p111; } else { p111 = -1; if (rec) fail(p, 1); }
    if (p111 >= 0) { out = p111; break L110; }
    var p112;
    p112 = d13(p);
    if (p112 >= 0) { out = p112; break L110; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // version-reason
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  L113: {
    var k114 = kn;
    var p115;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p115 = p + 1; if (look === 0 && p115 > far) far = p115; } else { p115 = -1; if (rec) fail(p, 2); }
    if (p115 < 0) { out = -1; kn = k114; break L113; }
    var p116;
    p116 = d6(p115);
    if (p116 < 0) { out = -1; kn = k114; break L113; }
    var p117;
    if (p116 < n && (c = s.charCodeAt(p116), c === 95)) { p117 = p116 + 1; if (look === 0 && p117 > far) far = p117; } else { p117 = -1; if (rec) fail(p116, 3); }
    if (p117 < 0) { out = -1; kn = k114; break L113; }
    var p118;
    p118 = d7(p117);
    if (p118 < 0) { out = -1; kn = k114; break L113; }
    out = p118;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // version
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  var q119 = p;
  while (q119 < n && (c = s.charCodeAt(q119), T2[c] === 1)) q119++;
  if (look === 0 && q119 > far) far = q119; if (rec) fail(q119, 4);
  out = q119 - p >= 1 ? q119 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // reason
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  var q121 = p;
  while (q121 < n && (c = s.charCodeAt(q121), T2[c] === 1)) q121++;
  if (look === 0 && q121 > far) far = q121; if (rec) fail(q121, 4);
  out = q121 - p >= 1 ? q121 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d13(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L123: {
    var p125;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p125 = p + 1; if (look === 0 && p125 > far) far = p125; } else { p125 = -1; if (rec) fail(p, 10); }
    if (p125 < 0) { out = -1;  break L123; }
    var p126;
    if (p125 < n && (c = s.charCodeAt(p125), c < 128 && T0[c] === 1)) { p126 = p125 + 1; if (look === 0 && p126 > far) far = p126; } else { p126 = -1; if (rec) fail(p125, 6); }
    if (p126 < 0) { out = -1;  break L123; }
    var p127;
    if (p126 < n && (c = s.charCodeAt(p126), c < 128 && T0[c] === 1)) { p127 = p126 + 1; if (look === 0 && p127 > far) far = p127; } else { p127 = -1; if (rec) fail(p126, 6); }
    if (p127 < 0) { out = -1;  break L123; }
    out = p127;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 7); }
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
