/** The RangeError toPattern throws for a pattern that cannot be written: a namespace grammar without one, `parts` a dialect cannot express. */
export class PatternUnavailableError extends RangeError {
  /** Which request cannot be met. */
  readonly reason: 'namespace' | 'parts';

  constructor(reason: 'namespace' | 'parts', message: string) {
    super(`urnkit.toPattern: ${message}`);
    this.reason = reason;
  }

  get name(): string {
    return 'PatternUnavailableError';
  }
}
