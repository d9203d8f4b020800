/*
 * The core in a runtime without Node APIs: bundled for the browser and run in
 * a vm context that has no require, process, Buffer or module, it gives the
 * same verdicts, codes and offsets as on Node for every spec vector under
 * every profile; the namespace grammars work once their entry is loaded, and
 * the reference engine is a clear error, not a crash.
 */
import { build } from 'esbuild';
import { join } from 'path';
import { createContext, runInContext } from 'vm';
import { PROFILES, tryParse } from '../src';
import { vectors } from './support/vectors';

const ROOT = join(__dirname, '..');

let context: ReturnType<typeof createContext>;

beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: "export * from './src/index'; export { namespaces } from './src/entries/namespaces';",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'urnkit',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    plugins: [{ name: 'esm-loader', setup: (b) => b.onResolve({ filter: /\/node-loader$/ }, () => ({ path: join(ROOT, 'src', 'engine', 'node-loader.esm.mjs') })) }],
  });
  // Only what the language gives, and the one Web global the stream reader uses.
  context = createContext({ TextDecoder });
  runInContext(result.outputFiles[0].text, context);
});

const inContext = (code: string): unknown => runInContext(code, context);

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
