/*
 * A PostgreSQL server for the tests that run SQL in it: Debian's PostgreSQL
 * (15; .ci/run installs it where missing) in a temporary data directory, on a
 * free port of 127.0.0.1, with a database whose collation is not C where the
 * machine has one (ICU "en-US" where the server is built with ICU, as
 * Debian's is; else a libc locale other than C and POSIX). Queries go through
 * psql, a child process: no client library.
 *
 * The server runs under a small shell watchdog whose standard input is a pipe
 * from this process: when the pipe closes (stop(), or this process ending in
 * any way, a kill included) the watchdog stops the server and removes the
 * data directory. PostgreSQL refuses to run as root: as root, initdb and the
 * server run as the "postgres" user (Debian's package creates it; "nobody"
 * where it does not) through setpriv, which execs the server itself, so the
 * watchdog's signal reaches it.
 */
import { spawnSync } from 'child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { freePort, run, watched, Watched } from './server-process';

/** A running server and the database the tests use. */
export interface PostgresServer {
  /** The server's version string (`SELECT version()`). */
  readonly version: string;
  readonly port: number;
  /** The temporary folder of the data directory and the server's socket (removed when the server stops). */
  readonly directory: string;
  readonly database: string;
  /** How the database collates: "ICU en-US", "libc <locale>", or "C.UTF-8" on a machine with no other locale. */
  readonly collation: string;
  /** psql's connection arguments for the database (host, port, user, database), for a test that runs psql itself. */
  readonly connection: readonly string[];
  /** The environment psql runs in: the caller's, without the PG* variables that would point it elsewhere. */
  readonly env: NodeJS.ProcessEnv;
  /**
   * Runs `script` through psql (stopping at the first error, no psqlrc, unaligned tuples only:
   * `-X -q -v ON_ERROR_STOP=1 -A -t`, then `args`) and resolves with its standard output;
   * rejects with psql's standard error when it exits non-zero.
   */
  psql(script: string, args?: readonly string[]): Promise<string>;
  /** Stops the server and removes its data directory (again: nothing). */
  stop(): Promise<void>;
}

const VERSIONS = ['15', '16', '17', '14', '13'];

/** The directory of the server's binaries: URNKIT_PG_BIN, Debian's PostgreSQL 15 (else another version), else pg_config's. */
export function postgresBin(): string {
  const candidates = [process.env.URNKIT_PG_BIN, ...VERSIONS.map((v) => `/usr/lib/postgresql/${v}/bin`)];
  for (const dir of candidates) if (dir && existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb'))) return dir;
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = config.status === 0 ? config.stdout.trim() : '';
  if (dir && existsSync(join(dir, 'postgres'))) return dir;
  throw new Error('PostgreSQL server binaries not found (/usr/lib/postgresql/15/bin, pg_config); .ci/run installs Debian\'s "postgresql" package, or set URNKIT_PG_BIN');
}

/** As root: the account the server runs as, and the command prefix that switches to it. */
function serverAccount(): { uid: number; gid: number; prefix: string[] } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  for (const user of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) {
      return { uid: Number(uid.stdout), gid: Number(gid.stdout), prefix: ['setpriv', `--reuid=${user}`, `--regid=${gid.stdout.trim()}`, '--init-groups'] };
    }
  }
  throw new Error('running as root, and neither a "postgres" nor a "nobody" account exists to run PostgreSQL as');
}

/** The caller's environment without the variables that would send psql or the server elsewhere. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^PG/.test(k) && k !== 'PSQLRC') env[k] = v;
  return { ...env, PGCLIENTENCODING: 'UTF8', PGCONNECT_TIMEOUT: '10' };
}

/** Starts the server on a free port: resolves once it accepts connections; null if it ended first (the port was taken meanwhile). */
function launch(bin: string, dir: string, port: number, prefix: readonly string[], env: NodeJS.ProcessEnv): Promise<Watched | null> {
  const server = [...prefix, join(bin, 'postgres'), '-D', join(dir, 'data'), '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  // SIGINT: PostgreSQL's fast shutdown.
  const w = watched(dir, server, { env, signal: 'INT' });
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => {
      w.child.stdin?.end();
      reject(new Error(`PostgreSQL did not start within 60 s:\n${log}`));
    }, 60_000);
    w.child.stderr?.on('data', (b: Buffer) => {
      if (log.length < 1 << 16) log += b.toString('utf8');
      if (/ready to accept connections/.test(log)) {
        clearTimeout(timer);
        resolve(w);
      }
    });
    w.child.once('close', () => {
      clearTimeout(timer);
      if (/could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(log)) resolve(null);
      else reject(new Error(`PostgreSQL ended while starting:\n${log}`));
    });
  });
}

/** The database, created with the first collation other than C the server and machine offer. */
async function createDatabase(psql: (script: string, db: string) => Promise<{ status: number | null; stderr: string }>, database: string): Promise<string> {
  const base = `CREATE DATABASE ${database} TEMPLATE template0 ENCODING 'UTF8'`;
  if ((await psql(`${base} LOCALE_PROVIDER icu ICU_LOCALE 'en-US'`, 'postgres')).status === 0) return 'ICU en-US';
  const locales = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const libc = (locales.stdout ?? '').split('\n').filter((l) => l && !/^(C|POSIX)([.@].*)?$/i.test(l) && /utf-?8/i.test(l));
  for (const locale of libc) {
    if ((await psql(`${base} LOCALE '${locale.replace(/'/g, "''")}'`, 'postgres')).status === 0) return `libc ${locale}`;
  }
  const plain = await psql(base, 'postgres');
  if (plain.status !== 0) throw new Error(`CREATE DATABASE failed: ${plain.stderr}`);
  return 'C.UTF-8';
}

/** Starts a server (see the module comment). Call stop() when done (afterAll); the watchdog also stops it when this process ends. */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const account = serverAccount();
  const prefix = account?.prefix ?? [];
  const env = cleanEnv();
  const dir = mkdtempSync(join(tmpdir(), 'urnkit-pg-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const hasCUtf8 = /^C\.utf-?8$/im.test(spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '');
  const initdb = spawnSync(prefix[0] ?? join(bin, 'initdb'), [...prefix.slice(1), ...(prefix.length ? [join(bin, 'initdb')] : []), '-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', `--locale=${hasCUtf8 ? 'C.UTF-8' : 'C'}`, '--no-sync'], { env, encoding: 'utf8' });
  if (initdb.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${initdb.stderr || initdb.error?.message}`);
  }
  let started: Watched | null = null;
  let port = 0;
  for (let attempt = 0; attempt < 5 && !started; attempt += 1) {
    port = await freePort();
    started = await launch(bin, dir, port, prefix, env);
  }
  if (!started) throw new Error('PostgreSQL could not bind a free port in 5 attempts');
  // Nothing of the server keeps this process alive: a test that forgets stop() still ends (and the watchdog cleans up).
  started.unref();
  const stop = started.stop;
  const database = 'urnkit';
  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  const psqlIn = (script: string, db: string, args: readonly string[] = []) => run(join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-A', '-t', ...connection, '-d', db, ...args], { env, input: script });
  try {
    const collation = await createDatabase(psqlIn, database);
    const version = (await psqlIn('SELECT version()', database)).stdout.trim();
    return {
      version,
      port,
      directory: dir,
      database,
      collation,
      connection: [...connection, '-d', database],
      env,
      async psql(script, args = []) {
        const r = await psqlIn(script, database, args);
        if (r.status !== 0) throw new Error(`psql exited with ${r.status}: ${r.stderr}`);
        return r.stdout;
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
