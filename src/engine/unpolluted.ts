/*
 * Lazy loading that does not depend on Object.prototype. Node's require reads
 * package.json files with `const { 0: text } = read(path)`, where a missing
 * file gives an empty array: with Object.prototype[0] set, it then parses
 * that inherited value as JSON and throws, so every module urnkit loads on
 * first use (a profile's matcher, a diagnoser, apg-js, the namespace grammars)
 * would fail to load. Around such a load, the enumerable properties of
 * Object.prototype (what an assignment adds; JavaScript's own are not
 * enumerable) are set aside, and put back right after; the load is
 * synchronous, so no other code sees the difference.
 */
export function unpolluted<T>(load: () => T): T {
  const proto = Object.prototype as Record<string, unknown>;
  const saved = Object.keys(proto)
    .map((k) => [k, Object.getOwnPropertyDescriptor(proto, k) as PropertyDescriptor] as const)
    .filter(([, d]) => d.configurable);
  for (const [k] of saved) delete proto[k];
  try {
    return load();
  } finally {
    for (const [k, d] of saved) Object.defineProperty(proto, k, d);
  }
}
