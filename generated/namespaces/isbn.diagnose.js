// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/isbn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000002ff300000001000000010');
const T1 = table(65536, '000000000000ff300000000000000000');
const T2 = table(128, '000000000000ff300000001000000010');
const rules = ["ISBN","ISBN-13","prefix-element","isbn13-check-digit","ISBN-10","isbn10-check-digit","isbn-body","registration-group-element","registrant-element","publication-element","runs-2","runs-3","isbn-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45],[48,57],[88,88],[120,120]]},{"set":[[48,57]]},{"set":[[48,57],[88,88],[120,120]]},{"set":[[45,45]]},{"literal":"978","caseless":true,"at":0},{"literal":"7","caseless":true,"at":1},{"literal":"8","caseless":true,"at":2},{"literal":"979","caseless":true,"at":0},{"literal":"9","caseless":true,"at":2}];
const sections = {
  "ISBN": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "ISBN-13": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "prefix-element": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "isbn13-check-digit": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "ISBN-10": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "isbn10-check-digit": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "isbn-body": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "registration-group-element": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "registrant-element": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "publication-element": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "runs-2": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "runs-3": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "isbn-char": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["ISBN","ISBN-13","prefix-element","isbn13-check-digit","ISBN-10","isbn10-check-digit","isbn-body","registration-group-element","registrant-element","publication-element","runs-2","runs-3","isbn-char"];
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
function d0(p) { // ISBN
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L99: {
    var p100;
    p100 = d1(p);
    if (p100 >= 0) { out = p100; break L99; }
    var p101;
    p101 = d4(p);
    if (p101 >= 0) { out = p101; break L99; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // ISBN-13
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L102: {
    var k103 = kn;
    var p104;
    p104 = d2(p);
    if (p104 < 0) { out = -1; kn = k103; break L102; }
    var p105;
    var q106 = p104, r107 = 0, e109 = false;
    while (q106 < n) {
      var p110;
      if (q106 < n && (c = s.charCodeAt(q106), c === 45)) { p110 = q106 + 1; if (look === 0 && p110 > far) far = p110; } else { p110 = -1; if (rec) fail(q106, 3); }
      if (p110 < 0) break;
      if (p110 === q106) { e109 = true; break; }
      r107++; q106 = p110;
      if (r107 === 1) break;
    }
    if (rec && q106 >= n && !e109 && r107 < 1) fail(q106, 3);
    if (e109 || r107 >= 0) p105 = q106; else { p105 = -1;  }
    if (p105 < 0) { out = -1; kn = k103; break L102; }
    var p111;
    p111 = d6(p105);
    if (p111 < 0) { out = -1; kn = k103; break L102; }
    var p112;
    var q113 = p111, r114 = 0, e116 = false;
    while (q113 < n) {
      var p117;
      if (q113 < n && (c = s.charCodeAt(q113), c === 45)) { p117 = q113 + 1; if (look === 0 && p117 > far) far = p117; } else { p117 = -1; if (rec) fail(q113, 3); }
      if (p117 < 0) break;
      if (p117 === q113) { e116 = true; break; }
      r114++; q113 = p117;
      if (r114 === 1) break;
    }
    if (rec && q113 >= n && !e116 && r114 < 1) fail(q113, 3);
    if (e116 || r114 >= 0) p112 = q113; else { p112 = -1;  }
    if (p112 < 0) { out = -1; kn = k103; break L102; }
    var p118;
    p118 = d3(p112);
    if (p118 < 0) { out = -1; kn = k103; break L102; }
    var p119;
    var p120;
    look++; nots++;
    if (p118 < n && (c = s.charCodeAt(p118), c < 128 && T0[c] === 1)) { p120 = p118 + 1; if (look === 0 && p120 > far) far = p120; } else { p120 = -1; if (rec) fail(p118, 0); }
    look--; nots--;
    p119 = p120 >= 0 ? -1 : p118;
    if (p119 < 0) { out = -1; kn = k103; break L102; }
    out = p119;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // prefix-element
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  L122: {
    var p123;
    L124: {
      var p126;
      if (p < n && (c = s.charCodeAt(p), c === 57)) { p126 = p + 1; if (look === 0 && p126 > far) far = p126; } else { p126 = -1; if (rec) fail(p, 4); }
      if (p126 < 0) { p123 = -1;  break L124; }
      var p127;
      if (p126 < n && (c = s.charCodeAt(p126), c === 55)) { p127 = p126 + 1; if (look === 0 && p127 > far) far = p127; } else { p127 = -1; if (rec) fail(p126, 5, 1); }
      if (p127 < 0) { p123 = -1;  break L124; }
      var p128;
      if (p127 < n && (c = s.charCodeAt(p127), c === 56)) { p128 = p127 + 1; if (look === 0 && p128 > far) far = p128; } else { p128 = -1; if (rec) fail(p127, 6, 2); }
      if (p128 < 0) { p123 = -1;  break L124; }
      p123 = p128;
    }
    if (p123 >= 0) { out = p123; break L122; }
    var p129;
    L130: {
      var p132;
      if (p < n && (c = s.charCodeAt(p), c === 57)) { p132 = p + 1; if (look === 0 && p132 > far) far = p132; } else { p132 = -1; if (rec) fail(p, 7); }
      if (p132 < 0) { p129 = -1;  break L130; }
      var p133;
      if (p132 < n && (c = s.charCodeAt(p132), c === 55)) { p133 = p132 + 1; if (look === 0 && p133 > far) far = p133; } else { p133 = -1; if (rec) fail(p132, 5, 1); }
      if (p133 < 0) { p129 = -1;  break L130; }
      var p134;
      if (p133 < n && (c = s.charCodeAt(p133), c === 57)) { p134 = p133 + 1; if (look === 0 && p134 > far) far = p134; } else { p134 = -1; if (rec) fail(p133, 8, 2); }
      if (p134 < 0) { p129 = -1;  break L130; }
      p129 = p134;
    }
    if (p129 >= 0) { out = p129; break L122; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // isbn13-check-digit
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // ISBN-10
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  L135: {
    var k136 = kn;
    var p137;
    p137 = d6(p);
    if (p137 < 0) { out = -1; kn = k136; break L135; }
    var p138;
    var q139 = p137, r140 = 0, e142 = false;
    while (q139 < n) {
      var p143;
      if (q139 < n && (c = s.charCodeAt(q139), c === 45)) { p143 = q139 + 1; if (look === 0 && p143 > far) far = p143; } else { p143 = -1; if (rec) fail(q139, 3); }
      if (p143 < 0) break;
      if (p143 === q139) { e142 = true; break; }
      r140++; q139 = p143;
      if (r140 === 1) break;
    }
    if (rec && q139 >= n && !e142 && r140 < 1) fail(q139, 3);
    if (e142 || r140 >= 0) p138 = q139; else { p138 = -1;  }
    if (p138 < 0) { out = -1; kn = k136; break L135; }
    var p144;
    p144 = d5(p138);
    if (p144 < 0) { out = -1; kn = k136; break L135; }
    var p145;
    var p146;
    look++; nots++;
    if (p144 < n && (c = s.charCodeAt(p144), c < 128 && T0[c] === 1)) { p146 = p144 + 1; if (look === 0 && p146 > far) far = p146; } else { p146 = -1; if (rec) fail(p144, 0); }
    look--; nots--;
    p145 = p146 >= 0 ? -1 : p144;
    if (p145 < 0) { out = -1; kn = k136; break L135; }
    out = p145;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // isbn10-check-digit
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // isbn-body
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  L148: {
    var p149;
    L150: {
      var k151 = kn;
      var p152;
      var p153;
      look++;
      L155: {
        var p157;
        p157 = d11(p);
        if (p157 < 0) { p153 = -1;  break L155; }
        var p158;
        if (p157 < n && (c = s.charCodeAt(p157), c === 45)) { p158 = p157 + 1; if (look === 0 && p158 > far) far = p158; } else { p158 = -1; if (rec) fail(p157, 3); }
        if (p158 < 0) { p153 = -1;  break L155; }
        p153 = p158;
      }
      look--;
      p152 = p153 >= 0 ? p : -1;
      if (p152 < 0) { p149 = -1; kn = k151; break L150; }
      var p159;
      p159 = d7(p152);
      if (p159 < 0) { p149 = -1; kn = k151; break L150; }
      var p160;
      if (p159 < n && (c = s.charCodeAt(p159), c === 45)) { p160 = p159 + 1; if (look === 0 && p160 > far) far = p160; } else { p160 = -1; if (rec) fail(p159, 3); }
      if (p160 < 0) { p149 = -1; kn = k151; break L150; }
      var p161;
      p161 = d8(p160);
      if (p161 < 0) { p149 = -1; kn = k151; break L150; }
      var p162;
      if (p161 < n && (c = s.charCodeAt(p161), c === 45)) { p162 = p161 + 1; if (look === 0 && p162 > far) far = p162; } else { p162 = -1; if (rec) fail(p161, 3); }
      if (p162 < 0) { p149 = -1; kn = k151; break L150; }
      var p163;
      p163 = d9(p162);
      if (p163 < 0) { p149 = -1; kn = k151; break L150; }
      p149 = p163;
    }
    if (p149 >= 0) { out = p149; break L148; }
    var p164;
    p164 = d11(p);
    if (p164 >= 0) { out = p164; break L148; }
    var p165;
    p165 = d10(p);
    if (p165 >= 0) { out = p165; break L148; }
    var p166;
    var q167 = p, r168 = 0, e170 = false;
    while (q167 < n) {
      var p171;
      if (q167 < n && (c = s.charCodeAt(q167), c < 128 && T1[c] === 1)) { p171 = q167 + 1; if (look === 0 && p171 > far) far = p171; } else { p171 = -1; if (rec) fail(q167, 1); }
      if (p171 < 0) break;
      if (p171 === q167) { e170 = true; break; }
      r168++; q167 = p171;
      if (r168 === 9) break;
    }
    if (rec && q167 >= n && !e170 && r168 < 9) fail(q167, 1);
    if (e170 || r168 >= 9) p166 = q167; else { p166 = -1;  }
    if (p166 >= 0) { out = p166; break L148; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // registration-group-element
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  var q172 = p;
  while (q172 < n && (c = s.charCodeAt(q172), T1[c] === 1)) q172++;
  if (look === 0 && q172 > far) far = q172; if (rec) fail(q172, 1);
  out = q172 - p >= 1 ? q172 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // registrant-element
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  var q174 = p;
  while (q174 < n && (c = s.charCodeAt(q174), T1[c] === 1)) q174++;
  if (look === 0 && q174 > far) far = q174; if (rec) fail(q174, 1);
  out = q174 - p >= 1 ? q174 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // publication-element
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  var q176 = p;
  while (q176 < n && (c = s.charCodeAt(q176), T1[c] === 1)) q176++;
  if (look === 0 && q176 > far) far = q176; if (rec) fail(q176, 1);
  out = q176 - p >= 1 ? q176 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // runs-2
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L178: {
    var p179;
    L180: {
      var p182;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p182 = p + 1; if (look === 0 && p182 > far) far = p182; } else { p182 = -1; if (rec) fail(p, 1); }
      if (p182 < 0) { p179 = -1;  break L180; }
      var p183;
      if (p182 < n && (c = s.charCodeAt(p182), c === 45)) { p183 = p182 + 1; if (look === 0 && p183 > far) far = p183; } else { p183 = -1; if (rec) fail(p182, 3); }
      if (p183 < 0) { p179 = -1;  break L180; }
      var p184;
      var q185 = p183, r186 = 0, e188 = false;
      while (q185 < n) {
        var p189;
        if (q185 < n && (c = s.charCodeAt(q185), c < 128 && T1[c] === 1)) { p189 = q185 + 1; if (look === 0 && p189 > far) far = p189; } else { p189 = -1; if (rec) fail(q185, 1); }
        if (p189 < 0) break;
        if (p189 === q185) { e188 = true; break; }
        r186++; q185 = p189;
        if (r186 === 8) break;
      }
      if (rec && q185 >= n && !e188 && r186 < 8) fail(q185, 1);
      if (e188 || r186 >= 8) p184 = q185; else { p184 = -1;  }
      if (p184 < 0) { p179 = -1;  break L180; }
      p179 = p184;
    }
    if (p179 >= 0) { out = p179; break L178; }
    var p190;
    L191: {
      var p193;
      var q194 = p, r195 = 0, e197 = false;
      while (q194 < n) {
        var p198;
        if (q194 < n && (c = s.charCodeAt(q194), c < 128 && T1[c] === 1)) { p198 = q194 + 1; if (look === 0 && p198 > far) far = p198; } else { p198 = -1; if (rec) fail(q194, 1); }
        if (p198 < 0) break;
        if (p198 === q194) { e197 = true; break; }
        r195++; q194 = p198;
        if (r195 === 2) break;
      }
      if (rec && q194 >= n && !e197 && r195 < 2) fail(q194, 1);
      if (e197 || r195 >= 2) p193 = q194; else { p193 = -1;  }
      if (p193 < 0) { p190 = -1;  break L191; }
      var p199;
      if (p193 < n && (c = s.charCodeAt(p193), c === 45)) { p199 = p193 + 1; if (look === 0 && p199 > far) far = p199; } else { p199 = -1; if (rec) fail(p193, 3); }
      if (p199 < 0) { p190 = -1;  break L191; }
      var p200;
      var q201 = p199, r202 = 0, e204 = false;
      while (q201 < n) {
        var p205;
        if (q201 < n && (c = s.charCodeAt(q201), c < 128 && T1[c] === 1)) { p205 = q201 + 1; if (look === 0 && p205 > far) far = p205; } else { p205 = -1; if (rec) fail(q201, 1); }
        if (p205 < 0) break;
        if (p205 === q201) { e204 = true; break; }
        r202++; q201 = p205;
        if (r202 === 7) break;
      }
      if (rec && q201 >= n && !e204 && r202 < 7) fail(q201, 1);
      if (e204 || r202 >= 7) p200 = q201; else { p200 = -1;  }
      if (p200 < 0) { p190 = -1;  break L191; }
      p190 = p200;
    }
    if (p190 >= 0) { out = p190; break L178; }
    var p206;
    L207: {
      var p209;
      var q210 = p, r211 = 0, e213 = false;
      while (q210 < n) {
        var p214;
        if (q210 < n && (c = s.charCodeAt(q210), c < 128 && T1[c] === 1)) { p214 = q210 + 1; if (look === 0 && p214 > far) far = p214; } else { p214 = -1; if (rec) fail(q210, 1); }
        if (p214 < 0) break;
        if (p214 === q210) { e213 = true; break; }
        r211++; q210 = p214;
        if (r211 === 3) break;
      }
      if (rec && q210 >= n && !e213 && r211 < 3) fail(q210, 1);
      if (e213 || r211 >= 3) p209 = q210; else { p209 = -1;  }
      if (p209 < 0) { p206 = -1;  break L207; }
      var p215;
      if (p209 < n && (c = s.charCodeAt(p209), c === 45)) { p215 = p209 + 1; if (look === 0 && p215 > far) far = p215; } else { p215 = -1; if (rec) fail(p209, 3); }
      if (p215 < 0) { p206 = -1;  break L207; }
      var p216;
      var q217 = p215, r218 = 0, e220 = false;
      while (q217 < n) {
        var p221;
        if (q217 < n && (c = s.charCodeAt(q217), c < 128 && T1[c] === 1)) { p221 = q217 + 1; if (look === 0 && p221 > far) far = p221; } else { p221 = -1; if (rec) fail(q217, 1); }
        if (p221 < 0) break;
        if (p221 === q217) { e220 = true; break; }
        r218++; q217 = p221;
        if (r218 === 6) break;
      }
      if (rec && q217 >= n && !e220 && r218 < 6) fail(q217, 1);
      if (e220 || r218 >= 6) p216 = q217; else { p216 = -1;  }
      if (p216 < 0) { p206 = -1;  break L207; }
      p206 = p216;
    }
    if (p206 >= 0) { out = p206; break L178; }
    var p222;
    L223: {
      var p225;
      var q226 = p, r227 = 0, e229 = false;
      while (q226 < n) {
        var p230;
        if (q226 < n && (c = s.charCodeAt(q226), c < 128 && T1[c] === 1)) { p230 = q226 + 1; if (look === 0 && p230 > far) far = p230; } else { p230 = -1; if (rec) fail(q226, 1); }
        if (p230 < 0) break;
        if (p230 === q226) { e229 = true; break; }
        r227++; q226 = p230;
        if (r227 === 4) break;
      }
      if (rec && q226 >= n && !e229 && r227 < 4) fail(q226, 1);
      if (e229 || r227 >= 4) p225 = q226; else { p225 = -1;  }
      if (p225 < 0) { p222 = -1;  break L223; }
      var p231;
      if (p225 < n && (c = s.charCodeAt(p225), c === 45)) { p231 = p225 + 1; if (look === 0 && p231 > far) far = p231; } else { p231 = -1; if (rec) fail(p225, 3); }
      if (p231 < 0) { p222 = -1;  break L223; }
      var p232;
      var q233 = p231, r234 = 0, e236 = false;
      while (q233 < n) {
        var p237;
        if (q233 < n && (c = s.charCodeAt(q233), c < 128 && T1[c] === 1)) { p237 = q233 + 1; if (look === 0 && p237 > far) far = p237; } else { p237 = -1; if (rec) fail(q233, 1); }
        if (p237 < 0) break;
        if (p237 === q233) { e236 = true; break; }
        r234++; q233 = p237;
        if (r234 === 5) break;
      }
      if (rec && q233 >= n && !e236 && r234 < 5) fail(q233, 1);
      if (e236 || r234 >= 5) p232 = q233; else { p232 = -1;  }
      if (p232 < 0) { p222 = -1;  break L223; }
      p222 = p232;
    }
    if (p222 >= 0) { out = p222; break L178; }
    var p238;
    L239: {
      var p241;
      var q242 = p, r243 = 0, e245 = false;
      while (q242 < n) {
        var p246;
        if (q242 < n && (c = s.charCodeAt(q242), c < 128 && T1[c] === 1)) { p246 = q242 + 1; if (look === 0 && p246 > far) far = p246; } else { p246 = -1; if (rec) fail(q242, 1); }
        if (p246 < 0) break;
        if (p246 === q242) { e245 = true; break; }
        r243++; q242 = p246;
        if (r243 === 5) break;
      }
      if (rec && q242 >= n && !e245 && r243 < 5) fail(q242, 1);
      if (e245 || r243 >= 5) p241 = q242; else { p241 = -1;  }
      if (p241 < 0) { p238 = -1;  break L239; }
      var p247;
      if (p241 < n && (c = s.charCodeAt(p241), c === 45)) { p247 = p241 + 1; if (look === 0 && p247 > far) far = p247; } else { p247 = -1; if (rec) fail(p241, 3); }
      if (p247 < 0) { p238 = -1;  break L239; }
      var p248;
      var q249 = p247, r250 = 0, e252 = false;
      while (q249 < n) {
        var p253;
        if (q249 < n && (c = s.charCodeAt(q249), c < 128 && T1[c] === 1)) { p253 = q249 + 1; if (look === 0 && p253 > far) far = p253; } else { p253 = -1; if (rec) fail(q249, 1); }
        if (p253 < 0) break;
        if (p253 === q249) { e252 = true; break; }
        r250++; q249 = p253;
        if (r250 === 4) break;
      }
      if (rec && q249 >= n && !e252 && r250 < 4) fail(q249, 1);
      if (e252 || r250 >= 4) p248 = q249; else { p248 = -1;  }
      if (p248 < 0) { p238 = -1;  break L239; }
      p238 = p248;
    }
    if (p238 >= 0) { out = p238; break L178; }
    var p254;
    L255: {
      var p257;
      var q258 = p, r259 = 0, e261 = false;
      while (q258 < n) {
        var p262;
        if (q258 < n && (c = s.charCodeAt(q258), c < 128 && T1[c] === 1)) { p262 = q258 + 1; if (look === 0 && p262 > far) far = p262; } else { p262 = -1; if (rec) fail(q258, 1); }
        if (p262 < 0) break;
        if (p262 === q258) { e261 = true; break; }
        r259++; q258 = p262;
        if (r259 === 6) break;
      }
      if (rec && q258 >= n && !e261 && r259 < 6) fail(q258, 1);
      if (e261 || r259 >= 6) p257 = q258; else { p257 = -1;  }
      if (p257 < 0) { p254 = -1;  break L255; }
      var p263;
      if (p257 < n && (c = s.charCodeAt(p257), c === 45)) { p263 = p257 + 1; if (look === 0 && p263 > far) far = p263; } else { p263 = -1; if (rec) fail(p257, 3); }
      if (p263 < 0) { p254 = -1;  break L255; }
      var p264;
      var q265 = p263, r266 = 0, e268 = false;
      while (q265 < n) {
        var p269;
        if (q265 < n && (c = s.charCodeAt(q265), c < 128 && T1[c] === 1)) { p269 = q265 + 1; if (look === 0 && p269 > far) far = p269; } else { p269 = -1; if (rec) fail(q265, 1); }
        if (p269 < 0) break;
        if (p269 === q265) { e268 = true; break; }
        r266++; q265 = p269;
        if (r266 === 3) break;
      }
      if (rec && q265 >= n && !e268 && r266 < 3) fail(q265, 1);
      if (e268 || r266 >= 3) p264 = q265; else { p264 = -1;  }
      if (p264 < 0) { p254 = -1;  break L255; }
      p254 = p264;
    }
    if (p254 >= 0) { out = p254; break L178; }
    var p270;
    L271: {
      var p273;
      var q274 = p, r275 = 0, e277 = false;
      while (q274 < n) {
        var p278;
        if (q274 < n && (c = s.charCodeAt(q274), c < 128 && T1[c] === 1)) { p278 = q274 + 1; if (look === 0 && p278 > far) far = p278; } else { p278 = -1; if (rec) fail(q274, 1); }
        if (p278 < 0) break;
        if (p278 === q274) { e277 = true; break; }
        r275++; q274 = p278;
        if (r275 === 7) break;
      }
      if (rec && q274 >= n && !e277 && r275 < 7) fail(q274, 1);
      if (e277 || r275 >= 7) p273 = q274; else { p273 = -1;  }
      if (p273 < 0) { p270 = -1;  break L271; }
      var p279;
      if (p273 < n && (c = s.charCodeAt(p273), c === 45)) { p279 = p273 + 1; if (look === 0 && p279 > far) far = p279; } else { p279 = -1; if (rec) fail(p273, 3); }
      if (p279 < 0) { p270 = -1;  break L271; }
      var p280;
      var q281 = p279, r282 = 0, e284 = false;
      while (q281 < n) {
        var p285;
        if (q281 < n && (c = s.charCodeAt(q281), c < 128 && T1[c] === 1)) { p285 = q281 + 1; if (look === 0 && p285 > far) far = p285; } else { p285 = -1; if (rec) fail(q281, 1); }
        if (p285 < 0) break;
        if (p285 === q281) { e284 = true; break; }
        r282++; q281 = p285;
        if (r282 === 2) break;
      }
      if (rec && q281 >= n && !e284 && r282 < 2) fail(q281, 1);
      if (e284 || r282 >= 2) p280 = q281; else { p280 = -1;  }
      if (p280 < 0) { p270 = -1;  break L271; }
      p270 = p280;
    }
    if (p270 >= 0) { out = p270; break L178; }
    var p286;
    L287: {
      var p289;
      var q290 = p, r291 = 0, e293 = false;
      while (q290 < n) {
        var p294;
        if (q290 < n && (c = s.charCodeAt(q290), c < 128 && T1[c] === 1)) { p294 = q290 + 1; if (look === 0 && p294 > far) far = p294; } else { p294 = -1; if (rec) fail(q290, 1); }
        if (p294 < 0) break;
        if (p294 === q290) { e293 = true; break; }
        r291++; q290 = p294;
        if (r291 === 8) break;
      }
      if (rec && q290 >= n && !e293 && r291 < 8) fail(q290, 1);
      if (e293 || r291 >= 8) p289 = q290; else { p289 = -1;  }
      if (p289 < 0) { p286 = -1;  break L287; }
      var p295;
      if (p289 < n && (c = s.charCodeAt(p289), c === 45)) { p295 = p289 + 1; if (look === 0 && p295 > far) far = p295; } else { p295 = -1; if (rec) fail(p289, 3); }
      if (p295 < 0) { p286 = -1;  break L287; }
      var p296;
      if (p295 < n && (c = s.charCodeAt(p295), c < 128 && T1[c] === 1)) { p296 = p295 + 1; if (look === 0 && p296 > far) far = p296; } else { p296 = -1; if (rec) fail(p295, 1); }
      if (p296 < 0) { p286 = -1;  break L287; }
      p286 = p296;
    }
    if (p286 >= 0) { out = p286; break L178; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // runs-3
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  L297: {
    var p298;
    L299: {
      var p301;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p301 = p + 1; if (look === 0 && p301 > far) far = p301; } else { p301 = -1; if (rec) fail(p, 1); }
      if (p301 < 0) { p298 = -1;  break L299; }
      var p302;
      if (p301 < n && (c = s.charCodeAt(p301), c === 45)) { p302 = p301 + 1; if (look === 0 && p302 > far) far = p302; } else { p302 = -1; if (rec) fail(p301, 3); }
      if (p302 < 0) { p298 = -1;  break L299; }
      var p303;
      if (p302 < n && (c = s.charCodeAt(p302), c < 128 && T1[c] === 1)) { p303 = p302 + 1; if (look === 0 && p303 > far) far = p303; } else { p303 = -1; if (rec) fail(p302, 1); }
      if (p303 < 0) { p298 = -1;  break L299; }
      var p304;
      if (p303 < n && (c = s.charCodeAt(p303), c === 45)) { p304 = p303 + 1; if (look === 0 && p304 > far) far = p304; } else { p304 = -1; if (rec) fail(p303, 3); }
      if (p304 < 0) { p298 = -1;  break L299; }
      var p305;
      var q306 = p304, r307 = 0, e309 = false;
      while (q306 < n) {
        var p310;
        if (q306 < n && (c = s.charCodeAt(q306), c < 128 && T1[c] === 1)) { p310 = q306 + 1; if (look === 0 && p310 > far) far = p310; } else { p310 = -1; if (rec) fail(q306, 1); }
        if (p310 < 0) break;
        if (p310 === q306) { e309 = true; break; }
        r307++; q306 = p310;
        if (r307 === 7) break;
      }
      if (rec && q306 >= n && !e309 && r307 < 7) fail(q306, 1);
      if (e309 || r307 >= 7) p305 = q306; else { p305 = -1;  }
      if (p305 < 0) { p298 = -1;  break L299; }
      p298 = p305;
    }
    if (p298 >= 0) { out = p298; break L297; }
    var p311;
    L312: {
      var p314;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p314 = p + 1; if (look === 0 && p314 > far) far = p314; } else { p314 = -1; if (rec) fail(p, 1); }
      if (p314 < 0) { p311 = -1;  break L312; }
      var p315;
      if (p314 < n && (c = s.charCodeAt(p314), c === 45)) { p315 = p314 + 1; if (look === 0 && p315 > far) far = p315; } else { p315 = -1; if (rec) fail(p314, 3); }
      if (p315 < 0) { p311 = -1;  break L312; }
      var p316;
      var q317 = p315, r318 = 0, e320 = false;
      while (q317 < n) {
        var p321;
        if (q317 < n && (c = s.charCodeAt(q317), c < 128 && T1[c] === 1)) { p321 = q317 + 1; if (look === 0 && p321 > far) far = p321; } else { p321 = -1; if (rec) fail(q317, 1); }
        if (p321 < 0) break;
        if (p321 === q317) { e320 = true; break; }
        r318++; q317 = p321;
        if (r318 === 2) break;
      }
      if (rec && q317 >= n && !e320 && r318 < 2) fail(q317, 1);
      if (e320 || r318 >= 2) p316 = q317; else { p316 = -1;  }
      if (p316 < 0) { p311 = -1;  break L312; }
      var p322;
      if (p316 < n && (c = s.charCodeAt(p316), c === 45)) { p322 = p316 + 1; if (look === 0 && p322 > far) far = p322; } else { p322 = -1; if (rec) fail(p316, 3); }
      if (p322 < 0) { p311 = -1;  break L312; }
      var p323;
      var q324 = p322, r325 = 0, e327 = false;
      while (q324 < n) {
        var p328;
        if (q324 < n && (c = s.charCodeAt(q324), c < 128 && T1[c] === 1)) { p328 = q324 + 1; if (look === 0 && p328 > far) far = p328; } else { p328 = -1; if (rec) fail(q324, 1); }
        if (p328 < 0) break;
        if (p328 === q324) { e327 = true; break; }
        r325++; q324 = p328;
        if (r325 === 6) break;
      }
      if (rec && q324 >= n && !e327 && r325 < 6) fail(q324, 1);
      if (e327 || r325 >= 6) p323 = q324; else { p323 = -1;  }
      if (p323 < 0) { p311 = -1;  break L312; }
      p311 = p323;
    }
    if (p311 >= 0) { out = p311; break L297; }
    var p329;
    L330: {
      var p332;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p332 = p + 1; if (look === 0 && p332 > far) far = p332; } else { p332 = -1; if (rec) fail(p, 1); }
      if (p332 < 0) { p329 = -1;  break L330; }
      var p333;
      if (p332 < n && (c = s.charCodeAt(p332), c === 45)) { p333 = p332 + 1; if (look === 0 && p333 > far) far = p333; } else { p333 = -1; if (rec) fail(p332, 3); }
      if (p333 < 0) { p329 = -1;  break L330; }
      var p334;
      var q335 = p333, r336 = 0, e338 = false;
      while (q335 < n) {
        var p339;
        if (q335 < n && (c = s.charCodeAt(q335), c < 128 && T1[c] === 1)) { p339 = q335 + 1; if (look === 0 && p339 > far) far = p339; } else { p339 = -1; if (rec) fail(q335, 1); }
        if (p339 < 0) break;
        if (p339 === q335) { e338 = true; break; }
        r336++; q335 = p339;
        if (r336 === 3) break;
      }
      if (rec && q335 >= n && !e338 && r336 < 3) fail(q335, 1);
      if (e338 || r336 >= 3) p334 = q335; else { p334 = -1;  }
      if (p334 < 0) { p329 = -1;  break L330; }
      var p340;
      if (p334 < n && (c = s.charCodeAt(p334), c === 45)) { p340 = p334 + 1; if (look === 0 && p340 > far) far = p340; } else { p340 = -1; if (rec) fail(p334, 3); }
      if (p340 < 0) { p329 = -1;  break L330; }
      var p341;
      var q342 = p340, r343 = 0, e345 = false;
      while (q342 < n) {
        var p346;
        if (q342 < n && (c = s.charCodeAt(q342), c < 128 && T1[c] === 1)) { p346 = q342 + 1; if (look === 0 && p346 > far) far = p346; } else { p346 = -1; if (rec) fail(q342, 1); }
        if (p346 < 0) break;
        if (p346 === q342) { e345 = true; break; }
        r343++; q342 = p346;
        if (r343 === 5) break;
      }
      if (rec && q342 >= n && !e345 && r343 < 5) fail(q342, 1);
      if (e345 || r343 >= 5) p341 = q342; else { p341 = -1;  }
      if (p341 < 0) { p329 = -1;  break L330; }
      p329 = p341;
    }
    if (p329 >= 0) { out = p329; break L297; }
    var p347;
    L348: {
      var p350;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p350 = p + 1; if (look === 0 && p350 > far) far = p350; } else { p350 = -1; if (rec) fail(p, 1); }
      if (p350 < 0) { p347 = -1;  break L348; }
      var p351;
      if (p350 < n && (c = s.charCodeAt(p350), c === 45)) { p351 = p350 + 1; if (look === 0 && p351 > far) far = p351; } else { p351 = -1; if (rec) fail(p350, 3); }
      if (p351 < 0) { p347 = -1;  break L348; }
      var p352;
      var q353 = p351, r354 = 0, e356 = false;
      while (q353 < n) {
        var p357;
        if (q353 < n && (c = s.charCodeAt(q353), c < 128 && T1[c] === 1)) { p357 = q353 + 1; if (look === 0 && p357 > far) far = p357; } else { p357 = -1; if (rec) fail(q353, 1); }
        if (p357 < 0) break;
        if (p357 === q353) { e356 = true; break; }
        r354++; q353 = p357;
        if (r354 === 4) break;
      }
      if (rec && q353 >= n && !e356 && r354 < 4) fail(q353, 1);
      if (e356 || r354 >= 4) p352 = q353; else { p352 = -1;  }
      if (p352 < 0) { p347 = -1;  break L348; }
      var p358;
      if (p352 < n && (c = s.charCodeAt(p352), c === 45)) { p358 = p352 + 1; if (look === 0 && p358 > far) far = p358; } else { p358 = -1; if (rec) fail(p352, 3); }
      if (p358 < 0) { p347 = -1;  break L348; }
      var p359;
      var q360 = p358, r361 = 0, e363 = false;
      while (q360 < n) {
        var p364;
        if (q360 < n && (c = s.charCodeAt(q360), c < 128 && T1[c] === 1)) { p364 = q360 + 1; if (look === 0 && p364 > far) far = p364; } else { p364 = -1; if (rec) fail(q360, 1); }
        if (p364 < 0) break;
        if (p364 === q360) { e363 = true; break; }
        r361++; q360 = p364;
        if (r361 === 4) break;
      }
      if (rec && q360 >= n && !e363 && r361 < 4) fail(q360, 1);
      if (e363 || r361 >= 4) p359 = q360; else { p359 = -1;  }
      if (p359 < 0) { p347 = -1;  break L348; }
      p347 = p359;
    }
    if (p347 >= 0) { out = p347; break L297; }
    var p365;
    L366: {
      var p368;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p368 = p + 1; if (look === 0 && p368 > far) far = p368; } else { p368 = -1; if (rec) fail(p, 1); }
      if (p368 < 0) { p365 = -1;  break L366; }
      var p369;
      if (p368 < n && (c = s.charCodeAt(p368), c === 45)) { p369 = p368 + 1; if (look === 0 && p369 > far) far = p369; } else { p369 = -1; if (rec) fail(p368, 3); }
      if (p369 < 0) { p365 = -1;  break L366; }
      var p370;
      var q371 = p369, r372 = 0, e374 = false;
      while (q371 < n) {
        var p375;
        if (q371 < n && (c = s.charCodeAt(q371), c < 128 && T1[c] === 1)) { p375 = q371 + 1; if (look === 0 && p375 > far) far = p375; } else { p375 = -1; if (rec) fail(q371, 1); }
        if (p375 < 0) break;
        if (p375 === q371) { e374 = true; break; }
        r372++; q371 = p375;
        if (r372 === 5) break;
      }
      if (rec && q371 >= n && !e374 && r372 < 5) fail(q371, 1);
      if (e374 || r372 >= 5) p370 = q371; else { p370 = -1;  }
      if (p370 < 0) { p365 = -1;  break L366; }
      var p376;
      if (p370 < n && (c = s.charCodeAt(p370), c === 45)) { p376 = p370 + 1; if (look === 0 && p376 > far) far = p376; } else { p376 = -1; if (rec) fail(p370, 3); }
      if (p376 < 0) { p365 = -1;  break L366; }
      var p377;
      var q378 = p376, r379 = 0, e381 = false;
      while (q378 < n) {
        var p382;
        if (q378 < n && (c = s.charCodeAt(q378), c < 128 && T1[c] === 1)) { p382 = q378 + 1; if (look === 0 && p382 > far) far = p382; } else { p382 = -1; if (rec) fail(q378, 1); }
        if (p382 < 0) break;
        if (p382 === q378) { e381 = true; break; }
        r379++; q378 = p382;
        if (r379 === 3) break;
      }
      if (rec && q378 >= n && !e381 && r379 < 3) fail(q378, 1);
      if (e381 || r379 >= 3) p377 = q378; else { p377 = -1;  }
      if (p377 < 0) { p365 = -1;  break L366; }
      p365 = p377;
    }
    if (p365 >= 0) { out = p365; break L297; }
    var p383;
    L384: {
      var p386;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p386 = p + 1; if (look === 0 && p386 > far) far = p386; } else { p386 = -1; if (rec) fail(p, 1); }
      if (p386 < 0) { p383 = -1;  break L384; }
      var p387;
      if (p386 < n && (c = s.charCodeAt(p386), c === 45)) { p387 = p386 + 1; if (look === 0 && p387 > far) far = p387; } else { p387 = -1; if (rec) fail(p386, 3); }
      if (p387 < 0) { p383 = -1;  break L384; }
      var p388;
      var q389 = p387, r390 = 0, e392 = false;
      while (q389 < n) {
        var p393;
        if (q389 < n && (c = s.charCodeAt(q389), c < 128 && T1[c] === 1)) { p393 = q389 + 1; if (look === 0 && p393 > far) far = p393; } else { p393 = -1; if (rec) fail(q389, 1); }
        if (p393 < 0) break;
        if (p393 === q389) { e392 = true; break; }
        r390++; q389 = p393;
        if (r390 === 6) break;
      }
      if (rec && q389 >= n && !e392 && r390 < 6) fail(q389, 1);
      if (e392 || r390 >= 6) p388 = q389; else { p388 = -1;  }
      if (p388 < 0) { p383 = -1;  break L384; }
      var p394;
      if (p388 < n && (c = s.charCodeAt(p388), c === 45)) { p394 = p388 + 1; if (look === 0 && p394 > far) far = p394; } else { p394 = -1; if (rec) fail(p388, 3); }
      if (p394 < 0) { p383 = -1;  break L384; }
      var p395;
      var q396 = p394, r397 = 0, e399 = false;
      while (q396 < n) {
        var p400;
        if (q396 < n && (c = s.charCodeAt(q396), c < 128 && T1[c] === 1)) { p400 = q396 + 1; if (look === 0 && p400 > far) far = p400; } else { p400 = -1; if (rec) fail(q396, 1); }
        if (p400 < 0) break;
        if (p400 === q396) { e399 = true; break; }
        r397++; q396 = p400;
        if (r397 === 2) break;
      }
      if (rec && q396 >= n && !e399 && r397 < 2) fail(q396, 1);
      if (e399 || r397 >= 2) p395 = q396; else { p395 = -1;  }
      if (p395 < 0) { p383 = -1;  break L384; }
      p383 = p395;
    }
    if (p383 >= 0) { out = p383; break L297; }
    var p401;
    L402: {
      var p404;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p404 = p + 1; if (look === 0 && p404 > far) far = p404; } else { p404 = -1; if (rec) fail(p, 1); }
      if (p404 < 0) { p401 = -1;  break L402; }
      var p405;
      if (p404 < n && (c = s.charCodeAt(p404), c === 45)) { p405 = p404 + 1; if (look === 0 && p405 > far) far = p405; } else { p405 = -1; if (rec) fail(p404, 3); }
      if (p405 < 0) { p401 = -1;  break L402; }
      var p406;
      var q407 = p405, r408 = 0, e410 = false;
      while (q407 < n) {
        var p411;
        if (q407 < n && (c = s.charCodeAt(q407), c < 128 && T1[c] === 1)) { p411 = q407 + 1; if (look === 0 && p411 > far) far = p411; } else { p411 = -1; if (rec) fail(q407, 1); }
        if (p411 < 0) break;
        if (p411 === q407) { e410 = true; break; }
        r408++; q407 = p411;
        if (r408 === 7) break;
      }
      if (rec && q407 >= n && !e410 && r408 < 7) fail(q407, 1);
      if (e410 || r408 >= 7) p406 = q407; else { p406 = -1;  }
      if (p406 < 0) { p401 = -1;  break L402; }
      var p412;
      if (p406 < n && (c = s.charCodeAt(p406), c === 45)) { p412 = p406 + 1; if (look === 0 && p412 > far) far = p412; } else { p412 = -1; if (rec) fail(p406, 3); }
      if (p412 < 0) { p401 = -1;  break L402; }
      var p413;
      if (p412 < n && (c = s.charCodeAt(p412), c < 128 && T1[c] === 1)) { p413 = p412 + 1; if (look === 0 && p413 > far) far = p413; } else { p413 = -1; if (rec) fail(p412, 1); }
      if (p413 < 0) { p401 = -1;  break L402; }
      p401 = p413;
    }
    if (p401 >= 0) { out = p401; break L297; }
    var p414;
    L415: {
      var p417;
      var q418 = p, r419 = 0, e421 = false;
      while (q418 < n) {
        var p422;
        if (q418 < n && (c = s.charCodeAt(q418), c < 128 && T1[c] === 1)) { p422 = q418 + 1; if (look === 0 && p422 > far) far = p422; } else { p422 = -1; if (rec) fail(q418, 1); }
        if (p422 < 0) break;
        if (p422 === q418) { e421 = true; break; }
        r419++; q418 = p422;
        if (r419 === 2) break;
      }
      if (rec && q418 >= n && !e421 && r419 < 2) fail(q418, 1);
      if (e421 || r419 >= 2) p417 = q418; else { p417 = -1;  }
      if (p417 < 0) { p414 = -1;  break L415; }
      var p423;
      if (p417 < n && (c = s.charCodeAt(p417), c === 45)) { p423 = p417 + 1; if (look === 0 && p423 > far) far = p423; } else { p423 = -1; if (rec) fail(p417, 3); }
      if (p423 < 0) { p414 = -1;  break L415; }
      var p424;
      if (p423 < n && (c = s.charCodeAt(p423), c < 128 && T1[c] === 1)) { p424 = p423 + 1; if (look === 0 && p424 > far) far = p424; } else { p424 = -1; if (rec) fail(p423, 1); }
      if (p424 < 0) { p414 = -1;  break L415; }
      var p425;
      if (p424 < n && (c = s.charCodeAt(p424), c === 45)) { p425 = p424 + 1; if (look === 0 && p425 > far) far = p425; } else { p425 = -1; if (rec) fail(p424, 3); }
      if (p425 < 0) { p414 = -1;  break L415; }
      var p426;
      var q427 = p425, r428 = 0, e430 = false;
      while (q427 < n) {
        var p431;
        if (q427 < n && (c = s.charCodeAt(q427), c < 128 && T1[c] === 1)) { p431 = q427 + 1; if (look === 0 && p431 > far) far = p431; } else { p431 = -1; if (rec) fail(q427, 1); }
        if (p431 < 0) break;
        if (p431 === q427) { e430 = true; break; }
        r428++; q427 = p431;
        if (r428 === 6) break;
      }
      if (rec && q427 >= n && !e430 && r428 < 6) fail(q427, 1);
      if (e430 || r428 >= 6) p426 = q427; else { p426 = -1;  }
      if (p426 < 0) { p414 = -1;  break L415; }
      p414 = p426;
    }
    if (p414 >= 0) { out = p414; break L297; }
    var p432;
    L433: {
      var p435;
      var q436 = p, r437 = 0, e439 = false;
      while (q436 < n) {
        var p440;
        if (q436 < n && (c = s.charCodeAt(q436), c < 128 && T1[c] === 1)) { p440 = q436 + 1; if (look === 0 && p440 > far) far = p440; } else { p440 = -1; if (rec) fail(q436, 1); }
        if (p440 < 0) break;
        if (p440 === q436) { e439 = true; break; }
        r437++; q436 = p440;
        if (r437 === 2) break;
      }
      if (rec && q436 >= n && !e439 && r437 < 2) fail(q436, 1);
      if (e439 || r437 >= 2) p435 = q436; else { p435 = -1;  }
      if (p435 < 0) { p432 = -1;  break L433; }
      var p441;
      if (p435 < n && (c = s.charCodeAt(p435), c === 45)) { p441 = p435 + 1; if (look === 0 && p441 > far) far = p441; } else { p441 = -1; if (rec) fail(p435, 3); }
      if (p441 < 0) { p432 = -1;  break L433; }
      var p442;
      var q443 = p441, r444 = 0, e446 = false;
      while (q443 < n) {
        var p447;
        if (q443 < n && (c = s.charCodeAt(q443), c < 128 && T1[c] === 1)) { p447 = q443 + 1; if (look === 0 && p447 > far) far = p447; } else { p447 = -1; if (rec) fail(q443, 1); }
        if (p447 < 0) break;
        if (p447 === q443) { e446 = true; break; }
        r444++; q443 = p447;
        if (r444 === 2) break;
      }
      if (rec && q443 >= n && !e446 && r444 < 2) fail(q443, 1);
      if (e446 || r444 >= 2) p442 = q443; else { p442 = -1;  }
      if (p442 < 0) { p432 = -1;  break L433; }
      var p448;
      if (p442 < n && (c = s.charCodeAt(p442), c === 45)) { p448 = p442 + 1; if (look === 0 && p448 > far) far = p448; } else { p448 = -1; if (rec) fail(p442, 3); }
      if (p448 < 0) { p432 = -1;  break L433; }
      var p449;
      var q450 = p448, r451 = 0, e453 = false;
      while (q450 < n) {
        var p454;
        if (q450 < n && (c = s.charCodeAt(q450), c < 128 && T1[c] === 1)) { p454 = q450 + 1; if (look === 0 && p454 > far) far = p454; } else { p454 = -1; if (rec) fail(q450, 1); }
        if (p454 < 0) break;
        if (p454 === q450) { e453 = true; break; }
        r451++; q450 = p454;
        if (r451 === 5) break;
      }
      if (rec && q450 >= n && !e453 && r451 < 5) fail(q450, 1);
      if (e453 || r451 >= 5) p449 = q450; else { p449 = -1;  }
      if (p449 < 0) { p432 = -1;  break L433; }
      p432 = p449;
    }
    if (p432 >= 0) { out = p432; break L297; }
    var p455;
    L456: {
      var p458;
      var q459 = p, r460 = 0, e462 = false;
      while (q459 < n) {
        var p463;
        if (q459 < n && (c = s.charCodeAt(q459), c < 128 && T1[c] === 1)) { p463 = q459 + 1; if (look === 0 && p463 > far) far = p463; } else { p463 = -1; if (rec) fail(q459, 1); }
        if (p463 < 0) break;
        if (p463 === q459) { e462 = true; break; }
        r460++; q459 = p463;
        if (r460 === 2) break;
      }
      if (rec && q459 >= n && !e462 && r460 < 2) fail(q459, 1);
      if (e462 || r460 >= 2) p458 = q459; else { p458 = -1;  }
      if (p458 < 0) { p455 = -1;  break L456; }
      var p464;
      if (p458 < n && (c = s.charCodeAt(p458), c === 45)) { p464 = p458 + 1; if (look === 0 && p464 > far) far = p464; } else { p464 = -1; if (rec) fail(p458, 3); }
      if (p464 < 0) { p455 = -1;  break L456; }
      var p465;
      var q466 = p464, r467 = 0, e469 = false;
      while (q466 < n) {
        var p470;
        if (q466 < n && (c = s.charCodeAt(q466), c < 128 && T1[c] === 1)) { p470 = q466 + 1; if (look === 0 && p470 > far) far = p470; } else { p470 = -1; if (rec) fail(q466, 1); }
        if (p470 < 0) break;
        if (p470 === q466) { e469 = true; break; }
        r467++; q466 = p470;
        if (r467 === 3) break;
      }
      if (rec && q466 >= n && !e469 && r467 < 3) fail(q466, 1);
      if (e469 || r467 >= 3) p465 = q466; else { p465 = -1;  }
      if (p465 < 0) { p455 = -1;  break L456; }
      var p471;
      if (p465 < n && (c = s.charCodeAt(p465), c === 45)) { p471 = p465 + 1; if (look === 0 && p471 > far) far = p471; } else { p471 = -1; if (rec) fail(p465, 3); }
      if (p471 < 0) { p455 = -1;  break L456; }
      var p472;
      var q473 = p471, r474 = 0, e476 = false;
      while (q473 < n) {
        var p477;
        if (q473 < n && (c = s.charCodeAt(q473), c < 128 && T1[c] === 1)) { p477 = q473 + 1; if (look === 0 && p477 > far) far = p477; } else { p477 = -1; if (rec) fail(q473, 1); }
        if (p477 < 0) break;
        if (p477 === q473) { e476 = true; break; }
        r474++; q473 = p477;
        if (r474 === 4) break;
      }
      if (rec && q473 >= n && !e476 && r474 < 4) fail(q473, 1);
      if (e476 || r474 >= 4) p472 = q473; else { p472 = -1;  }
      if (p472 < 0) { p455 = -1;  break L456; }
      p455 = p472;
    }
    if (p455 >= 0) { out = p455; break L297; }
    var p478;
    L479: {
      var p481;
      var q482 = p, r483 = 0, e485 = false;
      while (q482 < n) {
        var p486;
        if (q482 < n && (c = s.charCodeAt(q482), c < 128 && T1[c] === 1)) { p486 = q482 + 1; if (look === 0 && p486 > far) far = p486; } else { p486 = -1; if (rec) fail(q482, 1); }
        if (p486 < 0) break;
        if (p486 === q482) { e485 = true; break; }
        r483++; q482 = p486;
        if (r483 === 2) break;
      }
      if (rec && q482 >= n && !e485 && r483 < 2) fail(q482, 1);
      if (e485 || r483 >= 2) p481 = q482; else { p481 = -1;  }
      if (p481 < 0) { p478 = -1;  break L479; }
      var p487;
      if (p481 < n && (c = s.charCodeAt(p481), c === 45)) { p487 = p481 + 1; if (look === 0 && p487 > far) far = p487; } else { p487 = -1; if (rec) fail(p481, 3); }
      if (p487 < 0) { p478 = -1;  break L479; }
      var p488;
      var q489 = p487, r490 = 0, e492 = false;
      while (q489 < n) {
        var p493;
        if (q489 < n && (c = s.charCodeAt(q489), c < 128 && T1[c] === 1)) { p493 = q489 + 1; if (look === 0 && p493 > far) far = p493; } else { p493 = -1; if (rec) fail(q489, 1); }
        if (p493 < 0) break;
        if (p493 === q489) { e492 = true; break; }
        r490++; q489 = p493;
        if (r490 === 4) break;
      }
      if (rec && q489 >= n && !e492 && r490 < 4) fail(q489, 1);
      if (e492 || r490 >= 4) p488 = q489; else { p488 = -1;  }
      if (p488 < 0) { p478 = -1;  break L479; }
      var p494;
      if (p488 < n && (c = s.charCodeAt(p488), c === 45)) { p494 = p488 + 1; if (look === 0 && p494 > far) far = p494; } else { p494 = -1; if (rec) fail(p488, 3); }
      if (p494 < 0) { p478 = -1;  break L479; }
      var p495;
      var q496 = p494, r497 = 0, e499 = false;
      while (q496 < n) {
        var p500;
        if (q496 < n && (c = s.charCodeAt(q496), c < 128 && T1[c] === 1)) { p500 = q496 + 1; if (look === 0 && p500 > far) far = p500; } else { p500 = -1; if (rec) fail(q496, 1); }
        if (p500 < 0) break;
        if (p500 === q496) { e499 = true; break; }
        r497++; q496 = p500;
        if (r497 === 3) break;
      }
      if (rec && q496 >= n && !e499 && r497 < 3) fail(q496, 1);
      if (e499 || r497 >= 3) p495 = q496; else { p495 = -1;  }
      if (p495 < 0) { p478 = -1;  break L479; }
      p478 = p495;
    }
    if (p478 >= 0) { out = p478; break L297; }
    var p501;
    L502: {
      var p504;
      var q505 = p, r506 = 0, e508 = false;
      while (q505 < n) {
        var p509;
        if (q505 < n && (c = s.charCodeAt(q505), c < 128 && T1[c] === 1)) { p509 = q505 + 1; if (look === 0 && p509 > far) far = p509; } else { p509 = -1; if (rec) fail(q505, 1); }
        if (p509 < 0) break;
        if (p509 === q505) { e508 = true; break; }
        r506++; q505 = p509;
        if (r506 === 2) break;
      }
      if (rec && q505 >= n && !e508 && r506 < 2) fail(q505, 1);
      if (e508 || r506 >= 2) p504 = q505; else { p504 = -1;  }
      if (p504 < 0) { p501 = -1;  break L502; }
      var p510;
      if (p504 < n && (c = s.charCodeAt(p504), c === 45)) { p510 = p504 + 1; if (look === 0 && p510 > far) far = p510; } else { p510 = -1; if (rec) fail(p504, 3); }
      if (p510 < 0) { p501 = -1;  break L502; }
      var p511;
      var q512 = p510, r513 = 0, e515 = false;
      while (q512 < n) {
        var p516;
        if (q512 < n && (c = s.charCodeAt(q512), c < 128 && T1[c] === 1)) { p516 = q512 + 1; if (look === 0 && p516 > far) far = p516; } else { p516 = -1; if (rec) fail(q512, 1); }
        if (p516 < 0) break;
        if (p516 === q512) { e515 = true; break; }
        r513++; q512 = p516;
        if (r513 === 5) break;
      }
      if (rec && q512 >= n && !e515 && r513 < 5) fail(q512, 1);
      if (e515 || r513 >= 5) p511 = q512; else { p511 = -1;  }
      if (p511 < 0) { p501 = -1;  break L502; }
      var p517;
      if (p511 < n && (c = s.charCodeAt(p511), c === 45)) { p517 = p511 + 1; if (look === 0 && p517 > far) far = p517; } else { p517 = -1; if (rec) fail(p511, 3); }
      if (p517 < 0) { p501 = -1;  break L502; }
      var p518;
      var q519 = p517, r520 = 0, e522 = false;
      while (q519 < n) {
        var p523;
        if (q519 < n && (c = s.charCodeAt(q519), c < 128 && T1[c] === 1)) { p523 = q519 + 1; if (look === 0 && p523 > far) far = p523; } else { p523 = -1; if (rec) fail(q519, 1); }
        if (p523 < 0) break;
        if (p523 === q519) { e522 = true; break; }
        r520++; q519 = p523;
        if (r520 === 2) break;
      }
      if (rec && q519 >= n && !e522 && r520 < 2) fail(q519, 1);
      if (e522 || r520 >= 2) p518 = q519; else { p518 = -1;  }
      if (p518 < 0) { p501 = -1;  break L502; }
      p501 = p518;
    }
    if (p501 >= 0) { out = p501; break L297; }
    var p524;
    L525: {
      var p527;
      var q528 = p, r529 = 0, e531 = false;
      while (q528 < n) {
        var p532;
        if (q528 < n && (c = s.charCodeAt(q528), c < 128 && T1[c] === 1)) { p532 = q528 + 1; if (look === 0 && p532 > far) far = p532; } else { p532 = -1; if (rec) fail(q528, 1); }
        if (p532 < 0) break;
        if (p532 === q528) { e531 = true; break; }
        r529++; q528 = p532;
        if (r529 === 2) break;
      }
      if (rec && q528 >= n && !e531 && r529 < 2) fail(q528, 1);
      if (e531 || r529 >= 2) p527 = q528; else { p527 = -1;  }
      if (p527 < 0) { p524 = -1;  break L525; }
      var p533;
      if (p527 < n && (c = s.charCodeAt(p527), c === 45)) { p533 = p527 + 1; if (look === 0 && p533 > far) far = p533; } else { p533 = -1; if (rec) fail(p527, 3); }
      if (p533 < 0) { p524 = -1;  break L525; }
      var p534;
      var q535 = p533, r536 = 0, e538 = false;
      while (q535 < n) {
        var p539;
        if (q535 < n && (c = s.charCodeAt(q535), c < 128 && T1[c] === 1)) { p539 = q535 + 1; if (look === 0 && p539 > far) far = p539; } else { p539 = -1; if (rec) fail(q535, 1); }
        if (p539 < 0) break;
        if (p539 === q535) { e538 = true; break; }
        r536++; q535 = p539;
        if (r536 === 6) break;
      }
      if (rec && q535 >= n && !e538 && r536 < 6) fail(q535, 1);
      if (e538 || r536 >= 6) p534 = q535; else { p534 = -1;  }
      if (p534 < 0) { p524 = -1;  break L525; }
      var p540;
      if (p534 < n && (c = s.charCodeAt(p534), c === 45)) { p540 = p534 + 1; if (look === 0 && p540 > far) far = p540; } else { p540 = -1; if (rec) fail(p534, 3); }
      if (p540 < 0) { p524 = -1;  break L525; }
      var p541;
      if (p540 < n && (c = s.charCodeAt(p540), c < 128 && T1[c] === 1)) { p541 = p540 + 1; if (look === 0 && p541 > far) far = p541; } else { p541 = -1; if (rec) fail(p540, 1); }
      if (p541 < 0) { p524 = -1;  break L525; }
      p524 = p541;
    }
    if (p524 >= 0) { out = p524; break L297; }
    var p542;
    L543: {
      var p545;
      var q546 = p, r547 = 0, e549 = false;
      while (q546 < n) {
        var p550;
        if (q546 < n && (c = s.charCodeAt(q546), c < 128 && T1[c] === 1)) { p550 = q546 + 1; if (look === 0 && p550 > far) far = p550; } else { p550 = -1; if (rec) fail(q546, 1); }
        if (p550 < 0) break;
        if (p550 === q546) { e549 = true; break; }
        r547++; q546 = p550;
        if (r547 === 3) break;
      }
      if (rec && q546 >= n && !e549 && r547 < 3) fail(q546, 1);
      if (e549 || r547 >= 3) p545 = q546; else { p545 = -1;  }
      if (p545 < 0) { p542 = -1;  break L543; }
      var p551;
      if (p545 < n && (c = s.charCodeAt(p545), c === 45)) { p551 = p545 + 1; if (look === 0 && p551 > far) far = p551; } else { p551 = -1; if (rec) fail(p545, 3); }
      if (p551 < 0) { p542 = -1;  break L543; }
      var p552;
      if (p551 < n && (c = s.charCodeAt(p551), c < 128 && T1[c] === 1)) { p552 = p551 + 1; if (look === 0 && p552 > far) far = p552; } else { p552 = -1; if (rec) fail(p551, 1); }
      if (p552 < 0) { p542 = -1;  break L543; }
      var p553;
      if (p552 < n && (c = s.charCodeAt(p552), c === 45)) { p553 = p552 + 1; if (look === 0 && p553 > far) far = p553; } else { p553 = -1; if (rec) fail(p552, 3); }
      if (p553 < 0) { p542 = -1;  break L543; }
      var p554;
      var q555 = p553, r556 = 0, e558 = false;
      while (q555 < n) {
        var p559;
        if (q555 < n && (c = s.charCodeAt(q555), c < 128 && T1[c] === 1)) { p559 = q555 + 1; if (look === 0 && p559 > far) far = p559; } else { p559 = -1; if (rec) fail(q555, 1); }
        if (p559 < 0) break;
        if (p559 === q555) { e558 = true; break; }
        r556++; q555 = p559;
        if (r556 === 5) break;
      }
      if (rec && q555 >= n && !e558 && r556 < 5) fail(q555, 1);
      if (e558 || r556 >= 5) p554 = q555; else { p554 = -1;  }
      if (p554 < 0) { p542 = -1;  break L543; }
      p542 = p554;
    }
    if (p542 >= 0) { out = p542; break L297; }
    var p560;
    L561: {
      var p563;
      var q564 = p, r565 = 0, e567 = false;
      while (q564 < n) {
        var p568;
        if (q564 < n && (c = s.charCodeAt(q564), c < 128 && T1[c] === 1)) { p568 = q564 + 1; if (look === 0 && p568 > far) far = p568; } else { p568 = -1; if (rec) fail(q564, 1); }
        if (p568 < 0) break;
        if (p568 === q564) { e567 = true; break; }
        r565++; q564 = p568;
        if (r565 === 3) break;
      }
      if (rec && q564 >= n && !e567 && r565 < 3) fail(q564, 1);
      if (e567 || r565 >= 3) p563 = q564; else { p563 = -1;  }
      if (p563 < 0) { p560 = -1;  break L561; }
      var p569;
      if (p563 < n && (c = s.charCodeAt(p563), c === 45)) { p569 = p563 + 1; if (look === 0 && p569 > far) far = p569; } else { p569 = -1; if (rec) fail(p563, 3); }
      if (p569 < 0) { p560 = -1;  break L561; }
      var p570;
      var q571 = p569, r572 = 0, e574 = false;
      while (q571 < n) {
        var p575;
        if (q571 < n && (c = s.charCodeAt(q571), c < 128 && T1[c] === 1)) { p575 = q571 + 1; if (look === 0 && p575 > far) far = p575; } else { p575 = -1; if (rec) fail(q571, 1); }
        if (p575 < 0) break;
        if (p575 === q571) { e574 = true; break; }
        r572++; q571 = p575;
        if (r572 === 2) break;
      }
      if (rec && q571 >= n && !e574 && r572 < 2) fail(q571, 1);
      if (e574 || r572 >= 2) p570 = q571; else { p570 = -1;  }
      if (p570 < 0) { p560 = -1;  break L561; }
      var p576;
      if (p570 < n && (c = s.charCodeAt(p570), c === 45)) { p576 = p570 + 1; if (look === 0 && p576 > far) far = p576; } else { p576 = -1; if (rec) fail(p570, 3); }
      if (p576 < 0) { p560 = -1;  break L561; }
      var p577;
      var q578 = p576, r579 = 0, e581 = false;
      while (q578 < n) {
        var p582;
        if (q578 < n && (c = s.charCodeAt(q578), c < 128 && T1[c] === 1)) { p582 = q578 + 1; if (look === 0 && p582 > far) far = p582; } else { p582 = -1; if (rec) fail(q578, 1); }
        if (p582 < 0) break;
        if (p582 === q578) { e581 = true; break; }
        r579++; q578 = p582;
        if (r579 === 4) break;
      }
      if (rec && q578 >= n && !e581 && r579 < 4) fail(q578, 1);
      if (e581 || r579 >= 4) p577 = q578; else { p577 = -1;  }
      if (p577 < 0) { p560 = -1;  break L561; }
      p560 = p577;
    }
    if (p560 >= 0) { out = p560; break L297; }
    var p583;
    L584: {
      var p586;
      var q587 = p, r588 = 0, e590 = false;
      while (q587 < n) {
        var p591;
        if (q587 < n && (c = s.charCodeAt(q587), c < 128 && T1[c] === 1)) { p591 = q587 + 1; if (look === 0 && p591 > far) far = p591; } else { p591 = -1; if (rec) fail(q587, 1); }
        if (p591 < 0) break;
        if (p591 === q587) { e590 = true; break; }
        r588++; q587 = p591;
        if (r588 === 3) break;
      }
      if (rec && q587 >= n && !e590 && r588 < 3) fail(q587, 1);
      if (e590 || r588 >= 3) p586 = q587; else { p586 = -1;  }
      if (p586 < 0) { p583 = -1;  break L584; }
      var p592;
      if (p586 < n && (c = s.charCodeAt(p586), c === 45)) { p592 = p586 + 1; if (look === 0 && p592 > far) far = p592; } else { p592 = -1; if (rec) fail(p586, 3); }
      if (p592 < 0) { p583 = -1;  break L584; }
      var p593;
      var q594 = p592, r595 = 0, e597 = false;
      while (q594 < n) {
        var p598;
        if (q594 < n && (c = s.charCodeAt(q594), c < 128 && T1[c] === 1)) { p598 = q594 + 1; if (look === 0 && p598 > far) far = p598; } else { p598 = -1; if (rec) fail(q594, 1); }
        if (p598 < 0) break;
        if (p598 === q594) { e597 = true; break; }
        r595++; q594 = p598;
        if (r595 === 3) break;
      }
      if (rec && q594 >= n && !e597 && r595 < 3) fail(q594, 1);
      if (e597 || r595 >= 3) p593 = q594; else { p593 = -1;  }
      if (p593 < 0) { p583 = -1;  break L584; }
      var p599;
      if (p593 < n && (c = s.charCodeAt(p593), c === 45)) { p599 = p593 + 1; if (look === 0 && p599 > far) far = p599; } else { p599 = -1; if (rec) fail(p593, 3); }
      if (p599 < 0) { p583 = -1;  break L584; }
      var p600;
      var q601 = p599, r602 = 0, e604 = false;
      while (q601 < n) {
        var p605;
        if (q601 < n && (c = s.charCodeAt(q601), c < 128 && T1[c] === 1)) { p605 = q601 + 1; if (look === 0 && p605 > far) far = p605; } else { p605 = -1; if (rec) fail(q601, 1); }
        if (p605 < 0) break;
        if (p605 === q601) { e604 = true; break; }
        r602++; q601 = p605;
        if (r602 === 3) break;
      }
      if (rec && q601 >= n && !e604 && r602 < 3) fail(q601, 1);
      if (e604 || r602 >= 3) p600 = q601; else { p600 = -1;  }
      if (p600 < 0) { p583 = -1;  break L584; }
      p583 = p600;
    }
    if (p583 >= 0) { out = p583; break L297; }
    var p606;
    L607: {
      var p609;
      var q610 = p, r611 = 0, e613 = false;
      while (q610 < n) {
        var p614;
        if (q610 < n && (c = s.charCodeAt(q610), c < 128 && T1[c] === 1)) { p614 = q610 + 1; if (look === 0 && p614 > far) far = p614; } else { p614 = -1; if (rec) fail(q610, 1); }
        if (p614 < 0) break;
        if (p614 === q610) { e613 = true; break; }
        r611++; q610 = p614;
        if (r611 === 3) break;
      }
      if (rec && q610 >= n && !e613 && r611 < 3) fail(q610, 1);
      if (e613 || r611 >= 3) p609 = q610; else { p609 = -1;  }
      if (p609 < 0) { p606 = -1;  break L607; }
      var p615;
      if (p609 < n && (c = s.charCodeAt(p609), c === 45)) { p615 = p609 + 1; if (look === 0 && p615 > far) far = p615; } else { p615 = -1; if (rec) fail(p609, 3); }
      if (p615 < 0) { p606 = -1;  break L607; }
      var p616;
      var q617 = p615, r618 = 0, e620 = false;
      while (q617 < n) {
        var p621;
        if (q617 < n && (c = s.charCodeAt(q617), c < 128 && T1[c] === 1)) { p621 = q617 + 1; if (look === 0 && p621 > far) far = p621; } else { p621 = -1; if (rec) fail(q617, 1); }
        if (p621 < 0) break;
        if (p621 === q617) { e620 = true; break; }
        r618++; q617 = p621;
        if (r618 === 4) break;
      }
      if (rec && q617 >= n && !e620 && r618 < 4) fail(q617, 1);
      if (e620 || r618 >= 4) p616 = q617; else { p616 = -1;  }
      if (p616 < 0) { p606 = -1;  break L607; }
      var p622;
      if (p616 < n && (c = s.charCodeAt(p616), c === 45)) { p622 = p616 + 1; if (look === 0 && p622 > far) far = p622; } else { p622 = -1; if (rec) fail(p616, 3); }
      if (p622 < 0) { p606 = -1;  break L607; }
      var p623;
      var q624 = p622, r625 = 0, e627 = false;
      while (q624 < n) {
        var p628;
        if (q624 < n && (c = s.charCodeAt(q624), c < 128 && T1[c] === 1)) { p628 = q624 + 1; if (look === 0 && p628 > far) far = p628; } else { p628 = -1; if (rec) fail(q624, 1); }
        if (p628 < 0) break;
        if (p628 === q624) { e627 = true; break; }
        r625++; q624 = p628;
        if (r625 === 2) break;
      }
      if (rec && q624 >= n && !e627 && r625 < 2) fail(q624, 1);
      if (e627 || r625 >= 2) p623 = q624; else { p623 = -1;  }
      if (p623 < 0) { p606 = -1;  break L607; }
      p606 = p623;
    }
    if (p606 >= 0) { out = p606; break L297; }
    var p629;
    L630: {
      var p632;
      var q633 = p, r634 = 0, e636 = false;
      while (q633 < n) {
        var p637;
        if (q633 < n && (c = s.charCodeAt(q633), c < 128 && T1[c] === 1)) { p637 = q633 + 1; if (look === 0 && p637 > far) far = p637; } else { p637 = -1; if (rec) fail(q633, 1); }
        if (p637 < 0) break;
        if (p637 === q633) { e636 = true; break; }
        r634++; q633 = p637;
        if (r634 === 3) break;
      }
      if (rec && q633 >= n && !e636 && r634 < 3) fail(q633, 1);
      if (e636 || r634 >= 3) p632 = q633; else { p632 = -1;  }
      if (p632 < 0) { p629 = -1;  break L630; }
      var p638;
      if (p632 < n && (c = s.charCodeAt(p632), c === 45)) { p638 = p632 + 1; if (look === 0 && p638 > far) far = p638; } else { p638 = -1; if (rec) fail(p632, 3); }
      if (p638 < 0) { p629 = -1;  break L630; }
      var p639;
      var q640 = p638, r641 = 0, e643 = false;
      while (q640 < n) {
        var p644;
        if (q640 < n && (c = s.charCodeAt(q640), c < 128 && T1[c] === 1)) { p644 = q640 + 1; if (look === 0 && p644 > far) far = p644; } else { p644 = -1; if (rec) fail(q640, 1); }
        if (p644 < 0) break;
        if (p644 === q640) { e643 = true; break; }
        r641++; q640 = p644;
        if (r641 === 5) break;
      }
      if (rec && q640 >= n && !e643 && r641 < 5) fail(q640, 1);
      if (e643 || r641 >= 5) p639 = q640; else { p639 = -1;  }
      if (p639 < 0) { p629 = -1;  break L630; }
      var p645;
      if (p639 < n && (c = s.charCodeAt(p639), c === 45)) { p645 = p639 + 1; if (look === 0 && p645 > far) far = p645; } else { p645 = -1; if (rec) fail(p639, 3); }
      if (p645 < 0) { p629 = -1;  break L630; }
      var p646;
      if (p645 < n && (c = s.charCodeAt(p645), c < 128 && T1[c] === 1)) { p646 = p645 + 1; if (look === 0 && p646 > far) far = p646; } else { p646 = -1; if (rec) fail(p645, 1); }
      if (p646 < 0) { p629 = -1;  break L630; }
      p629 = p646;
    }
    if (p629 >= 0) { out = p629; break L297; }
    var p647;
    L648: {
      var p650;
      var q651 = p, r652 = 0, e654 = false;
      while (q651 < n) {
        var p655;
        if (q651 < n && (c = s.charCodeAt(q651), c < 128 && T1[c] === 1)) { p655 = q651 + 1; if (look === 0 && p655 > far) far = p655; } else { p655 = -1; if (rec) fail(q651, 1); }
        if (p655 < 0) break;
        if (p655 === q651) { e654 = true; break; }
        r652++; q651 = p655;
        if (r652 === 4) break;
      }
      if (rec && q651 >= n && !e654 && r652 < 4) fail(q651, 1);
      if (e654 || r652 >= 4) p650 = q651; else { p650 = -1;  }
      if (p650 < 0) { p647 = -1;  break L648; }
      var p656;
      if (p650 < n && (c = s.charCodeAt(p650), c === 45)) { p656 = p650 + 1; if (look === 0 && p656 > far) far = p656; } else { p656 = -1; if (rec) fail(p650, 3); }
      if (p656 < 0) { p647 = -1;  break L648; }
      var p657;
      if (p656 < n && (c = s.charCodeAt(p656), c < 128 && T1[c] === 1)) { p657 = p656 + 1; if (look === 0 && p657 > far) far = p657; } else { p657 = -1; if (rec) fail(p656, 1); }
      if (p657 < 0) { p647 = -1;  break L648; }
      var p658;
      if (p657 < n && (c = s.charCodeAt(p657), c === 45)) { p658 = p657 + 1; if (look === 0 && p658 > far) far = p658; } else { p658 = -1; if (rec) fail(p657, 3); }
      if (p658 < 0) { p647 = -1;  break L648; }
      var p659;
      var q660 = p658, r661 = 0, e663 = false;
      while (q660 < n) {
        var p664;
        if (q660 < n && (c = s.charCodeAt(q660), c < 128 && T1[c] === 1)) { p664 = q660 + 1; if (look === 0 && p664 > far) far = p664; } else { p664 = -1; if (rec) fail(q660, 1); }
        if (p664 < 0) break;
        if (p664 === q660) { e663 = true; break; }
        r661++; q660 = p664;
        if (r661 === 4) break;
      }
      if (rec && q660 >= n && !e663 && r661 < 4) fail(q660, 1);
      if (e663 || r661 >= 4) p659 = q660; else { p659 = -1;  }
      if (p659 < 0) { p647 = -1;  break L648; }
      p647 = p659;
    }
    if (p647 >= 0) { out = p647; break L297; }
    var p665;
    L666: {
      var p668;
      var q669 = p, r670 = 0, e672 = false;
      while (q669 < n) {
        var p673;
        if (q669 < n && (c = s.charCodeAt(q669), c < 128 && T1[c] === 1)) { p673 = q669 + 1; if (look === 0 && p673 > far) far = p673; } else { p673 = -1; if (rec) fail(q669, 1); }
        if (p673 < 0) break;
        if (p673 === q669) { e672 = true; break; }
        r670++; q669 = p673;
        if (r670 === 4) break;
      }
      if (rec && q669 >= n && !e672 && r670 < 4) fail(q669, 1);
      if (e672 || r670 >= 4) p668 = q669; else { p668 = -1;  }
      if (p668 < 0) { p665 = -1;  break L666; }
      var p674;
      if (p668 < n && (c = s.charCodeAt(p668), c === 45)) { p674 = p668 + 1; if (look === 0 && p674 > far) far = p674; } else { p674 = -1; if (rec) fail(p668, 3); }
      if (p674 < 0) { p665 = -1;  break L666; }
      var p675;
      var q676 = p674, r677 = 0, e679 = false;
      while (q676 < n) {
        var p680;
        if (q676 < n && (c = s.charCodeAt(q676), c < 128 && T1[c] === 1)) { p680 = q676 + 1; if (look === 0 && p680 > far) far = p680; } else { p680 = -1; if (rec) fail(q676, 1); }
        if (p680 < 0) break;
        if (p680 === q676) { e679 = true; break; }
        r677++; q676 = p680;
        if (r677 === 2) break;
      }
      if (rec && q676 >= n && !e679 && r677 < 2) fail(q676, 1);
      if (e679 || r677 >= 2) p675 = q676; else { p675 = -1;  }
      if (p675 < 0) { p665 = -1;  break L666; }
      var p681;
      if (p675 < n && (c = s.charCodeAt(p675), c === 45)) { p681 = p675 + 1; if (look === 0 && p681 > far) far = p681; } else { p681 = -1; if (rec) fail(p675, 3); }
      if (p681 < 0) { p665 = -1;  break L666; }
      var p682;
      var q683 = p681, r684 = 0, e686 = false;
      while (q683 < n) {
        var p687;
        if (q683 < n && (c = s.charCodeAt(q683), c < 128 && T1[c] === 1)) { p687 = q683 + 1; if (look === 0 && p687 > far) far = p687; } else { p687 = -1; if (rec) fail(q683, 1); }
        if (p687 < 0) break;
        if (p687 === q683) { e686 = true; break; }
        r684++; q683 = p687;
        if (r684 === 3) break;
      }
      if (rec && q683 >= n && !e686 && r684 < 3) fail(q683, 1);
      if (e686 || r684 >= 3) p682 = q683; else { p682 = -1;  }
      if (p682 < 0) { p665 = -1;  break L666; }
      p665 = p682;
    }
    if (p665 >= 0) { out = p665; break L297; }
    var p688;
    L689: {
      var p691;
      var q692 = p, r693 = 0, e695 = false;
      while (q692 < n) {
        var p696;
        if (q692 < n && (c = s.charCodeAt(q692), c < 128 && T1[c] === 1)) { p696 = q692 + 1; if (look === 0 && p696 > far) far = p696; } else { p696 = -1; if (rec) fail(q692, 1); }
        if (p696 < 0) break;
        if (p696 === q692) { e695 = true; break; }
        r693++; q692 = p696;
        if (r693 === 4) break;
      }
      if (rec && q692 >= n && !e695 && r693 < 4) fail(q692, 1);
      if (e695 || r693 >= 4) p691 = q692; else { p691 = -1;  }
      if (p691 < 0) { p688 = -1;  break L689; }
      var p697;
      if (p691 < n && (c = s.charCodeAt(p691), c === 45)) { p697 = p691 + 1; if (look === 0 && p697 > far) far = p697; } else { p697 = -1; if (rec) fail(p691, 3); }
      if (p697 < 0) { p688 = -1;  break L689; }
      var p698;
      var q699 = p697, r700 = 0, e702 = false;
      while (q699 < n) {
        var p703;
        if (q699 < n && (c = s.charCodeAt(q699), c < 128 && T1[c] === 1)) { p703 = q699 + 1; if (look === 0 && p703 > far) far = p703; } else { p703 = -1; if (rec) fail(q699, 1); }
        if (p703 < 0) break;
        if (p703 === q699) { e702 = true; break; }
        r700++; q699 = p703;
        if (r700 === 3) break;
      }
      if (rec && q699 >= n && !e702 && r700 < 3) fail(q699, 1);
      if (e702 || r700 >= 3) p698 = q699; else { p698 = -1;  }
      if (p698 < 0) { p688 = -1;  break L689; }
      var p704;
      if (p698 < n && (c = s.charCodeAt(p698), c === 45)) { p704 = p698 + 1; if (look === 0 && p704 > far) far = p704; } else { p704 = -1; if (rec) fail(p698, 3); }
      if (p704 < 0) { p688 = -1;  break L689; }
      var p705;
      var q706 = p704, r707 = 0, e709 = false;
      while (q706 < n) {
        var p710;
        if (q706 < n && (c = s.charCodeAt(q706), c < 128 && T1[c] === 1)) { p710 = q706 + 1; if (look === 0 && p710 > far) far = p710; } else { p710 = -1; if (rec) fail(q706, 1); }
        if (p710 < 0) break;
        if (p710 === q706) { e709 = true; break; }
        r707++; q706 = p710;
        if (r707 === 2) break;
      }
      if (rec && q706 >= n && !e709 && r707 < 2) fail(q706, 1);
      if (e709 || r707 >= 2) p705 = q706; else { p705 = -1;  }
      if (p705 < 0) { p688 = -1;  break L689; }
      p688 = p705;
    }
    if (p688 >= 0) { out = p688; break L297; }
    var p711;
    L712: {
      var p714;
      var q715 = p, r716 = 0, e718 = false;
      while (q715 < n) {
        var p719;
        if (q715 < n && (c = s.charCodeAt(q715), c < 128 && T1[c] === 1)) { p719 = q715 + 1; if (look === 0 && p719 > far) far = p719; } else { p719 = -1; if (rec) fail(q715, 1); }
        if (p719 < 0) break;
        if (p719 === q715) { e718 = true; break; }
        r716++; q715 = p719;
        if (r716 === 4) break;
      }
      if (rec && q715 >= n && !e718 && r716 < 4) fail(q715, 1);
      if (e718 || r716 >= 4) p714 = q715; else { p714 = -1;  }
      if (p714 < 0) { p711 = -1;  break L712; }
      var p720;
      if (p714 < n && (c = s.charCodeAt(p714), c === 45)) { p720 = p714 + 1; if (look === 0 && p720 > far) far = p720; } else { p720 = -1; if (rec) fail(p714, 3); }
      if (p720 < 0) { p711 = -1;  break L712; }
      var p721;
      var q722 = p720, r723 = 0, e725 = false;
      while (q722 < n) {
        var p726;
        if (q722 < n && (c = s.charCodeAt(q722), c < 128 && T1[c] === 1)) { p726 = q722 + 1; if (look === 0 && p726 > far) far = p726; } else { p726 = -1; if (rec) fail(q722, 1); }
        if (p726 < 0) break;
        if (p726 === q722) { e725 = true; break; }
        r723++; q722 = p726;
        if (r723 === 4) break;
      }
      if (rec && q722 >= n && !e725 && r723 < 4) fail(q722, 1);
      if (e725 || r723 >= 4) p721 = q722; else { p721 = -1;  }
      if (p721 < 0) { p711 = -1;  break L712; }
      var p727;
      if (p721 < n && (c = s.charCodeAt(p721), c === 45)) { p727 = p721 + 1; if (look === 0 && p727 > far) far = p727; } else { p727 = -1; if (rec) fail(p721, 3); }
      if (p727 < 0) { p711 = -1;  break L712; }
      var p728;
      if (p727 < n && (c = s.charCodeAt(p727), c < 128 && T1[c] === 1)) { p728 = p727 + 1; if (look === 0 && p728 > far) far = p728; } else { p728 = -1; if (rec) fail(p727, 1); }
      if (p728 < 0) { p711 = -1;  break L712; }
      p711 = p728;
    }
    if (p711 >= 0) { out = p711; break L297; }
    var p729;
    L730: {
      var p732;
      var q733 = p, r734 = 0, e736 = false;
      while (q733 < n) {
        var p737;
        if (q733 < n && (c = s.charCodeAt(q733), c < 128 && T1[c] === 1)) { p737 = q733 + 1; if (look === 0 && p737 > far) far = p737; } else { p737 = -1; if (rec) fail(q733, 1); }
        if (p737 < 0) break;
        if (p737 === q733) { e736 = true; break; }
        r734++; q733 = p737;
        if (r734 === 5) break;
      }
      if (rec && q733 >= n && !e736 && r734 < 5) fail(q733, 1);
      if (e736 || r734 >= 5) p732 = q733; else { p732 = -1;  }
      if (p732 < 0) { p729 = -1;  break L730; }
      var p738;
      if (p732 < n && (c = s.charCodeAt(p732), c === 45)) { p738 = p732 + 1; if (look === 0 && p738 > far) far = p738; } else { p738 = -1; if (rec) fail(p732, 3); }
      if (p738 < 0) { p729 = -1;  break L730; }
      var p739;
      if (p738 < n && (c = s.charCodeAt(p738), c < 128 && T1[c] === 1)) { p739 = p738 + 1; if (look === 0 && p739 > far) far = p739; } else { p739 = -1; if (rec) fail(p738, 1); }
      if (p739 < 0) { p729 = -1;  break L730; }
      var p740;
      if (p739 < n && (c = s.charCodeAt(p739), c === 45)) { p740 = p739 + 1; if (look === 0 && p740 > far) far = p740; } else { p740 = -1; if (rec) fail(p739, 3); }
      if (p740 < 0) { p729 = -1;  break L730; }
      var p741;
      var q742 = p740, r743 = 0, e745 = false;
      while (q742 < n) {
        var p746;
        if (q742 < n && (c = s.charCodeAt(q742), c < 128 && T1[c] === 1)) { p746 = q742 + 1; if (look === 0 && p746 > far) far = p746; } else { p746 = -1; if (rec) fail(q742, 1); }
        if (p746 < 0) break;
        if (p746 === q742) { e745 = true; break; }
        r743++; q742 = p746;
        if (r743 === 3) break;
      }
      if (rec && q742 >= n && !e745 && r743 < 3) fail(q742, 1);
      if (e745 || r743 >= 3) p741 = q742; else { p741 = -1;  }
      if (p741 < 0) { p729 = -1;  break L730; }
      p729 = p741;
    }
    if (p729 >= 0) { out = p729; break L297; }
    var p747;
    L748: {
      var p750;
      var q751 = p, r752 = 0, e754 = false;
      while (q751 < n) {
        var p755;
        if (q751 < n && (c = s.charCodeAt(q751), c < 128 && T1[c] === 1)) { p755 = q751 + 1; if (look === 0 && p755 > far) far = p755; } else { p755 = -1; if (rec) fail(q751, 1); }
        if (p755 < 0) break;
        if (p755 === q751) { e754 = true; break; }
        r752++; q751 = p755;
        if (r752 === 5) break;
      }
      if (rec && q751 >= n && !e754 && r752 < 5) fail(q751, 1);
      if (e754 || r752 >= 5) p750 = q751; else { p750 = -1;  }
      if (p750 < 0) { p747 = -1;  break L748; }
      var p756;
      if (p750 < n && (c = s.charCodeAt(p750), c === 45)) { p756 = p750 + 1; if (look === 0 && p756 > far) far = p756; } else { p756 = -1; if (rec) fail(p750, 3); }
      if (p756 < 0) { p747 = -1;  break L748; }
      var p757;
      var q758 = p756, r759 = 0, e761 = false;
      while (q758 < n) {
        var p762;
        if (q758 < n && (c = s.charCodeAt(q758), c < 128 && T1[c] === 1)) { p762 = q758 + 1; if (look === 0 && p762 > far) far = p762; } else { p762 = -1; if (rec) fail(q758, 1); }
        if (p762 < 0) break;
        if (p762 === q758) { e761 = true; break; }
        r759++; q758 = p762;
        if (r759 === 2) break;
      }
      if (rec && q758 >= n && !e761 && r759 < 2) fail(q758, 1);
      if (e761 || r759 >= 2) p757 = q758; else { p757 = -1;  }
      if (p757 < 0) { p747 = -1;  break L748; }
      var p763;
      if (p757 < n && (c = s.charCodeAt(p757), c === 45)) { p763 = p757 + 1; if (look === 0 && p763 > far) far = p763; } else { p763 = -1; if (rec) fail(p757, 3); }
      if (p763 < 0) { p747 = -1;  break L748; }
      var p764;
      var q765 = p763, r766 = 0, e768 = false;
      while (q765 < n) {
        var p769;
        if (q765 < n && (c = s.charCodeAt(q765), c < 128 && T1[c] === 1)) { p769 = q765 + 1; if (look === 0 && p769 > far) far = p769; } else { p769 = -1; if (rec) fail(q765, 1); }
        if (p769 < 0) break;
        if (p769 === q765) { e768 = true; break; }
        r766++; q765 = p769;
        if (r766 === 2) break;
      }
      if (rec && q765 >= n && !e768 && r766 < 2) fail(q765, 1);
      if (e768 || r766 >= 2) p764 = q765; else { p764 = -1;  }
      if (p764 < 0) { p747 = -1;  break L748; }
      p747 = p764;
    }
    if (p747 >= 0) { out = p747; break L297; }
    var p770;
    L771: {
      var p773;
      var q774 = p, r775 = 0, e777 = false;
      while (q774 < n) {
        var p778;
        if (q774 < n && (c = s.charCodeAt(q774), c < 128 && T1[c] === 1)) { p778 = q774 + 1; if (look === 0 && p778 > far) far = p778; } else { p778 = -1; if (rec) fail(q774, 1); }
        if (p778 < 0) break;
        if (p778 === q774) { e777 = true; break; }
        r775++; q774 = p778;
        if (r775 === 5) break;
      }
      if (rec && q774 >= n && !e777 && r775 < 5) fail(q774, 1);
      if (e777 || r775 >= 5) p773 = q774; else { p773 = -1;  }
      if (p773 < 0) { p770 = -1;  break L771; }
      var p779;
      if (p773 < n && (c = s.charCodeAt(p773), c === 45)) { p779 = p773 + 1; if (look === 0 && p779 > far) far = p779; } else { p779 = -1; if (rec) fail(p773, 3); }
      if (p779 < 0) { p770 = -1;  break L771; }
      var p780;
      var q781 = p779, r782 = 0, e784 = false;
      while (q781 < n) {
        var p785;
        if (q781 < n && (c = s.charCodeAt(q781), c < 128 && T1[c] === 1)) { p785 = q781 + 1; if (look === 0 && p785 > far) far = p785; } else { p785 = -1; if (rec) fail(q781, 1); }
        if (p785 < 0) break;
        if (p785 === q781) { e784 = true; break; }
        r782++; q781 = p785;
        if (r782 === 3) break;
      }
      if (rec && q781 >= n && !e784 && r782 < 3) fail(q781, 1);
      if (e784 || r782 >= 3) p780 = q781; else { p780 = -1;  }
      if (p780 < 0) { p770 = -1;  break L771; }
      var p786;
      if (p780 < n && (c = s.charCodeAt(p780), c === 45)) { p786 = p780 + 1; if (look === 0 && p786 > far) far = p786; } else { p786 = -1; if (rec) fail(p780, 3); }
      if (p786 < 0) { p770 = -1;  break L771; }
      var p787;
      if (p786 < n && (c = s.charCodeAt(p786), c < 128 && T1[c] === 1)) { p787 = p786 + 1; if (look === 0 && p787 > far) far = p787; } else { p787 = -1; if (rec) fail(p786, 1); }
      if (p787 < 0) { p770 = -1;  break L771; }
      p770 = p787;
    }
    if (p770 >= 0) { out = p770; break L297; }
    var p788;
    L789: {
      var p791;
      var q792 = p, r793 = 0, e795 = false;
      while (q792 < n) {
        var p796;
        if (q792 < n && (c = s.charCodeAt(q792), c < 128 && T1[c] === 1)) { p796 = q792 + 1; if (look === 0 && p796 > far) far = p796; } else { p796 = -1; if (rec) fail(q792, 1); }
        if (p796 < 0) break;
        if (p796 === q792) { e795 = true; break; }
        r793++; q792 = p796;
        if (r793 === 6) break;
      }
      if (rec && q792 >= n && !e795 && r793 < 6) fail(q792, 1);
      if (e795 || r793 >= 6) p791 = q792; else { p791 = -1;  }
      if (p791 < 0) { p788 = -1;  break L789; }
      var p797;
      if (p791 < n && (c = s.charCodeAt(p791), c === 45)) { p797 = p791 + 1; if (look === 0 && p797 > far) far = p797; } else { p797 = -1; if (rec) fail(p791, 3); }
      if (p797 < 0) { p788 = -1;  break L789; }
      var p798;
      if (p797 < n && (c = s.charCodeAt(p797), c < 128 && T1[c] === 1)) { p798 = p797 + 1; if (look === 0 && p798 > far) far = p798; } else { p798 = -1; if (rec) fail(p797, 1); }
      if (p798 < 0) { p788 = -1;  break L789; }
      var p799;
      if (p798 < n && (c = s.charCodeAt(p798), c === 45)) { p799 = p798 + 1; if (look === 0 && p799 > far) far = p799; } else { p799 = -1; if (rec) fail(p798, 3); }
      if (p799 < 0) { p788 = -1;  break L789; }
      var p800;
      var q801 = p799, r802 = 0, e804 = false;
      while (q801 < n) {
        var p805;
        if (q801 < n && (c = s.charCodeAt(q801), c < 128 && T1[c] === 1)) { p805 = q801 + 1; if (look === 0 && p805 > far) far = p805; } else { p805 = -1; if (rec) fail(q801, 1); }
        if (p805 < 0) break;
        if (p805 === q801) { e804 = true; break; }
        r802++; q801 = p805;
        if (r802 === 2) break;
      }
      if (rec && q801 >= n && !e804 && r802 < 2) fail(q801, 1);
      if (e804 || r802 >= 2) p800 = q801; else { p800 = -1;  }
      if (p800 < 0) { p788 = -1;  break L789; }
      p788 = p800;
    }
    if (p788 >= 0) { out = p788; break L297; }
    var p806;
    L807: {
      var p809;
      var q810 = p, r811 = 0, e813 = false;
      while (q810 < n) {
        var p814;
        if (q810 < n && (c = s.charCodeAt(q810), c < 128 && T1[c] === 1)) { p814 = q810 + 1; if (look === 0 && p814 > far) far = p814; } else { p814 = -1; if (rec) fail(q810, 1); }
        if (p814 < 0) break;
        if (p814 === q810) { e813 = true; break; }
        r811++; q810 = p814;
        if (r811 === 6) break;
      }
      if (rec && q810 >= n && !e813 && r811 < 6) fail(q810, 1);
      if (e813 || r811 >= 6) p809 = q810; else { p809 = -1;  }
      if (p809 < 0) { p806 = -1;  break L807; }
      var p815;
      if (p809 < n && (c = s.charCodeAt(p809), c === 45)) { p815 = p809 + 1; if (look === 0 && p815 > far) far = p815; } else { p815 = -1; if (rec) fail(p809, 3); }
      if (p815 < 0) { p806 = -1;  break L807; }
      var p816;
      var q817 = p815, r818 = 0, e820 = false;
      while (q817 < n) {
        var p821;
        if (q817 < n && (c = s.charCodeAt(q817), c < 128 && T1[c] === 1)) { p821 = q817 + 1; if (look === 0 && p821 > far) far = p821; } else { p821 = -1; if (rec) fail(q817, 1); }
        if (p821 < 0) break;
        if (p821 === q817) { e820 = true; break; }
        r818++; q817 = p821;
        if (r818 === 2) break;
      }
      if (rec && q817 >= n && !e820 && r818 < 2) fail(q817, 1);
      if (e820 || r818 >= 2) p816 = q817; else { p816 = -1;  }
      if (p816 < 0) { p806 = -1;  break L807; }
      var p822;
      if (p816 < n && (c = s.charCodeAt(p816), c === 45)) { p822 = p816 + 1; if (look === 0 && p822 > far) far = p822; } else { p822 = -1; if (rec) fail(p816, 3); }
      if (p822 < 0) { p806 = -1;  break L807; }
      var p823;
      if (p822 < n && (c = s.charCodeAt(p822), c < 128 && T1[c] === 1)) { p823 = p822 + 1; if (look === 0 && p823 > far) far = p823; } else { p823 = -1; if (rec) fail(p822, 1); }
      if (p823 < 0) { p806 = -1;  break L807; }
      p806 = p823;
    }
    if (p806 >= 0) { out = p806; break L297; }
    var p824;
    L825: {
      var p827;
      var q828 = p, r829 = 0, e831 = false;
      while (q828 < n) {
        var p832;
        if (q828 < n && (c = s.charCodeAt(q828), c < 128 && T1[c] === 1)) { p832 = q828 + 1; if (look === 0 && p832 > far) far = p832; } else { p832 = -1; if (rec) fail(q828, 1); }
        if (p832 < 0) break;
        if (p832 === q828) { e831 = true; break; }
        r829++; q828 = p832;
        if (r829 === 7) break;
      }
      if (rec && q828 >= n && !e831 && r829 < 7) fail(q828, 1);
      if (e831 || r829 >= 7) p827 = q828; else { p827 = -1;  }
      if (p827 < 0) { p824 = -1;  break L825; }
      var p833;
      if (p827 < n && (c = s.charCodeAt(p827), c === 45)) { p833 = p827 + 1; if (look === 0 && p833 > far) far = p833; } else { p833 = -1; if (rec) fail(p827, 3); }
      if (p833 < 0) { p824 = -1;  break L825; }
      var p834;
      if (p833 < n && (c = s.charCodeAt(p833), c < 128 && T1[c] === 1)) { p834 = p833 + 1; if (look === 0 && p834 > far) far = p834; } else { p834 = -1; if (rec) fail(p833, 1); }
      if (p834 < 0) { p824 = -1;  break L825; }
      var p835;
      if (p834 < n && (c = s.charCodeAt(p834), c === 45)) { p835 = p834 + 1; if (look === 0 && p835 > far) far = p835; } else { p835 = -1; if (rec) fail(p834, 3); }
      if (p835 < 0) { p824 = -1;  break L825; }
      var p836;
      if (p835 < n && (c = s.charCodeAt(p835), c < 128 && T1[c] === 1)) { p836 = p835 + 1; if (look === 0 && p836 > far) far = p836; } else { p836 = -1; if (rec) fail(p835, 1); }
      if (p836 < 0) { p824 = -1;  break L825; }
      p824 = p836;
    }
    if (p824 >= 0) { out = p824; break L297; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // isbn-char
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 0); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d14(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
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
