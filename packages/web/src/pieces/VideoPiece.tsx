// A video: YouTube and Vimeo addresses play in their own player, other addresses in the browser's.
import type { VideoPiece as VideoPieceType } from '@brickyard/core';
import { AspectRatio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const YOUTUBE_ID = /^[\w-]{6,}$/;

/** The embeddable player address of a YouTube or Vimeo link, or null for any other video. */
export const playerUrl = (link: string): string | null => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      host === 'youtu.be'
        ? path[0]
        : path[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live', 'v'].includes(path[0] ?? '')
            ? path[1]
            : undefined;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = [...path].reverse().find((part) => /^\d+$/.test(part));
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
};

export function VideoPiece({ piece }: { piece: VideoPieceType }) {
  const { t } = useTranslation();
  const { url, caption } = piece.data;
  const player = playerUrl(url);
  const title = caption || t('pieces.video');
  return (
    <figure className="piece-figure">
      {player ? (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={player}
            title={title}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </AspectRatio>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: library videos come without caption tracks
        <video src={url} controls preload="metadata" aria-label={title} style={{ width: '100%' }}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('pieces.videoUnsupported')}
          </a>
        </video>
      )}
      {caption && <figcaption dir="auto">{caption}</figcaption>}
    </figure>
  );
}
