// Tags of a feed item: technologies named by its meaningful commits' subjects and paths,
// grouped for display. The client applies display rules (hiding the project's own name,
// generic languages…); the engine reports what it saw, counted per commit, most cited first.
import { CHAINS, chainsInPath, chainsInText } from './chain-catalog';
import type { CommitContext } from './commit-context';
import { CORE_EIPS, TAG_CATALOG, type TagGroup } from './tag-catalog';
import type { FeedTagGroups } from './types';
import { ownValue, wordsRe } from './words';

export const MAX_TAGS_PER_GROUP = 8;

const compiled = TAG_CATALOG.map((e) => ({ entry: e, re: wordsRe(e.patterns, true) }));
const ERC_RE = /(?<![A-Za-z0-9])I?ERC[-_ ]?(\d{2,5})(?![0-9])/gi;
const EIP_RE = /(?<![A-Za-z0-9])EIP[-_ ]?(\d{2,5})(?![0-9])/gi;

const LANGUAGE_BY_EXT: Record<string, string> = {
  sol: 'Solidity',
  vy: 'Vyper',
  go: 'Go',
  rs: 'Rust',
  ts: 'TypeScript',
  tsx: 'TypeScript',
  py: 'Python',
  cairo: 'Cairo',
  move: 'Move',
  huff: 'Huff',
};
const PATH_TOOLS: readonly [RegExp, string, TagGroup][] = [
  [
    /(^|\/)foundry\.toml$|\.t\.sol$|\.s\.sol$|(^|\/)lib\/forge-std/,
    'Foundry',
    'tools_and_platforms',
  ],
  [/(^|\/)hardhat\.config\./, 'Hardhat', 'tools_and_platforms'],
  [
    /(^|\/)(dockerfile[^/]*|[^/]+\.dockerfile|docker-compose[^/]*\.ya?ml|compose\.ya?ml)$/i,
    'Docker',
    'tools_and_platforms',
  ],
  [/^\.github\/workflows\//, 'GitHub Actions', 'tools_and_platforms'],
  [/(^|\/)lib\/openzeppelin-contracts|@openzeppelin\//, 'OpenZeppelin', 'standards_and_frameworks'],
  [/(^|\/)certora\//, 'Certora', 'tools_and_platforms'],
  [/\.tf$/, 'Terraform', 'tools_and_platforms'],
  [/(^|\/)(charts?|helm)\//, 'Kubernetes', 'tools_and_platforms'],
  [/(^|\/)flake\.nix$/, 'Nix', 'tools_and_platforms'],
  [/\.proto$/, 'Protobuf', 'tools_and_platforms'],
];

/** Tag names (with their group) one commit evidences. */
export function tagsOfCommit(ctx: CommitContext): Map<string, TagGroup> {
  const out = new Map<string, TagGroup>();
  const subject = [ctx.msg.scope ?? '', ...ctx.msg.brackets, ctx.msg.text].join(' ');
  for (const { entry, re } of compiled) if (re.test(subject)) out.set(entry.name, entry.group);
  for (const c of chainsInText(ctx.msg.text)) out.set(c.name, 'blockchain_technologies');

  const haystacks = [subject, ...ctx.files.map((f) => f.path.split('/').pop() ?? '')];
  for (const text of haystacks) {
    for (const m of text.matchAll(ERC_RE))
      out.set(`ERC-${Number(m[1])}`, 'standards_and_frameworks');
    for (const m of text.matchAll(EIP_RE)) {
      const n = Number(m[1]);
      out.set(
        `EIP-${n}`,
        CORE_EIPS.has(n) ? 'blockchain_technologies' : 'standards_and_frameworks',
      );
    }
  }
  for (const f of ctx.files) {
    if (f.kind === 'code' || f.kind === 'test' || f.kind === 'audit') {
      const ext = /\.([a-z]+)$/i.exec(f.path)?.[1]?.toLowerCase() ?? '';
      const lang = ownValue(LANGUAGE_BY_EXT, ext);
      if (lang && f.kind === 'code') out.set(lang, 'tools_and_platforms');
    }
    for (const [re, name, group] of PATH_TOOLS) if (re.test(f.path)) out.set(name, group);
    if (f.kind === 'deployment_record') {
      for (const c of chainsInPath(f.path)) out.set(c.name, 'blockchain_technologies');
    }
  }
  return out;
}

function emptyGroups(): FeedTagGroups {
  return {
    blockchain_technologies: [],
    protocols: [],
    tools_and_platforms: [],
    standards_and_frameworks: [],
  };
}

/**
 * Groups the tags of many commits: each tag counted once per commit, ordered by how many
 * commits cite it (then alphabetically, so the result never depends on input order), capped.
 */
export function extractTags(contexts: readonly CommitContext[]): FeedTagGroups {
  const counts = new Map<string, { group: TagGroup; n: number }>();
  for (const ctx of contexts) {
    for (const [name, group] of tagsOfCommit(ctx)) {
      const cur = counts.get(name);
      counts.set(name, { group, n: (cur?.n ?? 0) + 1 });
    }
  }
  const groups = emptyGroups();
  const sorted = [...counts.entries()].sort(
    (a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
  );
  for (const [name, { group }] of sorted) {
    if (groups[group].length < MAX_TAGS_PER_GROUP) groups[group].push(name);
  }
  return groups;
}

/** Names of all known chains; exported for callers that normalise network names. */
export const KNOWN_CHAIN_NAMES: readonly string[] = CHAINS.map((c) => c.name);
