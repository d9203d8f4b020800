/*
 * Splitting literals per character (src/compile/literals.ts) keeps every
 * grammar's language: apg-js gives the same verdict with the grammar as
 * written and as split, on exhaustive short strings and seeded mutants, for
 * every profile and namespace grammar that has a literal to split (one that
 * has none compiles to the grammar as written, opcode for opcode); and the
 * split puts the failure of a literal matched partway on the first character
 * that differs.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { ApgGrammar, Op } from '../src/compile/apg';
import { apg } from '../src/compile/apg-runtime';
import { compileGrammarText } from '../src/compile/abnf';
import { grammarFiles } from '../src/compile/files';
import { exhaustive, mutant, prng } from '../scripts/lib/fuzz';

const GRAMMAR = join(__dirname, '..', 'grammar');
const CORE = join(GRAMMAR, 'core.abnf');
const files = [
  ...readdirSync(GRAMMAR).filter((f) => f.endsWith('.abnf') && f !== 'core.abnf').map((f) => join(GRAMMAR, f)),
  ...readdirSync(join(GRAMMAR, 'namespaces')).filter((f) => f.endsWith('.abnf')).map((f) => join(GRAMMAR, 'namespaces', f)),
];

const codes = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

/** What apg-js's parser reads of a grammar: its rules and UDTs, without `char` (where an opcode stood in the grammar's text). */
const parsed = (g: ApgGrammar): unknown => JSON.parse(JSON.stringify([g.rules, g.udts], (k, v) => (k === 'char' ? undefined : v)));

/** Whether a grammar has a literal of more than one character: all that splitLiterals changes. */
const hasLongLiteral = (g: ApgGrammar): boolean => g.rules.some((r) => r.opcodes.some((op) => (op.type === Op.TLS || op.type === Op.TBS) && (op.string?.length ?? 0) > 1));

describe.each(files.map((f) => [f.slice(GRAMMAR.length + 1), f]))('%s', (_name, file) => {
  const sources = grammarFiles(file, CORE);
  const split = compileGrammarText(sources);
  const api = new apg.apgApi(sources.map((s) => (s.text.endsWith('\n') ? s.text : `${s.text}\n`)).join(''));
  api.generate();
  const written: ApgGrammar = api.toObject();
  const start = split.meta.start;
  // One apg-js parser for every input: parse() starts each input afresh, and a new parser per input doubled the file's time.
  const parser = new apg.apgLib.parser();
  const verdict = (g: ApgGrammar, input: number[]): boolean => parser.parse(g, start, input).success;

  // Without such a literal the grammar must come out as apg-js makes it of the text (then its verdicts are apg-js's own):
  // parsing thousands of inputs with the one grammar twice would prove nothing more.
  if (!hasLongLiteral(written)) {
    test('no literal to split: the same grammar as written', () => {
      expect(parsed(split.grammar)).toEqual(parsed(written));
    });
    return;
  }

  test('the same verdicts as the grammar as written', () => {
    const random = prng(5234);
    const prefix = split.meta.namespace ? '' : 'urn:';
    const inputs = [...exhaustive(prefix, 3), ...Array.from({ length: 3000 }, () => mutant(random))];
    const nss = (s: string): string => (split.meta.namespace ? s.replace(/^urn:[^:]*:/i, '') : s);
    const differ = inputs.map(nss).filter((s) => {
      const input = codes(s);
      return verdict(written, input) !== verdict(split.grammar, input);
    });
    expect(differ).toEqual([]);
  });
});

test('a literal matched partway fails at the first character that differs', () => {
  const text = '; @profile t\n; @start A\nA = "urn:" / "uri"\n';
  const core = { name: 'core.abnf', text: readFileSync(CORE, 'utf8') };
  const { grammar } = compileGrammarText([{ name: 't.abnf', text }, core]);
  const run = (s: string) => new apg.apgLib.parser().parse(grammar, 'A', codes(s));
  expect(run('urx').maxMatched).toBe(2);
  expect(run('URN:').success).toBe(true);
  expect(run('ur').maxMatched).toBe(2);
});
