// A link's or button's name said around what it shows ("Open" + the card + ""), so the name contains the visible
// text (WCAG 2.5.3): an aria-label of "Open {{title}}" hid the card's XP and status from the name. The words
// come from a message with its placeholder where the content goes, so each language keeps its own order
// ("{{title}} öffnen").
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

const SLOT = '\u0001';

/** `message` is the translated text with `SLOT` where `children` go: `t('learn.home.openItem', { title: SLOT })`. */
export function NamedAround({ message, children }: { message: string; children: ReactNode }) {
  const at = message.indexOf(SLOT);
  const before = at < 0 ? message : message.slice(0, at);
  const after = at < 0 ? '' : message.slice(at + SLOT.length);
  return (
    <>
      {before.trim() && <VisuallyHidden>{`${before.trim()} `}</VisuallyHidden>}
      {children}
      {after.trim() && <VisuallyHidden>{` ${after.trim()}`}</VisuallyHidden>}
    </>
  );
}

NamedAround.SLOT = SLOT;
