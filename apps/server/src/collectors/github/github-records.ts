// GitHub's answers → the normalised records every collector produces.
import type { NewCommitFile } from '@gitsignals/db';
import { isReleaseTag, type CollectedCommit, type CollectedTag } from '../collected';
import type { GqlCommit, GqlHeadsRepository } from './github-queries';

export function toCollectedCommit(node: GqlCommit, files: NewCommitFile[]): CollectedCommit {
  return {
    sha: node.oid,
    parents: node.parents.nodes.map((p) => p.oid),
    authorName: node.author?.name ?? '',
    authorEmail: node.author?.email ?? null,
    authorLogin: node.author?.user?.login ?? null,
    authoredAt: new Date(node.authoredDate),
    committedAt: new Date(node.committedDate),
    message: node.message,
    files,
  };
}

/**
 * Tags from refs/tags (lightweight tags point at a commit, annotated ones at a Tag object whose
 * tagger date is when it was cut). A tag is a release when a published release uses it, or when
 * its name is a version (the git collector's rule, so both sources agree).
 */
export function toCollectedTags(repository: GqlHeadsRepository): CollectedTag[] {
  const published = new Map<string, { sha: string | null; at: Date | null }>();
  for (const r of repository.releases.nodes) {
    if (r.isDraft) continue;
    published.set(r.tagName, {
      sha: r.tagCommit?.oid ?? null,
      at: new Date(r.publishedAt ?? r.createdAt),
    });
  }
  const tags: CollectedTag[] = [];
  for (const ref of repository.refs?.nodes ?? []) {
    const target = ref.target;
    const sha = target?.target?.oid ?? target?.oid ?? null;
    const date =
      target?.tagger?.date ?? target?.committedDate ?? target?.target?.committedDate ?? null;
    const release = published.get(ref.name);
    tags.push({
      name: ref.name,
      sha: release?.sha ?? sha,
      taggedAt: date ? new Date(date) : (release?.at ?? null),
      isRelease: release !== undefined || isReleaseTag(ref.name),
    });
    published.delete(ref.name);
  }
  // Releases whose tag fell outside the newest refs asked for still count as releases.
  for (const [name, release] of published) {
    tags.push({ name, sha: release.sha, taggedAt: release.at, isRelease: true });
  }
  return tags;
}

/** A commit as REST lists it (compare, commits endpoints). */
export interface RestCommit {
  sha: string;
  commit: {
    author: { name: string | null; email: string | null; date: string } | null;
    committer: { name: string | null; email: string | null; date: string } | null;
    message: string;
  };
  author: { login: string } | null;
  parents: { sha: string }[];
}

export function restToCollectedCommit(rest: RestCommit, files: NewCommitFile[]): CollectedCommit {
  const authored = rest.commit.author?.date ?? rest.commit.committer?.date;
  const committed = rest.commit.committer?.date ?? authored;
  return {
    sha: rest.sha,
    parents: rest.parents.map((p) => p.sha),
    authorName: rest.commit.author?.name ?? '',
    authorEmail: rest.commit.author?.email ?? null,
    authorLogin: rest.author?.login ?? null,
    authoredAt: new Date(authored ?? 0),
    committedAt: new Date(committed ?? 0),
    message: rest.commit.message,
    files,
  };
}

export interface RestCommitFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  previous_filename?: string;
}

/** REST statuses → the git letters the classifier reads (A, M, D, R, C, T). */
const STATUS: Record<string, string> = {
  added: 'A',
  removed: 'D',
  modified: 'M',
  renamed: 'R',
  copied: 'C',
  changed: 'T',
  unchanged: 'M',
};

export function toCommitFile(file: RestCommitFile): NewCommitFile {
  return {
    path: file.filename,
    status: STATUS[file.status] ?? 'M',
    oldPath: file.previous_filename ?? null,
    additions: file.additions,
    deletions: file.deletions,
  };
}
