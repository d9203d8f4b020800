import { Command } from 'commander';
import { readFileSync, statSync } from 'fs';
import { analyzeRegistration, REGISTRATION_LIMITS } from '../../conformance/registration/check';
import { findingCounts, formatFinding } from '../../conformance/registration/format';
import { escapeText } from '../../diagnostics/excerpt';
import { CliError, fileError, showPath } from '../errors';
import { EXIT, Io } from '../io';
import { readStdin, STDIN_NAME } from '../inputs';

/** The most bytes a text of REGISTRATION_LIMITS.chars characters can take in UTF-8. */
const MAX_BYTES = REGISTRATION_LIMITS.chars * 3;

/** A file's text, or a one-line CliError for a file that is too large, binary, or not there. */
function readText(path: string): string {
  try {
    const size = statSync(path).size;
    if (size > MAX_BYTES) throw new CliError(`cannot check ${showPath(path)}: it has ${size} bytes; urnkit checks registrations of at most ${REGISTRATION_LIMITS.chars} characters`);
    return decode(path, readFileSync(path));
  } catch (e) {
    throw fileError(e, 'read', path) ?? e;
  }
}

/** UTF-8 text, its byte order mark dropped; a NUL byte makes it a binary file. */
function decode(path: string, bytes: Buffer): string {
  const nul = bytes.indexOf(0);
  if (nul >= 0) throw new CliError(`cannot check ${showPath(path)}: it is a binary file (a NUL byte at offset ${nul}), not a registration template or grammar`);
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

export function registrationCommand(io: Io, setExit: (code: number) => void): Command {
  const check = new Command('check')
    .description('check a URN namespace registration template (RFC 8141 Appendix A or RFC 3406 s.4.3, alone or in an RFC) or, with --grammar, a namespace grammar file: the NID, the ABNF, the NSS language against RFC 8141, the examples')
    .argument('[file]', 'the template (plain text, or an RFC holding it), or - for standard input')
    .option('--grammar <file>', 'check a namespace grammar file (.abnf with "; @namespace <nid>") instead of a template; - for standard input')
    .option('--start <rule>', 'the rule that is the NSS (or the whole URN), where the grammar does not make it clear')
    .option('--json', 'print the result as one JSON object: nid, rules, nss, examples, findings')
    .addHelpText('after', '\nOutput: one finding a line, FILE:LINE:COLUMN: severity: message [code]; a summary on stderr.\nExit status: 0 no finding of severity error, 1 one or more, 2 a usage error or a file that cannot be read (missing, binary, too large).')
    .action(async (file: string | undefined, opts: { grammar?: string; start?: string; json?: boolean }, cmd: Command) => {
      if ((file === undefined) === (opts.grammar === undefined)) cmd.error('give one file: a template, or a grammar with --grammar', { exitCode: EXIT.usage });
      const path = (opts.grammar ?? file) as string;
      const name = path === '-' ? STDIN_NAME : path;
      const text = path === '-' ? decode('-', Buffer.from(await readStdin(io, REGISTRATION_LIMITS.chars), 'utf8')) : readText(path);
      let result;
      try {
        result = analyzeRegistration('checkRegistration', text, { kind: opts.grammar === undefined ? 'template' : 'grammar', start: opts.start });
      } catch (e) {
        // Too long, control characters, or a --start the grammar lacks: one line naming the file.
        if ((e instanceof TypeError || e instanceof RangeError) && e.message.startsWith('urnkit.checkRegistration: ')) {
          throw new CliError(`cannot check ${showPath(path)}: ${escapeText(e.message.slice('urnkit.checkRegistration: '.length))}`);
        }
        throw e;
      }
      const { check } = result;
      if (opts.json) io.stdout(`${JSON.stringify({ file: name, ...check })}\n`);
      else {
        const shownName = escapeText(name);
        const lines = check.findings.map((f) => formatFinding(shownName, f));
        if (lines.length) io.stdout(`${lines.join('\n')}\n`);
        const accepted = check.examples.filter((e) => e.verdict === 'accepted').length;
        const nid = check.nid === null ? 'no NID' : `NID "${escapeText(check.nid)}"`;
        const count = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;
        io.stderr(`${shownName}: ${nid}, ${count(check.rules.defined.length, 'rule')} (${check.rules.supplied.length} supplied), ${count(check.examples.length, 'example URN')} (${accepted} accepted); ${findingCounts(check)}\n`);
      }
      setExit(check.findings.some((f) => f.severity === 'error') ? EXIT.failed : EXIT.ok);
    });
  return new Command('registration').description('check URN namespace registrations before they go to IANA').addCommand(check);
}
