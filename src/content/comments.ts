import * as t from 'virtual:messages/comments';
import { tag } from 'virtual:messages/comments';
import type { Comment } from '../types/content';
import { image } from './images';
import { postDate } from './postDate';

const avatar = (n: number, alt: string) => image('avatar', `/images/comments/avatar-${n}.webp`, alt);

const priya = avatar(1, t.avatar_priya);
const marco = avatar(2, t.avatar_marco);
const staff = avatar(3, t.avatar_staff);

/** Fixed sample comments shown under posts; the comment form stores nothing. */
export const comments: Comment[] = [
  {
    id: 1,
    postId: 1,
    author: 'Priya Nair',
    date: postDate('2026-10-14', tag),
    text: t.priyaLlcOverCorp_text,
    isReply: false,
    avatar: priya,
  },
  {
    id: 2,
    postId: 1,
    author: 'Sofia Lindqvist',
    date: postDate('2026-10-15', tag),
    text: t.sofiaConvertLater_text,
    isReply: true,
    avatar: staff,
  },
  {
    id: 3,
    postId: 2,
    author: 'Marco Bianchi',
    date: postDate('2026-09-30', tag),
    text: t.marcoEinWithoutItin_text,
    isReply: false,
    avatar: marco,
  },
  {
    id: 4,
    postId: 2,
    author: 'Amara Okafor',
    date: postDate('2026-10-01', tag),
    text: t.amaraSs4Designee_text,
    isReply: true,
    avatar: staff,
  },
  {
    id: 5,
    postId: 4,
    author: 'Marco Bianchi',
    date: postDate('2026-08-18', tag),
    text: t.marcoMatchingAddresses_text,
    isReply: false,
    avatar: marco,
  },
  {
    id: 6,
    postId: 5,
    author: 'Priya Nair',
    date: postDate('2026-07-24', tag),
    text: t.priyaForm5472_text,
    isReply: false,
    avatar: priya,
  },
];

export function commentsForPost(postId: number): Comment[] {
  return comments.filter((comment) => comment.postId === postId);
}
