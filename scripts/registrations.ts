/*
 * Writes docs/registration-checks.md: checkRegistration on every shipped
 * namespace grammar (npm run registrations), or with --check fails, naming
 * the file, when the committed one is stale.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { registrationReport } from '../src/conformance/registration/report';
import { writeOrCheck } from './lib/generated-doc';

const root = join(__dirname, '..');
const folders = ['grammar/namespaces', 'grammar/namespaces/community'];
const files = folders.flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((f) => f.endsWith('.abnf'))
    .sort()
    .map((f) => ({ path: `${folder}/${f}`, text: readFileSync(join(root, folder, f), 'utf8') })),
);

writeOrCheck('registration-checks.md', 'registrations', registrationReport(files));
