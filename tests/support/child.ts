/* How tests run the sources in a child process (where the process itself is under test). */
import { join } from 'path';

/** The repository root: the children's working folder. */
export const ROOT = join(__dirname, '..', '..');

/** Node options that load .ts modules (./ts-hook.js). */
export const TS_CHILD = ['-r', join(__dirname, 'ts-hook.js')];

/** Node arguments that run the CLI from the sources with the arguments after them (cwd: ROOT), as bin/urnkit.js runs dist/. */
export const CLI_CHILD = [...TS_CHILD, '-e', "require('./src/cli/bin').main(process.argv.slice(1))"];

/** The same as one shell command line, for pipelines. */
export const CLI_COMMAND = `${process.execPath} -r ${join(__dirname, 'ts-hook.js')} -e "require('./src/cli/bin').main(process.argv.slice(1))"`;
