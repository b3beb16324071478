// The stand-in's answers to a classification request (the LLM classifier's prompt,
// apps/server/src/classifiers/classification-prompt.ts): per listed commit, signals picked by
// keywords of its subject, each with a confidence and its subject as the evidence, like a careful
// model; some keywords only make it unsure (a "possible" signal). Tests queue behaviours that
// break one thing at a time: an unknown sha, an unknown signal, evidence not in the commit, a
// commit left out, a refusal. Plumbing only: the keywords say nothing of a real model's quality.
import type { SignalId } from '@gitsignals/domain';

export type ClassificationBehaviour =
  'unknown-sha' | 'unknown-signal' | 'foreign-evidence' | 'missing-commit' | 'refusal';

/** A commit as the classification prompt lists it. */
export interface PromptedCommit {
  id: string;
  repository: string;
  subject: string;
}

const BLOCK = /^### (\S+) · (\S+)\nsubject: (.*)$/gm;

export function promptedCommits(prompt: string): PromptedCommit[] {
  return [...prompt.matchAll(BLOCK)].map((m) => ({
    id: m[1]!,
    repository: m[2]!,
    subject: m[3]!.trim(),
  }));
}

/** Keyword, signal, confidence: below the default minimum (0.7) a signal stays "possible". */
const KEYWORDS: [RegExp, SignalId, number][] = [
  [/security|reentrancy|vulnerab/i, 'security_fix', 0.95],
  [/^feat|\badd\b|\bsupport/i, 'new_feature', 0.85],
  [/^perf|\bgas\b|optimi[sz]/i, 'performance', 0.9],
  [/deploy/i, 'deployment', 0.8],
  [/\brelease\b|bump version/i, 'release', 0.9],
  [/upgrade|migrat/i, 'upgrade_migration', 0.8],
  [/oracle|price feed|chainlink/i, 'oracle_change', 0.8],
  [/bridge|layerzero|ccip|wormhole/i, 'bridge_integration', 0.8],
  [/deprecat|remove support/i, 'deprecation', 0.8],
  [/rounding|\bfees?\b/i, 'parameter_update', 0.45],
];

interface AnsweredCommit {
  sha: string;
  signals: { signal: string; confidence: number; evidence: string }[];
}

export function plausibleClassification(commits: PromptedCommit[]): { commits: AnsweredCommit[] } {
  return {
    commits: commits.map((c) => ({
      sha: c.id,
      signals: KEYWORDS.filter(([re]) => re.test(c.subject)).map(([, signal, confidence]) => ({
        signal,
        confidence,
        evidence: c.subject,
      })),
    })),
  };
}

/** The answer's JSON text for a behaviour ('ok' and the writer's own ones answer plausibly). */
export function classificationText(behaviour: string, commits: PromptedCommit[]): string {
  const answer = plausibleClassification(commits);
  const first = answer.commits[0];
  if (behaviour === 'invalid-json') return `Here are the signals: ${first?.sha ?? ''} is a feature`;
  if (behaviour === 'wrong-shape') return JSON.stringify({ title: 5, items: [] });
  if (first && behaviour === 'unknown-sha') first.sha = 'f00ba47f00ba';
  if (first && behaviour === 'unknown-signal')
    first.signals.unshift({
      signal: 'moon_landing',
      confidence: 0.9,
      evidence: commits[0]!.subject,
    });
  if (first && behaviour === 'foreign-evidence')
    first.signals.unshift({
      signal: 'partnership_integration',
      confidence: 0.9,
      evidence: 'Partnered with a major exchange',
    });
  if (behaviour === 'missing-commit') answer.commits.pop();
  return JSON.stringify(answer);
}
