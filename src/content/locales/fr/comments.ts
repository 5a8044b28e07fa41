import type * as en from '../../comments';
import type { Comment } from '../../../types/content';
import { shortDate } from '../../../platform/format';
import { image } from '../../images';

const avatar = (n: number, alt: string) => image('avatar', `/images/comments/avatar-${n}.webp`, alt);

const priya = avatar(1, 'Portrait d’une femme aux cheveux courts et foncés, avec des lunettes');
const marco = avatar(2, 'Portrait d’un homme barbu en chemise bleue');
const staff = avatar(3, 'Portrait d’un membre de l’équipe d’assistance portant un casque');

/** Commentaires d’exemple affichés sous les articles ; le formulaire de commentaire n’enregistre rien. */
export const comments: typeof en.comments = [
  {
    id: 1,
    postId: 1,
    author: 'Priya Nair',
    date: shortDate('2026-10-14', 'fr'),
    text: 'Très clair, merci. Je dirige un petit studio de design à Kochi et j’étais sur le point de créer une C-Corp simplement parce que cela faisait plus sérieux. Une LLC me convient bien mieux.',
    isReply: false,
    avatar: priya,
  },
  {
    id: 2,
    postId: 1,
    author: 'Sofia Lindqvist',
    date: shortDate('2026-10-15', 'fr'),
    text: 'Ravie que cela vous ait aidée, Priya. Si vous levez des fonds un jour, nous pourrons convertir la LLC plus tard. Réservez un appel et nous examinerons ensemble les chiffres pour l’Inde.',
    isReply: true,
    avatar: staff,
  },
  {
    id: 3,
    postId: 2,
    author: 'Marco Bianchi',
    date: shortDate('2026-09-30', 'fr'),
    text: 'J’ai tourné en rond sur le site de l’IRS pendant une semaine avant de lire ceci. Bon à savoir\u00a0: je n’ai pas besoin d’un ITIN d’abord.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 4,
    postId: 2,
    author: 'Amara Okafor',
    date: shortDate('2026-10-01', 'fr'),
    text: 'Exactement, Marco. Une fois vos statuts approuvés, le formulaire SS-4 suffit. Écrivez-nous si vous souhaitez que nous le déposions en tant que mandataire (designee).',
    isReply: true,
    avatar: staff,
  },
  {
    id: 5,
    postId: 4,
    author: 'Marco Bianchi',
    date: shortDate('2026-08-18', 'fr'),
    text: 'Le conseil sur les adresses identiques vaut de l’or. Ma première demande a été refusée exactement pour cette raison.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 6,
    postId: 5,
    author: 'Priya Nair',
    date: shortDate('2026-07-24', 'fr'),
    text: 'Je ne savais pas du tout que le Form 5472 était obligatoire même sans revenus aux États-Unis. Je le dépose cette année avant l’échéance.',
    isReply: false,
    avatar: priya,
  },
];

export const commentsForPost: typeof en.commentsForPost = (postId: number): Comment[] =>
  comments.filter((comment) => comment.postId === postId);
