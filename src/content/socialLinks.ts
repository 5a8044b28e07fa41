import * as t from 'virtual:messages/socialLinks';
import type { SocialLink } from '../types/content';
import { env, pick } from './env';
import { site } from './site';

const profile = (network: SocialLink['network'], name: string, override: string | undefined, fallback: string): SocialLink => ({
  network,
  label: t.label({ brand: site.brandName, network: name }),
  url: pick(override, fallback),
});

/** The brand's social profiles (footer, blog sidebar); each URL can be overridden with a VITE_ variable. */
export const socialLinks: SocialLink[] = [
  profile('linkedin', 'LinkedIn', env.VITE_SOCIAL_LINKEDIN, 'https://www.linkedin.com/company/starbridge-formation'),
  profile('x', 'X', env.VITE_SOCIAL_X, 'https://x.com/starbridgeform'),
  profile('facebook', 'Facebook', env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/starbridgeformation'),
  profile('instagram', 'Instagram', env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/starbridgeformation'),
];
