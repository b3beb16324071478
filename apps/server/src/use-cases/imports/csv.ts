// A small RFC 4180 CSV reader: quoted fields (with "" for a quote, commas and line breaks inside),
// CRLF or LF line ends, a BOM. Each record carries the file line it starts on, for error reports.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** The records that could be read, and every syntax error met on the way. */
export interface CsvRead {
  records: CsvRecord[];
  errors: CsvSyntaxError[];
}

/**
 * Reads every record it can. A syntax error costs only its own record: a stray quote skips the
 * rest of its line, and a quote never closed (which would swallow the rest of the file, or the
 * lines up to the next stray quote) is reported at the line it opens, and reading resumes on the
 * next line, so the rows after it are still checked and their errors reported too.
 */
export function readCsv(text: string): CsvRead {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const errors: CsvSyntaxError[] = [];
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let quoteOpenedAt = 0;
  let quoteOpenedIndex = 0;
  let fieldStarted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  /** Drops the record under way and goes on at the line after `index`; answers the new index. */
  const skipRecordFrom = (index: number, atLine: number): number => {
    fields = [];
    field = '';
    fieldStarted = false;
    quoted = false;
    const newline = src.indexOf('\n', index);
    line = atLine + 1;
    recordLine = line;
    return newline === -1 ? src.length : newline;
  };

  for (let i = 0; i < src.length; i += 1) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        const next = src[i + 1];
        if (next === '"') {
          field += '"';
          i += 1;
        } else if (next === undefined || next === ',' || next === '\n' || next === '\r') {
          quoted = false;
        } else {
          // A closing quote is followed by a comma or a line end: this one closes nothing, so
          // the field's opening quote was never closed (and would swallow the lines after it).
          errors.push(new CsvSyntaxError(quoteOpenedAt, 'a quoted field is never closed'));
          i = skipRecordFrom(quoteOpenedIndex, quoteOpenedAt);
          continue;
        }
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
      if (quoted && i === src.length - 1) {
        errors.push(new CsvSyntaxError(quoteOpenedAt, 'a quoted field is never closed'));
        i = skipRecordFrom(quoteOpenedIndex, quoteOpenedAt);
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteOpenedAt = line;
      quoteOpenedIndex = i;
      if (i === src.length - 1) {
        errors.push(new CsvSyntaxError(quoteOpenedAt, 'a quoted field is never closed'));
        i = skipRecordFrom(i, line);
      }
    } else if (c === '"') {
      errors.push(
        new CsvSyntaxError(line, 'a quote inside an unquoted field (quote the whole field)'),
      );
      i = skipRecordFrom(i, line);
    } else if (c === ',') {
      endField();
    } else if (c === '\r' && src[i + 1] === '\n') {
      // CRLF: the \n ends the record.
    } else if (c === '\n' || c === '\r') {
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { records, errors };
}

/** Every record, or the first syntax error thrown. */
export function parseCsv(text: string): CsvRecord[] {
  const { records, errors } = readCsv(text);
  if (errors[0]) throw errors[0];
  return records;
}
