/*
 * The native patterns (urnkit/patterns) in the engines themselves: for every revision (the three
 * main profiles and every draft, grouped by the grammar they share) and every shipped namespace
 * grammar that has a pattern (under RFC 8141, and a few under RFC 2141 and rfc2141bis), the spec
 * vectors, 10^4 seeded fuzzed inputs and the traps (tests/support/pattern-cases.ts), searched with
 * each dialect's pattern in its engine: RE2 in DuckDB, java.util.regex, Python's re, Perl and
 * grep -P for pcre, PostgreSQL's ~ (ARE) and its ERE mode and grep -E for posix, xmllint for xsd,
 * V8 for js and json-schema (with the u flag and without), Python's re for json-schema too. A search must match exactly when isValid
 * is true (with a namespace: its grammar on the NSS, check characters aside, which the pattern leaves
 * out), and with `parts` the groups must hold parse's parts. An engine that cannot be given an input
 * (NUL in PostgreSQL's text or a grep record, a lone surrogate in UTF-8, most C0 controls in XML)
 * says why, and is given every other. Every engine runs all its patterns in one process (or
 * session), the engines side by side.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { namespacesWithCommunity } from '../src/entries/namespaces';
import { DIALECTS, Dialect, PatternUnavailableError, toPattern } from '../src/entries/patterns';
import { WITHOUT_PATTERN } from '../src/patterns/available';
import type { NamespaceGrammar } from '../src/namespaces/types';
import type { RevisionName } from '../src/types';
import { javaEngine, perlEngine, pythonEngine, pythonJsonSchemaEngine } from './support/engines/checkers';
import { duckdbEngine } from './support/engines/duckdb';
import { grepEEngine, grepPEngine } from './support/engines/grep';
import { postgresEngines } from './support/engines/postgres';
import type { Engine, EngineAnswer, EngineJob } from './support/engines/types';
import { jsEngine, jsonSchemaEngine, jsonSchemaPlainEngine } from './support/engines/v8';
import { xmllintEngine } from './support/engines/xmllint';
import { FUZZED, namespaceCase, PatternCase, partsOf, revisionCase, revisionGroups } from './support/pattern-cases';
import { PostgresServer, startPostgres } from './support/postgres';
import { ROOT } from './support/scratch';
import { SHIPPED_NAMESPACES } from '../src/namespaces/shipped';
import { COMMUNITY_NAMESPACES } from '../src/namespaces/community';

jest.setTimeout(600_000);

const SEED = Number(process.env.URNKIT_FUZZ_SEED ?? 20261123);

let pg: PostgresServer | undefined;
let starting: Promise<PostgresServer> | undefined;
const ENGINES: Engine[] = [jsEngine, jsonSchemaEngine, jsonSchemaPlainEngine, pythonJsonSchemaEngine, duckdbEngine, javaEngine, pythonEngine, perlEngine, grepPEngine, grepEEngine, ...postgresEngines(() => pg as PostgresServer), xmllintEngine];

/** Namespaces also tried under the other main profiles (their rule tables and NID rules join the namespace's), and with parts. */
const UNDER_OTHER_PROFILES = ['isbn', 'uuid', 'oid', 'example'];

interface Job extends EngineJob {
  case: PatternCase;
  /** With groups: parse's parts of each valid input. */
  expected?: Array<Array<string | undefined> | undefined>;
}

/** Per case and dialect: the pattern, or why there is none. */
const patternOf = (c: PatternCase, dialect: Dialect, parts: boolean): string | Error => {
  try {
    return toPattern(c.revisions[0], { dialect, namespace: c.namespace?.nid, parts }).pattern;
  } catch (e) {
    if (e instanceof PatternUnavailableError) return e;
    throw e;
  }
};

let cases: PatternCase[] = [];
const refused: string[] = [];
const jobsByDialect = new Map<Dialect, Job[]>();
const runs = new Map<Engine, Promise<{ answers: EngineAnswer[]; ms: number }>>();
const started = Date.now();
let setupMs = 0;

beforeAll(async () => {
  const postgres = (starting = startPostgres().then((s) => (pg = s)));
  const grammars = new Map<string, NamespaceGrammar>();
  for (const nid of [...SHIPPED_NAMESPACES, ...COMMUNITY_NAMESPACES]) grammars.set(nid, namespacesWithCommunity.grammarFor(nid) as NamespaceGrammar);
  cases = [
    ...revisionGroups().map((g, i) => revisionCase(g.grammar, g.revisions, SEED + i)),
    ...[...grammars.values()].map((g, i) => namespaceCase(g, 'rfc8141', SEED + 1000 + i)),
    ...UNDER_OTHER_PROFILES.flatMap((nid, i) => (['rfc2141', 'rfc2141bis'] as RevisionName[]).map((p, k) => namespaceCase(grammars.get(nid) as NamespaceGrammar, p, SEED + 2000 + 2 * i + k))),
  ];
  for (const dialect of DIALECTS) {
    const jobs: Job[] = [];
    for (const c of cases) {
      const plain = patternOf(c, dialect, false);
      if (plain instanceof Error) {
        // Only a namespace may have no pattern (docs/patterns.md lists why).
        if (!c.namespace) throw plain;
        refused.push(`${c.id} ${dialect}: ${plain.message}`);
        continue;
      }
      jobs.push({ case: c, pattern: plain, inputs: c.inputs });
      // Parts: every revision, and the namespaces tried under every main profile.
      if (c.namespace && !UNDER_OTHER_PROFILES.includes(c.namespace.nid)) continue;
      const withParts = patternOf(c, dialect, true);
      if (withParts instanceof Error) continue;
      const groups = toPattern(c.revisions[0], { dialect, namespace: c.namespace?.nid, parts: true }).groups as string[];
      // Numbered groups are read by their place.
      const names = dialect === 'postgres' ? groups.map((_, k) => String(k + 1)) : groups;
      jobs.push({ case: c, pattern: withParts, inputs: c.inputs, groups: names, expected: c.inputs.map((s, i) => (c.valid[i] ? partsOf(s, c.revisions[0], groups) : undefined)) });
    }
    jobsByDialect.set(dialect, jobs);
  }
  await postgres;
  setupMs = Date.now() - started;
  for (const engine of ENGINES) {
    const t = Date.now();
    runs.set(engine, engine.run(jobsOf(engine)).then((answers) => ({ answers, ms: Date.now() - t })));
  }
  // Each test awaits its engine; a failure is reported there, not here.
  for (const run of runs.values()) run.catch(() => undefined);
});

afterAll(async () => {
  await starting?.then((s) => s.stop());
});

test('every revision has a pattern in every dialect; the revisions of one grammar agree', () => {
  expect(cases.filter((c) => c.split.length).map((c) => `${c.id}: ${c.split.join(', ')}`)).toEqual([]);
  const revisionCases = cases.filter((c) => !c.namespace);
  for (const dialect of DIALECTS) expect([dialect, (jobsByDialect.get(dialect) as Job[]).filter((j) => !j.case.namespace && !j.groups).length]).toEqual([dialect, revisionCases.length]);
  // Every case holds the spec vectors or the namespace's, 10^4 fuzzed inputs and the traps.
  for (const c of cases) expect(c.inputs.length).toBeGreaterThan(FUZZED);
});

/** Why the engine cannot be given each input (undefined: it can), found once per engine and input set. */
const carriedCache = new Map<Engine, WeakMap<readonly string[], Array<string | undefined>>>();
function carried(engine: Engine, inputs: readonly string[]): Array<string | undefined> {
  let byInputs = carriedCache.get(engine);
  if (!byInputs) carriedCache.set(engine, (byInputs = new WeakMap()));
  let whys = byInputs.get(inputs);
  if (!whys) byInputs.set(inputs, (whys = inputs.map((s) => engine.cannotCarry(s))));
  return whys;
}

/** What the engine said differently from isValid (and parse), at most `max` of them. */
function disagreements(engine: Engine, jobs: readonly Job[], answers: readonly EngineAnswer[], max = 10): { found: string[]; given: number; left: Map<string, number> } {
  const found: string[] = [];
  const left = new Map<string, number>();
  let given = 0;
  jobs.forEach((job, j) => {
    const a = answers[j];
    const whys = carried(engine, job.inputs);
    job.inputs.forEach((s, i) => {
      const why = whys[i];
      if (why) {
        left.set(why, (left.get(why) ?? 0) + 1);
        if (a.matched[i] !== null) found.push(`${job.case.id}: ${JSON.stringify(s)} was to be left out (${why})`);
        return;
      }
      given += 1;
      if (a.matched[i] !== job.case.valid[i]) {
        if (found.length < max) found.push(`${job.case.id}${job.groups ? ' (parts)' : ''}: ${JSON.stringify(s)} isValid ${job.case.valid[i]}, ${engine.name} ${a.matched[i]}\n  ${job.pattern}`);
        return;
      }
      const expected = job.expected?.[i];
      if (!expected) return;
      // DuckDB's regexp_extract gives "" for a group that took no part.
      const want = expected.map((x) => (x === undefined ? (engine === duckdbEngine ? '' : null) : x));
      const got = a.captures[i];
      if (JSON.stringify(got) !== JSON.stringify(want) && found.length < max) found.push(`${job.case.id} (parts): ${JSON.stringify(s)} parse ${JSON.stringify(want)}, ${engine.name} ${JSON.stringify(got)}\n  ${job.pattern}`);
    });
  });
  return { found, given, left };
}

const summary: string[] = [];

/** An engine's jobs: its dialect's, those with groups where it reports captures. */
const jobsOf = (engine: Engine): Job[] => (jobsByDialect.get(engine.dialect) as Job[]).filter((j) => !j.groups || engine.captures);

test.each(ENGINES.map((e) => [e.name, e] as const))('%s: a search matches exactly the valid inputs, and the groups hold parse\'s parts', async (_name, engine) => {
  const { answers, ms } = await (runs.get(engine) as Promise<{ answers: EngineAnswer[]; ms: number }>);
  const jobs = jobsOf(engine);
  const { found, given, left } = disagreements(engine, jobs, answers);
  expect(found).toEqual([]);
  // Each case's fuzzed inputs reach the engine: only traps are left out.
  for (const job of jobs) expect([job.case.id, carried(engine, job.inputs).filter((why) => !why).length >= FUZZED]).toEqual([job.case.id, true]);
  const partsJobs = jobs.filter((j) => j.groups).length;
  summary.push(`${engine.name}: ${jobs.length - partsJobs} patterns and ${partsJobs} with parts, ${given} searches, 0 disagreements, ${(ms / 1000).toFixed(1)} s${left.size ? `; left out: ${[...left].map(([why, n]) => `${n} (${why})`).join(', ')}` : ''}`);
});

test('the namespace grammars without a pattern are the ones docs/patterns.md lists, with the reason', () => {
  // Every other grammar was run above in every dialect.
  const doc = readFileSync(join(ROOT, 'docs', 'patterns.md'), 'utf8');
  const table = doc.slice(doc.indexOf('Without a pattern:'), doc.indexOf('## Proved in the engines'));
  const listed = [...table.matchAll(/^\| `([^`]+)` \| (.+) \|$/gm)].map(([, nid, why]) => `${nid}: ${why}`);
  const found = [...new Set(refused.map((r) => r.replace(/^(\S+) under \S+ \S+: urnkit\.toPattern: /, '$1: ')))];
  expect(found).toEqual(listed);
  // The list the command's refusals leave out (src/patterns/available.ts).
  expect([...new Set(refused.map((r) => r.split(' ')[0]))]).toEqual([...WITHOUT_PATTERN]);
  process.stdout.write(`${summary.join('\n')}\nset-up ${(setupMs / 1000).toFixed(1)} s, all ${((Date.now() - started) / 1000).toFixed(1)} s\n${refused.length ? `no pattern: ${refused.join('; ')}\n` : ''}`);
});
