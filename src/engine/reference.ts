/// <reference path="../types/apg-js.d.ts" />
/*
 * The reference parser: apg-js interpreting the grammar object. It reports the
 * same capture triples as the generated matcher, from AST callbacks.
 *
 * It imports apg-js's parser, AST and identifiers alone, not the package's
 * index (which loads the grammar generator and the command-line converter),
 * so that urnkit/reference bundles for a browser: the ESM build stands in for
 * the one module of theirs that needs Node (see scripts/lib/esm-build.ts).
 */
import apgAst from 'apg-js/src/apg-lib/ast';
import apgIds from 'apg-js/src/apg-lib/identifiers';
import apgParser from 'apg-js/src/apg-lib/parser';
import { captureRules, MatcherMeta } from '../compile/meta';
import type { ApgAst, ApgGrammar, ApgParser } from '../compile/apg';

const Parser = apgParser as new () => ApgParser;
const Ast = apgAst as new () => ApgAst;
const ids = apgIds as { SEM_POST: number; SEM_OK: number };

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
  const parser = new Parser();
  const ast = new Ast();
  const caps: number[] = [];
  captureRules(compiled.meta).forEach((name, part) => {
    ast.callbacks[name.toLowerCase()] = (state, _chars, phraseIndex, phraseLength) => {
      if (state === ids.SEM_POST) caps.push(part, phraseIndex, phraseIndex + phraseLength);
      return ids.SEM_OK;
    };
  });
  parser.ast = ast;
  // A bound on the work, so that no grammar edit can make a parse run away.
  parser.setMaxNodeHits(1000 + (to - from) * 1000);
  const result = parser.parseSubstring(grammar, compiled.meta.start, codeUnits(input), from, to - from);
  if (result.success) ast.translate(null);
  return { ok: result.success, maxMatched: result.maxMatched, caps: result.success ? caps : [] };
}
