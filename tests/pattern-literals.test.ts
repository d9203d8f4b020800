/*
 * `urnkit pattern --literal <host>`: each literal read back in its host, where the host runs here,
 * must be the pattern itself. The patterns: the three main profiles in every dialect, with parts
 * where the dialect takes them, and two namespace grammars; between them they hold every
 * character a pattern writes (both quotes, backslashes, &, <, $, %). Each host reads all of them
 * in one process: javac and java, python3, node, python3's json for JSON, xmllint for an XML
 * attribute, bash, DuckDB (@duckdb/node-api) and PostgreSQL (psql) for their SQL literals.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { execFileSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { DIALECTS, PatternUnavailableError, toPattern } from '../src/entries/patterns';
import { LITERAL_HOSTS, literalFor } from '../src/patterns/literals/index';
import { ENGINES } from '../src/sql/engines/index';
import { PROFILES } from '../src/types';
import { cli } from './support/cli';
import { PostgresServer, startPostgres } from './support/postgres';

jest.setTimeout(300_000);

const PATTERNS: string[] = [];
for (const profile of PROFILES) {
  for (const dialect of DIALECTS) {
    for (const parts of [false, true]) {
      try {
        PATTERNS.push(toPattern(profile, { dialect, parts }).pattern);
      } catch (e) {
        if (!(e instanceof PatternUnavailableError)) throw e;
      }
    }
  }
}
for (const namespace of ['isbn', 'publicid']) PATTERNS.push(toPattern('rfc8141', { dialect: 'postgres', namespace }).pattern, toPattern('rfc8141', { dialect: 'java', namespace }).pattern);

const literals = (host: string): string[] => PATTERNS.map((p) => literalFor(host, p) as string);
/** The patterns, one a line, as a host printed them back (no pattern holds a line end). */
const lines = (out: string | Buffer): string[] => out.toString().replace(/\n$/, '').split('\n');

let dir: string;
let pg: PostgresServer | undefined;
let starting: Promise<PostgresServer> | undefined;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'urnkit-literals-'));
  starting = startPostgres().then((s) => (pg = s));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await starting?.then((s) => s.stop());
});

test('the patterns hold the characters a literal must escape', () => {
  const all = PATTERNS.join('');
  expect(['\\', "'", '&', '<', '$', '%'].filter((ch) => !all.includes(ch))).toEqual([]);
});

test('java: javac and java read each literal back as the pattern', () => {
  writeFileSync(join(dir, 'Literals.java'), `public class Literals { public static void main(String[] a) { String[] p = { ${literals('java').join(',\n')} }; for (String s : p) System.out.println(s); } }\n`);
  execFileSync('javac', ['-d', dir, join(dir, 'Literals.java')]);
  expect(lines(execFileSync('java', ['-cp', dir, 'Literals']))).toEqual(PATTERNS);
});

test('python: python3 reads each literal back as the pattern', () => {
  expect(lines(execFileSync('python3', ['-'], { input: `for p in [${literals('python').join(',\n')}]:\n    print(p)\n` }))).toEqual(PATTERNS);
});

test('js: node reads each literal back as the pattern, and new RegExp takes the js ones', () => {
  expect(lines(execFileSync(process.execPath, ['-'], { input: `for (const p of [${literals('js').join(',\n')}]) console.log(p);\n` }))).toEqual(PATTERNS);
});

test('json: a JSON parser (python3 json) reads each literal back as the pattern', () => {
  expect(lines(execFileSync('python3', ['-c', 'import json, sys\nfor line in sys.stdin.read().splitlines(): print(json.loads(line))'], { input: literals('json').join('\n') }))).toEqual(PATTERNS);
});

test('xml: xmllint reads each attribute back as the pattern', () => {
  const file = join(dir, 'p.xml');
  writeFileSync(file, `<r>${literals('xml').map((l) => `<p v=${l}/>`).join('\n')}</r>\n`);
  // xmllint ends what it prints with a line end.
  const back = PATTERNS.map((_, i) => execFileSync('xmllint', ['--xpath', `string(/r/p[${i + 1}]/@v)`, file]).toString().replace(/\n$/, ''));
  expect(back).toEqual(PATTERNS);
});

test('shell: bash reads each word back as the pattern', () => {
  expect(lines(execFileSync('bash', ['-c', `printf '%s\\n' ${literals('shell').join(' ')}`]))).toEqual(PATTERNS);
});

test('sql-duckdb: DuckDB reads each literal back as the pattern', async () => {
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const db = await instance.connect();
  try {
    const back: string[] = [];
    for (const l of literals('sql-duckdb')) back.push(String((await db.runAndReadAll(`SELECT ${l} AS p`)).getRowObjectsJS()[0].p));
    expect(back).toEqual(PATTERNS);
  } finally {
    db.closeSync();
    instance.closeSync();
  }
});

test('sql-postgres: PostgreSQL (psql) reads each literal back as the pattern', async () => {
  await starting;
  const out = await (pg as PostgresServer).psql(`${literals('sql-postgres').map((l) => `SELECT ${l};`).join('\n')}\n`);
  expect(lines(out)).toEqual(PATTERNS);
});

test('the hosts: one per module, then one per urnkit sql engine (its scripts\' literal; BigQuery, Snowflake, Spark, Trino, ClickHouse and MySQL do not run here)', () => {
  expect(LITERAL_HOSTS).toEqual(['java', 'python', 'js', 'json', 'xml', 'shell', ...ENGINES.map((e) => `sql-${e.name}`)]);
  for (const e of ENGINES) expect(literalFor(`sql-${e.name}`, PATTERNS[0])).toBe(e.literal(PATTERNS[0]));
});

test('urnkit pattern --literal prints the literal; with --json as "literal"; an unknown host names the choices', async () => {
  const r = await cli(['pattern', '-p', 'rfc2141', '-d', 'python', '--literal', 'python']);
  expect([r.code, r.stdout]).toEqual([0, `${literalFor('python', toPattern('rfc2141', { dialect: 'python' }).pattern)}\n`]);
  const j = await cli(['pattern', '-d', 'xsd', '--literal', 'xml', '--json']);
  expect(JSON.parse(j.stdout).literal).toBe(literalFor('xml', toPattern('rfc8141', { dialect: 'xsd' }).pattern));
  const bad = await cli(['pattern', '--literal', 'cobol']);
  expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(/argument 'cobol' is invalid\. Allowed choices are java, python, js, json, xml, shell, sql-/)]);
});
