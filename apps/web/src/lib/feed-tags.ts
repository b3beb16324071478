import type { FeedTags } from '@gitsignals/contracts';

/** The order tag groups are shown in; duplicates keep their first (left-most) group. */
export const TAG_GROUPS = [
  'blockchain_technologies',
  'protocols',
  'tools_and_platforms',
  'standards_and_frameworks',
] as const satisfies readonly (keyof FeedTags)[];

// Tags that say nothing about what a Web3 project is building (spec section 5): code-hosting
// platforms, the MIT licence, general-purpose languages, web frameworks and tooling every
// repository has. Smart-contract languages (Solidity, Vyper, Move, Cairo) stay: they are signal.
const HIDDEN_TAG_LISTS = [
  // code hosting
  'github, gitlab, bitbucket, gitea, codeberg, sourcehut, git, github actions',
  // licence
  'mit, mit license, mit licence',
  // general-purpose languages
  'javascript, typescript, python, rust, go, golang, java, kotlin, swift, c, c++, c#, ruby, php',
  'scala, shell, bash, html, css, sql, json, yaml, toml, markdown, dart, elixir, haskell, zig, lua',
  // web frameworks and runtimes
  'react, react.js, reactjs, next.js, nextjs, vue, vue.js, nuxt, angular, svelte, sveltekit',
  'express, express.js, django, flask, fastapi, rails, ruby on rails, spring, tailwind, tailwindcss',
  'node, node.js, nodejs, deno, bun, vite, webpack',
  // tooling and words every repository could claim
  'npm, yarn, pnpm, docker, kubernetes, ci, ci/cd, api, rest, rest api, graphql, sdk, cli, web3',
  'blockchain, smart contracts, smart contract, testing, documentation, open source',
];
const HIDDEN_TAGS = new Set(HIDDEN_TAG_LISTS.flatMap((list) => list.split(', ')));

// Bare standards words ("ERC", "EIPs", "ERC standards") are noise; numbered ones ("ERC-20",
// "EIP-4844") are real signal and stay.
const GENERIC_STANDARD = /^(?:erc|eip|bip|sip|rfc|token)s?(?:[\s-]+(?:standards?|proposals?))?$/i;
const GENERIC_STANDARD_WORD = /^standards?$/i;

const CUSTOM_CHAIN = /custom[\s_-]*(?:blockchain|chain)(?![a-z])\D*?(\d+)/i;

/** 'Custom blockchain (chain id 9000)' and similar become 'Custom Blockchain #9000'. */
export function displayTagName(tag: string): string {
  const match = CUSTOM_CHAIN.exec(tag);
  return match?.[1] ? `Custom Blockchain #${match[1]}` : tag.trim();
}

// Short names ("op", "eth") would match inside unrelated words, so they must match a whole word.
function containsName(tag: string, name: string): boolean {
  if (tag === name) return true;
  if (name.length >= 4) return tag.includes(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^a-z0-9])${escaped}(?:$|[^a-z0-9])`).test(tag);
}

function isHidden(tag: string, projectNames: readonly string[]): boolean {
  const lower = tag.toLowerCase();
  if (HIDDEN_TAGS.has(lower)) return true;
  if (GENERIC_STANDARD.test(lower) || GENERIC_STANDARD_WORD.test(lower)) return true;
  return projectNames.some((name) => containsName(lower, name));
}

/**
 * The tags to display for a feed item, following spec section 5: hide tags equal to or containing
 * the project name (any of `projectNames`: display name, owner, slug), code-hosting platforms,
 * the MIT licence and generic technology terms; de-duplicate case-insensitively across groups.
 */
export function displayTags(tags: FeedTags, projectNames: readonly string[]): string[] {
  const names = projectNames.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 2);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const group of TAG_GROUPS) {
    for (const raw of tags[group] ?? []) {
      const tag = displayTagName(raw);
      const key = tag.toLowerCase();
      if (!tag || seen.has(key) || isHidden(tag, names)) continue;
      seen.add(key);
      result.push(tag);
    }
  }
  return result;
}
