/*
 * A profile's compiled grammar: the generated matcher and the apg-js grammar
 * object, as loaded from generated/ or compiled at run time from an .abnf file.
 */
import { ApgGrammar } from '../compile/apg';
import { GrammarMeta } from '../compile/abnf';
import { Terminal } from '../compile/codegen';

export interface Failure {
  /** Offset the terminal was tried at. */
  at: number;
  /** Index into Matcher.terminals. */
  terminal: number;
  /** Indexes into Matcher.rules, outermost first. */
  stack: number[];
  /** Index of the rule whose match ended exactly at `at` just before the failure, or -1. */
  after: number;
}

export interface Diagnosis {
  ok: boolean;
  /** apg-js's maxMatched: how far the input matched the grammar. */
  offset: number;
  /** End of the start rule's match, -1 if it failed. */
  matched: number;
  /** The start rule matched up to `offset`; the end of the input would have been accepted there. */
  endExpected: boolean;
  failures: Failure[];
}

/** The interface of a generated/<profile>.matcher.js module. */
export interface Matcher {
  match(input: string, caps: number[]): number;
  diagnose(input: string): Diagnosis;
  rules: string[];
  parts: string[];
  terminals: Terminal[];
}

export interface CompiledProfile {
  meta: GrammarMeta;
  matcher: Matcher;
  /** The apg-js grammar object, built on first use. */
  grammar(): ApgGrammar;
}

/** Loads a matcher from generated source text (run-time compiled grammars). */
export function instantiateMatcher(source: string): Matcher {
  const module = { exports: {} as Matcher };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('module', 'exports', source)(module, module.exports);
  return module.exports;
}
