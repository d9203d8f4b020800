/* A document the repository generates (docs/*.md): written by `npm run <name>`, checked fresh by `npm run <name>:check`. */
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';

/** Writes docs/<file>, or with --check sets exit code 1, naming the file, when the committed one differs from `fresh`. */
export function writeOrCheck(file: string, script: string, fresh: string): void {
  const path = join(__dirname, '..', '..', 'docs', file);
  if (process.argv.includes('--check')) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== fresh) {
      console.error(`docs/${file} is stale: run \`npm run ${script}\` and commit it.`);
      process.exitCode = 1;
    } else {
      console.log(`docs/${file} is up to date.`);
    }
  } else {
    writeFileSync(path, fresh);
    console.log(`wrote docs/${file}`);
  }
}
