/*
 * Where a command's input comes from, the same way for every command
 * (docs/cli.md): the arguments, `-` for standard input, and
 * `--input <file>` for a file, read in that order. The commands that take
 * URNs (parse, validate, normalize, equal, explain) read one URN a line from
 * standard input and files; extract and diff read text and corpora, whose
 * arguments are files already. Lines come in chunks that carry where they
 * came from, so a result can name its file and line.
 */
import { createReadStream } from 'fs';
import { Readable } from 'stream';
import { CliError, fileError } from './errors';
import { Io } from './io';
import { blockLines, lineChunks } from './line-chunks';

/** How standard input is named in output (file fields, "file:line:" prefixes). */
export const STDIN_NAME = '<stdin>';

/**
 * Where a chunk's first line comes from: a file (or STDIN_NAME) and its line
 * number, a data file and its row (validate --column, ./column-chunks.ts), or
 * its position among the command's arguments (1-based, `-` not counted); the
 * chunk's next lines follow it.
 */
export type Origin = { file: string; line: number } | { file: string; row: number } | { argument: number };

/**
 * Lines of one source: a file's or standard input's as one text (`text`, each
 * line ended by "\n", ./line-chunks.ts), or arguments as given (`args`, which
 * may hold line ends themselves); `count` lines in either case.
 */
export interface InputChunk {
  origin: Origin;
  count: number;
  text?: string;
  args?: string[];
}

/** A line that is empty or white space only: skipped and counted unless --blank. A line that starts with printable ASCII is none (no trim needed). */
export const isBlank = (line: string): boolean => {
  const c = line.charCodeAt(0);
  return !(c > 0x20 && c < 0x7f) && line.trim() === '';
};

/** A chunk's lines, one string each. */
export const chunkLines = (chunk: InputChunk): string[] => chunk.args ?? blockLines(chunk.text ?? '');

/** One source of input: arguments given inline (`first`: the position of the first), standard input, or a file. */
export type Source = { kind: 'arguments'; values: string[]; first: number } | { kind: 'stdin' } | { kind: 'file'; path: string };

/**
 * The sources of a command, in order: `values` (arguments, `-` among them
 * standing for standard input, read once) then each `--input` file (`-` again
 * standard input). `valuesAreFiles`: extract and diff, whose arguments name files.
 */
export function sourcesOf(values: readonly string[], inputs: readonly string[], valuesAreFiles: boolean): Source[] {
  const out: Source[] = [];
  let inline: string[] = [];
  let position = 0;
  let stdin = false;
  const flush = (): void => {
    if (inline.length) out.push({ kind: 'arguments', values: inline, first: position - inline.length + 1 });
    inline = [];
  };
  const file = (path: string): void => {
    flush();
    if (path !== '-') out.push({ kind: 'file', path });
    else if (!stdin) {
      stdin = true;
      out.push({ kind: 'stdin' });
    }
  };
  for (const v of values) {
    if (valuesAreFiles || v === '-') file(v);
    else {
      inline.push(v);
      position += 1;
    }
  }
  flush();
  for (const path of inputs) file(path);
  return out;
}

/**
 * The sources, or standard input when none is given. A terminal as standard
 * input then is a usage error naming `hint`: a command run bare should say how
 * to give it input rather than wait for typing.
 */
export function sourcesOrStdin(sources: Source[], io: Io, hint: string): Source[] {
  if (sources.length) return sources;
  if (io.stdinIsTTY) throw new CliError(`no input: ${hint}`);
  return [{ kind: 'stdin' }];
}

/** A source's display name. */
export const sourceName = (s: Source): string => (s.kind === 'file' ? s.path : STDIN_NAME);

/** The readable stream of a file or standard input (checked first: a folder as standard input is an error, not an empty file). */
export function openSource(source: Exclude<Source, { kind: 'arguments' }>, io: Io): Readable {
  if (source.kind === 'stdin') {
    io.checkStdin?.();
    return io.stdin;
  }
  return createReadStream(source.path);
}

/** Standard input whole, as text (a grammar read with `-`); past `maxChars` characters, a CliError (reading stops there). */
export async function readStdin(io: Io, maxChars = Infinity): Promise<string> {
  const stream = openSource({ kind: 'stdin' }, io);
  stream.setEncoding('utf8');
  let text = '';
  try {
    for await (const chunk of stream) {
      text += chunk;
      if (text.length > maxChars) throw new CliError(`cannot read standard input: it has more than ${maxChars} characters`);
    }
  } catch (e) {
    throw fileError(e, 'read', '-') ?? e;
  }
  return text;
}

/**
 * A source's lines in chunks of `size`: for a file or standard input, its
 * lines (a BOM, CRLF, CR handled by lineChunks) with their line numbers. A
 * read error becomes a CliError naming the file.
 */
export async function* sourceChunks(source: Source, io: Io, size: number): AsyncGenerator<InputChunk> {
  if (source.kind === 'arguments') {
    for (let i = 0; i < source.values.length; i += size) {
      const args = source.values.slice(i, i + size);
      yield { args, count: args.length, origin: { argument: source.first + i } };
    }
    return;
  }
  const file = sourceName(source);
  let line = 1;
  try {
    for await (const { text, count } of lineChunks(openSource(source, io), size)) {
      yield { text, count, origin: { file, line } };
      line += count;
    }
  } catch (e) {
    throw fileError(e, 'read', source.kind === 'file' ? source.path : '-') ?? e;
  }
}

/**
 * Every source's chunks in order. A source that cannot be read is reported
 * (`problem`, which prints it and sets exit status 2) and skipped: the others
 * are still read, as extract has always done. Without `problem` it ends the
 * command (diff: a report over part of a corpus would mislead).
 */
export async function* chunksOf(sources: readonly Source[], io: Io, size: number, problem?: (e: CliError) => void): AsyncGenerator<InputChunk> {
  for (const source of sources) {
    try {
      yield* sourceChunks(source, io, size);
    } catch (e) {
      if (!(e instanceof CliError) || !problem) throw e;
      problem(e);
    }
  }
}

/** `--input <file>`: repeatable. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
