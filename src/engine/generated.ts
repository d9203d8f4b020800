/* Loads the committed generated/ modules for the three shipped profiles. */
/* eslint-disable @typescript-eslint/no-require-imports */
import { ApgGrammar } from '../compile/apg';
import { GrammarMeta } from '../compile/abnf';
import { ProfileName } from '../types';
import { CompiledProfile, Matcher } from './compiled';

type GrammarModule = (new () => ApgGrammar) & { meta: GrammarMeta };

const modules: Record<ProfileName, () => [GrammarModule, Matcher]> = {
  rfc2141: () => [require('../../generated/rfc2141.grammar.js'), require('../../generated/rfc2141.matcher.js')],
  rfc2141bis: () => [require('../../generated/rfc2141bis.grammar.js'), require('../../generated/rfc2141bis.matcher.js')],
  rfc8141: () => [require('../../generated/rfc8141.grammar.js'), require('../../generated/rfc8141.matcher.js')],
};

export function loadGenerated(profile: ProfileName): CompiledProfile {
  const [Grammar, matcher] = modules[profile]();
  let grammar: ApgGrammar | undefined;
  return {
    meta: Grammar.meta,
    matcher,
    grammar: () => (grammar ??= new Grammar()),
  };
}
