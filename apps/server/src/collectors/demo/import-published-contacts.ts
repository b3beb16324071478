// The demo import's step for the contacts a repository publishes: the `publishedContacts` its meta
// file carries (read by the exporter at headSha), stored with links to the files at that commit.
// A meta file without them, or without a headSha to link to, leaves the repository's rows as
// they are. Bundled repositories live on github.com (the registry lists them as owner/name).
import type { PublishedContact } from '@gitsignals/domain';
import { findRepositoryById, type Database } from '@gitsignals/db';
import { storePublishedContacts } from '../published-contacts';
import type { ActivityMeta } from './dataset';

type MetaContact = NonNullable<ActivityMeta['publishedContacts']>[number];

const contactOf = (c: MetaContact): PublishedContact => ({
  kind: c.kind,
  handle: c.handle ?? null,
  name: c.name ?? null,
  firstName: c.firstName ?? null,
  lastName: c.lastName ?? null,
  email: c.email ?? null,
  url: c.url ?? null,
  title: c.title,
  path: c.path,
});

export async function importPublishedContacts(
  tx: Database,
  repositoryId: number,
  meta: Pick<ActivityMeta, 'headSha' | 'publishedContacts'>,
  now?: Date,
): Promise<number> {
  if (!meta.publishedContacts || !meta.headSha) return 0;
  const repository = await findRepositoryById(tx, repositoryId);
  if (!repository) return 0;
  return storePublishedContacts(
    tx,
    {
      projectId: repository.projectId,
      repositoryId,
      fullName: repository.fullName,
      onGithub: true,
    },
    { sha: meta.headSha, contacts: meta.publishedContacts.map(contactOf) },
    now,
  );
}
