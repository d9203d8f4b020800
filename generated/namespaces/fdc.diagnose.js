// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/fdc.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff300000000000000000');
const T1 = table(65536, '0000000029f7fff2ffffff78efffff70');
const T2 = table(128, '000000000000ff30e7000000e7000000');
const T3 = table(128, '000000000000ff30efffff70efffff70');
const T4 = table(128, '0000000000000000efffff70efffff70');
const T5 = table(128, '000000000000ef300000000000000000');
const T6 = table(128, '00000000000070000000000000000000');
const T7 = table(128, '00000000000060000000000000000000');
const T8 = table(128, '0000000029f700c21000000800000000');
const rules = ["NSS","ProviderId","DateId","ResourceId","label","toplabel","CCYY","MM","DD","alphanum","hex","other","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[46,46]]},{"set":[[33,33],[36,36],[39,46],[48,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[39,46],[58,59],[61,61],[64,64],[95,95]]},{"set":[[48,57]]},{"set":[[48,51]]},{"set":[[48,49]]},{"set":[[37,37]]},{"set":[[33,33],[36,37],[39,46],[48,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[48,48]]},{"set":[[49,57]]},{"set":[[49,49]]},{"set":[[48,50]]},{"set":[[49,50]]},{"literal":"30","caseless":true,"at":0},{"literal":"0","caseless":true,"at":1},{"literal":"31","caseless":true,"at":0},{"literal":"1","caseless":true,"at":1}];
const sections = {
  "NSS": "RFC 4198 s.3",
  "ProviderId": "RFC 4198 s.3",
  "DateId": "RFC 4198 s.3",
  "ResourceId": "RFC 4198 s.3",
  "label": "RFC 4198 s.3",
  "toplabel": "RFC 4198 s.3",
  "CCYY": "RFC 4198 s.3",
  "MM": "RFC 4198 s.3",
  "DD": "RFC 4198 s.3",
  "alphanum": "RFC 4198 s.3",
  "hex": "RFC 4198 s.3",
  "other": "RFC 4198 s.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","ProviderId","DateId","ResourceId","label","toplabel","CCYY","MM","DD","alphanum","hex","other"];
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
const KEEP = 1;
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
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L95: {
    var p97;
    p97 = d1(p);
    if (p97 < 0) { out = -1;  break L95; }
    var p98;
    if (p97 < n && (c = s.charCodeAt(p97), c === 58)) { p98 = adv(p97 + 1); } else { p98 = -1; if (rec) fail(p97, 0); }
    if (p98 < 0) { out = -1;  break L95; }
    var p99;
    p99 = d2(p98);
    if (p99 < 0) { out = -1;  break L95; }
    var p100;
    if (p99 < n && (c = s.charCodeAt(p99), c === 58)) { p100 = adv(p99 + 1); } else { p100 = -1; if (rec) fail(p99, 0); }
    if (p100 < 0) { out = -1;  break L95; }
    var p101;
    p101 = d3(p100);
    if (p101 < 0) { out = -1;  break L95; }
    out = p101;
  }
  return done(0, out);
}
function d1(p) { // ProviderId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L102: {
    var p104;
    var q105 = p, r106 = 0, e108 = false;
    while (q105 < n) {
      var p109;
      L110: {
        var p112;
        p112 = d4(q105);
        if (p112 < 0) { p109 = -1;  break L110; }
        var p113;
        if (p112 < n && (c = s.charCodeAt(p112), c === 46)) { p113 = adv(p112 + 1); } else { p113 = -1; if (rec) fail(p112, 1); }
        if (p113 < 0) { p109 = -1;  break L110; }
        p109 = p113;
      }
      if (p109 < 0) break;
      if (p109 === q105) { e108 = true; break; }
      r106++; q105 = p109;
    }
    if (rec && q105 >= n && !e108) fail(q105, 3);
    if (e108 || r106 >= 1) p104 = q105; else { p104 = -1;  }
    if (p104 < 0) { out = -1;  break L102; }
    var p114;
    p114 = d5(p104);
    if (p114 < 0) { out = -1;  break L102; }
    out = p114;
  }
  return done(1, out);
}
function d2(p) { // DateId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L115: {
    var p116;
    L117: {
      var p119;
      p119 = d6(p);
      if (p119 < 0) { p116 = -1;  break L117; }
      var p120;
      var q121 = p119, r122 = 0, e124 = false;
      while (q121 < n) {
        var p125;
        L126: {
          var p128;
          p128 = d7(q121);
          if (p128 < 0) { p125 = -1;  break L126; }
          var p129;
          var q130 = p128, r131 = 0, e133 = false;
          while (q130 < n) {
            var p134;
            p134 = d8(q130);
            if (p134 < 0) break;
            if (p134 === q130) { e133 = true; break; }
            r131++; q130 = p134;
            if (r131 === 1) break;
          }
          if (rec && q130 >= n && !e133 && r131 < 1) fail(q130, 9);
          p129 = q130;
          if (p129 < 0) { p125 = -1;  break L126; }
          p125 = p129;
        }
        if (p125 < 0) break;
        if (p125 === q121) { e124 = true; break; }
        r122++; q121 = p125;
        if (r122 === 1) break;
      }
      if (rec && q121 >= n && !e124 && r122 < 1) fail(q121, 10);
      p120 = q121;
      if (p120 < 0) { p116 = -1;  break L117; }
      p116 = p120;
    }
    if (p116 >= 0) { out = p116; break L115; }
    var p135;
    var q136 = p, r137 = 0, e139 = false;
    while (q136 < n) {
      var p140;
      if (q136 < n && (c = s.charCodeAt(q136), c < 128 && T0[c] === 1)) { p140 = adv(q136 + 1); } else { p140 = -1; if (rec) fail(q136, 8); }
      if (p140 < 0) break;
      if (p140 === q136) { e139 = true; break; }
      r137++; q136 = p140;
      if (r137 === 3) break;
    }
    if (rec && q136 >= n && !e139 && r137 < 3) fail(q136, 8);
    if (e139 || r137 >= 1) p135 = q136; else { p135 = -1;  }
    if (p135 >= 0) { out = p135; break L115; }
    out = -1;
  }
  return done(2, out);
}
function d3(p) { // ResourceId
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q141 = p, r142 = 0, e144 = false;
  while (q141 < n) {
    if ((c = s.charCodeAt(q141), c < 128 && T1[c] === 1)) { var k143z = q141; do q141++; while (q141 < n && (c = s.charCodeAt(q141), T1[c] === 1)); r142 += q141 - k143z; adv(q141); continue; }
    var p145;
    L146: {
      var p147;
      if (q141 < n && (c = s.charCodeAt(q141), c < 128 && T1[c] === 1)) { p147 = adv(q141 + 1); } else { p147 = -1; if (rec) fail(q141, 2); }
      if (p147 >= 0) { p145 = p147; break L146; }
      var p148;
      L149: {
        var p151;
        if (q141 < n && (c = s.charCodeAt(q141), c === 37)) { p151 = adv(q141 + 1); } else { p151 = -1; if (rec) fail(q141, 11); }
        if (p151 < 0) { p148 = -1;  break L149; }
        var p152;
        if (p151 < n && (c = s.charCodeAt(p151), c < 128 && T2[c] === 1)) { p152 = adv(p151 + 1); } else { p152 = -1; if (rec) fail(p151, 6); }
        if (p152 < 0) { p148 = -1;  break L149; }
        var p153;
        if (p152 < n && (c = s.charCodeAt(p152), c < 128 && T2[c] === 1)) { p153 = adv(p152 + 1); } else { p153 = -1; if (rec) fail(p152, 6); }
        if (p153 < 0) { p148 = -1;  break L149; }
        p148 = p153;
      }
      if (p148 >= 0) { p145 = p148; break L146; }
      p145 = -1;
    }
    if (p145 < 0) break;
    if (p145 === q141) { e144 = true; break; }
    r142++; q141 = p145;
  }
  if (rec && q141 >= n && !e144) fail(q141, 12);
  if (e144 || r142 >= 1) out = q141; else { out = -1;  }
  return done(3, out);
}
function d4(p) { // label
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L154: {
    var p156;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p156 = adv(p + 1); } else { p156 = -1; if (rec) fail(p, 3); }
    if (p156 < 0) { out = -1;  break L154; }
    var p157;
    var q158 = p156, e161 = false;
    while (q158 < n) {
      var p162;
      L163: {
        var p165;
        var q166 = q158;
        while (q166 < n && (c = s.charCodeAt(q166), c === 45)) q166++;
        if (look === 0 && q166 > far) far = q166; if (rec) fail(q166, 4);
        p165 = q166;
        if (p165 < 0) { p162 = -1;  break L163; }
        var p168;
        if (p165 < n && (c = s.charCodeAt(p165), c < 128 && T3[c] === 1)) { p168 = adv(p165 + 1); } else { p168 = -1; if (rec) fail(p165, 3); }
        if (p168 < 0) { p162 = -1;  break L163; }
        p162 = p168;
      }
      if (p162 < 0) break;
      if (p162 === q158) { e161 = true; break; }
      q158 = p162;
    }
    if (rec && q158 >= n && !e161) fail(q158, 13);
    p157 = q158;
    if (p157 < 0) { out = -1;  break L154; }
    out = p157;
  }
  return done(4, out);
}
function d5(p) { // toplabel
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L169: {
    var p171;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p171 = adv(p + 1); } else { p171 = -1; if (rec) fail(p, 5); }
    if (p171 < 0) { out = -1;  break L169; }
    var p172;
    var q173 = p171, e176 = false;
    while (q173 < n) {
      var p177;
      L178: {
        var p180;
        var q181 = q173;
        while (q181 < n && (c = s.charCodeAt(q181), c === 45)) q181++;
        if (look === 0 && q181 > far) far = q181; if (rec) fail(q181, 4);
        p180 = q181;
        if (p180 < 0) { p177 = -1;  break L178; }
        var p183;
        if (p180 < n && (c = s.charCodeAt(p180), c < 128 && T3[c] === 1)) { p183 = adv(p180 + 1); } else { p183 = -1; if (rec) fail(p180, 3); }
        if (p183 < 0) { p177 = -1;  break L178; }
        p177 = p183;
      }
      if (p177 < 0) break;
      if (p177 === q173) { e176 = true; break; }
      q173 = p177;
    }
    if (rec && q173 >= n && !e176) fail(q173, 13);
    p172 = q173;
    if (p172 < 0) { out = -1;  break L169; }
    out = p172;
  }
  return done(5, out);
}
function d6(p) { // CCYY
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q184 = p, r185 = 0, e187 = false;
  while (q184 < n) {
    var p188;
    if (q184 < n && (c = s.charCodeAt(q184), c < 128 && T0[c] === 1)) { p188 = adv(q184 + 1); } else { p188 = -1; if (rec) fail(q184, 8); }
    if (p188 < 0) break;
    if (p188 === q184) { e187 = true; break; }
    r185++; q184 = p188;
    if (r185 === 4) break;
  }
  if (rec && q184 >= n && !e187 && r185 < 4) fail(q184, 8);
  if (e187 || r185 >= 4) out = q184; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // MM
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L189: {
    var p190;
    L191: {
      var p193;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p193 = adv(p + 1); } else { p193 = -1; if (rec) fail(p, 14); }
      if (p193 < 0) { p190 = -1;  break L191; }
      var p194;
      if (p193 < n && (c = s.charCodeAt(p193), c < 128 && T5[c] === 1)) { p194 = adv(p193 + 1); } else { p194 = -1; if (rec) fail(p193, 15); }
      if (p194 < 0) { p190 = -1;  break L191; }
      p190 = p194;
    }
    if (p190 >= 0) { out = p190; break L189; }
    var p195;
    L196: {
      var p198;
      if (p < n && (c = s.charCodeAt(p), c === 49)) { p198 = adv(p + 1); } else { p198 = -1; if (rec) fail(p, 16); }
      if (p198 < 0) { p195 = -1;  break L196; }
      var p199;
      if (p198 < n && (c = s.charCodeAt(p198), c < 128 && T6[c] === 1)) { p199 = adv(p198 + 1); } else { p199 = -1; if (rec) fail(p198, 17); }
      if (p199 < 0) { p195 = -1;  break L196; }
      p195 = p199;
    }
    if (p195 >= 0) { out = p195; break L189; }
    out = -1;
  }
  return done(7, out);
}
function d8(p) { // DD
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L200: {
    var p201;
    L202: {
      var p204;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p204 = adv(p + 1); } else { p204 = -1; if (rec) fail(p, 14); }
      if (p204 < 0) { p201 = -1;  break L202; }
      var p205;
      if (p204 < n && (c = s.charCodeAt(p204), c < 128 && T5[c] === 1)) { p205 = adv(p204 + 1); } else { p205 = -1; if (rec) fail(p204, 15); }
      if (p205 < 0) { p201 = -1;  break L202; }
      p201 = p205;
    }
    if (p201 >= 0) { out = p201; break L200; }
    var p206;
    L207: {
      var p209;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { p209 = adv(p + 1); } else { p209 = -1; if (rec) fail(p, 18); }
      if (p209 < 0) { p206 = -1;  break L207; }
      var p210;
      if (p209 < n && (c = s.charCodeAt(p209), c < 128 && T0[c] === 1)) { p210 = adv(p209 + 1); } else { p210 = -1; if (rec) fail(p209, 8); }
      if (p210 < 0) { p206 = -1;  break L207; }
      p206 = p210;
    }
    if (p206 >= 0) { out = p206; break L200; }
    var p211;
    L212: {
      var p214;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p214 = adv(p + 1); } else { p214 = -1; if (rec) fail(p, 19); }
      if (p214 < 0) { p211 = -1;  break L212; }
      var p215;
      if (p214 < n && (c = s.charCodeAt(p214), c === 48)) { p215 = adv(p214 + 1); } else { p215 = -1; if (rec) fail(p214, 20, 1); }
      if (p215 < 0) { p211 = -1;  break L212; }
      p211 = p215;
    }
    if (p211 >= 0) { out = p211; break L200; }
    var p216;
    L217: {
      var p219;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p219 = adv(p + 1); } else { p219 = -1; if (rec) fail(p, 21); }
      if (p219 < 0) { p216 = -1;  break L217; }
      var p220;
      if (p219 < n && (c = s.charCodeAt(p219), c === 49)) { p220 = adv(p219 + 1); } else { p220 = -1; if (rec) fail(p219, 22, 1); }
      if (p220 < 0) { p216 = -1;  break L217; }
      p216 = p220;
    }
    if (p216 >= 0) { out = p216; break L200; }
    out = -1;
  }
  return done(8, out);
}
function d9(p) { // alphanum
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 3); }
  return done(9, out);
}
function d10(p) { // hex
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 6); }
  return done(10, out);
}
function d11(p) { // other
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 7); }
  return done(11, out);
}
function d12(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 5); }
  return done(12, out);
}
function d13(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 8); }
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
