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
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const T6 = table(128, '000000000006ff30efffff78efffff74');
const T7 = table(128, '000000002df100820000000000000000');
const rules = ["NSS","std-nss","std-full","std-any","end-of-nss","docidentifier","originator","type","docnumber","partnumber","status","stage","stagecode","iteration","edition","docversion","simpleversion","isoversion","baseversion","includedsuppl","language","monolingual","bilingual","trilingual","supplement","suppltype","supplnumber","supplversion","docelement","elementnumber","elementrange","addition","techdefined","techelement","isodefined","DIGITS","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[0,55295],[56320,65535]]},{"set":[[55296,56319]]},{"set":[[56320,57343]]},{"set":[[82,82],[114,114]]},{"set":[[45,45]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[46,46]]},{"set":[[86,86],[118,118]]},{"set":[[44,44]]},{"set":[[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"std:","caseless":true,"at":0},{"literal":"t","caseless":true,"at":1},{"literal":"d","caseless":true,"at":2},{"literal":":","caseless":true,"at":3},{"set":[[55296,55296]]},{"set":[[55297,56318]]},{"set":[[56319,56319]]},{"literal":"iso-iec","caseless":true,"at":0},{"literal":"s","caseless":true,"at":1},{"literal":"o","caseless":true,"at":2},{"literal":"-","caseless":true,"at":3},{"literal":"i","caseless":true,"at":4},{"literal":"e","caseless":true,"at":5},{"literal":"c","caseless":true,"at":6},{"literal":"iso-cie","caseless":true,"at":0},{"literal":"c","caseless":true,"at":4},{"literal":"i","caseless":true,"at":5},{"literal":"e","caseless":true,"at":6},{"literal":"iso-astm","caseless":true,"at":0},{"literal":"a","caseless":true,"at":4},{"literal":"s","caseless":true,"at":5},{"literal":"t","caseless":true,"at":6},{"literal":"m","caseless":true,"at":7},{"literal":"iso-ieee","caseless":true,"at":0},{"literal":"e","caseless":true,"at":7},{"literal":"iso","caseless":true,"at":0},{"literal":"iec","caseless":true,"at":0},{"literal":"e","caseless":true,"at":1},{"literal":"c","caseless":true,"at":2},{"literal":"data","caseless":true,"at":0},{"literal":"a","caseless":true,"at":1},{"literal":"t","caseless":true,"at":2},{"literal":"a","caseless":true,"at":3},{"literal":"guide","caseless":true,"at":0},{"literal":"u","caseless":true,"at":1},{"literal":"i","caseless":true,"at":2},{"literal":"d","caseless":true,"at":3},{"literal":"e","caseless":true,"at":4},{"literal":"isp","caseless":true,"at":0},{"literal":"p","caseless":true,"at":2},{"literal":"iwa","caseless":true,"at":0},{"literal":"w","caseless":true,"at":1},{"literal":"a","caseless":true,"at":2},{"literal":"pas","caseless":true,"at":0},{"literal":"s","caseless":true,"at":2},{"literal":"tr","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"ts","caseless":true,"at":0},{"literal":"tta","caseless":true,"at":0},{"literal":"draft","caseless":true,"at":0},{"literal":"f","caseless":true,"at":3},{"literal":"t","caseless":true,"at":4},{"literal":"cancelled","caseless":true,"at":0},{"literal":"n","caseless":true,"at":2},{"literal":"c","caseless":true,"at":3},{"literal":"l","caseless":true,"at":5},{"literal":"l","caseless":true,"at":6},{"literal":"d","caseless":true,"at":8},{"literal":"stage-","caseless":true,"at":0},{"literal":"g","caseless":true,"at":3},{"literal":"-","caseless":true,"at":5},{"literal":"ed-","caseless":true,"at":0},{"literal":"d","caseless":true,"at":1},{"literal":"-","caseless":true,"at":2},{"literal":"en","caseless":true,"at":0},{"literal":"n","caseless":true,"at":1},{"literal":"fr","caseless":true,"at":0},{"literal":"ru","caseless":true,"at":0},{"literal":"es","caseless":true,"at":0},{"literal":"ar","caseless":true,"at":0},{"literal":"en,fr","caseless":true,"at":0},{"literal":",","caseless":true,"at":2},{"literal":"r","caseless":true,"at":4},{"literal":"en,ru","caseless":true,"at":0},{"literal":"r","caseless":true,"at":3},{"literal":"u","caseless":true,"at":4},{"literal":"fr,ru","caseless":true,"at":0},{"literal":"en,fr,ru","caseless":true,"at":0},{"literal":",","caseless":true,"at":5},{"literal":"r","caseless":true,"at":6},{"literal":"u","caseless":true,"at":7},{"literal":"amd","caseless":true,"at":0},{"literal":"m","caseless":true,"at":1},{"literal":"cor","caseless":true,"at":0},{"literal":"o","caseless":true,"at":1},{"literal":"r","caseless":true,"at":2},{"literal":"add","caseless":true,"at":0},{"literal":"clause","caseless":true,"at":0},{"literal":"l","caseless":true,"at":1},{"literal":"u","caseless":true,"at":3},{"literal":"s","caseless":true,"at":4},{"literal":"figure","caseless":true,"at":0},{"literal":"i","caseless":true,"at":1},{"literal":"g","caseless":true,"at":2},{"literal":"table","caseless":true,"at":0},{"literal":"b","caseless":true,"at":2},{"literal":"l","caseless":true,"at":3},{"literal":"term","caseless":true,"at":0},{"literal":"m","caseless":true,"at":3},{"literal":":tech","caseless":true,"at":0},{"literal":"e","caseless":true,"at":2},{"literal":"h","caseless":true,"at":4},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
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
let size = 0;
let far = 0;
let look = 0;
let nots = 0;
// rec: failures are recorded (diagnose); locate records nothing.
let rec = false;
// The rules being matched, outermost first.
let stack = [];
let sp = 0;
let lastRule = -1;
let lastEnd = -1;
// Failures are kept from KEEP characters before the furthest one: a failure
// inside a split literal is named after the failures where the literal began.
const KEEP = 8;
// One pass records every failure that may still turn out to be at the
// furthest offset: far only grows, so one more than KEEP before it never is.
// Its cost is bounded: past `copies` rule-stack entries copied into failures,
// it stops recording, and a second pass records at the furthest offset alone
// (target), as apg-js's would.
let target = -1;
let failures = [];
let copies = 0;
/**
* A terminal matched up to `p` (apg-js's maxMatched counts it outside
* look-aheads), or a repetition took characters up to `p` as `rule` would
* have, each: it is then the last rule matched.
*/
function adv(p, rule = -1) {
  if (look === 0) {
    if (p > far) far = p;
    if (rule >= 0 && rec) {
      lastRule = rule;
      lastEnd = p;
    }
  }
  return p;
}
/** Rule `rule` ends with `out`: off the stack, and the last rule matched if it matched outside look-aheads. */
function done(rule, out) {
  if (rec) {
    sp--;
    if (out >= 0 && look === 0) {
      lastRule = rule;
      lastEnd = out;
    }
  }
  return out;
}
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at < far - KEEP || (target >= 0 && (at > target || at < target - KEEP))) return;
  if (target < 0 && (copies -= sp) < 0) {
    rec = false;
    return;
  }
  const origin = at - back;
  // Only the first failure recorded at an offset names the error (its rules):
  // one recorded right after another at the same offset copies no stack.
  const n = failures.length;
  failures.push({ at, origin, terminal, stack: n !== 0 && failures[n - 1].at === at ? null : stack.slice(0, sp), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  out = d1(p);
  return done(0, out);
}
function d1(p) { // std-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L348: {
    var p349;
    p349 = d2(p);
    if (p349 >= 0) { out = p349; break L348; }
    var p350;
    p350 = d3(p);
    if (p350 >= 0) { out = p350; break L348; }
    out = -1;
  }
  return done(1, out);
}
function d2(p) { // std-full
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L351: {
    var p353;
    L354: {
      var p356;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p356 = adv(p + 1); } else { p356 = -1; if (rec) fail(p, 17); }
      if (p356 < 0) { p353 = -1;  break L354; }
      var p357;
      if (p356 < n && (c = s.charCodeAt(p356), (c | 32) === 116)) { p357 = adv(p356 + 1); } else { p357 = -1; if (rec) fail(p356, 18, 1); }
      if (p357 < 0) { p353 = -1;  break L354; }
      var p358;
      if (p357 < n && (c = s.charCodeAt(p357), (c | 32) === 100)) { p358 = adv(p357 + 1); } else { p358 = -1; if (rec) fail(p357, 19, 2); }
      if (p358 < 0) { p353 = -1;  break L354; }
      var p359;
      if (p358 < n && (c = s.charCodeAt(p358), c === 58)) { p359 = adv(p358 + 1); } else { p359 = -1; if (rec) fail(p358, 20, 3); }
      if (p359 < 0) { p353 = -1;  break L354; }
      p353 = p359;
    }
    if (p353 < 0) { out = -1;  break L351; }
    var p360;
    p360 = d5(p353);
    if (p360 < 0) { out = -1;  break L351; }
    var p361;
    var q362 = p360, e365 = false;
    while (q362 < n) {
      var p366;
      p366 = d24(q362);
      if (p366 < 0) break;
      if (p366 === q362) { e365 = true; break; }
      q362 = p366;
    }
    if (rec && q362 >= n && !e365) fail(q362, 0);
    p361 = q362;
    if (p361 < 0) { out = -1;  break L351; }
    var p367;
    var q368 = p361, e371 = false;
    while (q368 < n) {
      var p372;
      p372 = d28(q368);
      if (p372 < 0) break;
      if (p372 === q368) { e371 = true; break; }
      q368 = p372;
    }
    if (rec && q368 >= n && !e371) fail(q368, 0);
    p367 = q368;
    if (p367 < 0) { out = -1;  break L351; }
    var p373;
    var q374 = p367, r375 = 0, e377 = false;
    while (q374 < n) {
      var p378;
      p378 = d31(q374);
      if (p378 < 0) break;
      if (p378 === q374) { e377 = true; break; }
      r375++; q374 = p378;
      if (r375 === 1) break;
    }
    if (rec && q374 >= n && !e377 && r375 < 1) fail(q374, 0);
    p373 = q374;
    if (p373 < 0) { out = -1;  break L351; }
    var p379;
    p379 = d4(p373);
    if (p379 < 0) { out = -1;  break L351; }
    out = p379;
  }
  return done(2, out);
}
function d3(p) { // std-any
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L380: {
    var p382;
    L383: {
      var p385;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p385 = adv(p + 1); } else { p385 = -1; if (rec) fail(p, 17); }
      if (p385 < 0) { p382 = -1;  break L383; }
      var p386;
      if (p385 < n && (c = s.charCodeAt(p385), (c | 32) === 116)) { p386 = adv(p385 + 1); } else { p386 = -1; if (rec) fail(p385, 18, 1); }
      if (p386 < 0) { p382 = -1;  break L383; }
      var p387;
      if (p386 < n && (c = s.charCodeAt(p386), (c | 32) === 100)) { p387 = adv(p386 + 1); } else { p387 = -1; if (rec) fail(p386, 19, 2); }
      if (p387 < 0) { p382 = -1;  break L383; }
      var p388;
      if (p387 < n && (c = s.charCodeAt(p387), c === 58)) { p388 = adv(p387 + 1); } else { p388 = -1; if (rec) fail(p387, 20, 3); }
      if (p388 < 0) { p382 = -1;  break L383; }
      p382 = p388;
    }
    if (p382 < 0) { out = -1;  break L380; }
    var p389;
    p389 = d6(p382);
    if (p389 < 0) { out = -1;  break L380; }
    var p390;
    var q391 = p389, r392 = 0, e394 = false;
    while (q391 < n) {
      var p395;
      L396: {
        var p398;
        if (q391 < n && (c = s.charCodeAt(q391), c === 58)) { p398 = adv(q391 + 1); } else { p398 = -1; if (rec) fail(q391, 0); }
        if (p398 < 0) { p395 = -1;  break L396; }
        var p399;
        p399 = d7(p398);
        if (p399 < 0) { p395 = -1;  break L396; }
        p395 = p399;
      }
      if (p395 < 0) break;
      if (p395 === q391) { e394 = true; break; }
      r392++; q391 = p395;
      if (r392 === 1) break;
    }
    if (rec && q391 >= n && !e394 && r392 < 1) fail(q391, 0);
    p390 = q391;
    if (p390 < 0) { out = -1;  break L380; }
    var p400;
    if (p390 < n && (c = s.charCodeAt(p390), c === 58)) { p400 = adv(p390 + 1); } else { p400 = -1; if (rec) fail(p390, 0); }
    if (p400 < 0) { out = -1;  break L380; }
    var p401;
    p401 = d8(p400);
    if (p401 < 0) { out = -1;  break L380; }
    var p402;
    var q403 = p401, r404 = 0, e406 = false;
    while (q403 < n) {
      var p407;
      p407 = d31(q403);
      if (p407 < 0) break;
      if (p407 === q403) { e406 = true; break; }
      r404++; q403 = p407;
      if (r404 === 1) break;
    }
    if (rec && q403 >= n && !e406 && r404 < 1) fail(q403, 0);
    p402 = q403;
    if (p402 < 0) { out = -1;  break L380; }
    out = p402;
  }
  return done(3, out);
}
function d4(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  var p408;
  look++; nots++;
  L410: {
    var p411;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p411 = adv(p + 1); } else { p411 = -1; if (rec) fail(p, 1); }
    if (p411 >= 0) { p408 = p411; break L410; }
    var p412;
    L413: {
      var p415;
      if (p < n && (c = s.charCodeAt(p), c === 55296)) { p415 = adv(p + 1); } else { p415 = -1; if (rec) fail(p, 21); }
      if (p415 < 0) { p412 = -1;  break L413; }
      var p416;
      if (p415 < n && (c = s.charCodeAt(p415), ((c >= 56320 && c <= 57343)))) { p416 = adv(p415 + 1); } else { p416 = -1; if (rec) fail(p415, 3); }
      if (p416 < 0) { p412 = -1;  break L413; }
      p412 = p416;
    }
    if (p412 >= 0) { p408 = p412; break L410; }
    var p417;
    L418: {
      var p420;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55297 && c <= 56318)))) { p420 = adv(p + 1); } else { p420 = -1; if (rec) fail(p, 22); }
      if (p420 < 0) { p417 = -1;  break L418; }
      var p421;
      if (p420 < n && (c = s.charCodeAt(p420), ((c >= 56320 && c <= 57343)))) { p421 = adv(p420 + 1); } else { p421 = -1; if (rec) fail(p420, 3); }
      if (p421 < 0) { p417 = -1;  break L418; }
      p417 = p421;
    }
    if (p417 >= 0) { p408 = p417; break L410; }
    var p422;
    L423: {
      var p425;
      if (p < n && (c = s.charCodeAt(p), c === 56319)) { p425 = adv(p + 1); } else { p425 = -1; if (rec) fail(p, 23); }
      if (p425 < 0) { p422 = -1;  break L423; }
      var p426;
      if (p425 < n && (c = s.charCodeAt(p425), ((c >= 56320 && c <= 57343)))) { p426 = adv(p425 + 1); } else { p426 = -1; if (rec) fail(p425, 3); }
      if (p426 < 0) { p422 = -1;  break L423; }
      p422 = p426;
    }
    if (p422 >= 0) { p408 = p422; break L410; }
    var p427;
    L428: {
      var p430;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55296 && c <= 56319)))) { p430 = adv(p + 1); } else { p430 = -1; if (rec) fail(p, 2); }
      if (p430 < 0) { p427 = -1;  break L428; }
      var p431;
      var p432;
      look++; nots++;
      if (p430 < n && (c = s.charCodeAt(p430), ((c >= 56320 && c <= 57343)))) { p432 = adv(p430 + 1); } else { p432 = -1; if (rec) fail(p430, 3); }
      look--; nots--;
      p431 = p432 >= 0 ? -1 : p430;
      if (p431 < 0) { p427 = -1;  break L428; }
      p427 = p431;
    }
    if (p427 >= 0) { p408 = p427; break L410; }
    p408 = -1;
  }
  look--; nots--;
  out = p408 >= 0 ? -1 : p;
  return done(4, out);
}
function d5(p) { // docidentifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L434: {
    var p436;
    p436 = d6(p);
    if (p436 < 0) { out = -1;  break L434; }
    var p437;
    var q438 = p436, r439 = 0, e441 = false;
    while (q438 < n) {
      var p442;
      L443: {
        var p445;
        if (q438 < n && (c = s.charCodeAt(q438), c === 58)) { p445 = adv(q438 + 1); } else { p445 = -1; if (rec) fail(q438, 0); }
        if (p445 < 0) { p442 = -1;  break L443; }
        var p446;
        p446 = d7(p445);
        if (p446 < 0) { p442 = -1;  break L443; }
        p442 = p446;
      }
      if (p442 < 0) break;
      if (p442 === q438) { e441 = true; break; }
      r439++; q438 = p442;
      if (r439 === 1) break;
    }
    if (rec && q438 >= n && !e441 && r439 < 1) fail(q438, 0);
    p437 = q438;
    if (p437 < 0) { out = -1;  break L434; }
    var p447;
    if (p437 < n && (c = s.charCodeAt(p437), c === 58)) { p447 = adv(p437 + 1); } else { p447 = -1; if (rec) fail(p437, 0); }
    if (p447 < 0) { out = -1;  break L434; }
    var p448;
    p448 = d8(p447);
    if (p448 < 0) { out = -1;  break L434; }
    var p449;
    var q450 = p448, r451 = 0, e453 = false;
    while (q450 < n) {
      var p454;
      L455: {
        var p457;
        if (q450 < n && (c = s.charCodeAt(q450), c === 58)) { p457 = adv(q450 + 1); } else { p457 = -1; if (rec) fail(q450, 0); }
        if (p457 < 0) { p454 = -1;  break L455; }
        var p458;
        p458 = d9(p457);
        if (p458 < 0) { p454 = -1;  break L455; }
        p454 = p458;
      }
      if (p454 < 0) break;
      if (p454 === q450) { e453 = true; break; }
      r451++; q450 = p454;
      if (r451 === 1) break;
    }
    if (rec && q450 >= n && !e453 && r451 < 1) fail(q450, 0);
    p449 = q450;
    if (p449 < 0) { out = -1;  break L434; }
    var p459;
    var q460 = p449, r461 = 0, e463 = false;
    while (q460 < n) {
      var p464;
      L465: {
        var p467;
        var q468 = q460, r469 = 0, e471 = false;
        while (q468 < n) {
          var p472;
          L473: {
            var p475;
            if (q468 < n && (c = s.charCodeAt(q468), c === 58)) { p475 = adv(q468 + 1); } else { p475 = -1; if (rec) fail(q468, 0); }
            if (p475 < 0) { p472 = -1;  break L473; }
            var p476;
            p476 = d10(p475);
            if (p476 < 0) { p472 = -1;  break L473; }
            p472 = p476;
          }
          if (p472 < 0) break;
          if (p472 === q468) { e471 = true; break; }
          r469++; q468 = p472;
          if (r469 === 1) break;
        }
        if (rec && q468 >= n && !e471 && r469 < 1) fail(q468, 0);
        p467 = q468;
        if (p467 < 0) { p464 = -1;  break L465; }
        var p477;
        if (p467 < n && (c = s.charCodeAt(p467), c === 58)) { p477 = adv(p467 + 1); } else { p477 = -1; if (rec) fail(p467, 0); }
        if (p477 < 0) { p464 = -1;  break L465; }
        var p478;
        p478 = d14(p477);
        if (p478 < 0) { p464 = -1;  break L465; }
        p464 = p478;
      }
      if (p464 < 0) break;
      if (p464 === q460) { e463 = true; break; }
      r461++; q460 = p464;
      if (r461 === 1) break;
    }
    if (rec && q460 >= n && !e463 && r461 < 1) fail(q460, 0);
    p459 = q460;
    if (p459 < 0) { out = -1;  break L434; }
    var p479;
    var q480 = p459, r481 = 0, e483 = false;
    while (q480 < n) {
      var p484;
      L485: {
        var p487;
        if (q480 < n && (c = s.charCodeAt(q480), c === 58)) { p487 = adv(q480 + 1); } else { p487 = -1; if (rec) fail(q480, 0); }
        if (p487 < 0) { p484 = -1;  break L485; }
        var p488;
        p488 = d15(p487);
        if (p488 < 0) { p484 = -1;  break L485; }
        p484 = p488;
      }
      if (p484 < 0) break;
      if (p484 === q480) { e483 = true; break; }
      r481++; q480 = p484;
      if (r481 === 1) break;
    }
    if (rec && q480 >= n && !e483 && r481 < 1) fail(q480, 0);
    p479 = q480;
    if (p479 < 0) { out = -1;  break L434; }
    var p489;
    var q490 = p479, r491 = 0, e493 = false;
    while (q490 < n) {
      var p494;
      L495: {
        var p497;
        if (q490 < n && (c = s.charCodeAt(q490), c === 58)) { p497 = adv(q490 + 1); } else { p497 = -1; if (rec) fail(q490, 0); }
        if (p497 < 0) { p494 = -1;  break L495; }
        var p498;
        p498 = d20(p497);
        if (p498 < 0) { p494 = -1;  break L495; }
        p494 = p498;
      }
      if (p494 < 0) break;
      if (p494 === q490) { e493 = true; break; }
      r491++; q490 = p494;
      if (r491 === 1) break;
    }
    if (rec && q490 >= n && !e493 && r491 < 1) fail(q490, 0);
    p489 = q490;
    if (p489 < 0) { out = -1;  break L434; }
    out = p489;
  }
  return done(5, out);
}
function d6(p) { // originator
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L499: {
    var p500;
    L501: {
      var p503;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p503 = adv(p + 1); } else { p503 = -1; if (rec) fail(p, 24); }
      if (p503 < 0) { p500 = -1;  break L501; }
      var p504;
      if (p503 < n && (c = s.charCodeAt(p503), (c | 32) === 115)) { p504 = adv(p503 + 1); } else { p504 = -1; if (rec) fail(p503, 25, 1); }
      if (p504 < 0) { p500 = -1;  break L501; }
      var p505;
      if (p504 < n && (c = s.charCodeAt(p504), (c | 32) === 111)) { p505 = adv(p504 + 1); } else { p505 = -1; if (rec) fail(p504, 26, 2); }
      if (p505 < 0) { p500 = -1;  break L501; }
      var p506;
      if (p505 < n && (c = s.charCodeAt(p505), c === 45)) { p506 = adv(p505 + 1); } else { p506 = -1; if (rec) fail(p505, 27, 3); }
      if (p506 < 0) { p500 = -1;  break L501; }
      var p507;
      if (p506 < n && (c = s.charCodeAt(p506), (c | 32) === 105)) { p507 = adv(p506 + 1); } else { p507 = -1; if (rec) fail(p506, 28, 4); }
      if (p507 < 0) { p500 = -1;  break L501; }
      var p508;
      if (p507 < n && (c = s.charCodeAt(p507), (c | 32) === 101)) { p508 = adv(p507 + 1); } else { p508 = -1; if (rec) fail(p507, 29, 5); }
      if (p508 < 0) { p500 = -1;  break L501; }
      var p509;
      if (p508 < n && (c = s.charCodeAt(p508), (c | 32) === 99)) { p509 = adv(p508 + 1); } else { p509 = -1; if (rec) fail(p508, 30, 6); }
      if (p509 < 0) { p500 = -1;  break L501; }
      p500 = p509;
    }
    if (p500 >= 0) { out = p500; break L499; }
    var p510;
    L511: {
      var p513;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p513 = adv(p + 1); } else { p513 = -1; if (rec) fail(p, 31); }
      if (p513 < 0) { p510 = -1;  break L511; }
      var p514;
      if (p513 < n && (c = s.charCodeAt(p513), (c | 32) === 115)) { p514 = adv(p513 + 1); } else { p514 = -1; if (rec) fail(p513, 25, 1); }
      if (p514 < 0) { p510 = -1;  break L511; }
      var p515;
      if (p514 < n && (c = s.charCodeAt(p514), (c | 32) === 111)) { p515 = adv(p514 + 1); } else { p515 = -1; if (rec) fail(p514, 26, 2); }
      if (p515 < 0) { p510 = -1;  break L511; }
      var p516;
      if (p515 < n && (c = s.charCodeAt(p515), c === 45)) { p516 = adv(p515 + 1); } else { p516 = -1; if (rec) fail(p515, 27, 3); }
      if (p516 < 0) { p510 = -1;  break L511; }
      var p517;
      if (p516 < n && (c = s.charCodeAt(p516), (c | 32) === 99)) { p517 = adv(p516 + 1); } else { p517 = -1; if (rec) fail(p516, 32, 4); }
      if (p517 < 0) { p510 = -1;  break L511; }
      var p518;
      if (p517 < n && (c = s.charCodeAt(p517), (c | 32) === 105)) { p518 = adv(p517 + 1); } else { p518 = -1; if (rec) fail(p517, 33, 5); }
      if (p518 < 0) { p510 = -1;  break L511; }
      var p519;
      if (p518 < n && (c = s.charCodeAt(p518), (c | 32) === 101)) { p519 = adv(p518 + 1); } else { p519 = -1; if (rec) fail(p518, 34, 6); }
      if (p519 < 0) { p510 = -1;  break L511; }
      p510 = p519;
    }
    if (p510 >= 0) { out = p510; break L499; }
    var p520;
    L521: {
      var p523;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p523 = adv(p + 1); } else { p523 = -1; if (rec) fail(p, 35); }
      if (p523 < 0) { p520 = -1;  break L521; }
      var p524;
      if (p523 < n && (c = s.charCodeAt(p523), (c | 32) === 115)) { p524 = adv(p523 + 1); } else { p524 = -1; if (rec) fail(p523, 25, 1); }
      if (p524 < 0) { p520 = -1;  break L521; }
      var p525;
      if (p524 < n && (c = s.charCodeAt(p524), (c | 32) === 111)) { p525 = adv(p524 + 1); } else { p525 = -1; if (rec) fail(p524, 26, 2); }
      if (p525 < 0) { p520 = -1;  break L521; }
      var p526;
      if (p525 < n && (c = s.charCodeAt(p525), c === 45)) { p526 = adv(p525 + 1); } else { p526 = -1; if (rec) fail(p525, 27, 3); }
      if (p526 < 0) { p520 = -1;  break L521; }
      var p527;
      if (p526 < n && (c = s.charCodeAt(p526), (c | 32) === 97)) { p527 = adv(p526 + 1); } else { p527 = -1; if (rec) fail(p526, 36, 4); }
      if (p527 < 0) { p520 = -1;  break L521; }
      var p528;
      if (p527 < n && (c = s.charCodeAt(p527), (c | 32) === 115)) { p528 = adv(p527 + 1); } else { p528 = -1; if (rec) fail(p527, 37, 5); }
      if (p528 < 0) { p520 = -1;  break L521; }
      var p529;
      if (p528 < n && (c = s.charCodeAt(p528), (c | 32) === 116)) { p529 = adv(p528 + 1); } else { p529 = -1; if (rec) fail(p528, 38, 6); }
      if (p529 < 0) { p520 = -1;  break L521; }
      var p530;
      if (p529 < n && (c = s.charCodeAt(p529), (c | 32) === 109)) { p530 = adv(p529 + 1); } else { p530 = -1; if (rec) fail(p529, 39, 7); }
      if (p530 < 0) { p520 = -1;  break L521; }
      p520 = p530;
    }
    if (p520 >= 0) { out = p520; break L499; }
    var p531;
    L532: {
      var p534;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p534 = adv(p + 1); } else { p534 = -1; if (rec) fail(p, 40); }
      if (p534 < 0) { p531 = -1;  break L532; }
      var p535;
      if (p534 < n && (c = s.charCodeAt(p534), (c | 32) === 115)) { p535 = adv(p534 + 1); } else { p535 = -1; if (rec) fail(p534, 25, 1); }
      if (p535 < 0) { p531 = -1;  break L532; }
      var p536;
      if (p535 < n && (c = s.charCodeAt(p535), (c | 32) === 111)) { p536 = adv(p535 + 1); } else { p536 = -1; if (rec) fail(p535, 26, 2); }
      if (p536 < 0) { p531 = -1;  break L532; }
      var p537;
      if (p536 < n && (c = s.charCodeAt(p536), c === 45)) { p537 = adv(p536 + 1); } else { p537 = -1; if (rec) fail(p536, 27, 3); }
      if (p537 < 0) { p531 = -1;  break L532; }
      var p538;
      if (p537 < n && (c = s.charCodeAt(p537), (c | 32) === 105)) { p538 = adv(p537 + 1); } else { p538 = -1; if (rec) fail(p537, 28, 4); }
      if (p538 < 0) { p531 = -1;  break L532; }
      var p539;
      if (p538 < n && (c = s.charCodeAt(p538), (c | 32) === 101)) { p539 = adv(p538 + 1); } else { p539 = -1; if (rec) fail(p538, 29, 5); }
      if (p539 < 0) { p531 = -1;  break L532; }
      var p540;
      if (p539 < n && (c = s.charCodeAt(p539), (c | 32) === 101)) { p540 = adv(p539 + 1); } else { p540 = -1; if (rec) fail(p539, 34, 6); }
      if (p540 < 0) { p531 = -1;  break L532; }
      var p541;
      if (p540 < n && (c = s.charCodeAt(p540), (c | 32) === 101)) { p541 = adv(p540 + 1); } else { p541 = -1; if (rec) fail(p540, 41, 7); }
      if (p541 < 0) { p531 = -1;  break L532; }
      p531 = p541;
    }
    if (p531 >= 0) { out = p531; break L499; }
    var p542;
    L543: {
      var p545;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p545 = adv(p + 1); } else { p545 = -1; if (rec) fail(p, 42); }
      if (p545 < 0) { p542 = -1;  break L543; }
      var p546;
      if (p545 < n && (c = s.charCodeAt(p545), (c | 32) === 115)) { p546 = adv(p545 + 1); } else { p546 = -1; if (rec) fail(p545, 25, 1); }
      if (p546 < 0) { p542 = -1;  break L543; }
      var p547;
      if (p546 < n && (c = s.charCodeAt(p546), (c | 32) === 111)) { p547 = adv(p546 + 1); } else { p547 = -1; if (rec) fail(p546, 26, 2); }
      if (p547 < 0) { p542 = -1;  break L543; }
      p542 = p547;
    }
    if (p542 >= 0) { out = p542; break L499; }
    var p548;
    L549: {
      var p551;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p551 = adv(p + 1); } else { p551 = -1; if (rec) fail(p, 43); }
      if (p551 < 0) { p548 = -1;  break L549; }
      var p552;
      if (p551 < n && (c = s.charCodeAt(p551), (c | 32) === 101)) { p552 = adv(p551 + 1); } else { p552 = -1; if (rec) fail(p551, 44, 1); }
      if (p552 < 0) { p548 = -1;  break L549; }
      var p553;
      if (p552 < n && (c = s.charCodeAt(p552), (c | 32) === 99)) { p553 = adv(p552 + 1); } else { p553 = -1; if (rec) fail(p552, 45, 2); }
      if (p553 < 0) { p548 = -1;  break L549; }
      p548 = p553;
    }
    if (p548 >= 0) { out = p548; break L499; }
    out = -1;
  }
  return done(6, out);
}
function d7(p) { // type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L554: {
    var p555;
    L556: {
      var p558;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p558 = adv(p + 1); } else { p558 = -1; if (rec) fail(p, 46); }
      if (p558 < 0) { p555 = -1;  break L556; }
      var p559;
      if (p558 < n && (c = s.charCodeAt(p558), (c | 32) === 97)) { p559 = adv(p558 + 1); } else { p559 = -1; if (rec) fail(p558, 47, 1); }
      if (p559 < 0) { p555 = -1;  break L556; }
      var p560;
      if (p559 < n && (c = s.charCodeAt(p559), (c | 32) === 116)) { p560 = adv(p559 + 1); } else { p560 = -1; if (rec) fail(p559, 48, 2); }
      if (p560 < 0) { p555 = -1;  break L556; }
      var p561;
      if (p560 < n && (c = s.charCodeAt(p560), (c | 32) === 97)) { p561 = adv(p560 + 1); } else { p561 = -1; if (rec) fail(p560, 49, 3); }
      if (p561 < 0) { p555 = -1;  break L556; }
      p555 = p561;
    }
    if (p555 >= 0) { out = p555; break L554; }
    var p562;
    L563: {
      var p565;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 103)) { p565 = adv(p + 1); } else { p565 = -1; if (rec) fail(p, 50); }
      if (p565 < 0) { p562 = -1;  break L563; }
      var p566;
      if (p565 < n && (c = s.charCodeAt(p565), (c | 32) === 117)) { p566 = adv(p565 + 1); } else { p566 = -1; if (rec) fail(p565, 51, 1); }
      if (p566 < 0) { p562 = -1;  break L563; }
      var p567;
      if (p566 < n && (c = s.charCodeAt(p566), (c | 32) === 105)) { p567 = adv(p566 + 1); } else { p567 = -1; if (rec) fail(p566, 52, 2); }
      if (p567 < 0) { p562 = -1;  break L563; }
      var p568;
      if (p567 < n && (c = s.charCodeAt(p567), (c | 32) === 100)) { p568 = adv(p567 + 1); } else { p568 = -1; if (rec) fail(p567, 53, 3); }
      if (p568 < 0) { p562 = -1;  break L563; }
      var p569;
      if (p568 < n && (c = s.charCodeAt(p568), (c | 32) === 101)) { p569 = adv(p568 + 1); } else { p569 = -1; if (rec) fail(p568, 54, 4); }
      if (p569 < 0) { p562 = -1;  break L563; }
      p562 = p569;
    }
    if (p562 >= 0) { out = p562; break L554; }
    var p570;
    L571: {
      var p573;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p573 = adv(p + 1); } else { p573 = -1; if (rec) fail(p, 55); }
      if (p573 < 0) { p570 = -1;  break L571; }
      var p574;
      if (p573 < n && (c = s.charCodeAt(p573), (c | 32) === 115)) { p574 = adv(p573 + 1); } else { p574 = -1; if (rec) fail(p573, 25, 1); }
      if (p574 < 0) { p570 = -1;  break L571; }
      var p575;
      if (p574 < n && (c = s.charCodeAt(p574), (c | 32) === 112)) { p575 = adv(p574 + 1); } else { p575 = -1; if (rec) fail(p574, 56, 2); }
      if (p575 < 0) { p570 = -1;  break L571; }
      p570 = p575;
    }
    if (p570 >= 0) { out = p570; break L554; }
    var p576;
    L577: {
      var p579;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p579 = adv(p + 1); } else { p579 = -1; if (rec) fail(p, 57); }
      if (p579 < 0) { p576 = -1;  break L577; }
      var p580;
      if (p579 < n && (c = s.charCodeAt(p579), (c | 32) === 119)) { p580 = adv(p579 + 1); } else { p580 = -1; if (rec) fail(p579, 58, 1); }
      if (p580 < 0) { p576 = -1;  break L577; }
      var p581;
      if (p580 < n && (c = s.charCodeAt(p580), (c | 32) === 97)) { p581 = adv(p580 + 1); } else { p581 = -1; if (rec) fail(p580, 59, 2); }
      if (p581 < 0) { p576 = -1;  break L577; }
      p576 = p581;
    }
    if (p576 >= 0) { out = p576; break L554; }
    var p582;
    L583: {
      var p585;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) { p585 = adv(p + 1); } else { p585 = -1; if (rec) fail(p, 60); }
      if (p585 < 0) { p582 = -1;  break L583; }
      var p586;
      if (p585 < n && (c = s.charCodeAt(p585), (c | 32) === 97)) { p586 = adv(p585 + 1); } else { p586 = -1; if (rec) fail(p585, 47, 1); }
      if (p586 < 0) { p582 = -1;  break L583; }
      var p587;
      if (p586 < n && (c = s.charCodeAt(p586), (c | 32) === 115)) { p587 = adv(p586 + 1); } else { p587 = -1; if (rec) fail(p586, 61, 2); }
      if (p587 < 0) { p582 = -1;  break L583; }
      p582 = p587;
    }
    if (p582 >= 0) { out = p582; break L554; }
    var p588;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p588 = adv(p + 1); } else { p588 = -1; if (rec) fail(p, 4); }
    if (p588 >= 0) { out = p588; break L554; }
    var p589;
    L590: {
      var p592;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p592 = adv(p + 1); } else { p592 = -1; if (rec) fail(p, 62); }
      if (p592 < 0) { p589 = -1;  break L590; }
      var p593;
      if (p592 < n && (c = s.charCodeAt(p592), (c | 32) === 114)) { p593 = adv(p592 + 1); } else { p593 = -1; if (rec) fail(p592, 63, 1); }
      if (p593 < 0) { p589 = -1;  break L590; }
      p589 = p593;
    }
    if (p589 >= 0) { out = p589; break L554; }
    var p594;
    L595: {
      var p597;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p597 = adv(p + 1); } else { p597 = -1; if (rec) fail(p, 64); }
      if (p597 < 0) { p594 = -1;  break L595; }
      var p598;
      if (p597 < n && (c = s.charCodeAt(p597), (c | 32) === 115)) { p598 = adv(p597 + 1); } else { p598 = -1; if (rec) fail(p597, 25, 1); }
      if (p598 < 0) { p594 = -1;  break L595; }
      p594 = p598;
    }
    if (p594 >= 0) { out = p594; break L554; }
    var p599;
    L600: {
      var p602;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p602 = adv(p + 1); } else { p602 = -1; if (rec) fail(p, 65); }
      if (p602 < 0) { p599 = -1;  break L600; }
      var p603;
      if (p602 < n && (c = s.charCodeAt(p602), (c | 32) === 116)) { p603 = adv(p602 + 1); } else { p603 = -1; if (rec) fail(p602, 18, 1); }
      if (p603 < 0) { p599 = -1;  break L600; }
      var p604;
      if (p603 < n && (c = s.charCodeAt(p603), (c | 32) === 97)) { p604 = adv(p603 + 1); } else { p604 = -1; if (rec) fail(p603, 59, 2); }
      if (p604 < 0) { p599 = -1;  break L600; }
      p599 = p604;
    }
    if (p599 >= 0) { out = p599; break L554; }
    out = -1;
  }
  return done(7, out);
}
function d8(p) { // docnumber
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  out = d35(p);
  return done(8, out);
}
function d9(p) { // partnumber
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  L605: {
    var p607;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p607 = adv(p + 1); } else { p607 = -1; if (rec) fail(p, 5); }
    if (p607 < 0) { out = -1;  break L605; }
    var p608;
    var q609 = p607;
    while (q609 < n && (c = s.charCodeAt(q609), T0[c] === 1)) q609++;
    if (look === 0 && q609 > far) far = q609; if (rec) fail(q609, 6);
    p608 = q609 - p607 >= 1 ? q609 : -1;
    if (p608 < 0) { out = -1;  break L605; }
    out = p608;
  }
  return done(9, out);
}
function d10(p) { // status
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L611: {
    var p612;
    L613: {
      var p614;
      L615: {
        var p617;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p617 = adv(p + 1); } else { p617 = -1; if (rec) fail(p, 66); }
        if (p617 < 0) { p614 = -1;  break L615; }
        var p618;
        if (p617 < n && (c = s.charCodeAt(p617), (c | 32) === 114)) { p618 = adv(p617 + 1); } else { p618 = -1; if (rec) fail(p617, 63, 1); }
        if (p618 < 0) { p614 = -1;  break L615; }
        var p619;
        if (p618 < n && (c = s.charCodeAt(p618), (c | 32) === 97)) { p619 = adv(p618 + 1); } else { p619 = -1; if (rec) fail(p618, 59, 2); }
        if (p619 < 0) { p614 = -1;  break L615; }
        var p620;
        if (p619 < n && (c = s.charCodeAt(p619), (c | 32) === 102)) { p620 = adv(p619 + 1); } else { p620 = -1; if (rec) fail(p619, 67, 3); }
        if (p620 < 0) { p614 = -1;  break L615; }
        var p621;
        if (p620 < n && (c = s.charCodeAt(p620), (c | 32) === 116)) { p621 = adv(p620 + 1); } else { p621 = -1; if (rec) fail(p620, 68, 4); }
        if (p621 < 0) { p614 = -1;  break L615; }
        p614 = p621;
      }
      if (p614 >= 0) { p612 = p614; break L613; }
      var p622;
      L623: {
        var p625;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p625 = adv(p + 1); } else { p625 = -1; if (rec) fail(p, 69); }
        if (p625 < 0) { p622 = -1;  break L623; }
        var p626;
        if (p625 < n && (c = s.charCodeAt(p625), (c | 32) === 97)) { p626 = adv(p625 + 1); } else { p626 = -1; if (rec) fail(p625, 47, 1); }
        if (p626 < 0) { p622 = -1;  break L623; }
        var p627;
        if (p626 < n && (c = s.charCodeAt(p626), (c | 32) === 110)) { p627 = adv(p626 + 1); } else { p627 = -1; if (rec) fail(p626, 70, 2); }
        if (p627 < 0) { p622 = -1;  break L623; }
        var p628;
        if (p627 < n && (c = s.charCodeAt(p627), (c | 32) === 99)) { p628 = adv(p627 + 1); } else { p628 = -1; if (rec) fail(p627, 71, 3); }
        if (p628 < 0) { p622 = -1;  break L623; }
        var p629;
        if (p628 < n && (c = s.charCodeAt(p628), (c | 32) === 101)) { p629 = adv(p628 + 1); } else { p629 = -1; if (rec) fail(p628, 54, 4); }
        if (p629 < 0) { p622 = -1;  break L623; }
        var p630;
        if (p629 < n && (c = s.charCodeAt(p629), (c | 32) === 108)) { p630 = adv(p629 + 1); } else { p630 = -1; if (rec) fail(p629, 72, 5); }
        if (p630 < 0) { p622 = -1;  break L623; }
        var p631;
        if (p630 < n && (c = s.charCodeAt(p630), (c | 32) === 108)) { p631 = adv(p630 + 1); } else { p631 = -1; if (rec) fail(p630, 73, 6); }
        if (p631 < 0) { p622 = -1;  break L623; }
        var p632;
        if (p631 < n && (c = s.charCodeAt(p631), (c | 32) === 101)) { p632 = adv(p631 + 1); } else { p632 = -1; if (rec) fail(p631, 41, 7); }
        if (p632 < 0) { p622 = -1;  break L623; }
        var p633;
        if (p632 < n && (c = s.charCodeAt(p632), (c | 32) === 100)) { p633 = adv(p632 + 1); } else { p633 = -1; if (rec) fail(p632, 74, 8); }
        if (p633 < 0) { p622 = -1;  break L623; }
        p622 = p633;
      }
      if (p622 >= 0) { p612 = p622; break L613; }
      p612 = -1;
    }
    if (p612 >= 0) { out = p612; break L611; }
    var p634;
    p634 = d11(p);
    if (p634 >= 0) { out = p634; break L611; }
    out = -1;
  }
  return done(10, out);
}
function d11(p) { // stage
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L635: {
    var p637;
    L638: {
      var p640;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p640 = adv(p + 1); } else { p640 = -1; if (rec) fail(p, 75); }
      if (p640 < 0) { p637 = -1;  break L638; }
      var p641;
      if (p640 < n && (c = s.charCodeAt(p640), (c | 32) === 116)) { p641 = adv(p640 + 1); } else { p641 = -1; if (rec) fail(p640, 18, 1); }
      if (p641 < 0) { p637 = -1;  break L638; }
      var p642;
      if (p641 < n && (c = s.charCodeAt(p641), (c | 32) === 97)) { p642 = adv(p641 + 1); } else { p642 = -1; if (rec) fail(p641, 59, 2); }
      if (p642 < 0) { p637 = -1;  break L638; }
      var p643;
      if (p642 < n && (c = s.charCodeAt(p642), (c | 32) === 103)) { p643 = adv(p642 + 1); } else { p643 = -1; if (rec) fail(p642, 76, 3); }
      if (p643 < 0) { p637 = -1;  break L638; }
      var p644;
      if (p643 < n && (c = s.charCodeAt(p643), (c | 32) === 101)) { p644 = adv(p643 + 1); } else { p644 = -1; if (rec) fail(p643, 54, 4); }
      if (p644 < 0) { p637 = -1;  break L638; }
      var p645;
      if (p644 < n && (c = s.charCodeAt(p644), c === 45)) { p645 = adv(p644 + 1); } else { p645 = -1; if (rec) fail(p644, 77, 5); }
      if (p645 < 0) { p637 = -1;  break L638; }
      p637 = p645;
    }
    if (p637 < 0) { out = -1;  break L635; }
    var p646;
    p646 = d12(p637);
    if (p646 < 0) { out = -1;  break L635; }
    var p647;
    var q648 = p646, r649 = 0, e651 = false;
    while (q648 < n) {
      var p652;
      L653: {
        var p655;
        if (q648 < n && (c = s.charCodeAt(q648), c === 46)) { p655 = adv(q648 + 1); } else { p655 = -1; if (rec) fail(q648, 7); }
        if (p655 < 0) { p652 = -1;  break L653; }
        var p656;
        p656 = d13(p655);
        if (p656 < 0) { p652 = -1;  break L653; }
        p652 = p656;
      }
      if (p652 < 0) break;
      if (p652 === q648) { e651 = true; break; }
      r649++; q648 = p652;
      if (r649 === 1) break;
    }
    if (rec && q648 >= n && !e651 && r649 < 1) fail(q648, 7);
    p647 = q648;
    if (p647 < 0) { out = -1;  break L635; }
    out = p647;
  }
  return done(11, out);
}
function d12(p) { // stagecode
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L657: {
    var p659;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p659 = adv(p + 1); } else { p659 = -1; if (rec) fail(p, 12); }
    if (p659 < 0) { out = -1;  break L657; }
    var p660;
    if (p659 < n && (c = s.charCodeAt(p659), c < 128 && T1[c] === 1)) { p660 = adv(p659 + 1); } else { p660 = -1; if (rec) fail(p659, 12); }
    if (p660 < 0) { out = -1;  break L657; }
    var p661;
    if (p660 < n && (c = s.charCodeAt(p660), c === 46)) { p661 = adv(p660 + 1); } else { p661 = -1; if (rec) fail(p660, 7); }
    if (p661 < 0) { out = -1;  break L657; }
    var p662;
    if (p661 < n && (c = s.charCodeAt(p661), c < 128 && T1[c] === 1)) { p662 = adv(p661 + 1); } else { p662 = -1; if (rec) fail(p661, 12); }
    if (p662 < 0) { out = -1;  break L657; }
    var p663;
    if (p662 < n && (c = s.charCodeAt(p662), c < 128 && T1[c] === 1)) { p663 = adv(p662 + 1); } else { p663 = -1; if (rec) fail(p662, 12); }
    if (p663 < 0) { out = -1;  break L657; }
    out = p663;
  }
  return done(12, out);
}
function d13(p) { // iteration
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L664: {
    var p666;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p666 = adv(p + 1); } else { p666 = -1; if (rec) fail(p, 8); }
    if (p666 < 0) { out = -1;  break L664; }
    var p667;
    p667 = d35(p666);
    if (p667 < 0) { out = -1;  break L664; }
    out = p667;
  }
  return done(13, out);
}
function d14(p) { // edition
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L668: {
    var p670;
    L671: {
      var p673;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p673 = adv(p + 1); } else { p673 = -1; if (rec) fail(p, 78); }
      if (p673 < 0) { p670 = -1;  break L671; }
      var p674;
      if (p673 < n && (c = s.charCodeAt(p673), (c | 32) === 100)) { p674 = adv(p673 + 1); } else { p674 = -1; if (rec) fail(p673, 79, 1); }
      if (p674 < 0) { p670 = -1;  break L671; }
      var p675;
      if (p674 < n && (c = s.charCodeAt(p674), c === 45)) { p675 = adv(p674 + 1); } else { p675 = -1; if (rec) fail(p674, 80, 2); }
      if (p675 < 0) { p670 = -1;  break L671; }
      p670 = p675;
    }
    if (p670 < 0) { out = -1;  break L668; }
    var p676;
    p676 = d35(p670);
    if (p676 < 0) { out = -1;  break L668; }
    out = p676;
  }
  return done(14, out);
}
function d15(p) { // docversion
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L677: {
    var p679;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p679 = adv(p + 1); } else { p679 = -1; if (rec) fail(p, 8); }
    if (p679 < 0) { out = -1;  break L677; }
    var p680;
    L681: {
      var p682;
      L683: {
        var p685;
        p685 = d16(p679);
        if (p685 < 0) { p682 = -1;  break L683; }
        var p686;
        var p687;
        look++; nots++;
        if (p685 < n && (c = s.charCodeAt(p685), c === 45)) { p687 = adv(p685 + 1); } else { p687 = -1; if (rec) fail(p685, 5); }
        look--; nots--;
        p686 = p687 >= 0 ? -1 : p685;
        if (p686 < 0) { p682 = -1;  break L683; }
        p682 = p686;
      }
      if (p682 >= 0) { p680 = p682; break L681; }
      var p689;
      p689 = d17(p679);
      if (p689 >= 0) { p680 = p689; break L681; }
      p680 = -1;
    }
    if (p680 < 0) { out = -1;  break L677; }
    out = p680;
  }
  return done(15, out);
}
function d16(p) { // simpleversion
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  out = d35(p);
  return done(16, out);
}
function d17(p) { // isoversion
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  L690: {
    var p692;
    p692 = d18(p);
    if (p692 < 0) { out = -1;  break L690; }
    var p693;
    var q694 = p692, e697 = false;
    while (q694 < n) {
      var p698;
      p698 = d19(q694);
      if (p698 < 0) break;
      if (p698 === q694) { e697 = true; break; }
      q694 = p698;
    }
    if (rec && q694 >= n && !e697) fail(q694, 5);
    p693 = q694;
    if (p693 < 0) { out = -1;  break L690; }
    out = p693;
  }
  return done(17, out);
}
function d18(p) { // baseversion
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  out = d35(p);
  return done(18, out);
}
function d19(p) { // includedsuppl
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 19;
  L699: {
    var p701;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p701 = adv(p + 1); } else { p701 = -1; if (rec) fail(p, 5); }
    if (p701 < 0) { out = -1;  break L699; }
    var p702;
    p702 = d25(p701);
    if (p702 < 0) { out = -1;  break L699; }
    var p703;
    p703 = d26(p702);
    if (p703 < 0) { out = -1;  break L699; }
    var p704;
    var q705 = p703, r706 = 0, e708 = false;
    while (q705 < n) {
      var p709;
      L710: {
        var p712;
        if (q705 < n && (c = s.charCodeAt(q705), c === 46)) { p712 = adv(q705 + 1); } else { p712 = -1; if (rec) fail(q705, 7); }
        if (p712 < 0) { p709 = -1;  break L710; }
        var p713;
        p713 = d27(p712);
        if (p713 < 0) { p709 = -1;  break L710; }
        p709 = p713;
      }
      if (p709 < 0) break;
      if (p709 === q705) { e708 = true; break; }
      r706++; q705 = p709;
      if (r706 === 1) break;
    }
    if (rec && q705 >= n && !e708 && r706 < 1) fail(q705, 7);
    p704 = q705;
    if (p704 < 0) { out = -1;  break L699; }
    out = p704;
  }
  return done(19, out);
}
function d20(p) { // language
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 20;
  L714: {
    var p715;
    p715 = d23(p);
    if (p715 >= 0) { out = p715; break L714; }
    var p716;
    p716 = d22(p);
    if (p716 >= 0) { out = p716; break L714; }
    var p717;
    p717 = d21(p);
    if (p717 >= 0) { out = p717; break L714; }
    out = -1;
  }
  return done(20, out);
}
function d21(p) { // monolingual
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 21;
  L718: {
    var p719;
    L720: {
      var p722;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p722 = adv(p + 1); } else { p722 = -1; if (rec) fail(p, 81); }
      if (p722 < 0) { p719 = -1;  break L720; }
      var p723;
      if (p722 < n && (c = s.charCodeAt(p722), (c | 32) === 110)) { p723 = adv(p722 + 1); } else { p723 = -1; if (rec) fail(p722, 82, 1); }
      if (p723 < 0) { p719 = -1;  break L720; }
      p719 = p723;
    }
    if (p719 >= 0) { out = p719; break L718; }
    var p724;
    L725: {
      var p727;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p727 = adv(p + 1); } else { p727 = -1; if (rec) fail(p, 83); }
      if (p727 < 0) { p724 = -1;  break L725; }
      var p728;
      if (p727 < n && (c = s.charCodeAt(p727), (c | 32) === 114)) { p728 = adv(p727 + 1); } else { p728 = -1; if (rec) fail(p727, 63, 1); }
      if (p728 < 0) { p724 = -1;  break L725; }
      p724 = p728;
    }
    if (p724 >= 0) { out = p724; break L718; }
    var p729;
    L730: {
      var p732;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p732 = adv(p + 1); } else { p732 = -1; if (rec) fail(p, 84); }
      if (p732 < 0) { p729 = -1;  break L730; }
      var p733;
      if (p732 < n && (c = s.charCodeAt(p732), (c | 32) === 117)) { p733 = adv(p732 + 1); } else { p733 = -1; if (rec) fail(p732, 51, 1); }
      if (p733 < 0) { p729 = -1;  break L730; }
      p729 = p733;
    }
    if (p729 >= 0) { out = p729; break L718; }
    var p734;
    L735: {
      var p737;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p737 = adv(p + 1); } else { p737 = -1; if (rec) fail(p, 85); }
      if (p737 < 0) { p734 = -1;  break L735; }
      var p738;
      if (p737 < n && (c = s.charCodeAt(p737), (c | 32) === 115)) { p738 = adv(p737 + 1); } else { p738 = -1; if (rec) fail(p737, 25, 1); }
      if (p738 < 0) { p734 = -1;  break L735; }
      p734 = p738;
    }
    if (p734 >= 0) { out = p734; break L718; }
    var p739;
    L740: {
      var p742;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p742 = adv(p + 1); } else { p742 = -1; if (rec) fail(p, 86); }
      if (p742 < 0) { p739 = -1;  break L740; }
      var p743;
      if (p742 < n && (c = s.charCodeAt(p742), (c | 32) === 114)) { p743 = adv(p742 + 1); } else { p743 = -1; if (rec) fail(p742, 63, 1); }
      if (p743 < 0) { p739 = -1;  break L740; }
      p739 = p743;
    }
    if (p739 >= 0) { out = p739; break L718; }
    out = -1;
  }
  return done(21, out);
}
function d22(p) { // bilingual
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 22;
  L744: {
    var p745;
    L746: {
      var p748;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p748 = adv(p + 1); } else { p748 = -1; if (rec) fail(p, 87); }
      if (p748 < 0) { p745 = -1;  break L746; }
      var p749;
      if (p748 < n && (c = s.charCodeAt(p748), (c | 32) === 110)) { p749 = adv(p748 + 1); } else { p749 = -1; if (rec) fail(p748, 82, 1); }
      if (p749 < 0) { p745 = -1;  break L746; }
      var p750;
      if (p749 < n && (c = s.charCodeAt(p749), c === 44)) { p750 = adv(p749 + 1); } else { p750 = -1; if (rec) fail(p749, 88, 2); }
      if (p750 < 0) { p745 = -1;  break L746; }
      var p751;
      if (p750 < n && (c = s.charCodeAt(p750), (c | 32) === 102)) { p751 = adv(p750 + 1); } else { p751 = -1; if (rec) fail(p750, 67, 3); }
      if (p751 < 0) { p745 = -1;  break L746; }
      var p752;
      if (p751 < n && (c = s.charCodeAt(p751), (c | 32) === 114)) { p752 = adv(p751 + 1); } else { p752 = -1; if (rec) fail(p751, 89, 4); }
      if (p752 < 0) { p745 = -1;  break L746; }
      p745 = p752;
    }
    if (p745 >= 0) { out = p745; break L744; }
    var p753;
    L754: {
      var p756;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p756 = adv(p + 1); } else { p756 = -1; if (rec) fail(p, 90); }
      if (p756 < 0) { p753 = -1;  break L754; }
      var p757;
      if (p756 < n && (c = s.charCodeAt(p756), (c | 32) === 110)) { p757 = adv(p756 + 1); } else { p757 = -1; if (rec) fail(p756, 82, 1); }
      if (p757 < 0) { p753 = -1;  break L754; }
      var p758;
      if (p757 < n && (c = s.charCodeAt(p757), c === 44)) { p758 = adv(p757 + 1); } else { p758 = -1; if (rec) fail(p757, 88, 2); }
      if (p758 < 0) { p753 = -1;  break L754; }
      var p759;
      if (p758 < n && (c = s.charCodeAt(p758), (c | 32) === 114)) { p759 = adv(p758 + 1); } else { p759 = -1; if (rec) fail(p758, 91, 3); }
      if (p759 < 0) { p753 = -1;  break L754; }
      var p760;
      if (p759 < n && (c = s.charCodeAt(p759), (c | 32) === 117)) { p760 = adv(p759 + 1); } else { p760 = -1; if (rec) fail(p759, 92, 4); }
      if (p760 < 0) { p753 = -1;  break L754; }
      p753 = p760;
    }
    if (p753 >= 0) { out = p753; break L744; }
    var p761;
    L762: {
      var p764;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p764 = adv(p + 1); } else { p764 = -1; if (rec) fail(p, 93); }
      if (p764 < 0) { p761 = -1;  break L762; }
      var p765;
      if (p764 < n && (c = s.charCodeAt(p764), (c | 32) === 114)) { p765 = adv(p764 + 1); } else { p765 = -1; if (rec) fail(p764, 63, 1); }
      if (p765 < 0) { p761 = -1;  break L762; }
      var p766;
      if (p765 < n && (c = s.charCodeAt(p765), c === 44)) { p766 = adv(p765 + 1); } else { p766 = -1; if (rec) fail(p765, 88, 2); }
      if (p766 < 0) { p761 = -1;  break L762; }
      var p767;
      if (p766 < n && (c = s.charCodeAt(p766), (c | 32) === 114)) { p767 = adv(p766 + 1); } else { p767 = -1; if (rec) fail(p766, 91, 3); }
      if (p767 < 0) { p761 = -1;  break L762; }
      var p768;
      if (p767 < n && (c = s.charCodeAt(p767), (c | 32) === 117)) { p768 = adv(p767 + 1); } else { p768 = -1; if (rec) fail(p767, 92, 4); }
      if (p768 < 0) { p761 = -1;  break L762; }
      p761 = p768;
    }
    if (p761 >= 0) { out = p761; break L744; }
    out = -1;
  }
  return done(22, out);
}
function d23(p) { // trilingual
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 23;
  L769: {
    var p771;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p771 = adv(p + 1); } else { p771 = -1; if (rec) fail(p, 94); }
    if (p771 < 0) { out = -1;  break L769; }
    var p772;
    if (p771 < n && (c = s.charCodeAt(p771), (c | 32) === 110)) { p772 = adv(p771 + 1); } else { p772 = -1; if (rec) fail(p771, 82, 1); }
    if (p772 < 0) { out = -1;  break L769; }
    var p773;
    if (p772 < n && (c = s.charCodeAt(p772), c === 44)) { p773 = adv(p772 + 1); } else { p773 = -1; if (rec) fail(p772, 88, 2); }
    if (p773 < 0) { out = -1;  break L769; }
    var p774;
    if (p773 < n && (c = s.charCodeAt(p773), (c | 32) === 102)) { p774 = adv(p773 + 1); } else { p774 = -1; if (rec) fail(p773, 67, 3); }
    if (p774 < 0) { out = -1;  break L769; }
    var p775;
    if (p774 < n && (c = s.charCodeAt(p774), (c | 32) === 114)) { p775 = adv(p774 + 1); } else { p775 = -1; if (rec) fail(p774, 89, 4); }
    if (p775 < 0) { out = -1;  break L769; }
    var p776;
    if (p775 < n && (c = s.charCodeAt(p775), c === 44)) { p776 = adv(p775 + 1); } else { p776 = -1; if (rec) fail(p775, 95, 5); }
    if (p776 < 0) { out = -1;  break L769; }
    var p777;
    if (p776 < n && (c = s.charCodeAt(p776), (c | 32) === 114)) { p777 = adv(p776 + 1); } else { p777 = -1; if (rec) fail(p776, 96, 6); }
    if (p777 < 0) { out = -1;  break L769; }
    var p778;
    if (p777 < n && (c = s.charCodeAt(p777), (c | 32) === 117)) { p778 = adv(p777 + 1); } else { p778 = -1; if (rec) fail(p777, 97, 7); }
    if (p778 < 0) { out = -1;  break L769; }
    out = p778;
  }
  return done(23, out);
}
function d24(p) { // supplement
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 24;
  L779: {
    var p781;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p781 = adv(p + 1); } else { p781 = -1; if (rec) fail(p, 0); }
    if (p781 < 0) { out = -1;  break L779; }
    var p782;
    p782 = d25(p781);
    if (p782 < 0) { out = -1;  break L779; }
    var p783;
    if (p782 < n && (c = s.charCodeAt(p782), c === 58)) { p783 = adv(p782 + 1); } else { p783 = -1; if (rec) fail(p782, 0); }
    if (p783 < 0) { out = -1;  break L779; }
    var p784;
    p784 = d26(p783);
    if (p784 < 0) { out = -1;  break L779; }
    var p785;
    var q786 = p784, r787 = 0, e789 = false;
    while (q786 < n) {
      var p790;
      L791: {
        var p793;
        if (q786 < n && (c = s.charCodeAt(q786), c === 58)) { p793 = adv(q786 + 1); } else { p793 = -1; if (rec) fail(q786, 0); }
        if (p793 < 0) { p790 = -1;  break L791; }
        var p794;
        p794 = d27(p793);
        if (p794 < 0) { p790 = -1;  break L791; }
        p790 = p794;
      }
      if (p790 < 0) break;
      if (p790 === q786) { e789 = true; break; }
      r787++; q786 = p790;
      if (r787 === 1) break;
    }
    if (rec && q786 >= n && !e789 && r787 < 1) fail(q786, 0);
    p785 = q786;
    if (p785 < 0) { out = -1;  break L779; }
    var p795;
    var q796 = p785, r797 = 0, e799 = false;
    while (q796 < n) {
      var p800;
      L801: {
        var p803;
        if (q796 < n && (c = s.charCodeAt(q796), c === 58)) { p803 = adv(q796 + 1); } else { p803 = -1; if (rec) fail(q796, 0); }
        if (p803 < 0) { p800 = -1;  break L801; }
        var p804;
        p804 = d20(p803);
        if (p804 < 0) { p800 = -1;  break L801; }
        p800 = p804;
      }
      if (p800 < 0) break;
      if (p800 === q796) { e799 = true; break; }
      r797++; q796 = p800;
      if (r797 === 1) break;
    }
    if (rec && q796 >= n && !e799 && r797 < 1) fail(q796, 0);
    p795 = q796;
    if (p795 < 0) { out = -1;  break L779; }
    out = p795;
  }
  return done(24, out);
}
function d25(p) { // suppltype
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 25;
  L805: {
    var p806;
    L807: {
      var p809;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p809 = adv(p + 1); } else { p809 = -1; if (rec) fail(p, 98); }
      if (p809 < 0) { p806 = -1;  break L807; }
      var p810;
      if (p809 < n && (c = s.charCodeAt(p809), (c | 32) === 109)) { p810 = adv(p809 + 1); } else { p810 = -1; if (rec) fail(p809, 99, 1); }
      if (p810 < 0) { p806 = -1;  break L807; }
      var p811;
      if (p810 < n && (c = s.charCodeAt(p810), (c | 32) === 100)) { p811 = adv(p810 + 1); } else { p811 = -1; if (rec) fail(p810, 19, 2); }
      if (p811 < 0) { p806 = -1;  break L807; }
      p806 = p811;
    }
    if (p806 >= 0) { out = p806; break L805; }
    var p812;
    L813: {
      var p815;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p815 = adv(p + 1); } else { p815 = -1; if (rec) fail(p, 100); }
      if (p815 < 0) { p812 = -1;  break L813; }
      var p816;
      if (p815 < n && (c = s.charCodeAt(p815), (c | 32) === 111)) { p816 = adv(p815 + 1); } else { p816 = -1; if (rec) fail(p815, 101, 1); }
      if (p816 < 0) { p812 = -1;  break L813; }
      var p817;
      if (p816 < n && (c = s.charCodeAt(p816), (c | 32) === 114)) { p817 = adv(p816 + 1); } else { p817 = -1; if (rec) fail(p816, 102, 2); }
      if (p817 < 0) { p812 = -1;  break L813; }
      p812 = p817;
    }
    if (p812 >= 0) { out = p812; break L805; }
    var p818;
    L819: {
      var p821;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p821 = adv(p + 1); } else { p821 = -1; if (rec) fail(p, 103); }
      if (p821 < 0) { p818 = -1;  break L819; }
      var p822;
      if (p821 < n && (c = s.charCodeAt(p821), (c | 32) === 100)) { p822 = adv(p821 + 1); } else { p822 = -1; if (rec) fail(p821, 79, 1); }
      if (p822 < 0) { p818 = -1;  break L819; }
      var p823;
      if (p822 < n && (c = s.charCodeAt(p822), (c | 32) === 100)) { p823 = adv(p822 + 1); } else { p823 = -1; if (rec) fail(p822, 19, 2); }
      if (p823 < 0) { p818 = -1;  break L819; }
      p818 = p823;
    }
    if (p818 >= 0) { out = p818; break L805; }
    out = -1;
  }
  return done(25, out);
}
function d26(p) { // supplnumber
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 26;
  out = d35(p);
  return done(26, out);
}
function d27(p) { // supplversion
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 27;
  L824: {
    var p826;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p826 = adv(p + 1); } else { p826 = -1; if (rec) fail(p, 8); }
    if (p826 < 0) { out = -1;  break L824; }
    var p827;
    p827 = d35(p826);
    if (p827 < 0) { out = -1;  break L824; }
    out = p827;
  }
  return done(27, out);
}
function d28(p) { // docelement
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 28;
  L828: {
    var p830;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p830 = adv(p + 1); } else { p830 = -1; if (rec) fail(p, 0); }
    if (p830 < 0) { out = -1;  break L828; }
    var p831;
    L832: {
      var p833;
      L834: {
        var p836;
        if (p830 < n && (c = s.charCodeAt(p830), (c | 32) === 99)) { p836 = adv(p830 + 1); } else { p836 = -1; if (rec) fail(p830, 104); }
        if (p836 < 0) { p833 = -1;  break L834; }
        var p837;
        if (p836 < n && (c = s.charCodeAt(p836), (c | 32) === 108)) { p837 = adv(p836 + 1); } else { p837 = -1; if (rec) fail(p836, 105, 1); }
        if (p837 < 0) { p833 = -1;  break L834; }
        var p838;
        if (p837 < n && (c = s.charCodeAt(p837), (c | 32) === 97)) { p838 = adv(p837 + 1); } else { p838 = -1; if (rec) fail(p837, 59, 2); }
        if (p838 < 0) { p833 = -1;  break L834; }
        var p839;
        if (p838 < n && (c = s.charCodeAt(p838), (c | 32) === 117)) { p839 = adv(p838 + 1); } else { p839 = -1; if (rec) fail(p838, 106, 3); }
        if (p839 < 0) { p833 = -1;  break L834; }
        var p840;
        if (p839 < n && (c = s.charCodeAt(p839), (c | 32) === 115)) { p840 = adv(p839 + 1); } else { p840 = -1; if (rec) fail(p839, 107, 4); }
        if (p840 < 0) { p833 = -1;  break L834; }
        var p841;
        if (p840 < n && (c = s.charCodeAt(p840), (c | 32) === 101)) { p841 = adv(p840 + 1); } else { p841 = -1; if (rec) fail(p840, 29, 5); }
        if (p841 < 0) { p833 = -1;  break L834; }
        p833 = p841;
      }
      if (p833 >= 0) { p831 = p833; break L832; }
      var p842;
      L843: {
        var p845;
        if (p830 < n && (c = s.charCodeAt(p830), (c | 32) === 102)) { p845 = adv(p830 + 1); } else { p845 = -1; if (rec) fail(p830, 108); }
        if (p845 < 0) { p842 = -1;  break L843; }
        var p846;
        if (p845 < n && (c = s.charCodeAt(p845), (c | 32) === 105)) { p846 = adv(p845 + 1); } else { p846 = -1; if (rec) fail(p845, 109, 1); }
        if (p846 < 0) { p842 = -1;  break L843; }
        var p847;
        if (p846 < n && (c = s.charCodeAt(p846), (c | 32) === 103)) { p847 = adv(p846 + 1); } else { p847 = -1; if (rec) fail(p846, 110, 2); }
        if (p847 < 0) { p842 = -1;  break L843; }
        var p848;
        if (p847 < n && (c = s.charCodeAt(p847), (c | 32) === 117)) { p848 = adv(p847 + 1); } else { p848 = -1; if (rec) fail(p847, 106, 3); }
        if (p848 < 0) { p842 = -1;  break L843; }
        var p849;
        if (p848 < n && (c = s.charCodeAt(p848), (c | 32) === 114)) { p849 = adv(p848 + 1); } else { p849 = -1; if (rec) fail(p848, 89, 4); }
        if (p849 < 0) { p842 = -1;  break L843; }
        var p850;
        if (p849 < n && (c = s.charCodeAt(p849), (c | 32) === 101)) { p850 = adv(p849 + 1); } else { p850 = -1; if (rec) fail(p849, 29, 5); }
        if (p850 < 0) { p842 = -1;  break L843; }
        p842 = p850;
      }
      if (p842 >= 0) { p831 = p842; break L832; }
      var p851;
      L852: {
        var p854;
        if (p830 < n && (c = s.charCodeAt(p830), (c | 32) === 116)) { p854 = adv(p830 + 1); } else { p854 = -1; if (rec) fail(p830, 111); }
        if (p854 < 0) { p851 = -1;  break L852; }
        var p855;
        if (p854 < n && (c = s.charCodeAt(p854), (c | 32) === 97)) { p855 = adv(p854 + 1); } else { p855 = -1; if (rec) fail(p854, 47, 1); }
        if (p855 < 0) { p851 = -1;  break L852; }
        var p856;
        if (p855 < n && (c = s.charCodeAt(p855), (c | 32) === 98)) { p856 = adv(p855 + 1); } else { p856 = -1; if (rec) fail(p855, 112, 2); }
        if (p856 < 0) { p851 = -1;  break L852; }
        var p857;
        if (p856 < n && (c = s.charCodeAt(p856), (c | 32) === 108)) { p857 = adv(p856 + 1); } else { p857 = -1; if (rec) fail(p856, 113, 3); }
        if (p857 < 0) { p851 = -1;  break L852; }
        var p858;
        if (p857 < n && (c = s.charCodeAt(p857), (c | 32) === 101)) { p858 = adv(p857 + 1); } else { p858 = -1; if (rec) fail(p857, 54, 4); }
        if (p858 < 0) { p851 = -1;  break L852; }
        p851 = p858;
      }
      if (p851 >= 0) { p831 = p851; break L832; }
      var p859;
      L860: {
        var p862;
        if (p830 < n && (c = s.charCodeAt(p830), (c | 32) === 116)) { p862 = adv(p830 + 1); } else { p862 = -1; if (rec) fail(p830, 114); }
        if (p862 < 0) { p859 = -1;  break L860; }
        var p863;
        if (p862 < n && (c = s.charCodeAt(p862), (c | 32) === 101)) { p863 = adv(p862 + 1); } else { p863 = -1; if (rec) fail(p862, 44, 1); }
        if (p863 < 0) { p859 = -1;  break L860; }
        var p864;
        if (p863 < n && (c = s.charCodeAt(p863), (c | 32) === 114)) { p864 = adv(p863 + 1); } else { p864 = -1; if (rec) fail(p863, 102, 2); }
        if (p864 < 0) { p859 = -1;  break L860; }
        var p865;
        if (p864 < n && (c = s.charCodeAt(p864), (c | 32) === 109)) { p865 = adv(p864 + 1); } else { p865 = -1; if (rec) fail(p864, 115, 3); }
        if (p865 < 0) { p859 = -1;  break L860; }
        p859 = p865;
      }
      if (p859 >= 0) { p831 = p859; break L832; }
      p831 = -1;
    }
    if (p831 < 0) { out = -1;  break L828; }
    var p866;
    if (p831 < n && (c = s.charCodeAt(p831), c === 58)) { p866 = adv(p831 + 1); } else { p866 = -1; if (rec) fail(p831, 0); }
    if (p866 < 0) { out = -1;  break L828; }
    var p867;
    L868: {
      var p869;
      p869 = d30(p866);
      if (p869 >= 0) { p867 = p869; break L868; }
      var p870;
      p870 = d29(p866);
      if (p870 >= 0) { p867 = p870; break L868; }
      p867 = -1;
    }
    if (p867 < 0) { out = -1;  break L828; }
    var p871;
    var q872 = p867, e875 = false;
    while (q872 < n) {
      var p876;
      L877: {
        var p879;
        if (q872 < n && (c = s.charCodeAt(q872), c === 44)) { p879 = adv(q872 + 1); } else { p879 = -1; if (rec) fail(q872, 9); }
        if (p879 < 0) { p876 = -1;  break L877; }
        var p880;
        L881: {
          var p882;
          p882 = d30(p879);
          if (p882 >= 0) { p880 = p882; break L881; }
          var p883;
          p883 = d29(p879);
          if (p883 >= 0) { p880 = p883; break L881; }
          p880 = -1;
        }
        if (p880 < 0) { p876 = -1;  break L877; }
        p876 = p880;
      }
      if (p876 < 0) break;
      if (p876 === q872) { e875 = true; break; }
      q872 = p876;
    }
    if (rec && q872 >= n && !e875) fail(q872, 9);
    p871 = q872;
    if (p871 < 0) { out = -1;  break L828; }
    out = p871;
  }
  return done(28, out);
}
function d29(p) { // elementnumber
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 29;
  L884: {
    var p886;
    L887: {
      var p888;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p888 = adv(p + 1); } else { p888 = -1; if (rec) fail(p, 10); }
      if (p888 >= 0) { p886 = p888; break L887; }
      var p889;
      p889 = d35(p);
      if (p889 >= 0) { p886 = p889; break L887; }
      p886 = -1;
    }
    if (p886 < 0) { out = -1;  break L884; }
    var p890;
    var q891 = p886, e894 = false;
    while (q891 < n) {
      var p895;
      L896: {
        var p898;
        if (q891 < n && (c = s.charCodeAt(q891), c === 46)) { p898 = adv(q891 + 1); } else { p898 = -1; if (rec) fail(q891, 7); }
        if (p898 < 0) { p895 = -1;  break L896; }
        var p899;
        p899 = d35(p898);
        if (p899 < 0) { p895 = -1;  break L896; }
        p895 = p899;
      }
      if (p895 < 0) break;
      if (p895 === q891) { e894 = true; break; }
      q891 = p895;
    }
    if (rec && q891 >= n && !e894) fail(q891, 7);
    p890 = q891;
    if (p890 < 0) { out = -1;  break L884; }
    out = p890;
  }
  return done(29, out);
}
function d30(p) { // elementrange
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 30;
  L900: {
    var p902;
    p902 = d29(p);
    if (p902 < 0) { out = -1;  break L900; }
    var p903;
    if (p902 < n && (c = s.charCodeAt(p902), c === 45)) { p903 = adv(p902 + 1); } else { p903 = -1; if (rec) fail(p902, 5); }
    if (p903 < 0) { out = -1;  break L900; }
    var p904;
    p904 = d29(p903);
    if (p904 < 0) { out = -1;  break L900; }
    out = p904;
  }
  return done(30, out);
}
function d31(p) { // addition
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 31;
  L905: {
    var p906;
    p906 = d32(p);
    if (p906 >= 0) { out = p906; break L905; }
    var p907;
    p907 = d34(p);
    if (p907 >= 0) { out = p907; break L905; }
    out = -1;
  }
  return done(31, out);
}
function d32(p) { // techdefined
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 32;
  L908: {
    var p910;
    L911: {
      var p913;
      if (p < n && (c = s.charCodeAt(p), c === 58)) { p913 = adv(p + 1); } else { p913 = -1; if (rec) fail(p, 116); }
      if (p913 < 0) { p910 = -1;  break L911; }
      var p914;
      if (p913 < n && (c = s.charCodeAt(p913), (c | 32) === 116)) { p914 = adv(p913 + 1); } else { p914 = -1; if (rec) fail(p913, 18, 1); }
      if (p914 < 0) { p910 = -1;  break L911; }
      var p915;
      if (p914 < n && (c = s.charCodeAt(p914), (c | 32) === 101)) { p915 = adv(p914 + 1); } else { p915 = -1; if (rec) fail(p914, 117, 2); }
      if (p915 < 0) { p910 = -1;  break L911; }
      var p916;
      if (p915 < n && (c = s.charCodeAt(p915), (c | 32) === 99)) { p916 = adv(p915 + 1); } else { p916 = -1; if (rec) fail(p915, 71, 3); }
      if (p916 < 0) { p910 = -1;  break L911; }
      var p917;
      if (p916 < n && (c = s.charCodeAt(p916), (c | 32) === 104)) { p917 = adv(p916 + 1); } else { p917 = -1; if (rec) fail(p916, 118, 4); }
      if (p917 < 0) { p910 = -1;  break L911; }
      p910 = p917;
    }
    if (p910 < 0) { out = -1;  break L908; }
    var p918;
    var q919 = p910, e922 = false;
    while (q919 < n) {
      if ((c = s.charCodeAt(q919), c < 128 && T5[c] === 1)) { do q919++; while (q919 < n && (c = s.charCodeAt(q919), T5[c] === 1)); adv(q919, 33); continue; }
      var p923;
      p923 = d33(q919);
      if (p923 < 0) break;
      if (p923 === q919) { e922 = true; break; }
      q919 = p923;
    }
    if (rec && q919 >= n && !e922) fail(q919, 119);
    p918 = q919;
    if (p918 < 0) { out = -1;  break L908; }
    out = p918;
  }
  return done(32, out);
}
function d33(p) { // techelement
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 33;
  L924: {
    var p925;
    p925 = d39(p);
    if (p925 >= 0) { out = p925; break L924; }
    var p926;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p926 = adv(p + 1); } else { p926 = -1; if (rec) fail(p, 11); }
    if (p926 >= 0) { out = p926; break L924; }
    out = -1;
  }
  return done(33, out);
}
function d34(p) { // isodefined
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 34;
  L927: {
    var p929;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p929 = adv(p + 1); } else { p929 = -1; if (rec) fail(p, 0); }
    if (p929 < 0) { out = -1;  break L927; }
    var p930;
    var q931 = p929, r932 = 0, e934 = false;
    while (q931 < n) {
      if ((c = s.charCodeAt(q931), c < 128 && T5[c] === 1)) { var k933z = q931; do q931++; while (q931 < n && (c = s.charCodeAt(q931), T5[c] === 1)); r932 += q931 - k933z; adv(q931, 39); continue; }
      var p935;
      L936: {
        var p937;
        p937 = d39(q931);
        if (p937 >= 0) { p935 = p937; break L936; }
        var p938;
        if (q931 < n && (c = s.charCodeAt(q931), c === 47)) { p938 = adv(q931 + 1); } else { p938 = -1; if (rec) fail(q931, 11); }
        if (p938 >= 0) { p935 = p938; break L936; }
        p935 = -1;
      }
      if (p935 < 0) break;
      if (p935 === q931) { e934 = true; break; }
      r932++; q931 = p935;
    }
    if (rec && q931 >= n && !e934) fail(q931, 119);
    if (e934 || r932 >= 1) p930 = q931; else { p930 = -1;  }
    if (p930 < 0) { out = -1;  break L927; }
    out = p930;
  }
  return done(34, out);
}
function d35(p) { // DIGITS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 35;
  L939: {
    var p941;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p941 = adv(p + 1); } else { p941 = -1; if (rec) fail(p, 12); }
    if (p941 < 0) { out = -1;  break L939; }
    var p942;
    var q943 = p941;
    while (q943 < n && (c = s.charCodeAt(q943), T1[c] === 1)) q943++;
    if (look === 0 && q943 > far) far = q943; if (rec) fail(q943, 12);
    p942 = q943;
    if (p942 < 0) { out = -1;  break L939; }
    out = p942;
  }
  return done(35, out);
}
function d36(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 36;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 10); }
  return done(36, out);
}
function d37(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 37;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 12); }
  return done(37, out);
}
function d38(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 38;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 13); }
  return done(38, out);
}
function d39(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 39;
  L945: {
    var p946;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p946 = adv(p + 1); } else { p946 = -1; if (rec) fail(p, 14); }
    if (p946 >= 0) { out = p946; break L945; }
    var p947;
    p947 = d41(p);
    if (p947 >= 0) { out = p947; break L945; }
    out = -1;
  }
  return done(39, out);
}
function d40(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 40;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 15); }
  return done(40, out);
}
function d41(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 41;
  L948: {
    var p950;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p950 = adv(p + 1); } else { p950 = -1; if (rec) fail(p, 120); }
    if (p950 < 0) { out = -1;  break L948; }
    var p951;
    if (p950 < n && (c = s.charCodeAt(p950), c < 128 && T4[c] === 1)) { p951 = adv(p950 + 1); } else { p951 = -1; if (rec) fail(p950, 13); }
    if (p951 < 0) { out = -1;  break L948; }
    var p952;
    if (p951 < n && (c = s.charCodeAt(p951), c < 128 && T4[c] === 1)) { p952 = adv(p951 + 1); } else { p952 = -1; if (rec) fail(p951, 13); }
    if (p952 < 0) { out = -1;  break L948; }
    out = p952;
  }
  return done(41, out);
}
function d42(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 42;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 16); }
  return done(42, out);
}
/** One pass: how far `input` matches the grammar (apg-js's maxMatched), and where the match ended. */
function run(input, from, to, recording) {
  text = input;
  size = to;
  far = from;
  look = 0;
  nots = 0;
  rec = recording;
  sp = 0;
  failures = [];
  copies = 64 * (64 + to - from);
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
* How far `input` matches (apg-js's maxMatched, `offset`), found in the same
* pass that records every terminal that failed there, with the stack of rules
* it was tried in and the rule that had just matched up to that offset
* (`after`, or -1).
*/
function diagnose(input, from = 0, to = input.length) {
  let end = run(input, from, to, true);
  if (!rec) {
    target = far;
    end = run(input, from, to, true);
    target = -1;
  }
  return { ok: end === to, offset: far, matched: end, endExpected: end >= 0 && end === far && end < to, failures };
}
module.exports = { locate, diagnose, rules, terminals, sections, ownRules };
