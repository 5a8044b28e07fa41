import type * as en from '../../navigation';
import { site } from './site';

/** Âncoras dentro da página. */
export const aboutAnchor: typeof en.aboutAnchor = { label: 'Sobre', to: '/#footer' };
export const servicesAnchor: typeof en.servicesAnchor = { label: 'Nossos serviços', to: '/#services' };
export const homeAnchor: typeof en.homeAnchor = { label: 'Início', to: '/#' };

export const mainMenu: typeof en.mainMenu = [
  {
    label: 'Início',
    to: '/',
    children: [
      { label: 'Início 01', to: '/' },
      { label: 'Início 02', to: '/home-2' },
      { label: 'Início 03', to: '/home-3' },
      { label: 'Início empresarial', to: '/business' },
      { label: 'Início 01 escuro', to: '/home-1-dark' },
      { label: 'Início 02 escuro', to: '/home-2-dark' },
      { label: 'Início 03 escuro', to: '/home-3-dark' },
      { label: 'Início empresarial escuro', to: '/business-dark' },
    ],
  },
  {
    label: 'Serviços',
    to: '/services',
    children: [
      { label: 'Serviços 01', to: '/services' },
      { label: 'Serviços 02', to: '/services-2' },
      { label: 'Serviços 03', to: '/services-3' },
      { label: 'Detalhes do serviço', to: '/services-details/1' },
    ],
  },
  {
    label: 'Projetos',
    to: '/project-3-column',
    children: [
      { label: 'Projetos em 2 colunas', to: '/project-2-column' },
      { label: 'Projetos em 3 colunas', to: '/project-3-column' },
      { label: 'Carrossel de projetos', to: '/project-carousel' },
      { label: 'Detalhes do projeto', to: '/project-details/1' },
    ],
  },
  {
    label: 'Equipe',
    to: '/team',
    children: [
      { label: 'Equipe 01', to: '/team' },
      { label: 'Equipe 02', to: '/team-2' },
      { label: 'Equipe 03', to: '/team-3' },
      { label: 'Detalhes da equipe', to: '/team-details/1' },
    ],
  },
  {
    label: 'Blog',
    to: '/blog-standard',
    children: [
      { label: 'Blog padrão', to: '/blog-standard' },
      { label: 'Blog com barra lateral', to: '/blog-with-sidebar' },
      { label: 'Blog em 2 colunas', to: '/blog-2-column' },
      { label: 'Blog em grade', to: '/blog-3-column' },
      { label: 'Artigo do blog', to: '/blog-single/1' },
      { label: 'Artigo com barra lateral', to: '/blog-single-sidebar/1' },
    ],
  },
  {
    label: 'Ferramentas',
    to: '/costs',
    children: [
      { label: 'Calculadora de custos', to: '/costs' },
      { label: 'Consulta por país', to: '/eligibility' },
      { label: 'Calendário de obrigações', to: '/compliance-calendar' },
    ],
  },
  {
    label: 'Páginas',
    to: '/about-us',
    children: [
      { label: 'Sobre', to: '/about-us' },
      { label: 'Preços', to: '/pricing' },
      { label: 'Contato', to: '/contact-us' },
      { label: 'Acesso', to: '/login' },
    ],
  },
];

/** Botões do cabeçalho. Entrar abre o portal em outro domínio; Acesso explica o portal; Teste grátis compara os planos. */
export const headerActions: typeof en.headerActions = {
  signIn: { label: 'Entrar', to: site.portalSignInUrl, external: true },
  login: { label: 'Acesso', to: '/login' },
  freeTrial: { label: 'Teste grátis', to: '/pricing' },
};

/** Where the header's row fits with these labels (see the English module). */
export const headerFits: typeof en.headerFits = { desktopNav: 1352, freeTrial: 1488 };
