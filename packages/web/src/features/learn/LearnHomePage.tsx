import { hasRole } from '@brickyard/core';
import { Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { JoinClassModal } from './JoinClassModal.tsx';

/** /learn: the learner's home. The course home (banner, stages) arrives with the learning issues. */
export function LearnHomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const [joining, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={t('learn.title')} />
        {hasRole(user, 'student') && (
          <Button variant="light" leftSection={<IconUsersPlus size={16} aria-hidden />} onClick={open}>
            {t('joinClass.open')}
          </Button>
        )}
      </Group>
      <Title order={2} size="h3" mb="xs">
        {t('learn.greeting', { name: user.first_name })}
      </Title>
      <Text>{t('learn.description')}</Text>
      <JoinClassModal opened={joining} onClose={close} />
    </>
  );
}
