import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /edit/library/:tab: the authoring library. Its tabs and lists arrive with the authoring issues. */
export function LibraryPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('library.title')} description={t('library.description')} />;
}
