import { useTranslation } from 'react-i18next';

export interface PagerLabels {
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageLabel: (page: number) => string;
}

/** The ui-kit Pager's accessible names in the current language: spread them onto every pager. */
export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation();
  return {
    label: t('pager.label'),
    previousLabel: t('pager.previous'),
    nextLabel: t('pager.next'),
    pageLabel: (page) => t('pager.page', { page }),
  };
}
