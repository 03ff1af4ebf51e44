import type { OrderDocumentKind } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_DOCUMENT_MAX_BYTES } from '@shop/domain';
import { contentDisposition } from '../../http/content-disposition';
import type { Handlers } from '../../http/operations';
import { uploadedFile } from '../../http/uploads';
import type { Identity } from '../identity/identity';
import type { DocumentFile, FulfilmentService } from './service';

/** A document as a private PDF download: never cached on the way, since it belongs to one buyer. */
function sendDocument(reply: FastifyReply, file: DocumentFile): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** Payments, shipments and documents of orders. Admin operations are guarded by the admin hook; each names who acted. */
export function fulfilmentHandlers({ fulfilment, identity }: { fulfilment: FulfilmentService; identity: Identity }) {
  return {
    recordOrderPayment: async (req) => {
      const { user } = await identity.requireRoot(req);
      return { payload: { order: await fulfilment.recordPayment(user, req.params.orderId, req.body) } };
    },

    changeOrderShipment: async (req) => {
      const { user } = await identity.requireRoot(req);
      return { payload: { order: await fulfilment.changeShipment(user, req.params.orderId, req.body) } };
    },

    uploadOrderDocument: {
      config: { multipartOptions: { limits: { fileSize: ORDER_DOCUMENT_MAX_BYTES, files: 1 } } },
      handler: async (
        req: FastifyRequest<{ Params: { orderId: string }; Body: { kind: OrderDocumentKind; title?: string } }>,
      ) => {
        const { user } = await identity.requireRoot(req);
        const form = { kind: req.body.kind, title: req.body.title, file: uploadedFile(req, 'file') };
        return { payload: { order: await fulfilment.uploadDocument(user, req.params.orderId, form) } };
      },
    },

    getAdminOrderDocument: async (req, reply) =>
      sendDocument(reply, await fulfilment.adminDocument(req.params.orderId, req.params.documentId)),

    deleteOrderDocument: async (req) => ({
      payload: { order: await fulfilment.deleteDocument(req.params.orderId, req.params.documentId) },
    }),

    getOrderDocument: async (req, reply) => {
      const { user } = await identity.requireSignedIn(req);
      return sendDocument(reply, await fulfilment.ownDocument(user, req.params.orderId, req.params.documentId));
    },
  } satisfies Handlers<'fulfilment'>;
}
