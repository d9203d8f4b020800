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
  L161: {
    var k162 = kn;
    var p163;
    p163 = d1(p);
    if (p163 < 0) { out = -1; kn = k162; break L161; }
    var p164;
    if (p163 < n && (c = s.charCodeAt(p163), c === 58)) { p164 = p163 + 1; if (look === 0 && p164 > far) far = p164; } else { p164 = -1; if (rec) fail(p163, 0); }
    if (p164 < 0) { out = -1; kn = k162; break L161; }
    var p165;
    p165 = d2(p164);
    if (p165 < 0) { out = -1; kn = k162; break L161; }
    var p166;
    L167: {
      var p168;
      L169: {
        var k170 = kn;
        var p171;
        if (p165 < n && (c = s.charCodeAt(p165), c === 46)) { p171 = p165 + 1; if (look === 0 && p171 > far) far = p171; } else { p171 = -1; if (rec) fail(p165, 1); }
        if (p171 < 0) { p168 = -1; kn = k170; break L169; }
        var p172;
        p172 = d3(p171);
        if (p172 < 0) { p168 = -1; kn = k170; break L169; }
        var p173;
        var q174 = p172, r175 = 0, e177 = false, k176 = kn;
        while (q174 < n) {
          var p178;
          L179: {
            var k180 = kn;
            var p181;
            if (q174 < n && (c = s.charCodeAt(q174), c === 46)) { p181 = q174 + 1; if (look === 0 && p181 > far) far = p181; } else { p181 = -1; if (rec) fail(q174, 1); }
            if (p181 < 0) { p178 = -1; kn = k180; break L179; }
            var p182;
            p182 = d4(p181);
            if (p182 < 0) { p178 = -1; kn = k180; break L179; }
            var p183;
            var q184 = p182, r185 = 0, e187 = false, k186 = kn;
            while (q184 < n) {
              var p188;
              L189: {
                var k190 = kn;
                var p191;
                if (q184 < n && (c = s.charCodeAt(q184), c === 46)) { p191 = q184 + 1; if (look === 0 && p191 > far) far = p191; } else { p191 = -1; if (rec) fail(q184, 1); }
                if (p191 < 0) { p188 = -1; kn = k190; break L189; }
                var p192;
                p192 = d5(p191);
                if (p192 < 0) { p188 = -1; kn = k190; break L189; }
                p188 = p192;
              }
              if (p188 < 0) break;
              if (p188 === q184) { e187 = true; break; }
              r185++; q184 = p188;
              if (r185 === 1) break;
            }
            if (rec && q184 >= n && !e187 && r185 < 1) fail(q184, 1);
            if (e187 || r185 >= 0) p183 = q184; else { p183 = -1; kn = k186; }
            if (p183 < 0) { p178 = -1; kn = k180; break L179; }
            p178 = p183;
          }
          if (p178 < 0) break;
          if (p178 === q174) { e177 = true; break; }
          r175++; q174 = p178;
          if (r175 === 1) break;
        }
        if (rec && q174 >= n && !e177 && r175 < 1) fail(q174, 1);
        if (e177 || r175 >= 0) p173 = q174; else { p173 = -1; kn = k176; }
        if (p173 < 0) { p168 = -1; kn = k170; break L169; }
        var p193;
        var q194 = p173, r195 = 0, e197 = false, k196 = kn;
        while (q194 < n) {
          var p198;
          L199: {
            var k200 = kn;
            var p201;
            if (q194 < n && (c = s.charCodeAt(q194), c === 58)) { p201 = q194 + 1; if (look === 0 && p201 > far) far = p201; } else { p201 = -1; if (rec) fail(q194, 0); }
            if (p201 < 0) { p198 = -1; kn = k200; break L199; }
            var p202;
            var q203 = p201, r204 = 0, e206 = false, k205 = kn;
            while (q203 < n) {
              var p207;
              p207 = d6(q203);
              if (p207 < 0) break;
              if (p207 === q203) { e206 = true; break; }
              r204++; q203 = p207;
              if (r204 === 1) break;
            }
            if (rec && q203 >= n && !e206 && r204 < 1) fail(q203, 2);
            if (e206 || r204 >= 0) p202 = q203; else { p202 = -1; kn = k205; }
            if (p202 < 0) { p198 = -1; kn = k200; break L199; }
            p198 = p202;
          }
          if (p198 < 0) break;
          if (p198 === q194) { e197 = true; break; }
          r195++; q194 = p198;
          if (r195 === 1) break;
        }
        if (rec && q194 >= n && !e197 && r195 < 1) fail(q194, 0);
        if (e197 || r195 >= 0) p193 = q194; else { p193 = -1; kn = k196; }
        if (p193 < 0) { p168 = -1; kn = k170; break L169; }
        p168 = p193;
      }
      if (p168 >= 0) { p166 = p168; break L167; }
      var p208;
      var q209 = p165, r210 = 0, e212 = false;
      while (q209 < n) {
        var p213;
        if (q209 < n && (c = s.charCodeAt(q209), c === 58)) { p213 = q209 + 1; if (look === 0 && p213 > far) far = p213; } else { p213 = -1; if (rec) fail(q209, 0); }
        if (p213 < 0) break;
        if (p213 === q209) { e212 = true; break; }
        r210++; q209 = p213;
        if (r210 === 1) break;
      }
      if (rec && q209 >= n && !e212 && r210 < 1) fail(q209, 0);
      if (e212 || r210 >= 0) p208 = q209; else { p208 = -1;  }
      if (p208 >= 0) { p166 = p208; break L167; }
      p166 = -1;
    }
    if (p166 < 0) { out = -1; kn = k162; break L161; }
    out = p166;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // CTSNAMESPACE
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  var q214 = p;
  while (q214 < n && (c = s.charCodeAt(q214), T0[c] === 1)) q214++;
  if (look === 0 && q214 > far) far = q214; if (rec) fail(q214, 2);
  out = q214 - p >= 1 ? q214 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // TEXTGROUP
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  var q216 = p;
  while (q216 < n && (c = s.charCodeAt(q216), T1[c] === 1)) q216++;
  if (look === 0 && q216 > far) far = q216; if (rec) fail(q216, 3);
  out = q216 - p >= 1 ? q216 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // WORK
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  var q218 = p;
  while (q218 < n && (c = s.charCodeAt(q218), T1[c] === 1)) q218++;
  if (look === 0 && q218 > far) far = q218; if (rec) fail(q218, 3);
  out = q218 - p >= 1 ? q218 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // VERSION
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  var q220 = p;
  while (q220 < n && (c = s.charCodeAt(q220), T1[c] === 1)) q220++;
  if (look === 0 && q220 > far) far = q220; if (rec) fail(q220, 3);
  out = q220 - p >= 1 ? q220 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // EXEMPLAR
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  var q222 = p;
  while (q222 < n && (c = s.charCodeAt(q222), T1[c] === 1)) q222++;
  if (look === 0 && q222 > far) far = q222; if (rec) fail(q222, 3);
  out = q222 - p >= 1 ? q222 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // PASSAGE
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  L224: {
    var p226;
    p226 = d7(p);
    if (p226 < 0) { out = -1;  break L224; }
    var p227;
    var q228 = p226, r229 = 0, e231 = false;
    while (q228 < n) {
      var p232;
      L233: {
        var p235;
        if (q228 < n && (c = s.charCodeAt(q228), c === 45)) { p235 = q228 + 1; if (look === 0 && p235 > far) far = p235; } else { p235 = -1; if (rec) fail(q228, 4); }
        if (p235 < 0) { p232 = -1;  break L233; }
        var p236;
        p236 = d7(p235);
        if (p236 < 0) { p232 = -1;  break L233; }
        p232 = p236;
      }
      if (p232 < 0) break;
      if (p232 === q228) { e231 = true; break; }
      r229++; q228 = p232;
      if (r229 === 1) break;
    }
    if (rec && q228 >= n && !e231 && r229 < 1) fail(q228, 4);
    if (e231 || r229 >= 0) p227 = q228; else { p227 = -1;  }
    if (p227 < 0) { out = -1;  break L224; }
    out = p227;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // node-reference
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  L237: {
    var p239;
    p239 = d8(p);
    if (p239 < 0) { out = -1;  break L237; }
    var p240;
    var q241 = p239, r242 = 0, e244 = false;
    while (q241 < n) {
      var p245;
      L246: {
        var p248;
        if (q241 < n && (c = s.charCodeAt(q241), c === 64)) { p248 = q241 + 1; if (look === 0 && p248 > far) far = p248; } else { p248 = -1; if (rec) fail(q241, 5); }
        if (p248 < 0) { p245 = -1;  break L246; }
        var p249;
        p249 = d9(p248);
        if (p249 < 0) { p245 = -1;  break L246; }
        p245 = p249;
      }
      if (p245 < 0) break;
      if (p245 === q241) { e244 = true; break; }
      r242++; q241 = p245;
      if (r242 === 1) break;
    }
    if (rec && q241 >= n && !e244 && r242 < 1) fail(q241, 5);
    if (e244 || r242 >= 0) p240 = q241; else { p240 = -1;  }
    if (p240 < 0) { out = -1;  break L237; }
    out = p240;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // citable-node
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L250: {
    var p252;
    var q253 = p;
    while (q253 < n && (c = s.charCodeAt(q253), T0[c] === 1)) q253++;
    if (look === 0 && q253 > far) far = q253; if (rec) fail(q253, 2);
    p252 = q253 - p >= 1 ? q253 : -1;
    if (p252 < 0) { out = -1;  break L250; }
    var p255;
    var q256 = p252, r257 = 0, e259 = false;
    while (q256 < n) {
      var p260;
      L261: {
        var p263;
        if (q256 < n && (c = s.charCodeAt(q256), c === 46)) { p263 = q256 + 1; if (look === 0 && p263 > far) far = p263; } else { p263 = -1; if (rec) fail(q256, 1); }
        if (p263 < 0) { p260 = -1;  break L261; }
        var p264;
        var q265 = p263;
        while (q265 < n && (c = s.charCodeAt(q265), T0[c] === 1)) q265++;
        if (look === 0 && q265 > far) far = q265; if (rec) fail(q265, 2);
        p264 = q265 - p263 >= 1 ? q265 : -1;
        if (p264 < 0) { p260 = -1;  break L261; }
        p260 = p264;
      }
      if (p260 < 0) break;
      if (p260 === q256) { e259 = true; break; }
      r257++; q256 = p260;
    }
    if (rec && q256 >= n && !e259) fail(q256, 1);
    if (e259 || r257 >= 0) p255 = q256; else { p255 = -1;  }
    if (p255 < 0) { out = -1;  break L250; }
    out = p255;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // subsection
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  L267: {
    var p269;
    p269 = d11(p);
    if (p269 < 0) { out = -1;  break L267; }
    var p270;
    var q271 = p269, r272 = 0, e274 = false;
    while (q271 < n) {
      var p275;
      L276: {
        var p278;
        if (q271 < n && (c = s.charCodeAt(q271), c === 45)) { p278 = q271 + 1; if (look === 0 && p278 > far) far = p278; } else { p278 = -1; if (rec) fail(q271, 4); }
        if (p278 < 0) { p275 = -1;  break L276; }
        var p279;
        var p280;
        look++; nots++;
        p280 = d10(p278);
        look--; nots--;
        p279 = p280 >= 0 ? -1 : p278;
        if (p279 < 0) { p275 = -1;  break L276; }
        var p282;
        p282 = d11(p279);
        if (p282 < 0) { p275 = -1;  break L276; }
        p275 = p282;
      }
      if (p275 < 0) break;
      if (p275 === q271) { e274 = true; break; }
      r272++; q271 = p275;
      if (r272 === 1) break;
    }
    if (rec && q271 >= n && !e274 && r272 < 1) fail(q271, 4);
    if (e274 || r272 >= 0) p270 = q271; else { p270 = -1;  }
    if (p270 < 0) { out = -1;  break L267; }
    out = p270;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // range-end
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L283: {
    var p285;
    p285 = d8(p);
    if (p285 < 0) { out = -1;  break L283; }
    var p286;
    L287: {
      var p288;
      if (p285 < n && (c = s.charCodeAt(p285), c === 64)) { p288 = p285 + 1; if (look === 0 && p288 > far) far = p288; } else { p288 = -1; if (rec) fail(p285, 5); }
      if (p288 >= 0) { p286 = p288; break L287; }
      var p289;
      var p290;
      look++; nots++;
      if (p285 < n && (c = s.charCodeAt(p285), ((c >= 0 && c <= 1114111)))) { p290 = p285 + 1; if (look === 0 && p290 > far) far = p290; } else { p290 = -1; if (rec) fail(p285, 6); }
      look--; nots--;
      p289 = p290 >= 0 ? -1 : p285;
      if (p289 >= 0) { p286 = p289; break L287; }
      p286 = -1;
    }
    if (p286 < 0) { out = -1;  break L283; }
    out = p286;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // subreference
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  L292: {
    var p294;
    var q295 = p, r296 = 0, e298 = false;
    while (q295 < n) {
      var p299;
      L300: {
        var p301;
        if (q295 < n && (c = s.charCodeAt(q295), c < 128 && T0[c] === 1)) { p301 = q295 + 1; if (look === 0 && p301 > far) far = p301; } else { p301 = -1; if (rec) fail(q295, 2); }
        if (p301 >= 0) { p299 = p301; break L300; }
        var p302;
        p302 = d21(q295);
        if (p302 >= 0) { p299 = p302; break L300; }
        p299 = -1;
      }
      if (p299 < 0) break;
      if (p299 === q295) { e298 = true; break; }
      r296++; q295 = p299;
    }
    if (rec && q295 >= n && !e298) fail(q295, 13);
    if (e298 || r296 >= 1) p294 = q295; else { p294 = -1;  }
    if (p294 < 0) { out = -1;  break L292; }
    var p303;
    var q304 = p294, r305 = 0, e307 = false;
    while (q304 < n) {
      var p308;
      p308 = d12(q304);
      if (p308 < 0) break;
      if (p308 === q304) { e307 = true; break; }
      r305++; q304 = p308;
      if (r305 === 1) break;
    }
    if (rec && q304 >= n && !e307 && r305 < 1) fail(q304, 14);
    if (e307 || r305 >= 0) p303 = q304; else { p303 = -1;  }
    if (p303 < 0) { out = -1;  break L292; }
    out = p303;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // index
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L309: {
    var p311;
    L312: {
      var p313;
      if (p < n && (c = s.charCodeAt(p), c === 91)) { p313 = p + 1; if (look === 0 && p313 > far) far = p313; } else { p313 = -1; if (rec) fail(p, 7); }
      if (p313 >= 0) { p311 = p313; break L312; }
      var p314;
      L315: {
        var p317;
        if (p < n && (c = s.charCodeAt(p), c === 37)) { p317 = p + 1; if (look === 0 && p317 > far) far = p317; } else { p317 = -1; if (rec) fail(p, 15); }
        if (p317 < 0) { p314 = -1;  break L315; }
        var p318;
        if (p317 < n && (c = s.charCodeAt(p317), c === 53)) { p318 = p317 + 1; if (look === 0 && p318 > far) far = p318; } else { p318 = -1; if (rec) fail(p317, 16, 1); }
        if (p318 < 0) { p314 = -1;  break L315; }
        var p319;
        if (p318 < n && (c = s.charCodeAt(p318), (c | 32) === 98)) { p319 = p318 + 1; if (look === 0 && p319 > far) far = p319; } else { p319 = -1; if (rec) fail(p318, 17, 2); }
        if (p319 < 0) { p314 = -1;  break L315; }
        p314 = p319;
      }
      if (p314 >= 0) { p311 = p314; break L312; }
      p311 = -1;
    }
    if (p311 < 0) { out = -1;  break L309; }
    var p320;
    if (p311 < n && (c = s.charCodeAt(p311), c < 128 && T3[c] === 1)) { p320 = p311 + 1; if (look === 0 && p320 > far) far = p320; } else { p320 = -1; if (rec) fail(p311, 8); }
    if (p320 < 0) { out = -1;  break L309; }
    var p321;
    var q322 = p320;
    while (q322 < n && (c = s.charCodeAt(q322), T4[c] === 1)) q322++;
    if (look === 0 && q322 > far) far = q322; if (rec) fail(q322, 9);
    p321 = q322 - p320 >= 0 ? q322 : -1;
    if (p321 < 0) { out = -1;  break L309; }
    var p324;
    L325: {
      var p326;
      if (p321 < n && (c = s.charCodeAt(p321), c === 93)) { p326 = p321 + 1; if (look === 0 && p326 > far) far = p326; } else { p326 = -1; if (rec) fail(p321, 10); }
      if (p326 >= 0) { p324 = p326; break L325; }
      var p327;
      L328: {
        var p330;
        if (p321 < n && (c = s.charCodeAt(p321), c === 37)) { p330 = p321 + 1; if (look === 0 && p330 > far) far = p330; } else { p330 = -1; if (rec) fail(p321, 18); }
        if (p330 < 0) { p327 = -1;  break L328; }
        var p331;
        if (p330 < n && (c = s.charCodeAt(p330), c === 53)) { p331 = p330 + 1; if (look === 0 && p331 > far) far = p331; } else { p331 = -1; if (rec) fail(p330, 19, 1); }
        if (p331 < 0) { p327 = -1;  break L328; }
        var p332;
        if (p331 < n && (c = s.charCodeAt(p331), (c | 32) === 100)) { p332 = p331 + 1; if (look === 0 && p332 > far) far = p332; } else { p332 = -1; if (rec) fail(p331, 20, 2); }
        if (p332 < 0) { p327 = -1;  break L328; }
        p327 = p332;
      }
      if (p327 >= 0) { p324 = p327; break L325; }
      p324 = -1;
    }
    if (p324 < 0) { out = -1;  break L309; }
    out = p324;
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
  L333: {
    var p335;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p335 = p + 1; if (look === 0 && p335 > far) far = p335; } else { p335 = -1; if (rec) fail(p, 21); }
    if (p335 < 0) { out = -1;  break L333; }
    var p336;
    if (p335 < n && (c = s.charCodeAt(p335), c < 128 && T2[c] === 1)) { p336 = p335 + 1; if (look === 0 && p336 > far) far = p336; } else { p336 = -1; if (rec) fail(p335, 12); }
    if (p336 < 0) { out = -1;  break L333; }
    var p337;
    if (p336 < n && (c = s.charCodeAt(p336), c < 128 && T2[c] === 1)) { p337 = p336 + 1; if (look === 0 && p337 > far) far = p337; } else { p337 = -1; if (rec) fail(p336, 12); }
    if (p337 < 0) { out = -1;  break L333; }
    out = p337;
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
