/* A grammar that cannot be compiled: every problem as "file:line: message". */
import { BrandedError } from '../brand';

/** `is` and `instanceof` work across builds, as for UrnParseError. */
export class GrammarError extends BrandedError {
  constructor(readonly diagnostics: string[]) {
    super(diagnostics.join('\n'));
  }

  /** The name, and the brand (src/brand.ts). */
  get name(): string {
    return 'GrammarError';
  }
}

