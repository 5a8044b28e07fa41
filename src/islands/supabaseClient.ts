import type { SupabaseClient } from '@supabase/supabase-js';
import localSettings from '../../supabase/local.json';
import { site as site } from '../content/site';
import type { Inquiry } from '../sections/ContactForm';

/**
 * Where inquiries go: the Supabase project named by VITE_SUPABASE_URL and its publishable
 * (or legacy anon) key, or, when none is configured, the embedded endpoint that `npm start`
 * serves on the page's own origin with the local key.
 */
export function supabaseTarget(env: Partial<ImportMetaEnv>, origin: string) {
  const url = env.VITE_SUPABASE_URL?.trim();
  if (url) return { url, key: (env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_ANON_KEY || '').trim() };
  return { url: origin, key: localSettings.publishableKey };
}

let client: Promise<SupabaseClient> | null = null;

/** supabase-js loads with the first submit, so no other page (and not the home page) pays for it. */
function supabase() {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const { url, key } = supabaseTarget(import.meta.env ?? {}, window.location.origin);
      return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
    })
    .catch((error: unknown) => {
      // A failed chunk load must not stick: the next submit tries again.
      client = null;
      throw error;
    });
  return client;
}

/**
 * Sends one inquiry. supabase-js resolves with `error` for an HTTP error and for a network
 * failure (status 0, 'TypeError: fetch failed'); both are "the insert returned an error".
 * It throws only when the client itself cannot be made (a chunk that fails to load, a bad URL).
 */
export async function submitInquiry(inquiry: Inquiry): Promise<{ error: unknown | null }> {
  const { error } = await (await supabase()).from(site.inquiriesTable).insert(inquiry);
  return { error };
}
