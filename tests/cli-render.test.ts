/*
 * validate's line escaping: PlainLines finds the lines to escape with one
 * search over a chunk's text, and must show every line as escapeText does
 * (printable ASCII but "\" as it is; controls, "\", non-ASCII escaped).
 */
import { escapeText } from '../src/diagnostics/excerpt';
import { PlainLines } from '../src/cli/render';

test.each([
  [['urn:ab:c', 'urn:a\\b:c', 'urn:ab:d']],
  [['urn:ex:caf\u00e9', 'urn:ab:c', '', 'urn:ab:\u202e', 'urn:ab:e']],
  [['\tbad', 'urn:ab:\u007f', 'urn:ab:c\u0000', 'urn:ok:1', 'urn:ok:2']],
  [['urn:ok:1', 'urn:ok:2', 'urn:ok:3']],
  [['x\ud83d\ude00', 'y']],
])('each line of %j is shown as escapeText shows it', (lines) => {
  const text = `${lines.join('\n')}\n`;
  const plain = new PlainLines(text);
  let at = 0;
  const shown: string[] = [];
  for (const line of lines) {
    shown.push(plain.shown(line, at, at + line.length));
    at += line.length + 1;
  }
  expect(shown).toEqual(lines.map((l) => escapeText(l)));
});
