import type { Contact } from '@gitsignals/contracts';
import { ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { handleUrl, linkText, sourceLabel } from '../lib/published-contact';
import { CopyEmailButton } from './copy-email-button';
import { Highlight } from './highlight';
import { cellClass, ResponsiveTableHead, rowClass } from './responsive-table';

type PublishedContactsTableProps = {
  contacts: Contact[];
  query: string;
};

const linkClass =
  'inline-flex items-center gap-1 rounded-sm break-all text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The person or account: a name when the file gives one, and the handle (a GitHub link). */
function WhoCell({ contact, query }: { contact: Contact; query: string }) {
  const name = `${contact.first_name} ${contact.last_name}`.trim();
  const href = handleUrl(contact);
  const handle = contact.handle ? (
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        aria-label={`${contact.handle} on GitHub`}
        className={linkClass}
      >
        <Highlight text={`@${contact.handle}`} query={query} />
      </a>
    ) : (
      <Highlight text={contact.handle} query={query} />
    )
  ) : null;
  if (!name && !handle) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex min-w-0 flex-col">
      {name ? (
        <span className="font-medium">
          <Highlight text={name} query={query} />
        </span>
      ) : null}
      {handle}
    </span>
  );
}

/** The project's security address (mailto, copyable) or the page the row links to. */
function ContactCell({ contact, query }: { contact: Contact; query: string }) {
  if (contact.work_email) {
    return (
      <span className="flex items-center gap-1">
        <a href={`mailto:${contact.work_email}`} className={linkClass}>
          <Highlight text={contact.work_email} query={query} />
        </a>
        <CopyEmailButton email={contact.work_email} />
      </span>
    );
  }
  if (contact.profile_url) {
    return (
      <a href={contact.profile_url} target="_blank" rel="noreferrer" className={linkClass}>
        <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
        <Highlight text={linkText(contact.profile_url)} query={query} />
      </a>
    );
  }
  return <span className="text-muted-foreground">—</span>;
}

function SourceCell({ contact }: { contact: Contact }) {
  const label = sourceLabel(contact);
  if (!contact.source_url) return <span className="break-all text-muted-foreground">{label}</span>;
  return (
    <a
      href={contact.source_url}
      target="_blank"
      rel="noreferrer"
      aria-label={`Source: ${label}`}
      className={`${linkClass} font-mono text-xs`}
    >
      <FileTextIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </a>
  );
}

/**
 * Contacts the project publishes in its repositories (CODEOWNERS, MAINTAINERS, SECURITY.md,
 * security.txt, manifests, FUNDING.yml): who, title, the contact the file gives, and the file at
 * the commit it was read from. From 768px a table; narrower, a card per row with labels.
 */
export function PublishedContactsTable({ contacts, query }: PublishedContactsTableProps) {
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border">
      <table
        role="table"
        aria-label="Published by the project"
        className="w-full text-sm md:min-w-[44rem]"
      >
        <ResponsiveTableHead columns={['Name', 'Title', 'Contact', 'Source']} />
        <tbody className="flex flex-col gap-3 md:table-row-group">
          {contacts.map((c) => (
            <tr key={c.id} role="row" className={rowClass}>
              <td role="cell" data-label="Name" className={cellClass}>
                <WhoCell contact={c} query={query} />
              </td>
              <td role="cell" data-label="Title" className={`${cellClass} text-muted-foreground`}>
                {c.title ? <Highlight text={c.title} query={query} /> : '—'}
              </td>
              <td role="cell" data-label="Contact" className={cellClass}>
                <ContactCell contact={c} query={query} />
              </td>
              <td role="cell" data-label="Source" className={cellClass}>
                <SourceCell contact={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
