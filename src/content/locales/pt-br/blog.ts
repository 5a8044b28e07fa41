import type * as en from '../../blog';
import type { BlogAuthor, BlogPost } from '../../../types/content';
import { monthName, shortDate, usd } from '../../../platform/format';
import { image } from '../../images';
import { socialLinks } from './socialLinks';
import { team } from './team';

const post = (n: number, alt: string) => image('post', `/images/blog/post-${n}.webp`, alt);

/** Guias para fundadores. Os cards levam a /blog-single/{id} ou /blog-single-sidebar/{id}. */
export const blogPosts: typeof en.blogPosts = [
  {
    id: 1,
    title: 'LLC ou C-Corp: qual empresa americana um não residente deve abrir?',
    category: 'Abertura de empresa',
    tag: 'LLC',
    author: 'Amara Okafor',
    date: '2026-10-12',
    displayDate: shortDate('2026-10-12', 'pt-BR'),
    image: post(1, 'Ilustração de uma balança pesando um pequeno prédio com colunas contra uma torre de escritórios'),
    excerpt:
      'As duas protegem seu patrimônio pessoal e as duas podem ser 100% de propriedade estrangeira. A escolha certa depende de como você será tributado e de se você pretende captar investimento.',
    body: [
      'A maioria dos fundadores de fora dos EUA escolhe entre duas estruturas: a limited liability company (LLC), uma sociedade de responsabilidade limitada, e a C corporation (C-Corp). As duas protegem seu patrimônio pessoal das dívidas da empresa, as duas podem pertencer 100% a um estrangeiro e as duas podem ser abertas sem ir aos Estados Unidos.',
      'A LLC é a opção mais simples. Ela não tem conselho nem certificados de ações, exige pouca burocracia e, por padrão, não é tributada no nível da empresa: o IRS trata uma LLC de sócio único como entidade desconsiderada (disregarded entity) e uma LLC de vários sócios como partnership. Para um não residente cujo negócio é administrado do exterior, isso muitas vezes significa pouco ou nenhum imposto de renda federal nos EUA, embora uma declaração informativa continue sendo obrigatória todos os anos.',
      'A C-Corp é um contribuinte separado. Ela paga imposto de renda federal fixo de 21% sobre o lucro, e os dividendos pagos a acionistas estrangeiros podem sofrer retenção na fonte. Em troca, ela pode emitir classes de ações e opções de compra de ações (stock options), que é exatamente o que os investidores de venture capital esperam.',
    ],
    midTitle: 'Uma regra prática simples',
    midBody: [
      'Escolha uma LLC se você tem uma empresa de serviços, uma agência, uma consultoria ou uma loja online, pretende ficar com os lucros e não espera investidores externos tão cedo.',
      'Escolha uma C-Corp em Delaware se você pretende captar dinheiro com investidores-anjo ou fundos de venture capital americanos, quer oferecer stock options ou vai se candidatar a uma aceleradora. Converter uma LLC em C-Corp depois é possível, mas custa tempo e honorários advocatícios, então decida cedo se a captação for provável.',
      'Seja qual for a sua escolha, verifique como o seu país tributa essa renda. Alguns países tratam a LLC como transparente e tributam você pessoalmente sobre os lucros dela; outros a tratam como uma empresa estrangeira. Uma conversa rápida com um contador antes da abertura evita surpresas.',
    ],
    tags: ['LLC', 'C-Corp', 'Delaware', 'Wyoming'],
  },
  {
    id: 2,
    title: 'Como obter um EIN sem número do Seguro Social',
    category: 'Impostos',
    tag: 'EIN',
    author: 'Amara Okafor',
    date: '2026-09-28',
    displayDate: shortDate('2026-09-28', 'pt-BR'),
    image: post(4, 'Ilustração de um formulário de pedido online em um notebook ao lado de uma carteira com um cartão aprovado'),
    excerpt:
      'O formulário online do IRS não aceita fundadores sem SSN ou ITIN, mas existe um caminho confiável para obter do exterior a identificação fiscal da sua empresa.',
    body: [
      'O Employer Identification Number (EIN) é o número de identificação fiscal federal da sua empresa, com nove dígitos. Apesar do nome, você precisa dele mesmo sem funcionários: bancos, Stripe, Amazon e o IRS pedem esse número.',
      'O pedido online do IRS só funciona para quem tem número do Seguro Social (SSN) ou ITIN. Fundadores não residentes fazem o pedido pelo Form SS-4: por fax, por telefone na linha internacional do IRS ou por meio de um representante autorizado (third-party designee) que faz o envio por eles.',
    ],
    midTitle: 'O que você precisa antes de fazer o pedido',
    midBody: [
      'O estado precisa ter aprovado sua empresa antes, porque o nome jurídico no SS-4 deve ser idêntico ao do seu ato constitutivo (articles). Você também precisa do nome completo e do endereço no exterior do responsável (responsible party), do endereço da empresa nos EUA, do tipo de entidade, do número de sócios e do motivo do pedido, normalmente a abertura de um novo negócio.',
      'Um dono estrangeiro sem SSN nem ITIN pode, sim, ser o responsável. Você não precisa pedir um ITIN antes.',
      'Pedidos por fax costumam ter resposta entre alguns dias úteis e algumas semanas, dependendo do volume de trabalho do IRS. Guarde bem a carta de confirmação (CP 575): os bancos pedem essa carta e, se você a perder, o IRS pode emitir uma carta substituta, a 147C.',
    ],
    tags: ['EIN', 'IRS', 'Form SS-4'],
  },
  {
    id: 3,
    title: 'O que faz um agente registrado, e por que sua empresa precisa de um',
    category: 'Compliance',
    tag: 'Agente registrado',
    author: 'Omar Haddad',
    date: '2026-09-03',
    displayDate: shortDate('2026-09-03', 'pt-BR'),
    image: post(6, 'Ilustração de uma prancheta com uma lista de verificação marcada ao lado de um escudo'),
    excerpt:
      'Todo estado exige um. Veja o que o agente realmente faz, o que acontece se não houver ninguém para receber os documentos e por que não residentes não podem ser o próprio agente.',
    body: [
      'Todo estado americano exige que uma empresa aberta ou registrada nele nomeie um agente registrado (registered agent): uma pessoa ou empresa com endereço físico naquele estado, disponível em horário comercial, para receber documentos jurídicos em nome da empresa.',
      'O agente recebe citações judiciais (service of process, a entrega formal de uma ação judicial), intimações e notificações oficiais do estado, como os lembretes do relatório anual. Se não houver ninguém para recebê-los, a empresa pode perder uma ação judicial à revelia ou ser dissolvida administrativamente sem que o dono fique sabendo.',
    ],
    midTitle: 'Por que um agente profissional é melhor do que fazer por conta própria',
    midBody: [
      'Como não residente, você não pode ser o seu próprio agente, porque não tem endereço no estado. Um amigo poderia fazer isso, mas ele precisaria estar disponível todos os dias úteis enquanto a empresa existir, e o endereço da casa dele passaria a constar no registro público.',
      'Um agente profissional mantém horário fixo de escritório, digitaliza e encaminha cada documento no mesmo dia, acompanha os prazos do seu estado e coloca o próprio endereço nos registros públicos no lugar do seu. O serviço de agente registrado no primeiro ano está incluído em todas as aberturas de empresa que fazemos.',
    ],
    tags: ['Agente registrado', 'Compliance', 'Privacidade'],
  },
  {
    id: 4,
    title: 'Como abrir uma conta bancária empresarial nos EUA a partir do exterior',
    category: 'Banco',
    tag: 'Banco',
    author: 'Lucas Ferreira',
    date: '2026-08-14',
    displayDate: shortDate('2026-08-14', 'pt-BR'),
    image: post(2, 'Ilustração de um globo com um marcador de mapa e uma seta pontilhada levando a um cartão bancário aprovado'),
    excerpt:
      'Quais documentos os bancos pedem a não residentes, por que os pedidos são recusados e como abrir uma conta sem viajar para os EUA.',
    body: [
      'Uma conta bancária empresarial nos EUA permite receber pagamentos por ACH e liquidações de cartão, pagar fornecedores americanos com baixo custo e conectar processadores de pagamento como Stripe e PayPal. Sem ela, uma empresa nova não consegue fazer muita coisa.',
      'Os bancos precisam verificar quem é dono e quem controla cada cliente empresarial. Tenha em mãos seu ato constitutivo (articles of organization), a carta de confirmação do EIN, o acordo operacional (operating agreement), seu passaporte, um comprovante de residência e uma breve descrição do seu negócio, dos seus clientes e do volume mensal que você espera movimentar.',
    ],
    midTitle: 'Bancos parceiros online versus bancos com agências',
    midBody: [
      'Grandes bancos com agências costumam exigir que todos os sócios compareçam pessoalmente. Bancos online e plataformas fintech que trabalham com bancos parceiros conseguem abrir contas para não residentes de forma totalmente remota, com os depósitos mantidos em bancos segurados pelo FDIC.',
      'Os pedidos costumam falhar porque os dados não coincidem: um endereço no formulário do banco diferente do que está no ato constitutivo, ou uma descrição vaga do negócio. Use o mesmo nome de empresa, o mesmo endereço e o mesmo número de telefone em todos os lugares.',
      `Pelo nosso banco parceiro, você recebe um bônus de ${usd(500, 'pt-BR')} assim que as condições de elegibilidade dele forem cumpridas e, se o seu negócio precisar de algo diferente, apresentamos você a outras plataformas parceiras.`,
    ],
    tags: ['Banco', 'Stripe', 'Pagamentos'],
  },
  {
    id: 5,
    title: 'Impostos nos EUA para donos não residentes: o calendário anual',
    category: 'Impostos',
    tag: 'Impostos',
    author: 'Mei Tanaka',
    date: '2026-07-21',
    displayDate: shortDate('2026-07-21', 'pt-BR'),
    image: post(3, 'Ilustração de um calendário de parede com uma data circulada ao lado de um relógio'),
    excerpt:
      'Abrir uma empresa nos EUA nem sempre significa pagar imposto de renda nos EUA, mas sempre significa entregar declarações. Veja o que é obrigatório e quando.',
    body: [
      'Abrir uma empresa nos EUA não significa automaticamente pagar imposto de renda nos EUA, mas sempre significa entregar alguma declaração. O que você entrega depende da estrutura escolhida e de onde o seu negócio realmente opera.',
      `Uma LLC de sócio único pertencente a um não residente entrega todo ano o Form 5472 com um Form 1120 pro forma, informando as transações entre a empresa e o dono. O prazo normalmente é 15 de abril, e a multa por não entregar começa em ${usd(25000, 'pt-BR')}.`,
      'Uma LLC de vários sócios entrega uma declaração de partnership, o Form 1065, e emite um Schedule K-1 para cada sócio. Uma C-Corp entrega o Form 1120 e paga 21% de imposto federal sobre o lucro.',
    ],
    midTitle: 'Não se esqueça do calendário estadual',
    midBody: [
      `Os estados têm regras próprias. LLCs de Delaware pagam um imposto anual fixo de ${usd(300, 'pt-BR')} até 1º de junho; corporações de Delaware entregam um relatório anual e pagam a franchise tax até 1º de março. Wyoming cobra uma taxa de licença com o relatório anual, de no mínimo ${usd(60, 'pt-BR')}, devida no primeiro dia do mês em que a empresa foi aberta.`,
      'Mantenha registros organizados desde o primeiro dia: uma conta bancária empresarial separada, uma fatura para cada venda e um recibo para cada despesa. Isso torna a declaração anual mais rápida e mais barata, e é o que a autoridade fiscal do seu país também vai pedir.',
    ],
    tags: ['Impostos', 'Form 5472', 'IRS', 'Delaware', 'Wyoming'],
  },
  {
    id: 6,
    title: 'Endereço virtual ou endereço do agente registrado: qual usar onde?',
    category: 'Operações',
    tag: 'Endereço virtual',
    author: 'Grace Kim',
    date: '2026-06-30',
    displayDate: shortDate('2026-06-30', 'pt-BR'),
    image: post(5, 'Ilustração de um mapa pontilhado dos Estados Unidos com marcadores de endereço em vários estados'),
    excerpt:
      'Sua empresa tem mais de um endereço nos EUA. Veja para que serve cada um e onde usá-lo para que bancos e plataformas o aceitem.',
    body: [
      'Fundadores iniciantes costumam confundir dois endereços: o endereço do agente registrado e o endereço comercial para correspondência. Cada um tem a sua função.',
      'O endereço do agente registrado precisa ficar no estado em que a empresa foi aberta e é onde os documentos jurídicos são entregues. Ele aparece nos registros públicos e não serve para a correspondência do dia a dia.',
      'Um endereço comercial virtual é um endereço físico real onde a sua empresa recebe a correspondência comum: cartas do banco, notificações do IRS e faturas de fornecedores. Um serviço de correspondência digitaliza cada item para que você possa lê-lo de qualquer lugar.',
    ],
    midTitle: 'Onde usar cada endereço',
    midBody: [
      'Use o endereço virtual nas faturas, no seu site, no banco e nas plataformas de pagamento, e com o IRS. Use o endereço do agente registrado apenas onde o estado o exigir. Evite caixas postais (PO boxes): muitos bancos e marketplaces não as aceitam.',
      'O endereço virtual é gratuito em todas as aberturas de empresa que fazemos, com cartas ilimitadas digitalizadas sem custo adicional. Se você recebe muitos pacotes ou quer que vários membros da equipe vejam a correspondência, um plano Mail Box acrescenta capacidade e usuários.',
    ],
    tags: ['Endereço virtual', 'Correspondência', 'Agente registrado'],
  },
];

/** Tags exibidas na página de um artigo. */
export const blogDetailTags: typeof en.blogDetailTags = ['Algoritmo', 'Ciência de dados'];

/** Categorias com o número de artigos, para a barra lateral. */
export const blogCategories: typeof en.blogCategories = Array.from(
  blogPosts.reduce((counts, { category }) => counts.set(category, (counts.get(category) ?? 0) + 1), new Map<string, number>()),
  ([name, count]) => ({ name, count }),
);

/** Todas as tags usadas no blog, para a nuvem de tags da barra lateral. */
export const blogTagCloud: typeof en.blogTagCloud = Array.from(new Set([...blogPosts.flatMap((p) => p.tags), ...blogDetailTags]));

/**
 * Meses do arquivo na barra lateral: '2026-10' -> 'Outubro de 2026'. Capitalised, though Portuguese
 * writes months in lower case inside a sentence: each label stands alone as a link in the sidebar,
 * and the blog has always shown 'Outubro de 2026'.
 */
export const blogArchives: typeof en.blogArchives = Array.from(new Set(blogPosts.map((p) => p.date.slice(0, 7))), (month) => ({
  month,
  label: `${monthName('pt-BR', Number(month.slice(5, 7)) - 1, { capitalised: true })} de ${month.slice(0, 4)}`,
}));

/** O membro da equipe que escreveu um artigo, para o quadro do autor; undefined para um autor convidado. */
export function postAuthor(post: BlogPost): BlogAuthor | undefined {
  const member = team.find((m) => m.name === post.author);
  if (!member) return undefined;
  return { name: member.name, role: member.position, bio: member.bio, image: member.image, profile: `/team-details/${member.id}` };
}

/** Para onde os links do blog levam. */
export const blogRoutes: typeof en.blogRoutes = {
  list: '/blog-with-sidebar',
  post: '/blog-single',
  postWithSidebar: '/blog-single-sidebar',
} as const;

/** O que a barra lateral mostra; os links dos artigos mantêm o layout com barra lateral. */
export const blogSidebarContent: typeof en.blogSidebarContent = {
  listPath: blogRoutes.list,
  linkBase: blogRoutes.postWithSidebar,
  recentPosts: blogPosts.slice(0, 3),
  galleryPosts: blogPosts,
  categories: blogCategories,
  archives: blogArchives,
  tags: blogTagCloud,
  social: socialLinks,
};
