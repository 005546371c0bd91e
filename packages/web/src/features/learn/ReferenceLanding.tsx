// /reference, where the navbar's Reference link goes (issue 18): a learner following a course lands on the
// reference of that course's language; anyone else (no course yet, or a course whose language has no reference)
// chooses the language here.
import { REFERENCE_LANGUAGES } from '@brickyard/core';
import { Button, SimpleGrid } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { usePublishedCourses } from '../../api/courses.ts';
import { useUser } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const isReferenceLanguage = (language: string): language is (typeof REFERENCE_LANGUAGES)[number] =>
  (REFERENCE_LANGUAGES as readonly string[]).includes(language);

export function ReferenceLanding() {
  const { t } = useTranslation();
  const user = useUser();
  const courses = usePublishedCourses();
  if (user.current_course && courses.isPending) return <CenteredLoader />;
  const language = courses.data?.items.find((course) => course._id === user.current_course)?.language;
  if (language && isReferenceLanguage(language)) return <Navigate to={`/reference/${language}`} replace />;
  return (
    <>
      <PageHeader title={t('reference.title')} description={t('reference.choose')} />
      <nav aria-label={t('reference.language')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" maw={720}>
          {REFERENCE_LANGUAGES.map((value) => (
            <Button
              key={value}
              component={Link}
              to={`/reference/${value}`}
              variant="light"
              size="md"
              leftSection={<IconBook2 size={18} aria-hidden />}
            >
              {t(`reference.languages.${value}`)}
            </Button>
          ))}
        </SimpleGrid>
      </nav>
    </>
  );
}
