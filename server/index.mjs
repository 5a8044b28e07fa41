import { loadEnvFiles, readConfig } from './config.mjs';
import { startSite } from './startSite.mjs';

loadEnvFiles();
const config = readConfig();
const embedded = !config.supabaseUrl;

const starting = startSite({ ...config, embedded }).catch((error) => {
  // startSite has given back whatever it took (the folder, the database) before rejecting.
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

// PGlite keeps pages in memory: close it so every write reaches the data folder, and give the
// folder back. A signal during the start waits for the start to finish, then closes.
/** @type {Promise<void> | null} */
let stopping = null;
/** @param {number} code the exit code */
function stop(code) {
  stopping ??= starting
    .then((site) => site.close())
    .catch((error) => console.error(`Could not close cleanly: ${error.message}`))
    .finally(() => process.exit(code));
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stop(0));
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.once(event, (error) => {
    console.error('Stopping after an unexpected error:', error);
    stop(1);
  });
}

const site = await starting;
console.log(`Site ready at ${site.url}/`);
if (embedded) {
  const applied = site.applied.length ? ` (applied migrations ${site.applied.join(', ')})` : '';
  console.log(`Inquiries endpoint at ${site.url}/rest/v1, database in ${config.dataDir}${applied}`);
} else {
  console.log(`Inquiries go to ${config.supabaseUrl} (VITE_SUPABASE_URL); no embedded endpoint.`);
}
