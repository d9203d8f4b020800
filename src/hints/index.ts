/* Hints and "did you mean" for UrnParseError (issue 15): browser-safe, built on parse. */
export { explainError, MAX_SUGGESTIONS } from './explain';
export { HINT_KINDS } from './table';
