import { useUnsavedChangesGuard } from '@shop/admin-ui-data';
import { showSaveProblem } from '@shop/admin-data-access';
import type { FieldMapping } from '@shop/errors';
import { useToast } from '@shop/ui-kit';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CATALOGUE_TOASTS } from './catalogue-errors';

/**
 * The submit handler of a catalogue form, with the unsaved-changes guard on while the form is dirty.
 * `save` resolves with a path to leave for (a create opens the new record) or nothing (stay; the saved
 * values become the new baseline). A failure goes beside the fields it concerns, or into a toast.
 * `alsoDirty` adds unsaved edits held outside the form on the same page: a router honours one
 * blocker only, so a page has one guard.
 */
export function useFormSave<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  mapping: FieldMapping<Path<Values>>,
  save: (values: Values) => Promise<string | void>,
  { alsoDirty = false }: { alsoDirty?: boolean } = {},
) {
  const toast = useToast();
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useUnsavedChangesGuard((form.formState.isDirty || alsoDirty) && leaveTo === null);
  // Declared after the guard on purpose: effects run in order, so the router's blocker has already
  // been told the form is clean when this navigation starts.
  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  return form.handleSubmit(async (values) => {
    try {
      const next = await save(values);
      toast.success();
      if (next) setLeaveTo(next);
      else form.reset(values);
    } catch (error) {
      showSaveProblem(error, { setError: form.setError, toastError: toast.error }, mapping, CATALOGUE_TOASTS);
    }
  });
}
