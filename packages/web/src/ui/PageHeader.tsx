import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Isolated } from './Isolated.tsx';
import { usePageTitle } from './use-page-title.ts';

/** The heading every page starts with, which also names the browser tab. */
export function PageHeader({
  title,
  description,
  isolate,
}: {
  title: string;
  description?: ReactNode;
  /** The author's title inside `title` (a sentence of ours around it), isolated on its own. */
  isolate?: string;
}) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>
        <Isolated text={title} part={isolate} />
      </Title>
      {description && (
        <Text c="dimmed" size="lg">
          <bdi>{description}</bdi>
        </Text>
      )}
    </Stack>
  );
}
