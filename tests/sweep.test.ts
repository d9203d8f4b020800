/*
 * Every exported function, called with junk in each argument position, either
 * answers or throws one of urnkit's own errors: a TypeError whose message
 * starts with "urnkit.<name>:", a UrnParseError, UrnEncodingError or
 * GrammarError. Never an internal "Cannot read properties of ..." (issue 18).
 */
import * as core from '../src';
import { UrnEncodingError, UrnParseError } from '../src';
import * as conformance from '../src/entries/conformance';
import { GrammarError } from '../src/entries/conformance';
import * as namespacesEntry from '../src/entries/namespaces';
import * as reference from '../src/entries/reference';
import * as schema from '../src/entries/schema';

/** Every entry point's exports. */
const urnkit = { ...core, ...conformance, ...namespacesEntry, ...reference, ...schema };

const JUNK: unknown[] = [null, undefined, 0, 42, NaN, -1, '', 'urn:ab:c', 'rfc2141', [], ['urn:ab:c'], [1, 2], {}, { profile: 'rfc2141' }, { profile: 42 }, true, Symbol('s'), () => 1, new Date(0), Object.create(null)];

/** A valid call per function: junk replaces one argument at a time. */
const VALID: Record<string, unknown[]> = {
  parse: ['urn:ab:c', {}],
  tryParse: ['urn:ab:c', {}],
  isValid: ['urn:ab:c', {}],
  normalize: ['urn:ab:c', {}],
  equivalent: ['urn:ab:c', 'urn:ab:c', {}],
  equivalenceKey: ['urn:ab:c', {}],
  build: [{ nid: 'ab', nss: 'c' }, {}],
  partsOf: [urnkit.parse('urn:ab:c')],
  withParts: [urnkit.parse('urn:ab:c'), { nss: 'd' }],
  withNid: [urnkit.parse('urn:ab:c'), 'de'],
  withNss: [urnkit.parse('urn:ab:c'), 'd'],
  withRComponent: [urnkit.parse('urn:ab:c'), 'r'],
  withQComponent: [urnkit.parse('urn:ab:c'), 'q'],
  withFComponent: [urnkit.parse('urn:ab:c'), 'f'],
  withQuery: [urnkit.parse('urn:ab:c', { profile: 'rfc2141bis' }), 's=1'],
  withDirectives: [urnkit.parse('urn:ab:c', { profile: 'rfc2141bis' }), []],
  withFragment: [urnkit.parse('urn:ab:c', { profile: 'rfc2141bis' }), 'f'],
  encodeNss: ['a b', {}],
  encodeComponent: ['a b', 'q', {}],
  decodeNss: ['a%20b', {}],
  decodeComponent: ['a%20b', 'q', {}],
  directive: ['urn:ab:c?s=1', 's'],
  directivesNamed: ['urn:ab:c?s=1', 's'],
  isRegisteredKeyword: ['s'],
  serviceRequest: ['urn:ab:c?s=I2L'],
  componentRequest: ['urn:ab:c?c=x'],
  qComponentPairs: ['urn:ab:c?=a=b', {}],
  compare: ['urn:ab:c', { profiles: ['rfc8141'] }],
  history: ['urn:ab:c', { revisions: ['rfc2141', 'rfc2141bis-08'] }],
  // Two names of one grammar: the sweep need not compute a relation.
  revisionRelation: ['rfc2141bis-09', 'rfc2141bis-10'],
  namespaceInfo: ['isbn'],
  catalogEntry: ['isbn'],
  namespaceCatalog: [],
  communityGrammars: [],
  compileNamespace: ['; @namespace acme\n; @source x\n; @start a\na = "x"\n', {}],
  compileNamespaceFile: ['/nonexistent/acme.abnf'],
  checkRegistration: ['Namespace ID: acme\n\nSyntax:\n\n   nss = 1*DIGIT\n\nurn:acme:1\n', {}],
  namespaceSet: [[]],
  registryEntries: [],
  extractUrns: ['see urn:ab:c.', {}],
  urnSchema: [{}],
  addUrnFormats: [{ addFormat: () => undefined }],
};

const ASYNC = new Set(['diffCorpus', 'extractUrnsFromStream']);

function acceptable(name: string, e: unknown): boolean {
  if (e instanceof UrnParseError || e instanceof UrnEncodingError || e instanceof GrammarError) return true;
  if (e instanceof TypeError || e instanceof RangeError) return e.message.startsWith(`urnkit.${name}:`);
  // A file that does not exist is the caller's own error, reported by Node.
  return (e as NodeJS.ErrnoException)?.code === 'ENOENT';
}

const functions = Object.entries(urnkit).filter(([name, v]) => typeof v === 'function' && !/^[A-Z]/.test(name) && !ASYNC.has(name) && name !== 'diffGrammars');

test('every exported function has a valid call in the sweep', () => {
  expect(functions.map(([name]) => name).filter((n) => !(n in VALID))).toEqual([]);
});

test.each(functions.map(([name]) => [name]))('%s: junk in any argument is one of urnkit\'s errors', (name) => {
  const fn = (urnkit as unknown as Record<string, (...a: unknown[]) => unknown>)[name];
  const valid = VALID[name];
  expect(() => fn(...valid)).not.toThrow(TypeError);
  const bad: string[] = [];
  for (let i = 0; i < valid.length; i += 1) {
    for (const junk of JUNK) {
      const args = [...valid];
      args[i] = junk;
      try {
        const result = fn(...args);
        // A lazy iterable (extractUrns) checks its arguments when it is read.
        if (result && typeof result === 'object' && Symbol.iterator in result && typeof result !== 'string') [...(result as Iterable<unknown>)];
      } catch (e) {
        if (!acceptable(name, e)) bad.push(`argument ${i} = ${String(junk)}: ${(e as Error).message}`);
      }
    }
  }
  expect(bad).toEqual([]);
});

test('diffCorpus and diffGrammars: junk is a TypeError naming the function', async () => {
  for (const lines of [null, 42, 'urn:ab:b', {}, undefined]) {
    await expect(urnkit.diffCorpus(lines as never, { from: 'rfc2141', to: 'rfc8141' })).rejects.toThrow(/^urnkit\.diffCorpus: /);
  }
  await expect(urnkit.diffCorpus(['urn:ab:b'], undefined as never)).rejects.toThrow(/^urnkit\.diffCorpus: /);
  await expect(urnkit.diffCorpus(['urn:ab:b'], { from: 'rfc2141' } as never)).rejects.toThrow(/^urnkit\.diffCorpus: option "to"/);
  await expect(urnkit.diffCorpus('urn:ab:b' as never, { from: 'rfc2141', to: 'rfc8141' })).rejects.toThrow('split it into lines');
  for (const [a, b] of [[null, 'rfc8141'], ['rfc8141', 42], [{}, 'rfc8141']]) {
    expect(() => urnkit.diffGrammars(a as never, b as never)).toThrow(/^urnkit\.diffGrammars: /);
  }
});
