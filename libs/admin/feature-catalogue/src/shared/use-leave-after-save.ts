import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaves a form for another page once it is saved. The target is set first and the navigation runs
 * in an effect of the next render, so the unsaved-changes guard (fed `dirty && !leaving`) has already
 * let go and does not ask about changes that were just saved.
 */
export function useLeaveAfterSave(): { leaving: boolean; leaveTo: (path: string) => void } {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target !== null) void navigate(target, { replace: true });
  }, [target, navigate]);
  return { leaving: target !== null, leaveTo: setTarget };
}
