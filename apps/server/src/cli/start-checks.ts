// Before `serve` or `api` opens anything: the doctor's fast checks (DATA_DIR, the embedded
// database's lock, PostgreSQL answering, PORT; no third party called, ADR 056). A ✗ stops the
// start with the line `doctor` prints for it.
import type { Env } from '../env';
import { formatCheck } from '../doctor/format';
import { startChecks } from '../doctor/run';
import { CliError } from './remote-command';

export async function refuseToStartOnFailedChecks(env: Env): Promise<void> {
  const failed = (await startChecks(env)).filter((result) => result.status === 'fail');
  if (failed.length > 0) throw new CliError(failed.map((result) => formatCheck(result)).join('\n'));
}
