// The piece editors (authoring.md §2 "Piece editors"), one per format, beside the viewers: a list of pieces
// with an insert point before each and at the end, which opens the format picker ("Select an Editor", grouped
// in labelled sections, with Cancel); each piece can move, be removed (after the question) and be previewed.
import {
  BRICK_AUDIENCES,
  BRICK_PURPOSES,
  BRICK_SIGNALS,
  EDITOR_SIZES,
  LINK_ACTIONS,
  LIST_TYPES,
  LOCALES,
  PIECE_FORMAT_GROUPS,
  type Piece,
  type PieceFormat,
  PROJECT_LANGUAGES,
  TABLE_PROPORTION_MAX,
  TABLE_PROPORTION_MIN,
  TEXT_STYLES,
} from '@brickyard/core';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { EditableRows, MoveControls, moved } from '../../ui/EditableRows.tsx';
import { ImageUploader } from '../../ui/ImageUploader.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { PieceView } from '../Pieces.tsx';
import { newPiece } from './new-piece.ts';

/** The languages an image may have its own version in, besides English. */
const TRANSLATION_LOCALES = LOCALES.filter((locale) => locale !== 'en');

type Change<T> = (next: T) => void;
type DataOf<F extends PieceFormat> = Extract<Piece, { format: F }>['data'];

const options = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));

const codeStyles = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

/** "Select an Editor": the formats grouped in labelled sections. */
export function FormatPicker({ onPick, onCancel }: { onPick(format: PieceFormat): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('pieceEditor.select')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Stack gap="md">
        {PIECE_FORMAT_GROUPS.map((group) => (
          <section key={group.label} aria-labelledby={`format-group-${group.label}`}>
            <Title order={3} size="h5" mb={6} id={`format-group-${group.label}`}>
              {t(`pieceEditor.groups.${group.label}`)}
            </Title>
            <Group gap="xs">
              {group.formats.map((format) => (
                <Button key={format} variant="light" size="compact-md" onClick={() => onPick(format)}>
                  {t(`pieceEditor.formats.${format}`)}
                </Button>
              ))}
            </Group>
          </section>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A list of pieces being edited, with insert points. `label` names the list ("Pieces", "Left column"). */
export function PiecesEditor({
  label,
  pieces,
  onChange,
  readOnly,
}: {
  label: string;
  pieces: readonly Piece[];
  onChange: Change<Piece[]>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [inserting, setInserting] = useState<number | null>(null);
  const insertPoint = (at: number) =>
    readOnly ? null : (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setInserting(at)}
        aria-label={t('pieceEditor.insertAt', { list: label, n: at + 1 })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('pieceEditor.insert')}
      </Button>
    );
  return (
    <Stack gap={6} component="section" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {pieces.length === 0 && readOnly && (
        <Text size="sm" c="dimmed">
          {t('pieceEditor.none')}
        </Text>
      )}
      {pieces.map((piece, index) => (
        <Stack key={piece._id ?? index} gap={6}>
          {insertPoint(index)}
          <PieceCard
            piece={piece}
            index={index}
            count={pieces.length}
            readOnly={readOnly}
            onChange={(next) => onChange(pieces.map((p, i) => (i === index ? next : p)))}
            onMove={(to) => onChange(moved(pieces, index, to))}
            onRemove={() => onChange(pieces.filter((_, i) => i !== index))}
          />
        </Stack>
      ))}
      {insertPoint(pieces.length)}
      {inserting !== null && (
        <FormatPicker
          onCancel={() => setInserting(null)}
          onPick={(format) => {
            const next = [...pieces];
            next.splice(inserting, 0, newPiece(format));
            onChange(next);
            setInserting(null);
          }}
        />
      )}
    </Stack>
  );
}

function PieceCard({
  piece,
  index,
  count,
  readOnly,
  onChange,
  onMove,
  onRemove,
}: {
  piece: Piece;
  index: number;
  count: number;
  readOnly?: boolean;
  onChange: Change<Piece>;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = t('pieceEditor.pieceName', { n: index + 1, format: t(`pieceEditor.formats.${piece.format}`) });
  return (
    <Card withBorder padding="sm" component="section" aria-label={name}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={preview ? t('pieceEditor.edit') : t('pieceEditor.preview')}>
            <ActionIcon
              variant="subtle"
              onClick={() => setPreview((p) => !p)}
              aria-pressed={preview}
              aria-label={t('pieceEditor.previewNamed', { name })}
            >
              {preview ? <IconPencil size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          {!readOnly && (
            <MoveControls
              name={name}
              index={index}
              count={count}
              onMove={onMove}
              onDelete={() => setConfirming(true)}
            />
          )}
        </Group>
      </Group>
      {preview ? (
        <PieceView piece={piece} />
      ) : (
        <PieceEditor piece={piece} onChange={onChange} readOnly={readOnly} />
      )}
      <ConfirmModal
        opened={confirming}
        title={t('editor.remove', { name })}
        question={t('editor.confirmDelete')}
        confirmLabel={t('pieceEditor.removeConfirm')}
        danger
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

/** The editor of one piece, by its format. */
export function PieceEditor({
  piece,
  onChange,
  readOnly,
}: {
  piece: Piece;
  onChange: Change<Piece>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const set = <F extends PieceFormat>(data: Partial<DataOf<F>>) =>
    onChange({ ...piece, data: { ...piece.data, ...data } } as Piece);
  const text = (label: string, value: string, apply: (v: string) => void, extra: object = {}) => (
    <TextInput
      label={label}
      value={value}
      readOnly={readOnly}
      onChange={(e) => apply(e.currentTarget.value)}
      {...extra}
    />
  );
  const code = (label: string, value: string, apply: (v: string) => void) => (
    <Textarea
      label={label}
      value={value}
      readOnly={readOnly}
      autosize
      minRows={3}
      styles={codeStyles}
      spellCheck={false}
      onChange={(e) => apply(e.currentTarget.value)}
    />
  );
  const select = (
    label: string,
    value: string,
    values: readonly string[],
    name: (v: string) => string,
    apply: (v: string) => void,
  ) => (
    <NativeSelect
      label={label}
      value={value}
      disabled={readOnly}
      data={options(values, name)}
      onChange={(e) => apply(e.currentTarget.value)}
    />
  );
  const language = (value: string, apply: (v: string) => void) =>
    select(t('pieceEditor.language'), value, PROJECT_LANGUAGES, (v) => t(`pieces.languages.${v}`), apply);

  switch (piece.format) {
    case 'text':
      return (
        <Stack gap="xs">
          {select(
            t('pieceEditor.style'),
            piece.data.style,
            TEXT_STYLES,
            (v) => t(`pieceEditor.styles.${v}`),
            (v) => set<'text'>({ style: v as DataOf<'text'>['style'] }),
          )}
          <RichTextInput
            label={t('pieceEditor.text')}
            value={piece.data.text}
            readOnly={readOnly}
            onChange={(v) => set<'text'>({ text: v })}
          />
        </Stack>
      );
    case 'image': {
      const en = piece.data.images.en;
      return (
        <Stack gap="xs">
          <ImageUploader
            label={t('pieceEditor.image')}
            value={en?.url ?? null}
            disabled={readOnly}
            onChange={(url) =>
              set<'image'>({ images: url ? { ...piece.data.images, en: { url, alt: en?.alt ?? '' } } : {} })
            }
          />
          {text(t('pieceEditor.alt'), en?.alt ?? '', (v) =>
            set<'image'>({ images: { ...piece.data.images, en: { url: en?.url ?? '', alt: v } } }),
          )}
          {text(t('pieceEditor.caption'), piece.data.caption ?? '', (v) => set<'image'>({ caption: v }))}
          {/* An image per language, for pictures with words in them; readers of a language without one see
              the English image. */}
          {en && (
            <details className="piece-locale-images">
              <summary>{t('pieceEditor.localeImages')}</summary>
              <Stack gap="xs" mt="xs">
                {TRANSLATION_LOCALES.map((locale) => {
                  const image = piece.data.images[locale];
                  const withImage = (next: { url: string; alt?: string } | undefined) => {
                    const images = { ...piece.data.images };
                    if (next) images[locale] = next;
                    else delete images[locale];
                    return images;
                  };
                  return (
                    <Stack key={locale} gap={4}>
                      <ImageUploader
                        label={t('pieceEditor.localeImage', { language: t(`languages.${locale}`) })}
                        value={image?.url ?? null}
                        disabled={readOnly}
                        onChange={(url) =>
                          set<'image'>({
                            images: withImage(url ? { url, alt: image?.alt ?? '' } : undefined),
                          })
                        }
                      />
                      {image &&
                        text(
                          t('pieceEditor.localeAlt', { language: t(`languages.${locale}`) }),
                          image.alt ?? '',
                          (v) => set<'image'>({ images: withImage({ url: image.url, alt: v }) }),
                        )}
                    </Stack>
                  );
                })}
              </Stack>
            </details>
          )}
        </Stack>
      );
    }
    case 'section':
      return (
        <Stack gap="xs">
          {text(t('pieceEditor.sectionTitle'), piece.data.title, (v) => set<'section'>({ title: v }))}
          <PiecesEditor
            label={t('pieceEditor.sectionPieces')}
            pieces={piece.data.pieces}
            readOnly={readOnly}
            onChange={(v) => set<'section'>({ pieces: v })}
          />
        </Stack>
      );
    case 'columns':
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PiecesEditor
            label={t('pieceEditor.left')}
            pieces={piece.data.left}
            readOnly={readOnly}
            onChange={(v) => set<'columns'>({ left: v })}
          />
          <PiecesEditor
            label={t('pieceEditor.right')}
            pieces={piece.data.right}
            readOnly={readOnly}
            onChange={(v) => set<'columns'>({ right: v })}
          />
        </SimpleGrid>
      );
    case 'definition':
      return (
        <Stack gap="xs">
          {text(t('pieceEditor.term'), piece.data.name, (v) => set<'definition'>({ name: v }))}
          <RichTextInput
            label={t('pieceEditor.meaning')}
            value={piece.data.description}
            readOnly={readOnly}
            onChange={(v) => set<'definition'>({ description: v })}
          />
        </Stack>
      );
    case 'table':
      return <TableEditor data={piece.data} readOnly={readOnly} onChange={(data) => set<'table'>(data)} />;
    case 'piece-table':
      return (
        <PieceTableEditor
          data={piece.data}
          readOnly={readOnly}
          onChange={(data) => set<'piece-table'>(data)}
        />
      );
    case 'link':
      return (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text(t('pieceEditor.label'), piece.data.label, (v) => set<'link'>({ label: v }))}
          {text(t('pieceEditor.address'), piece.data.link, (v) => set<'link'>({ link: v }), { type: 'url' })}
          {select(
            t('pieceEditor.opens'),
            piece.data.action,
            LINK_ACTIONS,
            (v) => t(`pieceEditor.actions.${v}`),
            (v) => set<'link'>({ action: v as DataOf<'link'>['action'] }),
          )}
        </SimpleGrid>
      );
    case 'embed':
      return (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text(t('pieceEditor.address'), piece.data.url, (v) => set<'embed'>({ url: v }), { type: 'url' })}
          {text(t('pieceEditor.title'), piece.data.title ?? '', (v) => set<'embed'>({ title: v }))}
          <NumberInput
            label={t('pieceEditor.height')}
            value={piece.data.height ?? 400}
            min={50}
            max={2000}
            readOnly={readOnly}
            onChange={(v) => set<'embed'>({ height: Number(v) || 400 })}
          />
        </SimpleGrid>
      );
    case 'embed-editor':
      return (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {language(piece.data.editor.language, (v) =>
              set<'embed-editor'>({
                editor: { ...piece.data.editor, language: v as DataOf<'editor'>['language'] },
              }),
            )}
            {select(
              t('pieceEditor.size'),
              piece.data.size,
              EDITOR_SIZES,
              (v) => t(`pieceEditor.sizes.${v}`),
              (v) => set<'embed-editor'>({ size: v as DataOf<'embed-editor'>['size'] }),
            )}
            <Switch
              mt="lg"
              label={t('pieceEditor.autoStart')}
              checked={piece.data.autoStart}
              disabled={readOnly}
              onChange={(e) => set<'embed-editor'>({ autoStart: e.currentTarget.checked })}
            />
          </SimpleGrid>
          {code(t('pieceEditor.starter'), piece.data.editor.code, (v) =>
            set<'embed-editor'>({ editor: { ...piece.data.editor, code: v } }),
          )}
          {code(t('pieceEditor.solution'), piece.data.solution ?? '', (v) =>
            set<'embed-editor'>({ solution: v }),
          )}
        </Stack>
      );
    case 'editor':
      return (
        <Stack gap="xs">
          {language(piece.data.language, (v) =>
            set<'editor'>({ language: v as DataOf<'editor'>['language'] }),
          )}
          {code(t('pieceEditor.code'), piece.data.code, (v) => set<'editor'>({ code: v }))}
        </Stack>
      );
    case 'code':
      return (
        <Stack gap="xs">
          {language(piece.data.language ?? 'python', (v) => set<'code'>({ language: v }))}
          {code(t('pieceEditor.code'), piece.data.code, (v) => set<'code'>({ code: v }))}
        </Stack>
      );
    case 'video':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text(t('pieceEditor.address'), piece.data.url, (v) => set<'video'>({ url: v }), { type: 'url' })}
          {text(t('pieceEditor.caption'), piece.data.caption ?? '', (v) => set<'video'>({ caption: v }))}
        </SimpleGrid>
      );
    case 'syntax':
      return (
        <Stack gap="xs">
          {language(piece.data.language ?? 'python', (v) => set<'syntax'>({ language: v }))}
          {code(t('pieceEditor.code'), piece.data.code, (v) => set<'syntax'>({ code: v }))}
          <EditableRows
            items={piece.data.highlights}
            onChange={(highlights) => set<'syntax'>({ highlights })}
            readOnly={readOnly}
            newItem={() => ({ highlight: '', description: '' })}
            addLabel={t('pieceEditor.addHighlight')}
            removeLabel={(i) => t('pieceEditor.removeHighlight', { n: i + 1 })}
            render={(h, i, update) => (
              <>
                {text(
                  t('pieceEditor.highlight', { n: i + 1 }),
                  h.highlight,
                  (v) => update({ ...h, highlight: v }),
                  {
                    style: { flex: 1 },
                    styles: codeStyles,
                  },
                )}
                {text(
                  t('pieceEditor.highlightMeaning', { n: i + 1 }),
                  h.description,
                  (v) => update({ ...h, description: v }),
                  {
                    style: { flex: 2 },
                  },
                )}
              </>
            )}
          />
        </Stack>
      );
    case 'list':
      return (
        <Stack gap="xs">
          {select(
            t('pieceEditor.listType'),
            piece.data.type,
            LIST_TYPES,
            (v) => t(`pieceEditor.listTypes.${v}`),
            (v) => set<'list'>({ type: v as DataOf<'list'>['type'] }),
          )}
          <EditableRows
            items={piece.data.items}
            onChange={(items) => set<'list'>({ items })}
            readOnly={readOnly}
            min={1}
            newItem={() => ({ content: '' })}
            addLabel={t('pieceEditor.addItem')}
            removeLabel={(i) => t('pieceEditor.removeItem', { n: i + 1 })}
            render={(item, i, update) =>
              text(t('pieceEditor.item', { n: i + 1 }), item.content, (v) => update({ content: v }), {
                style: { flex: 1 },
              })
            }
          />
        </Stack>
      );
    case 'codeExercise':
      return (
        <Stack gap="xs">
          {language(piece.data.language, (v) =>
            set<'codeExercise'>({ language: v as DataOf<'codeExercise'>['language'] }),
          )}
          <RichTextInput
            label={t('pieceEditor.instructions')}
            value={piece.data.instructions ?? ''}
            readOnly={readOnly}
            onChange={(v) => set<'codeExercise'>({ instructions: v })}
          />
          {/* Removing keeps at least one code and result entry (authoring.md §5). */}
          <EditableRows
            items={piece.data.entries}
            onChange={(entries) => set<'codeExercise'>({ entries })}
            readOnly={readOnly}
            min={1}
            newItem={() => ({ code: '', result: '' })}
            addLabel={t('pieceEditor.addEntry')}
            removeLabel={(i) => t('pieceEditor.removeEntry', { n: i + 1 })}
            render={(entry, i, update) => (
              <Group grow style={{ flex: 1 }} align="flex-end">
                {code(t('pieceEditor.entryCode', { n: i + 1 }), entry.code, (v) =>
                  update({ ...entry, code: v }),
                )}
                {code(t('pieceEditor.entryResult', { n: i + 1 }), entry.result, (v) =>
                  update({ ...entry, result: v }),
                )}
              </Group>
            )}
          />
        </Stack>
      );
    case 'purpose':
      return select(
        t('pieceEditor.formats.purpose'),
        piece.data.value,
        BRICK_PURPOSES,
        (v) => t(`pieces.values.purpose.${v}`),
        (v) => set<'purpose'>({ value: v as DataOf<'purpose'>['value'] }),
      );
    case 'signal':
      return select(
        t('pieceEditor.formats.signal'),
        piece.data.value,
        BRICK_SIGNALS,
        (v) => t(`pieces.values.signal.${v}`),
        (v) => set<'signal'>({ value: v as DataOf<'signal'>['value'] }),
      );
    case 'audience':
      return select(
        t('pieceEditor.formats.audience'),
        piece.data.value,
        BRICK_AUDIENCES,
        (v) => t(`pieces.values.audience.${v}`),
        (v) => set<'audience'>({ value: v as DataOf<'audience'>['value'] }),
      );
    case 'handler':
      return text(t('pieceEditor.formats.handler'), piece.data.value, (v) => set<'handler'>({ value: v }));
  }
}

/** A table of text cells: rows, columns, proportions 1 to 5, a header row. */
function TableEditor({
  data,
  readOnly,
  onChange,
}: {
  data: DataOf<'table'>;
  readOnly?: boolean;
  onChange: Change<Partial<DataOf<'table'>>>;
}) {
  const { t } = useTranslation();
  const cell = () => ({ format: 'text' as const, data: { text: '' } });
  const addRow = () =>
    onChange({ rows: data.rows + 1, cells: [...data.cells, Array.from({ length: data.columns }, cell)] });
  const addColumn = () =>
    onChange({
      columns: data.columns + 1,
      proportions: [...data.proportions, 1],
      cells: data.cells.map((row) => [...row, cell()]),
    });
  const removeRow = (r: number) =>
    onChange({ rows: data.rows - 1, cells: data.cells.filter((_, i) => i !== r) });
  const removeColumn = (c: number) =>
    onChange({
      columns: data.columns - 1,
      proportions: data.proportions.filter((_, i) => i !== c),
      cells: data.cells.map((row) => row.filter((_, i) => i !== c)),
    });
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('pieceEditor.headerRow')}
        checked={data.hasHeader}
        disabled={readOnly}
        onChange={(e) => onChange({ hasHeader: e.currentTarget.checked })}
      />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {data.proportions.map((p, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns have no ids; their place is their identity
          <Group key={c} gap={2} wrap="nowrap" style={{ flex: 1 }} align="flex-end">
            <NumberInput
              label={t('pieceEditor.proportion', { n: c + 1 })}
              value={p}
              min={TABLE_PROPORTION_MIN}
              max={TABLE_PROPORTION_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              readOnly={readOnly}
              onChange={(v) =>
                onChange({ proportions: data.proportions.map((x, i) => (i === c ? Number(v) || 1 : x)) })
              }
              style={{ flex: 1 }}
            />
            {!readOnly && data.columns > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                onClick={() => removeColumn(c)}
                aria-label={t('pieceEditor.removeColumn', { n: c + 1 })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Group>
      {data.cells.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids; their place is their identity
        <Group key={r} gap="xs" wrap="nowrap" align="flex-end">
          {row.map((c, i) => (
            <TextInput
              // biome-ignore lint/suspicious/noArrayIndexKey: cells have no ids; their place is their identity
              key={i}
              style={{ flex: data.proportions[i] ?? 1 }}
              label={t('pieceEditor.cell', { row: r + 1, column: i + 1 })}
              value={c.data.text}
              readOnly={readOnly}
              fw={data.hasHeader && r === 0 ? 700 : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                onChange({
                  cells: data.cells.map((x, j) =>
                    j === r ? x.map((y, k) => (k === i ? { ...y, data: { text: value } } : y)) : x,
                  ),
                });
              }}
            />
          ))}
          {!readOnly && data.rows > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              onClick={() => removeRow(r)}
              aria-label={t('pieceEditor.removeRow', { n: r + 1 })}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Group gap="xs">
          <Button variant="light" size="compact-sm" onClick={addRow}>
            {t('pieceEditor.addRow')}
          </Button>
          <Button variant="light" size="compact-sm" onClick={addColumn}>
            {t('pieceEditor.addColumn')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A table whose cells hold pieces: header row and column checkboxes, add and remove rows and columns. */
function PieceTableEditor({
  data,
  readOnly,
  onChange,
}: {
  data: DataOf<'piece-table'>;
  readOnly?: boolean;
  onChange: Change<Partial<DataOf<'piece-table'>>>;
}) {
  const { t } = useTranslation();
  const columns = data.table[0]?.length ?? 1;
  const empty = () => ({ pieces: [] as Piece[] });
  return (
    <Stack gap="xs">
      <Group>
        <Checkbox
          label={t('pieceEditor.headerRow')}
          checked={data.hasHeaderRow}
          disabled={readOnly}
          onChange={(e) => onChange({ hasHeaderRow: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('pieceEditor.headerColumn')}
          checked={data.hasHeaderColumn}
          disabled={readOnly}
          onChange={(e) => onChange({ hasHeaderColumn: e.currentTarget.checked })}
        />
      </Group>
      {data.table.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids; their place is their identity
        <Card key={r} withBorder padding="xs">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {t('pieceEditor.row', { n: r + 1 })}
            </Text>
            {!readOnly && data.table.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onChange({ table: data.table.filter((_, i) => i !== r) })}
                aria-label={t('pieceEditor.removeRow', { n: r + 1 })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: Math.min(columns, 4) }}>
            {row.map((c, i) => (
              <PiecesEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: cells have no ids; their place is their identity
                key={i}
                label={t('pieceEditor.cell', { row: r + 1, column: i + 1 })}
                pieces={c.pieces}
                readOnly={readOnly}
                onChange={(pieces) =>
                  onChange({
                    table: data.table.map((x, j) =>
                      j === r ? x.map((y, k) => (k === i ? { pieces } : y)) : x,
                    ),
                  })
                }
              />
            ))}
          </SimpleGrid>
        </Card>
      ))}
      {!readOnly && (
        <Group gap="xs">
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onChange({ table: [...data.table, Array.from({ length: columns }, empty)] })}
          >
            {t('pieceEditor.addRow')}
          </Button>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onChange({ table: data.table.map((row) => [...row, empty()]) })}
          >
            {t('pieceEditor.addColumn')}
          </Button>
          {columns > 1 && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => onChange({ table: data.table.map((row) => row.slice(0, -1)) })}
            >
              {t('pieceEditor.removeLastColumn')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
