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
import { escaped } from '../src/cli/render';
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
