import type * as en from '../../about';
import { image } from '../../images';
import { site } from './site';

const aboutImage = image(
  'about',
  '/images/about/about.webp',
  'Nossa equipe trabalhando no escritório de Nova York, revisando documentos societários de clientes',
);

/** Bloco "Sobre nós" da página inicial. */
export const aboutSection: typeof en.aboutSection = {
  heading: {
    eyebrow: 'Sobre nós',
    title: 'Sua empresa nos EUA aberta e acompanhada a partir de Nova York',
  },
  paragraphs: [
    `A ${site.brandName} ajuda empreendedores que vivem fora dos Estados Unidos a abrir e administrar uma empresa americana sem precisar viajar, sem número do Seguro Social (SSN) e sem adivinhação.`,
    'Registramos sua empresa, obtemos seu EIN, atuamos como seu agente registrado, oferecemos um endereço e um número de telefone nos EUA, abrimos sua conta bancária empresarial e enviamos sua declaração anual ao IRS por meio de CPAs parceiros.',
  ],
  points: ['Registro em apenas 24 horas', 'Preço transparente e tudo incluído', 'Suporte vitalício de uma única equipe'],
  image: aboutImage,
  cta: { label: 'Mais sobre nós', to: '/about-us' },
};

/** A página /about-us. */
export const aboutPage: typeof en.aboutPage = {
  heading: {
    eyebrow: 'Sobre nós',
    title: 'Tornamos os Estados Unidos acessíveis para todo fundador',
  },
  story: [
    'Nosso fundador se mudou do exterior para Nova York e precisou de três meses, dois advogados e uma ida a uma agência bancária para abrir sua primeira empresa nos EUA. A maior parte desse tempo foi gasta descobrindo o que fazer, não fazendo.',
    'Hoje, nossa equipe em Nova York, com bancos e CPAs parceiros, transformou esse processo em poucas etapas online. Fundadores do mundo todo fazem o pedido de manhã e podem ter a empresa registrada já no dia seguinte.',
    'Continuamos ao seu lado depois da abertura: como seu agente registrado, sua central de correspondência nos EUA, sua linha telefônica e seu lembrete de cada prazo estadual e do IRS.',
  ],
  image: aboutImage,
  mission: {
    eyebrow: 'Nossa missão',
    title: 'Tudo incluído, transparente e acessível',
    text: 'Um fundador de fora dos EUA deve ter o mesmo acesso a clientes, bancos e investidores americanos que um fundador local, com preço claro e orientação especializada.',
  },
  values: [
    { id: 1, title: 'Respostas claras', text: 'Explicamos impostos e compliance em palavras simples, e avisamos quando uma pergunta precisa de um advogado ou de um CPA.' },
    { id: 2, title: 'Preços claros', text: 'Todas as taxas estão na página de preços. Taxas estaduais e depósitos são mostrados antes de você pagar.' },
    { id: 3, title: 'Privacidade em primeiro lugar', text: 'Nosso endereço vai para os registros públicos; seus documentos ficam no seu portal privado.' },
    { id: 4, title: 'Para o longo prazo', text: 'Suporte vitalício significa que a mesma equipe atende você no quinto ano e na primeira semana.' },
  ],
  cta: { label: 'Vamos abrir sua empresa', to: '/contact-us' },
};
