import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { orderDocument, orderPayment, orderShipmentChange, storedFile, users } from '../../db/schema';
import type { UserRefRow } from '../identity/user';

/**
 * The payment and shipment histories and the documents an order's page shows (issue #28). The fulfilment module
 * writes them; they are read here, below it, as part of the order.
 */

export type OrderPaymentRow = typeof orderPayment.$inferSelect;
export type OrderShipmentRow = typeof orderShipmentChange.$inferSelect;

/** A document of an order with the file it is kept as. */
export interface OrderDocumentRow {
  id: string;
  kind: (typeof orderDocument.$inferSelect)['kind'];
  title: string;
  size: number;
  createdAt: Date;
  file: { id: string; bucket: string; path: string; extension: string };
}

/** An order's payments, shipment steps and documents, oldest first, each with who made it. */
export interface Fulfilment {
  payments: (Omit<OrderPaymentRow, 'recordedBy'> & { recordedBy: UserRefRow | null })[];
  shipments: (Omit<OrderShipmentRow, 'changedBy'> & { changedBy: UserRefRow | null })[];
  documents: OrderDocumentRow[];
}

const actor = alias(users, 'actor');
const actorColumns = {
  id: actor.id,
  email: actor.email,
  firstName: actor.firstName,
  lastName: actor.lastName,
  companyTitle: actor.companyTitle,
};
const asUserRef = (ref: { id: string | null } | null): UserRefRow | null =>
  ref?.id == null ? null : (ref as UserRefRow);

/** The columns of a document and its file. */
export const documentColumns = {
  id: orderDocument.id,
  kind: orderDocument.kind,
  title: storedFile.title,
  size: storedFile.size,
  createdAt: orderDocument.createdAt,
  file: { id: storedFile.id, bucket: storedFile.bucket, path: storedFile.path, extension: storedFile.extension },
};

/** The payment and shipment histories and the documents of an order. */
export async function findFulfilment(db: Db, orderId: string): Promise<Fulfilment> {
  const [payments, shipments, documents] = await Promise.all([
    db
      .select({ payment: orderPayment, recordedBy: actorColumns })
      .from(orderPayment)
      .leftJoin(actor, eq(actor.id, orderPayment.recordedBy))
      .where(eq(orderPayment.orderId, orderId))
      .orderBy(asc(orderPayment.createdAt), asc(orderPayment.id)),
    db
      .select({ change: orderShipmentChange, changedBy: actorColumns })
      .from(orderShipmentChange)
      .leftJoin(actor, eq(actor.id, orderShipmentChange.changedBy))
      .where(eq(orderShipmentChange.orderId, orderId))
      .orderBy(asc(orderShipmentChange.createdAt), asc(orderShipmentChange.id)),
    db
      .select(documentColumns)
      .from(orderDocument)
      .innerJoin(storedFile, eq(storedFile.id, orderDocument.fileId))
      .where(eq(orderDocument.orderId, orderId))
      .orderBy(asc(orderDocument.createdAt), asc(orderDocument.id)),
  ]);
  return {
    payments: payments.map(({ payment, recordedBy }) => ({ ...payment, recordedBy: asUserRef(recordedBy) })),
    shipments: shipments.map(({ change, changedBy }) => ({ ...change, changedBy: asUserRef(changedBy) })),
    documents,
  };
}
