// `api`: `serve` without the first-run demo import (for a database filled otherwise).
import type { Command } from 'commander';
import { readEnv } from '../../env';
import { serve } from './serve';

export function registerApi(program: Command): void {
  program
    .command('api')
    .description('serve the web app and API only (no first-run import)')
    .action(async () => serve(readEnv(), { importOnFirstRun: false }));
}
