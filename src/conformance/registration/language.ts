/*
 * The languages of a template's rules, read exactly as regular languages
 * (src/compile/automaton.ts): whether a rule covers whole URNs, how the NSS
 * language stands to RFC 8141's, and which strings tell two rules apart.
 * ABNF means alternatives and repetitions that may give back; this reading
 * does too, so verdicts here are the ABNF's, not those of a greedy parser.
 */
import type { ApgRule } from '../../compile/apg';
import { difference, Nfa, ruleAutomaton, shortestAccepted, startingWith } from '../../compile/automaton';
import type { WorkBudget } from '../../compile/subsets';
import { compiledProfile } from '../../profiles/compiled';
import type { Relation } from '../relations';

/** A rule's automaton, or null where it has none (recursion, look-aheads, size). */
export const automatonOf = (rules: readonly ApgRule[], index: number): Nfa | null => ruleAutomaton(rules, index, 'exact');

/** The rules' automata by name (any case), each built once: null for a rule that has none or is not defined. */
export type Automata = (name: string) => Nfa | null;

export function automataOf(rules: readonly ApgRule[]): Automata {
  const built = new Map<string, Nfa | null>();
  return (name) => {
    const lower = name.toLowerCase();
    if (!built.has(lower)) {
      const i = rules.findIndex((r) => r.lower === lower);
      built.set(lower, i < 0 ? null : automatonOf(rules, i));
    }
    return built.get(lower) ?? null;
  };
}

let rfc8141Nss: Nfa | undefined;

/** RFC 8141's NSS rule (s.2.2) as an automaton, from the shipped grammar. */
function rfc8141NssAutomaton(): Nfa {
  if (rfc8141Nss) return rfc8141Nss;
  const rules = compiledProfile('rfc8141').grammar().rules;
  const nfa = ruleAutomaton(
    rules,
    rules.findIndex((r) => r.name === 'NSS'),
    'exact',
  );
  if (!nfa) throw new Error("urnkit: RFC 8141's NSS rule has no exact automaton");
  return (rfc8141Nss = nfa);
}

const URN_PREFIX = /* @__PURE__ */ startingWith('urn:');

/** Whether every string the automaton accepts starts with "urn:" (and it accepts one): a rule for the whole URN; false where that is not decided within the budget. */
export function coversWholeUrns(nfa: Nfa, budget: WorkBudget): boolean {
  // The prefix first: a rule that is not for whole URNs shows it in a few characters.
  if (difference(nfa, URN_PREFIX, budget) !== null) return false;
  const any = shortestAccepted(nfa, budget);
  return any !== null && any !== undefined;
}

/** How an NSS language stands to RFC 8141's: undefined where that is not decided within the limits. */
export interface NssRelation {
  empty: boolean;
  relation: Relation;
  beyondRfc8141: string | null;
  onlyRfc8141: string | null;
}

export function nssRelation(nss: Nfa, budget: WorkBudget): NssRelation | undefined {
  const any = shortestAccepted(nss, budget);
  if (any === undefined) return undefined;
  const rfc = rfc8141NssAutomaton();
  const beyond = difference(nss, rfc, budget);
  if (beyond === undefined) return undefined;
  const only = difference(rfc, nss, budget);
  if (only === undefined) return undefined;
  const relation: Relation = beyond === null ? (only === null ? 'equal' : 'subset') : only === null ? 'superset' : 'incomparable';
  return { empty: any === null, relation, beyondRfc8141: beyond, onlyRfc8141: only };
}

/** The shortest string each of two automata accepts and the other rejects; undefined past the limits. */
export function separating(a: Nfa, b: Nfa, budget: WorkBudget): { onlyA: string | null; onlyB: string | null } | undefined {
  const onlyA = difference(a, b, budget);
  const onlyB = difference(b, a, budget);
  return onlyA === undefined || onlyB === undefined ? undefined : { onlyA, onlyB };
}

