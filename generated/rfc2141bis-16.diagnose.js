// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc2141bis-16.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(128, '000000000002ff30efffff70efffff70');
const T3 = table(65536, '00000000000800080000000000000000');
const T7 = table(128, '000000000000ff30e7000000e7000000');
const T8 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","rq-components","q-component","r-component","f-component","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[35,35]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[63,63]]},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"literal":"?=","caseless":true,"at":0},{"literal":"=","caseless":true,"at":1},{"literal":"?+","caseless":true,"at":0},{"literal":"+","caseless":true,"at":1},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "namestring": "bis-16 s.2",
  "assigned-name": "bis-16 s.2",
  "NID": "bis-16 s.2.1",
  "ldh": "bis-16 s.2.1",
  "alphanum": "bis-16 s.2.1",
  "NSS": "bis-16 s.2.2",
  "rq-components": "bis-16 s.2.3",
  "q-component": "bis-16 s.2.3.1",
  "r-component": "bis-16 s.2.3.2",
  "f-component": "bis-16 s.2.3.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","rq-components","q-component","r-component","f-component"];
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
const KEEP = 2;
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
function d0(p) { // namestring
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L124: {
    var p126;
    p126 = d1(p);
    if (p126 < 0) { out = -1;  break L124; }
    var p127;
    var q128 = p126, r129 = 0, e131 = false;
    while (q128 < n) {
      var p132;
      p132 = d6(q128);
      if (p132 < 0) break;
      if (p132 === q128) { e131 = true; break; }
      r129++; q128 = p132;
      if (r129 === 1) break;
    }
    if (rec && q128 >= n && !e131 && r129 < 1) fail(q128, 12);
    p127 = q128;
    if (p127 < 0) { out = -1;  break L124; }
    var p133;
    var q134 = p127, r135 = 0, e137 = false;
    while (q134 < n) {
      var p138;
      L139: {
        var p141;
        if (q134 < n && (c = s.charCodeAt(q134), c === 35)) { p141 = adv(q134 + 1); } else { p141 = -1; if (rec) fail(q134, 0); }
        if (p141 < 0) { p138 = -1;  break L139; }
        var p142;
        p142 = d9(p141);
        if (p142 < 0) { p138 = -1;  break L139; }
        p138 = p142;
      }
      if (p138 < 0) break;
      if (p138 === q134) { e137 = true; break; }
      r135++; q134 = p138;
      if (r135 === 1) break;
    }
    if (rec && q134 >= n && !e137 && r135 < 1) fail(q134, 0);
    p133 = q134;
    if (p133 < 0) { out = -1;  break L124; }
    out = p133;
  }
  return done(0, out);
}
function d1(p) { // assigned-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L143: {
    var p145;
    L146: {
      var p148;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p148 = adv(p + 1); } else { p148 = -1; if (rec) fail(p, 13); }
      if (p148 < 0) { p145 = -1;  break L146; }
      var p149;
      if (p148 < n && (c = s.charCodeAt(p148), (c | 32) === 114)) { p149 = adv(p148 + 1); } else { p149 = -1; if (rec) fail(p148, 14, 1); }
      if (p149 < 0) { p145 = -1;  break L146; }
      var p150;
      if (p149 < n && (c = s.charCodeAt(p149), (c | 32) === 110)) { p150 = adv(p149 + 1); } else { p150 = -1; if (rec) fail(p149, 15, 2); }
      if (p150 < 0) { p145 = -1;  break L146; }
      p145 = p150;
    }
    if (p145 < 0) { out = -1;  break L143; }
    var p151;
    if (p145 < n && (c = s.charCodeAt(p145), c === 58)) { p151 = adv(p145 + 1); } else { p151 = -1; if (rec) fail(p145, 1); }
    if (p151 < 0) { out = -1;  break L143; }
    var p152;
    p152 = d2(p151);
    if (p152 < 0) { out = -1;  break L143; }
    var p153;
    if (p152 < n && (c = s.charCodeAt(p152), c === 58)) { p153 = adv(p152 + 1); } else { p153 = -1; if (rec) fail(p152, 1); }
    if (p153 < 0) { out = -1;  break L143; }
    var p154;
    p154 = d5(p153);
    if (p154 < 0) { out = -1;  break L143; }
    out = p154;
  }
  return done(1, out);
}
function d2(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L155: {
    var p157;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p157 = adv(p + 1); } else { p157 = -1; if (rec) fail(p, 2); }
    if (p157 < 0) { out = -1;  break L155; }
    var p158;
    var q159 = p157, r160 = 0, e162 = false;
    while (q159 < n) {
      var p163;
      L164: {
        var p166;
        if (q159 < n && (c = s.charCodeAt(q159), c < 128 && T1[c] === 1)) { p166 = adv(q159 + 1); } else { p166 = -1; if (rec) fail(q159, 3); }
        if (p166 < 0) { p163 = -1;  break L164; }
        var p167;
        var p168;
        look++;
        if (p166 < n && (c = s.charCodeAt(p166), c < 128 && T1[c] === 1)) { p168 = adv(p166 + 1); } else { p168 = -1; if (rec) fail(p166, 3); }
        look--;
        p167 = p168 >= 0 ? p166 : -1;
        if (p167 < 0) { p163 = -1;  break L164; }
        p163 = p167;
      }
      if (p163 < 0) break;
      if (p163 === q159) { e162 = true; break; }
      r160++; q159 = p163;
      if (r160 === 30) break;
    }
    if (rec && q159 >= n && !e162 && r160 < 30) fail(q159, 3);
    p158 = q159;
    if (p158 < 0) { out = -1;  break L155; }
    var p170;
    if (p158 < n && (c = s.charCodeAt(p158), c < 128 && T0[c] === 1)) { p170 = adv(p158 + 1); } else { p170 = -1; if (rec) fail(p158, 2); }
    if (p170 < 0) { out = -1;  break L155; }
    out = p170;
  }
  return done(2, out);
}
function d5(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L171: {
    var p173;
    p173 = d13(p);
    if (p173 < 0) { out = -1;  break L171; }
    var p174;
    var q175 = p173, e178 = false;
    while (q175 < n) {
      if ((c = s.charCodeAt(q175), c < 128 && T8[c] === 1)) { do q175++; while (q175 < n && (c = s.charCodeAt(q175), T8[c] === 1)); adv(q175, 13); continue; }
      var p179;
      L180: {
        var p181;
        p181 = d13(q175);
        if (p181 >= 0) { p179 = p181; break L180; }
        var p182;
        if (q175 < n && (c = s.charCodeAt(q175), c === 47)) { p182 = adv(q175 + 1); } else { p182 = -1; if (rec) fail(q175, 4); }
        if (p182 >= 0) { p179 = p182; break L180; }
        p179 = -1;
      }
      if (p179 < 0) break;
      if (p179 === q175) { e178 = true; break; }
      q175 = p179;
    }
    if (rec && q175 >= n && !e178) fail(q175, 16);
    p174 = q175;
    if (p174 < 0) { out = -1;  break L171; }
    out = p174;
  }
  return done(5, out);
}
function d6(p) { // rq-components
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L183: {
    var p184;
    L185: {
      var p187;
      L188: {
        var p190;
        if (p < n && (c = s.charCodeAt(p), c === 63)) { p190 = adv(p + 1); } else { p190 = -1; if (rec) fail(p, 17); }
        if (p190 < 0) { p187 = -1;  break L188; }
        var p191;
        if (p190 < n && (c = s.charCodeAt(p190), c === 61)) { p191 = adv(p190 + 1); } else { p191 = -1; if (rec) fail(p190, 18, 1); }
        if (p191 < 0) { p187 = -1;  break L188; }
        p187 = p191;
      }
      if (p187 < 0) { p184 = -1;  break L185; }
      var p192;
      p192 = d7(p187);
      if (p192 < 0) { p184 = -1;  break L185; }
      var p193;
      var q194 = p192, r195 = 0, e197 = false;
      while (q194 < n) {
        var p198;
        L199: {
          var p201;
          L202: {
            var p204;
            if (q194 < n && (c = s.charCodeAt(q194), c === 63)) { p204 = adv(q194 + 1); } else { p204 = -1; if (rec) fail(q194, 19); }
            if (p204 < 0) { p201 = -1;  break L202; }
            var p205;
            if (p204 < n && (c = s.charCodeAt(p204), c === 43)) { p205 = adv(p204 + 1); } else { p205 = -1; if (rec) fail(p204, 20, 1); }
            if (p205 < 0) { p201 = -1;  break L202; }
            p201 = p205;
          }
          if (p201 < 0) { p198 = -1;  break L199; }
          var p206;
          p206 = d8(p201);
          if (p206 < 0) { p198 = -1;  break L199; }
          p198 = p206;
        }
        if (p198 < 0) break;
        if (p198 === q194) { e197 = true; break; }
        r195++; q194 = p198;
        if (r195 === 1) break;
      }
      if (rec && q194 >= n && !e197 && r195 < 1) fail(q194, 12);
      p193 = q194;
      if (p193 < 0) { p184 = -1;  break L185; }
      p184 = p193;
    }
    if (p184 >= 0) { out = p184; break L183; }
    var p207;
    L208: {
      var p210;
      L211: {
        var p213;
        if (p < n && (c = s.charCodeAt(p), c === 63)) { p213 = adv(p + 1); } else { p213 = -1; if (rec) fail(p, 19); }
        if (p213 < 0) { p210 = -1;  break L211; }
        var p214;
        if (p213 < n && (c = s.charCodeAt(p213), c === 43)) { p214 = adv(p213 + 1); } else { p214 = -1; if (rec) fail(p213, 20, 1); }
        if (p214 < 0) { p210 = -1;  break L211; }
        p210 = p214;
      }
      if (p210 < 0) { p207 = -1;  break L208; }
      var p215;
      p215 = d8(p210);
      if (p215 < 0) { p207 = -1;  break L208; }
      var p216;
      var q217 = p215, r218 = 0, e220 = false;
      while (q217 < n) {
        var p221;
        L222: {
          var p224;
          L225: {
            var p227;
            if (q217 < n && (c = s.charCodeAt(q217), c === 63)) { p227 = adv(q217 + 1); } else { p227 = -1; if (rec) fail(q217, 17); }
            if (p227 < 0) { p224 = -1;  break L225; }
            var p228;
            if (p227 < n && (c = s.charCodeAt(p227), c === 61)) { p228 = adv(p227 + 1); } else { p228 = -1; if (rec) fail(p227, 18, 1); }
            if (p228 < 0) { p224 = -1;  break L225; }
            p224 = p228;
          }
          if (p224 < 0) { p221 = -1;  break L222; }
          var p229;
          p229 = d7(p224);
          if (p229 < 0) { p221 = -1;  break L222; }
          p221 = p229;
        }
        if (p221 < 0) break;
        if (p221 === q217) { e220 = true; break; }
        r218++; q217 = p221;
        if (r218 === 1) break;
      }
      if (rec && q217 >= n && !e220 && r218 < 1) fail(q217, 12);
      p216 = q217;
      if (p216 < 0) { p207 = -1;  break L208; }
      p207 = p216;
    }
    if (p207 >= 0) { out = p207; break L183; }
    out = -1;
  }
  return done(6, out);
}
function d7(p) { // q-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L230: {
    var p232;
    p232 = d13(p);
    if (p232 < 0) { out = -1;  break L230; }
    var p233;
    var q234 = p232, e237 = false;
    while (q234 < n) {
      if ((c = s.charCodeAt(q234), c === 47)) { do q234++; while (q234 < n && (c = s.charCodeAt(q234), c === 47)); adv(q234); continue; }
      var p238;
      L239: {
        var p241;
        var p242;
        look++; nots++;
        L244: {
          var p246;
          if (q234 < n && (c = s.charCodeAt(q234), c === 63)) { p246 = adv(q234 + 1); } else { p246 = -1; if (rec) fail(q234, 19); }
          if (p246 < 0) { p242 = -1;  break L244; }
          var p247;
          if (p246 < n && (c = s.charCodeAt(p246), c === 43)) { p247 = adv(p246 + 1); } else { p247 = -1; if (rec) fail(p246, 20, 1); }
          if (p247 < 0) { p242 = -1;  break L244; }
          p242 = p247;
        }
        look--; nots--;
        p241 = p242 >= 0 ? -1 : q234;
        if (p241 < 0) { p238 = -1;  break L239; }
        var p248;
        L249: {
          var p250;
          if (p241 < n && (c = s.charCodeAt(p241), c < 128 && T3[c] === 1)) { p250 = adv(p241 + 1); } else { p250 = -1; if (rec) fail(p241, 5); }
          if (p250 >= 0) { p248 = p250; break L249; }
          var p251;
          p251 = d13(p241);
          if (p251 >= 0) { p248 = p251; break L249; }
          p248 = -1;
        }
        if (p248 < 0) { p238 = -1;  break L239; }
        p238 = p248;
      }
      if (p238 < 0) break;
      if (p238 === q234) { e237 = true; break; }
      q234 = p238;
    }
    p233 = q234;
    if (p233 < 0) { out = -1;  break L230; }
    out = p233;
  }
  return done(7, out);
}
function d8(p) { // r-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L252: {
    var p254;
    p254 = d13(p);
    if (p254 < 0) { out = -1;  break L252; }
    var p255;
    var q256 = p254, e259 = false;
    while (q256 < n) {
      if ((c = s.charCodeAt(q256), c === 47)) { do q256++; while (q256 < n && (c = s.charCodeAt(q256), c === 47)); adv(q256); continue; }
      var p260;
      L261: {
        var p263;
        var p264;
        look++; nots++;
        L266: {
          var p268;
          if (q256 < n && (c = s.charCodeAt(q256), c === 63)) { p268 = adv(q256 + 1); } else { p268 = -1; if (rec) fail(q256, 17); }
          if (p268 < 0) { p264 = -1;  break L266; }
          var p269;
          if (p268 < n && (c = s.charCodeAt(p268), c === 61)) { p269 = adv(p268 + 1); } else { p269 = -1; if (rec) fail(p268, 18, 1); }
          if (p269 < 0) { p264 = -1;  break L266; }
          p264 = p269;
        }
        look--; nots--;
        p263 = p264 >= 0 ? -1 : q256;
        if (p263 < 0) { p260 = -1;  break L261; }
        var p270;
        L271: {
          var p272;
          if (p263 < n && (c = s.charCodeAt(p263), c < 128 && T3[c] === 1)) { p272 = adv(p263 + 1); } else { p272 = -1; if (rec) fail(p263, 5); }
          if (p272 >= 0) { p270 = p272; break L271; }
          var p273;
          p273 = d13(p263);
          if (p273 >= 0) { p270 = p273; break L271; }
          p270 = -1;
        }
        if (p270 < 0) { p260 = -1;  break L261; }
        p260 = p270;
      }
      if (p260 < 0) break;
      if (p260 === q256) { e259 = true; break; }
      q256 = p260;
    }
    p255 = q256;
    if (p255 < 0) { out = -1;  break L252; }
    out = p255;
  }
  return done(8, out);
}
function d9(p) { // f-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q274 = p, e277 = false;
  while (q274 < n) {
    if ((c = s.charCodeAt(q274), c < 128 && T3[c] === 1)) { do q274++; while (q274 < n && (c = s.charCodeAt(q274), T3[c] === 1)); adv(q274); continue; }
    var p278;
    L279: {
      var p280;
      if (q274 < n && (c = s.charCodeAt(q274), c < 128 && T3[c] === 1)) { p280 = adv(q274 + 1); } else { p280 = -1; if (rec) fail(q274, 5); }
      if (p280 >= 0) { p278 = p280; break L279; }
      var p281;
      p281 = d13(q274);
      if (p281 >= 0) { p278 = p281; break L279; }
      p278 = -1;
    }
    if (p278 < 0) break;
    if (p278 === q274) { e277 = true; break; }
    q274 = p278;
  }
  if (rec && q274 >= n && !e277) fail(q274, 21);
  out = q274;
  return done(9, out);
}
function d13(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L282: {
    var p283;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p283 = adv(p + 1); } else { p283 = -1; if (rec) fail(p, 9); }
    if (p283 >= 0) { out = p283; break L282; }
    var p284;
    p284 = d15(p);
    if (p284 >= 0) { out = p284; break L282; }
    out = -1;
  }
  return done(13, out);
}
function d15(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L285: {
    var p287;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p287 = adv(p + 1); } else { p287 = -1; if (rec) fail(p, 22); }
    if (p287 < 0) { out = -1;  break L285; }
    var p288;
    if (p287 < n && (c = s.charCodeAt(p287), c < 128 && T7[c] === 1)) { p288 = adv(p287 + 1); } else { p288 = -1; if (rec) fail(p287, 8); }
    if (p288 < 0) { out = -1;  break L285; }
    var p289;
    if (p288 < n && (c = s.charCodeAt(p288), c < 128 && T7[c] === 1)) { p289 = adv(p288 + 1); } else { p289 = -1; if (rec) fail(p288, 8); }
    if (p289 < 0) { out = -1;  break L285; }
    out = p289;
  }
  return done(15, out);
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
