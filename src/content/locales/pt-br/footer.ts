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
      { label: 'Sobre nós', to: '/about-us' },
      { label: 'Nossa equipe', to: '/team' },
      { label: 'Histórias de clientes', to: '/project-3-column' },
    ],
  },
  {
    title: 'Serviços',
    links: services.map((service) => ({
      label: service.title,
      to: `/services-details/${service.id}`,
    })),
  },
  {
    title: 'Recursos',
    links: [
      { label: 'Preços', to: '/pricing' },
      { label: 'Calculadora de custos', to: '/costs' },
      { label: 'Consulta por país', to: '/eligibility' },
      { label: 'Calendário de obrigações', to: '/compliance-calendar' },
      { label: 'Reembolsos', to: '/refunds' },
      { label: 'Guias para fundadores', to: '/blog-3-column' },
      { label: 'Fale conosco', to: '/contact-us' },
      { label: 'Portal do cliente', to: site.portalSignInUrl, external: true },
    ],
  },
];

export const footerContact: typeof en.footerContact = {
  addressLines: site.address.lines,
  emails: [
    { label: 'Geral', address: site.emails.general },
    { label: 'Suporte', address: site.emails.support },
    { label: 'Agente registrado', address: site.emails.agent },
    { label: 'Cobrança', address: site.emails.billing },
  ],
  phone: site.phone,
};

export const footerAbout: typeof en.footerAbout = {
  title: site.brandName,
  text: 'Ajudamos fundadores que vivem fora dos Estados Unidos a abrir e administrar uma empresa americana, com conta bancária: registro, EIN, agente registrado, endereço, telefone e declaração anual de impostos, tudo com uma só equipe, a partir do nosso escritório em Nova York.',
  disclaimer:
    'Somos um serviço de abertura de empresas e de agente registrado, não um escritório de advocacia. As declarações de impostos são preparadas pelos nossos CPAs parceiros, contadores licenciados nos EUA.',
};
