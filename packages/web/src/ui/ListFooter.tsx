// Below a paged table: how many there are (read out when it changes) and the pages, each control named.
import { Group, Pagination, Text } from '@mantine/core';

export function ListFooter({
  total,
  pages,
  page,
  onPage,
  labels,
}: {
  /** "Users: 12", said as the list changes. */
  total: string;
  pages: number;
  /** Zero-based. */
  page: number;
  onPage: (page: number) => void;
  labels: {
    pages: string;
    page: (page: number) => string;
    control: (control: 'first' | 'last' | 'next' | 'previous') => string;
  };
}) {
  return (
    <Group justify="space-between" mt="md">
      <Text c="dimmed" size="sm" aria-live="polite">
        {total}
      </Text>
      {pages > 1 && (
        <nav aria-label={labels.pages}>
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(next) => onPage(next - 1)}
            getItemProps={(item) => ({ 'aria-label': labels.page(item) })}
            getControlProps={(control) => ({ 'aria-label': labels.control(control) })}
          />
        </nav>
      )}
    </Group>
  );
}
