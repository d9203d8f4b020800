/*
 * npm run bench:sql: URN checks where the data lives, measured in one run.
 *
 * One corpus (bench/corpus.ts, 10^6 URNs, about 10% invalid, seeded; those
 * holding a line end or blank left out, so that each is one line), written
 * into a temporary folder at every run and deleted after:
 *   urns.parquet   the URNs as one column (DuckDB's COPY ... TO)
 *   urns.txt       the same column exported as lines
 * In DuckDB (@duckdb/node-api, in this process), over the Parquet file:
 *   scan           count(urn): the floor, reading the column alone
 *   pattern        count of regexp_matches(urn, <urnkit's RE2 pattern>)
 *   urn_valid      count of urn_valid(urn), urnkit/duckdb's JavaScript scalar function
 * The CLI (node bin/urnkit.js, dist/ built first), one process each:
 *   validate --quiet --input urns.txt  on the exported column
 *   validate --quiet --column urn      on the Parquet file, read through DuckDB
 * Elsewhere, each against isValid in Node on the same URNs:
 *   PostgreSQL 15  count of urn COLLATE "C" ~ <urnkit's PostgreSQL pattern> (tests/support/postgres.ts's server;
 *                  psql's \timing, and the server process's CPU time from /proc)
 *   Java 17        count of Pattern.matcher(urn).find() with urnkit's Java pattern (timed in the JVM, after warm-up)
 *   Node           count of isValid(urn) (the dist build), after warm-up
 * ClickHouse (tests/support/clickhouse.ts's cluster: two clickhouse-server
 * processes, the shards of a Distributed table; one run of each row, over
 * the corpus ten times, 10^7 rows):
 *   scan           sum(length(urn)): the floor, reading the column
 *   pattern        count of match(urn, <urnkit's RE2 pattern>)
 *   hand-written   count of match(urn, <an RFC 8141 regex written from the ABNF by hand>)
 *   validate       urnkit validate --quiet --input on the same 10^7 values as lines
 *                  (the servers' CPU time from /proc, both; the CLI's from /usr/bin/time)
 * Every count is checked against isValid's: the patterns are exact (the
 * hand-written regex's count is shown beside it, not required to agree).
 * A figure is the median of the rounds; rounds run every row in turn, so load
 * on this shared machine falls on all of them alike.
 *
 *   npm run bench:sql               full run, writes docs/sql-benchmarks.md
 *   npm run bench:sql -- --quick    a tenth of the URNs, 1 round, prints only
 */
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { execFileSync, spawnSync } from 'child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { registerUrnFunctions } from '../src/entries/duckdb';
import { clickhouse } from '../src/sql/engines/clickhouse';
import { scriptPatterns } from '../src/sql/patterns';
import { CLUSTER, startClickHouse, tsvField } from '../tests/support/clickhouse';
import { startPostgres } from '../tests/support/postgres';
import { generateCorpus } from './corpus';

const quick = process.argv.includes('--quick');
const ROOT = path.join(__dirname, '..');
const ROUNDS = quick ? 1 : 3;
const SIZE = quick ? 100_000 : 1_000_000;
const SEED = 0x33;
/** The ClickHouse rows read the corpus this many times (10^7 rows in the full run). */
const CH_COPIES = 10;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const thousands = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');

interface Row {
  id: string;
  what: string;
  where: string;
  /** One timed round: wall seconds, CPU seconds where measured, and the count of valid URNs it found (undefined where it counts none). */
  run(): Promise<Timing>;
  seconds: number[];
  cpu: number[];
  valid?: number;
}

interface Timing {
  seconds: number;
  /** User + system CPU seconds: the process's (all its threads: DuckDB's too), the child's, or the JVM thread's. */
  cpu?: number;
  valid?: number;
}

/** Wall and CPU time of `work` in this process. */
async function inProcess(work: () => Promise<number | undefined>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const valid = await work();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const used = process.cpuUsage(cpu);
  return { seconds, cpu: (used.user + used.system) / 1e6, valid };
}

const timedQuery = (connection: DuckDBConnection, sql: string): Promise<Timing> =>
  inProcess(async () => Number((await connection.runAndReadAll(sql)).getRows()[0][0]));

/** A child process's wall and CPU time, from /usr/bin/time. */
function timedProcess(argv: string[], ok: number[]): Timing {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', ...argv], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  if (!ok.includes(r.status ?? -1)) throw new Error(`${argv.join(' ')} exited ${r.status}: ${r.stderr}`);
  const [wall, user, system] = (r.stderr.trim().split('\n').pop() as string).split(' ').map(Number);
  return { seconds: wall, cpu: user + system };
}

/** The JVM's thread stack for the Java row (see where it is used). */
const JAVA_STACK = '256m';

const JAVA = `import java.nio.file.*; import java.util.*; import java.util.regex.*;
public class Bench {
  public static void main(String[] a) throws Exception {
    String pattern = new String(Files.readAllBytes(Paths.get(a[0])), "UTF-8");
    List<String> urns = Files.readAllLines(Paths.get(a[1]));
    int rounds = Integer.parseInt(a[2]);
    Pattern p = Pattern.compile(pattern);
    int valid = 0;
    for (int w = 0; w < 3; w++) { valid = 0; for (String u : urns) if (p.matcher(u).find()) valid++; }
    java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    for (int r = 0; r < rounds; r++) {
      long t = System.nanoTime(), c = threads.getCurrentThreadCpuTime(); valid = 0;
      for (String u : urns) if (p.matcher(u).find()) valid++;
      System.out.println(((System.nanoTime() - t) / 1e9) + " " + valid + " " + ((threads.getCurrentThreadCpuTime() - c) / 1e9));
    }
  }
}
`;

/** pchar and its extensions, from RFC 8141's ABNF (s.2) and RFC 3986's, by hand: the regex a user would write. */
const PCHAR = "(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})";
const PCHAR_SLASH = "(?:[A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})";
const PCHAR_SLASH_Q = "(?:[A-Za-z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})";
/** assigned-name [ "?+" r-component ] [ "?=" q-component ] [ "#" f-component ], "urn" in any case, NID 2 to 32 ldh. */
const HAND_WRITTEN = `^[Uu][Rr][Nn]:[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]:${PCHAR}${PCHAR_SLASH}*(?:\\?\\+${PCHAR}${PCHAR_SLASH_Q}*)?(?:\\?=${PCHAR}${PCHAR_SLASH_Q}*)?(?:#${PCHAR_SLASH_Q}*)?$`;

interface ClickHouseRow {
  what: string;
  seconds: number;
  cpu: number;
  valid?: number;
}

interface ClickHouseRun {
  version: string;
  rows: number;
  loadSeconds: number;
  results: ClickHouseRow[];
}

/** /proc's user + system CPU seconds of the processes `pids`. */
function cpuOf(pids: readonly number[]): number {
  const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  return pids.reduce((sum, pid) => sum + readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ').slice(11, 13).reduce((a, t) => a + Number(t), 0) / hz, 0);
}

/** The ClickHouse rows: a two-shard cluster, the corpus CH_COPIES times over the shards, one run of each query and of validate on the same lines. */
async function clickhouseRun(urns: readonly string[], dir: string, bin: readonly string[]): Promise<ClickHouseRun> {
  const ch = await startClickHouse();
  try {
    const local = 'CREATE TABLE urns_local (urn String) ENGINE = MergeTree ORDER BY tuple()';
    for (const shard of [0, 1]) await ch.client(local, { shard });
    await ch.client(`CREATE TABLE urns AS urns_local ENGINE = Distributed(${CLUSTER}, default, urns_local, rand())`);
    const tsv = Buffer.from(urns.map((u) => `${tsvField(u)}\n`).join(''), 'utf8');
    const loadStart = process.hrtime.bigint();
    for (let copy = 0; copy < CH_COPIES; copy += 1) await ch.client('INSERT INTO urns_local FORMAT TabSeparated', { shard: copy % 2, input: tsv });
    // Merged into as few parts as the shards make, as a table long in use would be.
    for (const shard of [0, 1]) await ch.client('OPTIMIZE TABLE urns_local FINAL', { shard });
    const loadSeconds = Number(process.hrtime.bigint() - loadStart) / 1e9;
    const rows = Number(await ch.client('SELECT count() FROM urns'));
    if (rows !== urns.length * CH_COPIES) throw new Error(`the Distributed table holds ${rows} rows, not ${urns.length * CH_COPIES}`);
    const pids = ch.shards.map((s) => s.pid);
    const query = async (what: string, sql: string, counts: boolean): Promise<ClickHouseRow> => {
      const cpu = cpuOf(pids);
      const start = process.hrtime.bigint();
      const out = Number(await ch.client(sql));
      const row = { what, seconds: Number(process.hrtime.bigint() - start) / 1e9, cpu: cpuOf(pids) - cpu, valid: counts ? out : undefined };
      console.error(`ClickHouse ${what}: ${row.seconds.toFixed(3)} s`);
      return row;
    };
    const re2 = scriptPatterns('re2', 'rfc8141').valid;
    const results = [
      await query('scan: sum(length(urn))', 'SELECT sum(length(urn)) FROM urns', false),
      await query("match(urn, urnkit's RE2 pattern)", `SELECT count() FROM urns WHERE ${clickhouse.matches('urn', re2)}`, true),
      await query('match(urn, a hand-written RFC 8141 regex)', `SELECT count() FROM urns WHERE ${clickhouse.matches('urn', HAND_WRITTEN)}`, true),
    ];
    // The same values as lines, for validate.
    const lines = path.join(dir, `urns-x${CH_COPIES}.txt`);
    const text = Buffer.from(`${urns.join('\n')}\n`, 'utf8');
    const out = createWriteStream(lines);
    for (let copy = 0; copy < CH_COPIES; copy += 1) if (!out.write(text)) await new Promise<void>((r) => out.once('drain', () => r()));
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(() => resolve());
    });
    const cli = timedProcess([...bin, 'validate', '--quiet', '--input', lines], [0, 1]);
    console.error(`validate --quiet --input: ${cli.seconds.toFixed(3)} s`);
    results.push({ what: `urnkit validate --quiet --input (the same ${thousands(rows)} values as lines)`, seconds: cli.seconds, cpu: cli.cpu as number });
    return { version: ch.version, rows, loadSeconds, results };
  } finally {
    await ch.stop();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  console.error('building dist/ (npm run build) ...');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const { isValid } = require(path.join(ROOT, 'dist', 'src', 'index.js')) as typeof import('../src');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'urnkit-bench-sql-'));
  const pg = await startPostgres();
  try {
    // As lines, every URN must be one line of its own: those with a line end or blank are left out (a few in 1,000).
    const urns = generateCorpus(SEED, Math.ceil(SIZE * 1.01))
      .urns.filter((u) => !/[\r\n]/.test(u) && u.trim() !== '')
      .slice(0, SIZE);
    if (urns.length < SIZE) throw new Error(`the corpus gave ${urns.length} one-line URNs, not ${SIZE}`);
    const text = path.join(dir, 'urns.txt');
    writeFileSync(text, `${urns.join('\n')}\n`);
    const parquet = path.join(dir, 'urns.parquet');
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run('CREATE TABLE urns (urn VARCHAR)');
    const appender = await connection.createAppender('urns');
    for (const u of urns) {
      appender.appendVarchar(u);
      appender.endRow();
    }
    appender.closeSync();
    await connection.run(`COPY urns TO '${parquet}' (FORMAT parquet)`);
    await registerUrnFunctions(connection);
    const expected = urns.filter((u) => isValid(u)).length;
    const re2 = scriptPatterns('re2', 'rfc8141').valid;
    const postgres = scriptPatterns('postgres', 'rfc8141').valid;
    const java = scriptPatterns('java', 'rfc8141').valid;
    const literal = (p: string): string => `'${p.replace(/'/g, "''")}'`;
    const bin = [process.execPath, path.join(ROOT, 'bin', 'urnkit.js')];

    // CSV with a quote and a delimiter no URN of the corpus holds: each line is one value, as it is.
    if (urns.some((u) => /[\x00-\x02]/.test(u))) throw new Error('the corpus holds a character the PostgreSQL load uses');
    await pg.psql(`CREATE TABLE urns (urn text);\n\\copy urns FROM '${text}' WITH (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')`);
    // The server process's CPU time around the query: its utime and stime from /proc (in clock ticks), read by psql's shell.
    const ticks = "\\! cut -d' ' -f14,15 /proc/$URNKIT_PG_PID/stat";
    const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    const pgTimed = async (sql: string): Promise<Timing> => {
      const out = (await pg.psql(`SELECT pg_backend_pid() AS pid \\gset\n\\setenv URNKIT_PG_PID :pid\n${ticks}\n\\timing on\n${sql};\n\\timing off\n${ticks}\n`)).trim().split('\n');
      const ms = /^Time: ([\d.]+) ms/.exec(out[2] ?? '');
      if (out.length !== 4 || !ms) throw new Error(`psql's output is not what was asked: ${out.join('\n')}`);
      const cpu = (line: string): number => line.split(' ').reduce((a, t) => a + Number(t), 0) / hz;
      return { seconds: Number(ms[1]) / 1000, cpu: cpu(out[3]) - cpu(out[0]), valid: Number(out[1]) };
    };
    const dollar = (p: string): string => `$re$${p}$re$`;

    writeFileSync(path.join(dir, 'Bench.java'), JAVA);
    writeFileSync(path.join(dir, 'pattern.txt'), java);
    execFileSync('javac', ['-d', dir, path.join(dir, 'Bench.java')]);
    const javaRuns: Timing[] = [];

    const rows: Row[] = [
      { id: 'scan', what: 'scan: count(urn)', where: 'DuckDB', run: async () => ({ ...(await timedQuery(connection, `SELECT count(urn) FROM read_parquet('${parquet}')`)), valid: undefined }), seconds: [], cpu: [] },
      { id: 'pattern', what: "regexp_matches(urn, urnkit's RE2 pattern)", where: 'DuckDB', run: () => timedQuery(connection, `SELECT count(*) FILTER (WHERE regexp_matches(urn, ${literal(re2)})) FROM read_parquet('${parquet}')`), seconds: [], cpu: [] },
      { id: 'udf', what: 'urn_valid(urn) (urnkit/duckdb, JavaScript)', where: 'DuckDB', run: () => timedQuery(connection, `SELECT count(*) FILTER (WHERE urn_valid(urn)) FROM read_parquet('${parquet}')`), seconds: [], cpu: [] },
      { id: 'cli-text', what: 'urnkit validate --quiet --input (the column exported as lines)', where: 'CLI', run: async () => timedProcess([...bin, 'validate', '--quiet', '--input', text], [0, 1]), seconds: [], cpu: [] },
      { id: 'cli-column', what: 'urnkit validate --quiet --column urn (the Parquet file)', where: 'CLI', run: async () => timedProcess([...bin, 'validate', '--quiet', '--column', 'urn', parquet], [0, 1]), seconds: [], cpu: [] },
      { id: 'pg-scan', what: 'scan: count(urn)', where: 'PostgreSQL', run: async () => ({ ...(await pgTimed('SELECT count(urn) FROM urns')), valid: undefined }), seconds: [], cpu: [] },
      { id: 'pg', what: "urn COLLATE \"C\" ~ urnkit's PostgreSQL pattern", where: 'PostgreSQL', run: () => pgTimed(`SELECT count(*) FROM urns WHERE urn COLLATE "C" ~ ${dollar(postgres)}`), seconds: [], cpu: [] },
      {
        id: 'java',
        what: "Pattern.matcher(urn).find(), urnkit's Java pattern",
        where: 'Java',
        run: async () => {
          if (!javaRuns.length) {
            // java.util.regex recurses once per repetition of a group: on the corpus's longest URNs (about 2,000
            // characters) the pattern overflows the default 1 MB stack, so the JVM gets a larger one.
            const out = execFileSync('java', [`-Xss${JAVA_STACK}`, '-cp', dir, 'Bench', path.join(dir, 'pattern.txt'), text, String(ROUNDS)], { encoding: 'utf8' });
            for (const line of out.trim().split('\n')) {
              const [seconds, valid, cpu] = line.split(' ').map(Number);
              javaRuns.push({ seconds, valid, cpu });
            }
          }
          return javaRuns.shift() as Timing;
        },
        seconds: [],
        cpu: [],
      },
      {
        id: 'isValid',
        what: 'isValid(urn) (dist build)',
        where: 'Node',
        run: async () => {
          for (let w = 0; w < 2; w += 1) for (const u of urns) isValid(u);
          return inProcess(async () => {
            let valid = 0;
            for (const u of urns) if (isValid(u)) valid += 1;
            return valid;
          });
        },
        seconds: [],
        cpu: [],
      },
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const row of rows) {
        const r = await row.run();
        row.seconds.push(r.seconds);
        if (r.cpu !== undefined) row.cpu.push(r.cpu);
        if (r.valid !== undefined) {
          if (r.valid !== expected) throw new Error(`${row.what}: ${r.valid} valid, isValid says ${expected}`);
          row.valid = r.valid;
        }
        console.error(`round ${round + 1}: ${row.where} ${row.what}: ${r.seconds.toFixed(3)} s`);
      }
    }
    connection.closeSync();
    const ch = await clickhouseRun(urns, dir, bin);
    const urnkitCount = ch.results[1].valid;
    if (urnkitCount !== expected * CH_COPIES) throw new Error(`ClickHouse match() with urnkit's pattern: ${urnkitCount} valid, isValid says ${expected * CH_COPIES}`);
    report(rows, ch, { expected, started, pgVersion: pg.version, collation: pg.collation, lengths: { re2: re2.length, postgres: postgres.length, java: java.length } });
  } finally {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(rows: Row[], ch: ClickHouseRun, info: { expected: number; started: number; pgVersion: string; collation: string; lengths: Record<string, number> }): void {
  const row = (id: string): Row => rows.find((r) => r.id === id) as Row;
  const line = (r: Row, floor: string): string => {
    const s = median(r.seconds);
    const f = row(floor);
    const cpu = r.cpu.length ? median(r.cpu) : undefined;
    const x = (a: number, b: number): string => (r.id === floor ? '' : `${(a / b).toFixed(2)}x`);
    return `| ${r.where} | ${r.what} | ${s.toFixed(3)} | ${r.seconds.map((v) => v.toFixed(3)).join(', ')} | ${cpu === undefined ? '' : cpu.toFixed(3)} | ${thousands(SIZE / s)} | ${x(s, median(f.seconds))} | ${cpu === undefined || !f.cpu.length ? '' : x(cpu, median(f.cpu))} |`;
  };
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr.split('\n')[0];
  const text = `# Benchmarks: URNs in SQL engines

Generated by \`npm run bench:sql\` (bench/sql.ts); do not edit by hand. Every figure comes from one run, on a shared machine:
ratios compare rows timed in the same rounds, so load falls on all of them alike, but single figures are noisy.

- machine: ${os.cpus()[0]?.model.trim() ?? 'unknown'}, ${os.availableParallelism()} cores, ${os.type()} ${os.release()} (${os.arch()}), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at the end
- Node ${process.version}; DuckDB through @duckdb/node-api in the same process; ${info.pgVersion.split(',')[0]} (a server of its own, database collation ${info.collation}); ${java}
- date: ${new Date().toISOString()}; ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}, ${Math.round((Date.now() - info.started) / 1000)} s wall clock in all
- corpus: ${thousands(SIZE)} URNs (bench/corpus.ts, seed 0x${SEED.toString(16)}; those holding a line end or blank left out, so each is one line of urns.txt), ${thousands(info.expected)} valid under RFC 8141; every row that counts found exactly as many as isValid
- patterns (RFC 8141, from toPattern): RE2 ${info.lengths.re2} characters, PostgreSQL ${info.lengths.postgres}, Java ${info.lengths.java}
- method: "s" is the median round's wall clock (all rounds listed), "CPU s" its user + system time (of this process for DuckDB and Node, DuckDB's threads included; of the child for the CLI; of the JVM's thread for Java; of the server's process for PostgreSQL, from /proc); URNs/s = ${thousands(SIZE)} / s; "x" = the row's s / the reference row's (more is slower), and the same of CPU s, which load on the machine distorts less. DuckDB rows are one query each over the Parquet file, timed around runAndReadAll; the CLI rows one process each (\`/usr/bin/time\`, its start-up included); PostgreSQL's psql's \\timing of one query over a table of the URNs; Java's System.nanoTime around a loop over the URNs after 3 warm-up loops, in one JVM with a ${JAVA_STACK} thread stack (java.util.regex recurses once per repetition of a group, and the default 1 MB overflows on the corpus's longest URNs, about 2,000 characters); Node's process.hrtime around the same loop after 2 warm-up loops

## In DuckDB, on the ${thousands(SIZE)}-row Parquet file

| where | what | s | rounds | CPU s | URNs/s | x pattern | x pattern, CPU |
| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |
${rows.filter((r) => ['scan', 'pattern', 'udf', 'cli-text', 'cli-column'].includes(r.id)).map((r) => line(r, 'pattern')).join('\n')}

## The pattern elsewhere, against isValid in Node

| where | what | s | rounds | CPU s | URNs/s | x isValid | x isValid, CPU |
| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |
${rows.filter((r) => ['pg-scan', 'pg', 'java', 'isValid'].includes(r.id)).map((r) => line(r, 'isValid')).join('\n')}

## ClickHouse: a Distributed table of two shards, ${thousands(ch.rows)} rows

ClickHouse ${ch.version} (Debian's), two clickhouse-server processes on this machine, the shards of one cluster (tests/support/clickhouse.ts), each a MergeTree table of half the rows (the corpus ${CH_COPIES} times, loaded and merged in ${ch.loadSeconds.toFixed(1)} s), queried through a Distributed table: the pattern travels in the query, and each shard runs it. One run of each row. "s" is the query's wall clock around clickhouse-client (its start included); "CPU s" the two servers' user + system time (/proc) for the queries, the process's (\`/usr/bin/time\`) for validate, which reads the same values as ${thousands(ch.rows)} lines (default --jobs: one thread a core). isValid finds ${thousands(info.expected * CH_COPIES)} valid. The hand-written regex, written from RFC 8141's ABNF as a user would (not urnkit's), is \`${HAND_WRITTEN.replace(/`/g, '\\`')}\`.

| what | s | CPU s | rows/s | rows per CPU s | valid | x pattern, CPU |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${ch.results.map((r) => `| ${r.what} | ${r.seconds.toFixed(3)} | ${r.cpu.toFixed(3)} | ${thousands(ch.rows / r.seconds)} | ${thousands(ch.rows / r.cpu)} | ${r.valid === undefined ? '' : thousands(r.valid)} | ${(r.cpu / ch.results[1].cpu).toFixed(2)}x |`).join('\n')}
`;
  if (quick) process.stdout.write(text);
  else {
    writeFileSync(path.join(ROOT, 'docs', 'sql-benchmarks.md'), text);
    process.stdout.write(text);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
