import type { Contact } from '@gitsignals/contracts';
import { ContactLinks } from './contact-links';
import { CopyEmailButton } from './copy-email-button';
import { Highlight } from './highlight';
import { cellClass, ResponsiveTableHead, rowClass } from './responsive-table';

type ContactsTableProps = {
  contacts: Contact[];
  query: string;
};

function EmailCell({ email, query }: { email: string; query: string }) {
  return (
    <span className="flex items-center gap-1">
      <a
        href={`mailto:${email}`}
        className="rounded-sm break-all text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Highlight text={email} query={query} />
      </a>
      <CopyEmailButton email={email} />
    </span>
  );
}

/**
 * Imported contacts (spec section 2): First Name, Last Name, Title, Email, Links. From 768px a
 * table (scrolling sideways inside its frame if it must); narrower, each contact is a card with
 * the column names as labels. Explicit roles keep it a table for assistive technology either way.
 */
export function ContactsTable({ contacts, query }: ContactsTableProps) {
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border">
      <table role="table" aria-label="Contacts" className="w-full text-sm md:min-w-[44rem]">
        <ResponsiveTableHead columns={['First Name', 'Last Name', 'Title', 'Email', 'Links']} />
        <tbody className="flex flex-col gap-3 md:table-row-group">
          {contacts.map((c) => (
            <tr key={c.id} role="row" className={rowClass}>
              <td role="cell" data-label="First Name" className={`${cellClass} font-medium`}>
                <Highlight text={c.first_name} query={query} />
              </td>
              <td role="cell" data-label="Last Name" className={`${cellClass} font-medium`}>
                <Highlight text={c.last_name} query={query} />
              </td>
              <td role="cell" data-label="Title" className={`${cellClass} text-muted-foreground`}>
                {c.title ? <Highlight text={c.title} query={query} /> : '—'}
              </td>
              <td role="cell" data-label="Email" className={cellClass}>
                <span className="flex min-w-0 flex-col gap-1">
                  {c.work_email ? <EmailCell email={c.work_email} query={query} /> : null}
                  {c.personal_email ? <EmailCell email={c.personal_email} query={query} /> : null}
                  {!c.work_email && !c.personal_email ? (
                    <span className="text-muted-foreground">—</span>
                  ) : null}
                </span>
              </td>
              <td role="cell" data-label="Links" className={cellClass}>
                <ContactLinks contact={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
