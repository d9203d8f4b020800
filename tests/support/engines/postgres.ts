/*
 * PostgreSQL 15 through psql (tests/support/postgres.ts: a server of its own, a database collated by
 * ICU en-US): `~` with the postgres dialect (an ARE), and with the posix dialect after the embedded
 * option (?e), which reads the rest as an ERE. The parts by regexp_match (NULL for a group that took
 * no part). text holds neither NUL nor a lone surrogate: such inputs are not given.
 */
import type { PostgresServer } from '../postgres';
import type { Engine, EngineAnswer, EngineJob } from './types';
import { hasLoneSurrogate } from './types';

const cannotCarry = (s: string): string | undefined => (s.includes('\0') ? 'text cannot hold NUL' : hasLoneSurrogate(s) ? 'a lone surrogate has no UTF-8 form' : undefined);

/** A value in COPY's text format. */
const copyText = (s: string): string => s.replace(/[\\\n\r\t]/g, (c) => ({ '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] as string);

/** Runs the jobs of both modes in one session: the inputs are copied once. */
async function run(pg: PostgresServer, modes: ReadonlyArray<{ jobs: readonly EngineJob[]; prefix: string }>): Promise<EngineAnswer[][]> {
  const sets = new Map<readonly string[], number>();
  const rows: string[] = [];
  const all = modes.flatMap((m) => m.jobs.map((job) => ({ job, prefix: m.prefix })));
  for (const { job } of all) {
    if (sets.has(job.inputs)) continue;
    const id = sets.size;
    sets.set(job.inputs, id);
    job.inputs.forEach((s, i) => cannotCarry(s) || rows.push(`${id}\t${i}\t${copyText(s)}`));
  }
  const script = [
    'CREATE TEMP TABLE input (set_id int, i int, s text);',
    'COPY input FROM STDIN;',
    ...rows,
    '\\.',
    'CREATE INDEX ON input (set_id);',
    'CREATE TEMP TABLE job (job int, set_id int, groups int, p text);',
    'COPY job FROM STDIN;',
    ...all.map(({ job, prefix }, j) => `${j}\t${sets.get(job.inputs)}\t${job.groups?.length ?? 0}\t${copyText(prefix + job.pattern)}`),
    '\\.',
    'ANALYZE input;',
    // One job after another (LATERAL): each pattern is compiled once and stays in the regex cache.
    "SELECT j.job, x.i, CASE WHEN j.groups > 0 THEN (SELECT string_agg(coalesce('x' || encode(convert_to(e, 'UTF8'), 'hex'), '~'), ',' ORDER BY k) FROM unnest(regexp_match(x.s, j.p)) WITH ORDINALITY AS u(e, k)) END",
    '  FROM job j CROSS JOIN LATERAL (SELECT i, s FROM input WHERE input.set_id = j.set_id AND input.s ~ j.p) x;',
  ].join('\n');
  const out = await pg.psql(`${script}\n`, ['-F', '\t']);
  const answers: EngineAnswer[] = all.map(({ job }) => ({ matched: job.inputs.map((s) => (cannotCarry(s) ? null : false)), captures: [] }));
  for (const line of out.split('\n')) {
    if (!line) continue;
    const [job, i, parts] = line.split('\t');
    const a = answers[Number(job)];
    a.matched[Number(i)] = true;
    if (parts) a.captures[Number(i)] = parts.split(',').map((h) => (h === '~' ? null : Buffer.from(h.slice(1), 'hex').toString('utf8')));
  }
  let at = 0;
  return modes.map((m) => answers.slice(at, (at += m.jobs.length)));
}

/**
 * PostgreSQL's two engines, ARE (the postgres dialect) and ERE (posix), run in one session: the
 * jobs given to both in one turn of the event loop go together.
 */
export function postgresEngines(pg: () => PostgresServer): Engine[] {
  let batch: Array<{ jobs: readonly EngineJob[]; prefix: string; done: (a: EngineAnswer[]) => void; fail: (e: unknown) => void }> = [];
  const enqueue = (jobs: readonly EngineJob[], prefix: string): Promise<EngineAnswer[]> =>
    new Promise((done, fail) => {
      if (!batch.length) {
        setImmediate(() => {
          const now = batch;
          batch = [];
          run(pg(), now).then((answers) => now.forEach((b, k) => b.done(answers[k])), (e: unknown) => now.forEach((b) => b.fail(e)));
        });
      }
      batch.push({ jobs, prefix, done, fail });
    });
  return [
    { name: 'PostgreSQL ~ (ARE)', dialect: 'postgres', captures: true, cannotCarry, run: (jobs) => enqueue(jobs, '') },
    { name: 'PostgreSQL ~ in ERE mode ((?e))', dialect: 'posix', captures: false, cannotCarry, run: (jobs) => enqueue(jobs, '(?e)') },
  ];
}
