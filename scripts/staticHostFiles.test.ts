// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inquiryFormPath } from '../server/inquiryPage.mjs';
import { tempDir } from '../server/testSupport';
import { staticHostFiles } from './staticHostFiles.mjs';

const scratch = tempDir('static-host');
afterAll(() => scratch.remove());

function page(root: string, route: string, script: string) {
  const dir = path.join(root, route);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><script>${script}</script>`);
}

describe('staticHostFiles', () => {
  const root = path.join(scratch.dir, 'client');
  page(root, '', 'home()');
  page(root, 'pricing', 'pricing()');
  page(root, 'blog-single', 'redirect()');
  writeFileSync(path.join(root, '404.html'), '<!doctype html>');
  const { headers, redirects } = staticHostFiles(root, { supabaseUrl: 'https://abc.supabase.co/' });
  const rules = new Map(headers.trim().split('\n\n').map((rule) => [rule.split('\n')[0], rule]));
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("gives each page a policy with its own inline scripts' hashes, never a wildcard policy", () => {
    expect(rules.get('/pricing')).toContain(`script-src 'self' ${sha('pricing()')};`);
    expect(rules.get('/pricing/')).toBe(rules.get('/pricing')?.replace(/^\/pricing/, '/pricing/'));
    expect(rules.get('/')).toContain(sha('home()'));
    expect(rules.get('/pricing')).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(rules.get('/*')).not.toContain('Content-Security-Policy');
    expect(rules.get('/*')).toContain('X-Content-Type-Options: nosniff');
    expect(rules.get('/assets/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
  });

  it('redirects the bare detail paths and sends unknown paths and ids to the not-found page', () => {
    expect(rules.has('/blog-single')).toBe(false);
    expect(redirects).toContain('/blog-single  /blog-single/1  301');
    expect(redirects.trim().split('\n').at(-1)).toBe('/*  /404.html  404');
  });

  it("leaves the form's own post to the host's function: only the final 404 fallback matches it, and no page policy", () => {
    const matching = redirects
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[0])
      .filter((from) => new RegExp(`^${from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(inquiryFormPath));
    expect(matching).toEqual(['/*']);
    expect([...rules.keys()].filter((pattern) => pattern.startsWith(inquiryFormPath))).toEqual([]);
  });
});
