import type { Contact } from '@gitsignals/contracts';
import { BuildingIcon, ExternalLinkIcon } from 'lucide-react';
import { twitterUrl } from '../lib/search-contacts';

const linkClass =
  'inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A contact's profiles: LinkedIn, Twitter/X and the company's LinkedIn page, each in a new tab. */
export function ContactLinks({ contact }: { contact: Contact }) {
  const name = `${contact.first_name} ${contact.last_name}`.trim();
  const links = [
    contact.personal_linkedin && {
      href: contact.personal_linkedin,
      label: 'LinkedIn',
      aria: `${name} on LinkedIn`,
      company: false,
    },
    contact.twitter && {
      href: twitterUrl(contact.twitter),
      label: 'X',
      aria: `${name} on X (Twitter)`,
      company: false,
    },
    contact.company_linkedin && {
      href: contact.company_linkedin,
      label: 'Company',
      aria: `${name}'s company on LinkedIn`,
      company: true,
    },
  ].filter((l) => !!l);
  if (links.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {links.map((l) => (
        <li key={l.label}>
          <a
            href={l.href}
            target="_blank"
            rel="noreferrer"
            aria-label={l.aria}
            className={linkClass}
          >
            {l.company ? (
              <BuildingIcon aria-hidden="true" className="size-3.5" />
            ) : (
              <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
            )}
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
