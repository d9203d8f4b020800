/* A grammar that cannot be compiled: every problem as "file:line: message". */
import { hasBrand } from '../brand';

/** `is` and `instanceof` work across builds, as for UrnParseError. */
export class GrammarError extends Error {
  /** Whether `value` is a GrammarError of any build or copy of urnkit. */
  static is(value: unknown): value is GrammarError {
    return hasBrand(value, Symbol.toStringTag, 'GrammarError');
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, Symbol.toStringTag, 'GrammarError');
  }

  /** The brand that GrammarError.is reads (src/brand.ts). */
  get [Symbol.toStringTag](): string {
    return 'GrammarError';
  }

  constructor(readonly diagnostics: string[]) {
    super(diagnostics.join('\n'));
    this.name = 'GrammarError';
  }
}

