// /profile/:user/home (DECISIONS.md "Profile"): the current course with progress, the latest achievements and
// projects, the teachers' latest feedback and how many stickers have come with it.
import { fullName } from '@brickyard/core';
import { Anchor, Button, Card, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useProfileSummary } from '../../api/teaching.ts';
import { AchievementIcon, achievementName } from '../../ui/achievements.tsx';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useProfileUserId } from './ProfileLayout.tsx';
import './profile.css';

export function ProfileHomePage() {
  const { t, i18n } = useTranslation();
  const { userId, own, param } = useProfileUserId();
  const summary = useProfileSummary(userId);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (summary.isPending) return <CenteredLoader />;
  if (summary.isError) return <ErrorAlert error={summary.error} />;
  const { currentCourse, achievements, projects, feedback, stickerCount } = summary.data;
  const base = `/profile/${encodeURIComponent(param)}`;

  return (
    <Stack gap="lg">
      <ProfileSection id="profile-course" title={t('profile.home.course')}>
        {currentCourse ? (
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} size="lg">
                <bdi>{currentCourse.title}</bdi>
              </Text>
              {own && (
                <Button
                  component={Link}
                  to="/learn"
                  variant="light"
                  rightSection={<IconArrowRight size={16} aria-hidden className="flip-rtl" />}
                >
                  {t('profile.home.continue')}
                </Button>
              )}
            </Group>
            <Progress
              value={currentCourse.percentageCompleted}
              size="lg"
              aria-label={t('profile.home.courseProgress', { title: currentCourse.title })}
            />
            <Text size="sm">
              {t('profile.home.itemsDone', {
                done: currentCourse.completedItems,
                total: currentCourse.totalItems,
              })}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">{t('profile.home.noCourse')}</Text>
        )}
      </ProfileSection>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileSection id="profile-feedback" title={t('profile.home.feedback')}>
          {feedback.length === 0 ? (
            <Text c="dimmed">{t('profile.home.noFeedback')}</Text>
          ) : (
            <Stack gap="sm" component="ul" className="plain-list">
              {feedback.map((item) => (
                <Card key={item._id} withBorder radius="sm" p="sm" component="li">
                  <Text size="xs" c="dimmed">
                    {t(`profile.home.feedbackOn.${item.kind}`, { title: item.item.title })} ·{' '}
                    <bdi>{fullName(item.author)}</bdi> · {dateFormat.format(new Date(item.createdAt))}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>
                    <bdi>{item.text}</bdi>
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
          <Anchor component={Link} to={`${base}/badges`} size="sm" mt="sm" display="inline-block">
            {t('profile.home.stickers', { count: stickerCount })}
          </Anchor>
        </ProfileSection>

        <ProfileSection id="profile-achievements" title={t('profile.home.latestAchievements')}>
          {achievements.length === 0 ? (
            <Text c="dimmed">{t('profile.home.noAchievements')}</Text>
          ) : (
            <Stack gap="xs" component="ul" className="plain-list">
              {achievements.map((a) => (
                <Group key={a._id} component="li" gap="sm" wrap="nowrap">
                  <span className="achievement-disc" style={{ background: a.colour }}>
                    <AchievementIcon icon={a.icon} size={22} />
                  </span>
                  <Text>
                    {t('profile.achievements.levelOf', { name: achievementName(t, a), level: a.level })}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          <Anchor component={Link} to={`${base}/achievements`} size="sm" mt="sm" display="inline-block">
            {t('profile.home.allAchievements')}
          </Anchor>
        </ProfileSection>
      </SimpleGrid>

      <ProfileSection id="profile-projects" title={t('profile.home.latestProjects')}>
        {projects.length === 0 ? (
          <Text c="dimmed">{t('profile.home.noProjects')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} component="ul" className="plain-list">
            {projects.map((project) => (
              <Card key={project._id} withBorder radius="sm" p="sm" component="li">
                <Anchor component={Link} reloadDocument to={`/projects/${project._id}`} fw={600}>
                  <bdi>{project.name}</bdi>
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`projects.languages.${project.language}`)} ·{' '}
                  {t('projects.updated', { date: dateFormat.format(new Date(project.updatedAt)) })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </ProfileSection>
    </Stack>
  );
}

/** A titled panel of the profile home. */
function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
