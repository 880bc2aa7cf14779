import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@web/lib/api-client';

/**
 * Puts the server's field errors (400 VALIDATION_FAILED `fields`) under the fields they name and
 * returns what could not be placed, for a message above the form.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldNames: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred. Please try again.';
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    const message = messages[0];
    if (!message) continue;
    if (fieldNames.includes(field)) setError(field as Path<T>, { type: 'server', message });
    else unplaced.push(message);
  }
  if (!error.fields || Object.keys(error.fields).length === 0) return error.message;
  return unplaced.length ? unplaced.join(' ') : null;
}
