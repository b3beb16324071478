// Competitive intelligence: the project's quarter set against the projects of its category,
// from signal differences (daily items per signal) and stack differences (technology profiles
// of the peers whose stacks are like the project's, with when each technology arrived).
// Every list is empty when the data says nothing; the screen shows that honestly.
import {
  quarterlySignals,
  SIGNAL_REGISTRY,
  SIGNAL_TITLES,
  type SignalId,
} from '@gitsignals/domain';
import type { ComparablePeer } from './comparable-peers';
import { developmentTools } from './development-tools';
import { commitsWith, plural, quoteCommit, repositoryShares } from './quarter-commits';
import { integrations } from './quarter-integrations';
import type { QuarterCommit, QuarterlyInput } from './quarter-input';
import { isMeaningful } from './quarter-metrics';
import type { CompetitiveIntelligence } from './quarter-output';
import { peerSignalPhrase } from './peer-comparison';
import { techAdoptions } from './tech-adoptions';

const QUOTED = 3;

// Which signals each list covers, in its order (the registry's quarterly placement).
const IMPROVEMENTS = quarterlySignals('improvements');
const ARCHITECTURE = quarterlySignals('architecture');

/** Every meaningful commit carrying the signal (commitsWith keeps one per subject, for quoting). */
const allWith = (commits: readonly QuarterCommit[], signal: SignalId) =>
  commits.filter((c) => isMeaningful(c) && c.signals.includes(signal));

const daysOf = (commits: readonly QuarterCommit[]) =>
  new Set(commits.map((c) => c.committedAt.slice(0, 10))).size;

function lines(commits: readonly QuarterCommit[]): number {
  return commits.reduce((sum, c) => sum + c.additions + c.deletions, 0);
}

function improvements(
  input: QuarterlyInput,
): CompetitiveIntelligence['performance_and_security_improvements'] {
  const category = input.project.category;
  return IMPROVEMENTS.flatMap((signal) => {
    const carrying = allWith(input.commits, signal);
    if (carrying.length === 0) return [];
    const quoted = commitsWith(input.commits, signal).slice(0, QUOTED).map(quoteCommit);
    return [
      {
        improvement_type: SIGNAL_TITLES[signal],
        technical_implementation: `${quoted.join('; ')}.`,
        measurable_impact:
          `${plural(carrying.length, 'commit')} on ${plural(daysOf(carrying), 'day')}, ` +
          `${lines(carrying).toLocaleString('en-US')} lines changed, in ${repositoryShares(carrying)}.`,
        competitor_implementation: peerSignalPhrase(input.peers, signal, category),
      },
    ];
  });
}

function architecture(input: QuarterlyInput): CompetitiveIntelligence['architectural_changes'] {
  return ARCHITECTURE.flatMap((signal) => {
    const carrying = allWith(input.commits, signal);
    if (carrying.length === 0) return [];
    const quoted = commitsWith(input.commits, signal).slice(0, QUOTED).map(quoteCommit);
    return [
      {
        change_type: SIGNAL_TITLES[signal],
        technical_details: `${plural(carrying.length, 'commit')} in ${repositoryShares(carrying)}: ${quoted.join('; ')}.`,
        business_impact: `This ${SIGNAL_REGISTRY[signal].impact.business}.`,
        competitor_response: peerSignalPhrase(input.peers, signal, input.project.category),
      },
    ];
  });
}

/**
 * `comparable`: the peers whose stacks are like the project's, which the stack comparisons use;
 * `asOf`: the day the quarter is judged on (its end, or today while it runs).
 */
export function competitiveIntelligence(
  input: QuarterlyInput,
  comparable: readonly ComparablePeer[],
  asOf: string,
): CompetitiveIntelligence {
  return {
    performance_and_security_improvements: improvements(input),
    development_patterns_and_tools: developmentTools(input, comparable),
    immediate_tech_adoptions: techAdoptions(input, comparable, asOf),
    architectural_changes: architecture(input),
    new_integrations_and_apis: integrations(input),
  };
}
