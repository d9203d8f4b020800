/*
 * BigQuery: RE2, REGEXP_CONTAINS searching the value. Its string literals and
 * quoted names take backslash escapes. REGEXP_EXTRACT takes a pattern of one
 * capturing group: each part gets the --parts pattern with the others made
 * non-capturing. urnkit's UDF bundle, loaded from Cloud Storage, adds the
 * error code and hint.
 */
import { onlyGroup } from '../groups';
import { backslashed, printablePattern, printableText } from '../names';
import { NO_UDF, tryParseCall, udfProfile } from '../udf';
import type { ScriptRequest, SqlEngine, UdfColumns } from '../types';

/** Where the script loads the bundle from when --udf-library is not given: to replace. */
export const UDF_PLACEHOLDER = 'gs://YOUR-BUCKET/urnkit.udf.js';

const literal = (text: string): string => backslashed(printablePattern('BigQuery', text), "'");

function udf(request: ScriptRequest): UdfColumns | undefined {
  const profile = udfProfile(request);
  if (profile === undefined) return undefined;
  const library = request.udfLibrary ?? UDF_PLACEHOLDER;
  return {
    definition: {
      comments: [
        "urnkit_check(urn): urnkit's verdict of a value as JSON, from urnkit's UDF bundle (dist/urnkit.udf.js in the urnkit package),",
        `loaded from Cloud Storage: gsutil cp node_modules/urnkit/dist/urnkit.udf.js ${library === UDF_PLACEHOLDER ? 'gs://YOUR-BUCKET/ (and replace the path below, or give it to urnkit sql --udf-library)' : library}`,
      ],
      sql: `CREATE TEMP FUNCTION urnkit_check(urn STRING) RETURNS STRING LANGUAGE js\nOPTIONS (library = [${backslashed(printableText('BigQuery', 'the UDF library address (--udf-library)', library), "'")}])\nAS r"""\n  return urn === null ? null : JSON.stringify(${tryParseCall('urn', profile)});\n"""`,
    },
    call: (subject) => `urnkit_check(${subject})`,
    code: (result) => `JSON_VALUE(${result}, '$.error.code')`,
    hint: (result) => `JSON_VALUE(${result}, '$.error.hint')`,
  };
}

export const bigquery: SqlEngine = {
  name: 'bigquery',
  title: 'BigQuery',
  dialect: 're2',
  matcher: 'REGEXP_CONTAINS runs RE2, searching the value',
  absent: 'NULL, or an empty string: what REGEXP_EXTRACT gives for a group that took no part (not run here)',
  identifier: (name) => backslashed(name, '`'),
  literal,
  matches: (subject, pattern) => `REGEXP_CONTAINS(${subject}, ${literal(pattern)})`,
  parts: { each: (subject, pattern, group) => `REGEXP_EXTRACT(${subject}, ${literal(onlyGroup(pattern, 're2', group.number))})` },
  notes: (request) => (udfProfile(request) ? [] : [`${NO_UDF}.`]),
  udf,
};
