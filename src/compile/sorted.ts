/* Search in an ascending array of numbers. */

/** The index of the last element <= `value` (0 when every element is greater: callers put their lowest bound first). */
export function lastAtMost(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
