/*
 * isValid's test for a profile grammar, made by the grammar build (scripts/build-grammars.ts): the
 * js pattern of the grammar's automaton, as toPattern writes it. V8 runs it faster than the
 * grammar's own expression (src/compile/regex.ts), whose atomic groups and look-aheads are the
 * price of reading apg-js's semantics off the rules one at a time: an expression derived from the
 * minimal automaton needs neither, since the automaton already holds those semantics
 * (src/compile/peg-dfa.ts), and state elimination from a deterministic automaton writes an
 * unambiguous expression, whose every failing path ends at its next character.
 * docs/benchmarks.md times both.
 */
import type { ApgGrammar } from '../compile/apg';
import { TooLarge } from '../compile/dfa';
import { pegAutomaton } from '../compile/peg-dfa';
import { js } from './dialects/js';
import { printPattern } from './print';
import { treesOf } from './tree';

/** The longest verdict expression written: a longer one leaves isValid the grammar's own (the profiles' are near 300 characters). */
export const VERDICT_SOURCE_LIMIT = 4096;

/**
 * The js pattern of the language rule `start` of `grammar` matches in full under apg-js's
 * semantics (its @parts rules `parts`), checked against its automaton; null where the grammar has no automaton (not regular
 * as read, or too large) or the pattern passes VERDICT_SOURCE_LIMIT.
 */
export function verdictSource(grammar: ApgGrammar, start: string, parts: readonly string[]): string | null {
  // Marked as toPattern marks them: the parts' markers give the plainer tree.
  const dfa = pegAutomaton(grammar.rules, start, parts);
  if (!dfa) return null;
  let source;
  try {
    source = printPattern(treesOf(dfa, parts.length, `rule ${start}`).plain, js).source;
  } catch (e) {
    if (e instanceof TooLarge) return null;
    throw e;
  }
  return source.length > VERDICT_SOURCE_LIMIT ? null : source;
}
