import type * as en from '../../comments';
import type { Comment } from '../../../types/content';
import { shortDate } from '../../../platform/format';
import { image } from '../../images';

const avatar = (n: number, alt: string) => image('avatar', `/images/comments/avatar-${n}.webp`, alt);

const priya = avatar(1, 'Foto de rosto de uma mulher de cabelo escuro curto e óculos');
const marco = avatar(2, 'Foto de rosto de um homem de barba com camisa azul');
const staff = avatar(3, 'Foto de rosto de um membro da equipe de suporte usando headset');

/** Comentários de exemplo fixos exibidos abaixo dos artigos; o formulário de comentário não grava nada. */
export const comments: typeof en.comments = [
  {
    id: 1,
    postId: 1,
    author: 'Priya Nair',
    date: shortDate('2026-10-14', 'pt-BR'),
    text: 'Muito claro, obrigada. Tenho um pequeno estúdio de design em Kochi e estava prestes a abrir uma C-Corp só porque parecia mais séria. Uma LLC combina muito mais comigo.',
    isReply: false,
    avatar: priya,
  },
  {
    id: 2,
    postId: 1,
    author: 'Sofia Lindqvist',
    date: shortDate('2026-10-15', 'pt-BR'),
    text: 'Que bom que ajudou, Priya. Se um dia você receber investimento, podemos converter a LLC depois. Agende uma conversa e analisamos juntos os números para a Índia.',
    isReply: true,
    avatar: staff,
  },
  {
    id: 3,
    postId: 2,
    author: 'Marco Bianchi',
    date: shortDate('2026-09-30', 'pt-BR'),
    text: 'Fiquei uma semana travado no site do IRS antes de ler isto. Bom saber que não preciso de um ITIN antes.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 4,
    postId: 2,
    author: 'Amara Okafor',
    date: shortDate('2026-10-01', 'pt-BR'),
    text: 'Exatamente, Marco. Depois que o seu ato constitutivo (articles) for aprovado, o SS-4 é tudo de que você precisa. Mande uma mensagem se quiser que nós o enviemos como seu representante autorizado (designee).',
    isReply: true,
    avatar: staff,
  },
  {
    id: 5,
    postId: 4,
    author: 'Marco Bianchi',
    date: shortDate('2026-08-18', 'pt-BR'),
    text: 'A dica sobre usar endereços idênticos vale ouro. Meu primeiro pedido foi recusado exatamente por esse motivo.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 6,
    postId: 5,
    author: 'Priya Nair',
    date: shortDate('2026-07-24', 'pt-BR'),
    text: 'Eu não fazia ideia de que o Form 5472 era obrigatório mesmo sem renda nos EUA. Vou entregar este ano antes do prazo.',
    isReply: false,
    avatar: priya,
  },
];

export function commentsForPost(postId: number): Comment[] {
  return comments.filter((comment) => comment.postId === postId);
}
