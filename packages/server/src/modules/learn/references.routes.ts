// The reference viewer's routes: a language's tree of reference items and one item's page (who sees what:
// references.service.ts).
import { REFERENCE_LANGUAGES, ReferencePageSchema, ReferenceTreeSchema } from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { referencePage, referenceTree } from './references.service.ts';

export const referencesRoutes = async ({ app, db, caches }: AppContext) => {
  app.get(
    '/api/references',
    {
      schema: {
        tags: ['learn'],
        summary: "A language's reference tree (titles and parents)",
        security: [{ bearer: [] }],
        querystring: z
          .object({
            language: z.enum(REFERENCE_LANGUAGES, {
              error: `Language must be one of: ${REFERENCE_LANGUAGES.join(', ')}`,
            }),
          })
          .strict(),
        response: { 200: ReferenceTreeSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => referenceTree(db, request.user, request.query.language),
  );

  app.get(
    '/api/references/:id',
    {
      schema: {
        tags: ['learn'],
        summary: 'One reference page with its sections',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: ReferencePageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => referencePage(db, caches, request.user, request.params.id),
  );
};
