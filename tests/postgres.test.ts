/*
 * The PostgreSQL the SQL tests run in (tests/support/postgres.ts): a server
 * of its own, a database that does not collate as C, and nothing left behind
 * when it stops, whether the tests stop it or their process is killed.
 */
import { spawn } from 'child_process';
import { existsSync } from 'fs';
import { TS_CHILD, ROOT } from './support/child';
import { PostgresServer, postgresBin, startPostgres } from './support/postgres';
import { listening } from './support/server-process';

async function eventually(test: () => Promise<boolean> | boolean, ms = 20_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await test()) return true;
  return false;
}

describe('tests/support/postgres', () => {
  let pg: PostgresServer;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(() => pg?.stop());

  test('runs Debian\'s PostgreSQL 15 where it is installed', () => {
    if (postgresBin() === '/usr/lib/postgresql/15/bin') expect(pg.version).toMatch(/^PostgreSQL 15\./);
    else expect(pg.version).toMatch(/^PostgreSQL \d+/);
  });

  test('the database collates by a locale other than C (ICU en-US where the server has ICU)', async () => {
    expect(pg.collation).not.toBe('C.UTF-8');
    // Under C, "B" (0x42) sorts before "b" (0x62); every natural-language collation puts "b" first.
    expect((await pg.psql("SELECT 'b' < 'B', current_setting('server_encoding')")).trim()).toBe('t|UTF8');
    if (pg.collation === 'ICU en-US') expect((await pg.psql('SELECT datlocprovider, daticulocale FROM pg_database WHERE datname = current_database()')).trim()).toBe('i|en-US');
  });

  test('a failing statement rejects with psql\'s message', async () => {
    await expect(pg.psql('SELECT 1/0')).rejects.toThrow(/division by zero/);
  });

  test('stop() ends the server and removes its data directory', async () => {
    expect(existsSync(pg.directory)).toBe(true);
    expect(await listening(pg.port)).toBe(true);
    await pg.stop();
    expect(existsSync(pg.directory)).toBe(false);
    expect(await listening(pg.port)).toBe(false);
    await pg.stop();
  });
});

test('a killed test process leaves no server and no data directory behind', async () => {
  const script = "require('./tests/support/postgres').startPostgres().then((s) => { console.log(JSON.stringify({ port: s.port, directory: s.directory })); setInterval(() => {}, 1000); })";
  const child = spawn(process.execPath, [...TS_CHILD, '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const started = await new Promise<{ port: number; directory: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('\n')) resolve(JSON.parse(out));
    });
    child.once('exit', (code) => reject(new Error(`the child ended (${code}) before the server started`)));
  });
  expect(await listening(started.port)).toBe(true);
  child.kill('SIGKILL');
  expect(await eventually(() => !existsSync(started.directory))).toBe(true);
  expect(await listening(started.port)).toBe(false);
});
