/*
 * The grammar lab's worker (lab-worker.js): checkRegistration off the page's
 * thread, so that a template whose check takes long (its limits allow up to
 * a few seconds) never freezes the page, and the page can drop a check it no
 * longer needs by ending the worker.
 */
import { answer } from './lab-checker';
import type { LabRequest } from './lab-protocol';

self.onmessage = (event: MessageEvent<LabRequest>): void => {
  self.postMessage(answer(event.data));
};
