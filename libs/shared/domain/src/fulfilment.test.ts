import { describe, expect, it } from 'vitest';
import {
  SHIPMENT_STATUSES,
  amountDue,
  canChangeShipment,
  completionBlockers,
  isShipped,
  paymentStatusOf,
} from './fulfilment';

describe('payment status', () => {
  it('awaits payment until money comes, then is partly paid until the total is reached', () => {
    expect(paymentStatusOf('0', '1000.00', false)).toBe('awaiting');
    expect(paymentStatusOf('0.01', '1000.00', false)).toBe('partially_paid');
    expect(paymentStatusOf('999.99', '1000.00', false)).toBe('partially_paid');
    expect(paymentStatusOf('1000.00', '1000.00', false)).toBe('paid');
  });

  it('is never paid in full while the total is unknown (no shipping cost yet)', () => {
    expect(paymentStatusOf('5000.00', null, false)).toBe('partially_paid');
  });

  it('is refunded when everything paid was given back, and awaiting when nothing was ever paid', () => {
    expect(paymentStatusOf('0.00', '1000.00', true)).toBe('refunded');
    expect(paymentStatusOf('0.00', '1000.00', false)).toBe('awaiting');
    expect(paymentStatusOf('400.00', '1000.00', true)).toBe('partially_paid');
  });

  it('owes the total less what is paid, exactly and never below zero', () => {
    expect(amountDue('333.33', '1000.00')).toBe(66_667n);
    expect(amountDue('1000.00', '1000.00')).toBe(0n);
    expect(amountDue('1200.00', '1000.00')).toBe(0n);
  });
});

describe('shipment', () => {
  it('goes forward from preparing to shipped or pickup and on to received, which is final', () => {
    expect(canChangeShipment('preparing', 'shipped')).toBe(true);
    expect(canChangeShipment('preparing', 'ready_for_pickup')).toBe(true);
    expect(canChangeShipment('shipped', 'received')).toBe(true);
    expect(canChangeShipment('ready_for_pickup', 'received')).toBe(true);
    expect(canChangeShipment('preparing', 'received')).toBe(false);
    for (const to of SHIPMENT_STATUSES) expect(canChangeShipment('received', to)).toBe(false);
  });

  it('may step back to preparing to correct a mistake, and re-ship to correct the waybill', () => {
    expect(canChangeShipment('shipped', 'preparing')).toBe(true);
    expect(canChangeShipment('ready_for_pickup', 'preparing')).toBe(true);
    expect(canChangeShipment('shipped', 'shipped')).toBe(true);
    expect(canChangeShipment('preparing', 'preparing')).toBe(false);
    expect(canChangeShipment('shipped', 'ready_for_pickup')).toBe(false);
  });

  it('counts everything past preparing as shipped', () => {
    expect(SHIPMENT_STATUSES.filter(isShipped)).toEqual(['shipped', 'ready_for_pickup', 'received']);
  });
});

describe('completion', () => {
  it('needs the order paid in full and shipped', () => {
    expect(completionBlockers({ paymentStatus: 'paid', shipmentStatus: 'received' })).toEqual([]);
    expect(completionBlockers({ paymentStatus: 'paid', shipmentStatus: 'ready_for_pickup' })).toEqual([]);
    expect(completionBlockers({ paymentStatus: 'partially_paid', shipmentStatus: 'shipped' })).toEqual(['not_paid']);
    expect(completionBlockers({ paymentStatus: 'refunded', shipmentStatus: 'preparing' })).toEqual([
      'not_paid',
      'not_shipped',
    ]);
  });
});
