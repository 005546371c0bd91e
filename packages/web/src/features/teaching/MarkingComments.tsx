// The marking sidebar's comments: those written so far (the ones the teacher may remove, with a button), and
// the form that adds one.
import { fullName, type MarkingComment } from '@brickyard/core';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveMarking } from './use-marking-save.ts';

export function MarkingComments({
  comments,
  saving,
  addingComment,
  onSave,
}: {
  comments: readonly MarkingComment[];
  saving: boolean;
  /** A save that adds a comment is under way. */
  addingComment: boolean;
  onSave: SaveMarking;
}) {
  const { t, i18n } = useTranslation();
  const [comment, setComment] = useState('');
  const dateTimeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="marking-comments">
      <Title order={2} size="h4" id="marking-comments" mb="xs">
        {t('marking.comments')}
      </Title>
      {comments.length === 0 && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('marking.noComments')}
        </Text>
      )}
      <Stack gap="xs" component="ul" className="plain-list" mb="sm">
        {comments.map((c) => (
          <Paper key={c._id} component="li" p="xs" radius="sm" bg="var(--mantine-color-gray-0)">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div>
                <Text size="xs" c="dimmed">
                  <bdi>{fullName(c.author)}</bdi> · {dateTimeFormat.format(new Date(c.createdAt))}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  <bdi>{c.text}</bdi>
                </Text>
              </div>
              {c.canRemove && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('marking.removeComment')}
                  onClick={() => onSave({ removeComments: [c._id] })}
                  disabled={saving}
                >
                  <IconTrash size={14} aria-hidden />
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (comment.trim()) onSave({ comments: [{ text: comment.trim() }] }, () => setComment(''));
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('marking.newComment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              size="xs"
              leftSection={<IconMessagePlus size={16} aria-hidden />}
              disabled={!comment.trim()}
              loading={addingComment}
            >
              {t('marking.addComment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
