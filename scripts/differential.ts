/*
 * Long differential run: the generated matcher against apg-js on random and
 * mutated inputs, under every profile.
 *   npx ts-node -T scripts/differential.ts [--count 1000000] [--seed 1]
 * Exits 1 and prints the seed and inputs of any disagreement.
 */
import { PROFILES } from '../src/types';
import { disagreement, mutant, prng } from './lib/fuzz';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const count = arg('count', 1_000_000);
const seed = arg('seed', Date.now() % 2 ** 31);
const random = prng(seed);
let failures = 0;
const started = Date.now();
for (let i = 0; i < count; i += 1) {
  const input = mutant(random);
  const profile = PROFILES[i % PROFILES.length];
  const d = disagreement(input, profile);
  if (d) {
    failures += 1;
    console.error(`seed ${seed}, input #${i}: ${d}`);
    if (failures >= 20) break;
  }
  if (i % 50_000 === 0 && i) console.error(`${i} inputs, ${Math.round((Date.now() - started) / 1000)} s`);
}
console.log(`${count} inputs from seed ${seed}: ${failures} disagreements`);
process.exitCode = failures ? 1 : 0;
