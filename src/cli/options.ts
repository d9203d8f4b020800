/* Options more than one command takes; help texts put one parenthetical at most after each (commander adds its own). */
import { InvalidArgumentError, Option } from 'commander';
import { availableParallelism } from 'os';
import { collect } from './inputs';
import { REVISION_NAMES } from '../revisions';
import { PROFILES } from '../types';

/** A main profile: for the commands defined only for them (normalize, equal). */
export function profileOption(): Option {
  return new Option('-p, --profile <profile>', 'spec revision').choices([...PROFILES]).default('rfc8141');
}

/** Any revision, drafts included (urnkit history lists them in date order). */
export function revisionOption(): Option {
  return new Option('-p, --profile <profile>', 'spec revision: a main profile or a draft, which urnkit history --revisions lists').choices([...REVISION_NAMES]).default('rfc8141');
}

export function namespacesFlag(): Option {
  return new Option('--namespaces', "apply the namespace grammars and IANA's registry: the NSS must match its NID's registration");
}

export function strictFlag(): Option {
  return new Option('--strict', 'treat warnings as errors');
}

export function jsonFlag(what = 'one JSON object per input, one per line'): Option {
  return new Option('--json', `print ${what} (schemas/result.schema.json)`);
}

/** --input: the file form of input, for every command that reads input; `-` is standard input. */
export function inputOption(what = 'one URN a line'): Option {
  return new Option('-i, --input <file>', `read ${what} from a file, or - for standard input; repeatable`).argParser(collect);
}

export function lineNumbersFlag(): Option {
  return new Option('-n, --line-numbers', 'start each result with where its input was: file:line, or argument:N');
}

/** 2048 as "2,048", without toLocaleString, whose first call loads ICU's locale data (about 10 ms of every command's start). */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** Lines a chunk for a worker holds at most (./parallel.ts): enough that messaging costs little beside the work. */
export const CHUNK_LINES = 2048;

/**
 * The argument parser of every numeric option: a whole number in decimal
 * digits from `min` to `max`, without a sign, spaces or a leading zero
 * (^(0|[1-9][0-9]*)$), so that nothing is read as a number that the user did
 * not write as one: "0x10", "1e2", "0b11", " 4", "+4" and "04" (an octal
 * number to some tools) are usage errors with the same line as "0" or "999".
 */
export function wholeNumber(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = /^(0|[1-9][0-9]*)$/.test(value) ? Number(value) : NaN;
    if (!(n >= min && n <= max)) throw new InvalidArgumentError(`a whole number from ${min} to ${max}`);
    return n;
  };
}

/** The most threads --jobs takes. */
const MAX_JOBS = 256;

export function jobsOption(): Option {
  return new Option('-j, --jobs <n>', `threads for a large input, the main thread and n - 1 workers, read in chunks of up to ${thousands(CHUNK_LINES)} lines with the output in input order`)
    .argParser(wholeNumber(1, MAX_JOBS))
    .default(Math.min(availableParallelism(), MAX_JOBS), 'the number of cores');
}
