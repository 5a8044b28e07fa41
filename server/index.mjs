import { loadEnvFiles, readConfig } from './config.mjs';
import { startSite } from './startSite.mjs';

loadEnvFiles();
const config = readConfig();
const embedded = !config.supabaseUrl;

let site;
try {
  site = await startSite({ ...config, embedded });
} catch (error) {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
}
console.log(`Site ready at ${site.url}/`);
if (embedded) {
  const applied = site.applied.length ? ` (applied migrations ${site.applied.join(', ')})` : '';
  console.log(`Inquiries endpoint at ${site.url}/rest/v1, database in ${config.dataDir}${applied}`);
} else {
  console.log(`Inquiries go to ${config.supabaseUrl} (VITE_SUPABASE_URL); no embedded endpoint.`);
}

// PGlite keeps pages in memory: close it so every write reaches the data folder.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await site.close();
    process.exit(0);
  });
}
