import type { Comment } from '../types/content';
import { image } from './images';

const avatar = (n: number, alt: string) => image('avatar', `/images/comments/avatar-${n}.webp`, alt);

const priya = avatar(1, 'Headshot of a woman with short dark hair and glasses');
const marco = avatar(2, 'Headshot of a bearded man in a blue shirt');
const staff = avatar(3, 'Headshot of a support team member wearing a headset');

/** Fixed sample comments shown under posts; the comment form stores nothing. */
export const comments: Comment[] = [
  {
    id: 1,
    postId: 1,
    author: 'Priya Nair',
    date: '14 Oct, 2026',
    text: 'Very clear, thank you. I run a small design studio from Kochi and was about to form a C-Corp just because it sounded more serious. An LLC fits me much better.',
    isReply: false,
    avatar: priya,
  },
  {
    id: 2,
    postId: 1,
    author: 'Sofia Lindqvist',
    date: '15 Oct, 2026',
    text: 'Glad it helped, Priya. If you ever take investment, we can convert the LLC later. Book a call and we will walk through the numbers for India.',
    isReply: true,
    avatar: staff,
  },
  {
    id: 3,
    postId: 2,
    author: 'Marco Bianchi',
    date: '30 Sep, 2026',
    text: 'I was stuck on the IRS website for a week before reading this. Good to know I do not need an ITIN first.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 4,
    postId: 2,
    author: 'Amara Okafor',
    date: '01 Oct, 2026',
    text: 'Exactly, Marco. Once your articles are approved, the SS-4 is all you need. Send us a message if you would like us to file it as your designee.',
    isReply: true,
    avatar: staff,
  },
  {
    id: 5,
    postId: 4,
    author: 'Marco Bianchi',
    date: '18 Aug, 2026',
    text: 'The tip about matching addresses is gold. My first application was declined for exactly that reason.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 6,
    postId: 5,
    author: 'Priya Nair',
    date: '24 Jul, 2026',
    text: 'I had no idea Form 5472 was required even with no US income. Filing this year before the deadline.',
    isReply: false,
    avatar: priya,
  },
];

export function commentsForPost(postId: number): Comment[] {
  return comments.filter((comment) => comment.postId === postId);
}
