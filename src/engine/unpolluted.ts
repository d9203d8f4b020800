/*
 * Lazy loading that does not depend on Object.prototype. Node's require reads
 * package.json files with `const { 0: text } = read(path)`, where a missing
 * file gives an empty array: with Object.prototype[0] set, it then parses
 * that inherited value as JSON and throws, so every module urnkit loads on
 * first use (a profile's matcher, a diagnoser, apg-js, the namespace grammars)
 * would fail to load. Around such a load, what was added to Object.prototype
 * after urnkit was loaded (and any enumerable property: the built-ins have
 * none) is set aside, and put back right after; the load is synchronous, so
 * no other code sees the difference.
 */
const BUILT_IN: ReadonlySet<PropertyKey> = /* @__PURE__ */ new Set(Reflect.ownKeys(Object.prototype));

/** `load()`, with Object.prototype as JavaScript defines it for the duration. */
export function unpolluted<T>(load: () => T): T {
  const proto = Object.prototype;
  const added = Reflect.ownKeys(proto).filter((k) => !BUILT_IN.has(k) || Object.prototype.propertyIsEnumerable.call(proto, k));
  if (added.length === 0) return load();
  const saved = added.map((k) => [k, Reflect.getOwnPropertyDescriptor(proto, k) as PropertyDescriptor] as const).filter(([, d]) => d.configurable);
  for (const [k] of saved) Reflect.deleteProperty(proto, k);
  try {
    return load();
  } finally {
    for (const [k, d] of saved) Reflect.defineProperty(proto, k, d);
  }
}
