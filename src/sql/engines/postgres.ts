/*
 * PostgreSQL: its advanced regular expressions (~). The pattern is
 * dollar-quoted, which no setting (standard_conforming_strings) reads
 * otherwise, and matched under the C collation, so that no database
 * collation (a nondeterministic one refuses ~) changes what it matches.
 */
import { doubledQuotes, printablePattern } from '../names';
import type { ScriptRequest, SqlEngine, Statement } from '../types';

/** `text` dollar-quoted with a tag that does not occur in it. */
function dollarQuoted(text: string): string {
  let tag = 're';
  for (let n = 1; text.includes(`$${tag}$`); n += 1) tag = `re${n}`;
  return `$${tag}$${text}$${tag}$`;
}

/** The domain's name: urn_<profile>, or urn_<nid>_<profile>, as a plain lower-case identifier. */
const domainName = ({ patterns, profile }: ScriptRequest): string => `urn_${patterns.namespace === undefined ? '' : `${patterns.namespace}_`}${profile}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');

const c = (subject: string): string => `${subject} COLLATE "C"`;

export const postgres: SqlEngine = {
  name: 'postgres',
  title: 'PostgreSQL',
  dialect: 'postgres',
  matcher: "~ runs as PostgreSQL's advanced regular expressions, searching the value (under the C collation here)",
  absent: 'NULL',
  identifier: (name) => doubledQuotes(name, '"'),
  literal: (pattern) => dollarQuoted(printablePattern('PostgreSQL', pattern)),
  matches: (subject, pattern) => `${c(subject)} ~ ${postgres.literal(pattern)}`,
  parts: { all: (subject, pattern) => `regexp_match(${c(subject)}, ${postgres.literal(pattern)})`, one: (all, group) => `${all}[${group.number}]` },
  prelude: (request): Statement[] => [
    {
      comments: [
        `A domain of the URNs valid under ${request.profile}, for columns: CREATE TABLE t (urn ${domainName(request)}), or ALTER TABLE t ALTER COLUMN urn TYPE ${domainName(request)}.`,
        `It fails where the domain exists already (DROP DOMAIN ${domainName(request)} first to replace it).`,
      ],
      sql: `CREATE DOMAIN ${domainName(request)} AS text CHECK (${postgres.matches('VALUE', request.patterns.valid)})`,
    },
  ],
};
