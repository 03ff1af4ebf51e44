import { hasErrorCode } from '@shop/api-client';
import { ErrorCode, saveProblem, type ToastPolicy } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useToast } from '@shop/ui-kit';
import { flushSync } from 'react-dom';
import { useReloadOrder } from './order-queries';

/**
 * How the order desk words a refused call: the API's own message for a rule of the desk (12: more than is due, a
 * completion that is not paid, a file that is not a PDF), a document someone else removed (6) and goods sold on order
 * that are not on hand yet (14); the rest follow SPEC 8.
 */
export const ORDER_TOASTS: ToastPolicy = {
  explained: [ErrorCode.CheckViolation, ErrorCode.RecordNotFound, ErrorCode.ProductCannotBePurchased],
  serverWording: true,
};

/** Messages to show beside a form's fields, by field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Shows a form's field messages at once (`show` sets them) and moves the focus to the first field marked invalid,
 * so a keyboard or screen-reader user lands on what to fix.
 */
export function showFieldErrors(form: HTMLFormElement, show: () => void): void {
  flushSync(show);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Shows a refused call on one order. Code 32 (someone changed the order meanwhile): the conflict toast, `onConflict`
 * (a dialog closes), then the order reloaded as it is now. Details that name one of `fields` are returned, to show
 * beside them; anything else is one toast ({@link ORDER_TOASTS}). Resolves to {} when nothing belongs beside a field.
 */
export function useOrderFailure() {
  const toast = useToast();
  const reload = useReloadOrder();
  return async <Field extends string>(
    error: unknown,
    orderId: string,
    { fields = [], onConflict }: { fields?: readonly Field[]; onConflict?: () => void } = {},
  ): Promise<FieldErrors<Field>> => {
    if (hasErrorCode(error, ErrorCode.Conflict)) {
      toast.error(ru.adminOrders.info.conflict);
      onConflict?.();
      await reload(orderId);
      return {};
    }
    const problem = saveProblem(error, { fields }, ORDER_TOASTS);
    if (problem.kind === 'toast') {
      toast.error(problem.message);
      return {};
    }
    return Object.fromEntries(problem.problems.map(({ field, message }) => [field, message])) as FieldErrors<Field>;
  };
}

/**
 * Sends an order dialog's call: once it is done, the `done` toast and `onClose`; refused, {@link useOrderFailure}'s
 * reaction, with the messages that belong beside `fields` set through `setErrors` (the first field focused) and code
 * 32 closing the dialog.
 */
export function useDialogCall<Field extends string>(
  orderId: string,
  fields: readonly Field[],
  setErrors: (errors: FieldErrors<Field>) => void,
  onClose: () => void,
) {
  const toast = useToast();
  const showFailure = useOrderFailure();
  return async (form: HTMLFormElement, call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
      onClose();
    } catch (error) {
      const errors = await showFailure(error, orderId, { fields, onConflict: onClose });
      showFieldErrors(form, () => setErrors(errors));
    }
  };
}
