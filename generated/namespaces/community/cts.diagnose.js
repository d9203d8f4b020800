// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/community/cts.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '0000000029f1ffb2efffff78efffff70');
const T1 = table(65536, '0000000029f3ffb2efffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '000000000000ef300000000000000000');
const T4 = table(65536, '000000000000ff300000000000000000');
const T5 = table(128, '0000000000000000efffff70efffff70');
const rules = ["cts-nss","CTSNAMESPACE","TEXTGROUP","WORK","VERSION","EXEMPLAR","PASSAGE","node-reference","citable-node","subsection","range-end","subreference","index","NZDIGIT","data-char","work-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[46,46]]},{"set":[[33,33],[36,36],[39,44],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,45],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[45,45]]},{"set":[[64,64]]},{"set":[[0,55295],[56320,65535]]},{"set":[[55296,56319]]},{"set":[[56320,57343]]},{"set":[[91,91]]},{"set":[[49,57]]},{"set":[[48,57]]},{"set":[[93,93]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[55296,55296]]},{"set":[[55297,56318]]},{"set":[[56319,56319]]},{"set":[[33,33],[36,37],[39,44],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[37,37],[91,91]]},{"literal":"%5b","caseless":true,"at":0},{"literal":"5","caseless":true,"at":1},{"literal":"b","caseless":true,"at":2},{"literal":"%5d","caseless":true,"at":0},{"literal":"d","caseless":true,"at":2},{"set":[[37,37]]}];
const sections = {
  "cts-nss": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "CTSNAMESPACE": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "TEXTGROUP": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "WORK": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "VERSION": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "EXEMPLAR": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "PASSAGE": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "node-reference": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "citable-node": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "subsection": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "range-end": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "subreference": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "index": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "NZDIGIT": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "data-char": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "work-char": "CTS URN specification 3.0 (Syntax of a CTS URN)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["cts-nss","CTSNAMESPACE","TEXTGROUP","WORK","VERSION","EXEMPLAR","PASSAGE","node-reference","citable-node","subsection","range-end","subreference","index","NZDIGIT","data-char","work-char"];
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
  failures.push({ at, origin, terminal, stack: n !== 0 && failures[n - 1].at === at ? null : stack.slice(0, sp), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // cts-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L176: {
    var p178;
    p178 = d1(p);
    if (p178 < 0) { out = -1;  break L176; }
    var p179;
    if (p178 < n && (c = s.charCodeAt(p178), c === 58)) { p179 = adv(p178 + 1); } else { p179 = -1; if (rec) fail(p178, 0); }
    if (p179 < 0) { out = -1;  break L176; }
    var p180;
    p180 = d2(p179);
    if (p180 < 0) { out = -1;  break L176; }
    var p181;
    L182: {
      var p183;
      L184: {
        var p186;
        if (p180 < n && (c = s.charCodeAt(p180), c === 46)) { p186 = adv(p180 + 1); } else { p186 = -1; if (rec) fail(p180, 1); }
        if (p186 < 0) { p183 = -1;  break L184; }
        var p187;
        p187 = d3(p186);
        if (p187 < 0) { p183 = -1;  break L184; }
        var p188;
        var q189 = p187, r190 = 0, e192 = false;
        while (q189 < n) {
          var p193;
          L194: {
            var p196;
            if (q189 < n && (c = s.charCodeAt(q189), c === 46)) { p196 = adv(q189 + 1); } else { p196 = -1; if (rec) fail(q189, 1); }
            if (p196 < 0) { p193 = -1;  break L194; }
            var p197;
            p197 = d4(p196);
            if (p197 < 0) { p193 = -1;  break L194; }
            var p198;
            var q199 = p197, r200 = 0, e202 = false;
            while (q199 < n) {
              var p203;
              L204: {
                var p206;
                if (q199 < n && (c = s.charCodeAt(q199), c === 46)) { p206 = adv(q199 + 1); } else { p206 = -1; if (rec) fail(q199, 1); }
                if (p206 < 0) { p203 = -1;  break L204; }
                var p207;
                p207 = d5(p206);
                if (p207 < 0) { p203 = -1;  break L204; }
                p203 = p207;
              }
              if (p203 < 0) break;
              if (p203 === q199) { e202 = true; break; }
              r200++; q199 = p203;
              if (r200 === 1) break;
            }
            if (rec && q199 >= n && !e202 && r200 < 1) fail(q199, 1);
            p198 = q199;
            if (p198 < 0) { p193 = -1;  break L194; }
            p193 = p198;
          }
          if (p193 < 0) break;
          if (p193 === q189) { e192 = true; break; }
          r190++; q189 = p193;
          if (r190 === 1) break;
        }
        if (rec && q189 >= n && !e192 && r190 < 1) fail(q189, 1);
        p188 = q189;
        if (p188 < 0) { p183 = -1;  break L184; }
        var p208;
        var q209 = p188, r210 = 0, e212 = false;
        while (q209 < n) {
          var p213;
          L214: {
            var p216;
            if (q209 < n && (c = s.charCodeAt(q209), c === 58)) { p216 = adv(q209 + 1); } else { p216 = -1; if (rec) fail(q209, 0); }
            if (p216 < 0) { p213 = -1;  break L214; }
            var p217;
            var q218 = p216, r219 = 0, e221 = false;
            while (q218 < n) {
              var p222;
              p222 = d6(q218);
              if (p222 < 0) break;
              if (p222 === q218) { e221 = true; break; }
              r219++; q218 = p222;
              if (r219 === 1) break;
            }
            if (rec && q218 >= n && !e221 && r219 < 1) fail(q218, 2);
            p217 = q218;
            if (p217 < 0) { p213 = -1;  break L214; }
            p213 = p217;
          }
          if (p213 < 0) break;
          if (p213 === q209) { e212 = true; break; }
          r210++; q209 = p213;
          if (r210 === 1) break;
        }
        if (rec && q209 >= n && !e212 && r210 < 1) fail(q209, 0);
        p208 = q209;
        if (p208 < 0) { p183 = -1;  break L184; }
        p183 = p208;
      }
      if (p183 >= 0) { p181 = p183; break L182; }
      var p223;
      var q224 = p180, r225 = 0, e227 = false;
      while (q224 < n) {
        var p228;
        if (q224 < n && (c = s.charCodeAt(q224), c === 58)) { p228 = adv(q224 + 1); } else { p228 = -1; if (rec) fail(q224, 0); }
        if (p228 < 0) break;
        if (p228 === q224) { e227 = true; break; }
        r225++; q224 = p228;
        if (r225 === 1) break;
      }
      if (rec && q224 >= n && !e227 && r225 < 1) fail(q224, 0);
      p223 = q224;
      if (p223 >= 0) { p181 = p223; break L182; }
      p181 = -1;
    }
    if (p181 < 0) { out = -1;  break L176; }
    out = p181;
  }
  return done(0, out);
}
function d1(p) { // CTSNAMESPACE
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q229 = p;
  while (q229 < n && (c = s.charCodeAt(q229), T0[c] === 1)) q229++;
  if (look === 0 && q229 > far) far = q229; if (rec) fail(q229, 2);
  out = q229 - p >= 1 ? q229 : -1;
  return done(1, out);
}
function d2(p) { // TEXTGROUP
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q231 = p;
  while (q231 < n && (c = s.charCodeAt(q231), T1[c] === 1)) q231++;
  if (look === 0 && q231 > far) far = q231; if (rec) fail(q231, 3);
  out = q231 - p >= 1 ? q231 : -1;
  return done(2, out);
}
function d3(p) { // WORK
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q233 = p;
  while (q233 < n && (c = s.charCodeAt(q233), T1[c] === 1)) q233++;
  if (look === 0 && q233 > far) far = q233; if (rec) fail(q233, 3);
  out = q233 - p >= 1 ? q233 : -1;
  return done(3, out);
}
function d4(p) { // VERSION
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  var q235 = p;
  while (q235 < n && (c = s.charCodeAt(q235), T1[c] === 1)) q235++;
  if (look === 0 && q235 > far) far = q235; if (rec) fail(q235, 3);
  out = q235 - p >= 1 ? q235 : -1;
  return done(4, out);
}
function d5(p) { // EXEMPLAR
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q237 = p;
  while (q237 < n && (c = s.charCodeAt(q237), T1[c] === 1)) q237++;
  if (look === 0 && q237 > far) far = q237; if (rec) fail(q237, 3);
  out = q237 - p >= 1 ? q237 : -1;
  return done(5, out);
}
function d6(p) { // PASSAGE
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L239: {
    var p241;
    p241 = d7(p);
    if (p241 < 0) { out = -1;  break L239; }
    var p242;
    var q243 = p241, r244 = 0, e246 = false;
    while (q243 < n) {
      var p247;
      L248: {
        var p250;
        if (q243 < n && (c = s.charCodeAt(q243), c === 45)) { p250 = adv(q243 + 1); } else { p250 = -1; if (rec) fail(q243, 4); }
        if (p250 < 0) { p247 = -1;  break L248; }
        var p251;
        p251 = d7(p250);
        if (p251 < 0) { p247 = -1;  break L248; }
        p247 = p251;
      }
      if (p247 < 0) break;
      if (p247 === q243) { e246 = true; break; }
      r244++; q243 = p247;
      if (r244 === 1) break;
    }
    if (rec && q243 >= n && !e246 && r244 < 1) fail(q243, 4);
    p242 = q243;
    if (p242 < 0) { out = -1;  break L239; }
    out = p242;
  }
  return done(6, out);
}
function d7(p) { // node-reference
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L252: {
    var p254;
    p254 = d8(p);
    if (p254 < 0) { out = -1;  break L252; }
    var p255;
    var q256 = p254, r257 = 0, e259 = false;
    while (q256 < n) {
      var p260;
      L261: {
        var p263;
        if (q256 < n && (c = s.charCodeAt(q256), c === 64)) { p263 = adv(q256 + 1); } else { p263 = -1; if (rec) fail(q256, 5); }
        if (p263 < 0) { p260 = -1;  break L261; }
        var p264;
        p264 = d9(p263);
        if (p264 < 0) { p260 = -1;  break L261; }
        p260 = p264;
      }
      if (p260 < 0) break;
      if (p260 === q256) { e259 = true; break; }
      r257++; q256 = p260;
      if (r257 === 1) break;
    }
    if (rec && q256 >= n && !e259 && r257 < 1) fail(q256, 5);
    p255 = q256;
    if (p255 < 0) { out = -1;  break L252; }
    out = p255;
  }
  return done(7, out);
}
function d8(p) { // citable-node
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L265: {
    var p267;
    var q268 = p;
    while (q268 < n && (c = s.charCodeAt(q268), T0[c] === 1)) q268++;
    if (look === 0 && q268 > far) far = q268; if (rec) fail(q268, 2);
    p267 = q268 - p >= 1 ? q268 : -1;
    if (p267 < 0) { out = -1;  break L265; }
    var p270;
    var q271 = p267, e274 = false;
    while (q271 < n) {
      var p275;
      L276: {
        var p278;
        if (q271 < n && (c = s.charCodeAt(q271), c === 46)) { p278 = adv(q271 + 1); } else { p278 = -1; if (rec) fail(q271, 1); }
        if (p278 < 0) { p275 = -1;  break L276; }
        var p279;
        var q280 = p278;
        while (q280 < n && (c = s.charCodeAt(q280), T0[c] === 1)) q280++;
        if (look === 0 && q280 > far) far = q280; if (rec) fail(q280, 2);
        p279 = q280 - p278 >= 1 ? q280 : -1;
        if (p279 < 0) { p275 = -1;  break L276; }
        p275 = p279;
      }
      if (p275 < 0) break;
      if (p275 === q271) { e274 = true; break; }
      q271 = p275;
    }
    if (rec && q271 >= n && !e274) fail(q271, 1);
    p270 = q271;
    if (p270 < 0) { out = -1;  break L265; }
    out = p270;
  }
  return done(8, out);
}
function d9(p) { // subsection
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L282: {
    var p284;
    p284 = d11(p);
    if (p284 < 0) { out = -1;  break L282; }
    var p285;
    var q286 = p284, r287 = 0, e289 = false;
    while (q286 < n) {
      var p290;
      L291: {
        var p293;
        if (q286 < n && (c = s.charCodeAt(q286), c === 45)) { p293 = adv(q286 + 1); } else { p293 = -1; if (rec) fail(q286, 4); }
        if (p293 < 0) { p290 = -1;  break L291; }
        var p294;
        var p295;
        look++; nots++;
        p295 = d10(p293);
        look--; nots--;
        p294 = p295 >= 0 ? -1 : p293;
        if (p294 < 0) { p290 = -1;  break L291; }
        var p297;
        p297 = d11(p294);
        if (p297 < 0) { p290 = -1;  break L291; }
        p290 = p297;
      }
      if (p290 < 0) break;
      if (p290 === q286) { e289 = true; break; }
      r287++; q286 = p290;
      if (r287 === 1) break;
    }
    if (rec && q286 >= n && !e289 && r287 < 1) fail(q286, 4);
    p285 = q286;
    if (p285 < 0) { out = -1;  break L282; }
    out = p285;
  }
  return done(9, out);
}
function d10(p) { // range-end
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L298: {
    var p300;
    var q301 = p;
    while (q301 < n && (c = s.charCodeAt(q301), T0[c] === 1)) q301++;
    if (look === 0 && q301 > far) far = q301; if (rec) fail(q301, 2);
    p300 = q301 - p >= 1 ? q301 : -1;
    if (p300 < 0) { out = -1;  break L298; }
    var p303;
    L304: {
      var p305;
      if (p300 < n && (c = s.charCodeAt(p300), c === 46)) { p305 = adv(p300 + 1); } else { p305 = -1; if (rec) fail(p300, 1); }
      if (p305 >= 0) { p303 = p305; break L304; }
      var p306;
      if (p300 < n && (c = s.charCodeAt(p300), c === 64)) { p306 = adv(p300 + 1); } else { p306 = -1; if (rec) fail(p300, 5); }
      if (p306 >= 0) { p303 = p306; break L304; }
      var p307;
      var p308;
      look++; nots++;
      L310: {
        var p311;
        if (p300 < n && (c = s.charCodeAt(p300), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p311 = adv(p300 + 1); } else { p311 = -1; if (rec) fail(p300, 6); }
        if (p311 >= 0) { p308 = p311; break L310; }
        var p312;
        L313: {
          var p315;
          if (p300 < n && (c = s.charCodeAt(p300), c === 55296)) { p315 = adv(p300 + 1); } else { p315 = -1; if (rec) fail(p300, 15); }
          if (p315 < 0) { p312 = -1;  break L313; }
          var p316;
          if (p315 < n && (c = s.charCodeAt(p315), ((c >= 56320 && c <= 57343)))) { p316 = adv(p315 + 1); } else { p316 = -1; if (rec) fail(p315, 8); }
          if (p316 < 0) { p312 = -1;  break L313; }
          p312 = p316;
        }
        if (p312 >= 0) { p308 = p312; break L310; }
        var p317;
        L318: {
          var p320;
          if (p300 < n && (c = s.charCodeAt(p300), ((c >= 55297 && c <= 56318)))) { p320 = adv(p300 + 1); } else { p320 = -1; if (rec) fail(p300, 16); }
          if (p320 < 0) { p317 = -1;  break L318; }
          var p321;
          if (p320 < n && (c = s.charCodeAt(p320), ((c >= 56320 && c <= 57343)))) { p321 = adv(p320 + 1); } else { p321 = -1; if (rec) fail(p320, 8); }
          if (p321 < 0) { p317 = -1;  break L318; }
          p317 = p321;
        }
        if (p317 >= 0) { p308 = p317; break L310; }
        var p322;
        L323: {
          var p325;
          if (p300 < n && (c = s.charCodeAt(p300), c === 56319)) { p325 = adv(p300 + 1); } else { p325 = -1; if (rec) fail(p300, 17); }
          if (p325 < 0) { p322 = -1;  break L323; }
          var p326;
          if (p325 < n && (c = s.charCodeAt(p325), ((c >= 56320 && c <= 57343)))) { p326 = adv(p325 + 1); } else { p326 = -1; if (rec) fail(p325, 8); }
          if (p326 < 0) { p322 = -1;  break L323; }
          p322 = p326;
        }
        if (p322 >= 0) { p308 = p322; break L310; }
        var p327;
        L328: {
          var p330;
          if (p300 < n && (c = s.charCodeAt(p300), ((c >= 55296 && c <= 56319)))) { p330 = adv(p300 + 1); } else { p330 = -1; if (rec) fail(p300, 7); }
          if (p330 < 0) { p327 = -1;  break L328; }
          var p331;
          var p332;
          look++; nots++;
          if (p330 < n && (c = s.charCodeAt(p330), ((c >= 56320 && c <= 57343)))) { p332 = adv(p330 + 1); } else { p332 = -1; if (rec) fail(p330, 8); }
          look--; nots--;
          p331 = p332 >= 0 ? -1 : p330;
          if (p331 < 0) { p327 = -1;  break L328; }
          p327 = p331;
        }
        if (p327 >= 0) { p308 = p327; break L310; }
        p308 = -1;
      }
      look--; nots--;
      p307 = p308 >= 0 ? -1 : p300;
      if (p307 >= 0) { p303 = p307; break L304; }
      p303 = -1;
    }
    if (p303 < 0) { out = -1;  break L298; }
    out = p303;
  }
  return done(10, out);
}
function d11(p) { // subreference
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L334: {
    var p336;
    var q337 = p, r338 = 0, e340 = false;
    while (q337 < n) {
      if ((c = s.charCodeAt(q337), c < 128 && T0[c] === 1)) { var k339z = q337; do q337++; while (q337 < n && (c = s.charCodeAt(q337), T0[c] === 1)); r338 += q337 - k339z; adv(q337); continue; }
      var p341;
      L342: {
        var p343;
        if (q337 < n && (c = s.charCodeAt(q337), c < 128 && T0[c] === 1)) { p343 = adv(q337 + 1); } else { p343 = -1; if (rec) fail(q337, 2); }
        if (p343 >= 0) { p341 = p343; break L342; }
        var p344;
        p344 = d21(q337);
        if (p344 >= 0) { p341 = p344; break L342; }
        p341 = -1;
      }
      if (p341 < 0) break;
      if (p341 === q337) { e340 = true; break; }
      r338++; q337 = p341;
    }
    if (rec && q337 >= n && !e340) fail(q337, 18);
    if (e340 || r338 >= 1) p336 = q337; else { p336 = -1;  }
    if (p336 < 0) { out = -1;  break L334; }
    var p345;
    var q346 = p336, r347 = 0, e349 = false;
    while (q346 < n) {
      var p350;
      p350 = d12(q346);
      if (p350 < 0) break;
      if (p350 === q346) { e349 = true; break; }
      r347++; q346 = p350;
      if (r347 === 1) break;
    }
    if (rec && q346 >= n && !e349 && r347 < 1) fail(q346, 19);
    p345 = q346;
    if (p345 < 0) { out = -1;  break L334; }
    out = p345;
  }
  return done(11, out);
}
function d12(p) { // index
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L351: {
    var p353;
    L354: {
      var p355;
      if (p < n && (c = s.charCodeAt(p), c === 91)) { p355 = adv(p + 1); } else { p355 = -1; if (rec) fail(p, 9); }
      if (p355 >= 0) { p353 = p355; break L354; }
      var p356;
      L357: {
        var p359;
        if (p < n && (c = s.charCodeAt(p), c === 37)) { p359 = adv(p + 1); } else { p359 = -1; if (rec) fail(p, 20); }
        if (p359 < 0) { p356 = -1;  break L357; }
        var p360;
        if (p359 < n && (c = s.charCodeAt(p359), c === 53)) { p360 = adv(p359 + 1); } else { p360 = -1; if (rec) fail(p359, 21, 1); }
        if (p360 < 0) { p356 = -1;  break L357; }
        var p361;
        if (p360 < n && (c = s.charCodeAt(p360), (c | 32) === 98)) { p361 = adv(p360 + 1); } else { p361 = -1; if (rec) fail(p360, 22, 2); }
        if (p361 < 0) { p356 = -1;  break L357; }
        p356 = p361;
      }
      if (p356 >= 0) { p353 = p356; break L354; }
      p353 = -1;
    }
    if (p353 < 0) { out = -1;  break L351; }
    var p362;
    if (p353 < n && (c = s.charCodeAt(p353), c < 128 && T3[c] === 1)) { p362 = adv(p353 + 1); } else { p362 = -1; if (rec) fail(p353, 10); }
    if (p362 < 0) { out = -1;  break L351; }
    var p363;
    var q364 = p362;
    while (q364 < n && (c = s.charCodeAt(q364), T4[c] === 1)) q364++;
    if (look === 0 && q364 > far) far = q364; if (rec) fail(q364, 11);
    p363 = q364;
    if (p363 < 0) { out = -1;  break L351; }
    var p366;
    L367: {
      var p368;
      if (p363 < n && (c = s.charCodeAt(p363), c === 93)) { p368 = adv(p363 + 1); } else { p368 = -1; if (rec) fail(p363, 12); }
      if (p368 >= 0) { p366 = p368; break L367; }
      var p369;
      L370: {
        var p372;
        if (p363 < n && (c = s.charCodeAt(p363), c === 37)) { p372 = adv(p363 + 1); } else { p372 = -1; if (rec) fail(p363, 23); }
        if (p372 < 0) { p369 = -1;  break L370; }
        var p373;
        if (p372 < n && (c = s.charCodeAt(p372), c === 53)) { p373 = adv(p372 + 1); } else { p373 = -1; if (rec) fail(p372, 21, 1); }
        if (p373 < 0) { p369 = -1;  break L370; }
        var p374;
        if (p373 < n && (c = s.charCodeAt(p373), (c | 32) === 100)) { p374 = adv(p373 + 1); } else { p374 = -1; if (rec) fail(p373, 24, 2); }
        if (p374 < 0) { p369 = -1;  break L370; }
        p369 = p374;
      }
      if (p369 >= 0) { p366 = p369; break L367; }
      p366 = -1;
    }
    if (p366 < 0) { out = -1;  break L351; }
    out = p366;
  }
  return done(12, out);
}
function d13(p) { // NZDIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 10); }
  return done(13, out);
}
function d14(p) { // data-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 2); }
  return done(14, out);
}
function d15(p) { // work-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 3); }
  return done(15, out);
}
function d16(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 13); }
  return done(16, out);
}
function d17(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 11); }
  return done(17, out);
}
function d18(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 14); }
  return done(18, out);
}
function d21(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 21;
  L375: {
    var p377;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p377 = adv(p + 1); } else { p377 = -1; if (rec) fail(p, 25); }
    if (p377 < 0) { out = -1;  break L375; }
    var p378;
    if (p377 < n && (c = s.charCodeAt(p377), c < 128 && T2[c] === 1)) { p378 = adv(p377 + 1); } else { p378 = -1; if (rec) fail(p377, 14); }
    if (p378 < 0) { out = -1;  break L375; }
    var p379;
    if (p378 < n && (c = s.charCodeAt(p378), c < 128 && T2[c] === 1)) { p379 = adv(p378 + 1); } else { p379 = -1; if (rec) fail(p378, 14); }
    if (p379 < 0) { out = -1;  break L375; }
    out = p379;
  }
  return done(21, out);
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
