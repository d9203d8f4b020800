import { Command, Option } from 'commander';
import { readFileSync } from 'fs';
import { join } from 'path';
import { ENGINES, engineNamed } from '../../sql/engines/index';
import { scriptPatterns } from '../../sql/patterns';
import { sqlScript } from '../../sql/script';
import { NO_UDF, udfProfile } from '../../sql/udf';
import { ScriptPatterns, ScriptRequest, SqlEngine, SqlScriptError } from '../../sql/types';
import { escapeText } from '../../diagnostics/excerpt';
import { namespacesWithPattern } from '../../patterns/available';
import { PatternUnavailableError } from '../../patterns/unavailable';
import type { RevisionName } from '../../types';
import { CliError } from '../errors';
import { EXIT, Io } from '../io';
import { revisionOption } from '../options';

interface SqlFlags {
  engine: string;
  profile: RevisionName;
  namespace?: string;
  table: string;
  column: string;
  udfLibrary?: string;
}

/** dist/urnkit.udf.js: beside dist/src/ in the package, in dist/ beside src/ in a clone; undefined where it is not built. */
function udfBundle(): string | undefined {
  for (const path of [join(__dirname, '..', '..', '..', 'urnkit.udf.js'), join(__dirname, '..', '..', '..', 'dist', 'urnkit.udf.js')]) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      // The other place, or none: the engine that needs it says so.
    }
  }
  return undefined;
}

/** The patterns, or a CliError: a namespace that is no shipped grammar (naming them), or one without a pattern. */
function patternsFor(dialect: SqlEngine['dialect'], profile: RevisionName, namespace: string | undefined): ScriptPatterns {
  try {
    return scriptPatterns(dialect, profile, namespace);
  } catch (e) {
    if (e instanceof PatternUnavailableError) throw new CliError(`${e.message.replace(/^urnkit\.toPattern: /, '')} (docs/patterns.md lists the namespaces with a pattern)`);
    if (e instanceof TypeError && /^urnkit\.toPattern: option "namespace"/.test(e.message)) {
      throw new CliError(`--namespace "${escapeText(namespace ?? '')}" is no shipped namespace grammar with a pattern; the choices (or an alias of one): ${namespacesWithPattern().join(', ')}`);
    }
    throw e;
  }
}

/** A Cloud Storage URI that a BigQuery string literal carries as it is. */
const GS_URI = /^gs:\/\/[^\s'"\\]+$/;

export function sqlCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('sql')
    .description("print a ready-to-run SQL script that checks a table's URNs with the engine's own regular expressions (and urnkit's UDF where the engine runs JavaScript)")
    .addOption(
      new Option('-e, --engine <engine>', 'the SQL engine').choices(ENGINES.map((e) => e.name)).makeOptionMandatory(),
    )
    .addOption(revisionOption())
    .option('--namespace <nid>', 'check the whole URN under a shipped namespace grammar (urnkit namespaces lists them): syntax only')
    .requiredOption('--table <name>', 'the table; dots separate catalog, schema and table, each quoted as written')
    .requiredOption('--column <name>', 'the text column of URNs, quoted as written')
    .option('--udf-library <uri>', 'BigQuery only: where dist/urnkit.udf.js is in Cloud Storage (gs://...)')
    .addHelpText('after', '\nExit status: 0 the script is printed, 2 a usage error (an engine, profile or namespace that is none, a name the engine cannot quote).')
    .action((flags: SqlFlags) => {
      const engine = engineNamed(flags.engine) as NonNullable<ReturnType<typeof engineNamed>>;
      if (flags.udfLibrary !== undefined && engine.name !== 'bigquery') throw new CliError(`--udf-library is BigQuery's (where its UDF loads urnkit's bundle from); --engine ${engine.name} takes none`);
      if (flags.udfLibrary !== undefined && !GS_URI.test(flags.udfLibrary)) throw new CliError('--udf-library takes a Cloud Storage URI, gs://bucket/path/urnkit.udf.js');
      const patterns = patternsFor(engine.dialect, flags.profile, flags.namespace);
      const command = `urnkit sql --engine ${engine.name} --profile ${flags.profile}${patterns.namespace === undefined ? '' : ` --namespace ${patterns.namespace}`}`;
      const request: ScriptRequest = {
        profile: flags.profile,
        table: flags.table.split('.'),
        column: flags.column,
        patterns,
        udfLibrary: flags.udfLibrary,
        udfBundle: engine.name === 'snowflake' ? udfBundle() : undefined,
        command,
      };
      let script: string;
      try {
        script = sqlScript(engine, request);
      } catch (e) {
        if (e instanceof SqlScriptError) throw new CliError(e.message);
        throw e;
      }
      // Given, but the script has no UDF to load it: said, and the script printed all the same.
      if (flags.udfLibrary !== undefined && udfProfile(request) === undefined) io.stderr(`urnkit sql: --udf-library is not used: ${NO_UDF}\n`);
      io.stdout(script);
      setExit(EXIT.ok);
    });
}
