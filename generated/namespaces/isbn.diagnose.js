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
const terminals = [{"set":[[48,57]]},{"set":[[45,45],[48,57],[88,88],[120,120]]},{"set":[[48,57],[88,88],[120,120]]},{"set":[[45,45]]},{"set":[[45,45],[48,57]]},{"literal":"978","caseless":true,"at":0},{"literal":"7","caseless":true,"at":1},{"literal":"8","caseless":true,"at":2},{"literal":"979","caseless":true,"at":0},{"literal":"9","caseless":true,"at":2}];
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
function d0(p) { // ISBN
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L130: {
    var p131;
    L132: {
      var p134;
      var p135;
      look++; nots++;
      p135 = d1(p);
      look--; nots--;
      p134 = p135 >= 0 ? -1 : p;
      if (p134 < 0) { p131 = -1;  break L132; }
      var p137;
      p137 = d3(p134);
      if (p137 < 0) { p131 = -1;  break L132; }
      p131 = p137;
    }
    if (p131 >= 0) { out = p131; break L130; }
    var p138;
    L139: {
      var p141;
      p141 = d1(p);
      if (p141 < 0) { p138 = -1;  break L139; }
      var p142;
      L143: {
        var p144;
        p144 = d3(p141);
        if (p144 >= 0) { p142 = p144; break L143; }
        var p145;
        p145 = d6(p141);
        if (p145 >= 0) { p142 = p145; break L143; }
        p142 = -1;
      }
      if (p142 < 0) { p138 = -1;  break L139; }
      p138 = p142;
    }
    if (p138 >= 0) { out = p138; break L130; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // not-isbn13
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var p146;
  look++; nots++;
  p146 = d2(p);
  look--; nots--;
  out = p146 >= 0 ? -1 : p;
  return done(1, out);
}
function d2(p) { // isbn13-shape
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L148: {
    var p150;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p150 = adv(p + 1); } else { p150 = -1; if (rec) fail(p, 0); }
    if (p150 < 0) { out = -1;  break L148; }
    var p151;
    var q152 = p150, r153 = 0, e155 = false;
    while (q152 < n) {
      var p156;
      L157: {
        var p159;
        var q160 = q152, r161 = 0, e163 = false;
        while (q160 < n) {
          var p164;
          if (q160 < n && (c = s.charCodeAt(q160), c === 45)) { p164 = adv(q160 + 1); } else { p164 = -1; if (rec) fail(q160, 3); }
          if (p164 < 0) break;
          if (p164 === q160) { e163 = true; break; }
          r161++; q160 = p164;
          if (r161 === 1) break;
        }
        if (rec && q160 >= n && !e163 && r161 < 1) fail(q160, 3);
        p159 = q160;
        if (p159 < 0) { p156 = -1;  break L157; }
        var p165;
        if (p159 < n && (c = s.charCodeAt(p159), c < 128 && T0[c] === 1)) { p165 = adv(p159 + 1); } else { p165 = -1; if (rec) fail(p159, 0); }
        if (p165 < 0) { p156 = -1;  break L157; }
        p156 = p165;
      }
      if (p156 < 0) break;
      if (p156 === q152) { e155 = true; break; }
      r153++; q152 = p156;
      if (r153 === 10) break;
    }
    if (rec && q152 >= n && !e155 && r153 < 10) fail(q152, 4);
    if (e155 || r153 >= 10) p151 = q152; else { p151 = -1;  }
    if (p151 < 0) { out = -1;  break L148; }
    out = p151;
  }
  return done(2, out);
}
function d3(p) { // ISBN-13
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L166: {
    var p168;
    p168 = d4(p);
    if (p168 < 0) { out = -1;  break L166; }
    var p169;
    var q170 = p168, r171 = 0, e173 = false;
    while (q170 < n) {
      var p174;
      if (q170 < n && (c = s.charCodeAt(q170), c === 45)) { p174 = adv(q170 + 1); } else { p174 = -1; if (rec) fail(q170, 3); }
      if (p174 < 0) break;
      if (p174 === q170) { e173 = true; break; }
      r171++; q170 = p174;
      if (r171 === 1) break;
    }
    if (rec && q170 >= n && !e173 && r171 < 1) fail(q170, 3);
    p169 = q170;
    if (p169 < 0) { out = -1;  break L166; }
    var p175;
    p175 = d8(p169);
    if (p175 < 0) { out = -1;  break L166; }
    var p176;
    var q177 = p175, r178 = 0, e180 = false;
    while (q177 < n) {
      var p181;
      if (q177 < n && (c = s.charCodeAt(q177), c === 45)) { p181 = adv(q177 + 1); } else { p181 = -1; if (rec) fail(q177, 3); }
      if (p181 < 0) break;
      if (p181 === q177) { e180 = true; break; }
      r178++; q177 = p181;
      if (r178 === 1) break;
    }
    if (rec && q177 >= n && !e180 && r178 < 1) fail(q177, 3);
    p176 = q177;
    if (p176 < 0) { out = -1;  break L166; }
    var p182;
    p182 = d5(p176);
    if (p182 < 0) { out = -1;  break L166; }
    var p183;
    var p184;
    look++; nots++;
    if (p182 < n && (c = s.charCodeAt(p182), c < 128 && T1[c] === 1)) { p184 = adv(p182 + 1); } else { p184 = -1; if (rec) fail(p182, 1); }
    look--; nots--;
    p183 = p184 >= 0 ? -1 : p182;
    if (p183 < 0) { out = -1;  break L166; }
    out = p183;
  }
  return done(3, out);
}
function d4(p) { // prefix-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L186: {
    var p187;
    L188: {
      var p190;
      if (p < n && (c = s.charCodeAt(p), c === 57)) { p190 = adv(p + 1); } else { p190 = -1; if (rec) fail(p, 5); }
      if (p190 < 0) { p187 = -1;  break L188; }
      var p191;
      if (p190 < n && (c = s.charCodeAt(p190), c === 55)) { p191 = adv(p190 + 1); } else { p191 = -1; if (rec) fail(p190, 6, 1); }
      if (p191 < 0) { p187 = -1;  break L188; }
      var p192;
      if (p191 < n && (c = s.charCodeAt(p191), c === 56)) { p192 = adv(p191 + 1); } else { p192 = -1; if (rec) fail(p191, 7, 2); }
      if (p192 < 0) { p187 = -1;  break L188; }
      p187 = p192;
    }
    if (p187 >= 0) { out = p187; break L186; }
    var p193;
    L194: {
      var p196;
      if (p < n && (c = s.charCodeAt(p), c === 57)) { p196 = adv(p + 1); } else { p196 = -1; if (rec) fail(p, 8); }
      if (p196 < 0) { p193 = -1;  break L194; }
      var p197;
      if (p196 < n && (c = s.charCodeAt(p196), c === 55)) { p197 = adv(p196 + 1); } else { p197 = -1; if (rec) fail(p196, 6, 1); }
      if (p197 < 0) { p193 = -1;  break L194; }
      var p198;
      if (p197 < n && (c = s.charCodeAt(p197), c === 57)) { p198 = adv(p197 + 1); } else { p198 = -1; if (rec) fail(p197, 9, 2); }
      if (p198 < 0) { p193 = -1;  break L194; }
      p193 = p198;
    }
    if (p193 >= 0) { out = p193; break L186; }
    out = -1;
  }
  return done(4, out);
}
function d5(p) { // isbn13-check-digit
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 0); }
  return done(5, out);
}
function d6(p) { // ISBN-10
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L199: {
    var p201;
    p201 = d8(p);
    if (p201 < 0) { out = -1;  break L199; }
    var p202;
    var q203 = p201, r204 = 0, e206 = false;
    while (q203 < n) {
      var p207;
      if (q203 < n && (c = s.charCodeAt(q203), c === 45)) { p207 = adv(q203 + 1); } else { p207 = -1; if (rec) fail(q203, 3); }
      if (p207 < 0) break;
      if (p207 === q203) { e206 = true; break; }
      r204++; q203 = p207;
      if (r204 === 1) break;
    }
    if (rec && q203 >= n && !e206 && r204 < 1) fail(q203, 3);
    p202 = q203;
    if (p202 < 0) { out = -1;  break L199; }
    var p208;
    p208 = d7(p202);
    if (p208 < 0) { out = -1;  break L199; }
    var p209;
    var p210;
    look++; nots++;
    if (p208 < n && (c = s.charCodeAt(p208), c < 128 && T1[c] === 1)) { p210 = adv(p208 + 1); } else { p210 = -1; if (rec) fail(p208, 1); }
    look--; nots--;
    p209 = p210 >= 0 ? -1 : p208;
    if (p209 < 0) { out = -1;  break L199; }
    out = p209;
  }
  return done(6, out);
}
function d7(p) { // isbn10-check-digit
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 2); }
  return done(7, out);
}
function d8(p) { // isbn-body
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L212: {
    var p213;
    L214: {
      var p216;
      var p217;
      look++;
      L219: {
        var p221;
        p221 = d13(p);
        if (p221 < 0) { p217 = -1;  break L219; }
        var p222;
        if (p221 < n && (c = s.charCodeAt(p221), c === 45)) { p222 = adv(p221 + 1); } else { p222 = -1; if (rec) fail(p221, 3); }
        if (p222 < 0) { p217 = -1;  break L219; }
        p217 = p222;
      }
      look--;
      p216 = p217 >= 0 ? p : -1;
      if (p216 < 0) { p213 = -1;  break L214; }
      var p223;
      p223 = d9(p216);
      if (p223 < 0) { p213 = -1;  break L214; }
      var p224;
      if (p223 < n && (c = s.charCodeAt(p223), c === 45)) { p224 = adv(p223 + 1); } else { p224 = -1; if (rec) fail(p223, 3); }
      if (p224 < 0) { p213 = -1;  break L214; }
      var p225;
      p225 = d10(p224);
      if (p225 < 0) { p213 = -1;  break L214; }
      var p226;
      if (p225 < n && (c = s.charCodeAt(p225), c === 45)) { p226 = adv(p225 + 1); } else { p226 = -1; if (rec) fail(p225, 3); }
      if (p226 < 0) { p213 = -1;  break L214; }
      var p227;
      p227 = d11(p226);
      if (p227 < 0) { p213 = -1;  break L214; }
      p213 = p227;
    }
    if (p213 >= 0) { out = p213; break L212; }
    var p228;
    p228 = d13(p);
    if (p228 >= 0) { out = p228; break L212; }
    var p229;
    p229 = d12(p);
    if (p229 >= 0) { out = p229; break L212; }
    var p230;
    var q231 = p, r232 = 0, e234 = false;
    while (q231 < n) {
      var p235;
      if (q231 < n && (c = s.charCodeAt(q231), c < 128 && T0[c] === 1)) { p235 = adv(q231 + 1); } else { p235 = -1; if (rec) fail(q231, 0); }
      if (p235 < 0) break;
      if (p235 === q231) { e234 = true; break; }
      r232++; q231 = p235;
      if (r232 === 9) break;
    }
    if (rec && q231 >= n && !e234 && r232 < 9) fail(q231, 0);
    if (e234 || r232 >= 9) p230 = q231; else { p230 = -1;  }
    if (p230 >= 0) { out = p230; break L212; }
    out = -1;
  }
  return done(8, out);
}
function d9(p) { // registration-group-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q236 = p;
  while (q236 < n && (c = s.charCodeAt(q236), T0[c] === 1)) q236++;
  if (look === 0 && q236 > far) far = q236; if (rec) fail(q236, 0);
  out = q236 - p >= 1 ? q236 : -1;
  return done(9, out);
}
function d10(p) { // registrant-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q238 = p;
  while (q238 < n && (c = s.charCodeAt(q238), T0[c] === 1)) q238++;
  if (look === 0 && q238 > far) far = q238; if (rec) fail(q238, 0);
  out = q238 - p >= 1 ? q238 : -1;
  return done(10, out);
}
function d11(p) { // publication-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q240 = p;
  while (q240 < n && (c = s.charCodeAt(q240), T0[c] === 1)) q240++;
  if (look === 0 && q240 > far) far = q240; if (rec) fail(q240, 0);
  out = q240 - p >= 1 ? q240 : -1;
  return done(11, out);
}
function d12(p) { // runs-2
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L242: {
    var p243;
    L244: {
      var p246;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p246 = adv(p + 1); } else { p246 = -1; if (rec) fail(p, 0); }
      if (p246 < 0) { p243 = -1;  break L244; }
      var p247;
      if (p246 < n && (c = s.charCodeAt(p246), c === 45)) { p247 = adv(p246 + 1); } else { p247 = -1; if (rec) fail(p246, 3); }
      if (p247 < 0) { p243 = -1;  break L244; }
      var p248;
      var q249 = p247, r250 = 0, e252 = false;
      while (q249 < n) {
        var p253;
        if (q249 < n && (c = s.charCodeAt(q249), c < 128 && T0[c] === 1)) { p253 = adv(q249 + 1); } else { p253 = -1; if (rec) fail(q249, 0); }
        if (p253 < 0) break;
        if (p253 === q249) { e252 = true; break; }
        r250++; q249 = p253;
        if (r250 === 8) break;
      }
      if (rec && q249 >= n && !e252 && r250 < 8) fail(q249, 0);
      if (e252 || r250 >= 8) p248 = q249; else { p248 = -1;  }
      if (p248 < 0) { p243 = -1;  break L244; }
      p243 = p248;
    }
    if (p243 >= 0) { out = p243; break L242; }
    var p254;
    L255: {
      var p257;
      var q258 = p, r259 = 0, e261 = false;
      while (q258 < n) {
        var p262;
        if (q258 < n && (c = s.charCodeAt(q258), c < 128 && T0[c] === 1)) { p262 = adv(q258 + 1); } else { p262 = -1; if (rec) fail(q258, 0); }
        if (p262 < 0) break;
        if (p262 === q258) { e261 = true; break; }
        r259++; q258 = p262;
        if (r259 === 2) break;
      }
      if (rec && q258 >= n && !e261 && r259 < 2) fail(q258, 0);
      if (e261 || r259 >= 2) p257 = q258; else { p257 = -1;  }
      if (p257 < 0) { p254 = -1;  break L255; }
      var p263;
      if (p257 < n && (c = s.charCodeAt(p257), c === 45)) { p263 = adv(p257 + 1); } else { p263 = -1; if (rec) fail(p257, 3); }
      if (p263 < 0) { p254 = -1;  break L255; }
      var p264;
      var q265 = p263, r266 = 0, e268 = false;
      while (q265 < n) {
        var p269;
        if (q265 < n && (c = s.charCodeAt(q265), c < 128 && T0[c] === 1)) { p269 = adv(q265 + 1); } else { p269 = -1; if (rec) fail(q265, 0); }
        if (p269 < 0) break;
        if (p269 === q265) { e268 = true; break; }
        r266++; q265 = p269;
        if (r266 === 7) break;
      }
      if (rec && q265 >= n && !e268 && r266 < 7) fail(q265, 0);
      if (e268 || r266 >= 7) p264 = q265; else { p264 = -1;  }
      if (p264 < 0) { p254 = -1;  break L255; }
      p254 = p264;
    }
    if (p254 >= 0) { out = p254; break L242; }
    var p270;
    L271: {
      var p273;
      var q274 = p, r275 = 0, e277 = false;
      while (q274 < n) {
        var p278;
        if (q274 < n && (c = s.charCodeAt(q274), c < 128 && T0[c] === 1)) { p278 = adv(q274 + 1); } else { p278 = -1; if (rec) fail(q274, 0); }
        if (p278 < 0) break;
        if (p278 === q274) { e277 = true; break; }
        r275++; q274 = p278;
        if (r275 === 3) break;
      }
      if (rec && q274 >= n && !e277 && r275 < 3) fail(q274, 0);
      if (e277 || r275 >= 3) p273 = q274; else { p273 = -1;  }
      if (p273 < 0) { p270 = -1;  break L271; }
      var p279;
      if (p273 < n && (c = s.charCodeAt(p273), c === 45)) { p279 = adv(p273 + 1); } else { p279 = -1; if (rec) fail(p273, 3); }
      if (p279 < 0) { p270 = -1;  break L271; }
      var p280;
      var q281 = p279, r282 = 0, e284 = false;
      while (q281 < n) {
        var p285;
        if (q281 < n && (c = s.charCodeAt(q281), c < 128 && T0[c] === 1)) { p285 = adv(q281 + 1); } else { p285 = -1; if (rec) fail(q281, 0); }
        if (p285 < 0) break;
        if (p285 === q281) { e284 = true; break; }
        r282++; q281 = p285;
        if (r282 === 6) break;
      }
      if (rec && q281 >= n && !e284 && r282 < 6) fail(q281, 0);
      if (e284 || r282 >= 6) p280 = q281; else { p280 = -1;  }
      if (p280 < 0) { p270 = -1;  break L271; }
      p270 = p280;
    }
    if (p270 >= 0) { out = p270; break L242; }
    var p286;
    L287: {
      var p289;
      var q290 = p, r291 = 0, e293 = false;
      while (q290 < n) {
        var p294;
        if (q290 < n && (c = s.charCodeAt(q290), c < 128 && T0[c] === 1)) { p294 = adv(q290 + 1); } else { p294 = -1; if (rec) fail(q290, 0); }
        if (p294 < 0) break;
        if (p294 === q290) { e293 = true; break; }
        r291++; q290 = p294;
        if (r291 === 4) break;
      }
      if (rec && q290 >= n && !e293 && r291 < 4) fail(q290, 0);
      if (e293 || r291 >= 4) p289 = q290; else { p289 = -1;  }
      if (p289 < 0) { p286 = -1;  break L287; }
      var p295;
      if (p289 < n && (c = s.charCodeAt(p289), c === 45)) { p295 = adv(p289 + 1); } else { p295 = -1; if (rec) fail(p289, 3); }
      if (p295 < 0) { p286 = -1;  break L287; }
      var p296;
      var q297 = p295, r298 = 0, e300 = false;
      while (q297 < n) {
        var p301;
        if (q297 < n && (c = s.charCodeAt(q297), c < 128 && T0[c] === 1)) { p301 = adv(q297 + 1); } else { p301 = -1; if (rec) fail(q297, 0); }
        if (p301 < 0) break;
        if (p301 === q297) { e300 = true; break; }
        r298++; q297 = p301;
        if (r298 === 5) break;
      }
      if (rec && q297 >= n && !e300 && r298 < 5) fail(q297, 0);
      if (e300 || r298 >= 5) p296 = q297; else { p296 = -1;  }
      if (p296 < 0) { p286 = -1;  break L287; }
      p286 = p296;
    }
    if (p286 >= 0) { out = p286; break L242; }
    var p302;
    L303: {
      var p305;
      var q306 = p, r307 = 0, e309 = false;
      while (q306 < n) {
        var p310;
        if (q306 < n && (c = s.charCodeAt(q306), c < 128 && T0[c] === 1)) { p310 = adv(q306 + 1); } else { p310 = -1; if (rec) fail(q306, 0); }
        if (p310 < 0) break;
        if (p310 === q306) { e309 = true; break; }
        r307++; q306 = p310;
        if (r307 === 5) break;
      }
      if (rec && q306 >= n && !e309 && r307 < 5) fail(q306, 0);
      if (e309 || r307 >= 5) p305 = q306; else { p305 = -1;  }
      if (p305 < 0) { p302 = -1;  break L303; }
      var p311;
      if (p305 < n && (c = s.charCodeAt(p305), c === 45)) { p311 = adv(p305 + 1); } else { p311 = -1; if (rec) fail(p305, 3); }
      if (p311 < 0) { p302 = -1;  break L303; }
      var p312;
      var q313 = p311, r314 = 0, e316 = false;
      while (q313 < n) {
        var p317;
        if (q313 < n && (c = s.charCodeAt(q313), c < 128 && T0[c] === 1)) { p317 = adv(q313 + 1); } else { p317 = -1; if (rec) fail(q313, 0); }
        if (p317 < 0) break;
        if (p317 === q313) { e316 = true; break; }
        r314++; q313 = p317;
        if (r314 === 4) break;
      }
      if (rec && q313 >= n && !e316 && r314 < 4) fail(q313, 0);
      if (e316 || r314 >= 4) p312 = q313; else { p312 = -1;  }
      if (p312 < 0) { p302 = -1;  break L303; }
      p302 = p312;
    }
    if (p302 >= 0) { out = p302; break L242; }
    var p318;
    L319: {
      var p321;
      var q322 = p, r323 = 0, e325 = false;
      while (q322 < n) {
        var p326;
        if (q322 < n && (c = s.charCodeAt(q322), c < 128 && T0[c] === 1)) { p326 = adv(q322 + 1); } else { p326 = -1; if (rec) fail(q322, 0); }
        if (p326 < 0) break;
        if (p326 === q322) { e325 = true; break; }
        r323++; q322 = p326;
        if (r323 === 6) break;
      }
      if (rec && q322 >= n && !e325 && r323 < 6) fail(q322, 0);
      if (e325 || r323 >= 6) p321 = q322; else { p321 = -1;  }
      if (p321 < 0) { p318 = -1;  break L319; }
      var p327;
      if (p321 < n && (c = s.charCodeAt(p321), c === 45)) { p327 = adv(p321 + 1); } else { p327 = -1; if (rec) fail(p321, 3); }
      if (p327 < 0) { p318 = -1;  break L319; }
      var p328;
      var q329 = p327, r330 = 0, e332 = false;
      while (q329 < n) {
        var p333;
        if (q329 < n && (c = s.charCodeAt(q329), c < 128 && T0[c] === 1)) { p333 = adv(q329 + 1); } else { p333 = -1; if (rec) fail(q329, 0); }
        if (p333 < 0) break;
        if (p333 === q329) { e332 = true; break; }
        r330++; q329 = p333;
        if (r330 === 3) break;
      }
      if (rec && q329 >= n && !e332 && r330 < 3) fail(q329, 0);
      if (e332 || r330 >= 3) p328 = q329; else { p328 = -1;  }
      if (p328 < 0) { p318 = -1;  break L319; }
      p318 = p328;
    }
    if (p318 >= 0) { out = p318; break L242; }
    var p334;
    L335: {
      var p337;
      var q338 = p, r339 = 0, e341 = false;
      while (q338 < n) {
        var p342;
        if (q338 < n && (c = s.charCodeAt(q338), c < 128 && T0[c] === 1)) { p342 = adv(q338 + 1); } else { p342 = -1; if (rec) fail(q338, 0); }
        if (p342 < 0) break;
        if (p342 === q338) { e341 = true; break; }
        r339++; q338 = p342;
        if (r339 === 7) break;
      }
      if (rec && q338 >= n && !e341 && r339 < 7) fail(q338, 0);
      if (e341 || r339 >= 7) p337 = q338; else { p337 = -1;  }
      if (p337 < 0) { p334 = -1;  break L335; }
      var p343;
      if (p337 < n && (c = s.charCodeAt(p337), c === 45)) { p343 = adv(p337 + 1); } else { p343 = -1; if (rec) fail(p337, 3); }
      if (p343 < 0) { p334 = -1;  break L335; }
      var p344;
      var q345 = p343, r346 = 0, e348 = false;
      while (q345 < n) {
        var p349;
        if (q345 < n && (c = s.charCodeAt(q345), c < 128 && T0[c] === 1)) { p349 = adv(q345 + 1); } else { p349 = -1; if (rec) fail(q345, 0); }
        if (p349 < 0) break;
        if (p349 === q345) { e348 = true; break; }
        r346++; q345 = p349;
        if (r346 === 2) break;
      }
      if (rec && q345 >= n && !e348 && r346 < 2) fail(q345, 0);
      if (e348 || r346 >= 2) p344 = q345; else { p344 = -1;  }
      if (p344 < 0) { p334 = -1;  break L335; }
      p334 = p344;
    }
    if (p334 >= 0) { out = p334; break L242; }
    var p350;
    L351: {
      var p353;
      var q354 = p, r355 = 0, e357 = false;
      while (q354 < n) {
        var p358;
        if (q354 < n && (c = s.charCodeAt(q354), c < 128 && T0[c] === 1)) { p358 = adv(q354 + 1); } else { p358 = -1; if (rec) fail(q354, 0); }
        if (p358 < 0) break;
        if (p358 === q354) { e357 = true; break; }
        r355++; q354 = p358;
        if (r355 === 8) break;
      }
      if (rec && q354 >= n && !e357 && r355 < 8) fail(q354, 0);
      if (e357 || r355 >= 8) p353 = q354; else { p353 = -1;  }
      if (p353 < 0) { p350 = -1;  break L351; }
      var p359;
      if (p353 < n && (c = s.charCodeAt(p353), c === 45)) { p359 = adv(p353 + 1); } else { p359 = -1; if (rec) fail(p353, 3); }
      if (p359 < 0) { p350 = -1;  break L351; }
      var p360;
      if (p359 < n && (c = s.charCodeAt(p359), c < 128 && T0[c] === 1)) { p360 = adv(p359 + 1); } else { p360 = -1; if (rec) fail(p359, 0); }
      if (p360 < 0) { p350 = -1;  break L351; }
      p350 = p360;
    }
    if (p350 >= 0) { out = p350; break L242; }
    out = -1;
  }
  return done(12, out);
}
function d13(p) { // runs-3
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L361: {
    var p362;
    L363: {
      var p365;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p365 = adv(p + 1); } else { p365 = -1; if (rec) fail(p, 0); }
      if (p365 < 0) { p362 = -1;  break L363; }
      var p366;
      if (p365 < n && (c = s.charCodeAt(p365), c === 45)) { p366 = adv(p365 + 1); } else { p366 = -1; if (rec) fail(p365, 3); }
      if (p366 < 0) { p362 = -1;  break L363; }
      var p367;
      if (p366 < n && (c = s.charCodeAt(p366), c < 128 && T0[c] === 1)) { p367 = adv(p366 + 1); } else { p367 = -1; if (rec) fail(p366, 0); }
      if (p367 < 0) { p362 = -1;  break L363; }
      var p368;
      if (p367 < n && (c = s.charCodeAt(p367), c === 45)) { p368 = adv(p367 + 1); } else { p368 = -1; if (rec) fail(p367, 3); }
      if (p368 < 0) { p362 = -1;  break L363; }
      var p369;
      var q370 = p368, r371 = 0, e373 = false;
      while (q370 < n) {
        var p374;
        if (q370 < n && (c = s.charCodeAt(q370), c < 128 && T0[c] === 1)) { p374 = adv(q370 + 1); } else { p374 = -1; if (rec) fail(q370, 0); }
        if (p374 < 0) break;
        if (p374 === q370) { e373 = true; break; }
        r371++; q370 = p374;
        if (r371 === 7) break;
      }
      if (rec && q370 >= n && !e373 && r371 < 7) fail(q370, 0);
      if (e373 || r371 >= 7) p369 = q370; else { p369 = -1;  }
      if (p369 < 0) { p362 = -1;  break L363; }
      p362 = p369;
    }
    if (p362 >= 0) { out = p362; break L361; }
    var p375;
    L376: {
      var p378;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p378 = adv(p + 1); } else { p378 = -1; if (rec) fail(p, 0); }
      if (p378 < 0) { p375 = -1;  break L376; }
      var p379;
      if (p378 < n && (c = s.charCodeAt(p378), c === 45)) { p379 = adv(p378 + 1); } else { p379 = -1; if (rec) fail(p378, 3); }
      if (p379 < 0) { p375 = -1;  break L376; }
      var p380;
      var q381 = p379, r382 = 0, e384 = false;
      while (q381 < n) {
        var p385;
        if (q381 < n && (c = s.charCodeAt(q381), c < 128 && T0[c] === 1)) { p385 = adv(q381 + 1); } else { p385 = -1; if (rec) fail(q381, 0); }
        if (p385 < 0) break;
        if (p385 === q381) { e384 = true; break; }
        r382++; q381 = p385;
        if (r382 === 2) break;
      }
      if (rec && q381 >= n && !e384 && r382 < 2) fail(q381, 0);
      if (e384 || r382 >= 2) p380 = q381; else { p380 = -1;  }
      if (p380 < 0) { p375 = -1;  break L376; }
      var p386;
      if (p380 < n && (c = s.charCodeAt(p380), c === 45)) { p386 = adv(p380 + 1); } else { p386 = -1; if (rec) fail(p380, 3); }
      if (p386 < 0) { p375 = -1;  break L376; }
      var p387;
      var q388 = p386, r389 = 0, e391 = false;
      while (q388 < n) {
        var p392;
        if (q388 < n && (c = s.charCodeAt(q388), c < 128 && T0[c] === 1)) { p392 = adv(q388 + 1); } else { p392 = -1; if (rec) fail(q388, 0); }
        if (p392 < 0) break;
        if (p392 === q388) { e391 = true; break; }
        r389++; q388 = p392;
        if (r389 === 6) break;
      }
      if (rec && q388 >= n && !e391 && r389 < 6) fail(q388, 0);
      if (e391 || r389 >= 6) p387 = q388; else { p387 = -1;  }
      if (p387 < 0) { p375 = -1;  break L376; }
      p375 = p387;
    }
    if (p375 >= 0) { out = p375; break L361; }
    var p393;
    L394: {
      var p396;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p396 = adv(p + 1); } else { p396 = -1; if (rec) fail(p, 0); }
      if (p396 < 0) { p393 = -1;  break L394; }
      var p397;
      if (p396 < n && (c = s.charCodeAt(p396), c === 45)) { p397 = adv(p396 + 1); } else { p397 = -1; if (rec) fail(p396, 3); }
      if (p397 < 0) { p393 = -1;  break L394; }
      var p398;
      var q399 = p397, r400 = 0, e402 = false;
      while (q399 < n) {
        var p403;
        if (q399 < n && (c = s.charCodeAt(q399), c < 128 && T0[c] === 1)) { p403 = adv(q399 + 1); } else { p403 = -1; if (rec) fail(q399, 0); }
        if (p403 < 0) break;
        if (p403 === q399) { e402 = true; break; }
        r400++; q399 = p403;
        if (r400 === 3) break;
      }
      if (rec && q399 >= n && !e402 && r400 < 3) fail(q399, 0);
      if (e402 || r400 >= 3) p398 = q399; else { p398 = -1;  }
      if (p398 < 0) { p393 = -1;  break L394; }
      var p404;
      if (p398 < n && (c = s.charCodeAt(p398), c === 45)) { p404 = adv(p398 + 1); } else { p404 = -1; if (rec) fail(p398, 3); }
      if (p404 < 0) { p393 = -1;  break L394; }
      var p405;
      var q406 = p404, r407 = 0, e409 = false;
      while (q406 < n) {
        var p410;
        if (q406 < n && (c = s.charCodeAt(q406), c < 128 && T0[c] === 1)) { p410 = adv(q406 + 1); } else { p410 = -1; if (rec) fail(q406, 0); }
        if (p410 < 0) break;
        if (p410 === q406) { e409 = true; break; }
        r407++; q406 = p410;
        if (r407 === 5) break;
      }
      if (rec && q406 >= n && !e409 && r407 < 5) fail(q406, 0);
      if (e409 || r407 >= 5) p405 = q406; else { p405 = -1;  }
      if (p405 < 0) { p393 = -1;  break L394; }
      p393 = p405;
    }
    if (p393 >= 0) { out = p393; break L361; }
    var p411;
    L412: {
      var p414;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p414 = adv(p + 1); } else { p414 = -1; if (rec) fail(p, 0); }
      if (p414 < 0) { p411 = -1;  break L412; }
      var p415;
      if (p414 < n && (c = s.charCodeAt(p414), c === 45)) { p415 = adv(p414 + 1); } else { p415 = -1; if (rec) fail(p414, 3); }
      if (p415 < 0) { p411 = -1;  break L412; }
      var p416;
      var q417 = p415, r418 = 0, e420 = false;
      while (q417 < n) {
        var p421;
        if (q417 < n && (c = s.charCodeAt(q417), c < 128 && T0[c] === 1)) { p421 = adv(q417 + 1); } else { p421 = -1; if (rec) fail(q417, 0); }
        if (p421 < 0) break;
        if (p421 === q417) { e420 = true; break; }
        r418++; q417 = p421;
        if (r418 === 4) break;
      }
      if (rec && q417 >= n && !e420 && r418 < 4) fail(q417, 0);
      if (e420 || r418 >= 4) p416 = q417; else { p416 = -1;  }
      if (p416 < 0) { p411 = -1;  break L412; }
      var p422;
      if (p416 < n && (c = s.charCodeAt(p416), c === 45)) { p422 = adv(p416 + 1); } else { p422 = -1; if (rec) fail(p416, 3); }
      if (p422 < 0) { p411 = -1;  break L412; }
      var p423;
      var q424 = p422, r425 = 0, e427 = false;
      while (q424 < n) {
        var p428;
        if (q424 < n && (c = s.charCodeAt(q424), c < 128 && T0[c] === 1)) { p428 = adv(q424 + 1); } else { p428 = -1; if (rec) fail(q424, 0); }
        if (p428 < 0) break;
        if (p428 === q424) { e427 = true; break; }
        r425++; q424 = p428;
        if (r425 === 4) break;
      }
      if (rec && q424 >= n && !e427 && r425 < 4) fail(q424, 0);
      if (e427 || r425 >= 4) p423 = q424; else { p423 = -1;  }
      if (p423 < 0) { p411 = -1;  break L412; }
      p411 = p423;
    }
    if (p411 >= 0) { out = p411; break L361; }
    var p429;
    L430: {
      var p432;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p432 = adv(p + 1); } else { p432 = -1; if (rec) fail(p, 0); }
      if (p432 < 0) { p429 = -1;  break L430; }
      var p433;
      if (p432 < n && (c = s.charCodeAt(p432), c === 45)) { p433 = adv(p432 + 1); } else { p433 = -1; if (rec) fail(p432, 3); }
      if (p433 < 0) { p429 = -1;  break L430; }
      var p434;
      var q435 = p433, r436 = 0, e438 = false;
      while (q435 < n) {
        var p439;
        if (q435 < n && (c = s.charCodeAt(q435), c < 128 && T0[c] === 1)) { p439 = adv(q435 + 1); } else { p439 = -1; if (rec) fail(q435, 0); }
        if (p439 < 0) break;
        if (p439 === q435) { e438 = true; break; }
        r436++; q435 = p439;
        if (r436 === 5) break;
      }
      if (rec && q435 >= n && !e438 && r436 < 5) fail(q435, 0);
      if (e438 || r436 >= 5) p434 = q435; else { p434 = -1;  }
      if (p434 < 0) { p429 = -1;  break L430; }
      var p440;
      if (p434 < n && (c = s.charCodeAt(p434), c === 45)) { p440 = adv(p434 + 1); } else { p440 = -1; if (rec) fail(p434, 3); }
      if (p440 < 0) { p429 = -1;  break L430; }
      var p441;
      var q442 = p440, r443 = 0, e445 = false;
      while (q442 < n) {
        var p446;
        if (q442 < n && (c = s.charCodeAt(q442), c < 128 && T0[c] === 1)) { p446 = adv(q442 + 1); } else { p446 = -1; if (rec) fail(q442, 0); }
        if (p446 < 0) break;
        if (p446 === q442) { e445 = true; break; }
        r443++; q442 = p446;
        if (r443 === 3) break;
      }
      if (rec && q442 >= n && !e445 && r443 < 3) fail(q442, 0);
      if (e445 || r443 >= 3) p441 = q442; else { p441 = -1;  }
      if (p441 < 0) { p429 = -1;  break L430; }
      p429 = p441;
    }
    if (p429 >= 0) { out = p429; break L361; }
    var p447;
    L448: {
      var p450;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p450 = adv(p + 1); } else { p450 = -1; if (rec) fail(p, 0); }
      if (p450 < 0) { p447 = -1;  break L448; }
      var p451;
      if (p450 < n && (c = s.charCodeAt(p450), c === 45)) { p451 = adv(p450 + 1); } else { p451 = -1; if (rec) fail(p450, 3); }
      if (p451 < 0) { p447 = -1;  break L448; }
      var p452;
      var q453 = p451, r454 = 0, e456 = false;
      while (q453 < n) {
        var p457;
        if (q453 < n && (c = s.charCodeAt(q453), c < 128 && T0[c] === 1)) { p457 = adv(q453 + 1); } else { p457 = -1; if (rec) fail(q453, 0); }
        if (p457 < 0) break;
        if (p457 === q453) { e456 = true; break; }
        r454++; q453 = p457;
        if (r454 === 6) break;
      }
      if (rec && q453 >= n && !e456 && r454 < 6) fail(q453, 0);
      if (e456 || r454 >= 6) p452 = q453; else { p452 = -1;  }
      if (p452 < 0) { p447 = -1;  break L448; }
      var p458;
      if (p452 < n && (c = s.charCodeAt(p452), c === 45)) { p458 = adv(p452 + 1); } else { p458 = -1; if (rec) fail(p452, 3); }
      if (p458 < 0) { p447 = -1;  break L448; }
      var p459;
      var q460 = p458, r461 = 0, e463 = false;
      while (q460 < n) {
        var p464;
        if (q460 < n && (c = s.charCodeAt(q460), c < 128 && T0[c] === 1)) { p464 = adv(q460 + 1); } else { p464 = -1; if (rec) fail(q460, 0); }
        if (p464 < 0) break;
        if (p464 === q460) { e463 = true; break; }
        r461++; q460 = p464;
        if (r461 === 2) break;
      }
      if (rec && q460 >= n && !e463 && r461 < 2) fail(q460, 0);
      if (e463 || r461 >= 2) p459 = q460; else { p459 = -1;  }
      if (p459 < 0) { p447 = -1;  break L448; }
      p447 = p459;
    }
    if (p447 >= 0) { out = p447; break L361; }
    var p465;
    L466: {
      var p468;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p468 = adv(p + 1); } else { p468 = -1; if (rec) fail(p, 0); }
      if (p468 < 0) { p465 = -1;  break L466; }
      var p469;
      if (p468 < n && (c = s.charCodeAt(p468), c === 45)) { p469 = adv(p468 + 1); } else { p469 = -1; if (rec) fail(p468, 3); }
      if (p469 < 0) { p465 = -1;  break L466; }
      var p470;
      var q471 = p469, r472 = 0, e474 = false;
      while (q471 < n) {
        var p475;
        if (q471 < n && (c = s.charCodeAt(q471), c < 128 && T0[c] === 1)) { p475 = adv(q471 + 1); } else { p475 = -1; if (rec) fail(q471, 0); }
        if (p475 < 0) break;
        if (p475 === q471) { e474 = true; break; }
        r472++; q471 = p475;
        if (r472 === 7) break;
      }
      if (rec && q471 >= n && !e474 && r472 < 7) fail(q471, 0);
      if (e474 || r472 >= 7) p470 = q471; else { p470 = -1;  }
      if (p470 < 0) { p465 = -1;  break L466; }
      var p476;
      if (p470 < n && (c = s.charCodeAt(p470), c === 45)) { p476 = adv(p470 + 1); } else { p476 = -1; if (rec) fail(p470, 3); }
      if (p476 < 0) { p465 = -1;  break L466; }
      var p477;
      if (p476 < n && (c = s.charCodeAt(p476), c < 128 && T0[c] === 1)) { p477 = adv(p476 + 1); } else { p477 = -1; if (rec) fail(p476, 0); }
      if (p477 < 0) { p465 = -1;  break L466; }
      p465 = p477;
    }
    if (p465 >= 0) { out = p465; break L361; }
    var p478;
    L479: {
      var p481;
      var q482 = p, r483 = 0, e485 = false;
      while (q482 < n) {
        var p486;
        if (q482 < n && (c = s.charCodeAt(q482), c < 128 && T0[c] === 1)) { p486 = adv(q482 + 1); } else { p486 = -1; if (rec) fail(q482, 0); }
        if (p486 < 0) break;
        if (p486 === q482) { e485 = true; break; }
        r483++; q482 = p486;
        if (r483 === 2) break;
      }
      if (rec && q482 >= n && !e485 && r483 < 2) fail(q482, 0);
      if (e485 || r483 >= 2) p481 = q482; else { p481 = -1;  }
      if (p481 < 0) { p478 = -1;  break L479; }
      var p487;
      if (p481 < n && (c = s.charCodeAt(p481), c === 45)) { p487 = adv(p481 + 1); } else { p487 = -1; if (rec) fail(p481, 3); }
      if (p487 < 0) { p478 = -1;  break L479; }
      var p488;
      if (p487 < n && (c = s.charCodeAt(p487), c < 128 && T0[c] === 1)) { p488 = adv(p487 + 1); } else { p488 = -1; if (rec) fail(p487, 0); }
      if (p488 < 0) { p478 = -1;  break L479; }
      var p489;
      if (p488 < n && (c = s.charCodeAt(p488), c === 45)) { p489 = adv(p488 + 1); } else { p489 = -1; if (rec) fail(p488, 3); }
      if (p489 < 0) { p478 = -1;  break L479; }
      var p490;
      var q491 = p489, r492 = 0, e494 = false;
      while (q491 < n) {
        var p495;
        if (q491 < n && (c = s.charCodeAt(q491), c < 128 && T0[c] === 1)) { p495 = adv(q491 + 1); } else { p495 = -1; if (rec) fail(q491, 0); }
        if (p495 < 0) break;
        if (p495 === q491) { e494 = true; break; }
        r492++; q491 = p495;
        if (r492 === 6) break;
      }
      if (rec && q491 >= n && !e494 && r492 < 6) fail(q491, 0);
      if (e494 || r492 >= 6) p490 = q491; else { p490 = -1;  }
      if (p490 < 0) { p478 = -1;  break L479; }
      p478 = p490;
    }
    if (p478 >= 0) { out = p478; break L361; }
    var p496;
    L497: {
      var p499;
      var q500 = p, r501 = 0, e503 = false;
      while (q500 < n) {
        var p504;
        if (q500 < n && (c = s.charCodeAt(q500), c < 128 && T0[c] === 1)) { p504 = adv(q500 + 1); } else { p504 = -1; if (rec) fail(q500, 0); }
        if (p504 < 0) break;
        if (p504 === q500) { e503 = true; break; }
        r501++; q500 = p504;
        if (r501 === 2) break;
      }
      if (rec && q500 >= n && !e503 && r501 < 2) fail(q500, 0);
      if (e503 || r501 >= 2) p499 = q500; else { p499 = -1;  }
      if (p499 < 0) { p496 = -1;  break L497; }
      var p505;
      if (p499 < n && (c = s.charCodeAt(p499), c === 45)) { p505 = adv(p499 + 1); } else { p505 = -1; if (rec) fail(p499, 3); }
      if (p505 < 0) { p496 = -1;  break L497; }
      var p506;
      var q507 = p505, r508 = 0, e510 = false;
      while (q507 < n) {
        var p511;
        if (q507 < n && (c = s.charCodeAt(q507), c < 128 && T0[c] === 1)) { p511 = adv(q507 + 1); } else { p511 = -1; if (rec) fail(q507, 0); }
        if (p511 < 0) break;
        if (p511 === q507) { e510 = true; break; }
        r508++; q507 = p511;
        if (r508 === 2) break;
      }
      if (rec && q507 >= n && !e510 && r508 < 2) fail(q507, 0);
      if (e510 || r508 >= 2) p506 = q507; else { p506 = -1;  }
      if (p506 < 0) { p496 = -1;  break L497; }
      var p512;
      if (p506 < n && (c = s.charCodeAt(p506), c === 45)) { p512 = adv(p506 + 1); } else { p512 = -1; if (rec) fail(p506, 3); }
      if (p512 < 0) { p496 = -1;  break L497; }
      var p513;
      var q514 = p512, r515 = 0, e517 = false;
      while (q514 < n) {
        var p518;
        if (q514 < n && (c = s.charCodeAt(q514), c < 128 && T0[c] === 1)) { p518 = adv(q514 + 1); } else { p518 = -1; if (rec) fail(q514, 0); }
        if (p518 < 0) break;
        if (p518 === q514) { e517 = true; break; }
        r515++; q514 = p518;
        if (r515 === 5) break;
      }
      if (rec && q514 >= n && !e517 && r515 < 5) fail(q514, 0);
      if (e517 || r515 >= 5) p513 = q514; else { p513 = -1;  }
      if (p513 < 0) { p496 = -1;  break L497; }
      p496 = p513;
    }
    if (p496 >= 0) { out = p496; break L361; }
    var p519;
    L520: {
      var p522;
      var q523 = p, r524 = 0, e526 = false;
      while (q523 < n) {
        var p527;
        if (q523 < n && (c = s.charCodeAt(q523), c < 128 && T0[c] === 1)) { p527 = adv(q523 + 1); } else { p527 = -1; if (rec) fail(q523, 0); }
        if (p527 < 0) break;
        if (p527 === q523) { e526 = true; break; }
        r524++; q523 = p527;
        if (r524 === 2) break;
      }
      if (rec && q523 >= n && !e526 && r524 < 2) fail(q523, 0);
      if (e526 || r524 >= 2) p522 = q523; else { p522 = -1;  }
      if (p522 < 0) { p519 = -1;  break L520; }
      var p528;
      if (p522 < n && (c = s.charCodeAt(p522), c === 45)) { p528 = adv(p522 + 1); } else { p528 = -1; if (rec) fail(p522, 3); }
      if (p528 < 0) { p519 = -1;  break L520; }
      var p529;
      var q530 = p528, r531 = 0, e533 = false;
      while (q530 < n) {
        var p534;
        if (q530 < n && (c = s.charCodeAt(q530), c < 128 && T0[c] === 1)) { p534 = adv(q530 + 1); } else { p534 = -1; if (rec) fail(q530, 0); }
        if (p534 < 0) break;
        if (p534 === q530) { e533 = true; break; }
        r531++; q530 = p534;
        if (r531 === 3) break;
      }
      if (rec && q530 >= n && !e533 && r531 < 3) fail(q530, 0);
      if (e533 || r531 >= 3) p529 = q530; else { p529 = -1;  }
      if (p529 < 0) { p519 = -1;  break L520; }
      var p535;
      if (p529 < n && (c = s.charCodeAt(p529), c === 45)) { p535 = adv(p529 + 1); } else { p535 = -1; if (rec) fail(p529, 3); }
      if (p535 < 0) { p519 = -1;  break L520; }
      var p536;
      var q537 = p535, r538 = 0, e540 = false;
      while (q537 < n) {
        var p541;
        if (q537 < n && (c = s.charCodeAt(q537), c < 128 && T0[c] === 1)) { p541 = adv(q537 + 1); } else { p541 = -1; if (rec) fail(q537, 0); }
        if (p541 < 0) break;
        if (p541 === q537) { e540 = true; break; }
        r538++; q537 = p541;
        if (r538 === 4) break;
      }
      if (rec && q537 >= n && !e540 && r538 < 4) fail(q537, 0);
      if (e540 || r538 >= 4) p536 = q537; else { p536 = -1;  }
      if (p536 < 0) { p519 = -1;  break L520; }
      p519 = p536;
    }
    if (p519 >= 0) { out = p519; break L361; }
    var p542;
    L543: {
      var p545;
      var q546 = p, r547 = 0, e549 = false;
      while (q546 < n) {
        var p550;
        if (q546 < n && (c = s.charCodeAt(q546), c < 128 && T0[c] === 1)) { p550 = adv(q546 + 1); } else { p550 = -1; if (rec) fail(q546, 0); }
        if (p550 < 0) break;
        if (p550 === q546) { e549 = true; break; }
        r547++; q546 = p550;
        if (r547 === 2) break;
      }
      if (rec && q546 >= n && !e549 && r547 < 2) fail(q546, 0);
      if (e549 || r547 >= 2) p545 = q546; else { p545 = -1;  }
      if (p545 < 0) { p542 = -1;  break L543; }
      var p551;
      if (p545 < n && (c = s.charCodeAt(p545), c === 45)) { p551 = adv(p545 + 1); } else { p551 = -1; if (rec) fail(p545, 3); }
      if (p551 < 0) { p542 = -1;  break L543; }
      var p552;
      var q553 = p551, r554 = 0, e556 = false;
      while (q553 < n) {
        var p557;
        if (q553 < n && (c = s.charCodeAt(q553), c < 128 && T0[c] === 1)) { p557 = adv(q553 + 1); } else { p557 = -1; if (rec) fail(q553, 0); }
        if (p557 < 0) break;
        if (p557 === q553) { e556 = true; break; }
        r554++; q553 = p557;
        if (r554 === 4) break;
      }
      if (rec && q553 >= n && !e556 && r554 < 4) fail(q553, 0);
      if (e556 || r554 >= 4) p552 = q553; else { p552 = -1;  }
      if (p552 < 0) { p542 = -1;  break L543; }
      var p558;
      if (p552 < n && (c = s.charCodeAt(p552), c === 45)) { p558 = adv(p552 + 1); } else { p558 = -1; if (rec) fail(p552, 3); }
      if (p558 < 0) { p542 = -1;  break L543; }
      var p559;
      var q560 = p558, r561 = 0, e563 = false;
      while (q560 < n) {
        var p564;
        if (q560 < n && (c = s.charCodeAt(q560), c < 128 && T0[c] === 1)) { p564 = adv(q560 + 1); } else { p564 = -1; if (rec) fail(q560, 0); }
        if (p564 < 0) break;
        if (p564 === q560) { e563 = true; break; }
        r561++; q560 = p564;
        if (r561 === 3) break;
      }
      if (rec && q560 >= n && !e563 && r561 < 3) fail(q560, 0);
      if (e563 || r561 >= 3) p559 = q560; else { p559 = -1;  }
      if (p559 < 0) { p542 = -1;  break L543; }
      p542 = p559;
    }
    if (p542 >= 0) { out = p542; break L361; }
    var p565;
    L566: {
      var p568;
      var q569 = p, r570 = 0, e572 = false;
      while (q569 < n) {
        var p573;
        if (q569 < n && (c = s.charCodeAt(q569), c < 128 && T0[c] === 1)) { p573 = adv(q569 + 1); } else { p573 = -1; if (rec) fail(q569, 0); }
        if (p573 < 0) break;
        if (p573 === q569) { e572 = true; break; }
        r570++; q569 = p573;
        if (r570 === 2) break;
      }
      if (rec && q569 >= n && !e572 && r570 < 2) fail(q569, 0);
      if (e572 || r570 >= 2) p568 = q569; else { p568 = -1;  }
      if (p568 < 0) { p565 = -1;  break L566; }
      var p574;
      if (p568 < n && (c = s.charCodeAt(p568), c === 45)) { p574 = adv(p568 + 1); } else { p574 = -1; if (rec) fail(p568, 3); }
      if (p574 < 0) { p565 = -1;  break L566; }
      var p575;
      var q576 = p574, r577 = 0, e579 = false;
      while (q576 < n) {
        var p580;
        if (q576 < n && (c = s.charCodeAt(q576), c < 128 && T0[c] === 1)) { p580 = adv(q576 + 1); } else { p580 = -1; if (rec) fail(q576, 0); }
        if (p580 < 0) break;
        if (p580 === q576) { e579 = true; break; }
        r577++; q576 = p580;
        if (r577 === 5) break;
      }
      if (rec && q576 >= n && !e579 && r577 < 5) fail(q576, 0);
      if (e579 || r577 >= 5) p575 = q576; else { p575 = -1;  }
      if (p575 < 0) { p565 = -1;  break L566; }
      var p581;
      if (p575 < n && (c = s.charCodeAt(p575), c === 45)) { p581 = adv(p575 + 1); } else { p581 = -1; if (rec) fail(p575, 3); }
      if (p581 < 0) { p565 = -1;  break L566; }
      var p582;
      var q583 = p581, r584 = 0, e586 = false;
      while (q583 < n) {
        var p587;
        if (q583 < n && (c = s.charCodeAt(q583), c < 128 && T0[c] === 1)) { p587 = adv(q583 + 1); } else { p587 = -1; if (rec) fail(q583, 0); }
        if (p587 < 0) break;
        if (p587 === q583) { e586 = true; break; }
        r584++; q583 = p587;
        if (r584 === 2) break;
      }
      if (rec && q583 >= n && !e586 && r584 < 2) fail(q583, 0);
      if (e586 || r584 >= 2) p582 = q583; else { p582 = -1;  }
      if (p582 < 0) { p565 = -1;  break L566; }
      p565 = p582;
    }
    if (p565 >= 0) { out = p565; break L361; }
    var p588;
    L589: {
      var p591;
      var q592 = p, r593 = 0, e595 = false;
      while (q592 < n) {
        var p596;
        if (q592 < n && (c = s.charCodeAt(q592), c < 128 && T0[c] === 1)) { p596 = adv(q592 + 1); } else { p596 = -1; if (rec) fail(q592, 0); }
        if (p596 < 0) break;
        if (p596 === q592) { e595 = true; break; }
        r593++; q592 = p596;
        if (r593 === 2) break;
      }
      if (rec && q592 >= n && !e595 && r593 < 2) fail(q592, 0);
      if (e595 || r593 >= 2) p591 = q592; else { p591 = -1;  }
      if (p591 < 0) { p588 = -1;  break L589; }
      var p597;
      if (p591 < n && (c = s.charCodeAt(p591), c === 45)) { p597 = adv(p591 + 1); } else { p597 = -1; if (rec) fail(p591, 3); }
      if (p597 < 0) { p588 = -1;  break L589; }
      var p598;
      var q599 = p597, r600 = 0, e602 = false;
      while (q599 < n) {
        var p603;
        if (q599 < n && (c = s.charCodeAt(q599), c < 128 && T0[c] === 1)) { p603 = adv(q599 + 1); } else { p603 = -1; if (rec) fail(q599, 0); }
        if (p603 < 0) break;
        if (p603 === q599) { e602 = true; break; }
        r600++; q599 = p603;
        if (r600 === 6) break;
      }
      if (rec && q599 >= n && !e602 && r600 < 6) fail(q599, 0);
      if (e602 || r600 >= 6) p598 = q599; else { p598 = -1;  }
      if (p598 < 0) { p588 = -1;  break L589; }
      var p604;
      if (p598 < n && (c = s.charCodeAt(p598), c === 45)) { p604 = adv(p598 + 1); } else { p604 = -1; if (rec) fail(p598, 3); }
      if (p604 < 0) { p588 = -1;  break L589; }
      var p605;
      if (p604 < n && (c = s.charCodeAt(p604), c < 128 && T0[c] === 1)) { p605 = adv(p604 + 1); } else { p605 = -1; if (rec) fail(p604, 0); }
      if (p605 < 0) { p588 = -1;  break L589; }
      p588 = p605;
    }
    if (p588 >= 0) { out = p588; break L361; }
    var p606;
    L607: {
      var p609;
      var q610 = p, r611 = 0, e613 = false;
      while (q610 < n) {
        var p614;
        if (q610 < n && (c = s.charCodeAt(q610), c < 128 && T0[c] === 1)) { p614 = adv(q610 + 1); } else { p614 = -1; if (rec) fail(q610, 0); }
        if (p614 < 0) break;
        if (p614 === q610) { e613 = true; break; }
        r611++; q610 = p614;
        if (r611 === 3) break;
      }
      if (rec && q610 >= n && !e613 && r611 < 3) fail(q610, 0);
      if (e613 || r611 >= 3) p609 = q610; else { p609 = -1;  }
      if (p609 < 0) { p606 = -1;  break L607; }
      var p615;
      if (p609 < n && (c = s.charCodeAt(p609), c === 45)) { p615 = adv(p609 + 1); } else { p615 = -1; if (rec) fail(p609, 3); }
      if (p615 < 0) { p606 = -1;  break L607; }
      var p616;
      if (p615 < n && (c = s.charCodeAt(p615), c < 128 && T0[c] === 1)) { p616 = adv(p615 + 1); } else { p616 = -1; if (rec) fail(p615, 0); }
      if (p616 < 0) { p606 = -1;  break L607; }
      var p617;
      if (p616 < n && (c = s.charCodeAt(p616), c === 45)) { p617 = adv(p616 + 1); } else { p617 = -1; if (rec) fail(p616, 3); }
      if (p617 < 0) { p606 = -1;  break L607; }
      var p618;
      var q619 = p617, r620 = 0, e622 = false;
      while (q619 < n) {
        var p623;
        if (q619 < n && (c = s.charCodeAt(q619), c < 128 && T0[c] === 1)) { p623 = adv(q619 + 1); } else { p623 = -1; if (rec) fail(q619, 0); }
        if (p623 < 0) break;
        if (p623 === q619) { e622 = true; break; }
        r620++; q619 = p623;
        if (r620 === 5) break;
      }
      if (rec && q619 >= n && !e622 && r620 < 5) fail(q619, 0);
      if (e622 || r620 >= 5) p618 = q619; else { p618 = -1;  }
      if (p618 < 0) { p606 = -1;  break L607; }
      p606 = p618;
    }
    if (p606 >= 0) { out = p606; break L361; }
    var p624;
    L625: {
      var p627;
      var q628 = p, r629 = 0, e631 = false;
      while (q628 < n) {
        var p632;
        if (q628 < n && (c = s.charCodeAt(q628), c < 128 && T0[c] === 1)) { p632 = adv(q628 + 1); } else { p632 = -1; if (rec) fail(q628, 0); }
        if (p632 < 0) break;
        if (p632 === q628) { e631 = true; break; }
        r629++; q628 = p632;
        if (r629 === 3) break;
      }
      if (rec && q628 >= n && !e631 && r629 < 3) fail(q628, 0);
      if (e631 || r629 >= 3) p627 = q628; else { p627 = -1;  }
      if (p627 < 0) { p624 = -1;  break L625; }
      var p633;
      if (p627 < n && (c = s.charCodeAt(p627), c === 45)) { p633 = adv(p627 + 1); } else { p633 = -1; if (rec) fail(p627, 3); }
      if (p633 < 0) { p624 = -1;  break L625; }
      var p634;
      var q635 = p633, r636 = 0, e638 = false;
      while (q635 < n) {
        var p639;
        if (q635 < n && (c = s.charCodeAt(q635), c < 128 && T0[c] === 1)) { p639 = adv(q635 + 1); } else { p639 = -1; if (rec) fail(q635, 0); }
        if (p639 < 0) break;
        if (p639 === q635) { e638 = true; break; }
        r636++; q635 = p639;
        if (r636 === 2) break;
      }
      if (rec && q635 >= n && !e638 && r636 < 2) fail(q635, 0);
      if (e638 || r636 >= 2) p634 = q635; else { p634 = -1;  }
      if (p634 < 0) { p624 = -1;  break L625; }
      var p640;
      if (p634 < n && (c = s.charCodeAt(p634), c === 45)) { p640 = adv(p634 + 1); } else { p640 = -1; if (rec) fail(p634, 3); }
      if (p640 < 0) { p624 = -1;  break L625; }
      var p641;
      var q642 = p640, r643 = 0, e645 = false;
      while (q642 < n) {
        var p646;
        if (q642 < n && (c = s.charCodeAt(q642), c < 128 && T0[c] === 1)) { p646 = adv(q642 + 1); } else { p646 = -1; if (rec) fail(q642, 0); }
        if (p646 < 0) break;
        if (p646 === q642) { e645 = true; break; }
        r643++; q642 = p646;
        if (r643 === 4) break;
      }
      if (rec && q642 >= n && !e645 && r643 < 4) fail(q642, 0);
      if (e645 || r643 >= 4) p641 = q642; else { p641 = -1;  }
      if (p641 < 0) { p624 = -1;  break L625; }
      p624 = p641;
    }
    if (p624 >= 0) { out = p624; break L361; }
    var p647;
    L648: {
      var p650;
      var q651 = p, r652 = 0, e654 = false;
      while (q651 < n) {
        var p655;
        if (q651 < n && (c = s.charCodeAt(q651), c < 128 && T0[c] === 1)) { p655 = adv(q651 + 1); } else { p655 = -1; if (rec) fail(q651, 0); }
        if (p655 < 0) break;
        if (p655 === q651) { e654 = true; break; }
        r652++; q651 = p655;
        if (r652 === 3) break;
      }
      if (rec && q651 >= n && !e654 && r652 < 3) fail(q651, 0);
      if (e654 || r652 >= 3) p650 = q651; else { p650 = -1;  }
      if (p650 < 0) { p647 = -1;  break L648; }
      var p656;
      if (p650 < n && (c = s.charCodeAt(p650), c === 45)) { p656 = adv(p650 + 1); } else { p656 = -1; if (rec) fail(p650, 3); }
      if (p656 < 0) { p647 = -1;  break L648; }
      var p657;
      var q658 = p656, r659 = 0, e661 = false;
      while (q658 < n) {
        var p662;
        if (q658 < n && (c = s.charCodeAt(q658), c < 128 && T0[c] === 1)) { p662 = adv(q658 + 1); } else { p662 = -1; if (rec) fail(q658, 0); }
        if (p662 < 0) break;
        if (p662 === q658) { e661 = true; break; }
        r659++; q658 = p662;
        if (r659 === 3) break;
      }
      if (rec && q658 >= n && !e661 && r659 < 3) fail(q658, 0);
      if (e661 || r659 >= 3) p657 = q658; else { p657 = -1;  }
      if (p657 < 0) { p647 = -1;  break L648; }
      var p663;
      if (p657 < n && (c = s.charCodeAt(p657), c === 45)) { p663 = adv(p657 + 1); } else { p663 = -1; if (rec) fail(p657, 3); }
      if (p663 < 0) { p647 = -1;  break L648; }
      var p664;
      var q665 = p663, r666 = 0, e668 = false;
      while (q665 < n) {
        var p669;
        if (q665 < n && (c = s.charCodeAt(q665), c < 128 && T0[c] === 1)) { p669 = adv(q665 + 1); } else { p669 = -1; if (rec) fail(q665, 0); }
        if (p669 < 0) break;
        if (p669 === q665) { e668 = true; break; }
        r666++; q665 = p669;
        if (r666 === 3) break;
      }
      if (rec && q665 >= n && !e668 && r666 < 3) fail(q665, 0);
      if (e668 || r666 >= 3) p664 = q665; else { p664 = -1;  }
      if (p664 < 0) { p647 = -1;  break L648; }
      p647 = p664;
    }
    if (p647 >= 0) { out = p647; break L361; }
    var p670;
    L671: {
      var p673;
      var q674 = p, r675 = 0, e677 = false;
      while (q674 < n) {
        var p678;
        if (q674 < n && (c = s.charCodeAt(q674), c < 128 && T0[c] === 1)) { p678 = adv(q674 + 1); } else { p678 = -1; if (rec) fail(q674, 0); }
        if (p678 < 0) break;
        if (p678 === q674) { e677 = true; break; }
        r675++; q674 = p678;
        if (r675 === 3) break;
      }
      if (rec && q674 >= n && !e677 && r675 < 3) fail(q674, 0);
      if (e677 || r675 >= 3) p673 = q674; else { p673 = -1;  }
      if (p673 < 0) { p670 = -1;  break L671; }
      var p679;
      if (p673 < n && (c = s.charCodeAt(p673), c === 45)) { p679 = adv(p673 + 1); } else { p679 = -1; if (rec) fail(p673, 3); }
      if (p679 < 0) { p670 = -1;  break L671; }
      var p680;
      var q681 = p679, r682 = 0, e684 = false;
      while (q681 < n) {
        var p685;
        if (q681 < n && (c = s.charCodeAt(q681), c < 128 && T0[c] === 1)) { p685 = adv(q681 + 1); } else { p685 = -1; if (rec) fail(q681, 0); }
        if (p685 < 0) break;
        if (p685 === q681) { e684 = true; break; }
        r682++; q681 = p685;
        if (r682 === 4) break;
      }
      if (rec && q681 >= n && !e684 && r682 < 4) fail(q681, 0);
      if (e684 || r682 >= 4) p680 = q681; else { p680 = -1;  }
      if (p680 < 0) { p670 = -1;  break L671; }
      var p686;
      if (p680 < n && (c = s.charCodeAt(p680), c === 45)) { p686 = adv(p680 + 1); } else { p686 = -1; if (rec) fail(p680, 3); }
      if (p686 < 0) { p670 = -1;  break L671; }
      var p687;
      var q688 = p686, r689 = 0, e691 = false;
      while (q688 < n) {
        var p692;
        if (q688 < n && (c = s.charCodeAt(q688), c < 128 && T0[c] === 1)) { p692 = adv(q688 + 1); } else { p692 = -1; if (rec) fail(q688, 0); }
        if (p692 < 0) break;
        if (p692 === q688) { e691 = true; break; }
        r689++; q688 = p692;
        if (r689 === 2) break;
      }
      if (rec && q688 >= n && !e691 && r689 < 2) fail(q688, 0);
      if (e691 || r689 >= 2) p687 = q688; else { p687 = -1;  }
      if (p687 < 0) { p670 = -1;  break L671; }
      p670 = p687;
    }
    if (p670 >= 0) { out = p670; break L361; }
    var p693;
    L694: {
      var p696;
      var q697 = p, r698 = 0, e700 = false;
      while (q697 < n) {
        var p701;
        if (q697 < n && (c = s.charCodeAt(q697), c < 128 && T0[c] === 1)) { p701 = adv(q697 + 1); } else { p701 = -1; if (rec) fail(q697, 0); }
        if (p701 < 0) break;
        if (p701 === q697) { e700 = true; break; }
        r698++; q697 = p701;
        if (r698 === 3) break;
      }
      if (rec && q697 >= n && !e700 && r698 < 3) fail(q697, 0);
      if (e700 || r698 >= 3) p696 = q697; else { p696 = -1;  }
      if (p696 < 0) { p693 = -1;  break L694; }
      var p702;
      if (p696 < n && (c = s.charCodeAt(p696), c === 45)) { p702 = adv(p696 + 1); } else { p702 = -1; if (rec) fail(p696, 3); }
      if (p702 < 0) { p693 = -1;  break L694; }
      var p703;
      var q704 = p702, r705 = 0, e707 = false;
      while (q704 < n) {
        var p708;
        if (q704 < n && (c = s.charCodeAt(q704), c < 128 && T0[c] === 1)) { p708 = adv(q704 + 1); } else { p708 = -1; if (rec) fail(q704, 0); }
        if (p708 < 0) break;
        if (p708 === q704) { e707 = true; break; }
        r705++; q704 = p708;
        if (r705 === 5) break;
      }
      if (rec && q704 >= n && !e707 && r705 < 5) fail(q704, 0);
      if (e707 || r705 >= 5) p703 = q704; else { p703 = -1;  }
      if (p703 < 0) { p693 = -1;  break L694; }
      var p709;
      if (p703 < n && (c = s.charCodeAt(p703), c === 45)) { p709 = adv(p703 + 1); } else { p709 = -1; if (rec) fail(p703, 3); }
      if (p709 < 0) { p693 = -1;  break L694; }
      var p710;
      if (p709 < n && (c = s.charCodeAt(p709), c < 128 && T0[c] === 1)) { p710 = adv(p709 + 1); } else { p710 = -1; if (rec) fail(p709, 0); }
      if (p710 < 0) { p693 = -1;  break L694; }
      p693 = p710;
    }
    if (p693 >= 0) { out = p693; break L361; }
    var p711;
    L712: {
      var p714;
      var q715 = p, r716 = 0, e718 = false;
      while (q715 < n) {
        var p719;
        if (q715 < n && (c = s.charCodeAt(q715), c < 128 && T0[c] === 1)) { p719 = adv(q715 + 1); } else { p719 = -1; if (rec) fail(q715, 0); }
        if (p719 < 0) break;
        if (p719 === q715) { e718 = true; break; }
        r716++; q715 = p719;
        if (r716 === 4) break;
      }
      if (rec && q715 >= n && !e718 && r716 < 4) fail(q715, 0);
      if (e718 || r716 >= 4) p714 = q715; else { p714 = -1;  }
      if (p714 < 0) { p711 = -1;  break L712; }
      var p720;
      if (p714 < n && (c = s.charCodeAt(p714), c === 45)) { p720 = adv(p714 + 1); } else { p720 = -1; if (rec) fail(p714, 3); }
      if (p720 < 0) { p711 = -1;  break L712; }
      var p721;
      if (p720 < n && (c = s.charCodeAt(p720), c < 128 && T0[c] === 1)) { p721 = adv(p720 + 1); } else { p721 = -1; if (rec) fail(p720, 0); }
      if (p721 < 0) { p711 = -1;  break L712; }
      var p722;
      if (p721 < n && (c = s.charCodeAt(p721), c === 45)) { p722 = adv(p721 + 1); } else { p722 = -1; if (rec) fail(p721, 3); }
      if (p722 < 0) { p711 = -1;  break L712; }
      var p723;
      var q724 = p722, r725 = 0, e727 = false;
      while (q724 < n) {
        var p728;
        if (q724 < n && (c = s.charCodeAt(q724), c < 128 && T0[c] === 1)) { p728 = adv(q724 + 1); } else { p728 = -1; if (rec) fail(q724, 0); }
        if (p728 < 0) break;
        if (p728 === q724) { e727 = true; break; }
        r725++; q724 = p728;
        if (r725 === 4) break;
      }
      if (rec && q724 >= n && !e727 && r725 < 4) fail(q724, 0);
      if (e727 || r725 >= 4) p723 = q724; else { p723 = -1;  }
      if (p723 < 0) { p711 = -1;  break L712; }
      p711 = p723;
    }
    if (p711 >= 0) { out = p711; break L361; }
    var p729;
    L730: {
      var p732;
      var q733 = p, r734 = 0, e736 = false;
      while (q733 < n) {
        var p737;
        if (q733 < n && (c = s.charCodeAt(q733), c < 128 && T0[c] === 1)) { p737 = adv(q733 + 1); } else { p737 = -1; if (rec) fail(q733, 0); }
        if (p737 < 0) break;
        if (p737 === q733) { e736 = true; break; }
        r734++; q733 = p737;
        if (r734 === 4) break;
      }
      if (rec && q733 >= n && !e736 && r734 < 4) fail(q733, 0);
      if (e736 || r734 >= 4) p732 = q733; else { p732 = -1;  }
      if (p732 < 0) { p729 = -1;  break L730; }
      var p738;
      if (p732 < n && (c = s.charCodeAt(p732), c === 45)) { p738 = adv(p732 + 1); } else { p738 = -1; if (rec) fail(p732, 3); }
      if (p738 < 0) { p729 = -1;  break L730; }
      var p739;
      var q740 = p738, r741 = 0, e743 = false;
      while (q740 < n) {
        var p744;
        if (q740 < n && (c = s.charCodeAt(q740), c < 128 && T0[c] === 1)) { p744 = adv(q740 + 1); } else { p744 = -1; if (rec) fail(q740, 0); }
        if (p744 < 0) break;
        if (p744 === q740) { e743 = true; break; }
        r741++; q740 = p744;
        if (r741 === 2) break;
      }
      if (rec && q740 >= n && !e743 && r741 < 2) fail(q740, 0);
      if (e743 || r741 >= 2) p739 = q740; else { p739 = -1;  }
      if (p739 < 0) { p729 = -1;  break L730; }
      var p745;
      if (p739 < n && (c = s.charCodeAt(p739), c === 45)) { p745 = adv(p739 + 1); } else { p745 = -1; if (rec) fail(p739, 3); }
      if (p745 < 0) { p729 = -1;  break L730; }
      var p746;
      var q747 = p745, r748 = 0, e750 = false;
      while (q747 < n) {
        var p751;
        if (q747 < n && (c = s.charCodeAt(q747), c < 128 && T0[c] === 1)) { p751 = adv(q747 + 1); } else { p751 = -1; if (rec) fail(q747, 0); }
        if (p751 < 0) break;
        if (p751 === q747) { e750 = true; break; }
        r748++; q747 = p751;
        if (r748 === 3) break;
      }
      if (rec && q747 >= n && !e750 && r748 < 3) fail(q747, 0);
      if (e750 || r748 >= 3) p746 = q747; else { p746 = -1;  }
      if (p746 < 0) { p729 = -1;  break L730; }
      p729 = p746;
    }
    if (p729 >= 0) { out = p729; break L361; }
    var p752;
    L753: {
      var p755;
      var q756 = p, r757 = 0, e759 = false;
      while (q756 < n) {
        var p760;
        if (q756 < n && (c = s.charCodeAt(q756), c < 128 && T0[c] === 1)) { p760 = adv(q756 + 1); } else { p760 = -1; if (rec) fail(q756, 0); }
        if (p760 < 0) break;
        if (p760 === q756) { e759 = true; break; }
        r757++; q756 = p760;
        if (r757 === 4) break;
      }
      if (rec && q756 >= n && !e759 && r757 < 4) fail(q756, 0);
      if (e759 || r757 >= 4) p755 = q756; else { p755 = -1;  }
      if (p755 < 0) { p752 = -1;  break L753; }
      var p761;
      if (p755 < n && (c = s.charCodeAt(p755), c === 45)) { p761 = adv(p755 + 1); } else { p761 = -1; if (rec) fail(p755, 3); }
      if (p761 < 0) { p752 = -1;  break L753; }
      var p762;
      var q763 = p761, r764 = 0, e766 = false;
      while (q763 < n) {
        var p767;
        if (q763 < n && (c = s.charCodeAt(q763), c < 128 && T0[c] === 1)) { p767 = adv(q763 + 1); } else { p767 = -1; if (rec) fail(q763, 0); }
        if (p767 < 0) break;
        if (p767 === q763) { e766 = true; break; }
        r764++; q763 = p767;
        if (r764 === 3) break;
      }
      if (rec && q763 >= n && !e766 && r764 < 3) fail(q763, 0);
      if (e766 || r764 >= 3) p762 = q763; else { p762 = -1;  }
      if (p762 < 0) { p752 = -1;  break L753; }
      var p768;
      if (p762 < n && (c = s.charCodeAt(p762), c === 45)) { p768 = adv(p762 + 1); } else { p768 = -1; if (rec) fail(p762, 3); }
      if (p768 < 0) { p752 = -1;  break L753; }
      var p769;
      var q770 = p768, r771 = 0, e773 = false;
      while (q770 < n) {
        var p774;
        if (q770 < n && (c = s.charCodeAt(q770), c < 128 && T0[c] === 1)) { p774 = adv(q770 + 1); } else { p774 = -1; if (rec) fail(q770, 0); }
        if (p774 < 0) break;
        if (p774 === q770) { e773 = true; break; }
        r771++; q770 = p774;
        if (r771 === 2) break;
      }
      if (rec && q770 >= n && !e773 && r771 < 2) fail(q770, 0);
      if (e773 || r771 >= 2) p769 = q770; else { p769 = -1;  }
      if (p769 < 0) { p752 = -1;  break L753; }
      p752 = p769;
    }
    if (p752 >= 0) { out = p752; break L361; }
    var p775;
    L776: {
      var p778;
      var q779 = p, r780 = 0, e782 = false;
      while (q779 < n) {
        var p783;
        if (q779 < n && (c = s.charCodeAt(q779), c < 128 && T0[c] === 1)) { p783 = adv(q779 + 1); } else { p783 = -1; if (rec) fail(q779, 0); }
        if (p783 < 0) break;
        if (p783 === q779) { e782 = true; break; }
        r780++; q779 = p783;
        if (r780 === 4) break;
      }
      if (rec && q779 >= n && !e782 && r780 < 4) fail(q779, 0);
      if (e782 || r780 >= 4) p778 = q779; else { p778 = -1;  }
      if (p778 < 0) { p775 = -1;  break L776; }
      var p784;
      if (p778 < n && (c = s.charCodeAt(p778), c === 45)) { p784 = adv(p778 + 1); } else { p784 = -1; if (rec) fail(p778, 3); }
      if (p784 < 0) { p775 = -1;  break L776; }
      var p785;
      var q786 = p784, r787 = 0, e789 = false;
      while (q786 < n) {
        var p790;
        if (q786 < n && (c = s.charCodeAt(q786), c < 128 && T0[c] === 1)) { p790 = adv(q786 + 1); } else { p790 = -1; if (rec) fail(q786, 0); }
        if (p790 < 0) break;
        if (p790 === q786) { e789 = true; break; }
        r787++; q786 = p790;
        if (r787 === 4) break;
      }
      if (rec && q786 >= n && !e789 && r787 < 4) fail(q786, 0);
      if (e789 || r787 >= 4) p785 = q786; else { p785 = -1;  }
      if (p785 < 0) { p775 = -1;  break L776; }
      var p791;
      if (p785 < n && (c = s.charCodeAt(p785), c === 45)) { p791 = adv(p785 + 1); } else { p791 = -1; if (rec) fail(p785, 3); }
      if (p791 < 0) { p775 = -1;  break L776; }
      var p792;
      if (p791 < n && (c = s.charCodeAt(p791), c < 128 && T0[c] === 1)) { p792 = adv(p791 + 1); } else { p792 = -1; if (rec) fail(p791, 0); }
      if (p792 < 0) { p775 = -1;  break L776; }
      p775 = p792;
    }
    if (p775 >= 0) { out = p775; break L361; }
    var p793;
    L794: {
      var p796;
      var q797 = p, r798 = 0, e800 = false;
      while (q797 < n) {
        var p801;
        if (q797 < n && (c = s.charCodeAt(q797), c < 128 && T0[c] === 1)) { p801 = adv(q797 + 1); } else { p801 = -1; if (rec) fail(q797, 0); }
        if (p801 < 0) break;
        if (p801 === q797) { e800 = true; break; }
        r798++; q797 = p801;
        if (r798 === 5) break;
      }
      if (rec && q797 >= n && !e800 && r798 < 5) fail(q797, 0);
      if (e800 || r798 >= 5) p796 = q797; else { p796 = -1;  }
      if (p796 < 0) { p793 = -1;  break L794; }
      var p802;
      if (p796 < n && (c = s.charCodeAt(p796), c === 45)) { p802 = adv(p796 + 1); } else { p802 = -1; if (rec) fail(p796, 3); }
      if (p802 < 0) { p793 = -1;  break L794; }
      var p803;
      if (p802 < n && (c = s.charCodeAt(p802), c < 128 && T0[c] === 1)) { p803 = adv(p802 + 1); } else { p803 = -1; if (rec) fail(p802, 0); }
      if (p803 < 0) { p793 = -1;  break L794; }
      var p804;
      if (p803 < n && (c = s.charCodeAt(p803), c === 45)) { p804 = adv(p803 + 1); } else { p804 = -1; if (rec) fail(p803, 3); }
      if (p804 < 0) { p793 = -1;  break L794; }
      var p805;
      var q806 = p804, r807 = 0, e809 = false;
      while (q806 < n) {
        var p810;
        if (q806 < n && (c = s.charCodeAt(q806), c < 128 && T0[c] === 1)) { p810 = adv(q806 + 1); } else { p810 = -1; if (rec) fail(q806, 0); }
        if (p810 < 0) break;
        if (p810 === q806) { e809 = true; break; }
        r807++; q806 = p810;
        if (r807 === 3) break;
      }
      if (rec && q806 >= n && !e809 && r807 < 3) fail(q806, 0);
      if (e809 || r807 >= 3) p805 = q806; else { p805 = -1;  }
      if (p805 < 0) { p793 = -1;  break L794; }
      p793 = p805;
    }
    if (p793 >= 0) { out = p793; break L361; }
    var p811;
    L812: {
      var p814;
      var q815 = p, r816 = 0, e818 = false;
      while (q815 < n) {
        var p819;
        if (q815 < n && (c = s.charCodeAt(q815), c < 128 && T0[c] === 1)) { p819 = adv(q815 + 1); } else { p819 = -1; if (rec) fail(q815, 0); }
        if (p819 < 0) break;
        if (p819 === q815) { e818 = true; break; }
        r816++; q815 = p819;
        if (r816 === 5) break;
      }
      if (rec && q815 >= n && !e818 && r816 < 5) fail(q815, 0);
      if (e818 || r816 >= 5) p814 = q815; else { p814 = -1;  }
      if (p814 < 0) { p811 = -1;  break L812; }
      var p820;
      if (p814 < n && (c = s.charCodeAt(p814), c === 45)) { p820 = adv(p814 + 1); } else { p820 = -1; if (rec) fail(p814, 3); }
      if (p820 < 0) { p811 = -1;  break L812; }
      var p821;
      var q822 = p820, r823 = 0, e825 = false;
      while (q822 < n) {
        var p826;
        if (q822 < n && (c = s.charCodeAt(q822), c < 128 && T0[c] === 1)) { p826 = adv(q822 + 1); } else { p826 = -1; if (rec) fail(q822, 0); }
        if (p826 < 0) break;
        if (p826 === q822) { e825 = true; break; }
        r823++; q822 = p826;
        if (r823 === 2) break;
      }
      if (rec && q822 >= n && !e825 && r823 < 2) fail(q822, 0);
      if (e825 || r823 >= 2) p821 = q822; else { p821 = -1;  }
      if (p821 < 0) { p811 = -1;  break L812; }
      var p827;
      if (p821 < n && (c = s.charCodeAt(p821), c === 45)) { p827 = adv(p821 + 1); } else { p827 = -1; if (rec) fail(p821, 3); }
      if (p827 < 0) { p811 = -1;  break L812; }
      var p828;
      var q829 = p827, r830 = 0, e832 = false;
      while (q829 < n) {
        var p833;
        if (q829 < n && (c = s.charCodeAt(q829), c < 128 && T0[c] === 1)) { p833 = adv(q829 + 1); } else { p833 = -1; if (rec) fail(q829, 0); }
        if (p833 < 0) break;
        if (p833 === q829) { e832 = true; break; }
        r830++; q829 = p833;
        if (r830 === 2) break;
      }
      if (rec && q829 >= n && !e832 && r830 < 2) fail(q829, 0);
      if (e832 || r830 >= 2) p828 = q829; else { p828 = -1;  }
      if (p828 < 0) { p811 = -1;  break L812; }
      p811 = p828;
    }
    if (p811 >= 0) { out = p811; break L361; }
    var p834;
    L835: {
      var p837;
      var q838 = p, r839 = 0, e841 = false;
      while (q838 < n) {
        var p842;
        if (q838 < n && (c = s.charCodeAt(q838), c < 128 && T0[c] === 1)) { p842 = adv(q838 + 1); } else { p842 = -1; if (rec) fail(q838, 0); }
        if (p842 < 0) break;
        if (p842 === q838) { e841 = true; break; }
        r839++; q838 = p842;
        if (r839 === 5) break;
      }
      if (rec && q838 >= n && !e841 && r839 < 5) fail(q838, 0);
      if (e841 || r839 >= 5) p837 = q838; else { p837 = -1;  }
      if (p837 < 0) { p834 = -1;  break L835; }
      var p843;
      if (p837 < n && (c = s.charCodeAt(p837), c === 45)) { p843 = adv(p837 + 1); } else { p843 = -1; if (rec) fail(p837, 3); }
      if (p843 < 0) { p834 = -1;  break L835; }
      var p844;
      var q845 = p843, r846 = 0, e848 = false;
      while (q845 < n) {
        var p849;
        if (q845 < n && (c = s.charCodeAt(q845), c < 128 && T0[c] === 1)) { p849 = adv(q845 + 1); } else { p849 = -1; if (rec) fail(q845, 0); }
        if (p849 < 0) break;
        if (p849 === q845) { e848 = true; break; }
        r846++; q845 = p849;
        if (r846 === 3) break;
      }
      if (rec && q845 >= n && !e848 && r846 < 3) fail(q845, 0);
      if (e848 || r846 >= 3) p844 = q845; else { p844 = -1;  }
      if (p844 < 0) { p834 = -1;  break L835; }
      var p850;
      if (p844 < n && (c = s.charCodeAt(p844), c === 45)) { p850 = adv(p844 + 1); } else { p850 = -1; if (rec) fail(p844, 3); }
      if (p850 < 0) { p834 = -1;  break L835; }
      var p851;
      if (p850 < n && (c = s.charCodeAt(p850), c < 128 && T0[c] === 1)) { p851 = adv(p850 + 1); } else { p851 = -1; if (rec) fail(p850, 0); }
      if (p851 < 0) { p834 = -1;  break L835; }
      p834 = p851;
    }
    if (p834 >= 0) { out = p834; break L361; }
    var p852;
    L853: {
      var p855;
      var q856 = p, r857 = 0, e859 = false;
      while (q856 < n) {
        var p860;
        if (q856 < n && (c = s.charCodeAt(q856), c < 128 && T0[c] === 1)) { p860 = adv(q856 + 1); } else { p860 = -1; if (rec) fail(q856, 0); }
        if (p860 < 0) break;
        if (p860 === q856) { e859 = true; break; }
        r857++; q856 = p860;
        if (r857 === 6) break;
      }
      if (rec && q856 >= n && !e859 && r857 < 6) fail(q856, 0);
      if (e859 || r857 >= 6) p855 = q856; else { p855 = -1;  }
      if (p855 < 0) { p852 = -1;  break L853; }
      var p861;
      if (p855 < n && (c = s.charCodeAt(p855), c === 45)) { p861 = adv(p855 + 1); } else { p861 = -1; if (rec) fail(p855, 3); }
      if (p861 < 0) { p852 = -1;  break L853; }
      var p862;
      if (p861 < n && (c = s.charCodeAt(p861), c < 128 && T0[c] === 1)) { p862 = adv(p861 + 1); } else { p862 = -1; if (rec) fail(p861, 0); }
      if (p862 < 0) { p852 = -1;  break L853; }
      var p863;
      if (p862 < n && (c = s.charCodeAt(p862), c === 45)) { p863 = adv(p862 + 1); } else { p863 = -1; if (rec) fail(p862, 3); }
      if (p863 < 0) { p852 = -1;  break L853; }
      var p864;
      var q865 = p863, r866 = 0, e868 = false;
      while (q865 < n) {
        var p869;
        if (q865 < n && (c = s.charCodeAt(q865), c < 128 && T0[c] === 1)) { p869 = adv(q865 + 1); } else { p869 = -1; if (rec) fail(q865, 0); }
        if (p869 < 0) break;
        if (p869 === q865) { e868 = true; break; }
        r866++; q865 = p869;
        if (r866 === 2) break;
      }
      if (rec && q865 >= n && !e868 && r866 < 2) fail(q865, 0);
      if (e868 || r866 >= 2) p864 = q865; else { p864 = -1;  }
      if (p864 < 0) { p852 = -1;  break L853; }
      p852 = p864;
    }
    if (p852 >= 0) { out = p852; break L361; }
    var p870;
    L871: {
      var p873;
      var q874 = p, r875 = 0, e877 = false;
      while (q874 < n) {
        var p878;
        if (q874 < n && (c = s.charCodeAt(q874), c < 128 && T0[c] === 1)) { p878 = adv(q874 + 1); } else { p878 = -1; if (rec) fail(q874, 0); }
        if (p878 < 0) break;
        if (p878 === q874) { e877 = true; break; }
        r875++; q874 = p878;
        if (r875 === 6) break;
      }
      if (rec && q874 >= n && !e877 && r875 < 6) fail(q874, 0);
      if (e877 || r875 >= 6) p873 = q874; else { p873 = -1;  }
      if (p873 < 0) { p870 = -1;  break L871; }
      var p879;
      if (p873 < n && (c = s.charCodeAt(p873), c === 45)) { p879 = adv(p873 + 1); } else { p879 = -1; if (rec) fail(p873, 3); }
      if (p879 < 0) { p870 = -1;  break L871; }
      var p880;
      var q881 = p879, r882 = 0, e884 = false;
      while (q881 < n) {
        var p885;
        if (q881 < n && (c = s.charCodeAt(q881), c < 128 && T0[c] === 1)) { p885 = adv(q881 + 1); } else { p885 = -1; if (rec) fail(q881, 0); }
        if (p885 < 0) break;
        if (p885 === q881) { e884 = true; break; }
        r882++; q881 = p885;
        if (r882 === 2) break;
      }
      if (rec && q881 >= n && !e884 && r882 < 2) fail(q881, 0);
      if (e884 || r882 >= 2) p880 = q881; else { p880 = -1;  }
      if (p880 < 0) { p870 = -1;  break L871; }
      var p886;
      if (p880 < n && (c = s.charCodeAt(p880), c === 45)) { p886 = adv(p880 + 1); } else { p886 = -1; if (rec) fail(p880, 3); }
      if (p886 < 0) { p870 = -1;  break L871; }
      var p887;
      if (p886 < n && (c = s.charCodeAt(p886), c < 128 && T0[c] === 1)) { p887 = adv(p886 + 1); } else { p887 = -1; if (rec) fail(p886, 0); }
      if (p887 < 0) { p870 = -1;  break L871; }
      p870 = p887;
    }
    if (p870 >= 0) { out = p870; break L361; }
    var p888;
    L889: {
      var p891;
      var q892 = p, r893 = 0, e895 = false;
      while (q892 < n) {
        var p896;
        if (q892 < n && (c = s.charCodeAt(q892), c < 128 && T0[c] === 1)) { p896 = adv(q892 + 1); } else { p896 = -1; if (rec) fail(q892, 0); }
        if (p896 < 0) break;
        if (p896 === q892) { e895 = true; break; }
        r893++; q892 = p896;
        if (r893 === 7) break;
      }
      if (rec && q892 >= n && !e895 && r893 < 7) fail(q892, 0);
      if (e895 || r893 >= 7) p891 = q892; else { p891 = -1;  }
      if (p891 < 0) { p888 = -1;  break L889; }
      var p897;
      if (p891 < n && (c = s.charCodeAt(p891), c === 45)) { p897 = adv(p891 + 1); } else { p897 = -1; if (rec) fail(p891, 3); }
      if (p897 < 0) { p888 = -1;  break L889; }
      var p898;
      if (p897 < n && (c = s.charCodeAt(p897), c < 128 && T0[c] === 1)) { p898 = adv(p897 + 1); } else { p898 = -1; if (rec) fail(p897, 0); }
      if (p898 < 0) { p888 = -1;  break L889; }
      var p899;
      if (p898 < n && (c = s.charCodeAt(p898), c === 45)) { p899 = adv(p898 + 1); } else { p899 = -1; if (rec) fail(p898, 3); }
      if (p899 < 0) { p888 = -1;  break L889; }
      var p900;
      if (p899 < n && (c = s.charCodeAt(p899), c < 128 && T0[c] === 1)) { p900 = adv(p899 + 1); } else { p900 = -1; if (rec) fail(p899, 0); }
      if (p900 < 0) { p888 = -1;  break L889; }
      p888 = p900;
    }
    if (p888 >= 0) { out = p888; break L361; }
    out = -1;
  }
  return done(13, out);
}
function d14(p) { // isbn-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 1); }
  return done(14, out);
}
function d16(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 0); }
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
