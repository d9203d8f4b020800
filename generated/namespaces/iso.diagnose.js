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
const T4 = table(128, '000000000000ff30e7000000e7000000');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const rules = ["NSS","std-nss","std-full","std-any","end-of-nss","docidentifier","originator","type","docnumber","partnumber","status","stage","stagecode","iteration","edition","docversion","simpleversion","isoversion","baseversion","includedsuppl","language","monolingual","bilingual","trilingual","supplement","suppltype","supplnumber","supplversion","docelement","elementnumber","elementrange","addition","techdefined","techelement","isodefined","DIGITS","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[0,55295],[56320,65535]]},{"set":[[55296,56319]]},{"set":[[56320,57343]]},{"set":[[45,45]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[46,46]]},{"set":[[86,86],[118,118]]},{"set":[[44,44]]},{"set":[[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"std:","caseless":true,"at":0},{"literal":"t","caseless":true,"at":1},{"literal":"d","caseless":true,"at":2},{"literal":":","caseless":true,"at":3},{"set":[[55296,55296]]},{"set":[[55297,56318]]},{"set":[[56319,56319]]},{"literal":"iso-iec","caseless":true,"at":0},{"literal":"s","caseless":true,"at":1},{"literal":"o","caseless":true,"at":2},{"literal":"-","caseless":true,"at":3},{"literal":"i","caseless":true,"at":4},{"literal":"e","caseless":true,"at":5},{"literal":"c","caseless":true,"at":6},{"literal":"iso-cie","caseless":true,"at":0},{"literal":"c","caseless":true,"at":4},{"literal":"i","caseless":true,"at":5},{"literal":"e","caseless":true,"at":6},{"literal":"iso-astm","caseless":true,"at":0},{"literal":"a","caseless":true,"at":4},{"literal":"s","caseless":true,"at":5},{"literal":"t","caseless":true,"at":6},{"literal":"m","caseless":true,"at":7},{"literal":"iso-ieee","caseless":true,"at":0},{"literal":"e","caseless":true,"at":7},{"literal":"iso","caseless":true,"at":0},{"literal":"iec","caseless":true,"at":0},{"literal":"e","caseless":true,"at":1},{"literal":"c","caseless":true,"at":2},{"literal":"data","caseless":true,"at":0},{"literal":"a","caseless":true,"at":1},{"literal":"t","caseless":true,"at":2},{"literal":"a","caseless":true,"at":3},{"literal":"guide","caseless":true,"at":0},{"literal":"u","caseless":true,"at":1},{"literal":"i","caseless":true,"at":2},{"literal":"d","caseless":true,"at":3},{"literal":"e","caseless":true,"at":4},{"literal":"isp","caseless":true,"at":0},{"literal":"p","caseless":true,"at":2},{"literal":"iwa","caseless":true,"at":0},{"literal":"w","caseless":true,"at":1},{"literal":"a","caseless":true,"at":2},{"literal":"pas","caseless":true,"at":0},{"literal":"s","caseless":true,"at":2},{"set":[[82,82],[114,114]]},{"literal":"tr","caseless":true,"at":0},{"literal":"r","caseless":true,"at":1},{"literal":"ts","caseless":true,"at":0},{"literal":"tta","caseless":true,"at":0},{"literal":"draft","caseless":true,"at":0},{"literal":"f","caseless":true,"at":3},{"literal":"t","caseless":true,"at":4},{"literal":"cancelled","caseless":true,"at":0},{"literal":"n","caseless":true,"at":2},{"literal":"c","caseless":true,"at":3},{"literal":"l","caseless":true,"at":5},{"literal":"l","caseless":true,"at":6},{"literal":"d","caseless":true,"at":8},{"literal":"stage-","caseless":true,"at":0},{"literal":"g","caseless":true,"at":3},{"literal":"-","caseless":true,"at":5},{"literal":"ed-","caseless":true,"at":0},{"literal":"d","caseless":true,"at":1},{"literal":"-","caseless":true,"at":2},{"literal":"en","caseless":true,"at":0},{"literal":"n","caseless":true,"at":1},{"literal":"fr","caseless":true,"at":0},{"literal":"ru","caseless":true,"at":0},{"literal":"es","caseless":true,"at":0},{"literal":"ar","caseless":true,"at":0},{"literal":"en,fr","caseless":true,"at":0},{"literal":",","caseless":true,"at":2},{"literal":"r","caseless":true,"at":4},{"literal":"en,ru","caseless":true,"at":0},{"literal":"r","caseless":true,"at":3},{"literal":"u","caseless":true,"at":4},{"literal":"fr,ru","caseless":true,"at":0},{"literal":"en,fr,ru","caseless":true,"at":0},{"literal":",","caseless":true,"at":5},{"literal":"r","caseless":true,"at":6},{"literal":"u","caseless":true,"at":7},{"literal":"amd","caseless":true,"at":0},{"literal":"m","caseless":true,"at":1},{"literal":"cor","caseless":true,"at":0},{"literal":"o","caseless":true,"at":1},{"literal":"r","caseless":true,"at":2},{"literal":"add","caseless":true,"at":0},{"literal":"clause","caseless":true,"at":0},{"literal":"l","caseless":true,"at":1},{"literal":"u","caseless":true,"at":3},{"literal":"s","caseless":true,"at":4},{"literal":"figure","caseless":true,"at":0},{"literal":"i","caseless":true,"at":1},{"literal":"g","caseless":true,"at":2},{"literal":"table","caseless":true,"at":0},{"literal":"b","caseless":true,"at":2},{"literal":"l","caseless":true,"at":3},{"literal":"term","caseless":true,"at":0},{"literal":"m","caseless":true,"at":3},{"literal":":tech","caseless":true,"at":0},{"literal":"e","caseless":true,"at":2},{"literal":"h","caseless":true,"at":4},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
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
/** The rule stack as it stands, copied by a loop: for a few entries V8 runs it faster than slice(). */
function copyStack() {
  const copy = new Array(sp);
  for (let i = 0; i < sp; i++) copy[i] = stack[i];
  return copy;
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
  failures.push({ at, origin, terminal, stack: n !== 0 && failures[n - 1].at === at ? null : copyStack(), after: lastEnd === origin ? lastRule : -1 });
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
  L322: {
    var p323;
    p323 = d2(p);
    if (p323 >= 0) { out = p323; break L322; }
    var p324;
    p324 = d3(p);
    if (p324 >= 0) { out = p324; break L322; }
    out = -1;
  }
  return done(1, out);
}
function d2(p) { // std-full
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L325: {
    var p327;
    L328: {
      var p330;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p330 = adv(p + 1); } else { p330 = -1; if (rec) fail(p, 16); }
      if (p330 < 0) { p327 = -1;  break L328; }
      var p331;
      if (p330 < n && (c = s.charCodeAt(p330), (c | 32) === 116)) { p331 = adv(p330 + 1); } else { p331 = -1; if (rec) fail(p330, 17, 1); }
      if (p331 < 0) { p327 = -1;  break L328; }
      var p332;
      if (p331 < n && (c = s.charCodeAt(p331), (c | 32) === 100)) { p332 = adv(p331 + 1); } else { p332 = -1; if (rec) fail(p331, 18, 2); }
      if (p332 < 0) { p327 = -1;  break L328; }
      var p333;
      if (p332 < n && (c = s.charCodeAt(p332), c === 58)) { p333 = adv(p332 + 1); } else { p333 = -1; if (rec) fail(p332, 19, 3); }
      if (p333 < 0) { p327 = -1;  break L328; }
      p327 = p333;
    }
    if (p327 < 0) { out = -1;  break L325; }
    var p334;
    p334 = d5(p327);
    if (p334 < 0) { out = -1;  break L325; }
    var p335;
    var q336 = p334, e339 = false;
    while (q336 < n) {
      var p340;
      p340 = d24(q336);
      if (p340 < 0) break;
      if (p340 === q336) { e339 = true; break; }
      q336 = p340;
    }
    if (rec && q336 >= n && !e339) fail(q336, 0);
    p335 = q336;
    if (p335 < 0) { out = -1;  break L325; }
    var p341;
    var q342 = p335, e345 = false;
    while (q342 < n) {
      var p346;
      p346 = d28(q342);
      if (p346 < 0) break;
      if (p346 === q342) { e345 = true; break; }
      q342 = p346;
    }
    if (rec && q342 >= n && !e345) fail(q342, 0);
    p341 = q342;
    if (p341 < 0) { out = -1;  break L325; }
    var p347;
    var q348 = p341, r349 = 0, e351 = false;
    while (q348 < n) {
      var p352;
      p352 = d31(q348);
      if (p352 < 0) break;
      if (p352 === q348) { e351 = true; break; }
      r349++; q348 = p352;
      if (r349 === 1) break;
    }
    if (rec && q348 >= n && !e351 && r349 < 1) fail(q348, 0);
    p347 = q348;
    if (p347 < 0) { out = -1;  break L325; }
    var p353;
    p353 = d4(p347);
    if (p353 < 0) { out = -1;  break L325; }
    out = p353;
  }
  return done(2, out);
}
function d3(p) { // std-any
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L354: {
    var p356;
    L357: {
      var p359;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p359 = adv(p + 1); } else { p359 = -1; if (rec) fail(p, 16); }
      if (p359 < 0) { p356 = -1;  break L357; }
      var p360;
      if (p359 < n && (c = s.charCodeAt(p359), (c | 32) === 116)) { p360 = adv(p359 + 1); } else { p360 = -1; if (rec) fail(p359, 17, 1); }
      if (p360 < 0) { p356 = -1;  break L357; }
      var p361;
      if (p360 < n && (c = s.charCodeAt(p360), (c | 32) === 100)) { p361 = adv(p360 + 1); } else { p361 = -1; if (rec) fail(p360, 18, 2); }
      if (p361 < 0) { p356 = -1;  break L357; }
      var p362;
      if (p361 < n && (c = s.charCodeAt(p361), c === 58)) { p362 = adv(p361 + 1); } else { p362 = -1; if (rec) fail(p361, 19, 3); }
      if (p362 < 0) { p356 = -1;  break L357; }
      p356 = p362;
    }
    if (p356 < 0) { out = -1;  break L354; }
    var p363;
    p363 = d6(p356);
    if (p363 < 0) { out = -1;  break L354; }
    var p364;
    var q365 = p363, r366 = 0, e368 = false;
    while (q365 < n) {
      var p369;
      L370: {
        var p372;
        if (q365 < n && (c = s.charCodeAt(q365), c === 58)) { p372 = adv(q365 + 1); } else { p372 = -1; if (rec) fail(q365, 0); }
        if (p372 < 0) { p369 = -1;  break L370; }
        var p373;
        p373 = d7(p372);
        if (p373 < 0) { p369 = -1;  break L370; }
        p369 = p373;
      }
      if (p369 < 0) break;
      if (p369 === q365) { e368 = true; break; }
      r366++; q365 = p369;
      if (r366 === 1) break;
    }
    if (rec && q365 >= n && !e368 && r366 < 1) fail(q365, 0);
    p364 = q365;
    if (p364 < 0) { out = -1;  break L354; }
    var p374;
    if (p364 < n && (c = s.charCodeAt(p364), c === 58)) { p374 = adv(p364 + 1); } else { p374 = -1; if (rec) fail(p364, 0); }
    if (p374 < 0) { out = -1;  break L354; }
    var p375;
    p375 = d8(p374);
    if (p375 < 0) { out = -1;  break L354; }
    var p376;
    var q377 = p375, r378 = 0, e380 = false;
    while (q377 < n) {
      var p381;
      p381 = d31(q377);
      if (p381 < 0) break;
      if (p381 === q377) { e380 = true; break; }
      r378++; q377 = p381;
      if (r378 === 1) break;
    }
    if (rec && q377 >= n && !e380 && r378 < 1) fail(q377, 0);
    p376 = q377;
    if (p376 < 0) { out = -1;  break L354; }
    out = p376;
  }
  return done(3, out);
}
function d4(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  var p382;
  look++; nots++;
  L384: {
    var p385;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p385 = adv(p + 1); } else { p385 = -1; if (rec) fail(p, 1); }
    if (p385 >= 0) { p382 = p385; break L384; }
    var p386;
    L387: {
      var p389;
      if (p < n && (c = s.charCodeAt(p), c === 55296)) { p389 = adv(p + 1); } else { p389 = -1; if (rec) fail(p, 20); }
      if (p389 < 0) { p386 = -1;  break L387; }
      var p390;
      if (p389 < n && (c = s.charCodeAt(p389), ((c >= 56320 && c <= 57343)))) { p390 = adv(p389 + 1); } else { p390 = -1; if (rec) fail(p389, 3); }
      if (p390 < 0) { p386 = -1;  break L387; }
      p386 = p390;
    }
    if (p386 >= 0) { p382 = p386; break L384; }
    var p391;
    L392: {
      var p394;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55297 && c <= 56318)))) { p394 = adv(p + 1); } else { p394 = -1; if (rec) fail(p, 21); }
      if (p394 < 0) { p391 = -1;  break L392; }
      var p395;
      if (p394 < n && (c = s.charCodeAt(p394), ((c >= 56320 && c <= 57343)))) { p395 = adv(p394 + 1); } else { p395 = -1; if (rec) fail(p394, 3); }
      if (p395 < 0) { p391 = -1;  break L392; }
      p391 = p395;
    }
    if (p391 >= 0) { p382 = p391; break L384; }
    var p396;
    L397: {
      var p399;
      if (p < n && (c = s.charCodeAt(p), c === 56319)) { p399 = adv(p + 1); } else { p399 = -1; if (rec) fail(p, 22); }
      if (p399 < 0) { p396 = -1;  break L397; }
      var p400;
      if (p399 < n && (c = s.charCodeAt(p399), ((c >= 56320 && c <= 57343)))) { p400 = adv(p399 + 1); } else { p400 = -1; if (rec) fail(p399, 3); }
      if (p400 < 0) { p396 = -1;  break L397; }
      p396 = p400;
    }
    if (p396 >= 0) { p382 = p396; break L384; }
    var p401;
    L402: {
      var p404;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55296 && c <= 56319)))) { p404 = adv(p + 1); } else { p404 = -1; if (rec) fail(p, 2); }
      if (p404 < 0) { p401 = -1;  break L402; }
      var p405;
      var p406;
      look++; nots++;
      if (p404 < n && (c = s.charCodeAt(p404), ((c >= 56320 && c <= 57343)))) { p406 = adv(p404 + 1); } else { p406 = -1; if (rec) fail(p404, 3); }
      look--; nots--;
      p405 = p406 >= 0 ? -1 : p404;
      if (p405 < 0) { p401 = -1;  break L402; }
      p401 = p405;
    }
    if (p401 >= 0) { p382 = p401; break L384; }
    p382 = -1;
  }
  look--; nots--;
  out = p382 >= 0 ? -1 : p;
  return done(4, out);
}
function d5(p) { // docidentifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L408: {
    var p410;
    p410 = d6(p);
    if (p410 < 0) { out = -1;  break L408; }
    var p411;
    var q412 = p410, r413 = 0, e415 = false;
    while (q412 < n) {
      var p416;
      L417: {
        var p419;
        if (q412 < n && (c = s.charCodeAt(q412), c === 58)) { p419 = adv(q412 + 1); } else { p419 = -1; if (rec) fail(q412, 0); }
        if (p419 < 0) { p416 = -1;  break L417; }
        var p420;
        p420 = d7(p419);
        if (p420 < 0) { p416 = -1;  break L417; }
        p416 = p420;
      }
      if (p416 < 0) break;
      if (p416 === q412) { e415 = true; break; }
      r413++; q412 = p416;
      if (r413 === 1) break;
    }
    if (rec && q412 >= n && !e415 && r413 < 1) fail(q412, 0);
    p411 = q412;
    if (p411 < 0) { out = -1;  break L408; }
    var p421;
    if (p411 < n && (c = s.charCodeAt(p411), c === 58)) { p421 = adv(p411 + 1); } else { p421 = -1; if (rec) fail(p411, 0); }
    if (p421 < 0) { out = -1;  break L408; }
    var p422;
    p422 = d8(p421);
    if (p422 < 0) { out = -1;  break L408; }
    var p423;
    var q424 = p422, r425 = 0, e427 = false;
    while (q424 < n) {
      var p428;
      L429: {
        var p431;
        if (q424 < n && (c = s.charCodeAt(q424), c === 58)) { p431 = adv(q424 + 1); } else { p431 = -1; if (rec) fail(q424, 0); }
        if (p431 < 0) { p428 = -1;  break L429; }
        var p432;
        p432 = d9(p431);
        if (p432 < 0) { p428 = -1;  break L429; }
        p428 = p432;
      }
      if (p428 < 0) break;
      if (p428 === q424) { e427 = true; break; }
      r425++; q424 = p428;
      if (r425 === 1) break;
    }
    if (rec && q424 >= n && !e427 && r425 < 1) fail(q424, 0);
    p423 = q424;
    if (p423 < 0) { out = -1;  break L408; }
    var p433;
    var q434 = p423, r435 = 0, e437 = false;
    while (q434 < n) {
      var p438;
      L439: {
        var p441;
        var q442 = q434, r443 = 0, e445 = false;
        while (q442 < n) {
          var p446;
          L447: {
            var p449;
            if (q442 < n && (c = s.charCodeAt(q442), c === 58)) { p449 = adv(q442 + 1); } else { p449 = -1; if (rec) fail(q442, 0); }
            if (p449 < 0) { p446 = -1;  break L447; }
            var p450;
            p450 = d10(p449);
            if (p450 < 0) { p446 = -1;  break L447; }
            p446 = p450;
          }
          if (p446 < 0) break;
          if (p446 === q442) { e445 = true; break; }
          r443++; q442 = p446;
          if (r443 === 1) break;
        }
        if (rec && q442 >= n && !e445 && r443 < 1) fail(q442, 0);
        p441 = q442;
        if (p441 < 0) { p438 = -1;  break L439; }
        var p451;
        if (p441 < n && (c = s.charCodeAt(p441), c === 58)) { p451 = adv(p441 + 1); } else { p451 = -1; if (rec) fail(p441, 0); }
        if (p451 < 0) { p438 = -1;  break L439; }
        var p452;
        p452 = d14(p451);
        if (p452 < 0) { p438 = -1;  break L439; }
        p438 = p452;
      }
      if (p438 < 0) break;
      if (p438 === q434) { e437 = true; break; }
      r435++; q434 = p438;
      if (r435 === 1) break;
    }
    if (rec && q434 >= n && !e437 && r435 < 1) fail(q434, 0);
    p433 = q434;
    if (p433 < 0) { out = -1;  break L408; }
    var p453;
    var q454 = p433, r455 = 0, e457 = false;
    while (q454 < n) {
      var p458;
      L459: {
        var p461;
        if (q454 < n && (c = s.charCodeAt(q454), c === 58)) { p461 = adv(q454 + 1); } else { p461 = -1; if (rec) fail(q454, 0); }
        if (p461 < 0) { p458 = -1;  break L459; }
        var p462;
        p462 = d15(p461);
        if (p462 < 0) { p458 = -1;  break L459; }
        p458 = p462;
      }
      if (p458 < 0) break;
      if (p458 === q454) { e457 = true; break; }
      r455++; q454 = p458;
      if (r455 === 1) break;
    }
    if (rec && q454 >= n && !e457 && r455 < 1) fail(q454, 0);
    p453 = q454;
    if (p453 < 0) { out = -1;  break L408; }
    var p463;
    var q464 = p453, r465 = 0, e467 = false;
    while (q464 < n) {
      var p468;
      L469: {
        var p471;
        if (q464 < n && (c = s.charCodeAt(q464), c === 58)) { p471 = adv(q464 + 1); } else { p471 = -1; if (rec) fail(q464, 0); }
        if (p471 < 0) { p468 = -1;  break L469; }
        var p472;
        p472 = d20(p471);
        if (p472 < 0) { p468 = -1;  break L469; }
        p468 = p472;
      }
      if (p468 < 0) break;
      if (p468 === q464) { e467 = true; break; }
      r465++; q464 = p468;
      if (r465 === 1) break;
    }
    if (rec && q464 >= n && !e467 && r465 < 1) fail(q464, 0);
    p463 = q464;
    if (p463 < 0) { out = -1;  break L408; }
    out = p463;
  }
  return done(5, out);
}
function d6(p) { // originator
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L473: {
    var p474;
    L475: {
      var p477;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p477 = adv(p + 1); } else { p477 = -1; if (rec) fail(p, 23); }
      if (p477 < 0) { p474 = -1;  break L475; }
      var p478;
      if (p477 < n && (c = s.charCodeAt(p477), (c | 32) === 115)) { p478 = adv(p477 + 1); } else { p478 = -1; if (rec) fail(p477, 24, 1); }
      if (p478 < 0) { p474 = -1;  break L475; }
      var p479;
      if (p478 < n && (c = s.charCodeAt(p478), (c | 32) === 111)) { p479 = adv(p478 + 1); } else { p479 = -1; if (rec) fail(p478, 25, 2); }
      if (p479 < 0) { p474 = -1;  break L475; }
      var p480;
      if (p479 < n && (c = s.charCodeAt(p479), c === 45)) { p480 = adv(p479 + 1); } else { p480 = -1; if (rec) fail(p479, 26, 3); }
      if (p480 < 0) { p474 = -1;  break L475; }
      var p481;
      if (p480 < n && (c = s.charCodeAt(p480), (c | 32) === 105)) { p481 = adv(p480 + 1); } else { p481 = -1; if (rec) fail(p480, 27, 4); }
      if (p481 < 0) { p474 = -1;  break L475; }
      var p482;
      if (p481 < n && (c = s.charCodeAt(p481), (c | 32) === 101)) { p482 = adv(p481 + 1); } else { p482 = -1; if (rec) fail(p481, 28, 5); }
      if (p482 < 0) { p474 = -1;  break L475; }
      var p483;
      if (p482 < n && (c = s.charCodeAt(p482), (c | 32) === 99)) { p483 = adv(p482 + 1); } else { p483 = -1; if (rec) fail(p482, 29, 6); }
      if (p483 < 0) { p474 = -1;  break L475; }
      p474 = p483;
    }
    if (p474 >= 0) { out = p474; break L473; }
    var p484;
    L485: {
      var p487;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p487 = adv(p + 1); } else { p487 = -1; if (rec) fail(p, 30); }
      if (p487 < 0) { p484 = -1;  break L485; }
      var p488;
      if (p487 < n && (c = s.charCodeAt(p487), (c | 32) === 115)) { p488 = adv(p487 + 1); } else { p488 = -1; if (rec) fail(p487, 24, 1); }
      if (p488 < 0) { p484 = -1;  break L485; }
      var p489;
      if (p488 < n && (c = s.charCodeAt(p488), (c | 32) === 111)) { p489 = adv(p488 + 1); } else { p489 = -1; if (rec) fail(p488, 25, 2); }
      if (p489 < 0) { p484 = -1;  break L485; }
      var p490;
      if (p489 < n && (c = s.charCodeAt(p489), c === 45)) { p490 = adv(p489 + 1); } else { p490 = -1; if (rec) fail(p489, 26, 3); }
      if (p490 < 0) { p484 = -1;  break L485; }
      var p491;
      if (p490 < n && (c = s.charCodeAt(p490), (c | 32) === 99)) { p491 = adv(p490 + 1); } else { p491 = -1; if (rec) fail(p490, 31, 4); }
      if (p491 < 0) { p484 = -1;  break L485; }
      var p492;
      if (p491 < n && (c = s.charCodeAt(p491), (c | 32) === 105)) { p492 = adv(p491 + 1); } else { p492 = -1; if (rec) fail(p491, 32, 5); }
      if (p492 < 0) { p484 = -1;  break L485; }
      var p493;
      if (p492 < n && (c = s.charCodeAt(p492), (c | 32) === 101)) { p493 = adv(p492 + 1); } else { p493 = -1; if (rec) fail(p492, 33, 6); }
      if (p493 < 0) { p484 = -1;  break L485; }
      p484 = p493;
    }
    if (p484 >= 0) { out = p484; break L473; }
    var p494;
    L495: {
      var p497;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p497 = adv(p + 1); } else { p497 = -1; if (rec) fail(p, 34); }
      if (p497 < 0) { p494 = -1;  break L495; }
      var p498;
      if (p497 < n && (c = s.charCodeAt(p497), (c | 32) === 115)) { p498 = adv(p497 + 1); } else { p498 = -1; if (rec) fail(p497, 24, 1); }
      if (p498 < 0) { p494 = -1;  break L495; }
      var p499;
      if (p498 < n && (c = s.charCodeAt(p498), (c | 32) === 111)) { p499 = adv(p498 + 1); } else { p499 = -1; if (rec) fail(p498, 25, 2); }
      if (p499 < 0) { p494 = -1;  break L495; }
      var p500;
      if (p499 < n && (c = s.charCodeAt(p499), c === 45)) { p500 = adv(p499 + 1); } else { p500 = -1; if (rec) fail(p499, 26, 3); }
      if (p500 < 0) { p494 = -1;  break L495; }
      var p501;
      if (p500 < n && (c = s.charCodeAt(p500), (c | 32) === 97)) { p501 = adv(p500 + 1); } else { p501 = -1; if (rec) fail(p500, 35, 4); }
      if (p501 < 0) { p494 = -1;  break L495; }
      var p502;
      if (p501 < n && (c = s.charCodeAt(p501), (c | 32) === 115)) { p502 = adv(p501 + 1); } else { p502 = -1; if (rec) fail(p501, 36, 5); }
      if (p502 < 0) { p494 = -1;  break L495; }
      var p503;
      if (p502 < n && (c = s.charCodeAt(p502), (c | 32) === 116)) { p503 = adv(p502 + 1); } else { p503 = -1; if (rec) fail(p502, 37, 6); }
      if (p503 < 0) { p494 = -1;  break L495; }
      var p504;
      if (p503 < n && (c = s.charCodeAt(p503), (c | 32) === 109)) { p504 = adv(p503 + 1); } else { p504 = -1; if (rec) fail(p503, 38, 7); }
      if (p504 < 0) { p494 = -1;  break L495; }
      p494 = p504;
    }
    if (p494 >= 0) { out = p494; break L473; }
    var p505;
    L506: {
      var p508;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p508 = adv(p + 1); } else { p508 = -1; if (rec) fail(p, 39); }
      if (p508 < 0) { p505 = -1;  break L506; }
      var p509;
      if (p508 < n && (c = s.charCodeAt(p508), (c | 32) === 115)) { p509 = adv(p508 + 1); } else { p509 = -1; if (rec) fail(p508, 24, 1); }
      if (p509 < 0) { p505 = -1;  break L506; }
      var p510;
      if (p509 < n && (c = s.charCodeAt(p509), (c | 32) === 111)) { p510 = adv(p509 + 1); } else { p510 = -1; if (rec) fail(p509, 25, 2); }
      if (p510 < 0) { p505 = -1;  break L506; }
      var p511;
      if (p510 < n && (c = s.charCodeAt(p510), c === 45)) { p511 = adv(p510 + 1); } else { p511 = -1; if (rec) fail(p510, 26, 3); }
      if (p511 < 0) { p505 = -1;  break L506; }
      var p512;
      if (p511 < n && (c = s.charCodeAt(p511), (c | 32) === 105)) { p512 = adv(p511 + 1); } else { p512 = -1; if (rec) fail(p511, 27, 4); }
      if (p512 < 0) { p505 = -1;  break L506; }
      var p513;
      if (p512 < n && (c = s.charCodeAt(p512), (c | 32) === 101)) { p513 = adv(p512 + 1); } else { p513 = -1; if (rec) fail(p512, 28, 5); }
      if (p513 < 0) { p505 = -1;  break L506; }
      var p514;
      if (p513 < n && (c = s.charCodeAt(p513), (c | 32) === 101)) { p514 = adv(p513 + 1); } else { p514 = -1; if (rec) fail(p513, 33, 6); }
      if (p514 < 0) { p505 = -1;  break L506; }
      var p515;
      if (p514 < n && (c = s.charCodeAt(p514), (c | 32) === 101)) { p515 = adv(p514 + 1); } else { p515 = -1; if (rec) fail(p514, 40, 7); }
      if (p515 < 0) { p505 = -1;  break L506; }
      p505 = p515;
    }
    if (p505 >= 0) { out = p505; break L473; }
    var p516;
    L517: {
      var p519;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p519 = adv(p + 1); } else { p519 = -1; if (rec) fail(p, 41); }
      if (p519 < 0) { p516 = -1;  break L517; }
      var p520;
      if (p519 < n && (c = s.charCodeAt(p519), (c | 32) === 115)) { p520 = adv(p519 + 1); } else { p520 = -1; if (rec) fail(p519, 24, 1); }
      if (p520 < 0) { p516 = -1;  break L517; }
      var p521;
      if (p520 < n && (c = s.charCodeAt(p520), (c | 32) === 111)) { p521 = adv(p520 + 1); } else { p521 = -1; if (rec) fail(p520, 25, 2); }
      if (p521 < 0) { p516 = -1;  break L517; }
      p516 = p521;
    }
    if (p516 >= 0) { out = p516; break L473; }
    var p522;
    L523: {
      var p525;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p525 = adv(p + 1); } else { p525 = -1; if (rec) fail(p, 42); }
      if (p525 < 0) { p522 = -1;  break L523; }
      var p526;
      if (p525 < n && (c = s.charCodeAt(p525), (c | 32) === 101)) { p526 = adv(p525 + 1); } else { p526 = -1; if (rec) fail(p525, 43, 1); }
      if (p526 < 0) { p522 = -1;  break L523; }
      var p527;
      if (p526 < n && (c = s.charCodeAt(p526), (c | 32) === 99)) { p527 = adv(p526 + 1); } else { p527 = -1; if (rec) fail(p526, 44, 2); }
      if (p527 < 0) { p522 = -1;  break L523; }
      p522 = p527;
    }
    if (p522 >= 0) { out = p522; break L473; }
    out = -1;
  }
  return done(6, out);
}
function d7(p) { // type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L528: {
    var p529;
    L530: {
      var p532;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p532 = adv(p + 1); } else { p532 = -1; if (rec) fail(p, 45); }
      if (p532 < 0) { p529 = -1;  break L530; }
      var p533;
      if (p532 < n && (c = s.charCodeAt(p532), (c | 32) === 97)) { p533 = adv(p532 + 1); } else { p533 = -1; if (rec) fail(p532, 46, 1); }
      if (p533 < 0) { p529 = -1;  break L530; }
      var p534;
      if (p533 < n && (c = s.charCodeAt(p533), (c | 32) === 116)) { p534 = adv(p533 + 1); } else { p534 = -1; if (rec) fail(p533, 47, 2); }
      if (p534 < 0) { p529 = -1;  break L530; }
      var p535;
      if (p534 < n && (c = s.charCodeAt(p534), (c | 32) === 97)) { p535 = adv(p534 + 1); } else { p535 = -1; if (rec) fail(p534, 48, 3); }
      if (p535 < 0) { p529 = -1;  break L530; }
      p529 = p535;
    }
    if (p529 >= 0) { out = p529; break L528; }
    var p536;
    L537: {
      var p539;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 103)) { p539 = adv(p + 1); } else { p539 = -1; if (rec) fail(p, 49); }
      if (p539 < 0) { p536 = -1;  break L537; }
      var p540;
      if (p539 < n && (c = s.charCodeAt(p539), (c | 32) === 117)) { p540 = adv(p539 + 1); } else { p540 = -1; if (rec) fail(p539, 50, 1); }
      if (p540 < 0) { p536 = -1;  break L537; }
      var p541;
      if (p540 < n && (c = s.charCodeAt(p540), (c | 32) === 105)) { p541 = adv(p540 + 1); } else { p541 = -1; if (rec) fail(p540, 51, 2); }
      if (p541 < 0) { p536 = -1;  break L537; }
      var p542;
      if (p541 < n && (c = s.charCodeAt(p541), (c | 32) === 100)) { p542 = adv(p541 + 1); } else { p542 = -1; if (rec) fail(p541, 52, 3); }
      if (p542 < 0) { p536 = -1;  break L537; }
      var p543;
      if (p542 < n && (c = s.charCodeAt(p542), (c | 32) === 101)) { p543 = adv(p542 + 1); } else { p543 = -1; if (rec) fail(p542, 53, 4); }
      if (p543 < 0) { p536 = -1;  break L537; }
      p536 = p543;
    }
    if (p536 >= 0) { out = p536; break L528; }
    var p544;
    L545: {
      var p547;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p547 = adv(p + 1); } else { p547 = -1; if (rec) fail(p, 54); }
      if (p547 < 0) { p544 = -1;  break L545; }
      var p548;
      if (p547 < n && (c = s.charCodeAt(p547), (c | 32) === 115)) { p548 = adv(p547 + 1); } else { p548 = -1; if (rec) fail(p547, 24, 1); }
      if (p548 < 0) { p544 = -1;  break L545; }
      var p549;
      if (p548 < n && (c = s.charCodeAt(p548), (c | 32) === 112)) { p549 = adv(p548 + 1); } else { p549 = -1; if (rec) fail(p548, 55, 2); }
      if (p549 < 0) { p544 = -1;  break L545; }
      p544 = p549;
    }
    if (p544 >= 0) { out = p544; break L528; }
    var p550;
    L551: {
      var p553;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 105)) { p553 = adv(p + 1); } else { p553 = -1; if (rec) fail(p, 56); }
      if (p553 < 0) { p550 = -1;  break L551; }
      var p554;
      if (p553 < n && (c = s.charCodeAt(p553), (c | 32) === 119)) { p554 = adv(p553 + 1); } else { p554 = -1; if (rec) fail(p553, 57, 1); }
      if (p554 < 0) { p550 = -1;  break L551; }
      var p555;
      if (p554 < n && (c = s.charCodeAt(p554), (c | 32) === 97)) { p555 = adv(p554 + 1); } else { p555 = -1; if (rec) fail(p554, 58, 2); }
      if (p555 < 0) { p550 = -1;  break L551; }
      p550 = p555;
    }
    if (p550 >= 0) { out = p550; break L528; }
    var p556;
    L557: {
      var p559;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) { p559 = adv(p + 1); } else { p559 = -1; if (rec) fail(p, 59); }
      if (p559 < 0) { p556 = -1;  break L557; }
      var p560;
      if (p559 < n && (c = s.charCodeAt(p559), (c | 32) === 97)) { p560 = adv(p559 + 1); } else { p560 = -1; if (rec) fail(p559, 46, 1); }
      if (p560 < 0) { p556 = -1;  break L557; }
      var p561;
      if (p560 < n && (c = s.charCodeAt(p560), (c | 32) === 115)) { p561 = adv(p560 + 1); } else { p561 = -1; if (rec) fail(p560, 60, 2); }
      if (p561 < 0) { p556 = -1;  break L557; }
      p556 = p561;
    }
    if (p556 >= 0) { out = p556; break L528; }
    var p562;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p562 = adv(p + 1); } else { p562 = -1; if (rec) fail(p, 61); }
    if (p562 >= 0) { out = p562; break L528; }
    var p563;
    L564: {
      var p566;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p566 = adv(p + 1); } else { p566 = -1; if (rec) fail(p, 62); }
      if (p566 < 0) { p563 = -1;  break L564; }
      var p567;
      if (p566 < n && (c = s.charCodeAt(p566), (c | 32) === 114)) { p567 = adv(p566 + 1); } else { p567 = -1; if (rec) fail(p566, 63, 1); }
      if (p567 < 0) { p563 = -1;  break L564; }
      p563 = p567;
    }
    if (p563 >= 0) { out = p563; break L528; }
    var p568;
    L569: {
      var p571;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p571 = adv(p + 1); } else { p571 = -1; if (rec) fail(p, 64); }
      if (p571 < 0) { p568 = -1;  break L569; }
      var p572;
      if (p571 < n && (c = s.charCodeAt(p571), (c | 32) === 115)) { p572 = adv(p571 + 1); } else { p572 = -1; if (rec) fail(p571, 24, 1); }
      if (p572 < 0) { p568 = -1;  break L569; }
      p568 = p572;
    }
    if (p568 >= 0) { out = p568; break L528; }
    var p573;
    L574: {
      var p576;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 116)) { p576 = adv(p + 1); } else { p576 = -1; if (rec) fail(p, 65); }
      if (p576 < 0) { p573 = -1;  break L574; }
      var p577;
      if (p576 < n && (c = s.charCodeAt(p576), (c | 32) === 116)) { p577 = adv(p576 + 1); } else { p577 = -1; if (rec) fail(p576, 17, 1); }
      if (p577 < 0) { p573 = -1;  break L574; }
      var p578;
      if (p577 < n && (c = s.charCodeAt(p577), (c | 32) === 97)) { p578 = adv(p577 + 1); } else { p578 = -1; if (rec) fail(p577, 58, 2); }
      if (p578 < 0) { p573 = -1;  break L574; }
      p573 = p578;
    }
    if (p573 >= 0) { out = p573; break L528; }
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
  L579: {
    var p581;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p581 = adv(p + 1); } else { p581 = -1; if (rec) fail(p, 4); }
    if (p581 < 0) { out = -1;  break L579; }
    var p582;
    var q583 = p581;
    while (q583 < n && (c = s.charCodeAt(q583), T0[c] === 1)) q583++;
    if (look === 0 && q583 > far) far = q583; if (rec) fail(q583, 5);
    p582 = q583 - p581 >= 1 ? q583 : -1;
    if (p582 < 0) { out = -1;  break L579; }
    out = p582;
  }
  return done(9, out);
}
function d10(p) { // status
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L585: {
    var p586;
    L587: {
      var p588;
      L589: {
        var p591;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p591 = adv(p + 1); } else { p591 = -1; if (rec) fail(p, 66); }
        if (p591 < 0) { p588 = -1;  break L589; }
        var p592;
        if (p591 < n && (c = s.charCodeAt(p591), (c | 32) === 114)) { p592 = adv(p591 + 1); } else { p592 = -1; if (rec) fail(p591, 63, 1); }
        if (p592 < 0) { p588 = -1;  break L589; }
        var p593;
        if (p592 < n && (c = s.charCodeAt(p592), (c | 32) === 97)) { p593 = adv(p592 + 1); } else { p593 = -1; if (rec) fail(p592, 58, 2); }
        if (p593 < 0) { p588 = -1;  break L589; }
        var p594;
        if (p593 < n && (c = s.charCodeAt(p593), (c | 32) === 102)) { p594 = adv(p593 + 1); } else { p594 = -1; if (rec) fail(p593, 67, 3); }
        if (p594 < 0) { p588 = -1;  break L589; }
        var p595;
        if (p594 < n && (c = s.charCodeAt(p594), (c | 32) === 116)) { p595 = adv(p594 + 1); } else { p595 = -1; if (rec) fail(p594, 68, 4); }
        if (p595 < 0) { p588 = -1;  break L589; }
        p588 = p595;
      }
      if (p588 >= 0) { p586 = p588; break L587; }
      var p596;
      L597: {
        var p599;
        if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p599 = adv(p + 1); } else { p599 = -1; if (rec) fail(p, 69); }
        if (p599 < 0) { p596 = -1;  break L597; }
        var p600;
        if (p599 < n && (c = s.charCodeAt(p599), (c | 32) === 97)) { p600 = adv(p599 + 1); } else { p600 = -1; if (rec) fail(p599, 46, 1); }
        if (p600 < 0) { p596 = -1;  break L597; }
        var p601;
        if (p600 < n && (c = s.charCodeAt(p600), (c | 32) === 110)) { p601 = adv(p600 + 1); } else { p601 = -1; if (rec) fail(p600, 70, 2); }
        if (p601 < 0) { p596 = -1;  break L597; }
        var p602;
        if (p601 < n && (c = s.charCodeAt(p601), (c | 32) === 99)) { p602 = adv(p601 + 1); } else { p602 = -1; if (rec) fail(p601, 71, 3); }
        if (p602 < 0) { p596 = -1;  break L597; }
        var p603;
        if (p602 < n && (c = s.charCodeAt(p602), (c | 32) === 101)) { p603 = adv(p602 + 1); } else { p603 = -1; if (rec) fail(p602, 53, 4); }
        if (p603 < 0) { p596 = -1;  break L597; }
        var p604;
        if (p603 < n && (c = s.charCodeAt(p603), (c | 32) === 108)) { p604 = adv(p603 + 1); } else { p604 = -1; if (rec) fail(p603, 72, 5); }
        if (p604 < 0) { p596 = -1;  break L597; }
        var p605;
        if (p604 < n && (c = s.charCodeAt(p604), (c | 32) === 108)) { p605 = adv(p604 + 1); } else { p605 = -1; if (rec) fail(p604, 73, 6); }
        if (p605 < 0) { p596 = -1;  break L597; }
        var p606;
        if (p605 < n && (c = s.charCodeAt(p605), (c | 32) === 101)) { p606 = adv(p605 + 1); } else { p606 = -1; if (rec) fail(p605, 40, 7); }
        if (p606 < 0) { p596 = -1;  break L597; }
        var p607;
        if (p606 < n && (c = s.charCodeAt(p606), (c | 32) === 100)) { p607 = adv(p606 + 1); } else { p607 = -1; if (rec) fail(p606, 74, 8); }
        if (p607 < 0) { p596 = -1;  break L597; }
        p596 = p607;
      }
      if (p596 >= 0) { p586 = p596; break L587; }
      p586 = -1;
    }
    if (p586 >= 0) { out = p586; break L585; }
    var p608;
    p608 = d11(p);
    if (p608 >= 0) { out = p608; break L585; }
    out = -1;
  }
  return done(10, out);
}
function d11(p) { // stage
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L609: {
    var p611;
    L612: {
      var p614;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p614 = adv(p + 1); } else { p614 = -1; if (rec) fail(p, 75); }
      if (p614 < 0) { p611 = -1;  break L612; }
      var p615;
      if (p614 < n && (c = s.charCodeAt(p614), (c | 32) === 116)) { p615 = adv(p614 + 1); } else { p615 = -1; if (rec) fail(p614, 17, 1); }
      if (p615 < 0) { p611 = -1;  break L612; }
      var p616;
      if (p615 < n && (c = s.charCodeAt(p615), (c | 32) === 97)) { p616 = adv(p615 + 1); } else { p616 = -1; if (rec) fail(p615, 58, 2); }
      if (p616 < 0) { p611 = -1;  break L612; }
      var p617;
      if (p616 < n && (c = s.charCodeAt(p616), (c | 32) === 103)) { p617 = adv(p616 + 1); } else { p617 = -1; if (rec) fail(p616, 76, 3); }
      if (p617 < 0) { p611 = -1;  break L612; }
      var p618;
      if (p617 < n && (c = s.charCodeAt(p617), (c | 32) === 101)) { p618 = adv(p617 + 1); } else { p618 = -1; if (rec) fail(p617, 53, 4); }
      if (p618 < 0) { p611 = -1;  break L612; }
      var p619;
      if (p618 < n && (c = s.charCodeAt(p618), c === 45)) { p619 = adv(p618 + 1); } else { p619 = -1; if (rec) fail(p618, 77, 5); }
      if (p619 < 0) { p611 = -1;  break L612; }
      p611 = p619;
    }
    if (p611 < 0) { out = -1;  break L609; }
    var p620;
    p620 = d12(p611);
    if (p620 < 0) { out = -1;  break L609; }
    var p621;
    var q622 = p620, r623 = 0, e625 = false;
    while (q622 < n) {
      var p626;
      L627: {
        var p629;
        if (q622 < n && (c = s.charCodeAt(q622), c === 46)) { p629 = adv(q622 + 1); } else { p629 = -1; if (rec) fail(q622, 6); }
        if (p629 < 0) { p626 = -1;  break L627; }
        var p630;
        p630 = d13(p629);
        if (p630 < 0) { p626 = -1;  break L627; }
        p626 = p630;
      }
      if (p626 < 0) break;
      if (p626 === q622) { e625 = true; break; }
      r623++; q622 = p626;
      if (r623 === 1) break;
    }
    if (rec && q622 >= n && !e625 && r623 < 1) fail(q622, 6);
    p621 = q622;
    if (p621 < 0) { out = -1;  break L609; }
    out = p621;
  }
  return done(11, out);
}
function d12(p) { // stagecode
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L631: {
    var p633;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p633 = adv(p + 1); } else { p633 = -1; if (rec) fail(p, 11); }
    if (p633 < 0) { out = -1;  break L631; }
    var p634;
    if (p633 < n && (c = s.charCodeAt(p633), c < 128 && T1[c] === 1)) { p634 = adv(p633 + 1); } else { p634 = -1; if (rec) fail(p633, 11); }
    if (p634 < 0) { out = -1;  break L631; }
    var p635;
    if (p634 < n && (c = s.charCodeAt(p634), c === 46)) { p635 = adv(p634 + 1); } else { p635 = -1; if (rec) fail(p634, 6); }
    if (p635 < 0) { out = -1;  break L631; }
    var p636;
    if (p635 < n && (c = s.charCodeAt(p635), c < 128 && T1[c] === 1)) { p636 = adv(p635 + 1); } else { p636 = -1; if (rec) fail(p635, 11); }
    if (p636 < 0) { out = -1;  break L631; }
    var p637;
    if (p636 < n && (c = s.charCodeAt(p636), c < 128 && T1[c] === 1)) { p637 = adv(p636 + 1); } else { p637 = -1; if (rec) fail(p636, 11); }
    if (p637 < 0) { out = -1;  break L631; }
    out = p637;
  }
  return done(12, out);
}
function d13(p) { // iteration
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L638: {
    var p640;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p640 = adv(p + 1); } else { p640 = -1; if (rec) fail(p, 7); }
    if (p640 < 0) { out = -1;  break L638; }
    var p641;
    p641 = d35(p640);
    if (p641 < 0) { out = -1;  break L638; }
    out = p641;
  }
  return done(13, out);
}
function d14(p) { // edition
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L642: {
    var p644;
    L645: {
      var p647;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p647 = adv(p + 1); } else { p647 = -1; if (rec) fail(p, 78); }
      if (p647 < 0) { p644 = -1;  break L645; }
      var p648;
      if (p647 < n && (c = s.charCodeAt(p647), (c | 32) === 100)) { p648 = adv(p647 + 1); } else { p648 = -1; if (rec) fail(p647, 79, 1); }
      if (p648 < 0) { p644 = -1;  break L645; }
      var p649;
      if (p648 < n && (c = s.charCodeAt(p648), c === 45)) { p649 = adv(p648 + 1); } else { p649 = -1; if (rec) fail(p648, 80, 2); }
      if (p649 < 0) { p644 = -1;  break L645; }
      p644 = p649;
    }
    if (p644 < 0) { out = -1;  break L642; }
    var p650;
    p650 = d35(p644);
    if (p650 < 0) { out = -1;  break L642; }
    out = p650;
  }
  return done(14, out);
}
function d15(p) { // docversion
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L651: {
    var p653;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p653 = adv(p + 1); } else { p653 = -1; if (rec) fail(p, 7); }
    if (p653 < 0) { out = -1;  break L651; }
    var p654;
    L655: {
      var p656;
      L657: {
        var p659;
        p659 = d16(p653);
        if (p659 < 0) { p656 = -1;  break L657; }
        var p660;
        var p661;
        look++; nots++;
        if (p659 < n && (c = s.charCodeAt(p659), c === 45)) { p661 = adv(p659 + 1); } else { p661 = -1; if (rec) fail(p659, 4); }
        look--; nots--;
        p660 = p661 >= 0 ? -1 : p659;
        if (p660 < 0) { p656 = -1;  break L657; }
        p656 = p660;
      }
      if (p656 >= 0) { p654 = p656; break L655; }
      var p663;
      p663 = d17(p653);
      if (p663 >= 0) { p654 = p663; break L655; }
      p654 = -1;
    }
    if (p654 < 0) { out = -1;  break L651; }
    out = p654;
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
  L664: {
    var p666;
    p666 = d18(p);
    if (p666 < 0) { out = -1;  break L664; }
    var p667;
    var q668 = p666, e671 = false;
    while (q668 < n) {
      var p672;
      p672 = d19(q668);
      if (p672 < 0) break;
      if (p672 === q668) { e671 = true; break; }
      q668 = p672;
    }
    if (rec && q668 >= n && !e671) fail(q668, 4);
    p667 = q668;
    if (p667 < 0) { out = -1;  break L664; }
    out = p667;
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
  L673: {
    var p675;
    if (p < n && (c = s.charCodeAt(p), c === 45)) { p675 = adv(p + 1); } else { p675 = -1; if (rec) fail(p, 4); }
    if (p675 < 0) { out = -1;  break L673; }
    var p676;
    p676 = d25(p675);
    if (p676 < 0) { out = -1;  break L673; }
    var p677;
    p677 = d26(p676);
    if (p677 < 0) { out = -1;  break L673; }
    var p678;
    var q679 = p677, r680 = 0, e682 = false;
    while (q679 < n) {
      var p683;
      L684: {
        var p686;
        if (q679 < n && (c = s.charCodeAt(q679), c === 46)) { p686 = adv(q679 + 1); } else { p686 = -1; if (rec) fail(q679, 6); }
        if (p686 < 0) { p683 = -1;  break L684; }
        var p687;
        p687 = d27(p686);
        if (p687 < 0) { p683 = -1;  break L684; }
        p683 = p687;
      }
      if (p683 < 0) break;
      if (p683 === q679) { e682 = true; break; }
      r680++; q679 = p683;
      if (r680 === 1) break;
    }
    if (rec && q679 >= n && !e682 && r680 < 1) fail(q679, 6);
    p678 = q679;
    if (p678 < 0) { out = -1;  break L673; }
    out = p678;
  }
  return done(19, out);
}
function d20(p) { // language
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 20;
  L688: {
    var p689;
    p689 = d23(p);
    if (p689 >= 0) { out = p689; break L688; }
    var p690;
    p690 = d22(p);
    if (p690 >= 0) { out = p690; break L688; }
    var p691;
    p691 = d21(p);
    if (p691 >= 0) { out = p691; break L688; }
    out = -1;
  }
  return done(20, out);
}
function d21(p) { // monolingual
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 21;
  L692: {
    var p693;
    L694: {
      var p696;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p696 = adv(p + 1); } else { p696 = -1; if (rec) fail(p, 81); }
      if (p696 < 0) { p693 = -1;  break L694; }
      var p697;
      if (p696 < n && (c = s.charCodeAt(p696), (c | 32) === 110)) { p697 = adv(p696 + 1); } else { p697 = -1; if (rec) fail(p696, 82, 1); }
      if (p697 < 0) { p693 = -1;  break L694; }
      p693 = p697;
    }
    if (p693 >= 0) { out = p693; break L692; }
    var p698;
    L699: {
      var p701;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p701 = adv(p + 1); } else { p701 = -1; if (rec) fail(p, 83); }
      if (p701 < 0) { p698 = -1;  break L699; }
      var p702;
      if (p701 < n && (c = s.charCodeAt(p701), (c | 32) === 114)) { p702 = adv(p701 + 1); } else { p702 = -1; if (rec) fail(p701, 63, 1); }
      if (p702 < 0) { p698 = -1;  break L699; }
      p698 = p702;
    }
    if (p698 >= 0) { out = p698; break L692; }
    var p703;
    L704: {
      var p706;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p706 = adv(p + 1); } else { p706 = -1; if (rec) fail(p, 84); }
      if (p706 < 0) { p703 = -1;  break L704; }
      var p707;
      if (p706 < n && (c = s.charCodeAt(p706), (c | 32) === 117)) { p707 = adv(p706 + 1); } else { p707 = -1; if (rec) fail(p706, 50, 1); }
      if (p707 < 0) { p703 = -1;  break L704; }
      p703 = p707;
    }
    if (p703 >= 0) { out = p703; break L692; }
    var p708;
    L709: {
      var p711;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p711 = adv(p + 1); } else { p711 = -1; if (rec) fail(p, 85); }
      if (p711 < 0) { p708 = -1;  break L709; }
      var p712;
      if (p711 < n && (c = s.charCodeAt(p711), (c | 32) === 115)) { p712 = adv(p711 + 1); } else { p712 = -1; if (rec) fail(p711, 24, 1); }
      if (p712 < 0) { p708 = -1;  break L709; }
      p708 = p712;
    }
    if (p708 >= 0) { out = p708; break L692; }
    var p713;
    L714: {
      var p716;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p716 = adv(p + 1); } else { p716 = -1; if (rec) fail(p, 86); }
      if (p716 < 0) { p713 = -1;  break L714; }
      var p717;
      if (p716 < n && (c = s.charCodeAt(p716), (c | 32) === 114)) { p717 = adv(p716 + 1); } else { p717 = -1; if (rec) fail(p716, 63, 1); }
      if (p717 < 0) { p713 = -1;  break L714; }
      p713 = p717;
    }
    if (p713 >= 0) { out = p713; break L692; }
    out = -1;
  }
  return done(21, out);
}
function d22(p) { // bilingual
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 22;
  L718: {
    var p719;
    L720: {
      var p722;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p722 = adv(p + 1); } else { p722 = -1; if (rec) fail(p, 87); }
      if (p722 < 0) { p719 = -1;  break L720; }
      var p723;
      if (p722 < n && (c = s.charCodeAt(p722), (c | 32) === 110)) { p723 = adv(p722 + 1); } else { p723 = -1; if (rec) fail(p722, 82, 1); }
      if (p723 < 0) { p719 = -1;  break L720; }
      var p724;
      if (p723 < n && (c = s.charCodeAt(p723), c === 44)) { p724 = adv(p723 + 1); } else { p724 = -1; if (rec) fail(p723, 88, 2); }
      if (p724 < 0) { p719 = -1;  break L720; }
      var p725;
      if (p724 < n && (c = s.charCodeAt(p724), (c | 32) === 102)) { p725 = adv(p724 + 1); } else { p725 = -1; if (rec) fail(p724, 67, 3); }
      if (p725 < 0) { p719 = -1;  break L720; }
      var p726;
      if (p725 < n && (c = s.charCodeAt(p725), (c | 32) === 114)) { p726 = adv(p725 + 1); } else { p726 = -1; if (rec) fail(p725, 89, 4); }
      if (p726 < 0) { p719 = -1;  break L720; }
      p719 = p726;
    }
    if (p719 >= 0) { out = p719; break L718; }
    var p727;
    L728: {
      var p730;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p730 = adv(p + 1); } else { p730 = -1; if (rec) fail(p, 90); }
      if (p730 < 0) { p727 = -1;  break L728; }
      var p731;
      if (p730 < n && (c = s.charCodeAt(p730), (c | 32) === 110)) { p731 = adv(p730 + 1); } else { p731 = -1; if (rec) fail(p730, 82, 1); }
      if (p731 < 0) { p727 = -1;  break L728; }
      var p732;
      if (p731 < n && (c = s.charCodeAt(p731), c === 44)) { p732 = adv(p731 + 1); } else { p732 = -1; if (rec) fail(p731, 88, 2); }
      if (p732 < 0) { p727 = -1;  break L728; }
      var p733;
      if (p732 < n && (c = s.charCodeAt(p732), (c | 32) === 114)) { p733 = adv(p732 + 1); } else { p733 = -1; if (rec) fail(p732, 91, 3); }
      if (p733 < 0) { p727 = -1;  break L728; }
      var p734;
      if (p733 < n && (c = s.charCodeAt(p733), (c | 32) === 117)) { p734 = adv(p733 + 1); } else { p734 = -1; if (rec) fail(p733, 92, 4); }
      if (p734 < 0) { p727 = -1;  break L728; }
      p727 = p734;
    }
    if (p727 >= 0) { out = p727; break L718; }
    var p735;
    L736: {
      var p738;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 102)) { p738 = adv(p + 1); } else { p738 = -1; if (rec) fail(p, 93); }
      if (p738 < 0) { p735 = -1;  break L736; }
      var p739;
      if (p738 < n && (c = s.charCodeAt(p738), (c | 32) === 114)) { p739 = adv(p738 + 1); } else { p739 = -1; if (rec) fail(p738, 63, 1); }
      if (p739 < 0) { p735 = -1;  break L736; }
      var p740;
      if (p739 < n && (c = s.charCodeAt(p739), c === 44)) { p740 = adv(p739 + 1); } else { p740 = -1; if (rec) fail(p739, 88, 2); }
      if (p740 < 0) { p735 = -1;  break L736; }
      var p741;
      if (p740 < n && (c = s.charCodeAt(p740), (c | 32) === 114)) { p741 = adv(p740 + 1); } else { p741 = -1; if (rec) fail(p740, 91, 3); }
      if (p741 < 0) { p735 = -1;  break L736; }
      var p742;
      if (p741 < n && (c = s.charCodeAt(p741), (c | 32) === 117)) { p742 = adv(p741 + 1); } else { p742 = -1; if (rec) fail(p741, 92, 4); }
      if (p742 < 0) { p735 = -1;  break L736; }
      p735 = p742;
    }
    if (p735 >= 0) { out = p735; break L718; }
    out = -1;
  }
  return done(22, out);
}
function d23(p) { // trilingual
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 23;
  L743: {
    var p745;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 101)) { p745 = adv(p + 1); } else { p745 = -1; if (rec) fail(p, 94); }
    if (p745 < 0) { out = -1;  break L743; }
    var p746;
    if (p745 < n && (c = s.charCodeAt(p745), (c | 32) === 110)) { p746 = adv(p745 + 1); } else { p746 = -1; if (rec) fail(p745, 82, 1); }
    if (p746 < 0) { out = -1;  break L743; }
    var p747;
    if (p746 < n && (c = s.charCodeAt(p746), c === 44)) { p747 = adv(p746 + 1); } else { p747 = -1; if (rec) fail(p746, 88, 2); }
    if (p747 < 0) { out = -1;  break L743; }
    var p748;
    if (p747 < n && (c = s.charCodeAt(p747), (c | 32) === 102)) { p748 = adv(p747 + 1); } else { p748 = -1; if (rec) fail(p747, 67, 3); }
    if (p748 < 0) { out = -1;  break L743; }
    var p749;
    if (p748 < n && (c = s.charCodeAt(p748), (c | 32) === 114)) { p749 = adv(p748 + 1); } else { p749 = -1; if (rec) fail(p748, 89, 4); }
    if (p749 < 0) { out = -1;  break L743; }
    var p750;
    if (p749 < n && (c = s.charCodeAt(p749), c === 44)) { p750 = adv(p749 + 1); } else { p750 = -1; if (rec) fail(p749, 95, 5); }
    if (p750 < 0) { out = -1;  break L743; }
    var p751;
    if (p750 < n && (c = s.charCodeAt(p750), (c | 32) === 114)) { p751 = adv(p750 + 1); } else { p751 = -1; if (rec) fail(p750, 96, 6); }
    if (p751 < 0) { out = -1;  break L743; }
    var p752;
    if (p751 < n && (c = s.charCodeAt(p751), (c | 32) === 117)) { p752 = adv(p751 + 1); } else { p752 = -1; if (rec) fail(p751, 97, 7); }
    if (p752 < 0) { out = -1;  break L743; }
    out = p752;
  }
  return done(23, out);
}
function d24(p) { // supplement
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 24;
  L753: {
    var p755;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p755 = adv(p + 1); } else { p755 = -1; if (rec) fail(p, 0); }
    if (p755 < 0) { out = -1;  break L753; }
    var p756;
    p756 = d25(p755);
    if (p756 < 0) { out = -1;  break L753; }
    var p757;
    if (p756 < n && (c = s.charCodeAt(p756), c === 58)) { p757 = adv(p756 + 1); } else { p757 = -1; if (rec) fail(p756, 0); }
    if (p757 < 0) { out = -1;  break L753; }
    var p758;
    p758 = d26(p757);
    if (p758 < 0) { out = -1;  break L753; }
    var p759;
    var q760 = p758, r761 = 0, e763 = false;
    while (q760 < n) {
      var p764;
      L765: {
        var p767;
        if (q760 < n && (c = s.charCodeAt(q760), c === 58)) { p767 = adv(q760 + 1); } else { p767 = -1; if (rec) fail(q760, 0); }
        if (p767 < 0) { p764 = -1;  break L765; }
        var p768;
        p768 = d27(p767);
        if (p768 < 0) { p764 = -1;  break L765; }
        p764 = p768;
      }
      if (p764 < 0) break;
      if (p764 === q760) { e763 = true; break; }
      r761++; q760 = p764;
      if (r761 === 1) break;
    }
    if (rec && q760 >= n && !e763 && r761 < 1) fail(q760, 0);
    p759 = q760;
    if (p759 < 0) { out = -1;  break L753; }
    var p769;
    var q770 = p759, r771 = 0, e773 = false;
    while (q770 < n) {
      var p774;
      L775: {
        var p777;
        if (q770 < n && (c = s.charCodeAt(q770), c === 58)) { p777 = adv(q770 + 1); } else { p777 = -1; if (rec) fail(q770, 0); }
        if (p777 < 0) { p774 = -1;  break L775; }
        var p778;
        p778 = d20(p777);
        if (p778 < 0) { p774 = -1;  break L775; }
        p774 = p778;
      }
      if (p774 < 0) break;
      if (p774 === q770) { e773 = true; break; }
      r771++; q770 = p774;
      if (r771 === 1) break;
    }
    if (rec && q770 >= n && !e773 && r771 < 1) fail(q770, 0);
    p769 = q770;
    if (p769 < 0) { out = -1;  break L753; }
    out = p769;
  }
  return done(24, out);
}
function d25(p) { // suppltype
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 25;
  L779: {
    var p780;
    L781: {
      var p783;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p783 = adv(p + 1); } else { p783 = -1; if (rec) fail(p, 98); }
      if (p783 < 0) { p780 = -1;  break L781; }
      var p784;
      if (p783 < n && (c = s.charCodeAt(p783), (c | 32) === 109)) { p784 = adv(p783 + 1); } else { p784 = -1; if (rec) fail(p783, 99, 1); }
      if (p784 < 0) { p780 = -1;  break L781; }
      var p785;
      if (p784 < n && (c = s.charCodeAt(p784), (c | 32) === 100)) { p785 = adv(p784 + 1); } else { p785 = -1; if (rec) fail(p784, 18, 2); }
      if (p785 < 0) { p780 = -1;  break L781; }
      p780 = p785;
    }
    if (p780 >= 0) { out = p780; break L779; }
    var p786;
    L787: {
      var p789;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p789 = adv(p + 1); } else { p789 = -1; if (rec) fail(p, 100); }
      if (p789 < 0) { p786 = -1;  break L787; }
      var p790;
      if (p789 < n && (c = s.charCodeAt(p789), (c | 32) === 111)) { p790 = adv(p789 + 1); } else { p790 = -1; if (rec) fail(p789, 101, 1); }
      if (p790 < 0) { p786 = -1;  break L787; }
      var p791;
      if (p790 < n && (c = s.charCodeAt(p790), (c | 32) === 114)) { p791 = adv(p790 + 1); } else { p791 = -1; if (rec) fail(p790, 102, 2); }
      if (p791 < 0) { p786 = -1;  break L787; }
      p786 = p791;
    }
    if (p786 >= 0) { out = p786; break L779; }
    var p792;
    L793: {
      var p795;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 97)) { p795 = adv(p + 1); } else { p795 = -1; if (rec) fail(p, 103); }
      if (p795 < 0) { p792 = -1;  break L793; }
      var p796;
      if (p795 < n && (c = s.charCodeAt(p795), (c | 32) === 100)) { p796 = adv(p795 + 1); } else { p796 = -1; if (rec) fail(p795, 79, 1); }
      if (p796 < 0) { p792 = -1;  break L793; }
      var p797;
      if (p796 < n && (c = s.charCodeAt(p796), (c | 32) === 100)) { p797 = adv(p796 + 1); } else { p797 = -1; if (rec) fail(p796, 18, 2); }
      if (p797 < 0) { p792 = -1;  break L793; }
      p792 = p797;
    }
    if (p792 >= 0) { out = p792; break L779; }
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
  L798: {
    var p800;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p800 = adv(p + 1); } else { p800 = -1; if (rec) fail(p, 7); }
    if (p800 < 0) { out = -1;  break L798; }
    var p801;
    p801 = d35(p800);
    if (p801 < 0) { out = -1;  break L798; }
    out = p801;
  }
  return done(27, out);
}
function d28(p) { // docelement
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 28;
  L802: {
    var p804;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p804 = adv(p + 1); } else { p804 = -1; if (rec) fail(p, 0); }
    if (p804 < 0) { out = -1;  break L802; }
    var p805;
    L806: {
      var p807;
      L808: {
        var p810;
        if (p804 < n && (c = s.charCodeAt(p804), (c | 32) === 99)) { p810 = adv(p804 + 1); } else { p810 = -1; if (rec) fail(p804, 104); }
        if (p810 < 0) { p807 = -1;  break L808; }
        var p811;
        if (p810 < n && (c = s.charCodeAt(p810), (c | 32) === 108)) { p811 = adv(p810 + 1); } else { p811 = -1; if (rec) fail(p810, 105, 1); }
        if (p811 < 0) { p807 = -1;  break L808; }
        var p812;
        if (p811 < n && (c = s.charCodeAt(p811), (c | 32) === 97)) { p812 = adv(p811 + 1); } else { p812 = -1; if (rec) fail(p811, 58, 2); }
        if (p812 < 0) { p807 = -1;  break L808; }
        var p813;
        if (p812 < n && (c = s.charCodeAt(p812), (c | 32) === 117)) { p813 = adv(p812 + 1); } else { p813 = -1; if (rec) fail(p812, 106, 3); }
        if (p813 < 0) { p807 = -1;  break L808; }
        var p814;
        if (p813 < n && (c = s.charCodeAt(p813), (c | 32) === 115)) { p814 = adv(p813 + 1); } else { p814 = -1; if (rec) fail(p813, 107, 4); }
        if (p814 < 0) { p807 = -1;  break L808; }
        var p815;
        if (p814 < n && (c = s.charCodeAt(p814), (c | 32) === 101)) { p815 = adv(p814 + 1); } else { p815 = -1; if (rec) fail(p814, 28, 5); }
        if (p815 < 0) { p807 = -1;  break L808; }
        p807 = p815;
      }
      if (p807 >= 0) { p805 = p807; break L806; }
      var p816;
      L817: {
        var p819;
        if (p804 < n && (c = s.charCodeAt(p804), (c | 32) === 102)) { p819 = adv(p804 + 1); } else { p819 = -1; if (rec) fail(p804, 108); }
        if (p819 < 0) { p816 = -1;  break L817; }
        var p820;
        if (p819 < n && (c = s.charCodeAt(p819), (c | 32) === 105)) { p820 = adv(p819 + 1); } else { p820 = -1; if (rec) fail(p819, 109, 1); }
        if (p820 < 0) { p816 = -1;  break L817; }
        var p821;
        if (p820 < n && (c = s.charCodeAt(p820), (c | 32) === 103)) { p821 = adv(p820 + 1); } else { p821 = -1; if (rec) fail(p820, 110, 2); }
        if (p821 < 0) { p816 = -1;  break L817; }
        var p822;
        if (p821 < n && (c = s.charCodeAt(p821), (c | 32) === 117)) { p822 = adv(p821 + 1); } else { p822 = -1; if (rec) fail(p821, 106, 3); }
        if (p822 < 0) { p816 = -1;  break L817; }
        var p823;
        if (p822 < n && (c = s.charCodeAt(p822), (c | 32) === 114)) { p823 = adv(p822 + 1); } else { p823 = -1; if (rec) fail(p822, 89, 4); }
        if (p823 < 0) { p816 = -1;  break L817; }
        var p824;
        if (p823 < n && (c = s.charCodeAt(p823), (c | 32) === 101)) { p824 = adv(p823 + 1); } else { p824 = -1; if (rec) fail(p823, 28, 5); }
        if (p824 < 0) { p816 = -1;  break L817; }
        p816 = p824;
      }
      if (p816 >= 0) { p805 = p816; break L806; }
      var p825;
      L826: {
        var p828;
        if (p804 < n && (c = s.charCodeAt(p804), (c | 32) === 116)) { p828 = adv(p804 + 1); } else { p828 = -1; if (rec) fail(p804, 111); }
        if (p828 < 0) { p825 = -1;  break L826; }
        var p829;
        if (p828 < n && (c = s.charCodeAt(p828), (c | 32) === 97)) { p829 = adv(p828 + 1); } else { p829 = -1; if (rec) fail(p828, 46, 1); }
        if (p829 < 0) { p825 = -1;  break L826; }
        var p830;
        if (p829 < n && (c = s.charCodeAt(p829), (c | 32) === 98)) { p830 = adv(p829 + 1); } else { p830 = -1; if (rec) fail(p829, 112, 2); }
        if (p830 < 0) { p825 = -1;  break L826; }
        var p831;
        if (p830 < n && (c = s.charCodeAt(p830), (c | 32) === 108)) { p831 = adv(p830 + 1); } else { p831 = -1; if (rec) fail(p830, 113, 3); }
        if (p831 < 0) { p825 = -1;  break L826; }
        var p832;
        if (p831 < n && (c = s.charCodeAt(p831), (c | 32) === 101)) { p832 = adv(p831 + 1); } else { p832 = -1; if (rec) fail(p831, 53, 4); }
        if (p832 < 0) { p825 = -1;  break L826; }
        p825 = p832;
      }
      if (p825 >= 0) { p805 = p825; break L806; }
      var p833;
      L834: {
        var p836;
        if (p804 < n && (c = s.charCodeAt(p804), (c | 32) === 116)) { p836 = adv(p804 + 1); } else { p836 = -1; if (rec) fail(p804, 114); }
        if (p836 < 0) { p833 = -1;  break L834; }
        var p837;
        if (p836 < n && (c = s.charCodeAt(p836), (c | 32) === 101)) { p837 = adv(p836 + 1); } else { p837 = -1; if (rec) fail(p836, 43, 1); }
        if (p837 < 0) { p833 = -1;  break L834; }
        var p838;
        if (p837 < n && (c = s.charCodeAt(p837), (c | 32) === 114)) { p838 = adv(p837 + 1); } else { p838 = -1; if (rec) fail(p837, 102, 2); }
        if (p838 < 0) { p833 = -1;  break L834; }
        var p839;
        if (p838 < n && (c = s.charCodeAt(p838), (c | 32) === 109)) { p839 = adv(p838 + 1); } else { p839 = -1; if (rec) fail(p838, 115, 3); }
        if (p839 < 0) { p833 = -1;  break L834; }
        p833 = p839;
      }
      if (p833 >= 0) { p805 = p833; break L806; }
      p805 = -1;
    }
    if (p805 < 0) { out = -1;  break L802; }
    var p840;
    if (p805 < n && (c = s.charCodeAt(p805), c === 58)) { p840 = adv(p805 + 1); } else { p840 = -1; if (rec) fail(p805, 0); }
    if (p840 < 0) { out = -1;  break L802; }
    var p841;
    L842: {
      var p843;
      p843 = d30(p840);
      if (p843 >= 0) { p841 = p843; break L842; }
      var p844;
      p844 = d29(p840);
      if (p844 >= 0) { p841 = p844; break L842; }
      p841 = -1;
    }
    if (p841 < 0) { out = -1;  break L802; }
    var p845;
    var q846 = p841, e849 = false;
    while (q846 < n) {
      var p850;
      L851: {
        var p853;
        if (q846 < n && (c = s.charCodeAt(q846), c === 44)) { p853 = adv(q846 + 1); } else { p853 = -1; if (rec) fail(q846, 8); }
        if (p853 < 0) { p850 = -1;  break L851; }
        var p854;
        L855: {
          var p856;
          p856 = d30(p853);
          if (p856 >= 0) { p854 = p856; break L855; }
          var p857;
          p857 = d29(p853);
          if (p857 >= 0) { p854 = p857; break L855; }
          p854 = -1;
        }
        if (p854 < 0) { p850 = -1;  break L851; }
        p850 = p854;
      }
      if (p850 < 0) break;
      if (p850 === q846) { e849 = true; break; }
      q846 = p850;
    }
    if (rec && q846 >= n && !e849) fail(q846, 8);
    p845 = q846;
    if (p845 < 0) { out = -1;  break L802; }
    out = p845;
  }
  return done(28, out);
}
function d29(p) { // elementnumber
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 29;
  L858: {
    var p860;
    L861: {
      var p862;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p862 = adv(p + 1); } else { p862 = -1; if (rec) fail(p, 9); }
      if (p862 >= 0) { p860 = p862; break L861; }
      var p863;
      p863 = d35(p);
      if (p863 >= 0) { p860 = p863; break L861; }
      p860 = -1;
    }
    if (p860 < 0) { out = -1;  break L858; }
    var p864;
    var q865 = p860, e868 = false;
    while (q865 < n) {
      var p869;
      L870: {
        var p872;
        if (q865 < n && (c = s.charCodeAt(q865), c === 46)) { p872 = adv(q865 + 1); } else { p872 = -1; if (rec) fail(q865, 6); }
        if (p872 < 0) { p869 = -1;  break L870; }
        var p873;
        p873 = d35(p872);
        if (p873 < 0) { p869 = -1;  break L870; }
        p869 = p873;
      }
      if (p869 < 0) break;
      if (p869 === q865) { e868 = true; break; }
      q865 = p869;
    }
    if (rec && q865 >= n && !e868) fail(q865, 6);
    p864 = q865;
    if (p864 < 0) { out = -1;  break L858; }
    out = p864;
  }
  return done(29, out);
}
function d30(p) { // elementrange
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 30;
  L874: {
    var p876;
    p876 = d29(p);
    if (p876 < 0) { out = -1;  break L874; }
    var p877;
    if (p876 < n && (c = s.charCodeAt(p876), c === 45)) { p877 = adv(p876 + 1); } else { p877 = -1; if (rec) fail(p876, 4); }
    if (p877 < 0) { out = -1;  break L874; }
    var p878;
    p878 = d29(p877);
    if (p878 < 0) { out = -1;  break L874; }
    out = p878;
  }
  return done(30, out);
}
function d31(p) { // addition
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 31;
  L879: {
    var p880;
    p880 = d32(p);
    if (p880 >= 0) { out = p880; break L879; }
    var p881;
    p881 = d34(p);
    if (p881 >= 0) { out = p881; break L879; }
    out = -1;
  }
  return done(31, out);
}
function d32(p) { // techdefined
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 32;
  L882: {
    var p884;
    L885: {
      var p887;
      if (p < n && (c = s.charCodeAt(p), c === 58)) { p887 = adv(p + 1); } else { p887 = -1; if (rec) fail(p, 116); }
      if (p887 < 0) { p884 = -1;  break L885; }
      var p888;
      if (p887 < n && (c = s.charCodeAt(p887), (c | 32) === 116)) { p888 = adv(p887 + 1); } else { p888 = -1; if (rec) fail(p887, 17, 1); }
      if (p888 < 0) { p884 = -1;  break L885; }
      var p889;
      if (p888 < n && (c = s.charCodeAt(p888), (c | 32) === 101)) { p889 = adv(p888 + 1); } else { p889 = -1; if (rec) fail(p888, 117, 2); }
      if (p889 < 0) { p884 = -1;  break L885; }
      var p890;
      if (p889 < n && (c = s.charCodeAt(p889), (c | 32) === 99)) { p890 = adv(p889 + 1); } else { p890 = -1; if (rec) fail(p889, 71, 3); }
      if (p890 < 0) { p884 = -1;  break L885; }
      var p891;
      if (p890 < n && (c = s.charCodeAt(p890), (c | 32) === 104)) { p891 = adv(p890 + 1); } else { p891 = -1; if (rec) fail(p890, 118, 4); }
      if (p891 < 0) { p884 = -1;  break L885; }
      p884 = p891;
    }
    if (p884 < 0) { out = -1;  break L882; }
    var p892;
    var q893 = p884, e896 = false;
    while (q893 < n) {
      if ((c = s.charCodeAt(q893), c < 128 && T5[c] === 1)) { do q893++; while (q893 < n && (c = s.charCodeAt(q893), T5[c] === 1)); adv(q893, 33); continue; }
      var p897;
      p897 = d33(q893);
      if (p897 < 0) break;
      if (p897 === q893) { e896 = true; break; }
      q893 = p897;
    }
    if (rec && q893 >= n && !e896) fail(q893, 119);
    p892 = q893;
    if (p892 < 0) { out = -1;  break L882; }
    out = p892;
  }
  return done(32, out);
}
function d33(p) { // techelement
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 33;
  L898: {
    var p899;
    p899 = d39(p);
    if (p899 >= 0) { out = p899; break L898; }
    var p900;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p900 = adv(p + 1); } else { p900 = -1; if (rec) fail(p, 10); }
    if (p900 >= 0) { out = p900; break L898; }
    out = -1;
  }
  return done(33, out);
}
function d34(p) { // isodefined
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 34;
  L901: {
    var p903;
    if (p < n && (c = s.charCodeAt(p), c === 58)) { p903 = adv(p + 1); } else { p903 = -1; if (rec) fail(p, 0); }
    if (p903 < 0) { out = -1;  break L901; }
    var p904;
    var q905 = p903, r906 = 0, e908 = false;
    while (q905 < n) {
      if ((c = s.charCodeAt(q905), c < 128 && T5[c] === 1)) { var k907z = q905; do q905++; while (q905 < n && (c = s.charCodeAt(q905), T5[c] === 1)); r906 += q905 - k907z; adv(q905, 39); continue; }
      var p909;
      L910: {
        var p911;
        p911 = d39(q905);
        if (p911 >= 0) { p909 = p911; break L910; }
        var p912;
        if (q905 < n && (c = s.charCodeAt(q905), c === 47)) { p912 = adv(q905 + 1); } else { p912 = -1; if (rec) fail(q905, 10); }
        if (p912 >= 0) { p909 = p912; break L910; }
        p909 = -1;
      }
      if (p909 < 0) break;
      if (p909 === q905) { e908 = true; break; }
      r906++; q905 = p909;
    }
    if (rec && q905 >= n && !e908) fail(q905, 119);
    if (e908 || r906 >= 1) p904 = q905; else { p904 = -1;  }
    if (p904 < 0) { out = -1;  break L901; }
    out = p904;
  }
  return done(34, out);
}
function d35(p) { // DIGITS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 35;
  L913: {
    var p915;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p915 = adv(p + 1); } else { p915 = -1; if (rec) fail(p, 11); }
    if (p915 < 0) { out = -1;  break L913; }
    var p916;
    var q917 = p915;
    while (q917 < n && (c = s.charCodeAt(q917), T1[c] === 1)) q917++;
    if (look === 0 && q917 > far) far = q917; if (rec) fail(q917, 11);
    p916 = q917;
    if (p916 < 0) { out = -1;  break L913; }
    out = p916;
  }
  return done(35, out);
}
function d39(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 39;
  L919: {
    var p920;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p920 = adv(p + 1); } else { p920 = -1; if (rec) fail(p, 13); }
    if (p920 >= 0) { out = p920; break L919; }
    var p921;
    p921 = d41(p);
    if (p921 >= 0) { out = p921; break L919; }
    out = -1;
  }
  return done(39, out);
}
function d41(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 41;
  L922: {
    var p924;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p924 = adv(p + 1); } else { p924 = -1; if (rec) fail(p, 120); }
    if (p924 < 0) { out = -1;  break L922; }
    var p925;
    if (p924 < n && (c = s.charCodeAt(p924), c < 128 && T4[c] === 1)) { p925 = adv(p924 + 1); } else { p925 = -1; if (rec) fail(p924, 12); }
    if (p925 < 0) { out = -1;  break L922; }
    var p926;
    if (p925 < n && (c = s.charCodeAt(p925), c < 128 && T4[c] === 1)) { p926 = adv(p925 + 1); } else { p926 = -1; if (rec) fail(p925, 12); }
    if (p926 < 0) { out = -1;  break L922; }
    out = p926;
  }
  return done(41, out);
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
