import type { Contact, ProjectContacts } from '@gitsignals/contracts';
import { BuildingIcon, ExternalLinkIcon, LayersIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useProjectContacts } from '../api/get-project-contacts';
import { stackPathOf } from '../lib/network-path';
import { searchContacts } from '../lib/search-contacts';
import { ContactsError } from './contacts-error';
import { ContactsTable } from './contacts-table';
import { ContributorsTable } from './contributors-table';
import { PublishedContactsTable } from './published-contacts-table';

/** Loads a project's contacts: a spinner, then the contacts page, or 'Error Loading Contacts'. */
export function ProjectContactsLoader({ project }: { project: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useProjectContacts(project);
  if (isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading contacts" className="size-8" />
      </div>
    );
  }
  if (isError) {
    if (error instanceof ApiError && error.status === 404)
      return <ContactsError message={`We couldn't find contacts for ${project}.`} />;
    return (
      <ContactsError
        message={
          error instanceof ApiError ? `Failed to fetch contacts: ${error.status}` : error.message
        }
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return <ProjectContactsView data={data} />;
}

const outlineSm = buttonVariants({ variant: 'outline', size: 'sm' });

type Groups = Record<'imported' | 'published' | 'derived', Contact[]>;

const splitBySource = (contacts: Contact[]): Groups => ({
  imported: contacts.filter((c) => c.source === 'import'),
  published: contacts.filter((c) => c.source === 'published'),
  derived: contacts.filter((c) => c.source === 'commits'),
});

/**
 * Spec section 2 /network/{projectName}: links, search, the contact table, what the project
 * publishes in its repositories, and the core contributors, each group apart.
 */
export function ProjectContactsView({ data }: { data: ProjectContacts }) {
  const [query, setQuery] = useState('');
  const all = useMemo(() => splitBySource(data.contacts), [data]);
  const shown = useMemo(
    (): Groups => ({
      imported: searchContacts(all.imported, query),
      published: searchContacts(all.published, query),
      derived: searchContacts(all.derived, query),
    }),
    [all, query],
  );
  const noMatch = (what: string) => `No ${what} match "${query.trim()}"`;

  return (
    <div className="space-y-8">
      <PageTitle title={`${data.project} contacts`} />
      <ContactsHeader data={data} all={all} shown={shown} query={query} onQuery={setQuery} />
      <ContactGroup
        id="contacts-heading"
        title="Contacts"
        total={all.imported.length}
        shown={shown.imported.length}
        emptyText={`No contacts have been imported for ${data.project} yet.`}
        noMatchText={noMatch('contacts')}
      >
        <ContactsTable contacts={shown.imported} query={query} />
      </ContactGroup>
      <ContactGroup
        id="published-heading"
        title="Published by the project"
        description="Who the project names in its own repositories: its security contact, maintainers, code owners, package authors and funding accounts. Each row links to the file and commit it was read from; no personal e-mail addresses are kept."
        total={all.published.length}
        shown={shown.published.length}
        emptyText="This project publishes no contacts in its repositories."
        noMatchText={noMatch('published contacts')}
      >
        <PublishedContactsTable contacts={shown.published} query={query} />
      </ContactGroup>
      <ContactGroup
        id="contributors-heading"
        title="Core contributors"
        description="The people with the most commits in the last 365 days. A profile link appears only where the commit history records a GitHub login; no e-mail addresses are derived."
        total={all.derived.length}
        shown={shown.derived.length}
        emptyText="No core contributors in the last year of commits."
        noMatchText={noMatch('core contributors')}
      >
        <ContributorsTable contributors={shown.derived} query={query} />
      </ContactGroup>
    </div>
  );
}

type ContactsHeaderProps = {
  data: ProjectContacts;
  all: Groups;
  shown: Groups;
  query: string;
  onQuery: (query: string) => void;
};

/** The project's name, the size of each group, its links and the search box. */
function ContactsHeader({ data, all, shown, query, onQuery }: ContactsHeaderProps) {
  const counts = (g: Groups) =>
    `${pluralize(g.imported.length, 'contact')}, ${pluralize(g.published.length, 'published contact')} and ${pluralize(g.derived.length, 'core contributor')}`;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{data.project}</h1>
        <Badge variant="secondary" className="text-sm">
          {pluralize(all.imported.length, 'contact')}
        </Badge>
        <Badge variant="outline" className="text-sm">
          {pluralize(all.published.length, 'published contact')}
        </Badge>
        <Badge variant="outline" className="text-sm">
          {pluralize(all.derived.length, 'core contributor')}
        </Badge>
      </div>
      <ProjectLinks data={data} />
      <SearchBox
        label="Search contacts"
        placeholder="Search contacts..."
        value={query}
        onChange={onQuery}
        className="max-w-md"
      />
      {query.trim() !== '' ? (
        <p className="sr-only" role="status">
          {`${counts(shown)} match`}
        </p>
      ) : null}
    </header>
  );
}

type ContactGroupProps = {
  id: string;
  title: string;
  description?: string;
  total: number;
  shown: number;
  emptyText: string;
  noMatchText: string;
  children: ReactNode;
};

/** One group of contacts: its heading, then its table, or why there is none. */
function ContactGroup(props: ContactGroupProps) {
  const { id, title, description, total, shown, emptyText, noMatchText, children } = props;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {total === 0 ? (
        <EmptyState text={emptyText} />
      ) : shown === 0 ? (
        <EmptyState text={noMatchText} />
      ) : (
        children
      )}
    </section>
  );
}

/** The company profile and GitHub (when known), and the project's stack. */
function ProjectLinks({ data }: { data: ProjectContacts }) {
  return (
    <nav aria-label="Project links" className="flex flex-wrap gap-2">
      {data.company_url ? (
        <a href={data.company_url} target="_blank" rel="noreferrer" className={outlineSm}>
          <BuildingIcon aria-hidden="true" />
          Company profile
        </a>
      ) : null}
      {data.github_url ? (
        <a href={data.github_url} target="_blank" rel="noreferrer" className={outlineSm}>
          <ExternalLinkIcon aria-hidden="true" />
          GitHub
        </a>
      ) : null}
      <Link to={stackPathOf(data.slug)} className={outlineSm}>
        <LayersIcon aria-hidden="true" />
        View stack
      </Link>
    </nav>
  );
}
