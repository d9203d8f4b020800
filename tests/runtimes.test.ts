/*
 * The core in a runtime without Node APIs: bundled for the browser and run in
 * a vm context that has no require, process, Buffer or module, it gives the
 * same verdicts, codes and offsets as on Node for every spec vector under
 * every profile; the namespace grammars and the draft revisions work once
 * their entries are loaded (before, a clear error), and the reference engine
 * is a clear error, not a crash.
 */
import { PROFILES, REVISIONS, tryParse } from '../src';
import { vectors } from './support/vectors';
import { WebContext, webContext } from './support/web-context';

let context: WebContext;

beforeAll(async () => {
  context = await webContext("export * from './src/index'; export { namespaces } from './src/entries/namespaces';");
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
