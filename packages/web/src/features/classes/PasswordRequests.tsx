// The class's password requests on its students page: a student who forgot their password asked with the
// class password; the teacher, who can see who is asking (ideally in the room), approves or declines. An
// approved student logs in once within 15 minutes from the browser that asked, then chooses a new password.
import { type ClassPasswordRequest, fullName } from '@brickyard/core';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAnswerPasswordRequest, useClassPasswordRequests } from '../../api/classes.ts';
import { describeError } from '../../ui/describe-error.ts';

const time = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

export function PasswordRequests({ classId }: { classId: string }) {
  const { t, i18n } = useTranslation();
  const requests = useClassPasswordRequests(classId, true);
  const answer = useAnswerPasswordRequest(classId);
  if (!requests.data || requests.data.length === 0) return null;

  const decide = (request: ClassPasswordRequest, approve: boolean) =>
    answer.mutate(
      { requestId: request._id, approve },
      {
        onSuccess: () =>
          notifications.show({
            color: approve ? 'green' : 'gray',
            message: t(approve ? 'passwordRequests.approvedToast' : 'passwordRequests.declinedToast', {
              name: fullName(request.student),
            }),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('classStudents.failed'),
            message: describeError(error, t).message,
          }),
      },
    );

  return (
    <Card withBorder mb="lg" component="section" aria-labelledby="password-requests-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconKey size={18} aria-hidden />
          <Title order={2} size="h4" id="password-requests-title">
            {t('passwordRequests.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('passwordRequests.help')}
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.data.map((request) => {
            const name = fullName(request.student);
            return (
              <Group component="li" key={request._id} justify="space-between" wrap="wrap" gap="sm">
                <Text>
                  {t('passwordRequests.asked', {
                    name,
                    username: request.student.username,
                    time: time(request.createdAt, i18n.language),
                  })}
                </Text>
                {request.status === 'approved' ? (
                  <Badge color="green" variant="light" size="lg">
                    {t('passwordRequests.approvedUntil', { time: time(request.expiresAt, i18n.language) })}
                  </Badge>
                ) : (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      aria-label={t('passwordRequests.approveFor', { name })}
                      loading={answer.isPending && answer.variables?.requestId === request._id}
                      onClick={() => decide(request, true)}
                    >
                      {t('passwordRequests.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('passwordRequests.declineFor', { name })}
                      disabled={answer.isPending}
                      onClick={() => decide(request, false)}
                    >
                      {t('passwordRequests.decline')}
                    </Button>
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
