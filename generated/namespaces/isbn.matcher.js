// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/isbn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(128, '000000000002ff300000001000000010');
const T1 = table(65536, '000000000000ff300000000000000000');
const T2 = table(128, '000000000000ff300000001000000010');
const meta = {
  "profile": "",
  "start": "ISBN",
  "parts": [
  "ISBN-13",
  "ISBN-10",
  "prefix-element",
  "registration-group-element",
  "registrant-element",
  "publication-element",
  "isbn13-check-digit",
  "isbn10-check-digit"
  ],
  "views": [],
  "namespace": {
    "nid": "isbn",
    "aliases": [],
    "source": "RFC 3187 s.5, extended to ISBN-13 by RFC 8254 s.2.1",
    "checks": [
    {
      "algorithm": "isbn13",
      "rule": "ISBN-13",
      "section": "RFC 3187 s.5, ISO 2108 check digit; RFC 8254 s.2.1 for ISBN-13"
    },
    {
      "algorithm": "isbn10",
      "rule": "ISBN-10",
      "section": "RFC 3187 s.5, ISO 2108 check digit; RFC 8254 s.2.1 for ISBN-13"
    }
    ],
    "equivalence": [
    {
      "op": "remove-hyphens",
      "rules": [
      "ISBN"
      ],
      "section": "RFC 3187 s.5, Rules for Lexical Equivalence"
    },
    {
      "op": "uppercase",
      "rules": [
      "ISBN"
      ],
      "section": "RFC 3187 s.5, Rules for Lexical Equivalence"
    }
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g3>97[89](?:\x2d)?(?=(?<g1>(?=[0-9](?:\x2d[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])|[0-9]\x2d[0-9]\x2d[0-9]))))))\x2d)(?:[0-9])+\x2d(?:[0-9])+\x2d(?:[0-9])+|[0-9](?:\x2d[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])|[0-9]\x2d[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9]{8}|[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))))|[0-9]{9}))\k<g1>(?:\x2d)?[0-9](?![\x2d0-9Xx])|(?=(?<g2>(?=[0-9](?:\x2d[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])|[0-9]\x2d[0-9]\x2d[0-9]))))))\x2d)(?:[0-9])+\x2d(?:[0-9])+\x2d(?:[0-9])+|[0-9](?:\x2d[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])|[0-9]\x2d[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9]{8}|[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))))|[0-9]{9}))\k<g2>(?:\x2d)?[0-9Xx](?![\x2d0-9Xx])))\k<g3>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n3>97[89](?:\\x2d)?(?=(?<n1>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n1>(?:\\x2d)?[0-9](?![\\x2d0-9Xx])|(?=(?<n2>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n2>(?:\\x2d)?[0-9Xx](?![\\x2d0-9Xx])))\\k<n3>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n3>97[89](?:\\x2d)?(?=(?<n1>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n1>(?:\\x2d)?[0-9](?![\\x2d0-9Xx])|(?=(?<n2>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n2>(?:\\x2d)?[0-9Xx](?![\\x2d0-9Xx])))\\k<n3>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n3>97[89](?:\\x2d)?(?=(?<n1>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n1>(?:\\x2d)?[0-9](?![\\x2d0-9Xx])|(?=(?<n2>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n2>(?:\\x2d)?[0-9Xx](?![\\x2d0-9Xx])))\\k<n3>",
    "layout": "0a6e034e"
  }
};
const parts = ["ISBN-13","ISBN-10","prefix-element","registration-group-element","registrant-element","publication-element","isbn13-check-digit","isbn10-check-digit","ISBN"];
let text = '';
let viewing = false;
let begin = 0;
let size = 0;
let K = [];
let kn = 0;
function f0(p) { // ISBN
  var c, out, s = text, n = size;
  L1: {
    var p2;
    p2 = f1(p);
    if (p2 >= 0) { out = p2; break L1; }
    var p3;
    p3 = f4(p);
    if (p3 >= 0) { out = p3; break L1; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // ISBN-13
  var c, out, s = text, n = size;
  L4: {
    var k5 = kn;
    var p6;
    p6 = f2(p);
    if (p6 < 0) { out = -1; kn = k5; break L4; }
    var p7;
    var q8 = p6, m10 = Math.min(n, p6 + 1);
    while (q8 < m10 && (c = s.charCodeAt(q8), c === 45)) q8++;
    p7 = q8 - p6 >= 0 ? q8 : -1;
    if (p7 < 0) { out = -1; kn = k5; break L4; }
    var p11;
    p11 = f6(p7);
    if (p11 < 0) { out = -1; kn = k5; break L4; }
    var p12;
    var q13 = p11, m15 = Math.min(n, p11 + 1);
    while (q13 < m15 && (c = s.charCodeAt(q13), c === 45)) q13++;
    p12 = q13 - p11 >= 0 ? q13 : -1;
    if (p12 < 0) { out = -1; kn = k5; break L4; }
    var p16;
    p16 = f3(p12);
    if (p16 < 0) { out = -1; kn = k5; break L4; }
    var p17;
    var p18;
    if (p16 < n && (c = s.charCodeAt(p16), c < 128 && T0[c] === 1)) { p18 = p16 + 1;  } else { p18 = -1;  }
    p17 = p18 >= 0 ? -1 : p16;
    if (p17 < 0) { out = -1; kn = k5; break L4; }
    out = p17;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f2(p) { // prefix-element
  var c, out, s = text, n = size;
  L20: {
    var p21;
    p21 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 57) && (c = s.charCodeAt(p + 1), c === 55) && (c = s.charCodeAt(p + 2), c === 56) ? p + 3 : -1;
    if (p21 >= 0) { out = p21; break L20; }
    var p22;
    p22 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 57) && (c = s.charCodeAt(p + 1), c === 55) && (c = s.charCodeAt(p + 2), c === 57) ? p + 3 : -1;
    if (p22 >= 0) { out = p22; break L20; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f3(p) { // isbn13-check-digit
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // ISBN-10
  var c, out, s = text, n = size;
  L23: {
    var k24 = kn;
    var p25;
    p25 = f6(p);
    if (p25 < 0) { out = -1; kn = k24; break L23; }
    var p26;
    var q27 = p25, m29 = Math.min(n, p25 + 1);
    while (q27 < m29 && (c = s.charCodeAt(q27), c === 45)) q27++;
    p26 = q27 - p25 >= 0 ? q27 : -1;
    if (p26 < 0) { out = -1; kn = k24; break L23; }
    var p30;
    p30 = f5(p26);
    if (p30 < 0) { out = -1; kn = k24; break L23; }
    var p31;
    var p32;
    if (p30 < n && (c = s.charCodeAt(p30), c < 128 && T0[c] === 1)) { p32 = p30 + 1;  } else { p32 = -1;  }
    p31 = p32 >= 0 ? -1 : p30;
    if (p31 < 0) { out = -1; kn = k24; break L23; }
    out = p31;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // isbn10-check-digit
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // isbn-body
  var c, out, s = text, n = size;
  L34: {
    var p35;
    L36: {
      var k37 = kn;
      var p38;
      var p39;
      L41: {
        var p43;
        p43 = f11(p);
        if (p43 < 0) { p39 = -1;  break L41; }
        var p44;
        if (p43 < n && (c = s.charCodeAt(p43), c === 45)) { p44 = p43 + 1;  } else { p44 = -1;  }
        if (p44 < 0) { p39 = -1;  break L41; }
        p39 = p44;
      }
      p38 = p39 >= 0 ? p : -1;
      if (p38 < 0) { p35 = -1; kn = k37; break L36; }
      var p45;
      p45 = f7(p38);
      if (p45 < 0) { p35 = -1; kn = k37; break L36; }
      var p46;
      if (p45 < n && (c = s.charCodeAt(p45), c === 45)) { p46 = p45 + 1;  } else { p46 = -1;  }
      if (p46 < 0) { p35 = -1; kn = k37; break L36; }
      var p47;
      p47 = f8(p46);
      if (p47 < 0) { p35 = -1; kn = k37; break L36; }
      var p48;
      if (p47 < n && (c = s.charCodeAt(p47), c === 45)) { p48 = p47 + 1;  } else { p48 = -1;  }
      if (p48 < 0) { p35 = -1; kn = k37; break L36; }
      var p49;
      p49 = f9(p48);
      if (p49 < 0) { p35 = -1; kn = k37; break L36; }
      p35 = p49;
    }
    if (p35 >= 0) { out = p35; break L34; }
    var p50;
    p50 = f11(p);
    if (p50 >= 0) { out = p50; break L34; }
    var p51;
    p51 = f10(p);
    if (p51 >= 0) { out = p51; break L34; }
    var p52;
    var q53 = p, e54 = p + 9;
    if (e54 <= n) while (q53 < e54 && (c = s.charCodeAt(q53), c < 128 && T1[c] === 1)) q53++;
    p52 = q53 === e54 ? e54 : -1;
    if (p52 >= 0) { out = p52; break L34; }
    out = -1;
  }
  return out;
}
function f7(p) { // registration-group-element
  var c, out, s = text, n = size;
  var q55 = p;
  while (q55 < n && (c = s.charCodeAt(q55), T1[c] === 1)) q55++;
  out = q55 - p >= 1 ? q55 : -1;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // registrant-element
  var c, out, s = text, n = size;
  var q57 = p;
  while (q57 < n && (c = s.charCodeAt(q57), T1[c] === 1)) q57++;
  out = q57 - p >= 1 ? q57 : -1;
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f9(p) { // publication-element
  var c, out, s = text, n = size;
  var q59 = p;
  while (q59 < n && (c = s.charCodeAt(q59), T1[c] === 1)) q59++;
  out = q59 - p >= 1 ? q59 : -1;
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // runs-2
  var c, out, s = text, n = size;
  L61: {
    var p62;
    p62 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) ? p + 10 : -1;
    if (p62 >= 0) { out = p62; break L61; }
    var p63;
    p63 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) ? p + 10 : -1;
    if (p63 >= 0) { out = p63; break L61; }
    var p64;
    p64 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) ? p + 10 : -1;
    if (p64 >= 0) { out = p64; break L61; }
    var p65;
    p65 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) ? p + 10 : -1;
    if (p65 >= 0) { out = p65; break L61; }
    var p66;
    p66 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) ? p + 10 : -1;
    if (p66 >= 0) { out = p66; break L61; }
    var p67;
    p67 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) ? p + 10 : -1;
    if (p67 >= 0) { out = p67; break L61; }
    var p68;
    p68 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) ? p + 10 : -1;
    if (p68 >= 0) { out = p68; break L61; }
    var p69;
    p69 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) ? p + 10 : -1;
    if (p69 >= 0) { out = p69; break L61; }
    out = -1;
  }
  return out;
}
function f11(p) { // runs-3
  var c, out, s = text, n = size;
  L70: {
    var p71;
    p71 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p71 >= 0) { out = p71; break L70; }
    var p72;
    p72 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p72 >= 0) { out = p72; break L70; }
    var p73;
    p73 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p73 >= 0) { out = p73; break L70; }
    var p74;
    p74 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p74 >= 0) { out = p74; break L70; }
    var p75;
    p75 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p75 >= 0) { out = p75; break L70; }
    var p76;
    p76 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p76 >= 0) { out = p76; break L70; }
    var p77;
    p77 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p77 >= 0) { out = p77; break L70; }
    var p78;
    p78 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p78 >= 0) { out = p78; break L70; }
    var p79;
    p79 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p79 >= 0) { out = p79; break L70; }
    var p80;
    p80 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p80 >= 0) { out = p80; break L70; }
    var p81;
    p81 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p81 >= 0) { out = p81; break L70; }
    var p82;
    p82 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p82 >= 0) { out = p82; break L70; }
    var p83;
    p83 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p83 >= 0) { out = p83; break L70; }
    var p84;
    p84 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p84 >= 0) { out = p84; break L70; }
    var p85;
    p85 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p85 >= 0) { out = p85; break L70; }
    var p86;
    p86 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p86 >= 0) { out = p86; break L70; }
    var p87;
    p87 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p87 >= 0) { out = p87; break L70; }
    var p88;
    p88 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p88 >= 0) { out = p88; break L70; }
    var p89;
    p89 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p89 >= 0) { out = p89; break L70; }
    var p90;
    p90 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p90 >= 0) { out = p90; break L70; }
    var p91;
    p91 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p91 >= 0) { out = p91; break L70; }
    var p92;
    p92 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p92 >= 0) { out = p92; break L70; }
    var p93;
    p93 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p93 >= 0) { out = p93; break L70; }
    var p94;
    p94 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p94 >= 0) { out = p94; break L70; }
    var p95;
    p95 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p95 >= 0) { out = p95; break L70; }
    var p96;
    p96 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p96 >= 0) { out = p96; break L70; }
    var p97;
    p97 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p97 >= 0) { out = p97; break L70; }
    var p98;
    p98 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T1[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T1[c] === 1) ? p + 11 : -1;
    if (p98 >= 0) { out = p98; break L70; }
    out = -1;
  }
  return out;
}
function f12(p) { // isbn-char
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f14(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
/**
* Matches `input` from `from` to `to` (the whole input by default) against
* rule ISBN. On success returns the number of entries written to
* `caps`: triples (part index, start, end), one per matched @parts rule,
* innermost first, offsets into `input`. On failure returns -1.
*/
function match(input, caps, from = 0, to = input.length) {
  text = input;
  begin = from;
  size = to;
  K = caps;
  kn = 0;
  const end = f0(from);
  text = '';
  return end === to ? kn : -1;
}
const byName = { "ISBN": f0, "ISBN-13": f1, "prefix-element": f2, "isbn13-check-digit": f3, "ISBN-10": f4, "isbn10-check-digit": f5, "isbn-body": f6, "registration-group-element": f7, "registrant-element": f8, "publication-element": f9, "runs-2": f10, "runs-3": f11, "isbn-char": f12, "DIGIT": f14 };
/**
* Matches `input` from `from` to `to` against one rule, recording the
* @views rules as well as the @parts: what a reader of a part's inner
* structure asks for on demand. Returns the number of entries written, or -1.
*/
function capture(rule, input, caps, from, to) {
  const f = byName[rule];
  if (f === undefined) throw new Error('no rule ' + rule);
  text = input;
  begin = from;
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
