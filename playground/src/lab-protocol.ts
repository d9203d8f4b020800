/* The messages between the grammar lab's page (lab.ts) and its worker (lab-worker.ts). */
import type { ExampleJudge } from '../../src/conformance/registration/check';
import type { RegistrationCheck } from '../../src/conformance/registration/types';

/** The page asks for a check of a text (with the URNs typed), or for verdicts on URNs against the last text checked. */
export type LabRequest = { id: number; type: 'check'; text: string; kind: 'template' | 'grammar'; start: string | undefined; urns: string[] } | { id: number; type: 'judge'; urns: string[] };

/** A verdict on a typed URN, as the judge gives it. */
export type LabVerdict = ReturnType<ExampleJudge>;

/** The worker answers a request by its id: the check (for a check) and the verdicts on the URNs, or the library's error message. */
export interface LabResponse {
  id: number;
  check?: RegistrationCheck;
  /** The library's words for a text it refused (too large, binary, an NSS rule the grammar does not define). */
  error?: string;
  /** The URNs of the request, and a verdict on each: null where there is no grammar to judge against. */
  urns: string[];
  verdicts: Array<LabVerdict | null>;
}
