/*
 * The tests of a script of `urnkit sql` run as printed in a real engine over
 * a large table (tests/clickhouse.test.ts, tests/mariadb.test.ts), for each
 * profile of SCRIPT_CASES: every statement as printed (the sample's verdicts
 * and parts, exactly the invalid values listed), then the parts query over
 * every row (its LIMIT left out), each verdict and part equal to isValid's
 * and parse's. Mismatches are gathered into one assertion (the first 20),
 * not one assertion a row: 10^5 rows of jest's expect would take minutes.
 */
import type { SqlEngine } from '../../src/sql/types';
import { scriptPatterns } from '../../src/sql/patterns';
import { caseName, expectedOf, script, SCRIPT_CASES } from './sql-cases';
import { Lexicon, statementsOf } from './sql-statements';

/** A query's rows as the engine's client printed them (NULL as null). */
export type Rows = (string | null)[][];

export interface ScriptRuns {
  engine: SqlEngine;
  /** The table (dotted path) and column given to urnkit sql. */
  table: string;
  column: string;
  /** Every value of the table as the engine holds it (the table also holds one NULL); called once the table is loaded. */
  stored: () => readonly string[];
  /** How the engine's client reads the script's quoted text. */
  lexicon: Lexicon;
  /** Runs `sql` (the whole script, or one query) in the engine: its rows, one after the other. */
  run: (sql: string) => Promise<Rows>;
  /** The verdict a printed field stands for. */
  verdict: (field: string | null) => boolean | null;
  /** What the engine gives for an absent part. */
  absent: string | null;
  /** How the client prints a part's text (where it cannot tell a string from NULL); the text itself by default. */
  printed?: (part: string | null) => string | null;
}

/** Rows of the parts query the script shows. */
const SAMPLE = 100;

export function describeScriptRuns(o: ScriptRuns): void {
  const printed = o.printed ?? ((p: string | null) => p);
  describe.each(SCRIPT_CASES.map((c) => [caseName(c), c] as const))(`%s: the ${o.engine.title} script run as printed`, (_name, { profile, namespace }) => {
    const partNames = scriptPatterns(o.engine.dialect, profile, namespace).parts?.groups.map((g) => g.part) ?? [];
    let text = '';
    beforeAll(async () => {
      text = await script(o.engine.name, profile, namespace, o.table, o.column);
    });

    /** Each value's expected verdict and parts, made once. */
    const expected = new Map<string, ReturnType<typeof expectedOf>>();
    const expectedFor = (value: string): ReturnType<typeof expectedOf> => {
      let e = expected.get(value);
      if (!e) expected.set(value, (e = expectedOf(value, profile, namespace, partNames, o.absent)));
      return e;
    };

    /** The rows whose verdict or parts differ from isValid's and parse's (none, or the first 20). */
    function mismatches(rows: Rows): unknown[] {
      const out: unknown[] = [];
      for (const [value, valid, ...parts] of rows) {
        const got = { value, valid: o.verdict(valid), parts: Object.fromEntries(partNames.map((p, i) => [p, parts[i]])) };
        const e = value === null ? { valid: null, parts: Object.fromEntries(partNames.map((p) => [p, null])) } : expectedFor(value);
        const want = { value, valid: e.valid, parts: Object.fromEntries(partNames.map((p) => [p, printed(e.parts[p])])) };
        if (parts.length !== partNames.length || JSON.stringify(got) !== JSON.stringify(want)) out.push({ got, want });
        if (out.length === 20) break;
      }
      return out;
    }

    test(`every statement as printed: the sample of ${SAMPLE} rows, and exactly the invalid values listed`, async () => {
      const statements = statementsOf(text, o.lexicon);
      expect(statements).toHaveLength(2);
      const out = await o.run(text);
      const sample = out.slice(0, SAMPLE);
      expect(sample).toHaveLength(SAMPLE);
      expect(mismatches(sample)).toEqual([]);
      const listed = out.slice(SAMPLE);
      expect(listed.filter((row) => row.length !== 1)).toEqual([]);
      expect(listed.map(([v]) => v).sort()).toEqual(o.stored().filter((v) => !expectedFor(v).valid).sort());
    });

    test(`the parts query's expressions on every row (the printed query without its LIMIT)`, async () => {
      const [parts] = statementsOf(text, o.lexicon);
      const all = parts.sql.split(` LIMIT ${SAMPLE})`);
      expect(all).toHaveLength(2);
      const rows = await o.run(all.join(')'));
      expect(rows).toHaveLength(o.stored().length + 1);
      expect(mismatches(rows)).toEqual([]);
    });
  });
}
