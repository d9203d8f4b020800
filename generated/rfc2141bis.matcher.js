// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141bis.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)

'use strict';
const T0 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T1 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T2 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T3 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T4 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,0,1,1,1,1,1,1,0,0,1,0,0,0,0,0,0,0,0,0,0,1,1,0,1,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T5 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T6 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T7 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T8 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T9 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T10 = new Uint8Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const rules = ["URI","scheme","urn-path","NID","let-dig","ldh","NSS","query","urn-query","directive","keywd","value","v-pchar","v-subdels","fragment","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const parts = ["NID","NSS","query","fragment","directive","keywd","value"];
const terminals = [{"set":[[58,58]]},{"set":[[63,63]]},{"set":[[35,35]]},{"literal":"urn","caseless":true},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[38,38]]},{"set":[[61,61]]},{"set":[[65,90],[97,122]]},{"set":[[45,45]]},{"set":[[33,33],[36,36],[39,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[39,44],[47,47],[58,59],[61,61],[63,64]]},{"set":[[47,47],[63,63]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,37],[39,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]}];
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
function f0(p) { // URI
  var c, out;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    if (p3 < n && (c = s.charCodeAt(p3), c === 58)) { p4 = p3 + 1;  } else { p4 = -1;  }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f2(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    var p6;
    var q7 = p5, r8 = 0, e10 = false, k9 = kn;
    while (q7 < n) {
      var p11;
      L12: {
        var k13 = kn;
        var p14;
        if (q7 < n && (c = s.charCodeAt(q7), c === 63)) { p14 = q7 + 1;  } else { p14 = -1;  }
        if (p14 < 0) { p11 = -1; kn = k13; break L12; }
        var p15;
        p15 = f7(p14);
        if (p15 < 0) { p11 = -1; kn = k13; break L12; }
        p11 = p15;
      }
      if (p11 < 0) break;
      if (p11 === q7) { e10 = true; break; }
      r8++; q7 = p11;
      if (r8 === 1) break;
    }
    if (e10 || r8 >= 0) p6 = q7; else { p6 = -1; kn = k9; }
    if (p6 < 0) { out = -1; kn = k2; break L1; }
    var p16;
    var q17 = p6, r18 = 0, e20 = false, k19 = kn;
    while (q17 < n) {
      var p21;
      L22: {
        var k23 = kn;
        var p24;
        if (q17 < n && (c = s.charCodeAt(q17), c === 35)) { p24 = q17 + 1;  } else { p24 = -1;  }
        if (p24 < 0) { p21 = -1; kn = k23; break L22; }
        var p25;
        p25 = f14(p24);
        if (p25 < 0) { p21 = -1; kn = k23; break L22; }
        p21 = p25;
      }
      if (p21 < 0) break;
      if (p21 === q17) { e20 = true; break; }
      r18++; q17 = p21;
      if (r18 === 1) break;
    }
    if (e20 || r18 >= 0) p16 = q17; else { p16 = -1; kn = k19; }
    if (p16 < 0) { out = -1; kn = k2; break L1; }
    out = p16;
  }
  return out;
}
function f1(p) { // scheme
  var c, out;
  if (p + 3 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110) { out = p + 3;  } else { out = -1;  }
  return out;
}
function f2(p) { // urn-path
  var c, out;
  L26: {
    var k27 = kn;
    var p28;
    p28 = f3(p);
    if (p28 < 0) { out = -1; kn = k27; break L26; }
    var p29;
    if (p28 < n && (c = s.charCodeAt(p28), c === 58)) { p29 = p28 + 1;  } else { p29 = -1;  }
    if (p29 < 0) { out = -1; kn = k27; break L26; }
    var p30;
    p30 = f6(p29);
    if (p30 < 0) { out = -1; kn = k27; break L26; }
    out = p30;
  }
  return out;
}
function f3(p) { // NID
  var c, out;
  L31: {
    var p33;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p33 = p + 1;  } else { p33 = -1;  }
    if (p33 < 0) { out = -1;  break L31; }
    var p34;
    var q35 = p33, r36 = 0, e38 = false;
    while (q35 < n) {
      var p39;
      L40: {
        var p42;
        if (q35 < n && (c = s.charCodeAt(q35), c < 128 && T1[c] === 1)) { p42 = q35 + 1;  } else { p42 = -1;  }
        if (p42 < 0) { p39 = -1;  break L40; }
        var p43;
        var p44;
        if (p42 < n && (c = s.charCodeAt(p42), c < 128 && T1[c] === 1)) { p44 = p42 + 1;  } else { p44 = -1;  }
        p43 = p44 >= 0 ? p42 : -1;
        if (p43 < 0) { p39 = -1;  break L40; }
        p39 = p43;
      }
      if (p39 < 0) break;
      if (p39 === q35) { e38 = true; break; }
      r36++; q35 = p39;
      if (r36 === 30) break;
    }
    if (e38 || r36 >= 0) p34 = q35; else { p34 = -1;  }
    if (p34 < 0) { out = -1;  break L31; }
    var p46;
    if (p34 < n && (c = s.charCodeAt(p34), c < 128 && T0[c] === 1)) { p46 = p34 + 1;  } else { p46 = -1;  }
    if (p46 < 0) { out = -1;  break L31; }
    out = p46;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // let-dig
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f5(p) { // ldh
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f6(p) { // NSS
  var c, out;
  var q47 = p, r48 = 0, e50 = false;
  while (q47 < n) {
    var p51;
    p51 = f18(q47);
    if (p51 < 0) break;
    if (p51 === q47) { e50 = true; break; }
    r48++; q47 = p51;
  }
  if (e50 || r48 >= 1) out = q47; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // query
  var c, out;
  out = f8(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // urn-query
  var c, out;
  L52: {
    var k53 = kn;
    var p54;
    p54 = f9(p);
    if (p54 < 0) { out = -1; kn = k53; break L52; }
    var p55;
    var q56 = p54, r57 = 0, e59 = false, k58 = kn;
    while (q56 < n) {
      var p60;
      L61: {
        var k62 = kn;
        var p63;
        if (q56 < n && (c = s.charCodeAt(q56), c === 38)) { p63 = q56 + 1;  } else { p63 = -1;  }
        if (p63 < 0) { p60 = -1; kn = k62; break L61; }
        var p64;
        p64 = f9(p63);
        if (p64 < 0) { p60 = -1; kn = k62; break L61; }
        p60 = p64;
      }
      if (p60 < 0) break;
      if (p60 === q56) { e59 = true; break; }
      r57++; q56 = p60;
    }
    if (e59 || r57 >= 0) p55 = q56; else { p55 = -1; kn = k58; }
    if (p55 < 0) { out = -1; kn = k53; break L52; }
    out = p55;
  }
  return out;
}
function f9(p) { // directive
  var c, out;
  L65: {
    var k66 = kn;
    var p67;
    p67 = f10(p);
    if (p67 < 0) { out = -1; kn = k66; break L65; }
    var p68;
    if (p67 < n && (c = s.charCodeAt(p67), c === 61)) { p68 = p67 + 1;  } else { p68 = -1;  }
    if (p68 < 0) { out = -1; kn = k66; break L65; }
    var p69;
    p69 = f11(p68);
    if (p69 < 0) { out = -1; kn = k66; break L65; }
    out = p69;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // keywd
  var c, out;
  L70: {
    var p72;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p72 = p + 1;  } else { p72 = -1;  }
    if (p72 < 0) { out = -1;  break L70; }
    var p73;
    var q74 = p72, r75 = 0, e77 = false;
    while (q74 < n) {
      var p78;
      L79: {
        var p81;
        var q82 = q74, r83 = 0, e85 = false;
        while (q82 < n) {
          var p86;
          if (q82 < n && (c = s.charCodeAt(q82), c === 45)) { p86 = q82 + 1;  } else { p86 = -1;  }
          if (p86 < 0) break;
          if (p86 === q82) { e85 = true; break; }
          r83++; q82 = p86;
          if (r83 === 1) break;
        }
        if (e85 || r83 >= 0) p81 = q82; else { p81 = -1;  }
        if (p81 < 0) { p78 = -1;  break L79; }
        var p87;
        if (p81 < n && (c = s.charCodeAt(p81), c < 128 && T0[c] === 1)) { p87 = p81 + 1;  } else { p87 = -1;  }
        if (p87 < 0) { p78 = -1;  break L79; }
        p78 = p87;
      }
      if (p78 < 0) break;
      if (p78 === q74) { e77 = true; break; }
      r75++; q74 = p78;
    }
    if (e77 || r75 >= 0) p73 = q74; else { p73 = -1;  }
    if (p73 < 0) { out = -1;  break L70; }
    out = p73;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // value
  var c, out;
  var q88 = p, r89 = 0, e91 = false;
  while (q88 < n) {
    var p92;
    p92 = f12(q88);
    if (p92 < 0) break;
    if (p92 === q88) { e91 = true; break; }
    r89++; q88 = p92;
  }
  if (e91 || r89 >= 0) out = q88; else { out = -1;  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // v-pchar
  var c, out;
  L93: {
    var p94;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p94 = p + 1;  } else { p94 = -1;  }
    if (p94 >= 0) { out = p94; break L93; }
    var p95;
    p95 = f20(p);
    if (p95 >= 0) { out = p95; break L93; }
    out = -1;
  }
  return out;
}
function f13(p) { // v-subdels
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f14(p) { // fragment
  var c, out;
  var q96 = p, r97 = 0, e99 = false;
  while (q96 < n) {
    var p100;
    L101: {
      var p102;
      if (q96 < n && (c = s.charCodeAt(q96), c < 128 && T5[c] === 1)) { p102 = q96 + 1;  } else { p102 = -1;  }
      if (p102 >= 0) { p100 = p102; break L101; }
      var p103;
      p103 = f18(q96);
      if (p103 >= 0) { p100 = p103; break L101; }
      p100 = -1;
    }
    if (p100 < 0) break;
    if (p100 === q96) { e99 = true; break; }
    r97++; q96 = p100;
  }
  if (e99 || r97 >= 0) out = q96; else { out = -1;  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // ALPHA
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f16(p) { // DIGIT
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f17(p) { // HEXDIG
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f18(p) { // pchar
  var c, out;
  L104: {
    var p105;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p105 = p + 1;  } else { p105 = -1;  }
    if (p105 >= 0) { out = p105; break L104; }
    var p106;
    p106 = f20(p);
    if (p106 >= 0) { out = p106; break L104; }
    out = -1;
  }
  return out;
}
function f19(p) { // unreserved
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f20(p) { // pct-encoded
  var c, out;
  L107: {
    var p109;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p109 = p + 1;  } else { p109 = -1;  }
    if (p109 < 0) { out = -1;  break L107; }
    var p110;
    if (p109 < n && (c = s.charCodeAt(p109), c < 128 && T7[c] === 1)) { p110 = p109 + 1;  } else { p110 = -1;  }
    if (p110 < 0) { out = -1;  break L107; }
    var p111;
    if (p110 < n && (c = s.charCodeAt(p110), c < 128 && T7[c] === 1)) { p111 = p110 + 1;  } else { p111 = -1;  }
    if (p111 < 0) { out = -1;  break L107; }
    out = p111;
  }
  return out;
}
function f21(p) { // sub-delims
  var c, out;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function d0(p) { // URI
  var c, out;
  stack.push(0);
  L112: {
    var k113 = kn;
    var p114;
    p114 = d1(p);
    if (p114 < 0) { out = -1; kn = k113; break L112; }
    var p115;
    if (p114 < n && (c = s.charCodeAt(p114), c === 58)) { p115 = p114 + 1; if (look === 0 && p115 > far) far = p115; } else { p115 = -1; fail(p114, 0); }
    if (p115 < 0) { out = -1; kn = k113; break L112; }
    var p116;
    p116 = d2(p115);
    if (p116 < 0) { out = -1; kn = k113; break L112; }
    var p117;
    var q118 = p116, r119 = 0, e121 = false, k120 = kn;
    while (q118 < n) {
      var p122;
      L123: {
        var k124 = kn;
        var p125;
        if (q118 < n && (c = s.charCodeAt(q118), c === 63)) { p125 = q118 + 1; if (look === 0 && p125 > far) far = p125; } else { p125 = -1; fail(q118, 1); }
        if (p125 < 0) { p122 = -1; kn = k124; break L123; }
        var p126;
        p126 = d7(p125);
        if (p126 < 0) { p122 = -1; kn = k124; break L123; }
        p122 = p126;
      }
      if (p122 < 0) break;
      if (p122 === q118) { e121 = true; break; }
      r119++; q118 = p122;
      if (r119 === 1) break;
    }
    if (q118 >= n && !e121 && r119 < 1) fail(q118, 1);
    if (e121 || r119 >= 0) p117 = q118; else { p117 = -1; kn = k120; }
    if (p117 < 0) { out = -1; kn = k113; break L112; }
    var p127;
    var q128 = p117, r129 = 0, e131 = false, k130 = kn;
    while (q128 < n) {
      var p132;
      L133: {
        var k134 = kn;
        var p135;
        if (q128 < n && (c = s.charCodeAt(q128), c === 35)) { p135 = q128 + 1; if (look === 0 && p135 > far) far = p135; } else { p135 = -1; fail(q128, 2); }
        if (p135 < 0) { p132 = -1; kn = k134; break L133; }
        var p136;
        p136 = d14(p135);
        if (p136 < 0) { p132 = -1; kn = k134; break L133; }
        p132 = p136;
      }
      if (p132 < 0) break;
      if (p132 === q128) { e131 = true; break; }
      r129++; q128 = p132;
      if (r129 === 1) break;
    }
    if (q128 >= n && !e131 && r129 < 1) fail(q128, 2);
    if (e131 || r129 >= 0) p127 = q128; else { p127 = -1; kn = k130; }
    if (p127 < 0) { out = -1; kn = k113; break L112; }
    out = p127;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; }
  return out;
}
function d1(p) { // scheme
  var c, out;
  stack.push(1);
  if (p + 3 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110) { out = p + 3; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 3); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; }
  return out;
}
function d2(p) { // urn-path
  var c, out;
  stack.push(2);
  L137: {
    var k138 = kn;
    var p139;
    p139 = d3(p);
    if (p139 < 0) { out = -1; kn = k138; break L137; }
    var p140;
    if (p139 < n && (c = s.charCodeAt(p139), c === 58)) { p140 = p139 + 1; if (look === 0 && p140 > far) far = p140; } else { p140 = -1; fail(p139, 0); }
    if (p140 < 0) { out = -1; kn = k138; break L137; }
    var p141;
    p141 = d6(p140);
    if (p141 < 0) { out = -1; kn = k138; break L137; }
    out = p141;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; }
  return out;
}
function d3(p) { // NID
  var c, out;
  stack.push(3);
  L142: {
    var p144;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p144 = p + 1; if (look === 0 && p144 > far) far = p144; } else { p144 = -1; fail(p, 4); }
    if (p144 < 0) { out = -1;  break L142; }
    var p145;
    var q146 = p144, r147 = 0, e149 = false;
    while (q146 < n) {
      var p150;
      L151: {
        var p153;
        if (q146 < n && (c = s.charCodeAt(q146), c < 128 && T1[c] === 1)) { p153 = q146 + 1; if (look === 0 && p153 > far) far = p153; } else { p153 = -1; fail(q146, 5); }
        if (p153 < 0) { p150 = -1;  break L151; }
        var p154;
        var p155;
        look++;
        if (p153 < n && (c = s.charCodeAt(p153), c < 128 && T1[c] === 1)) { p155 = p153 + 1; if (look === 0 && p155 > far) far = p155; } else { p155 = -1; fail(p153, 5); }
        look--;
        p154 = p155 >= 0 ? p153 : -1;
        if (p154 < 0) { p150 = -1;  break L151; }
        p150 = p154;
      }
      if (p150 < 0) break;
      if (p150 === q146) { e149 = true; break; }
      r147++; q146 = p150;
      if (r147 === 30) break;
    }
    if (q146 >= n && !e149 && r147 < 30) fail(q146, 5);
    if (e149 || r147 >= 0) p145 = q146; else { p145 = -1;  }
    if (p145 < 0) { out = -1;  break L142; }
    var p157;
    if (p145 < n && (c = s.charCodeAt(p145), c < 128 && T0[c] === 1)) { p157 = p145 + 1; if (look === 0 && p157 > far) far = p157; } else { p157 = -1; fail(p145, 4); }
    if (p157 < 0) { out = -1;  break L142; }
    out = p157;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d4(p) { // let-dig
  var c, out;
  stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 4); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; }
  return out;
}
function d5(p) { // ldh
  var c, out;
  stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 5); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; }
  return out;
}
function d6(p) { // NSS
  var c, out;
  stack.push(6);
  var q158 = p, r159 = 0, e161 = false;
  while (q158 < n) {
    var p162;
    p162 = d18(q158);
    if (p162 < 0) break;
    if (p162 === q158) { e161 = true; break; }
    r159++; q158 = p162;
  }
  if (q158 >= n && !e161) fail(q158, 19);
  if (e161 || r159 >= 1) out = q158; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d7(p) { // query
  var c, out;
  stack.push(7);
  out = d8(p);
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d8(p) { // urn-query
  var c, out;
  stack.push(8);
  L163: {
    var k164 = kn;
    var p165;
    p165 = d9(p);
    if (p165 < 0) { out = -1; kn = k164; break L163; }
    var p166;
    var q167 = p165, r168 = 0, e170 = false, k169 = kn;
    while (q167 < n) {
      var p171;
      L172: {
        var k173 = kn;
        var p174;
        if (q167 < n && (c = s.charCodeAt(q167), c === 38)) { p174 = q167 + 1; if (look === 0 && p174 > far) far = p174; } else { p174 = -1; fail(q167, 6); }
        if (p174 < 0) { p171 = -1; kn = k173; break L172; }
        var p175;
        p175 = d9(p174);
        if (p175 < 0) { p171 = -1; kn = k173; break L172; }
        p171 = p175;
      }
      if (p171 < 0) break;
      if (p171 === q167) { e170 = true; break; }
      r168++; q167 = p171;
    }
    if (q167 >= n && !e170) fail(q167, 6);
    if (e170 || r168 >= 0) p166 = q167; else { p166 = -1; kn = k169; }
    if (p166 < 0) { out = -1; kn = k164; break L163; }
    out = p166;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; }
  return out;
}
function d9(p) { // directive
  var c, out;
  stack.push(9);
  L176: {
    var k177 = kn;
    var p178;
    p178 = d10(p);
    if (p178 < 0) { out = -1; kn = k177; break L176; }
    var p179;
    if (p178 < n && (c = s.charCodeAt(p178), c === 61)) { p179 = p178 + 1; if (look === 0 && p179 > far) far = p179; } else { p179 = -1; fail(p178, 7); }
    if (p179 < 0) { out = -1; kn = k177; break L176; }
    var p180;
    p180 = d11(p179);
    if (p180 < 0) { out = -1; kn = k177; break L176; }
    out = p180;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d10(p) { // keywd
  var c, out;
  stack.push(10);
  L181: {
    var p183;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p183 = p + 1; if (look === 0 && p183 > far) far = p183; } else { p183 = -1; fail(p, 8); }
    if (p183 < 0) { out = -1;  break L181; }
    var p184;
    var q185 = p183, r186 = 0, e188 = false;
    while (q185 < n) {
      var p189;
      L190: {
        var p192;
        var q193 = q185, r194 = 0, e196 = false;
        while (q193 < n) {
          var p197;
          if (q193 < n && (c = s.charCodeAt(q193), c === 45)) { p197 = q193 + 1; if (look === 0 && p197 > far) far = p197; } else { p197 = -1; fail(q193, 9); }
          if (p197 < 0) break;
          if (p197 === q193) { e196 = true; break; }
          r194++; q193 = p197;
          if (r194 === 1) break;
        }
        if (q193 >= n && !e196 && r194 < 1) fail(q193, 9);
        if (e196 || r194 >= 0) p192 = q193; else { p192 = -1;  }
        if (p192 < 0) { p189 = -1;  break L190; }
        var p198;
        if (p192 < n && (c = s.charCodeAt(p192), c < 128 && T0[c] === 1)) { p198 = p192 + 1; if (look === 0 && p198 > far) far = p198; } else { p198 = -1; fail(p192, 4); }
        if (p198 < 0) { p189 = -1;  break L190; }
        p189 = p198;
      }
      if (p189 < 0) break;
      if (p189 === q185) { e188 = true; break; }
      r186++; q185 = p189;
    }
    if (q185 >= n && !e188) fail(q185, 5);
    if (e188 || r186 >= 0) p184 = q185; else { p184 = -1;  }
    if (p184 < 0) { out = -1;  break L181; }
    out = p184;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d11(p) { // value
  var c, out;
  stack.push(11);
  var q199 = p, r200 = 0, e202 = false;
  while (q199 < n) {
    var p203;
    p203 = d12(q199);
    if (p203 < 0) break;
    if (p203 === q199) { e202 = true; break; }
    r200++; q199 = p203;
  }
  if (q199 >= n && !e202) fail(q199, 20);
  if (e202 || r200 >= 0) out = q199; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d12(p) { // v-pchar
  var c, out;
  stack.push(12);
  L204: {
    var p205;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p205 = p + 1; if (look === 0 && p205 > far) far = p205; } else { p205 = -1; fail(p, 10); }
    if (p205 >= 0) { out = p205; break L204; }
    var p206;
    p206 = d20(p);
    if (p206 >= 0) { out = p206; break L204; }
    out = -1;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; }
  return out;
}
function d13(p) { // v-subdels
  var c, out;
  stack.push(13);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 11); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; }
  return out;
}
function d14(p) { // fragment
  var c, out;
  stack.push(14);
  var q207 = p, r208 = 0, e210 = false;
  while (q207 < n) {
    var p211;
    L212: {
      var p213;
      if (q207 < n && (c = s.charCodeAt(q207), c < 128 && T5[c] === 1)) { p213 = q207 + 1; if (look === 0 && p213 > far) far = p213; } else { p213 = -1; fail(q207, 12); }
      if (p213 >= 0) { p211 = p213; break L212; }
      var p214;
      p214 = d18(q207);
      if (p214 >= 0) { p211 = p214; break L212; }
      p211 = -1;
    }
    if (p211 < 0) break;
    if (p211 === q207) { e210 = true; break; }
    r208++; q207 = p211;
  }
  if (q207 >= n && !e210) fail(q207, 21);
  if (e210 || r208 >= 0) out = q207; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d15(p) { // ALPHA
  var c, out;
  stack.push(15);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 8); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; }
  return out;
}
function d16(p) { // DIGIT
  var c, out;
  stack.push(16);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 13); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; }
  return out;
}
function d17(p) { // HEXDIG
  var c, out;
  stack.push(17);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 14); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; }
  return out;
}
function d18(p) { // pchar
  var c, out;
  stack.push(18);
  L215: {
    var p216;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p216 = p + 1; if (look === 0 && p216 > far) far = p216; } else { p216 = -1; fail(p, 15); }
    if (p216 >= 0) { out = p216; break L215; }
    var p217;
    p217 = d20(p);
    if (p217 >= 0) { out = p217; break L215; }
    out = -1;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; }
  return out;
}
function d19(p) { // unreserved
  var c, out;
  stack.push(19);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 16); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; }
  return out;
}
function d20(p) { // pct-encoded
  var c, out;
  stack.push(20);
  L218: {
    var p220;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p220 = p + 1; if (look === 0 && p220 > far) far = p220; } else { p220 = -1; fail(p, 17); }
    if (p220 < 0) { out = -1;  break L218; }
    var p221;
    if (p220 < n && (c = s.charCodeAt(p220), c < 128 && T7[c] === 1)) { p221 = p220 + 1; if (look === 0 && p221 > far) far = p221; } else { p221 = -1; fail(p220, 14); }
    if (p221 < 0) { out = -1;  break L218; }
    var p222;
    if (p221 < n && (c = s.charCodeAt(p221), c < 128 && T7[c] === 1)) { p222 = p221 + 1; if (look === 0 && p222 > far) far = p222; } else { p222 = -1; fail(p221, 14); }
    if (p222 < 0) { out = -1;  break L218; }
    out = p222;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 20; lastEnd = out; }
  return out;
}
function d21(p) { // sub-delims
  var c, out;
  stack.push(21);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 18); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; }
  return out;
}
/**
* Matches the whole of `input` against rule URI. On success returns the
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
