// The sticker icons by name (core's STICKER_ICONS), drawn with Tabler's icons, and a sticker as it shows:
// a coloured disc with its icon and the title beneath. Pre-created stickers show their title in the reader's language.
import type { Sticker, StickerIconName } from '@brickyard/core';
import { Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconAlien,
  IconAnchor,
  IconAtom,
  IconAward,
  IconBallFootball,
  IconBalloon,
  IconBike,
  IconBolt,
  IconBook,
  IconBookmark,
  IconBrackets,
  IconBrain,
  IconBug,
  IconBulb,
  IconButterfly,
  IconCactus,
  IconCake,
  IconCamera,
  IconCat,
  IconCheck,
  IconChecks,
  IconCircleCheck,
  IconClock,
  IconCloud,
  IconCode,
  IconCoffee,
  IconCompass,
  IconConfetti,
  IconCrown,
  IconDeviceGamepad,
  IconDiamond,
  IconDna,
  IconDog,
  IconFeather,
  IconFish,
  IconFlag,
  IconFlame,
  IconFlask,
  IconFlower,
  IconGhost,
  IconGift,
  IconHeadphones,
  IconHeart,
  IconHourglass,
  IconKey,
  IconLeaf,
  IconLego,
  IconMagnet,
  IconMath,
  IconMedal,
  IconMicroscope,
  IconMoodHappy,
  IconMoodSmile,
  IconMoon,
  IconMountain,
  IconMusic,
  IconPalette,
  IconPaw,
  IconPencil,
  IconPizza,
  IconPlanet,
  IconPlant,
  IconPuzzle,
  IconRainbow,
  IconRobot,
  IconRocket,
  IconRun,
  IconShield,
  IconSparkles,
  IconStar,
  IconSun,
  IconSword,
  IconTarget,
  IconTelescope,
  IconTerminal,
  IconThumbUp,
  IconTree,
  IconTrendingUp,
  IconTrophy,
  IconUsers,
  IconWriting,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import './stickers.css';

export const STICKER_ICON_COMPONENTS: Record<StickerIconName, Icon> = {
  star: IconStar,
  heart: IconHeart,
  trophy: IconTrophy,
  medal: IconMedal,
  award: IconAward,
  crown: IconCrown,
  rocket: IconRocket,
  bulb: IconBulb,
  brain: IconBrain,
  code: IconCode,
  terminal: IconTerminal,
  brackets: IconBrackets,
  bug: IconBug,
  puzzle: IconPuzzle,
  flame: IconFlame,
  bolt: IconBolt,
  'thumb-up': IconThumbUp,
  'mood-smile': IconMoodSmile,
  'mood-happy': IconMoodHappy,
  confetti: IconConfetti,
  sparkles: IconSparkles,
  diamond: IconDiamond,
  target: IconTarget,
  flag: IconFlag,
  bookmark: IconBookmark,
  book: IconBook,
  pencil: IconPencil,
  writing: IconWriting,
  palette: IconPalette,
  music: IconMusic,
  camera: IconCamera,
  headphones: IconHeadphones,
  planet: IconPlanet,
  telescope: IconTelescope,
  alien: IconAlien,
  sun: IconSun,
  moon: IconMoon,
  cloud: IconCloud,
  rainbow: IconRainbow,
  leaf: IconLeaf,
  plant: IconPlant,
  tree: IconTree,
  flower: IconFlower,
  cactus: IconCactus,
  mountain: IconMountain,
  compass: IconCompass,
  anchor: IconAnchor,
  cat: IconCat,
  dog: IconDog,
  paw: IconPaw,
  fish: IconFish,
  butterfly: IconButterfly,
  feather: IconFeather,
  robot: IconRobot,
  'device-gamepad': IconDeviceGamepad,
  lego: IconLego,
  ghost: IconGhost,
  'ball-football': IconBallFootball,
  bike: IconBike,
  run: IconRun,
  key: IconKey,
  shield: IconShield,
  sword: IconSword,
  magnet: IconMagnet,
  atom: IconAtom,
  dna: IconDna,
  flask: IconFlask,
  microscope: IconMicroscope,
  math: IconMath,
  hourglass: IconHourglass,
  clock: IconClock,
  check: IconCheck,
  checks: IconChecks,
  'circle-check': IconCircleCheck,
  'trending-up': IconTrendingUp,
  users: IconUsers,
  gift: IconGift,
  cake: IconCake,
  balloon: IconBalloon,
  pizza: IconPizza,
  coffee: IconCoffee,
};

/** A sticker's title as the reader sees it: a pre-created one's in their language, a teacher's as written. */
export const useStickerTitle = () => {
  const { t } = useTranslation();
  return (sticker: Pick<Sticker, 'title' | 'key'>) =>
    sticker.key ? t(`stickers.presets.${sticker.key}`, { defaultValue: sticker.title }) : sticker.title;
};

export function StickerIcon({ name, size = 28, color }: { name: string; size?: number; color?: string }) {
  const Drawn = STICKER_ICON_COMPONENTS[name as StickerIconName] ?? STICKER_ICON_COMPONENTS.star;
  return <Drawn size={size} color={color} aria-hidden stroke={1.8} />;
}

/** The disc alone, sized for lists and pickers. */
export function StickerDisc({
  sticker,
  size = 56,
}: {
  sticker: Pick<Sticker, 'icon' | 'color' | 'backgroundColor'>;
  size?: number;
}) {
  return (
    <span
      className="sticker-disc"
      style={{ width: size, height: size, background: sticker.backgroundColor, color: sticker.color }}
    >
      <StickerIcon name={sticker.icon} size={Math.round(size * 0.55)} color={sticker.color} />
    </span>
  );
}

/** A sticker with its title beneath, as students see it on their badges. */
export function StickerView({ sticker, size = 56 }: { sticker: Sticker; size?: number }) {
  const title = useStickerTitle();
  return (
    <Stack gap={4} align="center" className="sticker-view">
      <StickerDisc sticker={sticker} size={size} />
      <Text size="sm" fw={600} ta="center">
        <bdi>{title(sticker)}</bdi>
      </Text>
    </Stack>
  );
}
