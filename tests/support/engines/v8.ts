/* V8, in this process: the js dialect (RegExp.prototype.exec) and JSON Schema's patterns, with the u flag as validators compile them (ajv) and without. */
import type { Engine, EngineAnswer } from './types';

function v8(flags: string) {
  return async (jobs: Parameters<Engine['run']>[0]): Promise<EngineAnswer[]> =>
    jobs.map((job) => {
      const re = new RegExp(job.pattern, flags);
      const captures: EngineAnswer['captures'] = [];
      const matched = job.inputs.map((s, i) => {
        const m = re.exec(s);
        if (m && job.groups?.length) captures[i] = job.groups.map((g) => m.groups?.[g] ?? null);
        return m !== null;
      });
      return { matched, captures };
    });
}

export const jsEngine: Engine = { name: 'V8 RegExp', dialect: 'js', captures: true, cannotCarry: () => undefined, run: v8('') };
export const jsonSchemaEngine: Engine = { name: 'V8 RegExp with the u flag (JSON Schema validators)', dialect: 'json-schema', captures: false, cannotCarry: () => undefined, run: v8('u') };
export const jsonSchemaPlainEngine: Engine = { name: 'V8 RegExp without flags (JSON Schema)', dialect: 'json-schema', captures: false, cannotCarry: () => undefined, run: v8('') };
