// The page control of the project lists (My projects, the admin list), zero-based like the API.
import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ProjectPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page + 1}
      onChange={(value) => onChange(value - 1)}
      getControlProps={(control) => ({ 'aria-label': t(`projects.pagination.${control}`) })}
      getItemProps={(value) => ({ 'aria-label': t('projects.pagination.page', { page: value }) })}
    />
  );
}
