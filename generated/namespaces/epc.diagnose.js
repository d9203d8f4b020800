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
const T3 = table(128, '000000000000000000000000efffff70');
const T4 = table(65536, '000000000000ff300000000000000000');
const T5 = table(65536, '00000000adfffffaffffff78efffff74');
const T6 = table(128, '00000000800800080000000000000000');
const T7 = table(128, '000000000000ff30efd7ff7000000000');
const T8 = table(65536, '000000000002ff30efffff7000000000');
const T9 = table(128, '00000000000000000040024000000000');
const T10 = table(128, '000000000000ef300000000000000000');
const T11 = table(128, '0000000028f700c20000000800000000');
const T12 = table(128, '000000000000ff30e700000000000000');
const T13 = table(128, '000000000000ff30e7000000e7000000');
const T14 = table(65536, '0000000028f7fff2efffff78efffff70');
const T15 = table(128, '0000000000000000efffff70efffff70');
const T16 = table(128, '000000002df7fff2ffffff78efffff74');
const T17 = table(128, '000000000006ff30efffff78efffff74');
const T18 = table(128, '000000002df100820000000000000000');
const rules = ["epc-nss","sub-ns-name","let-num","let-num-hyp","upper","lower","number","sub-ns","URN-chars","epc-scheme","epc-id-body","id-scheme-known","EPC-URI","SGTIN-URI","SGTINURIBody","SSCC-URI","SSCCURIBody","SGLN-URI","SGLNURIBody","GRAI-URI","GRAIURIBody","GIAI-URI","GIAIURIBody","GSRN-URI","GSRNURIBody","GSRNP-URI","GSRNPURIBody","GDTI-URI","GDTIURIBody","CPI-URI","CPIURIBody","SGCN-URI","SGCNURIBody","GINC-URI","GINCURIBody","GSIN-URI","GSINURIBody","ITIP-URI","ITIPURIBody","UPUI-URI","UPUIURIBody","PGLN-URI","PGLNURIBody","GID-URI","GIDURIBody","USDOD-URI","USDODURIBody","CAGECodeOrDODAAC","CAGECode","DODAAC","CAGECodeOrDODAACChar","ADI-URI","ADIURIBody","ADIComponent","ADIExtendedComponent","ADIChar","BIC-URI","BICURIBody","IMOVN-URI","IMOVNURIBody","NumericComponent","ZeroComponent","NonZeroComponent","PaddedNumericComponent","PaddedNumericComponentOrEmpty","NonZeroDigit","UpperAlpha","LowerAlpha","OtherChar","UpperHexChar","HexChar","Escape","GS3A3Char","GS3A3Component","CPRefChar","CPRefComponent","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90]]},{"set":[[97,122]]},{"set":[[48,57]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[46,46]]},{"set":[[48,57],[65,72],[74,78],[80,90]]},{"set":[[45,45],[48,57],[65,90]]},{"set":[[48,48]]},{"set":[[49,57]]},{"set":[[33,33],[39,46],[58,59],[61,61],[95,95]]},{"set":[[48,57],[65,70]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[39,46],[48,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"id:","caseless":false,"at":0},{"literal":"d","caseless":false,"at":1},{"literal":":","caseless":false,"at":2},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"literal":"sgtin","caseless":false,"at":0},{"literal":"g","caseless":false,"at":1},{"literal":"t","caseless":false,"at":2},{"literal":"i","caseless":false,"at":3},{"literal":"n","caseless":false,"at":4},{"literal":"sscc","caseless":false,"at":0},{"literal":"s","caseless":false,"at":1},{"literal":"c","caseless":false,"at":2},{"literal":"c","caseless":false,"at":3},{"literal":"sgln","caseless":false,"at":0},{"literal":"l","caseless":false,"at":2},{"literal":"n","caseless":false,"at":3},{"literal":"grai","caseless":false,"at":0},{"literal":"r","caseless":false,"at":1},{"literal":"a","caseless":false,"at":2},{"literal":"giai","caseless":false,"at":0},{"literal":"i","caseless":false,"at":1},{"literal":"gsrnp","caseless":false,"at":0},{"literal":"r","caseless":false,"at":2},{"literal":"p","caseless":false,"at":4},{"literal":"gsrn","caseless":false,"at":0},{"literal":"gdti","caseless":false,"at":0},{"literal":"cpi","caseless":false,"at":0},{"literal":"p","caseless":false,"at":1},{"literal":"i","caseless":false,"at":2},{"literal":"sgcn","caseless":false,"at":0},{"literal":"ginc","caseless":false,"at":0},{"literal":"n","caseless":false,"at":2},{"literal":"gsin","caseless":false,"at":0},{"literal":"itip","caseless":false,"at":0},{"literal":"t","caseless":false,"at":1},{"literal":"p","caseless":false,"at":3},{"literal":"upui","caseless":false,"at":0},{"literal":"u","caseless":false,"at":2},{"literal":"pgln","caseless":false,"at":0},{"literal":"gid","caseless":false,"at":0},{"literal":"d","caseless":false,"at":2},{"literal":"usdod","caseless":false,"at":0},{"literal":"o","caseless":false,"at":3},{"literal":"d","caseless":false,"at":4},{"literal":"adi","caseless":false,"at":0},{"literal":"bic","caseless":false,"at":0},{"literal":"imovn","caseless":false,"at":0},{"literal":"m","caseless":false,"at":1},{"literal":"o","caseless":false,"at":2},{"literal":"v","caseless":false,"at":3},{"literal":"sgtin:","caseless":false,"at":0},{"literal":":","caseless":false,"at":5},{"literal":"sscc:","caseless":false,"at":0},{"literal":":","caseless":false,"at":4},{"literal":"sgln:","caseless":false,"at":0},{"literal":"grai:","caseless":false,"at":0},{"literal":"giai:","caseless":false,"at":0},{"literal":"gsrn:","caseless":false,"at":0},{"literal":"gsrnp:","caseless":false,"at":0},{"literal":"gdti:","caseless":false,"at":0},{"literal":"cpi:","caseless":false,"at":0},{"literal":":","caseless":false,"at":3},{"literal":"sgcn:","caseless":false,"at":0},{"literal":"ginc:","caseless":false,"at":0},{"literal":"gsin:","caseless":false,"at":0},{"literal":"itip:","caseless":false,"at":0},{"literal":"upui:","caseless":false,"at":0},{"literal":"pgln:","caseless":false,"at":0},{"literal":"gid:","caseless":false,"at":0},{"literal":"usdod:","caseless":false,"at":0},{"literal":"adi:","caseless":false,"at":0},{"set":[[37,37],[45,45],[48,57],[65,90]]},{"literal":"%23","caseless":true,"at":0},{"literal":"2","caseless":true,"at":1},{"literal":"3","caseless":true,"at":2},{"set":[[37,37]]},{"literal":"%2f","caseless":true,"at":0},{"literal":"f","caseless":true,"at":2},{"literal":"bic:","caseless":false,"at":0},{"set":[[74,74],[85,85],[90,90]]},{"literal":"imovn:","caseless":false,"at":0},{"set":[[33,33],[37,37],[39,46],[48,59],[61,61],[65,90],[95,95],[97,122]]}];
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
const ownRules = ["epc-nss","sub-ns-name","let-num","let-num-hyp","upper","lower","number","sub-ns","URN-chars","epc-scheme","epc-id-body","id-scheme-known","EPC-URI","SGTIN-URI","SGTINURIBody","SSCC-URI","SSCCURIBody","SGLN-URI","SGLNURIBody","GRAI-URI","GRAIURIBody","GIAI-URI","GIAIURIBody","GSRN-URI","GSRNURIBody","GSRNP-URI","GSRNPURIBody","GDTI-URI","GDTIURIBody","CPI-URI","CPIURIBody","SGCN-URI","SGCNURIBody","GINC-URI","GINCURIBody","GSIN-URI","GSINURIBody","ITIP-URI","ITIPURIBody","UPUI-URI","UPUIURIBody","PGLN-URI","PGLNURIBody","GID-URI","GIDURIBody","USDOD-URI","USDODURIBody","CAGECodeOrDODAAC","CAGECode","DODAAC","CAGECodeOrDODAACChar","ADI-URI","ADIURIBody","ADIComponent","ADIExtendedComponent","ADIChar","BIC-URI","BICURIBody","IMOVN-URI","IMOVNURIBody","NumericComponent","ZeroComponent","NonZeroComponent","PaddedNumericComponent","PaddedNumericComponentOrEmpty","NonZeroDigit","UpperAlpha","LowerAlpha","OtherChar","UpperHexChar","HexChar","Escape","GS3A3Char","GS3A3Component","CPRefChar","CPRefComponent"];
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
const KEEP = 5;
function fail(at, terminal, back = 0) {
  if (nots !== 0 || at > target || at < target - KEEP) return;
  const origin = at - back;
  failures.push({ at, origin, terminal, stack: stack.slice(), after: lastEnd === origin ? lastRule : -1 });
}
function d0(p) { // epc-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(0);
  L487: {
    var p488;
    L489: {
      var k490 = kn;
      var p491;
      var p492;
      look++;
      L494: {
        var p496;
        if (p < n && (c = s.charCodeAt(p), c === 105)) { p496 = p + 1; if (look === 0 && p496 > far) far = p496; } else { p496 = -1; if (rec) fail(p, 20); }
        if (p496 < 0) { p492 = -1;  break L494; }
        var p497;
        if (p496 < n && (c = s.charCodeAt(p496), c === 100)) { p497 = p496 + 1; if (look === 0 && p497 > far) far = p497; } else { p497 = -1; if (rec) fail(p496, 21, 1); }
        if (p497 < 0) { p492 = -1;  break L494; }
        var p498;
        if (p497 < n && (c = s.charCodeAt(p497), c === 58)) { p498 = p497 + 1; if (look === 0 && p498 > far) far = p498; } else { p498 = -1; if (rec) fail(p497, 22, 2); }
        if (p498 < 0) { p492 = -1;  break L494; }
        p492 = p498;
      }
      look--;
      p491 = p492 >= 0 ? p : -1;
      if (p491 < 0) { p488 = -1; kn = k490; break L489; }
      var p499;
      p499 = d1(p491);
      if (p499 < 0) { p488 = -1; kn = k490; break L489; }
      var p500;
      if (p499 < n && (c = s.charCodeAt(p499), c === 58)) { p500 = p499 + 1; if (look === 0 && p500 > far) far = p500; } else { p500 = -1; if (rec) fail(p499, 0); }
      if (p500 < 0) { p488 = -1; kn = k490; break L489; }
      var p501;
      p501 = d10(p500);
      if (p501 < 0) { p488 = -1; kn = k490; break L489; }
      p488 = p501;
    }
    if (p488 >= 0) { out = p488; break L487; }
    var p502;
    L503: {
      var k504 = kn;
      var p505;
      var p506;
      look++; nots++;
      L508: {
        var p510;
        if (p < n && (c = s.charCodeAt(p), c === 105)) { p510 = p + 1; if (look === 0 && p510 > far) far = p510; } else { p510 = -1; if (rec) fail(p, 20); }
        if (p510 < 0) { p506 = -1;  break L508; }
        var p511;
        if (p510 < n && (c = s.charCodeAt(p510), c === 100)) { p511 = p510 + 1; if (look === 0 && p511 > far) far = p511; } else { p511 = -1; if (rec) fail(p510, 21, 1); }
        if (p511 < 0) { p506 = -1;  break L508; }
        var p512;
        if (p511 < n && (c = s.charCodeAt(p511), c === 58)) { p512 = p511 + 1; if (look === 0 && p512 > far) far = p512; } else { p512 = -1; if (rec) fail(p511, 22, 2); }
        if (p512 < 0) { p506 = -1;  break L508; }
        p506 = p512;
      }
      look--; nots--;
      p505 = p506 >= 0 ? -1 : p;
      if (p505 < 0) { p502 = -1; kn = k504; break L503; }
      var p513;
      p513 = d1(p505);
      if (p513 < 0) { p502 = -1; kn = k504; break L503; }
      var p514;
      if (p513 < n && (c = s.charCodeAt(p513), c === 58)) { p514 = p513 + 1; if (look === 0 && p514 > far) far = p514; } else { p514 = -1; if (rec) fail(p513, 0); }
      if (p514 < 0) { p502 = -1; kn = k504; break L503; }
      var p515;
      p515 = d7(p514);
      if (p515 < 0) { p502 = -1; kn = k504; break L503; }
      p502 = p515;
    }
    if (p502 >= 0) { out = p502; break L487; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // sub-ns-name
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L516: {
    var p518;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p518 = p + 1; if (look === 0 && p518 > far) far = p518; } else { p518 = -1; if (rec) fail(p, 1); }
    if (p518 < 0) { out = -1;  break L516; }
    var p519;
    var q520 = p518, r521 = 0, e523 = false;
    while (q520 < n) {
      var p524;
      var q525 = q520;
      while (q525 < n && (c = s.charCodeAt(q525), T1[c] === 1)) q525++;
      if (look === 0 && q525 > far) far = q525; if (rec) fail(q525, 2);
      p524 = q525 - q520 >= 1 ? q525 : -1;
      if (p524 < 0) break;
      if (p524 === q520) { e523 = true; break; }
      r521++; q520 = p524;
      if (r521 === 1) break;
    }
    if (rec && q520 >= n && !e523 && r521 < 1) fail(q520, 2);
    if (e523 || r521 >= 0) p519 = q520; else { p519 = -1;  }
    if (p519 < 0) { out = -1;  break L516; }
    out = p519;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 1; lastEnd = out; } }
  return out;
}
function d2(p) { // let-num
  var c, out, s = text, n = size;
  if (rec) stack.push(2);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 1); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 2; lastEnd = out; } }
  return out;
}
function d3(p) { // let-num-hyp
  var c, out, s = text, n = size;
  if (rec) stack.push(3);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 2); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 3; lastEnd = out; } }
  return out;
}
function d4(p) { // upper
  var c, out, s = text, n = size;
  if (rec) stack.push(4);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 4; lastEnd = out; } }
  return out;
}
function d5(p) { // lower
  var c, out, s = text, n = size;
  if (rec) stack.push(5);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 5; lastEnd = out; } }
  return out;
}
function d6(p) { // number
  var c, out, s = text, n = size;
  if (rec) stack.push(6);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 6; lastEnd = out; } }
  return out;
}
function d7(p) { // sub-ns
  var c, out, s = text, n = size;
  if (rec) stack.push(7);
  L527: {
    var k528 = kn;
    var p529;
    var p530;
    look++;
    p530 = d8(p);
    look--;
    p529 = p530 >= 0 ? p : -1;
    if (p529 < 0) { out = -1; kn = k528; break L527; }
    var p532;
    var q533 = p529, r534 = 0, e536 = false, k535 = kn;
    while (q533 < n) {
      var p537;
      L538: {
        var k539 = kn;
        var p540;
        p540 = d9(q533);
        if (p540 < 0) { p537 = -1; kn = k539; break L538; }
        var p541;
        if (p540 < n && (c = s.charCodeAt(p540), c === 58)) { p541 = p540 + 1; if (look === 0 && p541 > far) far = p541; } else { p541 = -1; if (rec) fail(p540, 0); }
        if (p541 < 0) { p537 = -1; kn = k539; break L538; }
        p537 = p541;
      }
      if (p537 < 0) break;
      if (p537 === q533) { e536 = true; break; }
      r534++; q533 = p537;
      if (r534 === 1) break;
    }
    if (rec && q533 >= n && !e536 && r534 < 1) fail(q533, 2);
    if (e536 || r534 >= 0) p532 = q533; else { p532 = -1; kn = k535; }
    if (p532 < 0) { out = -1; kn = k528; break L527; }
    var p542;
    var q543 = p532, r544 = 0, e546 = false;
    while (q543 < n) {
      var p547;
      p547 = d8(q543);
      if (p547 < 0) break;
      if (p547 === q543) { e546 = true; break; }
      r544++; q543 = p547;
    }
    if (rec && q543 >= n && !e546) fail(q543, 23);
    if (e546 || r544 >= 0) p542 = q543; else { p542 = -1;  }
    if (p542 < 0) { out = -1; kn = k528; break L527; }
    out = p542;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // URN-chars
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L548: {
    var p549;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p549 = p + 1; if (look === 0 && p549 > far) far = p549; } else { p549 = -1; if (rec) fail(p, 6); }
    if (p549 >= 0) { out = p549; break L548; }
    var p550;
    p550 = d79(p);
    if (p550 >= 0) { out = p550; break L548; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // epc-scheme
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  var q551 = p;
  while (q551 < n && (c = s.charCodeAt(q551), T1[c] === 1)) q551++;
  if (look === 0 && q551 > far) far = q551; if (rec) fail(q551, 2);
  out = q551 - p >= 1 ? q551 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // epc-id-body
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L553: {
    var p554;
    L555: {
      var k556 = kn;
      var p557;
      var p558;
      look++;
      L560: {
        var p562;
        p562 = d11(p);
        if (p562 < 0) { p558 = -1;  break L560; }
        var p563;
        if (p562 < n && (c = s.charCodeAt(p562), c === 58)) { p563 = p562 + 1; if (look === 0 && p563 > far) far = p563; } else { p563 = -1; if (rec) fail(p562, 0); }
        if (p563 < 0) { p558 = -1;  break L560; }
        p558 = p563;
      }
      look--;
      p557 = p558 >= 0 ? p : -1;
      if (p557 < 0) { p554 = -1; kn = k556; break L555; }
      var p564;
      p564 = d12(p557);
      if (p564 < 0) { p554 = -1; kn = k556; break L555; }
      p554 = p564;
    }
    if (p554 >= 0) { out = p554; break L553; }
    var p565;
    L566: {
      var k567 = kn;
      var p568;
      var p569;
      look++; nots++;
      L571: {
        var p573;
        p573 = d11(p);
        if (p573 < 0) { p569 = -1;  break L571; }
        var p574;
        if (p573 < n && (c = s.charCodeAt(p573), c === 58)) { p574 = p573 + 1; if (look === 0 && p574 > far) far = p574; } else { p574 = -1; if (rec) fail(p573, 0); }
        if (p574 < 0) { p569 = -1;  break L571; }
        p569 = p574;
      }
      look--; nots--;
      p568 = p569 >= 0 ? -1 : p;
      if (p568 < 0) { p565 = -1; kn = k567; break L566; }
      var p575;
      p575 = d9(p568);
      if (p575 < 0) { p565 = -1; kn = k567; break L566; }
      var p576;
      if (p575 < n && (c = s.charCodeAt(p575), c === 58)) { p576 = p575 + 1; if (look === 0 && p576 > far) far = p576; } else { p576 = -1; if (rec) fail(p575, 0); }
      if (p576 < 0) { p565 = -1; kn = k567; break L566; }
      var p577;
      var q578 = p576, r579 = 0, e581 = false;
      while (q578 < n) {
        var p582;
        p582 = d8(q578);
        if (p582 < 0) break;
        if (p582 === q578) { e581 = true; break; }
        r579++; q578 = p582;
      }
      if (rec && q578 >= n && !e581) fail(q578, 23);
      if (e581 || r579 >= 1) p577 = q578; else { p577 = -1;  }
      if (p577 < 0) { p565 = -1; kn = k567; break L566; }
      p565 = p577;
    }
    if (p565 >= 0) { out = p565; break L553; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // id-scheme-known
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  L583: {
    var p584;
    L585: {
      var p587;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p587 = p + 1; if (look === 0 && p587 > far) far = p587; } else { p587 = -1; if (rec) fail(p, 24); }
      if (p587 < 0) { p584 = -1;  break L585; }
      var p588;
      if (p587 < n && (c = s.charCodeAt(p587), c === 103)) { p588 = p587 + 1; if (look === 0 && p588 > far) far = p588; } else { p588 = -1; if (rec) fail(p587, 25, 1); }
      if (p588 < 0) { p584 = -1;  break L585; }
      var p589;
      if (p588 < n && (c = s.charCodeAt(p588), c === 116)) { p589 = p588 + 1; if (look === 0 && p589 > far) far = p589; } else { p589 = -1; if (rec) fail(p588, 26, 2); }
      if (p589 < 0) { p584 = -1;  break L585; }
      var p590;
      if (p589 < n && (c = s.charCodeAt(p589), c === 105)) { p590 = p589 + 1; if (look === 0 && p590 > far) far = p590; } else { p590 = -1; if (rec) fail(p589, 27, 3); }
      if (p590 < 0) { p584 = -1;  break L585; }
      var p591;
      if (p590 < n && (c = s.charCodeAt(p590), c === 110)) { p591 = p590 + 1; if (look === 0 && p591 > far) far = p591; } else { p591 = -1; if (rec) fail(p590, 28, 4); }
      if (p591 < 0) { p584 = -1;  break L585; }
      p584 = p591;
    }
    if (p584 >= 0) { out = p584; break L583; }
    var p592;
    L593: {
      var p595;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p595 = p + 1; if (look === 0 && p595 > far) far = p595; } else { p595 = -1; if (rec) fail(p, 29); }
      if (p595 < 0) { p592 = -1;  break L593; }
      var p596;
      if (p595 < n && (c = s.charCodeAt(p595), c === 115)) { p596 = p595 + 1; if (look === 0 && p596 > far) far = p596; } else { p596 = -1; if (rec) fail(p595, 30, 1); }
      if (p596 < 0) { p592 = -1;  break L593; }
      var p597;
      if (p596 < n && (c = s.charCodeAt(p596), c === 99)) { p597 = p596 + 1; if (look === 0 && p597 > far) far = p597; } else { p597 = -1; if (rec) fail(p596, 31, 2); }
      if (p597 < 0) { p592 = -1;  break L593; }
      var p598;
      if (p597 < n && (c = s.charCodeAt(p597), c === 99)) { p598 = p597 + 1; if (look === 0 && p598 > far) far = p598; } else { p598 = -1; if (rec) fail(p597, 32, 3); }
      if (p598 < 0) { p592 = -1;  break L593; }
      p592 = p598;
    }
    if (p592 >= 0) { out = p592; break L583; }
    var p599;
    L600: {
      var p602;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p602 = p + 1; if (look === 0 && p602 > far) far = p602; } else { p602 = -1; if (rec) fail(p, 33); }
      if (p602 < 0) { p599 = -1;  break L600; }
      var p603;
      if (p602 < n && (c = s.charCodeAt(p602), c === 103)) { p603 = p602 + 1; if (look === 0 && p603 > far) far = p603; } else { p603 = -1; if (rec) fail(p602, 25, 1); }
      if (p603 < 0) { p599 = -1;  break L600; }
      var p604;
      if (p603 < n && (c = s.charCodeAt(p603), c === 108)) { p604 = p603 + 1; if (look === 0 && p604 > far) far = p604; } else { p604 = -1; if (rec) fail(p603, 34, 2); }
      if (p604 < 0) { p599 = -1;  break L600; }
      var p605;
      if (p604 < n && (c = s.charCodeAt(p604), c === 110)) { p605 = p604 + 1; if (look === 0 && p605 > far) far = p605; } else { p605 = -1; if (rec) fail(p604, 35, 3); }
      if (p605 < 0) { p599 = -1;  break L600; }
      p599 = p605;
    }
    if (p599 >= 0) { out = p599; break L583; }
    var p606;
    L607: {
      var p609;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p609 = p + 1; if (look === 0 && p609 > far) far = p609; } else { p609 = -1; if (rec) fail(p, 36); }
      if (p609 < 0) { p606 = -1;  break L607; }
      var p610;
      if (p609 < n && (c = s.charCodeAt(p609), c === 114)) { p610 = p609 + 1; if (look === 0 && p610 > far) far = p610; } else { p610 = -1; if (rec) fail(p609, 37, 1); }
      if (p610 < 0) { p606 = -1;  break L607; }
      var p611;
      if (p610 < n && (c = s.charCodeAt(p610), c === 97)) { p611 = p610 + 1; if (look === 0 && p611 > far) far = p611; } else { p611 = -1; if (rec) fail(p610, 38, 2); }
      if (p611 < 0) { p606 = -1;  break L607; }
      var p612;
      if (p611 < n && (c = s.charCodeAt(p611), c === 105)) { p612 = p611 + 1; if (look === 0 && p612 > far) far = p612; } else { p612 = -1; if (rec) fail(p611, 27, 3); }
      if (p612 < 0) { p606 = -1;  break L607; }
      p606 = p612;
    }
    if (p606 >= 0) { out = p606; break L583; }
    var p613;
    L614: {
      var p616;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p616 = p + 1; if (look === 0 && p616 > far) far = p616; } else { p616 = -1; if (rec) fail(p, 39); }
      if (p616 < 0) { p613 = -1;  break L614; }
      var p617;
      if (p616 < n && (c = s.charCodeAt(p616), c === 105)) { p617 = p616 + 1; if (look === 0 && p617 > far) far = p617; } else { p617 = -1; if (rec) fail(p616, 40, 1); }
      if (p617 < 0) { p613 = -1;  break L614; }
      var p618;
      if (p617 < n && (c = s.charCodeAt(p617), c === 97)) { p618 = p617 + 1; if (look === 0 && p618 > far) far = p618; } else { p618 = -1; if (rec) fail(p617, 38, 2); }
      if (p618 < 0) { p613 = -1;  break L614; }
      var p619;
      if (p618 < n && (c = s.charCodeAt(p618), c === 105)) { p619 = p618 + 1; if (look === 0 && p619 > far) far = p619; } else { p619 = -1; if (rec) fail(p618, 27, 3); }
      if (p619 < 0) { p613 = -1;  break L614; }
      p613 = p619;
    }
    if (p613 >= 0) { out = p613; break L583; }
    var p620;
    L621: {
      var p623;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p623 = p + 1; if (look === 0 && p623 > far) far = p623; } else { p623 = -1; if (rec) fail(p, 41); }
      if (p623 < 0) { p620 = -1;  break L621; }
      var p624;
      if (p623 < n && (c = s.charCodeAt(p623), c === 115)) { p624 = p623 + 1; if (look === 0 && p624 > far) far = p624; } else { p624 = -1; if (rec) fail(p623, 30, 1); }
      if (p624 < 0) { p620 = -1;  break L621; }
      var p625;
      if (p624 < n && (c = s.charCodeAt(p624), c === 114)) { p625 = p624 + 1; if (look === 0 && p625 > far) far = p625; } else { p625 = -1; if (rec) fail(p624, 42, 2); }
      if (p625 < 0) { p620 = -1;  break L621; }
      var p626;
      if (p625 < n && (c = s.charCodeAt(p625), c === 110)) { p626 = p625 + 1; if (look === 0 && p626 > far) far = p626; } else { p626 = -1; if (rec) fail(p625, 35, 3); }
      if (p626 < 0) { p620 = -1;  break L621; }
      var p627;
      if (p626 < n && (c = s.charCodeAt(p626), c === 112)) { p627 = p626 + 1; if (look === 0 && p627 > far) far = p627; } else { p627 = -1; if (rec) fail(p626, 43, 4); }
      if (p627 < 0) { p620 = -1;  break L621; }
      p620 = p627;
    }
    if (p620 >= 0) { out = p620; break L583; }
    var p628;
    L629: {
      var p631;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p631 = p + 1; if (look === 0 && p631 > far) far = p631; } else { p631 = -1; if (rec) fail(p, 44); }
      if (p631 < 0) { p628 = -1;  break L629; }
      var p632;
      if (p631 < n && (c = s.charCodeAt(p631), c === 115)) { p632 = p631 + 1; if (look === 0 && p632 > far) far = p632; } else { p632 = -1; if (rec) fail(p631, 30, 1); }
      if (p632 < 0) { p628 = -1;  break L629; }
      var p633;
      if (p632 < n && (c = s.charCodeAt(p632), c === 114)) { p633 = p632 + 1; if (look === 0 && p633 > far) far = p633; } else { p633 = -1; if (rec) fail(p632, 42, 2); }
      if (p633 < 0) { p628 = -1;  break L629; }
      var p634;
      if (p633 < n && (c = s.charCodeAt(p633), c === 110)) { p634 = p633 + 1; if (look === 0 && p634 > far) far = p634; } else { p634 = -1; if (rec) fail(p633, 35, 3); }
      if (p634 < 0) { p628 = -1;  break L629; }
      p628 = p634;
    }
    if (p628 >= 0) { out = p628; break L583; }
    var p635;
    L636: {
      var p638;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p638 = p + 1; if (look === 0 && p638 > far) far = p638; } else { p638 = -1; if (rec) fail(p, 45); }
      if (p638 < 0) { p635 = -1;  break L636; }
      var p639;
      if (p638 < n && (c = s.charCodeAt(p638), c === 100)) { p639 = p638 + 1; if (look === 0 && p639 > far) far = p639; } else { p639 = -1; if (rec) fail(p638, 21, 1); }
      if (p639 < 0) { p635 = -1;  break L636; }
      var p640;
      if (p639 < n && (c = s.charCodeAt(p639), c === 116)) { p640 = p639 + 1; if (look === 0 && p640 > far) far = p640; } else { p640 = -1; if (rec) fail(p639, 26, 2); }
      if (p640 < 0) { p635 = -1;  break L636; }
      var p641;
      if (p640 < n && (c = s.charCodeAt(p640), c === 105)) { p641 = p640 + 1; if (look === 0 && p641 > far) far = p641; } else { p641 = -1; if (rec) fail(p640, 27, 3); }
      if (p641 < 0) { p635 = -1;  break L636; }
      p635 = p641;
    }
    if (p635 >= 0) { out = p635; break L583; }
    var p642;
    L643: {
      var p645;
      if (p < n && (c = s.charCodeAt(p), c === 99)) { p645 = p + 1; if (look === 0 && p645 > far) far = p645; } else { p645 = -1; if (rec) fail(p, 46); }
      if (p645 < 0) { p642 = -1;  break L643; }
      var p646;
      if (p645 < n && (c = s.charCodeAt(p645), c === 112)) { p646 = p645 + 1; if (look === 0 && p646 > far) far = p646; } else { p646 = -1; if (rec) fail(p645, 47, 1); }
      if (p646 < 0) { p642 = -1;  break L643; }
      var p647;
      if (p646 < n && (c = s.charCodeAt(p646), c === 105)) { p647 = p646 + 1; if (look === 0 && p647 > far) far = p647; } else { p647 = -1; if (rec) fail(p646, 48, 2); }
      if (p647 < 0) { p642 = -1;  break L643; }
      p642 = p647;
    }
    if (p642 >= 0) { out = p642; break L583; }
    var p648;
    L649: {
      var p651;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p651 = p + 1; if (look === 0 && p651 > far) far = p651; } else { p651 = -1; if (rec) fail(p, 49); }
      if (p651 < 0) { p648 = -1;  break L649; }
      var p652;
      if (p651 < n && (c = s.charCodeAt(p651), c === 103)) { p652 = p651 + 1; if (look === 0 && p652 > far) far = p652; } else { p652 = -1; if (rec) fail(p651, 25, 1); }
      if (p652 < 0) { p648 = -1;  break L649; }
      var p653;
      if (p652 < n && (c = s.charCodeAt(p652), c === 99)) { p653 = p652 + 1; if (look === 0 && p653 > far) far = p653; } else { p653 = -1; if (rec) fail(p652, 31, 2); }
      if (p653 < 0) { p648 = -1;  break L649; }
      var p654;
      if (p653 < n && (c = s.charCodeAt(p653), c === 110)) { p654 = p653 + 1; if (look === 0 && p654 > far) far = p654; } else { p654 = -1; if (rec) fail(p653, 35, 3); }
      if (p654 < 0) { p648 = -1;  break L649; }
      p648 = p654;
    }
    if (p648 >= 0) { out = p648; break L583; }
    var p655;
    L656: {
      var p658;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p658 = p + 1; if (look === 0 && p658 > far) far = p658; } else { p658 = -1; if (rec) fail(p, 50); }
      if (p658 < 0) { p655 = -1;  break L656; }
      var p659;
      if (p658 < n && (c = s.charCodeAt(p658), c === 105)) { p659 = p658 + 1; if (look === 0 && p659 > far) far = p659; } else { p659 = -1; if (rec) fail(p658, 40, 1); }
      if (p659 < 0) { p655 = -1;  break L656; }
      var p660;
      if (p659 < n && (c = s.charCodeAt(p659), c === 110)) { p660 = p659 + 1; if (look === 0 && p660 > far) far = p660; } else { p660 = -1; if (rec) fail(p659, 51, 2); }
      if (p660 < 0) { p655 = -1;  break L656; }
      var p661;
      if (p660 < n && (c = s.charCodeAt(p660), c === 99)) { p661 = p660 + 1; if (look === 0 && p661 > far) far = p661; } else { p661 = -1; if (rec) fail(p660, 32, 3); }
      if (p661 < 0) { p655 = -1;  break L656; }
      p655 = p661;
    }
    if (p655 >= 0) { out = p655; break L583; }
    var p662;
    L663: {
      var p665;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p665 = p + 1; if (look === 0 && p665 > far) far = p665; } else { p665 = -1; if (rec) fail(p, 52); }
      if (p665 < 0) { p662 = -1;  break L663; }
      var p666;
      if (p665 < n && (c = s.charCodeAt(p665), c === 115)) { p666 = p665 + 1; if (look === 0 && p666 > far) far = p666; } else { p666 = -1; if (rec) fail(p665, 30, 1); }
      if (p666 < 0) { p662 = -1;  break L663; }
      var p667;
      if (p666 < n && (c = s.charCodeAt(p666), c === 105)) { p667 = p666 + 1; if (look === 0 && p667 > far) far = p667; } else { p667 = -1; if (rec) fail(p666, 48, 2); }
      if (p667 < 0) { p662 = -1;  break L663; }
      var p668;
      if (p667 < n && (c = s.charCodeAt(p667), c === 110)) { p668 = p667 + 1; if (look === 0 && p668 > far) far = p668; } else { p668 = -1; if (rec) fail(p667, 35, 3); }
      if (p668 < 0) { p662 = -1;  break L663; }
      p662 = p668;
    }
    if (p662 >= 0) { out = p662; break L583; }
    var p669;
    L670: {
      var p672;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p672 = p + 1; if (look === 0 && p672 > far) far = p672; } else { p672 = -1; if (rec) fail(p, 53); }
      if (p672 < 0) { p669 = -1;  break L670; }
      var p673;
      if (p672 < n && (c = s.charCodeAt(p672), c === 116)) { p673 = p672 + 1; if (look === 0 && p673 > far) far = p673; } else { p673 = -1; if (rec) fail(p672, 54, 1); }
      if (p673 < 0) { p669 = -1;  break L670; }
      var p674;
      if (p673 < n && (c = s.charCodeAt(p673), c === 105)) { p674 = p673 + 1; if (look === 0 && p674 > far) far = p674; } else { p674 = -1; if (rec) fail(p673, 48, 2); }
      if (p674 < 0) { p669 = -1;  break L670; }
      var p675;
      if (p674 < n && (c = s.charCodeAt(p674), c === 112)) { p675 = p674 + 1; if (look === 0 && p675 > far) far = p675; } else { p675 = -1; if (rec) fail(p674, 55, 3); }
      if (p675 < 0) { p669 = -1;  break L670; }
      p669 = p675;
    }
    if (p669 >= 0) { out = p669; break L583; }
    var p676;
    L677: {
      var p679;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p679 = p + 1; if (look === 0 && p679 > far) far = p679; } else { p679 = -1; if (rec) fail(p, 56); }
      if (p679 < 0) { p676 = -1;  break L677; }
      var p680;
      if (p679 < n && (c = s.charCodeAt(p679), c === 112)) { p680 = p679 + 1; if (look === 0 && p680 > far) far = p680; } else { p680 = -1; if (rec) fail(p679, 47, 1); }
      if (p680 < 0) { p676 = -1;  break L677; }
      var p681;
      if (p680 < n && (c = s.charCodeAt(p680), c === 117)) { p681 = p680 + 1; if (look === 0 && p681 > far) far = p681; } else { p681 = -1; if (rec) fail(p680, 57, 2); }
      if (p681 < 0) { p676 = -1;  break L677; }
      var p682;
      if (p681 < n && (c = s.charCodeAt(p681), c === 105)) { p682 = p681 + 1; if (look === 0 && p682 > far) far = p682; } else { p682 = -1; if (rec) fail(p681, 27, 3); }
      if (p682 < 0) { p676 = -1;  break L677; }
      p676 = p682;
    }
    if (p676 >= 0) { out = p676; break L583; }
    var p683;
    L684: {
      var p686;
      if (p < n && (c = s.charCodeAt(p), c === 112)) { p686 = p + 1; if (look === 0 && p686 > far) far = p686; } else { p686 = -1; if (rec) fail(p, 58); }
      if (p686 < 0) { p683 = -1;  break L684; }
      var p687;
      if (p686 < n && (c = s.charCodeAt(p686), c === 103)) { p687 = p686 + 1; if (look === 0 && p687 > far) far = p687; } else { p687 = -1; if (rec) fail(p686, 25, 1); }
      if (p687 < 0) { p683 = -1;  break L684; }
      var p688;
      if (p687 < n && (c = s.charCodeAt(p687), c === 108)) { p688 = p687 + 1; if (look === 0 && p688 > far) far = p688; } else { p688 = -1; if (rec) fail(p687, 34, 2); }
      if (p688 < 0) { p683 = -1;  break L684; }
      var p689;
      if (p688 < n && (c = s.charCodeAt(p688), c === 110)) { p689 = p688 + 1; if (look === 0 && p689 > far) far = p689; } else { p689 = -1; if (rec) fail(p688, 35, 3); }
      if (p689 < 0) { p683 = -1;  break L684; }
      p683 = p689;
    }
    if (p683 >= 0) { out = p683; break L583; }
    var p690;
    L691: {
      var p693;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p693 = p + 1; if (look === 0 && p693 > far) far = p693; } else { p693 = -1; if (rec) fail(p, 59); }
      if (p693 < 0) { p690 = -1;  break L691; }
      var p694;
      if (p693 < n && (c = s.charCodeAt(p693), c === 105)) { p694 = p693 + 1; if (look === 0 && p694 > far) far = p694; } else { p694 = -1; if (rec) fail(p693, 40, 1); }
      if (p694 < 0) { p690 = -1;  break L691; }
      var p695;
      if (p694 < n && (c = s.charCodeAt(p694), c === 100)) { p695 = p694 + 1; if (look === 0 && p695 > far) far = p695; } else { p695 = -1; if (rec) fail(p694, 60, 2); }
      if (p695 < 0) { p690 = -1;  break L691; }
      p690 = p695;
    }
    if (p690 >= 0) { out = p690; break L583; }
    var p696;
    L697: {
      var p699;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p699 = p + 1; if (look === 0 && p699 > far) far = p699; } else { p699 = -1; if (rec) fail(p, 61); }
      if (p699 < 0) { p696 = -1;  break L697; }
      var p700;
      if (p699 < n && (c = s.charCodeAt(p699), c === 115)) { p700 = p699 + 1; if (look === 0 && p700 > far) far = p700; } else { p700 = -1; if (rec) fail(p699, 30, 1); }
      if (p700 < 0) { p696 = -1;  break L697; }
      var p701;
      if (p700 < n && (c = s.charCodeAt(p700), c === 100)) { p701 = p700 + 1; if (look === 0 && p701 > far) far = p701; } else { p701 = -1; if (rec) fail(p700, 60, 2); }
      if (p701 < 0) { p696 = -1;  break L697; }
      var p702;
      if (p701 < n && (c = s.charCodeAt(p701), c === 111)) { p702 = p701 + 1; if (look === 0 && p702 > far) far = p702; } else { p702 = -1; if (rec) fail(p701, 62, 3); }
      if (p702 < 0) { p696 = -1;  break L697; }
      var p703;
      if (p702 < n && (c = s.charCodeAt(p702), c === 100)) { p703 = p702 + 1; if (look === 0 && p703 > far) far = p703; } else { p703 = -1; if (rec) fail(p702, 63, 4); }
      if (p703 < 0) { p696 = -1;  break L697; }
      p696 = p703;
    }
    if (p696 >= 0) { out = p696; break L583; }
    var p704;
    L705: {
      var p707;
      if (p < n && (c = s.charCodeAt(p), c === 97)) { p707 = p + 1; if (look === 0 && p707 > far) far = p707; } else { p707 = -1; if (rec) fail(p, 64); }
      if (p707 < 0) { p704 = -1;  break L705; }
      var p708;
      if (p707 < n && (c = s.charCodeAt(p707), c === 100)) { p708 = p707 + 1; if (look === 0 && p708 > far) far = p708; } else { p708 = -1; if (rec) fail(p707, 21, 1); }
      if (p708 < 0) { p704 = -1;  break L705; }
      var p709;
      if (p708 < n && (c = s.charCodeAt(p708), c === 105)) { p709 = p708 + 1; if (look === 0 && p709 > far) far = p709; } else { p709 = -1; if (rec) fail(p708, 48, 2); }
      if (p709 < 0) { p704 = -1;  break L705; }
      p704 = p709;
    }
    if (p704 >= 0) { out = p704; break L583; }
    var p710;
    L711: {
      var p713;
      if (p < n && (c = s.charCodeAt(p), c === 98)) { p713 = p + 1; if (look === 0 && p713 > far) far = p713; } else { p713 = -1; if (rec) fail(p, 65); }
      if (p713 < 0) { p710 = -1;  break L711; }
      var p714;
      if (p713 < n && (c = s.charCodeAt(p713), c === 105)) { p714 = p713 + 1; if (look === 0 && p714 > far) far = p714; } else { p714 = -1; if (rec) fail(p713, 40, 1); }
      if (p714 < 0) { p710 = -1;  break L711; }
      var p715;
      if (p714 < n && (c = s.charCodeAt(p714), c === 99)) { p715 = p714 + 1; if (look === 0 && p715 > far) far = p715; } else { p715 = -1; if (rec) fail(p714, 31, 2); }
      if (p715 < 0) { p710 = -1;  break L711; }
      p710 = p715;
    }
    if (p710 >= 0) { out = p710; break L583; }
    var p716;
    L717: {
      var p719;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p719 = p + 1; if (look === 0 && p719 > far) far = p719; } else { p719 = -1; if (rec) fail(p, 66); }
      if (p719 < 0) { p716 = -1;  break L717; }
      var p720;
      if (p719 < n && (c = s.charCodeAt(p719), c === 109)) { p720 = p719 + 1; if (look === 0 && p720 > far) far = p720; } else { p720 = -1; if (rec) fail(p719, 67, 1); }
      if (p720 < 0) { p716 = -1;  break L717; }
      var p721;
      if (p720 < n && (c = s.charCodeAt(p720), c === 111)) { p721 = p720 + 1; if (look === 0 && p721 > far) far = p721; } else { p721 = -1; if (rec) fail(p720, 68, 2); }
      if (p721 < 0) { p716 = -1;  break L717; }
      var p722;
      if (p721 < n && (c = s.charCodeAt(p721), c === 118)) { p722 = p721 + 1; if (look === 0 && p722 > far) far = p722; } else { p722 = -1; if (rec) fail(p721, 69, 3); }
      if (p722 < 0) { p716 = -1;  break L717; }
      var p723;
      if (p722 < n && (c = s.charCodeAt(p722), c === 110)) { p723 = p722 + 1; if (look === 0 && p723 > far) far = p723; } else { p723 = -1; if (rec) fail(p722, 28, 4); }
      if (p723 < 0) { p716 = -1;  break L717; }
      p716 = p723;
    }
    if (p716 >= 0) { out = p716; break L583; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // EPC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L724: {
    var p725;
    p725 = d13(p);
    if (p725 >= 0) { out = p725; break L724; }
    var p726;
    p726 = d15(p);
    if (p726 >= 0) { out = p726; break L724; }
    var p727;
    p727 = d17(p);
    if (p727 >= 0) { out = p727; break L724; }
    var p728;
    p728 = d19(p);
    if (p728 >= 0) { out = p728; break L724; }
    var p729;
    p729 = d21(p);
    if (p729 >= 0) { out = p729; break L724; }
    var p730;
    p730 = d23(p);
    if (p730 >= 0) { out = p730; break L724; }
    var p731;
    p731 = d25(p);
    if (p731 >= 0) { out = p731; break L724; }
    var p732;
    p732 = d27(p);
    if (p732 >= 0) { out = p732; break L724; }
    var p733;
    p733 = d29(p);
    if (p733 >= 0) { out = p733; break L724; }
    var p734;
    p734 = d31(p);
    if (p734 >= 0) { out = p734; break L724; }
    var p735;
    p735 = d33(p);
    if (p735 >= 0) { out = p735; break L724; }
    var p736;
    p736 = d35(p);
    if (p736 >= 0) { out = p736; break L724; }
    var p737;
    p737 = d37(p);
    if (p737 >= 0) { out = p737; break L724; }
    var p738;
    p738 = d39(p);
    if (p738 >= 0) { out = p738; break L724; }
    var p739;
    p739 = d41(p);
    if (p739 >= 0) { out = p739; break L724; }
    var p740;
    p740 = d43(p);
    if (p740 >= 0) { out = p740; break L724; }
    var p741;
    p741 = d45(p);
    if (p741 >= 0) { out = p741; break L724; }
    var p742;
    p742 = d51(p);
    if (p742 >= 0) { out = p742; break L724; }
    var p743;
    p743 = d56(p);
    if (p743 >= 0) { out = p743; break L724; }
    var p744;
    p744 = d58(p);
    if (p744 >= 0) { out = p744; break L724; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // SGTIN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L745: {
    var k746 = kn;
    var p747;
    var p748;
    look++;
    L750: {
      var p752;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p752 = p + 1; if (look === 0 && p752 > far) far = p752; } else { p752 = -1; if (rec) fail(p, 70); }
      if (p752 < 0) { p748 = -1;  break L750; }
      var p753;
      if (p752 < n && (c = s.charCodeAt(p752), c === 103)) { p753 = p752 + 1; if (look === 0 && p753 > far) far = p753; } else { p753 = -1; if (rec) fail(p752, 25, 1); }
      if (p753 < 0) { p748 = -1;  break L750; }
      var p754;
      if (p753 < n && (c = s.charCodeAt(p753), c === 116)) { p754 = p753 + 1; if (look === 0 && p754 > far) far = p754; } else { p754 = -1; if (rec) fail(p753, 26, 2); }
      if (p754 < 0) { p748 = -1;  break L750; }
      var p755;
      if (p754 < n && (c = s.charCodeAt(p754), c === 105)) { p755 = p754 + 1; if (look === 0 && p755 > far) far = p755; } else { p755 = -1; if (rec) fail(p754, 27, 3); }
      if (p755 < 0) { p748 = -1;  break L750; }
      var p756;
      if (p755 < n && (c = s.charCodeAt(p755), c === 110)) { p756 = p755 + 1; if (look === 0 && p756 > far) far = p756; } else { p756 = -1; if (rec) fail(p755, 28, 4); }
      if (p756 < 0) { p748 = -1;  break L750; }
      var p757;
      if (p756 < n && (c = s.charCodeAt(p756), c === 58)) { p757 = p756 + 1; if (look === 0 && p757 > far) far = p757; } else { p757 = -1; if (rec) fail(p756, 71, 5); }
      if (p757 < 0) { p748 = -1;  break L750; }
      p748 = p757;
    }
    look--;
    p747 = p748 >= 0 ? p : -1;
    if (p747 < 0) { out = -1; kn = k746; break L745; }
    var p758;
    p758 = d9(p747);
    if (p758 < 0) { out = -1; kn = k746; break L745; }
    var p759;
    if (p758 < n && (c = s.charCodeAt(p758), c === 58)) { p759 = p758 + 1; if (look === 0 && p759 > far) far = p759; } else { p759 = -1; if (rec) fail(p758, 0); }
    if (p759 < 0) { out = -1; kn = k746; break L745; }
    var p760;
    p760 = d14(p759);
    if (p760 < 0) { out = -1; kn = k746; break L745; }
    out = p760;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // SGTINURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  L761: {
    var p763;
    var q764 = p, r765 = 0, e767 = false;
    while (q764 < n) {
      var p768;
      L769: {
        var p771;
        p771 = d63(q764);
        if (p771 < 0) { p768 = -1;  break L769; }
        var p772;
        if (p771 < n && (c = s.charCodeAt(p771), c === 46)) { p772 = p771 + 1; if (look === 0 && p772 > far) far = p772; } else { p772 = -1; if (rec) fail(p771, 7); }
        if (p772 < 0) { p768 = -1;  break L769; }
        p768 = p772;
      }
      if (p768 < 0) break;
      if (p768 === q764) { e767 = true; break; }
      r765++; q764 = p768;
      if (r765 === 2) break;
    }
    if (rec && q764 >= n && !e767 && r765 < 2) fail(q764, 5);
    if (e767 || r765 >= 2) p763 = q764; else { p763 = -1;  }
    if (p763 < 0) { out = -1;  break L761; }
    var p773;
    p773 = d73(p763);
    if (p773 < 0) { out = -1;  break L761; }
    out = p773;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // SSCC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  L774: {
    var k775 = kn;
    var p776;
    var p777;
    look++;
    L779: {
      var p781;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p781 = p + 1; if (look === 0 && p781 > far) far = p781; } else { p781 = -1; if (rec) fail(p, 72); }
      if (p781 < 0) { p777 = -1;  break L779; }
      var p782;
      if (p781 < n && (c = s.charCodeAt(p781), c === 115)) { p782 = p781 + 1; if (look === 0 && p782 > far) far = p782; } else { p782 = -1; if (rec) fail(p781, 30, 1); }
      if (p782 < 0) { p777 = -1;  break L779; }
      var p783;
      if (p782 < n && (c = s.charCodeAt(p782), c === 99)) { p783 = p782 + 1; if (look === 0 && p783 > far) far = p783; } else { p783 = -1; if (rec) fail(p782, 31, 2); }
      if (p783 < 0) { p777 = -1;  break L779; }
      var p784;
      if (p783 < n && (c = s.charCodeAt(p783), c === 99)) { p784 = p783 + 1; if (look === 0 && p784 > far) far = p784; } else { p784 = -1; if (rec) fail(p783, 32, 3); }
      if (p784 < 0) { p777 = -1;  break L779; }
      var p785;
      if (p784 < n && (c = s.charCodeAt(p784), c === 58)) { p785 = p784 + 1; if (look === 0 && p785 > far) far = p785; } else { p785 = -1; if (rec) fail(p784, 73, 4); }
      if (p785 < 0) { p777 = -1;  break L779; }
      p777 = p785;
    }
    look--;
    p776 = p777 >= 0 ? p : -1;
    if (p776 < 0) { out = -1; kn = k775; break L774; }
    var p786;
    p786 = d9(p776);
    if (p786 < 0) { out = -1; kn = k775; break L774; }
    var p787;
    if (p786 < n && (c = s.charCodeAt(p786), c === 58)) { p787 = p786 + 1; if (look === 0 && p787 > far) far = p787; } else { p787 = -1; if (rec) fail(p786, 0); }
    if (p787 < 0) { out = -1; kn = k775; break L774; }
    var p788;
    p788 = d16(p787);
    if (p788 < 0) { out = -1; kn = k775; break L774; }
    out = p788;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; } }
  return out;
}
function d16(p) { // SSCCURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(16);
  L789: {
    var p791;
    p791 = d63(p);
    if (p791 < 0) { out = -1;  break L789; }
    var p792;
    if (p791 < n && (c = s.charCodeAt(p791), c === 46)) { p792 = p791 + 1; if (look === 0 && p792 > far) far = p792; } else { p792 = -1; if (rec) fail(p791, 7); }
    if (p792 < 0) { out = -1;  break L789; }
    var p793;
    p793 = d63(p792);
    if (p793 < 0) { out = -1;  break L789; }
    out = p793;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; } }
  return out;
}
function d17(p) { // SGLN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(17);
  L794: {
    var k795 = kn;
    var p796;
    var p797;
    look++;
    L799: {
      var p801;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p801 = p + 1; if (look === 0 && p801 > far) far = p801; } else { p801 = -1; if (rec) fail(p, 74); }
      if (p801 < 0) { p797 = -1;  break L799; }
      var p802;
      if (p801 < n && (c = s.charCodeAt(p801), c === 103)) { p802 = p801 + 1; if (look === 0 && p802 > far) far = p802; } else { p802 = -1; if (rec) fail(p801, 25, 1); }
      if (p802 < 0) { p797 = -1;  break L799; }
      var p803;
      if (p802 < n && (c = s.charCodeAt(p802), c === 108)) { p803 = p802 + 1; if (look === 0 && p803 > far) far = p803; } else { p803 = -1; if (rec) fail(p802, 34, 2); }
      if (p803 < 0) { p797 = -1;  break L799; }
      var p804;
      if (p803 < n && (c = s.charCodeAt(p803), c === 110)) { p804 = p803 + 1; if (look === 0 && p804 > far) far = p804; } else { p804 = -1; if (rec) fail(p803, 35, 3); }
      if (p804 < 0) { p797 = -1;  break L799; }
      var p805;
      if (p804 < n && (c = s.charCodeAt(p804), c === 58)) { p805 = p804 + 1; if (look === 0 && p805 > far) far = p805; } else { p805 = -1; if (rec) fail(p804, 73, 4); }
      if (p805 < 0) { p797 = -1;  break L799; }
      p797 = p805;
    }
    look--;
    p796 = p797 >= 0 ? p : -1;
    if (p796 < 0) { out = -1; kn = k795; break L794; }
    var p806;
    p806 = d9(p796);
    if (p806 < 0) { out = -1; kn = k795; break L794; }
    var p807;
    if (p806 < n && (c = s.charCodeAt(p806), c === 58)) { p807 = p806 + 1; if (look === 0 && p807 > far) far = p807; } else { p807 = -1; if (rec) fail(p806, 0); }
    if (p807 < 0) { out = -1; kn = k795; break L794; }
    var p808;
    p808 = d18(p807);
    if (p808 < 0) { out = -1; kn = k795; break L794; }
    out = p808;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; } }
  return out;
}
function d18(p) { // SGLNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(18);
  L809: {
    var p811;
    p811 = d63(p);
    if (p811 < 0) { out = -1;  break L809; }
    var p812;
    if (p811 < n && (c = s.charCodeAt(p811), c === 46)) { p812 = p811 + 1; if (look === 0 && p812 > far) far = p812; } else { p812 = -1; if (rec) fail(p811, 7); }
    if (p812 < 0) { out = -1;  break L809; }
    var p813;
    p813 = d64(p812);
    if (p813 < 0) { out = -1;  break L809; }
    var p814;
    if (p813 < n && (c = s.charCodeAt(p813), c === 46)) { p814 = p813 + 1; if (look === 0 && p814 > far) far = p814; } else { p814 = -1; if (rec) fail(p813, 7); }
    if (p814 < 0) { out = -1;  break L809; }
    var p815;
    p815 = d73(p814);
    if (p815 < 0) { out = -1;  break L809; }
    out = p815;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; } }
  return out;
}
function d19(p) { // GRAI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(19);
  L816: {
    var k817 = kn;
    var p818;
    var p819;
    look++;
    L821: {
      var p823;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p823 = p + 1; if (look === 0 && p823 > far) far = p823; } else { p823 = -1; if (rec) fail(p, 75); }
      if (p823 < 0) { p819 = -1;  break L821; }
      var p824;
      if (p823 < n && (c = s.charCodeAt(p823), c === 114)) { p824 = p823 + 1; if (look === 0 && p824 > far) far = p824; } else { p824 = -1; if (rec) fail(p823, 37, 1); }
      if (p824 < 0) { p819 = -1;  break L821; }
      var p825;
      if (p824 < n && (c = s.charCodeAt(p824), c === 97)) { p825 = p824 + 1; if (look === 0 && p825 > far) far = p825; } else { p825 = -1; if (rec) fail(p824, 38, 2); }
      if (p825 < 0) { p819 = -1;  break L821; }
      var p826;
      if (p825 < n && (c = s.charCodeAt(p825), c === 105)) { p826 = p825 + 1; if (look === 0 && p826 > far) far = p826; } else { p826 = -1; if (rec) fail(p825, 27, 3); }
      if (p826 < 0) { p819 = -1;  break L821; }
      var p827;
      if (p826 < n && (c = s.charCodeAt(p826), c === 58)) { p827 = p826 + 1; if (look === 0 && p827 > far) far = p827; } else { p827 = -1; if (rec) fail(p826, 73, 4); }
      if (p827 < 0) { p819 = -1;  break L821; }
      p819 = p827;
    }
    look--;
    p818 = p819 >= 0 ? p : -1;
    if (p818 < 0) { out = -1; kn = k817; break L816; }
    var p828;
    p828 = d9(p818);
    if (p828 < 0) { out = -1; kn = k817; break L816; }
    var p829;
    if (p828 < n && (c = s.charCodeAt(p828), c === 58)) { p829 = p828 + 1; if (look === 0 && p829 > far) far = p829; } else { p829 = -1; if (rec) fail(p828, 0); }
    if (p829 < 0) { out = -1; kn = k817; break L816; }
    var p830;
    p830 = d20(p829);
    if (p830 < 0) { out = -1; kn = k817; break L816; }
    out = p830;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; } }
  return out;
}
function d20(p) { // GRAIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(20);
  L831: {
    var p833;
    p833 = d63(p);
    if (p833 < 0) { out = -1;  break L831; }
    var p834;
    if (p833 < n && (c = s.charCodeAt(p833), c === 46)) { p834 = p833 + 1; if (look === 0 && p834 > far) far = p834; } else { p834 = -1; if (rec) fail(p833, 7); }
    if (p834 < 0) { out = -1;  break L831; }
    var p835;
    p835 = d64(p834);
    if (p835 < 0) { out = -1;  break L831; }
    var p836;
    if (p835 < n && (c = s.charCodeAt(p835), c === 46)) { p836 = p835 + 1; if (look === 0 && p836 > far) far = p836; } else { p836 = -1; if (rec) fail(p835, 7); }
    if (p836 < 0) { out = -1;  break L831; }
    var p837;
    p837 = d73(p836);
    if (p837 < 0) { out = -1;  break L831; }
    out = p837;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 20; lastEnd = out; } }
  return out;
}
function d21(p) { // GIAI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(21);
  L838: {
    var k839 = kn;
    var p840;
    var p841;
    look++;
    L843: {
      var p845;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p845 = p + 1; if (look === 0 && p845 > far) far = p845; } else { p845 = -1; if (rec) fail(p, 76); }
      if (p845 < 0) { p841 = -1;  break L843; }
      var p846;
      if (p845 < n && (c = s.charCodeAt(p845), c === 105)) { p846 = p845 + 1; if (look === 0 && p846 > far) far = p846; } else { p846 = -1; if (rec) fail(p845, 40, 1); }
      if (p846 < 0) { p841 = -1;  break L843; }
      var p847;
      if (p846 < n && (c = s.charCodeAt(p846), c === 97)) { p847 = p846 + 1; if (look === 0 && p847 > far) far = p847; } else { p847 = -1; if (rec) fail(p846, 38, 2); }
      if (p847 < 0) { p841 = -1;  break L843; }
      var p848;
      if (p847 < n && (c = s.charCodeAt(p847), c === 105)) { p848 = p847 + 1; if (look === 0 && p848 > far) far = p848; } else { p848 = -1; if (rec) fail(p847, 27, 3); }
      if (p848 < 0) { p841 = -1;  break L843; }
      var p849;
      if (p848 < n && (c = s.charCodeAt(p848), c === 58)) { p849 = p848 + 1; if (look === 0 && p849 > far) far = p849; } else { p849 = -1; if (rec) fail(p848, 73, 4); }
      if (p849 < 0) { p841 = -1;  break L843; }
      p841 = p849;
    }
    look--;
    p840 = p841 >= 0 ? p : -1;
    if (p840 < 0) { out = -1; kn = k839; break L838; }
    var p850;
    p850 = d9(p840);
    if (p850 < 0) { out = -1; kn = k839; break L838; }
    var p851;
    if (p850 < n && (c = s.charCodeAt(p850), c === 58)) { p851 = p850 + 1; if (look === 0 && p851 > far) far = p851; } else { p851 = -1; if (rec) fail(p850, 0); }
    if (p851 < 0) { out = -1; kn = k839; break L838; }
    var p852;
    p852 = d22(p851);
    if (p852 < 0) { out = -1; kn = k839; break L838; }
    out = p852;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; } }
  return out;
}
function d22(p) { // GIAIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(22);
  L853: {
    var p855;
    p855 = d63(p);
    if (p855 < 0) { out = -1;  break L853; }
    var p856;
    if (p855 < n && (c = s.charCodeAt(p855), c === 46)) { p856 = p855 + 1; if (look === 0 && p856 > far) far = p856; } else { p856 = -1; if (rec) fail(p855, 7); }
    if (p856 < 0) { out = -1;  break L853; }
    var p857;
    p857 = d73(p856);
    if (p857 < 0) { out = -1;  break L853; }
    out = p857;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 22; lastEnd = out; } }
  return out;
}
function d23(p) { // GSRN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(23);
  L858: {
    var k859 = kn;
    var p860;
    var p861;
    look++;
    L863: {
      var p865;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p865 = p + 1; if (look === 0 && p865 > far) far = p865; } else { p865 = -1; if (rec) fail(p, 77); }
      if (p865 < 0) { p861 = -1;  break L863; }
      var p866;
      if (p865 < n && (c = s.charCodeAt(p865), c === 115)) { p866 = p865 + 1; if (look === 0 && p866 > far) far = p866; } else { p866 = -1; if (rec) fail(p865, 30, 1); }
      if (p866 < 0) { p861 = -1;  break L863; }
      var p867;
      if (p866 < n && (c = s.charCodeAt(p866), c === 114)) { p867 = p866 + 1; if (look === 0 && p867 > far) far = p867; } else { p867 = -1; if (rec) fail(p866, 42, 2); }
      if (p867 < 0) { p861 = -1;  break L863; }
      var p868;
      if (p867 < n && (c = s.charCodeAt(p867), c === 110)) { p868 = p867 + 1; if (look === 0 && p868 > far) far = p868; } else { p868 = -1; if (rec) fail(p867, 35, 3); }
      if (p868 < 0) { p861 = -1;  break L863; }
      var p869;
      if (p868 < n && (c = s.charCodeAt(p868), c === 58)) { p869 = p868 + 1; if (look === 0 && p869 > far) far = p869; } else { p869 = -1; if (rec) fail(p868, 73, 4); }
      if (p869 < 0) { p861 = -1;  break L863; }
      p861 = p869;
    }
    look--;
    p860 = p861 >= 0 ? p : -1;
    if (p860 < 0) { out = -1; kn = k859; break L858; }
    var p870;
    p870 = d9(p860);
    if (p870 < 0) { out = -1; kn = k859; break L858; }
    var p871;
    if (p870 < n && (c = s.charCodeAt(p870), c === 58)) { p871 = p870 + 1; if (look === 0 && p871 > far) far = p871; } else { p871 = -1; if (rec) fail(p870, 0); }
    if (p871 < 0) { out = -1; kn = k859; break L858; }
    var p872;
    p872 = d24(p871);
    if (p872 < 0) { out = -1; kn = k859; break L858; }
    out = p872;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 23; lastEnd = out; } }
  return out;
}
function d24(p) { // GSRNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(24);
  L873: {
    var p875;
    p875 = d63(p);
    if (p875 < 0) { out = -1;  break L873; }
    var p876;
    if (p875 < n && (c = s.charCodeAt(p875), c === 46)) { p876 = p875 + 1; if (look === 0 && p876 > far) far = p876; } else { p876 = -1; if (rec) fail(p875, 7); }
    if (p876 < 0) { out = -1;  break L873; }
    var p877;
    p877 = d63(p876);
    if (p877 < 0) { out = -1;  break L873; }
    out = p877;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 24; lastEnd = out; } }
  return out;
}
function d25(p) { // GSRNP-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(25);
  L878: {
    var k879 = kn;
    var p880;
    var p881;
    look++;
    L883: {
      var p885;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p885 = p + 1; if (look === 0 && p885 > far) far = p885; } else { p885 = -1; if (rec) fail(p, 78); }
      if (p885 < 0) { p881 = -1;  break L883; }
      var p886;
      if (p885 < n && (c = s.charCodeAt(p885), c === 115)) { p886 = p885 + 1; if (look === 0 && p886 > far) far = p886; } else { p886 = -1; if (rec) fail(p885, 30, 1); }
      if (p886 < 0) { p881 = -1;  break L883; }
      var p887;
      if (p886 < n && (c = s.charCodeAt(p886), c === 114)) { p887 = p886 + 1; if (look === 0 && p887 > far) far = p887; } else { p887 = -1; if (rec) fail(p886, 42, 2); }
      if (p887 < 0) { p881 = -1;  break L883; }
      var p888;
      if (p887 < n && (c = s.charCodeAt(p887), c === 110)) { p888 = p887 + 1; if (look === 0 && p888 > far) far = p888; } else { p888 = -1; if (rec) fail(p887, 35, 3); }
      if (p888 < 0) { p881 = -1;  break L883; }
      var p889;
      if (p888 < n && (c = s.charCodeAt(p888), c === 112)) { p889 = p888 + 1; if (look === 0 && p889 > far) far = p889; } else { p889 = -1; if (rec) fail(p888, 43, 4); }
      if (p889 < 0) { p881 = -1;  break L883; }
      var p890;
      if (p889 < n && (c = s.charCodeAt(p889), c === 58)) { p890 = p889 + 1; if (look === 0 && p890 > far) far = p890; } else { p890 = -1; if (rec) fail(p889, 71, 5); }
      if (p890 < 0) { p881 = -1;  break L883; }
      p881 = p890;
    }
    look--;
    p880 = p881 >= 0 ? p : -1;
    if (p880 < 0) { out = -1; kn = k879; break L878; }
    var p891;
    p891 = d9(p880);
    if (p891 < 0) { out = -1; kn = k879; break L878; }
    var p892;
    if (p891 < n && (c = s.charCodeAt(p891), c === 58)) { p892 = p891 + 1; if (look === 0 && p892 > far) far = p892; } else { p892 = -1; if (rec) fail(p891, 0); }
    if (p892 < 0) { out = -1; kn = k879; break L878; }
    var p893;
    p893 = d26(p892);
    if (p893 < 0) { out = -1; kn = k879; break L878; }
    out = p893;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 25; lastEnd = out; } }
  return out;
}
function d26(p) { // GSRNPURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(26);
  L894: {
    var p896;
    p896 = d63(p);
    if (p896 < 0) { out = -1;  break L894; }
    var p897;
    if (p896 < n && (c = s.charCodeAt(p896), c === 46)) { p897 = p896 + 1; if (look === 0 && p897 > far) far = p897; } else { p897 = -1; if (rec) fail(p896, 7); }
    if (p897 < 0) { out = -1;  break L894; }
    var p898;
    p898 = d63(p897);
    if (p898 < 0) { out = -1;  break L894; }
    out = p898;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 26; lastEnd = out; } }
  return out;
}
function d27(p) { // GDTI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(27);
  L899: {
    var k900 = kn;
    var p901;
    var p902;
    look++;
    L904: {
      var p906;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p906 = p + 1; if (look === 0 && p906 > far) far = p906; } else { p906 = -1; if (rec) fail(p, 79); }
      if (p906 < 0) { p902 = -1;  break L904; }
      var p907;
      if (p906 < n && (c = s.charCodeAt(p906), c === 100)) { p907 = p906 + 1; if (look === 0 && p907 > far) far = p907; } else { p907 = -1; if (rec) fail(p906, 21, 1); }
      if (p907 < 0) { p902 = -1;  break L904; }
      var p908;
      if (p907 < n && (c = s.charCodeAt(p907), c === 116)) { p908 = p907 + 1; if (look === 0 && p908 > far) far = p908; } else { p908 = -1; if (rec) fail(p907, 26, 2); }
      if (p908 < 0) { p902 = -1;  break L904; }
      var p909;
      if (p908 < n && (c = s.charCodeAt(p908), c === 105)) { p909 = p908 + 1; if (look === 0 && p909 > far) far = p909; } else { p909 = -1; if (rec) fail(p908, 27, 3); }
      if (p909 < 0) { p902 = -1;  break L904; }
      var p910;
      if (p909 < n && (c = s.charCodeAt(p909), c === 58)) { p910 = p909 + 1; if (look === 0 && p910 > far) far = p910; } else { p910 = -1; if (rec) fail(p909, 73, 4); }
      if (p910 < 0) { p902 = -1;  break L904; }
      p902 = p910;
    }
    look--;
    p901 = p902 >= 0 ? p : -1;
    if (p901 < 0) { out = -1; kn = k900; break L899; }
    var p911;
    p911 = d9(p901);
    if (p911 < 0) { out = -1; kn = k900; break L899; }
    var p912;
    if (p911 < n && (c = s.charCodeAt(p911), c === 58)) { p912 = p911 + 1; if (look === 0 && p912 > far) far = p912; } else { p912 = -1; if (rec) fail(p911, 0); }
    if (p912 < 0) { out = -1; kn = k900; break L899; }
    var p913;
    p913 = d28(p912);
    if (p913 < 0) { out = -1; kn = k900; break L899; }
    out = p913;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 27; lastEnd = out; } }
  return out;
}
function d28(p) { // GDTIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(28);
  L914: {
    var p916;
    p916 = d63(p);
    if (p916 < 0) { out = -1;  break L914; }
    var p917;
    if (p916 < n && (c = s.charCodeAt(p916), c === 46)) { p917 = p916 + 1; if (look === 0 && p917 > far) far = p917; } else { p917 = -1; if (rec) fail(p916, 7); }
    if (p917 < 0) { out = -1;  break L914; }
    var p918;
    p918 = d64(p917);
    if (p918 < 0) { out = -1;  break L914; }
    var p919;
    if (p918 < n && (c = s.charCodeAt(p918), c === 46)) { p919 = p918 + 1; if (look === 0 && p919 > far) far = p919; } else { p919 = -1; if (rec) fail(p918, 7); }
    if (p919 < 0) { out = -1;  break L914; }
    var p920;
    p920 = d73(p919);
    if (p920 < 0) { out = -1;  break L914; }
    out = p920;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 28; lastEnd = out; } }
  return out;
}
function d29(p) { // CPI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(29);
  L921: {
    var k922 = kn;
    var p923;
    var p924;
    look++;
    L926: {
      var p928;
      if (p < n && (c = s.charCodeAt(p), c === 99)) { p928 = p + 1; if (look === 0 && p928 > far) far = p928; } else { p928 = -1; if (rec) fail(p, 80); }
      if (p928 < 0) { p924 = -1;  break L926; }
      var p929;
      if (p928 < n && (c = s.charCodeAt(p928), c === 112)) { p929 = p928 + 1; if (look === 0 && p929 > far) far = p929; } else { p929 = -1; if (rec) fail(p928, 47, 1); }
      if (p929 < 0) { p924 = -1;  break L926; }
      var p930;
      if (p929 < n && (c = s.charCodeAt(p929), c === 105)) { p930 = p929 + 1; if (look === 0 && p930 > far) far = p930; } else { p930 = -1; if (rec) fail(p929, 48, 2); }
      if (p930 < 0) { p924 = -1;  break L926; }
      var p931;
      if (p930 < n && (c = s.charCodeAt(p930), c === 58)) { p931 = p930 + 1; if (look === 0 && p931 > far) far = p931; } else { p931 = -1; if (rec) fail(p930, 81, 3); }
      if (p931 < 0) { p924 = -1;  break L926; }
      p924 = p931;
    }
    look--;
    p923 = p924 >= 0 ? p : -1;
    if (p923 < 0) { out = -1; kn = k922; break L921; }
    var p932;
    p932 = d9(p923);
    if (p932 < 0) { out = -1; kn = k922; break L921; }
    var p933;
    if (p932 < n && (c = s.charCodeAt(p932), c === 58)) { p933 = p932 + 1; if (look === 0 && p933 > far) far = p933; } else { p933 = -1; if (rec) fail(p932, 0); }
    if (p933 < 0) { out = -1; kn = k922; break L921; }
    var p934;
    p934 = d30(p933);
    if (p934 < 0) { out = -1; kn = k922; break L921; }
    out = p934;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 29; lastEnd = out; } }
  return out;
}
function d30(p) { // CPIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(30);
  L935: {
    var p937;
    p937 = d63(p);
    if (p937 < 0) { out = -1;  break L935; }
    var p938;
    if (p937 < n && (c = s.charCodeAt(p937), c === 46)) { p938 = p937 + 1; if (look === 0 && p938 > far) far = p938; } else { p938 = -1; if (rec) fail(p937, 7); }
    if (p938 < 0) { out = -1;  break L935; }
    var p939;
    p939 = d75(p938);
    if (p939 < 0) { out = -1;  break L935; }
    var p940;
    if (p939 < n && (c = s.charCodeAt(p939), c === 46)) { p940 = p939 + 1; if (look === 0 && p940 > far) far = p940; } else { p940 = -1; if (rec) fail(p939, 7); }
    if (p940 < 0) { out = -1;  break L935; }
    var p941;
    p941 = d60(p940);
    if (p941 < 0) { out = -1;  break L935; }
    out = p941;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 30; lastEnd = out; } }
  return out;
}
function d31(p) { // SGCN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(31);
  L942: {
    var k943 = kn;
    var p944;
    var p945;
    look++;
    L947: {
      var p949;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p949 = p + 1; if (look === 0 && p949 > far) far = p949; } else { p949 = -1; if (rec) fail(p, 82); }
      if (p949 < 0) { p945 = -1;  break L947; }
      var p950;
      if (p949 < n && (c = s.charCodeAt(p949), c === 103)) { p950 = p949 + 1; if (look === 0 && p950 > far) far = p950; } else { p950 = -1; if (rec) fail(p949, 25, 1); }
      if (p950 < 0) { p945 = -1;  break L947; }
      var p951;
      if (p950 < n && (c = s.charCodeAt(p950), c === 99)) { p951 = p950 + 1; if (look === 0 && p951 > far) far = p951; } else { p951 = -1; if (rec) fail(p950, 31, 2); }
      if (p951 < 0) { p945 = -1;  break L947; }
      var p952;
      if (p951 < n && (c = s.charCodeAt(p951), c === 110)) { p952 = p951 + 1; if (look === 0 && p952 > far) far = p952; } else { p952 = -1; if (rec) fail(p951, 35, 3); }
      if (p952 < 0) { p945 = -1;  break L947; }
      var p953;
      if (p952 < n && (c = s.charCodeAt(p952), c === 58)) { p953 = p952 + 1; if (look === 0 && p953 > far) far = p953; } else { p953 = -1; if (rec) fail(p952, 73, 4); }
      if (p953 < 0) { p945 = -1;  break L947; }
      p945 = p953;
    }
    look--;
    p944 = p945 >= 0 ? p : -1;
    if (p944 < 0) { out = -1; kn = k943; break L942; }
    var p954;
    p954 = d9(p944);
    if (p954 < 0) { out = -1; kn = k943; break L942; }
    var p955;
    if (p954 < n && (c = s.charCodeAt(p954), c === 58)) { p955 = p954 + 1; if (look === 0 && p955 > far) far = p955; } else { p955 = -1; if (rec) fail(p954, 0); }
    if (p955 < 0) { out = -1; kn = k943; break L942; }
    var p956;
    p956 = d32(p955);
    if (p956 < 0) { out = -1; kn = k943; break L942; }
    out = p956;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 31; lastEnd = out; } }
  return out;
}
function d32(p) { // SGCNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(32);
  L957: {
    var p959;
    p959 = d63(p);
    if (p959 < 0) { out = -1;  break L957; }
    var p960;
    if (p959 < n && (c = s.charCodeAt(p959), c === 46)) { p960 = p959 + 1; if (look === 0 && p960 > far) far = p960; } else { p960 = -1; if (rec) fail(p959, 7); }
    if (p960 < 0) { out = -1;  break L957; }
    var p961;
    p961 = d64(p960);
    if (p961 < 0) { out = -1;  break L957; }
    var p962;
    if (p961 < n && (c = s.charCodeAt(p961), c === 46)) { p962 = p961 + 1; if (look === 0 && p962 > far) far = p962; } else { p962 = -1; if (rec) fail(p961, 7); }
    if (p962 < 0) { out = -1;  break L957; }
    var p963;
    p963 = d63(p962);
    if (p963 < 0) { out = -1;  break L957; }
    out = p963;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 32; lastEnd = out; } }
  return out;
}
function d33(p) { // GINC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(33);
  L964: {
    var k965 = kn;
    var p966;
    var p967;
    look++;
    L969: {
      var p971;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p971 = p + 1; if (look === 0 && p971 > far) far = p971; } else { p971 = -1; if (rec) fail(p, 83); }
      if (p971 < 0) { p967 = -1;  break L969; }
      var p972;
      if (p971 < n && (c = s.charCodeAt(p971), c === 105)) { p972 = p971 + 1; if (look === 0 && p972 > far) far = p972; } else { p972 = -1; if (rec) fail(p971, 40, 1); }
      if (p972 < 0) { p967 = -1;  break L969; }
      var p973;
      if (p972 < n && (c = s.charCodeAt(p972), c === 110)) { p973 = p972 + 1; if (look === 0 && p973 > far) far = p973; } else { p973 = -1; if (rec) fail(p972, 51, 2); }
      if (p973 < 0) { p967 = -1;  break L969; }
      var p974;
      if (p973 < n && (c = s.charCodeAt(p973), c === 99)) { p974 = p973 + 1; if (look === 0 && p974 > far) far = p974; } else { p974 = -1; if (rec) fail(p973, 32, 3); }
      if (p974 < 0) { p967 = -1;  break L969; }
      var p975;
      if (p974 < n && (c = s.charCodeAt(p974), c === 58)) { p975 = p974 + 1; if (look === 0 && p975 > far) far = p975; } else { p975 = -1; if (rec) fail(p974, 73, 4); }
      if (p975 < 0) { p967 = -1;  break L969; }
      p967 = p975;
    }
    look--;
    p966 = p967 >= 0 ? p : -1;
    if (p966 < 0) { out = -1; kn = k965; break L964; }
    var p976;
    p976 = d9(p966);
    if (p976 < 0) { out = -1; kn = k965; break L964; }
    var p977;
    if (p976 < n && (c = s.charCodeAt(p976), c === 58)) { p977 = p976 + 1; if (look === 0 && p977 > far) far = p977; } else { p977 = -1; if (rec) fail(p976, 0); }
    if (p977 < 0) { out = -1; kn = k965; break L964; }
    var p978;
    p978 = d34(p977);
    if (p978 < 0) { out = -1; kn = k965; break L964; }
    out = p978;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 33; lastEnd = out; } }
  return out;
}
function d34(p) { // GINCURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(34);
  L979: {
    var p981;
    p981 = d63(p);
    if (p981 < 0) { out = -1;  break L979; }
    var p982;
    if (p981 < n && (c = s.charCodeAt(p981), c === 46)) { p982 = p981 + 1; if (look === 0 && p982 > far) far = p982; } else { p982 = -1; if (rec) fail(p981, 7); }
    if (p982 < 0) { out = -1;  break L979; }
    var p983;
    p983 = d73(p982);
    if (p983 < 0) { out = -1;  break L979; }
    out = p983;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 34; lastEnd = out; } }
  return out;
}
function d35(p) { // GSIN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(35);
  L984: {
    var k985 = kn;
    var p986;
    var p987;
    look++;
    L989: {
      var p991;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p991 = p + 1; if (look === 0 && p991 > far) far = p991; } else { p991 = -1; if (rec) fail(p, 84); }
      if (p991 < 0) { p987 = -1;  break L989; }
      var p992;
      if (p991 < n && (c = s.charCodeAt(p991), c === 115)) { p992 = p991 + 1; if (look === 0 && p992 > far) far = p992; } else { p992 = -1; if (rec) fail(p991, 30, 1); }
      if (p992 < 0) { p987 = -1;  break L989; }
      var p993;
      if (p992 < n && (c = s.charCodeAt(p992), c === 105)) { p993 = p992 + 1; if (look === 0 && p993 > far) far = p993; } else { p993 = -1; if (rec) fail(p992, 48, 2); }
      if (p993 < 0) { p987 = -1;  break L989; }
      var p994;
      if (p993 < n && (c = s.charCodeAt(p993), c === 110)) { p994 = p993 + 1; if (look === 0 && p994 > far) far = p994; } else { p994 = -1; if (rec) fail(p993, 35, 3); }
      if (p994 < 0) { p987 = -1;  break L989; }
      var p995;
      if (p994 < n && (c = s.charCodeAt(p994), c === 58)) { p995 = p994 + 1; if (look === 0 && p995 > far) far = p995; } else { p995 = -1; if (rec) fail(p994, 73, 4); }
      if (p995 < 0) { p987 = -1;  break L989; }
      p987 = p995;
    }
    look--;
    p986 = p987 >= 0 ? p : -1;
    if (p986 < 0) { out = -1; kn = k985; break L984; }
    var p996;
    p996 = d9(p986);
    if (p996 < 0) { out = -1; kn = k985; break L984; }
    var p997;
    if (p996 < n && (c = s.charCodeAt(p996), c === 58)) { p997 = p996 + 1; if (look === 0 && p997 > far) far = p997; } else { p997 = -1; if (rec) fail(p996, 0); }
    if (p997 < 0) { out = -1; kn = k985; break L984; }
    var p998;
    p998 = d36(p997);
    if (p998 < 0) { out = -1; kn = k985; break L984; }
    out = p998;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 35; lastEnd = out; } }
  return out;
}
function d36(p) { // GSINURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(36);
  L999: {
    var p1001;
    p1001 = d63(p);
    if (p1001 < 0) { out = -1;  break L999; }
    var p1002;
    if (p1001 < n && (c = s.charCodeAt(p1001), c === 46)) { p1002 = p1001 + 1; if (look === 0 && p1002 > far) far = p1002; } else { p1002 = -1; if (rec) fail(p1001, 7); }
    if (p1002 < 0) { out = -1;  break L999; }
    var p1003;
    p1003 = d63(p1002);
    if (p1003 < 0) { out = -1;  break L999; }
    out = p1003;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 36; lastEnd = out; } }
  return out;
}
function d37(p) { // ITIP-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(37);
  L1004: {
    var k1005 = kn;
    var p1006;
    var p1007;
    look++;
    L1009: {
      var p1011;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p1011 = p + 1; if (look === 0 && p1011 > far) far = p1011; } else { p1011 = -1; if (rec) fail(p, 85); }
      if (p1011 < 0) { p1007 = -1;  break L1009; }
      var p1012;
      if (p1011 < n && (c = s.charCodeAt(p1011), c === 116)) { p1012 = p1011 + 1; if (look === 0 && p1012 > far) far = p1012; } else { p1012 = -1; if (rec) fail(p1011, 54, 1); }
      if (p1012 < 0) { p1007 = -1;  break L1009; }
      var p1013;
      if (p1012 < n && (c = s.charCodeAt(p1012), c === 105)) { p1013 = p1012 + 1; if (look === 0 && p1013 > far) far = p1013; } else { p1013 = -1; if (rec) fail(p1012, 48, 2); }
      if (p1013 < 0) { p1007 = -1;  break L1009; }
      var p1014;
      if (p1013 < n && (c = s.charCodeAt(p1013), c === 112)) { p1014 = p1013 + 1; if (look === 0 && p1014 > far) far = p1014; } else { p1014 = -1; if (rec) fail(p1013, 55, 3); }
      if (p1014 < 0) { p1007 = -1;  break L1009; }
      var p1015;
      if (p1014 < n && (c = s.charCodeAt(p1014), c === 58)) { p1015 = p1014 + 1; if (look === 0 && p1015 > far) far = p1015; } else { p1015 = -1; if (rec) fail(p1014, 73, 4); }
      if (p1015 < 0) { p1007 = -1;  break L1009; }
      p1007 = p1015;
    }
    look--;
    p1006 = p1007 >= 0 ? p : -1;
    if (p1006 < 0) { out = -1; kn = k1005; break L1004; }
    var p1016;
    p1016 = d9(p1006);
    if (p1016 < 0) { out = -1; kn = k1005; break L1004; }
    var p1017;
    if (p1016 < n && (c = s.charCodeAt(p1016), c === 58)) { p1017 = p1016 + 1; if (look === 0 && p1017 > far) far = p1017; } else { p1017 = -1; if (rec) fail(p1016, 0); }
    if (p1017 < 0) { out = -1; kn = k1005; break L1004; }
    var p1018;
    p1018 = d38(p1017);
    if (p1018 < 0) { out = -1; kn = k1005; break L1004; }
    out = p1018;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 37; lastEnd = out; } }
  return out;
}
function d38(p) { // ITIPURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(38);
  L1019: {
    var p1021;
    var q1022 = p, r1023 = 0, e1025 = false;
    while (q1022 < n) {
      var p1026;
      L1027: {
        var p1029;
        p1029 = d63(q1022);
        if (p1029 < 0) { p1026 = -1;  break L1027; }
        var p1030;
        if (p1029 < n && (c = s.charCodeAt(p1029), c === 46)) { p1030 = p1029 + 1; if (look === 0 && p1030 > far) far = p1030; } else { p1030 = -1; if (rec) fail(p1029, 7); }
        if (p1030 < 0) { p1026 = -1;  break L1027; }
        p1026 = p1030;
      }
      if (p1026 < 0) break;
      if (p1026 === q1022) { e1025 = true; break; }
      r1023++; q1022 = p1026;
      if (r1023 === 4) break;
    }
    if (rec && q1022 >= n && !e1025 && r1023 < 4) fail(q1022, 5);
    if (e1025 || r1023 >= 4) p1021 = q1022; else { p1021 = -1;  }
    if (p1021 < 0) { out = -1;  break L1019; }
    var p1031;
    p1031 = d73(p1021);
    if (p1031 < 0) { out = -1;  break L1019; }
    out = p1031;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 38; lastEnd = out; } }
  return out;
}
function d39(p) { // UPUI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(39);
  L1032: {
    var k1033 = kn;
    var p1034;
    var p1035;
    look++;
    L1037: {
      var p1039;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p1039 = p + 1; if (look === 0 && p1039 > far) far = p1039; } else { p1039 = -1; if (rec) fail(p, 86); }
      if (p1039 < 0) { p1035 = -1;  break L1037; }
      var p1040;
      if (p1039 < n && (c = s.charCodeAt(p1039), c === 112)) { p1040 = p1039 + 1; if (look === 0 && p1040 > far) far = p1040; } else { p1040 = -1; if (rec) fail(p1039, 47, 1); }
      if (p1040 < 0) { p1035 = -1;  break L1037; }
      var p1041;
      if (p1040 < n && (c = s.charCodeAt(p1040), c === 117)) { p1041 = p1040 + 1; if (look === 0 && p1041 > far) far = p1041; } else { p1041 = -1; if (rec) fail(p1040, 57, 2); }
      if (p1041 < 0) { p1035 = -1;  break L1037; }
      var p1042;
      if (p1041 < n && (c = s.charCodeAt(p1041), c === 105)) { p1042 = p1041 + 1; if (look === 0 && p1042 > far) far = p1042; } else { p1042 = -1; if (rec) fail(p1041, 27, 3); }
      if (p1042 < 0) { p1035 = -1;  break L1037; }
      var p1043;
      if (p1042 < n && (c = s.charCodeAt(p1042), c === 58)) { p1043 = p1042 + 1; if (look === 0 && p1043 > far) far = p1043; } else { p1043 = -1; if (rec) fail(p1042, 73, 4); }
      if (p1043 < 0) { p1035 = -1;  break L1037; }
      p1035 = p1043;
    }
    look--;
    p1034 = p1035 >= 0 ? p : -1;
    if (p1034 < 0) { out = -1; kn = k1033; break L1032; }
    var p1044;
    p1044 = d9(p1034);
    if (p1044 < 0) { out = -1; kn = k1033; break L1032; }
    var p1045;
    if (p1044 < n && (c = s.charCodeAt(p1044), c === 58)) { p1045 = p1044 + 1; if (look === 0 && p1045 > far) far = p1045; } else { p1045 = -1; if (rec) fail(p1044, 0); }
    if (p1045 < 0) { out = -1; kn = k1033; break L1032; }
    var p1046;
    p1046 = d40(p1045);
    if (p1046 < 0) { out = -1; kn = k1033; break L1032; }
    out = p1046;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 39; lastEnd = out; } }
  return out;
}
function d40(p) { // UPUIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(40);
  L1047: {
    var p1049;
    p1049 = d63(p);
    if (p1049 < 0) { out = -1;  break L1047; }
    var p1050;
    if (p1049 < n && (c = s.charCodeAt(p1049), c === 46)) { p1050 = p1049 + 1; if (look === 0 && p1050 > far) far = p1050; } else { p1050 = -1; if (rec) fail(p1049, 7); }
    if (p1050 < 0) { out = -1;  break L1047; }
    var p1051;
    p1051 = d63(p1050);
    if (p1051 < 0) { out = -1;  break L1047; }
    var p1052;
    if (p1051 < n && (c = s.charCodeAt(p1051), c === 46)) { p1052 = p1051 + 1; if (look === 0 && p1052 > far) far = p1052; } else { p1052 = -1; if (rec) fail(p1051, 7); }
    if (p1052 < 0) { out = -1;  break L1047; }
    var p1053;
    p1053 = d73(p1052);
    if (p1053 < 0) { out = -1;  break L1047; }
    out = p1053;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 40; lastEnd = out; } }
  return out;
}
function d41(p) { // PGLN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(41);
  L1054: {
    var k1055 = kn;
    var p1056;
    var p1057;
    look++;
    L1059: {
      var p1061;
      if (p < n && (c = s.charCodeAt(p), c === 112)) { p1061 = p + 1; if (look === 0 && p1061 > far) far = p1061; } else { p1061 = -1; if (rec) fail(p, 87); }
      if (p1061 < 0) { p1057 = -1;  break L1059; }
      var p1062;
      if (p1061 < n && (c = s.charCodeAt(p1061), c === 103)) { p1062 = p1061 + 1; if (look === 0 && p1062 > far) far = p1062; } else { p1062 = -1; if (rec) fail(p1061, 25, 1); }
      if (p1062 < 0) { p1057 = -1;  break L1059; }
      var p1063;
      if (p1062 < n && (c = s.charCodeAt(p1062), c === 108)) { p1063 = p1062 + 1; if (look === 0 && p1063 > far) far = p1063; } else { p1063 = -1; if (rec) fail(p1062, 34, 2); }
      if (p1063 < 0) { p1057 = -1;  break L1059; }
      var p1064;
      if (p1063 < n && (c = s.charCodeAt(p1063), c === 110)) { p1064 = p1063 + 1; if (look === 0 && p1064 > far) far = p1064; } else { p1064 = -1; if (rec) fail(p1063, 35, 3); }
      if (p1064 < 0) { p1057 = -1;  break L1059; }
      var p1065;
      if (p1064 < n && (c = s.charCodeAt(p1064), c === 58)) { p1065 = p1064 + 1; if (look === 0 && p1065 > far) far = p1065; } else { p1065 = -1; if (rec) fail(p1064, 73, 4); }
      if (p1065 < 0) { p1057 = -1;  break L1059; }
      p1057 = p1065;
    }
    look--;
    p1056 = p1057 >= 0 ? p : -1;
    if (p1056 < 0) { out = -1; kn = k1055; break L1054; }
    var p1066;
    p1066 = d9(p1056);
    if (p1066 < 0) { out = -1; kn = k1055; break L1054; }
    var p1067;
    if (p1066 < n && (c = s.charCodeAt(p1066), c === 58)) { p1067 = p1066 + 1; if (look === 0 && p1067 > far) far = p1067; } else { p1067 = -1; if (rec) fail(p1066, 0); }
    if (p1067 < 0) { out = -1; kn = k1055; break L1054; }
    var p1068;
    p1068 = d42(p1067);
    if (p1068 < 0) { out = -1; kn = k1055; break L1054; }
    out = p1068;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 41; lastEnd = out; } }
  return out;
}
function d42(p) { // PGLNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(42);
  L1069: {
    var p1071;
    p1071 = d63(p);
    if (p1071 < 0) { out = -1;  break L1069; }
    var p1072;
    if (p1071 < n && (c = s.charCodeAt(p1071), c === 46)) { p1072 = p1071 + 1; if (look === 0 && p1072 > far) far = p1072; } else { p1072 = -1; if (rec) fail(p1071, 7); }
    if (p1072 < 0) { out = -1;  break L1069; }
    var p1073;
    p1073 = d64(p1072);
    if (p1073 < 0) { out = -1;  break L1069; }
    out = p1073;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 42; lastEnd = out; } }
  return out;
}
function d43(p) { // GID-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(43);
  L1074: {
    var k1075 = kn;
    var p1076;
    var p1077;
    look++;
    L1079: {
      var p1081;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p1081 = p + 1; if (look === 0 && p1081 > far) far = p1081; } else { p1081 = -1; if (rec) fail(p, 88); }
      if (p1081 < 0) { p1077 = -1;  break L1079; }
      var p1082;
      if (p1081 < n && (c = s.charCodeAt(p1081), c === 105)) { p1082 = p1081 + 1; if (look === 0 && p1082 > far) far = p1082; } else { p1082 = -1; if (rec) fail(p1081, 40, 1); }
      if (p1082 < 0) { p1077 = -1;  break L1079; }
      var p1083;
      if (p1082 < n && (c = s.charCodeAt(p1082), c === 100)) { p1083 = p1082 + 1; if (look === 0 && p1083 > far) far = p1083; } else { p1083 = -1; if (rec) fail(p1082, 60, 2); }
      if (p1083 < 0) { p1077 = -1;  break L1079; }
      var p1084;
      if (p1083 < n && (c = s.charCodeAt(p1083), c === 58)) { p1084 = p1083 + 1; if (look === 0 && p1084 > far) far = p1084; } else { p1084 = -1; if (rec) fail(p1083, 81, 3); }
      if (p1084 < 0) { p1077 = -1;  break L1079; }
      p1077 = p1084;
    }
    look--;
    p1076 = p1077 >= 0 ? p : -1;
    if (p1076 < 0) { out = -1; kn = k1075; break L1074; }
    var p1085;
    p1085 = d9(p1076);
    if (p1085 < 0) { out = -1; kn = k1075; break L1074; }
    var p1086;
    if (p1085 < n && (c = s.charCodeAt(p1085), c === 58)) { p1086 = p1085 + 1; if (look === 0 && p1086 > far) far = p1086; } else { p1086 = -1; if (rec) fail(p1085, 0); }
    if (p1086 < 0) { out = -1; kn = k1075; break L1074; }
    var p1087;
    p1087 = d44(p1086);
    if (p1087 < 0) { out = -1; kn = k1075; break L1074; }
    out = p1087;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 43; lastEnd = out; } }
  return out;
}
function d44(p) { // GIDURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(44);
  L1088: {
    var p1090;
    var q1091 = p, r1092 = 0, e1094 = false;
    while (q1091 < n) {
      var p1095;
      L1096: {
        var p1098;
        p1098 = d60(q1091);
        if (p1098 < 0) { p1095 = -1;  break L1096; }
        var p1099;
        if (p1098 < n && (c = s.charCodeAt(p1098), c === 46)) { p1099 = p1098 + 1; if (look === 0 && p1099 > far) far = p1099; } else { p1099 = -1; if (rec) fail(p1098, 7); }
        if (p1099 < 0) { p1095 = -1;  break L1096; }
        p1095 = p1099;
      }
      if (p1095 < 0) break;
      if (p1095 === q1091) { e1094 = true; break; }
      r1092++; q1091 = p1095;
      if (r1092 === 2) break;
    }
    if (rec && q1091 >= n && !e1094 && r1092 < 2) fail(q1091, 5);
    if (e1094 || r1092 >= 2) p1090 = q1091; else { p1090 = -1;  }
    if (p1090 < 0) { out = -1;  break L1088; }
    var p1100;
    p1100 = d60(p1090);
    if (p1100 < 0) { out = -1;  break L1088; }
    out = p1100;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 44; lastEnd = out; } }
  return out;
}
function d45(p) { // USDOD-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(45);
  L1101: {
    var k1102 = kn;
    var p1103;
    var p1104;
    look++;
    L1106: {
      var p1108;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p1108 = p + 1; if (look === 0 && p1108 > far) far = p1108; } else { p1108 = -1; if (rec) fail(p, 89); }
      if (p1108 < 0) { p1104 = -1;  break L1106; }
      var p1109;
      if (p1108 < n && (c = s.charCodeAt(p1108), c === 115)) { p1109 = p1108 + 1; if (look === 0 && p1109 > far) far = p1109; } else { p1109 = -1; if (rec) fail(p1108, 30, 1); }
      if (p1109 < 0) { p1104 = -1;  break L1106; }
      var p1110;
      if (p1109 < n && (c = s.charCodeAt(p1109), c === 100)) { p1110 = p1109 + 1; if (look === 0 && p1110 > far) far = p1110; } else { p1110 = -1; if (rec) fail(p1109, 60, 2); }
      if (p1110 < 0) { p1104 = -1;  break L1106; }
      var p1111;
      if (p1110 < n && (c = s.charCodeAt(p1110), c === 111)) { p1111 = p1110 + 1; if (look === 0 && p1111 > far) far = p1111; } else { p1111 = -1; if (rec) fail(p1110, 62, 3); }
      if (p1111 < 0) { p1104 = -1;  break L1106; }
      var p1112;
      if (p1111 < n && (c = s.charCodeAt(p1111), c === 100)) { p1112 = p1111 + 1; if (look === 0 && p1112 > far) far = p1112; } else { p1112 = -1; if (rec) fail(p1111, 63, 4); }
      if (p1112 < 0) { p1104 = -1;  break L1106; }
      var p1113;
      if (p1112 < n && (c = s.charCodeAt(p1112), c === 58)) { p1113 = p1112 + 1; if (look === 0 && p1113 > far) far = p1113; } else { p1113 = -1; if (rec) fail(p1112, 71, 5); }
      if (p1113 < 0) { p1104 = -1;  break L1106; }
      p1104 = p1113;
    }
    look--;
    p1103 = p1104 >= 0 ? p : -1;
    if (p1103 < 0) { out = -1; kn = k1102; break L1101; }
    var p1114;
    p1114 = d9(p1103);
    if (p1114 < 0) { out = -1; kn = k1102; break L1101; }
    var p1115;
    if (p1114 < n && (c = s.charCodeAt(p1114), c === 58)) { p1115 = p1114 + 1; if (look === 0 && p1115 > far) far = p1115; } else { p1115 = -1; if (rec) fail(p1114, 0); }
    if (p1115 < 0) { out = -1; kn = k1102; break L1101; }
    var p1116;
    p1116 = d46(p1115);
    if (p1116 < 0) { out = -1; kn = k1102; break L1101; }
    out = p1116;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 45; lastEnd = out; } }
  return out;
}
function d46(p) { // USDODURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(46);
  L1117: {
    var p1119;
    p1119 = d47(p);
    if (p1119 < 0) { out = -1;  break L1117; }
    var p1120;
    if (p1119 < n && (c = s.charCodeAt(p1119), c === 46)) { p1120 = p1119 + 1; if (look === 0 && p1120 > far) far = p1120; } else { p1120 = -1; if (rec) fail(p1119, 7); }
    if (p1120 < 0) { out = -1;  break L1117; }
    var p1121;
    p1121 = d60(p1120);
    if (p1121 < 0) { out = -1;  break L1117; }
    out = p1121;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 46; lastEnd = out; } }
  return out;
}
function d47(p) { // CAGECodeOrDODAAC
  var c, out, s = text, n = size;
  if (rec) stack.push(47);
  L1122: {
    var p1123;
    p1123 = d49(p);
    if (p1123 >= 0) { out = p1123; break L1122; }
    var p1124;
    p1124 = d48(p);
    if (p1124 >= 0) { out = p1124; break L1122; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 47; lastEnd = out; } }
  return out;
}
function d48(p) { // CAGECode
  var c, out, s = text, n = size;
  if (rec) stack.push(48);
  var q1125 = p, r1126 = 0, e1128 = false;
  while (q1125 < n) {
    var p1129;
    if (q1125 < n && (c = s.charCodeAt(q1125), c < 128 && T7[c] === 1)) { p1129 = q1125 + 1; if (look === 0 && p1129 > far) far = p1129; } else { p1129 = -1; if (rec) fail(q1125, 8); }
    if (p1129 < 0) break;
    if (p1129 === q1125) { e1128 = true; break; }
    r1126++; q1125 = p1129;
    if (r1126 === 5) break;
  }
  if (rec && q1125 >= n && !e1128 && r1126 < 5) fail(q1125, 8);
  if (e1128 || r1126 >= 5) out = q1125; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 48; lastEnd = out; } }
  return out;
}
function d49(p) { // DODAAC
  var c, out, s = text, n = size;
  if (rec) stack.push(49);
  var q1130 = p, r1131 = 0, e1133 = false;
  while (q1130 < n) {
    var p1134;
    if (q1130 < n && (c = s.charCodeAt(q1130), c < 128 && T7[c] === 1)) { p1134 = q1130 + 1; if (look === 0 && p1134 > far) far = p1134; } else { p1134 = -1; if (rec) fail(q1130, 8); }
    if (p1134 < 0) break;
    if (p1134 === q1130) { e1133 = true; break; }
    r1131++; q1130 = p1134;
    if (r1131 === 6) break;
  }
  if (rec && q1130 >= n && !e1133 && r1131 < 6) fail(q1130, 8);
  if (e1133 || r1131 >= 6) out = q1130; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 49; lastEnd = out; } }
  return out;
}
function d50(p) { // CAGECodeOrDODAACChar
  var c, out, s = text, n = size;
  if (rec) stack.push(50);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 8); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 50; lastEnd = out; } }
  return out;
}
function d51(p) { // ADI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(51);
  L1135: {
    var k1136 = kn;
    var p1137;
    var p1138;
    look++;
    L1140: {
      var p1142;
      if (p < n && (c = s.charCodeAt(p), c === 97)) { p1142 = p + 1; if (look === 0 && p1142 > far) far = p1142; } else { p1142 = -1; if (rec) fail(p, 90); }
      if (p1142 < 0) { p1138 = -1;  break L1140; }
      var p1143;
      if (p1142 < n && (c = s.charCodeAt(p1142), c === 100)) { p1143 = p1142 + 1; if (look === 0 && p1143 > far) far = p1143; } else { p1143 = -1; if (rec) fail(p1142, 21, 1); }
      if (p1143 < 0) { p1138 = -1;  break L1140; }
      var p1144;
      if (p1143 < n && (c = s.charCodeAt(p1143), c === 105)) { p1144 = p1143 + 1; if (look === 0 && p1144 > far) far = p1144; } else { p1144 = -1; if (rec) fail(p1143, 48, 2); }
      if (p1144 < 0) { p1138 = -1;  break L1140; }
      var p1145;
      if (p1144 < n && (c = s.charCodeAt(p1144), c === 58)) { p1145 = p1144 + 1; if (look === 0 && p1145 > far) far = p1145; } else { p1145 = -1; if (rec) fail(p1144, 81, 3); }
      if (p1145 < 0) { p1138 = -1;  break L1140; }
      p1138 = p1145;
    }
    look--;
    p1137 = p1138 >= 0 ? p : -1;
    if (p1137 < 0) { out = -1; kn = k1136; break L1135; }
    var p1146;
    p1146 = d9(p1137);
    if (p1146 < 0) { out = -1; kn = k1136; break L1135; }
    var p1147;
    if (p1146 < n && (c = s.charCodeAt(p1146), c === 58)) { p1147 = p1146 + 1; if (look === 0 && p1147 > far) far = p1147; } else { p1147 = -1; if (rec) fail(p1146, 0); }
    if (p1147 < 0) { out = -1; kn = k1136; break L1135; }
    var p1148;
    p1148 = d52(p1147);
    if (p1148 < 0) { out = -1; kn = k1136; break L1135; }
    out = p1148;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 51; lastEnd = out; } }
  return out;
}
function d52(p) { // ADIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(52);
  L1149: {
    var p1151;
    p1151 = d47(p);
    if (p1151 < 0) { out = -1;  break L1149; }
    var p1152;
    if (p1151 < n && (c = s.charCodeAt(p1151), c === 46)) { p1152 = p1151 + 1; if (look === 0 && p1152 > far) far = p1152; } else { p1152 = -1; if (rec) fail(p1151, 7); }
    if (p1152 < 0) { out = -1;  break L1149; }
    var p1153;
    p1153 = d53(p1152);
    if (p1153 < 0) { out = -1;  break L1149; }
    var p1154;
    if (p1153 < n && (c = s.charCodeAt(p1153), c === 46)) { p1154 = p1153 + 1; if (look === 0 && p1154 > far) far = p1154; } else { p1154 = -1; if (rec) fail(p1153, 7); }
    if (p1154 < 0) { out = -1;  break L1149; }
    var p1155;
    p1155 = d54(p1154);
    if (p1155 < 0) { out = -1;  break L1149; }
    out = p1155;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 52; lastEnd = out; } }
  return out;
}
function d53(p) { // ADIComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(53);
  var q1156 = p, r1157 = 0, e1159 = false;
  while (q1156 < n) {
    var p1160;
    p1160 = d55(q1156);
    if (p1160 < 0) break;
    if (p1160 === q1156) { e1159 = true; break; }
    r1157++; q1156 = p1160;
  }
  if (rec && q1156 >= n && !e1159) fail(q1156, 91);
  if (e1159 || r1157 >= 0) out = q1156; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 53; lastEnd = out; } }
  return out;
}
function d54(p) { // ADIExtendedComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(54);
  L1161: {
    var p1163;
    var q1164 = p, r1165 = 0, e1167 = false;
    while (q1164 < n) {
      var p1168;
      L1169: {
        var p1171;
        if (q1164 < n && (c = s.charCodeAt(q1164), c === 37)) { p1171 = q1164 + 1; if (look === 0 && p1171 > far) far = p1171; } else { p1171 = -1; if (rec) fail(q1164, 92); }
        if (p1171 < 0) { p1168 = -1;  break L1169; }
        var p1172;
        if (p1171 < n && (c = s.charCodeAt(p1171), c === 50)) { p1172 = p1171 + 1; if (look === 0 && p1172 > far) far = p1172; } else { p1172 = -1; if (rec) fail(p1171, 93, 1); }
        if (p1172 < 0) { p1168 = -1;  break L1169; }
        var p1173;
        if (p1172 < n && (c = s.charCodeAt(p1172), c === 51)) { p1173 = p1172 + 1; if (look === 0 && p1173 > far) far = p1173; } else { p1173 = -1; if (rec) fail(p1172, 94, 2); }
        if (p1173 < 0) { p1168 = -1;  break L1169; }
        p1168 = p1173;
      }
      if (p1168 < 0) break;
      if (p1168 === q1164) { e1167 = true; break; }
      r1165++; q1164 = p1168;
      if (r1165 === 1) break;
    }
    if (rec && q1164 >= n && !e1167 && r1165 < 1) fail(q1164, 95);
    if (e1167 || r1165 >= 0) p1163 = q1164; else { p1163 = -1;  }
    if (p1163 < 0) { out = -1;  break L1161; }
    var p1174;
    var q1175 = p1163, r1176 = 0, e1178 = false;
    while (q1175 < n) {
      var p1179;
      p1179 = d55(q1175);
      if (p1179 < 0) break;
      if (p1179 === q1175) { e1178 = true; break; }
      r1176++; q1175 = p1179;
    }
    if (rec && q1175 >= n && !e1178) fail(q1175, 91);
    if (e1178 || r1176 >= 1) p1174 = q1175; else { p1174 = -1;  }
    if (p1174 < 0) { out = -1;  break L1161; }
    out = p1174;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 54; lastEnd = out; } }
  return out;
}
function d55(p) { // ADIChar
  var c, out, s = text, n = size;
  if (rec) stack.push(55);
  L1180: {
    var p1181;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p1181 = p + 1; if (look === 0 && p1181 > far) far = p1181; } else { p1181 = -1; if (rec) fail(p, 9); }
    if (p1181 >= 0) { out = p1181; break L1180; }
    var p1182;
    L1183: {
      var p1185;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1185 = p + 1; if (look === 0 && p1185 > far) far = p1185; } else { p1185 = -1; if (rec) fail(p, 96); }
      if (p1185 < 0) { p1182 = -1;  break L1183; }
      var p1186;
      if (p1185 < n && (c = s.charCodeAt(p1185), c === 50)) { p1186 = p1185 + 1; if (look === 0 && p1186 > far) far = p1186; } else { p1186 = -1; if (rec) fail(p1185, 93, 1); }
      if (p1186 < 0) { p1182 = -1;  break L1183; }
      var p1187;
      if (p1186 < n && (c = s.charCodeAt(p1186), (c | 32) === 102)) { p1187 = p1186 + 1; if (look === 0 && p1187 > far) far = p1187; } else { p1187 = -1; if (rec) fail(p1186, 97, 2); }
      if (p1187 < 0) { p1182 = -1;  break L1183; }
      p1182 = p1187;
    }
    if (p1182 >= 0) { out = p1182; break L1180; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 55; lastEnd = out; } }
  return out;
}
function d56(p) { // BIC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(56);
  L1188: {
    var k1189 = kn;
    var p1190;
    var p1191;
    look++;
    L1193: {
      var p1195;
      if (p < n && (c = s.charCodeAt(p), c === 98)) { p1195 = p + 1; if (look === 0 && p1195 > far) far = p1195; } else { p1195 = -1; if (rec) fail(p, 98); }
      if (p1195 < 0) { p1191 = -1;  break L1193; }
      var p1196;
      if (p1195 < n && (c = s.charCodeAt(p1195), c === 105)) { p1196 = p1195 + 1; if (look === 0 && p1196 > far) far = p1196; } else { p1196 = -1; if (rec) fail(p1195, 40, 1); }
      if (p1196 < 0) { p1191 = -1;  break L1193; }
      var p1197;
      if (p1196 < n && (c = s.charCodeAt(p1196), c === 99)) { p1197 = p1196 + 1; if (look === 0 && p1197 > far) far = p1197; } else { p1197 = -1; if (rec) fail(p1196, 31, 2); }
      if (p1197 < 0) { p1191 = -1;  break L1193; }
      var p1198;
      if (p1197 < n && (c = s.charCodeAt(p1197), c === 58)) { p1198 = p1197 + 1; if (look === 0 && p1198 > far) far = p1198; } else { p1198 = -1; if (rec) fail(p1197, 81, 3); }
      if (p1198 < 0) { p1191 = -1;  break L1193; }
      p1191 = p1198;
    }
    look--;
    p1190 = p1191 >= 0 ? p : -1;
    if (p1190 < 0) { out = -1; kn = k1189; break L1188; }
    var p1199;
    p1199 = d9(p1190);
    if (p1199 < 0) { out = -1; kn = k1189; break L1188; }
    var p1200;
    if (p1199 < n && (c = s.charCodeAt(p1199), c === 58)) { p1200 = p1199 + 1; if (look === 0 && p1200 > far) far = p1200; } else { p1200 = -1; if (rec) fail(p1199, 0); }
    if (p1200 < 0) { out = -1; kn = k1189; break L1188; }
    var p1201;
    p1201 = d57(p1200);
    if (p1201 < 0) { out = -1; kn = k1189; break L1188; }
    out = p1201;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 56; lastEnd = out; } }
  return out;
}
function d57(p) { // BICURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(57);
  L1202: {
    var p1204;
    var q1205 = p, r1206 = 0, e1208 = false;
    while (q1205 < n) {
      var p1209;
      if (q1205 < n && (c = s.charCodeAt(q1205), c < 128 && T2[c] === 1)) { p1209 = q1205 + 1; if (look === 0 && p1209 > far) far = p1209; } else { p1209 = -1; if (rec) fail(q1205, 3); }
      if (p1209 < 0) break;
      if (p1209 === q1205) { e1208 = true; break; }
      r1206++; q1205 = p1209;
      if (r1206 === 3) break;
    }
    if (rec && q1205 >= n && !e1208 && r1206 < 3) fail(q1205, 3);
    if (e1208 || r1206 >= 3) p1204 = q1205; else { p1204 = -1;  }
    if (p1204 < 0) { out = -1;  break L1202; }
    var p1210;
    if (p1204 < n && (c = s.charCodeAt(p1204), c < 128 && T9[c] === 1)) { p1210 = p1204 + 1; if (look === 0 && p1210 > far) far = p1210; } else { p1210 = -1; if (rec) fail(p1204, 99); }
    if (p1210 < 0) { out = -1;  break L1202; }
    var p1211;
    var q1212 = p1210, r1213 = 0, e1215 = false;
    while (q1212 < n) {
      var p1216;
      if (q1212 < n && (c = s.charCodeAt(q1212), c < 128 && T4[c] === 1)) { p1216 = q1212 + 1; if (look === 0 && p1216 > far) far = p1216; } else { p1216 = -1; if (rec) fail(q1212, 5); }
      if (p1216 < 0) break;
      if (p1216 === q1212) { e1215 = true; break; }
      r1213++; q1212 = p1216;
      if (r1213 === 6) break;
    }
    if (rec && q1212 >= n && !e1215 && r1213 < 6) fail(q1212, 5);
    if (e1215 || r1213 >= 6) p1211 = q1212; else { p1211 = -1;  }
    if (p1211 < 0) { out = -1;  break L1202; }
    var p1217;
    if (p1211 < n && (c = s.charCodeAt(p1211), c < 128 && T4[c] === 1)) { p1217 = p1211 + 1; if (look === 0 && p1217 > far) far = p1217; } else { p1217 = -1; if (rec) fail(p1211, 5); }
    if (p1217 < 0) { out = -1;  break L1202; }
    out = p1217;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 57; lastEnd = out; } }
  return out;
}
function d58(p) { // IMOVN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(58);
  L1218: {
    var k1219 = kn;
    var p1220;
    var p1221;
    look++;
    L1223: {
      var p1225;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p1225 = p + 1; if (look === 0 && p1225 > far) far = p1225; } else { p1225 = -1; if (rec) fail(p, 100); }
      if (p1225 < 0) { p1221 = -1;  break L1223; }
      var p1226;
      if (p1225 < n && (c = s.charCodeAt(p1225), c === 109)) { p1226 = p1225 + 1; if (look === 0 && p1226 > far) far = p1226; } else { p1226 = -1; if (rec) fail(p1225, 67, 1); }
      if (p1226 < 0) { p1221 = -1;  break L1223; }
      var p1227;
      if (p1226 < n && (c = s.charCodeAt(p1226), c === 111)) { p1227 = p1226 + 1; if (look === 0 && p1227 > far) far = p1227; } else { p1227 = -1; if (rec) fail(p1226, 68, 2); }
      if (p1227 < 0) { p1221 = -1;  break L1223; }
      var p1228;
      if (p1227 < n && (c = s.charCodeAt(p1227), c === 118)) { p1228 = p1227 + 1; if (look === 0 && p1228 > far) far = p1228; } else { p1228 = -1; if (rec) fail(p1227, 69, 3); }
      if (p1228 < 0) { p1221 = -1;  break L1223; }
      var p1229;
      if (p1228 < n && (c = s.charCodeAt(p1228), c === 110)) { p1229 = p1228 + 1; if (look === 0 && p1229 > far) far = p1229; } else { p1229 = -1; if (rec) fail(p1228, 28, 4); }
      if (p1229 < 0) { p1221 = -1;  break L1223; }
      var p1230;
      if (p1229 < n && (c = s.charCodeAt(p1229), c === 58)) { p1230 = p1229 + 1; if (look === 0 && p1230 > far) far = p1230; } else { p1230 = -1; if (rec) fail(p1229, 71, 5); }
      if (p1230 < 0) { p1221 = -1;  break L1223; }
      p1221 = p1230;
    }
    look--;
    p1220 = p1221 >= 0 ? p : -1;
    if (p1220 < 0) { out = -1; kn = k1219; break L1218; }
    var p1231;
    p1231 = d9(p1220);
    if (p1231 < 0) { out = -1; kn = k1219; break L1218; }
    var p1232;
    if (p1231 < n && (c = s.charCodeAt(p1231), c === 58)) { p1232 = p1231 + 1; if (look === 0 && p1232 > far) far = p1232; } else { p1232 = -1; if (rec) fail(p1231, 0); }
    if (p1232 < 0) { out = -1; kn = k1219; break L1218; }
    var p1233;
    p1233 = d59(p1232);
    if (p1233 < 0) { out = -1; kn = k1219; break L1218; }
    out = p1233;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 58; lastEnd = out; } }
  return out;
}
function d59(p) { // IMOVNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(59);
  var q1234 = p, r1235 = 0, e1237 = false;
  while (q1234 < n) {
    var p1238;
    if (q1234 < n && (c = s.charCodeAt(q1234), c < 128 && T4[c] === 1)) { p1238 = q1234 + 1; if (look === 0 && p1238 > far) far = p1238; } else { p1238 = -1; if (rec) fail(q1234, 5); }
    if (p1238 < 0) break;
    if (p1238 === q1234) { e1237 = true; break; }
    r1235++; q1234 = p1238;
    if (r1235 === 7) break;
  }
  if (rec && q1234 >= n && !e1237 && r1235 < 7) fail(q1234, 5);
  if (e1237 || r1235 >= 7) out = q1234; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 59; lastEnd = out; } }
  return out;
}
function d60(p) { // NumericComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(60);
  L1239: {
    var p1240;
    if (p < n && (c = s.charCodeAt(p), c === 48)) { p1240 = p + 1; if (look === 0 && p1240 > far) far = p1240; } else { p1240 = -1; if (rec) fail(p, 10); }
    if (p1240 >= 0) { out = p1240; break L1239; }
    var p1241;
    p1241 = d62(p);
    if (p1241 >= 0) { out = p1241; break L1239; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 60; lastEnd = out; } }
  return out;
}
function d61(p) { // ZeroComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(61);
  if (p < n && (c = s.charCodeAt(p), c === 48)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 10); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 61; lastEnd = out; } }
  return out;
}
function d62(p) { // NonZeroComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(62);
  L1242: {
    var p1244;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p1244 = p + 1; if (look === 0 && p1244 > far) far = p1244; } else { p1244 = -1; if (rec) fail(p, 11); }
    if (p1244 < 0) { out = -1;  break L1242; }
    var p1245;
    var q1246 = p1244;
    while (q1246 < n && (c = s.charCodeAt(q1246), T4[c] === 1)) q1246++;
    if (look === 0 && q1246 > far) far = q1246; if (rec) fail(q1246, 5);
    p1245 = q1246 - p1244 >= 0 ? q1246 : -1;
    if (p1245 < 0) { out = -1;  break L1242; }
    out = p1245;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 62; lastEnd = out; } }
  return out;
}
function d63(p) { // PaddedNumericComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(63);
  var q1248 = p;
  while (q1248 < n && (c = s.charCodeAt(q1248), T4[c] === 1)) q1248++;
  if (look === 0 && q1248 > far) far = q1248; if (rec) fail(q1248, 5);
  out = q1248 - p >= 1 ? q1248 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 63; lastEnd = out; } }
  return out;
}
function d64(p) { // PaddedNumericComponentOrEmpty
  var c, out, s = text, n = size;
  if (rec) stack.push(64);
  var q1250 = p;
  while (q1250 < n && (c = s.charCodeAt(q1250), T4[c] === 1)) q1250++;
  if (look === 0 && q1250 > far) far = q1250; if (rec) fail(q1250, 5);
  out = q1250 - p >= 0 ? q1250 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 64; lastEnd = out; } }
  return out;
}
function d65(p) { // NonZeroDigit
  var c, out, s = text, n = size;
  if (rec) stack.push(65);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 11); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 65; lastEnd = out; } }
  return out;
}
function d66(p) { // UpperAlpha
  var c, out, s = text, n = size;
  if (rec) stack.push(66);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 66; lastEnd = out; } }
  return out;
}
function d67(p) { // LowerAlpha
  var c, out, s = text, n = size;
  if (rec) stack.push(67);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 67; lastEnd = out; } }
  return out;
}
function d68(p) { // OtherChar
  var c, out, s = text, n = size;
  if (rec) stack.push(68);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T11[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 12); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 68; lastEnd = out; } }
  return out;
}
function d69(p) { // UpperHexChar
  var c, out, s = text, n = size;
  if (rec) stack.push(69);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T12[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 13); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 69; lastEnd = out; } }
  return out;
}
function d70(p) { // HexChar
  var c, out, s = text, n = size;
  if (rec) stack.push(70);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T13[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 14); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 70; lastEnd = out; } }
  return out;
}
function d71(p) { // Escape
  var c, out, s = text, n = size;
  if (rec) stack.push(71);
  L1252: {
    var p1254;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1254 = p + 1; if (look === 0 && p1254 > far) far = p1254; } else { p1254 = -1; if (rec) fail(p, 95); }
    if (p1254 < 0) { out = -1;  break L1252; }
    var p1255;
    if (p1254 < n && (c = s.charCodeAt(p1254), c < 128 && T13[c] === 1)) { p1255 = p1254 + 1; if (look === 0 && p1255 > far) far = p1255; } else { p1255 = -1; if (rec) fail(p1254, 14); }
    if (p1255 < 0) { out = -1;  break L1252; }
    var p1256;
    if (p1255 < n && (c = s.charCodeAt(p1255), c < 128 && T13[c] === 1)) { p1256 = p1255 + 1; if (look === 0 && p1256 > far) far = p1256; } else { p1256 = -1; if (rec) fail(p1255, 14); }
    if (p1256 < 0) { out = -1;  break L1252; }
    out = p1256;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 71; lastEnd = out; } }
  return out;
}
function d72(p) { // GS3A3Char
  var c, out, s = text, n = size;
  if (rec) stack.push(72);
  L1257: {
    var p1258;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p1258 = p + 1; if (look === 0 && p1258 > far) far = p1258; } else { p1258 = -1; if (rec) fail(p, 15); }
    if (p1258 >= 0) { out = p1258; break L1257; }
    var p1259;
    p1259 = d71(p);
    if (p1259 >= 0) { out = p1259; break L1257; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 72; lastEnd = out; } }
  return out;
}
function d73(p) { // GS3A3Component
  var c, out, s = text, n = size;
  if (rec) stack.push(73);
  var q1260 = p, r1261 = 0, e1263 = false;
  while (q1260 < n) {
    var p1264;
    p1264 = d72(q1260);
    if (p1264 < 0) break;
    if (p1264 === q1260) { e1263 = true; break; }
    r1261++; q1260 = p1264;
  }
  if (rec && q1260 >= n && !e1263) fail(q1260, 101);
  if (e1263 || r1261 >= 1) out = q1260; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 73; lastEnd = out; } }
  return out;
}
function d74(p) { // CPRefChar
  var c, out, s = text, n = size;
  if (rec) stack.push(74);
  L1265: {
    var p1266;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p1266 = p + 1; if (look === 0 && p1266 > far) far = p1266; } else { p1266 = -1; if (rec) fail(p, 9); }
    if (p1266 >= 0) { out = p1266; break L1265; }
    var p1267;
    L1268: {
      var p1270;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1270 = p + 1; if (look === 0 && p1270 > far) far = p1270; } else { p1270 = -1; if (rec) fail(p, 96); }
      if (p1270 < 0) { p1267 = -1;  break L1268; }
      var p1271;
      if (p1270 < n && (c = s.charCodeAt(p1270), c === 50)) { p1271 = p1270 + 1; if (look === 0 && p1271 > far) far = p1271; } else { p1271 = -1; if (rec) fail(p1270, 93, 1); }
      if (p1271 < 0) { p1267 = -1;  break L1268; }
      var p1272;
      if (p1271 < n && (c = s.charCodeAt(p1271), (c | 32) === 102)) { p1272 = p1271 + 1; if (look === 0 && p1272 > far) far = p1272; } else { p1272 = -1; if (rec) fail(p1271, 97, 2); }
      if (p1272 < 0) { p1267 = -1;  break L1268; }
      p1267 = p1272;
    }
    if (p1267 >= 0) { out = p1267; break L1265; }
    var p1273;
    L1274: {
      var p1276;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1276 = p + 1; if (look === 0 && p1276 > far) far = p1276; } else { p1276 = -1; if (rec) fail(p, 92); }
      if (p1276 < 0) { p1273 = -1;  break L1274; }
      var p1277;
      if (p1276 < n && (c = s.charCodeAt(p1276), c === 50)) { p1277 = p1276 + 1; if (look === 0 && p1277 > far) far = p1277; } else { p1277 = -1; if (rec) fail(p1276, 93, 1); }
      if (p1277 < 0) { p1273 = -1;  break L1274; }
      var p1278;
      if (p1277 < n && (c = s.charCodeAt(p1277), c === 51)) { p1278 = p1277 + 1; if (look === 0 && p1278 > far) far = p1278; } else { p1278 = -1; if (rec) fail(p1277, 94, 2); }
      if (p1278 < 0) { p1273 = -1;  break L1274; }
      p1273 = p1278;
    }
    if (p1273 >= 0) { out = p1273; break L1265; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 74; lastEnd = out; } }
  return out;
}
function d75(p) { // CPRefComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(75);
  var q1279 = p, r1280 = 0, e1282 = false;
  while (q1279 < n) {
    var p1283;
    p1283 = d74(q1279);
    if (p1283 < 0) break;
    if (p1283 === q1279) { e1282 = true; break; }
    r1280++; q1279 = p1283;
  }
  if (rec && q1279 >= n && !e1282) fail(q1279, 91);
  if (e1282 || r1280 >= 1) out = q1279; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 75; lastEnd = out; } }
  return out;
}
function d76(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(76);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T15[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 16); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 76; lastEnd = out; } }
  return out;
}
function d77(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(77);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 77; lastEnd = out; } }
  return out;
}
function d78(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(78);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T13[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 14); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 78; lastEnd = out; } }
  return out;
}
function d79(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack.push(79);
  L1284: {
    var p1285;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T16[c] === 1)) { p1285 = p + 1; if (look === 0 && p1285 > far) far = p1285; } else { p1285 = -1; if (rec) fail(p, 17); }
    if (p1285 >= 0) { out = p1285; break L1284; }
    var p1286;
    p1286 = d81(p);
    if (p1286 >= 0) { out = p1286; break L1284; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 79; lastEnd = out; } }
  return out;
}
function d80(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(80);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T17[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 18); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 80; lastEnd = out; } }
  return out;
}
function d81(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(81);
  L1287: {
    var p1289;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1289 = p + 1; if (look === 0 && p1289 > far) far = p1289; } else { p1289 = -1; if (rec) fail(p, 95); }
    if (p1289 < 0) { out = -1;  break L1287; }
    var p1290;
    if (p1289 < n && (c = s.charCodeAt(p1289), c < 128 && T13[c] === 1)) { p1290 = p1289 + 1; if (look === 0 && p1290 > far) far = p1290; } else { p1290 = -1; if (rec) fail(p1289, 14); }
    if (p1290 < 0) { out = -1;  break L1287; }
    var p1291;
    if (p1290 < n && (c = s.charCodeAt(p1290), c < 128 && T13[c] === 1)) { p1291 = p1290 + 1; if (look === 0 && p1291 > far) far = p1291; } else { p1291 = -1; if (rec) fail(p1290, 14); }
    if (p1291 < 0) { out = -1;  break L1287; }
    out = p1291;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 81; lastEnd = out; } }
  return out;
}
function d82(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(82);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T18[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 19); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 82; lastEnd = out; } }
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
