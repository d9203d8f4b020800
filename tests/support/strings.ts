/** Every string made of `n` pieces of `alphabet`, for each `n` in `lengths` (a piece may be several characters). */
export function* strings(alphabet: readonly string[], lengths: readonly number[]): Generator<string> {
  for (const n of lengths) {
    const idx = new Array<number>(n).fill(0);
    for (;;) {
      yield idx.map((i) => alphabet[i]).join('');
      let k = n - 1;
      while (k >= 0 && idx[k] === alphabet.length - 1) idx[k--] = 0;
      if (k < 0) break;
      idx[k] += 1;
    }
  }
}

/** 0, 1, ..., max. */
export const upTo = (max: number): number[] => Array.from({ length: max + 1 }, (_, i) => i);
