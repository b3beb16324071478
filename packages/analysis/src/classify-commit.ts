// One commit in, its signals (or its noise reason) out. Pure and deterministic: the same
// commit always gets the same answer, whatever else is in the batch.
//
// Every rule that matches names its evidence; the evidence gives the match a confidence
// (confidence/signal-confidence.ts). A signal is *shown* (`signals`) when its confidence reaches
// its signal's threshold, chosen on the labelled dev commits so that shown signals are precise;
// weaker matches stay in the data as `possible` (ADR 037).
import { SIGNAL_IDS, sortSignals, type SignalId } from '@gitsignals/domain';
import { buildContext, type CommitContext } from './commit-context';
import { matchContext } from './confidence/match-context';
import { confidenceOf, isShown } from './confidence/signal-confidence';
import { detectNoise } from './detect-noise';
import type { Evidence } from './evidence';
import { parseVersion, type Version } from './release-text';
import { bridgeEvidence, chainEvidence, deploymentEvidence } from './rules-chain';
import {
  breakingEvidence,
  deprecationEvidence,
  newFeatureEvidence,
  performanceEvidence,
  releaseEvidence,
} from './rules-product';
import { governanceEvidence } from './rules-governance';
import { oracleEvidence } from './rules-oracle';
import { parameterEvidence } from './rules-parameter';
import { tokenomicsEvidence } from './rules-tokenomics';
import { upgradeEvidence } from './rules-upgrade';
import { auditEvidence, findingOf, securityEvidence } from './rules-security';
import { partnershipEvidence, techStackEvidence } from './rules-stack';
import type { ClassifiedCommit, ClassifierVerdict, CommitInput, SignalCandidate } from './types';

type Rule = (ctx: CommitContext) => Evidence;

// One rule per signal. contributor_surge is day-level only and chain_expansion needs chain
// evidence (`chainEvidence` below): both are decided outside this table.
const RULES: Readonly<Record<SignalId, Rule | null>> = {
  new_feature: newFeatureEvidence,
  partnership_integration: partnershipEvidence,
  chain_expansion: null,
  parameter_update: parameterEvidence,
  tokenomics_change: tokenomicsEvidence,
  tech_stack_change: techStackEvidence,
  security_fix: securityEvidence,
  audit: auditEvidence,
  upgrade_migration: upgradeEvidence,
  deprecation: deprecationEvidence,
  release: releaseEvidence,
  governance_change: governanceEvidence,
  oracle_change: oracleEvidence,
  bridge_integration: bridgeEvidence,
  performance: performanceEvidence,
  breaking_change: breakingEvidence,
  deployment: deploymentEvidence,
  contributor_surge: null,
};

export interface CommitAnalysis {
  classified: ClassifiedCommit;
  /** Every signal a rule matched, with its evidence and confidence, most important first. */
  candidates: SignalCandidate[];
  context: CommitContext;
  /** Chains the commit newly adds (the evidence behind chain_expansion). */
  expansionChains: string[];
  /** Chains the commit deploys to. */
  deployedChains: string[];
  /** Version cut by a release commit. */
  version: Version | null;
}

/** A rule's match: the signal and the name of the branch that matched. */
interface Match {
  signal: SignalId;
  evidence: string;
}

/**
 * Rule matches as candidate signals, each with the confidence of its evidence in its context.
 * The evidence a candidate carries reads `branch@context` ("feat-type-adds@new-source-alone").
 */
function candidatesOf(context: CommitContext, matches: readonly Match[]): SignalCandidate[] {
  const matched = new Set(matches.map((m) => m.signal));
  return matches.map(({ signal, evidence }) => {
    const where = matchContext(signal, context, matched);
    return {
      signal,
      evidence: `${evidence}@${where}`,
      confidence: confidenceOf(signal, evidence, where),
    };
  });
}

interface RuleMatches {
  matches: Match[];
  expansionChains: string[];
  deployedChains: string[];
}

/** What a commit of address books alone can be: it records where code runs, nothing more. */
const ADDRESS_BOOK_SIGNALS: ReadonlySet<SignalId> = new Set<SignalId>([
  'deployment',
  'chain_expansion',
  'deprecation',
  'release',
  'parameter_update',
]);

function matchRules(context: CommitContext): RuleMatches {
  const matches: Match[] = [];
  if (context.testSubject) {
    // "add tests for the new oracle" is about tests: only audit evidence (FV specs) counts.
    const audit = auditEvidence(context);
    if (audit !== null) matches.push({ signal: 'audit', evidence: audit });
    return { matches, expansionChains: [], deployedChains: [] };
  }
  // A commit that records a deployment ships what already exists to a network ("Add Dev
  // Proxy Admin" with its addresses): the deployment is the news, not a new feature.
  const deploys = deploymentEvidence(context) !== null;
  // "Add `sparkLinearDiscountOracleFactory` for Ink" in address books alone: an oracle, a bridge
  // or a governor is named because its address was recorded, not because it changed.
  const addressBooks = context.files.every((f) => f.kind === 'deployment_record');
  for (const id of SIGNAL_IDS) {
    const rule = RULES[id];
    if (rule === null || (id === 'new_feature' && deploys)) continue;
    if (addressBooks && !ADDRESS_BOOK_SIGNALS.has(id)) continue;
    const evidence = rule(context);
    if (evidence !== null) matches.push({ signal: id, evidence });
  }
  const chains = chainEvidence(context);
  if (chains.evidence !== null)
    matches.push({ signal: 'chain_expansion', evidence: chains.evidence });
  return {
    matches,
    expansionChains: chains.expansion.map((c) => c.name),
    deployedChains: chains.deployed.map((c) => c.name),
  };
}

/** Most important signal first (the registry's order), as every list of signals is. */
export function byImportance(candidates: SignalCandidate[]): SignalCandidate[] {
  const order = sortSignals(candidates.map((c) => c.signal));
  return [...candidates].sort((a, b) => order.indexOf(a.signal) - order.indexOf(b.signal));
}

/** A commit's shown and possible signals from its candidates (noise carries neither). */
export function classifiedOf(
  sha: string,
  candidates: SignalCandidate[],
  noise: ClassifiedCommit['noise'],
): ClassifiedCommit {
  if (noise !== null) return { sha, signals: [], possible: [], noise };
  const shown = candidates.filter((c) => isShown(c.signal, c.confidence));
  return {
    sha,
    signals: sortSignals(shown.map((c) => c.signal)),
    possible: sortSignals(candidates.filter((c) => !shown.includes(c)).map((c) => c.signal)),
    noise,
  };
}

/**
 * Full analysis of one commit, including the evidence the feed item needs. With a `verdict`
 * (another classifier's answer for this commit, e.g. the LLM's), its signals replace the
 * rules' for a commit the rules do not call noise; the rules still decide noise and chains.
 */
export function analyseCommit(commit: CommitInput, verdict?: ClassifierVerdict): CommitAnalysis {
  const context = buildContext(commit);
  let noise = detectNoise(context);
  let matches: RuleMatches = { matches: [], expansionChains: [], deployedChains: [] };
  if (noise === null || noise === 'bot') matches = matchRules(context);
  if (verdict !== undefined && noise === null)
    return withVerdict(commit, context, matches, verdict);
  let found = matches.matches;
  // "Ackee[L1]: Verify ERC-165 Conformance" answers a finding with a test, "Documentation fixes
  // for audit findings H-01, N-09, L-07" with natspec: still audit work (guide, v4).
  if (noise !== null && FINDING_NOISE.has(noise) && findingOf(context) !== null) {
    found = [
      {
        signal: 'audit',
        evidence: noise === 'tests_only' ? 'finding-answered-by-test' : 'finding-answered-by-docs',
      },
    ];
    noise = null;
  }
  if (noise === 'bot') {
    // signals.md: bots are noise "unless they change a tracked dependency in a way that is
    // itself a signal". A release cut by a release bot or a major dependency bump qualifies.
    found = botMatches(context, found);
    noise = found.length === 0 ? 'bot' : null;
  }
  if (noise !== null) found = [];
  const candidates = byImportance(candidatesOf(context, found));
  const classified = classifiedOf(commit.sha, candidates, noise);
  return {
    classified,
    candidates,
    context,
    expansionChains: classified.signals.includes('chain_expansion') ? matches.expansionChains : [],
    deployedChains: noise === null ? matches.deployedChains : [],
    version: classified.signals.includes('release') ? parseVersion(context.msg.text) : null,
  };
}

export function classifyCommit(commit: CommitInput): ClassifiedCommit {
  return analyseCommit(commit).classified;
}

function withVerdict(
  commit: CommitInput,
  context: CommitContext,
  matches: RuleMatches,
  verdict: ClassifierVerdict,
): CommitAnalysis {
  const candidates = byImportance(verdict.candidates);
  const signals = sortSignals(verdict.signals);
  const classified: ClassifiedCommit = {
    sha: commit.sha,
    signals,
    possible: sortSignals(
      verdict.candidates.map((c) => c.signal).filter((s) => !signals.includes(s)),
    ),
    noise: null,
  };
  // The chains come from the files and subject, whichever classifier read the signal.
  const chains = [...new Set([...matches.expansionChains, ...matches.deployedChains])];
  return {
    classified,
    candidates,
    context,
    expansionChains: signals.includes('chain_expansion') ? chains : [],
    deployedChains: matches.deployedChains,
    version: signals.includes('release') ? parseVersion(context.msg.text) : null,
  };
}

/** Noise that can still answer an audit finding: a test, a doc comment, a typo. */
const FINDING_NOISE: ReadonlySet<string> = new Set(['tests_only', 'docs', 'typo']);

const BUMP_RE = /\bfrom\s+v?(\d+)[\w.+-]*\s+to\s+v?(\d+)/i;

function botMatches(ctx: CommitContext, matches: readonly Match[]): Match[] {
  if (matches.some((c) => c.signal === 'release'))
    return [{ signal: 'release', evidence: 'bot-release' }];
  const m = BUMP_RE.exec(ctx.msg.text);
  if (!m || !matches.some((c) => c.signal === 'tech_stack_change')) return [];
  // Dev-only dependencies, CI actions and lockfile-only churn never qualify.
  if (/deps-dev|dev-dependencies|devdependencies/i.test(ctx.msg.subject)) return [];
  if (!ctx.files.some((f) => f.kind === 'manifest' || f.kind === 'submodule')) return [];
  // Only a major version jump is worth a reader's attention; patch/minor churn stays noise.
  const major = Number(m[2]) > Number(m[1]);
  return major ? [{ signal: 'tech_stack_change', evidence: 'bot-major-bump' }] : [];
}
