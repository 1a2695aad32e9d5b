'use client';

/**
 * A modal window on Radix Dialog (focus trapped inside, Escape and the ✕ close it, focus goes back to
 * the button that opened it). For a yes/no question before a destructive action use ConfirmDialog.
 *
 *   const [open, setOpen] = useState(false);
 *   <Dialog
 *     open={open}
 *     onOpenChange={setOpen}
 *     trigger={<button className="button">Ver entregas</button>}
 *     title="Entregas do webhook"
 *     description="As últimas 20 tentativas."
 *   >
 *     <WebhookDeliveries endpointId={id} />
 *   </Dialog>
 */

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (rendered in place); focus returns to it on close. */
  trigger?: ReactNode;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** Wider content (tables, previews). */
  wide?: boolean;
  children: ReactNode;
}

export function Dialog({ open, onOpenChange, trigger, title, description, wide, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className={`dialog${wide ? ' dialog-wide' : ''}`} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="button button-small button-ghost" aria-label="Fechar">
              ✕
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="muted dialog-description">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
