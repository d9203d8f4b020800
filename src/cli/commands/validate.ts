import { Command } from 'commander';
import { escapeText } from '../../diagnostics/excerpt';
import { tryParse } from '../../parse';
import { ProfileName } from '../../types';
import { EXIT, Io } from '../io';
import { inputLines, progress } from '../lines';
import { namespacesFlag, profileOption } from '../options';
import { errorJson, jsonLine } from '../render';

interface ValidateOptions {
  profile: ProfileName;
  strict: boolean;
  namespaces: boolean;
  json: boolean;
  quiet: boolean;
  blank: boolean;
}

export function validateCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('validate')
    .description('check URNs given as arguments, or standard input line by line; one result per line, a summary on stderr')
    .argument('[urn...]', 'URNs to check (none: read standard input)')
    .addOption(profileOption())
    .option('--strict', 'treat warnings as errors', false)
    .addOption(namespacesFlag())
    .option('--json', 'print one JSON object per line', false)
    .option('-q, --quiet', 'print nothing; only the exit status says whether all were valid', false)
    .option('--blank', 'check blank lines too (skipped and counted by default)', false)
    .action(async (args: string[], opts: ValidateOptions) => {
      const options = { profile: opts.profile, strict: opts.strict, namespaces: opts.namespaces };
      let valid = 0;
      let invalid = 0;
      let blank = 0;
      const meter = opts.quiet ? progress({ ...io, stderrIsTTY: false }) : progress(io);
      for await (const { text: input } of inputLines(args, io)) {
        if (!opts.blank && input.trim() === '') {
          blank += 1;
          continue;
        }
        const result = tryParse(input, options);
        if (result.ok) valid += 1;
        else invalid += 1;
        meter.tick(valid + invalid + blank);
        if (opts.quiet) continue;
        let line: string;
        if (opts.json) {
          line = jsonLine(
            result.ok
              ? { input, valid: true, profile: opts.profile, warnings: result.urn.warnings }
              : { input, valid: false, profile: opts.profile, error: errorJson(result.error) },
          );
        } else if (result.ok) {
          const w = result.urn.warnings.map((d) => d.code).join(',');
          line = `valid\t"${escapeText(input)}"${w ? `\twarnings: ${w}` : ''}\n`;
        } else {
          const e = result.error;
          line = `invalid\t"${escapeText(input)}"\t${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})\n`;
        }
        // Wait when the reader is slower: memory stays flat whatever its speed.
        const wait = io.stdout(line);
        if (wait) await wait;
      }
      meter.done();
      if (!opts.quiet) io.stderr(`${valid} valid, ${invalid} invalid${blank ? `, ${blank} blank line${blank === 1 ? '' : 's'} skipped` : ''}\n`);
      setExit(invalid ? EXIT.failed : EXIT.ok);
    });
}
