// GENERATED FILE - DO NOT EDIT. Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.
// Source: grammar/namespaces/isbn.abnf + grammar/core.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
function table(size, hex) {
  const t = new Uint8Array(size);
  for (let c = 0; c < 128; c += 1) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1;
  return t;
}
const T0 = table(65536, '000000000000ff300000000000000000');
const T1 = table(128, '000000000002ff300000001000000010');
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
    ],
    "summary": "an ISBN-13 (978/979) or an ISBN-10, hyphens optional, with its check digit",
    "examples": [
    "urn:isbn:0-306-40615-2",
    "urn:isbn:978-0-306-40615-7"
    ]
  }
};
// The same language as one anchored expression (src/compile/regex.ts), or null: isValid's test.
const pattern = /^(?=(?<g3>(?!(?![0-9](?:(?:\x2d)?[0-9]){11,11}))97[89](?:\x2d)?(?=(?<g1>(?=[0-9](?:\x2d[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])|[0-9]\x2d[0-9]\x2d[0-9]))))))\x2d)(?:[0-9])+\x2d(?:[0-9])+\x2d(?:[0-9])+|[0-9](?:\x2d[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])|[0-9]\x2d[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9]{8}|[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))))|[0-9]{9}))\k<g1>(?:\x2d)?[0-9](?![\x2d0-9Xx])|(?![0-9](?:(?:\x2d)?[0-9]){11,11})(?=(?<g2>(?=[0-9](?:\x2d[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])|[0-9]\x2d[0-9]\x2d[0-9]))))))\x2d)(?:[0-9])+\x2d(?:[0-9])+\x2d(?:[0-9])+|[0-9](?:\x2d[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9]))|[0-9](?:\x2d[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])|[0-9]\x2d[0-9]\x2d[0-9]))))))|[0-9](?:\x2d[0-9]{8}|[0-9](?:\x2d[0-9]{7}|[0-9](?:\x2d[0-9]{6}|[0-9](?:\x2d[0-9]{5}|[0-9](?:\x2d[0-9]{4}|[0-9](?:\x2d[0-9]{3}|[0-9](?:\x2d[0-9]{2}|[0-9]\x2d[0-9])))))))|[0-9]{9}))\k<g2>(?:\x2d)?[0-9Xx](?![\x2d0-9Xx])))\k<g3>$/;
// A profile's: where its NID and NSS sit, and its expression cut around the NSS (src/compile/embedding.ts).
const layout = null;
// A namespace's: how its expression joins each profile's, for isValid with namespaces (src/compile/embedding.ts).
const embeds = {
  "rfc2141": {
    "how": "intersect",
    "source": "(?=(?<n3>(?!(?![0-9](?:(?:\\x2d)?[0-9]){11,11}))97[89](?:\\x2d)?(?=(?<n1>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n1>(?:\\x2d)?[0-9](?![\\x2d0-9Xx])|(?![0-9](?:(?:\\x2d)?[0-9]){11,11})(?=(?<n2>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n2>(?:\\x2d)?[0-9Xx](?![\\x2d0-9Xx])))\\k<n3>",
    "layout": "4f7a3f0d"
  },
  "rfc2141bis": {
    "how": "within",
    "source": "(?=(?<n3>(?!(?![0-9](?:(?:\\x2d)?[0-9]){11,11}))97[89](?:\\x2d)?(?=(?<n1>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n1>(?:\\x2d)?[0-9](?![\\x2d0-9Xx])|(?![0-9](?:(?:\\x2d)?[0-9]){11,11})(?=(?<n2>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n2>(?:\\x2d)?[0-9Xx](?![\\x2d0-9Xx])))\\k<n3>",
    "layout": "254af935"
  },
  "rfc8141": {
    "how": "within",
    "source": "(?=(?<n3>(?!(?![0-9](?:(?:\\x2d)?[0-9]){11,11}))97[89](?:\\x2d)?(?=(?<n1>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n1>(?:\\x2d)?[0-9](?![\\x2d0-9Xx])|(?![0-9](?:(?:\\x2d)?[0-9]){11,11})(?=(?<n2>(?=[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))\\x2d)(?:[0-9])+\\x2d(?:[0-9])+\\x2d(?:[0-9])+|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9]))|[0-9](?:\\x2d[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])|[0-9]\\x2d[0-9]\\x2d[0-9]))))))|[0-9](?:\\x2d[0-9]{8}|[0-9](?:\\x2d[0-9]{7}|[0-9](?:\\x2d[0-9]{6}|[0-9](?:\\x2d[0-9]{5}|[0-9](?:\\x2d[0-9]{4}|[0-9](?:\\x2d[0-9]{3}|[0-9](?:\\x2d[0-9]{2}|[0-9]\\x2d[0-9])))))))|[0-9]{9}))\\k<n2>(?:\\x2d)?[0-9Xx](?![\\x2d0-9Xx])))\\k<n3>",
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
    L3: {
      var k4 = kn;
      var p5;
      var p6;
      p6 = f1(p);
      p5 = p6 >= 0 ? -1 : p;
      if (p5 < 0) { p2 = -1; kn = k4; break L3; }
      var p8;
      p8 = f3(p5);
      if (p8 < 0) { p2 = -1; kn = k4; break L3; }
      p2 = p8;
    }
    if (p2 >= 0) { out = p2; break L1; }
    var p9;
    L10: {
      var k11 = kn;
      var p12;
      p12 = f1(p);
      if (p12 < 0) { p9 = -1; kn = k11; break L10; }
      var p13;
      p13 = f6(p12);
      if (p13 < 0) { p9 = -1; kn = k11; break L10; }
      p9 = p13;
    }
    if (p9 >= 0) { out = p9; break L1; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 8; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f1(p) { // not-isbn13
  var c, out, s = text, n = size;
  var p14;
  p14 = f2(p);
  out = p14 >= 0 ? -1 : p;
  return out;
}
function f2(p) { // isbn13-shape
  var c, out, s = text, n = size;
  L16: {
    var p18;
    if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { p18 = p + 1;  } else { p18 = -1;  }
    if (p18 < 0) { out = -1;  break L16; }
    var p19;
    var q20 = p18, r21 = 0, e23 = false;
    while (q20 < n) {
      var p24;
      L25: {
        var p27;
        var q28 = q20, m30 = Math.min(n, q20 + 1);
        while (q28 < m30 && (c = s.charCodeAt(q28), c === 45)) q28++;
        p27 = q28 - q20 >= 0 ? q28 : -1;
        if (p27 < 0) { p24 = -1;  break L25; }
        var p31;
        if (p27 < n && (c = s.charCodeAt(p27), c < 128 && T0[c] === 1)) { p31 = p27 + 1;  } else { p31 = -1;  }
        if (p31 < 0) { p24 = -1;  break L25; }
        p24 = p31;
      }
      if (p24 < 0) break;
      if (p24 === q20) { e23 = true; break; }
      r21++; q20 = p24;
      if (r21 === 11) break;
    }
    if (e23 || r21 >= 11) p19 = q20; else { p19 = -1;  }
    if (p19 < 0) { out = -1;  break L16; }
    out = p19;
  }
  return out;
}
function f3(p) { // ISBN-13
  var c, out, s = text, n = size;
  L32: {
    var k33 = kn;
    var p34;
    p34 = f4(p);
    if (p34 < 0) { out = -1; kn = k33; break L32; }
    var p35;
    var q36 = p34, m38 = Math.min(n, p34 + 1);
    while (q36 < m38 && (c = s.charCodeAt(q36), c === 45)) q36++;
    p35 = q36 - p34 >= 0 ? q36 : -1;
    if (p35 < 0) { out = -1; kn = k33; break L32; }
    var p39;
    p39 = f8(p35);
    if (p39 < 0) { out = -1; kn = k33; break L32; }
    var p40;
    var q41 = p39, m43 = Math.min(n, p39 + 1);
    while (q41 < m43 && (c = s.charCodeAt(q41), c === 45)) q41++;
    p40 = q41 - p39 >= 0 ? q41 : -1;
    if (p40 < 0) { out = -1; kn = k33; break L32; }
    var p44;
    p44 = f5(p40);
    if (p44 < 0) { out = -1; kn = k33; break L32; }
    var p45;
    var p46;
    if (p44 < n && (c = s.charCodeAt(p44), c < 128 && T1[c] === 1)) { p46 = p44 + 1;  } else { p46 = -1;  }
    p45 = p46 >= 0 ? -1 : p44;
    if (p45 < 0) { out = -1; kn = k33; break L32; }
    out = p45;
  }
  if (out >= 0) { K[kn++] = 0; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f4(p) { // prefix-element
  var c, out, s = text, n = size;
  L48: {
    var p49;
    p49 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 57) && (c = s.charCodeAt(p + 1), c === 55) && (c = s.charCodeAt(p + 2), c === 56) ? p + 3 : -1;
    if (p49 >= 0) { out = p49; break L48; }
    var p50;
    p50 = p + 3 <= n && (c = s.charCodeAt(p + 0), c === 57) && (c = s.charCodeAt(p + 1), c === 55) && (c = s.charCodeAt(p + 2), c === 57) ? p + 3 : -1;
    if (p50 >= 0) { out = p50; break L48; }
    out = -1;
  }
  if (out >= 0) { K[kn++] = 2; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f5(p) { // isbn13-check-digit
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
  if (out >= 0) { K[kn++] = 6; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f6(p) { // ISBN-10
  var c, out, s = text, n = size;
  L51: {
    var k52 = kn;
    var p53;
    p53 = f8(p);
    if (p53 < 0) { out = -1; kn = k52; break L51; }
    var p54;
    var q55 = p53, m57 = Math.min(n, p53 + 1);
    while (q55 < m57 && (c = s.charCodeAt(q55), c === 45)) q55++;
    p54 = q55 - p53 >= 0 ? q55 : -1;
    if (p54 < 0) { out = -1; kn = k52; break L51; }
    var p58;
    p58 = f7(p54);
    if (p58 < 0) { out = -1; kn = k52; break L51; }
    var p59;
    var p60;
    if (p58 < n && (c = s.charCodeAt(p58), c < 128 && T1[c] === 1)) { p60 = p58 + 1;  } else { p60 = -1;  }
    p59 = p60 >= 0 ? -1 : p58;
    if (p59 < 0) { out = -1; kn = k52; break L51; }
    out = p59;
  }
  if (out >= 0) { K[kn++] = 1; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f7(p) { // isbn10-check-digit
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T2[c] === 1)) { out = p + 1;  } else { out = -1;  }
  if (out >= 0) { K[kn++] = 7; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f8(p) { // isbn-body
  var c, out, s = text, n = size;
  L62: {
    var p63;
    L64: {
      var k65 = kn;
      var p66;
      var p67;
      L69: {
        var p71;
        p71 = f13(p);
        if (p71 < 0) { p67 = -1;  break L69; }
        var p72;
        if (p71 < n && (c = s.charCodeAt(p71), c === 45)) { p72 = p71 + 1;  } else { p72 = -1;  }
        if (p72 < 0) { p67 = -1;  break L69; }
        p67 = p72;
      }
      p66 = p67 >= 0 ? p : -1;
      if (p66 < 0) { p63 = -1; kn = k65; break L64; }
      var p73;
      p73 = f9(p66);
      if (p73 < 0) { p63 = -1; kn = k65; break L64; }
      var p74;
      if (p73 < n && (c = s.charCodeAt(p73), c === 45)) { p74 = p73 + 1;  } else { p74 = -1;  }
      if (p74 < 0) { p63 = -1; kn = k65; break L64; }
      var p75;
      p75 = f10(p74);
      if (p75 < 0) { p63 = -1; kn = k65; break L64; }
      var p76;
      if (p75 < n && (c = s.charCodeAt(p75), c === 45)) { p76 = p75 + 1;  } else { p76 = -1;  }
      if (p76 < 0) { p63 = -1; kn = k65; break L64; }
      var p77;
      p77 = f11(p76);
      if (p77 < 0) { p63 = -1; kn = k65; break L64; }
      p63 = p77;
    }
    if (p63 >= 0) { out = p63; break L62; }
    var p78;
    p78 = f13(p);
    if (p78 >= 0) { out = p78; break L62; }
    var p79;
    p79 = f12(p);
    if (p79 >= 0) { out = p79; break L62; }
    var p80;
    var q81 = p, e82 = p + 9;
    if (e82 <= n) while (q81 < e82 && (c = s.charCodeAt(q81), c < 128 && T0[c] === 1)) q81++;
    p80 = q81 === e82 ? e82 : -1;
    if (p80 >= 0) { out = p80; break L62; }
    out = -1;
  }
  return out;
}
function f9(p) { // registration-group-element
  var c, out, s = text, n = size;
  var q83 = p;
  while (q83 < n && (c = s.charCodeAt(q83), T0[c] === 1)) q83++;
  out = q83 - p >= 1 ? q83 : -1;
  if (out >= 0) { K[kn++] = 3; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f10(p) { // registrant-element
  var c, out, s = text, n = size;
  var q85 = p;
  while (q85 < n && (c = s.charCodeAt(q85), T0[c] === 1)) q85++;
  out = q85 - p >= 1 ? q85 : -1;
  if (out >= 0) { K[kn++] = 4; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f11(p) { // publication-element
  var c, out, s = text, n = size;
  var q87 = p;
  while (q87 < n && (c = s.charCodeAt(q87), T0[c] === 1)) q87++;
  out = q87 - p >= 1 ? q87 : -1;
  if (out >= 0) { K[kn++] = 5; K[kn++] = p; K[kn++] = out; }
  return out;
}
function f12(p) { // runs-2
  var c, out, s = text, n = size;
  L89: {
    var p90;
    p90 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p90 >= 0) { out = p90; break L89; }
    var p91;
    p91 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p91 >= 0) { out = p91; break L89; }
    var p92;
    p92 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p92 >= 0) { out = p92; break L89; }
    var p93;
    p93 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p93 >= 0) { out = p93; break L89; }
    var p94;
    p94 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p94 >= 0) { out = p94; break L89; }
    var p95;
    p95 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p95 >= 0) { out = p95; break L89; }
    var p96;
    p96 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p96 >= 0) { out = p96; break L89; }
    var p97;
    p97 = p + 10 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) ? p + 10 : -1;
    if (p97 >= 0) { out = p97; break L89; }
    out = -1;
  }
  return out;
}
function f13(p) { // runs-3
  var c, out, s = text, n = size;
  L98: {
    var p99;
    p99 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p99 >= 0) { out = p99; break L98; }
    var p100;
    p100 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p100 >= 0) { out = p100; break L98; }
    var p101;
    p101 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p101 >= 0) { out = p101; break L98; }
    var p102;
    p102 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p102 >= 0) { out = p102; break L98; }
    var p103;
    p103 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p103 >= 0) { out = p103; break L98; }
    var p104;
    p104 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p104 >= 0) { out = p104; break L98; }
    var p105;
    p105 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c === 45) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p105 >= 0) { out = p105; break L98; }
    var p106;
    p106 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p106 >= 0) { out = p106; break L98; }
    var p107;
    p107 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p107 >= 0) { out = p107; break L98; }
    var p108;
    p108 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p108 >= 0) { out = p108; break L98; }
    var p109;
    p109 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p109 >= 0) { out = p109; break L98; }
    var p110;
    p110 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p110 >= 0) { out = p110; break L98; }
    var p111;
    p111 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c === 45) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p111 >= 0) { out = p111; break L98; }
    var p112;
    p112 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p112 >= 0) { out = p112; break L98; }
    var p113;
    p113 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p113 >= 0) { out = p113; break L98; }
    var p114;
    p114 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p114 >= 0) { out = p114; break L98; }
    var p115;
    p115 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p115 >= 0) { out = p115; break L98; }
    var p116;
    p116 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c === 45) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p116 >= 0) { out = p116; break L98; }
    var p117;
    p117 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p117 >= 0) { out = p117; break L98; }
    var p118;
    p118 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p118 >= 0) { out = p118; break L98; }
    var p119;
    p119 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p119 >= 0) { out = p119; break L98; }
    var p120;
    p120 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c === 45) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p120 >= 0) { out = p120; break L98; }
    var p121;
    p121 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p121 >= 0) { out = p121; break L98; }
    var p122;
    p122 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p122 >= 0) { out = p122; break L98; }
    var p123;
    p123 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c === 45) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p123 >= 0) { out = p123; break L98; }
    var p124;
    p124 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c === 45) && (c = s.charCodeAt(p + 9), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p124 >= 0) { out = p124; break L98; }
    var p125;
    p125 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c === 45) && (c = s.charCodeAt(p + 7), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p125 >= 0) { out = p125; break L98; }
    var p126;
    p126 = p + 11 <= n && (c = s.charCodeAt(p + 0), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 1), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 2), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 3), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 4), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 5), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 6), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 7), c === 45) && (c = s.charCodeAt(p + 8), c < 128 && T0[c] === 1) && (c = s.charCodeAt(p + 9), c === 45) && (c = s.charCodeAt(p + 10), c < 128 && T0[c] === 1) ? p + 11 : -1;
    if (p126 >= 0) { out = p126; break L98; }
    out = -1;
  }
  return out;
}
function f14(p) { // isbn-char
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T1[c] === 1)) { out = p + 1;  } else { out = -1;  }
  return out;
}
function f16(p) { // DIGIT
  var c, out, s = text, n = size;
  if (p < n && (c = s.charCodeAt(p), c < 128 && T0[c] === 1)) { out = p + 1;  } else { out = -1;  }
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
const byName = { "ISBN": f0, "not-isbn13": f1, "isbn13-shape": f2, "ISBN-13": f3, "prefix-element": f4, "isbn13-check-digit": f5, "ISBN-10": f6, "isbn10-check-digit": f7, "isbn-body": f8, "registration-group-element": f9, "registrant-element": f10, "publication-element": f11, "runs-2": f12, "runs-3": f13, "isbn-char": f14, "DIGIT": f16 };
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
