/*
 * The Wilson score interval of a proportion (E. B. Wilson, "Probable inference, the law of succession,
 * and statistical inference", JASA 22, 1927): the p for which the observed share x/n lies within z
 * standard errors, sqrt(p(1-p)/n), of p. Unlike the normal approximation it stays inside [0, 1] and
 * holds for shares near 0 or 1, which a mutation score of a sampled folder usually is (docs/mutation.md).
 */

/** z for a two-sided 95% interval: the normal distribution's 0.975 quantile. */
const Z95 = 1.959963984540054;

/** The interval [low, high] of the proportion behind `successes` of `trials`; undefined without trials. */
export function wilsonInterval(successes: number, trials: number, z = Z95): [number, number] | undefined {
  if (!(trials > 0) || !(successes >= 0) || successes > trials) return undefined;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At x = 0 and x = n the bound is exactly 0 or 1 (centre and half then agree), less rounding.
  return [successes === 0 ? 0 : centre - half, successes === trials ? 1 : centre + half];
}
