/* Names a grammar failure: its code, section, rule, and what was expected there, in words. */
import type { ErrorCode } from '../codes';
import { CompiledProfile, Diagnoser, Diagnosis, Failure } from '../engine/compiled';
import { Diagnostic } from '../types';
import { describeExpected, describeFound } from './words';

export interface SyntaxFailure {
  diagnostic: Diagnostic;
  expected: string;
  found: string;
  rule: string | undefined;
}

/** A record's own value only: a rule of a grammar file may be named "constructor". */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);

/** Descriptions by diagnoser and failure point: a grammar has few. */
const described = /* @__PURE__ */ new WeakMap<Diagnoser, Map<number | string, string>>();

/**
 * What was expected at `offset`, in words: the terminals that failed there,
 * and the end of the input (or of the NSS) where the match could have ended.
 * Cached by a number whose bits are the terminals (below the 30th) and which
 * end was expected, so a known failure point builds no string.
 */
function expectedWords(diagnoser: Diagnoser, at: readonly Failure[], endOfInput: boolean, endWords: string, nss: boolean): string {
  let cache = described.get(diagnoser);
  if (!cache) described.set(diagnoser, (cache = new Map()));
  let key: number | string = endOfInput ? (nss ? 2 : 1) << 30 : 0;
  for (const f of at) key = typeof key === 'number' && f.terminal < 30 ? key | (1 << f.terminal) : `${key},${f.terminal}`;
  let words = cache.get(key);
  if (words === undefined) {
    words = describeExpected([...new Set(at.map((f) => f.terminal))].sort((a, b) => a - b).map((id) => diagnoser.terminals[id]), endOfInput, endWords);
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
  const diagnoser = compiled.diagnoser();
  const { rules, sections, ownRules } = diagnoser;
  const at = diagnosis.failures.filter((f) => f.at === offset);
  // Inside a literal split per character ("?=" after "?"), the error takes the
  // name the literal's first character would have had: the first failure
  // recorded where the literal began, else the literal's own.
  const origin = at[0]?.origin ?? offset;
  const naming = (origin < offset && diagnosis.failures.find((f) => f.at === origin)) || at[0];
  // The first failure recorded is the innermost rule tried first: it names the
  // error, and the innermost rule of the grammar's own file its section.
  const stack = naming?.stack ?? [];
  let stackCode: ErrorCode | undefined;
  let section: string | undefined;
  for (let i = stack.length; i-- > 0; ) {
    stackCode ??= own(syntaxCodes, rules[stack[i]]);
    if (section === undefined && ownRules.includes(rules[stack[i]])) section = rules[stack[i]];
  }
  // A failure directly in the scheme-level rule, right where a part ended (the
  // ":" after an NID of 33 characters), is that part's error.
  const afterRule = naming && naming.after >= 0 ? rules[naming.after] : undefined;
  const afterCode = afterRule ? own(syntaxCodes, afterRule) : undefined;
  const useAfter = stackCode === 'invalid-scheme' && afterCode !== undefined;
  const nss = end < input.length;
  const endWords = nss ? 'the end of the NSS' : 'the end of the input';
  const expected = expectedWords(diagnoser, at, diagnosis.endExpected && diagnosis.offset === offset, endWords, nss);
  const found = offset === end && nss ? endWords : describeFound(input, offset);
  return {
    diagnostic: Object.freeze({
      code: (useAfter ? afterCode : stackCode) ?? 'invalid-syntax',
      severity: 'error' as const,
      offset,
      message: `found ${found}${useAfter ? ` after the ${afterRule}` : ''}, expected ${expected}`,
      section: own(sections, useAfter ? (afterRule as string) : (section ?? meta.start)) || (own(sections, meta.start) as string),
    }),
    expected,
    found,
    rule: at[0] && rules[at[0].stack[at[0].stack.length - 1]],
  };
}
