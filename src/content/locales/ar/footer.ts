import type * as en from '../../footer';
import { aboutAnchor, homeAnchor, servicesAnchor } from './navigation';
import { services } from '../../services';
import { site } from './site';

export const footerColumns: typeof en.footerColumns = [
  {
    title: 'الشركة',
    links: [
      homeAnchor,
      aboutAnchor,
      servicesAnchor,
      { label: 'من نحن', to: '/about-us' },
      { label: 'فريقنا', to: '/team' },
      { label: 'قصص العملاء', to: '/project-3-column' },
    ],
  },
  {
    title: 'الخدمات',
    links: services.map((service) => ({
      label: service.title,
      to: `/services-details/${service.id}`,
    })),
  },
  {
    title: 'موارد',
    links: [
      { label: 'الأسعار', to: '/pricing' },
      { label: 'حاسبة التكاليف', to: '/costs' },
      { label: 'فحص الدولة', to: '/eligibility' },
      { label: 'تقويم الامتثال', to: '/compliance-calendar' },
      { label: 'الاسترداد', to: '/refunds' },
      { label: 'أدلة المؤسسين', to: '/blog-3-column' },
      { label: 'تواصل معنا', to: '/contact-us' },
      { label: 'بوابة العملاء', to: site.portalSignInUrl, external: true },
    ],
  },
];

export const footerContact: typeof en.footerContact = {
  addressLines: site.address.lines,
  emails: [
    { label: 'عام', address: site.emails.general },
    { label: 'الدعم', address: site.emails.support },
    { label: 'الوكيل المسجَّل', address: site.emails.agent },
    { label: 'الفوترة', address: site.emails.billing },
  ],
  phone: site.phone,
};

export const footerAbout: typeof en.footerAbout = {
  title: site.brandName,
  text: 'نساعد المؤسسين المقيمين خارج الولايات المتحدة على تأسيس شركة أمريكية وفتح حسابها البنكي وإدارتها: التسجيل، ورقم EIN، والوكيل المسجَّل، والعنوان، والهاتف، والإقرار الضريبي السنوي، يتولاها فريق واحد من مكتبنا في نيويورك.',
  disclaimer:
    'نحن خدمة لتأسيس الشركات ووكيل مسجَّل، ولسنا مكتب محاماة. يُعِدّ الإقرارات الضريبية محاسبون قانونيون معتمدون (CPA) مرخَّصون من شركائنا.',
};
