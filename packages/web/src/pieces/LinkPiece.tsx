// A link: "tab" opens a web page in a new tab; "editor" goes to a page of the app, in the same tab.
import type { LinkPiece as LinkPieceType } from '@brickyard/core';
import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The in-app path of `link` ("/learn/…" or this site's own full address), or null for another site. */
export const appPath = (link: string): string | null => {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};

export function LinkPiece({ piece }: { piece: LinkPieceType }) {
  const { t } = useTranslation();
  const { action, label, link } = piece.data;
  const path = action === 'editor' ? appPath(link) : null;
  if (path !== null)
    return (
      <div>
        <Anchor component={Link} to={path} dir="auto">
          {label}
        </Anchor>
      </div>
    );
  return (
    <div>
      <Anchor href={link} target="_blank" rel="noopener noreferrer" dir="auto">
        {label}
        <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
        <span className="visually-hidden">{t('pieces.newTab')}</span>
      </Anchor>
    </div>
  );
}
