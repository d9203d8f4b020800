/*
 * The reference parser: apg-js interpreting the grammar object. It reports the
 * same capture triples as the generated matcher, from AST callbacks.
 */
import { captureRules, MatcherMeta } from '../compile/meta';
import type { ApgGrammar } from '../compile/apg';
import { apg } from '../compile/apg-runtime';

export interface ReferenceResult {
  ok: boolean;
  /** apg-js maxMatched, as an offset into the input. */
  maxMatched: number;
  /** (part index, start, end) triples, innermost first, as Matcher.match writes them. */
  caps: number[];
}

/** apg-js throws on inputs it cannot index, so it gets UTF-16 code units, as string offsets. */
function codeUnits(input: string): number[] {
  const out = new Array<number>(input.length);
  for (let i = 0; i < input.length; i += 1) out[i] = input.charCodeAt(i);
  return out;
}

/** Parses input[from, to) (the whole input by default) with apg-js from the grammar's start rule. */
export function referenceParse(compiled: { meta: MatcherMeta; grammar(): ApgGrammar }, input: string, from = 0, to = input.length): ReferenceResult {
  const grammar = compiled.grammar();
  const parser = new apg.apgLib.parser();
  const ast = new apg.apgLib.ast();
  const caps: number[] = [];
  captureRules(compiled.meta).forEach((name, part) => {
    ast.callbacks[name.toLowerCase()] = (state, _chars, phraseIndex, phraseLength) => {
      if (state === apg.apgLib.ids.SEM_POST) caps.push(part, phraseIndex, phraseIndex + phraseLength);
      return apg.apgLib.ids.SEM_OK;
    };
  });
  parser.ast = ast;
  // A bound on the work, so that no grammar edit can make a parse run away.
  parser.setMaxNodeHits(1000 + (to - from) * 1000);
  const result = parser.parseSubstring(grammar, compiled.meta.start, codeUnits(input), from, to - from);
  if (result.success) ast.translate(null);
  return { ok: result.success, maxMatched: result.maxMatched, caps: result.success ? caps : [] };
}
