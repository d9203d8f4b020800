// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/lex.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T3 = table(65536, '00000000010000401000000000000000');
const T5 = table(65536, '0000000008b300820000000800000001');
const T6 = table(65536, '000000000000ff30efffff70efffff70');
const T7 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["lex-nss","jurisdiction","jurisdiction-code","jurisdiction-unit","local-name","work","authority","measure","details","annex","expression","manifestation","partition-id","lex-element","lex-char","alf-dot","alfadot","alfanum","encoded","other","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[126,126]]},{"set":[[59,59]]},{"set":[[46,46]]},{"set":[[64,64]]},{"set":[[36,36]]},{"set":[[36,36],[58,58],[64,64]]},{"set":[[39,41],[43,45],[59,59],[61,61],[95,95],[124,124]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[39,41],[45,45],[61,61],[95,95]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[37,37],[46,46],[48,57],[65,90],[97,122]]},{"set":[[37,37],[39,41],[43,46],[48,59],[61,61],[65,90],[95,95],[97,122],[124,124]]},{"set":[[36,37],[39,41],[43,46],[48,59],[61,61],[64,90],[95,95],[97,122],[124,124]]},{"set":[[37,37],[39,41],[43,46],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122],[124,124]]},{"set":[[37,37]]}];
const sections = {
  "lex-nss": "RFC 9676 s.2.1",
  "jurisdiction": "RFC 9676 s.2.1",
  "jurisdiction-code": "RFC 9676 s.8",
  "jurisdiction-unit": "RFC 9676 s.8",
  "local-name": "RFC 9676 s.8",
  "work": "RFC 9676 s.8",
  "authority": "RFC 9676 s.8",
  "measure": "RFC 9676 s.8",
  "details": "RFC 9676 s.8",
  "annex": "RFC 9676 s.8",
  "expression": "RFC 9676 s.8",
  "manifestation": "RFC 9676 s.8",
  "partition-id": "RFC 9676 s.5.8",
  "lex-element": "RFC 9676 s.8",
  "lex-char": "RFC 9676 s.8",
  "alf-dot": "RFC 9676 s.8",
  "alfadot": "RFC 9676 s.8",
  "alfanum": "RFC 9676 s.8",
  "encoded": "RFC 9676 s.8",
  "other": "RFC 9676 s.8",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["lex-nss","jurisdiction","jurisdiction-code","jurisdiction-unit","local-name","work","authority","measure","details","annex","expression","manifestation","partition-id","lex-element","lex-char","alf-dot","alfadot","alfanum","encoded","other"];
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
const KEEP = 0;
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
function d0(p) { // lex-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L141: {
    var p143;
    p143 = d1(p);
    if (p143 < 0) { out = -1;  break L141; }
    var p144;
    if (p143 < n && (c = s.charCodeAt(p143), c === 58)) { p144 = adv(p143 + 1); } else { p144 = -1; if (rec) fail(p143, 0); }
    if (p144 < 0) { out = -1;  break L141; }
    var p145;
    p145 = d4(p144);
    if (p145 < 0) { out = -1;  break L141; }
    var p146;
    var q147 = p145, r148 = 0, e150 = false;
    while (q147 < n) {
      var p151;
      L152: {
        var p154;
        if (q147 < n && (c = s.charCodeAt(q147), c === 126)) { p154 = adv(q147 + 1); } else { p154 = -1; if (rec) fail(q147, 1); }
        if (p154 < 0) { p151 = -1;  break L152; }
        var p155;
        p155 = d12(p154);
        if (p155 < 0) { p151 = -1;  break L152; }
        p151 = p155;
      }
      if (p151 < 0) break;
      if (p151 === q147) { e150 = true; break; }
      r148++; q147 = p151;
      if (r148 === 1) break;
    }
    if (rec && q147 >= n && !e150 && r148 < 1) fail(q147, 1);
    p146 = q147;
    if (p146 < 0) { out = -1;  break L141; }
    out = p146;
  }
  return done(0, out);
}
function d1(p) { // jurisdiction
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L156: {
    var p158;
    p158 = d2(p);
    if (p158 < 0) { out = -1;  break L156; }
    var p159;
    var q160 = p158, e163 = false;
    while (q160 < n) {
      var p164;
      L165: {
        var p167;
        if (q160 < n && (c = s.charCodeAt(q160), c === 59)) { p167 = adv(q160 + 1); } else { p167 = -1; if (rec) fail(q160, 2); }
        if (p167 < 0) { p164 = -1;  break L165; }
        var p168;
        p168 = d3(p167);
        if (p168 < 0) { p164 = -1;  break L165; }
        p164 = p168;
      }
      if (p164 < 0) break;
      if (p164 === q160) { e163 = true; break; }
      q160 = p164;
    }
    if (rec && q160 >= n && !e163) fail(q160, 2);
    p159 = q160;
    if (p159 < 0) { out = -1;  break L156; }
    out = p159;
  }
  return done(1, out);
}
function d2(p) { // jurisdiction-code
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L169: {
    var p171;
    p171 = d17(p);
    if (p171 < 0) { out = -1;  break L169; }
    var p172;
    var q173 = p171;
    while (q173 < n && (c = s.charCodeAt(q173), c === 46)) q173++;
    if (look === 0 && q173 > far) far = q173; if (rec) fail(q173, 3);
    p172 = q173;
    if (p172 < 0) { out = -1;  break L169; }
    var p175;
    p175 = d17(p172);
    if (p175 < 0) { out = -1;  break L169; }
    var p176;
    var q177 = p175, e180 = false;
    while (q177 < n) {
      if ((c = s.charCodeAt(q177), c < 128 && T6[c] === 1)) { do q177++; while (q177 < n && (c = s.charCodeAt(q177), T6[c] === 1)); adv(q177, 16); continue; }
      var p181;
      p181 = d16(q177);
      if (p181 < 0) break;
      if (p181 === q177) { e180 = true; break; }
      q177 = p181;
    }
    if (rec && q177 >= n && !e180) fail(q177, 13);
    p176 = q177;
    if (p176 < 0) { out = -1;  break L169; }
    out = p176;
  }
  return done(2, out);
}
function d3(p) { // jurisdiction-unit
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  out = d15(p);
  return done(3, out);
}
function d4(p) { // local-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L182: {
    var p184;
    p184 = d5(p);
    if (p184 < 0) { out = -1;  break L182; }
    var p185;
    var q186 = p184, r187 = 0, e189 = false;
    while (q186 < n) {
      var p190;
      L191: {
        var p193;
        if (q186 < n && (c = s.charCodeAt(q186), c === 64)) { p193 = adv(q186 + 1); } else { p193 = -1; if (rec) fail(q186, 4); }
        if (p193 < 0) { p190 = -1;  break L191; }
        var p194;
        p194 = d10(p193);
        if (p194 < 0) { p190 = -1;  break L191; }
        p190 = p194;
      }
      if (p190 < 0) break;
      if (p190 === q186) { e189 = true; break; }
      r187++; q186 = p190;
      if (r187 === 1) break;
    }
    if (rec && q186 >= n && !e189 && r187 < 1) fail(q186, 4);
    p185 = q186;
    if (p185 < 0) { out = -1;  break L182; }
    var p195;
    var q196 = p185, r197 = 0, e199 = false;
    while (q196 < n) {
      var p200;
      L201: {
        var p203;
        if (q196 < n && (c = s.charCodeAt(q196), c === 36)) { p203 = adv(q196 + 1); } else { p203 = -1; if (rec) fail(q196, 5); }
        if (p203 < 0) { p200 = -1;  break L201; }
        var p204;
        p204 = d11(p203);
        if (p204 < 0) { p200 = -1;  break L201; }
        p200 = p204;
      }
      if (p200 < 0) break;
      if (p200 === q196) { e199 = true; break; }
      r197++; q196 = p200;
      if (r197 === 1) break;
    }
    if (rec && q196 >= n && !e199 && r197 < 1) fail(q196, 5);
    p195 = q196;
    if (p195 < 0) { out = -1;  break L182; }
    out = p195;
  }
  return done(4, out);
}
function d5(p) { // work
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L205: {
    var p207;
    p207 = d6(p);
    if (p207 < 0) { out = -1;  break L205; }
    var p208;
    if (p207 < n && (c = s.charCodeAt(p207), c === 58)) { p208 = adv(p207 + 1); } else { p208 = -1; if (rec) fail(p207, 0); }
    if (p208 < 0) { out = -1;  break L205; }
    var p209;
    p209 = d7(p208);
    if (p209 < 0) { out = -1;  break L205; }
    var p210;
    if (p209 < n && (c = s.charCodeAt(p209), c === 58)) { p210 = adv(p209 + 1); } else { p210 = -1; if (rec) fail(p209, 0); }
    if (p210 < 0) { out = -1;  break L205; }
    var p211;
    p211 = d8(p210);
    if (p211 < 0) { out = -1;  break L205; }
    var p212;
    var q213 = p211, e216 = false;
    while (q213 < n) {
      var p217;
      L218: {
        var p220;
        if (q213 < n && (c = s.charCodeAt(q213), c === 58)) { p220 = adv(q213 + 1); } else { p220 = -1; if (rec) fail(q213, 0); }
        if (p220 < 0) { p217 = -1;  break L218; }
        var p221;
        p221 = d9(p220);
        if (p221 < 0) { p217 = -1;  break L218; }
        p217 = p221;
      }
      if (p217 < 0) break;
      if (p217 === q213) { e216 = true; break; }
      q213 = p217;
    }
    if (rec && q213 >= n && !e216) fail(q213, 0);
    p212 = q213;
    if (p212 < 0) { out = -1;  break L205; }
    out = p212;
  }
  return done(5, out);
}
function d6(p) { // authority
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  out = d13(p);
  return done(6, out);
}
function d7(p) { // measure
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  out = d13(p);
  return done(7, out);
}
function d8(p) { // details
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  out = d13(p);
  return done(8, out);
}
function d9(p) { // annex
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  out = d13(p);
  return done(9, out);
}
function d10(p) { // expression
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L222: {
    var p224;
    p224 = d17(p);
    if (p224 < 0) { out = -1;  break L222; }
    var p225;
    var q226 = p224, e229 = false;
    while (q226 < n) {
      if ((c = s.charCodeAt(q226), c < 128 && T5[c] === 1)) { do q226++; while (q226 < n && (c = s.charCodeAt(q226), T5[c] === 1)); adv(q226, 14); continue; }
      var p230;
      L231: {
        var p232;
        p232 = d14(q226);
        if (p232 >= 0) { p230 = p232; break L231; }
        var p233;
        if (q226 < n && (c = s.charCodeAt(q226), c === 58)) { p233 = adv(q226 + 1); } else { p233 = -1; if (rec) fail(q226, 0); }
        if (p233 >= 0) { p230 = p233; break L231; }
        p230 = -1;
      }
      if (p230 < 0) break;
      if (p230 === q226) { e229 = true; break; }
      q226 = p230;
    }
    if (rec && q226 >= n && !e229) fail(q226, 14);
    p225 = q226;
    if (p225 < 0) { out = -1;  break L222; }
    out = p225;
  }
  return done(10, out);
}
function d11(p) { // manifestation
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L234: {
    var p236;
    p236 = d17(p);
    if (p236 < 0) { out = -1;  break L234; }
    var p237;
    var q238 = p236, e241 = false;
    while (q238 < n) {
      if ((c = s.charCodeAt(q238), c < 128 && T5[c] === 1)) { do q238++; while (q238 < n && (c = s.charCodeAt(q238), T5[c] === 1)); adv(q238, 14); continue; }
      var p242;
      L243: {
        var p244;
        p244 = d14(q238);
        if (p244 >= 0) { p242 = p244; break L243; }
        var p245;
        if (q238 < n && (c = s.charCodeAt(q238), c === 58)) { p245 = adv(q238 + 1); } else { p245 = -1; if (rec) fail(q238, 0); }
        if (p245 >= 0) { p242 = p245; break L243; }
        p242 = -1;
      }
      if (p242 < 0) break;
      if (p242 === q238) { e241 = true; break; }
      q238 = p242;
    }
    if (rec && q238 >= n && !e241) fail(q238, 14);
    p237 = q238;
    if (p237 < 0) { out = -1;  break L234; }
    out = p237;
  }
  return done(11, out);
}
function d12(p) { // partition-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  var q246 = p, r247 = 0, e249 = false;
  while (q246 < n) {
    if ((c = s.charCodeAt(q246), c < 128 && T3[c] === 1)) { var k248z = q246; do q246++; while (q246 < n && (c = s.charCodeAt(q246), T3[c] === 1)); r247 += q246 - k248z; adv(q246); continue; }
    var p250;
    L251: {
      var p252;
      if (q246 < n && (c = s.charCodeAt(q246), c < 128 && T3[c] === 1)) { p252 = adv(q246 + 1); } else { p252 = -1; if (rec) fail(q246, 6); }
      if (p252 >= 0) { p250 = p252; break L251; }
      var p253;
      p253 = d14(q246);
      if (p253 >= 0) { p250 = p253; break L251; }
      p250 = -1;
    }
    if (p250 < 0) break;
    if (p250 === q246) { e249 = true; break; }
    r247++; q246 = p250;
  }
  if (rec && q246 >= n && !e249) fail(q246, 15);
  if (e249 || r247 >= 1) out = q246; else { out = -1;  }
  return done(12, out);
}
function d13(p) { // lex-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L254: {
    var p256;
    p256 = d17(p);
    if (p256 < 0) { out = -1;  break L254; }
    var p257;
    var q258 = p256, e261 = false;
    while (q258 < n) {
      if ((c = s.charCodeAt(q258), c < 128 && T5[c] === 1)) { do q258++; while (q258 < n && (c = s.charCodeAt(q258), T5[c] === 1)); adv(q258, 14); continue; }
      var p262;
      p262 = d14(q258);
      if (p262 < 0) break;
      if (p262 === q258) { e261 = true; break; }
      q258 = p262;
    }
    if (rec && q258 >= n && !e261) fail(q258, 16);
    p257 = q258;
    if (p257 < 0) { out = -1;  break L254; }
    out = p257;
  }
  return done(13, out);
}
function d14(p) { // lex-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L263: {
    var p264;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p264 = adv(p + 1); } else { p264 = -1; if (rec) fail(p, 7); }
    if (p264 >= 0) { out = p264; break L263; }
    var p265;
    p265 = d16(p);
    if (p265 >= 0) { out = p265; break L263; }
    out = -1;
  }
  return done(14, out);
}
function d15(p) { // alf-dot
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L266: {
    var p268;
    p268 = d17(p);
    if (p268 < 0) { out = -1;  break L266; }
    var p269;
    var q270 = p268, e273 = false;
    while (q270 < n) {
      if ((c = s.charCodeAt(q270), c < 128 && T6[c] === 1)) { do q270++; while (q270 < n && (c = s.charCodeAt(q270), T6[c] === 1)); adv(q270, 16); continue; }
      var p274;
      p274 = d16(q270);
      if (p274 < 0) break;
      if (p274 === q270) { e273 = true; break; }
      q270 = p274;
    }
    if (rec && q270 >= n && !e273) fail(q270, 13);
    p269 = q270;
    if (p269 < 0) { out = -1;  break L266; }
    out = p269;
  }
  return done(15, out);
}
function d16(p) { // alfadot
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  L275: {
    var p276;
    p276 = d17(p);
    if (p276 >= 0) { out = p276; break L275; }
    var p277;
    if (p < n && (c = s.charCodeAt(p), c === 46)) { p277 = adv(p + 1); } else { p277 = -1; if (rec) fail(p, 3); }
    if (p277 >= 0) { out = p277; break L275; }
    out = -1;
  }
  return done(16, out);
}
function d17(p) { // alfanum
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  L278: {
    var p279;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p279 = adv(p + 1); } else { p279 = -1; if (rec) fail(p, 8); }
    if (p279 >= 0) { out = p279; break L278; }
    var p280;
    p280 = d18(p);
    if (p280 >= 0) { out = p280; break L278; }
    out = -1;
  }
  return done(17, out);
}
function d18(p) { // encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  L281: {
    var p283;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p283 = adv(p + 1); } else { p283 = -1; if (rec) fail(p, 17); }
    if (p283 < 0) { out = -1;  break L281; }
    var p284;
    var q285 = p283, r286 = 0, e288 = false;
    while (q285 < n) {
      var p289;
      if (q285 < n && (c = s.charCodeAt(q285), c < 128 && T7[c] === 1)) { p289 = adv(q285 + 1); } else { p289 = -1; if (rec) fail(q285, 12); }
      if (p289 < 0) break;
      if (p289 === q285) { e288 = true; break; }
      r286++; q285 = p289;
      if (r286 === 2) break;
    }
    if (rec && q285 >= n && !e288 && r286 < 2) fail(q285, 12);
    if (e288 || r286 >= 2) p284 = q285; else { p284 = -1;  }
    if (p284 < 0) { out = -1;  break L281; }
    out = p284;
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
