// Why one kind of change matters to each Agent Hub role: the middle of an insight's "why it
// matters" sentence ("You monitor Celestia for risk: <reason>, so <action>."). One row per signal,
// one clause per role, so the compiler names this table when a signal is added (ADR 027) and a
// reason is never a synonym drawn at random: it follows from the signal and the role.
import type { SignalId } from '@gitsignals/domain';
import type { ProfileType } from './profile-questions';

export const ROLE_REASONS: Record<SignalId, Record<ProfileType, string>> = {
  new_feature: {
    growth: 'a new feature is a capability your users may ask you for',
    risk: 'a new feature widens the attack surface of code you are exposed to',
    auditor: 'a new feature is unaudited code until someone reviews it',
    investor: 'a new feature is product progress behind the thesis',
    ecosystem: 'a new feature gives your builders something new to build on',
  },
  partnership_integration: {
    growth: 'a new integration shows who they are partnering with and which users follow',
    risk: "a new integration adds a dependency on another protocol's risk",
    auditor: 'a new integration brings external calls and the trust assumptions behind them',
    investor: 'a new integration is a sign of traction with other protocols',
    ecosystem: 'a new integration changes what builders in your ecosystem can connect to',
  },
  chain_expansion: {
    growth: 'a new chain takes them to users and liquidity you may not reach yet',
    risk: 'a new chain adds a deployment with its own bridges, oracles and liquidity to watch',
    auditor: 'a new chain can break assumptions about gas, opcodes or block times',
    investor: 'a new chain widens the market the project can reach',
    ecosystem: "a new chain changes where your ecosystem's users can follow it",
  },
  parameter_update: {
    growth: 'a parameter update changes fees or limits that users compare',
    risk: 'a parameter update moves caps, fees or thresholds that exposure is sized against',
    auditor: 'a parameter update changes values the reviewed code was reasoned about with',
    investor: 'a parameter update changes the fees, rewards or limits that drive revenue',
    ecosystem: 'a parameter update changes limits that builders design around',
  },
  tokenomics_change: {
    growth: 'a tokenomics change alters the incentives users weigh against yours',
    risk: "a tokenomics change alters supply, rewards or fees behind the token's value",
    auditor: 'a tokenomics change touches minting, rewards or fees, where accounting bugs hide',
    investor: 'a tokenomics change alters supply, emissions or the value that flows to holders',
    ecosystem: 'a tokenomics change alters the incentives of everyone building or staking on it',
  },
  tech_stack_change: {
    growth: 'a tech stack change shows where their engineering is heading',
    risk: 'a dependency or toolchain change can carry upstream bugs into the build',
    auditor: 'a dependency or compiler change can change the code that actually runs',
    investor: 'a tech stack change is engineering upkeep rather than product news',
    ecosystem: 'a tech stack change can change the SDKs and tools your builders use',
  },
  security_fix: {
    growth: 'a security fix reveals a weakness their users now know about',
    risk: 'a security fix means the deployed code had a flaw until now',
    auditor: 'a security fix is the first place to look for variants of the same bug',
    investor: "a security fix closes a risk to the project's value",
    ecosystem: 'a security fix means builders should move to the fixed version',
  },
  audit: {
    growth: 'audit work is trust they can advertise to your shared users',
    risk: 'audit work means reviewers looked at the code, and findings may follow',
    auditor: 'audit work may bring findings or a scope you can compare with yours',
    investor: 'audit work lowers the risk of an exploit',
    ecosystem: 'audit work gives builders evidence that the code can be trusted',
  },
  upgrade_migration: {
    growth: 'an upgrade moves their users to a new version, a moment when users reconsider',
    risk: 'an upgrade or migration replaces running code or state, when things most often go wrong',
    auditor: 'an upgrade or migration changes storage or logic that earlier audits covered',
    investor: 'an upgrade is a milestone and a moment of execution risk',
    ecosystem: 'an upgrade means builders must move to the new version',
  },
  deprecation: {
    growth: 'a deprecation leaves users of the removed feature looking for an alternative',
    risk: 'a deprecation removes something integrations may still depend on',
    auditor: 'a deprecation can leave dead code paths reachable',
    investor: 'a deprecation narrows what the product offers',
    ecosystem: 'a deprecation means builders relying on it need a replacement',
  },
  release: {
    growth: "a release puts the change in users' hands",
    risk: 'a release packages the change for operators and integrators to adopt',
    auditor: 'a release fixes the version a review should target',
    investor: 'a release shows the team shipping',
    ecosystem: 'a release is the version builders will upgrade to',
  },
  governance_change: {
    growth: 'a governance change shifts how their community steers the project',
    risk: 'a governance change moves who can change the protocol, and how fast',
    auditor: 'a governance change alters who holds privileged roles',
    investor: 'a governance change alters who controls the treasury and the roadmap',
    ecosystem: 'a governance change alters how decisions that reach your ecosystem are made',
  },
  oracle_change: {
    growth: 'an oracle change alters which data providers they rely on',
    risk: 'an oracle change alters the prices positions are valued and liquidated at',
    auditor: 'an oracle change alters price inputs, a classic source of exploits',
    investor: 'an oracle change alters how the protocol prices assets',
    ecosystem: 'an oracle change alters the data feeds builders consume',
  },
  bridge_integration: {
    growth: 'a bridge change opens cross-chain routes for users',
    risk: 'a bridge change touches the path assets take between chains, a frequent attack target',
    auditor: 'a bridge change touches message verification across chains',
    investor: 'a bridge change opens flows of assets from other chains',
    ecosystem: 'a bridge change alters how assets and messages reach your ecosystem',
  },
  performance: {
    growth: 'faster or cheaper operations are something users compare',
    risk: 'a performance change rewrites hot paths, where subtle bugs hide',
    auditor: 'gas optimisations often trade safety checks for cost',
    investor: 'lower costs make the product more competitive',
    ecosystem: 'cheaper, faster operations lower costs for builders',
  },
  breaking_change: {
    growth: 'a breaking change forces their integrators to adapt, a window to win them over',
    risk: 'a breaking change can break integrations and positions that call the old interface',
    auditor: 'a breaking change alters interfaces that earlier audits assumed',
    investor: 'a breaking change can slow integrators and adoption for a while',
    ecosystem: 'a breaking change means builders on it must update their code',
  },
  deployment: {
    growth: 'a deployment puts new contracts live for users',
    risk: 'a deployment puts new contract addresses live, to check before funds reach them',
    auditor: 'a deployment puts code live that should match the reviewed version',
    investor: 'a deployment puts new product live',
    ecosystem: 'a deployment publishes addresses builders will point at',
  },
  contributor_surge: {
    growth: 'a swing in contributor activity shows where they are putting effort',
    risk: 'a swing in contributor activity can mean a rush before a launch or a team change',
    auditor: 'a burst of contributors can mean code reviewed by fewer eyes',
    investor: 'a swing in contributor activity is an early sign of development momentum',
    ecosystem: 'a swing in contributor activity shows where development energy is going',
  },
};

/** The reason when the item shows no signal: what the change still means to the role. */
export const UNSIGNALLED_REASONS: Record<ProfileType, string> = {
  growth: 'no signal stands out in this change, yet it shows what they are working on',
  risk: 'no signal stands out in this change, yet it changes code you are exposed to',
  auditor: 'no signal stands out in this change, yet code outside your last review changed',
  investor:
    'no signal stands out in this change, yet it is development activity behind your thesis',
  ecosystem: 'no signal stands out in this change, yet builders who depend on it may notice',
};

/** A signal as one change of that kind: "a security fix", "an oracle change". */
export const SIGNAL_NOUNS: Record<SignalId, string> = {
  new_feature: 'a new feature',
  partnership_integration: 'a new integration',
  chain_expansion: 'a chain expansion',
  parameter_update: 'a parameter update',
  tokenomics_change: 'a tokenomics change',
  tech_stack_change: 'a tech stack change',
  security_fix: 'a security fix',
  audit: 'audit work',
  upgrade_migration: 'an upgrade or migration',
  deprecation: 'a deprecation',
  release: 'a release',
  governance_change: 'a governance change',
  oracle_change: 'an oracle change',
  bridge_integration: 'a bridge or cross-chain change',
  performance: 'a performance or gas change',
  breaking_change: 'a breaking change',
  deployment: 'a deployment',
  contributor_surge: 'a swing in contributor activity',
};
