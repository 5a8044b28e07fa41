import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * supabase/local.json: the embedded endpoint's public key, shared with the site's default client.
 * @type {{ publishableKey: string, restPath: string }}
 */
export const localSettings = JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../supabase/local.json'), 'utf8'));

export const localPublishableKey = localSettings.publishableKey;
