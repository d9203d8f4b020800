/*
 * The automata src/compile builds from a grammar, in process: the exact language of a rule under
 * apg-js's semantics (peg-dfa.ts, made deterministic by dfa.ts), the expression state elimination
 * writes of it (elimination.ts), the simplifying constructors of expression trees (pattern-ast.ts)
 * and the look-ahead reading of ruleAutomaton (automaton.ts). Expected languages come from RFC 5234's
 * reading of each construct and apg-js's documented parse (first alternative that matches, greedy
 * repetitions that never give back), never from the code's output.
 */
import { compileGrammarText } from '../src/compile/abnf';
import { ApgRule, Op } from '../src/compile/apg';
import { accepts, difference as languageDifference, includes, Nfa as Thompson, ruleAutomaton } from '../src/compile/automaton';
import { Dfa, determinize, difference, Nfa } from '../src/compile/dfa';
import { eliminate } from '../src/compile/elimination';
import { Ranges } from '../src/compile/charset';
import { alt, Pattern, patternAutomaton, rep, seq, symbols } from '../src/compile/pattern-ast';
import { pegAutomaton } from '../src/compile/peg-dfa';
import { WorkBudget } from '../src/compile/subsets';

/** The rules of a one-file grammar whose start rule is r0. */
const rulesOf = (abnf: string): readonly ApgRule[] => compileGrammarText([{ name: 't.abnf', text: `; @profile t\n; @start r0\n${abnf}\n` }]).grammar.rules;

/** Whether a deterministic automaton accepts the whole of `input` (UTF-16 code units). */
function dfaAccepts(dfa: Dfa, input: string): boolean {
  let state = dfa.start;
  for (let i = 0; i < input.length; i += 1) {
    const code = input.charCodeAt(i);
    const move = dfa.moves[state].find((m) => m.set.some(([lo, hi]) => code >= lo && code <= hi));
    if (move === undefined) return false;
    state = move.to;
  }
  return dfa.accepting[state];
}

/** The strings of `inputs` the automaton accepts. */
const acceptedOf = (dfa: Dfa | null, inputs: readonly string[]): string[] => {
  if (dfa === null) throw new Error('no automaton');
  return inputs.filter((s) => dfaAccepts(dfa, s));
};

const [A, B, C] = [symbols([[0x61, 0x61]]), symbols([[0x62, 0x62]]), symbols([[0x63, 0x63]])];

describe("a rule's exact language under apg-js's semantics (pegAutomaton)", () => {
  test('an alternation takes its first alternative that matches: ("ab" / "a") "c" matches "abc" and "ac"', () => {
    // RFC 5234 literals are case-insensitive; apg-js tries "ab" first and falls back to "a" where it fails.
    const dfa = pegAutomaton(rulesOf('r0 = ("ab" / "a") "c"'), 'r0');
    expect(acceptedOf(dfa, ['abc', 'ac', 'ABC', 'aC', 'ab', 'a', 'c', 'abac', ''])).toEqual(['abc', 'ac', 'ABC', 'aC']);
  });

  test('a repetition with a minimum: 2*"a" matches two or more, not one', () => {
    const dfa = pegAutomaton(rulesOf('r0 = 2*"a" "b"'), 'r0');
    expect(acceptedOf(dfa, ['b', 'ab', 'aab', 'aaab', 'aaaaab', 'aa'])).toEqual(['aab', 'aaab', 'aaaaab']);
  });

  test('a repetition of a repetition that can match nothing is refused (null): *(*"a")', () => {
    // The header of src/compile/peg-dfa.ts: apg-js stops at an empty iteration, which is not modelled.
    expect(pegAutomaton(rulesOf('r0 = *(*"a") "b"'), 'r0')).toBeNull();
  });

  test('a repetition of a repetition that cannot match nothing is modelled: *(1*"a") "b" is a*b', () => {
    const dfa = pegAutomaton(rulesOf('r0 = *(1*"a") "b"'), 'r0');
    expect(acceptedOf(dfa, ['b', 'ab', 'aaab', 'a', 'bb'])).toEqual(['b', 'ab', 'aaab']);
  });
});

describe('the subset construction (determinize)', () => {
  test('one state per set of NFA states, however the set was reached: "x" and "y" both lead to {A, B, C}', () => {
    // 0 -x-> A, B; 0 -y-> B, C; A and C reach each other by epsilon moves; A accepts.
    const [x, y] = [[[0x78, 0x78]], [[0x79, 0x79]]] as Ranges[];
    const nfa: Nfa = {
      start: 0,
      accept: 1,
      moves: [[{ set: x, to: 1 }, { set: x, to: 2 }, { set: y, to: 2 }, { set: y, to: 3 }], [], [], []],
      eps: [[], [3], [], [1]],
      conds: [[], [], [], []],
    };
    const dfa = determinize(nfa);
    // The sets reachable: {0} and {A, B, C}.
    expect(dfa.accepting).toEqual(dfa.start === 0 ? [false, true] : [true, false]);
    expect(dfa.moves[dfa.start]).toHaveLength(1);
    expect(['', 'x', 'y', 'xx'].filter((s) => dfaAccepts(dfa, s))).toEqual(['x', 'y']);
  });
});

describe('state elimination (eliminate) writes the automaton as an expression of the same language', () => {
  test.each([
    ['r0 = "a" "b" "c"'],
    ['r0 = ("ab" / "a") "c"'],
    ['r0 = *("a" / "bc") "d"'],
    ['r0 = 2*3("a" "b") ["c"]'],
  ])('%s', (abnf) => {
    const dfa = pegAutomaton(rulesOf(abnf), 'r0') as Dfa;
    expect(dfa).not.toBeNull();
    expect(difference(patternAutomaton(eliminate(dfa)), dfa)).toBeNull();
  });
});

describe('the simplifying constructors keep the language (pattern-ast.ts)', () => {
  test('(x?){2,} is x*', () => {
    expect(rep(rep(A, 0, 1), 2, Infinity)).toEqual(rep(A, 0, Infinity));
    expect(dfaAccepts(patternAutomaton(rep(rep(A, 0, 1), 2, Infinity)), '')).toBe(true);
  });

  test('(x{2,3})? and (x{2,3}){2,} are left as they are: neither is x*', () => {
    for (const [min, max] of [
      [0, 1],
      [2, Infinity],
    ]) {
      const tree = rep(rep(A, 2, 3), min, max);
      expect(tree).toEqual({ t: 'rep', item: { t: 'rep', item: A, min: 2, max: 3 }, min, max });
    }
    // (aa|aaa)? matches "", "aa", "aaa" and nothing else.
    const optional = patternAutomaton(rep(rep(A, 2, 3), 0, 1));
    expect(['', 'a', 'aa', 'aaa', 'aaaa'].filter((s) => dfaAccepts(optional, s))).toEqual(['', 'aa', 'aaa']);
  });

  test('a count of a count with at most one as the inner minimum is one count: (x*)* and (x+)* are x*, (x+)+ is x+, (x+){2,} is x{2,}', () => {
    expect(rep(rep(A, 0, Infinity), 0, Infinity)).toEqual(rep(A, 0, Infinity));
    expect(rep(rep(A, 1, Infinity), 0, Infinity)).toEqual(rep(A, 0, Infinity));
    expect(rep(rep(A, 1, Infinity), 1, Infinity)).toEqual(rep(A, 1, Infinity));
    expect(rep(rep(A, 1, Infinity), 2, Infinity)).toEqual(rep(A, 2, Infinity));
  });

  test('a union inside a union is flattened: ab | (bc | ca) is one union of three', () => {
    const [ab, bc, ca] = [seq(A, B), seq(B, C), seq(C, A)];
    expect(alt(ab, alt(bc, ca))).toEqual({ t: 'alt', items: [ab, bc, ca] });
  });

  test('only an optional part makes a union optional: a count of exactly one of x, with y, is not', () => {
    // A tree a caller builds by hand (the type allows it): x{1,1} is x, so x{1,1} | y never matches "".
    const once: Pattern = { t: 'rep', item: A, min: 1, max: 1 };
    const union = patternAutomaton(alt(once, B));
    expect(['', 'a', 'b', 'ab'].filter((s) => dfaAccepts(union, s))).toEqual(['a', 'b']);
  });
});

describe('ruleAutomaton, exact reading: a negative look-ahead of a case-sensitive string', () => {
  test('!%s"ab" 2%x61-7A rejects "ab" alone among two lower-case letters', () => {
    const rules = rulesOf('r0 = !%s"ab" 2%x61-7A');
    const nfa = ruleAutomaton(rules, 0, 'exact');
    expect(nfa).not.toBeNull();
    if (nfa === null) return;
    expect(['ab', 'aa', 'ba', 'bb', 'ac', 'Ab'].filter((s) => accepts(nfa, s))).toEqual(['aa', 'ba', 'bb', 'ac']);
  });
});

describe('ruleAutomaton, exact reading: a look-ahead is read as at most 64 fixed strings (LOOKAHEAD_LIMIT)', () => {
  /** One of the first n lower-case letters, as n alternatives. */
  const letters = (n: number): string => `(${Array.from({ length: n }, (_, i) => `%s"${String.fromCharCode(0x61 + i)}"`).join(' / ')})`;

  test('8 alternatives then 8 more: 64 strings, read exactly', () => {
    const nfa = ruleAutomaton(rulesOf(`r0 = !(${letters(8)} ${letters(8)}) 2%x61-7A`), 0, 'exact');
    expect(nfa).not.toBeNull();
    if (nfa === null) return;
    // Two of a..h is what the look-ahead refuses.
    expect(['ab', 'hh', 'ai', 'ia', 'zz'].filter((s) => accepts(nfa, s))).toEqual(['ai', 'ia', 'zz']);
  });

  test('9 alternatives then 9 more: 81 strings, no automaton (null)', () => {
    expect(ruleAutomaton(rulesOf(`r0 = !(${letters(9)} ${letters(9)}) 2%x61-7A`), 0, 'exact')).toBeNull();
  });
});

describe('the simplifying constructors keep the language, continued (pattern-ast.ts)', () => {
  test('(x{2,})* is left a count of counts: it matches "", "aa" and "aaa", never "a"', () => {
    // Only an inner minimum of at most one makes (x{a,})* a single count (x*): two or more leaves a gap at one.
    const tree = rep(rep(A, 2, Infinity), 0, Infinity);
    expect(['', 'a', 'aa', 'aaa', 'aaaa'].filter((s) => dfaAccepts(patternAutomaton(tree), s))).toEqual(['', 'aa', 'aaa', 'aaaa']);
  });

  test('a count of x{0,0} (a tree built by hand: the type allows it) matches only the empty string, however often: (x{0}){2,} is not x*', () => {
    // RFC 5234 s.3.6: 0*0x matches nothing but the empty string, and so does any repetition of it.
    const none: Pattern = { t: 'rep', item: A, min: 0, max: 0 };
    const tree = rep(none, 2, Infinity);
    expect(['', 'a', 'aa'].filter((s) => dfaAccepts(patternAutomaton(tree), s))).toEqual(['']);
  });

  test('neighbours counting one thing are one count: x{2} x{3} is x{5}, x{1,2} x{0,3} is x{1,5} (joinCounts)', () => {
    expect(seq(rep(A, 2, 2), rep(A, 3, 3))).toEqual(rep(A, 5, 5));
    expect(seq(rep(A, 1, 2), rep(A, 0, 3))).toEqual(rep(A, 1, 5));
  });
});

describe('ruleAutomaton, exact reading: a literal opcode without its codes', () => {
  test('a case-sensitive literal opcode without codes (a rule list built by hand) is the empty string', () => {
    // The type leaves `string` optional: hostile input reads as %s"", which RFC 7405 and RFC 5234 s.2.3 give one string, the empty one.
    const rules: ApgRule[] = [{ name: 'r0', lower: 'r0', index: 0, opcodes: [{ type: Op.TBS }] }];
    const nfa = ruleAutomaton(rules, 0, 'exact');
    expect(nfa).not.toBeNull();
    if (nfa === null) return;
    expect(['', 'S', 'a'].filter((s) => accepts(nfa, s))).toEqual(['']);
  });
});

describe('the work budget of the language checks (WorkBudget)', () => {
  test('spending exactly the budget leaves it not spent; one unit more spends it', () => {
    // spend's TSDoc: false once the budget is spent; spent says whether it is.
    const budget = new WorkBudget(5);
    expect(budget.spent).toBe(false);
    expect(budget.spend(5)).toBe(true);
    expect(budget.spent).toBe(false);
    expect(budget.spend(1)).toBe(false);
    expect(budget.spent).toBe(true);
  });
});

describe('language inclusion (includes): one state per set of states, however its states were reached', () => {
  test('an automaton whose moves only permute its nine states, all of them live at once, accepts everything (x|y)* does', () => {
    // b: a start state with empty moves to 0..8; "x" moves each i to i+1 (mod 9), "y" swaps 0 and 1; each i reaches
    // the accepting state 9 by an empty move. After any input b is in all of 0..8 at once (the subset construction:
    // one set), so b accepts every string of x and y; reached in 9! orders, which are one set, not 362,880.
    const [x, y] = [[[0x78, 0x78]], [[0x79, 0x79]]] as Ranges[];
    const swap = (i: number): number => (i === 0 ? 1 : i === 1 ? 0 : i);
    const b: Thompson = {
      start: 10,
      accept: 9,
      moves: [...Array.from({ length: 9 }, (_, i) => [{ set: x, to: (i + 1) % 9 }, { set: y, to: swap(i) }]), [], []],
      eps: [...Array.from({ length: 9 }, () => [9]), [], [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    };
    const a: Thompson = { start: 0, accept: 1, moves: [[{ set: x, to: 0 }, { set: y, to: 0 }], []], eps: [[1], []] };
    expect(['', 'x', 'yx', 'xyxyy'].every((s) => accepts(b, s))).toBe(true);
    expect(includes(b, a)).toBe(true);
  });
});

describe('the shortest difference within the default budget (difference: null when there is none)', () => {
  test('x* against a chain of 3,000 states then a loop, both every count of "x": none, though one side is 2,000 states at once on each of the 3,000 steps', () => {
    // a: a start with empty moves to 2,000 states, each looping on "x" and reaching the accepting state by an empty move.
    // b: a chain of 3,000 states on "x", the last looping, each accepting. Both accept x^n for every n: no difference.
    const x = [[0x78, 0x78]] as Ranges;
    const n = 2000;
    const a: Thompson = {
      start: 0,
      accept: 1,
      moves: [[], [], ...Array.from({ length: n }, (_, i) => [{ set: x, to: 2 + i }])],
      eps: [Array.from({ length: n }, (_, i) => 2 + i), [], ...Array.from({ length: n }, () => [1])],
    };
    const m = 3000;
    const b: Thompson = {
      start: 2,
      accept: 1,
      moves: [[], [], ...Array.from({ length: m }, (_, k) => [{ set: x, to: 2 + Math.min(k + 1, m - 1) }])],
      eps: [[], [], ...Array.from({ length: m }, () => [1])],
    };
    expect(languageDifference(a, b)).toBeNull();
    // And the other way round: b's strings are a's too.
    expect(languageDifference(b, a)).toBeNull();
  });
});
