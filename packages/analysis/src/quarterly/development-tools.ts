// "Development patterns and tools" (ADR 040): the technologies of the project's own stack adopted
// in the quarter, then those its meaningful commits worked with most (they changed the
// technology's files), each with the commit that brought it into the project when the stack
// history shows it. A commit is cited for one technology at most, and only as the commit whose
// file brought that technology in.
import { technologiesOfPath, technologyKey } from '../stacks/stack-arrivals';
import { technologyTraits } from '../stacks/technology-traits';
import type { ComparablePeer } from './comparable-peers';
import { listJoin, percent, plural } from './quarter-commits';
import { isMeaningful } from './quarter-metrics';
import type { QuarterCommit, QuarterlyInput, StackTechnology } from './quarter-input';
import type { CompetitiveIntelligence } from './quarter-output';
import { parseQuarter } from './quarter-period';
import { normTech, peerStackPhrase } from './peer-comparison';

type Tool = CompetitiveIntelligence['development_patterns_and_tools'][number];

const MAX_TOOLS = 6;
const NAMED = 3;

/** Capabilities and chains are the project's integrations, and audit firms are hired, not used. */
function isDevelopmentTool(t: StackTechnology): boolean {
  const traits = technologyTraits(t.category, t.technology);
  return traits.role !== 'capability' && traits.role !== 'network' && !traits.auditFirm;
}

/** Meaningful commits per technology key that changed a file of that technology. */
export function commitsTouching(commits: readonly QuarterCommit[]): Map<string, QuarterCommit[]> {
  const memo = new Map<string, string[]>();
  const out = new Map<string, QuarterCommit[]>();
  for (const c of commits) {
    if (!isMeaningful(c)) continue;
    const keys = new Set(c.paths.flatMap((p) => technologiesOfPath(p, memo)));
    for (const k of keys) out.set(k, [...(out.get(k) ?? []), c]);
  }
  return out;
}

/** "Introduced on 2024-08-07 by 96b9e70 in ethereum-optimism/optimism (…), which added justfile." */
function introduction(t: StackTechnology): string {
  const a = t.arrival;
  if (a?.kind !== 'commit') return '';
  // Replayed history: the day git recorded too, as the milestones give it.
  const recorded = a.recordedAt === null ? '' : ` (recorded ${a.recordedAt.slice(0, 10)})`;
  // A tool that had left and came back was not introduced by this commit, only restored.
  const [verb, added] = a.returned ? ['Brought back', 're-added'] : ['Introduced', 'added'];
  return (
    `${verb} on ${a.committedAt.slice(0, 10)}${recorded} by ${a.sha.slice(0, 7)} in ` +
    `${a.repository} ("${a.subject}"), which ${added} ${a.file}.`
  );
}

function peersPhrase(
  input: QuarterlyInput,
  comparable: readonly ComparablePeer[],
  t: StackTechnology,
) {
  if (comparable.length === 0)
    return peerStackPhrase(input.peers, t.technology, input.project.category);
  const key = normTech(t.technology);
  const users = comparable
    .filter(({ peer }) => Object.values(peer.stack).some((l) => l.some((x) => normTech(x) === key)))
    .map(({ peer }) => peer.name);
  const comparables = `${comparable.length} comparable ${input.project.category} peers`;
  if (users.length === 0) return `None of the ${comparables} lists it.`;
  const shown = users.length > NAMED ? [...users.slice(0, NAMED), 'others'] : users;
  return `Used by ${users.length} of the ${comparables} (${listJoin(shown)}).`;
}

/** Adopted in the quarter: the news of the list, whatever the number of commits. */
function arrivedIn(t: StackTechnology, start: string, end: string): boolean {
  const day = t.arrival?.kind === 'commit' ? t.arrival.committedAt.slice(0, 10) : '';
  return day >= start && day <= end;
}

/**
 * The commits that changed a tool's files, with the quarter's meaningful commit that brought it
 * in: it added the manifest that declares it, a file no path rule names.
 */
function withArrival(
  input: QuarterlyInput,
  t: StackTechnology,
  touching: readonly QuarterCommit[],
): QuarterCommit[] {
  const a = t.arrival;
  const arrival =
    a?.kind === 'commit'
      ? input.commits.find((c) => c.sha === a.sha && isMeaningful(c) && !touching.includes(c))
      : undefined;
  return arrival ? [...touching, arrival] : [...touching];
}

/** Tools adopted in the quarter first (oldest first), then the most worked with. */
function rankTools(input: QuarterlyInput, touching: Map<string, QuarterCommit[]>) {
  const period = parseQuarter(input.quarter);
  const [start, end] = period === null ? ['', ''] : [period.start, period.end];
  const dayOf = (t: StackTechnology) => (t.arrival?.kind === 'commit' ? t.arrival.committedAt : '');
  return input.technologies
    .filter(isDevelopmentTool)
    .map((t) => ({
      t,
      commits: withArrival(input, t, touching.get(technologyKey(t.category, t.technology)) ?? []),
      adopted: arrivedIn(t, start, end),
    }))
    .filter((x) => x.adopted || x.commits.length > 0)
    .sort(
      (a, b) =>
        Number(b.adopted) - Number(a.adopted) ||
        (a.adopted ? dayOf(a.t).localeCompare(dayOf(b.t)) : 0) ||
        b.commits.length - a.commits.length ||
        a.t.technology.localeCompare(b.t.technology),
    )
    .slice(0, MAX_TOOLS);
}

/** Each arrival commit cited for one tool at most: a tool before a language. */
function citations(ranked: readonly { t: StackTechnology }[]): Map<StackTechnology, string> {
  const cited = new Set<string>();
  const evidence = new Map<StackTechnology, string>();
  const order = [...ranked].sort(
    (a, b) =>
      Number(a.t.category === 'programming_languages') -
      Number(b.t.category === 'programming_languages'),
  );
  for (const { t } of order) {
    const a = t.arrival;
    if (a?.kind !== 'commit' || cited.has(a.sha)) continue;
    cited.add(a.sha);
    evidence.set(t, introduction(t));
  }
  return evidence;
}

export function developmentTools(
  input: QuarterlyInput,
  comparable: readonly ComparablePeer[],
): Tool[] {
  const meaningful = input.commits.filter(isMeaningful).length;
  const ranked = rankTools(input, commitsTouching(input.commits));
  const evidence = citations(ranked);
  return ranked.map(({ t, commits }) => ({
    pattern_or_tool: t.technology,
    productivity_impact:
      (commits.length === 0
        ? `None of the quarter's ${plural(meaningful, 'meaningful commit')} changed its files.`
        : `${commits.length} of the quarter's ${plural(meaningful, 'meaningful commit')} changed its files ` +
          `(${percent(commits.length, meaningful)}).`) +
      (t.arrival?.kind === 'before'
        ? ` Already in the stack when the stored history begins (${t.arrival.day}).`
        : ''),
    adoption_evidence: evidence.get(t) ?? '',
    competitor_adoption_path: peersPhrase(input, comparable, t),
  }));
}
