import type { Project } from '@gitsignals/contracts';
import { describe, expect, it } from 'vitest';
import { filterProjects, projectFilterOptions } from './filter-projects';

function project(name: string, category: string, networks: string[]): Project {
  return {
    slug: name.toLowerCase(),
    name,
    category,
    networks,
    iconUrl: null,
    website: null,
    repositories: [],
    repositoryCount: 0,
    commitCount: 0,
    feedCount: 0,
    lastUpdated: null,
    activitySummary: null,
    technologies: [],
    platforms: networks,
    protocols: [],
  };
}

const projects = [
  project('Uniswap', 'DEX', ['Ethereum', 'Base']),
  project('Aave', 'Lending', ['Ethereum']),
  project('Curve', 'DEX', ['Ethereum']),
  project('Jupiter', 'DEX', ['Solana']),
  project('Lonely', 'Wallets', []),
];
const names = (list: Project[]) => list.map((p) => p.name);

describe('filterProjects', () => {
  it('returns everything by name when nothing is chosen', () => {
    expect(names(filterProjects(projects, { categories: [], networks: [] }))).toEqual([
      'Aave',
      'Curve',
      'Jupiter',
      'Lonely',
      'Uniswap',
    ]);
  });

  it('matches any chosen category and any chosen network, and both together', () => {
    expect(
      names(filterProjects(projects, { categories: ['DEX', 'Lending'], networks: [] })),
    ).toEqual(['Aave', 'Curve', 'Jupiter', 'Uniswap']);
    expect(
      names(filterProjects(projects, { categories: [], networks: ['Base', 'Solana'] })),
    ).toEqual(['Jupiter', 'Uniswap']);
    expect(
      names(filterProjects(projects, { categories: ['DEX'], networks: ['Ethereum'] })),
    ).toEqual(['Curve', 'Uniswap']);
  });

  it('puts projects with collected activity first', () => {
    const active = { ...project('Zeta', 'DEX', []), lastUpdated: '2026-11-21T00:00:00.000Z' };
    const list = filterProjects([...projects, active], { categories: ['DEX'], networks: [] });
    expect(names(list)).toEqual(['Zeta', 'Curve', 'Jupiter', 'Uniswap']);
  });

  it('offers only options some project has', () => {
    const options = projectFilterOptions(projects);
    expect(options.categories.map((o) => o.value)).toEqual(['DEX', 'Lending', 'Wallets']);
    expect(options.networks.map((o) => o.value)).toEqual(['Base', 'Ethereum', 'Solana']);
  });
});
