/*
 * validate's line escaping. An invalid line is shown as escapeText shows it
 * (printable ASCII but "\" as it is; controls, "\", non-ASCII escaped); a
 * valid one is printed as it is, which is right only because no revision's
 * grammar takes a character escapeText would change: checked here on every
 * generated grammar, from its terminals.
 */
import { readdirSync } from 'fs';
import { join } from 'path';
import { escapeText } from '../src/diagnostics/excerpt';
import { escaped, output } from '../src/cli/render';
import { Op } from '../src/compile/apg';

test.each([['urn:ab:c'], ['urn:a\\b:c'], ['urn:ex:caf\u00e9'], [''], ['urn:ab:\u202e'], ['\tbad'], ['urn:ab:\u007f'], ['urn:ab:c\u0000'], ['x\ud83d\ude00']])(
  '%j is shown as escapeText shows it',
  (line) => {
    expect(escaped(line)).toBe(escapeText(line));
  },
);

interface Opcode {
  type: number;
  min?: number;
  max?: number;
  string?: number[];
}

const GENERATED = join(__dirname, '..', 'generated');
const grammars = readdirSync(GENERATED).filter((f) => f.endsWith('.grammar.js'));

test('there is a grammar for each main profile at least', () => {
  for (const name of ['rfc2141', 'rfc2141bis', 'rfc8141']) expect(grammars).toContain(`${name}.grammar.js`);
});

test.each(grammars)('every character %s can match is one escapeText leaves as it is', (file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Grammar = require(join(GENERATED, file)) as new () => { rules: { opcodes: Opcode[] }[] };
  const codes = new Set<number>();
  for (const rule of new Grammar().rules) {
    for (const op of rule.opcodes) {
      // A user-defined terminal would match characters the grammar does not list.
      expect(op.type).not.toBe(Op.UDT);
      if (op.type === Op.TRG) for (let c = op.min as number; c <= (op.max as number); c += 1) codes.add(c);
      // TLS is case-insensitive: its letters in both cases.
      if (op.type === Op.TBS || op.type === Op.TLS) for (const c of op.string ?? []) for (const s of [String.fromCharCode(c).toLowerCase(), String.fromCharCode(c).toUpperCase()]) codes.add(s.charCodeAt(0));
    }
  }
  expect(codes.size).toBeGreaterThan(0);
  const changed = [...codes].filter((c) => escapeText(String.fromCharCode(c)) !== String.fromCharCode(c));
  expect(changed).toEqual([]);
});

describe('Output.appendLine: JSON lines escaped one by one, as the whole text would be', () => {
  // C1 controls (U+009B is a CSI), bidi overrides and line separators act on a terminal; JSON.stringify leaves them raw.
  const values = ['urn:ab:\u009b31m', 'urn:ab:\u202etxt', 'urn:ab:\u2028', 'urn:ab:caf\u00e9', 'urn:ab:\u007f', 'urn:ab:c'];

  test('a text beyond ASCII has every such character escaped, DEL too, and reads back as the same values', () => {
    const out = output();
    for (const v of values) out.appendLine(`${JSON.stringify({ input: v })}\n`, true);
    const text = out.done();
    expect(text).not.toMatch(/[\u007f-\u009f\u2028\u202e]/);
    expect(text.trimEnd().split('\n').map((l) => (JSON.parse(l) as { input: string }).input)).toEqual(values);
  });

  test('DEL (a control character) is escaped in a text of ASCII alone too, whatever else the chunk holds', () => {
    const out = output();
    out.json = true;
    out.appendLine(`${JSON.stringify({ input: 'urn:ab:\u007f' })}\n`, true);
    expect(out.done()).toBe('{"input":"urn:ab:\\u007f"}\n');
  });

  test('a line given as needing no look is taken as it is', () => {
    const out = output();
    out.appendLine('{"input":"urn:ab:c"}\n', false);
    expect(out.done()).toBe('{"input":"urn:ab:c"}\n');
  });

  // The caller's word is taken: a line said to need no look is not searched (the point of the flag), whatever it holds.
  test.each(values.map((v) => [v]))('a line said to need no look is not searched, nor escaped: %j', (v) => {
    const line = `${JSON.stringify({ input: v })}\n`;
    const out = output();
    out.appendLine(line, false);
    expect(out.done()).toBe(line);
  });
});
