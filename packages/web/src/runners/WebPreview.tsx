// The live preview of a web project: a visible frame, sandboxed without same origin, that shows the page
// made from the project's files (web-page.ts) a moment after typing stops, and on Run. Its console and errors
// go to the output pane.
import type { ProjectFile } from '@brickyard/core';
import { Paper } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFrameReady, RUNNER_TAG, readFrameMessage } from './protocol.ts';
import type { RunEvent } from './types.ts';
import { composeWebPage, webFilesOf } from './web-page.ts';

export const WEB_FRAME_URL = '/runners/web.html';
const REFRESH_DELAY_MS = 500;

let renderCounter = 0;

export function WebPreview({
  files,
  refresh,
  onEvent,
  onRender,
}: {
  files: readonly ProjectFile[];
  /** Goes up with every Run: the page is made again even when nothing changed. */
  refresh: number;
  onEvent: (event: RunEvent) => void;
  /** A new page is shown: what the last one printed no longer applies. */
  onRender: () => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ key: number; page: string; runId: string } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const onRenderRef = useRef(onRender);
  onRenderRef.current = onRender;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a Run remakes the page even when files did not change
  useEffect(() => {
    const timer = setTimeout(() => {
      renderCounter += 1;
      const runId = `web-${renderCounter}`;
      const jquery = new URL(__JQUERY_PATH__, window.location.href).href;
      setShown({ key: renderCounter, page: composeWebPage(webFilesOf(files), runId, jquery), runId });
      onRenderRef.current();
    }, REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files, refresh]);

  useEffect(() => {
    if (!shown) return;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isFrameReady(event.data)) {
        frame.current.contentWindow?.postMessage({ tag: RUNNER_TAG, kind: 'page', page: shown.page }, '*');
        return;
      }
      const runEvent = readFrameMessage(event.data, shown.runId);
      if (runEvent) onEventRef.current(runEvent);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [shown]);

  return (
    <Paper withBorder radius="md" className="web-preview" bg="white">
      {shown && (
        <iframe
          key={shown.key}
          ref={frame}
          src={WEB_FRAME_URL}
          sandbox="allow-scripts"
          title={t('runner.preview')}
          className="web-preview-frame"
        />
      )}
    </Paper>
  );
}
