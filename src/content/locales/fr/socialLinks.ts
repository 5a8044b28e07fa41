import type * as en from '../../socialLinks';
import type { SocialLink } from '../../../types/content';
import { env, pick } from '../../env';
import { site } from '../../site';

const profile = (network: SocialLink['network'], name: string, override: string | undefined, fallback: string): SocialLink => ({
  network,
  label: `${site.brandName} sur ${name}`,
  url: pick(override, fallback),
});

/** Les profils sociaux de la marque (pied de page, barre latérale du blog). */
export const socialLinks: typeof en.socialLinks = [
  profile('linkedin', 'LinkedIn', env.VITE_SOCIAL_LINKEDIN, 'https://www.linkedin.com/company/starbridge-formation'),
  profile('x', 'X', env.VITE_SOCIAL_X, 'https://x.com/starbridgeform'),
  profile('facebook', 'Facebook', env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/starbridgeformation'),
  profile('instagram', 'Instagram', env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/starbridgeformation'),
];
