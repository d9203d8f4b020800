/*
 * The engines that run in a program of their own, each reading the jobs on its standard input
 * (./wire.ts): java.util.regex (compiled from PatternCheck.java into a temporary folder with the
 * machine's JDK), Python 3's re, Perl 5. Each carries every input: UTF-16 strings (Java), code
 * points with lone surrogates kept (Python, Perl).
 */
import { execFileSync } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { runProgram } from './process';
import type { Engine, EngineJob } from './types';
import { decodeAnswers, encodeJobs } from './wire';

async function viaChecker(command: string, args: readonly string[], jobs: readonly EngineJob[]) {
  const { text, carried } = encodeJobs(jobs, () => true);
  const { stdout } = await runProgram(command, args, text);
  return decodeAnswers(stdout.toString('utf8'), jobs, carried);
}

function java(name: string, options: readonly string[]): Engine {
  return {
    name,
    dialect: 'java',
    captures: true,
    cannotCarry: () => undefined,
    async run(jobs) {
      const dir = mkdtempSync(join(tmpdir(), 'urnkit-java-'));
      try {
        execFileSync('javac', ['-d', dir, join(__dirname, 'PatternCheck.java')], { stdio: 'pipe' });
        return await viaChecker('java', [...options, '-cp', dir, 'PatternCheck'], jobs);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * With a 16 MB stack: the fuzzed inputs hold 5,000 repetitions in a q- or r-component, whose loops
 * cannot all be possessive (docs/patterns.md, "Length and limits": the default stack's figures).
 */
export const javaEngine = java('java.util.regex (JDK, Matcher.find)', ['-Xss16m']);

/** The JVM's default thread stack, as users run it (tests/patterns-long.test.ts). */
export const javaDefaultStackEngine = java('java.util.regex (JDK, Matcher.find, default stack)', []);

export const pythonEngine: Engine = {
  name: 'Python 3 re (re.search)',
  dialect: 'python',
  captures: true,
  cannotCarry: () => undefined,
  run: (jobs) => viaChecker('python3', ['-W', 'error', join(__dirname, 'pattern_check.py')], jobs),
};

/** The json-schema dialect as Python's jsonschema runs a "pattern": re.search. */
export const pythonJsonSchemaEngine: Engine = { ...pythonEngine, name: 'Python 3 re (JSON Schema, as jsonschema runs it)', dialect: 'json-schema', captures: false };

export const perlEngine: Engine = {
  name: 'Perl 5 (=~)',
  dialect: 'pcre',
  captures: true,
  cannotCarry: () => undefined,
  run: (jobs) => viaChecker('perl', [join(__dirname, 'pattern_check.pl')], jobs),
};
