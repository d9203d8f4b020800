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
const rules = ["cts-nss","CTSNAMESPACE","TEXTGROUP","WORK","VERSION","EXEMPLAR","PASSAGE","node-reference","citable-node","subsection","range-end","subreference","index","NZDIGIT","data-char","work-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[46,46]]},{"set":[[33,33],[36,36],[39,44],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,45],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[45,45]]},{"set":[[64,64]]},{"set":[[0,55295],[56320,65535]]},{"set":[[55296,56319]]},{"set":[[56320,57343]]},{"set":[[49,57]]},{"set":[[48,57]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[55296,55296]]},{"set":[[55297,56318]]},{"set":[[56319,56319]]},{"set":[[33,33],[36,37],[39,44],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[37,37],[91,91]]},{"set":[[91,91]]},{"literal":"%5b","caseless":true,"at":0},{"literal":"5","caseless":true,"at":1},{"literal":"b","caseless":true,"at":2},{"set":[[93,93]]},{"literal":"%5d","caseless":true,"at":0},{"literal":"d","caseless":true,"at":2},{"set":[[37,37]]}];
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
function d0(p) { // cts-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L170: {
    var p172;
    p172 = d1(p);
    if (p172 < 0) { out = -1;  break L170; }
    var p173;
    if (p172 < n && (c = s.charCodeAt(p172), c === 58)) { p173 = adv(p172 + 1); } else { p173 = -1; if (rec) fail(p172, 0); }
    if (p173 < 0) { out = -1;  break L170; }
    var p174;
    p174 = d2(p173);
    if (p174 < 0) { out = -1;  break L170; }
    var p175;
    L176: {
      var p177;
      L178: {
        var p180;
        if (p174 < n && (c = s.charCodeAt(p174), c === 46)) { p180 = adv(p174 + 1); } else { p180 = -1; if (rec) fail(p174, 1); }
        if (p180 < 0) { p177 = -1;  break L178; }
        var p181;
        p181 = d3(p180);
        if (p181 < 0) { p177 = -1;  break L178; }
        var p182;
        var q183 = p181, r184 = 0, e186 = false;
        while (q183 < n) {
          var p187;
          L188: {
            var p190;
            if (q183 < n && (c = s.charCodeAt(q183), c === 46)) { p190 = adv(q183 + 1); } else { p190 = -1; if (rec) fail(q183, 1); }
            if (p190 < 0) { p187 = -1;  break L188; }
            var p191;
            p191 = d4(p190);
            if (p191 < 0) { p187 = -1;  break L188; }
            var p192;
            var q193 = p191, r194 = 0, e196 = false;
            while (q193 < n) {
              var p197;
              L198: {
                var p200;
                if (q193 < n && (c = s.charCodeAt(q193), c === 46)) { p200 = adv(q193 + 1); } else { p200 = -1; if (rec) fail(q193, 1); }
                if (p200 < 0) { p197 = -1;  break L198; }
                var p201;
                p201 = d5(p200);
                if (p201 < 0) { p197 = -1;  break L198; }
                p197 = p201;
              }
              if (p197 < 0) break;
              if (p197 === q193) { e196 = true; break; }
              r194++; q193 = p197;
              if (r194 === 1) break;
            }
            if (rec && q193 >= n && !e196 && r194 < 1) fail(q193, 1);
            p192 = q193;
            if (p192 < 0) { p187 = -1;  break L188; }
            p187 = p192;
          }
          if (p187 < 0) break;
          if (p187 === q183) { e186 = true; break; }
          r184++; q183 = p187;
          if (r184 === 1) break;
        }
        if (rec && q183 >= n && !e186 && r184 < 1) fail(q183, 1);
        p182 = q183;
        if (p182 < 0) { p177 = -1;  break L178; }
        var p202;
        var q203 = p182, r204 = 0, e206 = false;
        while (q203 < n) {
          var p207;
          L208: {
            var p210;
            if (q203 < n && (c = s.charCodeAt(q203), c === 58)) { p210 = adv(q203 + 1); } else { p210 = -1; if (rec) fail(q203, 0); }
            if (p210 < 0) { p207 = -1;  break L208; }
            var p211;
            var q212 = p210, r213 = 0, e215 = false;
            while (q212 < n) {
              var p216;
              p216 = d6(q212);
              if (p216 < 0) break;
              if (p216 === q212) { e215 = true; break; }
              r213++; q212 = p216;
              if (r213 === 1) break;
            }
            if (rec && q212 >= n && !e215 && r213 < 1) fail(q212, 2);
            p211 = q212;
            if (p211 < 0) { p207 = -1;  break L208; }
            p207 = p211;
          }
          if (p207 < 0) break;
          if (p207 === q203) { e206 = true; break; }
          r204++; q203 = p207;
          if (r204 === 1) break;
        }
        if (rec && q203 >= n && !e206 && r204 < 1) fail(q203, 0);
        p202 = q203;
        if (p202 < 0) { p177 = -1;  break L178; }
        p177 = p202;
      }
      if (p177 >= 0) { p175 = p177; break L176; }
      var p217;
      var q218 = p174, r219 = 0, e221 = false;
      while (q218 < n) {
        var p222;
        if (q218 < n && (c = s.charCodeAt(q218), c === 58)) { p222 = adv(q218 + 1); } else { p222 = -1; if (rec) fail(q218, 0); }
        if (p222 < 0) break;
        if (p222 === q218) { e221 = true; break; }
        r219++; q218 = p222;
        if (r219 === 1) break;
      }
      if (rec && q218 >= n && !e221 && r219 < 1) fail(q218, 0);
      p217 = q218;
      if (p217 >= 0) { p175 = p217; break L176; }
      p175 = -1;
    }
    if (p175 < 0) { out = -1;  break L170; }
    out = p175;
  }
  return done(0, out);
}
function d1(p) { // CTSNAMESPACE
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q223 = p;
  while (q223 < n && (c = s.charCodeAt(q223), T0[c] === 1)) q223++;
  if (look === 0 && q223 > far) far = q223; if (rec) fail(q223, 2);
  out = q223 - p >= 1 ? q223 : -1;
  return done(1, out);
}
function d2(p) { // TEXTGROUP
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q225 = p;
  while (q225 < n && (c = s.charCodeAt(q225), T1[c] === 1)) q225++;
  if (look === 0 && q225 > far) far = q225; if (rec) fail(q225, 3);
  out = q225 - p >= 1 ? q225 : -1;
  return done(2, out);
}
function d3(p) { // WORK
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q227 = p;
  while (q227 < n && (c = s.charCodeAt(q227), T1[c] === 1)) q227++;
  if (look === 0 && q227 > far) far = q227; if (rec) fail(q227, 3);
  out = q227 - p >= 1 ? q227 : -1;
  return done(3, out);
}
function d4(p) { // VERSION
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  var q229 = p;
  while (q229 < n && (c = s.charCodeAt(q229), T1[c] === 1)) q229++;
  if (look === 0 && q229 > far) far = q229; if (rec) fail(q229, 3);
  out = q229 - p >= 1 ? q229 : -1;
  return done(4, out);
}
function d5(p) { // EXEMPLAR
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q231 = p;
  while (q231 < n && (c = s.charCodeAt(q231), T1[c] === 1)) q231++;
  if (look === 0 && q231 > far) far = q231; if (rec) fail(q231, 3);
  out = q231 - p >= 1 ? q231 : -1;
  return done(5, out);
}
function d6(p) { // PASSAGE
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L233: {
    var p235;
    p235 = d7(p);
    if (p235 < 0) { out = -1;  break L233; }
    var p236;
    var q237 = p235, r238 = 0, e240 = false;
    while (q237 < n) {
      var p241;
      L242: {
        var p244;
        if (q237 < n && (c = s.charCodeAt(q237), c === 45)) { p244 = adv(q237 + 1); } else { p244 = -1; if (rec) fail(q237, 4); }
        if (p244 < 0) { p241 = -1;  break L242; }
        var p245;
        p245 = d7(p244);
        if (p245 < 0) { p241 = -1;  break L242; }
        p241 = p245;
      }
      if (p241 < 0) break;
      if (p241 === q237) { e240 = true; break; }
      r238++; q237 = p241;
      if (r238 === 1) break;
    }
    if (rec && q237 >= n && !e240 && r238 < 1) fail(q237, 4);
    p236 = q237;
    if (p236 < 0) { out = -1;  break L233; }
    out = p236;
  }
  return done(6, out);
}
function d7(p) { // node-reference
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L246: {
    var p248;
    p248 = d8(p);
    if (p248 < 0) { out = -1;  break L246; }
    var p249;
    var q250 = p248, r251 = 0, e253 = false;
    while (q250 < n) {
      var p254;
      L255: {
        var p257;
        if (q250 < n && (c = s.charCodeAt(q250), c === 64)) { p257 = adv(q250 + 1); } else { p257 = -1; if (rec) fail(q250, 5); }
        if (p257 < 0) { p254 = -1;  break L255; }
        var p258;
        p258 = d9(p257);
        if (p258 < 0) { p254 = -1;  break L255; }
        p254 = p258;
      }
      if (p254 < 0) break;
      if (p254 === q250) { e253 = true; break; }
      r251++; q250 = p254;
      if (r251 === 1) break;
    }
    if (rec && q250 >= n && !e253 && r251 < 1) fail(q250, 5);
    p249 = q250;
    if (p249 < 0) { out = -1;  break L246; }
    out = p249;
  }
  return done(7, out);
}
function d8(p) { // citable-node
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L259: {
    var p261;
    var q262 = p;
    while (q262 < n && (c = s.charCodeAt(q262), T0[c] === 1)) q262++;
    if (look === 0 && q262 > far) far = q262; if (rec) fail(q262, 2);
    p261 = q262 - p >= 1 ? q262 : -1;
    if (p261 < 0) { out = -1;  break L259; }
    var p264;
    var q265 = p261, e268 = false;
    while (q265 < n) {
      var p269;
      L270: {
        var p272;
        if (q265 < n && (c = s.charCodeAt(q265), c === 46)) { p272 = adv(q265 + 1); } else { p272 = -1; if (rec) fail(q265, 1); }
        if (p272 < 0) { p269 = -1;  break L270; }
        var p273;
        var q274 = p272;
        while (q274 < n && (c = s.charCodeAt(q274), T0[c] === 1)) q274++;
        if (look === 0 && q274 > far) far = q274; if (rec) fail(q274, 2);
        p273 = q274 - p272 >= 1 ? q274 : -1;
        if (p273 < 0) { p269 = -1;  break L270; }
        p269 = p273;
      }
      if (p269 < 0) break;
      if (p269 === q265) { e268 = true; break; }
      q265 = p269;
    }
    if (rec && q265 >= n && !e268) fail(q265, 1);
    p264 = q265;
    if (p264 < 0) { out = -1;  break L259; }
    out = p264;
  }
  return done(8, out);
}
function d9(p) { // subsection
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L276: {
    var p278;
    p278 = d11(p);
    if (p278 < 0) { out = -1;  break L276; }
    var p279;
    var q280 = p278, r281 = 0, e283 = false;
    while (q280 < n) {
      var p284;
      L285: {
        var p287;
        if (q280 < n && (c = s.charCodeAt(q280), c === 45)) { p287 = adv(q280 + 1); } else { p287 = -1; if (rec) fail(q280, 4); }
        if (p287 < 0) { p284 = -1;  break L285; }
        var p288;
        var p289;
        look++; nots++;
        p289 = d10(p287);
        look--; nots--;
        p288 = p289 >= 0 ? -1 : p287;
        if (p288 < 0) { p284 = -1;  break L285; }
        var p291;
        p291 = d11(p288);
        if (p291 < 0) { p284 = -1;  break L285; }
        p284 = p291;
      }
      if (p284 < 0) break;
      if (p284 === q280) { e283 = true; break; }
      r281++; q280 = p284;
      if (r281 === 1) break;
    }
    if (rec && q280 >= n && !e283 && r281 < 1) fail(q280, 4);
    p279 = q280;
    if (p279 < 0) { out = -1;  break L276; }
    out = p279;
  }
  return done(9, out);
}
function d10(p) { // range-end
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L292: {
    var p294;
    var q295 = p;
    while (q295 < n && (c = s.charCodeAt(q295), T0[c] === 1)) q295++;
    if (look === 0 && q295 > far) far = q295; if (rec) fail(q295, 2);
    p294 = q295 - p >= 1 ? q295 : -1;
    if (p294 < 0) { out = -1;  break L292; }
    var p297;
    L298: {
      var p299;
      if (p294 < n && (c = s.charCodeAt(p294), c === 46)) { p299 = adv(p294 + 1); } else { p299 = -1; if (rec) fail(p294, 1); }
      if (p299 >= 0) { p297 = p299; break L298; }
      var p300;
      if (p294 < n && (c = s.charCodeAt(p294), c === 64)) { p300 = adv(p294 + 1); } else { p300 = -1; if (rec) fail(p294, 5); }
      if (p300 >= 0) { p297 = p300; break L298; }
      var p301;
      var p302;
      look++; nots++;
      L304: {
        var p305;
        if (p294 < n && (c = s.charCodeAt(p294), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p305 = adv(p294 + 1); } else { p305 = -1; if (rec) fail(p294, 6); }
        if (p305 >= 0) { p302 = p305; break L304; }
        var p306;
        L307: {
          var p309;
          if (p294 < n && (c = s.charCodeAt(p294), c === 55296)) { p309 = adv(p294 + 1); } else { p309 = -1; if (rec) fail(p294, 13); }
          if (p309 < 0) { p306 = -1;  break L307; }
          var p310;
          if (p309 < n && (c = s.charCodeAt(p309), ((c >= 56320 && c <= 57343)))) { p310 = adv(p309 + 1); } else { p310 = -1; if (rec) fail(p309, 8); }
          if (p310 < 0) { p306 = -1;  break L307; }
          p306 = p310;
        }
        if (p306 >= 0) { p302 = p306; break L304; }
        var p311;
        L312: {
          var p314;
          if (p294 < n && (c = s.charCodeAt(p294), ((c >= 55297 && c <= 56318)))) { p314 = adv(p294 + 1); } else { p314 = -1; if (rec) fail(p294, 14); }
          if (p314 < 0) { p311 = -1;  break L312; }
          var p315;
          if (p314 < n && (c = s.charCodeAt(p314), ((c >= 56320 && c <= 57343)))) { p315 = adv(p314 + 1); } else { p315 = -1; if (rec) fail(p314, 8); }
          if (p315 < 0) { p311 = -1;  break L312; }
          p311 = p315;
        }
        if (p311 >= 0) { p302 = p311; break L304; }
        var p316;
        L317: {
          var p319;
          if (p294 < n && (c = s.charCodeAt(p294), c === 56319)) { p319 = adv(p294 + 1); } else { p319 = -1; if (rec) fail(p294, 15); }
          if (p319 < 0) { p316 = -1;  break L317; }
          var p320;
          if (p319 < n && (c = s.charCodeAt(p319), ((c >= 56320 && c <= 57343)))) { p320 = adv(p319 + 1); } else { p320 = -1; if (rec) fail(p319, 8); }
          if (p320 < 0) { p316 = -1;  break L317; }
          p316 = p320;
        }
        if (p316 >= 0) { p302 = p316; break L304; }
        var p321;
        L322: {
          var p324;
          if (p294 < n && (c = s.charCodeAt(p294), ((c >= 55296 && c <= 56319)))) { p324 = adv(p294 + 1); } else { p324 = -1; if (rec) fail(p294, 7); }
          if (p324 < 0) { p321 = -1;  break L322; }
          var p325;
          var p326;
          look++; nots++;
          if (p324 < n && (c = s.charCodeAt(p324), ((c >= 56320 && c <= 57343)))) { p326 = adv(p324 + 1); } else { p326 = -1; if (rec) fail(p324, 8); }
          look--; nots--;
          p325 = p326 >= 0 ? -1 : p324;
          if (p325 < 0) { p321 = -1;  break L322; }
          p321 = p325;
        }
        if (p321 >= 0) { p302 = p321; break L304; }
        p302 = -1;
      }
      look--; nots--;
      p301 = p302 >= 0 ? -1 : p294;
      if (p301 >= 0) { p297 = p301; break L298; }
      p297 = -1;
    }
    if (p297 < 0) { out = -1;  break L292; }
    out = p297;
  }
  return done(10, out);
}
function d11(p) { // subreference
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L328: {
    var p330;
    var q331 = p, r332 = 0, e334 = false;
    while (q331 < n) {
      if ((c = s.charCodeAt(q331), c < 128 && T0[c] === 1)) { var k333z = q331; do q331++; while (q331 < n && (c = s.charCodeAt(q331), T0[c] === 1)); r332 += q331 - k333z; adv(q331); continue; }
      var p335;
      L336: {
        var p337;
        if (q331 < n && (c = s.charCodeAt(q331), c < 128 && T0[c] === 1)) { p337 = adv(q331 + 1); } else { p337 = -1; if (rec) fail(q331, 2); }
        if (p337 >= 0) { p335 = p337; break L336; }
        var p338;
        p338 = d21(q331);
        if (p338 >= 0) { p335 = p338; break L336; }
        p335 = -1;
      }
      if (p335 < 0) break;
      if (p335 === q331) { e334 = true; break; }
      r332++; q331 = p335;
    }
    if (rec && q331 >= n && !e334) fail(q331, 16);
    if (e334 || r332 >= 1) p330 = q331; else { p330 = -1;  }
    if (p330 < 0) { out = -1;  break L328; }
    var p339;
    var q340 = p330, r341 = 0, e343 = false;
    while (q340 < n) {
      var p344;
      p344 = d12(q340);
      if (p344 < 0) break;
      if (p344 === q340) { e343 = true; break; }
      r341++; q340 = p344;
      if (r341 === 1) break;
    }
    if (rec && q340 >= n && !e343 && r341 < 1) fail(q340, 17);
    p339 = q340;
    if (p339 < 0) { out = -1;  break L328; }
    out = p339;
  }
  return done(11, out);
}
function d12(p) { // index
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L345: {
    var p347;
    L348: {
      var p349;
      if (p < n && (c = s.charCodeAt(p), c === 91)) { p349 = adv(p + 1); } else { p349 = -1; if (rec) fail(p, 18); }
      if (p349 >= 0) { p347 = p349; break L348; }
      var p350;
      L351: {
        var p353;
        if (p < n && (c = s.charCodeAt(p), c === 37)) { p353 = adv(p + 1); } else { p353 = -1; if (rec) fail(p, 19); }
        if (p353 < 0) { p350 = -1;  break L351; }
        var p354;
        if (p353 < n && (c = s.charCodeAt(p353), c === 53)) { p354 = adv(p353 + 1); } else { p354 = -1; if (rec) fail(p353, 20, 1); }
        if (p354 < 0) { p350 = -1;  break L351; }
        var p355;
        if (p354 < n && (c = s.charCodeAt(p354), (c | 32) === 98)) { p355 = adv(p354 + 1); } else { p355 = -1; if (rec) fail(p354, 21, 2); }
        if (p355 < 0) { p350 = -1;  break L351; }
        p350 = p355;
      }
      if (p350 >= 0) { p347 = p350; break L348; }
      p347 = -1;
    }
    if (p347 < 0) { out = -1;  break L345; }
    var p356;
    if (p347 < n && (c = s.charCodeAt(p347), c < 128 && T3[c] === 1)) { p356 = adv(p347 + 1); } else { p356 = -1; if (rec) fail(p347, 9); }
    if (p356 < 0) { out = -1;  break L345; }
    var p357;
    var q358 = p356;
    while (q358 < n && (c = s.charCodeAt(q358), T4[c] === 1)) q358++;
    if (look === 0 && q358 > far) far = q358; if (rec) fail(q358, 10);
    p357 = q358;
    if (p357 < 0) { out = -1;  break L345; }
    var p360;
    L361: {
      var p362;
      if (p357 < n && (c = s.charCodeAt(p357), c === 93)) { p362 = adv(p357 + 1); } else { p362 = -1; if (rec) fail(p357, 22); }
      if (p362 >= 0) { p360 = p362; break L361; }
      var p363;
      L364: {
        var p366;
        if (p357 < n && (c = s.charCodeAt(p357), c === 37)) { p366 = adv(p357 + 1); } else { p366 = -1; if (rec) fail(p357, 23); }
        if (p366 < 0) { p363 = -1;  break L364; }
        var p367;
        if (p366 < n && (c = s.charCodeAt(p366), c === 53)) { p367 = adv(p366 + 1); } else { p367 = -1; if (rec) fail(p366, 20, 1); }
        if (p367 < 0) { p363 = -1;  break L364; }
        var p368;
        if (p367 < n && (c = s.charCodeAt(p367), (c | 32) === 100)) { p368 = adv(p367 + 1); } else { p368 = -1; if (rec) fail(p367, 24, 2); }
        if (p368 < 0) { p363 = -1;  break L364; }
        p363 = p368;
      }
      if (p363 >= 0) { p360 = p363; break L361; }
      p360 = -1;
    }
    if (p360 < 0) { out = -1;  break L345; }
    out = p360;
  }
  return done(12, out);
}
function d21(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 21;
  L369: {
    var p371;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p371 = adv(p + 1); } else { p371 = -1; if (rec) fail(p, 25); }
    if (p371 < 0) { out = -1;  break L369; }
    var p372;
    if (p371 < n && (c = s.charCodeAt(p371), c < 128 && T2[c] === 1)) { p372 = adv(p371 + 1); } else { p372 = -1; if (rec) fail(p371, 12); }
    if (p372 < 0) { out = -1;  break L369; }
    var p373;
    if (p372 < n && (c = s.charCodeAt(p372), c < 128 && T2[c] === 1)) { p373 = adv(p372 + 1); } else { p373 = -1; if (rec) fail(p372, 12); }
    if (p373 < 0) { out = -1;  break L369; }
    out = p373;
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
