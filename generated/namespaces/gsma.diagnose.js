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
const rules = ["gsma-NSS","end-of-nss","imei-specifier","ext-imei","sw-version-param","imei-version-param","software-version","imei-version-val","future-gsma-specifier","future-specifier","future-param","par-name","par-value","EQUAL","gsma-defined-nonempty","gsma-urn-char","imeival","tac","snr","spare","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[0,55295],[56320,65535]]},{"set":[[55296,56319]]},{"set":[[56320,57343]]},{"set":[[59,59]]},{"set":[[48,57]]},{"set":[[61,61]]},{"set":[[37,37],[45,46],[48,58],[65,90],[95,95],[97,122]]},{"set":[[45,45]]},{"set":[[65,90],[97,122]]},{"set":[[55296,55296]]},{"set":[[55297,56318]]},{"set":[[56319,56319]]},{"literal":"imei:","caseless":true,"at":0},{"literal":"m","caseless":true,"at":1},{"literal":"e","caseless":true,"at":2},{"literal":"i","caseless":true,"at":3},{"literal":":","caseless":true,"at":4},{"literal":"svn=","caseless":true,"at":0},{"literal":"v","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"literal":"=","caseless":true,"at":3},{"literal":"vers=","caseless":true,"at":0},{"literal":"e","caseless":true,"at":1},{"literal":"r","caseless":true,"at":2},{"literal":"s","caseless":true,"at":3},{"literal":"=","caseless":true,"at":4}];
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
const KEEP = 4;
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
function d0(p) { // gsma-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L105: {
    var p106;
    L107: {
      var p109;
      p109 = d2(p);
      if (p109 < 0) { p106 = -1;  break L107; }
      var p110;
      p110 = d1(p109);
      if (p110 < 0) { p106 = -1;  break L107; }
      p106 = p110;
    }
    if (p106 >= 0) { out = p106; break L105; }
    var p111;
    p111 = d8(p);
    if (p111 >= 0) { out = p111; break L105; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var p112;
  look++; nots++;
  L114: {
    var p115;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p115 = adv(p + 1); } else { p115 = -1; if (rec) fail(p, 0); }
    if (p115 >= 0) { p112 = p115; break L114; }
    var p116;
    L117: {
      var p119;
      if (p < n && (c = s.charCodeAt(p), c === 55296)) { p119 = adv(p + 1); } else { p119 = -1; if (rec) fail(p, 9); }
      if (p119 < 0) { p116 = -1;  break L117; }
      var p120;
      if (p119 < n && (c = s.charCodeAt(p119), ((c >= 56320 && c <= 57343)))) { p120 = adv(p119 + 1); } else { p120 = -1; if (rec) fail(p119, 2); }
      if (p120 < 0) { p116 = -1;  break L117; }
      p116 = p120;
    }
    if (p116 >= 0) { p112 = p116; break L114; }
    var p121;
    L122: {
      var p124;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55297 && c <= 56318)))) { p124 = adv(p + 1); } else { p124 = -1; if (rec) fail(p, 10); }
      if (p124 < 0) { p121 = -1;  break L122; }
      var p125;
      if (p124 < n && (c = s.charCodeAt(p124), ((c >= 56320 && c <= 57343)))) { p125 = adv(p124 + 1); } else { p125 = -1; if (rec) fail(p124, 2); }
      if (p125 < 0) { p121 = -1;  break L122; }
      p121 = p125;
    }
    if (p121 >= 0) { p112 = p121; break L114; }
    var p126;
    L127: {
      var p129;
      if (p < n && (c = s.charCodeAt(p), c === 56319)) { p129 = adv(p + 1); } else { p129 = -1; if (rec) fail(p, 11); }
      if (p129 < 0) { p126 = -1;  break L127; }
      var p130;
      if (p129 < n && (c = s.charCodeAt(p129), ((c >= 56320 && c <= 57343)))) { p130 = adv(p129 + 1); } else { p130 = -1; if (rec) fail(p129, 2); }
      if (p130 < 0) { p126 = -1;  break L127; }
      p126 = p130;
    }
    if (p126 >= 0) { p112 = p126; break L114; }
    var p131;
    L132: {
      var p134;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55296 && c <= 56319)))) { p134 = adv(p + 1); } else { p134 = -1; if (rec) fail(p, 1); }
      if (p134 < 0) { p131 = -1;  break L132; }
      var p135;
      var p136;
      look++; nots++;
      if (p134 < n && (c = s.charCodeAt(p134), ((c >= 56320 && c <= 57343)))) { p136 = adv(p134 + 1); } else { p136 = -1; if (rec) fail(p134, 2); }
      look--; nots--;
      p135 = p136 >= 0 ? -1 : p134;
      if (p135 < 0) { p131 = -1;  break L132; }
      p131 = p135;
    }
    if (p131 >= 0) { p112 = p131; break L114; }
    p112 = -1;
  }
  look--; nots--;
  out = p112 >= 0 ? -1 : p;
  return done(1, out);
}
function d2(p) { // imei-specifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L138: {
    var p140;
    L141: {
      var p143;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p143 = adv(p + 1); } else { p143 = -1; if (rec) fail(p, 12); }
      if (p143 < 0) { p140 = -1;  break L141; }
      var p144;
      if (p143 < n && (c = s.charCodeAt(p143), (c | 32) === 109)) { p144 = adv(p143 + 1); } else { p144 = -1; if (rec) fail(p143, 13, 1); }
      if (p144 < 0) { p140 = -1;  break L141; }
      var p145;
      if (p144 < n && (c = s.charCodeAt(p144), (c | 32) === 101)) { p145 = adv(p144 + 1); } else { p145 = -1; if (rec) fail(p144, 14, 2); }
      if (p145 < 0) { p140 = -1;  break L141; }
      var p146;
      if (p145 < n && (c = s.charCodeAt(p145), (c | 32) === 105)) { p146 = adv(p145 + 1); } else { p146 = -1; if (rec) fail(p145, 15, 3); }
      if (p146 < 0) { p140 = -1;  break L141; }
      var p147;
      if (p146 < n && (c = s.charCodeAt(p146), c === 58)) { p147 = adv(p146 + 1); } else { p147 = -1; if (rec) fail(p146, 16, 4); }
      if (p147 < 0) { p140 = -1;  break L141; }
      p140 = p147;
    }
    if (p140 < 0) { out = -1;  break L138; }
    var p148;
    L149: {
      var p150;
      L151: {
        var p153;
        p153 = d16(p140);
        if (p153 < 0) { p150 = -1;  break L151; }
        var p154;
        var p155;
        look++;
        L157: {
          var p158;
          if (p153 < n && (c = s.charCodeAt(p153), c === 59)) { p158 = adv(p153 + 1); } else { p158 = -1; if (rec) fail(p153, 3); }
          if (p158 >= 0) { p155 = p158; break L157; }
          var p159;
          p159 = d1(p153);
          if (p159 >= 0) { p155 = p159; break L157; }
          p155 = -1;
        }
        look--;
        p154 = p155 >= 0 ? p153 : -1;
        if (p154 < 0) { p150 = -1;  break L151; }
        p150 = p154;
      }
      if (p150 >= 0) { p148 = p150; break L149; }
      var p160;
      p160 = d3(p140);
      if (p160 >= 0) { p148 = p160; break L149; }
      p148 = -1;
    }
    if (p148 < 0) { out = -1;  break L138; }
    var p161;
    var q162 = p148, r163 = 0, e165 = false;
    while (q162 < n) {
      var p166;
      L167: {
        var p169;
        if (q162 < n && (c = s.charCodeAt(q162), c === 59)) { p169 = adv(q162 + 1); } else { p169 = -1; if (rec) fail(q162, 3); }
        if (p169 < 0) { p166 = -1;  break L167; }
        var p170;
        p170 = d4(p169);
        if (p170 < 0) { p166 = -1;  break L167; }
        p166 = p170;
      }
      if (p166 < 0) break;
      if (p166 === q162) { e165 = true; break; }
      r163++; q162 = p166;
      if (r163 === 1) break;
    }
    if (rec && q162 >= n && !e165 && r163 < 1) fail(q162, 3);
    p161 = q162;
    if (p161 < 0) { out = -1;  break L138; }
    var p171;
    var q172 = p161, r173 = 0, e175 = false;
    while (q172 < n) {
      var p176;
      L177: {
        var p179;
        if (q172 < n && (c = s.charCodeAt(q172), c === 59)) { p179 = adv(q172 + 1); } else { p179 = -1; if (rec) fail(q172, 3); }
        if (p179 < 0) { p176 = -1;  break L177; }
        var p180;
        p180 = d5(p179);
        if (p180 < 0) { p176 = -1;  break L177; }
        p176 = p180;
      }
      if (p176 < 0) break;
      if (p176 === q172) { e175 = true; break; }
      r173++; q172 = p176;
      if (r173 === 1) break;
    }
    if (rec && q172 >= n && !e175 && r173 < 1) fail(q172, 3);
    p171 = q172;
    if (p171 < 0) { out = -1;  break L138; }
    out = p171;
  }
  return done(2, out);
}
function d3(p) { // ext-imei
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  out = d14(p);
  return done(3, out);
}
function d4(p) { // sw-version-param
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L181: {
    var p183;
    L184: {
      var p186;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p186 = adv(p + 1); } else { p186 = -1; if (rec) fail(p, 17); }
      if (p186 < 0) { p183 = -1;  break L184; }
      var p187;
      if (p186 < n && (c = s.charCodeAt(p186), (c | 32) === 118)) { p187 = adv(p186 + 1); } else { p187 = -1; if (rec) fail(p186, 18, 1); }
      if (p187 < 0) { p183 = -1;  break L184; }
      var p188;
      if (p187 < n && (c = s.charCodeAt(p187), (c | 32) === 110)) { p188 = adv(p187 + 1); } else { p188 = -1; if (rec) fail(p187, 19, 2); }
      if (p188 < 0) { p183 = -1;  break L184; }
      var p189;
      if (p188 < n && (c = s.charCodeAt(p188), c === 61)) { p189 = adv(p188 + 1); } else { p189 = -1; if (rec) fail(p188, 20, 3); }
      if (p189 < 0) { p183 = -1;  break L184; }
      p183 = p189;
    }
    if (p183 < 0) { out = -1;  break L181; }
    var p190;
    p190 = d6(p183);
    if (p190 < 0) { out = -1;  break L181; }
    out = p190;
  }
  return done(4, out);
}
function d5(p) { // imei-version-param
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L191: {
    var p193;
    L194: {
      var p196;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p196 = adv(p + 1); } else { p196 = -1; if (rec) fail(p, 21); }
      if (p196 < 0) { p193 = -1;  break L194; }
      var p197;
      if (p196 < n && (c = s.charCodeAt(p196), (c | 32) === 101)) { p197 = adv(p196 + 1); } else { p197 = -1; if (rec) fail(p196, 22, 1); }
      if (p197 < 0) { p193 = -1;  break L194; }
      var p198;
      if (p197 < n && (c = s.charCodeAt(p197), (c | 32) === 114)) { p198 = adv(p197 + 1); } else { p198 = -1; if (rec) fail(p197, 23, 2); }
      if (p198 < 0) { p193 = -1;  break L194; }
      var p199;
      if (p198 < n && (c = s.charCodeAt(p198), (c | 32) === 115)) { p199 = adv(p198 + 1); } else { p199 = -1; if (rec) fail(p198, 24, 3); }
      if (p199 < 0) { p193 = -1;  break L194; }
      var p200;
      if (p199 < n && (c = s.charCodeAt(p199), c === 61)) { p200 = adv(p199 + 1); } else { p200 = -1; if (rec) fail(p199, 25, 4); }
      if (p200 < 0) { p193 = -1;  break L194; }
      p193 = p200;
    }
    if (p193 < 0) { out = -1;  break L191; }
    var p201;
    p201 = d7(p193);
    if (p201 < 0) { out = -1;  break L191; }
    out = p201;
  }
  return done(5, out);
}
function d6(p) { // software-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q202 = p, r203 = 0, e205 = false;
  while (q202 < n) {
    var p206;
    if (q202 < n && (c = s.charCodeAt(q202), c < 128 && T0[c] === 1)) { p206 = adv(q202 + 1); } else { p206 = -1; if (rec) fail(q202, 4); }
    if (p206 < 0) break;
    if (p206 === q202) { e205 = true; break; }
    r203++; q202 = p206;
    if (r203 === 2) break;
  }
  if (rec && q202 >= n && !e205 && r203 < 2) fail(q202, 4);
  if (e205 || r203 >= 2) out = q202; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // imei-version-val
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 4); }
  return done(7, out);
}
function d8(p) { // future-gsma-specifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L207: {
    var p209;
    p209 = d9(p);
    if (p209 < 0) { out = -1;  break L207; }
    var p210;
    var q211 = p209, e214 = false;
    while (q211 < n) {
      var p215;
      L216: {
        var p218;
        if (q211 < n && (c = s.charCodeAt(q211), c === 59)) { p218 = adv(q211 + 1); } else { p218 = -1; if (rec) fail(q211, 3); }
        if (p218 < 0) { p215 = -1;  break L216; }
        var p219;
        p219 = d10(p218);
        if (p219 < 0) { p215 = -1;  break L216; }
        p215 = p219;
      }
      if (p215 < 0) break;
      if (p215 === q211) { e214 = true; break; }
      q211 = p215;
    }
    if (rec && q211 >= n && !e214) fail(q211, 3);
    p210 = q211;
    if (p210 < 0) { out = -1;  break L207; }
    out = p210;
  }
  return done(8, out);
}
function d9(p) { // future-specifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  out = d14(p);
  return done(9, out);
}
function d10(p) { // future-param
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L220: {
    var p222;
    p222 = d11(p);
    if (p222 < 0) { out = -1;  break L220; }
    var p223;
    var q224 = p222, r225 = 0, e227 = false;
    while (q224 < n) {
      var p228;
      L229: {
        var p231;
        if (q224 < n && (c = s.charCodeAt(q224), c === 61)) { p231 = adv(q224 + 1); } else { p231 = -1; if (rec) fail(q224, 5); }
        if (p231 < 0) { p228 = -1;  break L229; }
        var p232;
        p232 = d12(p231);
        if (p232 < 0) { p228 = -1;  break L229; }
        p228 = p232;
      }
      if (p228 < 0) break;
      if (p228 === q224) { e227 = true; break; }
      r225++; q224 = p228;
      if (r225 === 1) break;
    }
    if (rec && q224 >= n && !e227 && r225 < 1) fail(q224, 5);
    p223 = q224;
    if (p223 < 0) { out = -1;  break L220; }
    out = p223;
  }
  return done(10, out);
}
function d11(p) { // par-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  out = d14(p);
  return done(11, out);
}
function d12(p) { // par-value
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  out = d14(p);
  return done(12, out);
}
function d14(p) { // gsma-defined-nonempty
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  var q233 = p;
  while (q233 < n && (c = s.charCodeAt(q233), T1[c] === 1)) q233++;
  if (look === 0 && q233 > far) far = q233; if (rec) fail(q233, 6);
  out = q233 - p >= 1 ? q233 : -1;
  return done(14, out);
}
function d16(p) { // imeival
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  L235: {
    var p237;
    p237 = d17(p);
    if (p237 < 0) { out = -1;  break L235; }
    var p238;
    if (p237 < n && (c = s.charCodeAt(p237), c === 45)) { p238 = adv(p237 + 1); } else { p238 = -1; if (rec) fail(p237, 7); }
    if (p238 < 0) { out = -1;  break L235; }
    var p239;
    p239 = d18(p238);
    if (p239 < 0) { out = -1;  break L235; }
    var p240;
    if (p239 < n && (c = s.charCodeAt(p239), c === 45)) { p240 = adv(p239 + 1); } else { p240 = -1; if (rec) fail(p239, 7); }
    if (p240 < 0) { out = -1;  break L235; }
    var p241;
    p241 = d19(p240);
    if (p241 < 0) { out = -1;  break L235; }
    out = p241;
  }
  return done(16, out);
}
function d17(p) { // tac
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  var q242 = p, r243 = 0, e245 = false;
  while (q242 < n) {
    var p246;
    if (q242 < n && (c = s.charCodeAt(q242), c < 128 && T0[c] === 1)) { p246 = adv(q242 + 1); } else { p246 = -1; if (rec) fail(q242, 4); }
    if (p246 < 0) break;
    if (p246 === q242) { e245 = true; break; }
    r243++; q242 = p246;
    if (r243 === 8) break;
  }
  if (rec && q242 >= n && !e245 && r243 < 8) fail(q242, 4);
  if (e245 || r243 >= 8) out = q242; else { out = -1;  }
  return done(17, out);
}
function d18(p) { // snr
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  var q247 = p, r248 = 0, e250 = false;
  while (q247 < n) {
    var p251;
    if (q247 < n && (c = s.charCodeAt(q247), c < 128 && T0[c] === 1)) { p251 = adv(q247 + 1); } else { p251 = -1; if (rec) fail(q247, 4); }
    if (p251 < 0) break;
    if (p251 === q247) { e250 = true; break; }
    r248++; q247 = p251;
    if (r248 === 6) break;
  }
  if (rec && q247 >= n && !e250 && r248 < 6) fail(q247, 4);
  if (e250 || r248 >= 6) out = q247; else { out = -1;  }
  return done(18, out);
}
function d19(p) { // spare
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 19;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 4); }
  return done(19, out);
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
