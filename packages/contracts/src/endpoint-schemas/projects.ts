// Projects: the registry, a project's home and ecosystem, its analyses, technology profile and
// contacts, and the token listings.
import {
  analyzeRequestSchema,
  analyzeResponseSchema,
  projectNameParamsSchema,
  projectOverviewSchema,
  relatedProjectsResponseSchema,
} from '../analysis';
import { networkProjectsSchema, projectContactsSchema } from '../contacts';
import { endpoints } from '../endpoints';
import { listingsQuerySchema, listingsResponseSchema } from '../listings';
import { projectsMetadataSchema, projectsResponseSchema } from '../projects';
import {
  quarterlyAnalysisRequestSchema,
  quarterlyAnalysisSchema,
  quarterlyOwnerParamsSchema,
  quartersResponseSchema,
} from '../quarterly';
import { profileParamsSchema, stackExamplesSchema, technologyProfileSchema } from '../stacks';
import { errorAnswers } from './errors';

export const projectEndpoints = {
  projects: {
    ...endpoints.projects,
    response: { 200: projectsResponseSchema },
  },
  projectsMetadata: {
    ...endpoints.projectsMetadata,
    response: { 200: projectsMetadataSchema },
  },
  projectOverview: {
    ...endpoints.projectOverview,
    params: projectNameParamsSchema,
    response: { 200: projectOverviewSchema, ...errorAnswers(400, 404) },
  },
  relatedProjects: {
    ...endpoints.relatedProjects,
    params: projectNameParamsSchema,
    response: { 200: relatedProjectsResponseSchema, ...errorAnswers(400, 404) },
  },
  analyzeProject: {
    ...endpoints.analyzeProject,
    body: analyzeRequestSchema,
    response: { 200: analyzeResponseSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  quarterlyAnalysis: {
    ...endpoints.quarterlyAnalysis,
    params: quarterlyOwnerParamsSchema,
    body: quarterlyAnalysisRequestSchema,
    response: { 200: quarterlyAnalysisSchema, ...errorAnswers(400, 401, 404) },
  },
  quarters: {
    ...endpoints.quarters,
    params: quarterlyOwnerParamsSchema,
    response: { 200: quartersResponseSchema, ...errorAnswers(401, 404) },
  },
  stackExamples: {
    ...endpoints.stackExamples,
    response: { 200: stackExamplesSchema, ...errorAnswers(401) },
  },
  stackExample: {
    ...endpoints.stackExample,
    response: { 200: technologyProfileSchema, ...errorAnswers(401, 404) },
  },
  technologyProfile: {
    ...endpoints.technologyProfile,
    params: profileParamsSchema,
    response: { 200: technologyProfileSchema, ...errorAnswers(401, 403, 404) },
  },
  projectContacts: {
    ...endpoints.projectContacts,
    params: profileParamsSchema,
    response: { 200: projectContactsSchema, ...errorAnswers(401, 403, 404) },
  },
  networkProjects: {
    ...endpoints.networkProjects,
    response: { 200: networkProjectsSchema, ...errorAnswers(401) },
  },
  listings: {
    ...endpoints.listings,
    querystring: listingsQuerySchema,
    response: { 200: listingsResponseSchema, ...errorAnswers(400, 401) },
  },
} as const;
