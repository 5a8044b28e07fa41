import type * as en from '../../navigation';
import { site } from './site';

/** روابط داخل الصفحة. */
export const aboutAnchor: typeof en.aboutAnchor = { label: 'نبذة عنا', to: '/#footer' };
export const servicesAnchor: typeof en.servicesAnchor = { label: 'خدماتنا', to: '/#services' };
export const homeAnchor: typeof en.homeAnchor = { label: 'الرئيسية', to: '/#' };

export const mainMenu: typeof en.mainMenu = [
  {
    label: 'الرئيسية',
    to: '/',
    children: [
      { label: 'الرئيسية 01', to: '/' },
      { label: 'الرئيسية 02', to: '/home-2' },
      { label: 'الرئيسية 03', to: '/home-3' },
      { label: 'رئيسية الأعمال', to: '/business' },
      { label: 'الرئيسية 01 الداكنة', to: '/home-1-dark' },
      { label: 'الرئيسية 02 الداكنة', to: '/home-2-dark' },
      { label: 'الرئيسية 03 الداكنة', to: '/home-3-dark' },
      { label: 'رئيسية الأعمال الداكنة', to: '/business-dark' },
    ],
  },
  {
    label: 'الخدمات',
    to: '/services',
    children: [
      { label: 'الخدمات 01', to: '/services' },
      { label: 'الخدمات 02', to: '/services-2' },
      { label: 'الخدمات 03', to: '/services-3' },
      { label: 'تفاصيل الخدمة', to: '/services-details/1' },
    ],
  },
  {
    label: 'المشاريع',
    to: '/project-3-column',
    children: [
      { label: 'المشاريع بعمودين', to: '/project-2-column' },
      { label: 'المشاريع بثلاثة أعمدة', to: '/project-3-column' },
      { label: 'عرض المشاريع المتحرك', to: '/project-carousel' },
      { label: 'تفاصيل المشروع', to: '/project-details/1' },
    ],
  },
  {
    label: 'الفريق',
    to: '/team',
    children: [
      { label: 'الفريق 01', to: '/team' },
      { label: 'الفريق 02', to: '/team-2' },
      { label: 'الفريق 03', to: '/team-3' },
      { label: 'تفاصيل عضو الفريق', to: '/team-details/1' },
    ],
  },
  {
    label: 'المدونة',
    to: '/blog-standard',
    children: [
      { label: 'المدونة القياسية', to: '/blog-standard' },
      { label: 'المدونة مع شريط جانبي', to: '/blog-with-sidebar' },
      { label: 'المدونة بعمودين', to: '/blog-2-column' },
      { label: 'شبكة المدونة', to: '/blog-3-column' },
      { label: 'مقال منفرد', to: '/blog-single/1' },
      { label: 'مقال منفرد مع شريط جانبي', to: '/blog-single-sidebar/1' },
    ],
  },
  {
    label: 'الأدوات',
    to: '/costs',
    children: [
      { label: 'حاسبة التكاليف', to: '/costs' },
      { label: 'فحص الدولة', to: '/eligibility' },
      { label: 'تقويم الامتثال', to: '/compliance-calendar' },
    ],
  },
  {
    label: 'الصفحات',
    to: '/about-us',
    children: [
      { label: 'من نحن', to: '/about-us' },
      { label: 'الأسعار', to: '/pricing' },
      { label: 'اتصل بنا', to: '/contact-us' },
      { label: 'الدخول', to: '/login' },
    ],
  },
];

/** Header buttons. Sign In opens the agent portal on its own host; Login explains the portal; Free Trial compares the plans. */
export const headerActions: typeof en.headerActions = {
  signIn: { label: 'تسجيل الدخول', to: site.portalSignInUrl, external: true },
  login: { label: 'الدخول', to: '/login' },
  freeTrial: { label: 'تجربة مجانية', to: '/pricing' },
};

/** Where the header's row fits with these labels (see the English module). */
export const headerFits: typeof en.headerFits = { desktopNav: 1352, freeTrial: 1480 };
