/*
 * The playground's grammar lab (playground/lab.html, built by `npm run
 * playground`) in headless Chromium, as tests/playground.test.ts drives the
 * playground: a template and a grammar pasted into the page must show the
 * findings, the NSS relation and the verdicts checkRegistration gives in
 * Node; the state must survive in the link; the page must fetch only its own
 * files and log no error.
 */
import { readFileSync } from 'fs';
import { readFile } from 'fs/promises';
import { createServer, Server } from 'http';
import { AddressInfo } from 'net';
import { extname, join } from 'path';
import type { Page } from 'playwright-core';
import { readLabFragment, writeLabFragment } from '../playground/src/lab-fragment';
import { Browser, findChromium, launchChromium } from '../playground/tools/chromium';
import { buildPlayground } from '../scripts/build-playground';
import { analyzeRegistration } from '../src/conformance/registration/check';
import { checkRegistration } from '../src/entries/conformance';
import { positionsTemplate, WIDE_CLASS } from '../scripts/lib/hostile-templates';

const FILES = ['lab.html', 'lab.js', 'lab-worker.js', 'index.html', 'style.css', 'playground.js'];
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
const DEV = readFileSync(join(__dirname, 'data', 'registrations', 'dev-rfc9039.txt'), 'utf8');

let server: Server;
let origin: string;
let browser: Browser;
const requests: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  // One line naming CHROME_PATH when no browser is found, before anything is built.
  findChromium();
  const dist = (await buildPlayground()).dir;
  server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1) || 'lab.html';
    if (!FILES.includes(name)) {
      res.writeHead(404).end();
      return;
    }
    readFile(join(dist, name)).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(name)] }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium({ width: 1000, height: 800 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function openLab(hash = ''): Promise<Page> {
  const page = await browser.context.newPage();
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  await page.goto(`${origin}/lab.html${hash}`);
  await page.waitForSelector('#findings[data-state="done"]', { state: 'attached', timeout: 60_000 });
  return page;
}

/** The findings as the page lists them: code, severity, line. */
const shownFindings = (page: Page): Promise<string[][]> =>
  page.$$eval('#findings li', (items) => items.map((li) => [li.getAttribute('data-code') ?? '', li.getAttribute('data-severity') ?? '', li.getAttribute('data-line') ?? '']));

describe('the grammar lab', () => {
  test('the link keeps the text, the kind, the NSS rule and the URNs exactly', () => {
    for (const state of [
      { text: DEV, kind: 'template' as const, start: '', urns: 'urn:dev:mac:00\nurn:dev:x' },
      { text: 'nss = 1*( "&" / "#" / "%" )\n', kind: 'grammar' as const, start: 'nss', urns: '' },
    ]) {
      expect(readLabFragment(writeLabFragment(state))).toEqual(state);
    }
    expect(readLabFragment('#u=urn:a:b')).toBeUndefined();
  });

  test('RFC 9039 pasted: the findings, the NSS relation and the examples are checkRegistration\'s; URNs typed are judged', async () => {
    const page = await openLab(writeLabFragment({ text: DEV, kind: 'template', start: '', urns: '' }));
    const { check, judge } = analyzeRegistration('checkRegistration', DEV);
    expect(await shownFindings(page)).toEqual(check.findings.map((f) => [f.code, f.severity, String(f.line)]));
    expect(await page.textContent('#relation')).toBe(check.nss.relation);
    expect(await page.textContent('#only-rfc8141')).toBe(JSON.stringify(check.nss.onlyRfc8141));
    expect(await page.$$eval('#examples li', (items) => items.map((li) => li.getAttribute('data-verdict')))).toEqual(check.examples.map((e) => e.verdict));

    await page.focus('#urns');
    await page.keyboard.type('urn:dev:prm:30001610071843\nurn:dev:ow:10e2073a01080063');
    // The worker judges them: wait for its answer on the whole of the last one.
    await page.waitForFunction((last) => [...document.querySelectorAll('#verdicts li')].pop()?.textContent?.includes(last), 'urn:dev:ow:10e2073a01080063');
    const verdicts = await page.$$eval('#verdicts li', (items) => items.map((li) => [li.getAttribute('data-verdict'), li.textContent]));
    expect(verdicts).toEqual(
      ['urn:dev:prm:30001610071843', 'urn:dev:ow:10e2073a01080063'].map((u) => {
        const j = judge(u);
        return [j.verdict, `${j.verdict}: ${j.message}`];
      }),
    );
    // The link now holds the URNs too: opened afresh, the page shows the same.
    const again = await openLab(new URL(page.url()).hash);
    expect(await again.inputValue('#urns')).toBe('urn:dev:prm:30001610071843\nurn:dev:ow:10e2073a01080063');
    expect(await again.inputValue('#source')).toBe(DEV);
    await page.close();
    await again.close();
  }, 120_000);

  test('a grammar file typed in: the NSS that lets a space in is found, with its witness', async () => {
    const page = await openLab();
    // The page opens on the worked example of docs/registrations.md.
    expect((await shownFindings(page)).map(([code]) => code)).toEqual(['nss-beyond-rfc8141', 'abnf-unused-rule', 'example-rejected']);
    const grammar = '; @namespace acme\n; @source x\n; @start nss\nnss = 1*( ALPHA / SP )\n';
    await page.selectOption('#kind', 'grammar');
    await page.fill('#source', '');
    await page.focus('#source');
    await page.keyboard.insertText(grammar);
    await page.waitForSelector('#findings[data-state="done"]', { state: 'attached' });
    const expected = checkRegistration(grammar, { kind: 'grammar' });
    expect(await shownFindings(page)).toEqual(expected.findings.map((f) => [f.code, f.severity, String(f.line)]));
    expect(await page.textContent('#beyond')).toBe(JSON.stringify(expected.nss.beyondRfc8141));
    expect(readLabFragment(new URL(page.url()).hash)).toMatchObject({ kind: 'grammar', text: grammar });
    await page.close();
  }, 120_000);

  test('an example with a space after its URN: the lab lists it as the command does, no URN at the space, and its URN box agrees', async () => {
    const spaced = 'urn:widgets:acme:00 42';
    const text = ['Namespace Identifier: widgets', '', 'Syntax:', '', '   nss = "acme:" 2DIGIT', '', 'Examples:', '', `   ${spaced}`, ''].join('\n');
    const page = await openLab(writeLabFragment({ text, kind: 'template', start: '', urns: spaced }));
    const expected = checkRegistration(text);
    expect(expected.examples).toEqual([{ urn: spaced, line: 9, column: 4, verdict: 'invalid-urn', offset: spaced.indexOf(' ') }]);
    expect(await shownFindings(page)).toEqual([['example-invalid-urn', 'error', '9']]);
    expect(await page.$$eval('#examples li', (items) => items.map((li) => li.getAttribute('data-verdict')))).toEqual(['invalid-urn']);
    expect(await page.$$eval('#verdicts li', (items) => items.map((li) => li.getAttribute('data-verdict')))).toEqual(['invalid-urn']);
    await page.close();
  }, 120_000);

  test('the issue\'s templates (an "a" k+1 from the end of 53 characters) are checked in the worker as in Node; a new text ends a check still running', async () => {
    const positions = (k: number): string => positionsTemplate(k, WIDE_CLASS);
    const page = await openLab(writeLabFragment({ text: positions(10), kind: 'template', start: '', urns: '' }));
    expect(requests).toContain(`${origin}/lab-worker.js`);
    const decided = checkRegistration(positions(10));
    expect(await shownFindings(page)).toEqual(decided.findings.map((f) => [f.code, f.severity, String(f.line)]));
    expect(await page.textContent('#relation')).toBe('subset');
    // 32 positions pass the budget: not decided. Typed over a check still running, the page shows the last text's.
    await page.fill('#source', positions(24));
    await page.fill('#source', positions(32));
    await page.waitForFunction(() => document.querySelector('#relation')?.textContent === 'not computed' && document.querySelector('#findings')?.getAttribute('data-state') === 'done');
    const undecided = checkRegistration(positions(32));
    expect(await shownFindings(page)).toEqual(undecided.findings.map((f) => [f.code, f.severity, String(f.line)]));
    expect((await shownFindings(page)).map(([code]) => code)).toContain('nss-relation-unknown');
    await page.close();
  }, 120_000);

  test('a NSS rule the grammar lacks is the library\'s message, not a broken page; only the page\'s own files were fetched, no error logged', async () => {
    const page = await openLab(writeLabFragment({ text: DEV, kind: 'template', start: 'nothing', urns: '' }));
    expect(await page.textContent('#summary')).toBe('urnkit.checkRegistration: option "start" must be a rule the grammar defines, got the string "nothing"');
    await page.close();
    expect(requests.filter((u) => !FILES.some((f) => u.startsWith(`${origin}/${f}`)))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});
