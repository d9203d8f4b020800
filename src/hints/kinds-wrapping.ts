/*
 * Hint kinds for what copy and paste leaves around a URN: whitespace, and the
 * "<...>" or quotation marks that set it off in running text or source code.
 */
import { HintContext, HintKind } from './types';
import { PROFILES } from '../types';

interface Enclosure {
  open: number;
  close: number;
  sentence: string;
}

const DELIMITERS: readonly [string, string, string][] = [
  ['<', '>', 'RFC 3986 Appendix C: the "<" and ">" around the URN delimit it in running text and are not part of it: remove them'],
  ['"', '"', 'the quotation marks around the URN come from the text or code it was copied from and are not part of it: remove them'],
  ["'", "'", 'the quotation marks around the URN come from the text or code it was copied from and are not part of it: remove them'],
];

/** The delimiters around the (whitespace-trimmed) input, when they enclose exactly one URN-like text. */
function enclosure(input: string): Enclosure | undefined {
  const open = input.length - input.trimStart().length;
  const close = input.trimEnd().length - 1;
  if (close - open < 2) return undefined;
  for (const [o, c, sentence] of DELIMITERS) {
    if (input[open] !== o || input[close] !== c) continue;
    // "<a> <b>" is two URNs, not one enclosed: unwrapping would glue them into one.
    const inner = input.slice(open + 1, close);
    if (inner.includes(o) || inner.includes(c)) return undefined;
    return { open, close, sentence };
  }
  return undefined;
}

const enclosed: HintKind = {
  kind: 'enclosed',
  profiles: PROFILES,
  applies(c) {
    const e = enclosure(c.input);
    return e !== undefined && (c.offset <= e.open || c.offset >= e.close);
  },
  hint: (c) => (enclosure(c.input) as Enclosure).sentence,
  fixes(c) {
    const e = enclosure(c.input) as Enclosure;
    return [c.input.slice(e.open + 1, e.close).trim()];
  },
};

const edges = (input: string): { lead: number; trail: number } => ({
  lead: input.length - input.trimStart().length,
  trail: input.length - input.trimEnd().length,
});

function whereSpace(c: HintContext): 'before' | 'after' | undefined {
  const { lead, trail } = edges(c.input);
  if (lead > 0 && c.offset < lead) return 'before';
  if (trail > 0 && c.offset >= c.input.length - trail) return 'after';
  return undefined;
}

const surroundingWhitespace: HintKind = {
  kind: 'surrounding-whitespace',
  profiles: PROFILES,
  applies: (c) => whereSpace(c) !== undefined && c.input.trim() !== '',
  hint: (c) =>
    `${c.title} s.2: whitespace is not part of a URN's syntax, and whitespace ${whereSpace(c)} it is usually left over from copy and paste: trim it`,
  fixes: (c) => [c.input.trim()],
};

export const WRAPPING_KINDS: readonly HintKind[] = [enclosed, surroundingWhitespace];
