import type * as en from '../../eligibility';
import type { EligibilityRule } from '../../../sections/CountryCheck/eligibility';
import { shortDate } from '../../../platform/format';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';

/**
 * A consulta por país (/eligibility): quais dos nossos serviços um fundador pode usar a partir do país
 * onde mora (e, se quiser, do país do seu passaporte). Mesmas regras, fontes e datas de
 * ../../eligibility.ts; o que nenhuma fonte confirma é dito como "confirme com o provedor", nunca como fato.
 */

export type { EligibilityServiceId } from '../../eligibility';
import type { EligibilityServiceId } from '../../eligibility';

const lastChecked = '2026-11-24';

const sources = {
  ofac: { sourceLabel: 'OFAC: programas de sanções e informações por país', sourceUrl: 'https://ofac.treasury.gov/sanctions-programs-and-country-information' },
  irsEin: { sourceLabel: 'IRS: Employer ID Numbers (EIN)', sourceUrl: 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers' },
  irs5472: { sourceLabel: 'IRS: sobre o Form 5472', sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  stripeLlcGuide: {
    sourceLabel: 'Stripe: como não residentes abrem uma LLC nos EUA (edição em espanhol)',
    sourceUrl: 'https://stripe.com/es-us/resources/more/how-to-open-an-llc-in-the-usa-for-nonresidents',
  },
  stripeAtlasApplication: { sourceLabel: 'Documentação do Stripe Atlas: o pedido (endereço da empresa)', sourceUrl: 'https://stripe.com/docs/atlas/application' },
  stripeAtlasBanking: { sourceLabel: 'Documentação do Stripe Atlas: depois da constituição (elegibilidade bancária)', sourceUrl: 'https://stripe.com/docs/atlas/next' },
  stripeRestricted: { sourceLabel: 'Stripe: negócios restritos', sourceUrl: 'https://stripe.com/legal/restricted-businesses' },
  wiseAddress: { sourceLabel: 'SaveOffice: regras de endereço da Wise Business (resumo de terceiros)', sourceUrl: 'https://saveoffice.io/blog/wise-business-account-address' },
  mercury2024: {
    sourceLabel: 'TechCrunch, 23 jul. 2024: o Mercury encerra contas em vários países',
    sourceUrl: 'https://techcrunch.com/2024/07/23/mercury-bank-fintech-sanctions-ukraine-nigeria/',
  },
  phonePlans: { sourceLabel: 'Nossos planos de número de telefone nos EUA', sourceUrl: '/pricing?tab=phone' },
} satisfies Record<string, Pick<EligibilityRule, 'sourceLabel' | 'sourceUrl'>>;

const rule = (status: EligibilityRule['status'], text: string, source: (typeof sources)[keyof typeof sources]): EligibilityRule => ({
  status,
  text,
  ...source,
  lastChecked,
});

const services: { id: EligibilityServiceId; name: string }[] = [
  { id: 'formation', name: 'Abertura de empresa (LLC ou C-Corp)' },
  { id: 'ein', name: 'EIN (identificação fiscal nos EUA)' },
  { id: 'address', name: 'Endereço e caixa postal virtual nos EUA' },
  { id: 'phone', name: 'Número de telefone nos EUA' },
  { id: 'bankingOnline', name: 'Conta empresarial: banco online nos EUA' },
  { id: 'bankingMultiCurrency', name: 'Conta empresarial: conta multimoeda' },
  { id: 'stripe', name: 'Stripe pela sua empresa americana' },
  { id: 'taxFiling', name: 'Declaração anual ao IRS (Form 5472 e 1120 pro forma)' },
];

const everyService = (one: EligibilityRule) =>
  Object.fromEntries(services.map((service) => [service.id, one])) as Record<EligibilityServiceId, EligibilityRule>;

const sanctionedCitizen = rule(
  'conditions',
  'Você tem a cidadania de um país sob sanções abrangentes dos EUA. Nós e nossos parceiros analisamos cada pedido desse tipo individualmente e pedimos comprovante de onde você mora; alguns provedores recusam. Escreva para nós antes de fazer o pedido.',
  sources.ofac,
);

const sanctionsScreening = rule(
  'conditions',
  'Os EUA têm programas de sanções voltados à Rússia e a Belarus (não um embargo total). Bancos e provedores de pagamento examinam esses pedidos com rigor, e muitos recusam residentes desses dois países. Confirme com o provedor antes de contar com uma conta.',
  sources.ofac,
);

export const eligibilityRules: typeof en.eligibilityRules = {
  services,
  defaults: {
    formation: rule(
      'available',
      'Qualquer pessoa pode ser dona de uma empresa nos EUA: não é preciso residência, visto nem número do Seguro Social (SSN) americanos para abrir uma LLC ou uma C-Corp.',
      sources.stripeLlcGuide,
    ),
    ein: rule(
      'conditions',
      'Sem SSN ou ITIN, o pedido online do IRS não está disponível para você, então fazemos o pedido por fax ou telefone (para requerentes internacionais: +1 267-941-1099). O IRS diz que o fax leva cerca de 4 dias úteis; fundadores relatam esperas de várias semanas.',
      sources.irsEin,
    ),
    address: rule(
      'conditions',
      'Disponível: um endereço físico nos EUA que recebe e digitaliza a sua correspondência. O Stripe Atlas e alguns bancos não aceitam uma caixa postal virtual como endereço onde a sua empresa opera; use-a para correspondência, não como comprovante de operação.',
      sources.stripeAtlasApplication,
    ),
    phone: rule('available', 'Um número dos EUA que toca no seu telefone ou computador, onde quer que você esteja.', sources.phonePlans),
    bankingOnline: rule(
      'conditions',
      'Aberta online com o seu EIN, os documentos de abertura e o seu passaporte; quem decide é o banco, e residentes de alguns países não são elegíveis. As contas também podem ser revisadas depois. Confirme com o provedor antes de fazer o pedido.',
      sources.stripeAtlasBanking,
    ),
    bankingMultiCurrency: rule(
      'conditions',
      'Contas multimoeda como a Wise Business pedem um endereço comercial real (sem escritório virtual nem reenvio de correspondência) e às vezes comprovante do seu direito de morar onde você está. Confirme com o provedor.',
      sources.wiseAddress,
    ),
    stripe: rule(
      'conditions',
      'Com uma empresa nos EUA, EIN, conta bancária americana e um site no ar, você faz o pedido como empresa americana. Quem decide é a Stripe; a aprovação não é garantida e alguns tipos de negócio são restritos.',
      sources.stripeRestricted,
    ),
    taxFiling: rule(
      'available',
      'Preparamos e entregamos todo ano o Form 5472 com o Form 1120 pro forma, com prazo por volta de 15 de abril. Ele não pode ser entregue eletronicamente, e a multa do IRS pela falta do formulário é de US$\u00a025.000.',
      sources.irs5472,
    ),
  },
  groups: [
    {
      id: 'sanctioned',
      label: 'Residentes de Cuba, Irã e Coreia do Norte',
      basis: 'residence',
      countries: ['CU', 'IR', 'KP'],
      blocked: rule(
        'unavailable',
        'Esses países estão sob sanções abrangentes dos EUA, administradas pelo Office of Foreign Assets Control (OFAC) do Departamento do Tesouro. Empresas, bancos e provedores de pagamento americanos, inclusive nós, não podem prestar esses serviços a pessoas que moram lá. Lamentamos não poder ajudar.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'Sanções abrangentes dos EUA (OFAC) proíbem empresas americanas de prestar este serviço a residentes.', sources.ofac)),
    },
    {
      id: 'syria',
      label: 'Residentes da Síria',
      basis: 'residence',
      countries: ['SY'],
      blocked: rule(
        'unavailable',
        'A Síria esteve sob sanções abrangentes dos EUA por muitos anos. Os EUA alteraram seu programa de sanções contra a Síria em 2025, e ainda não confirmamos o que passa a valer para serviços a pessoas que moram lá. Até confirmarmos, não podemos aceitar pedidos de residentes da Síria. A página da OFAC lista os programas em vigor.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'Não oferecido enquanto confirmamos o que as mudanças de 2025 nas sanções dos EUA contra a Síria permitem.', sources.ofac)),
    },
    {
      id: 'sanctioned-citizens',
      label: 'Cidadãos de Cuba, Irã, Coreia do Norte ou Síria que moram em outro país',
      basis: 'citizenship',
      countries: ['CU', 'IR', 'KP', 'SY'],
      rules: everyService(sanctionedCitizen),
    },
    {
      id: 'ukraine-regions',
      label: 'Residentes da Crimeia e das chamadas regiões de DNR e LNR da Ucrânia',
      basis: 'residence',
      countries: ['UA'],
      note: rule(
        'unavailable',
        'A Crimeia e as chamadas regiões das Repúblicas Populares de Donetsk e Luhansk, na Ucrânia, estão sob sanções abrangentes dos EUA: não podemos atender pessoas que moram lá. Para o restante da Ucrânia, valem as respostas abaixo.',
        sources.ofac,
      ),
      rules: {},
    },
    {
      id: 'mercury-2024',
      label: 'Residentes da Ucrânia, da Nigéria e da Croácia',
      basis: 'residence',
      countries: ['UA', 'NG', 'HR'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'O Mercury deixou de atender fundadores que moram na Ucrânia, na Nigéria, na Croácia e em outros países em julho de 2024. Outros bancos americanos decidem caso a caso: confirme com o provedor antes de fazer o pedido.',
          sources.mercury2024,
        ),
      },
    },
    {
      id: 'russia-belarus',
      label: 'Residentes da Rússia e de Belarus',
      basis: 'residence',
      countries: ['RU', 'BY'],
      rules: { bankingOnline: sanctionsScreening, bankingMultiCurrency: sanctionsScreening, stripe: sanctionsScreening },
    },
    {
      id: 'russia-belarus-citizens',
      label: 'Cidadãos da Rússia e de Belarus que moram em outro país',
      basis: 'citizenship',
      countries: ['RU', 'BY'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'Alguns bancos verificam a cidadania, além da residência, e podem pedir comprovante de onde você mora ou recusar o pedido. Confirme com o provedor.',
          sources.ofac,
        ),
        stripe: rule(
          'conditions',
          'Provedores de pagamento podem pedir comprovante de onde você mora quando o seu passaporte é russo ou bielorrusso. Confirme com o provedor.',
          sources.ofac,
        ),
      },
    },
    {
      id: 'us-residents',
      label: 'Residentes dos Estados Unidos',
      basis: 'residence',
      countries: ['US'],
      rules: {
        ein: rule('available', 'Com SSN ou ITIN, você pode pedir o EIN online e normalmente recebe o número no mesmo dia.', sources.irsEin),
      },
    },
  ],
};

/** O nome da página, o título e a descrição para buscadores. */
export const eligibilityPage: typeof en.eligibilityPage = {
  title: 'Consulta por país',
  description:
    'Quais dos nossos serviços você pode usar a partir do seu país: abertura de empresa, EIN, endereço, telefone, banco, Stripe e declaração de impostos, com a fonte de cada regra.',
};

const statusLabels = { available: 'Disponível', conditions: 'Disponível com condições', unavailable: 'Não disponível' };

export const countryCheckHeading: typeof en.countryCheckHeading = {
  eyebrow: 'Consulta por país',
  title: 'O que você pode contratar a partir do seu país?',
  text: 'Escolha onde você mora e, se for diferente, a sua cidadania. Você vê cada serviço, um por um, em palavras simples, com a fonte de cada regra e a data da nossa última verificação.',
};

const checked = (iso: string) => `verificado em ${shortDate(iso, 'pt-BR')}`;

export const countryCheckLabels: typeof en.countryCheckLabels = {
  residence: 'País onde você mora',
  citizenship: 'Cidadania (opcional)',
  citizenshipHelp: 'Alguns bancos e provedores de pagamento também olham o seu passaporte.',
  noOptions: 'Nenhum país corresponde a esse nome',
  open: 'Mostrar países',
  close: 'Ocultar países',
  clear: 'Limpar',
  unknownCountry: (value: string) => `O link indica um país que não conhecemos (\u201c${value}\u201d). Escolha o seu na lista.`,
  prompt:
    'Escolha o país onde você mora para ver a resposta. Até lá, as regras abaixo mostram o que vale para todos e quais países são diferentes.',
  answerHeading: (residence: string, citizenship: string | null) =>
    citizenship && citizenship !== residence ? `Residência: ${residence} · Cidadania: ${citizenship}` : `Residência: ${residence}`,
  summary: (counts: { available: number; conditions: number; unavailable: number }) =>
    `${counts.available} ${plural('pt-BR', counts.available, { one: 'disponível', other: 'disponíveis' })}, ${counts.conditions} com condições, ${counts.unavailable} não ${plural('pt-BR', counts.unavailable, { one: 'disponível', other: 'disponíveis' })}`,
  blockedTitle: (country: string) => `${country}: não podemos atender residentes deste país`,
  status: statusLabels,
  source: 'Fonte:',
  checked,
  opensInNewTab: shellLabels.common.opensInNewTab,
  nextPlans: { label: 'Ver o plano de abertura', to: '/pricing?tab=incorporations' },
  nextPlansText: 'Nenhuma regra especial se aplica ao seu país: o plano padrão atende você.',
  nextInquiry: (country: string) => `Pergunte sobre o seu país (${country})`,
  nextInquiryText: 'Algumas regras são diferentes para o seu país. Conte o que você precisa e diremos qual estrutura funciona.',
  inquiryPath: '/contact-us',
  shareHint: 'O endereço desta página agora contém a sua resposta, então você pode compartilhá-la.',
};

export const eligibilityRulesHeading: typeof en.eligibilityRulesHeading = {
  eyebrow: 'As regras',
  title: 'O que vale para quem, serviço por serviço',
  text: 'Primeiro a regra geral, depois os países em que ela é diferente. Cada regra cita a sua fonte e a data da nossa última verificação.',
};

export const eligibilityRulesLabels: typeof en.eligibilityRulesLabels = {
  everyone: 'Todos os demais',
  status: statusLabels,
  source: 'Fonte:',
  checked,
  opensInNewTab: shellLabels.common.opensInNewTab,
  regionNotes: 'Países e regiões que não podemos atender',
  checkLink: { label: 'Consulte o seu país', to: '#check' },
};
