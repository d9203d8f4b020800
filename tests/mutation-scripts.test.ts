/*
 * The mutation tooling's own rules (docs/development.md, "Mutation testing"): docs/mutation.md flags,
 * by folder, the report's files whose source has changed since they were mutated (mutation:check fails
 * while it does not), and
 * `npm run mutation:sample` draws N distinct mutants per folder, all of them where a folder has fewer,
 * the same for the same seed whatever other folders are drawn with it.
 */
import { drawForFolder } from '../scripts/lib/mutation-draw';
import { mutationDoc, staleFolders } from '../scripts/lib/mutation-doc';
import { sampleCounts } from '../scripts/lib/mutation-sampled';
import { mutantCost, mutantSeconds } from '../scripts/lib/mutation-timing';
import { wilsonInterval } from '../scripts/lib/wilson';

const report = (files: Record<string, string>) => ({
  files: Object.fromEntries(Object.entries(files).map(([name, source]) => [name, { source, mutants: [] }])),
});

describe('mutation:check: results made on other sources', () => {
  const made = report({ 'src/encoding/a.ts': 'a', 'src/encoding/b.ts': 'b', 'src/parsing/c.ts': 'c', 'src/top.ts': 't' });

  test('a report made on the sources now in src/ flags nothing', () => {
    const now: Record<string, string> = { 'src/encoding/a.ts': 'a', 'src/encoding/b.ts': 'b', 'src/parsing/c.ts': 'c', 'src/top.ts': 't' };
    expect(staleFolders(made, (f) => now[f])).toEqual(new Map());
  });

  test('a changed or deleted file flags its folder, naming the file', () => {
    const now: Record<string, string> = { 'src/encoding/a.ts': 'a', 'src/encoding/b.ts': 'b2', 'src/top.ts': 't' };
    expect(staleFolders(made, (f) => now[f])).toEqual(
      new Map([
        ['src/encoding', ['src/encoding/b.ts']],
        ['src/parsing', ['src/parsing/c.ts']],
      ]),
    );
  });

  test('a top-level file is flagged under "src (top level)"', () => {
    expect([...staleFolders(made, (f) => (f === 'src/top.ts' ? 'changed' : made.files[f].source)).keys()]).toEqual(['src (top level)']);
  });

  test('docs/mutation.md marks a flagged folder in its table and names its changed files; an unflagged one stays plain', () => {
    const killed = { id: '1', mutatorName: 'BooleanLiteral', replacement: 'false', status: 'Killed', location: { start: { line: 1, column: 0 }, end: { line: 1, column: 4 } } };
    const one = { files: { 'src/encoding/b.ts': { source: 'true', mutants: [killed] }, 'src/parsing/c.ts': { source: 'true', mutants: [killed] } } };
    const doc = mutationDoc(one as never, [], [], new Map([['src/encoding', 2], ['src/parsing', 1]]), {}, new Map([['src/encoding', ['src/encoding/b.ts']]]));
    const rows = doc.split('\n').filter((l) => /^\| \**src\/(encoding|parsing)/.test(l));
    expect(rows.map((l) => l.split(' | ')[0])).toEqual([expect.stringMatching(/^\| \**src\/encoding\** \(changed since the run\)/), expect.stringMatching(/^\| \**src\/parsing\**(?! \(changed)/)]);
    expect(doc).toContain('until they are run again): src/encoding/b.ts.');
    expect(mutationDoc(one as never, [], [], new Map([['src/encoding', 2], ['src/parsing', 1]]))).not.toContain('changed since the run)');
  });
});

describe('mutation:sample: the seeded draw', () => {
  const mutants = Array.from({ length: 500 }, (_, i) => i);

  test('N distinct mutants of the folder, in their order', () => {
    const drawn = drawForFolder(mutants, 100, 44, 'src/parsing');
    expect(drawn).toHaveLength(100);
    expect(new Set(drawn).size).toBe(100);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
    expect(drawn.every((m) => mutants.includes(m))).toBe(true);
  });

  test('the same seed and folder draw the same mutants; another seed or folder, others', () => {
    const drawn = drawForFolder(mutants, 100, 44, 'src/parsing');
    expect(drawForFolder(mutants, 100, 44, 'src/parsing')).toEqual(drawn);
    expect(drawForFolder(mutants, 100, 45, 'src/parsing')).not.toEqual(drawn);
    expect(drawForFolder(mutants, 100, 44, 'src/encoding')).not.toEqual(drawn);
  });

  test('a folder with fewer mutants than N is drawn in full', () => {
    expect(drawForFolder([3, 1, 2], 100, 44, 'src/views')).toEqual([3, 1, 2]);
  });

  test('the draw spreads over the folder (no end left out)', () => {
    const drawn = drawForFolder(mutants, 100, 44, 'src/parsing');
    expect(drawn.filter((m) => m < 250).length).toBeGreaterThan(30);
    expect(drawn.filter((m) => m >= 250).length).toBeGreaterThan(30);
  });
});

describe('docs/mutation.md: a sampled folder', () => {
  const mutant = (line: number, status: 'Killed' | 'Survived') => ({ mutatorName: 'BooleanLiteral', replacement: 'false', location: { start: { line, column: 1 }, end: { line, column: 5 } }, status });
  const made = { files: { 'src/views/a.ts': { source: 'true\ntrue\n', mutants: [mutant(1, 'Killed'), mutant(2, 'Killed')] } } };
  // As sample.json keeps a drawn mutant: columns from 0, where the report counts from 1.
  const drawn = (line: number) => ({ file: 'src/views/a.ts', mutator: 'BooleanLiteral', replacement: 'false', start: { line, column: 0 }, end: { line, column: 4 } });

  test('a folder whose report holds fewer mutants than it has is labelled a sample, with its seed', () => {
    const doc = mutationDoc(made, [], [], new Map([['src/views', 1]]), { 'src/views': { seed: 44, mutants: 125, drawn: [drawn(1), drawn(2)] } });
    expect(doc).toContain('| src/views (sample: 2 of its 125 mutants drawn, seed 44, with some nested in them) | 2 | 2 |');
  });

  test('a folder run in full after its sample is not labelled a sample', () => {
    const doc = mutationDoc(made, [], [], new Map([['src/views', 1]]), { 'src/views': { seed: 44, mutants: 2, drawn: [drawn(1)] } });
    expect(doc).toContain('| src/views | 2 | 2 |');
  });
});

describe('docs/mutation.md: a sampled folder\'s score over its drawn mutants', () => {
  const at = (line: number, column: number, status: string) => ({ mutatorName: 'BooleanLiteral', replacement: 'false', location: { start: { line, column } }, status });
  const drawn = (line: number) => ({ file: 'src/views/a.ts', mutator: 'BooleanLiteral', replacement: 'false', start: { line, column: 0 } });
  // Lines 1-4 drawn; line 5 is a mutant nested in a drawn range (run, not drawn); line 6's is static.
  const files = { 'src/views/a.ts': { mutants: [at(1, 1, 'Killed'), at(2, 1, 'Timeout'), at(3, 1, 'Survived'), at(4, 1, 'NoCoverage'), at(5, 1, 'Survived'), at(6, 1, 'Ignored')] } };

  test('only the drawn mutants count, matched on the report\'s columns from 1', () => {
    const c = sampleCounts({ seed: 44, mutants: 9, drawn: [1, 2, 3, 4, 6].map(drawn) }, files);
    expect(c).toMatchObject({ drawn: 5, killed: 1, timedOut: 1, survived: 1, noCoverage: 1, other: 1, score: 0.5 });
  });

  test('a drawn mutant missing from the report is not scored', () => {
    expect(sampleCounts({ seed: 44, mutants: 9, drawn: [drawn(7)] }, files)).toEqual({ drawn: 1, killed: 0, timedOut: 0, survived: 0, noCoverage: 0, equivalent: 0, other: 1 });
  });

  test('a surviving or uncovered mutant explained as equivalent is left out of the score, a killed one is not', () => {
    const explained = (file: string, line: number): boolean => file === 'src/views/a.ts' && (line === 1 || line === 3 || line === 4);
    const c = sampleCounts({ seed: 44, mutants: 9, drawn: [1, 2, 3, 4, 6].map(drawn) }, files, explained);
    // Line 1 was killed: an entry for it changes nothing. Lines 3 and 4 leave the score: 2 detected of 2.
    expect(c).toMatchObject({ drawn: 5, killed: 1, timedOut: 1, survived: 0, noCoverage: 0, equivalent: 2, other: 1, score: 1 });
  });

  test('the table shows the drawn counts, the score, the interval, the seed and a folder run in full', () => {
    const report = { files: { 'src/views/a.ts': { source: 'true\n'.repeat(6), mutants: files['src/views/a.ts'].mutants.map((m) => ({ ...m, location: { start: m.location.start, end: { line: m.location.start.line, column: 5 } } })) } } } as Parameters<typeof mutationDoc>[0];
    const doc = mutationDoc(report, [], [], new Map([['src/views', 1]]), { 'src/views': { seed: 44, mutants: 6, full: true, drawn: [1, 2, 3, 4, 5, 6].map(drawn) } });
    // 2 of 5 scored: Wilson's interval (z = 1.96) is 0.117621 to 0.769276, worked by hand; percentages are rounded down.
    expect(doc).toContain('| src/views | 6 | 6 | 1 | 1 | 2 | 1 | 0 | 1 | 40.00% | 11.76% - 76.92% | run in full | 44 |');
  });
});

describe('docs/mutation.md: survivors not yet explained in a sampled folder', () => {
  test('each says whether it was drawn, only nested in a drawn range, or neither (a result kept from an earlier run)', () => {
    const survivor = (line: number, column: number, end: number, mutatorName = 'BooleanLiteral') => ({ mutatorName, replacement: 'false', location: { start: { line, column }, end: { line, column: end } }, status: 'Survived' as const });
    // Line 2 drawn: "true || x" (columns from 0: 0-9, in the report from 1: 1-10); its "x" is nested; line 1's and a wider range on line 2 are in no drawn range.
    const mutants = [survivor(1, 1, 5), survivor(2, 1, 10), survivor(2, 9, 10), survivor(2, 1, 13, 'ConditionalExpression')];
    const report = { files: { 'src/parsing/a.ts': { source: 'true\ntrue || x.y\n', mutants } } };
    const drawn = [{ file: 'src/parsing/a.ts', mutator: 'BooleanLiteral', replacement: 'false', start: { line: 2, column: 0 }, end: { line: 2, column: 9 } }];
    const doc = mutationDoc(report, [], [], new Map([['src/parsing', 1]]), { 'src/parsing': { seed: 44, mutants: 400, drawn } });
    expect(doc).toContain("| src/parsing/a.ts:1:1 | BooleanLiteral: `true` -> `false` | survived | not in the draw: an earlier run's result |");
    expect(doc).toContain("| src/parsing/a.ts:2:1 | BooleanLiteral: `true \\|\\| x` -> `false` | survived | drawn |");
    expect(doc).toContain("| src/parsing/a.ts:2:9 | BooleanLiteral: `x` -> `false` | survived | nested in a drawn one |");
    expect(doc).toContain("| src/parsing/a.ts:2:1 | ConditionalExpression: `true \\|\\| x.y` -> `false` | survived | not in the draw: an earlier run's result |");
  });
});

describe('the 95% Wilson score interval', () => {
  // Worked by hand from Wilson's formula with z = 1.96, and checked by solving (x/n - p)^2 = z^2 p(1-p)/n for p.
  test('90 of 100: 0.8256 to 0.9448', () => {
    const [low, high] = wilsonInterval(90, 100) as [number, number];
    expect(low).toBeCloseTo(0.825634, 5);
    expect(high).toBeCloseTo(0.944771, 5);
  });

  test('at the edges it stays in [0, 1]: 0 of 10 up to z^2/(n+z^2), 10 of 10 down to n/(n+z^2)', () => {
    const z2 = 1.959963984540054 ** 2;
    expect(wilsonInterval(0, 10)?.[0]).toBe(0);
    expect(wilsonInterval(0, 10)?.[1]).toBeCloseTo(z2 / (10 + z2), 10);
    expect(wilsonInterval(10, 10)?.[0]).toBeCloseTo(10 / (10 + z2), 10);
    expect(wilsonInterval(10, 10)?.[1]).toBe(1);
  });

  test('1 of 2 is symmetric about one half', () => {
    const [low, high] = wilsonInterval(1, 2) as [number, number];
    expect(low).toBeCloseTo(0.094531, 5);
    expect(low + high).toBeCloseTo(1, 10);
  });

  test('no trials, or more successes than trials, give no interval', () => {
    expect(wilsonInterval(0, 0)).toBeUndefined();
    expect(wilsonInterval(3, 2)).toBeUndefined();
  });
});

describe('a mutant\'s cost, from the starts the test sequencer logs', () => {
  test('the time to the next start in the same runner, the last of each runner dropped', () => {
    const starts = [
      { pid: 1, mutant: '1', t: 1000 },
      { pid: 2, mutant: '2', t: 1100 },
      { pid: 1, mutant: '3', t: 1500 },
      { pid: 2, mutant: '4', t: 3100 },
      { pid: 1, mutant: '5', t: 4500 },
      { pid: 2, mutant: '6', t: 3600 },
    ];
    expect(mutantSeconds(starts).sort((a, b) => a - b)).toEqual([0.5, 0.5, 2, 3]);
  });

  test('median, nearest-rank 90th percentile and count', () => {
    expect(mutantCost([0.5, 0.5, 2, 3])).toEqual({ medianSeconds: 1.25, p90Seconds: 3, timed: 4 });
    expect(mutantCost([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual({ medianSeconds: 6, p90Seconds: 10, timed: 11 });
    expect(mutantCost([])).toBeUndefined();
  });
});
