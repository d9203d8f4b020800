/*
 * Typed view of the parts of apg-js 4.x that urnkit uses: its opcode ids and
 * the shapes of its grammar objects and results. Pure: apg-js itself is loaded
 * only by ./apg-runtime.ts (the reference engine and grammar compilation).
 */

/** apg-js opcode type identifiers (apg-lib/identifiers.js). */
export const Op = {
  ALT: 1,
  CAT: 2,
  REP: 3,
  RNM: 4,
  TRG: 5,
  TBS: 6,
  TLS: 7,
  UDT: 11,
  AND: 12,
  NOT: 13,
  BKR: 14,
  BKA: 15,
  BKN: 16,
  ABG: 17,
  AEN: 18,
} as const;

export interface Opcode {
  type: number;
  children?: number[];
  min?: number;
  max?: number | null;
  index?: number;
  string?: number[];
  /**
   * A one-character piece of a split literal (src/compile/literals.ts): its
   * offset in the literal in code units (`at`); the first piece also holds
   * the whole literal.
   */
  literal?: number[];
  at?: number;
}

export interface ApgRule {
  name: string;
  lower: string;
  index: number;
  opcodes: Opcode[];
}

/** The grammar object apg-js builds (`api.toObject()` or a generated module). */
export interface ApgGrammar {
  grammarObject: string;
  rules: ApgRule[];
  udts: unknown[];
  toString(): string;
}

export interface ApgParseResult {
  success: boolean;
  matched: number;
  maxMatched: number;
  length: number;
}

export type AstCallback = (state: number, chars: number[], phraseIndex: number, phraseLength: number, data: unknown) => number;

export interface ApgAst {
  callbacks: Record<string, AstCallback | boolean>;
  translate(data: unknown): void;
}

/** apg-js's state of a parse, as a rule's syntax callback sees it (before the rule: ACTIVE). */
export interface ApgSysData {
  state: number;
  phraseLength: number;
}

/** Called before a rule is tried (state ACTIVE) and after (its outcome). */
export type SyntaxCallback = (sys: ApgSysData, chars: number[], phraseIndex: number, data: unknown) => void;

export interface ApgParser {
  ast: ApgAst | null;
  /** Syntax callbacks by lower-case rule name. */
  callbacks: Record<string, SyntaxCallback>;
  parse(grammar: ApgGrammar, startRule: string | number, input: number[], data?: unknown): ApgParseResult;
  parseSubstring(grammar: ApgGrammar, startRule: string | number, input: number[], index: number, length: number, data?: unknown): ApgParseResult;
  setMaxNodeHits(hits: number): void;
  setMaxTreeDepth(depth: number): void;
}

export interface ApgApi {
  errors: { line: number; char: number; msg: string }[];
  lines: { lineNo: number; beginChar: number; length: number }[];
  /** The rules, after translate(). */
  rules?: ApgRule[];
  /** The SABNF input, after the constructor. */
  sabnf: string;
  generate(strict?: boolean): void;
  /** Character and line checks only (apg-js's first phase). */
  scan(strict?: boolean): void;
  /** The syntax phase, after scan. */
  parse(strict?: boolean, lite?: boolean): void;
  /** Opcodes from the parsed syntax (apg-js's third phase). */
  translate(): void;
  toObject(): ApgGrammar;
  toSource(config?: { funcName?: string }): string;
}
