/*
 * Grammars compiled at run time: any .abnf file (with core.abnf from its folder,
 * else the shipped one), or a shipped profile by name. Used by grammar diffing.
 * What needs no file (compiling a text) is ./namespace-text.ts, for every runtime.
 */
import { existsSync, readFileSync } from 'fs';
import { basename, dirname, join } from 'path';
import { compileGrammarText } from '../compile/abnf';
import { quoted } from '../compile/printable';
import { generateMatcherSources } from '../compile/codegen';
import { compiledProfile } from '../profiles/compiled';
import type { NamespaceGrammar } from '../namespaces/types';
import { CORE_ABNF, namespaceFromFiles, shippedProfileGrammars } from './namespace-text';
import { argumentError, optionRecord } from '../options';
import { PROFILES, ProfileName } from '../revision-names';
import { CompiledProfile, instantiateMatcher } from '../engine/compiled';

export function compileProfileText(name: string, text: string, coreText: string): CompiledProfile {
  const compiled = compileGrammarText([
    { name, text },
    { name: 'core.abnf', text: coreText },
  ]);
  const { matcher, diagnoser } = instantiateMatcher(generateMatcherSources(compiled.grammar, compiled.meta));
  return { meta: compiled.meta, matcher, diagnoser: () => diagnoser, grammar: () => compiled.grammar };
}

export function compileProfileFile(path: string): CompiledProfile {
  const localCore = join(dirname(path), 'core.abnf');
  return compileProfileText(basename(path), readFileSync(path, 'utf8'), existsSync(localCore) ? readFileSync(localCore, 'utf8') : CORE_ABNF);
}

/** A grammar named by a shipped profile name or a path to an .abnf file. */
export function loadGrammar(side: string): CompiledProfile {
  if ((PROFILES as readonly string[]).includes(side)) return compiledProfile(side as ProfileName);
  if (!existsSync(side) && !/[\\/]|\.abnf$/.test(side)) {
    throw new TypeError(`urnkit.diffGrammars: ${quoted(side)} is neither a profile (${PROFILES.join(', ')}) nor the path of an .abnf file`);
  }
  return compileProfileFile(side);
}

/**
 * Compiles a namespace grammar (.abnf text with "; @namespace <nid>", matched
 * against the NSS) at run time into a value for the `namespaces` option, with
 * the shipped core rules. Throws GrammarError (file:line: message) for a
 * malformed grammar. `name` is the file name errors cite.
 * @example
 * ```ts
 * const acme = compileNamespace('; @namespace acme\n; @source example\n; @start nss\nnss = 1*DIGIT\n', { name: 'acme.abnf' });
 * tryParse('urn:acme:12x', { namespaces: [acme] }).ok; // false
 * ```
 */
export function compileNamespace(text: string, options?: { name?: string }): NamespaceGrammar {
  if (typeof text !== 'string') throw argumentError('compileNamespace', 'the grammar text', 'a string', text);
  const o = optionRecord('compileNamespace', options, ['name']);
  if (o.name !== undefined && typeof o.name !== 'string') throw argumentError('compileNamespace', 'option "name"', 'a string', o.name);
  const name = (o.name as string | undefined) ?? 'namespace.abnf';
  return namespaceFromFiles(
    [
      { name, text },
      { name: 'core.abnf', text: CORE_ABNF },
    ],
    shippedProfileGrammars(),
  );
}

/**
 * compileNamespace for a file; errors cite its name.
 * @example
 * ```ts
 * const acme = compileNamespaceFile('grammars/acme.abnf');
 * isValid('urn:acme:123', { namespaces: [acme] });
 * ```
 */
export function compileNamespaceFile(path: string): NamespaceGrammar {
  if (typeof path !== 'string') throw argumentError('compileNamespaceFile', 'the path', 'a string', path);
  return compileNamespace(readFileSync(path, 'utf8'), { name: basename(path) });
}
