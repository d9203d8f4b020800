/*
 * Every test file that the grammars, the sources, the scripts and the docs
 * cite exists: a comment sending a reader to a proof that is not there (a
 * test renamed since) is worse than none.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const ROOT = join(__dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('every tests/<name>.test.ts cited in grammar/, src/, scripts/, bench/, docs/ and README.md exists', () => {
  const sources = [...['grammar', 'src', 'scripts', 'bench', 'docs'].flatMap((d) => filesUnder(join(ROOT, d))), join(ROOT, 'README.md')].filter((f) => /\.(abnf|ts|js|mjs|md)$/.test(f));
  const missing: string[] = [];
  let cited = 0;
  for (const file of sources) {
    for (const [ref] of readFileSync(file, 'utf8').matchAll(/tests\/[\w./-]+?\.test\.ts/g)) {
      cited += 1;
      if (!existsSync(join(ROOT, ref))) missing.push(`${relative(ROOT, file)}: ${ref}`);
    }
  }
  expect(cited).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
