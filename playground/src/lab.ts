/*
 * The grammar lab page (lab.html): a registration template or a namespace
 * grammar checked as `urnkit registration check` checks it, URNs judged
 * against its grammar, the state in the URL fragment. The check runs in a
 * worker (lab-worker.ts), a moment after typing stops: a template whose
 * check takes long (up to a few seconds within its limits) never freezes the
 * page, and a new text ends a check still running for an old one. Opened
 * from disk, where a browser starts no worker, the page checks itself.
 */
import { answer } from './lab-checker';
import { findingCounts } from '../../src/conformance/registration/format';
import type { RegistrationCheck } from '../../src/conformance/registration/types';
import { byId, fill, h, row } from './dom';
import { LabState, readLabFragment, writeLabFragment } from './lab-fragment';
import type { LabRequest, LabResponse } from './lab-protocol';

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

let timer: ReturnType<typeof setTimeout> | undefined;
/** The last request of each kind: an answer to an older one is dropped. */
let lastCheck = 0;
let lastJudge = 0;
let requests = 0;
/** When the check being waited for was asked for, and how long its text is. */
let asked = { at: 0, chars: 0 };

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

/** The URNs typed, one a line. */
const typed = (): string[] =>
  urns.value
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => l.trim());

function renderVerdicts(lines: readonly string[], verdicts: LabResponse['verdicts']): void {
  fill(
    byId('verdicts'),
    ...lines.map((urn, i) => {
      const j = verdicts[i];
      return h('li', { 'data-verdict': j?.verdict ?? 'unchecked' }, j ? `${j.verdict}: ${j.message}` : `${urn}: not checked`);
    }),
  );
}

function renderError(message: string): void {
  // Too large, binary, or a NSS rule the grammar does not define: the library's own words.
  byId('summary').textContent = message;
  fill(findings);
  fill(byId('nss'));
  fill(byId('examples'));
  findings.setAttribute('data-state', 'done');
  status.textContent = message;
}

/** What the worker (or the page itself) answered. */
function received(r: LabResponse): void {
  if (r.id === lastCheck) {
    busy = false;
    if (r.check) {
      renderCheck(r.check);
      status.textContent = `Checked: ${findingCounts(r.check)}.`;
    } else renderError(r.error ?? 'not checked');
    byId('timing').textContent = `Last check: ${(performance.now() - asked.at).toFixed(0)} ms for ${asked.chars} characters.`;
  }
  if (r.id === lastCheck || r.id === lastJudge) renderVerdicts(r.urns, r.verdicts);
}

/** The worker, started when first needed and ended when a check it runs is no longer wanted; null where none can start. */
let worker: Worker | null | undefined;
/** Whether the worker is running a check. */
let busy = false;

function startWorker(): Worker | null {
  try {
    const w = new Worker('lab-worker.js');
    w.onmessage = (e: MessageEvent<LabResponse>) => received(e.data);
    return w;
  } catch {
    // A page opened from disk: browsers start no worker from a file.
    return null;
  }
}

function send(request: LabRequest): void {
  if (request.type === 'check' && busy && worker) {
    // A check of an older text still runs: end it rather than wait for it.
    worker.terminate();
    worker = undefined;
  }
  if (worker === undefined) worker = startWorker();
  if (request.type === 'check') busy = worker !== null;
  if (worker) worker.postMessage(request);
  else setTimeout(() => received(answer(request)), 0);
}

function check(): void {
  const s = state();
  asked = { at: performance.now(), chars: s.text.length };
  lastCheck = requests += 1;
  findings.setAttribute('data-state', 'pending');
  send({ id: lastCheck, type: 'check', text: s.text, kind: s.kind, start: s.start || undefined, urns: typed() });
}

function judgeTyped(): void {
  lastJudge = requests += 1;
  send({ id: lastJudge, type: 'judge', urns: typed() });
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
  judgeTyped();
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
