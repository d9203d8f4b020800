// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc2141bis-15.abnf + grammar/core.abnf
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
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","rq-components","q-component","r-component","resolverID","f-component","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[35,35]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[63,63]]},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"literal":"?=","caseless":true,"at":0},{"literal":"=","caseless":true,"at":1},{"literal":"?+","caseless":true,"at":0},{"literal":"+","caseless":true,"at":1},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "namestring": "bis-15 s.2",
  "assigned-name": "bis-15 s.2",
  "NID": "bis-15 s.2.1",
  "ldh": "bis-15 s.2.1",
  "alphanum": "bis-15 s.2.1",
  "NSS": "bis-15 s.2.2",
  "rq-components": "bis-15 s.2.3",
  "q-component": "bis-15 s.2.3.1",
  "r-component": "bis-15 s.2.3.2",
  "resolverID": "bis-15 s.2.3.2",
  "f-component": "bis-15 s.2.3.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","rq-components","q-component","r-component","resolverID","f-component"];
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
  L133: {
    var p135;
    p135 = d1(p);
    if (p135 < 0) { out = -1;  break L133; }
    var p136;
    var q137 = p135, r138 = 0, e140 = false;
    while (q137 < n) {
      var p141;
      p141 = d6(q137);
      if (p141 < 0) break;
      if (p141 === q137) { e140 = true; break; }
      r138++; q137 = p141;
      if (r138 === 1) break;
    }
    if (rec && q137 >= n && !e140 && r138 < 1) fail(q137, 12);
    p136 = q137;
    if (p136 < 0) { out = -1;  break L133; }
    var p142;
    var q143 = p136, r144 = 0, e146 = false;
    while (q143 < n) {
      var p147;
      L148: {
        var p150;
        if (q143 < n && (c = s.charCodeAt(q143), c === 35)) { p150 = adv(q143 + 1); } else { p150 = -1; if (rec) fail(q143, 0); }
        if (p150 < 0) { p147 = -1;  break L148; }
        var p151;
        p151 = d10(p150);
        if (p151 < 0) { p147 = -1;  break L148; }
        p147 = p151;
      }
      if (p147 < 0) break;
      if (p147 === q143) { e146 = true; break; }
      r144++; q143 = p147;
      if (r144 === 1) break;
    }
    if (rec && q143 >= n && !e146 && r144 < 1) fail(q143, 0);
    p142 = q143;
    if (p142 < 0) { out = -1;  break L133; }
    out = p142;
  }
  return done(0, out);
}
function d1(p) { // assigned-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L152: {
    var p154;
    L155: {
      var p157;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p157 = adv(p + 1); } else { p157 = -1; if (rec) fail(p, 13); }
      if (p157 < 0) { p154 = -1;  break L155; }
      var p158;
      if (p157 < n && (c = s.charCodeAt(p157), (c | 32) === 114)) { p158 = adv(p157 + 1); } else { p158 = -1; if (rec) fail(p157, 14, 1); }
      if (p158 < 0) { p154 = -1;  break L155; }
      var p159;
      if (p158 < n && (c = s.charCodeAt(p158), (c | 32) === 110)) { p159 = adv(p158 + 1); } else { p159 = -1; if (rec) fail(p158, 15, 2); }
      if (p159 < 0) { p154 = -1;  break L155; }
      p154 = p159;
    }
    if (p154 < 0) { out = -1;  break L152; }
    var p160;
    if (p154 < n && (c = s.charCodeAt(p154), c === 58)) { p160 = adv(p154 + 1); } else { p160 = -1; if (rec) fail(p154, 1); }
    if (p160 < 0) { out = -1;  break L152; }
    var p161;
    p161 = d2(p160);
    if (p161 < 0) { out = -1;  break L152; }
    var p162;
    if (p161 < n && (c = s.charCodeAt(p161), c === 58)) { p162 = adv(p161 + 1); } else { p162 = -1; if (rec) fail(p161, 1); }
    if (p162 < 0) { out = -1;  break L152; }
    var p163;
    p163 = d5(p162);
    if (p163 < 0) { out = -1;  break L152; }
    out = p163;
  }
  return done(1, out);
}
function d2(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L164: {
    var p166;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p166 = adv(p + 1); } else { p166 = -1; if (rec) fail(p, 2); }
    if (p166 < 0) { out = -1;  break L164; }
    var p167;
    var q168 = p166, r169 = 0, e171 = false;
    while (q168 < n) {
      var p172;
      L173: {
        var p175;
        if (q168 < n && (c = s.charCodeAt(q168), c < 128 && T1[c] === 1)) { p175 = adv(q168 + 1); } else { p175 = -1; if (rec) fail(q168, 3); }
        if (p175 < 0) { p172 = -1;  break L173; }
        var p176;
        var p177;
        look++;
        if (p175 < n && (c = s.charCodeAt(p175), c < 128 && T1[c] === 1)) { p177 = adv(p175 + 1); } else { p177 = -1; if (rec) fail(p175, 3); }
        look--;
        p176 = p177 >= 0 ? p175 : -1;
        if (p176 < 0) { p172 = -1;  break L173; }
        p172 = p176;
      }
      if (p172 < 0) break;
      if (p172 === q168) { e171 = true; break; }
      r169++; q168 = p172;
      if (r169 === 30) break;
    }
    if (rec && q168 >= n && !e171 && r169 < 30) fail(q168, 3);
    p167 = q168;
    if (p167 < 0) { out = -1;  break L164; }
    var p179;
    if (p167 < n && (c = s.charCodeAt(p167), c < 128 && T0[c] === 1)) { p179 = adv(p167 + 1); } else { p179 = -1; if (rec) fail(p167, 2); }
    if (p179 < 0) { out = -1;  break L164; }
    out = p179;
  }
  return done(2, out);
}
function d5(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L180: {
    var p182;
    p182 = d14(p);
    if (p182 < 0) { out = -1;  break L180; }
    var p183;
    var q184 = p182, e187 = false;
    while (q184 < n) {
      if ((c = s.charCodeAt(q184), c < 128 && T8[c] === 1)) { do q184++; while (q184 < n && (c = s.charCodeAt(q184), T8[c] === 1)); adv(q184, 14); continue; }
      var p188;
      L189: {
        var p190;
        p190 = d14(q184);
        if (p190 >= 0) { p188 = p190; break L189; }
        var p191;
        if (q184 < n && (c = s.charCodeAt(q184), c === 47)) { p191 = adv(q184 + 1); } else { p191 = -1; if (rec) fail(q184, 4); }
        if (p191 >= 0) { p188 = p191; break L189; }
        p188 = -1;
      }
      if (p188 < 0) break;
      if (p188 === q184) { e187 = true; break; }
      q184 = p188;
    }
    if (rec && q184 >= n && !e187) fail(q184, 16);
    p183 = q184;
    if (p183 < 0) { out = -1;  break L180; }
    out = p183;
  }
  return done(5, out);
}
function d6(p) { // rq-components
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L192: {
    var p193;
    L194: {
      var p196;
      L197: {
        var p199;
        if (p < n && (c = s.charCodeAt(p), c === 63)) { p199 = adv(p + 1); } else { p199 = -1; if (rec) fail(p, 17); }
        if (p199 < 0) { p196 = -1;  break L197; }
        var p200;
        if (p199 < n && (c = s.charCodeAt(p199), c === 61)) { p200 = adv(p199 + 1); } else { p200 = -1; if (rec) fail(p199, 18, 1); }
        if (p200 < 0) { p196 = -1;  break L197; }
        p196 = p200;
      }
      if (p196 < 0) { p193 = -1;  break L194; }
      var p201;
      p201 = d7(p196);
      if (p201 < 0) { p193 = -1;  break L194; }
      var p202;
      var q203 = p201, r204 = 0, e206 = false;
      while (q203 < n) {
        var p207;
        L208: {
          var p210;
          L211: {
            var p213;
            if (q203 < n && (c = s.charCodeAt(q203), c === 63)) { p213 = adv(q203 + 1); } else { p213 = -1; if (rec) fail(q203, 19); }
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
          p207 = p215;
        }
        if (p207 < 0) break;
        if (p207 === q203) { e206 = true; break; }
        r204++; q203 = p207;
        if (r204 === 1) break;
      }
      if (rec && q203 >= n && !e206 && r204 < 1) fail(q203, 12);
      p202 = q203;
      if (p202 < 0) { p193 = -1;  break L194; }
      p193 = p202;
    }
    if (p193 >= 0) { out = p193; break L192; }
    var p216;
    L217: {
      var p219;
      L220: {
        var p222;
        if (p < n && (c = s.charCodeAt(p), c === 63)) { p222 = adv(p + 1); } else { p222 = -1; if (rec) fail(p, 19); }
        if (p222 < 0) { p219 = -1;  break L220; }
        var p223;
        if (p222 < n && (c = s.charCodeAt(p222), c === 43)) { p223 = adv(p222 + 1); } else { p223 = -1; if (rec) fail(p222, 20, 1); }
        if (p223 < 0) { p219 = -1;  break L220; }
        p219 = p223;
      }
      if (p219 < 0) { p216 = -1;  break L217; }
      var p224;
      p224 = d8(p219);
      if (p224 < 0) { p216 = -1;  break L217; }
      var p225;
      var q226 = p224, r227 = 0, e229 = false;
      while (q226 < n) {
        var p230;
        L231: {
          var p233;
          L234: {
            var p236;
            if (q226 < n && (c = s.charCodeAt(q226), c === 63)) { p236 = adv(q226 + 1); } else { p236 = -1; if (rec) fail(q226, 17); }
            if (p236 < 0) { p233 = -1;  break L234; }
            var p237;
            if (p236 < n && (c = s.charCodeAt(p236), c === 61)) { p237 = adv(p236 + 1); } else { p237 = -1; if (rec) fail(p236, 18, 1); }
            if (p237 < 0) { p233 = -1;  break L234; }
            p233 = p237;
          }
          if (p233 < 0) { p230 = -1;  break L231; }
          var p238;
          p238 = d7(p233);
          if (p238 < 0) { p230 = -1;  break L231; }
          p230 = p238;
        }
        if (p230 < 0) break;
        if (p230 === q226) { e229 = true; break; }
        r227++; q226 = p230;
        if (r227 === 1) break;
      }
      if (rec && q226 >= n && !e229 && r227 < 1) fail(q226, 12);
      p225 = q226;
      if (p225 < 0) { p216 = -1;  break L217; }
      p216 = p225;
    }
    if (p216 >= 0) { out = p216; break L192; }
    out = -1;
  }
  return done(6, out);
}
function d7(p) { // q-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L239: {
    var p241;
    p241 = d14(p);
    if (p241 < 0) { out = -1;  break L239; }
    var p242;
    var q243 = p241, e246 = false;
    while (q243 < n) {
      if ((c = s.charCodeAt(q243), c === 47)) { do q243++; while (q243 < n && (c = s.charCodeAt(q243), c === 47)); adv(q243); continue; }
      var p247;
      L248: {
        var p250;
        var p251;
        look++; nots++;
        L253: {
          var p255;
          if (q243 < n && (c = s.charCodeAt(q243), c === 63)) { p255 = adv(q243 + 1); } else { p255 = -1; if (rec) fail(q243, 19); }
          if (p255 < 0) { p251 = -1;  break L253; }
          var p256;
          if (p255 < n && (c = s.charCodeAt(p255), c === 43)) { p256 = adv(p255 + 1); } else { p256 = -1; if (rec) fail(p255, 20, 1); }
          if (p256 < 0) { p251 = -1;  break L253; }
          p251 = p256;
        }
        look--; nots--;
        p250 = p251 >= 0 ? -1 : q243;
        if (p250 < 0) { p247 = -1;  break L248; }
        var p257;
        L258: {
          var p259;
          if (p250 < n && (c = s.charCodeAt(p250), c < 128 && T3[c] === 1)) { p259 = adv(p250 + 1); } else { p259 = -1; if (rec) fail(p250, 5); }
          if (p259 >= 0) { p257 = p259; break L258; }
          var p260;
          p260 = d14(p250);
          if (p260 >= 0) { p257 = p260; break L258; }
          p257 = -1;
        }
        if (p257 < 0) { p247 = -1;  break L248; }
        p247 = p257;
      }
      if (p247 < 0) break;
      if (p247 === q243) { e246 = true; break; }
      q243 = p247;
    }
    p242 = q243;
    if (p242 < 0) { out = -1;  break L239; }
    out = p242;
  }
  return done(7, out);
}
function d8(p) { // r-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L261: {
    var p263;
    p263 = d9(p);
    if (p263 < 0) { out = -1;  break L261; }
    var p264;
    if (p263 < n && (c = s.charCodeAt(p263), c === 58)) { p264 = adv(p263 + 1); } else { p264 = -1; if (rec) fail(p263, 1); }
    if (p264 < 0) { out = -1;  break L261; }
    var p265;
    p265 = d14(p264);
    if (p265 < 0) { out = -1;  break L261; }
    var p266;
    var q267 = p265, e270 = false;
    while (q267 < n) {
      if ((c = s.charCodeAt(q267), c === 47)) { do q267++; while (q267 < n && (c = s.charCodeAt(q267), c === 47)); adv(q267); continue; }
      var p271;
      L272: {
        var p274;
        var p275;
        look++; nots++;
        L277: {
          var p279;
          if (q267 < n && (c = s.charCodeAt(q267), c === 63)) { p279 = adv(q267 + 1); } else { p279 = -1; if (rec) fail(q267, 17); }
          if (p279 < 0) { p275 = -1;  break L277; }
          var p280;
          if (p279 < n && (c = s.charCodeAt(p279), c === 61)) { p280 = adv(p279 + 1); } else { p280 = -1; if (rec) fail(p279, 18, 1); }
          if (p280 < 0) { p275 = -1;  break L277; }
          p275 = p280;
        }
        look--; nots--;
        p274 = p275 >= 0 ? -1 : q267;
        if (p274 < 0) { p271 = -1;  break L272; }
        var p281;
        L282: {
          var p283;
          if (p274 < n && (c = s.charCodeAt(p274), c < 128 && T3[c] === 1)) { p283 = adv(p274 + 1); } else { p283 = -1; if (rec) fail(p274, 5); }
          if (p283 >= 0) { p281 = p283; break L282; }
          var p284;
          p284 = d14(p274);
          if (p284 >= 0) { p281 = p284; break L282; }
          p281 = -1;
        }
        if (p281 < 0) { p271 = -1;  break L272; }
        p271 = p281;
      }
      if (p271 < 0) break;
      if (p271 === q267) { e270 = true; break; }
      q267 = p271;
    }
    p266 = q267;
    if (p266 < 0) { out = -1;  break L261; }
    out = p266;
  }
  return done(8, out);
}
function d9(p) { // resolverID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L285: {
    var p287;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p287 = adv(p + 1); } else { p287 = -1; if (rec) fail(p, 2); }
    if (p287 < 0) { out = -1;  break L285; }
    var p288;
    var q289 = p287, r290 = 0, e292 = false;
    while (q289 < n) {
      var p293;
      L294: {
        var p296;
        if (q289 < n && (c = s.charCodeAt(q289), c < 128 && T1[c] === 1)) { p296 = adv(q289 + 1); } else { p296 = -1; if (rec) fail(q289, 3); }
        if (p296 < 0) { p293 = -1;  break L294; }
        var p297;
        var p298;
        look++;
        if (p296 < n && (c = s.charCodeAt(p296), c < 128 && T1[c] === 1)) { p298 = adv(p296 + 1); } else { p298 = -1; if (rec) fail(p296, 3); }
        look--;
        p297 = p298 >= 0 ? p296 : -1;
        if (p297 < 0) { p293 = -1;  break L294; }
        p293 = p297;
      }
      if (p293 < 0) break;
      if (p293 === q289) { e292 = true; break; }
      r290++; q289 = p293;
      if (r290 === 30) break;
    }
    if (rec && q289 >= n && !e292 && r290 < 30) fail(q289, 3);
    p288 = q289;
    if (p288 < 0) { out = -1;  break L285; }
    var p300;
    if (p288 < n && (c = s.charCodeAt(p288), c < 128 && T0[c] === 1)) { p300 = adv(p288 + 1); } else { p300 = -1; if (rec) fail(p288, 2); }
    if (p300 < 0) { out = -1;  break L285; }
    out = p300;
  }
  return done(9, out);
}
function d10(p) { // f-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q301 = p, e304 = false;
  while (q301 < n) {
    if ((c = s.charCodeAt(q301), c < 128 && T3[c] === 1)) { do q301++; while (q301 < n && (c = s.charCodeAt(q301), T3[c] === 1)); adv(q301); continue; }
    var p305;
    L306: {
      var p307;
      if (q301 < n && (c = s.charCodeAt(q301), c < 128 && T3[c] === 1)) { p307 = adv(q301 + 1); } else { p307 = -1; if (rec) fail(q301, 5); }
      if (p307 >= 0) { p305 = p307; break L306; }
      var p308;
      p308 = d14(q301);
      if (p308 >= 0) { p305 = p308; break L306; }
      p305 = -1;
    }
    if (p305 < 0) break;
    if (p305 === q301) { e304 = true; break; }
    q301 = p305;
  }
  if (rec && q301 >= n && !e304) fail(q301, 21);
  out = q301;
  return done(10, out);
}
function d14(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L309: {
    var p310;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p310 = adv(p + 1); } else { p310 = -1; if (rec) fail(p, 9); }
    if (p310 >= 0) { out = p310; break L309; }
    var p311;
    p311 = d16(p);
    if (p311 >= 0) { out = p311; break L309; }
    out = -1;
  }
  return done(14, out);
}
function d16(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  L312: {
    var p314;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p314 = adv(p + 1); } else { p314 = -1; if (rec) fail(p, 22); }
    if (p314 < 0) { out = -1;  break L312; }
    var p315;
    if (p314 < n && (c = s.charCodeAt(p314), c < 128 && T7[c] === 1)) { p315 = adv(p314 + 1); } else { p315 = -1; if (rec) fail(p314, 8); }
    if (p315 < 0) { out = -1;  break L312; }
    var p316;
    if (p315 < n && (c = s.charCodeAt(p315), c < 128 && T7[c] === 1)) { p316 = adv(p315 + 1); } else { p316 = -1; if (rec) fail(p315, 8); }
    if (p316 < 0) { out = -1;  break L312; }
    out = p316;
  }
  return done(16, out);
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
