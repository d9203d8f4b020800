/* What an engine of the native-pattern tests is given and answers (tests/patterns-engines.test.ts). */
import type { Dialect } from '../../../src/patterns/types';

export interface EngineJob {
  /** The pattern, in the engine's dialect. */
  pattern: string;
  /** The inputs (one array may serve several jobs). */
  inputs: readonly string[];
  /** The capture groups to read from a match, by name or (where the dialect numbers them) in order. */
  groups?: readonly string[];
}

export interface EngineAnswer {
  /** Per input: whether a search with the pattern matched; null where the engine cannot be given the input. */
  matched: Array<boolean | null>;
  /** With groups, per matched input: each group's text (null: it took no part in the match). */
  captures: Array<Array<string | null> | undefined>;
}

export interface Engine {
  /** How the engine is named in the test: "RE2 (DuckDB regexp_matches)". */
  name: string;
  dialect: Dialect;
  /** Whether the engine reports what groups captured (grep and xmllint say only whether a line matched). */
  captures: boolean;
  /** Why the engine cannot be given `input` (undefined: it can). */
  cannotCarry(input: string): string | undefined;
  /** Runs every job in one process (or one session); answers in order. */
  run(jobs: readonly EngineJob[]): Promise<EngineAnswer[]>;
}

/** Whether a string has a lone surrogate (no UTF-8 encoding exists for it). */
export const hasLoneSurrogate = (s: string): boolean => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
