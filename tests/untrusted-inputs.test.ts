/*
 * API inputs are untrusted too (issue 25, item 7): an array option is read as
 * it is at each call, nothing inherited from Object.prototype changes a
 * result or breaks loading, every exported function rejects a wrong-typed
 * argument with a TypeError, and file names are echoed escaped. And the CLI's
 * --jobs workers get a liveness check (item 6).
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Readable } from 'stream';
import * as core from '../src';
import { directive, directivesNamed, isRegisteredKeyword, isValid, tryParse } from '../src';
import * as conformance from '../src/entries/conformance';
import { compare, compileNamespace, GrammarError } from '../src/entries/conformance';
import * as namespacesEntry from '../src/entries/namespaces';
import * as draftsEntry from '../src/entries/drafts';
import * as schema from '../src/entries/schema';
import { run } from '../src/cli/main';
import { CORES, LIVENESS } from '../src/cli/parallel';
import type { NamespaceGrammar } from '../src/namespaces/types';
import { TS_CHILD } from './support/child';
import { cli } from './support/cli';

const ROOT = join(__dirname, '..');
const nsGrammar = (nid: string, nss: string): NamespaceGrammar => compileNamespace(`; @namespace ${nid}\n; @source test\n; @start nss\nnss = ${nss}\n`);
/** urn:yy: NSSs of one "a" and more "b"s. */
const yy = nsGrammar('yy', '"a" *"b"');

describe('an array passed as the namespaces option is read at each call', () => {
  test('the reproduction: a grammar pushed after a first call takes effect; removed, it stops', () => {
    const arr: NamespaceGrammar[] = [];
    // No grammar for yy: only the profile's rules.
    expect(isValid('urn:yy:ab', { namespaces: arr })).toBe(true);
    expect(isValid('urn:yy:xx', { namespaces: arr })).toBe(true);
    arr.push(yy);
    expect([isValid('urn:yy:ab', { namespaces: arr }), isValid('urn:yy:xx', { namespaces: arr })]).toEqual([true, false]);
    expect(tryParse('urn:yy:xx', { namespaces: arr }).ok).toBe(false);
    arr.pop();
    expect(isValid('urn:yy:xx', { namespaces: arr })).toBe(true);
  });

  test('an element replaced by something else is refused at the next call', () => {
    const arr: unknown[] = [yy];
    expect(isValid('urn:yy:ab', { namespaces: arr as NamespaceGrammar[] })).toBe(true);
    arr[0] = { nid: 'yy' };
    expect(() => isValid('urn:yy:ab', { namespaces: arr as NamespaceGrammar[] })).toThrow(/^urnkit\.isValid: option "namespaces"\[0\] must be a namespace grammar/);
  });
});

describe('nothing inherited from Object.prototype changes a result', () => {
  const proto = Object.prototype as Record<string, unknown>;
  afterEach(() => {
    for (const k of ['grammarFor', 'registered', 'with', 'qComponent', 'rComponent', 'nid', 'matcher']) delete proto[k];
  });

  test('the reproduction: grammarFor, registered and with on Object.prototype do not make an array a namespace set', () => {
    const example = nsGrammar('example', '"a" 3DIGIT');
    const before = [isValid('urn:example:a123', { namespaces: [example] }), isValid('urn:example:b', { namespaces: [example] })];
    proto.grammarFor = () => undefined;
    proto.registered = () => false;
    proto.with = () => ({});
    expect([isValid('urn:example:a123', { namespaces: [example] }), isValid('urn:example:b', { namespaces: [example] })]).toEqual(before);
    expect(before).toEqual([true, false]);
    // An object that has the methods only by inheritance is not a namespace set either.
    expect(() => isValid('urn:example:a123', { namespaces: {} as never })).toThrow(TypeError);
  });

  test('a namespace grammar is recognised by its own properties only', () => {
    proto.matcher = yy.matcher;
    proto.nid = 'yy';
    const fake = { aliases: [], meta: yy.meta, diagnoser: yy.diagnoser, grammar: yy.grammar };
    expect(() => isValid('urn:yy:ab', { namespaces: [fake] as never })).toThrow(/option "namespaces"\[0\] must be a namespace grammar/);
  });

  test('the reproduction: compare reads only the parts a profile has', () => {
    const before = compare('urn:a:b', ['rfc2141']);
    proto.qComponent = 'Q';
    proto.rComponent = 'R';
    const after = compare('urn:a:b', ['rfc2141']);
    expect(after).toEqual(before);
    expect(after.results[0].parts).toEqual({ nid: 'a', nss: 'b' });
    expect(after.summary).not.toMatch(/\bQ\b|q-component/);
  });

  test('the reproduction: with Object.prototype[0] set before the first parse, every entry loads and answers as without it', () => {
    const script = (pollute: boolean): string => `
      const api = require('./src');
      const { compare } = require('./src/entries/conformance');
      ${pollute ? "Object.prototype[0] = 'POLLUTED'; Object.prototype[1] = 'P1'; Object.prototype.grammarFor = () => undefined; Object.prototype.registered = () => true; Object.prototype.with = () => 0;" : ''}
      const out = [];
      const inputs = ['urn:example:a123', 'URN:ISBN:0451450523', 'urn:isbn:0451450524', 'urn:ex:a?+r?=q#f', 'urn:ex:%zz', 'urn:', 'urn:ab:c?s=1&s=2', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', 'urn:iso:std:iso:9999:-1#x', 'urn:ietf:rfc:2648', 'urn:ex:a b'];
      for (const s of inputs) for (const profile of ['rfc2141', 'rfc2141bis', 'rfc8141']) for (const namespaces of [false, true]) for (const engine of ['fast', 'reference']) {
        const r = api.tryParse(s, { profile, namespaces, engine });
        out.push(r.ok ? JSON.stringify(r.urn) + JSON.stringify(r.urn.namespace) : [r.error.code, r.error.offset, r.error.message, r.error.hint, r.error.suggestions.join(' ')].join('|'));
        out.push(api.isValid(s, { profile, namespaces, engine }));
      }
      out.push(api.normalize('URN:ISBN:0-451-45052-3', { namespaces: true }), JSON.stringify(compare('urn:a:b?=q')), JSON.stringify(api.extractUrns('see urn:isbn:0451450523 and <urn:ex:a?b>')));
      // The draft revisions load on first use too (urnkit/drafts, their grammars, both engines).
      for (const s of ['urn:example:a//b?c', 'urn:abc:c?+rr:s', 'urn:ex:%zz']) for (const profile of ['rfc2141bis-08', 'rfc2141bis-15', 'saintandre-00']) for (const engine of ['fast', 'reference']) {
        const r = api.tryParse(s, { profile, engine });
        out.push(r.ok ? JSON.stringify(r.urn) : [r.error.code, r.error.offset, r.error.message].join('|'));
      }
      out.push(JSON.stringify(api.history('urn:example:foo-bar-baz-qux?+cc=uk')));
      console.log(JSON.stringify(out));
    `;
    const child = (pollute: boolean) => spawnSync(process.execPath, [...TS_CHILD, '-e', script(pollute)], { cwd: ROOT, encoding: 'utf8' });
    const [clean, polluted] = [child(false), child(true)];
    expect(polluted.stderr).toBe('');
    expect(clean.stderr).toBe('');
    expect(JSON.parse(polluted.stdout)).toEqual(JSON.parse(clean.stdout));
  }, 120_000);
});

describe('every exported function rejects a wrong-typed argument with a TypeError', () => {
  test.each([
    ['directive(urn, 42)', () => directive('urn:ab:c?s=1', 42 as never), 'urnkit.directive: the keyword must be a string, got number 42'],
    ['directivesNamed(urn, null)', () => directivesNamed('urn:ab:c?s=1', null as never), 'urnkit.directivesNamed: the keyword must be a string, got null'],
    ['isRegisteredKeyword(["s"])', () => isRegisteredKeyword(['s'] as never), 'urnkit.isRegisteredKeyword: the keyword must be a string, got an array'],
  ])('%s', (_name, call, message) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
  });

  // Every function of every entry point, given a symbol (which no parameter takes), but those that take no argument.
  const NO_ARGUMENT = new Set(['registryEntries', 'communityGrammars', 'namespaceCatalog']);
  const entries: Record<string, unknown> = { ...core, ...conformance, ...namespacesEntry, ...draftsEntry, ...schema };
  const functions = Object.entries(entries).filter(([name, f]) => typeof f === 'function' && /^[a-z]/.test(name) && !NO_ARGUMENT.has(name));
  test("the list holds the drafts' functions: history, revisionRelation, resolveDraft", () => {
    expect(functions.map(([name]) => name)).toEqual(expect.arrayContaining(['history', 'revisionRelation', 'resolveDraft']));
  });

  test.each(functions)('%s(Symbol())', async (_name, f) => {
    const call = (): unknown => (f as (...args: unknown[]) => unknown)(Symbol('wrong'), Symbol('wrong'));
    let outcome: unknown;
    try {
      // An async function (diffCorpus) rejects rather than throws.
      await call();
    } catch (e) {
      outcome = e;
    }
    expect(outcome).toBeInstanceOf(TypeError);
  });
});

describe('file names are escaped wherever they are echoed', () => {
  const evil = 'x\u001b[31m\u009b\u202e.abnf';

  test('in a GrammarError', () => {
    let error: GrammarError | undefined;
    try {
      compileNamespace('; @namespace x\n; @start nss\nnss = 1*(\n', { name: evil });
    } catch (e) {
      error = e as GrammarError;
    }
    expect(error?.diagnostics[0]).toMatch(/^"x\\u001b\[31m\\u009b\\u202e\.abnf":1: /);
    expect(error?.message).not.toMatch(/[\u001b\u009b\u202e]/);
  });

  test('by the CLI: a grammar that does not compile, a path that cannot be read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-echo-'));
    try {
      writeFileSync(join(dir, evil), '; @namespace x\n; @source s\n; @start nss\nnss = nss "a"\n');
      const compiled = await cli(['grammar', 'compile', join(dir, evil), '--out', join(dir, 'out')]);
      expect(compiled.code).toBe(2);
      expect(compiled.stderr).toMatch(/^urnkit grammar compile: "x\\u001b\[31m\\u009b\\u202e\.abnf":4: rule "nss" is left-recursive/);
      const missing = await cli(['validate', join(dir, `${evil}.missing`)]);
      for (const r of [compiled, missing]) expect(r.stderr + r.stdout).not.toMatch(/[\u001b\u009b\u202e]/);
      const diff = await cli(['diff', '--grammar', join(dir, evil), '--grammar', 'rfc8141']);
      expect(diff.stderr + diff.stdout).not.toMatch(/[\u001b\u009b\u202e]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('--jobs: a worker that does not answer in time ends the command with one line, exit 70', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'urnkit-hung-'));
  const saved = { ...LIVENESS };
  const idle = CORES.idle;
  try {
    // Cores counted free whatever the machine's load, so that --jobs 2 starts its worker.
    CORES.idle = () => Infinity;
    // A worker that reads its chunks and never answers.
    LIVENESS.script = join(dir, 'hung.js');
    writeFileSync(LIVENESS.script, "require('worker_threads').parentPort.on('message', () => undefined);\n");
    LIVENESS.baseMs = 300;
    let stderr = '';
    const code = await run(['validate', '--jobs', '2'], {
      stdout: () => undefined,
      stderr: (t) => {
        stderr += t;
      },
      stdin: Readable.from([Array.from({ length: 5000 }, (_, i) => `urn:ab:${i}`).join('\n')]),
      stderrIsTTY: false,
    });
    expect(code).toBe(70);
    expect(stderr).toMatch(/^urnkit validate: a worker thread did not answer within 0\.\d s \(--jobs\); stopped\n$/);
  } finally {
    Object.assign(LIVENESS, saved);
    delete LIVENESS.script;
    CORES.idle = idle;
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
