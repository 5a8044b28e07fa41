import type * as en from '../../shellLabels';
import { site } from './site';

/**
 * ما تعرضه كل صفحة قبل أي قسم: الترويسة ولوحة التواصل ومؤشر التحميل والإشعارات وزر العودة إلى الأعلى.
 */
export const shellLabels: typeof en.shellLabels = {
  header: {
    home: 'الرئيسية',
    mainNav: 'القائمة الرئيسية',
    openMenu: 'افتح القائمة',
    closeMenu: 'أغلق القائمة',
    openSearch: 'افتح البحث',
    closeSearch: 'أغلق البحث',
    search: 'بحث',
    searchPlaceholder: 'ابحث في الأدلة والخدمات',
    openContactPanel: 'افتح لوحة التواصل',
    closeContactPanel: 'أغلق لوحة التواصل',
    contactPanelTitle: 'تواصل معنا',
    signIn: 'تسجيل الدخول',
    login: 'الدخول',
    freeTrial: 'تجربة مجانية',
    toLightScheme: 'التبديل إلى الوضع الفاتح',
    toDarkScheme: 'التبديل إلى الوضع الداكن',
    language: 'اللغة',
    addressHeading: 'العنوان',
    emailHeading: 'البريد الإلكتروني',
    phoneHeading: 'الهاتف',
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
};
