// @vitest-environment node
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localPublishableKey } from './localSettings.mjs';
import { startSite } from './startSite.mjs';
import { fakeSite, goodInquiry, inquiriesTable, tempDir } from './testSupport';

/**
 * TRUST_PROXY names the proxy, as Express's `trust proxy` does: X-Forwarded-For is believed from
 * that peer only, so a client that reaches the port directly is counted by its own socket whatever
 * it writes; a count, which would believe any peer, is refused when the server starts.
 */
const scratch = tempDir('trust-proxy-faults');
const sites: Awaited<ReturnType<typeof startSite>>[] = [];

async function site(trustProxy: string) {
  const started = await startSite({ staticRoot: fakeSite(path.join(scratch.dir, `client-${sites.length}`)), rateLimit: { max: 5 }, trustProxy });
  sites.push(started);
  return started.url;
}

async function statuses(url: string, forwardedFor: (n: number) => string, times: number) {
  const answers = [];
  for (let n = 0; n < times; n++) {
    const answer = await fetch(`${url}/rest/v1/${inquiriesTable}`, {
      method: 'POST',
      headers: { apikey: localPublishableKey, 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor(n) },
      body: JSON.stringify(goodInquiry),
    });
    answers.push(answer.status);
  }
  return answers;
}

afterAll(async () => {
  for (const started of sites) await started.close();
  scratch.remove();
});

describe('TRUST_PROXY', { timeout: 120_000 }, () => {
  it('refuses to start with a count or true, which would let anyone reaching the port pick their address', async () => {
    for (const value of ['1', 'true', '2']) {
      await expect(startSite({ staticRoot: fakeSite(path.join(scratch.dir, 'refused')), trustProxy: value }), value).rejects.toThrow(/address or range of the reverse proxy/);
    }
  });

  it('behind a proxy on loopback, counts each visitor by the address the proxy appended', async () => {
    const url = await site('loopback');
    expect(await statuses(url, () => '198.51.100.1', 6)).toEqual([201, 201, 201, 201, 201, 429]);
    // Another visitor through the same proxy has a limit of their own.
    expect(await statuses(url, () => '198.51.100.2', 1)).toEqual([201]);
  });

  it('from a peer that is not the named proxy, counts the socket, whatever X-Forwarded-For says', async () => {
    const url = await site('192.0.2.10, 10.0.0.0/8');
    expect(await statuses(url, (n) => `203.0.113.${n}`, 7)).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});
