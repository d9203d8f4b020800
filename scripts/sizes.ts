/*
 * npm run sizes: builds the package and measures it once, then writes every
 * size the docs quote from that one measurement. A figure lives in the docs
 * between `<!-- size:NAME -->` and `<!-- /size -->`; this script owns what is
 * between them (FIGURES below says what each NAME holds). `npm run sizes:check`
 * measures again and fails, naming the file, where a document differs.
 *
 *   npm run sizes           build, measure, write README.md and docs/*.md
 *   npm run sizes:check     build, measure, check them (CI)
 *
 * Measured: each browser bundle of scripts/lib/bundle-sizes.ts from dist/ (the
 * package resolves itself by its name, through its exports map, as an
 * installed copy does), dist/urnkit.udf.js, and what `npm pack` would pack.
 */
import { execFileSync } from 'child_process';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { BUNDLE_CASES, BundleSize, bundleSize, gzipped } from './lib/bundle-sizes';
import { writeOrCheckFile } from './lib/generated-doc';

const root = join(__dirname, '..');

/** The documents that quote sizes. */
const DOCUMENTS = ['README.md', 'docs/install.md', 'docs/namespaces.md', 'docs/sql.md'];

const SLOT = /<!-- size:([a-z-]+) -->[\s\S]*?<!-- \/size -->/g;

/** Bytes in words, in KiB (1,024 bytes) and MiB: one decimal below 100 of a unit (none for a whole number), none above. */
function bytes(n: number): string {
  const [value, unit] = n >= 1024 * 1024 ? [n / (1024 * 1024), 'MiB'] : [n / 1024, 'KiB'];
  return `${value < 100 && !Number.isInteger(value) ? value.toFixed(1) : Math.round(value)} ${unit}`;
}

/** Bytes as npm prints a package's sizes (npm pack, npm publish): kB of 1,000 bytes and MB of 10^6, one decimal. */
function npmBytes(n: number): string {
  if (n < 1000) return `${n} B`;
  // npm's own cut: below 999,950 bytes, which would round to "1000.0 kB".
  return n < 999_950 ? `${(n / 1000).toFixed(1)} kB` : `${(n / 1_000_000).toFixed(1)} MB`;
}

const count = (n: number): string => n.toLocaleString('en-US');

interface Measurement {
  bundles: Record<string, BundleSize>;
  udf: { minified: number; gzip: number };
  pack: { size: number; unpackedSize: number; entryCount: number };
  /** Shipped namespace grammar files: one urnkit/namespaces/<nid> entry point each. */
  grammarFiles: number;
}

async function measure(): Promise<Measurement> {
  const bundles: Record<string, BundleSize> = {};
  for (const c of BUNDLE_CASES) bundles[c.id] = await bundleSize(c.source, root);
  const udf = readFileSync(join(root, 'dist', 'urnkit.udf.js'));
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [pack] = JSON.parse(out.slice(out.indexOf('['))) as Measurement['pack'][];
  const grammarFiles = readdirSync(join(root, 'dist', 'namespaces')).filter((f) => f.endsWith('.js')).length;
  return { bundles, udf: { minified: udf.length, gzip: gzipped(udf) }, pack, grammarFiles };
}

/** What each slot holds, from the one measurement. */
function figures(m: Measurement): Record<string, string> {
  const gz = (id: string): number => m.bundles[id].gzip;
  const times = (id: string): number => Math.round(gz(id) / gz('isValid'));
  // One grammar more: every grammar over one grammar and the registry, shared by the files but one.
  const perGrammar = (key: 'minified' | 'gzip'): string => bytes((m.bundles.namespaces[key] - m.bundles.isbn[key]) / (m.grammarFiles - 1));
  const rows = BUNDLE_CASES.map((c) => {
    const notes = [c.budget === undefined ? '' : `budget ${bytes(c.budget)}`, c.id === 'reference' ? `the engine alone: about ${bytes(gz('reference') - gz('parse'))}` : ''].filter(Boolean);
    const size = c.id === 'namespaces' ? `${bytes(gz(c.id))}, about ${times(c.id)} times the core` : bytes(gz(c.id));
    return `| ${c.label} | ${size}${notes.length ? ` (${notes.join('; ')})` : ''} |`;
  });
  rows.push(`| \`dist/urnkit.udf.js\` (the core, \`tryParse\` records included; ${bytes(m.udf.minified)} unzipped) | ${bytes(m.udf.gzip)} |`);
  return {
    // As npm prints them, so that the figures are the ones a user sees from npm pack.
    package: `${npmBytes(m.pack.size)} packed and ${npmBytes(m.pack.unpackedSize)} unpacked, in ${count(m.pack.entryCount)} files`,
    core: `\`isValid\` alone bundles for the browser to ${bytes(gz('isValid'))} gzipped, \`parse\` with \`normalize\` to ${bytes(gz('parse'))}`,
    // A block: the table starts on the line after its opening comment.
    table: `\n${['| what the bundle imports | gzipped |', '| --- | ---: |', ...rows].join('\n')}\n`,
    'all-namespaces': `All ${m.grammarFiles} grammar files weigh about ${bytes(gz('namespaces'))} gzipped in a browser bundle, ${times('namespaces')} times the core`,
    'namespaces-minified': `\`isValid\` is about ${bytes(m.bundles.namespaces.minified)}, ${bytes(gz('namespaces'))} gzipped, for the ${m.grammarFiles} grammar files (each adds about ${perGrammar('minified')}, ${perGrammar('gzip')} gzipped)`,
    udf: `${bytes(m.udf.minified)}, ${bytes(m.udf.gzip)} gzipped`,
  };
}

/** `text` with every slot filled; a slot whose name FIGURES lacks is an error. */
function fillSlots(text: string, values: Record<string, string>, file: string): string {
  return text.replace(SLOT, (_whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) throw new Error(`${file}: no size named "${name}" (scripts/sizes.ts)`);
    return `<!-- size:${name} -->${values[name]}<!-- /size -->`;
  });
}

async function main(): Promise<void> {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const values = figures(await measure());
  for (const file of DOCUMENTS) writeOrCheckFile(file, 'sizes', fillSlots(readFileSync(join(root, file), 'utf8'), values, file));
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
