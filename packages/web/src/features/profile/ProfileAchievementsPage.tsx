// /profile/:user/achievements: every achievement with the level reached; the first 4, then "Show all".
import { ACHIEVEMENTS_SHOWN_FIRST, type UserAchievement } from '@brickyard/core';
import { Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserAchievements } from '../../api/teaching.ts';
import { AchievementIcon, achievementDescription, achievementName } from '../../ui/achievements.tsx';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useProfileUserId } from './ProfileLayout.tsx';
import './profile.css';

/** Reached ones first (highest level first), then by name as the server sorted them. */
const byProgress = (a: UserAchievement, b: UserAchievement) =>
  b.level / b.levels.length - a.level / a.levels.length;

export function ProfileAchievementsPage() {
  const { t } = useTranslation();
  const { userId } = useProfileUserId();
  const achievements = useUserAchievements(userId);
  const [all, setAll] = useState(false);
  if (achievements.isPending) return <CenteredLoader />;
  if (achievements.isError) return <ErrorAlert error={achievements.error} />;
  const sorted = [...achievements.data].sort(byProgress);
  const shown = all ? sorted : sorted.slice(0, ACHIEVEMENTS_SHOWN_FIRST);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className="plain-list" id="achievement-list">
        {shown.map((a) => {
          const next = a.levels[a.level];
          return (
            <Card key={a._id} withBorder radius="md" p="md" component="li">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <span
                  className={`achievement-disc${a.level === 0 ? ' achievement-locked' : ''}`}
                  style={{ background: a.colour }}
                >
                  <AchievementIcon icon={a.icon} size={26} />
                </span>
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text fw={700}>{achievementName(t, a)}</Text>
                  <Text size="sm" c="dimmed">
                    {achievementDescription(t, a)}
                  </Text>
                  <Text size="sm">
                    {a.level === 0
                      ? t('profile.achievements.notYet')
                      : t('profile.achievements.level', { level: a.level, total: a.levels.length })}
                  </Text>
                  <Progress
                    value={(a.level / Math.max(1, a.levels.length)) * 100}
                    aria-label={t('profile.achievements.progress', { name: achievementName(t, a) })}
                  />
                  {next && (
                    <Text size="xs" c="dimmed">
                      {t('profile.achievements.next', { target: next.threshold })}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      {sorted.length > ACHIEVEMENTS_SHOWN_FIRST && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => setAll((v) => !v)}
            aria-expanded={all}
            aria-controls="achievement-list"
          >
            {all
              ? t('profile.achievements.showFewer')
              : t('profile.achievements.showAll', { count: sorted.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
