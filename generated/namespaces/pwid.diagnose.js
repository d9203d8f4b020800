// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/pwid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000006ff30efffff78efffff74');
const T1 = table(128, '000000000000f3000000000000000000');
const T2 = table(65536, '000000000000ff300000000000000000');
const T3 = table(128, '000000000000ef300000000000000000');
const T4 = table(128, '00000000000070000000000000000000');
const T5 = table(128, '00000000000060000000000000000000');
const T6 = table(128, '00000000000030000000000000000000');
const T7 = table(128, '000000000000f0000000000000000000');
const T8 = table(128, '0000000000000000efffff70efffff70');
const T9 = table(65536, '000000000086ff30efffff70efffff70');
const T10 = table(65536, '000000002df7fff2efffff78efffff74');
const T11 = table(65536, '000000000000ff30e7000000e7000000');
const T12 = table(128, '000000000000f1000000000000000000');
const T13 = table(65536, '000000002df7ffb2efffff78efffff74');
const T14 = table(65536, '000000002df7fff2ffffff78efffff74');
const T16 = table(65536, '00000000000800080000000000000000');
const rules = ["pwid-NSS","archive-id","archival-time","datetime-delim","full-pwid-time","coverage-spec","archived-item","archived-item-id","full-date","date-fullyear","date-month","date-mday","time-hour","time-minute","time-second","URI","hier-part","scheme","authority","userinfo","host","port","IP-literal","IPvFuture","IPv6address","h16","ls32","IPv4address","dec-octet","reg-name","path-abempty","path-absolute","path-rootless","path-empty","segment","segment-nz","query","fragment","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[84,84],[116,116]]},{"set":[[90,90],[122,122]]},{"set":[[45,45]]},{"set":[[63,63]]},{"set":[[35,35]]},{"set":[[65,90],[97,122]]},{"set":[[43,43],[45,46],[48,57],[65,90],[97,122]]},{"set":[[64,64]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[65,90],[95,95],[97,122],[126,126]]},{"set":[[48,57]]},{"set":[[91,91]]},{"set":[[93,93]]},{"set":[[86,86],[118,118]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[46,46]]},{"set":[[33,33],[36,36],[38,46],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122],[126,126]]},{"set":[[47,47]]},{"set":[[47,47],[63,63]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"part","caseless":true,"at":0},{"literal":"a","caseless":true,"at":1},{"literal":"r","caseless":true,"at":2},{"literal":"t","caseless":true,"at":3},{"literal":"page","caseless":true,"at":0},{"literal":"g","caseless":true,"at":2},{"literal":"e","caseless":true,"at":3},{"literal":"subsite","caseless":true,"at":0},{"literal":"u","caseless":true,"at":1},{"literal":"b","caseless":true,"at":2},{"literal":"s","caseless":true,"at":3},{"literal":"i","caseless":true,"at":4},{"literal":"t","caseless":true,"at":5},{"literal":"e","caseless":true,"at":6},{"literal":"site","caseless":true,"at":0},{"literal":"i","caseless":true,"at":1},{"literal":"t","caseless":true,"at":2},{"literal":"collection","caseless":true,"at":0},{"literal":"o","caseless":true,"at":1},{"literal":"l","caseless":true,"at":2},{"literal":"l","caseless":true,"at":3},{"literal":"e","caseless":true,"at":4},{"literal":"c","caseless":true,"at":5},{"literal":"t","caseless":true,"at":6},{"literal":"i","caseless":true,"at":7},{"literal":"o","caseless":true,"at":8},{"literal":"n","caseless":true,"at":9},{"literal":"recording","caseless":true,"at":0},{"literal":"e","caseless":true,"at":1},{"literal":"c","caseless":true,"at":2},{"literal":"o","caseless":true,"at":3},{"literal":"r","caseless":true,"at":4},{"literal":"d","caseless":true,"at":5},{"literal":"i","caseless":true,"at":6},{"literal":"n","caseless":true,"at":7},{"literal":"g","caseless":true,"at":8},{"literal":"snapshot","caseless":true,"at":0},{"literal":"n","caseless":true,"at":1},{"literal":"a","caseless":true,"at":2},{"literal":"p","caseless":true,"at":3},{"literal":"s","caseless":true,"at":4},{"literal":"h","caseless":true,"at":5},{"literal":"o","caseless":true,"at":6},{"literal":"t","caseless":true,"at":7},{"literal":"other","caseless":true,"at":0},{"literal":"t","caseless":true,"at":1},{"literal":"h","caseless":true,"at":2},{"set":[[48,48]]},{"set":[[49,57]]},{"set":[[49,49]]},{"set":[[48,50]]},{"set":[[49,50]]},{"set":[[51,51]]},{"set":[[48,49]]},{"set":[[50,50]]},{"set":[[48,51]]},{"set":[[48,53]]},{"literal":"60","caseless":true,"at":0},{"literal":"0","caseless":true,"at":1},{"literal":"//","caseless":true,"at":0},{"literal":"/","caseless":true,"at":1},{"set":[[33,33],[36,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,46],[48,59],[61,61],[65,90],[95,95],[97,122],[126,126]]},{"literal":"::","caseless":true,"at":0},{"literal":":","caseless":true,"at":1},{"literal":"25","caseless":true,"at":0},{"literal":"5","caseless":true,"at":1},{"set":[[48,52]]},{"set":[[33,33],[36,46],[48,57],[59,59],[61,61],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "pwid-NSS": "IANA urn-formal/pwid (Syntax), as draft-pwid-urn-specification",
  "archive-id": "IANA urn-formal/pwid (Syntax), as draft-pwid-urn-specification",
  "archival-time": "IANA urn-formal/pwid (Syntax), as draft-pwid-urn-specification",
  "datetime-delim": "IANA urn-formal/pwid (Syntax), as draft-pwid-urn-specification",
  "full-pwid-time": "IANA urn-formal/pwid (Syntax), as draft-pwid-urn-specification",
  "coverage-spec": "IANA urn-formal/pwid (Syntax), as draft-pwid-urn-specification",
  "archived-item": "IANA urn-formal/pwid (Syntax), as draft-pwid-urn-specification",
  "archived-item-id": "IANA urn-formal/pwid (Syntax), as draft-pwid-urn-specification",
  "full-date": "RFC 3339 s.5.6",
  "date-fullyear": "RFC 3339 s.5.6",
  "date-month": "RFC 3339 s.5.6",
  "date-mday": "RFC 3339 s.5.6",
  "time-hour": "RFC 3339 s.5.6",
  "time-minute": "RFC 3339 s.5.6",
  "time-second": "RFC 3339 s.5.6",
  "URI": "RFC 3986 s.3",
  "hier-part": "RFC 3986 s.3",
  "scheme": "RFC 3986 s.3",
  "authority": "RFC 3986 s.3.2",
  "userinfo": "RFC 3986 s.3.2",
  "host": "RFC 3986 s.3.2",
  "port": "RFC 3986 s.3.2",
  "IP-literal": "RFC 3986 s.3.2",
  "IPvFuture": "RFC 3986 s.3.2",
  "IPv6address": "RFC 3986 s.3.2",
  "h16": "RFC 3986 s.3.2",
  "ls32": "RFC 3986 s.3.2",
  "IPv4address": "RFC 3986 s.3.2",
  "dec-octet": "RFC 3986 s.3.2",
  "reg-name": "RFC 3986 s.3.2",
  "path-abempty": "RFC 3986 s.3.3",
  "path-absolute": "RFC 3986 s.3.3",
  "path-rootless": "RFC 3986 s.3.3",
  "path-empty": "RFC 3986 s.3.3",
  "segment": "RFC 3986 s.3.3",
  "segment-nz": "RFC 3986 s.3.3",
  "query": "RFC 3986 s.3.4",
  "fragment": "RFC 3986 s.3.5",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["pwid-NSS","archive-id","archival-time","datetime-delim","full-pwid-time","coverage-spec","archived-item","archived-item-id","full-date","date-fullyear","date-month","date-mday","time-hour","time-minute","time-second","URI","hier-part","scheme","authority","userinfo","host","port","IP-literal","IPvFuture","IPv6address","h16","ls32","IPv4address","dec-octet","reg-name","path-abempty","path-absolute","path-rootless","path-empty","segment","segment-nz","query","fragment"];
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
const KEEP = 9;
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
function d0(p) { // pwid-NSS
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L509: {
    var p511;
    p511 = d1(p);
    if (p511 < 0) { out = -1;  break L509; }
    var p512;
    if (p511 < n && (c = s.charCodeAt(p511), c === 58)) { p512 = adv(p511 + 1); } else { p512 = -1; if (rec) fail(p511, 0); }
    if (p512 < 0) { out = -1;  break L509; }
    var p513;
    p513 = d2(p512);
    if (p513 < 0) { out = -1;  break L509; }
    var p514;
    if (p513 < n && (c = s.charCodeAt(p513), c === 58)) { p514 = adv(p513 + 1); } else { p514 = -1; if (rec) fail(p513, 0); }
    if (p514 < 0) { out = -1;  break L509; }
    var p515;
    p515 = d5(p514);
    if (p515 < 0) { out = -1;  break L509; }
    var p516;
    if (p515 < n && (c = s.charCodeAt(p515), c === 58)) { p516 = adv(p515 + 1); } else { p516 = -1; if (rec) fail(p515, 0); }
    if (p516 < 0) { out = -1;  break L509; }
    var p517;
    p517 = d6(p516);
    if (p517 < 0) { out = -1;  break L509; }
    out = p517;
  }
  return done(0, out);
}
function d1(p) { // archive-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q518 = p;
  while (q518 < n && (c = s.charCodeAt(q518), T0[c] === 1)) q518++;
  if (look === 0 && q518 > far) far = q518; if (rec) fail(q518, 1);
  out = q518 - p >= 1 ? q518 : -1;
  return done(1, out);
}
function d2(p) { // archival-time
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L520: {
    var p522;
    p522 = d8(p);
    if (p522 < 0) { out = -1;  break L520; }
    var p523;
    if (p522 < n && (c = s.charCodeAt(p522), (c | 32) === 116)) { p523 = adv(p522 + 1); } else { p523 = -1; if (rec) fail(p522, 2); }
    if (p523 < 0) { out = -1;  break L520; }
    var p524;
    p524 = d4(p523);
    if (p524 < 0) { out = -1;  break L520; }
    out = p524;
  }
  return done(2, out);
}
function d4(p) { // full-pwid-time
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L525: {
    var p527;
    p527 = d12(p);
    if (p527 < 0) { out = -1;  break L525; }
    var p528;
    if (p527 < n && (c = s.charCodeAt(p527), c === 58)) { p528 = adv(p527 + 1); } else { p528 = -1; if (rec) fail(p527, 0); }
    if (p528 < 0) { out = -1;  break L525; }
    var p529;
    p529 = d13(p528);
    if (p529 < 0) { out = -1;  break L525; }
    var p530;
    if (p529 < n && (c = s.charCodeAt(p529), c === 58)) { p530 = adv(p529 + 1); } else { p530 = -1; if (rec) fail(p529, 0); }
    if (p530 < 0) { out = -1;  break L525; }
    var p531;
    p531 = d14(p530);
    if (p531 < 0) { out = -1;  break L525; }
    var p532;
    if (p531 < n && (c = s.charCodeAt(p531), (c | 32) === 122)) { p532 = adv(p531 + 1); } else { p532 = -1; if (rec) fail(p531, 3); }
    if (p532 < 0) { out = -1;  break L525; }
    out = p532;
  }
  return done(4, out);
}
function d5(p) { // coverage-spec
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  L533: {
    var p534;
    L535: {
      var p537;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) { p537 = adv(p + 1); } else { p537 = -1; if (rec) fail(p, 22); }
      if (p537 < 0) { p534 = -1;  break L535; }
      var p538;
      if (p537 < n && (c = s.charCodeAt(p537), (c | 32) === 97)) { p538 = adv(p537 + 1); } else { p538 = -1; if (rec) fail(p537, 23, 1); }
      if (p538 < 0) { p534 = -1;  break L535; }
      var p539;
      if (p538 < n && (c = s.charCodeAt(p538), (c | 32) === 114)) { p539 = adv(p538 + 1); } else { p539 = -1; if (rec) fail(p538, 24, 2); }
      if (p539 < 0) { p534 = -1;  break L535; }
      var p540;
      if (p539 < n && (c = s.charCodeAt(p539), (c | 32) === 116)) { p540 = adv(p539 + 1); } else { p540 = -1; if (rec) fail(p539, 25, 3); }
      if (p540 < 0) { p534 = -1;  break L535; }
      p534 = p540;
    }
    if (p534 >= 0) { out = p534; break L533; }
    var p541;
    L542: {
      var p544;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 112)) { p544 = adv(p + 1); } else { p544 = -1; if (rec) fail(p, 26); }
      if (p544 < 0) { p541 = -1;  break L542; }
      var p545;
      if (p544 < n && (c = s.charCodeAt(p544), (c | 32) === 97)) { p545 = adv(p544 + 1); } else { p545 = -1; if (rec) fail(p544, 23, 1); }
      if (p545 < 0) { p541 = -1;  break L542; }
      var p546;
      if (p545 < n && (c = s.charCodeAt(p545), (c | 32) === 103)) { p546 = adv(p545 + 1); } else { p546 = -1; if (rec) fail(p545, 27, 2); }
      if (p546 < 0) { p541 = -1;  break L542; }
      var p547;
      if (p546 < n && (c = s.charCodeAt(p546), (c | 32) === 101)) { p547 = adv(p546 + 1); } else { p547 = -1; if (rec) fail(p546, 28, 3); }
      if (p547 < 0) { p541 = -1;  break L542; }
      p541 = p547;
    }
    if (p541 >= 0) { out = p541; break L533; }
    var p548;
    L549: {
      var p551;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p551 = adv(p + 1); } else { p551 = -1; if (rec) fail(p, 29); }
      if (p551 < 0) { p548 = -1;  break L549; }
      var p552;
      if (p551 < n && (c = s.charCodeAt(p551), (c | 32) === 117)) { p552 = adv(p551 + 1); } else { p552 = -1; if (rec) fail(p551, 30, 1); }
      if (p552 < 0) { p548 = -1;  break L549; }
      var p553;
      if (p552 < n && (c = s.charCodeAt(p552), (c | 32) === 98)) { p553 = adv(p552 + 1); } else { p553 = -1; if (rec) fail(p552, 31, 2); }
      if (p553 < 0) { p548 = -1;  break L549; }
      var p554;
      if (p553 < n && (c = s.charCodeAt(p553), (c | 32) === 115)) { p554 = adv(p553 + 1); } else { p554 = -1; if (rec) fail(p553, 32, 3); }
      if (p554 < 0) { p548 = -1;  break L549; }
      var p555;
      if (p554 < n && (c = s.charCodeAt(p554), (c | 32) === 105)) { p555 = adv(p554 + 1); } else { p555 = -1; if (rec) fail(p554, 33, 4); }
      if (p555 < 0) { p548 = -1;  break L549; }
      var p556;
      if (p555 < n && (c = s.charCodeAt(p555), (c | 32) === 116)) { p556 = adv(p555 + 1); } else { p556 = -1; if (rec) fail(p555, 34, 5); }
      if (p556 < 0) { p548 = -1;  break L549; }
      var p557;
      if (p556 < n && (c = s.charCodeAt(p556), (c | 32) === 101)) { p557 = adv(p556 + 1); } else { p557 = -1; if (rec) fail(p556, 35, 6); }
      if (p557 < 0) { p548 = -1;  break L549; }
      p548 = p557;
    }
    if (p548 >= 0) { out = p548; break L533; }
    var p558;
    L559: {
      var p561;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p561 = adv(p + 1); } else { p561 = -1; if (rec) fail(p, 36); }
      if (p561 < 0) { p558 = -1;  break L559; }
      var p562;
      if (p561 < n && (c = s.charCodeAt(p561), (c | 32) === 105)) { p562 = adv(p561 + 1); } else { p562 = -1; if (rec) fail(p561, 37, 1); }
      if (p562 < 0) { p558 = -1;  break L559; }
      var p563;
      if (p562 < n && (c = s.charCodeAt(p562), (c | 32) === 116)) { p563 = adv(p562 + 1); } else { p563 = -1; if (rec) fail(p562, 38, 2); }
      if (p563 < 0) { p558 = -1;  break L559; }
      var p564;
      if (p563 < n && (c = s.charCodeAt(p563), (c | 32) === 101)) { p564 = adv(p563 + 1); } else { p564 = -1; if (rec) fail(p563, 28, 3); }
      if (p564 < 0) { p558 = -1;  break L559; }
      p558 = p564;
    }
    if (p558 >= 0) { out = p558; break L533; }
    var p565;
    L566: {
      var p568;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 99)) { p568 = adv(p + 1); } else { p568 = -1; if (rec) fail(p, 39); }
      if (p568 < 0) { p565 = -1;  break L566; }
      var p569;
      if (p568 < n && (c = s.charCodeAt(p568), (c | 32) === 111)) { p569 = adv(p568 + 1); } else { p569 = -1; if (rec) fail(p568, 40, 1); }
      if (p569 < 0) { p565 = -1;  break L566; }
      var p570;
      if (p569 < n && (c = s.charCodeAt(p569), (c | 32) === 108)) { p570 = adv(p569 + 1); } else { p570 = -1; if (rec) fail(p569, 41, 2); }
      if (p570 < 0) { p565 = -1;  break L566; }
      var p571;
      if (p570 < n && (c = s.charCodeAt(p570), (c | 32) === 108)) { p571 = adv(p570 + 1); } else { p571 = -1; if (rec) fail(p570, 42, 3); }
      if (p571 < 0) { p565 = -1;  break L566; }
      var p572;
      if (p571 < n && (c = s.charCodeAt(p571), (c | 32) === 101)) { p572 = adv(p571 + 1); } else { p572 = -1; if (rec) fail(p571, 43, 4); }
      if (p572 < 0) { p565 = -1;  break L566; }
      var p573;
      if (p572 < n && (c = s.charCodeAt(p572), (c | 32) === 99)) { p573 = adv(p572 + 1); } else { p573 = -1; if (rec) fail(p572, 44, 5); }
      if (p573 < 0) { p565 = -1;  break L566; }
      var p574;
      if (p573 < n && (c = s.charCodeAt(p573), (c | 32) === 116)) { p574 = adv(p573 + 1); } else { p574 = -1; if (rec) fail(p573, 45, 6); }
      if (p574 < 0) { p565 = -1;  break L566; }
      var p575;
      if (p574 < n && (c = s.charCodeAt(p574), (c | 32) === 105)) { p575 = adv(p574 + 1); } else { p575 = -1; if (rec) fail(p574, 46, 7); }
      if (p575 < 0) { p565 = -1;  break L566; }
      var p576;
      if (p575 < n && (c = s.charCodeAt(p575), (c | 32) === 111)) { p576 = adv(p575 + 1); } else { p576 = -1; if (rec) fail(p575, 47, 8); }
      if (p576 < 0) { p565 = -1;  break L566; }
      var p577;
      if (p576 < n && (c = s.charCodeAt(p576), (c | 32) === 110)) { p577 = adv(p576 + 1); } else { p577 = -1; if (rec) fail(p576, 48, 9); }
      if (p577 < 0) { p565 = -1;  break L566; }
      p565 = p577;
    }
    if (p565 >= 0) { out = p565; break L533; }
    var p578;
    L579: {
      var p581;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 114)) { p581 = adv(p + 1); } else { p581 = -1; if (rec) fail(p, 49); }
      if (p581 < 0) { p578 = -1;  break L579; }
      var p582;
      if (p581 < n && (c = s.charCodeAt(p581), (c | 32) === 101)) { p582 = adv(p581 + 1); } else { p582 = -1; if (rec) fail(p581, 50, 1); }
      if (p582 < 0) { p578 = -1;  break L579; }
      var p583;
      if (p582 < n && (c = s.charCodeAt(p582), (c | 32) === 99)) { p583 = adv(p582 + 1); } else { p583 = -1; if (rec) fail(p582, 51, 2); }
      if (p583 < 0) { p578 = -1;  break L579; }
      var p584;
      if (p583 < n && (c = s.charCodeAt(p583), (c | 32) === 111)) { p584 = adv(p583 + 1); } else { p584 = -1; if (rec) fail(p583, 52, 3); }
      if (p584 < 0) { p578 = -1;  break L579; }
      var p585;
      if (p584 < n && (c = s.charCodeAt(p584), (c | 32) === 114)) { p585 = adv(p584 + 1); } else { p585 = -1; if (rec) fail(p584, 53, 4); }
      if (p585 < 0) { p578 = -1;  break L579; }
      var p586;
      if (p585 < n && (c = s.charCodeAt(p585), (c | 32) === 100)) { p586 = adv(p585 + 1); } else { p586 = -1; if (rec) fail(p585, 54, 5); }
      if (p586 < 0) { p578 = -1;  break L579; }
      var p587;
      if (p586 < n && (c = s.charCodeAt(p586), (c | 32) === 105)) { p587 = adv(p586 + 1); } else { p587 = -1; if (rec) fail(p586, 55, 6); }
      if (p587 < 0) { p578 = -1;  break L579; }
      var p588;
      if (p587 < n && (c = s.charCodeAt(p587), (c | 32) === 110)) { p588 = adv(p587 + 1); } else { p588 = -1; if (rec) fail(p587, 56, 7); }
      if (p588 < 0) { p578 = -1;  break L579; }
      var p589;
      if (p588 < n && (c = s.charCodeAt(p588), (c | 32) === 103)) { p589 = adv(p588 + 1); } else { p589 = -1; if (rec) fail(p588, 57, 8); }
      if (p589 < 0) { p578 = -1;  break L579; }
      p578 = p589;
    }
    if (p578 >= 0) { out = p578; break L533; }
    var p590;
    L591: {
      var p593;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 115)) { p593 = adv(p + 1); } else { p593 = -1; if (rec) fail(p, 58); }
      if (p593 < 0) { p590 = -1;  break L591; }
      var p594;
      if (p593 < n && (c = s.charCodeAt(p593), (c | 32) === 110)) { p594 = adv(p593 + 1); } else { p594 = -1; if (rec) fail(p593, 59, 1); }
      if (p594 < 0) { p590 = -1;  break L591; }
      var p595;
      if (p594 < n && (c = s.charCodeAt(p594), (c | 32) === 97)) { p595 = adv(p594 + 1); } else { p595 = -1; if (rec) fail(p594, 60, 2); }
      if (p595 < 0) { p590 = -1;  break L591; }
      var p596;
      if (p595 < n && (c = s.charCodeAt(p595), (c | 32) === 112)) { p596 = adv(p595 + 1); } else { p596 = -1; if (rec) fail(p595, 61, 3); }
      if (p596 < 0) { p590 = -1;  break L591; }
      var p597;
      if (p596 < n && (c = s.charCodeAt(p596), (c | 32) === 115)) { p597 = adv(p596 + 1); } else { p597 = -1; if (rec) fail(p596, 62, 4); }
      if (p597 < 0) { p590 = -1;  break L591; }
      var p598;
      if (p597 < n && (c = s.charCodeAt(p597), (c | 32) === 104)) { p598 = adv(p597 + 1); } else { p598 = -1; if (rec) fail(p597, 63, 5); }
      if (p598 < 0) { p590 = -1;  break L591; }
      var p599;
      if (p598 < n && (c = s.charCodeAt(p598), (c | 32) === 111)) { p599 = adv(p598 + 1); } else { p599 = -1; if (rec) fail(p598, 64, 6); }
      if (p599 < 0) { p590 = -1;  break L591; }
      var p600;
      if (p599 < n && (c = s.charCodeAt(p599), (c | 32) === 116)) { p600 = adv(p599 + 1); } else { p600 = -1; if (rec) fail(p599, 65, 7); }
      if (p600 < 0) { p590 = -1;  break L591; }
      p590 = p600;
    }
    if (p590 >= 0) { out = p590; break L533; }
    var p601;
    L602: {
      var p604;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 111)) { p604 = adv(p + 1); } else { p604 = -1; if (rec) fail(p, 66); }
      if (p604 < 0) { p601 = -1;  break L602; }
      var p605;
      if (p604 < n && (c = s.charCodeAt(p604), (c | 32) === 116)) { p605 = adv(p604 + 1); } else { p605 = -1; if (rec) fail(p604, 67, 1); }
      if (p605 < 0) { p601 = -1;  break L602; }
      var p606;
      if (p605 < n && (c = s.charCodeAt(p605), (c | 32) === 104)) { p606 = adv(p605 + 1); } else { p606 = -1; if (rec) fail(p605, 68, 2); }
      if (p606 < 0) { p601 = -1;  break L602; }
      var p607;
      if (p606 < n && (c = s.charCodeAt(p606), (c | 32) === 101)) { p607 = adv(p606 + 1); } else { p607 = -1; if (rec) fail(p606, 28, 3); }
      if (p607 < 0) { p601 = -1;  break L602; }
      var p608;
      if (p607 < n && (c = s.charCodeAt(p607), (c | 32) === 114)) { p608 = adv(p607 + 1); } else { p608 = -1; if (rec) fail(p607, 53, 4); }
      if (p608 < 0) { p601 = -1;  break L602; }
      p601 = p608;
    }
    if (p601 >= 0) { out = p601; break L533; }
    out = -1;
  }
  return done(5, out);
}
function d6(p) { // archived-item
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L609: {
    var p610;
    p610 = d15(p);
    if (p610 >= 0) { out = p610; break L609; }
    var p611;
    p611 = d7(p);
    if (p611 >= 0) { out = p611; break L609; }
    out = -1;
  }
  return done(6, out);
}
function d7(p) { // archived-item-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q612 = p;
  while (q612 < n && (c = s.charCodeAt(q612), T0[c] === 1)) q612++;
  if (look === 0 && q612 > far) far = q612; if (rec) fail(q612, 1);
  out = q612 - p >= 1 ? q612 : -1;
  return done(7, out);
}
function d8(p) { // full-date
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L614: {
    var p616;
    p616 = d9(p);
    if (p616 < 0) { out = -1;  break L614; }
    var p617;
    if (p616 < n && (c = s.charCodeAt(p616), c === 45)) { p617 = adv(p616 + 1); } else { p617 = -1; if (rec) fail(p616, 4); }
    if (p617 < 0) { out = -1;  break L614; }
    var p618;
    p618 = d10(p617);
    if (p618 < 0) { out = -1;  break L614; }
    var p619;
    if (p618 < n && (c = s.charCodeAt(p618), c === 45)) { p619 = adv(p618 + 1); } else { p619 = -1; if (rec) fail(p618, 4); }
    if (p619 < 0) { out = -1;  break L614; }
    var p620;
    p620 = d11(p619);
    if (p620 < 0) { out = -1;  break L614; }
    out = p620;
  }
  return done(8, out);
}
function d9(p) { // date-fullyear
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q621 = p, r622 = 0, e624 = false;
  while (q621 < n) {
    var p625;
    if (q621 < n && (c = s.charCodeAt(q621), c < 128 && T2[c] === 1)) { p625 = adv(q621 + 1); } else { p625 = -1; if (rec) fail(q621, 11); }
    if (p625 < 0) break;
    if (p625 === q621) { e624 = true; break; }
    r622++; q621 = p625;
    if (r622 === 4) break;
  }
  if (rec && q621 >= n && !e624 && r622 < 4) fail(q621, 11);
  if (e624 || r622 >= 4) out = q621; else { out = -1;  }
  return done(9, out);
}
function d10(p) { // date-month
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L626: {
    var p627;
    L628: {
      var p630;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p630 = adv(p + 1); } else { p630 = -1; if (rec) fail(p, 69); }
      if (p630 < 0) { p627 = -1;  break L628; }
      var p631;
      if (p630 < n && (c = s.charCodeAt(p630), c < 128 && T3[c] === 1)) { p631 = adv(p630 + 1); } else { p631 = -1; if (rec) fail(p630, 70); }
      if (p631 < 0) { p627 = -1;  break L628; }
      p627 = p631;
    }
    if (p627 >= 0) { out = p627; break L626; }
    var p632;
    L633: {
      var p635;
      if (p < n && (c = s.charCodeAt(p), c === 49)) { p635 = adv(p + 1); } else { p635 = -1; if (rec) fail(p, 71); }
      if (p635 < 0) { p632 = -1;  break L633; }
      var p636;
      if (p635 < n && (c = s.charCodeAt(p635), c < 128 && T4[c] === 1)) { p636 = adv(p635 + 1); } else { p636 = -1; if (rec) fail(p635, 72); }
      if (p636 < 0) { p632 = -1;  break L633; }
      p632 = p636;
    }
    if (p632 >= 0) { out = p632; break L626; }
    out = -1;
  }
  return done(10, out);
}
function d11(p) { // date-mday
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  L637: {
    var p638;
    L639: {
      var p641;
      if (p < n && (c = s.charCodeAt(p), c === 48)) { p641 = adv(p + 1); } else { p641 = -1; if (rec) fail(p, 69); }
      if (p641 < 0) { p638 = -1;  break L639; }
      var p642;
      if (p641 < n && (c = s.charCodeAt(p641), c < 128 && T3[c] === 1)) { p642 = adv(p641 + 1); } else { p642 = -1; if (rec) fail(p641, 70); }
      if (p642 < 0) { p638 = -1;  break L639; }
      p638 = p642;
    }
    if (p638 >= 0) { out = p638; break L637; }
    var p643;
    L644: {
      var p646;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p646 = adv(p + 1); } else { p646 = -1; if (rec) fail(p, 73); }
      if (p646 < 0) { p643 = -1;  break L644; }
      var p647;
      if (p646 < n && (c = s.charCodeAt(p646), c < 128 && T2[c] === 1)) { p647 = adv(p646 + 1); } else { p647 = -1; if (rec) fail(p646, 11); }
      if (p647 < 0) { p643 = -1;  break L644; }
      p643 = p647;
    }
    if (p643 >= 0) { out = p643; break L637; }
    var p648;
    L649: {
      var p651;
      if (p < n && (c = s.charCodeAt(p), c === 51)) { p651 = adv(p + 1); } else { p651 = -1; if (rec) fail(p, 74); }
      if (p651 < 0) { p648 = -1;  break L649; }
      var p652;
      if (p651 < n && (c = s.charCodeAt(p651), c < 128 && T6[c] === 1)) { p652 = adv(p651 + 1); } else { p652 = -1; if (rec) fail(p651, 75); }
      if (p652 < 0) { p648 = -1;  break L649; }
      p648 = p652;
    }
    if (p648 >= 0) { out = p648; break L637; }
    out = -1;
  }
  return done(11, out);
}
function d12(p) { // time-hour
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L653: {
    var p654;
    L655: {
      var p657;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p657 = adv(p + 1); } else { p657 = -1; if (rec) fail(p, 75); }
      if (p657 < 0) { p654 = -1;  break L655; }
      var p658;
      if (p657 < n && (c = s.charCodeAt(p657), c < 128 && T2[c] === 1)) { p658 = adv(p657 + 1); } else { p658 = -1; if (rec) fail(p657, 11); }
      if (p658 < 0) { p654 = -1;  break L655; }
      p654 = p658;
    }
    if (p654 >= 0) { out = p654; break L653; }
    var p659;
    L660: {
      var p662;
      if (p < n && (c = s.charCodeAt(p), c === 50)) { p662 = adv(p + 1); } else { p662 = -1; if (rec) fail(p, 76); }
      if (p662 < 0) { p659 = -1;  break L660; }
      var p663;
      if (p662 < n && (c = s.charCodeAt(p662), c < 128 && T7[c] === 1)) { p663 = adv(p662 + 1); } else { p663 = -1; if (rec) fail(p662, 77); }
      if (p663 < 0) { p659 = -1;  break L660; }
      p659 = p663;
    }
    if (p659 >= 0) { out = p659; break L653; }
    out = -1;
  }
  return done(12, out);
}
function d13(p) { // time-minute
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L664: {
    var p666;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p666 = adv(p + 1); } else { p666 = -1; if (rec) fail(p, 78); }
    if (p666 < 0) { out = -1;  break L664; }
    var p667;
    if (p666 < n && (c = s.charCodeAt(p666), c < 128 && T2[c] === 1)) { p667 = adv(p666 + 1); } else { p667 = -1; if (rec) fail(p666, 11); }
    if (p667 < 0) { out = -1;  break L664; }
    out = p667;
  }
  return done(13, out);
}
function d14(p) { // time-second
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L668: {
    var p669;
    L670: {
      var p672;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { p672 = adv(p + 1); } else { p672 = -1; if (rec) fail(p, 78); }
      if (p672 < 0) { p669 = -1;  break L670; }
      var p673;
      if (p672 < n && (c = s.charCodeAt(p672), c < 128 && T2[c] === 1)) { p673 = adv(p672 + 1); } else { p673 = -1; if (rec) fail(p672, 11); }
      if (p673 < 0) { p669 = -1;  break L670; }
      p669 = p673;
    }
    if (p669 >= 0) { out = p669; break L668; }
    var p674;
    L675: {
      var p677;
      if (p < n && (c = s.charCodeAt(p), c === 54)) { p677 = adv(p + 1); } else { p677 = -1; if (rec) fail(p, 79); }
      if (p677 < 0) { p674 = -1;  break L675; }
      var p678;
      if (p677 < n && (c = s.charCodeAt(p677), c === 48)) { p678 = adv(p677 + 1); } else { p678 = -1; if (rec) fail(p677, 80, 1); }
      if (p678 < 0) { p674 = -1;  break L675; }
      p674 = p678;
    }
    if (p674 >= 0) { out = p674; break L668; }
    out = -1;
  }
  return done(14, out);
}
function d15(p) { // URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L679: {
    var p681;
    p681 = d17(p);
    if (p681 < 0) { out = -1;  break L679; }
    var p682;
    if (p681 < n && (c = s.charCodeAt(p681), c === 58)) { p682 = adv(p681 + 1); } else { p682 = -1; if (rec) fail(p681, 0); }
    if (p682 < 0) { out = -1;  break L679; }
    var p683;
    p683 = d16(p682);
    if (p683 < 0) { out = -1;  break L679; }
    var p684;
    var q685 = p683, r686 = 0, e688 = false;
    while (q685 < n) {
      var p689;
      L690: {
        var p692;
        if (q685 < n && (c = s.charCodeAt(q685), c === 63)) { p692 = adv(q685 + 1); } else { p692 = -1; if (rec) fail(q685, 5); }
        if (p692 < 0) { p689 = -1;  break L690; }
        var p693;
        p693 = d36(p692);
        if (p693 < 0) { p689 = -1;  break L690; }
        p689 = p693;
      }
      if (p689 < 0) break;
      if (p689 === q685) { e688 = true; break; }
      r686++; q685 = p689;
      if (r686 === 1) break;
    }
    if (rec && q685 >= n && !e688 && r686 < 1) fail(q685, 5);
    p684 = q685;
    if (p684 < 0) { out = -1;  break L679; }
    var p694;
    var q695 = p684, r696 = 0, e698 = false;
    while (q695 < n) {
      var p699;
      L700: {
        var p702;
        if (q695 < n && (c = s.charCodeAt(q695), c === 35)) { p702 = adv(q695 + 1); } else { p702 = -1; if (rec) fail(q695, 6); }
        if (p702 < 0) { p699 = -1;  break L700; }
        var p703;
        p703 = d37(p702);
        if (p703 < 0) { p699 = -1;  break L700; }
        p699 = p703;
      }
      if (p699 < 0) break;
      if (p699 === q695) { e698 = true; break; }
      r696++; q695 = p699;
      if (r696 === 1) break;
    }
    if (rec && q695 >= n && !e698 && r696 < 1) fail(q695, 6);
    p694 = q695;
    if (p694 < 0) { out = -1;  break L679; }
    out = p694;
  }
  return done(15, out);
}
function d16(p) { // hier-part
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  L704: {
    var p705;
    L706: {
      var p708;
      L709: {
        var p711;
        if (p < n && (c = s.charCodeAt(p), c === 47)) { p711 = adv(p + 1); } else { p711 = -1; if (rec) fail(p, 81); }
        if (p711 < 0) { p708 = -1;  break L709; }
        var p712;
        if (p711 < n && (c = s.charCodeAt(p711), c === 47)) { p712 = adv(p711 + 1); } else { p712 = -1; if (rec) fail(p711, 82, 1); }
        if (p712 < 0) { p708 = -1;  break L709; }
        p708 = p712;
      }
      if (p708 < 0) { p705 = -1;  break L706; }
      var p713;
      p713 = d18(p708);
      if (p713 < 0) { p705 = -1;  break L706; }
      var p714;
      p714 = d30(p713);
      if (p714 < 0) { p705 = -1;  break L706; }
      p705 = p714;
    }
    if (p705 >= 0) { out = p705; break L704; }
    var p715;
    p715 = d31(p);
    if (p715 >= 0) { out = p715; break L704; }
    var p716;
    p716 = d32(p);
    if (p716 >= 0) { out = p716; break L704; }
    var p717;
    p717 = d33(p);
    if (p717 >= 0) { out = p717; break L704; }
    out = -1;
  }
  return done(16, out);
}
function d17(p) { // scheme
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  L718: {
    var p720;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p720 = adv(p + 1); } else { p720 = -1; if (rec) fail(p, 7); }
    if (p720 < 0) { out = -1;  break L718; }
    var p721;
    var q722 = p720;
    while (q722 < n && (c = s.charCodeAt(q722), T9[c] === 1)) q722++;
    if (look === 0 && q722 > far) far = q722; if (rec) fail(q722, 8);
    p721 = q722;
    if (p721 < 0) { out = -1;  break L718; }
    out = p721;
  }
  return done(17, out);
}
function d18(p) { // authority
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  L724: {
    var p726;
    var q727 = p, r728 = 0, e730 = false;
    while (q727 < n) {
      var p731;
      L732: {
        var p734;
        p734 = d19(q727);
        if (p734 < 0) { p731 = -1;  break L732; }
        var p735;
        if (p734 < n && (c = s.charCodeAt(p734), c === 64)) { p735 = adv(p734 + 1); } else { p735 = -1; if (rec) fail(p734, 9); }
        if (p735 < 0) { p731 = -1;  break L732; }
        p731 = p735;
      }
      if (p731 < 0) break;
      if (p731 === q727) { e730 = true; break; }
      r728++; q727 = p731;
      if (r728 === 1) break;
    }
    if (rec && q727 >= n && !e730 && r728 < 1) fail(q727, 83);
    p726 = q727;
    if (p726 < 0) { out = -1;  break L724; }
    var p736;
    p736 = d20(p726);
    if (p736 < 0) { out = -1;  break L724; }
    var p737;
    var q738 = p736, r739 = 0, e741 = false;
    while (q738 < n) {
      var p742;
      L743: {
        var p745;
        if (q738 < n && (c = s.charCodeAt(q738), c === 58)) { p745 = adv(q738 + 1); } else { p745 = -1; if (rec) fail(q738, 0); }
        if (p745 < 0) { p742 = -1;  break L743; }
        var p746;
        p746 = d21(p745);
        if (p746 < 0) { p742 = -1;  break L743; }
        p742 = p746;
      }
      if (p742 < 0) break;
      if (p742 === q738) { e741 = true; break; }
      r739++; q738 = p742;
      if (r739 === 1) break;
    }
    if (rec && q738 >= n && !e741 && r739 < 1) fail(q738, 0);
    p737 = q738;
    if (p737 < 0) { out = -1;  break L724; }
    out = p737;
  }
  return done(18, out);
}
function d19(p) { // userinfo
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 19;
  var q747 = p, e750 = false;
  while (q747 < n) {
    if ((c = s.charCodeAt(q747), c < 128 && T10[c] === 1)) { do q747++; while (q747 < n && (c = s.charCodeAt(q747), T10[c] === 1)); adv(q747); continue; }
    var p751;
    L752: {
      var p753;
      if (q747 < n && (c = s.charCodeAt(q747), c < 128 && T10[c] === 1)) { p753 = adv(q747 + 1); } else { p753 = -1; if (rec) fail(q747, 10); }
      if (p753 >= 0) { p751 = p753; break L752; }
      var p754;
      p754 = d43(q747);
      if (p754 >= 0) { p751 = p754; break L752; }
      p751 = -1;
    }
    if (p751 < 0) break;
    if (p751 === q747) { e750 = true; break; }
    q747 = p751;
  }
  if (rec && q747 >= n && !e750) fail(q747, 84);
  out = q747;
  return done(19, out);
}
function d20(p) { // host
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 20;
  L755: {
    var p756;
    p756 = d22(p);
    if (p756 >= 0) { out = p756; break L755; }
    var p757;
    p757 = d29(p);
    if (p757 >= 0) { out = p757; break L755; }
    out = -1;
  }
  return done(20, out);
}
function d21(p) { // port
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 21;
  var q758 = p;
  while (q758 < n && (c = s.charCodeAt(q758), T2[c] === 1)) q758++;
  if (look === 0 && q758 > far) far = q758; if (rec) fail(q758, 11);
  out = q758;
  return done(21, out);
}
function d22(p) { // IP-literal
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 22;
  L760: {
    var p762;
    if (p < n && (c = s.charCodeAt(p), c === 91)) { p762 = adv(p + 1); } else { p762 = -1; if (rec) fail(p, 12); }
    if (p762 < 0) { out = -1;  break L760; }
    var p763;
    L764: {
      var p765;
      p765 = d24(p762);
      if (p765 >= 0) { p763 = p765; break L764; }
      var p766;
      p766 = d23(p762);
      if (p766 >= 0) { p763 = p766; break L764; }
      p763 = -1;
    }
    if (p763 < 0) { out = -1;  break L760; }
    var p767;
    if (p763 < n && (c = s.charCodeAt(p763), c === 93)) { p767 = adv(p763 + 1); } else { p767 = -1; if (rec) fail(p763, 13); }
    if (p767 < 0) { out = -1;  break L760; }
    out = p767;
  }
  return done(22, out);
}
function d23(p) { // IPvFuture
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 23;
  L768: {
    var p770;
    if (p < n && (c = s.charCodeAt(p), (c | 32) === 118)) { p770 = adv(p + 1); } else { p770 = -1; if (rec) fail(p, 14); }
    if (p770 < 0) { out = -1;  break L768; }
    var p771;
    var q772 = p770;
    while (q772 < n && (c = s.charCodeAt(q772), T11[c] === 1)) q772++;
    if (look === 0 && q772 > far) far = q772; if (rec) fail(q772, 15);
    p771 = q772 - p770 >= 1 ? q772 : -1;
    if (p771 < 0) { out = -1;  break L768; }
    var p774;
    if (p771 < n && (c = s.charCodeAt(p771), c === 46)) { p774 = adv(p771 + 1); } else { p774 = -1; if (rec) fail(p771, 16); }
    if (p774 < 0) { out = -1;  break L768; }
    var p775;
    var q776 = p774;
    while (q776 < n && (c = s.charCodeAt(q776), T10[c] === 1)) q776++;
    if (look === 0 && q776 > far) far = q776; if (rec) fail(q776, 10);
    p775 = q776 - p774 >= 1 ? q776 : -1;
    if (p775 < 0) { out = -1;  break L768; }
    out = p775;
  }
  return done(23, out);
}
function d24(p) { // IPv6address
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 24;
  L778: {
    var p779;
    L780: {
      var p782;
      var q783 = p, r784 = 0, e786 = false;
      while (q783 < n) {
        var p787;
        L788: {
          var p790;
          p790 = d25(q783);
          if (p790 < 0) { p787 = -1;  break L788; }
          var p791;
          if (p790 < n && (c = s.charCodeAt(p790), c === 58)) { p791 = adv(p790 + 1); } else { p791 = -1; if (rec) fail(p790, 0); }
          if (p791 < 0) { p787 = -1;  break L788; }
          p787 = p791;
        }
        if (p787 < 0) break;
        if (p787 === q783) { e786 = true; break; }
        r784++; q783 = p787;
        if (r784 === 6) break;
      }
      if (rec && q783 >= n && !e786 && r784 < 6) fail(q783, 15);
      if (e786 || r784 >= 6) p782 = q783; else { p782 = -1;  }
      if (p782 < 0) { p779 = -1;  break L780; }
      var p792;
      p792 = d26(p782);
      if (p792 < 0) { p779 = -1;  break L780; }
      var p793;
      var p794;
      look++;
      if (p792 < n && (c = s.charCodeAt(p792), c === 93)) { p794 = adv(p792 + 1); } else { p794 = -1; if (rec) fail(p792, 13); }
      look--;
      p793 = p794 >= 0 ? p792 : -1;
      if (p793 < 0) { p779 = -1;  break L780; }
      p779 = p793;
    }
    if (p779 >= 0) { out = p779; break L778; }
    var p796;
    L797: {
      var p799;
      L800: {
        var p802;
        if (p < n && (c = s.charCodeAt(p), c === 58)) { p802 = adv(p + 1); } else { p802 = -1; if (rec) fail(p, 85); }
        if (p802 < 0) { p799 = -1;  break L800; }
        var p803;
        if (p802 < n && (c = s.charCodeAt(p802), c === 58)) { p803 = adv(p802 + 1); } else { p803 = -1; if (rec) fail(p802, 86, 1); }
        if (p803 < 0) { p799 = -1;  break L800; }
        p799 = p803;
      }
      if (p799 < 0) { p796 = -1;  break L797; }
      var p804;
      var q805 = p799, r806 = 0, e808 = false;
      while (q805 < n) {
        var p809;
        L810: {
          var p812;
          p812 = d25(q805);
          if (p812 < 0) { p809 = -1;  break L810; }
          var p813;
          if (p812 < n && (c = s.charCodeAt(p812), c === 58)) { p813 = adv(p812 + 1); } else { p813 = -1; if (rec) fail(p812, 0); }
          if (p813 < 0) { p809 = -1;  break L810; }
          p809 = p813;
        }
        if (p809 < 0) break;
        if (p809 === q805) { e808 = true; break; }
        r806++; q805 = p809;
        if (r806 === 5) break;
      }
      if (rec && q805 >= n && !e808 && r806 < 5) fail(q805, 15);
      if (e808 || r806 >= 5) p804 = q805; else { p804 = -1;  }
      if (p804 < 0) { p796 = -1;  break L797; }
      var p814;
      p814 = d26(p804);
      if (p814 < 0) { p796 = -1;  break L797; }
      var p815;
      var p816;
      look++;
      if (p814 < n && (c = s.charCodeAt(p814), c === 93)) { p816 = adv(p814 + 1); } else { p816 = -1; if (rec) fail(p814, 13); }
      look--;
      p815 = p816 >= 0 ? p814 : -1;
      if (p815 < 0) { p796 = -1;  break L797; }
      p796 = p815;
    }
    if (p796 >= 0) { out = p796; break L778; }
    var p818;
    L819: {
      var p821;
      var q822 = p, r823 = 0, e825 = false;
      while (q822 < n) {
        var p826;
        p826 = d25(q822);
        if (p826 < 0) break;
        if (p826 === q822) { e825 = true; break; }
        r823++; q822 = p826;
        if (r823 === 1) break;
      }
      if (rec && q822 >= n && !e825 && r823 < 1) fail(q822, 15);
      p821 = q822;
      if (p821 < 0) { p818 = -1;  break L819; }
      var p827;
      L828: {
        var p830;
        if (p821 < n && (c = s.charCodeAt(p821), c === 58)) { p830 = adv(p821 + 1); } else { p830 = -1; if (rec) fail(p821, 85); }
        if (p830 < 0) { p827 = -1;  break L828; }
        var p831;
        if (p830 < n && (c = s.charCodeAt(p830), c === 58)) { p831 = adv(p830 + 1); } else { p831 = -1; if (rec) fail(p830, 86, 1); }
        if (p831 < 0) { p827 = -1;  break L828; }
        p827 = p831;
      }
      if (p827 < 0) { p818 = -1;  break L819; }
      var p832;
      var q833 = p827, r834 = 0, e836 = false;
      while (q833 < n) {
        var p837;
        L838: {
          var p840;
          p840 = d25(q833);
          if (p840 < 0) { p837 = -1;  break L838; }
          var p841;
          if (p840 < n && (c = s.charCodeAt(p840), c === 58)) { p841 = adv(p840 + 1); } else { p841 = -1; if (rec) fail(p840, 0); }
          if (p841 < 0) { p837 = -1;  break L838; }
          p837 = p841;
        }
        if (p837 < 0) break;
        if (p837 === q833) { e836 = true; break; }
        r834++; q833 = p837;
        if (r834 === 4) break;
      }
      if (rec && q833 >= n && !e836 && r834 < 4) fail(q833, 15);
      if (e836 || r834 >= 4) p832 = q833; else { p832 = -1;  }
      if (p832 < 0) { p818 = -1;  break L819; }
      var p842;
      p842 = d26(p832);
      if (p842 < 0) { p818 = -1;  break L819; }
      var p843;
      var p844;
      look++;
      if (p842 < n && (c = s.charCodeAt(p842), c === 93)) { p844 = adv(p842 + 1); } else { p844 = -1; if (rec) fail(p842, 13); }
      look--;
      p843 = p844 >= 0 ? p842 : -1;
      if (p843 < 0) { p818 = -1;  break L819; }
      p818 = p843;
    }
    if (p818 >= 0) { out = p818; break L778; }
    var p846;
    L847: {
      var p849;
      var q850 = p, r851 = 0, e853 = false;
      while (q850 < n) {
        var p854;
        L855: {
          var p857;
          var q858 = q850, r859 = 0, e861 = false;
          while (q858 < n) {
            var p862;
            L863: {
              var p865;
              p865 = d25(q858);
              if (p865 < 0) { p862 = -1;  break L863; }
              var p866;
              if (p865 < n && (c = s.charCodeAt(p865), c === 58)) { p866 = adv(p865 + 1); } else { p866 = -1; if (rec) fail(p865, 0); }
              if (p866 < 0) { p862 = -1;  break L863; }
              var p867;
              var p868;
              look++; nots++;
              if (p866 < n && (c = s.charCodeAt(p866), c === 58)) { p868 = adv(p866 + 1); } else { p868 = -1; if (rec) fail(p866, 0); }
              look--; nots--;
              p867 = p868 >= 0 ? -1 : p866;
              if (p867 < 0) { p862 = -1;  break L863; }
              p862 = p867;
            }
            if (p862 < 0) break;
            if (p862 === q858) { e861 = true; break; }
            r859++; q858 = p862;
            if (r859 === 1) break;
          }
          if (rec && q858 >= n && !e861 && r859 < 1) fail(q858, 15);
          p857 = q858;
          if (p857 < 0) { p854 = -1;  break L855; }
          var p870;
          p870 = d25(p857);
          if (p870 < 0) { p854 = -1;  break L855; }
          p854 = p870;
        }
        if (p854 < 0) break;
        if (p854 === q850) { e853 = true; break; }
        r851++; q850 = p854;
        if (r851 === 1) break;
      }
      if (rec && q850 >= n && !e853 && r851 < 1) fail(q850, 15);
      p849 = q850;
      if (p849 < 0) { p846 = -1;  break L847; }
      var p871;
      L872: {
        var p874;
        if (p849 < n && (c = s.charCodeAt(p849), c === 58)) { p874 = adv(p849 + 1); } else { p874 = -1; if (rec) fail(p849, 85); }
        if (p874 < 0) { p871 = -1;  break L872; }
        var p875;
        if (p874 < n && (c = s.charCodeAt(p874), c === 58)) { p875 = adv(p874 + 1); } else { p875 = -1; if (rec) fail(p874, 86, 1); }
        if (p875 < 0) { p871 = -1;  break L872; }
        p871 = p875;
      }
      if (p871 < 0) { p846 = -1;  break L847; }
      var p876;
      var q877 = p871, r878 = 0, e880 = false;
      while (q877 < n) {
        var p881;
        L882: {
          var p884;
          p884 = d25(q877);
          if (p884 < 0) { p881 = -1;  break L882; }
          var p885;
          if (p884 < n && (c = s.charCodeAt(p884), c === 58)) { p885 = adv(p884 + 1); } else { p885 = -1; if (rec) fail(p884, 0); }
          if (p885 < 0) { p881 = -1;  break L882; }
          p881 = p885;
        }
        if (p881 < 0) break;
        if (p881 === q877) { e880 = true; break; }
        r878++; q877 = p881;
        if (r878 === 3) break;
      }
      if (rec && q877 >= n && !e880 && r878 < 3) fail(q877, 15);
      if (e880 || r878 >= 3) p876 = q877; else { p876 = -1;  }
      if (p876 < 0) { p846 = -1;  break L847; }
      var p886;
      p886 = d26(p876);
      if (p886 < 0) { p846 = -1;  break L847; }
      var p887;
      var p888;
      look++;
      if (p886 < n && (c = s.charCodeAt(p886), c === 93)) { p888 = adv(p886 + 1); } else { p888 = -1; if (rec) fail(p886, 13); }
      look--;
      p887 = p888 >= 0 ? p886 : -1;
      if (p887 < 0) { p846 = -1;  break L847; }
      p846 = p887;
    }
    if (p846 >= 0) { out = p846; break L778; }
    var p890;
    L891: {
      var p893;
      var q894 = p, r895 = 0, e897 = false;
      while (q894 < n) {
        var p898;
        L899: {
          var p901;
          var q902 = q894, r903 = 0, e905 = false;
          while (q902 < n) {
            var p906;
            L907: {
              var p909;
              p909 = d25(q902);
              if (p909 < 0) { p906 = -1;  break L907; }
              var p910;
              if (p909 < n && (c = s.charCodeAt(p909), c === 58)) { p910 = adv(p909 + 1); } else { p910 = -1; if (rec) fail(p909, 0); }
              if (p910 < 0) { p906 = -1;  break L907; }
              var p911;
              var p912;
              look++; nots++;
              if (p910 < n && (c = s.charCodeAt(p910), c === 58)) { p912 = adv(p910 + 1); } else { p912 = -1; if (rec) fail(p910, 0); }
              look--; nots--;
              p911 = p912 >= 0 ? -1 : p910;
              if (p911 < 0) { p906 = -1;  break L907; }
              p906 = p911;
            }
            if (p906 < 0) break;
            if (p906 === q902) { e905 = true; break; }
            r903++; q902 = p906;
            if (r903 === 2) break;
          }
          if (rec && q902 >= n && !e905 && r903 < 2) fail(q902, 15);
          p901 = q902;
          if (p901 < 0) { p898 = -1;  break L899; }
          var p914;
          p914 = d25(p901);
          if (p914 < 0) { p898 = -1;  break L899; }
          p898 = p914;
        }
        if (p898 < 0) break;
        if (p898 === q894) { e897 = true; break; }
        r895++; q894 = p898;
        if (r895 === 1) break;
      }
      if (rec && q894 >= n && !e897 && r895 < 1) fail(q894, 15);
      p893 = q894;
      if (p893 < 0) { p890 = -1;  break L891; }
      var p915;
      L916: {
        var p918;
        if (p893 < n && (c = s.charCodeAt(p893), c === 58)) { p918 = adv(p893 + 1); } else { p918 = -1; if (rec) fail(p893, 85); }
        if (p918 < 0) { p915 = -1;  break L916; }
        var p919;
        if (p918 < n && (c = s.charCodeAt(p918), c === 58)) { p919 = adv(p918 + 1); } else { p919 = -1; if (rec) fail(p918, 86, 1); }
        if (p919 < 0) { p915 = -1;  break L916; }
        p915 = p919;
      }
      if (p915 < 0) { p890 = -1;  break L891; }
      var p920;
      var q921 = p915, r922 = 0, e924 = false;
      while (q921 < n) {
        var p925;
        L926: {
          var p928;
          p928 = d25(q921);
          if (p928 < 0) { p925 = -1;  break L926; }
          var p929;
          if (p928 < n && (c = s.charCodeAt(p928), c === 58)) { p929 = adv(p928 + 1); } else { p929 = -1; if (rec) fail(p928, 0); }
          if (p929 < 0) { p925 = -1;  break L926; }
          p925 = p929;
        }
        if (p925 < 0) break;
        if (p925 === q921) { e924 = true; break; }
        r922++; q921 = p925;
        if (r922 === 2) break;
      }
      if (rec && q921 >= n && !e924 && r922 < 2) fail(q921, 15);
      if (e924 || r922 >= 2) p920 = q921; else { p920 = -1;  }
      if (p920 < 0) { p890 = -1;  break L891; }
      var p930;
      p930 = d26(p920);
      if (p930 < 0) { p890 = -1;  break L891; }
      var p931;
      var p932;
      look++;
      if (p930 < n && (c = s.charCodeAt(p930), c === 93)) { p932 = adv(p930 + 1); } else { p932 = -1; if (rec) fail(p930, 13); }
      look--;
      p931 = p932 >= 0 ? p930 : -1;
      if (p931 < 0) { p890 = -1;  break L891; }
      p890 = p931;
    }
    if (p890 >= 0) { out = p890; break L778; }
    var p934;
    L935: {
      var p937;
      var q938 = p, r939 = 0, e941 = false;
      while (q938 < n) {
        var p942;
        L943: {
          var p945;
          var q946 = q938, r947 = 0, e949 = false;
          while (q946 < n) {
            var p950;
            L951: {
              var p953;
              p953 = d25(q946);
              if (p953 < 0) { p950 = -1;  break L951; }
              var p954;
              if (p953 < n && (c = s.charCodeAt(p953), c === 58)) { p954 = adv(p953 + 1); } else { p954 = -1; if (rec) fail(p953, 0); }
              if (p954 < 0) { p950 = -1;  break L951; }
              var p955;
              var p956;
              look++; nots++;
              if (p954 < n && (c = s.charCodeAt(p954), c === 58)) { p956 = adv(p954 + 1); } else { p956 = -1; if (rec) fail(p954, 0); }
              look--; nots--;
              p955 = p956 >= 0 ? -1 : p954;
              if (p955 < 0) { p950 = -1;  break L951; }
              p950 = p955;
            }
            if (p950 < 0) break;
            if (p950 === q946) { e949 = true; break; }
            r947++; q946 = p950;
            if (r947 === 3) break;
          }
          if (rec && q946 >= n && !e949 && r947 < 3) fail(q946, 15);
          p945 = q946;
          if (p945 < 0) { p942 = -1;  break L943; }
          var p958;
          p958 = d25(p945);
          if (p958 < 0) { p942 = -1;  break L943; }
          p942 = p958;
        }
        if (p942 < 0) break;
        if (p942 === q938) { e941 = true; break; }
        r939++; q938 = p942;
        if (r939 === 1) break;
      }
      if (rec && q938 >= n && !e941 && r939 < 1) fail(q938, 15);
      p937 = q938;
      if (p937 < 0) { p934 = -1;  break L935; }
      var p959;
      L960: {
        var p962;
        if (p937 < n && (c = s.charCodeAt(p937), c === 58)) { p962 = adv(p937 + 1); } else { p962 = -1; if (rec) fail(p937, 85); }
        if (p962 < 0) { p959 = -1;  break L960; }
        var p963;
        if (p962 < n && (c = s.charCodeAt(p962), c === 58)) { p963 = adv(p962 + 1); } else { p963 = -1; if (rec) fail(p962, 86, 1); }
        if (p963 < 0) { p959 = -1;  break L960; }
        p959 = p963;
      }
      if (p959 < 0) { p934 = -1;  break L935; }
      var p964;
      p964 = d25(p959);
      if (p964 < 0) { p934 = -1;  break L935; }
      var p965;
      if (p964 < n && (c = s.charCodeAt(p964), c === 58)) { p965 = adv(p964 + 1); } else { p965 = -1; if (rec) fail(p964, 0); }
      if (p965 < 0) { p934 = -1;  break L935; }
      var p966;
      p966 = d26(p965);
      if (p966 < 0) { p934 = -1;  break L935; }
      var p967;
      var p968;
      look++;
      if (p966 < n && (c = s.charCodeAt(p966), c === 93)) { p968 = adv(p966 + 1); } else { p968 = -1; if (rec) fail(p966, 13); }
      look--;
      p967 = p968 >= 0 ? p966 : -1;
      if (p967 < 0) { p934 = -1;  break L935; }
      p934 = p967;
    }
    if (p934 >= 0) { out = p934; break L778; }
    var p970;
    L971: {
      var p973;
      var q974 = p, r975 = 0, e977 = false;
      while (q974 < n) {
        var p978;
        L979: {
          var p981;
          var q982 = q974, r983 = 0, e985 = false;
          while (q982 < n) {
            var p986;
            L987: {
              var p989;
              p989 = d25(q982);
              if (p989 < 0) { p986 = -1;  break L987; }
              var p990;
              if (p989 < n && (c = s.charCodeAt(p989), c === 58)) { p990 = adv(p989 + 1); } else { p990 = -1; if (rec) fail(p989, 0); }
              if (p990 < 0) { p986 = -1;  break L987; }
              var p991;
              var p992;
              look++; nots++;
              if (p990 < n && (c = s.charCodeAt(p990), c === 58)) { p992 = adv(p990 + 1); } else { p992 = -1; if (rec) fail(p990, 0); }
              look--; nots--;
              p991 = p992 >= 0 ? -1 : p990;
              if (p991 < 0) { p986 = -1;  break L987; }
              p986 = p991;
            }
            if (p986 < 0) break;
            if (p986 === q982) { e985 = true; break; }
            r983++; q982 = p986;
            if (r983 === 4) break;
          }
          if (rec && q982 >= n && !e985 && r983 < 4) fail(q982, 15);
          p981 = q982;
          if (p981 < 0) { p978 = -1;  break L979; }
          var p994;
          p994 = d25(p981);
          if (p994 < 0) { p978 = -1;  break L979; }
          p978 = p994;
        }
        if (p978 < 0) break;
        if (p978 === q974) { e977 = true; break; }
        r975++; q974 = p978;
        if (r975 === 1) break;
      }
      if (rec && q974 >= n && !e977 && r975 < 1) fail(q974, 15);
      p973 = q974;
      if (p973 < 0) { p970 = -1;  break L971; }
      var p995;
      L996: {
        var p998;
        if (p973 < n && (c = s.charCodeAt(p973), c === 58)) { p998 = adv(p973 + 1); } else { p998 = -1; if (rec) fail(p973, 85); }
        if (p998 < 0) { p995 = -1;  break L996; }
        var p999;
        if (p998 < n && (c = s.charCodeAt(p998), c === 58)) { p999 = adv(p998 + 1); } else { p999 = -1; if (rec) fail(p998, 86, 1); }
        if (p999 < 0) { p995 = -1;  break L996; }
        p995 = p999;
      }
      if (p995 < 0) { p970 = -1;  break L971; }
      var p1000;
      p1000 = d26(p995);
      if (p1000 < 0) { p970 = -1;  break L971; }
      var p1001;
      var p1002;
      look++;
      if (p1000 < n && (c = s.charCodeAt(p1000), c === 93)) { p1002 = adv(p1000 + 1); } else { p1002 = -1; if (rec) fail(p1000, 13); }
      look--;
      p1001 = p1002 >= 0 ? p1000 : -1;
      if (p1001 < 0) { p970 = -1;  break L971; }
      p970 = p1001;
    }
    if (p970 >= 0) { out = p970; break L778; }
    var p1004;
    L1005: {
      var p1007;
      var q1008 = p, r1009 = 0, e1011 = false;
      while (q1008 < n) {
        var p1012;
        L1013: {
          var p1015;
          var q1016 = q1008, r1017 = 0, e1019 = false;
          while (q1016 < n) {
            var p1020;
            L1021: {
              var p1023;
              p1023 = d25(q1016);
              if (p1023 < 0) { p1020 = -1;  break L1021; }
              var p1024;
              if (p1023 < n && (c = s.charCodeAt(p1023), c === 58)) { p1024 = adv(p1023 + 1); } else { p1024 = -1; if (rec) fail(p1023, 0); }
              if (p1024 < 0) { p1020 = -1;  break L1021; }
              var p1025;
              var p1026;
              look++; nots++;
              if (p1024 < n && (c = s.charCodeAt(p1024), c === 58)) { p1026 = adv(p1024 + 1); } else { p1026 = -1; if (rec) fail(p1024, 0); }
              look--; nots--;
              p1025 = p1026 >= 0 ? -1 : p1024;
              if (p1025 < 0) { p1020 = -1;  break L1021; }
              p1020 = p1025;
            }
            if (p1020 < 0) break;
            if (p1020 === q1016) { e1019 = true; break; }
            r1017++; q1016 = p1020;
            if (r1017 === 5) break;
          }
          if (rec && q1016 >= n && !e1019 && r1017 < 5) fail(q1016, 15);
          p1015 = q1016;
          if (p1015 < 0) { p1012 = -1;  break L1013; }
          var p1028;
          p1028 = d25(p1015);
          if (p1028 < 0) { p1012 = -1;  break L1013; }
          p1012 = p1028;
        }
        if (p1012 < 0) break;
        if (p1012 === q1008) { e1011 = true; break; }
        r1009++; q1008 = p1012;
        if (r1009 === 1) break;
      }
      if (rec && q1008 >= n && !e1011 && r1009 < 1) fail(q1008, 15);
      p1007 = q1008;
      if (p1007 < 0) { p1004 = -1;  break L1005; }
      var p1029;
      L1030: {
        var p1032;
        if (p1007 < n && (c = s.charCodeAt(p1007), c === 58)) { p1032 = adv(p1007 + 1); } else { p1032 = -1; if (rec) fail(p1007, 85); }
        if (p1032 < 0) { p1029 = -1;  break L1030; }
        var p1033;
        if (p1032 < n && (c = s.charCodeAt(p1032), c === 58)) { p1033 = adv(p1032 + 1); } else { p1033 = -1; if (rec) fail(p1032, 86, 1); }
        if (p1033 < 0) { p1029 = -1;  break L1030; }
        p1029 = p1033;
      }
      if (p1029 < 0) { p1004 = -1;  break L1005; }
      var p1034;
      p1034 = d25(p1029);
      if (p1034 < 0) { p1004 = -1;  break L1005; }
      var p1035;
      var p1036;
      look++;
      if (p1034 < n && (c = s.charCodeAt(p1034), c === 93)) { p1036 = adv(p1034 + 1); } else { p1036 = -1; if (rec) fail(p1034, 13); }
      look--;
      p1035 = p1036 >= 0 ? p1034 : -1;
      if (p1035 < 0) { p1004 = -1;  break L1005; }
      p1004 = p1035;
    }
    if (p1004 >= 0) { out = p1004; break L778; }
    var p1038;
    L1039: {
      var p1041;
      var q1042 = p, r1043 = 0, e1045 = false;
      while (q1042 < n) {
        var p1046;
        L1047: {
          var p1049;
          var q1050 = q1042, r1051 = 0, e1053 = false;
          while (q1050 < n) {
            var p1054;
            L1055: {
              var p1057;
              p1057 = d25(q1050);
              if (p1057 < 0) { p1054 = -1;  break L1055; }
              var p1058;
              if (p1057 < n && (c = s.charCodeAt(p1057), c === 58)) { p1058 = adv(p1057 + 1); } else { p1058 = -1; if (rec) fail(p1057, 0); }
              if (p1058 < 0) { p1054 = -1;  break L1055; }
              var p1059;
              var p1060;
              look++; nots++;
              if (p1058 < n && (c = s.charCodeAt(p1058), c === 58)) { p1060 = adv(p1058 + 1); } else { p1060 = -1; if (rec) fail(p1058, 0); }
              look--; nots--;
              p1059 = p1060 >= 0 ? -1 : p1058;
              if (p1059 < 0) { p1054 = -1;  break L1055; }
              p1054 = p1059;
            }
            if (p1054 < 0) break;
            if (p1054 === q1050) { e1053 = true; break; }
            r1051++; q1050 = p1054;
            if (r1051 === 6) break;
          }
          if (rec && q1050 >= n && !e1053 && r1051 < 6) fail(q1050, 15);
          p1049 = q1050;
          if (p1049 < 0) { p1046 = -1;  break L1047; }
          var p1062;
          p1062 = d25(p1049);
          if (p1062 < 0) { p1046 = -1;  break L1047; }
          p1046 = p1062;
        }
        if (p1046 < 0) break;
        if (p1046 === q1042) { e1045 = true; break; }
        r1043++; q1042 = p1046;
        if (r1043 === 1) break;
      }
      if (rec && q1042 >= n && !e1045 && r1043 < 1) fail(q1042, 15);
      p1041 = q1042;
      if (p1041 < 0) { p1038 = -1;  break L1039; }
      var p1063;
      L1064: {
        var p1066;
        if (p1041 < n && (c = s.charCodeAt(p1041), c === 58)) { p1066 = adv(p1041 + 1); } else { p1066 = -1; if (rec) fail(p1041, 85); }
        if (p1066 < 0) { p1063 = -1;  break L1064; }
        var p1067;
        if (p1066 < n && (c = s.charCodeAt(p1066), c === 58)) { p1067 = adv(p1066 + 1); } else { p1067 = -1; if (rec) fail(p1066, 86, 1); }
        if (p1067 < 0) { p1063 = -1;  break L1064; }
        p1063 = p1067;
      }
      if (p1063 < 0) { p1038 = -1;  break L1039; }
      var p1068;
      var p1069;
      look++;
      if (p1063 < n && (c = s.charCodeAt(p1063), c === 93)) { p1069 = adv(p1063 + 1); } else { p1069 = -1; if (rec) fail(p1063, 13); }
      look--;
      p1068 = p1069 >= 0 ? p1063 : -1;
      if (p1068 < 0) { p1038 = -1;  break L1039; }
      p1038 = p1068;
    }
    if (p1038 >= 0) { out = p1038; break L778; }
    out = -1;
  }
  return done(24, out);
}
function d25(p) { // h16
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 25;
  var q1071 = p, r1072 = 0, e1074 = false;
  while (q1071 < n) {
    var p1075;
    if (q1071 < n && (c = s.charCodeAt(q1071), c < 128 && T11[c] === 1)) { p1075 = adv(q1071 + 1); } else { p1075 = -1; if (rec) fail(q1071, 15); }
    if (p1075 < 0) break;
    if (p1075 === q1071) { e1074 = true; break; }
    r1072++; q1071 = p1075;
    if (r1072 === 4) break;
  }
  if (rec && q1071 >= n && !e1074 && r1072 < 4) fail(q1071, 15);
  if (e1074 || r1072 >= 1) out = q1071; else { out = -1;  }
  return done(25, out);
}
function d26(p) { // ls32
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 26;
  L1076: {
    var p1077;
    L1078: {
      var p1080;
      p1080 = d25(p);
      if (p1080 < 0) { p1077 = -1;  break L1078; }
      var p1081;
      if (p1080 < n && (c = s.charCodeAt(p1080), c === 58)) { p1081 = adv(p1080 + 1); } else { p1081 = -1; if (rec) fail(p1080, 0); }
      if (p1081 < 0) { p1077 = -1;  break L1078; }
      var p1082;
      p1082 = d25(p1081);
      if (p1082 < 0) { p1077 = -1;  break L1078; }
      p1077 = p1082;
    }
    if (p1077 >= 0) { out = p1077; break L1076; }
    var p1083;
    p1083 = d27(p);
    if (p1083 >= 0) { out = p1083; break L1076; }
    out = -1;
  }
  return done(26, out);
}
function d27(p) { // IPv4address
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 27;
  L1084: {
    var p1086;
    p1086 = d28(p);
    if (p1086 < 0) { out = -1;  break L1084; }
    var p1087;
    if (p1086 < n && (c = s.charCodeAt(p1086), c === 46)) { p1087 = adv(p1086 + 1); } else { p1087 = -1; if (rec) fail(p1086, 16); }
    if (p1087 < 0) { out = -1;  break L1084; }
    var p1088;
    p1088 = d28(p1087);
    if (p1088 < 0) { out = -1;  break L1084; }
    var p1089;
    if (p1088 < n && (c = s.charCodeAt(p1088), c === 46)) { p1089 = adv(p1088 + 1); } else { p1089 = -1; if (rec) fail(p1088, 16); }
    if (p1089 < 0) { out = -1;  break L1084; }
    var p1090;
    p1090 = d28(p1089);
    if (p1090 < 0) { out = -1;  break L1084; }
    var p1091;
    if (p1090 < n && (c = s.charCodeAt(p1090), c === 46)) { p1091 = adv(p1090 + 1); } else { p1091 = -1; if (rec) fail(p1090, 16); }
    if (p1091 < 0) { out = -1;  break L1084; }
    var p1092;
    p1092 = d28(p1091);
    if (p1092 < 0) { out = -1;  break L1084; }
    out = p1092;
  }
  return done(27, out);
}
function d28(p) { // dec-octet
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 28;
  L1093: {
    var p1094;
    L1095: {
      var p1097;
      L1098: {
        var p1100;
        if (p < n && (c = s.charCodeAt(p), c === 50)) { p1100 = adv(p + 1); } else { p1100 = -1; if (rec) fail(p, 87); }
        if (p1100 < 0) { p1097 = -1;  break L1098; }
        var p1101;
        if (p1100 < n && (c = s.charCodeAt(p1100), c === 53)) { p1101 = adv(p1100 + 1); } else { p1101 = -1; if (rec) fail(p1100, 88, 1); }
        if (p1101 < 0) { p1097 = -1;  break L1098; }
        p1097 = p1101;
      }
      if (p1097 < 0) { p1094 = -1;  break L1095; }
      var p1102;
      if (p1097 < n && (c = s.charCodeAt(p1097), c < 128 && T1[c] === 1)) { p1102 = adv(p1097 + 1); } else { p1102 = -1; if (rec) fail(p1097, 78); }
      if (p1102 < 0) { p1094 = -1;  break L1095; }
      p1094 = p1102;
    }
    if (p1094 >= 0) { out = p1094; break L1093; }
    var p1103;
    L1104: {
      var p1106;
      if (p < n && (c = s.charCodeAt(p), c === 50)) { p1106 = adv(p + 1); } else { p1106 = -1; if (rec) fail(p, 76); }
      if (p1106 < 0) { p1103 = -1;  break L1104; }
      var p1107;
      if (p1106 < n && (c = s.charCodeAt(p1106), c < 128 && T12[c] === 1)) { p1107 = adv(p1106 + 1); } else { p1107 = -1; if (rec) fail(p1106, 89); }
      if (p1107 < 0) { p1103 = -1;  break L1104; }
      var p1108;
      if (p1107 < n && (c = s.charCodeAt(p1107), c < 128 && T2[c] === 1)) { p1108 = adv(p1107 + 1); } else { p1108 = -1; if (rec) fail(p1107, 11); }
      if (p1108 < 0) { p1103 = -1;  break L1104; }
      p1103 = p1108;
    }
    if (p1103 >= 0) { out = p1103; break L1093; }
    var p1109;
    L1110: {
      var p1112;
      if (p < n && (c = s.charCodeAt(p), c === 49)) { p1112 = adv(p + 1); } else { p1112 = -1; if (rec) fail(p, 71); }
      if (p1112 < 0) { p1109 = -1;  break L1110; }
      var p1113;
      var q1114 = p1112, r1115 = 0, e1117 = false;
      while (q1114 < n) {
        var p1118;
        if (q1114 < n && (c = s.charCodeAt(q1114), c < 128 && T2[c] === 1)) { p1118 = adv(q1114 + 1); } else { p1118 = -1; if (rec) fail(q1114, 11); }
        if (p1118 < 0) break;
        if (p1118 === q1114) { e1117 = true; break; }
        r1115++; q1114 = p1118;
        if (r1115 === 2) break;
      }
      if (rec && q1114 >= n && !e1117 && r1115 < 2) fail(q1114, 11);
      if (e1117 || r1115 >= 2) p1113 = q1114; else { p1113 = -1;  }
      if (p1113 < 0) { p1109 = -1;  break L1110; }
      p1109 = p1113;
    }
    if (p1109 >= 0) { out = p1109; break L1093; }
    var p1119;
    L1120: {
      var p1122;
      if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { p1122 = adv(p + 1); } else { p1122 = -1; if (rec) fail(p, 70); }
      if (p1122 < 0) { p1119 = -1;  break L1120; }
      var p1123;
      if (p1122 < n && (c = s.charCodeAt(p1122), c < 128 && T2[c] === 1)) { p1123 = adv(p1122 + 1); } else { p1123 = -1; if (rec) fail(p1122, 11); }
      if (p1123 < 0) { p1119 = -1;  break L1120; }
      p1119 = p1123;
    }
    if (p1119 >= 0) { out = p1119; break L1093; }
    var p1124;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { p1124 = adv(p + 1); } else { p1124 = -1; if (rec) fail(p, 11); }
    if (p1124 >= 0) { out = p1124; break L1093; }
    out = -1;
  }
  return done(28, out);
}
function d29(p) { // reg-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 29;
  var q1125 = p, e1128 = false;
  while (q1125 < n) {
    if ((c = s.charCodeAt(q1125), c < 128 && T13[c] === 1)) { do q1125++; while (q1125 < n && (c = s.charCodeAt(q1125), T13[c] === 1)); adv(q1125); continue; }
    var p1129;
    L1130: {
      var p1131;
      if (q1125 < n && (c = s.charCodeAt(q1125), c < 128 && T13[c] === 1)) { p1131 = adv(q1125 + 1); } else { p1131 = -1; if (rec) fail(q1125, 17); }
      if (p1131 >= 0) { p1129 = p1131; break L1130; }
      var p1132;
      p1132 = d43(q1125);
      if (p1132 >= 0) { p1129 = p1132; break L1130; }
      p1129 = -1;
    }
    if (p1129 < 0) break;
    if (p1129 === q1125) { e1128 = true; break; }
    q1125 = p1129;
  }
  if (rec && q1125 >= n && !e1128) fail(q1125, 90);
  out = q1125;
  return done(29, out);
}
function d30(p) { // path-abempty
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 30;
  var q1133 = p, e1136 = false;
  while (q1133 < n) {
    var p1137;
    L1138: {
      var p1140;
      if (q1133 < n && (c = s.charCodeAt(q1133), c === 47)) { p1140 = adv(q1133 + 1); } else { p1140 = -1; if (rec) fail(q1133, 18); }
      if (p1140 < 0) { p1137 = -1;  break L1138; }
      var p1141;
      p1141 = d34(p1140);
      if (p1141 < 0) { p1137 = -1;  break L1138; }
      p1137 = p1141;
    }
    if (p1137 < 0) break;
    if (p1137 === q1133) { e1136 = true; break; }
    q1133 = p1137;
  }
  if (rec && q1133 >= n && !e1136) fail(q1133, 18);
  out = q1133;
  return done(30, out);
}
function d31(p) { // path-absolute
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 31;
  L1142: {
    var p1144;
    if (p < n && (c = s.charCodeAt(p), c === 47)) { p1144 = adv(p + 1); } else { p1144 = -1; if (rec) fail(p, 18); }
    if (p1144 < 0) { out = -1;  break L1142; }
    var p1145;
    var q1146 = p1144, r1147 = 0, e1149 = false;
    while (q1146 < n) {
      var p1150;
      L1151: {
        var p1153;
        p1153 = d35(q1146);
        if (p1153 < 0) { p1150 = -1;  break L1151; }
        var p1154;
        var q1155 = p1153, e1158 = false;
        while (q1155 < n) {
          var p1159;
          L1160: {
            var p1162;
            if (q1155 < n && (c = s.charCodeAt(q1155), c === 47)) { p1162 = adv(q1155 + 1); } else { p1162 = -1; if (rec) fail(q1155, 18); }
            if (p1162 < 0) { p1159 = -1;  break L1160; }
            var p1163;
            p1163 = d34(p1162);
            if (p1163 < 0) { p1159 = -1;  break L1160; }
            p1159 = p1163;
          }
          if (p1159 < 0) break;
          if (p1159 === q1155) { e1158 = true; break; }
          q1155 = p1159;
        }
        if (rec && q1155 >= n && !e1158) fail(q1155, 18);
        p1154 = q1155;
        if (p1154 < 0) { p1150 = -1;  break L1151; }
        p1150 = p1154;
      }
      if (p1150 < 0) break;
      if (p1150 === q1146) { e1149 = true; break; }
      r1147++; q1146 = p1150;
      if (r1147 === 1) break;
    }
    if (rec && q1146 >= n && !e1149 && r1147 < 1) fail(q1146, 83);
    p1145 = q1146;
    if (p1145 < 0) { out = -1;  break L1142; }
    out = p1145;
  }
  return done(31, out);
}
function d32(p) { // path-rootless
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 32;
  L1164: {
    var p1166;
    p1166 = d35(p);
    if (p1166 < 0) { out = -1;  break L1164; }
    var p1167;
    var q1168 = p1166, e1171 = false;
    while (q1168 < n) {
      var p1172;
      L1173: {
        var p1175;
        if (q1168 < n && (c = s.charCodeAt(q1168), c === 47)) { p1175 = adv(q1168 + 1); } else { p1175 = -1; if (rec) fail(q1168, 18); }
        if (p1175 < 0) { p1172 = -1;  break L1173; }
        var p1176;
        p1176 = d34(p1175);
        if (p1176 < 0) { p1172 = -1;  break L1173; }
        p1172 = p1176;
      }
      if (p1172 < 0) break;
      if (p1172 === q1168) { e1171 = true; break; }
      q1168 = p1172;
    }
    if (rec && q1168 >= n && !e1171) fail(q1168, 18);
    p1167 = q1168;
    if (p1167 < 0) { out = -1;  break L1164; }
    out = p1167;
  }
  return done(32, out);
}
function d33(p) { // path-empty
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 33;
  out = p;
  return done(33, out);
}
function d34(p) { // segment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 34;
  var q1177 = p, e1180 = false;
  while (q1177 < n) {
    if ((c = s.charCodeAt(q1177), c < 128 && T14[c] === 1)) { do q1177++; while (q1177 < n && (c = s.charCodeAt(q1177), T14[c] === 1)); adv(q1177, 41); continue; }
    var p1181;
    p1181 = d41(q1177);
    if (p1181 < 0) break;
    if (p1181 === q1177) { e1180 = true; break; }
    q1177 = p1181;
  }
  if (rec && q1177 >= n && !e1180) fail(q1177, 83);
  out = q1177;
  return done(34, out);
}
function d35(p) { // segment-nz
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 35;
  var q1182 = p, r1183 = 0, e1185 = false;
  while (q1182 < n) {
    if ((c = s.charCodeAt(q1182), c < 128 && T14[c] === 1)) { var k1184z = q1182; do q1182++; while (q1182 < n && (c = s.charCodeAt(q1182), T14[c] === 1)); r1183 += q1182 - k1184z; adv(q1182, 41); continue; }
    var p1186;
    p1186 = d41(q1182);
    if (p1186 < 0) break;
    if (p1186 === q1182) { e1185 = true; break; }
    r1183++; q1182 = p1186;
  }
  if (rec && q1182 >= n && !e1185) fail(q1182, 83);
  if (e1185 || r1183 >= 1) out = q1182; else { out = -1;  }
  return done(35, out);
}
function d36(p) { // query
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 36;
  var q1187 = p, e1190 = false;
  while (q1187 < n) {
    if ((c = s.charCodeAt(q1187), c < 128 && T16[c] === 1)) { do q1187++; while (q1187 < n && (c = s.charCodeAt(q1187), T16[c] === 1)); adv(q1187); continue; }
    var p1191;
    L1192: {
      var p1193;
      if (q1187 < n && (c = s.charCodeAt(q1187), c < 128 && T16[c] === 1)) { p1193 = adv(q1187 + 1); } else { p1193 = -1; if (rec) fail(q1187, 19); }
      if (p1193 >= 0) { p1191 = p1193; break L1192; }
      var p1194;
      p1194 = d41(q1187);
      if (p1194 >= 0) { p1191 = p1194; break L1192; }
      p1191 = -1;
    }
    if (p1191 < 0) break;
    if (p1191 === q1187) { e1190 = true; break; }
    q1187 = p1191;
  }
  if (rec && q1187 >= n && !e1190) fail(q1187, 91);
  out = q1187;
  return done(36, out);
}
function d37(p) { // fragment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 37;
  var q1195 = p, e1198 = false;
  while (q1195 < n) {
    if ((c = s.charCodeAt(q1195), c < 128 && T16[c] === 1)) { do q1195++; while (q1195 < n && (c = s.charCodeAt(q1195), T16[c] === 1)); adv(q1195); continue; }
    var p1199;
    L1200: {
      var p1201;
      if (q1195 < n && (c = s.charCodeAt(q1195), c < 128 && T16[c] === 1)) { p1201 = adv(q1195 + 1); } else { p1201 = -1; if (rec) fail(q1195, 19); }
      if (p1201 >= 0) { p1199 = p1201; break L1200; }
      var p1202;
      p1202 = d41(q1195);
      if (p1202 >= 0) { p1199 = p1202; break L1200; }
      p1199 = -1;
    }
    if (p1199 < 0) break;
    if (p1199 === q1195) { e1198 = true; break; }
    q1195 = p1199;
  }
  if (rec && q1195 >= n && !e1198) fail(q1195, 91);
  out = q1195;
  return done(37, out);
}
function d41(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 41;
  L1203: {
    var p1204;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p1204 = adv(p + 1); } else { p1204 = -1; if (rec) fail(p, 20); }
    if (p1204 >= 0) { out = p1204; break L1203; }
    var p1205;
    p1205 = d43(p);
    if (p1205 >= 0) { out = p1205; break L1203; }
    out = -1;
  }
  return done(41, out);
}
function d43(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 43;
  L1206: {
    var p1208;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1208 = adv(p + 1); } else { p1208 = -1; if (rec) fail(p, 92); }
    if (p1208 < 0) { out = -1;  break L1206; }
    var p1209;
    if (p1208 < n && (c = s.charCodeAt(p1208), c < 128 && T11[c] === 1)) { p1209 = adv(p1208 + 1); } else { p1209 = -1; if (rec) fail(p1208, 15); }
    if (p1209 < 0) { out = -1;  break L1206; }
    var p1210;
    if (p1209 < n && (c = s.charCodeAt(p1209), c < 128 && T11[c] === 1)) { p1210 = adv(p1209 + 1); } else { p1210 = -1; if (rec) fail(p1209, 15); }
    if (p1210 < 0) { out = -1;  break L1206; }
    out = p1210;
  }
  return done(43, out);
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
