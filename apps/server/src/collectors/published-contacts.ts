// Stores the contacts a repository publishes in its files at HEAD, each with its source: the
// file at that commit (a github.com link when the repository lives there). The git collector
// and the demo import both come through here (ADR 034).
import { savePublishedContacts, type Database, type PublishedContactWrite } from '@gitsignals/db';
import type { PublishedContact } from '@gitsignals/domain';

export interface PublishingRepository {
  projectId: number;
  repositoryId: number;
  /** owner/name on GitHub when `onGithub`. */
  fullName: string;
  onGithub: boolean;
}

/** https://github.com/<owner>/<name>/blob/<sha>/<path>, each path segment encoded. */
export function githubFileUrl(fullName: string, sha: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `https://github.com/${fullName}/blob/${sha}/${encoded}`;
}

export function publishedContactWrite(
  contact: PublishedContact,
  sourceUrl: string | null,
): PublishedContactWrite {
  const split = contact.firstName !== null && contact.lastName !== null;
  return {
    kind: contact.kind,
    handle: contact.handle,
    firstName: split ? contact.firstName! : (contact.name ?? ''),
    lastName: split ? contact.lastName! : '',
    title: contact.title,
    email: contact.kind === 'security' ? contact.email : null,
    url: contact.url,
    sourcePath: contact.path,
    sourceUrl,
    identity: contact.handle ?? contact.email ?? contact.url ?? contact.name ?? '',
  };
}

/**
 * Makes the repository's stored published contacts those of this HEAD, in one transaction:
 * re-reads update rows in place, rows no longer published go. Answers how many rows changed.
 */
export async function storePublishedContacts(
  db: Database,
  repository: PublishingRepository,
  head: { sha: string; contacts: readonly PublishedContact[] },
  now?: Date,
): Promise<number> {
  const rows = head.contacts.map((c) =>
    publishedContactWrite(
      c,
      repository.onGithub ? githubFileUrl(repository.fullName, head.sha, c.path) : null,
    ),
  );
  return savePublishedContacts(
    db,
    {
      projectId: repository.projectId,
      repositoryId: repository.repositoryId,
      sourceCommit: head.sha,
    },
    rows,
    now,
  );
}
