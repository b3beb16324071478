// Network: the contacts of a project (imported ones, those its repositories publish, and core
// contributors derived from commits, told apart by `source`) for subscribers, and the list of
// projects that have contacts for any signed-in user (the /network page).
import { endpointSchemas, type ProjectContacts } from '@gitsignals/contracts';
import {
  findCompanyLinkedin,
  listContactsOfProject,
  findProjectByNameOrSlug,
  findProjectLinks,
  listProjectsWithContacts,
} from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { notFound } from '../../plugins/errors';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.networkProjects, {
      tags: ['network'],
      summary: 'Projects that have contacts, with the number of contacts and core contributors',
    }),
    config: { access: 'user', apiToken: 'accepted' },
    handler: async () => {
      const rows = await listProjectsWithContacts(app.deps.db);
      return rows.map((r) => ({
        project: r.name,
        slug: r.slug,
        category: r.category,
        contact_count: r.contactCount,
        published_count: r.publishedCount,
        contributor_count: r.contributorCount,
      }));
    },
  });

  app.route({
    ...routeOf(endpointSchemas.projectContacts, {
      tags: ['network'],
      summary:
        "A project's contacts: imported ones (source 'import'), those its repositories' files publish with the file and commit (source 'published'), and core contributors derived from its commits (source 'commits')",
    }),
    // 401 without a session, 403 without an active subscription (spec section 6).
    config: { access: 'subscriber', apiToken: 'accepted' },
    handler: async (request): Promise<ProjectContacts> => {
      const name = request.params.project;
      const project = await findProjectByNameOrSlug(app.deps.db, name);
      if (!project) throw notFound(`We couldn't find contacts for ${name}.`);
      const [rows, links, companyLinkedin] = await Promise.all([
        listContactsOfProject(app.deps.db, project.id),
        findProjectLinks(app.deps.db, project.id),
        findCompanyLinkedin(app.deps.db, project.id),
      ]);
      return {
        project: project.name,
        slug: project.slug,
        company_url: companyLinkedin ?? links.website,
        github_url: links.githubUrl,
        contacts: rows.map((c) => ({
          id: c.id,
          first_name: c.firstName,
          last_name: c.lastName,
          title: c.title,
          work_email: c.workEmail,
          personal_email: c.personalEmail,
          personal_linkedin: c.personalLinkedin,
          twitter: c.twitter,
          company_linkedin: c.companyLinkedin,
          source: c.source,
          profile_url: c.profileUrl,
          commit_share: c.commitShare,
          kind: c.kind,
          handle: c.handle,
          source_path: c.sourcePath,
          source_commit: c.sourceCommit,
          source_url: c.sourceUrl,
        })),
      };
    },
  });
};

export default contactRoutes;
