// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/stalwart.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000002ff30efffff70efffff70');
const T1 = table(128, '000000000000ff30e7000000e7000000');
const T2 = table(65536, '000000002dfffff2ffffff78efffff74');
const T3 = table(128, '0000000000000000efffff70efffff70');
const T4 = table(128, '000000000000ff300000000000000000');
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
const T6 = table(128, '000000000006ff30efffff78efffff74');
const T7 = table(128, '000000002df100820000000000000000');
const rules = ["stalwart-nss","known-resource","jmap","davlock","davsync","jmap-id","davlock-id","davsync-id","other-resource","resource-type","specific-identifier","name-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[47,47]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"jmap","caseless":true,"at":0},{"literal":"m","caseless":true,"at":1},{"literal":"a","caseless":true,"at":2},{"literal":"p","caseless":true,"at":3},{"literal":"davlock","caseless":true,"at":0},{"literal":"a","caseless":true,"at":1},{"literal":"v","caseless":true,"at":2},{"literal":"l","caseless":true,"at":3},{"literal":"o","caseless":true,"at":4},{"literal":"c","caseless":true,"at":5},{"literal":"k","caseless":true,"at":6},{"literal":"davsync","caseless":true,"at":0},{"literal":"s","caseless":true,"at":3},{"literal":"y","caseless":true,"at":4},{"literal":"n","caseless":true,"at":5},{"literal":"c","caseless":true,"at":6},{"set":[[33,33],[36,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[37,37]]}];
const sections = {
  "stalwart-nss": "IANA urn-formal/stalwart (Syntax)",
  "known-resource": "IANA urn-formal/stalwart (Syntax)",
  "jmap": "IANA urn-formal/stalwart (Syntax)",
  "davlock": "IANA urn-formal/stalwart (Syntax)",
  "davsync": "IANA urn-formal/stalwart (Syntax)",
  "jmap-id": "IANA urn-formal/stalwart (Syntax)",
  "davlock-id": "IANA urn-formal/stalwart (Syntax)",
  "davsync-id": "IANA urn-formal/stalwart (Syntax)",
  "other-resource": "IANA urn-formal/stalwart (Syntax)",
  "resource-type": "IANA urn-formal/stalwart (Syntax)",
  "specific-identifier": "IANA urn-formal/stalwart (Syntax)",
  "name-char": "IANA urn-formal/stalwart (Syntax)",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["stalwart-nss","known-resource","jmap","davlock","davsync","jmap-id","davlock-id","davsync-id","other-resource","resource-type","specific-identifier","name-char"];
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
const KEEP = 6;
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
function d0(p) { // stalwart-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L62: {
    var p63;
    p63 = d1(p);
    if (p63 >= 0) { out = p63; break L62; }
    var p64;
    p64 = d8(p);
    if (p64 >= 0) { out = p64; break L62; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // known-resource
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L65: {
    var p66;
    p66 = d2(p);
    if (p66 >= 0) { out = p66; break L65; }
    var p67;
    p67 = d3(p);
    if (p67 >= 0) { out = p67; break L65; }
    var p68;
    p68 = d4(p);
    if (p68 >= 0) { out = p68; break L65; }
    out = -1;
  }
  return done(1, out);
}
function d2(p) { // jmap
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L69: {
    var p71;
    L72: {
      var p74;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 106)) { p74 = adv(p + 1); } else { p74 = -1; if (rec) fail(p, 9); }
      if (p74 < 0) { p71 = -1;  break L72; }
      var p75;
      if (p74 < n && (c = s.charCodeAt(p74), (c | 32) === 109)) { p75 = adv(p74 + 1); } else { p75 = -1; if (rec) fail(p74, 10, 1); }
      if (p75 < 0) { p71 = -1;  break L72; }
      var p76;
      if (p75 < n && (c = s.charCodeAt(p75), (c | 32) === 97)) { p76 = adv(p75 + 1); } else { p76 = -1; if (rec) fail(p75, 11, 2); }
      if (p76 < 0) { p71 = -1;  break L72; }
      var p77;
      if (p76 < n && (c = s.charCodeAt(p76), (c | 32) === 112)) { p77 = adv(p76 + 1); } else { p77 = -1; if (rec) fail(p76, 12, 3); }
      if (p77 < 0) { p71 = -1;  break L72; }
      p71 = p77;
    }
    if (p71 < 0) { out = -1;  break L69; }
    var p78;
    if (p71 < n && (c = s.charCodeAt(p71), c === 58)) { p78 = adv(p71 + 1); } else { p78 = -1; if (rec) fail(p71, 0); }
    if (p78 < 0) { out = -1;  break L69; }
    var p79;
    p79 = d5(p78);
    if (p79 < 0) { out = -1;  break L69; }
    out = p79;
  }
  return done(2, out);
}
function d3(p) { // davlock
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L80: {
    var p82;
    L83: {
      var p85;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p85 = adv(p + 1); } else { p85 = -1; if (rec) fail(p, 13); }
      if (p85 < 0) { p82 = -1;  break L83; }
      var p86;
      if (p85 < n && (c = s.charCodeAt(p85), (c | 32) === 97)) { p86 = adv(p85 + 1); } else { p86 = -1; if (rec) fail(p85, 14, 1); }
      if (p86 < 0) { p82 = -1;  break L83; }
      var p87;
      if (p86 < n && (c = s.charCodeAt(p86), (c | 32) === 118)) { p87 = adv(p86 + 1); } else { p87 = -1; if (rec) fail(p86, 15, 2); }
      if (p87 < 0) { p82 = -1;  break L83; }
      var p88;
      if (p87 < n && (c = s.charCodeAt(p87), (c | 32) === 108)) { p88 = adv(p87 + 1); } else { p88 = -1; if (rec) fail(p87, 16, 3); }
      if (p88 < 0) { p82 = -1;  break L83; }
      var p89;
      if (p88 < n && (c = s.charCodeAt(p88), (c | 32) === 111)) { p89 = adv(p88 + 1); } else { p89 = -1; if (rec) fail(p88, 17, 4); }
      if (p89 < 0) { p82 = -1;  break L83; }
      var p90;
      if (p89 < n && (c = s.charCodeAt(p89), (c | 32) === 99)) { p90 = adv(p89 + 1); } else { p90 = -1; if (rec) fail(p89, 18, 5); }
      if (p90 < 0) { p82 = -1;  break L83; }
      var p91;
      if (p90 < n && (c = s.charCodeAt(p90), (c | 32) === 107)) { p91 = adv(p90 + 1); } else { p91 = -1; if (rec) fail(p90, 19, 6); }
      if (p91 < 0) { p82 = -1;  break L83; }
      p82 = p91;
    }
    if (p82 < 0) { out = -1;  break L80; }
    var p92;
    if (p82 < n && (c = s.charCodeAt(p82), c === 58)) { p92 = adv(p82 + 1); } else { p92 = -1; if (rec) fail(p82, 0); }
    if (p92 < 0) { out = -1;  break L80; }
    var p93;
    p93 = d6(p92);
    if (p93 < 0) { out = -1;  break L80; }
    out = p93;
  }
  return done(3, out);
}
function d4(p) { // davsync
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L94: {
    var p96;
    L97: {
      var p99;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p99 = adv(p + 1); } else { p99 = -1; if (rec) fail(p, 20); }
      if (p99 < 0) { p96 = -1;  break L97; }
      var p100;
      if (p99 < n && (c = s.charCodeAt(p99), (c | 32) === 97)) { p100 = adv(p99 + 1); } else { p100 = -1; if (rec) fail(p99, 14, 1); }
      if (p100 < 0) { p96 = -1;  break L97; }
      var p101;
      if (p100 < n && (c = s.charCodeAt(p100), (c | 32) === 118)) { p101 = adv(p100 + 1); } else { p101 = -1; if (rec) fail(p100, 15, 2); }
      if (p101 < 0) { p96 = -1;  break L97; }
      var p102;
      if (p101 < n && (c = s.charCodeAt(p101), (c | 32) === 115)) { p102 = adv(p101 + 1); } else { p102 = -1; if (rec) fail(p101, 21, 3); }
      if (p102 < 0) { p96 = -1;  break L97; }
      var p103;
      if (p102 < n && (c = s.charCodeAt(p102), (c | 32) === 121)) { p103 = adv(p102 + 1); } else { p103 = -1; if (rec) fail(p102, 22, 4); }
      if (p103 < 0) { p96 = -1;  break L97; }
      var p104;
      if (p103 < n && (c = s.charCodeAt(p103), (c | 32) === 110)) { p104 = adv(p103 + 1); } else { p104 = -1; if (rec) fail(p103, 23, 5); }
      if (p104 < 0) { p96 = -1;  break L97; }
      var p105;
      if (p104 < n && (c = s.charCodeAt(p104), (c | 32) === 99)) { p105 = adv(p104 + 1); } else { p105 = -1; if (rec) fail(p104, 24, 6); }
      if (p105 < 0) { p96 = -1;  break L97; }
      p96 = p105;
    }
    if (p96 < 0) { out = -1;  break L94; }
    var p106;
    if (p96 < n && (c = s.charCodeAt(p96), c === 58)) { p106 = adv(p96 + 1); } else { p106 = -1; if (rec) fail(p96, 0); }
    if (p106 < 0) { out = -1;  break L94; }
    var p107;
    p107 = d7(p106);
    if (p107 < 0) { out = -1;  break L94; }
    out = p107;
  }
  return done(4, out);
}
function d5(p) { // jmap-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q108 = p;
  while (q108 < n && (c = s.charCodeAt(q108), T0[c] === 1)) q108++;
  if (look === 0 && q108 > far) far = q108; if (rec) fail(q108, 1);
  out = q108 - p >= 1 ? q108 : -1;
  return done(5, out);
}
function d6(p) { // davlock-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q110 = p, r111 = 0, e113 = false;
  while (q110 < n) {
    var p114;
    if (q110 < n && (c = s.charCodeAt(q110), c < 128 && T1[c] === 1)) { p114 = adv(q110 + 1); } else { p114 = -1; if (rec) fail(q110, 5); }
    if (p114 < 0) break;
    if (p114 === q110) { e113 = true; break; }
    r111++; q110 = p114;
    if (r111 === 32) break;
  }
  if (rec && q110 >= n && !e113 && r111 < 32) fail(q110, 5);
  if (e113 || r111 >= 32) out = q110; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // davsync-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q115 = p, r116 = 0, e118 = false;
  while (q115 < n) {
    var p119;
    if (q115 < n && (c = s.charCodeAt(q115), c < 128 && T1[c] === 1)) { p119 = adv(q115 + 1); } else { p119 = -1; if (rec) fail(q115, 5); }
    if (p119 < 0) break;
    if (p119 === q115) { e118 = true; break; }
    r116++; q115 = p119;
    if (r116 === 16) break;
  }
  if (rec && q115 >= n && !e118 && r116 < 16) fail(q115, 5);
  if (e118 || r116 >= 16) out = q115; else { out = -1;  }
  return done(7, out);
}
function d8(p) { // other-resource
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L120: {
    var p122;
    var p123;
    look++; nots++;
    L125: {
      var p127;
      L128: {
        var p129;
        L130: {
          var p132;
          if (p < n && (c = s.charCodeAt(p), (c | 32) === 106)) { p132 = adv(p + 1); } else { p132 = -1; if (rec) fail(p, 9); }
          if (p132 < 0) { p129 = -1;  break L130; }
          var p133;
          if (p132 < n && (c = s.charCodeAt(p132), (c | 32) === 109)) { p133 = adv(p132 + 1); } else { p133 = -1; if (rec) fail(p132, 10, 1); }
          if (p133 < 0) { p129 = -1;  break L130; }
          var p134;
          if (p133 < n && (c = s.charCodeAt(p133), (c | 32) === 97)) { p134 = adv(p133 + 1); } else { p134 = -1; if (rec) fail(p133, 11, 2); }
          if (p134 < 0) { p129 = -1;  break L130; }
          var p135;
          if (p134 < n && (c = s.charCodeAt(p134), (c | 32) === 112)) { p135 = adv(p134 + 1); } else { p135 = -1; if (rec) fail(p134, 12, 3); }
          if (p135 < 0) { p129 = -1;  break L130; }
          p129 = p135;
        }
        if (p129 >= 0) { p127 = p129; break L128; }
        var p136;
        L137: {
          var p139;
          if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p139 = adv(p + 1); } else { p139 = -1; if (rec) fail(p, 13); }
          if (p139 < 0) { p136 = -1;  break L137; }
          var p140;
          if (p139 < n && (c = s.charCodeAt(p139), (c | 32) === 97)) { p140 = adv(p139 + 1); } else { p140 = -1; if (rec) fail(p139, 14, 1); }
          if (p140 < 0) { p136 = -1;  break L137; }
          var p141;
          if (p140 < n && (c = s.charCodeAt(p140), (c | 32) === 118)) { p141 = adv(p140 + 1); } else { p141 = -1; if (rec) fail(p140, 15, 2); }
          if (p141 < 0) { p136 = -1;  break L137; }
          var p142;
          if (p141 < n && (c = s.charCodeAt(p141), (c | 32) === 108)) { p142 = adv(p141 + 1); } else { p142 = -1; if (rec) fail(p141, 16, 3); }
          if (p142 < 0) { p136 = -1;  break L137; }
          var p143;
          if (p142 < n && (c = s.charCodeAt(p142), (c | 32) === 111)) { p143 = adv(p142 + 1); } else { p143 = -1; if (rec) fail(p142, 17, 4); }
          if (p143 < 0) { p136 = -1;  break L137; }
          var p144;
          if (p143 < n && (c = s.charCodeAt(p143), (c | 32) === 99)) { p144 = adv(p143 + 1); } else { p144 = -1; if (rec) fail(p143, 18, 5); }
          if (p144 < 0) { p136 = -1;  break L137; }
          var p145;
          if (p144 < n && (c = s.charCodeAt(p144), (c | 32) === 107)) { p145 = adv(p144 + 1); } else { p145 = -1; if (rec) fail(p144, 19, 6); }
          if (p145 < 0) { p136 = -1;  break L137; }
          p136 = p145;
        }
        if (p136 >= 0) { p127 = p136; break L128; }
        var p146;
        L147: {
          var p149;
          if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p149 = adv(p + 1); } else { p149 = -1; if (rec) fail(p, 20); }
          if (p149 < 0) { p146 = -1;  break L147; }
          var p150;
          if (p149 < n && (c = s.charCodeAt(p149), (c | 32) === 97)) { p150 = adv(p149 + 1); } else { p150 = -1; if (rec) fail(p149, 14, 1); }
          if (p150 < 0) { p146 = -1;  break L147; }
          var p151;
          if (p150 < n && (c = s.charCodeAt(p150), (c | 32) === 118)) { p151 = adv(p150 + 1); } else { p151 = -1; if (rec) fail(p150, 15, 2); }
          if (p151 < 0) { p146 = -1;  break L147; }
          var p152;
          if (p151 < n && (c = s.charCodeAt(p151), (c | 32) === 115)) { p152 = adv(p151 + 1); } else { p152 = -1; if (rec) fail(p151, 21, 3); }
          if (p152 < 0) { p146 = -1;  break L147; }
          var p153;
          if (p152 < n && (c = s.charCodeAt(p152), (c | 32) === 121)) { p153 = adv(p152 + 1); } else { p153 = -1; if (rec) fail(p152, 22, 4); }
          if (p153 < 0) { p146 = -1;  break L147; }
          var p154;
          if (p153 < n && (c = s.charCodeAt(p153), (c | 32) === 110)) { p154 = adv(p153 + 1); } else { p154 = -1; if (rec) fail(p153, 23, 5); }
          if (p154 < 0) { p146 = -1;  break L147; }
          var p155;
          if (p154 < n && (c = s.charCodeAt(p154), (c | 32) === 99)) { p155 = adv(p154 + 1); } else { p155 = -1; if (rec) fail(p154, 24, 6); }
          if (p155 < 0) { p146 = -1;  break L147; }
          p146 = p155;
        }
        if (p146 >= 0) { p127 = p146; break L128; }
        p127 = -1;
      }
      if (p127 < 0) { p123 = -1;  break L125; }
      var p156;
      if (p127 < n && (c = s.charCodeAt(p127), c === 58)) { p156 = adv(p127 + 1); } else { p156 = -1; if (rec) fail(p127, 0); }
      if (p156 < 0) { p123 = -1;  break L125; }
      p123 = p156;
    }
    look--; nots--;
    p122 = p123 >= 0 ? -1 : p;
    if (p122 < 0) { out = -1;  break L120; }
    var p157;
    p157 = d9(p122);
    if (p157 < 0) { out = -1;  break L120; }
    var p158;
    if (p157 < n && (c = s.charCodeAt(p157), c === 58)) { p158 = adv(p157 + 1); } else { p158 = -1; if (rec) fail(p157, 0); }
    if (p158 < 0) { out = -1;  break L120; }
    var p159;
    p159 = d10(p158);
    if (p159 < 0) { out = -1;  break L120; }
    out = p159;
  }
  return done(8, out);
}
function d9(p) { // resource-type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q160 = p;
  while (q160 < n && (c = s.charCodeAt(q160), T0[c] === 1)) q160++;
  if (look === 0 && q160 > far) far = q160; if (rec) fail(q160, 1);
  out = q160 - p >= 1 ? q160 : -1;
  return done(9, out);
}
function d10(p) { // specific-identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L162: {
    var p164;
    p164 = d15(p);
    if (p164 < 0) { out = -1;  break L162; }
    var p165;
    var q166 = p164, e169 = false;
    while (q166 < n) {
      if ((c = s.charCodeAt(q166), c < 128 && T5[c] === 1)) { do q166++; while (q166 < n && (c = s.charCodeAt(q166), T5[c] === 1)); adv(q166, 15); continue; }
      var p170;
      L171: {
        var p172;
        p172 = d15(q166);
        if (p172 >= 0) { p170 = p172; break L171; }
        var p173;
        if (q166 < n && (c = s.charCodeAt(q166), c === 47)) { p173 = adv(q166 + 1); } else { p173 = -1; if (rec) fail(q166, 2); }
        if (p173 >= 0) { p170 = p173; break L171; }
        p170 = -1;
      }
      if (p170 < 0) break;
      if (p170 === q166) { e169 = true; break; }
      q166 = p170;
    }
    if (rec && q166 >= n && !e169) fail(q166, 25);
    p165 = q166;
    if (p165 < 0) { out = -1;  break L162; }
    out = p165;
  }
  return done(10, out);
}
function d11(p) { // name-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 1); }
  return done(11, out);
}
function d12(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 3); }
  return done(12, out);
}
function d13(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 4); }
  return done(13, out);
}
function d14(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 5); }
  return done(14, out);
}
function d15(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L174: {
    var p175;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p175 = adv(p + 1); } else { p175 = -1; if (rec) fail(p, 6); }
    if (p175 >= 0) { out = p175; break L174; }
    var p176;
    p176 = d17(p);
    if (p176 >= 0) { out = p176; break L174; }
    out = -1;
  }
  return done(15, out);
}
function d16(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 7); }
  return done(16, out);
}
function d17(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  L177: {
    var p179;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p179 = adv(p + 1); } else { p179 = -1; if (rec) fail(p, 26); }
    if (p179 < 0) { out = -1;  break L177; }
    var p180;
    if (p179 < n && (c = s.charCodeAt(p179), c < 128 && T1[c] === 1)) { p180 = adv(p179 + 1); } else { p180 = -1; if (rec) fail(p179, 5); }
    if (p180 < 0) { out = -1;  break L177; }
    var p181;
    if (p180 < n && (c = s.charCodeAt(p180), c < 128 && T1[c] === 1)) { p181 = adv(p180 + 1); } else { p181 = -1; if (rec) fail(p180, 5); }
    if (p181 < 0) { out = -1;  break L177; }
    out = p181;
  }
  return done(17, out);
}
function d18(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = adv(p + 1); } else { out = -1; if (rec) fail(p, 8); }
  return done(18, out);
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
