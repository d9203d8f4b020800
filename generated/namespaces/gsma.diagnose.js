// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/gsma.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff300000000000000000');
const T1 = table(65536, '000000000206ff70efffff78efffff70');
const T2 = table(128, '0000000000000000efffff70efffff70');
const rules = ["gsma-NSS","end-of-nss","imei-specifier","ext-imei","sw-version-param","imei-version-param","software-version","imei-version-val","future-gsma-specifier","future-specifier","future-param","par-name","par-value","EQUAL","gsma-defined-nonempty","gsma-urn-char","imeival","tac","snr","spare","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[0,1114111]]},{"set":[[59,59]]},{"set":[[48,57]]},{"set":[[61,61]]},{"set":[[37,37],[45,46],[48,58],[65,90],[95,95],[97,122]]},{"set":[[45,45]]},{"set":[[65,90],[97,122]]},{"literal":"imei:","caseless":true,"at":0},{"literal":"imei:","caseless":true,"at":1},{"literal":"imei:","caseless":true,"at":2},{"literal":"imei:","caseless":true,"at":3},{"literal":"imei:","caseless":true,"at":4},{"literal":"svn=","caseless":true,"at":0},{"literal":"svn=","caseless":true,"at":1},{"literal":"svn=","caseless":true,"at":2},{"literal":"svn=","caseless":true,"at":3},{"literal":"vers=","caseless":true,"at":0},{"literal":"vers=","caseless":true,"at":1},{"literal":"vers=","caseless":true,"at":2},{"literal":"vers=","caseless":true,"at":3},{"literal":"vers=","caseless":true,"at":4}];
const sections = {
  "gsma-NSS": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "end-of-nss": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "imei-specifier": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "ext-imei": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "sw-version-param": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "imei-version-param": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "software-version": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "imei-version-val": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "future-gsma-specifier": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "future-specifier": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "future-param": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "par-name": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "par-value": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "EQUAL": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "gsma-defined-nonempty": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "gsma-urn-char": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "imeival": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "tac": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "snr": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "spare": "RFC 7254 s.3 (Declaration of syntactic structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["gsma-NSS","end-of-nss","imei-specifier","ext-imei","sw-version-param","imei-version-param","software-version","imei-version-val","future-gsma-specifier","future-specifier","future-param","par-name","par-value","EQUAL","gsma-defined-nonempty","gsma-urn-char","imeival","tac","snr","spare"];
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
function d0(p) { // gsma-NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L93: {
    var p94;
    L95: {
      var k96 = kn;
      var p97;
      p97 = d2(p);
      if (p97 < 0) { p94 = -1; kn = k96; break L95; }
      var p98;
      p98 = d1(p97);
      if (p98 < 0) { p94 = -1; kn = k96; break L95; }
      p94 = p98;
    }
    if (p94 >= 0) { out = p94; break L93; }
    var p99;
    p99 = d8(p);
    if (p99 >= 0) { out = p99; break L93; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var p100;
  look++; nots++;
  if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 1114111)))) { p100 = p + 1; if (look === 0 && p100 > far) far = p100; } else { p100 = -1; if (rec) fail(p, 0); }
  look--; nots--;
  out = p100 >= 0 ? -1 : p;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // imei-specifier
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  L102: {
    var k103 = kn;
    var p104;
    L105: {
      var p107;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p107 = p + 1; if (look === 0 && p107 > far) far = p107; } else { p107 = -1; if (rec) fail(p, 7); }
      if (p107 < 0) { p104 = -1;  break L105; }
      var p108;
      if (p107 < n && (c = s.charCodeAt(p107), (c | 32) === 109)) { p108 = p107 + 1; if (look === 0 && p108 > far) far = p108; } else { p108 = -1; if (rec) fail(p107, 8, 1); }
      if (p108 < 0) { p104 = -1;  break L105; }
      var p109;
      if (p108 < n && (c = s.charCodeAt(p108), (c | 32) === 101)) { p109 = p108 + 1; if (look === 0 && p109 > far) far = p109; } else { p109 = -1; if (rec) fail(p108, 9, 2); }
      if (p109 < 0) { p104 = -1;  break L105; }
      var p110;
      if (p109 < n && (c = s.charCodeAt(p109), (c | 32) === 105)) { p110 = p109 + 1; if (look === 0 && p110 > far) far = p110; } else { p110 = -1; if (rec) fail(p109, 10, 3); }
      if (p110 < 0) { p104 = -1;  break L105; }
      var p111;
      if (p110 < n && (c = s.charCodeAt(p110), c === 58)) { p111 = p110 + 1; if (look === 0 && p111 > far) far = p111; } else { p111 = -1; if (rec) fail(p110, 11, 4); }
      if (p111 < 0) { p104 = -1;  break L105; }
      p104 = p111;
    }
    if (p104 < 0) { out = -1; kn = k103; break L102; }
    var p112;
    L113: {
      var p114;
      L115: {
        var k116 = kn;
        var p117;
        p117 = d16(p104);
        if (p117 < 0) { p114 = -1; kn = k116; break L115; }
        var p118;
        var p119;
        look++;
        L121: {
          var p122;
          if (p117 < n && (c = s.charCodeAt(p117), c === 59)) { p122 = p117 + 1; if (look === 0 && p122 > far) far = p122; } else { p122 = -1; if (rec) fail(p117, 1); }
          if (p122 >= 0) { p119 = p122; break L121; }
          var p123;
          p123 = d1(p117);
          if (p123 >= 0) { p119 = p123; break L121; }
          p119 = -1;
        }
        look--;
        p118 = p119 >= 0 ? p117 : -1;
        if (p118 < 0) { p114 = -1; kn = k116; break L115; }
        p114 = p118;
      }
      if (p114 >= 0) { p112 = p114; break L113; }
      var p124;
      p124 = d3(p104);
      if (p124 >= 0) { p112 = p124; break L113; }
      p112 = -1;
    }
    if (p112 < 0) { out = -1; kn = k103; break L102; }
    var p125;
    var q126 = p112, r127 = 0, e129 = false, k128 = kn;
    while (q126 < n) {
      var p130;
      L131: {
        var k132 = kn;
        var p133;
        if (q126 < n && (c = s.charCodeAt(q126), c === 59)) { p133 = q126 + 1; if (look === 0 && p133 > far) far = p133; } else { p133 = -1; if (rec) fail(q126, 1); }
        if (p133 < 0) { p130 = -1; kn = k132; break L131; }
        var p134;
        p134 = d4(p133);
        if (p134 < 0) { p130 = -1; kn = k132; break L131; }
        p130 = p134;
      }
      if (p130 < 0) break;
      if (p130 === q126) { e129 = true; break; }
      r127++; q126 = p130;
      if (r127 === 1) break;
    }
    if (rec && q126 >= n && !e129 && r127 < 1) fail(q126, 1);
    if (e129 || r127 >= 0) p125 = q126; else { p125 = -1; kn = k128; }
    if (p125 < 0) { out = -1; kn = k103; break L102; }
    var p135;
    var q136 = p125, r137 = 0, e139 = false, k138 = kn;
    while (q136 < n) {
      var p140;
      L141: {
        var k142 = kn;
        var p143;
        if (q136 < n && (c = s.charCodeAt(q136), c === 59)) { p143 = q136 + 1; if (look === 0 && p143 > far) far = p143; } else { p143 = -1; if (rec) fail(q136, 1); }
        if (p143 < 0) { p140 = -1; kn = k142; break L141; }
        var p144;
        p144 = d5(p143);
        if (p144 < 0) { p140 = -1; kn = k142; break L141; }
        p140 = p144;
      }
      if (p140 < 0) break;
      if (p140 === q136) { e139 = true; break; }
      r137++; q136 = p140;
      if (r137 === 1) break;
    }
    if (rec && q136 >= n && !e139 && r137 < 1) fail(q136, 1);
    if (e139 || r137 >= 0) p135 = q136; else { p135 = -1; kn = k138; }
    if (p135 < 0) { out = -1; kn = k103; break L102; }
    out = p135;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // ext-imei
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  out = d14(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // sw-version-param
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  L145: {
    var k146 = kn;
    var p147;
    L148: {
      var p150;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p150 = p + 1; if (look === 0 && p150 > far) far = p150; } else { p150 = -1; if (rec) fail(p, 12); }
      if (p150 < 0) { p147 = -1;  break L148; }
      var p151;
      if (p150 < n && (c = s.charCodeAt(p150), (c | 32) === 118)) { p151 = p150 + 1; if (look === 0 && p151 > far) far = p151; } else { p151 = -1; if (rec) fail(p150, 13, 1); }
      if (p151 < 0) { p147 = -1;  break L148; }
      var p152;
      if (p151 < n && (c = s.charCodeAt(p151), (c | 32) === 110)) { p152 = p151 + 1; if (look === 0 && p152 > far) far = p152; } else { p152 = -1; if (rec) fail(p151, 14, 2); }
      if (p152 < 0) { p147 = -1;  break L148; }
      var p153;
      if (p152 < n && (c = s.charCodeAt(p152), c === 61)) { p153 = p152 + 1; if (look === 0 && p153 > far) far = p153; } else { p153 = -1; if (rec) fail(p152, 15, 3); }
      if (p153 < 0) { p147 = -1;  break L148; }
      p147 = p153;
    }
    if (p147 < 0) { out = -1; kn = k146; break L145; }
    var p154;
    p154 = d6(p147);
    if (p154 < 0) { out = -1; kn = k146; break L145; }
    out = p154;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // imei-version-param
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  L155: {
    var k156 = kn;
    var p157;
    L158: {
      var p160;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p160 = p + 1; if (look === 0 && p160 > far) far = p160; } else { p160 = -1; if (rec) fail(p, 16); }
      if (p160 < 0) { p157 = -1;  break L158; }
      var p161;
      if (p160 < n && (c = s.charCodeAt(p160), (c | 32) === 101)) { p161 = p160 + 1; if (look === 0 && p161 > far) far = p161; } else { p161 = -1; if (rec) fail(p160, 17, 1); }
      if (p161 < 0) { p157 = -1;  break L158; }
      var p162;
      if (p161 < n && (c = s.charCodeAt(p161), (c | 32) === 114)) { p162 = p161 + 1; if (look === 0 && p162 > far) far = p162; } else { p162 = -1; if (rec) fail(p161, 18, 2); }
      if (p162 < 0) { p157 = -1;  break L158; }
      var p163;
      if (p162 < n && (c = s.charCodeAt(p162), (c | 32) === 115)) { p163 = p162 + 1; if (look === 0 && p163 > far) far = p163; } else { p163 = -1; if (rec) fail(p162, 19, 3); }
      if (p163 < 0) { p157 = -1;  break L158; }
      var p164;
      if (p163 < n && (c = s.charCodeAt(p163), c === 61)) { p164 = p163 + 1; if (look === 0 && p164 > far) far = p164; } else { p164 = -1; if (rec) fail(p163, 20, 4); }
      if (p164 < 0) { p157 = -1;  break L158; }
      p157 = p164;
    }
    if (p157 < 0) { out = -1; kn = k156; break L155; }
    var p165;
    p165 = d7(p157);
    if (p165 < 0) { out = -1; kn = k156; break L155; }
    out = p165;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // software-version
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  var q166 = p, r167 = 0, e169 = false;
  while (q166 < n) {
    var p170;
    if (q166 < n && (c = s.charCodeAt(q166), c < 128 && T0[c] === 1)) { p170 = q166 + 1; if (look === 0 && p170 > far) far = p170; } else { p170 = -1; if (rec) fail(q166, 2); }
    if (p170 < 0) break;
    if (p170 === q166) { e169 = true; break; }
    r167++; q166 = p170;
    if (r167 === 2) break;
  }
  if (rec && q166 >= n && !e169 && r167 < 2) fail(q166, 2);
  if (e169 || r167 >= 2) out = q166; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // imei-version-val
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // future-gsma-specifier
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L171: {
    var k172 = kn;
    var p173;
    p173 = d9(p);
    if (p173 < 0) { out = -1; kn = k172; break L171; }
    var p174;
    var q175 = p173, r176 = 0, e178 = false;
    while (q175 < n) {
      var p179;
      L180: {
        var p182;
        if (q175 < n && (c = s.charCodeAt(q175), c === 59)) { p182 = q175 + 1; if (look === 0 && p182 > far) far = p182; } else { p182 = -1; if (rec) fail(q175, 1); }
        if (p182 < 0) { p179 = -1;  break L180; }
        var p183;
        p183 = d10(p182);
        if (p183 < 0) { p179 = -1;  break L180; }
        p179 = p183;
      }
      if (p179 < 0) break;
      if (p179 === q175) { e178 = true; break; }
      r176++; q175 = p179;
    }
    if (rec && q175 >= n && !e178) fail(q175, 1);
    if (e178 || r176 >= 0) p174 = q175; else { p174 = -1;  }
    if (p174 < 0) { out = -1; kn = k172; break L171; }
    out = p174;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // future-specifier
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  out = d14(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // future-param
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L184: {
    var p186;
    p186 = d11(p);
    if (p186 < 0) { out = -1;  break L184; }
    var p187;
    var q188 = p186, r189 = 0, e191 = false;
    while (q188 < n) {
      var p192;
      L193: {
        var p195;
        if (q188 < n && (c = s.charCodeAt(q188), c === 61)) { p195 = q188 + 1; if (look === 0 && p195 > far) far = p195; } else { p195 = -1; if (rec) fail(q188, 3); }
        if (p195 < 0) { p192 = -1;  break L193; }
        var p196;
        p196 = d12(p195);
        if (p196 < 0) { p192 = -1;  break L193; }
        p192 = p196;
      }
      if (p192 < 0) break;
      if (p192 === q188) { e191 = true; break; }
      r189++; q188 = p192;
      if (r189 === 1) break;
    }
    if (rec && q188 >= n && !e191 && r189 < 1) fail(q188, 3);
    if (e191 || r189 >= 0) p187 = q188; else { p187 = -1;  }
    if (p187 < 0) { out = -1;  break L184; }
    out = p187;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // par-name
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  out = d14(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // par-value
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  out = d14(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // EQUAL
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  if (p < n && (c = s.charCodeAt(p), c === 61)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // gsma-defined-nonempty
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  var q197 = p;
  while (q197 < n && (c = s.charCodeAt(q197), T1[c] === 1)) q197++;
  if (look === 0 && q197 > far) far = q197; if (rec) fail(q197, 4);
  out = q197 - p >= 1 ? q197 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // gsma-urn-char
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; } }
  return out;
}
function d16(p) { // imeival
  var c, out, s = text, n = size;
  if (rec) stack.push(16);
  L199: {
    var k200 = kn;
    var p201;
    p201 = d17(p);
    if (p201 < 0) { out = -1; kn = k200; break L199; }
    var p202;
    if (p201 < n && (c = s.charCodeAt(p201), c === 45)) { p202 = p201 + 1; if (look === 0 && p202 > far) far = p202; } else { p202 = -1; if (rec) fail(p201, 5); }
    if (p202 < 0) { out = -1; kn = k200; break L199; }
    var p203;
    p203 = d18(p202);
    if (p203 < 0) { out = -1; kn = k200; break L199; }
    var p204;
    if (p203 < n && (c = s.charCodeAt(p203), c === 45)) { p204 = p203 + 1; if (look === 0 && p204 > far) far = p204; } else { p204 = -1; if (rec) fail(p203, 5); }
    if (p204 < 0) { out = -1; kn = k200; break L199; }
    var p205;
    p205 = d19(p204);
    if (p205 < 0) { out = -1; kn = k200; break L199; }
    out = p205;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; } }
  return out;
}
function d17(p) { // tac
  var c, out, s = text, n = size;
  if (rec) stack.push(17);
  var q206 = p, r207 = 0, e209 = false;
  while (q206 < n) {
    var p210;
    if (q206 < n && (c = s.charCodeAt(q206), c < 128 && T0[c] === 1)) { p210 = q206 + 1; if (look === 0 && p210 > far) far = p210; } else { p210 = -1; if (rec) fail(q206, 2); }
    if (p210 < 0) break;
    if (p210 === q206) { e209 = true; break; }
    r207++; q206 = p210;
    if (r207 === 8) break;
  }
  if (rec && q206 >= n && !e209 && r207 < 8) fail(q206, 2);
  if (e209 || r207 >= 8) out = q206; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; } }
  return out;
}
function d18(p) { // snr
  var c, out, s = text, n = size;
  if (rec) stack.push(18);
  var q211 = p, r212 = 0, e214 = false;
  while (q211 < n) {
    var p215;
    if (q211 < n && (c = s.charCodeAt(q211), c < 128 && T0[c] === 1)) { p215 = q211 + 1; if (look === 0 && p215 > far) far = p215; } else { p215 = -1; if (rec) fail(q211, 2); }
    if (p215 < 0) break;
    if (p215 === q211) { e214 = true; break; }
    r212++; q211 = p215;
    if (r212 === 6) break;
  }
  if (rec && q211 >= n && !e214 && r212 < 6) fail(q211, 2);
  if (e214 || r212 >= 6) out = q211; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; } }
  return out;
}
function d19(p) { // spare
  var c, out, s = text, n = size;
  if (rec) stack.push(19);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; } }
  return out;
}
function d20(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(20);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 20; lastEnd = out; } }
  return out;
}
function d21(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(21);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; } }
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
