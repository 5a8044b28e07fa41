import type * as en from '../../navigation';
import { menuFrom } from '../../menuFrom';
import { site } from './site';

/** روابط داخل الصفحة. */
export const aboutAnchor: typeof en.aboutAnchor = { label: 'نبذة عنا', to: '/#footer' };
export const servicesAnchor: typeof en.servicesAnchor = { label: 'خدماتنا', to: '/#services' };
export const homeAnchor: typeof en.homeAnchor = { label: 'الرئيسية', to: '/#' };

export const menuLabels: typeof en.menuLabels = {
  groups: {
    home: 'الرئيسية',
    services: 'الخدمات',
    projects: 'المشاريع',
    team: 'الفريق',
    blog: 'المدونة',
    tools: 'الأدوات',
    pages: 'الصفحات',
  },
  pages: {
    'home-1': 'الرئيسية 01',
    'home-2': 'الرئيسية 02',
    'home-3': 'الرئيسية 03',
    business: 'رئيسية الأعمال',
    'home-1-dark': 'الرئيسية 01 الداكنة',
    'home-2-dark': 'الرئيسية 02 الداكنة',
    'home-3-dark': 'الرئيسية 03 الداكنة',
    'business-dark': 'رئيسية الأعمال الداكنة',
    services: 'الخدمات 01',
    'services-2': 'الخدمات 02',
    'services-3': 'الخدمات 03',
    'services-details': 'تفاصيل الخدمة',
    'project-2-column': 'المشاريع بعمودين',
    'project-3-column': 'المشاريع بثلاثة أعمدة',
    'project-carousel': 'عرض المشاريع المتحرك',
    'project-details': 'تفاصيل المشروع',
    team: 'الفريق 01',
    'team-2': 'الفريق 02',
    'team-3': 'الفريق 03',
    'team-details': 'تفاصيل عضو الفريق',
    'blog-standard': 'المدونة القياسية',
    'blog-with-sidebar': 'المدونة مع شريط جانبي',
    'blog-2-column': 'المدونة بعمودين',
    'blog-3-column': 'شبكة المدونة',
    'blog-single': 'مقال منفرد',
    'blog-single-sidebar': 'مقال منفرد مع شريط جانبي',
    costs: 'حاسبة التكاليف',
    eligibility: 'فحص الدولة',
    'compliance-calendar': 'تقويم الامتثال',
    'about-us': 'من نحن',
    pricing: 'الأسعار',
    'contact-us': 'اتصل بنا',
    login: 'الدخول',
  },
};

/** The header's menu, from the route table (src/routeTable.ts). */
export const mainMenu: typeof en.mainMenu = menuFrom(menuLabels);

/** Header buttons. Sign In opens the agent portal on its own host; Login explains the portal; Free Trial compares the plans. */
export const headerActions: typeof en.headerActions = {
  signIn: { label: 'تسجيل الدخول', to: site.portalSignInUrl, external: true },
  login: { label: 'الدخول', to: '/login' },
  freeTrial: { label: 'تجربة مجانية', to: '/pricing' },
};

/** Where the header's row fits with these labels (see the English module). */
export const headerFits: typeof en.headerFits = { desktopNav: 1352, freeTrial: 1480 };
