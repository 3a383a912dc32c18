/**
 * The submit of a dialog's form: busy while it runs; the server's field errors at their fields,
 * any other refusal (a 409, for example) as words for the dialog to show (`problem`).
 */
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { ApiError } from './api';
import { formFieldName } from './translated';

export function useDialogSubmit<Values>(form: FormInstance<Values>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) {
        form.setFields(error.fieldErrors.map((f) => ({ name: formFieldName(f.field) as never, errors: [f.message] })));
      } else {
        setProblem(error instanceof ApiError ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  }

  const clearProblem = useCallback(() => setProblem(null), []);

  return { busy, problem, clearProblem, submit };
}
