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
  const expected = describeExpected(
    at.map((f) => matcher.terminals[f.terminal]),
    diagnosis.endExpected && diagnosis.offset === offset,
  );
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
