// The locale dropdown: saved on the server for the user, and the page switches once it is saved. Before
// login (a new student signing up) it switches at once and is remembered by this browser only.
import type { User } from '@brickyard/core';
import { LOCALES } from '@brickyard/core/basics';
import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLanguage } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionEndedError } from '../api/client.ts';
import { useSetLocale } from '../api/users.ts';
import { isLocale } from '../i18n/index.ts';

export function LocaleSelect({ user, withLabel = false }: { user?: User; withLabel?: boolean }) {
  const { t, i18n } = useTranslation();
  const setLocale = useSetLocale();
  const current = user?.locale ?? i18n.language;
  const value = setLocale.isPending && setLocale.variables ? setLocale.variables.locale : current;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.currentTarget.value;
    if (!isLocale(locale) || locale === current) return;
    if (!user) {
      void i18n.changeLanguage(locale);
      return;
    }
    setLocale.mutate(
      { userId: user._id, locale },
      {
        onError: async (error) => {
          if (error instanceof SessionEndedError) return;
          // The navbar is on every first page: the error's wording (with every schema message of the app)
          // loads only when there is an error to word.
          const { describeError } = await import('../ui/describe-error.ts');
          notifications.show({
            color: 'red',
            title: t('errors.localeNotSaved'),
            message: describeError(error, t).message,
          });
        },
      },
    );
  };

  return (
    <NativeSelect
      label={withLabel ? t('nav.language') : undefined}
      aria-label={withLabel ? undefined : t('nav.language')}
      value={value}
      onChange={handleChange}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={withLabel ? undefined : 150}
    />
  );
}
