// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/publicid.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002177ffb2ffffff78efffff70');
const T2 = table(128, '000000002177fff2ffffff78efffff70');
const rules = ["transcribed-public-identifier","segment","segment-item","literal-char","dslash","dcolon","space","escaped-char","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[43,43]]},{"set":[[58,58]]},{"set":[[33,33],[36,36],[40,42],[44,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[33,33],[36,36],[40,42],[44,46],[48,57],[61,61],[64,90],[95,95],[97,122]]},{"set":[[59,59]]},{"set":[[33,33],[36,36],[40,42],[44,46],[48,59],[61,61],[64,90],[95,95],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[48,57]]},{"set":[[33,33],[36,37],[40,46],[48,57],[59,59],[61,61],[64,90],[95,95],[97,122]]},{"literal":"%2b","caseless":true,"at":0},{"literal":"2","caseless":true,"at":1},{"literal":"b","caseless":true,"at":2},{"literal":"%3a","caseless":true,"at":0},{"literal":"3","caseless":true,"at":1},{"literal":"a","caseless":true,"at":2},{"literal":"%2f","caseless":true,"at":0},{"literal":"f","caseless":true,"at":2},{"literal":"%3b","caseless":true,"at":0},{"literal":"%27","caseless":true,"at":0},{"literal":"7","caseless":true,"at":2},{"literal":"%3f","caseless":true,"at":0},{"literal":"%23","caseless":true,"at":0},{"literal":"3","caseless":true,"at":2},{"literal":"%25","caseless":true,"at":0},{"literal":"5","caseless":true,"at":2}];
const sections = {
  "transcribed-public-identifier": "RFC 3151 s.2",
  "segment": "RFC 3151 s.2",
  "segment-item": "RFC 3151 s.2",
  "literal-char": "RFC 3151 s.2",
  "dslash": "RFC 3151 s.2",
  "dcolon": "RFC 3151 s.2",
  "space": "RFC 3151 s.2",
  "escaped-char": "RFC 3151 s.2",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["transcribed-public-identifier","segment","segment-item","literal-char","dslash","dcolon","space","escaped-char"];
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
const KEEP = 2;
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
function d0(p) { // transcribed-public-identifier
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L56: {
    var p58;
    var p59;
    look++; nots++;
    if (p < n && (c = s.charCodeAt(p), c === 43)) { p59 = adv(p + 1); } else { p59 = -1; if (rec) fail(p, 0); }
    look--; nots--;
    p58 = p59 >= 0 ? -1 : p;
    if (p58 < 0) { out = -1;  break L56; }
    var p61;
    p61 = d1(p58);
    if (p61 < 0) { out = -1;  break L56; }
    var p62;
    var q63 = p61, e66 = false;
    while (q63 < n) {
      var p67;
      L68: {
        var p70;
        if (q63 < n && (c = s.charCodeAt(q63), c === 58)) { p70 = adv(q63 + 1); } else { p70 = -1; if (rec) fail(q63, 1); }
        if (p70 < 0) { p67 = -1;  break L68; }
        var p71;
        p71 = d1(p70);
        if (p71 < 0) { p67 = -1;  break L68; }
        p67 = p71;
      }
      if (p67 < 0) break;
      if (p67 === q63) { e66 = true; break; }
      q63 = p67;
    }
    if (rec && q63 >= n && !e66) fail(q63, 1);
    p62 = q63;
    if (p62 < 0) { out = -1;  break L56; }
    out = p62;
  }
  return done(0, out);
}
function d1(p) { // segment
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  var q72 = p, e75 = false;
  while (q72 < n) {
    if ((c = s.charCodeAt(q72), c < 128 && T0[c] === 1)) { do q72++; while (q72 < n && (c = s.charCodeAt(q72), T0[c] === 1)); adv(q72, 2); continue; }
    var p76;
    p76 = d2(q72);
    if (p76 < 0) break;
    if (p76 === q72) { e75 = true; break; }
    q72 = p76;
  }
  if (rec && q72 >= n && !e75) fail(q72, 8);
  out = q72;
  return done(1, out);
}
function d2(p) { // segment-item
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 2;
  L77: {
    var p78;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p78 = adv(p + 1); } else { p78 = -1; if (rec) fail(p, 2); }
    if (p78 >= 0) { out = p78; break L77; }
    var p79;
    p79 = d7(p);
    if (p79 >= 0) { out = p79; break L77; }
    var p80;
    p80 = d6(p);
    if (p80 >= 0) { out = p80; break L77; }
    out = -1;
  }
  return done(2, out);
}
function d6(p) { // space
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 6;
  L81: {
    var p83;
    if (p < n && (c = s.charCodeAt(p), c === 43)) { p83 = adv(p + 1); } else { p83 = -1; if (rec) fail(p, 0); }
    if (p83 < 0) { out = -1;  break L81; }
    var p84;
    var p85;
    look++;
    L87: {
      var p88;
      if (p83 < n && (c = s.charCodeAt(p83), c < 128 && T2[c] === 1)) { p88 = adv(p83 + 1); } else { p88 = -1; if (rec) fail(p83, 5); }
      if (p88 >= 0) { p85 = p88; break L87; }
      var p89;
      p89 = d7(p83);
      if (p89 >= 0) { p85 = p89; break L87; }
      p85 = -1;
    }
    look--;
    p84 = p85 >= 0 ? p83 : -1;
    if (p84 < 0) { out = -1;  break L81; }
    out = p84;
  }
  return done(6, out);
}
function d7(p) { // escaped-char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L90: {
    var p91;
    L92: {
      var p94;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p94 = adv(p + 1); } else { p94 = -1; if (rec) fail(p, 9); }
      if (p94 < 0) { p91 = -1;  break L92; }
      var p95;
      if (p94 < n && (c = s.charCodeAt(p94), c === 50)) { p95 = adv(p94 + 1); } else { p95 = -1; if (rec) fail(p94, 10, 1); }
      if (p95 < 0) { p91 = -1;  break L92; }
      var p96;
      if (p95 < n && (c = s.charCodeAt(p95), (c | 32) === 98)) { p96 = adv(p95 + 1); } else { p96 = -1; if (rec) fail(p95, 11, 2); }
      if (p96 < 0) { p91 = -1;  break L92; }
      p91 = p96;
    }
    if (p91 >= 0) { out = p91; break L90; }
    var p97;
    L98: {
      var p100;
      L101: {
        var p103;
        if (p < n && (c = s.charCodeAt(p), c === 37)) { p103 = adv(p + 1); } else { p103 = -1; if (rec) fail(p, 12); }
        if (p103 < 0) { p100 = -1;  break L101; }
        var p104;
        if (p103 < n && (c = s.charCodeAt(p103), c === 51)) { p104 = adv(p103 + 1); } else { p104 = -1; if (rec) fail(p103, 13, 1); }
        if (p104 < 0) { p100 = -1;  break L101; }
        var p105;
        if (p104 < n && (c = s.charCodeAt(p104), (c | 32) === 97)) { p105 = adv(p104 + 1); } else { p105 = -1; if (rec) fail(p104, 14, 2); }
        if (p105 < 0) { p100 = -1;  break L101; }
        p100 = p105;
      }
      if (p100 < 0) { p97 = -1;  break L98; }
      var p106;
      var p107;
      look++; nots++;
      L109: {
        var p111;
        if (p100 < n && (c = s.charCodeAt(p100), c === 37)) { p111 = adv(p100 + 1); } else { p111 = -1; if (rec) fail(p100, 12); }
        if (p111 < 0) { p107 = -1;  break L109; }
        var p112;
        if (p111 < n && (c = s.charCodeAt(p111), c === 51)) { p112 = adv(p111 + 1); } else { p112 = -1; if (rec) fail(p111, 13, 1); }
        if (p112 < 0) { p107 = -1;  break L109; }
        var p113;
        if (p112 < n && (c = s.charCodeAt(p112), (c | 32) === 97)) { p113 = adv(p112 + 1); } else { p113 = -1; if (rec) fail(p112, 14, 2); }
        if (p113 < 0) { p107 = -1;  break L109; }
        p107 = p113;
      }
      look--; nots--;
      p106 = p107 >= 0 ? -1 : p100;
      if (p106 < 0) { p97 = -1;  break L98; }
      p97 = p106;
    }
    if (p97 >= 0) { out = p97; break L90; }
    var p114;
    L115: {
      var p117;
      L118: {
        var p120;
        if (p < n && (c = s.charCodeAt(p), c === 37)) { p120 = adv(p + 1); } else { p120 = -1; if (rec) fail(p, 15); }
        if (p120 < 0) { p117 = -1;  break L118; }
        var p121;
        if (p120 < n && (c = s.charCodeAt(p120), c === 50)) { p121 = adv(p120 + 1); } else { p121 = -1; if (rec) fail(p120, 10, 1); }
        if (p121 < 0) { p117 = -1;  break L118; }
        var p122;
        if (p121 < n && (c = s.charCodeAt(p121), (c | 32) === 102)) { p122 = adv(p121 + 1); } else { p122 = -1; if (rec) fail(p121, 16, 2); }
        if (p122 < 0) { p117 = -1;  break L118; }
        p117 = p122;
      }
      if (p117 < 0) { p114 = -1;  break L115; }
      var p123;
      var p124;
      look++; nots++;
      L126: {
        var p128;
        if (p117 < n && (c = s.charCodeAt(p117), c === 37)) { p128 = adv(p117 + 1); } else { p128 = -1; if (rec) fail(p117, 15); }
        if (p128 < 0) { p124 = -1;  break L126; }
        var p129;
        if (p128 < n && (c = s.charCodeAt(p128), c === 50)) { p129 = adv(p128 + 1); } else { p129 = -1; if (rec) fail(p128, 10, 1); }
        if (p129 < 0) { p124 = -1;  break L126; }
        var p130;
        if (p129 < n && (c = s.charCodeAt(p129), (c | 32) === 102)) { p130 = adv(p129 + 1); } else { p130 = -1; if (rec) fail(p129, 16, 2); }
        if (p130 < 0) { p124 = -1;  break L126; }
        p124 = p130;
      }
      look--; nots--;
      p123 = p124 >= 0 ? -1 : p117;
      if (p123 < 0) { p114 = -1;  break L115; }
      p114 = p123;
    }
    if (p114 >= 0) { out = p114; break L90; }
    var p131;
    L132: {
      var p134;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p134 = adv(p + 1); } else { p134 = -1; if (rec) fail(p, 17); }
      if (p134 < 0) { p131 = -1;  break L132; }
      var p135;
      if (p134 < n && (c = s.charCodeAt(p134), c === 51)) { p135 = adv(p134 + 1); } else { p135 = -1; if (rec) fail(p134, 13, 1); }
      if (p135 < 0) { p131 = -1;  break L132; }
      var p136;
      if (p135 < n && (c = s.charCodeAt(p135), (c | 32) === 98)) { p136 = adv(p135 + 1); } else { p136 = -1; if (rec) fail(p135, 11, 2); }
      if (p136 < 0) { p131 = -1;  break L132; }
      p131 = p136;
    }
    if (p131 >= 0) { out = p131; break L90; }
    var p137;
    L138: {
      var p140;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p140 = adv(p + 1); } else { p140 = -1; if (rec) fail(p, 18); }
      if (p140 < 0) { p137 = -1;  break L138; }
      var p141;
      if (p140 < n && (c = s.charCodeAt(p140), c === 50)) { p141 = adv(p140 + 1); } else { p141 = -1; if (rec) fail(p140, 10, 1); }
      if (p141 < 0) { p137 = -1;  break L138; }
      var p142;
      if (p141 < n && (c = s.charCodeAt(p141), c === 55)) { p142 = adv(p141 + 1); } else { p142 = -1; if (rec) fail(p141, 19, 2); }
      if (p142 < 0) { p137 = -1;  break L138; }
      p137 = p142;
    }
    if (p137 >= 0) { out = p137; break L90; }
    var p143;
    L144: {
      var p146;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p146 = adv(p + 1); } else { p146 = -1; if (rec) fail(p, 20); }
      if (p146 < 0) { p143 = -1;  break L144; }
      var p147;
      if (p146 < n && (c = s.charCodeAt(p146), c === 51)) { p147 = adv(p146 + 1); } else { p147 = -1; if (rec) fail(p146, 13, 1); }
      if (p147 < 0) { p143 = -1;  break L144; }
      var p148;
      if (p147 < n && (c = s.charCodeAt(p147), (c | 32) === 102)) { p148 = adv(p147 + 1); } else { p148 = -1; if (rec) fail(p147, 16, 2); }
      if (p148 < 0) { p143 = -1;  break L144; }
      p143 = p148;
    }
    if (p143 >= 0) { out = p143; break L90; }
    var p149;
    L150: {
      var p152;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p152 = adv(p + 1); } else { p152 = -1; if (rec) fail(p, 21); }
      if (p152 < 0) { p149 = -1;  break L150; }
      var p153;
      if (p152 < n && (c = s.charCodeAt(p152), c === 50)) { p153 = adv(p152 + 1); } else { p153 = -1; if (rec) fail(p152, 10, 1); }
      if (p153 < 0) { p149 = -1;  break L150; }
      var p154;
      if (p153 < n && (c = s.charCodeAt(p153), c === 51)) { p154 = adv(p153 + 1); } else { p154 = -1; if (rec) fail(p153, 22, 2); }
      if (p154 < 0) { p149 = -1;  break L150; }
      p149 = p154;
    }
    if (p149 >= 0) { out = p149; break L90; }
    var p155;
    L156: {
      var p158;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p158 = adv(p + 1); } else { p158 = -1; if (rec) fail(p, 23); }
      if (p158 < 0) { p155 = -1;  break L156; }
      var p159;
      if (p158 < n && (c = s.charCodeAt(p158), c === 50)) { p159 = adv(p158 + 1); } else { p159 = -1; if (rec) fail(p158, 10, 1); }
      if (p159 < 0) { p155 = -1;  break L156; }
      var p160;
      if (p159 < n && (c = s.charCodeAt(p159), c === 53)) { p160 = adv(p159 + 1); } else { p160 = -1; if (rec) fail(p159, 24, 2); }
      if (p160 < 0) { p155 = -1;  break L156; }
      p155 = p160;
    }
    if (p155 >= 0) { out = p155; break L90; }
    out = -1;
  }
  return done(7, out);
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
