// Block coding (DECISIONS.md: "scratch"): a Blockly workspace whose blocks become JavaScript, run by the
// JavaScript runner. Loaded in its own chunk, only by block projects. The workspace is saved as Blockly's own
// JSON in the project's blocks.json.
import * as Blockly from 'blockly/core';
import 'blockly/blocks';
import { javascriptGenerator, Order } from 'blockly/javascript';
import * as Ar from 'blockly/msg/ar';
import * as De from 'blockly/msg/de';
import * as En from 'blockly/msg/en';
import * as It from 'blockly/msg/it';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const MESSAGES = { en: En, ar: Ar, de: De, it: It } as const;

// "print" shows in the output pane (the runner has no alert()).
javascriptGenerator.forBlock.text_print = (block, generator) =>
  `console.log(${generator.valueToCode(block, 'TEXT', Order.NONE) || "''"});\n`;

const category = (name: string, colour: string, types: string[]) => ({
  kind: 'category',
  name,
  colour,
  contents: types.map((type) => ({ kind: 'block', type })),
});

export default function BlocksEditor({
  value,
  onChange,
  onCode,
  readOnly,
  label,
}: {
  value: string;
  onChange: (saved: string) => void;
  /** The JavaScript the blocks make, whenever they change. */
  onCode: (code: string) => void;
  readOnly: boolean;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const language = (i18n.language in MESSAGES ? i18n.language : 'en') as keyof typeof MESSAGES;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the workspace is made again only for a new language or mode
  useEffect(() => {
    Blockly.setLocale(MESSAGES[language] as unknown as Record<string, string>);
    const toolbox = {
      kind: 'categoryToolbox',
      contents: [
        category(t('blocks.logic'), '#5b80a5', [
          'controls_if',
          'logic_compare',
          'logic_operation',
          'logic_negate',
          'logic_boolean',
        ]),
        category(t('blocks.loops'), '#5ba55b', [
          'controls_repeat_ext',
          'controls_whileUntil',
          'controls_for',
          'controls_forEach',
          'controls_flow_statements',
        ]),
        category(t('blocks.maths'), '#5b67a5', [
          'math_number',
          'math_arithmetic',
          'math_single',
          'math_random_int',
          'math_modulo',
        ]),
        category(t('blocks.text'), '#5ba58c', ['text', 'text_print', 'text_join', 'text_length']),
        category(t('blocks.lists'), '#745ba5', ['lists_create_with', 'lists_length', 'lists_getIndex']),
        { kind: 'category', name: t('blocks.variables'), colour: '#a55b80', custom: 'VARIABLE' },
        { kind: 'category', name: t('blocks.functions'), colour: '#995ba5', custom: 'PROCEDURE' },
      ],
    };
    const workspace = Blockly.inject(host.current!, {
      toolbox,
      readOnly,
      rtl: language === 'ar',
      media: '/blockly-media/',
      trashcan: !readOnly,
      zoom: { controls: true, startScale: 1 },
      renderer: 'geras',
    });
    Blockly.serialization.workspaces.load(JSON.parse(value || '{}'), workspace);
    onCodeRef.current(javascriptGenerator.workspaceToCode(workspace));
    const listener = (event: Blockly.Events.Abstract) => {
      if (event.isUiEvent || workspace.isDragging()) return;
      onChangeRef.current(JSON.stringify(Blockly.serialization.workspaces.save(workspace)));
      onCodeRef.current(javascriptGenerator.workspaceToCode(workspace));
    };
    workspace.addChangeListener(listener);
    return () => workspace.dispose();
  }, [language, readOnly]);

  return <div ref={host} className="blocks-workspace" role="application" aria-label={label} />;
}
