// MAINTAINERS / MAINTAINERS.md / OWNERS.md: markdown tables and lists of maintainers, plain
// "Name <email> (@handle)" lines, and the Linux kernel's "M: Name <email>" records. Headings set
// the role ("Reviewers" → Reviewer); people under an emeritus / former / alumni heading are no
// longer maintainers and are skipped. Prose is not read as people: a list item or line counts
// only with a handle, or with a clean personal name as its whole text.
import type { PublishedContact } from '@gitsignals/domain';
import { contactRow } from './contact-row';
import { entryOf, maintainerEntry, type MaintainerEntry } from './maintainer-entry';
import { parsePersonString, personName } from './person-name';

const RETIRED = /emerit|former|alumni|past|retired|inactive|previous|hall of fame/i;

function roleOf(heading: string): string {
  if (/reviewer/i.test(heading)) return 'Reviewer';
  if (/approver/i.test(heading)) return 'Approver';
  return 'Maintainer';
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

const isSeparatorRow = (line: string) => /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/.test(line);

/** Which columns of a table hold the name and the handle, from its header row. */
function tableColumns(header: string[]) {
  const find = (re: RegExp) => header.findIndex((h) => re.test(h));
  return {
    name: find(/name|maintainer|member|person|who/i),
    handle: find(/github|handle|user|login|\bid\b/i),
    email: find(/e-?mail|contact/i),
  };
}

function tableEntry(cells: string[], columns: ReturnType<typeof tableColumns>) {
  const kept = cells.filter((_, i) => i !== columns.email);
  const handleCell = columns.handle >= 0 ? (cells[columns.handle] ?? '') : kept.join(' ');
  const handle = maintainerEntry(handleCell.replace(/^(?!@)([A-Za-z0-9-]+)$/, '@$1'))?.handle;
  const nameCell = columns.name >= 0 ? (cells[columns.name] ?? '') : (kept[0] ?? '');
  return entryOf(handle ?? null, maintainerEntry(nameCell)?.name ?? null);
}

/** An entry from a list item or a plain line: with a handle, or a whole clean personal name. */
function lineEntry(text: string): MaintainerEntry | null {
  const entry = maintainerEntry(text);
  if (!entry) return null;
  if (entry.handle) return entry;
  const personal = entry.name !== null && personName(entry.name).lastName !== null;
  const wholeLine = /^[\p{L}\p{M}.'’ -]+(<[^>]*>)?\s*$/u.test(text.replace(/[*_`]/g, '').trim());
  return personal && wholeLine ? entry : null;
}

interface Walk {
  role: string;
  retired: boolean;
  columns: ReturnType<typeof tableColumns> | null;
}

function entriesOfMarkdown(text: string): { entry: MaintainerEntry; role: string }[] {
  const out: { entry: MaintainerEntry; role: string }[] = [];
  const walk: Walk = { role: 'Maintainer', retired: false, columns: null };
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      walk.role = roleOf(heading[1]!);
      walk.retired = RETIRED.test(heading[1]!);
      return;
    }
    if (!line.startsWith('|')) walk.columns = null;
    if (walk.retired || line === '' || isSeparatorRow(line)) return;
    let entry: MaintainerEntry | null;
    if (line.startsWith('|')) {
      if (walk.columns === null && isSeparatorRow((lines[i + 1] ?? '').trim())) {
        walk.columns = tableColumns(cellsOf(line));
        return;
      }
      entry = tableEntry(cellsOf(line), walk.columns ?? tableColumns([]));
    } else {
      entry = lineEntry(line.replace(/^(?:[-*+]|\d+[.)])\s+(?:\[[ x]\]\s+)?/, ''));
    }
    if (entry) out.push({ entry, role: walk.role });
  });
  return out;
}

/** The Linux kernel's MAINTAINERS: "M: Name <email>" lines, each a maintainer (name only). */
function entriesOfKernelStyle(text: string): MaintainerEntry[] {
  return [...text.matchAll(/^M:\s*(.+)$/gm)]
    .map((m) => ({ handle: null, name: parsePersonString(m[1]!).name }))
    .filter((e) => e.name !== null);
}

export function maintainersContacts(text: string, path: string): PublishedContact[] {
  const kernel = entriesOfKernelStyle(text);
  const found =
    kernel.length > 0
      ? kernel.map((entry) => ({ entry, role: 'Maintainer' }))
      : entriesOfMarkdown(text);
  return found.map(({ entry, role }) =>
    contactRow('maintainer', path, role, { handle: entry.handle, ...personName(entry.name) }),
  );
}
