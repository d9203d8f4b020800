import { Command } from 'commander';
import { newTally } from '../../extract/judge';
import { extractBatchesFromStream } from '../../extract/stream';
import type { StreamUrnMatch, TextMatch } from '../../extract/types';
import { canonicalName } from '../../revision-names';
import { AnyUrn, PROFILES, RevisionName, Urn } from '../../types';
import { CliError, fileError, reportProblem } from '../errors';
import { EXIT, Io } from '../io';
import { openSource, Source, sourceName, sourcesOf, sourcesOrStdin } from '../inputs';
import { inputOption, jsonFlag, namespacesFlag, revisionOption } from '../options';
import { appendResult, jsonLine, output, Output, Where } from '../render';

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
      // Every candidate judged, invalid ones counted even when not listed (the exit status): their errors are made only for --invalid.
      const tally = newTally();
      let invalidListed = 0;
      const keyOptions = { namespaces: Boolean(flags.namespaces) };
      // Loaded for --unique only: equivalence brings normalization and its tables, a good part of extract's start-up.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const equivalenceKey = flags.unique ? (require('../../equivalence/key') as typeof import('../../equivalence/key')).equivalenceKey : undefined;
      const options = { profile: flags.profile, namespaces: Boolean(flags.namespaces), invalid: Boolean(flags.invalid) };
      // Printing a URN's text needs its verdict alone; JSON, --unique and --count read the Urn.
      const urns = Boolean(flags.json || flags.unique || flags.count);
      /** Appends what to print for a match to `out` (an invalid one comes only with --invalid): nothing for a repeat with --unique, anything with --count. */
      const report = (where: Where, m: StreamUrnMatch<AnyUrn> | TextMatch, out: Output): void => {
        if (flags.unique) {
          // "urn:..." and " ..." never collide: every key starts with its profile name, never with a space.
          const key = m.urn ? (equivalenceKey as NonNullable<typeof equivalenceKey>)(m.urn as Urn, keyOptions) : ` ${m.text}`;
          if (seen.has(key)) return;
          seen.add(key);
        }
        if (flags.count) {
          if (m.urn) {
            const nid = m.urn.nid.toLowerCase();
            counts.set(nid, (counts.get(nid) ?? 0) + 1);
          } else {
            invalidListed += 1;
          }
          return;
        }
        if (flags.json) {
          // With --json every valid match has its Urn (urns above).
          appendResult(out, m.text, flags.profile, m.error ? { ok: false, error: m.error } : { ok: true, urn: m.urn as AnyUrn }, where, m.line, { column: m.column, offset: m.start });
        } else out.text += m.error ? `${where.text(m.line)}:${m.column}: ${m.error.message}\n` : `${m.text}\n`;
      };
      const read = async (source: Exclude<Source, { kind: 'arguments' }>): Promise<void> => {
        // Line i of "the chunk" is line i of the source: a match names its own line.
        const where = new Where({ file: sourceName(source), line: 0 });
        try {
          // The matches of each read of the source, written at once.
          for await (const batch of extractBatchesFromStream(openSource(source, io), options, tally, urns)) {
            const out = output();
            for (const m of batch) report(where, m, out);
            if (!out.text) continue;
            // Wait when the reader is behind (back-pressure).
            const wait = io.stdout(out.done());
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
      setExit(tally.invalid ? EXIT.failed : EXIT.ok);
    });
}
