// The Atom and RSS feeds' query (ADR 064): the daily feed API's filters and three more, each a
// list given comma-separated and/or repeated (`?signals=security_fix,upgrade&signals=new_feature`),
// as feed readers keep one URL. An unknown signal, priority or category is refused naming the
// parameter, as the API refuses a bad field.
import { z } from 'zod';
import { PRIORITIES, PROJECT_CATEGORIES, SIGNAL_IDS } from './constants';

/** `a,b` and `?x=a&x=b` alike: the values, trimmed, empty ones dropped. */
const splitList = (value: unknown): unknown =>
  value === undefined
    ? undefined
    : [value]
        .flat()
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '');

const listParam = <T extends z.ZodType>(entry: T) =>
  z.preprocess(splitList, z.array(entry).max(100)).optional();

const name = z.string().min(1).max(200);

export const syndicationQuerySchema = z.object({
  categories: listParam(z.enum(PROJECT_CATEGORIES as [string, ...string[]])),
  networks: listParam(name),
  /** Project slugs (as in /project/{name}); names are accepted too. */
  projects: listParam(name),
  signals: listParam(z.enum(SIGNAL_IDS)),
  priority: listParam(z.enum(PRIORITIES)),
});
export type SyndicationQuery = z.output<typeof syndicationQuerySchema>;

/** /feeds/personal/{token}.atom: the file name is parsed by the route, anything else is 404. */
export const personalSyndicationParamsSchema = z.object({ file: z.string().max(200) });
