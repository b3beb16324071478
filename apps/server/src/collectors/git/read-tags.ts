// Tags with the commit they point at and their date: the tagger date of an annotated tag, the
// commit date of a lightweight one (git's creatordate).
import { isReleaseTag, type CollectedTag } from '../collected';
import { gitText, type GitOptions } from './run-git';

export async function readTags(dir: string, options: GitOptions): Promise<CollectedTag[]> {
  const out = await gitText(
    [
      'for-each-ref',
      'refs/tags',
      '--format=%(refname:short)%00%(objectname)%00%(*objectname)%00%(objecttype)%00%(*objecttype)%00%(creatordate:iso-strict)',
    ],
    { ...options, cwd: dir },
  );
  const tags: CollectedTag[] = [];
  for (const line of out.split('\n')) {
    if (line === '') continue;
    const [name, object, peeled, type, peeledType, date] = line.split('\0');
    if (!name) continue;
    // A tag of a tree or blob points at no commit.
    const commitSha =
      type === 'commit' ? object! : type === 'tag' && peeledType === 'commit' ? peeled! : null;
    const taggedAt = date ? new Date(date) : null;
    tags.push({
      name,
      sha: commitSha,
      taggedAt: taggedAt && !Number.isNaN(taggedAt.getTime()) ? taggedAt : null,
      isRelease: isReleaseTag(name),
    });
  }
  return tags;
}
