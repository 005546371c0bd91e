// Rich text for library content: bold, italic, underline, code, headings (h3, h4), lists, quotes and links,
// the formatting the sanitiser keeps (core `RICH_TEXT_TAGS`). Tiptap under Mantine's toolbar, loaded with the
// editors that use it. What it gives back is sanitised again by the server when saved.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

export function RichTextInput({
  label,
  value,
  onChange,
  readOnly,
  dir,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
  readOnly?: boolean;
  dir?: 'rtl' | 'ltr';
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        strike: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
    ],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(dir ? { dir } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value changed from outside (a translation switched, a conflict resolved) replaces the editor's text.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'span' }}>
      <RichTextEditor editor={editor} labels={{ linkEditorInputLabel: t('richText.linkAddress') }}>
        {!readOnly && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold aria-label={t('richText.bold')} title={t('richText.bold')} />
              <RichTextEditor.Italic aria-label={t('richText.italic')} title={t('richText.italic')} />
              <RichTextEditor.Underline
                aria-label={t('richText.underline')}
                title={t('richText.underline')}
              />
              <RichTextEditor.Code aria-label={t('richText.code')} title={t('richText.code')} />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H3 aria-label={t('richText.heading')} title={t('richText.heading')} />
              <RichTextEditor.H4 aria-label={t('richText.subheading')} title={t('richText.subheading')} />
              <RichTextEditor.BulletList aria-label={t('richText.bullets')} title={t('richText.bullets')} />
              <RichTextEditor.OrderedList aria-label={t('richText.numbers')} title={t('richText.numbers')} />
              <RichTextEditor.Blockquote aria-label={t('richText.quote')} title={t('richText.quote')} />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link aria-label={t('richText.link')} title={t('richText.link')} />
              <RichTextEditor.Unlink aria-label={t('richText.unlink')} title={t('richText.unlink')} />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
