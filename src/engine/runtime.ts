/*
 * Grammars compiled at run time: any .abnf file (with core.abnf from its folder,
 * else the shipped one), or a shipped profile by name. Used by grammar diffing.
 */
import { existsSync, readFileSync } from 'fs';
import { basename, dirname, join } from 'path';
import { compileGrammarText } from '../compile/abnf';
import { generateMatcherSource } from '../compile/codegen';
import { compiledProfile } from '../parse';
import { PROFILES, ProfileName } from '../types';
import { CompiledProfile, instantiateMatcher } from './compiled';

/** The shipped grammar/ folder (from src/engine under ts-node, or dist/src/engine). */
export function shippedGrammarDir(): string {
  for (const up of ['../..', '../../..']) {
    const dir = join(__dirname, up, 'grammar');
    if (existsSync(join(dir, 'core.abnf'))) return dir;
  }
  throw new Error('urnkit: cannot find the grammar/ folder');
}

export function compileProfileText(name: string, text: string, coreText: string): CompiledProfile {
  const compiled = compileGrammarText([
    { name, text },
    { name: 'core.abnf', text: coreText },
  ]);
  const matcher = instantiateMatcher(generateMatcherSource(compiled.grammar, compiled.meta));
  return { meta: compiled.meta, matcher, grammar: () => compiled.grammar };
}

export function compileProfileFile(path: string): CompiledProfile {
  const localCore = join(dirname(path), 'core.abnf');
  const core = existsSync(localCore) ? localCore : join(shippedGrammarDir(), 'core.abnf');
  return compileProfileText(basename(path), readFileSync(path, 'utf8'), readFileSync(core, 'utf8'));
}

/** A grammar named by a shipped profile name or a path to an .abnf file. */
export function loadGrammar(side: string): CompiledProfile {
  return (PROFILES as readonly string[]).includes(side) ? compiledProfile(side as ProfileName) : compileProfileFile(side);
}
