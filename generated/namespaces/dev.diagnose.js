// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/dev.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '0000000000000000efffff7000000000');
const T1 = table(65536, '000000000000ff30efffff7000000000');
const T2 = table(65536, '000000000006ff30efffff70efffff70');
const T3 = table(65536, '000000000004ff30efffff70efffff70');
const T4 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(128, '000000000000ef300000000000000000');
const T6 = table(65536, '000000000000ff300000000000000000');
const rules = ["dev-nss","body","macbody","owbody","orgbody","osbody","opsbody","otherbody","subtype","identifier","identifiernodash","product","serial","componentpart","devunreservednodash","devunreserved","hexstring","hexdigit","posnumber","LALPHA","NZDIGIT","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[45,45]]},{"set":[[58,58]]},{"set":[[65,90]]},{"set":[[48,57],[65,90]]},{"set":[[45,46],[48,57],[65,90],[97,122]]},{"set":[[46,46],[48,57],[65,90],[97,122]]},{"set":[[95,95]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[49,57]]},{"set":[[48,57]]},{"set":[[65,90],[97,122]]},{"literal":"mac:","caseless":false,"at":0},{"literal":"a","caseless":false,"at":1},{"literal":"c","caseless":false,"at":2},{"literal":":","caseless":false,"at":3},{"literal":"ow:","caseless":false,"at":0},{"literal":"w","caseless":false,"at":1},{"literal":":","caseless":false,"at":2},{"literal":"org:","caseless":false,"at":0},{"literal":"r","caseless":false,"at":1},{"literal":"g","caseless":false,"at":2},{"literal":"os:","caseless":false,"at":0},{"literal":"s","caseless":false,"at":1},{"literal":"ops:","caseless":false,"at":0},{"literal":"p","caseless":false,"at":1},{"literal":"s","caseless":false,"at":2}];
const sections = {
  "dev-nss": "RFC 9039 s.3.2",
  "body": "RFC 9039 s.3.2",
  "macbody": "RFC 9039 s.3.2",
  "owbody": "RFC 9039 s.3.2",
  "orgbody": "RFC 9039 s.3.2",
  "osbody": "RFC 9039 s.3.2",
  "opsbody": "RFC 9039 s.3.2",
  "otherbody": "RFC 9039 s.3.2",
  "subtype": "RFC 9039 s.3.2",
  "identifier": "RFC 9039 s.3.2",
  "identifiernodash": "RFC 9039 s.3.2",
  "product": "RFC 9039 s.3.2",
  "serial": "RFC 9039 s.3.2",
  "componentpart": "RFC 9039 s.3.2",
  "devunreservednodash": "RFC 9039 s.3.2",
  "devunreserved": "RFC 9039 s.3.2",
  "hexstring": "RFC 9039 s.3.2",
  "hexdigit": "RFC 9039 s.3.2",
  "posnumber": "RFC 9039 s.3.2",
  "LALPHA": "RFC 9039 s.3.2",
  "NZDIGIT": "RFC 9039 s.3.2",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["dev-nss","body","macbody","owbody","orgbody","osbody","opsbody","otherbody","subtype","identifier","identifiernodash","product","serial","componentpart","devunreservednodash","devunreserved","hexstring","hexdigit","posnumber","LALPHA","NZDIGIT"];
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
const KEEP = 3;
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
function d0(p) { // dev-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L115: {
    var p117;
    p117 = d1(p);
    if (p117 < 0) { out = -1;  break L115; }
    var p118;
    p118 = d13(p117);
    if (p118 < 0) { out = -1;  break L115; }
    out = p118;
  }
  return done(0, out);
}
function d1(p) { // body
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L119: {
    var p120;
    p120 = d2(p);
    if (p120 >= 0) { out = p120; break L119; }
    var p121;
    p121 = d3(p);
    if (p121 >= 0) { out = p121; break L119; }
    var p122;
    p122 = d4(p);
    if (p122 >= 0) { out = p122; break L119; }
    var p123;
    p123 = d5(p);
    if (p123 >= 0) { out = p123; break L119; }
    var p124;
    p124 = d6(p);
    if (p124 >= 0) { out = p124; break L119; }
    var p125;
    p125 = d7(p);
    if (p125 >= 0) { out = p125; break L119; }
    out = -1;
  }
  return done(1, out);
}
function d2(p) { // macbody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L126: {
    var p128;
    L129: {
      var p131;
      if (p < n && (c = s.charCodeAt(p), c === 109)) { p131 = adv(p + 1); } else { p131 = -1; if (rec) fail(p, 11); }
      if (p131 < 0) { p128 = -1;  break L129; }
      var p132;
      if (p131 < n && (c = s.charCodeAt(p131), c === 97)) { p132 = adv(p131 + 1); } else { p132 = -1; if (rec) fail(p131, 12, 1); }
      if (p132 < 0) { p128 = -1;  break L129; }
      var p133;
      if (p132 < n && (c = s.charCodeAt(p132), c === 99)) { p133 = adv(p132 + 1); } else { p133 = -1; if (rec) fail(p132, 13, 2); }
      if (p133 < 0) { p128 = -1;  break L129; }
      var p134;
      if (p133 < n && (c = s.charCodeAt(p133), c === 58)) { p134 = adv(p133 + 1); } else { p134 = -1; if (rec) fail(p133, 14, 3); }
      if (p134 < 0) { p128 = -1;  break L129; }
      p128 = p134;
    }
    if (p128 < 0) { out = -1;  break L126; }
    var p135;
    p135 = d16(p128);
    if (p135 < 0) { out = -1;  break L126; }
    out = p135;
  }
  return done(2, out);
}
function d3(p) { // owbody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L136: {
    var p138;
    L139: {
      var p141;
      if (p < n && (c = s.charCodeAt(p), c === 111)) { p141 = adv(p + 1); } else { p141 = -1; if (rec) fail(p, 15); }
      if (p141 < 0) { p138 = -1;  break L139; }
      var p142;
      if (p141 < n && (c = s.charCodeAt(p141), c === 119)) { p142 = adv(p141 + 1); } else { p142 = -1; if (rec) fail(p141, 16, 1); }
      if (p142 < 0) { p138 = -1;  break L139; }
      var p143;
      if (p142 < n && (c = s.charCodeAt(p142), c === 58)) { p143 = adv(p142 + 1); } else { p143 = -1; if (rec) fail(p142, 17, 2); }
      if (p143 < 0) { p138 = -1;  break L139; }
      p138 = p143;
    }
    if (p138 < 0) { out = -1;  break L136; }
    var p144;
    p144 = d16(p138);
    if (p144 < 0) { out = -1;  break L136; }
    out = p144;
  }
  return done(3, out);
}
function d4(p) { // orgbody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L145: {
    var p147;
    L148: {
      var p150;
      if (p < n && (c = s.charCodeAt(p), c === 111)) { p150 = adv(p + 1); } else { p150 = -1; if (rec) fail(p, 18); }
      if (p150 < 0) { p147 = -1;  break L148; }
      var p151;
      if (p150 < n && (c = s.charCodeAt(p150), c === 114)) { p151 = adv(p150 + 1); } else { p151 = -1; if (rec) fail(p150, 19, 1); }
      if (p151 < 0) { p147 = -1;  break L148; }
      var p152;
      if (p151 < n && (c = s.charCodeAt(p151), c === 103)) { p152 = adv(p151 + 1); } else { p152 = -1; if (rec) fail(p151, 20, 2); }
      if (p152 < 0) { p147 = -1;  break L148; }
      var p153;
      if (p152 < n && (c = s.charCodeAt(p152), c === 58)) { p153 = adv(p152 + 1); } else { p153 = -1; if (rec) fail(p152, 14, 3); }
      if (p153 < 0) { p147 = -1;  break L148; }
      p147 = p153;
    }
    if (p147 < 0) { out = -1;  break L145; }
    var p154;
    p154 = d18(p147);
    if (p154 < 0) { out = -1;  break L145; }
    var p155;
    if (p154 < n && (c = s.charCodeAt(p154), c === 45)) { p155 = adv(p154 + 1); } else { p155 = -1; if (rec) fail(p154, 0); }
    if (p155 < 0) { out = -1;  break L145; }
    var p156;
    p156 = d9(p155);
    if (p156 < 0) { out = -1;  break L145; }
    var p157;
    var q158 = p156, e161 = false;
    while (q158 < n) {
      var p162;
      L163: {
        var p165;
        if (q158 < n && (c = s.charCodeAt(q158), c === 58)) { p165 = adv(q158 + 1); } else { p165 = -1; if (rec) fail(q158, 1); }
        if (p165 < 0) { p162 = -1;  break L163; }
        var p166;
        p166 = d9(p165);
        if (p166 < 0) { p162 = -1;  break L163; }
        p162 = p166;
      }
      if (p162 < 0) break;
      if (p162 === q158) { e161 = true; break; }
      q158 = p162;
    }
    if (rec && q158 >= n && !e161) fail(q158, 1);
    p157 = q158;
    if (p157 < 0) { out = -1;  break L145; }
    out = p157;
  }
  return done(4, out);
}
function d5(p) { // osbody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L167: {
    var p169;
    L170: {
      var p172;
      if (p < n && (c = s.charCodeAt(p), c === 111)) { p172 = adv(p + 1); } else { p172 = -1; if (rec) fail(p, 21); }
      if (p172 < 0) { p169 = -1;  break L170; }
      var p173;
      if (p172 < n && (c = s.charCodeAt(p172), c === 115)) { p173 = adv(p172 + 1); } else { p173 = -1; if (rec) fail(p172, 22, 1); }
      if (p173 < 0) { p169 = -1;  break L170; }
      var p174;
      if (p173 < n && (c = s.charCodeAt(p173), c === 58)) { p174 = adv(p173 + 1); } else { p174 = -1; if (rec) fail(p173, 17, 2); }
      if (p174 < 0) { p169 = -1;  break L170; }
      p169 = p174;
    }
    if (p169 < 0) { out = -1;  break L167; }
    var p175;
    p175 = d18(p169);
    if (p175 < 0) { out = -1;  break L167; }
    var p176;
    if (p175 < n && (c = s.charCodeAt(p175), c === 45)) { p176 = adv(p175 + 1); } else { p176 = -1; if (rec) fail(p175, 0); }
    if (p176 < 0) { out = -1;  break L167; }
    var p177;
    p177 = d12(p176);
    if (p177 < 0) { out = -1;  break L167; }
    var p178;
    var q179 = p177, e182 = false;
    while (q179 < n) {
      var p183;
      L184: {
        var p186;
        if (q179 < n && (c = s.charCodeAt(q179), c === 58)) { p186 = adv(q179 + 1); } else { p186 = -1; if (rec) fail(q179, 1); }
        if (p186 < 0) { p183 = -1;  break L184; }
        var p187;
        p187 = d9(p186);
        if (p187 < 0) { p183 = -1;  break L184; }
        p183 = p187;
      }
      if (p183 < 0) break;
      if (p183 === q179) { e182 = true; break; }
      q179 = p183;
    }
    if (rec && q179 >= n && !e182) fail(q179, 1);
    p178 = q179;
    if (p178 < 0) { out = -1;  break L167; }
    out = p178;
  }
  return done(5, out);
}
function d6(p) { // opsbody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L188: {
    var p190;
    L191: {
      var p193;
      if (p < n && (c = s.charCodeAt(p), c === 111)) { p193 = adv(p + 1); } else { p193 = -1; if (rec) fail(p, 23); }
      if (p193 < 0) { p190 = -1;  break L191; }
      var p194;
      if (p193 < n && (c = s.charCodeAt(p193), c === 112)) { p194 = adv(p193 + 1); } else { p194 = -1; if (rec) fail(p193, 24, 1); }
      if (p194 < 0) { p190 = -1;  break L191; }
      var p195;
      if (p194 < n && (c = s.charCodeAt(p194), c === 115)) { p195 = adv(p194 + 1); } else { p195 = -1; if (rec) fail(p194, 25, 2); }
      if (p195 < 0) { p190 = -1;  break L191; }
      var p196;
      if (p195 < n && (c = s.charCodeAt(p195), c === 58)) { p196 = adv(p195 + 1); } else { p196 = -1; if (rec) fail(p195, 14, 3); }
      if (p196 < 0) { p190 = -1;  break L191; }
      p190 = p196;
    }
    if (p190 < 0) { out = -1;  break L188; }
    var p197;
    p197 = d18(p190);
    if (p197 < 0) { out = -1;  break L188; }
    var p198;
    if (p197 < n && (c = s.charCodeAt(p197), c === 45)) { p198 = adv(p197 + 1); } else { p198 = -1; if (rec) fail(p197, 0); }
    if (p198 < 0) { out = -1;  break L188; }
    var p199;
    p199 = d11(p198);
    if (p199 < 0) { out = -1;  break L188; }
    var p200;
    if (p199 < n && (c = s.charCodeAt(p199), c === 45)) { p200 = adv(p199 + 1); } else { p200 = -1; if (rec) fail(p199, 0); }
    if (p200 < 0) { out = -1;  break L188; }
    var p201;
    p201 = d12(p200);
    if (p201 < 0) { out = -1;  break L188; }
    var p202;
    var q203 = p201, e206 = false;
    while (q203 < n) {
      var p207;
      L208: {
        var p210;
        if (q203 < n && (c = s.charCodeAt(q203), c === 58)) { p210 = adv(q203 + 1); } else { p210 = -1; if (rec) fail(q203, 1); }
        if (p210 < 0) { p207 = -1;  break L208; }
        var p211;
        p211 = d9(p210);
        if (p211 < 0) { p207 = -1;  break L208; }
        p207 = p211;
      }
      if (p207 < 0) break;
      if (p207 === q203) { e206 = true; break; }
      q203 = p207;
    }
    if (rec && q203 >= n && !e206) fail(q203, 1);
    p202 = q203;
    if (p202 < 0) { out = -1;  break L188; }
    out = p202;
  }
  return done(6, out);
}
function d7(p) { // otherbody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L212: {
    var p214;
    p214 = d8(p);
    if (p214 < 0) { out = -1;  break L212; }
    var p215;
    if (p214 < n && (c = s.charCodeAt(p214), c === 58)) { p215 = adv(p214 + 1); } else { p215 = -1; if (rec) fail(p214, 1); }
    if (p215 < 0) { out = -1;  break L212; }
    var p216;
    p216 = d9(p215);
    if (p216 < 0) { out = -1;  break L212; }
    var p217;
    var q218 = p216, e221 = false;
    while (q218 < n) {
      var p222;
      L223: {
        var p225;
        if (q218 < n && (c = s.charCodeAt(q218), c === 58)) { p225 = adv(q218 + 1); } else { p225 = -1; if (rec) fail(q218, 1); }
        if (p225 < 0) { p222 = -1;  break L223; }
        var p226;
        p226 = d9(p225);
        if (p226 < 0) { p222 = -1;  break L223; }
        p222 = p226;
      }
      if (p222 < 0) break;
      if (p222 === q218) { e221 = true; break; }
      q218 = p222;
    }
    if (rec && q218 >= n && !e221) fail(q218, 1);
    p217 = q218;
    if (p217 < 0) { out = -1;  break L212; }
    out = p217;
  }
  return done(7, out);
}
function d8(p) { // subtype
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L227: {
    var p229;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p229 = adv(p + 1); } else { p229 = -1; if (rec) fail(p, 2); }
    if (p229 < 0) { out = -1;  break L227; }
    var p230;
    var q231 = p229;
    while (q231 < n && (c = s.charCodeAt(q231), T1[c] === 1)) q231++;
    if (look === 0 && q231 > far) far = q231; if (rec) fail(q231, 3);
    p230 = q231;
    if (p230 < 0) { out = -1;  break L227; }
    out = p230;
  }
  return done(8, out);
}
function d9(p) { // identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q233 = p;
  while (q233 < n && (c = s.charCodeAt(q233), T2[c] === 1)) q233++;
  if (look === 0 && q233 > far) far = q233; if (rec) fail(q233, 4);
  out = q233 - p >= 1 ? q233 : -1;
  return done(9, out);
}
function d10(p) { // identifiernodash
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q235 = p;
  while (q235 < n && (c = s.charCodeAt(q235), T3[c] === 1)) q235++;
  if (look === 0 && q235 > far) far = q235; if (rec) fail(q235, 5);
  out = q235 - p >= 1 ? q235 : -1;
  return done(10, out);
}
function d11(p) { // product
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  out = d10(p);
  return done(11, out);
}
function d12(p) { // serial
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  out = d9(p);
  return done(12, out);
}
function d13(p) { // componentpart
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  var q237 = p, e240 = false;
  while (q237 < n) {
    var p241;
    L242: {
      var p244;
      if (q237 < n && (c = s.charCodeAt(q237), c === 95)) { p244 = adv(q237 + 1); } else { p244 = -1; if (rec) fail(q237, 6); }
      if (p244 < 0) { p241 = -1;  break L242; }
      var p245;
      p245 = d9(p244);
      if (p245 < 0) { p241 = -1;  break L242; }
      p241 = p245;
    }
    if (p241 < 0) break;
    if (p241 === q237) { e240 = true; break; }
    q237 = p241;
  }
  if (rec && q237 >= n && !e240) fail(q237, 6);
  out = q237;
  return done(13, out);
}
function d16(p) { // hexstring
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  var q246 = p, r247 = 0, e249 = false;
  while (q246 < n) {
    var p250;
    L251: {
      var p253;
      if (q246 < n && (c = s.charCodeAt(q246), c < 128 && T4[c] === 1)) { p253 = adv(q246 + 1); } else { p253 = -1; if (rec) fail(q246, 7); }
      if (p253 < 0) { p250 = -1;  break L251; }
      var p254;
      if (p253 < n && (c = s.charCodeAt(p253), c < 128 && T4[c] === 1)) { p254 = adv(p253 + 1); } else { p254 = -1; if (rec) fail(p253, 7); }
      if (p254 < 0) { p250 = -1;  break L251; }
      p250 = p254;
    }
    if (p250 < 0) break;
    if (p250 === q246) { e249 = true; break; }
    r247++; q246 = p250;
  }
  if (rec && q246 >= n && !e249) fail(q246, 7);
  if (e249 || r247 >= 1) out = q246; else { out = -1;  }
  return done(16, out);
}
function d18(p) { // posnumber
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  L255: {
    var p257;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p257 = adv(p + 1); } else { p257 = -1; if (rec) fail(p, 8); }
    if (p257 < 0) { out = -1;  break L255; }
    var p258;
    var q259 = p257;
    while (q259 < n && (c = s.charCodeAt(q259), T6[c] === 1)) q259++;
    if (look === 0 && q259 > far) far = q259; if (rec) fail(q259, 9);
    p258 = q259;
    if (p258 < 0) { out = -1;  break L255; }
    out = p258;
  }
  return done(18, out);
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
