/*
 * The playground (playground/, built by `npm run playground`) in real headless
 * Chromium (Debian's package, driven by playwright-core; nothing downloaded):
 * the page is built, served from 127.0.0.1 and typed into; each column must
 * show what the library itself says for that input under that revision. Also
 * the caret error, the timeline through every revision and the draft
 * columns it opens, the fragment link round trip, keyboard use, 360px width,
 * dark mode, layout stability, 2,000-character URNs (their timing is
 * bench/playground.ts), and that the page fetched only its own files and
 * logged no error.
 * Screenshots go to playground/screenshots/ (git-ignored).
 */
import { execFile } from 'child_process';
import { mkdirSync } from 'fs';
import { readFile } from 'fs/promises';
import { createServer, Server } from 'http';
import { AddressInfo } from 'net';
import { extname, join } from 'path';
import { pathToFileURL } from 'url';
import { promisify } from 'util';
import type { Page } from 'playwright-core';
import { errorRead } from '../playground/src/analysis';
import { EXAMPLES } from '../playground/src/examples';
import { readFragment, writeFragment } from '../playground/src/fragment';
import { errorMark, segments } from '../playground/src/highlight';
import { cellVerdict, changeOf } from '../playground/src/timeline';
import { Browser, findChromium, launchChromium } from '../playground/tools/chromium';
import { buildPlayground } from '../scripts/build-playground';
import { compare } from '../src/conformance/compare';
import { namespaces } from '../src/entries/namespaces';
// `history` is the page's own (window.history) inside page.evaluate: the library's goes by another name here.
import { equivalenceKey, history as historyOf, normalize, PROFILES, ProfileName, RevisionName, tryParse, UrnParseError } from '../src';

const ROOT = join(__dirname, '..');
const SCREENSHOTS = join(ROOT, 'playground', 'screenshots');
const FILES = ['index.html', 'style.css', 'playground.js'];
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

let dist: string;
let server: Server;
let origin: string;
let browser: Browser;
/** Every request any page made, and every console error or uncaught exception. */
const requests: string[] = [];
const consoleErrors: string[] = [];

/** Serves the built page's files and nothing else. */
async function serve(dir: string): Promise<Server> {
  const s = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1) || 'index.html';
    if (!FILES.includes(name)) {
      res.writeHead(404).end();
      return;
    }
    readFile(join(dir, name)).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(name)] }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return s;
}

beforeAll(async () => {
  // One line naming CHROME_PATH when no browser is found, before anything is built.
  findChromium();
  dist = (await buildPlayground()).dir;
  server = await serve(dist);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium({ width: 1000, height: 700 });
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function open(url: string): Promise<Page> {
  const page = await browser.context.newPage();
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('#col-rfc8141-verdict[data-verdict]');
  return page;
}

const openPage = (hash = ''): Promise<Page> => open(`${origin}/index.html${hash}`);

/** Clears the first input and types `text` key by key, as a user would. */
async function typeUrn(page: Page, text: string, selector = '#urn-a'): Promise<void> {
  await page.fill(selector, '');
  await page.focus(selector);
  await page.keyboard.type(text);
}

/** Pastes all but the last character of a long `text` at once, then types the last one. */
async function pasteUrn(page: Page, text: string, selector = '#urn-a'): Promise<void> {
  await page.fill(selector, text.slice(0, -1));
  await page.focus(selector);
  await page.keyboard.type(text.slice(-1));
}

interface ColumnView {
  profile: string;
  verdict: string;
  marks: [string, string][];
  parts: Record<string, string>;
  caret: string | undefined;
  details: Record<string, string>;
  warnings: string[];
  forms: string[];
  namespace: string;
}

/** What each column shows, read from the DOM. */
function columns(page: Page): Promise<ColumnView[]> {
  return page.evaluate(() => {
    const pairs = (dl: Element | null): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const dt of dl ? Array.from(dl.querySelectorAll(':scope > dt')) : []) out[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
      return out;
    };
    return Array.from(document.querySelectorAll<HTMLElement>('.column')).map((c) => ({
      profile: c.dataset.profile ?? '',
      verdict: c.querySelector('.verdict')?.textContent ?? '',
      marks: Array.from(c.querySelectorAll('.marked mark')).map((m) => [m.className, m.textContent ?? ''] as [string, string]),
      parts: pairs(c.querySelector('dl.parts')),
      caret: c.querySelector('pre.caret')?.textContent ?? undefined,
      details: pairs(c.querySelector('dl.error-details')),
      warnings: Array.from(c.querySelectorAll('.warnings li')).map((li) => li.textContent ?? ''),
      forms: Array.from(c.querySelectorAll('.forms dd')).map((dd) => dd.textContent ?? ''),
      namespace: c.querySelector('.namespace')?.textContent ?? '',
    }));
  });
}

const column = (views: ColumnView[], profile: RevisionName): ColumnView => views.find((v) => v.profile === profile) as ColumnView;

/** The error tryParse gives, for the expectations. */
function errorOf(input: string, profile: ProfileName, ns = false): UrnParseError {
  const r = tryParse(input, { profile, namespaces: ns ? namespaces : false });
  if (r.ok) throw new Error(`${input} is valid under ${profile}`);
  return r.error;
}

/** A valid URN's warnings as a column lists them. */
function parseWarnings(input: string, profile: RevisionName): string[] {
  const r = tryParse(input, { profile });
  if (!r.ok) throw new Error(`${input} is invalid under ${profile}`);
  return r.urn.warnings.map((w) => `${w.code} at offset ${w.offset} (${w.section}): ${w.message}`);
}

/** The hint and suggestions of an error, where the library gives them (errors gained them recently). */
const hintOf = (e: UrnParseError): string | undefined => (e as unknown as { hint?: string }).hint || undefined;
const suggestionsOf = (e: UrnParseError): readonly string[] => (e as unknown as { suggestions?: readonly string[] }).suggestions ?? [];

describe('pure parts of the page', () => {
  test('the fragment keeps a URN readable and gives back exactly what was written', () => {
    expect(writeFragment({ a: 'urn:example:a123,z456?+CCResolve:cc=uk#top', b: '', ns: false })).toBe('#u=urn:example:a123,z456?+CCResolve:cc=uk%23top');
    for (const a of ['urn:example:a&b=c#d%2c e+f', 'urn:example:r\u00e9sum\u00e9', 'urn:x:%41?=a=b&c', '']) {
      const state = { a, b: 'URN:EXAMPLE:x&y', ns: true };
      expect(readFragment(writeFragment(state))).toEqual(state);
    }
    // A lone surrogate cannot be written in a URL: the link leaves the URN out rather than break.
    expect(readFragment(writeFragment({ a: 'urn:x:\ud800', b: '', ns: false }))).toBeUndefined();
    expect(readFragment('#top')).toBeUndefined();
    expect(readFragment('#u=%E0%A4%A')).toBeUndefined();
  });

  test('the input is cut into marked runs, an error at the end as an empty run', () => {
    const runs = segments('urn:ab:c', [
      { start: 7, end: 8, kind: 'nss', label: 'NSS' },
      { start: 4, end: 6, kind: 'nid', label: 'NID' },
    ]);
    expect(runs.map((r) => [r.text, r.mark?.kind])).toEqual([['urn:', undefined], ['ab', 'nid'], [':', undefined], ['c', 'nss']]);
    expect(segments('urn:', [errorMark('urn:', 4)]).map((r) => [r.text, r.mark?.kind])).toEqual([['urn:', undefined], ['', 'error']]);
    expect(errorMark('urn:x:\u{1F600}', 6)).toMatchObject({ start: 6, end: 8 });
  });

  test('an error keeps the hint and suggestions the library gives, and nothing else in their place', () => {
    const e = errorOf('urn:a-:x', 'rfc8141');
    const fields = { code: e.code, offset: e.offset, found: e.found, expected: e.expected, section: e.section, rule: e.rule, message: e.message };
    const withHint = { ...fields, hint: 'drop the trailing "-"', suggestions: ['urn:a:x', 7] } as unknown as UrnParseError;
    expect(errorRead(withHint)).toMatchObject({ code: 'invalid-nid', offset: 6, hint: 'drop the trailing "-"', suggestions: ['urn:a:x'] });
    const without = { ...fields, hint: '', suggestions: 'urn:a:x' } as unknown as UrnParseError;
    expect(errorRead(without)).toMatchObject({ hint: undefined, suggestions: [] });
    // A real error: whatever the library says is passed on.
    expect(errorRead(e)).toMatchObject({ hint: hintOf(e), suggestions: suggestionsOf(e) });
  });

  test('the playground sources type-check with the DOM library', async () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    await expect(promisify(execFile)(process.execPath, [tsc, '-p', join(ROOT, 'playground', 'tsconfig.json')])).resolves.toBeDefined();
  });
});

describe('the page in headless Chromium', () => {
  test('typing a URN fills each column with what the library reads under that revision', async () => {
    const page = await openPage('#u=');
    expect((await columns(page)).map((c) => c.verdict)).toEqual(['no input', 'no input', 'no input']);
    const input = 'urn:example:a123,z456?+CCResolve:cc=uk#top';
    await typeUrn(page, input);
    const views = await columns(page);
    expect(views.map((c) => c.verdict)).toEqual(['valid, 1 warning', 'invalid: invalid-query', 'valid, 1 warning']);

    const rfc8141 = column(views, 'rfc8141');
    expect(rfc8141.marks).toEqual([
      ['mark mark-nid', 'example'],
      ['mark mark-nss', 'a123,z456'],
      ['mark mark-rComponent', 'CCResolve:cc=uk'],
      ['mark mark-fComponent', 'top'],
    ]);
    expect(rfc8141.parts).toEqual({
      NID: 'example [4, 11)',
      NSS: 'a123,z456 [12, 21)',
      'r-component': 'CCResolve:cc=uk [23, 38)',
      'q-component': 'absent',
      'f-component': 'top [39, 42)',
    });
    expect(column(views, 'rfc2141').parts.NSS).toBe('a123,z456?+CCResolve:cc=uk#top [12, 42)');
    for (const profile of ['rfc2141', 'rfc8141'] as const) {
      const r = tryParse(input, { profile });
      if (!r.ok) throw r.error;
      expect(column(views, profile).warnings).toEqual(r.urn.warnings.map((w) => `${w.code} at offset ${w.offset} (${w.section}): ${w.message}`));
      const form = normalize(input, { profile });
      expect(column(views, profile).forms).toEqual([`normalized${form}key${equivalenceKey(input, { profile })}`]);
    }
    // The differences, in compare()'s words, and the parts read differently as a table.
    const comparison = compare(input);
    expect(await page.locator('#differences-body .clauses li').allTextContents()).toEqual(comparison.summary.split('; '));
    expect(await page.locator('#differences-body tbody th').allTextContents()).toEqual(['NSS', 'r-component', 'f-component']);
    // RFC 2141 has no r-component (s.2): said in words, and as no such part rather than "absent".
    expect(comparison.summary).toContain('r-component read as "CCResolve:cc=uk" by rfc8141, while rfc2141 has no r-component');
    expect((await page.locator('#differences-body tbody tr').allTextContents())[1]).toBe('r-componentno such partCCResolve:cc=uk');
    expect(await page.textContent('#status')).toBe('RFC 2141: valid, 1 warning. rfc2141bis: invalid: invalid-query. RFC 8141: valid, 1 warning.');
    await page.screenshot({ path: join(SCREENSHOTS, 'playground-typed.png'), fullPage: true });
    await page.close();
  });

  test('a failure shows the caret message with its code, expected set and section, and marks the character', async () => {
    const page = await openPage('#u=');
    const input = 'urn:a-:x';
    await typeUrn(page, input);
    const views = await columns(page);
    expect(views.map((c) => c.verdict)).toEqual(['valid', 'invalid: invalid-nid', 'invalid: invalid-nid']);
    for (const profile of ['rfc2141bis', 'rfc8141'] as const) {
      const e = errorOf(input, profile);
      const view = column(views, profile);
      expect(view.caret).toBe(e.message);
      expect(view.caret).toContain('\n        ^');
      const extra = { ...(hintOf(e) ? { hint: hintOf(e) } : {}), ...(suggestionsOf(e).length ? { suggestions: suggestionsOf(e).join('') } : {}) };
      expect(view.details).toEqual({ code: 'invalid-nid', found: "':'", expected: e.expected, section: e.section, 'grammar rule': 'NID', ...extra });
      expect(view.details.expected).toBe("a letter, digit or '-'");
      expect(view.marks).toEqual([['mark mark-error', ':']]);
    }
    expect(column(views, 'rfc8141').details.section).toBe('RFC 8141 s.2.1');
    // An input that ends too early: the caret points past the end, where a marker stands.
    await typeUrn(page, 'urn:example:');
    const ended = column(await columns(page), 'rfc8141');
    expect(ended.caret).toBe(errorOf('urn:example:', 'rfc8141').message);
    expect(ended.marks).toEqual([['mark mark-error', '']]);
    expect(await page.$eval('#col-rfc8141-marked mark .end-marker', (el) => el.getBoundingClientRect().width)).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'playground-error.png'), fullPage: true });
    await page.close();
  });

  test('the fragment keeps the input: the link opens the same result, and editing it updates the page', async () => {
    const page = await openPage('#u=');
    await typeUrn(page, 'URN:EXAMPLE:a123%2cz456?+abc#789&x');
    await typeUrn(page, 'urn:example:a123%2Cz456', '#urn-b');
    await page.check('#namespaces');
    const url = page.url();
    expect(new URL(url).hash).toBe('#u=URN:EXAMPLE:a123%252cz456?+abc%23789%26x&b=urn:example:a123%252Cz456&ns=1');
    const before = await columns(page);
    const equivalenceBefore = await page.textContent('#equivalence-body');

    const copy = await open(url);
    expect(await copy.inputValue('#urn-a')).toBe('URN:EXAMPLE:a123%2cz456?+abc#789&x');
    expect(await copy.inputValue('#urn-b')).toBe('urn:example:a123%2Cz456');
    expect(await copy.isChecked('#namespaces')).toBe(true);
    expect(await columns(copy)).toEqual(before);
    expect(await copy.textContent('#equivalence-body')).toBe(equivalenceBefore);

    await copy.evaluate(() => {
      location.hash = '#u=urn:a-:x';
    });
    await copy.waitForFunction(() => document.querySelector('#col-rfc8141-verdict')?.textContent === 'invalid: invalid-nid');
    expect(await copy.inputValue('#urn-a')).toBe('urn:a-:x');
    expect(await copy.isChecked('#namespaces')).toBe(false);
    // Typing replaces the history entry rather than adding one per key.
    const length = await copy.evaluate(() => history.length);
    await typeUrn(copy, 'urn:ab:cd');
    expect(await copy.evaluate(() => history.length)).toBe(length);
    await page.close();
    await copy.close();
  });

  test('the second input compares the two URNs under each equivalence rule', async () => {
    const page = await openPage('#u=');
    const [a, b] = ['URN:EXAMPLE:a123%2cz456?+abc#789', 'urn:example:a123%2Cz456'];
    await typeUrn(page, a);
    await typeUrn(page, b, '#urn-b');
    const rows = await page.$$eval('.equivalence-list li', (items) => items.map((li) => [(li as HTMLElement).dataset.profile, (li as HTMLElement).dataset.verdict, li.textContent]));
    expect(rows.map(([p, v]) => `${p} ${v}`)).toEqual(['rfc2141 different', 'rfc2141bis invalid', 'rfc2141bis invalid', 'rfc8141 equivalent']);
    expect(rows[3][2]).toContain(`first key${equivalenceKey(a)}second key${equivalenceKey(b)}`);
    expect(rows[1][2]).toContain(`first URN: ${errorOf(a, 'rfc2141bis').code} at offset ${errorOf(a, 'rfc2141bis').offset}`);
    await page.close();
  });

  test('with namespace grammars on: the namespace view, namespace errors and the registry entry', async () => {
    const page = await openPage('#u=');
    await typeUrn(page, 'URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6');
    expect(await page.isVisible('#col-rfc8141-namespace')).toBe(false);
    expect(await page.textContent('#registry-body')).toContain('Switch on namespace grammars');
    // The keyboard reaches the switch: Tab from the input, Space to turn it on.
    await page.focus('#urn-a');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.isChecked('#namespaces')).toBe(true);
    const uuid = column(await columns(page), 'rfc8141');
    expect(uuid.namespace).toContain('uuid (uuid)');
    expect(uuid.namespace).toContain('variantrfc9562');
    expect(uuid.namespace).toContain('version1');
    expect(uuid.forms[0]).toBe(`normalized${normalize('URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', { namespaces })}key${equivalenceKey('URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', { namespaces })}`);
    const registry = await page.textContent('#registry-body');
    expect(registry).toContain('kindformal');
    expect(registry).toContain('RFC 4122');

    const isbn = 'urn:isbn:978-0-306-40615-8';
    await typeUrn(page, isbn);
    const views = await columns(page);
    for (const profile of PROFILES) {
      expect(column(views, profile).verdict).toBe('invalid: invalid-check-digit');
      expect(column(views, profile).caret).toBe(errorOf(isbn, profile, true).message);
    }
    expect(await page.textContent('#registry-body')).toContain('NIDisbn');
    await page.close();
  });

  test('keyboard only: Tab reaches the examples, Enter loads one, a part selects its span in the input; focus is visible', async () => {
    const page = await openPage('#u=');
    await page.focus('#urn-a');
    const focused = (): Promise<{ id: string; cls: string; text: string; outline: string }> =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { id: el.id, cls: el.className, text: el.textContent ?? '', outline: `${style.outlineStyle} ${style.outlineWidth}` };
      });
    const tabsToExample: string[] = [];
    for (let i = 0; i < 5 && !(await focused()).cls.includes('example'); i += 1) {
      await page.keyboard.press('Tab');
      tabsToExample.push((await focused()).id || (await focused()).text);
    }
    expect(tabsToExample).toEqual(['namespaces', EXAMPLES[0].label]);
    expect((await focused()).outline).toBe('solid 3px');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.inputValue('#urn-a')).toBe(EXAMPLES[1].a);
    expect(await page.textContent('#col-rfc8141-verdict')).toBe('valid');
    expect((await focused()).text).toBe(EXAMPLES[1].label);

    // On to the first part of the first column (its NID), and select it in the input.
    for (let i = 0; i < 20 && !(await focused()).cls.includes('part-select'); i += 1) await page.keyboard.press('Tab');
    expect((await focused()).cls).toContain('part-select');
    await page.keyboard.press('Enter');
    const selection = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      return [el.id, el.selectionStart, el.selectionEnd];
    });
    expect(selection).toEqual(['urn-a', 4, 11]);
    await page.close();
  });

  test('at 360px wide the columns stack and nothing overflows sideways, even for a long URN or an error', async () => {
    const page = await openPage('#u=');
    await page.setViewportSize({ width: 360, height: 800 });
    const long = `urn:example:${'a1b2c3/'.repeat(40)}?+${'r'.repeat(150)}?=${'q'.repeat(150)}#${'f'.repeat(150)}`;
    for (const input of ['urn:example:a123,z456?+CCResolve:cc=uk#top', long, 'URN:ISBN:0-395-36341-1?s=I2L&c=ToC', 'urn:example:a&b']) {
      await pasteUrn(page, input);
      await pasteUrn(page, 'urn:example:a123%2Cz456', '#urn-b');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    const lefts = await page.$$eval('.column', (cs) => cs.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'playground-360.png'), fullPage: true });
    await page.close();
  });

  test('dark mode follows the system setting', async () => {
    const page = await openPage(writeFragment(EXAMPLES[0]));
    const colours = async (): Promise<number[]> => {
      const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      return (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    };
    await page.emulateMedia({ colorScheme: 'light' });
    expect(Math.min(...(await colours()))).toBeGreaterThan(200);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(Math.max(...(await colours()))).toBeLessThan(60);
    await page.screenshot({ path: join(SCREENSHOTS, 'playground-dark.png') });
    await page.close();
  });

  test('no layout shift while typing: the inputs, examples and column headings keep their place', async () => {
    const page = await openPage('#u=urn:ab:c');
    const places = (): Promise<string[]> =>
      page.$$eval('#urn-a, .examples, .column h3, .column .verdict', (els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return `${r.left},${r.top},${r.width},${r.height}`;
        }),
      );
    const first = await places();
    for (const input of ['urn:a-:x', 'URN:ISBN:0-395-36341-1?s=I2L&c=ToC', `urn:example:${'x'.repeat(2000)}`, '']) {
      await pasteUrn(page, input);
      expect(await places()).toEqual(first);
    }
    await page.close();
  });

  test('a 2,000-character URN: every column shows the library\'s verdict (its timing is npm run bench:playground)', async () => {
    const page = await openPage('#u=urn:ab:c');
    const inputs = [
      `urn:example:${'a'.repeat(1988)}`,
      `urn:example:${'a'.repeat(1987)}&`,
      `urn:example:${'a'.repeat(1000)}?+${'b'.repeat(500)}?=${'c'.repeat(484)}`,
      `urn:example:${'a'.repeat(1987)}\u00e9`,
    ];
    expect(inputs.every((s) => s.length === 2000)).toBe(true);
    for (const input of inputs) {
      await pasteUrn(page, input);
      const views = await columns(page);
      const expected = PROFILES.map((p) => {
        const r = tryParse(input, { profile: p });
        if (!r.ok) return `invalid: ${r.error.code}`;
        const n = r.urn.warnings.length;
        return n ? `valid, ${n} warning${n > 1 ? 's' : ''}` : 'valid';
      });
      expect(views.map((c) => c.verdict)).toEqual(expected);
    }
    await page.close();
  });

  test('opened from disk (file://) the page works the same', async () => {
    const url = `${pathToFileURL(join(dist, 'index.html')).href}${writeFragment({ a: 'urn:a-:x', b: '', ns: false })}`;
    const page = await open(url);
    expect((await columns(page)).map((c) => c.verdict)).toEqual(['valid', 'invalid: invalid-nid', 'invalid: invalid-nid']);
    await typeUrn(page, 'urn:ab:c?=q');
    expect(new URL(page.url()).hash).toBe('#u=urn:ab:c?=q');
    await page.screenshot({ path: join(SCREENSHOTS, 'playground-file.png') });
    await page.close();
  });

  test('the timeline: every revision in date order with the verdict history() gives; a draft\'s cell opens its column, a main one\'s focuses its own', async () => {
    const page = await openPage('#u=');
    const input = 'urn:example:foo-bar-baz-qux?+cc=uk';
    await typeUrn(page, input);
    const cells = await page.$$eval('.timeline .cell', (buttons) =>
      buttons.map((b) => [(b as HTMLElement).dataset.revision, (b as HTMLElement).dataset.verdict, (b as HTMLElement).dataset.change, b.querySelector('.cell-label')?.textContent, b.querySelector('.cell-date')?.textContent]),
    );
    const steps = historyOf(input).steps;
    expect(cells).toEqual(steps.map((s) => [s.revision, cellVerdict(s), changeOf(s), s.label, s.date]));
    expect(cells.filter((c) => c[2] === 'verdict').map((c) => c[0])).toEqual(['saintandre-00', 'rfc2141bis-07', 'rfc2141bis-15', 'rfc2141bis-16']);
    expect(await page.isVisible('#draft-section')).toBe(false);

    // A draft's cell: its column, with the library's error under that revision, focused.
    await page.click('.timeline .cell[data-revision="rfc2141bis-15"]');
    expect(await page.isVisible('#draft-section')).toBe(true);
    const e = tryParse(input, { profile: 'rfc2141bis-15' });
    if (e.ok) throw new Error('expected an error');
    const at15 = column(await columns(page), 'rfc2141bis-15');
    expect([at15.verdict, at15.caret, at15.details.section]).toEqual([`invalid: ${e.error.code}`, e.error.message, 'bis-15 s.2.3.2']);
    expect(at15.forms).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('col-rfc2141bis-15');
    expect(await page.getAttribute('.timeline .cell[data-revision="rfc2141bis-15"]', 'aria-pressed')).toBe('true');

    // Another draft takes the same place, with its parts as that draft names them; typing updates it.
    await page.click('.timeline .cell[data-revision="rfc2141bis-12"]');
    let views = await columns(page);
    expect(views.map((c) => c.profile)).toEqual([...PROFILES, 'rfc2141bis-12']);
    expect(column(views, 'rfc2141bis-12').parts).toEqual({ NID: 'example [4, 11)', NSS: 'foo-bar-baz-qux [12, 27)', 'q-string': '+cc=uk [28, 34)', 'r-string': 'absent', 'f-string': 'absent' });
    await typeUrn(page, 'urn:example:a??b');
    views = await columns(page);
    expect(column(views, 'rfc2141bis-12').parts['r-string']).toBe('b [15, 16)');
    expect(column(views, 'rfc2141bis-12').warnings).toEqual(parseWarnings('urn:example:a??b', 'rfc2141bis-12'));

    // A main revision's cell focuses its column.
    await page.click('.timeline .cell[data-revision="rfc8141"]');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('col-rfc8141');
    await page.screenshot({ path: join(SCREENSHOTS, 'playground-timeline.png'), fullPage: true });
    await page.close();
  });

  test('the pages requested only their own files and logged no error', () => {
    const own = new Set([...FILES.map((f) => `${origin}/${f}`), ...FILES.map((f) => pathToFileURL(join(dist, f)).href)]);
    const foreign = requests.map((u) => u.replace(/#.*$/, '')).filter((u) => !own.has(u));
    expect(foreign).toEqual([]);
    expect(requests.length).toBeGreaterThan(FILES.length);
    expect(consoleErrors).toEqual([]);
  });
});
