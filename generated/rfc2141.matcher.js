// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)

'use strict';
function table(size, ascii) {
  const t = new Uint8Array(size);
  t.set(ascii);
  return t;
}
const T0 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T1 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T2 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T3 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T4 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T5 = table(65536, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,1,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T6 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T7 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,0,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,1,1,0,1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T8 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T9 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T10 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T11 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T12 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const rules = ["URN","NID","let-num-hyp","let-num","upper","lower","number","NSS","URN-chars","trans","hex","other","reserved","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const parts = ["NID","NSS"];
const terminals = [{"literal":"urn:","caseless":true},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90]]},{"set":[[97,122]]},{"set":[[48,57]]},{"set":[[33,33],[35,37],[39,59],[61,61],[63,90],[95,95],[97,122]]},{"set":[[37,37]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[39,46],[58,59],[61,61],[64,64],[95,95]]},{"set":[[35,35],[37,37],[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]}];
let text = '';
let size = 0;
let K = [];
let kn = 0;
let far = 0;
let look = 0;
let nots = 0;
let stack = [];
let failures = [];
let prunedAt = 0;
let lastRule = -1;
let lastEnd = -1;
function fail(at, terminal) {
  if (nots !== 0 || at < far) return;
  if (far > prunedAt) {
    failures = failures.filter((f) => f.at >= far);
    prunedAt = far;
  }
  failures.push({ at, terminal, stack: stack.slice(), after: lastEnd === at ? lastRule : -1 });
}
function f0(p) { // URN
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    if (p + 4 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110 && s.charCodeAt(p + 3) === 58) { p3 = p + 4;  } else { p3 = -1;  }
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    p4 = f1(p3);
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    if (p4 < n && (c = s.charCodeAt(p4), c === 58)) { p5 = p4 + 1;  } else { p5 = -1;  }
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    p6 = f7(p5);
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    out = p6;
  }
  return out;
}
function f1(p) { // NID
  var c, out, s = text, n = size;
  L7: {
    var p9;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p9 = p + 1;  } else { p9 = -1;  }
    if (p9 < 0) { out = -1;  break L7; }
    var p10;
    var q11 = p9, r12 = 0, e14 = false;
    while (q11 < n) {
      var p15;
      var q16 = q11, r17 = 0, e19 = false;
      while (q16 < n) {
        if ((c = s.charCodeAt(q16), c < 128 && T1[c] === 1)) { q16++; r17++; if (r17 === 31) break; continue; }
        var p20;
        if (q16 < n && (c = s.charCodeAt(q16), c < 128 && T1[c] === 1)) { p20 = q16 + 1;  } else { p20 = -1;  }
        if (p20 < 0) break;
        if (p20 === q16) { e19 = true; break; }
        r17++; q16 = p20;
        if (r17 === 31) break;
      }
      if (e19 || r17 >= 1) p15 = q16; else { p15 = -1;  }
      if (p15 < 0) break;
      if (p15 === q11) { e14 = true; break; }
      r12++; q11 = p15;
      if (r12 === 1) break;
    }
    if (e14 || r12 >= 0) p10 = q11; else { p10 = -1;  }
    if (p10 < 0) { out = -1;  break L7; }
    out = p10;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // let-num-hyp
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f3(p) { // let-num
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f4(p) { // upper
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f5(p) { // lower
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f6(p) { // number
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f7(p) { // NSS
  var c, out, s = text, n = size;
  var q21 = p, r22 = 0, e24 = false;
  while (q21 < n) {
    if ((c = s.charCodeAt(q21), c < 128 && T5[c] === 1)) { var k23z = q21; do q21++; while (q21 < n && (c = s.charCodeAt(q21), T5[c] === 1)); r22 += q21 - k23z; continue; }
    var p25;
    p25 = f8(q21);
    if (p25 < 0) break;
    if (p25 === q21) { e24 = true; break; }
    r22++; q21 = p25;
  }
  if (e24 || r22 >= 1) out = q21; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // URN-chars
  var c, out, s = text, n = size;
  L26: {
    var p27;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p27 = p + 1;  } else { p27 = -1;  }
    if (p27 >= 0) { out = p27; break L26; }
    var p28;
    L29: {
      var p31;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p31 = p + 1;  } else { p31 = -1;  }
      if (p31 < 0) { p28 = -1;  break L29; }
      var p32;
      if (p31 < n && (c = s.charCodeAt(p31), c < 128 && T6[c] === 1)) { p32 = p31 + 1;  } else { p32 = -1;  }
      if (p32 < 0) { p28 = -1;  break L29; }
      var p33;
      if (p32 < n && (c = s.charCodeAt(p32), c < 128 && T6[c] === 1)) { p33 = p32 + 1;  } else { p33 = -1;  }
      if (p33 < 0) { p28 = -1;  break L29; }
      p28 = p33;
    }
    if (p28 >= 0) { out = p28; break L26; }
    out = -1;
  }
  return out;
}
function f9(p) { // trans
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f10(p) { // hex
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f11(p) { // other
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f12(p) { // reserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f13(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f14(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f15(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f16(p) { // pchar
  var c, out, s = text, n = size;
  L34: {
    var p35;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p35 = p + 1;  } else { p35 = -1;  }
    if (p35 >= 0) { out = p35; break L34; }
    var p36;
    p36 = f18(p);
    if (p36 >= 0) { out = p36; break L34; }
    out = -1;
  }
  return out;
}
function f17(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T11[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f18(p) { // pct-encoded
  var c, out, s = text, n = size;
  L37: {
    var p39;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p39 = p + 1;  } else { p39 = -1;  }
    if (p39 < 0) { out = -1;  break L37; }
    var p40;
    if (p39 < n && (c = s.charCodeAt(p39), c < 128 && T6[c] === 1)) { p40 = p39 + 1;  } else { p40 = -1;  }
    if (p40 < 0) { out = -1;  break L37; }
    var p41;
    if (p40 < n && (c = s.charCodeAt(p40), c < 128 && T6[c] === 1)) { p41 = p40 + 1;  } else { p41 = -1;  }
    if (p41 < 0) { out = -1;  break L37; }
    out = p41;
  }
  return out;
}
function f19(p) { // sub-delims
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T12[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function d0(p) { // URN
  var c, out, s = text, n = size;
  stack.push(0);
  L42: {
    var k43 = kn;
    var p44;
    if (p + 4 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110 && s.charCodeAt(p + 3) === 58) { p44 = p + 4; if (look === 0 && p44 > far) far = p44; } else { p44 = -1; fail(p, 0); }
    if (p44 < 0) { out = -1; kn = k43; break L42; }
    var p45;
    p45 = d1(p44);
    if (p45 < 0) { out = -1; kn = k43; break L42; }
    var p46;
    if (p45 < n && (c = s.charCodeAt(p45), c === 58)) { p46 = p45 + 1; if (look === 0 && p46 > far) far = p46; } else { p46 = -1; fail(p45, 1); }
    if (p46 < 0) { out = -1; kn = k43; break L42; }
    var p47;
    p47 = d7(p46);
    if (p47 < 0) { out = -1; kn = k43; break L42; }
    out = p47;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; }
  return out;
}
function d1(p) { // NID
  var c, out, s = text, n = size;
  stack.push(1);
  L48: {
    var p50;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p50 = p + 1; if (look === 0 && p50 > far) far = p50; } else { p50 = -1; fail(p, 2); }
    if (p50 < 0) { out = -1;  break L48; }
    var p51;
    var q52 = p50, r53 = 0, e55 = false;
    while (q52 < n) {
      var p56;
      var q57 = q52, r58 = 0, e60 = false;
      while (q57 < n) {
        var p61;
        if (q57 < n && (c = s.charCodeAt(q57), c < 128 && T1[c] === 1)) { p61 = q57 + 1; if (look === 0 && p61 > far) far = p61; } else { p61 = -1; fail(q57, 3); }
        if (p61 < 0) break;
        if (p61 === q57) { e60 = true; break; }
        r58++; q57 = p61;
        if (r58 === 31) break;
      }
      if (q57 >= n && !e60 && r58 < 31) fail(q57, 3);
      if (e60 || r58 >= 1) p56 = q57; else { p56 = -1;  }
      if (p56 < 0) break;
      if (p56 === q52) { e55 = true; break; }
      r53++; q52 = p56;
      if (r53 === 1) break;
    }
    if (q52 >= n && !e55 && r53 < 1) fail(q52, 3);
    if (e55 || r53 >= 0) p51 = q52; else { p51 = -1;  }
    if (p51 < 0) { out = -1;  break L48; }
    out = p51;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d2(p) { // let-num-hyp
  var c, out, s = text, n = size;
  stack.push(2);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 3); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; }
  return out;
}
function d3(p) { // let-num
  var c, out, s = text, n = size;
  stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 2); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; }
  return out;
}
function d4(p) { // upper
  var c, out, s = text, n = size;
  stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 4); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; }
  return out;
}
function d5(p) { // lower
  var c, out, s = text, n = size;
  stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 5); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; }
  return out;
}
function d6(p) { // number
  var c, out, s = text, n = size;
  stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 6); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; }
  return out;
}
function d7(p) { // NSS
  var c, out, s = text, n = size;
  stack.push(7);
  var q62 = p, r63 = 0, e65 = false;
  while (q62 < n) {
    var p66;
    p66 = d8(q62);
    if (p66 < 0) break;
    if (p66 === q62) { e65 = true; break; }
    r63++; q62 = p66;
  }
  if (q62 >= n && !e65) fail(q62, 7);
  if (e65 || r63 >= 1) out = q62; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d8(p) { // URN-chars
  var c, out, s = text, n = size;
  stack.push(8);
  L67: {
    var p68;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p68 = p + 1; if (look === 0 && p68 > far) far = p68; } else { p68 = -1; fail(p, 7); }
    if (p68 >= 0) { out = p68; break L67; }
    var p69;
    L70: {
      var p72;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p72 = p + 1; if (look === 0 && p72 > far) far = p72; } else { p72 = -1; fail(p, 8); }
      if (p72 < 0) { p69 = -1;  break L70; }
      var p73;
      if (p72 < n && (c = s.charCodeAt(p72), c < 128 && T6[c] === 1)) { p73 = p72 + 1; if (look === 0 && p73 > far) far = p73; } else { p73 = -1; fail(p72, 9); }
      if (p73 < 0) { p69 = -1;  break L70; }
      var p74;
      if (p73 < n && (c = s.charCodeAt(p73), c < 128 && T6[c] === 1)) { p74 = p73 + 1; if (look === 0 && p74 > far) far = p74; } else { p74 = -1; fail(p73, 9); }
      if (p74 < 0) { p69 = -1;  break L70; }
      p69 = p74;
    }
    if (p69 >= 0) { out = p69; break L67; }
    out = -1;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; }
  return out;
}
function d9(p) { // trans
  var c, out, s = text, n = size;
  stack.push(9);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 7); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; }
  return out;
}
function d10(p) { // hex
  var c, out, s = text, n = size;
  stack.push(10);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 9); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; }
  return out;
}
function d11(p) { // other
  var c, out, s = text, n = size;
  stack.push(11);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 10); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; }
  return out;
}
function d12(p) { // reserved
  var c, out, s = text, n = size;
  stack.push(12);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 11); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; }
  return out;
}
function d13(p) { // ALPHA
  var c, out, s = text, n = size;
  stack.push(13);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 12); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; }
  return out;
}
function d14(p) { // DIGIT
  var c, out, s = text, n = size;
  stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 6); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; }
  return out;
}
function d15(p) { // HEXDIG
  var c, out, s = text, n = size;
  stack.push(15);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 9); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; }
  return out;
}
function d16(p) { // pchar
  var c, out, s = text, n = size;
  stack.push(16);
  L75: {
    var p76;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p76 = p + 1; if (look === 0 && p76 > far) far = p76; } else { p76 = -1; fail(p, 13); }
    if (p76 >= 0) { out = p76; break L75; }
    var p77;
    p77 = d18(p);
    if (p77 >= 0) { out = p77; break L75; }
    out = -1;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; }
  return out;
}
function d17(p) { // unreserved
  var c, out, s = text, n = size;
  stack.push(17);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T11[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 14); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; }
  return out;
}
function d18(p) { // pct-encoded
  var c, out, s = text, n = size;
  stack.push(18);
  L78: {
    var p80;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p80 = p + 1; if (look === 0 && p80 > far) far = p80; } else { p80 = -1; fail(p, 8); }
    if (p80 < 0) { out = -1;  break L78; }
    var p81;
    if (p80 < n && (c = s.charCodeAt(p80), c < 128 && T6[c] === 1)) { p81 = p80 + 1; if (look === 0 && p81 > far) far = p81; } else { p81 = -1; fail(p80, 9); }
    if (p81 < 0) { out = -1;  break L78; }
    var p82;
    if (p81 < n && (c = s.charCodeAt(p81), c < 128 && T6[c] === 1)) { p82 = p81 + 1; if (look === 0 && p82 > far) far = p82; } else { p82 = -1; fail(p81, 9); }
    if (p82 < 0) { out = -1;  break L78; }
    out = p82;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; }
  return out;
}
function d19(p) { // sub-delims
  var c, out, s = text, n = size;
  stack.push(19);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T12[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 15); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; }
  return out;
}
/**
* Matches the whole of `input` against rule URN. On success returns the
* number of entries written to `caps`: triples (part index, start, end), one
* per matched @parts rule, innermost first. On failure returns -1.
*/
function match(input, caps) {
  text = input;
  size = input.length;
  K = caps;
  kn = 0;
  const end = f0(0);
  text = '';
  return end === size ? kn : -1;
}
/**
* Re-runs a failed match, recording what apg-js calls maxMatched (`offset`)
* and every terminal that failed there, with the stack of rules it was tried in
* and the rule that had just matched up to that offset (`after`, or -1).
*/
function diagnose(input) {
  text = input;
  size = input.length;
  K = [];
  kn = 0;
  far = 0;
  look = 0;
  nots = 0;
  stack = [];
  failures = [];
  prunedAt = 0;
  lastRule = -1;
  lastEnd = -1;
  const end = d0(0);
  text = '';
  const at = failures.filter((f) => f.at === far);
  failures = [];
  return { ok: end === size, offset: far, matched: end, endExpected: end >= 0 && end === far && end < size, failures: at };
}
module.exports = { match, diagnose, rules, parts, terminals };
