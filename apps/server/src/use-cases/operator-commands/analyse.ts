// `analyse`: rebuild feed items (and stacks, core contributors) from stored commits.
import { z } from 'zod';
import { llmSpendingSince } from '@gitsignals/db';
// eslint-disable-next-line import-x/no-restricted-paths -- an operator command is a CLI command (entry point); issue 12 moves it to cli/commands
import { writerFor } from '../../wiring';
import { spendingLine } from '../../writers/spending';
import { analyseAndDerive } from './derived';
import { defineCommand } from './command';

export const analyseCommand = defineCommand({
  name: 'analyse',
  description: 'build feed items from stored commits (idempotent)',
  args: z.object({
    project: z.array(z.string().min(1)).optional(),
    since: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
      .optional(),
  }),
  async run(context, opts) {
    const { env, handle, say, progress, now } = context;
    const started = now();
    await analyseAndDerive(
      handle,
      { projectSlugs: opts.project, since: opts.since },
      progress,
      now,
      writerFor(env, handle),
    );
    const spent = spendingLine(await llmSpendingSince(handle.db, started));
    if (spent) say(spent);
    return 0;
  },
});
