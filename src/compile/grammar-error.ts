/* A grammar that cannot be compiled: every problem as "file:line: message". */
import { GRAMMAR_ERROR_BRAND, hasBrand } from '../brand';

/** `is` and `instanceof` work across builds, as for UrnParseError. */
export class GrammarError extends Error {
  /** Whether `value` is a GrammarError of any build or copy of urnkit. */
  static is(value: unknown): value is GrammarError {
    return hasBrand(value, GRAMMAR_ERROR_BRAND);
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, GRAMMAR_ERROR_BRAND);
  }

  /** The brand that GrammarError.is reads. */
  get [GRAMMAR_ERROR_BRAND](): true {
    return true;
  }

  constructor(readonly diagnostics: string[]) {
    super(diagnostics.join('\n'));
    this.name = 'GrammarError';
  }
}

