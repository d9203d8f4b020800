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
const T2 = table(128, '0000000000000000efffff70efffff70');
const T3 = table(128, '000000000000ff300000000000000000');
const T4 = table(128, '000000000006ff30efffff78efffff74');
const T5 = table(128, '000000002df100820000000000000000');
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
function d0(p) { // iptc-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L102: {
    var p103;
    p103 = d1(p);
    if (p103 >= 0) { out = p103; break L102; }
    var p104;
    p104 = d7(p);
    if (p104 >= 0) { out = p104; break L102; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // std-branch
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L105: {
    var p107;
    L108: {
      var p109;
      L110: {
        var p112;
        if (p < n && (c = s.charCodeAt(p), c === 115)) { p112 = adv(p + 1); } else { p112 = -1; if (rec) fail(p, 7); }
        if (p112 < 0) { p109 = -1;  break L110; }
        var p113;
        if (p112 < n && (c = s.charCodeAt(p112), c === 116)) { p113 = adv(p112 + 1); } else { p113 = -1; if (rec) fail(p112, 8, 1); }
        if (p113 < 0) { p109 = -1;  break L110; }
        var p114;
        if (p113 < n && (c = s.charCodeAt(p113), c === 100)) { p114 = adv(p113 + 1); } else { p114 = -1; if (rec) fail(p113, 9, 2); }
        if (p114 < 0) { p109 = -1;  break L110; }
        var p115;
        if (p114 < n && (c = s.charCodeAt(p114), c === 45)) { p115 = adv(p114 + 1); } else { p115 = -1; if (rec) fail(p114, 10, 3); }
        if (p115 < 0) { p109 = -1;  break L110; }
        var p116;
        if (p115 < n && (c = s.charCodeAt(p115), c === 100)) { p116 = adv(p115 + 1); } else { p116 = -1; if (rec) fail(p115, 11, 4); }
        if (p116 < 0) { p109 = -1;  break L110; }
        var p117;
        if (p116 < n && (c = s.charCodeAt(p116), c === 114)) { p117 = adv(p116 + 1); } else { p117 = -1; if (rec) fail(p116, 12, 5); }
        if (p117 < 0) { p109 = -1;  break L110; }
        var p118;
        if (p117 < n && (c = s.charCodeAt(p117), c === 97)) { p118 = adv(p117 + 1); } else { p118 = -1; if (rec) fail(p117, 13, 6); }
        if (p118 < 0) { p109 = -1;  break L110; }
        var p119;
        if (p118 < n && (c = s.charCodeAt(p118), c === 102)) { p119 = adv(p118 + 1); } else { p119 = -1; if (rec) fail(p118, 14, 7); }
        if (p119 < 0) { p109 = -1;  break L110; }
        var p120;
        if (p119 < n && (c = s.charCodeAt(p119), c === 116)) { p120 = adv(p119 + 1); } else { p120 = -1; if (rec) fail(p119, 15, 8); }
        if (p120 < 0) { p109 = -1;  break L110; }
        p109 = p120;
      }
      if (p109 >= 0) { p107 = p109; break L108; }
      var p121;
      L122: {
        var p124;
        if (p < n && (c = s.charCodeAt(p), c === 115)) { p124 = adv(p + 1); } else { p124 = -1; if (rec) fail(p, 16); }
        if (p124 < 0) { p121 = -1;  break L122; }
        var p125;
        if (p124 < n && (c = s.charCodeAt(p124), c === 116)) { p125 = adv(p124 + 1); } else { p125 = -1; if (rec) fail(p124, 8, 1); }
        if (p125 < 0) { p121 = -1;  break L122; }
        var p126;
        if (p125 < n && (c = s.charCodeAt(p125), c === 100)) { p126 = adv(p125 + 1); } else { p126 = -1; if (rec) fail(p125, 9, 2); }
        if (p126 < 0) { p121 = -1;  break L122; }
        p121 = p126;
      }
      if (p121 >= 0) { p107 = p121; break L108; }
      p107 = -1;
    }
    if (p107 < 0) { out = -1;  break L105; }
    var p127;
    if (p107 < n && (c = s.charCodeAt(p107), c === 58)) { p127 = adv(p107 + 1); } else { p127 = -1; if (rec) fail(p107, 0); }
    if (p127 < 0) { out = -1;  break L105; }
    var p128;
    p128 = d2(p127);
    if (p128 < 0) { out = -1;  break L105; }
    var p129;
    if (p128 < n && (c = s.charCodeAt(p128), c === 58)) { p129 = adv(p128 + 1); } else { p129 = -1; if (rec) fail(p128, 0); }
    if (p129 < 0) { out = -1;  break L105; }
    var p130;
    p130 = d3(p129);
    if (p130 < 0) { out = -1;  break L105; }
    var p131;
    if (p130 < n && (c = s.charCodeAt(p130), c === 58)) { p131 = adv(p130 + 1); } else { p131 = -1; if (rec) fail(p130, 0); }
    if (p131 < 0) { out = -1;  break L105; }
    var p132;
    p132 = d4(p131);
    if (p132 < 0) { out = -1;  break L105; }
    var p133;
    var q134 = p132, r135 = 0, e137 = false;
    while (q134 < n) {
      var p138;
      L139: {
        var p141;
        if (q134 < n && (c = s.charCodeAt(q134), c === 58)) { p141 = adv(q134 + 1); } else { p141 = -1; if (rec) fail(q134, 0); }
        if (p141 < 0) { p138 = -1;  break L139; }
        var p142;
        p142 = d5(p141);
        if (p142 < 0) { p138 = -1;  break L139; }
        var p143;
        var q144 = p142, r145 = 0, e147 = false;
        while (q144 < n) {
          var p148;
          L149: {
            var p151;
            if (q144 < n && (c = s.charCodeAt(q144), c === 58)) { p151 = adv(q144 + 1); } else { p151 = -1; if (rec) fail(q144, 0); }
            if (p151 < 0) { p148 = -1;  break L149; }
            var p152;
            p152 = d6(p151);
            if (p152 < 0) { p148 = -1;  break L149; }
            p148 = p152;
          }
          if (p148 < 0) break;
          if (p148 === q144) { e147 = true; break; }
          r145++; q144 = p148;
          if (r145 === 1) break;
        }
        if (rec && q144 >= n && !e147 && r145 < 1) fail(q144, 0);
        p143 = q144;
        if (p143 < 0) { p138 = -1;  break L139; }
        p138 = p143;
      }
      if (p138 < 0) break;
      if (p138 === q134) { e137 = true; break; }
      r135++; q134 = p138;
      if (r135 === 1) break;
    }
    if (rec && q134 >= n && !e137 && r135 < 1) fail(q134, 0);
    p133 = q134;
    if (p133 < 0) { out = -1;  break L105; }
    out = p133;
  }
  return done(1, out);
}
function d2(p) { // std-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  var q153 = p, r154 = 0, e156 = false;
  while (q153 < n) {
    if ((c = s.charCodeAt(q153), c < 128 && T0[c] === 1)) { var k155z = q153; do q153++; while (q153 < n && (c = s.charCodeAt(q153), T0[c] === 1)); r154 += q153 - k155z; adv(q153, 12); continue; }
    var p157;
    p157 = d12(q153);
    if (p157 < 0) break;
    if (p157 === q153) { e156 = true; break; }
    r154++; q153 = p157;
  }
  if (rec && q153 >= n && !e156) fail(q153, 17);
  if (e156 || r154 >= 1) out = q153; else { out = -1;  }
  return done(2, out);
}
function d3(p) { // std-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  var q158 = p, r159 = 0, e161 = false;
  while (q158 < n) {
    if ((c = s.charCodeAt(q158), c < 128 && T0[c] === 1)) { var k160z = q158; do q158++; while (q158 < n && (c = s.charCodeAt(q158), T0[c] === 1)); r159 += q158 - k160z; adv(q158, 12); continue; }
    var p162;
    p162 = d12(q158);
    if (p162 < 0) break;
    if (p162 === q158) { e161 = true; break; }
    r159++; q158 = p162;
  }
  if (rec && q158 >= n && !e161) fail(q158, 17);
  if (e161 || r159 >= 1) out = q158; else { out = -1;  }
  return done(3, out);
}
function d4(p) { // res-group
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L163: {
    var p164;
    L165: {
      var p167;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p167 = adv(p + 1); } else { p167 = -1; if (rec) fail(p, 18); }
      if (p167 < 0) { p164 = -1;  break L165; }
      var p168;
      if (p167 < n && (c = s.charCodeAt(p167), c === 112)) { p168 = adv(p167 + 1); } else { p168 = -1; if (rec) fail(p167, 19, 1); }
      if (p168 < 0) { p164 = -1;  break L165; }
      var p169;
      if (p168 < n && (c = s.charCodeAt(p168), c === 101)) { p169 = adv(p168 + 1); } else { p169 = -1; if (rec) fail(p168, 20, 2); }
      if (p169 < 0) { p164 = -1;  break L165; }
      var p170;
      if (p169 < n && (c = s.charCodeAt(p169), c === 99)) { p170 = adv(p169 + 1); } else { p170 = -1; if (rec) fail(p169, 21, 3); }
      if (p170 < 0) { p164 = -1;  break L165; }
      p164 = p170;
    }
    if (p164 >= 0) { out = p164; break L163; }
    var p171;
    L172: {
      var p174;
      if (p < n && (c = s.charCodeAt(p), c === 100)) { p174 = adv(p + 1); } else { p174 = -1; if (rec) fail(p, 22); }
      if (p174 < 0) { p171 = -1;  break L172; }
      var p175;
      if (p174 < n && (c = s.charCodeAt(p174), c === 111)) { p175 = adv(p174 + 1); } else { p175 = -1; if (rec) fail(p174, 23, 1); }
      if (p175 < 0) { p171 = -1;  break L172; }
      var p176;
      if (p175 < n && (c = s.charCodeAt(p175), c === 99)) { p176 = adv(p175 + 1); } else { p176 = -1; if (rec) fail(p175, 24, 2); }
      if (p176 < 0) { p171 = -1;  break L172; }
      p171 = p176;
    }
    if (p171 >= 0) { out = p171; break L163; }
    var p177;
    L178: {
      var p180;
      if (p < n && (c = s.charCodeAt(p), c === 120)) { p180 = adv(p + 1); } else { p180 = -1; if (rec) fail(p, 25); }
      if (p180 < 0) { p177 = -1;  break L178; }
      var p181;
      if (p180 < n && (c = s.charCodeAt(p180), c === 109)) { p181 = adv(p180 + 1); } else { p181 = -1; if (rec) fail(p180, 26, 1); }
      if (p181 < 0) { p177 = -1;  break L178; }
      var p182;
      if (p181 < n && (c = s.charCodeAt(p181), c === 108)) { p182 = adv(p181 + 1); } else { p182 = -1; if (rec) fail(p181, 27, 2); }
      if (p182 < 0) { p177 = -1;  break L178; }
      var p183;
      if (p182 < n && (c = s.charCodeAt(p182), c === 110)) { p183 = adv(p182 + 1); } else { p183 = -1; if (rec) fail(p182, 28, 3); }
      if (p183 < 0) { p177 = -1;  break L178; }
      var p184;
      if (p183 < n && (c = s.charCodeAt(p183), c === 115)) { p184 = adv(p183 + 1); } else { p184 = -1; if (rec) fail(p183, 29, 4); }
      if (p184 < 0) { p177 = -1;  break L178; }
      p177 = p184;
    }
    if (p177 >= 0) { out = p177; break L163; }
    out = -1;
  }
  return done(4, out);
}
function d5(p) { // res-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q185 = p, r186 = 0, e188 = false;
  while (q185 < n) {
    if ((c = s.charCodeAt(q185), c < 128 && T0[c] === 1)) { var k187z = q185; do q185++; while (q185 < n && (c = s.charCodeAt(q185), T0[c] === 1)); r186 += q185 - k187z; adv(q185, 12); continue; }
    var p189;
    p189 = d12(q185);
    if (p189 < 0) break;
    if (p189 === q185) { e188 = true; break; }
    r186++; q185 = p189;
  }
  if (rec && q185 >= n && !e188) fail(q185, 17);
  if (e188 || r186 >= 1) out = q185; else { out = -1;  }
  return done(5, out);
}
function d6(p) { // res-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q190 = p, r191 = 0, e193 = false;
  while (q190 < n) {
    if ((c = s.charCodeAt(q190), c < 128 && T0[c] === 1)) { var k192z = q190; do q190++; while (q190 < n && (c = s.charCodeAt(q190), T0[c] === 1)); r191 += q190 - k192z; adv(q190, 12); continue; }
    var p194;
    p194 = d12(q190);
    if (p194 < 0) break;
    if (p194 === q190) { e193 = true; break; }
    r191++; q190 = p194;
  }
  if (rec && q190 >= n && !e193) fail(q190, 17);
  if (e193 || r191 >= 1) out = q190; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // workdoc
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L195: {
    var p197;
    L198: {
      var p200;
      if (p < n && (c = s.charCodeAt(p), c === 119)) { p200 = adv(p + 1); } else { p200 = -1; if (rec) fail(p, 30); }
      if (p200 < 0) { p197 = -1;  break L198; }
      var p201;
      if (p200 < n && (c = s.charCodeAt(p200), c === 111)) { p201 = adv(p200 + 1); } else { p201 = -1; if (rec) fail(p200, 23, 1); }
      if (p201 < 0) { p197 = -1;  break L198; }
      var p202;
      if (p201 < n && (c = s.charCodeAt(p201), c === 114)) { p202 = adv(p201 + 1); } else { p202 = -1; if (rec) fail(p201, 31, 2); }
      if (p202 < 0) { p197 = -1;  break L198; }
      var p203;
      if (p202 < n && (c = s.charCodeAt(p202), c === 107)) { p203 = adv(p202 + 1); } else { p203 = -1; if (rec) fail(p202, 32, 3); }
      if (p203 < 0) { p197 = -1;  break L198; }
      var p204;
      if (p203 < n && (c = s.charCodeAt(p203), c === 100)) { p204 = adv(p203 + 1); } else { p204 = -1; if (rec) fail(p203, 11, 4); }
      if (p204 < 0) { p197 = -1;  break L198; }
      var p205;
      if (p204 < n && (c = s.charCodeAt(p204), c === 111)) { p205 = adv(p204 + 1); } else { p205 = -1; if (rec) fail(p204, 33, 5); }
      if (p205 < 0) { p197 = -1;  break L198; }
      var p206;
      if (p205 < n && (c = s.charCodeAt(p205), c === 99)) { p206 = adv(p205 + 1); } else { p206 = -1; if (rec) fail(p205, 34, 6); }
      if (p206 < 0) { p197 = -1;  break L198; }
      p197 = p206;
    }
    if (p197 < 0) { out = -1;  break L195; }
    var p207;
    if (p197 < n && (c = s.charCodeAt(p197), c === 58)) { p207 = adv(p197 + 1); } else { p207 = -1; if (rec) fail(p197, 0); }
    if (p207 < 0) { out = -1;  break L195; }
    var p208;
    p208 = d8(p207);
    if (p208 < 0) { out = -1;  break L195; }
    var p209;
    if (p208 < n && (c = s.charCodeAt(p208), c === 58)) { p209 = adv(p208 + 1); } else { p209 = -1; if (rec) fail(p208, 0); }
    if (p209 < 0) { out = -1;  break L195; }
    var p210;
    p210 = d9(p209);
    if (p210 < 0) { out = -1;  break L195; }
    var p211;
    if (p210 < n && (c = s.charCodeAt(p210), c === 58)) { p211 = adv(p210 + 1); } else { p211 = -1; if (rec) fail(p210, 0); }
    if (p211 < 0) { out = -1;  break L195; }
    var p212;
    p212 = d10(p211);
    if (p212 < 0) { out = -1;  break L195; }
    var p213;
    var q214 = p212, r215 = 0, e217 = false;
    while (q214 < n) {
      var p218;
      L219: {
        var p221;
        if (q214 < n && (c = s.charCodeAt(q214), c === 58)) { p221 = adv(q214 + 1); } else { p221 = -1; if (rec) fail(q214, 0); }
        if (p221 < 0) { p218 = -1;  break L219; }
        var p222;
        p222 = d11(p221);
        if (p222 < 0) { p218 = -1;  break L219; }
        p218 = p222;
      }
      if (p218 < 0) break;
      if (p218 === q214) { e217 = true; break; }
      r215++; q214 = p218;
      if (r215 === 1) break;
    }
    if (rec && q214 >= n && !e217 && r215 < 1) fail(q214, 0);
    p213 = q214;
    if (p213 < 0) { out = -1;  break L195; }
    out = p213;
  }
  return done(7, out);
}
function d8(p) { // group-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  var q223 = p, r224 = 0, e226 = false;
  while (q223 < n) {
    if ((c = s.charCodeAt(q223), c < 128 && T0[c] === 1)) { var k225z = q223; do q223++; while (q223 < n && (c = s.charCodeAt(q223), T0[c] === 1)); r224 += q223 - k225z; adv(q223, 12); continue; }
    var p227;
    p227 = d12(q223);
    if (p227 < 0) break;
    if (p227 === q223) { e226 = true; break; }
    r224++; q223 = p227;
  }
  if (rec && q223 >= n && !e226) fail(q223, 17);
  if (e226 || r224 >= 1) out = q223; else { out = -1;  }
  return done(8, out);
}
function d9(p) { // doc-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q228 = p, r229 = 0, e231 = false;
  while (q228 < n) {
    if ((c = s.charCodeAt(q228), c < 128 && T0[c] === 1)) { var k230z = q228; do q228++; while (q228 < n && (c = s.charCodeAt(q228), T0[c] === 1)); r229 += q228 - k230z; adv(q228, 12); continue; }
    var p232;
    p232 = d12(q228);
    if (p232 < 0) break;
    if (p232 === q228) { e231 = true; break; }
    r229++; q228 = p232;
  }
  if (rec && q228 >= n && !e231) fail(q228, 17);
  if (e231 || r229 >= 1) out = q228; else { out = -1;  }
  return done(9, out);
}
function d10(p) { // doc-version
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  var q233 = p, r234 = 0, e236 = false;
  while (q233 < n) {
    if ((c = s.charCodeAt(q233), c < 128 && T0[c] === 1)) { var k235z = q233; do q233++; while (q233 < n && (c = s.charCodeAt(q233), T0[c] === 1)); r234 += q233 - k235z; adv(q233, 12); continue; }
    var p237;
    p237 = d12(q233);
    if (p237 < 0) break;
    if (p237 === q233) { e236 = true; break; }
    r234++; q233 = p237;
  }
  if (rec && q233 >= n && !e236) fail(q233, 17);
  if (e236 || r234 >= 1) out = q233; else { out = -1;  }
  return done(10, out);
}
function d11(p) { // doc-descr
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var q238 = p, r239 = 0, e241 = false;
  while (q238 < n) {
    if ((c = s.charCodeAt(q238), c < 128 && T0[c] === 1)) { var k240z = q238; do q238++; while (q238 < n && (c = s.charCodeAt(q238), T0[c] === 1)); r239 += q238 - k240z; adv(q238, 12); continue; }
    var p242;
    p242 = d12(q238);
    if (p242 < 0) break;
    if (p242 === q238) { e241 = true; break; }
    r239++; q238 = p242;
  }
  if (rec && q238 >= n && !e241) fail(q238, 17);
  if (e241 || r239 >= 1) out = q238; else { out = -1;  }
  return done(11, out);
}
function d12(p) { // id-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L243: {
    var p244;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p244 = adv(p + 1); } else { p244 = -1; if (rec) fail(p, 1); }
    if (p244 >= 0) { out = p244; break L243; }
    var p245;
    p245 = d18(p);
    if (p245 >= 0) { out = p245; break L243; }
    out = -1;
  }
  return done(12, out);
}
function d13(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 2); }
  return done(13, out);
}
function d14(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 3); }
  return done(14, out);
}
function d15(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 4); }
  return done(15, out);
}
function d17(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 5); }
  return done(17, out);
}
function d18(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  L246: {
    var p248;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p248 = adv(p + 1); } else { p248 = -1; if (rec) fail(p, 35); }
    if (p248 < 0) { out = -1;  break L246; }
    var p249;
    if (p248 < n && (c = s.charCodeAt(p248), c < 128 && T1[c] === 1)) { p249 = adv(p248 + 1); } else { p249 = -1; if (rec) fail(p248, 4); }
    if (p249 < 0) { out = -1;  break L246; }
    var p250;
    if (p249 < n && (c = s.charCodeAt(p249), c < 128 && T1[c] === 1)) { p250 = adv(p249 + 1); } else { p250 = -1; if (rec) fail(p249, 4); }
    if (p250 < 0) { out = -1;  break L246; }
    out = p250;
  }
  return done(18, out);
}
function d19(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 19;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 6); }
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
