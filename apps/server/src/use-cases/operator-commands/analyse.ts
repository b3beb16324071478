// `analyse`: rebuild feed items (and stacks, core contributors) from stored commits.
import { z } from 'zod';
import { countLlmSpendingSince } from '@gitsignals/db';
import { classificationLine } from '../../classifiers/classification-summary';
import { spendingLine } from '../../writers/spending';
import { analyseProjects } from '../analyse-projects/analyse-projects';
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
    const { handle, say, progress, now, writer, classifier } = context;
    const started = now();
    const result = await analyseProjects(
      {
        db: handle.db,
        now,
        progress,
        writer: writer(),
        classifier: classifier(),
        changes: handle.changes,
      },
      { projectSlugs: opts.project, since: opts.since },
    );
    const classified = classificationLine(result.feed.classification);
    if (classified) say(classified);
    const spent = spendingLine(await countLlmSpendingSince(handle.db, started));
    if (spent) say(spent);
    return 0;
  },
});
