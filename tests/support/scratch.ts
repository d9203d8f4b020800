/* A scratch copy of the repository in a temporary folder, for tests that build or pack it. */
import { cpSync, mkdtempSync, symlinkSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative, sep } from 'path';

export const ROOT = join(__dirname, '..', '..');

/** What is never copied: installed packages, build output, git's own folder. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.git']);

/** Copies the repository's files (no node_modules, dist or .git) and links node_modules. */
export function scratchCopy(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => {
      const rel = relative(ROOT, source);
      return rel === '' || !SKIPPED.has(rel.split(sep)[0]);
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}
