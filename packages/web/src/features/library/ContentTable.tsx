// The paginated content table of the library and of its picker modal: title, language, status, author,
// last change, and the actions the page passes in for each row.
import type { LibraryRow } from '@brickyard/core';
import { Badge, Center, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryPage } from '../../api/library.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';

export function ContentTable({
  caption,
  query,
  page,
  onPage,
  title,
  actions,
  readOnly,
}: {
  caption: string;
  query: { data?: LibraryPage; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean };
  page: number;
  onPage(page: number): void;
  /** The title cell (a link to the editor, or text). */
  title(row: LibraryRow): ReactNode;
  actions(row: LibraryRow): ReactNode;
  /** Rows the reader may not change (another community's, the global one's): marked "Read only". */
  readOnly?(row: LibraryRow): boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (query.isError) return <ErrorAlert error={query.error} />;
  const data = query.data;
  if (!data) return null;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={query.isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('library.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('library.columns.language')}</Table.Th>
              <Table.Th scope="col">{t('library.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('library.columns.author')}</Table.Th>
              <Table.Th scope="col">{t('library.columns.updated')}</Table.Th>
              <Table.Th scope="col">{t('library.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((row) => (
              <Table.Tr key={row._id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <bdi>{title(row)}</bdi>
                    {row.core && (
                      <Badge size="xs" variant="outline">
                        {t('library.core')}
                      </Badge>
                    )}
                    {readOnly?.(row) && (
                      <Badge size="xs" variant="light" color="gray">
                        {t('library.readOnlyRow')}
                      </Badge>
                    )}
                    {row.openReports > 0 && (
                      <Badge size="xs" color="red">
                        {t('library.openReports', { count: row.openReports })}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{t(`library.languages.${row.language}`)}</Table.Td>
                <Table.Td>
                  {row.archived ? (
                    <Badge color="gray">{t('library.status.archived')}</Badge>
                  ) : row.draft ? (
                    <Badge color="yellow" c="dark">
                      {t('library.status.draft')}
                    </Badge>
                  ) : (
                    <Badge color="green">{t('library.status.published')}</Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.author?.name ?? '—'}</Table.Td>
                <Table.Td>
                  <time dateTime={row.updatedAt}>{date.format(new Date(row.updatedAt))}</time>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.items.length === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          {t('library.empty')}
        </Text>
      )}
      <Group justify="space-between" mt="md">
        <Text c="dimmed" size="sm" aria-live="polite">
          {t('library.total', { count: data.count })}
        </Text>
        {data.pages > 1 && (
          <nav aria-label={t('library.pages')}>
            <Pagination
              total={data.pages}
              value={page + 1}
              onChange={(next) => onPage(next - 1)}
              getItemProps={(item) => ({ 'aria-label': t('library.page', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`users.${control}Page`) })}
            />
          </nav>
        )}
      </Group>
    </>
  );
}
