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
  saveImportedContacts,
  type Database,
  type ImportedContact,
} from '@gitsignals/db';
import { schemaProblems, type ImportProblem } from '../../reporting/import-problems';
import { readImportRows, refuseUnlessClean, type RowsRead } from './import-file';

/** 'First Name' / 'first-name' / 'FIRST_NAME' → 'first_name'. */
const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function readContactRows(fileName: string, text: string): RowsRead {
  return readImportRows(fileName, text, {
    noun: 'contacts',
    jsonListKey: 'contacts',
    columnKey,
    knownColumns: new Set<string>(CONTACT_IMPORT_FIELDS),
  });
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

type ProjectRef = { id: number; slug: string };

/** Looks projects up by name or slug, each once per file. */
function projectResolver(db: Database) {
  const resolved = new Map<string, ProjectRef | null>();
  return async (nameOrSlug: string): Promise<ProjectRef | null> => {
    const key = nameOrSlug.trim().toLowerCase();
    if (!resolved.has(key)) {
      const p = await findProjectByNameOrSlug(db, key);
      resolved.set(key, p ? { id: p.id, slug: p.slug } : null);
    }
    return resolved.get(key)!;
  };
}

/** The project a valid row belongs to, or the problem that keeps it out. */
async function projectOfRow(
  row: ContactImportRow,
  line: number,
  fixed: { project: ProjectRef | null; named: string | undefined },
  projectOf: (nameOrSlug: string) => Promise<ProjectRef | null>,
): Promise<ProjectRef | ImportProblem> {
  if (!row.project) {
    return (
      fixed.project ?? {
        line,
        field: 'project',
        message: 'required (or give --project for the whole file)',
      }
    );
  }
  const named = await projectOf(row.project);
  if (!named)
    return { line, field: 'project', message: `no project "${row.project}" in the registry` };
  if (fixed.project && named.id !== fixed.project.id) {
    return {
      line,
      field: 'project',
      message: `"${row.project}" differs from --project ${fixed.named}`,
    };
  }
  return named;
}

type ContactToImport = ImportedContact & { line: number; slug: string };

function contactOf(r: ContactImportRow, line: number, project: ProjectRef, sourceKey: string) {
  return {
    line,
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
  } satisfies ContactToImport;
}

/**
 * Validates every row, resolves its project, and imports all of them in one transaction, or
 * throws an ImportFileError listing every problem (and imports nothing).
 */
export async function importContacts(
  deps: { db: Database; now: () => Date },
  input: { fileName: string; text: string; project?: string | undefined },
): Promise<ContactImportSummary> {
  const { rows, problems } = readContactRows(input.fileName, input.text);
  const projectOf = projectResolver(deps.db);
  const fixed = { project: null as ProjectRef | null, named: input.project };
  if (input.project) {
    fixed.project = await projectOf(input.project);
    if (!fixed.project)
      throw new Error(`--project ${input.project}: no such project in the registry.`);
  }

  const contacts: ContactToImport[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const parsed = contactImportRowSchema.safeParse(row.values);
    if (!parsed.success) {
      problems.push(...schemaProblems(row.line, parsed.error));
      continue;
    }
    const project = await projectOfRow(parsed.data, row.line, fixed, projectOf);
    if ('message' in project) {
      problems.push(project);
      continue;
    }
    const sourceKey = contactKey(parsed.data);
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
    contacts.push(contactOf(parsed.data, row.line, project, sourceKey));
  }
  refuseUnlessClean(input.fileName, problems, contacts.length, 'contacts');

  const written = await inTransaction(deps.db, (tx) =>
    saveImportedContacts(
      tx,
      contacts.map(({ line: _line, slug: _slug, ...c }) => c),
      deps.now(),
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
