// The demo's token listings (data/token-lists), the demo import's last step: a failure is said and
// leaves the rest of the import standing.
import { collectListingsSummaryLine } from '../../collectors/token-list/collect-listings';
import { importDemoListings } from '../../collectors/token-list/demo-listings';
import type { DemoImportDeps, DemoImportOptions } from './deps';

export async function importListingsOfDemo(
  deps: Pick<DemoImportDeps, 'db' | 'say'>,
  options: Pick<DemoImportOptions, 'demoDataDir' | 'dataDir'>,
): Promise<void> {
  const listings = await importDemoListings(deps.db, {
    demoDataDir: options.demoDataDir,
    dataDir: options.dataDir,
  }).catch((err: unknown) => {
    deps.say(
      `Token listings were not imported: ${err instanceof Error ? err.message : String(err)}`,
    );
    return null;
  });
  for (const list of listings ?? []) deps.say(collectListingsSummaryLine(list));
}
