/*
 * What the published package says about itself: metadata, licence, changelog,
 * version. What the tarball carries is tested on the one tarball
 * tests/consumer.test.ts packs (a pack builds the package: once is enough).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { VERSION } from '../src/version';
import { cli } from './support/cli';
import { ROOT } from './support/scratch';

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
