/*
 * Grammar files are untrusted input (issue 25): nothing in a file's name or
 * text may become code in the modules compiled from it.
 */
import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { commentText } from '../src/compile/modules';
import { cli } from './support/cli';

/** Every JavaScript line terminator (ECMA-262 s.12.3) and every comment, string and template delimiter. */
const DELIMITERS = ['\n', '\r', '\r\n', '\u2028', '\u2029', '*/', '/*', '//', '"', "'", '`', '${', '}', '\\', '<!--', '-->', '</script>'];

describe('file names and pragma values never become code in `urnkit grammar compile` output', () => {
  test('commentText keeps printable ASCII and quotes the rest with escapes', () => {
    expect(commentText('acme.abnf')).toBe('acme.abnf');
    expect(commentText('a\nb')).toBe('"a\\nb"');
    expect(commentText('a\u2028b\u2029c\rd')).toBe('"a\\u2028b\\u2029c\\rd"');
    expect(commentText('caf\u00e9')).toBe('"caf\\u00e9"');
    for (const d of DELIMITERS) expect(commentText(`x${d}y`)).not.toMatch(/[\n\r\u2028\u2029]/);
  });

  test('the reproduction, and a name with each delimiter: the modules load, define the namespace and run nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-names-'));
    try {
      // A file name cannot hold "/": the delimiters that do are tried in a folder name below.
      const inNames = DELIMITERS.filter((d) => !d.includes('/'));
      const names = ['x\nglobalThis.__pwned=1\n<!-- .abnf', ...inNames.map((d, i) => `n${i}${d}globalThis.__pwned=${i + 2};${d}.abnf`)];
      const outs: string[] = [];
      names.forEach((name, i) => {
        const nid = `evil${i}`;
        // Pragma values are printable ASCII (grammar files must be), so every delimiter but the line terminators.
        const source = DELIMITERS.filter((d) => /^[\x20-\x7e]+$/.test(d)).join(' globalThis.__pwned=99; ');
        writeFileSync(join(dir, name), `; @namespace ${nid}\n; @source ${source}\n; @section ${source}\n; @start nss\nnss = 1*"a"\n`);
        outs.push(join(dir, `out${i}`));
      });
      for (let i = 0; i < names.length; i += 1) {
        const r = await cli(['grammar', 'compile', join(dir, names[i]), '--out', outs[i]]);
        expect({ name: names[i], code: r.code, stderr: r.stderr }).toEqual({ name: names[i], code: 0, stderr: '' });
        for (const file of readdirSync(outs[i])) {
          // Every line of a generated module is code or a whole comment: no line starts inside a comment's text.
          const text = readFileSync(join(outs[i], file), 'utf8');
          expect(text).not.toMatch(/[\u2028\u2029]/);
          expect(text.split('\n').filter((l) => l.includes('__pwned') && !l.startsWith('// ') && !l.includes('"'))).toEqual([]);
        }
      }
      // Load every module in a fresh process: nothing may run but the module's own code.
      const script = `
        const outs = ${JSON.stringify(outs)};
        const loaded = outs.map((o, i) => {
          const ns = require(require('path').join(o, 'evil' + i + '.js'));
          for (const f of require('fs').readdirSync(o)) require(require('path').join(o, f));
          return [ns.nid, ns.matcher.match('aa', []) >= 0, ns.matcher.match('ab', []) >= 0];
        });
        console.log(JSON.stringify({ pwned: globalThis.__pwned, loaded }));
      `;
      const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      expect(child.stderr).toBe('');
      expect(JSON.parse(child.stdout)).toEqual({ pwned: undefined, loaded: outs.map((_, i) => [`evil${i}`, true, false]) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a grammar read from a folder whose name holds a line feed compiles the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-names-'));
    try {
      const folder = join(dir, 'a\nglobalThis.__pwned=1;//');
      mkdirSync(folder);
      writeFileSync(join(folder, 'ok.abnf'), '; @namespace okay\n; @source x\n; @start nss\nnss = 1*"a"\n');
      expect((await cli(['grammar', 'compile', join(folder, 'ok.abnf'), '--out', join(dir, 'out')])).code).toBe(0);
      const child = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(join(dir, 'out', 'okay.js'))}); console.log(String(globalThis.__pwned))`], { encoding: 'utf8' });
      expect(child.stdout.trim()).toBe('undefined');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
