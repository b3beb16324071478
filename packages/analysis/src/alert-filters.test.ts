import { describe, expect, it } from 'vitest';
import { passesAlertFilters, type AlertCandidate, type AlertFilters } from './alert-filters';

const none: AlertFilters = {
  minPriority: null,
  projects: [],
  categories: [],
  networks: [],
  signals: [],
};
const item: AlertCandidate = {
  projectSlug: 'uniswap',
  category: 'DEX',
  networks: ['Ethereum', 'Base'],
  signals: ['new_feature', 'security_fix'],
  priority: 'medium',
};

describe('passesAlertFilters', () => {
  it('lets every item through a rule that names only lists it leaves empty', () => {
    expect(passesAlertFilters(none, item)).toBe(true);
  });

  it('holds the item to the minimum priority', () => {
    expect(passesAlertFilters({ ...none, minPriority: 'medium' }, item)).toBe(true);
    expect(passesAlertFilters({ ...none, minPriority: 'low' }, item)).toBe(true);
    expect(passesAlertFilters({ ...none, minPriority: 'high' }, item)).toBe(false);
  });

  it('needs one entry of a named list (any case for names and networks)', () => {
    expect(passesAlertFilters({ ...none, projects: ['aave', 'Uniswap'] }, item)).toBe(true);
    expect(passesAlertFilters({ ...none, projects: ['aave'] }, item)).toBe(false);
    expect(passesAlertFilters({ ...none, networks: ['base'] }, item)).toBe(true);
    expect(passesAlertFilters({ ...none, networks: ['Solana'] }, item)).toBe(false);
    expect(passesAlertFilters({ ...none, signals: ['security_fix'] }, item)).toBe(true);
    expect(passesAlertFilters({ ...none, signals: ['deployment'] }, item)).toBe(false);
    expect(passesAlertFilters({ ...none, categories: ['Lending', 'DEX'] }, item)).toBe(true);
  });

  it('needs every named list to match', () => {
    const rule = { ...none, projects: ['uniswap'], signals: ['deployment' as const] };
    expect(passesAlertFilters(rule, item)).toBe(false);
    expect(passesAlertFilters({ ...rule, signals: ['new_feature'] }, item)).toBe(true);
  });
});
