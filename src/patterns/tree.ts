/*
 * The pattern trees of an automaton whose parts are marked (toPattern's, and isValid's verdict
 * expression): state elimination (src/compile/elimination.ts), loops unrolled and, where exact,
 * possessive (./loops.ts), each tree checked against the automaton it came from. The plain tree is
 * the marked one without its markers: the markers keep each part one piece of the automaton, which
 * state elimination then writes once (eliminating the unmarked automaton writes a part's end
 * several times over).
 */
import { Dfa, difference, erase, MARKER_BASE, minimize } from '../compile/dfa';
import { eliminate } from '../compile/elimination';
import { Pattern, patternAutomaton, withoutMarkers } from '../compile/pattern-ast';
import { markPossessive, unrollLoops } from './loops';

/** Throws unless the tree's language is the automaton's: a wrong simplification is a bug, never a pattern. */
function check(tree: Pattern, dfa: Dfa, what: string): void {
  const witness = difference(patternAutomaton(tree), dfa);
  if (witness) throw new Error(`urnkit: the pattern of ${what} differs from its language on ${JSON.stringify(String.fromCharCode(...witness.filter((c) => c <= 0xffff)))}`);
}

/** The automaton `dfa` without the marker pairs of its `parts` parts. */
export const unmarked = (dfa: Dfa, parts: number): Dfa => minimize(erase(dfa, [[MARKER_BASE, MARKER_BASE + 2 * parts]]));

/** The checked trees of `dfa`, whose `parts` parts are marked, with the markers and without (`what` names it in the error of a bug). */
export function treesOf(dfa: Dfa, parts: number, what: string): { marked: Pattern; plain: Pattern } {
  const marked = markPossessive(unrollLoops(eliminate(dfa)));
  check(marked, dfa, what);
  const plain = markPossessive(unrollLoops(withoutMarkers(marked)));
  check(plain, unmarked(dfa, parts), what);
  return { marked, plain };
}
