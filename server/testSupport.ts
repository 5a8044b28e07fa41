import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { localPublishableKey } from './localSettings.mjs';

export const inquiriesTable = 'starbridge_inquiries';

export const goodInquiry = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  phone_no: '+351 912 345 678',
  comments: 'I would like to form a Delaware LLC.',
};

/** A scratch folder removed by the returned function. */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A stand-in for build/client: a home page and the not-found page. */
export function fakeSite(root: string) {
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  return root;
}

/** The real supabase-js client as the site builds it; Node 20 needs the ws transport for realtime. */
export function supabaseFor(url: string, key: string = localPublishableKey, schema = 'public') {
  return createClient(url, key, {
    db: { schema },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}
