/**
 * The RangeError toPattern throws for a pattern that cannot be written: a namespace grammar without one
 * (too large), `parts` a dialect cannot express. Its message says why.
 * @example
 * ```ts
 * try {
 *   toPattern('rfc8141', { dialect: 'posix', parts: true });
 * } catch (e) {
 *   if (e instanceof PatternUnavailableError) e.reason; // 'parts'
 * }
 * ```
 */
export class PatternUnavailableError extends RangeError {
  /** Which request cannot be met. */
  readonly reason: 'namespace' | 'parts';

  constructor(reason: 'namespace' | 'parts', message: string) {
    super(`urnkit.toPattern: ${message}`);
    this.reason = reason;
  }

  /** "PatternUnavailableError". */
  get name(): string {
    return 'PatternUnavailableError';
  }
}
