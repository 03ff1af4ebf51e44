import { ru } from '@shop/i18n-ru';
import { Button, Dialog } from '@shop/ui-kit';
import { useId, type FormEvent, type ReactNode } from 'react';
import './ui-data.css';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  /** The submit button's text; `danger` for a decision that takes something away (cancel, reject). */
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  submitDisabled?: boolean;
  /** While the call runs the submit button spins, and «Назад» and dismissing the dialog do nothing. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog that asks before a status change: its fields in a form, «Назад» and the submit button in the footer.
 * The caller validates in `onSubmit` (the form is `noValidate`, so the messages are the page's own, in Russian).
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  submitVariant = 'primary',
  submitDisabled = false,
  pending,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button type="button" variant="secondary" disabled={pending} onClick={onClose}>
            {ru.common.back}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="admin-form-dialog" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}
