// The script of the web preview's frame page (/runners/web.html). Like the code runners' frames it is
// sandboxed without same origin and has no network; unlike them it is shown: it replaces itself with the
// student's page, whose scripts run under the frame's CSP (inline scripts and our jQuery only).
import { RUNNER_TAG } from './protocol.ts';

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const data = event.data as { tag?: unknown; kind?: unknown; page?: unknown };
  if (data?.tag !== RUNNER_TAG || data.kind !== 'page' || typeof data.page !== 'string') return;
  document.open();
  document.write(data.page);
  document.close();
});

window.parent.postMessage({ tag: RUNNER_TAG, kind: 'ready' }, '*');
