import { useUnsavedChangesGuard } from '@shop/admin-ui-data';
import { useToast } from '@shop/ui-kit';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toSaveProblem, type SaveErrorMapping } from './catalogue-errors';
import { useLeaveAfterSave } from './use-leave-after-save';

/**
 * The submit handler of a catalogue form, with the unsaved-changes guard on while the form is dirty.
 * `save` resolves with a path to leave for (a create opens the new record) or nothing (stay; the saved
 * values become the new baseline). A failure goes beside the fields it concerns, or into a toast.
 */
export function useFormSave<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  mapping: SaveErrorMapping<Path<Values>>,
  save: (values: Values) => Promise<string | void>,
) {
  const toast = useToast();
  const { leaving, leaveTo } = useLeaveAfterSave();
  useUnsavedChangesGuard(form.formState.isDirty && !leaving);

  return form.handleSubmit(async (values) => {
    try {
      const next = await save(values);
      toast.success();
      if (next) leaveTo(next);
      else form.reset(values);
    } catch (error) {
      const problem = toSaveProblem(error, mapping);
      if (problem.kind === 'toast') {
        toast.error(problem.message);
        return;
      }
      problem.problems.forEach(({ field, message }, index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    }
  });
}
