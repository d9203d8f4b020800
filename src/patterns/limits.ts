/*
 * What a pattern cannot do at length in its engine, measured here (docs/patterns.md, "Length and
 * limits"; tests/patterns-long.test.ts runs 10^6-character inputs in every engine). A loop
 * src/patterns/loops.ts makes possessive has no limit in java.util.regex; one it cannot (where what
 * follows may begin with the loop's own character, as a "?" before the q-component's "?=") is a
 * repeated group that the JDK recurses into once per iteration and that Perl counts.
 */
import { MARKER_BASE } from '../compile/dfa';
import { isMarker, Pattern } from '../compile/pattern-ast';
import type { Dialect } from './types';

/** Iterations of a greedy repeated group (an r-component of %41) that JDK 17's default 1 MB thread stack held here. */
export const JAVA_DEFAULT_STACK_ITERATIONS = 730;
/** Perl's count of a repeated group's iterations (5.36, "Complex regular subexpression recursion limit"). */
export const PERL_GROUP_ITERATIONS = 65_534;
/**
 * Iterations of a repeated group that V8's 64 MB backtrack stack held here (Node 20.20: some 20 bytes
 * each, an NSS of %41 threw from 3,355,660 on every run), and the most at which one CI run threw:
 * its RangeError came from an NSS of at most 8,388,596 characters of %41 (2,796,198 iterations) or
 * of %41a (2,097,149), the test not saying which. The margin is not the machine's to promise.
 */
export const V8_GROUP_ITERATIONS = { here: 3_355_000, seen: 2_796_198 } as const;

/**
 * The parts (by name, from the marked tree's markers) that hold an unbounded loop over a group (not a
 * single class), possessive or greedy.
 */
function groupLoops(tree: Pattern, parts: readonly string[]): { possessive: Set<string>; greedy: Set<string> } {
  const found = { possessive: new Set<string>(), greedy: new Set<string>() };
  const open: string[] = [];
  const walk = (p: Pattern): void => {
    if (isMarker(p) && p.t === 'set') {
      const code = p.set[0][0] - MARKER_BASE;
      if (code & 1) open.pop();
      else open.push(parts[code >> 1] ?? 'urn');
      return;
    }
    if (p.t === 'seq' || p.t === 'alt') p.items.forEach(walk);
    if (p.t === 'rep') {
      if (p.max === Infinity && p.item.t !== 'set') found[p.possessive ? 'possessive' : 'greedy'].add(open[open.length - 1] ?? 'urn');
      walk(p.item);
    }
  };
  walk(tree);
  return found;
}

const n = (x: number): string => String(x).replace(/\B(?=(\d{3})+$)/g, ',');

/** The limits in `dialect`'s engines of the pattern of the marked tree `tree` (its parts named by `parts`), in words (none: []). */
export function limitsOf(tree: Pattern, parts: readonly string[], dialect: Dialect): string[] {
  const loops = groupLoops(tree, parts);
  const where = [...loops.greedy].sort().join(', ');
  const out: string[] = [];
  if (dialect === 'java' && loops.greedy.size) {
    out.push(
      `java.util.regex recurses once per iteration of a repeated group that cannot be possessive (what follows it may begin as it does), here in the ${where}: on JDK 17's default 1 MB thread stack some ${n(JAVA_DEFAULT_STACK_ITERATIONS)} iterations (an r-component of that many %XX) throw StackOverflowError; raise the stack (-Xss) for longer values`,
    );
  }
  if ((dialect === 'js' || dialect === 'json-schema') && (loops.greedy.size || loops.possessive.size)) {
    const all = [...new Set([...loops.greedy, ...loops.possessive])].sort().join(', ');
    out.push(
      `V8 (and so ajv) keeps each iteration of a repeated group on a backtrack stack of 64 MB, here in the ${all}: some ${n(V8_GROUP_ITERATIONS.here)} iterations (10 million characters where an iteration begins at each %XX, as in the NSS; 3.3 million where it takes one character, as in RFC 8141's r-component) throw RangeError "Maximum call stack size exceeded", and a CI run here threw at ${n(V8_GROUP_ITERATIONS.seen)} or fewer; isValid has no such limit up to its maxLength`,
    );
  }
  if (dialect === 'pcre' && loops.greedy.size) {
    out.push(`Perl stops a repeated group that cannot be possessive after ${n(PERL_GROUP_ITERATIONS)} iterations and the match fails (a warning under -w only), here in the ${where}: a longer one is reported invalid. PCRE2 (grep -P, PHP) has no such count`);
  }
  if (dialect === 'pcre' && loops.possessive.size) {
    out.push(`Perl warns "Complex regular subexpression recursion limit (${n(PERL_GROUP_ITERATIONS)}) exceeded" under -w past that many iterations of a possessive repeated group; the pattern nests it in another loop, and the answer stays right`);
  }
  return out;
}
