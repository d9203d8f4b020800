/*
 * A profile's compiled grammar: the generated matcher and the apg-js grammar
 * object, as loaded from generated/ or compiled at run time from an .abnf file.
 */
import type { ApgGrammar } from '../compile/apg';
import type { MatcherMeta } from '../compile/meta';
import { Terminal } from '../compile/codegen';

export interface Failure {
  /** Offset the terminal was tried at. */
  at: number;
  /** Where the terminal's literal began (`at` less its index in a split literal; else `at`). */
  origin: number;
  /** Index into Matcher.terminals. */
  terminal: number;
  /** Indexes into Matcher.rules, outermost first. */
  stack: number[];
  /** Index of the rule whose match ended exactly at `origin` just before the failure, or -1. */
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
  /** The failures at `offset`, and those a few characters before it where a split literal began. */
  failures: Failure[];
}

/** The interface of a generated <name>.matcher.js module: verdicts and captures. */
/**
 * The longest input isValid gives to a grammar's regular expression. V8
 * overflows the expression's backtrack stack near 8 million characters
 * (RangeError) on some inputs; below this, tests/regex.test.ts runs the worst.
 */
export const PATTERN_MAX_LENGTH = 64 * 1024;

export interface Matcher {
  /** -1, or the number of capture entries written; matches input[from, to) (the whole input by default). */
  match(input: string, caps: number[], from?: number, to?: number): number;
  /** Matches input[from, to) against `rule` alone, recording the @views rules too; -1 on failure. */
  capture(rule: string, input: string, caps: number[], from: number, to: number): number;
  /** The grammar's pragmas (start rule, parts, namespace rules). */
  meta: MatcherMeta;
  /** The rules whose spans are captured (captureRules of the meta), by part index. */
  parts: string[];
  /** The start rule's language as an anchored expression (src/compile/regex.ts), or null where the grammar has none. */
  pattern: RegExp | null;
}

/** The interface of a generated <name>.diagnose.js module: why an input fails. */
export interface Diagnoser {
  /** Where a failed match fails (the offset of diagnose), without naming anything: the cheap half. */
  locate(input: string, from?: number, to?: number): Omit<Diagnosis, 'failures'>;
  diagnose(input: string, from?: number, to?: number): Diagnosis;
  /** Every rule name, by rule index. */
  rules: string[];
  terminals: Terminal[];
  /** Spec section for each rule, by rule name as written. */
  sections: Record<string, string>;
  /** Rules defined by the grammar's own file (not by the shared core). */
  ownRules: string[];
}

export interface CompiledProfile {
  meta: MatcherMeta;
  matcher: Matcher;
  /** The diagnosing variant, loaded on first failure. */
  diagnoser(): Diagnoser;
  /** The apg-js grammar object (the reference engine's), built on first use. */
  grammar(): ApgGrammar;
}

function instantiate<T>(source: string): T {
  const module = { exports: {} as T };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('module', 'exports', source)(module, module.exports);
  return module.exports;
}

/** Loads the matcher modules from generated source text (run-time compiled grammars). */
export function instantiateMatcher(sources: { matcher: string; diagnoser: string }): { matcher: Matcher; diagnoser: Diagnoser } {
  return { matcher: instantiate<Matcher>(sources.matcher), diagnoser: instantiate<Diagnoser>(sources.diagnoser) };
}
