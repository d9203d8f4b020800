/*
 * Conformance diffing: per input (compare), per corpus (diffCorpus), per grammar
 * (diffGrammars), and the CLI around them.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { PROFILES, ProfileName } from '../src';
import { mergeDiff } from '../src/cli/diff-chunk';
import { CorpusDiff } from '../src/conformance/corpus';
import { formatGrammarDiff, formatRelation } from '../src/conformance/format';
import type { GrammarDiff } from '../src/conformance/grammar-diff';
import { revisionRelation } from '../src/conformance/relations';
import { compare, diffCorpus, diffGrammars } from '../src/entries/conformance';
import type * as Conformance from '../src/entries/conformance';
import { cli } from './support/cli';
import { freshly } from './support/fresh';
import { vectors } from './support/vectors';

const empty = (): CorpusDiff => ({ from: 'rfc2141', to: 'rfc8141', total: 0, bothValid: 0, onlyFrom: 0, onlyTo: 0, bothInvalid: 0, partsDiffer: 0, groups: [] });

const valid = (input: string): Record<ProfileName, boolean> =>
  Object.fromEntries(compare(input).results.map((r) => [r.profile, r.valid])) as Record<ProfileName, boolean>;

describe('compare: known differences between the revisions, both ways', () => {
  test.each<[string, Record<ProfileName, boolean>, string]>([
    ['urn:a:x', { rfc2141: true, rfc2141bis: false, rfc8141: false }, '1-character NID: RFC 2141 s.2.1 allows it, the later NID rules need 2'],
    ['urn:ab-:x', { rfc2141: true, rfc2141bis: false, rfc8141: false }, 'trailing hyphen: only RFC 2141 allows it'],
    ['urn:ab:a&b', { rfc2141: false, rfc2141bis: true, rfc8141: true }, '"&" is excluded by RFC 2141 s.2.4, a sub-delim later'],
    ['urn:ab:a~b', { rfc2141: false, rfc2141bis: true, rfc8141: true }, '"~" is excluded by RFC 2141 s.2.4, unreserved later'],
    ['urn:ab:a/b', { rfc2141: true, rfc2141bis: false, rfc8141: true }, '"/": reserved in RFC 2141, one segment in bis-03, allowed in RFC 8141'],
    ['urn:ab:a%00', { rfc2141: false, rfc2141bis: false, rfc8141: true }, '%00: forbidden by RFC 2141 s.2.4 and bis-03 s.2.5.3, not by RFC 8141'],
    ['urn:ab:a?s=1', { rfc2141: true, rfc2141bis: true, rfc8141: false }, '"?" alone: NSS in RFC 2141, a query in bis-03, an error in RFC 8141'],
  ])('%s', (input, expected) => {
    expect(valid(input)).toEqual(expected);
    const c = compare(input);
    for (const r of c.results.filter((x) => !x.valid)) expect(c.summary).toContain(`${r.profile} rejects ${r.error?.found} at ${r.error?.offset}`);
  });

  test('the same input splits into different parts: "?+" and "#"', () => {
    const c = compare('urn:ab:b?+c#d');
    const read = (field: string) => c.splits.find((s) => s.field === field)?.values;
    expect(read('nss')).toEqual({ rfc2141: 'b?+c#d', rfc8141: 'b' });
    expect(read('rComponent')).toEqual({ rfc2141: undefined, rfc8141: 'c' });
    expect(read('fComponent')).toEqual({ rfc2141: undefined, rfc8141: 'd' });
    expect(c.summary).toContain('NSS read as "b?+c#d" by rfc2141, "b" by rfc8141');
  });

  test('a part a profile does not have, and a part it has but the input leaves out, are said in words', () => {
    // RFC 2141 s.2 has no components after the NSS; bis-13 has an r-component, but reads "?+r" as a q-component.
    const c = compare('urn:ab:c?+r', ['rfc2141', 'rfc2141bis-13', 'rfc8141']);
    const split = c.splits.find((s) => s.field === 'rComponent');
    expect(split).toEqual({ field: 'rComponent', values: { rfc2141: undefined, 'rfc2141bis-13': undefined, rfc8141: 'r' }, notDefinedBy: ['rfc2141'] });
    expect(c.summary).toContain('r-component read as "r" by rfc8141, absent in rfc2141bis-13, while rfc2141 has no r-component');
    expect(compare('urn:ab:b?+c#d').summary).toContain('f-component read as "d" by rfc8141, while rfc2141 has no f-component');
    // The part names are a table built while the module loads: loaded anew, so that this test reaches it (tests/support/fresh.ts).
    const fresh = freshly(() => (require('../src/entries/conformance') as typeof Conformance).compare);
    // docs/diffing.md: rfc2141 reads the whole "b?+c#d" as the NSS, rfc8141 only "b".
    expect(fresh('urn:ab:b?+c#d').summary).toContain('NSS read as "b?+c#d" by rfc2141, "b" by rfc8141');
    for (const input of ['urn:ab:c?+r', 'urn:ab:b?+c#d', 'URN:EX:a?+r?=q#f']) expect(compare(input).summary).not.toContain(' as no ');
  });

  test("only a URN's own parts count: a polluted Object.prototype adds none", async () => {
    const proto = Object.prototype as Record<string, unknown>;
    const clean = compare('URN:EX:a?+r?=q#f');
    const corpus = await diffCorpus(['URN:EX:a?+r?=q#f', 'urn:ab:c'], { from: 'rfc2141', to: 'rfc8141' });
    try {
      for (const field of ['qComponent', 'nid', 'query']) proto[field] = 'Q';
      const polluted = compare('URN:EX:a?+r?=q#f');
      expect(polluted.summary).not.toContain('"Q"');
      expect(polluted).toEqual(clean);
      expect(await diffCorpus(['URN:EX:a?+r?=q#f', 'urn:ab:c'], { from: 'rfc2141', to: 'rfc8141' })).toEqual(corpus);
    } finally {
      for (const field of ['qComponent', 'nid', 'query']) delete proto[field];
    }
  });

  test('the summary names the rejected character and the section', () => {
    expect(compare('urn:example:a&b').summary).toBe("valid in rfc2141bis, rfc8141; rfc2141 rejects '&' at 13 (invalid-nss, RFC 2141 s.2.2)");
  });
});

describe('diffCorpus over the public vectors', () => {
  const inputs = vectors();
  const pairs: [ProfileName, ProfileName][] = PROFILES.flatMap((a) => PROFILES.filter((b) => b !== a).map((b) => [a, b] as [ProfileName, ProfileName]));

  test.each(pairs)('%s -> %s: counts match the vectors\' own verdicts', async (from, to) => {
    const d = await diffCorpus(
      inputs.map((v) => v.input),
      { from, to },
    );
    const count = (f: (v: (typeof inputs)[number]) => boolean) => inputs.filter(f).length;
    expect({ total: d.total, bothValid: d.bothValid, onlyFrom: d.onlyFrom, onlyTo: d.onlyTo, bothInvalid: d.bothInvalid }).toEqual({
      total: inputs.length,
      bothValid: count((v) => v[from] && v[to]),
      onlyFrom: count((v) => v[from] && !v[to]),
      onlyTo: count((v) => !v[from] && v[to]),
      bothInvalid: count((v) => !v[from] && !v[to]),
    });
    const byKind = (kind: string) => d.groups.filter((g) => g.kind === kind).reduce((n, g) => n + g.count, 0);
    expect(byKind('only-from')).toBe(d.onlyFrom);
    expect(byKind('only-to')).toBe(d.onlyTo);
    for (const g of d.groups) expect(g.examples.length).toBeLessThanOrEqual(3);
  });

  test('NID or NSS read differently is counted from the vectors\' parts', async () => {
    const d = await diffCorpus(
      inputs.map((v) => v.input),
      { from: 'rfc2141', to: 'rfc8141' },
    );
    const expected = inputs.filter((v) => {
      const a = v.partsByProfile?.rfc2141;
      const b = v.partsByProfile?.rfc8141;
      return v.rfc2141 && v.rfc8141 && a && b && (a.nid !== b.nid || a.nss !== b.nss);
    }).length;
    expect(d.partsDiffer).toBe(expected);
  });

  test('a line that is not a string is a TypeError naming the line', async () => {
    await expect(diffCorpus(['urn:ab:c', 5 as never], { from: 'rfc2141', to: 'rfc8141' })).rejects.toThrow('urnkit.diffCorpus: line 2 must be a string');
  });

  test('streams an async source line by line', async () => {
    async function* lines() {
      for (let i = 0; i < 20_000; i += 1) yield i % 2 ? `urn:ab:${i}&x` : `urn:ab:${i}`;
    }
    const d = await diffCorpus(lines(), { from: 'rfc8141', to: 'rfc2141' });
    expect({ total: d.total, onlyFrom: d.onlyFrom, bothValid: d.bothValid }).toEqual({ total: 20_000, onlyFrom: 10_000, bothValid: 10_000 });
    expect(d.groups).toHaveLength(1);
    expect(d.groups[0]).toMatchObject({ kind: 'only-from', cause: "invalid-nss: '&' (RFC 2141 s.2.2)", count: 10_000 });
  });
});

describe('diffCorpus: examples are distinct inputs', () => {
  // A corpus repeats URNs: "urn:a:b" three times must not crowd "urn:a:c" out of the group's examples.
  const repeated = ['urn:a:b', 'urn:a:b', 'urn:a:b', 'urn:a:c'];

  test('up to the limit, in corpus order, each input once', async () => {
    const d = await diffCorpus(repeated, { from: 'rfc2141', to: 'rfc8141' });
    expect(d.groups).toEqual([{ kind: 'only-from', cause: "invalid-nid: ':' (RFC 8141 s.2.1)", count: 4, examples: ['urn:a:b', 'urn:a:c'] }]);
    const one = await diffCorpus(repeated, { from: 'rfc2141', to: 'rfc8141', examples: 1 });
    expect(one.groups[0].examples).toEqual(['urn:a:b']);
  });

  test('chunks merged as the CLI merges them keep the first distinct inputs of the whole corpus', async () => {
    const first = await diffCorpus(['urn:a:b', 'urn:a:b'], { from: 'rfc2141', to: 'rfc8141' });
    const second = await diffCorpus(['urn:a:b', 'urn:a:c', 'urn:a:d', 'urn:a:e'], { from: 'rfc2141', to: 'rfc8141' });
    const merged = mergeDiff(mergeDiff(empty(), first), second);
    expect(merged.groups[0]).toMatchObject({ count: 6, examples: ['urn:a:b', 'urn:a:c', 'urn:a:d'] });
  });

  test.each([
    ['table', ['e.g. "urn:a:b"', 'e.g. "urn:a:c"']],
    ['markdown', ['`` urn:a:b ``<br>`` urn:a:c ``']],
  ])('urnkit diff --format %s shows each example once', async (format, shown) => {
    const r = await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--format', format], `${repeated.join('\n')}\n`);
    for (const s of shown) expect(r.stdout.split(s).length - 1).toBe(1);
    const json = JSON.parse((await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--json'], `${repeated.join('\n')}\n`)).stdout);
    expect(json.groups[0].examples).toEqual(['urn:a:b', 'urn:a:c']);
  });
});

describe('diffGrammars', () => {
  /** diffGrammars of rfc8141 against an .abnf file of it with its ldh rule replaced by `ldh` (in a temporary folder, with core.abnf). */
  const againstEdited = (ldh: string): GrammarDiff => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-grammar-'));
    try {
      const grammar = join(__dirname, '..', 'grammar');
      cpSync(join(grammar, 'core.abnf'), join(dir, 'core.abnf'));
      const text = readFileSync(join(grammar, 'rfc8141.abnf'), 'utf8');
      const edited = text.replace('ldh           = alphanum / "-"', ldh);
      expect(edited).not.toBe(text);
      writeFileSync(join(dir, 'edited.abnf'), edited);
      return diffGrammars('rfc8141', join(dir, 'edited.abnf'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  test('a grammar against itself: nothing', () => {
    for (const p of PROFILES) expect(diffGrammars(p, p).distinguishing).toBe(0);
  });

  test('rfc2141 and rfc8141: 1-character NIDs, "&", "~" and "?" are among the causes', () => {
    const d = diffGrammars('rfc2141', 'rfc8141');
    const causes = d.groups.map((g) => `${g.accepts} ${g.cause}`);
    expect(causes).toContain("a ':' in NID");
    expect(causes).toContain("b '&' in URN-chars");
    expect(causes).toContain("b '~' in URN-chars");
    expect(causes).toContain("a '?' in NSS");
  });

  test('an edit taking "-" out of the NID: the edited grammar (compiled from its file) says why it rejects what rfc8141 accepts', () => {
    const d = againstEdited('ldh           = alphanum');
    // RFC 8141 s.2: "-" is allowed inside a NID (ldh); every difference is a "-" there the edit rejects.
    expect(d.distinguishing).toBeGreaterThan(0);
    expect(d.groups.every((g) => g.accepts === 'a' && g.found.startsWith("'-'"))).toBe(true);
    expect(d.groups[0].examples.every((e) => e.includes('-'))).toBe(true);
  });

  test('a compiled grammar is an object with a matcher, a diagnoser, the grammar and meta.start; anything less is a TypeError', () => {
    const fake = { matcher: { match: (): number => -1 }, diagnoser: (): undefined => undefined, grammar: (): undefined => undefined, meta: { profile: 'fake' } };
    expect(() => diffGrammars('rfc8141', fake as never)).toThrow(TypeError);
    expect(() => diffGrammars('rfc8141', fake as never)).toThrow(/grammar b must be a profile name, the path of an \.abnf file, or a compiled grammar/);
  });

  test('the examples of a group: shortest first, then in code-unit order', () => {
    const d = diffGrammars('rfc2141', 'rfc8141', { examples: 10 });
    const inOrder = (x: string, y: string): boolean => x.length < y.length || (x.length === y.length && x <= y);
    for (const g of d.groups) expect([g.cause, g.examples.every((e, i) => i === 0 || inOrder(g.examples[i - 1], e))]).toEqual([g.cause, true]);
    // Some group has examples of the same length, which the code-unit order decides.
    expect(d.groups.some((g) => g.examples.some((e, i) => i > 0 && e.length === g.examples[i - 1].length))).toBe(true);
  });

  test('an edit allowing "_" in the NID is reported with "_" as the cause', () => {
    const d = againstEdited('ldh           = alphanum / "-" / "_"');
    expect(d.distinguishing).toBeGreaterThan(0);
    expect(d.groups.every((g) => g.accepts === 'b' && g.found === "'_'" && g.rule === 'NID')).toBe(true);
    expect(d.groups[0].examples.every((e) => e.includes('_'))).toBe(true);
  });
});

describe('a grammar diff and a relation as text (format.ts)', () => {
  const diff: GrammarDiff = {
    a: 'rfc2141',
    b: 'rfc8141',
    candidates: 10,
    distinguishing: 2,
    undecided: 0,
    groups: [
      { accepts: 'a', cause: "':' in NID", expected: 'a letter', rule: 'NID', found: "':'", count: 1, examples: ['urn:a:x'] },
      { accepts: 'b', cause: "'&' in URN-chars", expected: 'a letter', rule: 'URN-chars', found: "'&'", count: 1, examples: ['urn:ab:a&b'] },
    ],
  };

  test('each group says which side accepts and which rejects, as its "accepts" names them', () => {
    const text = formatGrammarDiff(diff, 'table');
    expect(text).toContain("accepted by rfc2141, rejected by rfc8141: ':' in NID");
    expect(text).toContain("accepted by rfc8141, rejected by rfc2141: '&' in URN-chars");
    const markdown = formatGrammarDiff(diff, 'markdown').split('\n');
    expect(markdown).toContain("| rfc2141 | rfc8141: ':' in NID (expected a letter) | 1 | `` urn:a:x `` |");
    expect(markdown).toContain("| rfc8141 | rfc2141: '&' in URN-chars (expected a letter) | 1 | `` urn:ab:a&b `` |");
  });

  test('as JSON, a relation is the object itself', () => {
    const r = revisionRelation('rfc2141bis-08', 'rfc2141bis-09');
    expect(JSON.parse(formatRelation(r, 'json'))).toEqual(r);
  });
});

describe('urnkit diff and urnkit explain', () => {
  test('diff a corpus from standard input; exit 1 when the profiles differ', async () => {
    const r = await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--format', 'json'], 'urn:ab:c\nurn:a:c\nurn:ab:a&b\n');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ total: 3, bothValid: 1, onlyFrom: 1, onlyTo: 1, bothInvalid: 0 });
  });

  test('diff with no difference exits 0; markdown output', async () => {
    const r = await cli(['diff', '-', '--from', 'rfc2141bis', '--to', 'rfc8141', '--format', 'markdown'], 'urn:ab:c\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('| valid under both | 1 |');
  });

  test('diff two grammars', async () => {
    const same = await cli(['diff', '--grammar', 'rfc8141', '--grammar', 'rfc8141']);
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/^rfc8141 vs rfc8141: 0 of \d+ candidate strings differ/);
    const other = await cli(['diff', '--grammar', 'rfc2141bis', '--grammar', 'rfc8141']);
    expect(other.code).toBe(1);
  });

  test.each([[['diff']], [['diff', '--from', 'rfc2141']], [['diff', '--grammar', 'rfc8141']]])('usage error %j exits 2', async (argv) => {
    expect((await cli(argv)).code).toBe(2);
  });

  test('explain prints each profile\'s verdict', async () => {
    const r = await cli(['explain', 'urn:a:b?+c']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('rfc2141    valid    nid="a" nss="b?+c"');
    expect(r.stdout).toContain("rfc8141    invalid  invalid-nid at offset 5: found ':', expected a letter, digit or '-' (RFC 8141 s.2.1)");
  });
});
