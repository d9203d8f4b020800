/* A grammar that cannot be compiled: every problem as "file:line: message". */
export class GrammarError extends Error {
  constructor(readonly diagnostics: string[]) {
    super(diagnostics.join('\n'));
    this.name = 'GrammarError';
  }
}

