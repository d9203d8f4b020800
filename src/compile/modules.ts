/*
 * The generated modules of one compiled grammar, as the build writes them into
 * generated/ and `urnkit grammar compile` into a folder of the user's:
 *   <name>.grammar.<ext>   the apg-js grammar object (reference engine)
 *   <name>.matcher.<ext>   the generated matcher with the grammar's metadata
 *   <name>.diagnose.<ext>  its diagnosing variant (why an input fails), loaded on first failure
 * and for a namespace grammar compiled by the user, <name>.<ext>, the namespace
 * itself (pass it to parse's `namespaces` option). Everything a grammar file
 * says is written as JSON or generated from apg-js opcodes, so grammar text can
 * never become code. The build writes CommonJS as .js (the package's own
 * "type"); `urnkit grammar compile` writes .cjs or .mjs, which Node reads as
 * CommonJS or as an ES module whatever the "type" of the user's package.
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

/** How the modules are written: CommonJS as .js (the build), CommonJS as .cjs, or ES modules as .mjs. */
export type ModuleFormat = 'js' | 'cjs' | 'esm';

const EXTENSIONS: Record<ModuleFormat, string> = { js: '.js', cjs: '.cjs', esm: '.mjs' };

/** The extension of the modules written in `format`. */
export const moduleExtension = (format: ModuleFormat): string => EXTENSIONS[format];

/**
 * A generated CommonJS module as an ES module. The generators write every module
 * as "'use strict';", code that uses no CommonJS binding, and one closing
 * `module.exports = <value>;`, which becomes `export default <value>;` (as
 * Node's import of the CommonJS module would give it; ES modules are strict).
 */
function esmOf(cjs: string): string {
  const lines = cjs.replace(/\n+$/, '').split('\n');
  const exported = /^module\.exports = (.+);$/.exec(lines[lines.length - 1]);
  const strict = lines.indexOf("'use strict';");
  if (!exported || strict < 0) throw new Error('esmOf: not a module written by the generators');
  lines[lines.length - 1] = `export default ${exported[1]};`;
  lines.splice(strict, 1);
  return `${lines.join('\n')}\n`;
}

/** `source`, a generated CommonJS module, in `format`. */
const inFormat = (source: string, format: ModuleFormat): string => (format === 'esm' ? esmOf(source) : source);

/** The grammar and matcher modules of `compiled`, by file name; a namespace grammar's matcher says how it joins each of `profiles`; `verdict`, isValid's test (src/patterns/verdict.ts), goes into the matcher. */
export function grammarModules(
  compiled: CompiledGrammar,
  name: string,
  sources: string[],
  regenerate?: string,
  profiles: readonly LaidOutGrammar[] = [],
  format: ModuleFormat = 'js',
  verdict: string | null = null,
): Map<string, string> {
  const matcher = generateMatcherSources(compiled.grammar, compiled.meta, profiles, verdict);
  const ext = EXTENSIONS[format];
  return new Map([
    [`${name}.grammar${ext}`, generatedHeader(sources, 'apg-js grammar object (literals split per character: src/compile/literals.ts).', regenerate) + inFormat(grammarModuleSource(compiled.grammar), format)],
    [`${name}.matcher${ext}`, generatedHeader(sources, 'Matcher compiled from the apg-js grammar object by src/compile/codegen.ts.', regenerate) + inFormat(`${matcher.matcher}\n`, format)],
    [`${name}.diagnose${ext}`, generatedHeader(sources, 'The diagnosing variant of the matcher (src/compile/codegen.ts), loaded on first failure.', regenerate) + inFormat(`${matcher.diagnoser}\n`, format)],
  ]);
}

/** The namespace value both module formats export: the modules it is made of are `matcher`, `diagnoser` and `Grammar`. */
const NAMESPACE_VALUE = [
  'let grammar;',
  'const namespace = Object.freeze({',
  '  nid: matcher.meta.namespace.nid,',
  '  aliases: Object.freeze(matcher.meta.namespace.aliases.slice()),',
  '  meta: matcher.meta,',
  '  matcher,',
  '  diagnoser: () => diagnoser,',
  '  grammar: () => (grammar = grammar || new Grammar()),',
  '});',
];

/** The module that makes a user's compiled namespace grammar one value for the `namespaces` option (the default export of an ES module). */
export function namespaceModule(name: string, sources: string[], regenerate: string, format: Exclude<ModuleFormat, 'js'> = 'cjs'): string {
  const ext = EXTENSIONS[format];
  const path = (kind: string): string => JSON.stringify(`./${name}.${kind}${ext}`);
  const lines =
    format === 'esm'
      ? [
          generatedHeader(sources, 'A namespace grammar for urnkit: import it, then parse(urn, { namespaces: [it] }).', regenerate),
          `import matcher from ${path('matcher')};`,
          `import diagnoser from ${path('diagnose')};`,
          `import Grammar from ${path('grammar')};`,
          ...NAMESPACE_VALUE,
          'export default namespace;',
        ]
      : [
          generatedHeader(sources, 'A namespace grammar for urnkit: parse(urn, { namespaces: [require(this file)] }).', regenerate),
          "'use strict';",
          // Loaded now, not on first use: Node's require breaks when Object.prototype[0] is set later (src/engine/unpolluted.ts).
          `const matcher = require(${path('matcher')});`,
          `const diagnoser = require(${path('diagnose')});`,
          `const Grammar = require(${path('grammar')});`,
          ...NAMESPACE_VALUE,
          'module.exports = namespace;',
        ];
  return `${lines.join('\n')}\n`;
}
