import type * as en from '../../faq';
import { usd } from '../../../platform/format';

/** L’accordéon de la FAQ ; la première question est ouverte par défaut. */
export const faqs: typeof en.faqs = [
  {
    id: 1,
    title: 'Puis-je créer une société américaine si je ne vis pas aux États-Unis\u202f?',
    text: 'Oui. Un non-résident peut détenir 100\u202f% d’une LLC (société américaine à responsabilité limitée, comparable à une SARL) ou d’une société par actions américaine sans visa, sans numéro de sécurité sociale américain et sans se déplacer. Il vous faut un passeport, votre adresse personnelle et un nom de société. Détenir une société américaine ne vous donne pas le droit de travailler aux États-Unis\u202f; cela permet à votre entreprise d’y vendre, d’y avoir un compte bancaire et d’y signer des contrats.',
    links: [{ label: 'Vérifier votre pays', to: '/eligibility' }],
  },
  {
    id: 2,
    title: 'Quel État choisir\u00a0: le Wyoming ou le Delaware\u202f?',
    text: 'Pour la plupart des fondateurs qui proposent des services ou tiennent une boutique en ligne, le Wyoming est le choix le moins cher et le plus simple pour une LLC. Choisissez le Delaware si vous prévoyez de lever du capital-risque, car les investisseurs américains attendent une C-Corp du Delaware. Si vous avez du personnel ou un bureau dans un autre État, vous devrez peut-être aussi vous y enregistrer\u202f; nous vous le dirons avant votre commande.',
    links: [{ label: 'Comparer le coût de chaque État', to: '/costs' }],
  },
  {
    id: 3,
    title: 'Combien de temps faut-il entre la commande et un compte bancaire opérationnel\u202f?',
    text: 'L’immatriculation de la société peut ne prendre que 24 heures, et prend généralement 24 à 48 heures dans les États que nous recommandons. L’EIN suit dans un délai de quelques jours ouvrés à quelques semaines selon l’IRS, et le compte bancaire est en général ouvert dans la semaine qui suit. Nous vous tenons informé à chaque étape dans votre portail.',
  },
  {
    id: 4,
    title: 'Dois-je déposer quelque chose si ma LLC n’a rien gagné aux États-Unis\u202f?',
    text: `En général, oui. Une LLC à associé unique détenue depuis l’étranger dépose chaque année le Form 5472 avec un Form 1120 pro forma, même sans revenus aux États-Unis, et l’oublier coûte ${usd(25000, 'fr')} par formulaire. La plupart des États exigent aussi un rapport ou des frais annuels.`,
    links: [
      { label: 'Voir vos échéances de déclaration', to: '/compliance-calendar' },
      { label: 'Le total des frais annuels', to: '/costs' },
    ],
  },
  {
    id: 5,
    title: 'Puis-je être remboursé si je change d’avis\u202f?',
    text: 'Oui, en argent, jamais sous forme d’avoir\u00a0: une commande de création intégralement tant que nous n’avons pas déposé le dossier auprès de l’État, et le premier mois d’un forfait mensuel si vous résiliez dans les 14 jours. Les frais déjà perçus par un État ne peuvent pas être remboursés.',
    links: [{ label: 'Nos conditions de remboursement', to: '/refunds' }],
  },
];
