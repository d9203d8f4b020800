/*
 * Reads a profile grammar (grammar/*.abnf plus grammar/core.abnf) and compiles
 * it with apg-js. Used by the build script and by run-time grammar diffing.
 *
 * A grammar file carries its metadata in comment pragmas, so the .abnf stays
 * the single source of truth:
 *   ; @profile rfc8141          profile name
 *   ; @start namestring         start rule
 *   ; @parts NID NSS ...        rules whose spans become the parts of a Urn
 *   ; @section RFC 8141 s.2.1   spec section of the rules defined below it
 */
import { readFileSync } from 'fs';
import { basename, dirname, join } from 'path';
import { apg, ApgGrammar } from './apg';

export interface GrammarMeta {
  profile: string;
  start: string;
  parts: string[];
  /** Spec section for each rule, by rule name as written. */
  sections: Record<string, string>;
  /** Rules defined by the profile file itself (not by the shared core). */
  ownRules: string[];
  /** The grammar file names, relative to the grammar folder. */
  source: string[];
}

export interface CompiledGrammar {
  meta: GrammarMeta;
  grammar: ApgGrammar;
  /** apg-js generated grammar-object source (deterministic). */
  apgSource: string;
}

export class GrammarError extends Error {
  constructor(readonly diagnostics: string[]) {
    super(diagnostics.join('\n'));
    this.name = 'GrammarError';
  }
}

interface SourceFile {
  name: string;
  text: string;
}

const RULE_DEF = /^([A-Za-z][A-Za-z0-9-]*)\s*=(?!\/)/;
const PRAGMA = /^\s*;\s*@(profile|start|parts|section)\b\s*(.*?)\s*$/;

function readMeta(files: SourceFile[]): GrammarMeta {
  const meta: GrammarMeta = { profile: '', start: '', parts: [], sections: {}, ownRules: [], source: files.map((f) => f.name) };
  files.forEach((file, fileIndex) => {
    let section = '';
    for (const line of file.text.split(/\r\n|\r|\n/)) {
      const pragma = PRAGMA.exec(line);
      if (pragma) {
        const [, key, value] = pragma;
        if (key === 'section') section = value;
        else if (fileIndex === 0 && key === 'profile') meta.profile = value;
        else if (fileIndex === 0 && key === 'start') meta.start = value;
        else if (fileIndex === 0 && key === 'parts') meta.parts = value.split(/\s+/).filter(Boolean);
        continue;
      }
      const def = RULE_DEF.exec(line);
      if (def) {
        meta.sections[def[1]] = section;
        if (fileIndex === 0) meta.ownRules.push(def[1]);
      }
    }
  });
  return meta;
}

/** Where line `n` (0-based) of the concatenated text comes from, as `file:line`. */
function locate(files: SourceFile[], line: number): string {
  let first = 0;
  for (const file of files) {
    const count = file.text.split(/\r\n|\r|\n/).length;
    if (line < first + count) return `${file.name}:${line - first + 1}`;
    first += count;
  }
  return `${files[files.length - 1].name}:?`;
}

/** Compiles a grammar text (the profile file first, the core rules after it). */
export function compileGrammarText(files: SourceFile[]): CompiledGrammar {
  const text = files.map((f) => (f.text.endsWith('\n') ? f.text : `${f.text}\n`)).join('');
  const problems: string[] = [];
  const meta = readMeta(files);
  for (const [key, value] of [['profile', meta.profile], ['start', meta.start]] as const) {
    if (!value) problems.push(`${files[0].name}:1: missing "; @${key} ..." pragma`);
  }
  const api = new apg.apgApi(text);
  api.generate();
  for (const e of api.errors) {
    problems.push(`${locate(files, e.line)}: ${e.msg}`);
  }
  if (problems.length) throw new GrammarError(problems);
  const grammar = api.toObject();
  const names = new Set(grammar.rules.map((r) => r.name));
  for (const rule of [meta.start, ...meta.parts]) {
    if (!names.has(rule)) problems.push(`${files[0].name}:1: pragma names rule "${rule}", which the grammar does not define`);
  }
  if (problems.length) throw new GrammarError(problems);
  return { meta, grammar, apgSource: api.toSource({ funcName: 'grammar' }) };
}

/**
 * Compiles a grammar file. `core.abnf` from the same folder is appended
 * unless the file is itself the core or `withCore` is false.
 */
export function compileGrammarFile(path: string, withCore = true): CompiledGrammar {
  const files: SourceFile[] = [{ name: basename(path), text: readFileSync(path, 'utf8') }];
  const corePath = join(dirname(path), 'core.abnf');
  if (withCore && basename(path) !== 'core.abnf') {
    files.push({ name: 'core.abnf', text: readFileSync(corePath, 'utf8') });
  }
  return compileGrammarText(files);
}
