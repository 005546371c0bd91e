import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, so tabs and screen-reader history say where you are. */
export const usePageTitle = (page: string) => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.pageTitle', { page });
  }, [page, t]);
};
