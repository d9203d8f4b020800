import { Command } from 'commander';
import { catalogEntry, CatalogEntry, namespaceCatalog } from '../../namespaces/catalog';
import { REGISTRY_DATE } from '../../namespaces/shipped';
import { ALL_SET } from '../../namespaces/community';
import { tryParse } from '../../parse';
import { escapeText } from '../../diagnostics/excerpt';
import { EXIT, Io } from '../io';
import { jsonLine } from '../render';

const reference = (e: CatalogEntry): string =>
  e.registry?.references.map((r) => (r.type === 'rfc' ? r.data.toUpperCase().replace('RFC', 'RFC ') : (r.text ?? r.data))).join(', ') || '-';

function listing(): string[] {
  const all = namespaceCatalog();
  const shipped = all.filter((e) => e.grammar?.set === 'shipped');
  const community = all.filter((e) => e.grammar?.set === 'community');
  const bare = all.filter((e) => !e.grammar);
  const width = Math.max(...all.map((e) => e.nid.length)) + 2;
  return [
    `Grammars for registered NIDs (${shipped.length}; urnkit parse --namespaces):`,
    ...shipped.map((e) => `  ${e.nid.padEnd(width)}${e.grammar?.source}`),
    '',
    `Community grammars, NIDs in no IANA registry (${community.length}; opt-in: communityNamespaces from urnkit/namespaces):`,
    ...community.map((e) => `  ${e.nid.padEnd(width)}${e.grammar?.source}`),
    '',
    `Registry entries without a grammar (${bare.length}; IANA snapshot of ${REGISTRY_DATE}):`,
    ...bare.map((e) => `  ${e.nid.padEnd(width)}${e.registry?.kind === 'informal' ? 'informal' : reference(e)}`),
  ];
}

function details(e: CatalogEntry): string[] {
  const g = e.grammar;
  const lines = [`nid         ${e.nid}`];
  if (e.registry) {
    lines.push(`registry    ${e.registry.kind} NID; ${reference(e)}${e.registry.template ? `; template ${e.registry.template}` : ''} (snapshot of ${REGISTRY_DATE})`);
  } else lines.push('registry    not registered with IANA');
  if (!g) {
    lines.push('grammar     none: urnkit checks only the profile syntax for this NID');
    return lines;
  }
  lines.push(`grammar     ${g.set === 'community' ? 'community set (opt-in)' : 'shipped (namespaces: true)'}: ${g.source}`);
  lines.push(`import      ${g.entry ? `{ grammar } from '${g.entry}'` : "{ communityNamespaces } from 'urnkit/namespaces' (no entry point of its own)"}`);
  if (g.aliases.length) lines.push(`aliases     ${g.aliases.join(', ')}`);
  if (g.summary) lines.push(`checks      ${g.summary}`);
  if (g.checks.length) lines.push(`check chars ${g.checks.join('; ')}`);
  lines.push(`equivalence ${g.equivalence.length ? g.equivalence.join('; ') : "none beyond the profile's (RFC 8141 s.3.1)"}`);
  if (g.parts.length) lines.push(`view parts  ${g.parts.join(' ')}`);
  for (const example of g.examples) lines.push(`example     ${example}${tryParse(example, { namespaces: ALL_SET }).ok ? '' : '  (INVALID)'}`);
  return lines;
}

/** One NID as a line of --json (schema definition namespaceEntry): what is absent is null, and the registry snapshot's date is in every line. */
function jsonRecord(e: CatalogEntry): string {
  const grammar = e.grammar ? { ...e.grammar, entry: e.grammar.entry ?? null } : null;
  return jsonLine({ nid: e.nid, registry: e.registry ?? null, grammar, registryDate: REGISTRY_DATE });
}

export function namespacesCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('namespaces')
    .description('list the namespace grammars (registered and community) and the IANA registry entries, or show one NID')
    .argument('[nid]', 'a NID to show: its registry record, grammar source, what is checked, examples')
    .option('--json', 'one JSON object per NID, one per line')
    .addHelpText('after', '\nExit status: 0 listed or shown, 1 the NID has no grammar and no registry entry, 2 a usage error.')
    .action((nid: string | undefined, opts: { json?: boolean }) => {
      if (nid === undefined) {
        io.stdout(opts.json ? namespaceCatalog().map(jsonRecord).join('') : `${listing().join('\n')}\n`);
        return;
      }
      const e = catalogEntry(nid);
      if (!e) {
        io.stderr(`urnkit namespaces: no grammar and no registry entry for the NID "${escapeText(nid)}"\n`);
        setExit(EXIT.failed);
        return;
      }
      io.stdout(opts.json ? jsonRecord(e) : `${details(e).join('\n')}\n`);
    });
}
