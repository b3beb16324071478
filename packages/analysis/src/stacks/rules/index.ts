// The curated Web3 rule pack, one file per family. Order does not matter: the detector sorts.
import type { TechnologyRule } from '../types';
import { AUTH_RULES, CEX_RULES, CONSUMER_RULES, PAYMENT_RULES, TOKEN_RULES } from './apps';
import { CHAIN_RULES, DATA_AVAILABILITY_RULES } from './chains';
import {
  DEX_RULES,
  LENDING_RULES,
  ORACLE_RULES,
  RWA_RULES,
  STAKING_RULES,
  YIELD_RULES,
} from './defi';
import {
  AI_RULES,
  ANALYTICS_RULES,
  COMPUTE_RULES,
  OBSERVABILITY_RULES,
  OTHER_RULES,
  PRIVACY_RULES,
  STORAGE_RULES,
} from './infrastructure';
import { CROSS_CHAIN_RULES, INDEXER_RULES, RPC_RULES } from './interop';
import { AUDIT_RULES, SECURITY_TOOL_RULES } from './security';
import { FRAMEWORK_RULES } from './tooling';

export const STACK_RULES: readonly TechnologyRule[] = [
  ...CHAIN_RULES,
  ...DATA_AVAILABILITY_RULES,
  ...ORACLE_RULES,
  ...CROSS_CHAIN_RULES,
  ...INDEXER_RULES,
  ...LENDING_RULES,
  ...STAKING_RULES,
  ...DEX_RULES,
  ...YIELD_RULES,
  ...RWA_RULES,
  ...CONSUMER_RULES,
  ...AUTH_RULES,
  ...FRAMEWORK_RULES,
  ...STORAGE_RULES,
  ...SECURITY_TOOL_RULES,
  ...AUDIT_RULES,
  ...PAYMENT_RULES,
  ...RPC_RULES,
  ...COMPUTE_RULES,
  ...AI_RULES,
  ...PRIVACY_RULES,
  ...OBSERVABILITY_RULES,
  ...ANALYTICS_RULES,
  ...CEX_RULES,
  ...TOKEN_RULES,
  ...OTHER_RULES,
];
