import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { sendError, registerErrorHandler } from './lib/error-handler';
import { createMailer, type Mailer } from './lib/mail';
import { resolveSecret } from './lib/secrets';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuth, type Auth } from './modules/auth/better-auth';
import { createCurrentUserResolver } from './modules/auth/current-user';
import { healthRoutes } from './modules/health/health.routes';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { usersRoutes } from './modules/users/users.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { officesRoutes } from './modules/offices/offices.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { savedFiltersRoutes } from './modules/saved-filters/saved-filters.routes';
import { createSealedBox } from './lib/sealed-box';

export const webDistDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
export const appVersion = packageJson.version;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that never look at the session (health, static files). */
    public?: boolean;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app from dist/web when it exists (off in API tests). */
  serveWeb?: boolean;
  mailer?: Mailer;
}

export interface AppServices {
  auth: Auth;
  mailer: Mailer;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance & { services: AppServices }> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    bodyLimit: 1024 * 1024,
    trustProxy: env.TRUST_PROXY === '1',
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API speaks JSON only: a text body is refused (415) rather than half-understood.
  app.removeContentTypeParser('text/plain');

  const production = env.NODE_ENV === 'production';
  const secret = resolveSecret({ value: env.AUTH_SECRET, dataDir: env.dataDir, name: 'AUTH_SECRET', production });
  const mailer = options.mailer ?? createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log });
  const auth = createAuth({ db: database.db, baseUrl: env.baseUrl, secret, secureCookies: production, mailer });
  const resolveCurrentUser = createCurrentUserResolver(auth, database.db, secret);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers and toasts with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Title Management System API', version: appVersion },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });

  // Cookies ride along on cross-site requests; a state-changing API call from another origin is
  // refused (better-auth applies the same rule to its own routes). Clients that send no Origin
  // (scripts, server-to-server) are not browsers carrying someone else's cookie.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (origin && origin !== env.baseUrl && request.url.startsWith('/api/')) {
      return sendError(reply, 'FORBIDDEN', 'Cross-site request refused');
    }
  });

  app.decorateRequest('currentUser', null);
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config?.public || !request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    request.currentUser = await resolveCurrentUser(request, reply);
  });

  await app.register(healthRoutes, { engine: database.engine, version: appVersion });
  await app.register(authRoutes, { db: database.db, auth, env, version: appVersion });
  await app.register(usersRoutes, { db: database.db });
  await app.register(outboxRoutes, { db: database.db });
  const box = createSealedBox(resolveSecret({ value: env.DATA_ENCRYPTION_KEY, dataDir: env.dataDir, name: 'DATA_ENCRYPTION_KEY', production }));
  await app.register(ordersRoutes, { db: database.db, timeZone: env.TIME_ZONE });
  await app.register(savedFiltersRoutes, { db: database.db });
  await app.register(clientsRoutes, { db: database.db, box, mailer, baseUrl: env.baseUrl });
  await app.register(officesRoutes, { db: database.db, timeZone: env.TIME_ZONE });
  await app.register(referenceRoutes, { db: database.db });
  await app.register(clientErrorsRoutes, { db: database.db, ratePerMinute: env.CLIENT_ERROR_RATE_LIMIT });

  const serveWeb = options.serveWeb !== false && existsSync(join(webDistDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      setHeaders(res, path) {
        // Hashed asset names never change content; index.html must always be revalidated.
        res.raw.setHeader('cache-control', path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !serveWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 'NOT_FOUND', `No route for ${request.method} ${path}`);
    }
    // History fallback: the web app's router decides what every other path shows.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  app.addHook('onClose', async () => {
    await database.close();
  });

  return Object.assign(app, { services: { auth, mailer } }) as FastifyInstance & { services: AppServices };
}
