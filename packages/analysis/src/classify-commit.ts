// One commit in, its signals (or its noise reason) out. Pure and deterministic: the same
// commit always gets the same answer, whatever else is in the batch.
import { SIGNAL_IDS, sortSignals, type SignalId } from '@gitsignals/domain';
import { buildContext, type CommitContext } from './commit-context';
import { detectNoise } from './detect-noise';
import { parseVersion, type Version } from './release-text';
import { chainEvidence, isBridgeIntegration, isDeployment } from './rules-chain';
import {
  isBreakingChange,
  isDeprecation,
  isNewFeature,
  isPerformance,
  isRelease,
} from './rules-product';
import { isGovernanceChange } from './rules-governance';
import { isOracleChange } from './rules-oracle';
import { isParameterUpdate } from './rules-parameter';
import { isTokenomicsChange } from './rules-tokenomics';
import { isUpgradeMigration } from './rules-upgrade';
import { findingOf, isAudit, isSecurityFix } from './rules-security';
import { isPartnershipIntegration, isTechStackChange } from './rules-stack';
import type { ClassifiedCommit, CommitInput } from './types';

type Rule = (ctx: CommitContext) => boolean;

// One rule per signal. contributor_surge is day-level only and chain_expansion needs chain
// evidence (`chainEvidence` below): both are decided outside this table.
const RULES: Readonly<Record<SignalId, Rule | null>> = {
  new_feature: isNewFeature,
  partnership_integration: isPartnershipIntegration,
  chain_expansion: null,
  parameter_update: isParameterUpdate,
  tokenomics_change: isTokenomicsChange,
  tech_stack_change: isTechStackChange,
  security_fix: isSecurityFix,
  audit: isAudit,
  upgrade_migration: isUpgradeMigration,
  deprecation: isDeprecation,
  release: isRelease,
  governance_change: isGovernanceChange,
  oracle_change: isOracleChange,
  bridge_integration: isBridgeIntegration,
  performance: isPerformance,
  breaking_change: isBreakingChange,
  deployment: isDeployment,
  contributor_surge: null,
};

export interface CommitAnalysis {
  classified: ClassifiedCommit;
  context: CommitContext;
  /** Chains the commit newly adds (the evidence behind chain_expansion). */
  expansionChains: string[];
  /** Chains the commit deploys to. */
  deployedChains: string[];
  /** Version cut by a release commit. */
  version: Version | null;
}

/** Full analysis of one commit, including the evidence the feed item needs. */
export function analyseCommit(commit: CommitInput): CommitAnalysis {
  const context = buildContext(commit);
  let noise = detectNoise(context);
  const signals: SignalId[] = [];
  let expansionChains: string[] = [];
  let deployedChains: string[] = [];

  if (noise === null || noise === 'bot') {
    if (context.testSubject) {
      // "add tests for the new oracle" is about tests: only audit evidence (FV specs) counts.
      if (isAudit(context)) signals.push('audit');
    } else {
      // A commit that records a deployment ships what already exists to a network ("Add Dev
      // Proxy Admin" with its addresses): the deployment is the news, not a new feature.
      const deploys = isDeployment(context);
      for (const id of SIGNAL_IDS) {
        const rule = RULES[id];
        if (rule === null || (id === 'new_feature' && deploys)) continue;
        if (rule(context)) signals.push(id);
      }
      const chains = chainEvidence(context);
      expansionChains = chains.expansion.map((c) => c.name);
      deployedChains = chains.deployed.map((c) => c.name);
      if (expansionChains.length > 0) signals.push('chain_expansion');
    }
  }
  // "Ackee[L1]: Verify ERC-165 Conformance" answers a finding with a test: still audit work.
  if (noise === 'tests_only' && findingOf(context) !== null) {
    noise = null;
    signals.push('audit');
  }
  if (noise === 'bot') {
    // signals.md: bots are noise "unless they change a tracked dependency in a way that is
    // itself a signal". A release cut by a release bot or a major dependency bump qualifies.
    const kept = botSignals(context, signals);
    signals.length = 0;
    signals.push(...kept);
    noise = kept.length === 0 ? 'bot' : null;
  }
  const sorted = noise === null ? sortSignals(signals) : [];
  const release = sorted.includes('release');
  return {
    classified: { sha: commit.sha, signals: sorted, noise },
    context,
    expansionChains: noise === null ? expansionChains : [],
    deployedChains: noise === null ? deployedChains : [],
    version: release ? parseVersion(context.msg.text) : null,
  };
}

export function classifyCommit(commit: CommitInput): ClassifiedCommit {
  return analyseCommit(commit).classified;
}

const BUMP_RE = /\bfrom\s+v?(\d+)[\w.+-]*\s+to\s+v?(\d+)/i;

function botSignals(ctx: CommitContext, signals: SignalId[]): SignalId[] {
  if (signals.includes('release')) return ['release'];
  const m = BUMP_RE.exec(ctx.msg.text);
  if (!m || !signals.includes('tech_stack_change')) return [];
  // Dev-only dependencies, CI actions and lockfile-only churn never qualify.
  if (/deps-dev|dev-dependencies|devdependencies/i.test(ctx.msg.subject)) return [];
  if (!ctx.files.some((f) => f.kind === 'manifest' || f.kind === 'submodule')) return [];
  // Only a major version jump is worth a reader's attention; patch/minor churn stays noise.
  const major = Number(m[2]) > Number(m[1]);
  return major ? ['tech_stack_change'] : [];
}
