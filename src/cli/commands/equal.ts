import { Command } from 'commander';
import { caretExcerpt } from '../../diagnostics/excerpt';
import { UrnParseError } from '../../errors';
import { EquivalenceMode, normalize } from '../../equivalence/normalize';
import { equivalent } from '../../equivalence/key';
import { ProfileName } from '../../types';
import { EXIT, Io } from '../io';
import { namespacesFlag, profileOption } from '../options';
import { errorText } from '../render';
import { modeMisuse, modeOption } from './normalize';

const firstDifference = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

export function equalCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('equal')
    .description('exit 0 when two URNs are equivalent under the profile, 1 when not, 2 when either is invalid; prints both normalized forms')
    .argument('<a>', 'first URN')
    .argument('<b>', 'second URN')
    .addOption(profileOption())
    .addOption(modeOption())
    .addOption(namespacesFlag())
    .action((a: string, b: string, opts: { profile: ProfileName; mode?: EquivalenceMode; namespaces: boolean }, command: Command) => {
      const misuse = modeMisuse(opts.profile, opts.mode);
      if (misuse) command.error(misuse, { exitCode: EXIT.usage });
      const options = { profile: opts.profile, mode: opts.mode, namespaces: opts.namespaces };
      const under = `${opts.profile === 'rfc2141bis' ? `rfc2141bis ${opts.mode ?? '5a'}` : opts.profile}${opts.namespaces ? ' with namespace rules' : ''}`;
      const forms: string[] = [];
      for (const [name, input] of [['a', a], ['b', b]]) {
        try {
          forms.push(normalize(input, options));
        } catch (e) {
          if (!(e instanceof UrnParseError)) throw e;
          io.stderr(`${name} is not a URN under ${opts.profile}: ${errorText(e)}\n`);
          setExit(EXIT.usage);
        }
      }
      if (forms.length < 2) return;
      if (equivalent(a, b, options)) {
        io.stdout(`equivalent under ${under}: both normalize to ${forms[0]}\n`);
        setExit(EXIT.ok);
        return;
      }
      const at = firstDifference(forms[0], forms[1]);
      const excerpt = caretExcerpt(forms[1], at).split('\n');
      io.stdout(`not equivalent under ${under}: the normalized forms differ at offset ${at}\n  a ${forms[0]}\n  b ${excerpt[0].slice(2)}\n    ${excerpt[1].slice(2)}\n`);
      setExit(EXIT.failed);
    });
}
