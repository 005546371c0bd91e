// A class's join code and invite link, each with a copy button: after Create Class and on the details page.
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The link that opens the student signup with this class's code filled in (the login page's `?signup=`). */
export const inviteLink = (code: string) =>
  `${window.location.origin}/login?signup=student&code=${encodeURIComponent(code)}`;

function Copy({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant="light" size="xs" onClick={copy} w="fit-content">
          {copied ? t('classes.create.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}

export function ClassCodeShare({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLink(code);
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('classes.create.codeLabel')}</Text>
      <Group gap="sm">
        <Code fz="xl" data-testid="class-code">
          {code}
        </Code>
        <Copy value={code} label={t('classes.create.copy')} />
      </Group>
      <Text fw={600}>{t('classPage.details.inviteLink')}</Text>
      <Code block dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="invite-link">
        {link}
      </Code>
      <Copy value={link} label={t('classPage.details.copyLink')} />
    </Stack>
  );
}
