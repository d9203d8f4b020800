/*
 * The script `urnkit sql` prints for one engine: a header of comments, the
 * engine's statements before the queries (PostgreSQL's domain, the UDF), a
 * query of each value's verdict and parts on a sample of the table, and last
 * the rows whose value is not a valid URN. Statements end with ";" and a line
 * end; comments are "--" lines.
 */
import { escapeText } from '../diagnostics/excerpt';
import { VERSION } from '../version';
import { checkedName } from './names';
import { ScriptRequest, SqlEngine, SqlScriptError, Statement } from './types';

/** Rows of the sample the parts query shows. */
const SAMPLE_ROWS = 100;

/** Text on one comment line: white space (a line end among it) made one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function header(engine: SqlEngine, request: ScriptRequest): string[] {
  const { profile, patterns } = request;
  const { namespace } = patterns;
  return [
    `urnkit ${VERSION}: URN checks for ${engine.title} under ${profile}${namespace === undefined ? '' : `, namespace ${namespace}`}.`,
    `Written by ${request.command}.`,
    `The patterns are urnkit's ${engine.dialect} patterns, derived from the grammar: ${engine.matcher}, and each anchors itself, so a match means the value is valid.`,
    `They check ${oneLine(patterns.checks)}; they leave out ${oneLine(patterns.leavesOut)}.`,
    ...(engine.notes?.(request) ?? []),
  ];
}

/**
 * The names the queries give what they compute. The user's column is read
 * once, in the innermost query, as VALUE: every later name is the script's
 * own, so no column of the user's (one named urn_valid, say) can be confused
 * with one of them, in an engine whose aliases are visible in their whole
 * SELECT (ClickHouse) or in one that calls two equal names ambiguous.
 */
const VALUE = 'urn_value';
const VALID = 'urn_valid';
const GROUPS = 'urn_groups';
const RESULT = 'urnkit_result';

/**
 * The query of each value's verdict and parts, on a sample of the table: the
 * value read in the innermost query, the verdict made once per row in the
 * next (with every group at once where the engine gives them so), each part
 * read from it where the value is valid.
 */
function partsQuery(engine: SqlEngine, request: ScriptRequest, table: string, column: string): Statement {
  const parts = request.patterns.parts;
  const checked = [VALUE, `${engine.matches(VALUE, request.patterns.valid)} AS ${VALID}`];
  const outer = [VALUE, VALID];
  if (parts) {
    const reader = engine.parts;
    if ('all' in reader) checked.push(`${reader.all(VALUE, parts.pattern, parts.groups)} AS ${GROUPS}`);
    for (const g of parts.groups) {
      const part = 'all' in reader ? reader.one(GROUPS, g) : reader.each(VALUE, parts.pattern, g);
      outer.push(`CASE WHEN ${VALID} THEN ${part} END AS urn_${g.part}`);
    }
  }
  return {
    comments: [
      `Each value's verdict${parts ? ' and parts' : ''}, on ${SAMPLE_ROWS} rows: the expressions to reuse.${parts ? ` A part that is absent reads as ${engine.absent}.` : ` No parts: ${oneLine(request.patterns.noParts ?? '')}.`}`,
    ],
    sql: `SELECT ${outer.join(',\n  ')}\nFROM (SELECT ${checked.join(', ')}\n  FROM (SELECT ${column} AS ${VALUE} FROM ${table} LIMIT ${SAMPLE_ROWS}) AS sample) AS checked`,
  };
}

/** The last query: the rows whose value is not a valid URN, with the UDF's error code and hint where there is one. */
function invalidQuery(engine: SqlEngine, request: ScriptRequest, table: string, column: string, udf: ReturnType<NonNullable<SqlEngine['udf']>>): Statement {
  const where = `WHERE ${column} IS NOT NULL AND NOT ${engine.matches(column, request.patterns.valid)}`;
  const what = `The rows whose value is not a valid URN under ${request.profile} (NULLs are not listed)`;
  if (!udf) return { comments: [`${what}.`], sql: `SELECT ${column}\nFROM ${table}\n${where}` };
  return {
    comments: [`${what}, as ${VALUE}, with urnkit's error code and hint.`],
    sql: `SELECT ${VALUE}, ${udf.code(RESULT)} AS error_code, ${udf.hint(RESULT)} AS hint\nFROM (SELECT ${column} AS ${VALUE}, ${udf.call(column)} AS ${RESULT} FROM ${table} ${where}) AS invalid`,
  };
}

const statementText = (s: Statement): string => `${s.comments.map((c) => `-- ${c}\n`).join('')}${s.sql};\n`;

/** The script for `engine` (./engines/): statements separated by ";" and a line end, comments as "--" lines. */
export function sqlScript(engine: SqlEngine, request: ScriptRequest): string {
  const empty = request.table.indexOf('');
  if (request.table.length > 1 && empty >= 0) {
    throw new SqlScriptError(`the table name "${escapeText(request.table.join('.'))}" has an empty part, part ${empty + 1} of ${request.table.length} (dots separate catalog, schema and table)`);
  }
  const table = request.table.map((part) => engine.identifier(checkedName('table', part))).join('.');
  const column = engine.identifier(checkedName('column', request.column));
  const udf = engine.udf?.(request);
  const statements: Statement[] = [
    ...(engine.prelude?.(request) ?? []),
    ...(udf ? [udf.definition] : []),
    partsQuery(engine, request, table, column),
    invalidQuery(engine, request, table, column, udf),
  ];
  return `${header(engine, request).map((c) => `-- ${c}\n`).join('')}\n${statements.map(statementText).join('\n')}`;
}
