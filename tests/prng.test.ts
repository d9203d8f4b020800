/*
 * The seeded generator every search, fuzz run and benchmark corpus draws
 * from is mulberry32: the same seed must give the same numbers as the
 * algorithm as published (its state a uint32), including seeds whose state
 * passes 2^31, where src/prng.ts keeps the same 32 bits as an int32.
 */
import { prng } from '../src/prng';

/** mulberry32 restated with its state as a uint32 (>>> 0), as the algorithm is usually given and as src/prng.ts had it. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test.each([0, 1, 0x8141, 20261123, 0x7fffffff, 0x80000000, 0xffffffff, -5, 2 ** 32 + 7, 123.7])('seed %p: the published sequence, in [0, 1)', (seed) => {
  const ours = prng(seed);
  const theirs = mulberry32(seed);
  const differ: number[] = [];
  for (let i = 0; i < 100_000; i += 1) {
    const x = ours();
    if (x !== theirs() || !(x >= 0 && x < 1)) differ.push(i);
    if (differ.length) break;
  }
  expect(differ).toEqual([]);
});
