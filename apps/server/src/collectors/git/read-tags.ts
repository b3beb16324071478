// Tags with the commit they point at and their date: the tagger date of an annotated tag, the
// commit date of a lightweight one (git's creatordate).
import { isReleaseTag, type CollectedTag } from '../collected';
import { gitText, type GitOptions } from './run-git';

/**
 * A tag as git printed it: the collected record plus its date exactly as git wrote it (ISO 8601
 * with the tagger's own offset), which a Date drops. The dataset exporter writes that text.
 */
export interface WrittenTag extends CollectedTag {
  taggedAtText: string | null;
}

export async function readWrittenTags(dir: string, options: GitOptions): Promise<WrittenTag[]> {
  const out = await gitText(
    [
      'for-each-ref',
      'refs/tags',
      '--format=%(refname:short)%00%(objectname)%00%(*objectname)%00%(objecttype)%00%(*objecttype)%00%(creatordate:iso-strict)',
    ],
    { ...options, cwd: dir },
  );
  const tags: WrittenTag[] = [];
  for (const line of out.split('\n')) {
    if (line === '') continue;
    const [name, object, peeled, type, peeledType, date] = line.split('\0');
    if (!name) continue;
    // A tag of a tree or blob points at no commit.
    const commitSha =
      type === 'commit' ? object! : type === 'tag' && peeledType === 'commit' ? peeled! : null;
    const taggedAt = date ? new Date(date) : null;
    const known = taggedAt && !Number.isNaN(taggedAt.getTime());
    tags.push({
      name,
      sha: commitSha,
      taggedAt: known ? taggedAt : null,
      taggedAtText: known ? date! : null,
      isRelease: isReleaseTag(name),
    });
  }
  return tags;
}

/** The tags the collector stores (the same records without the date's text). */
export async function readTags(dir: string, options: GitOptions): Promise<CollectedTag[]> {
  return (await readWrittenTags(dir, options)).map(({ name, sha, taggedAt, isRelease }) => ({
    name,
    sha,
    taggedAt,
    isRelease,
  }));
}
