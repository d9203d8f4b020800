/*
 * What a reader of the docs meets: no issue numbers, sizes that come from one
 * measurement (npm run sizes writes them between <!-- size:NAME --> markers, and
 * sizes:check in CI holds them fresh), an import named for every namespace a
 * user can look up, no example shown twice, and an API reference whose modules
 * are named as users import them.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import * as ts from 'typescript';
import { COMMUNITY_NAMESPACES } from '../src/entries/namespaces';

const ROOT = join(__dirname, '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const USER_DOCS = ['README.md', 'CHANGELOG.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The shipped grammar files' NIDs and their aliases (generated/namespaces/index.js). */
const SHIPPED: Record<string, { aliases: string[] }> = require(join(ROOT, 'generated', 'namespaces', 'index.js'));

test('the README fits in 300 lines', () => {
  expect(read('README.md').split('\n').length - 1).toBeLessThanOrEqual(300);
});

test('no issue numbers in the user-facing docs', () => {
  // Lower case: "S1000D Issue 4" is a specification's issue, not the project's.
  const found = USER_DOCS.flatMap((file) => [...read(file).matchAll(/.{0,30}\bissues? (?:#\s?)?\d+.{0,30}/g)].map((m) => `${file}: ${m[0]}`));
  expect(found).toEqual([]);
});

describe('sizes: one measurement, quoted the same everywhere', () => {
  /** The text of each size slot of a document, by name. */
  const slots = (file: string): Record<string, string> => Object.fromEntries([...read(file).matchAll(/<!-- size:([a-z-]+) -->([\s\S]*?)<!-- \/size -->/g)].map((m) => [m[1], m[2]]));
  const install = slots('docs/install.md');
  /** The gzipped size the table gives a row, by the start of its label. */
  const row = (label: string): string => {
    const line = install.table.split('\n').find((l) => l.startsWith(`| ${label}`));
    return (line?.split('|')[2] ?? '').trim().split(/[ ,(]+/).slice(0, 2).join(' ');
  };

  test('the README and docs/install.md quote the package and the core from the table', () => {
    // Bundles in binary units, named as such; the package as npm prints it (kB and MB, one decimal).
    expect(row('`isValid` from `urnkit` (the core)')).toMatch(/^\d+(\.\d)? KiB$/);
    const readme = slots('README.md');
    expect(readme.package).toBe(install.package);
    expect(readme.package).toMatch(/^\d+\.\d (kB|MB) packed and \d+\.\d (kB|MB) unpacked, in [\d,]+ files$/);
    expect(readme.core).toContain(`to ${row('`isValid` from `urnkit` (the core)')} gzipped`);
    expect(readme.core).toContain(`to ${row('`parse`, `normalize`')}`);
  });

  test('docs/namespaces.md and docs/sql.md quote the same figures as the table', () => {
    const namespaces = slots('docs/namespaces.md');
    const all = row('`isValid` with `namespaces` from `urnkit/namespaces`');
    expect(namespaces['all-namespaces']).toContain(`about ${all} gzipped`);
    expect(namespaces['namespaces-minified']).toContain(`, ${all} gzipped, for the`);
    expect(slots('docs/sql.md').udf).toMatch(new RegExp(`, ${row('`dist/urnkit.udf.js`').replace('.', '\\.')} gzipped$`));
  });

  test('no gzipped size outside a slot', () => {
    for (const file of USER_DOCS.filter((f) => !/benchmarks\.md$/.test(f) && f !== 'CHANGELOG.md')) {
      const outside = read(file).replace(/<!-- size:([a-z-]+) -->[\s\S]*?<!-- \/size -->/g, '');
      expect([file, outside.match(/\d(\.\d+)? ?[KM]i?B,? gzipped/g)]).toEqual([file, null]);
    }
  });
});

test('every urnkit/namespaces/<nid> import the docs name exists; aliases and community NIDs say what to import', () => {
  const named = USER_DOCS.flatMap((file) => [...read(file).matchAll(/urnkit\/namespaces\/([a-z0-9-]+)/g)].map((m) => m[1]));
  expect(named.filter((nid) => !(nid in SHIPPED))).toEqual([]);
  const install = read('docs/install.md');
  for (const [nid, { aliases }] of Object.entries(SHIPPED)) for (const alias of aliases) expect(install).toMatch(new RegExp(`\`${alias}\`[^|]*\`urnkit/namespaces/${nid}\``));
  const row = install.split('\n').find((l) => l.startsWith('| `urnkit/namespaces/<nid>`')) ?? '';
  for (const nid of COMMUNITY_NAMESPACES) expect(row).toContain(`\`${nid}\``);
  expect(row).toContain('`communityNamespaces` from `urnkit/namespaces`');
});

test('the extract guide shows each example once', () => {
  const blocks = [...read('docs/extract.md').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(blocks.filter((b, i) => blocks.indexOf(b) !== i)).toEqual([]);
});

test('the API reference names each module as users import it (typedoc @module, from the exports map)', () => {
  const typedoc = JSON.parse(read('typedoc.json')) as { entryPoints: string[] };
  const exportsMap = (JSON.parse(read('package.json')) as { exports: Record<string, { require?: { default: string } }> }).exports;
  const importName = (entry: string): string | undefined => {
    const built = `./dist/${entry.replace(/\.ts$/, '.js')}`;
    const key = Object.keys(exportsMap).find((k) => exportsMap[k].require?.default === built);
    return key && (key === '.' ? 'urnkit' : `urnkit/${key.slice(2)}`);
  };
  for (const entry of typedoc.entryPoints) {
    const source = ts.createSourceFile(entry, read(entry), ts.ScriptTarget.ES2022, true);
    const first = ts.getLeadingCommentRanges(source.text, 0)?.[0];
    const comment = first ? source.text.slice(first.pos, first.end) : '';
    expect([entry, comment.startsWith('/**'), /@module (\S+)/.exec(comment)?.[1]]).toEqual([entry, true, importName(entry)]);
  }
});
