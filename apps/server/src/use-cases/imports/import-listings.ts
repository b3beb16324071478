// `import-listings --file F`: an operator's CSV or JSON file of token listings (the spec's fields)
// into the 'import' source. Every row is validated first; one bad row and nothing is imported
// (each problem is reported with its line and field). Otherwise all rows are written in one
// transaction; a listing imported before (same `id`, else same platform and coin name) is updated
// in place.
import {
  LISTING_CONTACT_FIELDS,
  LISTING_IMPORT_FIELDS,
  listingFieldKey,
  listingImportRowSchema,
  type ListingImportRow,
} from '@gitsignals/contracts';
import {
  inTransaction,
  saveTokenListings,
  type Database,
  type TokenListingInput,
} from '@gitsignals/db';
import { schemaProblems } from '../../reporting/import-problems';
import { readImportRows, refuseUnlessClean, type RowsRead } from './import-file';

export const IMPORTED_LISTING_SOURCE = 'import';

const CONTACT_COLUMNS = new Set<string>(LISTING_CONTACT_FIELDS);
const KNOWN_COLUMNS = new Set<string>([...LISTING_IMPORT_FIELDS, ...LISTING_CONTACT_FIELDS]);

/**
 * A CSV row's cells as a listing: contact columns (website, telegram…) fold into contact_info,
 * on top of a contact_info cell holding JSON if there is one.
 */
function listingValues(cells: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const contact: Record<string, string> = {};
  for (const [column, cell] of Object.entries(cells)) {
    if (!CONTACT_COLUMNS.has(column)) values[column] = cell;
    else if (cell.trim() !== '') contact[column] = cell;
  }
  if (Object.keys(contact).length > 0) {
    const cell = values.contact_info;
    let base: Record<string, unknown> = {};
    if (typeof cell === 'string' && cell.trim().startsWith('{')) {
      try {
        base = JSON.parse(cell) as Record<string, unknown>;
      } catch {
        base = {};
      }
    }
    values.contact_info = { ...base, ...contact };
  }
  return values;
}

export function readListingRows(fileName: string, text: string): RowsRead {
  return readImportRows(fileName, text, {
    noun: 'listings',
    jsonListKey: 'listings',
    columnKey: listingFieldKey,
    knownColumns: KNOWN_COLUMNS,
    csvValues: listingValues,
  });
}

/** The key a listing is matched on when imported again: its `id`, else platform and coin name. */
export function listingKey(row: ListingImportRow): string {
  if (row.id) return `id:${row.id}`;
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return `name:${norm(row.platform)}|${norm(row.coin_name)}`;
}

export interface ListingImportSummary {
  rows: number;
  inserted: number;
  updated: number;
  /** Rows per platform. */
  platforms: Record<string, number>;
}

/**
 * Validates every row and imports all of them in one transaction, or throws an ImportFileError
 * listing every problem (and imports nothing).
 */
export async function importListings(
  deps: { db: Database },
  input: { fileName: string; text: string },
): Promise<ListingImportSummary> {
  const { rows, problems } = readListingRows(input.fileName, input.text);
  const listings: TokenListingInput[] = [];
  const platforms: Record<string, number> = {};
  const seen = new Map<string, number>();
  for (const row of rows) {
    const parsed = listingImportRowSchema.safeParse(row.values);
    if (!parsed.success) {
      problems.push(...schemaProblems(row.line, parsed.error));
      continue;
    }
    const r = parsed.data;
    const sourceKey = listingKey(r);
    const duplicateOf = seen.get(sourceKey);
    if (duplicateOf !== undefined) {
      problems.push({
        line: row.line,
        field: r.id ? 'id' : 'coin_name',
        message: `the same listing as line ${duplicateOf}`,
      });
      continue;
    }
    seen.set(sourceKey, row.line);
    platforms[r.platform] = (platforms[r.platform] ?? 0) + 1;
    listings.push({
      coinName: r.coin_name,
      platform: r.platform,
      tradingStartTime: r.trading_start_time ? new Date(r.trading_start_time) : null,
      description: r.description ?? null,
      additionalInfo: r.additional_info ?? null,
      url: r.url ?? null,
      contactInfo: r.contact_info
        ? Object.fromEntries(
            Object.entries(r.contact_info).filter((e): e is [string, string] => Boolean(e[1])),
          )
        : null,
      source: IMPORTED_LISTING_SOURCE,
      sourceKey,
    });
  }
  refuseUnlessClean(input.fileName, problems, listings.length, 'listings');
  const written = await inTransaction(deps.db, (tx) => saveTokenListings(tx, listings));
  return { rows: listings.length, ...written, platforms };
}

export function listingSummaryLine(file: string, s: ListingImportSummary): string {
  const per = Object.entries(s.platforms)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([platform, n]) => `${platform} ${n}`)
    .join(', ');
  return `Imported ${s.rows} listing${s.rows === 1 ? '' : 's'} from ${file}: ${s.inserted} new, ${s.updated} updated (${per}).`;
}
