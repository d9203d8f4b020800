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
const terminals = [{"set":[[58,58]]},{"set":[[0,65535]]},{"set":[[82,82],[114,114]]},{"set":[[45,45]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[46,46]]},{"set":[[86,86],[118,118]]},{"set":[[44,44]]},{"set":[[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"std:","caseless":true,"at":0},{"literal":"t","caseless":true,"at":1},{"literal":"d","caseless":true,"at":2},{"literal":":","caseless":true,"at":3},{"set":[[55296,55296]]},{"set":[[56320,57343]]},{"set":[[55297,56318]]},{"set":[[56319,56319]]},{"literal":"iso-iec","caseless":true,"at":0},{"literal":"s","caseless":true,"at":1},{"literal":"o","caseless":true,"at":2},{"literal":"-","caseless":true,"at":3},{"literal":"i","caseless":true,"at":4},{"literal":"e","caseless":true,"at":5},{"literal":"c","caseless":true,"at":6},{"literal":"iso-cie","caseless":true,"at":0},{"literal":"c","caseless":true,"at":4},{"literal":"i","caseless":true,"at":5},{"literal":"e","caseless":true,"at":6},{"literal":"iso-astm","caseless":true,"at":0},{"literal":"a","caseless":true,"at":4},{"literal":"s","caseless":true,"at":5},{"literal":"t","caseless":true,"at":6},{"literal":"m","caseless":true,"at":7},{"literal":"iso-ieee","caseless":true,"at":0},{"literal":"e","caseless":true,"at":7},{"literal":"iso","caseless":true,"at":0},{"literal":"iec","caseless":true,"at":0},{"literal":"e","caseless":true,"at":1},{"literal":"c","caseless":true,"at":2},{"literal":"data","caseless":true,"at":0},{"literal":"a","caseless":true,"at":1},{"literal":"t","caseless":true,"at":2},{"literal":"a","caseless":true,"at":3},{"literal":"guide","caseless":true,"at":0},{"literal":"u","caseless":true,"at":1},{"literal":"i","caseless":true,"at":2},{"literal":"d","caseless":true,"at":3},{"literal":"e","caseless":true,"at":4},{"literal":"isp","caseless":true,"at":0},{"literal":"p","caseless":true,"at":2},{"literal":"iwa","caseless":true,"at":0},{"literal":"w","caseless":true,"at":1},{"literal":"a","caseless":true,"at":2},{"literal":"pas","caseless":true,"at":0},{"literal":"s","caseless":true,"at":2},{"literal":"tr","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"ts","caseless":true,"at":0},{"literal":"tta","caseless":true,"at":0},{"literal":"draft","caseless":true,"at":0},{"literal":"f","caseless":true,"at":3},{"literal":"t","caseless":true,"at":4},{"literal":"cancelled","caseless":true,"at":0},{"literal":"n","caseless":true,"at":2},{"literal":"c","caseless":true,"at":3},{"literal":"l","caseless":true,"at":5},{"literal":"l","caseless":true,"at":6},{"literal":"d","caseless":true,"at":8},{"literal":"stage-","caseless":true,"at":0},{"literal":"g","caseless":true,"at":3},{"literal":"-","caseless":true,"at":5},{"literal":"ed-","caseless":true,"at":0},{"literal":"d","caseless":true,"at":1},{"literal":"-","caseless":true,"at":2},{"literal":"en","caseless":true,"at":0},{"literal":"n","caseless":true,"at":1},{"literal":"fr","caseless":true,"at":0},{"literal":"ru","caseless":true,"at":0},{"literal":"es","caseless":true,"at":0},{"literal":"ar","caseless":true,"at":0},{"literal":"en,fr","caseless":true,"at":0},{"literal":",","caseless":true,"at":2},{"literal":"r","caseless":true,"at":4},{"literal":"en,ru","caseless":true,"at":0},{"literal":"r","caseless":true,"at":3},{"literal":"u","caseless":true,"at":4},{"literal":"fr,ru","caseless":true,"at":0},{"literal":"en,fr,ru","caseless":true,"at":0},{"literal":",","caseless":true,"at":5},{"literal":"r","caseless":true,"at":6},{"literal":"u","caseless":true,"at":7},{"literal":"amd","caseless":true,"at":0},{"literal":"m","caseless":true,"at":1},{"literal":"cor","caseless":true,"at":0},{"literal":"o","caseless":true,"at":1},{"literal":"r","caseless":true,"at":2},{"literal":"add","caseless":true,"at":0},{"literal":"clause","caseless":true,"at":0},{"literal":"l","caseless":true,"at":1},{"literal":"u","caseless":true,"at":3},{"literal":"s","caseless":true,"at":4},{"literal":"figure","caseless":true,"at":0},{"literal":"i","caseless":true,"at":1},{"literal":"g","caseless":true,"at":2},{"literal":"table","caseless":true,"at":0},{"literal":"b","caseless":true,"at":2},{"literal":"l","caseless":true,"at":3},{"literal":"term","caseless":true,"at":0},{"literal":"m","caseless":true,"at":3},{"literal":":tech","caseless":true,"at":0},{"literal":"e","caseless":true,"at":2},{"literal":"h","caseless":true,"at":4},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
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
  L341: {
    var p342;
    p342 = d2(p);
    if (p342 >= 0) { out = p342; break L341; }
    var p343;
    p343 = d3(p);
    if (p343 >= 0) { out = p343; break L341; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // std-full
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  L344: {
    var k345 = kn;
    var p346;
    L347: {
      var p349;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p349 = p + 1; if (look === 0 && p349 > far) far = p349; } else { p349 = -1; if (rec) fail(p, 15); }
      if (p349 < 0) { p346 = -1;  break L347; }
      var p350;
      if (p349 < n && (c = s.charCodeAt(p349), (c | 32) === 116)) { p350 = p349 + 1; if (look === 0 && p350 > far) far = p350; } else { p350 = -1; if (rec) fail(p349, 16, 1); }
      if (p350 < 0) { p346 = -1;  break L347; }
      var p351;
      if (p350 < n && (c = s.charCodeAt(p350), (c | 32) === 100)) { p351 = p350 + 1; if (look === 0 && p351 > far) far = p351; } else { p351 = -1; if (rec) fail(p350, 17, 2); }
      if (p351 < 0) { p346 = -1;  break L347; }
      var p352;
      if (p351 < n && (c = s.charCodeAt(p351), c === 58)) { p352 = p351 + 1; if (look === 0 && p352 > far) far = p352; } else { p352 = -1; if (rec) fail(p351, 18, 3); }
      if (p352 < 0) { p346 = -1;  break L347; }
      p346 = p352;
    }
    if (p346 < 0) { out = -1; kn = k345; break L344; }
    var p353;
    p353 = d5(p346);
    if (p353 < 0) { out = -1; kn = k345; break L344; }
    var p354;
    var q355 = p353, r356 = 0, e358 = false, k357 = kn;
    while (q355 < n) {
      var p359;
      p359 = d24(q355);
      if (p359 < 0) break;
      if (p359 === q355) { e358 = true; break; }
      r356++; q355 = p359;
    }
    if (rec && q355 >= n && !e358) fail(q355, 0);
    if (e358 || r356 >= 0) p354 = q355; else { p354 = -1; kn = k357; }
    if (p354 < 0) { out = -1; kn = k345; break L344; }
    var p360;
    var q361 = p354, r362 = 0, e364 = false, k363 = kn;
    while (q361 < n) {
      var p365;
      p365 = d28(q361);
      if (p365 < 0) break;
      if (p365 === q361) { e364 = true; break; }
      r362++; q361 = p365;
    }
    if (rec && q361 >= n && !e364) fail(q361, 0);
    if (e364 || r362 >= 0) p360 = q361; else { p360 = -1; kn = k363; }
    if (p360 < 0) { out = -1; kn = k345; break L344; }
    var p366;
    var q367 = p360, r368 = 0, e370 = false, k369 = kn;
    while (q367 < n) {
      var p371;
      p371 = d31(q367);
      if (p371 < 0) break;
      if (p371 === q367) { e370 = true; break; }
      r368++; q367 = p371;
      if (r368 === 1) break;
    }
    if (rec && q367 >= n && !e370 && r368 < 1) fail(q367, 0);
    if (e370 || r368 >= 0) p366 = q367; else { p366 = -1; kn = k369; }
    if (p366 < 0) { out = -1; kn = k345; break L344; }
    var p372;
    p372 = d4(p366);
    if (p372 < 0) { out = -1; kn = k345; break L344; }
    out = p372;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // std-any
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  L373: {
    var k374 = kn;
    var p375;
    L376: {
      var p378;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p378 = p + 1; if (look === 0 && p378 > far) far = p378; } else { p378 = -1; if (rec) fail(p, 15); }
      if (p378 < 0) { p375 = -1;  break L376; }
      var p379;
      if (p378 < n && (c = s.charCodeAt(p378), (c | 32) === 116)) { p379 = p378 + 1; if (look === 0 && p379 > far) far = p379; } else { p379 = -1; if (rec) fail(p378, 16, 1); }
      if (p379 < 0) { p375 = -1;  break L376; }
      var p380;
      if (p379 < n && (c = s.charCodeAt(p379), (c | 32) === 100)) { p380 = p379 + 1; if (look === 0 && p380 > far) far = p380; } else { p380 = -1; if (rec) fail(p379, 17, 2); }
      if (p380 < 0) { p375 = -1;  break L376; }
      var p381;
      if (p380 < n && (c = s.charCodeAt(p380), c === 58)) { p381 = p380 + 1; if (look === 0 && p381 > far) far = p381; } else { p381 = -1; if (rec) fail(p380, 18, 3); }
      if (p381 < 0) { p375 = -1;  break L376; }
      p375 = p381;
    }
    if (p375 < 0) { out = -1; kn = k374; break L373; }
    var p382;
    p382 = d6(p375);
    if (p382 < 0) { out = -1; kn = k374; break L373; }
    var p383;
    var q384 = p382, r385 = 0, e387 = false, k386 = kn;
    while (q384 < n) {
      var p388;
      L389: {
        var k390 = kn;
        var p391;
        if (q384 < n && (c = s.charCodeAt(q384), c === 58)) { p391 = q384 + 1; if (look === 0 && p391 > far) far = p391; } else { p391 = -1; if (rec) fail(q384, 0); }
        if (p391 < 0) { p388 = -1; kn = k390; break L389; }
        var p392;
        p392 = d7(p391);
        if (p392 < 0) { p388 = -1; kn = k390; break L389; }
        p388 = p392;
      }
      if (p388 < 0) break;
      if (p388 === q384) { e387 = true; break; }
      r385++; q384 = p388;
      if (r385 === 1) break;
    }
    if (rec && q384 >= n && !e387 && r385 < 1) fail(q384, 0);
    if (e387 || r385 >= 0) p383 = q384; else { p383 = -1; kn = k386; }
    if (p383 < 0) { out = -1; kn = k374; break L373; }
    var p393;
    if (p383 < n && (c = s.charCodeAt(p383), c === 58)) { p393 = p383 + 1; if (look === 0 && p393 > far) far = p393; } else { p393 = -1; if (rec) fail(p383, 0); }
    if (p393 < 0) { out = -1; kn = k374; break L373; }
    var p394;
    p394 = d8(p393);
    if (p394 < 0) { out = -1; kn = k374; break L373; }
    var p395;
    var q396 = p394, r397 = 0, e399 = false, k398 = kn;
    while (q396 < n) {
      var p400;
      p400 = d31(q396);
      if (p400 < 0) break;
      if (p400 === q396) { e399 = true; break; }
      r397++; q396 = p400;
      if (r397 === 1) break;
    }
    if (rec && q396 >= n && !e399 && r397 < 1) fail(q396, 0);
    if (e399 || r397 >= 0) p395 = q396; else { p395 = -1; kn = k398; }
    if (p395 < 0) { out = -1; kn = k374; break L373; }
    out = p395;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  var p401;
  look++; nots++;
  L403: {
    var p404;
    L405: {
      var p407;
      if (p < n && (c = s.charCodeAt(p), c === 55296)) { p407 = p + 1; if (look === 0 && p407 > far) far = p407; } else { p407 = -1; if (rec) fail(p, 19); }
      if (p407 < 0) { p404 = -1;  break L405; }
      var p408;
      if (p407 < n && (c = s.charCodeAt(p407), ((c >= 56320 && c <= 57343)))) { p408 = p407 + 1; if (look === 0 && p408 > far) far = p408; } else { p408 = -1; if (rec) fail(p407, 20); }
      if (p408 < 0) { p404 = -1;  break L405; }
      p404 = p408;
    }
    if (p404 >= 0) { p401 = p404; break L403; }
    var p409;
    L410: {
      var p412;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55297 && c <= 56318)))) { p412 = p + 1; if (look === 0 && p412 > far) far = p412; } else { p412 = -1; if (rec) fail(p, 21); }
      if (p412 < 0) { p409 = -1;  break L410; }
      var p413;
      if (p412 < n && (c = s.charCodeAt(p412), ((c >= 56320 && c <= 57343)))) { p413 = p412 + 1; if (look === 0 && p413 > far) far = p413; } else { p413 = -1; if (rec) fail(p412, 20); }
      if (p413 < 0) { p409 = -1;  break L410; }
      p409 = p413;
    }
    if (p409 >= 0) { p401 = p409; break L403; }
    var p414;
    L415: {
      var p417;
      if (p < n && (c = s.charCodeAt(p), c === 56319)) { p417 = p + 1; if (look === 0 && p417 > far) far = p417; } else { p417 = -1; if (rec) fail(p, 22); }
      if (p417 < 0) { p414 = -1;  break L415; }
      var p418;
      if (p417 < n && (c = s.charCodeAt(p417), ((c >= 56320 && c <= 57343)))) { p418 = p417 + 1; if (look === 0 && p418 > far) far = p418; } else { p418 = -1; if (rec) fail(p417, 20); }
      if (p418 < 0) { p414 = -1;  break L415; }
      p414 = p418;
    }
    if (p414 >= 0) { p401 = p414; break L403; }
    var p419;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 65535)))) { p419 = p + 1; if (look === 0 && p419 > far) far = p419; } else { p419 = -1; if (rec) fail(p, 1); }
    if (p419 >= 0) { p401 = p419; break L403; }
    p401 = -1;
  }
  look--; nots--;
  out = p401 >= 0 ? -1 : p;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // docidentifier
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  L420: {
    var k421 = kn;
    var p422;
    p422 = d6(p);
    if (p422 < 0) { out = -1; kn = k421; break L420; }
    var p423;
    var q424 = p422, r425 = 0, e427 = false, k426 = kn;
    while (q424 < n) {
      var p428;
      L429: {
        var k430 = kn;
        var p431;
        if (q424 < n && (c = s.charCodeAt(q424), c === 58)) { p431 = q424 + 1; if (look === 0 && p431 > far) far = p431; } else { p431 = -1; if (rec) fail(q424, 0); }
        if (p431 < 0) { p428 = -1; kn = k430; break L429; }
        var p432;
        p432 = d7(p431);
        if (p432 < 0) { p428 = -1; kn = k430; break L429; }
        p428 = p432;
      }
      if (p428 < 0) break;
      if (p428 === q424) { e427 = true; break; }
      r425++; q424 = p428;
      if (r425 === 1) break;
    }
    if (rec && q424 >= n && !e427 && r425 < 1) fail(q424, 0);
    if (e427 || r425 >= 0) p423 = q424; else { p423 = -1; kn = k426; }
    if (p423 < 0) { out = -1; kn = k421; break L420; }
    var p433;
    if (p423 < n && (c = s.charCodeAt(p423), c === 58)) { p433 = p423 + 1; if (look === 0 && p433 > far) far = p433; } else { p433 = -1; if (rec) fail(p423, 0); }
    if (p433 < 0) { out = -1; kn = k421; break L420; }
    var p434;
    p434 = d8(p433);
    if (p434 < 0) { out = -1; kn = k421; break L420; }
    var p435;
    var q436 = p434, r437 = 0, e439 = false, k438 = kn;
    while (q436 < n) {
      var p440;
      L441: {
        var k442 = kn;
        var p443;
        if (q436 < n && (c = s.charCodeAt(q436), c === 58)) { p443 = q436 + 1; if (look === 0 && p443 > far) far = p443; } else { p443 = -1; if (rec) fail(q436, 0); }
        if (p443 < 0) { p440 = -1; kn = k442; break L441; }
        var p444;
        p444 = d9(p443);
        if (p444 < 0) { p440 = -1; kn = k442; break L441; }
        p440 = p444;
      }
      if (p440 < 0) break;
      if (p440 === q436) { e439 = true; break; }
      r437++; q436 = p440;
      if (r437 === 1) break;
    }
    if (rec && q436 >= n && !e439 && r437 < 1) fail(q436, 0);
    if (e439 || r437 >= 0) p435 = q436; else { p435 = -1; kn = k438; }
    if (p435 < 0) { out = -1; kn = k421; break L420; }
    var p445;
    var q446 = p435, r447 = 0, e449 = false, k448 = kn;
    while (q446 < n) {
      var p450;
      L451: {
        var k452 = kn;
        var p453;
        var q454 = q446, r455 = 0, e457 = false, k456 = kn;
        while (q454 < n) {
          var p458;
          L459: {
            var k460 = kn;
            var p461;
            if (q454 < n && (c = s.charCodeAt(q454), c === 58)) { p461 = q454 + 1; if (look === 0 && p461 > far) far = p461; } else { p461 = -1; if (rec) fail(q454, 0); }
            if (p461 < 0) { p458 = -1; kn = k460; break L459; }
            var p462;
            p462 = d10(p461);
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
        if (p453 < 0) { p450 = -1; kn = k452; break L451; }
        var p463;
        if (p453 < n && (c = s.charCodeAt(p453), c === 58)) { p463 = p453 + 1; if (look === 0 && p463 > far) far = p463; } else { p463 = -1; if (rec) fail(p453, 0); }
        if (p463 < 0) { p450 = -1; kn = k452; break L451; }
        var p464;
        p464 = d14(p463);
        if (p464 < 0) { p450 = -1; kn = k452; break L451; }
        p450 = p464;
      }
      if (p450 < 0) break;
      if (p450 === q446) { e449 = true; break; }
      r447++; q446 = p450;
      if (r447 === 1) break;
    }
    if (rec && q446 >= n && !e449 && r447 < 1) fail(q446, 0);
    if (e449 || r447 >= 0) p445 = q446; else { p445 = -1; kn = k448; }
    if (p445 < 0) { out = -1; kn = k421; break L420; }
    var p465;
    var q466 = p445, r467 = 0, e469 = false, k468 = kn;
    while (q466 < n) {
      var p470;
      L471: {
        var k472 = kn;
        var p473;
        if (q466 < n && (c = s.charCodeAt(q466), c === 58)) { p473 = q466 + 1; if (look === 0 && p473 > far) far = p473; } else { p473 = -1; if (rec) fail(q466, 0); }
        if (p473 < 0) { p470 = -1; kn = k472; break L471; }
        var p474;
        p474 = d15(p473);
        if (p474 < 0) { p470 = -1; kn = k472; break L471; }
        p470 = p474;
      }
      if (p470 < 0) break;
      if (p470 === q466) { e469 = true; break; }
      r467++; q466 = p470;
      if (r467 === 1) break;
    }
    if (rec && q466 >= n && !e469 && r467 < 1) fail(q466, 0);
    if (e469 || r467 >= 0) p465 = q466; else { p465 = -1; kn = k468; }
    if (p465 < 0) { out = -1; kn = k421; break L420; }
    var p475;
    var q476 = p465, r477 = 0, e479 = false, k478 = kn;
    while (q476 < n) {
      var p480;
      L481: {
        var k482 = kn;
        var p483;
        if (q476 < n && (c = s.charCodeAt(q476), c === 58)) { p483 = q476 + 1; if (look === 0 && p483 > far) far = p483; } else { p483 = -1; if (rec) fail(q476, 0); }
        if (p483 < 0) { p480 = -1; kn = k482; break L481; }
        var p484;
        p484 = d20(p483);
        if (p484 < 0) { p480 = -1; kn = k482; break L481; }
        p480 = p484;
      }
      if (p480 < 0) break;
      if (p480 === q476) { e479 = true; break; }
      r477++; q476 = p480;
      if (r477 === 1) break;
    }
    if (rec && q476 >= n && !e479 && r477 < 1) fail(q476, 0);
    if (e479 || r477 >= 0) p475 = q476; else { p475 = -1; kn = k478; }
    if (p475 < 0) { out = -1; kn = k421; break L420; }
    out = p475;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // originator
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  L485: {
    var p486;
    L487: {
      var p489;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p489 = p + 1; if (look === 0 && p489 > far) far = p489; } else { p489 = -1; if (rec) fail(p, 23); }
      if (p489 < 0) { p486 = -1;  break L487; }
      var p490;
      if (p489 < n && (c = s.charCodeAt(p489), (c | 32) === 115)) { p490 = p489 + 1; if (look === 0 && p490 > far) far = p490; } else { p490 = -1; if (rec) fail(p489, 24, 1); }
      if (p490 < 0) { p486 = -1;  break L487; }
      var p491;
      if (p490 < n && (c = s.charCodeAt(p490), (c | 32) === 111)) { p491 = p490 + 1; if (look === 0 && p491 > far) far = p491; } else { p491 = -1; if (rec) fail(p490, 25, 2); }
      if (p491 < 0) { p486 = -1;  break L487; }
      var p492;
      if (p491 < n && (c = s.charCodeAt(p491), c === 45)) { p492 = p491 + 1; if (look === 0 && p492 > far) far = p492; } else { p492 = -1; if (rec) fail(p491, 26, 3); }
      if (p492 < 0) { p486 = -1;  break L487; }
      var p493;
      if (p492 < n && (c = s.charCodeAt(p492), (c | 32) === 105)) { p493 = p492 + 1; if (look === 0 && p493 > far) far = p493; } else { p493 = -1; if (rec) fail(p492, 27, 4); }
      if (p493 < 0) { p486 = -1;  break L487; }
      var p494;
      if (p493 < n && (c = s.charCodeAt(p493), (c | 32) === 101)) { p494 = p493 + 1; if (look === 0 && p494 > far) far = p494; } else { p494 = -1; if (rec) fail(p493, 28, 5); }
      if (p494 < 0) { p486 = -1;  break L487; }
      var p495;
      if (p494 < n && (c = s.charCodeAt(p494), (c | 32) === 99)) { p495 = p494 + 1; if (look === 0 && p495 > far) far = p495; } else { p495 = -1; if (rec) fail(p494, 29, 6); }
      if (p495 < 0) { p486 = -1;  break L487; }
      p486 = p495;
    }
    if (p486 >= 0) { out = p486; break L485; }
    var p496;
    L497: {
      var p499;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p499 = p + 1; if (look === 0 && p499 > far) far = p499; } else { p499 = -1; if (rec) fail(p, 30); }
      if (p499 < 0) { p496 = -1;  break L497; }
      var p500;
      if (p499 < n && (c = s.charCodeAt(p499), (c | 32) === 115)) { p500 = p499 + 1; if (look === 0 && p500 > far) far = p500; } else { p500 = -1; if (rec) fail(p499, 24, 1); }
      if (p500 < 0) { p496 = -1;  break L497; }
      var p501;
      if (p500 < n && (c = s.charCodeAt(p500), (c | 32) === 111)) { p501 = p500 + 1; if (look === 0 && p501 > far) far = p501; } else { p501 = -1; if (rec) fail(p500, 25, 2); }
      if (p501 < 0) { p496 = -1;  break L497; }
      var p502;
      if (p501 < n && (c = s.charCodeAt(p501), c === 45)) { p502 = p501 + 1; if (look === 0 && p502 > far) far = p502; } else { p502 = -1; if (rec) fail(p501, 26, 3); }
      if (p502 < 0) { p496 = -1;  break L497; }
      var p503;
      if (p502 < n && (c = s.charCodeAt(p502), (c | 32) === 99)) { p503 = p502 + 1; if (look === 0 && p503 > far) far = p503; } else { p503 = -1; if (rec) fail(p502, 31, 4); }
      if (p503 < 0) { p496 = -1;  break L497; }
      var p504;
      if (p503 < n && (c = s.charCodeAt(p503), (c | 32) === 105)) { p504 = p503 + 1; if (look === 0 && p504 > far) far = p504; } else { p504 = -1; if (rec) fail(p503, 32, 5); }
      if (p504 < 0) { p496 = -1;  break L497; }
      var p505;
      if (p504 < n && (c = s.charCodeAt(p504), (c | 32) === 101)) { p505 = p504 + 1; if (look === 0 && p505 > far) far = p505; } else { p505 = -1; if (rec) fail(p504, 33, 6); }
      if (p505 < 0) { p496 = -1;  break L497; }
      p496 = p505;
    }
    if (p496 >= 0) { out = p496; break L485; }
    var p506;
    L507: {
      var p509;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p509 = p + 1; if (look === 0 && p509 > far) far = p509; } else { p509 = -1; if (rec) fail(p, 34); }
      if (p509 < 0) { p506 = -1;  break L507; }
      var p510;
      if (p509 < n && (c = s.charCodeAt(p509), (c | 32) === 115)) { p510 = p509 + 1; if (look === 0 && p510 > far) far = p510; } else { p510 = -1; if (rec) fail(p509, 24, 1); }
      if (p510 < 0) { p506 = -1;  break L507; }
      var p511;
      if (p510 < n && (c = s.charCodeAt(p510), (c | 32) === 111)) { p511 = p510 + 1; if (look === 0 && p511 > far) far = p511; } else { p511 = -1; if (rec) fail(p510, 25, 2); }
      if (p511 < 0) { p506 = -1;  break L507; }
      var p512;
      if (p511 < n && (c = s.charCodeAt(p511), c === 45)) { p512 = p511 + 1; if (look === 0 && p512 > far) far = p512; } else { p512 = -1; if (rec) fail(p511, 26, 3); }
      if (p512 < 0) { p506 = -1;  break L507; }
      var p513;
      if (p512 < n && (c = s.charCodeAt(p512), (c | 32) === 97)) { p513 = p512 + 1; if (look === 0 && p513 > far) far = p513; } else { p513 = -1; if (rec) fail(p512, 35, 4); }
      if (p513 < 0) { p506 = -1;  break L507; }
      var p514;
      if (p513 < n && (c = s.charCodeAt(p513), (c | 32) === 115)) { p514 = p513 + 1; if (look === 0 && p514 > far) far = p514; } else { p514 = -1; if (rec) fail(p513, 36, 5); }
      if (p514 < 0) { p506 = -1;  break L507; }
      var p515;
      if (p514 < n && (c = s.charCodeAt(p514), (c | 32) === 116)) { p515 = p514 + 1; if (look === 0 && p515 > far) far = p515; } else { p515 = -1; if (rec) fail(p514, 37, 6); }
      if (p515 < 0) { p506 = -1;  break L507; }
      var p516;
      if (p515 < n && (c = s.charCodeAt(p515), (c | 32) === 109)) { p516 = p515 + 1; if (look === 0 && p516 > far) far = p516; } else { p516 = -1; if (rec) fail(p515, 38, 7); }
      if (p516 < 0) { p506 = -1;  break L507; }
      p506 = p516;
    }
    if (p506 >= 0) { out = p506; break L485; }
    var p517;
    L518: {
      var p520;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p520 = p + 1; if (look === 0 && p520 > far) far = p520; } else { p520 = -1; if (rec) fail(p, 39); }
      if (p520 < 0) { p517 = -1;  break L518; }
      var p521;
      if (p520 < n && (c = s.charCodeAt(p520), (c | 32) === 115)) { p521 = p520 + 1; if (look === 0 && p521 > far) far = p521; } else { p521 = -1; if (rec) fail(p520, 24, 1); }
      if (p521 < 0) { p517 = -1;  break L518; }
      var p522;
      if (p521 < n && (c = s.charCodeAt(p521), (c | 32) === 111)) { p522 = p521 + 1; if (look === 0 && p522 > far) far = p522; } else { p522 = -1; if (rec) fail(p521, 25, 2); }
      if (p522 < 0) { p517 = -1;  break L518; }
      var p523;
      if (p522 < n && (c = s.charCodeAt(p522), c === 45)) { p523 = p522 + 1; if (look === 0 && p523 > far) far = p523; } else { p523 = -1; if (rec) fail(p522, 26, 3); }
      if (p523 < 0) { p517 = -1;  break L518; }
      var p524;
      if (p523 < n && (c = s.charCodeAt(p523), (c | 32) === 105)) { p524 = p523 + 1; if (look === 0 && p524 > far) far = p524; } else { p524 = -1; if (rec) fail(p523, 27, 4); }
      if (p524 < 0) { p517 = -1;  break L518; }
      var p525;
      if (p524 < n && (c = s.charCodeAt(p524), (c | 32) === 101)) { p525 = p524 + 1; if (look === 0 && p525 > far) far = p525; } else { p525 = -1; if (rec) fail(p524, 28, 5); }
      if (p525 < 0) { p517 = -1;  break L518; }
      var p526;
      if (p525 < n && (c = s.charCodeAt(p525), (c | 32) === 101)) { p526 = p525 + 1; if (look === 0 && p526 > far) far = p526; } else { p526 = -1; if (rec) fail(p525, 33, 6); }
      if (p526 < 0) { p517 = -1;  break L518; }
      var p527;
      if (p526 < n && (c = s.charCodeAt(p526), (c | 32) === 101)) { p527 = p526 + 1; if (look === 0 && p527 > far) far = p527; } else { p527 = -1; if (rec) fail(p526, 40, 7); }
      if (p527 < 0) { p517 = -1;  break L518; }
      p517 = p527;
    }
    if (p517 >= 0) { out = p517; break L485; }
    var p528;
    L529: {
      var p531;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p531 = p + 1; if (look === 0 && p531 > far) far = p531; } else { p531 = -1; if (rec) fail(p, 41); }
      if (p531 < 0) { p528 = -1;  break L529; }
      var p532;
      if (p531 < n && (c = s.charCodeAt(p531), (c | 32) === 115)) { p532 = p531 + 1; if (look === 0 && p532 > far) far = p532; } else { p532 = -1; if (rec) fail(p531, 24, 1); }
      if (p532 < 0) { p528 = -1;  break L529; }
      var p533;
      if (p532 < n && (c = s.charCodeAt(p532), (c | 32) === 111)) { p533 = p532 + 1; if (look === 0 && p533 > far) far = p533; } else { p533 = -1; if (rec) fail(p532, 25, 2); }
      if (p533 < 0) { p528 = -1;  break L529; }
      p528 = p533;
    }
    if (p528 >= 0) { out = p528; break L485; }
    var p534;
    L535: {
      var p537;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p537 = p + 1; if (look === 0 && p537 > far) far = p537; } else { p537 = -1; if (rec) fail(p, 42); }
      if (p537 < 0) { p534 = -1;  break L535; }
      var p538;
      if (p537 < n && (c = s.charCodeAt(p537), (c | 32) === 101)) { p538 = p537 + 1; if (look === 0 && p538 > far) far = p538; } else { p538 = -1; if (rec) fail(p537, 43, 1); }
      if (p538 < 0) { p534 = -1;  break L535; }
      var p539;
      if (p538 < n && (c = s.charCodeAt(p538), (c | 32) === 99)) { p539 = p538 + 1; if (look === 0 && p539 > far) far = p539; } else { p539 = -1; if (rec) fail(p538, 44, 2); }
      if (p539 < 0) { p534 = -1;  break L535; }
      p534 = p539;
    }
    if (p534 >= 0) { out = p534; break L485; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // type
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  L540: {
    var p541;
    L542: {
      var p544;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p544 = p + 1; if (look === 0 && p544 > far) far = p544; } else { p544 = -1; if (rec) fail(p, 45); }
      if (p544 < 0) { p541 = -1;  break L542; }
      var p545;
      if (p544 < n && (c = s.charCodeAt(p544), (c | 32) === 97)) { p545 = p544 + 1; if (look === 0 && p545 > far) far = p545; } else { p545 = -1; if (rec) fail(p544, 46, 1); }
      if (p545 < 0) { p541 = -1;  break L542; }
      var p546;
      if (p545 < n && (c = s.charCodeAt(p545), (c | 32) === 116)) { p546 = p545 + 1; if (look === 0 && p546 > far) far = p546; } else { p546 = -1; if (rec) fail(p545, 47, 2); }
      if (p546 < 0) { p541 = -1;  break L542; }
      var p547;
      if (p546 < n && (c = s.charCodeAt(p546), (c | 32) === 97)) { p547 = p546 + 1; if (look === 0 && p547 > far) far = p547; } else { p547 = -1; if (rec) fail(p546, 48, 3); }
      if (p547 < 0) { p541 = -1;  break L542; }
      p541 = p547;
    }
    if (p541 >= 0) { out = p541; break L540; }
    var p548;
    L549: {
      var p551;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 103)) { p551 = p + 1; if (look === 0 && p551 > far) far = p551; } else { p551 = -1; if (rec) fail(p, 49); }
      if (p551 < 0) { p548 = -1;  break L549; }
      var p552;
      if (p551 < n && (c = s.charCodeAt(p551), (c | 32) === 117)) { p552 = p551 + 1; if (look === 0 && p552 > far) far = p552; } else { p552 = -1; if (rec) fail(p551, 50, 1); }
      if (p552 < 0) { p548 = -1;  break L549; }
      var p553;
      if (p552 < n && (c = s.charCodeAt(p552), (c | 32) === 105)) { p553 = p552 + 1; if (look === 0 && p553 > far) far = p553; } else { p553 = -1; if (rec) fail(p552, 51, 2); }
      if (p553 < 0) { p548 = -1;  break L549; }
      var p554;
      if (p553 < n && (c = s.charCodeAt(p553), (c | 32) === 100)) { p554 = p553 + 1; if (look === 0 && p554 > far) far = p554; } else { p554 = -1; if (rec) fail(p553, 52, 3); }
      if (p554 < 0) { p548 = -1;  break L549; }
      var p555;
      if (p554 < n && (c = s.charCodeAt(p554), (c | 32) === 101)) { p555 = p554 + 1; if (look === 0 && p555 > far) far = p555; } else { p555 = -1; if (rec) fail(p554, 53, 4); }
      if (p555 < 0) { p548 = -1;  break L549; }
      p548 = p555;
    }
    if (p548 >= 0) { out = p548; break L540; }
    var p556;
    L557: {
      var p559;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p559 = p + 1; if (look === 0 && p559 > far) far = p559; } else { p559 = -1; if (rec) fail(p, 54); }
      if (p559 < 0) { p556 = -1;  break L557; }
      var p560;
      if (p559 < n && (c = s.charCodeAt(p559), (c | 32) === 115)) { p560 = p559 + 1; if (look === 0 && p560 > far) far = p560; } else { p560 = -1; if (rec) fail(p559, 24, 1); }
      if (p560 < 0) { p556 = -1;  break L557; }
      var p561;
      if (p560 < n && (c = s.charCodeAt(p560), (c | 32) === 112)) { p561 = p560 + 1; if (look === 0 && p561 > far) far = p561; } else { p561 = -1; if (rec) fail(p560, 55, 2); }
      if (p561 < 0) { p556 = -1;  break L557; }
      p556 = p561;
    }
    if (p556 >= 0) { out = p556; break L540; }
    var p562;
    L563: {
      var p565;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p565 = p + 1; if (look === 0 && p565 > far) far = p565; } else { p565 = -1; if (rec) fail(p, 56); }
      if (p565 < 0) { p562 = -1;  break L563; }
      var p566;
      if (p565 < n && (c = s.charCodeAt(p565), (c | 32) === 119)) { p566 = p565 + 1; if (look === 0 && p566 > far) far = p566; } else { p566 = -1; if (rec) fail(p565, 57, 1); }
      if (p566 < 0) { p562 = -1;  break L563; }
      var p567;
      if (p566 < n && (c = s.charCodeAt(p566), (c | 32) === 97)) { p567 = p566 + 1; if (look === 0 && p567 > far) far = p567; } else { p567 = -1; if (rec) fail(p566, 58, 2); }
      if (p567 < 0) { p562 = -1;  break L563; }
      p562 = p567;
    }
    if (p562 >= 0) { out = p562; break L540; }
    var p568;
    L569: {
      var p571;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) { p571 = p + 1; if (look === 0 && p571 > far) far = p571; } else { p571 = -1; if (rec) fail(p, 59); }
      if (p571 < 0) { p568 = -1;  break L569; }
      var p572;
      if (p571 < n && (c = s.charCodeAt(p571), (c | 32) === 97)) { p572 = p571 + 1; if (look === 0 && p572 > far) far = p572; } else { p572 = -1; if (rec) fail(p571, 46, 1); }
      if (p572 < 0) { p568 = -1;  break L569; }
      var p573;
      if (p572 < n && (c = s.charCodeAt(p572), (c | 32) === 115)) { p573 = p572 + 1; if (look === 0 && p573 > far) far = p573; } else { p573 = -1; if (rec) fail(p572, 60, 2); }
      if (p573 < 0) { p568 = -1;  break L569; }
      p568 = p573;
    }
    if (p568 >= 0) { out = p568; break L540; }
    var p574;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p574 = p + 1; if (look === 0 && p574 > far) far = p574; } else { p574 = -1; if (rec) fail(p, 2); }
    if (p574 >= 0) { out = p574; break L540; }
    var p575;
    L576: {
      var p578;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p578 = p + 1; if (look === 0 && p578 > far) far = p578; } else { p578 = -1; if (rec) fail(p, 61); }
      if (p578 < 0) { p575 = -1;  break L576; }
      var p579;
      if (p578 < n && (c = s.charCodeAt(p578), (c | 32) === 114)) { p579 = p578 + 1; if (look === 0 && p579 > far) far = p579; } else { p579 = -1; if (rec) fail(p578, 62, 1); }
      if (p579 < 0) { p575 = -1;  break L576; }
      p575 = p579;
    }
    if (p575 >= 0) { out = p575; break L540; }
    var p580;
    L581: {
      var p583;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p583 = p + 1; if (look === 0 && p583 > far) far = p583; } else { p583 = -1; if (rec) fail(p, 63); }
      if (p583 < 0) { p580 = -1;  break L581; }
      var p584;
      if (p583 < n && (c = s.charCodeAt(p583), (c | 32) === 115)) { p584 = p583 + 1; if (look === 0 && p584 > far) far = p584; } else { p584 = -1; if (rec) fail(p583, 24, 1); }
      if (p584 < 0) { p580 = -1;  break L581; }
      p580 = p584;
    }
    if (p580 >= 0) { out = p580; break L540; }
    var p585;
    L586: {
      var p588;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p588 = p + 1; if (look === 0 && p588 > far) far = p588; } else { p588 = -1; if (rec) fail(p, 64); }
      if (p588 < 0) { p585 = -1;  break L586; }
      var p589;
      if (p588 < n && (c = s.charCodeAt(p588), (c | 32) === 116)) { p589 = p588 + 1; if (look === 0 && p589 > far) far = p589; } else { p589 = -1; if (rec) fail(p588, 16, 1); }
      if (p589 < 0) { p585 = -1;  break L586; }
      var p590;
      if (p589 < n && (c = s.charCodeAt(p589), (c | 32) === 97)) { p590 = p589 + 1; if (look === 0 && p590 > far) far = p590; } else { p590 = -1; if (rec) fail(p589, 58, 2); }
      if (p590 < 0) { p585 = -1;  break L586; }
      p585 = p590;
    }
    if (p585 >= 0) { out = p585; break L540; }
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
  L591: {
    var p593;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p593 = p + 1; if (look === 0 && p593 > far) far = p593; } else { p593 = -1; if (rec) fail(p, 3); }
    if (p593 < 0) { out = -1;  break L591; }
    var p594;
    var q595 = p593;
    while (q595 < n && (c = s.charCodeAt(q595), T0[c] === 1)) q595++;
    if (look === 0 && q595 > far) far = q595; if (rec) fail(q595, 4);
    p594 = q595 - p593 >= 1 ? q595 : -1;
    if (p594 < 0) { out = -1;  break L591; }
    out = p594;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // status
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L597: {
    var p598;
    L599: {
      var p600;
      L601: {
        var p603;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p603 = p + 1; if (look === 0 && p603 > far) far = p603; } else { p603 = -1; if (rec) fail(p, 65); }
        if (p603 < 0) { p600 = -1;  break L601; }
        var p604;
        if (p603 < n && (c = s.charCodeAt(p603), (c | 32) === 114)) { p604 = p603 + 1; if (look === 0 && p604 > far) far = p604; } else { p604 = -1; if (rec) fail(p603, 62, 1); }
        if (p604 < 0) { p600 = -1;  break L601; }
        var p605;
        if (p604 < n && (c = s.charCodeAt(p604), (c | 32) === 97)) { p605 = p604 + 1; if (look === 0 && p605 > far) far = p605; } else { p605 = -1; if (rec) fail(p604, 58, 2); }
        if (p605 < 0) { p600 = -1;  break L601; }
        var p606;
        if (p605 < n && (c = s.charCodeAt(p605), (c | 32) === 102)) { p606 = p605 + 1; if (look === 0 && p606 > far) far = p606; } else { p606 = -1; if (rec) fail(p605, 66, 3); }
        if (p606 < 0) { p600 = -1;  break L601; }
        var p607;
        if (p606 < n && (c = s.charCodeAt(p606), (c | 32) === 116)) { p607 = p606 + 1; if (look === 0 && p607 > far) far = p607; } else { p607 = -1; if (rec) fail(p606, 67, 4); }
        if (p607 < 0) { p600 = -1;  break L601; }
        p600 = p607;
      }
      if (p600 >= 0) { p598 = p600; break L599; }
      var p608;
      L609: {
        var p611;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p611 = p + 1; if (look === 0 && p611 > far) far = p611; } else { p611 = -1; if (rec) fail(p, 68); }
        if (p611 < 0) { p608 = -1;  break L609; }
        var p612;
        if (p611 < n && (c = s.charCodeAt(p611), (c | 32) === 97)) { p612 = p611 + 1; if (look === 0 && p612 > far) far = p612; } else { p612 = -1; if (rec) fail(p611, 46, 1); }
        if (p612 < 0) { p608 = -1;  break L609; }
        var p613;
        if (p612 < n && (c = s.charCodeAt(p612), (c | 32) === 110)) { p613 = p612 + 1; if (look === 0 && p613 > far) far = p613; } else { p613 = -1; if (rec) fail(p612, 69, 2); }
        if (p613 < 0) { p608 = -1;  break L609; }
        var p614;
        if (p613 < n && (c = s.charCodeAt(p613), (c | 32) === 99)) { p614 = p613 + 1; if (look === 0 && p614 > far) far = p614; } else { p614 = -1; if (rec) fail(p613, 70, 3); }
        if (p614 < 0) { p608 = -1;  break L609; }
        var p615;
        if (p614 < n && (c = s.charCodeAt(p614), (c | 32) === 101)) { p615 = p614 + 1; if (look === 0 && p615 > far) far = p615; } else { p615 = -1; if (rec) fail(p614, 53, 4); }
        if (p615 < 0) { p608 = -1;  break L609; }
        var p616;
        if (p615 < n && (c = s.charCodeAt(p615), (c | 32) === 108)) { p616 = p615 + 1; if (look === 0 && p616 > far) far = p616; } else { p616 = -1; if (rec) fail(p615, 71, 5); }
        if (p616 < 0) { p608 = -1;  break L609; }
        var p617;
        if (p616 < n && (c = s.charCodeAt(p616), (c | 32) === 108)) { p617 = p616 + 1; if (look === 0 && p617 > far) far = p617; } else { p617 = -1; if (rec) fail(p616, 72, 6); }
        if (p617 < 0) { p608 = -1;  break L609; }
        var p618;
        if (p617 < n && (c = s.charCodeAt(p617), (c | 32) === 101)) { p618 = p617 + 1; if (look === 0 && p618 > far) far = p618; } else { p618 = -1; if (rec) fail(p617, 40, 7); }
        if (p618 < 0) { p608 = -1;  break L609; }
        var p619;
        if (p618 < n && (c = s.charCodeAt(p618), (c | 32) === 100)) { p619 = p618 + 1; if (look === 0 && p619 > far) far = p619; } else { p619 = -1; if (rec) fail(p618, 73, 8); }
        if (p619 < 0) { p608 = -1;  break L609; }
        p608 = p619;
      }
      if (p608 >= 0) { p598 = p608; break L599; }
      p598 = -1;
    }
    if (p598 >= 0) { out = p598; break L597; }
    var p620;
    p620 = d11(p);
    if (p620 >= 0) { out = p620; break L597; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // stage
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  L621: {
    var p623;
    L624: {
      var p626;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p626 = p + 1; if (look === 0 && p626 > far) far = p626; } else { p626 = -1; if (rec) fail(p, 74); }
      if (p626 < 0) { p623 = -1;  break L624; }
      var p627;
      if (p626 < n && (c = s.charCodeAt(p626), (c | 32) === 116)) { p627 = p626 + 1; if (look === 0 && p627 > far) far = p627; } else { p627 = -1; if (rec) fail(p626, 16, 1); }
      if (p627 < 0) { p623 = -1;  break L624; }
      var p628;
      if (p627 < n && (c = s.charCodeAt(p627), (c | 32) === 97)) { p628 = p627 + 1; if (look === 0 && p628 > far) far = p628; } else { p628 = -1; if (rec) fail(p627, 58, 2); }
      if (p628 < 0) { p623 = -1;  break L624; }
      var p629;
      if (p628 < n && (c = s.charCodeAt(p628), (c | 32) === 103)) { p629 = p628 + 1; if (look === 0 && p629 > far) far = p629; } else { p629 = -1; if (rec) fail(p628, 75, 3); }
      if (p629 < 0) { p623 = -1;  break L624; }
      var p630;
      if (p629 < n && (c = s.charCodeAt(p629), (c | 32) === 101)) { p630 = p629 + 1; if (look === 0 && p630 > far) far = p630; } else { p630 = -1; if (rec) fail(p629, 53, 4); }
      if (p630 < 0) { p623 = -1;  break L624; }
      var p631;
      if (p630 < n && (c = s.charCodeAt(p630), c === 45)) { p631 = p630 + 1; if (look === 0 && p631 > far) far = p631; } else { p631 = -1; if (rec) fail(p630, 76, 5); }
      if (p631 < 0) { p623 = -1;  break L624; }
      p623 = p631;
    }
    if (p623 < 0) { out = -1;  break L621; }
    var p632;
    p632 = d12(p623);
    if (p632 < 0) { out = -1;  break L621; }
    var p633;
    var q634 = p632, r635 = 0, e637 = false;
    while (q634 < n) {
      var p638;
      L639: {
        var p641;
        if (q634 < n && (c = s.charCodeAt(q634), c === 46)) { p641 = q634 + 1; if (look === 0 && p641 > far) far = p641; } else { p641 = -1; if (rec) fail(q634, 5); }
        if (p641 < 0) { p638 = -1;  break L639; }
        var p642;
        p642 = d13(p641);
        if (p642 < 0) { p638 = -1;  break L639; }
        p638 = p642;
      }
      if (p638 < 0) break;
      if (p638 === q634) { e637 = true; break; }
      r635++; q634 = p638;
      if (r635 === 1) break;
    }
    if (rec && q634 >= n && !e637 && r635 < 1) fail(q634, 5);
    if (e637 || r635 >= 0) p633 = q634; else { p633 = -1;  }
    if (p633 < 0) { out = -1;  break L621; }
    out = p633;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // stagecode
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L643: {
    var p645;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p645 = p + 1; if (look === 0 && p645 > far) far = p645; } else { p645 = -1; if (rec) fail(p, 10); }
    if (p645 < 0) { out = -1;  break L643; }
    var p646;
    if (p645 < n && (c = s.charCodeAt(p645), c < 128 && T1[c] === 1)) { p646 = p645 + 1; if (look === 0 && p646 > far) far = p646; } else { p646 = -1; if (rec) fail(p645, 10); }
    if (p646 < 0) { out = -1;  break L643; }
    var p647;
    if (p646 < n && (c = s.charCodeAt(p646), c === 46)) { p647 = p646 + 1; if (look === 0 && p647 > far) far = p647; } else { p647 = -1; if (rec) fail(p646, 5); }
    if (p647 < 0) { out = -1;  break L643; }
    var p648;
    if (p647 < n && (c = s.charCodeAt(p647), c < 128 && T1[c] === 1)) { p648 = p647 + 1; if (look === 0 && p648 > far) far = p648; } else { p648 = -1; if (rec) fail(p647, 10); }
    if (p648 < 0) { out = -1;  break L643; }
    var p649;
    if (p648 < n && (c = s.charCodeAt(p648), c < 128 && T1[c] === 1)) { p649 = p648 + 1; if (look === 0 && p649 > far) far = p649; } else { p649 = -1; if (rec) fail(p648, 10); }
    if (p649 < 0) { out = -1;  break L643; }
    out = p649;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // iteration
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L650: {
    var p652;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p652 = p + 1; if (look === 0 && p652 > far) far = p652; } else { p652 = -1; if (rec) fail(p, 6); }
    if (p652 < 0) { out = -1;  break L650; }
    var p653;
    p653 = d35(p652);
    if (p653 < 0) { out = -1;  break L650; }
    out = p653;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // edition
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  L654: {
    var p656;
    L657: {
      var p659;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p659 = p + 1; if (look === 0 && p659 > far) far = p659; } else { p659 = -1; if (rec) fail(p, 77); }
      if (p659 < 0) { p656 = -1;  break L657; }
      var p660;
      if (p659 < n && (c = s.charCodeAt(p659), (c | 32) === 100)) { p660 = p659 + 1; if (look === 0 && p660 > far) far = p660; } else { p660 = -1; if (rec) fail(p659, 78, 1); }
      if (p660 < 0) { p656 = -1;  break L657; }
      var p661;
      if (p660 < n && (c = s.charCodeAt(p660), c === 45)) { p661 = p660 + 1; if (look === 0 && p661 > far) far = p661; } else { p661 = -1; if (rec) fail(p660, 79, 2); }
      if (p661 < 0) { p656 = -1;  break L657; }
      p656 = p661;
    }
    if (p656 < 0) { out = -1;  break L654; }
    var p662;
    p662 = d35(p656);
    if (p662 < 0) { out = -1;  break L654; }
    out = p662;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // docversion
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  L663: {
    var p665;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p665 = p + 1; if (look === 0 && p665 > far) far = p665; } else { p665 = -1; if (rec) fail(p, 6); }
    if (p665 < 0) { out = -1;  break L663; }
    var p666;
    L667: {
      var p668;
      L669: {
        var p671;
        p671 = d16(p665);
        if (p671 < 0) { p668 = -1;  break L669; }
        var p672;
        var p673;
        look++; nots++;
        if (p671 < n && (c = s.charCodeAt(p671), c === 45)) { p673 = p671 + 1; if (look === 0 && p673 > far) far = p673; } else { p673 = -1; if (rec) fail(p671, 3); }
        look--; nots--;
        p672 = p673 >= 0 ? -1 : p671;
        if (p672 < 0) { p668 = -1;  break L669; }
        p668 = p672;
      }
      if (p668 >= 0) { p666 = p668; break L667; }
      var p675;
      p675 = d17(p665);
      if (p675 >= 0) { p666 = p675; break L667; }
      p666 = -1;
    }
    if (p666 < 0) { out = -1;  break L663; }
    out = p666;
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
  L676: {
    var p678;
    p678 = d18(p);
    if (p678 < 0) { out = -1;  break L676; }
    var p679;
    var q680 = p678, r681 = 0, e683 = false;
    while (q680 < n) {
      var p684;
      p684 = d19(q680);
      if (p684 < 0) break;
      if (p684 === q680) { e683 = true; break; }
      r681++; q680 = p684;
    }
    if (rec && q680 >= n && !e683) fail(q680, 3);
    if (e683 || r681 >= 0) p679 = q680; else { p679 = -1;  }
    if (p679 < 0) { out = -1;  break L676; }
    out = p679;
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
  L685: {
    var p687;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p687 = p + 1; if (look === 0 && p687 > far) far = p687; } else { p687 = -1; if (rec) fail(p, 3); }
    if (p687 < 0) { out = -1;  break L685; }
    var p688;
    p688 = d25(p687);
    if (p688 < 0) { out = -1;  break L685; }
    var p689;
    p689 = d26(p688);
    if (p689 < 0) { out = -1;  break L685; }
    var p690;
    var q691 = p689, r692 = 0, e694 = false;
    while (q691 < n) {
      var p695;
      L696: {
        var p698;
        if (q691 < n && (c = s.charCodeAt(q691), c === 46)) { p698 = q691 + 1; if (look === 0 && p698 > far) far = p698; } else { p698 = -1; if (rec) fail(q691, 5); }
        if (p698 < 0) { p695 = -1;  break L696; }
        var p699;
        p699 = d27(p698);
        if (p699 < 0) { p695 = -1;  break L696; }
        p695 = p699;
      }
      if (p695 < 0) break;
      if (p695 === q691) { e694 = true; break; }
      r692++; q691 = p695;
      if (r692 === 1) break;
    }
    if (rec && q691 >= n && !e694 && r692 < 1) fail(q691, 5);
    if (e694 || r692 >= 0) p690 = q691; else { p690 = -1;  }
    if (p690 < 0) { out = -1;  break L685; }
    out = p690;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; } }
  return out;
}
function d20(p) { // language
  var c, out, s = text, n = size;
  if (rec) stack.push(20);
  L700: {
    var p701;
    p701 = d23(p);
    if (p701 >= 0) { out = p701; break L700; }
    var p702;
    p702 = d22(p);
    if (p702 >= 0) { out = p702; break L700; }
    var p703;
    p703 = d21(p);
    if (p703 >= 0) { out = p703; break L700; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 20; lastEnd = out; } }
  return out;
}
function d21(p) { // monolingual
  var c, out, s = text, n = size;
  if (rec) stack.push(21);
  L704: {
    var p705;
    L706: {
      var p708;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p708 = p + 1; if (look === 0 && p708 > far) far = p708; } else { p708 = -1; if (rec) fail(p, 80); }
      if (p708 < 0) { p705 = -1;  break L706; }
      var p709;
      if (p708 < n && (c = s.charCodeAt(p708), (c | 32) === 110)) { p709 = p708 + 1; if (look === 0 && p709 > far) far = p709; } else { p709 = -1; if (rec) fail(p708, 81, 1); }
      if (p709 < 0) { p705 = -1;  break L706; }
      p705 = p709;
    }
    if (p705 >= 0) { out = p705; break L704; }
    var p710;
    L711: {
      var p713;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p713 = p + 1; if (look === 0 && p713 > far) far = p713; } else { p713 = -1; if (rec) fail(p, 82); }
      if (p713 < 0) { p710 = -1;  break L711; }
      var p714;
      if (p713 < n && (c = s.charCodeAt(p713), (c | 32) === 114)) { p714 = p713 + 1; if (look === 0 && p714 > far) far = p714; } else { p714 = -1; if (rec) fail(p713, 62, 1); }
      if (p714 < 0) { p710 = -1;  break L711; }
      p710 = p714;
    }
    if (p710 >= 0) { out = p710; break L704; }
    var p715;
    L716: {
      var p718;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p718 = p + 1; if (look === 0 && p718 > far) far = p718; } else { p718 = -1; if (rec) fail(p, 83); }
      if (p718 < 0) { p715 = -1;  break L716; }
      var p719;
      if (p718 < n && (c = s.charCodeAt(p718), (c | 32) === 117)) { p719 = p718 + 1; if (look === 0 && p719 > far) far = p719; } else { p719 = -1; if (rec) fail(p718, 50, 1); }
      if (p719 < 0) { p715 = -1;  break L716; }
      p715 = p719;
    }
    if (p715 >= 0) { out = p715; break L704; }
    var p720;
    L721: {
      var p723;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p723 = p + 1; if (look === 0 && p723 > far) far = p723; } else { p723 = -1; if (rec) fail(p, 84); }
      if (p723 < 0) { p720 = -1;  break L721; }
      var p724;
      if (p723 < n && (c = s.charCodeAt(p723), (c | 32) === 115)) { p724 = p723 + 1; if (look === 0 && p724 > far) far = p724; } else { p724 = -1; if (rec) fail(p723, 24, 1); }
      if (p724 < 0) { p720 = -1;  break L721; }
      p720 = p724;
    }
    if (p720 >= 0) { out = p720; break L704; }
    var p725;
    L726: {
      var p728;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p728 = p + 1; if (look === 0 && p728 > far) far = p728; } else { p728 = -1; if (rec) fail(p, 85); }
      if (p728 < 0) { p725 = -1;  break L726; }
      var p729;
      if (p728 < n && (c = s.charCodeAt(p728), (c | 32) === 114)) { p729 = p728 + 1; if (look === 0 && p729 > far) far = p729; } else { p729 = -1; if (rec) fail(p728, 62, 1); }
      if (p729 < 0) { p725 = -1;  break L726; }
      p725 = p729;
    }
    if (p725 >= 0) { out = p725; break L704; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; } }
  return out;
}
function d22(p) { // bilingual
  var c, out, s = text, n = size;
  if (rec) stack.push(22);
  L730: {
    var p731;
    L732: {
      var p734;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p734 = p + 1; if (look === 0 && p734 > far) far = p734; } else { p734 = -1; if (rec) fail(p, 86); }
      if (p734 < 0) { p731 = -1;  break L732; }
      var p735;
      if (p734 < n && (c = s.charCodeAt(p734), (c | 32) === 110)) { p735 = p734 + 1; if (look === 0 && p735 > far) far = p735; } else { p735 = -1; if (rec) fail(p734, 81, 1); }
      if (p735 < 0) { p731 = -1;  break L732; }
      var p736;
      if (p735 < n && (c = s.charCodeAt(p735), c === 44)) { p736 = p735 + 1; if (look === 0 && p736 > far) far = p736; } else { p736 = -1; if (rec) fail(p735, 87, 2); }
      if (p736 < 0) { p731 = -1;  break L732; }
      var p737;
      if (p736 < n && (c = s.charCodeAt(p736), (c | 32) === 102)) { p737 = p736 + 1; if (look === 0 && p737 > far) far = p737; } else { p737 = -1; if (rec) fail(p736, 66, 3); }
      if (p737 < 0) { p731 = -1;  break L732; }
      var p738;
      if (p737 < n && (c = s.charCodeAt(p737), (c | 32) === 114)) { p738 = p737 + 1; if (look === 0 && p738 > far) far = p738; } else { p738 = -1; if (rec) fail(p737, 88, 4); }
      if (p738 < 0) { p731 = -1;  break L732; }
      p731 = p738;
    }
    if (p731 >= 0) { out = p731; break L730; }
    var p739;
    L740: {
      var p742;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p742 = p + 1; if (look === 0 && p742 > far) far = p742; } else { p742 = -1; if (rec) fail(p, 89); }
      if (p742 < 0) { p739 = -1;  break L740; }
      var p743;
      if (p742 < n && (c = s.charCodeAt(p742), (c | 32) === 110)) { p743 = p742 + 1; if (look === 0 && p743 > far) far = p743; } else { p743 = -1; if (rec) fail(p742, 81, 1); }
      if (p743 < 0) { p739 = -1;  break L740; }
      var p744;
      if (p743 < n && (c = s.charCodeAt(p743), c === 44)) { p744 = p743 + 1; if (look === 0 && p744 > far) far = p744; } else { p744 = -1; if (rec) fail(p743, 87, 2); }
      if (p744 < 0) { p739 = -1;  break L740; }
      var p745;
      if (p744 < n && (c = s.charCodeAt(p744), (c | 32) === 114)) { p745 = p744 + 1; if (look === 0 && p745 > far) far = p745; } else { p745 = -1; if (rec) fail(p744, 90, 3); }
      if (p745 < 0) { p739 = -1;  break L740; }
      var p746;
      if (p745 < n && (c = s.charCodeAt(p745), (c | 32) === 117)) { p746 = p745 + 1; if (look === 0 && p746 > far) far = p746; } else { p746 = -1; if (rec) fail(p745, 91, 4); }
      if (p746 < 0) { p739 = -1;  break L740; }
      p739 = p746;
    }
    if (p739 >= 0) { out = p739; break L730; }
    var p747;
    L748: {
      var p750;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p750 = p + 1; if (look === 0 && p750 > far) far = p750; } else { p750 = -1; if (rec) fail(p, 92); }
      if (p750 < 0) { p747 = -1;  break L748; }
      var p751;
      if (p750 < n && (c = s.charCodeAt(p750), (c | 32) === 114)) { p751 = p750 + 1; if (look === 0 && p751 > far) far = p751; } else { p751 = -1; if (rec) fail(p750, 62, 1); }
      if (p751 < 0) { p747 = -1;  break L748; }
      var p752;
      if (p751 < n && (c = s.charCodeAt(p751), c === 44)) { p752 = p751 + 1; if (look === 0 && p752 > far) far = p752; } else { p752 = -1; if (rec) fail(p751, 87, 2); }
      if (p752 < 0) { p747 = -1;  break L748; }
      var p753;
      if (p752 < n && (c = s.charCodeAt(p752), (c | 32) === 114)) { p753 = p752 + 1; if (look === 0 && p753 > far) far = p753; } else { p753 = -1; if (rec) fail(p752, 90, 3); }
      if (p753 < 0) { p747 = -1;  break L748; }
      var p754;
      if (p753 < n && (c = s.charCodeAt(p753), (c | 32) === 117)) { p754 = p753 + 1; if (look === 0 && p754 > far) far = p754; } else { p754 = -1; if (rec) fail(p753, 91, 4); }
      if (p754 < 0) { p747 = -1;  break L748; }
      p747 = p754;
    }
    if (p747 >= 0) { out = p747; break L730; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 22; lastEnd = out; } }
  return out;
}
function d23(p) { // trilingual
  var c, out, s = text, n = size;
  if (rec) stack.push(23);
  L755: {
    var p757;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p757 = p + 1; if (look === 0 && p757 > far) far = p757; } else { p757 = -1; if (rec) fail(p, 93); }
    if (p757 < 0) { out = -1;  break L755; }
    var p758;
    if (p757 < n && (c = s.charCodeAt(p757), (c | 32) === 110)) { p758 = p757 + 1; if (look === 0 && p758 > far) far = p758; } else { p758 = -1; if (rec) fail(p757, 81, 1); }
    if (p758 < 0) { out = -1;  break L755; }
    var p759;
    if (p758 < n && (c = s.charCodeAt(p758), c === 44)) { p759 = p758 + 1; if (look === 0 && p759 > far) far = p759; } else { p759 = -1; if (rec) fail(p758, 87, 2); }
    if (p759 < 0) { out = -1;  break L755; }
    var p760;
    if (p759 < n && (c = s.charCodeAt(p759), (c | 32) === 102)) { p760 = p759 + 1; if (look === 0 && p760 > far) far = p760; } else { p760 = -1; if (rec) fail(p759, 66, 3); }
    if (p760 < 0) { out = -1;  break L755; }
    var p761;
    if (p760 < n && (c = s.charCodeAt(p760), (c | 32) === 114)) { p761 = p760 + 1; if (look === 0 && p761 > far) far = p761; } else { p761 = -1; if (rec) fail(p760, 88, 4); }
    if (p761 < 0) { out = -1;  break L755; }
    var p762;
    if (p761 < n && (c = s.charCodeAt(p761), c === 44)) { p762 = p761 + 1; if (look === 0 && p762 > far) far = p762; } else { p762 = -1; if (rec) fail(p761, 94, 5); }
    if (p762 < 0) { out = -1;  break L755; }
    var p763;
    if (p762 < n && (c = s.charCodeAt(p762), (c | 32) === 114)) { p763 = p762 + 1; if (look === 0 && p763 > far) far = p763; } else { p763 = -1; if (rec) fail(p762, 95, 6); }
    if (p763 < 0) { out = -1;  break L755; }
    var p764;
    if (p763 < n && (c = s.charCodeAt(p763), (c | 32) === 117)) { p764 = p763 + 1; if (look === 0 && p764 > far) far = p764; } else { p764 = -1; if (rec) fail(p763, 96, 7); }
    if (p764 < 0) { out = -1;  break L755; }
    out = p764;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 23; lastEnd = out; } }
  return out;
}
function d24(p) { // supplement
  var c, out, s = text, n = size;
  if (rec) stack.push(24);
  L765: {
    var k766 = kn;
    var p767;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p767 = p + 1; if (look === 0 && p767 > far) far = p767; } else { p767 = -1; if (rec) fail(p, 0); }
    if (p767 < 0) { out = -1; kn = k766; break L765; }
    var p768;
    p768 = d25(p767);
    if (p768 < 0) { out = -1; kn = k766; break L765; }
    var p769;
    if (p768 < n && (c = s.charCodeAt(p768), c === 58)) { p769 = p768 + 1; if (look === 0 && p769 > far) far = p769; } else { p769 = -1; if (rec) fail(p768, 0); }
    if (p769 < 0) { out = -1; kn = k766; break L765; }
    var p770;
    p770 = d26(p769);
    if (p770 < 0) { out = -1; kn = k766; break L765; }
    var p771;
    var q772 = p770, r773 = 0, e775 = false;
    while (q772 < n) {
      var p776;
      L777: {
        var p779;
        if (q772 < n && (c = s.charCodeAt(q772), c === 58)) { p779 = q772 + 1; if (look === 0 && p779 > far) far = p779; } else { p779 = -1; if (rec) fail(q772, 0); }
        if (p779 < 0) { p776 = -1;  break L777; }
        var p780;
        p780 = d27(p779);
        if (p780 < 0) { p776 = -1;  break L777; }
        p776 = p780;
      }
      if (p776 < 0) break;
      if (p776 === q772) { e775 = true; break; }
      r773++; q772 = p776;
      if (r773 === 1) break;
    }
    if (rec && q772 >= n && !e775 && r773 < 1) fail(q772, 0);
    if (e775 || r773 >= 0) p771 = q772; else { p771 = -1;  }
    if (p771 < 0) { out = -1; kn = k766; break L765; }
    var p781;
    var q782 = p771, r783 = 0, e785 = false, k784 = kn;
    while (q782 < n) {
      var p786;
      L787: {
        var k788 = kn;
        var p789;
        if (q782 < n && (c = s.charCodeAt(q782), c === 58)) { p789 = q782 + 1; if (look === 0 && p789 > far) far = p789; } else { p789 = -1; if (rec) fail(q782, 0); }
        if (p789 < 0) { p786 = -1; kn = k788; break L787; }
        var p790;
        p790 = d20(p789);
        if (p790 < 0) { p786 = -1; kn = k788; break L787; }
        p786 = p790;
      }
      if (p786 < 0) break;
      if (p786 === q782) { e785 = true; break; }
      r783++; q782 = p786;
      if (r783 === 1) break;
    }
    if (rec && q782 >= n && !e785 && r783 < 1) fail(q782, 0);
    if (e785 || r783 >= 0) p781 = q782; else { p781 = -1; kn = k784; }
    if (p781 < 0) { out = -1; kn = k766; break L765; }
    out = p781;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 24; lastEnd = out; } }
  return out;
}
function d25(p) { // suppltype
  var c, out, s = text, n = size;
  if (rec) stack.push(25);
  L791: {
    var p792;
    L793: {
      var p795;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p795 = p + 1; if (look === 0 && p795 > far) far = p795; } else { p795 = -1; if (rec) fail(p, 97); }
      if (p795 < 0) { p792 = -1;  break L793; }
      var p796;
      if (p795 < n && (c = s.charCodeAt(p795), (c | 32) === 109)) { p796 = p795 + 1; if (look === 0 && p796 > far) far = p796; } else { p796 = -1; if (rec) fail(p795, 98, 1); }
      if (p796 < 0) { p792 = -1;  break L793; }
      var p797;
      if (p796 < n && (c = s.charCodeAt(p796), (c | 32) === 100)) { p797 = p796 + 1; if (look === 0 && p797 > far) far = p797; } else { p797 = -1; if (rec) fail(p796, 17, 2); }
      if (p797 < 0) { p792 = -1;  break L793; }
      p792 = p797;
    }
    if (p792 >= 0) { out = p792; break L791; }
    var p798;
    L799: {
      var p801;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p801 = p + 1; if (look === 0 && p801 > far) far = p801; } else { p801 = -1; if (rec) fail(p, 99); }
      if (p801 < 0) { p798 = -1;  break L799; }
      var p802;
      if (p801 < n && (c = s.charCodeAt(p801), (c | 32) === 111)) { p802 = p801 + 1; if (look === 0 && p802 > far) far = p802; } else { p802 = -1; if (rec) fail(p801, 100, 1); }
      if (p802 < 0) { p798 = -1;  break L799; }
      var p803;
      if (p802 < n && (c = s.charCodeAt(p802), (c | 32) === 114)) { p803 = p802 + 1; if (look === 0 && p803 > far) far = p803; } else { p803 = -1; if (rec) fail(p802, 101, 2); }
      if (p803 < 0) { p798 = -1;  break L799; }
      p798 = p803;
    }
    if (p798 >= 0) { out = p798; break L791; }
    var p804;
    L805: {
      var p807;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p807 = p + 1; if (look === 0 && p807 > far) far = p807; } else { p807 = -1; if (rec) fail(p, 102); }
      if (p807 < 0) { p804 = -1;  break L805; }
      var p808;
      if (p807 < n && (c = s.charCodeAt(p807), (c | 32) === 100)) { p808 = p807 + 1; if (look === 0 && p808 > far) far = p808; } else { p808 = -1; if (rec) fail(p807, 78, 1); }
      if (p808 < 0) { p804 = -1;  break L805; }
      var p809;
      if (p808 < n && (c = s.charCodeAt(p808), (c | 32) === 100)) { p809 = p808 + 1; if (look === 0 && p809 > far) far = p809; } else { p809 = -1; if (rec) fail(p808, 17, 2); }
      if (p809 < 0) { p804 = -1;  break L805; }
      p804 = p809;
    }
    if (p804 >= 0) { out = p804; break L791; }
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
  L810: {
    var p812;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p812 = p + 1; if (look === 0 && p812 > far) far = p812; } else { p812 = -1; if (rec) fail(p, 6); }
    if (p812 < 0) { out = -1;  break L810; }
    var p813;
    p813 = d35(p812);
    if (p813 < 0) { out = -1;  break L810; }
    out = p813;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 27; lastEnd = out; } }
  return out;
}
function d28(p) { // docelement
  var c, out, s = text, n = size;
  if (rec) stack.push(28);
  L814: {
    var p816;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p816 = p + 1; if (look === 0 && p816 > far) far = p816; } else { p816 = -1; if (rec) fail(p, 0); }
    if (p816 < 0) { out = -1;  break L814; }
    var p817;
    L818: {
      var p819;
      L820: {
        var p822;
        if (p816 < n && (c = s.charCodeAt(p816), (c | 32) === 99)) { p822 = p816 + 1; if (look === 0 && p822 > far) far = p822; } else { p822 = -1; if (rec) fail(p816, 103); }
        if (p822 < 0) { p819 = -1;  break L820; }
        var p823;
        if (p822 < n && (c = s.charCodeAt(p822), (c | 32) === 108)) { p823 = p822 + 1; if (look === 0 && p823 > far) far = p823; } else { p823 = -1; if (rec) fail(p822, 104, 1); }
        if (p823 < 0) { p819 = -1;  break L820; }
        var p824;
        if (p823 < n && (c = s.charCodeAt(p823), (c | 32) === 97)) { p824 = p823 + 1; if (look === 0 && p824 > far) far = p824; } else { p824 = -1; if (rec) fail(p823, 58, 2); }
        if (p824 < 0) { p819 = -1;  break L820; }
        var p825;
        if (p824 < n && (c = s.charCodeAt(p824), (c | 32) === 117)) { p825 = p824 + 1; if (look === 0 && p825 > far) far = p825; } else { p825 = -1; if (rec) fail(p824, 105, 3); }
        if (p825 < 0) { p819 = -1;  break L820; }
        var p826;
        if (p825 < n && (c = s.charCodeAt(p825), (c | 32) === 115)) { p826 = p825 + 1; if (look === 0 && p826 > far) far = p826; } else { p826 = -1; if (rec) fail(p825, 106, 4); }
        if (p826 < 0) { p819 = -1;  break L820; }
        var p827;
        if (p826 < n && (c = s.charCodeAt(p826), (c | 32) === 101)) { p827 = p826 + 1; if (look === 0 && p827 > far) far = p827; } else { p827 = -1; if (rec) fail(p826, 28, 5); }
        if (p827 < 0) { p819 = -1;  break L820; }
        p819 = p827;
      }
      if (p819 >= 0) { p817 = p819; break L818; }
      var p828;
      L829: {
        var p831;
        if (p816 < n && (c = s.charCodeAt(p816), (c | 32) === 102)) { p831 = p816 + 1; if (look === 0 && p831 > far) far = p831; } else { p831 = -1; if (rec) fail(p816, 107); }
        if (p831 < 0) { p828 = -1;  break L829; }
        var p832;
        if (p831 < n && (c = s.charCodeAt(p831), (c | 32) === 105)) { p832 = p831 + 1; if (look === 0 && p832 > far) far = p832; } else { p832 = -1; if (rec) fail(p831, 108, 1); }
        if (p832 < 0) { p828 = -1;  break L829; }
        var p833;
        if (p832 < n && (c = s.charCodeAt(p832), (c | 32) === 103)) { p833 = p832 + 1; if (look === 0 && p833 > far) far = p833; } else { p833 = -1; if (rec) fail(p832, 109, 2); }
        if (p833 < 0) { p828 = -1;  break L829; }
        var p834;
        if (p833 < n && (c = s.charCodeAt(p833), (c | 32) === 117)) { p834 = p833 + 1; if (look === 0 && p834 > far) far = p834; } else { p834 = -1; if (rec) fail(p833, 105, 3); }
        if (p834 < 0) { p828 = -1;  break L829; }
        var p835;
        if (p834 < n && (c = s.charCodeAt(p834), (c | 32) === 114)) { p835 = p834 + 1; if (look === 0 && p835 > far) far = p835; } else { p835 = -1; if (rec) fail(p834, 88, 4); }
        if (p835 < 0) { p828 = -1;  break L829; }
        var p836;
        if (p835 < n && (c = s.charCodeAt(p835), (c | 32) === 101)) { p836 = p835 + 1; if (look === 0 && p836 > far) far = p836; } else { p836 = -1; if (rec) fail(p835, 28, 5); }
        if (p836 < 0) { p828 = -1;  break L829; }
        p828 = p836;
      }
      if (p828 >= 0) { p817 = p828; break L818; }
      var p837;
      L838: {
        var p840;
        if (p816 < n && (c = s.charCodeAt(p816), (c | 32) === 116)) { p840 = p816 + 1; if (look === 0 && p840 > far) far = p840; } else { p840 = -1; if (rec) fail(p816, 110); }
        if (p840 < 0) { p837 = -1;  break L838; }
        var p841;
        if (p840 < n && (c = s.charCodeAt(p840), (c | 32) === 97)) { p841 = p840 + 1; if (look === 0 && p841 > far) far = p841; } else { p841 = -1; if (rec) fail(p840, 46, 1); }
        if (p841 < 0) { p837 = -1;  break L838; }
        var p842;
        if (p841 < n && (c = s.charCodeAt(p841), (c | 32) === 98)) { p842 = p841 + 1; if (look === 0 && p842 > far) far = p842; } else { p842 = -1; if (rec) fail(p841, 111, 2); }
        if (p842 < 0) { p837 = -1;  break L838; }
        var p843;
        if (p842 < n && (c = s.charCodeAt(p842), (c | 32) === 108)) { p843 = p842 + 1; if (look === 0 && p843 > far) far = p843; } else { p843 = -1; if (rec) fail(p842, 112, 3); }
        if (p843 < 0) { p837 = -1;  break L838; }
        var p844;
        if (p843 < n && (c = s.charCodeAt(p843), (c | 32) === 101)) { p844 = p843 + 1; if (look === 0 && p844 > far) far = p844; } else { p844 = -1; if (rec) fail(p843, 53, 4); }
        if (p844 < 0) { p837 = -1;  break L838; }
        p837 = p844;
      }
      if (p837 >= 0) { p817 = p837; break L818; }
      var p845;
      L846: {
        var p848;
        if (p816 < n && (c = s.charCodeAt(p816), (c | 32) === 116)) { p848 = p816 + 1; if (look === 0 && p848 > far) far = p848; } else { p848 = -1; if (rec) fail(p816, 113); }
        if (p848 < 0) { p845 = -1;  break L846; }
        var p849;
        if (p848 < n && (c = s.charCodeAt(p848), (c | 32) === 101)) { p849 = p848 + 1; if (look === 0 && p849 > far) far = p849; } else { p849 = -1; if (rec) fail(p848, 43, 1); }
        if (p849 < 0) { p845 = -1;  break L846; }
        var p850;
        if (p849 < n && (c = s.charCodeAt(p849), (c | 32) === 114)) { p850 = p849 + 1; if (look === 0 && p850 > far) far = p850; } else { p850 = -1; if (rec) fail(p849, 101, 2); }
        if (p850 < 0) { p845 = -1;  break L846; }
        var p851;
        if (p850 < n && (c = s.charCodeAt(p850), (c | 32) === 109)) { p851 = p850 + 1; if (look === 0 && p851 > far) far = p851; } else { p851 = -1; if (rec) fail(p850, 114, 3); }
        if (p851 < 0) { p845 = -1;  break L846; }
        p845 = p851;
      }
      if (p845 >= 0) { p817 = p845; break L818; }
      p817 = -1;
    }
    if (p817 < 0) { out = -1;  break L814; }
    var p852;
    if (p817 < n && (c = s.charCodeAt(p817), c === 58)) { p852 = p817 + 1; if (look === 0 && p852 > far) far = p852; } else { p852 = -1; if (rec) fail(p817, 0); }
    if (p852 < 0) { out = -1;  break L814; }
    var p853;
    L854: {
      var p855;
      p855 = d30(p852);
      if (p855 >= 0) { p853 = p855; break L854; }
      var p856;
      p856 = d29(p852);
      if (p856 >= 0) { p853 = p856; break L854; }
      p853 = -1;
    }
    if (p853 < 0) { out = -1;  break L814; }
    var p857;
    var q858 = p853, r859 = 0, e861 = false;
    while (q858 < n) {
      var p862;
      L863: {
        var p865;
        if (q858 < n && (c = s.charCodeAt(q858), c === 44)) { p865 = q858 + 1; if (look === 0 && p865 > far) far = p865; } else { p865 = -1; if (rec) fail(q858, 7); }
        if (p865 < 0) { p862 = -1;  break L863; }
        var p866;
        L867: {
          var p868;
          p868 = d30(p865);
          if (p868 >= 0) { p866 = p868; break L867; }
          var p869;
          p869 = d29(p865);
          if (p869 >= 0) { p866 = p869; break L867; }
          p866 = -1;
        }
        if (p866 < 0) { p862 = -1;  break L863; }
        p862 = p866;
      }
      if (p862 < 0) break;
      if (p862 === q858) { e861 = true; break; }
      r859++; q858 = p862;
    }
    if (rec && q858 >= n && !e861) fail(q858, 7);
    if (e861 || r859 >= 0) p857 = q858; else { p857 = -1;  }
    if (p857 < 0) { out = -1;  break L814; }
    out = p857;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 28; lastEnd = out; } }
  return out;
}
function d29(p) { // elementnumber
  var c, out, s = text, n = size;
  if (rec) stack.push(29);
  L870: {
    var p872;
    L873: {
      var p874;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p874 = p + 1; if (look === 0 && p874 > far) far = p874; } else { p874 = -1; if (rec) fail(p, 8); }
      if (p874 >= 0) { p872 = p874; break L873; }
      var p875;
      p875 = d35(p);
      if (p875 >= 0) { p872 = p875; break L873; }
      p872 = -1;
    }
    if (p872 < 0) { out = -1;  break L870; }
    var p876;
    var q877 = p872, r878 = 0, e880 = false;
    while (q877 < n) {
      var p881;
      L882: {
        var p884;
        if (q877 < n && (c = s.charCodeAt(q877), c === 46)) { p884 = q877 + 1; if (look === 0 && p884 > far) far = p884; } else { p884 = -1; if (rec) fail(q877, 5); }
        if (p884 < 0) { p881 = -1;  break L882; }
        var p885;
        p885 = d35(p884);
        if (p885 < 0) { p881 = -1;  break L882; }
        p881 = p885;
      }
      if (p881 < 0) break;
      if (p881 === q877) { e880 = true; break; }
      r878++; q877 = p881;
    }
    if (rec && q877 >= n && !e880) fail(q877, 5);
    if (e880 || r878 >= 0) p876 = q877; else { p876 = -1;  }
    if (p876 < 0) { out = -1;  break L870; }
    out = p876;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 29; lastEnd = out; } }
  return out;
}
function d30(p) { // elementrange
  var c, out, s = text, n = size;
  if (rec) stack.push(30);
  L886: {
    var p888;
    p888 = d29(p);
    if (p888 < 0) { out = -1;  break L886; }
    var p889;
    if (p888 < n && (c = s.charCodeAt(p888), c === 45)) { p889 = p888 + 1; if (look === 0 && p889 > far) far = p889; } else { p889 = -1; if (rec) fail(p888, 3); }
    if (p889 < 0) { out = -1;  break L886; }
    var p890;
    p890 = d29(p889);
    if (p890 < 0) { out = -1;  break L886; }
    out = p890;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 30; lastEnd = out; } }
  return out;
}
function d31(p) { // addition
  var c, out, s = text, n = size;
  if (rec) stack.push(31);
  L891: {
    var p892;
    p892 = d32(p);
    if (p892 >= 0) { out = p892; break L891; }
    var p893;
    p893 = d34(p);
    if (p893 >= 0) { out = p893; break L891; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 31; lastEnd = out; } }
  return out;
}
function d32(p) { // techdefined
  var c, out, s = text, n = size;
  if (rec) stack.push(32);
  L894: {
    var p896;
    L897: {
      var p899;
      if (p < n && (c = s.charCodeAt(p), c === 58)) { p899 = p + 1; if (look === 0 && p899 > far) far = p899; } else { p899 = -1; if (rec) fail(p, 115); }
      if (p899 < 0) { p896 = -1;  break L897; }
      var p900;
      if (p899 < n && (c = s.charCodeAt(p899), (c | 32) === 116)) { p900 = p899 + 1; if (look === 0 && p900 > far) far = p900; } else { p900 = -1; if (rec) fail(p899, 16, 1); }
      if (p900 < 0) { p896 = -1;  break L897; }
      var p901;
      if (p900 < n && (c = s.charCodeAt(p900), (c | 32) === 101)) { p901 = p900 + 1; if (look === 0 && p901 > far) far = p901; } else { p901 = -1; if (rec) fail(p900, 116, 2); }
      if (p901 < 0) { p896 = -1;  break L897; }
      var p902;
      if (p901 < n && (c = s.charCodeAt(p901), (c | 32) === 99)) { p902 = p901 + 1; if (look === 0 && p902 > far) far = p902; } else { p902 = -1; if (rec) fail(p901, 70, 3); }
      if (p902 < 0) { p896 = -1;  break L897; }
      var p903;
      if (p902 < n && (c = s.charCodeAt(p902), (c | 32) === 104)) { p903 = p902 + 1; if (look === 0 && p903 > far) far = p903; } else { p903 = -1; if (rec) fail(p902, 117, 4); }
      if (p903 < 0) { p896 = -1;  break L897; }
      p896 = p903;
    }
    if (p896 < 0) { out = -1;  break L894; }
    var p904;
    var q905 = p896, r906 = 0, e908 = false;
    while (q905 < n) {
      var p909;
      p909 = d33(q905);
      if (p909 < 0) break;
      if (p909 === q905) { e908 = true; break; }
      r906++; q905 = p909;
    }
    if (rec && q905 >= n && !e908) fail(q905, 118);
    if (e908 || r906 >= 0) p904 = q905; else { p904 = -1;  }
    if (p904 < 0) { out = -1;  break L894; }
    out = p904;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 32; lastEnd = out; } }
  return out;
}
function d33(p) { // techelement
  var c, out, s = text, n = size;
  if (rec) stack.push(33);
  L910: {
    var p911;
    p911 = d39(p);
    if (p911 >= 0) { out = p911; break L910; }
    var p912;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p912 = p + 1; if (look === 0 && p912 > far) far = p912; } else { p912 = -1; if (rec) fail(p, 9); }
    if (p912 >= 0) { out = p912; break L910; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 33; lastEnd = out; } }
  return out;
}
function d34(p) { // isodefined
  var c, out, s = text, n = size;
  if (rec) stack.push(34);
  L913: {
    var p915;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p915 = p + 1; if (look === 0 && p915 > far) far = p915; } else { p915 = -1; if (rec) fail(p, 0); }
    if (p915 < 0) { out = -1;  break L913; }
    var p916;
    var q917 = p915, r918 = 0, e920 = false;
    while (q917 < n) {
      var p921;
      L922: {
        var p923;
        p923 = d39(q917);
        if (p923 >= 0) { p921 = p923; break L922; }
        var p924;
        if (q917 < n && (c = s.charCodeAt(q917), c === 47)) { p924 = q917 + 1; if (look === 0 && p924 > far) far = p924; } else { p924 = -1; if (rec) fail(q917, 9); }
        if (p924 >= 0) { p921 = p924; break L922; }
        p921 = -1;
      }
      if (p921 < 0) break;
      if (p921 === q917) { e920 = true; break; }
      r918++; q917 = p921;
    }
    if (rec && q917 >= n && !e920) fail(q917, 118);
    if (e920 || r918 >= 1) p916 = q917; else { p916 = -1;  }
    if (p916 < 0) { out = -1;  break L913; }
    out = p916;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 34; lastEnd = out; } }
  return out;
}
function d35(p) { // DIGITS
  var c, out, s = text, n = size;
  if (rec) stack.push(35);
  L925: {
    var p927;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p927 = p + 1; if (look === 0 && p927 > far) far = p927; } else { p927 = -1; if (rec) fail(p, 10); }
    if (p927 < 0) { out = -1;  break L925; }
    var p928;
    var q929 = p927;
    while (q929 < n && (c = s.charCodeAt(q929), T1[c] === 1)) q929++;
    if (look === 0 && q929 > far) far = q929; if (rec) fail(q929, 10);
    p928 = q929 - p927 >= 0 ? q929 : -1;
    if (p928 < 0) { out = -1;  break L925; }
    out = p928;
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
  L931: {
    var p932;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p932 = p + 1; if (look === 0 && p932 > far) far = p932; } else { p932 = -1; if (rec) fail(p, 12); }
    if (p932 >= 0) { out = p932; break L931; }
    var p933;
    p933 = d41(p);
    if (p933 >= 0) { out = p933; break L931; }
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
  L934: {
    var p936;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p936 = p + 1; if (look === 0 && p936 > far) far = p936; } else { p936 = -1; if (rec) fail(p, 119); }
    if (p936 < 0) { out = -1;  break L934; }
    var p937;
    if (p936 < n && (c = s.charCodeAt(p936), c < 128 && T4[c] === 1)) { p937 = p936 + 1; if (look === 0 && p937 > far) far = p937; } else { p937 = -1; if (rec) fail(p936, 11); }
    if (p937 < 0) { out = -1;  break L934; }
    var p938;
    if (p937 < n && (c = s.charCodeAt(p937), c < 128 && T4[c] === 1)) { p938 = p937 + 1; if (look === 0 && p938 > far) far = p938; } else { p938 = -1; if (rec) fail(p937, 11); }
    if (p938 < 0) { out = -1;  break L934; }
    out = p938;
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
