import { useToast } from '@shop/ui-kit';
import { useState } from 'react';

/**
 * Runs one media call at a time: `pending` while it runs, a success toast (or `onDone`'s own
 * reaction) after it, and the failure's text as an error toast.
 */
export function useMediaCall(messageOf: (error: unknown) => string) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<unknown>, onDone?: () => void) => {
    setPending(true);
    try {
      await call();
      toast.success();
      onDone?.();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
