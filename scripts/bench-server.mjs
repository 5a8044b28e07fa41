// `npm run bench:server`: the production server (`node server/index.mjs`, its own process, embedded
// database in a temp folder, created by a first start and reopened by each run, as after a restart)
// against the built site in build/client, on loopback. Two runs, each on a freshly started server
// so nothing is warm:
//   crowd: 1,000 concurrent first requests for the largest script (brotli accepted), on 1,000
//          connections opened beforehand: wall time,
//          p50/p99, the server's CPU time and its peak RSS while they ran;
//   crawl: every page of every language (each .html file of the build), 8 at a time, brotli
//          accepted: the server's RSS at rest before and after, and its peak.
// A benchmark, not a test: it prints figures. BENCH_CROWD sets the crowd's size; `--only crowd` or
// `--only crawl` runs one of them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'build/client');
const crowdSize = Number(process.env.BENCH_CROWD ?? 1000);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const ticksPerSecond = 100;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** What Linux says of the server process: RSS now, peak RSS, CPU seconds used so far. */
function processFigures(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { rss: kb('VmRSS'), peak: kb('VmHWM'), cpu: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond };
}

/** Starts the peak-RSS counter afresh (Linux: "5" to clear_refs), so the peak is the run's own. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak then also covers the start.
  }
}

/** One database folder for every run, created by a first start: runs measure a server reopening it, as on a restart. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));

function startServer() {
  const { VITE_SUPABASE_URL: _remote, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'server/index.mjs')], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const ready = new Promise((resolve, reject) => {
    const read = (chunk) => {
      log += chunk;
      const url = /Site ready at (http:\/\/\S+?)\/?\s/.exec(log)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${log}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, ready, stop, log: () => log };
}

/** One GET, the whole body read; resolves with its status, size and time. */
function fetchOnce(url, agent) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = get(url, { agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, ms: performance.now() - started }));
      res.on('error', () => resolve({ status: 'error', bytes, ms: performance.now() - started }));
    });
    req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: error.message === 'timeout' ? 'timeout' : 'error', bytes: 0, ms: performance.now() - started }));
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function tally(results) {
  const statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return { statuses, p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

function largestScript() {
  const assets = path.join(client, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
    .sort((a, b) => b.size - a.size)[0];
}

/** Every page the build has, as the address a visitor asks for (`/es/pricing`, not `…/index.html`). */
function pagePaths(dir = client, prefix = '') {
  const paths = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) paths.push(...pagePaths(path.join(dir, entry.name), rel));
    else if (entry.name === 'index.html') paths.push(prefix || '/');
    else if (entry.name.endsWith('.html')) paths.push(rel.slice(0, -'.html'.length));
  }
  return paths;
}

/** Lets the server finish what it started (timers, the database's own work) before reading it. */
const settle = (ms = 3000) => new Promise((resolve) => setTimeout(resolve, ms));

async function crowd() {
  const server = startServer();
  const url = await server.ready;
  await settle();
  const asset = largestScript();
  // The connections are opened first (as a proxy's pool or a crowd already on the site would have
  // them), so the requests for the asset arrive together rather than at the pace of the handshakes.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  await Promise.all(Array.from({ length: crowdSize }, () => fetchOnce(`${url}/robots.txt`, agent)));
  const before = processFigures(server.child.pid);
  resetPeak(server.child.pid);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: crowdSize }, () => fetchOnce(`${url}/assets/${asset.name}`, agent)));
  const wall = performance.now() - started;
  const after = processFigures(server.child.pid);
  const { statuses, p50, p99 } = tally(results);
  const one = await fetchOnce(`${url}/assets/${asset.name}`, agent);
  const cpuOne = processFigures(server.child.pid).cpu - after.cpu;
  agent.destroy();
  await settle();
  const later = processFigures(server.child.pid);
  await server.stop();
  console.log(`crowd: ${crowdSize} concurrent first GETs of /assets/${asset.name} (${(asset.size / 1024).toFixed(0)} KB, brotli accepted)`);
  console.log(`  statuses ${JSON.stringify(statuses)}, ${results[0].bytes} bytes each`);
  console.log(`  wall ${(wall / 1000).toFixed(2)} s, p50 ${(p50 / 1000).toFixed(2)} s, p99 ${(p99 / 1000).toFixed(2)} s`);
  console.log(`  server CPU ${(after.cpu - before.cpu).toFixed(2)} s (one more request afterwards: ${cpuOne.toFixed(2)} s, ${one.status})`);
  console.log(`  RSS ${mb(before.rss)} before, peak ${mb(after.peak)}, ${mb(after.rss)} right after, ${mb(later.rss)} 3 s later`);
}

async function crawl() {
  const server = startServer();
  const url = await server.ready;
  await settle();
  const rest = processFigures(server.child.pid);
  resetPeak(server.child.pid);
  const paths = pagePaths();
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const started = performance.now();
  const results = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (queue.length) results.push(await fetchOnce(url + queue.shift(), agent));
    }),
  );
  const wall = performance.now() - started;
  agent.destroy();
  await settle();
  const after = processFigures(server.child.pid);
  await server.stop();
  const { statuses, p50, p99 } = tally(results);
  console.log(`crawl: ${paths.length} pages (every language), 8 at a time, brotli accepted`);
  console.log(`  statuses ${JSON.stringify(statuses)}, wall ${(wall / 1000).toFixed(1)} s, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`);
  console.log(`  RSS at rest ${mb(rest.rss)}, after the crawl ${mb(after.rss)}, peak ${mb(after.peak)}; server CPU ${(after.cpu - rest.cpu).toFixed(2)} s`);
}

const first = startServer();
await first.ready;
await first.stop();
try {
  if (!only || only === 'crowd') await crowd();
  if (!only || only === 'crawl') await crawl();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
