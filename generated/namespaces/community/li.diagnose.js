// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/community/li.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dceffb2ffffff78efffff74');
const T1 = table(128, '00000000002100000000000000000000');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["li-nss","entity-type0","key0","tuple0","field0","nested-urn0","entity-type1","key1","tuple1","field1","nested-urn1","entity-type2","key2","tuple2","field2","nested-urn2","entity-type3","key3","tuple3","field3","nested-urn3","entity-type4","key4","tuple4","simple-key","field-text","li-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[40,40]]},{"set":[[44,44]]},{"set":[[41,41]]},{"set":[[41,41],[44,44]]},{"set":[[33,33],[36,36],[38,39],[42,43],[45,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,39],[42,43],[45,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"literal":"urn:li:","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"literal":":","caseless":true,"at":3},{"literal":"l","caseless":true,"at":4},{"literal":"i","caseless":true,"at":5},{"literal":":","caseless":true,"at":6},{"set":[[33,33],[36,39],[42,43],[45,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "li-nss": "DataHub docs/what/urn.md (What is URN?)",
  "entity-type0": "DataHub docs/what/urn.md (What is URN?)",
  "key0": "DataHub docs/what/urn.md (What is URN?)",
  "tuple0": "DataHub docs/what/urn.md (What is URN?)",
  "field0": "DataHub docs/what/urn.md (What is URN?)",
  "nested-urn0": "DataHub docs/what/urn.md (What is URN?)",
  "entity-type1": "DataHub docs/what/urn.md (What is URN?)",
  "key1": "DataHub docs/what/urn.md (What is URN?)",
  "tuple1": "DataHub docs/what/urn.md (What is URN?)",
  "field1": "DataHub docs/what/urn.md (What is URN?)",
  "nested-urn1": "DataHub docs/what/urn.md (What is URN?)",
  "entity-type2": "DataHub docs/what/urn.md (What is URN?)",
  "key2": "DataHub docs/what/urn.md (What is URN?)",
  "tuple2": "DataHub docs/what/urn.md (What is URN?)",
  "field2": "DataHub docs/what/urn.md (What is URN?)",
  "nested-urn2": "DataHub docs/what/urn.md (What is URN?)",
  "entity-type3": "DataHub docs/what/urn.md (What is URN?)",
  "key3": "DataHub docs/what/urn.md (What is URN?)",
  "tuple3": "DataHub docs/what/urn.md (What is URN?)",
  "field3": "DataHub docs/what/urn.md (What is URN?)",
  "nested-urn3": "DataHub docs/what/urn.md (What is URN?)",
  "entity-type4": "DataHub docs/what/urn.md (What is URN?)",
  "key4": "DataHub docs/what/urn.md (What is URN?)",
  "tuple4": "DataHub docs/what/urn.md (What is URN?)",
  "simple-key": "DataHub docs/what/urn.md (What is URN?)",
  "field-text": "DataHub docs/what/urn.md (What is URN?)",
  "li-char": "DataHub docs/what/urn.md (What is URN?)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["li-nss","entity-type0","key0","tuple0","field0","nested-urn0","entity-type1","key1","tuple1","field1","nested-urn1","entity-type2","key2","tuple2","field2","nested-urn2","entity-type3","key3","tuple3","field3","nested-urn3","entity-type4","key4","tuple4","simple-key","field-text","li-char"];
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
const KEEP = 6;
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
function d0(p) { // li-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L197: {
    var p199;
    p199 = d1(p);
    if (p199 < 0) { out = -1;  break L197; }
    var p200;
    if (p199 < n && (c = s.charCodeAt(p199), c === 58)) { p200 = adv(p199 + 1); } else { p200 = -1; if (rec) fail(p199, 0); }
    if (p200 < 0) { out = -1;  break L197; }
    var p201;
    p201 = d2(p200);
    if (p201 < 0) { out = -1;  break L197; }
    out = p201;
  }
  return done(0, out);
}
function d1(p) { // entity-type0
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q202 = p, r203 = 0, e205 = false;
  while (q202 < n) {
    if ((c = s.charCodeAt(q202), c < 128 && T0[c] === 1)) { var k204z = q202; do q202++; while (q202 < n && (c = s.charCodeAt(q202), T0[c] === 1)); r203 += q202 - k204z; adv(q202, 26); continue; }
    var p206;
    p206 = d26(q202);
    if (p206 < 0) break;
    if (p206 === q202) { e205 = true; break; }
    r203++; q202 = p206;
  }
  if (rec && q202 >= n && !e205) fail(q202, 10);
  if (e205 || r203 >= 1) out = q202; else { out = -1;  }
  return done(1, out);
}
function d2(p) { // key0
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L207: {
    var p208;
    p208 = d3(p);
    if (p208 >= 0) { out = p208; break L207; }
    var p209;
    p209 = d24(p);
    if (p209 >= 0) { out = p209; break L207; }
    out = -1;
  }
  return done(2, out);
}
function d3(p) { // tuple0
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L210: {
    var p212;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p212 = adv(p + 1); } else { p212 = -1; if (rec) fail(p, 1); }
    if (p212 < 0) { out = -1;  break L210; }
    var p213;
    p213 = d4(p212);
    if (p213 < 0) { out = -1;  break L210; }
    var p214;
    var q215 = p213, e218 = false;
    while (q215 < n) {
      var p219;
      L220: {
        var p222;
        if (q215 < n && (c = s.charCodeAt(q215), c === 44)) { p222 = adv(q215 + 1); } else { p222 = -1; if (rec) fail(q215, 2); }
        if (p222 < 0) { p219 = -1;  break L220; }
        var p223;
        p223 = d4(p222);
        if (p223 < 0) { p219 = -1;  break L220; }
        p219 = p223;
      }
      if (p219 < 0) break;
      if (p219 === q215) { e218 = true; break; }
      q215 = p219;
    }
    if (rec && q215 >= n && !e218) fail(q215, 2);
    p214 = q215;
    if (p214 < 0) { out = -1;  break L210; }
    var p224;
    if (p214 < n && (c = s.charCodeAt(p214), c === 41)) { p224 = adv(p214 + 1); } else { p224 = -1; if (rec) fail(p214, 3); }
    if (p224 < 0) { out = -1;  break L210; }
    out = p224;
  }
  return done(3, out);
}
function d4(p) { // field0
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L225: {
    var p226;
    L227: {
      var p229;
      p229 = d5(p);
      if (p229 < 0) { p226 = -1;  break L227; }
      var p230;
      var p231;
      look++;
      if (p229 < n && (c = s.charCodeAt(p229), c < 128 && T1[c] === 1)) { p231 = adv(p229 + 1); } else { p231 = -1; if (rec) fail(p229, 4); }
      look--;
      p230 = p231 >= 0 ? p229 : -1;
      if (p230 < 0) { p226 = -1;  break L227; }
      p226 = p230;
    }
    if (p226 >= 0) { out = p226; break L225; }
    var p233;
    p233 = d25(p);
    if (p233 >= 0) { out = p233; break L225; }
    out = -1;
  }
  return done(4, out);
}
function d5(p) { // nested-urn0
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L234: {
    var p236;
    L237: {
      var p239;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p239 = adv(p + 1); } else { p239 = -1; if (rec) fail(p, 11); }
      if (p239 < 0) { p236 = -1;  break L237; }
      var p240;
      if (p239 < n && (c = s.charCodeAt(p239), (c | 32) === 114)) { p240 = adv(p239 + 1); } else { p240 = -1; if (rec) fail(p239, 12, 1); }
      if (p240 < 0) { p236 = -1;  break L237; }
      var p241;
      if (p240 < n && (c = s.charCodeAt(p240), (c | 32) === 110)) { p241 = adv(p240 + 1); } else { p241 = -1; if (rec) fail(p240, 13, 2); }
      if (p241 < 0) { p236 = -1;  break L237; }
      var p242;
      if (p241 < n && (c = s.charCodeAt(p241), c === 58)) { p242 = adv(p241 + 1); } else { p242 = -1; if (rec) fail(p241, 14, 3); }
      if (p242 < 0) { p236 = -1;  break L237; }
      var p243;
      if (p242 < n && (c = s.charCodeAt(p242), (c | 32) === 108)) { p243 = adv(p242 + 1); } else { p243 = -1; if (rec) fail(p242, 15, 4); }
      if (p243 < 0) { p236 = -1;  break L237; }
      var p244;
      if (p243 < n && (c = s.charCodeAt(p243), (c | 32) === 105)) { p244 = adv(p243 + 1); } else { p244 = -1; if (rec) fail(p243, 16, 5); }
      if (p244 < 0) { p236 = -1;  break L237; }
      var p245;
      if (p244 < n && (c = s.charCodeAt(p244), c === 58)) { p245 = adv(p244 + 1); } else { p245 = -1; if (rec) fail(p244, 17, 6); }
      if (p245 < 0) { p236 = -1;  break L237; }
      p236 = p245;
    }
    if (p236 < 0) { out = -1;  break L234; }
    var p246;
    p246 = d6(p236);
    if (p246 < 0) { out = -1;  break L234; }
    var p247;
    if (p246 < n && (c = s.charCodeAt(p246), c === 58)) { p247 = adv(p246 + 1); } else { p247 = -1; if (rec) fail(p246, 0); }
    if (p247 < 0) { out = -1;  break L234; }
    var p248;
    p248 = d7(p247);
    if (p248 < 0) { out = -1;  break L234; }
    out = p248;
  }
  return done(5, out);
}
function d6(p) { // entity-type1
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q249 = p, r250 = 0, e252 = false;
  while (q249 < n) {
    if ((c = s.charCodeAt(q249), c < 128 && T0[c] === 1)) { var k251z = q249; do q249++; while (q249 < n && (c = s.charCodeAt(q249), T0[c] === 1)); r250 += q249 - k251z; adv(q249, 26); continue; }
    var p253;
    p253 = d26(q249);
    if (p253 < 0) break;
    if (p253 === q249) { e252 = true; break; }
    r250++; q249 = p253;
  }
  if (rec && q249 >= n && !e252) fail(q249, 10);
  if (e252 || r250 >= 1) out = q249; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // key1
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L254: {
    var p255;
    p255 = d8(p);
    if (p255 >= 0) { out = p255; break L254; }
    var p256;
    p256 = d24(p);
    if (p256 >= 0) { out = p256; break L254; }
    out = -1;
  }
  return done(7, out);
}
function d8(p) { // tuple1
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L257: {
    var p259;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p259 = adv(p + 1); } else { p259 = -1; if (rec) fail(p, 1); }
    if (p259 < 0) { out = -1;  break L257; }
    var p260;
    p260 = d9(p259);
    if (p260 < 0) { out = -1;  break L257; }
    var p261;
    var q262 = p260, e265 = false;
    while (q262 < n) {
      var p266;
      L267: {
        var p269;
        if (q262 < n && (c = s.charCodeAt(q262), c === 44)) { p269 = adv(q262 + 1); } else { p269 = -1; if (rec) fail(q262, 2); }
        if (p269 < 0) { p266 = -1;  break L267; }
        var p270;
        p270 = d9(p269);
        if (p270 < 0) { p266 = -1;  break L267; }
        p266 = p270;
      }
      if (p266 < 0) break;
      if (p266 === q262) { e265 = true; break; }
      q262 = p266;
    }
    if (rec && q262 >= n && !e265) fail(q262, 2);
    p261 = q262;
    if (p261 < 0) { out = -1;  break L257; }
    var p271;
    if (p261 < n && (c = s.charCodeAt(p261), c === 41)) { p271 = adv(p261 + 1); } else { p271 = -1; if (rec) fail(p261, 3); }
    if (p271 < 0) { out = -1;  break L257; }
    out = p271;
  }
  return done(8, out);
}
function d9(p) { // field1
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L272: {
    var p273;
    L274: {
      var p276;
      p276 = d10(p);
      if (p276 < 0) { p273 = -1;  break L274; }
      var p277;
      var p278;
      look++;
      if (p276 < n && (c = s.charCodeAt(p276), c < 128 && T1[c] === 1)) { p278 = adv(p276 + 1); } else { p278 = -1; if (rec) fail(p276, 4); }
      look--;
      p277 = p278 >= 0 ? p276 : -1;
      if (p277 < 0) { p273 = -1;  break L274; }
      p273 = p277;
    }
    if (p273 >= 0) { out = p273; break L272; }
    var p280;
    p280 = d25(p);
    if (p280 >= 0) { out = p280; break L272; }
    out = -1;
  }
  return done(9, out);
}
function d10(p) { // nested-urn1
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L281: {
    var p283;
    L284: {
      var p286;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p286 = adv(p + 1); } else { p286 = -1; if (rec) fail(p, 11); }
      if (p286 < 0) { p283 = -1;  break L284; }
      var p287;
      if (p286 < n && (c = s.charCodeAt(p286), (c | 32) === 114)) { p287 = adv(p286 + 1); } else { p287 = -1; if (rec) fail(p286, 12, 1); }
      if (p287 < 0) { p283 = -1;  break L284; }
      var p288;
      if (p287 < n && (c = s.charCodeAt(p287), (c | 32) === 110)) { p288 = adv(p287 + 1); } else { p288 = -1; if (rec) fail(p287, 13, 2); }
      if (p288 < 0) { p283 = -1;  break L284; }
      var p289;
      if (p288 < n && (c = s.charCodeAt(p288), c === 58)) { p289 = adv(p288 + 1); } else { p289 = -1; if (rec) fail(p288, 14, 3); }
      if (p289 < 0) { p283 = -1;  break L284; }
      var p290;
      if (p289 < n && (c = s.charCodeAt(p289), (c | 32) === 108)) { p290 = adv(p289 + 1); } else { p290 = -1; if (rec) fail(p289, 15, 4); }
      if (p290 < 0) { p283 = -1;  break L284; }
      var p291;
      if (p290 < n && (c = s.charCodeAt(p290), (c | 32) === 105)) { p291 = adv(p290 + 1); } else { p291 = -1; if (rec) fail(p290, 16, 5); }
      if (p291 < 0) { p283 = -1;  break L284; }
      var p292;
      if (p291 < n && (c = s.charCodeAt(p291), c === 58)) { p292 = adv(p291 + 1); } else { p292 = -1; if (rec) fail(p291, 17, 6); }
      if (p292 < 0) { p283 = -1;  break L284; }
      p283 = p292;
    }
    if (p283 < 0) { out = -1;  break L281; }
    var p293;
    p293 = d11(p283);
    if (p293 < 0) { out = -1;  break L281; }
    var p294;
    if (p293 < n && (c = s.charCodeAt(p293), c === 58)) { p294 = adv(p293 + 1); } else { p294 = -1; if (rec) fail(p293, 0); }
    if (p294 < 0) { out = -1;  break L281; }
    var p295;
    p295 = d12(p294);
    if (p295 < 0) { out = -1;  break L281; }
    out = p295;
  }
  return done(10, out);
}
function d11(p) { // entity-type2
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q296 = p, r297 = 0, e299 = false;
  while (q296 < n) {
    if ((c = s.charCodeAt(q296), c < 128 && T0[c] === 1)) { var k298z = q296; do q296++; while (q296 < n && (c = s.charCodeAt(q296), T0[c] === 1)); r297 += q296 - k298z; adv(q296, 26); continue; }
    var p300;
    p300 = d26(q296);
    if (p300 < 0) break;
    if (p300 === q296) { e299 = true; break; }
    r297++; q296 = p300;
  }
  if (rec && q296 >= n && !e299) fail(q296, 10);
  if (e299 || r297 >= 1) out = q296; else { out = -1;  }
  return done(11, out);
}
function d12(p) { // key2
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L301: {
    var p302;
    p302 = d13(p);
    if (p302 >= 0) { out = p302; break L301; }
    var p303;
    p303 = d24(p);
    if (p303 >= 0) { out = p303; break L301; }
    out = -1;
  }
  return done(12, out);
}
function d13(p) { // tuple2
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L304: {
    var p306;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p306 = adv(p + 1); } else { p306 = -1; if (rec) fail(p, 1); }
    if (p306 < 0) { out = -1;  break L304; }
    var p307;
    p307 = d14(p306);
    if (p307 < 0) { out = -1;  break L304; }
    var p308;
    var q309 = p307, e312 = false;
    while (q309 < n) {
      var p313;
      L314: {
        var p316;
        if (q309 < n && (c = s.charCodeAt(q309), c === 44)) { p316 = adv(q309 + 1); } else { p316 = -1; if (rec) fail(q309, 2); }
        if (p316 < 0) { p313 = -1;  break L314; }
        var p317;
        p317 = d14(p316);
        if (p317 < 0) { p313 = -1;  break L314; }
        p313 = p317;
      }
      if (p313 < 0) break;
      if (p313 === q309) { e312 = true; break; }
      q309 = p313;
    }
    if (rec && q309 >= n && !e312) fail(q309, 2);
    p308 = q309;
    if (p308 < 0) { out = -1;  break L304; }
    var p318;
    if (p308 < n && (c = s.charCodeAt(p308), c === 41)) { p318 = adv(p308 + 1); } else { p318 = -1; if (rec) fail(p308, 3); }
    if (p318 < 0) { out = -1;  break L304; }
    out = p318;
  }
  return done(13, out);
}
function d14(p) { // field2
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L319: {
    var p320;
    L321: {
      var p323;
      p323 = d15(p);
      if (p323 < 0) { p320 = -1;  break L321; }
      var p324;
      var p325;
      look++;
      if (p323 < n && (c = s.charCodeAt(p323), c < 128 && T1[c] === 1)) { p325 = adv(p323 + 1); } else { p325 = -1; if (rec) fail(p323, 4); }
      look--;
      p324 = p325 >= 0 ? p323 : -1;
      if (p324 < 0) { p320 = -1;  break L321; }
      p320 = p324;
    }
    if (p320 >= 0) { out = p320; break L319; }
    var p327;
    p327 = d25(p);
    if (p327 >= 0) { out = p327; break L319; }
    out = -1;
  }
  return done(14, out);
}
function d15(p) { // nested-urn2
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L328: {
    var p330;
    L331: {
      var p333;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p333 = adv(p + 1); } else { p333 = -1; if (rec) fail(p, 11); }
      if (p333 < 0) { p330 = -1;  break L331; }
      var p334;
      if (p333 < n && (c = s.charCodeAt(p333), (c | 32) === 114)) { p334 = adv(p333 + 1); } else { p334 = -1; if (rec) fail(p333, 12, 1); }
      if (p334 < 0) { p330 = -1;  break L331; }
      var p335;
      if (p334 < n && (c = s.charCodeAt(p334), (c | 32) === 110)) { p335 = adv(p334 + 1); } else { p335 = -1; if (rec) fail(p334, 13, 2); }
      if (p335 < 0) { p330 = -1;  break L331; }
      var p336;
      if (p335 < n && (c = s.charCodeAt(p335), c === 58)) { p336 = adv(p335 + 1); } else { p336 = -1; if (rec) fail(p335, 14, 3); }
      if (p336 < 0) { p330 = -1;  break L331; }
      var p337;
      if (p336 < n && (c = s.charCodeAt(p336), (c | 32) === 108)) { p337 = adv(p336 + 1); } else { p337 = -1; if (rec) fail(p336, 15, 4); }
      if (p337 < 0) { p330 = -1;  break L331; }
      var p338;
      if (p337 < n && (c = s.charCodeAt(p337), (c | 32) === 105)) { p338 = adv(p337 + 1); } else { p338 = -1; if (rec) fail(p337, 16, 5); }
      if (p338 < 0) { p330 = -1;  break L331; }
      var p339;
      if (p338 < n && (c = s.charCodeAt(p338), c === 58)) { p339 = adv(p338 + 1); } else { p339 = -1; if (rec) fail(p338, 17, 6); }
      if (p339 < 0) { p330 = -1;  break L331; }
      p330 = p339;
    }
    if (p330 < 0) { out = -1;  break L328; }
    var p340;
    p340 = d16(p330);
    if (p340 < 0) { out = -1;  break L328; }
    var p341;
    if (p340 < n && (c = s.charCodeAt(p340), c === 58)) { p341 = adv(p340 + 1); } else { p341 = -1; if (rec) fail(p340, 0); }
    if (p341 < 0) { out = -1;  break L328; }
    var p342;
    p342 = d17(p341);
    if (p342 < 0) { out = -1;  break L328; }
    out = p342;
  }
  return done(15, out);
}
function d16(p) { // entity-type3
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  var q343 = p, r344 = 0, e346 = false;
  while (q343 < n) {
    if ((c = s.charCodeAt(q343), c < 128 && T0[c] === 1)) { var k345z = q343; do q343++; while (q343 < n && (c = s.charCodeAt(q343), T0[c] === 1)); r344 += q343 - k345z; adv(q343, 26); continue; }
    var p347;
    p347 = d26(q343);
    if (p347 < 0) break;
    if (p347 === q343) { e346 = true; break; }
    r344++; q343 = p347;
  }
  if (rec && q343 >= n && !e346) fail(q343, 10);
  if (e346 || r344 >= 1) out = q343; else { out = -1;  }
  return done(16, out);
}
function d17(p) { // key3
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  L348: {
    var p349;
    p349 = d18(p);
    if (p349 >= 0) { out = p349; break L348; }
    var p350;
    p350 = d24(p);
    if (p350 >= 0) { out = p350; break L348; }
    out = -1;
  }
  return done(17, out);
}
function d18(p) { // tuple3
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  L351: {
    var p353;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p353 = adv(p + 1); } else { p353 = -1; if (rec) fail(p, 1); }
    if (p353 < 0) { out = -1;  break L351; }
    var p354;
    p354 = d19(p353);
    if (p354 < 0) { out = -1;  break L351; }
    var p355;
    var q356 = p354, e359 = false;
    while (q356 < n) {
      var p360;
      L361: {
        var p363;
        if (q356 < n && (c = s.charCodeAt(q356), c === 44)) { p363 = adv(q356 + 1); } else { p363 = -1; if (rec) fail(q356, 2); }
        if (p363 < 0) { p360 = -1;  break L361; }
        var p364;
        p364 = d19(p363);
        if (p364 < 0) { p360 = -1;  break L361; }
        p360 = p364;
      }
      if (p360 < 0) break;
      if (p360 === q356) { e359 = true; break; }
      q356 = p360;
    }
    if (rec && q356 >= n && !e359) fail(q356, 2);
    p355 = q356;
    if (p355 < 0) { out = -1;  break L351; }
    var p365;
    if (p355 < n && (c = s.charCodeAt(p355), c === 41)) { p365 = adv(p355 + 1); } else { p365 = -1; if (rec) fail(p355, 3); }
    if (p365 < 0) { out = -1;  break L351; }
    out = p365;
  }
  return done(18, out);
}
function d19(p) { // field3
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 19;
  L366: {
    var p367;
    L368: {
      var p370;
      p370 = d20(p);
      if (p370 < 0) { p367 = -1;  break L368; }
      var p371;
      var p372;
      look++;
      if (p370 < n && (c = s.charCodeAt(p370), c < 128 && T1[c] === 1)) { p372 = adv(p370 + 1); } else { p372 = -1; if (rec) fail(p370, 4); }
      look--;
      p371 = p372 >= 0 ? p370 : -1;
      if (p371 < 0) { p367 = -1;  break L368; }
      p367 = p371;
    }
    if (p367 >= 0) { out = p367; break L366; }
    var p374;
    p374 = d25(p);
    if (p374 >= 0) { out = p374; break L366; }
    out = -1;
  }
  return done(19, out);
}
function d20(p) { // nested-urn3
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 20;
  L375: {
    var p377;
    L378: {
      var p380;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p380 = adv(p + 1); } else { p380 = -1; if (rec) fail(p, 11); }
      if (p380 < 0) { p377 = -1;  break L378; }
      var p381;
      if (p380 < n && (c = s.charCodeAt(p380), (c | 32) === 114)) { p381 = adv(p380 + 1); } else { p381 = -1; if (rec) fail(p380, 12, 1); }
      if (p381 < 0) { p377 = -1;  break L378; }
      var p382;
      if (p381 < n && (c = s.charCodeAt(p381), (c | 32) === 110)) { p382 = adv(p381 + 1); } else { p382 = -1; if (rec) fail(p381, 13, 2); }
      if (p382 < 0) { p377 = -1;  break L378; }
      var p383;
      if (p382 < n && (c = s.charCodeAt(p382), c === 58)) { p383 = adv(p382 + 1); } else { p383 = -1; if (rec) fail(p382, 14, 3); }
      if (p383 < 0) { p377 = -1;  break L378; }
      var p384;
      if (p383 < n && (c = s.charCodeAt(p383), (c | 32) === 108)) { p384 = adv(p383 + 1); } else { p384 = -1; if (rec) fail(p383, 15, 4); }
      if (p384 < 0) { p377 = -1;  break L378; }
      var p385;
      if (p384 < n && (c = s.charCodeAt(p384), (c | 32) === 105)) { p385 = adv(p384 + 1); } else { p385 = -1; if (rec) fail(p384, 16, 5); }
      if (p385 < 0) { p377 = -1;  break L378; }
      var p386;
      if (p385 < n && (c = s.charCodeAt(p385), c === 58)) { p386 = adv(p385 + 1); } else { p386 = -1; if (rec) fail(p385, 17, 6); }
      if (p386 < 0) { p377 = -1;  break L378; }
      p377 = p386;
    }
    if (p377 < 0) { out = -1;  break L375; }
    var p387;
    p387 = d21(p377);
    if (p387 < 0) { out = -1;  break L375; }
    var p388;
    if (p387 < n && (c = s.charCodeAt(p387), c === 58)) { p388 = adv(p387 + 1); } else { p388 = -1; if (rec) fail(p387, 0); }
    if (p388 < 0) { out = -1;  break L375; }
    var p389;
    p389 = d22(p388);
    if (p389 < 0) { out = -1;  break L375; }
    out = p389;
  }
  return done(20, out);
}
function d21(p) { // entity-type4
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 21;
  var q390 = p, r391 = 0, e393 = false;
  while (q390 < n) {
    if ((c = s.charCodeAt(q390), c < 128 && T0[c] === 1)) { var k392z = q390; do q390++; while (q390 < n && (c = s.charCodeAt(q390), T0[c] === 1)); r391 += q390 - k392z; adv(q390, 26); continue; }
    var p394;
    p394 = d26(q390);
    if (p394 < 0) break;
    if (p394 === q390) { e393 = true; break; }
    r391++; q390 = p394;
  }
  if (rec && q390 >= n && !e393) fail(q390, 10);
  if (e393 || r391 >= 1) out = q390; else { out = -1;  }
  return done(21, out);
}
function d22(p) { // key4
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 22;
  L395: {
    var p396;
    p396 = d23(p);
    if (p396 >= 0) { out = p396; break L395; }
    var p397;
    p397 = d24(p);
    if (p397 >= 0) { out = p397; break L395; }
    out = -1;
  }
  return done(22, out);
}
function d23(p) { // tuple4
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 23;
  L398: {
    var p400;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p400 = adv(p + 1); } else { p400 = -1; if (rec) fail(p, 1); }
    if (p400 < 0) { out = -1;  break L398; }
    var p401;
    p401 = d25(p400);
    if (p401 < 0) { out = -1;  break L398; }
    var p402;
    var q403 = p401, e406 = false;
    while (q403 < n) {
      var p407;
      L408: {
        var p410;
        if (q403 < n && (c = s.charCodeAt(q403), c === 44)) { p410 = adv(q403 + 1); } else { p410 = -1; if (rec) fail(q403, 2); }
        if (p410 < 0) { p407 = -1;  break L408; }
        var p411;
        p411 = d25(p410);
        if (p411 < 0) { p407 = -1;  break L408; }
        p407 = p411;
      }
      if (p407 < 0) break;
      if (p407 === q403) { e406 = true; break; }
      q403 = p407;
    }
    if (rec && q403 >= n && !e406) fail(q403, 2);
    p402 = q403;
    if (p402 < 0) { out = -1;  break L398; }
    var p412;
    if (p402 < n && (c = s.charCodeAt(p402), c === 41)) { p412 = adv(p402 + 1); } else { p412 = -1; if (rec) fail(p402, 3); }
    if (p412 < 0) { out = -1;  break L398; }
    out = p412;
  }
  return done(23, out);
}
function d24(p) { // simple-key
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 24;
  var q413 = p, r414 = 0, e416 = false;
  while (q413 < n) {
    if ((c = s.charCodeAt(q413), c < 128 && T0[c] === 1)) { var k415z = q413; do q413++; while (q413 < n && (c = s.charCodeAt(q413), T0[c] === 1)); r414 += q413 - k415z; adv(q413, 26); continue; }
    var p417;
    p417 = d26(q413);
    if (p417 < 0) break;
    if (p417 === q413) { e416 = true; break; }
    r414++; q413 = p417;
  }
  if (rec && q413 >= n && !e416) fail(q413, 10);
  if (e416 || r414 >= 1) out = q413; else { out = -1;  }
  return done(24, out);
}
function d25(p) { // field-text
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 25;
  var q418 = p, r419 = 0, e421 = false;
  while (q418 < n) {
    if ((c = s.charCodeAt(q418), c < 128 && T0[c] === 1)) { var k420z = q418; do q418++; while (q418 < n && (c = s.charCodeAt(q418), T0[c] === 1)); r419 += q418 - k420z; adv(q418, 26); continue; }
    var p422;
    L423: {
      var p424;
      p424 = d26(q418);
      if (p424 >= 0) { p422 = p424; break L423; }
      var p425;
      if (q418 < n && (c = s.charCodeAt(q418), c === 58)) { p425 = adv(q418 + 1); } else { p425 = -1; if (rec) fail(q418, 0); }
      if (p425 >= 0) { p422 = p425; break L423; }
      p422 = -1;
    }
    if (p422 < 0) break;
    if (p422 === q418) { e421 = true; break; }
    r419++; q418 = p422;
  }
  if (rec && q418 >= n && !e421) fail(q418, 18);
  if (e421 || r419 >= 1) out = q418; else { out = -1;  }
  return done(25, out);
}
function d26(p) { // li-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 26;
  L426: {
    var p427;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p427 = adv(p + 1); } else { p427 = -1; if (rec) fail(p, 5); }
    if (p427 >= 0) { out = p427; break L426; }
    var p428;
    p428 = d32(p);
    if (p428 >= 0) { out = p428; break L426; }
    out = -1;
  }
  return done(26, out);
}
function d32(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 32;
  L429: {
    var p431;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p431 = adv(p + 1); } else { p431 = -1; if (rec) fail(p, 19); }
    if (p431 < 0) { out = -1;  break L429; }
    var p432;
    if (p431 < n && (c = s.charCodeAt(p431), c < 128 && T3[c] === 1)) { p432 = adv(p431 + 1); } else { p432 = -1; if (rec) fail(p431, 8); }
    if (p432 < 0) { out = -1;  break L429; }
    var p433;
    if (p432 < n && (c = s.charCodeAt(p432), c < 128 && T3[c] === 1)) { p433 = adv(p432 + 1); } else { p433 = -1; if (rec) fail(p432, 8); }
    if (p433 < 0) { out = -1;  break L429; }
    out = p433;
  }
  return done(32, out);
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
