/*
 * urnkit as a user gets it: the tarball ships the build, the grammars, the
 * licence and the changelog, each file once, and no install-time script; a
 * project that installs it imports every entry point as ESM and as CommonJS,
 * type-checks under the module resolutions node10, node16, nodenext and
 * bundler (without Node's types), bundles for the browser within the size
 * budgets without apg-js or a Node built-in (urnkit/reference with apg-js's
 * parser alone, run in a context with Web globals only), recognises errors and
 * Urns across the two builds, runs the UDF bundle in an empty context (also
 * one with a polluted Object.prototype, where every entry point loads too), runs the
 * bin, and passes publint and arethetypeswrong.
 */
import Ajv2020 from 'ajv/dist/2020';
import { execFileSync } from 'child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { builtinModules } from 'module';
import { join } from 'path';
import { createContext, runInContext } from 'vm';
import { BUNDLE_CASES, BundleSize, bundleSize } from '../scripts/lib/bundle-sizes';
import { ROOT, scratchCopy } from './support/scratch';

/** The bundles held to a budget (scripts/lib/bundle-sizes.ts, whose figures npm run sizes writes into the docs). */
const BUDGETS = BUNDLE_CASES.filter((c) => c.budget !== undefined && c.id !== 'reference');

/** What npm pack may unpack to, and in how many files: each generated module once, shared by the two builds. */
const INSTALL = { bytes: 4_000_000, files: 600 };

/** A browser bundle of `source` in the consumer project: its gzipped size and the files it holds. */
const browserBundle = (source: string, format: 'esm' | 'iife' = 'esm'): Promise<BundleSize> => bundleSize(source, consumer, format);

const nodeBuiltins = (inputs: string[]): string[] => inputs.filter((i) => builtinModules.some((m) => i === m || i === `node:${m}`));

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

let repo = '';
let consumer = '';
let tarball = '';
/** What the pack holds: its file list, its unpacked size, and the package.json in it. */
let files: string[] = [];
let unpackedSize = 0;
let packed: Record<string, unknown> = {};

const run = (cmd: string, args: string[], cwd = consumer): string => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  repo = scratchCopy('urnkit-consumer-repo-');
  // Scripts on whatever npm's configuration says: the pack must build (prepack) to be what users get.
  const out = run('npm', ['pack', '--json', '--ignore-scripts=false'], repo);
  const [info] = JSON.parse(out.slice(out.indexOf('[')));
  tarball = join(repo, info.filename);
  files = info.files.map((f: { path: string }) => f.path);
  unpackedSize = info.unpackedSize;
  packed = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], repo));
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
    import { toPattern } from 'urnkit/patterns';
    console.log(JSON.stringify([isValid('urn:ab:c'), parse('urn:ab:c', { engine: 'reference' }).nss, typeof referenceEngine.referenceParse,
      parse('urn:isbn:0-306-40615-2', { namespaces }).namespace.isbn13, namespaceInfo('isbn').kind, compare('urn:a:b').results.length,
      urnSchema()['~standard'].validate('urn:a:b').issues[0].code, new RegExp(toPattern('rfc8141', { dialect: 'json-schema' }).pattern).test('urn:ab:c')]));`;
  const expected = JSON.stringify([true, 'c', 'function', '9780306406157', 'formal', 3, 'invalid-nid', true]);
  expect(run(process.execPath, ['--input-type=module', '-e', esm]).trim()).toBe(expected);
  const cjs = esm.replace(/import \{([^}]*)\} from '([^']*)';/g, (_m, names: string, from: string) => `const {${names}} = require('${from}');`);
  expect(run(process.execPath, ['-e', cjs]).trim()).toBe(expected);
});

test('urnkit/duckdb imports without @duckdb/node-api (an optional peer dependency, not installed here), and its first call names the package, as ESM and as CommonJS', () => {
  expect(existsSync(join(consumer, 'node_modules', '@duckdb'))).toBe(false);
  const esm = `import { registerUrnFunctions } from 'urnkit/duckdb';
    registerUrnFunctions({}).then(() => console.log('registered'), (e) => console.log(e.name + ': ' + e.message));`;
  const expected = 'DuckDBUnavailable: urnkit.registerUrnFunctions: DuckDB is not installed: it needs the package @duckdb/node-api (an optional peer dependency of urnkit), which `npm install @duckdb/node-api` adds';
  expect(run(process.execPath, ['--input-type=module', '-e', esm]).trim()).toBe(expected);
  expect(run(process.execPath, ['-e', esm.replace(/import \{([^}]*)\} from '([^']*)';/, "const {$1} = require('$2');")]).trim()).toBe(expected);
  expect((packed.peerDependenciesMeta as Record<string, { optional: boolean }>)['@duckdb/node-api']).toEqual({ optional: true });
});

test('the CommonJS build exports plain properties: no getter runs on each urnkit.isValid(s) (issue 23)', () => {
  const getters = "const u = require('urnkit'); console.log(JSON.stringify(Object.keys(u).filter((k) => Object.getOwnPropertyDescriptor(u, k).get)));";
  expect(run(process.execPath, ['-e', getters]).trim()).toBe('[]');
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
  ['node10', 'commonjs', 'node10'],
  ['node16', 'node16', 'node16'],
  ['nodenext', 'nodenext', 'nodenext'],
  ['bundler', 'esnext', 'bundler'],
])('type-checks with moduleResolution %s (no Node types)', (name, module, resolution) => {
  const dir = join(consumer, `ts-${name}`);
  mkdirSync(dir, { recursive: true });
  // node10 reads the subpaths through typesVersions, from a CommonJS file.
  const file = name === 'node10' ? 'index.ts' : 'index.mts';
  writeFileSync(
    join(dir, file),
    `import { parse, tryParse, namespaceSet, type Rfc8141Urn, type UrnParseError, type ErrorCode } from 'urnkit';
import { namespaces } from 'urnkit/namespaces';
import { grammar as isbn } from 'urnkit/namespaces/isbn';
import { registry } from 'urnkit/registry';
import { compare } from 'urnkit/conformance';
import { urnSchema, urnFormats } from 'urnkit/schema';
import { toPattern, type Dialect } from 'urnkit/patterns';
import { registerUrnFunctions, type UrnFunctionsOptions } from 'urnkit/duckdb';
import type { ReferenceEngine } from 'urnkit/reference';
const urn: Rfc8141Urn = parse('urn:ab:c');
const r = tryParse('urn:ab:c', { profile: 'rfc2141', namespaces });
const e: UrnParseError | undefined = r.ok ? undefined : r.error;
const s: string = urn.nss + compare('urn:a:b').summary + String(e?.offset) + Object.keys(urnFormats).join();
const v = urnSchema({ output: 'urn' })['~standard'].validate(s);
const code: ErrorCode | undefined = e?.code === 'input-too-long' ? e.code : undefined;
const duckdbOptions: UrnFunctionsOptions = { profile: 'rfc2141', prefix: 'u_' };
const dialect: Dialect = 're2';
export const out: unknown = [v, null as unknown as ReferenceEngine, namespaceSet([isbn], registry), code, registerUrnFunctions, duckdbOptions, toPattern('rfc8141', { dialect }).length];
`,
  );
  const compilerOptions = { strict: true, noEmit: true, types: [], lib: ['es2022'], target: 'es2022', module, moduleResolution: resolution, skipLibCheck: false };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [file] }));
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  let output = '';
  try {
    run(process.execPath, [tsc, '-p', '.'], dir);
  } catch (e) {
    output = (e as { stdout: string }).stdout;
  }
  expect(output).toBe('');
});

test.each(BUDGETS)('a browser bundle of $id stays within its budget, without apg-js or Node built-ins', async ({ source, budget }) => {
  const bundle = await browserBundle(source);
  expect(bundle.inputs.filter((i) => i.includes('apg-js'))).toEqual([]);
  expect(nodeBuiltins(bundle.inputs)).toEqual([]);
  expect(bundle.gzip).toBeLessThanOrEqual(budget as number);
});

test("urnkit/reference bundles for the browser with apg-js's parser alone, and parses in a context with Web globals only", async () => {
  const bundle = await browserBundle("import 'urnkit/reference'; import { parse, tryParse } from 'urnkit'; globalThis.out = [parse('urn:ab:c?+r', { engine: 'reference' }).rComponent, tryParse('urn:a:b', { engine: 'reference' }).error.offset];", 'iife');
  expect(nodeBuiltins(bundle.inputs)).toEqual([]);
  // The copy bundled into dist/esm/reference.mjs: no apg-js module is imported at run time.
  expect(bundle.inputs.filter((i) => i.includes('node_modules/apg-js'))).toEqual([]);
  expect(bundle.text).toContain('apg-js (https://github.com/ldthomas/apg-js): Copyright (c) 2021 Lowell D. Thomas');
  expect(bundle.text).not.toMatch(/apgApi|apg-conv/);
  const context = createContext({ TextDecoder });
  runInContext(bundle.text, context);
  expect(runInContext('[typeof require, typeof process, typeof Buffer, JSON.stringify(out)].join()', context)).toBe('undefined,undefined,undefined,["r",5]');
  // docs/install.md's size table: about 10 KB over the core's parse (measured as an IIFE here, to run it).
  expect(bundle.gzip).toBeLessThanOrEqual(BUNDLE_CASES.find((c) => c.id === 'reference')?.budget as number);
});

test('urnkit/namespaces/<nid> bundles one namespace grammar: a fraction of urnkit/namespaces, with the same verdicts', async () => {
  const all = await browserBundle("import { namespaces } from 'urnkit/namespaces'; import { isValid } from 'urnkit'; console.log(isValid('urn:isbn:0-306-40615-2', { namespaces }));");
  const one = await browserBundle("import { grammar } from 'urnkit/namespaces/isbn'; import { registry } from 'urnkit/registry'; import { isValid, namespaceSet } from 'urnkit'; console.log(isValid('urn:isbn:0-306-40615-2', { namespaces: namespaceSet([grammar], registry) }));");
  const core = await browserBundle("import { isValid } from 'urnkit'; console.log(isValid('urn:ab:c'));");
  for (const b of [all, one]) expect(nodeBuiltins(b.inputs)).toEqual([]);
  // README.md: all 19 grammars are about 12 times the core; one grammar and the registry, a fraction of that.
  expect(all.gzip / core.gzip).toBeGreaterThan(8);
  expect(one.gzip).toBeLessThan(all.gzip / 3);
  const esm = `
    import { grammar as isbn } from 'urnkit/namespaces/isbn';
    import { grammar as uuid } from 'urnkit/namespaces/uuid';
    import { registry } from 'urnkit/registry';
    import { tryParse, namespaceSet } from 'urnkit';
    const namespaces = namespaceSet([isbn, uuid], registry);
    const r = (s) => { const x = tryParse(s, { namespaces }); return x.ok ? [x.urn.namespace?.kind ?? null, x.urn.warnings.map((w) => w.code)] : x.error.code; };
    console.log(JSON.stringify([r('urn:isbn:0-306-40615-3'), r('urn:isbn:0-306-40615-2'), r('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6'), r('urn:ietf:rfc:2141'), r('urn:nope:x'),
      tryParse('urn:isbn:0-306-40615-3', { namespaces: true }).error.code]));`;
  const expected = JSON.stringify(['invalid-check-digit', ['isbn', []], ['uuid', []], [null, []], [null, ['nid-unregistered']], 'invalid-check-digit']);
  expect(run(process.execPath, ['--input-type=module', '-e', esm]).trim()).toBe(expected);
  const cjs = esm.replace(/import \{([^}]*)\} from '([^']*)';/g, (_m, names: string, from: string) => `const {${names.replace(/ as /g, ': ')}} = require('${from}');`);
  expect(run(process.execPath, ['-e', cjs]).trim()).toBe(expected);
});

test('errors and Urns are recognised across the ESM and CommonJS builds (UrnParseError.is, instanceof)', () => {
  const script = `
    import { createRequire } from 'module';
    import * as esm from 'urnkit';
    import { compileNamespace } from 'urnkit/conformance';
    const cjs = createRequire(process.cwd() + '/x.js')('urnkit');
    const cjsConformance = createRequire(process.cwd() + '/x.js')('urnkit/conformance');
    const fromEsm = esm.tryParse('urn:a:b').error;
    const fromCjs = cjs.tryParse('urn:a:b').error;
    let encoding; try { esm.decodeNss('%C3%28'); } catch (e) { encoding = e; }
    let grammar; try { compileNamespace('x = "a"'); } catch (e) { grammar = e; }
    console.log(JSON.stringify([
      esm.UrnParseError === cjs.UrnParseError,
      cjs.UrnParseError.is(fromEsm), fromEsm instanceof cjs.UrnParseError, esm.UrnParseError.is(fromCjs), fromCjs instanceof esm.UrnParseError,
      cjs.UrnParseError.is(new Error('x')), cjs.UrnParseError.is(null), cjs.UrnParseError.is(encoding),
      cjs.UrnEncodingError.is(encoding), encoding instanceof cjs.UrnEncodingError,
      cjsConformance.GrammarError.is(grammar), grammar instanceof cjsConformance.GrammarError,
      Object.prototype.toString.call(fromEsm),
      cjs.normalize(esm.parse('URN:EX:a%2c')), cjs.partsOf(esm.parse('urn:ex:a#f')).fComponent, cjs.equivalent(esm.parse('urn:ex:a'), cjs.parse('URN:EX:a')),
    ]));`;
  expect(JSON.parse(run(process.execPath, ['--input-type=module', '-e', script]))).toEqual([
    false, true, true, true, true, false, false, false, true, true, true, true, '[object UrnParseError]', 'urn:ex:a%2C', 'f', true,
  ]);
});

test('dist/urnkit.udf.js defines the global urnkit and answers in an empty context (no Web or Node global)', () => {
  const context = createContext({});
  const globals = (): string[] => JSON.parse(runInContext('JSON.stringify(Object.getOwnPropertyNames(globalThis))', context) as string);
  const before = globals();
  expect(before.filter((name) => ['process', 'require', 'Buffer', 'TextDecoder', 'TextEncoder', 'URL', 'setTimeout', 'fetch'].includes(name))).toEqual([]);
  runInContext(readFileSync(join(consumer, 'node_modules', 'urnkit', 'dist', 'urnkit.udf.js'), 'utf8'), context);
  const answer = (code: string): unknown => JSON.parse(runInContext(`JSON.stringify(${code})`, context) as string);
  expect(globals().filter((name) => !before.includes(name))).toEqual(['urnkit']);
  expect(answer('Object.keys(urnkit).sort()')).toEqual(['equivalenceKey', 'isValid', 'normalize', 'tryParse']);
  expect(answer("[urnkit.isValid('urn:ab:c'), urnkit.isValid('urn:a:b'), urnkit.isValid('urn:a:b', { profile: 'rfc2141' })]")).toEqual([true, false, true]);
  expect(answer("urnkit.tryParse('URN:example:a%2c?=q')")).toEqual({
    input: 'URN:example:a%2c?=q',
    valid: true,
    profile: 'rfc8141',
    parts: { nid: 'example', nss: 'a%2c', qComponent: 'q' },
    spans: { nid: { start: 4, end: 11 }, nss: { start: 12, end: 16 }, qComponent: { start: 18, end: 19 } },
    warnings: [],
  });
  expect(answer("urnkit.tryParse('urn:example:a b')")).toMatchObject({
    valid: false,
    error: { code: 'invalid-nss', offset: 13, hint: expect.stringContaining('percent-encode'), suggestions: ['urn:example:a%20b'] },
  });
  expect(answer("[urnkit.normalize('URN:EXAMPLE:a%2c?+r#f'), urnkit.equivalenceKey('urn:EX:a', { profile: 'rfc2141' })]")).toEqual(['urn:example:a%2C', 'rfc2141 urn:ex:a']);
  // The result is a plain record, of the shape the CLI's --json prints: what JSON.stringify gives is all there is.
  expect(answer("Object.getPrototypeOf(urnkit.tryParse('urn:ab:c')) === Object.prototype")).toBe(true);
  const schema = JSON.parse(readFileSync(join(consumer, 'node_modules', 'urnkit', 'schemas', 'result.schema.json'), 'utf8'));
  // The schema is an export of the package too.
  expect(run(process.execPath, ['-e', "console.log(require('urnkit/schemas/result.schema.json').$id)"]).trim()).toBe(schema.$id);
  const ajv = new Ajv2020();
  ajv.addSchema(schema);
  const result = ajv.getSchema(`${schema.$id}#/$defs/result`) as NonNullable<ReturnType<typeof ajv.getSchema>>;
  for (const input of ['urn:ab:c?+r', 'urn:a:b', 'urn:ab:%zz', 'URN:ISBN:0-395-36341-1?s=I2L&c=ToC']) {
    const record = answer(`urnkit.tryParse(${JSON.stringify(input)}, { profile: ${input.includes('?s=') ? "'rfc2141bis'" : "'rfc8141'"} })`);
    expect({ input, valid: result(record), errors: result.errors ?? null }).toEqual({ input, valid: true, errors: null });
  }
});

/**
 * Keys a script run before urnkit may have added to Object.prototype: indexes,
 * the names of urnkit's exports and of module interop. (The fields of a property
 * descriptor, get, set, value and writable, are outside: a descriptor literal
 * inherits them, so they break Object.defineProperty for everyone, Node's own
 * modules and its vm contexts first; and Node reads package.json files with an
 * inherited "0", so the entry points are loaded with named keys only.)
 */
const POLLUTION = "for (const k of ['polluted', 'isValid', 'tryParse', 'normalize', 'equivalenceKey', 'urnkit', 'default', 'exports', '__esModule', 'module', 'namespaces', 'profile', 'strict']) Object.prototype[k] = 'POLLUTED'; Object.prototype.grammarFor = () => undefined;";

test('dist/urnkit.udf.js loads after a script has polluted Object.prototype, and answers as in a clean context', () => {
  const udf = readFileSync(join(consumer, 'node_modules', 'urnkit', 'dist', 'urnkit.udf.js'), 'utf8');
  const calls = "JSON.stringify([urnkit.isValid('urn:ab:c'), urnkit.isValid('urn:a:b'), urnkit.tryParse('URN:example:a%2c?=q'), urnkit.tryParse('urn:example:a b'), urnkit.tryParse('urn:ab:c?s=1', { profile: 'rfc2141bis' }), urnkit.normalize('URN:EXAMPLE:a%2c?+r#f'), urnkit.equivalenceKey('urn:EX:a', { profile: 'rfc2141' })])";
  const clean = createContext({});
  runInContext(udf, clean);
  const polluted = createContext({});
  runInContext(`${POLLUTION} Object.prototype[0] = 'P0'; Object.prototype[1] = () => 1;`, polluted);
  runInContext(udf, polluted);
  expect(runInContext(calls, polluted)).toBe(runInContext(calls, clean));
  // The global is the four functions, frozen.
  expect(runInContext('JSON.stringify([Object.keys(urnkit), Object.isFrozen(urnkit)])', polluted)).toBe('[["isValid","tryParse","normalize","equivalenceKey"],true]');
});

test('every entry point, ESM and CommonJS, loads after Object.prototype was polluted, and answers', () => {
  const entries = ['urnkit', 'urnkit/reference', 'urnkit/namespaces', 'urnkit/registry', 'urnkit/drafts', 'urnkit/conformance', 'urnkit/schema', 'urnkit/namespaces/isbn'];
  const script = `
    ${POLLUTION}
    const { createRequire } = await import('node:module');
    const require = createRequire(process.cwd() + '/');
    const out = [];
    // Node's import of a CommonJS file (urnkit/namespaces/<nid>) adds default, module.exports itself, and nothing else may differ.
    for (const e of ${JSON.stringify(entries)}) {
      const m = await import(e);
      const cjs = require(e);
      out.push([e, Object.keys(m).filter((k) => k !== 'default' || m.default !== cjs).sort().join(), Object.keys(cjs).sort().join()]);
    }
    const esm = await import('urnkit');
    const cjs = require('urnkit');
    const { grammar } = require('urnkit/namespaces/isbn');
    const { registry } = await import('urnkit/registry');
    const set = cjs.namespaceSet([grammar], registry);
    out.push(esm.isValid('urn:ab:c'), cjs.isValid('urn:isbn:0451450524', { namespaces: set }), esm.tryParse('urn:a:b').error.code, cjs.parse('URN:ISBN:0451450523', { namespaces: true }).namespace.isbn13);
    console.log(JSON.stringify(out));`;
  const out = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script]));
  expect(out.slice(0, entries.length).every(([, esm, cjs]: [string, string, string]) => esm !== '' && esm === cjs)).toBe(true);
  expect(out.slice(entries.length)).toEqual([true, false, 'invalid-nid', '9780451450524']);
});

test('the installed bin runs', () => {
  const out = run(join(consumer, 'node_modules', '.bin', 'urnkit'), ['parse', 'urn:isbn:0451450523', '--json']);
  expect(JSON.parse(out)).toMatchObject({ valid: true, parts: { nid: 'isbn', nss: '0451450523' } });
});

test('publint and arethetypeswrong (its default profile: node10, node16, bundler) find nothing wrong', () => {
  expect(() => run(process.execPath, [join(ROOT, 'node_modules', 'publint', 'src', 'cli.js'), '--strict', join(consumer, 'node_modules', 'urnkit')])).not.toThrow();
  const attw = JSON.parse(readFileSync(join(ROOT, 'node_modules', '@arethetypeswrong', 'cli', 'package.json'), 'utf8')).bin.attw;
  expect(() => run(process.execPath, [join(ROOT, 'node_modules', '@arethetypeswrong', 'cli', attw), tarball])).not.toThrow();
});

describe('npm pack', () => {
  test('the packed package.json has no install-time script; the working copy keeps "prepare"', () => {
    const scripts = packed.scripts as Record<string, string>;
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) expect(scripts[hook]).toBeUndefined();
    expect(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))).toEqual(manifest);
  });

  test(`unpacks to at most ${INSTALL.bytes.toLocaleString('en-US')} bytes in at most ${INSTALL.files} files`, () => {
    expect(unpackedSize).toBeLessThanOrEqual(INSTALL.bytes);
    expect(files.length).toBeLessThanOrEqual(INSTALL.files);
    // One copy of each generated module: the ESM build imports dist/generated/ (each namespace grammar and draft in one file there).
    expect(files.filter((f) => f.startsWith('dist/esm/') && /generated|namespaces\//.test(f))).toEqual([]);
    expect(files.filter((f) => /\.(matcher|diagnose|grammar)\.js$/.test(f)).sort()).toEqual(
      ['rfc2141', 'rfc2141bis', 'rfc8141'].flatMap((p) => ['matcher', 'diagnose', 'grammar'].map((k) => `dist/generated/${p}.${k}.js`)).sort(),
    );
  });

  test('ships the build, the grammars, the licence and the changelog, each file once', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'CHANGELOG.md', 'README.md', 'bin/urnkit.js', 'dist/src/index.js', 'dist/src/index.d.ts', 'grammar/rfc8141.abnf']));
    expect(new Set(files).size).toBe(files.length);
    const base = (f: string): string => f.split('/').pop() as string;
    const generated = files.filter((f) => f.includes('generated/'));
    expect(generated.length).toBeGreaterThan(0);
    expect(new Set(generated.map(base)).size).toBe(generated.length);
    expect(files.filter((f) => /^(tests|bench|scripts|src)\//.test(f) || f.startsWith('generated/'))).toEqual([]);
  });

  test('main, types, module, bin, every path of the exports map and of typesVersions are packed files', () => {
    const paths: string[] = [manifest.main, manifest.types, manifest.module, ...Object.values<string>(manifest.bin)];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') paths.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(manifest.exports);
    walk(manifest.typesVersions);
    // A pattern ("./namespaces/*") must match a packed file for every shipped namespace grammar.
    const nids = Object.keys(require('../generated/namespaces/index.js'));
    const expanded = paths.flatMap((p) => (p.includes('*') ? nids.map((nid) => p.replace('*', nid)) : [p]));
    const missing = expanded.map((p) => p.replace(/^\.\//, '')).filter((p) => p !== 'package.json' && !files.includes(p));
    expect(missing).toEqual([]);
    expect(existsSync(join(repo, manifest.main))).toBe(true);
    expect(files).toContain('dist/urnkit.udf.js');
  });
});
