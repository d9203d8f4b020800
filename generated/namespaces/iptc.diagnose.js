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
let begin = 0;
let size = 0;
let K = [];
let kn = 0;
let far = 0;
let look = 0;
let nots = 0;
// Two passes: the first finds how far the input matches (rec false: nothing
// recorded); the second records the failures at that offset only (target).
let rec = false;
let target = 0;
let stack = [];
let failures = [];
let lastRule = -1;
let lastEnd = -1;
// Failures are kept from KEEP characters before the furthest one: a failure
// inside a split literal is named after the failures where the literal began.
const KEEP = 8;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // iptc-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L102: {
    var p103;
    p103 = d1(p);
    if (p103 >= 0) { out = p103; break L102; }
    var p104;
    p104 = d7(p);
    if (p104 >= 0) { out = p104; break L102; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // std-branch
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L105: {
    var k106 = kn;
    var p107;
    L108: {
      var p109;
      L110: {
        var p112;
        if (p < n && (c = s.charCodeAt(p), c === 115)) { p112 = p + 1; if (look === 0 && p112 > far) far = p112; } else { p112 = -1; if (rec) fail(p, 7); }
        if (p112 < 0) { p109 = -1;  break L110; }
        var p113;
        if (p112 < n && (c = s.charCodeAt(p112), c === 116)) { p113 = p112 + 1; if (look === 0 && p113 > far) far = p113; } else { p113 = -1; if (rec) fail(p112, 8, 1); }
        if (p113 < 0) { p109 = -1;  break L110; }
        var p114;
        if (p113 < n && (c = s.charCodeAt(p113), c === 100)) { p114 = p113 + 1; if (look === 0 && p114 > far) far = p114; } else { p114 = -1; if (rec) fail(p113, 9, 2); }
        if (p114 < 0) { p109 = -1;  break L110; }
        var p115;
        if (p114 < n && (c = s.charCodeAt(p114), c === 45)) { p115 = p114 + 1; if (look === 0 && p115 > far) far = p115; } else { p115 = -1; if (rec) fail(p114, 10, 3); }
        if (p115 < 0) { p109 = -1;  break L110; }
        var p116;
        if (p115 < n && (c = s.charCodeAt(p115), c === 100)) { p116 = p115 + 1; if (look === 0 && p116 > far) far = p116; } else { p116 = -1; if (rec) fail(p115, 11, 4); }
        if (p116 < 0) { p109 = -1;  break L110; }
        var p117;
        if (p116 < n && (c = s.charCodeAt(p116), c === 114)) { p117 = p116 + 1; if (look === 0 && p117 > far) far = p117; } else { p117 = -1; if (rec) fail(p116, 12, 5); }
        if (p117 < 0) { p109 = -1;  break L110; }
        var p118;
        if (p117 < n && (c = s.charCodeAt(p117), c === 97)) { p118 = p117 + 1; if (look === 0 && p118 > far) far = p118; } else { p118 = -1; if (rec) fail(p117, 13, 6); }
        if (p118 < 0) { p109 = -1;  break L110; }
        var p119;
        if (p118 < n && (c = s.charCodeAt(p118), c === 102)) { p119 = p118 + 1; if (look === 0 && p119 > far) far = p119; } else { p119 = -1; if (rec) fail(p118, 14, 7); }
        if (p119 < 0) { p109 = -1;  break L110; }
        var p120;
        if (p119 < n && (c = s.charCodeAt(p119), c === 116)) { p120 = p119 + 1; if (look === 0 && p120 > far) far = p120; } else { p120 = -1; if (rec) fail(p119, 15, 8); }
        if (p120 < 0) { p109 = -1;  break L110; }
        p109 = p120;
      }
      if (p109 >= 0) { p107 = p109; break L108; }
      var p121;
      L122: {
        var p124;
        if (p < n && (c = s.charCodeAt(p), c === 115)) { p124 = p + 1; if (look === 0 && p124 > far) far = p124; } else { p124 = -1; if (rec) fail(p, 16); }
        if (p124 < 0) { p121 = -1;  break L122; }
        var p125;
        if (p124 < n && (c = s.charCodeAt(p124), c === 116)) { p125 = p124 + 1; if (look === 0 && p125 > far) far = p125; } else { p125 = -1; if (rec) fail(p124, 8, 1); }
        if (p125 < 0) { p121 = -1;  break L122; }
        var p126;
        if (p125 < n && (c = s.charCodeAt(p125), c === 100)) { p126 = p125 + 1; if (look === 0 && p126 > far) far = p126; } else { p126 = -1; if (rec) fail(p125, 9, 2); }
        if (p126 < 0) { p121 = -1;  break L122; }
        p121 = p126;
      }
      if (p121 >= 0) { p107 = p121; break L108; }
      p107 = -1;
    }
    if (p107 < 0) { out = -1; kn = k106; break L105; }
    var p127;
    if (p107 < n && (c = s.charCodeAt(p107), c === 58)) { p127 = p107 + 1; if (look === 0 && p127 > far) far = p127; } else { p127 = -1; if (rec) fail(p107, 0); }
    if (p127 < 0) { out = -1; kn = k106; break L105; }
    var p128;
    p128 = d2(p127);
    if (p128 < 0) { out = -1; kn = k106; break L105; }
    var p129;
    if (p128 < n && (c = s.charCodeAt(p128), c === 58)) { p129 = p128 + 1; if (look === 0 && p129 > far) far = p129; } else { p129 = -1; if (rec) fail(p128, 0); }
    if (p129 < 0) { out = -1; kn = k106; break L105; }
    var p130;
    p130 = d3(p129);
    if (p130 < 0) { out = -1; kn = k106; break L105; }
    var p131;
    if (p130 < n && (c = s.charCodeAt(p130), c === 58)) { p131 = p130 + 1; if (look === 0 && p131 > far) far = p131; } else { p131 = -1; if (rec) fail(p130, 0); }
    if (p131 < 0) { out = -1; kn = k106; break L105; }
    var p132;
    p132 = d4(p131);
    if (p132 < 0) { out = -1; kn = k106; break L105; }
    var p133;
    var q134 = p132, r135 = 0, e137 = false, k136 = kn;
    while (q134 < n) {
      var p138;
      L139: {
        var k140 = kn;
        var p141;
        if (q134 < n && (c = s.charCodeAt(q134), c === 58)) { p141 = q134 + 1; if (look === 0 && p141 > far) far = p141; } else { p141 = -1; if (rec) fail(q134, 0); }
        if (p141 < 0) { p138 = -1; kn = k140; break L139; }
        var p142;
        p142 = d5(p141);
        if (p142 < 0) { p138 = -1; kn = k140; break L139; }
        var p143;
        var q144 = p142, r145 = 0, e147 = false, k146 = kn;
        while (q144 < n) {
          var p148;
          L149: {
            var k150 = kn;
            var p151;
            if (q144 < n && (c = s.charCodeAt(q144), c === 58)) { p151 = q144 + 1; if (look === 0 && p151 > far) far = p151; } else { p151 = -1; if (rec) fail(q144, 0); }
            if (p151 < 0) { p148 = -1; kn = k150; break L149; }
            var p152;
            p152 = d6(p151);
            if (p152 < 0) { p148 = -1; kn = k150; break L149; }
            p148 = p152;
          }
          if (p148 < 0) break;
          if (p148 === q144) { e147 = true; break; }
          r145++; q144 = p148;
          if (r145 === 1) break;
        }
        if (rec && q144 >= n && !e147 && r145 < 1) fail(q144, 0);
        if (e147 || r145 >= 0) p143 = q144; else { p143 = -1; kn = k146; }
        if (p143 < 0) { p138 = -1; kn = k140; break L139; }
        p138 = p143;
      }
      if (p138 < 0) break;
      if (p138 === q134) { e137 = true; break; }
      r135++; q134 = p138;
      if (r135 === 1) break;
    }
    if (rec && q134 >= n && !e137 && r135 < 1) fail(q134, 0);
    if (e137 || r135 >= 0) p133 = q134; else { p133 = -1; kn = k136; }
    if (p133 < 0) { out = -1; kn = k106; break L105; }
    out = p133;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // std-name
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q153 = p, r154 = 0, e156 = false;
  while (q153 < n) {
    var p157;
    p157 = d12(q153);
    if (p157 < 0) break;
    if (p157 === q153) { e156 = true; break; }
    r154++; q153 = p157;
  }
  if (rec && q153 >= n && !e156) fail(q153, 17);
  if (e156 || r154 >= 1) out = q153; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // std-version
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  var q158 = p, r159 = 0, e161 = false;
  while (q158 < n) {
    var p162;
    p162 = d12(q158);
    if (p162 < 0) break;
    if (p162 === q158) { e161 = true; break; }
    r159++; q158 = p162;
  }
  if (rec && q158 >= n && !e161) fail(q158, 17);
  if (e161 || r159 >= 1) out = q158; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // res-group
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  L163: {
    var p164;
    L165: {
      var p167;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p167 = p + 1; if (look === 0 && p167 > far) far = p167; } else { p167 = -1; if (rec) fail(p, 18); }
      if (p167 < 0) { p164 = -1;  break L165; }
      var p168;
      if (p167 < n && (c = s.charCodeAt(p167), c === 112)) { p168 = p167 + 1; if (look === 0 && p168 > far) far = p168; } else { p168 = -1; if (rec) fail(p167, 19, 1); }
      if (p168 < 0) { p164 = -1;  break L165; }
      var p169;
      if (p168 < n && (c = s.charCodeAt(p168), c === 101)) { p169 = p168 + 1; if (look === 0 && p169 > far) far = p169; } else { p169 = -1; if (rec) fail(p168, 20, 2); }
      if (p169 < 0) { p164 = -1;  break L165; }
      var p170;
      if (p169 < n && (c = s.charCodeAt(p169), c === 99)) { p170 = p169 + 1; if (look === 0 && p170 > far) far = p170; } else { p170 = -1; if (rec) fail(p169, 21, 3); }
      if (p170 < 0) { p164 = -1;  break L165; }
      p164 = p170;
    }
    if (p164 >= 0) { out = p164; break L163; }
    var p171;
    L172: {
      var p174;
      if (p < n && (c = s.charCodeAt(p), c === 100)) { p174 = p + 1; if (look === 0 && p174 > far) far = p174; } else { p174 = -1; if (rec) fail(p, 22); }
      if (p174 < 0) { p171 = -1;  break L172; }
      var p175;
      if (p174 < n && (c = s.charCodeAt(p174), c === 111)) { p175 = p174 + 1; if (look === 0 && p175 > far) far = p175; } else { p175 = -1; if (rec) fail(p174, 23, 1); }
      if (p175 < 0) { p171 = -1;  break L172; }
      var p176;
      if (p175 < n && (c = s.charCodeAt(p175), c === 99)) { p176 = p175 + 1; if (look === 0 && p176 > far) far = p176; } else { p176 = -1; if (rec) fail(p175, 24, 2); }
      if (p176 < 0) { p171 = -1;  break L172; }
      p171 = p176;
    }
    if (p171 >= 0) { out = p171; break L163; }
    var p177;
    L178: {
      var p180;
      if (p < n && (c = s.charCodeAt(p), c === 120)) { p180 = p + 1; if (look === 0 && p180 > far) far = p180; } else { p180 = -1; if (rec) fail(p, 25); }
      if (p180 < 0) { p177 = -1;  break L178; }
      var p181;
      if (p180 < n && (c = s.charCodeAt(p180), c === 109)) { p181 = p180 + 1; if (look === 0 && p181 > far) far = p181; } else { p181 = -1; if (rec) fail(p180, 26, 1); }
      if (p181 < 0) { p177 = -1;  break L178; }
      var p182;
      if (p181 < n && (c = s.charCodeAt(p181), c === 108)) { p182 = p181 + 1; if (look === 0 && p182 > far) far = p182; } else { p182 = -1; if (rec) fail(p181, 27, 2); }
      if (p182 < 0) { p177 = -1;  break L178; }
      var p183;
      if (p182 < n && (c = s.charCodeAt(p182), c === 110)) { p183 = p182 + 1; if (look === 0 && p183 > far) far = p183; } else { p183 = -1; if (rec) fail(p182, 28, 3); }
      if (p183 < 0) { p177 = -1;  break L178; }
      var p184;
      if (p183 < n && (c = s.charCodeAt(p183), c === 115)) { p184 = p183 + 1; if (look === 0 && p184 > far) far = p184; } else { p184 = -1; if (rec) fail(p183, 29, 4); }
      if (p184 < 0) { p177 = -1;  break L178; }
      p177 = p184;
    }
    if (p177 >= 0) { out = p177; break L163; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // res-name
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  var q185 = p, r186 = 0, e188 = false;
  while (q185 < n) {
    var p189;
    p189 = d12(q185);
    if (p189 < 0) break;
    if (p189 === q185) { e188 = true; break; }
    r186++; q185 = p189;
  }
  if (rec && q185 >= n && !e188) fail(q185, 17);
  if (e188 || r186 >= 1) out = q185; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // res-version
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  var q190 = p, r191 = 0, e193 = false;
  while (q190 < n) {
    var p194;
    p194 = d12(q190);
    if (p194 < 0) break;
    if (p194 === q190) { e193 = true; break; }
    r191++; q190 = p194;
  }
  if (rec && q190 >= n && !e193) fail(q190, 17);
  if (e193 || r191 >= 1) out = q190; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // workdoc
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  L195: {
    var k196 = kn;
    var p197;
    L198: {
      var p200;
      if (p < n && (c = s.charCodeAt(p), c === 119)) { p200 = p + 1; if (look === 0 && p200 > far) far = p200; } else { p200 = -1; if (rec) fail(p, 30); }
      if (p200 < 0) { p197 = -1;  break L198; }
      var p201;
      if (p200 < n && (c = s.charCodeAt(p200), c === 111)) { p201 = p200 + 1; if (look === 0 && p201 > far) far = p201; } else { p201 = -1; if (rec) fail(p200, 23, 1); }
      if (p201 < 0) { p197 = -1;  break L198; }
      var p202;
      if (p201 < n && (c = s.charCodeAt(p201), c === 114)) { p202 = p201 + 1; if (look === 0 && p202 > far) far = p202; } else { p202 = -1; if (rec) fail(p201, 31, 2); }
      if (p202 < 0) { p197 = -1;  break L198; }
      var p203;
      if (p202 < n && (c = s.charCodeAt(p202), c === 107)) { p203 = p202 + 1; if (look === 0 && p203 > far) far = p203; } else { p203 = -1; if (rec) fail(p202, 32, 3); }
      if (p203 < 0) { p197 = -1;  break L198; }
      var p204;
      if (p203 < n && (c = s.charCodeAt(p203), c === 100)) { p204 = p203 + 1; if (look === 0 && p204 > far) far = p204; } else { p204 = -1; if (rec) fail(p203, 11, 4); }
      if (p204 < 0) { p197 = -1;  break L198; }
      var p205;
      if (p204 < n && (c = s.charCodeAt(p204), c === 111)) { p205 = p204 + 1; if (look === 0 && p205 > far) far = p205; } else { p205 = -1; if (rec) fail(p204, 33, 5); }
      if (p205 < 0) { p197 = -1;  break L198; }
      var p206;
      if (p205 < n && (c = s.charCodeAt(p205), c === 99)) { p206 = p205 + 1; if (look === 0 && p206 > far) far = p206; } else { p206 = -1; if (rec) fail(p205, 34, 6); }
      if (p206 < 0) { p197 = -1;  break L198; }
      p197 = p206;
    }
    if (p197 < 0) { out = -1; kn = k196; break L195; }
    var p207;
    if (p197 < n && (c = s.charCodeAt(p197), c === 58)) { p207 = p197 + 1; if (look === 0 && p207 > far) far = p207; } else { p207 = -1; if (rec) fail(p197, 0); }
    if (p207 < 0) { out = -1; kn = k196; break L195; }
    var p208;
    p208 = d8(p207);
    if (p208 < 0) { out = -1; kn = k196; break L195; }
    var p209;
    if (p208 < n && (c = s.charCodeAt(p208), c === 58)) { p209 = p208 + 1; if (look === 0 && p209 > far) far = p209; } else { p209 = -1; if (rec) fail(p208, 0); }
    if (p209 < 0) { out = -1; kn = k196; break L195; }
    var p210;
    p210 = d9(p209);
    if (p210 < 0) { out = -1; kn = k196; break L195; }
    var p211;
    if (p210 < n && (c = s.charCodeAt(p210), c === 58)) { p211 = p210 + 1; if (look === 0 && p211 > far) far = p211; } else { p211 = -1; if (rec) fail(p210, 0); }
    if (p211 < 0) { out = -1; kn = k196; break L195; }
    var p212;
    p212 = d10(p211);
    if (p212 < 0) { out = -1; kn = k196; break L195; }
    var p213;
    var q214 = p212, r215 = 0, e217 = false, k216 = kn;
    while (q214 < n) {
      var p218;
      L219: {
        var k220 = kn;
        var p221;
        if (q214 < n && (c = s.charCodeAt(q214), c === 58)) { p221 = q214 + 1; if (look === 0 && p221 > far) far = p221; } else { p221 = -1; if (rec) fail(q214, 0); }
        if (p221 < 0) { p218 = -1; kn = k220; break L219; }
        var p222;
        p222 = d11(p221);
        if (p222 < 0) { p218 = -1; kn = k220; break L219; }
        p218 = p222;
      }
      if (p218 < 0) break;
      if (p218 === q214) { e217 = true; break; }
      r215++; q214 = p218;
      if (r215 === 1) break;
    }
    if (rec && q214 >= n && !e217 && r215 < 1) fail(q214, 0);
    if (e217 || r215 >= 0) p213 = q214; else { p213 = -1; kn = k216; }
    if (p213 < 0) { out = -1; kn = k196; break L195; }
    out = p213;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // group-id
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  var q223 = p, r224 = 0, e226 = false;
  while (q223 < n) {
    var p227;
    p227 = d12(q223);
    if (p227 < 0) break;
    if (p227 === q223) { e226 = true; break; }
    r224++; q223 = p227;
  }
  if (rec && q223 >= n && !e226) fail(q223, 17);
  if (e226 || r224 >= 1) out = q223; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // doc-id
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  var q228 = p, r229 = 0, e231 = false;
  while (q228 < n) {
    var p232;
    p232 = d12(q228);
    if (p232 < 0) break;
    if (p232 === q228) { e231 = true; break; }
    r229++; q228 = p232;
  }
  if (rec && q228 >= n && !e231) fail(q228, 17);
  if (e231 || r229 >= 1) out = q228; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // doc-version
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  var q233 = p, r234 = 0, e236 = false;
  while (q233 < n) {
    var p237;
    p237 = d12(q233);
    if (p237 < 0) break;
    if (p237 === q233) { e236 = true; break; }
    r234++; q233 = p237;
  }
  if (rec && q233 >= n && !e236) fail(q233, 17);
  if (e236 || r234 >= 1) out = q233; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // doc-descr
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  var q238 = p, r239 = 0, e241 = false;
  while (q238 < n) {
    var p242;
    p242 = d12(q238);
    if (p242 < 0) break;
    if (p242 === q238) { e241 = true; break; }
    r239++; q238 = p242;
  }
  if (rec && q238 >= n && !e241) fail(q238, 17);
  if (e241 || r239 >= 1) out = q238; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // id-char
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L243: {
    var p244;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p244 = p + 1; if (look === 0 && p244 > far) far = p244; } else { p244 = -1; if (rec) fail(p, 1); }
    if (p244 >= 0) { out = p244; break L243; }
    var p245;
    p245 = d18(p);
    if (p245 >= 0) { out = p245; break L243; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; } }
  return out;
}
function d17(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(17);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; } }
  return out;
}
function d18(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(18);
  L246: {
    var p248;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p248 = p + 1; if (look === 0 && p248 > far) far = p248; } else { p248 = -1; if (rec) fail(p, 35); }
    if (p248 < 0) { out = -1;  break L246; }
    var p249;
    if (p248 < n && (c = s.charCodeAt(p248), c < 128 && T1[c] === 1)) { p249 = p248 + 1; if (look === 0 && p249 > far) far = p249; } else { p249 = -1; if (rec) fail(p248, 4); }
    if (p249 < 0) { out = -1;  break L246; }
    var p250;
    if (p249 < n && (c = s.charCodeAt(p249), c < 128 && T1[c] === 1)) { p250 = p249 + 1; if (look === 0 && p250 > far) far = p250; } else { p250 = -1; if (rec) fail(p249, 4); }
    if (p250 < 0) { out = -1;  break L246; }
    out = p250;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; } }
  return out;
}
function d19(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(19);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 6); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; } }
  return out;
}
/** One pass: how far `input` matches the grammar (apg-js's maxMatched), and where the match ended. */
function run(input, from, to, recording) {
  text = input;
  begin = from;
  size = to;
  K = [];
  kn = 0;
  far = from;
  look = 0;
  nots = 0;
  rec = recording;
  stack = [];
  failures = [];
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
* Re-runs a failed match, recording what apg-js calls maxMatched (`offset`)
* and every terminal that failed there, with the stack of rules it was tried in
* and the rule that had just matched up to that offset (`after`, or -1).
*/
function diagnose(input, from = 0, to = input.length) {
  const located = locate(input, from, to);
  target = located.offset;
  run(input, from, to, true);
  const kept = failures;
  failures = [];
  stack = [];
  return { ...located, failures: kept };
}
module.exports = { locate, diagnose, rules, terminals, sections, ownRules };
