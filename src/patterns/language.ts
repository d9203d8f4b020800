/*
 * The language a pattern must have: what isValid accepts under a revision
 * (and a namespace), as a minimal automaton. The revision's grammar under
 * apg-js's semantics (src/compile/peg-dfa.ts), its rule table's errors
 * (./constraints.ts), and with a namespace the NID and the NSS's grammar;
 * with `parts`, the markers around each part kept (else erased).
 */
import { Dfa, intersection, minimize } from '../compile/dfa';
import { pegAutomaton } from '../compile/peg-dfa';
import type { NamespaceGrammar } from '../namespaces/types';
import { PART_FIELDS } from '../profiles/draft-urn';
import { compiledProfile } from '../profiles/compiled';
import { profileFor } from '../profiles/index';
import { REGISTERED_KEYWORDS } from '../profiles/rfc2141bis';
import type { RevisionName } from '../types';
import { anyCase, keywordOnce, notWord, partConstraint, percentsComplete, without } from './constraints';

/** Why a language has no automaton: the grammar is not regular as read, or its automaton is too large. */
export class NoAutomaton extends Error {}

export interface Language {
  /** The language with a marker pair around each part (see src/compile/peg-dfa.ts). */
  dfa: Dfa;
  /** The parts' group names (the Urn's fields in lower case), by marker number. */
  parts: string[];
}

const grammars = new Map<string, Dfa>();

function grammarAutomaton(key: string, build: () => Dfa | null): Dfa {
  let dfa = grammars.get(key);
  if (!dfa) {
    const built = build();
    if (!built) throw new NoAutomaton(`${key}: the grammar has no automaton (not regular as read, or too large)`);
    grammars.set(key, (dfa = built));
  }
  return dfa;
}

/** The automaton of a namespace grammar's NSS (its start rule over the NSS alone). */
export function namespaceAutomaton(g: NamespaceGrammar): Dfa {
  return grammarAutomaton(`namespace ${g.nid}`, () => {
    const rules = g.grammar().rules;
    return pegAutomaton(rules, g.meta.start);
  });
}

/** Each error of the rule table as a condition, by rule code; the index of a part by its rule name. */
function ruleConstraints(name: RevisionName, part: (rule: string) => number, markers: number): Dfa[] {
  const out: Dfa[] = [];
  for (const rule of profileFor(name).rules) {
    if (rule.severity !== 'error') continue;
    switch (rule.code) {
      case 'reserved-nid':
        out.push(partConstraint(part('NID'), notWord('urn'), markers));
        break;
      case 'invalid-percent-encoding':
        out.push(partConstraint(part('NSS'), percentsComplete(), markers));
        break;
      case 'nul-octet':
        // From the NSS's start to the end of the input (nothing before it can hold a "%").
        out.push(partConstraint(part('NSS'), without('%00'), markers, true));
        break;
      case 'duplicate-directive':
        for (const kw of REGISTERED_KEYWORDS) out.push(partConstraint(part('query'), keywordOnce(kw), markers));
        break;
      default:
        throw new Error(`urnkit: the ${name} rule ${rule.code} has no automaton in src/patterns/constraints.ts`);
    }
  }
  return out;
}

/**
 * The language of isValid under `name` (with `namespace`'s grammar on the NSS), with a marker pair
 * around each part: the automaton the patterns are derived from (with the markers, or erased).
 */
export function patternLanguage(name: RevisionName, namespace: NamespaceGrammar | undefined): Language {
  const compiled = compiledProfile(name);
  const meta = compiled.meta;
  const base = grammarAutomaton(meta.profile, () => pegAutomaton(compiled.grammar().rules, meta.start, meta.parts));
  const part = (rule: string): number => {
    const i = meta.parts.indexOf(rule);
    if (i < 0) throw new Error(`urnkit: grammar ${meta.profile} has no part ${rule}`);
    return i;
  };
  const conditions = ruleConstraints(name, part, meta.parts.length);
  if (namespace) {
    const nids = [namespace.nid, ...namespace.aliases].map((n) => n.toLowerCase());
    // The NID in any case (the namespace set looks it up so), and the NSS in the namespace's language.
    conditions.push(partConstraint(part('NID'), anyCase(nids), meta.parts.length));
    conditions.push(partConstraint(part('NSS'), namespaceAutomaton(namespace), meta.parts.length));
  }
  let dfa = base;
  for (const c of conditions) dfa = minimize(intersection(dfa, c));
  return { dfa, parts: meta.parts.map((p) => (PART_FIELDS[p] ?? p).toLowerCase()) };
}
