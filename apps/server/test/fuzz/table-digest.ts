// A fingerprint of every table's rows in the public schema, to tell whether a request changed
// anything: one md5 per table, all in one query, on PGlite and PostgreSQL alike.
import type { DatabaseHandle } from '@gitsignals/db';
import { queryRows } from '../user-api-helpers';

export type TableDigest = Map<string, string>;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Builds the digest query once: the list of tables does not change while the suite runs. */
export async function tableDigester(
  handle: DatabaseHandle,
  leaveOut: string[],
): Promise<() => Promise<TableDigest>> {
  const tables = (
    await queryRows<{ table_name: string }>(
      handle,
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((r) => r.table_name)
    .filter((name) => !leaveOut.includes(name));
  const query = tables
    .map(
      (name) =>
        `select ${quoteLiteral(name)} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${quoteIdent(name)} t`,
    )
    .join(' union all ');
  return async () => {
    const rows = await queryRows<{ name: string; digest: string }>(handle, query);
    return new Map(rows.map((r) => [r.name, r.digest]));
  };
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: TableDigest, after: TableDigest): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
