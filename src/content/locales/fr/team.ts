import type * as en from '../../team';
import type { SocialLink, TeamMember } from '../../../types/content';
import { image } from '../../images';
import { emailDomain, toPhoneNumber } from './site';

function social(name: string, slug: string): SocialLink[] {
  return [
    { network: 'linkedin', label: `${name} sur LinkedIn`, url: `https://www.linkedin.com/in/starbridge-${slug}` },
    { network: 'x', label: `${name} sur X`, url: `https://x.com/starbridge_${slug.replace(/-/g, '_')}` },
  ];
}

function member(
  id: number,
  name: string,
  position: string,
  projectCount: number,
  bio: string,
  qualifications: string[],
  skills: [string, string],
): TeamMember {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const [first] = slug.split('-');
  return {
    id,
    name,
    position,
    image: image('member', `/images/team/member-${id}.webp`, `Portrait de ${name}, ${position}, au bureau de New York`),
    bio,
    projectCount,
    email: `${first}@${emailDomain}`,
    phone: toPhoneNumber(`+1 (212) 555-01${String(50 + id).padStart(2, '0')}`),
    qualifications,
    skills: [
      { label: skills[0], value: 88 },
      { label: skills[1], value: 67 },
    ],
    social: social(name, slug),
  };
}

/** Huit membres de l’équipe ; l’aperçu de l’accueil montre les 4 premiers (une partie du site les 3 premiers). */
export const team: typeof en.team = [
  member(
    1,
    'Daniel Mercer',
    'Fondateur et CEO',
    1240,
    'Daniel est arrivé du Cap à New York et a créé sa première société américaine à la dure. Il a fondé l’entreprise pour que les fondateurs à l’étranger puissent faire en deux jours ce qui lui avait pris trois mois.',
    ['MBA, Columbia Business School', 'Ancien juriste d’entreprise (paralegal), dépôts au Delaware', '15 ans d’expérience dans les affaires transfrontalières'],
    ['Création de sociétés', 'Préparation à la levée de fonds'],
  ),
  member(
    2,
    'Amara Okafor',
    'Responsable de la création de sociétés',
    3180,
    'Amara dirige le service des dépôts. Elle connaît les particularités des formulaires de chaque État et veille à ce que chaque vérification de nom, chaque dépôt et chaque contrat d’exploitation soient justes du premier coup.',
    ['Licence en droit (LL.B.), Université de Lagos', 'Paralegal certifiée (NALA)', 'Spécialiste des dépôts au Wyoming et au Delaware'],
    ['Dépôts auprès des États', 'Contrats d’exploitation'],
  ),
  member(
    3,
    'Lucas Ferreira',
    'Responsable des partenariats bancaires',
    960,
    'Lucas a passé huit ans au service conformité d’une banque américaine. Il prépare chaque demande d’ouverture de compte pour qu’elle réponde aux contrôles de la banque et soit approuvée sans allers-retours.',
    ['Licence en finance, Université de São Paulo', 'Spécialiste certifié de la lutte contre le blanchiment (CAMS)', 'Ancien analyste de l’entrée en relation bancaire'],
    ['Entrée en relation bancaire', 'Paiements et versements'],
  ),
  member(
    4,
    'Mei Tanaka',
    'Responsable des partenaires fiscaux',
    740,
    'Mei coordonne nos experts-comptables partenaires et vérifie chaque déclaration des propriétaires non résidents, du Form 5472 aux déclarations des C-Corp, avant son envoi à l’IRS.',
    ['Experte-comptable certifiée (CPA), New York', 'Master en fiscalité (M.S.), NYU Stern', '10 ans d’expérience en fiscalité internationale'],
    ['Fiscalité internationale', 'Correspondance avec l’IRS'],
  ),
  member(
    5,
    'Omar Haddad',
    'Opérations d’agent enregistré',
    2050,
    'Omar dirige le service courrier et le pôle agent enregistré. Chaque avis et chaque acte juridique reçu est numérisé, enregistré et envoyé au client le jour même.',
    ['Licence en administration des affaires (B.A.), American University of Beirut', 'Notaire public de l’État de New York', 'Certification en gestion des archives'],
    ['Signification des actes', 'Gestion du courrier'],
  ),
  member(
    6,
    'Sofia Lindqvist',
    'Responsable de la réussite client',
    1530,
    'Sofia est la première personne à qui parlent la plupart des fondateurs. Elle explique les options, répond aux questions en anglais, en suédois et en espagnol, et reste leur interlocutrice à vie.',
    ['B.A. Relations internationales, Université de Lund', 'Certification Customer Success', 'Parle anglais, suédois et espagnol'],
    ['Accueil des fondateurs', 'Accompagnement multilingue'],
  ),
  member(
    7,
    'Arjun Mehta',
    'Responsable de la conformité',
    1120,
    'Arjun veille à ce que les clients restent en règle. Il suit chaque rapport annuel, chaque taxe de franchise et chaque date de renouvellement, et les dépose avant que l’État n’envoie de rappel.',
    ['Master en conformité réglementaire (M.Sc.), Université de Manchester', 'Professionnel certifié de la conformité', 'Ancien auditeur des dépôts auprès des États'],
    ['Conformité annuelle', 'Maintien en règle (good standing)'],
  ),
  member(
    8,
    'Grace Kim',
    'Responsable du bureau virtuel',
    880,
    'Grace gère nos numéros de téléphone américains et nos adresses virtuelles, du routage des appels entre fuseaux horaires à la réexpédition de colis vers n’importe quel pays.',
    ['Licence en systèmes d’information (B.S.), Rutgers University', 'Professionnelle certifiée en VoIP', 'Formation en logistique et en douane'],
    ['Configuration téléphonique', 'Réexpédition du courrier'],
  ),
];
