/*
 * A StrykerJS ignorer plugin for npm run mutation:sample (scripts/mutation-sample.ts): a `--mutate`
 * range also holds every mutant nested in it (those inside a drawn removed block, condition, call),
 * which tripled the mutants a sample ran. This ignores a node lying inside a drawn range when no drawn
 * mutant sits on it or below it (Stryker ignores a node's whole subtree, so a node holding a drawn
 * mutant is kept, and so are the few mutants on it). The drawn mutants' places (file, start and end,
 * lines from 1 and columns from 0, as Babel counts) are read from the JSON file URNKIT_MUTATION_DRAWN
 * names; without it nothing is ignored. Ignored mutants are reported as such and then dropped from the
 * report (scripts/lib/mutation-run.ts), since they were never run.
 */
const { readFileSync } = require('fs');
const { relative, resolve } = require('path');

/** The reason Stryker records for a mutant this ignores (scripts/lib/mutation-run.ts drops them by it). */
const REASON = 'not drawn: nested in a drawn mutant of npm run mutation:sample';

let drawnByFile;

function load() {
  const byFile = new Map();
  const path = process.env.URNKIT_MUTATION_DRAWN;
  for (const m of path ? JSON.parse(readFileSync(path, 'utf8')) : []) {
    if (!byFile.has(m.file)) byFile.set(m.file, []);
    byFile.get(m.file).push(m);
  }
  return byFile;
}

const before = (a, b) => a.line < b.line || (a.line === b.line && a.column <= b.column);
/** Whether `inner` lies within `outer` (both {start, end}). */
const within = (inner, outer) => before(outer.start, inner.start) && before(inner.end, outer.end);

const undrawn = {
  shouldIgnore(path) {
    drawnByFile ??= load();
    const loc = path.node.loc;
    const name = path.hub?.file?.opts?.filename;
    if (!loc || !name) return undefined;
    const drawn = drawnByFile.get(relative(process.cwd(), resolve(name)).split('\\').join('/'));
    if (!drawn || !drawn.some((m) => within(loc, m))) return undefined;
    return drawn.some((m) => within(m, loc)) ? undefined : REASON;
  },
};

// Named exports one by one, which node's import() of a CommonJS module (as Stryker loads plugins) finds.
exports.REASON = REASON;
exports.strykerPlugins = [{ kind: 'Ignore', name: 'undrawn', value: undrawn }];
