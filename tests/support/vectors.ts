/* Loads the spec vectors copied into tests/data/ (see tests/data/README.md). */
import { readFileSync } from 'fs';
import { join } from 'path';
import { ProfileName } from '../../src';

export const DATA_DIR = join(__dirname, '..', 'data');

export interface Vector {
  input: string;
  rfc2141: boolean;
  rfc2141bis: boolean;
  rfc8141: boolean;
  why: string;
  partsByProfile?: Partial<Record<ProfileName, Record<string, string>>>;
  warnings?: Partial<Record<ProfileName, string[]>>;
  source: string;
}

export function readJsonl<T>(file: string): T[] {
  return readFileSync(join(DATA_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

export const vectors = (): Vector[] => readJsonl<Vector>('vectors.public.jsonl');

/** The reason the vector gives for one profile (the "why" field is "p1: ... | p2: ..."). */
export function whyFor(v: Vector, profile: ProfileName): string {
  const part = v.why.split(' | ').find((p) => p.startsWith(`${profile}:`));
  return part ?? v.why;
}
