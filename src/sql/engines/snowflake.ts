/*
 * Snowflake: POSIX extended regular expressions, REGEXP_LIKE anchored at both
 * ends (the pattern anchors itself too). Its single-quoted strings take
 * backslash escapes. Its JavaScript UDFs take no library file, so urnkit's
 * UDF bundle goes into the function's body, evaluated once per process.
 */
import { backslashed, doubledQuotes, printablePattern } from '../names';
import { NO_UDF, tryParseCall, udfProfile } from '../udf';
import { ScriptRequest, SqlEngine, SqlScriptError, UdfColumns } from '../types';

const literal = (text: string): string => backslashed(printablePattern('Snowflake', text), "'");

function udf(request: ScriptRequest): UdfColumns | undefined {
  const profile = udfProfile(request);
  if (profile === undefined) return undefined;
  const bundle = request.udfBundle;
  if (bundle === undefined) throw new SqlScriptError("Snowflake: the script carries urnkit's UDF bundle (dist/urnkit.udf.js), which was not found");
  if (bundle.includes('$$')) throw new SqlScriptError('Snowflake: the UDF bundle holds "$$", which would end the function\'s body');
  const body = [
    'if (globalThis.urnkit === undefined) {',
    bundle.trimEnd(),
    'globalThis.urnkit = urnkit;',
    '}',
    `return URN === undefined || URN === null ? null : globalThis.${tryParseCall('URN', profile)};`,
  ].join('\n');
  return {
    definition: {
      comments: ["urnkit_check(urn): urnkit's verdict of a value, from urnkit's UDF bundle (dist/urnkit.udf.js), which the function's body carries."],
      sql: `CREATE OR REPLACE TEMPORARY FUNCTION urnkit_check(URN STRING) RETURNS VARIANT LANGUAGE JAVASCRIPT\nAS $$\n${body}\n$$`,
    },
    call: (subject) => `urnkit_check(${subject})`,
    code: (result) => `${result}:error.code::STRING`,
    hint: (result) => `${result}:error.hint::STRING`,
  };
}

export const snowflake: SqlEngine = {
  name: 'snowflake',
  title: 'Snowflake',
  dialect: 'posix',
  matcher: 'REGEXP_LIKE reads POSIX extended regular expressions, anchored at both ends',
  absent: 'what REGEXP_SUBSTR gives for a group that took no part',
  identifier: (name) => doubledQuotes(name, '"'),
  literal,
  matches: (subject, pattern) => `REGEXP_LIKE(${subject}, ${literal(pattern)})`,
  // 'c': case-sensitive; 'e': the group's text.
  parts: { each: (subject, pattern, group) => `REGEXP_SUBSTR(${subject}, ${literal(pattern)}, 1, 1, 'ce', ${group.number})` },
  notes: (request) => [
    'Names are quoted, so they are read as written: a table created without quotes as records is RECORDS.',
    ...(udfProfile(request) ? [] : [`${NO_UDF}.`]),
  ],
  udf,
};
