/** The staff promo code tools (issue 21 item 5, ADR 72), registered from packages/contract/src/api/admin-content.ts. */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { changePromoCode, promoCodeDetail, setPromoActive } from './staff-service.ts';

export function registerStaffPromoRoutes(app: FastifyInstance): void {
  handle(app, endpoints['admin.promoCode'], ({ params }) => promoCodeDetail(app.db, params.id));
  handle(app, endpoints['admin.changePromoCode'], ({ user, params, body }) =>
    changePromoCode(app.db, user, params.id, body, app.clock.now()),
  );
  handle(app, endpoints['admin.deactivatePromoCode'], ({ user, params }) =>
    setPromoActive(app.db, user, params.id, false, app.clock.now()),
  );
  handle(app, endpoints['admin.reactivatePromoCode'], ({ user, params }) =>
    setPromoActive(app.db, user, params.id, true, app.clock.now()),
  );
}
