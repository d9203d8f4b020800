import { Command } from 'commander';
import { caretExcerpt, escapeText } from '../../diagnostics/excerpt';
import { EquivalenceMode, normalize } from '../../equivalence/normalize';
import { equivalent } from '../../equivalence/key';
import { tryParse } from '../../parse';
import { resultRecord } from '../../results/record';
import { ProfileName } from '../../types';
import { forEachInput } from '../each-input';
import { Source, sourcesOf } from '../inputs';
import { EXIT, Io } from '../io';
import { inputOption, jsonFlag, namespacesFlag, profileOption } from '../options';
import { appendJson, errorText, output, Output, Where } from '../render';
import { modeMisuse, modeOption } from './normalize';

const firstDifference = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

interface EqualFlags {
  profile: ProfileName;
  mode?: EquivalenceMode;
  namespaces?: boolean;
  json?: boolean;
  input?: string[];
}

/** An error's text without the "<profile>: " its message starts with, for a line that has named the profile already. */
const withoutProfile = (text: string, profile: string): string => (text.startsWith(`${profile}: `) ? text.slice(profile.length + 2) : text);

export function equalCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('equal')
    .description('whether two URNs are equivalent under the profile, with both normalized forms; or each pair "<a> <b>" of the lines of standard input or a file')
    .argument('[urn...]', 'the two URNs a and b; - reads pairs from standard input, as no argument does')
    .addOption(inputOption('one pair "<a> <b>" a line'))
    .addOption(profileOption())
    .addOption(modeOption())
    .addOption(namespacesFlag())
    .addOption(jsonFlag('one JSON object per pair, one per line: a\'s result with "equivalent" and b\'s as "other"'))
    .addHelpText('after', '\nExit status: 0 equivalent (every pair), 1 not equivalent (any pair), 2 an invalid URN, a usage error or an input that cannot be read.')
    .action(async (args: string[], flags: EqualFlags, command: Command) => {
      const misuse = modeMisuse(flags.profile, flags.mode);
      if (misuse) command.error(misuse, { exitCode: EXIT.usage });
      const sources = sourcesOf(args, flags.input ?? [], false);
      const inline = sources.filter((s): s is Extract<Source, { kind: 'arguments' }> => s.kind === 'arguments').flatMap((s) => s.values);
      if (inline.length !== 0 && inline.length !== 2) command.error(`give two URNs to compare, not ${inline.length}; or pairs a line with - or --input`, { exitCode: EXIT.usage });
      const lineSources = sources.filter((s) => s.kind !== 'arguments');
      if (!inline.length && !lineSources.length) {
        if (io.stdinIsTTY) command.error('no input: give two URNs, - for pairs from standard input, or --input <file>', { exitCode: EXIT.usage });
        lineSources.push({ kind: 'stdin' });
      }
      const parseOptions = { profile: flags.profile, namespaces: Boolean(flags.namespaces) };
      const options = { ...parseOptions, mode: flags.mode };
      const under = `${flags.profile === 'rfc2141bis' ? `rfc2141bis ${flags.mode ?? '5a'}` : flags.profile}${flags.namespaces ? ' with namespace rules' : ''}`;

      /** One pair: its verdict on `out` (problems on `err`); `where` names it when it came from a line. */
      const compare = (a: string, b: string, where: Where | undefined, i: number, out: Output, err: Output): void => {
        const results = [tryParse(a, parseOptions), tryParse(b, parseOptions)];
        const forms = results.map((r) => (r.ok ? normalize(r.urn, options) : undefined));
        const same = forms[0] !== undefined && forms[1] !== undefined ? equivalent(a, b, options) : undefined;
        setExit(same === undefined ? EXIT.usage : same ? EXIT.ok : EXIT.failed);
        const prefix = where === undefined ? '' : `${where.text(i)}: `;
        if (flags.json) {
          const [ra, rb] = [a, b].map((s, k) => ({ ...resultRecord(s, flags.profile, results[k]), ...(forms[k] === undefined ? {} : { normalized: forms[k] }) }));
          appendJson(out, ra, where, i, { ...(same === undefined ? {} : { equivalent: same }), other: rb });
          return;
        }
        results.forEach((r, k) => {
          if (!r.ok) err.text += `${prefix}${k ? 'b' : 'a'} is not a URN under ${flags.profile}: ${withoutProfile(errorText(r.error), r.error.profile)}\n`;
        });
        if (same === undefined) return;
        const [fa, fb] = forms as string[];
        if (same) {
          out.text += `${prefix}equivalent under ${under}: both normalize to ${fa}\n`;
          return;
        }
        const at = firstDifference(fa, fb);
        const excerpt = caretExcerpt(fb, at).split('\n');
        out.text += `${prefix}not equivalent under ${under}: the normalized forms differ at offset ${at}\n  a ${fa}\n  b ${excerpt[0].slice(2)}\n    ${excerpt[1].slice(2)}\n`;
      };

      if (inline.length) {
        const out = output();
        const err = output();
        compare(inline[0], inline[1], undefined, 0, out, err);
        if (err.text) io.stderr(err.done());
        if (out.text) await io.stdout(out.done());
      }
      await forEachInput(lineSources, io, 'equal', setExit, (line, where, i, out, err) => {
        const pair = line.trim().split(/\s+/);
        if (pair.length !== 2) {
          err.text += `urnkit equal: ${where.text(i)}: a line holds two URNs separated by white space; this one holds ${pair.length}: "${escapeText(line)}"\n`;
          setExit(EXIT.usage);
          return;
        }
        compare(pair[0], pair[1], where, i, out, err);
      });
    });
}
