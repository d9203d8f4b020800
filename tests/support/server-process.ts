/*
 * What the test servers share (./postgres.ts, ./clickhouse.ts, ./mariadb.ts):
 * a free loopback port, a child process run to its end with its output, and
 * the watchdog that runs a server and stops it by its pid when the test
 * process lets go of it, by stop() or by ending in any way (a kill included).
 */
import { ChildProcess, spawn, spawnSync } from 'child_process';
import { connect, createServer } from 'net';

/** A port of 127.0.0.1 that nothing listens on now (the server started on it may still find it taken: callers retry). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** `count` distinct free ports. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Runs `command` to its end with `input` on its standard input: its status and output (a client that exits early is not an error here). */
export function run(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; input?: string | Buffer }): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
    // The client may exit on an error before reading everything: a closed pipe is its answer, not ours.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/**
 * The watchdog: starts the server ("$@"), and when its standard input closes stops it by its pid
 * ($SIGNAL, SIGTERM by default) and removes the temporary folder ($1); it also removes it when the
 * server ends by itself (a port taken meanwhile). `read` is a builtin: killing the subshell leaves no
 * reader behind. The reader's `<&0` matters: bash gives a background job /dev/null for input unless
 * it is redirected.
 */
export const WATCHDOG = `dir=$1; shift
"$@" & server=$!
{ while read -r _; do :; done; kill -"\${URNKIT_STOP_SIGNAL:-TERM}" "$server" 2>/dev/null; } <&0 & reader=$!
wait "$server"; status=$?
kill "$reader" 2>/dev/null
rm -rf -- "$dir"
exit "$status"`;

/** A server under the watchdog, in its own process group (a Ctrl-C in the terminal reaches the tests, and the watchdog cleans up when they end). */
export interface Watched {
  readonly child: ChildProcess;
  /** Resolves when the watchdog has ended (the server stopped, the folder removed). */
  readonly exited: Promise<void>;
  /** The server's pid (the watchdog's child that is not bash); undefined once it has ended. */
  serverPid(): number | undefined;
  /** Lets this process end without waiting for the server (the watchdog still stops it then). */
  unref(): void;
  /** Closes the watchdog's input, which stops the server by its pid, and waits for the cleanup. */
  stop(): Promise<void>;
}

/** Starts `server` (argv) under the watchdog, which removes `dir` once it ends; `signal` stops it (INT: PostgreSQL's fast shutdown). */
export function watched(dir: string, server: readonly string[], options: { env?: NodeJS.ProcessEnv; signal?: 'TERM' | 'INT'; stderr?: 'pipe' | 'ignore' } = {}): Watched {
  const env = { ...(options.env ?? process.env), URNKIT_STOP_SIGNAL: options.signal ?? 'TERM' };
  const child = spawn('bash', ['-c', WATCHDOG, 'watchdog', dir, ...server], { env, detached: true, stdio: ['pipe', 'ignore', options.stderr ?? 'pipe'] });
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    child,
    exited,
    serverPid() {
      // ps, not /proc: the tests may read no file outside the repository (./inside-repo.ts).
      const ps = spawnSync('ps', ['-o', 'pid=,comm=', '--ppid', String(child.pid)], { encoding: 'utf8' });
      const server = (ps.stdout ?? '').split('\n').map((l) => l.trim().split(/\s+/)).find(([pid, comm]) => pid && comm && comm !== 'bash');
      return server ? Number(server[0]) : undefined;
    },
    unref() {
      child.unref();
      (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
      (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
    },
    async stop() {
      // Referenced again: the caller waits for the cleanup, so this process must not end first.
      child.ref();
      (child.stderr as unknown as { ref?: () => void } | null)?.ref?.();
      child.stdin?.end();
      await exited;
    },
  };
}
