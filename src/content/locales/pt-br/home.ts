import type * as en from '../../home';
import { usd } from '../../../platform/format';
import { brandFilm, image } from './images';

// Num módulo próprio: o banner é a única seção da página inicial que o script da primeira tela carrega.
export { banner } from '../../banner';

export const packages: typeof en.packages = [
  {
    id: 1,
    title: 'Pacote completo',
    icon: 'package',
    text: 'Um único pedido cobre tudo de que uma nova empresa americana precisa para começar a operar.',
    items: ['Abertura da empresa em 24 a 48 horas', 'Configuração da conta bancária', 'Endereço virtual nos EUA', 'Número de telefone nos EUA'],
  },
  {
    id: 2,
    title: 'Suporte vitalício',
    icon: 'support',
    text: 'Suporte dedicado e vitalício para as suas dúvidas, enquanto a sua empresa existir.',
    items: ['Um contato fixo que conhece a sua empresa', 'Lembretes antes de cada prazo estadual e do IRS', 'Respostas claras sobre banco, impostos e compliance'],
  },
];

export const servicesSection: typeof en.servicesSection = {
  eyebrow: 'Nossos serviços',
  title: 'EXPANDA GLOBALMENTE: ABRA SUA EMPRESA NOS EUA HOJE',
  text: 'Seis serviços, uma só equipe: do registro em apenas 24 horas à sua declaração anual ao IRS.',
};

/** A faixa "Planeje sua empresa" abaixo dos serviços: as ferramentas gratuitas de planejamento. */
export const planYourCompany: typeof en.planYourCompany = {
  heading: {
    eyebrow: 'Planeje sua empresa',
    title: 'Respostas antes de você pagar',
    text: 'Qual estado escolher, quanto custa ao longo dos anos, se o seu país é aceito e o que vence quando: de graça, com datas e fontes.',
  },
  tools: [
    {
      id: 'costs',
      title: 'Calculadora de custos',
      text: 'Taxas e impostos estaduais ano a ano em nove estados, lado a lado, com a franchise tax de Delaware calculada pelos dois métodos.',
      cta: { label: 'Compare os custos por estado', to: '/costs' },
    },
    {
      id: 'eligibility',
      title: 'Consulta por país',
      text: 'Se bancos, a Stripe e os nossos serviços aceitam fundadores que moram no seu país ou têm a cidadania dele.',
      cta: { label: 'Consulte o seu país', to: '/eligibility' },
    },
    {
      id: 'calendar',
      title: 'Calendário de obrigações',
      text: `Cada relatório estadual e cada declaração ao IRS que a sua empresa deve entregar, com a data, incluindo o Form 5472 e a multa de ${usd(25000, 'pt-BR')}.`,
      cta: { label: 'Veja seus prazos', to: '/compliance-calendar' },
    },
  ],
};

export const dutiesSection: typeof en.dutiesSection = {
  eyebrow: 'Como trabalhamos',
  title: 'Responsabilidades do agente registrado',
  text: 'Toda empresa americana precisa manter um agente registrado (registered agent) no seu estado. Veja o que fazemos pela sua.',
};

export const whyChooseUs: typeof en.whyChooseUs = {
  heading: {
    eyebrow: 'Por que nos escolher',
    title: 'Feito para fundadores que vivem fora dos Estados Unidos',
    text: 'Preço acessível, transparente e com tudo incluído, com orientação especializada em cada etapa.',
  },
  points: [
    { id: 1, title: 'Sem viajar aos EUA, sem SSN', text: 'Tudo é feito online com o seu passaporte: abertura, EIN e conta bancária.' },
    { id: 2, title: 'Preço transparente', text: 'Um preço na página de preços, com as taxas estaduais mostradas antes de você pagar. Sem surpresas na renovação.' },
    { id: 3, title: 'Especialistas nas regras para não residentes', text: 'Nossa equipe e nossos CPAs parceiros trabalham apenas com empresas de donos estrangeiros.' },
    { id: 4, title: 'Uma só equipe para tudo', text: 'Registro, banco, endereço, telefone e declaração de impostos, com um único contato que conhece o seu caso.' },
  ],
  cta: { label: 'Comparar planos', to: '/pricing' },
};

export const testimonialsSection: typeof en.testimonialsSection = {
  eyebrow: 'O que dizem sobre nós',
  title: 'Fundadores do mundo todo administram sua empresa americana conosco',
};

export const experienceSection: typeof en.experienceSection = {
  heading: {
    eyebrow: 'Nossa experiência digital',
    title: 'À frente da melhor agência digital da cidade',
    text: 'A abertura é só o começo. Seguimos com você enquanto a sua empresa cresce, da primeira fatura à declaração anual.',
  },
  sellingPoints: [
    {
      id: 1,
      title: 'Equipe profissional',
      icon: 'staff',
      text: 'Paralegais, especialistas em compliance e CPAs parceiros que trabalham com fundadores não residentes todos os dias.',
    },
    {
      id: 2,
      title: 'Satisfação garantida',
      icon: 'guarantee',
      figure: '100',
      figureSuffix: '%',
      text: 'Seguimos trabalhando até a sua empresa ser aprovada, suas contas estarem abertas e cada documento estar correto.',
    },
    {
      id: 3,
      title: 'Da ideia à solução',
      icon: 'idea',
      text: 'Conte o que você quer construir e montamos a estrutura, as contas e as ferramentas certas para isso.',
    },
  ],
};

export const faqSection: typeof en.faqSection = {
  eyebrow: 'Perguntas frequentes',
  title: 'As primeiras perguntas dos fundadores',
};

export const brandBand: typeof en.brandBand = {
  text: 'A confiança de 180 mil marcas no mundo todo',
  background: image(
    'band',
    '/images/brand-band/background.webp',
    'Vista ao entardecer do distrito financeiro de Nova York, com as luzes dos escritórios acesas',
  ),
  film: brandFilm,
};

export const portfolioSection: typeof en.portfolioSection = {
  eyebrow: 'Histórias de clientes',
  title: 'Empresas que ajudamos a expandir para os EUA',
};

export const teamSection: typeof en.teamSection = {
  eyebrow: 'Nossa equipe',
  title: 'As pessoas por trás da sua empresa americana',
};

export const blogSection: typeof en.blogSection = {
  eyebrow: 'Guias para fundadores',
  title: 'Aprenda antes de abrir',
};

export const marketingServicesSection: typeof en.marketingServicesSection = {
  eyebrow: 'Faça sua empresa americana crescer',
  title: 'Marketing que traz clientes americanos',
  text: 'Depois que sua empresa estiver aberta, nossos parceiros ajudam você a alcançar e conquistar compradores americanos.',
};

export const countersSection: typeof en.countersSection = {
  eyebrow: 'Em números',
  title: 'Experiência com que você pode contar',
};

export const newsletter: typeof en.newsletter = {
  eyebrow: 'Newsletter',
  title: 'Guias para fundadores no seu e-mail',
  text: 'Um e-mail por mês sobre bancos nos EUA, prazos fiscais e mudanças de compliance para donos não residentes. Cancele quando quiser.',
};

export const videoPopup: typeof en.videoPopup = {
  heading: {
    eyebrow: 'Como funciona',
    title: 'Do pedido a uma empresa americana funcionando',
    text: 'Veja como um fundador no exterior faz o pedido, assina e recebe uma empresa nos EUA, o EIN e uma conta bancária sem sair de casa.',
  },
  poster: brandFilm.poster,
  // WebM primeiro: menor, e roda onde falta H.264.
  sources: [
    { src: brandFilm.webmSrc, type: 'video/webm' },
    { src: brandFilm.src, type: brandFilm.type },
  ],
  // As legendas do vídeo existem só em inglês: o rótulo diz isso.
  captions: { src: '/media/brand-film.en.vtt', srcLang: 'en', label: 'Inglês' },
};
