import type * as en from '../../faq';
import { usd } from '../../../platform/format';

/** Acordeão de perguntas frequentes; o primeiro item abre por padrão. */
export const faqs: typeof en.faqs = [
  {
    id: 1,
    title: 'Posso abrir uma empresa nos EUA sem morar nos Estados Unidos?',
    text: 'Sim. Um não residente pode ser dono de 100% de uma LLC ou corporação americana sem visto, sem número do Seguro Social (SSN) e sem viajar até lá. Você precisa de um passaporte, do seu endereço residencial e de um nome para a empresa. Ter uma empresa nos EUA não dá a você o direito de trabalhar nos EUA; ela permite que o seu negócio venda, tenha conta bancária e assine contratos no país.',
    links: [{ label: 'Consulte o seu país', to: '/eligibility' }],
  },
  {
    id: 2,
    title: 'Qual estado devo escolher: Wyoming ou Delaware?',
    text: 'Para a maioria dos fundadores com empresa de serviços ou loja online, Wyoming é a opção mais barata e simples para uma LLC. Escolha Delaware se você pretende captar venture capital, porque investidores americanos esperam uma C-Corp de Delaware. Se você tiver funcionários ou escritório em outro estado, talvez precise se registrar nele também; avisaremos antes de você contratar.',
    links: [{ label: 'Compare quanto custa cada estado', to: '/costs' }],
  },
  {
    id: 3,
    title: 'Quanto tempo leva, do pedido até a conta bancária funcionando?',
    text: 'O registro da empresa leva apenas 24 horas, e normalmente de 24 a 48 horas nos estados que recomendamos. O EIN sai entre alguns dias úteis e algumas semanas, dependendo do IRS, e a conta bancária costuma ser aberta em até uma semana depois disso. Mantemos você informado a cada etapa no seu portal.',
  },
  {
    id: 4,
    title: 'Preciso declarar algo se minha LLC não faturou nada nos EUA?',
    text: `Normalmente, sim. Uma LLC de sócio único cujo dono está fora dos EUA entrega todo ano o Form 5472 com um Form 1120 pro forma, mesmo sem renda nos EUA, e deixar de entregá-lo custa ${usd(25000, 'pt-BR')} por formulário. A maioria dos estados também exige um relatório ou uma taxa anual.`,
    links: [
      { label: 'Veja seus prazos de entrega', to: '/compliance-calendar' },
      { label: 'Quanto somam as taxas anuais', to: '/costs' },
    ],
  },
  {
    id: 5,
    title: 'Posso receber meu dinheiro de volta se eu mudar de ideia?',
    text: 'Sim, como devolução em dinheiro, nunca como crédito: o pedido de abertura é reembolsado integralmente até fazermos o registro no estado, e o primeiro mês de um plano mensal, se você cancelar em até 14 dias. Taxas já recebidas por um estado não podem ser reembolsadas.',
    links: [{ label: 'Nossas condições de reembolso', to: '/refunds' }],
  },
];
