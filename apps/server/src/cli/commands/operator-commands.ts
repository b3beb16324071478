// Every operator command (use-cases/operator-commands) as a CLI command with its flags: run in
// this process on the database it opens (and locks), or with `--server URL` inside the running
// server that holds the embedded database.
import type { Command } from 'commander';
import { readEnv, type Env } from '../../env';
import {
  argumentProblems,
  operatorCommands,
  type OperatorCommand,
} from '../../use-cases/operator-commands/index';
import { mailerFor, operatorContextFor } from '../../wiring';
import { openForCommand } from '../open-database';
import { operatorFlags } from '../operator-flags';
import { progressHere, say } from '../output';
import { withServerUrl } from '../public-url';
import { CliError, runOnServer } from '../remote-command';
import { exitCodeOf, onStopSignal } from '../stop-signal';

/** Runs an operator command in this process, on the database it opens (and locks). */
async function runHere(configured: Env, command: OperatorCommand, args: unknown): Promise<number> {
  const handle = await openForCommand(configured, command.name, { canDelegate: true, say });
  // Only send-digests sends e-mail: the others need not hear about the address.
  const sendsMail = command.name === 'send-digests';
  const env = await withServerUrl(configured, handle, sendsMail ? say : () => undefined);
  const mailer = mailerFor(env, handle);
  onStopSignal(async (signal) => {
    say('Stopping: closing the database cleanly (a second Ctrl-C stops at once)…');
    await handle.close();
    return exitCodeOf(signal);
  });
  try {
    return await command.run(
      operatorContextFor(env, handle, mailer, { say, progress: progressHere(env) }),
      args,
    );
  } finally {
    mailer.close();
    await handle.close();
  }
}

function registerOperatorCommand(program: Command, command: OperatorCommand): void {
  const flags = operatorFlags[command.name];
  if (!flags) throw new Error(`the operator command ${command.name} has no CLI flags`);
  flags
    .define(program.command(command.name).description(command.description))
    .option(
      '--server <url>',
      'run it inside the running server at this address (the one that holds DATA_DIR), e.g. http://localhost:3000',
    )
    // Commander passes the positional arguments first and the command last.
    .action(async (...params: unknown[]) => {
      const invoked = params.at(-1) as Command;
      const options = invoked.opts<Record<string, unknown>>();
      const positionals = invoked.processedArgs.map(String);
      const env = readEnv();
      const raw = Object.fromEntries(
        Object.entries(await flags.toArgs(options, positionals)).filter(([, v]) => v !== undefined),
      );
      const parsed = command.args.safeParse(raw);
      if (!parsed.success) throw new CliError(argumentProblems(parsed.error, raw));
      process.exitCode =
        typeof options.server === 'string'
          ? await runOnServer({
              server: options.server,
              dataDir: env.DATA_DIR,
              command: command.name,
              args: raw,
              say,
            })
          : await runHere(env, command, parsed.data);
    });
}

export function registerOperatorCommands(program: Command): void {
  for (const command of operatorCommands) registerOperatorCommand(program, command);
}
