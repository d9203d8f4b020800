/*
 * A ClickHouse cluster for the tests that run SQL in it: two clickhouse-server
 * processes (Debian's, 18.16 on Debian 12; .ci/run installs it where missing),
 * each with a temporary folder of its own (data, logs, configuration) and
 * free ports of 127.0.0.1, and a configuration naming both as the two shards
 * of one cluster ("urnkit" in remote_servers), so that a Distributed table
 * on either spreads a query over both. Queries go through clickhouse-client,
 * a child process: no client library.
 *
 * Each server runs under the watchdog of ./server-process.ts, which stops it
 * by its pid (SIGTERM) and removes its folder when stop() closes its input
 * or this process ends in any way. The configuration is what 18.16 needs to
 * run as a user's process would (listen_host, the three ports, the paths,
 * a users file with a default user, logs to files in the folder) and keeps
 * what it would take from the machine small (no mlock, no uncompressed cache,
 * a small mark cache).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { get } from 'http';
import { tmpdir } from 'os';
import { join } from 'path';
import { freePorts, run, watched, Watched } from './server-process';

const SERVER = '/usr/sbin/clickhouse-server';
const CLIENT = '/usr/bin/clickhouse-client';

/** The cluster's name in remote_servers. */
export const CLUSTER = 'urnkit';

/** One server: its ports and its temporary folder (removed when it stops). */
export interface ClickHouseShard {
  /** The clickhouse-server process (the watchdog stops it by this pid). */
  readonly pid: number;
  readonly tcpPort: number;
  readonly httpPort: number;
  readonly directory: string;
}

export interface ClickHouseCluster {
  /** The servers' version (`SELECT version()`). */
  readonly version: string;
  readonly shards: readonly ClickHouseShard[];
  /**
   * Runs `script` through clickhouse-client on shard `shard` (0 by default) with --multiquery
   * (statements separated by ";"), `input` on its standard input for an INSERT ... FORMAT, and
   * resolves with its standard output (TabSeparated); rejects with its standard error when it exits non-zero.
   */
  client(script: string, options?: { shard?: number; input?: string | Buffer; args?: readonly string[] }): Promise<string>;
  /** Stops both servers by pid and removes their folders (again: nothing). */
  stop(): Promise<void>;
}

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function config(dir: string, ports: { tcp: number; http: number; interserver: number }, shards: readonly number[]): string {
  const replicas = shards.map((p) => `<shard><replica><host>127.0.0.1</host><port>${p}</port></replica></shard>`).join('');
  return `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>${xml(join(dir, 'server.log'))}</log><errorlog>${xml(join(dir, 'server.err.log'))}</errorlog><size>10M</size><count>1</count><console>1</console></logger>
  <listen_host>127.0.0.1</listen_host>
  <tcp_port>${ports.tcp}</tcp_port>
  <http_port>${ports.http}</http_port>
  <interserver_http_port>${ports.interserver}</interserver_http_port>
  <interserver_http_host>127.0.0.1</interserver_http_host>
  <path>${xml(join(dir, 'data'))}/</path>
  <tmp_path>${xml(join(dir, 'tmp'))}/</tmp_path>
  <user_files_path>${xml(join(dir, 'user_files'))}/</user_files_path>
  <format_schema_path>${xml(join(dir, 'format_schemas'))}/</format_schema_path>
  <users_config>${xml(join(dir, 'users.xml'))}</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>67108864</mark_cache_size>
  <uncompressed_cache_size>0</uncompressed_cache_size>
  <mlock_executable>false</mlock_executable>
  <remote_servers><${CLUSTER}>${replicas}</${CLUSTER}></remote_servers>
</yandex>
`;
}

const USERS = `<?xml version="1.0"?>
<yandex>
  <profiles><default><use_uncompressed_cache>0</use_uncompressed_cache></default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip></networks><profile>default</profile><quota>default</quota></default></users>
  <quotas><default></default></quotas>
</yandex>
`;

/** Whether the server answers its HTTP /ping. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/ping', timeout: 2000 }, (response) => {
      let body = '';
      response.on('data', (b: Buffer) => (body += b.toString()));
      response.on('end', () => resolve(response.statusCode === 200 && body.startsWith('Ok.')));
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

/**
 * Waits until `server` answers: true; false if it ended because a port was taken meanwhile (its
 * console log says so); throws with its log if it ended otherwise or did not answer within 60 s.
 */
async function ready(server: Watched, httpPort: number): Promise<boolean> {
  let log = '';
  server.child.stderr?.on('data', (b: Buffer) => {
    if (log.length < 1 << 16) log += b.toString('utf8');
  });
  let ended = false;
  void server.exited.then(() => (ended = true));
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (ended) {
      if (/Address already in use/i.test(log)) return false;
      throw new Error(`clickhouse-server ended while starting:\n${log.slice(-4000)}`);
    }
    if (await pings(httpPort)) return true;
  }
  await server.stop();
  throw new Error(`clickhouse-server did not answer within 60 s:\n${log.slice(-4000)}`);
}

/** Starts two servers as the shards of one cluster (see the module comment). Call stop() when done (afterAll). */
export async function startClickHouse(): Promise<ClickHouseCluster> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const ports = await freePorts(6);
    const layout = [0, 1].map((k) => ({ tcp: ports[3 * k], http: ports[3 * k + 1], interserver: ports[3 * k + 2] }));
    const servers: { shard: ClickHouseShard; server: Watched }[] = [];
    const stopAll = async (): Promise<void> => {
      await Promise.all(servers.map((s) => s.server.stop()));
    };
    let bound = true;
    try {
      for (const p of layout) {
        const dir = mkdtempSync(join(tmpdir(), 'urnkit-ch-'));
        for (const sub of ['data', 'tmp', 'user_files', 'format_schemas']) mkdirSync(join(dir, sub));
        writeFileSync(join(dir, 'config.xml'), config(dir, p, layout.map((l) => l.tcp)));
        writeFileSync(join(dir, 'users.xml'), USERS);
        const server = watched(dir, [SERVER, `--config-file=${join(dir, 'config.xml')}`]);
        // Nothing of the server keeps this process alive: a test that forgets stop() still ends (and the watchdog cleans up).
        server.unref();
        const shard = { pid: 0, tcpPort: p.tcp, httpPort: p.http, directory: dir };
        servers.push({ shard, server });
        if (!(await ready(server, p.http))) bound = false;
        if (!bound) break;
        shard.pid = server.serverPid() ?? 0;
      }
    } catch (e) {
      await stopAll();
      throw e;
    }
    if (!bound) {
      await stopAll();
      continue;
    }
    const shards = servers.map((s) => s.shard);
    const client = async (script: string, options: { shard?: number; input?: string | Buffer; args?: readonly string[] } = {}): Promise<string> => {
      const shard = shards[options.shard ?? 0];
      const args = ['--host', '127.0.0.1', '--port', String(shard.tcpPort), ...(options.args ?? [])];
      // A script goes in as --query with --multiquery; with input, the one statement reads it (INSERT ... FORMAT).
      const r = await run(CLIENT, options.input === undefined ? [...args, '--multiquery', '--query', script] : [...args, '--query', script], { input: options.input ?? '' });
      if (r.status !== 0) throw new Error(`clickhouse-client exited with ${r.status}: ${r.stderr}`);
      return r.stdout;
    };
    try {
      const version = (await client('SELECT version()')).trim();
      let stopped = false;
      return {
        version,
        shards,
        client,
        async stop() {
          if (stopped) return;
          stopped = true;
          await stopAll();
        },
      };
    } catch (e) {
      await stopAll();
      throw e;
    }
  }
  throw new Error('clickhouse-server could not bind free ports in 5 attempts');
}

/** A value as a field of ClickHouse's TabSeparated input: backslash, tab, line ends and NUL escaped; NULL as \N. */
export function tsvField(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r\0\b\f]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0', '\b': '\\b', '\f': '\\f' })[c] as string);
}

/** A field of ClickHouse's TabSeparated output read back: its escapes undone, \N as NULL. */
export function fromTsvField(field: string): string | null {
  if (field === '\\N') return null;
  return field.replace(/\\(.)/gs, (_m, c: string) => ({ b: '\b', f: '\f', r: '\r', n: '\n', t: '\t', '0': '\0', "'": "'", '\\': '\\' })[c] ?? `\\${c}`);
}

/** ClickHouse's TabSeparated output as rows of fields. */
export const tsvRows = (out: string): (string | null)[][] =>
  out === '' ? [] : out.replace(/\n$/, '').split('\n').map((line) => line.split('\t').map(fromTsvField));
