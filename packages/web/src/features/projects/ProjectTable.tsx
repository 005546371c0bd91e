// A table of projects (the admin list, a class's projects): name linking to the project, its owner, language,
// optionally its size, and when it was updated. A starred project (on its class's wall) carries a star.
import { fullName, type ProjectSummary } from '@brickyard/core';
import { Anchor, Table } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function ProjectTable({
  projects,
  ownerLabel,
  label,
  withSize = false,
}: {
  projects: readonly (ProjectSummary & { starred?: boolean })[];
  ownerLabel: string;
  label?: string;
  withSize?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.name')}</Table.Th>
            <Table.Th>{ownerLabel}</Table.Th>
            <Table.Th>{t('projects.language')}</Table.Th>
            {withSize && <Table.Th>{t('projects.size')}</Table.Th>}
            <Table.Th>{t('projects.updatedColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project._id}>
              <Table.Td>
                {/* A full load: project pages are cross-origin isolated for Python's input(). */}
                <Anchor component={Link} reloadDocument to={`/projects/${project._id}`}>
                  <bdi>{project.name}</bdi>
                </Anchor>
                {project.starred && (
                  <IconStarFilled
                    size={14}
                    color="var(--mantine-color-yellow-8)"
                    style={{ marginInlineStart: 6, verticalAlign: 'middle' }}
                    aria-label={t('projects.starred')}
                    role="img"
                  />
                )}
              </Table.Td>
              <Table.Td>
                <bdi>{fullName(project.user)}</bdi>
              </Table.Td>
              <Table.Td>{t(`projects.languages.${project.language}`)}</Table.Td>
              {withSize && <Table.Td>{t('projects.characters', { count: project.size })}</Table.Td>}
              <Table.Td>{dateFormat.format(new Date(project.updatedAt))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
