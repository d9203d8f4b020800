/*
 * Everything shared that the public API hands out is frozen, or a fresh copy
 * per call: a walk from every export of every entry point (urnkit,
 * urnkit/namespaces, /reference, /registry, /drafts, /conformance, /schema,
 * and each urnkit/namespaces/<nid> made as its entry makes it) through own
 * data properties and getters, and through the results of the functions that
 * hand out tables (a grammar by NID, its diagnoser and apg-js grammar object,
 * the registry entries, a draft's resolution, ...), each reached twice: an
 * object reached the same both times is shared and must be frozen; one that
 * differs is a copy, whose contents are walked the same way. A function's own
 * data properties are walked too (a class's statics; the prototype of a class
 * holds its methods and stays as JavaScript leaves it). A parsed Urn and its
 * parts are left to the Urn's own tests. Then the reproduction:
 * mutating a shipped grammar throws in strict mode and changes no result.
 */
import { join } from 'path';
import * as urnkit from '../src';
import * as conformance from '../src/entries/conformance';
import * as drafts from '../src/entries/drafts';
import * as namespacesEntry from '../src/entries/namespaces';
import * as reference from '../src/entries/reference';
import * as registryEntry from '../src/entries/registry';
import * as schema from '../src/entries/schema';
import { grammarOfEntry, IndexEntry } from '../src/namespaces/indexed';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const INDEX: Record<string, IndexEntry> = require('../generated/namespaces/index.js');

const NIDS = [...namespacesEntry.SHIPPED_NAMESPACES, ...namespacesEntry.COMMUNITY_NAMESPACES];
const DRAFTS = urnkit.REVISION_NAMES.filter((name) => name.includes('-') && name !== 'rfc2141bis-03');
const ACME = '; @namespace acme\n; @source ACME registration s.1\n; @start nss\n; @check isbn10 nss\nnss = 9DIGIT ( DIGIT / "X" )\n';

/** The base class of urnkit's Urns, which urnkit/drafts extends (src/urn.ts), as a Urn's prototype chain gives it. */
function urnBase(): unknown {
  let c = Object.getPrototypeOf(urnkit.parse('urn:ab:c')).constructor;
  while (Object.getPrototypeOf(c) !== Function.prototype) c = Object.getPrototypeOf(c);
  return c;
}

/**
 * What each function that hands out shared objects is called with, by its
 * name (the last step of its path): the walk reaches each result twice.
 */
const CALLS: Record<string, () => unknown[][]> = {
  grammarFor: () => NIDS.map((nid) => [nid]),
  registered: () => [['isbn']],
  with: () => [[]],
  diagnoser: () => [[]],
  grammar: () => [[]],
  profileGrammar: () => urnkit.PROFILES.map((p) => [p]),
  registryEntries: () => [[]],
  namespaceCatalog: () => [[]],
  communityGrammars: () => [[]],
  catalogEntry: () => NIDS.map((nid) => [nid]),
  namespaceInfo: () => ['isbn', 'uuid', 'example'].map((nid) => [nid]),
  namespaceSet: () => [[[]]],
  resolveDraft: () => DRAFTS.map((name) => [name, urnBase()]),
  compileNamespace: () => [[ACME]],
  compileNamespaceFile: () => [[join(__dirname, '..', 'grammar', 'namespaces', 'isbn.abnf')]],
  revisionRelation: () => [['rfc2141', 'rfc8141']],
  compare: () => [['urn:ab:c?+r']],
  diffCorpus: () => [[['urn:ab:c', 'urn:a:b'], { from: 'rfc2141', to: 'rfc8141' }]],
  diffGrammars: () => [['rfc2141', 'rfc8141', { derivations: 20, mutations: 20 }]],
  history: () => [['urn:example:a?+r']],
  urnSchema: () => [[]],
  qComponentPairs: () => [['urn:ab:c?=a=1&b']],
  directivesNamed: () => [['urn:ab:c?x=1&x=2', 'x']],
  directive: () => [['urn:ab:c?s=n2l', 's']],
  serviceRequest: () => [['urn:ab:c?s=N2L']],
  referenceParse: () => [[namespacesEntry.namespaces.grammarFor('isbn'), '0451450523']],
  locate: () => [['urn:a:b']],
  diagnose: () => [['urn:a:b']],
  validate: () => [['urn:ab:c'], [42]],
  checkRegistration: () => [['Namespace Identifier: widgets\n\nDeclaration of syntactic structure:\n\n  nss = 1*ALPHA\n\nExample: urn:widgets:abc\n']],
};

/**
 * The functions not called, by name: each returns primitives, a parsed Urn or
 * an error (a Urn's own tests hold those), or writes into an array its caller
 * gives (a matcher's match), and its arguments need a Urn or a stream.
 */
const NOT_CALLED = new Set([
  // Primitives: a verdict, a text, a code.
  'isValid', 'normalize', 'equivalent', 'equivalenceKey', 'encodeNss', 'encodeComponent', 'decodeNss', 'decodeComponent', 'isRegisteredKeyword', 'componentRequest', 'toString', 'is', '[Symbol.hasInstance]', 'limitOffset',
  // A parsed Urn or an error (a Urn's own tests), or an iterator of matches of them.
  'parse', 'tryParse', 'build', 'partsOf', 'withParts', 'withNid', 'withNss', 'withRComponent', 'withQComponent', 'withFComponent', 'withQuery', 'withDirectives', 'withFragment', 'extractUrns', 'extractUrnsFromStream', 'UrnParseError', 'UrnEncodingError', 'GrammarError',
  // A matcher writes into the caller's array and returns a count; a profile's rule reads a Urn.
  'match', 'capture', 'create', 'check',
  // Returns the ajv instance it is given.
  'addUrnFormats',
  // A grammar's named view: makes a fresh frozen view of a match (tests/views.test.ts holds each).
  'Symbol(urnkit.namedView)',
  // A hint kind's test and message (tests/hints.test.ts holds each).
  'hint', 'applies',
]);

interface Problem {
  path: string;
  what: string;
}

function walk(roots: Record<string, unknown>): { problems: Problem[]; visited: number; calls: Set<string> } {
  const problems: Problem[] = [];
  const seen = new WeakSet<object>();
  const called = new Set<string>();
  let visited = 0;
  const isObject = (v: unknown): v is object => (typeof v === 'object' && v !== null) || typeof v === 'function';
  const isClass = (f: object): boolean => typeof f === 'function' && /^class\b/.test(Function.prototype.toString.call(f));
  // `a` and `b`: the same place reached twice (by two calls, or two reads of a getter).
  const todo: [unknown, unknown, string][] = Object.entries(roots).map(([path, v]) => [v, v, path]);
  while (todo.length) {
    const [a, b, path] = todo.pop() as [unknown, unknown, string];
    if (!isObject(a)) continue;
    if (seen.has(a)) continue;
    seen.add(a);
    if (a === b && typeof a !== 'function' && !Object.isFrozen(a)) problems.push({ path, what: `${Object.prototype.toString.call(a)} shared and not frozen` });
    visited += 1;
    for (const key of Reflect.ownKeys(a)) {
      // A function's prototype: a class's holds its methods; a plain function's is unused.
      if (typeof a === 'function' && key === 'prototype') continue;
      const d = Object.getOwnPropertyDescriptor(a, key) as PropertyDescriptor;
      const at = `${path}.${String(key)}`;
      const other = isObject(b) ? (Object.getOwnPropertyDescriptor(b, key) ?? d) : d;
      if ('value' in d) todo.push([d.value, other.value, at]);
      else if (d.get && key !== Symbol.toStringTag) todo.push([d.get.call(a), (other.get ?? d.get).call(b), at]);
    }
    if (typeof a !== 'function' || isClass(a)) continue;
    // A symbol's name holds dots of its own (Symbol(urnkit.namedView)).
    const name = path.endsWith(')') && path.includes('.Symbol(') ? path.slice(path.lastIndexOf('.Symbol(') + 1) : path.slice(path.lastIndexOf('.') + 1);
    // Three calls deep at most: a set's with() makes a set, whose with() makes another.
    if (Object.prototype.hasOwnProperty.call(CALLS, name) && path.split('(').length <= 3) {
      called.add(name);
      // None of them reads `this`: the tables' functions are closures.
      for (const args of CALLS[name]()) {
        const call = (): unknown => (a as (...x: unknown[]) => unknown)(...args);
        todo.push([call(), call(), `${path}(${args.map((x) => (typeof x === 'string' ? JSON.stringify(x.slice(0, 20)) : typeof x)).join(', ')})`]);
      }
    } else if (!Object.prototype.hasOwnProperty.call(CALLS, name) && !NOT_CALLED.has(name)) problems.push({ path, what: 'a function neither called (CALLS) nor listed (NOT_CALLED)' });
  }
  return { problems, visited, calls: called };
}

test('every object reachable from every export of every entry point is frozen or a fresh copy per call', () => {
  const perNid = Object.fromEntries(Object.keys(INDEX).map((nid) => [`urnkit/namespaces/${nid}.grammar`, grammarOfEntry(nid, INDEX[nid], { shipped: true })]));
  const roots: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries(urnkit).map(([k, v]) => [`urnkit.${k}`, v])),
    ...Object.fromEntries(Object.entries(namespacesEntry).map(([k, v]) => [`urnkit/namespaces.${k}`, v])),
    ...Object.fromEntries(Object.entries(reference).map(([k, v]) => [`urnkit/reference.${k}`, v])),
    ...Object.fromEntries(Object.entries(registryEntry).map(([k, v]) => [`urnkit/registry.${k}`, v])),
    ...Object.fromEntries(Object.entries(drafts).map(([k, v]) => [`urnkit/drafts.${k}`, v])),
    ...Object.fromEntries(Object.entries(conformance).map(([k, v]) => [`urnkit/conformance.${k}`, v])),
    ...Object.fromEntries(Object.entries(schema).map(([k, v]) => [`urnkit/schema.${k}`, v])),
    ...perNid,
  };
  const { problems, visited, calls } = walk(roots);
  expect(problems.slice(0, 20)).toEqual([]);
  // The walk went where the tables are: every call was made, over many thousands of objects.
  expect([...calls].sort()).toEqual(Object.keys(CALLS).sort());
  expect(visited).toBeGreaterThan(25_000);
});

describe("the issue's reproduction: a shared table cannot be changed", () => {
  // An ISBN-13 whose check digit is wrong (8, not 7).
  const BAD = 'urn:isbn:978-0-306-40615-8';
  const checked = (): [string | undefined, boolean] => {
    const r = urnkit.tryParse(BAD, { namespaces: namespacesEntry.namespaces });
    return [r.ok ? undefined : r.error.code, urnkit.isValid(BAD, { namespaces: true })];
  };

  test('emptying isbn\'s checks throws (strict mode), and tryParse and isValid still check the digit', () => {
    expect(checked()).toEqual(['invalid-check-digit', false]);
    const g = namespacesEntry.namespaces.grammarFor('isbn') as urnkit.NamespaceGrammar;
    expect(() => {
      (g.meta.namespace.checks as unknown[]).length = 0;
    }).toThrow(TypeError);
    expect(() => {
      (g.meta.namespace as { checks: unknown }).checks = [];
    }).toThrow(TypeError);
    expect(() => {
      (g.matcher as { match: unknown }).match = () => 1;
    }).toThrow(TypeError);
    expect(checked()).toEqual(['invalid-check-digit', false]);
  });

  test("RegExp.prototype.compile rewrites even a frozen expression before it throws: urnkit runs its own copy of each", () => {
    const isbn = namespacesEntry.namespaces.grammarFor('isbn') as urnkit.NamespaceGrammar;
    const profile = drafts.resolveDraft('rfc2141bis-22', urnBase() as never).compiled.matcher;
    // A profile's matcher hands out its verdict expression too (isValid's test, src/patterns/verdict.ts).
    for (const pattern of [isbn.matcher.pattern, profile.pattern, profile.verdict] as RegExp[]) {
      expect(() => pattern.compile('^')).toThrow(TypeError);
      // The handed-out expression did change (the language's doing), and matches everything now.
      expect(pattern.test('anything')).toBe(true);
    }
    expect(checked()).toEqual(['invalid-check-digit', false]);
    expect([urnkit.isValid('urn:a:b'), urnkit.isValid('urn:isbn:x', { namespaces: true }), urnkit.isValid('urn:ab:c')]).toEqual([false, false, true]);
    expect([urnkit.isValid('urn:a:b', { profile: 'rfc2141bis-22' }), urnkit.isValid('urn:ab:c', { profile: 'rfc2141bis-22' })]).toEqual([false, true]);
  });
});
