/* The guard of tests/support/inside-repo.ts: reads outside the repository fail with the path. */
import { createReadStream, promises, readFileSync, readdirSync } from 'fs';
import { join, parse } from 'path';

const ROOT = join(__dirname, '..');
// Not beside the checkout: CI runs from a copy in the temporary folder, which the guard allows.
const FS_ROOT = parse(ROOT).root;
const outside = join(FS_ROOT, 'urnkit-outside-the-repository', 'vectors.public.jsonl');

test.each([
  ['readFileSync', () => readFileSync(outside, 'utf8')],
  ['readdirSync', () => readdirSync(FS_ROOT)],
  ['createReadStream', () => createReadStream(outside)],
])('%s outside the repository throws, naming the path', (_name, read) => {
  expect(read).toThrow(/reads outside the repository .*Copy the file into tests\/data/);
});

test('fs.promises.readFile outside the repository rejects', async () => {
  await expect(promises.readFile(outside)).rejects.toThrow(`fs.promises.readFile(${outside}) reads outside the repository`);
});

test('reads inside the repository work', () => {
  expect(readFileSync(join(ROOT, 'tests', 'data', 'README.md'), 'utf8')).toMatch(/Test data/);
});
