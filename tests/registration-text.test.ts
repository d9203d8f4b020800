/*
 * How `registration check` reads a template's text, in process: the page furniture of an RFC or
 * Internet-Draft taken out (keptLines), which lines are ABNF (findRules: RFC 5234's elements, a
 * count alone being prose), how a rule for the whole URN splits after its "urn:<nid>:" prefix
 * (afterPrefix), and how the NSS rule is chosen. Expected values come from RFC 5234, the page layout
 * of RFCs (RFC 7994 s.4: the running header and footer) and the modules' documented contracts.
 */
import { checkRegistration } from '../src/entries/conformance';
import type * as AbnfText from '../src/conformance/registration/abnf-text';
import { findRules } from '../src/conformance/registration/abnf-text';
import { afterPrefix } from '../src/conformance/registration/grammar';
import type * as ExampleLine from '../src/conformance/registration/example-line';
import type * as Template from '../src/conformance/registration/template';
import { keptLines, readFields } from '../src/conformance/registration/template';
import { registrationTemplate } from '../scripts/lib/hostile-templates';
import { freshly } from './support/fresh';

const texts = (text: string): string[] => keptLines(text).map((l) => l.text);

// Loaded inside the test that uses them (tests/support/fresh.ts): their label list and line pattern are built while they load.
const freshTemplate = (): typeof Template => freshly(() => require('../src/conformance/registration/template') as typeof Template);
const freshExampleLine = (): typeof ExampleLine => freshly(() => require('../src/conformance/registration/example-line') as typeof ExampleLine);

describe('readFields: the fields of a template', () => {
  test("RFC 8141 Appendix A's template: each of its labels starts a field, in order", () => {
    const { keptLines: kept, readFields } = freshTemplate();
    const labels = ['Namespace Identifier', 'Version', 'Date', 'Registrant', 'Purpose', 'Syntax', 'Assignment', 'Security and Privacy', 'Interoperability', 'Resolution', 'Documentation', 'Additional Information', 'Revision Information'];
    const text = labels.map((l) => `   ${l}:\n      the ${l.toLowerCase()} of the namespace\n`).join('\n');
    expect(readFields(kept(text)).map((f) => f.label)).toEqual(labels);
  });

  test("RFC 3406 s.4.3's template (the form before RFC 8141): each of its labels starts a field, in order", () => {
    const { keptLines: kept, readFields } = freshTemplate();
    const labels = [
      'Namespace ID', 'Registration Information', 'Declared registrant of the namespace', 'Declaration of syntactic structure',
      'Relevant ancillary documentation', 'Identifier uniqueness considerations', 'Identifier persistence considerations',
      'Process of identifier assignment', 'Process for identifier resolution', 'Rules for Lexical Equivalence',
      'Conformance with URN Syntax', 'Validation mechanism', 'Scope',
    ];
    const text = labels.map((l) => `   ${l}:\n      the ${l.toLowerCase()} of the namespace\n`).join('\n');
    expect(readFields(kept(text)).map((f) => f.label)).toEqual(labels);
  });

  test('a label in markdown bold, or with white space before its colon, is a label: "**Syntax**:", "Syntax :"', () => {
    for (const line of ['**Syntax**: id = 1*DIGIT', 'Syntax : id = 1*DIGIT', '- **Syntax** : id = 1*DIGIT']) {
      expect([line, readFields(keptLines(`${line}\n`)).map((f) => [f.kind, f.inline])]).toEqual([line, [['syntax', 'id = 1*DIGIT']]]);
    }
  });
});

describe("readFields: the template's last field ends at the next section heading", () => {
  /** Where the last field (Syntax) ends, the index of its line or the end of the text, with `line` after its first line of value. */
  const endOf = (line: string): number | string => {
    const lines = keptLines(`Syntax:\n   id = 1*DIGIT\n${line}\n   more`);
    const { to } = readFields(lines)[0];
    return to === lines.length ? 'the end' : to;
  };
  // An RFC's numbered section heading (RFC 7322 s.4.8: "4.  Title", "4.1.  Title", up to two digits a number),
  // a Markdown ATX heading of level 1 to 3, a setext underline ("===" or "---", white space after allowed).
  test.each([
    '4.  Specification', '4. Specification', '12.  Security Considerations', '4.1.  Details', '4.1  Details', '4.12.3.  Details',
    '# IANA Considerations', '## IANA Considerations', '### Notes', '#  Notes',
    '===', '=====', '=====   ', '---', '-----', '-----   ',
  ])('%j is a heading: the field ends before it', (line) => {
    expect(endOf(line)).toBe(2);
  });

  test.each([
    '   see 4.  Details below', '2. the second value, in lower case', '123. Big', '#### Four', '#NoSpace', '=', '==', '=== and more', '--', '--- and more',
  ])('%j is no heading: the field reads on to the end', (line) => {
    expect(endOf(line)).toBe('the end');
  });
});

/** The example exampleAt reads for "urn:widgets:acme:00 42" after `head` on its line, the module loaded freshly. */
function exampleAfter(head: string): string {
  const { exampleAt } = freshExampleLine();
  const text = `Examples:\n${head}urn:widgets:acme:00 42\n`;
  const start = text.indexOf('urn:');
  return exampleAt(text, start, start + 'urn:widgets:acme:00'.length);
}

describe('exampleAt: what of a line is the example', () => {
  // The module's contract: a URN that starts a line (after indentation, a bullet or a label) followed by a
  // fragment that is neither prose nor another URN is the example with that fragment (no URN: RFC 8141 s.2).
  test.each([
    ['at the start of the line', ''],
    ['after an indentation of one space', ' '],
    ['after an RFC indentation of several spaces', '      '],
    ['after a tab', '\t'],
    ['after a label', 'Example: '],
    ['after an indented label', '   Example: '],
    ['after a label and a tab', 'Example:\t'],
    ['after a label and several spaces', 'Example:   '],
    ['after a label of several words', 'An example: '],
    ['after a comment\'s ";"', '; '],
    ['after a ";" and several spaces', ';   '],
    ['after a grammar file\'s "; @example"', '; @example '],
    ['after "@example" and several spaces', '; @example   '],
    ['after a "-" bullet', '- '],
    ['after a "*" bullet', '* '],
    ['after a "+" bullet', '+ '],
    ['after an "o" bullet', 'o '],
    ['after a "\u2022" bullet', '\u2022 '],
    ['after a bullet and several spaces', '-   '],
    ['after a bullet and a label', '  - Example: '],
    ['after a number of one digit', '1. '],
    ['after a number of two digits and ")"', '12) '],
    ['after a number of three digits', '123. '],
  ])('%s: the URN with the fragment after it', (_, head) => {
    expect(exampleAfter(head)).toBe('urn:widgets:acme:00 42');
  });

  // Anything else before the URN on its line makes it no example line: the URN alone.
  test.each(['The URN ', '- see ', '1234. ', '-', ': ', 'Example:'])('after %j, not an example line: the URN alone', (head) => {
    expect(exampleAfter(head)).toBe('urn:widgets:acme:00');
  });
});

describe('keptLines: an RFC page break taken out', () => {
  test('a running header (RFC number, title, date) and the blank lines after it go; a footer and the blank lines before it go', () => {
    const page = [
      '   body = 1*DIGIT',
      '',
      'Leach, et al.               Standards Track                    [Page 4]\f',
      'RFC 4122                  A UUID URN Namespace                July 2005',
      '',
      '   more text',
    ].join('\n');
    expect(texts(page)).toEqual(['   body = 1*DIGIT', '   more text']);
  });

  test('a header with trailing white space is a header too', () => {
    expect(texts('a\nInternet-Draft        URN Namespace        March 2019   \n\nb')).toEqual(['a', 'b']);
  });

  test('a line that starts as a header would but does not end with a year stays; so does one that ends with a year but starts otherwise', () => {
    const kept = ['RFC 4122   was published in 2005 and is still read.', 'RFC 4122   A UUID URN Namespace', 'Published in July 2005', 'x'];
    expect(texts(kept.join('\n'))).toEqual(kept);
  });
});

describe('findRules: a count alone is prose, not a repetition (RFC 5234 s.3.6: a repetition prefixes an element)', () => {
  test.each([['id = 2 of them'], ['id = 2\tof them'], ['id = letters 2']])('%j is no rule', (text) => {
    expect(findRules([{ text, line: 1 }], 0, 1, () => false)).toEqual([]);
  });

  test('a repetition written against its element is ABNF: id = 2DIGIT', () => {
    expect(findRules([{ text: 'id = 2DIGIT', line: 1 }], 0, 1, () => false).map((r) => r.name)).toEqual(['id']);
    // Loaded anew (tests/support/fresh.ts): what is a digit is decided by a function made while the module loads.
    const fresh = freshly(() => (require('../src/conformance/registration/abnf-text') as typeof AbnfText).findRules);
    expect(fresh([{ text: 'id = 2DIGIT 1*3ALPHA', line: 1 }], 0, 1, () => false).map((r) => [r.name, r.refs.map((m) => m.name)])).toEqual([['id', ['DIGIT', 'ALPHA']]]);
  });

  test('a quoted string is ABNF with or without the RFC 7405 prefix, in either case (%s, %i, %S, %I: RFC 5234 s.2.3)', () => {
    for (const text of ['id = "ab" x', 'id = %s"ab" x', 'id = %i"ab" x', 'id = %S"ab" x', 'id = %I"ab" x']) {
      expect([text, findRules([{ text, line: 1 }], 0, 1, () => false).map((r) => [r.name, r.refs.map((m) => m.name)])]).toEqual([text, [['id', ['x']]]]);
    }
  });

  test('a numeric value needs its digits: %x"ab" (a base, then a quote) is no ABNF (RFC 5234 s.2.3, s.4 num-val)', () => {
    for (const text of ['id = %x"ab"', 'id = %d"ab"', 'id = %b"ab"']) expect([text, findRules([{ text, line: 1 }], 0, 1, () => false)]).toEqual([text, []]);
  });
});

describe('afterPrefix: a whole-URN rule split after "urn:<nid>:"', () => {
  test('an option after the prefix is one element of the rest', () => {
    expect(afterPrefix('"urn:dev:" [ "a" / "b" ] part')).toEqual({ nid: 'dev', rest: '[ "a" / "b" ] part' });
  });

  test('an option closes at its "]": a "/" after it is at the top level, so the rule is two alternatives and has no plain prefix (RFC 5234 s.3.2, s.3.8)', () => {
    expect(afterPrefix('"urn:dev:" [ "a" ] / "b"')).toBeUndefined();
    expect(afterPrefix('"urn:dev:" ( "a" ) / "b"')).toBeUndefined();
  });

  test('a numeric value after the prefix is one element of the rest', () => {
    expect(afterPrefix('"urn:dev:" %x61 "b"')).toEqual({ nid: 'dev', rest: '%x61 "b"' });
  });

  test('a prefix that is repeated, or a quoted string after a numeric base (%x"..."), is not plain: undefined', () => {
    expect(afterPrefix('*"urn:" "dev:" part')).toBeUndefined();
    expect(afterPrefix('%x"urn:dev:" part')).toBeUndefined();
  });

  test('RFC 7405 case-sensitive and case-insensitive strings spell the prefix', () => {
    expect(afterPrefix('%s"urn:" %i"dev:" part')).toEqual({ nid: 'dev', rest: 'part' });
  });
});

describe('which rule is the NSS', () => {
  test('the rule whose comment says "namespace-specific string" among two unused rules', () => {
    const r = checkRegistration(registrationTemplate('demo', 'ident = 1*DIGIT ; the namespace-specific string\nother = "x"', 'urn:demo:12'));
    expect(r.nss).toMatchObject({ rule: 'ident', relation: 'subset' });
  });

  test("a whole-URN rule whose prefix is not plain: no NSS rule, and the finding names the whole-URN rule's prefix", () => {
    const r = checkRegistration(registrationTemplate('demo', 'whole = "urn:" ("demo" / "DEMO") ":" 1*DIGIT', 'urn:demo:12'));
    expect(r.nss).toMatchObject({ rule: null, wholeUrnRule: 'whole', relation: null });
    const unknown = r.findings.filter((f) => f.code === 'nss-relation-unknown');
    expect(unknown).toHaveLength(1);
    expect(unknown[0].message).toMatch(/rule whole cannot be read after its prefix/);
  });
});
