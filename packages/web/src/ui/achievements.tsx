// Achievements as people see them: the starting achievements named in the reader's language (by what they
// count; any other keeps its stored name), and their icon.
import type { Award, UserAchievement } from '@brickyard/core';
import {
  type Icon,
  IconBolt,
  IconBook,
  IconChecklist,
  IconLego,
  IconPuzzle,
  IconStar,
  IconSticker,
  IconTrophy,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';

const ICONS: Record<string, Icon> = {
  book: IconBook,
  checklist: IconChecklist,
  bricks: IconLego,
  puzzle: IconPuzzle,
  bolt: IconBolt,
  star: IconStar,
  sticker: IconSticker,
};

export const achievementName = (t: TFunction, achievement: Pick<Award, 'name' | 'metric'>) =>
  t(`achievements.metric.${achievement.metric}.name`, { defaultValue: achievement.name });

export const achievementDescription = (
  t: TFunction,
  achievement: Pick<UserAchievement, 'description' | 'metric'>,
) => t(`achievements.metric.${achievement.metric}.description`, { defaultValue: achievement.description });

export function AchievementIcon({ icon, size = 28 }: { icon: string; size?: number }) {
  const Drawn = ICONS[icon] ?? IconTrophy;
  return <Drawn size={size} aria-hidden />;
}
