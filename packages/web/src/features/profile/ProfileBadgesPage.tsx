// /profile/:user/badges: the stickers teachers awarded while marking, grouped, with how many of each.
import { Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBadges } from '../../api/teaching.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { StickerView } from '../../ui/stickers/StickerView.tsx';
import { useProfileUserId } from './ProfileLayout.tsx';

export function ProfileBadgesPage() {
  const { t, i18n } = useTranslation();
  const { userId } = useProfileUserId();
  const badges = useBadges(userId);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (badges.isPending) return <CenteredLoader />;
  if (badges.isError) return <ErrorAlert error={badges.error} />;
  if (badges.data.items.length === 0) return <Text c="dimmed">{t('profile.badges.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} component="ul" className="plain-list">
      {badges.data.items.map((badge) => (
        <Card key={badge.sticker._id} withBorder radius="md" p="md" component="li">
          <Stack gap={6} align="center">
            <StickerView sticker={badge.sticker} size={64} />
            <Badge variant="light" color="grape">
              {t('profile.badges.count', { count: badge.count })}
            </Badge>
            <Text size="xs" c="dimmed" ta="center">
              {t('profile.badges.last', { date: dateFormat.format(new Date(badge.lastAwardedAt)) })}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
