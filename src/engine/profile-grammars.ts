/*
 * The apg-js grammar objects of the main profiles (generated/grammars.js): data
 * that the reference engine parses with and that the native patterns
 * (urnkit/patterns) build their automata from. Without apg-js's parser: an
 * entry point that needs only the objects registers these (./lazy.ts), and
 * its bundle holds no apg-js.
 */
import type { ApgGrammar } from '../compile/apg';
import generatedGrammars from '../../generated/grammars.js';
import { frozenCopy } from './frozen';
import { unpolluted } from './unpolluted';
import type { ProfileName } from '../revision-names';

type GrammarModule = new () => ApgGrammar;

/** Each loaded on first use (generated/grammars.js). */
const grammars: Record<ProfileName, () => GrammarModule> = generatedGrammars;
const built = /* @__PURE__ */ new Map<ProfileName, ApgGrammar>();

/** A main profile's grammar object, built once and frozen. */
export function profileGrammar(profile: ProfileName): ApgGrammar {
  let g = built.get(profile);
  if (!g) built.set(profile, (g = frozenCopy(new (unpolluted(grammars[profile]))())));
  return g;
}
