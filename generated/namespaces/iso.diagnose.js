// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/iso.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000002ff30efffff70efffff70');
const T1 = table(65536, '000000000000ff300000000000000000');
const T2 = table(128, '0000000000000000efffff70efffff70');
const T3 = table(65536, '000000002dfffff2ffffff78efffff74');
const T4 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(128, '000000002df7fff2ffffff78efffff74');
const T6 = table(128, '000000000006ff30efffff78efffff74');
const T7 = table(128, '000000002df100820000000000000000');
const rules = ["NSS","std-nss","std-full","std-any","end-of-nss","docidentifier","originator","type","docnumber","partnumber","status","stage","stagecode","iteration","edition","docversion","simpleversion","isoversion","baseversion","includedsuppl","language","monolingual","bilingual","trilingual","supplement","suppltype","supplnumber","supplversion","docelement","elementnumber","elementrange","addition","techdefined","techelement","isodefined","DIGITS","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[0,1114111]]},{"set":[[82,82],[114,114]]},{"set":[[45,45]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[46,46]]},{"set":[[86,86],[118,118]]},{"set":[[44,44]]},{"set":[[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"std:","caseless":true,"at":0},{"literal":"std:","caseless":true,"at":1},{"literal":"std:","caseless":true,"at":2},{"literal":"std:","caseless":true,"at":3},{"literal":"iso-iec","caseless":true,"at":0},{"literal":"iso-iec","caseless":true,"at":1},{"literal":"iso-iec","caseless":true,"at":2},{"literal":"iso-iec","caseless":true,"at":3},{"literal":"iso-iec","caseless":true,"at":4},{"literal":"iso-iec","caseless":true,"at":5},{"literal":"iso-iec","caseless":true,"at":6},{"literal":"iso-cie","caseless":true,"at":0},{"literal":"iso-cie","caseless":true,"at":1},{"literal":"iso-cie","caseless":true,"at":2},{"literal":"iso-cie","caseless":true,"at":3},{"literal":"iso-cie","caseless":true,"at":4},{"literal":"iso-cie","caseless":true,"at":5},{"literal":"iso-cie","caseless":true,"at":6},{"literal":"iso-astm","caseless":true,"at":0},{"literal":"iso-astm","caseless":true,"at":1},{"literal":"iso-astm","caseless":true,"at":2},{"literal":"iso-astm","caseless":true,"at":3},{"literal":"iso-astm","caseless":true,"at":4},{"literal":"iso-astm","caseless":true,"at":5},{"literal":"iso-astm","caseless":true,"at":6},{"literal":"iso-astm","caseless":true,"at":7},{"literal":"iso-ieee","caseless":true,"at":0},{"literal":"iso-ieee","caseless":true,"at":1},{"literal":"iso-ieee","caseless":true,"at":2},{"literal":"iso-ieee","caseless":true,"at":3},{"literal":"iso-ieee","caseless":true,"at":4},{"literal":"iso-ieee","caseless":true,"at":5},{"literal":"iso-ieee","caseless":true,"at":6},{"literal":"iso-ieee","caseless":true,"at":7},{"literal":"iso","caseless":true,"at":0},{"literal":"iso","caseless":true,"at":1},{"literal":"iso","caseless":true,"at":2},{"literal":"iec","caseless":true,"at":0},{"literal":"iec","caseless":true,"at":1},{"literal":"iec","caseless":true,"at":2},{"literal":"data","caseless":true,"at":0},{"literal":"data","caseless":true,"at":1},{"literal":"data","caseless":true,"at":2},{"literal":"data","caseless":true,"at":3},{"literal":"guide","caseless":true,"at":0},{"literal":"guide","caseless":true,"at":1},{"literal":"guide","caseless":true,"at":2},{"literal":"guide","caseless":true,"at":3},{"literal":"guide","caseless":true,"at":4},{"literal":"isp","caseless":true,"at":0},{"literal":"isp","caseless":true,"at":1},{"literal":"isp","caseless":true,"at":2},{"literal":"iwa","caseless":true,"at":0},{"literal":"iwa","caseless":true,"at":1},{"literal":"iwa","caseless":true,"at":2},{"literal":"pas","caseless":true,"at":0},{"literal":"pas","caseless":true,"at":1},{"literal":"pas","caseless":true,"at":2},{"literal":"tr","caseless":true,"at":0},{"literal":"tr","caseless":true,"at":1},{"literal":"ts","caseless":true,"at":0},{"literal":"ts","caseless":true,"at":1},{"literal":"tta","caseless":true,"at":0},{"literal":"tta","caseless":true,"at":1},{"literal":"tta","caseless":true,"at":2},{"literal":"draft","caseless":true,"at":0},{"literal":"draft","caseless":true,"at":1},{"literal":"draft","caseless":true,"at":2},{"literal":"draft","caseless":true,"at":3},{"literal":"draft","caseless":true,"at":4},{"literal":"cancelled","caseless":true,"at":0},{"literal":"cancelled","caseless":true,"at":1},{"literal":"cancelled","caseless":true,"at":2},{"literal":"cancelled","caseless":true,"at":3},{"literal":"cancelled","caseless":true,"at":4},{"literal":"cancelled","caseless":true,"at":5},{"literal":"cancelled","caseless":true,"at":6},{"literal":"cancelled","caseless":true,"at":7},{"literal":"cancelled","caseless":true,"at":8},{"literal":"stage-","caseless":true,"at":0},{"literal":"stage-","caseless":true,"at":1},{"literal":"stage-","caseless":true,"at":2},{"literal":"stage-","caseless":true,"at":3},{"literal":"stage-","caseless":true,"at":4},{"literal":"stage-","caseless":true,"at":5},{"literal":"ed-","caseless":true,"at":0},{"literal":"ed-","caseless":true,"at":1},{"literal":"ed-","caseless":true,"at":2},{"literal":"en","caseless":true,"at":0},{"literal":"en","caseless":true,"at":1},{"literal":"fr","caseless":true,"at":0},{"literal":"fr","caseless":true,"at":1},{"literal":"ru","caseless":true,"at":0},{"literal":"ru","caseless":true,"at":1},{"literal":"es","caseless":true,"at":0},{"literal":"es","caseless":true,"at":1},{"literal":"ar","caseless":true,"at":0},{"literal":"ar","caseless":true,"at":1},{"literal":"en,fr","caseless":true,"at":0},{"literal":"en,fr","caseless":true,"at":1},{"literal":"en,fr","caseless":true,"at":2},{"literal":"en,fr","caseless":true,"at":3},{"literal":"en,fr","caseless":true,"at":4},{"literal":"en,ru","caseless":true,"at":0},{"literal":"en,ru","caseless":true,"at":1},{"literal":"en,ru","caseless":true,"at":2},{"literal":"en,ru","caseless":true,"at":3},{"literal":"en,ru","caseless":true,"at":4},{"literal":"fr,ru","caseless":true,"at":0},{"literal":"fr,ru","caseless":true,"at":1},{"literal":"fr,ru","caseless":true,"at":2},{"literal":"fr,ru","caseless":true,"at":3},{"literal":"fr,ru","caseless":true,"at":4},{"literal":"en,fr,ru","caseless":true,"at":0},{"literal":"en,fr,ru","caseless":true,"at":1},{"literal":"en,fr,ru","caseless":true,"at":2},{"literal":"en,fr,ru","caseless":true,"at":3},{"literal":"en,fr,ru","caseless":true,"at":4},{"literal":"en,fr,ru","caseless":true,"at":5},{"literal":"en,fr,ru","caseless":true,"at":6},{"literal":"en,fr,ru","caseless":true,"at":7},{"literal":"amd","caseless":true,"at":0},{"literal":"amd","caseless":true,"at":1},{"literal":"amd","caseless":true,"at":2},{"literal":"cor","caseless":true,"at":0},{"literal":"cor","caseless":true,"at":1},{"literal":"cor","caseless":true,"at":2},{"literal":"add","caseless":true,"at":0},{"literal":"add","caseless":true,"at":1},{"literal":"add","caseless":true,"at":2},{"literal":"clause","caseless":true,"at":0},{"literal":"clause","caseless":true,"at":1},{"literal":"clause","caseless":true,"at":2},{"literal":"clause","caseless":true,"at":3},{"literal":"clause","caseless":true,"at":4},{"literal":"clause","caseless":true,"at":5},{"literal":"figure","caseless":true,"at":0},{"literal":"figure","caseless":true,"at":1},{"literal":"figure","caseless":true,"at":2},{"literal":"figure","caseless":true,"at":3},{"literal":"figure","caseless":true,"at":4},{"literal":"figure","caseless":true,"at":5},{"literal":"table","caseless":true,"at":0},{"literal":"table","caseless":true,"at":1},{"literal":"table","caseless":true,"at":2},{"literal":"table","caseless":true,"at":3},{"literal":"table","caseless":true,"at":4},{"literal":"term","caseless":true,"at":0},{"literal":"term","caseless":true,"at":1},{"literal":"term","caseless":true,"at":2},{"literal":"term","caseless":true,"at":3},{"literal":":tech","caseless":true,"at":0},{"literal":":tech","caseless":true,"at":1},{"literal":":tech","caseless":true,"at":2},{"literal":":tech","caseless":true,"at":3},{"literal":":tech","caseless":true,"at":4},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "NSS": "RFC 5141 s.2.4.1",
  "std-nss": "RFC 5141 s.2.4.1",
  "std-full": "RFC 5141 s.2.4.1",
  "std-any": "RFC 5141 s.2.4.1",
  "end-of-nss": "RFC 5141 s.2.4.1",
  "docidentifier": "RFC 5141 s.2.4.1",
  "originator": "RFC 5141 s.2.4.1",
  "type": "RFC 5141 s.2.4.1",
  "docnumber": "RFC 5141 s.2.4.1",
  "partnumber": "RFC 5141 s.2.4.1",
  "status": "RFC 5141 s.2.4.1",
  "stage": "RFC 5141 s.2.4.1",
  "stagecode": "RFC 5141 s.2.4.1",
  "iteration": "RFC 5141 s.2.4.1",
  "edition": "RFC 5141 s.2.4.1",
  "docversion": "RFC 5141 s.2.4.1",
  "simpleversion": "RFC 5141 s.2.4.1",
  "isoversion": "RFC 5141 s.2.4.1",
  "baseversion": "RFC 5141 s.2.4.1",
  "includedsuppl": "RFC 5141 s.2.4.1",
  "language": "RFC 5141 s.2.4.1",
  "monolingual": "RFC 5141 s.2.4.1",
  "bilingual": "RFC 5141 s.2.4.1",
  "trilingual": "RFC 5141 s.2.4.1",
  "supplement": "RFC 5141 s.2.4.1",
  "suppltype": "RFC 5141 s.2.4.1",
  "supplnumber": "RFC 5141 s.2.4.1",
  "supplversion": "RFC 5141 s.2.4.1",
  "docelement": "RFC 5141 s.2.4.1",
  "elementnumber": "RFC 5141 s.2.4.1",
  "elementrange": "RFC 5141 s.2.4.1",
  "addition": "RFC 5141 s.2.4.1",
  "techdefined": "RFC 5141 s.2.4.1",
  "techelement": "RFC 5141 s.2.4.1",
  "isodefined": "RFC 5141 s.2.4.1",
  "DIGITS": "RFC 5141 s.2.4.1",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["NSS","std-nss","std-full","std-any","end-of-nss","docidentifier","originator","type","docnumber","partnumber","status","stage","stagecode","iteration","edition","docversion","simpleversion","isoversion","baseversion","includedsuppl","language","monolingual","bilingual","trilingual","supplement","suppltype","supplnumber","supplversion","docelement","elementnumber","elementrange","addition","techdefined","techelement","isodefined","DIGITS"];
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
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  out = d1(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // std-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L336: {
    var p337;
    p337 = d2(p);
    if (p337 >= 0) { out = p337; break L336; }
    var p338;
    p338 = d3(p);
    if (p338 >= 0) { out = p338; break L336; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // std-full
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  L339: {
    var k340 = kn;
    var p341;
    L342: {
      var p344;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p344 = p + 1; if (look === 0 && p344 > far) far = p344; } else { p344 = -1; if (rec) fail(p, 15); }
      if (p344 < 0) { p341 = -1;  break L342; }
      var p345;
      if (p344 < n && (c = s.charCodeAt(p344), (c | 32) === 116)) { p345 = p344 + 1; if (look === 0 && p345 > far) far = p345; } else { p345 = -1; if (rec) fail(p344, 16, 1); }
      if (p345 < 0) { p341 = -1;  break L342; }
      var p346;
      if (p345 < n && (c = s.charCodeAt(p345), (c | 32) === 100)) { p346 = p345 + 1; if (look === 0 && p346 > far) far = p346; } else { p346 = -1; if (rec) fail(p345, 17, 2); }
      if (p346 < 0) { p341 = -1;  break L342; }
      var p347;
      if (p346 < n && (c = s.charCodeAt(p346), c === 58)) { p347 = p346 + 1; if (look === 0 && p347 > far) far = p347; } else { p347 = -1; if (rec) fail(p346, 18, 3); }
      if (p347 < 0) { p341 = -1;  break L342; }
      p341 = p347;
    }
    if (p341 < 0) { out = -1; kn = k340; break L339; }
    var p348;
    p348 = d5(p341);
    if (p348 < 0) { out = -1; kn = k340; break L339; }
    var p349;
    var q350 = p348, r351 = 0, e353 = false, k352 = kn;
    while (q350 < n) {
      var p354;
      p354 = d24(q350);
      if (p354 < 0) break;
      if (p354 === q350) { e353 = true; break; }
      r351++; q350 = p354;
    }
    if (rec && q350 >= n && !e353) fail(q350, 0);
    if (e353 || r351 >= 0) p349 = q350; else { p349 = -1; kn = k352; }
    if (p349 < 0) { out = -1; kn = k340; break L339; }
    var p355;
    var q356 = p349, r357 = 0, e359 = false, k358 = kn;
    while (q356 < n) {
      var p360;
      p360 = d28(q356);
      if (p360 < 0) break;
      if (p360 === q356) { e359 = true; break; }
      r357++; q356 = p360;
    }
    if (rec && q356 >= n && !e359) fail(q356, 0);
    if (e359 || r357 >= 0) p355 = q356; else { p355 = -1; kn = k358; }
    if (p355 < 0) { out = -1; kn = k340; break L339; }
    var p361;
    var q362 = p355, r363 = 0, e365 = false, k364 = kn;
    while (q362 < n) {
      var p366;
      p366 = d31(q362);
      if (p366 < 0) break;
      if (p366 === q362) { e365 = true; break; }
      r363++; q362 = p366;
      if (r363 === 1) break;
    }
    if (rec && q362 >= n && !e365 && r363 < 1) fail(q362, 0);
    if (e365 || r363 >= 0) p361 = q362; else { p361 = -1; kn = k364; }
    if (p361 < 0) { out = -1; kn = k340; break L339; }
    var p367;
    p367 = d4(p361);
    if (p367 < 0) { out = -1; kn = k340; break L339; }
    out = p367;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // std-any
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  L368: {
    var k369 = kn;
    var p370;
    L371: {
      var p373;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p373 = p + 1; if (look === 0 && p373 > far) far = p373; } else { p373 = -1; if (rec) fail(p, 15); }
      if (p373 < 0) { p370 = -1;  break L371; }
      var p374;
      if (p373 < n && (c = s.charCodeAt(p373), (c | 32) === 116)) { p374 = p373 + 1; if (look === 0 && p374 > far) far = p374; } else { p374 = -1; if (rec) fail(p373, 16, 1); }
      if (p374 < 0) { p370 = -1;  break L371; }
      var p375;
      if (p374 < n && (c = s.charCodeAt(p374), (c | 32) === 100)) { p375 = p374 + 1; if (look === 0 && p375 > far) far = p375; } else { p375 = -1; if (rec) fail(p374, 17, 2); }
      if (p375 < 0) { p370 = -1;  break L371; }
      var p376;
      if (p375 < n && (c = s.charCodeAt(p375), c === 58)) { p376 = p375 + 1; if (look === 0 && p376 > far) far = p376; } else { p376 = -1; if (rec) fail(p375, 18, 3); }
      if (p376 < 0) { p370 = -1;  break L371; }
      p370 = p376;
    }
    if (p370 < 0) { out = -1; kn = k369; break L368; }
    var p377;
    p377 = d6(p370);
    if (p377 < 0) { out = -1; kn = k369; break L368; }
    var p378;
    var q379 = p377, r380 = 0, e382 = false, k381 = kn;
    while (q379 < n) {
      var p383;
      L384: {
        var k385 = kn;
        var p386;
        if (q379 < n && (c = s.charCodeAt(q379), c === 58)) { p386 = q379 + 1; if (look === 0 && p386 > far) far = p386; } else { p386 = -1; if (rec) fail(q379, 0); }
        if (p386 < 0) { p383 = -1; kn = k385; break L384; }
        var p387;
        p387 = d7(p386);
        if (p387 < 0) { p383 = -1; kn = k385; break L384; }
        p383 = p387;
      }
      if (p383 < 0) break;
      if (p383 === q379) { e382 = true; break; }
      r380++; q379 = p383;
      if (r380 === 1) break;
    }
    if (rec && q379 >= n && !e382 && r380 < 1) fail(q379, 0);
    if (e382 || r380 >= 0) p378 = q379; else { p378 = -1; kn = k381; }
    if (p378 < 0) { out = -1; kn = k369; break L368; }
    var p388;
    if (p378 < n && (c = s.charCodeAt(p378), c === 58)) { p388 = p378 + 1; if (look === 0 && p388 > far) far = p388; } else { p388 = -1; if (rec) fail(p378, 0); }
    if (p388 < 0) { out = -1; kn = k369; break L368; }
    var p389;
    p389 = d8(p388);
    if (p389 < 0) { out = -1; kn = k369; break L368; }
    var p390;
    var q391 = p389, r392 = 0, e394 = false, k393 = kn;
    while (q391 < n) {
      var p395;
      p395 = d31(q391);
      if (p395 < 0) break;
      if (p395 === q391) { e394 = true; break; }
      r392++; q391 = p395;
      if (r392 === 1) break;
    }
    if (rec && q391 >= n && !e394 && r392 < 1) fail(q391, 0);
    if (e394 || r392 >= 0) p390 = q391; else { p390 = -1; kn = k393; }
    if (p390 < 0) { out = -1; kn = k369; break L368; }
    out = p390;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  var p396;
  look++; nots++;
  if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 1114111)))) { p396 = p + 1; if (look === 0 && p396 > far) far = p396; } else { p396 = -1; if (rec) fail(p, 1); }
  look--; nots--;
  out = p396 >= 0 ? -1 : p;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // docidentifier
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  L398: {
    var k399 = kn;
    var p400;
    p400 = d6(p);
    if (p400 < 0) { out = -1; kn = k399; break L398; }
    var p401;
    var q402 = p400, r403 = 0, e405 = false, k404 = kn;
    while (q402 < n) {
      var p406;
      L407: {
        var k408 = kn;
        var p409;
        if (q402 < n && (c = s.charCodeAt(q402), c === 58)) { p409 = q402 + 1; if (look === 0 && p409 > far) far = p409; } else { p409 = -1; if (rec) fail(q402, 0); }
        if (p409 < 0) { p406 = -1; kn = k408; break L407; }
        var p410;
        p410 = d7(p409);
        if (p410 < 0) { p406 = -1; kn = k408; break L407; }
        p406 = p410;
      }
      if (p406 < 0) break;
      if (p406 === q402) { e405 = true; break; }
      r403++; q402 = p406;
      if (r403 === 1) break;
    }
    if (rec && q402 >= n && !e405 && r403 < 1) fail(q402, 0);
    if (e405 || r403 >= 0) p401 = q402; else { p401 = -1; kn = k404; }
    if (p401 < 0) { out = -1; kn = k399; break L398; }
    var p411;
    if (p401 < n && (c = s.charCodeAt(p401), c === 58)) { p411 = p401 + 1; if (look === 0 && p411 > far) far = p411; } else { p411 = -1; if (rec) fail(p401, 0); }
    if (p411 < 0) { out = -1; kn = k399; break L398; }
    var p412;
    p412 = d8(p411);
    if (p412 < 0) { out = -1; kn = k399; break L398; }
    var p413;
    var q414 = p412, r415 = 0, e417 = false, k416 = kn;
    while (q414 < n) {
      var p418;
      L419: {
        var k420 = kn;
        var p421;
        if (q414 < n && (c = s.charCodeAt(q414), c === 58)) { p421 = q414 + 1; if (look === 0 && p421 > far) far = p421; } else { p421 = -1; if (rec) fail(q414, 0); }
        if (p421 < 0) { p418 = -1; kn = k420; break L419; }
        var p422;
        p422 = d9(p421);
        if (p422 < 0) { p418 = -1; kn = k420; break L419; }
        p418 = p422;
      }
      if (p418 < 0) break;
      if (p418 === q414) { e417 = true; break; }
      r415++; q414 = p418;
      if (r415 === 1) break;
    }
    if (rec && q414 >= n && !e417 && r415 < 1) fail(q414, 0);
    if (e417 || r415 >= 0) p413 = q414; else { p413 = -1; kn = k416; }
    if (p413 < 0) { out = -1; kn = k399; break L398; }
    var p423;
    var q424 = p413, r425 = 0, e427 = false, k426 = kn;
    while (q424 < n) {
      var p428;
      L429: {
        var k430 = kn;
        var p431;
        var q432 = q424, r433 = 0, e435 = false, k434 = kn;
        while (q432 < n) {
          var p436;
          L437: {
            var k438 = kn;
            var p439;
            if (q432 < n && (c = s.charCodeAt(q432), c === 58)) { p439 = q432 + 1; if (look === 0 && p439 > far) far = p439; } else { p439 = -1; if (rec) fail(q432, 0); }
            if (p439 < 0) { p436 = -1; kn = k438; break L437; }
            var p440;
            p440 = d10(p439);
            if (p440 < 0) { p436 = -1; kn = k438; break L437; }
            p436 = p440;
          }
          if (p436 < 0) break;
          if (p436 === q432) { e435 = true; break; }
          r433++; q432 = p436;
          if (r433 === 1) break;
        }
        if (rec && q432 >= n && !e435 && r433 < 1) fail(q432, 0);
        if (e435 || r433 >= 0) p431 = q432; else { p431 = -1; kn = k434; }
        if (p431 < 0) { p428 = -1; kn = k430; break L429; }
        var p441;
        if (p431 < n && (c = s.charCodeAt(p431), c === 58)) { p441 = p431 + 1; if (look === 0 && p441 > far) far = p441; } else { p441 = -1; if (rec) fail(p431, 0); }
        if (p441 < 0) { p428 = -1; kn = k430; break L429; }
        var p442;
        p442 = d14(p441);
        if (p442 < 0) { p428 = -1; kn = k430; break L429; }
        p428 = p442;
      }
      if (p428 < 0) break;
      if (p428 === q424) { e427 = true; break; }
      r425++; q424 = p428;
      if (r425 === 1) break;
    }
    if (rec && q424 >= n && !e427 && r425 < 1) fail(q424, 0);
    if (e427 || r425 >= 0) p423 = q424; else { p423 = -1; kn = k426; }
    if (p423 < 0) { out = -1; kn = k399; break L398; }
    var p443;
    var q444 = p423, r445 = 0, e447 = false, k446 = kn;
    while (q444 < n) {
      var p448;
      L449: {
        var k450 = kn;
        var p451;
        if (q444 < n && (c = s.charCodeAt(q444), c === 58)) { p451 = q444 + 1; if (look === 0 && p451 > far) far = p451; } else { p451 = -1; if (rec) fail(q444, 0); }
        if (p451 < 0) { p448 = -1; kn = k450; break L449; }
        var p452;
        p452 = d15(p451);
        if (p452 < 0) { p448 = -1; kn = k450; break L449; }
        p448 = p452;
      }
      if (p448 < 0) break;
      if (p448 === q444) { e447 = true; break; }
      r445++; q444 = p448;
      if (r445 === 1) break;
    }
    if (rec && q444 >= n && !e447 && r445 < 1) fail(q444, 0);
    if (e447 || r445 >= 0) p443 = q444; else { p443 = -1; kn = k446; }
    if (p443 < 0) { out = -1; kn = k399; break L398; }
    var p453;
    var q454 = p443, r455 = 0, e457 = false, k456 = kn;
    while (q454 < n) {
      var p458;
      L459: {
        var k460 = kn;
        var p461;
        if (q454 < n && (c = s.charCodeAt(q454), c === 58)) { p461 = q454 + 1; if (look === 0 && p461 > far) far = p461; } else { p461 = -1; if (rec) fail(q454, 0); }
        if (p461 < 0) { p458 = -1; kn = k460; break L459; }
        var p462;
        p462 = d20(p461);
        if (p462 < 0) { p458 = -1; kn = k460; break L459; }
        p458 = p462;
      }
      if (p458 < 0) break;
      if (p458 === q454) { e457 = true; break; }
      r455++; q454 = p458;
      if (r455 === 1) break;
    }
    if (rec && q454 >= n && !e457 && r455 < 1) fail(q454, 0);
    if (e457 || r455 >= 0) p453 = q454; else { p453 = -1; kn = k456; }
    if (p453 < 0) { out = -1; kn = k399; break L398; }
    out = p453;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // originator
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  L463: {
    var p464;
    L465: {
      var p467;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p467 = p + 1; if (look === 0 && p467 > far) far = p467; } else { p467 = -1; if (rec) fail(p, 19); }
      if (p467 < 0) { p464 = -1;  break L465; }
      var p468;
      if (p467 < n && (c = s.charCodeAt(p467), (c | 32) === 115)) { p468 = p467 + 1; if (look === 0 && p468 > far) far = p468; } else { p468 = -1; if (rec) fail(p467, 20, 1); }
      if (p468 < 0) { p464 = -1;  break L465; }
      var p469;
      if (p468 < n && (c = s.charCodeAt(p468), (c | 32) === 111)) { p469 = p468 + 1; if (look === 0 && p469 > far) far = p469; } else { p469 = -1; if (rec) fail(p468, 21, 2); }
      if (p469 < 0) { p464 = -1;  break L465; }
      var p470;
      if (p469 < n && (c = s.charCodeAt(p469), c === 45)) { p470 = p469 + 1; if (look === 0 && p470 > far) far = p470; } else { p470 = -1; if (rec) fail(p469, 22, 3); }
      if (p470 < 0) { p464 = -1;  break L465; }
      var p471;
      if (p470 < n && (c = s.charCodeAt(p470), (c | 32) === 105)) { p471 = p470 + 1; if (look === 0 && p471 > far) far = p471; } else { p471 = -1; if (rec) fail(p470, 23, 4); }
      if (p471 < 0) { p464 = -1;  break L465; }
      var p472;
      if (p471 < n && (c = s.charCodeAt(p471), (c | 32) === 101)) { p472 = p471 + 1; if (look === 0 && p472 > far) far = p472; } else { p472 = -1; if (rec) fail(p471, 24, 5); }
      if (p472 < 0) { p464 = -1;  break L465; }
      var p473;
      if (p472 < n && (c = s.charCodeAt(p472), (c | 32) === 99)) { p473 = p472 + 1; if (look === 0 && p473 > far) far = p473; } else { p473 = -1; if (rec) fail(p472, 25, 6); }
      if (p473 < 0) { p464 = -1;  break L465; }
      p464 = p473;
    }
    if (p464 >= 0) { out = p464; break L463; }
    var p474;
    L475: {
      var p477;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p477 = p + 1; if (look === 0 && p477 > far) far = p477; } else { p477 = -1; if (rec) fail(p, 26); }
      if (p477 < 0) { p474 = -1;  break L475; }
      var p478;
      if (p477 < n && (c = s.charCodeAt(p477), (c | 32) === 115)) { p478 = p477 + 1; if (look === 0 && p478 > far) far = p478; } else { p478 = -1; if (rec) fail(p477, 27, 1); }
      if (p478 < 0) { p474 = -1;  break L475; }
      var p479;
      if (p478 < n && (c = s.charCodeAt(p478), (c | 32) === 111)) { p479 = p478 + 1; if (look === 0 && p479 > far) far = p479; } else { p479 = -1; if (rec) fail(p478, 28, 2); }
      if (p479 < 0) { p474 = -1;  break L475; }
      var p480;
      if (p479 < n && (c = s.charCodeAt(p479), c === 45)) { p480 = p479 + 1; if (look === 0 && p480 > far) far = p480; } else { p480 = -1; if (rec) fail(p479, 29, 3); }
      if (p480 < 0) { p474 = -1;  break L475; }
      var p481;
      if (p480 < n && (c = s.charCodeAt(p480), (c | 32) === 99)) { p481 = p480 + 1; if (look === 0 && p481 > far) far = p481; } else { p481 = -1; if (rec) fail(p480, 30, 4); }
      if (p481 < 0) { p474 = -1;  break L475; }
      var p482;
      if (p481 < n && (c = s.charCodeAt(p481), (c | 32) === 105)) { p482 = p481 + 1; if (look === 0 && p482 > far) far = p482; } else { p482 = -1; if (rec) fail(p481, 31, 5); }
      if (p482 < 0) { p474 = -1;  break L475; }
      var p483;
      if (p482 < n && (c = s.charCodeAt(p482), (c | 32) === 101)) { p483 = p482 + 1; if (look === 0 && p483 > far) far = p483; } else { p483 = -1; if (rec) fail(p482, 32, 6); }
      if (p483 < 0) { p474 = -1;  break L475; }
      p474 = p483;
    }
    if (p474 >= 0) { out = p474; break L463; }
    var p484;
    L485: {
      var p487;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p487 = p + 1; if (look === 0 && p487 > far) far = p487; } else { p487 = -1; if (rec) fail(p, 33); }
      if (p487 < 0) { p484 = -1;  break L485; }
      var p488;
      if (p487 < n && (c = s.charCodeAt(p487), (c | 32) === 115)) { p488 = p487 + 1; if (look === 0 && p488 > far) far = p488; } else { p488 = -1; if (rec) fail(p487, 34, 1); }
      if (p488 < 0) { p484 = -1;  break L485; }
      var p489;
      if (p488 < n && (c = s.charCodeAt(p488), (c | 32) === 111)) { p489 = p488 + 1; if (look === 0 && p489 > far) far = p489; } else { p489 = -1; if (rec) fail(p488, 35, 2); }
      if (p489 < 0) { p484 = -1;  break L485; }
      var p490;
      if (p489 < n && (c = s.charCodeAt(p489), c === 45)) { p490 = p489 + 1; if (look === 0 && p490 > far) far = p490; } else { p490 = -1; if (rec) fail(p489, 36, 3); }
      if (p490 < 0) { p484 = -1;  break L485; }
      var p491;
      if (p490 < n && (c = s.charCodeAt(p490), (c | 32) === 97)) { p491 = p490 + 1; if (look === 0 && p491 > far) far = p491; } else { p491 = -1; if (rec) fail(p490, 37, 4); }
      if (p491 < 0) { p484 = -1;  break L485; }
      var p492;
      if (p491 < n && (c = s.charCodeAt(p491), (c | 32) === 115)) { p492 = p491 + 1; if (look === 0 && p492 > far) far = p492; } else { p492 = -1; if (rec) fail(p491, 38, 5); }
      if (p492 < 0) { p484 = -1;  break L485; }
      var p493;
      if (p492 < n && (c = s.charCodeAt(p492), (c | 32) === 116)) { p493 = p492 + 1; if (look === 0 && p493 > far) far = p493; } else { p493 = -1; if (rec) fail(p492, 39, 6); }
      if (p493 < 0) { p484 = -1;  break L485; }
      var p494;
      if (p493 < n && (c = s.charCodeAt(p493), (c | 32) === 109)) { p494 = p493 + 1; if (look === 0 && p494 > far) far = p494; } else { p494 = -1; if (rec) fail(p493, 40, 7); }
      if (p494 < 0) { p484 = -1;  break L485; }
      p484 = p494;
    }
    if (p484 >= 0) { out = p484; break L463; }
    var p495;
    L496: {
      var p498;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p498 = p + 1; if (look === 0 && p498 > far) far = p498; } else { p498 = -1; if (rec) fail(p, 41); }
      if (p498 < 0) { p495 = -1;  break L496; }
      var p499;
      if (p498 < n && (c = s.charCodeAt(p498), (c | 32) === 115)) { p499 = p498 + 1; if (look === 0 && p499 > far) far = p499; } else { p499 = -1; if (rec) fail(p498, 42, 1); }
      if (p499 < 0) { p495 = -1;  break L496; }
      var p500;
      if (p499 < n && (c = s.charCodeAt(p499), (c | 32) === 111)) { p500 = p499 + 1; if (look === 0 && p500 > far) far = p500; } else { p500 = -1; if (rec) fail(p499, 43, 2); }
      if (p500 < 0) { p495 = -1;  break L496; }
      var p501;
      if (p500 < n && (c = s.charCodeAt(p500), c === 45)) { p501 = p500 + 1; if (look === 0 && p501 > far) far = p501; } else { p501 = -1; if (rec) fail(p500, 44, 3); }
      if (p501 < 0) { p495 = -1;  break L496; }
      var p502;
      if (p501 < n && (c = s.charCodeAt(p501), (c | 32) === 105)) { p502 = p501 + 1; if (look === 0 && p502 > far) far = p502; } else { p502 = -1; if (rec) fail(p501, 45, 4); }
      if (p502 < 0) { p495 = -1;  break L496; }
      var p503;
      if (p502 < n && (c = s.charCodeAt(p502), (c | 32) === 101)) { p503 = p502 + 1; if (look === 0 && p503 > far) far = p503; } else { p503 = -1; if (rec) fail(p502, 46, 5); }
      if (p503 < 0) { p495 = -1;  break L496; }
      var p504;
      if (p503 < n && (c = s.charCodeAt(p503), (c | 32) === 101)) { p504 = p503 + 1; if (look === 0 && p504 > far) far = p504; } else { p504 = -1; if (rec) fail(p503, 47, 6); }
      if (p504 < 0) { p495 = -1;  break L496; }
      var p505;
      if (p504 < n && (c = s.charCodeAt(p504), (c | 32) === 101)) { p505 = p504 + 1; if (look === 0 && p505 > far) far = p505; } else { p505 = -1; if (rec) fail(p504, 48, 7); }
      if (p505 < 0) { p495 = -1;  break L496; }
      p495 = p505;
    }
    if (p495 >= 0) { out = p495; break L463; }
    var p506;
    L507: {
      var p509;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p509 = p + 1; if (look === 0 && p509 > far) far = p509; } else { p509 = -1; if (rec) fail(p, 49); }
      if (p509 < 0) { p506 = -1;  break L507; }
      var p510;
      if (p509 < n && (c = s.charCodeAt(p509), (c | 32) === 115)) { p510 = p509 + 1; if (look === 0 && p510 > far) far = p510; } else { p510 = -1; if (rec) fail(p509, 50, 1); }
      if (p510 < 0) { p506 = -1;  break L507; }
      var p511;
      if (p510 < n && (c = s.charCodeAt(p510), (c | 32) === 111)) { p511 = p510 + 1; if (look === 0 && p511 > far) far = p511; } else { p511 = -1; if (rec) fail(p510, 51, 2); }
      if (p511 < 0) { p506 = -1;  break L507; }
      p506 = p511;
    }
    if (p506 >= 0) { out = p506; break L463; }
    var p512;
    L513: {
      var p515;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p515 = p + 1; if (look === 0 && p515 > far) far = p515; } else { p515 = -1; if (rec) fail(p, 52); }
      if (p515 < 0) { p512 = -1;  break L513; }
      var p516;
      if (p515 < n && (c = s.charCodeAt(p515), (c | 32) === 101)) { p516 = p515 + 1; if (look === 0 && p516 > far) far = p516; } else { p516 = -1; if (rec) fail(p515, 53, 1); }
      if (p516 < 0) { p512 = -1;  break L513; }
      var p517;
      if (p516 < n && (c = s.charCodeAt(p516), (c | 32) === 99)) { p517 = p516 + 1; if (look === 0 && p517 > far) far = p517; } else { p517 = -1; if (rec) fail(p516, 54, 2); }
      if (p517 < 0) { p512 = -1;  break L513; }
      p512 = p517;
    }
    if (p512 >= 0) { out = p512; break L463; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // type
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  L518: {
    var p519;
    L520: {
      var p522;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p522 = p + 1; if (look === 0 && p522 > far) far = p522; } else { p522 = -1; if (rec) fail(p, 55); }
      if (p522 < 0) { p519 = -1;  break L520; }
      var p523;
      if (p522 < n && (c = s.charCodeAt(p522), (c | 32) === 97)) { p523 = p522 + 1; if (look === 0 && p523 > far) far = p523; } else { p523 = -1; if (rec) fail(p522, 56, 1); }
      if (p523 < 0) { p519 = -1;  break L520; }
      var p524;
      if (p523 < n && (c = s.charCodeAt(p523), (c | 32) === 116)) { p524 = p523 + 1; if (look === 0 && p524 > far) far = p524; } else { p524 = -1; if (rec) fail(p523, 57, 2); }
      if (p524 < 0) { p519 = -1;  break L520; }
      var p525;
      if (p524 < n && (c = s.charCodeAt(p524), (c | 32) === 97)) { p525 = p524 + 1; if (look === 0 && p525 > far) far = p525; } else { p525 = -1; if (rec) fail(p524, 58, 3); }
      if (p525 < 0) { p519 = -1;  break L520; }
      p519 = p525;
    }
    if (p519 >= 0) { out = p519; break L518; }
    var p526;
    L527: {
      var p529;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 103)) { p529 = p + 1; if (look === 0 && p529 > far) far = p529; } else { p529 = -1; if (rec) fail(p, 59); }
      if (p529 < 0) { p526 = -1;  break L527; }
      var p530;
      if (p529 < n && (c = s.charCodeAt(p529), (c | 32) === 117)) { p530 = p529 + 1; if (look === 0 && p530 > far) far = p530; } else { p530 = -1; if (rec) fail(p529, 60, 1); }
      if (p530 < 0) { p526 = -1;  break L527; }
      var p531;
      if (p530 < n && (c = s.charCodeAt(p530), (c | 32) === 105)) { p531 = p530 + 1; if (look === 0 && p531 > far) far = p531; } else { p531 = -1; if (rec) fail(p530, 61, 2); }
      if (p531 < 0) { p526 = -1;  break L527; }
      var p532;
      if (p531 < n && (c = s.charCodeAt(p531), (c | 32) === 100)) { p532 = p531 + 1; if (look === 0 && p532 > far) far = p532; } else { p532 = -1; if (rec) fail(p531, 62, 3); }
      if (p532 < 0) { p526 = -1;  break L527; }
      var p533;
      if (p532 < n && (c = s.charCodeAt(p532), (c | 32) === 101)) { p533 = p532 + 1; if (look === 0 && p533 > far) far = p533; } else { p533 = -1; if (rec) fail(p532, 63, 4); }
      if (p533 < 0) { p526 = -1;  break L527; }
      p526 = p533;
    }
    if (p526 >= 0) { out = p526; break L518; }
    var p534;
    L535: {
      var p537;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p537 = p + 1; if (look === 0 && p537 > far) far = p537; } else { p537 = -1; if (rec) fail(p, 64); }
      if (p537 < 0) { p534 = -1;  break L535; }
      var p538;
      if (p537 < n && (c = s.charCodeAt(p537), (c | 32) === 115)) { p538 = p537 + 1; if (look === 0 && p538 > far) far = p538; } else { p538 = -1; if (rec) fail(p537, 65, 1); }
      if (p538 < 0) { p534 = -1;  break L535; }
      var p539;
      if (p538 < n && (c = s.charCodeAt(p538), (c | 32) === 112)) { p539 = p538 + 1; if (look === 0 && p539 > far) far = p539; } else { p539 = -1; if (rec) fail(p538, 66, 2); }
      if (p539 < 0) { p534 = -1;  break L535; }
      p534 = p539;
    }
    if (p534 >= 0) { out = p534; break L518; }
    var p540;
    L541: {
      var p543;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p543 = p + 1; if (look === 0 && p543 > far) far = p543; } else { p543 = -1; if (rec) fail(p, 67); }
      if (p543 < 0) { p540 = -1;  break L541; }
      var p544;
      if (p543 < n && (c = s.charCodeAt(p543), (c | 32) === 119)) { p544 = p543 + 1; if (look === 0 && p544 > far) far = p544; } else { p544 = -1; if (rec) fail(p543, 68, 1); }
      if (p544 < 0) { p540 = -1;  break L541; }
      var p545;
      if (p544 < n && (c = s.charCodeAt(p544), (c | 32) === 97)) { p545 = p544 + 1; if (look === 0 && p545 > far) far = p545; } else { p545 = -1; if (rec) fail(p544, 69, 2); }
      if (p545 < 0) { p540 = -1;  break L541; }
      p540 = p545;
    }
    if (p540 >= 0) { out = p540; break L518; }
    var p546;
    L547: {
      var p549;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) { p549 = p + 1; if (look === 0 && p549 > far) far = p549; } else { p549 = -1; if (rec) fail(p, 70); }
      if (p549 < 0) { p546 = -1;  break L547; }
      var p550;
      if (p549 < n && (c = s.charCodeAt(p549), (c | 32) === 97)) { p550 = p549 + 1; if (look === 0 && p550 > far) far = p550; } else { p550 = -1; if (rec) fail(p549, 71, 1); }
      if (p550 < 0) { p546 = -1;  break L547; }
      var p551;
      if (p550 < n && (c = s.charCodeAt(p550), (c | 32) === 115)) { p551 = p550 + 1; if (look === 0 && p551 > far) far = p551; } else { p551 = -1; if (rec) fail(p550, 72, 2); }
      if (p551 < 0) { p546 = -1;  break L547; }
      p546 = p551;
    }
    if (p546 >= 0) { out = p546; break L518; }
    var p552;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p552 = p + 1; if (look === 0 && p552 > far) far = p552; } else { p552 = -1; if (rec) fail(p, 2); }
    if (p552 >= 0) { out = p552; break L518; }
    var p553;
    L554: {
      var p556;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p556 = p + 1; if (look === 0 && p556 > far) far = p556; } else { p556 = -1; if (rec) fail(p, 73); }
      if (p556 < 0) { p553 = -1;  break L554; }
      var p557;
      if (p556 < n && (c = s.charCodeAt(p556), (c | 32) === 114)) { p557 = p556 + 1; if (look === 0 && p557 > far) far = p557; } else { p557 = -1; if (rec) fail(p556, 74, 1); }
      if (p557 < 0) { p553 = -1;  break L554; }
      p553 = p557;
    }
    if (p553 >= 0) { out = p553; break L518; }
    var p558;
    L559: {
      var p561;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p561 = p + 1; if (look === 0 && p561 > far) far = p561; } else { p561 = -1; if (rec) fail(p, 75); }
      if (p561 < 0) { p558 = -1;  break L559; }
      var p562;
      if (p561 < n && (c = s.charCodeAt(p561), (c | 32) === 115)) { p562 = p561 + 1; if (look === 0 && p562 > far) far = p562; } else { p562 = -1; if (rec) fail(p561, 76, 1); }
      if (p562 < 0) { p558 = -1;  break L559; }
      p558 = p562;
    }
    if (p558 >= 0) { out = p558; break L518; }
    var p563;
    L564: {
      var p566;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p566 = p + 1; if (look === 0 && p566 > far) far = p566; } else { p566 = -1; if (rec) fail(p, 77); }
      if (p566 < 0) { p563 = -1;  break L564; }
      var p567;
      if (p566 < n && (c = s.charCodeAt(p566), (c | 32) === 116)) { p567 = p566 + 1; if (look === 0 && p567 > far) far = p567; } else { p567 = -1; if (rec) fail(p566, 78, 1); }
      if (p567 < 0) { p563 = -1;  break L564; }
      var p568;
      if (p567 < n && (c = s.charCodeAt(p567), (c | 32) === 97)) { p568 = p567 + 1; if (look === 0 && p568 > far) far = p568; } else { p568 = -1; if (rec) fail(p567, 79, 2); }
      if (p568 < 0) { p563 = -1;  break L564; }
      p563 = p568;
    }
    if (p563 >= 0) { out = p563; break L518; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // docnumber
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  out = d35(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // partnumber
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  L569: {
    var p571;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p571 = p + 1; if (look === 0 && p571 > far) far = p571; } else { p571 = -1; if (rec) fail(p, 3); }
    if (p571 < 0) { out = -1;  break L569; }
    var p572;
    var q573 = p571;
    while (q573 < n && (c = s.charCodeAt(q573), T0[c] === 1)) q573++;
    if (look === 0 && q573 > far) far = q573; if (rec) fail(q573, 4);
    p572 = q573 - p571 >= 1 ? q573 : -1;
    if (p572 < 0) { out = -1;  break L569; }
    out = p572;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // status
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L575: {
    var p576;
    L577: {
      var p578;
      L579: {
        var p581;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p581 = p + 1; if (look === 0 && p581 > far) far = p581; } else { p581 = -1; if (rec) fail(p, 80); }
        if (p581 < 0) { p578 = -1;  break L579; }
        var p582;
        if (p581 < n && (c = s.charCodeAt(p581), (c | 32) === 114)) { p582 = p581 + 1; if (look === 0 && p582 > far) far = p582; } else { p582 = -1; if (rec) fail(p581, 81, 1); }
        if (p582 < 0) { p578 = -1;  break L579; }
        var p583;
        if (p582 < n && (c = s.charCodeAt(p582), (c | 32) === 97)) { p583 = p582 + 1; if (look === 0 && p583 > far) far = p583; } else { p583 = -1; if (rec) fail(p582, 82, 2); }
        if (p583 < 0) { p578 = -1;  break L579; }
        var p584;
        if (p583 < n && (c = s.charCodeAt(p583), (c | 32) === 102)) { p584 = p583 + 1; if (look === 0 && p584 > far) far = p584; } else { p584 = -1; if (rec) fail(p583, 83, 3); }
        if (p584 < 0) { p578 = -1;  break L579; }
        var p585;
        if (p584 < n && (c = s.charCodeAt(p584), (c | 32) === 116)) { p585 = p584 + 1; if (look === 0 && p585 > far) far = p585; } else { p585 = -1; if (rec) fail(p584, 84, 4); }
        if (p585 < 0) { p578 = -1;  break L579; }
        p578 = p585;
      }
      if (p578 >= 0) { p576 = p578; break L577; }
      var p586;
      L587: {
        var p589;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p589 = p + 1; if (look === 0 && p589 > far) far = p589; } else { p589 = -1; if (rec) fail(p, 85); }
        if (p589 < 0) { p586 = -1;  break L587; }
        var p590;
        if (p589 < n && (c = s.charCodeAt(p589), (c | 32) === 97)) { p590 = p589 + 1; if (look === 0 && p590 > far) far = p590; } else { p590 = -1; if (rec) fail(p589, 86, 1); }
        if (p590 < 0) { p586 = -1;  break L587; }
        var p591;
        if (p590 < n && (c = s.charCodeAt(p590), (c | 32) === 110)) { p591 = p590 + 1; if (look === 0 && p591 > far) far = p591; } else { p591 = -1; if (rec) fail(p590, 87, 2); }
        if (p591 < 0) { p586 = -1;  break L587; }
        var p592;
        if (p591 < n && (c = s.charCodeAt(p591), (c | 32) === 99)) { p592 = p591 + 1; if (look === 0 && p592 > far) far = p592; } else { p592 = -1; if (rec) fail(p591, 88, 3); }
        if (p592 < 0) { p586 = -1;  break L587; }
        var p593;
        if (p592 < n && (c = s.charCodeAt(p592), (c | 32) === 101)) { p593 = p592 + 1; if (look === 0 && p593 > far) far = p593; } else { p593 = -1; if (rec) fail(p592, 89, 4); }
        if (p593 < 0) { p586 = -1;  break L587; }
        var p594;
        if (p593 < n && (c = s.charCodeAt(p593), (c | 32) === 108)) { p594 = p593 + 1; if (look === 0 && p594 > far) far = p594; } else { p594 = -1; if (rec) fail(p593, 90, 5); }
        if (p594 < 0) { p586 = -1;  break L587; }
        var p595;
        if (p594 < n && (c = s.charCodeAt(p594), (c | 32) === 108)) { p595 = p594 + 1; if (look === 0 && p595 > far) far = p595; } else { p595 = -1; if (rec) fail(p594, 91, 6); }
        if (p595 < 0) { p586 = -1;  break L587; }
        var p596;
        if (p595 < n && (c = s.charCodeAt(p595), (c | 32) === 101)) { p596 = p595 + 1; if (look === 0 && p596 > far) far = p596; } else { p596 = -1; if (rec) fail(p595, 92, 7); }
        if (p596 < 0) { p586 = -1;  break L587; }
        var p597;
        if (p596 < n && (c = s.charCodeAt(p596), (c | 32) === 100)) { p597 = p596 + 1; if (look === 0 && p597 > far) far = p597; } else { p597 = -1; if (rec) fail(p596, 93, 8); }
        if (p597 < 0) { p586 = -1;  break L587; }
        p586 = p597;
      }
      if (p586 >= 0) { p576 = p586; break L577; }
      p576 = -1;
    }
    if (p576 >= 0) { out = p576; break L575; }
    var p598;
    p598 = d11(p);
    if (p598 >= 0) { out = p598; break L575; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // stage
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  L599: {
    var p601;
    L602: {
      var p604;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p604 = p + 1; if (look === 0 && p604 > far) far = p604; } else { p604 = -1; if (rec) fail(p, 94); }
      if (p604 < 0) { p601 = -1;  break L602; }
      var p605;
      if (p604 < n && (c = s.charCodeAt(p604), (c | 32) === 116)) { p605 = p604 + 1; if (look === 0 && p605 > far) far = p605; } else { p605 = -1; if (rec) fail(p604, 95, 1); }
      if (p605 < 0) { p601 = -1;  break L602; }
      var p606;
      if (p605 < n && (c = s.charCodeAt(p605), (c | 32) === 97)) { p606 = p605 + 1; if (look === 0 && p606 > far) far = p606; } else { p606 = -1; if (rec) fail(p605, 96, 2); }
      if (p606 < 0) { p601 = -1;  break L602; }
      var p607;
      if (p606 < n && (c = s.charCodeAt(p606), (c | 32) === 103)) { p607 = p606 + 1; if (look === 0 && p607 > far) far = p607; } else { p607 = -1; if (rec) fail(p606, 97, 3); }
      if (p607 < 0) { p601 = -1;  break L602; }
      var p608;
      if (p607 < n && (c = s.charCodeAt(p607), (c | 32) === 101)) { p608 = p607 + 1; if (look === 0 && p608 > far) far = p608; } else { p608 = -1; if (rec) fail(p607, 98, 4); }
      if (p608 < 0) { p601 = -1;  break L602; }
      var p609;
      if (p608 < n && (c = s.charCodeAt(p608), c === 45)) { p609 = p608 + 1; if (look === 0 && p609 > far) far = p609; } else { p609 = -1; if (rec) fail(p608, 99, 5); }
      if (p609 < 0) { p601 = -1;  break L602; }
      p601 = p609;
    }
    if (p601 < 0) { out = -1;  break L599; }
    var p610;
    p610 = d12(p601);
    if (p610 < 0) { out = -1;  break L599; }
    var p611;
    var q612 = p610, r613 = 0, e615 = false;
    while (q612 < n) {
      var p616;
      L617: {
        var p619;
        if (q612 < n && (c = s.charCodeAt(q612), c === 46)) { p619 = q612 + 1; if (look === 0 && p619 > far) far = p619; } else { p619 = -1; if (rec) fail(q612, 5); }
        if (p619 < 0) { p616 = -1;  break L617; }
        var p620;
        p620 = d13(p619);
        if (p620 < 0) { p616 = -1;  break L617; }
        p616 = p620;
      }
      if (p616 < 0) break;
      if (p616 === q612) { e615 = true; break; }
      r613++; q612 = p616;
      if (r613 === 1) break;
    }
    if (rec && q612 >= n && !e615 && r613 < 1) fail(q612, 5);
    if (e615 || r613 >= 0) p611 = q612; else { p611 = -1;  }
    if (p611 < 0) { out = -1;  break L599; }
    out = p611;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // stagecode
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L621: {
    var p623;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p623 = p + 1; if (look === 0 && p623 > far) far = p623; } else { p623 = -1; if (rec) fail(p, 10); }
    if (p623 < 0) { out = -1;  break L621; }
    var p624;
    if (p623 < n && (c = s.charCodeAt(p623), c < 128 && T1[c] === 1)) { p624 = p623 + 1; if (look === 0 && p624 > far) far = p624; } else { p624 = -1; if (rec) fail(p623, 10); }
    if (p624 < 0) { out = -1;  break L621; }
    var p625;
    if (p624 < n && (c = s.charCodeAt(p624), c === 46)) { p625 = p624 + 1; if (look === 0 && p625 > far) far = p625; } else { p625 = -1; if (rec) fail(p624, 5); }
    if (p625 < 0) { out = -1;  break L621; }
    var p626;
    if (p625 < n && (c = s.charCodeAt(p625), c < 128 && T1[c] === 1)) { p626 = p625 + 1; if (look === 0 && p626 > far) far = p626; } else { p626 = -1; if (rec) fail(p625, 10); }
    if (p626 < 0) { out = -1;  break L621; }
    var p627;
    if (p626 < n && (c = s.charCodeAt(p626), c < 128 && T1[c] === 1)) { p627 = p626 + 1; if (look === 0 && p627 > far) far = p627; } else { p627 = -1; if (rec) fail(p626, 10); }
    if (p627 < 0) { out = -1;  break L621; }
    out = p627;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // iteration
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L628: {
    var p630;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p630 = p + 1; if (look === 0 && p630 > far) far = p630; } else { p630 = -1; if (rec) fail(p, 6); }
    if (p630 < 0) { out = -1;  break L628; }
    var p631;
    p631 = d35(p630);
    if (p631 < 0) { out = -1;  break L628; }
    out = p631;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // edition
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  L632: {
    var p634;
    L635: {
      var p637;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p637 = p + 1; if (look === 0 && p637 > far) far = p637; } else { p637 = -1; if (rec) fail(p, 100); }
      if (p637 < 0) { p634 = -1;  break L635; }
      var p638;
      if (p637 < n && (c = s.charCodeAt(p637), (c | 32) === 100)) { p638 = p637 + 1; if (look === 0 && p638 > far) far = p638; } else { p638 = -1; if (rec) fail(p637, 101, 1); }
      if (p638 < 0) { p634 = -1;  break L635; }
      var p639;
      if (p638 < n && (c = s.charCodeAt(p638), c === 45)) { p639 = p638 + 1; if (look === 0 && p639 > far) far = p639; } else { p639 = -1; if (rec) fail(p638, 102, 2); }
      if (p639 < 0) { p634 = -1;  break L635; }
      p634 = p639;
    }
    if (p634 < 0) { out = -1;  break L632; }
    var p640;
    p640 = d35(p634);
    if (p640 < 0) { out = -1;  break L632; }
    out = p640;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // docversion
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  L641: {
    var p643;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p643 = p + 1; if (look === 0 && p643 > far) far = p643; } else { p643 = -1; if (rec) fail(p, 6); }
    if (p643 < 0) { out = -1;  break L641; }
    var p644;
    L645: {
      var p646;
      L647: {
        var p649;
        p649 = d16(p643);
        if (p649 < 0) { p646 = -1;  break L647; }
        var p650;
        var p651;
        look++; nots++;
        if (p649 < n && (c = s.charCodeAt(p649), c === 45)) { p651 = p649 + 1; if (look === 0 && p651 > far) far = p651; } else { p651 = -1; if (rec) fail(p649, 3); }
        look--; nots--;
        p650 = p651 >= 0 ? -1 : p649;
        if (p650 < 0) { p646 = -1;  break L647; }
        p646 = p650;
      }
      if (p646 >= 0) { p644 = p646; break L645; }
      var p653;
      p653 = d17(p643);
      if (p653 >= 0) { p644 = p653; break L645; }
      p644 = -1;
    }
    if (p644 < 0) { out = -1;  break L641; }
    out = p644;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; } }
  return out;
}
function d16(p) { // simpleversion
  var c, out, s = text, n = size;
  if (rec) stack.push(16);
  out = d35(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; } }
  return out;
}
function d17(p) { // isoversion
  var c, out, s = text, n = size;
  if (rec) stack.push(17);
  L654: {
    var p656;
    p656 = d18(p);
    if (p656 < 0) { out = -1;  break L654; }
    var p657;
    var q658 = p656, r659 = 0, e661 = false;
    while (q658 < n) {
      var p662;
      p662 = d19(q658);
      if (p662 < 0) break;
      if (p662 === q658) { e661 = true; break; }
      r659++; q658 = p662;
    }
    if (rec && q658 >= n && !e661) fail(q658, 3);
    if (e661 || r659 >= 0) p657 = q658; else { p657 = -1;  }
    if (p657 < 0) { out = -1;  break L654; }
    out = p657;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; } }
  return out;
}
function d18(p) { // baseversion
  var c, out, s = text, n = size;
  if (rec) stack.push(18);
  out = d35(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; } }
  return out;
}
function d19(p) { // includedsuppl
  var c, out, s = text, n = size;
  if (rec) stack.push(19);
  L663: {
    var p665;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p665 = p + 1; if (look === 0 && p665 > far) far = p665; } else { p665 = -1; if (rec) fail(p, 3); }
    if (p665 < 0) { out = -1;  break L663; }
    var p666;
    p666 = d25(p665);
    if (p666 < 0) { out = -1;  break L663; }
    var p667;
    p667 = d26(p666);
    if (p667 < 0) { out = -1;  break L663; }
    var p668;
    var q669 = p667, r670 = 0, e672 = false;
    while (q669 < n) {
      var p673;
      L674: {
        var p676;
        if (q669 < n && (c = s.charCodeAt(q669), c === 46)) { p676 = q669 + 1; if (look === 0 && p676 > far) far = p676; } else { p676 = -1; if (rec) fail(q669, 5); }
        if (p676 < 0) { p673 = -1;  break L674; }
        var p677;
        p677 = d27(p676);
        if (p677 < 0) { p673 = -1;  break L674; }
        p673 = p677;
      }
      if (p673 < 0) break;
      if (p673 === q669) { e672 = true; break; }
      r670++; q669 = p673;
      if (r670 === 1) break;
    }
    if (rec && q669 >= n && !e672 && r670 < 1) fail(q669, 5);
    if (e672 || r670 >= 0) p668 = q669; else { p668 = -1;  }
    if (p668 < 0) { out = -1;  break L663; }
    out = p668;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; } }
  return out;
}
function d20(p) { // language
  var c, out, s = text, n = size;
  if (rec) stack.push(20);
  L678: {
    var p679;
    p679 = d23(p);
    if (p679 >= 0) { out = p679; break L678; }
    var p680;
    p680 = d22(p);
    if (p680 >= 0) { out = p680; break L678; }
    var p681;
    p681 = d21(p);
    if (p681 >= 0) { out = p681; break L678; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 20; lastEnd = out; } }
  return out;
}
function d21(p) { // monolingual
  var c, out, s = text, n = size;
  if (rec) stack.push(21);
  L682: {
    var p683;
    L684: {
      var p686;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p686 = p + 1; if (look === 0 && p686 > far) far = p686; } else { p686 = -1; if (rec) fail(p, 103); }
      if (p686 < 0) { p683 = -1;  break L684; }
      var p687;
      if (p686 < n && (c = s.charCodeAt(p686), (c | 32) === 110)) { p687 = p686 + 1; if (look === 0 && p687 > far) far = p687; } else { p687 = -1; if (rec) fail(p686, 104, 1); }
      if (p687 < 0) { p683 = -1;  break L684; }
      p683 = p687;
    }
    if (p683 >= 0) { out = p683; break L682; }
    var p688;
    L689: {
      var p691;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p691 = p + 1; if (look === 0 && p691 > far) far = p691; } else { p691 = -1; if (rec) fail(p, 105); }
      if (p691 < 0) { p688 = -1;  break L689; }
      var p692;
      if (p691 < n && (c = s.charCodeAt(p691), (c | 32) === 114)) { p692 = p691 + 1; if (look === 0 && p692 > far) far = p692; } else { p692 = -1; if (rec) fail(p691, 106, 1); }
      if (p692 < 0) { p688 = -1;  break L689; }
      p688 = p692;
    }
    if (p688 >= 0) { out = p688; break L682; }
    var p693;
    L694: {
      var p696;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p696 = p + 1; if (look === 0 && p696 > far) far = p696; } else { p696 = -1; if (rec) fail(p, 107); }
      if (p696 < 0) { p693 = -1;  break L694; }
      var p697;
      if (p696 < n && (c = s.charCodeAt(p696), (c | 32) === 117)) { p697 = p696 + 1; if (look === 0 && p697 > far) far = p697; } else { p697 = -1; if (rec) fail(p696, 108, 1); }
      if (p697 < 0) { p693 = -1;  break L694; }
      p693 = p697;
    }
    if (p693 >= 0) { out = p693; break L682; }
    var p698;
    L699: {
      var p701;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p701 = p + 1; if (look === 0 && p701 > far) far = p701; } else { p701 = -1; if (rec) fail(p, 109); }
      if (p701 < 0) { p698 = -1;  break L699; }
      var p702;
      if (p701 < n && (c = s.charCodeAt(p701), (c | 32) === 115)) { p702 = p701 + 1; if (look === 0 && p702 > far) far = p702; } else { p702 = -1; if (rec) fail(p701, 110, 1); }
      if (p702 < 0) { p698 = -1;  break L699; }
      p698 = p702;
    }
    if (p698 >= 0) { out = p698; break L682; }
    var p703;
    L704: {
      var p706;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p706 = p + 1; if (look === 0 && p706 > far) far = p706; } else { p706 = -1; if (rec) fail(p, 111); }
      if (p706 < 0) { p703 = -1;  break L704; }
      var p707;
      if (p706 < n && (c = s.charCodeAt(p706), (c | 32) === 114)) { p707 = p706 + 1; if (look === 0 && p707 > far) far = p707; } else { p707 = -1; if (rec) fail(p706, 112, 1); }
      if (p707 < 0) { p703 = -1;  break L704; }
      p703 = p707;
    }
    if (p703 >= 0) { out = p703; break L682; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; } }
  return out;
}
function d22(p) { // bilingual
  var c, out, s = text, n = size;
  if (rec) stack.push(22);
  L708: {
    var p709;
    L710: {
      var p712;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p712 = p + 1; if (look === 0 && p712 > far) far = p712; } else { p712 = -1; if (rec) fail(p, 113); }
      if (p712 < 0) { p709 = -1;  break L710; }
      var p713;
      if (p712 < n && (c = s.charCodeAt(p712), (c | 32) === 110)) { p713 = p712 + 1; if (look === 0 && p713 > far) far = p713; } else { p713 = -1; if (rec) fail(p712, 114, 1); }
      if (p713 < 0) { p709 = -1;  break L710; }
      var p714;
      if (p713 < n && (c = s.charCodeAt(p713), c === 44)) { p714 = p713 + 1; if (look === 0 && p714 > far) far = p714; } else { p714 = -1; if (rec) fail(p713, 115, 2); }
      if (p714 < 0) { p709 = -1;  break L710; }
      var p715;
      if (p714 < n && (c = s.charCodeAt(p714), (c | 32) === 102)) { p715 = p714 + 1; if (look === 0 && p715 > far) far = p715; } else { p715 = -1; if (rec) fail(p714, 116, 3); }
      if (p715 < 0) { p709 = -1;  break L710; }
      var p716;
      if (p715 < n && (c = s.charCodeAt(p715), (c | 32) === 114)) { p716 = p715 + 1; if (look === 0 && p716 > far) far = p716; } else { p716 = -1; if (rec) fail(p715, 117, 4); }
      if (p716 < 0) { p709 = -1;  break L710; }
      p709 = p716;
    }
    if (p709 >= 0) { out = p709; break L708; }
    var p717;
    L718: {
      var p720;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p720 = p + 1; if (look === 0 && p720 > far) far = p720; } else { p720 = -1; if (rec) fail(p, 118); }
      if (p720 < 0) { p717 = -1;  break L718; }
      var p721;
      if (p720 < n && (c = s.charCodeAt(p720), (c | 32) === 110)) { p721 = p720 + 1; if (look === 0 && p721 > far) far = p721; } else { p721 = -1; if (rec) fail(p720, 119, 1); }
      if (p721 < 0) { p717 = -1;  break L718; }
      var p722;
      if (p721 < n && (c = s.charCodeAt(p721), c === 44)) { p722 = p721 + 1; if (look === 0 && p722 > far) far = p722; } else { p722 = -1; if (rec) fail(p721, 120, 2); }
      if (p722 < 0) { p717 = -1;  break L718; }
      var p723;
      if (p722 < n && (c = s.charCodeAt(p722), (c | 32) === 114)) { p723 = p722 + 1; if (look === 0 && p723 > far) far = p723; } else { p723 = -1; if (rec) fail(p722, 121, 3); }
      if (p723 < 0) { p717 = -1;  break L718; }
      var p724;
      if (p723 < n && (c = s.charCodeAt(p723), (c | 32) === 117)) { p724 = p723 + 1; if (look === 0 && p724 > far) far = p724; } else { p724 = -1; if (rec) fail(p723, 122, 4); }
      if (p724 < 0) { p717 = -1;  break L718; }
      p717 = p724;
    }
    if (p717 >= 0) { out = p717; break L708; }
    var p725;
    L726: {
      var p728;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p728 = p + 1; if (look === 0 && p728 > far) far = p728; } else { p728 = -1; if (rec) fail(p, 123); }
      if (p728 < 0) { p725 = -1;  break L726; }
      var p729;
      if (p728 < n && (c = s.charCodeAt(p728), (c | 32) === 114)) { p729 = p728 + 1; if (look === 0 && p729 > far) far = p729; } else { p729 = -1; if (rec) fail(p728, 124, 1); }
      if (p729 < 0) { p725 = -1;  break L726; }
      var p730;
      if (p729 < n && (c = s.charCodeAt(p729), c === 44)) { p730 = p729 + 1; if (look === 0 && p730 > far) far = p730; } else { p730 = -1; if (rec) fail(p729, 125, 2); }
      if (p730 < 0) { p725 = -1;  break L726; }
      var p731;
      if (p730 < n && (c = s.charCodeAt(p730), (c | 32) === 114)) { p731 = p730 + 1; if (look === 0 && p731 > far) far = p731; } else { p731 = -1; if (rec) fail(p730, 126, 3); }
      if (p731 < 0) { p725 = -1;  break L726; }
      var p732;
      if (p731 < n && (c = s.charCodeAt(p731), (c | 32) === 117)) { p732 = p731 + 1; if (look === 0 && p732 > far) far = p732; } else { p732 = -1; if (rec) fail(p731, 127, 4); }
      if (p732 < 0) { p725 = -1;  break L726; }
      p725 = p732;
    }
    if (p725 >= 0) { out = p725; break L708; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 22; lastEnd = out; } }
  return out;
}
function d23(p) { // trilingual
  var c, out, s = text, n = size;
  if (rec) stack.push(23);
  L733: {
    var p735;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p735 = p + 1; if (look === 0 && p735 > far) far = p735; } else { p735 = -1; if (rec) fail(p, 128); }
    if (p735 < 0) { out = -1;  break L733; }
    var p736;
    if (p735 < n && (c = s.charCodeAt(p735), (c | 32) === 110)) { p736 = p735 + 1; if (look === 0 && p736 > far) far = p736; } else { p736 = -1; if (rec) fail(p735, 129, 1); }
    if (p736 < 0) { out = -1;  break L733; }
    var p737;
    if (p736 < n && (c = s.charCodeAt(p736), c === 44)) { p737 = p736 + 1; if (look === 0 && p737 > far) far = p737; } else { p737 = -1; if (rec) fail(p736, 130, 2); }
    if (p737 < 0) { out = -1;  break L733; }
    var p738;
    if (p737 < n && (c = s.charCodeAt(p737), (c | 32) === 102)) { p738 = p737 + 1; if (look === 0 && p738 > far) far = p738; } else { p738 = -1; if (rec) fail(p737, 131, 3); }
    if (p738 < 0) { out = -1;  break L733; }
    var p739;
    if (p738 < n && (c = s.charCodeAt(p738), (c | 32) === 114)) { p739 = p738 + 1; if (look === 0 && p739 > far) far = p739; } else { p739 = -1; if (rec) fail(p738, 132, 4); }
    if (p739 < 0) { out = -1;  break L733; }
    var p740;
    if (p739 < n && (c = s.charCodeAt(p739), c === 44)) { p740 = p739 + 1; if (look === 0 && p740 > far) far = p740; } else { p740 = -1; if (rec) fail(p739, 133, 5); }
    if (p740 < 0) { out = -1;  break L733; }
    var p741;
    if (p740 < n && (c = s.charCodeAt(p740), (c | 32) === 114)) { p741 = p740 + 1; if (look === 0 && p741 > far) far = p741; } else { p741 = -1; if (rec) fail(p740, 134, 6); }
    if (p741 < 0) { out = -1;  break L733; }
    var p742;
    if (p741 < n && (c = s.charCodeAt(p741), (c | 32) === 117)) { p742 = p741 + 1; if (look === 0 && p742 > far) far = p742; } else { p742 = -1; if (rec) fail(p741, 135, 7); }
    if (p742 < 0) { out = -1;  break L733; }
    out = p742;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 23; lastEnd = out; } }
  return out;
}
function d24(p) { // supplement
  var c, out, s = text, n = size;
  if (rec) stack.push(24);
  L743: {
    var k744 = kn;
    var p745;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p745 = p + 1; if (look === 0 && p745 > far) far = p745; } else { p745 = -1; if (rec) fail(p, 0); }
    if (p745 < 0) { out = -1; kn = k744; break L743; }
    var p746;
    p746 = d25(p745);
    if (p746 < 0) { out = -1; kn = k744; break L743; }
    var p747;
    if (p746 < n && (c = s.charCodeAt(p746), c === 58)) { p747 = p746 + 1; if (look === 0 && p747 > far) far = p747; } else { p747 = -1; if (rec) fail(p746, 0); }
    if (p747 < 0) { out = -1; kn = k744; break L743; }
    var p748;
    p748 = d26(p747);
    if (p748 < 0) { out = -1; kn = k744; break L743; }
    var p749;
    var q750 = p748, r751 = 0, e753 = false;
    while (q750 < n) {
      var p754;
      L755: {
        var p757;
        if (q750 < n && (c = s.charCodeAt(q750), c === 58)) { p757 = q750 + 1; if (look === 0 && p757 > far) far = p757; } else { p757 = -1; if (rec) fail(q750, 0); }
        if (p757 < 0) { p754 = -1;  break L755; }
        var p758;
        p758 = d27(p757);
        if (p758 < 0) { p754 = -1;  break L755; }
        p754 = p758;
      }
      if (p754 < 0) break;
      if (p754 === q750) { e753 = true; break; }
      r751++; q750 = p754;
      if (r751 === 1) break;
    }
    if (rec && q750 >= n && !e753 && r751 < 1) fail(q750, 0);
    if (e753 || r751 >= 0) p749 = q750; else { p749 = -1;  }
    if (p749 < 0) { out = -1; kn = k744; break L743; }
    var p759;
    var q760 = p749, r761 = 0, e763 = false, k762 = kn;
    while (q760 < n) {
      var p764;
      L765: {
        var k766 = kn;
        var p767;
        if (q760 < n && (c = s.charCodeAt(q760), c === 58)) { p767 = q760 + 1; if (look === 0 && p767 > far) far = p767; } else { p767 = -1; if (rec) fail(q760, 0); }
        if (p767 < 0) { p764 = -1; kn = k766; break L765; }
        var p768;
        p768 = d20(p767);
        if (p768 < 0) { p764 = -1; kn = k766; break L765; }
        p764 = p768;
      }
      if (p764 < 0) break;
      if (p764 === q760) { e763 = true; break; }
      r761++; q760 = p764;
      if (r761 === 1) break;
    }
    if (rec && q760 >= n && !e763 && r761 < 1) fail(q760, 0);
    if (e763 || r761 >= 0) p759 = q760; else { p759 = -1; kn = k762; }
    if (p759 < 0) { out = -1; kn = k744; break L743; }
    out = p759;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 24; lastEnd = out; } }
  return out;
}
function d25(p) { // suppltype
  var c, out, s = text, n = size;
  if (rec) stack.push(25);
  L769: {
    var p770;
    L771: {
      var p773;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p773 = p + 1; if (look === 0 && p773 > far) far = p773; } else { p773 = -1; if (rec) fail(p, 136); }
      if (p773 < 0) { p770 = -1;  break L771; }
      var p774;
      if (p773 < n && (c = s.charCodeAt(p773), (c | 32) === 109)) { p774 = p773 + 1; if (look === 0 && p774 > far) far = p774; } else { p774 = -1; if (rec) fail(p773, 137, 1); }
      if (p774 < 0) { p770 = -1;  break L771; }
      var p775;
      if (p774 < n && (c = s.charCodeAt(p774), (c | 32) === 100)) { p775 = p774 + 1; if (look === 0 && p775 > far) far = p775; } else { p775 = -1; if (rec) fail(p774, 138, 2); }
      if (p775 < 0) { p770 = -1;  break L771; }
      p770 = p775;
    }
    if (p770 >= 0) { out = p770; break L769; }
    var p776;
    L777: {
      var p779;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p779 = p + 1; if (look === 0 && p779 > far) far = p779; } else { p779 = -1; if (rec) fail(p, 139); }
      if (p779 < 0) { p776 = -1;  break L777; }
      var p780;
      if (p779 < n && (c = s.charCodeAt(p779), (c | 32) === 111)) { p780 = p779 + 1; if (look === 0 && p780 > far) far = p780; } else { p780 = -1; if (rec) fail(p779, 140, 1); }
      if (p780 < 0) { p776 = -1;  break L777; }
      var p781;
      if (p780 < n && (c = s.charCodeAt(p780), (c | 32) === 114)) { p781 = p780 + 1; if (look === 0 && p781 > far) far = p781; } else { p781 = -1; if (rec) fail(p780, 141, 2); }
      if (p781 < 0) { p776 = -1;  break L777; }
      p776 = p781;
    }
    if (p776 >= 0) { out = p776; break L769; }
    var p782;
    L783: {
      var p785;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p785 = p + 1; if (look === 0 && p785 > far) far = p785; } else { p785 = -1; if (rec) fail(p, 142); }
      if (p785 < 0) { p782 = -1;  break L783; }
      var p786;
      if (p785 < n && (c = s.charCodeAt(p785), (c | 32) === 100)) { p786 = p785 + 1; if (look === 0 && p786 > far) far = p786; } else { p786 = -1; if (rec) fail(p785, 143, 1); }
      if (p786 < 0) { p782 = -1;  break L783; }
      var p787;
      if (p786 < n && (c = s.charCodeAt(p786), (c | 32) === 100)) { p787 = p786 + 1; if (look === 0 && p787 > far) far = p787; } else { p787 = -1; if (rec) fail(p786, 144, 2); }
      if (p787 < 0) { p782 = -1;  break L783; }
      p782 = p787;
    }
    if (p782 >= 0) { out = p782; break L769; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 25; lastEnd = out; } }
  return out;
}
function d26(p) { // supplnumber
  var c, out, s = text, n = size;
  if (rec) stack.push(26);
  out = d35(p);
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 26; lastEnd = out; } }
  return out;
}
function d27(p) { // supplversion
  var c, out, s = text, n = size;
  if (rec) stack.push(27);
  L788: {
    var p790;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p790 = p + 1; if (look === 0 && p790 > far) far = p790; } else { p790 = -1; if (rec) fail(p, 6); }
    if (p790 < 0) { out = -1;  break L788; }
    var p791;
    p791 = d35(p790);
    if (p791 < 0) { out = -1;  break L788; }
    out = p791;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 27; lastEnd = out; } }
  return out;
}
function d28(p) { // docelement
  var c, out, s = text, n = size;
  if (rec) stack.push(28);
  L792: {
    var p794;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p794 = p + 1; if (look === 0 && p794 > far) far = p794; } else { p794 = -1; if (rec) fail(p, 0); }
    if (p794 < 0) { out = -1;  break L792; }
    var p795;
    L796: {
      var p797;
      L798: {
        var p800;
        if (p794 < n && (c = s.charCodeAt(p794), (c | 32) === 99)) { p800 = p794 + 1; if (look === 0 && p800 > far) far = p800; } else { p800 = -1; if (rec) fail(p794, 145); }
        if (p800 < 0) { p797 = -1;  break L798; }
        var p801;
        if (p800 < n && (c = s.charCodeAt(p800), (c | 32) === 108)) { p801 = p800 + 1; if (look === 0 && p801 > far) far = p801; } else { p801 = -1; if (rec) fail(p800, 146, 1); }
        if (p801 < 0) { p797 = -1;  break L798; }
        var p802;
        if (p801 < n && (c = s.charCodeAt(p801), (c | 32) === 97)) { p802 = p801 + 1; if (look === 0 && p802 > far) far = p802; } else { p802 = -1; if (rec) fail(p801, 147, 2); }
        if (p802 < 0) { p797 = -1;  break L798; }
        var p803;
        if (p802 < n && (c = s.charCodeAt(p802), (c | 32) === 117)) { p803 = p802 + 1; if (look === 0 && p803 > far) far = p803; } else { p803 = -1; if (rec) fail(p802, 148, 3); }
        if (p803 < 0) { p797 = -1;  break L798; }
        var p804;
        if (p803 < n && (c = s.charCodeAt(p803), (c | 32) === 115)) { p804 = p803 + 1; if (look === 0 && p804 > far) far = p804; } else { p804 = -1; if (rec) fail(p803, 149, 4); }
        if (p804 < 0) { p797 = -1;  break L798; }
        var p805;
        if (p804 < n && (c = s.charCodeAt(p804), (c | 32) === 101)) { p805 = p804 + 1; if (look === 0 && p805 > far) far = p805; } else { p805 = -1; if (rec) fail(p804, 150, 5); }
        if (p805 < 0) { p797 = -1;  break L798; }
        p797 = p805;
      }
      if (p797 >= 0) { p795 = p797; break L796; }
      var p806;
      L807: {
        var p809;
        if (p794 < n && (c = s.charCodeAt(p794), (c | 32) === 102)) { p809 = p794 + 1; if (look === 0 && p809 > far) far = p809; } else { p809 = -1; if (rec) fail(p794, 151); }
        if (p809 < 0) { p806 = -1;  break L807; }
        var p810;
        if (p809 < n && (c = s.charCodeAt(p809), (c | 32) === 105)) { p810 = p809 + 1; if (look === 0 && p810 > far) far = p810; } else { p810 = -1; if (rec) fail(p809, 152, 1); }
        if (p810 < 0) { p806 = -1;  break L807; }
        var p811;
        if (p810 < n && (c = s.charCodeAt(p810), (c | 32) === 103)) { p811 = p810 + 1; if (look === 0 && p811 > far) far = p811; } else { p811 = -1; if (rec) fail(p810, 153, 2); }
        if (p811 < 0) { p806 = -1;  break L807; }
        var p812;
        if (p811 < n && (c = s.charCodeAt(p811), (c | 32) === 117)) { p812 = p811 + 1; if (look === 0 && p812 > far) far = p812; } else { p812 = -1; if (rec) fail(p811, 154, 3); }
        if (p812 < 0) { p806 = -1;  break L807; }
        var p813;
        if (p812 < n && (c = s.charCodeAt(p812), (c | 32) === 114)) { p813 = p812 + 1; if (look === 0 && p813 > far) far = p813; } else { p813 = -1; if (rec) fail(p812, 155, 4); }
        if (p813 < 0) { p806 = -1;  break L807; }
        var p814;
        if (p813 < n && (c = s.charCodeAt(p813), (c | 32) === 101)) { p814 = p813 + 1; if (look === 0 && p814 > far) far = p814; } else { p814 = -1; if (rec) fail(p813, 156, 5); }
        if (p814 < 0) { p806 = -1;  break L807; }
        p806 = p814;
      }
      if (p806 >= 0) { p795 = p806; break L796; }
      var p815;
      L816: {
        var p818;
        if (p794 < n && (c = s.charCodeAt(p794), (c | 32) === 116)) { p818 = p794 + 1; if (look === 0 && p818 > far) far = p818; } else { p818 = -1; if (rec) fail(p794, 157); }
        if (p818 < 0) { p815 = -1;  break L816; }
        var p819;
        if (p818 < n && (c = s.charCodeAt(p818), (c | 32) === 97)) { p819 = p818 + 1; if (look === 0 && p819 > far) far = p819; } else { p819 = -1; if (rec) fail(p818, 158, 1); }
        if (p819 < 0) { p815 = -1;  break L816; }
        var p820;
        if (p819 < n && (c = s.charCodeAt(p819), (c | 32) === 98)) { p820 = p819 + 1; if (look === 0 && p820 > far) far = p820; } else { p820 = -1; if (rec) fail(p819, 159, 2); }
        if (p820 < 0) { p815 = -1;  break L816; }
        var p821;
        if (p820 < n && (c = s.charCodeAt(p820), (c | 32) === 108)) { p821 = p820 + 1; if (look === 0 && p821 > far) far = p821; } else { p821 = -1; if (rec) fail(p820, 160, 3); }
        if (p821 < 0) { p815 = -1;  break L816; }
        var p822;
        if (p821 < n && (c = s.charCodeAt(p821), (c | 32) === 101)) { p822 = p821 + 1; if (look === 0 && p822 > far) far = p822; } else { p822 = -1; if (rec) fail(p821, 161, 4); }
        if (p822 < 0) { p815 = -1;  break L816; }
        p815 = p822;
      }
      if (p815 >= 0) { p795 = p815; break L796; }
      var p823;
      L824: {
        var p826;
        if (p794 < n && (c = s.charCodeAt(p794), (c | 32) === 116)) { p826 = p794 + 1; if (look === 0 && p826 > far) far = p826; } else { p826 = -1; if (rec) fail(p794, 162); }
        if (p826 < 0) { p823 = -1;  break L824; }
        var p827;
        if (p826 < n && (c = s.charCodeAt(p826), (c | 32) === 101)) { p827 = p826 + 1; if (look === 0 && p827 > far) far = p827; } else { p827 = -1; if (rec) fail(p826, 163, 1); }
        if (p827 < 0) { p823 = -1;  break L824; }
        var p828;
        if (p827 < n && (c = s.charCodeAt(p827), (c | 32) === 114)) { p828 = p827 + 1; if (look === 0 && p828 > far) far = p828; } else { p828 = -1; if (rec) fail(p827, 164, 2); }
        if (p828 < 0) { p823 = -1;  break L824; }
        var p829;
        if (p828 < n && (c = s.charCodeAt(p828), (c | 32) === 109)) { p829 = p828 + 1; if (look === 0 && p829 > far) far = p829; } else { p829 = -1; if (rec) fail(p828, 165, 3); }
        if (p829 < 0) { p823 = -1;  break L824; }
        p823 = p829;
      }
      if (p823 >= 0) { p795 = p823; break L796; }
      p795 = -1;
    }
    if (p795 < 0) { out = -1;  break L792; }
    var p830;
    if (p795 < n && (c = s.charCodeAt(p795), c === 58)) { p830 = p795 + 1; if (look === 0 && p830 > far) far = p830; } else { p830 = -1; if (rec) fail(p795, 0); }
    if (p830 < 0) { out = -1;  break L792; }
    var p831;
    L832: {
      var p833;
      p833 = d30(p830);
      if (p833 >= 0) { p831 = p833; break L832; }
      var p834;
      p834 = d29(p830);
      if (p834 >= 0) { p831 = p834; break L832; }
      p831 = -1;
    }
    if (p831 < 0) { out = -1;  break L792; }
    var p835;
    var q836 = p831, r837 = 0, e839 = false;
    while (q836 < n) {
      var p840;
      L841: {
        var p843;
        if (q836 < n && (c = s.charCodeAt(q836), c === 44)) { p843 = q836 + 1; if (look === 0 && p843 > far) far = p843; } else { p843 = -1; if (rec) fail(q836, 7); }
        if (p843 < 0) { p840 = -1;  break L841; }
        var p844;
        L845: {
          var p846;
          p846 = d30(p843);
          if (p846 >= 0) { p844 = p846; break L845; }
          var p847;
          p847 = d29(p843);
          if (p847 >= 0) { p844 = p847; break L845; }
          p844 = -1;
        }
        if (p844 < 0) { p840 = -1;  break L841; }
        p840 = p844;
      }
      if (p840 < 0) break;
      if (p840 === q836) { e839 = true; break; }
      r837++; q836 = p840;
    }
    if (rec && q836 >= n && !e839) fail(q836, 7);
    if (e839 || r837 >= 0) p835 = q836; else { p835 = -1;  }
    if (p835 < 0) { out = -1;  break L792; }
    out = p835;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 28; lastEnd = out; } }
  return out;
}
function d29(p) { // elementnumber
  var c, out, s = text, n = size;
  if (rec) stack.push(29);
  L848: {
    var p850;
    L851: {
      var p852;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p852 = p + 1; if (look === 0 && p852 > far) far = p852; } else { p852 = -1; if (rec) fail(p, 8); }
      if (p852 >= 0) { p850 = p852; break L851; }
      var p853;
      p853 = d35(p);
      if (p853 >= 0) { p850 = p853; break L851; }
      p850 = -1;
    }
    if (p850 < 0) { out = -1;  break L848; }
    var p854;
    var q855 = p850, r856 = 0, e858 = false;
    while (q855 < n) {
      var p859;
      L860: {
        var p862;
        if (q855 < n && (c = s.charCodeAt(q855), c === 46)) { p862 = q855 + 1; if (look === 0 && p862 > far) far = p862; } else { p862 = -1; if (rec) fail(q855, 5); }
        if (p862 < 0) { p859 = -1;  break L860; }
        var p863;
        p863 = d35(p862);
        if (p863 < 0) { p859 = -1;  break L860; }
        p859 = p863;
      }
      if (p859 < 0) break;
      if (p859 === q855) { e858 = true; break; }
      r856++; q855 = p859;
    }
    if (rec && q855 >= n && !e858) fail(q855, 5);
    if (e858 || r856 >= 0) p854 = q855; else { p854 = -1;  }
    if (p854 < 0) { out = -1;  break L848; }
    out = p854;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 29; lastEnd = out; } }
  return out;
}
function d30(p) { // elementrange
  var c, out, s = text, n = size;
  if (rec) stack.push(30);
  L864: {
    var p866;
    p866 = d29(p);
    if (p866 < 0) { out = -1;  break L864; }
    var p867;
    if (p866 < n && (c = s.charCodeAt(p866), c === 45)) { p867 = p866 + 1; if (look === 0 && p867 > far) far = p867; } else { p867 = -1; if (rec) fail(p866, 3); }
    if (p867 < 0) { out = -1;  break L864; }
    var p868;
    p868 = d29(p867);
    if (p868 < 0) { out = -1;  break L864; }
    out = p868;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 30; lastEnd = out; } }
  return out;
}
function d31(p) { // addition
  var c, out, s = text, n = size;
  if (rec) stack.push(31);
  L869: {
    var p870;
    p870 = d32(p);
    if (p870 >= 0) { out = p870; break L869; }
    var p871;
    p871 = d34(p);
    if (p871 >= 0) { out = p871; break L869; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 31; lastEnd = out; } }
  return out;
}
function d32(p) { // techdefined
  var c, out, s = text, n = size;
  if (rec) stack.push(32);
  L872: {
    var p874;
    L875: {
      var p877;
      if (p < n && (c = s.charCodeAt(p), c === 58)) { p877 = p + 1; if (look === 0 && p877 > far) far = p877; } else { p877 = -1; if (rec) fail(p, 166); }
      if (p877 < 0) { p874 = -1;  break L875; }
      var p878;
      if (p877 < n && (c = s.charCodeAt(p877), (c | 32) === 116)) { p878 = p877 + 1; if (look === 0 && p878 > far) far = p878; } else { p878 = -1; if (rec) fail(p877, 167, 1); }
      if (p878 < 0) { p874 = -1;  break L875; }
      var p879;
      if (p878 < n && (c = s.charCodeAt(p878), (c | 32) === 101)) { p879 = p878 + 1; if (look === 0 && p879 > far) far = p879; } else { p879 = -1; if (rec) fail(p878, 168, 2); }
      if (p879 < 0) { p874 = -1;  break L875; }
      var p880;
      if (p879 < n && (c = s.charCodeAt(p879), (c | 32) === 99)) { p880 = p879 + 1; if (look === 0 && p880 > far) far = p880; } else { p880 = -1; if (rec) fail(p879, 169, 3); }
      if (p880 < 0) { p874 = -1;  break L875; }
      var p881;
      if (p880 < n && (c = s.charCodeAt(p880), (c | 32) === 104)) { p881 = p880 + 1; if (look === 0 && p881 > far) far = p881; } else { p881 = -1; if (rec) fail(p880, 170, 4); }
      if (p881 < 0) { p874 = -1;  break L875; }
      p874 = p881;
    }
    if (p874 < 0) { out = -1;  break L872; }
    var p882;
    var q883 = p874, r884 = 0, e886 = false;
    while (q883 < n) {
      var p887;
      p887 = d33(q883);
      if (p887 < 0) break;
      if (p887 === q883) { e886 = true; break; }
      r884++; q883 = p887;
    }
    if (rec && q883 >= n && !e886) fail(q883, 171);
    if (e886 || r884 >= 0) p882 = q883; else { p882 = -1;  }
    if (p882 < 0) { out = -1;  break L872; }
    out = p882;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 32; lastEnd = out; } }
  return out;
}
function d33(p) { // techelement
  var c, out, s = text, n = size;
  if (rec) stack.push(33);
  L888: {
    var p889;
    p889 = d39(p);
    if (p889 >= 0) { out = p889; break L888; }
    var p890;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p890 = p + 1; if (look === 0 && p890 > far) far = p890; } else { p890 = -1; if (rec) fail(p, 9); }
    if (p890 >= 0) { out = p890; break L888; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 33; lastEnd = out; } }
  return out;
}
function d34(p) { // isodefined
  var c, out, s = text, n = size;
  if (rec) stack.push(34);
  L891: {
    var p893;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p893 = p + 1; if (look === 0 && p893 > far) far = p893; } else { p893 = -1; if (rec) fail(p, 0); }
    if (p893 < 0) { out = -1;  break L891; }
    var p894;
    var q895 = p893, r896 = 0, e898 = false;
    while (q895 < n) {
      var p899;
      L900: {
        var p901;
        p901 = d39(q895);
        if (p901 >= 0) { p899 = p901; break L900; }
        var p902;
        if (q895 < n && (c = s.charCodeAt(q895), c === 47)) { p902 = q895 + 1; if (look === 0 && p902 > far) far = p902; } else { p902 = -1; if (rec) fail(q895, 9); }
        if (p902 >= 0) { p899 = p902; break L900; }
        p899 = -1;
      }
      if (p899 < 0) break;
      if (p899 === q895) { e898 = true; break; }
      r896++; q895 = p899;
    }
    if (rec && q895 >= n && !e898) fail(q895, 171);
    if (e898 || r896 >= 1) p894 = q895; else { p894 = -1;  }
    if (p894 < 0) { out = -1;  break L891; }
    out = p894;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 34; lastEnd = out; } }
  return out;
}
function d35(p) { // DIGITS
  var c, out, s = text, n = size;
  if (rec) stack.push(35);
  L903: {
    var p905;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p905 = p + 1; if (look === 0 && p905 > far) far = p905; } else { p905 = -1; if (rec) fail(p, 10); }
    if (p905 < 0) { out = -1;  break L903; }
    var p906;
    var q907 = p905;
    while (q907 < n && (c = s.charCodeAt(q907), T1[c] === 1)) q907++;
    if (look === 0 && q907 > far) far = q907; if (rec) fail(q907, 10);
    p906 = q907 - p905 >= 0 ? q907 : -1;
    if (p906 < 0) { out = -1;  break L903; }
    out = p906;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 35; lastEnd = out; } }
  return out;
}
function d36(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(36);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 8); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 36; lastEnd = out; } }
  return out;
}
function d37(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(37);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 10); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 37; lastEnd = out; } }
  return out;
}
function d38(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(38);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 11); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 38; lastEnd = out; } }
  return out;
}
function d39(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack.push(39);
  L909: {
    var p910;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p910 = p + 1; if (look === 0 && p910 > far) far = p910; } else { p910 = -1; if (rec) fail(p, 12); }
    if (p910 >= 0) { out = p910; break L909; }
    var p911;
    p911 = d41(p);
    if (p911 >= 0) { out = p911; break L909; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 39; lastEnd = out; } }
  return out;
}
function d40(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(40);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 13); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 40; lastEnd = out; } }
  return out;
}
function d41(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(41);
  L912: {
    var p914;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p914 = p + 1; if (look === 0 && p914 > far) far = p914; } else { p914 = -1; if (rec) fail(p, 172); }
    if (p914 < 0) { out = -1;  break L912; }
    var p915;
    if (p914 < n && (c = s.charCodeAt(p914), c < 128 && T4[c] === 1)) { p915 = p914 + 1; if (look === 0 && p915 > far) far = p915; } else { p915 = -1; if (rec) fail(p914, 11); }
    if (p915 < 0) { out = -1;  break L912; }
    var p916;
    if (p915 < n && (c = s.charCodeAt(p915), c < 128 && T4[c] === 1)) { p916 = p915 + 1; if (look === 0 && p916 > far) far = p916; } else { p916 = -1; if (rec) fail(p915, 11); }
    if (p916 < 0) { out = -1;  break L912; }
    out = p916;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 41; lastEnd = out; } }
  return out;
}
function d42(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(42);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 14); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 42; lastEnd = out; } }
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
