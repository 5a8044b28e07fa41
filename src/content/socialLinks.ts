import type { SocialLink } from '../types/content';
import { env, pick } from './env';
import { site } from './site';

/** The brand's social profiles (footer, blog sidebar); each URL can be overridden with a VITE_ variable. */
export const socialLinks: SocialLink[] = [
  {
    network: 'linkedin',
    label: `${site.brandName} on LinkedIn`,
    url: pick(env.VITE_SOCIAL_LINKEDIN, 'https://www.linkedin.com/company/starbridge-formation'),
  },
  {
    network: 'x',
    label: `${site.brandName} on X`,
    url: pick(env.VITE_SOCIAL_X, 'https://x.com/starbridgeform'),
  },
  {
    network: 'facebook',
    label: `${site.brandName} on Facebook`,
    url: pick(env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/starbridgeformation'),
  },
  {
    network: 'instagram',
    label: `${site.brandName} on Instagram`,
    url: pick(env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/starbridgeformation'),
  },
];
