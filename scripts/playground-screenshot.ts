/*
 * npm run playground:screenshot: builds the playground and saves
 * docs/playground.png, the picture of it in docs/playground.md: the page at 1000x700 in
 * light mode, opened from disk with the first example, whose three columns
 * all differ (RFC 2141 reads one long NSS, rfc2141bis rejects it, RFC 8141
 * reads an r- and an f-component).
 */
import { join } from 'path';
import { pathToFileURL } from 'url';
import { launchChromium } from '../playground/tools/chromium';
import { EXAMPLES } from '../playground/src/examples';
import { writeFragment } from '../playground/src/fragment';
import { buildPlayground } from './build-playground';

const OUT = join(__dirname, '..', 'docs', 'playground.png');

async function main(): Promise<void> {
  const { dir } = await buildPlayground();
  const browser = await launchChromium({ width: 1000, height: 700 });
  try {
    const page = await browser.context.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${pathToFileURL(join(dir, 'index.html')).href}${writeFragment(EXAMPLES[0])}`);
    await page.waitForSelector('#col-rfc8141-verdict[data-verdict="valid"]');
    await page.screenshot({ path: OUT });
  } finally {
    await browser.close();
  }
  process.stdout.write(`wrote ${OUT}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
