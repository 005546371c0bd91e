// The add-sticker modal (learner-teacher.md §2 "Marking screens"): choose stickers (the chosen ones highlighted
// light green) or create one (title at most 11 characters, an icon from the named list found by keyword, a
// colour), change one of their own, then save the choice on the marking.
import {
  DEFAULT_STICKER_BACKGROUND_COLOR,
  DEFAULT_STICKER_ICON,
  STICKER_TITLE_MAX,
  type Sticker,
  StickerCreateSchema,
  type StickerIconName,
  searchStickerIcons,
} from '@brickyard/core';
import {
  ActionIcon,
  Button,
  Collapse,
  ColorInput,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { useCreateSticker, useStickers, useUpdateSticker } from '../../api/teaching.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { errorMessage } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { StickerDisc, StickerIcon, StickerView, useStickerTitle } from '../../ui/stickers/StickerView.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';

const SWATCHES = [
  '#1e88e5',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#4e342e',
  '#fdd835',
  '#90caf9',
];

/** White or near-black, whichever reads better on the background (WCAG relative luminance). */
const iconColourOn = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const channel = (i: number) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#1a1a1a' : '#ffffff';
};

export function AddStickerModal({
  opened,
  onClose,
  awarded,
  saving,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  awarded: Sticker[];
  saving: boolean;
  onSave: (stickerIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const stickers = useStickers();
  const title = useStickerTitle();
  // The modal is made anew each time it opens (its key), so the choice starts from what is awarded.
  const [selected, setSelected] = useState<string[]>(() => awarded.map((s) => s._id));
  const [creating, setCreating] = useState(false);
  // One of the teacher's own stickers being changed (title, icon, colour).
  const [editing, setEditing] = useState<Sticker | null>(null);
  const me = useUser()?._id;

  // Stickers already on the work stay choosable even if someone else made them.
  const choices = [
    ...(stickers.data?.items ?? []),
    ...awarded.filter((a) => !stickers.data?.items.some((s) => s._id === a._id)),
  ];
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((s) => s !== id) : [...current, id]));

  return (
    <Modal opened={opened} onClose={onClose} title={t('stickers.modalTitle')} size="lg">
      <Stack gap="md">
        <section aria-labelledby="choose-stickers">
          <Title order={2} size="h5" id="choose-stickers" mb="xs">
            {t('stickers.choose')}
          </Title>
          {stickers.isPending && <CenteredLoader />}
          {stickers.isError && <ErrorAlert error={stickers.error} />}
          <ScrollArea.Autosize mah={260} type="auto">
            <Group gap="xs" component="ul" className="plain-list">
              {choices.map((sticker) => (
                <li key={sticker._id} className="sticker-choice-item">
                  <button
                    type="button"
                    className="sticker-choice"
                    aria-pressed={selected.includes(sticker._id)}
                    aria-label={title(sticker)}
                    onClick={() => toggle(sticker._id)}
                  >
                    <StickerView sticker={sticker} size={44} />
                  </button>
                  {me && sticker.author === me && (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      onClick={() => setEditing(sticker)}
                      aria-label={t('stickers.editNamed', { title: title(sticker) })}
                    >
                      <IconPencil size={14} aria-hidden />
                    </ActionIcon>
                  )}
                </li>
              ))}
            </Group>
          </ScrollArea.Autosize>
          <Text size="sm" c="dimmed" mt="xs">
            {t('stickers.selected', { count: selected.length })}
          </Text>
        </section>

        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating((c) => !c)}
          aria-expanded={creating}
          aria-controls="new-sticker"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('stickers.createToggle')}
        </Button>
        <Collapse expanded={creating} id="new-sticker">
          {creating && (
            <StickerForm
              onDone={(sticker) => {
                setSelected((current) => [...current, sticker._id]);
                setCreating(false);
              }}
            />
          )}
        </Collapse>
        {editing && <StickerForm key={editing._id} sticker={editing} onDone={() => setEditing(null)} />}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('stickers.cancel')}
          </Button>
          <Button onClick={() => onSave(selected)} loading={saving}>
            {t('stickers.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A new sticker (default icon and colour to start from), or one of the teacher's own being changed. */
function StickerForm({ sticker, onDone }: { sticker?: Sticker; onDone: (sticker: Sticker) => void }) {
  const { t } = useTranslation();
  const create = useCreateSticker();
  const update = useUpdateSticker();
  const mutation = sticker ? update : create;
  const form = useSchemaForm({
    initialValues: {
      title: sticker?.title ?? '',
      icon: (sticker?.icon ?? DEFAULT_STICKER_ICON) as StickerIconName,
      backgroundColor: sticker?.backgroundColor ?? DEFAULT_STICKER_BACKGROUND_COLOR,
    },
    schema: StickerCreateSchema,
    // The icon's colour follows the background, so it always reads on it.
    toSchema: (values) => ({ ...values, color: iconColourOn(values.backgroundColor) }),
  });
  const [search, setSearch] = useState('');
  const iconLabel = (n: StickerIconName) => t(`stickers.icons.${n}`);
  const found = searchStickerIcons(search, iconLabel);
  const { title: name, icon } = form.values;
  const draft = { ...form.values, color: iconColourOn(form.values.backgroundColor) };

  const handleCreate = form.handleSubmit(() => {
    const handlers = {
      onSuccess: (saved: Sticker) => onDone(saved),
      onError: (error: Error) =>
        notifications.show({
          color: 'red',
          title: t('stickers.saveFailed'),
          message: errorMessage(error, t),
        }),
    };
    if (sticker) update.mutate({ id: sticker._id, ...draft }, handlers);
    else create.mutate(draft, handlers);
  });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {sticker ? t('stickers.edit') : t('stickers.create')}
        </Title>
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Stack gap="sm" style={{ flex: 1 }}>
            <TextInput
              label={t('stickers.title')}
              description={t('stickers.titleHelp', { count: STICKER_TITLE_MAX })}
              {...form.getInputProps('title')}
              required
            />
            <ColorInput
              label={t('stickers.colour')}
              {...form.getInputProps('backgroundColor')}
              format="hex"
              swatches={SWATCHES}
              swatchesPerRow={10}
              withEyeDropper={false}
            />
          </Stack>
          <Stack gap={4} align="center" aria-live="polite">
            <Text size="xs" c="dimmed">
              {t('stickers.preview')}
            </Text>
            <StickerDisc sticker={draft} size={64} />
            <Text size="sm" fw={600}>
              <bdi>{name || '…'}</bdi>
            </Text>
          </Stack>
        </Group>
        <TextInput
          label={t('stickers.searchIcons')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <ScrollArea.Autosize mah={180} type="auto">
          {found.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('stickers.noIcons')}
            </Text>
          ) : (
            <SimpleGrid
              cols={{ base: 6, sm: 9 }}
              spacing={6}
              component="fieldset"
              className="plain-fieldset"
              aria-label={t('stickers.icon')}
            >
              {found.map((n) => (
                <label key={n} className="icon-choice" title={iconLabel(n)}>
                  <input
                    type="radio"
                    name="sticker-icon"
                    value={n}
                    checked={icon === n}
                    onChange={() => form.setFieldValue('icon', n)}
                    aria-label={iconLabel(n)}
                  />
                  <StickerIcon name={n} size={24} />
                </label>
              ))}
            </SimpleGrid>
          )}
        </ScrollArea.Autosize>
        {mutation.isError && <ErrorAlert error={mutation.error} />}
        <Group justify="flex-end">
          <Button onClick={handleCreate} loading={mutation.isPending}>
            {sticker ? t('stickers.saveSticker') : t('stickers.createButton')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
