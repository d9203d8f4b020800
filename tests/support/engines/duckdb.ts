/*
 * RE2 in DuckDB (@duckdb/node-api, in this process): regexp_matches, a search as BigQuery's
 * REGEXP_CONTAINS; the parts by regexp_extract with the groups' names. DuckDB's strings are UTF-8:
 * an input with a lone surrogate has none, so it is not given. regexp_extract gives "" for a
 * group that took no part (RE2 reports no difference to it).
 */
import { DuckDBInstance } from '@duckdb/node-api';
import type { Engine, EngineAnswer } from './types';
import { hasLoneSurrogate } from './types';

export const duckdbEngine: Engine = {
  name: 'RE2 (DuckDB regexp_matches, regexp_extract)',
  dialect: 're2',
  captures: true,
  cannotCarry: (s) => (hasLoneSurrogate(s) ? 'a lone surrogate has no UTF-8 form' : undefined),
  async run(jobs) {
    // One thread: the other engines run beside it.
    const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
    const db = await instance.connect();
    try {
      const sets = new Map<readonly string[], number>();
      await db.run('CREATE TABLE input (set_id INTEGER, i INTEGER, s VARCHAR)');
      const appender = await db.createAppender('input');
      for (const job of jobs) {
        if (sets.has(job.inputs)) continue;
        const id = sets.size;
        sets.set(job.inputs, id);
        job.inputs.forEach((s, i) => {
          if (duckdbEngine.cannotCarry(s)) return;
          appender.appendInteger(id);
          appender.appendInteger(i);
          appender.appendVarchar(s);
          appender.endRow();
        });
      }
      appender.closeSync();
      const answers: EngineAnswer[] = [];
      for (const job of jobs) {
        const matched: EngineAnswer['matched'] = job.inputs.map((s) => (duckdbEngine.cannotCarry(s) ? null : false));
        const captures: EngineAnswer['captures'] = [];
        const groups = job.groups ?? [];
        // A literal pattern: regexp_extract's list of group names asks for a constant one.
        const literal = `'${job.pattern.replace(/'/g, "''")}'`;
        const extract = groups.length ? `, regexp_extract(s, ${literal}, [${groups.map((g) => `'${g}'`).join(', ')}]) AS parts` : '';
        const prepared = await db.prepare(`SELECT i${extract} FROM input WHERE set_id = $1 AND regexp_matches(s, ${literal})`);
        prepared.bindInteger(1, sets.get(job.inputs) as number);
        const rows = (await prepared.runAndReadAll()).getRowObjectsJS() as Array<{ i: number; parts?: Record<string, string> }>;
        for (const row of rows) {
          matched[row.i] = true;
          if (groups.length) captures[row.i] = groups.map((g) => row.parts?.[g] ?? null);
        }
        answers.push({ matched, captures });
      }
      return answers;
    } finally {
      db.closeSync();
      instance.closeSync();
    }
  },
};
