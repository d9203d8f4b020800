/*
 * How urnkit reads the draft revisions where their text leaves a choice: an
 * ABNF that contradicts the draft's own examples (the grammar follows the
 * ABNF), prose that adds to the ABNF, and rules whose strength the text leaves
 * open. Each with short quotes of the draft and the inputs whose verdicts the
 * report shows (docs/conformance.md, computed, never written by hand).
 */
import type { RevisionName } from '../types';

export interface Reading {
  /** The revisions whose text it concerns. */
  revisions: readonly RevisionName[];
  topic: string;
  /** Short quotes: the ABNF (or rule) and where it stands. */
  abnf: string;
  /** Short quotes: what the draft's prose or examples say against or beside it. */
  text: string;
  /** What urnkit does. */
  reading: string;
  /** Inputs whose verdict under each of `revisions` the report shows. */
  examples: readonly string[];
}

export const READINGS: readonly Reading[] = [
  {
    revisions: ['rfc2141bis-08', 'rfc2141bis-09', 'rfc2141bis-10', 'rfc2141bis-11'],
    topic: 'A p-component starts with "//"',
    abnf: '-08 s.3: `p-component = "/" path-absolute`; RFC 3986 s.3.3: `path-absolute = "/" [ segment-nz *( "/" segment ) ]`',
    text: '-09 and -10 s.4.2 examples `urn:example:a123,456/789`, `urn:example:a123,456/abc`; -11 s.3.3.1 `urn:example/1/406/47452/2` (no ":" NSS at all) and s.4.2 `urn:example:a123,z456/foo`',
    reading: 'The grammar follows the ABNF: "/" then path-absolute, so a p-component needs two slashes, and every one of those examples is invalid.',
    examples: ['urn:example:a123,456/789', 'urn:example/1/406/47452/2', 'urn:example:a123,z456/foo', 'urn:example:a123,456//789'],
  },
  {
    revisions: ['rfc2141bis-15'],
    topic: 'The r-component starts with a resolverID and ":"',
    abnf: '-15 s.2: `r-component = resolverID ":" pchar *( pchar / "/" / "?" )`',
    text: '-15 s.2.3.2 example `urn:example:foo-bar-baz-qux?+cc=uk`',
    reading: 'The grammar follows the ABNF: the example has no ":" after its resolution service identifier, so it is invalid.',
    examples: ['urn:example:foo-bar-baz-qux?+cc=uk', 'urn:example:foo-bar-baz-qux?+CCResolve:cc=uk'],
  },
  {
    revisions: ['rfc2141bis-16', 'rfc2141bis-17', 'rfc2141bis-18'],
    topic: 'A space in the r-component example',
    abnf: 'r-component = pchar *( pchar / "/" / "?" ) (pchar has no space)',
    text: '-16 s.2.3.2, -17 s.2.3.2, -18 s.2.3.1 example `urn:example:foo-bar-baz-qux?+CCResolve: cc=uk`; -20 writes it without the space',
    reading: 'The grammar follows the ABNF: the example is invalid where it has the space.',
    examples: ['urn:example:foo-bar-baz-qux?+CCResolve: cc=uk'],
  },
  {
    revisions: ['rfc2141bis-12', 'rfc2141bis-14'],
    topic: 'The q-component ends at "??"',
    abnf: '-12 s.3: `q-string = pchar *( pchar / "/" / "?" )` (-14: `q-component`), after "?"; "??" and an r-string may follow',
    text: '-12 s.3.3.1: the q-component is "terminated by a double question mark ("??")"',
    reading: 'The prose splits the components, as rfc8141.abnf ends its r-component at "?=": the q-component stops at "??", so "?q??" (an empty r-component) is invalid, though the bare ABNF reads "q??" as one q-string.',
    examples: ['urn:example:a?q??r', 'urn:example:a?q??'],
  },
  {
    revisions: ['rfc2141bis-15', 'rfc2141bis-16', 'rfc2141bis-17'],
    topic: 'The q- and r-components end at each other\'s marker',
    abnf: '-15 s.2: `rq-components = ( "?=" q-component [ "?+" r-component ] ) / ( "?+" r-component [ "?=" q-component ] )`',
    text: '-16 s.2.3.1: the q-component "ends with a "?+" sequence"; s.2.3.2: the r-component "ends with a "?=" sequence"',
    reading: 'The prose splits the components (as in RFC 8141): "?=q?+" ends the q-component and leaves an empty r-component, an error, though the bare ABNF reads "q?+" as one q-component.',
    examples: ['urn:example:a?=q?+r:s', 'urn:example:a?=q?+', 'urn:example:a?+r:s?=q'],
  },
  {
    revisions: ['saintandre-00', 'rfc2141bis-07', 'rfc2141bis-08', 'rfc2141bis-12', 'rfc2141bis-22'],
    topic: '"alphanum is defined in RFC 3986"',
    abnf: 'NID = (alphanum) 0*30(ldh) (alphanum); -07 s.4: "alphanum is defined in RFC 3986"',
    text: 'RFC 3986 has no rule alphanum (s.1.3 speaks of alphanumeric characters)',
    reading: 'alphanum = ALPHA / DIGIT, as rfc8141.abnf reads RFC 8141.',
    examples: ['urn:a1b:x', 'urn:a_b:x'],
  },
  {
    revisions: ['saintandre-00'],
    topic: 'saintandre-00 names an "urnchar rule"',
    abnf: '`NSS = 1*(pchar)`',
    text: 'its NSS section speaks of "characters that are not allowed in URNs according to the urnchar rule", which the document does not define',
    reading: 'The ABNF decides: pchar.',
    examples: ['urn:foo:a123,456', 'urn:foo:a/b'],
  },
  {
    revisions: ['rfc2141bis-08', 'rfc2141bis-09', 'rfc2141bis-13'],
    topic: 'NIDs starting with "X-"',
    abnf: '-08 s.6: "this specification removes the experimental category"',
    text: '-09 s.6 adds "strings that refer to existing experimental namespaces are not valid URNs"; -13 s.6.1 makes it formal rule 6, "It MUST NOT start with the string "X-""',
    reading: 'A registration rule, so a nid-registration warning as in RFC 8141, from -09 on; -08 only retires the category and gets none.',
    examples: ['urn:x-foo:a'],
  },
  {
    revisions: ['rfc2141bis-08', 'rfc2141bis-09'],
    topic: 'Informal NIDs and leading zeros',
    abnf: '-08 s.6.2: "urn-" <number>, which must "consist strictly of ASCII digits"',
    text: '-09 s.6.2: `Number = DigitNonZero 0*Digit`, "not have leading zeros"',
    reading: '"urn-01" is a registrable informal NID under -08, not from -09 on (nid-registration warning).',
    examples: ['urn:urn-01:a', 'urn:urn-1:a'],
  },
  {
    revisions: ['rfc2141bis-08', 'rfc2141bis-22', 'rfc8141'],
    topic: 'The NID "urn" and NIDs of two characters',
    abnf: '-08 s.6.1 (RFC 8141 s.5.1): a formal NID "MUST NOT start with "urn-"" and "MUST be more than two characters long"',
    text: 'informal NIDs are "urn-" <number> (s.6.2, RFC 8141 s.5.2); "urn" itself is neither',
    reading: 'Registration rules, so nid-registration warnings, as rfc8141 reads RFC 8141 (whose profile now has the two-character rule too).',
    examples: ['urn:urn:a', 'urn:ab:a', 'urn:abc:a'],
  },
  {
    revisions: ['rfc2141bis-08', 'rfc2141bis-12', 'rfc2141bis-13'],
    topic: 'Components a namespace has not defined',
    abnf: '-08 s.3.3: "Unless specifically defined for a particular namespace, use of these components is disallowed"',
    text: '-13 s.3.3: "Any of these components MAY be used with URNs from existing namespaces"',
    reading: 'A parser cannot know a namespace\'s definition, so, as bis-03\'s query and fragment, a component-disallowed warning (-08 to -12).',
    examples: ['urn:example:a?q', 'urn:example:a#f'],
  },
  {
    revisions: ['rfc2141bis-12', 'rfc2141bis-15', 'rfc2141bis-16'],
    topic: 'An r-component before its semantics exist',
    abnf: '-12 s.3.3.2: "This document defines only the syntax of the r-component and reserves it for future use"',
    text: '-16 s.2.3.2: "r-components SHOULD NOT be used for actual URNs until additional development and standardization work is complete"',
    reading: 'Both as RFC 8141\'s SHOULD NOT: an r-component-used warning.',
    examples: ['urn:example:a??cc=uk', 'urn:example:a?+CCResolve:cc=uk'],
  },
  {
    revisions: ['rfc2141bis-14'],
    topic: 'Question marks in the components',
    abnf: '-14 s.3: `q-component` and `r-component` may hold "?"',
    text: '-14 s.3: question marks inside the r-component, or at the end of a component, are "discouraged although not prohibited"',
    reading: 'A question-mark-discouraged warning.',
    examples: ['urn:example:a??r?s', 'urn:example:a?q?'],
  },
];
