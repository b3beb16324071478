// The HTTP application as a function of its dependencies, so tests build it on a fresh database
// and call it with inject().
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pingDatabase, type Database } from '@gitsignals/db';
import { createCountCache, type CountCache } from './feed-count-cache';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import feedRoutes from './routes/feeds/index';
import healthRoutes from './routes/health/index';
import projectRoutes from './routes/projects/index';

export interface AppDeps {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  version: string;
  now: () => Date;
  ping: () => Promise<void>;
  feedCounts: CountCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  version?: string;
  now?: () => Date;
  logLevel?: string;
  rateLimitMax?: number;
  trustedClientIpHeader?: string | undefined;
  webDistDir?: string | undefined;
}

export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    db: options.db,
    databaseKind: options.databaseKind,
    version: options.version ?? '0.1.0',
    now: options.now ?? (() => new Date()),
    ping: () => pingDatabase(options.db),
    feedCounts: createCountCache(60_000),
  };
  app.decorate('deps', deps);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurity(app, {
    rateLimitMax: options.rateLimitMax ?? 600,
    trustedClientIpHeader: options.trustedClientIpHeader,
  });
  await registerDocs(app, deps.version);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(feedRoutes);
      await api.register(projectRoutes);
    },
    { prefix: '/api' },
  );
  if (options.webDistDir) await registerWebApp(app, options.webDistDir);
  return app;
}
