import type * as en from '../../navigation';
import { menuFrom } from '../../menuFrom';
import { site } from './site';

/** Âncoras dentro da página. */
export const aboutAnchor: typeof en.aboutAnchor = { label: 'Sobre', to: '/#footer' };
export const servicesAnchor: typeof en.servicesAnchor = { label: 'Nossos serviços', to: '/#services' };
export const homeAnchor: typeof en.homeAnchor = { label: 'Início', to: '/#' };

export const menuLabels: typeof en.menuLabels = {
  groups: {
    home: 'Início',
    services: 'Serviços',
    projects: 'Projetos',
    team: 'Equipe',
    blog: 'Blog',
    tools: 'Ferramentas',
    pages: 'Páginas',
  },
  pages: {
    'home-1': 'Início 01',
    'home-2': 'Início 02',
    'home-3': 'Início 03',
    business: 'Início empresarial',
    'home-1-dark': 'Início 01 escuro',
    'home-2-dark': 'Início 02 escuro',
    'home-3-dark': 'Início 03 escuro',
    'business-dark': 'Início empresarial escuro',
    services: 'Serviços 01',
    'services-2': 'Serviços 02',
    'services-3': 'Serviços 03',
    'services-details': 'Detalhes do serviço',
    'project-2-column': 'Projetos em 2 colunas',
    'project-3-column': 'Projetos em 3 colunas',
    'project-carousel': 'Carrossel de projetos',
    'project-details': 'Detalhes do projeto',
    team: 'Equipe 01',
    'team-2': 'Equipe 02',
    'team-3': 'Equipe 03',
    'team-details': 'Detalhes da equipe',
    'blog-standard': 'Blog padrão',
    'blog-with-sidebar': 'Blog com barra lateral',
    'blog-2-column': 'Blog em 2 colunas',
    'blog-3-column': 'Blog em grade',
    'blog-single': 'Artigo do blog',
    'blog-single-sidebar': 'Artigo com barra lateral',
    costs: 'Calculadora de custos',
    eligibility: 'Consulta por país',
    'compliance-calendar': 'Calendário de obrigações',
    'about-us': 'Sobre',
    pricing: 'Preços',
    'contact-us': 'Contato',
    login: 'Acesso',
  },
};

/** The header's menu, from the route table (src/routeTable.ts). */
export const mainMenu: typeof en.mainMenu = menuFrom(menuLabels);

/** Botões do cabeçalho. Entrar abre o portal em outro domínio; Acesso explica o portal; Teste grátis compara os planos. */
export const headerActions: typeof en.headerActions = {
  signIn: { label: 'Entrar', to: site.portalSignInUrl, external: true },
  login: { label: 'Acesso', to: '/login' },
  freeTrial: { label: 'Teste grátis', to: '/pricing' },
};

/** Where the header's row fits with these labels (see the English module). */
export const headerFits: typeof en.headerFits = { desktopNav: 1352, freeTrial: 1488 };
