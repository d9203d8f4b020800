/*
 * The core in a runtime without Node APIs: bundled for the browser and run in
 * a vm context that has no require, process, Buffer or module, it gives the
 * same verdicts, codes and offsets as on Node for every spec vector under
 * every profile; the namespace grammars and the draft revisions work once
 * their entries are loaded (before, a clear error), and the reference engine
 * is a clear error until urnkit/reference is: bundled with it (apg-js's parser
 * alone), it parses there too. The SQL bundle, which can import nothing, says
 * what it lacks instead.
 */
import { build } from 'esbuild';
import { builtinModules } from 'module';
import { join } from 'path';
import { createContext, runInContext } from 'vm';
import { SCRIPT_BUNDLE } from '../scripts/lib/esm-plugins';
import { PROFILES, REVISIONS, tryParse } from '../src';
import { toPattern } from '../src/entries/patterns';
import { vectors } from './support/vectors';
import { WebContext, webContext } from './support/web-context';

const ROOT = join(__dirname, '..');

let context: WebContext;
let withReference: WebContext;

beforeAll(async () => {
  context = await webContext("export * from './src/index'; export { namespaces } from './src/entries/namespaces';");
  withReference = await webContext("export * from './src/index'; export { referenceEngine } from './src/entries/reference';");
});

const inContext = (code: string): unknown => context.run(code);

test('the context has no Node APIs', () => {
  expect(inContext('[typeof require, typeof process, typeof Buffer, typeof module].join()')).toBe('undefined,undefined,undefined,undefined');
});

test.each(PROFILES)('every vector gives the same result as on Node under %s', (profile) => {
  const inputs = vectors().map((v) => v.input);
  const there = inContext(`(${JSON.stringify(inputs)}).map((s) => { const r = urnkit.tryParse(s, { profile: ${JSON.stringify(profile)} }); return r.ok ? ['ok', r.urn.nss] : [r.error.code, r.error.offset, r.error.message]; })`);
  const here = inputs.map((s) => {
    const r = tryParse(s, { profile });
    return r.ok ? ['ok', r.urn.nss] : [r.error.code, r.error.offset, r.error.message];
  });
  expect(JSON.parse(JSON.stringify(there))).toEqual(here);
});

test('namespace grammars, once urnkit/namespaces is loaded; equivalence and extraction too', () => {
  expect(inContext("urnkit.tryParse('urn:isbn:978-0-306-40615-8', { namespaces: true }).error.code")).toBe('invalid-check-digit');
  expect(inContext("urnkit.normalize('URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', { namespaces: urnkit.namespaces })")).toBe('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
  expect(inContext("[...urnkit.extractUrns('see (urn:example:foo_(bar)).')].map((m) => m.text).join()")).toBe('urn:example:foo_(bar)');
});

test("engine 'reference' without urnkit/reference is a clear error", () => {
  expect(() => inContext("urnkit.tryParse('urn:ab:c', { engine: 'reference' })")).toThrow("engine 'reference' runs apg-js, which the core entry does not load: import 'urnkit/reference' first");
});

describe('urnkit/reference bundled for the browser', () => {
  test('holds apg-js\'s parser, AST and identifiers only: not its generator, converter or command line, and no Node built-in', () => {
    const apg = withReference.inputs.filter((i) => i.includes('apg-js')).map((i) => i.replace(/^.*node_modules\/apg-js\//, ''));
    expect(apg.sort()).toEqual(['src/apg-lib/ast.js', 'src/apg-lib/identifiers.js', 'src/apg-lib/parser.js']);
    expect(withReference.inputs.filter((i) => builtinModules.some((m) => i === m || i === `node:${m}`))).toEqual([]);
  });

  test.each(PROFILES)("engine 'reference' gives what it gives on Node for every vector under %s", (profile) => {
    const inputs = vectors().map((v) => v.input);
    const there = withReference.run(`(${JSON.stringify(inputs)}).map((s) => { const r = urnkit.tryParse(s, { profile: ${JSON.stringify(profile)}, engine: 'reference' }); return r.ok ? ['ok', r.urn.nid, r.urn.nss] : [r.error.code, r.error.offset]; })`);
    const here = inputs.map((s) => {
      const r = tryParse(s, { profile, engine: 'reference' });
      return r.ok ? ['ok', r.urn.nid, r.urn.nss] : [r.error.code, r.error.offset];
    });
    expect(JSON.parse(JSON.stringify(there))).toEqual(here);
  });
});

describe('urnkit/patterns bundled for the browser, alone', () => {
  let patterns: WebContext;
  beforeAll(async () => {
    patterns = await webContext("export { toPattern } from './src/entries/patterns';");
  });

  test('writes the main profiles\' patterns without urnkit/reference: the same as on Node, and no apg-js in the bundle', () => {
    // It threw "import 'urnkit/reference' first" until that entry (apg-js's parser) was in the bundle.
    for (const profile of PROFILES) {
      for (const dialect of ['re2', 'java', 'xsd'] as const) expect(patterns.run(`urnkit.toPattern(${JSON.stringify(profile)}, { dialect: ${JSON.stringify(dialect)} }).pattern`)).toBe(toPattern(profile, { dialect }).pattern);
    }
    expect(patterns.inputs.filter((i) => i.includes('apg-js'))).toEqual([]);
  });
});

test("a draft revision without urnkit/drafts is a clear error, and the core bundle holds none of their grammars", () => {
  expect(() => inContext("urnkit.tryParse('urn:ab:c', { profile: 'rfc2141bis-12' })")).toThrow("urnkit: a draft revision needs urnkit/drafts: import it first");
  expect(context.inputs.filter((i) => /generated\/(drafts|saintandre|rfc2141bis-)/.test(i))).toEqual([]);
});

describe('with urnkit/drafts loaded', () => {
  let drafts: WebContext;
  beforeAll(async () => {
    drafts = await webContext("export * from './src/index'; export { resolveDraft } from './src/entries/drafts';");
  });

  test('every vector gives the same result as on Node under every draft revision, and history() runs', () => {
    const inputs = vectors().map((v) => v.input);
    const names = REVISIONS.map((r) => r.name).filter((n) => !(PROFILES as readonly string[]).includes(n));
    const there = drafts.run(`(${JSON.stringify(names)}).map((p) => (${JSON.stringify(inputs)}).map((s) => { const r = urnkit.tryParse(s, { profile: p }); return r.ok ? ['ok', r.urn.nss] : [r.error.code, r.error.offset, r.error.message]; }))`);
    const here = names.map((p) =>
      inputs.map((s) => {
        const r = tryParse(s, { profile: p });
        return r.ok ? ['ok', r.urn.nss] : [r.error.code, r.error.offset, r.error.message];
      }),
    );
    expect(JSON.parse(JSON.stringify(there))).toEqual(here);
    expect(drafts.run("urnkit.history('urn:example:foo-bar-baz-qux?+cc=uk').verdictChanges")).toBe(4);
  });
});

describe('the SQL bundle (src/entries/udf.ts, bundled as scripts/build-package.ts bundles it) in an empty context', () => {
  let sql: (code: string) => unknown;
  beforeAll(async () => {
    const result = await build({ ...SCRIPT_BUNDLE, entryPoints: [join(ROOT, 'src', 'entries', 'udf.ts')], globalName: 'urnkit', platform: 'neutral', write: false });
    const bare = createContext({});
    runInContext(result.outputFiles[0].text, bare);
    sql = (code) => runInContext(code, bare);
  });

  // A SQL author can import nothing: the error says what the bundle lacks and where SQL finds it, never an import to make.
  test.each([
    ['{ namespaces: true }', 'namespaces'],
    ["{ profile: 'rfc2141bis-12' }", 'profile rfc2141bis-12'],
    ["{ engine: 'reference' }", "engine 'reference'"],
  ])('%s: the bundle carries neither the draft revisions nor the namespace grammars, and docs/sql.md says what does', (options, asked) => {
    for (const call of [`urnkit.isValid('urn:ab:c', ${options})`, `urnkit.tryParse('urn:ab:c', ${options})`]) {
      let message = '';
      try {
        sql(call);
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toMatch(/^urnkit: the SQL bundle \(urnkit\.udf\.js\) carries neither the draft revisions nor the namespace grammars .*docs\/sql\.md/);
      expect(message.endsWith(`(asked: ${asked})`)).toBe(true);
      expect(message).not.toMatch(/import/);
    }
    expect(sql("urnkit.isValid('urn:ab:c')")).toBe(true);
  });
});
