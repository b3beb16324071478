// Competitive intelligence: the project's quarter set against the projects of its category,
// from signal differences (daily items per signal) and stack differences (technology profiles).
// Every list is empty when the data says nothing; the screen shows that honestly.
import {
  quarterlySignals,
  SIGNAL_REGISTRY,
  SIGNAL_TITLES,
  type SignalId,
} from '@gitsignals/domain';
import { commitsWith, listJoin, plural, quoteCommit, repositoryShares } from './quarter-commits';
import type {
  QuarterCommit,
  QuarterFeedItem,
  QuarterlyInput,
  StackCategories,
} from './quarter-input';
import type { CompetitiveIntelligence } from './quarter-output';
import {
  categoriesOf,
  categoryTitle,
  normTech,
  peerSignalPhrase,
  peerStackPhrase,
  profiledPeers,
  stackHas,
} from './peer-comparison';

const QUOTED = 3;
const MAX_TOOLS = 5;
const MAX_ADOPTIONS = 6;
const MAX_INTEGRATIONS = 6;

// Which signals each list covers, in its order (the registry's quarterly placement).
const IMPROVEMENTS = quarterlySignals('improvements');
const ARCHITECTURE = quarterlySignals('architecture');
const INTEGRATIONS = quarterlySignals('integrations');

function daysWith(items: readonly QuarterFeedItem[], signal: SignalId): number {
  return items.filter((i) => i.signals.includes(signal)).length;
}

function lines(commits: readonly QuarterCommit[]): number {
  return commits.reduce((sum, c) => sum + c.additions + c.deletions, 0);
}

function improvements(
  input: QuarterlyInput,
): CompetitiveIntelligence['performance_and_security_improvements'] {
  const category = input.project.category;
  return IMPROVEMENTS.flatMap((signal) => {
    const carrying = commitsWith(input.commits, signal);
    if (carrying.length === 0) return [];
    return [
      {
        improvement_type: SIGNAL_TITLES[signal],
        technical_implementation: `${carrying.slice(0, QUOTED).map(quoteCommit).join('; ')}.`,
        measurable_impact:
          `${plural(carrying.length, 'commit')} on ${plural(daysWith(input.feedItems, signal), 'day')}, ` +
          `${lines(carrying).toLocaleString('en-US')} lines changed, in ${repositoryShares(carrying)}.`,
        competitor_implementation: peerSignalPhrase(input.peers, signal, category),
      },
    ];
  });
}

/** Tags of the quarter's daily items in the given groups, by how many items name them. */
function tagCounts(
  items: readonly QuarterFeedItem[],
  groups: readonly (keyof QuarterFeedItem['tags'])[],
): { tag: string; items: QuarterFeedItem[] }[] {
  const byKey = new Map<string, { tag: string; items: QuarterFeedItem[] }>();
  for (const item of items) {
    const seen = new Set<string>();
    for (const group of groups)
      for (const tag of item.tags[group]) {
        const key = normTech(tag);
        if (key === '' || seen.has(key)) continue;
        seen.add(key);
        const entry = byKey.get(key) ?? { tag, items: [] };
        entry.items.push(item);
        byKey.set(key, entry);
      }
  }
  return [...byKey.values()].sort(
    (a, b) => b.items.length - a.items.length || a.tag.localeCompare(b.tag),
  );
}

const oldestFirst = (a: QuarterFeedItem, b: QuarterFeedItem): number =>
  a.analysisDate.localeCompare(b.analysisDate) || a.title.localeCompare(b.title);

function patternsAndTools(
  input: QuarterlyInput,
): CompetitiveIntelligence['development_patterns_and_tools'] {
  const total = input.feedItems.length;
  return tagCounts(input.feedItems, ['tools_and_platforms', 'standards_and_frameworks'])
    .slice(0, MAX_TOOLS)
    .map(({ tag, items }) => {
      const first = [...items].sort(oldestFirst)[0];
      return {
        pattern_or_tool: tag,
        productivity_impact: `Part of the work on ${plural(items.length, 'day')} of the quarter's ${plural(total, 'active day')}.`,
        adoption_evidence:
          first === undefined ? '' : `First seen on ${first.analysisDate}: "${first.title}".`,
        competitor_adoption_path: peerStackPhrase(input.peers, tag, input.project.category),
      };
    });
}

function techAdoptions(input: QuarterlyInput): CompetitiveIntelligence['immediate_tech_adoptions'] {
  // Without the project's own stack, nothing can be said about what it lacks.
  const own = input.stack;
  const profiled = profiledPeers(input.peers);
  if (own === null || profiled.length === 0) return [];
  const users = new Map<string, { tech: string; peers: Set<string>; categories: Set<string> }>();
  for (const peer of profiled)
    for (const [category, list] of Object.entries(peer.stack))
      for (const tech of list) {
        const key = normTech(tech);
        if (key === '') continue;
        const entry = users.get(key) ?? { tech, peers: new Set(), categories: new Set() };
        entry.peers.add(peer.name);
        entry.categories.add(category);
        users.set(key, entry);
      }
  // Widely shared: at least two peers and a third of the profiled ones.
  const threshold = Math.max(2, Math.ceil(profiled.length / 3));
  return [...users.values()]
    .filter((u) => u.peers.size >= threshold && !stackHas(own, u.tech))
    .sort((a, b) => b.peers.size - a.peers.size || a.tech.localeCompare(b.tech))
    .slice(0, MAX_ADOPTIONS)
    .map((u) => {
      const high = u.peers.size * 2 >= profiled.length;
      const names = [...u.peers].sort();
      const shown = names.length > 4 ? [...names.slice(0, 4), 'others'] : names;
      return {
        technology: u.tech,
        urgency: high ? 'High' : 'Medium',
        version: 'Not recorded in the peers’ stacks',
        implementation_timeframe: high ? 'Next quarter' : 'Within two quarters',
        use_case: `${listJoin([...u.categories].sort().map(categoryTitle))}: used by ${u.peers.size} of ${profiled.length} profiled ${input.project.category} peers, not by ${input.project.name}.`,
        competitor_action: `Used by ${listJoin(shown)}.`,
      };
    });
}

function architecture(input: QuarterlyInput): CompetitiveIntelligence['architectural_changes'] {
  return ARCHITECTURE.flatMap((signal) => {
    const carrying = commitsWith(input.commits, signal);
    if (carrying.length === 0) return [];
    return [
      {
        change_type: SIGNAL_TITLES[signal],
        technical_details: `${plural(carrying.length, 'commit')} in ${repositoryShares(carrying)}: ${carrying.slice(0, QUOTED).map(quoteCommit).join('; ')}.`,
        business_impact: `This ${SIGNAL_REGISTRY[signal].impact.business}.`,
        competitor_response: peerSignalPhrase(input.peers, signal, input.project.category),
      },
    ];
  });
}

function alternativesTo(tag: string, input: QuarterlyInput): string {
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
    for (const category of categories)
      for (const tech of peer.stack[category] ?? []) {
        const key = normTech(tech);
        if (key === normTech(tag)) continue;
        const entry = counts.get(key) ?? { tech, peers: 0 };
        entry.peers += 1;
        counts.set(key, entry);
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

function integrations(input: QuarterlyInput): CompetitiveIntelligence['new_integrations_and_apis'] {
  const items = input.feedItems.filter((i) => INTEGRATIONS.some((s) => i.signals.includes(s)));
  return tagCounts(items, ['protocols', 'blockchain_technologies'])
    .slice(0, MAX_INTEGRATIONS)
    .map(({ tag, items: naming }) => {
      const ordered = [...naming].sort(oldestFirst);
      const first = ordered[0];
      const kinds = INTEGRATIONS.filter((s) => naming.some((i) => i.signals.includes(s))).map(
        (s) => SIGNAL_TITLES[s],
      );
      return {
        service_name: tag,
        integration_type: listJoin(kinds),
        competitive_advantage:
          first === undefined
            ? ''
            : `Worked on across ${plural(naming.length, 'day')}, first on ${first.analysisDate}: "${first.title}".`,
        competitor_alternative: alternativesTo(tag, input),
      };
    });
}

export function competitiveIntelligence(input: QuarterlyInput): CompetitiveIntelligence {
  return {
    performance_and_security_improvements: improvements(input),
    development_patterns_and_tools: patternsAndTools(input),
    immediate_tech_adoptions: techAdoptions(input),
    architectural_changes: architecture(input),
    new_integrations_and_apis: integrations(input),
  };
}
