/*
 * The user's mistakes and the machine's conditions (issue 24, item 1): a
 * missing file, a folder, an existing file where a folder goes, a link or a
 * folder where a module goes, a full disk (standard output), no permission, a folder as standard input. Each exits 2 with one line
 * "urnkit <command>: ..." naming the file (escaped) and the reason in words,
 * never exit 70, never a stack trace; a write failure never says "cannot read".
 * Where the process matters (stream errors, standard input, standard output),
 * the CLI runs in a child process.
 */
import { spawnSync, SpawnSyncOptions } from 'child_process';
import { chmodSync, closeSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { fileError } from '../src/cli/errors';
import { CLI_CHILD, CLI_COMMAND, ROOT } from './support/child';
import { cli } from './support/cli';

const NO_STACK = /\n\s+at |Error:|internal error/;

/** The CLI from the sources in a child process (as bin/urnkit.js runs dist/). */
function urnkit(args: string[], options: SpawnSyncOptions = {}): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...CLI_CHILD, ...args], { cwd: ROOT, encoding: 'utf8', ...options });
  return { code: r.status, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}

const ACME = '; @namespace acme\n; @source the ACME registration\n; @start nss\nnss = 1*ALPHA\n';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'urnkit-errors-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'acme.abnf'), ACME);
  chmodSync(join(dir, 'acme.abnf'), 0o644);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('urnkit diff on a file it cannot read (the reproductions: ENOENT, EISDIR)', () => {
  test('a missing file: exit 2, one line, no stack trace (child process: the stream error used to crash it)', () => {
    const missing = join(dir, 'missing.txt');
    const r = urnkit(['diff', missing, '--from', 'rfc2141', '--to', 'rfc8141']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `urnkit diff: cannot read "${missing}": no such file or folder\n` });
  });

  test('a folder: exit 2, "it is a folder"', async () => {
    const r = await cli(['diff', dir, '--from', 'rfc2141', '--to', 'rfc8141']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `urnkit diff: cannot read "${dir}": it is a folder\n` });
  });

  test('the file name is escaped as every echoed text is: a line feed and a bidi override stay visible', async () => {
    const name = join(dir, 'a\nb\u202ec.txt');
    const r = await cli(['diff', name, '--from', 'rfc2141', '--to', 'rfc8141']);
    expect(r.stderr).toBe(`urnkit diff: cannot read "${dir}/a\\u000ab\\u202ec.txt": no such file or folder\n`);
  });
});

describe('the same for every command that reads files', () => {
  test.each([
    ['validate', ['validate', '--input']],
    ['parse', ['parse', '--input']],
    ['normalize', ['normalize', '--input']],
    ['explain', ['explain', '--input']],
    ['history', ['history', '--input']],
    ['equal', ['equal', '--input']],
    ['extract', ['extract']],
    ['diff', ['diff', '--from', 'rfc2141', '--to', 'rfc8141']],
  ])('%s: a missing file and a folder', async (name, argv) => {
    const missing = join(dir, 'missing.txt');
    for (const [path, reason] of [
      [missing, 'no such file or folder'],
      [dir, 'it is a folder'],
    ]) {
      const r = await cli([...argv, path]);
      expect({ path, r }).toEqual({ path, r: expect.objectContaining({ code: 2, stderr: `urnkit ${name}: cannot read "${path}": ${reason}\n` }) });
    }
  });

  test('one unreadable file among several is reported; the others are still read (validate, extract)', async () => {
    const good = join(dir, 'good.txt');
    // A three-character NID: RFC 8141 s.5.1 warns on two (nid-registration).
    writeFileSync(good, 'urn:abc:c\n');
    const v = await cli(['validate', '--input', join(dir, 'nope.txt'), '--input', good]);
    expect(v).toEqual({ code: 2, stdout: 'valid\t"urn:abc:c"\n', stderr: `urnkit validate: cannot read "${join(dir, 'nope.txt')}": no such file or folder\n1 valid, 0 invalid\n` });
    const e = await cli(['extract', join(dir, 'nope.txt'), good]);
    expect(e).toEqual({ code: 2, stdout: 'urn:abc:c\n', stderr: `urnkit extract: cannot read "${join(dir, 'nope.txt')}": no such file or folder\n` });
  });
});

describe('urnkit grammar compile --out on something it cannot write (EEXIST, ENOTDIR, ENOSPC, EACCES, EROFS)', () => {
  test('an existing file as --out: exit 2 naming it, not 70 "internal error"', async () => {
    const file = join(dir, 'existing-file');
    writeFileSync(file, 'x');
    const r = await cli(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', file]);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `urnkit grammar compile: cannot create the folder "${file}": a file of that name is in the way\n` });
    const under = join(file, 'sub');
    expect((await cli(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', under])).stderr).toBe(`urnkit grammar compile: cannot create the folder "${under}": a part of the path is not a folder\n`);
  });

  test('links already in --out are replaced, never written through: the file outside --out they point to keeps its bytes (and /dev/full is not written)', async () => {
    const outside = join(dir, 'outside.txt');
    writeFileSync(outside, 'not urnkit\'s to overwrite\n');
    const out = join(dir, 'linked');
    mkdirSync(out);
    symlinkSync(outside, join(out, 'acme.cjs'));
    symlinkSync(join('..', 'outside.txt'), join(out, 'acme.grammar.cjs'));
    for (const name of ['acme.matcher.cjs', 'acme.diagnose.cjs']) symlinkSync('/dev/full', join(out, name));
    const r = await cli(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', out]);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(outside, 'utf8')).toBe('not urnkit\'s to overwrite\n');
    const modules = ['acme.cjs', 'acme.diagnose.cjs', 'acme.grammar.cjs', 'acme.matcher.cjs'];
    expect(readdirSync(out).sort()).toEqual(modules);
    for (const name of modules) {
      expect(lstatSync(join(out, name)).isFile()).toBe(true);
      expect(readFileSync(join(out, name), 'utf8')).toMatch(/^\/\/ GENERATED FILE - DO NOT EDIT/);
    }
  });

  test('a folder in the way of a module: "cannot write", naming it, never "cannot read"; no temporary file is left', async () => {
    const out = join(dir, 'in-the-way');
    mkdirSync(join(out, 'acme.matcher.cjs'), { recursive: true });
    const r = await cli(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', out]);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `urnkit grammar compile: cannot write "${join(out, 'acme.matcher.cjs')}": it is a folder\n` });
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('no permission: a folder that the user may not write (as user nobody when the tests run as root)', () => {
    const out = join(dir, 'locked');
    mkdirSync(out);
    chmodSync(out, 0o555);
    // Root may write anywhere: the child runs the command once as root (which loads every module it needs, wherever
    // the repository is), then gives up root for user nobody and runs it on the locked folder.
    const script = `
      const { run } = require('./src/cli/main');
      const io = (sink) => ({ stdout: (t) => void (sink.stdout += t), stderr: (t) => void (sink.stderr += t), stdin: process.stdin, stderrIsTTY: false });
      (async () => {
        const argv = (folder) => ['grammar', 'compile', ${JSON.stringify(join(dir, 'acme.abnf'))}, '--out', folder];
        const warm = { stdout: '', stderr: '' };
        if (await run(argv(${JSON.stringify(join(dir, 'warm'))}), io(warm)) !== 0) throw new Error(warm.stderr);
        if (process.getuid() === 0) { process.setgid(65534); process.setuid(65534); }
        const locked = { stdout: '', stderr: '' };
        const code = await run(argv(${JSON.stringify(out)}), io(locked));
        process.stdout.write(JSON.stringify({ code, ...locked }));
      })();
    `;
    const r = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ code: 2, stdout: '', stderr: expect.stringMatching(new RegExp(`^urnkit grammar compile: cannot write "${out}/acme\\.[a-z]+\\.cjs": permission denied\\n$`)) });
  });

  test('every errno a user or the machine causes has words, for reads and for writes', () => {
    const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: raw`), { code, syscall: 'open', path: '/x' });
    expect(fileError(errno('EROFS'), 'write', '/x')?.message).toBe('cannot write "/x": the file system is read-only');
    expect(fileError(errno('ENOSPC'), 'write', '/x')?.message).toBe('cannot write "/x": no space left on the device');
    expect(fileError(errno('EACCES'), 'read', '/x')?.message).toBe('cannot read "/x": permission denied');
    expect(fileError(errno('EDQUOT'), 'write', undefined)?.message).toBe('cannot write "/x": the disk quota is used up');
    expect(fileError(errno('EBADF'), 'read', '-')?.message).toBe('cannot read standard input: it is closed');
    // A bug is not dressed up as the user's mistake.
    expect(fileError(new TypeError('x'), 'read', '/x')).toBeUndefined();
  });
});

describe('standard input that cannot be read (a folder) is an error, not an empty input', () => {
  test.each([
    ['validate', ['validate']],
    ['extract', ['extract']],
    ['diff', ['diff', '--from', 'rfc2141', '--to', 'rfc8141']],
    ['parse', ['parse', '-']],
    ['grammar compile', ['grammar', 'compile', '-', '--out', '/nonexistent-urnkit']],
  ])('%s < folder: exit 2, not "0 valid, 0 invalid"', (name, argv) => {
    const fd = openSync(dir, 'r');
    try {
      const r = urnkit(argv, { stdio: [fd, 'pipe', 'pipe'] });
      expect(r).toEqual({ code: 2, stdout: '', stderr: `urnkit ${name}: cannot read standard input: it is a folder\n` });
    } finally {
      closeSync(fd);
    }
  });
});

test('standard output that cannot be written (a full disk): exit 2, in words, no stack trace', () => {
  const command = `${CLI_COMMAND} validate urn:ab:c > /dev/full; echo "status $?" >&2`;
  const r = spawnSync('bash', ['-c', command], { cwd: ROOT, encoding: 'utf8' });
  expect(r.stderr).toBe('urnkit: cannot write standard output: no space left on the device\nstatus 2\n');
});

test('a malformed grammar: one line naming the file and line, in the command\'s style', async () => {
  writeFileSync(join(dir, 'bad.abnf'), '; @namespace bad\n; @source x\n; @start a\na = (\n');
  const r = await cli(['grammar', 'compile', join(dir, 'bad.abnf'), '--out', join(dir, 'out')]);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^urnkit grammar compile: bad\.abnf:4: [^\n]*\n$/);
});

test('no reproduction above prints a stack trace or exits 70', () => {
  const runs = [
    urnkit(['diff', join(dir, 'missing.txt'), '--from', 'rfc2141', '--to', 'rfc8141']),
    urnkit(['grammar', 'compile', join(dir, 'acme.abnf'), '--out', join(dir, 'acme.abnf')]),
    urnkit(['validate', '--input', dir]),
    urnkit(['parse', '--json', '--input', join(dir, 'missing.txt')]),
  ];
  for (const r of runs) {
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(NO_STACK);
  }
});
