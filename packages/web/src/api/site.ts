// The server's public settings (`GET /api/site`): the support address and whether teachers may sign up.
import type { SiteSettings } from '@brickyard/core';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

export const useSite = () =>
  useQuery({
    queryKey: ['site'],
    queryFn: () => request<SiteSettings>('/api/site', { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
