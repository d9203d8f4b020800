/*
 * The seeded draw of npm run mutation:sample (scripts/mutation-sample.ts): N of a folder's mutants,
 * without replacement, from src/prng.ts's generator, seeded by the run's seed and the folder's name so
 * that a folder's draw does not depend on which other folders are sampled with it.
 */
import { prng } from '../../src/prng';

/** A folder's own stream of draws: its name hashed (FNV-1a) into the seed. */
function folderSeed(seed: number, folder: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < folder.length; i += 1) h = Math.imul(h ^ folder.charCodeAt(i), 0x01000193);
  return (seed ^ h) >>> 0;
}

/** N of `mutants` drawn without replacement (a partial Fisher-Yates shuffle), all of them where there are fewer, in their order. */
export function drawForFolder<T>(mutants: readonly T[], n: number, seed: number, folder: string): T[] {
  const random = prng(folderSeed(seed, folder));
  const pool = [...mutants];
  const k = Math.min(n, pool.length);
  for (let i = 0; i < k; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const picked = new Set(pool.slice(0, k));
  return mutants.filter((m) => picked.has(m));
}
