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
import { ApgGrammar, ApgRule, Op, Opcode } from './apg';

function splitRule(rule: ApgRule): Opcode[] {
  const out: Opcode[] = [];
  // Pre-order emission keeps apg-js's layout: REP, AND and NOT take the next opcode as their child.
  const emit = (index: number): number => {
    const op = rule.opcodes[index];
    const at = out.length;
    const literal = (op.type === Op.TLS || op.type === Op.TBS) && (op.string?.length ?? 0) > 1;
    if (literal) {
      out.push({ type: Op.CAT, children: [] });
      // Each piece remembers its literal and its place in it, for diagnostics.
      const children = (op.string as number[]).map((code, at) => {
        out.push({ type: op.type, string: [code], literal: op.string, at });
        return out.length - 1;
      });
      out[at] = { type: Op.CAT, children };
      return at;
    }
    out.push({ ...op });
    if (op.type === Op.ALT || op.type === Op.CAT) out[at].children = (op.children ?? []).map(emit);
    else if (op.type === Op.REP || op.type === Op.AND || op.type === Op.NOT) emit(index + 1);
    return at;
  };
  emit(0);
  return out;
}

/** A copy of `grammar` whose literals are one character each; the original text stays its toString(). */
export function splitLiterals(grammar: ApgGrammar): ApgGrammar {
  const rules = grammar.rules.map((r) => ({ ...r, opcodes: splitRule(r) }));
  const text = grammar.toString();
  return { grammarObject: 'grammarObject', rules, udts: [], toString: () => text };
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
