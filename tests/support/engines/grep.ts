/*
 * GNU grep, one process per pattern, in a UTF-8 locale (C.UTF-8): -E for the posix dialect, -P
 * (PCRE2) for pcre. grep reads lines; with -z a record ends at a NUL instead, so a newline inside
 * an input is one more character: an input holding a NUL cannot be a record, nor one with a lone
 * surrogate (no UTF-8 form). -n numbers the records that match.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { runProgram } from './process';
import type { Engine, EngineAnswer, EngineJob } from './types';
import { hasLoneSurrogate } from './types';

const cannotCarry = (s: string): string | undefined => (s.includes('\0') ? 'a NUL ends a record of grep -z' : hasLoneSurrogate(s) ? 'a lone surrogate has no UTF-8 form' : undefined);

function grep(flag: '-E' | '-P') {
  return async (jobs: readonly EngineJob[]): Promise<EngineAnswer[]> => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-grep-'));
    try {
      const files = new Map<readonly string[], { file: string; kept: number[] }>();
      for (const job of jobs) {
        if (files.has(job.inputs)) continue;
        const kept = job.inputs.flatMap((s, i) => (cannotCarry(s) ? [] : [i]));
        const file = join(dir, `inputs-${files.size}`);
        writeFileSync(file, kept.map((i) => `${job.inputs[i]}\0`).join(''));
        files.set(job.inputs, { file, kept });
      }
      const env = { ...process.env, LC_ALL: 'C.UTF-8' };
      const answers: EngineAnswer[] = [];
      // Two at a time: the machine has two cores.
      for (let j = 0; j < jobs.length; j += 2) {
        answers.push(
          ...(await Promise.all(
            jobs.slice(j, j + 2).map(async (job, k) => {
              const { file, kept } = files.get(job.inputs) as { file: string; kept: number[] };
              const patternFile = join(dir, `pattern-${j + k}`);
              writeFileSync(patternFile, `${job.pattern}\n`);
              const { stdout } = await runProgram('grep', ['-z', '-a', '-n', flag, '-f', patternFile, file], '', env, [0, 1]);
              const matched: EngineAnswer['matched'] = job.inputs.map((s) => (cannotCarry(s) ? null : false));
              for (const record of stdout.toString('utf8').split('\0')) if (record) matched[kept[Number(record.slice(0, record.indexOf(':'))) - 1]] = true;
              return { matched, captures: [] };
            }),
          )),
        );
      }
      return answers;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

export const grepEEngine: Engine = { name: 'GNU grep -E -z (C.UTF-8)', dialect: 'posix', captures: false, cannotCarry, run: grep('-E') };
export const grepPEngine: Engine = { name: 'GNU grep -P -z (C.UTF-8)', dialect: 'pcre', captures: false, cannotCarry, run: grep('-P') };
