// A tutorial's open problem reports (DECISIONS.md: learners report a problem with a step; authors see the
// open reports on the item): the step, who reported it and when, their words, and Resolve for those who edit.
import type { AuthorReport } from '@brickyard/core';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client.ts';
import { useInvalidateLibrary } from '../../api/library.ts';
import { errorToast } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';

export function ReportsCard({ tutorial, editable }: { tutorial: string; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const invalidate = useInvalidateLibrary();
  const key = ['library', 'reports', tutorial];
  const reports = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      request<{ items: AuthorReport[] }>(`/api/library/bricks/${encodeURIComponent(tutorial)}/reports`, {
        signal,
      }),
  });
  const [busy, setBusy] = useState<string | null>(null);
  const resolve = async (report: AuthorReport) => {
    setBusy(report._id);
    try {
      await request(`/api/library/reports/${encodeURIComponent(report._id)}/resolve`, { method: 'POST' });
      notifications.show({ color: 'green', message: t('editor.reports.resolved') });
      await client.invalidateQueries({ queryKey: key });
      await invalidate();
    } catch (error) {
      notifications.show(errorToast(error, t));
    } finally {
      setBusy(null);
    }
  };
  const items = reports.data?.items ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card withBorder component="section" aria-labelledby="tutorial-reports">
      <Title order={2} size="h3" id="tutorial-reports" mb="sm">
        {t('editor.reports.title', { count: items.length })}
      </Title>
      {reports.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : reports.isError ? (
        <ErrorAlert error={reports.error} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('editor.reports.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((report) => (
            <li key={report._id}>
              <Card withBorder padding="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      <bdi>{report.step.title}</bdi>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('editor.reports.by', {
                        name: report.student.name,
                        date: date.format(new Date(report.createdAt)),
                      })}
                    </Text>
                    <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                      {report.text}
                    </Text>
                  </div>
                  {editable && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={busy === report._id}
                      onClick={() => void resolve(report)}
                      aria-label={t('editor.reports.resolveOn', { step: report.step.title })}
                    >
                      {t('editor.reports.resolve')}
                    </Button>
                  )}
                </Group>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
