// A reference, FAQ or definition page as readers see it: its description, its pieces, then its titled sections.
// The reference viewer and the library's page viewer both show pages through it.
import type { Piece } from '@brickyard/core';
import { Title } from '@mantine/core';
import { Pieces } from './Pieces.tsx';
import { SafeHtml } from './SafeHtml.tsx';

export interface PageContent {
  description?: string | null;
  pieces: readonly Piece[];
  sections: readonly { _id: string; title: string; pieces: readonly Piece[] }[];
}

export function PageBody({ page }: { page: PageContent }) {
  return (
    <>
      {page.description && <SafeHtml html={page.description} />}
      <Pieces pieces={page.pieces} />
      {page.sections.map((section) => (
        <section key={section._id} aria-label={section.title}>
          <Title order={3} size="h4" mb="xs">
            <bdi>{section.title}</bdi>
          </Title>
          <Pieces pieces={section.pieces} />
        </section>
      ))}
    </>
  );
}
