import type * as en from '../../services';
import { usd } from '../../../platform/format';
import { image } from '../../images';
import { ui } from './ui';

/** Os seis serviços de abertura de empresa. Os cards levam a /services-details/{id}. */
export const services: typeof en.services = [
  {
    id: 1,
    title: 'Registro de empresa',
    icon: 'registration',
    text: 'Sua LLC ou corporação registrada em apenas 24 horas, com o ato constitutivo (articles of organization) e os documentos internos entregues em formato digital.',
    image: image(
      'service',
      '/images/services/service-1.webp',
      'Ato constitutivo com o carimbo de registro do estado ao lado de um notebook mostrando o painel da empresa',
    ),
    body: [
      'Você não precisa morar nos Estados Unidos, ter visto nem número do Seguro Social (SSN) para ser dono de uma empresa americana. Verificamos se o nome da sua empresa está disponível, preparamos o registro e o enviamos ao estado, normalmente Wyoming ou Delaware, no mesmo dia do seu pedido.',
      'Muitos estados aprovam registros em até 24 horas; outros levam alguns dias úteis. Assim que o estado aprova, você recebe o ato constitutivo carimbado (ou o certificado de constituição, certificate of incorporation), um acordo operacional (operating agreement) ou estatuto social (bylaws) redigido para um sócio não residente e as deliberações iniciais, tudo em PDFs assinados no seu portal.',
      'Não sabe se uma LLC ou uma C-Corp é melhor para você? A LLC é mais simples e atende à maioria das empresas de serviços e lojas online; uma C-Corp de Delaware é o que os investidores esperam se você pretende captar venture capital. Explicamos os prós e contras em palavras simples antes de você pagar.',
    ],
    includes: [
      'Verificação de disponibilidade do nome e registro no estado',
      'Ato constitutivo ou certificado de constituição',
      'Acordo operacional ou estatuto social para sócio não residente',
      'Serviço de agente registrado no primeiro ano',
      'Entrega digital de todos os documentos no seu portal',
    ],
  },
  {
    id: 2,
    title: 'Banco 100% online',
    icon: 'banking',
    text: `Uma conta bancária empresarial nos EUA aberta online pelo nosso banco parceiro, com bônus de ${usd(500, 'pt-BR')}, além de acesso a outras plataformas de pagamento parceiras.`,
    image: image(
      'service',
      '/images/services/service-2.webp',
      'Celular mostrando o saldo de uma conta bancária empresarial nos EUA ao lado de um cartão de débito empresarial por aproximação',
    ),
    body: [
      'É a conta bancária nos EUA que permite receber de clientes americanos, de marketplaces como Amazon e Shopify e de processadores de pagamento como a Stripe. A maioria dos bancos tradicionais exige que não residentes compareçam pessoalmente a uma agência; nosso banco parceiro abre contas de forma totalmente online.',
      `Montamos o pedido para você: documentos de abertura, carta de confirmação do EIN, dados dos sócios e seu passaporte. Quando a conta é aberta pelo nosso parceiro, você recebe um bônus de ${usd(500, 'pt-BR')} assim que as condições de elegibilidade do banco forem cumpridas.`,
      'Se um banco não for o mais adequado ao seu modelo de negócio ou ao seu país, apresentamos você a outras plataformas parceiras para contas multimoeda, emissão de cartões e pagamentos, para que você nunca fique preso a uma única opção.',
    ],
    includes: [
      'Pedido preparado e revisado antes do envio',
      'Abertura de conta totalmente online, sem viajar aos EUA',
      `Bônus de ${usd(500, 'pt-BR')} pelo nosso banco parceiro`,
      'Apresentação a plataformas de pagamento parceiras',
      'Ajuda com repasses da Stripe, do PayPal e de marketplaces',
    ],
  },
  {
    id: 3,
    title: 'EIN (identificação fiscal)',
    icon: 'ein',
    text: 'Seu Employer Identification Number (EIN), emitido pelo IRS: o número de que você precisa para abrir conta bancária, declarar impostos e manter a empresa em dia.',
    image: image(
      'service',
      '/images/services/service-3.webp',
      'Carta de confirmação do EIN do IRS sobre uma mesa, com um passaporte e uma caneta',
    ),
    body: [
      'O EIN é o número de identificação fiscal federal da sua empresa. Bancos, processadores de pagamento, marketplaces e o IRS pedem esse número, por isso ele é a primeira coisa a obter depois que o estado aprova sua empresa.',
      'Fundadores sem número do Seguro Social não podem usar o pedido online do IRS. Preparamos e enviamos o Form SS-4 em seu nome como representante autorizado (third-party designee), acompanhamos o processo com o IRS e colocamos a carta de confirmação do EIN no seu portal assim que ela chega.',
      'Você não precisa de um ITIN para obter o EIN da sua empresa. Se mais tarde você precisar de um ITIN por motivos pessoais, nossos CPAs parceiros podem ajudar com isso à parte.',
    ],
    includes: [
      'Form SS-4 preparado e enviado por nós',
      'Sem necessidade de número do Seguro Social ou ITIN',
      'Acompanhamento com o IRS até a emissão do número',
      'Carta de confirmação do EIN entregue no seu portal',
    ],
  },
  {
    id: 4,
    title: 'Endereço virtual',
    icon: 'address',
    text: 'Um endereço comercial nos EUA gratuito, com cartas ilimitadas digitalizadas e enviadas a você sem custo adicional.',
    image: image(
      'service',
      '/images/services/service-4.webp',
      'Envelopes abertos sendo digitalizados em uma sala de correspondência, com as digitalizações aparecendo em um tablet',
    ),
    body: [
      'Sua empresa precisa de um endereço nos EUA para bancos, plataformas de pagamento, faturas e seu site. Oferecemos um endereço físico real, não uma caixa postal (PO box), incluído sem custo na abertura da sua empresa.',
      'Cada carta que chega para a sua empresa é aberta mediante solicitação, digitalizada e enviada ao seu portal, com alerta por e-mail, e não há limite para o número de cartas. Correspondências do governo e de bancos são sinalizadas para que você nunca perca um prazo.',
      'Precisa do original físico? Solicite o reenvio para qualquer país pelo seu portal. Se você recebe muitos pacotes ou precisa de vários usuários, os planos Mail Box oferecem mais capacidade.',
    ],
    includes: [
      'Endereço físico real nos EUA para a sua empresa',
      'Cartas ilimitadas digitalizadas sem custo adicional',
      'Alerta por e-mail a cada nova correspondência',
      'Reenvio internacional mediante solicitação',
    ],
  },
  {
    id: 5,
    title: 'Declaração anual ao IRS',
    icon: 'tax',
    text: 'Sua declaração federal anual preparada e enviada por um CPA parceiro especializado em não residentes nos EUA.',
    image: image(
      'service',
      '/images/services/service-5.webp',
      'Contador revisando uma declaração de imposto de pessoa jurídica americana, com uma calculadora e formulários destacados',
    ),
    body: [
      `Toda empresa americana entrega algo ao IRS todos os anos, mesmo sem renda nos EUA. Uma LLC de sócio único pertencente a um não residente, por exemplo, precisa entregar o Form 5472 com um Form 1120 pro forma, e a multa por não entregá-lo começa em ${usd(25000, 'pt-BR')}.`,
      'Nossos CPAs parceiros trabalham apenas com empresas de donos estrangeiros. Eles reúnem seus extratos bancários e um questionário curto, preparam os formulários federais certos para a sua estrutura e os entregam antes do prazo, ou pedem uma prorrogação quando necessário.',
      'Eles também explicam o que a declaração significa no seu país de origem e sinalizam obrigações estaduais, como o relatório anual (annual report) e a franchise tax, para que você conheça todo o seu calendário do ano.',
    ],
    includes: [
      'Declaração federal do seu tipo de empresa (por exemplo 5472 + 1120, 1065 ou 1120)',
      'Pedido de prorrogação quando o prazo estiver próximo',
      'Lembrete das datas do relatório anual e da franchise tax do estado',
      'Dúvidas respondidas por um CPA que conhece as regras para não residentes',
    ],
  },
  {
    id: 6,
    title: 'Número de telefone nos EUA',
    icon: 'phone',
    text: `Um número de telefone americano por ${usd(1, 'pt-BR')}, com chamadas ilimitadas atendidas no computador, em um telefone SIP ou no seu smartphone.`,
    image: image(
      'service',
      '/images/services/service-6.webp',
      'Smartphone mostrando uma chamada recebida de um número dos EUA em um aplicativo de chamadas empresarial',
    ),
    body: [
      `Clientes, bancos e serviços de verificação americanos confiam em um número local. Por ${usd(1, 'pt-BR')} você recebe um número dos EUA que toca onde você estiver: em um aplicativo no computador, em um telefone de mesa SIP ou no aplicativo do seu smartphone.`,
      'As chamadas são ilimitadas, e você pode definir horário comercial, mensagem de caixa postal e regras de encaminhamento, para não ser acordado à noite por alguém ligando de outro fuso horário. As mensagens de voz chegam em áudio e em texto na sua caixa de entrada.',
      'Equipes em crescimento podem adicionar usuários e números com os planos da aba Telefone dos EUA, na página de preços.',
    ],
    includes: [
      `Número dos EUA por ${usd(1, 'pt-BR')}`,
      'Chamadas ilimitadas',
      'Funciona no computador, no telefone SIP e no smartphone',
      'Horário comercial, caixa postal e regras de encaminhamento',
    ],
  },
];

/** Título das páginas com a lista de serviços (/services, /services-2, /services-3). */
export const servicesListHeading: typeof en.servicesListHeading = {
  eyebrow: 'O que fazemos',
  title: 'Tudo de que sua empresa nos EUA precisa, com uma só equipe',
  text: 'Contrate um serviço ou deixe toda a estrutura com a gente. Todos os serviços atendem fundadores que moram fora dos Estados Unidos.',
};

/** O painel de chamada ao lado da lista compacta de serviços e em cada página de detalhes de serviço. */
export const servicesHelp: typeof en.servicesHelp = {
  title: ui.services.needHelp,
  text: ui.services.needHelpText,
  cta: { label: ui.services.contactUs, to: '/contact-us' },
};
