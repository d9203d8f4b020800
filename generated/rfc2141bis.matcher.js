// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc2141bis.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)

'use strict';
function table(size, ascii) {
  const t = new Uint8Array(size);
  t.set(ascii);
  return t;
}
const T0 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T1 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T2 = table(65536, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T3 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T4 = table(65536, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T5 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,0,1,1,1,1,1,1,0,0,1,0,0,0,0,0,0,0,0,0,0,1,1,0,1,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T6 = table(65536, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T7 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T8 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T9 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T10 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T11 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const rules = ["URI","scheme","urn-path","NID","let-dig","ldh","NSS","query","urn-query","directive","keywd","value","v-pchar","v-subdels","fragment","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const parts = ["NID","NSS","query","fragment","directive","keywd","value"];
const terminals = [{"set":[[58,58]]},{"set":[[63,63]]},{"set":[[35,35]]},{"literal":"urn","caseless":true},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[38,38]]},{"set":[[61,61]]},{"set":[[65,90],[97,122]]},{"set":[[45,45]]},{"set":[[33,33],[36,36],[39,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[39,44],[47,47],[58,59],[61,61],[63,64]]},{"set":[[47,47],[63,63]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[33,33],[36,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,37],[39,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]}];
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
function f0(p) { // URI
  var c, out, s = text, n = size;
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
  var c, out, s = text, n = size;
  if (p + 3 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110) { out = p + 3;  } else { out = -1;  }
  return out;
}
function f2(p) { // urn-path
  var c, out, s = text, n = size;
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
  var c, out, s = text, n = size;
  L31: {
    var p33;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p33 = p + 1;  } else { p33 = -1;  }
    if (p33 < 0) { out = -1;  break L31; }
    var p34;
    var q35 = p33, r36 = 0;
    while (r36 < 30 && q35 + 1 < n && (c = s.charCodeAt(q35), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q35 + 1), c < 128 && T1[c] === 1)) { q35++; r36++; }
    p34 = r36 >= 0 ? q35 : -1;
    if (p34 < 0) { out = -1;  break L31; }
    var p37;
    if (p34 < n && (c = s.charCodeAt(p34), c < 128 && T0[c] === 1)) { p37 = p34 + 1;  } else { p37 = -1;  }
    if (p37 < 0) { out = -1;  break L31; }
    out = p37;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // let-dig
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f5(p) { // ldh
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f6(p) { // NSS
  var c, out, s = text, n = size;
  var q38 = p, r39 = 0, e41 = false;
  while (q38 < n) {
    if ((c = s.charCodeAt(q38), c < 128 && T2[c] === 1)) { var k40z = q38; do q38++; while (q38 < n && (c = s.charCodeAt(q38), T2[c] === 1)); r39 += q38 - k40z; continue; }
    var p42;
    p42 = f18(q38);
    if (p42 < 0) break;
    if (p42 === q38) { e41 = true; break; }
    r39++; q38 = p42;
  }
  if (e41 || r39 >= 1) out = q38; else { out = -1;  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // query
  var c, out, s = text, n = size;
  out = f8(p);
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // urn-query
  var c, out, s = text, n = size;
  L43: {
    var k44 = kn;
    var p45;
    p45 = f9(p);
    if (p45 < 0) { out = -1; kn = k44; break L43; }
    var p46;
    var q47 = p45, r48 = 0, e50 = false, k49 = kn;
    while (q47 < n) {
      var p51;
      L52: {
        var k53 = kn;
        var p54;
        if (q47 < n && (c = s.charCodeAt(q47), c === 38)) { p54 = q47 + 1;  } else { p54 = -1;  }
        if (p54 < 0) { p51 = -1; kn = k53; break L52; }
        var p55;
        p55 = f9(p54);
        if (p55 < 0) { p51 = -1; kn = k53; break L52; }
        p51 = p55;
      }
      if (p51 < 0) break;
      if (p51 === q47) { e50 = true; break; }
      r48++; q47 = p51;
    }
    if (e50 || r48 >= 0) p46 = q47; else { p46 = -1; kn = k49; }
    if (p46 < 0) { out = -1; kn = k44; break L43; }
    out = p46;
  }
  return out;
}
function f9(p) { // directive
  var c, out, s = text, n = size;
  L56: {
    var k57 = kn;
    var p58;
    p58 = f10(p);
    if (p58 < 0) { out = -1; kn = k57; break L56; }
    var p59;
    if (p58 < n && (c = s.charCodeAt(p58), c === 61)) { p59 = p58 + 1;  } else { p59 = -1;  }
    if (p59 < 0) { out = -1; kn = k57; break L56; }
    var p60;
    p60 = f11(p59);
    if (p60 < 0) { out = -1; kn = k57; break L56; }
    out = p60;
  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // keywd
  var c, out, s = text, n = size;
  L61: {
    var p63;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p63 = p + 1;  } else { p63 = -1;  }
    if (p63 < 0) { out = -1;  break L61; }
    var p64;
    var q65 = p63, r66 = 0, e68 = false;
    while (q65 < n) {
      var p69;
      L70: {
        var p72;
        var q73 = q65, r74 = 0, e76 = false;
        while (q73 < n) {
          if ((c = s.charCodeAt(q73), c === 45)) { q73++; r74++; if (r74 === 1) break; continue; }
          var p77;
          if (q73 < n && (c = s.charCodeAt(q73), c === 45)) { p77 = q73 + 1;  } else { p77 = -1;  }
          if (p77 < 0) break;
          if (p77 === q73) { e76 = true; break; }
          r74++; q73 = p77;
          if (r74 === 1) break;
        }
        if (e76 || r74 >= 0) p72 = q73; else { p72 = -1;  }
        if (p72 < 0) { p69 = -1;  break L70; }
        var p78;
        if (p72 < n && (c = s.charCodeAt(p72), c < 128 && T0[c] === 1)) { p78 = p72 + 1;  } else { p78 = -1;  }
        if (p78 < 0) { p69 = -1;  break L70; }
        p69 = p78;
      }
      if (p69 < 0) break;
      if (p69 === q65) { e68 = true; break; }
      r66++; q65 = p69;
    }
    if (e68 || r66 >= 0) p64 = q65; else { p64 = -1;  }
    if (p64 < 0) { out = -1;  break L61; }
    out = p64;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // value
  var c, out, s = text, n = size;
  var q79 = p, r80 = 0, e82 = false;
  while (q79 < n) {
    if ((c = s.charCodeAt(q79), c < 128 && T4[c] === 1)) { var k81z = q79; do q79++; while (q79 < n && (c = s.charCodeAt(q79), T4[c] === 1)); r80 += q79 - k81z; continue; }
    var p83;
    p83 = f12(q79);
    if (p83 < 0) break;
    if (p83 === q79) { e82 = true; break; }
    r80++; q79 = p83;
  }
  if (e82 || r80 >= 0) out = q79; else { out = -1;  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // v-pchar
  var c, out, s = text, n = size;
  L84: {
    var p85;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p85 = p + 1;  } else { p85 = -1;  }
    if (p85 >= 0) { out = p85; break L84; }
    var p86;
    p86 = f20(p);
    if (p86 >= 0) { out = p86; break L84; }
    out = -1;
  }
  return out;
}
function f13(p) { // v-subdels
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f14(p) { // fragment
  var c, out, s = text, n = size;
  var q87 = p, r88 = 0, e90 = false;
  while (q87 < n) {
    if ((c = s.charCodeAt(q87), c < 128 && T6[c] === 1)) { var k89z = q87; do q87++; while (q87 < n && (c = s.charCodeAt(q87), T6[c] === 1)); r88 += q87 - k89z; continue; }
    var p91;
    L92: {
      var p93;
      if (q87 < n && (c = s.charCodeAt(q87), c < 128 && T7[c] === 1)) { p93 = q87 + 1;  } else { p93 = -1;  }
      if (p93 >= 0) { p91 = p93; break L92; }
      var p94;
      p94 = f18(q87);
      if (p94 >= 0) { p91 = p94; break L92; }
      p91 = -1;
    }
    if (p91 < 0) break;
    if (p91 === q87) { e90 = true; break; }
    r88++; q87 = p91;
  }
  if (e90 || r88 >= 0) out = q87; else { out = -1;  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f16(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f17(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f18(p) { // pchar
  var c, out, s = text, n = size;
  L95: {
    var p96;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p96 = p + 1;  } else { p96 = -1;  }
    if (p96 >= 0) { out = p96; break L95; }
    var p97;
    p97 = f20(p);
    if (p97 >= 0) { out = p97; break L95; }
    out = -1;
  }
  return out;
}
function f19(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f20(p) { // pct-encoded
  var c, out, s = text, n = size;
  L98: {
    var p100;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p100 = p + 1;  } else { p100 = -1;  }
    if (p100 < 0) { out = -1;  break L98; }
    var p101;
    if (p100 < n && (c = s.charCodeAt(p100), c < 128 && T9[c] === 1)) { p101 = p100 + 1;  } else { p101 = -1;  }
    if (p101 < 0) { out = -1;  break L98; }
    var p102;
    if (p101 < n && (c = s.charCodeAt(p101), c < 128 && T9[c] === 1)) { p102 = p101 + 1;  } else { p102 = -1;  }
    if (p102 < 0) { out = -1;  break L98; }
    out = p102;
  }
  return out;
}
function f21(p) { // sub-delims
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T11[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function d0(p) { // URI
  var c, out, s = text, n = size;
  stack.push(0);
  L103: {
    var k104 = kn;
    var p105;
    p105 = d1(p);
    if (p105 < 0) { out = -1; kn = k104; break L103; }
    var p106;
    if (p105 < n && (c = s.charCodeAt(p105), c === 58)) { p106 = p105 + 1; if (look === 0 && p106 > far) far = p106; } else { p106 = -1; fail(p105, 0); }
    if (p106 < 0) { out = -1; kn = k104; break L103; }
    var p107;
    p107 = d2(p106);
    if (p107 < 0) { out = -1; kn = k104; break L103; }
    var p108;
    var q109 = p107, r110 = 0, e112 = false, k111 = kn;
    while (q109 < n) {
      var p113;
      L114: {
        var k115 = kn;
        var p116;
        if (q109 < n && (c = s.charCodeAt(q109), c === 63)) { p116 = q109 + 1; if (look === 0 && p116 > far) far = p116; } else { p116 = -1; fail(q109, 1); }
        if (p116 < 0) { p113 = -1; kn = k115; break L114; }
        var p117;
        p117 = d7(p116);
        if (p117 < 0) { p113 = -1; kn = k115; break L114; }
        p113 = p117;
      }
      if (p113 < 0) break;
      if (p113 === q109) { e112 = true; break; }
      r110++; q109 = p113;
      if (r110 === 1) break;
    }
    if (q109 >= n && !e112 && r110 < 1) fail(q109, 1);
    if (e112 || r110 >= 0) p108 = q109; else { p108 = -1; kn = k111; }
    if (p108 < 0) { out = -1; kn = k104; break L103; }
    var p118;
    var q119 = p108, r120 = 0, e122 = false, k121 = kn;
    while (q119 < n) {
      var p123;
      L124: {
        var k125 = kn;
        var p126;
        if (q119 < n && (c = s.charCodeAt(q119), c === 35)) { p126 = q119 + 1; if (look === 0 && p126 > far) far = p126; } else { p126 = -1; fail(q119, 2); }
        if (p126 < 0) { p123 = -1; kn = k125; break L124; }
        var p127;
        p127 = d14(p126);
        if (p127 < 0) { p123 = -1; kn = k125; break L124; }
        p123 = p127;
      }
      if (p123 < 0) break;
      if (p123 === q119) { e122 = true; break; }
      r120++; q119 = p123;
      if (r120 === 1) break;
    }
    if (q119 >= n && !e122 && r120 < 1) fail(q119, 2);
    if (e122 || r120 >= 0) p118 = q119; else { p118 = -1; kn = k121; }
    if (p118 < 0) { out = -1; kn = k104; break L103; }
    out = p118;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; }
  return out;
}
function d1(p) { // scheme
  var c, out, s = text, n = size;
  stack.push(1);
  if (p + 3 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110) { out = p + 3; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 3); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; }
  return out;
}
function d2(p) { // urn-path
  var c, out, s = text, n = size;
  stack.push(2);
  L128: {
    var k129 = kn;
    var p130;
    p130 = d3(p);
    if (p130 < 0) { out = -1; kn = k129; break L128; }
    var p131;
    if (p130 < n && (c = s.charCodeAt(p130), c === 58)) { p131 = p130 + 1; if (look === 0 && p131 > far) far = p131; } else { p131 = -1; fail(p130, 0); }
    if (p131 < 0) { out = -1; kn = k129; break L128; }
    var p132;
    p132 = d6(p131);
    if (p132 < 0) { out = -1; kn = k129; break L128; }
    out = p132;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; }
  return out;
}
function d3(p) { // NID
  var c, out, s = text, n = size;
  stack.push(3);
  L133: {
    var p135;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p135 = p + 1; if (look === 0 && p135 > far) far = p135; } else { p135 = -1; fail(p, 4); }
    if (p135 < 0) { out = -1;  break L133; }
    var p136;
    var q137 = p135, r138 = 0, e140 = false;
    while (q137 < n) {
      var p141;
      L142: {
        var p144;
        if (q137 < n && (c = s.charCodeAt(q137), c < 128 && T1[c] === 1)) { p144 = q137 + 1; if (look === 0 && p144 > far) far = p144; } else { p144 = -1; fail(q137, 5); }
        if (p144 < 0) { p141 = -1;  break L142; }
        var p145;
        var p146;
        look++;
        if (p144 < n && (c = s.charCodeAt(p144), c < 128 && T1[c] === 1)) { p146 = p144 + 1; if (look === 0 && p146 > far) far = p146; } else { p146 = -1; fail(p144, 5); }
        look--;
        p145 = p146 >= 0 ? p144 : -1;
        if (p145 < 0) { p141 = -1;  break L142; }
        p141 = p145;
      }
      if (p141 < 0) break;
      if (p141 === q137) { e140 = true; break; }
      r138++; q137 = p141;
      if (r138 === 30) break;
    }
    if (q137 >= n && !e140 && r138 < 30) fail(q137, 5);
    if (e140 || r138 >= 0) p136 = q137; else { p136 = -1;  }
    if (p136 < 0) { out = -1;  break L133; }
    var p148;
    if (p136 < n && (c = s.charCodeAt(p136), c < 128 && T0[c] === 1)) { p148 = p136 + 1; if (look === 0 && p148 > far) far = p148; } else { p148 = -1; fail(p136, 4); }
    if (p148 < 0) { out = -1;  break L133; }
    out = p148;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d4(p) { // let-dig
  var c, out, s = text, n = size;
  stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 4); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; }
  return out;
}
function d5(p) { // ldh
  var c, out, s = text, n = size;
  stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 5); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; }
  return out;
}
function d6(p) { // NSS
  var c, out, s = text, n = size;
  stack.push(6);
  var q149 = p, r150 = 0, e152 = false;
  while (q149 < n) {
    var p153;
    p153 = d18(q149);
    if (p153 < 0) break;
    if (p153 === q149) { e152 = true; break; }
    r150++; q149 = p153;
  }
  if (q149 >= n && !e152) fail(q149, 19);
  if (e152 || r150 >= 1) out = q149; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d7(p) { // query
  var c, out, s = text, n = size;
  stack.push(7);
  out = d8(p);
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d8(p) { // urn-query
  var c, out, s = text, n = size;
  stack.push(8);
  L154: {
    var k155 = kn;
    var p156;
    p156 = d9(p);
    if (p156 < 0) { out = -1; kn = k155; break L154; }
    var p157;
    var q158 = p156, r159 = 0, e161 = false, k160 = kn;
    while (q158 < n) {
      var p162;
      L163: {
        var k164 = kn;
        var p165;
        if (q158 < n && (c = s.charCodeAt(q158), c === 38)) { p165 = q158 + 1; if (look === 0 && p165 > far) far = p165; } else { p165 = -1; fail(q158, 6); }
        if (p165 < 0) { p162 = -1; kn = k164; break L163; }
        var p166;
        p166 = d9(p165);
        if (p166 < 0) { p162 = -1; kn = k164; break L163; }
        p162 = p166;
      }
      if (p162 < 0) break;
      if (p162 === q158) { e161 = true; break; }
      r159++; q158 = p162;
    }
    if (q158 >= n && !e161) fail(q158, 6);
    if (e161 || r159 >= 0) p157 = q158; else { p157 = -1; kn = k160; }
    if (p157 < 0) { out = -1; kn = k155; break L154; }
    out = p157;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; }
  return out;
}
function d9(p) { // directive
  var c, out, s = text, n = size;
  stack.push(9);
  L167: {
    var k168 = kn;
    var p169;
    p169 = d10(p);
    if (p169 < 0) { out = -1; kn = k168; break L167; }
    var p170;
    if (p169 < n && (c = s.charCodeAt(p169), c === 61)) { p170 = p169 + 1; if (look === 0 && p170 > far) far = p170; } else { p170 = -1; fail(p169, 7); }
    if (p170 < 0) { out = -1; kn = k168; break L167; }
    var p171;
    p171 = d11(p170);
    if (p171 < 0) { out = -1; kn = k168; break L167; }
    out = p171;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d10(p) { // keywd
  var c, out, s = text, n = size;
  stack.push(10);
  L172: {
    var p174;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p174 = p + 1; if (look === 0 && p174 > far) far = p174; } else { p174 = -1; fail(p, 8); }
    if (p174 < 0) { out = -1;  break L172; }
    var p175;
    var q176 = p174, r177 = 0, e179 = false;
    while (q176 < n) {
      var p180;
      L181: {
        var p183;
        var q184 = q176, r185 = 0, e187 = false;
        while (q184 < n) {
          var p188;
          if (q184 < n && (c = s.charCodeAt(q184), c === 45)) { p188 = q184 + 1; if (look === 0 && p188 > far) far = p188; } else { p188 = -1; fail(q184, 9); }
          if (p188 < 0) break;
          if (p188 === q184) { e187 = true; break; }
          r185++; q184 = p188;
          if (r185 === 1) break;
        }
        if (q184 >= n && !e187 && r185 < 1) fail(q184, 9);
        if (e187 || r185 >= 0) p183 = q184; else { p183 = -1;  }
        if (p183 < 0) { p180 = -1;  break L181; }
        var p189;
        if (p183 < n && (c = s.charCodeAt(p183), c < 128 && T0[c] === 1)) { p189 = p183 + 1; if (look === 0 && p189 > far) far = p189; } else { p189 = -1; fail(p183, 4); }
        if (p189 < 0) { p180 = -1;  break L181; }
        p180 = p189;
      }
      if (p180 < 0) break;
      if (p180 === q176) { e179 = true; break; }
      r177++; q176 = p180;
    }
    if (q176 >= n && !e179) fail(q176, 5);
    if (e179 || r177 >= 0) p175 = q176; else { p175 = -1;  }
    if (p175 < 0) { out = -1;  break L172; }
    out = p175;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d11(p) { // value
  var c, out, s = text, n = size;
  stack.push(11);
  var q190 = p, r191 = 0, e193 = false;
  while (q190 < n) {
    var p194;
    p194 = d12(q190);
    if (p194 < 0) break;
    if (p194 === q190) { e193 = true; break; }
    r191++; q190 = p194;
  }
  if (q190 >= n && !e193) fail(q190, 20);
  if (e193 || r191 >= 0) out = q190; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d12(p) { // v-pchar
  var c, out, s = text, n = size;
  stack.push(12);
  L195: {
    var p196;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { p196 = p + 1; if (look === 0 && p196 > far) far = p196; } else { p196 = -1; fail(p, 10); }
    if (p196 >= 0) { out = p196; break L195; }
    var p197;
    p197 = d20(p);
    if (p197 >= 0) { out = p197; break L195; }
    out = -1;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; }
  return out;
}
function d13(p) { // v-subdels
  var c, out, s = text, n = size;
  stack.push(13);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 11); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; }
  return out;
}
function d14(p) { // fragment
  var c, out, s = text, n = size;
  stack.push(14);
  var q198 = p, r199 = 0, e201 = false;
  while (q198 < n) {
    var p202;
    L203: {
      var p204;
      if (q198 < n && (c = s.charCodeAt(q198), c < 128 && T7[c] === 1)) { p204 = q198 + 1; if (look === 0 && p204 > far) far = p204; } else { p204 = -1; fail(q198, 12); }
      if (p204 >= 0) { p202 = p204; break L203; }
      var p205;
      p205 = d18(q198);
      if (p205 >= 0) { p202 = p205; break L203; }
      p202 = -1;
    }
    if (p202 < 0) break;
    if (p202 === q198) { e201 = true; break; }
    r199++; q198 = p202;
  }
  if (q198 >= n && !e201) fail(q198, 21);
  if (e201 || r199 >= 0) out = q198; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d15(p) { // ALPHA
  var c, out, s = text, n = size;
  stack.push(15);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 8); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; }
  return out;
}
function d16(p) { // DIGIT
  var c, out, s = text, n = size;
  stack.push(16);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 13); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; }
  return out;
}
function d17(p) { // HEXDIG
  var c, out, s = text, n = size;
  stack.push(17);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 14); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; }
  return out;
}
function d18(p) { // pchar
  var c, out, s = text, n = size;
  stack.push(18);
  L206: {
    var p207;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p207 = p + 1; if (look === 0 && p207 > far) far = p207; } else { p207 = -1; fail(p, 15); }
    if (p207 >= 0) { out = p207; break L206; }
    var p208;
    p208 = d20(p);
    if (p208 >= 0) { out = p208; break L206; }
    out = -1;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; }
  return out;
}
function d19(p) { // unreserved
  var c, out, s = text, n = size;
  stack.push(19);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 16); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; }
  return out;
}
function d20(p) { // pct-encoded
  var c, out, s = text, n = size;
  stack.push(20);
  L209: {
    var p211;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p211 = p + 1; if (look === 0 && p211 > far) far = p211; } else { p211 = -1; fail(p, 17); }
    if (p211 < 0) { out = -1;  break L209; }
    var p212;
    if (p211 < n && (c = s.charCodeAt(p211), c < 128 && T9[c] === 1)) { p212 = p211 + 1; if (look === 0 && p212 > far) far = p212; } else { p212 = -1; fail(p211, 14); }
    if (p212 < 0) { out = -1;  break L209; }
    var p213;
    if (p212 < n && (c = s.charCodeAt(p212), c < 128 && T9[c] === 1)) { p213 = p212 + 1; if (look === 0 && p213 > far) far = p213; } else { p213 = -1; fail(p212, 14); }
    if (p213 < 0) { out = -1;  break L209; }
    out = p213;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 20; lastEnd = out; }
  return out;
}
function d21(p) { // sub-delims
  var c, out, s = text, n = size;
  stack.push(21);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T11[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 18); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; }
  return out;
}
/**
* Matches the whole of `input` against rule URI. On success returns the
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
