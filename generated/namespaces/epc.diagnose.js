// GENERATED FILE - DO NOT EDIT. The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.
// Source: grammar/namespaces/epc.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000000ff30efffff70efffff70');
const T1 = table(65536, '000000000002ff30efffff70efffff70');
const T2 = table(128, '0000000000000000efffff7000000000');
const T4 = table(65536, '000000000000ff300000000000000000');
const T6 = table(65536, '00000000800800080000000000000000');
const T7 = table(128, '000000000000ff30efd7ff7000000000');
const T8 = table(65536, '000000000002ff30efffff7000000000');
const T9 = table(128, '00000000000000000040024000000000');
const T10 = table(128, '000000000000ef300000000000000000');
const T13 = table(128, '000000000000ff30e7000000e7000000');
const T14 = table(65536, '0000000028f7fff2efffff78efffff70');
const T16 = table(128, '000000002df7fff2ffffff78efffff74');
const rules = ["epc-nss","sub-ns-name","let-num","let-num-hyp","upper","lower","number","sub-ns","URN-chars","epc-scheme","epc-id-body","end-of-nss","id-scheme-known","EPC-URI","SGTIN-URI","SGTINURIBody","SSCC-URI","SSCCURIBody","SGLN-URI","SGLNURIBody","GRAI-URI","GRAIURIBody","GIAI-URI","GIAIURIBody","GSRN-URI","GSRNURIBody","GSRNP-URI","GSRNPURIBody","GDTI-URI","GDTIURIBody","CPI-URI","CPIURIBody","SGCN-URI","SGCNURIBody","GINC-URI","GINCURIBody","GSIN-URI","GSINURIBody","ITIP-URI","ITIPURIBody","UPUI-URI","UPUIURIBody","PGLN-URI","PGLNURIBody","GID-URI","GIDURIBody","USDOD-URI","USDODURIBody","CAGECodeOrDODAAC","CAGECode","DODAAC","CAGECodeOrDODAACChar","ADI-URI","ADIURIBody","ADIComponent","ADIExtendedComponent","ADIChar","BIC-URI","BICURIBody","IMOVN-URI","IMOVNURIBody","NumericComponent","ZeroComponent","NonZeroComponent","PaddedNumericComponent","PaddedNumericComponentOrEmpty","NonZeroDigit","UpperAlpha","LowerAlpha","OtherChar","UpperHexChar","HexChar","Escape","GS3A3Char","GS3A3Component","CPRefChar","CPRefComponent","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90]]},{"set":[[97,122]]},{"set":[[48,57]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[0,55295],[56320,65535]]},{"set":[[55296,56319]]},{"set":[[56320,57343]]},{"set":[[46,46]]},{"set":[[48,57],[65,72],[74,78],[80,90]]},{"set":[[45,45],[48,57],[65,90]]},{"set":[[48,48]]},{"set":[[49,57]]},{"set":[[33,33],[39,46],[58,59],[61,61],[95,95]]},{"set":[[48,57],[65,70]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[39,46],[48,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"id:","caseless":false,"at":0},{"literal":"d","caseless":false,"at":1},{"literal":":","caseless":false,"at":2},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"set":[[55296,55296]]},{"set":[[55297,56318]]},{"set":[[56319,56319]]},{"literal":"sgtin","caseless":false,"at":0},{"literal":"g","caseless":false,"at":1},{"literal":"t","caseless":false,"at":2},{"literal":"i","caseless":false,"at":3},{"literal":"n","caseless":false,"at":4},{"literal":"sscc","caseless":false,"at":0},{"literal":"s","caseless":false,"at":1},{"literal":"c","caseless":false,"at":2},{"literal":"c","caseless":false,"at":3},{"literal":"sgln","caseless":false,"at":0},{"literal":"l","caseless":false,"at":2},{"literal":"n","caseless":false,"at":3},{"literal":"grai","caseless":false,"at":0},{"literal":"r","caseless":false,"at":1},{"literal":"a","caseless":false,"at":2},{"literal":"giai","caseless":false,"at":0},{"literal":"i","caseless":false,"at":1},{"literal":"gsrnp","caseless":false,"at":0},{"literal":"r","caseless":false,"at":2},{"literal":"p","caseless":false,"at":4},{"literal":"gsrn","caseless":false,"at":0},{"literal":"gdti","caseless":false,"at":0},{"literal":"cpi","caseless":false,"at":0},{"literal":"p","caseless":false,"at":1},{"literal":"i","caseless":false,"at":2},{"literal":"sgcn","caseless":false,"at":0},{"literal":"ginc","caseless":false,"at":0},{"literal":"n","caseless":false,"at":2},{"literal":"gsin","caseless":false,"at":0},{"literal":"itip","caseless":false,"at":0},{"literal":"t","caseless":false,"at":1},{"literal":"p","caseless":false,"at":3},{"literal":"upui","caseless":false,"at":0},{"literal":"u","caseless":false,"at":2},{"literal":"pgln","caseless":false,"at":0},{"literal":"gid","caseless":false,"at":0},{"literal":"d","caseless":false,"at":2},{"literal":"usdod","caseless":false,"at":0},{"literal":"o","caseless":false,"at":3},{"literal":"d","caseless":false,"at":4},{"literal":"adi","caseless":false,"at":0},{"literal":"bic","caseless":false,"at":0},{"literal":"imovn","caseless":false,"at":0},{"literal":"m","caseless":false,"at":1},{"literal":"o","caseless":false,"at":2},{"literal":"v","caseless":false,"at":3},{"literal":"sgtin:","caseless":false,"at":0},{"literal":":","caseless":false,"at":5},{"literal":"sscc:","caseless":false,"at":0},{"literal":":","caseless":false,"at":4},{"literal":"sgln:","caseless":false,"at":0},{"literal":"grai:","caseless":false,"at":0},{"literal":"giai:","caseless":false,"at":0},{"literal":"gsrn:","caseless":false,"at":0},{"literal":"gsrnp:","caseless":false,"at":0},{"literal":"gdti:","caseless":false,"at":0},{"literal":"cpi:","caseless":false,"at":0},{"literal":":","caseless":false,"at":3},{"literal":"sgcn:","caseless":false,"at":0},{"literal":"ginc:","caseless":false,"at":0},{"literal":"gsin:","caseless":false,"at":0},{"literal":"itip:","caseless":false,"at":0},{"literal":"upui:","caseless":false,"at":0},{"literal":"pgln:","caseless":false,"at":0},{"literal":"gid:","caseless":false,"at":0},{"literal":"usdod:","caseless":false,"at":0},{"literal":"adi:","caseless":false,"at":0},{"set":[[37,37],[45,45],[48,57],[65,90]]},{"literal":"%23","caseless":true,"at":0},{"literal":"2","caseless":true,"at":1},{"literal":"3","caseless":true,"at":2},{"set":[[37,37]]},{"literal":"%2f","caseless":true,"at":0},{"literal":"f","caseless":true,"at":2},{"literal":"bic:","caseless":false,"at":0},{"set":[[74,74],[85,85],[90,90]]},{"literal":"imovn:","caseless":false,"at":0},{"set":[[33,33],[37,37],[39,46],[48,59],[61,61],[65,90],[95,95],[97,122]]}];
const sections = {
  "epc-nss": "RFC 5134 s.2 (Declaration of structure)",
  "sub-ns-name": "RFC 5134 s.2 (Declaration of structure)",
  "let-num": "RFC 5134 s.2 (Declaration of structure)",
  "let-num-hyp": "RFC 5134 s.2 (Declaration of structure)",
  "upper": "RFC 5134 s.2 (Declaration of structure)",
  "lower": "RFC 5134 s.2 (Declaration of structure)",
  "number": "RFC 5134 s.2 (Declaration of structure)",
  "sub-ns": "RFC 5134 s.2 (Declaration of structure)",
  "URN-chars": "RFC 5134 s.2 (Declaration of structure)",
  "epc-scheme": "RFC 5134 s.2 (Declaration of structure)",
  "epc-id-body": "GS1 EPC TDS 1.13 s.6.3",
  "end-of-nss": "GS1 EPC TDS 1.13 s.6.3",
  "id-scheme-known": "GS1 EPC TDS 1.13 s.6.3",
  "EPC-URI": "GS1 EPC TDS 1.13 s.6.3",
  "SGTIN-URI": "GS1 EPC TDS 1.13 s.6.3.1",
  "SGTINURIBody": "GS1 EPC TDS 1.13 s.6.3.1",
  "SSCC-URI": "GS1 EPC TDS 1.13 s.6.3.2",
  "SSCCURIBody": "GS1 EPC TDS 1.13 s.6.3.2",
  "SGLN-URI": "GS1 EPC TDS 1.13 s.6.3.3",
  "SGLNURIBody": "GS1 EPC TDS 1.13 s.6.3.3",
  "GRAI-URI": "GS1 EPC TDS 1.13 s.6.3.4",
  "GRAIURIBody": "GS1 EPC TDS 1.13 s.6.3.4",
  "GIAI-URI": "GS1 EPC TDS 1.13 s.6.3.5",
  "GIAIURIBody": "GS1 EPC TDS 1.13 s.6.3.5",
  "GSRN-URI": "GS1 EPC TDS 1.13 s.6.3.6",
  "GSRNURIBody": "GS1 EPC TDS 1.13 s.6.3.6",
  "GSRNP-URI": "GS1 EPC TDS 1.13 s.6.3.7",
  "GSRNPURIBody": "GS1 EPC TDS 1.13 s.6.3.7",
  "GDTI-URI": "GS1 EPC TDS 1.13 s.6.3.8",
  "GDTIURIBody": "GS1 EPC TDS 1.13 s.6.3.8",
  "CPI-URI": "GS1 EPC TDS 1.13 s.6.3.9",
  "CPIURIBody": "GS1 EPC TDS 1.13 s.6.3.9",
  "SGCN-URI": "GS1 EPC TDS 1.13 s.6.3.10",
  "SGCNURIBody": "GS1 EPC TDS 1.13 s.6.3.10",
  "GINC-URI": "GS1 EPC TDS 1.13 s.6.3.11",
  "GINCURIBody": "GS1 EPC TDS 1.13 s.6.3.11",
  "GSIN-URI": "GS1 EPC TDS 1.13 s.6.3.12",
  "GSINURIBody": "GS1 EPC TDS 1.13 s.6.3.12",
  "ITIP-URI": "GS1 EPC TDS 1.13 s.6.3.13",
  "ITIPURIBody": "GS1 EPC TDS 1.13 s.6.3.13",
  "UPUI-URI": "GS1 EPC TDS 1.13 s.6.3.14",
  "UPUIURIBody": "GS1 EPC TDS 1.13 s.6.3.14",
  "PGLN-URI": "GS1 EPC TDS 1.13 s.6.3.15",
  "PGLNURIBody": "GS1 EPC TDS 1.13 s.6.3.15",
  "GID-URI": "GS1 EPC TDS 1.13 s.6.3.16",
  "GIDURIBody": "GS1 EPC TDS 1.13 s.6.3.16",
  "USDOD-URI": "GS1 EPC TDS 1.13 s.6.3.17",
  "USDODURIBody": "GS1 EPC TDS 1.13 s.6.3.17",
  "CAGECodeOrDODAAC": "GS1 EPC TDS 1.13 s.6.3.17",
  "CAGECode": "GS1 EPC TDS 1.13 s.6.3.17",
  "DODAAC": "GS1 EPC TDS 1.13 s.6.3.17",
  "CAGECodeOrDODAACChar": "GS1 EPC TDS 1.13 s.6.3.17",
  "ADI-URI": "GS1 EPC TDS 1.13 s.6.3.18",
  "ADIURIBody": "GS1 EPC TDS 1.13 s.6.3.18",
  "ADIComponent": "GS1 EPC TDS 1.13 s.6.3.18",
  "ADIExtendedComponent": "GS1 EPC TDS 1.13 s.6.3.18",
  "ADIChar": "GS1 EPC TDS 1.13 s.6.3.18",
  "BIC-URI": "GS1 EPC TDS 1.13 s.6.3.19",
  "BICURIBody": "GS1 EPC TDS 1.13 s.6.3.19",
  "IMOVN-URI": "GS1 EPC TDS 1.13 s.6.3.20",
  "IMOVNURIBody": "GS1 EPC TDS 1.13 s.6.3.20",
  "NumericComponent": "GS1 EPC TDS 1.13 s.5",
  "ZeroComponent": "GS1 EPC TDS 1.13 s.5",
  "NonZeroComponent": "GS1 EPC TDS 1.13 s.5",
  "PaddedNumericComponent": "GS1 EPC TDS 1.13 s.5",
  "PaddedNumericComponentOrEmpty": "GS1 EPC TDS 1.13 s.5",
  "NonZeroDigit": "GS1 EPC TDS 1.13 s.5",
  "UpperAlpha": "GS1 EPC TDS 1.13 s.5",
  "LowerAlpha": "GS1 EPC TDS 1.13 s.5",
  "OtherChar": "GS1 EPC TDS 1.13 s.5",
  "UpperHexChar": "GS1 EPC TDS 1.13 s.5",
  "HexChar": "GS1 EPC TDS 1.13 s.5",
  "Escape": "GS1 EPC TDS 1.13 s.5",
  "GS3A3Char": "GS1 EPC TDS 1.13 s.5",
  "GS3A3Component": "GS1 EPC TDS 1.13 s.5",
  "CPRefChar": "GS1 EPC TDS 1.13 s.5",
  "CPRefComponent": "GS1 EPC TDS 1.13 s.5",
  "ALPHA": "RFC 5234 App. B.1",
  "DIGIT": "RFC 5234 App. B.1",
  "HEXDIG": "RFC 5234 App. B.1",
  "pchar": "RFC 3986 s.3.3",
  "unreserved": "RFC 3986 s.2.3",
  "pct-encoded": "RFC 3986 s.2.1",
  "sub-delims": "RFC 3986 s.2.2"
};
const ownRules = ["epc-nss","sub-ns-name","let-num","let-num-hyp","upper","lower","number","sub-ns","URN-chars","epc-scheme","epc-id-body","end-of-nss","id-scheme-known","EPC-URI","SGTIN-URI","SGTINURIBody","SSCC-URI","SSCCURIBody","SGLN-URI","SGLNURIBody","GRAI-URI","GRAIURIBody","GIAI-URI","GIAIURIBody","GSRN-URI","GSRNURIBody","GSRNP-URI","GSRNPURIBody","GDTI-URI","GDTIURIBody","CPI-URI","CPIURIBody","SGCN-URI","SGCNURIBody","GINC-URI","GINCURIBody","GSIN-URI","GSINURIBody","ITIP-URI","ITIPURIBody","UPUI-URI","UPUIURIBody","PGLN-URI","PGLNURIBody","GID-URI","GIDURIBody","USDOD-URI","USDODURIBody","CAGECodeOrDODAAC","CAGECode","DODAAC","CAGECodeOrDODAACChar","ADI-URI","ADIURIBody","ADIComponent","ADIExtendedComponent","ADIChar","BIC-URI","BICURIBody","IMOVN-URI","IMOVNURIBody","NumericComponent","ZeroComponent","NonZeroComponent","PaddedNumericComponent","PaddedNumericComponentOrEmpty","NonZeroDigit","UpperAlpha","LowerAlpha","OtherChar","UpperHexChar","HexChar","Escape","GS3A3Char","GS3A3Component","CPRefChar","CPRefComponent"];
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
const KEEP = 5;
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
function d0(p) { // epc-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 0;
  L508: {
    var p509;
    L510: {
      var p512;
      var p513;
      look++;
      L515: {
        var p517;
        if (p < n && (c = s.charCodeAt(p), c === 105)) { p517 = adv(p + 1); } else { p517 = -1; if (rec) fail(p, 23); }
        if (p517 < 0) { p513 = -1;  break L515; }
        var p518;
        if (p517 < n && (c = s.charCodeAt(p517), c === 100)) { p518 = adv(p517 + 1); } else { p518 = -1; if (rec) fail(p517, 24, 1); }
        if (p518 < 0) { p513 = -1;  break L515; }
        var p519;
        if (p518 < n && (c = s.charCodeAt(p518), c === 58)) { p519 = adv(p518 + 1); } else { p519 = -1; if (rec) fail(p518, 25, 2); }
        if (p519 < 0) { p513 = -1;  break L515; }
        p513 = p519;
      }
      look--;
      p512 = p513 >= 0 ? p : -1;
      if (p512 < 0) { p509 = -1;  break L510; }
      var p520;
      p520 = d1(p512);
      if (p520 < 0) { p509 = -1;  break L510; }
      var p521;
      if (p520 < n && (c = s.charCodeAt(p520), c === 58)) { p521 = adv(p520 + 1); } else { p521 = -1; if (rec) fail(p520, 0); }
      if (p521 < 0) { p509 = -1;  break L510; }
      var p522;
      p522 = d10(p521);
      if (p522 < 0) { p509 = -1;  break L510; }
      p509 = p522;
    }
    if (p509 >= 0) { out = p509; break L508; }
    var p523;
    L524: {
      var p526;
      var p527;
      look++; nots++;
      L529: {
        var p531;
        if (p < n && (c = s.charCodeAt(p), c === 105)) { p531 = adv(p + 1); } else { p531 = -1; if (rec) fail(p, 23); }
        if (p531 < 0) { p527 = -1;  break L529; }
        var p532;
        if (p531 < n && (c = s.charCodeAt(p531), c === 100)) { p532 = adv(p531 + 1); } else { p532 = -1; if (rec) fail(p531, 24, 1); }
        if (p532 < 0) { p527 = -1;  break L529; }
        var p533;
        if (p532 < n && (c = s.charCodeAt(p532), c === 58)) { p533 = adv(p532 + 1); } else { p533 = -1; if (rec) fail(p532, 25, 2); }
        if (p533 < 0) { p527 = -1;  break L529; }
        p527 = p533;
      }
      look--; nots--;
      p526 = p527 >= 0 ? -1 : p;
      if (p526 < 0) { p523 = -1;  break L524; }
      var p534;
      p534 = d1(p526);
      if (p534 < 0) { p523 = -1;  break L524; }
      var p535;
      if (p534 < n && (c = s.charCodeAt(p534), c === 58)) { p535 = adv(p534 + 1); } else { p535 = -1; if (rec) fail(p534, 0); }
      if (p535 < 0) { p523 = -1;  break L524; }
      var p536;
      p536 = d7(p535);
      if (p536 < 0) { p523 = -1;  break L524; }
      p523 = p536;
    }
    if (p523 >= 0) { out = p523; break L508; }
    out = -1;
  }
  return done(0, out);
}
function d1(p) { // sub-ns-name
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 1;
  L537: {
    var p539;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p539 = adv(p + 1); } else { p539 = -1; if (rec) fail(p, 1); }
    if (p539 < 0) { out = -1;  break L537; }
    var p540;
    var q541 = p539, r542 = 0, e544 = false;
    while (q541 < n) {
      var p545;
      var q546 = q541;
      while (q546 < n && (c = s.charCodeAt(q546), T1[c] === 1)) q546++;
      if (look === 0 && q546 > far) far = q546; if (rec) fail(q546, 2);
      p545 = q546 - q541 >= 1 ? q546 : -1;
      if (p545 < 0) break;
      if (p545 === q541) { e544 = true; break; }
      r542++; q541 = p545;
      if (r542 === 1) break;
    }
    if (rec && q541 >= n && !e544 && r542 < 1) fail(q541, 2);
    p540 = q541;
    if (p540 < 0) { out = -1;  break L537; }
    out = p540;
  }
  return done(1, out);
}
function d7(p) { // sub-ns
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 7;
  L548: {
    var p550;
    var p551;
    look++;
    p551 = d8(p);
    look--;
    p550 = p551 >= 0 ? p : -1;
    if (p550 < 0) { out = -1;  break L548; }
    var p553;
    var q554 = p550, r555 = 0, e557 = false;
    while (q554 < n) {
      var p558;
      L559: {
        var p561;
        p561 = d9(q554);
        if (p561 < 0) { p558 = -1;  break L559; }
        var p562;
        if (p561 < n && (c = s.charCodeAt(p561), c === 58)) { p562 = adv(p561 + 1); } else { p562 = -1; if (rec) fail(p561, 0); }
        if (p562 < 0) { p558 = -1;  break L559; }
        p558 = p562;
      }
      if (p558 < 0) break;
      if (p558 === q554) { e557 = true; break; }
      r555++; q554 = p558;
      if (r555 === 1) break;
    }
    if (rec && q554 >= n && !e557 && r555 < 1) fail(q554, 2);
    p553 = q554;
    if (p553 < 0) { out = -1;  break L548; }
    var p563;
    var q564 = p553, e567 = false;
    while (q564 < n) {
      if ((c = s.charCodeAt(q564), c < 128 && T6[c] === 1)) { do q564++; while (q564 < n && (c = s.charCodeAt(q564), T6[c] === 1)); adv(q564, 8); continue; }
      var p568;
      p568 = d8(q564);
      if (p568 < 0) break;
      if (p568 === q564) { e567 = true; break; }
      q564 = p568;
    }
    if (rec && q564 >= n && !e567) fail(q564, 26);
    p563 = q564;
    if (p563 < 0) { out = -1;  break L548; }
    out = p563;
  }
  return done(7, out);
}
function d8(p) { // URN-chars
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 8;
  L569: {
    var p570;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p570 = adv(p + 1); } else { p570 = -1; if (rec) fail(p, 6); }
    if (p570 >= 0) { out = p570; break L569; }
    var p571;
    p571 = d80(p);
    if (p571 >= 0) { out = p571; break L569; }
    out = -1;
  }
  return done(8, out);
}
function d9(p) { // epc-scheme
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 9;
  var q572 = p;
  while (q572 < n && (c = s.charCodeAt(q572), T1[c] === 1)) q572++;
  if (look === 0 && q572 > far) far = q572; if (rec) fail(q572, 2);
  out = q572 - p >= 1 ? q572 : -1;
  return done(9, out);
}
function d10(p) { // epc-id-body
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 10;
  L574: {
    var p575;
    L576: {
      var p578;
      var p579;
      look++;
      L581: {
        var p583;
        p583 = d12(p);
        if (p583 < 0) { p579 = -1;  break L581; }
        var p584;
        L585: {
          var p586;
          if (p583 < n && (c = s.charCodeAt(p583), c === 58)) { p586 = adv(p583 + 1); } else { p586 = -1; if (rec) fail(p583, 0); }
          if (p586 >= 0) { p584 = p586; break L585; }
          var p587;
          p587 = d11(p583);
          if (p587 >= 0) { p584 = p587; break L585; }
          p584 = -1;
        }
        if (p584 < 0) { p579 = -1;  break L581; }
        p579 = p584;
      }
      look--;
      p578 = p579 >= 0 ? p : -1;
      if (p578 < 0) { p575 = -1;  break L576; }
      var p588;
      L589: {
        var p590;
        p590 = d13(p578);
        if (p590 >= 0) { p588 = p590; break L589; }
        var p591;
        L592: {
          var p594;
          p594 = d12(p578);
          if (p594 < 0) { p591 = -1;  break L592; }
          var p595;
          p595 = d11(p594);
          if (p595 < 0) { p591 = -1;  break L592; }
          var p596;
          if (p595 < n && (c = s.charCodeAt(p595), c === 58)) { p596 = adv(p595 + 1); } else { p596 = -1; if (rec) fail(p595, 0); }
          if (p596 < 0) { p591 = -1;  break L592; }
          p591 = p596;
        }
        if (p591 >= 0) { p588 = p591; break L589; }
        p588 = -1;
      }
      if (p588 < 0) { p575 = -1;  break L576; }
      p575 = p588;
    }
    if (p575 >= 0) { out = p575; break L574; }
    var p597;
    L598: {
      var p600;
      var p601;
      look++; nots++;
      L603: {
        var p605;
        p605 = d12(p);
        if (p605 < 0) { p601 = -1;  break L603; }
        var p606;
        L607: {
          var p608;
          if (p605 < n && (c = s.charCodeAt(p605), c === 58)) { p608 = adv(p605 + 1); } else { p608 = -1; if (rec) fail(p605, 0); }
          if (p608 >= 0) { p606 = p608; break L607; }
          var p609;
          p609 = d11(p605);
          if (p609 >= 0) { p606 = p609; break L607; }
          p606 = -1;
        }
        if (p606 < 0) { p601 = -1;  break L603; }
        p601 = p606;
      }
      look--; nots--;
      p600 = p601 >= 0 ? -1 : p;
      if (p600 < 0) { p597 = -1;  break L598; }
      var p610;
      p610 = d7(p600);
      if (p610 < 0) { p597 = -1;  break L598; }
      p597 = p610;
    }
    if (p597 >= 0) { out = p597; break L574; }
    out = -1;
  }
  return done(10, out);
}
function d11(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 11;
  var p611;
  look++; nots++;
  L613: {
    var p614;
    if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 55295) || (c >= 56320 && c <= 65535)))) { p614 = adv(p + 1); } else { p614 = -1; if (rec) fail(p, 7); }
    if (p614 >= 0) { p611 = p614; break L613; }
    var p615;
    L616: {
      var p618;
      if (p < n && (c = s.charCodeAt(p), c === 55296)) { p618 = adv(p + 1); } else { p618 = -1; if (rec) fail(p, 27); }
      if (p618 < 0) { p615 = -1;  break L616; }
      var p619;
      if (p618 < n && (c = s.charCodeAt(p618), ((c >= 56320 && c <= 57343)))) { p619 = adv(p618 + 1); } else { p619 = -1; if (rec) fail(p618, 9); }
      if (p619 < 0) { p615 = -1;  break L616; }
      p615 = p619;
    }
    if (p615 >= 0) { p611 = p615; break L613; }
    var p620;
    L621: {
      var p623;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55297 && c <= 56318)))) { p623 = adv(p + 1); } else { p623 = -1; if (rec) fail(p, 28); }
      if (p623 < 0) { p620 = -1;  break L621; }
      var p624;
      if (p623 < n && (c = s.charCodeAt(p623), ((c >= 56320 && c <= 57343)))) { p624 = adv(p623 + 1); } else { p624 = -1; if (rec) fail(p623, 9); }
      if (p624 < 0) { p620 = -1;  break L621; }
      p620 = p624;
    }
    if (p620 >= 0) { p611 = p620; break L613; }
    var p625;
    L626: {
      var p628;
      if (p < n && (c = s.charCodeAt(p), c === 56319)) { p628 = adv(p + 1); } else { p628 = -1; if (rec) fail(p, 29); }
      if (p628 < 0) { p625 = -1;  break L626; }
      var p629;
      if (p628 < n && (c = s.charCodeAt(p628), ((c >= 56320 && c <= 57343)))) { p629 = adv(p628 + 1); } else { p629 = -1; if (rec) fail(p628, 9); }
      if (p629 < 0) { p625 = -1;  break L626; }
      p625 = p629;
    }
    if (p625 >= 0) { p611 = p625; break L613; }
    var p630;
    L631: {
      var p633;
      if (p < n && (c = s.charCodeAt(p), ((c >= 55296 && c <= 56319)))) { p633 = adv(p + 1); } else { p633 = -1; if (rec) fail(p, 8); }
      if (p633 < 0) { p630 = -1;  break L631; }
      var p634;
      var p635;
      look++; nots++;
      if (p633 < n && (c = s.charCodeAt(p633), ((c >= 56320 && c <= 57343)))) { p635 = adv(p633 + 1); } else { p635 = -1; if (rec) fail(p633, 9); }
      look--; nots--;
      p634 = p635 >= 0 ? -1 : p633;
      if (p634 < 0) { p630 = -1;  break L631; }
      p630 = p634;
    }
    if (p630 >= 0) { p611 = p630; break L613; }
    p611 = -1;
  }
  look--; nots--;
  out = p611 >= 0 ? -1 : p;
  return done(11, out);
}
function d12(p) { // id-scheme-known
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 12;
  L637: {
    var p638;
    L639: {
      var p641;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p641 = adv(p + 1); } else { p641 = -1; if (rec) fail(p, 30); }
      if (p641 < 0) { p638 = -1;  break L639; }
      var p642;
      if (p641 < n && (c = s.charCodeAt(p641), c === 103)) { p642 = adv(p641 + 1); } else { p642 = -1; if (rec) fail(p641, 31, 1); }
      if (p642 < 0) { p638 = -1;  break L639; }
      var p643;
      if (p642 < n && (c = s.charCodeAt(p642), c === 116)) { p643 = adv(p642 + 1); } else { p643 = -1; if (rec) fail(p642, 32, 2); }
      if (p643 < 0) { p638 = -1;  break L639; }
      var p644;
      if (p643 < n && (c = s.charCodeAt(p643), c === 105)) { p644 = adv(p643 + 1); } else { p644 = -1; if (rec) fail(p643, 33, 3); }
      if (p644 < 0) { p638 = -1;  break L639; }
      var p645;
      if (p644 < n && (c = s.charCodeAt(p644), c === 110)) { p645 = adv(p644 + 1); } else { p645 = -1; if (rec) fail(p644, 34, 4); }
      if (p645 < 0) { p638 = -1;  break L639; }
      p638 = p645;
    }
    if (p638 >= 0) { out = p638; break L637; }
    var p646;
    L647: {
      var p649;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p649 = adv(p + 1); } else { p649 = -1; if (rec) fail(p, 35); }
      if (p649 < 0) { p646 = -1;  break L647; }
      var p650;
      if (p649 < n && (c = s.charCodeAt(p649), c === 115)) { p650 = adv(p649 + 1); } else { p650 = -1; if (rec) fail(p649, 36, 1); }
      if (p650 < 0) { p646 = -1;  break L647; }
      var p651;
      if (p650 < n && (c = s.charCodeAt(p650), c === 99)) { p651 = adv(p650 + 1); } else { p651 = -1; if (rec) fail(p650, 37, 2); }
      if (p651 < 0) { p646 = -1;  break L647; }
      var p652;
      if (p651 < n && (c = s.charCodeAt(p651), c === 99)) { p652 = adv(p651 + 1); } else { p652 = -1; if (rec) fail(p651, 38, 3); }
      if (p652 < 0) { p646 = -1;  break L647; }
      p646 = p652;
    }
    if (p646 >= 0) { out = p646; break L637; }
    var p653;
    L654: {
      var p656;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p656 = adv(p + 1); } else { p656 = -1; if (rec) fail(p, 39); }
      if (p656 < 0) { p653 = -1;  break L654; }
      var p657;
      if (p656 < n && (c = s.charCodeAt(p656), c === 103)) { p657 = adv(p656 + 1); } else { p657 = -1; if (rec) fail(p656, 31, 1); }
      if (p657 < 0) { p653 = -1;  break L654; }
      var p658;
      if (p657 < n && (c = s.charCodeAt(p657), c === 108)) { p658 = adv(p657 + 1); } else { p658 = -1; if (rec) fail(p657, 40, 2); }
      if (p658 < 0) { p653 = -1;  break L654; }
      var p659;
      if (p658 < n && (c = s.charCodeAt(p658), c === 110)) { p659 = adv(p658 + 1); } else { p659 = -1; if (rec) fail(p658, 41, 3); }
      if (p659 < 0) { p653 = -1;  break L654; }
      p653 = p659;
    }
    if (p653 >= 0) { out = p653; break L637; }
    var p660;
    L661: {
      var p663;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p663 = adv(p + 1); } else { p663 = -1; if (rec) fail(p, 42); }
      if (p663 < 0) { p660 = -1;  break L661; }
      var p664;
      if (p663 < n && (c = s.charCodeAt(p663), c === 114)) { p664 = adv(p663 + 1); } else { p664 = -1; if (rec) fail(p663, 43, 1); }
      if (p664 < 0) { p660 = -1;  break L661; }
      var p665;
      if (p664 < n && (c = s.charCodeAt(p664), c === 97)) { p665 = adv(p664 + 1); } else { p665 = -1; if (rec) fail(p664, 44, 2); }
      if (p665 < 0) { p660 = -1;  break L661; }
      var p666;
      if (p665 < n && (c = s.charCodeAt(p665), c === 105)) { p666 = adv(p665 + 1); } else { p666 = -1; if (rec) fail(p665, 33, 3); }
      if (p666 < 0) { p660 = -1;  break L661; }
      p660 = p666;
    }
    if (p660 >= 0) { out = p660; break L637; }
    var p667;
    L668: {
      var p670;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p670 = adv(p + 1); } else { p670 = -1; if (rec) fail(p, 45); }
      if (p670 < 0) { p667 = -1;  break L668; }
      var p671;
      if (p670 < n && (c = s.charCodeAt(p670), c === 105)) { p671 = adv(p670 + 1); } else { p671 = -1; if (rec) fail(p670, 46, 1); }
      if (p671 < 0) { p667 = -1;  break L668; }
      var p672;
      if (p671 < n && (c = s.charCodeAt(p671), c === 97)) { p672 = adv(p671 + 1); } else { p672 = -1; if (rec) fail(p671, 44, 2); }
      if (p672 < 0) { p667 = -1;  break L668; }
      var p673;
      if (p672 < n && (c = s.charCodeAt(p672), c === 105)) { p673 = adv(p672 + 1); } else { p673 = -1; if (rec) fail(p672, 33, 3); }
      if (p673 < 0) { p667 = -1;  break L668; }
      p667 = p673;
    }
    if (p667 >= 0) { out = p667; break L637; }
    var p674;
    L675: {
      var p677;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p677 = adv(p + 1); } else { p677 = -1; if (rec) fail(p, 47); }
      if (p677 < 0) { p674 = -1;  break L675; }
      var p678;
      if (p677 < n && (c = s.charCodeAt(p677), c === 115)) { p678 = adv(p677 + 1); } else { p678 = -1; if (rec) fail(p677, 36, 1); }
      if (p678 < 0) { p674 = -1;  break L675; }
      var p679;
      if (p678 < n && (c = s.charCodeAt(p678), c === 114)) { p679 = adv(p678 + 1); } else { p679 = -1; if (rec) fail(p678, 48, 2); }
      if (p679 < 0) { p674 = -1;  break L675; }
      var p680;
      if (p679 < n && (c = s.charCodeAt(p679), c === 110)) { p680 = adv(p679 + 1); } else { p680 = -1; if (rec) fail(p679, 41, 3); }
      if (p680 < 0) { p674 = -1;  break L675; }
      var p681;
      if (p680 < n && (c = s.charCodeAt(p680), c === 112)) { p681 = adv(p680 + 1); } else { p681 = -1; if (rec) fail(p680, 49, 4); }
      if (p681 < 0) { p674 = -1;  break L675; }
      p674 = p681;
    }
    if (p674 >= 0) { out = p674; break L637; }
    var p682;
    L683: {
      var p685;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p685 = adv(p + 1); } else { p685 = -1; if (rec) fail(p, 50); }
      if (p685 < 0) { p682 = -1;  break L683; }
      var p686;
      if (p685 < n && (c = s.charCodeAt(p685), c === 115)) { p686 = adv(p685 + 1); } else { p686 = -1; if (rec) fail(p685, 36, 1); }
      if (p686 < 0) { p682 = -1;  break L683; }
      var p687;
      if (p686 < n && (c = s.charCodeAt(p686), c === 114)) { p687 = adv(p686 + 1); } else { p687 = -1; if (rec) fail(p686, 48, 2); }
      if (p687 < 0) { p682 = -1;  break L683; }
      var p688;
      if (p687 < n && (c = s.charCodeAt(p687), c === 110)) { p688 = adv(p687 + 1); } else { p688 = -1; if (rec) fail(p687, 41, 3); }
      if (p688 < 0) { p682 = -1;  break L683; }
      p682 = p688;
    }
    if (p682 >= 0) { out = p682; break L637; }
    var p689;
    L690: {
      var p692;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p692 = adv(p + 1); } else { p692 = -1; if (rec) fail(p, 51); }
      if (p692 < 0) { p689 = -1;  break L690; }
      var p693;
      if (p692 < n && (c = s.charCodeAt(p692), c === 100)) { p693 = adv(p692 + 1); } else { p693 = -1; if (rec) fail(p692, 24, 1); }
      if (p693 < 0) { p689 = -1;  break L690; }
      var p694;
      if (p693 < n && (c = s.charCodeAt(p693), c === 116)) { p694 = adv(p693 + 1); } else { p694 = -1; if (rec) fail(p693, 32, 2); }
      if (p694 < 0) { p689 = -1;  break L690; }
      var p695;
      if (p694 < n && (c = s.charCodeAt(p694), c === 105)) { p695 = adv(p694 + 1); } else { p695 = -1; if (rec) fail(p694, 33, 3); }
      if (p695 < 0) { p689 = -1;  break L690; }
      p689 = p695;
    }
    if (p689 >= 0) { out = p689; break L637; }
    var p696;
    L697: {
      var p699;
      if (p < n && (c = s.charCodeAt(p), c === 99)) { p699 = adv(p + 1); } else { p699 = -1; if (rec) fail(p, 52); }
      if (p699 < 0) { p696 = -1;  break L697; }
      var p700;
      if (p699 < n && (c = s.charCodeAt(p699), c === 112)) { p700 = adv(p699 + 1); } else { p700 = -1; if (rec) fail(p699, 53, 1); }
      if (p700 < 0) { p696 = -1;  break L697; }
      var p701;
      if (p700 < n && (c = s.charCodeAt(p700), c === 105)) { p701 = adv(p700 + 1); } else { p701 = -1; if (rec) fail(p700, 54, 2); }
      if (p701 < 0) { p696 = -1;  break L697; }
      p696 = p701;
    }
    if (p696 >= 0) { out = p696; break L637; }
    var p702;
    L703: {
      var p705;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p705 = adv(p + 1); } else { p705 = -1; if (rec) fail(p, 55); }
      if (p705 < 0) { p702 = -1;  break L703; }
      var p706;
      if (p705 < n && (c = s.charCodeAt(p705), c === 103)) { p706 = adv(p705 + 1); } else { p706 = -1; if (rec) fail(p705, 31, 1); }
      if (p706 < 0) { p702 = -1;  break L703; }
      var p707;
      if (p706 < n && (c = s.charCodeAt(p706), c === 99)) { p707 = adv(p706 + 1); } else { p707 = -1; if (rec) fail(p706, 37, 2); }
      if (p707 < 0) { p702 = -1;  break L703; }
      var p708;
      if (p707 < n && (c = s.charCodeAt(p707), c === 110)) { p708 = adv(p707 + 1); } else { p708 = -1; if (rec) fail(p707, 41, 3); }
      if (p708 < 0) { p702 = -1;  break L703; }
      p702 = p708;
    }
    if (p702 >= 0) { out = p702; break L637; }
    var p709;
    L710: {
      var p712;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p712 = adv(p + 1); } else { p712 = -1; if (rec) fail(p, 56); }
      if (p712 < 0) { p709 = -1;  break L710; }
      var p713;
      if (p712 < n && (c = s.charCodeAt(p712), c === 105)) { p713 = adv(p712 + 1); } else { p713 = -1; if (rec) fail(p712, 46, 1); }
      if (p713 < 0) { p709 = -1;  break L710; }
      var p714;
      if (p713 < n && (c = s.charCodeAt(p713), c === 110)) { p714 = adv(p713 + 1); } else { p714 = -1; if (rec) fail(p713, 57, 2); }
      if (p714 < 0) { p709 = -1;  break L710; }
      var p715;
      if (p714 < n && (c = s.charCodeAt(p714), c === 99)) { p715 = adv(p714 + 1); } else { p715 = -1; if (rec) fail(p714, 38, 3); }
      if (p715 < 0) { p709 = -1;  break L710; }
      p709 = p715;
    }
    if (p709 >= 0) { out = p709; break L637; }
    var p716;
    L717: {
      var p719;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p719 = adv(p + 1); } else { p719 = -1; if (rec) fail(p, 58); }
      if (p719 < 0) { p716 = -1;  break L717; }
      var p720;
      if (p719 < n && (c = s.charCodeAt(p719), c === 115)) { p720 = adv(p719 + 1); } else { p720 = -1; if (rec) fail(p719, 36, 1); }
      if (p720 < 0) { p716 = -1;  break L717; }
      var p721;
      if (p720 < n && (c = s.charCodeAt(p720), c === 105)) { p721 = adv(p720 + 1); } else { p721 = -1; if (rec) fail(p720, 54, 2); }
      if (p721 < 0) { p716 = -1;  break L717; }
      var p722;
      if (p721 < n && (c = s.charCodeAt(p721), c === 110)) { p722 = adv(p721 + 1); } else { p722 = -1; if (rec) fail(p721, 41, 3); }
      if (p722 < 0) { p716 = -1;  break L717; }
      p716 = p722;
    }
    if (p716 >= 0) { out = p716; break L637; }
    var p723;
    L724: {
      var p726;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p726 = adv(p + 1); } else { p726 = -1; if (rec) fail(p, 59); }
      if (p726 < 0) { p723 = -1;  break L724; }
      var p727;
      if (p726 < n && (c = s.charCodeAt(p726), c === 116)) { p727 = adv(p726 + 1); } else { p727 = -1; if (rec) fail(p726, 60, 1); }
      if (p727 < 0) { p723 = -1;  break L724; }
      var p728;
      if (p727 < n && (c = s.charCodeAt(p727), c === 105)) { p728 = adv(p727 + 1); } else { p728 = -1; if (rec) fail(p727, 54, 2); }
      if (p728 < 0) { p723 = -1;  break L724; }
      var p729;
      if (p728 < n && (c = s.charCodeAt(p728), c === 112)) { p729 = adv(p728 + 1); } else { p729 = -1; if (rec) fail(p728, 61, 3); }
      if (p729 < 0) { p723 = -1;  break L724; }
      p723 = p729;
    }
    if (p723 >= 0) { out = p723; break L637; }
    var p730;
    L731: {
      var p733;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p733 = adv(p + 1); } else { p733 = -1; if (rec) fail(p, 62); }
      if (p733 < 0) { p730 = -1;  break L731; }
      var p734;
      if (p733 < n && (c = s.charCodeAt(p733), c === 112)) { p734 = adv(p733 + 1); } else { p734 = -1; if (rec) fail(p733, 53, 1); }
      if (p734 < 0) { p730 = -1;  break L731; }
      var p735;
      if (p734 < n && (c = s.charCodeAt(p734), c === 117)) { p735 = adv(p734 + 1); } else { p735 = -1; if (rec) fail(p734, 63, 2); }
      if (p735 < 0) { p730 = -1;  break L731; }
      var p736;
      if (p735 < n && (c = s.charCodeAt(p735), c === 105)) { p736 = adv(p735 + 1); } else { p736 = -1; if (rec) fail(p735, 33, 3); }
      if (p736 < 0) { p730 = -1;  break L731; }
      p730 = p736;
    }
    if (p730 >= 0) { out = p730; break L637; }
    var p737;
    L738: {
      var p740;
      if (p < n && (c = s.charCodeAt(p), c === 112)) { p740 = adv(p + 1); } else { p740 = -1; if (rec) fail(p, 64); }
      if (p740 < 0) { p737 = -1;  break L738; }
      var p741;
      if (p740 < n && (c = s.charCodeAt(p740), c === 103)) { p741 = adv(p740 + 1); } else { p741 = -1; if (rec) fail(p740, 31, 1); }
      if (p741 < 0) { p737 = -1;  break L738; }
      var p742;
      if (p741 < n && (c = s.charCodeAt(p741), c === 108)) { p742 = adv(p741 + 1); } else { p742 = -1; if (rec) fail(p741, 40, 2); }
      if (p742 < 0) { p737 = -1;  break L738; }
      var p743;
      if (p742 < n && (c = s.charCodeAt(p742), c === 110)) { p743 = adv(p742 + 1); } else { p743 = -1; if (rec) fail(p742, 41, 3); }
      if (p743 < 0) { p737 = -1;  break L738; }
      p737 = p743;
    }
    if (p737 >= 0) { out = p737; break L637; }
    var p744;
    L745: {
      var p747;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p747 = adv(p + 1); } else { p747 = -1; if (rec) fail(p, 65); }
      if (p747 < 0) { p744 = -1;  break L745; }
      var p748;
      if (p747 < n && (c = s.charCodeAt(p747), c === 105)) { p748 = adv(p747 + 1); } else { p748 = -1; if (rec) fail(p747, 46, 1); }
      if (p748 < 0) { p744 = -1;  break L745; }
      var p749;
      if (p748 < n && (c = s.charCodeAt(p748), c === 100)) { p749 = adv(p748 + 1); } else { p749 = -1; if (rec) fail(p748, 66, 2); }
      if (p749 < 0) { p744 = -1;  break L745; }
      p744 = p749;
    }
    if (p744 >= 0) { out = p744; break L637; }
    var p750;
    L751: {
      var p753;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p753 = adv(p + 1); } else { p753 = -1; if (rec) fail(p, 67); }
      if (p753 < 0) { p750 = -1;  break L751; }
      var p754;
      if (p753 < n && (c = s.charCodeAt(p753), c === 115)) { p754 = adv(p753 + 1); } else { p754 = -1; if (rec) fail(p753, 36, 1); }
      if (p754 < 0) { p750 = -1;  break L751; }
      var p755;
      if (p754 < n && (c = s.charCodeAt(p754), c === 100)) { p755 = adv(p754 + 1); } else { p755 = -1; if (rec) fail(p754, 66, 2); }
      if (p755 < 0) { p750 = -1;  break L751; }
      var p756;
      if (p755 < n && (c = s.charCodeAt(p755), c === 111)) { p756 = adv(p755 + 1); } else { p756 = -1; if (rec) fail(p755, 68, 3); }
      if (p756 < 0) { p750 = -1;  break L751; }
      var p757;
      if (p756 < n && (c = s.charCodeAt(p756), c === 100)) { p757 = adv(p756 + 1); } else { p757 = -1; if (rec) fail(p756, 69, 4); }
      if (p757 < 0) { p750 = -1;  break L751; }
      p750 = p757;
    }
    if (p750 >= 0) { out = p750; break L637; }
    var p758;
    L759: {
      var p761;
      if (p < n && (c = s.charCodeAt(p), c === 97)) { p761 = adv(p + 1); } else { p761 = -1; if (rec) fail(p, 70); }
      if (p761 < 0) { p758 = -1;  break L759; }
      var p762;
      if (p761 < n && (c = s.charCodeAt(p761), c === 100)) { p762 = adv(p761 + 1); } else { p762 = -1; if (rec) fail(p761, 24, 1); }
      if (p762 < 0) { p758 = -1;  break L759; }
      var p763;
      if (p762 < n && (c = s.charCodeAt(p762), c === 105)) { p763 = adv(p762 + 1); } else { p763 = -1; if (rec) fail(p762, 54, 2); }
      if (p763 < 0) { p758 = -1;  break L759; }
      p758 = p763;
    }
    if (p758 >= 0) { out = p758; break L637; }
    var p764;
    L765: {
      var p767;
      if (p < n && (c = s.charCodeAt(p), c === 98)) { p767 = adv(p + 1); } else { p767 = -1; if (rec) fail(p, 71); }
      if (p767 < 0) { p764 = -1;  break L765; }
      var p768;
      if (p767 < n && (c = s.charCodeAt(p767), c === 105)) { p768 = adv(p767 + 1); } else { p768 = -1; if (rec) fail(p767, 46, 1); }
      if (p768 < 0) { p764 = -1;  break L765; }
      var p769;
      if (p768 < n && (c = s.charCodeAt(p768), c === 99)) { p769 = adv(p768 + 1); } else { p769 = -1; if (rec) fail(p768, 37, 2); }
      if (p769 < 0) { p764 = -1;  break L765; }
      p764 = p769;
    }
    if (p764 >= 0) { out = p764; break L637; }
    var p770;
    L771: {
      var p773;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p773 = adv(p + 1); } else { p773 = -1; if (rec) fail(p, 72); }
      if (p773 < 0) { p770 = -1;  break L771; }
      var p774;
      if (p773 < n && (c = s.charCodeAt(p773), c === 109)) { p774 = adv(p773 + 1); } else { p774 = -1; if (rec) fail(p773, 73, 1); }
      if (p774 < 0) { p770 = -1;  break L771; }
      var p775;
      if (p774 < n && (c = s.charCodeAt(p774), c === 111)) { p775 = adv(p774 + 1); } else { p775 = -1; if (rec) fail(p774, 74, 2); }
      if (p775 < 0) { p770 = -1;  break L771; }
      var p776;
      if (p775 < n && (c = s.charCodeAt(p775), c === 118)) { p776 = adv(p775 + 1); } else { p776 = -1; if (rec) fail(p775, 75, 3); }
      if (p776 < 0) { p770 = -1;  break L771; }
      var p777;
      if (p776 < n && (c = s.charCodeAt(p776), c === 110)) { p777 = adv(p776 + 1); } else { p777 = -1; if (rec) fail(p776, 34, 4); }
      if (p777 < 0) { p770 = -1;  break L771; }
      p770 = p777;
    }
    if (p770 >= 0) { out = p770; break L637; }
    out = -1;
  }
  return done(12, out);
}
function d13(p) { // EPC-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 13;
  L778: {
    var p779;
    p779 = d14(p);
    if (p779 >= 0) { out = p779; break L778; }
    var p780;
    p780 = d16(p);
    if (p780 >= 0) { out = p780; break L778; }
    var p781;
    p781 = d18(p);
    if (p781 >= 0) { out = p781; break L778; }
    var p782;
    p782 = d20(p);
    if (p782 >= 0) { out = p782; break L778; }
    var p783;
    p783 = d22(p);
    if (p783 >= 0) { out = p783; break L778; }
    var p784;
    p784 = d24(p);
    if (p784 >= 0) { out = p784; break L778; }
    var p785;
    p785 = d26(p);
    if (p785 >= 0) { out = p785; break L778; }
    var p786;
    p786 = d28(p);
    if (p786 >= 0) { out = p786; break L778; }
    var p787;
    p787 = d30(p);
    if (p787 >= 0) { out = p787; break L778; }
    var p788;
    p788 = d32(p);
    if (p788 >= 0) { out = p788; break L778; }
    var p789;
    p789 = d34(p);
    if (p789 >= 0) { out = p789; break L778; }
    var p790;
    p790 = d36(p);
    if (p790 >= 0) { out = p790; break L778; }
    var p791;
    p791 = d38(p);
    if (p791 >= 0) { out = p791; break L778; }
    var p792;
    p792 = d40(p);
    if (p792 >= 0) { out = p792; break L778; }
    var p793;
    p793 = d42(p);
    if (p793 >= 0) { out = p793; break L778; }
    var p794;
    p794 = d44(p);
    if (p794 >= 0) { out = p794; break L778; }
    var p795;
    p795 = d46(p);
    if (p795 >= 0) { out = p795; break L778; }
    var p796;
    p796 = d52(p);
    if (p796 >= 0) { out = p796; break L778; }
    var p797;
    p797 = d57(p);
    if (p797 >= 0) { out = p797; break L778; }
    var p798;
    p798 = d59(p);
    if (p798 >= 0) { out = p798; break L778; }
    out = -1;
  }
  return done(13, out);
}
function d14(p) { // SGTIN-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 14;
  L799: {
    var p801;
    var p802;
    look++;
    L804: {
      var p806;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p806 = adv(p + 1); } else { p806 = -1; if (rec) fail(p, 76); }
      if (p806 < 0) { p802 = -1;  break L804; }
      var p807;
      if (p806 < n && (c = s.charCodeAt(p806), c === 103)) { p807 = adv(p806 + 1); } else { p807 = -1; if (rec) fail(p806, 31, 1); }
      if (p807 < 0) { p802 = -1;  break L804; }
      var p808;
      if (p807 < n && (c = s.charCodeAt(p807), c === 116)) { p808 = adv(p807 + 1); } else { p808 = -1; if (rec) fail(p807, 32, 2); }
      if (p808 < 0) { p802 = -1;  break L804; }
      var p809;
      if (p808 < n && (c = s.charCodeAt(p808), c === 105)) { p809 = adv(p808 + 1); } else { p809 = -1; if (rec) fail(p808, 33, 3); }
      if (p809 < 0) { p802 = -1;  break L804; }
      var p810;
      if (p809 < n && (c = s.charCodeAt(p809), c === 110)) { p810 = adv(p809 + 1); } else { p810 = -1; if (rec) fail(p809, 34, 4); }
      if (p810 < 0) { p802 = -1;  break L804; }
      var p811;
      if (p810 < n && (c = s.charCodeAt(p810), c === 58)) { p811 = adv(p810 + 1); } else { p811 = -1; if (rec) fail(p810, 77, 5); }
      if (p811 < 0) { p802 = -1;  break L804; }
      p802 = p811;
    }
    look--;
    p801 = p802 >= 0 ? p : -1;
    if (p801 < 0) { out = -1;  break L799; }
    var p812;
    p812 = d9(p801);
    if (p812 < 0) { out = -1;  break L799; }
    var p813;
    if (p812 < n && (c = s.charCodeAt(p812), c === 58)) { p813 = adv(p812 + 1); } else { p813 = -1; if (rec) fail(p812, 0); }
    if (p813 < 0) { out = -1;  break L799; }
    var p814;
    p814 = d15(p813);
    if (p814 < 0) { out = -1;  break L799; }
    out = p814;
  }
  return done(14, out);
}
function d15(p) { // SGTINURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 15;
  L815: {
    var p817;
    var q818 = p, r819 = 0, e821 = false;
    while (q818 < n) {
      var p822;
      L823: {
        var p825;
        p825 = d64(q818);
        if (p825 < 0) { p822 = -1;  break L823; }
        var p826;
        if (p825 < n && (c = s.charCodeAt(p825), c === 46)) { p826 = adv(p825 + 1); } else { p826 = -1; if (rec) fail(p825, 10); }
        if (p826 < 0) { p822 = -1;  break L823; }
        p822 = p826;
      }
      if (p822 < 0) break;
      if (p822 === q818) { e821 = true; break; }
      r819++; q818 = p822;
      if (r819 === 2) break;
    }
    if (rec && q818 >= n && !e821 && r819 < 2) fail(q818, 5);
    if (e821 || r819 >= 2) p817 = q818; else { p817 = -1;  }
    if (p817 < 0) { out = -1;  break L815; }
    var p827;
    p827 = d74(p817);
    if (p827 < 0) { out = -1;  break L815; }
    out = p827;
  }
  return done(15, out);
}
function d16(p) { // SSCC-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 16;
  L828: {
    var p830;
    var p831;
    look++;
    L833: {
      var p835;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p835 = adv(p + 1); } else { p835 = -1; if (rec) fail(p, 78); }
      if (p835 < 0) { p831 = -1;  break L833; }
      var p836;
      if (p835 < n && (c = s.charCodeAt(p835), c === 115)) { p836 = adv(p835 + 1); } else { p836 = -1; if (rec) fail(p835, 36, 1); }
      if (p836 < 0) { p831 = -1;  break L833; }
      var p837;
      if (p836 < n && (c = s.charCodeAt(p836), c === 99)) { p837 = adv(p836 + 1); } else { p837 = -1; if (rec) fail(p836, 37, 2); }
      if (p837 < 0) { p831 = -1;  break L833; }
      var p838;
      if (p837 < n && (c = s.charCodeAt(p837), c === 99)) { p838 = adv(p837 + 1); } else { p838 = -1; if (rec) fail(p837, 38, 3); }
      if (p838 < 0) { p831 = -1;  break L833; }
      var p839;
      if (p838 < n && (c = s.charCodeAt(p838), c === 58)) { p839 = adv(p838 + 1); } else { p839 = -1; if (rec) fail(p838, 79, 4); }
      if (p839 < 0) { p831 = -1;  break L833; }
      p831 = p839;
    }
    look--;
    p830 = p831 >= 0 ? p : -1;
    if (p830 < 0) { out = -1;  break L828; }
    var p840;
    p840 = d9(p830);
    if (p840 < 0) { out = -1;  break L828; }
    var p841;
    if (p840 < n && (c = s.charCodeAt(p840), c === 58)) { p841 = adv(p840 + 1); } else { p841 = -1; if (rec) fail(p840, 0); }
    if (p841 < 0) { out = -1;  break L828; }
    var p842;
    p842 = d17(p841);
    if (p842 < 0) { out = -1;  break L828; }
    out = p842;
  }
  return done(16, out);
}
function d17(p) { // SSCCURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 17;
  L843: {
    var p845;
    p845 = d64(p);
    if (p845 < 0) { out = -1;  break L843; }
    var p846;
    if (p845 < n && (c = s.charCodeAt(p845), c === 46)) { p846 = adv(p845 + 1); } else { p846 = -1; if (rec) fail(p845, 10); }
    if (p846 < 0) { out = -1;  break L843; }
    var p847;
    p847 = d64(p846);
    if (p847 < 0) { out = -1;  break L843; }
    out = p847;
  }
  return done(17, out);
}
function d18(p) { // SGLN-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 18;
  L848: {
    var p850;
    var p851;
    look++;
    L853: {
      var p855;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p855 = adv(p + 1); } else { p855 = -1; if (rec) fail(p, 80); }
      if (p855 < 0) { p851 = -1;  break L853; }
      var p856;
      if (p855 < n && (c = s.charCodeAt(p855), c === 103)) { p856 = adv(p855 + 1); } else { p856 = -1; if (rec) fail(p855, 31, 1); }
      if (p856 < 0) { p851 = -1;  break L853; }
      var p857;
      if (p856 < n && (c = s.charCodeAt(p856), c === 108)) { p857 = adv(p856 + 1); } else { p857 = -1; if (rec) fail(p856, 40, 2); }
      if (p857 < 0) { p851 = -1;  break L853; }
      var p858;
      if (p857 < n && (c = s.charCodeAt(p857), c === 110)) { p858 = adv(p857 + 1); } else { p858 = -1; if (rec) fail(p857, 41, 3); }
      if (p858 < 0) { p851 = -1;  break L853; }
      var p859;
      if (p858 < n && (c = s.charCodeAt(p858), c === 58)) { p859 = adv(p858 + 1); } else { p859 = -1; if (rec) fail(p858, 79, 4); }
      if (p859 < 0) { p851 = -1;  break L853; }
      p851 = p859;
    }
    look--;
    p850 = p851 >= 0 ? p : -1;
    if (p850 < 0) { out = -1;  break L848; }
    var p860;
    p860 = d9(p850);
    if (p860 < 0) { out = -1;  break L848; }
    var p861;
    if (p860 < n && (c = s.charCodeAt(p860), c === 58)) { p861 = adv(p860 + 1); } else { p861 = -1; if (rec) fail(p860, 0); }
    if (p861 < 0) { out = -1;  break L848; }
    var p862;
    p862 = d19(p861);
    if (p862 < 0) { out = -1;  break L848; }
    out = p862;
  }
  return done(18, out);
}
function d19(p) { // SGLNURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 19;
  L863: {
    var p865;
    p865 = d64(p);
    if (p865 < 0) { out = -1;  break L863; }
    var p866;
    if (p865 < n && (c = s.charCodeAt(p865), c === 46)) { p866 = adv(p865 + 1); } else { p866 = -1; if (rec) fail(p865, 10); }
    if (p866 < 0) { out = -1;  break L863; }
    var p867;
    p867 = d65(p866);
    if (p867 < 0) { out = -1;  break L863; }
    var p868;
    if (p867 < n && (c = s.charCodeAt(p867), c === 46)) { p868 = adv(p867 + 1); } else { p868 = -1; if (rec) fail(p867, 10); }
    if (p868 < 0) { out = -1;  break L863; }
    var p869;
    p869 = d74(p868);
    if (p869 < 0) { out = -1;  break L863; }
    out = p869;
  }
  return done(19, out);
}
function d20(p) { // GRAI-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 20;
  L870: {
    var p872;
    var p873;
    look++;
    L875: {
      var p877;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p877 = adv(p + 1); } else { p877 = -1; if (rec) fail(p, 81); }
      if (p877 < 0) { p873 = -1;  break L875; }
      var p878;
      if (p877 < n && (c = s.charCodeAt(p877), c === 114)) { p878 = adv(p877 + 1); } else { p878 = -1; if (rec) fail(p877, 43, 1); }
      if (p878 < 0) { p873 = -1;  break L875; }
      var p879;
      if (p878 < n && (c = s.charCodeAt(p878), c === 97)) { p879 = adv(p878 + 1); } else { p879 = -1; if (rec) fail(p878, 44, 2); }
      if (p879 < 0) { p873 = -1;  break L875; }
      var p880;
      if (p879 < n && (c = s.charCodeAt(p879), c === 105)) { p880 = adv(p879 + 1); } else { p880 = -1; if (rec) fail(p879, 33, 3); }
      if (p880 < 0) { p873 = -1;  break L875; }
      var p881;
      if (p880 < n && (c = s.charCodeAt(p880), c === 58)) { p881 = adv(p880 + 1); } else { p881 = -1; if (rec) fail(p880, 79, 4); }
      if (p881 < 0) { p873 = -1;  break L875; }
      p873 = p881;
    }
    look--;
    p872 = p873 >= 0 ? p : -1;
    if (p872 < 0) { out = -1;  break L870; }
    var p882;
    p882 = d9(p872);
    if (p882 < 0) { out = -1;  break L870; }
    var p883;
    if (p882 < n && (c = s.charCodeAt(p882), c === 58)) { p883 = adv(p882 + 1); } else { p883 = -1; if (rec) fail(p882, 0); }
    if (p883 < 0) { out = -1;  break L870; }
    var p884;
    p884 = d21(p883);
    if (p884 < 0) { out = -1;  break L870; }
    out = p884;
  }
  return done(20, out);
}
function d21(p) { // GRAIURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 21;
  L885: {
    var p887;
    p887 = d64(p);
    if (p887 < 0) { out = -1;  break L885; }
    var p888;
    if (p887 < n && (c = s.charCodeAt(p887), c === 46)) { p888 = adv(p887 + 1); } else { p888 = -1; if (rec) fail(p887, 10); }
    if (p888 < 0) { out = -1;  break L885; }
    var p889;
    p889 = d65(p888);
    if (p889 < 0) { out = -1;  break L885; }
    var p890;
    if (p889 < n && (c = s.charCodeAt(p889), c === 46)) { p890 = adv(p889 + 1); } else { p890 = -1; if (rec) fail(p889, 10); }
    if (p890 < 0) { out = -1;  break L885; }
    var p891;
    p891 = d74(p890);
    if (p891 < 0) { out = -1;  break L885; }
    out = p891;
  }
  return done(21, out);
}
function d22(p) { // GIAI-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 22;
  L892: {
    var p894;
    var p895;
    look++;
    L897: {
      var p899;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p899 = adv(p + 1); } else { p899 = -1; if (rec) fail(p, 82); }
      if (p899 < 0) { p895 = -1;  break L897; }
      var p900;
      if (p899 < n && (c = s.charCodeAt(p899), c === 105)) { p900 = adv(p899 + 1); } else { p900 = -1; if (rec) fail(p899, 46, 1); }
      if (p900 < 0) { p895 = -1;  break L897; }
      var p901;
      if (p900 < n && (c = s.charCodeAt(p900), c === 97)) { p901 = adv(p900 + 1); } else { p901 = -1; if (rec) fail(p900, 44, 2); }
      if (p901 < 0) { p895 = -1;  break L897; }
      var p902;
      if (p901 < n && (c = s.charCodeAt(p901), c === 105)) { p902 = adv(p901 + 1); } else { p902 = -1; if (rec) fail(p901, 33, 3); }
      if (p902 < 0) { p895 = -1;  break L897; }
      var p903;
      if (p902 < n && (c = s.charCodeAt(p902), c === 58)) { p903 = adv(p902 + 1); } else { p903 = -1; if (rec) fail(p902, 79, 4); }
      if (p903 < 0) { p895 = -1;  break L897; }
      p895 = p903;
    }
    look--;
    p894 = p895 >= 0 ? p : -1;
    if (p894 < 0) { out = -1;  break L892; }
    var p904;
    p904 = d9(p894);
    if (p904 < 0) { out = -1;  break L892; }
    var p905;
    if (p904 < n && (c = s.charCodeAt(p904), c === 58)) { p905 = adv(p904 + 1); } else { p905 = -1; if (rec) fail(p904, 0); }
    if (p905 < 0) { out = -1;  break L892; }
    var p906;
    p906 = d23(p905);
    if (p906 < 0) { out = -1;  break L892; }
    out = p906;
  }
  return done(22, out);
}
function d23(p) { // GIAIURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 23;
  L907: {
    var p909;
    p909 = d64(p);
    if (p909 < 0) { out = -1;  break L907; }
    var p910;
    if (p909 < n && (c = s.charCodeAt(p909), c === 46)) { p910 = adv(p909 + 1); } else { p910 = -1; if (rec) fail(p909, 10); }
    if (p910 < 0) { out = -1;  break L907; }
    var p911;
    p911 = d74(p910);
    if (p911 < 0) { out = -1;  break L907; }
    out = p911;
  }
  return done(23, out);
}
function d24(p) { // GSRN-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 24;
  L912: {
    var p914;
    var p915;
    look++;
    L917: {
      var p919;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p919 = adv(p + 1); } else { p919 = -1; if (rec) fail(p, 83); }
      if (p919 < 0) { p915 = -1;  break L917; }
      var p920;
      if (p919 < n && (c = s.charCodeAt(p919), c === 115)) { p920 = adv(p919 + 1); } else { p920 = -1; if (rec) fail(p919, 36, 1); }
      if (p920 < 0) { p915 = -1;  break L917; }
      var p921;
      if (p920 < n && (c = s.charCodeAt(p920), c === 114)) { p921 = adv(p920 + 1); } else { p921 = -1; if (rec) fail(p920, 48, 2); }
      if (p921 < 0) { p915 = -1;  break L917; }
      var p922;
      if (p921 < n && (c = s.charCodeAt(p921), c === 110)) { p922 = adv(p921 + 1); } else { p922 = -1; if (rec) fail(p921, 41, 3); }
      if (p922 < 0) { p915 = -1;  break L917; }
      var p923;
      if (p922 < n && (c = s.charCodeAt(p922), c === 58)) { p923 = adv(p922 + 1); } else { p923 = -1; if (rec) fail(p922, 79, 4); }
      if (p923 < 0) { p915 = -1;  break L917; }
      p915 = p923;
    }
    look--;
    p914 = p915 >= 0 ? p : -1;
    if (p914 < 0) { out = -1;  break L912; }
    var p924;
    p924 = d9(p914);
    if (p924 < 0) { out = -1;  break L912; }
    var p925;
    if (p924 < n && (c = s.charCodeAt(p924), c === 58)) { p925 = adv(p924 + 1); } else { p925 = -1; if (rec) fail(p924, 0); }
    if (p925 < 0) { out = -1;  break L912; }
    var p926;
    p926 = d25(p925);
    if (p926 < 0) { out = -1;  break L912; }
    out = p926;
  }
  return done(24, out);
}
function d25(p) { // GSRNURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 25;
  L927: {
    var p929;
    p929 = d64(p);
    if (p929 < 0) { out = -1;  break L927; }
    var p930;
    if (p929 < n && (c = s.charCodeAt(p929), c === 46)) { p930 = adv(p929 + 1); } else { p930 = -1; if (rec) fail(p929, 10); }
    if (p930 < 0) { out = -1;  break L927; }
    var p931;
    p931 = d64(p930);
    if (p931 < 0) { out = -1;  break L927; }
    out = p931;
  }
  return done(25, out);
}
function d26(p) { // GSRNP-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 26;
  L932: {
    var p934;
    var p935;
    look++;
    L937: {
      var p939;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p939 = adv(p + 1); } else { p939 = -1; if (rec) fail(p, 84); }
      if (p939 < 0) { p935 = -1;  break L937; }
      var p940;
      if (p939 < n && (c = s.charCodeAt(p939), c === 115)) { p940 = adv(p939 + 1); } else { p940 = -1; if (rec) fail(p939, 36, 1); }
      if (p940 < 0) { p935 = -1;  break L937; }
      var p941;
      if (p940 < n && (c = s.charCodeAt(p940), c === 114)) { p941 = adv(p940 + 1); } else { p941 = -1; if (rec) fail(p940, 48, 2); }
      if (p941 < 0) { p935 = -1;  break L937; }
      var p942;
      if (p941 < n && (c = s.charCodeAt(p941), c === 110)) { p942 = adv(p941 + 1); } else { p942 = -1; if (rec) fail(p941, 41, 3); }
      if (p942 < 0) { p935 = -1;  break L937; }
      var p943;
      if (p942 < n && (c = s.charCodeAt(p942), c === 112)) { p943 = adv(p942 + 1); } else { p943 = -1; if (rec) fail(p942, 49, 4); }
      if (p943 < 0) { p935 = -1;  break L937; }
      var p944;
      if (p943 < n && (c = s.charCodeAt(p943), c === 58)) { p944 = adv(p943 + 1); } else { p944 = -1; if (rec) fail(p943, 77, 5); }
      if (p944 < 0) { p935 = -1;  break L937; }
      p935 = p944;
    }
    look--;
    p934 = p935 >= 0 ? p : -1;
    if (p934 < 0) { out = -1;  break L932; }
    var p945;
    p945 = d9(p934);
    if (p945 < 0) { out = -1;  break L932; }
    var p946;
    if (p945 < n && (c = s.charCodeAt(p945), c === 58)) { p946 = adv(p945 + 1); } else { p946 = -1; if (rec) fail(p945, 0); }
    if (p946 < 0) { out = -1;  break L932; }
    var p947;
    p947 = d27(p946);
    if (p947 < 0) { out = -1;  break L932; }
    out = p947;
  }
  return done(26, out);
}
function d27(p) { // GSRNPURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 27;
  L948: {
    var p950;
    p950 = d64(p);
    if (p950 < 0) { out = -1;  break L948; }
    var p951;
    if (p950 < n && (c = s.charCodeAt(p950), c === 46)) { p951 = adv(p950 + 1); } else { p951 = -1; if (rec) fail(p950, 10); }
    if (p951 < 0) { out = -1;  break L948; }
    var p952;
    p952 = d64(p951);
    if (p952 < 0) { out = -1;  break L948; }
    out = p952;
  }
  return done(27, out);
}
function d28(p) { // GDTI-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 28;
  L953: {
    var p955;
    var p956;
    look++;
    L958: {
      var p960;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p960 = adv(p + 1); } else { p960 = -1; if (rec) fail(p, 85); }
      if (p960 < 0) { p956 = -1;  break L958; }
      var p961;
      if (p960 < n && (c = s.charCodeAt(p960), c === 100)) { p961 = adv(p960 + 1); } else { p961 = -1; if (rec) fail(p960, 24, 1); }
      if (p961 < 0) { p956 = -1;  break L958; }
      var p962;
      if (p961 < n && (c = s.charCodeAt(p961), c === 116)) { p962 = adv(p961 + 1); } else { p962 = -1; if (rec) fail(p961, 32, 2); }
      if (p962 < 0) { p956 = -1;  break L958; }
      var p963;
      if (p962 < n && (c = s.charCodeAt(p962), c === 105)) { p963 = adv(p962 + 1); } else { p963 = -1; if (rec) fail(p962, 33, 3); }
      if (p963 < 0) { p956 = -1;  break L958; }
      var p964;
      if (p963 < n && (c = s.charCodeAt(p963), c === 58)) { p964 = adv(p963 + 1); } else { p964 = -1; if (rec) fail(p963, 79, 4); }
      if (p964 < 0) { p956 = -1;  break L958; }
      p956 = p964;
    }
    look--;
    p955 = p956 >= 0 ? p : -1;
    if (p955 < 0) { out = -1;  break L953; }
    var p965;
    p965 = d9(p955);
    if (p965 < 0) { out = -1;  break L953; }
    var p966;
    if (p965 < n && (c = s.charCodeAt(p965), c === 58)) { p966 = adv(p965 + 1); } else { p966 = -1; if (rec) fail(p965, 0); }
    if (p966 < 0) { out = -1;  break L953; }
    var p967;
    p967 = d29(p966);
    if (p967 < 0) { out = -1;  break L953; }
    out = p967;
  }
  return done(28, out);
}
function d29(p) { // GDTIURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 29;
  L968: {
    var p970;
    p970 = d64(p);
    if (p970 < 0) { out = -1;  break L968; }
    var p971;
    if (p970 < n && (c = s.charCodeAt(p970), c === 46)) { p971 = adv(p970 + 1); } else { p971 = -1; if (rec) fail(p970, 10); }
    if (p971 < 0) { out = -1;  break L968; }
    var p972;
    p972 = d65(p971);
    if (p972 < 0) { out = -1;  break L968; }
    var p973;
    if (p972 < n && (c = s.charCodeAt(p972), c === 46)) { p973 = adv(p972 + 1); } else { p973 = -1; if (rec) fail(p972, 10); }
    if (p973 < 0) { out = -1;  break L968; }
    var p974;
    p974 = d74(p973);
    if (p974 < 0) { out = -1;  break L968; }
    out = p974;
  }
  return done(29, out);
}
function d30(p) { // CPI-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 30;
  L975: {
    var p977;
    var p978;
    look++;
    L980: {
      var p982;
      if (p < n && (c = s.charCodeAt(p), c === 99)) { p982 = adv(p + 1); } else { p982 = -1; if (rec) fail(p, 86); }
      if (p982 < 0) { p978 = -1;  break L980; }
      var p983;
      if (p982 < n && (c = s.charCodeAt(p982), c === 112)) { p983 = adv(p982 + 1); } else { p983 = -1; if (rec) fail(p982, 53, 1); }
      if (p983 < 0) { p978 = -1;  break L980; }
      var p984;
      if (p983 < n && (c = s.charCodeAt(p983), c === 105)) { p984 = adv(p983 + 1); } else { p984 = -1; if (rec) fail(p983, 54, 2); }
      if (p984 < 0) { p978 = -1;  break L980; }
      var p985;
      if (p984 < n && (c = s.charCodeAt(p984), c === 58)) { p985 = adv(p984 + 1); } else { p985 = -1; if (rec) fail(p984, 87, 3); }
      if (p985 < 0) { p978 = -1;  break L980; }
      p978 = p985;
    }
    look--;
    p977 = p978 >= 0 ? p : -1;
    if (p977 < 0) { out = -1;  break L975; }
    var p986;
    p986 = d9(p977);
    if (p986 < 0) { out = -1;  break L975; }
    var p987;
    if (p986 < n && (c = s.charCodeAt(p986), c === 58)) { p987 = adv(p986 + 1); } else { p987 = -1; if (rec) fail(p986, 0); }
    if (p987 < 0) { out = -1;  break L975; }
    var p988;
    p988 = d31(p987);
    if (p988 < 0) { out = -1;  break L975; }
    out = p988;
  }
  return done(30, out);
}
function d31(p) { // CPIURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 31;
  L989: {
    var p991;
    p991 = d64(p);
    if (p991 < 0) { out = -1;  break L989; }
    var p992;
    if (p991 < n && (c = s.charCodeAt(p991), c === 46)) { p992 = adv(p991 + 1); } else { p992 = -1; if (rec) fail(p991, 10); }
    if (p992 < 0) { out = -1;  break L989; }
    var p993;
    p993 = d76(p992);
    if (p993 < 0) { out = -1;  break L989; }
    var p994;
    if (p993 < n && (c = s.charCodeAt(p993), c === 46)) { p994 = adv(p993 + 1); } else { p994 = -1; if (rec) fail(p993, 10); }
    if (p994 < 0) { out = -1;  break L989; }
    var p995;
    p995 = d61(p994);
    if (p995 < 0) { out = -1;  break L989; }
    out = p995;
  }
  return done(31, out);
}
function d32(p) { // SGCN-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 32;
  L996: {
    var p998;
    var p999;
    look++;
    L1001: {
      var p1003;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p1003 = adv(p + 1); } else { p1003 = -1; if (rec) fail(p, 88); }
      if (p1003 < 0) { p999 = -1;  break L1001; }
      var p1004;
      if (p1003 < n && (c = s.charCodeAt(p1003), c === 103)) { p1004 = adv(p1003 + 1); } else { p1004 = -1; if (rec) fail(p1003, 31, 1); }
      if (p1004 < 0) { p999 = -1;  break L1001; }
      var p1005;
      if (p1004 < n && (c = s.charCodeAt(p1004), c === 99)) { p1005 = adv(p1004 + 1); } else { p1005 = -1; if (rec) fail(p1004, 37, 2); }
      if (p1005 < 0) { p999 = -1;  break L1001; }
      var p1006;
      if (p1005 < n && (c = s.charCodeAt(p1005), c === 110)) { p1006 = adv(p1005 + 1); } else { p1006 = -1; if (rec) fail(p1005, 41, 3); }
      if (p1006 < 0) { p999 = -1;  break L1001; }
      var p1007;
      if (p1006 < n && (c = s.charCodeAt(p1006), c === 58)) { p1007 = adv(p1006 + 1); } else { p1007 = -1; if (rec) fail(p1006, 79, 4); }
      if (p1007 < 0) { p999 = -1;  break L1001; }
      p999 = p1007;
    }
    look--;
    p998 = p999 >= 0 ? p : -1;
    if (p998 < 0) { out = -1;  break L996; }
    var p1008;
    p1008 = d9(p998);
    if (p1008 < 0) { out = -1;  break L996; }
    var p1009;
    if (p1008 < n && (c = s.charCodeAt(p1008), c === 58)) { p1009 = adv(p1008 + 1); } else { p1009 = -1; if (rec) fail(p1008, 0); }
    if (p1009 < 0) { out = -1;  break L996; }
    var p1010;
    p1010 = d33(p1009);
    if (p1010 < 0) { out = -1;  break L996; }
    out = p1010;
  }
  return done(32, out);
}
function d33(p) { // SGCNURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 33;
  L1011: {
    var p1013;
    p1013 = d64(p);
    if (p1013 < 0) { out = -1;  break L1011; }
    var p1014;
    if (p1013 < n && (c = s.charCodeAt(p1013), c === 46)) { p1014 = adv(p1013 + 1); } else { p1014 = -1; if (rec) fail(p1013, 10); }
    if (p1014 < 0) { out = -1;  break L1011; }
    var p1015;
    p1015 = d65(p1014);
    if (p1015 < 0) { out = -1;  break L1011; }
    var p1016;
    if (p1015 < n && (c = s.charCodeAt(p1015), c === 46)) { p1016 = adv(p1015 + 1); } else { p1016 = -1; if (rec) fail(p1015, 10); }
    if (p1016 < 0) { out = -1;  break L1011; }
    var p1017;
    p1017 = d64(p1016);
    if (p1017 < 0) { out = -1;  break L1011; }
    out = p1017;
  }
  return done(33, out);
}
function d34(p) { // GINC-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 34;
  L1018: {
    var p1020;
    var p1021;
    look++;
    L1023: {
      var p1025;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p1025 = adv(p + 1); } else { p1025 = -1; if (rec) fail(p, 89); }
      if (p1025 < 0) { p1021 = -1;  break L1023; }
      var p1026;
      if (p1025 < n && (c = s.charCodeAt(p1025), c === 105)) { p1026 = adv(p1025 + 1); } else { p1026 = -1; if (rec) fail(p1025, 46, 1); }
      if (p1026 < 0) { p1021 = -1;  break L1023; }
      var p1027;
      if (p1026 < n && (c = s.charCodeAt(p1026), c === 110)) { p1027 = adv(p1026 + 1); } else { p1027 = -1; if (rec) fail(p1026, 57, 2); }
      if (p1027 < 0) { p1021 = -1;  break L1023; }
      var p1028;
      if (p1027 < n && (c = s.charCodeAt(p1027), c === 99)) { p1028 = adv(p1027 + 1); } else { p1028 = -1; if (rec) fail(p1027, 38, 3); }
      if (p1028 < 0) { p1021 = -1;  break L1023; }
      var p1029;
      if (p1028 < n && (c = s.charCodeAt(p1028), c === 58)) { p1029 = adv(p1028 + 1); } else { p1029 = -1; if (rec) fail(p1028, 79, 4); }
      if (p1029 < 0) { p1021 = -1;  break L1023; }
      p1021 = p1029;
    }
    look--;
    p1020 = p1021 >= 0 ? p : -1;
    if (p1020 < 0) { out = -1;  break L1018; }
    var p1030;
    p1030 = d9(p1020);
    if (p1030 < 0) { out = -1;  break L1018; }
    var p1031;
    if (p1030 < n && (c = s.charCodeAt(p1030), c === 58)) { p1031 = adv(p1030 + 1); } else { p1031 = -1; if (rec) fail(p1030, 0); }
    if (p1031 < 0) { out = -1;  break L1018; }
    var p1032;
    p1032 = d35(p1031);
    if (p1032 < 0) { out = -1;  break L1018; }
    out = p1032;
  }
  return done(34, out);
}
function d35(p) { // GINCURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 35;
  L1033: {
    var p1035;
    p1035 = d64(p);
    if (p1035 < 0) { out = -1;  break L1033; }
    var p1036;
    if (p1035 < n && (c = s.charCodeAt(p1035), c === 46)) { p1036 = adv(p1035 + 1); } else { p1036 = -1; if (rec) fail(p1035, 10); }
    if (p1036 < 0) { out = -1;  break L1033; }
    var p1037;
    p1037 = d74(p1036);
    if (p1037 < 0) { out = -1;  break L1033; }
    out = p1037;
  }
  return done(35, out);
}
function d36(p) { // GSIN-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 36;
  L1038: {
    var p1040;
    var p1041;
    look++;
    L1043: {
      var p1045;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p1045 = adv(p + 1); } else { p1045 = -1; if (rec) fail(p, 90); }
      if (p1045 < 0) { p1041 = -1;  break L1043; }
      var p1046;
      if (p1045 < n && (c = s.charCodeAt(p1045), c === 115)) { p1046 = adv(p1045 + 1); } else { p1046 = -1; if (rec) fail(p1045, 36, 1); }
      if (p1046 < 0) { p1041 = -1;  break L1043; }
      var p1047;
      if (p1046 < n && (c = s.charCodeAt(p1046), c === 105)) { p1047 = adv(p1046 + 1); } else { p1047 = -1; if (rec) fail(p1046, 54, 2); }
      if (p1047 < 0) { p1041 = -1;  break L1043; }
      var p1048;
      if (p1047 < n && (c = s.charCodeAt(p1047), c === 110)) { p1048 = adv(p1047 + 1); } else { p1048 = -1; if (rec) fail(p1047, 41, 3); }
      if (p1048 < 0) { p1041 = -1;  break L1043; }
      var p1049;
      if (p1048 < n && (c = s.charCodeAt(p1048), c === 58)) { p1049 = adv(p1048 + 1); } else { p1049 = -1; if (rec) fail(p1048, 79, 4); }
      if (p1049 < 0) { p1041 = -1;  break L1043; }
      p1041 = p1049;
    }
    look--;
    p1040 = p1041 >= 0 ? p : -1;
    if (p1040 < 0) { out = -1;  break L1038; }
    var p1050;
    p1050 = d9(p1040);
    if (p1050 < 0) { out = -1;  break L1038; }
    var p1051;
    if (p1050 < n && (c = s.charCodeAt(p1050), c === 58)) { p1051 = adv(p1050 + 1); } else { p1051 = -1; if (rec) fail(p1050, 0); }
    if (p1051 < 0) { out = -1;  break L1038; }
    var p1052;
    p1052 = d37(p1051);
    if (p1052 < 0) { out = -1;  break L1038; }
    out = p1052;
  }
  return done(36, out);
}
function d37(p) { // GSINURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 37;
  L1053: {
    var p1055;
    p1055 = d64(p);
    if (p1055 < 0) { out = -1;  break L1053; }
    var p1056;
    if (p1055 < n && (c = s.charCodeAt(p1055), c === 46)) { p1056 = adv(p1055 + 1); } else { p1056 = -1; if (rec) fail(p1055, 10); }
    if (p1056 < 0) { out = -1;  break L1053; }
    var p1057;
    p1057 = d64(p1056);
    if (p1057 < 0) { out = -1;  break L1053; }
    out = p1057;
  }
  return done(37, out);
}
function d38(p) { // ITIP-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 38;
  L1058: {
    var p1060;
    var p1061;
    look++;
    L1063: {
      var p1065;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p1065 = adv(p + 1); } else { p1065 = -1; if (rec) fail(p, 91); }
      if (p1065 < 0) { p1061 = -1;  break L1063; }
      var p1066;
      if (p1065 < n && (c = s.charCodeAt(p1065), c === 116)) { p1066 = adv(p1065 + 1); } else { p1066 = -1; if (rec) fail(p1065, 60, 1); }
      if (p1066 < 0) { p1061 = -1;  break L1063; }
      var p1067;
      if (p1066 < n && (c = s.charCodeAt(p1066), c === 105)) { p1067 = adv(p1066 + 1); } else { p1067 = -1; if (rec) fail(p1066, 54, 2); }
      if (p1067 < 0) { p1061 = -1;  break L1063; }
      var p1068;
      if (p1067 < n && (c = s.charCodeAt(p1067), c === 112)) { p1068 = adv(p1067 + 1); } else { p1068 = -1; if (rec) fail(p1067, 61, 3); }
      if (p1068 < 0) { p1061 = -1;  break L1063; }
      var p1069;
      if (p1068 < n && (c = s.charCodeAt(p1068), c === 58)) { p1069 = adv(p1068 + 1); } else { p1069 = -1; if (rec) fail(p1068, 79, 4); }
      if (p1069 < 0) { p1061 = -1;  break L1063; }
      p1061 = p1069;
    }
    look--;
    p1060 = p1061 >= 0 ? p : -1;
    if (p1060 < 0) { out = -1;  break L1058; }
    var p1070;
    p1070 = d9(p1060);
    if (p1070 < 0) { out = -1;  break L1058; }
    var p1071;
    if (p1070 < n && (c = s.charCodeAt(p1070), c === 58)) { p1071 = adv(p1070 + 1); } else { p1071 = -1; if (rec) fail(p1070, 0); }
    if (p1071 < 0) { out = -1;  break L1058; }
    var p1072;
    p1072 = d39(p1071);
    if (p1072 < 0) { out = -1;  break L1058; }
    out = p1072;
  }
  return done(38, out);
}
function d39(p) { // ITIPURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 39;
  L1073: {
    var p1075;
    var q1076 = p, r1077 = 0, e1079 = false;
    while (q1076 < n) {
      var p1080;
      L1081: {
        var p1083;
        p1083 = d64(q1076);
        if (p1083 < 0) { p1080 = -1;  break L1081; }
        var p1084;
        if (p1083 < n && (c = s.charCodeAt(p1083), c === 46)) { p1084 = adv(p1083 + 1); } else { p1084 = -1; if (rec) fail(p1083, 10); }
        if (p1084 < 0) { p1080 = -1;  break L1081; }
        p1080 = p1084;
      }
      if (p1080 < 0) break;
      if (p1080 === q1076) { e1079 = true; break; }
      r1077++; q1076 = p1080;
      if (r1077 === 4) break;
    }
    if (rec && q1076 >= n && !e1079 && r1077 < 4) fail(q1076, 5);
    if (e1079 || r1077 >= 4) p1075 = q1076; else { p1075 = -1;  }
    if (p1075 < 0) { out = -1;  break L1073; }
    var p1085;
    p1085 = d74(p1075);
    if (p1085 < 0) { out = -1;  break L1073; }
    out = p1085;
  }
  return done(39, out);
}
function d40(p) { // UPUI-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 40;
  L1086: {
    var p1088;
    var p1089;
    look++;
    L1091: {
      var p1093;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p1093 = adv(p + 1); } else { p1093 = -1; if (rec) fail(p, 92); }
      if (p1093 < 0) { p1089 = -1;  break L1091; }
      var p1094;
      if (p1093 < n && (c = s.charCodeAt(p1093), c === 112)) { p1094 = adv(p1093 + 1); } else { p1094 = -1; if (rec) fail(p1093, 53, 1); }
      if (p1094 < 0) { p1089 = -1;  break L1091; }
      var p1095;
      if (p1094 < n && (c = s.charCodeAt(p1094), c === 117)) { p1095 = adv(p1094 + 1); } else { p1095 = -1; if (rec) fail(p1094, 63, 2); }
      if (p1095 < 0) { p1089 = -1;  break L1091; }
      var p1096;
      if (p1095 < n && (c = s.charCodeAt(p1095), c === 105)) { p1096 = adv(p1095 + 1); } else { p1096 = -1; if (rec) fail(p1095, 33, 3); }
      if (p1096 < 0) { p1089 = -1;  break L1091; }
      var p1097;
      if (p1096 < n && (c = s.charCodeAt(p1096), c === 58)) { p1097 = adv(p1096 + 1); } else { p1097 = -1; if (rec) fail(p1096, 79, 4); }
      if (p1097 < 0) { p1089 = -1;  break L1091; }
      p1089 = p1097;
    }
    look--;
    p1088 = p1089 >= 0 ? p : -1;
    if (p1088 < 0) { out = -1;  break L1086; }
    var p1098;
    p1098 = d9(p1088);
    if (p1098 < 0) { out = -1;  break L1086; }
    var p1099;
    if (p1098 < n && (c = s.charCodeAt(p1098), c === 58)) { p1099 = adv(p1098 + 1); } else { p1099 = -1; if (rec) fail(p1098, 0); }
    if (p1099 < 0) { out = -1;  break L1086; }
    var p1100;
    p1100 = d41(p1099);
    if (p1100 < 0) { out = -1;  break L1086; }
    out = p1100;
  }
  return done(40, out);
}
function d41(p) { // UPUIURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 41;
  L1101: {
    var p1103;
    p1103 = d64(p);
    if (p1103 < 0) { out = -1;  break L1101; }
    var p1104;
    if (p1103 < n && (c = s.charCodeAt(p1103), c === 46)) { p1104 = adv(p1103 + 1); } else { p1104 = -1; if (rec) fail(p1103, 10); }
    if (p1104 < 0) { out = -1;  break L1101; }
    var p1105;
    p1105 = d64(p1104);
    if (p1105 < 0) { out = -1;  break L1101; }
    var p1106;
    if (p1105 < n && (c = s.charCodeAt(p1105), c === 46)) { p1106 = adv(p1105 + 1); } else { p1106 = -1; if (rec) fail(p1105, 10); }
    if (p1106 < 0) { out = -1;  break L1101; }
    var p1107;
    p1107 = d74(p1106);
    if (p1107 < 0) { out = -1;  break L1101; }
    out = p1107;
  }
  return done(41, out);
}
function d42(p) { // PGLN-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 42;
  L1108: {
    var p1110;
    var p1111;
    look++;
    L1113: {
      var p1115;
      if (p < n && (c = s.charCodeAt(p), c === 112)) { p1115 = adv(p + 1); } else { p1115 = -1; if (rec) fail(p, 93); }
      if (p1115 < 0) { p1111 = -1;  break L1113; }
      var p1116;
      if (p1115 < n && (c = s.charCodeAt(p1115), c === 103)) { p1116 = adv(p1115 + 1); } else { p1116 = -1; if (rec) fail(p1115, 31, 1); }
      if (p1116 < 0) { p1111 = -1;  break L1113; }
      var p1117;
      if (p1116 < n && (c = s.charCodeAt(p1116), c === 108)) { p1117 = adv(p1116 + 1); } else { p1117 = -1; if (rec) fail(p1116, 40, 2); }
      if (p1117 < 0) { p1111 = -1;  break L1113; }
      var p1118;
      if (p1117 < n && (c = s.charCodeAt(p1117), c === 110)) { p1118 = adv(p1117 + 1); } else { p1118 = -1; if (rec) fail(p1117, 41, 3); }
      if (p1118 < 0) { p1111 = -1;  break L1113; }
      var p1119;
      if (p1118 < n && (c = s.charCodeAt(p1118), c === 58)) { p1119 = adv(p1118 + 1); } else { p1119 = -1; if (rec) fail(p1118, 79, 4); }
      if (p1119 < 0) { p1111 = -1;  break L1113; }
      p1111 = p1119;
    }
    look--;
    p1110 = p1111 >= 0 ? p : -1;
    if (p1110 < 0) { out = -1;  break L1108; }
    var p1120;
    p1120 = d9(p1110);
    if (p1120 < 0) { out = -1;  break L1108; }
    var p1121;
    if (p1120 < n && (c = s.charCodeAt(p1120), c === 58)) { p1121 = adv(p1120 + 1); } else { p1121 = -1; if (rec) fail(p1120, 0); }
    if (p1121 < 0) { out = -1;  break L1108; }
    var p1122;
    p1122 = d43(p1121);
    if (p1122 < 0) { out = -1;  break L1108; }
    out = p1122;
  }
  return done(42, out);
}
function d43(p) { // PGLNURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 43;
  L1123: {
    var p1125;
    p1125 = d64(p);
    if (p1125 < 0) { out = -1;  break L1123; }
    var p1126;
    if (p1125 < n && (c = s.charCodeAt(p1125), c === 46)) { p1126 = adv(p1125 + 1); } else { p1126 = -1; if (rec) fail(p1125, 10); }
    if (p1126 < 0) { out = -1;  break L1123; }
    var p1127;
    p1127 = d65(p1126);
    if (p1127 < 0) { out = -1;  break L1123; }
    out = p1127;
  }
  return done(43, out);
}
function d44(p) { // GID-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 44;
  L1128: {
    var p1130;
    var p1131;
    look++;
    L1133: {
      var p1135;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p1135 = adv(p + 1); } else { p1135 = -1; if (rec) fail(p, 94); }
      if (p1135 < 0) { p1131 = -1;  break L1133; }
      var p1136;
      if (p1135 < n && (c = s.charCodeAt(p1135), c === 105)) { p1136 = adv(p1135 + 1); } else { p1136 = -1; if (rec) fail(p1135, 46, 1); }
      if (p1136 < 0) { p1131 = -1;  break L1133; }
      var p1137;
      if (p1136 < n && (c = s.charCodeAt(p1136), c === 100)) { p1137 = adv(p1136 + 1); } else { p1137 = -1; if (rec) fail(p1136, 66, 2); }
      if (p1137 < 0) { p1131 = -1;  break L1133; }
      var p1138;
      if (p1137 < n && (c = s.charCodeAt(p1137), c === 58)) { p1138 = adv(p1137 + 1); } else { p1138 = -1; if (rec) fail(p1137, 87, 3); }
      if (p1138 < 0) { p1131 = -1;  break L1133; }
      p1131 = p1138;
    }
    look--;
    p1130 = p1131 >= 0 ? p : -1;
    if (p1130 < 0) { out = -1;  break L1128; }
    var p1139;
    p1139 = d9(p1130);
    if (p1139 < 0) { out = -1;  break L1128; }
    var p1140;
    if (p1139 < n && (c = s.charCodeAt(p1139), c === 58)) { p1140 = adv(p1139 + 1); } else { p1140 = -1; if (rec) fail(p1139, 0); }
    if (p1140 < 0) { out = -1;  break L1128; }
    var p1141;
    p1141 = d45(p1140);
    if (p1141 < 0) { out = -1;  break L1128; }
    out = p1141;
  }
  return done(44, out);
}
function d45(p) { // GIDURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 45;
  L1142: {
    var p1144;
    var q1145 = p, r1146 = 0, e1148 = false;
    while (q1145 < n) {
      var p1149;
      L1150: {
        var p1152;
        p1152 = d61(q1145);
        if (p1152 < 0) { p1149 = -1;  break L1150; }
        var p1153;
        if (p1152 < n && (c = s.charCodeAt(p1152), c === 46)) { p1153 = adv(p1152 + 1); } else { p1153 = -1; if (rec) fail(p1152, 10); }
        if (p1153 < 0) { p1149 = -1;  break L1150; }
        p1149 = p1153;
      }
      if (p1149 < 0) break;
      if (p1149 === q1145) { e1148 = true; break; }
      r1146++; q1145 = p1149;
      if (r1146 === 2) break;
    }
    if (rec && q1145 >= n && !e1148 && r1146 < 2) fail(q1145, 5);
    if (e1148 || r1146 >= 2) p1144 = q1145; else { p1144 = -1;  }
    if (p1144 < 0) { out = -1;  break L1142; }
    var p1154;
    p1154 = d61(p1144);
    if (p1154 < 0) { out = -1;  break L1142; }
    out = p1154;
  }
  return done(45, out);
}
function d46(p) { // USDOD-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 46;
  L1155: {
    var p1157;
    var p1158;
    look++;
    L1160: {
      var p1162;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p1162 = adv(p + 1); } else { p1162 = -1; if (rec) fail(p, 95); }
      if (p1162 < 0) { p1158 = -1;  break L1160; }
      var p1163;
      if (p1162 < n && (c = s.charCodeAt(p1162), c === 115)) { p1163 = adv(p1162 + 1); } else { p1163 = -1; if (rec) fail(p1162, 36, 1); }
      if (p1163 < 0) { p1158 = -1;  break L1160; }
      var p1164;
      if (p1163 < n && (c = s.charCodeAt(p1163), c === 100)) { p1164 = adv(p1163 + 1); } else { p1164 = -1; if (rec) fail(p1163, 66, 2); }
      if (p1164 < 0) { p1158 = -1;  break L1160; }
      var p1165;
      if (p1164 < n && (c = s.charCodeAt(p1164), c === 111)) { p1165 = adv(p1164 + 1); } else { p1165 = -1; if (rec) fail(p1164, 68, 3); }
      if (p1165 < 0) { p1158 = -1;  break L1160; }
      var p1166;
      if (p1165 < n && (c = s.charCodeAt(p1165), c === 100)) { p1166 = adv(p1165 + 1); } else { p1166 = -1; if (rec) fail(p1165, 69, 4); }
      if (p1166 < 0) { p1158 = -1;  break L1160; }
      var p1167;
      if (p1166 < n && (c = s.charCodeAt(p1166), c === 58)) { p1167 = adv(p1166 + 1); } else { p1167 = -1; if (rec) fail(p1166, 77, 5); }
      if (p1167 < 0) { p1158 = -1;  break L1160; }
      p1158 = p1167;
    }
    look--;
    p1157 = p1158 >= 0 ? p : -1;
    if (p1157 < 0) { out = -1;  break L1155; }
    var p1168;
    p1168 = d9(p1157);
    if (p1168 < 0) { out = -1;  break L1155; }
    var p1169;
    if (p1168 < n && (c = s.charCodeAt(p1168), c === 58)) { p1169 = adv(p1168 + 1); } else { p1169 = -1; if (rec) fail(p1168, 0); }
    if (p1169 < 0) { out = -1;  break L1155; }
    var p1170;
    p1170 = d47(p1169);
    if (p1170 < 0) { out = -1;  break L1155; }
    out = p1170;
  }
  return done(46, out);
}
function d47(p) { // USDODURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 47;
  L1171: {
    var p1173;
    p1173 = d48(p);
    if (p1173 < 0) { out = -1;  break L1171; }
    var p1174;
    if (p1173 < n && (c = s.charCodeAt(p1173), c === 46)) { p1174 = adv(p1173 + 1); } else { p1174 = -1; if (rec) fail(p1173, 10); }
    if (p1174 < 0) { out = -1;  break L1171; }
    var p1175;
    p1175 = d61(p1174);
    if (p1175 < 0) { out = -1;  break L1171; }
    out = p1175;
  }
  return done(47, out);
}
function d48(p) { // CAGECodeOrDODAAC
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 48;
  L1176: {
    var p1177;
    p1177 = d50(p);
    if (p1177 >= 0) { out = p1177; break L1176; }
    var p1178;
    p1178 = d49(p);
    if (p1178 >= 0) { out = p1178; break L1176; }
    out = -1;
  }
  return done(48, out);
}
function d49(p) { // CAGECode
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 49;
  var q1179 = p, r1180 = 0, e1182 = false;
  while (q1179 < n) {
    var p1183;
    if (q1179 < n && (c = s.charCodeAt(q1179), c < 128 && T7[c] === 1)) { p1183 = adv(q1179 + 1); } else { p1183 = -1; if (rec) fail(q1179, 11); }
    if (p1183 < 0) break;
    if (p1183 === q1179) { e1182 = true; break; }
    r1180++; q1179 = p1183;
    if (r1180 === 5) break;
  }
  if (rec && q1179 >= n && !e1182 && r1180 < 5) fail(q1179, 11);
  if (e1182 || r1180 >= 5) out = q1179; else { out = -1;  }
  return done(49, out);
}
function d50(p) { // DODAAC
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 50;
  var q1184 = p, r1185 = 0, e1187 = false;
  while (q1184 < n) {
    var p1188;
    if (q1184 < n && (c = s.charCodeAt(q1184), c < 128 && T7[c] === 1)) { p1188 = adv(q1184 + 1); } else { p1188 = -1; if (rec) fail(q1184, 11); }
    if (p1188 < 0) break;
    if (p1188 === q1184) { e1187 = true; break; }
    r1185++; q1184 = p1188;
    if (r1185 === 6) break;
  }
  if (rec && q1184 >= n && !e1187 && r1185 < 6) fail(q1184, 11);
  if (e1187 || r1185 >= 6) out = q1184; else { out = -1;  }
  return done(50, out);
}
function d52(p) { // ADI-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 52;
  L1189: {
    var p1191;
    var p1192;
    look++;
    L1194: {
      var p1196;
      if (p < n && (c = s.charCodeAt(p), c === 97)) { p1196 = adv(p + 1); } else { p1196 = -1; if (rec) fail(p, 96); }
      if (p1196 < 0) { p1192 = -1;  break L1194; }
      var p1197;
      if (p1196 < n && (c = s.charCodeAt(p1196), c === 100)) { p1197 = adv(p1196 + 1); } else { p1197 = -1; if (rec) fail(p1196, 24, 1); }
      if (p1197 < 0) { p1192 = -1;  break L1194; }
      var p1198;
      if (p1197 < n && (c = s.charCodeAt(p1197), c === 105)) { p1198 = adv(p1197 + 1); } else { p1198 = -1; if (rec) fail(p1197, 54, 2); }
      if (p1198 < 0) { p1192 = -1;  break L1194; }
      var p1199;
      if (p1198 < n && (c = s.charCodeAt(p1198), c === 58)) { p1199 = adv(p1198 + 1); } else { p1199 = -1; if (rec) fail(p1198, 87, 3); }
      if (p1199 < 0) { p1192 = -1;  break L1194; }
      p1192 = p1199;
    }
    look--;
    p1191 = p1192 >= 0 ? p : -1;
    if (p1191 < 0) { out = -1;  break L1189; }
    var p1200;
    p1200 = d9(p1191);
    if (p1200 < 0) { out = -1;  break L1189; }
    var p1201;
    if (p1200 < n && (c = s.charCodeAt(p1200), c === 58)) { p1201 = adv(p1200 + 1); } else { p1201 = -1; if (rec) fail(p1200, 0); }
    if (p1201 < 0) { out = -1;  break L1189; }
    var p1202;
    p1202 = d53(p1201);
    if (p1202 < 0) { out = -1;  break L1189; }
    out = p1202;
  }
  return done(52, out);
}
function d53(p) { // ADIURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 53;
  L1203: {
    var p1205;
    p1205 = d48(p);
    if (p1205 < 0) { out = -1;  break L1203; }
    var p1206;
    if (p1205 < n && (c = s.charCodeAt(p1205), c === 46)) { p1206 = adv(p1205 + 1); } else { p1206 = -1; if (rec) fail(p1205, 10); }
    if (p1206 < 0) { out = -1;  break L1203; }
    var p1207;
    p1207 = d54(p1206);
    if (p1207 < 0) { out = -1;  break L1203; }
    var p1208;
    if (p1207 < n && (c = s.charCodeAt(p1207), c === 46)) { p1208 = adv(p1207 + 1); } else { p1208 = -1; if (rec) fail(p1207, 10); }
    if (p1208 < 0) { out = -1;  break L1203; }
    var p1209;
    p1209 = d55(p1208);
    if (p1209 < 0) { out = -1;  break L1203; }
    out = p1209;
  }
  return done(53, out);
}
function d54(p) { // ADIComponent
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 54;
  var q1210 = p, e1213 = false;
  while (q1210 < n) {
    if ((c = s.charCodeAt(q1210), c < 128 && T8[c] === 1)) { do q1210++; while (q1210 < n && (c = s.charCodeAt(q1210), T8[c] === 1)); adv(q1210, 56); continue; }
    var p1214;
    p1214 = d56(q1210);
    if (p1214 < 0) break;
    if (p1214 === q1210) { e1213 = true; break; }
    q1210 = p1214;
  }
  if (rec && q1210 >= n && !e1213) fail(q1210, 97);
  out = q1210;
  return done(54, out);
}
function d55(p) { // ADIExtendedComponent
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 55;
  L1215: {
    var p1217;
    var q1218 = p, r1219 = 0, e1221 = false;
    while (q1218 < n) {
      var p1222;
      L1223: {
        var p1225;
        if (q1218 < n && (c = s.charCodeAt(q1218), c === 37)) { p1225 = adv(q1218 + 1); } else { p1225 = -1; if (rec) fail(q1218, 98); }
        if (p1225 < 0) { p1222 = -1;  break L1223; }
        var p1226;
        if (p1225 < n && (c = s.charCodeAt(p1225), c === 50)) { p1226 = adv(p1225 + 1); } else { p1226 = -1; if (rec) fail(p1225, 99, 1); }
        if (p1226 < 0) { p1222 = -1;  break L1223; }
        var p1227;
        if (p1226 < n && (c = s.charCodeAt(p1226), c === 51)) { p1227 = adv(p1226 + 1); } else { p1227 = -1; if (rec) fail(p1226, 100, 2); }
        if (p1227 < 0) { p1222 = -1;  break L1223; }
        p1222 = p1227;
      }
      if (p1222 < 0) break;
      if (p1222 === q1218) { e1221 = true; break; }
      r1219++; q1218 = p1222;
      if (r1219 === 1) break;
    }
    if (rec && q1218 >= n && !e1221 && r1219 < 1) fail(q1218, 101);
    p1217 = q1218;
    if (p1217 < 0) { out = -1;  break L1215; }
    var p1228;
    var q1229 = p1217, r1230 = 0, e1232 = false;
    while (q1229 < n) {
      if ((c = s.charCodeAt(q1229), c < 128 && T8[c] === 1)) { var k1231z = q1229; do q1229++; while (q1229 < n && (c = s.charCodeAt(q1229), T8[c] === 1)); r1230 += q1229 - k1231z; adv(q1229, 56); continue; }
      var p1233;
      p1233 = d56(q1229);
      if (p1233 < 0) break;
      if (p1233 === q1229) { e1232 = true; break; }
      r1230++; q1229 = p1233;
    }
    if (rec && q1229 >= n && !e1232) fail(q1229, 97);
    if (e1232 || r1230 >= 1) p1228 = q1229; else { p1228 = -1;  }
    if (p1228 < 0) { out = -1;  break L1215; }
    out = p1228;
  }
  return done(55, out);
}
function d56(p) { // ADIChar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 56;
  L1234: {
    var p1235;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p1235 = adv(p + 1); } else { p1235 = -1; if (rec) fail(p, 12); }
    if (p1235 >= 0) { out = p1235; break L1234; }
    var p1236;
    L1237: {
      var p1239;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1239 = adv(p + 1); } else { p1239 = -1; if (rec) fail(p, 102); }
      if (p1239 < 0) { p1236 = -1;  break L1237; }
      var p1240;
      if (p1239 < n && (c = s.charCodeAt(p1239), c === 50)) { p1240 = adv(p1239 + 1); } else { p1240 = -1; if (rec) fail(p1239, 99, 1); }
      if (p1240 < 0) { p1236 = -1;  break L1237; }
      var p1241;
      if (p1240 < n && (c = s.charCodeAt(p1240), (c | 32) === 102)) { p1241 = adv(p1240 + 1); } else { p1241 = -1; if (rec) fail(p1240, 103, 2); }
      if (p1241 < 0) { p1236 = -1;  break L1237; }
      p1236 = p1241;
    }
    if (p1236 >= 0) { out = p1236; break L1234; }
    out = -1;
  }
  return done(56, out);
}
function d57(p) { // BIC-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 57;
  L1242: {
    var p1244;
    var p1245;
    look++;
    L1247: {
      var p1249;
      if (p < n && (c = s.charCodeAt(p), c === 98)) { p1249 = adv(p + 1); } else { p1249 = -1; if (rec) fail(p, 104); }
      if (p1249 < 0) { p1245 = -1;  break L1247; }
      var p1250;
      if (p1249 < n && (c = s.charCodeAt(p1249), c === 105)) { p1250 = adv(p1249 + 1); } else { p1250 = -1; if (rec) fail(p1249, 46, 1); }
      if (p1250 < 0) { p1245 = -1;  break L1247; }
      var p1251;
      if (p1250 < n && (c = s.charCodeAt(p1250), c === 99)) { p1251 = adv(p1250 + 1); } else { p1251 = -1; if (rec) fail(p1250, 37, 2); }
      if (p1251 < 0) { p1245 = -1;  break L1247; }
      var p1252;
      if (p1251 < n && (c = s.charCodeAt(p1251), c === 58)) { p1252 = adv(p1251 + 1); } else { p1252 = -1; if (rec) fail(p1251, 87, 3); }
      if (p1252 < 0) { p1245 = -1;  break L1247; }
      p1245 = p1252;
    }
    look--;
    p1244 = p1245 >= 0 ? p : -1;
    if (p1244 < 0) { out = -1;  break L1242; }
    var p1253;
    p1253 = d9(p1244);
    if (p1253 < 0) { out = -1;  break L1242; }
    var p1254;
    if (p1253 < n && (c = s.charCodeAt(p1253), c === 58)) { p1254 = adv(p1253 + 1); } else { p1254 = -1; if (rec) fail(p1253, 0); }
    if (p1254 < 0) { out = -1;  break L1242; }
    var p1255;
    p1255 = d58(p1254);
    if (p1255 < 0) { out = -1;  break L1242; }
    out = p1255;
  }
  return done(57, out);
}
function d58(p) { // BICURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 58;
  L1256: {
    var p1258;
    var q1259 = p, r1260 = 0, e1262 = false;
    while (q1259 < n) {
      var p1263;
      if (q1259 < n && (c = s.charCodeAt(q1259), c < 128 && T2[c] === 1)) { p1263 = adv(q1259 + 1); } else { p1263 = -1; if (rec) fail(q1259, 3); }
      if (p1263 < 0) break;
      if (p1263 === q1259) { e1262 = true; break; }
      r1260++; q1259 = p1263;
      if (r1260 === 3) break;
    }
    if (rec && q1259 >= n && !e1262 && r1260 < 3) fail(q1259, 3);
    if (e1262 || r1260 >= 3) p1258 = q1259; else { p1258 = -1;  }
    if (p1258 < 0) { out = -1;  break L1256; }
    var p1264;
    if (p1258 < n && (c = s.charCodeAt(p1258), c < 128 && T9[c] === 1)) { p1264 = adv(p1258 + 1); } else { p1264 = -1; if (rec) fail(p1258, 105); }
    if (p1264 < 0) { out = -1;  break L1256; }
    var p1265;
    var q1266 = p1264, r1267 = 0, e1269 = false;
    while (q1266 < n) {
      var p1270;
      if (q1266 < n && (c = s.charCodeAt(q1266), c < 128 && T4[c] === 1)) { p1270 = adv(q1266 + 1); } else { p1270 = -1; if (rec) fail(q1266, 5); }
      if (p1270 < 0) break;
      if (p1270 === q1266) { e1269 = true; break; }
      r1267++; q1266 = p1270;
      if (r1267 === 6) break;
    }
    if (rec && q1266 >= n && !e1269 && r1267 < 6) fail(q1266, 5);
    if (e1269 || r1267 >= 6) p1265 = q1266; else { p1265 = -1;  }
    if (p1265 < 0) { out = -1;  break L1256; }
    var p1271;
    if (p1265 < n && (c = s.charCodeAt(p1265), c < 128 && T4[c] === 1)) { p1271 = adv(p1265 + 1); } else { p1271 = -1; if (rec) fail(p1265, 5); }
    if (p1271 < 0) { out = -1;  break L1256; }
    out = p1271;
  }
  return done(58, out);
}
function d59(p) { // IMOVN-URI
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 59;
  L1272: {
    var p1274;
    var p1275;
    look++;
    L1277: {
      var p1279;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p1279 = adv(p + 1); } else { p1279 = -1; if (rec) fail(p, 106); }
      if (p1279 < 0) { p1275 = -1;  break L1277; }
      var p1280;
      if (p1279 < n && (c = s.charCodeAt(p1279), c === 109)) { p1280 = adv(p1279 + 1); } else { p1280 = -1; if (rec) fail(p1279, 73, 1); }
      if (p1280 < 0) { p1275 = -1;  break L1277; }
      var p1281;
      if (p1280 < n && (c = s.charCodeAt(p1280), c === 111)) { p1281 = adv(p1280 + 1); } else { p1281 = -1; if (rec) fail(p1280, 74, 2); }
      if (p1281 < 0) { p1275 = -1;  break L1277; }
      var p1282;
      if (p1281 < n && (c = s.charCodeAt(p1281), c === 118)) { p1282 = adv(p1281 + 1); } else { p1282 = -1; if (rec) fail(p1281, 75, 3); }
      if (p1282 < 0) { p1275 = -1;  break L1277; }
      var p1283;
      if (p1282 < n && (c = s.charCodeAt(p1282), c === 110)) { p1283 = adv(p1282 + 1); } else { p1283 = -1; if (rec) fail(p1282, 34, 4); }
      if (p1283 < 0) { p1275 = -1;  break L1277; }
      var p1284;
      if (p1283 < n && (c = s.charCodeAt(p1283), c === 58)) { p1284 = adv(p1283 + 1); } else { p1284 = -1; if (rec) fail(p1283, 77, 5); }
      if (p1284 < 0) { p1275 = -1;  break L1277; }
      p1275 = p1284;
    }
    look--;
    p1274 = p1275 >= 0 ? p : -1;
    if (p1274 < 0) { out = -1;  break L1272; }
    var p1285;
    p1285 = d9(p1274);
    if (p1285 < 0) { out = -1;  break L1272; }
    var p1286;
    if (p1285 < n && (c = s.charCodeAt(p1285), c === 58)) { p1286 = adv(p1285 + 1); } else { p1286 = -1; if (rec) fail(p1285, 0); }
    if (p1286 < 0) { out = -1;  break L1272; }
    var p1287;
    p1287 = d60(p1286);
    if (p1287 < 0) { out = -1;  break L1272; }
    out = p1287;
  }
  return done(59, out);
}
function d60(p) { // IMOVNURIBody
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 60;
  var q1288 = p, r1289 = 0, e1291 = false;
  while (q1288 < n) {
    var p1292;
    if (q1288 < n && (c = s.charCodeAt(q1288), c < 128 && T4[c] === 1)) { p1292 = adv(q1288 + 1); } else { p1292 = -1; if (rec) fail(q1288, 5); }
    if (p1292 < 0) break;
    if (p1292 === q1288) { e1291 = true; break; }
    r1289++; q1288 = p1292;
    if (r1289 === 7) break;
  }
  if (rec && q1288 >= n && !e1291 && r1289 < 7) fail(q1288, 5);
  if (e1291 || r1289 >= 7) out = q1288; else { out = -1;  }
  return done(60, out);
}
function d61(p) { // NumericComponent
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 61;
  L1293: {
    var p1294;
    if (p < n && (c = s.charCodeAt(p), c === 48)) { p1294 = adv(p + 1); } else { p1294 = -1; if (rec) fail(p, 13); }
    if (p1294 >= 0) { out = p1294; break L1293; }
    var p1295;
    p1295 = d63(p);
    if (p1295 >= 0) { out = p1295; break L1293; }
    out = -1;
  }
  return done(61, out);
}
function d63(p) { // NonZeroComponent
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 63;
  L1296: {
    var p1298;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p1298 = adv(p + 1); } else { p1298 = -1; if (rec) fail(p, 14); }
    if (p1298 < 0) { out = -1;  break L1296; }
    var p1299;
    var q1300 = p1298;
    while (q1300 < n && (c = s.charCodeAt(q1300), T4[c] === 1)) q1300++;
    if (look === 0 && q1300 > far) far = q1300; if (rec) fail(q1300, 5);
    p1299 = q1300;
    if (p1299 < 0) { out = -1;  break L1296; }
    out = p1299;
  }
  return done(63, out);
}
function d64(p) { // PaddedNumericComponent
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 64;
  var q1302 = p;
  while (q1302 < n && (c = s.charCodeAt(q1302), T4[c] === 1)) q1302++;
  if (look === 0 && q1302 > far) far = q1302; if (rec) fail(q1302, 5);
  out = q1302 - p >= 1 ? q1302 : -1;
  return done(64, out);
}
function d65(p) { // PaddedNumericComponentOrEmpty
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 65;
  var q1304 = p;
  while (q1304 < n && (c = s.charCodeAt(q1304), T4[c] === 1)) q1304++;
  if (look === 0 && q1304 > far) far = q1304; if (rec) fail(q1304, 5);
  out = q1304;
  return done(65, out);
}
function d72(p) { // Escape
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 72;
  L1306: {
    var p1308;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1308 = adv(p + 1); } else { p1308 = -1; if (rec) fail(p, 101); }
    if (p1308 < 0) { out = -1;  break L1306; }
    var p1309;
    if (p1308 < n && (c = s.charCodeAt(p1308), c < 128 && T13[c] === 1)) { p1309 = adv(p1308 + 1); } else { p1309 = -1; if (rec) fail(p1308, 17); }
    if (p1309 < 0) { out = -1;  break L1306; }
    var p1310;
    if (p1309 < n && (c = s.charCodeAt(p1309), c < 128 && T13[c] === 1)) { p1310 = adv(p1309 + 1); } else { p1310 = -1; if (rec) fail(p1309, 17); }
    if (p1310 < 0) { out = -1;  break L1306; }
    out = p1310;
  }
  return done(72, out);
}
function d73(p) { // GS3A3Char
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 73;
  L1311: {
    var p1312;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p1312 = adv(p + 1); } else { p1312 = -1; if (rec) fail(p, 18); }
    if (p1312 >= 0) { out = p1312; break L1311; }
    var p1313;
    p1313 = d72(p);
    if (p1313 >= 0) { out = p1313; break L1311; }
    out = -1;
  }
  return done(73, out);
}
function d74(p) { // GS3A3Component
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 74;
  var q1314 = p, r1315 = 0, e1317 = false;
  while (q1314 < n) {
    if ((c = s.charCodeAt(q1314), c < 128 && T14[c] === 1)) { var k1316z = q1314; do q1314++; while (q1314 < n && (c = s.charCodeAt(q1314), T14[c] === 1)); r1315 += q1314 - k1316z; adv(q1314, 73); continue; }
    var p1318;
    p1318 = d73(q1314);
    if (p1318 < 0) break;
    if (p1318 === q1314) { e1317 = true; break; }
    r1315++; q1314 = p1318;
  }
  if (rec && q1314 >= n && !e1317) fail(q1314, 107);
  if (e1317 || r1315 >= 1) out = q1314; else { out = -1;  }
  return done(74, out);
}
function d75(p) { // CPRefChar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 75;
  L1319: {
    var p1320;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p1320 = adv(p + 1); } else { p1320 = -1; if (rec) fail(p, 12); }
    if (p1320 >= 0) { out = p1320; break L1319; }
    var p1321;
    L1322: {
      var p1324;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1324 = adv(p + 1); } else { p1324 = -1; if (rec) fail(p, 102); }
      if (p1324 < 0) { p1321 = -1;  break L1322; }
      var p1325;
      if (p1324 < n && (c = s.charCodeAt(p1324), c === 50)) { p1325 = adv(p1324 + 1); } else { p1325 = -1; if (rec) fail(p1324, 99, 1); }
      if (p1325 < 0) { p1321 = -1;  break L1322; }
      var p1326;
      if (p1325 < n && (c = s.charCodeAt(p1325), (c | 32) === 102)) { p1326 = adv(p1325 + 1); } else { p1326 = -1; if (rec) fail(p1325, 103, 2); }
      if (p1326 < 0) { p1321 = -1;  break L1322; }
      p1321 = p1326;
    }
    if (p1321 >= 0) { out = p1321; break L1319; }
    var p1327;
    L1328: {
      var p1330;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1330 = adv(p + 1); } else { p1330 = -1; if (rec) fail(p, 98); }
      if (p1330 < 0) { p1327 = -1;  break L1328; }
      var p1331;
      if (p1330 < n && (c = s.charCodeAt(p1330), c === 50)) { p1331 = adv(p1330 + 1); } else { p1331 = -1; if (rec) fail(p1330, 99, 1); }
      if (p1331 < 0) { p1327 = -1;  break L1328; }
      var p1332;
      if (p1331 < n && (c = s.charCodeAt(p1331), c === 51)) { p1332 = adv(p1331 + 1); } else { p1332 = -1; if (rec) fail(p1331, 100, 2); }
      if (p1332 < 0) { p1327 = -1;  break L1328; }
      p1327 = p1332;
    }
    if (p1327 >= 0) { out = p1327; break L1319; }
    out = -1;
  }
  return done(75, out);
}
function d76(p) { // CPRefComponent
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 76;
  var q1333 = p, r1334 = 0, e1336 = false;
  while (q1333 < n) {
    if ((c = s.charCodeAt(q1333), c < 128 && T8[c] === 1)) { var k1335z = q1333; do q1333++; while (q1333 < n && (c = s.charCodeAt(q1333), T8[c] === 1)); r1334 += q1333 - k1335z; adv(q1333, 75); continue; }
    var p1337;
    p1337 = d75(q1333);
    if (p1337 < 0) break;
    if (p1337 === q1333) { e1336 = true; break; }
    r1334++; q1333 = p1337;
  }
  if (rec && q1333 >= n && !e1336) fail(q1333, 97);
  if (e1336 || r1334 >= 1) out = q1333; else { out = -1;  }
  return done(76, out);
}
function d80(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 80;
  L1338: {
    var p1339;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T16[c] === 1)) { p1339 = adv(p + 1); } else { p1339 = -1; if (rec) fail(p, 20); }
    if (p1339 >= 0) { out = p1339; break L1338; }
    var p1340;
    p1340 = d82(p);
    if (p1340 >= 0) { out = p1340; break L1338; }
    out = -1;
  }
  return done(80, out);
}
function d82(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack[sp++] = 82;
  L1341: {
    var p1343;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1343 = adv(p + 1); } else { p1343 = -1; if (rec) fail(p, 101); }
    if (p1343 < 0) { out = -1;  break L1341; }
    var p1344;
    if (p1343 < n && (c = s.charCodeAt(p1343), c < 128 && T13[c] === 1)) { p1344 = adv(p1343 + 1); } else { p1344 = -1; if (rec) fail(p1343, 17); }
    if (p1344 < 0) { out = -1;  break L1341; }
    var p1345;
    if (p1344 < n && (c = s.charCodeAt(p1344), c < 128 && T13[c] === 1)) { p1345 = adv(p1344 + 1); } else { p1345 = -1; if (rec) fail(p1344, 17); }
    if (p1345 < 0) { out = -1;  break L1341; }
    out = p1345;
  }
  return done(82, out);
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
