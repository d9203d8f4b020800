/**
 * mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). Every
 * seeded search (grammar diffs, fuzzing, the benchmark corpus) uses it, so a
 * seed reproduces a run anywhere.
 */

// Read once: under jest each test file runs in a vm context, where every read of a global (Math) costs a call
// into the context's interceptor, and the tests draw tens of millions of numbers.
const imul = Math.imul;

export function prng(seed: number): () => number {
  // An int32 (the same 32 bits as seed >>> 0) fits a small integer: a uint32 above 2^31 would be a heap number, one allocation a draw.
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
