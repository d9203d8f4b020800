// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/oasis.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(65536, '000000000000ff300000000000000000');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["oasis-nss","names-hierarchy","specification-hierarchy","tc-hierarchy","specification-id","tc-id","type","subtype","document-id","id-char","technical-hierarchy","document-type","technical-document-id","amendment-id","member-hierarchy","member-id","member-string","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[48,57]]},{"set":[[47,47]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"names","caseless":false,"at":0},{"literal":"a","caseless":false,"at":1},{"literal":"m","caseless":false,"at":2},{"literal":"e","caseless":false,"at":3},{"literal":"s","caseless":false,"at":4},{"literal":"specification","caseless":false,"at":0},{"literal":"p","caseless":false,"at":1},{"literal":"e","caseless":false,"at":2},{"literal":"c","caseless":false,"at":3},{"literal":"i","caseless":false,"at":4},{"literal":"f","caseless":false,"at":5},{"literal":"i","caseless":false,"at":6},{"literal":"c","caseless":false,"at":7},{"literal":"a","caseless":false,"at":8},{"literal":"t","caseless":false,"at":9},{"literal":"i","caseless":false,"at":10},{"literal":"o","caseless":false,"at":11},{"literal":"n","caseless":false,"at":12},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"literal":"tc","caseless":false,"at":0},{"literal":"c","caseless":false,"at":1},{"literal":"technical","caseless":false,"at":0},{"literal":"e","caseless":false,"at":1},{"literal":"c","caseless":false,"at":2},{"literal":"h","caseless":false,"at":3},{"literal":"n","caseless":false,"at":4},{"literal":"i","caseless":false,"at":5},{"literal":"c","caseless":false,"at":6},{"literal":"a","caseless":false,"at":7},{"literal":"l","caseless":false,"at":8},{"literal":"note","caseless":false,"at":0},{"literal":"o","caseless":false,"at":1},{"literal":"t","caseless":false,"at":2},{"literal":"resolution","caseless":false,"at":0},{"literal":"s","caseless":false,"at":2},{"literal":"o","caseless":false,"at":3},{"literal":"l","caseless":false,"at":4},{"literal":"u","caseless":false,"at":5},{"literal":"t","caseless":false,"at":6},{"literal":"i","caseless":false,"at":7},{"literal":"o","caseless":false,"at":8},{"literal":"n","caseless":false,"at":9},{"literal":"memorandum","caseless":false,"at":0},{"literal":"r","caseless":false,"at":4},{"literal":"a","caseless":false,"at":5},{"literal":"n","caseless":false,"at":6},{"literal":"d","caseless":false,"at":7},{"literal":"u","caseless":false,"at":8},{"literal":"m","caseless":false,"at":9},{"literal":"memo","caseless":false,"at":0},{"literal":"researchpaper","caseless":false,"at":0},{"literal":"a","caseless":false,"at":4},{"literal":"r","caseless":false,"at":5},{"literal":"h","caseless":false,"at":7},{"literal":"p","caseless":false,"at":8},{"literal":"a","caseless":false,"at":9},{"literal":"p","caseless":false,"at":10},{"literal":"e","caseless":false,"at":11},{"literal":"r","caseless":false,"at":12},{"literal":"member","caseless":false,"at":0},{"literal":"b","caseless":false,"at":3},{"literal":"e","caseless":false,"at":4},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "oasis-nss": "RFC 3121 s.2",
  "names-hierarchy": "RFC 3121 s.2",
  "specification-hierarchy": "RFC 3121 s.2",
  "tc-hierarchy": "RFC 3121 s.2",
  "specification-id": "RFC 3121 s.2",
  "tc-id": "RFC 3121 s.2",
  "type": "RFC 3121 s.2",
  "subtype": "RFC 3121 s.2",
  "document-id": "RFC 3121 s.2",
  "id-char": "RFC 3121 s.2",
  "technical-hierarchy": "RFC 3121 s.2",
  "document-type": "RFC 3121 s.2",
  "technical-document-id": "RFC 3121 s.2",
  "amendment-id": "RFC 3121 s.2",
  "member-hierarchy": "RFC 3121 s.2",
  "member-id": "RFC 3121 s.2",
  "member-string": "RFC 3121 s.2",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["oasis-nss","names-hierarchy","specification-hierarchy","tc-hierarchy","specification-id","tc-id","type","subtype","document-id","id-char","technical-hierarchy","document-type","technical-document-id","amendment-id","member-hierarchy","member-id","member-string"];
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
const KEEP = 12;
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
function d0(p) { // oasis-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L143: {
    var p144;
    p144 = d1(p);
    if (p144 >= 0) { out = p144; break L143; }
    var p145;
    p145 = d14(p);
    if (p145 >= 0) { out = p145; break L143; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // names-hierarchy
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L146: {
    var p148;
    L149: {
      var p151;
      if (p < n && (c = s.charCodeAt(p), c === 110)) { p151 = adv(p + 1); } else { p151 = -1; if (rec) fail(p, 9); }
      if (p151 < 0) { p148 = -1;  break L149; }
      var p152;
      if (p151 < n && (c = s.charCodeAt(p151), c === 97)) { p152 = adv(p151 + 1); } else { p152 = -1; if (rec) fail(p151, 10, 1); }
      if (p152 < 0) { p148 = -1;  break L149; }
      var p153;
      if (p152 < n && (c = s.charCodeAt(p152), c === 109)) { p153 = adv(p152 + 1); } else { p153 = -1; if (rec) fail(p152, 11, 2); }
      if (p153 < 0) { p148 = -1;  break L149; }
      var p154;
      if (p153 < n && (c = s.charCodeAt(p153), c === 101)) { p154 = adv(p153 + 1); } else { p154 = -1; if (rec) fail(p153, 12, 3); }
      if (p154 < 0) { p148 = -1;  break L149; }
      var p155;
      if (p154 < n && (c = s.charCodeAt(p154), c === 115)) { p155 = adv(p154 + 1); } else { p155 = -1; if (rec) fail(p154, 13, 4); }
      if (p155 < 0) { p148 = -1;  break L149; }
      p148 = p155;
    }
    if (p148 < 0) { out = -1;  break L146; }
    var p156;
    if (p148 < n && (c = s.charCodeAt(p148), c === 58)) { p156 = adv(p148 + 1); } else { p156 = -1; if (rec) fail(p148, 0); }
    if (p156 < 0) { out = -1;  break L146; }
    var p157;
    L158: {
      var p159;
      p159 = d2(p156);
      if (p159 >= 0) { p157 = p159; break L158; }
      var p160;
      p160 = d3(p156);
      if (p160 >= 0) { p157 = p160; break L158; }
      var p161;
      p161 = d10(p156);
      if (p161 >= 0) { p157 = p161; break L158; }
      p157 = -1;
    }
    if (p157 < 0) { out = -1;  break L146; }
    out = p157;
  }
  return done(1, out);
}
function d2(p) { // specification-hierarchy
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L162: {
    var p164;
    L165: {
      var p167;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p167 = adv(p + 1); } else { p167 = -1; if (rec) fail(p, 14); }
      if (p167 < 0) { p164 = -1;  break L165; }
      var p168;
      if (p167 < n && (c = s.charCodeAt(p167), c === 112)) { p168 = adv(p167 + 1); } else { p168 = -1; if (rec) fail(p167, 15, 1); }
      if (p168 < 0) { p164 = -1;  break L165; }
      var p169;
      if (p168 < n && (c = s.charCodeAt(p168), c === 101)) { p169 = adv(p168 + 1); } else { p169 = -1; if (rec) fail(p168, 16, 2); }
      if (p169 < 0) { p164 = -1;  break L165; }
      var p170;
      if (p169 < n && (c = s.charCodeAt(p169), c === 99)) { p170 = adv(p169 + 1); } else { p170 = -1; if (rec) fail(p169, 17, 3); }
      if (p170 < 0) { p164 = -1;  break L165; }
      var p171;
      if (p170 < n && (c = s.charCodeAt(p170), c === 105)) { p171 = adv(p170 + 1); } else { p171 = -1; if (rec) fail(p170, 18, 4); }
      if (p171 < 0) { p164 = -1;  break L165; }
      var p172;
      if (p171 < n && (c = s.charCodeAt(p171), c === 102)) { p172 = adv(p171 + 1); } else { p172 = -1; if (rec) fail(p171, 19, 5); }
      if (p172 < 0) { p164 = -1;  break L165; }
      var p173;
      if (p172 < n && (c = s.charCodeAt(p172), c === 105)) { p173 = adv(p172 + 1); } else { p173 = -1; if (rec) fail(p172, 20, 6); }
      if (p173 < 0) { p164 = -1;  break L165; }
      var p174;
      if (p173 < n && (c = s.charCodeAt(p173), c === 99)) { p174 = adv(p173 + 1); } else { p174 = -1; if (rec) fail(p173, 21, 7); }
      if (p174 < 0) { p164 = -1;  break L165; }
      var p175;
      if (p174 < n && (c = s.charCodeAt(p174), c === 97)) { p175 = adv(p174 + 1); } else { p175 = -1; if (rec) fail(p174, 22, 8); }
      if (p175 < 0) { p164 = -1;  break L165; }
      var p176;
      if (p175 < n && (c = s.charCodeAt(p175), c === 116)) { p176 = adv(p175 + 1); } else { p176 = -1; if (rec) fail(p175, 23, 9); }
      if (p176 < 0) { p164 = -1;  break L165; }
      var p177;
      if (p176 < n && (c = s.charCodeAt(p176), c === 105)) { p177 = adv(p176 + 1); } else { p177 = -1; if (rec) fail(p176, 24, 10); }
      if (p177 < 0) { p164 = -1;  break L165; }
      var p178;
      if (p177 < n && (c = s.charCodeAt(p177), c === 111)) { p178 = adv(p177 + 1); } else { p178 = -1; if (rec) fail(p177, 25, 11); }
      if (p178 < 0) { p164 = -1;  break L165; }
      var p179;
      if (p178 < n && (c = s.charCodeAt(p178), c === 110)) { p179 = adv(p178 + 1); } else { p179 = -1; if (rec) fail(p178, 26, 12); }
      if (p179 < 0) { p164 = -1;  break L165; }
      p164 = p179;
    }
    if (p164 < 0) { out = -1;  break L162; }
    var p180;
    if (p164 < n && (c = s.charCodeAt(p164), c === 58)) { p180 = adv(p164 + 1); } else { p180 = -1; if (rec) fail(p164, 0); }
    if (p180 < 0) { out = -1;  break L162; }
    var p181;
    p181 = d4(p180);
    if (p181 < 0) { out = -1;  break L162; }
    var p182;
    if (p181 < n && (c = s.charCodeAt(p181), c === 58)) { p182 = adv(p181 + 1); } else { p182 = -1; if (rec) fail(p181, 0); }
    if (p182 < 0) { out = -1;  break L162; }
    var p183;
    p183 = d6(p182);
    if (p183 < 0) { out = -1;  break L162; }
    var p184;
    if (p183 < n && (c = s.charCodeAt(p183), c === 58)) { p184 = adv(p183 + 1); } else { p184 = -1; if (rec) fail(p183, 0); }
    if (p184 < 0) { out = -1;  break L162; }
    var p185;
    var q186 = p184, r187 = 0, e189 = false;
    while (q186 < n) {
      var p190;
      L191: {
        var p193;
        p193 = d7(q186);
        if (p193 < 0) { p190 = -1;  break L191; }
        var p194;
        if (p193 < n && (c = s.charCodeAt(p193), c === 58)) { p194 = adv(p193 + 1); } else { p194 = -1; if (rec) fail(p193, 0); }
        if (p194 < 0) { p190 = -1;  break L191; }
        p190 = p194;
      }
      if (p190 < 0) break;
      if (p190 === q186) { e189 = true; break; }
      r187++; q186 = p190;
      if (r187 === 1) break;
    }
    if (rec && q186 >= n && !e189 && r187 < 1) fail(q186, 27);
    p185 = q186;
    if (p185 < 0) { out = -1;  break L162; }
    var p195;
    p195 = d8(p185);
    if (p195 < 0) { out = -1;  break L162; }
    out = p195;
  }
  return done(2, out);
}
function d3(p) { // tc-hierarchy
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L196: {
    var p198;
    L199: {
      var p201;
      if (p < n && (c = s.charCodeAt(p), c === 116)) { p201 = adv(p + 1); } else { p201 = -1; if (rec) fail(p, 28); }
      if (p201 < 0) { p198 = -1;  break L199; }
      var p202;
      if (p201 < n && (c = s.charCodeAt(p201), c === 99)) { p202 = adv(p201 + 1); } else { p202 = -1; if (rec) fail(p201, 29, 1); }
      if (p202 < 0) { p198 = -1;  break L199; }
      p198 = p202;
    }
    if (p198 < 0) { out = -1;  break L196; }
    var p203;
    if (p198 < n && (c = s.charCodeAt(p198), c === 58)) { p203 = adv(p198 + 1); } else { p203 = -1; if (rec) fail(p198, 0); }
    if (p203 < 0) { out = -1;  break L196; }
    var p204;
    p204 = d5(p203);
    if (p204 < 0) { out = -1;  break L196; }
    var p205;
    if (p204 < n && (c = s.charCodeAt(p204), c === 58)) { p205 = adv(p204 + 1); } else { p205 = -1; if (rec) fail(p204, 0); }
    if (p205 < 0) { out = -1;  break L196; }
    var p206;
    p206 = d6(p205);
    if (p206 < 0) { out = -1;  break L196; }
    var p207;
    if (p206 < n && (c = s.charCodeAt(p206), c === 58)) { p207 = adv(p206 + 1); } else { p207 = -1; if (rec) fail(p206, 0); }
    if (p207 < 0) { out = -1;  break L196; }
    var p208;
    var q209 = p207, r210 = 0, e212 = false;
    while (q209 < n) {
      var p213;
      L214: {
        var p216;
        p216 = d7(q209);
        if (p216 < 0) { p213 = -1;  break L214; }
        var p217;
        if (p216 < n && (c = s.charCodeAt(p216), c === 58)) { p217 = adv(p216 + 1); } else { p217 = -1; if (rec) fail(p216, 0); }
        if (p217 < 0) { p213 = -1;  break L214; }
        p213 = p217;
      }
      if (p213 < 0) break;
      if (p213 === q209) { e212 = true; break; }
      r210++; q209 = p213;
      if (r210 === 1) break;
    }
    if (rec && q209 >= n && !e212 && r210 < 1) fail(q209, 27);
    p208 = q209;
    if (p208 < 0) { out = -1;  break L196; }
    var p218;
    p218 = d8(p208);
    if (p218 < 0) { out = -1;  break L196; }
    out = p218;
  }
  return done(3, out);
}
function d4(p) { // specification-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  var q219 = p, r220 = 0, e222 = false;
  while (q219 < n) {
    if ((c = s.charCodeAt(q219), c < 128 && T0[c] === 1)) { var k221z = q219; do q219++; while (q219 < n && (c = s.charCodeAt(q219), T0[c] === 1)); r220 += q219 - k221z; adv(q219, 9); continue; }
    var p223;
    p223 = d9(q219);
    if (p223 < 0) break;
    if (p223 === q219) { e222 = true; break; }
    r220++; q219 = p223;
  }
  if (rec && q219 >= n && !e222) fail(q219, 27);
  if (e222 || r220 >= 1) out = q219; else { out = -1;  }
  return done(4, out);
}
function d5(p) { // tc-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q224 = p, r225 = 0, e227 = false;
  while (q224 < n) {
    if ((c = s.charCodeAt(q224), c < 128 && T0[c] === 1)) { var k226z = q224; do q224++; while (q224 < n && (c = s.charCodeAt(q224), T0[c] === 1)); r225 += q224 - k226z; adv(q224, 9); continue; }
    var p228;
    p228 = d9(q224);
    if (p228 < 0) break;
    if (p228 === q224) { e227 = true; break; }
    r225++; q224 = p228;
  }
  if (rec && q224 >= n && !e227) fail(q224, 27);
  if (e227 || r225 >= 1) out = q224; else { out = -1;  }
  return done(5, out);
}
function d6(p) { // type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q229 = p, r230 = 0, e232 = false;
  while (q229 < n) {
    if ((c = s.charCodeAt(q229), c < 128 && T0[c] === 1)) { var k231z = q229; do q229++; while (q229 < n && (c = s.charCodeAt(q229), T0[c] === 1)); r230 += q229 - k231z; adv(q229, 9); continue; }
    var p233;
    p233 = d9(q229);
    if (p233 < 0) break;
    if (p233 === q229) { e232 = true; break; }
    r230++; q229 = p233;
  }
  if (rec && q229 >= n && !e232) fail(q229, 27);
  if (e232 || r230 >= 1) out = q229; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // subtype
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q234 = p, r235 = 0, e237 = false;
  while (q234 < n) {
    if ((c = s.charCodeAt(q234), c < 128 && T0[c] === 1)) { var k236z = q234; do q234++; while (q234 < n && (c = s.charCodeAt(q234), T0[c] === 1)); r235 += q234 - k236z; adv(q234, 9); continue; }
    var p238;
    p238 = d9(q234);
    if (p238 < 0) break;
    if (p238 === q234) { e237 = true; break; }
    r235++; q234 = p238;
  }
  if (rec && q234 >= n && !e237) fail(q234, 27);
  if (e237 || r235 >= 1) out = q234; else { out = -1;  }
  return done(7, out);
}
function d8(p) { // document-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L239: {
    var p241;
    var q242 = p, r243 = 0, e245 = false;
    while (q242 < n) {
      if ((c = s.charCodeAt(q242), c < 128 && T0[c] === 1)) { var k244z = q242; do q242++; while (q242 < n && (c = s.charCodeAt(q242), T0[c] === 1)); r243 += q242 - k244z; adv(q242, 9); continue; }
      var p246;
      p246 = d9(q242);
      if (p246 < 0) break;
      if (p246 === q242) { e245 = true; break; }
      r243++; q242 = p246;
    }
    if (rec && q242 >= n && !e245) fail(q242, 27);
    if (e245 || r243 >= 1) p241 = q242; else { p241 = -1;  }
    if (p241 < 0) { out = -1;  break L239; }
    var p247;
    var q248 = p241, e251 = false;
    while (q248 < n) {
      var p252;
      L253: {
        var p255;
        if (q248 < n && (c = s.charCodeAt(q248), c === 58)) { p255 = adv(q248 + 1); } else { p255 = -1; if (rec) fail(q248, 0); }
        if (p255 < 0) { p252 = -1;  break L253; }
        var p256;
        var q257 = p255, r258 = 0, e260 = false;
        while (q257 < n) {
          if ((c = s.charCodeAt(q257), c < 128 && T0[c] === 1)) { var k259z = q257; do q257++; while (q257 < n && (c = s.charCodeAt(q257), T0[c] === 1)); r258 += q257 - k259z; adv(q257, 9); continue; }
          var p261;
          p261 = d9(q257);
          if (p261 < 0) break;
          if (p261 === q257) { e260 = true; break; }
          r258++; q257 = p261;
        }
        if (rec && q257 >= n && !e260) fail(q257, 27);
        if (e260 || r258 >= 1) p256 = q257; else { p256 = -1;  }
        if (p256 < 0) { p252 = -1;  break L253; }
        p252 = p256;
      }
      if (p252 < 0) break;
      if (p252 === q248) { e251 = true; break; }
      q248 = p252;
    }
    if (rec && q248 >= n && !e251) fail(q248, 0);
    p247 = q248;
    if (p247 < 0) { out = -1;  break L239; }
    out = p247;
  }
  return done(8, out);
}
function d9(p) { // id-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L262: {
    var p263;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p263 = adv(p + 1); } else { p263 = -1; if (rec) fail(p, 1); }
    if (p263 >= 0) { out = p263; break L262; }
    var p264;
    p264 = d22(p);
    if (p264 >= 0) { out = p264; break L262; }
    out = -1;
  }
  return done(9, out);
}
function d10(p) { // technical-hierarchy
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L265: {
    var p267;
    L268: {
      var p270;
      if (p < n && (c = s.charCodeAt(p), c === 116)) { p270 = adv(p + 1); } else { p270 = -1; if (rec) fail(p, 30); }
      if (p270 < 0) { p267 = -1;  break L268; }
      var p271;
      if (p270 < n && (c = s.charCodeAt(p270), c === 101)) { p271 = adv(p270 + 1); } else { p271 = -1; if (rec) fail(p270, 31, 1); }
      if (p271 < 0) { p267 = -1;  break L268; }
      var p272;
      if (p271 < n && (c = s.charCodeAt(p271), c === 99)) { p272 = adv(p271 + 1); } else { p272 = -1; if (rec) fail(p271, 32, 2); }
      if (p272 < 0) { p267 = -1;  break L268; }
      var p273;
      if (p272 < n && (c = s.charCodeAt(p272), c === 104)) { p273 = adv(p272 + 1); } else { p273 = -1; if (rec) fail(p272, 33, 3); }
      if (p273 < 0) { p267 = -1;  break L268; }
      var p274;
      if (p273 < n && (c = s.charCodeAt(p273), c === 110)) { p274 = adv(p273 + 1); } else { p274 = -1; if (rec) fail(p273, 34, 4); }
      if (p274 < 0) { p267 = -1;  break L268; }
      var p275;
      if (p274 < n && (c = s.charCodeAt(p274), c === 105)) { p275 = adv(p274 + 1); } else { p275 = -1; if (rec) fail(p274, 35, 5); }
      if (p275 < 0) { p267 = -1;  break L268; }
      var p276;
      if (p275 < n && (c = s.charCodeAt(p275), c === 99)) { p276 = adv(p275 + 1); } else { p276 = -1; if (rec) fail(p275, 36, 6); }
      if (p276 < 0) { p267 = -1;  break L268; }
      var p277;
      if (p276 < n && (c = s.charCodeAt(p276), c === 97)) { p277 = adv(p276 + 1); } else { p277 = -1; if (rec) fail(p276, 37, 7); }
      if (p277 < 0) { p267 = -1;  break L268; }
      var p278;
      if (p277 < n && (c = s.charCodeAt(p277), c === 108)) { p278 = adv(p277 + 1); } else { p278 = -1; if (rec) fail(p277, 38, 8); }
      if (p278 < 0) { p267 = -1;  break L268; }
      p267 = p278;
    }
    if (p267 < 0) { out = -1;  break L265; }
    var p279;
    if (p267 < n && (c = s.charCodeAt(p267), c === 58)) { p279 = adv(p267 + 1); } else { p279 = -1; if (rec) fail(p267, 0); }
    if (p279 < 0) { out = -1;  break L265; }
    var p280;
    p280 = d11(p279);
    if (p280 < 0) { out = -1;  break L265; }
    var p281;
    if (p280 < n && (c = s.charCodeAt(p280), c === 58)) { p281 = adv(p280 + 1); } else { p281 = -1; if (rec) fail(p280, 0); }
    if (p281 < 0) { out = -1;  break L265; }
    var p282;
    p282 = d12(p281);
    if (p282 < 0) { out = -1;  break L265; }
    var p283;
    if (p282 < n && (c = s.charCodeAt(p282), c === 58)) { p283 = adv(p282 + 1); } else { p283 = -1; if (rec) fail(p282, 0); }
    if (p283 < 0) { out = -1;  break L265; }
    var p284;
    p284 = d13(p283);
    if (p284 < 0) { out = -1;  break L265; }
    out = p284;
  }
  return done(10, out);
}
function d11(p) { // document-type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L285: {
    var p286;
    L287: {
      var p289;
      if (p < n && (c = s.charCodeAt(p), c === 110)) { p289 = adv(p + 1); } else { p289 = -1; if (rec) fail(p, 39); }
      if (p289 < 0) { p286 = -1;  break L287; }
      var p290;
      if (p289 < n && (c = s.charCodeAt(p289), c === 111)) { p290 = adv(p289 + 1); } else { p290 = -1; if (rec) fail(p289, 40, 1); }
      if (p290 < 0) { p286 = -1;  break L287; }
      var p291;
      if (p290 < n && (c = s.charCodeAt(p290), c === 116)) { p291 = adv(p290 + 1); } else { p291 = -1; if (rec) fail(p290, 41, 2); }
      if (p291 < 0) { p286 = -1;  break L287; }
      var p292;
      if (p291 < n && (c = s.charCodeAt(p291), c === 101)) { p292 = adv(p291 + 1); } else { p292 = -1; if (rec) fail(p291, 12, 3); }
      if (p292 < 0) { p286 = -1;  break L287; }
      p286 = p292;
    }
    if (p286 >= 0) { out = p286; break L285; }
    var p293;
    L294: {
      var p296;
      if (p < n && (c = s.charCodeAt(p), c === 114)) { p296 = adv(p + 1); } else { p296 = -1; if (rec) fail(p, 42); }
      if (p296 < 0) { p293 = -1;  break L294; }
      var p297;
      if (p296 < n && (c = s.charCodeAt(p296), c === 101)) { p297 = adv(p296 + 1); } else { p297 = -1; if (rec) fail(p296, 31, 1); }
      if (p297 < 0) { p293 = -1;  break L294; }
      var p298;
      if (p297 < n && (c = s.charCodeAt(p297), c === 115)) { p298 = adv(p297 + 1); } else { p298 = -1; if (rec) fail(p297, 43, 2); }
      if (p298 < 0) { p293 = -1;  break L294; }
      var p299;
      if (p298 < n && (c = s.charCodeAt(p298), c === 111)) { p299 = adv(p298 + 1); } else { p299 = -1; if (rec) fail(p298, 44, 3); }
      if (p299 < 0) { p293 = -1;  break L294; }
      var p300;
      if (p299 < n && (c = s.charCodeAt(p299), c === 108)) { p300 = adv(p299 + 1); } else { p300 = -1; if (rec) fail(p299, 45, 4); }
      if (p300 < 0) { p293 = -1;  break L294; }
      var p301;
      if (p300 < n && (c = s.charCodeAt(p300), c === 117)) { p301 = adv(p300 + 1); } else { p301 = -1; if (rec) fail(p300, 46, 5); }
      if (p301 < 0) { p293 = -1;  break L294; }
      var p302;
      if (p301 < n && (c = s.charCodeAt(p301), c === 116)) { p302 = adv(p301 + 1); } else { p302 = -1; if (rec) fail(p301, 47, 6); }
      if (p302 < 0) { p293 = -1;  break L294; }
      var p303;
      if (p302 < n && (c = s.charCodeAt(p302), c === 105)) { p303 = adv(p302 + 1); } else { p303 = -1; if (rec) fail(p302, 48, 7); }
      if (p303 < 0) { p293 = -1;  break L294; }
      var p304;
      if (p303 < n && (c = s.charCodeAt(p303), c === 111)) { p304 = adv(p303 + 1); } else { p304 = -1; if (rec) fail(p303, 49, 8); }
      if (p304 < 0) { p293 = -1;  break L294; }
      var p305;
      if (p304 < n && (c = s.charCodeAt(p304), c === 110)) { p305 = adv(p304 + 1); } else { p305 = -1; if (rec) fail(p304, 50, 9); }
      if (p305 < 0) { p293 = -1;  break L294; }
      p293 = p305;
    }
    if (p293 >= 0) { out = p293; break L285; }
    var p306;
    L307: {
      var p309;
      if (p < n && (c = s.charCodeAt(p), c === 109)) { p309 = adv(p + 1); } else { p309 = -1; if (rec) fail(p, 51); }
      if (p309 < 0) { p306 = -1;  break L307; }
      var p310;
      if (p309 < n && (c = s.charCodeAt(p309), c === 101)) { p310 = adv(p309 + 1); } else { p310 = -1; if (rec) fail(p309, 31, 1); }
      if (p310 < 0) { p306 = -1;  break L307; }
      var p311;
      if (p310 < n && (c = s.charCodeAt(p310), c === 109)) { p311 = adv(p310 + 1); } else { p311 = -1; if (rec) fail(p310, 11, 2); }
      if (p311 < 0) { p306 = -1;  break L307; }
      var p312;
      if (p311 < n && (c = s.charCodeAt(p311), c === 111)) { p312 = adv(p311 + 1); } else { p312 = -1; if (rec) fail(p311, 44, 3); }
      if (p312 < 0) { p306 = -1;  break L307; }
      var p313;
      if (p312 < n && (c = s.charCodeAt(p312), c === 114)) { p313 = adv(p312 + 1); } else { p313 = -1; if (rec) fail(p312, 52, 4); }
      if (p313 < 0) { p306 = -1;  break L307; }
      var p314;
      if (p313 < n && (c = s.charCodeAt(p313), c === 97)) { p314 = adv(p313 + 1); } else { p314 = -1; if (rec) fail(p313, 53, 5); }
      if (p314 < 0) { p306 = -1;  break L307; }
      var p315;
      if (p314 < n && (c = s.charCodeAt(p314), c === 110)) { p315 = adv(p314 + 1); } else { p315 = -1; if (rec) fail(p314, 54, 6); }
      if (p315 < 0) { p306 = -1;  break L307; }
      var p316;
      if (p315 < n && (c = s.charCodeAt(p315), c === 100)) { p316 = adv(p315 + 1); } else { p316 = -1; if (rec) fail(p315, 55, 7); }
      if (p316 < 0) { p306 = -1;  break L307; }
      var p317;
      if (p316 < n && (c = s.charCodeAt(p316), c === 117)) { p317 = adv(p316 + 1); } else { p317 = -1; if (rec) fail(p316, 56, 8); }
      if (p317 < 0) { p306 = -1;  break L307; }
      var p318;
      if (p317 < n && (c = s.charCodeAt(p317), c === 109)) { p318 = adv(p317 + 1); } else { p318 = -1; if (rec) fail(p317, 57, 9); }
      if (p318 < 0) { p306 = -1;  break L307; }
      p306 = p318;
    }
    if (p306 >= 0) { out = p306; break L285; }
    var p319;
    L320: {
      var p322;
      if (p < n && (c = s.charCodeAt(p), c === 109)) { p322 = adv(p + 1); } else { p322 = -1; if (rec) fail(p, 58); }
      if (p322 < 0) { p319 = -1;  break L320; }
      var p323;
      if (p322 < n && (c = s.charCodeAt(p322), c === 101)) { p323 = adv(p322 + 1); } else { p323 = -1; if (rec) fail(p322, 31, 1); }
      if (p323 < 0) { p319 = -1;  break L320; }
      var p324;
      if (p323 < n && (c = s.charCodeAt(p323), c === 109)) { p324 = adv(p323 + 1); } else { p324 = -1; if (rec) fail(p323, 11, 2); }
      if (p324 < 0) { p319 = -1;  break L320; }
      var p325;
      if (p324 < n && (c = s.charCodeAt(p324), c === 111)) { p325 = adv(p324 + 1); } else { p325 = -1; if (rec) fail(p324, 44, 3); }
      if (p325 < 0) { p319 = -1;  break L320; }
      p319 = p325;
    }
    if (p319 >= 0) { out = p319; break L285; }
    var p326;
    L327: {
      var p329;
      if (p < n && (c = s.charCodeAt(p), c === 114)) { p329 = adv(p + 1); } else { p329 = -1; if (rec) fail(p, 59); }
      if (p329 < 0) { p326 = -1;  break L327; }
      var p330;
      if (p329 < n && (c = s.charCodeAt(p329), c === 101)) { p330 = adv(p329 + 1); } else { p330 = -1; if (rec) fail(p329, 31, 1); }
      if (p330 < 0) { p326 = -1;  break L327; }
      var p331;
      if (p330 < n && (c = s.charCodeAt(p330), c === 115)) { p331 = adv(p330 + 1); } else { p331 = -1; if (rec) fail(p330, 43, 2); }
      if (p331 < 0) { p326 = -1;  break L327; }
      var p332;
      if (p331 < n && (c = s.charCodeAt(p331), c === 101)) { p332 = adv(p331 + 1); } else { p332 = -1; if (rec) fail(p331, 12, 3); }
      if (p332 < 0) { p326 = -1;  break L327; }
      var p333;
      if (p332 < n && (c = s.charCodeAt(p332), c === 97)) { p333 = adv(p332 + 1); } else { p333 = -1; if (rec) fail(p332, 60, 4); }
      if (p333 < 0) { p326 = -1;  break L327; }
      var p334;
      if (p333 < n && (c = s.charCodeAt(p333), c === 114)) { p334 = adv(p333 + 1); } else { p334 = -1; if (rec) fail(p333, 61, 5); }
      if (p334 < 0) { p326 = -1;  break L327; }
      var p335;
      if (p334 < n && (c = s.charCodeAt(p334), c === 99)) { p335 = adv(p334 + 1); } else { p335 = -1; if (rec) fail(p334, 36, 6); }
      if (p335 < 0) { p326 = -1;  break L327; }
      var p336;
      if (p335 < n && (c = s.charCodeAt(p335), c === 104)) { p336 = adv(p335 + 1); } else { p336 = -1; if (rec) fail(p335, 62, 7); }
      if (p336 < 0) { p326 = -1;  break L327; }
      var p337;
      if (p336 < n && (c = s.charCodeAt(p336), c === 112)) { p337 = adv(p336 + 1); } else { p337 = -1; if (rec) fail(p336, 63, 8); }
      if (p337 < 0) { p326 = -1;  break L327; }
      var p338;
      if (p337 < n && (c = s.charCodeAt(p337), c === 97)) { p338 = adv(p337 + 1); } else { p338 = -1; if (rec) fail(p337, 64, 9); }
      if (p338 < 0) { p326 = -1;  break L327; }
      var p339;
      if (p338 < n && (c = s.charCodeAt(p338), c === 112)) { p339 = adv(p338 + 1); } else { p339 = -1; if (rec) fail(p338, 65, 10); }
      if (p339 < 0) { p326 = -1;  break L327; }
      var p340;
      if (p339 < n && (c = s.charCodeAt(p339), c === 101)) { p340 = adv(p339 + 1); } else { p340 = -1; if (rec) fail(p339, 66, 11); }
      if (p340 < 0) { p326 = -1;  break L327; }
      var p341;
      if (p340 < n && (c = s.charCodeAt(p340), c === 114)) { p341 = adv(p340 + 1); } else { p341 = -1; if (rec) fail(p340, 67, 12); }
      if (p341 < 0) { p326 = -1;  break L327; }
      p326 = p341;
    }
    if (p326 >= 0) { out = p326; break L285; }
    out = -1;
  }
  return done(11, out);
}
function d12(p) { // technical-document-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L342: {
    var p344;
    var q345 = p, r346 = 0, e348 = false;
    while (q345 < n) {
      var p349;
      if (q345 < n && (c = s.charCodeAt(q345), c < 128 && T2[c] === 1)) { p349 = adv(q345 + 1); } else { p349 = -1; if (rec) fail(q345, 2); }
      if (p349 < 0) break;
      if (p349 === q345) { e348 = true; break; }
      r346++; q345 = p349;
      if (r346 === 2) break;
    }
    if (rec && q345 >= n && !e348 && r346 < 2) fail(q345, 2);
    if (e348 || r346 >= 2) p344 = q345; else { p344 = -1;  }
    if (p344 < 0) { out = -1;  break L342; }
    var p350;
    var q351 = p344;
    while (q351 < n && (c = s.charCodeAt(q351), T2[c] === 1)) q351++;
    if (look === 0 && q351 > far) far = q351; if (rec) fail(q351, 2);
    p350 = q351 - p344 >= 1 ? q351 : -1;
    if (p350 < 0) { out = -1;  break L342; }
    out = p350;
  }
  return done(12, out);
}
function d13(p) { // amendment-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  var q353 = p, r354 = 0, e356 = false;
  while (q353 < n) {
    var p357;
    if (q353 < n && (c = s.charCodeAt(q353), c < 128 && T2[c] === 1)) { p357 = adv(q353 + 1); } else { p357 = -1; if (rec) fail(q353, 2); }
    if (p357 < 0) break;
    if (p357 === q353) { e356 = true; break; }
    r354++; q353 = p357;
    if (r354 === 4) break;
  }
  if (rec && q353 >= n && !e356 && r354 < 4) fail(q353, 2);
  if (e356 || r354 >= 4) out = q353; else { out = -1;  }
  return done(13, out);
}
function d14(p) { // member-hierarchy
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L358: {
    var p360;
    L361: {
      var p363;
      if (p < n && (c = s.charCodeAt(p), c === 109)) { p363 = adv(p + 1); } else { p363 = -1; if (rec) fail(p, 68); }
      if (p363 < 0) { p360 = -1;  break L361; }
      var p364;
      if (p363 < n && (c = s.charCodeAt(p363), c === 101)) { p364 = adv(p363 + 1); } else { p364 = -1; if (rec) fail(p363, 31, 1); }
      if (p364 < 0) { p360 = -1;  break L361; }
      var p365;
      if (p364 < n && (c = s.charCodeAt(p364), c === 109)) { p365 = adv(p364 + 1); } else { p365 = -1; if (rec) fail(p364, 11, 2); }
      if (p365 < 0) { p360 = -1;  break L361; }
      var p366;
      if (p365 < n && (c = s.charCodeAt(p365), c === 98)) { p366 = adv(p365 + 1); } else { p366 = -1; if (rec) fail(p365, 69, 3); }
      if (p366 < 0) { p360 = -1;  break L361; }
      var p367;
      if (p366 < n && (c = s.charCodeAt(p366), c === 101)) { p367 = adv(p366 + 1); } else { p367 = -1; if (rec) fail(p366, 70, 4); }
      if (p367 < 0) { p360 = -1;  break L361; }
      var p368;
      if (p367 < n && (c = s.charCodeAt(p367), c === 114)) { p368 = adv(p367 + 1); } else { p368 = -1; if (rec) fail(p367, 61, 5); }
      if (p368 < 0) { p360 = -1;  break L361; }
      p360 = p368;
    }
    if (p360 < 0) { out = -1;  break L358; }
    var p369;
    if (p360 < n && (c = s.charCodeAt(p360), c === 58)) { p369 = adv(p360 + 1); } else { p369 = -1; if (rec) fail(p360, 0); }
    if (p369 < 0) { out = -1;  break L358; }
    var p370;
    p370 = d15(p369);
    if (p370 < 0) { out = -1;  break L358; }
    var p371;
    if (p370 < n && (c = s.charCodeAt(p370), c === 58)) { p371 = adv(p370 + 1); } else { p371 = -1; if (rec) fail(p370, 0); }
    if (p371 < 0) { out = -1;  break L358; }
    var p372;
    p372 = d16(p371);
    if (p372 < 0) { out = -1;  break L358; }
    out = p372;
  }
  return done(14, out);
}
function d15(p) { // member-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  var q373 = p, r374 = 0, e376 = false;
  while (q373 < n) {
    if ((c = s.charCodeAt(q373), c < 128 && T0[c] === 1)) { var k375z = q373; do q373++; while (q373 < n && (c = s.charCodeAt(q373), T0[c] === 1)); r374 += q373 - k375z; adv(q373, 9); continue; }
    var p377;
    p377 = d9(q373);
    if (p377 < 0) break;
    if (p377 === q373) { e376 = true; break; }
    r374++; q373 = p377;
  }
  if (rec && q373 >= n && !e376) fail(q373, 27);
  if (e376 || r374 >= 1) out = q373; else { out = -1;  }
  return done(15, out);
}
function d16(p) { // member-string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  var q378 = p, e381 = false;
  while (q378 < n) {
    if ((c = s.charCodeAt(q378), c < 128 && T5[c] === 1)) { do q378++; while (q378 < n && (c = s.charCodeAt(q378), T5[c] === 1)); adv(q378, 20); continue; }
    var p382;
    L383: {
      var p384;
      p384 = d20(q378);
      if (p384 >= 0) { p382 = p384; break L383; }
      var p385;
      if (q378 < n && (c = s.charCodeAt(q378), c === 47)) { p385 = adv(q378 + 1); } else { p385 = -1; if (rec) fail(q378, 3); }
      if (p385 >= 0) { p382 = p385; break L383; }
      p382 = -1;
    }
    if (p382 < 0) break;
    if (p382 === q378) { e381 = true; break; }
    q378 = p382;
  }
  if (rec && q378 >= n && !e381) fail(q378, 71);
  out = q378;
  return done(16, out);
}
function d20(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 20;
  L386: {
    var p387;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p387 = adv(p + 1); } else { p387 = -1; if (rec) fail(p, 6); }
    if (p387 >= 0) { out = p387; break L386; }
    var p388;
    p388 = d22(p);
    if (p388 >= 0) { out = p388; break L386; }
    out = -1;
  }
  return done(20, out);
}
function d22(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 22;
  L389: {
    var p391;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p391 = adv(p + 1); } else { p391 = -1; if (rec) fail(p, 72); }
    if (p391 < 0) { out = -1;  break L389; }
    var p392;
    if (p391 < n && (c = s.charCodeAt(p391), c < 128 && T1[c] === 1)) { p392 = adv(p391 + 1); } else { p392 = -1; if (rec) fail(p391, 5); }
    if (p392 < 0) { out = -1;  break L389; }
    var p393;
    if (p392 < n && (c = s.charCodeAt(p392), c < 128 && T1[c] === 1)) { p393 = adv(p392 + 1); } else { p393 = -1; if (rec) fail(p392, 5); }
    if (p393 < 0) { out = -1;  break L389; }
    out = p393;
  }
  return done(22, out);
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
