import type * as en from '../../comments';
import type { Comment } from '../../../types/content';
import { shortDate } from '../../../platform/format';
import { image } from '../../images';

const avatar = (n: number, alt: string) => image('avatar', `/images/comments/avatar-${n}.webp`, alt);

const priya = avatar(1, 'صورة لامرأة بشعر داكن قصير ونظارة');
const marco = avatar(2, 'صورة لرجل ملتحٍ بقميص أزرق');
const staff = avatar(3, 'صورة لأحد أعضاء فريق الدعم يضع سماعة رأس');

/** Fixed sample comments shown under posts; the comment form stores nothing. */
export const comments: typeof en.comments = [
  {
    id: 1,
    postId: 1,
    author: 'Priya Nair',
    date: shortDate('2026-10-14', 'ar'),
    text: 'شرح واضح جدًا، شكرًا لكم. أدير استوديو تصميم صغيرًا من كوتشي، وكنت على وشك تأسيس شركة C\u2011Corp لمجرد أنها تبدو أكثر جدية. شركة LLC تناسبني أكثر بكثير.',
    isReply: false,
    avatar: priya,
  },
  {
    id: 2,
    postId: 1,
    author: 'Sofia Lindqvist',
    date: shortDate('2026-10-15', 'ar'),
    text: 'يسعدنا أن المقال أفادك يا بريا. وإن حصلتِ على استثمار يومًا ما، يمكننا تحويل LLC لاحقًا. احجزي مكالمة وسنراجع معك الأرقام الخاصة بالهند.',
    isReply: true,
    avatar: staff,
  },
  {
    id: 3,
    postId: 2,
    author: 'Marco Bianchi',
    date: shortDate('2026-09-30', 'ar'),
    text: 'بقيت عالقًا على موقع IRS أسبوعًا كاملًا قبل أن أقرأ هذا. من الجيد أن أعرف أنني لا أحتاج إلى ITIN أولًا.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 4,
    postId: 2,
    author: 'Amara Okafor',
    date: shortDate('2026-10-01', 'ar'),
    text: 'تمامًا يا ماركو. بمجرد الموافقة على عقد التأسيس، كل ما تحتاجه هو النموذج SS\u20114. راسلنا إن أردت أن نقدّمه نيابةً عنك بصفتنا مفوَّضًا من طرفك.',
    isReply: true,
    avatar: staff,
  },
  {
    id: 5,
    postId: 4,
    author: 'Marco Bianchi',
    date: shortDate('2026-08-18', 'ar'),
    text: 'نصيحة تطابق العناوين لا تُقدَّر بثمن. رُفض طلبي الأول لهذا السبب تحديدًا.',
    isReply: false,
    avatar: marco,
  },
  {
    id: 6,
    postId: 5,
    author: 'Priya Nair',
    date: shortDate('2026-07-24', 'ar'),
    text: 'لم تكن لديّ أي فكرة أن النموذج Form 5472 مطلوب حتى دون أي دخل في الولايات المتحدة. سأقدّمه هذا العام قبل الموعد النهائي.',
    isReply: false,
    avatar: priya,
  },
];

export const commentsForPost: typeof en.commentsForPost = (postId: number): Comment[] =>
  comments.filter((comment) => comment.postId === postId);
