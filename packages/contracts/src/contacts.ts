import { z } from 'zod';
import { CONTACT_SOURCES, PUBLISHED_CONTACT_KINDS } from './constants';

/**
 * One contact of a project: the spec's fields (section 3) plus where it came from. A published
 * row (source 'published') keeps its name in first/last (the whole name in first_name when it
 * does not split), its handle, the project's security address in work_email (kind 'security'
 * only), the link its file gives in profile_url, and the file and commit it was read from.
 */
export const contactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string().nullable(),
  work_email: z.string().nullable(),
  personal_email: z.string().nullable(),
  personal_linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  company_linkedin: z.string().nullable(),
  source: z.enum(CONTACT_SOURCES),
  /**
   * Derived contributors: their code-hosting profile when the login is stored. Published rows:
   * the link the file gives (a security report page, a funding page, a package's homepage).
   */
  profile_url: z.string().nullable(),
  /** Derived contributors: share (0–1) of the project's commits in the window; null otherwise. */
  commit_share: z.number().min(0).max(1).nullable(),
  /** Published rows: what the file makes them (code owner, maintainer, security…); else null. */
  kind: z.enum(PUBLISHED_CONTACT_KINDS).nullable(),
  /** Published rows: a GitHub login or team ("org/team"), or a funding platform's account. */
  handle: z.string().nullable(),
  /** Published rows: the file (from the repository root), the commit and its github.com link. */
  source_path: z.string().nullable(),
  source_commit: z.string().nullable(),
  source_url: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/profile/{project}/contacts (spec section 7: an object with a contacts list). */
export const projectContactsSchema = z.object({
  project: z.string(),
  slug: z.string(),
  /** The company's profile: its LinkedIn page from the imported contacts, else its website. */
  company_url: z.string().nullable(),
  github_url: z.string().nullable(),
  /**
   * Imported contacts first (by last, first name), then published ones (by kind, then handle or
   * name; one naming an imported person is left out), then core contributors by share.
   */
  contacts: z.array(contactSchema),
});
export type ProjectContacts = z.infer<typeof projectContactsSchema>;

/** GET /api/network/projects: projects that have contacts, with their counts. */
export const networkProjectSchema = z.object({
  project: z.string(),
  slug: z.string(),
  category: z.string(),
  contact_count: z.number().int().nonnegative(),
  /** Contacts the project publishes in its repositories (not those naming an imported person). */
  published_count: z.number().int().nonnegative(),
  contributor_count: z.number().int().nonnegative(),
});
export type NetworkProject = z.infer<typeof networkProjectSchema>;
export const networkProjectsSchema = z.array(networkProjectSchema);

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );
const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'must be an http(s) URL')
    .optional(),
);
const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().toLowerCase().max(320).pipe(z.email('must be an e-mail address')).optional(),
);
/** A Twitter/X handle ('@name' or 'name') or a profile URL. */
const optionalTwitter = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) =>
        /^@?\w{1,15}$/.test(v) || /^https?:\/\/(www\.)?(twitter|x)\.com\/\w{1,15}\/?$/i.test(v),
      'must be a handle (@name) or a twitter.com / x.com URL',
    )
    .optional(),
);

/**
 * One row of a contacts import file (CSV header or JSON keys = the spec's field names). `project`
 * names the project (slug or name) unless the import gives one for the whole file. At least a
 * first or last name is required.
 */
export const contactImportRowSchema = z
  .object({
    project: optionalText(200),
    first_name: optionalText(100),
    last_name: optionalText(100),
    title: optionalText(200),
    work_email: optionalEmail,
    personal_email: optionalEmail,
    personal_linkedin: optionalUrl,
    twitter: optionalTwitter,
    company_linkedin: optionalUrl,
  })
  .strict()
  .refine((r) => Boolean(r.first_name || r.last_name), {
    message: 'first_name or last_name is required',
    path: ['first_name'],
  });
export type ContactImportRow = z.infer<typeof contactImportRowSchema>;

/** The columns an import file may have, in the order the sample uses. */
export const CONTACT_IMPORT_FIELDS = [
  'project',
  'first_name',
  'last_name',
  'title',
  'work_email',
  'personal_email',
  'personal_linkedin',
  'twitter',
  'company_linkedin',
] as const;
