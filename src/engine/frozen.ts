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
 *
 * Node 20's V8 also walks a frozen array on a slow path: for...of, some() and
 * the like several times slower, an index read a few nanoseconds more. An
 * apg-js grammar object is all arrays, and apg-js parsed 3 to 4 times slower
 * on a frozen one; so callers get a frozen copy (`frozenCopy`) and the
 * reference engine keeps the original (`original`). The hot paths over the
 * other frozen tables read them by index, or copy what they walk per call.
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

/** The original behind each frozen copy handed out. */
const originals = /* @__PURE__ */ new WeakMap<object, object>();

function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.create(Object.getPrototypeOf(value)) as Record<string, unknown>;
  for (const key of Object.keys(value)) copy[key] = copyOf((value as Record<string, unknown>)[key]);
  return copy;
}

/** A deep-frozen copy of `value` (objects and arrays copied, functions shared) to hand out; `original` gives `value` back from it. */
export function frozenCopy<T extends object>(value: T): T {
  const copy = copyOf(value) as T;
  originals.set(copy, value);
  return deepFreeze(copy);
}

/** What urnkit works on for an object it handed out: the original of a frozen copy, else the object itself (one a caller made). */
export function original<T extends object>(value: T): T {
  return (originals.get(value) as T | undefined) ?? value;
}

interface OwnExpressions {
  pattern: RegExp | null;
  verdict: RegExp | null;
}

/** The private copies of each loaded matcher's expressions (null for one it lacks). */
const ownPatterns = /* @__PURE__ */ new WeakMap<object, OwnExpressions>();

const copy = (re: RegExp | null | undefined): RegExp | null => (re ? new RegExp(re.source, re.flags) : null);

/** A matcher module as loaded, deep-frozen, its expressions copied first for urnkit's own use. */
export function frozenMatcher<M extends { pattern: RegExp | null; verdict?: RegExp | null }>(matcher: M): M {
  if (!ownPatterns.has(matcher)) ownPatterns.set(matcher, { pattern: copy(matcher.pattern), verdict: copy(matcher.verdict) });
  return deepFreeze(matcher);
}

/** The expression urnkit runs for a matcher: the private copy of one it loaded, or the matcher's own (a grammar object a caller made). */
export function ownPattern(matcher: { pattern: RegExp | null }): RegExp | null {
  const own = ownPatterns.get(matcher);
  return own === undefined ? matcher.pattern : own.pattern;
}

/** isValid's test for a matcher: its verdict expression (src/patterns/verdict.ts) where it has one, else its pattern; private copies of a loaded one's. */
export function ownVerdict(matcher: { pattern: RegExp | null; verdict?: RegExp | null }): RegExp | null {
  const own = ownPatterns.get(matcher);
  return own === undefined ? (matcher.verdict ?? matcher.pattern) : (own.verdict ?? own.pattern);
}
