/*
 * What the grammar lab's worker (lab-worker.ts) does with a request:
 * checkRegistration of the text, and verdicts on the URNs typed against the
 * last text checked (its judge is kept). The page runs it itself only where
 * it cannot start a worker (a page opened from disk).
 */
import { referenceEngine } from '../../src/entries/reference';
import { registerReferenceEngine } from '../../src/engine/lazy';
import { analyzeRegistration, ExampleJudge } from '../../src/conformance/registration/check';
import type { LabRequest, LabResponse } from './lab-protocol';

// The profiles' grammar objects (RFC 8141's NSS rule is read from its): registered by name, so the bundle keeps them.
registerReferenceEngine(referenceEngine);

let judge: ExampleJudge | undefined;

const verdicts = (urns: string[]): Pick<LabResponse, 'urns' | 'verdicts'> => ({ urns, verdicts: urns.map((u) => (judge ? judge(u) : null)) });

/** The answer to one request of the page. */
export function answer(request: LabRequest): LabResponse {
  if (request.type === 'judge') return { id: request.id, ...verdicts(request.urns) };
  try {
    const r = analyzeRegistration('checkRegistration', request.text, { kind: request.kind, start: request.start });
    judge = r.judge;
    return { id: request.id, check: r.check, ...verdicts(request.urns) };
  } catch (e) {
    judge = undefined;
    return { id: request.id, error: e instanceof Error ? e.message : String(e), ...verdicts(request.urns) };
  }
}
