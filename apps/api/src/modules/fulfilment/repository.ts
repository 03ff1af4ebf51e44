import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderDocument, orderPayment, orders, orderShipmentChange, storedFile } from '../../db/schema';
import { documentColumns, type OrderDocumentRow } from '../orders/fulfilment-rows';
export type PaymentState = Pick<typeof orders.$inferSelect, 'paymentStatus' | 'paidAmount'>;
export type ShipmentState = Pick<typeof orders.$inferSelect, 'shipmentStatus' | 'carrier' | 'waybillNumber'>;

/** What a payment or shipment step checks, read under the order's lock. */
export type LockedOrder = Pick<
  typeof orders.$inferSelect,
  | 'status'
  | 'itemsTotal'
  | 'shippingCost'
  | 'paymentStatus'
  | 'paidAmount'
  | 'shipmentStatus'
  | 'carrier'
  | 'waybillNumber'
>;

/**
 * Locks the order for a payment or shipment step, so two steps on one order queue and each sees the other's result;
 * undefined when there is no such order.
 */
export async function lockOrder(tx: Db, orderId: string): Promise<LockedOrder | undefined> {
  const [row] = await tx
    .select({
      status: orders.status,
      itemsTotal: orders.itemsTotal,
      shippingCost: orders.shippingCost,
      paymentStatus: orders.paymentStatus,
      paidAmount: orders.paidAmount,
      shipmentStatus: orders.shipmentStatus,
      carrier: orders.carrier,
      waybillNumber: orders.waybillNumber,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** Records a payment or refund and the order's payment state after it. */
export async function insertPayment(
  tx: Db,
  payment: typeof orderPayment.$inferInsert,
  state: PaymentState,
  now: Date,
): Promise<void> {
  await tx.insert(orderPayment).values(payment);
  await tx
    .update(orders)
    .set({ ...state, updatedAt: now })
    .where(eq(orders.id, payment.orderId));
}

/** Records a shipment step and the order's shipment state after it. */
export async function insertShipmentChange(
  tx: Db,
  change: typeof orderShipmentChange.$inferInsert,
  state: ShipmentState,
  now: Date,
): Promise<void> {
  await tx.insert(orderShipmentChange).values(change);
  await tx
    .update(orders)
    .set({ ...state, updatedAt: now })
    .where(eq(orders.id, change.orderId));
}

/** How many documents an order carries. */
export async function countDocuments(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orderDocument).where(eq(orderDocument.orderId, orderId));
  return row?.n ?? 0;
}

/** Keeps a stored file as a document of the order. */
export async function insertDocument(
  tx: Db,
  document: { orderId: string; kind: OrderDocumentRow['kind']; uploadedBy: string; createdAt: Date },
  file: typeof storedFile.$inferInsert,
): Promise<void> {
  const [stored] = await tx.insert(storedFile).values(file).returning({ id: storedFile.id });
  if (stored === undefined) throw new Error('stored_file insert returned no row');
  await tx.insert(orderDocument).values({ ...document, fileId: stored.id });
}

/** One document of one order; undefined when the order has no such document. */
export async function findDocument(
  db: Db,
  orderId: string,
  documentId: string,
): Promise<(OrderDocumentRow & { userId: string }) | undefined> {
  const [row] = await db
    .select({ ...documentColumns, userId: orders.userId })
    .from(orderDocument)
    .innerJoin(storedFile, eq(storedFile.id, orderDocument.fileId))
    .innerJoin(orders, eq(orders.id, orderDocument.orderId))
    .where(and(eq(orderDocument.orderId, orderId), eq(orderDocument.id, documentId)))
    .limit(1);
  return row;
}

/** Removes a document and its file row; returns the file's place in storage, or undefined when there was none. */
export async function deleteDocument(
  tx: Db,
  orderId: string,
  documentId: string,
): Promise<{ bucket: string; path: string } | undefined> {
  const [gone] = await tx
    .delete(orderDocument)
    .where(and(eq(orderDocument.orderId, orderId), eq(orderDocument.id, documentId)))
    .returning({ fileId: orderDocument.fileId });
  if (gone === undefined) return undefined;
  const [file] = await tx
    .delete(storedFile)
    .where(eq(storedFile.id, gone.fileId))
    .returning({ bucket: storedFile.bucket, path: storedFile.path });
  return file;
}
