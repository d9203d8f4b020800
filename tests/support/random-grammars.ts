/*
 * Seeded random ABNF grammars over "a" and "b", for the tests that hold a grammar's compiled forms
 * (isValid's expression, the automaton behind urnkit/patterns) against its matcher: one to three
 * rules, each referring only to the rules after it (no recursion), with every operator the
 * compilers meet: alternatives, concatenation, repetitions (bounded, fixed, empty-matching),
 * options and both predicates.
 */
import { CompiledGrammar, compileGrammarText } from '../../src/compile/abnf';
import { generateMatcherSources } from '../../src/compile/codegen';
import { instantiateMatcher, Matcher } from '../../src/engine/compiled';

export interface RandomGrammar {
  /** The rules' ABNF, r0 first (the start rule). */
  text: string;
  compiled: CompiledGrammar;
  matcher: Matcher;
}

/** The next grammar of the sequence `random` draws. */
export function randomGrammar(random: () => number): RandomGrammar {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const element = (depth: number, rule: number, rules: number): string => {
    const leaves = ['"a"', '"b"', '%x61', '%x61-62', '"ab"', '""', ...(rule + 1 < rules ? [`r${rule + 1}`] : [])];
    if (depth === 0 || random() < 0.3) return pick(leaves);
    const inner = (): string => element(depth - 1, rule, rules);
    switch (pick(['alt', 'alt3', 'cat', 'rep', 'opt', 'and', 'not'] as const)) {
      case 'alt':
        return `(${inner()} / ${inner()})`;
      case 'alt3':
        return `(${inner()} / ${inner()} / ${inner()})`;
      case 'cat':
        return `(${inner()} ${inner()})`;
      case 'rep':
        return `${pick(['*', '1*', '0*2', '2*3', '1*1', '3'])}(${inner()})`;
      case 'opt':
        return `[${inner()}]`;
      case 'and':
        return `&(${inner()})`;
      default:
        return `!(${inner()})`;
    }
  };
  const rules = 1 + Math.floor(random() * 3);
  const text = Array.from({ length: rules }, (_, i) => `r${i} = ${element(3, i, rules)} ${element(3, i, rules)}\n`).join('');
  const compiled = compileGrammarText([{ name: 't.abnf', text: `; @profile t\n; @start r0\n${text}` }]);
  return { text, compiled, matcher: instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta)).matcher };
}
