import type * as en from '../../shellLabels';
import { site } from './site';

/**
 * ما تعرضه كل صفحة قبل أي قسم: الترويسة ولوحة التواصل ومؤشر التحميل والإشعارات وزر العودة إلى الأعلى.
 */
export const shellLabels: typeof en.shellLabels = {
  header: {
    mainNavigation: 'القائمة الرئيسية',
    openMenu: 'افتح القائمة',
    closeMenu: 'أغلق القائمة',
    openSearch: 'افتح البحث',
    closeSearch: 'أغلق البحث',
    openContactPanel: 'افتح لوحة التواصل',
    closeContactPanel: 'أغلق لوحة التواصل',
    signIn: 'تسجيل الدخول',
    login: 'الدخول',
    freeTrial: 'تجربة مجانية',
    switchToDark: 'التبديل إلى الوضع الداكن',
    switchToLight: 'التبديل إلى الوضع الفاتح',
    language: 'اللغة',
  },
  contactPanel: {
    title: 'تواصل معنا',
    address: 'العنوان',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
  },
  common: {
    readMore: 'اقرأ المزيد',
    backToTop: 'العودة إلى الأعلى',
    home: 'الرئيسية',
    breadcrumb: 'مسار التنقل',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  },
  toasts: {
    newsletter: 'شكرًا على تسجيل بريدك الإلكتروني',
    comment: 'شكرًا على تعليقك',
    close: 'إغلاق الإشعار',
  },
  loader: {
    label: `جارٍ تحميل ${site.brandName}`,
  },
  search: {
    label: 'بحث',
    placeholder: 'ابحث في الأدلة والخدمات',
  },
};
