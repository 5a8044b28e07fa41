import type * as en from '../../footer';
import { aboutAnchor, homeAnchor, servicesAnchor } from './navigation';
import { services } from './services';
import { site } from './site';

// One-word labels stay as English has them (see navigation.ts); `// es:` gives their Spanish.
export const footerColumns: typeof en.footerColumns = [
  {
    title: 'Company', // es: Empresa
    links: [
      homeAnchor,
      aboutAnchor,
      servicesAnchor,
      { label: 'Sobre nosotros', to: '/about-us' },
      { label: 'Nuestro equipo', to: '/team' },
      { label: 'Historias de clientes', to: '/project-3-column' },
    ],
  },
  {
    title: 'Services', // es: Servicios
    links: services.map((service) => ({
      label: service.title,
      to: `/services-details/${service.id}`,
    })),
  },
  {
    title: 'Resources', // es: Recursos
    links: [
      { label: 'Pricing', to: '/pricing' }, // es: Precios
      { label: 'Calculadora de costos', to: '/costs' },
      { label: 'Consulta por país', to: '/eligibility' },
      { label: 'Calendario de obligaciones', to: '/compliance-calendar' },
      { label: 'Refunds', to: '/refunds' }, // es: Reembolsos
      { label: 'Guías para fundadores', to: '/blog-3-column' },
      { label: 'Contáctanos', to: '/contact-us' },
      { label: 'Portal de clientes', to: site.portalSignInUrl, external: true },
    ],
  },
];

export const footerContact: typeof en.footerContact = {
  addressLines: site.address.lines,
  emails: [
    { label: 'General', address: site.emails.general },
    { label: 'Support', address: site.emails.support }, // es: Soporte
    { label: 'Agente registrado', address: site.emails.agent },
    { label: 'Billing', address: site.emails.billing }, // es: Facturación
  ],
  phone: site.phone,
};

export const footerAbout: typeof en.footerAbout = {
  title: site.brandName,
  text: 'Ayudamos a fundadores de fuera de Estados Unidos a constituir, bancarizar y gestionar una empresa en EE. UU.: registro, EIN, agente registrado, dirección, teléfono y declaración anual de impuestos, todo a cargo de un solo equipo desde nuestra oficina de Nueva York.',
  disclaimer:
    'Somos un servicio de constitución de empresas y de agente registrado, no un despacho de abogados. Las declaraciones de impuestos las preparan nuestros CPA asociados con licencia.',
};
