import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
const script = 'parent.postMessage("hello", "*")';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'brickyard-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dist, 'runners'));
  writeFileSync(join(dist, 'runners', 'javascript.html'), `<!doctype html><script>${script}</script>`);
  h = await createHarness({ WEB_DIST: dist });
});
afterAll(() => h.close());

describe('runner frame pages', () => {
  it('are served with a CSP of their own: their script by hash, blob workers, no network', async () => {
    const response = await h.request({ method: 'GET', url: '/runners/javascript.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(script);
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain('worker-src blob:');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('leave the app’s own pages with the app’s CSP', async () => {
    const page = await h.request({ method: 'GET', url: '/projects/abc' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('unknown runner pages are not found', async () => {
    const missing = await h.request({ method: 'GET', url: '/runners/python.html' });
    expect(missing.body).not.toContain(script);
  });
});
