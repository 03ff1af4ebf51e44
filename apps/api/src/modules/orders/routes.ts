import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../http/content-disposition';
import type { Handlers } from '../../http/operations';
import type { Identity } from '../identity/identity';
import type { RateLimiter } from '../identity/rate-limit';
import { ordersExportFileName, writeOrdersWorkbook } from './export-workbook';
import type { InvoiceFile, OrdersService } from './service';

/** What the order handlers use. */
export interface OrdersRouteDependencies {
  orders: OrdersService;
  identity: Identity;
  clock: { now(): Date };
  /** Checkout and cancel send letters: limited per account and per address (`checkout`, `cancelOrder`). */
  rateLimiter: RateLimiter;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The checkout, the customer's orders and the admin's order desk. Admin operations are guarded by the admin hook. */
export function ordersHandlers({ orders, identity, clock, rateLimiter }: OrdersRouteDependencies) {
  const sendPdf = async (reply: FastifyReply, file: InvoiceFile) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(file.filename))
      .header('cache-control', 'private, no-store')
      .send(file.body);

  return {
    checkout: async (req) => {
      const { user } = await identity.requireCustomer(req);
      await rateLimiter.consume('checkout', req.ip, user.id);
      const key = req.headers['idempotency-key'];
      return { payload: { order: await orders.checkout(user, req.body, typeof key === 'string' ? key : undefined) } };
    },

    getCheckoutPrefill: async (req) => {
      const { user } = await identity.requireCustomer(req);
      return { payload: { checkoutPrefill: await orders.prefill(user) } };
    },

    listOrders: async (req) => {
      const { user } = await identity.requireSignedIn(req);
      const { page = 1, limit = 20, status } = req.query;
      return { payload: await orders.listOwn(user, status, { page, limit }) };
    },

    getOrder: async (req) => {
      const { user } = await identity.requireSignedIn(req);
      return { payload: { order: await orders.getOwn(user, req.params.orderId) } };
    },

    cancelOrder: async (req) => {
      const { user } = await identity.requireSignedIn(req);
      await rateLimiter.consume('cancelOrder', req.ip, user.id);
      return { payload: { order: await orders.cancelOwn(user, req.params.orderId) } };
    },

    getOrderInvoice: async (req, reply) => {
      const { user } = await identity.requireSignedIn(req);
      return sendPdf(reply, await orders.ownInvoice(user, req.params.orderId));
    },

    listAdminOrders: async (req) => {
      const { page = 1, limit = 20, ...query } = req.query;
      return { payload: await orders.listAdmin(query, { page, limit }) };
    },

    exportAdminOrders: async (req, reply) => {
      const body = new PassThrough();
      // The workbook streams into the reply as its rows are read; a failure half-way ends the download broken
      // (a reply's status cannot change once sent) and is logged.
      writeOrdersWorkbook(orders.exportRows(req.query), body).catch((err: unknown) => {
        req.log.error({ err }, 'order export failed');
        body.destroy(err as Error);
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(ordersExportFileName(clock.now())))
        .header('cache-control', 'private, no-store')
        .send(body);
    },

    getAdminOrder: async (req) => ({ payload: { order: await orders.getAdmin(req.params.orderId) } }),

    getAdminOrderInvoice: async (req, reply) => sendPdf(reply, await orders.adminInvoice(req.params.orderId)),

    updateOrder: async (req) => ({ payload: { order: await orders.update(req.params.orderId, req.body) } }),

    changeOrderStatus: async (req) => {
      const { user } = await identity.requireRoot(req);
      return { payload: { order: await orders.changeStatus(user, req.params.orderId, req.body) } };
    },
  } satisfies Handlers<'orders'>;
}
