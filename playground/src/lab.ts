/*
 * The grammar lab page (lab.html): a registration template or a namespace
 * grammar checked in the page as `urnkit registration check` checks it, URNs
 * judged against its grammar, the state in the URL fragment. The check runs a
 * moment after typing stops (a large grammar takes a while to compare with
 * RFC 8141); judging a URN against the grammar already compiled is at once.
 */
import { referenceEngine } from '../../src/entries/reference';
import { registerReferenceEngine } from '../../src/engine/lazy';
import { analyzeRegistration, ExampleJudge } from '../../src/conformance/registration/check';
import { findingCounts } from '../../src/conformance/registration/format';
import type { RegistrationCheck } from '../../src/conformance/registration/types';
import { byId, fill, h, row } from './dom';
import { LabState, readLabFragment, writeLabFragment } from './lab-fragment';

// The profiles' grammar objects (RFC 8141's NSS rule is read from its): registered by name, so the bundle keeps them.
registerReferenceEngine(referenceEngine);

/** What the page shows when its address holds nothing: the worked example of docs/registrations.md. */
const EXAMPLE: LabState = {
  kind: 'template',
  start: '',
  urns: 'urn:widgets:acme:17\nurn:widgets:ac:17',
  text: [
    'Namespace Identifier: widgets',
    '',
    'Version: 1',
    '',
    'Syntax: The NSS is a vendor code and a serial number:',
    '',
    '   widget-nss = vendor ":" serial',
    '   vendor     = 2*8ALPHA',
    '   serial     = 1*( DIGIT / SP )',
    '   checksum   = 2HEXDIG',
    '',
    'Examples:',
    '',
    '   urn:widgets:acme:0042',
    '   urn:widgets:ACME-1:7',
    '',
  ].join('\n'),
};

/** Milliseconds after the last keystroke in the text before it is checked again. */
const SETTLE_MS = 250;

const source = byId<HTMLTextAreaElement>('source');
const kind = byId<HTMLSelectElement>('kind');
const start = byId<HTMLInputElement>('start');
const urns = byId<HTMLTextAreaElement>('urns');
const findings = byId('findings');
const status = byId('status');

let judge: ExampleJudge | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function state(): LabState {
  return { text: source.value, kind: kind.value === 'grammar' ? 'grammar' : 'template', start: start.value.trim(), urns: urns.value };
}

function apply(s: LabState): void {
  source.value = s.text;
  kind.value = s.kind;
  start.value = s.start;
  urns.value = s.urns;
}

const where = (line: number, column: number | null): string => `${line}${column === null ? '' : `:${column}`}`;

function renderCheck(check: RegistrationCheck): void {
  byId('summary').textContent = `${check.nid === null ? 'No NID' : `NID "${check.nid}"`}: ${findingCounts(check)}.`;
  fill(
    findings,
    ...check.findings.map((f) => h('li', { 'data-code': f.code, 'data-severity': f.severity, 'data-line': f.line }, `${where(f.line, f.column)}: ${f.severity}: ${f.message} [${f.code}]`)),
  );
  const n = check.nss;
  const shown = (s: string | null): string => (s === null ? 'none' : s === '' ? 'the empty string' : JSON.stringify(s));
  fill(
    byId('nss'),
    row('NSS rule', n.rule ?? 'none chosen'),
    n.wholeUrnRule ? row('Whole-URN rule', n.wholeUrnRule) : null,
    row('Relation', h('span', { id: 'relation' }, n.relation ?? 'not computed')),
    row('Accepted here, not by RFC 8141', h('code', { id: 'beyond' }, shown(n.beyondRfc8141))),
    row('Accepted by RFC 8141, not here', h('code', { id: 'only-rfc8141' }, shown(n.onlyRfc8141))),
    row('Supplied rules', check.rules.supplied.map((s) => `${s.name} (${s.source})`).join(', ') || 'none'),
  );
  fill(byId('examples'), ...check.examples.map((e) => h('li', { 'data-verdict': e.verdict }, `${where(e.line, e.column)}: ${e.urn}: ${e.verdict}${e.offset === null ? '' : ` at offset ${e.offset}`}`)));
  findings.setAttribute('data-state', 'done');
}

function renderVerdicts(): void {
  const lines = urns.value.split('\n').filter((l) => l.trim() !== '');
  fill(
    byId('verdicts'),
    ...lines.map((urn) => {
      const j = judge?.(urn.trim());
      return h('li', { 'data-verdict': j?.verdict ?? 'unchecked' }, j ? `${j.verdict}: ${j.message}` : `${urn}: not checked`);
    }),
  );
}

function check(): void {
  const started = performance.now();
  const s = state();
  try {
    const r = analyzeRegistration('checkRegistration', s.text, { kind: s.kind, start: s.start || undefined });
    judge = r.judge;
    renderCheck(r.check);
    status.textContent = `Checked: ${findingCounts(r.check)}.`;
  } catch (e) {
    // Too large, binary, or a NSS rule the grammar does not define: the library's own words.
    judge = undefined;
    const message = e instanceof Error ? e.message : String(e);
    byId('summary').textContent = message;
    fill(findings);
    fill(byId('nss'));
    fill(byId('examples'));
    findings.setAttribute('data-state', 'done');
    status.textContent = message;
  }
  renderVerdicts();
  byId('timing').textContent = `Last check: ${(performance.now() - started).toFixed(0)} ms for ${s.text.length} characters.`;
}

function save(): void {
  // replaceState, not location.hash: typing should not fill the back button's history.
  history.replaceState(null, '', writeLabFragment(state()));
}

function later(): void {
  findings.setAttribute('data-state', 'pending');
  save();
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(check, SETTLE_MS);
}

source.addEventListener('input', later);
start.addEventListener('input', later);
kind.addEventListener('change', later);
urns.addEventListener('input', () => {
  save();
  renderVerdicts();
});
window.addEventListener('hashchange', () => {
  const s = readLabFragment(location.hash);
  if (s) {
    apply(s);
    check();
  }
});

apply(readLabFragment(location.hash) ?? EXAMPLE);
check();
