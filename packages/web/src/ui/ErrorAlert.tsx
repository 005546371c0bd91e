import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from './describe-error.ts';

/** A failed call shown in place: field errors from the server, or its message under a status title. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { title, message, details } = describeError(error, t);
  const [onlyDetail] = details;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={title}>
      {details.length === 0 && message}
      {details.length === 1 && onlyDetail}
      {details.length > 1 && (
        <List size="sm">
          {details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
