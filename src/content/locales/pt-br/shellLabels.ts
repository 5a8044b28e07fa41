import type * as en from '../../shellLabels';
import { site } from './site';

/** Rótulos do que toda página mostra antes das seções: cabeçalho, painel de contato, carregamento, avisos, voltar ao topo. */
export const shellLabels: typeof en.shellLabels = {
  header: {
    mainNavigation: 'Navegação principal',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    openSearch: 'Abrir busca',
    closeSearch: 'Fechar busca',
    openContactPanel: 'Abrir painel de contato',
    closeContactPanel: 'Fechar painel de contato',
    signIn: 'Entrar',
    login: 'Acesso',
    freeTrial: 'Teste grátis',
    switchToDark: 'Mudar para o tema escuro',
    switchToLight: 'Mudar para o tema claro',
    language: 'Idioma',
  },
  contactPanel: {
    title: 'Fale conosco',
    address: 'Endereço',
    email: 'E-mail',
    phone: 'Telefone',
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
  search: {
    label: 'Buscar',
    placeholder: 'Buscar guias e serviços',
  },
};
