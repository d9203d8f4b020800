/*
 * The mutation tooling's own rules (docs/development.md, "Mutation testing"): `npm run mutation:check`
 * flags, by folder, the report's files whose source has changed since they were mutated, and
 * `npm run mutation:sample` draws N distinct mutants per folder, all of them where a folder has fewer,
 * the same for the same seed whatever other folders are drawn with it.
 */
import { drawForFolder } from '../scripts/lib/mutation-draw';
import { mutationDoc, staleFolders } from '../scripts/lib/mutation-doc';

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

  test('a folder whose report holds fewer mutants than it has is labelled a sample, with its seed', () => {
    const doc = mutationDoc(made, [], [], new Map([['src/views', 1]]), { 'src/views': { seed: 44, mutants: 125, drawn: [1, 2] } });
    expect(doc).toContain('| src/views (sample: 2 of its 125 mutants drawn, seed 44, and those nested in them) | 2 | 2 |');
  });

  test('a folder run in full after its sample is not labelled a sample', () => {
    const doc = mutationDoc(made, [], [], new Map([['src/views', 1]]), { 'src/views': { seed: 44, mutants: 2, drawn: [1] } });
    expect(doc).toContain('| src/views | 2 | 2 |');
  });
});
