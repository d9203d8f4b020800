/*
 * A MariaDB server for the tests that run SQL in it: Debian's mariadbd
 * (10.11 on Debian 12; .ci/run installs mariadb-server where missing) with a
 * data directory made by mariadb-install-db in a temporary folder, listening
 * on a socket in that folder only (no TCP port), run as root (--user=root:
 * the tests run as root here) with no option file read (--no-defaults).
 * Queries go through the mariadb client, a child process: no client library.
 *
 * The server runs under the watchdog of ./server-process.ts, which stops it
 * by its pid (SIGTERM: a clean shutdown) and removes the folder when stop()
 * closes its input or this process ends in any way.
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { run, watched } from './server-process';

const SERVER = '/usr/sbin/mariadbd';
const INSTALL = '/usr/bin/mariadb-install-db';
const CLIENT = '/usr/bin/mariadb';

export interface MariaDbServer {
  /** `SELECT VERSION()`. */
  readonly version: string;
  /** The temporary folder of the data directory and the socket (removed when the server stops). */
  readonly directory: string;
  readonly socket: string;
  /**
   * Runs `script` through the mariadb client (--batch: tab-separated rows, no column names, \t \n \0
   * and \\ escaped; utf8mb4), in `database` where given, and resolves with its standard output;
   * rejects with its standard error when it exits non-zero (the client stops at the first error).
   */
  client(script: string, database?: string): Promise<string>;
  /** Stops the server by its pid and removes its folder (again: nothing). */
  stop(): Promise<void>;
}

/** Starts a server (see the module comment). Call stop() when done (afterAll). */
export async function startMariaDb(): Promise<MariaDbServer> {
  const dir = mkdtempSync(join(tmpdir(), 'urnkit-mariadb-'));
  const data = join(dir, 'data');
  const socket = join(dir, 'socket');
  const install = spawnSync(INSTALL, ['--no-defaults', `--datadir=${data}`, '--user=root', '--auth-root-authentication-method=socket', '--skip-test-db'], { encoding: 'utf8' });
  if (install.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`mariadb-install-db failed: ${install.stderr || install.error?.message}`);
  }
  // A small buffer pool and log: the tables are small, and the machine is shared.
  const server = watched(dir, [SERVER, '--no-defaults', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking', '--user=root', `--pid-file=${join(dir, 'mariadbd.pid')}`, '--innodb-buffer-pool-size=64M', '--max-allowed-packet=64M']);
  server.unref();
  let startError = '';
  const started = await new Promise<boolean>((resolve) => {
    let log = '';
    const timer = setTimeout(() => resolve(false), 60_000);
    server.child.stderr?.on('data', (b: Buffer) => {
      if (log.length < 1 << 16) log += b.toString('utf8');
      if (/ready for connections/.test(log)) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    void server.exited.then(() => {
      clearTimeout(timer);
      resolve(false);
      startError = log.slice(-4000);
    });
  });
  if (!started) {
    await server.stop();
    throw new Error(`mariadbd did not start:\n${startError}`);
  }
  const client = async (script: string, database?: string): Promise<string> => {
    const args = ['--no-defaults', `--socket=${socket}`, '--user=root', '--batch', '--skip-column-names', '--default-character-set=utf8mb4', ...(database ? [`--database=${database}`] : [])];
    const r = await run(CLIENT, args, { input: script });
    if (r.status !== 0) throw new Error(`mariadb exited with ${r.status}: ${r.stderr}`);
    return r.stdout;
  };
  let stopped = false;
  try {
    const version = (await client('SELECT VERSION()')).trim();
    return {
      version,
      directory: dir,
      socket,
      client,
      async stop() {
        if (stopped) return;
        stopped = true;
        await server.stop();
      },
    };
  } catch (e) {
    await server.stop();
    throw e;
  }
}

/** A string as a MariaDB literal that no sql_mode reads otherwise: hexadecimal UTF-8 with the utf8mb4 introducer. */
export const hexString = (value: string): string => `_utf8mb4 X'${Buffer.from(value, 'utf8').toString('hex')}'`;

/** The client's --batch output as rows: its escapes (\0 \t \n \\) undone, NULL as null (the string "NULL" prints the same). */
export const batchRows = (out: string): (string | null)[][] =>
  out === ''
    ? []
    : out
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => line.split('\t').map((f) => (f === 'NULL' ? null : f.replace(/\\(.)/gs, (_m, c: string) => ({ '0': '\0', t: '\t', n: '\n', '\\': '\\' })[c] ?? `\\${c}`))));
