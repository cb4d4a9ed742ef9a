import { useTranslation } from 'react-i18next';
import { ApiError } from '@platform/shared/api-client';
import type { FieldError } from '@platform/shared/validation';
import { fillMinMax } from '@platform/shared/validation';

/** Translates catalogue codes and field errors, filling (min) and (max). */
export function useErrorText() {
  const { t } = useTranslation();
  return {
    apiError: (error: unknown) =>
      t(`errors.${error instanceof ApiError ? error.code : 'UNKNOWN'}`, {
        defaultValue: t('errors.UNKNOWN'),
      }),
    fieldError: (error: FieldError | undefined | null) => {
      if (!error) return null;
      const text = t(error.key);
      const min = error.params?.min;
      const max = error.params?.max;
      return typeof min === 'number' && typeof max === 'number' ? fillMinMax(text, min, max) : text;
    },
  };
}
