/*
 * What separates two grammars: search for strings one accepts and the other
 * rejects, and group them by cause (the rejecting grammar's rule and the
 * character it stopped at). This is what a maintainer runs after editing a
 * grammar: "your edit now accepts these kinds of input it rejected before".
 *
 * Verdicts are the grammars' own (their ABNF languages): the rule tables of the
 * shipped profiles are not applied, since an arbitrary .abnf file has none.
 */
import { CompiledProfile } from '../engine/compiled';
import { original } from '../engine/frozen';
import { loadGrammar } from './runtime';
import { describeExpected, describeFound } from '../diagnostics/words';
import { argumentError, countOption, optionRecord, ownValue } from '../options';
import { boundaryCases, derive, mutate, prng } from './candidates';

/** Inputs one grammar accepts and the other rejects, for the same cause. */
export interface GrammarDiffGroup {
  /** Which side accepts these inputs ('a' or 'b'); the other rejects them. */
  accepts: 'a' | 'b';
  /** What the rejecting grammar found, and in which of its rules: "'_' in NID". */
  cause: string;
  /** What the rejecting grammar expected there, for the group's first example. */
  expected: string;
  /** The rule of the rejecting grammar in which the inputs fail (innermost rule of its own file). */
  rule: string;
  /** The character that the rejecting grammar stops at, in words. */
  found: string;
  count: number;
  /** The group's first strings found (GrammarDiffOptions.examples of them), shortest first, then in code-unit order. */
  examples: string[];
}

/**
 * What diffGrammars returns: how many candidate inputs were tried, how many told the grammars apart,
 * and those grouped by cause.
 */
export interface GrammarDiff {
  a: string;
  b: string;
  /** Distinct candidate strings tried. */
  candidates: number;
  /** Candidates the two grammars disagree on. */
  distinguishing: number;
  /**
   * Candidates on which a grammar's match stopped at a limit (input-too-deep,
   * input-too-complex: grammars that recurse or try their rules along many
   * paths), not compared.
   */
  undecided: number;
  groups: GrammarDiffGroup[];
}

/** The options of diffGrammars: the random seed and how many inputs to derive, mutate and show. */
export interface GrammarDiffOptions {
  seed?: number;
  /** Random derivations per grammar (default 300). */
  derivations?: number;
  /** Mutations of each derivation and boundary case (default 2). */
  mutations?: number;
  /** Examples kept per group (default 3). */
  examples?: number;
}

type Side = string | CompiledProfile;

const scratch: number[] = [];
/** Whether `g` accepts `s`; undefined when a limit stopped its match. */
const accepts = (g: CompiledProfile, s: string): boolean | undefined => {
  const n = g.matcher.match(s, scratch);
  return n < -1 ? undefined : n >= 0;
};

/**
 * Why `g` rejects `s`: its own innermost rule at the failure, and what it found
 * and expected there. A failure inside a literal split per character ("?" then
 * not "+" or "=") is told from the literal's first character, so that the same
 * cause groups together whatever character came after it.
 */
function rejection(g: CompiledProfile, s: string): { rule: string; found: string; expected: string } {
  const dg = g.diagnoser();
  const d = dg.diagnose(s);
  // The diagnosis runs every operator, which can take a limit the verdict did not.
  if (d.limit) return { rule: g.meta.start, found: describeFound(s, d.offset), expected: `a match within ${d.limit === 'input-too-deep' ? 'MAX_RECURSION' : 'WORK_BUDGET'} (${d.limit})` };
  const at = d.failures.filter((f) => f.at === d.offset);
  const stack = (at[0]?.stack ?? []).map((i) => dg.rules[i]).reverse();
  const rule = stack.find((r) => dg.ownRules.includes(r)) ?? g.meta.start;
  const expected = describeExpected(
    at.map((f) => dg.terminals[f.terminal]),
    d.endExpected,
  );
  const origin = at[0]?.origin ?? d.offset;
  const found = origin < d.offset ? `${describeFound(s, origin)} not followed by ${expected}` : describeFound(s, d.offset);
  return { rule, found, expected };
}

/** Strings that the two grammars decide differently, grouped by cause. */
/** A side of a grammar diff: a profile name or .abnf path, or a compiled grammar. */
function sideOf(which: string, side: unknown): CompiledProfile {
  if (typeof side === 'string') return loadGrammar(side);
  // Own properties only: nothing on Object.prototype makes an object a compiled grammar.
  const own = (key: string): unknown => ownValue(side, key);
  if (typeof ownValue(own('matcher'), 'match') === 'function' && typeof own('diagnoser') === 'function' && typeof own('grammar') === 'function' && typeof ownValue(own('meta'), 'start') === 'string') return side as CompiledProfile;
  throw argumentError('diffGrammars', `grammar ${which}`, 'a profile name, the path of an .abnf file, or a compiled grammar', side);
}

/**
 * Inputs that tell two grammars apart (each a shipped revision's name, an .abnf path, or a compiled
 * profile): derived from each grammar's rules and mutated, then run through both.
 * @example
 * ```ts
 * const g = diffGrammars('rfc2141', 'rfc8141', { seed: 1 });
 * g.distinguishing > 0; // true
 * g.groups[0].accepts; // 'a' (RFC 2141 accepts what RFC 8141 rejects)
 * ```
 */
export function diffGrammars(a: Side, b: Side, options: GrammarDiffOptions = {}): GrammarDiff {
  const ga = sideOf('a', a);
  const gb = sideOf('b', b);
  const o = optionRecord('diffGrammars', options, ['seed', 'examples', 'derivations', 'mutations']);
  const random = prng(countOption('diffGrammars', o, 'seed', 8141));
  const keep = countOption('diffGrammars', o, 'examples', 3);
  const derivations = countOption('diffGrammars', o, 'derivations', 300);
  const mutations = countOption('diffGrammars', o, 'mutations', 2);
  const base = boundaryCases();
  for (const g of [ga, gb]) {
    for (let i = 0; i < derivations; i += 1) base.push(derive(original(g.grammar()), g.meta.start, random));
  }
  const candidates = new Set(base);
  for (const s of base) for (let m = 0; m < mutations; m += 1) candidates.add(mutate(s, random));

  const groups = new Map<string, GrammarDiffGroup>();
  let distinguishing = 0;
  let undecided = 0;
  for (const s of candidates) {
    const va = accepts(ga, s);
    const vb = accepts(gb, s);
    if (va === undefined || vb === undefined) undecided += 1;
    if (va === undefined || vb === undefined || va === vb) continue;
    distinguishing += 1;
    const side = va ? 'a' : 'b';
    const why = rejection(va ? gb : ga, s);
    const cause = `${why.found} in ${why.rule}`;
    const key = `${side}\u0000${cause}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { accepts: side, cause, expected: why.expected, rule: why.rule, found: why.found, count: 0, examples: [] }));
    g.count += 1;
    if (g.examples.length < keep) g.examples.push(s);
  }
  for (const g of groups.values()) g.examples.sort((x, y) => x.length - y.length || (x < y ? -1 : x > y ? 1 : 0));
  return {
    a: typeof a === 'string' ? a : a.meta.profile,
    b: typeof b === 'string' ? b : b.meta.profile,
    candidates: candidates.size,
    distinguishing,
    undecided,
    groups: [...groups.values()].sort((x, y) => y.count - x.count || x.accepts.localeCompare(y.accepts) || x.cause.localeCompare(y.cause)),
  };
}
