/*
 * Namespace views in time linear in the input, asserted by counting work, not
 * by timing it: the capture tree reads the matcher's captures a bounded number
 * of times each, and the urn:li view reads each capture of the tree a bounded
 * number of times, so the counts grow by the same amount at every doubling of
 * the URN's fields (a quadratic view grew by twice as much each time). Then
 * the view's values on a long urn:li URN built from DataHub's documented
 * structure (docs/what/urn.md: "urn:li:dataset:(urn:li:dataPlatform:kafka,
 * PageViewEvent,PROD)", tests/data/namespaces/community/li.jsonl), each field
 * where the construction puts it.
 */
import { isDeepStrictEqual } from 'util';
import { extractUrns, parse, tryParse } from '../src';
import { communityNamespaces } from '../src/entries/namespaces';
import { communityGrammar } from '../src/namespaces/community';
import { shippedGrammar } from '../src/namespaces/shipped';
import type { NamespaceGrammar } from '../src/namespaces/types';
import { li } from '../src/namespaces/named-views';
import { CaptureTree, captureTree, LiKeyPart, LiView, NamespaceView } from '../src/namespaces/views';

const liGrammar = communityGrammar('li') as NamespaceGrammar;

/** `target` with every read of an element (an index) counted in `count.reads`. */
function counted<T extends object>(target: T, count: { reads: number }): T {
  return new Proxy(target, {
    get(t, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) count.reads += 1;
      return Reflect.get(t, key);
    },
  });
}

/** The work of the view of the reproduction, urn:li:x:(urn:li:y:z,...,a) with `fields` nested URNs: captures, and reads of each structure. */
function work(fields: number): { captures: number; capsReads: number; treeReads: number } {
  const nss = `x:(${'urn:li:y:z,'.repeat(fields)}a)`;
  const input = `urn:li:${nss}`;
  const caps: number[] = [];
  const count = liGrammar.matcher.match(input, caps, 7, input.length);
  expect(count).toBeGreaterThan(0);
  const capsCount = { reads: 0 };
  const tree = captureTree(liGrammar.meta.parts, liGrammar.matcher.parts, input, counted(caps, capsCount), count);
  const treeCount = { reads: 0 };
  const view = li({ nid: 'li', source: '', parts: {}, captures: tree.captures, notes: [] }, nss, { captures: counted(tree.captures, treeCount), size: counted(tree.size, treeCount) });
  expect(view.keyParts.length).toBe(fields + 1);
  return { captures: tree.captures.length, capsReads: capsCount.reads, treeReads: treeCount.reads };
}

describe('linear work', () => {
  test("the urn:li view of the issue's reproduction: each doubling of the nested URNs adds the same work (second differences 0)", () => {
    const sizes = [250, 500, 1000, 2000, 4000];
    const runs = sizes.map(work);
    for (const key of ['captures', 'capsReads', 'treeReads'] as const) {
      const steps = runs.slice(1).map((r, i) => r[key] - runs[i][key]);
      // Sizes double, so a linear count adds twice the last step each time: the per-field work is constant.
      const perField = steps.map((step, i) => step / (sizes[i + 1] - sizes[i]));
      expect([key, new Set(perField).size]).toEqual([key, 1]);
    }
    // Small constants: each capture is read a few times, whatever the length.
    const last = runs[runs.length - 1];
    expect(last.capsReads / last.captures).toBeLessThan(12);
    expect(last.treeReads / last.captures).toBeLessThan(6);
  });

  test('an OID of many arcs: the capture tree reads each capture a bounded number of times (the oid view filters them once)', () => {
    const g = shippedGrammar('oid') as NamespaceGrammar;
    const reads = [1000, 2000, 4000].map((arcs) => {
      const input = `urn:oid:${Array.from({ length: arcs }, (_, i) => String(i + 1)).join('.')}`;
      const caps: number[] = [];
      const count = g.matcher.match(input, caps, 8, input.length);
      const c = { reads: 0 };
      const tree = captureTree(g.meta.parts, g.matcher.parts, input, counted(caps, c), count);
      expect(tree.captures.filter((x) => x.rule === 'number').length).toBe(arcs);
      return c.reads;
    });
    expect(reads[2] - reads[1]).toBe(2 * (reads[1] - reads[0]));
  });
});

describe('the capture tree', () => {
  const view = (input: string): NamespaceView => {
    const r = tryParse(input, { namespaces: communityNamespaces });
    if (!r.ok) throw r.error;
    return r.urn.namespace as NamespaceView;
  };

  test('captures are in input order, an outer match before an inner one at the same start, also one of the same span (field0 holds nested-urn0)', () => {
    const v = view('urn:li:dataset:(urn:li:dataPlatform:kafka,PageViewEvent,PROD)');
    expect(v.captures.map((c) => c.rule)).toEqual(['entity-type0', 'key0', 'field0', 'nested-urn0', 'entity-type1', 'key1', 'field0', 'field0']);
    const [, , field, nested] = v.captures;
    expect(field.span).toEqual(nested.span);
    for (let i = 1; i < v.captures.length; i += 1) {
      const [a, b] = [v.captures[i - 1].span, v.captures[i].span];
      expect(a.start < b.start || (a.start === b.start && a.end >= b.end)).toBe(true);
    }
  });

  test('the tree: a capture\'s subtree is the run of captures that starts with it', () => {
    const input = 'urn:li:schemaField:(urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD),col)';
    const caps: number[] = [];
    const tree: CaptureTree = captureTree(liGrammar.meta.parts, liGrammar.matcher.parts, input, caps, liGrammar.matcher.match(input, caps, 7, input.length));
    tree.captures.forEach((c, i) => {
      // Every capture of the subtree lies within it, and the next one after it after it.
      for (let k = i + 1; k < i + tree.size[i]; k += 1) expect(tree.captures[k].span.start >= c.span.start && tree.captures[k].span.end <= c.span.end).toBe(true);
      const after = tree.captures[i + tree.size[i]];
      if (after) expect(after.span.start).toBeGreaterThanOrEqual(c.span.end);
    });
  });
});

describe('a long urn:li URN of DataHub datasets', () => {
  // A DataHub dataset key is (platform URN, name, fabric): docs/what/urn.md.
  const FIELDS = 10_000;
  const dataset = (i: number): string => `urn:li:dataset:(urn:li:dataPlatform:kafka,topic${i},PROD)`;
  const nss = `dataJob:(${Array.from({ length: FIELDS }, (_, i) => dataset(i)).join(',')})`;
  const input = `urn:li:${nss}`;

  /** What each field of the tuple must be, with its spans, from where the construction puts it. */
  function expected(i: number, start: number): LiKeyPart {
    const platformAt = start + 'urn:li:dataset:('.length;
    const nameAt = platformAt + 'urn:li:dataPlatform:kafka,'.length;
    const fabricAt = nameAt + `topic${i},`.length;
    return {
      text: dataset(i),
      span: { start, end: start + dataset(i).length },
      urn: {
        text: dataset(i),
        entityType: 'dataset',
        key: `(urn:li:dataPlatform:kafka,topic${i},PROD)`,
        keyParts: [
          {
            text: 'urn:li:dataPlatform:kafka',
            span: { start: platformAt, end: platformAt + 'urn:li:dataPlatform:kafka'.length },
            urn: { text: 'urn:li:dataPlatform:kafka', entityType: 'dataPlatform', key: 'kafka', keyParts: [{ text: 'kafka', span: { start: nameAt - 'kafka,'.length, end: nameAt - 1 }, urn: undefined }] },
          },
          { text: `topic${i}`, span: { start: nameAt, end: fabricAt - 1 }, urn: undefined },
          { text: 'PROD', span: { start: fabricAt, end: fabricAt + 4 }, urn: undefined },
        ],
      },
    };
  }

  function check(v: LiView, offset: number): void {
    expect(v).toMatchObject({ kind: 'li', nid: 'li', entityType: 'dataJob', text: nss, key: nss.slice('dataJob:'.length) });
    expect(v.keyParts.length).toBe(FIELDS);
    let start = offset + 'urn:li:dataJob:('.length;
    for (let i = 0; i < FIELDS; i += 1) {
      const want = expected(i, start);
      // jest's toEqual on 10,000 fields takes seconds: it reports the first field that differs.
      if (!isDeepStrictEqual({ ...v.keyParts[i] }, want)) expect([i, v.keyParts[i]]).toEqual([i, want]);
      start += dataset(i).length + 1;
    }
    // Every nested URN is frozen, as the view is.
    expect(Object.isFrozen(v.keyParts[FIELDS - 1].urn?.keyParts[0].urn)).toBe(true);
  }

  test(`parse and tryParse (${input.length.toLocaleString('en')} characters)`, () => {
    check(parse(input, { namespaces: communityNamespaces }).namespace as LiView, 0);
    const r = tryParse(input, { namespaces: communityNamespaces });
    // entity-type0 and key0, then for each field: field0, nested-urn0, entity-type1, key1, three field1, the first with nested-urn1, entity-type2 and key2.
    expect(r.ok && r.urn.namespace?.captures.length).toBe(2 + FIELDS * 10);
  });

  test('extractUrns finds the one URN in prose, with the same view (spans are offsets into the URN)', () => {
    const found = [...extractUrns(`lineage: ${input} (end)`, { namespaces: communityNamespaces })];
    expect(found.map((m) => [m.start, m.end])).toEqual([[9, 9 + input.length]]);
    check(found[0].urn?.namespace as LiView, 0);
  });
});
