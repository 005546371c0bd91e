import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /learn: the learner's home. The course home (banner, stages) arrives with the learning issues. */
export function LearnHomePage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <>
      <PageHeader title={t('learn.title')} />
      <Title order={2} size="h3" mb="xs">
        {t('learn.greeting', { name: user.first_name })}
      </Title>
      <Text>{t('learn.description')}</Text>
    </>
  );
}
