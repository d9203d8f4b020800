/*
 * Splits every multi-character literal of an apg-js grammar object into a
 * concatenation of one-character literals: "urn:" becomes "u" "r" "n" ":".
 * Under PEG semantics the two are the same language (each character of a
 * quoted string is matched in turn, case-insensitively for TLS), but apg-js
 * matches a literal as one unit, so a failure inside it is reported at its
 * first character. Split, both engines fail at the first character that does
 * not match, and expect exactly the character needed there (issue: "errors at
 * the exact character"). tests/literals.test.ts proves the languages equal.
 */
import { ApgGrammar, Op, Opcode } from './apg';
import { leaf, rewriteGrammar } from './rewrite';

/** UTF-16 code units of a code point. */
export const units = (code: number): number => (code > 0xffff ? 2 : 1);

/**
 * A literal as one-character pieces. Each piece knows its offset in the
 * literal in code units (`at`), for diagnostics; the first also holds the
 * whole literal, once, so that the split stays linear in the literal's length.
 */
function split(op: Opcode): Opcode[] {
  const codes = op.string as number[];
  let at = 0;
  return codes.map((code, i) => {
    const piece: Opcode = i === 0 ? { type: op.type, string: [code], literal: codes, at } : { type: op.type, string: [code], at };
    at += units(code);
    return piece;
  });
}

/** A copy of `grammar` whose literals are one character each; the original text stays its toString(). */
export function splitLiterals(grammar: ApgGrammar): ApgGrammar {
  return rewriteGrammar(grammar, (op) =>
    (op.type === Op.TLS || op.type === Op.TBS) && (op.string?.length ?? 0) > 1 ? { op: { type: Op.CAT, children: [] }, kids: split(op).map(leaf) } : null,
  );
}

/**
 * The source of a CommonJS module whose export is a constructor of `grammar`
 * (as apg-js's own generated modules are), with `meta` attached. Everything is
 * written as JSON, so no grammar text can become code.
 */
export function grammarModuleSource(grammar: ApgGrammar): string {
  return [
    "'use strict';",
    '// Each construction makes fresh objects: apg-js never shares state between parsers.',
    'function grammar() {',
    "  this.grammarObject = 'grammarObject';",
    '  this.rules = [',
    grammar.rules.map((r) => `    ${JSON.stringify(r)}`).join(',\n'),
    '  ];',
    '  this.udts = [];',
    '  this.toString = () => TEXT;',
    '}',
    `const TEXT = ${JSON.stringify(grammar.toString())};`,
    'module.exports = grammar;',
    '',
  ].join('\n');
}
