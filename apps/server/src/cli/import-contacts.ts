// `import-contacts --file F [--project slug]`: an operator's CSV or JSON file of contacts (the
// spec's fields) into the 'import' source. Every row is validated first; one bad row and nothing
// is imported (each problem is reported with its line and field). Otherwise all rows are written
// in one transaction; a contact already imported for the project (same e-mail, LinkedIn or name)
// is updated in place.
import {
  CONTACT_IMPORT_FIELDS,
  contactImportRowSchema,
  type ContactImportRow,
} from '@gitsignals/contracts';
import {
  findProjectByNameOrSlug,
  inTransaction,
  upsertImportedContacts,
  type Database,
  type ImportedContact,
} from '@gitsignals/db';
import { CsvSyntaxError, parseCsv } from './csv';

export interface ImportProblem {
  line: number;
  field: string | null;
  message: string;
}

export class ContactImportError extends Error {
  constructor(
    readonly file: string,
    readonly problems: ImportProblem[],
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

const formatProblem = (p: ImportProblem) =>
  `line ${p.line}${p.field ? `, ${p.field}` : ''}: ${p.message}`;

/** One row as read from the file, with the line it starts on. */
export interface RawRow {
  line: number;
  values: Record<string, unknown>;
}

/** 'First Name' / 'first-name' / 'FIRST_NAME' → 'first_name'. */
const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function rowsOfCsv(text: string): { rows: RawRow[]; problems: ImportProblem[] } {
  const records = parseCsv(text);
  const [header, ...body] = records;
  if (!header)
    return { rows: [], problems: [{ line: 1, field: null, message: 'the file is empty' }] };
  const columns = header.fields.map(columnKey);
  const problems: ImportProblem[] = [];
  const known = new Set<string>(CONTACT_IMPORT_FIELDS);
  columns.forEach((c, i) => {
    if (!known.has(c))
      problems.push({
        line: header.line,
        field: header.fields[i]!.trim() || `column ${i + 1}`,
        message: `unknown column (expected: ${CONTACT_IMPORT_FIELDS.join(', ')})`,
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
    rows.push({
      line: record.line,
      values: Object.fromEntries(columns.map((c, i) => [c, record.fields[i]])),
    });
  }
  return { rows, problems };
}

/** Lines where each element of the top-level array (or of its `contacts` list) starts. */
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

function rowsOfJson(text: string): { rows: RawRow[]; problems: ImportProblem[] } {
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
    : data && typeof data === 'object' && Array.isArray((data as { contacts?: unknown }).contacts)
      ? (data as { contacts: unknown[] }).contacts
      : undefined;
  if (!list)
    return {
      rows: [],
      problems: [
        { line: 1, field: null, message: 'expected an array of contacts or {"contacts": [...]}' },
      ],
    };
  const lines = elementLines(text);
  const rows: RawRow[] = [];
  const problems: ImportProblem[] = [];
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

export function readContactRows(
  fileName: string,
  text: string,
): { rows: RawRow[]; problems: ImportProblem[] } {
  const json = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  if (json) return rowsOfJson(text);
  try {
    return rowsOfCsv(text);
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

/** The key a contact is matched on when imported again: e-mail, LinkedIn, else the name. */
export function contactKey(row: ContactImportRow): string {
  if (row.work_email) return `email:${row.work_email}`;
  if (row.personal_email) return `email:${row.personal_email}`;
  if (row.personal_linkedin)
    return `linkedin:${row.personal_linkedin.toLowerCase().replace(/\/+$/, '')}`;
  return `name:${`${row.first_name ?? ''} ${row.last_name ?? ''}`.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

export interface ContactImportSummary {
  rows: number;
  inserted: number;
  updated: number;
  /** Rows per project slug. */
  projects: Record<string, number>;
}

/**
 * Validates every row, resolves its project, and imports all of them in one transaction, or
 * throws a ContactImportError listing every problem (and imports nothing).
 */
export async function importContacts(
  db: Database,
  input: { fileName: string; text: string; project?: string | undefined; now: Date },
): Promise<ContactImportSummary> {
  const { rows, problems } = readContactRows(input.fileName, input.text);
  const resolved = new Map<string, { id: number; slug: string } | null>();
  const projectOf = async (nameOrSlug: string) => {
    const key = nameOrSlug.trim().toLowerCase();
    if (!resolved.has(key)) {
      const p = await findProjectByNameOrSlug(db, key);
      resolved.set(key, p ? { id: p.id, slug: p.slug } : null);
    }
    return resolved.get(key)!;
  };

  let fixed: { id: number; slug: string } | null = null;
  if (input.project) {
    fixed = await projectOf(input.project);
    if (!fixed) throw new Error(`--project ${input.project}: no such project in the registry.`);
  }

  const contacts: (ImportedContact & { line: number; slug: string })[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const parsed = contactImportRowSchema.safeParse(row.values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field =
          issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || null;
        const message = issue.code === 'unrecognized_keys' ? 'unknown field' : issue.message;
        problems.push({ line: row.line, field, message });
      }
      continue;
    }
    const r = parsed.data;
    let project = fixed;
    if (r.project) {
      const named = await projectOf(r.project);
      if (!named) {
        problems.push({
          line: row.line,
          field: 'project',
          message: `no project "${r.project}" in the registry`,
        });
        continue;
      }
      if (fixed && named.id !== fixed.id) {
        problems.push({
          line: row.line,
          field: 'project',
          message: `"${r.project}" differs from --project ${input.project}`,
        });
        continue;
      }
      project = named;
    }
    if (!project) {
      problems.push({
        line: row.line,
        field: 'project',
        message: 'required (or give --project for the whole file)',
      });
      continue;
    }
    const sourceKey = contactKey(r);
    const duplicateOf = seen.get(`${project.id}|${sourceKey}`);
    if (duplicateOf !== undefined) {
      problems.push({
        line: row.line,
        field: null,
        message: `the same contact as line ${duplicateOf} (${sourceKey.replace(/^\w+:/, '')})`,
      });
      continue;
    }
    seen.set(`${project.id}|${sourceKey}`, row.line);
    contacts.push({
      line: row.line,
      slug: project.slug,
      projectId: project.id,
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
      title: r.title ?? null,
      workEmail: r.work_email ?? null,
      personalEmail: r.personal_email ?? null,
      personalLinkedin: r.personal_linkedin ?? null,
      twitter: r.twitter ?? null,
      companyLinkedin: r.company_linkedin ?? null,
      sourceKey,
    });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    throw new ContactImportError(input.fileName, problems);
  }
  if (contacts.length === 0)
    throw new ContactImportError(input.fileName, [
      { line: 1, field: null, message: 'no contacts in the file' },
    ]);

  const written = await inTransaction(db, (tx) =>
    upsertImportedContacts(
      tx,
      contacts.map(({ line: _line, slug: _slug, ...c }) => c),
      input.now,
    ),
  );
  const projects: Record<string, number> = {};
  for (const c of contacts) projects[c.slug] = (projects[c.slug] ?? 0) + 1;
  return { rows: contacts.length, ...written, projects };
}

export function summaryLine(file: string, s: ContactImportSummary): string {
  const per = Object.entries(s.projects)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, n]) => `${slug} ${n}`)
    .join(', ');
  return `Imported ${s.rows} contact${s.rows === 1 ? '' : 's'} from ${file}: ${s.inserted} new, ${s.updated} updated (${per}).`;
}
