/*
 * urnkit bundled for the browser (esbuild, with the ESM build's plugins:
 * scripts/lib/esm-plugins.ts) and
 * run in a vm context with only the language and TextDecoder: no require,
 * process, Buffer or module. The bundle's exports are the global `urnkit`.
 */
import { build } from 'esbuild';
import { join } from 'path';
import { createContext, runInContext } from 'vm';
import { URNKIT_PLUGINS } from '../../scripts/lib/esm-plugins';

const ROOT = join(__dirname, '..', '..');

export interface WebContext {
  /** Runs code in the context and returns its value. */
  run(code: string): unknown;
  /** The source files the bundle holds, relative to the repository. */
  inputs: string[];
}

export async function webContext(contents: string): Promise<WebContext> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'urnkit',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: URNKIT_PLUGINS,
  });
  // Only what the language gives, and the one Web global the stream reader uses.
  const context = createContext({ TextDecoder });
  runInContext(result.outputFiles[0].text, context);
  return { run: (code) => runInContext(code, context), inputs: Object.keys(result.metafile.inputs) };
}
