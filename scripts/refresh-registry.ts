/*
 * Refreshes the IANA URN namespace registry snapshot from a file you downloaded
 * (https://www.iana.org/assignments/urn-namespaces/urn-namespaces.xml): checks
 * that it reads as the registry, copies it to grammar/namespaces/iana/, and
 * regenerates generated/. Nothing is fetched: urnkit never goes to the network.
 *
 *   npm run registry -- path/to/urn-namespaces.xml [--root DIR]
 * Then update the date and counts in grammar/namespaces/iana/README.md and commit.
 */
import { execFileSync } from 'child_process';
import { copyFileSync, readFileSync } from 'fs';
import { join, resolve } from 'path';
import { readRegistryXml } from './lib/registry';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? resolve(args[rootArg + 1]) : resolve(__dirname, '..');
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--root');

function main(): number {
  if (!file) {
    console.error('usage: npm run registry -- path/to/urn-namespaces.xml');
    return 2;
  }
  let registry;
  try {
    registry = readRegistryXml(readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`${file}: ${(e as Error).message}`);
    return 1;
  }
  copyFileSync(file, join(root, 'grammar', 'namespaces', 'iana', 'urn-namespaces.xml'));
  execFileSync(process.execPath, [...process.execArgv, join(__dirname, 'build-grammars.ts'), '--root', root], { stdio: 'inherit' });
  const formal = registry.entries.filter((e) => e.kind === 'formal').length;
  console.log(`registry of ${registry.updated}: ${formal} formal and ${registry.entries.length - formal} informal NIDs`);
  return 0;
}

process.exitCode = main();
