import { Command } from 'commander';
import { createReadStream } from 'fs';
import { Readable } from 'stream';
import { equivalenceKey } from '../../equivalence/key';
import { extractUrnsFromStream } from '../../extract/stream';
import type { StreamUrnMatch } from '../../extract/types';
import { partsRead } from '../../conformance/compare';
import { AnyUrn, PROFILES, RevisionName, Urn } from '../../types';
import { EXIT, Io } from '../io';
import { namespacesFlag, revisionOption } from '../options';
import { escapeText } from '../../diagnostics/excerpt';
import { errorJson, jsonLine as terminalSafeJson } from '../render';

interface ExtractFlags {
  profile: RevisionName;
  namespaces: boolean;
  json: boolean;
  invalid: boolean;
  unique: boolean;
  count: boolean;
}

/** How standard input is named in the output. */
const STDIN = '<stdin>';

function jsonLine(file: string, m: StreamUrnMatch<AnyUrn>, profile: RevisionName): string {
  const where = { file, line: m.line, column: m.column, offset: m.start, urn: m.text };
  const body = m.urn
    ? { ...where, valid: true, profile, parts: partsRead(m.urn), warnings: m.urn.warnings }
    : { ...where, valid: false, profile, error: errorJson(m.error) };
  return terminalSafeJson(body);
}

/** A file-system error (no such file, a folder, no permission), which skips the file rather than stopping the command. */
function fileError(e: unknown): e is NodeJS.ErrnoException {
  // By shape, not instanceof Error: an error made in another realm (a vm context, a test runner's sandbox) is not an instance of this one's Error.
  const errno = e as NodeJS.ErrnoException | null;
  return typeof errno === 'object' && errno !== null && typeof errno.code === 'string' && typeof errno.syscall === 'string' && typeof errno.message === 'string';
}

export function extractCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('extract')
    .description('find the URNs in text (files, or standard input): one URN per line; exit 1 when any candidate is not a valid URN')
    .argument('[file...]', 'files to read (none, or -: standard input)')
    .addOption(revisionOption())
    .addOption(namespacesFlag())
    .option('--json', 'print one JSON object per line: file, line, column, offset, the URN and its parts (or its error)', false)
    .option('--invalid', 'also list the candidates that are not valid URNs, with the error and a caret', false)
    .option('--unique', 'print each URN once: the first of those with the same equivalenceKey (invalid ones: the same text)', false)
    .option('--count', 'print the number of URNs of each NID instead of the URNs', false)
    .action(async (files: string[], opts: ExtractFlags, command: Command) => {
      if (opts.unique && !(PROFILES as readonly string[]).includes(opts.profile)) {
        command.error(`error: --unique compares URNs by equivalence, which is defined for the main profiles (${PROFILES.join(', ')}) only, not for ${opts.profile}`, { exitCode: EXIT.usage });
      }
      const seen = new Set<string>();
      const counts = new Map<string, number>();
      let invalid = 0;
      let invalidListed = 0;
      const keyOptions = { namespaces: opts.namespaces };
      // Returns the write's promise when the reader is behind (back-pressure).
      const report = (file: string, m: StreamUrnMatch<AnyUrn>): void | Promise<void> => {
        if (m.error) invalid += 1;
        if (m.error && !opts.invalid) return;
        if (opts.unique) {
          // "urn:..." and " ..." never collide: every key starts with its profile name, never with a space.
          const key = m.urn ? equivalenceKey(m.urn as Urn, keyOptions) : ` ${m.text}`;
          if (seen.has(key)) return;
          seen.add(key);
        }
        if (opts.count) {
          if (m.urn) {
            const nid = m.urn.nid.toLowerCase();
            counts.set(nid, (counts.get(nid) ?? 0) + 1);
          } else {
            invalidListed += 1;
          }
        } else if (opts.json) {
          return io.stdout(jsonLine(file, m, opts.profile));
        } else if (m.urn) {
          return io.stdout(`${m.text}\n`);
        } else {
          return io.stdout(`${escapeText(file)}:${m.line}:${m.column}: ${m.error.message}\n`);
        }
      };
      const sources = files.length ? files : ['-'];
      for (const file of sources) {
        const name = file === '-' ? STDIN : file;
        const input: Readable = file === '-' ? io.stdin : createReadStream(file);
        try {
          for await (const m of extractUrnsFromStream(input, { profile: opts.profile, namespaces: opts.namespaces, invalid: true })) {
            const wait = report(name, m);
            if (wait) await wait;
          }
        } catch (e) {
          if (!fileError(e)) throw e;
          io.stderr(`urnkit extract: cannot read "${escapeText(file)}": ${e.message}\n`);
          setExit(EXIT.usage);
        }
      }
      if (opts.count) {
        // Most frequent first; ties in NID order, so the output is the same on every run.
        const rows = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        for (const [nid, n] of rows) io.stdout(opts.json ? `${JSON.stringify({ nid, count: n })}\n` : `${n}\t${nid}\n`);
        if (opts.invalid && invalidListed) io.stdout(opts.json ? `${JSON.stringify({ invalid: invalidListed })}\n` : `${invalidListed}\t(invalid)\n`);
      }
      setExit(invalid ? EXIT.failed : EXIT.ok);
    });
}
