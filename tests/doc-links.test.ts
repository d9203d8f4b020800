/*
 * Every relative link in README.md and docs/*.md resolves (issue 27): the file
 * or folder exists, and an anchor names a heading of the target (GitHub's
 * slugs: lower case, punctuation dropped, spaces to "-", "-1", "-2" for
 * repeats) or an explicit id. Links inside code are not links.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';

const ROOT = join(__dirname, '..');
const DOCS = [join(ROOT, 'README.md'), ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join(ROOT, 'docs', f))];

/** The text outside fenced code blocks and inline code spans. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/``[^`]*``|`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading's text. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  anchors = new Set<string>();
  const text = readFileSync(file, 'utf8');
  const seen = new Map<string, number>();
  const outside = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const m of outside.matchAll(/^#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of outside.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  anchorCache.set(file, anchors);
  return anchors;
}

interface Link {
  from: string;
  target: string;
}

const links: Link[] = DOCS.flatMap((file) =>
  [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => ({ from: relative(ROOT, file), target })),
);

test('README.md and docs/*.md have relative links to check', () => {
  expect(links.length).toBeGreaterThan(50);
  expect(links.filter((l) => l.target.includes('#')).length).toBeGreaterThan(10);
});

test('the slugs follow GitHub: punctuation dropped, spaces to hyphens, case folded', () => {
  expect(slug('In SQL engines (BigQuery, Snowflake)')).toBe('in-sql-engines-bigquery-snowflake');
  expect(slug('`parse(input, options?)`')).toBe('parseinput-options');
  expect(slug('Equivalence, normalization, building and percent-encoding')).toBe('equivalence-normalization-building-and-percent-encoding');
  expect(slug('RFC 8141 s.2.3.1 — r-component')).toBe('rfc-8141-s231--r-component');
});

test('every relative link resolves to a file, and every anchor to a heading of it', () => {
  const broken: string[] = [];
  for (const { from, target } of links) {
    const [path, anchor] = target.split('#', 2) as [string, string | undefined];
    const file = path === '' ? join(ROOT, from) : resolve(dirname(join(ROOT, from)), decodeURI(path));
    if (!existsSync(file)) {
      broken.push(`${from}: ${target} (no such file)`);
      continue;
    }
    if (anchor !== undefined && !(statSync(file).isFile() && file.endsWith('.md') && anchorsOf(file).has(decodeURIComponent(anchor)))) broken.push(`${from}: ${target} (no such anchor)`);
  }
  expect(broken).toEqual([]);
});
