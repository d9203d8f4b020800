/*
 * The MariaDB script of `urnkit sql` (--engine mariadb), run as printed in a
 * real mariadbd (Debian's, tests/support/mariadb.ts) over a table of the
 * pattern tests' inputs (every revision's spec vectors, fuzzed inputs and
 * traps, and a namespace's: more than 10^5 values, each once) and a NULL, in
 * a utf8mb4 column whose collation folds case (utf8mb4_general_ci) and under
 * a session whose default_regex_flags and sql_mode would change an unguarded
 * pattern: every verdict and part equal to isValid's and parse's. And MySQL
 * 8's script, which the same server refuses at its first statement.
 */
import { existsSync } from 'fs';
import { mariadb, MARIADB_PROVED_ON } from '../src/sql/engines/mariadb';
import { batchRows, hexString, MariaDbServer, startMariaDb } from './support/mariadb';
import { clusterInputs, script } from './support/sql-cases';
import { describeScriptRuns } from './support/sql-runs';

const SEED = 0x4d;
const DATABASE = 'urn data';
const TABLE = 'urns';
const COLUMN = 'the urn';
/** What every session runs first: flags and modes a user may have set, which the script must withstand. */
const SESSION = "SET SESSION default_regex_flags = 'DOTALL,EXTENDED,MULTILINE,UNGREEDY'; SET SESSION sql_mode = CONCAT(@@sql_mode, ',HIGH_NOT_PRECEDENCE,NO_BACKSLASH_ESCAPES,ANSI_QUOTES');\n";

let db: MariaDbServer;
let stored: string[] = [];

beforeAll(async () => {
  db = await startMariaDb();
  const inputs = clusterInputs(SEED);
  stored = inputs.map((v) => Buffer.from(v, 'utf8').toString('utf8'));
  const rows = [...inputs, null].map((v, id) => `(${id}, ${v === null ? 'NULL' : hexString(v)})`);
  const inserts: string[] = [];
  for (let k = 0; k < rows.length; k += 5000) inserts.push(`INSERT INTO \`${TABLE}\` VALUES ${rows.slice(k, k + 5000).join(', ')};`);
  await db.client(
    `CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci;
     USE \`${DATABASE}\`;
     CREATE TABLE \`${TABLE}\` (id INT PRIMARY KEY, \`${COLUMN}\` TEXT) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci;
     ${inserts.join('\n')}`,
  );
}, 180_000);
afterAll(() => db?.stop());

test(`the server: MariaDB ${MARIADB_PROVED_ON.split(' ')[0]}, a column that folds case, read back as written`, async () => {
  expect(db.version).toMatch(new RegExp(`^${MARIADB_PROVED_ON.split(' ')[0].replace('.', '\\.')}\\.\\d+-MariaDB`));
  expect(stored.length).toBeGreaterThan(100_000);
  // "NULL" is how the client prints NULL: no value may be that string.
  expect(stored.includes('NULL')).toBe(false);
  expect((await db.client(`SELECT 'A' = 'a', 'A' REGEXP 'a'`, DATABASE)).trim()).toBe('1\t1');
  const back = batchRows(await db.client(`SELECT \`${COLUMN}\` FROM \`${TABLE}\` ORDER BY id`, DATABASE));
  expect(back.map(([v]) => v)).toEqual([...stored, null]);
});

describeScriptRuns({
  engine: mariadb,
  table: `${DATABASE}.${TABLE}`,
  column: COLUMN,
  stored: () => stored,
  lexicon: { backslash: true },
  run: async (sql) => batchRows(await db.client(SESSION + sql, DATABASE)),
  // REGEXP gives 1 or 0 (NULL for NULL).
  verdict: (field) => (field === null ? null : field === '1' ? true : field === '0' ? false : (field as never)),
  absent: '',
  // The client prints NULL and the string "NULL" alike.
  printed: (part) => (part === 'NULL' ? null : part),
});

test("MySQL 8's script stops at its first statement here: MariaDB's REGEXP_REPLACE takes three arguments (hence --engine mariadb)", async () => {
  const text = await script('mysql', 'rfc8141', undefined, `${DATABASE}.${TABLE}`, COLUMN);
  await expect(db.client(text, DATABASE)).rejects.toThrow(/ERROR 1582 .*Incorrect parameter count in the call to native function 'REGEXP_REPLACE'/);
});

test('stop() ends the server by pid and removes its folder', async () => {
  expect(existsSync(db.socket)).toBe(true);
  await db.stop();
  expect(existsSync(db.directory)).toBe(false);
});
