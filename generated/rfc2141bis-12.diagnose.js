// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/rfc2141bis-12.abnf + grammar/core.abnf
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
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","q-string","r-string","f-string","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[63,63]]},{"set":[[35,35]]},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"??","caseless":true,"at":0},{"literal":"?","caseless":true,"at":1},{"literal":"urn","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"n","caseless":true,"at":2},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "namestring": "bis-12 s.3",
  "assigned-name": "bis-12 s.3",
  "NID": "bis-12 s.3.1",
  "ldh": "bis-12 s.3.1",
  "alphanum": "bis-12 s.3.1",
  "NSS": "bis-12 s.3.2",
  "q-string": "bis-12 s.3.3.1",
  "r-string": "bis-12 s.3.3.2",
  "f-string": "bis-12 s.3.3.3",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","q-string","r-string","f-string"];
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
  L101: {
    var p103;
    p103 = d1(p);
    if (p103 < 0) { out = -1;  break L101; }
    var p104;
    var q105 = p103, r106 = 0, e108 = false;
    while (q105 < n) {
      var p109;
      L110: {
        var p112;
        if (q105 < n && (c = s.charCodeAt(q105), c === 63)) { p112 = adv(q105 + 1); } else { p112 = -1; if (rec) fail(q105, 0); }
        if (p112 < 0) { p109 = -1;  break L110; }
        var p113;
        p113 = d6(p112);
        if (p113 < 0) { p109 = -1;  break L110; }
        p109 = p113;
      }
      if (p109 < 0) break;
      if (p109 === q105) { e108 = true; break; }
      r106++; q105 = p109;
      if (r106 === 1) break;
    }
    if (rec && q105 >= n && !e108 && r106 < 1) fail(q105, 0);
    p104 = q105;
    if (p104 < 0) { out = -1;  break L101; }
    var p114;
    var q115 = p104, r116 = 0, e118 = false;
    while (q115 < n) {
      var p119;
      L120: {
        var p122;
        L123: {
          var p125;
          if (q115 < n && (c = s.charCodeAt(q115), c === 63)) { p125 = adv(q115 + 1); } else { p125 = -1; if (rec) fail(q115, 13); }
          if (p125 < 0) { p122 = -1;  break L123; }
          var p126;
          if (p125 < n && (c = s.charCodeAt(p125), c === 63)) { p126 = adv(p125 + 1); } else { p126 = -1; if (rec) fail(p125, 14, 1); }
          if (p126 < 0) { p122 = -1;  break L123; }
          p122 = p126;
        }
        if (p122 < 0) { p119 = -1;  break L120; }
        var p127;
        p127 = d7(p122);
        if (p127 < 0) { p119 = -1;  break L120; }
        p119 = p127;
      }
      if (p119 < 0) break;
      if (p119 === q115) { e118 = true; break; }
      r116++; q115 = p119;
      if (r116 === 1) break;
    }
    if (rec && q115 >= n && !e118 && r116 < 1) fail(q115, 0);
    p114 = q115;
    if (p114 < 0) { out = -1;  break L101; }
    var p128;
    var q129 = p114, r130 = 0, e132 = false;
    while (q129 < n) {
      var p133;
      L134: {
        var p136;
        if (q129 < n && (c = s.charCodeAt(q129), c === 35)) { p136 = adv(q129 + 1); } else { p136 = -1; if (rec) fail(q129, 1); }
        if (p136 < 0) { p133 = -1;  break L134; }
        var p137;
        p137 = d8(p136);
        if (p137 < 0) { p133 = -1;  break L134; }
        p133 = p137;
      }
      if (p133 < 0) break;
      if (p133 === q129) { e132 = true; break; }
      r130++; q129 = p133;
      if (r130 === 1) break;
    }
    if (rec && q129 >= n && !e132 && r130 < 1) fail(q129, 1);
    p128 = q129;
    if (p128 < 0) { out = -1;  break L101; }
    out = p128;
  }
  return done(0, out);
}
function d1(p) { // assigned-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L138: {
    var p140;
    L141: {
      var p143;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 117)) { p143 = adv(p + 1); } else { p143 = -1; if (rec) fail(p, 15); }
      if (p143 < 0) { p140 = -1;  break L141; }
      var p144;
      if (p143 < n && (c = s.charCodeAt(p143), (c | 32) === 114)) { p144 = adv(p143 + 1); } else { p144 = -1; if (rec) fail(p143, 16, 1); }
      if (p144 < 0) { p140 = -1;  break L141; }
      var p145;
      if (p144 < n && (c = s.charCodeAt(p144), (c | 32) === 110)) { p145 = adv(p144 + 1); } else { p145 = -1; if (rec) fail(p144, 17, 2); }
      if (p145 < 0) { p140 = -1;  break L141; }
      p140 = p145;
    }
    if (p140 < 0) { out = -1;  break L138; }
    var p146;
    if (p140 < n && (c = s.charCodeAt(p140), c === 58)) { p146 = adv(p140 + 1); } else { p146 = -1; if (rec) fail(p140, 2); }
    if (p146 < 0) { out = -1;  break L138; }
    var p147;
    p147 = d2(p146);
    if (p147 < 0) { out = -1;  break L138; }
    var p148;
    if (p147 < n && (c = s.charCodeAt(p147), c === 58)) { p148 = adv(p147 + 1); } else { p148 = -1; if (rec) fail(p147, 2); }
    if (p148 < 0) { out = -1;  break L138; }
    var p149;
    p149 = d5(p148);
    if (p149 < 0) { out = -1;  break L138; }
    out = p149;
  }
  return done(1, out);
}
function d2(p) { // NID
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L150: {
    var p152;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p152 = adv(p + 1); } else { p152 = -1; if (rec) fail(p, 3); }
    if (p152 < 0) { out = -1;  break L150; }
    var p153;
    var q154 = p152, r155 = 0, e157 = false;
    while (q154 < n) {
      var p158;
      L159: {
        var p161;
        if (q154 < n && (c = s.charCodeAt(q154), c < 128 && T1[c] === 1)) { p161 = adv(q154 + 1); } else { p161 = -1; if (rec) fail(q154, 4); }
        if (p161 < 0) { p158 = -1;  break L159; }
        var p162;
        var p163;
        look++;
        if (p161 < n && (c = s.charCodeAt(p161), c < 128 && T1[c] === 1)) { p163 = adv(p161 + 1); } else { p163 = -1; if (rec) fail(p161, 4); }
        look--;
        p162 = p163 >= 0 ? p161 : -1;
        if (p162 < 0) { p158 = -1;  break L159; }
        p158 = p162;
      }
      if (p158 < 0) break;
      if (p158 === q154) { e157 = true; break; }
      r155++; q154 = p158;
      if (r155 === 30) break;
    }
    if (rec && q154 >= n && !e157 && r155 < 30) fail(q154, 4);
    p153 = q154;
    if (p153 < 0) { out = -1;  break L150; }
    var p165;
    if (p153 < n && (c = s.charCodeAt(p153), c < 128 && T0[c] === 1)) { p165 = adv(p153 + 1); } else { p165 = -1; if (rec) fail(p153, 3); }
    if (p165 < 0) { out = -1;  break L150; }
    out = p165;
  }
  return done(2, out);
}
function d5(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L166: {
    var p168;
    p168 = d12(p);
    if (p168 < 0) { out = -1;  break L166; }
    var p169;
    var q170 = p168, e173 = false;
    while (q170 < n) {
      if ((c = s.charCodeAt(q170), c < 128 && T8[c] === 1)) { do q170++; while (q170 < n && (c = s.charCodeAt(q170), T8[c] === 1)); adv(q170, 12); continue; }
      var p174;
      L175: {
        var p176;
        p176 = d12(q170);
        if (p176 >= 0) { p174 = p176; break L175; }
        var p177;
        if (q170 < n && (c = s.charCodeAt(q170), c === 47)) { p177 = adv(q170 + 1); } else { p177 = -1; if (rec) fail(q170, 5); }
        if (p177 >= 0) { p174 = p177; break L175; }
        p174 = -1;
      }
      if (p174 < 0) break;
      if (p174 === q170) { e173 = true; break; }
      q170 = p174;
    }
    if (rec && q170 >= n && !e173) fail(q170, 18);
    p169 = q170;
    if (p169 < 0) { out = -1;  break L166; }
    out = p169;
  }
  return done(5, out);
}
function d6(p) { // q-string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L178: {
    var p180;
    p180 = d12(p);
    if (p180 < 0) { out = -1;  break L178; }
    var p181;
    var q182 = p180, e185 = false;
    while (q182 < n) {
      if ((c = s.charCodeAt(q182), c === 47)) { do q182++; while (q182 < n && (c = s.charCodeAt(q182), c === 47)); adv(q182); continue; }
      var p186;
      L187: {
        var p189;
        var p190;
        look++; nots++;
        L192: {
          var p194;
          if (q182 < n && (c = s.charCodeAt(q182), c === 63)) { p194 = adv(q182 + 1); } else { p194 = -1; if (rec) fail(q182, 13); }
          if (p194 < 0) { p190 = -1;  break L192; }
          var p195;
          if (p194 < n && (c = s.charCodeAt(p194), c === 63)) { p195 = adv(p194 + 1); } else { p195 = -1; if (rec) fail(p194, 14, 1); }
          if (p195 < 0) { p190 = -1;  break L192; }
          p190 = p195;
        }
        look--; nots--;
        p189 = p190 >= 0 ? -1 : q182;
        if (p189 < 0) { p186 = -1;  break L187; }
        var p196;
        L197: {
          var p198;
          if (p189 < n && (c = s.charCodeAt(p189), c < 128 && T3[c] === 1)) { p198 = adv(p189 + 1); } else { p198 = -1; if (rec) fail(p189, 6); }
          if (p198 >= 0) { p196 = p198; break L197; }
          var p199;
          p199 = d12(p189);
          if (p199 >= 0) { p196 = p199; break L197; }
          p196 = -1;
        }
        if (p196 < 0) { p186 = -1;  break L187; }
        p186 = p196;
      }
      if (p186 < 0) break;
      if (p186 === q182) { e185 = true; break; }
      q182 = p186;
    }
    p181 = q182;
    if (p181 < 0) { out = -1;  break L178; }
    out = p181;
  }
  return done(6, out);
}
function d7(p) { // r-string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L200: {
    var p202;
    p202 = d12(p);
    if (p202 < 0) { out = -1;  break L200; }
    var p203;
    var q204 = p202, e207 = false;
    while (q204 < n) {
      if ((c = s.charCodeAt(q204), c < 128 && T3[c] === 1)) { do q204++; while (q204 < n && (c = s.charCodeAt(q204), T3[c] === 1)); adv(q204); continue; }
      var p208;
      L209: {
        var p210;
        if (q204 < n && (c = s.charCodeAt(q204), c < 128 && T3[c] === 1)) { p210 = adv(q204 + 1); } else { p210 = -1; if (rec) fail(q204, 6); }
        if (p210 >= 0) { p208 = p210; break L209; }
        var p211;
        p211 = d12(q204);
        if (p211 >= 0) { p208 = p211; break L209; }
        p208 = -1;
      }
      if (p208 < 0) break;
      if (p208 === q204) { e207 = true; break; }
      q204 = p208;
    }
    if (rec && q204 >= n && !e207) fail(q204, 19);
    p203 = q204;
    if (p203 < 0) { out = -1;  break L200; }
    out = p203;
  }
  return done(7, out);
}
function d8(p) { // f-string
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  var q212 = p, e215 = false;
  while (q212 < n) {
    if ((c = s.charCodeAt(q212), c < 128 && T3[c] === 1)) { do q212++; while (q212 < n && (c = s.charCodeAt(q212), T3[c] === 1)); adv(q212); continue; }
    var p216;
    L217: {
      var p218;
      if (q212 < n && (c = s.charCodeAt(q212), c < 128 && T3[c] === 1)) { p218 = adv(q212 + 1); } else { p218 = -1; if (rec) fail(q212, 6); }
      if (p218 >= 0) { p216 = p218; break L217; }
      var p219;
      p219 = d12(q212);
      if (p219 >= 0) { p216 = p219; break L217; }
      p216 = -1;
    }
    if (p216 < 0) break;
    if (p216 === q212) { e215 = true; break; }
    q212 = p216;
  }
  if (rec && q212 >= n && !e215) fail(q212, 19);
  out = q212;
  return done(8, out);
}
function d12(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L220: {
    var p221;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p221 = adv(p + 1); } else { p221 = -1; if (rec) fail(p, 10); }
    if (p221 >= 0) { out = p221; break L220; }
    var p222;
    p222 = d14(p);
    if (p222 >= 0) { out = p222; break L220; }
    out = -1;
  }
  return done(12, out);
}
function d14(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L223: {
    var p225;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p225 = adv(p + 1); } else { p225 = -1; if (rec) fail(p, 20); }
    if (p225 < 0) { out = -1;  break L223; }
    var p226;
    if (p225 < n && (c = s.charCodeAt(p225), c < 128 && T7[c] === 1)) { p226 = adv(p225 + 1); } else { p226 = -1; if (rec) fail(p225, 9); }
    if (p226 < 0) { out = -1;  break L223; }
    var p227;
    if (p226 < n && (c = s.charCodeAt(p226), c < 128 && T7[c] === 1)) { p227 = adv(p226 + 1); } else { p227 = -1; if (rec) fail(p226, 9); }
    if (p227 < 0) { out = -1;  break L223; }
    out = p227;
  }
  return done(14, out);
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
