// Reads data/activity: one *.ndjson.gz file into its raw records, and the INDEX.json entries that
// say which repository, project and category each file is (the evaluation's only I/O).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const ACTIVITY_DIR = fileURLToPath(new URL('../../../data/activity/', import.meta.url));

export function readActivity(fileName: string): unknown[] {
  return gunzipSync(readFileSync(`${ACTIVITY_DIR}${fileName}`))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as unknown);
}

export const activityFileOf = (repo: string): string => `${repo.replace('/', '__')}.ndjson.gz`;

/** One repository of the dataset, as INDEX.json lists it. */
export interface DatasetRepo {
  repo: string;
  projectSlug: string;
  category: string;
  commitsFile: string;
}

export function readDatasetIndex(): DatasetRepo[] {
  const index = JSON.parse(readFileSync(`${ACTIVITY_DIR}INDEX.json`, 'utf8')) as {
    repos: DatasetRepo[];
  };
  return index.repos.map(({ repo, projectSlug, category, commitsFile }) => ({
    repo,
    projectSlug,
    category,
    commitsFile,
  }));
}

/**
 * The 17 repositories the dataset held when draws v1-v6 were made (labels.jsonl covers exactly
 * these). Those draws read only them, so the 176 added in issue 13 leave every earlier pick as
 * it was labelled.
 */
export const FIRST_DATASET_REPOS: readonly string[] = [
  'Layr-Labs/eigenlayer-contracts',
  'OffchainLabs/nitro',
  'OpenZeppelin/openzeppelin-contracts',
  'Uniswap/v4-core',
  'Uniswap/v4-periphery',
  'aave-dao/aave-v3-origin',
  'celestiaorg/celestia-app',
  'compound-finance/comet',
  'ethereum-optimism/optimism',
  'ethereum/go-ethereum',
  'foundry-rs/foundry',
  'lidofinance/core',
  'matter-labs/zksync-era',
  'morpho-org/morpho-blue',
  'pendle-finance/pendle-core-v2-public',
  'safe-global/safe-smart-account',
  'smartcontractkit/ccip',
];
