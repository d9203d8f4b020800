/*
 * In process, the parts of src/conformance that docs/conformance.md and the grammar diff are made of:
 * the generated report's structure and the facts it must show (RFC 2141, RFC 8141, the rfc2141bis
 * drafts), the draft readings it lists, one profile's verdict (compare's), and the random derivations
 * of a grammar (diffGrammars' candidates), whose size a grammar cannot blow up.
 */
import { compileGrammarText } from '../src/compile/abnf';
import { derive } from '../src/conformance/candidates';
import { verdict } from '../src/conformance/compare';
import type * as Readings from '../src/conformance/readings';
import { conformanceReport } from '../src/conformance/report';
import { PROFILES } from '../src';
import { freshly } from './support/fresh';

/** READINGS as its module builds it while it loads, inside the test that reads it (tests/support/fresh.ts). */
const readingsLoaded = (): typeof Readings.READINGS => freshly(() => (require('../src/conformance/readings') as typeof Readings).READINGS);

describe('docs/conformance.md as conformanceReport writes it', () => {
  // Made inside each test, not in a beforeAll: the mutation run credits a test only with the code it runs itself.
  const reportLines = (): string[] => conformanceReport().split('\n');

  test('a section for each pair of the three profiles (what separates them)', () => {
    const lines = reportLines();
    const pairs = PROFILES.flatMap((a, i) => PROFILES.slice(i + 1).map((b) => `${a} and ${b}`));
    expect(pairs).toHaveLength(3);
    for (const pair of pairs) expect(lines).toContain(`### ${pair}`);
  });

  test('every heading stands between blank lines (but the first, at the top), and every table has a header row of as many cells as its delimiter row', () => {
    const lines = reportLines();
    const cells = (line: string): number => line.split(' | ').length;
    lines.forEach((line, i) => {
      if (i > 0 && line.startsWith('#')) expect([i, lines[i - 1]]).toEqual([i, '']);
      if (line.startsWith('#')) expect([line, lines[i + 1]]).toEqual([line, '']);
      // GFM tables: the delimiter row follows a header row with the same number of cells.
      if (/^\| --- \|/.test(line)) {
        expect(lines[i - 1]).toMatch(/^\| .* \|$/);
        expect(cells(lines[i - 1])).toBe(cells(line));
      }
    });
  });

  test('every table (a run of lines starting with "|") starts with its header row and its delimiter row (GFM)', () => {
    const lines = reportLines();
    const starts = lines.flatMap((l, i) => (l.startsWith('|') && !(lines[i - 1] ?? '').startsWith('|') ? [i] : []));
    expect(starts.length).toBeGreaterThan(5);
    for (const i of starts) expect([lines[i], lines[i + 1]]).toEqual([expect.stringMatching(/^\| (?!---)/), expect.stringMatching(/^\|( :?-{3,}:? \|)+$/)]);
  });

  test('the character matrix: a letter is allowed in every position under every profile, with no warning', () => {
    const lines = reportLines();
    // RFC 2141 s.2 and RFC 8141 s.2: letters are NID characters and unreserved NSS / component characters.
    const row = lines.find((l) => l.startsWith('| `` a `` |'));
    expect(row).toBeDefined();
    const cells = (row as string).split(' | ').slice(1);
    expect(cells).toHaveLength(7);
    // "-": the probe is invalid under that profile without the letter (no "?+" under rfc2141bis, ...).
    for (const cell of cells) for (const mark of cell.replace(/ \|$/, '').split(' / ')) expect(['ok', '-']).toContain(mark);
  });

  test('the character matrix has a row for each printable ASCII character, space (0x20) to "~" (0x7e), and none for DEL', () => {
    const lines = reportLines();
    const header = lines.findIndex((l) => l.startsWith('| char | '));
    const rows = lines.slice(header + 2, lines.indexOf('', header));
    // Printable ASCII (RFC 20): 0x20 to 0x7e; 0x7f (DEL) is a control character.
    expect(rows).toHaveLength(0x7f - 0x20);
    expect([rows[0].startsWith('| space |'), rows[rows.length - 1].startsWith('| `` ~ `` |')]).toEqual([true, true]);
  });

  test('the rfc2141bis NID inconsistency quotes both NID rules of bis-03, each after where it stands (s.2.1, Appendix B)', () => {
    const lines = reportLines();
    const start = lines.indexOf('## The rfc2141bis NID inconsistency');
    const section = lines.slice(start, lines.indexOf('## Readings of the draft revisions'));
    const rule = (s: string): number => section.findIndex((l) => l.trim().replace(/\s+/g, ' ') === s);
    const s21 = rule('NID = (ALPHA / DIGIT) 0*30(ALPHA / DIGIT / "-") (ALPHA / DIGIT)');
    const appB = rule('NID = ( ALPHA / DIGIT ) 1*31( ALPHA / DIGIT / "-" )');
    expect(s21).toBeGreaterThan(0);
    expect(appB).toBeGreaterThan(s21);
    // The nearest non-blank line above each rule says where it stands.
    const above = (at: number): string => section.slice(0, at).filter((l) => l.trim() !== '').pop() as string;
    expect(above(s21)).toMatch(/s\.2\.1/);
    expect(above(appB)).toMatch(/Appendix B/);
  });
});

describe('the readings of the draft revisions (READINGS)', () => {
  test('each names the revisions it concerns, quotes the ABNF and the text, says the reading, and gives inputs', () => {
    for (const r of readingsLoaded()) {
      expect([r.topic, r.revisions.length > 0, r.abnf !== '', r.text !== '', r.reading !== '', r.examples.length > 0]).toEqual([r.topic, true, true, true, true, true]);
    }
  });

  test('the q- and r-component markers reading concerns -15, -16 and -17, the drafts with "?=" and "?+" ending each other', () => {
    const r = readingsLoaded().find((x) => /q- and r-components end at each other/.test(x.topic));
    expect(r?.revisions).toEqual(['rfc2141bis-15', 'rfc2141bis-16', 'rfc2141bis-17']);
  });

  test('the "X-" NIDs reading concerns -08, -09 and -13, the drafts whose text it quotes (-08 s.6, -09 s.6, -13 s.6.1)', () => {
    const r = readingsLoaded().find((x) => /"X-"/.test(x.topic));
    expect(r?.revisions).toEqual(['rfc2141bis-08', 'rfc2141bis-09', 'rfc2141bis-13']);
  });
});

describe("compare's verdict of one profile", () => {
  test('the namespace view only with the namespaces option (ProfileVerdict.namespace)', () => {
    const urn = 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
    const plain = verdict(urn, 'rfc8141');
    expect(plain.valid).toBe(true);
    expect(Object.keys(plain)).not.toContain('namespace');
    const viewed = verdict(urn, 'rfc8141', true);
    expect(viewed.valid).toBe(true);
    expect(viewed.namespace).toMatchObject({ nid: 'uuid' });
  });
});

describe('random derivations of a grammar (derive)', () => {
  test('a quoted string is case-insensitive (RFC 5234 s.2.3): each of its letters, "a" to "z" alike, comes out in either case', () => {
    const { grammar } = compileGrammarText([{ name: 'letters.abnf', text: '; @profile t\n; @start r0\nr0 = "abcdefghijklmnopqrstuvwxyz"\n' }]);
    // A random source pinned low and one pinned high: one derivation of each case.
    const derived = new Set([derive(grammar, 'r0', () => 0), derive(grammar, 'r0', () => 0.99)]);
    expect(derived).toEqual(new Set(['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ']));
  });

  test('nested repetitions cannot blow up a derivation: 3 levels of 3*3 over 12 levels is 3^12 characters in the grammar, far fewer derived', () => {
    // 3^12 = 531,441 "a"s is the only string the rule matches: a derivation is bounded work, not the whole string.
    const body = Array.from({ length: 12 }).reduce<string>((inner) => `3*3(${inner})`, '"a"');
    const { grammar } = compileGrammarText([{ name: 'nested.abnf', text: `; @profile t\n; @start r0\nr0 = ${body}\n` }]);
    const s = derive(grammar, 'r0', () => 0.5);
    expect(s).toMatch(/^a*$/);
    expect(s.length).toBeLessThan(1000);
  });
});
