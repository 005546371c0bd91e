import { CloseButton, DirectionProvider, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../api/query-client.ts';
import { currentLocale, directionOf } from '../i18n/index.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type CloseDefaults = NonNullable<Parameters<typeof CloseButton.extend>[0]['defaultProps']>;

/** Everything the pages rely on that does not depend on the route. */
export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Every close button (modals, drawers, alerts, notifications) is named in the page's language.
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // Mantine's own type leaves out the button's attributes, which it passes on all the same.
          CloseButton: CloseButton.extend({
            defaultProps: { 'aria-label': t('app.close') } as CloseDefaults,
          }),
        },
      }),
    [t],
  );
  return (
    <DirectionProvider initialDirection={directionOf(currentLocale())}>
      <MantineProvider
        theme={localized}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Notifications position="top-center" limit={4} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
