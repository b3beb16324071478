// Real git repositories for collector tests, written with `git fast-import` so every date,
// author, rename, binary file, merge and tag is exactly what the test says.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export type FileContent = string | Buffer | null;

export interface FixtureCommit {
  branch?: string;
  /** A ':mark' or ref this commit follows; default: the branch's previous commit. */
  from?: string;
  merge?: string;
  author?: [name: string, email: string];
  at: string;
  /** The author's and committer's offset as git records it (e.g. '+0200'); default '+0000'. */
  zone?: string;
  message: string;
  /** Path → new content, or null to delete it. */
  files?: Record<string, FileContent>;
  renames?: [from: string, to: string][];
  /** Submodule path → pinned commit. */
  gitlinks?: Record<string, string>;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export class History {
  private parts: Buffer[] = [];
  private mark = 0;
  private tips = new Map<string, string>();

  private text(s: string) {
    this.parts.push(Buffer.from(s));
  }

  private data(content: string | Buffer) {
    const buf = typeof content === 'string' ? Buffer.from(content) : content;
    this.text(`data ${buf.length}\n`);
    this.parts.push(buf);
    this.text('\n');
  }

  /** Adds a commit; returns its mark (':n') for from/merge/tag. */
  commit(c: FixtureCommit): string {
    const branch = c.branch ?? 'main';
    this.mark += 1;
    const mark = `:${this.mark}`;
    const [name, email] = c.author ?? ['Ada Lovelace', 'ada@example.org'];
    const who = `${name} <${email}> ${seconds(c.at)} ${c.zone ?? '+0000'}`;
    this.text(`commit refs/heads/${branch}\nmark ${mark}\nauthor ${who}\ncommitter ${who}\n`);
    this.data(c.message);
    const from = c.from ?? this.tips.get(branch);
    if (from) this.text(`from ${from}\n`);
    if (c.merge) this.text(`merge ${c.merge}\n`);
    for (const [a, b] of c.renames ?? []) this.text(`R "${a}" "${b}"\n`);
    for (const [path, content] of Object.entries(c.files ?? {})) {
      if (content === null) {
        this.text(`D ${path}\n`);
      } else {
        this.text(`M 100644 inline ${path}\n`);
        this.data(content);
      }
    }
    for (const [path, sha] of Object.entries(c.gitlinks ?? {}))
      this.text(`M 160000 ${sha} ${path}\n`);
    this.text('\n');
    this.tips.set(branch, mark);
    return mark;
  }

  /** An annotated tag (with a message) or a lightweight one. */
  tag(name: string, target: string, at: string, message?: string) {
    if (message === undefined) {
      this.text(`reset refs/tags/${name}\nfrom ${target}\n\n`);
      return;
    }
    this.text(
      `tag ${name}\nfrom ${target}\ntagger Release Manager <release@example.org> ${seconds(at)} +0000\n`,
    );
    this.data(message);
  }

  /** Continue a branch that already exists in the repository this history is written to. */
  continueBranch(branch: string, ref = `refs/heads/${branch}^0`) {
    this.tips.set(branch, ref);
  }

  /** Writes the history into `dir` (a new repository unless one exists there). */
  writeTo(dir: string): void {
    if (!existsSync(dir)) git(['init', '--quiet', '--bare', '--initial-branch=main', dir]);
    git(['fast-import', '--quiet', '--force'], dir, Buffer.concat(this.parts));
    this.parts = [];
  }
}

export function git(args: string[], cwd?: string, input?: Buffer | string): string {
  return execFileSync('git', args, {
    cwd,
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

export const sha = (dir: string, rev: string) => git(['rev-parse', rev], dir).trim();

const dayAgo = (days: number, hour: number) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/**
 * A bare repository `<name>.git` under `workDir/upstream` with two feature commits of three days
 * ago, so the analysis after a collect writes feed items for a recent day (the operators' console
 * tests, server and e2e); answers its absolute path.
 */
export function fixtureRepository(workDir: string, name: string): string {
  const dir = path.join(workDir, 'upstream', `${name}.git`);
  const history = new History();
  history.commit({
    at: dayAgo(3, 12),
    message: 'feat(hooks): add dynamic fee hook',
    files: { 'src/hooks/DynamicFee.sol': 'contract DynamicFee {}\n'.repeat(40) },
  });
  history.commit({
    at: dayAgo(3, 15),
    message: 'feat(oracle): add TWAP oracle',
    files: { 'src/oracle/Twap.sol': 'contract Twap {}\n'.repeat(40) },
  });
  history.writeTo(dir);
  return dir;
}
