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
const T5 = table(128, '0000000000000000efffff70efffff70');
const rules = ["cts-nss","CTSNAMESPACE","TEXTGROUP","WORK","VERSION","EXEMPLAR","PASSAGE","node-reference","citable-node","subsection","range-end","subreference","index","NZDIGIT","data-char","work-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[46,46]]},{"set":[[33,33],[36,36],[39,44],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[39,45],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[45,45]]},{"set":[[64,64]]},{"set":[[0,1114111]]},{"set":[[91,91]]},{"set":[[49,57]]},{"set":[[48,57]]},{"set":[[93,93]]},{"set":[[65,90],[97,122]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,37],[39,44],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[37,37],[91,91]]},{"literal":"%5b","caseless":true,"at":0},{"literal":"%5b","caseless":true,"at":1},{"literal":"%5b","caseless":true,"at":2},{"literal":"%5d","caseless":true,"at":0},{"literal":"%5d","caseless":true,"at":1},{"literal":"%5d","caseless":true,"at":2},{"set":[[37,37]]}];
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
const KEEP = 2;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // cts-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L164: {
    var k165 = kn;
    var p166;
    p166 = d1(p);
    if (p166 < 0) { out = -1; kn = k165; break L164; }
    var p167;
    if (p166 < n && (c = s.charCodeAt(p166), c === 58)) { p167 = p166 + 1; if (look === 0 && p167 > far) far = p167; } else { p167 = -1; if (rec) fail(p166, 0); }
    if (p167 < 0) { out = -1; kn = k165; break L164; }
    var p168;
    p168 = d2(p167);
    if (p168 < 0) { out = -1; kn = k165; break L164; }
    var p169;
    L170: {
      var p171;
      L172: {
        var k173 = kn;
        var p174;
        if (p168 < n && (c = s.charCodeAt(p168), c === 46)) { p174 = p168 + 1; if (look === 0 && p174 > far) far = p174; } else { p174 = -1; if (rec) fail(p168, 1); }
        if (p174 < 0) { p171 = -1; kn = k173; break L172; }
        var p175;
        p175 = d3(p174);
        if (p175 < 0) { p171 = -1; kn = k173; break L172; }
        var p176;
        var q177 = p175, r178 = 0, e180 = false, k179 = kn;
        while (q177 < n) {
          var p181;
          L182: {
            var k183 = kn;
            var p184;
            if (q177 < n && (c = s.charCodeAt(q177), c === 46)) { p184 = q177 + 1; if (look === 0 && p184 > far) far = p184; } else { p184 = -1; if (rec) fail(q177, 1); }
            if (p184 < 0) { p181 = -1; kn = k183; break L182; }
            var p185;
            p185 = d4(p184);
            if (p185 < 0) { p181 = -1; kn = k183; break L182; }
            var p186;
            var q187 = p185, r188 = 0, e190 = false, k189 = kn;
            while (q187 < n) {
              var p191;
              L192: {
                var k193 = kn;
                var p194;
                if (q187 < n && (c = s.charCodeAt(q187), c === 46)) { p194 = q187 + 1; if (look === 0 && p194 > far) far = p194; } else { p194 = -1; if (rec) fail(q187, 1); }
                if (p194 < 0) { p191 = -1; kn = k193; break L192; }
                var p195;
                p195 = d5(p194);
                if (p195 < 0) { p191 = -1; kn = k193; break L192; }
                p191 = p195;
              }
              if (p191 < 0) break;
              if (p191 === q187) { e190 = true; break; }
              r188++; q187 = p191;
              if (r188 === 1) break;
            }
            if (rec && q187 >= n && !e190 && r188 < 1) fail(q187, 1);
            if (e190 || r188 >= 0) p186 = q187; else { p186 = -1; kn = k189; }
            if (p186 < 0) { p181 = -1; kn = k183; break L182; }
            p181 = p186;
          }
          if (p181 < 0) break;
          if (p181 === q177) { e180 = true; break; }
          r178++; q177 = p181;
          if (r178 === 1) break;
        }
        if (rec && q177 >= n && !e180 && r178 < 1) fail(q177, 1);
        if (e180 || r178 >= 0) p176 = q177; else { p176 = -1; kn = k179; }
        if (p176 < 0) { p171 = -1; kn = k173; break L172; }
        var p196;
        var q197 = p176, r198 = 0, e200 = false, k199 = kn;
        while (q197 < n) {
          var p201;
          L202: {
            var k203 = kn;
            var p204;
            if (q197 < n && (c = s.charCodeAt(q197), c === 58)) { p204 = q197 + 1; if (look === 0 && p204 > far) far = p204; } else { p204 = -1; if (rec) fail(q197, 0); }
            if (p204 < 0) { p201 = -1; kn = k203; break L202; }
            var p205;
            var q206 = p204, r207 = 0, e209 = false, k208 = kn;
            while (q206 < n) {
              var p210;
              p210 = d6(q206);
              if (p210 < 0) break;
              if (p210 === q206) { e209 = true; break; }
              r207++; q206 = p210;
              if (r207 === 1) break;
            }
            if (rec && q206 >= n && !e209 && r207 < 1) fail(q206, 2);
            if (e209 || r207 >= 0) p205 = q206; else { p205 = -1; kn = k208; }
            if (p205 < 0) { p201 = -1; kn = k203; break L202; }
            p201 = p205;
          }
          if (p201 < 0) break;
          if (p201 === q197) { e200 = true; break; }
          r198++; q197 = p201;
          if (r198 === 1) break;
        }
        if (rec && q197 >= n && !e200 && r198 < 1) fail(q197, 0);
        if (e200 || r198 >= 0) p196 = q197; else { p196 = -1; kn = k199; }
        if (p196 < 0) { p171 = -1; kn = k173; break L172; }
        p171 = p196;
      }
      if (p171 >= 0) { p169 = p171; break L170; }
      var p211;
      var q212 = p168, r213 = 0, e215 = false;
      while (q212 < n) {
        var p216;
        if (q212 < n && (c = s.charCodeAt(q212), c === 58)) { p216 = q212 + 1; if (look === 0 && p216 > far) far = p216; } else { p216 = -1; if (rec) fail(q212, 0); }
        if (p216 < 0) break;
        if (p216 === q212) { e215 = true; break; }
        r213++; q212 = p216;
        if (r213 === 1) break;
      }
      if (rec && q212 >= n && !e215 && r213 < 1) fail(q212, 0);
      if (e215 || r213 >= 0) p211 = q212; else { p211 = -1;  }
      if (p211 >= 0) { p169 = p211; break L170; }
      p169 = -1;
    }
    if (p169 < 0) { out = -1; kn = k165; break L164; }
    out = p169;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // CTSNAMESPACE
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q217 = p;
  while (q217 < n && (c = s.charCodeAt(q217), T0[c] === 1)) q217++;
  if (look === 0 && q217 > far) far = q217; if (rec) fail(q217, 2);
  out = q217 - p >= 1 ? q217 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // TEXTGROUP
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q219 = p;
  while (q219 < n && (c = s.charCodeAt(q219), T1[c] === 1)) q219++;
  if (look === 0 && q219 > far) far = q219; if (rec) fail(q219, 3);
  out = q219 - p >= 1 ? q219 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // WORK
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  var q221 = p;
  while (q221 < n && (c = s.charCodeAt(q221), T1[c] === 1)) q221++;
  if (look === 0 && q221 > far) far = q221; if (rec) fail(q221, 3);
  out = q221 - p >= 1 ? q221 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // VERSION
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  var q223 = p;
  while (q223 < n && (c = s.charCodeAt(q223), T1[c] === 1)) q223++;
  if (look === 0 && q223 > far) far = q223; if (rec) fail(q223, 3);
  out = q223 - p >= 1 ? q223 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // EXEMPLAR
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  var q225 = p;
  while (q225 < n && (c = s.charCodeAt(q225), T1[c] === 1)) q225++;
  if (look === 0 && q225 > far) far = q225; if (rec) fail(q225, 3);
  out = q225 - p >= 1 ? q225 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // PASSAGE
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  L227: {
    var p229;
    p229 = d7(p);
    if (p229 < 0) { out = -1;  break L227; }
    var p230;
    var q231 = p229, r232 = 0, e234 = false;
    while (q231 < n) {
      var p235;
      L236: {
        var p238;
        if (q231 < n && (c = s.charCodeAt(q231), c === 45)) { p238 = q231 + 1; if (look === 0 && p238 > far) far = p238; } else { p238 = -1; if (rec) fail(q231, 4); }
        if (p238 < 0) { p235 = -1;  break L236; }
        var p239;
        p239 = d7(p238);
        if (p239 < 0) { p235 = -1;  break L236; }
        p235 = p239;
      }
      if (p235 < 0) break;
      if (p235 === q231) { e234 = true; break; }
      r232++; q231 = p235;
      if (r232 === 1) break;
    }
    if (rec && q231 >= n && !e234 && r232 < 1) fail(q231, 4);
    if (e234 || r232 >= 0) p230 = q231; else { p230 = -1;  }
    if (p230 < 0) { out = -1;  break L227; }
    out = p230;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // node-reference
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  L240: {
    var p242;
    p242 = d8(p);
    if (p242 < 0) { out = -1;  break L240; }
    var p243;
    var q244 = p242, r245 = 0, e247 = false;
    while (q244 < n) {
      var p248;
      L249: {
        var p251;
        if (q244 < n && (c = s.charCodeAt(q244), c === 64)) { p251 = q244 + 1; if (look === 0 && p251 > far) far = p251; } else { p251 = -1; if (rec) fail(q244, 5); }
        if (p251 < 0) { p248 = -1;  break L249; }
        var p252;
        p252 = d9(p251);
        if (p252 < 0) { p248 = -1;  break L249; }
        p248 = p252;
      }
      if (p248 < 0) break;
      if (p248 === q244) { e247 = true; break; }
      r245++; q244 = p248;
      if (r245 === 1) break;
    }
    if (rec && q244 >= n && !e247 && r245 < 1) fail(q244, 5);
    if (e247 || r245 >= 0) p243 = q244; else { p243 = -1;  }
    if (p243 < 0) { out = -1;  break L240; }
    out = p243;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // citable-node
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L253: {
    var p255;
    var q256 = p;
    while (q256 < n && (c = s.charCodeAt(q256), T0[c] === 1)) q256++;
    if (look === 0 && q256 > far) far = q256; if (rec) fail(q256, 2);
    p255 = q256 - p >= 1 ? q256 : -1;
    if (p255 < 0) { out = -1;  break L253; }
    var p258;
    var q259 = p255, r260 = 0, e262 = false;
    while (q259 < n) {
      var p263;
      L264: {
        var p266;
        if (q259 < n && (c = s.charCodeAt(q259), c === 46)) { p266 = q259 + 1; if (look === 0 && p266 > far) far = p266; } else { p266 = -1; if (rec) fail(q259, 1); }
        if (p266 < 0) { p263 = -1;  break L264; }
        var p267;
        var q268 = p266;
        while (q268 < n && (c = s.charCodeAt(q268), T0[c] === 1)) q268++;
        if (look === 0 && q268 > far) far = q268; if (rec) fail(q268, 2);
        p267 = q268 - p266 >= 1 ? q268 : -1;
        if (p267 < 0) { p263 = -1;  break L264; }
        p263 = p267;
      }
      if (p263 < 0) break;
      if (p263 === q259) { e262 = true; break; }
      r260++; q259 = p263;
    }
    if (rec && q259 >= n && !e262) fail(q259, 1);
    if (e262 || r260 >= 0) p258 = q259; else { p258 = -1;  }
    if (p258 < 0) { out = -1;  break L253; }
    out = p258;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // subsection
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  L270: {
    var p272;
    p272 = d11(p);
    if (p272 < 0) { out = -1;  break L270; }
    var p273;
    var q274 = p272, r275 = 0, e277 = false;
    while (q274 < n) {
      var p278;
      L279: {
        var p281;
        if (q274 < n && (c = s.charCodeAt(q274), c === 45)) { p281 = q274 + 1; if (look === 0 && p281 > far) far = p281; } else { p281 = -1; if (rec) fail(q274, 4); }
        if (p281 < 0) { p278 = -1;  break L279; }
        var p282;
        var p283;
        look++; nots++;
        p283 = d10(p281);
        look--; nots--;
        p282 = p283 >= 0 ? -1 : p281;
        if (p282 < 0) { p278 = -1;  break L279; }
        var p285;
        p285 = d11(p282);
        if (p285 < 0) { p278 = -1;  break L279; }
        p278 = p285;
      }
      if (p278 < 0) break;
      if (p278 === q274) { e277 = true; break; }
      r275++; q274 = p278;
      if (r275 === 1) break;
    }
    if (rec && q274 >= n && !e277 && r275 < 1) fail(q274, 4);
    if (e277 || r275 >= 0) p273 = q274; else { p273 = -1;  }
    if (p273 < 0) { out = -1;  break L270; }
    out = p273;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // range-end
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L286: {
    var p288;
    var q289 = p;
    while (q289 < n && (c = s.charCodeAt(q289), T0[c] === 1)) q289++;
    if (look === 0 && q289 > far) far = q289; if (rec) fail(q289, 2);
    p288 = q289 - p >= 1 ? q289 : -1;
    if (p288 < 0) { out = -1;  break L286; }
    var p291;
    L292: {
      var p293;
      if (p288 < n && (c = s.charCodeAt(p288), c === 46)) { p293 = p288 + 1; if (look === 0 && p293 > far) far = p293; } else { p293 = -1; if (rec) fail(p288, 1); }
      if (p293 >= 0) { p291 = p293; break L292; }
      var p294;
      if (p288 < n && (c = s.charCodeAt(p288), c === 64)) { p294 = p288 + 1; if (look === 0 && p294 > far) far = p294; } else { p294 = -1; if (rec) fail(p288, 5); }
      if (p294 >= 0) { p291 = p294; break L292; }
      var p295;
      var p296;
      look++; nots++;
      if (p288 < n && (c = s.charCodeAt(p288), ((c >= 0 && c <= 1114111)))) { p296 = p288 + 1; if (look === 0 && p296 > far) far = p296; } else { p296 = -1; if (rec) fail(p288, 6); }
      look--; nots--;
      p295 = p296 >= 0 ? -1 : p288;
      if (p295 >= 0) { p291 = p295; break L292; }
      p291 = -1;
    }
    if (p291 < 0) { out = -1;  break L286; }
    out = p291;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // subreference
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  L298: {
    var p300;
    var q301 = p, r302 = 0, e304 = false;
    while (q301 < n) {
      var p305;
      L306: {
        var p307;
        if (q301 < n && (c = s.charCodeAt(q301), c < 128 && T0[c] === 1)) { p307 = q301 + 1; if (look === 0 && p307 > far) far = p307; } else { p307 = -1; if (rec) fail(q301, 2); }
        if (p307 >= 0) { p305 = p307; break L306; }
        var p308;
        p308 = d21(q301);
        if (p308 >= 0) { p305 = p308; break L306; }
        p305 = -1;
      }
      if (p305 < 0) break;
      if (p305 === q301) { e304 = true; break; }
      r302++; q301 = p305;
    }
    if (rec && q301 >= n && !e304) fail(q301, 13);
    if (e304 || r302 >= 1) p300 = q301; else { p300 = -1;  }
    if (p300 < 0) { out = -1;  break L298; }
    var p309;
    var q310 = p300, r311 = 0, e313 = false;
    while (q310 < n) {
      var p314;
      p314 = d12(q310);
      if (p314 < 0) break;
      if (p314 === q310) { e313 = true; break; }
      r311++; q310 = p314;
      if (r311 === 1) break;
    }
    if (rec && q310 >= n && !e313 && r311 < 1) fail(q310, 14);
    if (e313 || r311 >= 0) p309 = q310; else { p309 = -1;  }
    if (p309 < 0) { out = -1;  break L298; }
    out = p309;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // index
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L315: {
    var p317;
    L318: {
      var p319;
      if (p < n && (c = s.charCodeAt(p), c === 91)) { p319 = p + 1; if (look === 0 && p319 > far) far = p319; } else { p319 = -1; if (rec) fail(p, 7); }
      if (p319 >= 0) { p317 = p319; break L318; }
      var p320;
      L321: {
        var p323;
        if (p < n && (c = s.charCodeAt(p), c === 37)) { p323 = p + 1; if (look === 0 && p323 > far) far = p323; } else { p323 = -1; if (rec) fail(p, 15); }
        if (p323 < 0) { p320 = -1;  break L321; }
        var p324;
        if (p323 < n && (c = s.charCodeAt(p323), c === 53)) { p324 = p323 + 1; if (look === 0 && p324 > far) far = p324; } else { p324 = -1; if (rec) fail(p323, 16, 1); }
        if (p324 < 0) { p320 = -1;  break L321; }
        var p325;
        if (p324 < n && (c = s.charCodeAt(p324), (c | 32) === 98)) { p325 = p324 + 1; if (look === 0 && p325 > far) far = p325; } else { p325 = -1; if (rec) fail(p324, 17, 2); }
        if (p325 < 0) { p320 = -1;  break L321; }
        p320 = p325;
      }
      if (p320 >= 0) { p317 = p320; break L318; }
      p317 = -1;
    }
    if (p317 < 0) { out = -1;  break L315; }
    var p326;
    if (p317 < n && (c = s.charCodeAt(p317), c < 128 && T3[c] === 1)) { p326 = p317 + 1; if (look === 0 && p326 > far) far = p326; } else { p326 = -1; if (rec) fail(p317, 8); }
    if (p326 < 0) { out = -1;  break L315; }
    var p327;
    var q328 = p326;
    while (q328 < n && (c = s.charCodeAt(q328), T4[c] === 1)) q328++;
    if (look === 0 && q328 > far) far = q328; if (rec) fail(q328, 9);
    p327 = q328 - p326 >= 0 ? q328 : -1;
    if (p327 < 0) { out = -1;  break L315; }
    var p330;
    L331: {
      var p332;
      if (p327 < n && (c = s.charCodeAt(p327), c === 93)) { p332 = p327 + 1; if (look === 0 && p332 > far) far = p332; } else { p332 = -1; if (rec) fail(p327, 10); }
      if (p332 >= 0) { p330 = p332; break L331; }
      var p333;
      L334: {
        var p336;
        if (p327 < n && (c = s.charCodeAt(p327), c === 37)) { p336 = p327 + 1; if (look === 0 && p336 > far) far = p336; } else { p336 = -1; if (rec) fail(p327, 18); }
        if (p336 < 0) { p333 = -1;  break L334; }
        var p337;
        if (p336 < n && (c = s.charCodeAt(p336), c === 53)) { p337 = p336 + 1; if (look === 0 && p337 > far) far = p337; } else { p337 = -1; if (rec) fail(p336, 19, 1); }
        if (p337 < 0) { p333 = -1;  break L334; }
        var p338;
        if (p337 < n && (c = s.charCodeAt(p337), (c | 32) === 100)) { p338 = p337 + 1; if (look === 0 && p338 > far) far = p338; } else { p338 = -1; if (rec) fail(p337, 20, 2); }
        if (p338 < 0) { p333 = -1;  break L334; }
        p333 = p338;
      }
      if (p333 >= 0) { p330 = p333; break L331; }
      p330 = -1;
    }
    if (p330 < 0) { out = -1;  break L315; }
    out = p330;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // NZDIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 8); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // data-char
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // work-char
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; } }
  return out;
}
function d16(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(16);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 11); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; } }
  return out;
}
function d17(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(17);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 9); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; } }
  return out;
}
function d18(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(18);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 12); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; } }
  return out;
}
function d21(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(21);
  L339: {
    var p341;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p341 = p + 1; if (look === 0 && p341 > far) far = p341; } else { p341 = -1; if (rec) fail(p, 21); }
    if (p341 < 0) { out = -1;  break L339; }
    var p342;
    if (p341 < n && (c = s.charCodeAt(p341), c < 128 && T2[c] === 1)) { p342 = p341 + 1; if (look === 0 && p342 > far) far = p342; } else { p342 = -1; if (rec) fail(p341, 12); }
    if (p342 < 0) { out = -1;  break L339; }
    var p343;
    if (p342 < n && (c = s.charCodeAt(p342), c < 128 && T2[c] === 1)) { p343 = p342 + 1; if (look === 0 && p343 > far) far = p343; } else { p343 = -1; if (rec) fail(p342, 12); }
    if (p343 < 0) { out = -1;  break L339; }
    out = p343;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; } }
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
