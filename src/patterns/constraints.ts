/*
 * What isValid decides beyond a grammar, as automata over marked strings
 * (the grammar's automaton with a marker pair around each part, from
 * src/compile/peg-dfa.ts): the MUST rules of a profile's prose that its rule
 * table makes errors, and a namespace's grammar on the NSS. Each is a
 * condition on one part's text. A rule-table error without an automaton here
 * is an error of the build (src/patterns/language.ts): a pattern never leaves
 * out a rule silently.
 */
import { caseless, Ranges } from '../compile/charset';
import { CODE_UNITS, complement, Dfa, Move } from '../compile/dfa';
import { marker } from '../compile/peg-dfa';
import { alt, EMPTY, patternAutomaton, rep, seq, symbols } from '../compile/pattern-ast';

/**
 * The marked strings in which the text of part `k` is in `text` (an automaton
 * over code units); every string where the part is absent. `toEnd`: the text
 * runs from the part's start to the end of the input (markers aside).
 * `markers` is how many parts are marked.
 */
export function partConstraint(k: number, text: Dfa, markers: number, toEnd = false): Dfa {
  const open = marker(k, false);
  const close = marker(k, true);
  const first = marker(0, false);
  const last = marker(markers - 1, true);
  const others = (...not: number[]): Ranges => {
    const out: Array<[number, number]> = [];
    let at = first;
    for (const x of [...not].sort((a, b) => a - b)) {
      if (x > at) out.push([at, x - 1]);
      at = x + 1;
    }
    if (at <= last) out.push([at, last]);
    return out;
  };
  const OUT = 0;
  const IN = (t: number): number => 1 + t;
  const AFTER = 1 + text.accepting.length;
  const moves: Move[][] = [[{ set: CODE_UNITS, to: OUT }, { set: others(open, close), to: OUT }, { set: [[open, open]], to: IN(text.start) }]];
  const accepting = [true];
  text.moves.forEach((ms, t) => {
    const inside: Move[] = [...ms.map((m) => ({ set: m.set, to: IN(m.to) })), { set: others(open, close), to: IN(t) }];
    if (toEnd) inside.push({ set: [[close, close]], to: IN(t) });
    else if (text.accepting[t]) inside.push({ set: [[close, close]], to: AFTER });
    moves.push(inside.filter((m) => m.set.length));
    accepting.push(toEnd && text.accepting[t]);
  });
  moves.push([{ set: CODE_UNITS, to: AFTER }, { set: [[first, last]], to: AFTER }]);
  accepting.push(true);
  return { start: OUT, accepting, moves: moves.map((ms) => ms.filter((m) => m.set.length)) };
}

const ANY = rep(symbols(CODE_UNITS), 0, Infinity);
const chars = (text: string, caseInsensitive = false) => seq(...[...text].map((c) => symbols(caseInsensitive ? caseless(c.charCodeAt(0)) : [[c.charCodeAt(0), c.charCodeAt(0)]])));
/** The hex digits of a percent-encoding (src/profiles/checks.ts reads them alike). */
const HEX = symbols([[0x30, 0x39], [0x41, 0x46], [0x61, 0x66]]);

/** The words, each in any case. */
export const anyCase = (words: readonly string[]): Dfa => patternAutomaton(alt(...words.map((w) => chars(w, true))));

/** Texts other than `word`, in any case. */
export const notWord = (word: string): Dfa => complement(patternAutomaton(chars(word, true)));

/** Texts without `sub`. */
export const without = (sub: string): Dfa => complement(patternAutomaton(seq(ANY, chars(sub), ANY)));

/** Texts in which every "%" begins "%" HEXDIG HEXDIG. */
export const percentsComplete = (): Dfa =>
  patternAutomaton(rep(alt(symbols([[0, 0x24], [0x26, 0xffff]]), seq(chars('%'), HEX, HEX)), 0, Infinity));

/** Query texts ("directive *( "&" directive )") in which no directive of keyword `kw` comes twice. */
export const keywordOnce = (kw: string): Dfa => complement(patternAutomaton(seq(alt(EMPTY, seq(ANY, chars('&'))), chars(`${kw}=`), ANY, chars(`&${kw}=`), ANY)));
