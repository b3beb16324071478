// "Technologies to adopt" (ADR 040): what comparable peers adopted and the project lacks, among
// the technologies whose role can be a recommendation at all and that fit the project (the
// languages it writes; no other chain for a chain). Urgency comes from when the peers adopted it,
// read from their stacks' arrivals, and every entry says that evidence.
import {
  PROJECT_CATEGORY_REGISTRY,
  isProjectCategory,
  STACK_CATEGORY_REGISTRY,
  isStackCategory,
  TECHNOLOGY_ROLE_REGISTRY,
  shiftDay,
} from '@gitsignals/domain';
import type { StackArrival } from '../stacks/stack-arrivals';
import { technologyTraits } from '../stacks/technology-traits';
import { newestVersion } from '../stacks/versions';
import type { ComparablePeer } from './comparable-peers';
import { listJoin, plural } from './quarter-commits';
import type { QuarterlyInput, StackCategories, StackTechnology } from './quarter-input';
import type { CompetitiveIntelligence } from './quarter-output';
import { normTech, stackHas } from './peer-comparison';

export type TechAdoption = CompetitiveIntelligence['immediate_tech_adoptions'][number];

/** How far back an adoption counts as recent: two quarters. */
export const RECENT_DAYS = 183;
const MAX_ADOPTIONS = 6;
const NAMED = 4;

interface Adopter {
  name: string;
  arrival?: StackArrival;
  version?: string;
}

interface Candidate {
  technology: string;
  category: string;
  adopters: Adopter[];
}

/** A peer's technologies: its arrivals when stored, else the names of its stack. */
function technologiesOf(peer: ComparablePeer['peer']): readonly StackTechnology[] {
  if (peer.technologies.length > 0) return peer.technologies;
  return Object.entries(peer.stack).flatMap(([category, list]) =>
    list.map((technology) => ({ technology, category })),
  );
}

function candidatesOf(comparable: readonly ComparablePeer[], asOf: string): Candidate[] {
  const byKey = new Map<string, Candidate>();
  for (const { peer } of comparable)
    for (const t of technologiesOf(peer)) {
      // A peer that adopted it after the quarter did not use it then; one that only has it as
      // a dependency of a dependency did not adopt it at all.
      if (t.transitive) continue;
      if (t.arrival?.kind === 'commit' && t.arrival.committedAt.slice(0, 10) > asOf) continue;
      const key = `${t.category}\u0000${normTech(t.technology)}`;
      const entry = byKey.get(key) ?? {
        technology: t.technology,
        category: t.category,
        adopters: [],
      };
      entry.adopters.push({
        name: peer.name,
        ...(t.arrival ? { arrival: t.arrival } : {}),
        ...(t.version ? { version: t.version } : {}),
      });
      byKey.set(key, entry);
    }
  return [...byKey.values()];
}

/** Whether the technology could be a recommendation to this project at all. */
export function fitsProject(
  input: Pick<QuarterlyInput, 'project'>,
  own: StackCategories,
  category: string,
  technology: string,
): boolean {
  const traits = technologyTraits(category, technology);
  if (!TECHNOLOGY_ROLE_REGISTRY[traits.role].recommendable) return false;
  if (stackHas(own, technology)) return false;
  const languages = new Set((own.programming_languages ?? []).map(normTech));
  if (traits.languages.length > 0 && !traits.languages.some((l) => languages.has(normTech(l))))
    return false;
  if (traits.role === 'network') {
    const category = input.project.category;
    if (isProjectCategory(category) && PROJECT_CATEGORY_REGISTRY[category].isChain) return false;
    if (input.project.networks.some((n) => normTech(n) === normTech(technology))) return false;
  }
  return true;
}

const dayOf = (a: StackArrival) => (a.kind === 'commit' ? a.committedAt.slice(0, 10) : a.day);

function recentOf(adopters: readonly Adopter[], asOf: string): Adopter[] {
  const from = shiftDay(asOf, -RECENT_DAYS);
  return adopters
    .filter((a) => a.arrival?.kind === 'commit' && dayOf(a.arrival) > from)
    .sort(
      (a, b) => dayOf(b.arrival!).localeCompare(dayOf(a.arrival!)) || a.name.localeCompare(b.name),
    );
}

type Urgency = 'High' | 'Medium' | 'Low';

/** High: two or more peers moved to it lately; Medium: one did and another uses it; Low: most use it. */
function urgencyOf(users: number, recent: number, comparable: number): Urgency | null {
  if (recent >= 2) return 'High';
  if (recent === 1 && users >= 2) return 'Medium';
  if (users >= 2 && users * 2 >= comparable) return 'Low';
  return null;
}

const TIMEFRAME: Record<Urgency, string> = {
  High: 'Next quarter: comparable peers are moving to it now.',
  Medium: 'Within two quarters, once the first adopter’s results show.',
  Low: 'No deadline: established among peers rather than a move under way.',
};

/** "Arbitrum on 2026-03-02 (a1b2c3d added foundry.toml)". */
function adoptionPhrase(a: Adopter): string {
  const arrival = a.arrival;
  if (arrival?.kind === 'commit')
    return `${a.name} on ${dayOf(arrival)} (${arrival.sha.slice(0, 7)} added ${arrival.file})`;
  if (arrival?.kind === 'before') return `${a.name} since before ${arrival.day}`;
  return a.name;
}

function named(adopters: readonly Adopter[]): string {
  const shown = adopters.slice(0, NAMED).map(adoptionPhrase);
  return adopters.length > NAMED
    ? `${shown.join('; ')} and ${adopters.length - NAMED} more`
    : listJoin(shown);
}

function entryOf(
  input: QuarterlyInput,
  c: Candidate,
  recent: Adopter[],
  urgency: Urgency,
  comparable: number,
): TechAdoption {
  const purpose = isStackCategory(c.category)
    ? STACK_CATEGORY_REGISTRY[c.category].purpose
    : 'its work';
  const users = c.adopters.length;
  const others = c.adopters
    .filter((a) => !recent.includes(a))
    .sort((a, b) => a.name.localeCompare(b.name));
  // "0.0.0" is what pseudo-versions (Go modules at a commit) resolve to: no release pinned.
  const version = newestVersion(
    new Set(c.adopters.flatMap((a) => (a.version && a.version !== '0.0.0' ? [a.version] : []))),
  );
  return {
    technology: c.technology,
    urgency,
    version: version
      ? `${version} (the newest a peer's manifest asks for)`
      : 'No version pinned in the peers’ manifests',
    implementation_timeframe: TIMEFRAME[urgency],
    use_case:
      `${c.technology} for ${purpose}, which ${input.project.name}'s stack does not show: ` +
      `${users} of the ${comparable} comparable ${input.project.category} peers use it for that.`,
    competitor_action:
      recent.length > 0
        ? `${plural(recent.length, 'comparable peer')} adopted it in the last two quarters: ${named(recent)}.` +
          (others.length > 0 ? ` Also used by ${named(others)}.` : '')
        : `No comparable peer adopted it in the last two quarters; used by ${named(others)}.`,
  };
}

const URGENCY_RANK: Record<Urgency, number> = { High: 0, Medium: 1, Low: 2 };

/** The day the quarter is judged on: its last day, or today while it runs. */
export const judgedOn = (today: string, periodEnd: string) =>
  today < periodEnd ? today : periodEnd;

export function techAdoptions(
  input: QuarterlyInput,
  comparable: readonly ComparablePeer[],
  asOf: string,
): TechAdoption[] {
  const own = input.stack;
  if (own === null || comparable.length < 2) return [];
  return candidatesOf(comparable, asOf)
    .filter((c) => fitsProject(input, own, c.category, c.technology))
    .flatMap((c) => {
      const recent = recentOf(c.adopters, asOf);
      const urgency = urgencyOf(c.adopters.length, recent.length, comparable.length);
      return urgency === null ? [] : [{ c, recent, urgency }];
    })
    .sort(
      (a, b) =>
        URGENCY_RANK[a.urgency] - URGENCY_RANK[b.urgency] ||
        b.recent.length - a.recent.length ||
        b.c.adopters.length - a.c.adopters.length ||
        a.c.technology.localeCompare(b.c.technology),
    )
    .slice(0, MAX_ADOPTIONS)
    .map(({ c, recent, urgency }) => entryOf(input, c, recent, urgency, comparable.length));
}
