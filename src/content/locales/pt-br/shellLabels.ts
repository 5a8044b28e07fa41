import type * as en from '../../shellLabels';
import { site } from './site';

/** Rótulos do que toda página mostra antes das seções: cabeçalho, painel de contato, carregamento, avisos, voltar ao topo. */
export const shellLabels: typeof en.shellLabels = {
  header: {
    home: 'Início',
    mainNav: 'Navegação principal',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    openSearch: 'Abrir busca',
    closeSearch: 'Fechar busca',
    search: 'Buscar',
    searchPlaceholder: 'Buscar guias e serviços',
    openContactPanel: 'Abrir painel de contato',
    closeContactPanel: 'Fechar painel de contato',
    contactPanelTitle: 'Fale conosco',
    signIn: 'Entrar',
    login: 'Acesso',
    freeTrial: 'Teste grátis',
    toLightScheme: 'Mudar para o tema claro',
    toDarkScheme: 'Mudar para o tema escuro',
    language: 'Idioma',
    addressHeading: 'Endereço',
    emailHeading: 'E-mail',
    phoneHeading: 'Telefone',
  },
  common: {
    readMore: 'Leia mais',
    backToTop: 'Voltar ao topo',
    home: 'Início',
    breadcrumb: 'Trilha de navegação',
    opensInNewTab: '(abre em uma nova aba)',
  },
  toasts: {
    newsletter: 'Obrigado pelo seu e-mail',
    comment: 'Obrigado pelo seu comentário',
    close: 'Dispensar notificação',
  },
  loader: {
    label: `Carregando ${site.brandName}`,
  },
};
