/*
 * What the published package carries: metadata, licence, changelog, version,
 * each file once, and no install-time script. The tarball is packed from a
 * scratch copy of the repository, so the working tree is never touched.
 */
import { execFileSync } from 'child_process';
import { existsSync, readFileSync, rmSync } from 'fs';
import { join } from 'path';
import { VERSION } from '../src/version';
import { cli } from './support/cli';
import { ROOT, scratchCopy } from './support/scratch';

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

test('package.json has what registries and users look for', () => {
  expect(manifest.license).toBe('MIT');
  for (const field of ['description', 'homepage', 'author']) expect(typeof manifest[field]).toBe('string');
  expect(manifest.repository).toEqual({ type: 'git', url: expect.stringMatching(/^git\+https:\/\//) });
  expect(manifest.bugs.url).toMatch(/^https:\/\//);
  expect(manifest.keywords).toEqual(expect.arrayContaining(['urn', 'rfc8141']));
  expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
});

test('the CHANGELOG has an Unreleased section and a heading for the current version', () => {
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  expect(changelog).toMatch(/^## Unreleased$/m);
  expect(changelog).toContain(`## ${manifest.version} - `);
});

test.each([['--version'], ['-V']])('urnkit %s prints the package version', async (flag) => {
  expect(VERSION).toBe(manifest.version);
  expect(await cli([flag])).toEqual({ code: 0, stdout: `${manifest.version}\n`, stderr: '' });
});

describe('npm pack', () => {
  let dir = '';
  let files: string[] = [];
  let packed: Record<string, unknown> = {};

  beforeAll(() => {
    dir = scratchCopy('urnkit-pack-');
    const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts=false'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [info] = JSON.parse(out.slice(out.indexOf('[')));
    files = info.files.map((f: { path: string }) => f.path);
    packed = JSON.parse(execFileSync('tar', ['-xzOf', join(dir, info.filename), 'package/package.json'], { encoding: 'utf8' }));
  }, 180_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the packed package.json has no install-time script; the working copy keeps "prepare"', () => {
    const scripts = packed.scripts as Record<string, string>;
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) expect(scripts[hook]).toBeUndefined();
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toEqual(manifest);
  });

  test('ships the build, the grammars, the licence and the changelog, each file once', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'CHANGELOG.md', 'README.md', 'bin/urnkit.js', 'dist/src/index.js', 'dist/src/index.d.ts', 'grammar/rfc8141.abnf']));
    expect(new Set(files).size).toBe(files.length);
    const base = (f: string): string => f.split('/').pop() as string;
    const generated = files.filter((f) => f.includes('generated/'));
    expect(generated.length).toBeGreaterThan(0);
    expect(new Set(generated.map(base)).size).toBe(generated.length);
    expect(files.filter((f) => /^(tests|bench|scripts|src)\//.test(f) || f.startsWith('generated/'))).toEqual([]);
  });

  test('main, types, module, bin, every path of the exports map and of typesVersions are packed files', () => {
    const paths: string[] = [manifest.main, manifest.types, manifest.module, ...Object.values<string>(manifest.bin)];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') paths.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(manifest.exports);
    walk(manifest.typesVersions);
    // A pattern ("./namespaces/*") must match a packed file for every shipped namespace grammar.
    const nids = Object.keys(require('../generated/namespaces/index.js'));
    const expanded = paths.flatMap((p) => (p.includes('*') ? nids.map((nid) => p.replace('*', nid)) : [p]));
    const missing = expanded.map((p) => p.replace(/^\.\//, '')).filter((p) => p !== 'package.json' && !files.includes(p));
    expect(missing).toEqual([]);
    expect(existsSync(join(dir, manifest.main))).toBe(true);
    expect(files).toContain('dist/urnkit.udf.js');
  });
});
