import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /classes: the teacher's classes. The table and the Create Class modal arrive with the class issues. */
export function ClassesPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('classes.title')} description={t('classes.description')} />;
}
