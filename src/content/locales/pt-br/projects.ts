import type * as en from '../../projects';
import { image } from '../../images';

/**
 * Histórias de clientes: fundadores no exterior cujas empresas americanas abrimos. Os ids 1 a 6 são
 * linkados a partir do portfólio (/project-details/{id}).
 */
export const projects: typeof en.projects = [
  {
    id: 1,
    title: 'Marketing digital',
    subTitle: 'Marketing',
    category: 'LLC em Wyoming',
    client: 'Lumen & Pine Studio',
    location: 'Lisboa, Portugal',
    date: 'Janeiro de 2026',
    image: image(
      'project',
      '/images/projects/project-1.webp',
      'Equipe de marketing planejando uma campanha com post-its em uma parede de vidro',
    ),
    summary:
      'Um estúdio de marketing de quatro pessoas em Lisboa abriu uma LLC em Wyoming para assinar contratos e faturar clientes americanos em dólares.',
    body: [
      'A Lumen & Pine estava perdendo contratos recorrentes nos EUA porque as áreas de compras dos clientes queriam um fornecedor americano com formulário W-9 e conta bancária nos EUA. Os fundadores não queriam se mudar nem abrir uma subsidiária com funcionários.',
      'Registramos uma LLC de vários sócios em Wyoming em um dia útil, obtivemos o EIN por fax e abrimos uma conta empresarial online com nosso banco parceiro. Hoje o estúdio fatura em dólares, recebe por ACH e converte para euros quando o câmbio é favorável.',
      'Nosso CPA parceiro preparou tudo para a declaração de partnership (Form 1065) e explicou como as declarações fiscais portuguesas tratam a renda da LLC, para que nada seja tributado duas vezes.',
    ],
  },
  {
    id: 2,
    title: 'Agência de desenvolvimento',
    subTitle: 'Desenvolvimento',
    category: 'LLC em Delaware',
    client: 'Kodeyard Labs',
    location: 'Lagos, Nigéria',
    date: 'Novembro de 2025',
    image: image(
      'project',
      '/images/projects/project-2.webp',
      'Dois desenvolvedores revisando código juntos em dois monitores',
    ),
    summary:
      'Uma agência de software de Lagos usou uma LLC em Delaware, um número de telefone e um endereço virtual nos EUA para conquistar contratos corporativos nos Estados Unidos.',
    body: [
      'Clientes corporativos pediram à Kodeyard uma empresa nos EUA, uma linha telefônica americana para seus gerentes de conta e um endereço para certificados de seguro. Cada item, sozinho, já era um impedimento.',
      'Abrimos uma LLC em Delaware, fornecemos um endereço virtual em Nova York para contratos e correspondências e configuramos um número americano que toca nos notebooks da equipe durante o horário dos EUA e vai para a caixa postal à noite.',
      'Com uma conta bancária nos EUA e a Stripe conectada, a agência trocou transferências internacionais que levavam 60 dias por pagamentos com cartão e ACH que são liquidados em dois dias.',
    ],
  },
  {
    id: 3,
    title: 'Cientista de dados',
    subTitle: 'Digital',
    category: 'LLC em Wyoming',
    client: 'Priya Raman Analytics',
    location: 'Bengaluru, Índia',
    date: 'Setembro de 2025',
    image: image(
      'project',
      '/images/projects/project-3.webp',
      'Cientista de dados analisando gráficos e um modelo de regressão em uma tela grande',
    ),
    summary:
      'Uma cientista de dados autônoma abriu uma LLC de sócio único para trabalhar sob contrato com startups americanas e manter o dinheiro dos clientes separado.',
    body: [
      'Priya tinha três startups americanas prontas para contratá-la como prestadora de serviços, mas todas pediam uma empresa em vez de uma pessoa física, e sua conta pessoal cobrava tarifas altas a cada transferência internacional.',
      'Registramos uma LLC de sócio único em Wyoming, obtivemos o EIN sem SSN nem ITIN e abrimos uma conta empresarial que transfere para a conta dela na Índia com um câmbio justo.',
      'Toda primavera, nosso CPA parceiro entrega o Form 5472 e o Form 1120 pro forma dela, a obrigação que muitos donos não residentes só descobrem quando recebem uma notificação de multa.',
    ],
  },
  {
    id: 4,
    title: 'Pesquisa sobre benefícios',
    subTitle: 'Pesquisa',
    category: 'C-Corp em Delaware',
    client: 'Cobalt Benefits Research',
    location: 'Nairóbi, Quênia',
    date: 'Junho de 2025',
    image: image(
      'project',
      '/images/projects/project-4.webp',
      'Pesquisador comparando relatórios de benefícios de funcionários com gráficos espalhados sobre uma mesa',
    ),
    summary:
      'Uma startup de pesquisa em plena rodada seed se constituiu como C-Corp em Delaware para que investidores americanos pudessem assinar um SAFE padrão.',
    body: [
      'Os fundadores tinham term sheets de dois investidores-anjo americanos, e ambos exigiam uma C-Corp em Delaware. O tempo era curto: a rodada deveria fechar em três semanas.',
      'Constituímos a empresa em Delaware, preparamos o estatuto social (bylaws), as deliberações iniciais do conselho e a emissão de ações para os fundadores, e os colocamos em contato com um advogado especializado em startups para os documentos do investimento.',
      'A rodada fechou no prazo, com o dinheiro entrando na nova conta bancária nos EUA. Mantemos o agente registrado em dia e lembramos a equipe da franchise tax e do relatório anual de Delaware todo mês de março.',
    ],
  },
  {
    id: 5,
    title: 'Otimização de conteúdo',
    subTitle: 'Divulgação',
    category: 'LLC em Wyoming',
    client: 'Wordcraft Collective',
    location: 'Buenos Aires, Argentina',
    date: 'Março de 2026',
    image: image(
      'project',
      '/images/projects/project-5.webp',
      'Redator editando um artigo em um notebook, com anotações de ranqueamento em buscadores ao lado',
    ),
    summary:
      'Um coletivo de conteúdo e SEO abriu uma empresa nos EUA para aceitar pagamentos com cartão e assinar ferramentas de marketing disponíveis só nos EUA.',
    body: [
      'Várias das plataformas de SEO e publicidade que a Wordcraft usava exigiam um endereço de cobrança e um cartão americanos, e os clientes preferiam pagar com cartão em vez de transferência internacional.',
      'Abrimos uma LLC em Wyoming, fornecemos o endereço virtual para cobrança e abrimos uma conta empresarial com cartões de débito da empresa para cada líder de equipe.',
      'As correspondências mensais de fornecedores e do estado são digitalizadas no portal deles, então a equipe nunca precisa correr atrás de papel em outro continente.',
    ],
  },
  {
    id: 6,
    title: 'Lançamento de e-commerce',
    subTitle: 'Marketing',
    category: 'LLC em Wyoming',
    client: 'Hanami Home Goods',
    location: 'Osaka, Japão',
    date: 'Fevereiro de 2026',
    image: image(
      'project',
      '/images/projects/project-6.webp',
      'Responsável por uma loja online embalando artigos para casa em caixas de envio para clientes nos EUA',
    ),
    summary:
      'Uma marca de artigos para casa de Osaka abriu uma conta de vendedor na Amazon dos EUA por meio de uma nova empresa, endereço e número de telefone americanos.',
    body: [
      'A verificação de vendedor da Amazon pedia uma empresa americana, uma conta bancária em nome da empresa, um número de telefone capaz de receber uma chamada de verificação e documentos com o mesmo endereço em todos os lugares.',
      'Abrimos a LLC, obtivemos o EIN, abrimos a conta bancária e fornecemos um número e um endereço virtual nos EUA, para que todos os documentos coincidissem exatamente.',
      'A loja passou na verificação na primeira tentativa e foi lançada a tempo da temporada de fim de ano.',
    ],
  },
];
