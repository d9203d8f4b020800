// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/community/li.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000002dceffb2ffffff78efffff74');
const T1 = table(128, '00000000002100000000000000000000');
const T2 = table(65536, '000000002dcefff2ffffff78efffff74');
const T3 = table(128, '000000000000ff30e7000000e7000000');
const meta = {
  "profile": "",
  "start": "li-nss",
  "parts": [
  "entity-type0",
  "key0",
  "field0",
  "nested-urn0",
  "entity-type1",
  "key1",
  "field1",
  "nested-urn1",
  "entity-type2",
  "key2",
  "field2",
  "nested-urn2",
  "entity-type3",
  "key3",
  "field3",
  "nested-urn3",
  "entity-type4",
  "key4"
  ],
  "views": [],
  "namespace": {
    "nid": "li",
    "aliases": [],
    "source": "DataHub docs/what/urn.md (What is URN?)",
    "checks": [],
    "equivalence": [],
    "summary": "an entity type, \":\", then a key: a simple string without \":\", or a parenthesised tuple of fields and nested urn:li URNs",
    "examples": [
    "urn:li:dataPlatform:kafka",
    "urn:li:dataset:(urn:li:dataPlatform:hive,SampleHiveDataset,PROD)",
    "urn:li:dashboard:(looker,dashboards.thelook::cohort_data_tool)"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g30>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g29>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g28>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g27>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g27>(?:\x2c(?=(?<g26>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g26>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g28>(?:\x2c(?=(?<g25>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g24>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g24>(?:\x2c(?=(?<g23>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g23>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g25>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g29>(?:\x2c(?=(?<g22>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g21>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g20>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g20>(?:\x2c(?=(?<g19>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g19>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g21>(?:\x2c(?=(?<g18>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g17>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g17>(?:\x2c(?=(?<g16>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g16>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g18>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g22>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g30>(?:\x2c(?=(?<g15>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g14>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g13>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g12>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g12>(?:\x2c(?=(?<g11>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g11>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g13>(?:\x2c(?=(?<g10>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g9>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g9>(?:\x2c(?=(?<g8>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g8>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g10>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g14>(?:\x2c(?=(?<g7>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g6>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g5>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g5>(?:\x2c(?=(?<g4>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g4>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g6>(?:\x2c(?=(?<g3>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?=(?<g2>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g2>(?:\x2c(?=(?<g1>[Uu][Rr][Nn]\x3a[Ll][Ii]\x3a(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+\x3a(?:\x28(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\x2c(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g1>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g3>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g7>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\x29\x2c])|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\k<g15>)*\x29|(?:(?:[\x21\x24\x26\x27\x2a\x2b\x2d-9\x3b\x3d\x40-Z\x5fa-z\x7e]|\x25[0-9A-Fa-f][0-9A-Fa-f]))+)$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n30>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n29>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n28>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n27>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n27>(?:\\x2c(?=(?<n26>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n26>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n28>(?:\\x2c(?=(?<n25>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n24>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n24>(?:\\x2c(?=(?<n23>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n23>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n25>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n29>(?:\\x2c(?=(?<n22>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n21>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n20>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n20>(?:\\x2c(?=(?<n19>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n19>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n21>(?:\\x2c(?=(?<n18>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n17>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>(?:\\x2c(?=(?<n16>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n16>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n18>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n22>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n30>(?:\\x2c(?=(?<n15>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n14>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n13>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n12>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n12>(?:\\x2c(?=(?<n11>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n11>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n13>(?:\\x2c(?=(?<n10>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n9>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n9>(?:\\x2c(?=(?<n8>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n8>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n10>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n14>(?:\\x2c(?=(?<n7>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n6>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n5>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n5>(?:\\x2c(?=(?<n4>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n4>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n6>(?:\\x2c(?=(?<n3>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n2>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>(?:\\x2c(?=(?<n1>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n7>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n15>)*\\x29|(?:(?:[\\x21\\x24\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n30>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n29>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n28>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n27>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n27>(?:\\x2c(?=(?<n26>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n26>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n28>(?:\\x2c(?=(?<n25>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n24>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n24>(?:\\x2c(?=(?<n23>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n23>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n25>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n29>(?:\\x2c(?=(?<n22>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n21>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n20>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n20>(?:\\x2c(?=(?<n19>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n19>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n21>(?:\\x2c(?=(?<n18>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n17>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>(?:\\x2c(?=(?<n16>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n16>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n18>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n22>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n30>(?:\\x2c(?=(?<n15>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n14>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n13>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n12>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n12>(?:\\x2c(?=(?<n11>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n11>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n13>(?:\\x2c(?=(?<n10>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n9>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n9>(?:\\x2c(?=(?<n8>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n8>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n10>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n14>(?:\\x2c(?=(?<n7>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n6>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n5>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n5>(?:\\x2c(?=(?<n4>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n4>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n6>(?:\\x2c(?=(?<n3>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n2>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>(?:\\x2c(?=(?<n1>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n7>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n15>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d\\x2e0-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)",
    "layout": "bbc957a8",
    "nid": [
    17,
    83
    ]
  },
  "rfc8141": {
    "how": "intersect",
    "source": "(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n30>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n29>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n28>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n27>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n27>(?:\\x2c(?=(?<n26>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n26>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n28>(?:\\x2c(?=(?<n25>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n24>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n24>(?:\\x2c(?=(?<n23>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n23>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n25>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n29>(?:\\x2c(?=(?<n22>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n21>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n20>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n20>(?:\\x2c(?=(?<n19>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n19>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n21>(?:\\x2c(?=(?<n18>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n17>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n17>(?:\\x2c(?=(?<n16>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n16>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n18>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n22>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25(?:(?!\\x00)[\\x000-9A-Fa-f])(?:(?!\\x00)[\\x000-9A-Fa-f]))))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n30>(?:\\x2c(?=(?<n15>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n14>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n13>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n12>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n12>(?:\\x2c(?=(?<n11>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n11>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n13>(?:\\x2c(?=(?<n10>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n9>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n9>(?:\\x2c(?=(?<n8>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n8>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n10>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n14>(?:\\x2c(?=(?<n7>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n6>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n5>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n5>(?:\\x2c(?=(?<n4>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n4>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n6>(?:\\x2c(?=(?<n3>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?=(?<n2>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n2>(?:\\x2c(?=(?<n1>[Uu][Rr][Nn]\\x3a[Ll][Ii]\\x3a(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+\\x3a(?:\\x28(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?:\\x2c(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n1>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n3>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n7>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+(?!(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f])))(?=[\\x29\\x2c])|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+))\\k<n15>)*\\x29|(?:(?:[\\x21\\x24\\x26\\x27\\x2a\\x2b\\x2d-9\\x3b\\x3d\\x40-Z\\x5fa-z\\x7e]|\\x25[0-9A-Fa-f][0-9A-Fa-f]))+)",
    "layout": "67453272",
    "nid": [
    17,
    83
    ]
  }
};
const parts = ["entity-type0","key0","field0","nested-urn0","entity-type1","key1","field1","nested-urn1","entity-type2","key2","field2","nested-urn2","entity-type3","key3","field3","nested-urn3","entity-type4","key4"];
let text = '';
let viewing = false;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // li-nss
  var c, out, s = text, n = size;
  L1: {
    var k2 = kn;
    var p3;
    p3 = f1(p);
    if (p3 < 0) { out = -1; kn = k2; break L1; }
    var p4;
    if (p3 < n && (c = s.charCodeAt(p3), c === 58)) { p4 = p3 + 1; } else { p4 = -1;  }
    if (p4 < 0) { out = -1; kn = k2; break L1; }
    var p5;
    p5 = f2(p4);
    if (p5 < 0) { out = -1; kn = k2; break L1; }
    out = p5;
  }
  return out;
}
function f1(p) { // entity-type0
  var c, out, s = text, n = size;
  var q6 = p, r7 = 0, e9 = false;
  while (q6 < n) {
    if ((c = s.charCodeAt(q6), c < 128 && T0[c] === 1)) { var k8z = q6; do q6++; while (q6 < n && (c = s.charCodeAt(q6), T0[c] === 1)); r7 += q6 - k8z;  continue; }
    var p10;
    p10 = f26(q6);
    if (p10 < 0) break;
    if (p10 === q6) { e9 = true; break; }
    r7++; q6 = p10;
  }
  if (e9 || r7 >= 1) out = q6; else { out = -1;  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // key0
  var c, out, s = text, n = size;
  L11: {
    var p12;
    p12 = f3(p);
    if (p12 >= 0) { out = p12; break L11; }
    var p13;
    p13 = f24(p);
    if (p13 >= 0) { out = p13; break L11; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // tuple0
  var c, out, s = text, n = size;
  L14: {
    var k15 = kn;
    var p16;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p16 = p + 1; } else { p16 = -1;  }
    if (p16 < 0) { out = -1; kn = k15; break L14; }
    var p17;
    p17 = f4(p16);
    if (p17 < 0) { out = -1; kn = k15; break L14; }
    var p18;
    var q19 = p17;
    while (q19 < n) {
      var p23;
      L24: {
        var k25 = kn;
        var p26;
        if (q19 < n && (c = s.charCodeAt(q19), c === 44)) { p26 = q19 + 1; } else { p26 = -1;  }
        if (p26 < 0) { p23 = -1; kn = k25; break L24; }
        var p27;
        p27 = f4(p26);
        if (p27 < 0) { p23 = -1; kn = k25; break L24; }
        p23 = p27;
      }
      if (p23 < 0) break;
      if (p23 === q19) { break; }
      q19 = p23;
    }
    p18 = q19;
    if (p18 < 0) { out = -1; kn = k15; break L14; }
    var p28;
    if (p18 < n && (c = s.charCodeAt(p18), c === 41)) { p28 = p18 + 1; } else { p28 = -1;  }
    if (p28 < 0) { out = -1; kn = k15; break L14; }
    out = p28;
  }
  return out;
}
function f4(p) { // field0
  var c, out, s = text, n = size;
  L29: {
    var p30;
    L31: {
      var k32 = kn;
      var p33;
      p33 = f5(p);
      if (p33 < 0) { p30 = -1; kn = k32; break L31; }
      var p34;
      var p35;
      if (p33 < n && (c = s.charCodeAt(p33), c < 128 && T1[c] === 1)) { p35 = p33 + 1; } else { p35 = -1;  }
      p34 = p35 >= 0 ? p33 : -1;
      if (p34 < 0) { p30 = -1; kn = k32; break L31; }
      p30 = p34;
    }
    if (p30 >= 0) { out = p30; break L29; }
    var p37;
    p37 = f25(p);
    if (p37 >= 0) { out = p37; break L29; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // nested-urn0
  var c, out, s = text, n = size;
  L38: {
    var k39 = kn;
    var p40;
    p40 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 58) && (c = s.charCodeAt(p + 4), (c | 32) === 108) && (c = s.charCodeAt(p + 5), (c | 32) === 105) && (c = s.charCodeAt(p + 6), c === 58) ? p + 7 : -1;
    if (p40 < 0) { out = -1; kn = k39; break L38; }
    var p41;
    p41 = f6(p40);
    if (p41 < 0) { out = -1; kn = k39; break L38; }
    var p42;
    if (p41 < n && (c = s.charCodeAt(p41), c === 58)) { p42 = p41 + 1; } else { p42 = -1;  }
    if (p42 < 0) { out = -1; kn = k39; break L38; }
    var p43;
    p43 = f7(p42);
    if (p43 < 0) { out = -1; kn = k39; break L38; }
    out = p43;
  }
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // entity-type1
  var c, out, s = text, n = size;
  var q44 = p, r45 = 0, e47 = false;
  while (q44 < n) {
    if ((c = s.charCodeAt(q44), c < 128 && T0[c] === 1)) { var k46z = q44; do q44++; while (q44 < n && (c = s.charCodeAt(q44), T0[c] === 1)); r45 += q44 - k46z;  continue; }
    var p48;
    p48 = f26(q44);
    if (p48 < 0) break;
    if (p48 === q44) { e47 = true; break; }
    r45++; q44 = p48;
  }
  if (e47 || r45 >= 1) out = q44; else { out = -1;  }
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // key1
  var c, out, s = text, n = size;
  L49: {
    var p50;
    p50 = f8(p);
    if (p50 >= 0) { out = p50; break L49; }
    var p51;
    p51 = f24(p);
    if (p51 >= 0) { out = p51; break L49; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // tuple1
  var c, out, s = text, n = size;
  L52: {
    var k53 = kn;
    var p54;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p54 = p + 1; } else { p54 = -1;  }
    if (p54 < 0) { out = -1; kn = k53; break L52; }
    var p55;
    p55 = f9(p54);
    if (p55 < 0) { out = -1; kn = k53; break L52; }
    var p56;
    var q57 = p55;
    while (q57 < n) {
      var p61;
      L62: {
        var k63 = kn;
        var p64;
        if (q57 < n && (c = s.charCodeAt(q57), c === 44)) { p64 = q57 + 1; } else { p64 = -1;  }
        if (p64 < 0) { p61 = -1; kn = k63; break L62; }
        var p65;
        p65 = f9(p64);
        if (p65 < 0) { p61 = -1; kn = k63; break L62; }
        p61 = p65;
      }
      if (p61 < 0) break;
      if (p61 === q57) { break; }
      q57 = p61;
    }
    p56 = q57;
    if (p56 < 0) { out = -1; kn = k53; break L52; }
    var p66;
    if (p56 < n && (c = s.charCodeAt(p56), c === 41)) { p66 = p56 + 1; } else { p66 = -1;  }
    if (p66 < 0) { out = -1; kn = k53; break L52; }
    out = p66;
  }
  return out;
}
function f9(p) { // field1
  var c, out, s = text, n = size;
  L67: {
    var p68;
    L69: {
      var k70 = kn;
      var p71;
      p71 = f10(p);
      if (p71 < 0) { p68 = -1; kn = k70; break L69; }
      var p72;
      var p73;
      if (p71 < n && (c = s.charCodeAt(p71), c < 128 && T1[c] === 1)) { p73 = p71 + 1; } else { p73 = -1;  }
      p72 = p73 >= 0 ? p71 : -1;
      if (p72 < 0) { p68 = -1; kn = k70; break L69; }
      p68 = p72;
    }
    if (p68 >= 0) { out = p68; break L67; }
    var p75;
    p75 = f25(p);
    if (p75 >= 0) { out = p75; break L67; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // nested-urn1
  var c, out, s = text, n = size;
  L76: {
    var k77 = kn;
    var p78;
    p78 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 58) && (c = s.charCodeAt(p + 4), (c | 32) === 108) && (c = s.charCodeAt(p + 5), (c | 32) === 105) && (c = s.charCodeAt(p + 6), c === 58) ? p + 7 : -1;
    if (p78 < 0) { out = -1; kn = k77; break L76; }
    var p79;
    p79 = f11(p78);
    if (p79 < 0) { out = -1; kn = k77; break L76; }
    var p80;
    if (p79 < n && (c = s.charCodeAt(p79), c === 58)) { p80 = p79 + 1; } else { p80 = -1;  }
    if (p80 < 0) { out = -1; kn = k77; break L76; }
    var p81;
    p81 = f12(p80);
    if (p81 < 0) { out = -1; kn = k77; break L76; }
    out = p81;
  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // entity-type2
  var c, out, s = text, n = size;
  var q82 = p, r83 = 0, e85 = false;
  while (q82 < n) {
    if ((c = s.charCodeAt(q82), c < 128 && T0[c] === 1)) { var k84z = q82; do q82++; while (q82 < n && (c = s.charCodeAt(q82), T0[c] === 1)); r83 += q82 - k84z;  continue; }
    var p86;
    p86 = f26(q82);
    if (p86 < 0) break;
    if (p86 === q82) { e85 = true; break; }
    r83++; q82 = p86;
  }
  if (e85 || r83 >= 1) out = q82; else { out = -1;  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // key2
  var c, out, s = text, n = size;
  L87: {
    var p88;
    p88 = f13(p);
    if (p88 >= 0) { out = p88; break L87; }
    var p89;
    p89 = f24(p);
    if (p89 >= 0) { out = p89; break L87; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 9; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f13(p) { // tuple2
  var c, out, s = text, n = size;
  L90: {
    var k91 = kn;
    var p92;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p92 = p + 1; } else { p92 = -1;  }
    if (p92 < 0) { out = -1; kn = k91; break L90; }
    var p93;
    p93 = f14(p92);
    if (p93 < 0) { out = -1; kn = k91; break L90; }
    var p94;
    var q95 = p93;
    while (q95 < n) {
      var p99;
      L100: {
        var k101 = kn;
        var p102;
        if (q95 < n && (c = s.charCodeAt(q95), c === 44)) { p102 = q95 + 1; } else { p102 = -1;  }
        if (p102 < 0) { p99 = -1; kn = k101; break L100; }
        var p103;
        p103 = f14(p102);
        if (p103 < 0) { p99 = -1; kn = k101; break L100; }
        p99 = p103;
      }
      if (p99 < 0) break;
      if (p99 === q95) { break; }
      q95 = p99;
    }
    p94 = q95;
    if (p94 < 0) { out = -1; kn = k91; break L90; }
    var p104;
    if (p94 < n && (c = s.charCodeAt(p94), c === 41)) { p104 = p94 + 1; } else { p104 = -1;  }
    if (p104 < 0) { out = -1; kn = k91; break L90; }
    out = p104;
  }
  return out;
}
function f14(p) { // field2
  var c, out, s = text, n = size;
  L105: {
    var p106;
    L107: {
      var k108 = kn;
      var p109;
      p109 = f15(p);
      if (p109 < 0) { p106 = -1; kn = k108; break L107; }
      var p110;
      var p111;
      if (p109 < n && (c = s.charCodeAt(p109), c < 128 && T1[c] === 1)) { p111 = p109 + 1; } else { p111 = -1;  }
      p110 = p111 >= 0 ? p109 : -1;
      if (p110 < 0) { p106 = -1; kn = k108; break L107; }
      p106 = p110;
    }
    if (p106 >= 0) { out = p106; break L105; }
    var p113;
    p113 = f25(p);
    if (p113 >= 0) { out = p113; break L105; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 10; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f15(p) { // nested-urn2
  var c, out, s = text, n = size;
  L114: {
    var k115 = kn;
    var p116;
    p116 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 58) && (c = s.charCodeAt(p + 4), (c | 32) === 108) && (c = s.charCodeAt(p + 5), (c | 32) === 105) && (c = s.charCodeAt(p + 6), c === 58) ? p + 7 : -1;
    if (p116 < 0) { out = -1; kn = k115; break L114; }
    var p117;
    p117 = f16(p116);
    if (p117 < 0) { out = -1; kn = k115; break L114; }
    var p118;
    if (p117 < n && (c = s.charCodeAt(p117), c === 58)) { p118 = p117 + 1; } else { p118 = -1;  }
    if (p118 < 0) { out = -1; kn = k115; break L114; }
    var p119;
    p119 = f17(p118);
    if (p119 < 0) { out = -1; kn = k115; break L114; }
    out = p119;
  }
  if (out >= 0) { K[kn++] = 11; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f16(p) { // entity-type3
  var c, out, s = text, n = size;
  var q120 = p, r121 = 0, e123 = false;
  while (q120 < n) {
    if ((c = s.charCodeAt(q120), c < 128 && T0[c] === 1)) { var k122z = q120; do q120++; while (q120 < n && (c = s.charCodeAt(q120), T0[c] === 1)); r121 += q120 - k122z;  continue; }
    var p124;
    p124 = f26(q120);
    if (p124 < 0) break;
    if (p124 === q120) { e123 = true; break; }
    r121++; q120 = p124;
  }
  if (e123 || r121 >= 1) out = q120; else { out = -1;  }
  if (out >= 0) { K[kn++] = 12; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f17(p) { // key3
  var c, out, s = text, n = size;
  L125: {
    var p126;
    p126 = f18(p);
    if (p126 >= 0) { out = p126; break L125; }
    var p127;
    p127 = f24(p);
    if (p127 >= 0) { out = p127; break L125; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 13; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f18(p) { // tuple3
  var c, out, s = text, n = size;
  L128: {
    var k129 = kn;
    var p130;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p130 = p + 1; } else { p130 = -1;  }
    if (p130 < 0) { out = -1; kn = k129; break L128; }
    var p131;
    p131 = f19(p130);
    if (p131 < 0) { out = -1; kn = k129; break L128; }
    var p132;
    var q133 = p131;
    while (q133 < n) {
      var p137;
      L138: {
        var k139 = kn;
        var p140;
        if (q133 < n && (c = s.charCodeAt(q133), c === 44)) { p140 = q133 + 1; } else { p140 = -1;  }
        if (p140 < 0) { p137 = -1; kn = k139; break L138; }
        var p141;
        p141 = f19(p140);
        if (p141 < 0) { p137 = -1; kn = k139; break L138; }
        p137 = p141;
      }
      if (p137 < 0) break;
      if (p137 === q133) { break; }
      q133 = p137;
    }
    p132 = q133;
    if (p132 < 0) { out = -1; kn = k129; break L128; }
    var p142;
    if (p132 < n && (c = s.charCodeAt(p132), c === 41)) { p142 = p132 + 1; } else { p142 = -1;  }
    if (p142 < 0) { out = -1; kn = k129; break L128; }
    out = p142;
  }
  return out;
}
function f19(p) { // field3
  var c, out, s = text, n = size;
  L143: {
    var p144;
    L145: {
      var k146 = kn;
      var p147;
      p147 = f20(p);
      if (p147 < 0) { p144 = -1; kn = k146; break L145; }
      var p148;
      var p149;
      if (p147 < n && (c = s.charCodeAt(p147), c < 128 && T1[c] === 1)) { p149 = p147 + 1; } else { p149 = -1;  }
      p148 = p149 >= 0 ? p147 : -1;
      if (p148 < 0) { p144 = -1; kn = k146; break L145; }
      p144 = p148;
    }
    if (p144 >= 0) { out = p144; break L143; }
    var p151;
    p151 = f25(p);
    if (p151 >= 0) { out = p151; break L143; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 14; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f20(p) { // nested-urn3
  var c, out, s = text, n = size;
  L152: {
    var k153 = kn;
    var p154;
    p154 = p + 7 <= n && (c = s.charCodeAt(p + 0), (c | 32) === 117) && (c = s.charCodeAt(p + 1), (c | 32) === 114) && (c = s.charCodeAt(p + 2), (c | 32) === 110) && (c = s.charCodeAt(p + 3), c === 58) && (c = s.charCodeAt(p + 4), (c | 32) === 108) && (c = s.charCodeAt(p + 5), (c | 32) === 105) && (c = s.charCodeAt(p + 6), c === 58) ? p + 7 : -1;
    if (p154 < 0) { out = -1; kn = k153; break L152; }
    var p155;
    p155 = f21(p154);
    if (p155 < 0) { out = -1; kn = k153; break L152; }
    var p156;
    if (p155 < n && (c = s.charCodeAt(p155), c === 58)) { p156 = p155 + 1; } else { p156 = -1;  }
    if (p156 < 0) { out = -1; kn = k153; break L152; }
    var p157;
    p157 = f22(p156);
    if (p157 < 0) { out = -1; kn = k153; break L152; }
    out = p157;
  }
  if (out >= 0) { K[kn++] = 15; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f21(p) { // entity-type4
  var c, out, s = text, n = size;
  var q158 = p, r159 = 0, e161 = false;
  while (q158 < n) {
    if ((c = s.charCodeAt(q158), c < 128 && T0[c] === 1)) { var k160z = q158; do q158++; while (q158 < n && (c = s.charCodeAt(q158), T0[c] === 1)); r159 += q158 - k160z;  continue; }
    var p162;
    p162 = f26(q158);
    if (p162 < 0) break;
    if (p162 === q158) { e161 = true; break; }
    r159++; q158 = p162;
  }
  if (e161 || r159 >= 1) out = q158; else { out = -1;  }
  if (out >= 0) { K[kn++] = 16; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f22(p) { // key4
  var c, out, s = text, n = size;
  L163: {
    var p164;
    p164 = f23(p);
    if (p164 >= 0) { out = p164; break L163; }
    var p165;
    p165 = f24(p);
    if (p165 >= 0) { out = p165; break L163; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 17; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f23(p) { // tuple4
  var c, out, s = text, n = size;
  L166: {
    var p168;
    if (p < n && (c = s.charCodeAt(p), c === 40)) { p168 = p + 1; } else { p168 = -1;  }
    if (p168 < 0) { out = -1;  break L166; }
    var p169;
    p169 = f25(p168);
    if (p169 < 0) { out = -1;  break L166; }
    var p170;
    var q171 = p169;
    while (q171 < n) {
      var p175;
      L176: {
        var p178;
        if (q171 < n && (c = s.charCodeAt(q171), c === 44)) { p178 = q171 + 1; } else { p178 = -1;  }
        if (p178 < 0) { p175 = -1;  break L176; }
        var p179;
        p179 = f25(p178);
        if (p179 < 0) { p175 = -1;  break L176; }
        p175 = p179;
      }
      if (p175 < 0) break;
      if (p175 === q171) { break; }
      q171 = p175;
    }
    p170 = q171;
    if (p170 < 0) { out = -1;  break L166; }
    var p180;
    if (p170 < n && (c = s.charCodeAt(p170), c === 41)) { p180 = p170 + 1; } else { p180 = -1;  }
    if (p180 < 0) { out = -1;  break L166; }
    out = p180;
  }
  return out;
}
function f24(p) { // simple-key
  var c, out, s = text, n = size;
  var q181 = p, r182 = 0, e184 = false;
  while (q181 < n) {
    if ((c = s.charCodeAt(q181), c < 128 && T0[c] === 1)) { var k183z = q181; do q181++; while (q181 < n && (c = s.charCodeAt(q181), T0[c] === 1)); r182 += q181 - k183z;  continue; }
    var p185;
    p185 = f26(q181);
    if (p185 < 0) break;
    if (p185 === q181) { e184 = true; break; }
    r182++; q181 = p185;
  }
  if (e184 || r182 >= 1) out = q181; else { out = -1;  }
  return out;
}
function f25(p) { // field-text
  var c, out, s = text, n = size;
  var q186 = p, r187 = 0, e189 = false;
  while (q186 < n) {
    if ((c = s.charCodeAt(q186), c < 128 && T2[c] === 1)) { var k188z = q186; do q186++; while (q186 < n && (c = s.charCodeAt(q186), T2[c] === 1)); r187 += q186 - k188z;  continue; }
    var p190;
    L191: {
      var p192;
      p192 = f26(q186);
      if (p192 >= 0) { p190 = p192; break L191; }
      var p193;
      if (q186 < n && (c = s.charCodeAt(q186), c === 58)) { p193 = q186 + 1; } else { p193 = -1;  }
      if (p193 >= 0) { p190 = p193; break L191; }
      p190 = -1;
    }
    if (p190 < 0) break;
    if (p190 === q186) { e189 = true; break; }
    r187++; q186 = p190;
  }
  if (e189 || r187 >= 1) out = q186; else { out = -1;  }
  return out;
}
function f26(p) { // li-char
  var c, out, s = text, n = size;
  L194: {
    var p195;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p195 = p + 1; } else { p195 = -1;  }
    if (p195 >= 0) { out = p195; break L194; }
    var p196;
    p196 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 37) && (c = s.charCodeAt(p + 1), c < 128 && T3[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T3[c] === 1) ? p + 3 : -1;
    if (p196 >= 0) { out = p196; break L194; }
    out = -1;
  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule li-nss. On success returns the number of entries written to
* `caps`: triples (part index, start, end), one per matched @parts rule,
* innermost first, offsets into `input`. On failure returns -1.
*/
function match(input, caps, from = 0, to = input.length) {
  text = input;
  size = to;
  K = caps;
  kn = 0;
  const end = f0(from);
  text = '';
  return end === to ? kn : -1;
}
const byName = { "entity-type0": f1, "key0": f2, "field0": f4, "nested-urn0": f5, "entity-type1": f6, "key1": f7, "field1": f9, "nested-urn1": f10, "entity-type2": f11, "key2": f12, "field2": f14, "nested-urn2": f15, "entity-type3": f16, "key3": f17, "field3": f19, "nested-urn3": f20, "entity-type4": f21, "key4": f22 };
/**
* Matches `input` from `from` to `to` against one rule (a @parts, @views
* or checked rule), recording the @views rules as well as the @parts: what a
* reader of a part's inner structure asks for on demand. Returns the number
* of entries written, or -1.
*/
function capture(rule, input, caps, from, to) {
  const f = byName[rule];
  if (f === undefined) throw new Error('no rule ' + rule);
  text = input;
  size = to;
  K = caps;
  kn = 0;
  viewing = true;
  const end = f(from);
  viewing = false;
  text = '';
  return end === to ? kn : -1;
}
module.exports = { match, capture, meta, parts, pattern, layout, embeds };
