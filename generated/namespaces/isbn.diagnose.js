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
function d0(p) { // ISBN
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L134: {
    var p135;
    L136: {
      var p138;
      var p139;
      look++; nots++;
      p139 = d1(p);
      look--; nots--;
      p138 = p139 >= 0 ? -1 : p;
      if (p138 < 0) { p135 = -1;  break L136; }
      var p141;
      p141 = d3(p138);
      if (p141 < 0) { p135 = -1;  break L136; }
      p135 = p141;
    }
    if (p135 >= 0) { out = p135; break L134; }
    var p142;
    L143: {
      var p145;
      p145 = d1(p);
      if (p145 < 0) { p142 = -1;  break L143; }
      var p146;
      L147: {
        var p148;
        p148 = d3(p145);
        if (p148 >= 0) { p146 = p148; break L147; }
        var p149;
        p149 = d6(p145);
        if (p149 >= 0) { p146 = p149; break L147; }
        p146 = -1;
      }
      if (p146 < 0) { p142 = -1;  break L143; }
      p142 = p146;
    }
    if (p142 >= 0) { out = p142; break L134; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // not-isbn13
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var p150;
  look++; nots++;
  p150 = d2(p);
  look--; nots--;
  out = p150 >= 0 ? -1 : p;
  return done(1, out);
}
function d2(p) { // isbn13-shape
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L152: {
    var p154;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p154 = adv(p + 1); } else { p154 = -1; if (rec) fail(p, 0); }
    if (p154 < 0) { out = -1;  break L152; }
    var p155;
    var q156 = p154, r157 = 0, e159 = false;
    while (q156 < n) {
      var p160;
      L161: {
        var p163;
        var q164 = q156, r165 = 0, e167 = false;
        while (q164 < n) {
          var p168;
          if (q164 < n && (c = s.charCodeAt(q164), c === 45)) { p168 = adv(q164 + 1); } else { p168 = -1; if (rec) fail(q164, 3); }
          if (p168 < 0) break;
          if (p168 === q164) { e167 = true; break; }
          r165++; q164 = p168;
          if (r165 === 1) break;
        }
        if (rec && q164 >= n && !e167 && r165 < 1) fail(q164, 3);
        p163 = q164;
        if (p163 < 0) { p160 = -1;  break L161; }
        var p169;
        if (p163 < n && (c = s.charCodeAt(p163), c < 128 && T0[c] === 1)) { p169 = adv(p163 + 1); } else { p169 = -1; if (rec) fail(p163, 0); }
        if (p169 < 0) { p160 = -1;  break L161; }
        p160 = p169;
      }
      if (p160 < 0) break;
      if (p160 === q156) { e159 = true; break; }
      r157++; q156 = p160;
      if (r157 === 10) break;
    }
    if (rec && q156 >= n && !e159 && r157 < 10) fail(q156, 4);
    if (e159 || r157 >= 10) p155 = q156; else { p155 = -1;  }
    if (p155 < 0) { out = -1;  break L152; }
    out = p155;
  }
  return done(2, out);
}
function d3(p) { // ISBN-13
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L170: {
    var p172;
    p172 = d4(p);
    if (p172 < 0) { out = -1;  break L170; }
    var p173;
    var q174 = p172, r175 = 0, e177 = false;
    while (q174 < n) {
      var p178;
      if (q174 < n && (c = s.charCodeAt(q174), c === 45)) { p178 = adv(q174 + 1); } else { p178 = -1; if (rec) fail(q174, 3); }
      if (p178 < 0) break;
      if (p178 === q174) { e177 = true; break; }
      r175++; q174 = p178;
      if (r175 === 1) break;
    }
    if (rec && q174 >= n && !e177 && r175 < 1) fail(q174, 3);
    p173 = q174;
    if (p173 < 0) { out = -1;  break L170; }
    var p179;
    p179 = d8(p173);
    if (p179 < 0) { out = -1;  break L170; }
    var p180;
    var q181 = p179, r182 = 0, e184 = false;
    while (q181 < n) {
      var p185;
      if (q181 < n && (c = s.charCodeAt(q181), c === 45)) { p185 = adv(q181 + 1); } else { p185 = -1; if (rec) fail(q181, 3); }
      if (p185 < 0) break;
      if (p185 === q181) { e184 = true; break; }
      r182++; q181 = p185;
      if (r182 === 1) break;
    }
    if (rec && q181 >= n && !e184 && r182 < 1) fail(q181, 3);
    p180 = q181;
    if (p180 < 0) { out = -1;  break L170; }
    var p186;
    p186 = d5(p180);
    if (p186 < 0) { out = -1;  break L170; }
    var p187;
    var p188;
    look++; nots++;
    if (p186 < n && (c = s.charCodeAt(p186), c < 128 && T1[c] === 1)) { p188 = adv(p186 + 1); } else { p188 = -1; if (rec) fail(p186, 1); }
    look--; nots--;
    p187 = p188 >= 0 ? -1 : p186;
    if (p187 < 0) { out = -1;  break L170; }
    out = p187;
  }
  return done(3, out);
}
function d4(p) { // prefix-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L190: {
    var p191;
    L192: {
      var p194;
      if (p < n && (c = s.charCodeAt(p), c === 57)) { p194 = adv(p + 1); } else { p194 = -1; if (rec) fail(p, 5); }
      if (p194 < 0) { p191 = -1;  break L192; }
      var p195;
      if (p194 < n && (c = s.charCodeAt(p194), c === 55)) { p195 = adv(p194 + 1); } else { p195 = -1; if (rec) fail(p194, 6, 1); }
      if (p195 < 0) { p191 = -1;  break L192; }
      var p196;
      if (p195 < n && (c = s.charCodeAt(p195), c === 56)) { p196 = adv(p195 + 1); } else { p196 = -1; if (rec) fail(p195, 7, 2); }
      if (p196 < 0) { p191 = -1;  break L192; }
      p191 = p196;
    }
    if (p191 >= 0) { out = p191; break L190; }
    var p197;
    L198: {
      var p200;
      if (p < n && (c = s.charCodeAt(p), c === 57)) { p200 = adv(p + 1); } else { p200 = -1; if (rec) fail(p, 8); }
      if (p200 < 0) { p197 = -1;  break L198; }
      var p201;
      if (p200 < n && (c = s.charCodeAt(p200), c === 55)) { p201 = adv(p200 + 1); } else { p201 = -1; if (rec) fail(p200, 6, 1); }
      if (p201 < 0) { p197 = -1;  break L198; }
      var p202;
      if (p201 < n && (c = s.charCodeAt(p201), c === 57)) { p202 = adv(p201 + 1); } else { p202 = -1; if (rec) fail(p201, 9, 2); }
      if (p202 < 0) { p197 = -1;  break L198; }
      p197 = p202;
    }
    if (p197 >= 0) { out = p197; break L190; }
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
  L203: {
    var p205;
    p205 = d8(p);
    if (p205 < 0) { out = -1;  break L203; }
    var p206;
    var q207 = p205, r208 = 0, e210 = false;
    while (q207 < n) {
      var p211;
      if (q207 < n && (c = s.charCodeAt(q207), c === 45)) { p211 = adv(q207 + 1); } else { p211 = -1; if (rec) fail(q207, 3); }
      if (p211 < 0) break;
      if (p211 === q207) { e210 = true; break; }
      r208++; q207 = p211;
      if (r208 === 1) break;
    }
    if (rec && q207 >= n && !e210 && r208 < 1) fail(q207, 3);
    p206 = q207;
    if (p206 < 0) { out = -1;  break L203; }
    var p212;
    p212 = d7(p206);
    if (p212 < 0) { out = -1;  break L203; }
    var p213;
    var p214;
    look++; nots++;
    if (p212 < n && (c = s.charCodeAt(p212), c < 128 && T1[c] === 1)) { p214 = adv(p212 + 1); } else { p214 = -1; if (rec) fail(p212, 1); }
    look--; nots--;
    p213 = p214 >= 0 ? -1 : p212;
    if (p213 < 0) { out = -1;  break L203; }
    out = p213;
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
  L216: {
    var p217;
    L218: {
      var p220;
      var p221;
      look++;
      L223: {
        var p225;
        p225 = d13(p);
        if (p225 < 0) { p221 = -1;  break L223; }
        var p226;
        if (p225 < n && (c = s.charCodeAt(p225), c === 45)) { p226 = adv(p225 + 1); } else { p226 = -1; if (rec) fail(p225, 3); }
        if (p226 < 0) { p221 = -1;  break L223; }
        p221 = p226;
      }
      look--;
      p220 = p221 >= 0 ? p : -1;
      if (p220 < 0) { p217 = -1;  break L218; }
      var p227;
      p227 = d9(p220);
      if (p227 < 0) { p217 = -1;  break L218; }
      var p228;
      if (p227 < n && (c = s.charCodeAt(p227), c === 45)) { p228 = adv(p227 + 1); } else { p228 = -1; if (rec) fail(p227, 3); }
      if (p228 < 0) { p217 = -1;  break L218; }
      var p229;
      p229 = d10(p228);
      if (p229 < 0) { p217 = -1;  break L218; }
      var p230;
      if (p229 < n && (c = s.charCodeAt(p229), c === 45)) { p230 = adv(p229 + 1); } else { p230 = -1; if (rec) fail(p229, 3); }
      if (p230 < 0) { p217 = -1;  break L218; }
      var p231;
      p231 = d11(p230);
      if (p231 < 0) { p217 = -1;  break L218; }
      p217 = p231;
    }
    if (p217 >= 0) { out = p217; break L216; }
    var p232;
    p232 = d13(p);
    if (p232 >= 0) { out = p232; break L216; }
    var p233;
    p233 = d12(p);
    if (p233 >= 0) { out = p233; break L216; }
    var p234;
    var q235 = p, r236 = 0, e238 = false;
    while (q235 < n) {
      var p239;
      if (q235 < n && (c = s.charCodeAt(q235), c < 128 && T0[c] === 1)) { p239 = adv(q235 + 1); } else { p239 = -1; if (rec) fail(q235, 0); }
      if (p239 < 0) break;
      if (p239 === q235) { e238 = true; break; }
      r236++; q235 = p239;
      if (r236 === 9) break;
    }
    if (rec && q235 >= n && !e238 && r236 < 9) fail(q235, 0);
    if (e238 || r236 >= 9) p234 = q235; else { p234 = -1;  }
    if (p234 >= 0) { out = p234; break L216; }
    out = -1;
  }
  return done(8, out);
}
function d9(p) { // registration-group-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q240 = p;
  while (q240 < n && (c = s.charCodeAt(q240), T0[c] === 1)) q240++;
  if (look === 0 && q240 > far) far = q240; if (rec) fail(q240, 0);
  out = q240 - p >= 1 ? q240 : -1;
  return done(9, out);
}
function d10(p) { // registrant-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q242 = p;
  while (q242 < n && (c = s.charCodeAt(q242), T0[c] === 1)) q242++;
  if (look === 0 && q242 > far) far = q242; if (rec) fail(q242, 0);
  out = q242 - p >= 1 ? q242 : -1;
  return done(10, out);
}
function d11(p) { // publication-element
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q244 = p;
  while (q244 < n && (c = s.charCodeAt(q244), T0[c] === 1)) q244++;
  if (look === 0 && q244 > far) far = q244; if (rec) fail(q244, 0);
  out = q244 - p >= 1 ? q244 : -1;
  return done(11, out);
}
function d12(p) { // runs-2
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L246: {
    var p247;
    L248: {
      var p250;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p250 = adv(p + 1); } else { p250 = -1; if (rec) fail(p, 0); }
      if (p250 < 0) { p247 = -1;  break L248; }
      var p251;
      if (p250 < n && (c = s.charCodeAt(p250), c === 45)) { p251 = adv(p250 + 1); } else { p251 = -1; if (rec) fail(p250, 3); }
      if (p251 < 0) { p247 = -1;  break L248; }
      var p252;
      var q253 = p251, r254 = 0, e256 = false;
      while (q253 < n) {
        var p257;
        if (q253 < n && (c = s.charCodeAt(q253), c < 128 && T0[c] === 1)) { p257 = adv(q253 + 1); } else { p257 = -1; if (rec) fail(q253, 0); }
        if (p257 < 0) break;
        if (p257 === q253) { e256 = true; break; }
        r254++; q253 = p257;
        if (r254 === 8) break;
      }
      if (rec && q253 >= n && !e256 && r254 < 8) fail(q253, 0);
      if (e256 || r254 >= 8) p252 = q253; else { p252 = -1;  }
      if (p252 < 0) { p247 = -1;  break L248; }
      p247 = p252;
    }
    if (p247 >= 0) { out = p247; break L246; }
    var p258;
    L259: {
      var p261;
      var q262 = p, r263 = 0, e265 = false;
      while (q262 < n) {
        var p266;
        if (q262 < n && (c = s.charCodeAt(q262), c < 128 && T0[c] === 1)) { p266 = adv(q262 + 1); } else { p266 = -1; if (rec) fail(q262, 0); }
        if (p266 < 0) break;
        if (p266 === q262) { e265 = true; break; }
        r263++; q262 = p266;
        if (r263 === 2) break;
      }
      if (rec && q262 >= n && !e265 && r263 < 2) fail(q262, 0);
      if (e265 || r263 >= 2) p261 = q262; else { p261 = -1;  }
      if (p261 < 0) { p258 = -1;  break L259; }
      var p267;
      if (p261 < n && (c = s.charCodeAt(p261), c === 45)) { p267 = adv(p261 + 1); } else { p267 = -1; if (rec) fail(p261, 3); }
      if (p267 < 0) { p258 = -1;  break L259; }
      var p268;
      var q269 = p267, r270 = 0, e272 = false;
      while (q269 < n) {
        var p273;
        if (q269 < n && (c = s.charCodeAt(q269), c < 128 && T0[c] === 1)) { p273 = adv(q269 + 1); } else { p273 = -1; if (rec) fail(q269, 0); }
        if (p273 < 0) break;
        if (p273 === q269) { e272 = true; break; }
        r270++; q269 = p273;
        if (r270 === 7) break;
      }
      if (rec && q269 >= n && !e272 && r270 < 7) fail(q269, 0);
      if (e272 || r270 >= 7) p268 = q269; else { p268 = -1;  }
      if (p268 < 0) { p258 = -1;  break L259; }
      p258 = p268;
    }
    if (p258 >= 0) { out = p258; break L246; }
    var p274;
    L275: {
      var p277;
      var q278 = p, r279 = 0, e281 = false;
      while (q278 < n) {
        var p282;
        if (q278 < n && (c = s.charCodeAt(q278), c < 128 && T0[c] === 1)) { p282 = adv(q278 + 1); } else { p282 = -1; if (rec) fail(q278, 0); }
        if (p282 < 0) break;
        if (p282 === q278) { e281 = true; break; }
        r279++; q278 = p282;
        if (r279 === 3) break;
      }
      if (rec && q278 >= n && !e281 && r279 < 3) fail(q278, 0);
      if (e281 || r279 >= 3) p277 = q278; else { p277 = -1;  }
      if (p277 < 0) { p274 = -1;  break L275; }
      var p283;
      if (p277 < n && (c = s.charCodeAt(p277), c === 45)) { p283 = adv(p277 + 1); } else { p283 = -1; if (rec) fail(p277, 3); }
      if (p283 < 0) { p274 = -1;  break L275; }
      var p284;
      var q285 = p283, r286 = 0, e288 = false;
      while (q285 < n) {
        var p289;
        if (q285 < n && (c = s.charCodeAt(q285), c < 128 && T0[c] === 1)) { p289 = adv(q285 + 1); } else { p289 = -1; if (rec) fail(q285, 0); }
        if (p289 < 0) break;
        if (p289 === q285) { e288 = true; break; }
        r286++; q285 = p289;
        if (r286 === 6) break;
      }
      if (rec && q285 >= n && !e288 && r286 < 6) fail(q285, 0);
      if (e288 || r286 >= 6) p284 = q285; else { p284 = -1;  }
      if (p284 < 0) { p274 = -1;  break L275; }
      p274 = p284;
    }
    if (p274 >= 0) { out = p274; break L246; }
    var p290;
    L291: {
      var p293;
      var q294 = p, r295 = 0, e297 = false;
      while (q294 < n) {
        var p298;
        if (q294 < n && (c = s.charCodeAt(q294), c < 128 && T0[c] === 1)) { p298 = adv(q294 + 1); } else { p298 = -1; if (rec) fail(q294, 0); }
        if (p298 < 0) break;
        if (p298 === q294) { e297 = true; break; }
        r295++; q294 = p298;
        if (r295 === 4) break;
      }
      if (rec && q294 >= n && !e297 && r295 < 4) fail(q294, 0);
      if (e297 || r295 >= 4) p293 = q294; else { p293 = -1;  }
      if (p293 < 0) { p290 = -1;  break L291; }
      var p299;
      if (p293 < n && (c = s.charCodeAt(p293), c === 45)) { p299 = adv(p293 + 1); } else { p299 = -1; if (rec) fail(p293, 3); }
      if (p299 < 0) { p290 = -1;  break L291; }
      var p300;
      var q301 = p299, r302 = 0, e304 = false;
      while (q301 < n) {
        var p305;
        if (q301 < n && (c = s.charCodeAt(q301), c < 128 && T0[c] === 1)) { p305 = adv(q301 + 1); } else { p305 = -1; if (rec) fail(q301, 0); }
        if (p305 < 0) break;
        if (p305 === q301) { e304 = true; break; }
        r302++; q301 = p305;
        if (r302 === 5) break;
      }
      if (rec && q301 >= n && !e304 && r302 < 5) fail(q301, 0);
      if (e304 || r302 >= 5) p300 = q301; else { p300 = -1;  }
      if (p300 < 0) { p290 = -1;  break L291; }
      p290 = p300;
    }
    if (p290 >= 0) { out = p290; break L246; }
    var p306;
    L307: {
      var p309;
      var q310 = p, r311 = 0, e313 = false;
      while (q310 < n) {
        var p314;
        if (q310 < n && (c = s.charCodeAt(q310), c < 128 && T0[c] === 1)) { p314 = adv(q310 + 1); } else { p314 = -1; if (rec) fail(q310, 0); }
        if (p314 < 0) break;
        if (p314 === q310) { e313 = true; break; }
        r311++; q310 = p314;
        if (r311 === 5) break;
      }
      if (rec && q310 >= n && !e313 && r311 < 5) fail(q310, 0);
      if (e313 || r311 >= 5) p309 = q310; else { p309 = -1;  }
      if (p309 < 0) { p306 = -1;  break L307; }
      var p315;
      if (p309 < n && (c = s.charCodeAt(p309), c === 45)) { p315 = adv(p309 + 1); } else { p315 = -1; if (rec) fail(p309, 3); }
      if (p315 < 0) { p306 = -1;  break L307; }
      var p316;
      var q317 = p315, r318 = 0, e320 = false;
      while (q317 < n) {
        var p321;
        if (q317 < n && (c = s.charCodeAt(q317), c < 128 && T0[c] === 1)) { p321 = adv(q317 + 1); } else { p321 = -1; if (rec) fail(q317, 0); }
        if (p321 < 0) break;
        if (p321 === q317) { e320 = true; break; }
        r318++; q317 = p321;
        if (r318 === 4) break;
      }
      if (rec && q317 >= n && !e320 && r318 < 4) fail(q317, 0);
      if (e320 || r318 >= 4) p316 = q317; else { p316 = -1;  }
      if (p316 < 0) { p306 = -1;  break L307; }
      p306 = p316;
    }
    if (p306 >= 0) { out = p306; break L246; }
    var p322;
    L323: {
      var p325;
      var q326 = p, r327 = 0, e329 = false;
      while (q326 < n) {
        var p330;
        if (q326 < n && (c = s.charCodeAt(q326), c < 128 && T0[c] === 1)) { p330 = adv(q326 + 1); } else { p330 = -1; if (rec) fail(q326, 0); }
        if (p330 < 0) break;
        if (p330 === q326) { e329 = true; break; }
        r327++; q326 = p330;
        if (r327 === 6) break;
      }
      if (rec && q326 >= n && !e329 && r327 < 6) fail(q326, 0);
      if (e329 || r327 >= 6) p325 = q326; else { p325 = -1;  }
      if (p325 < 0) { p322 = -1;  break L323; }
      var p331;
      if (p325 < n && (c = s.charCodeAt(p325), c === 45)) { p331 = adv(p325 + 1); } else { p331 = -1; if (rec) fail(p325, 3); }
      if (p331 < 0) { p322 = -1;  break L323; }
      var p332;
      var q333 = p331, r334 = 0, e336 = false;
      while (q333 < n) {
        var p337;
        if (q333 < n && (c = s.charCodeAt(q333), c < 128 && T0[c] === 1)) { p337 = adv(q333 + 1); } else { p337 = -1; if (rec) fail(q333, 0); }
        if (p337 < 0) break;
        if (p337 === q333) { e336 = true; break; }
        r334++; q333 = p337;
        if (r334 === 3) break;
      }
      if (rec && q333 >= n && !e336 && r334 < 3) fail(q333, 0);
      if (e336 || r334 >= 3) p332 = q333; else { p332 = -1;  }
      if (p332 < 0) { p322 = -1;  break L323; }
      p322 = p332;
    }
    if (p322 >= 0) { out = p322; break L246; }
    var p338;
    L339: {
      var p341;
      var q342 = p, r343 = 0, e345 = false;
      while (q342 < n) {
        var p346;
        if (q342 < n && (c = s.charCodeAt(q342), c < 128 && T0[c] === 1)) { p346 = adv(q342 + 1); } else { p346 = -1; if (rec) fail(q342, 0); }
        if (p346 < 0) break;
        if (p346 === q342) { e345 = true; break; }
        r343++; q342 = p346;
        if (r343 === 7) break;
      }
      if (rec && q342 >= n && !e345 && r343 < 7) fail(q342, 0);
      if (e345 || r343 >= 7) p341 = q342; else { p341 = -1;  }
      if (p341 < 0) { p338 = -1;  break L339; }
      var p347;
      if (p341 < n && (c = s.charCodeAt(p341), c === 45)) { p347 = adv(p341 + 1); } else { p347 = -1; if (rec) fail(p341, 3); }
      if (p347 < 0) { p338 = -1;  break L339; }
      var p348;
      var q349 = p347, r350 = 0, e352 = false;
      while (q349 < n) {
        var p353;
        if (q349 < n && (c = s.charCodeAt(q349), c < 128 && T0[c] === 1)) { p353 = adv(q349 + 1); } else { p353 = -1; if (rec) fail(q349, 0); }
        if (p353 < 0) break;
        if (p353 === q349) { e352 = true; break; }
        r350++; q349 = p353;
        if (r350 === 2) break;
      }
      if (rec && q349 >= n && !e352 && r350 < 2) fail(q349, 0);
      if (e352 || r350 >= 2) p348 = q349; else { p348 = -1;  }
      if (p348 < 0) { p338 = -1;  break L339; }
      p338 = p348;
    }
    if (p338 >= 0) { out = p338; break L246; }
    var p354;
    L355: {
      var p357;
      var q358 = p, r359 = 0, e361 = false;
      while (q358 < n) {
        var p362;
        if (q358 < n && (c = s.charCodeAt(q358), c < 128 && T0[c] === 1)) { p362 = adv(q358 + 1); } else { p362 = -1; if (rec) fail(q358, 0); }
        if (p362 < 0) break;
        if (p362 === q358) { e361 = true; break; }
        r359++; q358 = p362;
        if (r359 === 8) break;
      }
      if (rec && q358 >= n && !e361 && r359 < 8) fail(q358, 0);
      if (e361 || r359 >= 8) p357 = q358; else { p357 = -1;  }
      if (p357 < 0) { p354 = -1;  break L355; }
      var p363;
      if (p357 < n && (c = s.charCodeAt(p357), c === 45)) { p363 = adv(p357 + 1); } else { p363 = -1; if (rec) fail(p357, 3); }
      if (p363 < 0) { p354 = -1;  break L355; }
      var p364;
      if (p363 < n && (c = s.charCodeAt(p363), c < 128 && T0[c] === 1)) { p364 = adv(p363 + 1); } else { p364 = -1; if (rec) fail(p363, 0); }
      if (p364 < 0) { p354 = -1;  break L355; }
      p354 = p364;
    }
    if (p354 >= 0) { out = p354; break L246; }
    out = -1;
  }
  return done(12, out);
}
function d13(p) { // runs-3
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L365: {
    var p366;
    L367: {
      var p369;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p369 = adv(p + 1); } else { p369 = -1; if (rec) fail(p, 0); }
      if (p369 < 0) { p366 = -1;  break L367; }
      var p370;
      if (p369 < n && (c = s.charCodeAt(p369), c === 45)) { p370 = adv(p369 + 1); } else { p370 = -1; if (rec) fail(p369, 3); }
      if (p370 < 0) { p366 = -1;  break L367; }
      var p371;
      if (p370 < n && (c = s.charCodeAt(p370), c < 128 && T0[c] === 1)) { p371 = adv(p370 + 1); } else { p371 = -1; if (rec) fail(p370, 0); }
      if (p371 < 0) { p366 = -1;  break L367; }
      var p372;
      if (p371 < n && (c = s.charCodeAt(p371), c === 45)) { p372 = adv(p371 + 1); } else { p372 = -1; if (rec) fail(p371, 3); }
      if (p372 < 0) { p366 = -1;  break L367; }
      var p373;
      var q374 = p372, r375 = 0, e377 = false;
      while (q374 < n) {
        var p378;
        if (q374 < n && (c = s.charCodeAt(q374), c < 128 && T0[c] === 1)) { p378 = adv(q374 + 1); } else { p378 = -1; if (rec) fail(q374, 0); }
        if (p378 < 0) break;
        if (p378 === q374) { e377 = true; break; }
        r375++; q374 = p378;
        if (r375 === 7) break;
      }
      if (rec && q374 >= n && !e377 && r375 < 7) fail(q374, 0);
      if (e377 || r375 >= 7) p373 = q374; else { p373 = -1;  }
      if (p373 < 0) { p366 = -1;  break L367; }
      p366 = p373;
    }
    if (p366 >= 0) { out = p366; break L365; }
    var p379;
    L380: {
      var p382;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p382 = adv(p + 1); } else { p382 = -1; if (rec) fail(p, 0); }
      if (p382 < 0) { p379 = -1;  break L380; }
      var p383;
      if (p382 < n && (c = s.charCodeAt(p382), c === 45)) { p383 = adv(p382 + 1); } else { p383 = -1; if (rec) fail(p382, 3); }
      if (p383 < 0) { p379 = -1;  break L380; }
      var p384;
      var q385 = p383, r386 = 0, e388 = false;
      while (q385 < n) {
        var p389;
        if (q385 < n && (c = s.charCodeAt(q385), c < 128 && T0[c] === 1)) { p389 = adv(q385 + 1); } else { p389 = -1; if (rec) fail(q385, 0); }
        if (p389 < 0) break;
        if (p389 === q385) { e388 = true; break; }
        r386++; q385 = p389;
        if (r386 === 2) break;
      }
      if (rec && q385 >= n && !e388 && r386 < 2) fail(q385, 0);
      if (e388 || r386 >= 2) p384 = q385; else { p384 = -1;  }
      if (p384 < 0) { p379 = -1;  break L380; }
      var p390;
      if (p384 < n && (c = s.charCodeAt(p384), c === 45)) { p390 = adv(p384 + 1); } else { p390 = -1; if (rec) fail(p384, 3); }
      if (p390 < 0) { p379 = -1;  break L380; }
      var p391;
      var q392 = p390, r393 = 0, e395 = false;
      while (q392 < n) {
        var p396;
        if (q392 < n && (c = s.charCodeAt(q392), c < 128 && T0[c] === 1)) { p396 = adv(q392 + 1); } else { p396 = -1; if (rec) fail(q392, 0); }
        if (p396 < 0) break;
        if (p396 === q392) { e395 = true; break; }
        r393++; q392 = p396;
        if (r393 === 6) break;
      }
      if (rec && q392 >= n && !e395 && r393 < 6) fail(q392, 0);
      if (e395 || r393 >= 6) p391 = q392; else { p391 = -1;  }
      if (p391 < 0) { p379 = -1;  break L380; }
      p379 = p391;
    }
    if (p379 >= 0) { out = p379; break L365; }
    var p397;
    L398: {
      var p400;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p400 = adv(p + 1); } else { p400 = -1; if (rec) fail(p, 0); }
      if (p400 < 0) { p397 = -1;  break L398; }
      var p401;
      if (p400 < n && (c = s.charCodeAt(p400), c === 45)) { p401 = adv(p400 + 1); } else { p401 = -1; if (rec) fail(p400, 3); }
      if (p401 < 0) { p397 = -1;  break L398; }
      var p402;
      var q403 = p401, r404 = 0, e406 = false;
      while (q403 < n) {
        var p407;
        if (q403 < n && (c = s.charCodeAt(q403), c < 128 && T0[c] === 1)) { p407 = adv(q403 + 1); } else { p407 = -1; if (rec) fail(q403, 0); }
        if (p407 < 0) break;
        if (p407 === q403) { e406 = true; break; }
        r404++; q403 = p407;
        if (r404 === 3) break;
      }
      if (rec && q403 >= n && !e406 && r404 < 3) fail(q403, 0);
      if (e406 || r404 >= 3) p402 = q403; else { p402 = -1;  }
      if (p402 < 0) { p397 = -1;  break L398; }
      var p408;
      if (p402 < n && (c = s.charCodeAt(p402), c === 45)) { p408 = adv(p402 + 1); } else { p408 = -1; if (rec) fail(p402, 3); }
      if (p408 < 0) { p397 = -1;  break L398; }
      var p409;
      var q410 = p408, r411 = 0, e413 = false;
      while (q410 < n) {
        var p414;
        if (q410 < n && (c = s.charCodeAt(q410), c < 128 && T0[c] === 1)) { p414 = adv(q410 + 1); } else { p414 = -1; if (rec) fail(q410, 0); }
        if (p414 < 0) break;
        if (p414 === q410) { e413 = true; break; }
        r411++; q410 = p414;
        if (r411 === 5) break;
      }
      if (rec && q410 >= n && !e413 && r411 < 5) fail(q410, 0);
      if (e413 || r411 >= 5) p409 = q410; else { p409 = -1;  }
      if (p409 < 0) { p397 = -1;  break L398; }
      p397 = p409;
    }
    if (p397 >= 0) { out = p397; break L365; }
    var p415;
    L416: {
      var p418;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p418 = adv(p + 1); } else { p418 = -1; if (rec) fail(p, 0); }
      if (p418 < 0) { p415 = -1;  break L416; }
      var p419;
      if (p418 < n && (c = s.charCodeAt(p418), c === 45)) { p419 = adv(p418 + 1); } else { p419 = -1; if (rec) fail(p418, 3); }
      if (p419 < 0) { p415 = -1;  break L416; }
      var p420;
      var q421 = p419, r422 = 0, e424 = false;
      while (q421 < n) {
        var p425;
        if (q421 < n && (c = s.charCodeAt(q421), c < 128 && T0[c] === 1)) { p425 = adv(q421 + 1); } else { p425 = -1; if (rec) fail(q421, 0); }
        if (p425 < 0) break;
        if (p425 === q421) { e424 = true; break; }
        r422++; q421 = p425;
        if (r422 === 4) break;
      }
      if (rec && q421 >= n && !e424 && r422 < 4) fail(q421, 0);
      if (e424 || r422 >= 4) p420 = q421; else { p420 = -1;  }
      if (p420 < 0) { p415 = -1;  break L416; }
      var p426;
      if (p420 < n && (c = s.charCodeAt(p420), c === 45)) { p426 = adv(p420 + 1); } else { p426 = -1; if (rec) fail(p420, 3); }
      if (p426 < 0) { p415 = -1;  break L416; }
      var p427;
      var q428 = p426, r429 = 0, e431 = false;
      while (q428 < n) {
        var p432;
        if (q428 < n && (c = s.charCodeAt(q428), c < 128 && T0[c] === 1)) { p432 = adv(q428 + 1); } else { p432 = -1; if (rec) fail(q428, 0); }
        if (p432 < 0) break;
        if (p432 === q428) { e431 = true; break; }
        r429++; q428 = p432;
        if (r429 === 4) break;
      }
      if (rec && q428 >= n && !e431 && r429 < 4) fail(q428, 0);
      if (e431 || r429 >= 4) p427 = q428; else { p427 = -1;  }
      if (p427 < 0) { p415 = -1;  break L416; }
      p415 = p427;
    }
    if (p415 >= 0) { out = p415; break L365; }
    var p433;
    L434: {
      var p436;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p436 = adv(p + 1); } else { p436 = -1; if (rec) fail(p, 0); }
      if (p436 < 0) { p433 = -1;  break L434; }
      var p437;
      if (p436 < n && (c = s.charCodeAt(p436), c === 45)) { p437 = adv(p436 + 1); } else { p437 = -1; if (rec) fail(p436, 3); }
      if (p437 < 0) { p433 = -1;  break L434; }
      var p438;
      var q439 = p437, r440 = 0, e442 = false;
      while (q439 < n) {
        var p443;
        if (q439 < n && (c = s.charCodeAt(q439), c < 128 && T0[c] === 1)) { p443 = adv(q439 + 1); } else { p443 = -1; if (rec) fail(q439, 0); }
        if (p443 < 0) break;
        if (p443 === q439) { e442 = true; break; }
        r440++; q439 = p443;
        if (r440 === 5) break;
      }
      if (rec && q439 >= n && !e442 && r440 < 5) fail(q439, 0);
      if (e442 || r440 >= 5) p438 = q439; else { p438 = -1;  }
      if (p438 < 0) { p433 = -1;  break L434; }
      var p444;
      if (p438 < n && (c = s.charCodeAt(p438), c === 45)) { p444 = adv(p438 + 1); } else { p444 = -1; if (rec) fail(p438, 3); }
      if (p444 < 0) { p433 = -1;  break L434; }
      var p445;
      var q446 = p444, r447 = 0, e449 = false;
      while (q446 < n) {
        var p450;
        if (q446 < n && (c = s.charCodeAt(q446), c < 128 && T0[c] === 1)) { p450 = adv(q446 + 1); } else { p450 = -1; if (rec) fail(q446, 0); }
        if (p450 < 0) break;
        if (p450 === q446) { e449 = true; break; }
        r447++; q446 = p450;
        if (r447 === 3) break;
      }
      if (rec && q446 >= n && !e449 && r447 < 3) fail(q446, 0);
      if (e449 || r447 >= 3) p445 = q446; else { p445 = -1;  }
      if (p445 < 0) { p433 = -1;  break L434; }
      p433 = p445;
    }
    if (p433 >= 0) { out = p433; break L365; }
    var p451;
    L452: {
      var p454;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p454 = adv(p + 1); } else { p454 = -1; if (rec) fail(p, 0); }
      if (p454 < 0) { p451 = -1;  break L452; }
      var p455;
      if (p454 < n && (c = s.charCodeAt(p454), c === 45)) { p455 = adv(p454 + 1); } else { p455 = -1; if (rec) fail(p454, 3); }
      if (p455 < 0) { p451 = -1;  break L452; }
      var p456;
      var q457 = p455, r458 = 0, e460 = false;
      while (q457 < n) {
        var p461;
        if (q457 < n && (c = s.charCodeAt(q457), c < 128 && T0[c] === 1)) { p461 = adv(q457 + 1); } else { p461 = -1; if (rec) fail(q457, 0); }
        if (p461 < 0) break;
        if (p461 === q457) { e460 = true; break; }
        r458++; q457 = p461;
        if (r458 === 6) break;
      }
      if (rec && q457 >= n && !e460 && r458 < 6) fail(q457, 0);
      if (e460 || r458 >= 6) p456 = q457; else { p456 = -1;  }
      if (p456 < 0) { p451 = -1;  break L452; }
      var p462;
      if (p456 < n && (c = s.charCodeAt(p456), c === 45)) { p462 = adv(p456 + 1); } else { p462 = -1; if (rec) fail(p456, 3); }
      if (p462 < 0) { p451 = -1;  break L452; }
      var p463;
      var q464 = p462, r465 = 0, e467 = false;
      while (q464 < n) {
        var p468;
        if (q464 < n && (c = s.charCodeAt(q464), c < 128 && T0[c] === 1)) { p468 = adv(q464 + 1); } else { p468 = -1; if (rec) fail(q464, 0); }
        if (p468 < 0) break;
        if (p468 === q464) { e467 = true; break; }
        r465++; q464 = p468;
        if (r465 === 2) break;
      }
      if (rec && q464 >= n && !e467 && r465 < 2) fail(q464, 0);
      if (e467 || r465 >= 2) p463 = q464; else { p463 = -1;  }
      if (p463 < 0) { p451 = -1;  break L452; }
      p451 = p463;
    }
    if (p451 >= 0) { out = p451; break L365; }
    var p469;
    L470: {
      var p472;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p472 = adv(p + 1); } else { p472 = -1; if (rec) fail(p, 0); }
      if (p472 < 0) { p469 = -1;  break L470; }
      var p473;
      if (p472 < n && (c = s.charCodeAt(p472), c === 45)) { p473 = adv(p472 + 1); } else { p473 = -1; if (rec) fail(p472, 3); }
      if (p473 < 0) { p469 = -1;  break L470; }
      var p474;
      var q475 = p473, r476 = 0, e478 = false;
      while (q475 < n) {
        var p479;
        if (q475 < n && (c = s.charCodeAt(q475), c < 128 && T0[c] === 1)) { p479 = adv(q475 + 1); } else { p479 = -1; if (rec) fail(q475, 0); }
        if (p479 < 0) break;
        if (p479 === q475) { e478 = true; break; }
        r476++; q475 = p479;
        if (r476 === 7) break;
      }
      if (rec && q475 >= n && !e478 && r476 < 7) fail(q475, 0);
      if (e478 || r476 >= 7) p474 = q475; else { p474 = -1;  }
      if (p474 < 0) { p469 = -1;  break L470; }
      var p480;
      if (p474 < n && (c = s.charCodeAt(p474), c === 45)) { p480 = adv(p474 + 1); } else { p480 = -1; if (rec) fail(p474, 3); }
      if (p480 < 0) { p469 = -1;  break L470; }
      var p481;
      if (p480 < n && (c = s.charCodeAt(p480), c < 128 && T0[c] === 1)) { p481 = adv(p480 + 1); } else { p481 = -1; if (rec) fail(p480, 0); }
      if (p481 < 0) { p469 = -1;  break L470; }
      p469 = p481;
    }
    if (p469 >= 0) { out = p469; break L365; }
    var p482;
    L483: {
      var p485;
      var q486 = p, r487 = 0, e489 = false;
      while (q486 < n) {
        var p490;
        if (q486 < n && (c = s.charCodeAt(q486), c < 128 && T0[c] === 1)) { p490 = adv(q486 + 1); } else { p490 = -1; if (rec) fail(q486, 0); }
        if (p490 < 0) break;
        if (p490 === q486) { e489 = true; break; }
        r487++; q486 = p490;
        if (r487 === 2) break;
      }
      if (rec && q486 >= n && !e489 && r487 < 2) fail(q486, 0);
      if (e489 || r487 >= 2) p485 = q486; else { p485 = -1;  }
      if (p485 < 0) { p482 = -1;  break L483; }
      var p491;
      if (p485 < n && (c = s.charCodeAt(p485), c === 45)) { p491 = adv(p485 + 1); } else { p491 = -1; if (rec) fail(p485, 3); }
      if (p491 < 0) { p482 = -1;  break L483; }
      var p492;
      if (p491 < n && (c = s.charCodeAt(p491), c < 128 && T0[c] === 1)) { p492 = adv(p491 + 1); } else { p492 = -1; if (rec) fail(p491, 0); }
      if (p492 < 0) { p482 = -1;  break L483; }
      var p493;
      if (p492 < n && (c = s.charCodeAt(p492), c === 45)) { p493 = adv(p492 + 1); } else { p493 = -1; if (rec) fail(p492, 3); }
      if (p493 < 0) { p482 = -1;  break L483; }
      var p494;
      var q495 = p493, r496 = 0, e498 = false;
      while (q495 < n) {
        var p499;
        if (q495 < n && (c = s.charCodeAt(q495), c < 128 && T0[c] === 1)) { p499 = adv(q495 + 1); } else { p499 = -1; if (rec) fail(q495, 0); }
        if (p499 < 0) break;
        if (p499 === q495) { e498 = true; break; }
        r496++; q495 = p499;
        if (r496 === 6) break;
      }
      if (rec && q495 >= n && !e498 && r496 < 6) fail(q495, 0);
      if (e498 || r496 >= 6) p494 = q495; else { p494 = -1;  }
      if (p494 < 0) { p482 = -1;  break L483; }
      p482 = p494;
    }
    if (p482 >= 0) { out = p482; break L365; }
    var p500;
    L501: {
      var p503;
      var q504 = p, r505 = 0, e507 = false;
      while (q504 < n) {
        var p508;
        if (q504 < n && (c = s.charCodeAt(q504), c < 128 && T0[c] === 1)) { p508 = adv(q504 + 1); } else { p508 = -1; if (rec) fail(q504, 0); }
        if (p508 < 0) break;
        if (p508 === q504) { e507 = true; break; }
        r505++; q504 = p508;
        if (r505 === 2) break;
      }
      if (rec && q504 >= n && !e507 && r505 < 2) fail(q504, 0);
      if (e507 || r505 >= 2) p503 = q504; else { p503 = -1;  }
      if (p503 < 0) { p500 = -1;  break L501; }
      var p509;
      if (p503 < n && (c = s.charCodeAt(p503), c === 45)) { p509 = adv(p503 + 1); } else { p509 = -1; if (rec) fail(p503, 3); }
      if (p509 < 0) { p500 = -1;  break L501; }
      var p510;
      var q511 = p509, r512 = 0, e514 = false;
      while (q511 < n) {
        var p515;
        if (q511 < n && (c = s.charCodeAt(q511), c < 128 && T0[c] === 1)) { p515 = adv(q511 + 1); } else { p515 = -1; if (rec) fail(q511, 0); }
        if (p515 < 0) break;
        if (p515 === q511) { e514 = true; break; }
        r512++; q511 = p515;
        if (r512 === 2) break;
      }
      if (rec && q511 >= n && !e514 && r512 < 2) fail(q511, 0);
      if (e514 || r512 >= 2) p510 = q511; else { p510 = -1;  }
      if (p510 < 0) { p500 = -1;  break L501; }
      var p516;
      if (p510 < n && (c = s.charCodeAt(p510), c === 45)) { p516 = adv(p510 + 1); } else { p516 = -1; if (rec) fail(p510, 3); }
      if (p516 < 0) { p500 = -1;  break L501; }
      var p517;
      var q518 = p516, r519 = 0, e521 = false;
      while (q518 < n) {
        var p522;
        if (q518 < n && (c = s.charCodeAt(q518), c < 128 && T0[c] === 1)) { p522 = adv(q518 + 1); } else { p522 = -1; if (rec) fail(q518, 0); }
        if (p522 < 0) break;
        if (p522 === q518) { e521 = true; break; }
        r519++; q518 = p522;
        if (r519 === 5) break;
      }
      if (rec && q518 >= n && !e521 && r519 < 5) fail(q518, 0);
      if (e521 || r519 >= 5) p517 = q518; else { p517 = -1;  }
      if (p517 < 0) { p500 = -1;  break L501; }
      p500 = p517;
    }
    if (p500 >= 0) { out = p500; break L365; }
    var p523;
    L524: {
      var p526;
      var q527 = p, r528 = 0, e530 = false;
      while (q527 < n) {
        var p531;
        if (q527 < n && (c = s.charCodeAt(q527), c < 128 && T0[c] === 1)) { p531 = adv(q527 + 1); } else { p531 = -1; if (rec) fail(q527, 0); }
        if (p531 < 0) break;
        if (p531 === q527) { e530 = true; break; }
        r528++; q527 = p531;
        if (r528 === 2) break;
      }
      if (rec && q527 >= n && !e530 && r528 < 2) fail(q527, 0);
      if (e530 || r528 >= 2) p526 = q527; else { p526 = -1;  }
      if (p526 < 0) { p523 = -1;  break L524; }
      var p532;
      if (p526 < n && (c = s.charCodeAt(p526), c === 45)) { p532 = adv(p526 + 1); } else { p532 = -1; if (rec) fail(p526, 3); }
      if (p532 < 0) { p523 = -1;  break L524; }
      var p533;
      var q534 = p532, r535 = 0, e537 = false;
      while (q534 < n) {
        var p538;
        if (q534 < n && (c = s.charCodeAt(q534), c < 128 && T0[c] === 1)) { p538 = adv(q534 + 1); } else { p538 = -1; if (rec) fail(q534, 0); }
        if (p538 < 0) break;
        if (p538 === q534) { e537 = true; break; }
        r535++; q534 = p538;
        if (r535 === 3) break;
      }
      if (rec && q534 >= n && !e537 && r535 < 3) fail(q534, 0);
      if (e537 || r535 >= 3) p533 = q534; else { p533 = -1;  }
      if (p533 < 0) { p523 = -1;  break L524; }
      var p539;
      if (p533 < n && (c = s.charCodeAt(p533), c === 45)) { p539 = adv(p533 + 1); } else { p539 = -1; if (rec) fail(p533, 3); }
      if (p539 < 0) { p523 = -1;  break L524; }
      var p540;
      var q541 = p539, r542 = 0, e544 = false;
      while (q541 < n) {
        var p545;
        if (q541 < n && (c = s.charCodeAt(q541), c < 128 && T0[c] === 1)) { p545 = adv(q541 + 1); } else { p545 = -1; if (rec) fail(q541, 0); }
        if (p545 < 0) break;
        if (p545 === q541) { e544 = true; break; }
        r542++; q541 = p545;
        if (r542 === 4) break;
      }
      if (rec && q541 >= n && !e544 && r542 < 4) fail(q541, 0);
      if (e544 || r542 >= 4) p540 = q541; else { p540 = -1;  }
      if (p540 < 0) { p523 = -1;  break L524; }
      p523 = p540;
    }
    if (p523 >= 0) { out = p523; break L365; }
    var p546;
    L547: {
      var p549;
      var q550 = p, r551 = 0, e553 = false;
      while (q550 < n) {
        var p554;
        if (q550 < n && (c = s.charCodeAt(q550), c < 128 && T0[c] === 1)) { p554 = adv(q550 + 1); } else { p554 = -1; if (rec) fail(q550, 0); }
        if (p554 < 0) break;
        if (p554 === q550) { e553 = true; break; }
        r551++; q550 = p554;
        if (r551 === 2) break;
      }
      if (rec && q550 >= n && !e553 && r551 < 2) fail(q550, 0);
      if (e553 || r551 >= 2) p549 = q550; else { p549 = -1;  }
      if (p549 < 0) { p546 = -1;  break L547; }
      var p555;
      if (p549 < n && (c = s.charCodeAt(p549), c === 45)) { p555 = adv(p549 + 1); } else { p555 = -1; if (rec) fail(p549, 3); }
      if (p555 < 0) { p546 = -1;  break L547; }
      var p556;
      var q557 = p555, r558 = 0, e560 = false;
      while (q557 < n) {
        var p561;
        if (q557 < n && (c = s.charCodeAt(q557), c < 128 && T0[c] === 1)) { p561 = adv(q557 + 1); } else { p561 = -1; if (rec) fail(q557, 0); }
        if (p561 < 0) break;
        if (p561 === q557) { e560 = true; break; }
        r558++; q557 = p561;
        if (r558 === 4) break;
      }
      if (rec && q557 >= n && !e560 && r558 < 4) fail(q557, 0);
      if (e560 || r558 >= 4) p556 = q557; else { p556 = -1;  }
      if (p556 < 0) { p546 = -1;  break L547; }
      var p562;
      if (p556 < n && (c = s.charCodeAt(p556), c === 45)) { p562 = adv(p556 + 1); } else { p562 = -1; if (rec) fail(p556, 3); }
      if (p562 < 0) { p546 = -1;  break L547; }
      var p563;
      var q564 = p562, r565 = 0, e567 = false;
      while (q564 < n) {
        var p568;
        if (q564 < n && (c = s.charCodeAt(q564), c < 128 && T0[c] === 1)) { p568 = adv(q564 + 1); } else { p568 = -1; if (rec) fail(q564, 0); }
        if (p568 < 0) break;
        if (p568 === q564) { e567 = true; break; }
        r565++; q564 = p568;
        if (r565 === 3) break;
      }
      if (rec && q564 >= n && !e567 && r565 < 3) fail(q564, 0);
      if (e567 || r565 >= 3) p563 = q564; else { p563 = -1;  }
      if (p563 < 0) { p546 = -1;  break L547; }
      p546 = p563;
    }
    if (p546 >= 0) { out = p546; break L365; }
    var p569;
    L570: {
      var p572;
      var q573 = p, r574 = 0, e576 = false;
      while (q573 < n) {
        var p577;
        if (q573 < n && (c = s.charCodeAt(q573), c < 128 && T0[c] === 1)) { p577 = adv(q573 + 1); } else { p577 = -1; if (rec) fail(q573, 0); }
        if (p577 < 0) break;
        if (p577 === q573) { e576 = true; break; }
        r574++; q573 = p577;
        if (r574 === 2) break;
      }
      if (rec && q573 >= n && !e576 && r574 < 2) fail(q573, 0);
      if (e576 || r574 >= 2) p572 = q573; else { p572 = -1;  }
      if (p572 < 0) { p569 = -1;  break L570; }
      var p578;
      if (p572 < n && (c = s.charCodeAt(p572), c === 45)) { p578 = adv(p572 + 1); } else { p578 = -1; if (rec) fail(p572, 3); }
      if (p578 < 0) { p569 = -1;  break L570; }
      var p579;
      var q580 = p578, r581 = 0, e583 = false;
      while (q580 < n) {
        var p584;
        if (q580 < n && (c = s.charCodeAt(q580), c < 128 && T0[c] === 1)) { p584 = adv(q580 + 1); } else { p584 = -1; if (rec) fail(q580, 0); }
        if (p584 < 0) break;
        if (p584 === q580) { e583 = true; break; }
        r581++; q580 = p584;
        if (r581 === 5) break;
      }
      if (rec && q580 >= n && !e583 && r581 < 5) fail(q580, 0);
      if (e583 || r581 >= 5) p579 = q580; else { p579 = -1;  }
      if (p579 < 0) { p569 = -1;  break L570; }
      var p585;
      if (p579 < n && (c = s.charCodeAt(p579), c === 45)) { p585 = adv(p579 + 1); } else { p585 = -1; if (rec) fail(p579, 3); }
      if (p585 < 0) { p569 = -1;  break L570; }
      var p586;
      var q587 = p585, r588 = 0, e590 = false;
      while (q587 < n) {
        var p591;
        if (q587 < n && (c = s.charCodeAt(q587), c < 128 && T0[c] === 1)) { p591 = adv(q587 + 1); } else { p591 = -1; if (rec) fail(q587, 0); }
        if (p591 < 0) break;
        if (p591 === q587) { e590 = true; break; }
        r588++; q587 = p591;
        if (r588 === 2) break;
      }
      if (rec && q587 >= n && !e590 && r588 < 2) fail(q587, 0);
      if (e590 || r588 >= 2) p586 = q587; else { p586 = -1;  }
      if (p586 < 0) { p569 = -1;  break L570; }
      p569 = p586;
    }
    if (p569 >= 0) { out = p569; break L365; }
    var p592;
    L593: {
      var p595;
      var q596 = p, r597 = 0, e599 = false;
      while (q596 < n) {
        var p600;
        if (q596 < n && (c = s.charCodeAt(q596), c < 128 && T0[c] === 1)) { p600 = adv(q596 + 1); } else { p600 = -1; if (rec) fail(q596, 0); }
        if (p600 < 0) break;
        if (p600 === q596) { e599 = true; break; }
        r597++; q596 = p600;
        if (r597 === 2) break;
      }
      if (rec && q596 >= n && !e599 && r597 < 2) fail(q596, 0);
      if (e599 || r597 >= 2) p595 = q596; else { p595 = -1;  }
      if (p595 < 0) { p592 = -1;  break L593; }
      var p601;
      if (p595 < n && (c = s.charCodeAt(p595), c === 45)) { p601 = adv(p595 + 1); } else { p601 = -1; if (rec) fail(p595, 3); }
      if (p601 < 0) { p592 = -1;  break L593; }
      var p602;
      var q603 = p601, r604 = 0, e606 = false;
      while (q603 < n) {
        var p607;
        if (q603 < n && (c = s.charCodeAt(q603), c < 128 && T0[c] === 1)) { p607 = adv(q603 + 1); } else { p607 = -1; if (rec) fail(q603, 0); }
        if (p607 < 0) break;
        if (p607 === q603) { e606 = true; break; }
        r604++; q603 = p607;
        if (r604 === 6) break;
      }
      if (rec && q603 >= n && !e606 && r604 < 6) fail(q603, 0);
      if (e606 || r604 >= 6) p602 = q603; else { p602 = -1;  }
      if (p602 < 0) { p592 = -1;  break L593; }
      var p608;
      if (p602 < n && (c = s.charCodeAt(p602), c === 45)) { p608 = adv(p602 + 1); } else { p608 = -1; if (rec) fail(p602, 3); }
      if (p608 < 0) { p592 = -1;  break L593; }
      var p609;
      if (p608 < n && (c = s.charCodeAt(p608), c < 128 && T0[c] === 1)) { p609 = adv(p608 + 1); } else { p609 = -1; if (rec) fail(p608, 0); }
      if (p609 < 0) { p592 = -1;  break L593; }
      p592 = p609;
    }
    if (p592 >= 0) { out = p592; break L365; }
    var p610;
    L611: {
      var p613;
      var q614 = p, r615 = 0, e617 = false;
      while (q614 < n) {
        var p618;
        if (q614 < n && (c = s.charCodeAt(q614), c < 128 && T0[c] === 1)) { p618 = adv(q614 + 1); } else { p618 = -1; if (rec) fail(q614, 0); }
        if (p618 < 0) break;
        if (p618 === q614) { e617 = true; break; }
        r615++; q614 = p618;
        if (r615 === 3) break;
      }
      if (rec && q614 >= n && !e617 && r615 < 3) fail(q614, 0);
      if (e617 || r615 >= 3) p613 = q614; else { p613 = -1;  }
      if (p613 < 0) { p610 = -1;  break L611; }
      var p619;
      if (p613 < n && (c = s.charCodeAt(p613), c === 45)) { p619 = adv(p613 + 1); } else { p619 = -1; if (rec) fail(p613, 3); }
      if (p619 < 0) { p610 = -1;  break L611; }
      var p620;
      if (p619 < n && (c = s.charCodeAt(p619), c < 128 && T0[c] === 1)) { p620 = adv(p619 + 1); } else { p620 = -1; if (rec) fail(p619, 0); }
      if (p620 < 0) { p610 = -1;  break L611; }
      var p621;
      if (p620 < n && (c = s.charCodeAt(p620), c === 45)) { p621 = adv(p620 + 1); } else { p621 = -1; if (rec) fail(p620, 3); }
      if (p621 < 0) { p610 = -1;  break L611; }
      var p622;
      var q623 = p621, r624 = 0, e626 = false;
      while (q623 < n) {
        var p627;
        if (q623 < n && (c = s.charCodeAt(q623), c < 128 && T0[c] === 1)) { p627 = adv(q623 + 1); } else { p627 = -1; if (rec) fail(q623, 0); }
        if (p627 < 0) break;
        if (p627 === q623) { e626 = true; break; }
        r624++; q623 = p627;
        if (r624 === 5) break;
      }
      if (rec && q623 >= n && !e626 && r624 < 5) fail(q623, 0);
      if (e626 || r624 >= 5) p622 = q623; else { p622 = -1;  }
      if (p622 < 0) { p610 = -1;  break L611; }
      p610 = p622;
    }
    if (p610 >= 0) { out = p610; break L365; }
    var p628;
    L629: {
      var p631;
      var q632 = p, r633 = 0, e635 = false;
      while (q632 < n) {
        var p636;
        if (q632 < n && (c = s.charCodeAt(q632), c < 128 && T0[c] === 1)) { p636 = adv(q632 + 1); } else { p636 = -1; if (rec) fail(q632, 0); }
        if (p636 < 0) break;
        if (p636 === q632) { e635 = true; break; }
        r633++; q632 = p636;
        if (r633 === 3) break;
      }
      if (rec && q632 >= n && !e635 && r633 < 3) fail(q632, 0);
      if (e635 || r633 >= 3) p631 = q632; else { p631 = -1;  }
      if (p631 < 0) { p628 = -1;  break L629; }
      var p637;
      if (p631 < n && (c = s.charCodeAt(p631), c === 45)) { p637 = adv(p631 + 1); } else { p637 = -1; if (rec) fail(p631, 3); }
      if (p637 < 0) { p628 = -1;  break L629; }
      var p638;
      var q639 = p637, r640 = 0, e642 = false;
      while (q639 < n) {
        var p643;
        if (q639 < n && (c = s.charCodeAt(q639), c < 128 && T0[c] === 1)) { p643 = adv(q639 + 1); } else { p643 = -1; if (rec) fail(q639, 0); }
        if (p643 < 0) break;
        if (p643 === q639) { e642 = true; break; }
        r640++; q639 = p643;
        if (r640 === 2) break;
      }
      if (rec && q639 >= n && !e642 && r640 < 2) fail(q639, 0);
      if (e642 || r640 >= 2) p638 = q639; else { p638 = -1;  }
      if (p638 < 0) { p628 = -1;  break L629; }
      var p644;
      if (p638 < n && (c = s.charCodeAt(p638), c === 45)) { p644 = adv(p638 + 1); } else { p644 = -1; if (rec) fail(p638, 3); }
      if (p644 < 0) { p628 = -1;  break L629; }
      var p645;
      var q646 = p644, r647 = 0, e649 = false;
      while (q646 < n) {
        var p650;
        if (q646 < n && (c = s.charCodeAt(q646), c < 128 && T0[c] === 1)) { p650 = adv(q646 + 1); } else { p650 = -1; if (rec) fail(q646, 0); }
        if (p650 < 0) break;
        if (p650 === q646) { e649 = true; break; }
        r647++; q646 = p650;
        if (r647 === 4) break;
      }
      if (rec && q646 >= n && !e649 && r647 < 4) fail(q646, 0);
      if (e649 || r647 >= 4) p645 = q646; else { p645 = -1;  }
      if (p645 < 0) { p628 = -1;  break L629; }
      p628 = p645;
    }
    if (p628 >= 0) { out = p628; break L365; }
    var p651;
    L652: {
      var p654;
      var q655 = p, r656 = 0, e658 = false;
      while (q655 < n) {
        var p659;
        if (q655 < n && (c = s.charCodeAt(q655), c < 128 && T0[c] === 1)) { p659 = adv(q655 + 1); } else { p659 = -1; if (rec) fail(q655, 0); }
        if (p659 < 0) break;
        if (p659 === q655) { e658 = true; break; }
        r656++; q655 = p659;
        if (r656 === 3) break;
      }
      if (rec && q655 >= n && !e658 && r656 < 3) fail(q655, 0);
      if (e658 || r656 >= 3) p654 = q655; else { p654 = -1;  }
      if (p654 < 0) { p651 = -1;  break L652; }
      var p660;
      if (p654 < n && (c = s.charCodeAt(p654), c === 45)) { p660 = adv(p654 + 1); } else { p660 = -1; if (rec) fail(p654, 3); }
      if (p660 < 0) { p651 = -1;  break L652; }
      var p661;
      var q662 = p660, r663 = 0, e665 = false;
      while (q662 < n) {
        var p666;
        if (q662 < n && (c = s.charCodeAt(q662), c < 128 && T0[c] === 1)) { p666 = adv(q662 + 1); } else { p666 = -1; if (rec) fail(q662, 0); }
        if (p666 < 0) break;
        if (p666 === q662) { e665 = true; break; }
        r663++; q662 = p666;
        if (r663 === 3) break;
      }
      if (rec && q662 >= n && !e665 && r663 < 3) fail(q662, 0);
      if (e665 || r663 >= 3) p661 = q662; else { p661 = -1;  }
      if (p661 < 0) { p651 = -1;  break L652; }
      var p667;
      if (p661 < n && (c = s.charCodeAt(p661), c === 45)) { p667 = adv(p661 + 1); } else { p667 = -1; if (rec) fail(p661, 3); }
      if (p667 < 0) { p651 = -1;  break L652; }
      var p668;
      var q669 = p667, r670 = 0, e672 = false;
      while (q669 < n) {
        var p673;
        if (q669 < n && (c = s.charCodeAt(q669), c < 128 && T0[c] === 1)) { p673 = adv(q669 + 1); } else { p673 = -1; if (rec) fail(q669, 0); }
        if (p673 < 0) break;
        if (p673 === q669) { e672 = true; break; }
        r670++; q669 = p673;
        if (r670 === 3) break;
      }
      if (rec && q669 >= n && !e672 && r670 < 3) fail(q669, 0);
      if (e672 || r670 >= 3) p668 = q669; else { p668 = -1;  }
      if (p668 < 0) { p651 = -1;  break L652; }
      p651 = p668;
    }
    if (p651 >= 0) { out = p651; break L365; }
    var p674;
    L675: {
      var p677;
      var q678 = p, r679 = 0, e681 = false;
      while (q678 < n) {
        var p682;
        if (q678 < n && (c = s.charCodeAt(q678), c < 128 && T0[c] === 1)) { p682 = adv(q678 + 1); } else { p682 = -1; if (rec) fail(q678, 0); }
        if (p682 < 0) break;
        if (p682 === q678) { e681 = true; break; }
        r679++; q678 = p682;
        if (r679 === 3) break;
      }
      if (rec && q678 >= n && !e681 && r679 < 3) fail(q678, 0);
      if (e681 || r679 >= 3) p677 = q678; else { p677 = -1;  }
      if (p677 < 0) { p674 = -1;  break L675; }
      var p683;
      if (p677 < n && (c = s.charCodeAt(p677), c === 45)) { p683 = adv(p677 + 1); } else { p683 = -1; if (rec) fail(p677, 3); }
      if (p683 < 0) { p674 = -1;  break L675; }
      var p684;
      var q685 = p683, r686 = 0, e688 = false;
      while (q685 < n) {
        var p689;
        if (q685 < n && (c = s.charCodeAt(q685), c < 128 && T0[c] === 1)) { p689 = adv(q685 + 1); } else { p689 = -1; if (rec) fail(q685, 0); }
        if (p689 < 0) break;
        if (p689 === q685) { e688 = true; break; }
        r686++; q685 = p689;
        if (r686 === 4) break;
      }
      if (rec && q685 >= n && !e688 && r686 < 4) fail(q685, 0);
      if (e688 || r686 >= 4) p684 = q685; else { p684 = -1;  }
      if (p684 < 0) { p674 = -1;  break L675; }
      var p690;
      if (p684 < n && (c = s.charCodeAt(p684), c === 45)) { p690 = adv(p684 + 1); } else { p690 = -1; if (rec) fail(p684, 3); }
      if (p690 < 0) { p674 = -1;  break L675; }
      var p691;
      var q692 = p690, r693 = 0, e695 = false;
      while (q692 < n) {
        var p696;
        if (q692 < n && (c = s.charCodeAt(q692), c < 128 && T0[c] === 1)) { p696 = adv(q692 + 1); } else { p696 = -1; if (rec) fail(q692, 0); }
        if (p696 < 0) break;
        if (p696 === q692) { e695 = true; break; }
        r693++; q692 = p696;
        if (r693 === 2) break;
      }
      if (rec && q692 >= n && !e695 && r693 < 2) fail(q692, 0);
      if (e695 || r693 >= 2) p691 = q692; else { p691 = -1;  }
      if (p691 < 0) { p674 = -1;  break L675; }
      p674 = p691;
    }
    if (p674 >= 0) { out = p674; break L365; }
    var p697;
    L698: {
      var p700;
      var q701 = p, r702 = 0, e704 = false;
      while (q701 < n) {
        var p705;
        if (q701 < n && (c = s.charCodeAt(q701), c < 128 && T0[c] === 1)) { p705 = adv(q701 + 1); } else { p705 = -1; if (rec) fail(q701, 0); }
        if (p705 < 0) break;
        if (p705 === q701) { e704 = true; break; }
        r702++; q701 = p705;
        if (r702 === 3) break;
      }
      if (rec && q701 >= n && !e704 && r702 < 3) fail(q701, 0);
      if (e704 || r702 >= 3) p700 = q701; else { p700 = -1;  }
      if (p700 < 0) { p697 = -1;  break L698; }
      var p706;
      if (p700 < n && (c = s.charCodeAt(p700), c === 45)) { p706 = adv(p700 + 1); } else { p706 = -1; if (rec) fail(p700, 3); }
      if (p706 < 0) { p697 = -1;  break L698; }
      var p707;
      var q708 = p706, r709 = 0, e711 = false;
      while (q708 < n) {
        var p712;
        if (q708 < n && (c = s.charCodeAt(q708), c < 128 && T0[c] === 1)) { p712 = adv(q708 + 1); } else { p712 = -1; if (rec) fail(q708, 0); }
        if (p712 < 0) break;
        if (p712 === q708) { e711 = true; break; }
        r709++; q708 = p712;
        if (r709 === 5) break;
      }
      if (rec && q708 >= n && !e711 && r709 < 5) fail(q708, 0);
      if (e711 || r709 >= 5) p707 = q708; else { p707 = -1;  }
      if (p707 < 0) { p697 = -1;  break L698; }
      var p713;
      if (p707 < n && (c = s.charCodeAt(p707), c === 45)) { p713 = adv(p707 + 1); } else { p713 = -1; if (rec) fail(p707, 3); }
      if (p713 < 0) { p697 = -1;  break L698; }
      var p714;
      if (p713 < n && (c = s.charCodeAt(p713), c < 128 && T0[c] === 1)) { p714 = adv(p713 + 1); } else { p714 = -1; if (rec) fail(p713, 0); }
      if (p714 < 0) { p697 = -1;  break L698; }
      p697 = p714;
    }
    if (p697 >= 0) { out = p697; break L365; }
    var p715;
    L716: {
      var p718;
      var q719 = p, r720 = 0, e722 = false;
      while (q719 < n) {
        var p723;
        if (q719 < n && (c = s.charCodeAt(q719), c < 128 && T0[c] === 1)) { p723 = adv(q719 + 1); } else { p723 = -1; if (rec) fail(q719, 0); }
        if (p723 < 0) break;
        if (p723 === q719) { e722 = true; break; }
        r720++; q719 = p723;
        if (r720 === 4) break;
      }
      if (rec && q719 >= n && !e722 && r720 < 4) fail(q719, 0);
      if (e722 || r720 >= 4) p718 = q719; else { p718 = -1;  }
      if (p718 < 0) { p715 = -1;  break L716; }
      var p724;
      if (p718 < n && (c = s.charCodeAt(p718), c === 45)) { p724 = adv(p718 + 1); } else { p724 = -1; if (rec) fail(p718, 3); }
      if (p724 < 0) { p715 = -1;  break L716; }
      var p725;
      if (p724 < n && (c = s.charCodeAt(p724), c < 128 && T0[c] === 1)) { p725 = adv(p724 + 1); } else { p725 = -1; if (rec) fail(p724, 0); }
      if (p725 < 0) { p715 = -1;  break L716; }
      var p726;
      if (p725 < n && (c = s.charCodeAt(p725), c === 45)) { p726 = adv(p725 + 1); } else { p726 = -1; if (rec) fail(p725, 3); }
      if (p726 < 0) { p715 = -1;  break L716; }
      var p727;
      var q728 = p726, r729 = 0, e731 = false;
      while (q728 < n) {
        var p732;
        if (q728 < n && (c = s.charCodeAt(q728), c < 128 && T0[c] === 1)) { p732 = adv(q728 + 1); } else { p732 = -1; if (rec) fail(q728, 0); }
        if (p732 < 0) break;
        if (p732 === q728) { e731 = true; break; }
        r729++; q728 = p732;
        if (r729 === 4) break;
      }
      if (rec && q728 >= n && !e731 && r729 < 4) fail(q728, 0);
      if (e731 || r729 >= 4) p727 = q728; else { p727 = -1;  }
      if (p727 < 0) { p715 = -1;  break L716; }
      p715 = p727;
    }
    if (p715 >= 0) { out = p715; break L365; }
    var p733;
    L734: {
      var p736;
      var q737 = p, r738 = 0, e740 = false;
      while (q737 < n) {
        var p741;
        if (q737 < n && (c = s.charCodeAt(q737), c < 128 && T0[c] === 1)) { p741 = adv(q737 + 1); } else { p741 = -1; if (rec) fail(q737, 0); }
        if (p741 < 0) break;
        if (p741 === q737) { e740 = true; break; }
        r738++; q737 = p741;
        if (r738 === 4) break;
      }
      if (rec && q737 >= n && !e740 && r738 < 4) fail(q737, 0);
      if (e740 || r738 >= 4) p736 = q737; else { p736 = -1;  }
      if (p736 < 0) { p733 = -1;  break L734; }
      var p742;
      if (p736 < n && (c = s.charCodeAt(p736), c === 45)) { p742 = adv(p736 + 1); } else { p742 = -1; if (rec) fail(p736, 3); }
      if (p742 < 0) { p733 = -1;  break L734; }
      var p743;
      var q744 = p742, r745 = 0, e747 = false;
      while (q744 < n) {
        var p748;
        if (q744 < n && (c = s.charCodeAt(q744), c < 128 && T0[c] === 1)) { p748 = adv(q744 + 1); } else { p748 = -1; if (rec) fail(q744, 0); }
        if (p748 < 0) break;
        if (p748 === q744) { e747 = true; break; }
        r745++; q744 = p748;
        if (r745 === 2) break;
      }
      if (rec && q744 >= n && !e747 && r745 < 2) fail(q744, 0);
      if (e747 || r745 >= 2) p743 = q744; else { p743 = -1;  }
      if (p743 < 0) { p733 = -1;  break L734; }
      var p749;
      if (p743 < n && (c = s.charCodeAt(p743), c === 45)) { p749 = adv(p743 + 1); } else { p749 = -1; if (rec) fail(p743, 3); }
      if (p749 < 0) { p733 = -1;  break L734; }
      var p750;
      var q751 = p749, r752 = 0, e754 = false;
      while (q751 < n) {
        var p755;
        if (q751 < n && (c = s.charCodeAt(q751), c < 128 && T0[c] === 1)) { p755 = adv(q751 + 1); } else { p755 = -1; if (rec) fail(q751, 0); }
        if (p755 < 0) break;
        if (p755 === q751) { e754 = true; break; }
        r752++; q751 = p755;
        if (r752 === 3) break;
      }
      if (rec && q751 >= n && !e754 && r752 < 3) fail(q751, 0);
      if (e754 || r752 >= 3) p750 = q751; else { p750 = -1;  }
      if (p750 < 0) { p733 = -1;  break L734; }
      p733 = p750;
    }
    if (p733 >= 0) { out = p733; break L365; }
    var p756;
    L757: {
      var p759;
      var q760 = p, r761 = 0, e763 = false;
      while (q760 < n) {
        var p764;
        if (q760 < n && (c = s.charCodeAt(q760), c < 128 && T0[c] === 1)) { p764 = adv(q760 + 1); } else { p764 = -1; if (rec) fail(q760, 0); }
        if (p764 < 0) break;
        if (p764 === q760) { e763 = true; break; }
        r761++; q760 = p764;
        if (r761 === 4) break;
      }
      if (rec && q760 >= n && !e763 && r761 < 4) fail(q760, 0);
      if (e763 || r761 >= 4) p759 = q760; else { p759 = -1;  }
      if (p759 < 0) { p756 = -1;  break L757; }
      var p765;
      if (p759 < n && (c = s.charCodeAt(p759), c === 45)) { p765 = adv(p759 + 1); } else { p765 = -1; if (rec) fail(p759, 3); }
      if (p765 < 0) { p756 = -1;  break L757; }
      var p766;
      var q767 = p765, r768 = 0, e770 = false;
      while (q767 < n) {
        var p771;
        if (q767 < n && (c = s.charCodeAt(q767), c < 128 && T0[c] === 1)) { p771 = adv(q767 + 1); } else { p771 = -1; if (rec) fail(q767, 0); }
        if (p771 < 0) break;
        if (p771 === q767) { e770 = true; break; }
        r768++; q767 = p771;
        if (r768 === 3) break;
      }
      if (rec && q767 >= n && !e770 && r768 < 3) fail(q767, 0);
      if (e770 || r768 >= 3) p766 = q767; else { p766 = -1;  }
      if (p766 < 0) { p756 = -1;  break L757; }
      var p772;
      if (p766 < n && (c = s.charCodeAt(p766), c === 45)) { p772 = adv(p766 + 1); } else { p772 = -1; if (rec) fail(p766, 3); }
      if (p772 < 0) { p756 = -1;  break L757; }
      var p773;
      var q774 = p772, r775 = 0, e777 = false;
      while (q774 < n) {
        var p778;
        if (q774 < n && (c = s.charCodeAt(q774), c < 128 && T0[c] === 1)) { p778 = adv(q774 + 1); } else { p778 = -1; if (rec) fail(q774, 0); }
        if (p778 < 0) break;
        if (p778 === q774) { e777 = true; break; }
        r775++; q774 = p778;
        if (r775 === 2) break;
      }
      if (rec && q774 >= n && !e777 && r775 < 2) fail(q774, 0);
      if (e777 || r775 >= 2) p773 = q774; else { p773 = -1;  }
      if (p773 < 0) { p756 = -1;  break L757; }
      p756 = p773;
    }
    if (p756 >= 0) { out = p756; break L365; }
    var p779;
    L780: {
      var p782;
      var q783 = p, r784 = 0, e786 = false;
      while (q783 < n) {
        var p787;
        if (q783 < n && (c = s.charCodeAt(q783), c < 128 && T0[c] === 1)) { p787 = adv(q783 + 1); } else { p787 = -1; if (rec) fail(q783, 0); }
        if (p787 < 0) break;
        if (p787 === q783) { e786 = true; break; }
        r784++; q783 = p787;
        if (r784 === 4) break;
      }
      if (rec && q783 >= n && !e786 && r784 < 4) fail(q783, 0);
      if (e786 || r784 >= 4) p782 = q783; else { p782 = -1;  }
      if (p782 < 0) { p779 = -1;  break L780; }
      var p788;
      if (p782 < n && (c = s.charCodeAt(p782), c === 45)) { p788 = adv(p782 + 1); } else { p788 = -1; if (rec) fail(p782, 3); }
      if (p788 < 0) { p779 = -1;  break L780; }
      var p789;
      var q790 = p788, r791 = 0, e793 = false;
      while (q790 < n) {
        var p794;
        if (q790 < n && (c = s.charCodeAt(q790), c < 128 && T0[c] === 1)) { p794 = adv(q790 + 1); } else { p794 = -1; if (rec) fail(q790, 0); }
        if (p794 < 0) break;
        if (p794 === q790) { e793 = true; break; }
        r791++; q790 = p794;
        if (r791 === 4) break;
      }
      if (rec && q790 >= n && !e793 && r791 < 4) fail(q790, 0);
      if (e793 || r791 >= 4) p789 = q790; else { p789 = -1;  }
      if (p789 < 0) { p779 = -1;  break L780; }
      var p795;
      if (p789 < n && (c = s.charCodeAt(p789), c === 45)) { p795 = adv(p789 + 1); } else { p795 = -1; if (rec) fail(p789, 3); }
      if (p795 < 0) { p779 = -1;  break L780; }
      var p796;
      if (p795 < n && (c = s.charCodeAt(p795), c < 128 && T0[c] === 1)) { p796 = adv(p795 + 1); } else { p796 = -1; if (rec) fail(p795, 0); }
      if (p796 < 0) { p779 = -1;  break L780; }
      p779 = p796;
    }
    if (p779 >= 0) { out = p779; break L365; }
    var p797;
    L798: {
      var p800;
      var q801 = p, r802 = 0, e804 = false;
      while (q801 < n) {
        var p805;
        if (q801 < n && (c = s.charCodeAt(q801), c < 128 && T0[c] === 1)) { p805 = adv(q801 + 1); } else { p805 = -1; if (rec) fail(q801, 0); }
        if (p805 < 0) break;
        if (p805 === q801) { e804 = true; break; }
        r802++; q801 = p805;
        if (r802 === 5) break;
      }
      if (rec && q801 >= n && !e804 && r802 < 5) fail(q801, 0);
      if (e804 || r802 >= 5) p800 = q801; else { p800 = -1;  }
      if (p800 < 0) { p797 = -1;  break L798; }
      var p806;
      if (p800 < n && (c = s.charCodeAt(p800), c === 45)) { p806 = adv(p800 + 1); } else { p806 = -1; if (rec) fail(p800, 3); }
      if (p806 < 0) { p797 = -1;  break L798; }
      var p807;
      if (p806 < n && (c = s.charCodeAt(p806), c < 128 && T0[c] === 1)) { p807 = adv(p806 + 1); } else { p807 = -1; if (rec) fail(p806, 0); }
      if (p807 < 0) { p797 = -1;  break L798; }
      var p808;
      if (p807 < n && (c = s.charCodeAt(p807), c === 45)) { p808 = adv(p807 + 1); } else { p808 = -1; if (rec) fail(p807, 3); }
      if (p808 < 0) { p797 = -1;  break L798; }
      var p809;
      var q810 = p808, r811 = 0, e813 = false;
      while (q810 < n) {
        var p814;
        if (q810 < n && (c = s.charCodeAt(q810), c < 128 && T0[c] === 1)) { p814 = adv(q810 + 1); } else { p814 = -1; if (rec) fail(q810, 0); }
        if (p814 < 0) break;
        if (p814 === q810) { e813 = true; break; }
        r811++; q810 = p814;
        if (r811 === 3) break;
      }
      if (rec && q810 >= n && !e813 && r811 < 3) fail(q810, 0);
      if (e813 || r811 >= 3) p809 = q810; else { p809 = -1;  }
      if (p809 < 0) { p797 = -1;  break L798; }
      p797 = p809;
    }
    if (p797 >= 0) { out = p797; break L365; }
    var p815;
    L816: {
      var p818;
      var q819 = p, r820 = 0, e822 = false;
      while (q819 < n) {
        var p823;
        if (q819 < n && (c = s.charCodeAt(q819), c < 128 && T0[c] === 1)) { p823 = adv(q819 + 1); } else { p823 = -1; if (rec) fail(q819, 0); }
        if (p823 < 0) break;
        if (p823 === q819) { e822 = true; break; }
        r820++; q819 = p823;
        if (r820 === 5) break;
      }
      if (rec && q819 >= n && !e822 && r820 < 5) fail(q819, 0);
      if (e822 || r820 >= 5) p818 = q819; else { p818 = -1;  }
      if (p818 < 0) { p815 = -1;  break L816; }
      var p824;
      if (p818 < n && (c = s.charCodeAt(p818), c === 45)) { p824 = adv(p818 + 1); } else { p824 = -1; if (rec) fail(p818, 3); }
      if (p824 < 0) { p815 = -1;  break L816; }
      var p825;
      var q826 = p824, r827 = 0, e829 = false;
      while (q826 < n) {
        var p830;
        if (q826 < n && (c = s.charCodeAt(q826), c < 128 && T0[c] === 1)) { p830 = adv(q826 + 1); } else { p830 = -1; if (rec) fail(q826, 0); }
        if (p830 < 0) break;
        if (p830 === q826) { e829 = true; break; }
        r827++; q826 = p830;
        if (r827 === 2) break;
      }
      if (rec && q826 >= n && !e829 && r827 < 2) fail(q826, 0);
      if (e829 || r827 >= 2) p825 = q826; else { p825 = -1;  }
      if (p825 < 0) { p815 = -1;  break L816; }
      var p831;
      if (p825 < n && (c = s.charCodeAt(p825), c === 45)) { p831 = adv(p825 + 1); } else { p831 = -1; if (rec) fail(p825, 3); }
      if (p831 < 0) { p815 = -1;  break L816; }
      var p832;
      var q833 = p831, r834 = 0, e836 = false;
      while (q833 < n) {
        var p837;
        if (q833 < n && (c = s.charCodeAt(q833), c < 128 && T0[c] === 1)) { p837 = adv(q833 + 1); } else { p837 = -1; if (rec) fail(q833, 0); }
        if (p837 < 0) break;
        if (p837 === q833) { e836 = true; break; }
        r834++; q833 = p837;
        if (r834 === 2) break;
      }
      if (rec && q833 >= n && !e836 && r834 < 2) fail(q833, 0);
      if (e836 || r834 >= 2) p832 = q833; else { p832 = -1;  }
      if (p832 < 0) { p815 = -1;  break L816; }
      p815 = p832;
    }
    if (p815 >= 0) { out = p815; break L365; }
    var p838;
    L839: {
      var p841;
      var q842 = p, r843 = 0, e845 = false;
      while (q842 < n) {
        var p846;
        if (q842 < n && (c = s.charCodeAt(q842), c < 128 && T0[c] === 1)) { p846 = adv(q842 + 1); } else { p846 = -1; if (rec) fail(q842, 0); }
        if (p846 < 0) break;
        if (p846 === q842) { e845 = true; break; }
        r843++; q842 = p846;
        if (r843 === 5) break;
      }
      if (rec && q842 >= n && !e845 && r843 < 5) fail(q842, 0);
      if (e845 || r843 >= 5) p841 = q842; else { p841 = -1;  }
      if (p841 < 0) { p838 = -1;  break L839; }
      var p847;
      if (p841 < n && (c = s.charCodeAt(p841), c === 45)) { p847 = adv(p841 + 1); } else { p847 = -1; if (rec) fail(p841, 3); }
      if (p847 < 0) { p838 = -1;  break L839; }
      var p848;
      var q849 = p847, r850 = 0, e852 = false;
      while (q849 < n) {
        var p853;
        if (q849 < n && (c = s.charCodeAt(q849), c < 128 && T0[c] === 1)) { p853 = adv(q849 + 1); } else { p853 = -1; if (rec) fail(q849, 0); }
        if (p853 < 0) break;
        if (p853 === q849) { e852 = true; break; }
        r850++; q849 = p853;
        if (r850 === 3) break;
      }
      if (rec && q849 >= n && !e852 && r850 < 3) fail(q849, 0);
      if (e852 || r850 >= 3) p848 = q849; else { p848 = -1;  }
      if (p848 < 0) { p838 = -1;  break L839; }
      var p854;
      if (p848 < n && (c = s.charCodeAt(p848), c === 45)) { p854 = adv(p848 + 1); } else { p854 = -1; if (rec) fail(p848, 3); }
      if (p854 < 0) { p838 = -1;  break L839; }
      var p855;
      if (p854 < n && (c = s.charCodeAt(p854), c < 128 && T0[c] === 1)) { p855 = adv(p854 + 1); } else { p855 = -1; if (rec) fail(p854, 0); }
      if (p855 < 0) { p838 = -1;  break L839; }
      p838 = p855;
    }
    if (p838 >= 0) { out = p838; break L365; }
    var p856;
    L857: {
      var p859;
      var q860 = p, r861 = 0, e863 = false;
      while (q860 < n) {
        var p864;
        if (q860 < n && (c = s.charCodeAt(q860), c < 128 && T0[c] === 1)) { p864 = adv(q860 + 1); } else { p864 = -1; if (rec) fail(q860, 0); }
        if (p864 < 0) break;
        if (p864 === q860) { e863 = true; break; }
        r861++; q860 = p864;
        if (r861 === 6) break;
      }
      if (rec && q860 >= n && !e863 && r861 < 6) fail(q860, 0);
      if (e863 || r861 >= 6) p859 = q860; else { p859 = -1;  }
      if (p859 < 0) { p856 = -1;  break L857; }
      var p865;
      if (p859 < n && (c = s.charCodeAt(p859), c === 45)) { p865 = adv(p859 + 1); } else { p865 = -1; if (rec) fail(p859, 3); }
      if (p865 < 0) { p856 = -1;  break L857; }
      var p866;
      if (p865 < n && (c = s.charCodeAt(p865), c < 128 && T0[c] === 1)) { p866 = adv(p865 + 1); } else { p866 = -1; if (rec) fail(p865, 0); }
      if (p866 < 0) { p856 = -1;  break L857; }
      var p867;
      if (p866 < n && (c = s.charCodeAt(p866), c === 45)) { p867 = adv(p866 + 1); } else { p867 = -1; if (rec) fail(p866, 3); }
      if (p867 < 0) { p856 = -1;  break L857; }
      var p868;
      var q869 = p867, r870 = 0, e872 = false;
      while (q869 < n) {
        var p873;
        if (q869 < n && (c = s.charCodeAt(q869), c < 128 && T0[c] === 1)) { p873 = adv(q869 + 1); } else { p873 = -1; if (rec) fail(q869, 0); }
        if (p873 < 0) break;
        if (p873 === q869) { e872 = true; break; }
        r870++; q869 = p873;
        if (r870 === 2) break;
      }
      if (rec && q869 >= n && !e872 && r870 < 2) fail(q869, 0);
      if (e872 || r870 >= 2) p868 = q869; else { p868 = -1;  }
      if (p868 < 0) { p856 = -1;  break L857; }
      p856 = p868;
    }
    if (p856 >= 0) { out = p856; break L365; }
    var p874;
    L875: {
      var p877;
      var q878 = p, r879 = 0, e881 = false;
      while (q878 < n) {
        var p882;
        if (q878 < n && (c = s.charCodeAt(q878), c < 128 && T0[c] === 1)) { p882 = adv(q878 + 1); } else { p882 = -1; if (rec) fail(q878, 0); }
        if (p882 < 0) break;
        if (p882 === q878) { e881 = true; break; }
        r879++; q878 = p882;
        if (r879 === 6) break;
      }
      if (rec && q878 >= n && !e881 && r879 < 6) fail(q878, 0);
      if (e881 || r879 >= 6) p877 = q878; else { p877 = -1;  }
      if (p877 < 0) { p874 = -1;  break L875; }
      var p883;
      if (p877 < n && (c = s.charCodeAt(p877), c === 45)) { p883 = adv(p877 + 1); } else { p883 = -1; if (rec) fail(p877, 3); }
      if (p883 < 0) { p874 = -1;  break L875; }
      var p884;
      var q885 = p883, r886 = 0, e888 = false;
      while (q885 < n) {
        var p889;
        if (q885 < n && (c = s.charCodeAt(q885), c < 128 && T0[c] === 1)) { p889 = adv(q885 + 1); } else { p889 = -1; if (rec) fail(q885, 0); }
        if (p889 < 0) break;
        if (p889 === q885) { e888 = true; break; }
        r886++; q885 = p889;
        if (r886 === 2) break;
      }
      if (rec && q885 >= n && !e888 && r886 < 2) fail(q885, 0);
      if (e888 || r886 >= 2) p884 = q885; else { p884 = -1;  }
      if (p884 < 0) { p874 = -1;  break L875; }
      var p890;
      if (p884 < n && (c = s.charCodeAt(p884), c === 45)) { p890 = adv(p884 + 1); } else { p890 = -1; if (rec) fail(p884, 3); }
      if (p890 < 0) { p874 = -1;  break L875; }
      var p891;
      if (p890 < n && (c = s.charCodeAt(p890), c < 128 && T0[c] === 1)) { p891 = adv(p890 + 1); } else { p891 = -1; if (rec) fail(p890, 0); }
      if (p891 < 0) { p874 = -1;  break L875; }
      p874 = p891;
    }
    if (p874 >= 0) { out = p874; break L365; }
    var p892;
    L893: {
      var p895;
      var q896 = p, r897 = 0, e899 = false;
      while (q896 < n) {
        var p900;
        if (q896 < n && (c = s.charCodeAt(q896), c < 128 && T0[c] === 1)) { p900 = adv(q896 + 1); } else { p900 = -1; if (rec) fail(q896, 0); }
        if (p900 < 0) break;
        if (p900 === q896) { e899 = true; break; }
        r897++; q896 = p900;
        if (r897 === 7) break;
      }
      if (rec && q896 >= n && !e899 && r897 < 7) fail(q896, 0);
      if (e899 || r897 >= 7) p895 = q896; else { p895 = -1;  }
      if (p895 < 0) { p892 = -1;  break L893; }
      var p901;
      if (p895 < n && (c = s.charCodeAt(p895), c === 45)) { p901 = adv(p895 + 1); } else { p901 = -1; if (rec) fail(p895, 3); }
      if (p901 < 0) { p892 = -1;  break L893; }
      var p902;
      if (p901 < n && (c = s.charCodeAt(p901), c < 128 && T0[c] === 1)) { p902 = adv(p901 + 1); } else { p902 = -1; if (rec) fail(p901, 0); }
      if (p902 < 0) { p892 = -1;  break L893; }
      var p903;
      if (p902 < n && (c = s.charCodeAt(p902), c === 45)) { p903 = adv(p902 + 1); } else { p903 = -1; if (rec) fail(p902, 3); }
      if (p903 < 0) { p892 = -1;  break L893; }
      var p904;
      if (p903 < n && (c = s.charCodeAt(p903), c < 128 && T0[c] === 1)) { p904 = adv(p903 + 1); } else { p904 = -1; if (rec) fail(p903, 0); }
      if (p904 < 0) { p892 = -1;  break L893; }
      p892 = p904;
    }
    if (p892 >= 0) { out = p892; break L365; }
    out = -1;
  }
  return done(13, out);
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
