// The twelve avatars a user can choose (spec §2, "Avatar picker with 12 choices"), drawn here as SVG so
// they are served by our own app: six friendly characters, each in two colourways.
import { AVATAR_COUNT } from '@brickyard/core/basics';
import type { ReactElement } from 'react';

const PALETTES = [
  { background: '#ffe3d3', face: '#f08c5a', detail: '#7a2e0e' },
  { background: '#d3f0ff', face: '#3d8fc7', detail: '#0b3a5c' },
  { background: '#e3f7d7', face: '#5aa84a', detail: '#1f4d17' },
  { background: '#f1e0ff', face: '#9a63d1', detail: '#3f1a66' },
  { background: '#fff3c4', face: '#d9a520', detail: '#5c4206' },
  { background: '#ffdbe6', face: '#d65f86', detail: '#66142f' },
] as const;

type Palette = (typeof PALETTES)[number];

/** Ears, antenna and the like: what tells the six characters apart. */
const TOPS: ReadonlyArray<(p: Palette) => ReactElement> = [
  // cat
  (p) => (
    <g fill={p.face}>
      <path d="M18 30 L22 10 L34 24 Z" />
      <path d="M62 30 L58 10 L46 24 Z" />
    </g>
  ),
  // bear
  (p) => (
    <g fill={p.face}>
      <circle cx="22" cy="22" r="9" />
      <circle cx="58" cy="22" r="9" />
    </g>
  ),
  // robot
  (p) => (
    <g stroke={p.detail} strokeWidth="3" fill={p.face}>
      <line x1="40" y1="8" x2="40" y2="20" />
      <circle cx="40" cy="8" r="4" />
    </g>
  ),
  // bunny
  (p) => (
    <g fill={p.face}>
      <ellipse cx="30" cy="14" rx="6" ry="14" />
      <ellipse cx="50" cy="14" rx="6" ry="14" />
    </g>
  ),
  // owl
  (p) => (
    <g fill={p.face}>
      <path d="M20 26 L24 12 L32 22 Z" />
      <path d="M60 26 L56 12 L48 22 Z" />
    </g>
  ),
  // alien
  (p) => (
    <g stroke={p.detail} strokeWidth="3" fill="none">
      <path d="M30 22 Q26 12 20 10" />
      <path d="M50 22 Q54 12 60 10" />
    </g>
  ),
];

export function AvatarImage({ avatar, size = 40 }: { avatar: number; size?: number }) {
  const index = ((avatar % AVATAR_COUNT) + AVATAR_COUNT) % AVATAR_COUNT;
  const palette = PALETTES[(index + Math.floor(index / TOPS.length)) % PALETTES.length]!;
  const top = TOPS[index % TOPS.length]!;
  const robot = index % TOPS.length === 2;
  return (
    <svg width={size} height={size} viewBox="0 0 80 80" aria-hidden="true" focusable="false">
      <circle cx="40" cy="40" r="40" fill={palette.background} />
      {top(palette)}
      {robot ? (
        <rect x="18" y="20" width="44" height="40" rx="10" fill={palette.face} />
      ) : (
        <circle cx="40" cy="44" r="22" fill={palette.face} />
      )}
      <circle cx="32" cy="41" r="4" fill="#fff" />
      <circle cx="48" cy="41" r="4" fill="#fff" />
      <circle cx="32" cy="42" r="2" fill={palette.detail} />
      <circle cx="48" cy="42" r="2" fill={palette.detail} />
      <path
        d="M32 53 Q40 59 48 53"
        stroke={palette.detail}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
