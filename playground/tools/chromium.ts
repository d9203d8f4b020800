/*
 * A Chromium installed on the machine, driven by playwright-core, for the
 * playground's test, benchmark and screenshot script. No browser is
 * downloaded: .ci/run installs Debian's `chromium` package; elsewhere
 * CHROME_PATH names the browser, or it is looked for where the usual
 * packages put it. This machine's network is closed, so every flag that would
 * make Chromium reach out on its own (updates, sync, background fetches,
 * QUIC) is off; a fresh profile folder keeps runs independent.
 */
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { BrowserContext, chromium } from 'playwright-core';

/** Where Chromium or Chrome is installed by the usual packages: Debian and Ubuntu, Fedora, snap, macOS. */
export const USUAL_CHROMIUM_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * The browser to drive: CHROME_PATH when it is set (it must exist), else the
 * first of the usual paths that exists. Otherwise one line that names the
 * variable and what was looked for.
 */
export function findChromium(env: Readonly<Record<string, string | undefined>> = process.env, exists: (path: string) => boolean = existsSync): string {
  const given = env.CHROME_PATH;
  if (given) {
    if (exists(given)) return given;
    throw new Error(`CHROME_PATH is ${JSON.stringify(given)}, which does not exist: set it to a Chromium or Chrome executable`);
  }
  const found = USUAL_CHROMIUM_PATHS.find((path) => exists(path));
  if (found) return found;
  throw new Error(`no Chromium found: set CHROME_PATH to a Chromium or Chrome executable (looked in ${USUAL_CHROMIUM_PATHS.join(', ')}; on Debian, apt-get install -y chromium)`);
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(options: { width?: number; height?: number } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'urnkit-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: options.width ?? 1000, height: options.height ?? 700 },
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
