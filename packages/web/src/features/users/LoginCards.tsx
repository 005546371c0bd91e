// Printable login cards (issue 22): one card per new pupil with their name, username, one-time password, the
// class code and where to log in, in the language the teacher chooses for the class. Printing shows the cards
// only (app.css `@media print`); the passwords exist in this page alone, never stored in the browser.
import type { ImportedUser } from '@brickyard/core';
import { LOCALES, type Locale } from '@brickyard/core/basics';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classLoginLink } from '../../api/class-login.ts';
import { directionOf, isLocale } from '../../i18n/index.ts';

export function LoginCards({
  pupils,
  classId,
  classCode,
}: {
  pupils: readonly ImportedUser[];
  classId: string;
  classCode: string;
}) {
  const { t, i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>(isLocale(i18n.language) ? i18n.language : 'en');
  const cardT = i18n.getFixedT(locale);
  const loginAddress = classLoginLink(classId);
  return (
    <>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('pupils.cardsLanguage')}
          value={locale}
          onChange={(event) => {
            const value = event.currentTarget.value;
            // Each language's words load when first shown: the cards change once they are in.
            if (isLocale(value)) void i18n.loadLanguages(value).then(() => setLocale(value));
          }}
          data={LOCALES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('pupils.print')}
        </Button>
      </Group>
      <section className="login-cards" aria-label={t('pupils.cards')} lang={locale} dir={directionOf(locale)}>
        {pupils.map((pupil) => (
          <article
            key={pupil._id}
            className="login-card"
            aria-label={`${pupil.first_name} ${pupil.last_name}`}
          >
            <Text fw={700} size="lg">
              <bdi>{`${pupil.first_name} ${pupil.last_name}`}</bdi>
            </Text>
            <dl>
              <dt>{cardT('pupils.card.username')}</dt>
              <dd dir="ltr">{pupil.username}</dd>
              <dt>{cardT('pupils.card.password')}</dt>
              <dd dir="ltr">{pupil.password}</dd>
              <dt>{cardT('pupils.card.classCode')}</dt>
              <dd dir="ltr">{classCode}</dd>
              <dt>{cardT('pupils.card.where')}</dt>
              <dd dir="ltr">{loginAddress}</dd>
            </dl>
            <Text size="xs">{cardT('pupils.card.firstLogin')}</Text>
          </article>
        ))}
      </section>
    </>
  );
}
