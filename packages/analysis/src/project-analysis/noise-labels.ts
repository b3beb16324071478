// Human labels for the reasons a commit was filtered as noise (detect-noise and the collector),
// shown on the project page's noise ledger next to the counts.

import { ownValue } from '../words';

const NOISE_LABELS: Record<string, string> = {
  merge: 'Merge commits without changes of their own',
  bot: 'Commits by bots',
  formatting: 'Formatting only',
  lint: 'Lint fixes only',
  typo: 'Typo fixes',
  lockfile: 'Lockfile updates only',
  ci: 'CI configuration only',
  docs: 'Documentation only',
  generated: 'Generated files only',
  vendored: 'Vendored code only',
  tests_only: 'Tests only',
  empty: 'Empty commits',
  automation: 'Automated bursts (release bots, sync scripts)',
  fork_inherited: 'Inherited from the upstream of a fork',
};

/** 'Lockfile updates only' for 'lockfile'; an unknown reason reads as its words ('foo bar'). */
export function noiseLabel(reason: string): string {
  const known = ownValue(NOISE_LABELS, reason);
  if (known !== undefined) return known;
  const words = reason.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
