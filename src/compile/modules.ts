/*
 * The generated modules of one compiled grammar, as the build writes them into
 * generated/ and `urnkit grammar compile` into a folder of the user's:
 *   <name>.grammar.js   the apg-js grammar object (reference engine)
 *   <name>.matcher.js   the generated matcher with the grammar's metadata
 *   <name>.diagnose.js  its diagnosing variant (why an input fails), loaded on first failure
 * and for a namespace grammar compiled by the user, <name>.js, the namespace
 * itself (pass it to parse's `namespaces` option). Everything a grammar file
 * says is written as JSON or generated from apg-js opcodes, so grammar text can
 * never become code.
 */
import { CompiledGrammar } from './abnf';
import { generateMatcherSources } from './codegen';
import type { LaidOutGrammar } from './embedding';
import { grammarModuleSource } from './literals';
import { printable } from './printable';

/** A file name or pragma value as it may stand in a `//` comment (./printable.ts). */
export const commentText = printable;

export function generatedHeader(sources: string[], what: string, regenerate = 'npm run grammars   (CI runs npm run grammars:check)'): string {
  return [`// GENERATED FILE - DO NOT EDIT. ${commentText(what)}`, `// Source: ${sources.map(commentText).join(' + ')}`, `// Regenerate: ${commentText(regenerate)}`, ''].join('\n');
}

/** The grammar and matcher modules of `compiled`, by file name; a namespace grammar's matcher says how it joins each of `profiles`. */
export function grammarModules(compiled: CompiledGrammar, name: string, sources: string[], regenerate?: string, profiles: readonly LaidOutGrammar[] = []): Map<string, string> {
  const matcher = generateMatcherSources(compiled.grammar, compiled.meta, profiles);
  return new Map([
    [`${name}.grammar.js`, generatedHeader(sources, 'apg-js grammar object (literals split per character: src/compile/literals.ts).', regenerate) + grammarModuleSource(compiled.grammar)],
    [`${name}.matcher.js`, `${generatedHeader(sources, 'Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.', regenerate)}${matcher.matcher}\n`],
    [`${name}.diagnose.js`, `${generatedHeader(sources, 'The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.', regenerate)}${matcher.diagnoser}\n`],
  ]);
}

/** The module that makes a user's compiled namespace grammar one value for the `namespaces` option. */
export function namespaceModule(name: string, sources: string[], regenerate: string): string {
  return [
    generatedHeader(sources, 'A namespace grammar for urnkit: parse(urn, { namespaces: [require(this file)] }).', regenerate),
    "'use strict';",
    // Loaded now, not on first use: Node's require breaks when Object.prototype[0] is set later (src/engine/unpolluted.ts).
    `const matcher = require(${JSON.stringify(`./${name}.matcher.js`)});`,
    `const diagnoser = require(${JSON.stringify(`./${name}.diagnose.js`)});`,
    `const Grammar = require(${JSON.stringify(`./${name}.grammar.js`)});`,
    'let grammar;',
    'module.exports = Object.freeze({',
    '  nid: matcher.meta.namespace.nid,',
    '  aliases: Object.freeze(matcher.meta.namespace.aliases.slice()),',
    '  meta: matcher.meta,',
    '  matcher,',
    '  diagnoser: () => diagnoser,',
    '  grammar: () => (grammar = grammar || new Grammar()),',
    '});',
    '',
  ].join('\n');
}
