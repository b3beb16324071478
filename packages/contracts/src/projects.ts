import { z } from 'zod';

export const projectSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  networks: z.array(z.string()),
  iconUrl: z.string().nullable(),
  website: z.string().nullable(),
  repositories: z.array(z.string()),
  repositoryCount: z.number().int().nonnegative(),
  commitCount: z.number().int().nonnegative(),
  feedCount: z.number().int().nonnegative(),
  /** ISO time of the newest analysed activity, or null when none was collected. */
  lastUpdated: z.string().nullable(),
  activitySummary: z.string().nullable(),
  technologies: z.array(z.string()),
  platforms: z.array(z.string()),
  protocols: z.array(z.string()),
});
export type Project = z.infer<typeof projectSchema>;
export const projectsResponseSchema = z.array(projectSchema);

export const projectsMetadataSchema = z.object({
  projects_by_category: z.record(z.string(), z.array(z.string())),
  networks: z.array(z.string()),
});
export type ProjectsMetadata = z.infer<typeof projectsMetadataSchema>;
