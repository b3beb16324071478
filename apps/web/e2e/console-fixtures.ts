// A git repository on disk for the console to add and collect: two feature commits three days
// ago, so the analysis that follows the collect writes feed items for a recent day.
import path from 'node:path';
import { History } from '../../server/testing/collect-git-fixtures';

const dayAgo = (days: number, hour: number) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** Writes a bare repository `<name>.git` under `workDir/upstream`; answers its absolute path. */
export function fixtureRepository(workDir: string, name: string): string {
  const dir = path.join(workDir, 'upstream', `${name}.git`);
  const history = new History();
  history.commit({
    at: dayAgo(3, 12),
    message: 'feat(hooks): add dynamic fee hook',
    files: { 'src/hooks/DynamicFee.sol': 'contract DynamicFee {}\n'.repeat(40) },
  });
  history.commit({
    at: dayAgo(3, 15),
    message: 'feat(oracle): add TWAP oracle',
    files: { 'src/oracle/Twap.sol': 'contract Twap {}\n'.repeat(40) },
  });
  history.writeTo(dir);
  return dir;
}
