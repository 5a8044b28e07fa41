import type * as en from '../../comments';
import type { Comment } from '../../../types/content';
import { image } from '../../images';

const avatar = (n: number, alt: string) => image('avatar', `/images/comments/avatar-${n}.webp`, alt);

const priya = avatar(1, 'Foto de una mujer de cabello corto oscuro y lentes');
const marco = avatar(2, 'Foto de un hombre con barba y camisa azul');
const staff = avatar(3, 'Foto de una integrante del equipo de soporte con auriculares');

/** Comentarios de ejemplo fijos que se muestran bajo los artículos; el formulario no guarda nada. */
export const comments: typeof en.comments = [
  {
    id: 1,
    postId: 1,
    author: 'Priya Nair',
    date: '14 oct 2026',
    text: 'Muy claro, gracias. Tengo un pequeño estudio de diseño en Kochi y estaba a punto de constituir una C-Corp solo porque sonaba más seria. Una LLC me queda mucho mejor.',
    isReply: false,
    avatar: priya,
  },
  {
    id: 2,
    postId: 1,
    author: 'Sofia Lindqvist',
    date: '15 oct 2026',
    text: 'Qué bueno que te sirvió, Priya. Si algún día recibes inversión, podemos convertir la LLC más adelante. Agenda una llamada y revisamos contigo los números para India.',
    isReply: true,
    avatar: staff,
  },
  {
    id: 3,
    postId: 2,
    author: 'Marco Bianchi',
    date: '30 sept 2026',
    text: 'Estuve atascado una semana en el sitio web del IRS antes de leer esto. Es bueno saber que no necesito un ITIN primero.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 4,
    postId: 2,
    author: 'Amara Okafor',
    date: '1 oct 2026',
    text: 'Exacto, Marco. Una vez aprobados tus artículos de organización, el SS-4 es todo lo que necesitas. Escríbenos si quieres que lo presentemos como tu tercero designado.',
    isReply: true,
    avatar: staff,
  },
  {
    id: 5,
    postId: 4,
    author: 'Marco Bianchi',
    date: '18 ago 2026',
    text: 'El consejo de que las direcciones coincidan vale oro. Mi primera solicitud fue rechazada justamente por eso.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 6,
    postId: 5,
    author: 'Priya Nair',
    date: '24 jul 2026',
    text: 'No tenía idea de que el Form 5472 fuera obligatorio incluso sin ingresos en EE. UU. Este año lo presento antes del vencimiento.',
    isReply: false,
    avatar: priya,
  },
];

export function commentsForPost(postId: number): Comment[] {
  return comments.filter((comment) => comment.postId === postId);
}
