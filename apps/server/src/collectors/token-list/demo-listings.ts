// The demo's token listings: the histories of real token lists bundled in DEMO_DATA_DIR/token-lists
// (one `<owner>__<name>.listings.json.gz` per list, written by `export-listings`; see its README
// and ADR 036) become listings exactly as `collect-listings` makes them from the repository: the
// same keys, dates, links and bulk marks. Idempotent: listings stored before are left alone.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { deleteTokenListingsByKeyPrefix, type Database } from '@gitsignals/db';
import { BUNDLED_LISTINGS_SUFFIX, readBundle } from './bundled-listings';
import {
  saveNewListings,
  summaryOf,
  TOKEN_LIST_LISTING_SOURCE,
  type CollectListingsSummary,
} from './collect-listings';
import { listingsOfHistory } from './listings-of-history';

/**
 * Earlier demos built a git repository from two versions of the Superchain list under
 * DATA_DIR/token-lists/superchain; its listings were dated by those two versions only.
 */
const FORMER_DEMO_LIST = { dir: 'superchain', keyPrefix: 'local/token-lists/superchain/' };

async function removeFormerDemoList(db: Database, dataDir: string): Promise<void> {
  await deleteTokenListingsByKeyPrefix(db, TOKEN_LIST_LISTING_SOURCE, FORMER_DEMO_LIST.keyPrefix);
  await rm(path.join(path.resolve(dataDir), 'token-lists', FORMER_DEMO_LIST.dir), {
    recursive: true,
    force: true,
  });
}

/** Listings of one bundled list file, stored where new. */
async function importBundledList(db: Database, file: string): Promise<CollectListingsSummary> {
  const bundle = await readBundle(file);
  const { repository, files, platform } = bundle.list;
  const location = {
    host: 'github',
    fullName: repository,
    url: `https://github.com/${repository}`,
  };
  const listings = listingsOfHistory(bundle.tokens, { location, files, platform });
  const newListings = await saveNewListings(db, listings);
  return summaryOf(
    {
      commits: bundle.list.commits,
      unreadableVersions: 0,
      malformedTokens: 0,
      tokens: bundle.tokens,
    },
    listings,
    { repository: `github/${repository}`, files, platform, newListings },
  );
}

/**
 * Stores the listings of every bundled token list, one summary per list (in file name order).
 * Null when the demo data has no token lists.
 */
export async function importDemoListings(
  db: Database,
  options: { demoDataDir: string; dataDir: string },
): Promise<CollectListingsSummary[] | null> {
  const dir = path.join(options.demoDataDir, 'token-lists');
  if (!existsSync(dir)) return null;
  const names = (await readdir(dir)).filter((n) => n.endsWith(BUNDLED_LISTINGS_SUFFIX)).sort();
  if (names.length === 0) return null;
  await removeFormerDemoList(db, options.dataDir);
  const summaries: CollectListingsSummary[] = [];
  for (const name of names) summaries.push(await importBundledList(db, path.join(dir, name)));
  return summaries;
}
