/*
 * A pattern as a string literal of the program it is pasted into (`urnkit pattern --literal`): one
 * module per host, each escaping by the host's documented rules, and one host per `urnkit sql`
 * engine (sql-<engine>), whose literal is the one its scripts write (src/sql/engines/).
 */
import { ENGINES } from '../../sql/engines/index';
import { javaLiteral } from './java';
import { jsLiteral } from './js';
import { jsonLiteral } from './json';
import { pythonLiteral } from './python';
import { shellWord } from './shell';
import { xmlAttribute } from './xml';

const HOSTS: ReadonlyArray<readonly [string, (text: string) => string]> = [
  ['java', javaLiteral],
  ['python', pythonLiteral],
  ['js', jsLiteral],
  ['json', jsonLiteral],
  ['xml', xmlAttribute],
  ['shell', shellWord],
  ...ENGINES.map((e) => [`sql-${e.name}`, (text: string) => e.literal(text)] as const),
];

/** The hosts `--literal` takes, in order. */
export const LITERAL_HOSTS: readonly string[] = HOSTS.map(([name]) => name);

/** `text` as a string literal of `host` (one of LITERAL_HOSTS); undefined for another host. */
export function literalFor(host: string, text: string): string | undefined {
  return HOSTS.find(([name]) => name === host)?.[1](text);
}
