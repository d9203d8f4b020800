/*
 * checkRegistration: a URN namespace registration template (RFC 8141
 * Appendix A, RFC 3406 s.4.3), alone or in an RFC's text, or a namespace
 * grammar file, checked as an expert reviewer would: the NID, the ABNF, the
 * NSS language against RFC 8141's, and the examples against the template's
 * own grammar. Runtime-neutral: the playground's grammar lab runs it in the
 * browser. The text is untrusted: its size is bounded, its grammar compiled
 * with the limits of every untrusted grammar, and nothing in it becomes code.
 */
import type { CompiledGrammar } from '../../compile/abnf';
import { accepts, stopsAt } from '../../compile/automaton';
import type { Ranges } from '../../compile/charset';
import { LANGUAGE_WORK } from '../../compile/limits';
import { WorkBudget } from '../../compile/subsets';
import { lineStarts } from '../../compile/precheck';
import { lastAtMost } from '../../compile/sorted';
import { quoted } from '../../compile/printable';
import { grammarFailure } from '../../namespaces/apply';
import type { NamespaceGrammar } from '../../namespaces/types';
import { argumentError, optionRecord, stringArgument } from '../../options';
import { extractUrns } from '../../extract/extract';
import { tryParse } from '../../parse';
import type { UrnParseError } from '../../errors';
import { findRules, FoundRule, grammarText, PROSE_RULE, withoutComment } from './abnf-text';
import { afterPrefix, asNamespace, chooseNss, compileChecked, GRAMMAR_NAME, NssChoice, TextRule } from './grammar';
import { Automata, automataOf, nssRelation } from './language';
import { exampleAt } from './example-line';
import { nidFindings } from './nid';
import { rangeFindings } from './ranges';
import { isSupplied, supply } from './supplied';
import { keptLines, readFields, readNid, saysRevision, TextLine } from './template';
import type { CheckRegistrationOptions, ExampleVerdict, RegistrationCheck, RegistrationCode, RegistrationExample, RegistrationFinding } from './types';

/**
 * What urnkit reads of a registration: a text of at most `chars` characters
 * (an RFC is rarely a tenth of it), and at most `work` units of work
 * (LANGUAGE_WORK's units: src/compile/subsets.ts) for all the language
 * comparisons of one check together (which rule covers whole URNs, the NSS
 * language against RFC 8141's, standard rules): past it what is left is not
 * decided (nss-relation-unknown), and the check goes on.
 */
export const REGISTRATION_LIMITS = /* @__PURE__ */ Object.freeze({ chars: 2 * 1024 * 1024, work: 2 * LANGUAGE_WORK });

const FN = 'checkRegistration';

/** Throws for a text that is too long, or holds control characters no text file has (a binary file). */
function guardText(fn: string, text: string): void {
  if (text.length > REGISTRATION_LIMITS.chars) {
    throw new RangeError(`urnkit.${fn}: the text has ${text.length} characters; urnkit checks registrations of at most ${REGISTRATION_LIMITS.chars} (REGISTRATION_LIMITS.chars)`);
  }
  // eslint-disable-next-line no-control-regex
  const bad = /[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f]/.exec(text);
  if (bad) {
    const before = text.slice(0, bad.index);
    const line = before.split(/\r\n|\r|\n/).length;
    const code = `U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    throw new TypeError(`urnkit.${fn}: line ${line} holds the control character ${code}: a binary file, not a registration template or grammar`);
  }
}

/** The options, checked. */
function readOptions(fn: string, options: unknown): { kind: 'template' | 'grammar'; start?: string } {
  const o = optionRecord(fn, options, ['kind', 'start']);
  const kind = o.kind ?? 'template';
  if (kind !== 'template' && kind !== 'grammar') throw argumentError(fn, 'option "kind"', '"template" or "grammar"', o.kind);
  if (o.start !== undefined && (typeof o.start !== 'string' || !/^[A-Za-z][A-Za-z0-9-]{0,255}$/.test(o.start))) throw argumentError(fn, 'option "start"', 'a rule name', o.start);
  return { kind, start: o.start as string | undefined };
}

/** A rule found, with its place in the checked text. */
function textRule(lines: readonly TextLine[], r: FoundRule): TextRule {
  const at = (m: { name: string; line: number; column: number }): { name: string; line: number; column: number } => ({ name: m.name, line: lines[m.line].line, column: m.column + 1 });
  const body = lines
    .slice(r.first, r.first + r.count)
    .map((l, i) => (i === 0 ? l.text.replace(/^[ \t]*[A-Za-z][A-Za-z0-9-]*[ \t]*=\/?/, '') : l.text))
    .map(withoutComment)
    .join('\n');
  return { name: r.name, line: lines[r.first].line, column: r.indent + 1, refs: r.refs.map(at), prose: r.prose.map(at), comment: r.comment, incremental: r.incremental, body };
}

/** The judge of one URN against the checked grammar, for the grammar lab's input. */
export type ExampleJudge = (urn: string) => Omit<RegistrationExample, 'line' | 'column'> & { message: string; severity: RegistrationFinding['severity'] | null };

/** checkRegistration's result, and a judge of further URNs against the same grammar. */
export interface RegistrationAnalysis {
  check: RegistrationCheck;
  judge: ExampleJudge;
}

/** What a compiled, decided grammar gives the example checks. */
interface Judging {
  nid: string | null;
  grammar: NamespaceGrammar | undefined;
  whole: boolean;
  /** The start rule's exact automaton: a template's verdicts are its ABNF's, not a greedy parser's. */
  exact: ReturnType<Automata>;
  /** A grammar file's verdicts are its matcher's (it is written for urnkit's compiler); a template's, its ABNF's. */
  kind: 'template' | 'grammar';
}

/** The code of an example's finding, by its verdict. */
const EXAMPLE_CODES: Readonly<Record<ExampleVerdict, RegistrationCode>> = { 'invalid-urn': 'example-invalid-urn', 'wrong-nid': 'example-wrong-nid', undecided: 'example-undecided', accepted: 'example-rejected', rejected: 'example-rejected', unchecked: 'example-rejected' };

/** A character of a set in words: itself quoted where printable ASCII, else its code point. */
const charWord = (c: number): string => (c > 0x20 && c < 0x7f ? quoted(String.fromCharCode(c)) : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`);

/** What a set of characters (and the end) holds, in words: '":" or "-"', '"0"-"9", "a"-"f" or the end of the NSS'. */
function charsInWords(set: Ranges, end: boolean, endWords: string): string {
  // Ranges cut where digits and letters start and end, so that ":" is not shown as the end of "0"-":".
  const cut: Array<[number, number]> = [];
  for (const [a, b] of set) {
    let lo = a;
    for (const edge of [0x30, 0x3a, 0x41, 0x5b, 0x61, 0x7b]) {
      if (edge > lo && edge <= b) {
        cut.push([lo, edge - 1]);
        lo = edge;
      }
    }
    cut.push([lo, b]);
  }
  const parts = cut.slice(0, 8).map(([a, b]) => (a === b ? charWord(a) : `${charWord(a)}-${charWord(b)}`));
  if (cut.length > 8) parts.push(`${cut.length - 8} more ranges`);
  if (end) parts.push(endWords);
  if (!parts.length) return 'nothing more';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

/** A parse error on one line: its code, where, what was found and expected, and the section. */
const errorWords = (e: UrnParseError): string => `${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})`;

/** A URN against the checked grammar: its verdict, where it stopped, and the finding's words. */
function judgeUrn(j: Judging, urn: string): ReturnType<ExampleJudge> {
  const r = tryParse(urn);
  const shown = quoted(urn);
  if (!r.ok && !j.whole) return { urn, verdict: 'invalid-urn', offset: r.error.offset, severity: 'error', message: `${shown} is not a URN under RFC 8141: ${errorWords(r.error)}` };
  if (r.ok && j.nid !== null && !j.whole && r.urn.nid.toLowerCase() !== j.nid.toLowerCase()) {
    return { urn, verdict: 'wrong-nid', offset: null, severity: 'warning', message: `${shown} has the NID ${quoted(r.urn.nid)}, not ${quoted(j.nid)}` };
  }
  const g = j.grammar;
  if (!g) return { urn, verdict: r.ok ? 'unchecked' : 'invalid-urn', offset: r.ok ? null : r.error.offset, severity: r.ok ? null : 'error', message: r.ok ? `${shown}: not checked (no grammar to check it against)` : `${shown} is not a URN under RFC 8141: ${errorWords(r.error)}` };
  const [from, to] = j.whole || !r.ok ? [0, urn.length] : [r.urn.spans.nss.start, r.urn.spans.nss.end];
  const scratch: number[] = [];
  const parsed = g.matcher.match(urn, scratch, from, to) >= 0;
  const abnf = j.kind === 'template' && j.exact ? accepts(j.exact, urn.slice(from, to)) : parsed;
  const what = j.whole ? 'the URN' : 'its NSS';
  if (abnf && parsed) {
    if (!r.ok) return { urn, verdict: 'invalid-urn', offset: r.error.offset, severity: 'error', message: `${shown} is not a URN under RFC 8141 (the grammar accepts it): ${errorWords(r.error)}` };
    return { urn, verdict: 'accepted', offset: null, severity: null, message: `${shown}: ${what} matches rule ${g.meta.start}` };
  }
  const f = grammarFailure(g, urn, from, to);
  const stop = !abnf && j.kind === 'template' && j.exact ? stopsAt(j.exact, urn.slice(from, to)) : undefined;
  // A template's failure is its ABNF's: where the exact reading stops, not where a greedy parser gave up.
  const offset = stop ? from + stop.offset : f.d.offset;
  const expected = stop ? `, expected ${charsInWords(stop.expected, stop.endAllowed, j.whole ? 'the end of the URN' : 'the end of the NSS')}` : f.expected ? `, expected ${f.expected}` : '';
  const found = offset < to ? `found ${quoted(urn.slice(offset, offset + 1))} at offset ${offset}` : `ended at offset ${offset}`;
  const rule = !stop && f.rule && f.rule !== g.meta.start ? ` (in rule ${f.rule})` : '';
  if (abnf) {
    return {
      urn,
      verdict: 'accepted',
      offset: f.d.offset,
      severity: 'warning',
      message: `${shown}: the ABNF accepts ${what}, but urnkit's compiler, whose repetitions never give back, rejects it: ${found}${expected}${rule}; rewrite the rule for it as grammar/namespaces/ does (docs/namespaces.md)`,
    };
  }
  if (j.kind === 'template' && !j.exact) {
    // No exact reading (a recursive or too large ABNF): a greedy parser's failure does not show that the ABNF rejects it.
    return { urn, verdict: 'undecided', offset, severity: 'info', message: `${shown}: not decided: the ABNF is recursive or too large to read exactly, and urnkit's compiler, whose repetitions never give back, rejects ${what}: ${found}${expected}${rule}` };
  }
  const verdict: ExampleVerdict = 'rejected';
  return { urn, verdict, offset, severity: 'error', message: `${shown}: ${what} fails rule ${g.meta.start}: ${found}${expected}${rule}` };
}

/**
 * Checks a URN namespace registration template (or, with `kind: 'grammar'`,
 * a namespace grammar file) and lists what an expert reviewer would flag:
 * the NID (syntax, RFC 8141 s.5.1, IANA's registry), the ABNF (errors,
 * undefined, unused and prose rules), the NSS language against RFC 8141's,
 * and every URN in the text against the template's own grammar. Throws
 * TypeError for a binary text or a bad option, RangeError for an oversized
 * text. docs/registrations.md lists the codes.
 * @example
 * ```ts
 * const r = checkRegistration('Namespace ID: acme\n\nSyntax:\n\n   nss = 1*DIGIT\n\nExample: urn:acme:12x\n');
 * r.findings.map((f) => f.code); // ['example-rejected']
 * ```
 */
export function checkRegistration(text: string, options?: CheckRegistrationOptions): RegistrationCheck {
  return analyzeRegistration(FN, text, options).check;
}

/** checkRegistration, with a judge of more URNs against the checked grammar (the grammar lab's). */
export function analyzeRegistration(fn: string, text: string, options?: unknown): RegistrationAnalysis {
  stringArgument(fn, 'the text', text);
  const { kind, start } = readOptions(fn, options);
  guardText(fn, text);
  const findings: RegistrationFinding[] = [];
  /** The work of every language comparison of this check, shared. */
  const budget = new WorkBudget(REGISTRATION_LIMITS.work);
  const add = (code: RegistrationCode, severity: RegistrationFinding['severity'], line: number, column: number | null, message: string): void => {
    findings.push({ code, severity, line, column, message });
  };

  // The lines, the fields of a template, and the rules.
  const lines = kind === 'template' ? keptLines(text) : text.split(/\r\n|\r|\n/).map((t, i) => ({ text: t, line: i + 1 }));
  const fields = kind === 'template' ? readFields(lines) : [];
  const syntaxField = fields.find((f) => f.kind === 'syntax');
  let found = syntaxField ? findRules(lines, syntaxField.from, syntaxField.to, isSupplied) : [];
  if (!found.length) found = findRules(lines, 0, lines.length, isSupplied);
  const own = found.map((r) => textRule(lines, r));
  const defined = new Set(own.map((r) => r.name.toLowerCase()));
  const ruleLines = new Set(found.flatMap((r) => lines.slice(r.first, r.first + r.count).map((l) => l.line)));

  // The NID: the template's field, or the grammar file's @namespace.
  let nid: { nid: string; line: number; column: number } | undefined;
  let nidNote: string | undefined;
  const nidField = fields.find((f) => f.kind === 'nid');
  if (nidField) {
    const read = readNid(lines, nidField);
    if (read.read) nid = read.read;
    else nidNote = read.placeholder ? `the Namespace Identifier is not assigned yet (${quoted(read.placeholder)})` : 'the Namespace Identifier field is empty';
  } else if (kind === 'grammar') {
    const m = /^[ \t]*;[ \t]*@namespace[ \t]+(\S+)/m.exec(text);
    if (m) nid = { nid: m[1], line: text.slice(0, m.index).split('\n').length, column: m[0].indexOf(m[1]) + 1 };
  }

  if (!own.length && kind === 'template') {
    const at = syntaxField ? lines[syntaxField.at] : undefined;
    add('no-syntax', 'warning', at?.line ?? 1, at ? 1 : null, `no ABNF found${syntaxField ? ` in the ${quoted(syntaxField.label)} field or elsewhere` : ''}: the syntax may be given in prose, which urnkit cannot check`);
  }

  // Rules named and not defined: supplied from RFC 5234 and RFC 3986, or undefined.
  const needed: string[] = [];
  const undefinedSeen = new Set<string>();
  for (const r of own) {
    for (const m of r.refs) {
      const lower = m.name.toLowerCase();
      if (defined.has(lower)) continue;
      if (isSupplied(lower)) needed.push(lower);
      else if (!undefinedSeen.has(lower)) {
        undefinedSeen.add(lower);
        add('abnf-undefined-rule', 'error', m.line, m.column, `rule ${m.name} is used (in rule ${r.name}) but defined neither here nor in RFC 5234 or RFC 3986`);
      }
    }
    for (const p of r.prose) {
      needed.push(PROSE_RULE);
      add('abnf-prose-value', 'warning', p.line, p.column, `${p.name} in rule ${r.name} is a prose value: urnkit cannot check it, and reads it as any run of NSS characters`);
    }
  }
  const { text: suppliedText, listed } = supply(needed, defined);

  // Compile: the rules as found (a template's) or the file as it is (a grammar's), then the supplied rules.
  let compiled: CompiledGrammar | undefined;
  /** The compiled grammar's rules' automata, each built once. */
  let automata: Automata | undefined;
  let choice: NssChoice = {};
  let grammar: NamespaceGrammar | undefined;
  let prefixNid: string | undefined;
  const compileNid = nid && /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/.test(nid.nid) ? nid.nid.toLowerCase() : 'registration';
  if (own.length && !undefinedSeen.size) {
    const g = kind === 'template' ? grammarText(lines, found) : { text, origin: lines.map((_, i) => i) };
    /** The text's line of a grammar line (1-based), through `origin` (the kept line of each grammar line). */
    const through = (origin: readonly number[]) => (n: number): number => lines[origin[Math.min(n, origin.length) - 1] ?? 0]?.line ?? 1;
    const lineOf = through(g.origin);
    const pragmas = (startRule: string): string => (kind === 'template' ? `; @namespace ${compileNid}\n; @source ${GRAMMAR_NAME}\n; @start ${startRule}\n` : '');
    let source = g.text + pragmas(own[0].name);
    let result = compileChecked(source, suppliedText, lineOf);
    for (const p of result.problems) add('abnf-error', 'error', p.line, null, p.message);
    compiled = result.compiled;
    if (compiled) {
      const rules = compiled.grammar.rules;
      automata = automataOf(rules);
      if (start !== undefined && !rules.some((r) => r.lower === start.toLowerCase())) throw argumentError(fn, 'option "start"', 'a rule the grammar defines', start);
      choice = chooseNss(rules, automata, own, start ?? (kind === 'grammar' ? compiled.meta.start : undefined), budget);
      if (choice.whole && !choice.nss) {
        // The NSS is what follows "urn:<nid>:" in the rule for the whole URN: compiled as a rule of its own.
        const whole = own.find((r) => r.name.toLowerCase() === (choice.whole as string).toLowerCase()) as TextRule;
        const split = afterPrefix(whole.body);
        if (split) {
          prefixNid = split.nid;
          let name = `${whole.name}-nss`;
          while (defined.has(name.toLowerCase())) name += '-part';
          source = `${g.text}${name} = ${split.rest.replace(/\n/g, ' ')}\n${pragmas(own[0].name)}`;
          result = compileChecked(source, suppliedText, through([...g.origin, found.find((r) => r.name === whole.name)?.first ?? 0]));
          if (result.compiled) {
            compiled = result.compiled;
            automata = automataOf(compiled.grammar.rules);
            choice = { ...choice, nss: name };
          }
        }
      }
    }
  }

  const theNid = nid?.nid ?? prefixNid ?? null;
  findings.push(...nidFindings(text, lines, fields, nid, nidNote, theNid, kind, saysRevision(lines, fields)));

  // The NSS rule, the rules it and the whole-URN rule reach, and the NSS language.
  const nssInfo: RegistrationCheck['nss'] = { rule: choice.nss ?? null, wholeUrnRule: choice.whole ?? null, relation: null, beyondRfc8141: null, onlyRfc8141: null };
  let exact: ReturnType<Automata> = null;
  if (compiled) {
    const rules = compiled.grammar.rules;
    const automaton = automata ?? automataOf(rules);
    const ruleNamed = (name: string | undefined): TextRule | undefined => own.find((r) => r.name.toLowerCase() === name?.toLowerCase());
    if (choice.undecided) {
      add('nss-rule-undecided', 'warning', own[0].line, own[0].column, `which rule is the NSS cannot be told (none is named NSS, and ${choice.undecided.join(', ')} are each used by no other rule): name one with --start (the option "start"); the NSS language and the examples are not checked`);
    } else {
      const startRule = (choice.whole ?? choice.nss) as string;
      grammar = asNamespace(compiled, (theNid ?? compileNid).toLowerCase(), startRule);
      exact = automaton(startRule);
      unusedRules(own, [startRule, ...(kind === 'grammar' ? pragmaRules(compiled) : [])], add);
      // A synthesized NSS rule (after a whole URN's prefix) is where the whole-URN rule is.
      const where = ruleNamed(choice.nss) ?? ruleNamed(choice.whole) ?? own[0];
      const nfa = choice.nss === undefined ? null : automaton(choice.nss);
      const rel = nfa && nssRelation(nfa, budget);
      if (!rel) {
        const why =
          choice.nss === undefined
            ? `the NSS part of rule ${choice.whole} cannot be read after its prefix ("urn:<nid>:")`
            : budget.spent
              ? `the NSS rule ${choice.nss} is not decided against RFC 8141's NSS rule within the check's budget of work (REGISTRATION_LIMITS.work)`
              : `the NSS rule ${choice.nss} is recursive or too large to compare with RFC 8141's NSS rule`;
        add('nss-relation-unknown', 'info', where.line, where.column, `${why}: its language is not checked`);
      } else if (rel.empty) {
        add('nss-empty-language', 'error', where.line, where.column, `the NSS rule ${choice.nss} accepts no string at all`);
      } else {
        Object.assign(nssInfo, { relation: rel.relation, beyondRfc8141: rel.beyondRfc8141, onlyRfc8141: rel.onlyRfc8141 });
        if (rel.beyondRfc8141 !== null) {
          const w = rel.beyondRfc8141;
          add('nss-beyond-rfc8141', 'error', where.line, where.column, `the NSS rule ${choice.nss} accepts ${w === '' ? 'the empty string' : quoted(w)}, which RFC 8141's NSS rule (s.2.2: pchar *( pchar / "/" )) rejects`);
        }
      }
    }
    findings.push(...rangeFindings(automaton, own, budget));
  }

  // The examples: every URN in the text, as extract finds them, but those in the ABNF and placeholders such as "urn:x:{id}".
  const judging: Judging = { nid: theNid, grammar, whole: choice.whole !== undefined, exact, kind };
  const examples: RegistrationExample[] = [];
  const starts = lineStarts(text);
  const seen = new Set<string>();
  for (const m of extractUrns(text, { invalid: true })) {
    const line = lineAt(starts, m.start);
    // A placeholder ("urn:x:{id}", "urn:x:<nss>") or the namespace's prefix alone ("urn:x:") shows no URN.
    const urn = exampleAt(text, m.start, m.end);
    if (ruleLines.has(line) || /^[{<[]/.test(text.slice(m.end, m.end + 1)) || /^urn:[^:]*:?([{<[]|$)/i.test(m.text) || seen.has(urn)) continue;
    seen.add(urn);
    const column = m.start - starts[line - 1] + 1;
    const j = judgeUrn(judging, urn);
    examples.push({ urn, line, column, verdict: j.verdict, offset: j.offset });
    if (j.severity) add(EXAMPLE_CODES[j.verdict], j.severity, line, column + (j.offset ?? 0), j.message);
  }
  if (!examples.some((e) => e.verdict !== 'wrong-nid')) {
    add('no-examples', 'warning', syntaxField ? lines[syntaxField.at].line : 1, null, `no example URN${theNid ? ` of the NID ${quoted(theNid)}` : ''} found: a template should show what its URNs look like`);
  }

  findings.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  const check: RegistrationCheck = {
    kind,
    nid: theNid,
    rules: { defined: [...new Map(own.map((r) => [r.name.toLowerCase(), { name: r.name, line: r.line }])).values()], supplied: listed },
    nss: nssInfo,
    examples,
    findings,
  };
  return { check, judge: (urn: string) => judgeUrn(judging, urn) };
}

/** The rules a grammar file's pragmas name (@parts, @views, @check, @equivalence): used, as the start rule is. */
function pragmaRules(compiled: CompiledGrammar): string[] {
  const ns = compiled.meta.namespace;
  return [...compiled.meta.parts, ...compiled.meta.views, ...(ns ? [...ns.checks.map((c) => c.rule), ...ns.equivalence.flatMap((e) => e.rules)] : [])];
}

/** abnf-unused-rule for each rule of the text that none of `roots` reaches. */
function unusedRules(own: readonly TextRule[], roots: readonly string[], add: (code: RegistrationCode, severity: RegistrationFinding['severity'], line: number, column: number | null, message: string) => void): void {
  const refs = new Map<string, string[]>();
  for (const r of own) refs.set(r.name.toLowerCase(), [...(refs.get(r.name.toLowerCase()) ?? []), ...r.refs.map((m) => m.name.toLowerCase())]);
  const reached = new Set<string>();
  const todo = roots.map((r) => r.toLowerCase());
  while (todo.length) {
    const r = todo.pop() as string;
    if (reached.has(r)) continue;
    reached.add(r);
    todo.push(...(refs.get(r) ?? []));
  }
  const reported = new Set<string>();
  for (const r of own) {
    const lower = r.name.toLowerCase();
    if (reached.has(lower) || reported.has(lower)) continue;
    reported.add(lower);
    add('abnf-unused-rule', 'warning', r.line, r.column, `rule ${r.name} is defined but not used by rule ${roots[0]}`);
  }
}

/** The 1-based line of an offset. */
function lineAt(starts: readonly number[], offset: number): number {
  return lastAtMost(starts, offset) + 1;
}
