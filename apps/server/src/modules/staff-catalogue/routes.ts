/**
 * The staff catalogue and the masterclass form's pickers (issue 21 item 5, ADR 73), registered from their
 * declarations (packages/contract/src/api/admin-catalogue.ts: staff only). Thin: call the services.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { findMentorsForMasterclass, readImageForm, uploadMasterclassImage } from './masterclass-pickers.ts';
import { addEntry, readCatalogue, renameCatalogueEntry, setHidden, type CatalogueDeps } from './service.ts';

export const staffCatalogueModule: FastifyPluginCallback = (app, _options, done) => {
  const deps: CatalogueDeps = { db: app.db, clock: app.clock };

  handle(app, endpoints['admin.catalogue'], () => readCatalogue(app.db));
  handle(app, endpoints['admin.addCatalogueEntry'], async ({ user, params, body, reply }) =>
    reply.status(201).send(await addEntry(deps, user, params.list, body.name)),
  );
  handle(app, endpoints['admin.renameCatalogueEntry'], ({ user, params, body }) =>
    renameCatalogueEntry(deps, user, params.list, params.id, body.name),
  );
  handle(app, endpoints['admin.hideCatalogueEntry'], ({ user, params }) =>
    setHidden(deps, user, params.list, params.id, true),
  );
  handle(app, endpoints['admin.showCatalogueEntry'], ({ user, params }) =>
    setHidden(deps, user, params.list, params.id, false),
  );

  handle(app, endpoints['admin.masterclassMentors'], ({ query }) =>
    findMentorsForMasterclass(deps, query.search),
  );
  handle(
    app,
    endpoints['admin.uploadMasterclassImage'],
    async ({ user, request, reply }) =>
      reply.status(201).send(await uploadMasterclassImage({ ...deps, storage: app.storage }, user, request)),
    { preValidation: readImageForm },
  );
  done();
};
