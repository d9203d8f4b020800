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
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90]]},{"set":[[97,122]]},{"set":[[48,57]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[46,46]]},{"set":[[48,57],[65,72],[74,78],[80,90]]},{"set":[[45,45],[48,57],[65,90]]},{"set":[[48,48]]},{"set":[[49,57]]},{"set":[[33,33],[39,46],[58,59],[61,61],[95,95]]},{"set":[[48,57],[65,70]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[39,46],[48,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"id:","caseless":false,"at":0},{"literal":"id:","caseless":false,"at":1},{"literal":"id:","caseless":false,"at":2},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"literal":"sgtin","caseless":false,"at":0},{"literal":"sgtin","caseless":false,"at":1},{"literal":"sgtin","caseless":false,"at":2},{"literal":"sgtin","caseless":false,"at":3},{"literal":"sgtin","caseless":false,"at":4},{"literal":"sscc","caseless":false,"at":0},{"literal":"sscc","caseless":false,"at":1},{"literal":"sscc","caseless":false,"at":2},{"literal":"sscc","caseless":false,"at":3},{"literal":"sgln","caseless":false,"at":0},{"literal":"sgln","caseless":false,"at":1},{"literal":"sgln","caseless":false,"at":2},{"literal":"sgln","caseless":false,"at":3},{"literal":"grai","caseless":false,"at":0},{"literal":"grai","caseless":false,"at":1},{"literal":"grai","caseless":false,"at":2},{"literal":"grai","caseless":false,"at":3},{"literal":"giai","caseless":false,"at":0},{"literal":"giai","caseless":false,"at":1},{"literal":"giai","caseless":false,"at":2},{"literal":"giai","caseless":false,"at":3},{"literal":"gsrnp","caseless":false,"at":0},{"literal":"gsrnp","caseless":false,"at":1},{"literal":"gsrnp","caseless":false,"at":2},{"literal":"gsrnp","caseless":false,"at":3},{"literal":"gsrnp","caseless":false,"at":4},{"literal":"gsrn","caseless":false,"at":0},{"literal":"gsrn","caseless":false,"at":1},{"literal":"gsrn","caseless":false,"at":2},{"literal":"gsrn","caseless":false,"at":3},{"literal":"gdti","caseless":false,"at":0},{"literal":"gdti","caseless":false,"at":1},{"literal":"gdti","caseless":false,"at":2},{"literal":"gdti","caseless":false,"at":3},{"literal":"cpi","caseless":false,"at":0},{"literal":"cpi","caseless":false,"at":1},{"literal":"cpi","caseless":false,"at":2},{"literal":"sgcn","caseless":false,"at":0},{"literal":"sgcn","caseless":false,"at":1},{"literal":"sgcn","caseless":false,"at":2},{"literal":"sgcn","caseless":false,"at":3},{"literal":"ginc","caseless":false,"at":0},{"literal":"ginc","caseless":false,"at":1},{"literal":"ginc","caseless":false,"at":2},{"literal":"ginc","caseless":false,"at":3},{"literal":"gsin","caseless":false,"at":0},{"literal":"gsin","caseless":false,"at":1},{"literal":"gsin","caseless":false,"at":2},{"literal":"gsin","caseless":false,"at":3},{"literal":"itip","caseless":false,"at":0},{"literal":"itip","caseless":false,"at":1},{"literal":"itip","caseless":false,"at":2},{"literal":"itip","caseless":false,"at":3},{"literal":"upui","caseless":false,"at":0},{"literal":"upui","caseless":false,"at":1},{"literal":"upui","caseless":false,"at":2},{"literal":"upui","caseless":false,"at":3},{"literal":"pgln","caseless":false,"at":0},{"literal":"pgln","caseless":false,"at":1},{"literal":"pgln","caseless":false,"at":2},{"literal":"pgln","caseless":false,"at":3},{"literal":"gid","caseless":false,"at":0},{"literal":"gid","caseless":false,"at":1},{"literal":"gid","caseless":false,"at":2},{"literal":"usdod","caseless":false,"at":0},{"literal":"usdod","caseless":false,"at":1},{"literal":"usdod","caseless":false,"at":2},{"literal":"usdod","caseless":false,"at":3},{"literal":"usdod","caseless":false,"at":4},{"literal":"adi","caseless":false,"at":0},{"literal":"adi","caseless":false,"at":1},{"literal":"adi","caseless":false,"at":2},{"literal":"bic","caseless":false,"at":0},{"literal":"bic","caseless":false,"at":1},{"literal":"bic","caseless":false,"at":2},{"literal":"imovn","caseless":false,"at":0},{"literal":"imovn","caseless":false,"at":1},{"literal":"imovn","caseless":false,"at":2},{"literal":"imovn","caseless":false,"at":3},{"literal":"imovn","caseless":false,"at":4},{"literal":"sgtin:","caseless":false,"at":0},{"literal":"sgtin:","caseless":false,"at":1},{"literal":"sgtin:","caseless":false,"at":2},{"literal":"sgtin:","caseless":false,"at":3},{"literal":"sgtin:","caseless":false,"at":4},{"literal":"sgtin:","caseless":false,"at":5},{"literal":"sscc:","caseless":false,"at":0},{"literal":"sscc:","caseless":false,"at":1},{"literal":"sscc:","caseless":false,"at":2},{"literal":"sscc:","caseless":false,"at":3},{"literal":"sscc:","caseless":false,"at":4},{"literal":"sgln:","caseless":false,"at":0},{"literal":"sgln:","caseless":false,"at":1},{"literal":"sgln:","caseless":false,"at":2},{"literal":"sgln:","caseless":false,"at":3},{"literal":"sgln:","caseless":false,"at":4},{"literal":"grai:","caseless":false,"at":0},{"literal":"grai:","caseless":false,"at":1},{"literal":"grai:","caseless":false,"at":2},{"literal":"grai:","caseless":false,"at":3},{"literal":"grai:","caseless":false,"at":4},{"literal":"giai:","caseless":false,"at":0},{"literal":"giai:","caseless":false,"at":1},{"literal":"giai:","caseless":false,"at":2},{"literal":"giai:","caseless":false,"at":3},{"literal":"giai:","caseless":false,"at":4},{"literal":"gsrn:","caseless":false,"at":0},{"literal":"gsrn:","caseless":false,"at":1},{"literal":"gsrn:","caseless":false,"at":2},{"literal":"gsrn:","caseless":false,"at":3},{"literal":"gsrn:","caseless":false,"at":4},{"literal":"gsrnp:","caseless":false,"at":0},{"literal":"gsrnp:","caseless":false,"at":1},{"literal":"gsrnp:","caseless":false,"at":2},{"literal":"gsrnp:","caseless":false,"at":3},{"literal":"gsrnp:","caseless":false,"at":4},{"literal":"gsrnp:","caseless":false,"at":5},{"literal":"gdti:","caseless":false,"at":0},{"literal":"gdti:","caseless":false,"at":1},{"literal":"gdti:","caseless":false,"at":2},{"literal":"gdti:","caseless":false,"at":3},{"literal":"gdti:","caseless":false,"at":4},{"literal":"cpi:","caseless":false,"at":0},{"literal":"cpi:","caseless":false,"at":1},{"literal":"cpi:","caseless":false,"at":2},{"literal":"cpi:","caseless":false,"at":3},{"literal":"sgcn:","caseless":false,"at":0},{"literal":"sgcn:","caseless":false,"at":1},{"literal":"sgcn:","caseless":false,"at":2},{"literal":"sgcn:","caseless":false,"at":3},{"literal":"sgcn:","caseless":false,"at":4},{"literal":"ginc:","caseless":false,"at":0},{"literal":"ginc:","caseless":false,"at":1},{"literal":"ginc:","caseless":false,"at":2},{"literal":"ginc:","caseless":false,"at":3},{"literal":"ginc:","caseless":false,"at":4},{"literal":"gsin:","caseless":false,"at":0},{"literal":"gsin:","caseless":false,"at":1},{"literal":"gsin:","caseless":false,"at":2},{"literal":"gsin:","caseless":false,"at":3},{"literal":"gsin:","caseless":false,"at":4},{"literal":"itip:","caseless":false,"at":0},{"literal":"itip:","caseless":false,"at":1},{"literal":"itip:","caseless":false,"at":2},{"literal":"itip:","caseless":false,"at":3},{"literal":"itip:","caseless":false,"at":4},{"literal":"upui:","caseless":false,"at":0},{"literal":"upui:","caseless":false,"at":1},{"literal":"upui:","caseless":false,"at":2},{"literal":"upui:","caseless":false,"at":3},{"literal":"upui:","caseless":false,"at":4},{"literal":"pgln:","caseless":false,"at":0},{"literal":"pgln:","caseless":false,"at":1},{"literal":"pgln:","caseless":false,"at":2},{"literal":"pgln:","caseless":false,"at":3},{"literal":"pgln:","caseless":false,"at":4},{"literal":"gid:","caseless":false,"at":0},{"literal":"gid:","caseless":false,"at":1},{"literal":"gid:","caseless":false,"at":2},{"literal":"gid:","caseless":false,"at":3},{"literal":"usdod:","caseless":false,"at":0},{"literal":"usdod:","caseless":false,"at":1},{"literal":"usdod:","caseless":false,"at":2},{"literal":"usdod:","caseless":false,"at":3},{"literal":"usdod:","caseless":false,"at":4},{"literal":"usdod:","caseless":false,"at":5},{"literal":"adi:","caseless":false,"at":0},{"literal":"adi:","caseless":false,"at":1},{"literal":"adi:","caseless":false,"at":2},{"literal":"adi:","caseless":false,"at":3},{"set":[[37,37],[45,45],[48,57],[65,90]]},{"literal":"%23","caseless":true,"at":0},{"literal":"%23","caseless":true,"at":1},{"literal":"%23","caseless":true,"at":2},{"set":[[37,37]]},{"literal":"%2f","caseless":true,"at":0},{"literal":"%2f","caseless":true,"at":1},{"literal":"%2f","caseless":true,"at":2},{"literal":"bic:","caseless":false,"at":0},{"literal":"bic:","caseless":false,"at":1},{"literal":"bic:","caseless":false,"at":2},{"literal":"bic:","caseless":false,"at":3},{"set":[[74,74],[85,85],[90,90]]},{"literal":"imovn:","caseless":false,"at":0},{"literal":"imovn:","caseless":false,"at":1},{"literal":"imovn:","caseless":false,"at":2},{"literal":"imovn:","caseless":false,"at":3},{"literal":"imovn:","caseless":false,"at":4},{"literal":"imovn:","caseless":false,"at":5},{"set":[[33,33],[37,37],[39,46],[48,59],[61,61],[65,90],[95,95],[97,122]]}];
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
  L480: {
    var p481;
    L482: {
      var k483 = kn;
      var p484;
      var p485;
      look++;
      L487: {
        var p489;
        if (p < n && (c = s.charCodeAt(p), c === 105)) { p489 = p + 1; if (look === 0 && p489 > far) far = p489; } else { p489 = -1; if (rec) fail(p, 20); }
        if (p489 < 0) { p485 = -1;  break L487; }
        var p490;
        if (p489 < n && (c = s.charCodeAt(p489), c === 100)) { p490 = p489 + 1; if (look === 0 && p490 > far) far = p490; } else { p490 = -1; if (rec) fail(p489, 21, 1); }
        if (p490 < 0) { p485 = -1;  break L487; }
        var p491;
        if (p490 < n && (c = s.charCodeAt(p490), c === 58)) { p491 = p490 + 1; if (look === 0 && p491 > far) far = p491; } else { p491 = -1; if (rec) fail(p490, 22, 2); }
        if (p491 < 0) { p485 = -1;  break L487; }
        p485 = p491;
      }
      look--;
      p484 = p485 >= 0 ? p : -1;
      if (p484 < 0) { p481 = -1; kn = k483; break L482; }
      var p492;
      p492 = d1(p484);
      if (p492 < 0) { p481 = -1; kn = k483; break L482; }
      var p493;
      if (p492 < n && (c = s.charCodeAt(p492), c === 58)) { p493 = p492 + 1; if (look === 0 && p493 > far) far = p493; } else { p493 = -1; if (rec) fail(p492, 0); }
      if (p493 < 0) { p481 = -1; kn = k483; break L482; }
      var p494;
      p494 = d10(p493);
      if (p494 < 0) { p481 = -1; kn = k483; break L482; }
      p481 = p494;
    }
    if (p481 >= 0) { out = p481; break L480; }
    var p495;
    L496: {
      var k497 = kn;
      var p498;
      var p499;
      look++; nots++;
      L501: {
        var p503;
        if (p < n && (c = s.charCodeAt(p), c === 105)) { p503 = p + 1; if (look === 0 && p503 > far) far = p503; } else { p503 = -1; if (rec) fail(p, 20); }
        if (p503 < 0) { p499 = -1;  break L501; }
        var p504;
        if (p503 < n && (c = s.charCodeAt(p503), c === 100)) { p504 = p503 + 1; if (look === 0 && p504 > far) far = p504; } else { p504 = -1; if (rec) fail(p503, 21, 1); }
        if (p504 < 0) { p499 = -1;  break L501; }
        var p505;
        if (p504 < n && (c = s.charCodeAt(p504), c === 58)) { p505 = p504 + 1; if (look === 0 && p505 > far) far = p505; } else { p505 = -1; if (rec) fail(p504, 22, 2); }
        if (p505 < 0) { p499 = -1;  break L501; }
        p499 = p505;
      }
      look--; nots--;
      p498 = p499 >= 0 ? -1 : p;
      if (p498 < 0) { p495 = -1; kn = k497; break L496; }
      var p506;
      p506 = d1(p498);
      if (p506 < 0) { p495 = -1; kn = k497; break L496; }
      var p507;
      if (p506 < n && (c = s.charCodeAt(p506), c === 58)) { p507 = p506 + 1; if (look === 0 && p507 > far) far = p507; } else { p507 = -1; if (rec) fail(p506, 0); }
      if (p507 < 0) { p495 = -1; kn = k497; break L496; }
      var p508;
      p508 = d7(p507);
      if (p508 < 0) { p495 = -1; kn = k497; break L496; }
      p495 = p508;
    }
    if (p495 >= 0) { out = p495; break L480; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // sub-ns-name
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L509: {
    var p511;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p511 = p + 1; if (look === 0 && p511 > far) far = p511; } else { p511 = -1; if (rec) fail(p, 1); }
    if (p511 < 0) { out = -1;  break L509; }
    var p512;
    var q513 = p511, r514 = 0, e516 = false;
    while (q513 < n) {
      var p517;
      var q518 = q513;
      while (q518 < n && (c = s.charCodeAt(q518), T1[c] === 1)) q518++;
      if (look === 0 && q518 > far) far = q518; if (rec) fail(q518, 2);
      p517 = q518 - q513 >= 1 ? q518 : -1;
      if (p517 < 0) break;
      if (p517 === q513) { e516 = true; break; }
      r514++; q513 = p517;
      if (r514 === 1) break;
    }
    if (rec && q513 >= n && !e516 && r514 < 1) fail(q513, 2);
    if (e516 || r514 >= 0) p512 = q513; else { p512 = -1;  }
    if (p512 < 0) { out = -1;  break L509; }
    out = p512;
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
  L520: {
    var k521 = kn;
    var p522;
    var p523;
    look++;
    p523 = d8(p);
    look--;
    p522 = p523 >= 0 ? p : -1;
    if (p522 < 0) { out = -1; kn = k521; break L520; }
    var p525;
    var q526 = p522, r527 = 0, e529 = false, k528 = kn;
    while (q526 < n) {
      var p530;
      L531: {
        var k532 = kn;
        var p533;
        p533 = d9(q526);
        if (p533 < 0) { p530 = -1; kn = k532; break L531; }
        var p534;
        if (p533 < n && (c = s.charCodeAt(p533), c === 58)) { p534 = p533 + 1; if (look === 0 && p534 > far) far = p534; } else { p534 = -1; if (rec) fail(p533, 0); }
        if (p534 < 0) { p530 = -1; kn = k532; break L531; }
        p530 = p534;
      }
      if (p530 < 0) break;
      if (p530 === q526) { e529 = true; break; }
      r527++; q526 = p530;
      if (r527 === 1) break;
    }
    if (rec && q526 >= n && !e529 && r527 < 1) fail(q526, 2);
    if (e529 || r527 >= 0) p525 = q526; else { p525 = -1; kn = k528; }
    if (p525 < 0) { out = -1; kn = k521; break L520; }
    var p535;
    var q536 = p525, r537 = 0, e539 = false;
    while (q536 < n) {
      var p540;
      p540 = d8(q536);
      if (p540 < 0) break;
      if (p540 === q536) { e539 = true; break; }
      r537++; q536 = p540;
    }
    if (rec && q536 >= n && !e539) fail(q536, 23);
    if (e539 || r537 >= 0) p535 = q536; else { p535 = -1;  }
    if (p535 < 0) { out = -1; kn = k521; break L520; }
    out = p535;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // URN-chars
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L541: {
    var p542;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p542 = p + 1; if (look === 0 && p542 > far) far = p542; } else { p542 = -1; if (rec) fail(p, 6); }
    if (p542 >= 0) { out = p542; break L541; }
    var p543;
    p543 = d79(p);
    if (p543 >= 0) { out = p543; break L541; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // epc-scheme
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  var q544 = p;
  while (q544 < n && (c = s.charCodeAt(q544), T1[c] === 1)) q544++;
  if (look === 0 && q544 > far) far = q544; if (rec) fail(q544, 2);
  out = q544 - p >= 1 ? q544 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // epc-id-body
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L546: {
    var p547;
    L548: {
      var k549 = kn;
      var p550;
      var p551;
      look++;
      L553: {
        var p555;
        p555 = d11(p);
        if (p555 < 0) { p551 = -1;  break L553; }
        var p556;
        if (p555 < n && (c = s.charCodeAt(p555), c === 58)) { p556 = p555 + 1; if (look === 0 && p556 > far) far = p556; } else { p556 = -1; if (rec) fail(p555, 0); }
        if (p556 < 0) { p551 = -1;  break L553; }
        p551 = p556;
      }
      look--;
      p550 = p551 >= 0 ? p : -1;
      if (p550 < 0) { p547 = -1; kn = k549; break L548; }
      var p557;
      p557 = d12(p550);
      if (p557 < 0) { p547 = -1; kn = k549; break L548; }
      p547 = p557;
    }
    if (p547 >= 0) { out = p547; break L546; }
    var p558;
    L559: {
      var k560 = kn;
      var p561;
      var p562;
      look++; nots++;
      L564: {
        var p566;
        p566 = d11(p);
        if (p566 < 0) { p562 = -1;  break L564; }
        var p567;
        if (p566 < n && (c = s.charCodeAt(p566), c === 58)) { p567 = p566 + 1; if (look === 0 && p567 > far) far = p567; } else { p567 = -1; if (rec) fail(p566, 0); }
        if (p567 < 0) { p562 = -1;  break L564; }
        p562 = p567;
      }
      look--; nots--;
      p561 = p562 >= 0 ? -1 : p;
      if (p561 < 0) { p558 = -1; kn = k560; break L559; }
      var p568;
      p568 = d7(p561);
      if (p568 < 0) { p558 = -1; kn = k560; break L559; }
      p558 = p568;
    }
    if (p558 >= 0) { out = p558; break L546; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // id-scheme-known
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  L569: {
    var p570;
    L571: {
      var p573;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p573 = p + 1; if (look === 0 && p573 > far) far = p573; } else { p573 = -1; if (rec) fail(p, 24); }
      if (p573 < 0) { p570 = -1;  break L571; }
      var p574;
      if (p573 < n && (c = s.charCodeAt(p573), c === 103)) { p574 = p573 + 1; if (look === 0 && p574 > far) far = p574; } else { p574 = -1; if (rec) fail(p573, 25, 1); }
      if (p574 < 0) { p570 = -1;  break L571; }
      var p575;
      if (p574 < n && (c = s.charCodeAt(p574), c === 116)) { p575 = p574 + 1; if (look === 0 && p575 > far) far = p575; } else { p575 = -1; if (rec) fail(p574, 26, 2); }
      if (p575 < 0) { p570 = -1;  break L571; }
      var p576;
      if (p575 < n && (c = s.charCodeAt(p575), c === 105)) { p576 = p575 + 1; if (look === 0 && p576 > far) far = p576; } else { p576 = -1; if (rec) fail(p575, 27, 3); }
      if (p576 < 0) { p570 = -1;  break L571; }
      var p577;
      if (p576 < n && (c = s.charCodeAt(p576), c === 110)) { p577 = p576 + 1; if (look === 0 && p577 > far) far = p577; } else { p577 = -1; if (rec) fail(p576, 28, 4); }
      if (p577 < 0) { p570 = -1;  break L571; }
      p570 = p577;
    }
    if (p570 >= 0) { out = p570; break L569; }
    var p578;
    L579: {
      var p581;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p581 = p + 1; if (look === 0 && p581 > far) far = p581; } else { p581 = -1; if (rec) fail(p, 29); }
      if (p581 < 0) { p578 = -1;  break L579; }
      var p582;
      if (p581 < n && (c = s.charCodeAt(p581), c === 115)) { p582 = p581 + 1; if (look === 0 && p582 > far) far = p582; } else { p582 = -1; if (rec) fail(p581, 30, 1); }
      if (p582 < 0) { p578 = -1;  break L579; }
      var p583;
      if (p582 < n && (c = s.charCodeAt(p582), c === 99)) { p583 = p582 + 1; if (look === 0 && p583 > far) far = p583; } else { p583 = -1; if (rec) fail(p582, 31, 2); }
      if (p583 < 0) { p578 = -1;  break L579; }
      var p584;
      if (p583 < n && (c = s.charCodeAt(p583), c === 99)) { p584 = p583 + 1; if (look === 0 && p584 > far) far = p584; } else { p584 = -1; if (rec) fail(p583, 32, 3); }
      if (p584 < 0) { p578 = -1;  break L579; }
      p578 = p584;
    }
    if (p578 >= 0) { out = p578; break L569; }
    var p585;
    L586: {
      var p588;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p588 = p + 1; if (look === 0 && p588 > far) far = p588; } else { p588 = -1; if (rec) fail(p, 33); }
      if (p588 < 0) { p585 = -1;  break L586; }
      var p589;
      if (p588 < n && (c = s.charCodeAt(p588), c === 103)) { p589 = p588 + 1; if (look === 0 && p589 > far) far = p589; } else { p589 = -1; if (rec) fail(p588, 34, 1); }
      if (p589 < 0) { p585 = -1;  break L586; }
      var p590;
      if (p589 < n && (c = s.charCodeAt(p589), c === 108)) { p590 = p589 + 1; if (look === 0 && p590 > far) far = p590; } else { p590 = -1; if (rec) fail(p589, 35, 2); }
      if (p590 < 0) { p585 = -1;  break L586; }
      var p591;
      if (p590 < n && (c = s.charCodeAt(p590), c === 110)) { p591 = p590 + 1; if (look === 0 && p591 > far) far = p591; } else { p591 = -1; if (rec) fail(p590, 36, 3); }
      if (p591 < 0) { p585 = -1;  break L586; }
      p585 = p591;
    }
    if (p585 >= 0) { out = p585; break L569; }
    var p592;
    L593: {
      var p595;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p595 = p + 1; if (look === 0 && p595 > far) far = p595; } else { p595 = -1; if (rec) fail(p, 37); }
      if (p595 < 0) { p592 = -1;  break L593; }
      var p596;
      if (p595 < n && (c = s.charCodeAt(p595), c === 114)) { p596 = p595 + 1; if (look === 0 && p596 > far) far = p596; } else { p596 = -1; if (rec) fail(p595, 38, 1); }
      if (p596 < 0) { p592 = -1;  break L593; }
      var p597;
      if (p596 < n && (c = s.charCodeAt(p596), c === 97)) { p597 = p596 + 1; if (look === 0 && p597 > far) far = p597; } else { p597 = -1; if (rec) fail(p596, 39, 2); }
      if (p597 < 0) { p592 = -1;  break L593; }
      var p598;
      if (p597 < n && (c = s.charCodeAt(p597), c === 105)) { p598 = p597 + 1; if (look === 0 && p598 > far) far = p598; } else { p598 = -1; if (rec) fail(p597, 40, 3); }
      if (p598 < 0) { p592 = -1;  break L593; }
      p592 = p598;
    }
    if (p592 >= 0) { out = p592; break L569; }
    var p599;
    L600: {
      var p602;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p602 = p + 1; if (look === 0 && p602 > far) far = p602; } else { p602 = -1; if (rec) fail(p, 41); }
      if (p602 < 0) { p599 = -1;  break L600; }
      var p603;
      if (p602 < n && (c = s.charCodeAt(p602), c === 105)) { p603 = p602 + 1; if (look === 0 && p603 > far) far = p603; } else { p603 = -1; if (rec) fail(p602, 42, 1); }
      if (p603 < 0) { p599 = -1;  break L600; }
      var p604;
      if (p603 < n && (c = s.charCodeAt(p603), c === 97)) { p604 = p603 + 1; if (look === 0 && p604 > far) far = p604; } else { p604 = -1; if (rec) fail(p603, 43, 2); }
      if (p604 < 0) { p599 = -1;  break L600; }
      var p605;
      if (p604 < n && (c = s.charCodeAt(p604), c === 105)) { p605 = p604 + 1; if (look === 0 && p605 > far) far = p605; } else { p605 = -1; if (rec) fail(p604, 44, 3); }
      if (p605 < 0) { p599 = -1;  break L600; }
      p599 = p605;
    }
    if (p599 >= 0) { out = p599; break L569; }
    var p606;
    L607: {
      var p609;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p609 = p + 1; if (look === 0 && p609 > far) far = p609; } else { p609 = -1; if (rec) fail(p, 45); }
      if (p609 < 0) { p606 = -1;  break L607; }
      var p610;
      if (p609 < n && (c = s.charCodeAt(p609), c === 115)) { p610 = p609 + 1; if (look === 0 && p610 > far) far = p610; } else { p610 = -1; if (rec) fail(p609, 46, 1); }
      if (p610 < 0) { p606 = -1;  break L607; }
      var p611;
      if (p610 < n && (c = s.charCodeAt(p610), c === 114)) { p611 = p610 + 1; if (look === 0 && p611 > far) far = p611; } else { p611 = -1; if (rec) fail(p610, 47, 2); }
      if (p611 < 0) { p606 = -1;  break L607; }
      var p612;
      if (p611 < n && (c = s.charCodeAt(p611), c === 110)) { p612 = p611 + 1; if (look === 0 && p612 > far) far = p612; } else { p612 = -1; if (rec) fail(p611, 48, 3); }
      if (p612 < 0) { p606 = -1;  break L607; }
      var p613;
      if (p612 < n && (c = s.charCodeAt(p612), c === 112)) { p613 = p612 + 1; if (look === 0 && p613 > far) far = p613; } else { p613 = -1; if (rec) fail(p612, 49, 4); }
      if (p613 < 0) { p606 = -1;  break L607; }
      p606 = p613;
    }
    if (p606 >= 0) { out = p606; break L569; }
    var p614;
    L615: {
      var p617;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p617 = p + 1; if (look === 0 && p617 > far) far = p617; } else { p617 = -1; if (rec) fail(p, 50); }
      if (p617 < 0) { p614 = -1;  break L615; }
      var p618;
      if (p617 < n && (c = s.charCodeAt(p617), c === 115)) { p618 = p617 + 1; if (look === 0 && p618 > far) far = p618; } else { p618 = -1; if (rec) fail(p617, 51, 1); }
      if (p618 < 0) { p614 = -1;  break L615; }
      var p619;
      if (p618 < n && (c = s.charCodeAt(p618), c === 114)) { p619 = p618 + 1; if (look === 0 && p619 > far) far = p619; } else { p619 = -1; if (rec) fail(p618, 52, 2); }
      if (p619 < 0) { p614 = -1;  break L615; }
      var p620;
      if (p619 < n && (c = s.charCodeAt(p619), c === 110)) { p620 = p619 + 1; if (look === 0 && p620 > far) far = p620; } else { p620 = -1; if (rec) fail(p619, 53, 3); }
      if (p620 < 0) { p614 = -1;  break L615; }
      p614 = p620;
    }
    if (p614 >= 0) { out = p614; break L569; }
    var p621;
    L622: {
      var p624;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p624 = p + 1; if (look === 0 && p624 > far) far = p624; } else { p624 = -1; if (rec) fail(p, 54); }
      if (p624 < 0) { p621 = -1;  break L622; }
      var p625;
      if (p624 < n && (c = s.charCodeAt(p624), c === 100)) { p625 = p624 + 1; if (look === 0 && p625 > far) far = p625; } else { p625 = -1; if (rec) fail(p624, 55, 1); }
      if (p625 < 0) { p621 = -1;  break L622; }
      var p626;
      if (p625 < n && (c = s.charCodeAt(p625), c === 116)) { p626 = p625 + 1; if (look === 0 && p626 > far) far = p626; } else { p626 = -1; if (rec) fail(p625, 56, 2); }
      if (p626 < 0) { p621 = -1;  break L622; }
      var p627;
      if (p626 < n && (c = s.charCodeAt(p626), c === 105)) { p627 = p626 + 1; if (look === 0 && p627 > far) far = p627; } else { p627 = -1; if (rec) fail(p626, 57, 3); }
      if (p627 < 0) { p621 = -1;  break L622; }
      p621 = p627;
    }
    if (p621 >= 0) { out = p621; break L569; }
    var p628;
    L629: {
      var p631;
      if (p < n && (c = s.charCodeAt(p), c === 99)) { p631 = p + 1; if (look === 0 && p631 > far) far = p631; } else { p631 = -1; if (rec) fail(p, 58); }
      if (p631 < 0) { p628 = -1;  break L629; }
      var p632;
      if (p631 < n && (c = s.charCodeAt(p631), c === 112)) { p632 = p631 + 1; if (look === 0 && p632 > far) far = p632; } else { p632 = -1; if (rec) fail(p631, 59, 1); }
      if (p632 < 0) { p628 = -1;  break L629; }
      var p633;
      if (p632 < n && (c = s.charCodeAt(p632), c === 105)) { p633 = p632 + 1; if (look === 0 && p633 > far) far = p633; } else { p633 = -1; if (rec) fail(p632, 60, 2); }
      if (p633 < 0) { p628 = -1;  break L629; }
      p628 = p633;
    }
    if (p628 >= 0) { out = p628; break L569; }
    var p634;
    L635: {
      var p637;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p637 = p + 1; if (look === 0 && p637 > far) far = p637; } else { p637 = -1; if (rec) fail(p, 61); }
      if (p637 < 0) { p634 = -1;  break L635; }
      var p638;
      if (p637 < n && (c = s.charCodeAt(p637), c === 103)) { p638 = p637 + 1; if (look === 0 && p638 > far) far = p638; } else { p638 = -1; if (rec) fail(p637, 62, 1); }
      if (p638 < 0) { p634 = -1;  break L635; }
      var p639;
      if (p638 < n && (c = s.charCodeAt(p638), c === 99)) { p639 = p638 + 1; if (look === 0 && p639 > far) far = p639; } else { p639 = -1; if (rec) fail(p638, 63, 2); }
      if (p639 < 0) { p634 = -1;  break L635; }
      var p640;
      if (p639 < n && (c = s.charCodeAt(p639), c === 110)) { p640 = p639 + 1; if (look === 0 && p640 > far) far = p640; } else { p640 = -1; if (rec) fail(p639, 64, 3); }
      if (p640 < 0) { p634 = -1;  break L635; }
      p634 = p640;
    }
    if (p634 >= 0) { out = p634; break L569; }
    var p641;
    L642: {
      var p644;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p644 = p + 1; if (look === 0 && p644 > far) far = p644; } else { p644 = -1; if (rec) fail(p, 65); }
      if (p644 < 0) { p641 = -1;  break L642; }
      var p645;
      if (p644 < n && (c = s.charCodeAt(p644), c === 105)) { p645 = p644 + 1; if (look === 0 && p645 > far) far = p645; } else { p645 = -1; if (rec) fail(p644, 66, 1); }
      if (p645 < 0) { p641 = -1;  break L642; }
      var p646;
      if (p645 < n && (c = s.charCodeAt(p645), c === 110)) { p646 = p645 + 1; if (look === 0 && p646 > far) far = p646; } else { p646 = -1; if (rec) fail(p645, 67, 2); }
      if (p646 < 0) { p641 = -1;  break L642; }
      var p647;
      if (p646 < n && (c = s.charCodeAt(p646), c === 99)) { p647 = p646 + 1; if (look === 0 && p647 > far) far = p647; } else { p647 = -1; if (rec) fail(p646, 68, 3); }
      if (p647 < 0) { p641 = -1;  break L642; }
      p641 = p647;
    }
    if (p641 >= 0) { out = p641; break L569; }
    var p648;
    L649: {
      var p651;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p651 = p + 1; if (look === 0 && p651 > far) far = p651; } else { p651 = -1; if (rec) fail(p, 69); }
      if (p651 < 0) { p648 = -1;  break L649; }
      var p652;
      if (p651 < n && (c = s.charCodeAt(p651), c === 115)) { p652 = p651 + 1; if (look === 0 && p652 > far) far = p652; } else { p652 = -1; if (rec) fail(p651, 70, 1); }
      if (p652 < 0) { p648 = -1;  break L649; }
      var p653;
      if (p652 < n && (c = s.charCodeAt(p652), c === 105)) { p653 = p652 + 1; if (look === 0 && p653 > far) far = p653; } else { p653 = -1; if (rec) fail(p652, 71, 2); }
      if (p653 < 0) { p648 = -1;  break L649; }
      var p654;
      if (p653 < n && (c = s.charCodeAt(p653), c === 110)) { p654 = p653 + 1; if (look === 0 && p654 > far) far = p654; } else { p654 = -1; if (rec) fail(p653, 72, 3); }
      if (p654 < 0) { p648 = -1;  break L649; }
      p648 = p654;
    }
    if (p648 >= 0) { out = p648; break L569; }
    var p655;
    L656: {
      var p658;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p658 = p + 1; if (look === 0 && p658 > far) far = p658; } else { p658 = -1; if (rec) fail(p, 73); }
      if (p658 < 0) { p655 = -1;  break L656; }
      var p659;
      if (p658 < n && (c = s.charCodeAt(p658), c === 116)) { p659 = p658 + 1; if (look === 0 && p659 > far) far = p659; } else { p659 = -1; if (rec) fail(p658, 74, 1); }
      if (p659 < 0) { p655 = -1;  break L656; }
      var p660;
      if (p659 < n && (c = s.charCodeAt(p659), c === 105)) { p660 = p659 + 1; if (look === 0 && p660 > far) far = p660; } else { p660 = -1; if (rec) fail(p659, 75, 2); }
      if (p660 < 0) { p655 = -1;  break L656; }
      var p661;
      if (p660 < n && (c = s.charCodeAt(p660), c === 112)) { p661 = p660 + 1; if (look === 0 && p661 > far) far = p661; } else { p661 = -1; if (rec) fail(p660, 76, 3); }
      if (p661 < 0) { p655 = -1;  break L656; }
      p655 = p661;
    }
    if (p655 >= 0) { out = p655; break L569; }
    var p662;
    L663: {
      var p665;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p665 = p + 1; if (look === 0 && p665 > far) far = p665; } else { p665 = -1; if (rec) fail(p, 77); }
      if (p665 < 0) { p662 = -1;  break L663; }
      var p666;
      if (p665 < n && (c = s.charCodeAt(p665), c === 112)) { p666 = p665 + 1; if (look === 0 && p666 > far) far = p666; } else { p666 = -1; if (rec) fail(p665, 78, 1); }
      if (p666 < 0) { p662 = -1;  break L663; }
      var p667;
      if (p666 < n && (c = s.charCodeAt(p666), c === 117)) { p667 = p666 + 1; if (look === 0 && p667 > far) far = p667; } else { p667 = -1; if (rec) fail(p666, 79, 2); }
      if (p667 < 0) { p662 = -1;  break L663; }
      var p668;
      if (p667 < n && (c = s.charCodeAt(p667), c === 105)) { p668 = p667 + 1; if (look === 0 && p668 > far) far = p668; } else { p668 = -1; if (rec) fail(p667, 80, 3); }
      if (p668 < 0) { p662 = -1;  break L663; }
      p662 = p668;
    }
    if (p662 >= 0) { out = p662; break L569; }
    var p669;
    L670: {
      var p672;
      if (p < n && (c = s.charCodeAt(p), c === 112)) { p672 = p + 1; if (look === 0 && p672 > far) far = p672; } else { p672 = -1; if (rec) fail(p, 81); }
      if (p672 < 0) { p669 = -1;  break L670; }
      var p673;
      if (p672 < n && (c = s.charCodeAt(p672), c === 103)) { p673 = p672 + 1; if (look === 0 && p673 > far) far = p673; } else { p673 = -1; if (rec) fail(p672, 82, 1); }
      if (p673 < 0) { p669 = -1;  break L670; }
      var p674;
      if (p673 < n && (c = s.charCodeAt(p673), c === 108)) { p674 = p673 + 1; if (look === 0 && p674 > far) far = p674; } else { p674 = -1; if (rec) fail(p673, 83, 2); }
      if (p674 < 0) { p669 = -1;  break L670; }
      var p675;
      if (p674 < n && (c = s.charCodeAt(p674), c === 110)) { p675 = p674 + 1; if (look === 0 && p675 > far) far = p675; } else { p675 = -1; if (rec) fail(p674, 84, 3); }
      if (p675 < 0) { p669 = -1;  break L670; }
      p669 = p675;
    }
    if (p669 >= 0) { out = p669; break L569; }
    var p676;
    L677: {
      var p679;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p679 = p + 1; if (look === 0 && p679 > far) far = p679; } else { p679 = -1; if (rec) fail(p, 85); }
      if (p679 < 0) { p676 = -1;  break L677; }
      var p680;
      if (p679 < n && (c = s.charCodeAt(p679), c === 105)) { p680 = p679 + 1; if (look === 0 && p680 > far) far = p680; } else { p680 = -1; if (rec) fail(p679, 86, 1); }
      if (p680 < 0) { p676 = -1;  break L677; }
      var p681;
      if (p680 < n && (c = s.charCodeAt(p680), c === 100)) { p681 = p680 + 1; if (look === 0 && p681 > far) far = p681; } else { p681 = -1; if (rec) fail(p680, 87, 2); }
      if (p681 < 0) { p676 = -1;  break L677; }
      p676 = p681;
    }
    if (p676 >= 0) { out = p676; break L569; }
    var p682;
    L683: {
      var p685;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p685 = p + 1; if (look === 0 && p685 > far) far = p685; } else { p685 = -1; if (rec) fail(p, 88); }
      if (p685 < 0) { p682 = -1;  break L683; }
      var p686;
      if (p685 < n && (c = s.charCodeAt(p685), c === 115)) { p686 = p685 + 1; if (look === 0 && p686 > far) far = p686; } else { p686 = -1; if (rec) fail(p685, 89, 1); }
      if (p686 < 0) { p682 = -1;  break L683; }
      var p687;
      if (p686 < n && (c = s.charCodeAt(p686), c === 100)) { p687 = p686 + 1; if (look === 0 && p687 > far) far = p687; } else { p687 = -1; if (rec) fail(p686, 90, 2); }
      if (p687 < 0) { p682 = -1;  break L683; }
      var p688;
      if (p687 < n && (c = s.charCodeAt(p687), c === 111)) { p688 = p687 + 1; if (look === 0 && p688 > far) far = p688; } else { p688 = -1; if (rec) fail(p687, 91, 3); }
      if (p688 < 0) { p682 = -1;  break L683; }
      var p689;
      if (p688 < n && (c = s.charCodeAt(p688), c === 100)) { p689 = p688 + 1; if (look === 0 && p689 > far) far = p689; } else { p689 = -1; if (rec) fail(p688, 92, 4); }
      if (p689 < 0) { p682 = -1;  break L683; }
      p682 = p689;
    }
    if (p682 >= 0) { out = p682; break L569; }
    var p690;
    L691: {
      var p693;
      if (p < n && (c = s.charCodeAt(p), c === 97)) { p693 = p + 1; if (look === 0 && p693 > far) far = p693; } else { p693 = -1; if (rec) fail(p, 93); }
      if (p693 < 0) { p690 = -1;  break L691; }
      var p694;
      if (p693 < n && (c = s.charCodeAt(p693), c === 100)) { p694 = p693 + 1; if (look === 0 && p694 > far) far = p694; } else { p694 = -1; if (rec) fail(p693, 94, 1); }
      if (p694 < 0) { p690 = -1;  break L691; }
      var p695;
      if (p694 < n && (c = s.charCodeAt(p694), c === 105)) { p695 = p694 + 1; if (look === 0 && p695 > far) far = p695; } else { p695 = -1; if (rec) fail(p694, 95, 2); }
      if (p695 < 0) { p690 = -1;  break L691; }
      p690 = p695;
    }
    if (p690 >= 0) { out = p690; break L569; }
    var p696;
    L697: {
      var p699;
      if (p < n && (c = s.charCodeAt(p), c === 98)) { p699 = p + 1; if (look === 0 && p699 > far) far = p699; } else { p699 = -1; if (rec) fail(p, 96); }
      if (p699 < 0) { p696 = -1;  break L697; }
      var p700;
      if (p699 < n && (c = s.charCodeAt(p699), c === 105)) { p700 = p699 + 1; if (look === 0 && p700 > far) far = p700; } else { p700 = -1; if (rec) fail(p699, 97, 1); }
      if (p700 < 0) { p696 = -1;  break L697; }
      var p701;
      if (p700 < n && (c = s.charCodeAt(p700), c === 99)) { p701 = p700 + 1; if (look === 0 && p701 > far) far = p701; } else { p701 = -1; if (rec) fail(p700, 98, 2); }
      if (p701 < 0) { p696 = -1;  break L697; }
      p696 = p701;
    }
    if (p696 >= 0) { out = p696; break L569; }
    var p702;
    L703: {
      var p705;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p705 = p + 1; if (look === 0 && p705 > far) far = p705; } else { p705 = -1; if (rec) fail(p, 99); }
      if (p705 < 0) { p702 = -1;  break L703; }
      var p706;
      if (p705 < n && (c = s.charCodeAt(p705), c === 109)) { p706 = p705 + 1; if (look === 0 && p706 > far) far = p706; } else { p706 = -1; if (rec) fail(p705, 100, 1); }
      if (p706 < 0) { p702 = -1;  break L703; }
      var p707;
      if (p706 < n && (c = s.charCodeAt(p706), c === 111)) { p707 = p706 + 1; if (look === 0 && p707 > far) far = p707; } else { p707 = -1; if (rec) fail(p706, 101, 2); }
      if (p707 < 0) { p702 = -1;  break L703; }
      var p708;
      if (p707 < n && (c = s.charCodeAt(p707), c === 118)) { p708 = p707 + 1; if (look === 0 && p708 > far) far = p708; } else { p708 = -1; if (rec) fail(p707, 102, 3); }
      if (p708 < 0) { p702 = -1;  break L703; }
      var p709;
      if (p708 < n && (c = s.charCodeAt(p708), c === 110)) { p709 = p708 + 1; if (look === 0 && p709 > far) far = p709; } else { p709 = -1; if (rec) fail(p708, 103, 4); }
      if (p709 < 0) { p702 = -1;  break L703; }
      p702 = p709;
    }
    if (p702 >= 0) { out = p702; break L569; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // EPC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L710: {
    var p711;
    p711 = d13(p);
    if (p711 >= 0) { out = p711; break L710; }
    var p712;
    p712 = d15(p);
    if (p712 >= 0) { out = p712; break L710; }
    var p713;
    p713 = d17(p);
    if (p713 >= 0) { out = p713; break L710; }
    var p714;
    p714 = d19(p);
    if (p714 >= 0) { out = p714; break L710; }
    var p715;
    p715 = d21(p);
    if (p715 >= 0) { out = p715; break L710; }
    var p716;
    p716 = d23(p);
    if (p716 >= 0) { out = p716; break L710; }
    var p717;
    p717 = d25(p);
    if (p717 >= 0) { out = p717; break L710; }
    var p718;
    p718 = d27(p);
    if (p718 >= 0) { out = p718; break L710; }
    var p719;
    p719 = d29(p);
    if (p719 >= 0) { out = p719; break L710; }
    var p720;
    p720 = d31(p);
    if (p720 >= 0) { out = p720; break L710; }
    var p721;
    p721 = d33(p);
    if (p721 >= 0) { out = p721; break L710; }
    var p722;
    p722 = d35(p);
    if (p722 >= 0) { out = p722; break L710; }
    var p723;
    p723 = d37(p);
    if (p723 >= 0) { out = p723; break L710; }
    var p724;
    p724 = d39(p);
    if (p724 >= 0) { out = p724; break L710; }
    var p725;
    p725 = d41(p);
    if (p725 >= 0) { out = p725; break L710; }
    var p726;
    p726 = d43(p);
    if (p726 >= 0) { out = p726; break L710; }
    var p727;
    p727 = d45(p);
    if (p727 >= 0) { out = p727; break L710; }
    var p728;
    p728 = d51(p);
    if (p728 >= 0) { out = p728; break L710; }
    var p729;
    p729 = d56(p);
    if (p729 >= 0) { out = p729; break L710; }
    var p730;
    p730 = d58(p);
    if (p730 >= 0) { out = p730; break L710; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // SGTIN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L731: {
    var k732 = kn;
    var p733;
    var p734;
    look++;
    L736: {
      var p738;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p738 = p + 1; if (look === 0 && p738 > far) far = p738; } else { p738 = -1; if (rec) fail(p, 104); }
      if (p738 < 0) { p734 = -1;  break L736; }
      var p739;
      if (p738 < n && (c = s.charCodeAt(p738), c === 103)) { p739 = p738 + 1; if (look === 0 && p739 > far) far = p739; } else { p739 = -1; if (rec) fail(p738, 105, 1); }
      if (p739 < 0) { p734 = -1;  break L736; }
      var p740;
      if (p739 < n && (c = s.charCodeAt(p739), c === 116)) { p740 = p739 + 1; if (look === 0 && p740 > far) far = p740; } else { p740 = -1; if (rec) fail(p739, 106, 2); }
      if (p740 < 0) { p734 = -1;  break L736; }
      var p741;
      if (p740 < n && (c = s.charCodeAt(p740), c === 105)) { p741 = p740 + 1; if (look === 0 && p741 > far) far = p741; } else { p741 = -1; if (rec) fail(p740, 107, 3); }
      if (p741 < 0) { p734 = -1;  break L736; }
      var p742;
      if (p741 < n && (c = s.charCodeAt(p741), c === 110)) { p742 = p741 + 1; if (look === 0 && p742 > far) far = p742; } else { p742 = -1; if (rec) fail(p741, 108, 4); }
      if (p742 < 0) { p734 = -1;  break L736; }
      var p743;
      if (p742 < n && (c = s.charCodeAt(p742), c === 58)) { p743 = p742 + 1; if (look === 0 && p743 > far) far = p743; } else { p743 = -1; if (rec) fail(p742, 109, 5); }
      if (p743 < 0) { p734 = -1;  break L736; }
      p734 = p743;
    }
    look--;
    p733 = p734 >= 0 ? p : -1;
    if (p733 < 0) { out = -1; kn = k732; break L731; }
    var p744;
    p744 = d9(p733);
    if (p744 < 0) { out = -1; kn = k732; break L731; }
    var p745;
    if (p744 < n && (c = s.charCodeAt(p744), c === 58)) { p745 = p744 + 1; if (look === 0 && p745 > far) far = p745; } else { p745 = -1; if (rec) fail(p744, 0); }
    if (p745 < 0) { out = -1; kn = k732; break L731; }
    var p746;
    p746 = d14(p745);
    if (p746 < 0) { out = -1; kn = k732; break L731; }
    out = p746;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // SGTINURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  L747: {
    var p749;
    var q750 = p, r751 = 0, e753 = false;
    while (q750 < n) {
      var p754;
      L755: {
        var p757;
        p757 = d63(q750);
        if (p757 < 0) { p754 = -1;  break L755; }
        var p758;
        if (p757 < n && (c = s.charCodeAt(p757), c === 46)) { p758 = p757 + 1; if (look === 0 && p758 > far) far = p758; } else { p758 = -1; if (rec) fail(p757, 7); }
        if (p758 < 0) { p754 = -1;  break L755; }
        p754 = p758;
      }
      if (p754 < 0) break;
      if (p754 === q750) { e753 = true; break; }
      r751++; q750 = p754;
      if (r751 === 2) break;
    }
    if (rec && q750 >= n && !e753 && r751 < 2) fail(q750, 5);
    if (e753 || r751 >= 2) p749 = q750; else { p749 = -1;  }
    if (p749 < 0) { out = -1;  break L747; }
    var p759;
    p759 = d73(p749);
    if (p759 < 0) { out = -1;  break L747; }
    out = p759;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // SSCC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  L760: {
    var k761 = kn;
    var p762;
    var p763;
    look++;
    L765: {
      var p767;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p767 = p + 1; if (look === 0 && p767 > far) far = p767; } else { p767 = -1; if (rec) fail(p, 110); }
      if (p767 < 0) { p763 = -1;  break L765; }
      var p768;
      if (p767 < n && (c = s.charCodeAt(p767), c === 115)) { p768 = p767 + 1; if (look === 0 && p768 > far) far = p768; } else { p768 = -1; if (rec) fail(p767, 111, 1); }
      if (p768 < 0) { p763 = -1;  break L765; }
      var p769;
      if (p768 < n && (c = s.charCodeAt(p768), c === 99)) { p769 = p768 + 1; if (look === 0 && p769 > far) far = p769; } else { p769 = -1; if (rec) fail(p768, 112, 2); }
      if (p769 < 0) { p763 = -1;  break L765; }
      var p770;
      if (p769 < n && (c = s.charCodeAt(p769), c === 99)) { p770 = p769 + 1; if (look === 0 && p770 > far) far = p770; } else { p770 = -1; if (rec) fail(p769, 113, 3); }
      if (p770 < 0) { p763 = -1;  break L765; }
      var p771;
      if (p770 < n && (c = s.charCodeAt(p770), c === 58)) { p771 = p770 + 1; if (look === 0 && p771 > far) far = p771; } else { p771 = -1; if (rec) fail(p770, 114, 4); }
      if (p771 < 0) { p763 = -1;  break L765; }
      p763 = p771;
    }
    look--;
    p762 = p763 >= 0 ? p : -1;
    if (p762 < 0) { out = -1; kn = k761; break L760; }
    var p772;
    p772 = d9(p762);
    if (p772 < 0) { out = -1; kn = k761; break L760; }
    var p773;
    if (p772 < n && (c = s.charCodeAt(p772), c === 58)) { p773 = p772 + 1; if (look === 0 && p773 > far) far = p773; } else { p773 = -1; if (rec) fail(p772, 0); }
    if (p773 < 0) { out = -1; kn = k761; break L760; }
    var p774;
    p774 = d16(p773);
    if (p774 < 0) { out = -1; kn = k761; break L760; }
    out = p774;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; } }
  return out;
}
function d16(p) { // SSCCURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(16);
  L775: {
    var p777;
    p777 = d63(p);
    if (p777 < 0) { out = -1;  break L775; }
    var p778;
    if (p777 < n && (c = s.charCodeAt(p777), c === 46)) { p778 = p777 + 1; if (look === 0 && p778 > far) far = p778; } else { p778 = -1; if (rec) fail(p777, 7); }
    if (p778 < 0) { out = -1;  break L775; }
    var p779;
    p779 = d63(p778);
    if (p779 < 0) { out = -1;  break L775; }
    out = p779;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; } }
  return out;
}
function d17(p) { // SGLN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(17);
  L780: {
    var k781 = kn;
    var p782;
    var p783;
    look++;
    L785: {
      var p787;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p787 = p + 1; if (look === 0 && p787 > far) far = p787; } else { p787 = -1; if (rec) fail(p, 115); }
      if (p787 < 0) { p783 = -1;  break L785; }
      var p788;
      if (p787 < n && (c = s.charCodeAt(p787), c === 103)) { p788 = p787 + 1; if (look === 0 && p788 > far) far = p788; } else { p788 = -1; if (rec) fail(p787, 116, 1); }
      if (p788 < 0) { p783 = -1;  break L785; }
      var p789;
      if (p788 < n && (c = s.charCodeAt(p788), c === 108)) { p789 = p788 + 1; if (look === 0 && p789 > far) far = p789; } else { p789 = -1; if (rec) fail(p788, 117, 2); }
      if (p789 < 0) { p783 = -1;  break L785; }
      var p790;
      if (p789 < n && (c = s.charCodeAt(p789), c === 110)) { p790 = p789 + 1; if (look === 0 && p790 > far) far = p790; } else { p790 = -1; if (rec) fail(p789, 118, 3); }
      if (p790 < 0) { p783 = -1;  break L785; }
      var p791;
      if (p790 < n && (c = s.charCodeAt(p790), c === 58)) { p791 = p790 + 1; if (look === 0 && p791 > far) far = p791; } else { p791 = -1; if (rec) fail(p790, 119, 4); }
      if (p791 < 0) { p783 = -1;  break L785; }
      p783 = p791;
    }
    look--;
    p782 = p783 >= 0 ? p : -1;
    if (p782 < 0) { out = -1; kn = k781; break L780; }
    var p792;
    p792 = d9(p782);
    if (p792 < 0) { out = -1; kn = k781; break L780; }
    var p793;
    if (p792 < n && (c = s.charCodeAt(p792), c === 58)) { p793 = p792 + 1; if (look === 0 && p793 > far) far = p793; } else { p793 = -1; if (rec) fail(p792, 0); }
    if (p793 < 0) { out = -1; kn = k781; break L780; }
    var p794;
    p794 = d18(p793);
    if (p794 < 0) { out = -1; kn = k781; break L780; }
    out = p794;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; } }
  return out;
}
function d18(p) { // SGLNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(18);
  L795: {
    var p797;
    p797 = d63(p);
    if (p797 < 0) { out = -1;  break L795; }
    var p798;
    if (p797 < n && (c = s.charCodeAt(p797), c === 46)) { p798 = p797 + 1; if (look === 0 && p798 > far) far = p798; } else { p798 = -1; if (rec) fail(p797, 7); }
    if (p798 < 0) { out = -1;  break L795; }
    var p799;
    p799 = d64(p798);
    if (p799 < 0) { out = -1;  break L795; }
    var p800;
    if (p799 < n && (c = s.charCodeAt(p799), c === 46)) { p800 = p799 + 1; if (look === 0 && p800 > far) far = p800; } else { p800 = -1; if (rec) fail(p799, 7); }
    if (p800 < 0) { out = -1;  break L795; }
    var p801;
    p801 = d73(p800);
    if (p801 < 0) { out = -1;  break L795; }
    out = p801;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; } }
  return out;
}
function d19(p) { // GRAI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(19);
  L802: {
    var k803 = kn;
    var p804;
    var p805;
    look++;
    L807: {
      var p809;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p809 = p + 1; if (look === 0 && p809 > far) far = p809; } else { p809 = -1; if (rec) fail(p, 120); }
      if (p809 < 0) { p805 = -1;  break L807; }
      var p810;
      if (p809 < n && (c = s.charCodeAt(p809), c === 114)) { p810 = p809 + 1; if (look === 0 && p810 > far) far = p810; } else { p810 = -1; if (rec) fail(p809, 121, 1); }
      if (p810 < 0) { p805 = -1;  break L807; }
      var p811;
      if (p810 < n && (c = s.charCodeAt(p810), c === 97)) { p811 = p810 + 1; if (look === 0 && p811 > far) far = p811; } else { p811 = -1; if (rec) fail(p810, 122, 2); }
      if (p811 < 0) { p805 = -1;  break L807; }
      var p812;
      if (p811 < n && (c = s.charCodeAt(p811), c === 105)) { p812 = p811 + 1; if (look === 0 && p812 > far) far = p812; } else { p812 = -1; if (rec) fail(p811, 123, 3); }
      if (p812 < 0) { p805 = -1;  break L807; }
      var p813;
      if (p812 < n && (c = s.charCodeAt(p812), c === 58)) { p813 = p812 + 1; if (look === 0 && p813 > far) far = p813; } else { p813 = -1; if (rec) fail(p812, 124, 4); }
      if (p813 < 0) { p805 = -1;  break L807; }
      p805 = p813;
    }
    look--;
    p804 = p805 >= 0 ? p : -1;
    if (p804 < 0) { out = -1; kn = k803; break L802; }
    var p814;
    p814 = d9(p804);
    if (p814 < 0) { out = -1; kn = k803; break L802; }
    var p815;
    if (p814 < n && (c = s.charCodeAt(p814), c === 58)) { p815 = p814 + 1; if (look === 0 && p815 > far) far = p815; } else { p815 = -1; if (rec) fail(p814, 0); }
    if (p815 < 0) { out = -1; kn = k803; break L802; }
    var p816;
    p816 = d20(p815);
    if (p816 < 0) { out = -1; kn = k803; break L802; }
    out = p816;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; } }
  return out;
}
function d20(p) { // GRAIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(20);
  L817: {
    var p819;
    p819 = d63(p);
    if (p819 < 0) { out = -1;  break L817; }
    var p820;
    if (p819 < n && (c = s.charCodeAt(p819), c === 46)) { p820 = p819 + 1; if (look === 0 && p820 > far) far = p820; } else { p820 = -1; if (rec) fail(p819, 7); }
    if (p820 < 0) { out = -1;  break L817; }
    var p821;
    p821 = d64(p820);
    if (p821 < 0) { out = -1;  break L817; }
    var p822;
    if (p821 < n && (c = s.charCodeAt(p821), c === 46)) { p822 = p821 + 1; if (look === 0 && p822 > far) far = p822; } else { p822 = -1; if (rec) fail(p821, 7); }
    if (p822 < 0) { out = -1;  break L817; }
    var p823;
    p823 = d73(p822);
    if (p823 < 0) { out = -1;  break L817; }
    out = p823;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 20; lastEnd = out; } }
  return out;
}
function d21(p) { // GIAI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(21);
  L824: {
    var k825 = kn;
    var p826;
    var p827;
    look++;
    L829: {
      var p831;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p831 = p + 1; if (look === 0 && p831 > far) far = p831; } else { p831 = -1; if (rec) fail(p, 125); }
      if (p831 < 0) { p827 = -1;  break L829; }
      var p832;
      if (p831 < n && (c = s.charCodeAt(p831), c === 105)) { p832 = p831 + 1; if (look === 0 && p832 > far) far = p832; } else { p832 = -1; if (rec) fail(p831, 126, 1); }
      if (p832 < 0) { p827 = -1;  break L829; }
      var p833;
      if (p832 < n && (c = s.charCodeAt(p832), c === 97)) { p833 = p832 + 1; if (look === 0 && p833 > far) far = p833; } else { p833 = -1; if (rec) fail(p832, 127, 2); }
      if (p833 < 0) { p827 = -1;  break L829; }
      var p834;
      if (p833 < n && (c = s.charCodeAt(p833), c === 105)) { p834 = p833 + 1; if (look === 0 && p834 > far) far = p834; } else { p834 = -1; if (rec) fail(p833, 128, 3); }
      if (p834 < 0) { p827 = -1;  break L829; }
      var p835;
      if (p834 < n && (c = s.charCodeAt(p834), c === 58)) { p835 = p834 + 1; if (look === 0 && p835 > far) far = p835; } else { p835 = -1; if (rec) fail(p834, 129, 4); }
      if (p835 < 0) { p827 = -1;  break L829; }
      p827 = p835;
    }
    look--;
    p826 = p827 >= 0 ? p : -1;
    if (p826 < 0) { out = -1; kn = k825; break L824; }
    var p836;
    p836 = d9(p826);
    if (p836 < 0) { out = -1; kn = k825; break L824; }
    var p837;
    if (p836 < n && (c = s.charCodeAt(p836), c === 58)) { p837 = p836 + 1; if (look === 0 && p837 > far) far = p837; } else { p837 = -1; if (rec) fail(p836, 0); }
    if (p837 < 0) { out = -1; kn = k825; break L824; }
    var p838;
    p838 = d22(p837);
    if (p838 < 0) { out = -1; kn = k825; break L824; }
    out = p838;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; } }
  return out;
}
function d22(p) { // GIAIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(22);
  L839: {
    var p841;
    p841 = d63(p);
    if (p841 < 0) { out = -1;  break L839; }
    var p842;
    if (p841 < n && (c = s.charCodeAt(p841), c === 46)) { p842 = p841 + 1; if (look === 0 && p842 > far) far = p842; } else { p842 = -1; if (rec) fail(p841, 7); }
    if (p842 < 0) { out = -1;  break L839; }
    var p843;
    p843 = d73(p842);
    if (p843 < 0) { out = -1;  break L839; }
    out = p843;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 22; lastEnd = out; } }
  return out;
}
function d23(p) { // GSRN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(23);
  L844: {
    var k845 = kn;
    var p846;
    var p847;
    look++;
    L849: {
      var p851;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p851 = p + 1; if (look === 0 && p851 > far) far = p851; } else { p851 = -1; if (rec) fail(p, 130); }
      if (p851 < 0) { p847 = -1;  break L849; }
      var p852;
      if (p851 < n && (c = s.charCodeAt(p851), c === 115)) { p852 = p851 + 1; if (look === 0 && p852 > far) far = p852; } else { p852 = -1; if (rec) fail(p851, 131, 1); }
      if (p852 < 0) { p847 = -1;  break L849; }
      var p853;
      if (p852 < n && (c = s.charCodeAt(p852), c === 114)) { p853 = p852 + 1; if (look === 0 && p853 > far) far = p853; } else { p853 = -1; if (rec) fail(p852, 132, 2); }
      if (p853 < 0) { p847 = -1;  break L849; }
      var p854;
      if (p853 < n && (c = s.charCodeAt(p853), c === 110)) { p854 = p853 + 1; if (look === 0 && p854 > far) far = p854; } else { p854 = -1; if (rec) fail(p853, 133, 3); }
      if (p854 < 0) { p847 = -1;  break L849; }
      var p855;
      if (p854 < n && (c = s.charCodeAt(p854), c === 58)) { p855 = p854 + 1; if (look === 0 && p855 > far) far = p855; } else { p855 = -1; if (rec) fail(p854, 134, 4); }
      if (p855 < 0) { p847 = -1;  break L849; }
      p847 = p855;
    }
    look--;
    p846 = p847 >= 0 ? p : -1;
    if (p846 < 0) { out = -1; kn = k845; break L844; }
    var p856;
    p856 = d9(p846);
    if (p856 < 0) { out = -1; kn = k845; break L844; }
    var p857;
    if (p856 < n && (c = s.charCodeAt(p856), c === 58)) { p857 = p856 + 1; if (look === 0 && p857 > far) far = p857; } else { p857 = -1; if (rec) fail(p856, 0); }
    if (p857 < 0) { out = -1; kn = k845; break L844; }
    var p858;
    p858 = d24(p857);
    if (p858 < 0) { out = -1; kn = k845; break L844; }
    out = p858;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 23; lastEnd = out; } }
  return out;
}
function d24(p) { // GSRNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(24);
  L859: {
    var p861;
    p861 = d63(p);
    if (p861 < 0) { out = -1;  break L859; }
    var p862;
    if (p861 < n && (c = s.charCodeAt(p861), c === 46)) { p862 = p861 + 1; if (look === 0 && p862 > far) far = p862; } else { p862 = -1; if (rec) fail(p861, 7); }
    if (p862 < 0) { out = -1;  break L859; }
    var p863;
    p863 = d63(p862);
    if (p863 < 0) { out = -1;  break L859; }
    out = p863;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 24; lastEnd = out; } }
  return out;
}
function d25(p) { // GSRNP-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(25);
  L864: {
    var k865 = kn;
    var p866;
    var p867;
    look++;
    L869: {
      var p871;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p871 = p + 1; if (look === 0 && p871 > far) far = p871; } else { p871 = -1; if (rec) fail(p, 135); }
      if (p871 < 0) { p867 = -1;  break L869; }
      var p872;
      if (p871 < n && (c = s.charCodeAt(p871), c === 115)) { p872 = p871 + 1; if (look === 0 && p872 > far) far = p872; } else { p872 = -1; if (rec) fail(p871, 136, 1); }
      if (p872 < 0) { p867 = -1;  break L869; }
      var p873;
      if (p872 < n && (c = s.charCodeAt(p872), c === 114)) { p873 = p872 + 1; if (look === 0 && p873 > far) far = p873; } else { p873 = -1; if (rec) fail(p872, 137, 2); }
      if (p873 < 0) { p867 = -1;  break L869; }
      var p874;
      if (p873 < n && (c = s.charCodeAt(p873), c === 110)) { p874 = p873 + 1; if (look === 0 && p874 > far) far = p874; } else { p874 = -1; if (rec) fail(p873, 138, 3); }
      if (p874 < 0) { p867 = -1;  break L869; }
      var p875;
      if (p874 < n && (c = s.charCodeAt(p874), c === 112)) { p875 = p874 + 1; if (look === 0 && p875 > far) far = p875; } else { p875 = -1; if (rec) fail(p874, 139, 4); }
      if (p875 < 0) { p867 = -1;  break L869; }
      var p876;
      if (p875 < n && (c = s.charCodeAt(p875), c === 58)) { p876 = p875 + 1; if (look === 0 && p876 > far) far = p876; } else { p876 = -1; if (rec) fail(p875, 140, 5); }
      if (p876 < 0) { p867 = -1;  break L869; }
      p867 = p876;
    }
    look--;
    p866 = p867 >= 0 ? p : -1;
    if (p866 < 0) { out = -1; kn = k865; break L864; }
    var p877;
    p877 = d9(p866);
    if (p877 < 0) { out = -1; kn = k865; break L864; }
    var p878;
    if (p877 < n && (c = s.charCodeAt(p877), c === 58)) { p878 = p877 + 1; if (look === 0 && p878 > far) far = p878; } else { p878 = -1; if (rec) fail(p877, 0); }
    if (p878 < 0) { out = -1; kn = k865; break L864; }
    var p879;
    p879 = d26(p878);
    if (p879 < 0) { out = -1; kn = k865; break L864; }
    out = p879;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 25; lastEnd = out; } }
  return out;
}
function d26(p) { // GSRNPURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(26);
  L880: {
    var p882;
    p882 = d63(p);
    if (p882 < 0) { out = -1;  break L880; }
    var p883;
    if (p882 < n && (c = s.charCodeAt(p882), c === 46)) { p883 = p882 + 1; if (look === 0 && p883 > far) far = p883; } else { p883 = -1; if (rec) fail(p882, 7); }
    if (p883 < 0) { out = -1;  break L880; }
    var p884;
    p884 = d63(p883);
    if (p884 < 0) { out = -1;  break L880; }
    out = p884;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 26; lastEnd = out; } }
  return out;
}
function d27(p) { // GDTI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(27);
  L885: {
    var k886 = kn;
    var p887;
    var p888;
    look++;
    L890: {
      var p892;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p892 = p + 1; if (look === 0 && p892 > far) far = p892; } else { p892 = -1; if (rec) fail(p, 141); }
      if (p892 < 0) { p888 = -1;  break L890; }
      var p893;
      if (p892 < n && (c = s.charCodeAt(p892), c === 100)) { p893 = p892 + 1; if (look === 0 && p893 > far) far = p893; } else { p893 = -1; if (rec) fail(p892, 142, 1); }
      if (p893 < 0) { p888 = -1;  break L890; }
      var p894;
      if (p893 < n && (c = s.charCodeAt(p893), c === 116)) { p894 = p893 + 1; if (look === 0 && p894 > far) far = p894; } else { p894 = -1; if (rec) fail(p893, 143, 2); }
      if (p894 < 0) { p888 = -1;  break L890; }
      var p895;
      if (p894 < n && (c = s.charCodeAt(p894), c === 105)) { p895 = p894 + 1; if (look === 0 && p895 > far) far = p895; } else { p895 = -1; if (rec) fail(p894, 144, 3); }
      if (p895 < 0) { p888 = -1;  break L890; }
      var p896;
      if (p895 < n && (c = s.charCodeAt(p895), c === 58)) { p896 = p895 + 1; if (look === 0 && p896 > far) far = p896; } else { p896 = -1; if (rec) fail(p895, 145, 4); }
      if (p896 < 0) { p888 = -1;  break L890; }
      p888 = p896;
    }
    look--;
    p887 = p888 >= 0 ? p : -1;
    if (p887 < 0) { out = -1; kn = k886; break L885; }
    var p897;
    p897 = d9(p887);
    if (p897 < 0) { out = -1; kn = k886; break L885; }
    var p898;
    if (p897 < n && (c = s.charCodeAt(p897), c === 58)) { p898 = p897 + 1; if (look === 0 && p898 > far) far = p898; } else { p898 = -1; if (rec) fail(p897, 0); }
    if (p898 < 0) { out = -1; kn = k886; break L885; }
    var p899;
    p899 = d28(p898);
    if (p899 < 0) { out = -1; kn = k886; break L885; }
    out = p899;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 27; lastEnd = out; } }
  return out;
}
function d28(p) { // GDTIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(28);
  L900: {
    var p902;
    p902 = d63(p);
    if (p902 < 0) { out = -1;  break L900; }
    var p903;
    if (p902 < n && (c = s.charCodeAt(p902), c === 46)) { p903 = p902 + 1; if (look === 0 && p903 > far) far = p903; } else { p903 = -1; if (rec) fail(p902, 7); }
    if (p903 < 0) { out = -1;  break L900; }
    var p904;
    p904 = d64(p903);
    if (p904 < 0) { out = -1;  break L900; }
    var p905;
    if (p904 < n && (c = s.charCodeAt(p904), c === 46)) { p905 = p904 + 1; if (look === 0 && p905 > far) far = p905; } else { p905 = -1; if (rec) fail(p904, 7); }
    if (p905 < 0) { out = -1;  break L900; }
    var p906;
    p906 = d73(p905);
    if (p906 < 0) { out = -1;  break L900; }
    out = p906;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 28; lastEnd = out; } }
  return out;
}
function d29(p) { // CPI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(29);
  L907: {
    var k908 = kn;
    var p909;
    var p910;
    look++;
    L912: {
      var p914;
      if (p < n && (c = s.charCodeAt(p), c === 99)) { p914 = p + 1; if (look === 0 && p914 > far) far = p914; } else { p914 = -1; if (rec) fail(p, 146); }
      if (p914 < 0) { p910 = -1;  break L912; }
      var p915;
      if (p914 < n && (c = s.charCodeAt(p914), c === 112)) { p915 = p914 + 1; if (look === 0 && p915 > far) far = p915; } else { p915 = -1; if (rec) fail(p914, 147, 1); }
      if (p915 < 0) { p910 = -1;  break L912; }
      var p916;
      if (p915 < n && (c = s.charCodeAt(p915), c === 105)) { p916 = p915 + 1; if (look === 0 && p916 > far) far = p916; } else { p916 = -1; if (rec) fail(p915, 148, 2); }
      if (p916 < 0) { p910 = -1;  break L912; }
      var p917;
      if (p916 < n && (c = s.charCodeAt(p916), c === 58)) { p917 = p916 + 1; if (look === 0 && p917 > far) far = p917; } else { p917 = -1; if (rec) fail(p916, 149, 3); }
      if (p917 < 0) { p910 = -1;  break L912; }
      p910 = p917;
    }
    look--;
    p909 = p910 >= 0 ? p : -1;
    if (p909 < 0) { out = -1; kn = k908; break L907; }
    var p918;
    p918 = d9(p909);
    if (p918 < 0) { out = -1; kn = k908; break L907; }
    var p919;
    if (p918 < n && (c = s.charCodeAt(p918), c === 58)) { p919 = p918 + 1; if (look === 0 && p919 > far) far = p919; } else { p919 = -1; if (rec) fail(p918, 0); }
    if (p919 < 0) { out = -1; kn = k908; break L907; }
    var p920;
    p920 = d30(p919);
    if (p920 < 0) { out = -1; kn = k908; break L907; }
    out = p920;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 29; lastEnd = out; } }
  return out;
}
function d30(p) { // CPIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(30);
  L921: {
    var p923;
    p923 = d63(p);
    if (p923 < 0) { out = -1;  break L921; }
    var p924;
    if (p923 < n && (c = s.charCodeAt(p923), c === 46)) { p924 = p923 + 1; if (look === 0 && p924 > far) far = p924; } else { p924 = -1; if (rec) fail(p923, 7); }
    if (p924 < 0) { out = -1;  break L921; }
    var p925;
    p925 = d75(p924);
    if (p925 < 0) { out = -1;  break L921; }
    var p926;
    if (p925 < n && (c = s.charCodeAt(p925), c === 46)) { p926 = p925 + 1; if (look === 0 && p926 > far) far = p926; } else { p926 = -1; if (rec) fail(p925, 7); }
    if (p926 < 0) { out = -1;  break L921; }
    var p927;
    p927 = d60(p926);
    if (p927 < 0) { out = -1;  break L921; }
    out = p927;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 30; lastEnd = out; } }
  return out;
}
function d31(p) { // SGCN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(31);
  L928: {
    var k929 = kn;
    var p930;
    var p931;
    look++;
    L933: {
      var p935;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p935 = p + 1; if (look === 0 && p935 > far) far = p935; } else { p935 = -1; if (rec) fail(p, 150); }
      if (p935 < 0) { p931 = -1;  break L933; }
      var p936;
      if (p935 < n && (c = s.charCodeAt(p935), c === 103)) { p936 = p935 + 1; if (look === 0 && p936 > far) far = p936; } else { p936 = -1; if (rec) fail(p935, 151, 1); }
      if (p936 < 0) { p931 = -1;  break L933; }
      var p937;
      if (p936 < n && (c = s.charCodeAt(p936), c === 99)) { p937 = p936 + 1; if (look === 0 && p937 > far) far = p937; } else { p937 = -1; if (rec) fail(p936, 152, 2); }
      if (p937 < 0) { p931 = -1;  break L933; }
      var p938;
      if (p937 < n && (c = s.charCodeAt(p937), c === 110)) { p938 = p937 + 1; if (look === 0 && p938 > far) far = p938; } else { p938 = -1; if (rec) fail(p937, 153, 3); }
      if (p938 < 0) { p931 = -1;  break L933; }
      var p939;
      if (p938 < n && (c = s.charCodeAt(p938), c === 58)) { p939 = p938 + 1; if (look === 0 && p939 > far) far = p939; } else { p939 = -1; if (rec) fail(p938, 154, 4); }
      if (p939 < 0) { p931 = -1;  break L933; }
      p931 = p939;
    }
    look--;
    p930 = p931 >= 0 ? p : -1;
    if (p930 < 0) { out = -1; kn = k929; break L928; }
    var p940;
    p940 = d9(p930);
    if (p940 < 0) { out = -1; kn = k929; break L928; }
    var p941;
    if (p940 < n && (c = s.charCodeAt(p940), c === 58)) { p941 = p940 + 1; if (look === 0 && p941 > far) far = p941; } else { p941 = -1; if (rec) fail(p940, 0); }
    if (p941 < 0) { out = -1; kn = k929; break L928; }
    var p942;
    p942 = d32(p941);
    if (p942 < 0) { out = -1; kn = k929; break L928; }
    out = p942;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 31; lastEnd = out; } }
  return out;
}
function d32(p) { // SGCNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(32);
  L943: {
    var p945;
    p945 = d63(p);
    if (p945 < 0) { out = -1;  break L943; }
    var p946;
    if (p945 < n && (c = s.charCodeAt(p945), c === 46)) { p946 = p945 + 1; if (look === 0 && p946 > far) far = p946; } else { p946 = -1; if (rec) fail(p945, 7); }
    if (p946 < 0) { out = -1;  break L943; }
    var p947;
    p947 = d64(p946);
    if (p947 < 0) { out = -1;  break L943; }
    var p948;
    if (p947 < n && (c = s.charCodeAt(p947), c === 46)) { p948 = p947 + 1; if (look === 0 && p948 > far) far = p948; } else { p948 = -1; if (rec) fail(p947, 7); }
    if (p948 < 0) { out = -1;  break L943; }
    var p949;
    p949 = d63(p948);
    if (p949 < 0) { out = -1;  break L943; }
    out = p949;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 32; lastEnd = out; } }
  return out;
}
function d33(p) { // GINC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(33);
  L950: {
    var k951 = kn;
    var p952;
    var p953;
    look++;
    L955: {
      var p957;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p957 = p + 1; if (look === 0 && p957 > far) far = p957; } else { p957 = -1; if (rec) fail(p, 155); }
      if (p957 < 0) { p953 = -1;  break L955; }
      var p958;
      if (p957 < n && (c = s.charCodeAt(p957), c === 105)) { p958 = p957 + 1; if (look === 0 && p958 > far) far = p958; } else { p958 = -1; if (rec) fail(p957, 156, 1); }
      if (p958 < 0) { p953 = -1;  break L955; }
      var p959;
      if (p958 < n && (c = s.charCodeAt(p958), c === 110)) { p959 = p958 + 1; if (look === 0 && p959 > far) far = p959; } else { p959 = -1; if (rec) fail(p958, 157, 2); }
      if (p959 < 0) { p953 = -1;  break L955; }
      var p960;
      if (p959 < n && (c = s.charCodeAt(p959), c === 99)) { p960 = p959 + 1; if (look === 0 && p960 > far) far = p960; } else { p960 = -1; if (rec) fail(p959, 158, 3); }
      if (p960 < 0) { p953 = -1;  break L955; }
      var p961;
      if (p960 < n && (c = s.charCodeAt(p960), c === 58)) { p961 = p960 + 1; if (look === 0 && p961 > far) far = p961; } else { p961 = -1; if (rec) fail(p960, 159, 4); }
      if (p961 < 0) { p953 = -1;  break L955; }
      p953 = p961;
    }
    look--;
    p952 = p953 >= 0 ? p : -1;
    if (p952 < 0) { out = -1; kn = k951; break L950; }
    var p962;
    p962 = d9(p952);
    if (p962 < 0) { out = -1; kn = k951; break L950; }
    var p963;
    if (p962 < n && (c = s.charCodeAt(p962), c === 58)) { p963 = p962 + 1; if (look === 0 && p963 > far) far = p963; } else { p963 = -1; if (rec) fail(p962, 0); }
    if (p963 < 0) { out = -1; kn = k951; break L950; }
    var p964;
    p964 = d34(p963);
    if (p964 < 0) { out = -1; kn = k951; break L950; }
    out = p964;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 33; lastEnd = out; } }
  return out;
}
function d34(p) { // GINCURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(34);
  L965: {
    var p967;
    p967 = d63(p);
    if (p967 < 0) { out = -1;  break L965; }
    var p968;
    if (p967 < n && (c = s.charCodeAt(p967), c === 46)) { p968 = p967 + 1; if (look === 0 && p968 > far) far = p968; } else { p968 = -1; if (rec) fail(p967, 7); }
    if (p968 < 0) { out = -1;  break L965; }
    var p969;
    p969 = d73(p968);
    if (p969 < 0) { out = -1;  break L965; }
    out = p969;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 34; lastEnd = out; } }
  return out;
}
function d35(p) { // GSIN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(35);
  L970: {
    var k971 = kn;
    var p972;
    var p973;
    look++;
    L975: {
      var p977;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p977 = p + 1; if (look === 0 && p977 > far) far = p977; } else { p977 = -1; if (rec) fail(p, 160); }
      if (p977 < 0) { p973 = -1;  break L975; }
      var p978;
      if (p977 < n && (c = s.charCodeAt(p977), c === 115)) { p978 = p977 + 1; if (look === 0 && p978 > far) far = p978; } else { p978 = -1; if (rec) fail(p977, 161, 1); }
      if (p978 < 0) { p973 = -1;  break L975; }
      var p979;
      if (p978 < n && (c = s.charCodeAt(p978), c === 105)) { p979 = p978 + 1; if (look === 0 && p979 > far) far = p979; } else { p979 = -1; if (rec) fail(p978, 162, 2); }
      if (p979 < 0) { p973 = -1;  break L975; }
      var p980;
      if (p979 < n && (c = s.charCodeAt(p979), c === 110)) { p980 = p979 + 1; if (look === 0 && p980 > far) far = p980; } else { p980 = -1; if (rec) fail(p979, 163, 3); }
      if (p980 < 0) { p973 = -1;  break L975; }
      var p981;
      if (p980 < n && (c = s.charCodeAt(p980), c === 58)) { p981 = p980 + 1; if (look === 0 && p981 > far) far = p981; } else { p981 = -1; if (rec) fail(p980, 164, 4); }
      if (p981 < 0) { p973 = -1;  break L975; }
      p973 = p981;
    }
    look--;
    p972 = p973 >= 0 ? p : -1;
    if (p972 < 0) { out = -1; kn = k971; break L970; }
    var p982;
    p982 = d9(p972);
    if (p982 < 0) { out = -1; kn = k971; break L970; }
    var p983;
    if (p982 < n && (c = s.charCodeAt(p982), c === 58)) { p983 = p982 + 1; if (look === 0 && p983 > far) far = p983; } else { p983 = -1; if (rec) fail(p982, 0); }
    if (p983 < 0) { out = -1; kn = k971; break L970; }
    var p984;
    p984 = d36(p983);
    if (p984 < 0) { out = -1; kn = k971; break L970; }
    out = p984;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 35; lastEnd = out; } }
  return out;
}
function d36(p) { // GSINURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(36);
  L985: {
    var p987;
    p987 = d63(p);
    if (p987 < 0) { out = -1;  break L985; }
    var p988;
    if (p987 < n && (c = s.charCodeAt(p987), c === 46)) { p988 = p987 + 1; if (look === 0 && p988 > far) far = p988; } else { p988 = -1; if (rec) fail(p987, 7); }
    if (p988 < 0) { out = -1;  break L985; }
    var p989;
    p989 = d63(p988);
    if (p989 < 0) { out = -1;  break L985; }
    out = p989;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 36; lastEnd = out; } }
  return out;
}
function d37(p) { // ITIP-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(37);
  L990: {
    var k991 = kn;
    var p992;
    var p993;
    look++;
    L995: {
      var p997;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p997 = p + 1; if (look === 0 && p997 > far) far = p997; } else { p997 = -1; if (rec) fail(p, 165); }
      if (p997 < 0) { p993 = -1;  break L995; }
      var p998;
      if (p997 < n && (c = s.charCodeAt(p997), c === 116)) { p998 = p997 + 1; if (look === 0 && p998 > far) far = p998; } else { p998 = -1; if (rec) fail(p997, 166, 1); }
      if (p998 < 0) { p993 = -1;  break L995; }
      var p999;
      if (p998 < n && (c = s.charCodeAt(p998), c === 105)) { p999 = p998 + 1; if (look === 0 && p999 > far) far = p999; } else { p999 = -1; if (rec) fail(p998, 167, 2); }
      if (p999 < 0) { p993 = -1;  break L995; }
      var p1000;
      if (p999 < n && (c = s.charCodeAt(p999), c === 112)) { p1000 = p999 + 1; if (look === 0 && p1000 > far) far = p1000; } else { p1000 = -1; if (rec) fail(p999, 168, 3); }
      if (p1000 < 0) { p993 = -1;  break L995; }
      var p1001;
      if (p1000 < n && (c = s.charCodeAt(p1000), c === 58)) { p1001 = p1000 + 1; if (look === 0 && p1001 > far) far = p1001; } else { p1001 = -1; if (rec) fail(p1000, 169, 4); }
      if (p1001 < 0) { p993 = -1;  break L995; }
      p993 = p1001;
    }
    look--;
    p992 = p993 >= 0 ? p : -1;
    if (p992 < 0) { out = -1; kn = k991; break L990; }
    var p1002;
    p1002 = d9(p992);
    if (p1002 < 0) { out = -1; kn = k991; break L990; }
    var p1003;
    if (p1002 < n && (c = s.charCodeAt(p1002), c === 58)) { p1003 = p1002 + 1; if (look === 0 && p1003 > far) far = p1003; } else { p1003 = -1; if (rec) fail(p1002, 0); }
    if (p1003 < 0) { out = -1; kn = k991; break L990; }
    var p1004;
    p1004 = d38(p1003);
    if (p1004 < 0) { out = -1; kn = k991; break L990; }
    out = p1004;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 37; lastEnd = out; } }
  return out;
}
function d38(p) { // ITIPURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(38);
  L1005: {
    var p1007;
    var q1008 = p, r1009 = 0, e1011 = false;
    while (q1008 < n) {
      var p1012;
      L1013: {
        var p1015;
        p1015 = d63(q1008);
        if (p1015 < 0) { p1012 = -1;  break L1013; }
        var p1016;
        if (p1015 < n && (c = s.charCodeAt(p1015), c === 46)) { p1016 = p1015 + 1; if (look === 0 && p1016 > far) far = p1016; } else { p1016 = -1; if (rec) fail(p1015, 7); }
        if (p1016 < 0) { p1012 = -1;  break L1013; }
        p1012 = p1016;
      }
      if (p1012 < 0) break;
      if (p1012 === q1008) { e1011 = true; break; }
      r1009++; q1008 = p1012;
      if (r1009 === 4) break;
    }
    if (rec && q1008 >= n && !e1011 && r1009 < 4) fail(q1008, 5);
    if (e1011 || r1009 >= 4) p1007 = q1008; else { p1007 = -1;  }
    if (p1007 < 0) { out = -1;  break L1005; }
    var p1017;
    p1017 = d73(p1007);
    if (p1017 < 0) { out = -1;  break L1005; }
    out = p1017;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 38; lastEnd = out; } }
  return out;
}
function d39(p) { // UPUI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(39);
  L1018: {
    var k1019 = kn;
    var p1020;
    var p1021;
    look++;
    L1023: {
      var p1025;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p1025 = p + 1; if (look === 0 && p1025 > far) far = p1025; } else { p1025 = -1; if (rec) fail(p, 170); }
      if (p1025 < 0) { p1021 = -1;  break L1023; }
      var p1026;
      if (p1025 < n && (c = s.charCodeAt(p1025), c === 112)) { p1026 = p1025 + 1; if (look === 0 && p1026 > far) far = p1026; } else { p1026 = -1; if (rec) fail(p1025, 171, 1); }
      if (p1026 < 0) { p1021 = -1;  break L1023; }
      var p1027;
      if (p1026 < n && (c = s.charCodeAt(p1026), c === 117)) { p1027 = p1026 + 1; if (look === 0 && p1027 > far) far = p1027; } else { p1027 = -1; if (rec) fail(p1026, 172, 2); }
      if (p1027 < 0) { p1021 = -1;  break L1023; }
      var p1028;
      if (p1027 < n && (c = s.charCodeAt(p1027), c === 105)) { p1028 = p1027 + 1; if (look === 0 && p1028 > far) far = p1028; } else { p1028 = -1; if (rec) fail(p1027, 173, 3); }
      if (p1028 < 0) { p1021 = -1;  break L1023; }
      var p1029;
      if (p1028 < n && (c = s.charCodeAt(p1028), c === 58)) { p1029 = p1028 + 1; if (look === 0 && p1029 > far) far = p1029; } else { p1029 = -1; if (rec) fail(p1028, 174, 4); }
      if (p1029 < 0) { p1021 = -1;  break L1023; }
      p1021 = p1029;
    }
    look--;
    p1020 = p1021 >= 0 ? p : -1;
    if (p1020 < 0) { out = -1; kn = k1019; break L1018; }
    var p1030;
    p1030 = d9(p1020);
    if (p1030 < 0) { out = -1; kn = k1019; break L1018; }
    var p1031;
    if (p1030 < n && (c = s.charCodeAt(p1030), c === 58)) { p1031 = p1030 + 1; if (look === 0 && p1031 > far) far = p1031; } else { p1031 = -1; if (rec) fail(p1030, 0); }
    if (p1031 < 0) { out = -1; kn = k1019; break L1018; }
    var p1032;
    p1032 = d40(p1031);
    if (p1032 < 0) { out = -1; kn = k1019; break L1018; }
    out = p1032;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 39; lastEnd = out; } }
  return out;
}
function d40(p) { // UPUIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(40);
  L1033: {
    var p1035;
    p1035 = d63(p);
    if (p1035 < 0) { out = -1;  break L1033; }
    var p1036;
    if (p1035 < n && (c = s.charCodeAt(p1035), c === 46)) { p1036 = p1035 + 1; if (look === 0 && p1036 > far) far = p1036; } else { p1036 = -1; if (rec) fail(p1035, 7); }
    if (p1036 < 0) { out = -1;  break L1033; }
    var p1037;
    p1037 = d63(p1036);
    if (p1037 < 0) { out = -1;  break L1033; }
    var p1038;
    if (p1037 < n && (c = s.charCodeAt(p1037), c === 46)) { p1038 = p1037 + 1; if (look === 0 && p1038 > far) far = p1038; } else { p1038 = -1; if (rec) fail(p1037, 7); }
    if (p1038 < 0) { out = -1;  break L1033; }
    var p1039;
    p1039 = d73(p1038);
    if (p1039 < 0) { out = -1;  break L1033; }
    out = p1039;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 40; lastEnd = out; } }
  return out;
}
function d41(p) { // PGLN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(41);
  L1040: {
    var k1041 = kn;
    var p1042;
    var p1043;
    look++;
    L1045: {
      var p1047;
      if (p < n && (c = s.charCodeAt(p), c === 112)) { p1047 = p + 1; if (look === 0 && p1047 > far) far = p1047; } else { p1047 = -1; if (rec) fail(p, 175); }
      if (p1047 < 0) { p1043 = -1;  break L1045; }
      var p1048;
      if (p1047 < n && (c = s.charCodeAt(p1047), c === 103)) { p1048 = p1047 + 1; if (look === 0 && p1048 > far) far = p1048; } else { p1048 = -1; if (rec) fail(p1047, 176, 1); }
      if (p1048 < 0) { p1043 = -1;  break L1045; }
      var p1049;
      if (p1048 < n && (c = s.charCodeAt(p1048), c === 108)) { p1049 = p1048 + 1; if (look === 0 && p1049 > far) far = p1049; } else { p1049 = -1; if (rec) fail(p1048, 177, 2); }
      if (p1049 < 0) { p1043 = -1;  break L1045; }
      var p1050;
      if (p1049 < n && (c = s.charCodeAt(p1049), c === 110)) { p1050 = p1049 + 1; if (look === 0 && p1050 > far) far = p1050; } else { p1050 = -1; if (rec) fail(p1049, 178, 3); }
      if (p1050 < 0) { p1043 = -1;  break L1045; }
      var p1051;
      if (p1050 < n && (c = s.charCodeAt(p1050), c === 58)) { p1051 = p1050 + 1; if (look === 0 && p1051 > far) far = p1051; } else { p1051 = -1; if (rec) fail(p1050, 179, 4); }
      if (p1051 < 0) { p1043 = -1;  break L1045; }
      p1043 = p1051;
    }
    look--;
    p1042 = p1043 >= 0 ? p : -1;
    if (p1042 < 0) { out = -1; kn = k1041; break L1040; }
    var p1052;
    p1052 = d9(p1042);
    if (p1052 < 0) { out = -1; kn = k1041; break L1040; }
    var p1053;
    if (p1052 < n && (c = s.charCodeAt(p1052), c === 58)) { p1053 = p1052 + 1; if (look === 0 && p1053 > far) far = p1053; } else { p1053 = -1; if (rec) fail(p1052, 0); }
    if (p1053 < 0) { out = -1; kn = k1041; break L1040; }
    var p1054;
    p1054 = d42(p1053);
    if (p1054 < 0) { out = -1; kn = k1041; break L1040; }
    out = p1054;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 41; lastEnd = out; } }
  return out;
}
function d42(p) { // PGLNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(42);
  L1055: {
    var p1057;
    p1057 = d63(p);
    if (p1057 < 0) { out = -1;  break L1055; }
    var p1058;
    if (p1057 < n && (c = s.charCodeAt(p1057), c === 46)) { p1058 = p1057 + 1; if (look === 0 && p1058 > far) far = p1058; } else { p1058 = -1; if (rec) fail(p1057, 7); }
    if (p1058 < 0) { out = -1;  break L1055; }
    var p1059;
    p1059 = d64(p1058);
    if (p1059 < 0) { out = -1;  break L1055; }
    out = p1059;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 42; lastEnd = out; } }
  return out;
}
function d43(p) { // GID-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(43);
  L1060: {
    var k1061 = kn;
    var p1062;
    var p1063;
    look++;
    L1065: {
      var p1067;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p1067 = p + 1; if (look === 0 && p1067 > far) far = p1067; } else { p1067 = -1; if (rec) fail(p, 180); }
      if (p1067 < 0) { p1063 = -1;  break L1065; }
      var p1068;
      if (p1067 < n && (c = s.charCodeAt(p1067), c === 105)) { p1068 = p1067 + 1; if (look === 0 && p1068 > far) far = p1068; } else { p1068 = -1; if (rec) fail(p1067, 181, 1); }
      if (p1068 < 0) { p1063 = -1;  break L1065; }
      var p1069;
      if (p1068 < n && (c = s.charCodeAt(p1068), c === 100)) { p1069 = p1068 + 1; if (look === 0 && p1069 > far) far = p1069; } else { p1069 = -1; if (rec) fail(p1068, 182, 2); }
      if (p1069 < 0) { p1063 = -1;  break L1065; }
      var p1070;
      if (p1069 < n && (c = s.charCodeAt(p1069), c === 58)) { p1070 = p1069 + 1; if (look === 0 && p1070 > far) far = p1070; } else { p1070 = -1; if (rec) fail(p1069, 183, 3); }
      if (p1070 < 0) { p1063 = -1;  break L1065; }
      p1063 = p1070;
    }
    look--;
    p1062 = p1063 >= 0 ? p : -1;
    if (p1062 < 0) { out = -1; kn = k1061; break L1060; }
    var p1071;
    p1071 = d9(p1062);
    if (p1071 < 0) { out = -1; kn = k1061; break L1060; }
    var p1072;
    if (p1071 < n && (c = s.charCodeAt(p1071), c === 58)) { p1072 = p1071 + 1; if (look === 0 && p1072 > far) far = p1072; } else { p1072 = -1; if (rec) fail(p1071, 0); }
    if (p1072 < 0) { out = -1; kn = k1061; break L1060; }
    var p1073;
    p1073 = d44(p1072);
    if (p1073 < 0) { out = -1; kn = k1061; break L1060; }
    out = p1073;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 43; lastEnd = out; } }
  return out;
}
function d44(p) { // GIDURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(44);
  L1074: {
    var p1076;
    var q1077 = p, r1078 = 0, e1080 = false;
    while (q1077 < n) {
      var p1081;
      L1082: {
        var p1084;
        p1084 = d60(q1077);
        if (p1084 < 0) { p1081 = -1;  break L1082; }
        var p1085;
        if (p1084 < n && (c = s.charCodeAt(p1084), c === 46)) { p1085 = p1084 + 1; if (look === 0 && p1085 > far) far = p1085; } else { p1085 = -1; if (rec) fail(p1084, 7); }
        if (p1085 < 0) { p1081 = -1;  break L1082; }
        p1081 = p1085;
      }
      if (p1081 < 0) break;
      if (p1081 === q1077) { e1080 = true; break; }
      r1078++; q1077 = p1081;
      if (r1078 === 2) break;
    }
    if (rec && q1077 >= n && !e1080 && r1078 < 2) fail(q1077, 5);
    if (e1080 || r1078 >= 2) p1076 = q1077; else { p1076 = -1;  }
    if (p1076 < 0) { out = -1;  break L1074; }
    var p1086;
    p1086 = d60(p1076);
    if (p1086 < 0) { out = -1;  break L1074; }
    out = p1086;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 44; lastEnd = out; } }
  return out;
}
function d45(p) { // USDOD-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(45);
  L1087: {
    var k1088 = kn;
    var p1089;
    var p1090;
    look++;
    L1092: {
      var p1094;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p1094 = p + 1; if (look === 0 && p1094 > far) far = p1094; } else { p1094 = -1; if (rec) fail(p, 184); }
      if (p1094 < 0) { p1090 = -1;  break L1092; }
      var p1095;
      if (p1094 < n && (c = s.charCodeAt(p1094), c === 115)) { p1095 = p1094 + 1; if (look === 0 && p1095 > far) far = p1095; } else { p1095 = -1; if (rec) fail(p1094, 185, 1); }
      if (p1095 < 0) { p1090 = -1;  break L1092; }
      var p1096;
      if (p1095 < n && (c = s.charCodeAt(p1095), c === 100)) { p1096 = p1095 + 1; if (look === 0 && p1096 > far) far = p1096; } else { p1096 = -1; if (rec) fail(p1095, 186, 2); }
      if (p1096 < 0) { p1090 = -1;  break L1092; }
      var p1097;
      if (p1096 < n && (c = s.charCodeAt(p1096), c === 111)) { p1097 = p1096 + 1; if (look === 0 && p1097 > far) far = p1097; } else { p1097 = -1; if (rec) fail(p1096, 187, 3); }
      if (p1097 < 0) { p1090 = -1;  break L1092; }
      var p1098;
      if (p1097 < n && (c = s.charCodeAt(p1097), c === 100)) { p1098 = p1097 + 1; if (look === 0 && p1098 > far) far = p1098; } else { p1098 = -1; if (rec) fail(p1097, 188, 4); }
      if (p1098 < 0) { p1090 = -1;  break L1092; }
      var p1099;
      if (p1098 < n && (c = s.charCodeAt(p1098), c === 58)) { p1099 = p1098 + 1; if (look === 0 && p1099 > far) far = p1099; } else { p1099 = -1; if (rec) fail(p1098, 189, 5); }
      if (p1099 < 0) { p1090 = -1;  break L1092; }
      p1090 = p1099;
    }
    look--;
    p1089 = p1090 >= 0 ? p : -1;
    if (p1089 < 0) { out = -1; kn = k1088; break L1087; }
    var p1100;
    p1100 = d9(p1089);
    if (p1100 < 0) { out = -1; kn = k1088; break L1087; }
    var p1101;
    if (p1100 < n && (c = s.charCodeAt(p1100), c === 58)) { p1101 = p1100 + 1; if (look === 0 && p1101 > far) far = p1101; } else { p1101 = -1; if (rec) fail(p1100, 0); }
    if (p1101 < 0) { out = -1; kn = k1088; break L1087; }
    var p1102;
    p1102 = d46(p1101);
    if (p1102 < 0) { out = -1; kn = k1088; break L1087; }
    out = p1102;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 45; lastEnd = out; } }
  return out;
}
function d46(p) { // USDODURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(46);
  L1103: {
    var p1105;
    p1105 = d47(p);
    if (p1105 < 0) { out = -1;  break L1103; }
    var p1106;
    if (p1105 < n && (c = s.charCodeAt(p1105), c === 46)) { p1106 = p1105 + 1; if (look === 0 && p1106 > far) far = p1106; } else { p1106 = -1; if (rec) fail(p1105, 7); }
    if (p1106 < 0) { out = -1;  break L1103; }
    var p1107;
    p1107 = d60(p1106);
    if (p1107 < 0) { out = -1;  break L1103; }
    out = p1107;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 46; lastEnd = out; } }
  return out;
}
function d47(p) { // CAGECodeOrDODAAC
  var c, out, s = text, n = size;
  if (rec) stack.push(47);
  L1108: {
    var p1109;
    p1109 = d49(p);
    if (p1109 >= 0) { out = p1109; break L1108; }
    var p1110;
    p1110 = d48(p);
    if (p1110 >= 0) { out = p1110; break L1108; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 47; lastEnd = out; } }
  return out;
}
function d48(p) { // CAGECode
  var c, out, s = text, n = size;
  if (rec) stack.push(48);
  var q1111 = p, r1112 = 0, e1114 = false;
  while (q1111 < n) {
    var p1115;
    if (q1111 < n && (c = s.charCodeAt(q1111), c < 128 && T7[c] === 1)) { p1115 = q1111 + 1; if (look === 0 && p1115 > far) far = p1115; } else { p1115 = -1; if (rec) fail(q1111, 8); }
    if (p1115 < 0) break;
    if (p1115 === q1111) { e1114 = true; break; }
    r1112++; q1111 = p1115;
    if (r1112 === 5) break;
  }
  if (rec && q1111 >= n && !e1114 && r1112 < 5) fail(q1111, 8);
  if (e1114 || r1112 >= 5) out = q1111; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 48; lastEnd = out; } }
  return out;
}
function d49(p) { // DODAAC
  var c, out, s = text, n = size;
  if (rec) stack.push(49);
  var q1116 = p, r1117 = 0, e1119 = false;
  while (q1116 < n) {
    var p1120;
    if (q1116 < n && (c = s.charCodeAt(q1116), c < 128 && T7[c] === 1)) { p1120 = q1116 + 1; if (look === 0 && p1120 > far) far = p1120; } else { p1120 = -1; if (rec) fail(q1116, 8); }
    if (p1120 < 0) break;
    if (p1120 === q1116) { e1119 = true; break; }
    r1117++; q1116 = p1120;
    if (r1117 === 6) break;
  }
  if (rec && q1116 >= n && !e1119 && r1117 < 6) fail(q1116, 8);
  if (e1119 || r1117 >= 6) out = q1116; else { out = -1;  }
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
  L1121: {
    var k1122 = kn;
    var p1123;
    var p1124;
    look++;
    L1126: {
      var p1128;
      if (p < n && (c = s.charCodeAt(p), c === 97)) { p1128 = p + 1; if (look === 0 && p1128 > far) far = p1128; } else { p1128 = -1; if (rec) fail(p, 190); }
      if (p1128 < 0) { p1124 = -1;  break L1126; }
      var p1129;
      if (p1128 < n && (c = s.charCodeAt(p1128), c === 100)) { p1129 = p1128 + 1; if (look === 0 && p1129 > far) far = p1129; } else { p1129 = -1; if (rec) fail(p1128, 191, 1); }
      if (p1129 < 0) { p1124 = -1;  break L1126; }
      var p1130;
      if (p1129 < n && (c = s.charCodeAt(p1129), c === 105)) { p1130 = p1129 + 1; if (look === 0 && p1130 > far) far = p1130; } else { p1130 = -1; if (rec) fail(p1129, 192, 2); }
      if (p1130 < 0) { p1124 = -1;  break L1126; }
      var p1131;
      if (p1130 < n && (c = s.charCodeAt(p1130), c === 58)) { p1131 = p1130 + 1; if (look === 0 && p1131 > far) far = p1131; } else { p1131 = -1; if (rec) fail(p1130, 193, 3); }
      if (p1131 < 0) { p1124 = -1;  break L1126; }
      p1124 = p1131;
    }
    look--;
    p1123 = p1124 >= 0 ? p : -1;
    if (p1123 < 0) { out = -1; kn = k1122; break L1121; }
    var p1132;
    p1132 = d9(p1123);
    if (p1132 < 0) { out = -1; kn = k1122; break L1121; }
    var p1133;
    if (p1132 < n && (c = s.charCodeAt(p1132), c === 58)) { p1133 = p1132 + 1; if (look === 0 && p1133 > far) far = p1133; } else { p1133 = -1; if (rec) fail(p1132, 0); }
    if (p1133 < 0) { out = -1; kn = k1122; break L1121; }
    var p1134;
    p1134 = d52(p1133);
    if (p1134 < 0) { out = -1; kn = k1122; break L1121; }
    out = p1134;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 51; lastEnd = out; } }
  return out;
}
function d52(p) { // ADIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(52);
  L1135: {
    var p1137;
    p1137 = d47(p);
    if (p1137 < 0) { out = -1;  break L1135; }
    var p1138;
    if (p1137 < n && (c = s.charCodeAt(p1137), c === 46)) { p1138 = p1137 + 1; if (look === 0 && p1138 > far) far = p1138; } else { p1138 = -1; if (rec) fail(p1137, 7); }
    if (p1138 < 0) { out = -1;  break L1135; }
    var p1139;
    p1139 = d53(p1138);
    if (p1139 < 0) { out = -1;  break L1135; }
    var p1140;
    if (p1139 < n && (c = s.charCodeAt(p1139), c === 46)) { p1140 = p1139 + 1; if (look === 0 && p1140 > far) far = p1140; } else { p1140 = -1; if (rec) fail(p1139, 7); }
    if (p1140 < 0) { out = -1;  break L1135; }
    var p1141;
    p1141 = d54(p1140);
    if (p1141 < 0) { out = -1;  break L1135; }
    out = p1141;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 52; lastEnd = out; } }
  return out;
}
function d53(p) { // ADIComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(53);
  var q1142 = p, r1143 = 0, e1145 = false;
  while (q1142 < n) {
    var p1146;
    p1146 = d55(q1142);
    if (p1146 < 0) break;
    if (p1146 === q1142) { e1145 = true; break; }
    r1143++; q1142 = p1146;
  }
  if (rec && q1142 >= n && !e1145) fail(q1142, 194);
  if (e1145 || r1143 >= 0) out = q1142; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 53; lastEnd = out; } }
  return out;
}
function d54(p) { // ADIExtendedComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(54);
  L1147: {
    var p1149;
    var q1150 = p, r1151 = 0, e1153 = false;
    while (q1150 < n) {
      var p1154;
      L1155: {
        var p1157;
        if (q1150 < n && (c = s.charCodeAt(q1150), c === 37)) { p1157 = q1150 + 1; if (look === 0 && p1157 > far) far = p1157; } else { p1157 = -1; if (rec) fail(q1150, 195); }
        if (p1157 < 0) { p1154 = -1;  break L1155; }
        var p1158;
        if (p1157 < n && (c = s.charCodeAt(p1157), c === 50)) { p1158 = p1157 + 1; if (look === 0 && p1158 > far) far = p1158; } else { p1158 = -1; if (rec) fail(p1157, 196, 1); }
        if (p1158 < 0) { p1154 = -1;  break L1155; }
        var p1159;
        if (p1158 < n && (c = s.charCodeAt(p1158), c === 51)) { p1159 = p1158 + 1; if (look === 0 && p1159 > far) far = p1159; } else { p1159 = -1; if (rec) fail(p1158, 197, 2); }
        if (p1159 < 0) { p1154 = -1;  break L1155; }
        p1154 = p1159;
      }
      if (p1154 < 0) break;
      if (p1154 === q1150) { e1153 = true; break; }
      r1151++; q1150 = p1154;
      if (r1151 === 1) break;
    }
    if (rec && q1150 >= n && !e1153 && r1151 < 1) fail(q1150, 198);
    if (e1153 || r1151 >= 0) p1149 = q1150; else { p1149 = -1;  }
    if (p1149 < 0) { out = -1;  break L1147; }
    var p1160;
    var q1161 = p1149, r1162 = 0, e1164 = false;
    while (q1161 < n) {
      var p1165;
      p1165 = d55(q1161);
      if (p1165 < 0) break;
      if (p1165 === q1161) { e1164 = true; break; }
      r1162++; q1161 = p1165;
    }
    if (rec && q1161 >= n && !e1164) fail(q1161, 194);
    if (e1164 || r1162 >= 1) p1160 = q1161; else { p1160 = -1;  }
    if (p1160 < 0) { out = -1;  break L1147; }
    out = p1160;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 54; lastEnd = out; } }
  return out;
}
function d55(p) { // ADIChar
  var c, out, s = text, n = size;
  if (rec) stack.push(55);
  L1166: {
    var p1167;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p1167 = p + 1; if (look === 0 && p1167 > far) far = p1167; } else { p1167 = -1; if (rec) fail(p, 9); }
    if (p1167 >= 0) { out = p1167; break L1166; }
    var p1168;
    L1169: {
      var p1171;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1171 = p + 1; if (look === 0 && p1171 > far) far = p1171; } else { p1171 = -1; if (rec) fail(p, 199); }
      if (p1171 < 0) { p1168 = -1;  break L1169; }
      var p1172;
      if (p1171 < n && (c = s.charCodeAt(p1171), c === 50)) { p1172 = p1171 + 1; if (look === 0 && p1172 > far) far = p1172; } else { p1172 = -1; if (rec) fail(p1171, 200, 1); }
      if (p1172 < 0) { p1168 = -1;  break L1169; }
      var p1173;
      if (p1172 < n && (c = s.charCodeAt(p1172), (c | 32) === 102)) { p1173 = p1172 + 1; if (look === 0 && p1173 > far) far = p1173; } else { p1173 = -1; if (rec) fail(p1172, 201, 2); }
      if (p1173 < 0) { p1168 = -1;  break L1169; }
      p1168 = p1173;
    }
    if (p1168 >= 0) { out = p1168; break L1166; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 55; lastEnd = out; } }
  return out;
}
function d56(p) { // BIC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(56);
  L1174: {
    var k1175 = kn;
    var p1176;
    var p1177;
    look++;
    L1179: {
      var p1181;
      if (p < n && (c = s.charCodeAt(p), c === 98)) { p1181 = p + 1; if (look === 0 && p1181 > far) far = p1181; } else { p1181 = -1; if (rec) fail(p, 202); }
      if (p1181 < 0) { p1177 = -1;  break L1179; }
      var p1182;
      if (p1181 < n && (c = s.charCodeAt(p1181), c === 105)) { p1182 = p1181 + 1; if (look === 0 && p1182 > far) far = p1182; } else { p1182 = -1; if (rec) fail(p1181, 203, 1); }
      if (p1182 < 0) { p1177 = -1;  break L1179; }
      var p1183;
      if (p1182 < n && (c = s.charCodeAt(p1182), c === 99)) { p1183 = p1182 + 1; if (look === 0 && p1183 > far) far = p1183; } else { p1183 = -1; if (rec) fail(p1182, 204, 2); }
      if (p1183 < 0) { p1177 = -1;  break L1179; }
      var p1184;
      if (p1183 < n && (c = s.charCodeAt(p1183), c === 58)) { p1184 = p1183 + 1; if (look === 0 && p1184 > far) far = p1184; } else { p1184 = -1; if (rec) fail(p1183, 205, 3); }
      if (p1184 < 0) { p1177 = -1;  break L1179; }
      p1177 = p1184;
    }
    look--;
    p1176 = p1177 >= 0 ? p : -1;
    if (p1176 < 0) { out = -1; kn = k1175; break L1174; }
    var p1185;
    p1185 = d9(p1176);
    if (p1185 < 0) { out = -1; kn = k1175; break L1174; }
    var p1186;
    if (p1185 < n && (c = s.charCodeAt(p1185), c === 58)) { p1186 = p1185 + 1; if (look === 0 && p1186 > far) far = p1186; } else { p1186 = -1; if (rec) fail(p1185, 0); }
    if (p1186 < 0) { out = -1; kn = k1175; break L1174; }
    var p1187;
    p1187 = d57(p1186);
    if (p1187 < 0) { out = -1; kn = k1175; break L1174; }
    out = p1187;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 56; lastEnd = out; } }
  return out;
}
function d57(p) { // BICURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(57);
  L1188: {
    var p1190;
    var q1191 = p, r1192 = 0, e1194 = false;
    while (q1191 < n) {
      var p1195;
      if (q1191 < n && (c = s.charCodeAt(q1191), c < 128 && T2[c] === 1)) { p1195 = q1191 + 1; if (look === 0 && p1195 > far) far = p1195; } else { p1195 = -1; if (rec) fail(q1191, 3); }
      if (p1195 < 0) break;
      if (p1195 === q1191) { e1194 = true; break; }
      r1192++; q1191 = p1195;
      if (r1192 === 3) break;
    }
    if (rec && q1191 >= n && !e1194 && r1192 < 3) fail(q1191, 3);
    if (e1194 || r1192 >= 3) p1190 = q1191; else { p1190 = -1;  }
    if (p1190 < 0) { out = -1;  break L1188; }
    var p1196;
    if (p1190 < n && (c = s.charCodeAt(p1190), c < 128 && T9[c] === 1)) { p1196 = p1190 + 1; if (look === 0 && p1196 > far) far = p1196; } else { p1196 = -1; if (rec) fail(p1190, 206); }
    if (p1196 < 0) { out = -1;  break L1188; }
    var p1197;
    var q1198 = p1196, r1199 = 0, e1201 = false;
    while (q1198 < n) {
      var p1202;
      if (q1198 < n && (c = s.charCodeAt(q1198), c < 128 && T4[c] === 1)) { p1202 = q1198 + 1; if (look === 0 && p1202 > far) far = p1202; } else { p1202 = -1; if (rec) fail(q1198, 5); }
      if (p1202 < 0) break;
      if (p1202 === q1198) { e1201 = true; break; }
      r1199++; q1198 = p1202;
      if (r1199 === 6) break;
    }
    if (rec && q1198 >= n && !e1201 && r1199 < 6) fail(q1198, 5);
    if (e1201 || r1199 >= 6) p1197 = q1198; else { p1197 = -1;  }
    if (p1197 < 0) { out = -1;  break L1188; }
    var p1203;
    if (p1197 < n && (c = s.charCodeAt(p1197), c < 128 && T4[c] === 1)) { p1203 = p1197 + 1; if (look === 0 && p1203 > far) far = p1203; } else { p1203 = -1; if (rec) fail(p1197, 5); }
    if (p1203 < 0) { out = -1;  break L1188; }
    out = p1203;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 57; lastEnd = out; } }
  return out;
}
function d58(p) { // IMOVN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(58);
  L1204: {
    var k1205 = kn;
    var p1206;
    var p1207;
    look++;
    L1209: {
      var p1211;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p1211 = p + 1; if (look === 0 && p1211 > far) far = p1211; } else { p1211 = -1; if (rec) fail(p, 207); }
      if (p1211 < 0) { p1207 = -1;  break L1209; }
      var p1212;
      if (p1211 < n && (c = s.charCodeAt(p1211), c === 109)) { p1212 = p1211 + 1; if (look === 0 && p1212 > far) far = p1212; } else { p1212 = -1; if (rec) fail(p1211, 208, 1); }
      if (p1212 < 0) { p1207 = -1;  break L1209; }
      var p1213;
      if (p1212 < n && (c = s.charCodeAt(p1212), c === 111)) { p1213 = p1212 + 1; if (look === 0 && p1213 > far) far = p1213; } else { p1213 = -1; if (rec) fail(p1212, 209, 2); }
      if (p1213 < 0) { p1207 = -1;  break L1209; }
      var p1214;
      if (p1213 < n && (c = s.charCodeAt(p1213), c === 118)) { p1214 = p1213 + 1; if (look === 0 && p1214 > far) far = p1214; } else { p1214 = -1; if (rec) fail(p1213, 210, 3); }
      if (p1214 < 0) { p1207 = -1;  break L1209; }
      var p1215;
      if (p1214 < n && (c = s.charCodeAt(p1214), c === 110)) { p1215 = p1214 + 1; if (look === 0 && p1215 > far) far = p1215; } else { p1215 = -1; if (rec) fail(p1214, 211, 4); }
      if (p1215 < 0) { p1207 = -1;  break L1209; }
      var p1216;
      if (p1215 < n && (c = s.charCodeAt(p1215), c === 58)) { p1216 = p1215 + 1; if (look === 0 && p1216 > far) far = p1216; } else { p1216 = -1; if (rec) fail(p1215, 212, 5); }
      if (p1216 < 0) { p1207 = -1;  break L1209; }
      p1207 = p1216;
    }
    look--;
    p1206 = p1207 >= 0 ? p : -1;
    if (p1206 < 0) { out = -1; kn = k1205; break L1204; }
    var p1217;
    p1217 = d9(p1206);
    if (p1217 < 0) { out = -1; kn = k1205; break L1204; }
    var p1218;
    if (p1217 < n && (c = s.charCodeAt(p1217), c === 58)) { p1218 = p1217 + 1; if (look === 0 && p1218 > far) far = p1218; } else { p1218 = -1; if (rec) fail(p1217, 0); }
    if (p1218 < 0) { out = -1; kn = k1205; break L1204; }
    var p1219;
    p1219 = d59(p1218);
    if (p1219 < 0) { out = -1; kn = k1205; break L1204; }
    out = p1219;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 58; lastEnd = out; } }
  return out;
}
function d59(p) { // IMOVNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(59);
  var q1220 = p, r1221 = 0, e1223 = false;
  while (q1220 < n) {
    var p1224;
    if (q1220 < n && (c = s.charCodeAt(q1220), c < 128 && T4[c] === 1)) { p1224 = q1220 + 1; if (look === 0 && p1224 > far) far = p1224; } else { p1224 = -1; if (rec) fail(q1220, 5); }
    if (p1224 < 0) break;
    if (p1224 === q1220) { e1223 = true; break; }
    r1221++; q1220 = p1224;
    if (r1221 === 7) break;
  }
  if (rec && q1220 >= n && !e1223 && r1221 < 7) fail(q1220, 5);
  if (e1223 || r1221 >= 7) out = q1220; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 59; lastEnd = out; } }
  return out;
}
function d60(p) { // NumericComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(60);
  L1225: {
    var p1226;
    if (p < n && (c = s.charCodeAt(p), c === 48)) { p1226 = p + 1; if (look === 0 && p1226 > far) far = p1226; } else { p1226 = -1; if (rec) fail(p, 10); }
    if (p1226 >= 0) { out = p1226; break L1225; }
    var p1227;
    p1227 = d62(p);
    if (p1227 >= 0) { out = p1227; break L1225; }
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
  L1228: {
    var p1230;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p1230 = p + 1; if (look === 0 && p1230 > far) far = p1230; } else { p1230 = -1; if (rec) fail(p, 11); }
    if (p1230 < 0) { out = -1;  break L1228; }
    var p1231;
    var q1232 = p1230;
    while (q1232 < n && (c = s.charCodeAt(q1232), T4[c] === 1)) q1232++;
    if (look === 0 && q1232 > far) far = q1232; if (rec) fail(q1232, 5);
    p1231 = q1232 - p1230 >= 0 ? q1232 : -1;
    if (p1231 < 0) { out = -1;  break L1228; }
    out = p1231;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 62; lastEnd = out; } }
  return out;
}
function d63(p) { // PaddedNumericComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(63);
  var q1234 = p;
  while (q1234 < n && (c = s.charCodeAt(q1234), T4[c] === 1)) q1234++;
  if (look === 0 && q1234 > far) far = q1234; if (rec) fail(q1234, 5);
  out = q1234 - p >= 1 ? q1234 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 63; lastEnd = out; } }
  return out;
}
function d64(p) { // PaddedNumericComponentOrEmpty
  var c, out, s = text, n = size;
  if (rec) stack.push(64);
  var q1236 = p;
  while (q1236 < n && (c = s.charCodeAt(q1236), T4[c] === 1)) q1236++;
  if (look === 0 && q1236 > far) far = q1236; if (rec) fail(q1236, 5);
  out = q1236 - p >= 0 ? q1236 : -1;
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
  L1238: {
    var p1240;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1240 = p + 1; if (look === 0 && p1240 > far) far = p1240; } else { p1240 = -1; if (rec) fail(p, 198); }
    if (p1240 < 0) { out = -1;  break L1238; }
    var p1241;
    if (p1240 < n && (c = s.charCodeAt(p1240), c < 128 && T13[c] === 1)) { p1241 = p1240 + 1; if (look === 0 && p1241 > far) far = p1241; } else { p1241 = -1; if (rec) fail(p1240, 14); }
    if (p1241 < 0) { out = -1;  break L1238; }
    var p1242;
    if (p1241 < n && (c = s.charCodeAt(p1241), c < 128 && T13[c] === 1)) { p1242 = p1241 + 1; if (look === 0 && p1242 > far) far = p1242; } else { p1242 = -1; if (rec) fail(p1241, 14); }
    if (p1242 < 0) { out = -1;  break L1238; }
    out = p1242;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 71; lastEnd = out; } }
  return out;
}
function d72(p) { // GS3A3Char
  var c, out, s = text, n = size;
  if (rec) stack.push(72);
  L1243: {
    var p1244;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p1244 = p + 1; if (look === 0 && p1244 > far) far = p1244; } else { p1244 = -1; if (rec) fail(p, 15); }
    if (p1244 >= 0) { out = p1244; break L1243; }
    var p1245;
    p1245 = d71(p);
    if (p1245 >= 0) { out = p1245; break L1243; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 72; lastEnd = out; } }
  return out;
}
function d73(p) { // GS3A3Component
  var c, out, s = text, n = size;
  if (rec) stack.push(73);
  var q1246 = p, r1247 = 0, e1249 = false;
  while (q1246 < n) {
    var p1250;
    p1250 = d72(q1246);
    if (p1250 < 0) break;
    if (p1250 === q1246) { e1249 = true; break; }
    r1247++; q1246 = p1250;
  }
  if (rec && q1246 >= n && !e1249) fail(q1246, 213);
  if (e1249 || r1247 >= 1) out = q1246; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 73; lastEnd = out; } }
  return out;
}
function d74(p) { // CPRefChar
  var c, out, s = text, n = size;
  if (rec) stack.push(74);
  L1251: {
    var p1252;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p1252 = p + 1; if (look === 0 && p1252 > far) far = p1252; } else { p1252 = -1; if (rec) fail(p, 9); }
    if (p1252 >= 0) { out = p1252; break L1251; }
    var p1253;
    L1254: {
      var p1256;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1256 = p + 1; if (look === 0 && p1256 > far) far = p1256; } else { p1256 = -1; if (rec) fail(p, 199); }
      if (p1256 < 0) { p1253 = -1;  break L1254; }
      var p1257;
      if (p1256 < n && (c = s.charCodeAt(p1256), c === 50)) { p1257 = p1256 + 1; if (look === 0 && p1257 > far) far = p1257; } else { p1257 = -1; if (rec) fail(p1256, 200, 1); }
      if (p1257 < 0) { p1253 = -1;  break L1254; }
      var p1258;
      if (p1257 < n && (c = s.charCodeAt(p1257), (c | 32) === 102)) { p1258 = p1257 + 1; if (look === 0 && p1258 > far) far = p1258; } else { p1258 = -1; if (rec) fail(p1257, 201, 2); }
      if (p1258 < 0) { p1253 = -1;  break L1254; }
      p1253 = p1258;
    }
    if (p1253 >= 0) { out = p1253; break L1251; }
    var p1259;
    L1260: {
      var p1262;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1262 = p + 1; if (look === 0 && p1262 > far) far = p1262; } else { p1262 = -1; if (rec) fail(p, 195); }
      if (p1262 < 0) { p1259 = -1;  break L1260; }
      var p1263;
      if (p1262 < n && (c = s.charCodeAt(p1262), c === 50)) { p1263 = p1262 + 1; if (look === 0 && p1263 > far) far = p1263; } else { p1263 = -1; if (rec) fail(p1262, 196, 1); }
      if (p1263 < 0) { p1259 = -1;  break L1260; }
      var p1264;
      if (p1263 < n && (c = s.charCodeAt(p1263), c === 51)) { p1264 = p1263 + 1; if (look === 0 && p1264 > far) far = p1264; } else { p1264 = -1; if (rec) fail(p1263, 197, 2); }
      if (p1264 < 0) { p1259 = -1;  break L1260; }
      p1259 = p1264;
    }
    if (p1259 >= 0) { out = p1259; break L1251; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 74; lastEnd = out; } }
  return out;
}
function d75(p) { // CPRefComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(75);
  var q1265 = p, r1266 = 0, e1268 = false;
  while (q1265 < n) {
    var p1269;
    p1269 = d74(q1265);
    if (p1269 < 0) break;
    if (p1269 === q1265) { e1268 = true; break; }
    r1266++; q1265 = p1269;
  }
  if (rec && q1265 >= n && !e1268) fail(q1265, 194);
  if (e1268 || r1266 >= 1) out = q1265; else { out = -1;  }
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
  L1270: {
    var p1271;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T16[c] === 1)) { p1271 = p + 1; if (look === 0 && p1271 > far) far = p1271; } else { p1271 = -1; if (rec) fail(p, 17); }
    if (p1271 >= 0) { out = p1271; break L1270; }
    var p1272;
    p1272 = d81(p);
    if (p1272 >= 0) { out = p1272; break L1270; }
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
  L1273: {
    var p1275;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1275 = p + 1; if (look === 0 && p1275 > far) far = p1275; } else { p1275 = -1; if (rec) fail(p, 198); }
    if (p1275 < 0) { out = -1;  break L1273; }
    var p1276;
    if (p1275 < n && (c = s.charCodeAt(p1275), c < 128 && T13[c] === 1)) { p1276 = p1275 + 1; if (look === 0 && p1276 > far) far = p1276; } else { p1276 = -1; if (rec) fail(p1275, 14); }
    if (p1276 < 0) { out = -1;  break L1273; }
    var p1277;
    if (p1276 < n && (c = s.charCodeAt(p1276), c < 128 && T13[c] === 1)) { p1277 = p1276 + 1; if (look === 0 && p1277 > far) far = p1277; } else { p1277 = -1; if (rec) fail(p1276, 14); }
    if (p1277 < 0) { out = -1;  break L1273; }
    out = p1277;
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
