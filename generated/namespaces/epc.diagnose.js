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
const rules = ["epc-nss","sub-ns-name","let-num","let-num-hyp","upper","lower","number","sub-ns","URN-chars","epc-scheme","epc-id-body","end-of-nss","id-scheme-known","EPC-URI","SGTIN-URI","SGTINURIBody","SSCC-URI","SSCCURIBody","SGLN-URI","SGLNURIBody","GRAI-URI","GRAIURIBody","GIAI-URI","GIAIURIBody","GSRN-URI","GSRNURIBody","GSRNP-URI","GSRNPURIBody","GDTI-URI","GDTIURIBody","CPI-URI","CPIURIBody","SGCN-URI","SGCNURIBody","GINC-URI","GINCURIBody","GSIN-URI","GSINURIBody","ITIP-URI","ITIPURIBody","UPUI-URI","UPUIURIBody","PGLN-URI","PGLNURIBody","GID-URI","GIDURIBody","USDOD-URI","USDODURIBody","CAGECodeOrDODAAC","CAGECode","DODAAC","CAGECodeOrDODAACChar","ADI-URI","ADIURIBody","ADIComponent","ADIExtendedComponent","ADIChar","BIC-URI","BICURIBody","IMOVN-URI","IMOVNURIBody","NumericComponent","ZeroComponent","NonZeroComponent","PaddedNumericComponent","PaddedNumericComponentOrEmpty","NonZeroDigit","UpperAlpha","LowerAlpha","OtherChar","UpperHexChar","HexChar","Escape","GS3A3Char","GS3A3Component","CPRefChar","CPRefComponent","ALPHA","DIGIT","HEXDIG","pchar","unreserved","pct-encoded","sub-delims"];
const terminals = [{"set":[[58,58]]},{"set":[[48,57],[65,90],[97,122]]},{"set":[[45,45],[48,57],[65,90],[97,122]]},{"set":[[65,90]]},{"set":[[97,122]]},{"set":[[48,57]]},{"set":[[35,35],[47,47],[63,63]]},{"set":[[0,1114111]]},{"set":[[46,46]]},{"set":[[48,57],[65,72],[74,78],[80,90]]},{"set":[[45,45],[48,57],[65,90]]},{"set":[[48,48]]},{"set":[[49,57]]},{"set":[[33,33],[39,46],[58,59],[61,61],[95,95]]},{"set":[[48,57],[65,70]]},{"set":[[48,57],[65,70],[97,102]]},{"set":[[33,33],[39,46],[48,59],[61,61],[65,90],[95,95],[97,122]]},{"set":[[65,90],[97,122]]},{"set":[[33,33],[36,36],[38,46],[48,59],[61,61],[64,90],[95,95],[97,122],[126,126]]},{"set":[[45,46],[48,57],[65,90],[95,95],[97,122],[126,126]]},{"set":[[33,33],[36,36],[38,44],[59,59],[61,61]]},{"literal":"id:","caseless":false,"at":0},{"literal":"id:","caseless":false,"at":1},{"literal":"id:","caseless":false,"at":2},{"set":[[33,33],[35,59],[61,61],[63,90],[95,95],[97,122],[126,126]]},{"literal":"sgtin","caseless":false,"at":0},{"literal":"sgtin","caseless":false,"at":1},{"literal":"sgtin","caseless":false,"at":2},{"literal":"sgtin","caseless":false,"at":3},{"literal":"sgtin","caseless":false,"at":4},{"literal":"sscc","caseless":false,"at":0},{"literal":"sscc","caseless":false,"at":1},{"literal":"sscc","caseless":false,"at":2},{"literal":"sscc","caseless":false,"at":3},{"literal":"sgln","caseless":false,"at":0},{"literal":"sgln","caseless":false,"at":1},{"literal":"sgln","caseless":false,"at":2},{"literal":"sgln","caseless":false,"at":3},{"literal":"grai","caseless":false,"at":0},{"literal":"grai","caseless":false,"at":1},{"literal":"grai","caseless":false,"at":2},{"literal":"grai","caseless":false,"at":3},{"literal":"giai","caseless":false,"at":0},{"literal":"giai","caseless":false,"at":1},{"literal":"giai","caseless":false,"at":2},{"literal":"giai","caseless":false,"at":3},{"literal":"gsrnp","caseless":false,"at":0},{"literal":"gsrnp","caseless":false,"at":1},{"literal":"gsrnp","caseless":false,"at":2},{"literal":"gsrnp","caseless":false,"at":3},{"literal":"gsrnp","caseless":false,"at":4},{"literal":"gsrn","caseless":false,"at":0},{"literal":"gsrn","caseless":false,"at":1},{"literal":"gsrn","caseless":false,"at":2},{"literal":"gsrn","caseless":false,"at":3},{"literal":"gdti","caseless":false,"at":0},{"literal":"gdti","caseless":false,"at":1},{"literal":"gdti","caseless":false,"at":2},{"literal":"gdti","caseless":false,"at":3},{"literal":"cpi","caseless":false,"at":0},{"literal":"cpi","caseless":false,"at":1},{"literal":"cpi","caseless":false,"at":2},{"literal":"sgcn","caseless":false,"at":0},{"literal":"sgcn","caseless":false,"at":1},{"literal":"sgcn","caseless":false,"at":2},{"literal":"sgcn","caseless":false,"at":3},{"literal":"ginc","caseless":false,"at":0},{"literal":"ginc","caseless":false,"at":1},{"literal":"ginc","caseless":false,"at":2},{"literal":"ginc","caseless":false,"at":3},{"literal":"gsin","caseless":false,"at":0},{"literal":"gsin","caseless":false,"at":1},{"literal":"gsin","caseless":false,"at":2},{"literal":"gsin","caseless":false,"at":3},{"literal":"itip","caseless":false,"at":0},{"literal":"itip","caseless":false,"at":1},{"literal":"itip","caseless":false,"at":2},{"literal":"itip","caseless":false,"at":3},{"literal":"upui","caseless":false,"at":0},{"literal":"upui","caseless":false,"at":1},{"literal":"upui","caseless":false,"at":2},{"literal":"upui","caseless":false,"at":3},{"literal":"pgln","caseless":false,"at":0},{"literal":"pgln","caseless":false,"at":1},{"literal":"pgln","caseless":false,"at":2},{"literal":"pgln","caseless":false,"at":3},{"literal":"gid","caseless":false,"at":0},{"literal":"gid","caseless":false,"at":1},{"literal":"gid","caseless":false,"at":2},{"literal":"usdod","caseless":false,"at":0},{"literal":"usdod","caseless":false,"at":1},{"literal":"usdod","caseless":false,"at":2},{"literal":"usdod","caseless":false,"at":3},{"literal":"usdod","caseless":false,"at":4},{"literal":"adi","caseless":false,"at":0},{"literal":"adi","caseless":false,"at":1},{"literal":"adi","caseless":false,"at":2},{"literal":"bic","caseless":false,"at":0},{"literal":"bic","caseless":false,"at":1},{"literal":"bic","caseless":false,"at":2},{"literal":"imovn","caseless":false,"at":0},{"literal":"imovn","caseless":false,"at":1},{"literal":"imovn","caseless":false,"at":2},{"literal":"imovn","caseless":false,"at":3},{"literal":"imovn","caseless":false,"at":4},{"literal":"sgtin:","caseless":false,"at":0},{"literal":"sgtin:","caseless":false,"at":1},{"literal":"sgtin:","caseless":false,"at":2},{"literal":"sgtin:","caseless":false,"at":3},{"literal":"sgtin:","caseless":false,"at":4},{"literal":"sgtin:","caseless":false,"at":5},{"literal":"sscc:","caseless":false,"at":0},{"literal":"sscc:","caseless":false,"at":1},{"literal":"sscc:","caseless":false,"at":2},{"literal":"sscc:","caseless":false,"at":3},{"literal":"sscc:","caseless":false,"at":4},{"literal":"sgln:","caseless":false,"at":0},{"literal":"sgln:","caseless":false,"at":1},{"literal":"sgln:","caseless":false,"at":2},{"literal":"sgln:","caseless":false,"at":3},{"literal":"sgln:","caseless":false,"at":4},{"literal":"grai:","caseless":false,"at":0},{"literal":"grai:","caseless":false,"at":1},{"literal":"grai:","caseless":false,"at":2},{"literal":"grai:","caseless":false,"at":3},{"literal":"grai:","caseless":false,"at":4},{"literal":"giai:","caseless":false,"at":0},{"literal":"giai:","caseless":false,"at":1},{"literal":"giai:","caseless":false,"at":2},{"literal":"giai:","caseless":false,"at":3},{"literal":"giai:","caseless":false,"at":4},{"literal":"gsrn:","caseless":false,"at":0},{"literal":"gsrn:","caseless":false,"at":1},{"literal":"gsrn:","caseless":false,"at":2},{"literal":"gsrn:","caseless":false,"at":3},{"literal":"gsrn:","caseless":false,"at":4},{"literal":"gsrnp:","caseless":false,"at":0},{"literal":"gsrnp:","caseless":false,"at":1},{"literal":"gsrnp:","caseless":false,"at":2},{"literal":"gsrnp:","caseless":false,"at":3},{"literal":"gsrnp:","caseless":false,"at":4},{"literal":"gsrnp:","caseless":false,"at":5},{"literal":"gdti:","caseless":false,"at":0},{"literal":"gdti:","caseless":false,"at":1},{"literal":"gdti:","caseless":false,"at":2},{"literal":"gdti:","caseless":false,"at":3},{"literal":"gdti:","caseless":false,"at":4},{"literal":"cpi:","caseless":false,"at":0},{"literal":"cpi:","caseless":false,"at":1},{"literal":"cpi:","caseless":false,"at":2},{"literal":"cpi:","caseless":false,"at":3},{"literal":"sgcn:","caseless":false,"at":0},{"literal":"sgcn:","caseless":false,"at":1},{"literal":"sgcn:","caseless":false,"at":2},{"literal":"sgcn:","caseless":false,"at":3},{"literal":"sgcn:","caseless":false,"at":4},{"literal":"ginc:","caseless":false,"at":0},{"literal":"ginc:","caseless":false,"at":1},{"literal":"ginc:","caseless":false,"at":2},{"literal":"ginc:","caseless":false,"at":3},{"literal":"ginc:","caseless":false,"at":4},{"literal":"gsin:","caseless":false,"at":0},{"literal":"gsin:","caseless":false,"at":1},{"literal":"gsin:","caseless":false,"at":2},{"literal":"gsin:","caseless":false,"at":3},{"literal":"gsin:","caseless":false,"at":4},{"literal":"itip:","caseless":false,"at":0},{"literal":"itip:","caseless":false,"at":1},{"literal":"itip:","caseless":false,"at":2},{"literal":"itip:","caseless":false,"at":3},{"literal":"itip:","caseless":false,"at":4},{"literal":"upui:","caseless":false,"at":0},{"literal":"upui:","caseless":false,"at":1},{"literal":"upui:","caseless":false,"at":2},{"literal":"upui:","caseless":false,"at":3},{"literal":"upui:","caseless":false,"at":4},{"literal":"pgln:","caseless":false,"at":0},{"literal":"pgln:","caseless":false,"at":1},{"literal":"pgln:","caseless":false,"at":2},{"literal":"pgln:","caseless":false,"at":3},{"literal":"pgln:","caseless":false,"at":4},{"literal":"gid:","caseless":false,"at":0},{"literal":"gid:","caseless":false,"at":1},{"literal":"gid:","caseless":false,"at":2},{"literal":"gid:","caseless":false,"at":3},{"literal":"usdod:","caseless":false,"at":0},{"literal":"usdod:","caseless":false,"at":1},{"literal":"usdod:","caseless":false,"at":2},{"literal":"usdod:","caseless":false,"at":3},{"literal":"usdod:","caseless":false,"at":4},{"literal":"usdod:","caseless":false,"at":5},{"literal":"adi:","caseless":false,"at":0},{"literal":"adi:","caseless":false,"at":1},{"literal":"adi:","caseless":false,"at":2},{"literal":"adi:","caseless":false,"at":3},{"set":[[37,37],[45,45],[48,57],[65,90]]},{"literal":"%23","caseless":true,"at":0},{"literal":"%23","caseless":true,"at":1},{"literal":"%23","caseless":true,"at":2},{"set":[[37,37]]},{"literal":"%2f","caseless":true,"at":0},{"literal":"%2f","caseless":true,"at":1},{"literal":"%2f","caseless":true,"at":2},{"literal":"bic:","caseless":false,"at":0},{"literal":"bic:","caseless":false,"at":1},{"literal":"bic:","caseless":false,"at":2},{"literal":"bic:","caseless":false,"at":3},{"set":[[74,74],[85,85],[90,90]]},{"literal":"imovn:","caseless":false,"at":0},{"literal":"imovn:","caseless":false,"at":1},{"literal":"imovn:","caseless":false,"at":2},{"literal":"imovn:","caseless":false,"at":3},{"literal":"imovn:","caseless":false,"at":4},{"literal":"imovn:","caseless":false,"at":5},{"set":[[33,33],[37,37],[39,46],[48,59],[61,61],[65,90],[95,95],[97,122]]}];
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
  L496: {
    var p497;
    L498: {
      var k499 = kn;
      var p500;
      var p501;
      look++;
      L503: {
        var p505;
        if (p < n && (c = s.charCodeAt(p), c === 105)) { p505 = p + 1; if (look === 0 && p505 > far) far = p505; } else { p505 = -1; if (rec) fail(p, 21); }
        if (p505 < 0) { p501 = -1;  break L503; }
        var p506;
        if (p505 < n && (c = s.charCodeAt(p505), c === 100)) { p506 = p505 + 1; if (look === 0 && p506 > far) far = p506; } else { p506 = -1; if (rec) fail(p505, 22, 1); }
        if (p506 < 0) { p501 = -1;  break L503; }
        var p507;
        if (p506 < n && (c = s.charCodeAt(p506), c === 58)) { p507 = p506 + 1; if (look === 0 && p507 > far) far = p507; } else { p507 = -1; if (rec) fail(p506, 23, 2); }
        if (p507 < 0) { p501 = -1;  break L503; }
        p501 = p507;
      }
      look--;
      p500 = p501 >= 0 ? p : -1;
      if (p500 < 0) { p497 = -1; kn = k499; break L498; }
      var p508;
      p508 = d1(p500);
      if (p508 < 0) { p497 = -1; kn = k499; break L498; }
      var p509;
      if (p508 < n && (c = s.charCodeAt(p508), c === 58)) { p509 = p508 + 1; if (look === 0 && p509 > far) far = p509; } else { p509 = -1; if (rec) fail(p508, 0); }
      if (p509 < 0) { p497 = -1; kn = k499; break L498; }
      var p510;
      p510 = d10(p509);
      if (p510 < 0) { p497 = -1; kn = k499; break L498; }
      p497 = p510;
    }
    if (p497 >= 0) { out = p497; break L496; }
    var p511;
    L512: {
      var k513 = kn;
      var p514;
      var p515;
      look++; nots++;
      L517: {
        var p519;
        if (p < n && (c = s.charCodeAt(p), c === 105)) { p519 = p + 1; if (look === 0 && p519 > far) far = p519; } else { p519 = -1; if (rec) fail(p, 21); }
        if (p519 < 0) { p515 = -1;  break L517; }
        var p520;
        if (p519 < n && (c = s.charCodeAt(p519), c === 100)) { p520 = p519 + 1; if (look === 0 && p520 > far) far = p520; } else { p520 = -1; if (rec) fail(p519, 22, 1); }
        if (p520 < 0) { p515 = -1;  break L517; }
        var p521;
        if (p520 < n && (c = s.charCodeAt(p520), c === 58)) { p521 = p520 + 1; if (look === 0 && p521 > far) far = p521; } else { p521 = -1; if (rec) fail(p520, 23, 2); }
        if (p521 < 0) { p515 = -1;  break L517; }
        p515 = p521;
      }
      look--; nots--;
      p514 = p515 >= 0 ? -1 : p;
      if (p514 < 0) { p511 = -1; kn = k513; break L512; }
      var p522;
      p522 = d1(p514);
      if (p522 < 0) { p511 = -1; kn = k513; break L512; }
      var p523;
      if (p522 < n && (c = s.charCodeAt(p522), c === 58)) { p523 = p522 + 1; if (look === 0 && p523 > far) far = p523; } else { p523 = -1; if (rec) fail(p522, 0); }
      if (p523 < 0) { p511 = -1; kn = k513; break L512; }
      var p524;
      p524 = d7(p523);
      if (p524 < 0) { p511 = -1; kn = k513; break L512; }
      p511 = p524;
    }
    if (p511 >= 0) { out = p511; break L496; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 0; lastEnd = out; } }
  return out;
}
function d1(p) { // sub-ns-name
  var c, out, s = text, n = size;
  if (rec) stack.push(1);
  L525: {
    var p527;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p527 = p + 1; if (look === 0 && p527 > far) far = p527; } else { p527 = -1; if (rec) fail(p, 1); }
    if (p527 < 0) { out = -1;  break L525; }
    var p528;
    var q529 = p527, r530 = 0, e532 = false;
    while (q529 < n) {
      var p533;
      var q534 = q529;
      while (q534 < n && (c = s.charCodeAt(q534), T1[c] === 1)) q534++;
      if (look === 0 && q534 > far) far = q534; if (rec) fail(q534, 2);
      p533 = q534 - q529 >= 1 ? q534 : -1;
      if (p533 < 0) break;
      if (p533 === q529) { e532 = true; break; }
      r530++; q529 = p533;
      if (r530 === 1) break;
    }
    if (rec && q529 >= n && !e532 && r530 < 1) fail(q529, 2);
    if (e532 || r530 >= 0) p528 = q529; else { p528 = -1;  }
    if (p528 < 0) { out = -1;  break L525; }
    out = p528;
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
  L536: {
    var k537 = kn;
    var p538;
    var p539;
    look++;
    p539 = d8(p);
    look--;
    p538 = p539 >= 0 ? p : -1;
    if (p538 < 0) { out = -1; kn = k537; break L536; }
    var p541;
    var q542 = p538, r543 = 0, e545 = false, k544 = kn;
    while (q542 < n) {
      var p546;
      L547: {
        var k548 = kn;
        var p549;
        p549 = d9(q542);
        if (p549 < 0) { p546 = -1; kn = k548; break L547; }
        var p550;
        if (p549 < n && (c = s.charCodeAt(p549), c === 58)) { p550 = p549 + 1; if (look === 0 && p550 > far) far = p550; } else { p550 = -1; if (rec) fail(p549, 0); }
        if (p550 < 0) { p546 = -1; kn = k548; break L547; }
        p546 = p550;
      }
      if (p546 < 0) break;
      if (p546 === q542) { e545 = true; break; }
      r543++; q542 = p546;
      if (r543 === 1) break;
    }
    if (rec && q542 >= n && !e545 && r543 < 1) fail(q542, 2);
    if (e545 || r543 >= 0) p541 = q542; else { p541 = -1; kn = k544; }
    if (p541 < 0) { out = -1; kn = k537; break L536; }
    var p551;
    var q552 = p541, r553 = 0, e555 = false;
    while (q552 < n) {
      var p556;
      p556 = d8(q552);
      if (p556 < 0) break;
      if (p556 === q552) { e555 = true; break; }
      r553++; q552 = p556;
    }
    if (rec && q552 >= n && !e555) fail(q552, 24);
    if (e555 || r553 >= 0) p551 = q552; else { p551 = -1;  }
    if (p551 < 0) { out = -1; kn = k537; break L536; }
    out = p551;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 7; lastEnd = out; } }
  return out;
}
function d8(p) { // URN-chars
  var c, out, s = text, n = size;
  if (rec) stack.push(8);
  L557: {
    var p558;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T6[c] === 1)) { p558 = p + 1; if (look === 0 && p558 > far) far = p558; } else { p558 = -1; if (rec) fail(p, 6); }
    if (p558 >= 0) { out = p558; break L557; }
    var p559;
    p559 = d80(p);
    if (p559 >= 0) { out = p559; break L557; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 8; lastEnd = out; } }
  return out;
}
function d9(p) { // epc-scheme
  var c, out, s = text, n = size;
  if (rec) stack.push(9);
  var q560 = p;
  while (q560 < n && (c = s.charCodeAt(q560), T1[c] === 1)) q560++;
  if (look === 0 && q560 > far) far = q560; if (rec) fail(q560, 2);
  out = q560 - p >= 1 ? q560 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 9; lastEnd = out; } }
  return out;
}
function d10(p) { // epc-id-body
  var c, out, s = text, n = size;
  if (rec) stack.push(10);
  L562: {
    var p563;
    L564: {
      var k565 = kn;
      var p566;
      var p567;
      look++;
      L569: {
        var p571;
        p571 = d12(p);
        if (p571 < 0) { p567 = -1;  break L569; }
        var p572;
        L573: {
          var p574;
          if (p571 < n && (c = s.charCodeAt(p571), c === 58)) { p574 = p571 + 1; if (look === 0 && p574 > far) far = p574; } else { p574 = -1; if (rec) fail(p571, 0); }
          if (p574 >= 0) { p572 = p574; break L573; }
          var p575;
          p575 = d11(p571);
          if (p575 >= 0) { p572 = p575; break L573; }
          p572 = -1;
        }
        if (p572 < 0) { p567 = -1;  break L569; }
        p567 = p572;
      }
      look--;
      p566 = p567 >= 0 ? p : -1;
      if (p566 < 0) { p563 = -1; kn = k565; break L564; }
      var p576;
      L577: {
        var p578;
        p578 = d13(p566);
        if (p578 >= 0) { p576 = p578; break L577; }
        var p579;
        L580: {
          var p582;
          p582 = d12(p566);
          if (p582 < 0) { p579 = -1;  break L580; }
          var p583;
          p583 = d11(p582);
          if (p583 < 0) { p579 = -1;  break L580; }
          var p584;
          if (p583 < n && (c = s.charCodeAt(p583), c === 58)) { p584 = p583 + 1; if (look === 0 && p584 > far) far = p584; } else { p584 = -1; if (rec) fail(p583, 0); }
          if (p584 < 0) { p579 = -1;  break L580; }
          p579 = p584;
        }
        if (p579 >= 0) { p576 = p579; break L577; }
        p576 = -1;
      }
      if (p576 < 0) { p563 = -1; kn = k565; break L564; }
      p563 = p576;
    }
    if (p563 >= 0) { out = p563; break L562; }
    var p585;
    L586: {
      var k587 = kn;
      var p588;
      var p589;
      look++; nots++;
      L591: {
        var p593;
        p593 = d12(p);
        if (p593 < 0) { p589 = -1;  break L591; }
        var p594;
        L595: {
          var p596;
          if (p593 < n && (c = s.charCodeAt(p593), c === 58)) { p596 = p593 + 1; if (look === 0 && p596 > far) far = p596; } else { p596 = -1; if (rec) fail(p593, 0); }
          if (p596 >= 0) { p594 = p596; break L595; }
          var p597;
          p597 = d11(p593);
          if (p597 >= 0) { p594 = p597; break L595; }
          p594 = -1;
        }
        if (p594 < 0) { p589 = -1;  break L591; }
        p589 = p594;
      }
      look--; nots--;
      p588 = p589 >= 0 ? -1 : p;
      if (p588 < 0) { p585 = -1; kn = k587; break L586; }
      var p598;
      p598 = d7(p588);
      if (p598 < 0) { p585 = -1; kn = k587; break L586; }
      p585 = p598;
    }
    if (p585 >= 0) { out = p585; break L562; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 10; lastEnd = out; } }
  return out;
}
function d11(p) { // end-of-nss
  var c, out, s = text, n = size;
  if (rec) stack.push(11);
  var p599;
  look++; nots++;
  if (p < n && (c = s.charCodeAt(p), ((c >= 0 && c <= 1114111)))) { p599 = p + 1; if (look === 0 && p599 > far) far = p599; } else { p599 = -1; if (rec) fail(p, 7); }
  look--; nots--;
  out = p599 >= 0 ? -1 : p;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 11; lastEnd = out; } }
  return out;
}
function d12(p) { // id-scheme-known
  var c, out, s = text, n = size;
  if (rec) stack.push(12);
  L601: {
    var p602;
    L603: {
      var p605;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p605 = p + 1; if (look === 0 && p605 > far) far = p605; } else { p605 = -1; if (rec) fail(p, 25); }
      if (p605 < 0) { p602 = -1;  break L603; }
      var p606;
      if (p605 < n && (c = s.charCodeAt(p605), c === 103)) { p606 = p605 + 1; if (look === 0 && p606 > far) far = p606; } else { p606 = -1; if (rec) fail(p605, 26, 1); }
      if (p606 < 0) { p602 = -1;  break L603; }
      var p607;
      if (p606 < n && (c = s.charCodeAt(p606), c === 116)) { p607 = p606 + 1; if (look === 0 && p607 > far) far = p607; } else { p607 = -1; if (rec) fail(p606, 27, 2); }
      if (p607 < 0) { p602 = -1;  break L603; }
      var p608;
      if (p607 < n && (c = s.charCodeAt(p607), c === 105)) { p608 = p607 + 1; if (look === 0 && p608 > far) far = p608; } else { p608 = -1; if (rec) fail(p607, 28, 3); }
      if (p608 < 0) { p602 = -1;  break L603; }
      var p609;
      if (p608 < n && (c = s.charCodeAt(p608), c === 110)) { p609 = p608 + 1; if (look === 0 && p609 > far) far = p609; } else { p609 = -1; if (rec) fail(p608, 29, 4); }
      if (p609 < 0) { p602 = -1;  break L603; }
      p602 = p609;
    }
    if (p602 >= 0) { out = p602; break L601; }
    var p610;
    L611: {
      var p613;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p613 = p + 1; if (look === 0 && p613 > far) far = p613; } else { p613 = -1; if (rec) fail(p, 30); }
      if (p613 < 0) { p610 = -1;  break L611; }
      var p614;
      if (p613 < n && (c = s.charCodeAt(p613), c === 115)) { p614 = p613 + 1; if (look === 0 && p614 > far) far = p614; } else { p614 = -1; if (rec) fail(p613, 31, 1); }
      if (p614 < 0) { p610 = -1;  break L611; }
      var p615;
      if (p614 < n && (c = s.charCodeAt(p614), c === 99)) { p615 = p614 + 1; if (look === 0 && p615 > far) far = p615; } else { p615 = -1; if (rec) fail(p614, 32, 2); }
      if (p615 < 0) { p610 = -1;  break L611; }
      var p616;
      if (p615 < n && (c = s.charCodeAt(p615), c === 99)) { p616 = p615 + 1; if (look === 0 && p616 > far) far = p616; } else { p616 = -1; if (rec) fail(p615, 33, 3); }
      if (p616 < 0) { p610 = -1;  break L611; }
      p610 = p616;
    }
    if (p610 >= 0) { out = p610; break L601; }
    var p617;
    L618: {
      var p620;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p620 = p + 1; if (look === 0 && p620 > far) far = p620; } else { p620 = -1; if (rec) fail(p, 34); }
      if (p620 < 0) { p617 = -1;  break L618; }
      var p621;
      if (p620 < n && (c = s.charCodeAt(p620), c === 103)) { p621 = p620 + 1; if (look === 0 && p621 > far) far = p621; } else { p621 = -1; if (rec) fail(p620, 35, 1); }
      if (p621 < 0) { p617 = -1;  break L618; }
      var p622;
      if (p621 < n && (c = s.charCodeAt(p621), c === 108)) { p622 = p621 + 1; if (look === 0 && p622 > far) far = p622; } else { p622 = -1; if (rec) fail(p621, 36, 2); }
      if (p622 < 0) { p617 = -1;  break L618; }
      var p623;
      if (p622 < n && (c = s.charCodeAt(p622), c === 110)) { p623 = p622 + 1; if (look === 0 && p623 > far) far = p623; } else { p623 = -1; if (rec) fail(p622, 37, 3); }
      if (p623 < 0) { p617 = -1;  break L618; }
      p617 = p623;
    }
    if (p617 >= 0) { out = p617; break L601; }
    var p624;
    L625: {
      var p627;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p627 = p + 1; if (look === 0 && p627 > far) far = p627; } else { p627 = -1; if (rec) fail(p, 38); }
      if (p627 < 0) { p624 = -1;  break L625; }
      var p628;
      if (p627 < n && (c = s.charCodeAt(p627), c === 114)) { p628 = p627 + 1; if (look === 0 && p628 > far) far = p628; } else { p628 = -1; if (rec) fail(p627, 39, 1); }
      if (p628 < 0) { p624 = -1;  break L625; }
      var p629;
      if (p628 < n && (c = s.charCodeAt(p628), c === 97)) { p629 = p628 + 1; if (look === 0 && p629 > far) far = p629; } else { p629 = -1; if (rec) fail(p628, 40, 2); }
      if (p629 < 0) { p624 = -1;  break L625; }
      var p630;
      if (p629 < n && (c = s.charCodeAt(p629), c === 105)) { p630 = p629 + 1; if (look === 0 && p630 > far) far = p630; } else { p630 = -1; if (rec) fail(p629, 41, 3); }
      if (p630 < 0) { p624 = -1;  break L625; }
      p624 = p630;
    }
    if (p624 >= 0) { out = p624; break L601; }
    var p631;
    L632: {
      var p634;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p634 = p + 1; if (look === 0 && p634 > far) far = p634; } else { p634 = -1; if (rec) fail(p, 42); }
      if (p634 < 0) { p631 = -1;  break L632; }
      var p635;
      if (p634 < n && (c = s.charCodeAt(p634), c === 105)) { p635 = p634 + 1; if (look === 0 && p635 > far) far = p635; } else { p635 = -1; if (rec) fail(p634, 43, 1); }
      if (p635 < 0) { p631 = -1;  break L632; }
      var p636;
      if (p635 < n && (c = s.charCodeAt(p635), c === 97)) { p636 = p635 + 1; if (look === 0 && p636 > far) far = p636; } else { p636 = -1; if (rec) fail(p635, 44, 2); }
      if (p636 < 0) { p631 = -1;  break L632; }
      var p637;
      if (p636 < n && (c = s.charCodeAt(p636), c === 105)) { p637 = p636 + 1; if (look === 0 && p637 > far) far = p637; } else { p637 = -1; if (rec) fail(p636, 45, 3); }
      if (p637 < 0) { p631 = -1;  break L632; }
      p631 = p637;
    }
    if (p631 >= 0) { out = p631; break L601; }
    var p638;
    L639: {
      var p641;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p641 = p + 1; if (look === 0 && p641 > far) far = p641; } else { p641 = -1; if (rec) fail(p, 46); }
      if (p641 < 0) { p638 = -1;  break L639; }
      var p642;
      if (p641 < n && (c = s.charCodeAt(p641), c === 115)) { p642 = p641 + 1; if (look === 0 && p642 > far) far = p642; } else { p642 = -1; if (rec) fail(p641, 47, 1); }
      if (p642 < 0) { p638 = -1;  break L639; }
      var p643;
      if (p642 < n && (c = s.charCodeAt(p642), c === 114)) { p643 = p642 + 1; if (look === 0 && p643 > far) far = p643; } else { p643 = -1; if (rec) fail(p642, 48, 2); }
      if (p643 < 0) { p638 = -1;  break L639; }
      var p644;
      if (p643 < n && (c = s.charCodeAt(p643), c === 110)) { p644 = p643 + 1; if (look === 0 && p644 > far) far = p644; } else { p644 = -1; if (rec) fail(p643, 49, 3); }
      if (p644 < 0) { p638 = -1;  break L639; }
      var p645;
      if (p644 < n && (c = s.charCodeAt(p644), c === 112)) { p645 = p644 + 1; if (look === 0 && p645 > far) far = p645; } else { p645 = -1; if (rec) fail(p644, 50, 4); }
      if (p645 < 0) { p638 = -1;  break L639; }
      p638 = p645;
    }
    if (p638 >= 0) { out = p638; break L601; }
    var p646;
    L647: {
      var p649;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p649 = p + 1; if (look === 0 && p649 > far) far = p649; } else { p649 = -1; if (rec) fail(p, 51); }
      if (p649 < 0) { p646 = -1;  break L647; }
      var p650;
      if (p649 < n && (c = s.charCodeAt(p649), c === 115)) { p650 = p649 + 1; if (look === 0 && p650 > far) far = p650; } else { p650 = -1; if (rec) fail(p649, 52, 1); }
      if (p650 < 0) { p646 = -1;  break L647; }
      var p651;
      if (p650 < n && (c = s.charCodeAt(p650), c === 114)) { p651 = p650 + 1; if (look === 0 && p651 > far) far = p651; } else { p651 = -1; if (rec) fail(p650, 53, 2); }
      if (p651 < 0) { p646 = -1;  break L647; }
      var p652;
      if (p651 < n && (c = s.charCodeAt(p651), c === 110)) { p652 = p651 + 1; if (look === 0 && p652 > far) far = p652; } else { p652 = -1; if (rec) fail(p651, 54, 3); }
      if (p652 < 0) { p646 = -1;  break L647; }
      p646 = p652;
    }
    if (p646 >= 0) { out = p646; break L601; }
    var p653;
    L654: {
      var p656;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p656 = p + 1; if (look === 0 && p656 > far) far = p656; } else { p656 = -1; if (rec) fail(p, 55); }
      if (p656 < 0) { p653 = -1;  break L654; }
      var p657;
      if (p656 < n && (c = s.charCodeAt(p656), c === 100)) { p657 = p656 + 1; if (look === 0 && p657 > far) far = p657; } else { p657 = -1; if (rec) fail(p656, 56, 1); }
      if (p657 < 0) { p653 = -1;  break L654; }
      var p658;
      if (p657 < n && (c = s.charCodeAt(p657), c === 116)) { p658 = p657 + 1; if (look === 0 && p658 > far) far = p658; } else { p658 = -1; if (rec) fail(p657, 57, 2); }
      if (p658 < 0) { p653 = -1;  break L654; }
      var p659;
      if (p658 < n && (c = s.charCodeAt(p658), c === 105)) { p659 = p658 + 1; if (look === 0 && p659 > far) far = p659; } else { p659 = -1; if (rec) fail(p658, 58, 3); }
      if (p659 < 0) { p653 = -1;  break L654; }
      p653 = p659;
    }
    if (p653 >= 0) { out = p653; break L601; }
    var p660;
    L661: {
      var p663;
      if (p < n && (c = s.charCodeAt(p), c === 99)) { p663 = p + 1; if (look === 0 && p663 > far) far = p663; } else { p663 = -1; if (rec) fail(p, 59); }
      if (p663 < 0) { p660 = -1;  break L661; }
      var p664;
      if (p663 < n && (c = s.charCodeAt(p663), c === 112)) { p664 = p663 + 1; if (look === 0 && p664 > far) far = p664; } else { p664 = -1; if (rec) fail(p663, 60, 1); }
      if (p664 < 0) { p660 = -1;  break L661; }
      var p665;
      if (p664 < n && (c = s.charCodeAt(p664), c === 105)) { p665 = p664 + 1; if (look === 0 && p665 > far) far = p665; } else { p665 = -1; if (rec) fail(p664, 61, 2); }
      if (p665 < 0) { p660 = -1;  break L661; }
      p660 = p665;
    }
    if (p660 >= 0) { out = p660; break L601; }
    var p666;
    L667: {
      var p669;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p669 = p + 1; if (look === 0 && p669 > far) far = p669; } else { p669 = -1; if (rec) fail(p, 62); }
      if (p669 < 0) { p666 = -1;  break L667; }
      var p670;
      if (p669 < n && (c = s.charCodeAt(p669), c === 103)) { p670 = p669 + 1; if (look === 0 && p670 > far) far = p670; } else { p670 = -1; if (rec) fail(p669, 63, 1); }
      if (p670 < 0) { p666 = -1;  break L667; }
      var p671;
      if (p670 < n && (c = s.charCodeAt(p670), c === 99)) { p671 = p670 + 1; if (look === 0 && p671 > far) far = p671; } else { p671 = -1; if (rec) fail(p670, 64, 2); }
      if (p671 < 0) { p666 = -1;  break L667; }
      var p672;
      if (p671 < n && (c = s.charCodeAt(p671), c === 110)) { p672 = p671 + 1; if (look === 0 && p672 > far) far = p672; } else { p672 = -1; if (rec) fail(p671, 65, 3); }
      if (p672 < 0) { p666 = -1;  break L667; }
      p666 = p672;
    }
    if (p666 >= 0) { out = p666; break L601; }
    var p673;
    L674: {
      var p676;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p676 = p + 1; if (look === 0 && p676 > far) far = p676; } else { p676 = -1; if (rec) fail(p, 66); }
      if (p676 < 0) { p673 = -1;  break L674; }
      var p677;
      if (p676 < n && (c = s.charCodeAt(p676), c === 105)) { p677 = p676 + 1; if (look === 0 && p677 > far) far = p677; } else { p677 = -1; if (rec) fail(p676, 67, 1); }
      if (p677 < 0) { p673 = -1;  break L674; }
      var p678;
      if (p677 < n && (c = s.charCodeAt(p677), c === 110)) { p678 = p677 + 1; if (look === 0 && p678 > far) far = p678; } else { p678 = -1; if (rec) fail(p677, 68, 2); }
      if (p678 < 0) { p673 = -1;  break L674; }
      var p679;
      if (p678 < n && (c = s.charCodeAt(p678), c === 99)) { p679 = p678 + 1; if (look === 0 && p679 > far) far = p679; } else { p679 = -1; if (rec) fail(p678, 69, 3); }
      if (p679 < 0) { p673 = -1;  break L674; }
      p673 = p679;
    }
    if (p673 >= 0) { out = p673; break L601; }
    var p680;
    L681: {
      var p683;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p683 = p + 1; if (look === 0 && p683 > far) far = p683; } else { p683 = -1; if (rec) fail(p, 70); }
      if (p683 < 0) { p680 = -1;  break L681; }
      var p684;
      if (p683 < n && (c = s.charCodeAt(p683), c === 115)) { p684 = p683 + 1; if (look === 0 && p684 > far) far = p684; } else { p684 = -1; if (rec) fail(p683, 71, 1); }
      if (p684 < 0) { p680 = -1;  break L681; }
      var p685;
      if (p684 < n && (c = s.charCodeAt(p684), c === 105)) { p685 = p684 + 1; if (look === 0 && p685 > far) far = p685; } else { p685 = -1; if (rec) fail(p684, 72, 2); }
      if (p685 < 0) { p680 = -1;  break L681; }
      var p686;
      if (p685 < n && (c = s.charCodeAt(p685), c === 110)) { p686 = p685 + 1; if (look === 0 && p686 > far) far = p686; } else { p686 = -1; if (rec) fail(p685, 73, 3); }
      if (p686 < 0) { p680 = -1;  break L681; }
      p680 = p686;
    }
    if (p680 >= 0) { out = p680; break L601; }
    var p687;
    L688: {
      var p690;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p690 = p + 1; if (look === 0 && p690 > far) far = p690; } else { p690 = -1; if (rec) fail(p, 74); }
      if (p690 < 0) { p687 = -1;  break L688; }
      var p691;
      if (p690 < n && (c = s.charCodeAt(p690), c === 116)) { p691 = p690 + 1; if (look === 0 && p691 > far) far = p691; } else { p691 = -1; if (rec) fail(p690, 75, 1); }
      if (p691 < 0) { p687 = -1;  break L688; }
      var p692;
      if (p691 < n && (c = s.charCodeAt(p691), c === 105)) { p692 = p691 + 1; if (look === 0 && p692 > far) far = p692; } else { p692 = -1; if (rec) fail(p691, 76, 2); }
      if (p692 < 0) { p687 = -1;  break L688; }
      var p693;
      if (p692 < n && (c = s.charCodeAt(p692), c === 112)) { p693 = p692 + 1; if (look === 0 && p693 > far) far = p693; } else { p693 = -1; if (rec) fail(p692, 77, 3); }
      if (p693 < 0) { p687 = -1;  break L688; }
      p687 = p693;
    }
    if (p687 >= 0) { out = p687; break L601; }
    var p694;
    L695: {
      var p697;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p697 = p + 1; if (look === 0 && p697 > far) far = p697; } else { p697 = -1; if (rec) fail(p, 78); }
      if (p697 < 0) { p694 = -1;  break L695; }
      var p698;
      if (p697 < n && (c = s.charCodeAt(p697), c === 112)) { p698 = p697 + 1; if (look === 0 && p698 > far) far = p698; } else { p698 = -1; if (rec) fail(p697, 79, 1); }
      if (p698 < 0) { p694 = -1;  break L695; }
      var p699;
      if (p698 < n && (c = s.charCodeAt(p698), c === 117)) { p699 = p698 + 1; if (look === 0 && p699 > far) far = p699; } else { p699 = -1; if (rec) fail(p698, 80, 2); }
      if (p699 < 0) { p694 = -1;  break L695; }
      var p700;
      if (p699 < n && (c = s.charCodeAt(p699), c === 105)) { p700 = p699 + 1; if (look === 0 && p700 > far) far = p700; } else { p700 = -1; if (rec) fail(p699, 81, 3); }
      if (p700 < 0) { p694 = -1;  break L695; }
      p694 = p700;
    }
    if (p694 >= 0) { out = p694; break L601; }
    var p701;
    L702: {
      var p704;
      if (p < n && (c = s.charCodeAt(p), c === 112)) { p704 = p + 1; if (look === 0 && p704 > far) far = p704; } else { p704 = -1; if (rec) fail(p, 82); }
      if (p704 < 0) { p701 = -1;  break L702; }
      var p705;
      if (p704 < n && (c = s.charCodeAt(p704), c === 103)) { p705 = p704 + 1; if (look === 0 && p705 > far) far = p705; } else { p705 = -1; if (rec) fail(p704, 83, 1); }
      if (p705 < 0) { p701 = -1;  break L702; }
      var p706;
      if (p705 < n && (c = s.charCodeAt(p705), c === 108)) { p706 = p705 + 1; if (look === 0 && p706 > far) far = p706; } else { p706 = -1; if (rec) fail(p705, 84, 2); }
      if (p706 < 0) { p701 = -1;  break L702; }
      var p707;
      if (p706 < n && (c = s.charCodeAt(p706), c === 110)) { p707 = p706 + 1; if (look === 0 && p707 > far) far = p707; } else { p707 = -1; if (rec) fail(p706, 85, 3); }
      if (p707 < 0) { p701 = -1;  break L702; }
      p701 = p707;
    }
    if (p701 >= 0) { out = p701; break L601; }
    var p708;
    L709: {
      var p711;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p711 = p + 1; if (look === 0 && p711 > far) far = p711; } else { p711 = -1; if (rec) fail(p, 86); }
      if (p711 < 0) { p708 = -1;  break L709; }
      var p712;
      if (p711 < n && (c = s.charCodeAt(p711), c === 105)) { p712 = p711 + 1; if (look === 0 && p712 > far) far = p712; } else { p712 = -1; if (rec) fail(p711, 87, 1); }
      if (p712 < 0) { p708 = -1;  break L709; }
      var p713;
      if (p712 < n && (c = s.charCodeAt(p712), c === 100)) { p713 = p712 + 1; if (look === 0 && p713 > far) far = p713; } else { p713 = -1; if (rec) fail(p712, 88, 2); }
      if (p713 < 0) { p708 = -1;  break L709; }
      p708 = p713;
    }
    if (p708 >= 0) { out = p708; break L601; }
    var p714;
    L715: {
      var p717;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p717 = p + 1; if (look === 0 && p717 > far) far = p717; } else { p717 = -1; if (rec) fail(p, 89); }
      if (p717 < 0) { p714 = -1;  break L715; }
      var p718;
      if (p717 < n && (c = s.charCodeAt(p717), c === 115)) { p718 = p717 + 1; if (look === 0 && p718 > far) far = p718; } else { p718 = -1; if (rec) fail(p717, 90, 1); }
      if (p718 < 0) { p714 = -1;  break L715; }
      var p719;
      if (p718 < n && (c = s.charCodeAt(p718), c === 100)) { p719 = p718 + 1; if (look === 0 && p719 > far) far = p719; } else { p719 = -1; if (rec) fail(p718, 91, 2); }
      if (p719 < 0) { p714 = -1;  break L715; }
      var p720;
      if (p719 < n && (c = s.charCodeAt(p719), c === 111)) { p720 = p719 + 1; if (look === 0 && p720 > far) far = p720; } else { p720 = -1; if (rec) fail(p719, 92, 3); }
      if (p720 < 0) { p714 = -1;  break L715; }
      var p721;
      if (p720 < n && (c = s.charCodeAt(p720), c === 100)) { p721 = p720 + 1; if (look === 0 && p721 > far) far = p721; } else { p721 = -1; if (rec) fail(p720, 93, 4); }
      if (p721 < 0) { p714 = -1;  break L715; }
      p714 = p721;
    }
    if (p714 >= 0) { out = p714; break L601; }
    var p722;
    L723: {
      var p725;
      if (p < n && (c = s.charCodeAt(p), c === 97)) { p725 = p + 1; if (look === 0 && p725 > far) far = p725; } else { p725 = -1; if (rec) fail(p, 94); }
      if (p725 < 0) { p722 = -1;  break L723; }
      var p726;
      if (p725 < n && (c = s.charCodeAt(p725), c === 100)) { p726 = p725 + 1; if (look === 0 && p726 > far) far = p726; } else { p726 = -1; if (rec) fail(p725, 95, 1); }
      if (p726 < 0) { p722 = -1;  break L723; }
      var p727;
      if (p726 < n && (c = s.charCodeAt(p726), c === 105)) { p727 = p726 + 1; if (look === 0 && p727 > far) far = p727; } else { p727 = -1; if (rec) fail(p726, 96, 2); }
      if (p727 < 0) { p722 = -1;  break L723; }
      p722 = p727;
    }
    if (p722 >= 0) { out = p722; break L601; }
    var p728;
    L729: {
      var p731;
      if (p < n && (c = s.charCodeAt(p), c === 98)) { p731 = p + 1; if (look === 0 && p731 > far) far = p731; } else { p731 = -1; if (rec) fail(p, 97); }
      if (p731 < 0) { p728 = -1;  break L729; }
      var p732;
      if (p731 < n && (c = s.charCodeAt(p731), c === 105)) { p732 = p731 + 1; if (look === 0 && p732 > far) far = p732; } else { p732 = -1; if (rec) fail(p731, 98, 1); }
      if (p732 < 0) { p728 = -1;  break L729; }
      var p733;
      if (p732 < n && (c = s.charCodeAt(p732), c === 99)) { p733 = p732 + 1; if (look === 0 && p733 > far) far = p733; } else { p733 = -1; if (rec) fail(p732, 99, 2); }
      if (p733 < 0) { p728 = -1;  break L729; }
      p728 = p733;
    }
    if (p728 >= 0) { out = p728; break L601; }
    var p734;
    L735: {
      var p737;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p737 = p + 1; if (look === 0 && p737 > far) far = p737; } else { p737 = -1; if (rec) fail(p, 100); }
      if (p737 < 0) { p734 = -1;  break L735; }
      var p738;
      if (p737 < n && (c = s.charCodeAt(p737), c === 109)) { p738 = p737 + 1; if (look === 0 && p738 > far) far = p738; } else { p738 = -1; if (rec) fail(p737, 101, 1); }
      if (p738 < 0) { p734 = -1;  break L735; }
      var p739;
      if (p738 < n && (c = s.charCodeAt(p738), c === 111)) { p739 = p738 + 1; if (look === 0 && p739 > far) far = p739; } else { p739 = -1; if (rec) fail(p738, 102, 2); }
      if (p739 < 0) { p734 = -1;  break L735; }
      var p740;
      if (p739 < n && (c = s.charCodeAt(p739), c === 118)) { p740 = p739 + 1; if (look === 0 && p740 > far) far = p740; } else { p740 = -1; if (rec) fail(p739, 103, 3); }
      if (p740 < 0) { p734 = -1;  break L735; }
      var p741;
      if (p740 < n && (c = s.charCodeAt(p740), c === 110)) { p741 = p740 + 1; if (look === 0 && p741 > far) far = p741; } else { p741 = -1; if (rec) fail(p740, 104, 4); }
      if (p741 < 0) { p734 = -1;  break L735; }
      p734 = p741;
    }
    if (p734 >= 0) { out = p734; break L601; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 12; lastEnd = out; } }
  return out;
}
function d13(p) { // EPC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(13);
  L742: {
    var p743;
    p743 = d14(p);
    if (p743 >= 0) { out = p743; break L742; }
    var p744;
    p744 = d16(p);
    if (p744 >= 0) { out = p744; break L742; }
    var p745;
    p745 = d18(p);
    if (p745 >= 0) { out = p745; break L742; }
    var p746;
    p746 = d20(p);
    if (p746 >= 0) { out = p746; break L742; }
    var p747;
    p747 = d22(p);
    if (p747 >= 0) { out = p747; break L742; }
    var p748;
    p748 = d24(p);
    if (p748 >= 0) { out = p748; break L742; }
    var p749;
    p749 = d26(p);
    if (p749 >= 0) { out = p749; break L742; }
    var p750;
    p750 = d28(p);
    if (p750 >= 0) { out = p750; break L742; }
    var p751;
    p751 = d30(p);
    if (p751 >= 0) { out = p751; break L742; }
    var p752;
    p752 = d32(p);
    if (p752 >= 0) { out = p752; break L742; }
    var p753;
    p753 = d34(p);
    if (p753 >= 0) { out = p753; break L742; }
    var p754;
    p754 = d36(p);
    if (p754 >= 0) { out = p754; break L742; }
    var p755;
    p755 = d38(p);
    if (p755 >= 0) { out = p755; break L742; }
    var p756;
    p756 = d40(p);
    if (p756 >= 0) { out = p756; break L742; }
    var p757;
    p757 = d42(p);
    if (p757 >= 0) { out = p757; break L742; }
    var p758;
    p758 = d44(p);
    if (p758 >= 0) { out = p758; break L742; }
    var p759;
    p759 = d46(p);
    if (p759 >= 0) { out = p759; break L742; }
    var p760;
    p760 = d52(p);
    if (p760 >= 0) { out = p760; break L742; }
    var p761;
    p761 = d57(p);
    if (p761 >= 0) { out = p761; break L742; }
    var p762;
    p762 = d59(p);
    if (p762 >= 0) { out = p762; break L742; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 13; lastEnd = out; } }
  return out;
}
function d14(p) { // SGTIN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(14);
  L763: {
    var k764 = kn;
    var p765;
    var p766;
    look++;
    L768: {
      var p770;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p770 = p + 1; if (look === 0 && p770 > far) far = p770; } else { p770 = -1; if (rec) fail(p, 105); }
      if (p770 < 0) { p766 = -1;  break L768; }
      var p771;
      if (p770 < n && (c = s.charCodeAt(p770), c === 103)) { p771 = p770 + 1; if (look === 0 && p771 > far) far = p771; } else { p771 = -1; if (rec) fail(p770, 106, 1); }
      if (p771 < 0) { p766 = -1;  break L768; }
      var p772;
      if (p771 < n && (c = s.charCodeAt(p771), c === 116)) { p772 = p771 + 1; if (look === 0 && p772 > far) far = p772; } else { p772 = -1; if (rec) fail(p771, 107, 2); }
      if (p772 < 0) { p766 = -1;  break L768; }
      var p773;
      if (p772 < n && (c = s.charCodeAt(p772), c === 105)) { p773 = p772 + 1; if (look === 0 && p773 > far) far = p773; } else { p773 = -1; if (rec) fail(p772, 108, 3); }
      if (p773 < 0) { p766 = -1;  break L768; }
      var p774;
      if (p773 < n && (c = s.charCodeAt(p773), c === 110)) { p774 = p773 + 1; if (look === 0 && p774 > far) far = p774; } else { p774 = -1; if (rec) fail(p773, 109, 4); }
      if (p774 < 0) { p766 = -1;  break L768; }
      var p775;
      if (p774 < n && (c = s.charCodeAt(p774), c === 58)) { p775 = p774 + 1; if (look === 0 && p775 > far) far = p775; } else { p775 = -1; if (rec) fail(p774, 110, 5); }
      if (p775 < 0) { p766 = -1;  break L768; }
      p766 = p775;
    }
    look--;
    p765 = p766 >= 0 ? p : -1;
    if (p765 < 0) { out = -1; kn = k764; break L763; }
    var p776;
    p776 = d9(p765);
    if (p776 < 0) { out = -1; kn = k764; break L763; }
    var p777;
    if (p776 < n && (c = s.charCodeAt(p776), c === 58)) { p777 = p776 + 1; if (look === 0 && p777 > far) far = p777; } else { p777 = -1; if (rec) fail(p776, 0); }
    if (p777 < 0) { out = -1; kn = k764; break L763; }
    var p778;
    p778 = d15(p777);
    if (p778 < 0) { out = -1; kn = k764; break L763; }
    out = p778;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 14; lastEnd = out; } }
  return out;
}
function d15(p) { // SGTINURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(15);
  L779: {
    var p781;
    var q782 = p, r783 = 0, e785 = false;
    while (q782 < n) {
      var p786;
      L787: {
        var p789;
        p789 = d64(q782);
        if (p789 < 0) { p786 = -1;  break L787; }
        var p790;
        if (p789 < n && (c = s.charCodeAt(p789), c === 46)) { p790 = p789 + 1; if (look === 0 && p790 > far) far = p790; } else { p790 = -1; if (rec) fail(p789, 8); }
        if (p790 < 0) { p786 = -1;  break L787; }
        p786 = p790;
      }
      if (p786 < 0) break;
      if (p786 === q782) { e785 = true; break; }
      r783++; q782 = p786;
      if (r783 === 2) break;
    }
    if (rec && q782 >= n && !e785 && r783 < 2) fail(q782, 5);
    if (e785 || r783 >= 2) p781 = q782; else { p781 = -1;  }
    if (p781 < 0) { out = -1;  break L779; }
    var p791;
    p791 = d74(p781);
    if (p791 < 0) { out = -1;  break L779; }
    out = p791;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 15; lastEnd = out; } }
  return out;
}
function d16(p) { // SSCC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(16);
  L792: {
    var k793 = kn;
    var p794;
    var p795;
    look++;
    L797: {
      var p799;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p799 = p + 1; if (look === 0 && p799 > far) far = p799; } else { p799 = -1; if (rec) fail(p, 111); }
      if (p799 < 0) { p795 = -1;  break L797; }
      var p800;
      if (p799 < n && (c = s.charCodeAt(p799), c === 115)) { p800 = p799 + 1; if (look === 0 && p800 > far) far = p800; } else { p800 = -1; if (rec) fail(p799, 112, 1); }
      if (p800 < 0) { p795 = -1;  break L797; }
      var p801;
      if (p800 < n && (c = s.charCodeAt(p800), c === 99)) { p801 = p800 + 1; if (look === 0 && p801 > far) far = p801; } else { p801 = -1; if (rec) fail(p800, 113, 2); }
      if (p801 < 0) { p795 = -1;  break L797; }
      var p802;
      if (p801 < n && (c = s.charCodeAt(p801), c === 99)) { p802 = p801 + 1; if (look === 0 && p802 > far) far = p802; } else { p802 = -1; if (rec) fail(p801, 114, 3); }
      if (p802 < 0) { p795 = -1;  break L797; }
      var p803;
      if (p802 < n && (c = s.charCodeAt(p802), c === 58)) { p803 = p802 + 1; if (look === 0 && p803 > far) far = p803; } else { p803 = -1; if (rec) fail(p802, 115, 4); }
      if (p803 < 0) { p795 = -1;  break L797; }
      p795 = p803;
    }
    look--;
    p794 = p795 >= 0 ? p : -1;
    if (p794 < 0) { out = -1; kn = k793; break L792; }
    var p804;
    p804 = d9(p794);
    if (p804 < 0) { out = -1; kn = k793; break L792; }
    var p805;
    if (p804 < n && (c = s.charCodeAt(p804), c === 58)) { p805 = p804 + 1; if (look === 0 && p805 > far) far = p805; } else { p805 = -1; if (rec) fail(p804, 0); }
    if (p805 < 0) { out = -1; kn = k793; break L792; }
    var p806;
    p806 = d17(p805);
    if (p806 < 0) { out = -1; kn = k793; break L792; }
    out = p806;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 16; lastEnd = out; } }
  return out;
}
function d17(p) { // SSCCURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(17);
  L807: {
    var p809;
    p809 = d64(p);
    if (p809 < 0) { out = -1;  break L807; }
    var p810;
    if (p809 < n && (c = s.charCodeAt(p809), c === 46)) { p810 = p809 + 1; if (look === 0 && p810 > far) far = p810; } else { p810 = -1; if (rec) fail(p809, 8); }
    if (p810 < 0) { out = -1;  break L807; }
    var p811;
    p811 = d64(p810);
    if (p811 < 0) { out = -1;  break L807; }
    out = p811;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 17; lastEnd = out; } }
  return out;
}
function d18(p) { // SGLN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(18);
  L812: {
    var k813 = kn;
    var p814;
    var p815;
    look++;
    L817: {
      var p819;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p819 = p + 1; if (look === 0 && p819 > far) far = p819; } else { p819 = -1; if (rec) fail(p, 116); }
      if (p819 < 0) { p815 = -1;  break L817; }
      var p820;
      if (p819 < n && (c = s.charCodeAt(p819), c === 103)) { p820 = p819 + 1; if (look === 0 && p820 > far) far = p820; } else { p820 = -1; if (rec) fail(p819, 117, 1); }
      if (p820 < 0) { p815 = -1;  break L817; }
      var p821;
      if (p820 < n && (c = s.charCodeAt(p820), c === 108)) { p821 = p820 + 1; if (look === 0 && p821 > far) far = p821; } else { p821 = -1; if (rec) fail(p820, 118, 2); }
      if (p821 < 0) { p815 = -1;  break L817; }
      var p822;
      if (p821 < n && (c = s.charCodeAt(p821), c === 110)) { p822 = p821 + 1; if (look === 0 && p822 > far) far = p822; } else { p822 = -1; if (rec) fail(p821, 119, 3); }
      if (p822 < 0) { p815 = -1;  break L817; }
      var p823;
      if (p822 < n && (c = s.charCodeAt(p822), c === 58)) { p823 = p822 + 1; if (look === 0 && p823 > far) far = p823; } else { p823 = -1; if (rec) fail(p822, 120, 4); }
      if (p823 < 0) { p815 = -1;  break L817; }
      p815 = p823;
    }
    look--;
    p814 = p815 >= 0 ? p : -1;
    if (p814 < 0) { out = -1; kn = k813; break L812; }
    var p824;
    p824 = d9(p814);
    if (p824 < 0) { out = -1; kn = k813; break L812; }
    var p825;
    if (p824 < n && (c = s.charCodeAt(p824), c === 58)) { p825 = p824 + 1; if (look === 0 && p825 > far) far = p825; } else { p825 = -1; if (rec) fail(p824, 0); }
    if (p825 < 0) { out = -1; kn = k813; break L812; }
    var p826;
    p826 = d19(p825);
    if (p826 < 0) { out = -1; kn = k813; break L812; }
    out = p826;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 18; lastEnd = out; } }
  return out;
}
function d19(p) { // SGLNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(19);
  L827: {
    var p829;
    p829 = d64(p);
    if (p829 < 0) { out = -1;  break L827; }
    var p830;
    if (p829 < n && (c = s.charCodeAt(p829), c === 46)) { p830 = p829 + 1; if (look === 0 && p830 > far) far = p830; } else { p830 = -1; if (rec) fail(p829, 8); }
    if (p830 < 0) { out = -1;  break L827; }
    var p831;
    p831 = d65(p830);
    if (p831 < 0) { out = -1;  break L827; }
    var p832;
    if (p831 < n && (c = s.charCodeAt(p831), c === 46)) { p832 = p831 + 1; if (look === 0 && p832 > far) far = p832; } else { p832 = -1; if (rec) fail(p831, 8); }
    if (p832 < 0) { out = -1;  break L827; }
    var p833;
    p833 = d74(p832);
    if (p833 < 0) { out = -1;  break L827; }
    out = p833;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 19; lastEnd = out; } }
  return out;
}
function d20(p) { // GRAI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(20);
  L834: {
    var k835 = kn;
    var p836;
    var p837;
    look++;
    L839: {
      var p841;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p841 = p + 1; if (look === 0 && p841 > far) far = p841; } else { p841 = -1; if (rec) fail(p, 121); }
      if (p841 < 0) { p837 = -1;  break L839; }
      var p842;
      if (p841 < n && (c = s.charCodeAt(p841), c === 114)) { p842 = p841 + 1; if (look === 0 && p842 > far) far = p842; } else { p842 = -1; if (rec) fail(p841, 122, 1); }
      if (p842 < 0) { p837 = -1;  break L839; }
      var p843;
      if (p842 < n && (c = s.charCodeAt(p842), c === 97)) { p843 = p842 + 1; if (look === 0 && p843 > far) far = p843; } else { p843 = -1; if (rec) fail(p842, 123, 2); }
      if (p843 < 0) { p837 = -1;  break L839; }
      var p844;
      if (p843 < n && (c = s.charCodeAt(p843), c === 105)) { p844 = p843 + 1; if (look === 0 && p844 > far) far = p844; } else { p844 = -1; if (rec) fail(p843, 124, 3); }
      if (p844 < 0) { p837 = -1;  break L839; }
      var p845;
      if (p844 < n && (c = s.charCodeAt(p844), c === 58)) { p845 = p844 + 1; if (look === 0 && p845 > far) far = p845; } else { p845 = -1; if (rec) fail(p844, 125, 4); }
      if (p845 < 0) { p837 = -1;  break L839; }
      p837 = p845;
    }
    look--;
    p836 = p837 >= 0 ? p : -1;
    if (p836 < 0) { out = -1; kn = k835; break L834; }
    var p846;
    p846 = d9(p836);
    if (p846 < 0) { out = -1; kn = k835; break L834; }
    var p847;
    if (p846 < n && (c = s.charCodeAt(p846), c === 58)) { p847 = p846 + 1; if (look === 0 && p847 > far) far = p847; } else { p847 = -1; if (rec) fail(p846, 0); }
    if (p847 < 0) { out = -1; kn = k835; break L834; }
    var p848;
    p848 = d21(p847);
    if (p848 < 0) { out = -1; kn = k835; break L834; }
    out = p848;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 20; lastEnd = out; } }
  return out;
}
function d21(p) { // GRAIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(21);
  L849: {
    var p851;
    p851 = d64(p);
    if (p851 < 0) { out = -1;  break L849; }
    var p852;
    if (p851 < n && (c = s.charCodeAt(p851), c === 46)) { p852 = p851 + 1; if (look === 0 && p852 > far) far = p852; } else { p852 = -1; if (rec) fail(p851, 8); }
    if (p852 < 0) { out = -1;  break L849; }
    var p853;
    p853 = d65(p852);
    if (p853 < 0) { out = -1;  break L849; }
    var p854;
    if (p853 < n && (c = s.charCodeAt(p853), c === 46)) { p854 = p853 + 1; if (look === 0 && p854 > far) far = p854; } else { p854 = -1; if (rec) fail(p853, 8); }
    if (p854 < 0) { out = -1;  break L849; }
    var p855;
    p855 = d74(p854);
    if (p855 < 0) { out = -1;  break L849; }
    out = p855;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 21; lastEnd = out; } }
  return out;
}
function d22(p) { // GIAI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(22);
  L856: {
    var k857 = kn;
    var p858;
    var p859;
    look++;
    L861: {
      var p863;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p863 = p + 1; if (look === 0 && p863 > far) far = p863; } else { p863 = -1; if (rec) fail(p, 126); }
      if (p863 < 0) { p859 = -1;  break L861; }
      var p864;
      if (p863 < n && (c = s.charCodeAt(p863), c === 105)) { p864 = p863 + 1; if (look === 0 && p864 > far) far = p864; } else { p864 = -1; if (rec) fail(p863, 127, 1); }
      if (p864 < 0) { p859 = -1;  break L861; }
      var p865;
      if (p864 < n && (c = s.charCodeAt(p864), c === 97)) { p865 = p864 + 1; if (look === 0 && p865 > far) far = p865; } else { p865 = -1; if (rec) fail(p864, 128, 2); }
      if (p865 < 0) { p859 = -1;  break L861; }
      var p866;
      if (p865 < n && (c = s.charCodeAt(p865), c === 105)) { p866 = p865 + 1; if (look === 0 && p866 > far) far = p866; } else { p866 = -1; if (rec) fail(p865, 129, 3); }
      if (p866 < 0) { p859 = -1;  break L861; }
      var p867;
      if (p866 < n && (c = s.charCodeAt(p866), c === 58)) { p867 = p866 + 1; if (look === 0 && p867 > far) far = p867; } else { p867 = -1; if (rec) fail(p866, 130, 4); }
      if (p867 < 0) { p859 = -1;  break L861; }
      p859 = p867;
    }
    look--;
    p858 = p859 >= 0 ? p : -1;
    if (p858 < 0) { out = -1; kn = k857; break L856; }
    var p868;
    p868 = d9(p858);
    if (p868 < 0) { out = -1; kn = k857; break L856; }
    var p869;
    if (p868 < n && (c = s.charCodeAt(p868), c === 58)) { p869 = p868 + 1; if (look === 0 && p869 > far) far = p869; } else { p869 = -1; if (rec) fail(p868, 0); }
    if (p869 < 0) { out = -1; kn = k857; break L856; }
    var p870;
    p870 = d23(p869);
    if (p870 < 0) { out = -1; kn = k857; break L856; }
    out = p870;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 22; lastEnd = out; } }
  return out;
}
function d23(p) { // GIAIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(23);
  L871: {
    var p873;
    p873 = d64(p);
    if (p873 < 0) { out = -1;  break L871; }
    var p874;
    if (p873 < n && (c = s.charCodeAt(p873), c === 46)) { p874 = p873 + 1; if (look === 0 && p874 > far) far = p874; } else { p874 = -1; if (rec) fail(p873, 8); }
    if (p874 < 0) { out = -1;  break L871; }
    var p875;
    p875 = d74(p874);
    if (p875 < 0) { out = -1;  break L871; }
    out = p875;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 23; lastEnd = out; } }
  return out;
}
function d24(p) { // GSRN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(24);
  L876: {
    var k877 = kn;
    var p878;
    var p879;
    look++;
    L881: {
      var p883;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p883 = p + 1; if (look === 0 && p883 > far) far = p883; } else { p883 = -1; if (rec) fail(p, 131); }
      if (p883 < 0) { p879 = -1;  break L881; }
      var p884;
      if (p883 < n && (c = s.charCodeAt(p883), c === 115)) { p884 = p883 + 1; if (look === 0 && p884 > far) far = p884; } else { p884 = -1; if (rec) fail(p883, 132, 1); }
      if (p884 < 0) { p879 = -1;  break L881; }
      var p885;
      if (p884 < n && (c = s.charCodeAt(p884), c === 114)) { p885 = p884 + 1; if (look === 0 && p885 > far) far = p885; } else { p885 = -1; if (rec) fail(p884, 133, 2); }
      if (p885 < 0) { p879 = -1;  break L881; }
      var p886;
      if (p885 < n && (c = s.charCodeAt(p885), c === 110)) { p886 = p885 + 1; if (look === 0 && p886 > far) far = p886; } else { p886 = -1; if (rec) fail(p885, 134, 3); }
      if (p886 < 0) { p879 = -1;  break L881; }
      var p887;
      if (p886 < n && (c = s.charCodeAt(p886), c === 58)) { p887 = p886 + 1; if (look === 0 && p887 > far) far = p887; } else { p887 = -1; if (rec) fail(p886, 135, 4); }
      if (p887 < 0) { p879 = -1;  break L881; }
      p879 = p887;
    }
    look--;
    p878 = p879 >= 0 ? p : -1;
    if (p878 < 0) { out = -1; kn = k877; break L876; }
    var p888;
    p888 = d9(p878);
    if (p888 < 0) { out = -1; kn = k877; break L876; }
    var p889;
    if (p888 < n && (c = s.charCodeAt(p888), c === 58)) { p889 = p888 + 1; if (look === 0 && p889 > far) far = p889; } else { p889 = -1; if (rec) fail(p888, 0); }
    if (p889 < 0) { out = -1; kn = k877; break L876; }
    var p890;
    p890 = d25(p889);
    if (p890 < 0) { out = -1; kn = k877; break L876; }
    out = p890;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 24; lastEnd = out; } }
  return out;
}
function d25(p) { // GSRNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(25);
  L891: {
    var p893;
    p893 = d64(p);
    if (p893 < 0) { out = -1;  break L891; }
    var p894;
    if (p893 < n && (c = s.charCodeAt(p893), c === 46)) { p894 = p893 + 1; if (look === 0 && p894 > far) far = p894; } else { p894 = -1; if (rec) fail(p893, 8); }
    if (p894 < 0) { out = -1;  break L891; }
    var p895;
    p895 = d64(p894);
    if (p895 < 0) { out = -1;  break L891; }
    out = p895;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 25; lastEnd = out; } }
  return out;
}
function d26(p) { // GSRNP-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(26);
  L896: {
    var k897 = kn;
    var p898;
    var p899;
    look++;
    L901: {
      var p903;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p903 = p + 1; if (look === 0 && p903 > far) far = p903; } else { p903 = -1; if (rec) fail(p, 136); }
      if (p903 < 0) { p899 = -1;  break L901; }
      var p904;
      if (p903 < n && (c = s.charCodeAt(p903), c === 115)) { p904 = p903 + 1; if (look === 0 && p904 > far) far = p904; } else { p904 = -1; if (rec) fail(p903, 137, 1); }
      if (p904 < 0) { p899 = -1;  break L901; }
      var p905;
      if (p904 < n && (c = s.charCodeAt(p904), c === 114)) { p905 = p904 + 1; if (look === 0 && p905 > far) far = p905; } else { p905 = -1; if (rec) fail(p904, 138, 2); }
      if (p905 < 0) { p899 = -1;  break L901; }
      var p906;
      if (p905 < n && (c = s.charCodeAt(p905), c === 110)) { p906 = p905 + 1; if (look === 0 && p906 > far) far = p906; } else { p906 = -1; if (rec) fail(p905, 139, 3); }
      if (p906 < 0) { p899 = -1;  break L901; }
      var p907;
      if (p906 < n && (c = s.charCodeAt(p906), c === 112)) { p907 = p906 + 1; if (look === 0 && p907 > far) far = p907; } else { p907 = -1; if (rec) fail(p906, 140, 4); }
      if (p907 < 0) { p899 = -1;  break L901; }
      var p908;
      if (p907 < n && (c = s.charCodeAt(p907), c === 58)) { p908 = p907 + 1; if (look === 0 && p908 > far) far = p908; } else { p908 = -1; if (rec) fail(p907, 141, 5); }
      if (p908 < 0) { p899 = -1;  break L901; }
      p899 = p908;
    }
    look--;
    p898 = p899 >= 0 ? p : -1;
    if (p898 < 0) { out = -1; kn = k897; break L896; }
    var p909;
    p909 = d9(p898);
    if (p909 < 0) { out = -1; kn = k897; break L896; }
    var p910;
    if (p909 < n && (c = s.charCodeAt(p909), c === 58)) { p910 = p909 + 1; if (look === 0 && p910 > far) far = p910; } else { p910 = -1; if (rec) fail(p909, 0); }
    if (p910 < 0) { out = -1; kn = k897; break L896; }
    var p911;
    p911 = d27(p910);
    if (p911 < 0) { out = -1; kn = k897; break L896; }
    out = p911;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 26; lastEnd = out; } }
  return out;
}
function d27(p) { // GSRNPURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(27);
  L912: {
    var p914;
    p914 = d64(p);
    if (p914 < 0) { out = -1;  break L912; }
    var p915;
    if (p914 < n && (c = s.charCodeAt(p914), c === 46)) { p915 = p914 + 1; if (look === 0 && p915 > far) far = p915; } else { p915 = -1; if (rec) fail(p914, 8); }
    if (p915 < 0) { out = -1;  break L912; }
    var p916;
    p916 = d64(p915);
    if (p916 < 0) { out = -1;  break L912; }
    out = p916;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 27; lastEnd = out; } }
  return out;
}
function d28(p) { // GDTI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(28);
  L917: {
    var k918 = kn;
    var p919;
    var p920;
    look++;
    L922: {
      var p924;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p924 = p + 1; if (look === 0 && p924 > far) far = p924; } else { p924 = -1; if (rec) fail(p, 142); }
      if (p924 < 0) { p920 = -1;  break L922; }
      var p925;
      if (p924 < n && (c = s.charCodeAt(p924), c === 100)) { p925 = p924 + 1; if (look === 0 && p925 > far) far = p925; } else { p925 = -1; if (rec) fail(p924, 143, 1); }
      if (p925 < 0) { p920 = -1;  break L922; }
      var p926;
      if (p925 < n && (c = s.charCodeAt(p925), c === 116)) { p926 = p925 + 1; if (look === 0 && p926 > far) far = p926; } else { p926 = -1; if (rec) fail(p925, 144, 2); }
      if (p926 < 0) { p920 = -1;  break L922; }
      var p927;
      if (p926 < n && (c = s.charCodeAt(p926), c === 105)) { p927 = p926 + 1; if (look === 0 && p927 > far) far = p927; } else { p927 = -1; if (rec) fail(p926, 145, 3); }
      if (p927 < 0) { p920 = -1;  break L922; }
      var p928;
      if (p927 < n && (c = s.charCodeAt(p927), c === 58)) { p928 = p927 + 1; if (look === 0 && p928 > far) far = p928; } else { p928 = -1; if (rec) fail(p927, 146, 4); }
      if (p928 < 0) { p920 = -1;  break L922; }
      p920 = p928;
    }
    look--;
    p919 = p920 >= 0 ? p : -1;
    if (p919 < 0) { out = -1; kn = k918; break L917; }
    var p929;
    p929 = d9(p919);
    if (p929 < 0) { out = -1; kn = k918; break L917; }
    var p930;
    if (p929 < n && (c = s.charCodeAt(p929), c === 58)) { p930 = p929 + 1; if (look === 0 && p930 > far) far = p930; } else { p930 = -1; if (rec) fail(p929, 0); }
    if (p930 < 0) { out = -1; kn = k918; break L917; }
    var p931;
    p931 = d29(p930);
    if (p931 < 0) { out = -1; kn = k918; break L917; }
    out = p931;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 28; lastEnd = out; } }
  return out;
}
function d29(p) { // GDTIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(29);
  L932: {
    var p934;
    p934 = d64(p);
    if (p934 < 0) { out = -1;  break L932; }
    var p935;
    if (p934 < n && (c = s.charCodeAt(p934), c === 46)) { p935 = p934 + 1; if (look === 0 && p935 > far) far = p935; } else { p935 = -1; if (rec) fail(p934, 8); }
    if (p935 < 0) { out = -1;  break L932; }
    var p936;
    p936 = d65(p935);
    if (p936 < 0) { out = -1;  break L932; }
    var p937;
    if (p936 < n && (c = s.charCodeAt(p936), c === 46)) { p937 = p936 + 1; if (look === 0 && p937 > far) far = p937; } else { p937 = -1; if (rec) fail(p936, 8); }
    if (p937 < 0) { out = -1;  break L932; }
    var p938;
    p938 = d74(p937);
    if (p938 < 0) { out = -1;  break L932; }
    out = p938;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 29; lastEnd = out; } }
  return out;
}
function d30(p) { // CPI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(30);
  L939: {
    var k940 = kn;
    var p941;
    var p942;
    look++;
    L944: {
      var p946;
      if (p < n && (c = s.charCodeAt(p), c === 99)) { p946 = p + 1; if (look === 0 && p946 > far) far = p946; } else { p946 = -1; if (rec) fail(p, 147); }
      if (p946 < 0) { p942 = -1;  break L944; }
      var p947;
      if (p946 < n && (c = s.charCodeAt(p946), c === 112)) { p947 = p946 + 1; if (look === 0 && p947 > far) far = p947; } else { p947 = -1; if (rec) fail(p946, 148, 1); }
      if (p947 < 0) { p942 = -1;  break L944; }
      var p948;
      if (p947 < n && (c = s.charCodeAt(p947), c === 105)) { p948 = p947 + 1; if (look === 0 && p948 > far) far = p948; } else { p948 = -1; if (rec) fail(p947, 149, 2); }
      if (p948 < 0) { p942 = -1;  break L944; }
      var p949;
      if (p948 < n && (c = s.charCodeAt(p948), c === 58)) { p949 = p948 + 1; if (look === 0 && p949 > far) far = p949; } else { p949 = -1; if (rec) fail(p948, 150, 3); }
      if (p949 < 0) { p942 = -1;  break L944; }
      p942 = p949;
    }
    look--;
    p941 = p942 >= 0 ? p : -1;
    if (p941 < 0) { out = -1; kn = k940; break L939; }
    var p950;
    p950 = d9(p941);
    if (p950 < 0) { out = -1; kn = k940; break L939; }
    var p951;
    if (p950 < n && (c = s.charCodeAt(p950), c === 58)) { p951 = p950 + 1; if (look === 0 && p951 > far) far = p951; } else { p951 = -1; if (rec) fail(p950, 0); }
    if (p951 < 0) { out = -1; kn = k940; break L939; }
    var p952;
    p952 = d31(p951);
    if (p952 < 0) { out = -1; kn = k940; break L939; }
    out = p952;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 30; lastEnd = out; } }
  return out;
}
function d31(p) { // CPIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(31);
  L953: {
    var p955;
    p955 = d64(p);
    if (p955 < 0) { out = -1;  break L953; }
    var p956;
    if (p955 < n && (c = s.charCodeAt(p955), c === 46)) { p956 = p955 + 1; if (look === 0 && p956 > far) far = p956; } else { p956 = -1; if (rec) fail(p955, 8); }
    if (p956 < 0) { out = -1;  break L953; }
    var p957;
    p957 = d76(p956);
    if (p957 < 0) { out = -1;  break L953; }
    var p958;
    if (p957 < n && (c = s.charCodeAt(p957), c === 46)) { p958 = p957 + 1; if (look === 0 && p958 > far) far = p958; } else { p958 = -1; if (rec) fail(p957, 8); }
    if (p958 < 0) { out = -1;  break L953; }
    var p959;
    p959 = d61(p958);
    if (p959 < 0) { out = -1;  break L953; }
    out = p959;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 31; lastEnd = out; } }
  return out;
}
function d32(p) { // SGCN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(32);
  L960: {
    var k961 = kn;
    var p962;
    var p963;
    look++;
    L965: {
      var p967;
      if (p < n && (c = s.charCodeAt(p), c === 115)) { p967 = p + 1; if (look === 0 && p967 > far) far = p967; } else { p967 = -1; if (rec) fail(p, 151); }
      if (p967 < 0) { p963 = -1;  break L965; }
      var p968;
      if (p967 < n && (c = s.charCodeAt(p967), c === 103)) { p968 = p967 + 1; if (look === 0 && p968 > far) far = p968; } else { p968 = -1; if (rec) fail(p967, 152, 1); }
      if (p968 < 0) { p963 = -1;  break L965; }
      var p969;
      if (p968 < n && (c = s.charCodeAt(p968), c === 99)) { p969 = p968 + 1; if (look === 0 && p969 > far) far = p969; } else { p969 = -1; if (rec) fail(p968, 153, 2); }
      if (p969 < 0) { p963 = -1;  break L965; }
      var p970;
      if (p969 < n && (c = s.charCodeAt(p969), c === 110)) { p970 = p969 + 1; if (look === 0 && p970 > far) far = p970; } else { p970 = -1; if (rec) fail(p969, 154, 3); }
      if (p970 < 0) { p963 = -1;  break L965; }
      var p971;
      if (p970 < n && (c = s.charCodeAt(p970), c === 58)) { p971 = p970 + 1; if (look === 0 && p971 > far) far = p971; } else { p971 = -1; if (rec) fail(p970, 155, 4); }
      if (p971 < 0) { p963 = -1;  break L965; }
      p963 = p971;
    }
    look--;
    p962 = p963 >= 0 ? p : -1;
    if (p962 < 0) { out = -1; kn = k961; break L960; }
    var p972;
    p972 = d9(p962);
    if (p972 < 0) { out = -1; kn = k961; break L960; }
    var p973;
    if (p972 < n && (c = s.charCodeAt(p972), c === 58)) { p973 = p972 + 1; if (look === 0 && p973 > far) far = p973; } else { p973 = -1; if (rec) fail(p972, 0); }
    if (p973 < 0) { out = -1; kn = k961; break L960; }
    var p974;
    p974 = d33(p973);
    if (p974 < 0) { out = -1; kn = k961; break L960; }
    out = p974;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 32; lastEnd = out; } }
  return out;
}
function d33(p) { // SGCNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(33);
  L975: {
    var p977;
    p977 = d64(p);
    if (p977 < 0) { out = -1;  break L975; }
    var p978;
    if (p977 < n && (c = s.charCodeAt(p977), c === 46)) { p978 = p977 + 1; if (look === 0 && p978 > far) far = p978; } else { p978 = -1; if (rec) fail(p977, 8); }
    if (p978 < 0) { out = -1;  break L975; }
    var p979;
    p979 = d65(p978);
    if (p979 < 0) { out = -1;  break L975; }
    var p980;
    if (p979 < n && (c = s.charCodeAt(p979), c === 46)) { p980 = p979 + 1; if (look === 0 && p980 > far) far = p980; } else { p980 = -1; if (rec) fail(p979, 8); }
    if (p980 < 0) { out = -1;  break L975; }
    var p981;
    p981 = d64(p980);
    if (p981 < 0) { out = -1;  break L975; }
    out = p981;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 33; lastEnd = out; } }
  return out;
}
function d34(p) { // GINC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(34);
  L982: {
    var k983 = kn;
    var p984;
    var p985;
    look++;
    L987: {
      var p989;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p989 = p + 1; if (look === 0 && p989 > far) far = p989; } else { p989 = -1; if (rec) fail(p, 156); }
      if (p989 < 0) { p985 = -1;  break L987; }
      var p990;
      if (p989 < n && (c = s.charCodeAt(p989), c === 105)) { p990 = p989 + 1; if (look === 0 && p990 > far) far = p990; } else { p990 = -1; if (rec) fail(p989, 157, 1); }
      if (p990 < 0) { p985 = -1;  break L987; }
      var p991;
      if (p990 < n && (c = s.charCodeAt(p990), c === 110)) { p991 = p990 + 1; if (look === 0 && p991 > far) far = p991; } else { p991 = -1; if (rec) fail(p990, 158, 2); }
      if (p991 < 0) { p985 = -1;  break L987; }
      var p992;
      if (p991 < n && (c = s.charCodeAt(p991), c === 99)) { p992 = p991 + 1; if (look === 0 && p992 > far) far = p992; } else { p992 = -1; if (rec) fail(p991, 159, 3); }
      if (p992 < 0) { p985 = -1;  break L987; }
      var p993;
      if (p992 < n && (c = s.charCodeAt(p992), c === 58)) { p993 = p992 + 1; if (look === 0 && p993 > far) far = p993; } else { p993 = -1; if (rec) fail(p992, 160, 4); }
      if (p993 < 0) { p985 = -1;  break L987; }
      p985 = p993;
    }
    look--;
    p984 = p985 >= 0 ? p : -1;
    if (p984 < 0) { out = -1; kn = k983; break L982; }
    var p994;
    p994 = d9(p984);
    if (p994 < 0) { out = -1; kn = k983; break L982; }
    var p995;
    if (p994 < n && (c = s.charCodeAt(p994), c === 58)) { p995 = p994 + 1; if (look === 0 && p995 > far) far = p995; } else { p995 = -1; if (rec) fail(p994, 0); }
    if (p995 < 0) { out = -1; kn = k983; break L982; }
    var p996;
    p996 = d35(p995);
    if (p996 < 0) { out = -1; kn = k983; break L982; }
    out = p996;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 34; lastEnd = out; } }
  return out;
}
function d35(p) { // GINCURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(35);
  L997: {
    var p999;
    p999 = d64(p);
    if (p999 < 0) { out = -1;  break L997; }
    var p1000;
    if (p999 < n && (c = s.charCodeAt(p999), c === 46)) { p1000 = p999 + 1; if (look === 0 && p1000 > far) far = p1000; } else { p1000 = -1; if (rec) fail(p999, 8); }
    if (p1000 < 0) { out = -1;  break L997; }
    var p1001;
    p1001 = d74(p1000);
    if (p1001 < 0) { out = -1;  break L997; }
    out = p1001;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 35; lastEnd = out; } }
  return out;
}
function d36(p) { // GSIN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(36);
  L1002: {
    var k1003 = kn;
    var p1004;
    var p1005;
    look++;
    L1007: {
      var p1009;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p1009 = p + 1; if (look === 0 && p1009 > far) far = p1009; } else { p1009 = -1; if (rec) fail(p, 161); }
      if (p1009 < 0) { p1005 = -1;  break L1007; }
      var p1010;
      if (p1009 < n && (c = s.charCodeAt(p1009), c === 115)) { p1010 = p1009 + 1; if (look === 0 && p1010 > far) far = p1010; } else { p1010 = -1; if (rec) fail(p1009, 162, 1); }
      if (p1010 < 0) { p1005 = -1;  break L1007; }
      var p1011;
      if (p1010 < n && (c = s.charCodeAt(p1010), c === 105)) { p1011 = p1010 + 1; if (look === 0 && p1011 > far) far = p1011; } else { p1011 = -1; if (rec) fail(p1010, 163, 2); }
      if (p1011 < 0) { p1005 = -1;  break L1007; }
      var p1012;
      if (p1011 < n && (c = s.charCodeAt(p1011), c === 110)) { p1012 = p1011 + 1; if (look === 0 && p1012 > far) far = p1012; } else { p1012 = -1; if (rec) fail(p1011, 164, 3); }
      if (p1012 < 0) { p1005 = -1;  break L1007; }
      var p1013;
      if (p1012 < n && (c = s.charCodeAt(p1012), c === 58)) { p1013 = p1012 + 1; if (look === 0 && p1013 > far) far = p1013; } else { p1013 = -1; if (rec) fail(p1012, 165, 4); }
      if (p1013 < 0) { p1005 = -1;  break L1007; }
      p1005 = p1013;
    }
    look--;
    p1004 = p1005 >= 0 ? p : -1;
    if (p1004 < 0) { out = -1; kn = k1003; break L1002; }
    var p1014;
    p1014 = d9(p1004);
    if (p1014 < 0) { out = -1; kn = k1003; break L1002; }
    var p1015;
    if (p1014 < n && (c = s.charCodeAt(p1014), c === 58)) { p1015 = p1014 + 1; if (look === 0 && p1015 > far) far = p1015; } else { p1015 = -1; if (rec) fail(p1014, 0); }
    if (p1015 < 0) { out = -1; kn = k1003; break L1002; }
    var p1016;
    p1016 = d37(p1015);
    if (p1016 < 0) { out = -1; kn = k1003; break L1002; }
    out = p1016;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 36; lastEnd = out; } }
  return out;
}
function d37(p) { // GSINURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(37);
  L1017: {
    var p1019;
    p1019 = d64(p);
    if (p1019 < 0) { out = -1;  break L1017; }
    var p1020;
    if (p1019 < n && (c = s.charCodeAt(p1019), c === 46)) { p1020 = p1019 + 1; if (look === 0 && p1020 > far) far = p1020; } else { p1020 = -1; if (rec) fail(p1019, 8); }
    if (p1020 < 0) { out = -1;  break L1017; }
    var p1021;
    p1021 = d64(p1020);
    if (p1021 < 0) { out = -1;  break L1017; }
    out = p1021;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 37; lastEnd = out; } }
  return out;
}
function d38(p) { // ITIP-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(38);
  L1022: {
    var k1023 = kn;
    var p1024;
    var p1025;
    look++;
    L1027: {
      var p1029;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p1029 = p + 1; if (look === 0 && p1029 > far) far = p1029; } else { p1029 = -1; if (rec) fail(p, 166); }
      if (p1029 < 0) { p1025 = -1;  break L1027; }
      var p1030;
      if (p1029 < n && (c = s.charCodeAt(p1029), c === 116)) { p1030 = p1029 + 1; if (look === 0 && p1030 > far) far = p1030; } else { p1030 = -1; if (rec) fail(p1029, 167, 1); }
      if (p1030 < 0) { p1025 = -1;  break L1027; }
      var p1031;
      if (p1030 < n && (c = s.charCodeAt(p1030), c === 105)) { p1031 = p1030 + 1; if (look === 0 && p1031 > far) far = p1031; } else { p1031 = -1; if (rec) fail(p1030, 168, 2); }
      if (p1031 < 0) { p1025 = -1;  break L1027; }
      var p1032;
      if (p1031 < n && (c = s.charCodeAt(p1031), c === 112)) { p1032 = p1031 + 1; if (look === 0 && p1032 > far) far = p1032; } else { p1032 = -1; if (rec) fail(p1031, 169, 3); }
      if (p1032 < 0) { p1025 = -1;  break L1027; }
      var p1033;
      if (p1032 < n && (c = s.charCodeAt(p1032), c === 58)) { p1033 = p1032 + 1; if (look === 0 && p1033 > far) far = p1033; } else { p1033 = -1; if (rec) fail(p1032, 170, 4); }
      if (p1033 < 0) { p1025 = -1;  break L1027; }
      p1025 = p1033;
    }
    look--;
    p1024 = p1025 >= 0 ? p : -1;
    if (p1024 < 0) { out = -1; kn = k1023; break L1022; }
    var p1034;
    p1034 = d9(p1024);
    if (p1034 < 0) { out = -1; kn = k1023; break L1022; }
    var p1035;
    if (p1034 < n && (c = s.charCodeAt(p1034), c === 58)) { p1035 = p1034 + 1; if (look === 0 && p1035 > far) far = p1035; } else { p1035 = -1; if (rec) fail(p1034, 0); }
    if (p1035 < 0) { out = -1; kn = k1023; break L1022; }
    var p1036;
    p1036 = d39(p1035);
    if (p1036 < 0) { out = -1; kn = k1023; break L1022; }
    out = p1036;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 38; lastEnd = out; } }
  return out;
}
function d39(p) { // ITIPURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(39);
  L1037: {
    var p1039;
    var q1040 = p, r1041 = 0, e1043 = false;
    while (q1040 < n) {
      var p1044;
      L1045: {
        var p1047;
        p1047 = d64(q1040);
        if (p1047 < 0) { p1044 = -1;  break L1045; }
        var p1048;
        if (p1047 < n && (c = s.charCodeAt(p1047), c === 46)) { p1048 = p1047 + 1; if (look === 0 && p1048 > far) far = p1048; } else { p1048 = -1; if (rec) fail(p1047, 8); }
        if (p1048 < 0) { p1044 = -1;  break L1045; }
        p1044 = p1048;
      }
      if (p1044 < 0) break;
      if (p1044 === q1040) { e1043 = true; break; }
      r1041++; q1040 = p1044;
      if (r1041 === 4) break;
    }
    if (rec && q1040 >= n && !e1043 && r1041 < 4) fail(q1040, 5);
    if (e1043 || r1041 >= 4) p1039 = q1040; else { p1039 = -1;  }
    if (p1039 < 0) { out = -1;  break L1037; }
    var p1049;
    p1049 = d74(p1039);
    if (p1049 < 0) { out = -1;  break L1037; }
    out = p1049;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 39; lastEnd = out; } }
  return out;
}
function d40(p) { // UPUI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(40);
  L1050: {
    var k1051 = kn;
    var p1052;
    var p1053;
    look++;
    L1055: {
      var p1057;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p1057 = p + 1; if (look === 0 && p1057 > far) far = p1057; } else { p1057 = -1; if (rec) fail(p, 171); }
      if (p1057 < 0) { p1053 = -1;  break L1055; }
      var p1058;
      if (p1057 < n && (c = s.charCodeAt(p1057), c === 112)) { p1058 = p1057 + 1; if (look === 0 && p1058 > far) far = p1058; } else { p1058 = -1; if (rec) fail(p1057, 172, 1); }
      if (p1058 < 0) { p1053 = -1;  break L1055; }
      var p1059;
      if (p1058 < n && (c = s.charCodeAt(p1058), c === 117)) { p1059 = p1058 + 1; if (look === 0 && p1059 > far) far = p1059; } else { p1059 = -1; if (rec) fail(p1058, 173, 2); }
      if (p1059 < 0) { p1053 = -1;  break L1055; }
      var p1060;
      if (p1059 < n && (c = s.charCodeAt(p1059), c === 105)) { p1060 = p1059 + 1; if (look === 0 && p1060 > far) far = p1060; } else { p1060 = -1; if (rec) fail(p1059, 174, 3); }
      if (p1060 < 0) { p1053 = -1;  break L1055; }
      var p1061;
      if (p1060 < n && (c = s.charCodeAt(p1060), c === 58)) { p1061 = p1060 + 1; if (look === 0 && p1061 > far) far = p1061; } else { p1061 = -1; if (rec) fail(p1060, 175, 4); }
      if (p1061 < 0) { p1053 = -1;  break L1055; }
      p1053 = p1061;
    }
    look--;
    p1052 = p1053 >= 0 ? p : -1;
    if (p1052 < 0) { out = -1; kn = k1051; break L1050; }
    var p1062;
    p1062 = d9(p1052);
    if (p1062 < 0) { out = -1; kn = k1051; break L1050; }
    var p1063;
    if (p1062 < n && (c = s.charCodeAt(p1062), c === 58)) { p1063 = p1062 + 1; if (look === 0 && p1063 > far) far = p1063; } else { p1063 = -1; if (rec) fail(p1062, 0); }
    if (p1063 < 0) { out = -1; kn = k1051; break L1050; }
    var p1064;
    p1064 = d41(p1063);
    if (p1064 < 0) { out = -1; kn = k1051; break L1050; }
    out = p1064;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 40; lastEnd = out; } }
  return out;
}
function d41(p) { // UPUIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(41);
  L1065: {
    var p1067;
    p1067 = d64(p);
    if (p1067 < 0) { out = -1;  break L1065; }
    var p1068;
    if (p1067 < n && (c = s.charCodeAt(p1067), c === 46)) { p1068 = p1067 + 1; if (look === 0 && p1068 > far) far = p1068; } else { p1068 = -1; if (rec) fail(p1067, 8); }
    if (p1068 < 0) { out = -1;  break L1065; }
    var p1069;
    p1069 = d64(p1068);
    if (p1069 < 0) { out = -1;  break L1065; }
    var p1070;
    if (p1069 < n && (c = s.charCodeAt(p1069), c === 46)) { p1070 = p1069 + 1; if (look === 0 && p1070 > far) far = p1070; } else { p1070 = -1; if (rec) fail(p1069, 8); }
    if (p1070 < 0) { out = -1;  break L1065; }
    var p1071;
    p1071 = d74(p1070);
    if (p1071 < 0) { out = -1;  break L1065; }
    out = p1071;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 41; lastEnd = out; } }
  return out;
}
function d42(p) { // PGLN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(42);
  L1072: {
    var k1073 = kn;
    var p1074;
    var p1075;
    look++;
    L1077: {
      var p1079;
      if (p < n && (c = s.charCodeAt(p), c === 112)) { p1079 = p + 1; if (look === 0 && p1079 > far) far = p1079; } else { p1079 = -1; if (rec) fail(p, 176); }
      if (p1079 < 0) { p1075 = -1;  break L1077; }
      var p1080;
      if (p1079 < n && (c = s.charCodeAt(p1079), c === 103)) { p1080 = p1079 + 1; if (look === 0 && p1080 > far) far = p1080; } else { p1080 = -1; if (rec) fail(p1079, 177, 1); }
      if (p1080 < 0) { p1075 = -1;  break L1077; }
      var p1081;
      if (p1080 < n && (c = s.charCodeAt(p1080), c === 108)) { p1081 = p1080 + 1; if (look === 0 && p1081 > far) far = p1081; } else { p1081 = -1; if (rec) fail(p1080, 178, 2); }
      if (p1081 < 0) { p1075 = -1;  break L1077; }
      var p1082;
      if (p1081 < n && (c = s.charCodeAt(p1081), c === 110)) { p1082 = p1081 + 1; if (look === 0 && p1082 > far) far = p1082; } else { p1082 = -1; if (rec) fail(p1081, 179, 3); }
      if (p1082 < 0) { p1075 = -1;  break L1077; }
      var p1083;
      if (p1082 < n && (c = s.charCodeAt(p1082), c === 58)) { p1083 = p1082 + 1; if (look === 0 && p1083 > far) far = p1083; } else { p1083 = -1; if (rec) fail(p1082, 180, 4); }
      if (p1083 < 0) { p1075 = -1;  break L1077; }
      p1075 = p1083;
    }
    look--;
    p1074 = p1075 >= 0 ? p : -1;
    if (p1074 < 0) { out = -1; kn = k1073; break L1072; }
    var p1084;
    p1084 = d9(p1074);
    if (p1084 < 0) { out = -1; kn = k1073; break L1072; }
    var p1085;
    if (p1084 < n && (c = s.charCodeAt(p1084), c === 58)) { p1085 = p1084 + 1; if (look === 0 && p1085 > far) far = p1085; } else { p1085 = -1; if (rec) fail(p1084, 0); }
    if (p1085 < 0) { out = -1; kn = k1073; break L1072; }
    var p1086;
    p1086 = d43(p1085);
    if (p1086 < 0) { out = -1; kn = k1073; break L1072; }
    out = p1086;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 42; lastEnd = out; } }
  return out;
}
function d43(p) { // PGLNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(43);
  L1087: {
    var p1089;
    p1089 = d64(p);
    if (p1089 < 0) { out = -1;  break L1087; }
    var p1090;
    if (p1089 < n && (c = s.charCodeAt(p1089), c === 46)) { p1090 = p1089 + 1; if (look === 0 && p1090 > far) far = p1090; } else { p1090 = -1; if (rec) fail(p1089, 8); }
    if (p1090 < 0) { out = -1;  break L1087; }
    var p1091;
    p1091 = d65(p1090);
    if (p1091 < 0) { out = -1;  break L1087; }
    out = p1091;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 43; lastEnd = out; } }
  return out;
}
function d44(p) { // GID-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(44);
  L1092: {
    var k1093 = kn;
    var p1094;
    var p1095;
    look++;
    L1097: {
      var p1099;
      if (p < n && (c = s.charCodeAt(p), c === 103)) { p1099 = p + 1; if (look === 0 && p1099 > far) far = p1099; } else { p1099 = -1; if (rec) fail(p, 181); }
      if (p1099 < 0) { p1095 = -1;  break L1097; }
      var p1100;
      if (p1099 < n && (c = s.charCodeAt(p1099), c === 105)) { p1100 = p1099 + 1; if (look === 0 && p1100 > far) far = p1100; } else { p1100 = -1; if (rec) fail(p1099, 182, 1); }
      if (p1100 < 0) { p1095 = -1;  break L1097; }
      var p1101;
      if (p1100 < n && (c = s.charCodeAt(p1100), c === 100)) { p1101 = p1100 + 1; if (look === 0 && p1101 > far) far = p1101; } else { p1101 = -1; if (rec) fail(p1100, 183, 2); }
      if (p1101 < 0) { p1095 = -1;  break L1097; }
      var p1102;
      if (p1101 < n && (c = s.charCodeAt(p1101), c === 58)) { p1102 = p1101 + 1; if (look === 0 && p1102 > far) far = p1102; } else { p1102 = -1; if (rec) fail(p1101, 184, 3); }
      if (p1102 < 0) { p1095 = -1;  break L1097; }
      p1095 = p1102;
    }
    look--;
    p1094 = p1095 >= 0 ? p : -1;
    if (p1094 < 0) { out = -1; kn = k1093; break L1092; }
    var p1103;
    p1103 = d9(p1094);
    if (p1103 < 0) { out = -1; kn = k1093; break L1092; }
    var p1104;
    if (p1103 < n && (c = s.charCodeAt(p1103), c === 58)) { p1104 = p1103 + 1; if (look === 0 && p1104 > far) far = p1104; } else { p1104 = -1; if (rec) fail(p1103, 0); }
    if (p1104 < 0) { out = -1; kn = k1093; break L1092; }
    var p1105;
    p1105 = d45(p1104);
    if (p1105 < 0) { out = -1; kn = k1093; break L1092; }
    out = p1105;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 44; lastEnd = out; } }
  return out;
}
function d45(p) { // GIDURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(45);
  L1106: {
    var p1108;
    var q1109 = p, r1110 = 0, e1112 = false;
    while (q1109 < n) {
      var p1113;
      L1114: {
        var p1116;
        p1116 = d61(q1109);
        if (p1116 < 0) { p1113 = -1;  break L1114; }
        var p1117;
        if (p1116 < n && (c = s.charCodeAt(p1116), c === 46)) { p1117 = p1116 + 1; if (look === 0 && p1117 > far) far = p1117; } else { p1117 = -1; if (rec) fail(p1116, 8); }
        if (p1117 < 0) { p1113 = -1;  break L1114; }
        p1113 = p1117;
      }
      if (p1113 < 0) break;
      if (p1113 === q1109) { e1112 = true; break; }
      r1110++; q1109 = p1113;
      if (r1110 === 2) break;
    }
    if (rec && q1109 >= n && !e1112 && r1110 < 2) fail(q1109, 5);
    if (e1112 || r1110 >= 2) p1108 = q1109; else { p1108 = -1;  }
    if (p1108 < 0) { out = -1;  break L1106; }
    var p1118;
    p1118 = d61(p1108);
    if (p1118 < 0) { out = -1;  break L1106; }
    out = p1118;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 45; lastEnd = out; } }
  return out;
}
function d46(p) { // USDOD-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(46);
  L1119: {
    var k1120 = kn;
    var p1121;
    var p1122;
    look++;
    L1124: {
      var p1126;
      if (p < n && (c = s.charCodeAt(p), c === 117)) { p1126 = p + 1; if (look === 0 && p1126 > far) far = p1126; } else { p1126 = -1; if (rec) fail(p, 185); }
      if (p1126 < 0) { p1122 = -1;  break L1124; }
      var p1127;
      if (p1126 < n && (c = s.charCodeAt(p1126), c === 115)) { p1127 = p1126 + 1; if (look === 0 && p1127 > far) far = p1127; } else { p1127 = -1; if (rec) fail(p1126, 186, 1); }
      if (p1127 < 0) { p1122 = -1;  break L1124; }
      var p1128;
      if (p1127 < n && (c = s.charCodeAt(p1127), c === 100)) { p1128 = p1127 + 1; if (look === 0 && p1128 > far) far = p1128; } else { p1128 = -1; if (rec) fail(p1127, 187, 2); }
      if (p1128 < 0) { p1122 = -1;  break L1124; }
      var p1129;
      if (p1128 < n && (c = s.charCodeAt(p1128), c === 111)) { p1129 = p1128 + 1; if (look === 0 && p1129 > far) far = p1129; } else { p1129 = -1; if (rec) fail(p1128, 188, 3); }
      if (p1129 < 0) { p1122 = -1;  break L1124; }
      var p1130;
      if (p1129 < n && (c = s.charCodeAt(p1129), c === 100)) { p1130 = p1129 + 1; if (look === 0 && p1130 > far) far = p1130; } else { p1130 = -1; if (rec) fail(p1129, 189, 4); }
      if (p1130 < 0) { p1122 = -1;  break L1124; }
      var p1131;
      if (p1130 < n && (c = s.charCodeAt(p1130), c === 58)) { p1131 = p1130 + 1; if (look === 0 && p1131 > far) far = p1131; } else { p1131 = -1; if (rec) fail(p1130, 190, 5); }
      if (p1131 < 0) { p1122 = -1;  break L1124; }
      p1122 = p1131;
    }
    look--;
    p1121 = p1122 >= 0 ? p : -1;
    if (p1121 < 0) { out = -1; kn = k1120; break L1119; }
    var p1132;
    p1132 = d9(p1121);
    if (p1132 < 0) { out = -1; kn = k1120; break L1119; }
    var p1133;
    if (p1132 < n && (c = s.charCodeAt(p1132), c === 58)) { p1133 = p1132 + 1; if (look === 0 && p1133 > far) far = p1133; } else { p1133 = -1; if (rec) fail(p1132, 0); }
    if (p1133 < 0) { out = -1; kn = k1120; break L1119; }
    var p1134;
    p1134 = d47(p1133);
    if (p1134 < 0) { out = -1; kn = k1120; break L1119; }
    out = p1134;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 46; lastEnd = out; } }
  return out;
}
function d47(p) { // USDODURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(47);
  L1135: {
    var p1137;
    p1137 = d48(p);
    if (p1137 < 0) { out = -1;  break L1135; }
    var p1138;
    if (p1137 < n && (c = s.charCodeAt(p1137), c === 46)) { p1138 = p1137 + 1; if (look === 0 && p1138 > far) far = p1138; } else { p1138 = -1; if (rec) fail(p1137, 8); }
    if (p1138 < 0) { out = -1;  break L1135; }
    var p1139;
    p1139 = d61(p1138);
    if (p1139 < 0) { out = -1;  break L1135; }
    out = p1139;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 47; lastEnd = out; } }
  return out;
}
function d48(p) { // CAGECodeOrDODAAC
  var c, out, s = text, n = size;
  if (rec) stack.push(48);
  L1140: {
    var p1141;
    p1141 = d50(p);
    if (p1141 >= 0) { out = p1141; break L1140; }
    var p1142;
    p1142 = d49(p);
    if (p1142 >= 0) { out = p1142; break L1140; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 48; lastEnd = out; } }
  return out;
}
function d49(p) { // CAGECode
  var c, out, s = text, n = size;
  if (rec) stack.push(49);
  var q1143 = p, r1144 = 0, e1146 = false;
  while (q1143 < n) {
    var p1147;
    if (q1143 < n && (c = s.charCodeAt(q1143), c < 128 && T7[c] === 1)) { p1147 = q1143 + 1; if (look === 0 && p1147 > far) far = p1147; } else { p1147 = -1; if (rec) fail(q1143, 9); }
    if (p1147 < 0) break;
    if (p1147 === q1143) { e1146 = true; break; }
    r1144++; q1143 = p1147;
    if (r1144 === 5) break;
  }
  if (rec && q1143 >= n && !e1146 && r1144 < 5) fail(q1143, 9);
  if (e1146 || r1144 >= 5) out = q1143; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 49; lastEnd = out; } }
  return out;
}
function d50(p) { // DODAAC
  var c, out, s = text, n = size;
  if (rec) stack.push(50);
  var q1148 = p, r1149 = 0, e1151 = false;
  while (q1148 < n) {
    var p1152;
    if (q1148 < n && (c = s.charCodeAt(q1148), c < 128 && T7[c] === 1)) { p1152 = q1148 + 1; if (look === 0 && p1152 > far) far = p1152; } else { p1152 = -1; if (rec) fail(q1148, 9); }
    if (p1152 < 0) break;
    if (p1152 === q1148) { e1151 = true; break; }
    r1149++; q1148 = p1152;
    if (r1149 === 6) break;
  }
  if (rec && q1148 >= n && !e1151 && r1149 < 6) fail(q1148, 9);
  if (e1151 || r1149 >= 6) out = q1148; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 50; lastEnd = out; } }
  return out;
}
function d51(p) { // CAGECodeOrDODAACChar
  var c, out, s = text, n = size;
  if (rec) stack.push(51);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T7[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 9); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 51; lastEnd = out; } }
  return out;
}
function d52(p) { // ADI-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(52);
  L1153: {
    var k1154 = kn;
    var p1155;
    var p1156;
    look++;
    L1158: {
      var p1160;
      if (p < n && (c = s.charCodeAt(p), c === 97)) { p1160 = p + 1; if (look === 0 && p1160 > far) far = p1160; } else { p1160 = -1; if (rec) fail(p, 191); }
      if (p1160 < 0) { p1156 = -1;  break L1158; }
      var p1161;
      if (p1160 < n && (c = s.charCodeAt(p1160), c === 100)) { p1161 = p1160 + 1; if (look === 0 && p1161 > far) far = p1161; } else { p1161 = -1; if (rec) fail(p1160, 192, 1); }
      if (p1161 < 0) { p1156 = -1;  break L1158; }
      var p1162;
      if (p1161 < n && (c = s.charCodeAt(p1161), c === 105)) { p1162 = p1161 + 1; if (look === 0 && p1162 > far) far = p1162; } else { p1162 = -1; if (rec) fail(p1161, 193, 2); }
      if (p1162 < 0) { p1156 = -1;  break L1158; }
      var p1163;
      if (p1162 < n && (c = s.charCodeAt(p1162), c === 58)) { p1163 = p1162 + 1; if (look === 0 && p1163 > far) far = p1163; } else { p1163 = -1; if (rec) fail(p1162, 194, 3); }
      if (p1163 < 0) { p1156 = -1;  break L1158; }
      p1156 = p1163;
    }
    look--;
    p1155 = p1156 >= 0 ? p : -1;
    if (p1155 < 0) { out = -1; kn = k1154; break L1153; }
    var p1164;
    p1164 = d9(p1155);
    if (p1164 < 0) { out = -1; kn = k1154; break L1153; }
    var p1165;
    if (p1164 < n && (c = s.charCodeAt(p1164), c === 58)) { p1165 = p1164 + 1; if (look === 0 && p1165 > far) far = p1165; } else { p1165 = -1; if (rec) fail(p1164, 0); }
    if (p1165 < 0) { out = -1; kn = k1154; break L1153; }
    var p1166;
    p1166 = d53(p1165);
    if (p1166 < 0) { out = -1; kn = k1154; break L1153; }
    out = p1166;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 52; lastEnd = out; } }
  return out;
}
function d53(p) { // ADIURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(53);
  L1167: {
    var p1169;
    p1169 = d48(p);
    if (p1169 < 0) { out = -1;  break L1167; }
    var p1170;
    if (p1169 < n && (c = s.charCodeAt(p1169), c === 46)) { p1170 = p1169 + 1; if (look === 0 && p1170 > far) far = p1170; } else { p1170 = -1; if (rec) fail(p1169, 8); }
    if (p1170 < 0) { out = -1;  break L1167; }
    var p1171;
    p1171 = d54(p1170);
    if (p1171 < 0) { out = -1;  break L1167; }
    var p1172;
    if (p1171 < n && (c = s.charCodeAt(p1171), c === 46)) { p1172 = p1171 + 1; if (look === 0 && p1172 > far) far = p1172; } else { p1172 = -1; if (rec) fail(p1171, 8); }
    if (p1172 < 0) { out = -1;  break L1167; }
    var p1173;
    p1173 = d55(p1172);
    if (p1173 < 0) { out = -1;  break L1167; }
    out = p1173;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 53; lastEnd = out; } }
  return out;
}
function d54(p) { // ADIComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(54);
  var q1174 = p, r1175 = 0, e1177 = false;
  while (q1174 < n) {
    var p1178;
    p1178 = d56(q1174);
    if (p1178 < 0) break;
    if (p1178 === q1174) { e1177 = true; break; }
    r1175++; q1174 = p1178;
  }
  if (rec && q1174 >= n && !e1177) fail(q1174, 195);
  if (e1177 || r1175 >= 0) out = q1174; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 54; lastEnd = out; } }
  return out;
}
function d55(p) { // ADIExtendedComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(55);
  L1179: {
    var p1181;
    var q1182 = p, r1183 = 0, e1185 = false;
    while (q1182 < n) {
      var p1186;
      L1187: {
        var p1189;
        if (q1182 < n && (c = s.charCodeAt(q1182), c === 37)) { p1189 = q1182 + 1; if (look === 0 && p1189 > far) far = p1189; } else { p1189 = -1; if (rec) fail(q1182, 196); }
        if (p1189 < 0) { p1186 = -1;  break L1187; }
        var p1190;
        if (p1189 < n && (c = s.charCodeAt(p1189), c === 50)) { p1190 = p1189 + 1; if (look === 0 && p1190 > far) far = p1190; } else { p1190 = -1; if (rec) fail(p1189, 197, 1); }
        if (p1190 < 0) { p1186 = -1;  break L1187; }
        var p1191;
        if (p1190 < n && (c = s.charCodeAt(p1190), c === 51)) { p1191 = p1190 + 1; if (look === 0 && p1191 > far) far = p1191; } else { p1191 = -1; if (rec) fail(p1190, 198, 2); }
        if (p1191 < 0) { p1186 = -1;  break L1187; }
        p1186 = p1191;
      }
      if (p1186 < 0) break;
      if (p1186 === q1182) { e1185 = true; break; }
      r1183++; q1182 = p1186;
      if (r1183 === 1) break;
    }
    if (rec && q1182 >= n && !e1185 && r1183 < 1) fail(q1182, 199);
    if (e1185 || r1183 >= 0) p1181 = q1182; else { p1181 = -1;  }
    if (p1181 < 0) { out = -1;  break L1179; }
    var p1192;
    var q1193 = p1181, r1194 = 0, e1196 = false;
    while (q1193 < n) {
      var p1197;
      p1197 = d56(q1193);
      if (p1197 < 0) break;
      if (p1197 === q1193) { e1196 = true; break; }
      r1194++; q1193 = p1197;
    }
    if (rec && q1193 >= n && !e1196) fail(q1193, 195);
    if (e1196 || r1194 >= 1) p1192 = q1193; else { p1192 = -1;  }
    if (p1192 < 0) { out = -1;  break L1179; }
    out = p1192;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 55; lastEnd = out; } }
  return out;
}
function d56(p) { // ADIChar
  var c, out, s = text, n = size;
  if (rec) stack.push(56);
  L1198: {
    var p1199;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p1199 = p + 1; if (look === 0 && p1199 > far) far = p1199; } else { p1199 = -1; if (rec) fail(p, 10); }
    if (p1199 >= 0) { out = p1199; break L1198; }
    var p1200;
    L1201: {
      var p1203;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1203 = p + 1; if (look === 0 && p1203 > far) far = p1203; } else { p1203 = -1; if (rec) fail(p, 200); }
      if (p1203 < 0) { p1200 = -1;  break L1201; }
      var p1204;
      if (p1203 < n && (c = s.charCodeAt(p1203), c === 50)) { p1204 = p1203 + 1; if (look === 0 && p1204 > far) far = p1204; } else { p1204 = -1; if (rec) fail(p1203, 201, 1); }
      if (p1204 < 0) { p1200 = -1;  break L1201; }
      var p1205;
      if (p1204 < n && (c = s.charCodeAt(p1204), (c | 32) === 102)) { p1205 = p1204 + 1; if (look === 0 && p1205 > far) far = p1205; } else { p1205 = -1; if (rec) fail(p1204, 202, 2); }
      if (p1205 < 0) { p1200 = -1;  break L1201; }
      p1200 = p1205;
    }
    if (p1200 >= 0) { out = p1200; break L1198; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 56; lastEnd = out; } }
  return out;
}
function d57(p) { // BIC-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(57);
  L1206: {
    var k1207 = kn;
    var p1208;
    var p1209;
    look++;
    L1211: {
      var p1213;
      if (p < n && (c = s.charCodeAt(p), c === 98)) { p1213 = p + 1; if (look === 0 && p1213 > far) far = p1213; } else { p1213 = -1; if (rec) fail(p, 203); }
      if (p1213 < 0) { p1209 = -1;  break L1211; }
      var p1214;
      if (p1213 < n && (c = s.charCodeAt(p1213), c === 105)) { p1214 = p1213 + 1; if (look === 0 && p1214 > far) far = p1214; } else { p1214 = -1; if (rec) fail(p1213, 204, 1); }
      if (p1214 < 0) { p1209 = -1;  break L1211; }
      var p1215;
      if (p1214 < n && (c = s.charCodeAt(p1214), c === 99)) { p1215 = p1214 + 1; if (look === 0 && p1215 > far) far = p1215; } else { p1215 = -1; if (rec) fail(p1214, 205, 2); }
      if (p1215 < 0) { p1209 = -1;  break L1211; }
      var p1216;
      if (p1215 < n && (c = s.charCodeAt(p1215), c === 58)) { p1216 = p1215 + 1; if (look === 0 && p1216 > far) far = p1216; } else { p1216 = -1; if (rec) fail(p1215, 206, 3); }
      if (p1216 < 0) { p1209 = -1;  break L1211; }
      p1209 = p1216;
    }
    look--;
    p1208 = p1209 >= 0 ? p : -1;
    if (p1208 < 0) { out = -1; kn = k1207; break L1206; }
    var p1217;
    p1217 = d9(p1208);
    if (p1217 < 0) { out = -1; kn = k1207; break L1206; }
    var p1218;
    if (p1217 < n && (c = s.charCodeAt(p1217), c === 58)) { p1218 = p1217 + 1; if (look === 0 && p1218 > far) far = p1218; } else { p1218 = -1; if (rec) fail(p1217, 0); }
    if (p1218 < 0) { out = -1; kn = k1207; break L1206; }
    var p1219;
    p1219 = d58(p1218);
    if (p1219 < 0) { out = -1; kn = k1207; break L1206; }
    out = p1219;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 57; lastEnd = out; } }
  return out;
}
function d58(p) { // BICURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(58);
  L1220: {
    var p1222;
    var q1223 = p, r1224 = 0, e1226 = false;
    while (q1223 < n) {
      var p1227;
      if (q1223 < n && (c = s.charCodeAt(q1223), c < 128 && T2[c] === 1)) { p1227 = q1223 + 1; if (look === 0 && p1227 > far) far = p1227; } else { p1227 = -1; if (rec) fail(q1223, 3); }
      if (p1227 < 0) break;
      if (p1227 === q1223) { e1226 = true; break; }
      r1224++; q1223 = p1227;
      if (r1224 === 3) break;
    }
    if (rec && q1223 >= n && !e1226 && r1224 < 3) fail(q1223, 3);
    if (e1226 || r1224 >= 3) p1222 = q1223; else { p1222 = -1;  }
    if (p1222 < 0) { out = -1;  break L1220; }
    var p1228;
    if (p1222 < n && (c = s.charCodeAt(p1222), c < 128 && T9[c] === 1)) { p1228 = p1222 + 1; if (look === 0 && p1228 > far) far = p1228; } else { p1228 = -1; if (rec) fail(p1222, 207); }
    if (p1228 < 0) { out = -1;  break L1220; }
    var p1229;
    var q1230 = p1228, r1231 = 0, e1233 = false;
    while (q1230 < n) {
      var p1234;
      if (q1230 < n && (c = s.charCodeAt(q1230), c < 128 && T4[c] === 1)) { p1234 = q1230 + 1; if (look === 0 && p1234 > far) far = p1234; } else { p1234 = -1; if (rec) fail(q1230, 5); }
      if (p1234 < 0) break;
      if (p1234 === q1230) { e1233 = true; break; }
      r1231++; q1230 = p1234;
      if (r1231 === 6) break;
    }
    if (rec && q1230 >= n && !e1233 && r1231 < 6) fail(q1230, 5);
    if (e1233 || r1231 >= 6) p1229 = q1230; else { p1229 = -1;  }
    if (p1229 < 0) { out = -1;  break L1220; }
    var p1235;
    if (p1229 < n && (c = s.charCodeAt(p1229), c < 128 && T4[c] === 1)) { p1235 = p1229 + 1; if (look === 0 && p1235 > far) far = p1235; } else { p1235 = -1; if (rec) fail(p1229, 5); }
    if (p1235 < 0) { out = -1;  break L1220; }
    out = p1235;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 58; lastEnd = out; } }
  return out;
}
function d59(p) { // IMOVN-URI
  var c, out, s = text, n = size;
  if (rec) stack.push(59);
  L1236: {
    var k1237 = kn;
    var p1238;
    var p1239;
    look++;
    L1241: {
      var p1243;
      if (p < n && (c = s.charCodeAt(p), c === 105)) { p1243 = p + 1; if (look === 0 && p1243 > far) far = p1243; } else { p1243 = -1; if (rec) fail(p, 208); }
      if (p1243 < 0) { p1239 = -1;  break L1241; }
      var p1244;
      if (p1243 < n && (c = s.charCodeAt(p1243), c === 109)) { p1244 = p1243 + 1; if (look === 0 && p1244 > far) far = p1244; } else { p1244 = -1; if (rec) fail(p1243, 209, 1); }
      if (p1244 < 0) { p1239 = -1;  break L1241; }
      var p1245;
      if (p1244 < n && (c = s.charCodeAt(p1244), c === 111)) { p1245 = p1244 + 1; if (look === 0 && p1245 > far) far = p1245; } else { p1245 = -1; if (rec) fail(p1244, 210, 2); }
      if (p1245 < 0) { p1239 = -1;  break L1241; }
      var p1246;
      if (p1245 < n && (c = s.charCodeAt(p1245), c === 118)) { p1246 = p1245 + 1; if (look === 0 && p1246 > far) far = p1246; } else { p1246 = -1; if (rec) fail(p1245, 211, 3); }
      if (p1246 < 0) { p1239 = -1;  break L1241; }
      var p1247;
      if (p1246 < n && (c = s.charCodeAt(p1246), c === 110)) { p1247 = p1246 + 1; if (look === 0 && p1247 > far) far = p1247; } else { p1247 = -1; if (rec) fail(p1246, 212, 4); }
      if (p1247 < 0) { p1239 = -1;  break L1241; }
      var p1248;
      if (p1247 < n && (c = s.charCodeAt(p1247), c === 58)) { p1248 = p1247 + 1; if (look === 0 && p1248 > far) far = p1248; } else { p1248 = -1; if (rec) fail(p1247, 213, 5); }
      if (p1248 < 0) { p1239 = -1;  break L1241; }
      p1239 = p1248;
    }
    look--;
    p1238 = p1239 >= 0 ? p : -1;
    if (p1238 < 0) { out = -1; kn = k1237; break L1236; }
    var p1249;
    p1249 = d9(p1238);
    if (p1249 < 0) { out = -1; kn = k1237; break L1236; }
    var p1250;
    if (p1249 < n && (c = s.charCodeAt(p1249), c === 58)) { p1250 = p1249 + 1; if (look === 0 && p1250 > far) far = p1250; } else { p1250 = -1; if (rec) fail(p1249, 0); }
    if (p1250 < 0) { out = -1; kn = k1237; break L1236; }
    var p1251;
    p1251 = d60(p1250);
    if (p1251 < 0) { out = -1; kn = k1237; break L1236; }
    out = p1251;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 59; lastEnd = out; } }
  return out;
}
function d60(p) { // IMOVNURIBody
  var c, out, s = text, n = size;
  if (rec) stack.push(60);
  var q1252 = p, r1253 = 0, e1255 = false;
  while (q1252 < n) {
    var p1256;
    if (q1252 < n && (c = s.charCodeAt(q1252), c < 128 && T4[c] === 1)) { p1256 = q1252 + 1; if (look === 0 && p1256 > far) far = p1256; } else { p1256 = -1; if (rec) fail(q1252, 5); }
    if (p1256 < 0) break;
    if (p1256 === q1252) { e1255 = true; break; }
    r1253++; q1252 = p1256;
    if (r1253 === 7) break;
  }
  if (rec && q1252 >= n && !e1255 && r1253 < 7) fail(q1252, 5);
  if (e1255 || r1253 >= 7) out = q1252; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 60; lastEnd = out; } }
  return out;
}
function d61(p) { // NumericComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(61);
  L1257: {
    var p1258;
    if (p < n && (c = s.charCodeAt(p), c === 48)) { p1258 = p + 1; if (look === 0 && p1258 > far) far = p1258; } else { p1258 = -1; if (rec) fail(p, 11); }
    if (p1258 >= 0) { out = p1258; break L1257; }
    var p1259;
    p1259 = d63(p);
    if (p1259 >= 0) { out = p1259; break L1257; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 61; lastEnd = out; } }
  return out;
}
function d62(p) { // ZeroComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(62);
  if (p < n && (c = s.charCodeAt(p), c === 48)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 11); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 62; lastEnd = out; } }
  return out;
}
function d63(p) { // NonZeroComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(63);
  L1260: {
    var p1262;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { p1262 = p + 1; if (look === 0 && p1262 > far) far = p1262; } else { p1262 = -1; if (rec) fail(p, 12); }
    if (p1262 < 0) { out = -1;  break L1260; }
    var p1263;
    var q1264 = p1262;
    while (q1264 < n && (c = s.charCodeAt(q1264), T4[c] === 1)) q1264++;
    if (look === 0 && q1264 > far) far = q1264; if (rec) fail(q1264, 5);
    p1263 = q1264 - p1262 >= 0 ? q1264 : -1;
    if (p1263 < 0) { out = -1;  break L1260; }
    out = p1263;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 63; lastEnd = out; } }
  return out;
}
function d64(p) { // PaddedNumericComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(64);
  var q1266 = p;
  while (q1266 < n && (c = s.charCodeAt(q1266), T4[c] === 1)) q1266++;
  if (look === 0 && q1266 > far) far = q1266; if (rec) fail(q1266, 5);
  out = q1266 - p >= 1 ? q1266 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 64; lastEnd = out; } }
  return out;
}
function d65(p) { // PaddedNumericComponentOrEmpty
  var c, out, s = text, n = size;
  if (rec) stack.push(65);
  var q1268 = p;
  while (q1268 < n && (c = s.charCodeAt(q1268), T4[c] === 1)) q1268++;
  if (look === 0 && q1268 > far) far = q1268; if (rec) fail(q1268, 5);
  out = q1268 - p >= 0 ? q1268 : -1;
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 65; lastEnd = out; } }
  return out;
}
function d66(p) { // NonZeroDigit
  var c, out, s = text, n = size;
  if (rec) stack.push(66);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T10[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 12); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 66; lastEnd = out; } }
  return out;
}
function d67(p) { // UpperAlpha
  var c, out, s = text, n = size;
  if (rec) stack.push(67);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 3); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 67; lastEnd = out; } }
  return out;
}
function d68(p) { // LowerAlpha
  var c, out, s = text, n = size;
  if (rec) stack.push(68);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T3[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 4); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 68; lastEnd = out; } }
  return out;
}
function d69(p) { // OtherChar
  var c, out, s = text, n = size;
  if (rec) stack.push(69);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T11[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 13); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 69; lastEnd = out; } }
  return out;
}
function d70(p) { // UpperHexChar
  var c, out, s = text, n = size;
  if (rec) stack.push(70);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T12[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 14); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 70; lastEnd = out; } }
  return out;
}
function d71(p) { // HexChar
  var c, out, s = text, n = size;
  if (rec) stack.push(71);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T13[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 15); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 71; lastEnd = out; } }
  return out;
}
function d72(p) { // Escape
  var c, out, s = text, n = size;
  if (rec) stack.push(72);
  L1270: {
    var p1272;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1272 = p + 1; if (look === 0 && p1272 > far) far = p1272; } else { p1272 = -1; if (rec) fail(p, 199); }
    if (p1272 < 0) { out = -1;  break L1270; }
    var p1273;
    if (p1272 < n && (c = s.charCodeAt(p1272), c < 128 && T13[c] === 1)) { p1273 = p1272 + 1; if (look === 0 && p1273 > far) far = p1273; } else { p1273 = -1; if (rec) fail(p1272, 15); }
    if (p1273 < 0) { out = -1;  break L1270; }
    var p1274;
    if (p1273 < n && (c = s.charCodeAt(p1273), c < 128 && T13[c] === 1)) { p1274 = p1273 + 1; if (look === 0 && p1274 > far) far = p1274; } else { p1274 = -1; if (rec) fail(p1273, 15); }
    if (p1274 < 0) { out = -1;  break L1270; }
    out = p1274;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 72; lastEnd = out; } }
  return out;
}
function d73(p) { // GS3A3Char
  var c, out, s = text, n = size;
  if (rec) stack.push(73);
  L1275: {
    var p1276;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T14[c] === 1)) { p1276 = p + 1; if (look === 0 && p1276 > far) far = p1276; } else { p1276 = -1; if (rec) fail(p, 16); }
    if (p1276 >= 0) { out = p1276; break L1275; }
    var p1277;
    p1277 = d72(p);
    if (p1277 >= 0) { out = p1277; break L1275; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 73; lastEnd = out; } }
  return out;
}
function d74(p) { // GS3A3Component
  var c, out, s = text, n = size;
  if (rec) stack.push(74);
  var q1278 = p, r1279 = 0, e1281 = false;
  while (q1278 < n) {
    var p1282;
    p1282 = d73(q1278);
    if (p1282 < 0) break;
    if (p1282 === q1278) { e1281 = true; break; }
    r1279++; q1278 = p1282;
  }
  if (rec && q1278 >= n && !e1281) fail(q1278, 214);
  if (e1281 || r1279 >= 1) out = q1278; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 74; lastEnd = out; } }
  return out;
}
function d75(p) { // CPRefChar
  var c, out, s = text, n = size;
  if (rec) stack.push(75);
  L1283: {
    var p1284;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T8[c] === 1)) { p1284 = p + 1; if (look === 0 && p1284 > far) far = p1284; } else { p1284 = -1; if (rec) fail(p, 10); }
    if (p1284 >= 0) { out = p1284; break L1283; }
    var p1285;
    L1286: {
      var p1288;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1288 = p + 1; if (look === 0 && p1288 > far) far = p1288; } else { p1288 = -1; if (rec) fail(p, 200); }
      if (p1288 < 0) { p1285 = -1;  break L1286; }
      var p1289;
      if (p1288 < n && (c = s.charCodeAt(p1288), c === 50)) { p1289 = p1288 + 1; if (look === 0 && p1289 > far) far = p1289; } else { p1289 = -1; if (rec) fail(p1288, 201, 1); }
      if (p1289 < 0) { p1285 = -1;  break L1286; }
      var p1290;
      if (p1289 < n && (c = s.charCodeAt(p1289), (c | 32) === 102)) { p1290 = p1289 + 1; if (look === 0 && p1290 > far) far = p1290; } else { p1290 = -1; if (rec) fail(p1289, 202, 2); }
      if (p1290 < 0) { p1285 = -1;  break L1286; }
      p1285 = p1290;
    }
    if (p1285 >= 0) { out = p1285; break L1283; }
    var p1291;
    L1292: {
      var p1294;
      if (p < n && (c = s.charCodeAt(p), c === 37)) { p1294 = p + 1; if (look === 0 && p1294 > far) far = p1294; } else { p1294 = -1; if (rec) fail(p, 196); }
      if (p1294 < 0) { p1291 = -1;  break L1292; }
      var p1295;
      if (p1294 < n && (c = s.charCodeAt(p1294), c === 50)) { p1295 = p1294 + 1; if (look === 0 && p1295 > far) far = p1295; } else { p1295 = -1; if (rec) fail(p1294, 197, 1); }
      if (p1295 < 0) { p1291 = -1;  break L1292; }
      var p1296;
      if (p1295 < n && (c = s.charCodeAt(p1295), c === 51)) { p1296 = p1295 + 1; if (look === 0 && p1296 > far) far = p1296; } else { p1296 = -1; if (rec) fail(p1295, 198, 2); }
      if (p1296 < 0) { p1291 = -1;  break L1292; }
      p1291 = p1296;
    }
    if (p1291 >= 0) { out = p1291; break L1283; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 75; lastEnd = out; } }
  return out;
}
function d76(p) { // CPRefComponent
  var c, out, s = text, n = size;
  if (rec) stack.push(76);
  var q1297 = p, r1298 = 0, e1300 = false;
  while (q1297 < n) {
    var p1301;
    p1301 = d75(q1297);
    if (p1301 < 0) break;
    if (p1301 === q1297) { e1300 = true; break; }
    r1298++; q1297 = p1301;
  }
  if (rec && q1297 >= n && !e1300) fail(q1297, 195);
  if (e1300 || r1298 >= 1) out = q1297; else { out = -1;  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 76; lastEnd = out; } }
  return out;
}
function d77(p) { // ALPHA
  var c, out, s = text, n = size;
  if (rec) stack.push(77);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T15[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 17); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 77; lastEnd = out; } }
  return out;
}
function d78(p) { // DIGIT
  var c, out, s = text, n = size;
  if (rec) stack.push(78);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T4[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 5); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 78; lastEnd = out; } }
  return out;
}
function d79(p) { // HEXDIG
  var c, out, s = text, n = size;
  if (rec) stack.push(79);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T13[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 15); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 79; lastEnd = out; } }
  return out;
}
function d80(p) { // pchar
  var c, out, s = text, n = size;
  if (rec) stack.push(80);
  L1302: {
    var p1303;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T16[c] === 1)) { p1303 = p + 1; if (look === 0 && p1303 > far) far = p1303; } else { p1303 = -1; if (rec) fail(p, 18); }
    if (p1303 >= 0) { out = p1303; break L1302; }
    var p1304;
    p1304 = d82(p);
    if (p1304 >= 0) { out = p1304; break L1302; }
    out = -1;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 80; lastEnd = out; } }
  return out;
}
function d81(p) { // unreserved
  var c, out, s = text, n = size;
  if (rec) stack.push(81);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T17[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 19); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 81; lastEnd = out; } }
  return out;
}
function d82(p) { // pct-encoded
  var c, out, s = text, n = size;
  if (rec) stack.push(82);
  L1305: {
    var p1307;
    if (p < n && (c = s.charCodeAt(p), c === 37)) { p1307 = p + 1; if (look === 0 && p1307 > far) far = p1307; } else { p1307 = -1; if (rec) fail(p, 199); }
    if (p1307 < 0) { out = -1;  break L1305; }
    var p1308;
    if (p1307 < n && (c = s.charCodeAt(p1307), c < 128 && T13[c] === 1)) { p1308 = p1307 + 1; if (look === 0 && p1308 > far) far = p1308; } else { p1308 = -1; if (rec) fail(p1307, 15); }
    if (p1308 < 0) { out = -1;  break L1305; }
    var p1309;
    if (p1308 < n && (c = s.charCodeAt(p1308), c < 128 && T13[c] === 1)) { p1309 = p1308 + 1; if (look === 0 && p1309 > far) far = p1309; } else { p1309 = -1; if (rec) fail(p1308, 15); }
    if (p1309 < 0) { out = -1;  break L1305; }
    out = p1309;
  }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 82; lastEnd = out; } }
  return out;
}
function d83(p) { // sub-delims
  var c, out, s = text, n = size;
  if (rec) stack.push(83);
  if (p < n && (c = s.charCodeAt(p), c < 128 && T18[c] === 1)) { out = p + 1; if (look === 0 && out > far) far = out; } else { out = -1; if (rec) fail(p, 20); }
  if (rec) { stack.pop(); if (out >= 0 && look === 0) { lastRule = 83; lastEnd = out; } }
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
