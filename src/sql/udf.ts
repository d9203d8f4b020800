/*
 * urnkit's UDF bundle (dist/urnkit.udf.js) in the scripts of the engines that
 * run JavaScript (BigQuery, Snowflake): the error code and hint of each
 * invalid value. The bundle holds the main profiles' grammars and no
 * namespace grammar, so a draft revision or --namespace goes without it.
 */
import { PROFILES, ProfileName } from '../revision-names';
import type { ScriptRequest } from './types';

/** The profile the UDF parses under, or undefined where the bundle does not hold what the script checks. */
export const udfProfile = (request: ScriptRequest): ProfileName | undefined =>
  request.patterns.namespace === undefined && (PROFILES as readonly string[]).includes(request.profile) ? (request.profile as ProfileName) : undefined;

/** The call of the bundle's tryParse on `urn` (a JavaScript variable), under `profile`: its result record. */
export const tryParseCall = (urn: string, profile: ProfileName): string => `urnkit.tryParse(${urn}, { profile: '${profile}' })`;

/** Why a script has no UDF, for its comment. */
export const NO_UDF = "urnkit's UDF bundle holds the three main profiles and no namespace grammar, so this script lists the values without an error code";
