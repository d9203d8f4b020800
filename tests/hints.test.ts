/*
 * Hints and "did you mean" (issue 15): for each hint kind under each profile
 * it applies to, an input from the issue or the specs, the kind, the words the
 * hint must contain (the spec section and the rule), and the corrected URNs,
 * all written by hand from the specs (percent-encoding: UTF-8 octets,
 * upper-case hex, RFC 3986 s.2.1). Then the character class behind
 * "must be percent-encoded", held to each spec's list; errors no kind
 * explains; and properties over mutated valid URNs.
 */
import fc from 'fast-check';
import { isValid, parse, ProfileName, PROFILES, tryParse, UrnParseError } from '../src';
import { explainError, HINT_KINDS, MAX_SUGGESTIONS } from '../src/hints';
import { mustEncode } from '../src/hints/chars';
import { contextOf } from '../src/hints/context';
import { NAMESPACE_KINDS } from '../src/hints/kinds-namespace';
import { compileNamespace } from '../src/entries/conformance';
import { namespaces as shippedSet, namespaceSet } from '../src/entries/namespaces';
import { registry } from '../src/entries/registry';
import { freshly } from './support/fresh';
import { webContext } from './support/web-context';

interface Options {
  namespaces?: boolean;
  strict?: boolean;
}

interface Row {
  input: string;
  profiles: readonly ProfileName[];
  options?: Options;
  kind: string;
  /** Words the hint contains; `{title}` stands for the profile as cited ("RFC 8141", "bis-03", "RFC 2141"). */
  says: readonly string[];
  suggestions: readonly string[];
}

const ALL = PROFILES;
const LATER: readonly ProfileName[] = ['rfc2141bis', 'rfc8141'];
const TITLE: Record<ProfileName, string> = { rfc2141: 'RFC 2141', rfc2141bis: 'bis-03', rfc8141: 'RFC 8141' };
const UUID = '9155d599-0db4-4b9f-a6a8-0c33e9b1c9a0';

const ROWS: Row[] = [
  // What copy and paste leaves around a URN.
  { input: '<urn:example:a b>', profiles: ALL, kind: 'enclosed', says: ['RFC 3986 Appendix C', '"<" and ">"'], suggestions: ['urn:example:a%20b'] },
  { input: '"urn:example:a"', profiles: ALL, kind: 'enclosed', says: ['quotation marks'], suggestions: ['urn:example:a'] },
  { input: "'urn:example:a'", profiles: ALL, kind: 'enclosed', says: ['quotation marks', 'copied from'], suggestions: ['urn:example:a'] },
  // The delimiters are looked for around the whitespace-trimmed input.
  { input: ' <urn:example:a>', profiles: ALL, kind: 'enclosed', says: ['"<" and ">"'], suggestions: ['urn:example:a'] },
  { input: ' urn:example:a', profiles: ALL, kind: 'surrounding-whitespace', says: ['{title} s.2', 'before it', 'copy and paste'], suggestions: ['urn:example:a'] },
  { input: 'urn:example:a\n', profiles: ALL, kind: 'surrounding-whitespace', says: ['after it'], suggestions: ['urn:example:a'] },
  // U+FEFF (a byte order mark) is whitespace to String.prototype.trim, as it is to a reader.
  { input: '\ufeffurn:example:a ', profiles: ['rfc8141'], kind: 'surrounding-whitespace', says: ['before it'], suggestions: ['urn:example:a'] },

  // The NID (s.2.1 of each spec).
  { input: `urn:${UUID}`, profiles: ALL, kind: 'uuid-without-nid', says: ['RFC 4122 s.3', 'urn:uuid:<uuid>', '{title} s.2.1'], suggestions: [`urn:uuid:${UUID}`] },
  { input: `urn:{${UUID}}`, profiles: ['rfc8141'], options: { namespaces: true }, kind: 'uuid-without-nid', says: ['without braces'], suggestions: [`urn:uuid:${UUID}`] },
  { input: 'urn:urn:example:a', profiles: ['rfc2141', 'rfc2141bis'], kind: 'reserved-nid', says: ['{title} s.2.1', '"urn" is reserved', 'urn:urn:'], suggestions: ['urn:example:a'] },
  // RFC 8141 makes "urn" a registration rule: an error only in strict mode (inferred from the warning code).
  { input: 'urn:urn:example:a', profiles: ['rfc8141'], options: { strict: true }, kind: 'reserved-nid', says: ['RFC 8141 s.5.2', 'strict mode'], suggestions: ['urn:example:a'] },
  // "urn:x" has no NSS: a fix exists only when it parses.
  { input: 'urn:urn:x', profiles: ['rfc2141'], kind: 'reserved-nid', says: ['"urn" is reserved'], suggestions: [] },
  { input: 'urn::x', profiles: ['rfc2141'], kind: 'empty-nid', says: ['RFC 2141 s.2.1', 'is empty', '1 to 32'], suggestions: [] },
  { input: 'urn::x', profiles: LATER, kind: 'empty-nid', says: ['{title} s.2.1', 'is empty', '2 to 32'], suggestions: [] },
  { input: 'urn:', profiles: ALL, kind: 'empty-nid', says: ['{title} s.2', 'nothing follows "urn:"'], suggestions: [] },
  { input: 'urn:-ab:x', profiles: ALL, kind: 'nid-hyphen', says: ['{title} s.2.1', 'starts with a letter or digit'], suggestions: [] },
  { input: 'urn:ab-:x', profiles: LATER, kind: 'nid-hyphen', says: ['{title} s.2.1', 'ends with a letter or digit', 'RFC 2141 allowed a trailing hyphen'], suggestions: [] },
  // 170 cases in the corpus; never a suggestion: "opcfoundation-org" would be another, unregistered NID.
  { input: 'urn:opcfoundation.org:UA:x', profiles: ALL, kind: 'nid-character', says: ['{title} s.2.1', "'.'", 'a domain name is not a NID'], suggestions: [] },
  { input: 'urn:loc.gov:books', profiles: ALL, kind: 'nid-character', says: ['letters, digits and hyphens only', 'domain name'], suggestions: [] },
  // The first NID character wrong, but no hyphen; U+0000 is a character like any other here.
  { input: 'urn:_ab:c', profiles: ALL, kind: 'nid-character', says: ['{title} s.2.1', "'_'"], suggestions: [] },
  { input: 'urn:ab\u0000:c', profiles: ALL, kind: 'nid-character', says: ['{title} s.2.1', 'U+0000', 'letters, digits and hyphens only'], suggestions: [] },
  { input: 'urn:a_b:c', profiles: ALL, kind: 'nid-character', says: ['{title} s.2.1', "'_'", 'registered for the namespace'], suggestions: [] },
  { input: `urn:${'a'.repeat(33)}:x`, profiles: ALL, kind: 'nid-too-long', says: ['{title} s.2.1', 'at most 32', 'has 33'], suggestions: [] },
  // The 33rd NID character is a "-": the NID is too long, not one starting with a hyphen.
  { input: `urn:${'a'.repeat(32)}-b:c`, profiles: ALL, kind: 'nid-too-long', says: ['at most 32', 'has 34'], suggestions: [] },
  // A UUID with a character before or after it is no UUID (RFC 4122 s.3: exactly 8-4-4-4-12 hex digits): 37 NID characters.
  { input: `urn:x${UUID}`, profiles: ALL, kind: 'nid-too-long', says: ['at most 32', 'has 37'], suggestions: [] },
  { input: `urn:${UUID}0`, profiles: ALL, kind: 'nid-too-long', says: ['at most 32', 'has 37'], suggestions: [] },
  { input: 'urn:x:1', profiles: LATER, kind: 'nid-too-short', says: ['{title} s.2.1', '2 to 32', 'RFC 2141 allowed 1'], suggestions: [] },
  { input: 'urn:shell', profiles: ALL, kind: 'no-nss', says: ['{title} s.2', 'urn:<NID>:<NSS>', '"shell"', 'no namespace-specific string'], suggestions: [] },

  // The NSS.
  { input: 'urn:ab:', profiles: ALL, kind: 'empty-nss', says: ['{title} s.2.2', 'after "urn:ab:" cannot be empty'], suggestions: [] },
  { input: 'urn:ab:?=q', profiles: ['rfc8141'], kind: 'empty-nss', says: ['RFC 8141 s.2.2', 'cannot be empty'], suggestions: [] },
  { input: 'urn:ab:#f', profiles: ['rfc2141bis'], kind: 'empty-nss', says: ['bis-03 s.2.2'], suggestions: [] },
  {
    input: `urn:example:{${UUID}}`,
    profiles: ALL,
    kind: 'braced-guid',
    says: ['{title} s.2.2', '"{" and "}"', 'RFC 4122 s.3'],
    suggestions: [`urn:example:${UUID}`, `urn:example:%7B${UUID}%7D`],
  },
  // A GUID in braces further on is not what the error is about: here the space before it is.
  { input: `urn:ab:a b{${UUID}}`, profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['a space', '%20'], suggestions: [`urn:ab:a%20b%7B${UUID}%7D`] },
  // The namespace rules of uuid accept only the UUID: the percent-encoded braces are no longer a suggestion.
  { input: `urn:uuid:{${UUID}}`, profiles: ALL, options: { namespaces: true }, kind: 'braced-guid', says: ['"{" and "}"'], suggestions: [`urn:uuid:${UUID}`] },
  { input: 'urn:ab:/b', profiles: ['rfc8141'], kind: 'slash-in-nss', says: ['RFC 8141 s.2.2', 'cannot start with "/"', '%2F'], suggestions: ['urn:ab:%2Fb'] },
  { input: 'urn:ab:a/b/c', profiles: ['rfc2141bis'], kind: 'slash-in-nss', says: ['bis-03 s.2.2', 'single path segment'], suggestions: ['urn:ab:a%2Fb%2Fc'] },
  // "/" is a query character (RFC 3986 s.3.4): only the NSS's changes.
  { input: 'urn:ab:a/b?s=x/y', profiles: ['rfc2141bis'], kind: 'slash-in-nss', says: ['single path segment'], suggestions: ['urn:ab:a%2Fb?s=x/y'] },

  // "?" in RFC 8141 (s.2: "?+" or "?="), reported at the character after it.
  {
    input: 'urn:ngsi-ld:Building:store001?attrs=tweets',
    profiles: ['rfc8141'],
    kind: 'bare-question-mark',
    says: ['RFC 8141 s.2', '"?+"', '"?="', '%3F'],
    suggestions: ['urn:ngsi-ld:Building:store001?=attrs=tweets', 'urn:ngsi-ld:Building:store001%3Fattrs=tweets'],
  },
  { input: 'urn:ab:a?x', profiles: ['rfc8141'], kind: 'bare-question-mark', says: ['RFC 8141 s.2'], suggestions: ['urn:ab:a%3Fx', 'urn:ab:a?=x'] },
  { input: 'urn:example:a/?', profiles: ['rfc8141'], kind: 'bare-question-mark', says: ['RFC 8141 s.2'], suggestions: ['urn:example:a/', 'urn:example:a/%3F'] },
  // "?=?b" is no q-component (it starts with a pchar, s.2.3.2): only the encoded form remains.
  { input: 'urn:ab:a??b', profiles: ['rfc8141'], kind: 'bare-question-mark', says: ['RFC 8141 s.2'], suggestions: ['urn:ab:a%3F%3Fb'] },
  // Every "?" that starts no component is encoded, up to a real "?=" or the f-component, where "?" is a character (s.2.3.3).
  { input: 'urn:ab:a?x=1?y', profiles: ['rfc8141'], kind: 'bare-question-mark', says: ['RFC 8141 s.2'], suggestions: ['urn:ab:a?=x=1?y', 'urn:ab:a%3Fx=1%3Fy'] },
  { input: 'urn:ab:a?x?=q', profiles: ['rfc8141'], kind: 'bare-question-mark', says: ['RFC 8141 s.2'], suggestions: ['urn:ab:a?=x?=q', 'urn:ab:a%3Fx?=q'] },
  { input: 'urn:ab:a?x#b?c', profiles: ['rfc8141'], kind: 'bare-question-mark', says: ['RFC 8141 s.2'], suggestions: ['urn:ab:a%3Fx#b?c', 'urn:ab:a?=x#b?c'] },

  // "%" (RFC 8141 s.2.2 pct-encoded, bis-03 s.2.2, RFC 2141 s.2.3.1).
  { input: 'urn:example:100%', profiles: ['rfc8141'], kind: 'bare-percent', says: ['RFC 8141 s.2.2', 'two hex digits', '%25'], suggestions: ['urn:example:100%25'] },
  { input: 'urn:example:100%', profiles: ['rfc2141bis'], kind: 'bare-percent', says: ['bis-03 s.2.2'], suggestions: ['urn:example:100%25'] },
  { input: 'urn:example:100%', profiles: ['rfc2141'], kind: 'bare-percent', says: ['RFC 2141 s.2.3.1'], suggestions: ['urn:example:100%25'] },
  { input: 'urn:ab:b%4', profiles: ALL, kind: 'bare-percent', says: ['two hex digits'], suggestions: ['urn:ab:b%254'] },
  // Every bare "%" at once, the spaces after (one step each), and "%41" left alone.
  { input: 'urn:ab:100% of 50%41', profiles: LATER, kind: 'bare-percent', says: ['%25'], suggestions: ['urn:ab:100%25%20of%2050%41'] },

  // "#" (RFC 8141 s.2.3.3, bis-03 s.2.4: RFC 3986 fragment has no "#").
  { input: 'urn:example:a#b#c', profiles: ['rfc8141'], kind: 'second-hash', says: ['RFC 8141 s.2.3.3', 'f-component', '%23'], suggestions: ['urn:example:a#b%23c'] },
  { input: 'urn:example:a#b#c#d', profiles: ['rfc2141bis'], kind: 'second-hash', says: ['bis-03 s.2.4', 'fragment'], suggestions: ['urn:example:a#b%23c%23d'] },

  // Empty components (RFC 8141 s.2.3.1, s.2.3.2; bis-03 s.2.3).
  { input: 'urn:example:a?+', profiles: ['rfc8141'], kind: 'empty-component', says: ['RFC 8141 s.2.3.1', 'r-component'], suggestions: ['urn:example:a'] },
  { input: 'urn:ab:a?+?=q', profiles: ['rfc8141'], kind: 'empty-component', says: ['RFC 8141 s.2.3.1'], suggestions: ['urn:ab:a?=q'] },
  { input: 'urn:ab:a?+r?=', profiles: ['rfc8141'], kind: 'empty-component', says: ['RFC 8141 s.2.3.2', 'q-component'], suggestions: ['urn:ab:a?+r'] },
  { input: 'urn:ab:a?=#f', profiles: ['rfc8141'], kind: 'empty-component', says: ['RFC 8141 s.2.3.2'], suggestions: ['urn:ab:a#f'] },
  { input: 'urn:ab:a?', profiles: ['rfc2141bis'], kind: 'empty-component', says: ['bis-03 s.2.3', 'query'], suggestions: ['urn:ab:a'] },
  { input: 'urn:ab:a?#f', profiles: ['rfc2141bis'], kind: 'empty-component', says: ['bis-03 s.2.3'], suggestions: ['urn:ab:a#f'] },

  // Characters no part of a URN takes raw (RFC 3986 s.2; RFC 2141 s.2.4).
  { input: 'urn:example:a b', profiles: LATER, kind: 'must-percent-encode', says: ['{title} s.2.2', 'a space', '%20', 'RFC 3986 s.2.1'], suggestions: ['urn:example:a%20b'] },
  { input: 'urn:example:a b', profiles: ['rfc2141'], kind: 'must-percent-encode', says: ['RFC 2141 s.2.4', 'excluded', '%20'], suggestions: ['urn:example:a%20b'] },
  // é is U+00E9, UTF-8 C3 A9.
  { input: 'urn:example:café', profiles: ALL, kind: 'must-percent-encode', says: ["U+00E9 'é'", '%C3%A9'], suggestions: ['urn:example:caf%C3%A9'] },
  // U+1F600 is UTF-8 F0 9F 98 80.
  // RFC 8141 s.2.3.1: an r-component holds pchar, "/" and "?"; a raw U+0000 after "?+" is a character to encode, not an empty r-component.
  { input: 'urn:example:a?+\u0000', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['RFC 8141 s.2.3.1', 'U+0000', '%00'], suggestions: ['urn:example:a?+%00'] },
  // RFC 8141 s.2.3.3: "?" is valid in an f-component, "{" is not: the "?" before it is no bare query mark.
  { input: 'urn:example:a#?{', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['RFC 8141 s.2.3.3', "'{'", '%7B'], suggestions: ['urn:example:a#?%7B'] },
  { input: 'urn:ab:a\u{1F600}', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['%F0%9F%98%80'], suggestions: ['urn:ab:a%F0%9F%98%80'] },
  // U+FFFF, the last code point of one UTF-16 unit, is UTF-8 EF BF BF; the "b" after it stays.
  { input: 'urn:ab:a\uffffb', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['%EF%BF%BF'], suggestions: ['urn:ab:a%EF%BF%BFb'] },
  // RFC 2141 s.2.4 excludes "&" and "~" too; RFC 8141 takes both raw.
  { input: 'urn:ab:a&b~', profiles: ['rfc2141'], kind: 'must-percent-encode', says: ['RFC 2141 s.2.4', "'&'", '%26'], suggestions: ['urn:ab:a%26b%7E'] },
  { input: 'urn:ab:x"<>\\^`|{}', profiles: ALL, kind: 'must-percent-encode', says: ['%22'], suggestions: ['urn:ab:x%22%3C%3E%5C%5E%60%7C%7B%7D'] },
  { input: 'urn:ab:a[1]', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ["'['", '%5B'], suggestions: ['urn:ab:a%5B1%5D'] },
  { input: 'urn:ab:a?+x y', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['RFC 8141 s.2.3.1'], suggestions: ['urn:ab:a?+x%20y'] },
  { input: 'urn:ab:a?=x y', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['RFC 8141 s.2.3.2'], suggestions: ['urn:ab:a?=x%20y'] },
  { input: 'urn:ab:a#f g', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['RFC 8141 s.2.3.3'], suggestions: ['urn:ab:a#f%20g'] },
  { input: 'urn:ab:a?s=x y', profiles: ['rfc2141bis'], kind: 'must-percent-encode', says: ['bis-03 s.2.3'], suggestions: ['urn:ab:a?s=x%20y'] },
  { input: 'urn:ab:a#f g', profiles: ['rfc2141bis'], kind: 'must-percent-encode', says: ['bis-03 s.2.4'], suggestions: ['urn:ab:a#f%20g'] },
  // A trailing newline after an inner space: more likely pasted than meant, so its removal comes first.
  { input: 'urn:ab:c d\n', profiles: ['rfc8141'], kind: 'must-percent-encode', says: ['a space'], suggestions: ['urn:ab:c%20d', 'urn:ab:c%20d%0A'] },

  // The rfc2141bis query (s.2.3): keyword=value directives.
  { input: 'urn:ab:a?attrs', profiles: ['rfc2141bis'], kind: 'query-syntax', says: ['bis-03 s.2.3', 'keyword=value', '%3F'], suggestions: ['urn:ab:a%3Fattrs'] },
  { input: 'urn:example:a?+r', profiles: ['rfc2141bis'], kind: 'query-syntax', says: ['RFC 8141 syntax'], suggestions: ['urn:example:a%3F+r'] },
  // After a valid directive the query was meant: no "%3F".
  { input: 'urn:ab:a?s=1&x', profiles: ['rfc2141bis'], kind: 'query-syntax', says: ['bis-03 s.2.3'], suggestions: [] },

  // Namespace rules (option namespaces): RFC 4122 s.3 UUIDs.
  {
    input: 'urn:uuid:9155d5990db44b9fa6a80c33e9b1c9a0',
    profiles: ALL,
    options: { namespaces: true },
    kind: 'uuid-syntax',
    says: ['RFC 4122 s.3', '8-4-4-4-12', '32 hex digits and no hyphens'],
    suggestions: [`urn:uuid:${UUID}`],
  },
  { input: 'urn:uuid:9155d599-0db4-4b9f-a6a80c33e9b1c9a0', profiles: ['rfc8141'], options: { namespaces: true }, kind: 'uuid-syntax', says: ['in groups of 8-4-4-16'], suggestions: [`urn:uuid:${UUID}`] },
  // 31 hex digits: no UUID to regroup.
  { input: 'urn:uuid:9155d599-0db4-4b9f-a6a8-0c33e9b1c9a', profiles: ['rfc8141'], options: { namespaces: true }, kind: 'uuid-syntax', says: ['31 hex digits'], suggestions: [] },
  { input: 'urn:uuid:9155d599-0db4-4b9f-a6a8-0c33e9b1c9ag', profiles: ['rfc8141'], options: { namespaces: true }, kind: 'uuid-syntax', says: ["'g' is not a hex digit"], suggestions: [] },
  // Check characters, computed by hand. ISBN-13 978-0-395-36341-?: weights 1,3,1,3,... on 9,7,8,0,3,9,5,3,6,3,4,1 sum to 104, so 6.
  { input: 'urn:isbn:978-0-395-36341-7', profiles: ALL, options: { namespaces: true }, kind: 'check-digit', says: ['RFC 3187 s.5', 'ISBN-13 check digit', 'is 6, not 7'], suggestions: [] },
  // ISBN-10 0-395-36341-?: weights 10..2 sum to 208 = 10 mod 11, so 1 (RFC 3187 s.5).
  { input: 'urn:isbn:0-395-36341-2', profiles: ['rfc8141'], options: { namespaces: true }, kind: 'check-digit', says: ['ISBN-10 check digit', 'is 1, not 2'], suggestions: [] },
  // ISSN 0317-847?: weights 8..2 sum to 120 = 10 mod 11, so 1 (RFC 3044 s.2).
  { input: 'urn:issn:0317-847X', profiles: ['rfc8141'], options: { namespaces: true }, kind: 'check-digit', says: ['RFC 3044', 'ISSN check character', 'is 1, not X'], suggestions: [] },
  // RFC 2648 s.2, RFC 3553, RFC 6924: "wg" is no IETF URN sub-namespace (the OAuth out-of-band form).
  { input: 'urn:ietf:wg:oauth:2.0:oob', profiles: ALL, options: { namespaces: true }, kind: 'ietf-sub-namespace', says: ['RFC 2648 s.2', 'rfc, fyi, std, bcp, id, mtg', 'params (RFC 3553)', '"wg" is none of them', 'no registration allows'], suggestions: [] },
  { input: 'urn:ietf:xml:ns:foo', profiles: ['rfc8141'], options: { namespaces: true }, kind: 'ietf-sub-namespace', says: ['"xml" is none of them'], suggestions: [] },
  // Forms real data uses that the registrations refuse: the registrations' own examples as written later.
  // RFC 4688 s.3's URN:S1000D:DMC-AE-A-07-05-0000-00A-040A-A_I-001_L-EN with S1000D Issue 4's suffixes (issue-inWork_language-country).
  { input: 'URN:S1000D:DMC-AE-A-07-05-0000-00A-040A-A_001-00_EN-US', profiles: ALL, options: { namespaces: true }, kind: 's1000d-issue-suffix', says: ['RFC 4688 s.2', '_I- and three digits', '_L- and two letters', '"_001-00_EN-US"', 'S1000D Issue 4 and later'], suggestions: [] },
  { input: 'URN:S1000D:DMC-AE-A-07-05-0000-00A-040A-A_005', profiles: ['rfc8141'], options: { namespaces: true }, kind: 's1000d-issue-suffix', says: ['"_005"'], suggestions: [] },
  { input: 'urn:s1000d:6.0', profiles: ALL, options: { namespaces: true }, kind: 's1000d-namespace-name', says: ['RFC 4688 s.2', 'DMC-, PMC-, CSN-, ICN-, COM-, DDN- or DML-', '"6.0" is an S1000D issue number', 'urn:s1000d:<issue>'], suggestions: [] },
  // RFC 3085 s.3's urn:newsml:iptc.org:20001006:NewsMLv1.0:1 without its RevisionId.
  { input: 'urn:newsml:iptc.org:20001006:NewsMLv1.0', profiles: ALL, options: { namespaces: true }, kind: 'newsml-revision', says: ['RFC 3085 s.2', 'RevisionId', 'NewsML-G2'], suggestions: [] },
  // RFC 9039 s.3.2: LALPHA = %x41-5A as printed.
  { input: 'urn:dev:foo:bar', profiles: ALL, options: { namespaces: true }, kind: 'dev-subtype-case', says: ['RFC 9039 s.3.2', 'mac, ow, org, os and ops', '%x41-5A', '"foo" has lower-case letters', 'no erratum'], suggestions: [] },
  { input: 'urn:dev:Serial:1234_x', profiles: ['rfc8141'], options: { namespaces: true }, kind: 'dev-subtype-case', says: ['"Serial"'], suggestions: [] },
];

const cases = ROWS.flatMap((row) => row.profiles.map((profile) => ({ ...row, profile })));

/** What a row needs of the library: the one this file imports, or one loaded inside a test (freshly). */
interface Lib {
  tryParse: typeof tryParse;
  isValid: typeof isValid;
  explainError: typeof explainError;
}
const imported: Lib = { tryParse, isValid, explainError };

function failure(input: string, profile: ProfileName, options: Options = {}, lib: Lib = imported): UrnParseError {
  const r = lib.tryParse(input, { profile, ...options });
  if (r.ok) throw new Error(`${JSON.stringify(input)} is valid under ${profile}`);
  return r.error;
}

function expectRow(row: Row, profile: ProfileName, lib: Lib = imported): void {
  const x = lib.explainError(failure(row.input, profile, row.options, lib), { namespaces: row.options?.namespaces });
  expect(x.kind).toBe(row.kind);
  for (const words of row.says) expect(x.hint).toContain(words.replace('{title}', TITLE[profile]));
  expect(x.suggestions).toEqual(row.suggestions);
  for (const s of x.suggestions) expect(lib.isValid(s, { profile, ...row.options })).toBe(true);
}

describe('hint kinds: each row under each profile it names', () => {
  test.each(cases.map((c) => [c.kind, JSON.stringify(c.input), c.profile, c] as const))('%s: %s under %s', (_kind, _input, profile, row) => {
    expectRow(row, profile);
  });

  // The kinds' table, their patterns and sentences are built as the modules load (tests/support/fresh.ts).
  test('every row again, with the library loaded inside the test', () => {
    freshly(() => {
      const { tryParse: t, isValid: v } = require('../src') as typeof import('../src');
      const lib = { tryParse: t, isValid: v, explainError: (require('../src/hints') as typeof import('../src/hints')).explainError };
      for (const c of cases) expectRow(c, c.profile, lib);
    });
  });

  test('every kind has a row under every profile it applies to', () => {
    const covered = new Set(cases.map((c) => `${c.kind} ${c.profile}`));
    const missing = HINT_KINDS.flatMap((k) => k.profiles.map((p) => `${k.kind} ${p}`)).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
    // And no row names a kind or profile the table does not declare.
    const declared = new Set(HINT_KINDS.flatMap((k) => k.profiles.map((p) => `${k.kind} ${p}`)));
    expect([...covered].filter((key) => !declared.has(key))).toEqual([]);
  });

  test('hints are one sentence', () => {
    for (const c of cases) {
      const hint = explainError(failure(c.input, c.profile, c.options), c.options).hint as string;
      expect(hint).not.toMatch(/\n/);
      expect(hint).not.toMatch(/\.\s+[A-Z]/);
    }
  });
});

describe('the issue examples, word for word', () => {
  test.each<[string, ProfileName, string, string[]]>([
    [
      'urn:x:1',
      'rfc8141',
      'RFC 8141 s.2.1: a NID is 2 to 32 letters, digits or hyphens; RFC 2141 allowed 1, so a one-character NID is valid only under RFC 2141',
      [],
    ],
    [
      'urn:example:a b',
      'rfc8141',
      'RFC 8141 s.2.2: a space cannot appear raw in a URN; percent-encode its UTF-8 octets, as %20 (RFC 3986 s.2.1)',
      ['urn:example:a%20b'],
    ],
    [
      'urn:ngsi-ld:Building:store001?attrs=tweets',
      'rfc8141',
      'RFC 8141 s.2: after the NSS, "?" starts an r-component ("?+") or a q-component ("?="); a URL-style query belongs after "?=", and a literal "?" is written %3F',
      ['urn:ngsi-ld:Building:store001?=attrs=tweets', 'urn:ngsi-ld:Building:store001%3Fattrs=tweets'],
    ],
    // docs/hints.md's example of nid-too-long: nothing follows the count when a ":" closes the NID.
    [`urn:${'a'.repeat(33)}:x`, 'rfc8141', 'RFC 8141 s.2.1: a NID is at most 32 characters, and this one has 33', []],
    [
      'urn:shell',
      'rfc8141',
      'RFC 8141 s.2: a URN is urn:<NID>:<NSS>, and this one ends after the NID "shell" with no ":" and no namespace-specific string (the NSS names the resource within the namespace)',
      [],
    ],
  ])('%j under %s', (input, profile, hint, suggestions) => {
    expect(explainError(failure(input, profile))).toEqual({ kind: expect.any(String), hint, suggestions });
  });

  test('a one-character NID is valid under RFC 2141, which the hint cites', () => {
    expect(isValid('urn:x:1', { profile: 'rfc2141' })).toBe(true);
    expect(isValid('urn:ab-:x', { profile: 'rfc2141' })).toBe(true);
  });
});

describe('options', () => {
  test('suggestions are checked in strict mode when the error came from it', () => {
    // RFC 2141 s.2.3.2: an unencoded "/" is a warning, an error in strict mode.
    const input = 'urn:ab:a b/c';
    expect(explainError(failure(input, 'rfc2141')).suggestions).toEqual(['urn:ab:a%20b/c']);
    expect(explainError(failure(input, 'rfc2141', { strict: true }), { strict: true }).suggestions).toEqual([]);
  });

  test('a namespace error implies the namespaces option: the check character is asked of the namespace rules', () => {
    const e = failure('urn:isbn:0-395-36341-2', 'rfc8141', { namespaces: true });
    expect(explainError(e).hint).toContain('is 1, not 2');
  });

  test('without the namespaces option, a suggestion need only satisfy the profile', () => {
    expect(explainError(failure(`urn:uuid:{${UUID}}`, 'rfc8141')).suggestions).toEqual([`urn:uuid:${UUID}`, `urn:uuid:%7B${UUID}%7D`]);
  });
});

describe('errors no kind explains get no hint and no suggestion', () => {
  test.each<[string, ProfileName, Record<string, unknown>]>([
    ['urx:ab:c', 'rfc8141', {}],
    // A q-component starts with a pchar (s.2.3.2); no common mistake looks like this.
    ['urn:ab:a?=?b', 'rfc8141', {}],
    ['urn:ab:%00', 'rfc2141', {}],
    ['urn:ab:a?s=1&c=2&s=3', 'rfc2141bis', {}],
    // The offset of input-too-long is maxLength, here at a trailing space: still no whitespace hint.
    ['urn:ab:abcdef ', 'rfc8141', { maxLength: 13 }],
    ['   ', 'rfc8141', {}],
    // A "<" with no ">" at the end encloses nothing.
    ['<urn:example:a', 'rfc8141', {}],
    // Delimiters that do not enclose exactly one URN: another "<" inside, or two URNs each in its own "<...>".
    ['<urn:example:a<b>', 'rfc8141', {}],
    ['<urn:example:a> <urn:example:b>', 'rfc8141', {}],
    // The q-component error of urn:ab:a?=?b (above) under the NIDs the namespace kinds and the reserved-NID kind look at: only
    // the namespace grammar's refusal (invalid-namespace-nss) is about a UUID's shape or an ietf class, and RFC 8141 makes the
    // NID "urn" an error only in strict mode (s.5.2).
    ['urn:uuid:a?=?b', 'rfc8141', {}],
    ['urn:ietf:a?=?b', 'rfc8141', {}],
    ['urn:urn:a?=?b', 'rfc8141', {}],
    // RFC 2141 s.2.4: octet 0 may not appear at all, so a raw U+0000 has no percent-encoded form to suggest.
    ['urn:ab:a\u0000b', 'rfc2141', {}],
    ['urn:x-foo:a', 'rfc8141', { strict: true }],
    // Near the later forms but not one of them: a bad date (not only the RevisionId missing), an RFC 4688 suffix
    // mistyped, a known DEV subtype with a bad MAC address, a capital subtype whose identifier is bad.
    ['urn:newsml:iptc.org:2000106:NewsMLv1.0', 'rfc8141', { namespaces: true }],
    ['urn:s1000d:DMC-AE_1', 'rfc8141', { namespaces: true }],
    ['urn:s1000d:6.0.x', 'rfc8141', { namespaces: true }],
    ['urn:dev:mac:zz', 'rfc8141', { namespaces: true }],
    ['urn:dev:foo:b/c', 'rfc8141', { namespaces: true }],
    // RFC 9039 s.3.2: a subtype starts with a letter, so "0a1" is none in any case; "urn:dev:ABC" lacks ":" and an identifier, and is no newsml NSS.
    ['urn:dev:0a1:c', 'rfc8141', { namespaces: true }],
    ['urn:dev:ABC', 'rfc8141', { namespaces: true }],
  ])('%j under %s', (input, profile, options) => {
    const r = tryParse(input, { profile, ...options });
    if (r.ok) throw new Error('expected a failure');
    expect(explainError(r.error, options)).toEqual({ kind: undefined, hint: undefined, suggestions: [] });
  });
});

describe('suggestions', () => {
  test(`at most MAX_SUGGESTIONS (${MAX_SUGGESTIONS}, docs/hints.md) even when more repairs are valid`, () => {
    // The braces dropped or encoded (RFC 4122 s.3; RFC 3986 s.2.1), times the bare "?" encoded or read as "?=" (RFC 8141 s.2): four valid URNs.
    const valid = [`urn:ab:${UUID}%3Fx`, `urn:ab:${UUID}?=x`, `urn:ab:%7B${UUID}%7D%3Fx`, `urn:ab:%7B${UUID}%7D?=x`];
    for (const s of valid) expect(isValid(s, { profile: 'rfc8141' })).toBe(true);
    const { suggestions } = explainError(failure(`urn:ab:{${UUID}}?x`, 'rfc8141'));
    expect(MAX_SUGGESTIONS).toBe(3);
    expect(suggestions).toHaveLength(3);
    for (const s of suggestions) expect(valid).toContain(s);
  });

  // docs/hints.md: the later-form kinds come with urnkit/namespaces' sets (and sets made on them); a set of grammars on
  // urnkit/registry alone gets none of them, even holding the very s1000d grammar the shipped set has.
  test('the later-form hints come with the namespace set the parse used, not with the grammar', () => {
    const input = 'URN:S1000D:DMC-AE-A-07-05-0000-00A-040A-A_005';
    const s1000d = shippedSet.grammarFor('s1000d');
    if (s1000d === undefined) throw new Error('the shipped set has no s1000d grammar');
    const own = namespaceSet([s1000d], registry);
    expect(explainError(failure(input, 'rfc8141', { namespaces: true }), { namespaces: true }).kind).toBe('s1000d-issue-suffix');
    const r = tryParse(input, { profile: 'rfc8141', namespaces: own });
    if (r.ok) throw new Error('expected a failure');
    expect(r.error.code).toBe('invalid-namespace-nss');
    expect(explainError(r.error, { namespaces: own })).toEqual({ kind: undefined, hint: undefined, suggestions: [] });
  });

  // kinds-namespace.ts: the check character is found by trying each of 0-9 and X against the same rules. Here the grammar allows
  // only 0 or 1 last, and RFC 3187 s.5's ISBN-10 check of 030640615 is 2: no character fits, and the hint says so without naming one.
  test('check-digit when no check character satisfies both the grammar and the check', () => {
    const acme = compileNamespace(['; @namespace acme', '; @source ACME registration s.1', '; @start code', '; @check isbn10 code', 'code = 9DIGIT ( "0" / "1" )', ''].join('\n'), { name: 'acme.abnf' });
    const r = tryParse('urn:acme:0306406151', { profile: 'rfc8141', namespaces: [acme] });
    if (r.ok) throw new Error('expected a failure');
    expect(r.error.code).toBe('invalid-check-digit');
    const { kind, hint, suggestions } = explainError(r.error, { namespaces: [acme] });
    expect([kind, suggestions]).toEqual(['check-digit', []]);
    expect(hint).toMatch(/^ACME registration s\.1: the \S+ check digit does not match the other digits; a wrong check digit usually means another digit was mistyped/);
  });

  // RFC 4122 s.3: a UUID is exactly 32 hex digits; regrouping other text could only offer a candidate no UUID rule accepts.
  test('uuid-syntax regroups only 32 hex digits and hyphens', () => {
    const kind = NAMESPACE_KINDS.find((k) => k.kind === 'uuid-syntax');
    const fixes = (input: string): readonly string[] | undefined => kind?.fixes?.(contextOf(failure(input, 'rfc8141', { namespaces: true }), { namespaces: true }));
    expect(fixes('urn:uuid:9155d5990db44b9fa6a80c33e9b1c9a0')).toEqual([`urn:uuid:${UUID}`]);
    // 32 hex digits, but another character before them or after them.
    expect(fixes(`urn:uuid:g${UUID}`)).toEqual([]);
    expect(fixes(`urn:uuid:${UUID}g`)).toEqual([]);
    // Only hex digits and hyphens, but 31 or 33 of the digits.
    expect(fixes(`urn:uuid:${UUID.slice(0, -1)}`)).toEqual([]);
    expect(fixes(`urn:uuid:${UUID}0`)).toEqual([]);
  });
});

describe('"must be percent-encoded" comes from the grammar and matches each spec', () => {
  const CONTROLS = [...Array(32).keys(), 0x7f].map((c) => String.fromCharCode(c)).join('');
  // RFC 3986 s.2: characters outside reserved / unreserved / "%"; RFC 2141 s.2.4 adds "&" and "~".
  const EXPECTED: Record<ProfileName, string> = {
    rfc8141: `${CONTROLS} "<>[\\]^\`{|}`,
    rfc2141bis: `${CONTROLS} "<>[\\]^\`{|}`,
    rfc2141: `${CONTROLS} "&<>[\\]^\`{|}~`,
  };
  test.each(PROFILES.map((p) => [p]))('%s', (profile) => {
    const found = Array.from({ length: 128 }, (_, c) => c)
      .filter((c) => mustEncode(profile, c))
      .map((c) => String.fromCharCode(c))
      .join('');
    expect(found).toBe([...EXPECTED[profile]].sort().join(''));
    expect(mustEncode(profile, 0xe9)).toBe(true);
    // U+0080, the first code point past ASCII: no grammar has a raw non-ASCII character (RFC 3986 s.2).
    expect(mustEncode(profile, 0x80)).toBe(true);
  });
});

describe('browser-safe: the hints run in a bundle without Node APIs or apg-js', () => {
  const INPUTS: [string, ProfileName, boolean][] = [
    ['<urn:example:café au lait>', 'rfc8141', false],
    ['urn:ngsi-ld:Building:store001?attrs=tweets', 'rfc8141', false],
    ['urn:ab:a&b', 'rfc2141', false],
    [`urn:uuid:{${UUID}}`, 'rfc2141bis', true],
    ['urn:isbn:0-395-36341-2', 'rfc8141', true],
  ];

  test('same hints and suggestions as on Node', async () => {
    const web = await webContext("export * from './src/index'; export * from './src/hints'; export { namespaces } from './src/entries/namespaces';");
    expect(web.inputs.filter((path) => path.includes('apg-js'))).toEqual([]);
    expect(web.run('[typeof require, typeof process, typeof Buffer].join()')).toBe('undefined,undefined,undefined');
    const there = web.run(`(${JSON.stringify(INPUTS)}).map(([s, profile, namespaces]) => urnkit.explainError(urnkit.tryParse(s, { profile, namespaces }).error, { namespaces }))`);
    const here = INPUTS.map(([s, profile, namespaces]) => explainError(failure(s, profile, { namespaces }), { namespaces }));
    expect(JSON.parse(JSON.stringify(there))).toEqual(JSON.parse(JSON.stringify(here)));
    expect(here.every((x) => x.hint !== undefined)).toBe(true);
  });
});

/* ---- properties ---- */

const pick = <T>(...xs: T[]) => fc.constantFrom(...xs);

/** Valid URNs of a profile: generic NIDs and NSS characters, and the namespaces with rules (uuid, isbn, issn). */
const baseArb = (profile: ProfileName) =>
  fc.oneof(
    fc
      .tuple(
        pick('urn', 'URN'),
        pick('ab', 'example', 'x1', 'a-b', 'Foo'),
        fc.array(pick('a', 'B', '0', '-', '.', ':', '%2F', '%c3%a9', '(', "'"), { minLength: 1, maxLength: 6 }),
        profile === 'rfc8141' ? pick('', '?+r', '?=q=1', '#f', '?=a?b#') : profile === 'rfc2141bis' ? pick('', '?s=1', '#f', '?x=y&c=z') : pick(''),
      )
      .map(([s, nid, nss, tail]) => `${s}:${nid}:${nss.join('')}${tail}`),
    pick(`urn:uuid:${UUID}`, 'urn:isbn:0-395-36341-1', 'urn:isbn:978-0-395-36341-6', 'urn:issn:0317-8471'),
  ).filter((u) => isValid(u, { profile, namespaces: true }));

/** Mistakes from the issue: characters to insert, and text around the URN. */
const INSERTS = [' ', 'é', '\u{1F600}', '{', '}', '%', '%4', '?', '?x', '#', '.', '_', '<', '>', '"', '\\', '^', '`', '|', '[', ']', '\n', '\t', ':', '/', '&', '~', '-', '?+', '?=', `{${UUID}}`];
const mutationArb = (u: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.tuple(fc.nat({ max: u.length }), pick(...INSERTS)).map(([at, s]) => u.slice(0, at) + s + u.slice(at)),
    fc.nat({ max: u.length - 1 }).map((at) => u.slice(0, at) + u.slice(at + 1)),
    pick(`<${u}>`, ` ${u}\n`, `"${u}"`, `urn:${u}`, `urn:${UUID}`, `urn:{${UUID}}`),
  );
const mutatedArb = (profile: ProfileName) =>
  baseArb(profile).chain((u) => mutationArb(u).chain((m) => fc.oneof(fc.constant(m), mutationArb(m))));

/** The NID as written, once whitespace and one pair of delimiters are off. */
function writtenNid(input: string): string | undefined {
  let t = input.trim();
  if (/^<.*>$|^".*"$/s.test(t)) t = t.slice(1, -1).trim();
  return /^urn:([A-Za-z0-9-]+):/i.exec(t)?.[1];
}

describe.each(PROFILES.flatMap((profile) => [false, true].map((namespaces) => ({ profile, namespaces }))))(
  'properties under $profile, namespaces $namespaces',
  ({ profile, namespaces }) => {
    test('every suggestion parses, differs from the input, keeps the NID, and explaining again gives the same answer', () => {
      const options = { profile, namespaces };
      let suggested = 0;
      fc.assert(
        fc.property(mutatedArb(profile), (input) => {
          const r = tryParse(input, options);
          if (r.ok) return;
          const x = explainError(r.error, { namespaces });
          expect(x.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
          expect(new Set(x.suggestions).size).toBe(x.suggestions.length);
          if (x.hint === undefined) expect(x.suggestions).toEqual([]);
          else expect(HINT_KINDS.map((k) => k.kind)).toContain(x.kind);
          const nid = writtenNid(input);
          for (const s of x.suggestions) {
            expect(s).not.toBe(input);
            const again = tryParse(s, options);
            expect(again.ok).toBe(true);
            // Never another NID; only a doubled "urn:" is dropped (the reserved NID "urn" was never meant).
            if (nid !== undefined && nid.toLowerCase() !== 'urn') expect(parse(s, options).nid).toBe(nid);
          }
          suggested += x.suggestions.length;
          // Stable: the same error twice, and the same input failing again.
          expect(explainError(r.error, { namespaces })).toEqual(x);
          const second = tryParse(input, options);
          expect(second.ok).toBe(false);
          if (!second.ok) expect(explainError(second.error, { namespaces })).toEqual(x);
        }),
        { numRuns: 300, seed: 15 },
      );
      // The property is not vacuous: the mutations do reach the fixes.
      expect(suggested).toBeGreaterThan(50);
    });
  },
);
