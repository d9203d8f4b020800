/*
 * Jest setup file: a test may read files only inside the repository (and the
 * system's temporary folder, where tests build scratch checkouts). A read
 * anywhere else fails at once with the path, so a test that depends on a file
 * beside the checkout breaks here, not on somebody else's bare clone.
 */
import fs = require('fs');
import { tmpdir } from 'os';
import { resolve, sep } from 'path';

const ROOT = resolve(__dirname, '..', '..');
// The repository's node_modules may be a link to another folder (StrykerJS's sandbox links the
// checkout's own): what it links to is the repository's too.
const MODULES = resolve(ROOT, 'node_modules');
const ALLOWED = [ROOT, resolve(tmpdir()), fs.realpathSync(tmpdir()), ...(fs.existsSync(MODULES) ? [fs.realpathSync(MODULES)] : [])];

export function insideAllowed(path: string): boolean {
  const full = resolve(path);
  return ALLOWED.some((dir) => full === dir || full.startsWith(dir + sep));
}

/** The error for a read of `target`, or undefined when it is inside the repository. */
function outside(name: string, target: unknown): Error | undefined {
  const path = typeof target === 'string' ? target : target instanceof URL ? target.pathname : Buffer.isBuffer(target) ? target.toString() : undefined;
  if (path === undefined || insideAllowed(path)) return undefined;
  return new Error(`urnkit tests: ${name}(${path}) reads outside the repository (${ROOT}). Copy the file into tests/data/ and note its source in tests/data/README.md.`);
}

function guard<F extends (...args: never[]) => unknown>(name: string, original: F, async = false): F {
  return function (this: unknown, ...args: Parameters<F>) {
    const error = outside(name, args[0]);
    if (error && async) return Promise.reject(error);
    if (error) throw error;
    return original.apply(this, args);
  } as F;
}

type Mutable = Record<string, unknown>;
const sync = fs as unknown as Mutable;
for (const name of ['readFileSync', 'readFile', 'createReadStream', 'openSync', 'open', 'readdirSync', 'readdir'] as const) {
  sync[name] = guard(`fs.${name}`, fs[name] as never);
}
const promises = fs.promises as unknown as Mutable;
for (const name of ['readFile', 'open', 'readdir'] as const) {
  promises[name] = guard(`fs.promises.${name}`, fs.promises[name] as never, true);
}
