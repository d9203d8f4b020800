/*
 * How each engine of `urnkit sql` spells a pattern and a name: every literal
 * read back, by the rules each engine documents for its string literals (and
 * in DuckDB itself), is the pattern exactly, whatever it holds (quotes,
 * backslashes, a dollar quote's tag); every name is quoted so that it reads
 * back as itself, and what an engine cannot hold is refused. The groups of a
 * pattern are read as its dialect reads them.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { ENGINES, engineNamed } from '../src/sql/engines/index';
import { captureGroups, onlyGroup, withoutApostrophes } from '../src/sql/groups';
import { checkedName } from '../src/sql/names';
import { SqlEngine, SqlScriptError } from '../src/sql/types';

const engine = (name: string): SqlEngine => engineNamed(name) as SqlEngine;

/** Backslash escapes as BigQuery, Snowflake and ClickHouse read them in a quoted string (the ones these literals use). */
function unbackslash(body: string): string {
  return body.replace(/\\(.)/g, (_m, c: string) => c);
}

/** Each engine's string literal read back by the rules its documentation gives. */
const READ: Record<string, (literal: string) => string> = {
  bigquery: (l) => unbackslash(/^'((?:[^'\\]|\\.)*)'$/.exec(l)?.[1] ?? fail(l)),
  snowflake: (l) => unbackslash(/^'((?:[^'\\]|\\.)*)'$/.exec(l)?.[1] ?? fail(l)),
  clickhouse: (l) => unbackslash(/^'((?:[^'\\]|\\.)*)'$/.exec(l)?.[1] ?? fail(l)),
  duckdb: (l) => (/^'((?:[^']|'')*)'$/.exec(l)?.[1] ?? fail(l)).replace(/''/g, "'"),
  trino: (l) => (/^'((?:[^']|'')*)'$/.exec(l)?.[1] ?? fail(l)).replace(/''/g, "'"),
  // A raw literal holds no apostrophe: the pattern has \x27 for it, which Java's regular expressions read as one.
  spark: (l) => (/^r'([^']*)'$/.exec(l)?.[1] ?? fail(l)),
  postgres: (l) => {
    const m = /^\$([A-Za-z0-9_]*)\$([\s\S]*)\$\1\$$/.exec(l) ?? fail(l);
    expect(m[2].includes(`$${m[1]}$`)).toBe(false);
    return m[2];
  },
  mysql: (l) => Buffer.from((/^_utf8mb4 X'([0-9A-F]*)'$/.exec(l) ?? fail(l))[1], 'hex').toString('utf8'),
  mariadb: (l) => Buffer.from((/^_utf8mb4 X'([0-9A-F]*)'$/.exec(l) ?? fail(l))[1], 'hex').toString('utf8'),
};

function fail(literal: string): never {
  throw new Error(`not a literal of the expected form: ${literal}`);
}

/** Patterns that test the escaping: quotes of every kind, backslashes before them, a dollar quote's tags. */
const HOSTILE = ["^[!$&'()*+,;=]$", "\\'", "''\\\\'", '\\\\', '"`', '$re$', '$re$$re1$', "a'b\\'c\\\\'d", '\\x27', 'x$', "r'''x'''"];

describe.each(ENGINES.map((e) => [e.name, e] as const))('%s', (name, e) => {
  test.each(HOSTILE.map((p) => [p]))('the literal of %j reads back as the pattern', (pattern) => {
    const read = READ[name](e.literal(pattern));
    expect(name === 'spark' ? read.replace(/\\x27/g, "'") : read).toBe(name === 'spark' ? withoutApostrophes(pattern).replace(/\\x27/g, "'") : pattern);
  });

  test('a pattern with a character that is not printable ASCII is refused, not carried in a form the engine may read otherwise', () => {
    expect(() => e.literal('a\nb')).toThrow(SqlScriptError);
    expect(() => e.literal('é')).toThrow(SqlScriptError);
  });

  test('a name is quoted so that it reads back as itself', () => {
    for (const n of ['urn', 'URN', 'order', 'a b', 'a"b', 'a`b', "a'b", 'a\\b', 'a.b', 'café', 'ü"`\\']) {
      const quoted = e.identifier(n);
      const [open, close] = [quoted[0], quoted[quoted.length - 1]];
      expect(open).toBe(close);
      const body = quoted.slice(1, -1);
      const read = ['bigquery', 'clickhouse'].includes(name) ? unbackslash(body) : body.split(open + open).join(open);
      expect({ n, read }).toEqual({ n, read: n });
      // The quote never closes early: every quote inside is escaped.
      const unescaped = new RegExp(`(^|[^\\\\])(\\\\\\\\)*\\${open}`);
      expect(['bigquery', 'clickhouse'].includes(name) ? unescaped.test(body) : body.split(open + open).join('').includes(open)).toBe(false);
    }
  });
});

test('what no name may hold is refused: empty, control characters, unpaired surrogates', () => {
  for (const bad of ['', 'a\nb', 'a\u0000', 'a\u007f', '\u0085', 'a\ud800', '\udc00b']) expect(() => checkedName('table', bad)).toThrow(SqlScriptError);
  expect(checkedName('table', 'a\u{1F600}')).toBe('a\u{1F600}');
});

test('MySQL refuses what its names cannot hold: a character beyond the BMP, a trailing space', () => {
  expect(() => engine('mysql').identifier('a\u{1F600}')).toThrow(/Basic Multilingual Plane/);
  expect(() => engine('mysql').identifier('a ')).toThrow(/ends with a space/);
});

test('DuckDB reads its literals and names back as the text itself', async () => {
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  try {
    const duckdb = engine('duckdb');
    for (const p of HOSTILE) {
      const [[value]] = (await connection.runAndReadAll(`SELECT ${duckdb.literal(p)}`)).getRows();
      expect(value).toBe(p);
    }
    for (const n of ['a"b', "it's", 'select']) {
      await connection.run(`CREATE TABLE ${duckdb.identifier(n)} (${duckdb.identifier(n)} VARCHAR)`);
      expect((await connection.runAndReadAll(`SELECT ${duckdb.identifier(n)} FROM ${duckdb.identifier(n)}`)).columnNames()).toEqual([n]);
    }
  } finally {
    connection.closeSync();
  }
});

describe('the groups of a pattern, as its dialect reads them', () => {
  test.each<[string, 're2' | 'java' | 'pcre' | 'postgres' | 'posix', { number: number; name?: string }[]]>([
    ['^(?P<nid>[a-z]+):(?:x|y)(?P<nss>[(]+)\\((z)$', 're2', [{ number: 1, name: 'nid' }, { number: 2, name: 'nss' }, { number: 3 }]],
    ['^(?<nid>a)(?:b)(?<=c)(?<!d)(e)[\\](]', 'java', [{ number: 1, name: 'nid' }, { number: 2 }]],
    ['^(a)(?:b)[](](c)', 'postgres', [{ number: 1 }, { number: 2 }]],
    ['^(a)([\\(])([[:alpha:](])(b)', 'posix', [{ number: 1 }, { number: 2 }, { number: 3 }, { number: 4 }]],
    // A "]" first in a bracket expression, after "^" too, is one of its characters (POSIX.1-2017 9.3.5): "(" inside it opens no group.
    ['^[^]()](x)', 'posix', [{ number: 1 }]],
    ['^[]()](x)', 'pcre', [{ number: 1 }]],
    // Inside a class only "[:" opens a class name: a ":" after another character is itself.
    ['^[a:](x)', 're2', [{ number: 1 }]],
  ])('%s (%s)', (pattern, dialect, groups) => {
    expect(captureGroups(pattern, dialect)).toEqual(groups);
  });

  test('onlyGroup keeps one capturing group: the others become non-capturing, escapes and classes untouched', () => {
    const p = '^(?P<nid>[a-z(]+):\\((?P<nss>b)(c)$';
    expect(onlyGroup(p, 're2', 2)).toBe('^(?:[a-z(]+):\\((?P<nss>b)(?:c)$');
    expect(captureGroups(onlyGroup(p, 're2', 3), 're2')).toEqual([{ number: 1 }]);
  });

  test("withoutApostrophes writes each apostrophe \\x27, an escaped one too, and leaves other escapes alone", () => {
    expect(withoutApostrophes("[a']\\'\\\\'\\.")).toBe('[a\\x27]\\x27\\\\\\x27\\.');
  });
});
