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
const T5 = table(65536, '000000002df7fff2ffffff78efffff74');
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
function d0(p) { // stalwart-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L59: {
    var p60;
    p60 = d1(p);
    if (p60 >= 0) { out = p60; break L59; }
    var p61;
    p61 = d8(p);
    if (p61 >= 0) { out = p61; break L59; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // known-resource
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L62: {
    var p63;
    p63 = d2(p);
    if (p63 >= 0) { out = p63; break L62; }
    var p64;
    p64 = d3(p);
    if (p64 >= 0) { out = p64; break L62; }
    var p65;
    p65 = d4(p);
    if (p65 >= 0) { out = p65; break L62; }
    out = -1;
  }
  return done(1, out);
}
function d2(p) { // jmap
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L66: {
    var p68;
    L69: {
      var p71;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 106)) { p71 = adv(p + 1); } else { p71 = -1; if (rec) fail(p, 9); }
      if (p71 < 0) { p68 = -1;  break L69; }
      var p72;
      if (p71 < n && (c = s.charCodeAt(p71), (c | 32) === 109)) { p72 = adv(p71 + 1); } else { p72 = -1; if (rec) fail(p71, 10, 1); }
      if (p72 < 0) { p68 = -1;  break L69; }
      var p73;
      if (p72 < n && (c = s.charCodeAt(p72), (c | 32) === 97)) { p73 = adv(p72 + 1); } else { p73 = -1; if (rec) fail(p72, 11, 2); }
      if (p73 < 0) { p68 = -1;  break L69; }
      var p74;
      if (p73 < n && (c = s.charCodeAt(p73), (c | 32) === 112)) { p74 = adv(p73 + 1); } else { p74 = -1; if (rec) fail(p73, 12, 3); }
      if (p74 < 0) { p68 = -1;  break L69; }
      p68 = p74;
    }
    if (p68 < 0) { out = -1;  break L66; }
    var p75;
    if (p68 < n && (c = s.charCodeAt(p68), c === 58)) { p75 = adv(p68 + 1); } else { p75 = -1; if (rec) fail(p68, 0); }
    if (p75 < 0) { out = -1;  break L66; }
    var p76;
    p76 = d5(p75);
    if (p76 < 0) { out = -1;  break L66; }
    out = p76;
  }
  return done(2, out);
}
function d3(p) { // davlock
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 3;
  L77: {
    var p79;
    L80: {
      var p82;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p82 = adv(p + 1); } else { p82 = -1; if (rec) fail(p, 13); }
      if (p82 < 0) { p79 = -1;  break L80; }
      var p83;
      if (p82 < n && (c = s.charCodeAt(p82), (c | 32) === 97)) { p83 = adv(p82 + 1); } else { p83 = -1; if (rec) fail(p82, 14, 1); }
      if (p83 < 0) { p79 = -1;  break L80; }
      var p84;
      if (p83 < n && (c = s.charCodeAt(p83), (c | 32) === 118)) { p84 = adv(p83 + 1); } else { p84 = -1; if (rec) fail(p83, 15, 2); }
      if (p84 < 0) { p79 = -1;  break L80; }
      var p85;
      if (p84 < n && (c = s.charCodeAt(p84), (c | 32) === 108)) { p85 = adv(p84 + 1); } else { p85 = -1; if (rec) fail(p84, 16, 3); }
      if (p85 < 0) { p79 = -1;  break L80; }
      var p86;
      if (p85 < n && (c = s.charCodeAt(p85), (c | 32) === 111)) { p86 = adv(p85 + 1); } else { p86 = -1; if (rec) fail(p85, 17, 4); }
      if (p86 < 0) { p79 = -1;  break L80; }
      var p87;
      if (p86 < n && (c = s.charCodeAt(p86), (c | 32) === 99)) { p87 = adv(p86 + 1); } else { p87 = -1; if (rec) fail(p86, 18, 5); }
      if (p87 < 0) { p79 = -1;  break L80; }
      var p88;
      if (p87 < n && (c = s.charCodeAt(p87), (c | 32) === 107)) { p88 = adv(p87 + 1); } else { p88 = -1; if (rec) fail(p87, 19, 6); }
      if (p88 < 0) { p79 = -1;  break L80; }
      p79 = p88;
    }
    if (p79 < 0) { out = -1;  break L77; }
    var p89;
    if (p79 < n && (c = s.charCodeAt(p79), c === 58)) { p89 = adv(p79 + 1); } else { p89 = -1; if (rec) fail(p79, 0); }
    if (p89 < 0) { out = -1;  break L77; }
    var p90;
    p90 = d6(p89);
    if (p90 < 0) { out = -1;  break L77; }
    out = p90;
  }
  return done(3, out);
}
function d4(p) { // davsync
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 4;
  L91: {
    var p93;
    L94: {
      var p96;
      if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p96 = adv(p + 1); } else { p96 = -1; if (rec) fail(p, 20); }
      if (p96 < 0) { p93 = -1;  break L94; }
      var p97;
      if (p96 < n && (c = s.charCodeAt(p96), (c | 32) === 97)) { p97 = adv(p96 + 1); } else { p97 = -1; if (rec) fail(p96, 14, 1); }
      if (p97 < 0) { p93 = -1;  break L94; }
      var p98;
      if (p97 < n && (c = s.charCodeAt(p97), (c | 32) === 118)) { p98 = adv(p97 + 1); } else { p98 = -1; if (rec) fail(p97, 15, 2); }
      if (p98 < 0) { p93 = -1;  break L94; }
      var p99;
      if (p98 < n && (c = s.charCodeAt(p98), (c | 32) === 115)) { p99 = adv(p98 + 1); } else { p99 = -1; if (rec) fail(p98, 21, 3); }
      if (p99 < 0) { p93 = -1;  break L94; }
      var p100;
      if (p99 < n && (c = s.charCodeAt(p99), (c | 32) === 121)) { p100 = adv(p99 + 1); } else { p100 = -1; if (rec) fail(p99, 22, 4); }
      if (p100 < 0) { p93 = -1;  break L94; }
      var p101;
      if (p100 < n && (c = s.charCodeAt(p100), (c | 32) === 110)) { p101 = adv(p100 + 1); } else { p101 = -1; if (rec) fail(p100, 23, 5); }
      if (p101 < 0) { p93 = -1;  break L94; }
      var p102;
      if (p101 < n && (c = s.charCodeAt(p101), (c | 32) === 99)) { p102 = adv(p101 + 1); } else { p102 = -1; if (rec) fail(p101, 24, 6); }
      if (p102 < 0) { p93 = -1;  break L94; }
      p93 = p102;
    }
    if (p93 < 0) { out = -1;  break L91; }
    var p103;
    if (p93 < n && (c = s.charCodeAt(p93), c === 58)) { p103 = adv(p93 + 1); } else { p103 = -1; if (rec) fail(p93, 0); }
    if (p103 < 0) { out = -1;  break L91; }
    var p104;
    p104 = d7(p103);
    if (p104 < 0) { out = -1;  break L91; }
    out = p104;
  }
  return done(4, out);
}
function d5(p) { // jmap-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 5;
  var q105 = p;
  while (q105 < n && (c = s.charCodeAt(q105), T0[c] === 1)) q105++;
  if (look === 0 && q105 > far) far = q105; if (rec) fail(q105, 1);
  out = q105 - p >= 1 ? q105 : -1;
  return done(5, out);
}
function d6(p) { // davlock-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  var q107 = p, r108 = 0, e110 = false;
  while (q107 < n) {
    var p111;
    if (q107 < n && (c = s.charCodeAt(q107), c < 128 && T1[c] === 1)) { p111 = adv(q107 + 1); } else { p111 = -1; if (rec) fail(q107, 5); }
    if (p111 < 0) break;
    if (p111 === q107) { e110 = true; break; }
    r108++; q107 = p111;
    if (r108 === 32) break;
  }
  if (rec && q107 >= n && !e110 && r108 < 32) fail(q107, 5);
  if (e110 || r108 >= 32) out = q107; else { out = -1;  }
  return done(6, out);
}
function d7(p) { // davsync-id
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  var q112 = p, r113 = 0, e115 = false;
  while (q112 < n) {
    var p116;
    if (q112 < n && (c = s.charCodeAt(q112), c < 128 && T1[c] === 1)) { p116 = adv(q112 + 1); } else { p116 = -1; if (rec) fail(q112, 5); }
    if (p116 < 0) break;
    if (p116 === q112) { e115 = true; break; }
    r113++; q112 = p116;
    if (r113 === 16) break;
  }
  if (rec && q112 >= n && !e115 && r113 < 16) fail(q112, 5);
  if (e115 || r113 >= 16) out = q112; else { out = -1;  }
  return done(7, out);
}
function d8(p) { // other-resource
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L117: {
    var p119;
    var p120;
    look++; nots++;
    L122: {
      var p124;
      L125: {
        var p126;
        L127: {
          var p129;
          if (p < n && (c = s.charCodeAt(p), (c | 32) === 106)) { p129 = adv(p + 1); } else { p129 = -1; if (rec) fail(p, 9); }
          if (p129 < 0) { p126 = -1;  break L127; }
          var p130;
          if (p129 < n && (c = s.charCodeAt(p129), (c | 32) === 109)) { p130 = adv(p129 + 1); } else { p130 = -1; if (rec) fail(p129, 10, 1); }
          if (p130 < 0) { p126 = -1;  break L127; }
          var p131;
          if (p130 < n && (c = s.charCodeAt(p130), (c | 32) === 97)) { p131 = adv(p130 + 1); } else { p131 = -1; if (rec) fail(p130, 11, 2); }
          if (p131 < 0) { p126 = -1;  break L127; }
          var p132;
          if (p131 < n && (c = s.charCodeAt(p131), (c | 32) === 112)) { p132 = adv(p131 + 1); } else { p132 = -1; if (rec) fail(p131, 12, 3); }
          if (p132 < 0) { p126 = -1;  break L127; }
          p126 = p132;
        }
        if (p126 >= 0) { p124 = p126; break L125; }
        var p133;
        L134: {
          var p136;
          if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p136 = adv(p + 1); } else { p136 = -1; if (rec) fail(p, 13); }
          if (p136 < 0) { p133 = -1;  break L134; }
          var p137;
          if (p136 < n && (c = s.charCodeAt(p136), (c | 32) === 97)) { p137 = adv(p136 + 1); } else { p137 = -1; if (rec) fail(p136, 14, 1); }
          if (p137 < 0) { p133 = -1;  break L134; }
          var p138;
          if (p137 < n && (c = s.charCodeAt(p137), (c | 32) === 118)) { p138 = adv(p137 + 1); } else { p138 = -1; if (rec) fail(p137, 15, 2); }
          if (p138 < 0) { p133 = -1;  break L134; }
          var p139;
          if (p138 < n && (c = s.charCodeAt(p138), (c | 32) === 108)) { p139 = adv(p138 + 1); } else { p139 = -1; if (rec) fail(p138, 16, 3); }
          if (p139 < 0) { p133 = -1;  break L134; }
          var p140;
          if (p139 < n && (c = s.charCodeAt(p139), (c | 32) === 111)) { p140 = adv(p139 + 1); } else { p140 = -1; if (rec) fail(p139, 17, 4); }
          if (p140 < 0) { p133 = -1;  break L134; }
          var p141;
          if (p140 < n && (c = s.charCodeAt(p140), (c | 32) === 99)) { p141 = adv(p140 + 1); } else { p141 = -1; if (rec) fail(p140, 18, 5); }
          if (p141 < 0) { p133 = -1;  break L134; }
          var p142;
          if (p141 < n && (c = s.charCodeAt(p141), (c | 32) === 107)) { p142 = adv(p141 + 1); } else { p142 = -1; if (rec) fail(p141, 19, 6); }
          if (p142 < 0) { p133 = -1;  break L134; }
          p133 = p142;
        }
        if (p133 >= 0) { p124 = p133; break L125; }
        var p143;
        L144: {
          var p146;
          if (p < n && (c = s.charCodeAt(p), (c | 32) === 100)) { p146 = adv(p + 1); } else { p146 = -1; if (rec) fail(p, 20); }
          if (p146 < 0) { p143 = -1;  break L144; }
          var p147;
          if (p146 < n && (c = s.charCodeAt(p146), (c | 32) === 97)) { p147 = adv(p146 + 1); } else { p147 = -1; if (rec) fail(p146, 14, 1); }
          if (p147 < 0) { p143 = -1;  break L144; }
          var p148;
          if (p147 < n && (c = s.charCodeAt(p147), (c | 32) === 118)) { p148 = adv(p147 + 1); } else { p148 = -1; if (rec) fail(p147, 15, 2); }
          if (p148 < 0) { p143 = -1;  break L144; }
          var p149;
          if (p148 < n && (c = s.charCodeAt(p148), (c | 32) === 115)) { p149 = adv(p148 + 1); } else { p149 = -1; if (rec) fail(p148, 21, 3); }
          if (p149 < 0) { p143 = -1;  break L144; }
          var p150;
          if (p149 < n && (c = s.charCodeAt(p149), (c | 32) === 121)) { p150 = adv(p149 + 1); } else { p150 = -1; if (rec) fail(p149, 22, 4); }
          if (p150 < 0) { p143 = -1;  break L144; }
          var p151;
          if (p150 < n && (c = s.charCodeAt(p150), (c | 32) === 110)) { p151 = adv(p150 + 1); } else { p151 = -1; if (rec) fail(p150, 23, 5); }
          if (p151 < 0) { p143 = -1;  break L144; }
          var p152;
          if (p151 < n && (c = s.charCodeAt(p151), (c | 32) === 99)) { p152 = adv(p151 + 1); } else { p152 = -1; if (rec) fail(p151, 24, 6); }
          if (p152 < 0) { p143 = -1;  break L144; }
          p143 = p152;
        }
        if (p143 >= 0) { p124 = p143; break L125; }
        p124 = -1;
      }
      if (p124 < 0) { p120 = -1;  break L122; }
      var p153;
      if (p124 < n && (c = s.charCodeAt(p124), c === 58)) { p153 = adv(p124 + 1); } else { p153 = -1; if (rec) fail(p124, 0); }
      if (p153 < 0) { p120 = -1;  break L122; }
      p120 = p153;
    }
    look--; nots--;
    p119 = p120 >= 0 ? -1 : p;
    if (p119 < 0) { out = -1;  break L117; }
    var p154;
    p154 = d9(p119);
    if (p154 < 0) { out = -1;  break L117; }
    var p155;
    if (p154 < n && (c = s.charCodeAt(p154), c === 58)) { p155 = adv(p154 + 1); } else { p155 = -1; if (rec) fail(p154, 0); }
    if (p155 < 0) { out = -1;  break L117; }
    var p156;
    p156 = d10(p155);
    if (p156 < 0) { out = -1;  break L117; }
    out = p156;
  }
  return done(8, out);
}
function d9(p) { // resource-type
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q157 = p;
  while (q157 < n && (c = s.charCodeAt(q157), T0[c] === 1)) q157++;
  if (look === 0 && q157 > far) far = q157; if (rec) fail(q157, 1);
  out = q157 - p >= 1 ? q157 : -1;
  return done(9, out);
}
function d10(p) { // specific-identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L159: {
    var p161;
    p161 = d15(p);
    if (p161 < 0) { out = -1;  break L159; }
    var p162;
    var q163 = p161, e166 = false;
    while (q163 < n) {
      if ((c = s.charCodeAt(q163), c < 128 && T5[c] === 1)) { do q163++; while (q163 < n && (c = s.charCodeAt(q163), T5[c] === 1)); adv(q163, 15); continue; }
      var p167;
      L168: {
        var p169;
        p169 = d15(q163);
        if (p169 >= 0) { p167 = p169; break L168; }
        var p170;
        if (q163 < n && (c = s.charCodeAt(q163), c === 47)) { p170 = adv(q163 + 1); } else { p170 = -1; if (rec) fail(q163, 2); }
        if (p170 >= 0) { p167 = p170; break L168; }
        p167 = -1;
      }
      if (p167 < 0) break;
      if (p167 === q163) { e166 = true; break; }
      q163 = p167;
    }
    if (rec && q163 >= n && !e166) fail(q163, 25);
    p162 = q163;
    if (p162 < 0) { out = -1;  break L159; }
    out = p162;
  }
  return done(10, out);
}
function d15(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L171: {
    var p172;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T5[c] === 1)) { p172 = adv(p + 1); } else { p172 = -1; if (rec) fail(p, 6); }
    if (p172 >= 0) { out = p172; break L171; }
    var p173;
    p173 = d17(p);
    if (p173 >= 0) { out = p173; break L171; }
    out = -1;
  }
  return done(15, out);
}
function d17(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  L174: {
    var p176;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p176 = adv(p + 1); } else { p176 = -1; if (rec) fail(p, 26); }
    if (p176 < 0) { out = -1;  break L174; }
    var p177;
    if (p176 < n && (c = s.charCodeAt(p176), c < 128 && T1[c] === 1)) { p177 = adv(p176 + 1); } else { p177 = -1; if (rec) fail(p176, 5); }
    if (p177 < 0) { out = -1;  break L174; }
    var p178;
    if (p177 < n && (c = s.charCodeAt(p177), c < 128 && T1[c] === 1)) { p178 = adv(p177 + 1); } else { p178 = -1; if (rec) fail(p177, 5); }
    if (p178 < 0) { out = -1;  break L174; }
    out = p178;
  }
  return done(17, out);
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
