import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderFormDefaults, orderFormSchema, toUpdateOrderBody, type OrderFormValues } from './order-form-schema';

function messages(values: OrderFormValues): Record<string, string> {
  const result = v.safeParse(orderFormSchema, values, { abortPipeEarly: true });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('order form', () => {
  it('starts from the order, the amount with a comma', () => {
    expect(orderFormDefaults({ shippingCost: '350.50', managerComment: 'Отгрузка в пятницу' })).toEqual({
      shippingCost: '350,50',
      managerComment: 'Отгрузка в пятницу',
    });
    expect(orderFormDefaults({ shippingCost: null, managerComment: null })).toEqual({
      shippingCost: '',
      managerComment: '',
    });
  });

  it('explains a refused shipping cost in Russian', () => {
    expect(messages({ shippingCost: '12,345', managerComment: '' })).toEqual({
      shippingCost: 'Укажите сумму в рублях, не больше двух знаков после запятой: например, 1500 или 1500,50',
    });
    expect(messages({ shippingCost: '-100', managerComment: '' })).toEqual({
      shippingCost: 'Стоимость не может быть отрицательной',
    });
    expect(messages({ shippingCost: '', managerComment: 'я'.repeat(2001) })).toEqual({
      managerComment: 'Не больше 2000 символов',
    });
    expect(messages({ shippingCost: '1 500,5', managerComment: '' })).toEqual({});
  });

  it('sends only what changed: the exact amount, a trimmed comment, empties as null', () => {
    const values = { shippingCost: '1 500,5', managerComment: '  Позвонить перед доставкой ' };
    expect(toUpdateOrderBody(values, { shippingCost: true })).toEqual({ shippingCost: '1500.50' });
    expect(toUpdateOrderBody(values, { managerComment: true })).toEqual({
      managerComment: 'Позвонить перед доставкой',
    });
    expect(
      toUpdateOrderBody({ shippingCost: '', managerComment: ' ' }, { shippingCost: true, managerComment: true }),
    ).toEqual({ shippingCost: null, managerComment: null });
    expect(toUpdateOrderBody(values, {})).toBeNull();
  });
});
