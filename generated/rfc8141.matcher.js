// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc8141.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)

'use strict';
const T0 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T1 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T2 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T3 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T4 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T5 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T6 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T7 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T8 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","rq-components","r-component","q-component","f-component","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const parts = ["NID","NSS","r-component","q-component","f-component"];
const terminals = [{"set":[[35,35]]},{"literal":"urn","caseless":true},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"literal":"?+","caseless":true},{"literal":"?=","caseless":true},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[63,63]]},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]}];
let s = '';
let n = 0;
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
function f0(p) { // namestring
  var c, out;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    var q5 = p3, r6 = 0, e8 = false, k7 = kn;
    while (q5 < n) {
      var p9;
      p9 = f6(q5);
      if (p9 < 0) break;
      if (p9 === q5) { e8 = true; break; }
      r6++; q5 = p9;
      if (r6 === 1) break;
    }
    if (e8 || r6 >= 0) p4 = q5; else { p4 = -1; kn = k7; }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p10;
    var q11 = p4, r12 = 0, e14 = false, k13 = kn;
    while (q11 < n) {
      var p15;
      L16: {
        var k17 = kn;
        var p18;
        if (q11 < n && (c = s.charCodeAt(q11), c === 35)) { p18 = q11 + 1;  } else { p18 = -1;  }
        if (p18 < 0) { p15 = -1; kn = k17; break L16; }
        var p19;
        p19 = f9(p18);
        if (p19 < 0) { p15 = -1; kn = k17; break L16; }
        p15 = p19;
      }
      if (p15 < 0) break;
      if (p15 === q11) { e14 = true; break; }
      r12++; q11 = p15;
      if (r12 === 1) break;
    }
    if (e14 || r12 >= 0) p10 = q11; else { p10 = -1; kn = k13; }
    if (p10 < 0) { out = -1; kn = k2; break L1; }
    out = p10;
  }
  return out;
}
function f1(p) { // assigned-name
  var c, out;
  L20: {
    var k21 = kn;
    var p22;
    if (p + 3 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110) { p22 = p + 3;  } else { p22 = -1;  }
    if (p22 < 0) { out = -1; kn = k21; break L20; }
    var p23;
    if (p22 < n && (c = s.charCodeAt(p22), c === 58)) { p23 = p22 + 1;  } else { p23 = -1;  }
    if (p23 < 0) { out = -1; kn = k21; break L20; }
    var p24;
    p24 = f2(p23);
    if (p24 < 0) { out = -1; kn = k21; break L20; }
    var p25;
    if (p24 < n && (c = s.charCodeAt(p24), c === 58)) { p25 = p24 + 1;  } else { p25 = -1;  }
    if (p25 < 0) { out = -1; kn = k21; break L20; }
    var p26;
    p26 = f5(p25);
    if (p26 < 0) { out = -1; kn = k21; break L20; }
    out = p26;
  }
  return out;
}
function f2(p) { // NID
  var c, out;
  L27: {
    var p29;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p29 = p + 1;  } else { p29 = -1;  }
    if (p29 < 0) { out = -1;  break L27; }
    var p30;
    var q31 = p29, r32 = 0, e34 = false;
    while (q31 < n) {
      var p35;
      L36: {
        var p38;
        if (q31 < n && (c = s.charCodeAt(q31), c < 128 && T1[c] === 1)) { p38 = q31 + 1;  } else { p38 = -1;  }
        if (p38 < 0) { p35 = -1;  break L36; }
        var p39;
        var p40;
        if (p38 < n && (c = s.charCodeAt(p38), c < 128 && T1[c] === 1)) { p40 = p38 + 1;  } else { p40 = -1;  }
        p39 = p40 >= 0 ? p38 : -1;
        if (p39 < 0) { p35 = -1;  break L36; }
        p35 = p39;
      }
      if (p35 < 0) break;
      if (p35 === q31) { e34 = true; break; }
      r32++; q31 = p35;
      if (r32 === 30) break;
    }
    if (e34 || r32 >= 0) p30 = q31; else { p30 = -1;  }
    if (p30 < 0) { out = -1;  break L27; }
    var p42;
    if (p30 < n && (c = s.charCodeAt(p30), c < 128 && T0[c] === 1)) { p42 = p30 + 1;  } else { p42 = -1;  }
    if (p42 < 0) { out = -1;  break L27; }
    out = p42;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // ldh
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f4(p) { // alphanum
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f5(p) { // NSS
  var c, out;
  L43: {
    var p45;
    p45 = f13(p);
    if (p45 < 0) { out = -1;  break L43; }
    var p46;
    var q47 = p45, r48 = 0, e50 = false;
    while (q47 < n) {
      var p51;
      L52: {
        var p53;
        p53 = f13(q47);
        if (p53 >= 0) { p51 = p53; break L52; }
        var p54;
        if (q47 < n && (c = s.charCodeAt(q47), c === 47)) { p54 = q47 + 1;  } else { p54 = -1;  }
        if (p54 >= 0) { p51 = p54; break L52; }
        p51 = -1;
      }
      if (p51 < 0) break;
      if (p51 === q47) { e50 = true; break; }
      r48++; q47 = p51;
    }
    if (e50 || r48 >= 0) p46 = q47; else { p46 = -1;  }
    if (p46 < 0) { out = -1;  break L43; }
    out = p46;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // rq-components
  var c, out;
  L55: {
    var k56 = kn;
    var p57;
    var q58 = p, r59 = 0, e61 = false, k60 = kn;
    while (q58 < n) {
      var p62;
      L63: {
        var k64 = kn;
        var p65;
        if (q58 + 2 <= n && s.charCodeAt(q58) === 63 && s.charCodeAt(q58 + 1) === 43) { p65 = q58 + 2;  } else { p65 = -1;  }
        if (p65 < 0) { p62 = -1; kn = k64; break L63; }
        var p66;
        p66 = f7(p65);
        if (p66 < 0) { p62 = -1; kn = k64; break L63; }
        p62 = p66;
      }
      if (p62 < 0) break;
      if (p62 === q58) { e61 = true; break; }
      r59++; q58 = p62;
      if (r59 === 1) break;
    }
    if (e61 || r59 >= 0) p57 = q58; else { p57 = -1; kn = k60; }
    if (p57 < 0) { out = -1; kn = k56; break L55; }
    var p67;
    var q68 = p57, r69 = 0, e71 = false, k70 = kn;
    while (q68 < n) {
      var p72;
      L73: {
        var k74 = kn;
        var p75;
        if (q68 + 2 <= n && s.charCodeAt(q68) === 63 && s.charCodeAt(q68 + 1) === 61) { p75 = q68 + 2;  } else { p75 = -1;  }
        if (p75 < 0) { p72 = -1; kn = k74; break L73; }
        var p76;
        p76 = f8(p75);
        if (p76 < 0) { p72 = -1; kn = k74; break L73; }
        p72 = p76;
      }
      if (p72 < 0) break;
      if (p72 === q68) { e71 = true; break; }
      r69++; q68 = p72;
      if (r69 === 1) break;
    }
    if (e71 || r69 >= 0) p67 = q68; else { p67 = -1; kn = k70; }
    if (p67 < 0) { out = -1; kn = k56; break L55; }
    out = p67;
  }
  return out;
}
function f7(p) { // r-component
  var c, out;
  L77: {
    var p79;
    p79 = f13(p);
    if (p79 < 0) { out = -1;  break L77; }
    var p80;
    var q81 = p79, r82 = 0, e84 = false;
    while (q81 < n) {
      var p85;
      L86: {
        var p88;
        var p89;
        if (q81 + 2 <= n && s.charCodeAt(q81) === 63 && s.charCodeAt(q81 + 1) === 61) { p89 = q81 + 2;  } else { p89 = -1;  }
        p88 = p89 >= 0 ? -1 : q81;
        if (p88 < 0) { p85 = -1;  break L86; }
        var p91;
        L92: {
          var p93;
          if (p88 < n && (c = s.charCodeAt(p88), c < 128 && T2[c] === 1)) { p93 = p88 + 1;  } else { p93 = -1;  }
          if (p93 >= 0) { p91 = p93; break L92; }
          var p94;
          p94 = f13(p88);
          if (p94 >= 0) { p91 = p94; break L92; }
          p91 = -1;
        }
        if (p91 < 0) { p85 = -1;  break L86; }
        p85 = p91;
      }
      if (p85 < 0) break;
      if (p85 === q81) { e84 = true; break; }
      r82++; q81 = p85;
    }
    if (e84 || r82 >= 0) p80 = q81; else { p80 = -1;  }
    if (p80 < 0) { out = -1;  break L77; }
    out = p80;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // q-component
  var c, out;
  L95: {
    var p97;
    p97 = f13(p);
    if (p97 < 0) { out = -1;  break L95; }
    var p98;
    var q99 = p97, r100 = 0, e102 = false;
    while (q99 < n) {
      var p103;
      L104: {
        var p105;
        if (q99 < n && (c = s.charCodeAt(q99), c < 128 && T2[c] === 1)) { p105 = q99 + 1;  } else { p105 = -1;  }
        if (p105 >= 0) { p103 = p105; break L104; }
        var p106;
        p106 = f13(q99);
        if (p106 >= 0) { p103 = p106; break L104; }
        p103 = -1;
      }
      if (p103 < 0) break;
      if (p103 === q99) { e102 = true; break; }
      r100++; q99 = p103;
    }
    if (e102 || r100 >= 0) p98 = q99; else { p98 = -1;  }
    if (p98 < 0) { out = -1;  break L95; }
    out = p98;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // f-component
  var c, out;
  var q107 = p, r108 = 0, e110 = false;
  while (q107 < n) {
    var p111;
    L112: {
      var p113;
      if (q107 < n && (c = s.charCodeAt(q107), c < 128 && T2[c] === 1)) { p113 = q107 + 1;  } else { p113 = -1;  }
      if (p113 >= 0) { p111 = p113; break L112; }
      var p114;
      p114 = f13(q107);
      if (p114 >= 0) { p111 = p114; break L112; }
      p111 = -1;
    }
    if (p111 < 0) break;
    if (p111 === q107) { e110 = true; break; }
    r108++; q107 = p111;
  }
  if (e110 || r108 >= 0) out = q107; else { out = -1;  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // ALPHA
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f11(p) { // DIGIT
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f12(p) { // HEXDIG
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f13(p) { // pchar
  var c, out;
  L115: {
    var p116;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p116 = p + 1;  } else { p116 = -1;  }
    if (p116 >= 0) { out = p116; break L115; }
    var p117;
    p117 = f15(p);
    if (p117 >= 0) { out = p117; break L115; }
    out = -1;
  }
  return out;
}
function f14(p) { // unreserved
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f15(p) { // pct-encoded
  var c, out;
  L118: {
    var p120;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p120 = p + 1;  } else { p120 = -1;  }
    if (p120 < 0) { out = -1;  break L118; }
    var p121;
    if (p120 < n && (c = s.charCodeAt(p120), c < 128 && T5[c] === 1)) { p121 = p120 + 1;  } else { p121 = -1;  }
    if (p121 < 0) { out = -1;  break L118; }
    var p122;
    if (p121 < n && (c = s.charCodeAt(p121), c < 128 && T5[c] === 1)) { p122 = p121 + 1;  } else { p122 = -1;  }
    if (p122 < 0) { out = -1;  break L118; }
    out = p122;
  }
  return out;
}
function f16(p) { // sub-delims
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function d0(p) { // namestring
  var c, out;
  stack.push(0);
  L123: {
    var k124 = kn;
    var p125;
    p125 = d1(p);
    if (p125 < 0) { out = -1; kn = k124; break L123; }
    var p126;
    var q127 = p125, r128 = 0, e130 = false, k129 = kn;
    while (q127 < n) {
      var p131;
      p131 = d6(q127);
      if (p131 < 0) break;
      if (p131 === q127) { e130 = true; break; }
      r128++; q127 = p131;
      if (r128 === 1) break;
    }
    if (q127 >= n && !e130 && r128 < 1) fail(q127, 16);
    if (e130 || r128 >= 0) p126 = q127; else { p126 = -1; kn = k129; }
    if (p126 < 0) { out = -1; kn = k124; break L123; }
    var p132;
    var q133 = p126, r134 = 0, e136 = false, k135 = kn;
    while (q133 < n) {
      var p137;
      L138: {
        var k139 = kn;
        var p140;
        if (q133 < n && (c = s.charCodeAt(q133), c === 35)) { p140 = q133 + 1; if (look === 0 && p140 > far) far = p140; } else { p140 = -1; fail(q133, 0); }
        if (p140 < 0) { p137 = -1; kn = k139; break L138; }
        var p141;
        p141 = d9(p140);
        if (p141 < 0) { p137 = -1; kn = k139; break L138; }
        p137 = p141;
      }
      if (p137 < 0) break;
      if (p137 === q133) { e136 = true; break; }
      r134++; q133 = p137;
      if (r134 === 1) break;
    }
    if (q133 >= n && !e136 && r134 < 1) fail(q133, 0);
    if (e136 || r134 >= 0) p132 = q133; else { p132 = -1; kn = k135; }
    if (p132 < 0) { out = -1; kn = k124; break L123; }
    out = p132;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; }
  return out;
}
function d1(p) { // assigned-name
  var c, out;
  stack.push(1);
  L142: {
    var k143 = kn;
    var p144;
    if (p + 3 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110) { p144 = p + 3; if (look === 0 && p144 > far) far = p144; } else { p144 = -1; fail(p, 1); }
    if (p144 < 0) { out = -1; kn = k143; break L142; }
    var p145;
    if (p144 < n && (c = s.charCodeAt(p144), c === 58)) { p145 = p144 + 1; if (look === 0 && p145 > far) far = p145; } else { p145 = -1; fail(p144, 2); }
    if (p145 < 0) { out = -1; kn = k143; break L142; }
    var p146;
    p146 = d2(p145);
    if (p146 < 0) { out = -1; kn = k143; break L142; }
    var p147;
    if (p146 < n && (c = s.charCodeAt(p146), c === 58)) { p147 = p146 + 1; if (look === 0 && p147 > far) far = p147; } else { p147 = -1; fail(p146, 2); }
    if (p147 < 0) { out = -1; kn = k143; break L142; }
    var p148;
    p148 = d5(p147);
    if (p148 < 0) { out = -1; kn = k143; break L142; }
    out = p148;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; }
  return out;
}
function d2(p) { // NID
  var c, out;
  stack.push(2);
  L149: {
    var p151;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p151 = p + 1; if (look === 0 && p151 > far) far = p151; } else { p151 = -1; fail(p, 3); }
    if (p151 < 0) { out = -1;  break L149; }
    var p152;
    var q153 = p151, r154 = 0, e156 = false;
    while (q153 < n) {
      var p157;
      L158: {
        var p160;
        if (q153 < n && (c = s.charCodeAt(q153), c < 128 && T1[c] === 1)) { p160 = q153 + 1; if (look === 0 && p160 > far) far = p160; } else { p160 = -1; fail(q153, 4); }
        if (p160 < 0) { p157 = -1;  break L158; }
        var p161;
        var p162;
        look++;
        if (p160 < n && (c = s.charCodeAt(p160), c < 128 && T1[c] === 1)) { p162 = p160 + 1; if (look === 0 && p162 > far) far = p162; } else { p162 = -1; fail(p160, 4); }
        look--;
        p161 = p162 >= 0 ? p160 : -1;
        if (p161 < 0) { p157 = -1;  break L158; }
        p157 = p161;
      }
      if (p157 < 0) break;
      if (p157 === q153) { e156 = true; break; }
      r154++; q153 = p157;
      if (r154 === 30) break;
    }
    if (q153 >= n && !e156 && r154 < 30) fail(q153, 4);
    if (e156 || r154 >= 0) p152 = q153; else { p152 = -1;  }
    if (p152 < 0) { out = -1;  break L149; }
    var p164;
    if (p152 < n && (c = s.charCodeAt(p152), c < 128 && T0[c] === 1)) { p164 = p152 + 1; if (look === 0 && p164 > far) far = p164; } else { p164 = -1; fail(p152, 3); }
    if (p164 < 0) { out = -1;  break L149; }
    out = p164;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d3(p) { // ldh
  var c, out;
  stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 4); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; }
  return out;
}
function d4(p) { // alphanum
  var c, out;
  stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 3); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; }
  return out;
}
function d5(p) { // NSS
  var c, out;
  stack.push(5);
  L165: {
    var p167;
    p167 = d13(p);
    if (p167 < 0) { out = -1;  break L165; }
    var p168;
    var q169 = p167, r170 = 0, e172 = false;
    while (q169 < n) {
      var p173;
      L174: {
        var p175;
        p175 = d13(q169);
        if (p175 >= 0) { p173 = p175; break L174; }
        var p176;
        if (q169 < n && (c = s.charCodeAt(q169), c === 47)) { p176 = q169 + 1; if (look === 0 && p176 > far) far = p176; } else { p176 = -1; fail(q169, 5); }
        if (p176 >= 0) { p173 = p176; break L174; }
        p173 = -1;
      }
      if (p173 < 0) break;
      if (p173 === q169) { e172 = true; break; }
      r170++; q169 = p173;
    }
    if (q169 >= n && !e172) fail(q169, 17);
    if (e172 || r170 >= 0) p168 = q169; else { p168 = -1;  }
    if (p168 < 0) { out = -1;  break L165; }
    out = p168;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d6(p) { // rq-components
  var c, out;
  stack.push(6);
  L177: {
    var k178 = kn;
    var p179;
    var q180 = p, r181 = 0, e183 = false, k182 = kn;
    while (q180 < n) {
      var p184;
      L185: {
        var k186 = kn;
        var p187;
        if (q180 + 2 <= n && s.charCodeAt(q180) === 63 && s.charCodeAt(q180 + 1) === 43) { p187 = q180 + 2; if (look === 0 && p187 > far) far = p187; } else { p187 = -1; fail(q180, 6); }
        if (p187 < 0) { p184 = -1; kn = k186; break L185; }
        var p188;
        p188 = d7(p187);
        if (p188 < 0) { p184 = -1; kn = k186; break L185; }
        p184 = p188;
      }
      if (p184 < 0) break;
      if (p184 === q180) { e183 = true; break; }
      r181++; q180 = p184;
      if (r181 === 1) break;
    }
    if (q180 >= n && !e183 && r181 < 1) fail(q180, 16);
    if (e183 || r181 >= 0) p179 = q180; else { p179 = -1; kn = k182; }
    if (p179 < 0) { out = -1; kn = k178; break L177; }
    var p189;
    var q190 = p179, r191 = 0, e193 = false, k192 = kn;
    while (q190 < n) {
      var p194;
      L195: {
        var k196 = kn;
        var p197;
        if (q190 + 2 <= n && s.charCodeAt(q190) === 63 && s.charCodeAt(q190 + 1) === 61) { p197 = q190 + 2; if (look === 0 && p197 > far) far = p197; } else { p197 = -1; fail(q190, 7); }
        if (p197 < 0) { p194 = -1; kn = k196; break L195; }
        var p198;
        p198 = d8(p197);
        if (p198 < 0) { p194 = -1; kn = k196; break L195; }
        p194 = p198;
      }
      if (p194 < 0) break;
      if (p194 === q190) { e193 = true; break; }
      r191++; q190 = p194;
      if (r191 === 1) break;
    }
    if (q190 >= n && !e193 && r191 < 1) fail(q190, 16);
    if (e193 || r191 >= 0) p189 = q190; else { p189 = -1; kn = k192; }
    if (p189 < 0) { out = -1; kn = k178; break L177; }
    out = p189;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; }
  return out;
}
function d7(p) { // r-component
  var c, out;
  stack.push(7);
  L199: {
    var p201;
    p201 = d13(p);
    if (p201 < 0) { out = -1;  break L199; }
    var p202;
    var q203 = p201, r204 = 0, e206 = false;
    while (q203 < n) {
      var p207;
      L208: {
        var p210;
        var p211;
        look++; nots++;
        if (q203 + 2 <= n && s.charCodeAt(q203) === 63 && s.charCodeAt(q203 + 1) === 61) { p211 = q203 + 2; if (look === 0 && p211 > far) far = p211; } else { p211 = -1; fail(q203, 7); }
        look--; nots--;
        p210 = p211 >= 0 ? -1 : q203;
        if (p210 < 0) { p207 = -1;  break L208; }
        var p213;
        L214: {
          var p215;
          if (p210 < n && (c = s.charCodeAt(p210), c < 128 && T2[c] === 1)) { p215 = p210 + 1; if (look === 0 && p215 > far) far = p215; } else { p215 = -1; fail(p210, 8); }
          if (p215 >= 0) { p213 = p215; break L214; }
          var p216;
          p216 = d13(p210);
          if (p216 >= 0) { p213 = p216; break L214; }
          p213 = -1;
        }
        if (p213 < 0) { p207 = -1;  break L208; }
        p207 = p213;
      }
      if (p207 < 0) break;
      if (p207 === q203) { e206 = true; break; }
      r204++; q203 = p207;
    }
    if (e206 || r204 >= 0) p202 = q203; else { p202 = -1;  }
    if (p202 < 0) { out = -1;  break L199; }
    out = p202;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d8(p) { // q-component
  var c, out;
  stack.push(8);
  L217: {
    var p219;
    p219 = d13(p);
    if (p219 < 0) { out = -1;  break L217; }
    var p220;
    var q221 = p219, r222 = 0, e224 = false;
    while (q221 < n) {
      var p225;
      L226: {
        var p227;
        if (q221 < n && (c = s.charCodeAt(q221), c < 128 && T2[c] === 1)) { p227 = q221 + 1; if (look === 0 && p227 > far) far = p227; } else { p227 = -1; fail(q221, 8); }
        if (p227 >= 0) { p225 = p227; break L226; }
        var p228;
        p228 = d13(q221);
        if (p228 >= 0) { p225 = p228; break L226; }
        p225 = -1;
      }
      if (p225 < 0) break;
      if (p225 === q221) { e224 = true; break; }
      r222++; q221 = p225;
    }
    if (q221 >= n && !e224) fail(q221, 18);
    if (e224 || r222 >= 0) p220 = q221; else { p220 = -1;  }
    if (p220 < 0) { out = -1;  break L217; }
    out = p220;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d9(p) { // f-component
  var c, out;
  stack.push(9);
  var q229 = p, r230 = 0, e232 = false;
  while (q229 < n) {
    var p233;
    L234: {
      var p235;
      if (q229 < n && (c = s.charCodeAt(q229), c < 128 && T2[c] === 1)) { p235 = q229 + 1; if (look === 0 && p235 > far) far = p235; } else { p235 = -1; fail(q229, 8); }
      if (p235 >= 0) { p233 = p235; break L234; }
      var p236;
      p236 = d13(q229);
      if (p236 >= 0) { p233 = p236; break L234; }
      p233 = -1;
    }
    if (p233 < 0) break;
    if (p233 === q229) { e232 = true; break; }
    r230++; q229 = p233;
  }
  if (q229 >= n && !e232) fail(q229, 18);
  if (e232 || r230 >= 0) out = q229; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d10(p) { // ALPHA
  var c, out;
  stack.push(10);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 9); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; }
  return out;
}
function d11(p) { // DIGIT
  var c, out;
  stack.push(11);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 10); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; }
  return out;
}
function d12(p) { // HEXDIG
  var c, out;
  stack.push(12);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 11); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; }
  return out;
}
function d13(p) { // pchar
  var c, out;
  stack.push(13);
  L237: {
    var p238;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p238 = p + 1; if (look === 0 && p238 > far) far = p238; } else { p238 = -1; fail(p, 12); }
    if (p238 >= 0) { out = p238; break L237; }
    var p239;
    p239 = d15(p);
    if (p239 >= 0) { out = p239; break L237; }
    out = -1;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; }
  return out;
}
function d14(p) { // unreserved
  var c, out;
  stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 13); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; }
  return out;
}
function d15(p) { // pct-encoded
  var c, out;
  stack.push(15);
  L240: {
    var p242;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p242 = p + 1; if (look === 0 && p242 > far) far = p242; } else { p242 = -1; fail(p, 14); }
    if (p242 < 0) { out = -1;  break L240; }
    var p243;
    if (p242 < n && (c = s.charCodeAt(p242), c < 128 && T5[c] === 1)) { p243 = p242 + 1; if (look === 0 && p243 > far) far = p243; } else { p243 = -1; fail(p242, 11); }
    if (p243 < 0) { out = -1;  break L240; }
    var p244;
    if (p243 < n && (c = s.charCodeAt(p243), c < 128 && T5[c] === 1)) { p244 = p243 + 1; if (look === 0 && p244 > far) far = p244; } else { p244 = -1; fail(p243, 11); }
    if (p244 < 0) { out = -1;  break L240; }
    out = p244;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; }
  return out;
}
function d16(p) { // sub-delims
  var c, out;
  stack.push(16);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 15); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; }
  return out;
}
/**
* Matches the whole of `input` against rule namestring. On success returns the
* number of entries written to `caps`: triples (part index, start, end), one
* per matched @parts rule, innermost first. On failure returns -1.
*/
function match(input, caps) {
  s = input;
  n = input.length;
  K = caps;
  kn = 0;
  const end = f0(0);
  s = '';
  return end === n ? kn : -1;
}
/**
* Re-runs a failed match, recording what apg-js calls maxMatched (`offset`)
* and every terminal that failed there, with the stack of rules it was tried in
* and the rule that had just matched up to that offset (`after`, or -1).
*/
function diagnose(input) {
  s = input;
  n = input.length;
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
  s = '';
  const at = failures.filter((f) => f.at === far);
  failures = [];
  return { ok: end === n, offset: far, matched: end, endExpected: end >= 0 && end === far && end < n, failures: at };
}
module.exports = { match, diagnose, rules, parts, terminals };
