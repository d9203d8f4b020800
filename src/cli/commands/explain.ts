import { Command } from 'commander';
import { compare } from '../../conformance/compare';
import { namespaceInfo } from '../../namespaces/info';
import { tryParse } from '../../parse';
import { resultRecord } from '../../results/record';
import { forEachInput, singleArgument } from '../each-input';
import { sourcesOf, sourcesOrStdin } from '../inputs';
import { EXIT, Io } from '../io';
import { inputOption, jsonFlag, namespacesFlag } from '../options';
import { appendJson, escaped, namespaceLines } from '../render';

/** The NID of an input that looks like "urn:<nid>:...", for the registry line. */
const nidOf = (input: string): string | undefined => /^urn:([A-Za-z0-9-]{1,32}):/i.exec(input)?.[1];

interface ExplainFlags {
  namespaces?: boolean;
  json?: boolean;
  input?: string[];
}

export function explainCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('explain')
    .description('show how each input fares under every profile, and why they differ')
    .argument('[urn...]', 'inputs to explain; - reads them from standard input, as no argument does')
    .addOption(inputOption('one input a line'))
    .addOption(namespacesFlag())
    .addOption(jsonFlag('one JSON object per input, one per line, with a result per profile in "profiles"'))
    .addHelpText('after', '\nExit status: 0 every input is valid under some profile, 1 one is valid under none, 2 a usage error or an input that cannot be read.')
    .action(async (args: string[], flags: ExplainFlags) => {
      const sources = sourcesOrStdin(sourcesOf(args, flags.input ?? [], false), io, 'give a URN, - for standard input, or --input <file>');
      const single = singleArgument(sources);
      const namespaces = Boolean(flags.namespaces);
      let rejected = false;
      await forEachInput(sources, io, 'explain', setExit, (input, where, i, out) => {
        const c = compare(input, { namespaces });
        const results = c.results.map((r) => resultRecord(input, r.profile, tryParse(input, { profile: r.profile, namespaces })));
        const valid = results.some((r) => r.valid);
        if (!valid) rejected = true;
        const nid = nidOf(input);
        const registry = namespaces && nid ? (namespaceInfo(nid) ?? null) : undefined;
        if (flags.json) {
          const record = { input, valid, profiles: results, splits: c.splits, summary: c.summary, ...(registry === undefined ? {} : { registry }) };
          appendJson(out, record, single ? undefined : where, i);
          return;
        }
        const lines = single ? [c.summary, ''] : [`input      "${escaped(input)}"  ${where.text(i)}`, c.summary, ''];
        for (const [k, r] of c.results.entries()) {
          if (r.valid) {
            const parts = Object.entries(r.parts ?? {}).map(([name, v]) => `${name}=${JSON.stringify(v)}`).join(' ');
            const warnings = r.warnings.map((w) => w.code).join(', ');
            lines.push(`${r.profile.padEnd(10)} valid    ${parts}${warnings ? `  (warnings: ${warnings})` : ''}`);
            if (r.namespace) lines.push(...namespaceLines(r.namespace).map((l) => `           ${l}`));
          } else {
            const e = results[k].error as NonNullable<(typeof results)[number]['error']>;
            const rule = e.code === 'invalid-namespace-nss' || e.code === 'invalid-check-digit' ? ` [namespace rule ${e.rule}]` : '';
            lines.push(`${r.profile.padEnd(10)} invalid  ${e.code} at offset ${e.offset}: found ${e.found}, expected ${e.expected} (${e.section})${rule}`);
            if (e.hint) lines.push(`           hint: ${e.hint}`);
            for (const s of e.suggestions) lines.push(`           did you mean: ${s}`);
          }
        }
        if (registry !== undefined) {
          lines.push('');
          if (registry === null) lines.push(`registry   "${escaped(nid as string)}" is in neither IANA registry of URN namespaces`);
          else {
            const refs = registry.references.map((r) => r.text ?? r.data).join(', ');
            lines.push(`registry   ${registry.nid}: ${registry.kind} NID${registry.date ? ` registered ${registry.date}` : ''}${refs ? `; ${refs}` : ''}${registry.template ? `; template ${registry.template}` : ''}`);
            lines.push(`grammar    ${registry.grammar ?? 'none shipped: the generic rules only'}`);
          }
        }
        out.text += `${lines.join('\n')}\n${single ? '' : '\n'}`;
      });
      setExit(rejected ? EXIT.failed : EXIT.ok);
    });
}
