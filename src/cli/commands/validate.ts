import { Command } from 'commander';
import { createInterface } from 'readline';
import { tryParse } from '../../parse';
import { ProfileName } from '../../types';
import { EXIT, Io } from '../io';
import { profileOption } from '../options';
import { errorJson } from '../render';

async function* inputs(args: string[], io: Io): AsyncIterable<string> {
  if (args.length) {
    yield* args;
    return;
  }
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) yield line;
}

export function validateCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('validate')
    .description('check URNs given as arguments, or standard input line by line; one result per line')
    .argument('[urn...]', 'URNs to check (none: read standard input)')
    .addOption(profileOption())
    .option('--strict', 'treat warnings as errors', false)
    .option('--json', 'print one JSON object per line', false)
    .action(async (args: string[], opts: { profile: ProfileName; strict: boolean; json: boolean }) => {
      let invalid = 0;
      for await (const input of inputs(args, io)) {
        const result = tryParse(input, { profile: opts.profile, strict: opts.strict });
        if (!result.ok) invalid += 1;
        if (opts.json) {
          const body = result.ok
            ? { input, valid: true, profile: opts.profile, warnings: result.urn.warnings }
            : { input, valid: false, profile: opts.profile, error: errorJson(result.error) };
          io.stdout(`${JSON.stringify(body)}\n`);
        } else if (result.ok) {
          const w = result.urn.warnings.map((d) => d.code).join(',');
          io.stdout(`valid\t${JSON.stringify(input)}${w ? `\twarnings: ${w}` : ''}\n`);
        } else {
          const e = result.error;
          io.stdout(`invalid\t${JSON.stringify(input)}\t${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})\n`);
        }
      }
      setExit(invalid ? EXIT.failed : EXIT.ok);
    });
}
