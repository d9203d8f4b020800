/*
 * A history (src/history/history.ts) as a plain JSON record of the shared
 * `--json` shape (schemas/result.schema.json, definition `history`): the
 * input's result under every revision in date order, as explain gives one per
 * profile, each with the revision's date and whether the verdict or the split
 * changed there.
 */
import type { History } from '../history/history';
import type { NamespacesOption } from '../namespaces/set';
import { tryParse } from '../parse';
import { ResultRecord, resultRecord } from './record';

/** One revision's result, with what the timeline adds to it. */
export interface HistoryStepRecord extends ResultRecord {
  /** The revision's publication date (YYYY-MM-DD or YYYY-MM). */
  date: string;
  /** The verdict differs from the revision before's. */
  verdictChanged: boolean;
  /** Valid here and under the revision before, with the input cut into parts otherwise. */
  splitChanged: boolean;
}

export interface HistoryRecord {
  input: string;
  /** Whether at least one revision accepts the input. */
  valid: boolean;
  /** One result per revision, in date order. */
  profiles: HistoryStepRecord[];
  verdictChanges: number;
  splitChanges: number;
}

/** `h` as a record; `namespaces` as history() was given it. */
export function historyRecord(h: History, namespaces: NamespacesOption = false): HistoryRecord {
  const profiles = h.steps.map((s) => ({
    ...resultRecord(h.input, s.revision, tryParse(h.input, { profile: s.revision, namespaces })),
    date: s.date,
    verdictChanged: s.verdictChanged,
    splitChanged: s.splitChanged,
  }));
  return {
    input: h.input,
    valid: h.steps.some((s) => s.valid),
    profiles,
    verdictChanges: h.verdictChanges,
    splitChanges: h.steps.filter((s) => s.splitChanged).length,
  };
}
