import type * as en from '../../pricing';
import type { PricingPlan } from '../../../types/content';
import { usd } from '../../../platform/format';
import { paymentLinks } from '../../paymentLinks';

const pay = (slug: keyof typeof paymentLinks) => ({ kind: 'payment', url: paymentLinks[slug] }) as const;
const contact = { kind: 'contact' } as const;

/*
 * Condições de reembolso, uma ou duas frases por plano; a política completa está em ./refunds.ts.
 * Os preços são escritos com usd(valor, 'pt-BR') ('US$ 6.900'). Os nomes dos planos (LLC, Custom, Grow,
 * Scale, Starter, Business, Enterprise, Essential, Plus, Pro) ficam como nomes de produto; os planos de
 * contabilidade têm o nome da frequência da conciliação, por isso são traduzidos (Mensal, Semanal,
 * Diário, Anual).
 */
const refundMonthly =
  'Seu primeiro mês é devolvido em dinheiro se você cancelar em até 14 dias após o pagamento. Depois disso, cancele quando quiser pelo seu portal: nenhum mês novo é cobrado, mas um mês já iniciado não é reembolsado.';
const refundQuoted = 'Seu orçamento informa o que é reembolsado e até quando, sempre como devolução em dinheiro, não como crédito; meses já iniciados não são reembolsados.';

/** Os períodos (comparados em ./costCalculator.ts). */
const oneTime = 'pagamento único';
const perMonth = '/mês';

export const pricingHeading: typeof en.pricingHeading = {
  eyebrow: 'Preços',
  title: 'Preço acessível, transparente e com tudo incluído',
  text: 'Escolha o que a sua empresa precisa hoje e acrescente mais depois. Os preços são em dólares americanos; as taxas e os impostos estaduais aparecem antes de você pagar.',
};

const incorporationPlans: PricingPlan[] = [
  {
    id: 'formation-llc',
    name: 'LLC',
    price: usd(6900, 'pt-BR'),
    amount: 6900,
    period: oneTime,
    description: `Tudo para abrir e administrar sua LLC nos EUA. É exigido um depósito-caução de ${usd(5000, 'pt-BR')}, ou pague em parcelas.`,
    features: [
      'Registro da empresa em apenas 24 horas',
      'EIN (identificação fiscal)',
      'Agente registrado e endereço virtual nos EUA',
      'Número de telefone nos EUA',
      'Configuração da conta bancária online',
      'Declaração anual ao IRS feita por um CPA parceiro',
      'Suporte vitalício',
    ],
    buttonLabel: 'Começar no portal',
    action: { kind: 'portal' },
    highlighted: true,
    refund: 'Cancele antes de fazermos o registro no estado e você recebe todo o seu dinheiro de volta, não como crédito. Depois que seus documentos forem registrados, as taxas estaduais e o trabalho de registro não podem ser reembolsados.',
  },
  {
    id: 'formation-custom',
    name: 'Custom',
    price: 'Sob consulta',
    amount: null,
    period: null,
    description: 'Uma C-Corp em Delaware para investidores, vários sócios ou mais de um estado: montamos o pacote de acordo com o seu plano.',
    features: ['LLC ou C-Corp no estado de que você precisa', 'Ações dos fundadores e deliberações do conselho', 'Apresentação a advogados especializados em startups', 'Um único ponto de contato'],
    buttonLabel: 'Fale conosco',
    action: contact,
    refund: 'Seu orçamento informa o que é reembolsado e até quando, sempre como devolução em dinheiro, não como crédito; as taxas estaduais nunca são reembolsáveis depois do registro.',
  },
];

const mailboxPlans: PricingPlan[] = [
  {
    id: 'mailbox-grow',
    name: 'Grow',
    price: usd(99, 'pt-BR'),
    amount: 99,
    period: perMonth,
    description: 'Para a empresa que recebe correspondência regular de bancos, clientes e do IRS.',
    features: [
      '100 correspondências/mês',
      '3 usuários',
      `Usuário adicional ${usd(20, 'pt-BR')}`,
      'Digitalizações no seu portal com alertas por e-mail',
      'Reenvio para qualquer país',
    ],
    buttonLabel: 'Comprar Grow',
    action: pay('mailbox-grow'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'mailbox-scale',
    name: 'Scale',
    price: usd(169, 'pt-BR'),
    amount: 169,
    period: perMonth,
    description: 'Para equipes que lidam com mais correspondência e querem que mais pessoas a vejam.',
    features: ['Tudo do Grow', 'Espaço para um volume mensal maior de correspondência', `Usuário adicional ${usd(30, 'pt-BR')}`, 'Digitalização prioritária'],
    buttonLabel: 'Comprar Scale',
    action: pay('mailbox-scale'),
    refund: refundMonthly,
  },
  {
    id: 'mailbox-custom',
    name: 'Custom',
    price: 'Sob consulta',
    amount: null,
    period: null,
    description: 'Grandes volumes, pacotes ou vários endereços: conte o que chega para você e faremos um orçamento.',
    features: ['Volume à sua escolha', 'Recebimento de pacotes', 'Vários endereços para a empresa'],
    buttonLabel: 'Fale conosco',
    action: contact,
    refund: refundQuoted,
  },
];

const phonePlans: PricingPlan[] = [
  {
    id: 'phone-starter',
    name: 'Starter',
    price: usd(49, 'pt-BR'),
    amount: 49,
    period: perMonth,
    description: 'Um número dos EUA para o fundador que atende ligações de qualquer lugar.',
    features: ['Um número dos EUA', 'Chamadas ilimitadas', 'Computador, telefone SIP e smartphone', 'Caixa postal por e-mail'],
    buttonLabel: 'Comprar Starter',
    action: pay('phone-starter'),
    refund: refundMonthly,
  },
  {
    id: 'phone-business',
    name: 'Business',
    price: usd(99, 'pt-BR'),
    amount: 99,
    period: perMonth,
    description: 'Uma linha compartilhada para uma equipe pequena, com roteamento entre fusos horários.',
    features: ['Tudo do Starter', 'Vários usuários em um mesmo número', 'Horário comercial e roteamento de chamadas', 'Mensagem de boas-vindas e opções de menu'],
    buttonLabel: 'Comprar Business',
    action: pay('phone-business'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'phone-enterprise',
    name: 'Enterprise',
    price: 'Sob consulta',
    amount: null,
    period: null,
    description: 'Muitos números, centrais de atendimento ou integrações com o seu CRM.',
    features: ['Números com vários códigos de área', 'Integrações sob consulta', 'Configuração dedicada'],
    buttonLabel: 'Fale conosco',
    action: contact,
    refund: refundQuoted,
  },
];

const bankingPlans: PricingPlan[] = [
  {
    id: 'banking-essential',
    name: 'Essential',
    price: 'Sob consulta',
    amount: null,
    period: null,
    description: 'Uma conta empresarial no nosso banco parceiro para uma empresa nova.',
    features: [`Depósito mínimo de ${usd(5000, 'pt-BR')}`, 'Abertura totalmente online', `Bônus de ${usd(500, 'pt-BR')} pelo nosso banco parceiro`],
    buttonLabel: 'Fale conosco',
    action: contact,
    refund: 'Nada é cobrado até você aceitar um orçamento, e o orçamento informa o que é devolvido em dinheiro; as tarifas e os depósitos do próprio banco parceiro seguem as condições do banco.',
  },
  {
    id: 'banking-plus',
    name: 'Plus',
    price: usd(79, 'pt-BR'),
    amount: 79,
    period: perMonth,
    description: 'Para empresas com vendas e repasses regulares nos EUA.',
    features: [`Mínimo de ${usd(10000, 'pt-BR')}`, 'Tudo do Essential', 'Apresentação a plataformas de pagamento parceiras', 'Análise prioritária do pedido'],
    buttonLabel: 'Comprar Plus',
    action: pay('banking-plus'),
    highlighted: true,
    refund: `${refundMonthly} As tarifas bancárias seguem as condições do banco.`,
  },
  {
    id: 'banking-pro',
    name: 'Pro',
    price: usd(500, 'pt-BR'),
    amount: 500,
    period: perMonth,
    description: 'Para empresas de alto volume que precisam de um contato bancário dedicado.',
    features: [`Mínimo de ${usd(25000, 'pt-BR')}`, 'Tudo do Plus', 'Gerente bancário dedicado', 'Opções multimoeda e de emissão de cartões'],
    buttonLabel: 'Comprar Pro',
    action: pay('banking-pro'),
    refund: `${refundMonthly} As tarifas bancárias seguem as condições do banco.`,
  },
];

/** As quatro abas da página de preços. */
export const pricingTabs: typeof en.pricingTabs = [
  { id: 'incorporations', label: 'Abertura de empresas', plans: incorporationPlans },
  { id: 'mailbox', label: 'Mail Box', plans: mailboxPlans },
  { id: 'phone', label: 'Telefone dos EUA', plans: phonePlans },
  { id: 'banking', label: 'Banco online', plans: bankingPlans },
];

/**
 * Grupo geral na alternância mensal/anual da página inicial de marketing, apresentado como
 * contabilidade e compliance: o nome do plano diz com que frequência sua contabilidade é conciliada.
 */
export const billingCycleHeading: typeof en.billingCycleHeading = {
  eyebrow: 'Contabilidade e compliance',
  title: 'Mantenha sua empresa americana em ordem',
  text: 'Conciliamos sua contabilidade, acompanhamos cada prazo estadual e do IRS e entregamos registros organizados ao seu CPA. Pague por mês, ou por ano e economize.',
};

export const billingCyclePlans: typeof en.billingCyclePlans = [
  {
    id: 'monthly',
    label: 'Mensal',
    plans: [
      {
        id: 'care-monthly',
        name: 'Mensal',
        price: usd(99, 'pt-BR'),
        amount: 99,
        period: perMonth,
        description: 'Contabilidade conciliada uma vez por mês, para a empresa com poucas transações.',
        features: ['Conciliação mensal', 'Relatório mensal', 'Lembretes de prazos estaduais e do IRS'],
        buttonLabel: 'Escolher Mensal',
        action: pay('care-monthly'),
      },
      {
        id: 'care-weekly',
        name: 'Semanal',
        price: usd(249.99, 'pt-BR'),
        amount: 249.99,
        period: perMonth,
        description: 'Contabilidade conciliada toda semana, para empresas que vendem por várias plataformas.',
        features: ['Conciliação semanal', 'Repasses da Stripe, do PayPal e de marketplaces conferidos', 'Relatório mensal', 'Lembretes de prazos estaduais e do IRS'],
        buttonLabel: 'Escolher Semanal',
        action: pay('care-weekly'),
        highlighted: true,
      },
      {
        id: 'care-daily',
        name: 'Diário',
        price: usd(1449.99, 'pt-BR'),
        amount: 1449.99,
        period: perMonth,
        description: 'Contabilidade conciliada todo dia útil por um assistente contábil dedicado, para lojas de alto volume.',
        features: ['Conciliação diária', 'Assistente contábil dedicado', 'Relatório semanal de caixa', 'Pacote de fim de ano para o seu CPA'],
        buttonLabel: 'Escolher Diário',
        action: pay('care-daily'),
      },
    ],
  },
  {
    id: 'yearly',
    label: 'Anual',
    plans: [
      {
        id: 'care-yearly',
        name: 'Anual',
        price: usd(68, 'pt-BR'),
        amount: 68,
        period: `${perMonth}, cobrado anualmente`,
        description: `O plano Mensal pago uma vez por ano: ${usd(68, 'pt-BR')} em vez de ${usd(99, 'pt-BR')} por mês.`,
        features: ['Conciliação mensal', 'Relatório mensal', 'Lembretes de prazos estaduais e do IRS', 'Economize 31% em relação à cobrança mensal'],
        buttonLabel: 'Escolher Anual',
        action: pay('care-yearly'),
        highlighted: true,
      },
    ],
  },
];
