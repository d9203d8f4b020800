/* A document the repository generates (docs/*.md, or the figures in README.md): written by `npm run <name>`, checked fresh by `npm run <name>:check`. */
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';

/** Writes `file` (a path in the repository), or with --check sets exit code 1, naming the file, when the committed one differs from `fresh`. */
export function writeOrCheckFile(file: string, script: string, fresh: string): void {
  const path = join(__dirname, '..', '..', file);
  if (process.argv.includes('--check')) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== fresh) {
      console.error(`${file} is stale: run \`npm run ${script}\` and commit it.`);
      process.exitCode = 1;
    } else {
      console.log(`${file} is up to date.`);
    }
  } else {
    writeFileSync(path, fresh);
    console.log(`wrote ${file}`);
  }
}

/** writeOrCheckFile for docs/<file>. */
export const writeOrCheck = (file: string, script: string, fresh: string): void => writeOrCheckFile(`docs/${file}`, script, fresh);
