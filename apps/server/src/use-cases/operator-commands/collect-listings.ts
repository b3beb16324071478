// `collect-listings`: token listings from the history of a token-list repository.
import { z } from 'zod';
import {
  collectListings,
  collectListingsSummaryLine,
} from '../../collectors/token-list/collect-listings';
import { defineCommand } from './command';

export const collectListingsCommand = defineCommand({
  name: 'collect-listings',
  description:
    'derive token listings from the whole history of a token-list repository (a token added to the list is a listing, dated by the commit that first added it; idempotent)',
  args: z.object({
    repo: z.string().min(1),
    files: z.array(z.string().min(1)).min(1),
    platform: z.string().min(1).optional(),
    cwd: z.string().min(1),
  }),
  async run({ env, handle, say }, opts) {
    const summary = await collectListings(handle.db, {
      dataDir: env.DATA_DIR,
      repo: opts.repo,
      files: opts.files,
      platform: opts.platform,
      cwd: opts.cwd,
      log: say,
    });
    say(collectListingsSummaryLine(summary));
    return 0;
  },
});
