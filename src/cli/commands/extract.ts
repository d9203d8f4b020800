import { Command } from 'commander';
import { equivalenceKey } from '../../equivalence/key';
import { extractUrnsFromStream } from '../../extract/stream';
import type { StreamUrnMatch } from '../../extract/types';
import { escapeText } from '../../diagnostics/excerpt';
import { resultRecord } from '../../results/record';
import { canonicalName } from '../../revision-names';
import { AnyUrn, PROFILES, RevisionName, Urn } from '../../types';
import { CliError, fileError, reportProblem } from '../errors';
import { EXIT, Io } from '../io';
import { openSource, Source, sourceName, sourcesOf, sourcesOrStdin } from '../inputs';
import { inputOption, jsonFlag, namespacesFlag, revisionOption } from '../options';
import { appendJson, jsonLine, output } from '../render';

interface ExtractFlags {
  profile: RevisionName;
  namespaces?: boolean;
  json?: boolean;
  invalid?: boolean;
  unique?: boolean;
  count?: boolean;
  input?: string[];
}

export function extractCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('extract')
    .description('find the URNs in text: one URN a line, as written')
    .argument('[file...]', 'files to read; - or none reads standard input')
    .addOption(inputOption('text'))
    .addOption(revisionOption())
    .addOption(namespacesFlag())
    .addOption(jsonFlag('one JSON object per URN, one per line, with file, line, column and offset'))
    .option('--invalid', 'also list the candidates that are not valid URNs, with the error and a caret')
    .option('--unique', 'print each URN once: the first of those with the same equivalenceKey, or for invalid ones the same text')
    .option('--count', 'print the number of URNs of each NID instead of the URNs')
    .addHelpText('after', '\nExit status: 0 every candidate is a valid URN, 1 any is not (listed or not), 2 a usage error or an input that cannot be read.')
    .action(async (files: string[], flags: ExtractFlags, cmd: Command) => {
      if (flags.unique && !(PROFILES as readonly string[]).includes(canonicalName(flags.profile))) {
        cmd.error(`--unique compares URNs by equivalence, which is defined for the main profiles (${PROFILES.join(', ')}) only, not for ${flags.profile}`, { exitCode: EXIT.usage });
      }
      const sources = sourcesOrStdin(sourcesOf(files, flags.input ?? [], true), io, 'give files, or - for standard input');
      const seen = new Set<string>();
      const counts = new Map<string, number>();
      let invalid = 0;
      let invalidListed = 0;
      const keyOptions = { namespaces: Boolean(flags.namespaces) };
      const options = { profile: flags.profile, namespaces: Boolean(flags.namespaces), invalid: true };
      /** What to print for a match, or nothing (invalid unless --invalid, a repeat with --unique, anything with --count). */
      const report = (file: string, m: StreamUrnMatch<AnyUrn>): string | undefined => {
        if (m.error) invalid += 1;
        if (m.error && !flags.invalid) return undefined;
        if (flags.unique) {
          // "urn:..." and " ..." never collide: every key starts with its profile name, never with a space.
          const key = m.urn ? equivalenceKey(m.urn as Urn, keyOptions) : ` ${m.text}`;
          if (seen.has(key)) return undefined;
          seen.add(key);
        }
        if (flags.count) {
          if (m.urn) {
            const nid = m.urn.nid.toLowerCase();
            counts.set(nid, (counts.get(nid) ?? 0) + 1);
          } else {
            invalidListed += 1;
          }
          return undefined;
        }
        if (flags.json) {
          const out = output();
          const record = resultRecord(m.text, flags.profile, m.urn ? { ok: true, urn: m.urn } : { ok: false, error: m.error });
          appendJson(out, record, { file, line: m.line }, 0, { column: m.column, offset: m.start });
          return out.text;
        }
        return m.urn ? `${m.text}\n` : `${escapeText(file)}:${m.line}:${m.column}: ${m.error.message}\n`;
      };
      const read = async (source: Exclude<Source, { kind: 'arguments' }>): Promise<void> => {
        const name = sourceName(source);
        try {
          for await (const m of extractUrnsFromStream(openSource(source, io), options)) {
            const text = report(name, m);
            if (text === undefined) continue;
            // Wait when the reader is behind (back-pressure).
            const wait = io.stdout(text);
            if (wait) await wait;
          }
        } catch (e) {
          const problem = e instanceof CliError ? e : fileError(e, 'read', source.kind === 'file' ? source.path : '-');
          if (!problem) throw e;
          reportProblem(io, 'extract', problem, setExit);
        }
      };
      for (const source of sources) if (source.kind !== 'arguments') await read(source);
      if (flags.count) {
        // Most frequent first; ties in NID order, so the output is the same on every run.
        const rows = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        for (const [nid, n] of rows) io.stdout(flags.json ? jsonLine({ nid, count: n }) : `${n}\t${nid}\n`);
        if (flags.invalid && invalidListed) io.stdout(flags.json ? jsonLine({ invalid: invalidListed }) : `${invalidListed}\t(invalid)\n`);
      }
      setExit(invalid ? EXIT.failed : EXIT.ok);
    });
}
