import { randomUUID } from 'node:crypto';
import type { Schema } from '@shop/api-contract';
import {
  ORDER_DOCUMENT_LIMIT,
  amountDue,
  canChangeShipment,
  paymentStatusOf,
  type OrderDocumentKind,
} from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, fill, formatMoney, kopecksToDecimal, ru, toKopecks } from '@shop/i18n-ru';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Letter } from '../../mail/mailer';
import { Bucket } from '../../storage/buckets';
import type { FileStorage } from '../../storage/file-storage';
import type { UploadedFile } from '../../http/uploads';
import { moscowDay } from '../dashboard/moscow-days';
import type { UserRow } from '../identity/user';
import { orderPaidLetter, orderShippedLetter } from '../orders/letters';
import { orderNotFound, type OrderReader } from '../orders/order-reader';
import { orderTotal, type Order } from '../orders/present';
import type { OrderDocumentRow } from '../orders/fulfilment-rows';
import { findLetterAddress, findOrderHead } from '../orders/repository';
import { cleanTitle } from '../site-settings/input';
import * as repo from './repository';

export interface FulfilmentDependencies {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  reader: OrderReader;
  /** Sends a letter; a failure is logged, never undoes the step (the orders module's quiet sender). */
  send: (letter: Letter, kind: string) => Promise<void>;
  storefrontOrigin: string;
}

/** A document as a download. */
export interface DocumentFile {
  filename: string;
  body: Buffer;
}

const invalid = (message: string, field: string, detail = message) =>
  new AppError(ErrorCode.CheckViolation, { message, details: [{ field, message: detail }] });
const conflict = (message: string) => new AppError(ErrorCode.Conflict, { message });
const documentNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.orderDocumentNotFound });

/** A PDF starts with `%PDF-` (ISO 32000); the name a sender gives proves nothing. */
const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * The order desk's payments, shipments and closing documents (issue #28). Each step locks the order, so steps on one
 * order queue; its rules are @shop/domain's fulfilment rules, and the order's own status is left to the orders module.
 */
export function createFulfilmentService(deps: FulfilmentDependencies) {
  const { db, clock, storage, reader } = deps;

  /** The letter to the ordering account's confirmed e-mail; none while it is not confirmed. */
  async function tellCustomer(order: Order, letterOf: typeof orderPaidLetter, kind: string): Promise<void> {
    const to = await findLetterAddress(db, order.customer.id);
    if (to !== null) await deps.send(letterOf(order, to, deps.storefrontOrigin, BRAND_DEFAULT), kind);
  }

  return {
    /**
     * Records a payment or a refund. Codes: 6 no order; 32 a payment on a cancelled order; 12 a day in the future, a
     * payment above what is due (or on a paid order), a refund above what is paid. The customer is told when the order
     * becomes paid in full.
     */
    async recordPayment(admin: UserRow, orderId: string, input: Schema<'OrderPaymentInput'>): Promise<Order> {
      const now = clock.now();
      const amount = toKopecks(input.amount);
      if (amount <= 0n) throw invalid(ru.apiErrors.paymentRejected, 'amount', ru.apiErrors.amountPositive);
      if (input.paidOn > moscowDay(now))
        throw invalid(ru.apiErrors.paymentRejected, 'paidOn', ru.apiErrors.paidOnInFuture);
      const becamePaid = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (order === undefined) throw orderNotFound();
        const paid = toKopecks(order.paidAmount);
        const total = orderTotal(order.itemsTotal, order.shippingCost);
        if (input.kind === 'payment') {
          if (order.status === 'canceled') throw conflict(ru.apiErrors.paymentOnCanceledOrder);
          const due = amountDue(order.paidAmount, total ?? order.itemsTotal);
          if (due === 0n) throw invalid(ru.apiErrors.paymentNothingDue, 'amount');
          if (amount > due)
            throw invalid(
              ru.apiErrors.paymentRejected,
              'amount',
              fill(ru.apiErrors.paymentAboveDue, { due: formatMoney(due) }),
            );
        } else if (amount > paid) {
          throw invalid(
            ru.apiErrors.paymentRejected,
            'amount',
            fill(ru.apiErrors.refundAbovePaid, { paid: formatMoney(paid) }),
          );
        }
        const paidAmount = kopecksToDecimal(input.kind === 'payment' ? paid + amount : paid - amount);
        const paymentStatus = paymentStatusOf(paidAmount, total, true);
        await repo.insertPayment(
          tx,
          {
            orderId,
            kind: input.kind,
            amount: kopecksToDecimal(amount),
            paidOn: input.paidOn,
            documentNumber: input.documentNumber.trim(),
            comment: input.comment?.trim() || null,
            paymentStatus,
            recordedBy: admin.id,
            createdAt: now,
          },
          { paymentStatus, paidAmount },
          now,
        );
        return paymentStatus === 'paid' && order.paymentStatus !== 'paid';
      });
      const order = await reader.admin(orderId);
      if (becamePaid) await tellCustomer(order, orderPaidLetter, 'order_paid');
      return order;
    },

    /**
     * Takes the shipment a step (domain's canChangeShipment). Codes: 6 no order; 32 a cancelled order or a step not
     * allowed; 12 `shipped` without a carrier. `received` keeps the carrier and waybill it was shipped with, `preparing`
     * clears them. The customer is told when the goods are shipped or ready for pickup.
     */
    async changeShipment(admin: UserRow, orderId: string, input: Schema<'OrderShipmentInput'>): Promise<Order> {
      const now = clock.now();
      const carrier = input.carrier?.trim() || null;
      const waybillNumber = input.waybillNumber?.trim() || null;
      if (input.status === 'shipped' && carrier === null)
        throw invalid(ru.apiErrors.shipmentRejected, 'carrier', ru.apiErrors.carrierRequired);
      const announced = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (order === undefined) throw orderNotFound();
        if (order.status === 'canceled') throw conflict(ru.apiErrors.shipmentOnCanceledOrder);
        const from = order.shipmentStatus;
        const to = input.status;
        if (!canChangeShipment(from, to)) {
          const names = ru.orders.shipmentStatus;
          throw conflict(fill(ru.apiErrors.shipmentStepNotAllowed, { from: names[from], to: names[to] }));
        }
        const kept = to === 'received' ? { carrier: order.carrier, waybillNumber: order.waybillNumber } : null;
        const state = {
          shipmentStatus: to,
          carrier: to === 'preparing' ? null : (carrier ?? kept?.carrier ?? null),
          waybillNumber: to === 'preparing' ? null : (waybillNumber ?? kept?.waybillNumber ?? null),
        };
        await repo.insertShipmentChange(
          tx,
          {
            orderId,
            fromStatus: from,
            toStatus: to,
            carrier: state.carrier,
            waybillNumber: state.waybillNumber,
            comment: input.comment?.trim() || null,
            changedBy: admin.id,
            createdAt: now,
          },
          state,
          now,
        );
        return from !== to && (to === 'shipped' || to === 'ready_for_pickup');
      });
      const order = await reader.admin(orderId);
      if (announced) await tellCustomer(order, orderShippedLetter, 'order_shipped');
      return order;
    },

    /**
     * Attaches a PDF to the order in the private bucket. The file is written before the transaction and removed again
     * when it fails. Codes: 6 no order; 12 no file, an empty one, one that is not a PDF, or more than the limit.
     */
    async uploadDocument(
      admin: UserRow,
      orderId: string,
      form: { kind: OrderDocumentKind; file: UploadedFile | undefined; title: string | undefined },
    ): Promise<Order> {
      const { file } = form;
      if (file === undefined || file.body.length === 0)
        throw invalid(ru.apiErrors.orderDocumentEmpty, 'file', ru.apiErrors.orderDocumentEmpty);
      if (!isPdf(file.body)) throw invalid(ru.apiErrors.orderDocumentNotPdf, 'file');
      const head = await findOrderHead(db, orderId);
      if (head === undefined) throw orderNotFound();
      const now = clock.now();
      const path = `/order-documents/${orderId}/${randomUUID()}.pdf`;
      const title = cleanTitle(form.title ?? file.filename, 'pdf') || ru.orders.documentKind[form.kind];
      await storage.put(Bucket.Private, path, file.body, 'application/pdf');
      try {
        await db.transaction(async (tx) => {
          if ((await repo.lockOrder(tx, orderId)) === undefined) throw orderNotFound();
          if ((await repo.countDocuments(tx, orderId)) >= ORDER_DOCUMENT_LIMIT)
            throw invalid(fill(ru.apiErrors.orderDocumentLimit, { max: ORDER_DOCUMENT_LIMIT }), 'file');
          await repo.insertDocument(
            tx,
            { orderId, kind: form.kind, uploadedBy: admin.id, createdAt: now },
            {
              bucket: Bucket.Private,
              path,
              title,
              extension: 'pdf',
              mime: 'application/pdf',
              size: file.body.length,
              createdAt: now,
            },
          );
        });
      } catch (err) {
        await storage.delete(Bucket.Private, path).catch(() => undefined);
        throw err;
      }
      return reader.admin(orderId);
    },

    /** Removes a document (code 6 when the order has no such document); its file goes after the commit. */
    async deleteDocument(orderId: string, documentId: string): Promise<Order> {
      const file = await db.transaction((tx) => repo.deleteDocument(tx, orderId, documentId));
      if (file === undefined) throw documentNotFound();
      await storage.delete(file.bucket, file.path).catch(() => undefined);
      return reader.admin(orderId);
    },

    /** A document of any order, for the admin (code 6 when the order has no such document). */
    async adminDocument(orderId: string, documentId: string): Promise<DocumentFile> {
      return download(await repo.findDocument(db, orderId, documentId));
    },

    /** A document of the user's own order: code 16 when the order is someone else's, 6 when there is none. */
    async ownDocument(user: UserRow, orderId: string, documentId: string): Promise<DocumentFile> {
      const document = await repo.findDocument(db, orderId, documentId);
      const owner = document?.userId ?? (await findOrderHead(db, orderId))?.userId;
      if (owner === undefined) throw orderNotFound();
      if (owner !== user.id) throw new AppError(ErrorCode.UserNotOrderOwner);
      return download(document);
    },
  };

  async function download(document: OrderDocumentRow | undefined): Promise<DocumentFile> {
    const object = document === undefined ? null : await storage.get(document.file.bucket, document.file.path);
    if (document === undefined || object === null) throw documentNotFound();
    return { filename: `${document.title}.pdf`, body: object.body };
  }
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
