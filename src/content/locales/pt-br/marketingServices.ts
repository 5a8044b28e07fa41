import type * as en from '../../marketingServices';
import { projects } from '../../projects';

const photo = (projectId: number) => projects[projectId - 1].image;

/** Segundo conjunto de serviços, na variante de marketing da página inicial: crescimento depois da abertura. */
export const marketingServices: typeof en.marketingServices = [
  {
    id: 1,
    serviceName: 'Marketing de conteúdo',
    tag: 'Conteúdo',
    icon: 'content',
    text: 'Artigos, guias e estudos de caso escritos para compradores americanos, para que sua nova empresa seja encontrada e inspire confiança desde o primeiro dia.',
    image: photo(5),
  },
  {
    id: 2,
    serviceName: 'Marketing em redes sociais',
    tag: 'Redes sociais',
    icon: 'social',
    text: 'Páginas da empresa e campanhas no LinkedIn, no Instagram e no X, configuradas com a sua marca americana e publicadas nos fusos horários dos EUA.',
    image: photo(1),
  },
  {
    id: 3,
    serviceName: 'Desenvolvimento de apps',
    tag: 'Desenvolvimento',
    icon: 'app',
    text: 'Aplicativos web e mobile publicados em nome da sua empresa americana, com contas na App Store e no Google Play em nome dela.',
    image: photo(2),
  },
  {
    id: 4,
    serviceName: 'Otimização de SEO',
    tag: 'Busca',
    icon: 'seo',
    text: 'SEO técnico e local para que seu endereço, seu número de telefone e seus serviços nos EUA apareçam de forma consistente nos resultados de busca.',
    image: photo(3),
  },
  {
    id: 5,
    serviceName: 'Anúncios PPC',
    tag: 'Anúncios',
    icon: 'ppc',
    text: 'Contas de anúncios no Google e na Meta cobradas no cartão da sua empresa americana, com campanhas segmentadas por estado e cidade.',
    image: photo(6),
  },
  {
    id: 6,
    serviceName: 'Marketing digital',
    tag: 'Estratégia',
    icon: 'digital',
    text: 'Um só plano que integra seu site, anúncios, e-mail e marketplaces, medido pelas vendas que eles trazem para a sua conta nos EUA.',
    image: photo(4),
  },
];
