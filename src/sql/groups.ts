/*
 * The groups of a pattern of toPattern, read as its dialect reads them: which
 * "(" opens a capturing group, with its number and name, skipping escapes and
 * bracket expressions. BigQuery's REGEXP_EXTRACT takes a pattern of one
 * capturing group, so each part gets the --parts pattern with the other
 * groups made non-capturing.
 */
export type GroupDialect = 're2' | 'java' | 'pcre' | 'postgres' | 'posix';

/** A capturing group: where its "(" is, how long its opening is ("(", "(?P<nid>", ...), its number and name. */
interface Opening {
  at: number;
  length: number;
  number: number;
  name?: string;
}

/** Named-group openings: RE2's (?P<name>, Java's, ICU's and PCRE's (?<name> (not a look-behind (?<= or (?<!); PCRE takes (?P<name> too. */
const NAMED = /^\(\?P?<([A-Za-z][A-Za-z0-9]*)>/;

function openings(pattern: string, dialect: GroupDialect): Opening[] {
  const out: Opening[] = [];
  // POSIX bracket expressions take a backslash as itself; everywhere else it escapes the next character.
  const posix = dialect === 'posix';
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\' && !(posix && inClass)) {
      i += 1;
      continue;
    }
    if (inClass) {
      // [:alpha:], [.x.] and [=x=] hold a "]" of their own.
      if (c === '[' && ':.='.includes(pattern[i + 1] ?? '-')) {
        const end = pattern.indexOf(`${pattern[i + 1]}]`, i + 2);
        i = end < 0 ? pattern.length : end + 1;
      } else if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      if (pattern[i + 1] === '^') i += 1;
      // A "]" first in the class is one of its characters.
      if (pattern[i + 1] === ']') i += 1;
      continue;
    }
    if (c !== '(') continue;
    if (posix || pattern[i + 1] !== '?') out.push({ at: i, length: 1, number: out.length + 1 });
    else {
      const named = NAMED.exec(pattern.slice(i, i + 80));
      if (named && (dialect === 'java' ? !named[0].startsWith('(?P') : true)) out.push({ at: i, length: named[0].length, number: out.length + 1, name: named[1] });
    }
  }
  return out;
}

/** The capturing groups of `pattern` in order: number (1-based) and name where the dialect names them. */
export function captureGroups(pattern: string, dialect: GroupDialect): { number: number; name?: string }[] {
  return openings(pattern, dialect).map(({ number, name }) => (name === undefined ? { number } : { number, name }));
}

/** `pattern` with every capturing group but number `keep` made non-capturing (not for POSIX, which has no such group). */
export function onlyGroup(pattern: string, dialect: Exclude<GroupDialect, 'posix'>, keep: number): string {
  let out = '';
  let from = 0;
  for (const o of openings(pattern, dialect)) {
    if (o.number === keep) continue;
    out += `${pattern.slice(from, o.at)}(?:`;
    from = o.at + o.length;
  }
  return out + pattern.slice(from);
}

/** `pattern` with each apostrophe outside an escape written \x27 (Java, RE2): for a string literal that cannot hold one. */
export function withoutApostrophes(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      out += next === "'" ? '\\x27' : c + next;
      i += 1;
    } else out += c === "'" ? '\\x27' : c;
  }
  return out;
}
