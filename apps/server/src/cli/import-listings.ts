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
  upsertTokenListings,
  type Database,
  type TokenListingInput,
} from '@gitsignals/db';
import { CsvSyntaxError, parseCsv } from './csv';

export const IMPORTED_LISTING_SOURCE = 'import';

export interface ListingImportProblem {
  line: number;
  field: string | null;
  message: string;
}

export class ListingImportError extends Error {
  constructor(
    readonly file: string,
    readonly problems: ListingImportProblem[],
  ) {
    const shown = problems.slice(0, 50).map(formatProblem);
    const more = problems.length > shown.length ? [`  … and ${problems.length - 50} more`] : [];
    super(
      [
        `${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}, nothing imported:`,
        ...shown.map((s) => `  ${s}`),
        ...more,
      ].join('\n'),
    );
  }
}

const formatProblem = (p: ListingImportProblem) =>
  `line ${p.line}${p.field ? `, ${p.field}` : ''}: ${p.message}`;

interface RawRow {
  line: number;
  values: Record<string, unknown>;
}

interface RowsRead {
  rows: RawRow[];
  problems: ListingImportProblem[];
}

const CONTACT_COLUMNS = new Set<string>(LISTING_CONTACT_FIELDS);
const KNOWN_COLUMNS = new Set<string>([...LISTING_IMPORT_FIELDS, ...LISTING_CONTACT_FIELDS]);

function rowsOfCsv(text: string): RowsRead {
  const [header, ...body] = parseCsv(text);
  if (!header)
    return { rows: [], problems: [{ line: 1, field: null, message: 'the file is empty' }] };
  const columns = header.fields.map(listingFieldKey);
  const problems: ListingImportProblem[] = [];
  columns.forEach((c, i) => {
    if (!KNOWN_COLUMNS.has(c))
      problems.push({
        line: header.line,
        field: header.fields[i]!.trim() || `column ${i + 1}`,
        message: `unknown column (expected: ${[...KNOWN_COLUMNS].join(', ')})`,
      });
  });
  const rows: RawRow[] = [];
  for (const record of body) {
    if (record.fields.length !== columns.length) {
      problems.push({
        line: record.line,
        field: null,
        message: `${record.fields.length} fields where the header has ${columns.length}`,
      });
      continue;
    }
    const values: Record<string, unknown> = {};
    const contact: Record<string, string> = {};
    columns.forEach((c, i) => {
      const cell = record.fields[i]!;
      if (CONTACT_COLUMNS.has(c)) {
        if (cell.trim() !== '') contact[c] = cell;
      } else values[c] = cell;
    });
    // Contact columns fold into contact_info (a contact_info cell and columns together: both count).
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
    rows.push({ line: record.line, values });
  }
  return { rows, problems };
}

/** Lines where each element of the file's list of listings starts (for error reports). */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let listDepth = -1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\n') line += 1;
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (c === '[' && listDepth === -1) listDepth = depth + 1;
      else if (c === '{' && depth === listDepth) lines.push(line);
      depth += 1;
    } else if (c === ']' || c === '}') depth -= 1;
  }
  return lines;
}

function rowsOfJson(text: string): RowsRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return {
      rows: [],
      problems: [{ line: 1, field: null, message: `not valid JSON (${(err as Error).message})` }],
    };
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { listings?: unknown }).listings)
      ? (data as { listings: unknown[] }).listings
      : undefined;
  if (!list) {
    return {
      rows: [],
      problems: [
        { line: 1, field: null, message: 'expected an array of listings or {"listings": [...]}' },
      ],
    };
  }
  const lines = elementLines(text);
  const rows: RawRow[] = [];
  const problems: ListingImportProblem[] = [];
  list.forEach((item, i) => {
    const line = lines[i] ?? 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({ line, field: null, message: `item ${i + 1} is not an object` });
      return;
    }
    rows.push({ line, values: item as Record<string, unknown> });
  });
  return { rows, problems };
}

export function readListingRows(fileName: string, text: string): RowsRead {
  if (/\.json$/i.test(fileName) || /^\s*[[{]/.test(text)) return rowsOfJson(text);
  try {
    return rowsOfCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      return {
        rows: [],
        problems: [
          { line: err.line, field: null, message: err.message.replace(/^line \d+: /, '') },
        ],
      };
    }
    throw err;
  }
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
 * Validates every row and imports all of them in one transaction, or throws a ListingImportError
 * listing every problem (and imports nothing).
 */
export async function importListings(
  db: Database,
  input: { fileName: string; text: string },
): Promise<ListingImportSummary> {
  const { rows, problems } = readListingRows(input.fileName, input.text);
  const listings: TokenListingInput[] = [];
  const platforms: Record<string, number> = {};
  const seen = new Map<string, number>();
  for (const row of rows) {
    const parsed = listingImportRowSchema.safeParse(row.values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const unknownKeys = issue.code === 'unrecognized_keys';
        problems.push({
          line: row.line,
          field: unknownKeys
            ? [...issue.path, issue.keys.join(', ')].join('.')
            : issue.path.join('.') || null,
          message: unknownKeys ? 'unknown field' : issue.message,
        });
      }
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
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    throw new ListingImportError(input.fileName, problems);
  }
  if (listings.length === 0) {
    throw new ListingImportError(input.fileName, [
      { line: 1, field: null, message: 'no listings in the file' },
    ]);
  }
  const written = await inTransaction(db, (tx) => upsertTokenListings(tx, listings));
  return { rows: listings.length, ...written, platforms };
}

export function listingSummaryLine(file: string, s: ListingImportSummary): string {
  const per = Object.entries(s.platforms)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([platform, n]) => `${platform} ${n}`)
    .join(', ');
  return `Imported ${s.rows} listing${s.rows === 1 ? '' : 's'} from ${file}: ${s.inserted} new, ${s.updated} updated (${per}).`;
}
