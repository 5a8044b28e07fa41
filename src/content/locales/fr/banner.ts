import type * as en from '../../banner';
import { image } from '../../images';

/** Le premier écran de chaque page d’accueil. */
export const banner: typeof en.banner = {
  eyebrow: 'Votre agent de confiance pour créer votre société aux États-Unis',
  title: 'Création de société aux États-Unis',
  text: 'Créez votre LLC ou votre C-Corp depuis n’importe où dans le monde. Nous nous occupons du dépôt auprès de l’État, de l’EIN, de l’agent enregistré, de l’adresse et du numéro de téléphone américains ainsi que du compte bancaire, pour que vous puissiez commencer à vendre aux États-Unis.',
  cta: { label: 'Créons votre société', to: '/contact-us' },
  secondaryCta: { label: 'Voir les tarifs', to: '/pricing' },
  image: image(
    'hero',
    '/images/banner/hero.webp',
    'Un globe relié par une trajectoire de vol à une carte des États-Unis, au-dessus d’une ville la nuit, avec une carte d’approbation bancaire et une carte de débit professionnelle',
  ),
};
