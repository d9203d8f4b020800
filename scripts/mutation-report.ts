/*
 * Writes docs/mutation.md from reports/mutation/ without running StrykerJS (npm run mutation:report), or
 * with --check fails, naming the file, when the committed one is stale.
 */
import { writeMutationDoc } from './lib/mutation-doc';

writeMutationDoc();
