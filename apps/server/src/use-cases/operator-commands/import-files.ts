// `import-contacts` and `import-listings`: an operator's CSV or JSON file, all rows or (with any bad
// row) none. The file is read where the command is typed and travels as text, so the same command
// works when a server runs it.
import { z } from 'zod';
import { importContacts, summaryLine } from '../imports/import-contacts';
import { importListings, listingSummaryLine } from '../imports/import-listings';
import { defineCommand } from './command';

const fileArgs = {
  /** The name the operator gave, for messages. */
  file: z.string().min(1),
  text: z.string(),
};

export const importContactsCommand = defineCommand({
  name: 'import-contacts',
  description:
    "import a project's contacts from a CSV or JSON file (all rows or, with any bad row, none; re-imports update in place)",
  args: z.object({ ...fileArgs, project: z.string().min(1).optional() }),
  async run({ handle, say, now }, opts) {
    const summary = await importContacts(
      { db: handle.db, now },
      { fileName: opts.file, text: opts.text, project: opts.project },
    );
    say(summaryLine(opts.file, summary));
    return 0;
  },
});

export const importListingsCommand = defineCommand({
  name: 'import-listings',
  description:
    'import token listings from a CSV or JSON file (all rows or, with any bad row, none; re-imports update in place)',
  args: z.object(fileArgs),
  async run({ handle, say }, opts) {
    const summary = await importListings(
      { db: handle.db },
      { fileName: opts.file, text: opts.text },
    );
    say(listingSummaryLine(opts.file, summary));
    return 0;
  },
});
