/** Networks that accept a page to share through a plain link (no SDK, no tracking script). */
export type ShareNetwork = 'linkedin' | 'x' | 'facebook';

export const shareNetworks: readonly ShareNetwork[] = ['linkedin', 'x', 'facebook'];

/** The network's own share dialog for `pageUrl`; X also takes the text of the post. */
export function shareUrl(network: ShareNetwork, pageUrl: string, text?: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'x':
      return `https://x.com/intent/post?url=${url}${text ? `&text=${encodeURIComponent(text)}` : ''}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}
