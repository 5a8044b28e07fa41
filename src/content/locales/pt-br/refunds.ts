/*
 * A política de reembolso e cancelamento exibida em /refunds, em linguagem simples.
 *
 * PROPOSTA: estas condições (reembolso do primeiro mês em 14 dias, devolução em dinheiro e não em
 * crédito, a janela de reembolso antes do registro no estado e o pagamento em 10 dias úteis) são uma
 * proposta que a empresa ainda precisa confirmar, como em ../../refunds.ts. Altere-as aqui e nas linhas
 * por plano de ./pricing.ts ao mesmo tempo.
 */
import type * as en from '../../refunds';
import { site } from './site';

export const refundPolicy: typeof en.refundPolicy = {
  heading: {
    eyebrow: 'Reembolsos e cancelamento',
    title: 'O que reembolsamos, até quando e como',
    text: 'Os reembolsos são devolvidos em dinheiro no cartão ou na conta usados no pagamento, nunca como crédito. O que não podemos reembolsar é o que já pagamos a um estado em seu nome.',
  },
  summaryTitle: 'Em resumo, por plano',
  summary: [
    {
      id: 'formation',
      plan: 'Abertura de empresa (LLC, Custom)',
      refundable: 'Tudo, até registrarmos seus documentos no estado.',
      notRefundable: 'As taxas estaduais de registro e o trabalho de registro depois que seus documentos forem registrados; um orçamento Custom traz as suas próprias condições.',
    },
    {
      id: 'monthly',
      plan: 'Planos mensais (Mail Box, número de telefone nos EUA, banco)',
      refundable: 'Seu primeiro mês, se você cancelar em até 14 dias após pagá-lo.',
      notRefundable: 'Meses seguintes já iniciados; tarifas cobradas pelo banco parceiro.',
    },
    {
      id: 'quoted',
      plan: 'Planos sob consulta',
      refundable: 'O que o seu orçamento por escrito disser, pelo prazo que ele indicar.',
      notRefundable: 'Taxas estaduais depois do registro e meses já iniciados.',
    },
  ],
  summaryColumns: { plan: 'Plano', refundable: 'Reembolsável', notRefundable: 'Não reembolsável' },
  blocks: [
    {
      id: 'formation',
      title: 'Abertura de empresa',
      paragraphs: [
        'Até registrarmos seus documentos no estado, você pode cancelar e receber de volta tudo o que pagou. Fazemos o registro em até um dia útil após receber o seu pedido completo, então nos avise assim que mudar de ideia.',
        'Depois que o estado recebe seus documentos, ele fica com as taxas dele, aconteça o que acontecer, e nós ficamos com o valor do trabalho de registro. Se você cancelar depois do registro, reembolsamos as partes do plano que ainda não começamos (por exemplo, o pedido do EIN ou a apresentação ao banco) pelo preço de tabela.',
      ],
    },
    {
      id: 'monthly',
      title: 'Planos mensais',
      paragraphs: [
        'Cancele um plano Mail Box, de número de telefone ou de banco quando quiser, pelo seu portal ou por e-mail. Nenhum mês novo é cobrado; o mês já iniciado vai até o fim.',
        'Se você cancelar em até 14 dias após pagar o primeiro mês, reembolsamos esse mês integralmente.',
      ],
    },
    {
      id: 'state-fees',
      title: 'O que não podemos reembolsar',
      paragraphs: [
        'Taxas estaduais de registro, taxas de relatório anual e franchise taxes que pagamos a um estado em seu nome: o estado não as devolve para nós. A calculadora de custos mostra cada taxa estadual e de onde ela vem.',
        'Tarifas e depósitos de um banco ou de uma plataforma de pagamento parceira seguem as condições deles.',
      ],
    },
    {
      id: 'how',
      title: 'Como os reembolsos são pagos',
      paragraphs: [
        'No cartão ou na conta usados no pagamento, em dólares americanos, em até 10 dias úteis após confirmarmos o reembolso. Nunca como crédito ou vale. Seu banco pode levar alguns dias a mais para mostrar o valor.',
      ],
    },
  ],
  contact: {
    title: 'Para cancelar ou pedir um reembolso',
    text: 'Escreva para a nossa equipe de cobrança a partir do endereço de e-mail usado no seu pedido, informando o nome da sua empresa. Confirmamos por e-mail em até um dia útil.',
    emailLabel: 'E-mail da cobrança',
    email: site.emails.billing,
  },
  costsLink: { label: 'Veja as taxas estaduais na calculadora de custos', to: '/costs' },
};
