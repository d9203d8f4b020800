// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/isbn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000000ff300000000000000000');
const T1 = table(128, '000000000002ff300000001000000010');
const T2 = table(128, '000000000000ff300000001000000010');
const rules = ["ISBN","not-isbn13","isbn13-shape","ISBN-13","prefix-element","isbn13-check-digit","ISBN-10","isbn10-check-digit","isbn-body","registration-group-element","registrant-element","publication-element","runs-2","runs-3","isbn-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[48,57]]},{"set":[[45,45],[48,57],[88,88],[120,120]]},{"set":[[48,57],[88,88],[120,120]]},{"set":[[45,45]]},{"set":[[45,45],[48,57]]},{"literal":"978","caseless":true,"at":0},{"literal":"978","caseless":true,"at":1},{"literal":"978","caseless":true,"at":2},{"literal":"979","caseless":true,"at":0},{"literal":"979","caseless":true,"at":1},{"literal":"979","caseless":true,"at":2}];
const sections = {
  "ISBN": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "not-isbn13": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
  "isbn13-shape": "RFC 3187 s.5 and RFC 8254 s.2.1, syntactic structure (prose)",
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
const ownRules = ["ISBN","not-isbn13","isbn13-shape","ISBN-13","prefix-element","isbn13-check-digit","ISBN-10","isbn10-check-digit","isbn-body","registration-group-element","registrant-element","publication-element","runs-2","runs-3","isbn-char"];
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
  L127: {
    var p128;
    L129: {
      var k130 = kn;
      var p131;
      var p132;
      look++; nots++;
      p132 = d1(p);
      look--; nots--;
      p131 = p132 >= 0 ? -1 : p;
      if (p131 < 0) { p128 = -1; kn = k130; break L129; }
      var p134;
      p134 = d3(p131);
      if (p134 < 0) { p128 = -1; kn = k130; break L129; }
      p128 = p134;
    }
    if (p128 >= 0) { out = p128; break L127; }
    var p135;
    L136: {
      var k137 = kn;
      var p138;
      p138 = d1(p);
      if (p138 < 0) { p135 = -1; kn = k137; break L136; }
      var p139;
      p139 = d6(p138);
      if (p139 < 0) { p135 = -1; kn = k137; break L136; }
      p135 = p139;
    }
    if (p135 >= 0) { out = p135; break L127; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // not-isbn13
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var p140;
  look++; nots++;
  p140 = d2(p);
  look--; nots--;
  out = p140 >= 0 ? -1 : p;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // isbn13-shape
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  L142: {
    var p144;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p144 = p + 1; if (look === 0 && p144 > far) far = p144; } else { p144 = -1; if (rec) fail(p, 0); }
    if (p144 < 0) { out = -1;  break L142; }
    var p145;
    var q146 = p144, r147 = 0, e149 = false;
    while (q146 < n) {
      var p150;
      L151: {
        var p153;
        var q154 = q146, r155 = 0, e157 = false;
        while (q154 < n) {
          var p158;
          if (q154 < n && (c = s.charCodeAt(q154), c === 45)) { p158 = q154 + 1; if (look === 0 && p158 > far) far = p158; } else { p158 = -1; if (rec) fail(q154, 3); }
          if (p158 < 0) break;
          if (p158 === q154) { e157 = true; break; }
          r155++; q154 = p158;
          if (r155 === 1) break;
        }
        if (rec && q154 >= n && !e157 && r155 < 1) fail(q154, 3);
        if (e157 || r155 >= 0) p153 = q154; else { p153 = -1;  }
        if (p153 < 0) { p150 = -1;  break L151; }
        var p159;
        if (p153 < n && (c = s.charCodeAt(p153), c < 128 && T0[c] === 1)) { p159 = p153 + 1; if (look === 0 && p159 > far) far = p159; } else { p159 = -1; if (rec) fail(p153, 0); }
        if (p159 < 0) { p150 = -1;  break L151; }
        p150 = p159;
      }
      if (p150 < 0) break;
      if (p150 === q146) { e149 = true; break; }
      r147++; q146 = p150;
      if (r147 === 11) break;
    }
    if (rec && q146 >= n && !e149 && r147 < 11) fail(q146, 4);
    if (e149 || r147 >= 11) p145 = q146; else { p145 = -1;  }
    if (p145 < 0) { out = -1;  break L142; }
    out = p145;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // ISBN-13
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  L160: {
    var k161 = kn;
    var p162;
    p162 = d4(p);
    if (p162 < 0) { out = -1; kn = k161; break L160; }
    var p163;
    var q164 = p162, r165 = 0, e167 = false;
    while (q164 < n) {
      var p168;
      if (q164 < n && (c = s.charCodeAt(q164), c === 45)) { p168 = q164 + 1; if (look === 0 && p168 > far) far = p168; } else { p168 = -1; if (rec) fail(q164, 3); }
      if (p168 < 0) break;
      if (p168 === q164) { e167 = true; break; }
      r165++; q164 = p168;
      if (r165 === 1) break;
    }
    if (rec && q164 >= n && !e167 && r165 < 1) fail(q164, 3);
    if (e167 || r165 >= 0) p163 = q164; else { p163 = -1;  }
    if (p163 < 0) { out = -1; kn = k161; break L160; }
    var p169;
    p169 = d8(p163);
    if (p169 < 0) { out = -1; kn = k161; break L160; }
    var p170;
    var q171 = p169, r172 = 0, e174 = false;
    while (q171 < n) {
      var p175;
      if (q171 < n && (c = s.charCodeAt(q171), c === 45)) { p175 = q171 + 1; if (look === 0 && p175 > far) far = p175; } else { p175 = -1; if (rec) fail(q171, 3); }
      if (p175 < 0) break;
      if (p175 === q171) { e174 = true; break; }
      r172++; q171 = p175;
      if (r172 === 1) break;
    }
    if (rec && q171 >= n && !e174 && r172 < 1) fail(q171, 3);
    if (e174 || r172 >= 0) p170 = q171; else { p170 = -1;  }
    if (p170 < 0) { out = -1; kn = k161; break L160; }
    var p176;
    p176 = d5(p170);
    if (p176 < 0) { out = -1; kn = k161; break L160; }
    var p177;
    var p178;
    look++; nots++;
    if (p176 < n && (c = s.charCodeAt(p176), c < 128 && T1[c] === 1)) { p178 = p176 + 1; if (look === 0 && p178 > far) far = p178; } else { p178 = -1; if (rec) fail(p176, 1); }
    look--; nots--;
    p177 = p178 >= 0 ? -1 : p176;
    if (p177 < 0) { out = -1; kn = k161; break L160; }
    out = p177;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // prefix-element
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  L180: {
    var p181;
    L182: {
      var p184;
      if (p < n && (c = s.charCodeAt(p), c === 57)) { p184 = p + 1; if (look === 0 && p184 > far) far = p184; } else { p184 = -1; if (rec) fail(p, 5); }
      if (p184 < 0) { p181 = -1;  break L182; }
      var p185;
      if (p184 < n && (c = s.charCodeAt(p184), c === 55)) { p185 = p184 + 1; if (look === 0 && p185 > far) far = p185; } else { p185 = -1; if (rec) fail(p184, 6, 1); }
      if (p185 < 0) { p181 = -1;  break L182; }
      var p186;
      if (p185 < n && (c = s.charCodeAt(p185), c === 56)) { p186 = p185 + 1; if (look === 0 && p186 > far) far = p186; } else { p186 = -1; if (rec) fail(p185, 7, 2); }
      if (p186 < 0) { p181 = -1;  break L182; }
      p181 = p186;
    }
    if (p181 >= 0) { out = p181; break L180; }
    var p187;
    L188: {
      var p190;
      if (p < n && (c = s.charCodeAt(p), c === 57)) { p190 = p + 1; if (look === 0 && p190 > far) far = p190; } else { p190 = -1; if (rec) fail(p, 8); }
      if (p190 < 0) { p187 = -1;  break L188; }
      var p191;
      if (p190 < n && (c = s.charCodeAt(p190), c === 55)) { p191 = p190 + 1; if (look === 0 && p191 > far) far = p191; } else { p191 = -1; if (rec) fail(p190, 9, 1); }
      if (p191 < 0) { p187 = -1;  break L188; }
      var p192;
      if (p191 < n && (c = s.charCodeAt(p191), c === 57)) { p192 = p191 + 1; if (look === 0 && p192 > far) far = p192; } else { p192 = -1; if (rec) fail(p191, 10, 2); }
      if (p192 < 0) { p187 = -1;  break L188; }
      p187 = p192;
    }
    if (p187 >= 0) { out = p187; break L180; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // isbn13-check-digit
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 0); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // ISBN-10
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  L193: {
    var k194 = kn;
    var p195;
    p195 = d8(p);
    if (p195 < 0) { out = -1; kn = k194; break L193; }
    var p196;
    var q197 = p195, r198 = 0, e200 = false;
    while (q197 < n) {
      var p201;
      if (q197 < n && (c = s.charCodeAt(q197), c === 45)) { p201 = q197 + 1; if (look === 0 && p201 > far) far = p201; } else { p201 = -1; if (rec) fail(q197, 3); }
      if (p201 < 0) break;
      if (p201 === q197) { e200 = true; break; }
      r198++; q197 = p201;
      if (r198 === 1) break;
    }
    if (rec && q197 >= n && !e200 && r198 < 1) fail(q197, 3);
    if (e200 || r198 >= 0) p196 = q197; else { p196 = -1;  }
    if (p196 < 0) { out = -1; kn = k194; break L193; }
    var p202;
    p202 = d7(p196);
    if (p202 < 0) { out = -1; kn = k194; break L193; }
    var p203;
    var p204;
    look++; nots++;
    if (p202 < n && (c = s.charCodeAt(p202), c < 128 && T1[c] === 1)) { p204 = p202 + 1; if (look === 0 && p204 > far) far = p204; } else { p204 = -1; if (rec) fail(p202, 1); }
    look--; nots--;
    p203 = p204 >= 0 ? -1 : p202;
    if (p203 < 0) { out = -1; kn = k194; break L193; }
    out = p203;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // isbn10-check-digit
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // isbn-body
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L206: {
    var p207;
    L208: {
      var k209 = kn;
      var p210;
      var p211;
      look++;
      L213: {
        var p215;
        p215 = d13(p);
        if (p215 < 0) { p211 = -1;  break L213; }
        var p216;
        if (p215 < n && (c = s.charCodeAt(p215), c === 45)) { p216 = p215 + 1; if (look === 0 && p216 > far) far = p216; } else { p216 = -1; if (rec) fail(p215, 3); }
        if (p216 < 0) { p211 = -1;  break L213; }
        p211 = p216;
      }
      look--;
      p210 = p211 >= 0 ? p : -1;
      if (p210 < 0) { p207 = -1; kn = k209; break L208; }
      var p217;
      p217 = d9(p210);
      if (p217 < 0) { p207 = -1; kn = k209; break L208; }
      var p218;
      if (p217 < n && (c = s.charCodeAt(p217), c === 45)) { p218 = p217 + 1; if (look === 0 && p218 > far) far = p218; } else { p218 = -1; if (rec) fail(p217, 3); }
      if (p218 < 0) { p207 = -1; kn = k209; break L208; }
      var p219;
      p219 = d10(p218);
      if (p219 < 0) { p207 = -1; kn = k209; break L208; }
      var p220;
      if (p219 < n && (c = s.charCodeAt(p219), c === 45)) { p220 = p219 + 1; if (look === 0 && p220 > far) far = p220; } else { p220 = -1; if (rec) fail(p219, 3); }
      if (p220 < 0) { p207 = -1; kn = k209; break L208; }
      var p221;
      p221 = d11(p220);
      if (p221 < 0) { p207 = -1; kn = k209; break L208; }
      p207 = p221;
    }
    if (p207 >= 0) { out = p207; break L206; }
    var p222;
    p222 = d13(p);
    if (p222 >= 0) { out = p222; break L206; }
    var p223;
    p223 = d12(p);
    if (p223 >= 0) { out = p223; break L206; }
    var p224;
    var q225 = p, r226 = 0, e228 = false;
    while (q225 < n) {
      var p229;
      if (q225 < n && (c = s.charCodeAt(q225), c < 128 && T0[c] === 1)) { p229 = q225 + 1; if (look === 0 && p229 > far) far = p229; } else { p229 = -1; if (rec) fail(q225, 0); }
      if (p229 < 0) break;
      if (p229 === q225) { e228 = true; break; }
      r226++; q225 = p229;
      if (r226 === 9) break;
    }
    if (rec && q225 >= n && !e228 && r226 < 9) fail(q225, 0);
    if (e228 || r226 >= 9) p224 = q225; else { p224 = -1;  }
    if (p224 >= 0) { out = p224; break L206; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // registration-group-element
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  var q230 = p;
  while (q230 < n && (c = s.charCodeAt(q230), T0[c] === 1)) q230++;
  if (look === 0 && q230 > far) far = q230; if (rec) fail(q230, 0);
  out = q230 - p >= 1 ? q230 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // registrant-element
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  var q232 = p;
  while (q232 < n && (c = s.charCodeAt(q232), T0[c] === 1)) q232++;
  if (look === 0 && q232 > far) far = q232; if (rec) fail(q232, 0);
  out = q232 - p >= 1 ? q232 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // publication-element
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  var q234 = p;
  while (q234 < n && (c = s.charCodeAt(q234), T0[c] === 1)) q234++;
  if (look === 0 && q234 > far) far = q234; if (rec) fail(q234, 0);
  out = q234 - p >= 1 ? q234 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // runs-2
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L236: {
    var p237;
    L238: {
      var p240;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p240 = p + 1; if (look === 0 && p240 > far) far = p240; } else { p240 = -1; if (rec) fail(p, 0); }
      if (p240 < 0) { p237 = -1;  break L238; }
      var p241;
      if (p240 < n && (c = s.charCodeAt(p240), c === 45)) { p241 = p240 + 1; if (look === 0 && p241 > far) far = p241; } else { p241 = -1; if (rec) fail(p240, 3); }
      if (p241 < 0) { p237 = -1;  break L238; }
      var p242;
      var q243 = p241, r244 = 0, e246 = false;
      while (q243 < n) {
        var p247;
        if (q243 < n && (c = s.charCodeAt(q243), c < 128 && T0[c] === 1)) { p247 = q243 + 1; if (look === 0 && p247 > far) far = p247; } else { p247 = -1; if (rec) fail(q243, 0); }
        if (p247 < 0) break;
        if (p247 === q243) { e246 = true; break; }
        r244++; q243 = p247;
        if (r244 === 8) break;
      }
      if (rec && q243 >= n && !e246 && r244 < 8) fail(q243, 0);
      if (e246 || r244 >= 8) p242 = q243; else { p242 = -1;  }
      if (p242 < 0) { p237 = -1;  break L238; }
      p237 = p242;
    }
    if (p237 >= 0) { out = p237; break L236; }
    var p248;
    L249: {
      var p251;
      var q252 = p, r253 = 0, e255 = false;
      while (q252 < n) {
        var p256;
        if (q252 < n && (c = s.charCodeAt(q252), c < 128 && T0[c] === 1)) { p256 = q252 + 1; if (look === 0 && p256 > far) far = p256; } else { p256 = -1; if (rec) fail(q252, 0); }
        if (p256 < 0) break;
        if (p256 === q252) { e255 = true; break; }
        r253++; q252 = p256;
        if (r253 === 2) break;
      }
      if (rec && q252 >= n && !e255 && r253 < 2) fail(q252, 0);
      if (e255 || r253 >= 2) p251 = q252; else { p251 = -1;  }
      if (p251 < 0) { p248 = -1;  break L249; }
      var p257;
      if (p251 < n && (c = s.charCodeAt(p251), c === 45)) { p257 = p251 + 1; if (look === 0 && p257 > far) far = p257; } else { p257 = -1; if (rec) fail(p251, 3); }
      if (p257 < 0) { p248 = -1;  break L249; }
      var p258;
      var q259 = p257, r260 = 0, e262 = false;
      while (q259 < n) {
        var p263;
        if (q259 < n && (c = s.charCodeAt(q259), c < 128 && T0[c] === 1)) { p263 = q259 + 1; if (look === 0 && p263 > far) far = p263; } else { p263 = -1; if (rec) fail(q259, 0); }
        if (p263 < 0) break;
        if (p263 === q259) { e262 = true; break; }
        r260++; q259 = p263;
        if (r260 === 7) break;
      }
      if (rec && q259 >= n && !e262 && r260 < 7) fail(q259, 0);
      if (e262 || r260 >= 7) p258 = q259; else { p258 = -1;  }
      if (p258 < 0) { p248 = -1;  break L249; }
      p248 = p258;
    }
    if (p248 >= 0) { out = p248; break L236; }
    var p264;
    L265: {
      var p267;
      var q268 = p, r269 = 0, e271 = false;
      while (q268 < n) {
        var p272;
        if (q268 < n && (c = s.charCodeAt(q268), c < 128 && T0[c] === 1)) { p272 = q268 + 1; if (look === 0 && p272 > far) far = p272; } else { p272 = -1; if (rec) fail(q268, 0); }
        if (p272 < 0) break;
        if (p272 === q268) { e271 = true; break; }
        r269++; q268 = p272;
        if (r269 === 3) break;
      }
      if (rec && q268 >= n && !e271 && r269 < 3) fail(q268, 0);
      if (e271 || r269 >= 3) p267 = q268; else { p267 = -1;  }
      if (p267 < 0) { p264 = -1;  break L265; }
      var p273;
      if (p267 < n && (c = s.charCodeAt(p267), c === 45)) { p273 = p267 + 1; if (look === 0 && p273 > far) far = p273; } else { p273 = -1; if (rec) fail(p267, 3); }
      if (p273 < 0) { p264 = -1;  break L265; }
      var p274;
      var q275 = p273, r276 = 0, e278 = false;
      while (q275 < n) {
        var p279;
        if (q275 < n && (c = s.charCodeAt(q275), c < 128 && T0[c] === 1)) { p279 = q275 + 1; if (look === 0 && p279 > far) far = p279; } else { p279 = -1; if (rec) fail(q275, 0); }
        if (p279 < 0) break;
        if (p279 === q275) { e278 = true; break; }
        r276++; q275 = p279;
        if (r276 === 6) break;
      }
      if (rec && q275 >= n && !e278 && r276 < 6) fail(q275, 0);
      if (e278 || r276 >= 6) p274 = q275; else { p274 = -1;  }
      if (p274 < 0) { p264 = -1;  break L265; }
      p264 = p274;
    }
    if (p264 >= 0) { out = p264; break L236; }
    var p280;
    L281: {
      var p283;
      var q284 = p, r285 = 0, e287 = false;
      while (q284 < n) {
        var p288;
        if (q284 < n && (c = s.charCodeAt(q284), c < 128 && T0[c] === 1)) { p288 = q284 + 1; if (look === 0 && p288 > far) far = p288; } else { p288 = -1; if (rec) fail(q284, 0); }
        if (p288 < 0) break;
        if (p288 === q284) { e287 = true; break; }
        r285++; q284 = p288;
        if (r285 === 4) break;
      }
      if (rec && q284 >= n && !e287 && r285 < 4) fail(q284, 0);
      if (e287 || r285 >= 4) p283 = q284; else { p283 = -1;  }
      if (p283 < 0) { p280 = -1;  break L281; }
      var p289;
      if (p283 < n && (c = s.charCodeAt(p283), c === 45)) { p289 = p283 + 1; if (look === 0 && p289 > far) far = p289; } else { p289 = -1; if (rec) fail(p283, 3); }
      if (p289 < 0) { p280 = -1;  break L281; }
      var p290;
      var q291 = p289, r292 = 0, e294 = false;
      while (q291 < n) {
        var p295;
        if (q291 < n && (c = s.charCodeAt(q291), c < 128 && T0[c] === 1)) { p295 = q291 + 1; if (look === 0 && p295 > far) far = p295; } else { p295 = -1; if (rec) fail(q291, 0); }
        if (p295 < 0) break;
        if (p295 === q291) { e294 = true; break; }
        r292++; q291 = p295;
        if (r292 === 5) break;
      }
      if (rec && q291 >= n && !e294 && r292 < 5) fail(q291, 0);
      if (e294 || r292 >= 5) p290 = q291; else { p290 = -1;  }
      if (p290 < 0) { p280 = -1;  break L281; }
      p280 = p290;
    }
    if (p280 >= 0) { out = p280; break L236; }
    var p296;
    L297: {
      var p299;
      var q300 = p, r301 = 0, e303 = false;
      while (q300 < n) {
        var p304;
        if (q300 < n && (c = s.charCodeAt(q300), c < 128 && T0[c] === 1)) { p304 = q300 + 1; if (look === 0 && p304 > far) far = p304; } else { p304 = -1; if (rec) fail(q300, 0); }
        if (p304 < 0) break;
        if (p304 === q300) { e303 = true; break; }
        r301++; q300 = p304;
        if (r301 === 5) break;
      }
      if (rec && q300 >= n && !e303 && r301 < 5) fail(q300, 0);
      if (e303 || r301 >= 5) p299 = q300; else { p299 = -1;  }
      if (p299 < 0) { p296 = -1;  break L297; }
      var p305;
      if (p299 < n && (c = s.charCodeAt(p299), c === 45)) { p305 = p299 + 1; if (look === 0 && p305 > far) far = p305; } else { p305 = -1; if (rec) fail(p299, 3); }
      if (p305 < 0) { p296 = -1;  break L297; }
      var p306;
      var q307 = p305, r308 = 0, e310 = false;
      while (q307 < n) {
        var p311;
        if (q307 < n && (c = s.charCodeAt(q307), c < 128 && T0[c] === 1)) { p311 = q307 + 1; if (look === 0 && p311 > far) far = p311; } else { p311 = -1; if (rec) fail(q307, 0); }
        if (p311 < 0) break;
        if (p311 === q307) { e310 = true; break; }
        r308++; q307 = p311;
        if (r308 === 4) break;
      }
      if (rec && q307 >= n && !e310 && r308 < 4) fail(q307, 0);
      if (e310 || r308 >= 4) p306 = q307; else { p306 = -1;  }
      if (p306 < 0) { p296 = -1;  break L297; }
      p296 = p306;
    }
    if (p296 >= 0) { out = p296; break L236; }
    var p312;
    L313: {
      var p315;
      var q316 = p, r317 = 0, e319 = false;
      while (q316 < n) {
        var p320;
        if (q316 < n && (c = s.charCodeAt(q316), c < 128 && T0[c] === 1)) { p320 = q316 + 1; if (look === 0 && p320 > far) far = p320; } else { p320 = -1; if (rec) fail(q316, 0); }
        if (p320 < 0) break;
        if (p320 === q316) { e319 = true; break; }
        r317++; q316 = p320;
        if (r317 === 6) break;
      }
      if (rec && q316 >= n && !e319 && r317 < 6) fail(q316, 0);
      if (e319 || r317 >= 6) p315 = q316; else { p315 = -1;  }
      if (p315 < 0) { p312 = -1;  break L313; }
      var p321;
      if (p315 < n && (c = s.charCodeAt(p315), c === 45)) { p321 = p315 + 1; if (look === 0 && p321 > far) far = p321; } else { p321 = -1; if (rec) fail(p315, 3); }
      if (p321 < 0) { p312 = -1;  break L313; }
      var p322;
      var q323 = p321, r324 = 0, e326 = false;
      while (q323 < n) {
        var p327;
        if (q323 < n && (c = s.charCodeAt(q323), c < 128 && T0[c] === 1)) { p327 = q323 + 1; if (look === 0 && p327 > far) far = p327; } else { p327 = -1; if (rec) fail(q323, 0); }
        if (p327 < 0) break;
        if (p327 === q323) { e326 = true; break; }
        r324++; q323 = p327;
        if (r324 === 3) break;
      }
      if (rec && q323 >= n && !e326 && r324 < 3) fail(q323, 0);
      if (e326 || r324 >= 3) p322 = q323; else { p322 = -1;  }
      if (p322 < 0) { p312 = -1;  break L313; }
      p312 = p322;
    }
    if (p312 >= 0) { out = p312; break L236; }
    var p328;
    L329: {
      var p331;
      var q332 = p, r333 = 0, e335 = false;
      while (q332 < n) {
        var p336;
        if (q332 < n && (c = s.charCodeAt(q332), c < 128 && T0[c] === 1)) { p336 = q332 + 1; if (look === 0 && p336 > far) far = p336; } else { p336 = -1; if (rec) fail(q332, 0); }
        if (p336 < 0) break;
        if (p336 === q332) { e335 = true; break; }
        r333++; q332 = p336;
        if (r333 === 7) break;
      }
      if (rec && q332 >= n && !e335 && r333 < 7) fail(q332, 0);
      if (e335 || r333 >= 7) p331 = q332; else { p331 = -1;  }
      if (p331 < 0) { p328 = -1;  break L329; }
      var p337;
      if (p331 < n && (c = s.charCodeAt(p331), c === 45)) { p337 = p331 + 1; if (look === 0 && p337 > far) far = p337; } else { p337 = -1; if (rec) fail(p331, 3); }
      if (p337 < 0) { p328 = -1;  break L329; }
      var p338;
      var q339 = p337, r340 = 0, e342 = false;
      while (q339 < n) {
        var p343;
        if (q339 < n && (c = s.charCodeAt(q339), c < 128 && T0[c] === 1)) { p343 = q339 + 1; if (look === 0 && p343 > far) far = p343; } else { p343 = -1; if (rec) fail(q339, 0); }
        if (p343 < 0) break;
        if (p343 === q339) { e342 = true; break; }
        r340++; q339 = p343;
        if (r340 === 2) break;
      }
      if (rec && q339 >= n && !e342 && r340 < 2) fail(q339, 0);
      if (e342 || r340 >= 2) p338 = q339; else { p338 = -1;  }
      if (p338 < 0) { p328 = -1;  break L329; }
      p328 = p338;
    }
    if (p328 >= 0) { out = p328; break L236; }
    var p344;
    L345: {
      var p347;
      var q348 = p, r349 = 0, e351 = false;
      while (q348 < n) {
        var p352;
        if (q348 < n && (c = s.charCodeAt(q348), c < 128 && T0[c] === 1)) { p352 = q348 + 1; if (look === 0 && p352 > far) far = p352; } else { p352 = -1; if (rec) fail(q348, 0); }
        if (p352 < 0) break;
        if (p352 === q348) { e351 = true; break; }
        r349++; q348 = p352;
        if (r349 === 8) break;
      }
      if (rec && q348 >= n && !e351 && r349 < 8) fail(q348, 0);
      if (e351 || r349 >= 8) p347 = q348; else { p347 = -1;  }
      if (p347 < 0) { p344 = -1;  break L345; }
      var p353;
      if (p347 < n && (c = s.charCodeAt(p347), c === 45)) { p353 = p347 + 1; if (look === 0 && p353 > far) far = p353; } else { p353 = -1; if (rec) fail(p347, 3); }
      if (p353 < 0) { p344 = -1;  break L345; }
      var p354;
      if (p353 < n && (c = s.charCodeAt(p353), c < 128 && T0[c] === 1)) { p354 = p353 + 1; if (look === 0 && p354 > far) far = p354; } else { p354 = -1; if (rec) fail(p353, 0); }
      if (p354 < 0) { p344 = -1;  break L345; }
      p344 = p354;
    }
    if (p344 >= 0) { out = p344; break L236; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // runs-3
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L355: {
    var p356;
    L357: {
      var p359;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p359 = p + 1; if (look === 0 && p359 > far) far = p359; } else { p359 = -1; if (rec) fail(p, 0); }
      if (p359 < 0) { p356 = -1;  break L357; }
      var p360;
      if (p359 < n && (c = s.charCodeAt(p359), c === 45)) { p360 = p359 + 1; if (look === 0 && p360 > far) far = p360; } else { p360 = -1; if (rec) fail(p359, 3); }
      if (p360 < 0) { p356 = -1;  break L357; }
      var p361;
      if (p360 < n && (c = s.charCodeAt(p360), c < 128 && T0[c] === 1)) { p361 = p360 + 1; if (look === 0 && p361 > far) far = p361; } else { p361 = -1; if (rec) fail(p360, 0); }
      if (p361 < 0) { p356 = -1;  break L357; }
      var p362;
      if (p361 < n && (c = s.charCodeAt(p361), c === 45)) { p362 = p361 + 1; if (look === 0 && p362 > far) far = p362; } else { p362 = -1; if (rec) fail(p361, 3); }
      if (p362 < 0) { p356 = -1;  break L357; }
      var p363;
      var q364 = p362, r365 = 0, e367 = false;
      while (q364 < n) {
        var p368;
        if (q364 < n && (c = s.charCodeAt(q364), c < 128 && T0[c] === 1)) { p368 = q364 + 1; if (look === 0 && p368 > far) far = p368; } else { p368 = -1; if (rec) fail(q364, 0); }
        if (p368 < 0) break;
        if (p368 === q364) { e367 = true; break; }
        r365++; q364 = p368;
        if (r365 === 7) break;
      }
      if (rec && q364 >= n && !e367 && r365 < 7) fail(q364, 0);
      if (e367 || r365 >= 7) p363 = q364; else { p363 = -1;  }
      if (p363 < 0) { p356 = -1;  break L357; }
      p356 = p363;
    }
    if (p356 >= 0) { out = p356; break L355; }
    var p369;
    L370: {
      var p372;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p372 = p + 1; if (look === 0 && p372 > far) far = p372; } else { p372 = -1; if (rec) fail(p, 0); }
      if (p372 < 0) { p369 = -1;  break L370; }
      var p373;
      if (p372 < n && (c = s.charCodeAt(p372), c === 45)) { p373 = p372 + 1; if (look === 0 && p373 > far) far = p373; } else { p373 = -1; if (rec) fail(p372, 3); }
      if (p373 < 0) { p369 = -1;  break L370; }
      var p374;
      var q375 = p373, r376 = 0, e378 = false;
      while (q375 < n) {
        var p379;
        if (q375 < n && (c = s.charCodeAt(q375), c < 128 && T0[c] === 1)) { p379 = q375 + 1; if (look === 0 && p379 > far) far = p379; } else { p379 = -1; if (rec) fail(q375, 0); }
        if (p379 < 0) break;
        if (p379 === q375) { e378 = true; break; }
        r376++; q375 = p379;
        if (r376 === 2) break;
      }
      if (rec && q375 >= n && !e378 && r376 < 2) fail(q375, 0);
      if (e378 || r376 >= 2) p374 = q375; else { p374 = -1;  }
      if (p374 < 0) { p369 = -1;  break L370; }
      var p380;
      if (p374 < n && (c = s.charCodeAt(p374), c === 45)) { p380 = p374 + 1; if (look === 0 && p380 > far) far = p380; } else { p380 = -1; if (rec) fail(p374, 3); }
      if (p380 < 0) { p369 = -1;  break L370; }
      var p381;
      var q382 = p380, r383 = 0, e385 = false;
      while (q382 < n) {
        var p386;
        if (q382 < n && (c = s.charCodeAt(q382), c < 128 && T0[c] === 1)) { p386 = q382 + 1; if (look === 0 && p386 > far) far = p386; } else { p386 = -1; if (rec) fail(q382, 0); }
        if (p386 < 0) break;
        if (p386 === q382) { e385 = true; break; }
        r383++; q382 = p386;
        if (r383 === 6) break;
      }
      if (rec && q382 >= n && !e385 && r383 < 6) fail(q382, 0);
      if (e385 || r383 >= 6) p381 = q382; else { p381 = -1;  }
      if (p381 < 0) { p369 = -1;  break L370; }
      p369 = p381;
    }
    if (p369 >= 0) { out = p369; break L355; }
    var p387;
    L388: {
      var p390;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p390 = p + 1; if (look === 0 && p390 > far) far = p390; } else { p390 = -1; if (rec) fail(p, 0); }
      if (p390 < 0) { p387 = -1;  break L388; }
      var p391;
      if (p390 < n && (c = s.charCodeAt(p390), c === 45)) { p391 = p390 + 1; if (look === 0 && p391 > far) far = p391; } else { p391 = -1; if (rec) fail(p390, 3); }
      if (p391 < 0) { p387 = -1;  break L388; }
      var p392;
      var q393 = p391, r394 = 0, e396 = false;
      while (q393 < n) {
        var p397;
        if (q393 < n && (c = s.charCodeAt(q393), c < 128 && T0[c] === 1)) { p397 = q393 + 1; if (look === 0 && p397 > far) far = p397; } else { p397 = -1; if (rec) fail(q393, 0); }
        if (p397 < 0) break;
        if (p397 === q393) { e396 = true; break; }
        r394++; q393 = p397;
        if (r394 === 3) break;
      }
      if (rec && q393 >= n && !e396 && r394 < 3) fail(q393, 0);
      if (e396 || r394 >= 3) p392 = q393; else { p392 = -1;  }
      if (p392 < 0) { p387 = -1;  break L388; }
      var p398;
      if (p392 < n && (c = s.charCodeAt(p392), c === 45)) { p398 = p392 + 1; if (look === 0 && p398 > far) far = p398; } else { p398 = -1; if (rec) fail(p392, 3); }
      if (p398 < 0) { p387 = -1;  break L388; }
      var p399;
      var q400 = p398, r401 = 0, e403 = false;
      while (q400 < n) {
        var p404;
        if (q400 < n && (c = s.charCodeAt(q400), c < 128 && T0[c] === 1)) { p404 = q400 + 1; if (look === 0 && p404 > far) far = p404; } else { p404 = -1; if (rec) fail(q400, 0); }
        if (p404 < 0) break;
        if (p404 === q400) { e403 = true; break; }
        r401++; q400 = p404;
        if (r401 === 5) break;
      }
      if (rec && q400 >= n && !e403 && r401 < 5) fail(q400, 0);
      if (e403 || r401 >= 5) p399 = q400; else { p399 = -1;  }
      if (p399 < 0) { p387 = -1;  break L388; }
      p387 = p399;
    }
    if (p387 >= 0) { out = p387; break L355; }
    var p405;
    L406: {
      var p408;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p408 = p + 1; if (look === 0 && p408 > far) far = p408; } else { p408 = -1; if (rec) fail(p, 0); }
      if (p408 < 0) { p405 = -1;  break L406; }
      var p409;
      if (p408 < n && (c = s.charCodeAt(p408), c === 45)) { p409 = p408 + 1; if (look === 0 && p409 > far) far = p409; } else { p409 = -1; if (rec) fail(p408, 3); }
      if (p409 < 0) { p405 = -1;  break L406; }
      var p410;
      var q411 = p409, r412 = 0, e414 = false;
      while (q411 < n) {
        var p415;
        if (q411 < n && (c = s.charCodeAt(q411), c < 128 && T0[c] === 1)) { p415 = q411 + 1; if (look === 0 && p415 > far) far = p415; } else { p415 = -1; if (rec) fail(q411, 0); }
        if (p415 < 0) break;
        if (p415 === q411) { e414 = true; break; }
        r412++; q411 = p415;
        if (r412 === 4) break;
      }
      if (rec && q411 >= n && !e414 && r412 < 4) fail(q411, 0);
      if (e414 || r412 >= 4) p410 = q411; else { p410 = -1;  }
      if (p410 < 0) { p405 = -1;  break L406; }
      var p416;
      if (p410 < n && (c = s.charCodeAt(p410), c === 45)) { p416 = p410 + 1; if (look === 0 && p416 > far) far = p416; } else { p416 = -1; if (rec) fail(p410, 3); }
      if (p416 < 0) { p405 = -1;  break L406; }
      var p417;
      var q418 = p416, r419 = 0, e421 = false;
      while (q418 < n) {
        var p422;
        if (q418 < n && (c = s.charCodeAt(q418), c < 128 && T0[c] === 1)) { p422 = q418 + 1; if (look === 0 && p422 > far) far = p422; } else { p422 = -1; if (rec) fail(q418, 0); }
        if (p422 < 0) break;
        if (p422 === q418) { e421 = true; break; }
        r419++; q418 = p422;
        if (r419 === 4) break;
      }
      if (rec && q418 >= n && !e421 && r419 < 4) fail(q418, 0);
      if (e421 || r419 >= 4) p417 = q418; else { p417 = -1;  }
      if (p417 < 0) { p405 = -1;  break L406; }
      p405 = p417;
    }
    if (p405 >= 0) { out = p405; break L355; }
    var p423;
    L424: {
      var p426;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p426 = p + 1; if (look === 0 && p426 > far) far = p426; } else { p426 = -1; if (rec) fail(p, 0); }
      if (p426 < 0) { p423 = -1;  break L424; }
      var p427;
      if (p426 < n && (c = s.charCodeAt(p426), c === 45)) { p427 = p426 + 1; if (look === 0 && p427 > far) far = p427; } else { p427 = -1; if (rec) fail(p426, 3); }
      if (p427 < 0) { p423 = -1;  break L424; }
      var p428;
      var q429 = p427, r430 = 0, e432 = false;
      while (q429 < n) {
        var p433;
        if (q429 < n && (c = s.charCodeAt(q429), c < 128 && T0[c] === 1)) { p433 = q429 + 1; if (look === 0 && p433 > far) far = p433; } else { p433 = -1; if (rec) fail(q429, 0); }
        if (p433 < 0) break;
        if (p433 === q429) { e432 = true; break; }
        r430++; q429 = p433;
        if (r430 === 5) break;
      }
      if (rec && q429 >= n && !e432 && r430 < 5) fail(q429, 0);
      if (e432 || r430 >= 5) p428 = q429; else { p428 = -1;  }
      if (p428 < 0) { p423 = -1;  break L424; }
      var p434;
      if (p428 < n && (c = s.charCodeAt(p428), c === 45)) { p434 = p428 + 1; if (look === 0 && p434 > far) far = p434; } else { p434 = -1; if (rec) fail(p428, 3); }
      if (p434 < 0) { p423 = -1;  break L424; }
      var p435;
      var q436 = p434, r437 = 0, e439 = false;
      while (q436 < n) {
        var p440;
        if (q436 < n && (c = s.charCodeAt(q436), c < 128 && T0[c] === 1)) { p440 = q436 + 1; if (look === 0 && p440 > far) far = p440; } else { p440 = -1; if (rec) fail(q436, 0); }
        if (p440 < 0) break;
        if (p440 === q436) { e439 = true; break; }
        r437++; q436 = p440;
        if (r437 === 3) break;
      }
      if (rec && q436 >= n && !e439 && r437 < 3) fail(q436, 0);
      if (e439 || r437 >= 3) p435 = q436; else { p435 = -1;  }
      if (p435 < 0) { p423 = -1;  break L424; }
      p423 = p435;
    }
    if (p423 >= 0) { out = p423; break L355; }
    var p441;
    L442: {
      var p444;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p444 = p + 1; if (look === 0 && p444 > far) far = p444; } else { p444 = -1; if (rec) fail(p, 0); }
      if (p444 < 0) { p441 = -1;  break L442; }
      var p445;
      if (p444 < n && (c = s.charCodeAt(p444), c === 45)) { p445 = p444 + 1; if (look === 0 && p445 > far) far = p445; } else { p445 = -1; if (rec) fail(p444, 3); }
      if (p445 < 0) { p441 = -1;  break L442; }
      var p446;
      var q447 = p445, r448 = 0, e450 = false;
      while (q447 < n) {
        var p451;
        if (q447 < n && (c = s.charCodeAt(q447), c < 128 && T0[c] === 1)) { p451 = q447 + 1; if (look === 0 && p451 > far) far = p451; } else { p451 = -1; if (rec) fail(q447, 0); }
        if (p451 < 0) break;
        if (p451 === q447) { e450 = true; break; }
        r448++; q447 = p451;
        if (r448 === 6) break;
      }
      if (rec && q447 >= n && !e450 && r448 < 6) fail(q447, 0);
      if (e450 || r448 >= 6) p446 = q447; else { p446 = -1;  }
      if (p446 < 0) { p441 = -1;  break L442; }
      var p452;
      if (p446 < n && (c = s.charCodeAt(p446), c === 45)) { p452 = p446 + 1; if (look === 0 && p452 > far) far = p452; } else { p452 = -1; if (rec) fail(p446, 3); }
      if (p452 < 0) { p441 = -1;  break L442; }
      var p453;
      var q454 = p452, r455 = 0, e457 = false;
      while (q454 < n) {
        var p458;
        if (q454 < n && (c = s.charCodeAt(q454), c < 128 && T0[c] === 1)) { p458 = q454 + 1; if (look === 0 && p458 > far) far = p458; } else { p458 = -1; if (rec) fail(q454, 0); }
        if (p458 < 0) break;
        if (p458 === q454) { e457 = true; break; }
        r455++; q454 = p458;
        if (r455 === 2) break;
      }
      if (rec && q454 >= n && !e457 && r455 < 2) fail(q454, 0);
      if (e457 || r455 >= 2) p453 = q454; else { p453 = -1;  }
      if (p453 < 0) { p441 = -1;  break L442; }
      p441 = p453;
    }
    if (p441 >= 0) { out = p441; break L355; }
    var p459;
    L460: {
      var p462;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p462 = p + 1; if (look === 0 && p462 > far) far = p462; } else { p462 = -1; if (rec) fail(p, 0); }
      if (p462 < 0) { p459 = -1;  break L460; }
      var p463;
      if (p462 < n && (c = s.charCodeAt(p462), c === 45)) { p463 = p462 + 1; if (look === 0 && p463 > far) far = p463; } else { p463 = -1; if (rec) fail(p462, 3); }
      if (p463 < 0) { p459 = -1;  break L460; }
      var p464;
      var q465 = p463, r466 = 0, e468 = false;
      while (q465 < n) {
        var p469;
        if (q465 < n && (c = s.charCodeAt(q465), c < 128 && T0[c] === 1)) { p469 = q465 + 1; if (look === 0 && p469 > far) far = p469; } else { p469 = -1; if (rec) fail(q465, 0); }
        if (p469 < 0) break;
        if (p469 === q465) { e468 = true; break; }
        r466++; q465 = p469;
        if (r466 === 7) break;
      }
      if (rec && q465 >= n && !e468 && r466 < 7) fail(q465, 0);
      if (e468 || r466 >= 7) p464 = q465; else { p464 = -1;  }
      if (p464 < 0) { p459 = -1;  break L460; }
      var p470;
      if (p464 < n && (c = s.charCodeAt(p464), c === 45)) { p470 = p464 + 1; if (look === 0 && p470 > far) far = p470; } else { p470 = -1; if (rec) fail(p464, 3); }
      if (p470 < 0) { p459 = -1;  break L460; }
      var p471;
      if (p470 < n && (c = s.charCodeAt(p470), c < 128 && T0[c] === 1)) { p471 = p470 + 1; if (look === 0 && p471 > far) far = p471; } else { p471 = -1; if (rec) fail(p470, 0); }
      if (p471 < 0) { p459 = -1;  break L460; }
      p459 = p471;
    }
    if (p459 >= 0) { out = p459; break L355; }
    var p472;
    L473: {
      var p475;
      var q476 = p, r477 = 0, e479 = false;
      while (q476 < n) {
        var p480;
        if (q476 < n && (c = s.charCodeAt(q476), c < 128 && T0[c] === 1)) { p480 = q476 + 1; if (look === 0 && p480 > far) far = p480; } else { p480 = -1; if (rec) fail(q476, 0); }
        if (p480 < 0) break;
        if (p480 === q476) { e479 = true; break; }
        r477++; q476 = p480;
        if (r477 === 2) break;
      }
      if (rec && q476 >= n && !e479 && r477 < 2) fail(q476, 0);
      if (e479 || r477 >= 2) p475 = q476; else { p475 = -1;  }
      if (p475 < 0) { p472 = -1;  break L473; }
      var p481;
      if (p475 < n && (c = s.charCodeAt(p475), c === 45)) { p481 = p475 + 1; if (look === 0 && p481 > far) far = p481; } else { p481 = -1; if (rec) fail(p475, 3); }
      if (p481 < 0) { p472 = -1;  break L473; }
      var p482;
      if (p481 < n && (c = s.charCodeAt(p481), c < 128 && T0[c] === 1)) { p482 = p481 + 1; if (look === 0 && p482 > far) far = p482; } else { p482 = -1; if (rec) fail(p481, 0); }
      if (p482 < 0) { p472 = -1;  break L473; }
      var p483;
      if (p482 < n && (c = s.charCodeAt(p482), c === 45)) { p483 = p482 + 1; if (look === 0 && p483 > far) far = p483; } else { p483 = -1; if (rec) fail(p482, 3); }
      if (p483 < 0) { p472 = -1;  break L473; }
      var p484;
      var q485 = p483, r486 = 0, e488 = false;
      while (q485 < n) {
        var p489;
        if (q485 < n && (c = s.charCodeAt(q485), c < 128 && T0[c] === 1)) { p489 = q485 + 1; if (look === 0 && p489 > far) far = p489; } else { p489 = -1; if (rec) fail(q485, 0); }
        if (p489 < 0) break;
        if (p489 === q485) { e488 = true; break; }
        r486++; q485 = p489;
        if (r486 === 6) break;
      }
      if (rec && q485 >= n && !e488 && r486 < 6) fail(q485, 0);
      if (e488 || r486 >= 6) p484 = q485; else { p484 = -1;  }
      if (p484 < 0) { p472 = -1;  break L473; }
      p472 = p484;
    }
    if (p472 >= 0) { out = p472; break L355; }
    var p490;
    L491: {
      var p493;
      var q494 = p, r495 = 0, e497 = false;
      while (q494 < n) {
        var p498;
        if (q494 < n && (c = s.charCodeAt(q494), c < 128 && T0[c] === 1)) { p498 = q494 + 1; if (look === 0 && p498 > far) far = p498; } else { p498 = -1; if (rec) fail(q494, 0); }
        if (p498 < 0) break;
        if (p498 === q494) { e497 = true; break; }
        r495++; q494 = p498;
        if (r495 === 2) break;
      }
      if (rec && q494 >= n && !e497 && r495 < 2) fail(q494, 0);
      if (e497 || r495 >= 2) p493 = q494; else { p493 = -1;  }
      if (p493 < 0) { p490 = -1;  break L491; }
      var p499;
      if (p493 < n && (c = s.charCodeAt(p493), c === 45)) { p499 = p493 + 1; if (look === 0 && p499 > far) far = p499; } else { p499 = -1; if (rec) fail(p493, 3); }
      if (p499 < 0) { p490 = -1;  break L491; }
      var p500;
      var q501 = p499, r502 = 0, e504 = false;
      while (q501 < n) {
        var p505;
        if (q501 < n && (c = s.charCodeAt(q501), c < 128 && T0[c] === 1)) { p505 = q501 + 1; if (look === 0 && p505 > far) far = p505; } else { p505 = -1; if (rec) fail(q501, 0); }
        if (p505 < 0) break;
        if (p505 === q501) { e504 = true; break; }
        r502++; q501 = p505;
        if (r502 === 2) break;
      }
      if (rec && q501 >= n && !e504 && r502 < 2) fail(q501, 0);
      if (e504 || r502 >= 2) p500 = q501; else { p500 = -1;  }
      if (p500 < 0) { p490 = -1;  break L491; }
      var p506;
      if (p500 < n && (c = s.charCodeAt(p500), c === 45)) { p506 = p500 + 1; if (look === 0 && p506 > far) far = p506; } else { p506 = -1; if (rec) fail(p500, 3); }
      if (p506 < 0) { p490 = -1;  break L491; }
      var p507;
      var q508 = p506, r509 = 0, e511 = false;
      while (q508 < n) {
        var p512;
        if (q508 < n && (c = s.charCodeAt(q508), c < 128 && T0[c] === 1)) { p512 = q508 + 1; if (look === 0 && p512 > far) far = p512; } else { p512 = -1; if (rec) fail(q508, 0); }
        if (p512 < 0) break;
        if (p512 === q508) { e511 = true; break; }
        r509++; q508 = p512;
        if (r509 === 5) break;
      }
      if (rec && q508 >= n && !e511 && r509 < 5) fail(q508, 0);
      if (e511 || r509 >= 5) p507 = q508; else { p507 = -1;  }
      if (p507 < 0) { p490 = -1;  break L491; }
      p490 = p507;
    }
    if (p490 >= 0) { out = p490; break L355; }
    var p513;
    L514: {
      var p516;
      var q517 = p, r518 = 0, e520 = false;
      while (q517 < n) {
        var p521;
        if (q517 < n && (c = s.charCodeAt(q517), c < 128 && T0[c] === 1)) { p521 = q517 + 1; if (look === 0 && p521 > far) far = p521; } else { p521 = -1; if (rec) fail(q517, 0); }
        if (p521 < 0) break;
        if (p521 === q517) { e520 = true; break; }
        r518++; q517 = p521;
        if (r518 === 2) break;
      }
      if (rec && q517 >= n && !e520 && r518 < 2) fail(q517, 0);
      if (e520 || r518 >= 2) p516 = q517; else { p516 = -1;  }
      if (p516 < 0) { p513 = -1;  break L514; }
      var p522;
      if (p516 < n && (c = s.charCodeAt(p516), c === 45)) { p522 = p516 + 1; if (look === 0 && p522 > far) far = p522; } else { p522 = -1; if (rec) fail(p516, 3); }
      if (p522 < 0) { p513 = -1;  break L514; }
      var p523;
      var q524 = p522, r525 = 0, e527 = false;
      while (q524 < n) {
        var p528;
        if (q524 < n && (c = s.charCodeAt(q524), c < 128 && T0[c] === 1)) { p528 = q524 + 1; if (look === 0 && p528 > far) far = p528; } else { p528 = -1; if (rec) fail(q524, 0); }
        if (p528 < 0) break;
        if (p528 === q524) { e527 = true; break; }
        r525++; q524 = p528;
        if (r525 === 3) break;
      }
      if (rec && q524 >= n && !e527 && r525 < 3) fail(q524, 0);
      if (e527 || r525 >= 3) p523 = q524; else { p523 = -1;  }
      if (p523 < 0) { p513 = -1;  break L514; }
      var p529;
      if (p523 < n && (c = s.charCodeAt(p523), c === 45)) { p529 = p523 + 1; if (look === 0 && p529 > far) far = p529; } else { p529 = -1; if (rec) fail(p523, 3); }
      if (p529 < 0) { p513 = -1;  break L514; }
      var p530;
      var q531 = p529, r532 = 0, e534 = false;
      while (q531 < n) {
        var p535;
        if (q531 < n && (c = s.charCodeAt(q531), c < 128 && T0[c] === 1)) { p535 = q531 + 1; if (look === 0 && p535 > far) far = p535; } else { p535 = -1; if (rec) fail(q531, 0); }
        if (p535 < 0) break;
        if (p535 === q531) { e534 = true; break; }
        r532++; q531 = p535;
        if (r532 === 4) break;
      }
      if (rec && q531 >= n && !e534 && r532 < 4) fail(q531, 0);
      if (e534 || r532 >= 4) p530 = q531; else { p530 = -1;  }
      if (p530 < 0) { p513 = -1;  break L514; }
      p513 = p530;
    }
    if (p513 >= 0) { out = p513; break L355; }
    var p536;
    L537: {
      var p539;
      var q540 = p, r541 = 0, e543 = false;
      while (q540 < n) {
        var p544;
        if (q540 < n && (c = s.charCodeAt(q540), c < 128 && T0[c] === 1)) { p544 = q540 + 1; if (look === 0 && p544 > far) far = p544; } else { p544 = -1; if (rec) fail(q540, 0); }
        if (p544 < 0) break;
        if (p544 === q540) { e543 = true; break; }
        r541++; q540 = p544;
        if (r541 === 2) break;
      }
      if (rec && q540 >= n && !e543 && r541 < 2) fail(q540, 0);
      if (e543 || r541 >= 2) p539 = q540; else { p539 = -1;  }
      if (p539 < 0) { p536 = -1;  break L537; }
      var p545;
      if (p539 < n && (c = s.charCodeAt(p539), c === 45)) { p545 = p539 + 1; if (look === 0 && p545 > far) far = p545; } else { p545 = -1; if (rec) fail(p539, 3); }
      if (p545 < 0) { p536 = -1;  break L537; }
      var p546;
      var q547 = p545, r548 = 0, e550 = false;
      while (q547 < n) {
        var p551;
        if (q547 < n && (c = s.charCodeAt(q547), c < 128 && T0[c] === 1)) { p551 = q547 + 1; if (look === 0 && p551 > far) far = p551; } else { p551 = -1; if (rec) fail(q547, 0); }
        if (p551 < 0) break;
        if (p551 === q547) { e550 = true; break; }
        r548++; q547 = p551;
        if (r548 === 4) break;
      }
      if (rec && q547 >= n && !e550 && r548 < 4) fail(q547, 0);
      if (e550 || r548 >= 4) p546 = q547; else { p546 = -1;  }
      if (p546 < 0) { p536 = -1;  break L537; }
      var p552;
      if (p546 < n && (c = s.charCodeAt(p546), c === 45)) { p552 = p546 + 1; if (look === 0 && p552 > far) far = p552; } else { p552 = -1; if (rec) fail(p546, 3); }
      if (p552 < 0) { p536 = -1;  break L537; }
      var p553;
      var q554 = p552, r555 = 0, e557 = false;
      while (q554 < n) {
        var p558;
        if (q554 < n && (c = s.charCodeAt(q554), c < 128 && T0[c] === 1)) { p558 = q554 + 1; if (look === 0 && p558 > far) far = p558; } else { p558 = -1; if (rec) fail(q554, 0); }
        if (p558 < 0) break;
        if (p558 === q554) { e557 = true; break; }
        r555++; q554 = p558;
        if (r555 === 3) break;
      }
      if (rec && q554 >= n && !e557 && r555 < 3) fail(q554, 0);
      if (e557 || r555 >= 3) p553 = q554; else { p553 = -1;  }
      if (p553 < 0) { p536 = -1;  break L537; }
      p536 = p553;
    }
    if (p536 >= 0) { out = p536; break L355; }
    var p559;
    L560: {
      var p562;
      var q563 = p, r564 = 0, e566 = false;
      while (q563 < n) {
        var p567;
        if (q563 < n && (c = s.charCodeAt(q563), c < 128 && T0[c] === 1)) { p567 = q563 + 1; if (look === 0 && p567 > far) far = p567; } else { p567 = -1; if (rec) fail(q563, 0); }
        if (p567 < 0) break;
        if (p567 === q563) { e566 = true; break; }
        r564++; q563 = p567;
        if (r564 === 2) break;
      }
      if (rec && q563 >= n && !e566 && r564 < 2) fail(q563, 0);
      if (e566 || r564 >= 2) p562 = q563; else { p562 = -1;  }
      if (p562 < 0) { p559 = -1;  break L560; }
      var p568;
      if (p562 < n && (c = s.charCodeAt(p562), c === 45)) { p568 = p562 + 1; if (look === 0 && p568 > far) far = p568; } else { p568 = -1; if (rec) fail(p562, 3); }
      if (p568 < 0) { p559 = -1;  break L560; }
      var p569;
      var q570 = p568, r571 = 0, e573 = false;
      while (q570 < n) {
        var p574;
        if (q570 < n && (c = s.charCodeAt(q570), c < 128 && T0[c] === 1)) { p574 = q570 + 1; if (look === 0 && p574 > far) far = p574; } else { p574 = -1; if (rec) fail(q570, 0); }
        if (p574 < 0) break;
        if (p574 === q570) { e573 = true; break; }
        r571++; q570 = p574;
        if (r571 === 5) break;
      }
      if (rec && q570 >= n && !e573 && r571 < 5) fail(q570, 0);
      if (e573 || r571 >= 5) p569 = q570; else { p569 = -1;  }
      if (p569 < 0) { p559 = -1;  break L560; }
      var p575;
      if (p569 < n && (c = s.charCodeAt(p569), c === 45)) { p575 = p569 + 1; if (look === 0 && p575 > far) far = p575; } else { p575 = -1; if (rec) fail(p569, 3); }
      if (p575 < 0) { p559 = -1;  break L560; }
      var p576;
      var q577 = p575, r578 = 0, e580 = false;
      while (q577 < n) {
        var p581;
        if (q577 < n && (c = s.charCodeAt(q577), c < 128 && T0[c] === 1)) { p581 = q577 + 1; if (look === 0 && p581 > far) far = p581; } else { p581 = -1; if (rec) fail(q577, 0); }
        if (p581 < 0) break;
        if (p581 === q577) { e580 = true; break; }
        r578++; q577 = p581;
        if (r578 === 2) break;
      }
      if (rec && q577 >= n && !e580 && r578 < 2) fail(q577, 0);
      if (e580 || r578 >= 2) p576 = q577; else { p576 = -1;  }
      if (p576 < 0) { p559 = -1;  break L560; }
      p559 = p576;
    }
    if (p559 >= 0) { out = p559; break L355; }
    var p582;
    L583: {
      var p585;
      var q586 = p, r587 = 0, e589 = false;
      while (q586 < n) {
        var p590;
        if (q586 < n && (c = s.charCodeAt(q586), c < 128 && T0[c] === 1)) { p590 = q586 + 1; if (look === 0 && p590 > far) far = p590; } else { p590 = -1; if (rec) fail(q586, 0); }
        if (p590 < 0) break;
        if (p590 === q586) { e589 = true; break; }
        r587++; q586 = p590;
        if (r587 === 2) break;
      }
      if (rec && q586 >= n && !e589 && r587 < 2) fail(q586, 0);
      if (e589 || r587 >= 2) p585 = q586; else { p585 = -1;  }
      if (p585 < 0) { p582 = -1;  break L583; }
      var p591;
      if (p585 < n && (c = s.charCodeAt(p585), c === 45)) { p591 = p585 + 1; if (look === 0 && p591 > far) far = p591; } else { p591 = -1; if (rec) fail(p585, 3); }
      if (p591 < 0) { p582 = -1;  break L583; }
      var p592;
      var q593 = p591, r594 = 0, e596 = false;
      while (q593 < n) {
        var p597;
        if (q593 < n && (c = s.charCodeAt(q593), c < 128 && T0[c] === 1)) { p597 = q593 + 1; if (look === 0 && p597 > far) far = p597; } else { p597 = -1; if (rec) fail(q593, 0); }
        if (p597 < 0) break;
        if (p597 === q593) { e596 = true; break; }
        r594++; q593 = p597;
        if (r594 === 6) break;
      }
      if (rec && q593 >= n && !e596 && r594 < 6) fail(q593, 0);
      if (e596 || r594 >= 6) p592 = q593; else { p592 = -1;  }
      if (p592 < 0) { p582 = -1;  break L583; }
      var p598;
      if (p592 < n && (c = s.charCodeAt(p592), c === 45)) { p598 = p592 + 1; if (look === 0 && p598 > far) far = p598; } else { p598 = -1; if (rec) fail(p592, 3); }
      if (p598 < 0) { p582 = -1;  break L583; }
      var p599;
      if (p598 < n && (c = s.charCodeAt(p598), c < 128 && T0[c] === 1)) { p599 = p598 + 1; if (look === 0 && p599 > far) far = p599; } else { p599 = -1; if (rec) fail(p598, 0); }
      if (p599 < 0) { p582 = -1;  break L583; }
      p582 = p599;
    }
    if (p582 >= 0) { out = p582; break L355; }
    var p600;
    L601: {
      var p603;
      var q604 = p, r605 = 0, e607 = false;
      while (q604 < n) {
        var p608;
        if (q604 < n && (c = s.charCodeAt(q604), c < 128 && T0[c] === 1)) { p608 = q604 + 1; if (look === 0 && p608 > far) far = p608; } else { p608 = -1; if (rec) fail(q604, 0); }
        if (p608 < 0) break;
        if (p608 === q604) { e607 = true; break; }
        r605++; q604 = p608;
        if (r605 === 3) break;
      }
      if (rec && q604 >= n && !e607 && r605 < 3) fail(q604, 0);
      if (e607 || r605 >= 3) p603 = q604; else { p603 = -1;  }
      if (p603 < 0) { p600 = -1;  break L601; }
      var p609;
      if (p603 < n && (c = s.charCodeAt(p603), c === 45)) { p609 = p603 + 1; if (look === 0 && p609 > far) far = p609; } else { p609 = -1; if (rec) fail(p603, 3); }
      if (p609 < 0) { p600 = -1;  break L601; }
      var p610;
      if (p609 < n && (c = s.charCodeAt(p609), c < 128 && T0[c] === 1)) { p610 = p609 + 1; if (look === 0 && p610 > far) far = p610; } else { p610 = -1; if (rec) fail(p609, 0); }
      if (p610 < 0) { p600 = -1;  break L601; }
      var p611;
      if (p610 < n && (c = s.charCodeAt(p610), c === 45)) { p611 = p610 + 1; if (look === 0 && p611 > far) far = p611; } else { p611 = -1; if (rec) fail(p610, 3); }
      if (p611 < 0) { p600 = -1;  break L601; }
      var p612;
      var q613 = p611, r614 = 0, e616 = false;
      while (q613 < n) {
        var p617;
        if (q613 < n && (c = s.charCodeAt(q613), c < 128 && T0[c] === 1)) { p617 = q613 + 1; if (look === 0 && p617 > far) far = p617; } else { p617 = -1; if (rec) fail(q613, 0); }
        if (p617 < 0) break;
        if (p617 === q613) { e616 = true; break; }
        r614++; q613 = p617;
        if (r614 === 5) break;
      }
      if (rec && q613 >= n && !e616 && r614 < 5) fail(q613, 0);
      if (e616 || r614 >= 5) p612 = q613; else { p612 = -1;  }
      if (p612 < 0) { p600 = -1;  break L601; }
      p600 = p612;
    }
    if (p600 >= 0) { out = p600; break L355; }
    var p618;
    L619: {
      var p621;
      var q622 = p, r623 = 0, e625 = false;
      while (q622 < n) {
        var p626;
        if (q622 < n && (c = s.charCodeAt(q622), c < 128 && T0[c] === 1)) { p626 = q622 + 1; if (look === 0 && p626 > far) far = p626; } else { p626 = -1; if (rec) fail(q622, 0); }
        if (p626 < 0) break;
        if (p626 === q622) { e625 = true; break; }
        r623++; q622 = p626;
        if (r623 === 3) break;
      }
      if (rec && q622 >= n && !e625 && r623 < 3) fail(q622, 0);
      if (e625 || r623 >= 3) p621 = q622; else { p621 = -1;  }
      if (p621 < 0) { p618 = -1;  break L619; }
      var p627;
      if (p621 < n && (c = s.charCodeAt(p621), c === 45)) { p627 = p621 + 1; if (look === 0 && p627 > far) far = p627; } else { p627 = -1; if (rec) fail(p621, 3); }
      if (p627 < 0) { p618 = -1;  break L619; }
      var p628;
      var q629 = p627, r630 = 0, e632 = false;
      while (q629 < n) {
        var p633;
        if (q629 < n && (c = s.charCodeAt(q629), c < 128 && T0[c] === 1)) { p633 = q629 + 1; if (look === 0 && p633 > far) far = p633; } else { p633 = -1; if (rec) fail(q629, 0); }
        if (p633 < 0) break;
        if (p633 === q629) { e632 = true; break; }
        r630++; q629 = p633;
        if (r630 === 2) break;
      }
      if (rec && q629 >= n && !e632 && r630 < 2) fail(q629, 0);
      if (e632 || r630 >= 2) p628 = q629; else { p628 = -1;  }
      if (p628 < 0) { p618 = -1;  break L619; }
      var p634;
      if (p628 < n && (c = s.charCodeAt(p628), c === 45)) { p634 = p628 + 1; if (look === 0 && p634 > far) far = p634; } else { p634 = -1; if (rec) fail(p628, 3); }
      if (p634 < 0) { p618 = -1;  break L619; }
      var p635;
      var q636 = p634, r637 = 0, e639 = false;
      while (q636 < n) {
        var p640;
        if (q636 < n && (c = s.charCodeAt(q636), c < 128 && T0[c] === 1)) { p640 = q636 + 1; if (look === 0 && p640 > far) far = p640; } else { p640 = -1; if (rec) fail(q636, 0); }
        if (p640 < 0) break;
        if (p640 === q636) { e639 = true; break; }
        r637++; q636 = p640;
        if (r637 === 4) break;
      }
      if (rec && q636 >= n && !e639 && r637 < 4) fail(q636, 0);
      if (e639 || r637 >= 4) p635 = q636; else { p635 = -1;  }
      if (p635 < 0) { p618 = -1;  break L619; }
      p618 = p635;
    }
    if (p618 >= 0) { out = p618; break L355; }
    var p641;
    L642: {
      var p644;
      var q645 = p, r646 = 0, e648 = false;
      while (q645 < n) {
        var p649;
        if (q645 < n && (c = s.charCodeAt(q645), c < 128 && T0[c] === 1)) { p649 = q645 + 1; if (look === 0 && p649 > far) far = p649; } else { p649 = -1; if (rec) fail(q645, 0); }
        if (p649 < 0) break;
        if (p649 === q645) { e648 = true; break; }
        r646++; q645 = p649;
        if (r646 === 3) break;
      }
      if (rec && q645 >= n && !e648 && r646 < 3) fail(q645, 0);
      if (e648 || r646 >= 3) p644 = q645; else { p644 = -1;  }
      if (p644 < 0) { p641 = -1;  break L642; }
      var p650;
      if (p644 < n && (c = s.charCodeAt(p644), c === 45)) { p650 = p644 + 1; if (look === 0 && p650 > far) far = p650; } else { p650 = -1; if (rec) fail(p644, 3); }
      if (p650 < 0) { p641 = -1;  break L642; }
      var p651;
      var q652 = p650, r653 = 0, e655 = false;
      while (q652 < n) {
        var p656;
        if (q652 < n && (c = s.charCodeAt(q652), c < 128 && T0[c] === 1)) { p656 = q652 + 1; if (look === 0 && p656 > far) far = p656; } else { p656 = -1; if (rec) fail(q652, 0); }
        if (p656 < 0) break;
        if (p656 === q652) { e655 = true; break; }
        r653++; q652 = p656;
        if (r653 === 3) break;
      }
      if (rec && q652 >= n && !e655 && r653 < 3) fail(q652, 0);
      if (e655 || r653 >= 3) p651 = q652; else { p651 = -1;  }
      if (p651 < 0) { p641 = -1;  break L642; }
      var p657;
      if (p651 < n && (c = s.charCodeAt(p651), c === 45)) { p657 = p651 + 1; if (look === 0 && p657 > far) far = p657; } else { p657 = -1; if (rec) fail(p651, 3); }
      if (p657 < 0) { p641 = -1;  break L642; }
      var p658;
      var q659 = p657, r660 = 0, e662 = false;
      while (q659 < n) {
        var p663;
        if (q659 < n && (c = s.charCodeAt(q659), c < 128 && T0[c] === 1)) { p663 = q659 + 1; if (look === 0 && p663 > far) far = p663; } else { p663 = -1; if (rec) fail(q659, 0); }
        if (p663 < 0) break;
        if (p663 === q659) { e662 = true; break; }
        r660++; q659 = p663;
        if (r660 === 3) break;
      }
      if (rec && q659 >= n && !e662 && r660 < 3) fail(q659, 0);
      if (e662 || r660 >= 3) p658 = q659; else { p658 = -1;  }
      if (p658 < 0) { p641 = -1;  break L642; }
      p641 = p658;
    }
    if (p641 >= 0) { out = p641; break L355; }
    var p664;
    L665: {
      var p667;
      var q668 = p, r669 = 0, e671 = false;
      while (q668 < n) {
        var p672;
        if (q668 < n && (c = s.charCodeAt(q668), c < 128 && T0[c] === 1)) { p672 = q668 + 1; if (look === 0 && p672 > far) far = p672; } else { p672 = -1; if (rec) fail(q668, 0); }
        if (p672 < 0) break;
        if (p672 === q668) { e671 = true; break; }
        r669++; q668 = p672;
        if (r669 === 3) break;
      }
      if (rec && q668 >= n && !e671 && r669 < 3) fail(q668, 0);
      if (e671 || r669 >= 3) p667 = q668; else { p667 = -1;  }
      if (p667 < 0) { p664 = -1;  break L665; }
      var p673;
      if (p667 < n && (c = s.charCodeAt(p667), c === 45)) { p673 = p667 + 1; if (look === 0 && p673 > far) far = p673; } else { p673 = -1; if (rec) fail(p667, 3); }
      if (p673 < 0) { p664 = -1;  break L665; }
      var p674;
      var q675 = p673, r676 = 0, e678 = false;
      while (q675 < n) {
        var p679;
        if (q675 < n && (c = s.charCodeAt(q675), c < 128 && T0[c] === 1)) { p679 = q675 + 1; if (look === 0 && p679 > far) far = p679; } else { p679 = -1; if (rec) fail(q675, 0); }
        if (p679 < 0) break;
        if (p679 === q675) { e678 = true; break; }
        r676++; q675 = p679;
        if (r676 === 4) break;
      }
      if (rec && q675 >= n && !e678 && r676 < 4) fail(q675, 0);
      if (e678 || r676 >= 4) p674 = q675; else { p674 = -1;  }
      if (p674 < 0) { p664 = -1;  break L665; }
      var p680;
      if (p674 < n && (c = s.charCodeAt(p674), c === 45)) { p680 = p674 + 1; if (look === 0 && p680 > far) far = p680; } else { p680 = -1; if (rec) fail(p674, 3); }
      if (p680 < 0) { p664 = -1;  break L665; }
      var p681;
      var q682 = p680, r683 = 0, e685 = false;
      while (q682 < n) {
        var p686;
        if (q682 < n && (c = s.charCodeAt(q682), c < 128 && T0[c] === 1)) { p686 = q682 + 1; if (look === 0 && p686 > far) far = p686; } else { p686 = -1; if (rec) fail(q682, 0); }
        if (p686 < 0) break;
        if (p686 === q682) { e685 = true; break; }
        r683++; q682 = p686;
        if (r683 === 2) break;
      }
      if (rec && q682 >= n && !e685 && r683 < 2) fail(q682, 0);
      if (e685 || r683 >= 2) p681 = q682; else { p681 = -1;  }
      if (p681 < 0) { p664 = -1;  break L665; }
      p664 = p681;
    }
    if (p664 >= 0) { out = p664; break L355; }
    var p687;
    L688: {
      var p690;
      var q691 = p, r692 = 0, e694 = false;
      while (q691 < n) {
        var p695;
        if (q691 < n && (c = s.charCodeAt(q691), c < 128 && T0[c] === 1)) { p695 = q691 + 1; if (look === 0 && p695 > far) far = p695; } else { p695 = -1; if (rec) fail(q691, 0); }
        if (p695 < 0) break;
        if (p695 === q691) { e694 = true; break; }
        r692++; q691 = p695;
        if (r692 === 3) break;
      }
      if (rec && q691 >= n && !e694 && r692 < 3) fail(q691, 0);
      if (e694 || r692 >= 3) p690 = q691; else { p690 = -1;  }
      if (p690 < 0) { p687 = -1;  break L688; }
      var p696;
      if (p690 < n && (c = s.charCodeAt(p690), c === 45)) { p696 = p690 + 1; if (look === 0 && p696 > far) far = p696; } else { p696 = -1; if (rec) fail(p690, 3); }
      if (p696 < 0) { p687 = -1;  break L688; }
      var p697;
      var q698 = p696, r699 = 0, e701 = false;
      while (q698 < n) {
        var p702;
        if (q698 < n && (c = s.charCodeAt(q698), c < 128 && T0[c] === 1)) { p702 = q698 + 1; if (look === 0 && p702 > far) far = p702; } else { p702 = -1; if (rec) fail(q698, 0); }
        if (p702 < 0) break;
        if (p702 === q698) { e701 = true; break; }
        r699++; q698 = p702;
        if (r699 === 5) break;
      }
      if (rec && q698 >= n && !e701 && r699 < 5) fail(q698, 0);
      if (e701 || r699 >= 5) p697 = q698; else { p697 = -1;  }
      if (p697 < 0) { p687 = -1;  break L688; }
      var p703;
      if (p697 < n && (c = s.charCodeAt(p697), c === 45)) { p703 = p697 + 1; if (look === 0 && p703 > far) far = p703; } else { p703 = -1; if (rec) fail(p697, 3); }
      if (p703 < 0) { p687 = -1;  break L688; }
      var p704;
      if (p703 < n && (c = s.charCodeAt(p703), c < 128 && T0[c] === 1)) { p704 = p703 + 1; if (look === 0 && p704 > far) far = p704; } else { p704 = -1; if (rec) fail(p703, 0); }
      if (p704 < 0) { p687 = -1;  break L688; }
      p687 = p704;
    }
    if (p687 >= 0) { out = p687; break L355; }
    var p705;
    L706: {
      var p708;
      var q709 = p, r710 = 0, e712 = false;
      while (q709 < n) {
        var p713;
        if (q709 < n && (c = s.charCodeAt(q709), c < 128 && T0[c] === 1)) { p713 = q709 + 1; if (look === 0 && p713 > far) far = p713; } else { p713 = -1; if (rec) fail(q709, 0); }
        if (p713 < 0) break;
        if (p713 === q709) { e712 = true; break; }
        r710++; q709 = p713;
        if (r710 === 4) break;
      }
      if (rec && q709 >= n && !e712 && r710 < 4) fail(q709, 0);
      if (e712 || r710 >= 4) p708 = q709; else { p708 = -1;  }
      if (p708 < 0) { p705 = -1;  break L706; }
      var p714;
      if (p708 < n && (c = s.charCodeAt(p708), c === 45)) { p714 = p708 + 1; if (look === 0 && p714 > far) far = p714; } else { p714 = -1; if (rec) fail(p708, 3); }
      if (p714 < 0) { p705 = -1;  break L706; }
      var p715;
      if (p714 < n && (c = s.charCodeAt(p714), c < 128 && T0[c] === 1)) { p715 = p714 + 1; if (look === 0 && p715 > far) far = p715; } else { p715 = -1; if (rec) fail(p714, 0); }
      if (p715 < 0) { p705 = -1;  break L706; }
      var p716;
      if (p715 < n && (c = s.charCodeAt(p715), c === 45)) { p716 = p715 + 1; if (look === 0 && p716 > far) far = p716; } else { p716 = -1; if (rec) fail(p715, 3); }
      if (p716 < 0) { p705 = -1;  break L706; }
      var p717;
      var q718 = p716, r719 = 0, e721 = false;
      while (q718 < n) {
        var p722;
        if (q718 < n && (c = s.charCodeAt(q718), c < 128 && T0[c] === 1)) { p722 = q718 + 1; if (look === 0 && p722 > far) far = p722; } else { p722 = -1; if (rec) fail(q718, 0); }
        if (p722 < 0) break;
        if (p722 === q718) { e721 = true; break; }
        r719++; q718 = p722;
        if (r719 === 4) break;
      }
      if (rec && q718 >= n && !e721 && r719 < 4) fail(q718, 0);
      if (e721 || r719 >= 4) p717 = q718; else { p717 = -1;  }
      if (p717 < 0) { p705 = -1;  break L706; }
      p705 = p717;
    }
    if (p705 >= 0) { out = p705; break L355; }
    var p723;
    L724: {
      var p726;
      var q727 = p, r728 = 0, e730 = false;
      while (q727 < n) {
        var p731;
        if (q727 < n && (c = s.charCodeAt(q727), c < 128 && T0[c] === 1)) { p731 = q727 + 1; if (look === 0 && p731 > far) far = p731; } else { p731 = -1; if (rec) fail(q727, 0); }
        if (p731 < 0) break;
        if (p731 === q727) { e730 = true; break; }
        r728++; q727 = p731;
        if (r728 === 4) break;
      }
      if (rec && q727 >= n && !e730 && r728 < 4) fail(q727, 0);
      if (e730 || r728 >= 4) p726 = q727; else { p726 = -1;  }
      if (p726 < 0) { p723 = -1;  break L724; }
      var p732;
      if (p726 < n && (c = s.charCodeAt(p726), c === 45)) { p732 = p726 + 1; if (look === 0 && p732 > far) far = p732; } else { p732 = -1; if (rec) fail(p726, 3); }
      if (p732 < 0) { p723 = -1;  break L724; }
      var p733;
      var q734 = p732, r735 = 0, e737 = false;
      while (q734 < n) {
        var p738;
        if (q734 < n && (c = s.charCodeAt(q734), c < 128 && T0[c] === 1)) { p738 = q734 + 1; if (look === 0 && p738 > far) far = p738; } else { p738 = -1; if (rec) fail(q734, 0); }
        if (p738 < 0) break;
        if (p738 === q734) { e737 = true; break; }
        r735++; q734 = p738;
        if (r735 === 2) break;
      }
      if (rec && q734 >= n && !e737 && r735 < 2) fail(q734, 0);
      if (e737 || r735 >= 2) p733 = q734; else { p733 = -1;  }
      if (p733 < 0) { p723 = -1;  break L724; }
      var p739;
      if (p733 < n && (c = s.charCodeAt(p733), c === 45)) { p739 = p733 + 1; if (look === 0 && p739 > far) far = p739; } else { p739 = -1; if (rec) fail(p733, 3); }
      if (p739 < 0) { p723 = -1;  break L724; }
      var p740;
      var q741 = p739, r742 = 0, e744 = false;
      while (q741 < n) {
        var p745;
        if (q741 < n && (c = s.charCodeAt(q741), c < 128 && T0[c] === 1)) { p745 = q741 + 1; if (look === 0 && p745 > far) far = p745; } else { p745 = -1; if (rec) fail(q741, 0); }
        if (p745 < 0) break;
        if (p745 === q741) { e744 = true; break; }
        r742++; q741 = p745;
        if (r742 === 3) break;
      }
      if (rec && q741 >= n && !e744 && r742 < 3) fail(q741, 0);
      if (e744 || r742 >= 3) p740 = q741; else { p740 = -1;  }
      if (p740 < 0) { p723 = -1;  break L724; }
      p723 = p740;
    }
    if (p723 >= 0) { out = p723; break L355; }
    var p746;
    L747: {
      var p749;
      var q750 = p, r751 = 0, e753 = false;
      while (q750 < n) {
        var p754;
        if (q750 < n && (c = s.charCodeAt(q750), c < 128 && T0[c] === 1)) { p754 = q750 + 1; if (look === 0 && p754 > far) far = p754; } else { p754 = -1; if (rec) fail(q750, 0); }
        if (p754 < 0) break;
        if (p754 === q750) { e753 = true; break; }
        r751++; q750 = p754;
        if (r751 === 4) break;
      }
      if (rec && q750 >= n && !e753 && r751 < 4) fail(q750, 0);
      if (e753 || r751 >= 4) p749 = q750; else { p749 = -1;  }
      if (p749 < 0) { p746 = -1;  break L747; }
      var p755;
      if (p749 < n && (c = s.charCodeAt(p749), c === 45)) { p755 = p749 + 1; if (look === 0 && p755 > far) far = p755; } else { p755 = -1; if (rec) fail(p749, 3); }
      if (p755 < 0) { p746 = -1;  break L747; }
      var p756;
      var q757 = p755, r758 = 0, e760 = false;
      while (q757 < n) {
        var p761;
        if (q757 < n && (c = s.charCodeAt(q757), c < 128 && T0[c] === 1)) { p761 = q757 + 1; if (look === 0 && p761 > far) far = p761; } else { p761 = -1; if (rec) fail(q757, 0); }
        if (p761 < 0) break;
        if (p761 === q757) { e760 = true; break; }
        r758++; q757 = p761;
        if (r758 === 3) break;
      }
      if (rec && q757 >= n && !e760 && r758 < 3) fail(q757, 0);
      if (e760 || r758 >= 3) p756 = q757; else { p756 = -1;  }
      if (p756 < 0) { p746 = -1;  break L747; }
      var p762;
      if (p756 < n && (c = s.charCodeAt(p756), c === 45)) { p762 = p756 + 1; if (look === 0 && p762 > far) far = p762; } else { p762 = -1; if (rec) fail(p756, 3); }
      if (p762 < 0) { p746 = -1;  break L747; }
      var p763;
      var q764 = p762, r765 = 0, e767 = false;
      while (q764 < n) {
        var p768;
        if (q764 < n && (c = s.charCodeAt(q764), c < 128 && T0[c] === 1)) { p768 = q764 + 1; if (look === 0 && p768 > far) far = p768; } else { p768 = -1; if (rec) fail(q764, 0); }
        if (p768 < 0) break;
        if (p768 === q764) { e767 = true; break; }
        r765++; q764 = p768;
        if (r765 === 2) break;
      }
      if (rec && q764 >= n && !e767 && r765 < 2) fail(q764, 0);
      if (e767 || r765 >= 2) p763 = q764; else { p763 = -1;  }
      if (p763 < 0) { p746 = -1;  break L747; }
      p746 = p763;
    }
    if (p746 >= 0) { out = p746; break L355; }
    var p769;
    L770: {
      var p772;
      var q773 = p, r774 = 0, e776 = false;
      while (q773 < n) {
        var p777;
        if (q773 < n && (c = s.charCodeAt(q773), c < 128 && T0[c] === 1)) { p777 = q773 + 1; if (look === 0 && p777 > far) far = p777; } else { p777 = -1; if (rec) fail(q773, 0); }
        if (p777 < 0) break;
        if (p777 === q773) { e776 = true; break; }
        r774++; q773 = p777;
        if (r774 === 4) break;
      }
      if (rec && q773 >= n && !e776 && r774 < 4) fail(q773, 0);
      if (e776 || r774 >= 4) p772 = q773; else { p772 = -1;  }
      if (p772 < 0) { p769 = -1;  break L770; }
      var p778;
      if (p772 < n && (c = s.charCodeAt(p772), c === 45)) { p778 = p772 + 1; if (look === 0 && p778 > far) far = p778; } else { p778 = -1; if (rec) fail(p772, 3); }
      if (p778 < 0) { p769 = -1;  break L770; }
      var p779;
      var q780 = p778, r781 = 0, e783 = false;
      while (q780 < n) {
        var p784;
        if (q780 < n && (c = s.charCodeAt(q780), c < 128 && T0[c] === 1)) { p784 = q780 + 1; if (look === 0 && p784 > far) far = p784; } else { p784 = -1; if (rec) fail(q780, 0); }
        if (p784 < 0) break;
        if (p784 === q780) { e783 = true; break; }
        r781++; q780 = p784;
        if (r781 === 4) break;
      }
      if (rec && q780 >= n && !e783 && r781 < 4) fail(q780, 0);
      if (e783 || r781 >= 4) p779 = q780; else { p779 = -1;  }
      if (p779 < 0) { p769 = -1;  break L770; }
      var p785;
      if (p779 < n && (c = s.charCodeAt(p779), c === 45)) { p785 = p779 + 1; if (look === 0 && p785 > far) far = p785; } else { p785 = -1; if (rec) fail(p779, 3); }
      if (p785 < 0) { p769 = -1;  break L770; }
      var p786;
      if (p785 < n && (c = s.charCodeAt(p785), c < 128 && T0[c] === 1)) { p786 = p785 + 1; if (look === 0 && p786 > far) far = p786; } else { p786 = -1; if (rec) fail(p785, 0); }
      if (p786 < 0) { p769 = -1;  break L770; }
      p769 = p786;
    }
    if (p769 >= 0) { out = p769; break L355; }
    var p787;
    L788: {
      var p790;
      var q791 = p, r792 = 0, e794 = false;
      while (q791 < n) {
        var p795;
        if (q791 < n && (c = s.charCodeAt(q791), c < 128 && T0[c] === 1)) { p795 = q791 + 1; if (look === 0 && p795 > far) far = p795; } else { p795 = -1; if (rec) fail(q791, 0); }
        if (p795 < 0) break;
        if (p795 === q791) { e794 = true; break; }
        r792++; q791 = p795;
        if (r792 === 5) break;
      }
      if (rec && q791 >= n && !e794 && r792 < 5) fail(q791, 0);
      if (e794 || r792 >= 5) p790 = q791; else { p790 = -1;  }
      if (p790 < 0) { p787 = -1;  break L788; }
      var p796;
      if (p790 < n && (c = s.charCodeAt(p790), c === 45)) { p796 = p790 + 1; if (look === 0 && p796 > far) far = p796; } else { p796 = -1; if (rec) fail(p790, 3); }
      if (p796 < 0) { p787 = -1;  break L788; }
      var p797;
      if (p796 < n && (c = s.charCodeAt(p796), c < 128 && T0[c] === 1)) { p797 = p796 + 1; if (look === 0 && p797 > far) far = p797; } else { p797 = -1; if (rec) fail(p796, 0); }
      if (p797 < 0) { p787 = -1;  break L788; }
      var p798;
      if (p797 < n && (c = s.charCodeAt(p797), c === 45)) { p798 = p797 + 1; if (look === 0 && p798 > far) far = p798; } else { p798 = -1; if (rec) fail(p797, 3); }
      if (p798 < 0) { p787 = -1;  break L788; }
      var p799;
      var q800 = p798, r801 = 0, e803 = false;
      while (q800 < n) {
        var p804;
        if (q800 < n && (c = s.charCodeAt(q800), c < 128 && T0[c] === 1)) { p804 = q800 + 1; if (look === 0 && p804 > far) far = p804; } else { p804 = -1; if (rec) fail(q800, 0); }
        if (p804 < 0) break;
        if (p804 === q800) { e803 = true; break; }
        r801++; q800 = p804;
        if (r801 === 3) break;
      }
      if (rec && q800 >= n && !e803 && r801 < 3) fail(q800, 0);
      if (e803 || r801 >= 3) p799 = q800; else { p799 = -1;  }
      if (p799 < 0) { p787 = -1;  break L788; }
      p787 = p799;
    }
    if (p787 >= 0) { out = p787; break L355; }
    var p805;
    L806: {
      var p808;
      var q809 = p, r810 = 0, e812 = false;
      while (q809 < n) {
        var p813;
        if (q809 < n && (c = s.charCodeAt(q809), c < 128 && T0[c] === 1)) { p813 = q809 + 1; if (look === 0 && p813 > far) far = p813; } else { p813 = -1; if (rec) fail(q809, 0); }
        if (p813 < 0) break;
        if (p813 === q809) { e812 = true; break; }
        r810++; q809 = p813;
        if (r810 === 5) break;
      }
      if (rec && q809 >= n && !e812 && r810 < 5) fail(q809, 0);
      if (e812 || r810 >= 5) p808 = q809; else { p808 = -1;  }
      if (p808 < 0) { p805 = -1;  break L806; }
      var p814;
      if (p808 < n && (c = s.charCodeAt(p808), c === 45)) { p814 = p808 + 1; if (look === 0 && p814 > far) far = p814; } else { p814 = -1; if (rec) fail(p808, 3); }
      if (p814 < 0) { p805 = -1;  break L806; }
      var p815;
      var q816 = p814, r817 = 0, e819 = false;
      while (q816 < n) {
        var p820;
        if (q816 < n && (c = s.charCodeAt(q816), c < 128 && T0[c] === 1)) { p820 = q816 + 1; if (look === 0 && p820 > far) far = p820; } else { p820 = -1; if (rec) fail(q816, 0); }
        if (p820 < 0) break;
        if (p820 === q816) { e819 = true; break; }
        r817++; q816 = p820;
        if (r817 === 2) break;
      }
      if (rec && q816 >= n && !e819 && r817 < 2) fail(q816, 0);
      if (e819 || r817 >= 2) p815 = q816; else { p815 = -1;  }
      if (p815 < 0) { p805 = -1;  break L806; }
      var p821;
      if (p815 < n && (c = s.charCodeAt(p815), c === 45)) { p821 = p815 + 1; if (look === 0 && p821 > far) far = p821; } else { p821 = -1; if (rec) fail(p815, 3); }
      if (p821 < 0) { p805 = -1;  break L806; }
      var p822;
      var q823 = p821, r824 = 0, e826 = false;
      while (q823 < n) {
        var p827;
        if (q823 < n && (c = s.charCodeAt(q823), c < 128 && T0[c] === 1)) { p827 = q823 + 1; if (look === 0 && p827 > far) far = p827; } else { p827 = -1; if (rec) fail(q823, 0); }
        if (p827 < 0) break;
        if (p827 === q823) { e826 = true; break; }
        r824++; q823 = p827;
        if (r824 === 2) break;
      }
      if (rec && q823 >= n && !e826 && r824 < 2) fail(q823, 0);
      if (e826 || r824 >= 2) p822 = q823; else { p822 = -1;  }
      if (p822 < 0) { p805 = -1;  break L806; }
      p805 = p822;
    }
    if (p805 >= 0) { out = p805; break L355; }
    var p828;
    L829: {
      var p831;
      var q832 = p, r833 = 0, e835 = false;
      while (q832 < n) {
        var p836;
        if (q832 < n && (c = s.charCodeAt(q832), c < 128 && T0[c] === 1)) { p836 = q832 + 1; if (look === 0 && p836 > far) far = p836; } else { p836 = -1; if (rec) fail(q832, 0); }
        if (p836 < 0) break;
        if (p836 === q832) { e835 = true; break; }
        r833++; q832 = p836;
        if (r833 === 5) break;
      }
      if (rec && q832 >= n && !e835 && r833 < 5) fail(q832, 0);
      if (e835 || r833 >= 5) p831 = q832; else { p831 = -1;  }
      if (p831 < 0) { p828 = -1;  break L829; }
      var p837;
      if (p831 < n && (c = s.charCodeAt(p831), c === 45)) { p837 = p831 + 1; if (look === 0 && p837 > far) far = p837; } else { p837 = -1; if (rec) fail(p831, 3); }
      if (p837 < 0) { p828 = -1;  break L829; }
      var p838;
      var q839 = p837, r840 = 0, e842 = false;
      while (q839 < n) {
        var p843;
        if (q839 < n && (c = s.charCodeAt(q839), c < 128 && T0[c] === 1)) { p843 = q839 + 1; if (look === 0 && p843 > far) far = p843; } else { p843 = -1; if (rec) fail(q839, 0); }
        if (p843 < 0) break;
        if (p843 === q839) { e842 = true; break; }
        r840++; q839 = p843;
        if (r840 === 3) break;
      }
      if (rec && q839 >= n && !e842 && r840 < 3) fail(q839, 0);
      if (e842 || r840 >= 3) p838 = q839; else { p838 = -1;  }
      if (p838 < 0) { p828 = -1;  break L829; }
      var p844;
      if (p838 < n && (c = s.charCodeAt(p838), c === 45)) { p844 = p838 + 1; if (look === 0 && p844 > far) far = p844; } else { p844 = -1; if (rec) fail(p838, 3); }
      if (p844 < 0) { p828 = -1;  break L829; }
      var p845;
      if (p844 < n && (c = s.charCodeAt(p844), c < 128 && T0[c] === 1)) { p845 = p844 + 1; if (look === 0 && p845 > far) far = p845; } else { p845 = -1; if (rec) fail(p844, 0); }
      if (p845 < 0) { p828 = -1;  break L829; }
      p828 = p845;
    }
    if (p828 >= 0) { out = p828; break L355; }
    var p846;
    L847: {
      var p849;
      var q850 = p, r851 = 0, e853 = false;
      while (q850 < n) {
        var p854;
        if (q850 < n && (c = s.charCodeAt(q850), c < 128 && T0[c] === 1)) { p854 = q850 + 1; if (look === 0 && p854 > far) far = p854; } else { p854 = -1; if (rec) fail(q850, 0); }
        if (p854 < 0) break;
        if (p854 === q850) { e853 = true; break; }
        r851++; q850 = p854;
        if (r851 === 6) break;
      }
      if (rec && q850 >= n && !e853 && r851 < 6) fail(q850, 0);
      if (e853 || r851 >= 6) p849 = q850; else { p849 = -1;  }
      if (p849 < 0) { p846 = -1;  break L847; }
      var p855;
      if (p849 < n && (c = s.charCodeAt(p849), c === 45)) { p855 = p849 + 1; if (look === 0 && p855 > far) far = p855; } else { p855 = -1; if (rec) fail(p849, 3); }
      if (p855 < 0) { p846 = -1;  break L847; }
      var p856;
      if (p855 < n && (c = s.charCodeAt(p855), c < 128 && T0[c] === 1)) { p856 = p855 + 1; if (look === 0 && p856 > far) far = p856; } else { p856 = -1; if (rec) fail(p855, 0); }
      if (p856 < 0) { p846 = -1;  break L847; }
      var p857;
      if (p856 < n && (c = s.charCodeAt(p856), c === 45)) { p857 = p856 + 1; if (look === 0 && p857 > far) far = p857; } else { p857 = -1; if (rec) fail(p856, 3); }
      if (p857 < 0) { p846 = -1;  break L847; }
      var p858;
      var q859 = p857, r860 = 0, e862 = false;
      while (q859 < n) {
        var p863;
        if (q859 < n && (c = s.charCodeAt(q859), c < 128 && T0[c] === 1)) { p863 = q859 + 1; if (look === 0 && p863 > far) far = p863; } else { p863 = -1; if (rec) fail(q859, 0); }
        if (p863 < 0) break;
        if (p863 === q859) { e862 = true; break; }
        r860++; q859 = p863;
        if (r860 === 2) break;
      }
      if (rec && q859 >= n && !e862 && r860 < 2) fail(q859, 0);
      if (e862 || r860 >= 2) p858 = q859; else { p858 = -1;  }
      if (p858 < 0) { p846 = -1;  break L847; }
      p846 = p858;
    }
    if (p846 >= 0) { out = p846; break L355; }
    var p864;
    L865: {
      var p867;
      var q868 = p, r869 = 0, e871 = false;
      while (q868 < n) {
        var p872;
        if (q868 < n && (c = s.charCodeAt(q868), c < 128 && T0[c] === 1)) { p872 = q868 + 1; if (look === 0 && p872 > far) far = p872; } else { p872 = -1; if (rec) fail(q868, 0); }
        if (p872 < 0) break;
        if (p872 === q868) { e871 = true; break; }
        r869++; q868 = p872;
        if (r869 === 6) break;
      }
      if (rec && q868 >= n && !e871 && r869 < 6) fail(q868, 0);
      if (e871 || r869 >= 6) p867 = q868; else { p867 = -1;  }
      if (p867 < 0) { p864 = -1;  break L865; }
      var p873;
      if (p867 < n && (c = s.charCodeAt(p867), c === 45)) { p873 = p867 + 1; if (look === 0 && p873 > far) far = p873; } else { p873 = -1; if (rec) fail(p867, 3); }
      if (p873 < 0) { p864 = -1;  break L865; }
      var p874;
      var q875 = p873, r876 = 0, e878 = false;
      while (q875 < n) {
        var p879;
        if (q875 < n && (c = s.charCodeAt(q875), c < 128 && T0[c] === 1)) { p879 = q875 + 1; if (look === 0 && p879 > far) far = p879; } else { p879 = -1; if (rec) fail(q875, 0); }
        if (p879 < 0) break;
        if (p879 === q875) { e878 = true; break; }
        r876++; q875 = p879;
        if (r876 === 2) break;
      }
      if (rec && q875 >= n && !e878 && r876 < 2) fail(q875, 0);
      if (e878 || r876 >= 2) p874 = q875; else { p874 = -1;  }
      if (p874 < 0) { p864 = -1;  break L865; }
      var p880;
      if (p874 < n && (c = s.charCodeAt(p874), c === 45)) { p880 = p874 + 1; if (look === 0 && p880 > far) far = p880; } else { p880 = -1; if (rec) fail(p874, 3); }
      if (p880 < 0) { p864 = -1;  break L865; }
      var p881;
      if (p880 < n && (c = s.charCodeAt(p880), c < 128 && T0[c] === 1)) { p881 = p880 + 1; if (look === 0 && p881 > far) far = p881; } else { p881 = -1; if (rec) fail(p880, 0); }
      if (p881 < 0) { p864 = -1;  break L865; }
      p864 = p881;
    }
    if (p864 >= 0) { out = p864; break L355; }
    var p882;
    L883: {
      var p885;
      var q886 = p, r887 = 0, e889 = false;
      while (q886 < n) {
        var p890;
        if (q886 < n && (c = s.charCodeAt(q886), c < 128 && T0[c] === 1)) { p890 = q886 + 1; if (look === 0 && p890 > far) far = p890; } else { p890 = -1; if (rec) fail(q886, 0); }
        if (p890 < 0) break;
        if (p890 === q886) { e889 = true; break; }
        r887++; q886 = p890;
        if (r887 === 7) break;
      }
      if (rec && q886 >= n && !e889 && r887 < 7) fail(q886, 0);
      if (e889 || r887 >= 7) p885 = q886; else { p885 = -1;  }
      if (p885 < 0) { p882 = -1;  break L883; }
      var p891;
      if (p885 < n && (c = s.charCodeAt(p885), c === 45)) { p891 = p885 + 1; if (look === 0 && p891 > far) far = p891; } else { p891 = -1; if (rec) fail(p885, 3); }
      if (p891 < 0) { p882 = -1;  break L883; }
      var p892;
      if (p891 < n && (c = s.charCodeAt(p891), c < 128 && T0[c] === 1)) { p892 = p891 + 1; if (look === 0 && p892 > far) far = p892; } else { p892 = -1; if (rec) fail(p891, 0); }
      if (p892 < 0) { p882 = -1;  break L883; }
      var p893;
      if (p892 < n && (c = s.charCodeAt(p892), c === 45)) { p893 = p892 + 1; if (look === 0 && p893 > far) far = p893; } else { p893 = -1; if (rec) fail(p892, 3); }
      if (p893 < 0) { p882 = -1;  break L883; }
      var p894;
      if (p893 < n && (c = s.charCodeAt(p893), c < 128 && T0[c] === 1)) { p894 = p893 + 1; if (look === 0 && p894 > far) far = p894; } else { p894 = -1; if (rec) fail(p893, 0); }
      if (p894 < 0) { p882 = -1;  break L883; }
      p882 = p894;
    }
    if (p882 >= 0) { out = p882; break L355; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // isbn-char
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d16(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(16);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 0); }
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
