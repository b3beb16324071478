// `analyse`: rebuild feed items (and stacks, core contributors) from stored commits.
import { z } from 'zod';
import { countLlmSpendingSince } from '@gitsignals/db';
import { classificationLine } from '../../classifiers/classification-summary';
import { spendingLine } from '../../writers/spending';
import { analyseProjects } from '../analyse-projects/analyse-projects';
import { defineCommand } from './command';
import { refuseUnknownProjects } from './project-flag';

/** 2026-03-02, not 2026-13-45 nor "yesterday". */
function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
  );
}

export const analyseCommand = defineCommand({
  name: 'analyse',
  description: 'build feed items from stored commits (idempotent)',
  args: z.object({
    project: z.array(z.string().min(1)).optional(),
    since: z.string().refine(isCalendarDate, 'must be a date YYYY-MM-DD').optional(),
  }),
  async run(context, opts) {
    const { handle, say, progress, now, writer, classifier } = context;
    await refuseUnknownProjects(handle.db, opts.project);
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
