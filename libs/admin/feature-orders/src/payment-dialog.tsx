import { FormDialog } from '@shop/admin-ui-data';
import type { PaymentKind } from '@shop/domain';
import { fill, formatMoney, ru, toKopecks } from '@shop/i18n-ru';
import { Input, Select, Textarea } from '@shop/ui-kit';
import { useState, type FormEvent } from 'react';
import { showFieldErrors, useDialogCall, type FieldErrors } from './order-failure';
import { commentOrNull, MANAGER_COMMENT_MAX } from './order-form-schema';
import { moscowToday } from './order-fulfilment';
import { moneyToInput, parseMoney, type MoneyProblem } from './order-money';
import { useRecordPayment } from './order-queries';
import type { Order, OrderPaymentBody } from './orders-api';
import { useOrdersApi } from './orders-api-context';

const t = ru.adminOrders.info.paymentDialog;
/** The contract's limit on a payment document number. */
const DOCUMENT_NUMBER_MAX = 50;

type Field = 'kind' | 'amount' | 'paidOn' | 'documentNumber' | 'comment';
const FIELDS: readonly Field[] = ['kind', 'amount', 'paidOn', 'documentNumber', 'comment'];

const AMOUNT_PROBLEMS: Readonly<Record<MoneyProblem, string>> = {
  invalid: t.amountInvalid,
  negative: t.amountPositive,
  tooLarge: t.amountTooLarge,
};

/** True while money can come in: the order is not cancelled and something is left to pay. */
export function canRecordPayment(order: Pick<Order, 'status' | 'payment'>): boolean {
  return order.status !== 'canceled' && toKopecks(order.payment.amountDue) > 0n;
}

/** True once something is paid that could be given back. */
export function canRefund(order: Pick<Order, 'payment'>): boolean {
  return toKopecks(order.payment.paidAmount) > 0n;
}

/** A payment starts with what is left to pay; a refund with nothing, as a full refund is the rarer case. */
const amountFor = (order: Order, kind: PaymentKind) =>
  kind === 'payment' ? moneyToInput(order.payment.amountDue) : '';

/** The amount as the contract's decimal string, or the message of why it is not one (none, zero, malformed). */
function checkedAmount(text: string): { value: string } | { error: string } {
  const parsed = parseMoney(text);
  if (!parsed.ok) return { error: AMOUNT_PROBLEMS[parsed.problem] };
  if (parsed.value === null) return { error: t.amountRequired };
  return toKopecks(parsed.value) > 0n ? { value: parsed.value } : { error: t.amountPositive };
}

/** Props of {@link PaymentDialog}. */
export interface PaymentDialogProps {
  order: Order;
  /** What the button that opened the dialog records; the dialog's select can switch it. */
  kind: PaymentKind;
  onClose: () => void;
}

/**
 * Records a payment or a refund of an order from the bank statement: the amount (exact, checked as text), the day the
 * money moved (Moscow's today at the latest), the payment document number and a comment. The API's field messages
 * show beside the fields; code 32 closes the dialog with a toast and reloads the order.
 */
export function PaymentDialog({ order, kind: initialKind, onClose }: PaymentDialogProps) {
  const api = useOrdersApi();
  const record = useRecordPayment(api);
  const today = moscowToday();
  const [kind, setKind] = useState<PaymentKind>(initialKind);
  const [amount, setAmount] = useState(() => amountFor(order, initialKind));
  const [paidOn, setPaidOn] = useState(today);
  const [documentNumber, setDocumentNumber] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const send = useDialogCall(order.id, FIELDS, setErrors, onClose);
  const kinds = [
    ...(canRecordPayment(order) ? ['payment' as const] : []),
    ...(canRefund(order) ? ['refund' as const] : []),
  ];
  const paying = kind === 'payment';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkedAmount(amount);
    const found: FieldErrors<Field> = {
      ...('error' in checked ? { amount: checked.error } : {}),
      ...(paidOn === '' ? { paidOn: t.paidOnRequired } : paidOn > today ? { paidOn: t.paidOnInFuture } : {}),
      ...(documentNumber.trim() === '' ? { documentNumber: t.documentNumberRequired } : {}),
    };
    showFieldErrors(form, () => setErrors(found));
    if (!('value' in checked) || Object.keys(found).length > 0) return;
    const body: OrderPaymentBody = { kind, amount: checked.value, paidOn, documentNumber: documentNumber.trim() };
    const note = commentOrNull(comment);
    if (note !== null) body.comment = note;
    await send(
      form,
      () => record.mutateAsync({ orderId: order.id, body }),
      paying ? t.recordedPayment : t.recordedRefund,
    );
  };

  const number = String(order.number);
  return (
    <FormDialog
      title={fill(paying ? t.paymentTitle : t.refundTitle, { number })}
      description={
        paying
          ? fill(t.paymentDescription, { due: formatMoney(order.payment.amountDue) })
          : fill(t.refundDescription, { paid: formatMoney(order.payment.paidAmount) })
      }
      submitLabel={paying ? t.submitPayment : t.submitRefund}
      submitVariant={paying ? 'primary' : 'danger'}
      pending={record.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Select
        label={t.kind}
        value={kind}
        error={errors.kind}
        onChange={(event) => {
          const next = event.target.value as PaymentKind;
          setKind(next);
          setAmount(amountFor(order, next));
        }}
      >
        {kinds.map((option) => (
          <option key={option} value={option}>
            {ru.orders.paymentKind[option]}
          </option>
        ))}
      </Select>
      <Input
        label={t.amount}
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        hint={t.amountHint}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Input
        label={t.paidOn}
        type="date"
        required
        max={today}
        value={paidOn}
        error={errors.paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
      />
      <Input
        label={t.documentNumber}
        autoComplete="off"
        required
        maxLength={DOCUMENT_NUMBER_MAX}
        value={documentNumber}
        hint={t.documentNumberHint}
        error={errors.documentNumber}
        onChange={(event) => setDocumentNumber(event.target.value)}
      />
      <Textarea
        label={t.comment}
        rows={2}
        maxLength={MANAGER_COMMENT_MAX}
        value={comment}
        error={errors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </FormDialog>
  );
}
