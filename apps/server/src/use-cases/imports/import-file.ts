// What the operator importers (`import-contacts`, `import-listings`) share: reading a CSV or JSON
// file into rows that remember the line they start on. Problems are reported with their line and
// field in one error (reporting/import-problems.ts), so a bad file is reported whole and nothing
// of it is imported.
import { elementLines, ImportFileError, type ImportProblem } from '../../reporting/import-problems';
import { readCsv } from './csv';

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
  const { records, errors } = readCsv(text);
  const syntax: ImportProblem[] = errors.map((e) => ({
    line: e.line,
    field: null,
    message: e.message.replace(/^line \d+: /, ''),
  }));
  const [header, ...body] = records;
  // Without its header line no row can be read by column: the syntax errors are all there is.
  if (!header || syntax.some((p) => p.line <= header.line))
    return {
      rows: [],
      problems:
        syntax.length > 0 ? syntax : [{ line: 1, field: null, message: 'the file is empty' }],
    };
  const columns = header.fields.map(format.columnKey);
  // A syntax error costs its own row only: the rows after it are still read and checked.
  const problems: ImportProblem[] = [...syntax];
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

/** The line JSON.parse's message points at ("… at position 52 (line 3 column 5)"). */
function jsonErrorLine(text: string, message: string): number {
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line) return Number(line[1]);
  const position = /at position (\d+)/.exec(message);
  if (!position) return 1;
  return text.slice(0, Number(position[1])).split('\n').length;
}

function rowsOfJson(text: string, format: RowFormat): RowsRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    return {
      rows: [],
      problems: [
        { line: jsonErrorLine(text, message), field: null, message: `not valid JSON (${message})` },
      ],
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
  return rowsOfCsv(text, format);
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
