/**
 * Builds the application: external plugins, then the platform (errors, security headers, compression,
 * OpenAPI, static web app), then the domain modules. Everything the app needs from outside (configuration,
 * database, clock, mailer, file storage) is passed in or chosen by the configuration, so tests build the
 * same app on a test database.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DISMISSED_MASTERCLASS_COOKIE, MAX_JSON_BODY_BYTES, SERVER_TIME_HEADER } from '@app/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './platform/clock.ts';
import { trustFunction } from './platform/client-address.ts';
import {
  answerConnectionError,
  answerFrameworkError,
  installErrorHandling,
} from './platform/error-handler.ts';
import { rejectNulCharacters } from './platform/input-guards.ts';
import { Scheduler } from './platform/jobs.ts';
import { Outbox, type FileRemoval, type RealtimeMessage } from './platform/outbox.ts';
import type { MailMessage, Mailer } from './platform/mail/mailer.ts';
import { securityHeaders } from './platform/security.ts';
import { compression } from './platform/compression.ts';
import { openApi } from './platform/openapi.ts';
import { openFileStorage, type FileStorage } from './platform/storage.ts';
import { uploads } from './platform/uploads.ts';
import { gracefulClose } from './platform/graceful-close.ts';
import { publicCache } from './platform/public-cache/plugin.ts';
import { publicAddress } from './platform/public-address.ts';
import { webApp } from './platform/web-static.ts';
import { authModule } from './modules/auth/index.ts';
import { systemModule } from './modules/system/index.ts';
import { devModule } from './modules/dev/index.ts';
import { catalogueModules } from './modules/mentors/index.ts';
import { payments } from './platform/payments/plugin.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { bookingsModule, checkoutAgainModule } from './modules/bookings/index.ts';
import { promoCodesModule } from './modules/promo-codes/index.ts';
import { packagesModule } from './modules/packages/index.ts';
import { reschedulingModule } from './modules/rescheduling/index.ts';
import { noShowModule } from './modules/no-show/index.ts';
import { practiceModule } from './modules/practice/index.ts';
import { calendarModule } from './modules/calendar/index.ts';
import { studentsModule } from './modules/students/index.ts';
import { adminApplicationsModule } from './modules/admin-applications/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { backOfficeModule, backOfficeOperationsModule } from './modules/back-office/index.ts';
import { staffCatalogueModule } from './modules/staff-catalogue/index.ts';
import { mentorApplicationModule, sanitizeIntroduction } from './modules/mentor-application/index.ts';
import { payoutsModule } from './modules/payouts/index.ts';
import { realtime } from './platform/realtime/plugin.ts';
import { realtimeModule } from './modules/realtime/index.ts';
import { conversationsModule, presencePlugin } from './modules/conversations/index.ts';
import { lessonRoomModule } from './modules/lesson-room/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { supportModule } from './modules/support/index.ts';
import { activeMasterclasses, webinarsModule } from './modules/webinars/index.ts';
import { pageHead, publicPagesModule } from './modules/public-pages/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** The one the configuration chooses unless given (the server shares its own with the demo seed). */
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    clock: Clock;
    /** The transport the outbox delivers mail through; modules write mail with `outbox.mailer(tx)`. */
    mailer: Mailer;
    outbox: Outbox;
    scheduler: Scheduler;
    /** Where portraits and uploaded photos are kept, served at /media/ (ADR 33). */
    storage: FileStorage;
  }
}

export type App = FastifyInstance;

/** The banner this browser dismissed (its own cookie), so the page is drawn without it (ADR 52). */
function dismissedMasterclass(cookie: string | undefined): { dismissedMasterclassId?: number } {
  return cookie && /^\d{1,9}$/.test(cookie) ? { dismissedMasterclassId: Number(cookie) } : {};
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: MAX_JSON_BODY_BYTES,
    // request.ip, the key of every per-IP limit: X-Forwarded-For only as far as TRUST_PROXY vouches for it.
    trustProxy: trustFunction(deps.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerConnectionError,
    // Fastify's 10 s per plugin failed a test file's start-up on a machine at load 9 (two suites and two
    // builds on two cores), with nothing hung. A plugin that truly hangs still fails, a minute later.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('preValidation', rejectNulCharacters);
  // The browser times join windows and countdowns by the server's clock (the dev clock in development).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header(SERVER_TIME_HEADER, deps.clock.now().toISOString());
  });

  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('clock', deps.clock);
  app.decorate('mailer', deps.mailer);
  app.decorate('storage', deps.storage ?? (await openFileStorage(deps.config)));
  const outbox = new Outbox(deps.database, deps.clock, app.log);
  const { mailer } = deps;
  if (mailer.sendInTransaction) {
    const send = mailer.sendInTransaction.bind(mailer);
    outbox.handleInTransaction('mail', (tx, message) => send(tx, message as MailMessage));
  } else {
    outbox.handle('mail', (message) => mailer.send(message as MailMessage));
  }
  app.decorate('outbox', outbox);
  // A file a committed change no longer refers to (ADR 71); the storage's remove succeeds when it is gone.
  outbox.handle('file-removal', (payload) => app.storage.remove((payload as FileRemoval).path));
  app.decorate('scheduler', new Scheduler(deps.database, deps.clock, app.log, outbox));
  // What an answer wrote to the outbox is delivered before the answer leaves (mail, events), as a
  // caller expects; a failed delivery stays in the outbox for the retries and never fails the answer.
  // Each answer runs in a scope of its own, so its drain knows whether it wrote anything.
  app.addHook('onRequest', (_request, _reply, done) => outbox.scopeAnswer(done));
  app.addHook('onSend', async () => {
    await outbox.drainIfPending().catch((err: unknown) => app.log.error({ err }, 'outbox drain failed'));
  });

  // First: a page opened on another loopback name goes to PUBLIC_URL before anything reads the request.
  await app.register(publicAddress);
  await app.register(cookie);
  await app.register(securityHeaders);
  // Before every route: @fastify/compress hooks into the routes declared after it.
  await app.register(compression);
  await app.register(uploads);
  await app.register(gracefulClose);
  await app.register(openApi);
  // Before the modules: the routes declared `publicCache` serve visitors through it.
  await app.register(publicCache);
  // Before the domain modules: they register their channel checks on app.realtime.
  await app.register(realtime);
  outbox.handle('realtime', (message) => {
    const { channel, event, data } = message as RealtimeMessage;
    return app.realtime.publish(channel, event, data);
  });

  await app.register(systemModule);
  await app.register(authModule);
  await app.register(realtimeModule);
  // Presence (R6's "offline") is a root hook: every authenticated API call counts as being seen.
  await app.register(presencePlugin);
  await app.register(conversationsModule);
  await app.register(catalogueModules);
  // Payments first: the bookings module subscribes to its verified checkout events.
  await app.register(payments);
  await app.register(paymentsModule);
  await app.register(bookingsModule);
  await app.register(reschedulingModule);
  await app.register(promoCodesModule);
  await app.register(packagesModule);
  await app.register(lessonRoomModule);
  await app.register(checkoutAgainModule);
  await app.register(noShowModule);
  await app.register(practiceModule);
  await app.register(calendarModule);
  await app.register(studentsModule);
  await app.register(adminApplicationsModule);
  await app.register(auditModule);
  await app.register(backOfficeModule);
  await app.register(backOfficeOperationsModule);
  await app.register(staffCatalogueModule);
  await app.register(mentorApplicationModule);
  await app.register(payoutsModule);
  await app.register(settingsModule);
  await app.register(supportModule);
  await app.register(webinarsModule);
  await app.register(publicPagesModule);
  if (deps.config.devRoutes) await app.register(devModule);

  // Last: the built web app with history fallback; unknown /api paths stay JSON 404s. Every page carries
  // the answers its first screen needs (the navbar's masterclass banner), so it is drawn once, complete.
  await app.register(webApp, {
    initialData: async (request) => ({
      activeMasterclasses: await activeMasterclasses(app),
      ...dismissedMasterclass(request.cookies[DISMISSED_MASTERCLASS_COOKIE]),
    }),
    sanitizeRichText: sanitizeIntroduction,
    pageHead: (request) => pageHead(app, request),
  });
  return app;
}
