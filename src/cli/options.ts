/* Options more than one command takes. */
import { Option } from 'commander';
import { PROFILES } from '../types';

export function profileOption(): Option {
  return new Option('-p, --profile <profile>', 'spec revision').choices([...PROFILES]).default('rfc8141');
}

export function namespacesFlag(): Option {
  return new Option('--namespaces', "apply the namespace grammars (the NSS must match its NID's registration) and IANA's registry").default(false);
}
