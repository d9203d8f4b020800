/*
 * Returned and thrown errors (src/errors.ts): a UrnParseError that a function
 * returns (tryParse, extractUrns with `invalid`) is an object on
 * UrnParseError.prototype made without Error's construction; one that a
 * function throws (parse, build) is a native error with its stack trace. Both
 * answer the same to instanceof and the brand check, with the same fields,
 * message and toString(); the returned one's stack is its message with no
 * frames, and thrown by a caller it prints that message, caught or not.
 */
import { spawnSync } from 'child_process';
import { join } from 'path';
import { types } from 'util';
import { build, extractUrns, parse, ProfileName, tryParse, UrnParseError } from '../src';

/** The fields a caller reads, message and toString() among them. */
const fields = (e: UrnParseError): unknown => ({ ...e.toJSON(), input: e.input, toString: e.toString(), tag: Object.prototype.toString.call(e) });

const returned = (input: string, options?: Parameters<typeof tryParse>[1]): UrnParseError => {
  const r = tryParse(input, options);
  if (r.ok) throw new Error(`${input} parsed`);
  return r.error;
};

const thrown = (f: () => unknown): UrnParseError => {
  try {
    f();
  } catch (e) {
    return e as UrnParseError;
  }
  throw new Error('nothing thrown');
};

// A syntax error of each part, a rule-table error, a namespace rule, strict mode and an input over maxLength.
const CASES: [string, { profile?: ProfileName; strict?: boolean; namespaces?: true; maxLength?: number }][] = [
  ['urn:a:b', {}],
  ['urn:ab:a b', {}],
  ['urn:ab:a?+', {}],
  ['urn:ab:a%g0', { profile: 'rfc2141bis' }],
  ['urn:urn:x', { profile: 'rfc2141' }],
  ['urn:isbn:0-306-40615-3', { namespaces: true }],
  ['urn:x-ab:c', { strict: true }],
  ['urn:ab:cdef', { maxLength: 8 }],
];

describe.each(CASES)('%s %j', (input, options) => {
  test('a returned error is an object on UrnParseError.prototype, not a native error; a thrown one is native', () => {
    const r = returned(input, options);
    expect(Object.getPrototypeOf(r)).toBe(UrnParseError.prototype);
    expect([r instanceof UrnParseError, r instanceof Error, UrnParseError.is(r), types.isNativeError(r)]).toEqual([true, true, true, false]);
    const t = thrown(() => parse(input, options));
    expect([t instanceof UrnParseError, t instanceof Error, UrnParseError.is(t), types.isNativeError(t)]).toEqual([true, true, true, true]);
  });

  test('both have the same fields, message and toString()', () => {
    expect(fields(returned(input, options))).toEqual(fields(thrown(() => parse(input, options))));
  });

  test("a returned error's stack is its message with no frames; a thrown error's has frames", () => {
    const r = returned(input, options);
    expect(r.stack).toBe(`UrnParseError: ${r.message}`);
    expect(Object.getOwnPropertyDescriptor(r, 'stack')).toBeUndefined();
    const t = thrown(() => parse(input, options));
    expect(t.stack?.startsWith(`UrnParseError: ${t.message}\n    at `)).toBe(true);
  });
});

test('extractUrns returns the same kind of error as tryParse', () => {
  const [m] = [...extractUrns('see urn:ab:a%zz here', { invalid: true })];
  expect(m.error).toBeDefined();
  const e = m.error as UrnParseError;
  expect([Object.getPrototypeOf(e) === UrnParseError.prototype, types.isNativeError(e), e.code]).toEqual([true, false, 'invalid-percent-encoding']);
});

test('build throws a native error with its stack', () => {
  const e = thrown(() => build({ nid: 'a', nss: 'b' }));
  expect([e instanceof UrnParseError, types.isNativeError(e), e.field]).toEqual([true, true, 'nid']);
  expect(e.stack).toContain('\n    at ');
});

test('Error.captureStackTrace gives a returned error a stack, and stack can be assigned', () => {
  const e = returned('urn:a:b');
  Error.captureStackTrace(e);
  expect(e.stack).toContain(`UrnParseError: ${e.message}\n    at `);
  const f = returned('urn:a:b');
  f.stack = 'mine';
  expect([f.stack, Object.getOwnPropertyDescriptor(f, 'stack')?.writable]).toEqual(['mine', true]);
  expect(returned('urn:a:b').stack).toBe(`UrnParseError: ${f.message}`);
});

describe('a returned error that a caller throws prints its message', () => {
  const message = returned('urn:a:b').message;
  const node = (code: string): { status: number | null; stderr: string; stdout: string } => {
    const script = `const { tryParse } = require(${JSON.stringify(join(__dirname, '..', 'src'))}); ${code}`;
    const r = spawnSync(process.execPath, ['-r', require.resolve('ts-node/register/transpile-only'), '-e', script], { encoding: 'utf8' });
    return { status: r.status, stderr: r.stderr, stdout: r.stdout };
  };

  test('uncaught: the process prints it and exits 1', () => {
    const r = node("throw tryParse('urn:a:b').error;");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`UrnParseError: ${message}`);
  });

  test('caught at the top level and logged with console.error', () => {
    const r = node("try { throw tryParse('urn:a:b').error; } catch (e) { console.error(e); console.log(String(e)); }");
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(`UrnParseError: ${message}`);
    expect(r.stdout).toBe(`UrnParseError: ${message}\n`);
  });
});
