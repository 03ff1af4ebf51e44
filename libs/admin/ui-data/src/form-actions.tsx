import { Button } from '@shop/ui-kit';
import type { ReactNode } from 'react';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The submit button's text ('Создать', 'Сохранить'). */
  submitLabel: string;
  /** True while the form is being saved: the button shows it and takes no second click. */
  saving: boolean;
  /** More buttons after the submit one. */
  children?: ReactNode;
}

/** The footer of a record form: its submit button, busy while the form saves. */
export function FormActions({ submitLabel, saving, children }: FormActionsProps) {
  return (
    <div className="admin-form-actions">
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
      {children}
    </div>
  );
}
