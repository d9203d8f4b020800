import { Command } from 'commander';
import { compare } from '../../conformance/compare';
import { namespaceInfo } from '../../namespaces/info';
import { tryParse } from '../../parse';
import type { RevisionName } from '../../types';
import { EXIT, Io } from '../io';
import { namespacesFlag } from '../options';
import { namespaceLines } from '../render';

/** The hint and suggestions of the input's error under one profile (compare() leaves them out: diffCorpus calls it per line). */
function hintsOf(input: string, profile: RevisionName, namespaces: boolean): { hint: string | undefined; suggestions: readonly string[] } {
  const r = tryParse(input, { profile, namespaces });
  return r.ok ? { hint: undefined, suggestions: [] } : { hint: r.error.hint, suggestions: r.error.suggestions };
}

/** The NID of an input that looks like "urn:<nid>:...", for the registry line. */
const nidOf = (input: string): string | undefined => /^urn:([A-Za-z0-9-]{1,32}):/i.exec(input)?.[1];

export function explainCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('explain')
    .description('show how one input fares under each profile, and why they differ')
    .argument('<urn>', 'the input')
    .addOption(namespacesFlag())
    .option('--json', 'print JSON', false)
    .action((input: string, opts: { json: boolean; namespaces: boolean }) => {
      const c = compare(input, { namespaces: opts.namespaces });
      const nid = nidOf(input);
      const registry = opts.namespaces && nid ? (namespaceInfo(nid) ?? null) : undefined;
      if (opts.json) {
        const results = c.results.map((r) => (r.valid ? r : { ...r, ...hintsOf(input, r.profile, opts.namespaces) }));
        io.stdout(`${JSON.stringify({ ...c, results, ...(registry === undefined ? {} : { registry }) }, null, 2)}\n`);
      } else {
        const lines = [c.summary, ''];
        for (const r of c.results) {
          if (r.valid) {
            const parts = Object.entries(r.parts ?? {}).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ');
            const warnings = r.warnings.map((w) => w.code).join(', ');
            lines.push(`${r.profile.padEnd(10)} valid    ${parts}${warnings ? `  (warnings: ${warnings})` : ''}`);
            if (r.namespace) lines.push(...namespaceLines(r.namespace).map((l) => `           ${l}`));
          } else {
            const e = r.error as NonNullable<typeof r.error>;
            const rule = e.code === 'invalid-namespace-nss' || e.code === 'invalid-check-digit' ? ` [namespace rule ${e.rule}]` : '';
            lines.push(`${r.profile.padEnd(10)} invalid  ${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})${rule}`);
            const why = hintsOf(input, r.profile, opts.namespaces);
            if (why.hint) lines.push(`           hint: ${why.hint}`);
            for (const s of why.suggestions) lines.push(`           did you mean: ${s}`);
          }
        }
        if (registry !== undefined) {
          lines.push('');
          if (registry === null) lines.push(`registry   "${nid}" is in neither IANA registry of URN namespaces`);
          else {
            const refs = registry.references.map((r) => r.text ?? r.data).join(', ');
            lines.push(`registry   ${registry.nid}: ${registry.kind} NID${registry.date ? ` registered ${registry.date}` : ''}${refs ? `; ${refs}` : ''}${registry.template ? `; template ${registry.template}` : ''}`);
            lines.push(`grammar    ${registry.grammar ?? 'none shipped: the generic rules only'}`);
          }
        }
        io.stdout(`${lines.join('\n')}\n`);
      }
      setExit(EXIT.ok);
    });
}
