import type * as en from '../../team';
import { teamFrom } from '../../teamFacts';

/** Huit membres de l’équipe ; l’aperçu de l’accueil montre les 4 premiers (une partie du site les 3 premiers). */
export const team: typeof en.team = teamFrom(
  {
    portrait: (name, position) => `Portrait de ${name}, ${position}, au bureau de New York`,
    profile: { linkedin: (name) => `${name} sur LinkedIn`, x: (name) => `${name} sur X` },
  },
  [
    {
      position: 'Fondateur et CEO',
      bio: 'Daniel est arrivé du Cap à New York et a créé sa première société américaine à la dure. Il a fondé l’entreprise pour que les fondateurs à l’étranger puissent faire en deux jours ce qui lui avait pris trois mois.',
      qualifications: ['MBA, Columbia Business School', 'Ancien juriste d’entreprise (paralegal), dépôts au Delaware', '15 ans d’expérience dans les affaires transfrontalières'],
      skills: ['Création de sociétés', 'Préparation à la levée de fonds'],
    },
    {
      position: 'Responsable de la création de sociétés',
      bio: 'Amara dirige le service des dépôts. Elle connaît les particularités des formulaires de chaque État et veille à ce que chaque vérification de nom, chaque dépôt et chaque contrat d’exploitation soient justes du premier coup.',
      qualifications: ['Licence en droit (LL.B.), Université de Lagos', 'Paralegal certifiée (NALA)', 'Spécialiste des dépôts au Wyoming et au Delaware'],
      skills: ['Dépôts auprès des États', 'Contrats d’exploitation'],
    },
    {
      position: 'Responsable des partenariats bancaires',
      bio: 'Lucas a passé huit ans au service conformité d’une banque américaine. Il prépare chaque demande d’ouverture de compte pour qu’elle réponde aux contrôles de la banque et soit approuvée sans allers-retours.',
      qualifications: ['Licence en finance, Université de São Paulo', 'Spécialiste certifié de la lutte contre le blanchiment (CAMS)', 'Ancien analyste de l’entrée en relation bancaire'],
      skills: ['Entrée en relation bancaire', 'Paiements et versements'],
    },
    {
      position: 'Responsable des partenaires fiscaux',
      bio: 'Mei coordonne nos experts-comptables partenaires et vérifie chaque déclaration des propriétaires non résidents, du Form 5472 aux déclarations des C-Corp, avant son envoi à l’IRS.',
      qualifications: ['Experte-comptable certifiée (CPA), New York', 'Master en fiscalité (M.S.), NYU Stern', '10 ans d’expérience en fiscalité internationale'],
      skills: ['Fiscalité internationale', 'Correspondance avec l’IRS'],
    },
    {
      position: 'Opérations d’agent enregistré',
      bio: 'Omar dirige le service courrier et le pôle agent enregistré. Chaque avis et chaque acte juridique reçu est numérisé, enregistré et envoyé au client le jour même.',
      qualifications: ['Licence en administration des affaires (B.A.), American University of Beirut', 'Notaire public de l’État de New York', 'Certification en gestion des archives'],
      skills: ['Signification des actes', 'Gestion du courrier'],
    },
    {
      position: 'Responsable de la réussite client',
      bio: 'Sofia est la première personne à qui parlent la plupart des fondateurs. Elle explique les options, répond aux questions en anglais, en suédois et en espagnol, et reste leur interlocutrice à vie.',
      qualifications: ['B.A. Relations internationales, Université de Lund', 'Certification Customer Success', 'Parle anglais, suédois et espagnol'],
      skills: ['Accueil des fondateurs', 'Accompagnement multilingue'],
    },
    {
      position: 'Responsable de la conformité',
      bio: 'Arjun veille à ce que les clients restent en règle. Il suit chaque rapport annuel, chaque taxe de franchise et chaque date de renouvellement, et les dépose avant que l’État n’envoie de rappel.',
      qualifications: ['Master en conformité réglementaire (M.Sc.), Université de Manchester', 'Professionnel certifié de la conformité', 'Ancien auditeur des dépôts auprès des États'],
      skills: ['Conformité annuelle', 'Maintien en règle (good standing)'],
    },
    {
      position: 'Responsable du bureau virtuel',
      bio: 'Grace gère nos numéros de téléphone américains et nos adresses virtuelles, du routage des appels entre fuseaux horaires à la réexpédition de colis vers n’importe quel pays.',
      qualifications: ['Licence en systèmes d’information (B.S.), Rutgers University', 'Professionnelle certifiée en VoIP', 'Formation en logistique et en douane'],
      skills: ['Configuration téléphonique', 'Réexpédition du courrier'],
    },
  ],
);
