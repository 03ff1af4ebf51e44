import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ru } from '@shop/i18n-ru';
import { cx } from '../lib/cx';
import { useOverlayItem } from '../overlay/overlay';

/** Props of {@link Dialog}. */
export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (buttons), right-aligned; stacks on phones. */
  footer?: ReactNode;
  /** Controlled open state; inside `useOverlay().open` it follows the overlay automatically. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Element that opens an uncontrolled dialog (wrapped with radix's Trigger asChild). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog on radix with a title, optional description and a close button 'Закрыть'.
 * Inside an overlay (`useOverlay().open(({ close }) => <Dialog …/>)`) dismissing it (Escape, backdrop, close button)
 * closes the overlay with an undefined result, and it stays mounted until its leave animation ends.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  open,
  onOpenChange,
  trigger,
  size = 'md',
}: DialogProps) {
  const overlay = useOverlayItem();
  const isOpen = open ?? overlay?.isOpen;
  const handleOpenChange = (next: boolean) => {
    onOpenChange?.(next);
    if (!next) overlay?.close(undefined);
  };
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog-backdrop ui-motion" />
        <RadixDialog.Content
          className={cx('ui-dialog', `ui-dialog--${size}`, 'ui-motion')}
          // Radix warns about a missing description unless told explicitly there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-dialog__close" aria-label={ru.common.close}>
              <svg
                viewBox="0 0 24 24"
                width="18"
                height="18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description>
          )}
          {children && <div className="ui-dialog__body">{children}</div>}
          {footer && <div className="ui-dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
