/*
 * A namespace's rules applied to a URN the profile accepted (RFC 8141 s.2.2,
 * s.5; RFC 2141 s.5): the NSS must match the NID's namespace grammar, its
 * check characters must be right, and a NID in no registry gets a warning.
 * Runs only with the option `namespaces`; the profile's own rules come first.
 */
import { captureRules } from '../compile/meta';
import type { Found } from '../diagnostics/finding';
import { syntaxFailure } from '../diagnostics/syntax';
import { MAX_RECURSION } from '../compile/limits';
import { PATTERN_MAX_LENGTH } from '../engine/compiled';
import { referenceEngine } from '../engine/lazy';
import type { DiagnosticCode } from '../codes';
import type { Diagnostic } from '../types';
import { checkCharacter, checkHolds, CheckResult } from './check-digits';
import type { NamespaceGrammar, NamespaceSet } from './types';
import { namespaceView, NamespaceView } from './views';

export interface NamespaceOutcome {
  findings: Found[] | undefined;
  view: NamespaceView | undefined;
}

const finding = (code: DiagnosticCode, severity: Diagnostic['severity'], offset: number, message: string, section: string, expected: string, found?: string, rule?: string): Found => ({
  d: Object.freeze({ code, severity, offset, message, section }),
  expected,
  found,
  rule,
});

/** Part indexes of the rules a grammar's matcher captures, by rule name. */
const partIndexes = /* @__PURE__ */ new WeakMap<NamespaceGrammar, Map<string, number>>();
function partIndex(g: NamespaceGrammar, rule: string): number {
  let m = partIndexes.get(g);
  if (!m) partIndexes.set(g, (m = new Map(captureRules(g.meta).map((name, i) => [name, i]))));
  return m.get(rule) ?? -1;
}

/** A namespace grammar's syntax code: its start rule's failure is the NSS's (one object per grammar, which syntaxFailure's words are cached by). */
const nssCodesOf = /* @__PURE__ */ new WeakMap<NamespaceGrammar, Record<string, 'invalid-namespace-nss'>>();
function nssCodes(g: NamespaceGrammar): Record<string, 'invalid-namespace-nss'> {
  let codes = nssCodesOf.get(g);
  if (!codes) nssCodesOf.set(g, (codes = { [g.meta.start]: 'invalid-namespace-nss' }));
  return codes;
}

type Check = NamespaceGrammar['meta']['namespace']['checks'][number];

/** The first @check the captures break, and the index of the capture it breaks; undefined if all hold. */
function brokenCheck(g: NamespaceGrammar, input: string, caps: readonly number[], count: number): [Check, number] | undefined {
  for (const check of g.meta.namespace.checks) {
    const part = partIndex(g, check.rule);
    for (let i = 0; i < count; i += 3) if (caps[i] === part && !checkHolds(check.algorithm, input, caps[i + 1], caps[i + 2])) return [check, i];
  }
  return undefined;
}

/** The first @check the captures break, as a finding; undefined if all hold. */
function checkFailure(g: NamespaceGrammar, input: string, caps: readonly number[], count: number): Found | undefined {
  const broken = brokenCheck(g, input, caps, count);
  if (!broken) return undefined;
  const [check, i] = broken;
  const text = input.slice(caps[i + 1], caps[i + 2]);
  const r = checkCharacter(check.algorithm, text) as CheckResult;
  // The check character is the last symbol of the text.
  let at = caps[i + 2] - 1;
  while (at > caps[i + 1] && (input[at] === '-' || input[at] === ' ')) at -= 1;
  const message = `${JSON.stringify(text)}: the ${r.name} check ${r.expected === 'X' || r.actual === 'X' ? 'character' : 'digit'} must be ${r.expected}, not ${r.actual}`;
  return finding('invalid-check-digit', 'error', at, message, check.section || g.meta.namespace.source, `'${r.expected}' (the ${r.name} check character)`, `'${input[at]}'`, check.rule);
}

const scratch: number[] = [];
/** Scratch space above this many entries is released after use, so one huge NSS is not kept alive. */
const SCRATCH_KEEP = 4096;

function release(): void {
  if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
}

/**
 * A grammar's expression on `text`, or undefined if the engine gave up (its
 * backtrack stack): a grammar of one's own may nest more per character than
 * the shipped ones, whose expressions tests/regex.test.ts runs at full length.
 */
function patternTest(pattern: RegExp, text: string): boolean | undefined {
  try {
    return pattern.test(text);
  } catch {
    return undefined;
  }
}

/**
 * The error for an NSS that the engines do not decide: one that nests the
 * grammar's recursive rules too deep, or on which an engine's work budget
 * runs out (a grammar that backtracks exponentially through recursion).
 */
function limitFinding(g: NamespaceGrammar, how: 'input-too-deep' | 'input-too-complex', offset: number): Found {
  const deep = how === 'input-too-deep';
  const limit = deep ? 'MAX_RECURSION' : 'RECURSION_BUDGET';
  const what = deep ? `nests them more than ${MAX_RECURSION} deep` : 'makes them backtrack past the work budget';
  return finding(how, 'error', offset, `the NSS ${what} (the ${g.nid} grammar's recursive rules; ${limit})`, `urnkit (${limit})`, deep ? `at most ${MAX_RECURSION} levels of nesting` : 'less backtracking');
}

/** Whether the NSS input[nssStart, nssEnd) matches grammar `g` and its check characters hold (fast engine). */
export function checksHold(g: NamespaceGrammar, input: string, nssStart: number, nssEnd: number): boolean {
  const count = g.matcher.match(input, scratch, nssStart, nssEnd);
  const ok = count >= 0 && brokenCheck(g, input, scratch, count) === undefined;
  release();
  return ok;
}

/**
 * Whether the NSS input[nssStart, nssEnd) satisfies the namespace of `nid`
 * (grammar and check characters); true when the NID has no grammar. The
 * general path of isValid: no view, no diagnosis.
 */
export function namespaceAccepts(set: NamespaceSet, engine: 'fast' | 'reference', input: string, nid: string, nssStart: number, nssEnd: number): boolean {
  const g = set.grammarFor(nid);
  if (!g) return true;
  if (engine === 'fast') {
    // Without check characters only the verdict counts: the grammar's expression gives it (src/compile/regex.ts).
    const pattern = g.matcher.pattern;
    if (pattern && g.meta.namespace.checks.length === 0 && nssEnd - nssStart <= PATTERN_MAX_LENGTH) {
      const verdict = patternTest(pattern, input.slice(nssStart, nssEnd));
      if (verdict !== undefined) return verdict;
    }
    return checksHold(g, input, nssStart, nssEnd);
  }
  const r = referenceEngine().referenceParse(g, input, nssStart, nssEnd);
  return r.ok && brokenCheck(g, input, r.caps, r.caps.length) === undefined;
}

/** Whether the registry (or a grammar) knows `nid`; the warning if not. */
export function registrationFinding(set: NamespaceSet, nid: string, nidStart: number): Found | undefined {
  if (set.registered(nid)) return undefined;
  return finding(
    'nid-unregistered',
    'warning',
    nidStart,
    `the NID "${nid}" is in neither IANA registry of URN namespaces (formal or informal${set.registryDate ? `; snapshot of ${set.registryDate}` : ''})`,
    'RFC 8141 s.5, s.7.2',
    'a registered NID',
    `the NID "${nid}"`,
  );
}

/** The note a community namespace's URN carries instead of the 'nid-unregistered' warning. */
function communityNote(g: NamespaceGrammar, nid: string, nidStart: number): Diagnostic {
  const source = g.meta.namespace.source;
  return Object.freeze({
    code: 'nid-community',
    severity: 'info',
    offset: nidStart,
    message: `the NID "${nid}" is not registered with IANA; urnkit's community grammar for it follows ${source}`,
    section: source,
  });
}

/**
 * Why input[nssStart, nssEnd) fails grammar `g`, whose match said it does: the
 * rule and what was expected where it stopped (invalid-namespace-nss), or the
 * limit it took. `offset`: where the engine that judged stopped, if known.
 */
export function grammarFailure(g: NamespaceGrammar, input: string, nssStart: number, nssEnd: number, offset = -1): Found {
  const diagnosis = g.diagnoser().diagnose(input, nssStart, nssEnd);
  // The diagnosis runs every operator, which can take a limit the verdict did not.
  if (diagnosis.limit) return limitFinding(g, diagnosis.limit, diagnosis.offset);
  const f = syntaxFailure(g, nssCodes(g), input, diagnosis, offset >= 0 ? offset : diagnosis.offset, nssEnd);
  // A failure in a look-ahead ("nothing more") records no terminal: the start rule names it then.
  const failed = f.rule ?? g.meta.start;
  const rule = failed !== g.meta.start ? `rule ${failed} of ` : '';
  const message = `the NSS breaks ${rule}the ${g.nid} namespace grammar: ${f.message}`;
  return finding('invalid-namespace-nss', 'error', f.offset, message, f.section || g.meta.namespace.source, f.expected, f.found, failed);
}

/**
 * The namespace findings for a URN the profile accepted, and the view of its
 * namespace when the NSS matches the grammar and its check characters.
 */
export function checkNamespace(set: NamespaceSet, engine: 'fast' | 'reference', input: string, nid: string, nidStart: number, nssStart: number, nssEnd: number): NamespaceOutcome {
  const g = set.grammarFor(nid);
  if (!g) {
    const unregistered = registrationFinding(set, nid, nidStart);
    return { findings: unregistered && [unregistered], view: undefined };
  }
  let caps: number[] = scratch;
  let count: number;
  let offset = -1;
  if (engine === 'reference') {
    const r = referenceEngine().referenceParse(g, input, nssStart, nssEnd);
    if (r.tooDeep || r.exhausted) return { findings: [limitFinding(g, r.tooDeep ? 'input-too-deep' : 'input-too-complex', r.maxMatched)], view: undefined };
    caps = r.caps;
    count = r.ok ? r.caps.length : -1;
    offset = r.maxMatched;
  } else {
    count = g.matcher.match(input, scratch, nssStart, nssEnd);
    if (count < -1) {
      release();
      return { findings: [limitFinding(g, count === -2 ? 'input-too-deep' : 'input-too-complex', g.matcher.limitOffset?.() ?? nssStart)], view: undefined };
    }
  }
  const ns = g.meta.namespace;
  if (count < 0) {
    release();
    return { findings: [grammarFailure(g, input, nssStart, nssEnd, offset)], view: undefined };
  }
  const bad = ns.checks.length ? checkFailure(g, input, caps, count) : undefined;
  const notes = g.community === true ? [communityNote(g, input.slice(nidStart, nssStart - 1), nidStart)] : undefined;
  const view = namespaceView(g.nid, ns.source, g.shipped === true ? 'shipped' : g.community === true ? 'community' : undefined, g.meta.parts, g.matcher.parts, input, nssStart, nssEnd, caps, count, notes);
  release();
  return { findings: bad && [bad], view: bad ? undefined : view };
}
