/*
 * The rules a template may name without defining: RFC 5234's core rules and
 * RFC 3986's (grammar/core.abnf and grammar/registration/supplied.abnf, as the
 * build copies them into generated/). Each is supplied only where a template
 * uses it and does not define it, with the rules it needs in turn.
 */
import suppliedAbnf from '../../../generated/supplied-abnf.js';
import { CORE_ABNF } from '../namespace-text';
import { findRules, FoundRule, PROSE_RULE, withoutComment } from './abnf-text';
import type { SuppliedRule } from './types';

const SUPPLIED_ABNF: string = suppliedAbnf;

interface PoolRule {
  name: string;
  section: string;
  text: string;
  refs: string[];
}

let pool: Map<string, PoolRule> | undefined;

/** The rules of both files by lower-case name, each with its section and text. */
function rules(): Map<string, PoolRule> {
  if (pool) return pool;
  pool = new Map();
  for (const file of [CORE_ABNF, SUPPLIED_ABNF]) {
    const lines = file.split('\n').map((text, i) => ({ text, line: i + 1 }));
    const sectionAt: string[] = [];
    let section = '';
    lines.forEach((l, i) => {
      const m = /^;\s*@section\s+(.*)$/.exec(l.text);
      if (m) section = m[1].trim();
      sectionAt[i] = section;
    });
    for (const r of findRules(lines, 0, lines.length, () => true) as FoundRule[]) {
      const text = lines
        .slice(r.first, r.first + r.count)
        .map((l) => withoutComment(l.text).trimEnd())
        .join('\n');
      pool.set(r.name.toLowerCase(), { name: r.name, section: sectionAt[r.first], text, refs: r.refs.map((m) => m.name.toLowerCase()) });
    }
  }
  return pool;
}

/** Whether urnkit supplies a rule of this name (any case). */
export const isSupplied = (name: string): boolean => rules().has(name.toLowerCase());

/** A supplied rule's definition as text, for comparing a template's own rule of the same name. */
export const suppliedRule = (name: string): { name: string; section: string; text: string } | undefined => rules().get(name.toLowerCase());

/**
 * The supplied rules `names` need (those not `defined`), with what they
 * need in turn: the text of a grammar file of them, and the list to show
 * (urnkit's own stand-in for prose values is not listed).
 */
export function supply(names: Iterable<string>, defined: ReadonlySet<string>): { text: string; listed: SuppliedRule[] } {
  const all = rules();
  const taken: PoolRule[] = [];
  const seen = new Set<string>();
  const visit = (lower: string): void => {
    if (seen.has(lower) || defined.has(lower)) return;
    seen.add(lower);
    const r = all.get(lower);
    if (!r) return;
    taken.push(r);
    r.refs.forEach(visit);
  };
  for (const n of names) visit(n.toLowerCase());
  const text = taken.map((r) => `; @section ${r.section}\n${r.text}\n`).join('');
  return { text, listed: taken.filter((r) => r.name !== PROSE_RULE).map((r) => ({ name: r.name, source: r.section })) };
}
