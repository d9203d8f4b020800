/// <reference path="../types/apg-js.d.ts" />
/*
 * apg-js itself: the reference engine and grammar compilation need it, the
 * core does not. apg-js is CommonJS without type declarations (src/types/apg-js.d.ts).
 */
import apgJs from 'apg-js';
import type { ApgApi, ApgAst, ApgParser } from './apg';

interface ApgModule {
  apgApi: new (source: string) => ApgApi;
  apgLib: {
    parser: new () => ApgParser;
    ast: new () => ApgAst;
    ids: { SEM_PRE: number; SEM_POST: number; SEM_OK: number; ACTIVE: number };
  };
}

export const apg: ApgModule = apgJs as unknown as ApgModule;
