/*
 * Writes docs/conformance.md from the grammars (npm run conformance), or with
 * --check fails, naming the file, when the committed one is stale.
 */
import { conformanceReport } from '../src/conformance/report';
import { writeOrCheck } from './lib/generated-doc';

writeOrCheck('conformance.md', 'conformance', conformanceReport());
