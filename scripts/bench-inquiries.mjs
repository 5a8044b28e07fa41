// `npm run bench:inquiries`: 1,000 inserts from 20 concurrent supabase-js clients against the
// embedded endpoint on loopback. The server runs in its own process (as under `npm start`) on a
// fresh database in a temp folder, with the rate limit raised out of the way. A benchmark, not a
// test: it prints figures and fails only when the row count differs from the 201 answers.
// BENCH_INSERTS and BENCH_CLIENTS change the sizes.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { localPublishableKey } from '../server/localSettings.mjs';
import { startSite } from '../server/startSite.mjs';

const table = 'starbridge_inquiries';

/** The server process: starts the site, reports its URL, counts the rows when asked. */
async function serve(dir) {
  writeFileSync(path.join(dir, '404.html'), 'not found');
  const opening = performance.now();
  const site = await startSite({ staticRoot: dir, dataDir: path.join(dir, 'data'), rateLimit: { max: Number.MAX_SAFE_INTEGER } });
  process.send({ url: site.url, openMs: performance.now() - opening });
  process.on('message', async () => {
    const rows = (await site.db.query(`select count(*)::int as n from ${table}`)).rows[0].n;
    await site.close();
    process.send({ rows }, () => process.exit(0));
  });
}

function startServer(dir) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', dir]);
  const next = () =>
    new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
  return { child, next };
}

async function bench() {
  const total = Number(process.env.BENCH_INSERTS ?? 1000);
  const concurrency = Number(process.env.BENCH_CLIENTS ?? 20);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-inquiries-'));
  const server = startServer(dir);
  const { url, openMs } = await server.next();

  const latencies = [];
  const statuses = new Map();
  let issued = 0;
  async function client(index) {
    const supabase = createClient(url, localPublishableKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws } });
    while (issued < total) {
      const n = issued++;
      const started = performance.now();
      const { status } = await supabase.from(table).insert({
        name: `Bench client ${index}`,
        email: `bench${n}@example.com`,
        phone_no: `+1 212 555 ${String(n).padStart(4, '0')}`,
        comments: `Benchmark inquiry ${n} of ${total}.`,
      });
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;

  const done = server.next();
  server.child.send('count');
  const { rows } = await done;
  rmSync(dir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  const created = statuses.get(201) ?? 0;
  console.log(`inserts:       ${total} from ${concurrency} concurrent clients (Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})`);
  console.log(`database open: ${Math.round(openMs)} ms (fresh PGlite folder, migrations applied)`);
  console.log(`throughput:    ${Math.round(total / seconds)} inserts/s (${seconds.toFixed(2)} s)`);
  console.log(`latency:       p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`);
  console.log(`answers:       ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}`);
  console.log(`rows stored:   ${rows} ${rows === created ? '(= the 201 answers)' : `(MISMATCH: ${created} answers were 201)`}`);
  if (rows !== created) process.exitCode = 1;
}

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await bench();
