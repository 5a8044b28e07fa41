import type * as en from '../../ui';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';

/** Todos os rótulos de interface do site: botões, rótulos de acessibilidade, formulários, avisos e mensagens. */

export const ui: typeof en.ui = {
  ...shellLabels,
  carousel: {
    pause: 'Pausar carrossel',
    play: 'Reproduzir carrossel',
    previousSlide: 'Slide anterior',
    nextSlide: 'Próximo slide',
    previousTestimonial: 'Depoimento anterior',
    nextTestimonial: 'Próximo depoimento',
    goToSlide: (n: number) => `Ir para o slide ${n}`,
    slideOf: (n: number, total: number) => `${n} de ${total}`,
    brandsLabel: 'Marcas que confiam em nós',
    pauseBrands: 'Pausar logotipos das marcas',
    playBrands: 'Reproduzir logotipos das marcas',
    testimonialsLabel: 'Depoimentos',
  },
  notFound: {
    code: '404',
    title: 'Desculpe, página não encontrada!',
    text: 'A página que você procura mudou de endereço ou nunca existiu. Tente a página inicial ou o menu principal.',
    backToHome: 'Voltar ao início',
    imageAlt: 'Uma bússola apontando para longe de uma página que não existe',
  },
  services: {
    whatYouGet: 'O que está incluído',
    otherServices: 'Outros serviços',
    needHelp: 'Não sabe de qual serviço precisa?',
    needHelpText: 'Conte-nos sobre o seu negócio e recomendaremos a estrutura certa.',
    contactUs: 'Fale conosco',
    readMoreAbout: (title: string) => `Leia mais sobre ${title}`,
    learnMore: 'Saiba mais',
    learnMoreAbout: (title: string) => `Saiba mais sobre ${title}`,
  },
  projects: {
    client: 'Cliente',
    location: 'Local',
    category: 'Estrutura',
    date: 'Data',
    viewProject: (title: string) => `Ver projeto: ${title}`,
    facts: 'Dados do projeto',
    previousProject: 'Projeto anterior',
    nextProject: 'Próximo projeto',
    projectNavigation: 'Mais histórias de clientes',
    carouselLabel: 'Histórias de clientes em destaque',
    pagination: 'Páginas de histórias de clientes',
    page: (n: number) => `Página ${n}`,
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
  },
  team: {
    contactMe: 'Fale comigo',
    projects: 'Projetos',
    qualifications: 'Qualificações',
    skills: 'Habilidades',
    email: 'E-mail',
    phone: 'Telefone',
    share: 'Compartilhar',
    viewProfile: (name: string) => `Ver perfil de ${name}`,
  },
  blog: {
    by: 'Por',
    postedOn: 'Publicado em',
    aboutAuthor: 'Sobre o autor',
    tags: 'Tags',
    share: 'Compartilhar',
    previousPost: 'Artigo anterior',
    nextPost: 'Próximo artigo',
    commentsHeading: (count: number, title: string) => `${plural('pt-BR', count, { one: (n) => `${n} comentário`, other: (n) => `${n} comentários` })} em \u201c${title}\u201d`,
    noComments: 'Nenhum comentário ainda. Seja o primeiro a compartilhar sua experiência abaixo.',
    reply: 'Responder',
    replyTo: (name: string) => `Responder a ${name}`,
    leaveComment: 'Deixe um comentário',
    authorProfile: 'Ver perfil',
    readMore: 'Leia mais',
    readMoreAbout: (title: string) => `Leia mais: ${title}`,
    postsHeading: 'Guias mais recentes',
    postNavigation: 'Mais artigos',
    pagination: 'Páginas do blog',
    page: (n: number) => `Página ${n}`,
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
    filters: {
      showing: (count: number) => `Exibindo ${plural('pt-BR', count, { one: (n) => `${n} artigo`, other: (n) => `${n} artigos` })} para`,
      search: 'Buscar',
      category: 'Categoria',
      tag: 'Tag',
      month: 'Arquivo',
      clear: 'Ver todos os artigos',
      noMatch: 'Nenhum artigo corresponde aos seus filtros. Tente outra busca ou veja todos os artigos.',
    },
    sidebar: {
      label: 'Barra lateral do blog',
      search: 'Buscar',
      searchLabel: 'Buscar artigos',
      searchPlaceholder: 'Buscar pelo título',
      searchSubmit: 'Buscar artigos',
      recentPosts: 'Artigos recentes',
      categories: 'Categorias',
      gallery: 'Galeria',
      archives: 'Arquivos',
      social: 'Siga-nos',
      tags: 'Tags',
    },
  },
  share: {
    label: 'Compartilhar',
    on: (network: string) => `Compartilhar no ${network}`,
    networks: { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook' },
    copyLink: 'Copiar link',
    linkCopied: 'Link copiado',
  },
  pricing: {
    plansLabel: 'Categorias de planos',
    billingPeriod: 'Período de cobrança',
    monthly: 'Mensal',
    yearly: 'Anual',
    popular: 'Mais popular',
    onRequest: 'Sob consulta',
    planFeatures: (name: string) => `Recursos do plano ${name}`,
    refundTerms: 'Condições de reembolso',
  },
  video: {
    play: 'Reproduzir vídeo',
    close: 'Fechar vídeo',
    dialogTitle: 'Como funciona',
    unsupported: 'Seu navegador não consegue reproduzir este vídeo.',
  },
  progress: {
    valueText: (title: string, value: number) => `${title}: ${value}%`,
  },
  faq: {
    label: 'Perguntas frequentes',
  },
  forms: {
    required: 'Obrigatório',
    contact: {
      name: 'Seu nome',
      email: 'Endereço de e-mail',
      phone: 'Número de telefone',
      comments: 'Como podemos ajudar?',
      commentsPlaceholder: 'Seu país, seu negócio e o que você precisa nos EUA',
      submit: 'Enviar mensagem',
      submitting: 'Enviando...',
      honeypot: 'Deixe este campo em branco',
      nameRequired: 'Informe seu nome.',
      emailRequired: 'Informe seu endereço de e-mail.',
      emailInvalid: 'Informe um e-mail no formato nome@exemplo.com.',
      phoneRequired: 'Informe seu número de telefone.',
      phoneInvalid: 'Use de 5 a 15 dígitos; espaços e + ( ) - . são aceitos.',
      commentsRequired: 'Conte-nos como podemos ajudar.',
      tooLong: (max: number, length: number) => `Texto longo demais: ${length} caracteres. O limite é ${max}.`,
      charactersUsed: (length: number, max: number) => `${length} de ${max} caracteres`,
      planInterest: (plan: string) => `Tenho interesse no plano ${plan}.`,
    },
    comment: {
      name: 'Seu nome',
      email: 'Endereço de e-mail',
      comment: 'Seu comentário',
      submit: 'Publicar comentário',
    },
    newsletter: {
      email: 'Endereço de e-mail',
      placeholder: 'Seu endereço de e-mail',
      submit: 'Inscrever-se',
    },
  },
  inquiry: {
    success: 'Formulário enviado com sucesso!',
    failure: 'Não foi possível enviar o formulário. Tente novamente.',
    unexpected: 'Ocorreu um erro inesperado.',
  },
  footer: {
    contactTitle: 'Contato',
    addressTitle: 'Endereço',
    phoneTitle: 'Telefone',
    rights: 'Todos os direitos reservados.',
    footerNav: 'Rodapé',
  },
};

export type UiLabels = typeof ui;

/** Rótulos da barra lateral do blog, com o aviso de nova aba dos links sociais. */
export const blogSidebarLabels: typeof en.blogSidebarLabels = { ...ui.blog.sidebar, opensInNewTab: ui.common.opensInNewTab };

/** Rótulos de um artigo, com os links de compartilhamento legendados como no resto do blog. */
export const blogPostLabels: typeof en.blogPostLabels = { ...ui.blog, share: { ...ui.share, label: ui.blog.share } };

/** Campos, título e aviso de agradecimento do formulário de comentário. */
export const commentFormLabels: typeof en.commentFormLabels = { ...ui.forms.comment, heading: ui.blog.leaveComment, thanks: ui.toasts.comment };

/** Atalhos para a estrutura do app. */
export const toastLabels: typeof en.toastLabels = shellLabels.toasts;
export const notFoundLabels: typeof en.notFoundLabels = ui.notFound;
