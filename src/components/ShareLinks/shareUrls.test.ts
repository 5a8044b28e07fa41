import { describe, expect, it } from 'vitest';
import { shareUrl } from './shareUrls';

const page = 'https://starbridge.example/team-details/1?a=1&b=2';

describe('shareUrl', () => {
  it("builds each network's share dialog with the page URL encoded", () => {
    expect(shareUrl('linkedin', page)).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fstarbridge.example%2Fteam-details%2F1%3Fa%3D1%26b%3D2');
    expect(shareUrl('facebook', page)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fstarbridge.example%2Fteam-details%2F1%3Fa%3D1%26b%3D2');
    expect(shareUrl('x', page)).toBe('https://x.com/intent/post?url=https%3A%2F%2Fstarbridge.example%2Fteam-details%2F1%3Fa%3D1%26b%3D2');
  });

  it('adds the post text to X only when given', () => {
    expect(shareUrl('x', 'https://a.example/', 'Amara & team')).toBe('https://x.com/intent/post?url=https%3A%2F%2Fa.example%2F&text=Amara%20%26%20team');
    expect(shareUrl('linkedin', 'https://a.example/', 'ignored')).not.toContain('ignored');
  });
});
