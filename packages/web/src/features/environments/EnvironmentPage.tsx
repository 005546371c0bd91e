// /environments/:id: one school or content community for the admins (issue 22): its details to edit, archiving
// and restoring it, working in a community, its people by role (into the user editor) and a school's classes.
import type { LearningEnvironment } from '@brickyard/core';
import { Anchor, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArrowBackUp, IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useEnvironment, useUpdateEnvironment } from '../../api/environments.ts';
import { useChooseCommunity } from '../../api/users.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { Isolated } from '../../ui/Isolated.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EnvironmentDetailsForm } from './EnvironmentDetailsForm.tsx';
import { EnvironmentMembersSection } from './EnvironmentMembersSection.tsx';
import { environmentTypeLabel, isCommunity } from './environment-type.ts';

export function EnvironmentPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const environment = useEnvironment(id);
  return (
    <>
      <Anchor component={Link} to="/environments" size="sm" mb="xs" display="inline-block">
        {t('environments.back')}
      </Anchor>
      {environment.isError && <ErrorAlert error={environment.error} />}
      {environment.isPending && (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {environment.data && <EnvironmentView key={environment.data._id} environment={environment.data} />}
    </>
  );
}

function EnvironmentView({ environment }: { environment: LearningEnvironment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateEnvironment(environment._id);
  const choose = useChooseCommunity();
  const [confirming, setConfirming] = useState(false);
  const community = isCommunity(environment);

  const setArchived = (archived: boolean) =>
    update.mutate(
      { archived },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          notifications.show({
            color: 'green',
            message: t(archived ? 'environments.archivedDone' : 'environments.restoredDone', {
              name: saved.name,
            }),
          });
        },
      },
    );

  const workHere = () =>
    choose.mutate(environment._id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('community.switched', { name: environment.name }) });
        navigate('/edit/library/courses');
      },
    });

  return (
    <>
      <PageHeader
        title={environment.name}
        description={
          <>
            {environmentTypeLabel(t, environment.type)}
            {environment.archived && (
              <Badge
                component="span"
                color="gray"
                variant="light"
                ms="sm"
                style={{ verticalAlign: 'middle' }}
              >
                {t('environments.archived')}
              </Badge>
            )}
          </>
        }
      />
      <Group gap="sm" mb="xl">
        {community && !environment.archived && (
          <Button
            onClick={workHere}
            loading={choose.isPending}
            leftSection={<IconBuildingCommunity size={16} aria-hidden />}
          >
            {t('environments.workHere')}
          </Button>
        )}
        {environment.archived ? (
          <Button
            variant="light"
            onClick={() => setArchived(false)}
            loading={update.isPending}
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
          >
            {t('environments.restore')}
          </Button>
        ) : (
          <Button
            variant="light"
            color="red"
            onClick={() => {
              update.reset();
              setConfirming(true);
            }}
            leftSection={<IconArchive size={16} aria-hidden />}
          >
            {t('environments.archive')}
          </Button>
        )}
      </Group>
      {(choose.error || (!confirming && update.error)) && (
        <Stack gap="md" mb="xl">
          {choose.error && <ErrorAlert error={choose.error} />}
          {!confirming && update.error && <ErrorAlert error={update.error} />}
        </Stack>
      )}

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('environments.archive')}>
        <Stack gap="lg">
          <Text>
            <Isolated
              text={t(community ? 'environments.archiveCommunity' : 'environments.archiveSchool', {
                name: environment.name,
              })}
              part={environment.name}
            />
          </Text>
          {update.error && <ErrorAlert error={update.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('app.cancel')}
            </Button>
            <Button color="red" loading={update.isPending} onClick={() => setArchived(true)}>
              {t('environments.archive')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <EnvironmentDetailsForm environment={environment} />
      <EnvironmentMembersSection environment={environment} />
    </>
  );
}
