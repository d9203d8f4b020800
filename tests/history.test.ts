/*
 * The history of URN syntax: relations between the revisions' languages,
 * computed from the grammars, with witnesses each engine must agree with; the
 * automaton's exact reading of every grammar against its matcher; history()
 * and `urnkit history`; `urnkit diff --relation`; and the features defined
 * only for the main profiles refusing a draft with a TypeError.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { build, encodeNss, equivalenceKey, equivalent, history, normalize, parse, partsOf, REVISIONS, RevisionName, withParts } from '../src';
import { ruleAutomaton, Nfa } from '../src/compile/automaton';
import { has } from '../src/compile/charset';
import { revisionRelation } from '../src/entries/conformance';
import { referenceEngine } from '../src/entries/reference';
import { urnSchema } from '../src/entries/schema';
import { formatHistory, formatRevisions } from '../src/history/format';
import type * as HistoryModule from '../src/history/history';
import { splitOf } from '../src/history/history';
import { compiledProfile } from '../src/profiles/compiled';
import { exhaustive } from '../scripts/lib/fuzz';
import { cli } from './support/cli';
import { freshly } from './support/fresh';

/** Whether a grammar (both engines) accepts `s`: the generated matcher and apg-js. */
function grammarAccepts(revision: RevisionName, s: string): boolean {
  const c = compiledProfile(revision);
  const fast = c.matcher.match(s, []) >= 0;
  const reference = referenceEngine.referenceParse(c, s).ok;
  if (fast !== reference) throw new Error(`${revision} engines disagree on ${JSON.stringify(s)}`);
  return fast;
}

describe('relations between consecutive revisions, as read from their ABNF', () => {
  // What each draft's ABNF says, pair by pair (the witnesses are checked below, not pasted).
  const EXPECTED: string[] = [
    'rfc2141 incomparable saintandre-00', // 1-character NIDs vs "&" and "~"
    'saintandre-00 subset rfc2141bis', // -03 adds query and fragment to the same NSS
    'rfc2141bis subset rfc2141bis-07', // RFC 3986 query for urn-query
    'rfc2141bis-07 subset rfc2141bis-08', // the p-component
    'rfc2141bis-08 equal rfc2141bis-09', // one ABNF text
    'rfc2141bis-09 equal rfc2141bis-10',
    'rfc2141bis-10 equal rfc2141bis-11', // the p-component moved into assigned-name: the same strings
    'rfc2141bis-11 incomparable rfc2141bis-12', // empty query vs "/" in the NSS
    'rfc2141bis-12 superset rfc2141bis-13', // word/phrase forbids "?" at the end and "??" inside
    'rfc2141bis-13 subset rfc2141bis-14', // reverted to -12's rules
    'rfc2141bis-14 incomparable rfc2141bis-15', // "?" vs "?=" and "?+"
    'rfc2141bis-15 subset rfc2141bis-16', // resolverID ":" dropped
    'rfc2141bis-16 equal rfc2141bis-17',
    'rfc2141bis-17 subset rfc2141bis-18', // the q-component ends only at "#"
    'rfc2141bis-18 equal rfc2141bis-19',
    'rfc2141bis-19 equal rfc2141bis-20',
    'rfc2141bis-20 equal rfc2141bis-21',
    'rfc2141bis-21 equal rfc2141bis-22',
    'rfc2141bis-22 equal rfc8141',
  ];

  const pairs = REVISIONS.slice(1).map((r, i) => [REVISIONS[i].name, r.name] as const);

  test.each(pairs.map(([a, b], i) => [a, b, EXPECTED[i]]))('%s -> %s: %s, witnesses accepted by one grammar and rejected by the other (both engines)', (a, b, expected) => {
    const r = revisionRelation(a, b);
    expect(`${a} ${r.relation} ${b}`).toBe(expected);
    expect(r.onlyFrom === null).toBe(r.relation === 'equal' || r.relation === 'subset');
    expect(r.onlyTo === null).toBe(r.relation === 'equal' || r.relation === 'superset');
    if (r.onlyFrom !== null) expect([grammarAccepts(a, r.onlyFrom), grammarAccepts(b, r.onlyFrom)]).toEqual([true, false]);
    if (r.onlyTo !== null) expect([grammarAccepts(a, r.onlyTo), grammarAccepts(b, r.onlyTo)]).toEqual([false, true]);
  });

  test('witnesses are shortest: no shorter string separates the two (every string up to it, over the characters it uses)', () => {
    for (const [a, b] of [['rfc2141bis-12', 'rfc2141bis-13'], ['rfc2141bis-15', 'rfc2141bis-16']] as const) {
      const w = revisionRelation(a, b).onlyFrom ?? revisionRelation(a, b).onlyTo;
      expect(w).not.toBeNull();
      const tail = (w as string).slice('urn:aa:'.length);
      const alphabet = [...new Set([...tail, '?', '+', '=', 'a'])];
      for (const s of exhaustive('urn:aa:', tail.length - 1, alphabet)) expect(grammarAccepts(a, s)).toBe(grammarAccepts(b, s));
    }
  });

  test('the other way round and across the whole history, every pair that is not equal has its witnesses', () => {
    for (const [a, b] of [['rfc8141', 'rfc2141'], ['rfc2141bis-22', 'rfc2141bis-07'], ['saintandre-00', 'rfc8141']] as const) {
      const r = revisionRelation(a, b);
      for (const [w, inA] of [[r.onlyFrom, true], [r.onlyTo, false]] as const) {
        if (w !== null) expect([grammarAccepts(a, w), grammarAccepts(b, w)]).toEqual([inA, !inA]);
      }
    }
    expect(revisionRelation('rfc2141bis-03', 'rfc2141bis')).toMatchObject({ relation: 'equal', grammars: ['rfc2141bis', 'rfc2141bis'] });
  });

  test('an unknown revision is a TypeError', () => {
    expect(() => revisionRelation('rfc9999' as RevisionName, 'rfc8141')).toThrow(/^urnkit\.revisionRelation: the first revision must be one of/);
  });
});

/** Whether the automaton accepts `s` (a subset simulation, written here apart from src/compile/automaton.ts). */
function nfaAccepts(nfa: Nfa, s: string): boolean {
  const close = (states: number[]): Set<number> => {
    const seen = new Set(states);
    const stack = [...states];
    while (stack.length) for (const t of nfa.eps[stack.pop() as number]) if (!seen.has(t)) seen.add(t), stack.push(t);
    return seen;
  };
  let now = close([nfa.start]);
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    const next: number[] = [];
    for (const x of now) for (const m of nfa.moves[x]) if (has(m.set, c)) next.push(m.to);
    now = close(next);
  }
  return now.has(nfa.accept);
}

describe('the exact reading of every grammar (look-aheads as conditions on what follows) accepts what its matcher accepts', () => {
  const grammars = [...new Set(REVISIONS.map((r) => r.grammar))];
  const inputs = [
    ...exhaustive('urn:a1:x', 4, ['a', '/', '?', '+', '=', '#', ':', '%', '-']),
    ...exhaustive('urn:', 4, ['a', '-', ':', 'x']),
    ...['urn:a-b-c:x', 'urn:ab-:x', `urn:${'a'.repeat(32)}:x`, `urn:${'a'.repeat(33)}:x`, 'urn:aa:a?=q?+rr:s?=t', 'urn:aa:a?+rr:s?=q?+x', 'urn:aa:a%2f', 'urn:aa:a%2', 'urn:aa:a?s=1&c=2'],
  ];

  test.each(grammars)('%s', (grammar) => {
    const c = compiledProfile(grammar as RevisionName);
    const rules = c.grammar().rules;
    const nfa = ruleAutomaton(rules, rules.findIndex((r) => r.name === c.meta.start), 'exact') as Nfa;
    expect(nfa).not.toBeNull();
    const wrong = inputs.filter((s) => nfaAccepts(nfa, s) !== c.matcher.match(s, []) >= 0);
    expect(wrong).toEqual([]);
  });
});

describe('history()', () => {
  test('the -15 example: valid, invalid, valid, invalid, valid along the drafts', () => {
    const h = history('urn:example:foo-bar-baz-qux?+cc=uk');
    expect(h.steps.map((s) => s.label)).toEqual(REVISIONS.map((r) => (r.name === 'rfc2141bis' ? 'rfc2141bis-03' : r.name)));
    expect(h.steps.map((s) => s.date)).toEqual(REVISIONS.map((r) => r.date));
    expect(h.steps.filter((s) => s.verdictChanged).map((s) => `${s.label} ${s.valid}`)).toEqual(['saintandre-00 false', 'rfc2141bis-07 true', 'rfc2141bis-15 false', 'rfc2141bis-16 true']);
    expect(h.verdictChanges).toBe(4);
    const at15 = h.steps.find((s) => s.revision === 'rfc2141bis-15');
    expect(at15?.finding).toMatchObject({ code: 'invalid-r-component', severity: 'error', offset: 31, section: 'bis-15 s.2.3.2', found: "'='" });
  });

  test('the split: where a valid input is cut into parts differently', () => {
    const h = history('urn:example:a//b?c');
    const split = h.steps.filter((s) => s.splitChanged).map((s) => s.label);
    // rfc2141 reads all as NSS; -08 a p-component "//b" and a q-component; -12 "a//b" as the NSS.
    expect(split).toEqual(['rfc2141bis-12']);
    expect(h.steps.find((s) => s.revision === 'rfc2141bis-08')?.parts).toEqual({ nid: 'example', nss: 'a', qComponent: '?c', pComponent: '//b' });
    expect(h.steps.find((s) => s.revision === 'rfc2141bis-12')?.parts).toEqual({ nid: 'example', nss: 'a//b', qString: 'c' });
  });

  test('the split as text: "~" marks the revision where the split changed, "*" where the verdict did (formatHistory)', () => {
    const h = history('urn:example:a//b?c');
    const lines = formatHistory(h).split('\n');
    expect(lines.filter((l) => l.startsWith('~ '))).toEqual([expect.stringMatching(/^~ \S+ +rfc2141bis-12 /)]);
    expect(lines.filter((l) => l.startsWith('* '))).toHaveLength(h.verdictChanges);
    expect(lines).toContain(`verdict changed ${h.verdictChanges === 1 ? '1 time' : `${h.verdictChanges} times`} (*), split changed 1 time (~)`);
  });

  test('options: a subset of revisions, in the order given; bad ones are TypeErrors', () => {
    expect(history('urn:ab:c', { revisions: ['rfc8141', 'rfc2141'] }).steps.map((s) => s.revision)).toEqual(['rfc8141', 'rfc2141']);
    expect(() => history(1 as unknown as string)).toThrow(TypeError);
    expect(() => history(1 as unknown as string)).toThrow(/urnkit\.history: the input must be a string/);
    expect(() => history('urn:ab:c', { revisions: [] })).toThrow(/option "revisions" must be a non-empty array/);
    expect(() => history('urn:ab:c', { revisions: ['rfc1'] as unknown as RevisionName[] })).toThrow(/option "revisions"\[0\] must be a revision name/);
    // Own elements only: a hole is not a revision, whatever Object.prototype holds.
    expect(() => history('urn:ab:c', { revisions: [, 'rfc8141'] as unknown as RevisionName[] })).toThrow(/option "revisions"\[0\] must be a revision name \(REVISIONS\), got undefined/);
    expect(() => history('urn:ab:c', { revision: ['rfc8141'] } as never)).toThrow('urnkit.history: unknown option "revision"; did you mean "revisions"?');
  });
});

describe('splitOf: how an input is cut', () => {
  test('the NID and NSS by where each starts and ends, each component by kind and where it ends; resolverID (inside the r-component) left out', () => {
    // urn:example:a?+r?=q#f under RFC 8141.
    const spans = { nid: { start: 4, end: 11 }, nss: { start: 12, end: 13 }, rComponent: { start: 15, end: 16 }, qComponent: { start: 18, end: 19 }, fComponent: { start: 20, end: 21 } };
    expect(splitOf({ ...spans, resolverID: { start: 15, end: 16 } })).toBe(splitOf(spans));
    expect(splitOf({ ...spans, nss: { start: 11, end: 13 } })).not.toBe(splitOf(spans));
    expect(splitOf({ ...spans, nid: { start: 5, end: 11 } })).not.toBe(splitOf(spans));
    expect(splitOf({ ...spans, nss: { start: 12, end: 14 } })).not.toBe(splitOf(spans));
    // A component's start is the delimiter's business (-08's "?" query holds it, -07's does not).
    expect(splitOf({ ...spans, qComponent: { start: 17, end: 19 } })).toBe(splitOf(spans));
    expect(splitOf({ ...spans, qComponent: { start: 18, end: 20 } })).not.toBe(splitOf(spans));
    // The same cut whatever a revision names the "?" part.
    expect(splitOf({ nid: { start: 4, end: 11 }, nss: { start: 12, end: 13 }, query: { start: 14, end: 19 } })).toBe(splitOf({ nid: { start: 4, end: 11 }, nss: { start: 12, end: 13 }, qString: { start: 14, end: 19 } }));
    expect(splitOf({ nid: { start: 4, end: 11 }, nss: { start: 12, end: 13 }, qComponent: { start: 13, end: 19 } })).toBe(splitOf({ nid: { start: 4, end: 11 }, nss: { start: 12, end: 13 }, query: { start: 14, end: 19 } }));
  });

  test('each name a revision gives a component is the same kind: query, q-string and q-component; r-string and r-component; fragment, f-string and f-component', () => {
    // Loaded anew: the table of kinds is built while the module loads (tests/support/fresh.ts).
    const fresh = freshly(() => (require('../src/history/history') as typeof HistoryModule).splitOf);
    const head = { nid: { start: 4, end: 11 }, nss: { start: 12, end: 13 } };
    const same = (fields: string[], end: number): string[] => fields.map((f) => fresh({ ...head, [f]: { start: 14, end } }));
    for (const [fields, end] of [[['query', 'qString', 'qComponent'], 19], [['rString', 'rComponent'], 16], [['fragment', 'fString', 'fComponent'], 21]] as const) {
      expect(new Set(same([...fields], end)).size).toBe(1);
    }
    // And the three kinds stay apart.
    expect(new Set(same(['query', 'rComponent', 'fragment'], 19)).size).toBe(3);
  });
});

describe('formatRevisions (urnkit history --revisions)', () => {
  test("each revision's line names its other names, as profile takes them", () => {
    const lines = formatRevisions().split('\n');
    for (const r of REVISIONS) {
      const line = lines.find((l) => l.split(/\s+/)[1] === r.name) ?? '';
      expect([r.name, r.aliases.every((a) => line.includes(`(also ${a})`) && parse('urn:ab:c', { profile: a as RevisionName }).nid === 'ab')]).toEqual([r.name, true]);
    }
    expect(REVISIONS.some((r) => r.aliases.length)).toBe(true);
  });

  test('one revision a line, the date, the name and the document each in a column of its own', () => {
    const width = Math.max(...REVISIONS.map((r) => r.name.length));
    const lines = formatRevisions().split('\n');
    REVISIONS.forEach((r, i) => {
      // The date is padded to 10 ("2012-10-15"), the name to the longest name, two spaces between columns.
      expect(lines[i]).toBe(`${r.date.padEnd(10)}  ${r.name.padEnd(width)}  ${lines[i].slice(12 + width + 2)}`);
      expect(lines[i].slice(12 + width + 2).startsWith(r.document)).toBe(true);
    });
  });
});

describe('features defined for the main profiles only refuse a draft with a TypeError', () => {
  const urn = parse('urn:example:a?=q', { profile: 'rfc2141bis-16' });
  const message = /^urnkit\.\w+: (option "profile"|the URN's profile) must be one of "rfc2141", "rfc2141bis", "rfc8141" \(\w+ takes no draft revision\), got the string "rfc2141bis-16"$/;
  test.each<[string, () => unknown]>([
    ['normalize (option)', () => normalize('urn:example:a', { profile: 'rfc2141bis-16' as never })],
    ['normalize (Urn)', () => normalize(urn as never)],
    ['equivalent', () => equivalent(urn as never, 'urn:example:a')],
    ['equivalenceKey (JSON of a Urn)', () => equivalenceKey(JSON.parse(JSON.stringify(urn)))],
    ['build', () => build({ nid: 'example', nss: 'a' } as never, { profile: 'rfc2141bis-16' as never })],
    ['partsOf', () => partsOf(urn as never)],
    ['withParts', () => withParts(urn as never, { nss: 'b' } as never)],
    ['encodeNss', () => encodeNss('a b', { profile: 'rfc2141bis-16' as never })],
    ['urnSchema', () => urnSchema({ profile: 'rfc2141bis-16' as never })],
  ])('%s', (_name, call) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
  });

  test('rfc2141bis-03 is rfc2141bis there too', () => {
    expect(normalize('URN:EX:a?s=1', { profile: 'rfc2141bis-03' as never })).toBe(normalize('URN:EX:a?s=1', { profile: 'rfc2141bis' }));
  });
});

describe('urnkit history and urnkit diff --relation', () => {
  test('history: one line per revision in date order, the marks, a summary', async () => {
    const r = await cli(['history', 'urn:example:foo-bar-baz-qux?+cc=uk']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('"urn:example:foo-bar-baz-qux?+cc=uk"');
    expect(lines).toHaveLength(REVISIONS.length + 2);
    expect(lines[2]).toMatch(/^\* 2012-10-15 {2}saintandre-00 +invalid +invalid-nss at 27: found '\?' \(saintandre-00 s\.5\.2\)$/);
    expect(lines.filter((l) => l.startsWith('*'))).toHaveLength(4);
    expect(lines[lines.length - 1]).toBe('verdict changed 4 times (*), split changed 0 times (~)');
  });

  test('history --json: one object per URN, from the arguments or standard input, a result per revision', async () => {
    const r = await cli(['history', '--json'], 'urn:ab:c\n\nurn:a:b\n');
    const objects = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(objects.map((o) => [o.input, o.file, o.line])).toEqual([
      ['urn:ab:c', '<stdin>', 1],
      ['urn:a:b', '<stdin>', 3],
    ]);
    // The same verdicts, parts, first findings and changes as history(), in the shared result shape.
    const h = history('urn:a:b');
    const o = objects[1];
    expect([o.valid, o.verdictChanges, o.splitChanges]).toEqual([true, h.verdictChanges, 0]);
    expect(o.profiles.map((p: Record<string, unknown>) => [p.profile, p.date, p.valid, p.verdictChanged, p.splitChanged, p.parts, (p.error as { code?: string } | undefined)?.code])).toEqual(
      h.steps.map((s) => [s.revision, s.date, s.valid, s.verdictChanged, s.splitChanged, s.parts, s.valid ? undefined : s.finding?.code]),
    );
    expect(r.code).toBe(0);
  });

  test('history exits 1 when no revision accepts an input; several inputs say where each came from', async () => {
    const r = await cli(['history', 'urn:example:a', 'not a urn']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('"'))).toEqual(['"urn:example:a"  argument:1', '"not a urn"  argument:2']);
  });

  test('history --revisions lists them', async () => {
    const r = await cli(['history', '--revisions']);
    expect(r.stdout.split('\n').filter((l) => /^\d{4}/.test(l))).toHaveLength(REVISIONS.length);
    expect(r.stdout).toContain('2016-09-05  rfc2141bis-18  draft-ietf-urnbis-rfc2141bis-urn-18, the rfc8141 grammar');
    // It lists and stops: given input as well, it says so in the one style (exit 2).
    expect(await cli(['history', '--revisions', 'urn:abc:c'])).toEqual({ code: 2, stdout: '', stderr: 'urnkit history: --revisions lists the revisions and takes no input and no --json\n' });
  });

  test('diff --relation: the relation and a witness each way; exit 1 unless equal', async () => {
    const r = await cli(['diff', '--from', 'rfc2141bis-12', '--to', 'rfc2141bis-13', '--relation']);
    const rel = revisionRelation('rfc2141bis-12', 'rfc2141bis-13');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`rfc2141bis-12 -> rfc2141bis-13: superset (rfc2141bis-12 accepts every string rfc2141bis-13 accepts, and more)\n  only rfc2141bis-12: "${rel.onlyFrom}"\n  only rfc2141bis-13: none\n`);
    const same = await cli(['diff', '--from', 'rfc2141bis-18', '--to', 'rfc8141', '--relation', '--format', 'json']);
    expect(same.code).toBe(0);
    expect(JSON.parse(same.stdout)).toEqual(revisionRelation('rfc2141bis-18', 'rfc8141'));
  });

  test('diff --relation reads no corpus; it needs --from and --to', async () => {
    expect((await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--relation', 'corpus.txt'])).code).toBe(2);
    expect((await cli(['diff', '--to', 'rfc8141', '--relation'])).stderr).toMatch(/^urnkit diff: --relation needs --from and --to\n/);
  });

  test('a corpus diff between drafts, and parse and validate under a draft', async () => {
    const d = await cli(['diff', '--from', 'rfc2141bis-15', '--to', 'rfc2141bis-16', '--format', 'json'], 'urn:ab:c?+r\nurn:ab:c\n');
    expect(JSON.parse(d.stdout)).toMatchObject({ from: 'rfc2141bis-15', to: 'rfc2141bis-16', total: 2, onlyTo: 1, bothValid: 1 });
    const p = await cli(['parse', '-p', 'rfc2141bis-15', 'urn:abc:c?+rr:s']);
    expect(p.stdout).toContain('resolverID "rr"');
    const v = await cli(['validate', '-p', 'saintandre-00', 'urn:abc:c/d']);
    expect(v.stdout).toContain('invalid-nss at offset 9');
  });

  test('extract --unique compares by equivalence: a usage error under a draft', async () => {
    const r = await cli(['extract', '--unique', '-p', 'rfc2141bis-12'], 'urn:abc:x');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit extract: --unique compares URNs by equivalence, which is defined for the main profiles/);
  });
});

describe("the history examples of the README and docs/revisions.md", () => {
  const docs = ['README.md', 'docs/revisions.md'].map((name) => [name, readFileSync(join(__dirname, '..', name), 'utf8')] as const);
  /** The output each document shows after `$ <command>`, up to the end of its code block (the same in both, or the first that differs). */
  const shown = (command: string): string => {
    const outputs = docs.map(([name, text]) => {
      const at = text.indexOf(`$ ${command}\n`);
      if (at < 0) throw new Error(`${name} does not show ${command}`);
      const from = at + command.length + 3;
      return text.slice(from, text.indexOf('```', from));
    });
    return outputs.find((o) => o !== outputs[0]) ?? outputs[0];
  };

  test('shows `urnkit history` verbatim, for a URN whose verdict changes at least three times', async () => {
    const r = await cli(['history', 'urn:example:foo-bar-baz-qux?+cc=uk']);
    expect(shown("urnkit history 'urn:example:foo-bar-baz-qux?+cc=uk'")).toBe(r.stdout);
    expect(history('urn:example:foo-bar-baz-qux?+cc=uk').verdictChanges).toBeGreaterThanOrEqual(3);
  });

  test('shows `urnkit diff --relation` verbatim', async () => {
    const r = await cli(['diff', '--from', 'rfc2141bis-14', '--to', 'rfc2141bis-15', '--relation']);
    expect(shown('urnkit diff --from rfc2141bis-14 --to rfc2141bis-15 --relation')).toBe(r.stdout);
  });
});
