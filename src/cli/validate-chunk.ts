/*
 * validate's work on one chunk of lines, the same on the main thread and in a
 * worker (./parallel.ts): the verdicts counted and the output lines of the
 * chunk in one string, each line's label built from what the chunk shares.
 */
import { useExplainer } from '../errors';
import { explainError } from '../hints/explain';
import { isValid, ParseResult, tryParse } from '../parse';
import { lineVerdict } from '../parsing/line-verdict';
import { lineJson } from '../results/line-json';
import { AnyUrn, RevisionName, RevisionParseOptions } from '../types';
import { InputChunk, isBlank } from './inputs';
import { appendResult, escaped, invalidLine, joinedCodes, output, validLine, Where } from './render';

export interface ValidateChunkOptions {
  profile: RevisionName;
  strict: boolean;
  namespaces: boolean;
  json: boolean;
  quiet: boolean;
  blank: boolean;
  lineNumbers: boolean;
}

export interface ValidateChunk {
  /** The output lines of the chunk (empty with --quiet). */
  text: string;
  valid: number;
  invalid: number;
  blank: number;
}

/** Beyond ASCII, or DEL: what the JSON of a line may have to escape (render.ts, TERMINAL_UNSAFE). */
const NOT_ASCII = /[^\x00-\x7e]/;

/** Lines between two flattenings of the output (Output.settle). */
const SETTLE_MASK = 255;

/** What tryParse and isValid take: undefined for the defaults, their fastest call. */
function parseOptions(opts: ValidateChunkOptions): RevisionParseOptions | undefined {
  return opts.profile === 'rfc8141' && !opts.strict && !opts.namespaces ? undefined : { profile: opts.profile, strict: opts.strict, namespaces: opts.namespaces };
}

export function validateChunk(chunk: InputChunk, opts: ValidateChunkOptions): ValidateChunk {
  const options = parseOptions(opts);
  const { args, count } = chunk;
  const text = chunk.text ?? '';
  const out = output();
  // The file's name is in every JSON line too.
  out.ascii = opts.json && !args && !NOT_ASCII.test(text) && !('file' in chunk.origin && NOT_ASCII.test(chunk.origin.file));
  const where = opts.json || opts.lineNumbers ? new Where(chunk.origin) : undefined;
  let valid = 0;
  let invalid = 0;
  let blank = 0;
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    // Each line cut when its turn comes, not all split first: an array of the chunk's lines would live as long as the chunk's work.
    let input: string;
    if (args) input = args[i];
    else {
      const from = at;
      at = text.indexOf('\n', at);
      input = text.slice(from, at);
      at += 1;
    }
    // Not before the first line: a chunk of at most SETTLE_MASK + 1 lines (--jobs 1) is written as one rope, flattened once by the write.
    if ((i & SETTLE_MASK) === 0 && i) out.settle();
    if (!opts.blank && isBlank(input)) {
      blank += 1;
      continue;
    }
    // Nothing is printed: the verdict alone, which isValid gives without building a Urn or an error.
    if (opts.quiet) {
      if (isValid(input, options)) valid += 1;
      else invalid += 1;
      continue;
    }
    if (!opts.json) {
      // A line prints the verdict's few fields: lineVerdict gives them without a parse result or an error object,
      // and leaves the other paths (strict, namespaces, a rule table with errors, ...) to tryParse.
      let verdict = lineVerdict(input, options, ',');
      if (verdict === undefined) {
        const result = tryParse(input, options);
        verdict = result.ok ? joinedCodes(result.urn.warnings) : result.error;
      }
      if (typeof verdict === 'string') {
        valid += 1;
        // A valid URN needs no escaping: every revision's grammar takes printable ASCII but "\" alone (tests/cli-render.test.ts).
        out.text += validLine(input, verdict, where?.text(i));
      } else {
        invalid += 1;
        out.text += invalidLine(escaped(input), verdict, where?.text(i));
      }
      continue;
    }
    // Most lines: valid and plain text, written from the match alone.
    const line = lineJson(input, options, opts.profile, where ? where.json(i) : '');
    if (typeof line === 'string') {
      valid += 1;
      out.appendLine(`${line}\n`, where !== undefined && !where.printable);
      continue;
    }
    // As tryParse does for its errors.
    if (line) useExplainer(explainError);
    const result: ParseResult<AnyUrn> = line ? { ok: false, error: line } : tryParse(input, options);
    if (result.ok) valid += 1;
    else invalid += 1;
    appendResult(out, input, opts.profile, result, where, i);
  }
  return { text: out.done(), valid, invalid, blank };
}
