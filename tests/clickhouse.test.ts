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
import { spawnSync } from 'child_process';
import { existsSync } from 'fs';
import { clickhouse, CLICKHOUSE_PROVED_ON } from '../src/sql/engines/clickhouse';
import { ClickHouseCluster, CLUSTER, startClickHouse, tsvField, tsvRows } from './support/clickhouse';
import { listening } from './support/server-process';
import { clusterInputs } from './support/sql-cases';
import { describeScriptRuns } from './support/sql-runs';

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

describeScriptRuns({
  engine: clickhouse,
  table: `${DATABASE}.${TABLE}`,
  column: COLUMN,
  stored: () => stored,
  lexicon: { backslash: true },
  run: async (sql) => tsvRows(await ch.client(sql)),
  // match() gives 1 or 0 (NULL for NULL).
  verdict: (field) => (field === null ? null : field === '1' ? true : field === '0' ? false : (field as never)),
  absent: '',
});

test('stop() ends both servers by pid and removes their folders', async () => {
  for (const shard of ch.shards) {
    expect(existsSync(shard.directory)).toBe(true);
    expect(await listening(shard.tcpPort)).toBe(true);
    expect(spawnSync('ps', ['-o', 'comm=', '-p', String(shard.pid)], { encoding: 'utf8' }).stdout).toMatch(/^clickhouse/);
  }
  await ch.stop();
  for (const shard of ch.shards) {
    expect(spawnSync('ps', ['-p', String(shard.pid)]).status).toBe(1);
    expect(existsSync(shard.directory)).toBe(false);
    expect(await listening(shard.tcpPort)).toBe(false);
    expect(await listening(shard.httpPort)).toBe(false);
  }
});
