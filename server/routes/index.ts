import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin';
import { bookWritesRoutes, booksRoutes } from './books';
import { checkoutRoutes } from './checkout';
import { contactsAdminRoutes, contactsRoutes } from './contacts';
import { imagesRoutes } from './images';
import { orderAdminRoutes, ordersRoutes } from './orders';
import { paymentsRoutes } from './payments';
import { purchasesRoutes } from './purchases';
import { reviewsRoutes } from './reviews';
import { sessionRoutes } from './session';
import { stockNotifyRoutes } from './stock-notify';
import { systemRoutes } from './system';
import { usersRoutes } from './users';

/** Everything under /api/v1, one plugin per resource. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(usersRoutes);
  await app.register(sessionRoutes);
  await app.register(imagesRoutes);
  await app.register(ordersRoutes);
  await app.register(booksRoutes);
  await app.register(reviewsRoutes);
  await app.register(contactsRoutes);
  await app.register(purchasesRoutes);
  await app.register(checkoutRoutes);
  await app.register(stockNotifyRoutes);
  await app.register(paymentsRoutes);
  // The control panel.
  await app.register(adminRoutes);
  await app.register(bookWritesRoutes);
  await app.register(orderAdminRoutes);
  await app.register(contactsAdminRoutes);
};
