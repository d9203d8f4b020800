/* The engines `urnkit sql` writes for, by --engine name: one module each. */
import type { SqlEngine } from '../types';
import { bigquery } from './bigquery';
import { clickhouse } from './clickhouse';
import { duckdb } from './duckdb';
import { mariadb } from './mariadb';
import { mysql } from './mysql';
import { postgres } from './postgres';
import { snowflake } from './snowflake';
import { spark } from './spark';
import { trino } from './trino';

export const ENGINES: readonly SqlEngine[] = [bigquery, snowflake, duckdb, postgres, spark, trino, clickhouse, mysql, mariadb];

/** The engine of that name, or undefined. */
export const engineNamed = (name: string): SqlEngine | undefined => ENGINES.find((e) => e.name === name);
