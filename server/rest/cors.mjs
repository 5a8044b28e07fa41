/**
 * The site and the endpoint share an origin, so browsers never need CORS here; these headers
 * only keep a tool or a second local origin (Storybook, `npm run dev`) from being refused, the
 * way Supabase answers any origin for its public REST API.
 */
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Preference-Applied, Retry-After',
};

export const preflightHeaders = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'apikey, authorization, content-type, content-profile, accept-profile, prefer, x-client-info, x-supabase-api-version',
  'Access-Control-Max-Age': '86400',
};
