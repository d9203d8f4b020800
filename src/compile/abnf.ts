/*
 * Reads a grammar (a profile's grammar/*.abnf or a namespace's
 * grammar/namespaces/*.abnf, plus grammar/core.abnf) and compiles it with
 * apg-js. Used by the build script and by run-time grammar compilation.
 *
 * A grammar file carries its metadata in comment pragmas, so the .abnf stays
 * the single source of truth:
 *   ; @profile rfc8141          profile name (a profile grammar)
 *   ; @namespace uuid           NID (a namespace grammar, which matches the NSS)
 *   ; @start namestring         start rule
 *   ; @parts NID NSS ...        rules whose spans become parts (of a Urn, or of a namespace view)
 *   ; @views directive ...      rules whose spans are recorded only when asked for (Matcher.capture),
 *                               so a match of a long input builds nothing for them
 *   ; @section RFC 8141 s.2.1   spec section of the rules (and pragmas) below it
 * Namespace grammars only:
 *   ; @source RFC 4122 s.3      the registration the grammar is transcribed from
 *   ; @alias other-nid          another NID that shares the grammar
 *   ; @check isbn13 rule        a check character the ABNF cannot express
 *   ; @equivalence lowercase rule ...   the namespace's lexical-equivalence rule
 *   ; @summary what is checked          one line of what the grammar checks (repeatable: joined)
 *   ; @example urn:nid:...              a URN the grammar accepts, for listings (repeatable)
 *
 * Everything here is linear in the size of the grammar text, errors included:
 * a grammar file is user input (urnkit diff --grammar, run-time compilation).
 */
import { ApgGrammar } from './apg';
import { apg } from './apg-runtime';
import { GrammarError } from './grammar-error';
import { CHECK_ALGORITHMS, CheckAlgorithm, EQUIVALENCE_OPS, EquivalenceOp, GrammarMeta, NamespaceMeta } from './meta';

export { GrammarError } from './grammar-error';
export type { GrammarMeta } from './meta';
import { splitAstral } from './astral';
import { GRAMMAR_LIMITS, textLimits } from './limits';
import { splitLiterals } from './literals';
import { namePrecheck, syntaxPrecheck, withoutComments } from './precheck';
import { printable } from './printable';
import { ruleProblems, workBounds, workProblem } from './rule-graph';

export interface CompiledGrammar {
  meta: GrammarMeta;
  /** The apg-js grammar object, literals split per character (src/compile/literals.ts). */
  grammar: ApgGrammar;
}

/** At most this many problems are listed; the rest are counted. */
export const MAX_REPORTED = 100;

/** Texts longer than this get their syntax checked in chunks before apg-js reads them whole. */
const CHUNKED_FROM = 16 * 1024;

export interface SourceFile {
  name: string;
  text: string;
}

const PRAGMAS = ['profile', 'namespace', 'start', 'parts', 'views', 'section', 'source', 'alias', 'check', 'equivalence', 'summary', 'example'];
const NID_SYNTAX = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** A rule definition's name, or undefined: `name =` (not `=/`) at the start of a line. */
export function ruleDefined(line: string): string | undefined {
  let i = 0;
  const c0 = line.charCodeAt(0) | 32;
  if (!(c0 >= 97 && c0 <= 122)) return undefined;
  while (i < line.length && /[A-Za-z0-9-]/.test(line[i])) i += 1;
  const name = line.slice(0, i);
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i += 1;
  return line[i] === '=' && line[i + 1] !== '/' ? name : undefined;
}

/** `; @key value` as [key, value]; plain trims keep it linear (a regex with `\s*$` was quadratic on long blank runs). */
export function pragmaOf(line: string): [string, string] | undefined {
  const body = line.trimStart();
  if (!body.startsWith(';')) return undefined;
  const rest = body.slice(1).trimStart();
  if (!rest.startsWith('@')) return undefined;
  let i = 1;
  while (i < rest.length && rest.charCodeAt(i) >= 97 && rest.charCodeAt(i) <= 122) i += 1;
  return [rest.slice(1, i), rest.slice(i).trim()];
}

const words = (value: string): string[] => value.split(/[ \t]+/).filter(Boolean);

const NAMESPACE_ONLY = ['source', 'alias', 'check', 'equivalence', 'summary', 'example'];

/**
 * The pragmas and rule sections; problems (file:line: message) go to
 * `problems`, and where each rule is defined (by lower-case name) to `ruleAt`.
 */
function readMeta(files: SourceFile[], problems: string[], ruleAt: Map<string, string>): GrammarMeta {
  const meta: GrammarMeta = { profile: '', start: '', parts: [], views: [], sections: {}, ownRules: [], source: files.map((f) => f.name) };
  const ns: NamespaceMeta = { nid: '', aliases: [], source: '', checks: [], equivalence: [], summary: '', examples: [] };
  let isNamespace = false;
  /** Where namespace-only pragmas stand, to refuse them in a profile grammar. */
  const namespaceOnly: string[] = [];
  files.forEach((file, fileIndex) => {
    let section = '';
    file.text.split(/\r\n|\r|\n/).forEach((line, lineIndex) => {
      const at = `${printable(file.name)}:${lineIndex + 1}`;
      const pragma = pragmaOf(line);
      if (pragma) {
        const [key, value] = pragma;
        if (key === 'section') section = value;
        else if (fileIndex !== 0) return;
        else if (!PRAGMAS.includes(key)) problems.push(`${at}: unknown pragma "@${key}"; the pragmas are ${PRAGMAS.map((p) => `@${p}`).join(', ')}`);
        else readPragma(key, value, at, section);
        return;
      }
      const name = ruleDefined(line);
      if (name !== undefined) {
        if (!ruleAt.has(name.toLowerCase())) ruleAt.set(name.toLowerCase(), at);
        meta.sections[name] = section;
        if (fileIndex === 0) meta.ownRules.push(name);
      }
    });
  });

  function readPragma(key: string, value: string, at: string, section: string): void {
    if (NAMESPACE_ONLY.includes(key)) namespaceOnly.push(`${at}: @${key} belongs in a namespace grammar (@namespace), not a profile`);
    if (key === 'profile') meta.profile = value;
    else if (key === 'start') meta.start = value;
    else if (key === 'parts') meta.parts.push(...words(value));
    else if (key === 'views') meta.views.push(...words(value));
    else if (key === 'namespace' || key === 'alias') {
      const nid = value.toLowerCase();
      if (!NID_SYNTAX.test(nid)) problems.push(`${at}: @${key} needs a NID (1 to 32 letters, digits and hyphens, not starting with a hyphen), got ${JSON.stringify(value)}`);
      if (key === 'namespace') {
        isNamespace = true;
        ns.nid = nid;
      } else ns.aliases.push(nid);
    } else if (key === 'source') ns.source = value;
    else if (key === 'summary') ns.summary = ns.summary ? `${ns.summary} ${value}` : value;
    else if (key === 'example') ns.examples.push(value);
    else if (key === 'check') {
      const [algorithm, rule, ...extra] = words(value);
      if (!(CHECK_ALGORITHMS as readonly string[]).includes(algorithm) || !rule || extra.length) {
        problems.push(`${at}: @check takes an algorithm (${CHECK_ALGORITHMS.join(', ')}) and one rule, got ${JSON.stringify(value)}`);
      } else ns.checks.push({ algorithm: algorithm as CheckAlgorithm, rule, section });
    } else if (key === 'equivalence') {
      const [op, ...rules] = words(value);
      if (!(EQUIVALENCE_OPS as readonly string[]).includes(op) || !rules.length) {
        problems.push(`${at}: @equivalence takes an operation (${EQUIVALENCE_OPS.join(', ')}) and one or more rules, got ${JSON.stringify(value)}`);
      } else ns.equivalence.push({ op: op as EquivalenceOp, rules, section });
    }
  }

  const first = `${printable(files[0].name)}:1`;
  if (isNamespace) {
    if (meta.profile) problems.push(`${first}: a grammar is a profile (@profile) or a namespace (@namespace), not both`);
    if (!ns.source) problems.push(`${first}: missing "; @source ..." pragma (the registration a namespace grammar comes from)`);
    meta.namespace = ns;
  } else {
    if (!meta.profile) problems.push(`${first}: missing "; @profile ..." pragma (or "; @namespace ..." for a namespace grammar)`);
    problems.push(...namespaceOnly);
  }
  if (!meta.start) problems.push(`${first}: missing "; @start ..." pragma`);
  return meta;
}

/** The first character that is not printable ASCII, tab or line end, as a problem; undefined if none. */
function nonAscii(file: SourceFile): string | undefined {
  const m = /[^\t\n\r\x20-\x7e]/.exec(file.text);
  if (!m) return undefined;
  const before = file.text.slice(0, m.index);
  const line = before.split(/\r\n|\r|\n/).length;
  const column = m.index - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  const code = `U+${(m[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
  return `${printable(file.name)}:${line}: character ${code} at column ${column}: grammar files must be printable ASCII`;
}

/** Maps a 0-based line of the concatenated text to `file:line`, from line counts computed once. */
function lineLocator(files: SourceFile[]): (line: number) => string {
  const counts = files.map((f) => f.text.split(/\r\n|\r|\n/).length - (/(\r\n|\r|\n)$/.test(f.text) ? 1 : 0));
  return (line) => {
    let first = 0;
    for (let i = 0; i < files.length; i += 1) {
      if (line < first + counts[i]) return `${printable(files[i].name)}:${line - first + 1}`;
      first += counts[i];
    }
    return `${printable(files[files.length - 1].name)}:?`;
  };
}

/** Throws the first MAX_REPORTED problems, and how many more there were. */
function fail(problems: string[], total = problems.length): never {
  const shown = problems.slice(0, MAX_REPORTED);
  if (total > shown.length) shown.push(`... and ${total - shown.length} more problems`);
  throw new GrammarError(shown);
}

/**
 * Compiles a grammar text (its own file first, the core rules after it).
 * `workLimit` stands in for GRAMMAR_LIMITS.work, for the benchmark and the
 * tests of what a grammar past it would do (the matcher's work budget).
 */
export function compileGrammarText(files: SourceFile[], workLimit: number = GRAMMAR_LIMITS.work): CompiledGrammar {
  const problems: string[] = [];
  for (const f of files) {
    const bad = nonAscii(f);
    if (bad) problems.push(bad);
  }
  if (problems.length) fail(problems);
  // The limits first, on the text alone: within them every step below is linear (src/compile/limits.ts).
  let over = 0;
  for (const f of files) {
    const limits = textLimits(f.text, MAX_REPORTED);
    over += limits.total;
    problems.push(...limits.problems.map((p) => `${printable(f.name)}:${p.line + 1}: ${p.msg}`));
  }
  if (over) fail(problems.slice(0, MAX_REPORTED), over);
  const ruleAt = new Map<string, string>();
  const meta = readMeta(files, problems, ruleAt);
  const text = files.map((f) => (/(\r\n|\r|\n)$/.test(f.text) ? f.text : `${f.text}\n`)).join('');
  const bare = withoutComments(text);
  const locate = lineLocator(files);
  const own = problems.length;
  const failWith = (found: { line: number; msg: string }[], total: number): never => {
    problems.push(...found.map((e) => `${locate(e.line)}: ${e.msg}`));
    return fail(problems, own + total);
  };
  // A large text's syntax is checked a chunk of lines at a time: apg-js alone places each
  // error by searching every line, quadratic in the errors (src/compile/precheck.ts).
  if (bare.length > CHUNKED_FROM) {
    const syntax = syntaxPrecheck(bare, MAX_REPORTED);
    if (syntax.total) failWith(syntax.problems, syntax.total);
  }
  // apg-js's syntax and translation; not its rule attributes, which are quadratic in the
  // number of rules and recurse once per reference: ./rule-graph.ts finds the same errors.
  const api = new apg.apgApi(bare);
  api.scan();
  if (!api.errors.length) api.parse();
  if (api.errors.length) failWith(api.errors.slice(0, MAX_REPORTED), api.errors.length);
  const names = namePrecheck(bare, MAX_REPORTED);
  if (names.total) failWith(names.problems, names.total);
  if (problems.length) fail(problems);
  api.translate();
  if (api.errors.length) failWith(api.errors.slice(0, MAX_REPORTED), api.errors.length);
  const translated = api.rules as ApgGrammar['rules'];
  for (const p of ruleProblems(translated, GRAMMAR_LIMITS.depth).slice(0, MAX_REPORTED)) {
    problems.push(`${ruleAt.get(translated[p.rule].lower) ?? `${printable(files[0].name)}:1`}: ${p.msg}`);
  }
  if (problems.length) fail(problems);
  const grammar = splitAstral(splitLiterals({ grammarObject: 'grammarObject', rules: translated, udts: [], toString: () => text }));
  // The work bound on the grammar both engines run (literals split): past the limit, a match can take time exponential in the rules.
  const work = workProblem(grammar.rules, workBounds(grammar.rules), workLimit);
  if (work) fail([`${ruleAt.get(grammar.rules[work.rule].lower) ?? `${printable(files[0].name)}:1`}: ${work.msg}`]);
  const defined = new Set(grammar.rules.map((r) => r.name));
  const referenced = [meta.start, ...meta.parts, ...meta.views];
  if (meta.namespace) referenced.push(...meta.namespace.checks.map((c) => c.rule), ...meta.namespace.equivalence.flatMap((e) => e.rules));
  for (const rule of referenced) {
    if (!defined.has(rule)) problems.push(`${printable(files[0].name)}:1: pragma names rule "${rule}", which the grammar does not define`);
  }
  if (problems.length) fail(problems);
  return { meta, grammar };
}
