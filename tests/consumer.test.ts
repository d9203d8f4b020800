/*
 * urnkit as a user gets it: a project that installs the packed tarball imports
 * every entry point as ESM and as CommonJS, type-checks under the module
 * resolutions node16, nodenext and bundler (without Node's types), bundles for
 * the browser within the size budgets without apg-js or a Node built-in, runs
 * the bin, and passes publint and arethetypeswrong.
 */
import { execFileSync } from 'child_process';
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { builtinModules } from 'module';
import { join } from 'path';
import { gzipSync } from 'zlib';
import { ROOT, scratchCopy } from './support/scratch';

const BUDGETS = [
  { name: 'isValid', source: "import { isValid } from 'urnkit'; console.log(isValid('urn:ab:c'));", gzip: 12 * 1024 },
  { name: 'parse, normalize', source: "import { parse, normalize } from 'urnkit'; console.log(parse('urn:ab:c'), normalize('urn:ab:c'));", gzip: 25 * 1024 },
];

let repo = '';
let consumer = '';
let tarball = '';

const run = (cmd: string, args: string[], cwd = consumer): string => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  repo = scratchCopy('urnkit-consumer-repo-');
  const out = run('npm', ['pack', '--json'], repo);
  tarball = join(repo, JSON.parse(out.slice(out.indexOf('[')))[0].filename);
  consumer = join(repo, '..', `${repo.split('/').pop()}-app`);
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'urnkit-consumer', version: '1.0.0', private: true }));
  run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts']);
}, 300_000);

afterAll(() => {
  for (const dir of [repo, consumer]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('every entry point imports as ESM and as CommonJS, and answers', () => {
  const esm = `
    import { isValid, parse } from 'urnkit';
    import { referenceEngine } from 'urnkit/reference';
    import { namespaces, namespaceInfo } from 'urnkit/namespaces';
    import { compare } from 'urnkit/conformance';
    import { urnSchema } from 'urnkit/schema';
    console.log(JSON.stringify([isValid('urn:ab:c'), parse('urn:ab:c', { engine: 'reference' }).nss, typeof referenceEngine.referenceParse,
      parse('urn:isbn:0-306-40615-2', { namespaces }).namespace.isbn13, namespaceInfo('isbn').kind, compare('urn:a:b').results.length,
      urnSchema()['~standard'].validate('urn:a:b').issues[0].code]));`;
  const expected = JSON.stringify([true, 'c', 'function', '9780306406157', 'formal', 3, 'invalid-nid']);
  expect(run(process.execPath, ['--input-type=module', '-e', esm]).trim()).toBe(expected);
  const cjs = esm.replace(/import \{([^}]*)\} from '([^']*)';/g, (_m, names: string, from: string) => `const {${names}} = require('${from}');`);
  expect(run(process.execPath, ['-e', cjs]).trim()).toBe(expected);
});

/** The code block after `<!-- readme-example: <name> ... -->` in README.md. */
function readmeExample(name: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const m = new RegExp(`<!-- readme-example: ${name}\\b[^>]*-->\\n\`\`\`[a-z]*\\n([\\s\\S]*?)\`\`\`\\n`).exec(readme);
  if (!m) throw new Error(`README.md has no readme-example: ${name}`);
  return m[1];
}

test("the README's usage examples print what the README says, as ESM and as CommonJS", () => {
  const output = readmeExample('output');
  writeFileSync(join(consumer, 'readme.mjs'), readmeExample('esm'));
  writeFileSync(join(consumer, 'readme.cjs'), readmeExample('cjs'));
  expect(run(process.execPath, ['readme.mjs'])).toBe(output);
  expect(run(process.execPath, ['readme.cjs'])).toBe(output);
});

test('on Node the ESM core loads the reference engine and the namespace grammars by itself', () => {
  const esm = `import { tryParse } from 'urnkit';
    console.log(tryParse('urn:ab:c', { engine: 'reference' }).ok, tryParse('urn:uuid:x', { namespaces: true }).error.code);`;
  expect(run(process.execPath, ['--input-type=module', '-e', esm]).trim()).toBe('true invalid-namespace-nss');
});

test.each([
  ['node16', 'node16', 'node16'],
  ['nodenext', 'nodenext', 'nodenext'],
  ['bundler', 'esnext', 'bundler'],
])('type-checks with moduleResolution %s (no Node types)', (name, module, resolution) => {
  const dir = join(consumer, `ts-${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.mts'),
    `import { parse, tryParse, type Rfc8141Urn, type UrnParseError } from 'urnkit';
import { namespaces } from 'urnkit/namespaces';
import { compare } from 'urnkit/conformance';
import { urnSchema, urnFormats } from 'urnkit/schema';
import type { ReferenceEngine } from 'urnkit/reference';
const urn: Rfc8141Urn = parse('urn:ab:c');
const r = tryParse('urn:ab:c', { profile: 'rfc2141', namespaces });
const e: UrnParseError | undefined = r.ok ? undefined : r.error;
const s: string = urn.nss + compare('urn:a:b').summary + String(e?.offset) + Object.keys(urnFormats).join();
const v = urnSchema({ output: 'urn' })['~standard'].validate(s);
export const out: unknown = [v, null as unknown as ReferenceEngine];
`,
  );
  const compilerOptions = { strict: true, noEmit: true, types: [], lib: ['es2022'], target: 'es2022', module, moduleResolution: resolution, skipLibCheck: false };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.mts'] }));
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  let output = '';
  try {
    run(process.execPath, [tsc, '-p', '.'], dir);
  } catch (e) {
    output = (e as { stdout: string }).stdout;
  }
  expect(output).toBe('');
});

test.each(BUDGETS)('a browser bundle of $name stays within its budget, without apg-js or Node built-ins', async ({ source, gzip }) => {
  const result = await build({
    stdin: { contents: source, resolveDir: consumer, loader: 'js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.filter((i) => i.includes('apg-js') || builtinModules.some((m) => i === m || i === `node:${m}`))).toEqual([]);
  const size = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
  expect(size).toBeLessThanOrEqual(gzip);
});

test('the installed bin runs', () => {
  const out = run(join(consumer, 'node_modules', '.bin', 'urnkit'), ['parse', 'urn:isbn:0451450523', '--json']);
  expect(JSON.parse(out)).toMatchObject({ nid: 'isbn', nss: '0451450523' });
});

test('publint and arethetypeswrong (node16, nodenext, bundler) find nothing wrong', () => {
  expect(() => run(process.execPath, [join(ROOT, 'node_modules', 'publint', 'src', 'cli.js'), '--strict', join(consumer, 'node_modules', 'urnkit')])).not.toThrow();
  const attw = JSON.parse(readFileSync(join(ROOT, 'node_modules', '@arethetypeswrong', 'cli', 'package.json'), 'utf8')).bin.attw;
  expect(() => run(process.execPath, [join(ROOT, 'node_modules', '@arethetypeswrong', 'cli', attw), tarball, '--profile', 'node16'])).not.toThrow();
});
