/*
 * The reference parser: apg-js interpreting the grammar object. It reports the
 * same capture triples as the generated matcher, from AST callbacks.
 */
import { apg } from '../compile/apg';
import { CompiledProfile } from './compiled';

export interface ReferenceResult {
  ok: boolean;
  /** apg-js maxMatched. */
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

export function referenceParse(profile: CompiledProfile, input: string): ReferenceResult {
  const grammar = profile.grammar();
  const parser = new apg.apgLib.parser();
  const ast = new apg.apgLib.ast();
  const caps: number[] = [];
  const { parts, start } = profile.meta;
  parts.forEach((name, part) => {
    ast.callbacks[name.toLowerCase()] = (state, _chars, phraseIndex, phraseLength) => {
      if (state === apg.apgLib.ids.SEM_POST) caps.push(part, phraseIndex, phraseIndex + phraseLength);
      return apg.apgLib.ids.SEM_OK;
    };
  });
  parser.ast = ast;
  // A bound on the work, so that no grammar edit can make a parse run away.
  parser.setMaxNodeHits(1000 + input.length * 1000);
  const result = parser.parse(grammar, start, codeUnits(input));
  if (result.success) ast.translate(null);
  return { ok: result.success, maxMatched: result.maxMatched, caps: result.success ? caps : [] };
}
