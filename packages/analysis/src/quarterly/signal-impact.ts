// What each signal means for the people around a project. These sentences restate the signal's
// definition (signals.md) for a reader; they add no fact the signal does not carry.
import type { SignalId } from '../signal-ids';

/** For the milestones timeline: who notices the change and how. */
export const USER_IMPACT: Record<SignalId, string> = {
  new_feature: 'Users and integrators get new capabilities.',
  partnership_integration: 'Users can reach another protocol or service through the project.',
  chain_expansion: 'Users can use the project on a chain it did not support before.',
  parameter_update: 'Users see changed risk, fee or operating parameters.',
  tokenomics_change: 'Token holders see changed supply, emissions, rewards or fees.',
  tech_stack_change: 'Little visible change: the project changed its dependencies or tooling.',
  security_fix: 'Users and integrators should move to the fixed version.',
  audit: 'Users get audit or verification evidence for the code.',
  upgrade_migration: 'Users and integrators move to an upgraded version or migrated state.',
  deprecation: 'Integrators must stop relying on a deprecated feature.',
  release: 'A new version is available to users and integrators.',
  governance_change: 'Governance participants see changed voting, roles or timelocks.',
  oracle_change: 'Prices and data the project relies on come from a changed oracle setup.',
  bridge_integration: 'Users can move assets or messages across chains in a changed way.',
  performance: 'Users get faster or cheaper operations.',
  breaking_change: 'Integrators must adapt their code to a changed interface or behaviour.',
  deployment: 'New contract deployments are live for users and integrators.',
  contributor_surge: 'The team size working on the project changed noticeably.',
};

/** For the top priorities and architectural changes: why the work matters to the business. */
export const BUSINESS_IMPACT: Record<SignalId, string> = {
  new_feature: 'widens what the product offers to users and integrators',
  partnership_integration: 'ties the project to other protocols and services and their users',
  chain_expansion: 'opens the project to the users and liquidity of more chains',
  parameter_update: 'tunes risk, fees and operations of the running product',
  tokenomics_change: 'changes the economics token holders are exposed to',
  tech_stack_change: 'keeps the technical foundation current',
  security_fix: 'reduces the risk of loss for users and of damage to reputation',
  audit: 'builds the verification evidence that users and partners look for',
  upgrade_migration: 'moves users and integrators onto newer versions',
  deprecation: 'narrows the surface the team must maintain',
  release: 'puts finished work in the hands of users',
  governance_change: 'changes who decides and how fast decisions take effect',
  oracle_change: 'changes the price and data dependencies the product is exposed to',
  bridge_integration: 'changes how value and messages flow across chains',
  performance: 'lowers cost and latency for users',
  breaking_change: 'asks integrators to adapt, a cost paid for a cleaner interface',
  deployment: 'makes new contracts available on chain',
  contributor_surge: 'changes the capacity of the team',
};
