/*
 * The start rule of a namespace grammar that names none: a grammar written
 * for another ABNF tool often has no "; @start" pragma, and apg-js and the
 * RFC 5234 tools start at the first rule. A rule named for the NSS (RFC 8141
 * s.2: "nss", or the registrations' "<nid>-nss") is the start where there is
 * one; otherwise the first rule is, as those tools take it.
 */
import { pragmaOf, ruleDefined } from './abnf';

/** The rule taken, as the grammar spells it, and why it was. */
export interface ImpliedStart {
  rule: string;
  /** 'nss': the rule named nss or <nid>-nss; 'first': the first rule the file defines. */
  reason: 'nss' | 'first';
}

/** The start rule a namespace grammar without "; @start" implies; undefined where it has the pragma, is no namespace grammar or defines no rule. */
export function impliedStart(text: string): ImpliedStart | undefined {
  let nid: string | undefined;
  const rules: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const pragma = pragmaOf(line);
    if (pragma?.[0] === 'start') return undefined;
    if (pragma?.[0] === 'namespace') nid = pragma[1].toLowerCase();
    const name = ruleDefined(line);
    if (name !== undefined) rules.push(name);
  }
  if (nid === undefined || !rules.length) return undefined;
  const nss = rules.find((r) => r.toLowerCase() === 'nss') ?? rules.find((r) => r.toLowerCase() === `${nid}-nss`);
  return nss === undefined ? { rule: rules[0], reason: 'first' } : { rule: nss, reason: 'nss' };
}
