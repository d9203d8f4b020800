/*
 * The native patterns on inputs of 10^6 characters, in the engines themselves with their default
 * settings (the JVM's default thread stack, Perl without raised limits, grep -P's JIT stack): for
 * the three main profiles and five namespace grammars, in every dialect, an NSS of plain
 * characters, of %XX runs, and of %XX and plain characters alternating, each valid and made
 * invalid at its very end. Every answer must be isValid's. A repeated group that recursed per
 * iteration (java.util.regex) or counted its iterations (Perl stops at 65,534) failed here.
 * Each engine gets every job in one process (or session), the engines side by side.
 */
import { namespacesWithCommunity } from '../src/entries/namespaces';
import { DIALECTS, toPattern } from '../src/entries/patterns';
import type { NamespaceGrammar } from '../src/namespaces/types';
import { isValid } from '../src/parse';
import { PROFILES, RevisionName } from '../src/types';
import { javaDefaultStackEngine, perlEngine, pythonEngine } from './support/engines/checkers';
import { duckdbEngine } from './support/engines/duckdb';
import { grepEEngine, grepPEngine } from './support/engines/grep';
import { postgresEngines } from './support/engines/postgres';
import type { Engine, EngineAnswer, EngineJob } from './support/engines/types';
import { jsEngine, jsonSchemaEngine, jsonSchemaPlainEngine } from './support/engines/v8';
import { xmllintEngine } from './support/engines/xmllint';
import { syntaxValid } from './support/pattern-cases';
import { PostgresServer, startPostgres } from './support/postgres';

jest.setTimeout(600_000);

const LENGTH = 1_000_000;
/**
 * Namespace grammars under RFC 8141 whose NSS loops are possessive (a pattern's `limits` names the
 * others: oid, publicid, ... recurse in java.util.regex per iteration).
 */
const NAMESPACES = ['example', 'mrn', 'nbn', 'ietf', 'xmpp'];

let pg: PostgresServer | undefined;
let starting: Promise<PostgresServer> | undefined;
const ENGINES: Engine[] = [jsEngine, jsonSchemaEngine, jsonSchemaPlainEngine, duckdbEngine, javaDefaultStackEngine, pythonEngine, perlEngine, grepPEngine, grepEEngine, ...postgresEngines(() => pg as PostgresServer), xmllintEngine];

interface Case {
  id: string;
  profile: RevisionName;
  namespace?: NamespaceGrammar;
  inputs: string[];
  valid: boolean[];
}

/** `head` then `body` repeated to LENGTH characters; then the same made invalid at its end (a space; a cut %XX). */
function longInputs(head: string): string[] {
  const out: string[] = [];
  for (const body of ['a', '%41', '%41a']) {
    const s = head + body.repeat(Math.floor((LENGTH - head.length) / body.length));
    out.push(s, `${s} `, `${s}%4`);
  }
  return out;
}

const cases: Case[] = [];
const runs = new Map<Engine, Promise<EngineAnswer[]>>();
const jobsOf = new Map<Engine, Case[]>();

beforeAll(async () => {
  const postgres = (starting = startPostgres().then((s) => (pg = s)));
  for (const profile of PROFILES) cases.push({ id: profile, profile, inputs: longInputs('urn:example:'), valid: [] });
  for (const nid of NAMESPACES) {
    const g = namespacesWithCommunity.grammarFor(nid) as NamespaceGrammar;
    cases.push({ id: `${nid} under rfc8141`, profile: 'rfc8141', namespace: g, inputs: longInputs(`urn:${nid}:`), valid: [] });
  }
  // With a namespace: isValid with its grammar, check characters aside (the pattern leaves them out).
  for (const c of cases) c.valid = c.inputs.map((s) => (c.namespace ? syntaxValid(s, c.profile, c.namespace) : isValid(s, { profile: c.profile })));
  await postgres;
  for (const engine of ENGINES) {
    jobsOf.set(engine, cases);
    const jobs: EngineJob[] = cases.map((c) => ({ pattern: toPattern(c.profile, { dialect: engine.dialect, namespace: c.namespace?.nid }).pattern, inputs: c.inputs }));
    runs.set(engine, engine.run(jobs));
  }
  for (const run of runs.values()) run.catch(() => undefined);
});

afterAll(async () => {
  await starting?.then((s) => s.stop());
});

test('every dialect runs here, the inputs are what they say, and no pattern states a limit in the NSS at these lengths', () => {
  // V8's limit (src/patterns/limits.ts) begins at millions of iterations, past these inputs' 10^6 characters.
  const atLength = (l: string): boolean => !l.startsWith('V8 ') && /here in the [^:]*\bnss\b/.test(l);
  for (const c of cases) for (const dialect of DIALECTS) expect([c.id, dialect, toPattern(c.profile, { dialect, namespace: c.namespace?.nid }).limits.filter(atLength)]).toEqual([c.id, dialect, []]);
  expect(new Set(ENGINES.map((e) => e.dialect))).toEqual(new Set(DIALECTS));
  for (const c of cases) for (const s of c.inputs) expect(s.length).toBeGreaterThanOrEqual(LENGTH - 4);
  // The NSS of plain characters, of %XX runs and alternating ones are valid under each profile.
  for (const c of cases.filter((x) => !x.namespace)) expect([c.id, c.valid]).toEqual([c.id, [true, false, false, true, false, false, true, false, false]]);
});

test.each(ENGINES.map((e) => [e.name, e] as const))('%s: every answer on 10^6 characters is isValid\'s', async (_name, engine) => {
  const answers = await (runs.get(engine) as Promise<EngineAnswer[]>);
  const wrong: string[] = [];
  (jobsOf.get(engine) as Case[]).forEach((c, j) =>
    c.inputs.forEach((s, i) => {
      if (answers[j].matched[i] !== c.valid[i]) wrong.push(`${c.id}: ${JSON.stringify(s.slice(0, 24))}...${JSON.stringify(s.slice(-6))} isValid ${c.valid[i]}, ${engine.name} ${answers[j].matched[i]}`);
    }),
  );
  expect(wrong).toEqual([]);
});
