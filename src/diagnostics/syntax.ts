/* Names a grammar failure: its code, section, rule, and what was expected there, in words. */
import type { ErrorCode } from '../codes';
import { CompiledProfile, Diagnosis } from '../engine/compiled';
import { Diagnostic } from '../types';
import { describeExpected, describeFound } from './words';

export interface SyntaxFailure {
  diagnostic: Diagnostic;
  expected: string;
  found: string;
  rule: string | undefined;
}

/** Descriptions by (matcher, terminal set): a grammar has few distinct failure points. */
const described = /* @__PURE__ */ new WeakMap<object, Map<string, string>>();

function expectedWords(compiled: Compiled, terminals: number[], endOfInput: boolean, end: string): string {
  const ids = [...new Set(terminals)].sort((a, b) => a - b);
  const key = `${ids.join(',')}${endOfInput ? `$${end}` : ''}`;
  let cache = described.get(compiled.diagnoser());
  if (!cache) described.set(compiled.diagnoser(), (cache = new Map()));
  let words = cache.get(key);
  if (words === undefined) {
    words = describeExpected(ids.map((id) => compiled.diagnoser().terminals[id]), endOfInput, end);
    if (cache.size < 4096) cache.set(key, words);
  }
  return words;
}

/** What a diagnosis needs of a compiled grammar (a profile's or a namespace's). */
type Compiled = Pick<CompiledProfile, 'diagnoser' | 'meta'>;

/**
 * The failure of `compiled` on input[.., end) at `offset`, in words. `end` is
 * where the grammar's match had to stop: the end of the input for a profile,
 * the end of the NSS for a namespace grammar ("the end of the NSS").
 */
export function syntaxFailure(
  compiled: Compiled,
  syntaxCodes: Readonly<Record<string, ErrorCode>>,
  input: string,
  diagnosis: Diagnosis,
  offset: number,
  end = input.length,
): SyntaxFailure {
  const { meta } = compiled;
  const { rules, sections, ownRules } = compiled.diagnoser();
  const at = diagnosis.failures.filter((f) => f.at === offset);
  // Inside a literal split per character ("?=" after "?"), the error takes the
  // name the literal's first character would have had: the first failure
  // recorded where the literal began, else the literal's own.
  const origin = at[0]?.origin ?? offset;
  const naming = (origin < offset && diagnosis.failures.find((f) => f.at === origin)) || at[0];
  // The first failure recorded is the innermost rule tried first: it names the error.
  const stack = (naming?.stack ?? []).map((i) => rules[i]);
  const inner = [...stack].reverse();
  const stackCode = inner.map((name) => syntaxCodes[name]).find(Boolean);
  // A failure directly in the scheme-level rule, right where a part ended (the
  // ":" after an NID of 33 characters), is that part's error.
  const afterRule = naming && naming.after >= 0 ? rules[naming.after] : undefined;
  const useAfter = stackCode === 'invalid-scheme' && afterRule !== undefined && syntaxCodes[afterRule] !== undefined;
  const code = (useAfter ? syntaxCodes[afterRule as string] : stackCode) ?? 'invalid-syntax';
  const own = useAfter ? (afterRule as string) : (inner.find((name) => ownRules.includes(name)) ?? meta.start);
  const endWords = end < input.length ? 'the end of the NSS' : 'the end of the input';
  const expected = expectedWords(compiled, at.map((f) => f.terminal), diagnosis.endExpected && diagnosis.offset === offset, endWords);
  const found = offset === end && end < input.length ? endWords : describeFound(input, offset);
  return {
    diagnostic: Object.freeze({
      code,
      severity: 'error' as const,
      offset,
      message: `found ${found}${useAfter ? ` after the ${afterRule}` : ''}, expected ${expected}`,
      section: sections[own] || sections[meta.start],
    }),
    expected,
    found,
    rule: at[0] ? rules[at[0].stack[at[0].stack.length - 1]] : inner[0],
  };
}
