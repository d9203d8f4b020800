/* Names a grammar failure: its code, section, rule, and what was expected there, in words. */
import type { ErrorCode } from '../codes';
import { CompiledProfile, Diagnoser, Diagnosis, Failure } from '../engine/compiled';
import { describeExpected, describeFound } from './words';

/** A failure in words: the fields of its Diagnostic (severity 'error'), and what an error shows besides. */
export interface SyntaxFailure {
  code: ErrorCode;
  offset: number;
  message: string;
  section: string;
  expected: string;
  found: string;
  rule: string | undefined;
}

/** A record's own value only: a rule of a grammar file may be named "constructor". */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);

/**
 * What naming a failure needs of a diagnoser and its codes, worked out once
 * rather than per error: by rule index, the rule's code, and for a rule of the
 * grammar's own file its section ('' if it has none: the start rule's is
 * taken then), else undefined; and the expected sets already in words.
 */
interface Naming {
  by: object;
  codes: (ErrorCode | undefined)[];
  sections: (string | undefined)[];
  words: Map<number | string, string>;
}

/** By diagnoser, for the codes it is used with (one set each: a profile's, or its namespace's). */
const namings = /* @__PURE__ */ new WeakMap<Diagnoser, Naming>();

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
  const { rules, sections } = diagnoser;
  let naming = namings.get(diagnoser);
  if (naming?.by !== syntaxCodes) {
    const { ownRules } = diagnoser;
    naming = { by: syntaxCodes, codes: rules.map((r) => own(syntaxCodes, r)), sections: rules.map((r) => (ownRules.includes(r) ? (own(sections, r) ?? '') : undefined)), words: new Map() };
    namings.set(diagnoser, naming);
  }
  const nss = end < input.length;
  const endWords = nss ? 'the end of the NSS' : 'the end of the input';
  // What was expected: the terminals that failed at `offset`, and the end of
  // the input (or of the NSS) where the match could have ended, as a number
  // whose bits are the terminals (below the 30th) and which end: the key of
  // the words, so that a known failure point builds no string.
  const endOfInput = diagnosis.endExpected && diagnosis.offset === offset;
  let key: number | string = endOfInput ? (nss ? 2 : 1) << 30 : 0;
  let first: Failure | undefined;
  for (const f of diagnosis.failures) {
    if (f.at !== offset) continue;
    first ??= f;
    key = typeof key === 'number' && f.terminal < 30 ? key | (1 << f.terminal) : `${key},${f.terminal}`;
  }
  let expected = naming.words.get(key);
  if (expected === undefined) {
    const ids = [...new Set(diagnosis.failures.filter((f) => f.at === offset).map((f) => f.terminal))].sort((a, b) => a - b);
    expected = describeExpected(ids.map((id) => diagnoser.terminals[id]), endOfInput, endWords);
    if (naming.words.size < 4096) naming.words.set(key, expected);
  }
  // Inside a literal split per character ("?=" after "?"), the error takes the
  // name the literal's first character would have had: the first failure
  // recorded where the literal began, else the literal's own.
  const origin = first?.origin ?? offset;
  const named = (origin < offset && diagnosis.failures.find((f) => f.at === origin)) || first;
  // The first failure recorded is the innermost rule tried first: it names the
  // error, and the innermost rule of the grammar's own file its section.
  const stack = named?.stack ?? [];
  let stackCode: ErrorCode | undefined;
  let section: string | undefined;
  for (let i = stack.length; i-- > 0; ) {
    stackCode ??= naming.codes[stack[i]];
    section ??= naming.sections[stack[i]];
  }
  // A failure directly in the scheme-level rule, right where a part ended (the
  // ":" after an NID of 33 characters), is that part's error.
  const afterCode = named && named.after >= 0 ? naming.codes[named.after] : undefined;
  const useAfter = stackCode === 'invalid-scheme' && afterCode !== undefined;
  const found = offset === end && nss ? endWords : describeFound(input, offset);
  return {
    code: (useAfter ? afterCode : stackCode) ?? 'invalid-syntax',
    offset,
    message: `found ${found}${useAfter ? ` after the ${rules[(named as Failure).after]}` : ''}, expected ${expected}`,
    section: (useAfter ? own(sections, rules[(named as Failure).after]) : section) || (own(sections, meta.start) as string),
    expected,
    found,
    rule: first && rules[(first.stack as number[])[(first.stack as number[]).length - 1]],
  };
}
