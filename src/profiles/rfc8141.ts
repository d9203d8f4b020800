/* RFC 8141 (2017): grammar/rfc8141.abnf plus the rules of its prose. */
import { Rfc8141UrnObject } from '../urn';
import { rComponentUsedRule } from './components';
import { nidRegistrationRule, NidRegistrationRules } from './nid-registration';
import { Profile, Rule } from './profile';

/** RFC 8141's NID rules: s.5.1 (formal NIDs, "X-" among them) and s.5.2 (informal "urn-<number>", no leading zero). */
export const RFC8141_NID_RULES: NidRegistrationRules = { formal: 'RFC 8141 s.5.1', informal: 'RFC 8141 s.5.2', experimental: 'RFC 8141 s.5.1', noLeadingZero: true };

export const rfc8141: Profile<'rfc8141'> = {
  name: 'rfc8141',
  title: 'RFC 8141',
  syntaxCodes: {
    'assigned-name': 'invalid-scheme',
    NID: 'invalid-nid',
    NSS: 'invalid-nss',
    'pct-encoded': 'invalid-percent-encoding',
    'r-component': 'invalid-r-component',
    'q-component': 'invalid-q-component',
    'f-component': 'invalid-f-component',
  },
  parts: ['NID', 'NSS', 'r-component', 'q-component', 'f-component'],
  create: (input, c) => new Rfc8141UrnObject(input, c),
  rules: [
    // s.5.1 (formal NIDs, "X-" among them) and s.5.2 (informal "urn-<number>", no leading zero).
    nidRegistrationRule(RFC8141_NID_RULES),
    rComponentUsedRule('RFC 8141 s.2.3.1', { field: 'rComponent', delimiter: '?+' }) as Rule<'rfc8141'>,
  ],
};
