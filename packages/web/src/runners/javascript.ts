// The JavaScript runner on the app's side: every run gets a new sandboxed frame (docs/decisions.md, "Code
// runners"); Stop removes the frame, and the worker inside it with it, so even `while (true) {}` ends at once.
import { hiddenRunnerFrame } from './frame.ts';
import { isFrameReady, readFrameMessage, runRequest } from './protocol.ts';
import type { Runner, RunOptions } from './types.ts';

export const JAVASCRIPT_FRAME_URL = '/runners/javascript.html';

let runCounter = 0;

export const createJavaScriptRunner = (): Runner => {
  let current: { frame: HTMLIFrameElement; finish: (reason: 'stopped') => void } | null = null;

  const stop = () => current?.finish('stopped');

  const run = (code: string, { onEvent, inputs = [] }: RunOptions) => {
    stop();
    runCounter += 1;
    const runId = `run-${Date.now()}-${runCounter}`;
    const frame = hiddenRunnerFrame(JAVASCRIPT_FRAME_URL, 'JavaScript runner');

    return new Promise<void>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow) return;
        if (isFrameReady(event.data)) {
          frame.contentWindow?.postMessage(runRequest(runId, code, inputs), '*');
          return;
        }
        const runEvent = readFrameMessage(event.data, runId);
        if (!runEvent) return;
        onEvent(runEvent);
        if (runEvent.type === 'done') end();
      };
      const end = () => {
        window.removeEventListener('message', onMessage);
        frame.remove();
        if (current?.frame === frame) current = null;
        resolve();
      };
      current = {
        frame,
        finish: (reason) => {
          onEvent({ type: 'done', reason });
          end();
        },
      };
      window.addEventListener('message', onMessage);
      document.body.append(frame);
    });
  };

  return { run, stop, dispose: stop };
};
