/*
 * The CLI on standard input as pipelines use it: a reader that stops early
 * (| head), a byte order mark, CRLF, blank lines, --quiet and the summary.
 */
import { spawnSync } from 'child_process';
import { Readable } from 'stream';
import { progress } from '../src/cli/progress';
import { CLI_COMMAND, ROOT } from './support/child';
import { cli } from './support/cli';


test('`urnkit validate < big | head -1` prints one line and exits 0, with nothing on stderr', () => {
  const urnkit = `${CLI_COMMAND} validate`;
  const script = `yes urn:abc:c | head -n 200000 | ${urnkit} | head -n 1; echo "status \${PIPESTATUS[2]}"`;
  const r = spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8' });
  expect(r.stdout).toBe('valid\t"urn:abc:c"\nstatus 0\n');
  expect(r.stderr).toBe('');
});

test('a BOM before the first URN is not part of it; CRLF ends lines; blank lines are skipped and counted', async () => {
  const r = await cli(['validate'], '\ufeffurn:abc:c\r\n\r\n  \r\nurn:a:b\r\nurn:exa:d\r\n');
  expect(r.stdout.split('\n')).toEqual([
    'valid\t"urn:abc:c"',
    "invalid\t\"urn:a:b\"\tinvalid-nid at offset 5: found ':', expected a letter, digit or '-' (RFC 8141 s.2.1)",
    'valid\t"urn:exa:d"',
    '',
  ]);
  expect(r.stderr).toBe('2 valid, 1 invalid, 2 blank lines skipped\n');
  expect(r.code).toBe(1);
});

test('--blank checks blank lines too; --quiet prints nothing and only sets the status', async () => {
  const blank = await cli(['validate', '--blank'], 'urn:ab:c\n\n');
  expect(blank.stdout).toContain('invalid\t""\tinvalid-scheme at offset 0');
  const quiet = await cli(['validate', '--quiet'], 'urn:ab:c\nurn:a:b\n');
  expect(quiet).toEqual({ code: 1, stdout: '', stderr: '' });
  expect(await cli(['validate', '-q'], 'urn:ab:c\n')).toEqual({ code: 0, stdout: '', stderr: '' });
});

test('a progress line goes to stderr only when it is a terminal, and only for a long run', () => {
  let now = 0;
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
  try {
    const written: string[] = [];
    const io = { stdout: () => undefined, stderr: (t: string) => written.push(t), stdin: Readable.from([]), stderrIsTTY: true };
    const meter = progress(io);
    meter.tick(1024);
    expect(written).toEqual([]);
    now = 600;
    meter.tick(2048);
    meter.done();
    expect(written).toEqual(['\r2,048 lines', '\r\u001b[K']);
    const silent: string[] = [];
    const quiet = progress({ ...io, stderr: (t: string) => silent.push(t), stderrIsTTY: false });
    now = 5000;
    quiet.tick(4096);
    expect(silent).toEqual([]);
  } finally {
    clock.mockRestore();
  }
});
