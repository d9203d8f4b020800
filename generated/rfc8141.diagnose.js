// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc8141.abnf + grammar/core.abnf
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
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","rq-components","r-component","q-component","f-component","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[35,35]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[63,63]]},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"literal":"?+","caseless":true,"at":0},{"literal":"+","caseless":true,"at":1},{"literal":"?=","caseless":true,"at":0},{"literal":"=","caseless":true,"at":1},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "namestring": "RFC 8141 s.2",
  "assigned-name": "RFC 8141 s.2",
  "NID": "RFC 8141 s.2.1",
  "ldh": "RFC 8141 s.2.1",
  "alphanum": "RFC 8141 s.2.1",
  "NSS": "RFC 8141 s.2.2",
  "rq-components": "RFC 8141 s.2.3",
  "r-component": "RFC 8141 s.2.3.1",
  "q-component": "RFC 8141 s.2.3.2",
  "f-component": "RFC 8141 s.2.3.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","rq-components","r-component","q-component","f-component"];
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
  L109: {
    var p111;
    p111 = d1(p);
    if (p111 < 0) { out = -1;  break L109; }
    var p112;
    var q113 = p111, r114 = 0, e116 = false;
    while (q113 < n) {
      var p117;
      p117 = d6(q113);
      if (p117 < 0) break;
      if (p117 === q113) { e116 = true; break; }
      r114++; q113 = p117;
      if (r114 === 1) break;
    }
    if (rec && q113 >= n && !e116 && r114 < 1) fail(q113, 12);
    p112 = q113;
    if (p112 < 0) { out = -1;  break L109; }
    var p118;
    var q119 = p112, r120 = 0, e122 = false;
    while (q119 < n) {
      var p123;
      L124: {
        var p126;
        if (q119 < n && (c = s.charCodeAt(q119), c === 35)) { p126 = adv(q119 + 1); } else { p126 = -1; if (rec) fail(q119, 0); }
        if (p126 < 0) { p123 = -1;  break L124; }
        var p127;
        p127 = d9(p126);
        if (p127 < 0) { p123 = -1;  break L124; }
        p123 = p127;
      }
      if (p123 < 0) break;
      if (p123 === q119) { e122 = true; break; }
      r120++; q119 = p123;
      if (r120 === 1) break;
    }
    if (rec && q119 >= n && !e122 && r120 < 1) fail(q119, 0);
    p118 = q119;
    if (p118 < 0) { out = -1;  break L109; }
    out = p118;
  }
  return done(0, out);
}
function d1(p) { // assigned-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L128: {
    var p130;
    L131: {
      var p133;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p133 = adv(p + 1); } else { p133 = -1; if (rec) fail(p, 13); }
      if (p133 < 0) { p130 = -1;  break L131; }
      var p134;
      if (p133 < n && (c = s.charCodeAt(p133), (c | 32) === 114)) { p134 = adv(p133 + 1); } else { p134 = -1; if (rec) fail(p133, 14, 1); }
      if (p134 < 0) { p130 = -1;  break L131; }
      var p135;
      if (p134 < n && (c = s.charCodeAt(p134), (c | 32) === 110)) { p135 = adv(p134 + 1); } else { p135 = -1; if (rec) fail(p134, 15, 2); }
      if (p135 < 0) { p130 = -1;  break L131; }
      p130 = p135;
    }
    if (p130 < 0) { out = -1;  break L128; }
    var p136;
    if (p130 < n && (c = s.charCodeAt(p130), c === 58)) { p136 = adv(p130 + 1); } else { p136 = -1; if (rec) fail(p130, 1); }
    if (p136 < 0) { out = -1;  break L128; }
    var p137;
    p137 = d2(p136);
    if (p137 < 0) { out = -1;  break L128; }
    var p138;
    if (p137 < n && (c = s.charCodeAt(p137), c === 58)) { p138 = adv(p137 + 1); } else { p138 = -1; if (rec) fail(p137, 1); }
    if (p138 < 0) { out = -1;  break L128; }
    var p139;
    p139 = d5(p138);
    if (p139 < 0) { out = -1;  break L128; }
    out = p139;
  }
  return done(1, out);
}
function d2(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L140: {
    var p142;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p142 = adv(p + 1); } else { p142 = -1; if (rec) fail(p, 2); }
    if (p142 < 0) { out = -1;  break L140; }
    var p143;
    var q144 = p142, r145 = 0, e147 = false;
    while (q144 < n) {
      var p148;
      L149: {
        var p151;
        if (q144 < n && (c = s.charCodeAt(q144), c < 128 && T1[c] === 1)) { p151 = adv(q144 + 1); } else { p151 = -1; if (rec) fail(q144, 3); }
        if (p151 < 0) { p148 = -1;  break L149; }
        var p152;
        var p153;
        look++;
        if (p151 < n && (c = s.charCodeAt(p151), c < 128 && T1[c] === 1)) { p153 = adv(p151 + 1); } else { p153 = -1; if (rec) fail(p151, 3); }
        look--;
        p152 = p153 >= 0 ? p151 : -1;
        if (p152 < 0) { p148 = -1;  break L149; }
        p148 = p152;
      }
      if (p148 < 0) break;
      if (p148 === q144) { e147 = true; break; }
      r145++; q144 = p148;
      if (r145 === 30) break;
    }
    if (rec && q144 >= n && !e147 && r145 < 30) fail(q144, 3);
    p143 = q144;
    if (p143 < 0) { out = -1;  break L140; }
    var p155;
    if (p143 < n && (c = s.charCodeAt(p143), c < 128 && T0[c] === 1)) { p155 = adv(p143 + 1); } else { p155 = -1; if (rec) fail(p143, 2); }
    if (p155 < 0) { out = -1;  break L140; }
    out = p155;
  }
  return done(2, out);
}
function d5(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L156: {
    var p158;
    p158 = d13(p);
    if (p158 < 0) { out = -1;  break L156; }
    var p159;
    var q160 = p158, e163 = false;
    while (q160 < n) {
      if ((c = s.charCodeAt(q160), c < 128 && T8[c] === 1)) { do q160++; while (q160 < n && (c = s.charCodeAt(q160), T8[c] === 1)); adv(q160, 13); continue; }
      var p164;
      L165: {
        var p166;
        p166 = d13(q160);
        if (p166 >= 0) { p164 = p166; break L165; }
        var p167;
        if (q160 < n && (c = s.charCodeAt(q160), c === 47)) { p167 = adv(q160 + 1); } else { p167 = -1; if (rec) fail(q160, 4); }
        if (p167 >= 0) { p164 = p167; break L165; }
        p164 = -1;
      }
      if (p164 < 0) break;
      if (p164 === q160) { e163 = true; break; }
      q160 = p164;
    }
    if (rec && q160 >= n && !e163) fail(q160, 16);
    p159 = q160;
    if (p159 < 0) { out = -1;  break L156; }
    out = p159;
  }
  return done(5, out);
}
function d6(p) { // rq-components
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L168: {
    var p170;
    var q171 = p, r172 = 0, e174 = false;
    while (q171 < n) {
      var p175;
      L176: {
        var p178;
        L179: {
          var p181;
          if (q171 < n && (c = s.charCodeAt(q171), c === 63)) { p181 = adv(q171 + 1); } else { p181 = -1; if (rec) fail(q171, 17); }
          if (p181 < 0) { p178 = -1;  break L179; }
          var p182;
          if (p181 < n && (c = s.charCodeAt(p181), c === 43)) { p182 = adv(p181 + 1); } else { p182 = -1; if (rec) fail(p181, 18, 1); }
          if (p182 < 0) { p178 = -1;  break L179; }
          p178 = p182;
        }
        if (p178 < 0) { p175 = -1;  break L176; }
        var p183;
        p183 = d7(p178);
        if (p183 < 0) { p175 = -1;  break L176; }
        p175 = p183;
      }
      if (p175 < 0) break;
      if (p175 === q171) { e174 = true; break; }
      r172++; q171 = p175;
      if (r172 === 1) break;
    }
    if (rec && q171 >= n && !e174 && r172 < 1) fail(q171, 12);
    p170 = q171;
    if (p170 < 0) { out = -1;  break L168; }
    var p184;
    var q185 = p170, r186 = 0, e188 = false;
    while (q185 < n) {
      var p189;
      L190: {
        var p192;
        L193: {
          var p195;
          if (q185 < n && (c = s.charCodeAt(q185), c === 63)) { p195 = adv(q185 + 1); } else { p195 = -1; if (rec) fail(q185, 19); }
          if (p195 < 0) { p192 = -1;  break L193; }
          var p196;
          if (p195 < n && (c = s.charCodeAt(p195), c === 61)) { p196 = adv(p195 + 1); } else { p196 = -1; if (rec) fail(p195, 20, 1); }
          if (p196 < 0) { p192 = -1;  break L193; }
          p192 = p196;
        }
        if (p192 < 0) { p189 = -1;  break L190; }
        var p197;
        p197 = d8(p192);
        if (p197 < 0) { p189 = -1;  break L190; }
        p189 = p197;
      }
      if (p189 < 0) break;
      if (p189 === q185) { e188 = true; break; }
      r186++; q185 = p189;
      if (r186 === 1) break;
    }
    if (rec && q185 >= n && !e188 && r186 < 1) fail(q185, 12);
    p184 = q185;
    if (p184 < 0) { out = -1;  break L168; }
    out = p184;
  }
  return done(6, out);
}
function d7(p) { // r-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L198: {
    var p200;
    p200 = d13(p);
    if (p200 < 0) { out = -1;  break L198; }
    var p201;
    var q202 = p200, e205 = false;
    while (q202 < n) {
      if ((c = s.charCodeAt(q202), c === 47)) { do q202++; while (q202 < n && (c = s.charCodeAt(q202), c === 47)); adv(q202); continue; }
      var p206;
      L207: {
        var p209;
        var p210;
        look++; nots++;
        L212: {
          var p214;
          if (q202 < n && (c = s.charCodeAt(q202), c === 63)) { p214 = adv(q202 + 1); } else { p214 = -1; if (rec) fail(q202, 19); }
          if (p214 < 0) { p210 = -1;  break L212; }
          var p215;
          if (p214 < n && (c = s.charCodeAt(p214), c === 61)) { p215 = adv(p214 + 1); } else { p215 = -1; if (rec) fail(p214, 20, 1); }
          if (p215 < 0) { p210 = -1;  break L212; }
          p210 = p215;
        }
        look--; nots--;
        p209 = p210 >= 0 ? -1 : q202;
        if (p209 < 0) { p206 = -1;  break L207; }
        var p216;
        L217: {
          var p218;
          if (p209 < n && (c = s.charCodeAt(p209), c < 128 && T3[c] === 1)) { p218 = adv(p209 + 1); } else { p218 = -1; if (rec) fail(p209, 5); }
          if (p218 >= 0) { p216 = p218; break L217; }
          var p219;
          p219 = d13(p209);
          if (p219 >= 0) { p216 = p219; break L217; }
          p216 = -1;
        }
        if (p216 < 0) { p206 = -1;  break L207; }
        p206 = p216;
      }
      if (p206 < 0) break;
      if (p206 === q202) { e205 = true; break; }
      q202 = p206;
    }
    p201 = q202;
    if (p201 < 0) { out = -1;  break L198; }
    out = p201;
  }
  return done(7, out);
}
function d8(p) { // q-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L220: {
    var p222;
    p222 = d13(p);
    if (p222 < 0) { out = -1;  break L220; }
    var p223;
    var q224 = p222, e227 = false;
    while (q224 < n) {
      if ((c = s.charCodeAt(q224), c < 128 && T3[c] === 1)) { do q224++; while (q224 < n && (c = s.charCodeAt(q224), T3[c] === 1)); adv(q224); continue; }
      var p228;
      L229: {
        var p230;
        if (q224 < n && (c = s.charCodeAt(q224), c < 128 && T3[c] === 1)) { p230 = adv(q224 + 1); } else { p230 = -1; if (rec) fail(q224, 5); }
        if (p230 >= 0) { p228 = p230; break L229; }
        var p231;
        p231 = d13(q224);
        if (p231 >= 0) { p228 = p231; break L229; }
        p228 = -1;
      }
      if (p228 < 0) break;
      if (p228 === q224) { e227 = true; break; }
      q224 = p228;
    }
    if (rec && q224 >= n && !e227) fail(q224, 21);
    p223 = q224;
    if (p223 < 0) { out = -1;  break L220; }
    out = p223;
  }
  return done(8, out);
}
function d9(p) { // f-component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q232 = p, e235 = false;
  while (q232 < n) {
    if ((c = s.charCodeAt(q232), c < 128 && T3[c] === 1)) { do q232++; while (q232 < n && (c = s.charCodeAt(q232), T3[c] === 1)); adv(q232); continue; }
    var p236;
    L237: {
      var p238;
      if (q232 < n && (c = s.charCodeAt(q232), c < 128 && T3[c] === 1)) { p238 = adv(q232 + 1); } else { p238 = -1; if (rec) fail(q232, 5); }
      if (p238 >= 0) { p236 = p238; break L237; }
      var p239;
      p239 = d13(q232);
      if (p239 >= 0) { p236 = p239; break L237; }
      p236 = -1;
    }
    if (p236 < 0) break;
    if (p236 === q232) { e235 = true; break; }
    q232 = p236;
  }
  if (rec && q232 >= n && !e235) fail(q232, 21);
  out = q232;
  return done(9, out);
}
function d13(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L240: {
    var p241;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p241 = adv(p + 1); } else { p241 = -1; if (rec) fail(p, 9); }
    if (p241 >= 0) { out = p241; break L240; }
    var p242;
    p242 = d15(p);
    if (p242 >= 0) { out = p242; break L240; }
    out = -1;
  }
  return done(13, out);
}
function d15(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L243: {
    var p245;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p245 = adv(p + 1); } else { p245 = -1; if (rec) fail(p, 22); }
    if (p245 < 0) { out = -1;  break L243; }
    var p246;
    if (p245 < n && (c = s.charCodeAt(p245), c < 128 && T7[c] === 1)) { p246 = adv(p245 + 1); } else { p246 = -1; if (rec) fail(p245, 8); }
    if (p246 < 0) { out = -1;  break L243; }
    var p247;
    if (p246 < n && (c = s.charCodeAt(p246), c < 128 && T7[c] === 1)) { p247 = adv(p246 + 1); } else { p247 = -1; if (rec) fail(p246, 8); }
    if (p247 < 0) { out = -1;  break L243; }
    out = p247;
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
