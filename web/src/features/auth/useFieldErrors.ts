import { useCallback, useState } from 'react';
import type { FormErrors } from '../../lib/form-errors.ts';
import { useLocalized } from '../../lib/i18n.ts';

/** Form error state plus `errorOf(field)` that renders an entry in the current locale. */
export function useFieldErrors() {
  const localize = useLocalized();
  const [errors, setErrors] = useState<FormErrors>({});
  const errorOf = useCallback(
    (field: string) => {
      const text = errors[field];
      return text ? localize(text) : undefined;
    },
    [errors, localize],
  );
  return { errors, setErrors, errorOf };
}
