/*
 * npm run playground: the static pages in playground/dist/ (index.html,
 * style.css, playground.js; the grammar lab, lab.html, lab.js and its worker's lab-worker.js). The script is one classic (iife) bundle rather
 * than a module, because browsers refuse module scripts from file:// and the
 * page must work opened from disk. Like the ESM build (scripts/build-package.ts),
 * the bundle swaps src/engine/node-loader for node-loader.esm.mjs, which loads
 * nothing outside Node, so no Node built-in reaches the browser.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync, statSync } from 'fs';
import { join } from 'path';
import { LAB_PLUGINS, SCRIPT_BUNDLE } from './lib/esm-plugins';

const root = join(__dirname, '..');
const source = join(root, 'playground');

/** The page's files, copied as they are. */
const STATIC_FILES = ['index.html', 'lab.html', 'style.css'];

export interface PlaygroundBuild {
  dir: string;
  /** File name -> size in bytes. */
  files: Record<string, number>;
}

export async function buildPlayground(dir = join(source, 'dist')): Promise<PlaygroundBuild> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await build({
    ...SCRIPT_BUNDLE,
    absWorkingDir: root,
    entryPoints: [join(source, 'src', 'main.ts')],
    outfile: join(dir, 'playground.js'),
    platform: 'browser',
  });
  // The grammar lab compiles grammars in its worker (and, opened from disk, in the page): both scripts carry apg-js's compiler.
  for (const name of ['lab', 'lab-worker']) {
    await build({
      ...SCRIPT_BUNDLE,
      plugins: LAB_PLUGINS,
      absWorkingDir: root,
      entryPoints: [join(source, 'src', `${name}.ts`)],
      outfile: join(dir, `${name}.js`),
      platform: 'browser',
    });
  }
  for (const file of STATIC_FILES) copyFileSync(join(source, file), join(dir, file));
  const files: Record<string, number> = {};
  for (const file of ['playground.js', 'lab.js', 'lab-worker.js', ...STATIC_FILES]) files[file] = statSync(join(dir, file)).size;
  return { dir, files };
}

if (require.main === module) {
  buildPlayground()
    .then(({ dir, files }) => {
      const sizes = Object.entries(files).map(([f, n]) => `${f} ${(n / 1024).toFixed(1)} KiB`);
      process.stdout.write(`built ${dir}/index.html (${sizes.join(', ')})\n`);
    })
    .catch((e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    });
}
