/*
 * What urnkit shares between all its callers, handed out frozen: the generated
 * modules (a matcher with its meta, layout and embeddings, a diagnoser, an
 * apg-js grammar object) and the grammars made of them. One mutation of a
 * shared table would otherwise change every later call in the process
 * (`grammarFor('isbn').meta.namespace.checks.length = 0` turned ISBN check
 * digits off). They are frozen here when loaded, not written as frozen
 * literals: generated/ and the bundles stay as small as they were.
 *
 * A RegExp is the one object freezing cannot hold: RegExp.prototype.compile
 * rewrites a frozen expression's pattern before it fails to reset lastIndex.
 * So the expression a loaded matcher hands out is frozen, and urnkit runs a
 * private copy of it (`ownPattern`) that no caller can reach; a frozen
 * RegExp also leaves V8's fast path (about 1.8 times slower a test, measured).
 */

/** `value` and every object reachable from it through own data properties (functions and their prototypes too), frozen; `value` itself returned. */
export function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (((typeof value === 'object' && value !== null) || typeof value === 'function') && !seen.has(value)) {
    seen.add(value);
    Object.freeze(value);
    for (const d of Object.values(Object.getOwnPropertyDescriptors(value))) if ('value' in d) deepFreeze(d.value, seen);
  }
  return value;
}

/** The private copy of each loaded matcher's expression (null for a matcher without one). */
const ownPatterns = /* @__PURE__ */ new WeakMap<object, RegExp | null>();

/** A matcher module as loaded, deep-frozen, its expression copied first for urnkit's own use. */
export function frozenMatcher<M extends { pattern: RegExp | null }>(matcher: M): M {
  if (!ownPatterns.has(matcher)) ownPatterns.set(matcher, matcher.pattern && new RegExp(matcher.pattern.source, matcher.pattern.flags));
  return deepFreeze(matcher);
}

/** The expression urnkit runs for a matcher: the private copy of one it loaded, or the matcher's own (a grammar object a caller made). */
export function ownPattern(matcher: { pattern: RegExp | null }): RegExp | null {
  const own = ownPatterns.get(matcher);
  return own === undefined ? matcher.pattern : own;
}
