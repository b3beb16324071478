import type { ProjectContacts } from '@gitsignals/contracts';
import { BuildingIcon, ExternalLinkIcon, LayersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
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

/** Spec section 2 /network/{projectName}: links, search, the contact table, core contributors. */
export function ProjectContactsView({ data }: { data: ProjectContacts }) {
  const [query, setQuery] = useState('');
  const imported = useMemo(() => data.contacts.filter((c) => c.source === 'import'), [data]);
  const derived = useMemo(() => data.contacts.filter((c) => c.source === 'commits'), [data]);
  const shownContacts = useMemo(() => searchContacts(imported, query), [imported, query]);
  const shownContributors = useMemo(() => searchContacts(derived, query), [derived, query]);
  const searching = query.trim() !== '';
  const noMatch = (what: string) => `No ${what} match "${query.trim()}"`;

  return (
    <div className="space-y-8">
      <PageTitle title={`${data.project} contacts`} />
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{data.project}</h1>
          <Badge variant="secondary" className="text-sm">
            {pluralize(imported.length, 'contact')}
          </Badge>
          <Badge variant="outline" className="text-sm">
            {pluralize(derived.length, 'core contributor')}
          </Badge>
        </div>
        <ProjectLinks data={data} />
        <SearchBox
          label="Search contacts"
          placeholder="Search contacts..."
          value={query}
          onChange={setQuery}
          className="max-w-md"
        />
        {searching ? (
          <p className="sr-only" role="status">
            {`${pluralize(shownContacts.length, 'contact')} and ${pluralize(shownContributors.length, 'core contributor')} match`}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="contacts-heading" className="space-y-3">
        <h2 id="contacts-heading" className="text-lg font-semibold">
          Contacts
        </h2>
        {imported.length === 0 ? (
          <EmptyState text={`No contacts have been imported for ${data.project} yet.`} />
        ) : shownContacts.length === 0 ? (
          <EmptyState text={noMatch('contacts')} />
        ) : (
          <ContactsTable contacts={shownContacts} query={query} />
        )}
      </section>

      <section aria-labelledby="contributors-heading" className="space-y-3">
        <div className="space-y-1">
          <h2 id="contributors-heading" className="text-lg font-semibold">
            Core contributors
          </h2>
          <p className="text-sm text-muted-foreground">
            The people with the most commits in the last 365 days. A profile link appears only where
            the commit history records a GitHub login; no e-mail addresses are derived.
          </p>
        </div>
        {derived.length === 0 ? (
          <EmptyState text="No core contributors in the last year of commits." />
        ) : shownContributors.length === 0 ? (
          <EmptyState text={noMatch('core contributors')} />
        ) : (
          <ContributorsTable contributors={shownContributors} query={query} />
        )}
      </section>
    </div>
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
