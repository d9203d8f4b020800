/*
 * How two revisions' languages relate, computed from their grammars: each
 * grammar read as an automaton (src/compile/automaton.ts, the exact reading:
 * every URN grammar is regular), then the shortest string each accepts and the
 * other rejects. The languages are the grammars' own (their ABNF as
 * transcribed, with the prose rules a grammar carries); the rule tables (NID
 * "urn", %00, registration warnings) are not part of them.
 */
import { difference, Nfa, ruleAutomaton } from '../compile/automaton';
import { argumentError } from '../options';
import { compiledProfile } from '../profiles/compiled';
import { REVISION_NAMES, revisionNamed } from '../revisions';
import type { RevisionName } from '../types';

/** How `from`'s language stands to `to`'s. */
export type Relation = 'equal' | 'subset' | 'superset' | 'incomparable';

/** How the languages of two revisions relate, with the shortest input each way that tells them apart. */
export interface RevisionRelation {
  from: RevisionName;
  to: RevisionName;
  /** The grammars behind them (revisions sharing an ABNF text share one). */
  grammars: [string, string];
  relation: Relation;
  /** The shortest string `from`'s grammar accepts and `to`'s rejects; null when there is none. */
  onlyFrom: string | null;
  /** The shortest string `to`'s grammar accepts and `from`'s rejects; null when there is none. */
  onlyTo: string | null;
}

const automata = new Map<string, Nfa>();

/** The automaton of a shipped grammar's start rule. */
function automaton(grammar: string): Nfa {
  let nfa = automata.get(grammar);
  if (nfa) return nfa;
  const compiled = compiledProfile(grammar as RevisionName);
  const rules = compiled.grammar().rules;
  const start = rules.findIndex((r) => r.name === compiled.meta.start);
  const built = ruleAutomaton(rules, start, 'exact');
  if (!built) throw new Error(`urnkit: grammar ${grammar} has no exact automaton (a look-ahead or repetition this reading does not take)`);
  automata.set(grammar, (nfa = built));
  return nfa;
}

function separating(a: string, b: string): string | null {
  const d = difference(automaton(a), automaton(b));
  if (d === undefined) throw new Error(`urnkit: the grammars ${a} and ${b} are too large to compare within the limits`);
  return d;
}

function grammarNamed(fn: string, which: string, name: unknown): [RevisionName, string] {
  const r = revisionNamed(name);
  if (!r) throw argumentError(fn, which, `one of ${REVISION_NAMES.map((n) => `"${n}"`).join(', ')}`, name);
  return [name as RevisionName, r.grammar];
}

/**
 * How the language of revision `from` relates to that of `to`, with the shortest string each way that
 * tells them apart.
 * @example
 * ```ts
 * const r = revisionRelation('rfc2141', 'rfc8141');
 * r.relation; // 'incomparable'
 * [r.onlyFrom, r.onlyTo]; // ['urn:a:a', 'urn:aa:&']
 * ```
 */
export function revisionRelation(from: RevisionName, to: RevisionName): RevisionRelation {
  const [a, ga] = grammarNamed('revisionRelation', 'the first revision', from);
  const [b, gb] = grammarNamed('revisionRelation', 'the second revision', to);
  const onlyFrom = ga === gb ? null : separating(ga, gb);
  const onlyTo = ga === gb ? null : separating(gb, ga);
  const relation: Relation = onlyFrom === null ? (onlyTo === null ? 'equal' : 'subset') : onlyTo === null ? 'superset' : 'incomparable';
  return { from: a, to: b, grammars: [ga, gb], relation, onlyFrom, onlyTo };
}
