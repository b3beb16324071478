// `doctor`: checks the installation and configuration and prints one line per check (✓, ⚠ or ✗
// with the fix); exits 1 when any check failed. The checks live in src/doctor (its README).
import type { Command } from 'commander';
import { environmentVariables } from '../../env';
import { anyFailed, formatCheck, formatSummary } from '../../doctor/format';
import { runDoctor } from '../../doctor/run';
import { say } from '../output';

export function registerDoctor(program: Command): void {
  program
    .command('doctor')
    .description(
      'check the installation and configuration: one line per check (✓, ⚠, ✗ with the fix); exit code 1 on any ✗',
    )
    .action(async () => {
      const colour = Boolean(process.stdout.isTTY) && !environmentVariables().NO_COLOR;
      const results = await runDoctor(environmentVariables(), {}, (result) =>
        say(formatCheck(result, { colour })),
      );
      say(formatSummary(results));
      // A check's connection still closing (a host that never answered) must not keep it waiting.
      const code = anyFailed(results) ? 1 : 0;
      process.stdout.write('', () => process.exit(code));
    });
}
