import type * as en from '../../footer';
import { aboutAnchor, homeAnchor, servicesAnchor } from './navigation';
import { services } from '../../services';
import { site } from './site';

export const footerColumns: typeof en.footerColumns = [
  {
    title: 'Empresa',
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
    title: 'Servicios',
    links: services.map((service) => ({
      label: service.title,
      to: `/services-details/${service.id}`,
    })),
  },
  {
    title: 'Recursos',
    links: [
      { label: 'Precios', to: '/pricing' },
      { label: 'Calculadora de costos', to: '/costs' },
      { label: 'Consulta por país', to: '/eligibility' },
      { label: 'Calendario de obligaciones', to: '/compliance-calendar' },
      { label: 'Reembolsos', to: '/refunds' },
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
    { label: 'Soporte', address: site.emails.support },
    { label: 'Agente registrado', address: site.emails.agent },
    { label: 'Facturación', address: site.emails.billing },
  ],
  phone: site.phone,
};

export const footerAbout: typeof en.footerAbout = {
  title: site.brandName,
  text: 'Ayudamos a fundadores de fuera de Estados Unidos a constituir, bancarizar y gestionar una empresa en EE. UU.: registro, EIN, agente registrado, dirección, teléfono y declaración anual de impuestos, todo a cargo de un solo equipo desde nuestra oficina de Nueva York.',
  disclaimer:
    'Somos un servicio de constitución de empresas y de agente registrado, no un despacho de abogados. Las declaraciones de impuestos las preparan nuestros contadores públicos certificados (CPA) asociados, con licencia.',
};
