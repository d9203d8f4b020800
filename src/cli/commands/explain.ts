import { Command } from 'commander';
import { compare } from '../../conformance/compare';
import { EXIT, Io } from '../io';

export function explainCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('explain')
    .description('show how one input fares under each profile, and why they differ')
    .argument('<urn>', 'the input')
    .option('--json', 'print JSON', false)
    .action((input: string, opts: { json: boolean }) => {
      const c = compare(input);
      if (opts.json) {
        io.stdout(`${JSON.stringify(c, null, 2)}\n`);
      } else {
        const lines = [c.summary, ''];
        for (const r of c.results) {
          if (r.valid) {
            const parts = Object.entries(r.parts ?? {}).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ');
            const warnings = r.warnings.map((w) => w.code).join(', ');
            lines.push(`${r.profile.padEnd(10)} valid    ${parts}${warnings ? `  (warnings: ${warnings})` : ''}`);
          } else {
            const e = r.error as NonNullable<typeof r.error>;
            lines.push(`${r.profile.padEnd(10)} invalid  ${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})`);
          }
        }
        io.stdout(`${lines.join('\n')}\n`);
      }
      setExit(EXIT.ok);
    });
}
