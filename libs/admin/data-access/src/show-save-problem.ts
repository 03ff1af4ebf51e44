import { saveProblem, type FieldMapping, type ToastPolicy } from '@shop/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a failed save of a react-hook-form form: the messages that belong beside fields go there (the
 * first one focused), anything else is one error toast worded by `policy`.
 */
export function showSaveProblem<Values extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<Values>; toastError: (text: string) => void },
  mapping: FieldMapping<Path<Values>>,
  policy?: ToastPolicy,
): void {
  const problem = saveProblem(error, mapping, policy);
  if (problem.kind === 'toast') form.toastError(problem.message);
  else
    problem.problems.forEach(({ field, message }, index) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
}
