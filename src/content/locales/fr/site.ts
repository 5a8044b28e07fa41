import type * as en from '../../site';
import { siteFacts } from '../../siteFacts';

export { emailDomain, toPhoneNumber } from '../../siteFacts';

/**
 * Configuration de la marque, comme ../../site.ts (mêmes variables VITE_), avec le titre et la
 * description de référencement en français. L’adresse postale américaine reste telle quelle.
 */
export const site: typeof en.site = {
  ...siteFacts,
  seo: {
    title: `${siteFacts.brandName} | VOTRE AGENT DE CONFIANCE POUR CRÉER VOTRE SOCIÉTÉ AUX ÉTATS-UNIS`,
    description:
      'Créez et gérez une société américaine où que vous soyez\u00a0: immatriculation de LLC ou de C-Corp dès 24 heures, EIN, agent enregistré, adresse virtuelle et numéro de téléphone aux États-Unis, compte bancaire professionnel et déclarations fiscales à l’IRS pour les fondateurs non résidents.',
  },
};
