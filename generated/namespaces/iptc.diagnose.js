// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/iptc.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dffffb2ffffff78efffff74');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const rules = ["iptc-nss","std-branch","std-name","std-version","res-group","res-name","res-version","workdoc","group-id","doc-id","doc-version","doc-descr","id-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[33,33],[36,36],[38,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"std-draft","caseless":false,"at":0},{"literal":"t","caseless":false,"at":1},{"literal":"d","caseless":false,"at":2},{"literal":"-","caseless":false,"at":3},{"literal":"d","caseless":false,"at":4},{"literal":"r","caseless":false,"at":5},{"literal":"a","caseless":false,"at":6},{"literal":"f","caseless":false,"at":7},{"literal":"t","caseless":false,"at":8},{"literal":"std","caseless":false,"at":0},{"set":[[33,33],[36,57],[59,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"literal":"spec","caseless":false,"at":0},{"literal":"p","caseless":false,"at":1},{"literal":"e","caseless":false,"at":2},{"literal":"c","caseless":false,"at":3},{"literal":"doc","caseless":false,"at":0},{"literal":"o","caseless":false,"at":1},{"literal":"c","caseless":false,"at":2},{"literal":"xmlns","caseless":false,"at":0},{"literal":"m","caseless":false,"at":1},{"literal":"l","caseless":false,"at":2},{"literal":"n","caseless":false,"at":3},{"literal":"s","caseless":false,"at":4},{"literal":"workdoc","caseless":false,"at":0},{"literal":"r","caseless":false,"at":2},{"literal":"k","caseless":false,"at":3},{"literal":"o","caseless":false,"at":5},{"literal":"c","caseless":false,"at":6},{"set":[[37,37]]}];
const sections = {
  "iptc-nss": "RFC 3937 s.2.3 (Declaration of structure)",
  "std-branch": "RFC 3937 s.2.3 (Declaration of structure)",
  "std-name": "RFC 3937 s.2.3 (Declaration of structure)",
  "std-version": "RFC 3937 s.2.3 (Declaration of structure)",
  "res-group": "RFC 3937 s.2.3 (Declaration of structure)",
  "res-name": "RFC 3937 s.2.3 (Declaration of structure)",
  "res-version": "RFC 3937 s.2.3 (Declaration of structure)",
  "workdoc": "RFC 3937 s.2.3 (Declaration of structure)",
  "group-id": "RFC 3937 s.2.3 (Declaration of structure)",
  "doc-id": "RFC 3937 s.2.3 (Declaration of structure)",
  "doc-version": "RFC 3937 s.2.3 (Declaration of structure)",
  "doc-descr": "RFC 3937 s.2.3 (Declaration of structure)",
  "id-char": "RFC 3937 s.2.3 (Declaration of structure)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["iptc-nss","std-branch","std-name","std-version","res-group","res-name","res-version","workdoc","group-id","doc-id","doc-version","doc-descr","id-char"];
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
const KEEP = 8;
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
function d0(p) { // iptc-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L99: {
    var p100;
    p100 = d1(p);
    if (p100 >= 0) { out = p100; break L99; }
    var p101;
    p101 = d7(p);
    if (p101 >= 0) { out = p101; break L99; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // std-branch
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L102: {
    var p104;
    L105: {
      var p106;
      L107: {
        var p109;
        if (p < n && (c = s.charCodeAt(p), c === 115)) { p109 = adv(p + 1); } else { p109 = -1; if (rec) fail(p, 7); }
        if (p109 < 0) { p106 = -1;  break L107; }
        var p110;
        if (p109 < n && (c = s.charCodeAt(p109), c === 116)) { p110 = adv(p109 + 1); } else { p110 = -1; if (rec) fail(p109, 8, 1); }
        if (p110 < 0) { p106 = -1;  break L107; }
        var p111;
        if (p110 < n && (c = s.charCodeAt(p110), c === 100)) { p111 = adv(p110 + 1); } else { p111 = -1; if (rec) fail(p110, 9, 2); }
        if (p111 < 0) { p106 = -1;  break L107; }
        var p112;
        if (p111 < n && (c = s.charCodeAt(p111), c === 45)) { p112 = adv(p111 + 1); } else { p112 = -1; if (rec) fail(p111, 10, 3); }
        if (p112 < 0) { p106 = -1;  break L107; }
        var p113;
        if (p112 < n && (c = s.charCodeAt(p112), c === 100)) { p113 = adv(p112 + 1); } else { p113 = -1; if (rec) fail(p112, 11, 4); }
        if (p113 < 0) { p106 = -1;  break L107; }
        var p114;
        if (p113 < n && (c = s.charCodeAt(p113), c === 114)) { p114 = adv(p113 + 1); } else { p114 = -1; if (rec) fail(p113, 12, 5); }
        if (p114 < 0) { p106 = -1;  break L107; }
        var p115;
        if (p114 < n && (c = s.charCodeAt(p114), c === 97)) { p115 = adv(p114 + 1); } else { p115 = -1; if (rec) fail(p114, 13, 6); }
        if (p115 < 0) { p106 = -1;  break L107; }
        var p116;
        if (p115 < n && (c = s.charCodeAt(p115), c === 102)) { p116 = adv(p115 + 1); } else { p116 = -1; if (rec) fail(p115, 14, 7); }
        if (p116 < 0) { p106 = -1;  break L107; }
        var p117;
        if (p116 < n && (c = s.charCodeAt(p116), c === 116)) { p117 = adv(p116 + 1); } else { p117 = -1; if (rec) fail(p116, 15, 8); }
        if (p117 < 0) { p106 = -1;  break L107; }
        p106 = p117;
      }
      if (p106 >= 0) { p104 = p106; break L105; }
      var p118;
      L119: {
        var p121;
        if (p < n && (c = s.charCodeAt(p), c === 115)) { p121 = adv(p + 1); } else { p121 = -1; if (rec) fail(p, 16); }
        if (p121 < 0) { p118 = -1;  break L119; }
        var p122;
        if (p121 < n && (c = s.charCodeAt(p121), c === 116)) { p122 = adv(p121 + 1); } else { p122 = -1; if (rec) fail(p121, 8, 1); }
        if (p122 < 0) { p118 = -1;  break L119; }
        var p123;
        if (p122 < n && (c = s.charCodeAt(p122), c === 100)) { p123 = adv(p122 + 1); } else { p123 = -1; if (rec) fail(p122, 9, 2); }
        if (p123 < 0) { p118 = -1;  break L119; }
        p118 = p123;
      }
      if (p118 >= 0) { p104 = p118; break L105; }
      p104 = -1;
    }
    if (p104 < 0) { out = -1;  break L102; }
    var p124;
    if (p104 < n && (c = s.charCodeAt(p104), c === 58)) { p124 = adv(p104 + 1); } else { p124 = -1; if (rec) fail(p104, 0); }
    if (p124 < 0) { out = -1;  break L102; }
    var p125;
    p125 = d2(p124);
    if (p125 < 0) { out = -1;  break L102; }
    var p126;
    if (p125 < n && (c = s.charCodeAt(p125), c === 58)) { p126 = adv(p125 + 1); } else { p126 = -1; if (rec) fail(p125, 0); }
    if (p126 < 0) { out = -1;  break L102; }
    var p127;
    p127 = d3(p126);
    if (p127 < 0) { out = -1;  break L102; }
    var p128;
    if (p127 < n && (c = s.charCodeAt(p127), c === 58)) { p128 = adv(p127 + 1); } else { p128 = -1; if (rec) fail(p127, 0); }
    if (p128 < 0) { out = -1;  break L102; }
    var p129;
    p129 = d4(p128);
    if (p129 < 0) { out = -1;  break L102; }
    var p130;
    var q131 = p129, r132 = 0, e134 = false;
    while (q131 < n) {
      var p135;
      L136: {
        var p138;
        if (q131 < n && (c = s.charCodeAt(q131), c === 58)) { p138 = adv(q131 + 1); } else { p138 = -1; if (rec) fail(q131, 0); }
        if (p138 < 0) { p135 = -1;  break L136; }
        var p139;
        p139 = d5(p138);
        if (p139 < 0) { p135 = -1;  break L136; }
        var p140;
        var q141 = p139, r142 = 0, e144 = false;
        while (q141 < n) {
          var p145;
          L146: {
            var p148;
            if (q141 < n && (c = s.charCodeAt(q141), c === 58)) { p148 = adv(q141 + 1); } else { p148 = -1; if (rec) fail(q141, 0); }
            if (p148 < 0) { p145 = -1;  break L146; }
            var p149;
            p149 = d6(p148);
            if (p149 < 0) { p145 = -1;  break L146; }
            p145 = p149;
          }
          if (p145 < 0) break;
          if (p145 === q141) { e144 = true; break; }
          r142++; q141 = p145;
          if (r142 === 1) break;
        }
        if (rec && q141 >= n && !e144 && r142 < 1) fail(q141, 0);
        p140 = q141;
        if (p140 < 0) { p135 = -1;  break L136; }
        p135 = p140;
      }
      if (p135 < 0) break;
      if (p135 === q131) { e134 = true; break; }
      r132++; q131 = p135;
      if (r132 === 1) break;
    }
    if (rec && q131 >= n && !e134 && r132 < 1) fail(q131, 0);
    p130 = q131;
    if (p130 < 0) { out = -1;  break L102; }
    out = p130;
  }
  return done(1, out);
}
function d2(p) { // std-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q150 = p, r151 = 0, e153 = false;
  while (q150 < n) {
    if ((c = s.charCodeAt(q150), c < 128 && T0[c] === 1)) { var k152z = q150; do q150++; while (q150 < n && (c = s.charCodeAt(q150), T0[c] === 1)); r151 += q150 - k152z; adv(q150, 12); continue; }
    var p154;
    p154 = d12(q150);
    if (p154 < 0) break;
    if (p154 === q150) { e153 = true; break; }
    r151++; q150 = p154;
  }
  if (rec && q150 >= n && !e153) fail(q150, 17);
  if (e153 || r151 >= 1) out = q150; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // std-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q155 = p, r156 = 0, e158 = false;
  while (q155 < n) {
    if ((c = s.charCodeAt(q155), c < 128 && T0[c] === 1)) { var k157z = q155; do q155++; while (q155 < n && (c = s.charCodeAt(q155), T0[c] === 1)); r156 += q155 - k157z; adv(q155, 12); continue; }
    var p159;
    p159 = d12(q155);
    if (p159 < 0) break;
    if (p159 === q155) { e158 = true; break; }
    r156++; q155 = p159;
  }
  if (rec && q155 >= n && !e158) fail(q155, 17);
  if (e158 || r156 >= 1) out = q155; else { out = -1;  }
  return done(3, out);
}
function d4(p) { // res-group
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L160: {
    var p161;
    L162: {
      var p164;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p164 = adv(p + 1); } else { p164 = -1; if (rec) fail(p, 18); }
      if (p164 < 0) { p161 = -1;  break L162; }
      var p165;
      if (p164 < n && (c = s.charCodeAt(p164), c === 112)) { p165 = adv(p164 + 1); } else { p165 = -1; if (rec) fail(p164, 19, 1); }
      if (p165 < 0) { p161 = -1;  break L162; }
      var p166;
      if (p165 < n && (c = s.charCodeAt(p165), c === 101)) { p166 = adv(p165 + 1); } else { p166 = -1; if (rec) fail(p165, 20, 2); }
      if (p166 < 0) { p161 = -1;  break L162; }
      var p167;
      if (p166 < n && (c = s.charCodeAt(p166), c === 99)) { p167 = adv(p166 + 1); } else { p167 = -1; if (rec) fail(p166, 21, 3); }
      if (p167 < 0) { p161 = -1;  break L162; }
      p161 = p167;
    }
    if (p161 >= 0) { out = p161; break L160; }
    var p168;
    L169: {
      var p171;
      if (p < n && (c = s.charCodeAt(p), c === 100)) { p171 = adv(p + 1); } else { p171 = -1; if (rec) fail(p, 22); }
      if (p171 < 0) { p168 = -1;  break L169; }
      var p172;
      if (p171 < n && (c = s.charCodeAt(p171), c === 111)) { p172 = adv(p171 + 1); } else { p172 = -1; if (rec) fail(p171, 23, 1); }
      if (p172 < 0) { p168 = -1;  break L169; }
      var p173;
      if (p172 < n && (c = s.charCodeAt(p172), c === 99)) { p173 = adv(p172 + 1); } else { p173 = -1; if (rec) fail(p172, 24, 2); }
      if (p173 < 0) { p168 = -1;  break L169; }
      p168 = p173;
    }
    if (p168 >= 0) { out = p168; break L160; }
    var p174;
    L175: {
      var p177;
      if (p < n && (c = s.charCodeAt(p), c === 120)) { p177 = adv(p + 1); } else { p177 = -1; if (rec) fail(p, 25); }
      if (p177 < 0) { p174 = -1;  break L175; }
      var p178;
      if (p177 < n && (c = s.charCodeAt(p177), c === 109)) { p178 = adv(p177 + 1); } else { p178 = -1; if (rec) fail(p177, 26, 1); }
      if (p178 < 0) { p174 = -1;  break L175; }
      var p179;
      if (p178 < n && (c = s.charCodeAt(p178), c === 108)) { p179 = adv(p178 + 1); } else { p179 = -1; if (rec) fail(p178, 27, 2); }
      if (p179 < 0) { p174 = -1;  break L175; }
      var p180;
      if (p179 < n && (c = s.charCodeAt(p179), c === 110)) { p180 = adv(p179 + 1); } else { p180 = -1; if (rec) fail(p179, 28, 3); }
      if (p180 < 0) { p174 = -1;  break L175; }
      var p181;
      if (p180 < n && (c = s.charCodeAt(p180), c === 115)) { p181 = adv(p180 + 1); } else { p181 = -1; if (rec) fail(p180, 29, 4); }
      if (p181 < 0) { p174 = -1;  break L175; }
      p174 = p181;
    }
    if (p174 >= 0) { out = p174; break L160; }
    out = -1;
  }
  return done(4, out);
}
function d5(p) { // res-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q182 = p, r183 = 0, e185 = false;
  while (q182 < n) {
    if ((c = s.charCodeAt(q182), c < 128 && T0[c] === 1)) { var k184z = q182; do q182++; while (q182 < n && (c = s.charCodeAt(q182), T0[c] === 1)); r183 += q182 - k184z; adv(q182, 12); continue; }
    var p186;
    p186 = d12(q182);
    if (p186 < 0) break;
    if (p186 === q182) { e185 = true; break; }
    r183++; q182 = p186;
  }
  if (rec && q182 >= n && !e185) fail(q182, 17);
  if (e185 || r183 >= 1) out = q182; else { out = -1;  }
  return done(5, out);
}
function d6(p) { // res-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q187 = p, r188 = 0, e190 = false;
  while (q187 < n) {
    if ((c = s.charCodeAt(q187), c < 128 && T0[c] === 1)) { var k189z = q187; do q187++; while (q187 < n && (c = s.charCodeAt(q187), T0[c] === 1)); r188 += q187 - k189z; adv(q187, 12); continue; }
    var p191;
    p191 = d12(q187);
    if (p191 < 0) break;
    if (p191 === q187) { e190 = true; break; }
    r188++; q187 = p191;
  }
  if (rec && q187 >= n && !e190) fail(q187, 17);
  if (e190 || r188 >= 1) out = q187; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // workdoc
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L192: {
    var p194;
    L195: {
      var p197;
      if (p < n && (c = s.charCodeAt(p), c === 119)) { p197 = adv(p + 1); } else { p197 = -1; if (rec) fail(p, 30); }
      if (p197 < 0) { p194 = -1;  break L195; }
      var p198;
      if (p197 < n && (c = s.charCodeAt(p197), c === 111)) { p198 = adv(p197 + 1); } else { p198 = -1; if (rec) fail(p197, 23, 1); }
      if (p198 < 0) { p194 = -1;  break L195; }
      var p199;
      if (p198 < n && (c = s.charCodeAt(p198), c === 114)) { p199 = adv(p198 + 1); } else { p199 = -1; if (rec) fail(p198, 31, 2); }
      if (p199 < 0) { p194 = -1;  break L195; }
      var p200;
      if (p199 < n && (c = s.charCodeAt(p199), c === 107)) { p200 = adv(p199 + 1); } else { p200 = -1; if (rec) fail(p199, 32, 3); }
      if (p200 < 0) { p194 = -1;  break L195; }
      var p201;
      if (p200 < n && (c = s.charCodeAt(p200), c === 100)) { p201 = adv(p200 + 1); } else { p201 = -1; if (rec) fail(p200, 11, 4); }
      if (p201 < 0) { p194 = -1;  break L195; }
      var p202;
      if (p201 < n && (c = s.charCodeAt(p201), c === 111)) { p202 = adv(p201 + 1); } else { p202 = -1; if (rec) fail(p201, 33, 5); }
      if (p202 < 0) { p194 = -1;  break L195; }
      var p203;
      if (p202 < n && (c = s.charCodeAt(p202), c === 99)) { p203 = adv(p202 + 1); } else { p203 = -1; if (rec) fail(p202, 34, 6); }
      if (p203 < 0) { p194 = -1;  break L195; }
      p194 = p203;
    }
    if (p194 < 0) { out = -1;  break L192; }
    var p204;
    if (p194 < n && (c = s.charCodeAt(p194), c === 58)) { p204 = adv(p194 + 1); } else { p204 = -1; if (rec) fail(p194, 0); }
    if (p204 < 0) { out = -1;  break L192; }
    var p205;
    p205 = d8(p204);
    if (p205 < 0) { out = -1;  break L192; }
    var p206;
    if (p205 < n && (c = s.charCodeAt(p205), c === 58)) { p206 = adv(p205 + 1); } else { p206 = -1; if (rec) fail(p205, 0); }
    if (p206 < 0) { out = -1;  break L192; }
    var p207;
    p207 = d9(p206);
    if (p207 < 0) { out = -1;  break L192; }
    var p208;
    if (p207 < n && (c = s.charCodeAt(p207), c === 58)) { p208 = adv(p207 + 1); } else { p208 = -1; if (rec) fail(p207, 0); }
    if (p208 < 0) { out = -1;  break L192; }
    var p209;
    p209 = d10(p208);
    if (p209 < 0) { out = -1;  break L192; }
    var p210;
    var q211 = p209, r212 = 0, e214 = false;
    while (q211 < n) {
      var p215;
      L216: {
        var p218;
        if (q211 < n && (c = s.charCodeAt(q211), c === 58)) { p218 = adv(q211 + 1); } else { p218 = -1; if (rec) fail(q211, 0); }
        if (p218 < 0) { p215 = -1;  break L216; }
        var p219;
        p219 = d11(p218);
        if (p219 < 0) { p215 = -1;  break L216; }
        p215 = p219;
      }
      if (p215 < 0) break;
      if (p215 === q211) { e214 = true; break; }
      r212++; q211 = p215;
      if (r212 === 1) break;
    }
    if (rec && q211 >= n && !e214 && r212 < 1) fail(q211, 0);
    p210 = q211;
    if (p210 < 0) { out = -1;  break L192; }
    out = p210;
  }
  return done(7, out);
}
function d8(p) { // group-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  var q220 = p, r221 = 0, e223 = false;
  while (q220 < n) {
    if ((c = s.charCodeAt(q220), c < 128 && T0[c] === 1)) { var k222z = q220; do q220++; while (q220 < n && (c = s.charCodeAt(q220), T0[c] === 1)); r221 += q220 - k222z; adv(q220, 12); continue; }
    var p224;
    p224 = d12(q220);
    if (p224 < 0) break;
    if (p224 === q220) { e223 = true; break; }
    r221++; q220 = p224;
  }
  if (rec && q220 >= n && !e223) fail(q220, 17);
  if (e223 || r221 >= 1) out = q220; else { out = -1;  }
  return done(8, out);
}
function d9(p) { // doc-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q225 = p, r226 = 0, e228 = false;
  while (q225 < n) {
    if ((c = s.charCodeAt(q225), c < 128 && T0[c] === 1)) { var k227z = q225; do q225++; while (q225 < n && (c = s.charCodeAt(q225), T0[c] === 1)); r226 += q225 - k227z; adv(q225, 12); continue; }
    var p229;
    p229 = d12(q225);
    if (p229 < 0) break;
    if (p229 === q225) { e228 = true; break; }
    r226++; q225 = p229;
  }
  if (rec && q225 >= n && !e228) fail(q225, 17);
  if (e228 || r226 >= 1) out = q225; else { out = -1;  }
  return done(9, out);
}
function d10(p) { // doc-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q230 = p, r231 = 0, e233 = false;
  while (q230 < n) {
    if ((c = s.charCodeAt(q230), c < 128 && T0[c] === 1)) { var k232z = q230; do q230++; while (q230 < n && (c = s.charCodeAt(q230), T0[c] === 1)); r231 += q230 - k232z; adv(q230, 12); continue; }
    var p234;
    p234 = d12(q230);
    if (p234 < 0) break;
    if (p234 === q230) { e233 = true; break; }
    r231++; q230 = p234;
  }
  if (rec && q230 >= n && !e233) fail(q230, 17);
  if (e233 || r231 >= 1) out = q230; else { out = -1;  }
  return done(10, out);
}
function d11(p) { // doc-descr
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q235 = p, r236 = 0, e238 = false;
  while (q235 < n) {
    if ((c = s.charCodeAt(q235), c < 128 && T0[c] === 1)) { var k237z = q235; do q235++; while (q235 < n && (c = s.charCodeAt(q235), T0[c] === 1)); r236 += q235 - k237z; adv(q235, 12); continue; }
    var p239;
    p239 = d12(q235);
    if (p239 < 0) break;
    if (p239 === q235) { e238 = true; break; }
    r236++; q235 = p239;
  }
  if (rec && q235 >= n && !e238) fail(q235, 17);
  if (e238 || r236 >= 1) out = q235; else { out = -1;  }
  return done(11, out);
}
function d12(p) { // id-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L240: {
    var p241;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p241 = adv(p + 1); } else { p241 = -1; if (rec) fail(p, 1); }
    if (p241 >= 0) { out = p241; break L240; }
    var p242;
    p242 = d18(p);
    if (p242 >= 0) { out = p242; break L240; }
    out = -1;
  }
  return done(12, out);
}
function d18(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  L243: {
    var p245;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p245 = adv(p + 1); } else { p245 = -1; if (rec) fail(p, 35); }
    if (p245 < 0) { out = -1;  break L243; }
    var p246;
    if (p245 < n && (c = s.charCodeAt(p245), c < 128 && T1[c] === 1)) { p246 = adv(p245 + 1); } else { p246 = -1; if (rec) fail(p245, 4); }
    if (p246 < 0) { out = -1;  break L243; }
    var p247;
    if (p246 < n && (c = s.charCodeAt(p246), c < 128 && T1[c] === 1)) { p247 = adv(p246 + 1); } else { p247 = -1; if (rec) fail(p246, 4); }
    if (p247 < 0) { out = -1;  break L243; }
    out = p247;
  }
  return done(18, out);
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
