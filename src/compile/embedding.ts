/*
 * How a namespace grammar joins a profile's expression, so that isValid with
 * namespaces tests one expression per URN (src/namespaces/embedded.ts):
 *  - a profile's layout: where its NID and NSS sit, found from the grammar,
 *    and where its expression's part for the NSS begins and ends;
 *  - per namespace and profile, how its expression joins the cut one:
 *    "within" replaces the NSS's expression, when every NSS the namespace
 *    accepts the profile accepts too (src/compile/automaton.ts); "intersect"
 *    tests it as a look-ahead in front of the NSS's.
 * Either is exact because the namespace's expression is emitted without the
 * characters no NSS can hold, those that may follow an NSS among them: within
 * an NSS it behaves as the namespace's own expression, and at the NSS's end
 * every terminal fails as at the end of the input, so it cannot read past it.
 * A grammar with check characters (@check) captures each reference to a
 * checked rule in a group of the joined expression, whose numbers the
 * embedding lists: one match gives the verdict and the texts to check.
 * Only where no reference sits in a repetition or a look-ahead, so that
 * a match holds every text the generated matcher would check; elsewhere such
 * a grammar does not join.
 */
import { includes, ruleAutomaton } from './automaton';
import { Analysis } from './analysis';
import { ApgGrammar, ApgRule, Op } from './apg';
import { caseless, has, intersects, Ranges, union, without } from './charset';
import type { CheckAlgorithm } from './meta';
import { charClass, grammarRegex, grammarRegexSlots, SLOT_CLOSE, SLOT_OPEN } from './regex';

export interface ProfileLayout {
  /** Offset of the NID: the start rule's fixed text before it ("urn:"). */
  nidStart: number;
  /** Characters that end the NID: it contains none of them, and one follows it. */
  nidEnd: Ranges;
  /** Length of the fixed text between the NID and the NSS (":"). */
  gap: number;
  /** Characters that end the NSS (it contains none of them), the end of the input aside. */
  nssEnd: Ranges;
  /** Where the NSS's expression begins and ends in the profile's (the source of its `pattern`). */
  nssCut: [number, number];
  /** A look-ahead for the end of the NSS. */
  nssEndAhead: string;
  /** A hash of the fields above and the expression: an embedding computed for another is not used with this one. */
  key: string;
}

export type Embedding = 'within' | 'intersect';

export interface LaidOutGrammar {
  grammar: ApgGrammar;
  meta: { profile: string; start: string; parts: string[] };
}

const ruleIndex = (rules: readonly ApgRule[], name: string): number => rules.find((r) => r.name === name)?.index ?? -1;

/** Every character a terminal reachable from `start` can match, look-aheads included. */
function reachableChars(rules: readonly ApgRule[], start: number): Ranges {
  const seen = new Set<number>();
  const sets: Ranges[] = [];
  const visit = (rule: number): void => {
    if (seen.has(rule)) return;
    seen.add(rule);
    for (const op of rules[rule].opcodes) {
      if (op.type === Op.TRG) sets.push([[op.min as number, op.max as number]]);
      else if (op.type === Op.TBS) sets.push((op.string ?? []).map((c) => [c, c] as const));
      else if (op.type === Op.TLS) sets.push(...(op.string ?? []).map(caseless));
      else if (op.type === Op.RNM) visit(op.index as number);
    }
  };
  visit(start);
  return union(...sets);
}

/** Whether `set` holds both cases of each ASCII letter in it. */
const caseClosed = (set: Ranges): boolean => set.every(([a, b]) => {
  for (let c = a; c <= b && c < 0x80; c += 1) if (/[A-Za-z]/.test(String.fromCharCode(c)) && !has(set, c ^ 0x20)) return false;
  return true;
});

/**
 * Whether every step of rule `start` that reads characters (a class, a
 * terminal) takes both cases of an ASCII letter or neither: then whether a
 * text matches does not depend on the case of its letters.
 */
function caseBlind(rules: readonly ApgRule[], analysis: Analysis, start: number): boolean {
  const seen = new Set<number>();
  const visit = (rule: number, index: number): boolean => {
    const set = analysis.charset(rule, index);
    if (set) return caseClosed(set);
    const op = rules[rule].opcodes[index];
    switch (op.type) {
      case Op.TRG:
        return caseClosed([[op.min as number, op.max as number]]);
      case Op.TBS:
        return caseClosed((op.string ?? []).map((c) => [c, c] as const));
      case Op.TLS:
        return true;
      case Op.ALT:
      case Op.CAT:
        return (op.children ?? []).every((c) => visit(rule, c));
      case Op.REP:
      case Op.AND:
      case Op.NOT:
        return visit(rule, index + 1);
      case Op.RNM: {
        const to = op.index as number;
        if (seen.has(to)) return true;
        seen.add(to);
        return visit(to, 0);
      }
      default:
        return false;
    }
  };
  return visit(start, 0);
}

/** References to `target` from anywhere in the grammar. */
const references = (rules: readonly ApgRule[], target: number): number => rules.reduce((n, r) => n + r.opcodes.filter((op) => op.type === Op.RNM && op.index === target).length, 0);

/** The fixed length of the text before `target` in (rule, index), through concatenations only; null if it varies. */
function offsetTo(rules: readonly ApgRule[], analysis: Analysis, rule: number, index: number, target: number, seen = new Set<number>()): number | null {
  const op = rules[rule].opcodes[index];
  if (op.type === Op.RNM) {
    const to = op.index as number;
    if (to === target) return 0;
    if (seen.has(to)) return null;
    seen.add(to);
    return offsetTo(rules, analysis, to, 0, target, seen);
  }
  if (op.type !== Op.CAT) return null;
  let offset = 0;
  for (const child of op.children ?? []) {
    const at = offsetTo(rules, analysis, rule, child, target, seen);
    if (at !== null) return offset + at;
    const fixed = analysis.sequence(rule, child);
    if (!fixed) return null;
    offset += fixed.length;
  }
  return null;
}

/** The fixed length of the text between `a` and `b` in the concatenation that names both; null if none does. */
function gapBetween(rules: readonly ApgRule[], analysis: Analysis, a: number, b: number): number | null {
  for (const rule of rules) {
    for (const op of rule.opcodes) {
      if (op.type !== Op.CAT) continue;
      const kids = op.children ?? [];
      const i = kids.findIndex((k) => rule.opcodes[k].type === Op.RNM && rule.opcodes[k].index === a);
      const j = kids.findIndex((k) => rule.opcodes[k].type === Op.RNM && rule.opcodes[k].index === b);
      if (i < 0 || j <= i) continue;
      let gap = 0;
      for (const k of kids.slice(i + 1, j)) {
        const fixed = analysis.sequence(rule.index, k);
        if (!fixed) return null;
        gap += fixed.length;
      }
      return gap;
    }
  }
  return null;
}

const layouts = new WeakMap<ApgGrammar, ProfileLayout | null>();
/**
 * Where the NID's expression sits in a profile's, when a namespace's NID may
 * stand for it (caseBlind, and no capture group in it to renumber); kept out
 * of the layout, which the core bundles carry.
 */
const nidCuts = new WeakMap<ApgGrammar, [number, number]>();

/** The layout of a profile grammar (@parts NID NSS ...), or null where its NID and NSS cannot be found so. */
export function profileLayout(profile: LaidOutGrammar): ProfileLayout | null {
  if (layouts.has(profile.grammar)) return layouts.get(profile.grammar) ?? null;
  const layout = computeLayout(profile);
  layouts.set(profile.grammar, layout);
  return layout;
}

function computeLayout({ grammar, meta }: LaidOutGrammar): ProfileLayout | null {
  const rules = grammar.rules;
  const [nid, nss] = meta.parts.slice(0, 2).map((name) => ruleIndex(rules, name));
  const start = ruleIndex(rules, meta.start);
  if (nid === undefined || nss === undefined || nid < 0 || nss < 0 || references(rules, nid) !== 1 || references(rules, nss) !== 1) return null;
  const cut = grammarRegexSlots(grammar, meta.start, { marked: new Set([nid, nss]) });
  const nidSlot = cut?.slots.get(nid);
  const nssSlot = cut?.slots.get(nss);
  if (!cut || !nidSlot || !nssSlot || nidSlot.count !== 1 || nssSlot.count !== 1 || nidSlot.nested || nssSlot.nested) return null;
  // The NID ends where a character that may follow it comes: it must hold none of them (likewise the NSS).
  if (nidSlot.follow.set.length === 0 || intersects(reachableChars(rules, nid), nidSlot.follow.set) || intersects(reachableChars(rules, nss), nssSlot.follow.set)) return null;
  const analysis = new Analysis(rules, new Set());
  const nidStart = offsetTo(rules, analysis, start, 0, nid);
  const gap = gapBetween(rules, analysis, nid, nss);
  if (nidStart === null || gap === null) return null;
  // The NID's brackets come first, then the NSS's.
  const [head, nidText, between, nssText, after, ...rest] = cut.source.split(/[\u0001\u0002]/);
  if (rest.length || after === undefined || cut.source.replace(/[^\u0001\u0002]/g, '') !== SLOT_OPEN + SLOT_CLOSE + SLOT_OPEN + SLOT_CLOSE) return null;
  const nssEnd = nssSlot.follow.set;
  const at = head.length + nidText.length + between.length;
  if (caseBlind(rules, analysis, nid) && !/\((?!\?[:=!])/.test(nidText)) nidCuts.set(grammar, [head.length, head.length + nidText.length]);
  const fields = {
    nidStart,
    nidEnd: nidSlot.follow.set,
    gap,
    nssEnd,
    nssCut: [at, at + nssText.length] as [number, number],
    nssEndAhead: nssEnd.length ? `(?=${charClass(nssEnd)}|$)` : '$',
  };
  return { ...fields, key: fnv1a(JSON.stringify(fields) + head + nidText + between + nssText + after) };
}

function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

const profileRegexes = new WeakMap<ApgGrammar, string>();

/** A profile's own expression, emitted once however many namespaces join it. */
function profileRegex(profile: LaidOutGrammar): string {
  let source = profileRegexes.get(profile.grammar);
  if (source === undefined) profileRegexes.set(profile.grammar, (source = grammarRegex(profile.grammar, profile.meta.start) ?? ''));
  return source;
}

/** Whether an expression is free of look-aheads and atomic groups: then it matches its regular reading exactly. */
const plain = (source: string): boolean => !/\(\?[=!]|\\k</.test(source);

/** How a namespace grammar joins a profile's expression, and its own expression for that (unanchored). */
export interface NamespaceEmbedding {
  how: Embedding;
  source: string;
  /** The key of the profile layout it was computed for. */
  layout: string;
  /** With @check: the groups of the joined expression that capture a checked rule, each with the check on its text. */
  checks?: [number, CheckAlgorithm][];
  /**
   * Where the profile's expression for the NID begins and ends, when the NID
   * rule decides alike whatever the case of a NID's letters: a NID it accepts
   * may then be written in its place, any case of its letters (src/namespaces/embedded.ts).
   */
  nid?: [number, number];
}

/** A namespace grammar: its start rule and its @check pragmas. */
export interface NamespaceRules {
  grammar: ApgGrammar;
  start: string;
  checks?: readonly { algorithm: CheckAlgorithm; rule: string }[];
}

/** The names of an expression's capture groups in order (null for one without a name). */
function groupNames(source: string): (string | null)[] {
  const names: (string | null)[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === '\\') i += 1;
    else if (c === '[') while (i + 1 < source.length && source[i + 1] !== ']') i += source[i + 1] === '\\' ? 2 : 1;
    else if (c === '(' && source[i + 1] !== '?') names.push(null);
    else if (c === '(' && source.startsWith('?<', i + 1) && !'=!'.includes(source[i + 3])) names.push(source.slice(i + 3, source.indexOf('>', i)));
  }
  return names;
}

/**
 * The namespace's expression with a group around each reference to a checked
 * rule, and those groups' numbers in the joined expression (`before` is the
 * profile's expression in front of the NSS); null where the checks cannot be
 * read from one match (see the header).
 */
function checkedExpression(ns: NamespaceRules, exclude: Ranges, before: string): { source: string; checks: [number, CheckAlgorithm][] } | null {
  const rules = ns.grammar.rules;
  const analysis = new Analysis(rules, new Set());
  const checked = new Set(ns.checks?.map((c) => ruleIndex(rules, c.rule)));
  // A class or a fixed sequence merges into the expression that holds it: no group of its own.
  if ([...checked].some((r) => r < 0 || analysis.charset(r, 0) !== null || analysis.sequence(r, 0) !== null)) return null;
  const start = ruleIndex(rules, ns.start);
  const cut = grammarRegexSlots(ns.grammar, ns.start, { exclude, tables: true, groupPrefix: 'n', captured: checked });
  if (!cut || cut.captures.some((c) => c.guarded)) return null;
  // Every checked rule has a group: the start rule's is the whole NSS (group nk0).
  if ([...checked].some((r) => r !== start && !cut.captures.some((c) => c.rule === r))) return null;
  const named = checked.has(start) ? `(?<nk0>${cut.source.slice(1, -1)})` : cut.source.slice(1, -1);
  const captures = [{ rule: start }, ...cut.captures];
  const offset = groupNames(before).length + 1;
  const names = groupNames(named);
  const checks: [number, CheckAlgorithm][] = [];
  for (const check of ns.checks ?? []) {
    captures.forEach((c, i) => {
      const at = names.indexOf(`nk${i}`);
      if (c.rule === ruleIndex(rules, check.rule) && at >= 0) checks.push([offset + at, check.algorithm]);
    });
  }
  // Its groups by number: a match of an expression without names makes no object of them (exec reads one per URN).
  const source = named.replace(/\(\?<(\w+)>|\\k<(\w+)>/g, (_, group?: string, reference?: string) => (group ? '(' : `(?:\\${offset + names.indexOf(reference as string)})`));
  return { source, checks };
}

/**
 * How namespace grammar `ns` joins `profile`'s expression; null where it
 * cannot. Its expression leaves out the characters that end the NSS (an NSS
 * holds none of them), so that it cannot read past the NSS.
 */
export function namespaceEmbedding(profile: LaidOutGrammar, ns: NamespaceRules): NamespaceEmbedding | null {
  const layout = profileLayout(profile);
  const start = ruleIndex(ns.grammar.rules, ns.start);
  if (!layout || start < 0) return null;
  const nssRule = ruleIndex(profile.grammar.rules, profile.meta.parts[1]);
  // Every character an NSS cannot hold, those that may follow it among them (the layout has checked that).
  const exclude = without([[0, 0x10ffff]], reachableChars(profile.grammar.rules, nssRule));
  const anchored = grammarRegex(ns.grammar, ns.start, { exclude, tables: true, groupPrefix: 'n' });
  if (anchored === null) return null;
  const checked = ns.checks?.length ? checkedExpression(ns, exclude, profileRegex(profile).slice(0, layout.nssCut[0])) : null;
  // Check characters not read from one match leave the namespace to isValid's general path.
  if (ns.checks?.length && !checked) return null;
  const source = checked?.source ?? anchored.slice(1, -1);
  const nssExpression = profileRegex(profile).slice(...layout.nssCut);
  const nss = plain(nssExpression) ? ruleAutomaton(profile.grammar.rules, nssRule, 'exact') : null;
  const own = nss && ruleAutomaton(ns.grammar.rules, start, 'superset', exclude);
  const how = nss && own && includes(nss, own) ? 'within' : 'intersect';
  const nid = nidCuts.get(profile.grammar);
  return { how, source, layout: layout.key, ...(checked && { checks: checked.checks }), ...(nid && { nid }) };
}

/** The embeddings of `ns` in each profile, by profile name (profiles it cannot join are left out). */
export function namespaceEmbeddings(profiles: readonly LaidOutGrammar[], ns: NamespaceRules): Record<string, NamespaceEmbedding> {
  const out: Record<string, NamespaceEmbedding> = {};
  for (const p of profiles) {
    const e = namespaceEmbedding(p, ns);
    if (e) out[p.meta.profile] = e;
  }
  return out;
}
