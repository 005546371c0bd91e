// Rich text for library content: bold, italic, underline, code, headings (h3, h4), lists, quotes and links,
// the formatting the sanitiser keeps (core `RICH_TEXT_TAGS`). Tiptap under Mantine's toolbar, loaded with the
// editors that use it. What it gives back is sanitised again by the server when saved.
//
// Only a change the author makes reaches `onChange`: showing a value (which the editor writes in its own form,
// "Text" as "<p>Text</p>") or switching between editable and read-only is no change, so opening an item never
// makes it "unsaved". Pasted HTML goes through the server's sanitiser (core `sanitizeHtml`) before the editor
// parses it, so no handler or script of the clipboard ever reaches the page.
import { sanitizeHtml } from '@brickyard/core';
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
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
  /** The editor's own HTML of the value it was last given: an update that ends there changed nothing. */
  const shown = useRef<string | null>(null);
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
      transformPastedHTML: (html) => sanitizeHtml(html),
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        // Authors' text reads in its own direction: an English paragraph in an Arabic page keeps its "?" at the end.
        dir: dir ?? 'auto',
      },
    },
    onCreate: ({ editor: current }) => {
      shown.current = current.isEmpty ? '' : current.getHTML();
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      if (html === shown.current) return;
      shown.current = null;
      onChange(html);
    },
  });

  // A value changed from outside (a translation switched, a conflict resolved) replaces the editor's text.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) {
      editor.commands.setContent(value, { emitUpdate: false });
      shown.current = editor.isEmpty ? '' : editor.getHTML();
    }
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'span' }}>
      <RichTextEditor
        editor={editor}
        labels={{
          linkControlLabel: t('richText.link'),
          linkEditorInputLabel: t('richText.linkAddress'),
          linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
          linkEditorSave: t('richText.linkSave'),
          linkEditorExternalLink: t('richText.linkNewTab'),
          linkEditorInternalLink: t('richText.linkSameTab'),
        }}
        // The link popup's new-tab toggle is an icon alone; Mantine gives it only a tooltip, so it is named here.
        attributes={{ linkEditorExternalControl: { 'aria-label': t('richText.linkNewTabToggle') } }}
      >
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
