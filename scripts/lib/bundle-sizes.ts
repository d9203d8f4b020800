/*
 * What a browser bundle of each entry point costs, measured one way for every
 * use: esbuild (--bundle --minify --format=esm --platform=browser) on a
 * one-line module that imports it, gzip -9 of the output. `npm run sizes`
 * writes the figures into the docs (scripts/sizes.ts), and
 * tests/consumer.test.ts holds the packed package to the budgets.
 */
import { build } from 'esbuild';
import { gzipSync } from 'zlib';

/** One bundle: what it imports, and the most its gzipped size may be, where a budget holds it. */
export interface BundleCase {
  readonly id: string;
  /** The row of the size table (docs/install.md). */
  readonly label: string;
  readonly source: string;
  /** Gzipped bytes at most (tests/consumer.test.ts). */
  readonly budget?: number;
}

export const BUNDLE_CASES: readonly BundleCase[] = [
  // 12 KB until the unknown-option checks, own-property option reading and module loading safe from a polluted Object.prototype came (12.3 KB measured).
  { id: 'isValid', label: '`isValid` from `urnkit` (the core)', source: "import { isValid } from 'urnkit'; console.log(isValid('urn:ab:c'));", budget: 12 * 1024 },
  // 25 KB until the unknown-option checks with suggestions, error brands across builds, the console view of a Urn and the namespace notes and hints came (26.2 KB measured).
  // 27 KB until the hints for forms real data uses that the registrations refuse (s1000d, newsml, dev) came (27.7 KB measured).
  { id: 'parse', label: '`parse`, `normalize`', source: "import { parse, normalize } from 'urnkit'; console.log(parse('urn:ab:c'), normalize('urn:ab:c'));", budget: 25 * 1024 },
  // 36 KB until one-pass diagnostics (their recording in the generated diagnosers) and the layered parse pipeline took it to 36.2 KB (37,028 B);
  // 37 KB until the hints for the s1000d, newsml and dev forms came (37.1 KB measured).
  {
    id: 'reference',
    label: "`parse` with `engine: 'reference'` and `urnkit/reference`",
    source: "import 'urnkit/reference'; import { parse } from 'urnkit'; console.log(parse('urn:ab:c', { engine: 'reference' }));",
    budget: 36 * 1024,
  },
  {
    id: 'drafts',
    label: '`parse` under a draft revision, with `urnkit/drafts` (the draft grammars and their profiles)',
    source: "import 'urnkit/drafts'; import { parse } from 'urnkit'; console.log(parse('urn:ab:c', { profile: 'rfc2141bis-12' }));",
  },
  {
    id: 'namespaces',
    label: '`isValid` with `namespaces` from `urnkit/namespaces` (every shipped grammar, and the registry)',
    source: "import { namespaces } from 'urnkit/namespaces'; import { isValid } from 'urnkit'; console.log(isValid('urn:isbn:0-306-40615-2', { namespaces }));",
  },
  {
    id: 'isbn',
    label: '`isValid` with `urnkit/namespaces/isbn` and `urnkit/registry`',
    source:
      "import { grammar } from 'urnkit/namespaces/isbn'; import { registry } from 'urnkit/registry'; import { isValid, namespaceSet } from 'urnkit'; console.log(isValid('urn:isbn:0-306-40615-2', { namespaces: namespaceSet([grammar], registry) }));",
  },
  {
    id: 'uuid',
    label: '`isValid` with `urnkit/namespaces/uuid` alone',
    source: "import { grammar } from 'urnkit/namespaces/uuid'; import { isValid, namespaceSet } from 'urnkit'; console.log(isValid('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', { namespaces: namespaceSet([grammar]) }));",
  },
];

/** A bundle's size, minified and gzipped, and the files it holds. */
export interface BundleSize {
  minified: number;
  gzip: number;
  inputs: string[];
  text: string;
}

/** The size of `bytes` gzipped at level 9. */
export const gzipped = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;

/** Bundles `source`, resolving 'urnkit' from `resolveDir` (a project that installs it, or the package itself). */
export async function bundleSize(source: string, resolveDir: string, format: 'esm' | 'iife' = 'esm'): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const out = result.outputFiles[0];
  return { minified: out.contents.length, gzip: gzipped(out.contents), inputs: Object.keys(result.metafile.inputs), text: out.text };
}
