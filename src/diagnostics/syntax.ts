/* Names a grammar failure: its code, section, rule, and what was expected there, in words. */
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
const described = new WeakMap<object, Map<string, string>>();

function expectedWords(compiled: CompiledProfile, terminals: number[], endOfInput: boolean): string {
  const ids = [...new Set(terminals)].sort((a, b) => a - b);
  const key = `${ids.join(',')}${endOfInput ? '$' : ''}`;
  let cache = described.get(compiled.matcher);
  if (!cache) described.set(compiled.matcher, (cache = new Map()));
  let words = cache.get(key);
  if (words === undefined) {
    words = describeExpected(ids.map((id) => compiled.matcher.terminals[id]), endOfInput);
    if (cache.size < 4096) cache.set(key, words);
  }
  return words;
}

export function syntaxFailure(
  compiled: CompiledProfile,
  syntaxCodes: Readonly<Record<string, string>>,
  input: string,
  diagnosis: Diagnosis,
  offset: number,
): SyntaxFailure {
  const { matcher, meta } = compiled;
  const at = diagnosis.failures.filter((f) => f.at === offset);
  // The first failure recorded is the innermost rule tried first: it names the error.
  const stack = (at[0]?.stack ?? []).map((i) => matcher.rules[i]);
  const inner = [...stack].reverse();
  const stackCode = inner.map((name) => syntaxCodes[name]).find(Boolean);
  // A failure directly in the scheme-level rule, right where a part ended (the
  // ":" after an NID of 33 characters), is that part's error.
  const afterRule = at[0] && at[0].after >= 0 ? matcher.rules[at[0].after] : undefined;
  const useAfter = stackCode === 'invalid-scheme' && afterRule !== undefined && syntaxCodes[afterRule] !== undefined;
  const code = (useAfter ? syntaxCodes[afterRule as string] : stackCode) ?? 'invalid-syntax';
  const own = useAfter ? (afterRule as string) : (inner.find((name) => meta.ownRules.includes(name)) ?? meta.start);
  const expected = expectedWords(compiled, at.map((f) => f.terminal), diagnosis.endExpected && diagnosis.offset === offset);
  const found = describeFound(input, offset);
  return {
    diagnostic: Object.freeze({
      code,
      severity: 'error' as const,
      offset,
      message: `found ${found}${useAfter ? ` after the ${afterRule}` : ''}, expected ${expected}`,
      section: meta.sections[own] || meta.sections[meta.start],
    }),
    expected,
    found,
    rule: inner[0],
  };
}
