import type * as en from '../../pages';
import { site } from './site';

export type { PageKey, PageMeta } from '../../pages';

/** Título do documento de uma página interna: 'Preços | StarBridge Formation'. A página inicial usa site.seo.title. */
export const documentTitle: typeof en.documentTitle = (title: string): string => `${title} | ${site.brandName}`;

const blogDescription = 'Guias para fundadores de fora dos EUA sobre abertura de empresa, contas bancárias e impostos.';

export const pages: typeof en.pages = {
  home: { title: site.seo.title, description: site.seo.description },
  services: {
    title: 'Nossos serviços',
    description: 'Registro de empresa, conta bancária online, EIN, endereço virtual, declaração ao IRS e número de telefone nos EUA para fundadores que não moram nos EUA.',
  },
  serviceDetails: {
    title: 'Detalhes do serviço',
    description: 'O que está incluído, como funciona e o que você recebe.',
  },
  projects: {
    title: 'Histórias de clientes',
    description: 'Como fundadores de Lisboa a Osaka abriram e administram suas empresas americanas conosco.',
  },
  projectDetails: {
    title: 'Detalhes do projeto',
    description: 'A estrutura que montamos, o problema que ela resolveu e o resultado.',
  },
  team: {
    title: 'Nossa equipe',
    description: 'Conheça os paralegais, especialistas em compliance e especialistas em impostos por trás da sua empresa americana.',
  },
  teamDetails: {
    title: 'Detalhes da equipe',
    description: 'Formação, qualificações e como falar com um membro da nossa equipe.',
  },
  about: {
    title: 'Sobre nós',
    description: `Por que a ${site.brandName} existe e como ajudamos fundadores de fora dos EUA a abrir e administrar uma empresa americana.`,
  },
  pricing: {
    title: 'Preços',
    description: 'Preços transparentes para abertura de empresa, planos Mail Box, número de telefone nos EUA e conta bancária online.',
  },
  contact: {
    title: 'Fale conosco',
    description: 'Conte-nos sobre o seu negócio e recomendaremos a estrutura e o estado certos nos EUA.',
  },
  login: {
    title: 'Acesso',
    description: 'Entre no portal do cliente para ver seus documentos, suas correspondências digitalizadas e seus prazos.',
  },
  blogStandard: { title: 'Blog', description: blogDescription },
  blogWithSidebar: { title: 'Blog', description: blogDescription },
  blog2Column: { title: 'Blog', description: blogDescription },
  blog3Column: { title: 'Blog em grade', description: blogDescription },
  blogSingle: { title: 'Artigo do blog', description: 'Um guia para fundadores escrito pela nossa equipe.' },
  costs: {
    title: 'Calculadora de custos',
    description: 'Quanto custa uma LLC ou C-Corp nos EUA, ano a ano, em Wyoming, Delaware, New Mexico e outros seis estados, com a fonte e a data de cada taxa estadual.',
  },
  refunds: {
    title: 'Reembolsos e cancelamento',
    description: 'O que reembolsamos, até quando e como, o que não podemos reembolsar depois do registro e como cancelar um plano mensal.',
  },
  notFound: { title: 'Página não encontrada', description: 'A página que você procura não existe.' },
};
