// What the operator importers (`import-contacts`, `import-listings`) share: reading a CSV or JSON
// file into rows that remember the line they start on. Problems are reported with their line and
// field in one error (reporting/import-problems.ts), so a bad file is reported whole and nothing
// of it is imported.
import { elementLines, ImportFileError, type ImportProblem } from '../../reporting/import-problems';
import { CsvSyntaxError, parseCsv } from './csv';

/** One row as read from the file, with the line it starts on. */
export interface RawRow {
  line: number;
  values: Record<string, unknown>;
}

export interface RowsRead {
  rows: RawRow[];
  problems: ImportProblem[];
}

export interface RowFormat {
  /** What a row is, plural: in messages ("expected an array of contacts"). */
  noun: string;
  /** The key a JSON file may keep its list under: `{"contacts": [...]}`. */
  jsonListKey: string;
  /** A CSV header cell to its field name ('First Name' → 'first_name'). */
  columnKey: (header: string) => string;
  /** Every column a CSV file may have. */
  knownColumns: ReadonlySet<string>;
  /** Builds a row's values from a CSV record's cells by column (default: as they are). */
  csvValues?: (cells: Record<string, string>) => Record<string, unknown>;
}

function rowsOfCsv(text: string, format: RowFormat): RowsRead {
  const [header, ...body] = parseCsv(text);
  if (!header)
    return { rows: [], problems: [{ line: 1, field: null, message: 'the file is empty' }] };
  const columns = header.fields.map(format.columnKey);
  const problems: ImportProblem[] = [];
  columns.forEach((c, i) => {
    if (!format.knownColumns.has(c))
      problems.push({
        line: header.line,
        field: header.fields[i]!.trim() || `column ${i + 1}`,
        message: `unknown column (expected: ${[...format.knownColumns].join(', ')})`,
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
    const cells = Object.fromEntries(columns.map((c, i) => [c, record.fields[i]!]));
    rows.push({ line: record.line, values: format.csvValues ? format.csvValues(cells) : cells });
  }
  return { rows, problems };
}

function rowsOfJson(text: string, format: RowFormat): RowsRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return {
      rows: [],
      problems: [{ line: 1, field: null, message: `not valid JSON (${(err as Error).message})` }],
    };
  }
  const listed =
    data && typeof data === 'object' ? (data as Record<string, unknown>)[format.jsonListKey] : null;
  const list = Array.isArray(data) ? data : Array.isArray(listed) ? listed : undefined;
  if (!list)
    return {
      rows: [],
      problems: [
        {
          line: 1,
          field: null,
          message: `expected an array of ${format.noun} or {"${format.jsonListKey}": [...]}`,
        },
      ],
    };
  const lines = elementLines(text);
  const rows: RawRow[] = [];
  const problems: ImportProblem[] = [];
  (list as unknown[]).forEach((item, i) => {
    const line = lines[i] ?? 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({ line, field: null, message: `item ${i + 1} is not an object` });
      return;
    }
    rows.push({ line, values: item as Record<string, unknown> });
  });
  return { rows, problems };
}

/** The file's rows (JSON by name or by its first character, else CSV) and what is wrong so far. */
export function readImportRows(fileName: string, text: string, format: RowFormat): RowsRead {
  if (/\.json$/i.test(fileName) || /^\s*[[{]/.test(text)) return rowsOfJson(text, format);
  try {
    return rowsOfCsv(text, format);
  } catch (err) {
    if (err instanceof CsvSyntaxError)
      return {
        rows: [],
        problems: [
          { line: err.line, field: null, message: err.message.replace(/^line \d+: /, '') },
        ],
      };
    throw err;
  }
}

/** Throws the whole list, sorted by line, when anything is wrong or the file has no rows. */
export function refuseUnlessClean(
  fileName: string,
  problems: ImportProblem[],
  rowCount: number,
  noun: string,
): void {
  if (problems.length > 0)
    throw new ImportFileError(
      fileName,
      [...problems].sort((a, b) => a.line - b.line),
    );
  if (rowCount === 0)
    throw new ImportFileError(fileName, [
      { line: 1, field: null, message: `no ${noun} in the file` },
    ]);
}
