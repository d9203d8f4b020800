/* Reads grammar files from disk (Node only): the grammar, then core.abnf. */
import { readFileSync } from 'fs';
import { basename, dirname, join } from 'path';
import { CompiledGrammar, compileGrammarText, SourceFile } from './abnf';

/**
 * A grammar file and the core rules it is compiled with: `core` if given, else
 * core.abnf beside the file (for a namespace grammar, in the folder above).
 */
export function grammarFiles(path: string, core?: string): SourceFile[] {
  const beside = join(dirname(path), 'core.abnf');
  const corePath = core ?? beside;
  return [
    { name: basename(path), text: readFileSync(path, 'utf8') },
    { name: 'core.abnf', text: readFileSync(corePath, 'utf8') },
  ];
}

export function compileGrammarFile(path: string, core?: string): CompiledGrammar {
  return compileGrammarText(grammarFiles(path, core));
}
