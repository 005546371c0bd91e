import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

/** The heading every page starts with, which also names the browser tab. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>
        <bdi>{title}</bdi>
      </Title>
      {description && (
        <Text c="dimmed" size="lg">
          <bdi>{description}</bdi>
        </Text>
      )}
    </Stack>
  );
}
