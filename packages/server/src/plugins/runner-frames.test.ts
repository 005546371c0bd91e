import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
const script = 'parent.postMessage("hello", "*")';
const snapshot = Buffer.alloc(100_000, 7);

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'brickyard-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dist, 'runners'));
  writeFileSync(join(dist, 'runners', 'javascript.html'), `<!doctype html><script>${script}</script>`);
  writeFileSync(join(dist, 'runners', 'python.html'), `<!doctype html><script>${script}</script>`);
  writeFileSync(join(dist, 'runners', 'web.html'), `<!doctype html><script>${script}</script>`);
  mkdirSync(join(dist, 'pyodide', '1.0.0'), { recursive: true });
  writeFileSync(join(dist, 'pyodide', '1.0.0', 'pyodide.js'), 'var loadPyodide;');
  writeFileSync(join(dist, 'pyodide', '1.0.0', 'python-snapshot.bin'), snapshot);
  writeFileSync(join(dist, 'pyodide', '1.0.0', 'python-snapshot.bin.gz'), gzipSync(snapshot));
  mkdirSync(join(dist, 'vendor'));
  writeFileSync(join(dist, 'vendor', 'jquery-3.0.0.min.js'), 'var jQuery;');
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

  it('the Python frame may load and fetch our Pyodide files and compile WebAssembly, nothing else', async () => {
    const response = await h.request({
      method: 'GET',
      url: '/runners/python.html',
      headers: { host: 'school.example:8080' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).toContain('connect-src http://school.example:8080/pyodide/');
    expect(csp).toMatch(/script-src 'sha256-[^']+' http:\/\/school\.example:8080\/pyodide\/ /);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['cross-origin-embedder-policy']).toBe('require-corp');
    // A forged host cannot write into the policy.
    const forged = await h.request({
      method: 'GET',
      url: '/runners/python.html',
      headers: { host: "evil.example; script-src *'" },
    });
    expect(String(forged.headers['content-security-policy'])).not.toContain('evil');
  });

  it('the web preview runs the student’s inline scripts and our jQuery, with no connections', async () => {
    const response = await h.request({
      method: 'GET',
      url: '/runners/web.html',
      headers: { host: 'localhost' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'unsafe-inline' http://localhost/vendor/");
    expect(csp).not.toContain('sha256');
    expect(csp).toContain("connect-src 'none'");
  });

  it('serves Pyodide and jQuery to the sandboxed frames: open to any origin, cached for good', async () => {
    for (const url of ['/pyodide/1.0.0/pyodide.js', '/vendor/jquery-3.0.0.min.js']) {
      const response = await h.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(String(response.headers['cache-control'])).toContain('immutable');
    }
  });

  it('sends the stored gzip of a large Pyodide file to browsers that take gzip, saying its unpacked length', async () => {
    const url = '/pyodide/1.0.0/python-snapshot.bin';
    const gzipped = await h.request({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['x-decoded-length']).toBe(String(snapshot.length));
    expect(gunzipSync(gzipped.rawPayload).equals(snapshot)).toBe(true);
    const plain = await h.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(snapshot)).toBe(true);
    expect(String(plain.headers.vary)).toContain('accept-encoding');
  });

  it('serves project pages cross-origin isolated, and other pages not', async () => {
    const project = await h.request({ method: 'GET', url: '/projects/abc' });
    expect(project.headers['cross-origin-embedder-policy']).toBe('require-corp');
    expect(project.headers['cross-origin-opener-policy']).toBe('same-origin');
    const learn = await h.request({ method: 'GET', url: '/learn' });
    expect(learn.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('leave the app’s own pages with the app’s CSP', async () => {
    const page = await h.request({ method: 'GET', url: '/projects/abc' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('unknown runner pages are not served as frames', async () => {
    const missing = await h.request({ method: 'GET', url: '/runners/ruby.html' });
    expect(missing.body).not.toContain(script);
    expect(String(missing.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
