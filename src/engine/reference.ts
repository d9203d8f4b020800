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
import { MAX_RECURSION } from '../compile/limits';
import { recursiveRules } from '../compile/rule-graph';
import { original } from './frozen';

const Parser = apgParser as new () => ApgParser;
const Ast = apgAst as new () => ApgAst;
const ids = apgIds as { SEM_POST: number; SEM_OK: number; ACTIVE: number };

/** The outcome of an apg-js parse: whether it matched, how far, and the captures. */
export interface ReferenceResult {
  ok: boolean;
  /** apg-js maxMatched, as an offset into the input (where it nested too deep, with `tooDeep`). */
  maxMatched: number;
  /** (part index, start, end) triples, innermost first, as Matcher.match writes them. */
  caps: number[];
  /** The input nests recursive rules deeper than MAX_RECURSION (or apg-js's stack ran out first). */
  tooDeep?: boolean;
  /** apg-js's work budget ran out: the grammar backtracks too much on this input. */
  exhausted?: boolean;
}

/** apg-js throws on inputs it cannot index, so it gets UTF-16 code units, as string offsets. */
function codeUnits(input: string, from: number, to: number): number[] {
  const out = new Array<number>(to - from);
  for (let i = from; i < to; i += 1) out[i - from] = input.charCodeAt(i);
  return out;
}

const TOO_DEEP = /* @__PURE__ */ Object.freeze({ tooDeep: true });
const NODE_HITS = 'parser: maximum number of node hits exceeded';

/** What one parse's callbacks write: the parse in progress (parses never nest: no callback parses). */
interface Call {
  from: number;
  caps: number[];
  /** Calls of recursive rules in progress, and where the bound was passed. */
  depth: number;
  deepAt: number;
}

/**
 * One apg-js parser and AST per grammar, reused: apg-js clears both at the
 * start of every parse, and a new pair per input (a hundred closures each)
 * doubled the time of a short parse.
 */
interface Reusable {
  meta: MatcherMeta;
  /** The grammar's size in opcodes, for the work bound. */
  opcodes: number;
  parser: ApgParser;
  ast: ApgAst;
  call: Call;
}
const reusable = /* @__PURE__ */ new WeakMap<ApgGrammar, Reusable>();

function reusableFor(meta: MatcherMeta, grammar: ApgGrammar): Reusable {
  let r = reusable.get(grammar);
  if (r && r.meta === meta) return r;
  const parser = new Parser();
  const ast = new Ast();
  const call: Call = { from: 0, caps: [], depth: 0, deepAt: -1 };
  // apg-js reads its callbacks with for-in: without a prototype, nothing inherited counts as one.
  ast.callbacks = Object.create(null);
  parser.callbacks = Object.create(null);
  captureRules(meta).forEach((name, part) => {
    ast.callbacks[name.toLowerCase()] = (state, _chars, phraseIndex, phraseLength) => {
      if (state === ids.SEM_POST) call.caps.push(part, call.from + phraseIndex, call.from + phraseIndex + phraseLength);
      return ids.SEM_OK;
    };
  });
  parser.ast = ast;
  // The generated matcher's bound, counted the same way: calls of recursive rules in progress.
  for (const index of recursiveRules(grammar.rules)) {
    const name = grammar.rules[index].lower;
    parser.callbacks[name] = (sys, _chars, phraseIndex) => {
      if (sys.state !== ids.ACTIVE) call.depth -= 1;
      else if (++call.depth > MAX_RECURSION) {
        call.deepAt = phraseIndex;
        throw TOO_DEEP;
      }
    };
  }
  reusable.set(grammar, (r = { meta, opcodes: grammar.rules.reduce((n, rule) => n + rule.opcodes.length, 0), parser, ast, call }));
  return r;
}

/**
 * Parses input[from, to) (the whole input by default) with apg-js from the
 * grammar's start rule. apg-js reads that text alone, so that a look-ahead
 * sees no further than the generated matcher does (the end of an NSS); its
 * offsets are shifted back into the input.
 */
export function referenceParse(compiled: { meta: MatcherMeta; grammar(): ApgGrammar }, input: string, from = 0, to = input.length): ReferenceResult {
  // The original apg-js walks fast; the grammar handed out is its frozen copy (./frozen.ts).
  const grammar = original(compiled.grammar());
  const { opcodes, parser, ast, call } = reusableFor(compiled.meta, grammar);
  const caps: number[] = [];
  call.from = from;
  call.caps = caps;
  call.depth = 0;
  call.deepAt = -1;
  // A bound on the work, so that no grammar edit can make a parse run away; a wide grammar tries more per character.
  parser.setMaxNodeHits(1000 + (to - from + 1) * Math.max(1000, 2 * opcodes));
  let result;
  try {
    result = parser.parse(grammar, compiled.meta.start, codeUnits(input, from, to));
  } catch (e) {
    if (e === TOO_DEEP || e instanceof RangeError) return { ok: false, maxMatched: from + Math.max(0, call.deepAt), caps: [], tooDeep: true };
    if (e instanceof Error && e.message.startsWith(NODE_HITS)) return { ok: false, maxMatched: from, caps: [], exhausted: true };
    throw e;
  }
  if (result.success) ast.translate(null);
  return { ok: result.success, maxMatched: from + result.maxMatched, caps: result.success ? caps : [] };
}
