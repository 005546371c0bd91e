// The image uploader (authoring.md §2, §5): drop an image or click to choose one; images only, one file, at
// most 5 MB. The server signs an address (`POST /api/files`), the file goes there with its progress shown, and
// the image's url is handed back.
import { type SignedUpload, UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadType } from '@brickyard/core';
import { Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError, request } from '../api/client.ts';
import { describeError } from './describe-error.ts';
import './image-uploader.css';
import { formatPercent } from '../i18n/percent.ts';

/** PUTs the file to its signed address, reporting progress from 0 to 1. */
const putFile = (signed: SignedUpload, file: File, onProgress: (share: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', signed.signedUrl);
    xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else {
        let body: { message: string } | null = null;
        try {
          const parsed = JSON.parse(xhr.responseText) as { message?: unknown };
          if (typeof parsed.message === 'string') body = { message: parsed.message };
        } catch {
          // Not JSON: the status says enough.
        }
        reject(new ApiError(xhr.status, xhr.statusText, body));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(file);
  });

export function ImageUploader({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string | null;
  onChange(url: string | null): void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const upload = async (files: FileList | null) => {
    setError(null);
    if (!files || files.length === 0) return;
    if (files.length > 1) return setError(t('upload.oneFile'));
    const file = files[0] as File;
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return setError(t('upload.imagesOnly'));
    if (file.size > UPLOAD_MAX_BYTES) return setError(t('upload.tooBig'));
    setProgress(0);
    try {
      const signed = await request<SignedUpload>('/api/files', {
        method: 'POST',
        body: { filename: file.name, filetype: file.type as UploadType, size: file.size },
      });
      await putFile(signed, file, setProgress);
      onChange(signed.url);
    } catch (failure) {
      if (failure instanceof ApiError || failure instanceof NetworkError)
        setError(describeError(failure, t).message);
      else setError(t('errors.network'));
    } finally {
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) void upload(event.dataTransfer.files);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="label" htmlFor={inputId}>
        {label}
      </Text>
      {value && (
        <Group gap="sm" align="center">
          <Image src={value} alt={t('upload.current', { label })} h={72} w="auto" fit="contain" radius="sm" />
          {!disabled && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              aria-label={t('upload.removeNamed', { label })}
            >
              {t('upload.remove')}
            </Button>
          )}
        </Group>
      )}
      {!value && disabled && (
        <Text size="sm" c="dimmed">
          {t('upload.none')}
        </Text>
      )}
      {!disabled && (
        <label
          className="image-drop"
          data-over={over || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <input
            id={inputId}
            className="image-drop-input"
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            onChange={(event) => {
              void upload(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          <IconPhotoUp size={20} aria-hidden />
          <span>{t('upload.prompt')}</span>
        </label>
      )}
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={t('upload.progress', { percent: formatPercent(progress * 100, i18n.language) })}
        />
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
