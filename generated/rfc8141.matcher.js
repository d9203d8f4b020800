// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/rfc8141.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)

'use strict';
function table(size, ascii) {
  const t = new Uint8Array(size);
  t.set(ascii);
  return t;
}
const T0 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T1 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T2 = table(65536, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T3 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T4 = table(65536, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T5 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0]);
const T6 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T7 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const T8 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,1,1,0,1,1,1,1,1,1,1,1,1,1,1,1,0,1,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T9 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,1,0]);
const T10 = table(128, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]);
const rules = ["namestring","assigned-name","NID","ldh","alphanum","NSS","rq-components","r-component","q-component","f-component","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const parts = ["NID","NSS","r-component","q-component","f-component"];
const terminals = [{"set":[[35,35]]},{"literal":"urn","caseless":true},{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"literal":"?+","caseless":true},{"literal":"?=","caseless":true},{"set":[[47,47],[63,63]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"set":[[63,63]]},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]}];
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
function f0(p) { // namestring
  var c, out, s = text, n = size;
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
  var c, out, s = text, n = size;
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
  var c, out, s = text, n = size;
  L27: {
    var p29;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p29 = p + 1;  } else { p29 = -1;  }
    if (p29 < 0) { out = -1;  break L27; }
    var p30;
    var q31 = p29, r32 = 0;
    while (r32 < 30 && q31 + 1 < n && (c = s.charCodeAt(q31), c < 128 && T1[c] === 1) && (c = s.charCodeAt(q31 + 1), c < 128 && T1[c] === 1)) { q31++; r32++; }
    p30 = r32 >= 0 ? q31 : -1;
    if (p30 < 0) { out = -1;  break L27; }
    var p33;
    if (p30 < n && (c = s.charCodeAt(p30), c < 128 && T0[c] === 1)) { p33 = p30 + 1;  } else { p33 = -1;  }
    if (p33 < 0) { out = -1;  break L27; }
    out = p33;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // ldh
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f4(p) { // alphanum
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f5(p) { // NSS
  var c, out, s = text, n = size;
  L34: {
    var p36;
    p36 = f13(p);
    if (p36 < 0) { out = -1;  break L34; }
    var p37;
    var q38 = p36, r39 = 0, e41 = false;
    while (q38 < n) {
      if ((c = s.charCodeAt(q38), c < 128 && T2[c] === 1)) { var k40z = q38; do q38++; while (q38 < n && (c = s.charCodeAt(q38), T2[c] === 1)); r39 += q38 - k40z; continue; }
      var p42;
      L43: {
        var p44;
        p44 = f13(q38);
        if (p44 >= 0) { p42 = p44; break L43; }
        var p45;
        if (q38 < n && (c = s.charCodeAt(q38), c === 47)) { p45 = q38 + 1;  } else { p45 = -1;  }
        if (p45 >= 0) { p42 = p45; break L43; }
        p42 = -1;
      }
      if (p42 < 0) break;
      if (p42 === q38) { e41 = true; break; }
      r39++; q38 = p42;
    }
    if (e41 || r39 >= 0) p37 = q38; else { p37 = -1;  }
    if (p37 < 0) { out = -1;  break L34; }
    out = p37;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // rq-components
  var c, out, s = text, n = size;
  L46: {
    var k47 = kn;
    var p48;
    var q49 = p, r50 = 0, e52 = false, k51 = kn;
    while (q49 < n) {
      var p53;
      L54: {
        var k55 = kn;
        var p56;
        if (q49 + 2 <= n && s.charCodeAt(q49) === 63 && s.charCodeAt(q49 + 1) === 43) { p56 = q49 + 2;  } else { p56 = -1;  }
        if (p56 < 0) { p53 = -1; kn = k55; break L54; }
        var p57;
        p57 = f7(p56);
        if (p57 < 0) { p53 = -1; kn = k55; break L54; }
        p53 = p57;
      }
      if (p53 < 0) break;
      if (p53 === q49) { e52 = true; break; }
      r50++; q49 = p53;
      if (r50 === 1) break;
    }
    if (e52 || r50 >= 0) p48 = q49; else { p48 = -1; kn = k51; }
    if (p48 < 0) { out = -1; kn = k47; break L46; }
    var p58;
    var q59 = p48, r60 = 0, e62 = false, k61 = kn;
    while (q59 < n) {
      var p63;
      L64: {
        var k65 = kn;
        var p66;
        if (q59 + 2 <= n && s.charCodeAt(q59) === 63 && s.charCodeAt(q59 + 1) === 61) { p66 = q59 + 2;  } else { p66 = -1;  }
        if (p66 < 0) { p63 = -1; kn = k65; break L64; }
        var p67;
        p67 = f8(p66);
        if (p67 < 0) { p63 = -1; kn = k65; break L64; }
        p63 = p67;
      }
      if (p63 < 0) break;
      if (p63 === q59) { e62 = true; break; }
      r60++; q59 = p63;
      if (r60 === 1) break;
    }
    if (e62 || r60 >= 0) p58 = q59; else { p58 = -1; kn = k61; }
    if (p58 < 0) { out = -1; kn = k47; break L46; }
    out = p58;
  }
  return out;
}
function f7(p) { // r-component
  var c, out, s = text, n = size;
  L68: {
    var p70;
    p70 = f13(p);
    if (p70 < 0) { out = -1;  break L68; }
    var p71;
    var q72 = p70, r73 = 0, e75 = false;
    while (q72 < n) {
      if ((c = s.charCodeAt(q72), c < 128 && T2[c] === 1)) { var k74z = q72; do q72++; while (q72 < n && (c = s.charCodeAt(q72), T2[c] === 1)); r73 += q72 - k74z; continue; }
      var p76;
      L77: {
        var p79;
        var p80;
        if (q72 + 2 <= n && s.charCodeAt(q72) === 63 && s.charCodeAt(q72 + 1) === 61) { p80 = q72 + 2;  } else { p80 = -1;  }
        p79 = p80 >= 0 ? -1 : q72;
        if (p79 < 0) { p76 = -1;  break L77; }
        var p82;
        L83: {
          var p84;
          if (p79 < n && (c = s.charCodeAt(p79), c < 128 && T3[c] === 1)) { p84 = p79 + 1;  } else { p84 = -1;  }
          if (p84 >= 0) { p82 = p84; break L83; }
          var p85;
          p85 = f13(p79);
          if (p85 >= 0) { p82 = p85; break L83; }
          p82 = -1;
        }
        if (p82 < 0) { p76 = -1;  break L77; }
        p76 = p82;
      }
      if (p76 < 0) break;
      if (p76 === q72) { e75 = true; break; }
      r73++; q72 = p76;
    }
    if (e75 || r73 >= 0) p71 = q72; else { p71 = -1;  }
    if (p71 < 0) { out = -1;  break L68; }
    out = p71;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // q-component
  var c, out, s = text, n = size;
  L86: {
    var p88;
    p88 = f13(p);
    if (p88 < 0) { out = -1;  break L86; }
    var p89;
    var q90 = p88, r91 = 0, e93 = false;
    while (q90 < n) {
      if ((c = s.charCodeAt(q90), c < 128 && T4[c] === 1)) { var k92z = q90; do q90++; while (q90 < n && (c = s.charCodeAt(q90), T4[c] === 1)); r91 += q90 - k92z; continue; }
      var p94;
      L95: {
        var p96;
        if (q90 < n && (c = s.charCodeAt(q90), c < 128 && T3[c] === 1)) { p96 = q90 + 1;  } else { p96 = -1;  }
        if (p96 >= 0) { p94 = p96; break L95; }
        var p97;
        p97 = f13(q90);
        if (p97 >= 0) { p94 = p97; break L95; }
        p94 = -1;
      }
      if (p94 < 0) break;
      if (p94 === q90) { e93 = true; break; }
      r91++; q90 = p94;
    }
    if (e93 || r91 >= 0) p89 = q90; else { p89 = -1;  }
    if (p89 < 0) { out = -1;  break L86; }
    out = p89;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // f-component
  var c, out, s = text, n = size;
  var q98 = p, r99 = 0, e101 = false;
  while (q98 < n) {
    if ((c = s.charCodeAt(q98), c < 128 && T4[c] === 1)) { var k100z = q98; do q98++; while (q98 < n && (c = s.charCodeAt(q98), T4[c] === 1)); r99 += q98 - k100z; continue; }
    var p102;
    L103: {
      var p104;
      if (q98 < n && (c = s.charCodeAt(q98), c < 128 && T3[c] === 1)) { p104 = q98 + 1;  } else { p104 = -1;  }
      if (p104 >= 0) { p102 = p104; break L103; }
      var p105;
      p105 = f13(q98);
      if (p105 >= 0) { p102 = p105; break L103; }
      p102 = -1;
    }
    if (p102 < 0) break;
    if (p102 === q98) { e101 = true; break; }
    r99++; q98 = p102;
  }
  if (e101 || r99 >= 0) out = q98; else { out = -1;  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // ALPHA
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f11(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f12(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f13(p) { // pchar
  var c, out, s = text, n = size;
  L106: {
    var p107;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p107 = p + 1;  } else { p107 = -1;  }
    if (p107 >= 0) { out = p107; break L106; }
    var p108;
    p108 = f15(p);
    if (p108 >= 0) { out = p108; break L106; }
    out = -1;
  }
  return out;
}
function f14(p) { // unreserved
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f15(p) { // pct-encoded
  var c, out, s = text, n = size;
  L109: {
    var p111;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p111 = p + 1;  } else { p111 = -1;  }
    if (p111 < 0) { out = -1;  break L109; }
    var p112;
    if (p111 < n && (c = s.charCodeAt(p111), c < 128 && T7[c] === 1)) { p112 = p111 + 1;  } else { p112 = -1;  }
    if (p112 < 0) { out = -1;  break L109; }
    var p113;
    if (p112 < n && (c = s.charCodeAt(p112), c < 128 && T7[c] === 1)) { p113 = p112 + 1;  } else { p113 = -1;  }
    if (p113 < 0) { out = -1;  break L109; }
    out = p113;
  }
  return out;
}
function f16(p) { // sub-delims
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function d0(p) { // namestring
  var c, out, s = text, n = size;
  stack.push(0);
  L114: {
    var k115 = kn;
    var p116;
    p116 = d1(p);
    if (p116 < 0) { out = -1; kn = k115; break L114; }
    var p117;
    var q118 = p116, r119 = 0, e121 = false, k120 = kn;
    while (q118 < n) {
      var p122;
      p122 = d6(q118);
      if (p122 < 0) break;
      if (p122 === q118) { e121 = true; break; }
      r119++; q118 = p122;
      if (r119 === 1) break;
    }
    if (q118 >= n && !e121 && r119 < 1) fail(q118, 16);
    if (e121 || r119 >= 0) p117 = q118; else { p117 = -1; kn = k120; }
    if (p117 < 0) { out = -1; kn = k115; break L114; }
    var p123;
    var q124 = p117, r125 = 0, e127 = false, k126 = kn;
    while (q124 < n) {
      var p128;
      L129: {
        var k130 = kn;
        var p131;
        if (q124 < n && (c = s.charCodeAt(q124), c === 35)) { p131 = q124 + 1; if (look === 0 && p131 > far) far = p131; } else { p131 = -1; fail(q124, 0); }
        if (p131 < 0) { p128 = -1; kn = k130; break L129; }
        var p132;
        p132 = d9(p131);
        if (p132 < 0) { p128 = -1; kn = k130; break L129; }
        p128 = p132;
      }
      if (p128 < 0) break;
      if (p128 === q124) { e127 = true; break; }
      r125++; q124 = p128;
      if (r125 === 1) break;
    }
    if (q124 >= n && !e127 && r125 < 1) fail(q124, 0);
    if (e127 || r125 >= 0) p123 = q124; else { p123 = -1; kn = k126; }
    if (p123 < 0) { out = -1; kn = k115; break L114; }
    out = p123;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; }
  return out;
}
function d1(p) { // assigned-name
  var c, out, s = text, n = size;
  stack.push(1);
  L133: {
    var k134 = kn;
    var p135;
    if (p + 3 <= n && (s.charCodeAt(p) | 32) === 117 && (s.charCodeAt(p + 1) | 32) === 114 && (s.charCodeAt(p + 2) | 32) === 110) { p135 = p + 3; if (look === 0 && p135 > far) far = p135; } else { p135 = -1; fail(p, 1); }
    if (p135 < 0) { out = -1; kn = k134; break L133; }
    var p136;
    if (p135 < n && (c = s.charCodeAt(p135), c === 58)) { p136 = p135 + 1; if (look === 0 && p136 > far) far = p136; } else { p136 = -1; fail(p135, 2); }
    if (p136 < 0) { out = -1; kn = k134; break L133; }
    var p137;
    p137 = d2(p136);
    if (p137 < 0) { out = -1; kn = k134; break L133; }
    var p138;
    if (p137 < n && (c = s.charCodeAt(p137), c === 58)) { p138 = p137 + 1; if (look === 0 && p138 > far) far = p138; } else { p138 = -1; fail(p137, 2); }
    if (p138 < 0) { out = -1; kn = k134; break L133; }
    var p139;
    p139 = d5(p138);
    if (p139 < 0) { out = -1; kn = k134; break L133; }
    out = p139;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; }
  return out;
}
function d2(p) { // NID
  var c, out, s = text, n = size;
  stack.push(2);
  L140: {
    var p142;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p142 = p + 1; if (look === 0 && p142 > far) far = p142; } else { p142 = -1; fail(p, 3); }
    if (p142 < 0) { out = -1;  break L140; }
    var p143;
    var q144 = p142, r145 = 0, e147 = false;
    while (q144 < n) {
      var p148;
      L149: {
        var p151;
        if (q144 < n && (c = s.charCodeAt(q144), c < 128 && T1[c] === 1)) { p151 = q144 + 1; if (look === 0 && p151 > far) far = p151; } else { p151 = -1; fail(q144, 4); }
        if (p151 < 0) { p148 = -1;  break L149; }
        var p152;
        var p153;
        look++;
        if (p151 < n && (c = s.charCodeAt(p151), c < 128 && T1[c] === 1)) { p153 = p151 + 1; if (look === 0 && p153 > far) far = p153; } else { p153 = -1; fail(p151, 4); }
        look--;
        p152 = p153 >= 0 ? p151 : -1;
        if (p152 < 0) { p148 = -1;  break L149; }
        p148 = p152;
      }
      if (p148 < 0) break;
      if (p148 === q144) { e147 = true; break; }
      r145++; q144 = p148;
      if (r145 === 30) break;
    }
    if (q144 >= n && !e147 && r145 < 30) fail(q144, 4);
    if (e147 || r145 >= 0) p143 = q144; else { p143 = -1;  }
    if (p143 < 0) { out = -1;  break L140; }
    var p155;
    if (p143 < n && (c = s.charCodeAt(p143), c < 128 && T0[c] === 1)) { p155 = p143 + 1; if (look === 0 && p155 > far) far = p155; } else { p155 = -1; fail(p143, 3); }
    if (p155 < 0) { out = -1;  break L140; }
    out = p155;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d3(p) { // ldh
  var c, out, s = text, n = size;
  stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 4); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; }
  return out;
}
function d4(p) { // alphanum
  var c, out, s = text, n = size;
  stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 3); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; }
  return out;
}
function d5(p) { // NSS
  var c, out, s = text, n = size;
  stack.push(5);
  L156: {
    var p158;
    p158 = d13(p);
    if (p158 < 0) { out = -1;  break L156; }
    var p159;
    var q160 = p158, r161 = 0, e163 = false;
    while (q160 < n) {
      var p164;
      L165: {
        var p166;
        p166 = d13(q160);
        if (p166 >= 0) { p164 = p166; break L165; }
        var p167;
        if (q160 < n && (c = s.charCodeAt(q160), c === 47)) { p167 = q160 + 1; if (look === 0 && p167 > far) far = p167; } else { p167 = -1; fail(q160, 5); }
        if (p167 >= 0) { p164 = p167; break L165; }
        p164 = -1;
      }
      if (p164 < 0) break;
      if (p164 === q160) { e163 = true; break; }
      r161++; q160 = p164;
    }
    if (q160 >= n && !e163) fail(q160, 17);
    if (e163 || r161 >= 0) p159 = q160; else { p159 = -1;  }
    if (p159 < 0) { out = -1;  break L156; }
    out = p159;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d6(p) { // rq-components
  var c, out, s = text, n = size;
  stack.push(6);
  L168: {
    var k169 = kn;
    var p170;
    var q171 = p, r172 = 0, e174 = false, k173 = kn;
    while (q171 < n) {
      var p175;
      L176: {
        var k177 = kn;
        var p178;
        if (q171 + 2 <= n && s.charCodeAt(q171) === 63 && s.charCodeAt(q171 + 1) === 43) { p178 = q171 + 2; if (look === 0 && p178 > far) far = p178; } else { p178 = -1; fail(q171, 6); }
        if (p178 < 0) { p175 = -1; kn = k177; break L176; }
        var p179;
        p179 = d7(p178);
        if (p179 < 0) { p175 = -1; kn = k177; break L176; }
        p175 = p179;
      }
      if (p175 < 0) break;
      if (p175 === q171) { e174 = true; break; }
      r172++; q171 = p175;
      if (r172 === 1) break;
    }
    if (q171 >= n && !e174 && r172 < 1) fail(q171, 16);
    if (e174 || r172 >= 0) p170 = q171; else { p170 = -1; kn = k173; }
    if (p170 < 0) { out = -1; kn = k169; break L168; }
    var p180;
    var q181 = p170, r182 = 0, e184 = false, k183 = kn;
    while (q181 < n) {
      var p185;
      L186: {
        var k187 = kn;
        var p188;
        if (q181 + 2 <= n && s.charCodeAt(q181) === 63 && s.charCodeAt(q181 + 1) === 61) { p188 = q181 + 2; if (look === 0 && p188 > far) far = p188; } else { p188 = -1; fail(q181, 7); }
        if (p188 < 0) { p185 = -1; kn = k187; break L186; }
        var p189;
        p189 = d8(p188);
        if (p189 < 0) { p185 = -1; kn = k187; break L186; }
        p185 = p189;
      }
      if (p185 < 0) break;
      if (p185 === q181) { e184 = true; break; }
      r182++; q181 = p185;
      if (r182 === 1) break;
    }
    if (q181 >= n && !e184 && r182 < 1) fail(q181, 16);
    if (e184 || r182 >= 0) p180 = q181; else { p180 = -1; kn = k183; }
    if (p180 < 0) { out = -1; kn = k169; break L168; }
    out = p180;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; }
  return out;
}
function d7(p) { // r-component
  var c, out, s = text, n = size;
  stack.push(7);
  L190: {
    var p192;
    p192 = d13(p);
    if (p192 < 0) { out = -1;  break L190; }
    var p193;
    var q194 = p192, r195 = 0, e197 = false;
    while (q194 < n) {
      var p198;
      L199: {
        var p201;
        var p202;
        look++; nots++;
        if (q194 + 2 <= n && s.charCodeAt(q194) === 63 && s.charCodeAt(q194 + 1) === 61) { p202 = q194 + 2; if (look === 0 && p202 > far) far = p202; } else { p202 = -1; fail(q194, 7); }
        look--; nots--;
        p201 = p202 >= 0 ? -1 : q194;
        if (p201 < 0) { p198 = -1;  break L199; }
        var p204;
        L205: {
          var p206;
          if (p201 < n && (c = s.charCodeAt(p201), c < 128 && T3[c] === 1)) { p206 = p201 + 1; if (look === 0 && p206 > far) far = p206; } else { p206 = -1; fail(p201, 8); }
          if (p206 >= 0) { p204 = p206; break L205; }
          var p207;
          p207 = d13(p201);
          if (p207 >= 0) { p204 = p207; break L205; }
          p204 = -1;
        }
        if (p204 < 0) { p198 = -1;  break L199; }
        p198 = p204;
      }
      if (p198 < 0) break;
      if (p198 === q194) { e197 = true; break; }
      r195++; q194 = p198;
    }
    if (e197 || r195 >= 0) p193 = q194; else { p193 = -1;  }
    if (p193 < 0) { out = -1;  break L190; }
    out = p193;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d8(p) { // q-component
  var c, out, s = text, n = size;
  stack.push(8);
  L208: {
    var p210;
    p210 = d13(p);
    if (p210 < 0) { out = -1;  break L208; }
    var p211;
    var q212 = p210, r213 = 0, e215 = false;
    while (q212 < n) {
      var p216;
      L217: {
        var p218;
        if (q212 < n && (c = s.charCodeAt(q212), c < 128 && T3[c] === 1)) { p218 = q212 + 1; if (look === 0 && p218 > far) far = p218; } else { p218 = -1; fail(q212, 8); }
        if (p218 >= 0) { p216 = p218; break L217; }
        var p219;
        p219 = d13(q212);
        if (p219 >= 0) { p216 = p219; break L217; }
        p216 = -1;
      }
      if (p216 < 0) break;
      if (p216 === q212) { e215 = true; break; }
      r213++; q212 = p216;
    }
    if (q212 >= n && !e215) fail(q212, 18);
    if (e215 || r213 >= 0) p211 = q212; else { p211 = -1;  }
    if (p211 < 0) { out = -1;  break L208; }
    out = p211;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d9(p) { // f-component
  var c, out, s = text, n = size;
  stack.push(9);
  var q220 = p, r221 = 0, e223 = false;
  while (q220 < n) {
    var p224;
    L225: {
      var p226;
      if (q220 < n && (c = s.charCodeAt(q220), c < 128 && T3[c] === 1)) { p226 = q220 + 1; if (look === 0 && p226 > far) far = p226; } else { p226 = -1; fail(q220, 8); }
      if (p226 >= 0) { p224 = p226; break L225; }
      var p227;
      p227 = d13(q220);
      if (p227 >= 0) { p224 = p227; break L225; }
      p224 = -1;
    }
    if (p224 < 0) break;
    if (p224 === q220) { e223 = true; break; }
    r221++; q220 = p224;
  }
  if (q220 >= n && !e223) fail(q220, 18);
  if (e223 || r221 >= 0) out = q220; else { out = -1;  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function d10(p) { // ALPHA
  var c, out, s = text, n = size;
  stack.push(10);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 9); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; }
  return out;
}
function d11(p) { // DIGIT
  var c, out, s = text, n = size;
  stack.push(11);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 10); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; }
  return out;
}
function d12(p) { // HEXDIG
  var c, out, s = text, n = size;
  stack.push(12);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 11); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; }
  return out;
}
function d13(p) { // pchar
  var c, out, s = text, n = size;
  stack.push(13);
  L228: {
    var p229;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p229 = p + 1; if (look === 0 && p229 > far) far = p229; } else { p229 = -1; fail(p, 12); }
    if (p229 >= 0) { out = p229; break L228; }
    var p230;
    p230 = d15(p);
    if (p230 >= 0) { out = p230; break L228; }
    out = -1;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; }
  return out;
}
function d14(p) { // unreserved
  var c, out, s = text, n = size;
  stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T9[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 13); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; }
  return out;
}
function d15(p) { // pct-encoded
  var c, out, s = text, n = size;
  stack.push(15);
  L231: {
    var p233;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p233 = p + 1; if (look === 0 && p233 > far) far = p233; } else { p233 = -1; fail(p, 14); }
    if (p233 < 0) { out = -1;  break L231; }
    var p234;
    if (p233 < n && (c = s.charCodeAt(p233), c < 128 && T7[c] === 1)) { p234 = p233 + 1; if (look === 0 && p234 > far) far = p234; } else { p234 = -1; fail(p233, 11); }
    if (p234 < 0) { out = -1;  break L231; }
    var p235;
    if (p234 < n && (c = s.charCodeAt(p234), c < 128 && T7[c] === 1)) { p235 = p234 + 1; if (look === 0 && p235 > far) far = p235; } else { p235 = -1; fail(p234, 11); }
    if (p235 < 0) { out = -1;  break L231; }
    out = p235;
  }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; }
  return out;
}
function d16(p) { // sub-delims
  var c, out, s = text, n = size;
  stack.push(16);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; fail(p, 15); }
  stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; }
  return out;
}
/**
* Matches the whole of `input` against rule namestring. On success returns the
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
