/*
 * Ranges that say something other than what they are named for: a rule
 * whose name says lower-case letters and whose range is the capitals (RFC
 * 9039 prints LALPHA = %x41-5A), and a template's own copy of a standard
 * rule (DIGIT, unreserved, ...) that differs from the standard's.
 */
import { compileGrammarText } from '../../compile/abnf';
import { accepts, Nfa } from '../../compile/automaton';
import { quoted } from '../../compile/printable';
import type { TextRule } from './grammar';
import type { WorkBudget } from '../../compile/subsets';
import { Automata, automatonOf, separating } from './language';
import { supply, suppliedRule } from './supplied';
import type { RegistrationFinding } from './types';

const LOWER_NAME = /^(l|lc|lo|low|lower|lowercase|small)-?(alpha|letters?)$/i;
const UPPER_NAME = /^(u|uc|up|upper|uppercase|cap|caps|capital)-?(alpha|letters?)$/i;

const letters = (from: number): string[] => Array.from({ length: 26 }, (_, i) => String.fromCharCode(from + i));

/** The standard rule of that name alone, as an automaton. */
function standardAutomaton(name: string): Nfa | null {
  const { text } = supply([name], new Set());
  const compiled = compileGrammarText([{ name: 'supplied.abnf', text: `; @namespace supplied\n; @source supplied\n; @start ${name}\n${text}` }]);
  const rules = compiled.grammar.rules;
  return automatonOf(rules, rules.findIndex((r) => r.lower === name.toLowerCase()));
}

const shown = (s: string): string => (s === '' ? 'the empty string' : quoted(s));

export function rangeFindings(automaton: Automata, own: readonly TextRule[], budget: WorkBudget): RegistrationFinding[] {
  const out: RegistrationFinding[] = [];
  const seen = new Set<string>();
  for (const r of own) {
    const lower = r.name.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    const lowerName = LOWER_NAME.test(r.name);
    const upperName = UPPER_NAME.test(r.name);
    const standard = suppliedRule(r.name);
    if (!lowerName && !upperName && !standard) continue;
    const nfa = automaton(r.name);
    if (!nfa) continue;
    const at = { line: r.line, column: r.column };
    if (lowerName || upperName) {
      const small = letters(0x61).filter((c) => accepts(nfa, c));
      const capital = letters(0x41).filter((c) => accepts(nfa, c));
      if (lowerName && capital.length && !small.length) {
        out.push({ code: 'abnf-suspect-range', severity: 'warning', ...at, message: `rule ${r.name} is named for lower-case letters but matches only capitals (${capital[0]}-${capital[capital.length - 1]}), no lower-case letter: a range typed in the wrong case?` });
      } else if (upperName && small.length && !capital.length) {
        out.push({ code: 'abnf-suspect-range', severity: 'warning', ...at, message: `rule ${r.name} is named for capital letters but matches only lower-case ones (${small[0]}-${small[small.length - 1]}), no capital: a range typed in the wrong case?` });
      }
    }
    if (standard) {
      const theirs = standardAutomaton(standard.name);
      const d = theirs && separating(nfa, theirs, budget);
      if (d && (d.onlyA !== null || d.onlyB !== null)) {
        const diff = d.onlyA !== null ? `it accepts ${shown(d.onlyA)}, which the standard rule rejects` : `it rejects ${shown(d.onlyB as string)}, which the standard rule accepts`;
        out.push({ code: 'abnf-suspect-range', severity: 'warning', ...at, message: `rule ${r.name} differs from ${standard.name} of ${standard.section}: ${diff}` });
      }
    }
  }
  return out;
}
