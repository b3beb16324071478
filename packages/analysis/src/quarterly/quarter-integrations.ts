// "New integrations and APIs": the protocols and chains named by the quarter's integration
// commits (partnerships, oracles, bridges), each with the first commit that named it, so the
// quoted commit is always about that protocol, and the alternatives the peers chose.
import { quarterlySignals, SIGNAL_TITLES } from '@gitsignals/domain';
import { buildContext } from '../commit-context';
import { tagsOfCommit } from '../extract-tags';
import { knownTechnologies } from '../stacks/detect-stack';
import { technologyTraits } from '../stacks/technology-traits';
import { listJoin, plural, quoteCommit } from './quarter-commits';
import { isMeaningful } from './quarter-metrics';
import type { QuarterCommit, QuarterlyInput, StackCategories } from './quarter-input';
import type { CompetitiveIntelligence } from './quarter-output';
import {
  categoriesOf,
  categoryTitle,
  normTech,
  peerStackPhrase,
  profiledPeers,
} from './peer-comparison';

const MAX_INTEGRATIONS = 6;
const INTEGRATIONS = quarterlySignals('integrations');

/** Protocols and chains one commit names in its subject or paths. */
function namedBy(c: QuarterCommit): string[] {
  const context = buildContext({
    sha: c.sha,
    repository: c.repository,
    parents: [],
    authorName: c.authorName,
    committedAt: c.committedAt,
    message: c.subject,
    files: c.paths.map((path) => ({ path, status: 'M', additions: 0, deletions: 0 })),
  });
  return [...tagsOfCommit(context)]
    .filter(([, group]) => group === 'protocols' || group === 'blockchain_technologies')
    .map(([name]) => name);
}

/** Stack technology names the engine can report, normalised: what a stack comparison can say. */
const KNOWN = new Set(Object.values(knownTechnologies()).flat().map(normTech));

/**
 * What the peers use instead: in the stack categories that list the tag, the peers' other
 * technologies of the same role (another oracle for an oracle, another chain framework for a
 * chain framework), never the generic libraries that share a category with it. Empty for a
 * name no stack lists (a concept such as "Fault proofs").
 */
function alternativesTo(tag: string, input: QuarterlyInput): string {
  if (!KNOWN.has(normTech(tag))) return '';
  const profiled = profiledPeers(input.peers);
  const stacks: StackCategories[] = [
    ...(input.stack === null ? [] : [input.stack]),
    ...profiled.map((p) => p.stack),
  ];
  const categories = categoriesOf(stacks, tag);
  if (profiled.length === 0 || categories.length === 0)
    return peerStackPhrase(input.peers, tag, input.project.category);
  const counts = new Map<string, { tech: string; peers: number }>();
  for (const peer of profiled)
    for (const category of categories) {
      const role = technologyTraits(category, tag).role;
      for (const tech of peer.stack[category] ?? []) {
        const key = normTech(tech);
        if (key === normTech(tag) || technologyTraits(category, tech).role !== role) continue;
        const entry = counts.get(key) ?? { tech, peers: 0 };
        entry.peers += 1;
        counts.set(key, entry);
      }
    }
  const others = [...counts.values()]
    .sort((a, b) => b.peers - a.peers || a.tech.localeCompare(b.tech))
    .slice(0, 3)
    .map((o) => `${o.tech} (${plural(o.peers, 'peer')})`);
  const area = listJoin(categories.map(categoryTitle)).toLowerCase();
  return others.length === 0
    ? `${peerStackPhrase(input.peers, tag, input.project.category)} No peer lists another choice for ${area}.`
    : `For ${area}, ${input.project.category} peers list ${listJoin(others)}.`;
}

export function integrations(
  input: QuarterlyInput,
): CompetitiveIntelligence['new_integrations_and_apis'] {
  const own = normTech(input.project.name);
  const byTag = new Map<string, { tag: string; commits: QuarterCommit[] }>();
  // Oldest first (the input is), so each tag's first commit is the one that named it first.
  for (const c of input.commits) {
    if (!isMeaningful(c) || !INTEGRATIONS.some((s) => c.signals.includes(s))) continue;
    for (const tag of namedBy(c)) {
      const key = normTech(tag);
      if (key === own) continue;
      const entry = byTag.get(key) ?? { tag, commits: [] };
      entry.commits.push(c);
      byTag.set(key, entry);
    }
  }
  return [...byTag.values()]
    .sort((a, b) => b.commits.length - a.commits.length || a.tag.localeCompare(b.tag))
    .slice(0, MAX_INTEGRATIONS)
    .map(({ tag, commits }) => {
      const first = commits[0]!;
      const days = new Set(commits.map((c) => c.committedAt.slice(0, 10))).size;
      const kinds = INTEGRATIONS.filter((s) => commits.some((c) => c.signals.includes(s)));
      return {
        service_name: tag,
        integration_type: listJoin(kinds.map((s) => SIGNAL_TITLES[s])),
        competitive_advantage:
          `${plural(commits.length, 'commit')} on ${plural(days, 'day')}, the first on ` +
          `${first.committedAt.slice(0, 10)}: ${quoteCommit(first)}.`,
        competitor_alternative: alternativesTo(tag, input),
      };
    });
}
