/*
 * The build: grammar errors name file and line, output is byte-for-byte
 * reproducible, and grammars:check catches a grammar edited without a rebuild.
 */
import { execFileSync } from 'child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { compileGrammarText, GrammarError } from '../src/compile/abnf';
import { compileGrammarFile } from '../src/compile/files';
import { grammarModuleSource } from '../src/compile/literals';
import { generateMatcherSources } from '../src/compile/codegen';
import { TS_CHILD } from './support/child';

const root = join(__dirname, '..');
const script = join(root, 'scripts', 'build-grammars.ts');
const core = { name: 'core.abnf', text: readFileSync(join(root, 'grammar', 'core.abnf'), 'utf8') };

function buildIn(dir: string, ...args: string[]): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [...TS_CHILD, script, '--root', dir, ...args], { encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: err.stdout + err.stderr };
  }
}

function copyOfCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'urnkit-build-'));
  cpSync(join(root, 'grammar'), join(dir, 'grammar'), { recursive: true });
  cpSync(join(root, 'generated'), join(dir, 'generated'), { recursive: true });
  return dir;
}

describe('grammar errors', () => {
  test('name the file and line of the profile grammar', () => {
    const text = '; @profile broken\n; @start URN\n\nURN = "urn:" NID\nNID = 1*( ALPHA\n';
    try {
      compileGrammarText([{ name: 'broken.abnf', text }, core]);
      throw new Error('expected a GrammarError');
    } catch (e) {
      expect(e).toBeInstanceOf(GrammarError);
      expect((e as GrammarError).diagnostics[0]).toMatch(/^broken\.abnf:5: /);
    }
  });

  test('an undefined rule is reported', () => {
    expect(() => compileGrammarText([{ name: 'x.abnf', text: '; @profile x\n; @start A\nA = B\n' }, core])).toThrow(/x\.abnf:\d+: .*B/i);
  });

  test('pragmas must name rules the grammar defines', () => {
    expect(() => compileGrammarText([{ name: 'x.abnf', text: '; @profile x\n; @start A\n; @parts Z\nA = "a"\n' }, core])).toThrow(/pragma names rule "Z"/);
  });
});

describe('generated code', () => {
  test('is reproducible: compiling twice gives identical bytes', () => {
    for (const profile of ['rfc2141', 'rfc2141bis', 'rfc8141']) {
      const file = join(root, 'grammar', `${profile}.abnf`);
      const a = compileGrammarFile(file);
      const b = compileGrammarFile(file);
      expect(grammarModuleSource(a.grammar)).toBe(grammarModuleSource(b.grammar));
      expect(generateMatcherSources(a.grammar, a.meta)).toEqual(generateMatcherSources(b.grammar, b.meta));
    }
  });

  test('every generated file says it is generated, from which source, and how to regenerate', () => {
    const names = readdirSync(join(root, 'generated'), { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(names.length).toBeGreaterThan(40);
    for (const d of names) {
      const head = readFileSync(join(d.parentPath, d.name), 'utf8').split('\n').slice(0, 3).join('\n');
      expect(head).toMatch(/^\/\/ GENERATED FILE - DO NOT EDIT\./);
      if (/\.(grammar|matcher|diagnose)\.js$/.test(d.name)) expect(head).toMatch(/Source: grammar\/\S+\.abnf \+ grammar\/core\.abnf/);
      else expect(head).toMatch(/Source: grammar\/(namespaces\/|registration\/|core\.abnf|\*\.abnf)/);
      expect(head).toMatch(/Regenerate: npm run grammars/);
    }
  });
});

describe('npm run grammars:check', () => {
  test('passes on the committed tree and fails, naming the file, after a grammar edit', () => {
    const dir = copyOfCheckout();
    try {
      expect(buildIn(dir, '--check')).toMatchObject({ code: 0 });
      const file = join(dir, 'grammar', 'rfc8141.abnf');
      writeFileSync(file, readFileSync(file, 'utf8').replace('ldh           = alphanum / "-"', 'ldh           = alphanum / "-" / "_"'));
      const stale = buildIn(dir, '--check');
      expect(stale.code).toBe(1);
      expect(stale.out).toContain('generated/rfc8141.matcher.js is stale');
      expect(stale.out).toContain('generated/rfc8141.grammar.js is stale');
      expect(stale.out).not.toContain('rfc2141.matcher.js');
      expect(buildIn(dir)).toMatchObject({ code: 0 });
      expect(buildIn(dir, '--check')).toMatchObject({ code: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a grammar error stops the build with file:line: message', () => {
    const dir = copyOfCheckout();
    try {
      writeFileSync(join(dir, 'grammar', 'rfc2141.abnf'), '; @profile rfc2141\n; @start URN\nURN = "urn:" (\n');
      const r = buildIn(dir);
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/rfc2141\.abnf:3: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
