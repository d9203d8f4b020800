/*
 * How the playground's test, benchmark and screenshot script find the browser
 * they drive (playground/tools/chromium.ts): CHROME_PATH, then the usual
 * install locations, else one line that names the variable.
 */
import { findChromium, USUAL_CHROMIUM_PATHS } from '../playground/tools/chromium';

const only = (...paths: string[]) => (path: string): boolean => paths.includes(path);

test('CHROME_PATH wins when it exists', () => {
  expect(findChromium({ CHROME_PATH: '/opt/chrome/chrome' }, only('/opt/chrome/chrome', '/usr/bin/chromium'))).toBe('/opt/chrome/chrome');
});

test('CHROME_PATH that does not exist is an error naming it, not a silent fall-back', () => {
  expect(() => findChromium({ CHROME_PATH: '/nowhere/chrome' }, only('/usr/bin/chromium'))).toThrow('CHROME_PATH is "/nowhere/chrome", which does not exist');
});

test('without CHROME_PATH, the first usual location that exists: Debian, Ubuntu, snap, Chrome, macOS', () => {
  expect(findChromium({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  expect(findChromium({}, only('/usr/bin/chromium-browser', '/usr/bin/google-chrome'))).toBe('/usr/bin/chromium-browser');
  expect(findChromium({ CHROME_PATH: '' }, only('/snap/bin/chromium'))).toBe('/snap/bin/chromium');
  expect(findChromium({}, only('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'))).toBe('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
  expect(USUAL_CHROMIUM_PATHS[0]).toBe('/usr/bin/chromium');
});

test('none found: one line that names CHROME_PATH', () => {
  let message = '';
  try {
    findChromium({}, only());
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message).toMatch(/^no Chromium found: set CHROME_PATH to a Chromium or Chrome executable \(looked in \/usr\/bin\/chromium, /);
  expect(message).not.toContain('\n');
});
