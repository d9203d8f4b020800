import { Command } from 'commander';
import { tryParse } from '../../parse';
import { RevisionName } from '../../types';
import { EXIT, Io } from '../io';
import { namespacesFlag, revisionOption } from '../options';
import { errorJson, errorText, urnText } from '../render';

export function parseCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('parse')
    .description('parse one URN and print its parts, or the error with a caret under the offending character')
    .argument('<urn>', 'the URN to parse')
    .addOption(revisionOption())
    .option('--strict', 'treat warnings as errors', false)
    .addOption(namespacesFlag())
    .option('--json', 'print JSON', false)
    .action((input: string, opts: { profile: RevisionName; strict: boolean; namespaces: boolean; json: boolean }) => {
      const result = tryParse(input, { profile: opts.profile, strict: opts.strict, namespaces: opts.namespaces });
      if (result.ok) {
        io.stdout(opts.json ? `${JSON.stringify(result.urn, null, 2)}\n` : urnText(result.urn));
        setExit(EXIT.ok);
      } else if (opts.json) {
        io.stdout(`${JSON.stringify({ error: errorJson(result.error) }, null, 2)}\n`);
        setExit(EXIT.failed);
      } else {
        io.stderr(`${errorText(result.error)}\n`);
        setExit(EXIT.failed);
      }
    });
}
