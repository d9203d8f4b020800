/*
 * The ClickHouse script of `urnkit sql`, run as printed on a cluster: two
 * clickhouse-server processes of Debian's ClickHouse (tests/support/clickhouse.ts),
 * each the shard of a MergeTree table, and a Distributed table over both that
 * the script is given. The table holds the pattern tests' inputs (every
 * revision's spec vectors, fuzzed inputs and traps, and a namespace's: more
 * than 10^5 values, each once, half on each shard) and a NULL. For each
 * profile (the main ones, a draft revision, a namespace) every statement of
 * the script runs as printed: the sample's verdicts and parts equal isValid's
 * and parse's, and the invalid rows listed are exactly those isValid rejects;
 * the parts query then runs over every row (its LIMIT left out), each verdict
 * and part equal to isValid's and parse's.
 */
import { existsSync } from 'fs';
import { scriptPatterns } from '../src/sql/patterns';
import { CLICKHOUSE_PROVED_ON } from '../src/sql/engines/clickhouse';
import { ClickHouseCluster, CLUSTER, startClickHouse, tsvField, tsvRows } from './support/clickhouse';
import { listening } from './support/server-process';
import { caseName, clusterInputs, expectedOf, script, SCRIPT_CASES } from './support/sql-cases';
import { statementsOf } from './support/sql-statements';

const SEED = 0x42;
/** The database, table and column, named so that each needs quoting. */
const DATABASE = 'urn data';
const TABLE = 'urns';
const COLUMN = 'the urn';

let ch: ClickHouseCluster;
/** Every value of the table as ClickHouse holds it (UTF-8: a lone surrogate is U+FFFD there). */
let stored: string[] = [];

beforeAll(async () => {
  ch = await startClickHouse();
  const inputs = clusterInputs(SEED);
  stored = inputs.map((v) => Buffer.from(v, 'utf8').toString('utf8'));
  const local = `CREATE DATABASE "${DATABASE}"; CREATE TABLE "${DATABASE}".urns_local (id UInt32, "${COLUMN}" Nullable(String)) ENGINE = MergeTree ORDER BY id`;
  for (const shard of [0, 1]) await ch.client(local, { shard });
  await ch.client(`CREATE TABLE "${DATABASE}".${TABLE} AS "${DATABASE}".urns_local ENGINE = Distributed(${CLUSTER}, '${DATABASE}', urns_local, id)`);
  // Half the rows on each shard, and a NULL.
  const rows = [...inputs, null].map((v, id) => ({ id, line: `${id}\t${tsvField(v)}\n` }));
  for (const shard of [0, 1]) {
    await ch.client(`INSERT INTO "${DATABASE}".urns_local FORMAT TabSeparated`, { shard, input: Buffer.from(rows.filter((r) => r.id % 2 === shard).map((r) => r.line).join(''), 'utf8') });
  }
}, 120_000);
afterAll(() => ch?.stop());

test(`the cluster: ClickHouse ${CLICKHOUSE_PROVED_ON.split(' ')[0]}, two shards holding half the rows each, which the Distributed table reads back as they were written`, async () => {
  expect(ch.version).toBe(CLICKHOUSE_PROVED_ON.split(' ')[0]);
  expect(stored.length).toBeGreaterThan(100_000);
  const counts = await Promise.all([0, 1].map(async (shard) => Number(await ch.client(`SELECT count() FROM "${DATABASE}".urns_local`, { shard }))));
  expect(counts).toEqual([Math.ceil((stored.length + 1) / 2), Math.floor((stored.length + 1) / 2)]);
  const back = tsvRows(await ch.client(`SELECT "${COLUMN}" FROM "${DATABASE}".${TABLE} ORDER BY id`));
  expect(back.map(([v]) => v)).toEqual([...stored, null]);
});

/** A verdict from ClickHouse's TabSeparated output: match() gives 1 or 0 (NULL for NULL). */
const verdict = (field: string | null): boolean | null => (field === null ? null : field === '1' ? true : field === '0' ? false : (field as never));

describe.each(SCRIPT_CASES.map((c) => [caseName(c), c] as const))('%s: the script run as printed on the Distributed table', (_name, { profile, namespace }) => {
  const patterns = scriptPatterns('re2', profile, namespace);
  const partNames = patterns.parts?.groups.map((g) => g.part) ?? [];
  let text = '';
  beforeAll(async () => {
    text = await script('clickhouse', profile, namespace, `${DATABASE}.${TABLE}`, COLUMN);
  });

  /** Each value's expected verdict and parts (an absent part reads as ''), made once. */
  const expected = new Map<string, ReturnType<typeof expectedOf>>();
  const expectedFor = (value: string): ReturnType<typeof expectedOf> => {
    let e = expected.get(value);
    if (!e) expected.set(value, (e = expectedOf(value, profile, namespace, partNames, '')));
    return e;
  };

  /** The rows whose verdict or parts differ from isValid's and parse's (none, or the first 20: one assertion, not one a row). */
  function mismatches(rows: (string | null)[][]): unknown[] {
    const out: unknown[] = [];
    for (const [value, valid, ...parts] of rows) {
      const got = { value, valid: verdict(valid), parts: Object.fromEntries(partNames.map((p, i) => [p, parts[i]])) };
      const want = value === null ? { value, valid: null, parts: Object.fromEntries(partNames.map((p) => [p, null])) } : { value, ...expectedFor(value) };
      if (parts.length !== partNames.length || JSON.stringify(got) !== JSON.stringify(want)) out.push({ got, want });
      if (out.length === 20) break;
    }
    return out;
  }

  test('every statement as printed: the sample of 100 rows, and exactly the invalid values listed', async () => {
    const statements = statementsOf(text, { backslash: true });
    expect(statements).toHaveLength(2);
    const out = tsvRows(await ch.client(text));
    const sample = out.slice(0, 100);
    expect(sample).toHaveLength(100);
    expect(mismatches(sample)).toEqual([]);
    const listed = out.slice(100);
    expect(listed.filter((row) => row.length !== 1)).toEqual([]);
    expect(listed.map(([v]) => v).sort()).toEqual(stored.filter((v) => !expectedFor(v).valid).sort());
  });

  test("the parts query's expressions on every row (the printed query without its LIMIT)", async () => {
    const [parts] = statementsOf(text, { backslash: true });
    const all = parts.sql.split(' LIMIT 100)');
    expect(all).toHaveLength(2);
    const rows = tsvRows(await ch.client(all.join(')')));
    expect(rows).toHaveLength(stored.length + 1);
    expect(mismatches(rows)).toEqual([]);
  });
});

test('stop() ends both servers by pid and removes their folders', async () => {
  for (const shard of ch.shards) {
    expect(existsSync(shard.directory)).toBe(true);
    expect(await listening(shard.tcpPort)).toBe(true);
  }
  await ch.stop();
  for (const shard of ch.shards) {
    expect(existsSync(shard.directory)).toBe(false);
    expect(await listening(shard.tcpPort)).toBe(false);
    expect(await listening(shard.httpPort)).toBe(false);
  }
});
