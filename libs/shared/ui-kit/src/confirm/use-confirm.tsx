import type { ReactNode } from 'react';
import { ru } from '@shop/i18n-ru';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { useOverlay } from '../overlay/overlay';

/** What {@link useConfirm}'s dialog asks. */
export interface ConfirmOptions {
  /** The question, e.g. 'Удалить файл «Прайс-лист»?'. */
  title: string;
  /** What follows from a yes, under the question. */
  description?: ReactNode;
  /** The red button's text, naming the action ('Удалить', 'Отозвать заявку'). */
  confirmLabel: string;
  /** The way out; 'Отмена' by default. */
  cancelLabel?: string;
}

/**
 * Asks before something that cannot be undone: a small dialog with the question, a way out and a red button.
 * Resolves true only when the visitor confirms (dismissing the dialog is a no). Needs an {@link OverlayProvider}.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const overlay = useOverlay();
  return async ({ title, description, confirmLabel, cancelLabel = ru.common.cancel }) => {
    const answer = await overlay.open<boolean>(({ close }) => (
      <Dialog
        title={title}
        description={description}
        size="sm"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {cancelLabel}
            </Button>
            <Button type="button" variant="danger" onClick={() => close(true)}>
              {confirmLabel}
            </Button>
          </>
        }
      />
    ));
    return answer === true;
  };
}
