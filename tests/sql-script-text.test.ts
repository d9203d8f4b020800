/*
 * The text of `urnkit sql`'s scripts, in process (the engines run them in tests/sql-scripts.test.ts,
 * tests/postgres.test.ts and others, outside the mutation suite): each engine's statements as
 * docs/sql.md shows them (PostgreSQL's domain and dollar quotes, the UDFs of BigQuery and
 * Snowflake, each engine's part extraction), the script's patterns and groups as toPattern's
 * documented result gives them, and the table paths it refuses.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { runInNewContext } from 'vm';
import { toPattern } from '../src/entries/patterns';
import { engineNamed } from '../src/sql/engines/index';
import { scriptPatterns } from '../src/sql/patterns';
import { sqlScript } from '../src/sql/script';
import { ScriptRequest, SqlEngine, SqlScriptError } from '../src/sql/types';
import type { RevisionName } from '../src/types';
import type * as Engines from '../src/sql/engines/index';
import type * as Names from '../src/sql/names';
import type * as Script from '../src/sql/script';
import type * as Types from '../src/sql/types';
import { freshly } from './support/fresh';

/**
 * The sql modules loaded inside the calling test (freshly, tests/support/fresh.ts): each engine is an
 * object its module builds while loading, and names.ts's patterns are made then too, so a test that
 * reads them loads them itself, and the mutation run runs it against their mutants.
 */
const loaded = (): typeof Engines & typeof Names & typeof Script & typeof Types =>
  freshly(() => ({
    ...(require('../src/sql/engines/index') as typeof Engines),
    ...(require('../src/sql/names') as typeof Names),
    ...(require('../src/sql/script') as typeof Script),
    ...(require('../src/sql/types') as typeof Types),
  }));

const engine = (name: string): SqlEngine => engineNamed(name) as SqlEngine;

/** A bundle standing for dist/urnkit.udf.js: it defines the global `urnkit` whose tryParse the UDF calls. */
const BUNDLE = 'var urnkit = { tryParse: function (urn, options) { return { urn: urn, profile: options.profile }; } };';

function request(e: SqlEngine, profile: RevisionName = 'rfc8141', extra: Partial<ScriptRequest> = {}, namespace?: string): ScriptRequest {
  return { profile, table: ['records'], column: 'urn', patterns: scriptPatterns(e.dialect, profile, namespace), command: 'urnkit sql', udfBundle: BUNDLE, ...extra };
}

/** The script of engine `name`, from the sql modules loaded anew (loaded). */
const script = (name: string, profile?: RevisionName, extra?: Partial<ScriptRequest>, namespace?: string): string => {
  const sql = loaded();
  const e = sql.engineNamed(name) as SqlEngine;
  return sql.sqlScript(e, request(e, profile, extra, namespace));
};

describe("the script's patterns (src/sql/patterns.ts)", () => {
  test('the parts pattern is toPattern\'s with parts, each group numbered from 1 in its order', () => {
    const p = scriptPatterns('re2', 'rfc8141');
    expect(p.parts?.pattern).toBe(toPattern('rfc8141', { dialect: 're2', parts: true }).pattern);
    // toPattern documents the groups as the Urn's fields in lower case, in order.
    expect(p.parts?.groups).toEqual(['nid', 'nss', 'rcomponent', 'qcomponent', 'fcomponent'].map((part, i) => ({ part, number: i + 1 })));
    expect(p.noParts).toBeUndefined();
  });

  test('without parts (posix): why, as toPattern says it, without its prefix', () => {
    const p = scriptPatterns('posix', 'rfc8141');
    expect(p.parts).toBeUndefined();
    expect(p.noParts).toMatch(/^the posix dialect takes no parts: /);
  });

  test('the header says what the pattern checks and leaves out, each list joined by "; "', () => {
    const r = toPattern('rfc8141', { dialect: 're2' });
    expect(r.leavesOut.length).toBeGreaterThan(1);
    expect(script('duckdb')).toContain(`-- They check ${r.checks.join('; ')}; they leave out ${r.leavesOut.join('; ')}.\n`);
  });
});

describe('each engine as docs/sql.md shows it', () => {
  test('PostgreSQL: the domain CHECK (VALUE COLLATE "C" ~ $re$...$re$), and regexp_match(...)[n] for each part', () => {
    const s = script('postgres');
    const valid = toPattern('rfc8141', { dialect: 'postgres' }).pattern;
    const parts = toPattern('rfc8141', { dialect: 'postgres', parts: true }).pattern;
    expect(s).toContain(`CREATE DOMAIN urn_rfc8141 AS text CHECK (VALUE COLLATE "C" ~ $re$${valid}$re$);\n`);
    expect(s).toContain(`regexp_match(urn_value COLLATE "C", $re$${parts}$re$) AS urn_groups`);
    expect(s).toContain('CASE WHEN urn_valid THEN urn_groups[1] END AS urn_nid');
    expect(s).toContain('CASE WHEN urn_valid THEN urn_groups[5] END AS urn_fcomponent');
  });

  test('BigQuery: urnkit_check from the UDF bundle at --udf-library, and error_code and hint from its JSON', () => {
    const s = script('bigquery', 'rfc8141', { udfLibrary: 'gs://my-bucket/urnkit.udf.js' });
    expect(s).toContain(
      "CREATE TEMP FUNCTION urnkit_check(urn STRING) RETURNS STRING LANGUAGE js\nOPTIONS (library = ['gs://my-bucket/urnkit.udf.js'])\nAS r\"\"\"\n  return urn === null ? null : JSON.stringify(urnkit.tryParse(urn, { profile: 'rfc8141' }));\n\"\"\";\n",
    );
    // The comment says where the bundle comes from and how it gets there.
    expect(s).toContain('gsutil cp node_modules/urnkit/dist/urnkit.udf.js gs://my-bucket/urnkit.udf.js\n');
    expect(s).toMatch(/JSON_VALUE\(\w+, '\$\.error\.code'\) AS error_code, JSON_VALUE\(\w+, '\$\.error\.hint'\) AS hint/);
    expect(s).toMatch(/urnkit_check\("urn"\)|urnkit_check\(`urn`\)/);
  });

  test('BigQuery: no UDF for a namespace or a draft (the bundle holds neither), and the script says so', () => {
    for (const s of [script('bigquery', 'rfc8141', {}, 'isbn'), script('bigquery', 'rfc2141bis-15')]) {
      expect(s).not.toContain('urnkit_check');
      expect(s).toContain("urnkit's UDF bundle holds the three main profiles and no namespace grammar");
    }
  });

  test('Snowflake: urnkit_check carries the bundle in its body, takes URN, returns the record (NULL for NULL), read with :error.code::STRING', () => {
    const s = script('snowflake');
    const m = /CREATE OR REPLACE TEMPORARY FUNCTION urnkit_check\(URN STRING\) RETURNS VARIANT LANGUAGE JAVASCRIPT\nAS \$\$\n([\s\S]*?)\n\$\$;\n/.exec(s);
    expect(m).not.toBeNull();
    const body = (m as RegExpExecArray)[1];
    expect(body).toContain(BUNDLE);
    // Snowflake runs the body as a function of its upper-cased argument, its global state kept between rows.
    const context = {};
    const call = (urn: unknown): unknown => runInNewContext(`(function (URN) {\n${body}\n})(value)`, Object.assign(context, { value: urn }));
    expect(call('urn:example:a')).toEqual({ urn: 'urn:example:a', profile: 'rfc8141' });
    expect(call(null)).toBeNull();
    expect(s).toMatch(/urnkit_check\("urn"\) AS \w+/);
    expect(s).toMatch(/\w+:error\.code::STRING AS error_code, \w+:error\.hint::STRING AS hint/);
  });

  test('Trino: regexp_like, and regexp_extract(..., n) for each part', () => {
    const s = script('trino');
    const valid = toPattern('rfc8141', { dialect: 'java' }).pattern.replace(/'/g, "''");
    expect(s).toContain(`regexp_like(urn_value, '${valid}') AS urn_valid`);
    expect(s).toContain(`WHERE "urn" IS NOT NULL AND NOT regexp_like("urn", '${valid}');\n`);
    const parts = toPattern('rfc8141', { dialect: 'java', parts: true }).pattern.replace(/'/g, "''");
    expect(s).toContain(`CASE WHEN urn_valid THEN regexp_extract(urn_value, '${parts}', 1) END AS urn_nid`);
    expect(s).toContain(`CASE WHEN urn_valid THEN regexp_extract(urn_value, '${parts}', 3) END AS urn_rcomponent`);
  });
});

describe('the table path', () => {
  test('an empty part of a dotted path is named as such: which part, of how many', () => {
    const e = engine('duckdb');
    expect(() => sqlScript(e, request(e, 'rfc8141', { table: ['a', '', 'b'] }))).toThrow(SqlScriptError);
    expect(() => sqlScript(e, request(e, 'rfc8141', { table: ['a', '', 'b'] }))).toThrow(/has an empty part, part 2 of 3/);
    expect(() => sqlScript(e, request(e, 'rfc8141', { table: [''] }))).toThrow(/the table name is empty/);
  });
});

describe("the script's header and comments, as docs/sql.md's tables say", () => {
  const doc = readFileSync(join(__dirname, '../docs/sql.md'), 'utf8').split('\n');
  // | engine | `--engine` | dialect | matches with | ...: the first table.
  const engineRows = doc.map((l) => /^\| ([^|]+) \| `([a-z]+)` \| ([^|]+) \| ([^|]+) \|/.exec(l)).filter((m): m is RegExpExecArray => m !== null);
  /** The table's dialect column as urnkit's dialect names (docs/patterns.md). */
  const DIALECT_OF: Record<string, string> = { RE2: 're2', 'POSIX ERE': 'posix', ARE: 'postgres', Java: 'java', 'Java (ICU)': 'java', PCRE2: 'pcre' };
  const headerLine = (s: string, start: string): string => (s.split('\n').find((l) => l.startsWith(`-- ${start}`)) ?? '').slice(3);

  test('each engine of the table, by its --engine name: the header names it as the table does, its dialect, and its match function', () => {
    const sql = loaded();
    expect(engineRows.map((m) => m[2]).sort()).toEqual(sql.ENGINES.map((e) => e.name).sort());
    for (const [, title, name, dialect, matches] of engineRows) {
      const e = sql.engineNamed(name) as SqlEngine;
      expect([name, e.dialect]).toEqual([name, DIALECT_OF[dialect]]);
      const s = script(name);
      // The table names MySQL with its version ("MySQL 8").
      expect(headerLine(s, 'urnkit ')).toMatch(new RegExp(`: URN checks for ${title.replace(/ \d+$/, '')} under rfc8141\\.$`));
      const fn = (/`([^`(]+)/.exec(matches) as RegExpExecArray)[1].trim();
      expect([name, headerLine(s, 'The patterns are')]).toEqual([name, expect.stringMatching(new RegExp(`^The patterns are urnkit's ${DIALECT_OF[dialect]} patterns, derived from the grammar: .*${fn.replace(/[~]/g, '\\$&')}.*, and each anchors itself`))]);
    }
  });

  test('an absent part: an empty string where docs/sql.md says \'\' (DuckDB, Spark SQL, ClickHouse, MariaDB), NULL in PostgreSQL, "not run here" for BigQuery, Trino and MySQL', () => {
    const absent = (name: string): string => (/A part that is absent reads as (.*)\.$/m.exec(script(name)) as RegExpExecArray)[1];
    for (const name of ['duckdb', 'spark', 'clickhouse', 'mariadb']) expect([name, absent(name)]).toEqual([name, expect.stringMatching(/^an empty string/)]);
    expect(absent('postgres')).toBe('NULL');
    for (const name of ['bigquery', 'trino', 'mysql']) expect([name, absent(name)]).toEqual([name, expect.stringContaining('(not run here)')]);
  });

  test('MariaDB: the header says the version it was run on, as the table of versions gives it', () => {
    const version = (/^\| MariaDB \| yes, `npm test` \| (.+) \|$/m.exec(doc.join('\n')) as RegExpExecArray)[1];
    expect(version).toMatch(/^10\.11/);
    expect(script('mariadb')).toContain(`-- Run as printed on MariaDB ${version} by urnkit's tests.`);
  });

  test('MySQL and MariaDB: the patterns are hexadecimal literals, readable in the header\'s comment', () => {
    expect(script('mysql')).toContain(`\n-- ${toPattern('rfc8141', { dialect: 'java' }).pattern}\n`);
    expect(script('mariadb')).toContain(`\n-- ${toPattern('rfc8141', { dialect: 'pcre' }).pattern}\n`);
    // The header says how the pattern is written, before it.
    for (const name of ['mysql', 'mariadb']) expect([name, script(name)]).toEqual([name, expect.stringMatching(/\n-- The patterns are written in hexadecimal \(_utf8mb4 X'\.\.\.'\)[^\n]*\n-- \\A/)]);
  });
});

describe('names a script may hold (src/sql/names.ts: no control character, no unpaired surrogate)', () => {
  test('a surrogate pair (U+1F600) is a character of the name; a high or low surrogate alone is refused', () => {
    const { checkedName } = loaded();
    expect(checkedName('table', 'r\ud83d\ude00s')).toBe('r\ud83d\ude00s');
    expect(() => checkedName('table', 'r\ud83d')).toThrow(/U\+D83D at 1/);
    expect(() => checkedName('table', 'r\ud83ds')).toThrow(/U\+D83D at 1/);
    expect(() => checkedName('column', '\ude00')).toThrow(/U\+DE00 at 0/);
  });
});

describe("each engine's parts, as docs/sql.md's table gives them (parts with)", () => {
  const PARTS = ['nid', 'nss', 'rcomponent', 'qcomponent', 'fcomponent'];
  /** docs/sql.md: `_utf8mb4 X'...'`, the text's UTF-8 bytes in hexadecimal. */
  const hex = (text: string): string => `_utf8mb4 X'${Buffer.from(text, 'utf8').toString('hex').toUpperCase()}'`;
  /** The select list's item of `part`, without its separating comma. */
  const partLine = (s: string, part: string): string => (s.split('\n').find((l) => / END AS urn_\w+,?$/.test(l) && l.replace(/,$/, '').endsWith(`urn_${part}`)) ?? '').trim().replace(/,$/, '');

  test('BigQuery: REGEXP_EXTRACT, one pattern per part, in which that part\'s group alone captures', () => {
    const s = script('bigquery');
    const named = /\(\?P<(\w+)>/g;
    for (const part of PARTS) {
      const m = /^CASE WHEN urn_valid THEN REGEXP_EXTRACT\(urn_value, '(.*)'\) END AS urn_\w+$/.exec(partLine(s, part));
      expect([part, m]).not.toEqual([part, null]);
      // RE2 names a group (?P<name>...): the part's is the only one left.
      expect([part, [...(m as RegExpExecArray)[1].matchAll(named)].map((g) => g[1])]).toEqual([part, [part]]);
    }
  });

  test('DuckDB: regexp_extract(..., [\'nid\', ...]), a STRUCT of every part at once, read with struct_extract', () => {
    const s = script('duckdb');
    const parts = toPattern('rfc8141', { dialect: 're2', parts: true }).pattern.replace(/'/g, "''");
    expect(s).toContain(`regexp_extract(urn_value, '${parts}', [${PARTS.map((p) => `'${p}'`).join(', ')}]) AS urn_groups`);
    expect(partLine(s, 'qcomponent')).toBe("CASE WHEN urn_valid THEN struct_extract(urn_groups, 'qcomponent') END AS urn_qcomponent");
  });

  test("MySQL: REGEXP_REPLACE(..., '$n', 1, 0, 'c') with the --parts pattern, n the part's group", () => {
    const s = script('mysql');
    const parts = hex(toPattern('rfc8141', { dialect: 'java', parts: true }).pattern);
    PARTS.forEach((part, i) => expect(partLine(s, part)).toBe(`CASE WHEN urn_valid THEN REGEXP_REPLACE(urn_value, ${parts}, ${hex(`$${i + 1}`)}, 1, 0, 'c') END AS urn_${part}`));
  });

  test("MariaDB: REGEXP_REPLACE(..., '\\1'), one pattern per part, after (?-imsxU)", () => {
    const s = script('mariadb');
    const open = `CASE WHEN urn_valid THEN REGEXP_REPLACE(urn_value, ${hex('(?-imsxU)').slice(0, -1)}`;
    const patterns = PARTS.map((part) => {
      const line = partLine(s, part);
      expect([part, line.startsWith(open), line.endsWith(`, ${hex('\\1')}) END AS urn_${part}`)]).toEqual([part, true, true]);
      return line;
    });
    expect(new Set(patterns).size).toBe(PARTS.length);
  });
});

describe("the script's header, BigQuery's UDF and Snowflake's bundle, and the SqlScriptError of what a script cannot hold", () => {
  test('the header names the namespace after the profile (docs/sql.md: "the profile (and namespace)")', () => {
    expect(script('duckdb', 'rfc8141', {}, 'isbn').split('\n')[0]).toMatch(/: URN checks for DuckDB under rfc8141, namespace isbn\.$/);
    expect(script('duckdb').split('\n')[0]).toMatch(/: URN checks for DuckDB under rfc8141\.$/);
  });

  test('BigQuery: urnkit_check is introduced in a comment; without --udf-library the script holds a placeholder to replace', () => {
    const s = script('bigquery');
    expect(s).toMatch(/\n-- urnkit_check\(urn\): [^\n]+\n-- [^\n]+\nCREATE TEMP FUNCTION urnkit_check/);
    expect(s).toContain("OPTIONS (library = ['gs://YOUR-BUCKET/urnkit.udf.js'])");
    // The comment says to replace it, or to give --udf-library.
    expect(s).toMatch(/\n-- [^\n]*gsutil cp node_modules\/urnkit\/dist\/urnkit\.udf\.js [^\n]*replace[^\n]*--udf-library[^\n]*\n/);
    expect(script('bigquery', 'rfc8141', { udfLibrary: 'gs://b/u.js' })).not.toMatch(/replace|--udf-library/);
  });

  test('Snowflake: no UDF bundle, or one holding "$$" (which would end the body), is a SqlScriptError saying so', () => {
    const sql = loaded();
    const e = sql.engineNamed('snowflake') as SqlEngine;
    const refused = (udfBundle: string | undefined): unknown => {
      try {
        sql.sqlScript(e, request(e, 'rfc8141', { udfBundle }));
      } catch (err) {
        return err;
      }
      return undefined;
    };
    const missing = refused(undefined);
    expect(missing).toBeInstanceOf(sql.SqlScriptError);
    expect((missing as Error).message).toMatch(/^Snowflake: .*UDF bundle.*not found/);
    const dollars = refused(`${BUNDLE} var s = '$$';`);
    expect(dollars).toBeInstanceOf(sql.SqlScriptError);
    expect((dollars as Error).message).toMatch(/^Snowflake: .*"\$\$"/);
  });

  test('a pattern that is not printable ASCII is refused by each engine\'s literal, naming the engine; the error is a SqlScriptError by name', () => {
    const sql = loaded();
    for (const [name, title] of [['spark', 'Spark SQL'], ['mariadb', 'MariaDB'], ['mysql', 'MySQL']]) {
      const literal = (sql.engineNamed(name) as SqlEngine).literal;
      expect(literal('a-z')).toContain(name === 'spark' ? 'a-z' : '612D7A');
      for (const text of ['\u00e9', 'a\u00e9', '\u00e9a', 'a\nb']) {
        let error: unknown;
        try {
          literal(text);
        } catch (e) {
          error = e;
        }
        expect([name, text, error]).toEqual([name, text, expect.any(sql.SqlScriptError)]);
        expect((error as Error).name).toBe('SqlScriptError');
        expect((error as Error).message).toBe(`${title}: the pattern holds a character that is not printable ASCII, which its string literal would not carry as it is`);
      }
    }
  });
});
