/*
 * The diagnosing matcher finds the furthest offset and what failed there in one
 * pass; past a budget of rule-stack entries copied into failures it stops
 * recording and runs a second pass at that offset alone (src/compile/codegen.ts).
 * Both must give the same diagnosis. Each shipped diagnosing module runs here
 * as generated and with the budget at nothing (the second pass every time) or
 * at a few entries (recording stops partway), on public vectors and seeded
 * mutants: offset, verdict, end, and every failure at the offset and where a
 * split literal before it began (the KEEP characters before it).
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import type { Diagnoser, Diagnosis } from '../src/engine/compiled';
import { mutant, namespaceMutant, prng } from '../scripts/lib/fuzz';
import { vectors } from './support/vectors';

const GENERATED = join(__dirname, '..', 'generated');
const BUDGET = 'copies = 64 * (64 + to - from);';

/** A diagnosing module from its source, with its budget replaced when `budget` is given. */
function load(source: string, budget?: number): Diagnoser {
  const text = budget === undefined ? source : source.replace(BUDGET, `copies = ${budget};`);
  const module = { exports: {} as Diagnoser };
  new Function('module', 'exports', text)(module, module.exports);
  return module.exports;
}

/**
 * What a diagnosis says: the failures from KEEP characters before the offset
 * up to it (earlier ones are ignored by design), each with its rule stack if
 * it is the first recorded at its offset (the one that names the error; a
 * later one may leave it out, null).
 */
function said(d: Diagnosis, keep: number): unknown {
  const seen = new Set<number>();
  const failures = d.failures
    .filter((f) => f.at <= d.offset && f.at >= d.offset - keep)
    .map((f) => [f.at, f.origin, f.terminal, seen.has(f.at) ? '' : (seen.add(f.at), f.stack?.join('.') ?? 'no stack'), f.after]);
  return { ok: d.ok, offset: d.offset, matched: d.matched, endExpected: d.endExpected, limit: d.limit, failures };
}

const modules = [
  ...readdirSync(GENERATED).filter((f) => f.endsWith('.diagnose.js')).map((f) => join(GENERATED, f)),
  ...readdirSync(join(GENERATED, 'namespaces', 'community')).filter((f) => f.endsWith('.diagnose.js')).map((f) => join(GENERATED, 'namespaces', 'community', f)),
  ...['isbn', 'uuid', 'epc', 'oid', 'lex', 'ietf', 'ogc', 'nbn', 'example'].map((nid) => join(GENERATED, 'namespaces', `${nid}.diagnose.js`)),
];

describe.each(modules.map((path) => [path.slice(GENERATED.length + 1), path]))('%s', (_name, path) => {
  const source = readFileSync(path, 'utf8');
  const keep = Number(/^const KEEP = (\d+);$/m.exec(source)?.[1]);
  const inputs = (): string[] => {
    const random = prng(20261125);
    const seeds = vectors().map((v) => v.input);
    const out = [...seeds, ...seeds.map((s) => s.replace(/^urn:[^:]*:/i, ''))];
    for (let i = 0; i < 1500; i += 1) out.push(mutant(random), namespaceMutant(random, seeds).replace(/^urn:[^:]*:/i, ''));
    // Long inputs, where a budget that grows with the length matters.
    for (let i = 0; i < 20; i += 1) out.push(`urn:ab:${'x%41-'.repeat(50 * i)}${mutant(random)}`);
    return out;
  };

  test('the module has the budget this test replaces', () => {
    expect(source).toContain(BUDGET);
    expect(keep).toBeGreaterThanOrEqual(0);
  });

  test.each([0, 7, 40])('with a budget of %d entries, the same diagnosis as in one pass', (budget) => {
    const onePass = load(source);
    const bounded = load(source, budget);
    const differ: string[] = [];
    for (const input of inputs()) {
      const a = said(onePass.diagnose(input), keep);
      const b = said(bounded.diagnose(input), keep);
      if (JSON.stringify(a) !== JSON.stringify(b) && differ.length < 5) differ.push(`${JSON.stringify(input)}\n  one pass: ${JSON.stringify(a)}\n  bounded:  ${JSON.stringify(b)}`);
    }
    expect(differ).toEqual([]);
  });
});
