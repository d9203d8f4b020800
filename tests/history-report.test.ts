/*
 * docs/history.md's generator (src/history/report.ts) in process, on grammar texts and vectors
 * the test gives it (as scripts/history.ts gives the real ones): rule definitions read as ABNF
 * writes them (RFC 5234 s.2.2, s.3.1: "name = elements", continuation lines indented, ";" to the
 * line end a comment), the rules each step adds, removes and changes, the vectors' verdicts per
 * revision and per step as parse gives them, and tables whose header and delimiter rows agree
 * (GitHub Flavored Markdown's tables).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { revisionRelation } from '../src/conformance/relations';
import { historyReport, ruleDefinitions } from '../src/history/report';
import { isValid, tryParse } from '../src/parse';
import { profileFor } from '../src/profiles';
import { REVISIONS } from '../src/revisions';
import { vectors } from './support/vectors';

describe('ruleDefinitions: a grammar\'s rules as written', () => {
  test('a rule is "name = elements" with any spacing, continued on indented lines; comments and spacing dropped', () => {
    const text = ['rule-one  =  "a"   "b" ; a comment', '     /   "c=d"', 'x="y"', 'stray line', '', '   lost continuation', 'r2 =%x41 ; = here is a comment', ''].join('\r\n');
    expect([...ruleDefinitions(text)]).toEqual([
      ['rule-one', '"a" "b" / "c=d"'],
      ['x', '"y"'],
      ['r2', '%x41'],
    ]);
  });

  test('a line that is no rule and not indented continues nothing, before or after a rule', () => {
    expect([...ruleDefinitions('  indented first\nname = a\nnot-a-rule\n  b')]).toEqual([['name', 'a b']]);
  });

  test('a line starting with white space continues the rule, also when it holds only white space or a comment (RFC 5234 s.4: c-wsp = c-nl WSP)', () => {
    expect([...ruleDefinitions('a = x\n   ; an indented comment\n\t\n  y\n\n  lost\nb = z')]).toEqual([
      ['a', 'x y'],
      ['b', 'z'],
    ]);
  });
});

describe('historyReport', () => {
  /** Every grammar "urn = scheme" and "nid = ALPHA"; saintandre-00's adds "extra" and changes "nid". */
  const grammarText = (name: string): string => (name === 'saintandre-00' ? 'urn = scheme\nnid = 1*ALPHA\nextra = DIGIT\n' : 'urn = scheme\nnid = ALPHA\n');
  const inputs = vectors().map((v) => v.input);
  // Made inside each test, not in a beforeAll: the mutation run credits a test only with the code it runs itself.
  const report = (): string[] => historyReport({ grammarText, vectors: inputs }).split('\n');
  const label = (name: string): string => {
    const r = REVISIONS.find((x) => x.name === name);
    return r?.aliases.find((a) => a.startsWith(`${name}-`)) ?? name;
  };

  test('a step per pair of consecutive revisions, in date order', () => {
    const lines = report();
    const headings = lines.filter((l) => l.startsWith('### '));
    expect(headings).toEqual(REVISIONS.slice(1).map((r, i) => `### ${label(REVISIONS[i].name)} -> ${label(r.name)}`));
    // rfc2141bis is draft -03: the report names it so.
    expect(headings).toContain('### saintandre-00 -> rfc2141bis-03');
  });

  test('the rules each step adds, removes and changes, as the grammar texts differ', () => {
    const lines = report();
    const rulesOf = (heading: string): string | undefined => {
      const at = lines.indexOf(heading);
      return lines.slice(at).find((l) => l.startsWith('- Grammar rules: '));
    };
    expect(rulesOf('### rfc2141 -> saintandre-00')).toBe('- Grammar rules: added `extra`; removed none; changed `nid`.');
    expect(rulesOf('### saintandre-00 -> rfc2141bis-03')).toBe('- Grammar rules: added none; removed `extra`; changed `nid`.');
    expect(rulesOf('### rfc2141bis-03 -> rfc2141bis-07')).toBe('- Grammar rules: added none; removed none; changed none.');
  });

  test("each step's languages, and the vectors' verdicts that moved, with at most two examples", () => {
    const lines = report();
    for (let i = 0; i + 1 < REVISIONS.length; i += 1) {
      const [a, b] = [REVISIONS[i].name, REVISIONS[i + 1].name];
      const at = lines.indexOf(`### ${label(a)} -> ${label(b)}`);
      const section = lines.slice(at + 1, at + 7);
      expect(section[0]).toBe('');
      expect(section[1]).toMatch(new RegExp(`^- Languages: ${revisionRelation(a, b).relation} \\(`));
      const lost = inputs.filter((v) => isValid(v, { profile: a }) && !isValid(v, { profile: b })).length;
      const gained = inputs.filter((v) => !isValid(v, { profile: a }) && isValid(v, { profile: b })).length;
      const moved = section.find((l) => l.startsWith('- Test vectors: ')) ?? '';
      expect([a, b, moved.startsWith(`- Test vectors: ${lost} valid before and invalid after, ${gained} the reverse`)]).toEqual([a, b, true]);
      expect([a, b, (moved.match(/\((?:valid, then invalid|invalid, then valid)\)/g) ?? []).length]).toEqual([a, b, Math.min(2, lost + gained)]);
    }
    // Some step moves more than two vectors, so that the examples stop at two.
    expect(REVISIONS.slice(1).some((r, i) => inputs.filter((v) => isValid(v, { profile: REVISIONS[i].name }) !== isValid(v, { profile: r.name })).length > 2)).toBe(true);
  });

  test('every line of the steps is a heading, a bullet or blank', () => {
    const lines = report();
    const from = lines.indexOf('### rfc2141 -> saintandre-00');
    expect(lines.slice(from).filter((l) => l !== '' && !l.startsWith('### ') && !l.startsWith('- '))).toEqual([]);
  });

  test('the vectors under each revision: valid, with warnings, invalid, as parse gives them', () => {
    const lines = report();
    for (const r of REVISIONS) {
      const results = inputs.map((v) => tryParse(v, { profile: r.name }));
      const valid = results.filter((p) => p.ok).length;
      const warned = results.filter((p) => p.ok && p.urn.warnings.length).length;
      expect(lines).toContain(`| \`${label(r.name)}\` | ${valid} | ${warned} | ${inputs.length - valid} |`);
    }
  });

  test("each revision's prose rules: code, severity and section of each rule of its table", () => {
    const lines = report();
    const section = lines.slice(lines.indexOf('## Their prose rules'), lines.indexOf('## The test vectors under each revision'));
    for (const r of REVISIONS) {
      const row = section.find((l) => l.startsWith(`| \`${label(r.name)}\` | `)) ?? '';
      expect(row).not.toBe('');
      for (const rule of profileFor(r.name).rules) expect([r.name, row.includes(`${rule.code} (${rule.severity}, ${rule.section})`)]).toEqual([r.name, true]);
    }
  });

  test('a step between revisions that share a grammar file says so, rather than listing rule changes', () => {
    const lines = report();
    const shared = REVISIONS.slice(1).map((b, i) => [REVISIONS[i], b] as const).filter(([a, b]) => a.grammar === b.grammar);
    expect(shared.length).toBeGreaterThan(0);
    for (const [a, b] of shared) {
      const at = lines.indexOf(`### ${label(a.name)} -> ${label(b.name)}`);
      expect(lines.slice(at).find((l) => l.startsWith('- Grammar rules: '))).toBe(`- Grammar rules: none: both parse with grammar/${a.grammar}.abnf.`);
    }
  });

  test("each step's shortest string each side accepts alone, as revisionRelation finds it, or none", () => {
    const lines = report();
    const said = (w: string | null): string => (w === null ? 'none' : `\`\` ${w} \`\``);
    let witnesses = 0;
    for (let i = 0; i + 1 < REVISIONS.length; i += 1) {
      const [a, b] = [REVISIONS[i].name, REVISIONS[i + 1].name];
      const rel = revisionRelation(a, b);
      const at = lines.indexOf(`### ${label(a)} -> ${label(b)}`);
      // Witnesses hold no "|", which a table cell would escape.
      expect(lines.slice(at).find((l) => l.startsWith('- Shortest string '))).toBe(`- Shortest string only ${label(a)} accepts: ${said(rel.onlyFrom)}; only ${label(b)}: ${said(rel.onlyTo)}.`);
      witnesses += Number(rel.onlyFrom !== null) + Number(rel.onlyTo !== null);
    }
    // Both kinds are shown: some steps have witnesses, some (equal languages) none.
    expect([witnesses > 0, REVISIONS.slice(1).some((r, i) => revisionRelation(REVISIONS[i].name, r.name).relation === 'equal')]).toEqual([true, true]);
  });

  test('the revisions table: a row per revision in date order, its date, document, source, grammar file and other names', () => {
    const lines = report();
    const at = lines.indexOf('| revision | date | document | read from | grammar | also named |');
    expect(lines[at + 1]).toBe('| --- | --- | --- | --- | --- | --- |');
    expect(lines.slice(at + 2, at + 2 + REVISIONS.length)).toEqual(
      REVISIONS.map((r) => `| \`${r.name}\` | ${r.date} | ${r.document} | ${r.source} | grammar/${r.grammar}.abnf | ${r.aliases.length ? r.aliases.map((x) => `\`${x}\``).join(', ') : '-'} |`),
    );
    // Both cells of "also named" are shown: a revision with another name, one without.
    expect([REVISIONS.some((r) => r.aliases.length), REVISIONS.some((r) => !r.aliases.length)]).toEqual([true, true]);
  });

  test('the title, then the sections in order, each heading between blank lines', () => {
    const lines = report();
    expect(lines.filter((l) => l.startsWith('#') && !l.startsWith('### '))).toEqual([
      '# The history of URN syntax',
      '## The revisions',
      '## Their prose rules',
      '## The test vectors under each revision',
      '## From each revision to the next',
    ]);
    lines.forEach((l, i) => {
      if (l.startsWith('#')) expect([l, i === 0 || lines[i - 1] === '', lines[i + 1]]).toEqual([l, true, '']);
    });
  });

  test('the notice under the title: the script that writes the page, the check that it is current, where the readings are', () => {
    const lines = report();
    const notice = lines.slice(2, lines.indexOf('## The revisions') - 1).join(' ');
    const scripts = (JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect([scripts.history !== undefined, scripts['history:check'] !== undefined]).toEqual([true, true]);
    expect(notice).toContain('Generated by `npm run history` (src/history/report.ts)');
    expect(notice).toContain('tests/data/vectors.public.jsonl; do not edit. CI runs `npm run history:check`');
    const heading = 'Readings of the draft revisions';
    expect(readFileSync(join(__dirname, '..', 'docs', 'conformance.md'), 'utf8').split('\n')).toContain(`## ${heading}`);
    expect(notice).toContain(`docs/conformance.md, "${heading}"`);
  });

  test('every table has a header row with as many cells as its delimiter row', () => {
    const lines = report();
    const cells = (l: string): number => l.split('|').length - 2;
    lines.forEach((l, i) => {
      if (/^\|( ---:? \|)+$/.test(l)) expect([lines[i - 1], cells(lines[i - 1])]).toEqual([lines[i - 1], cells(l)]);
    });
    expect(lines.filter((l) => /^\|( ---:? \|)+$/.test(l))).toHaveLength(3);
  });
});
