import { ru } from '@shop/i18n-ru';
import { Button, Dialog, useOverlay } from '@shop/ui-kit';

/** Asks a yes/no question in a dialog; resolves true only when the admin confirms. */
export function useConfirm() {
  const overlay = useOverlay();
  return async (question: string, confirmLabel: string = ru.common.confirm): Promise<boolean> => {
    const answer = await overlay.open<boolean>(({ close }) => (
      <Dialog
        title={question}
        size="sm"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {ru.common.cancel}
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
