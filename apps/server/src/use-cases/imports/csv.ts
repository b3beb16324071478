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

export function parseCsv(text: string): CsvRecord[] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let quoteOpenedAt = 0;
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

  for (let i = 0; i < src.length; i += 1) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteOpenedAt = line;
    } else if (c === '"') {
      throw new CsvSyntaxError(line, 'a quote inside an unquoted field (quote the whole field)');
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
  if (quoted) throw new CsvSyntaxError(quoteOpenedAt, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
