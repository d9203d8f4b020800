/* The profile's rule table, run over a matched Urn: the MUST (error) and SHOULD (warning) rules beyond the grammar. */
import type { Found } from '../diagnostics/finding';
import type { Profile } from '../profiles/profile';
import type { AnyUrn, RevisionName } from '../types';

/** `r` is a resolution (./resolve), of which the rules need only the profile. */
export function runRules(r: { readonly profile: Profile<RevisionName> }, urn: AnyUrn, input: string, errorsOnly: boolean): Found[] | undefined {
  let found: Found[] | undefined;
  for (const rule of r.profile.rules) {
    if (errorsOnly && rule.severity === 'warning') continue;
    const finding = rule.check(urn as never, input);
    if (!finding) continue;
    const d = Object.freeze({ code: rule.code, severity: rule.severity, offset: finding.offset, message: finding.message, section: finding.section ?? rule.section });
    (found ??= []).push({ d, expected: rule.expected, found: finding.found });
  }
  return found;
}

/** The codes of the findings runRules would give (warnings and errors), joined by `sep`, without making their Diagnostics. */
export function ruleCodes(r: { readonly profile: Profile<RevisionName> }, urn: AnyUrn, input: string, sep: string): string {
  let codes = '';
  for (const rule of r.profile.rules) if (rule.check(urn as never, input)) codes += codes ? `${sep}${rule.code}` : rule.code;
  return codes;
}
