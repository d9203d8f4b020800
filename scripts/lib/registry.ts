/*
 * Reads IANA's "Uniform Resource Names (URN) Namespaces" registry in its own
 * XML form (https://www.iana.org/assignments/urn-namespaces/urn-namespaces.xml)
 * into the records urnkit ships (generated/namespaces/registry.js).
 */
import { XMLParser } from 'fast-xml-parser';
import type { RegistryEntry, RegistryReference } from '../../src/namespaces/types';

export interface Registry {
  /** The registry's own <updated> date. */
  updated: string;
  entries: RegistryEntry[];
}

type Node = Record<string, unknown>;
type Writable<T> = { -readonly [K in keyof T]: T[K] };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['registry', 'record', 'xref'].includes(name),
});

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' && v !== null && '#text' in v ? String((v as Node)['#text']) : '').trim();

function reference(x: Node): RegistryReference {
  const ref: Writable<RegistryReference> = { type: String(x.type ?? ''), data: String(x.data ?? '') };
  const label = text(x);
  if (label) ref.text = label;
  return ref;
}

/** The sub-registries' kinds by IANA's ids: urn-namespaces-1 formal, -2 informal. */
const KINDS: Record<string, RegistryEntry['kind']> = { 'urn-namespaces-1': 'formal', 'urn-namespaces-2': 'informal' };

export function readRegistryXml(xml: string): Registry {
  const doc = parser.parse(xml) as Node;
  const top = (doc.registry as Node[] | undefined)?.[0];
  if (!top || top.id !== 'urn-namespaces') throw new Error('not IANA\'s URN namespace registry: the root is not <registry id="urn-namespaces">');
  const updated = text(top.updated);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(updated)) throw new Error(`the registry's <updated> is not a date: ${JSON.stringify(updated)}`);
  const entries: RegistryEntry[] = [];
  for (const sub of (top.registry as Node[] | undefined) ?? []) {
    const kind = KINDS[String(sub.id)];
    if (!kind) continue;
    for (const record of (sub.record as Node[] | undefined) ?? []) {
      const nid = text(record.name).toLowerCase();
      if (!nid) throw new Error(`a record of ${sub.id} has no <name>`);
      const entry: Writable<RegistryEntry> = { nid, kind, references: ((record.xref as Node[] | undefined) ?? []).map(reference) };
      if (typeof record.date === 'string') entry.date = record.date;
      const value = text(record.value ?? record.description);
      if (value) entry.name = value;
      const template = (record.template as Node | undefined)?.xref as Node[] | undefined;
      if (template?.[0]?.data) entry.template = String(template[0].data);
      entries.push(entry);
    }
  }
  if (!entries.some((e) => e.kind === 'formal')) throw new Error('the registry has no formal NIDs (sub-registry urn-namespaces-1)');
  entries.sort((a, b) => (a.nid < b.nid ? -1 : a.nid > b.nid ? 1 : 0));
  return { updated, entries };
}
